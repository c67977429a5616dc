package dev.bale.conformance;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.LongUnaryOperator;

/**
 * The flood tests' clock: this thread's CPU time, so that other load on the machine does not count.
 */
final class ThreadCpu {
  private ThreadCpu() {}

  /** The least thread CPU time, in ns, of three runs of {@code r}. */
  static long bestOfThree(Runnable r) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long best = Long.MAX_VALUE;
    for (int round = 0; round < 3; round++) {
      long t0 = mx.getCurrentThreadCpuTime();
      r.run();
      best = Math.min(best, mx.getCurrentThreadCpuTime() - t0);
    }
    return best;
  }

  /** Rounds a hostile input over its bound gets before {@link #hostileWithin} fails. */
  static final int ROUNDS = 6;

  /** The least thread CPU times (ns) of the plain and the hostile input, as measured. */
  record Times(long plain, long hostile) {}

  /**
   * The least thread CPU times of {@code plain} and {@code hostile} when the hostile one stays
   * within {@code bound} of the plain one; fails otherwise. Both are measured best of three; over
   * the bound, both are measured again after a pause, up to {@link #ROUNDS} times, keeping the
   * least of each. Code still waiting for the JIT runs interpreted, and its CPU time counts: on a
   * loaded 2-core machine, with the compiler threads starved, keys of one hash read 206 and 384 ms
   * in two of eight full runs against bounds near 190 ms, and 7-70 ms in the others. Work that
   * grows with the square of the input is over its bound in every round.
   */
  static Times hostileWithin(
      String what, Runnable plain, Runnable hostile, LongUnaryOperator bound) {
    long p = bestOfThree(plain);
    long c = bestOfThree(hostile);
    for (int round = 1; round < ROUNDS && c > bound.applyAsLong(p); round++) {
      Allocations.pause(200);
      p = Math.min(p, bestOfThree(plain));
      c = Math.min(c, bestOfThree(hostile));
    }
    if (c > bound.applyAsLong(p)) {
      throw new AssertionError(
          what
              + ": "
              + c
              + " ns, against "
              + p
              + " ns for plain input (bound "
              + bound.applyAsLong(p)
              + " ns), least of "
              + ROUNDS
              + " rounds");
    }
    return new Times(p, c);
  }
}
