package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The key-spread rule (FORMAT.md §7.2) in Java: the hashes equal the TypeScript runtime's
 * (ts/src/mapkeys.ts, itself checked against a BigInt transcription of V8's; the values below were
 * printed by it), keys of one bucket are refused, also when they share it only while the table is
 * small, and ordinary keys pass. The corrupt cases {@code testdata/corrupt/mapkeys.json} and {@code
 * flat/mapkeys.json} hold every Java reader to the TypeScript reader's code and offset.
 */
class MapKeySpreadTest {
  @Test
  void hashesAreTheTypeScriptRuntimes() {
    assertArrayEquals(
        new int[] {178506403, 316017654, 1029045272, 679814312, 626124113},
        new int[] {
          MapKeySpread.numberHash(0),
          MapKeySpread.numberHash(1),
          MapKeySpread.numberHash(-1),
          MapKeySpread.numberHash(123456789),
          MapKeySpread.numberHash(Integer.MIN_VALUE)
        });
    // u32 values from 2^31: the bits of the value as a double.
    assertEquals(161081676, MapKeySpread.numberHash(4294967295L));
    assertEquals(914388901, MapKeySpread.numberHash(2147483648L));
    // 64-bit keys: the magnitude (i64) or the bits (u64); a key and its negation share a hash.
    assertEquals(357654460, MapKeySpread.int64Hash(1));
    assertEquals(357654460, MapKeySpread.int64Hash(-1));
    assertEquals(360010069, MapKeySpread.int64Hash(Long.MIN_VALUE));
    assertEquals(532412650, MapKeySpread.uint64Hash(-1L));
    assertEquals(771415511, MapKeySpread.int64Hash(0x123456789abcdefL));
    assertEquals(0, MapKeySpread.int64Hash(0));
  }

  @Test
  void smallMapsAreNotFollowed() {
    assertNull(MapKeySpread.of(MapKeySpread.FROM));
  }

  @Test
  void keysOfOneBucketAreRefusedAtTheFirstEntryFollowed() {
    MapKeySpread g = MapKeySpread.of(1000);
    int refusedAt = -1;
    int n = 0;
    for (int k = 1; n < 1000; k++) {
      if ((MapKeySpread.numberHash(k) & 0x3ff) == 0) {
        if (!g.add(MapKeySpread.numberHash(k))) {
          refusedAt = n;
          break;
        }
        n++;
      }
    }
    assertEquals(MapKeySpread.FROM, refusedAt);
  }

  @Test
  void keysOfOneBucketOfASmallTableAreRefusedAsTheyArrive() {
    // 1,000 ordinary keys, then 300 in bucket 0 of the 1,024 buckets of a table of 1,025-2,048
    // entries (about 5 a bucket in the final table of 101,300), then 100,000 ordinary keys.
    MapKeySpread g = MapKeySpread.of(101_300);
    int i = 0;
    for (; i < 1000; i++) {
      assertTrue(g.add(MapKeySpread.numberHash(-1 - i)));
    }
    boolean refused = false;
    for (int k = 1, chosen = 0; chosen < 300 && !refused; k++) {
      if ((MapKeySpread.numberHash(k) & 0x3ff) == 0) {
        refused = !g.add(MapKeySpread.numberHash(k));
        chosen++;
      }
    }
    assertTrue(refused);
  }

  @Test
  void ordinaryKeysPass() {
    MapKeySpread seq = MapKeySpread.of(100_000);
    MapKeySpread strided = MapKeySpread.of(100_000);
    MapKeySpread wide = MapKeySpread.of(100_000);
    MapKeySpread u16 = MapKeySpread.of(65_536);
    for (int i = 0; i < 100_000; i++) {
      assertTrue(seq.add(MapKeySpread.numberHash(i)), "sequential " + i);
      assertTrue(strided.add(MapKeySpread.numberHash(i * 1024L)), "strided " + i);
      assertTrue(wide.add(MapKeySpread.int64Hash((long) i << 32)), "i64 " + i);
      if (i < 65_536) {
        assertTrue(u16.add(MapKeySpread.numberHash(i)), "u16 " + i);
      }
    }
    assertFalse(MapKeySpread.MESSAGE.isEmpty());
  }
}
