package dev.bale.schema.model;

import java.util.List;

/**
 * A field of a message or struct.
 *
 * @param defaultValue the {@code [default = ...]} value, or null when the type's zero value applies
 * @param options the field's options; null stands for {@link FieldOptions#DEFAULT}, which the
 *     record then holds (never null after construction)
 */
public record Field(
    String name,
    int id,
    TypeRef type,
    boolean optional,
    Literal defaultValue,
    boolean deprecated,
    FieldOptions options,
    List<String> doc,
    Location location) {

  public Field {
    if (options == null) {
      options = FieldOptions.DEFAULT;
    }
  }

  /**
   * The key of this field in JSON (docs/spec/JSON.md §2): its {@code [json]} option, else its name.
   */
  public String jsonName() {
    return options.json() != null ? options.json() : name;
  }
}
