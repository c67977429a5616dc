package dev.bale.compiler.emit.java;

import dev.bale.schema.model.TypeRef;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The names of one generated class's static helpers: one per kind, type and variant, named after
 * them ({@code decodeMapI32String}, {@code ListI32Fixed}), and unique within the class (a second
 * key whose words give the same name gets a number). Not thread-safe.
 */
final class HelperNames {
  private final Map<String, String> byKey = new HashMap<>();
  private final Set<String> taken = new HashSet<>();

  /** The name already given to {@code kind}, {@code t} and {@code variant}, or null. */
  String find(String kind, TypeRef t, String variant) {
    return byKey.get(key(kind, t, variant));
  }

  /**
   * The name of {@code kind}, {@code t} and {@code variant}: the one given before, or a new one.
   */
  String claim(String kind, TypeRef t, String variant) {
    String key = key(kind, t, variant);
    String known = byKey.get(key);
    if (known != null) {
      return known;
    }
    StringBuilder name = new StringBuilder(kind);
    for (String word : t.canonical().split("[^A-Za-z0-9]+")) {
      if (!word.isEmpty()) {
        name.append(JavaNames.capitalize(word));
      }
    }
    name.append(variant);
    String unique = name.toString();
    for (int i = 2; taken.contains(unique); i++) {
      unique = name.toString() + i;
    }
    taken.add(unique);
    byKey.put(key, unique);
    return unique;
  }

  /** Forgets every name (the next class has helpers of its own). */
  void clear() {
    byKey.clear();
    taken.clear();
  }

  private static String key(String kind, TypeRef t, String variant) {
    return kind + " " + t.canonical() + " " + variant;
  }
}
