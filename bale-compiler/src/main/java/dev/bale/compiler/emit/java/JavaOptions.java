package dev.bale.compiler.emit.java;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Options of the Java generator.
 *
 * <p>By default the Java package of a generated type is its schema package ({@code package media;}
 * gives {@code media.Image}). {@link #withPackage} maps a schema package to another Java package,
 * e.g. to generate two versions of one schema side by side ({@code evolve} as {@code evolve.v1} and
 * {@code evolve.v2}) or to put generated code under an organisation's prefix. The mapping applies
 * to every reference to that schema package, so imports follow it. Two schema packages may share
 * one Java package while their classes differ; when two declarations (or two files' roots) would
 * become one class, or classes whose files differ only in case (one file on case-insensitive file
 * systems), or when a Java package would be named like a generated class ({@code b} mapped to
 * {@code a.B} beside a type {@code B} of package {@code a}; Java forbids it), {@link
 * JavaGenerator#generate} fails naming them, before any file is written.
 *
 * <p>{@link #withGrpc} adds, for each schema {@code service} (SCHEMA.md §5b), its gRPC class
 * ({@code OrdersGrpc}: method descriptors and the service descriptor), which needs {@code
 * bale-grpc} and gRPC Java's {@code grpc-api}; off by default, when services generate nothing.
 *
 * @param packageOverrides schema package -> Java package
 * @param grpc whether services get their gRPC classes
 */
public record JavaOptions(Map<String, String> packageOverrides, boolean grpc) {
  public JavaOptions {
    packageOverrides = Map.copyOf(packageOverrides);
    for (Map.Entry<String, String> e : packageOverrides.entrySet()) {
      if (!isJavaPackageName(e.getValue())) {
        throw new IllegalArgumentException(
            "not a Java package name: '"
                + e.getValue()
                + "' (for schema package "
                + e.getKey()
                + ")");
      }
    }
  }

  /** No overrides: Java packages are the schema packages. */
  public static JavaOptions defaults() {
    return new JavaOptions(Map.of(), false);
  }

  /** A copy that generates the gRPC classes of services ({@code grpc}) or not. */
  public JavaOptions withGrpc(boolean grpc) {
    return new JavaOptions(packageOverrides, grpc);
  }

  /** A copy that generates schema package {@code schemaPackage} into {@code javaPackage}. */
  public JavaOptions withPackage(String schemaPackage, String javaPackage) {
    Map<String, String> m = new TreeMap<>(packageOverrides);
    m.put(Objects.requireNonNull(schemaPackage), Objects.requireNonNull(javaPackage));
    return new JavaOptions(m, grpc);
  }

  /**
   * A copy with one mapping written {@code schemaPackage=javaPackage} (as in {@code
   * goldens/goldens.txt}) applied, as {@link #withPackage} does.
   *
   * @throws IllegalArgumentException if {@code mapping} has no {@code =} after a schema package
   */
  public JavaOptions withPackageMapping(String mapping) {
    int eq = mapping.indexOf('=');
    if (eq <= 0) {
      throw new IllegalArgumentException("expected schemaPackage=javaPackage, got: " + mapping);
    }
    return withPackage(mapping.substring(0, eq), mapping.substring(eq + 1));
  }

  /** The Java package for types of {@code schemaPackage}. */
  public String javaPackage(String schemaPackage) {
    return packageOverrides.getOrDefault(schemaPackage, schemaPackage);
  }

  private static boolean isJavaPackageName(String s) {
    if (s.isEmpty()) {
      return true;
    }
    for (String part : s.split("\\.", -1)) {
      if (part.isEmpty()
          || !Character.isJavaIdentifierStart(part.charAt(0))
          || !part.chars().allMatch(Character::isJavaIdentifierPart)) {
        return false;
      }
    }
    return true;
  }
}
