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
   * Whether {@link #reachableTypes} were initialized: a plain field, as a thread that sees it false
   * only initializes them again (initialized classes are safely published by the JVM's own locks).
   */
  private boolean reachableReady;

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

  /**
   * The generated classes whose initialization a root of this type can reach (the transitive
   * closure over its fields and cases: records, enums, unions' cases, views), which the runtime
   * initializes once, at the first root of this type, where the stack is the caller's
   * (docs/safety.md, "Static initializers at the stack's end"). Generated code overrides it and
   * builds the array only when called; the default is none (null).
   */
  protected Class<?>[] reachableTypes() {
    return null;
  }

  /**
   * For the runtime's root entries: initializes {@link #reachableTypes} the first time (afterwards
   * one field read), for {@code type}'s codec or, for a root wrapper, the wrapped codec's. Other
   * codecs (structs', the dynamic codec's) reach no generated class deeper than a few levels.
   */
  static void enterRoot(FlatType<?> type) {
    if (type instanceof FlatMessageType<?> m) {
      if (!m.reachableReady) {
        dev.bale.runtime.internal.ClassInit.initialize(m.reachableTypes());
        m.reachableReady = true;
      }
    } else if (type instanceof dev.bale.runtime.internal.ClassInit.Wrapper w
        && w.wrapped() instanceof FlatType<?> wrapped) {
      enterRoot(wrapped);
    }
  }
}
