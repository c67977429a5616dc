package dev.bale.schema;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * How schema field names become Java member names: {@code snake_case} becomes {@code camelCase};
 * names Java or the generated API reserve get a trailing underscore. The Java generator names
 * record components, builder methods and flat-view accessors with it, and the checker uses it to
 * report generated names that would collide (so that javac never has to).
 */
public final class JavaMemberNames {
  private JavaMemberNames() {}

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
          "FLAT",
          "FINGERPRINT");

  /** A record component / accessor / builder method name for a schema field. */
  public static String fieldName(String schemaName) {
    String camel = lowerCamel(schemaName);
    return KEYWORDS.contains(camel) || RESERVED_COMPONENTS.contains(camel) ? camel + "_" : camel;
  }

  /** Whether {@code name} is a Java keyword (reserved or contextual). */
  public static boolean isKeyword(String name) {
    return KEYWORDS.contains(name);
  }

  /** {@code snake_case} -> {@code snakeCase}; names without underscores keep their case. */
  public static String lowerCamel(String name) {
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

  /** {@code fooBar} -> {@code FooBar}, for building names like {@code hasFooBar}. */
  public static String capitalize(String s) {
    return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
  }
}
