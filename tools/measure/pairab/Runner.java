import dev.bale.benchmarks.suite.Case;
import dev.bale.benchmarks.suite.Cases;
import java.util.function.IntUnaryOperator;

/** PairAb's side: loaded once per jar, runs n encodes (or decodes) of one CodecBench case. */
public class Runner implements IntUnaryOperator {
  private final Case c;
  private final byte[] bytes;
  private final boolean dec;

  public Runner(String kase, String op) {
    c = Cases.create(kase);
    c.verify();
    bytes = c.encode();
    dec = op.equals("decode");
  }

  @Override
  public int applyAsInt(int n) {
    int s = 0;
    if (dec) {
      for (int i = 0; i < n; i++) s += c.decode(bytes).hashCode();
    } else {
      for (int i = 0; i < n; i++) s += c.encode().length;
    }
    return s;
  }
}
