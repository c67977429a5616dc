package dev.bale.conformance;

import dev.bale.compiler.emit.java.JavaOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Schema;
import dev.bale.tools.GoldensMain;
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
  private static volatile Map<String, JavaOptions> goldenOptions;

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
    JavaOptions options = options().get(file);
    if (options == null) {
      throw new IllegalStateException(file + " is not listed in goldens/goldens.txt");
    }
    String pkg = options.javaPackage(decl.packageName());
    return pkg.isEmpty() ? decl.name() : pkg + "." + decl.name();
  }

  /** Each schema file of goldens.txt and the options its goldens are generated with. */
  private static Map<String, JavaOptions> options() {
    Map<String, JavaOptions> m = goldenOptions;
    if (m == null) {
      m = new HashMap<>();
      for (GoldensMain.Entry e : GoldensMain.entries(TestData.root())) {
        m.put(e.schemaFile(), e.options());
      }
      goldenOptions = m;
    }
    return m;
  }

  /** {@code true} if goldens.txt lists {@code file}. */
  static boolean hasGoldens(String file) {
    return options().containsKey(file);
  }

  static Path schemaPath(String file) {
    return TestData.schemas().resolve(file);
  }
}
