package dev.bale.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Loads {@code testdata/vectors} and {@code testdata/corrupt} (format: docs/spec/VECTORS.md). Case
 * names must be unique per directory; a duplicate is a corpus error, not a test failure to skip.
 */
final class Corpus {
  static final ObjectMapper JSON = new ObjectMapper();

  private Corpus() {}

  /** Writer options of a vector (VECTORS.md §1). */
  record Options(boolean dedupStrings, boolean dedupMessages, boolean frame) {
    static Options of(JsonNode n) {
      if (n == null || n.isNull()) {
        return new Options(true, false, false);
      }
      return new Options(
          n.path("dedupStrings").asBoolean(true),
          n.path("dedupMessages").asBoolean(false),
          n.path("frame").asBoolean(false));
    }
  }

  /** One valid case. {@code node} is the case's JSON object (the generator rewrites it). */
  record Vector(
      Path file,
      ObjectNode node,
      String name,
      String schema,
      String type,
      JsonNode value,
      Options options,
      String hex,
      boolean hand,
      boolean decodeOnly,
      String canonicalHex,
      String readerSchema,
      String readerType,
      JsonNode readValue,
      String reencodeHex,
      String flatHex,
      boolean flatHand,
      String flatReencodeHex) {

    boolean isEvolution() {
      return readerSchema != null;
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /**
   * One invalid case: decoding {@code hex} must throw exactly {@code code}. {@code checkedAccess}
   * false (flat cases only): reading in place does not meet the error, which is a rule of writing
   * defaults again (see {@code CorruptCorpusTest}).
   */
  record Corrupt(
      Path file,
      String name,
      String schema,
      String type,
      String hex,
      String code,
      boolean frame,
      JsonNode limits,
      Long offset,
      boolean checkedAccess,
      String note) {
    @Override
    public String toString() {
      return name;
    }
  }

  static List<Path> jsonFiles(Path dir) {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static ArrayNode readArray(Path file) {
    try {
      JsonNode n = JSON.readTree(file.toFile());
      if (!(n instanceof ArrayNode a)) {
        throw new IllegalStateException(file + ": expected a JSON array of cases");
      }
      return a;
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": " + e.getMessage(), e);
    }
  }

  static List<Vector> vectors() {
    List<Vector> out = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (Path f : jsonFiles(TestData.vectors())) {
      for (JsonNode n : readArray(f)) {
        Vector v = vector(f, (ObjectNode) n);
        if (!names.add(v.name())) {
          throw new IllegalStateException(f + ": duplicate vector name " + v.name());
        }
        out.add(v);
      }
    }
    return out;
  }

  static Vector vector(Path f, ObjectNode n) {
    String name = required(f, n, "name");
    return new Vector(
        f,
        n,
        name,
        required(f, n, "schema"),
        required(f, n, "type"),
        requiredNode(f, n, "value"),
        Options.of(n.get("options")),
        n.path("hex").asText(""),
        n.path("hand").asBoolean(false),
        n.path("decodeOnly").asBoolean(false),
        text(n, "canonicalHex"),
        text(n, "readerSchema"),
        text(n, "readerType"),
        n.get("readValue"),
        text(n, "reencodeHex"),
        n.path("flatHex").asText(""),
        n.path("flatHand").asBoolean(false),
        text(n, "flatReencodeHex"));
  }

  /** The compact corrupt cases ({@code testdata/corrupt/*.json}). */
  static List<Corrupt> corrupt() {
    return corrupt(TestData.corrupt());
  }

  /** The flat corrupt cases ({@code testdata/corrupt/flat/*.json}, VECTORS.md §2.1). */
  static List<Corrupt> flatCorrupt() {
    return corrupt(TestData.corrupt().resolve("flat"));
  }

  private static List<Corrupt> corrupt(Path dir) {
    List<Corrupt> out = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (Path f : jsonFiles(dir)) {
      for (JsonNode n : readArray(f)) {
        Corrupt c =
            new Corrupt(
                f,
                required(f, n, "name"),
                required(f, n, "schema"),
                required(f, n, "type"),
                required(f, n, "hex"),
                required(f, n, "code"),
                n.path("frame").asBoolean(false),
                n.get("limits"),
                n.has("offset") ? n.get("offset").asLong() : null,
                n.path("checkedAccess").asBoolean(true),
                text(n, "note"));
        if (!names.add(c.name())) {
          throw new IllegalStateException(f + ": duplicate corrupt case name " + c.name());
        }
        out.add(c);
      }
    }
    return out;
  }

  private static String text(JsonNode n, String key) {
    JsonNode v = n.get(key);
    return v == null || v.isNull() ? null : v.asText();
  }

  private static String required(Path f, JsonNode n, String key) {
    JsonNode v = n.get(key);
    if (v == null || !v.isTextual()) {
      throw new IllegalStateException(
          f + ": case " + n.path("name") + " lacks string '" + key + "'");
    }
    return v.asText();
  }

  private static JsonNode requiredNode(Path f, JsonNode n, String key) {
    JsonNode v = n.get(key);
    if (v == null) {
      throw new IllegalStateException(f + ": case " + n.path("name") + " lacks '" + key + "'");
    }
    return v;
  }
}
