package dev.bale.tools.demo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

/**
 * {@code make demo}: encodes jvm-serializers' standard MediaContent value ({@code media.1.json})
 * with Bale's compact codec, checks that it decodes to the same JSON, and prints its size next to
 * JSON's, raw and gzipped.
 *
 * <p>It goes through the schema-driven dynamic codec and JSON bridge ({@code bale-dynamic}), so it
 * needs no generated code: the schema {@code testdata/schemas/media.bale} is read at run time. The
 * round trip is checked twice: as {@link Value} trees (exact) and as parsed JSON trees against the
 * original document (null members equal absent ones, and a 64-bit integer written as a JSON string
 * equals the same number written as a number, as {@code docs/spec/JSON.md} allows).
 *
 * <pre>
 * java -cp bale-tools.jar dev.bale.tools.demo.Demo [--root DIR] [--schema FILE] [--json FILE]
 * </pre>
 *
 * Exit status: 0 when every round trip matches, 1 on a mismatch, 2 on bad usage or unreadable
 * input.
 */
public final class Demo {
  /** The root type of the demo schema. */
  public static final String TYPE = "media.MediaContent";

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private Demo() {}

  /** One line of the size table. */
  public record Row(String label, int bytes, int gzipBytes) {}

  /**
   * What {@link #run} found.
   *
   * @param rows JSON (minified), Bale compact with string dedup on, then off
   * @param mismatches every round trip that did not give back the input; empty when all match
   */
  public record Result(List<Row> rows, List<String> mismatches) {
    public boolean ok() {
      return mismatches.isEmpty();
    }

    /** The row with {@code label}. */
    public Row row(String label) {
      return rows.stream()
          .filter(r -> r.label().equals(label))
          .findFirst()
          .orElseThrow(() -> new IllegalArgumentException("no row " + label));
    }
  }

  /** Row labels, also used by tests. */
  public static final String JSON = "JSON (minified)";

  public static final String DEDUP_ON = "Bale compact, dedup on";
  public static final String DEDUP_OFF = "Bale compact, dedup off";

  /**
   * Runs the demo on {@code jsonText} (comments allowed) and prints the table to {@code out}.
   *
   * @param schemaFile the schema declaring {@link #TYPE}
   * @param jsonText one MediaContent value as JSON, comments allowed
   * @param source where the JSON came from, for the table heading
   * @throws SchemaException if the schema does not load
   * @throws dev.bale.dynamic.BaleJsonException if the JSON does not fit the schema
   */
  public static Result run(Path schemaFile, String jsonText, String source, PrintStream out)
      throws SchemaException, IOException {
    Schema schema = SchemaLoader.load(List.of(schemaFile));
    // media.1.json opens with a // comment line: JSON has none, so the bridge is asked to allow
    // them.
    JsonBridge.Type type = JsonBridge.forSchema(schema).withComments(true).type(TYPE);

    String json = JsonText.stripComments(jsonText);
    JsonNode original = MAPPER.readTree(json);
    byte[] minified = MAPPER.writeValueAsBytes(original);

    Value value = type.fromJson(json);
    List<String> mismatches = new ArrayList<>();
    List<Row> rows = new ArrayList<>();
    rows.add(new Row(JSON, minified.length, gzipSize(minified)));
    for (boolean dedup : new boolean[] {true, false}) {
      String label = dedup ? DEDUP_ON : DEDUP_OFF;
      byte[] bytes = type.encode(value, EncodeOptions.DEFAULT.withDedupStrings(dedup));
      rows.add(new Row(label, bytes.length, gzipSize(bytes)));

      Value decoded = type.decode(bytes);
      if (!decoded.equals(value)) {
        mismatches.add(label + ": decoded value differs from the encoded one");
      }
      JsonNode back = MAPPER.readTree(type.toJson(decoded));
      List<String> diffs = new ArrayList<>();
      compare("$", original, back, diffs);
      for (String d : diffs) {
        mismatches.add(label + ": JSON differs at " + d);
      }
    }
    Result result = new Result(List.copyOf(rows), List.copyOf(mismatches));
    print(result, source, out);
    return result;
  }

  private static void print(Result r, String source, PrintStream out) {
    out.println("Bale demo: " + TYPE + " from " + source);
    out.println();
    Row json = r.row(JSON);
    out.printf(Locale.ROOT, "  %-26s %7s %9s %7s%n", "encoding", "bytes", "% of JSON", "gzip");
    for (Row row : r.rows()) {
      out.printf(
          Locale.ROOT,
          "  %-26s %7d %8d%% %7d%n",
          row.label(),
          row.bytes(),
          percent(row.bytes(), json.bytes()),
          row.gzipBytes());
    }
    out.println();
    if (!r.ok()) {
      for (String m : r.mismatches()) {
        out.println("  MISMATCH " + m);
      }
      out.println("Verdict: FAILED, " + r.mismatches().size() + " round-trip mismatch(es).");
      return;
    }
    Row on = r.row(DEDUP_ON);
    out.printf(
        Locale.ROOT,
        "Verdict: OK, decodes to the same JSON (dedup on and off); Bale compact is %d%% of"
            + " minified JSON, %d%% of gzipped JSON.%n",
        percent(on.bytes(), json.bytes()),
        percent(on.bytes(), json.gzipBytes()));
  }

