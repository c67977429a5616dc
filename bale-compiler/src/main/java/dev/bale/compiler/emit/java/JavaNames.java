package dev.bale.compiler.emit.java;

import dev.bale.schema.JavaMemberNames;
import java.util.Set;

/**
 * How schema names become Java names. Schema names are kept where they are already valid Java
 * style; {@code snake_case} fields become {@code camelCase}; names that Java or the generated API
 * reserve get a trailing underscore.
 */
final class JavaNames {
  private JavaNames() {}

  /** Names an enum constant cannot take (they are members of every generated enum). */
  private static final Set<String> RESERVED_ENUM_CONSTANTS = Set.of("COMPACT", "KNOWN_VALUES");

  /** A record component / accessor / builder method name for a schema field. */
  static String fieldName(String schemaName) {
    return JavaMemberNames.fieldName(schemaName);
  }

  /** A class name (declarations, union cases): {@code upper_camel} or {@code point} -> Point. */
  static String className(String schemaName) {
    String camel = lowerCamel(schemaName);
    String upper = Character.toUpperCase(camel.charAt(0)) + camel.substring(1);
    return JavaMemberNames.isKeyword(upper) ? upper + "_" : upper;
  }

  /** An enum constant: {@code SMALL} stays, {@code small} / {@code extraLarge} -> EXTRA_LARGE. */
  static String constantName(String schemaName) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < schemaName.length(); i++) {
      char c = schemaName.charAt(i);
      if (Character.isUpperCase(c)
          && i > 0
          && (Character.isLowerCase(schemaName.charAt(i - 1))
              || Character.isDigit(schemaName.charAt(i - 1)))) {
        sb.append('_');
      }
      sb.append(Character.toUpperCase(c));
    }
    String s = sb.toString();
    return RESERVED_ENUM_CONSTANTS.contains(s) || s.endsWith("_VALUE") ? s + "_" : s;
  }

  /** {@code snake_case} -> {@code snakeCase}; names without underscores keep their case. */
  static String lowerCamel(String name) {
    return JavaMemberNames.lowerCamel(name);
  }

  /**
   * The name of a class nested in {@code enclosing}: {@code wanted}, or {@code wanted_} when it
   * equals the enclosing class's name (Java forbids a member class named like its enclosing class).
   */
  static String nestedName(String wanted, String enclosing) {
    return wanted.equals(enclosing) ? wanted + "_" : wanted;
  }

  /** Members of every generated union that a case record would hide. */
  private static final Set<String> UNION_MEMBERS = Set.of("COMPACT", "FLAT", "View");

  /**
   * The record of a union case: its class name, with a trailing underscore when it is the union's
   * name or one of the union's own members ({@code COMPACT}, {@code FLAT}, {@code View}), which the
   * record would hide inside the union.
   */
  static String caseName(String schemaName, String union) {
    String wanted = nestedName(className(schemaName), union);
    return UNION_MEMBERS.contains(wanted) ? wanted + "_" : wanted;
  }

  /** {@code fooBar} -> {@code FooBar}, for building local names like {@code fooBarPresent}. */
  static String capitalize(String s) {
    return JavaMemberNames.capitalize(s);
  }
}
