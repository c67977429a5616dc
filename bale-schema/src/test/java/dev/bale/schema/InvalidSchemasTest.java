package dev.bale.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Each {@code testdata/invalid/*.bale} must fail to load with exactly the diagnostics in the {@code
 * .expected} file beside it (files in subdirectories are only imported by those). Run with {@code
 * -Dbale.updateExpected=true} to rewrite the expected files, then review the diff by eye.
 */
class InvalidSchemasTest {
  private static final boolean UPDATE = Boolean.getBoolean("bale.updateExpected");

  /** The text an expected file holds: every diagnostic rendered, each followed by a newline. */
  static String rendered(SchemaException e) {
    return e.diagnostics().stream().map(d -> d.render() + "\n").collect(Collectors.joining());
  }

  @TestFactory
  Stream<DynamicTest> invalidSchemas() throws IOException {
    Path dir = TestData.root().resolve("invalid");
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".bale")).sorted().toList();
    }
    assertTrue(files.size() >= 25, "the invalid corpus has only " + files.size() + " files");
    return files.stream()
        .map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
  }

  private static void check(Path file) throws IOException {
    SchemaException e =
        assertThrows(
            SchemaException.class, () -> SchemaLoader.load(List.of(file)), file + " loaded");
    String actual = rendered(e);
    assertEquals(
        actual.stripTrailing(), e.getMessage(), "getMessage() is the rendered diagnostics");
    String name = file.getFileName().toString();
    Path expectedFile = file.resolveSibling(name.substring(0, name.length() - 5) + ".expected");
    if (UPDATE) {
      Files.writeString(expectedFile, actual, StandardCharsets.UTF_8);
      return;
    }
    assertTrue(
        Files.exists(expectedFile),
        expectedFile + " is missing; run with -Dbale.updateExpected=true and review it");
    assertEquals(Files.readString(expectedFile, StandardCharsets.UTF_8), actual, name);
  }
}
