package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link StringIndex} against a {@link HashMap}: roots of every size (past the table's growth),
 * equal strings as distinct instances, strings with equal hash codes ("Aa" and "BB"), values that
 * are not insertion positions, and {@code clear} between roots.
 */
class StringIndexTest {
  @Test
  void agreesWithAHashMapAcrossRootsOfEverySize() {
    Random random = new Random(42);
    StringIndex index = new StringIndex();
    for (int root = 0; root < 2_000; root++) {
      int distinct = root % 3 == 0 ? 1 + random.nextInt(12) : 1 + random.nextInt(200);
      Map<String, Integer> model = new HashMap<>();
      for (int op = 0; op < distinct * 3; op++) {
        String s = key(random.nextInt(distinct));
        // A fresh instance now and then: equal strings must be found by equals, not identity.
        if (random.nextBoolean()) {
          s = new String(s.toCharArray());
        }
        if (random.nextInt(4) == 0) {
          assertEquals(model.getOrDefault(s, -1), index.get(s), s);
        } else {
          int value = random.nextInt(1_000_000);
          Integer before = model.putIfAbsent(s, value);
          assertEquals(before == null ? -1 : before, index.putIfAbsent(s, value), s);
        }
        assertEquals(model.size(), index.size());
      }
      index.clear();
      assertEquals(0, index.size());
      for (String s : model.keySet()) {
        assertEquals(-1, index.get(s), "after clear: " + s);
      }
    }
  }

  @Test
  void equalHashCodesAreTwoEntries() {
    StringIndex index = new StringIndex();
    for (int n = 1; n <= 40; n++) {
      // "Aa" and "BB" have one hash code; so do all strings built of n such pairs.
      for (int i = 0; i < n; i++) {
        assertEquals(-1, index.putIfAbsent(pairs(i), i));
      }
      for (int i = 0; i < n; i++) {
        assertEquals(i, index.get(pairs(i)));
      }
      index.clear();
    }
  }

  private static String key(int i) {
    return i % 2 == 0 ? "k" + i : "a longer string number " + i;
  }

  /** The {@code i}-th string of 6 pairs, each "Aa" or "BB": one hash code for all. */
  private static String pairs(int i) {
    StringBuilder b = new StringBuilder();
    for (int bit = 0; bit < 6; bit++) {
      b.append((i >> bit & 1) == 0 ? "Aa" : "BB");
    }
    return b.toString();
  }
}
