package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * {@link FlatData#share}/{@link FlatData#shared}: the first record sits in two fields, the others
 * in the table; a position keeps its first record; lookups are keyed by type; {@code reset} forgets
 * everything. The table allocates at most 64 bytes a record (96 with its one rebuild) whatever the
 * positions, within the 96 a message object is charged for it (FORMAT.md §7.1).
 */
class FlatDataShareTest {
  @Test
  void theFirstRecordAndTheTableAnswerAlike() {
    FlatData d = new FlatData().reset(new byte[64], 0, 64);
    String first = "first";
    assertSame(first, d.share(8, first));
    assertSame(first, d.shared(8, String.class));
    assertNull(d.shared(16, String.class));
    // Many more, so the table is allocated and grows.
    for (int p = 16; p < 16 + 8 * 40; p += 8) {
      Integer record = p;
      assertSame(record, d.share(p, record));
    }
    assertSame(first, d.shared(8, String.class));
    for (int p = 16; p < 16 + 8 * 40; p += 8) {
      assertEquals(p, d.shared(p, Integer.class));
      assertNull(d.shared(p, String.class), "keyed by type");
    }
    assertNull(d.shared(8, Integer.class), "keyed by type");
  }

  @Test
  void aPositionKeepsItsFirstRecord() {
    FlatData d = new FlatData().reset(new byte[64], 0, 64);
    d.share(8, "a");
    d.share(8, "b");
    d.share(24, "c");
    d.share(24, "d");
    assertEquals("a", d.shared(8, String.class));
    assertEquals("c", d.shared(24, String.class));
  }

  @Test
  void resetForgetsEveryRecord() {
    FlatData d = new FlatData().reset(new byte[64], 0, 64);
    d.share(8, "a");
    d.share(16, "b");
    d.reset(new byte[64], 0, 64);
    assertNull(d.shared(8, String.class));
    assertNull(d.shared(16, String.class));
    d.share(16, "c");
    assertEquals("c", d.shared(16, String.class));
    assertNull(d.shared(8, String.class));
  }

  /**
   * {@code n} positions (8-aligned, from 64) whose slots under the table's fixed hash {@code (p *
   * 0x9E3779B9) >>> 8} fall in the first sixteenth of the table {@code n} records end in, as
   * FlatShareFloodTest places its objects.
   */
  static int[] placedForTheFixedHash(int n) {
    int table = Integer.highestOneBit(2 * (n + 2)) * 2;
    int[] pos = new int[n];
    for (int k = 0, p = 64; k < n; p += 8) {
      if (((p * 0x9E3779B9) >>> 8 & (table - 1)) < table / 16) {
        pos[k++] = p;
      }
    }
    return pos;
  }

  private static com.sun.management.ThreadMXBean allocationBean() {
    java.lang.management.ThreadMXBean std = ManagementFactory.getThreadMXBean();
    assumeTrue(std instanceof com.sun.management.ThreadMXBean, "needs per-thread allocation");
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) std;
    assumeTrue(mx.isThreadAllocatedMemorySupported(), "needs per-thread allocation");
    mx.setThreadAllocatedMemoryEnabled(true);
    return mx;
  }

  /**
   * Bytes the table allocates to keep a record for each of {@code positions} (each looked up first,
   * as generated code does) and to find each again, the records made beforehand; best of 3. Fails
   * if a record is not found again.
   */
  static long tableBytes(int[] positions) {
    com.sun.management.ThreadMXBean mx = allocationBean();
    long tid = Thread.currentThread().getId();
    Object[] records = new Object[positions.length];
    for (int i = 0; i < records.length; i++) {
      records[i] = new Object();
    }
    long best = Long.MAX_VALUE;
    for (int run = 0; run < 3; run++) {
      FlatData d = new FlatData().reset(new byte[64], 0, 64);
      long before = mx.getThreadAllocatedBytes(tid);
      for (int i = 0; i < positions.length; i++) {
        if (d.shared(positions[i], Object.class) == null) {
          d.share(positions[i], records[i]);
        }
      }
      for (int i = 0; i < positions.length; i++) {
        if (d.shared(positions[i], Object.class) != records[i]) {
          throw new AssertionError("record " + i + " at " + positions[i] + " lost");
        }
      }
      best = Math.min(best, mx.getThreadAllocatedBytes(tid) - before);
    }
    return best;
  }

  @Test
  void positionsPlacedForTheFixedHashStayWithinTheCharge() {
    // Until 2026-12-01 the table moved its records into a HashMap once a probe passed 64 slots:
    // 50,000 records so placed allocated 101 bytes each (its outgrown tables, then a node, a
    // boxed position and the map's table), where a message object is charged 96 for its entry.
    int n = 50_000;
    int[] laidOut = new int[n];
    for (int i = 0; i < n; i++) {
      laidOut[i] = 64 + 16 * i;
    }
    long plain = tableBytes(laidOut);
    long placed = tableBytes(placedForTheFixedHash(n));
    System.out.printf(
        "FlatDataShareTest: %,d records: laid out %,d bytes (%.1f a record), placed for the fixed"
            + " hash %,d bytes (%.1f a record)%n",
        n, plain, (double) plain / n, placed, (double) placed / n);
    assertTrue(plain <= 64L * n, "laid out: " + plain + " bytes");
    assertTrue(placed <= 96L * n, "placed: " + placed + " bytes");
  }

  @Test
  void positionsPlacedForBothHashesAreFoundWithinTheCharge() {
    // Positions in the first 64 slots of a 2,048-slot table under the fixed hash and under the
    // seeded one (a sender who knew the seed): the table is placed again by the seeded hash, whose
    // probes then run long, and every record is found, within the charge.
    int n = 1_000;
    int[] both = new int[n];
    for (int k = 0, p = 64; k < n; p += 8) {
      if (((p * 0x9E3779B9) >>> 8 & 2047) < 64 && FlatKeys.slot(p, 2047) < 64) {
        both[k++] = p;
      }
    }
    long bytes = tableBytes(both);
    System.out.printf(
        "FlatDataShareTest: %,d records placed for both hashes: %,d bytes (%.1f a record)%n",
        n, bytes, (double) bytes / n);
    assertTrue(bytes <= 96L * n, "placed for both: " + bytes + " bytes");
    FlatData d = new FlatData().reset(new byte[64], 0, 64);
    for (int round = 0; round < 2; round++) {
      for (int p : both) {
        Integer record = p + round;
        assertSame(record, d.share(p, record));
      }
      for (int p : both) {
        assertEquals(p + round, d.shared(p, Integer.class));
        assertNull(d.shared(p + 4, Integer.class));
      }
      d.reset(new byte[64], 0, 64);
    }
  }
}
