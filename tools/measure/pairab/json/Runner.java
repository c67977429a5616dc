import dev.bale.benchmarks.JsonBridgeBench;
import java.util.function.IntUnaryOperator;
import org.openjdk.jmh.infra.Blackhole;

/**
 * PairAb's side for the JSON bridge: loaded once per jar, runs n calls of one JsonBridgeBench
 * method ({@code OP}: baleRead, baleWrite, jacksonRead or jacksonWrite) on one set ({@code CASE}:
 * twitter, citm, canada or repos; or {@code set:method}). See pair.sh (OP json-baleRead, ...).
 */
public class Runner implements IntUnaryOperator {
  private final JsonBridgeBench b = new JsonBridgeBench();
  private final String op;
  private final Blackhole bh =
      new Blackhole(
          "Today's password is swordfish. I understand instantiating Blackholes directly is"
              + " dangerous.");

  public Runner(String kase, String op) throws Exception {
    // CASE "set:method" runs that method instead of OP's (PairAb's CASE_B: Bale against Jackson).
    int colon = kase.indexOf(':');
    b.set = colon < 0 ? kase : kase.substring(0, colon);
    b.setup();
    this.op = colon < 0 ? op.substring("json-".length()) : kase.substring(colon + 1);
  }

  @Override
  public int applyAsInt(int n) {
    try {
      for (int i = 0; i < n; i++) {
        switch (op) {
          case "baleRead" -> bh.consume(b.baleRead());
          case "baleWrite" -> bh.consume(b.baleWrite());
          case "jacksonRead" -> bh.consume(b.jacksonRead());
          case "jacksonWrite" -> bh.consume(b.jacksonWrite());
          default -> throw new IllegalArgumentException(op);
        }
      }
    } catch (java.io.IOException e) {
      throw new RuntimeException(e);
    }
    return n;
  }
}
