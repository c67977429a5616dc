package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The bulk varint list paths ({@code readI32s}/{@code readI64s}, {@code writeI32s}/{@code
 * writeI64s}) against the element-by-element ones: same bytes written, and on any input the same
 * values or the same error (code, offset, path).
 */
class BulkVarintTest {
  private static final CompactType<List<Object>> BULK =
      Probe.message(
          "test.Bulk",
          (w, v) -> {},
          r -> {
            r.beginComposite(null);
            IntList a = r.readI32s(r.readCount(1));
            r.endComposite();
            r.beginComposite(null);
            LongList b = r.readI64s(r.readCount(1));
            r.endComposite();
            return List.of(a, b);
          });

  private static final CompactType<List<Object>> ONE_BY_ONE =
      Probe.message(
          "test.Bulk",
          (w, v) -> {},
          r -> {
            r.beginComposite(null);
            int n = r.readCount(1);
            int[] a = new int[n];
            for (int i = 0; i < n; i++) {
              r.element(i);
              a[i] = r.readI32();
            }
            r.endComposite();
            r.beginComposite(null);
            int m = r.readCount(1);
            long[] b = new long[m];
            for (int i = 0; i < m; i++) {
              r.element(i);
              b[i] = r.readI64();
            }
            r.endComposite();
            return List.of(IntList.of(a), LongList.of(b));
          });

  @Test
  void writesTheSameBytesAsOneByOne() {
    Random rnd = new Random(7);
    for (int round = 0; round < 200; round++) {
      int n = rnd.nextInt(40);
      int[] ints = new int[n];
      long[] longs = new long[n];
      for (int i = 0; i < n; i++) {
        ints[i] = rnd.nextInt() >> rnd.nextInt(32);
        longs[i] = rnd.nextLong() >> rnd.nextInt(64);
      }
      List<Integer> boxed = new ArrayList<>(IntList.of(ints));
      List<Long> boxedLongs = new ArrayList<>(LongList.of(longs));
      CompactType<Object> bulk =
          Probe.message(
              "test.W",
              (w, v) -> {
                w.writeI32s(IntList.of(ints));
                w.writeI32s(boxed);
                w.writeI64s(LongList.of(longs));
                w.writeI64s(boxedLongs);
              },
              r -> null);
      CompactType<Object> single =
          Probe.message(
              "test.W",
              (w, v) -> {
                for (int k = 0; k < 2; k++) {
                  for (int x : ints) {
                    w.writeI64(x);
                  }
                }
                for (int k = 0; k < 2; k++) {
                  for (long x : longs) {
                    w.writeI64(x);
                  }
                }
              },
              r -> null);
      CompactEncoder w = new CompactEncoder();
      assertArrayEquals(w.encode(single, "x"), w.encode(bulk, "x"));
    }
  }

  @Test
  void readsAndFailsLikeOneByOne() {
    Random rnd = new Random(11);
    CompactDecoder reader = new CompactDecoder();
    int failures = 0;
    for (int round = 0; round < 20_000; round++) {
      byte[] bytes = randomRoot(rnd);
      Object want;
      try {
        want = reader.decode(ONE_BY_ONE, bytes);
      } catch (BaleException e) {
        want = describe(e);
        failures++;
      }
      Object got;
      try {
        got = reader.decode(BULK, bytes);
      } catch (BaleException e) {
        got = describe(e);
      }
      assertEquals(want, got, () -> Probe.hex(bytes));
    }
    // The generator must produce both outcomes often.
    assertEquals(true, failures > 2_000 && failures < 18_000, "failures " + failures);
  }

  private static String describe(BaleException e) {
    return e.code() + " @" + e.offset() + " " + e.path();
  }

  /** An empty string table and a message whose body holds two varint lists, often damaged. */
  private static byte[] randomRoot(Random rnd) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    for (int list = 0; list < 2; list++) {
      int n = rnd.nextInt(12);
      body.write(n);
      for (int i = 0; i < n; i++) {
        varint(body, rnd, list == 0 ? 5 : 10);
      }
    }
    byte[] b = body.toByteArray();
    if (rnd.nextInt(4) == 0 && b.length > 0) {
      b = java.util.Arrays.copyOf(b, rnd.nextInt(b.length)); // cut short
    }
    ByteArrayOutputStream root = new ByteArrayOutputStream();
    root.write(0); // no strings, no objects
    long header = (long) b.length << 2;
    while ((header & ~0x7FL) != 0) {
      root.write((int) (header & 0x7F) | 0x80);
      header >>>= 7;
    }
    root.write((int) header);
    root.writeBytes(b);
    return root.toByteArray();
  }

  private static void varint(ByteArrayOutputStream out, Random rnd, int maxLen) {
    int kind = rnd.nextInt(20);
    if (kind == 0) {
      // Overlong: a continuation then a zero byte.
      out.write(0x80 | rnd.nextInt(128));
      out.write(0);
      return;
    }
    if (kind == 1) {
      // Too long or out of range: maxLen..maxLen+1 bytes with a large last byte.
      int len = maxLen + rnd.nextInt(2) - (rnd.nextBoolean() ? 1 : 0);
      for (int i = 0; i < len - 1; i++) {
        out.write(0x80 | rnd.nextInt(128));
      }
      out.write(1 + rnd.nextInt(127));
      return;
    }
    long v = rnd.nextLong() >>> rnd.nextInt(64);
    if (maxLen == 5) {
      v &= 0xFFFF_FFFFL;
    }
    while ((v & ~0x7FL) != 0) {
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
  }
}
