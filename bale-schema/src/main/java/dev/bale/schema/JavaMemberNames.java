package dev.bale.schema;

import java.util.Collection;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * How schema names become Java names: {@code snake_case} fields become {@code camelCase}, types and
 * union cases {@code UpperCamel} classes, enum values {@code UPPER_SNAKE} constants; names Java or
 * the generated API reserve get a trailing underscore. The Java generator names record components,
 * builder methods, flat-view accessors, classes and enum constants with it, and the checker uses it
 * to report generated names that would collide (so that javac never has to).
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

  /** Names an enum constant cannot take (they are members of every generated enum). */
  private static final Set<String> RESERVED_ENUM_CONSTANTS = Set.of("COMPACT", "KNOWN_VALUES");

  /** Fields of every generated union that a case record would hide. */
  private static final Set<String> UNION_FIELDS = Set.of("COMPACT", "FLAT");

  /**
   * A class name (declarations, union cases): {@code upper_camel} or {@code point} -> {@code
   * Point}; {@code value} and {@code _value} are both {@code Value}.
   */
  public static String className(String schemaName) {
    String upper = upperCamel(schemaName);
    return isKeyword(upper) ? upper + "_" : upper;
  }

  /**
   * {@link #lowerCamel} with its first letter in upper case: {@code order_book} -> {@code
   * OrderBook}.
   */
  private static String upperCamel(String schemaName) {
    String camel = lowerCamel(schemaName);
    return Character.toUpperCase(camel.charAt(0)) + camel.substring(1);
  }

  /**
   * An enum constant: {@code SMALL} stays, {@code small} / {@code extraLarge} -> {@code
   * EXTRA_LARGE}; {@code id} and {@code ID} are both {@code ID}. Names of the generated enum's own
   * members ({@code COMPACT}, {@code KNOWN_VALUES}) and names ending in {@code _VALUE} get a
   * trailing underscore.
   */
  public static String enumConstant(String schemaName) {
    String s = upperSnake(schemaName);
    return RESERVED_ENUM_CONSTANTS.contains(s) || s.endsWith("_VALUE") ? s + "_" : s;
  }

  /**
   * The gRPC class of a service (SCHEMA.md §5b): {@code Orders} -> {@code OrdersGrpc}, {@code
   * order_book} -> {@code OrderBookGrpc}.
   */
  public static String serviceClass(String schemaName) {
    return serviceStem(schemaName) + "Grpc";
  }

  /**
   * A service's name as the start of its generated class names (SCHEMA.md §5b): {@code order_book}
   * -> {@code OrderBook}, whence {@code OrderBookGrpc} and its stubs {@code OrderBookStub}, {@code
   * OrderBookBlockingStub} and {@code OrderBookFutureStub}.
   */
  public static String serviceStem(String schemaName) {
    return upperCamel(schemaName);
  }

  /**
   * The constant of a service method's descriptor in its service class: {@code Get} -> {@code
   * METHOD_GET}, {@code getOrder} and {@code GetOrder} -> {@code METHOD_GET_ORDER}.
   */
  public static String methodConstant(String schemaName) {
    return "METHOD_" + upperSnake(schemaName);
  }

  /**
   * The method of a service method in its service class's {@code AsyncService}: {@code Get} ->
   * {@code get}, {@code get_order} -> {@code getOrder}; a Java keyword gets a trailing underscore
   * ({@code Default} -> {@code default_}).
   */
  public static String serviceMethod(String schemaName) {
    String camel = lowerCamel(schemaName);
    String lower = Character.toLowerCase(camel.charAt(0)) + camel.substring(1);
    return isKeyword(lower) ? lower + "_" : lower;
  }

  /**
   * The no-argument methods a blocking V2 stub inherits (from {@code Object} and gRPC's {@code
   * AbstractStub}), which a client- or bidi-streaming method of that stub, taking no argument, must
   * not be named.
   */
  private static final Set<String> NO_ARG_INHERITED =
      Set.of(
          "clone",
          "finalize",
          "getClass",
          "hashCode",
          "notify",
          "notifyAll",
          "toString",
          "wait",
          "getCallOptions",
          "getChannel",
          "withWaitForReady");

  /**
   * The method of a client- or bidi-streaming service method in the blocking V2 stub, where it
   * takes no argument: {@link #serviceMethod}, with a trailing underscore where that is a
   * no-argument method the stub inherits ({@code ToString} -> {@code toString_}, {@code GetChannel}
   * -> {@code getChannel_}), as gRPC Java's generated code does for {@code Object}'s.
   */
  public static String noArgStubMethod(String schemaName) {
    String m = serviceMethod(schemaName);
    return NO_ARG_INHERITED.contains(m) ? m + "_" : m;
  }

  /**
   * The static getter of a service method's descriptor under the name gRPC Java's generated code
   * gives it: {@code Get} -> {@code getGetMethod}, {@code get_order} -> {@code getGetOrderMethod}.
   */
  public static String methodGetter(String schemaName) {
    return "get" + upperCamel(schemaName) + "Method";
  }

  /** {@code extraLarge} and {@code ExtraLarge} -> {@code EXTRA_LARGE}; {@code SMALL} stays. */
  private static String upperSnake(String schemaName) {
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
    return sb.toString();
  }

  /**
   * The record of a union case inside the union's class {@code unionClass}: the case's {@link
   * #className}, with a trailing underscore when it is the union's class name or one of the union's
   * own members, which the record would hide: the fields {@code COMPACT} and {@code FLAT}, and the
   * union's view class ({@code View}, or {@code View_} in a union named {@code View}) in any case,
   * as {@code Shape$View.class} and {@code Shape$VIEW.class} are one file on case-insensitive file
   * systems ({@code VIEW} is {@code VIEW_} as {@code view} is {@code View_}).
   */
  public static String unionCaseClass(String schemaName, String unionClass) {
    String wanted = nestedName(className(schemaName), unionClass);
    return UNION_FIELDS.contains(wanted) || wanted.equalsIgnoreCase(nestedName("View", unionClass))
        ? wanted + "_"
        : wanted;
  }

  /**
   * The class of a file's root statement in a Java package whose other classes are {@code classes}
   * (simple names): {@code Root}, or {@code Root_} (and so on) when one of them has that name in
   * any case ({@code Root.java} beside {@code ROOT.java} would be one file on case-insensitive file
   * systems).
   */
  public static String rootClass(Collection<String> classes) {
    Set<String> taken = new HashSet<>();
    for (String c : classes) {
      taken.add(c.toLowerCase(Locale.ROOT));
    }
    String simple = "Root";
    while (taken.contains(simple.toLowerCase(Locale.ROOT))) {
      simple += "_";
    }
    return simple;
  }

  /**
   * The name of a class nested in {@code enclosing}: {@code wanted}, or {@code wanted_} when it
   * equals the enclosing class's name (Java forbids a member class named like its enclosing class).
   */
  public static String nestedName(String wanted, String enclosing) {
    return wanted.equals(enclosing) ? wanted + "_" : wanted;
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
