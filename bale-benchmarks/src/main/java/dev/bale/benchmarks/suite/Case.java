package dev.bale.benchmarks.suite;

/**
 * One codec over one data set, ready to time: {@link #encode()} writes the codec's in-memory form
 * of the data set (built once, in setup) to bytes, {@link #decode(byte[])} reads bytes back into
 * that form. What each form is, and what conversions are or are not counted, is the codec's
 * documentation ({@link Codec}) and docs/benchmarks.md's fairness rules.
 */
public abstract class Case {
  /** The data set. */
  public final DataSet.Loaded data;

  /** The codec. */
  public final Codec codec;

  protected Case(DataSet.Loaded data, Codec codec) {
    this.data = data;
    this.codec = codec;
  }

  /** Encodes the prepared value. */
  public abstract byte[] encode();

  /** Decodes bytes written by {@link #encode()} into the codec's in-memory form. */
  public abstract Object decode(byte[] bytes);

  /**
   * Checks, before anything is timed, that the codec round-trips the data set exactly: {@code
   * decode(encode())} equals the prepared value, and that value holds the same data as the Bale
   * record (converted back and compared with {@code equals}).
   *
   * @throws IllegalStateException if it does not
   */
  public abstract void verify();

  /** {@code "dataSet/codec"}, the benchmark parameter. */
  public String id() {
    return data.set().id + "/" + codec.id;
  }

  protected final IllegalStateException mismatch(String what) {
    return new IllegalStateException(id() + ": " + what);
  }

  protected final void check(boolean ok, String what) {
    if (!ok) {
      throw mismatch(what);
    }
  }
}
