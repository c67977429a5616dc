package dev.bale.compiler.emit.ts;

import dev.bale.json.DynamicCodec;
import dev.bale.json.RandomValues;
import dev.bale.json.Value;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Java half of the Java/TypeScript differential test ({@code make ts-test}). Roots travel as
 * files: {@code DIR/manifest.txt} lists one root per line ({@code file schema type dedupStrings
 * dedupMessages}), {@code DIR/N.bin} holds its bytes.
 *
 * <pre>
 * java -cp bale-cli.jar dev.bale.compiler.emit.ts.DifferentialMain write ROOT DIR SEED COUNT
 * java -cp bale-cli.jar dev.bale.compiler.emit.ts.DifferentialMain check ROOT DIR
 * </pre>
 *
 * <p>{@code write}: seeded random values ({@link RandomValues}) of every message type of the
 * schemas in {@link #SCHEMAS}, encoded by the dynamic codec with each writer option combination;
 * the TS side decodes and re-encodes them and must produce the same bytes. {@code check}: decodes
 * every root the TS side wrote from its own random values and re-encodes it with the same options:
 * the bytes must be identical. Exit code 1 on any difference.
 */
public final class DifferentialMain {
  /** The schemas both sides generate random values of (relative to testdata/schemas). */
  static final List<String> SCHEMAS =
      List.of("alltypes.bale", "media.bale", "repos.bale", "evolve_v2.bale", "imports/order.bale");

  private DifferentialMain() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 3) {
      System.err.println("usage: DifferentialMain write ROOT DIR SEED COUNT | check ROOT DIR");
      System.exit(2);
    }
    Path root = Path.of(args[1]);
    Path dir = Path.of(args[2]);
    int failures =
        switch (args[0]) {
          case "write" -> write(root, dir, Long.parseLong(args[3]), Integer.parseInt(args[4]));
          case "check" -> check(root, dir);
          default -> throw new IllegalArgumentException("unknown mode " + args[0]);
        };
    System.exit(failures == 0 ? 0 : 1);
  }

  private static DynamicCodec codec(Path root, String schema) throws IOException {
    try {
      Schema s = SchemaLoader.load(List.of(root.resolve("testdata/schemas").resolve(schema)));
      return DynamicCodec.forSchema(s);
    } catch (dev.bale.schema.SchemaException e) {
      throw new IllegalStateException(schema + " does not load", e);
    }
  }

  private static CompactWriter writer(boolean dedupStrings, boolean dedupMessages) {
    return new CompactWriter().dedupStrings(dedupStrings).dedupMessages(dedupMessages);
  }

  static int write(Path root, Path dir, long seed, int count) throws IOException {
    Files.createDirectories(dir);
    StringBuilder manifest = new StringBuilder();
    int n = 0;
    for (String schema : SCHEMAS) {
      DynamicCodec codec = codec(root, schema);
      for (Decl d : codec.schema().decls().values()) {
        if (!(d instanceof MessageDecl)) {
          continue;
        }
        CompactType<Value> type = codec.type(d);
        for (int i = 0; i < count; i++) {
          long s = seed * 1_000_003L + n;
          Value v = new RandomValues(s, 4).of(d);
          boolean dedupStrings = i % 2 == 0;
          boolean dedupMessages = i % 4 == 1;
          byte[] bytes = writer(dedupStrings, dedupMessages).encode(type, v);
          String file = n + ".bin";
          Files.write(dir.resolve(file), bytes);
          manifest
              .append(
                  String.join(
                      " ", file, schema, d.fullName(), "" + dedupStrings, "" + dedupMessages))
              .append('\n');
          n++;
        }
      }
    }
    Files.writeString(dir.resolve("manifest.txt"), manifest, StandardCharsets.UTF_8);
    System.out.println(
        "differential: Java wrote " + n + " random roots (seed " + seed + ") to " + dir);
    return 0;
  }

  private static final Pattern LINE =
      Pattern.compile("(\\S+) (\\S+) (\\S+) (true|false) (true|false)");

  static int check(Path root, Path dir) throws IOException {
    Map<String, DynamicCodec> codecs = new HashMap<>();
    List<String> failures = new ArrayList<>();
    int n = 0;
    for (String line : Files.readAllLines(dir.resolve("manifest.txt"), StandardCharsets.UTF_8)) {
      if (line.isBlank()) {
        continue;
      }
      Matcher m = LINE.matcher(line);
      if (!m.matches()) {
        throw new IllegalArgumentException("bad manifest line: " + line);
      }
      DynamicCodec codec = codecs.get(m.group(2));
      if (codec == null) {
        codec = codec(root, m.group(2));
        codecs.put(m.group(2), codec);
      }
      CompactType<Value> type = codec.type(m.group(3));
      byte[] bytes = Files.readAllBytes(dir.resolve(m.group(1)));
      n++;
      try {
        Value v = new CompactReader().decode(type, bytes);
        byte[] again =
            writer(Boolean.parseBoolean(m.group(4)), Boolean.parseBoolean(m.group(5)))
                .encode(type, v);
        if (!Arrays.equals(bytes, again)) {
          failures.add(m.group(1) + " (" + m.group(3) + "): re-encoded differently");
        }
      } catch (BaleException e) {
        failures.add(m.group(1) + " (" + m.group(3) + "): " + e.getMessage());
      }
    }
    System.out.println(
        "differential: Java decoded and re-encoded "
            + n
            + " TypeScript roots: "
            + (n - failures.size())
            + " identical, "
            + failures.size()
            + " different");
    for (String f : failures) {
      System.out.println("  FAIL " + f);
    }
    return n == 0 ? 1 : failures.size();
  }
}
