package dev.bale.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Limits;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The Java half of the seeded mutation differential (issue 18; {@code make ts-test} and {@code make
 * fuzz-differential}): mutants of every conformance vector's compact bytes ({@code hex}) and flat
 * bytes ({@code flatHex}), those of {@code testdata/roots/vectors.json} included, each decoded by
 * the dynamic codecs and, when it decodes, re-encoded; TypeScript ({@code ts/test/mutants.ts}) must
 * reach the same outcome for every mutant, and the generated Java code too ({@code
 * MutantsAgreementTest}).
 *
 * <pre>
 * java -cp bale-tools.jar dev.bale.tools.MutantsMain ROOT OUT.tsv SEED PER_VECTOR
 * </pre>
 *
 * One line per mutant: {@code codec schema type frame hex outcome}, tab-separated; the outcome is
 * {@link #outcome} ({@code error CODE}, {@code ok HEX} or {@code reencode-error CODE}). Re-encoding
 * uses string dedup on, message dedup off, and the vector's frame option.
 */
public final class MutantsMain {
  private MutantsMain() {}

  /** One mutant: the codec ({@code compact} or {@code flat}), its vector's schema and type. */
  public record Mutant(
      String codec, String vector, String schema, String type, boolean frame, byte[] bytes) {}

  public static void main(String[] args) throws IOException, SchemaException {
    if (args.length != 4) {
      throw new IllegalArgumentException("usage: MutantsMain ROOT OUT.tsv SEED PER_VECTOR");
    }
    Path root = Path.of(args[0]);
    Path out = Path.of(args[1]);
    List<Mutant> mutants = mutants(root, Long.parseLong(args[2]), Integer.parseInt(args[3]));
    Map<String, JsonBridge> bridges = new HashMap<>();
    Files.createDirectories(out.toAbsolutePath().getParent());
    int accepted = 0;
    HexFormat hex = HexFormat.of();
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      for (Mutant m : mutants) {
        JsonBridge.Type t = bridge(bridges, root, m.schema()).type(m.type());
        String o = outcome(t, m);
        if (!o.startsWith("error ")) {
          accepted++;
        }
        w.write(
            String.join(
                "\t",
                m.codec(),
                m.schema(),
                m.type(),
                Boolean.toString(m.frame()),
                hex.formatHex(m.bytes()),
                o));
        w.newLine();
      }
    }
    System.out.println(
        "mutants: Java wrote " + mutants.size() + " mutants (" + accepted + " decode) to " + out);
  }

  /** The bridge of testdata schema {@code schema}, loaded once into {@code bridges}. */
  static JsonBridge bridge(Map<String, JsonBridge> bridges, Path root, String schema)
      throws SchemaException {
    JsonBridge b = bridges.get(schema);
    if (b == null) {
      b =
          JsonBridge.forSchema(
              SchemaLoader.load(List.of(root.resolve("testdata/schemas").resolve(schema))));
      bridges.put(schema, b);
    }
    return b;
  }

  /**
   * {@code perVector} seeded mutants of each vector's compact and flat bytes, in a fixed order
   * (vector files sorted by name, then testdata/roots/vectors.json; cases in file order).
   */
  public static List<Mutant> mutants(Path root, long seed, int perVector) throws IOException {
    ObjectMapper json = new ObjectMapper();
    List<Path> files = vectorFiles(root);
    HexFormat hex = HexFormat.of();
    List<Mutant> out = new ArrayList<>();
    for (Path f : files) {
      for (JsonNode c : json.readTree(f.toFile())) {
        String name = c.get("name").asText();
        String schema = c.get("schema").asText();
        String type = c.get("type").asText();
        boolean frame = c.path("options").path("frame").asBoolean(false);
        for (String codec : List.of("compact", "flat")) {
          JsonNode h = c.get(codec.equals("compact") ? "hex" : "flatHex");
          if (h == null) {
            continue;
          }
          byte[] bytes = hex.parseHex(h.asText().replaceAll("\\s+", ""));
          Random rnd = new Random(seed ^ (31L * name.hashCode() + codec.hashCode()));
          for (int i = 0; i < perVector; i++) {
            out.add(new Mutant(codec, name, schema, type, frame, mutate(bytes, rnd)));
          }
        }
      }
    }
    return out;
  }

  /**
   * The vector files: {@code testdata/vectors/*.json} sorted by name, then {@code
   * testdata/roots/vectors.json} (roots of any type, VECTORS.md 7; their type is a type expression
   * the bridge reads).
   */
  static List<Path> vectorFiles(Path root) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.list(root.resolve("testdata/vectors"))) {
      files = new ArrayList<>(s.filter(p -> p.toString().endsWith(".json")).sorted().toList());
    }
    files.add(root.resolve("testdata/roots/vectors.json"));
    return files;
  }

  /**
   * One to four random edits: a bit flip, a byte overwrite, an insert (often 0xff), a delete, a
   * duplicated slice of up to 8 bytes, or a truncation.
   */
  public static byte[] mutate(byte[] in, Random rnd) {
    byte[] b = in.clone();
    int edits = 1 + rnd.nextInt(4);
    for (int e = 0; e < edits && b.length > 0; e++) {
      int at = rnd.nextInt(b.length);
      switch (rnd.nextInt(6)) {
        case 0 -> b[at] ^= (byte) (1 << rnd.nextInt(8));
        case 1 -> b[at] = (byte) rnd.nextInt(256);
        case 2 -> {
          byte[] c = new byte[b.length + 1];
          System.arraycopy(b, 0, c, 0, at);
          c[at] = (byte) (rnd.nextBoolean() ? 0xff : rnd.nextInt(256));
          System.arraycopy(b, at, c, at + 1, b.length - at);
          b = c;
        }
        case 3 -> {
          byte[] c = new byte[b.length - 1];
          System.arraycopy(b, 0, c, 0, at);
          System.arraycopy(b, at + 1, c, at, b.length - at - 1);
          b = c;
        }
        case 4 -> {
          int len = Math.min(1 + rnd.nextInt(8), b.length - at);
          byte[] c = new byte[b.length + len];
          System.arraycopy(b, 0, c, 0, at + len);
          System.arraycopy(b, at, c, at + len, b.length - at);
          b = c;
        }
        default -> b = java.util.Arrays.copyOf(b, at);
      }
    }
    return b;
  }

  /**
   * What the dynamic codec makes of a mutant: {@code error CODE} when decoding fails, else {@code
   * ok HEX HEX} (the re-encodings with string dedup on and the mutant's frame option, message dedup
   * off and then on: the second shows which messages the decoder shares), or {@code reencode-error
   * CODE} when the decoded value cannot be re-encoded.
   */
  public static String outcome(JsonBridge.Type t, Mutant m) {
    boolean flat = m.codec().equals("flat");
    Value v;
    try {
      v =
          flat
              ? t.decodeFlat(m.bytes(), m.frame(), Limits.DEFAULT)
              : t.decode(m.bytes(), m.frame(), Limits.DEFAULT);
    } catch (BaleException e) {
      return "error " + e.code().name();
    }
    try {
      StringBuilder out = new StringBuilder("ok");
      for (boolean dedupMessages : new boolean[] {false, true}) {
        EncodeOptions o = new EncodeOptions(true, dedupMessages, m.frame());
        byte[] b = flat ? t.encodeFlat(v, o) : t.encode(v, o);
        out.append(' ').append(HexFormat.of().formatHex(b));
      }
      return out.toString();
    } catch (BaleException e) {
      return "reencode-error " + e.code().name();
    }
  }
}
