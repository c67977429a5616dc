import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Locale;

/**
 * Two benchmark jars side by side in one JVM, for a busy machine where separate JMH forks see
 * different loads: each jar is loaded in its own class loader, and {@code CodecBench.<op>} of one
 * case runs in alternating batches of ~40 ms of this thread's CPU time (ABBA order, 30 rounds
 * after 4 s of warm-up), each side through its own copy of the batch loop. Prints B's speed over
 * A's. The jar loaded first reads a few per cent faster (an A/A run read 0.92-0.98), so run it in
 * both orders and combine ({@code tools/measure/jvm-ab-loaders.sh} does).
 *
 * <pre>
 * java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED -Dbale.root=. \
 *   tools/measure/JarAb.java JAR_A JAR_B price.large/bale-flat encode [ROUNDS]
 * </pre>
 */
public class JarAb {
  static final ThreadMXBean T = ManagementFactory.getThreadMXBean();
  static long sink;

  static MethodHandle load(String jar, String kase, String op) throws Throwable {
    URLClassLoader l =
        new URLClassLoader(
            new URL[] {Paths.get(jar).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    Class<?> c = Class.forName("dev.bale.benchmarks.suite.CodecBench", true, l);
    Object b = c.getConstructor().newInstance();
    c.getField("kase").set(b, kase);
    c.getMethod("setup").invoke(b);
    Class<?> ret = op.equals("encode") ? byte[].class : Object.class;
    MethodHandle mh = MethodHandles.publicLookup().findVirtual(c, op, MethodType.methodType(ret));
    return mh.bindTo(b).asType(MethodType.methodType(Object.class));
  }

  // Two copies of the loop, so that neither side's call site sees the other's receiver.
  static long batchA(MethodHandle h, int n) throws Throwable {
    long t0 = T.getCurrentThreadCpuTime();
    long s = 0;
    for (int i = 0; i < n; i++) {
      Object o = (Object) h.invokeExact();
      s += System.identityHashCode(o) & 1;
    }
    sink += s;
    return T.getCurrentThreadCpuTime() - t0;
  }

  static long batchB(MethodHandle h, int n) throws Throwable {
    long t0 = T.getCurrentThreadCpuTime();
    long s = 0;
    for (int i = 0; i < n; i++) {
      Object o = (Object) h.invokeExact();
      s += System.identityHashCode(o) & 1;
    }
    sink += s;
    return T.getCurrentThreadCpuTime() - t0;
  }

  public static void main(String[] a) throws Throwable {
    String kase = a[2];
    String op = a.length > 3 ? a[3] : "encode";
    int rounds = a.length > 4 ? Integer.parseInt(a[4]) : 30;
    MethodHandle ha = load(a[0], kase, op);
    MethodHandle hb = load(a[1], kase, op);
    for (long end = System.nanoTime() + 4_000_000_000L; System.nanoTime() < end; ) {
      batchA(ha, 20_000);
      batchB(hb, 20_000);
    }
    int n = 100_000;
    long cpu = Math.max(1, batchA(ha, n));
    n = (int) Math.max(1_000, Math.min(50_000_000, n * 40_000_000L / cpu));
    double[] r = new double[rounds];
    long ta = 0;
    long tb = 0;
    for (int i = 0; i < rounds; i++) {
      long x;
      long y;
      if ((i & 1) == 0) {
        x = batchA(ha, n);
        y = batchB(hb, n);
      } else {
        y = batchB(hb, n);
        x = batchA(ha, n);
      }
      r[i] = (double) x / y;
      ta += x;
      tb += y;
    }
    Arrays.sort(r);
    long ops = (long) n * rounds;
    System.out.printf(
        Locale.ROOT,
        "%-24s %s B/A speed = %.3f (median round %.3f, IQR %.3f-%.3f); A %.1f ns/op, B %.1f ns/op%n",
        kase, op, (double) ta / tb, r[rounds / 2], r[rounds / 4], r[3 * rounds / 4],
        (double) ta / ops, (double) tb / ops);
  }
}
