package dev.bale.schema.model;

/** A built-in scalar type. */
public record ScalarType(ScalarKind kind) implements TypeRef {
  @Override
  public String canonical() {
    return kind.keyword();
  }
}
