package dev.bale.compiler.cli;

import static dev.bale.compiler.cli.MainTest.ROOT;
import static dev.bale.compiler.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bale infer} (issue 15): small samples that pin each rule, and every JSON document under
 * {@code ../shared/data} through infer → encode → decode (compact and flat), compared by value with
 * the document, and against the hand-written schema where {@code testdata/schemas} has one.
 */
class InferCliTest {
  private static final JsonMapper JSON =
      JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build();

  @TempDir Path tmp;

  private String infer(String json, String... extra) throws IOException {
    Path f = tmp.resolve("sample.json");
    Files.writeString(f, json);
    List<String> args = new ArrayList<>(List.of("infer", "--package", "t"));
    args.addAll(List.of(extra));
    args.add(f.toString());
    MainTest.Run r = run(args.toArray(String[]::new));
    assertEquals(0, r.code(), r.err());
    return r.outText();
  }

  @Test
  void keysBecomeFieldsWithTheirKindsAndJsonKeysWhereNeeded() throws Exception {
    String s =
        infer(
            "[{\"id\": 1, \"@type\": \"a\", \"message\": \"m\", \"ratio\": 0.5, \"ok\": true,"
                + " \"tags\": [\"x\"], \"content-type\": \"t\", \"note\": null},"
                + " {\"id\": 2, \"@type\": \"b\", \"message\": \"n\", \"ratio\": 2, \"ok\": false,"
                + " \"tags\": [], \"note\": null, \"extra\": {\"k\": 1}}]");
    assertTrue(s.contains("root list<"), s);
    assertTrue(s.contains("  i64 id = 1;"), s);
    assertTrue(s.contains("  string type = 2 [json = \"@type\"];"), s);
    assertTrue(s.contains("  string message = 3;"), s); // a keyword is a field name
    assertTrue(s.contains("  f64 ratio = 4;"), s); // 0.5 and 2: f64
    assertTrue(s.contains("  bool ok = 5;"), s);
    assertTrue(s.contains("  list<string> tags = 6;"), s);
    assertTrue(s.contains("  string? content_type = 7 [json = \"content-type\"];"), s);
    assertTrue(s.contains("  json note = 8;"), s); // only ever null
    assertTrue(s.contains("  Extra? extra = 9;"), s); // absent once
    assertTrue(s.contains("Set in 1 of 2; absent in 1."), s);
  }

  @Test
  void tsNumberMarksFieldsWhoseIntegersAreAllSafe() throws Exception {
    String sample =
        "[{\"id\": 9007199254740991, \"big\": 9007199254740992, \"neg\": -9007199254740991,"
            + " \"ids\": [1, 2], \"bigs\": [1, 18446744073709551615], \"x-y\": 3, \"f\": 1.5,"
            + " \"m\": {\"a\": 1}, \"n\": null, \"o\": 4},"
            + " {\"id\": 0, \"big\": 1, \"neg\": 0, \"ids\": [], \"bigs\": [], \"x-y\": 3,"
            + " \"f\": 2, \"m\": {\"a\": 1}, \"n\": null}]";
    String s = infer(sample, "--ts-number");
    assertTrue(s.contains("  i64 id = 1 [ts_number];"), s);
    assertTrue(s.contains("  i64 big = 2;"), s); // 2^53 is not safe
    assertTrue(s.contains("  i64 neg = 3 [ts_number];"), s);
    assertTrue(s.contains("  list<i64> ids = 4 [ts_number];"), s);
    assertTrue(s.contains("  list<u64> bigs = 5;"), s);
    assertTrue(s.contains("  i64 x_y = 6 [json = \"x-y\", ts_number];"), s);
    assertTrue(s.contains("  f64 f = 7;"), s);
    assertTrue(s.contains("  i64? o = 10 [ts_number];"), s);
    assertFalse(infer(sample).contains("ts_number"), "off by default");
    // The schema holds the sample: encode and decode it.
    Path schema = tmp.resolve("ts.bale");
    Files.writeString(schema, s);
    MainTest.Run enc =
        run(sample.getBytes(StandardCharsets.UTF_8), "encode", "--schema", schema.toString());
    assertEquals(0, enc.code(), enc.err());
    MainTest.Run dec =
        run(enc.out(), "decode", "--int64-as-numbers", "--schema", schema.toString());
    assertEquals(0, dec.code(), dec.err());
    assertNull(diff("$", JSON.readTree(sample), JSON.readTree(dec.out()), false));
  }

