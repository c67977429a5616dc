package dev.bale.runtime.flat;

import dev.bale.runtime.internal.FlatData;

/**
 * A {@link FlatType} of a message: the base of generated message codecs, which pass the schema name
 * and the decoded size of the default instance once to the constructor and implement {@link
 * #write}, {@link #verify} and {@link #read(FlatData, int, int)}. Reads at the root are that read
 * at depth 1.
 *
 * @param <T> the Java type of values
 */
public abstract class FlatMessageType<T> implements FlatType<T> {
  private final String schemaName;
  private final long defaultSize;

  /**
   * A message type named {@code schemaName} (fully qualified, e.g. {@code media.Image}) whose
   * default instance charges {@code defaultSize} when decoded (FORMAT.md §7.1).
   */
  protected FlatMessageType(String schemaName, long defaultSize) {
    this.schemaName = schemaName;
    this.defaultSize = defaultSize;
  }

  @Override
  public final String schemaName() {
    return schemaName;
  }

  @Override
  public final long defaultSize() {
    return defaultSize;
  }

  /** {@link #read(FlatData, int, int)} at depth 1. */
  @Override
  public final T read(FlatData data, int position) {
    return read(data, position, 1);
  }

  /**
   * {@link #read(FlatData, int, int)} at depth 1; generated messages that hold no message, union or
   * struct override it to skip the shared-record table (see {@link FlatType#readRoot}).
   */
  @Override
  public T readRoot(FlatData data, int position) {
    return read(data, position, 1);
  }

  @Override
  public abstract T read(FlatData data, int position, int depth);
}