  private static long percent(int part, int whole) {
    return Math.round(100.0 * part / whole);
  }

  /**
   * Appends to {@code diffs} every place where {@code b} (the round trip) differs from {@code a}
   * (the input), comparing parsed JSON trees: object member order is ignored, a null member equals
   * an absent one, numbers compare by value, and a number equals a string holding the same integer
   * (JSON.md writes 64-bit integers as strings).
   */
  static void compare(String path, JsonNode a, JsonNode b, List<String> diffs) {
    if (a.isObject() && b.isObject()) {
      ObjectNode all = ((ObjectNode) a).deepCopy();
      all.setAll((ObjectNode) b.deepCopy());
      for (Iterator<Map.Entry<String, JsonNode>> it = all.fields(); it.hasNext(); ) {
        String key = it.next().getKey();
        compare(path + "." + key, a.path(key), b.path(key), diffs);
      }
    } else if (a.isArray() && b.isArray()) {
      if (a.size() != b.size()) {
        diffs.add(path + ": " + a.size() + " elements vs " + b.size());
        return;
      }
      for (int i = 0; i < a.size(); i++) {
        compare(path + "[" + i + "]", a.get(i), b.get(i), diffs);
      }
    } else if (isAbsent(a) && isAbsent(b)) {
      return;
    } else if (a.isNumber() || b.isNumber()) {
      BigDecimal x = number(a);
      BigDecimal y = number(b);
      if (x == null || y == null || x.compareTo(y) != 0) {
        diffs.add(path + ": " + a + " vs " + b);
      }
    } else if (!a.equals(b)) {
      diffs.add(path + ": " + a + " vs " + b);
    }
  }

  private static boolean isAbsent(JsonNode n) {
    return n.isMissingNode() || n.isNull();
  }

  private static BigDecimal number(JsonNode n) {
    if (n.isNumber()) {
      return n.decimalValue();
    }
    if (n.isTextual() && n.asText().matches("-?(0|[1-9][0-9]*)")) {
      return new BigDecimal(n.asText());
    }
    return null;
  }

  static int gzipSize(byte[] bytes) {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(buf)) {
      gz.write(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // cannot happen with an in-memory stream
    }
    return buf.size();
  }

  /**
   * Usage: {@code Demo [--root DIR] [--schema FILE] [--json FILE]}. Never calls {@code System.exit}
   * (only the {@code bale} launcher does): a failure, already reported on stderr, ends in an {@link
   * IllegalStateException}, so the JVM exits with status 1 when run from the command line and a
   * host process (e.g. Maven's exec plugin) is not shut down.
   */
  public static void main(String[] args) {
    int status = main(args, System.out, System.err);
    if (status != 0) {
      throw new IllegalStateException("demo failed with status " + status);
    }
  }

  /** Runs the demo; returns the exit status (0 ok, 1 bad input, 2 usage). */
  public static int main(String[] args, PrintStream out, PrintStream err) {
    Path root = Paths.get(System.getProperty("bale.root", "."));
    Path schema = null;
    Path json = null;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (i + 1 >= args.length || !a.startsWith("--")) {
        err.println(
            "usage: Demo [--root DIR] [--schema FILE] [--json FILE]  (bad argument: " + a + ")");
        return 2;
      }
      String v = args[++i];
      switch (a) {
        case "--root":
          root = Paths.get(v);
          break;
        case "--schema":
          schema = Paths.get(v);
          break;
        case "--json":
          json = Paths.get(v);
          break;
        default:
          err.println(
              "usage: Demo [--root DIR] [--schema FILE] [--json FILE]  (unknown option " + a + ")");
          return 2;
      }
    }
    if (schema == null) {
      schema = root.resolve("testdata/schemas/media.bale");
    }
    if (json == null) {
      json =
          Paths.get(
              System.getProperty(
                  "bale.demo.json",
                  root.resolve("../shared/data/jvm-serializers/media.1.json").toString()));
    }
    if (!Files.isRegularFile(schema)) {
      err.println("demo: schema not found: " + schema.toAbsolutePath().normalize());
      return 2;
    }
    if (!Files.isRegularFile(json)) {
      err.println(
          "demo: input not found: "
              + json.toAbsolutePath().normalize()
              + " (pass --json FILE, or MEDIA_JSON=FILE to make)");
      return 2;
    }
    try {
      String text = Files.readString(json, StandardCharsets.UTF_8);
      Result r = run(schema, text, json.getFileName().toString(), out);
      return r.ok() ? 0 : 1;
    } catch (SchemaException e) {
      err.println("demo: the schema does not load:\n" + e.getMessage());
      return 2;
    } catch (IOException e) {
      err.println("demo: " + e);
      return 2;
    } catch (RuntimeException e) {
      // A typed error from the bridge or the codec (BaleJsonException, BaleException): report it
      // as the demo's failure rather than a stack trace.
      err.println("demo: FAILED: " + e);
      return 1;
    }
  }
}
