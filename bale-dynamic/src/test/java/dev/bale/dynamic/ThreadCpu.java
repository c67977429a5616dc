package dev.bale.dynamic;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

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
}
