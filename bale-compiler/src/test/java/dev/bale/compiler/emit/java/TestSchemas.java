package dev.bale.compiler.emit.java;

import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the repository root and loads schemas for tests. */
final class TestSchemas {
  private TestSchemas() {}

  /** The checkout root: the {@code bale.root} system property (set by the build) or a parent. */
  static Path root() {
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

  /** Loads one schema from text (name like {@code test.bale}). */
  static Schema load(String text) {
    try {
      return SchemaLoader.loadString("test.bale", text);
    } catch (SchemaException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }
}
