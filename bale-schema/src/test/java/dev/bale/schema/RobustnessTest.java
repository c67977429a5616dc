package dev.bale.schema;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded mutation test: whatever the input, the loader either returns a schema or throws a {@link
 * SchemaException} whose diagnostics point into the file. Any other exception is a bug.
 */
class RobustnessTest {
  private static final String[] PIECES = {
    "{", "}", ";", "=", "?", "<", ">", ",", "[", "]", ".", "-", "\"", "/*", "//", "///", "\n", " ",
    "message", "struct", "enum", "union", "list", "map", "package", "import", "i32", "0", "1",
    "65536", "0x", "default", "fixed", "$", "\\", "\t", "é", "Image", "inf"
  };

  @Test
  void mutatedSchemasNeverCrashTheLoader() throws Exception {
    List<String> seeds =
        List.of(
            Files.readString(TestData.root().resolve("schemas/alltypes.bale")),
            Files.readString(TestData.root().resolve("schemas/media.bale")),
            Files.readString(TestData.root().resolve("schemas/evolve_v2.bale")));
    Random random = new Random(0x5eed);
    for (int i = 0; i < 2000; i++) {
      StringBuilder sb = new StringBuilder(seeds.get(i % seeds.size()));
      int edits = 1 + random.nextInt(4);
      for (int e = 0; e < edits; e++) {
        int at = random.nextInt(sb.length() + 1);
        switch (random.nextInt(3)) {
          case 0 -> sb.insert(at, PIECES[random.nextInt(PIECES.length)]);
          case 1 -> sb.delete(at, Math.min(sb.length(), at + 1 + random.nextInt(8)));
          default -> sb.setLength(at);
        }
      }
      String text = sb.toString();
      long lines = text.split("\n", -1).length;
      try {
        SchemaLoader.loadString("m.bale", text);
      } catch (SchemaException ex) {
        assertFalse(ex.diagnostics().isEmpty());
        for (Diagnostic d : ex.diagnostics()) {
          assertTrue(
              d.location().line() >= 1 && d.location().line() <= lines, d.render() + "\n" + text);
          assertTrue(d.sourceLine() != null, d.render());
        }
      } catch (RuntimeException ex) {
        fail("crash on input:\n" + text, ex);
      }
    }
  }
}
