package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The tree path's string index past its scan ({@link CompactTree#string}) on strings that make long
 * probe chains: many equal strings written without dedup (a {@code [dedup = false]} field of a
 * large counted root) and strings chosen for one hash code. Both used to make a root quadratic
 * (65,536 equal strings without dedup: 1.0-1.4 s against 3 ms).
 */
class CompactTreeStringsTest {

  private static final int N = 1 << 16;

  /** A root of {@code n} strings (a counted root for depth 0, else bounded), their indices. */
  private static int[] enter(
      CompactTree t, int depth, int n, IntFunction<String> s, boolean dedup) {
    t.open(true, false, 1 << 20, 64, depth);
    assertTrue(t.message());
    int[] idx = new int[n];
    for (int i = 0; i < n; i++) {
      idx[i] = t.string(s.apply(i), dedup);
    }
    return idx;
  }

  /** Ends the root {@link #enter} began with one byte of body: its bytes, or null if it failed. */
  private static byte[] root(CompactTree t) {
    byte[] b = t.room(CompactTree.ROOT, 2);
    b[CompactTree.ROOT + 1] = 0;
    return t.root(t.end(CompactTree.ROOT, CompactTree.ROOT + 2, false));
  }

  @Test
  void equalStringsWithoutDedupAreNewEntriesAndLaterDedupFindsTheFirst() {
    CompactTree t = new CompactTree();
    for (int depth : new int[] {0, 1}) {
      // Every 97th string another one, so that the index holds more than one chain.
      int[] idx = enter(t, depth, N, i -> i % 97 == 0 ? "s" + i : new String("value"), false);
      for (int i = 0; i < N; i++) {
        assertEquals(i, idx[i], "depth " + depth + ", string " + i);
      }
      assertEquals(1, t.string(new String("value"), true), "the first equal entry");
      assertEquals(97, t.string("s97", true));
      assertEquals(N, t.string("new", true));
      assertNotNull(root(t), "depth " + depth);
    }
  }

  @Test
  void equalStringsWithoutDedupCostWhatOtherStringsCost() {
    CompactTree t = new CompactTree();
    String[] other = strings(i -> String.format("v%04x", i));
    for (int depth : new int[] {0, 1}) {
      bestCpuNanos(t, depth, i -> other[i]);
      long p = bestCpuNanos(t, depth, i -> other[i]);
      long c = bestCpuNanos(t, depth, i -> new String("value"));
      System.out.printf(
          "CompactTreeStringsTest: depth %d, 65,536 strings without dedup: distinct %.1f ms,"
              + " equal %.1f ms%n",
          depth, p / 1e6, c / 1e6);
      assertTrue(c <= 10 * p + 50_000_000L, "equal " + c + " ns, distinct " + p + " ns");
    }
  }

  /**
   * Strings of one hash code fail the root within {@link StringIndex#MAX_PROBE} of them past the
   * scan (the general path, whose index leaves for a map, writes it), in the root's CPU time of
   * strings of distinct hash codes; the next root is served as before.
   */
  @Test
  void stringsOfOneHashCodeFailTheRootQuickly() {
    CompactTree t = new CompactTree();
    String[] other = strings(i -> String.format("%032d", i * 7919L));
    String[] same = strings(i -> StringIndexTest.pairs(i, 16));
    for (int depth : new int[] {0, 1}) {
      long p = Long.MAX_VALUE;
      long c = Long.MAX_VALUE;
      for (int round = 0; round < 3; round++) {
        long t0 = cpu();
        enter(t, depth, N, i -> other[i], true);
        assertNotNull(root(t));
        p = Math.min(p, cpu() - t0);
        t0 = cpu();
        enter(t, depth, N, i -> same[i], true);
        assertNull(root(t), "depth " + depth);
        c = Math.min(c, cpu() - t0);
      }
      System.out.printf(
          "CompactTreeStringsTest: depth %d, 65,536 strings: distinct hash codes %.1f ms,"
              + " one hash code (the root fails) %.1f ms%n",
          depth, p / 1e6, c / 1e6);
      assertTrue(c <= 10 * p + 50_000_000L, "one hash code " + c + " ns, others " + p + " ns");
      int[] idx = enter(t, depth, 40, i -> "k" + (i % 20), true);
      for (int i = 0; i < 40; i++) {
        assertEquals(i % 20, idx[i]);
      }
      assertNotNull(root(t));
    }
  }

  /** {@code N} strings, the i-th {@code s(i)}. */
  private static String[] strings(IntFunction<String> s) {
    String[] a = new String[N];
    for (int i = 0; i < N; i++) {
      a[i] = s.apply(i);
    }
    return a;
  }

  private static long bestCpuNanos(CompactTree t, int depth, IntFunction<String> s) {
    long best = Long.MAX_VALUE;
    for (int round = 0; round < 3; round++) {
      long t0 = cpu();
      enter(t, depth, N, s, false);
      assertNotNull(root(t));
      best = Math.min(best, cpu() - t0);
    }
    return best;
  }

  private static long cpu() {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    return mx.getCurrentThreadCpuTime();
  }
}
