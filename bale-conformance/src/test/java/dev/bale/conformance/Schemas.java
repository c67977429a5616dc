package dev.bale.conformance;

import dev.bale.dynamic.JsonBridge;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Schema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Loaded test schemas (by path relative to {@code testdata/schemas}), their JSON bridges, and the
 * Java package of their generated goldens (from {@code goldens/goldens.txt}).
 */
final class Schemas {
  private static final Map<String, Schema> SCHEMAS = new ConcurrentHashMap<>();
  private static final Map<String, JsonBridge> BRIDGES = new ConcurrentHashMap<>();
  private static volatile Map<String, Map<String, String>> packageOverrides;

  private Schemas() {}

  static Schema schema(String file) {
    return SCHEMAS.computeIfAbsent(
        file,
        f -> {
          try {
            return SchemaLoader.load(List.of(TestData.schemas().resolve(f)));
          } catch (SchemaException e) {
            throw new IllegalStateException("test schema " + f + " does not load:\n" + e, e);
          }
        });
  }

  static JsonBridge bridge(String file) {
    return BRIDGES.computeIfAbsent(file, f -> JsonBridge.forSchema(schema(f)));
  }

  static JsonBridge.Type type(String file, String type) {
    return bridge(file).type(type);
  }

  static Decl decl(String file, String type) {
    return bridge(file).codec().find(type);
  }

  /**
   * The generated Java class name of {@code decl} as loaded from {@code file}: the schema package
   * mapped through the overrides in goldens.txt, then the simple name.
   */
  static String javaClassName(String file, Decl decl) {
    Map<String, String> overrides = overrides().get(file);
    if (overrides == null) {
      throw new IllegalStateException(file + " is not listed in goldens/goldens.txt");
    }
    String pkg = overrides.getOrDefault(decl.packageName(), decl.packageName());
    return pkg.isEmpty() ? decl.name() : pkg + "." + decl.name();
  }

  private static Map<String, Map<String, String>> overrides() {
    Map<String, Map<String, String>> m = packageOverrides;
    if (m == null) {
      m = new HashMap<>();
      try {
        for (String line : Files.readAllLines(TestData.goldens().resolve("goldens.txt"))) {
          String t = line.strip();
          if (t.isEmpty() || t.startsWith("#")) {
            continue;
          }
          String[] parts = t.split("\\s+");
          Map<String, String> o = new HashMap<>();
          for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            o.put(kv[0], kv[1]);
          }
          m.put(parts[0], o);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      packageOverrides = m;
    }
    return m;
  }

  /** {@code true} if goldens.txt lists {@code file}. */
  static boolean hasGoldens(String file) {
    return overrides().containsKey(file);
  }

  static Path schemaPath(String file) {
    return TestData.schemas().resolve(file);
  }
}
