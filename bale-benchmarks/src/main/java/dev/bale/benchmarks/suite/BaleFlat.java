package dev.bale.benchmarks.suite;

import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatReader;
import dev.bale.runtime.flat.FlatType;

/**
 * Bale flat through the generated code: encode with one reused {@link FlatBuilder} (string dedup
 * on, the default; strings read char by char, {@code stringsInPlace(false)}, as a JVM that does not
 * open {@code java.lang} to Bale, the default, runs them: the suite's forks open it), decode with
 * one reused {@link FlatReader} (verify, then every field into new records: the full decode; what
 * {@link Flat#decode} does with a thread-local verifier). Reading in place through the generated
 * views is the partial-read benchmark.
 */
final class BaleFlat extends Case {
  private final FlatType<Object> type;
  private final FlatBuilder builder = new FlatBuilder().stringsInPlace(false);
  private final FlatReader reader = new FlatReader();

  @SuppressWarnings("unchecked")
  BaleFlat(DataSet.Loaded data, Codec codec) {
    super(data, codec);
    try {
      type = (FlatType<Object>) data.rootClass().getField("FLAT").get(null);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(data.rootClass() + " has no FLAT codec", e);
    }
  }

  @Override
  public byte[] encode() {
    return Flat.encode(builder, type, data.value()).toByteArray();
  }

  @Override
  public Object decode(byte[] bytes) {
    return reader.decode(type, bytes);
  }

  @Override
  public void verify() {
    check(!builder.stringsInPlace(), "the bale-flat row reads strings char by char");
    check(decode(encode()).equals(data.value()), "decode(encode(value)) != value");
    check(Flat.decode(type, encode()).equals(data.value()), "Flat.decode(encode(value)) != value");
  }
}