  @Test
  void objectsKeyedByDataAreMapsAndTuplesAreJsonLists() throws Exception {
    StringBuilder many = new StringBuilder("{");
    for (int i = 0; i < dev.bale.dynamic.infer.SchemaInference.MAP_MIN_KEYS; i++) {
      many.append(i == 0 ? "" : ",").append("\"key").append(i).append("\": ").append(i);
    }
    many.append('}');
    String s =
        infer(
            "{\"byId\": {\"17\": {\"name\": \"a\"}, \"42\": {\"name\": \"b\"}},"
                + " \"counts\": "
                + many
                + ", \"rows\": [[\"B00\", \"brand\", 2.9, 14], [\"B01\", \"x\", 3.5, 1]]}");
    assertTrue(s.contains("  map<i64, ById> byId = 1;") || s.contains("map<i64, "), s);
    assertTrue(s.contains("  map<string, i64> counts = 2;"), s);
    assertTrue(s.contains("  list<list<json>> rows = 3;"), s);
  }

  @Test
  void similarObjectsShareOneMessageAndRecursionIsOptional() throws Exception {
    String status =
        "\"id\": 1, \"text\": \"t\", \"user\": {\"name\": \"u\"}, \"lang\": \"en\","
            + " \"source\": \"web\", \"truncated\": false, \"geo\": null, \"place\": null,"
            + " \"retweet_count\": 3";
    String s =
        infer(
            "{\"statuses\": [{"
                + status
                + ", \"retweeted_status\": {"
                + status
                + ", \"favorited\": true}}, {"
                + status
                + "}]}");
    assertTrue(s.contains("message Status {"), s);
    assertTrue(s.contains("  Status? retweeted_status = "), s);
    assertTrue(!s.contains("message RetweetedStatus"), s);
  }

  @Test
  void jsonLinesAreOneRootValueEach() throws Exception {
    Path f = tmp.resolve("rows.ndjson");
    Files.writeString(f, "{\"a\": 1}\n\n{\"a\": 2, \"b\": \"x\"}\n");
    MainTest.Run r = run("infer", "--package", "t", "--name", "Row", f.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.outText().contains("root Row;"), r.outText());
    assertTrue(r.outText().contains("  string? b = 2;"), r.outText());
    assertTrue(r.outText().contains("(2 values)"), r.outText());
  }

  @Test
  void noSchemaForIntegersBeyond64BitsWhereOnlyJsonFits() throws Exception {
    Path f = tmp.resolve("big.json");
    Files.writeString(f, "[1, \"a\", 18446744073709551616]");
    MainTest.Run r = run("infer", f.toString());
    assertEquals(Main.EXIT_INPUT, r.code(), r.outText());
    assertTrue(r.err().contains("18446744073709551616"), r.err());
    Files.writeString(f, "{\"a\": 1,}");
    r = run("infer", f.toString());
    assertEquals(Main.EXIT_INPUT, r.code(), r.outText());
    assertTrue(r.err().contains("not JSON"), r.err());
    // NaN and the infinities as bare tokens (Python's json.dumps writes them) are not JSON, and
    // `encode` cannot read them: no schema is inferred from them (they were f64 fields before).
    for (String bare : List.of("[1.5, NaN]", "{\"a\": Infinity}", "{\"a\": -Infinity}")) {
      Files.writeString(f, bare);
      r = run("infer", f.toString());
      assertEquals(Main.EXIT_INPUT, r.code(), bare + ": " + r.outText());
      assertTrue(r.err().contains("not JSON"), r.err());
    }
  }

