import dev.bale.benchmarks.suite.Case;
import dev.bale.benchmarks.suite.Cases;

/**
 * Audit CASE OP SECONDS: one CodecBench case's encode or decode in a loop for SECONDS of wall
 * time, for a JVM run with -XX:+LogCompilation (see audit.sh).
 */
public class Audit {
  static long sink;

  public static void main(String[] a) {
    Case c = Cases.create(a[0]);
    c.verify();
    byte[] bytes = c.encode();
    boolean dec = a[1].equals("decode");
    long end = System.nanoTime() + (long) (Double.parseDouble(a[2]) * 1e9);
    while (System.nanoTime() < end) {
      for (int i = 0; i < 1000; i++) {
        sink += dec ? c.decode(bytes).hashCode() : c.encode().length;
      }
    }
    System.out.println("audit-done " + a[0] + " " + a[1] + " " + sink);
  }
}
