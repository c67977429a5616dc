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
}
