package dev.bale.conformance.readme;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.bale.schema.SchemaLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's abridged schema (the {@code ```bale} block after {@code <!-- schema -->}) must not
 * drift from {@code testdata/schemas/media.bale}, which the quick start's generated classes come
 * from: its lines must occur in that file, in the same order (the file may have more lines in
 * between). The file itself must load.
 */
class ReadmeSchemaTest {
  static final String MARKER = "<!-- schema -->";

  @Test
  void abridgedSchemaIsASubsequenceOfMediaBale() throws Exception {
    Path file = ReadmeSnippets.root().resolve("testdata/schemas/media.bale");
    SchemaLoader.load(List.of(file)); // throws with diagnostics if the schema is broken
    List<String> schema = trimmed(Files.readString(file, StandardCharsets.UTF_8));
    List<String> readme = trimmed(ReadmeSnippets.block(ReadmeSnippets.readme(), MARKER, "bale"));
    assertTrue(readme.size() >= 10, "the README schema block is nearly empty");
    int at = 0;
    for (String line : readme) {
      int found = schema.subList(at, schema.size()).indexOf(line);
      if (found < 0) {
        fail(
            "README.md's schema line `"
                + line
                + "` is not in testdata/schemas/media.bale (after line "
                + at
                + " of its non-blank lines); keep the README in step with the schema");
      }
      at += found + 1;
    }
  }

  private static List<String> trimmed(String text) {
    return text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
  }
}
