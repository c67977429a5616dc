package dev.bale.tools.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs {@code make demo}'s code, so {@code make test} covers it. */
class DemoTest {
  /** jvm-serializers' media.1.json, comments included (the demo must strip them). */
  static final String MEDIA_1 =
      String.join(
          "\n",
          "// The standard test value.",
          "{",
          "  \"media\": {",
          "    \"uri\": \"http://javaone.com/keynote.mpg\",",
          "    \"title\": \"Javaone Keynote\",",
          "    \"width\": 640,",
          "    \"height\": 480,",
          "    \"format\": \"video/mpg4\",",
          "    \"duration\": 18000000,    // half hour in milliseconds",
          "    \"size\": 58982400,        // bitrate * duration in seconds / 8 bits per byte",
          "    \"bitrate\": 262144,       // 256k",
          "    \"persons\": [\"Bill Gates\", \"Steve Jobs\uc2a4\"],",
          "    \"player\": \"JAVA\",",
          "    \"copyright\": null",
          "  },",
          "  \"images\": [",
          "    { \"uri\": \"http://javaone.com/keynote_large.jpg\", \"title\": \"Javaone Keynote\",",
          "      \"width\": 1024, \"height\": 768, \"size\": \"LARGE\" },",
          "    { \"uri\": \"http://javaone.com/keynote_small.jpg\", \"title\": \"Javaone Keynote\",",
          "      \"width\": 320, \"height\": 240, \"size\": \"SMALL\" }",
          "  ]",
          "}");

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static Path root() {
    return Paths.get(System.getProperty("bale.root", "..")).toAbsolutePath().normalize();
  }

  private static Path schema() {
    return root().resolve("testdata/schemas/media.bale");
  }

  @Test
  void roundTripsAndIsSmallerThanJson() throws Exception {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    Demo.Result r =
        Demo.run(schema(), MEDIA_1, "inline", new PrintStream(buf, true, StandardCharsets.UTF_8));
    String printed = buf.toString(StandardCharsets.UTF_8);

    assertTrue(r.ok(), () -> "mismatches: " + r.mismatches() + "\n" + printed);
    Demo.Row json = r.row(Demo.JSON);
    Demo.Row on = r.row(Demo.DEDUP_ON);
    Demo.Row off = r.row(Demo.DEDUP_OFF);
    // "Javaone Keynote" occurs three times: dedup must save at least two copies of 15 bytes,
    // less the one-byte indices it adds.
    assertTrue(on.bytes() + 2 * 15 - 4 <= off.bytes(), on + " vs " + off);
    assertTrue(off.bytes() < json.bytes() / 2, off + " vs " + json);
    // The minified JSON is the input without comments or insignificant whitespace.
    assertEquals(
        MAPPER.writeValueAsBytes(MAPPER.readTree(JsonText.stripComments(MEDIA_1))).length,
        json.bytes());
    assertTrue(printed.contains("Verdict: OK"), printed);
    assertTrue(printed.contains(Demo.DEDUP_OFF), printed);
  }

  @Test
  void runsOnTheSharedDataFileWhenPresent() {
    Path media = root().resolve("../shared/data/jvm-serializers/media.1.json");
    assumeTrue(Files.isRegularFile(media), "no " + media);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Demo.main(
            new String[] {"--root", root().toString(), "--json", media.toString()},
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, out.toString(StandardCharsets.UTF_8) + err);
  }

  @Test
  void missingInputIsAUsageErrorNotACrash() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Demo.main(
            new String[] {"--root", root().toString(), "--json", "/nonexistent/media.json"},
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(2, status);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("input not found"));
  }

  @Test
  void jsonThatDoesNotFitTheSchemaFails() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Demo.main(
            new String[] {"--root", root().toString(), "--json", writeTemp("{\"nope\": 1}")},
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(1, status, err.toString(StandardCharsets.UTF_8));
  }

  private static String writeTemp(String text) {
    try {
      Path f = Files.createTempFile("bale-demo", ".json");
      f.toFile().deleteOnExit();
      Files.writeString(f, text);
      return f.toString();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void stripCommentsKeepsStringsAndLines() {
    String in = "{\"u\": \"http://x/*y*/\", // c\n \"e\": \"a\\\"//b\" /* x\n y */ }";
    String out = JsonText.stripComments(in);
    assertEquals("{\"u\": \"http://x/*y*/\", \n \"e\": \"a\\\"//b\" \n }", out);
  }

  @Test
  void compareFindsDifferencesButAcceptsMappingAlternatives() throws Exception {
    assertEquals(List.of(), diffs("{\"a\":1,\"b\":null}", "{\"a\":1}"));
    assertEquals(List.of(), diffs("{\"d\":18000000}", "{\"d\":\"18000000\"}"));
    assertEquals(List.of(), diffs("{\"x\":[1,2],\"y\":\"s\"}", "{\"y\":\"s\",\"x\":[1,2]}"));
    assertFalse(diffs("{\"a\":1}", "{\"a\":2}").isEmpty());
    assertFalse(diffs("{\"a\":1}", "{\"a\":1,\"b\":0}").isEmpty());
    assertFalse(diffs("{\"a\":[1,2]}", "{\"a\":[1]}").isEmpty());
    assertFalse(diffs("{\"s\":\"Jobs\uc2a4\"}", "{\"s\":\"Jobs\"}").isEmpty());
    assertFalse(diffs("{\"d\":\"7\"}", "{\"d\":\"07\"}").isEmpty());
  }

  private static List<String> diffs(String a, String b) throws Exception {
    JsonNode x = MAPPER.readTree(a);
    JsonNode y = MAPPER.readTree(b);
    List<String> out = new ArrayList<>();
    Demo.compare("$", x, y, out);
    return out;
  }
}
