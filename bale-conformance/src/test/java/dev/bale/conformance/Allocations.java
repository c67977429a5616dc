package dev.bale.conformance;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;

/**
 * Bytes allocated by the current thread ({@code com.sun.management.ThreadMXBean}), for tests that
 * assert zero allocation. Skips the test (assumption) on a JVM without per-thread counting.
 */
final class Allocations {
  private Allocations() {}

  private static com.sun.management.ThreadMXBean mx;

  private static com.sun.management.ThreadMXBean bean() {
    java.lang.management.ThreadMXBean std = ManagementFactory.getThreadMXBean();
    assumeTrue(
        std instanceof com.sun.management.ThreadMXBean, "needs com.sun.management.ThreadMXBean");
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) std;
    assumeTrue(mx.isThreadAllocatedMemorySupported(), "thread allocation counting unsupported");
    mx.setThreadAllocatedMemoryEnabled(true);
    return mx;
  }

  /**
   * Sleeps {@code ms} milliseconds before a measurement is retried: lets the JIT finish what it
   * compiles, so that a retry sees the code the steady state runs.
   */
  static void pause(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** Starts counting: returns a meter for the current thread. */
  static Meter start() {
    if (mx == null) {
      mx = bean();
    }
    long tid = Thread.currentThread().getId();
    // The cost of reading the counter itself (zero on current JDKs), measured and subtracted.
    long a = mx.getThreadAllocatedBytes(tid);
    long b = mx.getThreadAllocatedBytes(tid);
    return new Meter(tid, b - a, mx.getThreadAllocatedBytes(tid));
  }

  /** A started measurement. */
  record Meter(long tid, long overhead, long start) {
    /** Bytes allocated by this thread since {@link #start()}. */
    long allocated() {
      return mx.getThreadAllocatedBytes(tid) - start - overhead;
    }
  }
}
