package dev.bale.benchmarks;

import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactType;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Loads benchmark inputs from {@code ../shared/data} (never copied into the project) and turns them
 * into generated-code values through the JSON bridge, so every benchmark starts from the real data.
 */
final class Datasets {
  private Datasets() {}

  /** The repository root: {@code -Dbale.root}, else the nearest parent holding testdata/. */
  static Path root() {
    String prop = System.getProperty("bale.root");
    if (prop != null) {
      return Path.of(prop).toAbsolutePath().normalize();
    }
    Path p = Path.of("").toAbsolutePath();
    while (p != null && !Files.isDirectory(p.resolve("testdata/schemas"))) {
      p = p.getParent();
    }
    if (p == null) {
      throw new IllegalStateException("cannot find the repository root; pass -Dbale.root=DIR");
    }
    return p;
  }

  static Path sharedData() {
    return root().resolve("../shared/data").normalize();
  }

  /**
   * Reads {@code dataFile} (relative to shared/data) as JSON of {@code type} in {@code schemaFile}
   * and decodes it into the generated class behind {@code generated}.
   */
  static <T> T load(String schemaFile, String type, String dataFile, CompactType<T> generated) {
    try {
      JsonBridge bridge =
          JsonBridge.forSchema(
                  SchemaLoader.load(
                      List.of(root().resolve("testdata/schemas").resolve(schemaFile))))
              .withComments(true); // jvm-serializers' media.N.json open with // comments
      String json = Files.readString(sharedData().resolve(dataFile), StandardCharsets.UTF_8);
      byte[] bytes = bridge.type(type).jsonToCompact(json, EncodeOptions.DEFAULT);
      return Compact.decode(generated, bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (SchemaException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }
}
