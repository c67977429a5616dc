package dev.bale.benchmarks.suite;

import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatType;

/**
 * Bale flat through the generated code: encode with one reused {@link FlatBuilder} (string dedup
 * on, the default), decode with {@link Flat#decode} (verify, then every field into new records: the
 * full decode). Reading in place through the generated views is the partial-read benchmark.
 */
final class BaleFlat extends Case {
  private final FlatType<Object> type;
  private final FlatBuilder builder = new FlatBuilder();

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
    return Flat.decode(type, bytes);
  }

  @Override
  public void verify() {
    check(decode(encode()).equals(data.value()), "decode(encode(value)) != value");
  }
}
