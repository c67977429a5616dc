package dev.bale.schema.model;

/** {@code map<K,V>}. */
public record MapType(TypeRef key, TypeRef value) implements TypeRef {
  @Override
  public String canonical() {
    return "map<" + key.canonical() + "," + value.canonical() + ">";
  }
}
