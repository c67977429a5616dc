package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.TestTypes.Image;
import dev.bale.runtime.TestTypes.Media;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Seeded random values: round trip, determinism, fixed point, sharing preserved. */
class PropertyTest {
  static final String[] WORDS = {"", "a", "http://x/", "日本", "😀", "é", "long-" + "x".repeat(300)};

  static String word(Random r) {
    return r.nextInt(4) == 0 ? "w" + r.nextInt(1000) : WORDS[r.nextInt(WORDS.length)];
  }

  static Image image(Random r) {
    return new Image(
        word(r),
        r.nextBoolean() ? null : word(r),
        r.nextInt(),
        r.nextBoolean() ? r.nextInt(100) : r.nextInt(),
        r.nextBoolean());
  }

  static Media media(Random r) {
    List<Image> pool = new ArrayList<>();
    for (int i = 0; i < 1 + r.nextInt(4); i++) {
      pool.add(image(r));
    }
    List<Image> images = new ArrayList<>();
    for (int i = 0; i < r.nextInt(12); i++) {
      images.add(r.nextInt(3) == 0 ? image(r) : pool.get(r.nextInt(pool.size())));
    }
    double[] samples = new double[r.nextInt(5)];
    for (int i = 0; i < samples.length; i++) {
      samples[i] = r.nextBoolean() ? r.nextGaussian() : Double.longBitsToDouble(r.nextLong());
    }
    return new Media(
        word(r),
        images,
        r.nextBoolean() ? null : pool.get(0),
        r.nextBoolean() ? DoubleList.of(samples) : List.copyOf(DoubleList.of(samples)));
  }

  @Test
  void largeRootsAndBulkPaths() {
    Random rnd = new Random(11);
    List<Image> images = new ArrayList<>();
    for (int i = 0; i < 50_000; i++) {
      images.add(image(rnd));
    }
    double[] samples = new double[100_000];
    for (int i = 0; i < samples.length; i++) {
      samples[i] = Double.longBitsToDouble(rnd.nextLong());
    }
    Media big = new Media("x".repeat(200_000) + "é", images, images.get(7), DoubleList.of(samples));
    CompactEncoder w = new CompactEncoder().dedupMessages(true);
    CompactDecoder r = new CompactDecoder();
    byte[] bytes = w.encode(Media.TYPE, big);
    assertTrue(bytes.length > (1 << 20), "larger than the retained scratch size");
    assertEquals(big, r.decode(Media.TYPE, bytes));
    // Both are reusable after a large root (scratch arrays dropped, nothing carried over).
    Media small = new Media("s", List.of(), null, DoubleList.EMPTY);
    assertArrayEquals(new CompactEncoder().encode(Media.TYPE, small), w.encode(Media.TYPE, small));
    assertEquals(small, r.decode(Media.TYPE, w.encode(Media.TYPE, small)));
  }

  @Test
  void bulkListsAboveTheLoopThreshold() {
    Random rnd = new Random(3);
    for (int n : new int[] {0, 1, 63, 64, 65, 1000}) {
      int[] ints = rnd.ints(n).toArray();
      long[] longs = rnd.longs(n).toArray();
      float[] floats = new float[n];
      double[] doubles = new double[n];
      short[] shorts = new short[n];
      for (int i = 0; i < n; i++) {
        floats[i] = Float.intBitsToFloat(rnd.nextInt());
        doubles[i] = Double.longBitsToDouble(rnd.nextLong());
        shorts[i] = (short) rnd.nextInt();
      }
      CompactType<List<Object>> t =
          Probe.message(
              "test.Bulk",
              (w, v) -> {
                w.writeCount(n);
                w.writeFixedI32s((IntList) v.get(0));
                w.writeCount(n);
                w.writeFixedI64s((LongList) v.get(1));
                w.writeCount(n);
                w.writeF32s((FloatList) v.get(2));
                w.writeCount(n);
                w.writeF64s((DoubleList) v.get(3));
                w.writeCount(n);
                w.writeFixedI16s((ShortList) v.get(4));
              },
              rd ->
                  List.of(
                      rd.readFixedI32s(rd.readCount(4)),
                      rd.readFixedI64s(rd.readCount(8)),
                      rd.readF32s(rd.readCount(4)),
                      rd.readF64s(rd.readCount(8)),
                      rd.readFixedI16s(rd.readCount(2))));
      List<Object> v =
          List.of(
              IntList.of(ints),
              LongList.of(longs),
              FloatList.of(floats),
              DoubleList.of(doubles),
              ShortList.of(shorts));
      byte[] b = new CompactEncoder().encode(t, v);
      List<Object> back = new CompactDecoder().decode(t, b);
      assertArrayEquals(ints, ((IntList) back.get(0)).toIntArray());
      assertArrayEquals(longs, ((LongList) back.get(1)).toLongArray());
      float[] f = ((FloatList) back.get(2)).toFloatArray();
      double[] d = ((DoubleList) back.get(3)).toDoubleArray();
      for (int i = 0; i < n; i++) {
        assertEquals(Float.floatToRawIntBits(floats[i]), Float.floatToRawIntBits(f[i]));
        assertEquals(Double.doubleToRawLongBits(doubles[i]), Double.doubleToRawLongBits(d[i]));
      }
      assertArrayEquals(shorts, ((ShortList) back.get(4)).toShortArray());
      // Little-endian on the wire, whatever the platform.
      if (n > 0) {
        int p = firstElement(b);
        assertEquals((byte) ints[0], b[p]);
        assertEquals((byte) (ints[0] >>> 8), b[p + 1]);
        assertEquals((byte) (ints[0] >>> 24), b[p + 3]);
      }
    }
  }

  /** Offset of the first element: after the table head (no strings), the header and the count. */
  private static int firstElement(byte[] b) {
    int p = 1;
    while ((b[p] & 0x80) != 0) {
      p++;
    }
    p++;
    while ((b[p] & 0x80) != 0) {
      p++;
    }
    return p + 1;
  }

  @Test
  void roundTripDeterminismAndFixedPoint() {
    Random rnd = new Random(7);
    CompactEncoder[] writers = {
      new CompactEncoder(),
      new CompactEncoder().dedupStrings(false),
      new CompactEncoder().dedupMessages(true),
      new CompactEncoder().dedupMessages(true).dedupStrings(false)
    };
    CompactDecoder reader = new CompactDecoder();
    for (int i = 0; i < 2000; i++) {
      Media m = media(rnd);
      for (CompactEncoder w : writers) {
        byte[] a = w.encode(Media.TYPE, m);
        assertArrayEquals(a, w.encode(Media.TYPE, m), "deterministic");
        Media back = reader.decode(Media.TYPE, a);
        assertEquals(m, back);
        assertArrayEquals(a, w.encode(Media.TYPE, back), "fixed point");
        if (w.dedupMessages()) {
          // Sharing survives: equal positions that were the same instance are the same instance.
          for (int x = 0; x < m.images().size(); x++) {
            for (int y = 0; y < m.images().size(); y++) {
              if (m.images().get(x) == m.images().get(y)) {
                assertSame(back.images().get(x), back.images().get(y));
              }
            }
          }
        }
      }
    }
  }
}
