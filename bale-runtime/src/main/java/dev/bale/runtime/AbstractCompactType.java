package dev.bale.runtime;

/**
 * A {@link CompactType} that holds its schema name and field names: the base of generated codecs,
 * which pass the names once to the constructor and implement {@link #write} and {@link #read}. Only
 * error paths ask for the names; nothing here is on the path of an encode or decode.
 *
 * @param <T> the Java type of values
 */
public abstract class AbstractCompactType<T> implements CompactType<T> {
  private final String schemaName;
  private final String[] fieldNames;

  /**
   * Whether {@link #reachableTypes} were initialized: a plain field, as a thread that sees it false
   * only initializes them again (initialized classes are safely published by the JVM's own locks).
   */
  private boolean reachableReady;

  /**
   * A type named {@code schemaName} (fully qualified, e.g. {@code media.Image}) whose fields (or
   * union cases) with ids 1, 2, ... are named {@code fieldNames}, in id order; none for an enum, or
   * for a union whose case ids are not 1..n (it overrides {@link #fieldName}).
   */
  protected AbstractCompactType(String schemaName, String... fieldNames) {
    this.schemaName = schemaName;
    this.fieldNames = fieldNames.clone();
  }

  @Override
  public final String schemaName() {
    return schemaName;
  }

  @Override
  public String fieldName(int id) {
    return id >= 1 && id <= fieldNames.length ? fieldNames[id - 1] : null;
  }

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
   * one field read). Codecs of other classes (the dynamic codec's) reach no generated class.
   */
  static void enterRoot(CompactType<?> type) {
    if (type instanceof AbstractCompactType<?> a) {
      if (!a.reachableReady) {
        a.initializeReachable();
      }
    }
  }

  /** The {@link #reachableTypes} of {@code type}'s codec (for {@link RootTypes}' wrappers). */
  static Class<?>[] reachableTypesOf(CompactType<?> type) {
    return type instanceof AbstractCompactType<?> a ? a.reachableTypes() : null;
  }

  private void initializeReachable() {
    dev.bale.runtime.internal.ClassInit.initialize(reachableTypes());
    reachableReady = true;
  }
}
