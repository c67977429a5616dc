package dev.bale.runtime;

import static dev.bale.runtime.Probe.fails;
import static dev.bale.runtime.Probe.hex;
import static dev.bale.runtime.Probe.message;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class PrimitivesTest {
  private static <V> V roundTrip(
      V value, BiConsumer<CompactSink, V> write, Function<CompactSource, V> read) {
    CompactType<V> t = message("test.P", write, read);
    byte[] bytes = new CompactEncoder().encode(t, value);
    V back = new CompactDecoder().decode(t, bytes);
    assertEquals(value, back);
    return back;
  }

  @Test
  void integersAtMinAndMax() {
    for (long v : new long[] {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 63, -64, 64, -65}) {
      roundTrip(v, CompactSink::writeI64, CompactSource::readI64);
      roundTrip(v, CompactSink::writeU64, CompactSource::readU64);
      roundTrip(v, CompactSink::writeFixedI64, CompactSource::readFixedI64);
      roundTrip(v, CompactSink::writeFixedI64, CompactSource::readFixedU64);
    }
    for (int v : new int[] {0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      roundTrip(v, (w, x) -> w.writeI64(x), CompactSource::readI32);
      roundTrip(v, CompactSink::writeFixedI32, CompactSource::readFixedI32);
    }
    for (short v : new short[] {0, -1, Short.MIN_VALUE, Short.MAX_VALUE}) {
      roundTrip(v, (w, x) -> w.writeI64(x), CompactSource::readI16);
      roundTrip(v, (w, x) -> w.writeFixedI16(x), CompactSource::readFixedI16);
    }
    for (byte v : new byte[] {0, -1, Byte.MIN_VALUE, Byte.MAX_VALUE}) {
      roundTrip(v, CompactSink::writeI8, CompactSource::readI8);
    }
    for (int v : new int[] {0, 255}) {
      roundTrip(v, CompactSink::writeU8, CompactSource::readU8);
    }
    for (int v : new int[] {0, 65535}) {
      roundTrip(v, (w, x) -> w.writeU64(x), CompactSource::readU16);
      roundTrip(v, CompactSink::writeFixedI16, CompactSource::readFixedU16);
    }
    for (long v : new long[] {0, 0xFFFF_FFFFL}) {
      roundTrip(v, CompactSink::writeU64, CompactSource::readU32);
      roundTrip(v, (w, x) -> w.writeFixedI32((int) (long) x), CompactSource::readFixedU32);
    }
    for (int v : new int[] {0, Integer.MAX_VALUE}) {
      roundTrip(v, CompactSink::writeEnum, CompactSource::readEnum);
    }
    roundTrip(true, CompactSink::writeBool, CompactSource::readBool);
    roundTrip(false, CompactSink::writeBool, CompactSource::readBool);
  }

  /** The LEB128 bytes of {@code v}, one group at a time: the reference for the writer's paths. */
  private static byte[] leb128(long v) {
    byte[] out = new byte[10];
    int n = 0;
    while ((v & ~0x7FL) != 0) {
      out[n++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out[n++] = (byte) v;
    return java.util.Arrays.copyOf(out, n);
  }

  @Test
  void varintsOfEveryWidthMatchLeb128() {
    // Every width from 1 to 10 bytes, at both edges, each followed by other varints (the writer's
    // wide path stores 8 bytes at once, so what follows must overwrite the rest correctly).
    java.util.List<Long> values = new java.util.ArrayList<>();
    for (int k = 0; k < 64; k++) {
      values.add((1L << k) - 1);
      values.add(1L << k);
      values.add((1L << k) | 0x55L);
    }
    values.add(-1L);
    java.util.Random rnd = new java.util.Random(20261123);
    for (int i = 0; i < 200; i++) {
      values.add(rnd.nextLong() >>> rnd.nextInt(64));
    }
    java.io.ByteArrayOutputStream expected = new java.io.ByteArrayOutputStream();
    for (long v : values) {
      expected.writeBytes(leb128(v));
      expected.writeBytes(leb128(v >>> 3));
    }
    CompactType<List<Long>> t =
        message(
            "test.Varints",
            (w, vs) -> {
              for (long v : vs) {
                w.writeU64(v);
                w.writeU64(v >>> 3);
              }
            },
            r -> {
              java.util.List<Long> back = new java.util.ArrayList<>();
              for (int i = 0; i < values.size(); i++) {
                back.add(r.readU64());
                assertEquals(values.get(i) >>> 3, r.readU64());
              }
              return back;
            });
    byte[] bytes = new CompactEncoder().encode(t, values);
    assertEquals(values, new CompactDecoder().decode(t, bytes));
    byte[] body = expected.toByteArray();
    // The body is the root's last bytes.
    assertArrayEquals(
        body, java.util.Arrays.copyOfRange(bytes, bytes.length - body.length, bytes.length));
  }

  @Test
  void floatsKeepBitPatterns() {
    for (float f :
        new float[] {0f, -0f, Float.MIN_VALUE, Float.MAX_VALUE, Float.NEGATIVE_INFINITY, 1.5f}) {
      roundTrip(f, CompactSink::writeF32, CompactSource::readF32);
    }
    for (double d :
        new double[] {0d, -0d, Double.MIN_VALUE, Double.MAX_VALUE, Double.POSITIVE_INFINITY}) {
      roundTrip(d, CompactSink::writeF64, CompactSource::readF64);
    }
    long payloadNaN = 0x7FF8_0000_0000_1234L;
    CompactType<Long> t =
        message(
            "test.NaN",
            (w, v) -> w.writeF64(Double.longBitsToDouble(v)),
            r -> Double.doubleToRawLongBits(r.readF64()));
    assertEquals(
        payloadNaN, new CompactDecoder().decode(t, new CompactEncoder().encode(t, payloadNaN)));
    int payloadNaN32 = 0x7FC0_0042;
    CompactType<Integer> t32 =
        message(
            "test.NaN32",
            (w, v) -> w.writeF32(Float.intBitsToFloat(v)),
            r -> Float.floatToRawIntBits(r.readF32()));
    assertEquals(
        payloadNaN32,
        new CompactDecoder().decode(t32, new CompactEncoder().encode(t32, payloadNaN32)));
  }

  @Test
  void stringsAndBytes() {
    for (String s :
        new String[] {"", "a", "héllo", "日本語", "emoji 😀 pair", "\u0000", "\u07FF\u0800\uFFFF"}) {
      roundTrip(s, CompactSink::writeString, CompactSource::readString);
    }
    roundTrip(Bytes.EMPTY, CompactSink::writeBytes, CompactSource::readBytes);
    roundTrip(Bytes.of(new byte[] {0, -1, 7}), CompactSink::writeBytes, CompactSource::readBytes);
  }

  @Test
  void rangeChecksOnRead() {
    CompactType<Long> i16 = message("test.I16", CompactSink::writeI64, r -> (long) r.readI16());
    fails(ErrorCode.INT_OUT_OF_RANGE, () -> decodeWritten(i16, 40000L));
    fails(ErrorCode.INT_OUT_OF_RANGE, () -> decodeWritten(i16, -32769L));
    CompactType<Long> i32 = message("test.I32", CompactSink::writeI64, r -> (long) r.readI32());
    fails(ErrorCode.INT_OUT_OF_RANGE, () -> decodeWritten(i32, 1L << 31));
    CompactType<Long> u16 = message("test.U16", CompactSink::writeU64, r -> (long) r.readU16());
    fails(ErrorCode.INT_OUT_OF_RANGE, () -> decodeWritten(u16, 65536L));
    CompactType<Long> u32 = message("test.U32", CompactSink::writeU64, CompactSource::readU32);
    fails(ErrorCode.INT_OUT_OF_RANGE, () -> decodeWritten(u32, 1L << 32));
    fails(ErrorCode.INT_OUT_OF_RANGE, () -> decodeWritten(u32, -1L));
    CompactType<Long> en = message("test.E", CompactSink::writeU64, r -> (long) r.readEnum());
    fails(ErrorCode.INT_OUT_OF_RANGE, () -> decodeWritten(en, 1L << 31));
    CompactType<Long> bool =
        message("test.B", (w, v) -> w.writeU8((int) (long) v), r -> r.readBool() ? 1L : 0L);
    fails(ErrorCode.INVALID_BOOL, () -> decodeWritten(bool, 2L));
  }

  private static <V> V decodeWritten(CompactType<V> t, V v) {
    return new CompactDecoder().decode(t, new CompactEncoder().encode(t, v));
  }

  @Test
  void invalidValuesOnWrite() {
    CompactType<Integer> u8 = message("test.U8", CompactSink::writeU8, CompactSource::readU8);
    fails(ErrorCode.INVALID_VALUE, () -> new CompactEncoder().encode(u8, 256));
    CompactType<String> s = message("test.S", CompactSink::writeString, CompactSource::readString);
    fails(ErrorCode.INVALID_VALUE, () -> new CompactEncoder().encode(s, (String) null));
    fails(ErrorCode.INVALID_STRING, () -> new CompactEncoder().encode(s, "lone \uD800 high"));
    fails(ErrorCode.INVALID_STRING, () -> new CompactEncoder().encode(s, "lone \uDC00 low"));
    fails(ErrorCode.INVALID_STRING, () -> new CompactEncoder().encode(s, "end \uD83D"));
    CompactType<Integer> en = message("test.E", CompactSink::writeEnum, CompactSource::readEnum);
    fails(ErrorCode.INVALID_VALUE, () -> new CompactEncoder().encode(en, -1));
  }

  @Test
  void varintEncodingsAreCanonical() {
    CompactType<Long> u = message("test.U", CompactSink::writeU64, CompactSource::readU64);
    assertArrayEquals(hex("00 04 00"), new CompactEncoder().encode(u, 0L));
    assertArrayEquals(hex("00 04 7f"), new CompactEncoder().encode(u, 127L));
    assertArrayEquals(hex("00 08 80 01"), new CompactEncoder().encode(u, 128L));
    assertArrayEquals(
        hex("00 28 ff ff ff ff ff ff ff ff ff 01"), new CompactEncoder().encode(u, -1L));
    CompactType<Long> s = message("test.S", CompactSink::writeI64, CompactSource::readI64);
    assertArrayEquals(hex("00 04 01"), new CompactEncoder().encode(s, -1L));
    assertArrayEquals(hex("00 04 02"), new CompactEncoder().encode(s, 1L));
    assertArrayEquals(
        hex("00 28 ff ff ff ff ff ff ff ff ff 01"), new CompactEncoder().encode(s, Long.MIN_VALUE));
  }

  @Test
  void varintErrors() {
    CompactType<Long> u = message("test.U", CompactSink::writeU64, CompactSource::readU64);
    CompactDecoder r = new CompactDecoder();
    // 10th byte 0x02: does not fit in 64 bits.
    fails(ErrorCode.VARINT_OVERFLOW, () -> r.decode(u, hex("00 28 80 80 80 80 80 80 80 80 80 02")));
    // 10th byte with a continuation bit (there would be an 11th).
    fails(
        ErrorCode.VARINT_OVERFLOW,
        () -> r.decode(u, hex("00 2c 80 80 80 80 80 80 80 80 80 81 01")));
    fails(ErrorCode.VARINT_NONCANONICAL, () -> r.decode(u, hex("00 08 80 00")));
    fails(
        ErrorCode.VARINT_NONCANONICAL,
        () -> r.decode(u, hex("00 28 ff ff ff ff ff ff ff ff ff 00")));
    // Overlong varints of every width followed by more body bytes, so that the reader's 8-byte
    // path (taken when 8 bytes remain) meets them too: same code and offset as at the body's end.
    for (int n = 2; n <= 10; n++) {
      for (int pad : new int[] {0, 1, 8}) {
        byte[] root = new byte[2 + n + pad];
        root[1] = (byte) ((n + pad) << 2); // root header: body length n + pad, no flags
        for (int i = 0; i < n - 1; i++) {
          root[2 + i] = (byte) 0x80;
        }
        BaleException over = fails(ErrorCode.VARINT_NONCANONICAL, () -> r.decode(u, root));
        assertEquals(2, over.offset());
      }
    }
    // The varint runs past the body (body length 1).
    BaleException e = fails(ErrorCode.TRUNCATED, () -> r.decode(u, hex("00 04 80 01")));
    assertEquals(2, e.offset());
    // Root header truncated.
    fails(ErrorCode.TRUNCATED, () -> r.decode(u, hex("00 80")));
    fails(ErrorCode.TRUNCATED, () -> r.decode(u, hex("")));
    // Bytes after the root.
    fails(ErrorCode.TRAILING_BYTES, () -> r.decode(u, hex("00 04 00 00")));
    assertEquals(0L, r.decode(u, hex("00 04 00")));
  }

  @Test
  void bulkListsRoundTrip() {
    CompactType<List<Object>> t =
        message(
            "test.Lists",
            (w, v) -> {
              BoolList b = (BoolList) v.get(0);
              w.writeCount(b.size());
              w.writeBools(b);
              ByteList i8 = (ByteList) v.get(1);
              w.writeCount(i8.size());
              w.writeI8s(i8);
              IntList u8 = (IntList) v.get(2);
              w.writeCount(u8.size());
              w.writeU8s(u8);
              ShortList s = (ShortList) v.get(3);
              w.writeCount(s.size());
              w.writeFixedI16s(s);
              IntList u16 = (IntList) v.get(4);
              w.writeCount(u16.size());
              w.writeFixedU16s(u16);
              IntList i32 = (IntList) v.get(5);
              w.writeCount(i32.size());
              w.writeFixedI32s(i32);
              LongList u32 = (LongList) v.get(6);
              w.writeCount(u32.size());
              w.writeFixedU32s(u32);
              LongList i64 = (LongList) v.get(7);
              w.writeCount(i64.size());
              w.writeFixedI64s(i64);
              FloatList f = (FloatList) v.get(8);
              w.writeCount(f.size());
              w.writeF32s(f);
              DoubleList d = (DoubleList) v.get(9);
              w.writeCount(d.size());
              w.writeF64s(d);
              @SuppressWarnings("unchecked")
              List<Double> boxed = (List<Double>) v.get(10);
              w.writeCount(boxed.size());
              w.writeF64s(boxed);
            },
            r ->
                List.of(
                    r.readBools(r.readCount(1)),
                    r.readI8s(r.readCount(1)),
                    r.readU8s(r.readCount(1)),
                    r.readFixedI16s(r.readCount(2)),
                    r.readFixedU16s(r.readCount(2)),
                    r.readFixedI32s(r.readCount(4)),
                    r.readFixedU32s(r.readCount(4)),
                    r.readFixedI64s(r.readCount(8)),
                    r.readF32s(r.readCount(4)),
                    r.readF64s(r.readCount(8)),
                    r.readF64s(r.readCount(8))));
    List<Object> v =
        List.of(
            BoolList.of(true, false, true),
            ByteList.of((byte) -128, (byte) 127),
            IntList.of(0, 255),
            ShortList.of(Short.MIN_VALUE, (short) 1),
            IntList.of(0, 65535),
            IntList.of(Integer.MIN_VALUE, -1, Integer.MAX_VALUE),
            LongList.of(0, 0xFFFF_FFFFL),
            LongList.of(Long.MIN_VALUE, Long.MAX_VALUE),
            FloatList.of(1.5f, Float.NaN),
            DoubleList.of(-0.0, Double.MAX_VALUE),
            List.of(1.0, 2.0));
    List<Object> back = new CompactDecoder().decode(t, new CompactEncoder().encode(t, v));
    assertEquals(v, back);
  }
}
