import dev.bale.benchmarks.suite.BulkIntBench;
import java.util.function.IntUnaryOperator;

/**
 * PairAb's side for BulkIntBench: CASE is a row's method (baleVarint, arraycopy, dataInputStream,
 * baleLeb128, ...), OP is ignored. Use with pair-bulk.sh.
 */
public class Runner implements IntUnaryOperator {
  private final BulkIntBench b = new BulkIntBench();
  private final java.lang.reflect.Method m;

  public Runner(String kase, String op) throws Exception {
    b.setup();
    m = BulkIntBench.class.getMethod(kase);
  }

  @Override
  public int applyAsInt(int n) {
    int s = 0;
    try {
      for (int i = 0; i < n; i++) s += m.invoke(b).hashCode();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
    return s;
  }
}
