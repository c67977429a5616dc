package dev.bale.schema;

import java.util.Set;

/**
 * Java's reserved words, in one place for the schema checker (which rejects them as package and
 * type names) and the Java generator (which escapes them in member names).
 */
public final class JavaKeywords {
  private JavaKeywords() {}

  /** Keywords and literals that can never be identifiers (JLS 17 §3.9, §3.10). */
  public static final Set<String> RESERVED =
      Set.of(
          "abstract",
          "assert",
          "boolean",
          "break",
          "byte",
          "case",
          "catch",
          "char",
          "class",
          "const",
          "continue",
          "default",
          "do",
          "double",
          "else",
          "enum",
          "extends",
          "final",
          "finally",
          "float",
          "for",
          "goto",
          "if",
          "implements",
          "import",
          "instanceof",
          "int",
          "interface",
          "long",
          "native",
          "new",
          "package",
          "private",
          "protected",
          "public",
          "return",
          "short",
          "static",
          "strictfp",
          "super",
          "switch",
          "synchronized",
          "this",
          "throw",
          "throws",
          "transient",
          "try",
          "void",
          "volatile",
          "while",
          "_",
          "true",
          "false",
          "null");

  /**
   * Contextual keywords (JLS 17 §3.9) that are legal identifiers in most places but not as type
   * names, or that read badly as generated identifiers.
   */
  public static final Set<String> CONTEXTUAL =
      Set.of("var", "yield", "record", "sealed", "permits", "non-sealed");
}
