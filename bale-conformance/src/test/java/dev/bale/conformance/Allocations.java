package dev.bale.conformance;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeSet;
import javax.management.ObjectName;

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

  /**
   * For a failure message: what one run of {@code row} allocates beyond one run of {@code base},
   * class by class (HotSpot's class histogram of all objects, unreachable ones included, before and
   * after {@code times} runs of each, with no collection in between; retried when one ran), e.g.
   * {@code "alltypes.Color +11.0 objects +264 bytes"}, on one line joined by {@code "; "} (a report
   * of the run may show only a failure's first line); why, in brackets, when it cannot be had. A
   * hint, not a measurement: all that the runnables do counts (MapEntryAllocationTest's paths also
   * hash the decoded value), and G1's fillers of retired allocation buffers count as {@code int[]}.
   */
  static String byClass(Runnable row, Runnable base, int times) {
    try {
      Map<String, long[]> r = perRun(row, times);
      Map<String, long[]> b = perRun(base, times);
      StringJoiner out = new StringJoiner("; ");
      Set<String> names = new TreeSet<>(r.keySet());
      names.addAll(b.keySet());
      for (String name : names) {
        long[] x = r.getOrDefault(name, new long[2]);
        long[] y = b.getOrDefault(name, new long[2]);
        double bytes = (x[1] - y[1]) / (double) times;
        if (Math.abs(bytes) >= 4) {
          out.add(
              String.format(
                  "%s %+.1f objects %+.0f bytes", name, (x[0] - y[0]) / (double) times, bytes));
        }
      }
      return out.length() == 0 ? "(no class differs)" : out.toString();
    } catch (Exception | LinkageError e) {
      return "(no class histogram: " + e + ")";
    }
  }

  /** Objects and bytes by class name that {@code times} runs of {@code r} leave in the heap. */
  private static Map<String, long[]> perRun(Runnable r, int times) throws Exception {
    for (int attempt = 0; ; attempt++) {
      System.gc();
      long gcs = collections();
      Map<String, long[]> before = histogram();
      for (int i = 0; i < times; i++) {
        r.run();
      }
      Map<String, long[]> after = histogram();
      if (collections() != gcs && attempt < 3) {
        continue; // a collection freed some of what the runs allocated
      }
      for (Map.Entry<String, long[]> e : after.entrySet()) {
        long[] b = before.getOrDefault(e.getKey(), new long[2]);
        e.setValue(new long[] {e.getValue()[0] - b[0], e.getValue()[1] - b[1]});
      }
      return after;
    }
  }

  private static long collections() {
    long n = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      n += gc.getCollectionCount();
    }
    return n;
  }

  /** HotSpot's {@code GC.class_histogram -all}: class name to {objects, bytes}. */
  private static Map<String, long[]> histogram() throws Exception {
    String text =
        (String)
            ManagementFactory.getPlatformMBeanServer()
                .invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"),
                    "gcClassHistogram",
                    new Object[] {new String[] {"-all"}},
                    new String[] {String[].class.getName()});
    Map<String, long[]> m = new HashMap<>();
    for (String line : text.split("\n")) {
      // "   1:      12345      678900  java.lang.String (java.base@17)"
      String[] t = line.trim().split("\\s+");
      if (t.length >= 4 && t[0].endsWith(":") && t[1].matches("\\d+") && t[2].matches("\\d+")) {
        m.put(t[3], new long[] {Long.parseLong(t[1]), Long.parseLong(t[2])});
      }
    }
    return m;
  }
}
