package dev.bale.schema.model;

/** {@code list<T>}. */
public record ListType(TypeRef element) implements TypeRef {
  @Override
  public String canonical() {
    return "list<" + element.canonical() + ">";
  }
}
