import dev.bale.benchmarks.suite.Case;
import dev.bale.benchmarks.suite.Cases;
import dev.bale.benchmarks.suite.PartialReadBench;
import org.openjdk.jmh.infra.Blackhole;

/**
 * perfasm.sh's loop: one suite case, encode or decode (a CodecBench case such as media.1/bale) or
 * partial (a PartialReadBench case such as media.1/bale-flat-view), for SECONDS, printing ns per
 * operation every 10 batches. Compile and run against a benchmarks jar: {@code javac -cp JAR -d DIR
 * Loop.java; java -cp JAR:DIR Loop media.1/bale decode 16}.
 */
public class Loop {
  static Object sink;

  public static void main(String[] a) {
    String kase = a[0];
    String op = a[1];
    long end = System.nanoTime() + Long.parseLong(a[2]) * 1_000_000_000L;
    Runnable step;
    if (op.equals("partial")) {
      PartialReadBench b = new PartialReadBench();
      b.partial = kase;
      b.setup();
      Blackhole bh =
          new Blackhole(
              "Today's password is swordfish. I understand instantiating Blackholes directly is"
                  + " dangerous.");
      step = () -> b.read(bh);
    } else {
      Case c = Cases.create(kase);
      c.verify();
      byte[] bytes = c.encode();
      step = op.equals("decode") ? () -> sink = c.decode(bytes) : () -> sink = c.encode();
    }
    int batch = op.equals("partial") ? 2_000_000 : 200_000;
    for (int r = 1; System.nanoTime() < end; r++) {
      long t0 = System.nanoTime();
      for (int i = 0; i < batch; i++) {
        step.run();
      }
      if (r % 10 == 0) {
        System.out.printf("%.1f ns/op%n", (System.nanoTime() - t0) / (double) batch);
      }
    }
  }
}