  @Test
  void samplesThatNoSchemaHoldsAreRefusedWithTheReason() throws Exception {
    Path f = tmp.resolve("bad.json");
    Map<String, String> cases =
        Map.of(
            "[\"\\ud800\"]",
            "lone surrogate (U+D800)",
            "{\"a\": [1e400]}",
            "1e400 is beyond f64's range",
            "[-1, 18446744073709551615]",
            "beyond 64 bits (18446744073709551615)",
            "{\"a\": ".repeat(65) + "1" + "}".repeat(65),
            "65 arrays and objects deep");
    for (Map.Entry<String, String> c : cases.entrySet()) {
      Files.writeString(f, c.getKey());
      MainTest.Run r = run("infer", f.toString());
      assertEquals(Main.EXIT_INPUT, r.code(), c.getKey() + ": " + r.outText());
      assertTrue(r.err().contains(c.getValue()), r.err());
      assertTrue(r.err().contains("no schema holds these samples unchanged"), r.err());
    }
  }

  @Test
  void aByteOrderMarkAndUtf16AreReadAsEncodeReadsThem() throws Exception {
    Path f = tmp.resolve("bom.json");
    byte[] text = "\uFEFF{\"a\": 1}".getBytes(StandardCharsets.UTF_8);
    Files.write(f, text);
    Path schema = tmp.resolve("bom.bale");
    MainTest.Run r = run("infer", "--out", schema.toString(), f.toString());
    assertEquals(0, r.code(), r.err()); // was "not JSON"
    assertEquals(0, run(text, "encode", "--schema", schema.toString()).code());
    // UTF-16, which encode reads too: was a malformed-input error.
    for (java.nio.charset.Charset cs :
        List.of(StandardCharsets.UTF_16BE, StandardCharsets.UTF_16)) {
      byte[] utf16 = "{\"a\": [1, \"\u00e9\"]}".getBytes(cs);
      Files.write(f, utf16);
      r = run("infer", "--out", schema.toString(), f.toString());
      assertEquals(0, r.code(), cs + ": " + r.err());
      assertEquals(0, run(utf16, "encode", "--schema", schema.toString()).code(), cs.name());
    }
    Path lines = tmp.resolve("bom.ndjson");
    Files.write(lines, "\uFEFF{\"a\": 1}\n{\"a\": 2}\n".getBytes(StandardCharsets.UTF_8));
    assertEquals(0, run("infer", lines.toString()).code());
  }

  @Test
  void aPackageNoSchemaCanHaveIsAUsageError() throws Exception {
    Path f = tmp.resolve("p.json");
    Files.writeString(f, "{\"a\": 1}");
    // Was an internal error: "inferred schema does not load".
    for (String p : List.of("class", "package", "a-b", "t; message X {}", "a..b")) {
      MainTest.Run r = run("infer", "--package", p, f.toString());
      assertEquals(Main.EXIT_USAGE, r.code(), p + ": " + r.err());
      assertTrue(r.err().contains("--package " + p + ": "), r.err());
    }
    assertEquals(0, run("infer", "--package", "a.b_c.d", f.toString()).code());
  }

  @Test
  void aFileNamedLikeAReservedWordGivesAPackageThatLoads() throws Exception {
    // package.json was "package package;", which the checker rejects (S9).
    for (String name : List.of("package", "class", "string", "json", "null", "root")) {
      Path f = tmp.resolve(name + ".json");
      Files.writeString(f, "{\"a\": 1}");
      Path schema = tmp.resolve(name + ".bale");
      MainTest.Run r = run("infer", "--out", schema.toString(), f.toString());
      assertEquals(0, r.code(), name + ": " + r.err());
      String text = Files.readString(schema);
      assertTrue(text.contains("package " + name + (name.equals("root") ? ";" : "_;")), text);
      MainTest.Run enc = run(Files.readAllBytes(f), "encode", "--schema", schema.toString());
      assertEquals(0, enc.code(), name + ": " + enc.err());
    }
  }

