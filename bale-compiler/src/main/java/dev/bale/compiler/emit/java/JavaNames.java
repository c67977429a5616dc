package dev.bale.compiler.emit.java;

import dev.bale.schema.JavaMemberNames;

/**
 * How schema names become Java names. Schema names are kept where they are already valid Java
 * style; {@code snake_case} fields become {@code camelCase}; names that Java or the generated API
 * reserve get a trailing underscore.
 */
final class JavaNames {
  private JavaNames() {}

  /** A record component / accessor / builder method name for a schema field. */
  static String fieldName(String schemaName) {
    return JavaMemberNames.fieldName(schemaName);
  }

  /** A class name (declarations, union cases): {@code upper_camel} or {@code point} -> Point. */
  static String className(String schemaName) {
    return JavaMemberNames.className(schemaName);
  }

  /** An enum constant: {@code SMALL} stays, {@code small} / {@code extraLarge} -> EXTRA_LARGE. */
  static String constantName(String schemaName) {
    return JavaMemberNames.enumConstant(schemaName);
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
    return JavaMemberNames.nestedName(wanted, enclosing);
  }

  /**
   * The record of a union case: its class name, with a trailing underscore when it is the union's
   * name or one of the union's own members ({@code COMPACT}, {@code FLAT}, its view class in any
   * case), which the record would hide inside the union ({@link JavaMemberNames#unionCaseClass}).
   */
  static String caseName(String schemaName, String union) {
    return JavaMemberNames.unionCaseClass(schemaName, union);
  }

  /** {@code fooBar} -> {@code FooBar}, for building local names like {@code fooBarPresent}. */
  static String capitalize(String s) {
    return JavaMemberNames.capitalize(s);
  }
}
