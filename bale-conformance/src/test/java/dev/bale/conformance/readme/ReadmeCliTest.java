package dev.bale.conformance.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.compiler.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's command-line examples (the {@code ```sh} block after {@code <!-- cli -->}) run as
 * written, in-process through {@link Main#run}, in a scratch directory that has the repo's {@code
 * testdata/} and a {@code media.json}. Relative paths in the commands resolve against that
 * directory; {@code > file} redirects stdout into it.
 */
class ReadmeCliTest {
  static final String MARKER = "<!-- cli -->";

  /** The MediaContent value the README's {@code media.json} stands for (jvm-serializers). */
  private static final String MEDIA_JSON =
      "{\"media\":{\"uri\":\"http://javaone.com/keynote.mpg\",\"title\":\"Javaone Keynote\","
          + "\"width\":640,\"height\":480,\"format\":\"video/mpg4\",\"duration\":18000000,"
          + "\"size\":58982400,\"bitrate\":262144,\"persons\":[\"Bill Gates\",\"Steve Jobs\"],"
          + "\"player\":\"JAVA\"},\"images\":[{\"uri\":\"http://javaone.com/keynote_large.jpg\","
          + "\"title\":\"Javaone Keynote\",\"width\":1024,\"height\":768,\"size\":\"LARGE\"}]}";

  @Test
  void cliExamplesRun(@TempDir Path dir) throws Exception {
    Path root = ReadmeSnippets.root();
    copyTree(root.resolve("testdata/schemas"), dir.resolve("testdata/schemas"));
    Files.writeString(dir.resolve("media.json"), MEDIA_JSON, StandardCharsets.UTF_8);
    // JSON Lines: the same value twice, CRLF and a blank line between.
    Files.writeString(
        dir.resolve("media.ndjson"),
        MEDIA_JSON + "\r\n\n" + MEDIA_JSON + "\n",
        StandardCharsets.UTF_8);

    List<String> lines = commands(ReadmeSnippets.readme());
    assertTrue(lines.size() >= 4, "expected gen, encode, decode and inspect examples: " + lines);
    Map<String, String> stdoutByCommand = new LinkedHashMap<>();
    for (String line : lines) {
      String[] words = line.trim().split("\\s+");
      List<String> args = new ArrayList<>();
      Path redirect = null;
      for (int i = 1; i < words.length; i++) { // words[0] is ./bale
        if (words[i].equals(">")) {
          redirect = dir.resolve(words[++i]);
        } else {
          args.add(absolutize(dir, words[i]));
        }
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int status =
          Main.run(
              args.toArray(String[]::new),
              new ByteArrayInputStream(new byte[0]),
              new PrintStream(out, true, StandardCharsets.UTF_8),
              new PrintStream(err, true, StandardCharsets.UTF_8));
      if (status != 0) {
        fail("`" + line + "` exited with " + status + ":\n" + err.toString(StandardCharsets.UTF_8));
      }
      if (redirect != null) {
        Files.write(redirect, out.toByteArray());
      }
      String key = words[1] + (args.contains("--lines") ? " --lines" : "");
      stdoutByCommand.put(key, out.toString(StandardCharsets.UTF_8));
    }

    // gen wrote the classes the quick start uses.
    try (var files = Files.walk(dir)) {
      assertTrue(
          files.anyMatch(p -> p.endsWith(Path.of("media", "MediaContent.java"))),
          "gen did not write media/MediaContent.java");
    }
    // decode gives back the JSON that was encoded.
    ObjectMapper mapper = new ObjectMapper();
    JsonNode decoded = mapper.readTree(stdoutByCommand.get("decode"));
    JsonNode original = mapper.readTree(MEDIA_JSON);
    assertEquals(original.path("media").path("persons"), decoded.path("media").path("persons"));
    assertEquals(original.path("images"), decoded.path("images"));
    assertEquals("JAVA", decoded.path("media").path("player").asText());
    assertEquals(18000000L, Long.parseLong(decoded.path("media").path("duration").asText()));
    // inspect annotates the bytes field by field.
    String inspect = stdoutByCommand.get("inspect");
    assertFalse(inspect.isBlank());
    assertTrue(inspect.contains("persons"), inspect);
    // The JSON Lines examples: two records in the stream, two lines back.
    String[] back = stdoutByCommand.get("decode --lines").split("\n");
    assertEquals(2, back.length, stdoutByCommand.get("decode --lines"));
    for (String l : back) {
      assertEquals(mapper.readTree(stdoutByCommand.get("decode")), mapper.readTree(l));
    }
    assertTrue(stdoutByCommand.get("inspect --lines").contains("2 records, end of stream"));
  }

  /** The {@code ./bale} lines of the block after the marker. */
  static List<String> commands(String readme) {
    List<String> out = new ArrayList<>();
    for (String l : ReadmeSnippets.block(readme, MARKER, "sh").split("\n")) {
      if (l.startsWith("./bale ")) {
        out.add(l);
      }
    }
    return out;
  }

  private static String absolutize(Path dir, String arg) {
    boolean looksLikePath =
        !arg.startsWith("-") && (arg.contains("/") || arg.matches(".*\\.(json|ndjson|bin|bale)"));
    return looksLikePath && !Path.of(arg).isAbsolute() ? dir.resolve(arg).toString() : arg;
  }

  private static void copyTree(Path from, Path to) throws Exception {
    try (var files = Files.walk(from)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
  }
}
