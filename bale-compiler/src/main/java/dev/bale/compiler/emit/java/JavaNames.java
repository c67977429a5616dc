package dev.bale.compiler.emit.java;

import dev.bale.schema.JavaKeywords;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * How schema names become Java names. Schema names are kept where they are already valid Java
 * style; {@code snake_case} fields become {@code camelCase}; names that Java or the generated API
 * reserve get a trailing underscore.
 */
final class JavaNames {
  private JavaNames() {}

  /** Reserved and contextual Java keywords: a member named like one gets a trailing underscore. */
  private static final Set<String> KEYWORDS = union(JavaKeywords.RESERVED, JavaKeywords.CONTEXTUAL);

  private static Set<String> union(Set<String> a, Set<String> b) {
    Set<String> u = new HashSet<>(a);
    u.addAll(b);
    return Set.copyOf(u);
  }

  /**
   * Record component names Java forbids (JLS 8.10.1) plus the members every generated message has.
   */
  private static final Set<String> RESERVED_COMPONENTS =
      Set.of(
          "clone",
          "finalize",
          "getClass",
          "hashCode",
          "notify",
          "notifyAll",
          "toString",
          "wait",
          "builder",
          "toBuilder",
          "toCompactBytes",
          "fromCompactBytes",
          "toFlatBytes",
          "fromFlatBytes",
          "unknownFields",
          "COMPACT",
          "FLAT");

  /** Names an enum constant cannot take (they are members of every generated enum). */
  private static final Set<String> RESERVED_ENUM_CONSTANTS = Set.of("COMPACT");

  /** A record component / accessor / builder method name for a schema field. */
  static String fieldName(String schemaName) {
    String camel = lowerCamel(schemaName);
    return KEYWORDS.contains(camel) || RESERVED_COMPONENTS.contains(camel) ? camel + "_" : camel;
  }

  /** A class name (declarations, union cases): {@code upper_camel} or {@code point} -> Point. */
  static String className(String schemaName) {
    String camel = lowerCamel(schemaName);
    String upper = Character.toUpperCase(camel.charAt(0)) + camel.substring(1);
    return KEYWORDS.contains(upper) ? upper + "_" : upper;
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
    if (name.indexOf('_') < 0) {
      return name;
    }
    StringBuilder sb = new StringBuilder();
    boolean upperNext = false;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '_') {
        upperNext = sb.length() > 0;
        continue;
      }
      sb.append(upperNext ? Character.toUpperCase(c) : c);
      upperNext = false;
    }
    return sb.length() == 0 ? "_" : sb.toString();
  }

  /**
   * The name of a class nested in {@code enclosing}: {@code wanted}, or {@code wanted_} when it
   * equals the enclosing class's name (Java forbids a member class named like its enclosing class).
   */
  static String nestedName(String wanted, String enclosing) {
    return wanted.equals(enclosing) ? wanted + "_" : wanted;
  }

  /** {@code fooBar} -> {@code FooBar}, for building local names like {@code fooBarPresent}. */
  static String capitalize(String s) {
    return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
  }
}
