package dev.bale.schema.model;

import java.util.Objects;

/**
 * A reference to a declared type (message, struct, enum or union). In a checked {@link Schema}
 * every NamedType is resolved: {@link #decl()} is non-null.
 */
public final class NamedType implements TypeRef {
  private final String fullName;
  private Decl decl;

  public NamedType(String fullName) {
    this.fullName = Objects.requireNonNull(fullName);
  }

  /** Fully qualified name, e.g. {@code media.Image}. */
  public String fullName() {
    return fullName;
  }

  /** The declaration referred to; non-null once the schema is linked. */
  public Decl decl() {
    return decl;
  }

  /** Set by the linker, once. */
  public void resolve(Decl target) {
    if (decl != null && decl != target) {
      throw new IllegalStateException("already resolved: " + fullName);
    }
    this.decl = Objects.requireNonNull(target);
  }

  @Override
  public String canonical() {
    return fullName;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NamedType n && n.fullName.equals(fullName);
  }

  @Override
  public int hashCode() {
    return fullName.hashCode();
  }

  @Override
  public String toString() {
    return fullName;
  }
}
