package dev.bale.compiler.emit.java;

import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** Finds the repository root and loads schemas for tests (the Java and the TS generator's). */
public final class TestSchemas {
  private TestSchemas() {}

  /** The checkout root: the {@code bale.root} system property (set by the build) or a parent. */
  public static Path root() {
    String prop = System.getProperty("bale.root");
    if (prop != null && Files.isDirectory(Path.of(prop, "testdata"))) {
      return Path.of(prop);
    }
    Path p = Path.of("").toAbsolutePath();
    while (p != null && !Files.isDirectory(p.resolve("testdata/schemas"))) {
      p = p.getParent();
    }
    if (p == null) {
      throw new IllegalStateException("cannot find the repository root (testdata/schemas)");
    }
    return p;
  }

  /**
   * The schemas of {@code goldens/goldens.txt} and the options each is generated with (the repo
   * tool {@code dev.bale.tools.GoldensMain} reads the same list to write the goldens).
   */
  public static Map<String, JavaOptions> goldenSchemas() {
    Map<String, JavaOptions> out = new LinkedHashMap<>();
    try {
      for (String raw : Files.readAllLines(root().resolve("goldens/goldens.txt"))) {
        String line = raw.strip();
        if (!line.isEmpty() && !line.startsWith("#")) {
          String[] parts = line.split("\\s+");
          JavaOptions options = JavaOptions.defaults();
          for (int i = 1; i < parts.length; i++) {
            options =
                parts[i].equals("grpc")
                    ? options.withGrpc(true)
                    : options.withPackageMapping(parts[i]);
          }
          out.put(parts[0], options);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** Loads one schema from text (name like {@code test.bale}). */
  static Schema load(String text) {
    try {
      return SchemaLoader.loadString("test.bale", text);
    } catch (SchemaException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }
}
