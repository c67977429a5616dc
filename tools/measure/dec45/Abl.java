import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * Abl CASE MODES ROUNDS: one JVM, the jar loaded once per mode (a class loader each, as pair.sh
 * loads two jars), so that each mode's code is compiled with its switch fixed. MODES: a comma list;
 * a number sets dev.bale.runtime.CompactDecoder.ablate in that loader (0 = the real decode),
 * "peer:NAME" runs another case (e.g. peer:media.1/fory), "jar=PATH:MODE" a mode from another jar.
 * After warm-up of all, ROUNDS rounds of ~40 ms batches, the order rotated each round, each batch
 * timed by thread CPU time. Prints each mode's median and p25/p75 ns per decode (no hashCode).
 * -Dabl.jar=JAR (the default jar), -Dabl.runner=DIR (AblRunner's class).
 */
public class Abl {
  public static void main(String[] a) throws Exception {
    String kase = a[0];
    String[] modes = a[1].split(",");
    int rounds = Integer.parseInt(a[2]);
    IntUnaryOperator[] rs = new IntUnaryOperator[modes.length];
    for (int i = 0; i < modes.length; i++) {
      String m = modes[i];
      String jar = System.getProperty("abl.jar");
      if (m.startsWith("jar=")) {
        int c = m.lastIndexOf(':');
        jar = m.substring(4, c);
        m = m.substring(c + 1);
      }
      String k = kase;
      int ab = 0;
      if (m.startsWith("peer:")) {
        k = m.substring(5);
      } else {
        ab = Integer.parseInt(m);
      }
      URL[] urls = {
        Path.of(jar).toUri().toURL(), Path.of(System.getProperty("abl.runner")).toUri().toURL()
      };
      ClassLoader l = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
      Thread.currentThread().setContextClassLoader(l);
      rs[i] =
          (IntUnaryOperator)
              l.loadClass("AblRunner").getConstructor(String.class, int.class).newInstance(k, ab);
    }
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long t0 = mx.getCurrentThreadCpuTime();
    int n = 0;
    while (mx.getCurrentThreadCpuTime() - t0 < 40_000_000L) {
      n += rs[0].applyAsInt(100);
    }
    long w0 = mx.getCurrentThreadCpuTime();
    while (mx.getCurrentThreadCpuTime() - w0 < 3_000_000_000L * modes.length) {
      for (IntUnaryOperator r : rs) {
        r.applyAsInt(n);
      }
    }
    double[][] ns = new double[modes.length][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int j = 0; j < modes.length; j++) {
        int i = (j + r) % modes.length;
        long x0 = mx.getCurrentThreadCpuTime();
        rs[i].applyAsInt(n);
        ns[i][r] = (mx.getCurrentThreadCpuTime() - x0) / (double) n;
      }
    }
    for (int i = 0; i < modes.length; i++) {
      Arrays.sort(ns[i]);
      System.out.printf(
          "%s %-26s median %7.1f ns  p25 %7.1f  p75 %7.1f%n",
          kase, modes[i], ns[i][rounds / 2], ns[i][rounds / 4], ns[i][3 * rounds / 4]);
    }
  }
}
