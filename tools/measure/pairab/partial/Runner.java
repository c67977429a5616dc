import dev.bale.benchmarks.suite.PartialReadBench;
import java.util.function.IntUnaryOperator;
import org.openjdk.jmh.infra.Blackhole;

/**
 * PairAb's side for partial reads: loaded once per jar, runs n calls of PartialReadBench.read for
 * one {@code partial=} case (e.g. price.small/bale-flat-view). OP is ignored. See pair.sh (OP partial).
 */
public class Runner implements IntUnaryOperator {
  private final PartialReadBench b = new PartialReadBench();
  private final Blackhole bh =
      new Blackhole(
          "Today's password is swordfish. I understand instantiating Blackholes directly is"
              + " dangerous.");

  public Runner(String kase, String op) {
    b.partial = kase;
    b.setup();
  }

  @Override
  public int applyAsInt(int n) {
    for (int i = 0; i < n; i++) {
      b.read(bh);
    }
    return n;
  }
}
