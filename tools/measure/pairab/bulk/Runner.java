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
      // identityHashCode, not hashCode: a decoded IntBlock is a record whose hashCode hashes the
      // 1M elements (about a millisecond, a third of a decode), a byte[]'s is its identity.
      for (int i = 0; i < n; i++) s += System.identityHashCode(m.invoke(b));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
    return s;
  }
}
