import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.jackson.BaleModule;

/** One side of Speed: its own mapper with the bale-jackson build its class loader sees. */
public final class SpeedSide implements java.util.function.DoubleSupplier {
  private final byte[] doc;
  private final Class<?> type;
  private final ObjectMapper mapper = new ObjectMapper().registerModule(new BaleModule());

  public SpeedSide(byte[] doc, String type) throws ClassNotFoundException {
    this.doc = doc;
    this.type = Class.forName(type, true, getClass().getClassLoader());
  }

  @Override
  public double getAsDouble() {
    try {
      int n = Math.max(20, 20_000_000 / doc.length);
      long t = System.nanoTime();
      for (int i = 0; i < n; i++) {
        mapper.readValue(doc, type);
      }
      return (System.nanoTime() - t) / 1e6 / n;
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
