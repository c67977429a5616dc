package dev.bale.dynamic;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.LongUnaryOperator;

/**
 * The scale tests' clock: this thread's CPU time, so that other load on the machine does not count.
 */
public final class ThreadCpu {
  private ThreadCpu() {}

  /** The least thread CPU time, in ns, of three runs of {@code r}. */
  public static long bestOfThree(Runnable r) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long best = Long.MAX_VALUE;
    for (int round = 0; round < 3; round++) {
      long t0 = mx.getCurrentThreadCpuTime();
      r.run();
      best = Math.min(best, mx.getCurrentThreadCpuTime() - t0);
    }
    return best;
  }

  /** Measuring rounds a run over its limit gets before {@link #scalesWithin} fails. */
  public static final int ROUNDS = 6;

  /**
   * Fails unless the least thread CPU time of {@code large} stays within {@code limit} of the least
   * time of {@code base}; returns both times, in ns, as {@code {base, large}}. Each round measures
   * both best of three; a round over the limit is followed, after a pause, by another, up to {@link
   * #ROUNDS}, keeping the least time of each. Thread CPU time leaves out other processes, but not
   * the slower tiers that code runs in while the JIT's threads wait for a core: with three test
   * lanes on two cores, 8,000 objects read 392 ms against a limit of 334 ms in one run of many that
   * passed near 120 ms. Work that grows with the square of its input is over its limit in every
   * round.
   */
  public static long[] scalesWithin(
      String what, Runnable base, Runnable large, LongUnaryOperator limit) {
    long b = bestOfThree(base);
    long l = bestOfThree(large);
    for (int round = 1; round < ROUNDS && l > limit.applyAsLong(b); round++) {
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
      b = Math.min(b, bestOfThree(base));
      l = Math.min(l, bestOfThree(large));
    }
    if (l > limit.applyAsLong(b)) {
      throw new AssertionError(
          String.format(
              "%s: %.1f ms against %.1f ms (limit %.1f ms), least of %d rounds",
              what, l / 1e6, b / 1e6, limit.applyAsLong(b) / 1e6, ROUNDS));
    }
    return new long[] {b, l};
  }
}
