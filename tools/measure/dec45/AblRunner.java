import dev.bale.benchmarks.suite.Case;
import dev.bale.benchmarks.suite.Cases;
import java.lang.reflect.Field;
import java.util.function.IntUnaryOperator;

/** Abl's side, loaded once per mode (a class loader each): CompactDecoder.ablate set first. */
public class AblRunner implements IntUnaryOperator {
  private final Case c;
  private final byte[] bytes;
  static Object sink;

  public AblRunner(String kase, int ablate) throws Exception {
    c = Cases.create(kase);
    c.verify();
    bytes = c.encode();
    if ((ablate & (1 << 20)) != 0) {
      Field g = Class.forName("instrument.PriceLarge$CompactCodec").getField("ablate");
      g.setAccessible(true);
      g.setBoolean(null, true);
      ablate &= ~(1 << 20);
    }
    if (ablate != 0) {
      Field f = Class.forName("dev.bale.runtime.CompactDecoder").getDeclaredField("ablate");
      f.setAccessible(true);
      f.setInt(null, ablate);
    }
  }

  @Override
  public int applyAsInt(int n) {
    Object o = null;
    for (int i = 0; i < n; i++) {
      o = c.decode(bytes);
    }
    sink = o;
    return n;
  }
}
