package dev.bale.benchmarks.suite;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Two operations timed side by side in one JVM, for a busy machine where JMH's separate forks see
 * different loads ({@link SbeAb}, {@link GoalAb}): after a warm-up of both, alternating (counted in
 * thread CPU time), the two run in alternating batches (order ABBA, so neither side always goes
 * first), each batch timed in the <b>CPU time of the thread</b> that runs it (time the machine
 * gives other processes is not counted). The same ratio in process CPU time (all of this JVM's
 * threads, the garbage collector's included; a clock that ticks in 10 ms, fine over the totals) is
 * kept beside it as a check that garbage-collector threads do not change the picture.
 */
final class Interleaved {
  private Interleaved() {}

  private static final java.lang.management.ThreadMXBean THREADS =
      ManagementFactory.getThreadMXBean();

  private static final java.lang.management.CompilationMXBean JIT =
      ManagementFactory.getCompilationMXBean().isCompilationTimeMonitoringSupported()
          ? ManagementFactory.getCompilationMXBean()
          : null;

  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  /**
   * One run. Ratios are B's CPU time over A's, i.e. A's speed over B's (above 1: A faster): {@code
   * total} of the totals, {@code median}, {@code q1} and {@code q3} of the per-round ratios, {@code
   * process} the ratio of the totals in process CPU time (NaN when a side's total is under the
   * clock's 10 ms tick), {@code warmedNs} this thread's CPU nanoseconds of warm-up (both sides),
   * {@code ratios} the per-round ratios in the order the rounds ran.
   */
  record Result(
      double total,
      double median,
      double q1,
      double q3,
      double process,
      int rounds,
      long batch,
      double aNsPerOp,
      double bNsPerOp,
      long warmedNs,
      double[] ratios) {}

  /**
   * Times {@code a} against {@code b}: {@code warmupNs} of both (this thread's CPU time), then
   * {@code rounds} rounds of one batch each, a batch being as many runs as take about {@code
   * batchNs} of this thread's CPU time for {@code a}.
   */
  static Result run(Runnable a, Runnable b, int rounds, long warmupNs, long batchNs) {
    if (rounds < 1) {
      throw new IllegalArgumentException("rounds must be at least 1: " + rounds);
    }
    // The warm-up is counted in this thread's CPU time, not wall time: on a loaded machine a
    // wall-clock warm-up ends before the code is compiled. Batches grow until one takes ~10 ms, so
    // a slow case (whole data sets of 100s of microseconds) does not overshoot and a fast one does
    // not spend it reading clocks. After warmupNs it goes on, in chunks of ~100 ms a side, until
    // the JIT is quiet (under 5 ms of compilation in the last chunk) and neither side got more than
    // 3 % faster than in the chunk before, or 6 x warmupNs have gone (a loaded machine starves the
    // compiler threads: a fixed warm-up then times code not yet compiled, which for Fory on
    // twitter read 1.6x where a longer one read 0.86x).
    long w = 1;
    long aCpu = 0;
    long aOps = 0;
    long spent = 0;
    do {
      long t = batch(a, w);
      aCpu = t;
      aOps = w;
      spent += t + batch(b, w);
      if (t < 10_000_000L && w < 1L << 30) {
        w *= 2;
      }
    } while (spent < warmupNs);
    long chunk = Math.max(1, (long) (100_000_000.0 * aOps / Math.max(1, aCpu)));
    double lastA = Double.NaN;
    double lastB = Double.NaN;
    long jit = JIT == null ? 0 : JIT.getTotalCompilationTime();
    while (spent < 6 * warmupNs) {
      long ta = batch(a, chunk);
      long tb = batch(b, chunk);
      spent += ta + tb;
      aCpu = ta;
      aOps = chunk;
      double na = (double) ta / chunk;
      double nb = (double) tb / chunk;
      long jitNow = JIT == null ? 0 : JIT.getTotalCompilationTime();
      boolean quiet = jitNow - jit < 5;
      jit = jitNow;
      if (quiet && na * 1.03 >= lastA && nb * 1.03 >= lastB) {
        break;
      }
      lastA = na;
      lastB = nb;
    }
    long n =
        Math.max(1, Math.min(50_000_000L, (long) ((double) batchNs * aOps / Math.max(1, aCpu))));
    double[] ratio = new double[rounds];
    long aNs = 0;
    long bNs = 0;
    long process0 = OS.getProcessCpuTime();
    long processA = 0;
    for (int r = 0; r < rounds; r++) {
      long ta;
      long tb;
      if ((r & 1) == 0) {
        long p0 = OS.getProcessCpuTime();
        ta = batch(a, n);
        processA += OS.getProcessCpuTime() - p0;
        tb = batch(b, n);
      } else {
        tb = batch(b, n);
        long p1 = OS.getProcessCpuTime();
        ta = batch(a, n);
        processA += OS.getProcessCpuTime() - p1;
      }
      ratio[r] = (double) tb / Math.max(1, ta);
      aNs += ta;
      bNs += tb;
    }
    long processB = OS.getProcessCpuTime() - process0 - processA;
    double[] inOrder = ratio.clone();
    Arrays.sort(ratio);
    long ops = n * rounds;
    return new Result(
        (double) bNs / Math.max(1, aNs),
        median(ratio),
        ratio[rounds / 4],
        ratio[(3 * rounds) / 4],
        processA > 0 && processB > 0 ? (double) processB / processA : Double.NaN,
        rounds,
        n,
        (double) aNs / ops,
        (double) bNs / ops,
        spent,
        inOrder);
  }

  /**
   * The median of {@code sorted} (ascending, not empty): the mean of the two middle values when
   * even.
   */
  static double median(double[] sorted) {
    int n = sorted.length;
    return (n & 1) == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  /** A JMH {@link Blackhole} outside JMH, to consume what the timed operations return. */
  static Blackhole blackhole() {
    return new Blackhole(
        "Today's password is swordfish. I understand instantiating Blackholes directly is"
            + " dangerous.");
  }

  /** This thread's CPU nanoseconds for {@code n} runs. */
  static long batch(Runnable op, long n) {
    long t0 = THREADS.getCurrentThreadCpuTime();
    for (long i = 0; i < n; i++) {
      op.run();
    }
    return THREADS.getCurrentThreadCpuTime() - t0;
  }
}
