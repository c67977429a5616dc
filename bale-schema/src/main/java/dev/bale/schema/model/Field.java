package dev.bale.schema.model;

import java.util.List;

/**
 * A field of a message or struct.
 *
 * @param defaultValue the {@code [default = ...]} value, or null when the type's zero value applies
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

  /**
   * The key of this field in JSON (docs/spec/JSON.md §2): its {@code [json]} option, else its name.
   */
  public String jsonName() {
    return options.json() != null ? options.json() : name;
  }
}