  // ------------------------------------------------------------------------ real documents

  /** Hand-written schemas in testdata/schemas for documents under ../shared/data. */
  private static final Map<String, String[]> HAND_WRITTEN =
      Map.of(
          "jvm-serializers/media.1.json", new String[] {"media.bale", "media.MediaContent"},
          "nativejson-benchmark/twitter.json",
              new String[] {"twitter.bale", "twitter.SearchResponse"},
          "nativejson-benchmark/citm_catalog.json", new String[] {"citm.bale", "citm.Catalog"},
          "nativejson-benchmark/canada.json",
              new String[] {"canada.bale", "canada.FeatureCollection"},
          "flatbuffs-github-repos/repos_json.json", new String[] {"repos.bale", "repos.ReposList"});

  /**
   * Documents that parse but that no schema holds unchanged, with the reason infer gives: CBOR's
   * test vectors carry integers of 2^64 and beyond among values of other kinds.
   */
  private static final Map<String, String> CANNOT =
      Map.of("cbor-test-vectors/appendix_a.json", "beyond 64 bits");

  @Test
  void everyJsonDocumentOfTheSharedDataRoundTrips() throws Exception {
    Path data = ROOT.resolveSibling("shared/data");
    List<Path> files;
    try (Stream<Path> s = Files.walk(data)) {
      files =
          s.filter(p -> p.toString().endsWith(".json"))
              .filter(p -> !data.relativize(p).startsWith("JSONTestSuite"))
              .sorted()
              .toList();
    }
    assertTrue(files.size() >= 10, "documents: " + files);
    List<String> table = new ArrayList<>();
    table.add("| document | JSON bytes | infer | compact bytes | gzip | hand-written | ratio |");
    table.add("|---|---:|---|---:|---:|---:|---:|");
    int roundTrips = 0;
    for (Path f : files) {
      String rel = data.relativize(f).toString().replace('\\', '/');
      byte[] text = Files.readAllBytes(f);
      JsonNode original;
      try {
        original = JSON.readTree(text);
      } catch (IOException e) {
        // Not JSON (FlatBuffers' JSON dialect with unquoted keys): infer must say so.
        MainTest.Run r = run("infer", f.toString());
        assertEquals(Main.EXIT_INPUT, r.code(), rel);
        assertTrue(r.err().contains("not JSON"), rel + ": " + r.err());
        table.add(String.format(Locale.ROOT, "| %s | %,d | not JSON | | | | |", rel, text.length));
        continue;
      }
      Path schema = tmp.resolve(rel.replace('/', '_') + ".bale");
      MainTest.Run inferred = run("infer", "--out", schema.toString(), f.toString());
      if (CANNOT.containsKey(rel)) {
        assertEquals(Main.EXIT_INPUT, inferred.code(), rel);
        assertTrue(inferred.err().contains(CANNOT.get(rel)), rel + ": " + inferred.err());
        table.add(
            String.format(
                Locale.ROOT, "| %s | %,d | no: %s | | | | |", rel, text.length, CANNOT.get(rel)));
        continue;
      }
      assertEquals(0, inferred.code(), rel + ": " + inferred.err());
      byte[] compact = null;
      for (String codec : List.of("compact", "flat")) {
        // --comments: media.N.json open with // comments, which infer reads too.
        MainTest.Run enc =
            run(text, "encode", "--comments", "--codec", codec, "--schema", schema.toString());
        assertEquals(0, enc.code(), rel + " " + codec + ": " + enc.err());
        // Compact decoded with --int64-as-numbers: every integer of the document must come back
        // as a number; flat decoded as by default: 64-bit integers as strings (JSON.md §3).
        boolean numbers = codec.equals("compact");
        List<String> decode =
            new ArrayList<>(List.of("decode", "--codec", codec, "--schema", schema.toString()));
        if (numbers) {
          decode.add("--int64-as-numbers");
        }
        MainTest.Run dec = run(enc.out(), decode.toArray(String[]::new));
        assertEquals(0, dec.code(), rel + " " + codec + ": " + dec.err());
        String diff = diff("$", original, JSON.readTree(dec.out()), !numbers);
        if (diff != null) {
          fail(rel + " (" + codec + "): decoded JSON differs at " + diff);
        }
        if (codec.equals("compact")) {
          compact = enc.out();
        }
      }
      roundTrips++;
      String hand = "";
      String ratio = "";
      String[] h = HAND_WRITTEN.get(rel);
      if (h != null) {
        MainTest.Run enc =
            run(
                text,
                "encode",
                "--comments",
                "--schema",
                ROOT.resolve("testdata/schemas").resolve(h[0]).toString(),
                "--type",
                h[1]);
        assertEquals(0, enc.code(), rel + " hand-written: " + enc.err());
        double r = (double) compact.length / enc.out().length;
        hand = String.format(Locale.ROOT, "%,d", enc.out().length);
        ratio = String.format(Locale.ROOT, "%.3f", r);
        assertTrue(r <= 1.10, rel + ": inferred schema's bytes are " + ratio + "x hand-written");
      }
      table.add(
          String.format(
              Locale.ROOT,
              "| %s | %,d | yes | %,d | %,d | %s | %s |",
              rel,
              text.length,
              compact.length,
              gzip(compact),
              hand,
              ratio));
    }
    System.out.println("bale infer on ../shared/data:\n" + String.join("\n", table));
    assertTrue(roundTrips >= 10, "round trips: " + roundTrips);
  }

