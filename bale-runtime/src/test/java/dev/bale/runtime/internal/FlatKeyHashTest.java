package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The duplicate-key check of checked map reads ({@code FlatData.map}) hashes keys with a per-JVM
 * seed: keys prepared to share one slot of the old fixed hash spread like any others.
 */
class FlatKeyHashTest {

  @Test
  void keysPreparedForTheFixedHashSpread() {
    // 65,535 i64 keys t << 45 in the table of a 65,535-entry map (2^18 slots): under the fixed
    // hash ((int) (h ^ h >>> 29) * 0x9E3779B9) every one of them took slot 0, so each insert
    // probed past all the keys before it.
    int n = 65_535;
    int mask = (1 << 18) - 1;
    Set<Integer> fixed = new HashSet<>();
    Set<Integer> seeded = new HashSet<>();
    for (long t = 1; t <= n; t++) {
      long h = t << 45;
      fixed.add((int) (h ^ (h >>> 29)) * 0x9E3779B9 & mask);
      seeded.add(FlatKeys.slot(h, mask));
    }
    assertTrue(fixed.size() <= 4, "the prepared keys collide under the fixed hash: " + fixed);
    // Random slots: 2^18 (1 - e^(-n / 2^18)) ~ 58,000 distinct expected.
    assertTrue(seeded.size() > 50_000, "distinct slots: " + seeded.size());
  }
}
