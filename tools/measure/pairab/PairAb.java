import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * PairAb JAR_A JAR_B CASE OP [PAIRS [CASE_B]]: both jars in one JVM (a class loader each, with
 * Runner), warmed alike, then PAIRS pairs of batches of about 40 ms of CPU, alternated A-B / B-A,
 * each timed by the thread CPU time. Prints the paired B/A speed ratios (p25, median, p75), the
 * ratio of the best batches and each side's median ops per CPU second. CASE_B lets B run another
 * case (a peer's row) from its jar. See pair.sh.
 */
public class PairAb {
  static long sink;

  static IntUnaryOperator load(String jar, String kase, String op) throws Exception {
    URL[] urls = {
      Path.of(jar).toUri().toURL(), Path.of(System.getProperty("pairab.runner")).toUri().toURL()
    };
    ClassLoader l = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
    Thread.currentThread().setContextClassLoader(l);
    return (IntUnaryOperator)
        l.loadClass("Runner").getConstructor(String.class, String.class).newInstance(kase, op);
  }

  public static void main(String[] a) throws Exception {
    IntUnaryOperator ra = load(a[0], a[2], a[3]);
    IntUnaryOperator rb = load(a[1], a.length > 5 ? a[5] : a[2], a[3]);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long t0 = mx.getCurrentThreadCpuTime();
    int n = 0;
    while (mx.getCurrentThreadCpuTime() - t0 < 40_000_000L) {
      sink += ra.applyAsInt(50);
      n += 50;
    }
    int batch = Math.max(50, n);
    long w0 = mx.getCurrentThreadCpuTime();
    while (mx.getCurrentThreadCpuTime() - w0 < 6_000_000_000L) {
      sink += ra.applyAsInt(batch);
      sink += rb.applyAsInt(batch);
    }
    int pairs = Integer.parseInt(a.length > 4 ? a[4] : "40");
    double[] ratio = new double[pairs];
    double[] ta = new double[pairs];
    double[] tb = new double[pairs];
    for (int i = 0; i < pairs; i++) {
      boolean aFirst = (i & 1) == 0;
      long x0 = mx.getCurrentThreadCpuTime();
      sink += (aFirst ? ra : rb).applyAsInt(batch);
      long x1 = mx.getCurrentThreadCpuTime();
      sink += (aFirst ? rb : ra).applyAsInt(batch);
      long x2 = mx.getCurrentThreadCpuTime();
      long da = aFirst ? x1 - x0 : x2 - x1;
      long db = aFirst ? x2 - x1 : x1 - x0;
      ta[i] = batch * 1e9 / da;
      tb[i] = batch * 1e9 / db;
      ratio[i] = (double) da / db; // B speed over A speed
    }
    Arrays.sort(ratio);
    Arrays.sort(ta);
    Arrays.sort(tb);
    System.out.printf(
        "%s %s B/A paired: p25 %.3f median %.3f p75 %.3f | best B/A %.3f | A med %.0f B med %.0f%n",
        a[2], a[3], ratio[pairs / 4], ratio[pairs / 2], ratio[3 * pairs / 4],
        tb[pairs - 1] / ta[pairs - 1], ta[pairs / 2], tb[pairs / 2]);
    if (sink == 42) System.out.println();
  }
}
