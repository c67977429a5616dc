package dev.bale.tools;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bale.dynamic.BaleJsonException;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.Limits;
import dev.bale.schema.SchemaException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The Java half of the JSON-bridge error differential ({@code make ts-test}): seeded mutants of the
 * canonical JSON text of every conformance vector (and every root vector of testdata/roots), each
 * read by the Java {@link JsonBridge}; TypeScript's {@code fromJson} ({@code
 * ts/test/json-mutants.ts}) must reach the same outcome for each (JSON.md: both "accept and reject
 * the same documents", and an error's code, line, column and path are compared).
 *
 * <pre>
 * java -cp bale-tools.jar dev.bale.tools.JsonMutantsMain ROOT OUT.jsonl SEED PER_VECTOR
 * </pre>
 *
 * One JSON object per line (non-ASCII written as {@code \}{@code u} escapes, so a lone surrogate in
 * a mutant survives): {@code name, schema, type, text} and the outcomes {@code lenient} (the
 * bridge's defaults, {@code fromJson(String)}), {@code strict} ({@code withStrict(true)}), {@code
 * comments} ({@code withComments(true)}) and {@code bytes} ({@code fromJson(byte[])} of the text's
 * UTF-8, lenient; {@code skip} for a text with a lone surrogate, which has no UTF-8, or with U+0000
 * among its first two characters, which Jackson reads as UTF-16 or UTF-32). An outcome is {@code ok
 * CANONICAL} (the canonical text of the value read) or {@code error CODE LINE:COLUMN PATH};
 * anything else thrown is {@code crash ...}, which never matches.
 */
public final class JsonMutantsMain {
  private JsonMutantsMain() {}

  public static void main(String[] args) throws IOException, SchemaException {
    if (args.length != 4) {
      throw new IllegalArgumentException("usage: JsonMutantsMain ROOT OUT.jsonl SEED PER_VECTOR");
    }
    Path root = Path.of(args[0]);
    Path out = Path.of(args[1]);
    long seed = Long.parseLong(args[2]);
    int perVector = Integer.parseInt(args[3]);
    ObjectMapper json = new ObjectMapper();
    ObjectMapper writer = JsonMapper.builder().enable(JsonWriteFeature.ESCAPE_NON_ASCII).build();
    Map<String, JsonBridge> bridges = new HashMap<>();
    List<Path> files = MutantsMain.vectorFiles(root);
    Files.createDirectories(out.toAbsolutePath().getParent());
    int count = 0;
    int accepted = 0;
    int vectors = 0;
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      for (Path f : files) {
        for (JsonNode c : json.readTree(f.toFile())) {
          String name = c.get("name").asText();
          String schema = c.get("schema").asText();
          JsonBridge bridge = MutantsMain.bridge(bridges, root, schema);
          boolean frame = c.path("options").path("frame").asBoolean(false);
          String hex = c.get("hex").asText().replaceAll("\\s+", "");
          String typeName = c.get("type").asText();
          JsonBridge.Type type = bridge.type(typeName);
          JsonBridge.Type strictType = bridge.withStrict(true).type(typeName);
          JsonBridge.Type commentsType = bridge.withComments(true).type(typeName);
          String canonical =
              type.toJson(type.decode(HexFormat.of().parseHex(hex), frame, Limits.DEFAULT));
          vectors++;
          Random rnd = new Random(seed ^ (31L * name.hashCode() + f.getFileName().hashCode()));
          for (int i = 0; i < perVector; i++) {
            String text = JsonTextMutator.mutate(canonical, rnd);
            ObjectNode o = json.createObjectNode();
            o.put("name", name);
            o.put("schema", schema);
            o.put("type", typeName);
            o.put("text", text);
            String lenient = outcome(type, () -> type.fromJson(text));
            o.put("lenient", lenient);
            o.put("strict", outcome(type, () -> strictType.fromJson(text)));
            o.put("comments", outcome(type, () -> commentsType.fromJson(text)));
            // Bytes are compared unless the text has a lone surrogate (no UTF-8) or U+0000 among
            // its first two characters, where Jackson detects UTF-16 or UTF-32 input (RFC 4627 §3,
            // JSON.md §9): the bytes are then another text than the one TypeScript reads.
            boolean skipBytes =
                hasLoneSurrogate(text)
                    || (!text.isEmpty() && text.charAt(0) == 0)
                    || (text.length() > 1 && text.charAt(1) == 0);
            o.put(
                "bytes",
                skipBytes
                    ? "skip"
                    : outcome(type, () -> type.fromJson(text.getBytes(StandardCharsets.UTF_8))));
            w.write(writer.writeValueAsString(o));
            w.newLine();
            count++;
            if (lenient.startsWith("ok ")) {
              accepted++;
            }
          }
        }
      }
    }
    System.out.println(
        "json-mutants: Java wrote "
            + count
            + " mutants of "
            + vectors
            + " vectors' JSON ("
            + accepted
            + " read leniently) to "
            + out);
  }

  /** Reading one mutant. */
  private interface Read {
    Value read();
  }

  /** {@code ok CANONICAL}, {@code error CODE LINE:COLUMN PATH} or {@code crash ...}. */
  static String outcome(JsonBridge.Type type, Read read) {
    try {
      Value v = read.read();
      return "ok " + type.toJson(v);
    } catch (BaleJsonException e) {
      return "error " + e.code() + " " + e.line() + ":" + e.column() + " " + e.path();
    } catch (RuntimeException | StackOverflowError e) {
      return "crash " + e;
    }
  }

  private static boolean hasLoneSurrogate(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < s.length()) {
        if (Character.isLowSurrogate(s.charAt(i + 1))) {
          i++;
          continue;
        }
        return true;
      }
      if (Character.isSurrogate(c)) {
        return true;
      }
    }
    return false;
  }
}
