package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import alltypes.AllTypes;
import alltypes.Shape;
import dev.bale.runtime.DoubleList;
import dev.bale.runtime.FloatList;
import dev.bale.runtime.IntList;
import dev.bale.runtime.LongList;
import dev.bale.runtime.ShortList;
import dev.bale.runtime.flat.Flat;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Flat lists of {@code i16}, {@code i32}, {@code i64}, {@code u64}, {@code f32} and {@code f64}
 * decode and copy in bulk from {@code FlatData} ({@code i32s}, {@code copyI32s}, ...) when they
 * have 32 elements or more, element by element below: counts on both sides of that threshold, read
 * from a byte array at an offset and from a direct buffer, must give back the values written (float
 * bits included: NaN payloads, -0.0) through the record and through the view's {@code CopyTo}.
 */
class FlatBulkListsTest {

  private static AllTypes value(int n, long seed) {
    Random r = new Random(seed);
    short[] i16 = new short[n];
    int[] i32 = new int[n];
    long[] i64 = new long[n];
    long[] u64 = new long[n];
    float[] f32 = new float[n];
    double[] f64 = new double[n];
    for (int i = 0; i < n; i++) {
      i16[i] = (short) r.nextInt();
      i32[i] = r.nextInt() >> r.nextInt(32);
      i64[i] = r.nextLong();
      u64[i] = r.nextLong();
      f32[i] =
          switch (i % 5) {
            case 0 -> Float.intBitsToFloat(0x7f80_0001 + r.nextInt(1000)); // NaN with a payload
            case 1 -> -0.0f;
            default -> (float) r.nextGaussian();
          };
      f64[i] =
          switch (i % 5) {
            case 0 -> Double.longBitsToDouble(0x7ff0_0000_0000_0001L + r.nextInt(1000));
            case 1 -> -0.0;
            default -> r.nextGaussian();
          };
    }
    return AllTypes.builder()
        .shape(new Shape.Flag(false)) // the one field without a default
        .lI16(ShortList.of(i16))
        .lI32(IntList.of(i32))
        .lI64(LongList.of(i64))
        .lU64(LongList.of(u64))
        .lF32(FloatList.of(f32))
        .lF64(DoubleList.of(f64))
        .build();
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 31, 32, 33, 100, 4099})
  void recordAndCopyToGiveTheValuesBack(int n) {
    AllTypes v = value(n, n);
    byte[] flat = Flat.encode(AllTypes.FLAT, v);
    // The same bytes at an odd offset of a larger array, and in a direct buffer.
    byte[] padded = new byte[flat.length + 13];
    System.arraycopy(flat, 0, padded, 5, flat.length);
    ByteBuffer direct = ByteBuffer.allocateDirect(flat.length + 16);
    direct.position(8);
    direct.put(flat).flip().position(8);

    assertLists(v, Flat.decode(AllTypes.FLAT, flat));
    assertLists(v, Flat.decode(AllTypes.FLAT, direct.duplicate()));
    assertLists(v, new AllTypes.View().wrap(padded, 5, flat.length).decode());

    for (AllTypes.View view :
        List.of(
            new AllTypes.View().wrap(flat),
            new AllTypes.View().wrap(padded, 5, flat.length),
            new AllTypes.View().wrap(direct.duplicate()))) {
      short[] s = new short[n + 3];
      assertEquals(n, view.lI16CopyTo(s, 3));
      for (int i = 0; i < n; i++) {
        assertEquals((short) v.lI16().get(i), s[3 + i]);
      }
      int[] ints = new int[n + 3];
      assertEquals(n, view.lI32CopyTo(ints, 3));
      assertArrayEquals(((IntList) v.lI32()).toIntArray(), slice(ints, 3));
      long[] longs = new long[n + 3];
      assertEquals(n, view.lI64CopyTo(longs, 3));
      for (int i = 0; i < n; i++) {
        assertEquals((long) v.lI64().get(i), longs[3 + i]);
      }
      assertEquals(n, view.lU64CopyTo(longs, 3));
      for (int i = 0; i < n; i++) {
        assertEquals((long) v.lU64().get(i), longs[3 + i]);
      }
      float[] floats = new float[n + 3];
      assertEquals(n, view.lF32CopyTo(floats, 3));
      for (int i = 0; i < n; i++) {
        assertEquals(
            Float.floatToRawIntBits(v.lF32().get(i)), Float.floatToRawIntBits(floats[3 + i]));
      }
      double[] doubles = new double[n + 3];
      assertEquals(n, view.lF64CopyTo(doubles, 3));
      for (int i = 0; i < n; i++) {
        assertEquals(
            Double.doubleToRawLongBits(v.lF64().get(i)),
            Double.doubleToRawLongBits(doubles[3 + i]));
      }
      if (n > 0) {
        // A destination one element short is refused before anything is copied.
        int[] small = new int[n];
        assertThrows(IndexOutOfBoundsException.class, () -> view.lI32CopyTo(small, 1));
      }
    }
  }

  /**
   * A view wrapped again over the same array copies a long list in bulk without allocating (the
   * buffer views are made on the first bulk read and kept); over a direct buffer likewise.
   */
  @org.junit.jupiter.api.Test
  void bulkCopyToAllocatesNothingOnceWarm() {
    byte[] flat = Flat.encode(AllTypes.FLAT, value(1000, 7));
    ByteBuffer direct = ByteBuffer.allocateDirect(flat.length).put(flat).flip();
    AllTypes.View view = new AllTypes.View();
    int[] ints = new int[1000];
    double[] doubles = new double[1000];
    for (Runnable wrap :
        List.<Runnable>of(() -> view.wrap(flat), () -> view.wrap(direct.duplicate()))) {
      long sum = 0;
      for (int i = 0; i < 2000; i++) { // warm-up: compiles the path, makes the views
        wrap.run();
        sum += view.lI32CopyTo(ints, 0) + view.lF64CopyTo(doubles, 0);
      }
      long allocated = Long.MAX_VALUE;
      for (int attempt = 0; attempt < 3 && allocated != 0; attempt++) {
        Allocations.Meter meter = Allocations.start();
        for (int i = 0; i < 100; i++) {
          sum += view.lI32CopyTo(ints, 0) + view.lF64CopyTo(doubles, 0);
        }
        allocated = Math.min(allocated, meter.allocated());
      }
      assertEquals(0, allocated, "bytes allocated by 100 bulk copies");
      assertEquals(0, sum % 2000, "every call copied 1000 + 1000 elements");
      assertArrayEquals(((IntList) value(1000, 7).lI32()).toIntArray(), ints);
    }
  }

  /**
   * The bulk views keep no bytes alive: a {@code FlatReader} lets go of the bytes after each decode
   * (RELIABILITY.md G11), and a view wrapped over other bytes lets go of the first ones.
   */
  @org.junit.jupiter.api.Test
  void bulkViewsKeepNoBytesAlive() throws InterruptedException {
    dev.bale.runtime.flat.FlatReader reader = new dev.bale.runtime.flat.FlatReader();
    AllTypes.View view = new AllTypes.View();
    byte[] first = Flat.encode(AllTypes.FLAT, value(1000, 3));
    byte[] second = first.clone();
    assertEquals(1000, reader.decode(AllTypes.FLAT, first).lI32().size());
    view.wrap(first);
    assertEquals(1000, view.lI32CopyTo(new int[1000], 0)); // makes the views over `first`
    view.wrap(second);
    java.lang.ref.WeakReference<byte[]> ref = new java.lang.ref.WeakReference<>(first);
    first = null;
    for (int i = 0; i < 100 && ref.get() != null; i++) {
      System.gc();
      Thread.sleep(10);
    }
    org.junit.jupiter.api.Assertions.assertTrue(
        ref.get() == null, "the first bytes are still reachable");
    assertEquals(1000, view.lI32CopyTo(new int[1000], 0)); // reader and view still in use
    assertEquals(1000, reader.decode(AllTypes.FLAT, second).lI32().size());
  }

  private static int[] slice(int[] a, int from) {
    return java.util.Arrays.copyOfRange(a, from, a.length);
  }

  private static void assertLists(AllTypes want, AllTypes got) {
    assertEquals(want.lI16(), got.lI16());
    assertEquals(want.lI32(), got.lI32());
    assertEquals(want.lI64(), got.lI64());
    assertEquals(want.lU64(), got.lU64());
    assertEquals(want.lF32().size(), got.lF32().size());
    for (int i = 0; i < want.lF32().size(); i++) {
      assertEquals(
          Float.floatToRawIntBits(want.lF32().get(i)), Float.floatToRawIntBits(got.lF32().get(i)));
    }
    assertEquals(want.lF64().size(), got.lF64().size());
    for (int i = 0; i < want.lF64().size(); i++) {
      assertEquals(
          Double.doubleToRawLongBits(want.lF64().get(i)),
          Double.doubleToRawLongBits(got.lF64().get(i)));
    }
  }
}
