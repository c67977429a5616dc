package dev.bale.schema.model;

/**
 * The type of a field, list element, map key/value or union case. Optionality is not part of the
 * type: it is a property of a {@link Field}.
 */
public sealed interface TypeRef permits ScalarType, ListType, MapType, NamedType {
  /** The type as written in canonical form, e.g. {@code list<media.Image>}. */
  String canonical();
}
