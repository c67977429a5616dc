package dev.bale.schema.check;

import dev.bale.schema.JavaKeywords;
import java.util.Set;

/**
 * Names that generated code could not use, or could use only with surprising escapes. Packages and
 * type names that are reserved words are rejected; members (fields, union cases, enum values) may
 * be reserved words, because they are the JSON keys of real data, and generators escape them.
 */
final class Names {
  private Names() {}

  /** Java keywords and literals (JLS 17 §3.9, §3.10). */
  static final Set<String> JAVA = JavaKeywords.RESERVED;

  /**
   * JavaScript/TypeScript reserved words (ES2015+ strict mode), plus names that are legal but
   * special: {@code arguments}/{@code eval} cannot be bound in strict mode, {@code constructor} and
   * {@code __proto__} mean something else as class or object members.
   */
  static final Set<String> TYPESCRIPT =
      Set.of(
          "break",
          "case",
          "catch",
          "class",
          "const",
          "continue",
          "debugger",
          "default",
          "delete",
          "do",
          "else",
          "enum",
          "export",
          "extends",
          "false",
          "finally",
          "for",
          "function",
          "if",
          "import",
          "in",
          "instanceof",
          "new",
          "null",
          "return",
          "super",
          "switch",
          "this",
          "throw",
          "true",
          "try",
          "typeof",
          "var",
          "void",
          "while",
          "with",
          "yield",
          "let",
          "static",
          "implements",
          "interface",
          "package",
          "private",
          "protected",
          "public",
          "await",
          "arguments",
          "eval",
          "constructor",
          "__proto__");

  /**
   * Extra words that cannot name a type: Java's restricted type identifiers, TypeScript's
   * predefined type names, and {@code globalThis}, through which generated TypeScript reaches a
   * global that a type shadows ({@code globalThis.Map} beside a {@code message Map}).
   */
  static final Set<String> TYPE_ONLY =
      Set.of(
          "var",
          "yield",
          "record",
          "sealed",
          "permits",
          "any",
          "boolean",
          "number",
          "string",
          "symbol",
          "never",
          "unknown",
          "object",
          "bigint",
          "undefined",
          "globalThis");

  /** Record component names forbidden by JLS §8.10.1 (they clash with Object's methods). */
  static final Set<String> RECORD_COMPONENT =
      Set.of(
          "clone", "finalize", "getClass", "hashCode", "notify", "notifyAll", "toString", "wait");

  /**
   * Names that no member may have even though generated code could escape them: in JavaScript,
   * {@code __proto__} and {@code constructor} are special on every object, so a field of that name
   * would be a trap for users of plain-object values.
   */
  static final Set<String> MEMBER_FORBIDDEN = Set.of("__proto__", "constructor");

  /**
   * Returns why {@code name} cannot be used, or null when it can.
   *
   * <p>Members (fields, union cases, enum values) may be Java or TypeScript reserved words: they
   * are the JSON keys of real data ({@code "private"} in the GitHub API, {@code "default"}, ...),
   * so generated code escapes them (Java appends {@code _}) instead of the schema renaming them.
   * Packages and type names may not: they become Java packages and class names, where escaping
   * would surprise users.
   *
   * @param isType whether the name declares a type (message, struct, enum, union)
   * @param isField whether the name is a field (becomes a Java record component)
   * @param isMember whether the name is a field, union case or enum value
   */
  static String problem(String name, boolean isType, boolean isField, boolean isMember) {
    if (name.indexOf('$') >= 0) {
      return "must not contain '$' (reserved for generated code)";
    }
    if (isMember) {
      if (MEMBER_FORBIDDEN.contains(name)) {
        return "is special on every JavaScript object";
      }
    } else {
      boolean java = JAVA.contains(name);
      boolean ts = TYPESCRIPT.contains(name);
      if (java && ts) {
        return "is a reserved word in Java and TypeScript";
      }
      if (java) {
        return "is a reserved word in Java";
      }
      if (ts) {
        return "is a reserved word in TypeScript";
      }
    }
    if (isType && TYPE_ONLY.contains(name)) {
      return "cannot name a type in Java or TypeScript";
    }
    if (isField && RECORD_COMPONENT.contains(name)) {
      return "clashes with a java.lang.Object method in the generated record";
    }
    return null;
  }
}
