package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

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
  void roundTripDeterminismAndFixedPoint() {
    Random rnd = new Random(7);
    CompactWriter[] writers = {
      new CompactWriter(),
      new CompactWriter().dedupStrings(false),
      new CompactWriter().dedupMessages(true),
      new CompactWriter().dedupMessages(true).dedupStrings(false)
    };
    CompactReader reader = new CompactReader();
    for (int i = 0; i < 2000; i++) {
      Media m = media(rnd);
      for (CompactWriter w : writers) {
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