  private static int gzip(byte[] b) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream z = new GZIPOutputStream(out)) {
      z.write(b);
    }
    return out.size();
  }

  /**
   * Where {@code actual} (the decoded JSON) differs by value from {@code expected} (the sample), or
   * null: a {@code null} member is the same as an absent one (optional fields), numbers compare by
   * value, and when {@code strings} a 64-bit integer may come back as its decimal string (JSON.md
   * §3).
   */
  static String diff(String path, JsonNode expected, JsonNode actual, boolean strings) {
    if (expected.isNumber()) {
      if (strings && actual.isTextual() && expected.isIntegralNumber()) {
        return expected.bigIntegerValue().toString().equals(actual.textValue()) ? null : path;
      }
      if (!actual.isNumber()) {
        return path + " (" + expected + " vs " + actual + ")";
      }
      if (expected.isIntegralNumber() && actual.isIntegralNumber()) {
        return expected.bigIntegerValue().equals(actual.bigIntegerValue()) ? null : path;
      }
      return expected.doubleValue() == actual.doubleValue()
          ? null
          : path + " (" + expected + " vs " + actual + ")";
    }
    if (expected.isObject()) {
      if (!actual.isObject()) {
        return path + " (object vs " + actual.getNodeType() + ")";
      }
      Iterator<Map.Entry<String, JsonNode>> it = expected.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        JsonNode a = actual.get(e.getKey());
        if (e.getValue().isNull() && (a == null || a.isNull())) {
          continue;
        }
        if (a == null) {
          return path + "." + e.getKey() + " (missing)";
        }
        String d = diff(path + "." + e.getKey(), e.getValue(), a, strings);
        if (d != null) {
          return d;
        }
      }
      Iterator<Map.Entry<String, JsonNode>> back = actual.fields();
      while (back.hasNext()) {
        Map.Entry<String, JsonNode> e = back.next();
        if (!expected.has(e.getKey()) && !e.getValue().isNull()) {
          return path + "." + e.getKey() + " (added)";
        }
      }
      return null;
    }
    if (expected.isArray()) {
      if (!actual.isArray() || actual.size() != expected.size()) {
        return path + " (array of " + expected.size() + " vs " + actual + ")";
      }
      for (int i = 0; i < expected.size(); i++) {
        String d = diff(path + "[" + i + "]", expected.get(i), actual.get(i), strings);
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    return expected.equals(actual) ? null : path + " (" + expected + " vs " + actual + ")";
  }
}
