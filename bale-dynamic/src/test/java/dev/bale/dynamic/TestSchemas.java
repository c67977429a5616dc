package dev.bale.dynamic;

import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Paths and schemas shared by the tests. */
final class TestSchemas {
  private TestSchemas() {}

  static Path root() {
    String r = System.getProperty("bale.root");
    Path p = r != null ? Path.of(r) : Path.of("..");
    return p.toAbsolutePath().normalize();
  }

  static Path schemaFile(String name) {
    return root().resolve("testdata/schemas").resolve(name);
  }

  static Schema load(String name) {
    try {
      return SchemaLoader.load(List.of(schemaFile(name)));
    } catch (SchemaException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  static Schema loadString(String text) {
    try {
      return SchemaLoader.loadString("test.bale", text);
    } catch (SchemaException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  /** jvm-serializers' media.N.json (with // comments). */
  static String media(int n) {
    Path p = root().resolveSibling("shared/data/jvm-serializers/media." + n + ".json");
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
