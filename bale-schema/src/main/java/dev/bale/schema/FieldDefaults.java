package dev.bale.schema;

import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.Literal;

/**
 * The defaults of fields that both codecs store relative to (SCHEMA.md "Defaults"): an enum's is
 * the field's {@code [default = ...]} or else the enum's first declared value; a bool's is true
 * only with {@code [default = true]}. Compact stores a bool field as its value XOR this default
 * (FORMAT.md §3.2), flat stores every non-optional inline value XOR its default's bits (§F4.4); one
 * definition for the generators, the dynamic codecs and the inspector.
 */
public final class FieldDefaults {
  private FieldDefaults() {}

  /** An enum's default value when a field does not name one: its first declared value. */
  public static EnumValue first(EnumDecl e) {
    return e.values().get(0);
  }

  /**
   * The default of enum field {@code f} of type {@code e}: its {@code [default]}, else the first.
   */
  public static EnumValue enumValue(Field f, EnumDecl e) {
    Literal lit = f.defaultValue();
    return lit != null ? (EnumValue) lit.value() : first(e);
  }

  /** The default of bool field {@code f}: true only with {@code [default = true]}. */
  public static boolean boolValue(Field f) {
    return f.defaultValue() != null && Boolean.TRUE.equals(f.defaultValue().value());
  }
}
