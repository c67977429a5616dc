package dev.bale.schema.model;

import java.util.List;

/** A top-level declaration in a schema file. */
public sealed interface Decl permits MessageDecl, StructDecl, EnumDecl, UnionDecl {
  /** Simple name, e.g. {@code Image}. */
  String name();

  /** Package name, e.g. {@code media}; never null (may be empty only if the checker allows it). */
  String packageName();

  /** {@code packageName + "." + name}, or just {@code name} when the package is empty. */
  default String fullName() {
    return packageName().isEmpty() ? name() : packageName() + "." + name();
  }

  /**
   * The keyword that declares it: {@code message}, {@code struct}, {@code enum} or {@code union}.
   */
  default String keyword() {
    if (this instanceof MessageDecl) {
      return "message";
    }
    if (this instanceof StructDecl) {
      return "struct";
    }
    return this instanceof EnumDecl ? "enum" : "union";
  }

  /** Doc comment lines (without the {@code ///} marker and one leading space), possibly empty. */
  List<String> doc();

  Location location();
}
