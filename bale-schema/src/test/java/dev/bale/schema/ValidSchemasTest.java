package dev.bale.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Every schema under {@code testdata/schemas/} loads without diagnostics. */
class ValidSchemasTest {

  @TestFactory
  Stream<DynamicTest> everySchemaLoads() throws IOException {
    Path dir = TestData.root().resolve("schemas");
    List<Path> files;
    try (Stream<Path> s = Files.walk(dir)) {
      files = s.filter(p -> p.toString().endsWith(".bale")).sorted().toList();
    }
    assertFalse(files.isEmpty());
    return files.stream()
        .map(
            f ->
                DynamicTest.dynamicTest(
                    dir.relativize(f).toString(),
                    () -> {
                      Schema schema = SchemaLoader.load(List.of(f));
                      assertFalse(schema.decls().isEmpty());
                      for (Decl d : schema.decls().values()) {
                        // Canonical form must be computable for every declaration.
                        assertTrue(Canonical.canonicalForm(d).startsWith(""));
                      }
                    }));
  }

  @Test
  void mediaMatchesTheJsonFieldNames() throws Exception {
    Schema schema = SchemaLoader.load(List.of(TestData.root().resolve("schemas/media.bale")));
    MessageDecl media = (MessageDecl) schema.find("media.Media");
    assertNotNull(media);
    assertEquals(
        List.of(
            "uri",
            "title",
            "width",
            "height",
            "format",
            "duration",
            "size",
            "bitrate",
            "persons",
            "player",
            "copyright"),
        media.fields().stream().map(f -> f.name()).toList());
    MessageDecl content = (MessageDecl) schema.find("MediaContent");
    assertEquals(List.of("media", "images"), content.fields().stream().map(f -> f.name()).toList());
    EnumDecl size = (EnumDecl) schema.find("Size");
    assertEquals("LARGE", size.values().get(1).name());
    assertEquals(
        List.of("Where the media lives; not necessarily a URL."), media.fields().get(0).doc());
    assertEquals("media.bale", schema.files().get(0).path());
  }
}
