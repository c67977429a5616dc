package dev.bale.tools;

import dev.bale.dynamic.DynamicCodec;
import dev.bale.dynamic.RandomValues;
import dev.bale.dynamic.Value;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.schema.Canonical;
import dev.bale.schema.Roots;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.SchemaFile;
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
 * java -cp bale-tools.jar dev.bale.tools.DifferentialMain write ROOT DIR SEED COUNT
 * java -cp bale-tools.jar dev.bale.tools.DifferentialMain check ROOT DIR
 * </pre>
 *
 * <p>{@code write}: seeded random values ({@link RandomValues}) of every message type of the
 * schemas in {@link #SCHEMAS}, encoded by the dynamic codec with each writer option combination;
 * the TS side decodes and re-encodes them and must produce the same bytes; likewise roots of any
 * type (lists, maps, scalars, enums, structs: the root statements of {@link #ROOTS}). {@code
 * check}: decodes every root the TS side wrote from its own random values and re-encodes it with
 * the same options: the bytes must be identical. Exit code 1 on any difference.
 */
public final class DifferentialMain {
  /** The schemas both sides generate random values of (relative to testdata/schemas). */
  static final List<String> SCHEMAS =
      List.of(
          "alltypes.bale",
          "media.bale",
          "repos.bale",
          "evolve_v2.bale",
          "imports/order.bale",
          "twitter.bale",
          "citm.bale",
          "canada.bale",
          "google_message1.bale",
          "google_message2.bale",
          "instrument.bale",
          "names.bale",
          "dynamic.bale");

  /**
   * The schema whose files' {@code root} statements give the roots of other types both sides write
   * (one file per root type of testdata/roots/vectors.json; TS: the generated {@code $root}).
   */
  static final String ROOTS = "roots.bale";

  private DifferentialMain() {}

  /**
   * The compact type of a root named as in a manifest: a declaration's full name or, for {@link
   * #ROOTS}, any type text ({@code list<alltypes.Leaf>}), through its root wrapper.
   */
  private static CompactType<Value> rootType(DynamicCodec codec, String name) {
    return codec.rootType(Roots.message(Roots.resolve(codec.schema(), name)));
  }

  public static void main(String[] args) throws IOException {
    if (args.length < 3) {
      throw new IllegalArgumentException(
          "usage: DifferentialMain write ROOT DIR SEED COUNT | check ROOT DIR");
    }
    Path root = Path.of(args[1]);
    Path dir = Path.of(args[2]);
    int failures =
        switch (args[0]) {
          case "write" -> write(root, dir, Long.parseLong(args[3]), Integer.parseInt(args[4]));
          case "check" -> check(root, dir);
          case "stream-write" ->
              streamWrite(root, dir, Long.parseLong(args[3]), Integer.parseInt(args[4]));
          case "stream-check" -> streamCheck(root, dir);
          default -> throw new IllegalArgumentException("unknown mode " + args[0]);
        };
    // No System.exit outside the bale launcher: a failure ends the JVM with status 1.
    if (failures != 0) {
      throw new IllegalStateException(failures + " differential failure(s), see above");
    }
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
    // Roots of any type (FORMAT.md 2.3): the root statement of each file of ROOTS, named in the
    // manifest by its type text; the TS side reads them with the generated $root of that type.
    DynamicCodec roots = codec(root, ROOTS);
    for (SchemaFile f : roots.schema().files()) {
      if (f.root() == null) {
        continue;
      }
      MessageDecl wire = Roots.message(f.root());
      CompactType<Value> type = roots.rootType(wire);
      for (int i = 0; i < count; i++) {
        long s = seed * 1_000_003L + n;
        Value v = new RandomValues(s, 4).of(wire);
        boolean dedupStrings = i % 2 == 0;
        boolean dedupMessages = i % 4 == 1;
        String file = n + ".bin";
        Files.write(dir.resolve(file), writer(dedupStrings, dedupMessages).encode(type, v));
        manifest
            .append(
                String.join(
                    " ", file, ROOTS, f.root().canonical(), "" + dedupStrings, "" + dedupMessages))
            .append('\n');
        n++;
      }
    }
    Files.writeString(dir.resolve("manifest.txt"), manifest, StandardCharsets.UTF_8);
    System.out.println(
        "differential: Java wrote " + n + " random roots (seed " + seed + ") to " + dir);
    return 0;
  }

  /** Stream cases: schema, root type, and session caps small enough to force resets. */
  private static final String[][] STREAMS = {
    {"media.bale", "media.MediaContent", "12", "200"},
    {"repos.bale", "repos.Repo", "80", "800"},
    {"alltypes.bale", "alltypes.AllTypes", "600", "6000"},
    {"twitter.bale", "twitter.Status", "200", "2000"},
    {ROOTS, "list<alltypes.Leaf>", "12", "200"},
    {ROOTS, "map<string,alltypes.Leaf>", "12", "200"}
  };

  /** The wire message of a stream case's root type: a message, or a root wrapper (ROOTS). */
  private static MessageDecl wire(DynamicCodec codec, String schema, String name) {
    return schema.equals(ROOTS)
        ? Roots.message(Roots.resolve(codec.schema(), name))
        : (MessageDecl) codec.find(name);
  }

  /**
   * Writes, per stream case, a message stream and two session streams (default caps, and caps of 12
   * entries / 200 bytes that force resets) of COUNT random roots; the manifest line says how, so
   * the other side can decode the stream and write the same roots again, byte for byte.
   */
  static int streamWrite(Path root, Path dir, long seed, int count) throws IOException {
    Files.createDirectories(dir);
    StringBuilder manifest = new StringBuilder();
    int n = 0;
    for (String[] c : STREAMS) {
      DynamicCodec codec = codec(root, c[0]);
      MessageDecl d = wire(codec, c[0], c[1]);
      CompactType<Value> type = codec.rootType(d);
      List<Value> values = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        values.add(new RandomValues(seed * 7919L + n * 1000L + i, 3).of(d));
      }
      for (String kind : new String[] {"messages", "session", "session-small"}) {
        String file = "s" + n + ".bin";
        String line =
            String.join(" ", file, c[0], c[1], kind, Long.toHexString(seed + n), c[2], c[3]);
        Files.write(dir.resolve(file), writeStream(type, d, line.split(" "), values));
        manifest.append(line).append('\n');
        n++;
      }
    }
    Files.writeString(dir.resolve("streams.txt"), manifest, StandardCharsets.UTF_8);
    System.out.println(
        "differential: Java wrote " + n + " streams of " + count + " roots to " + dir);
    return 0;
  }

  private static byte[] writeStream(CompactType<Value> type, Decl d, String[] f, List<Value> values)
      throws IOException {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    boolean session = !f[3].equals("messages");
    MessageStreamWriter<Value> w =
        MessageStreamWriter.create(
                type,
                Canonical.fingerprint(d),
                session,
                Long.parseUnsignedLong(f[4], 16),
                BufferPool.shared())
            .to(out);
    if (f[3].equals("session-small")) {
      w.sessionCaps(Integer.parseInt(f[5]), Long.parseLong(f[6]));
    }
    for (Value v : values) {
      w.write(v);
    }
    w.close();
    return out.toByteArray();
  }

  /** Decodes every stream the TS side wrote and writes its roots again: the same bytes. */
  static int streamCheck(Path root, Path dir) throws IOException {
    List<String> failures = new ArrayList<>();
    int n = 0;
    int roots = 0;
    for (String line : Files.readAllLines(dir.resolve("streams.txt"), StandardCharsets.UTF_8)) {
      if (line.isBlank()) {
        continue;
      }
      String[] f = line.split(" ");
      DynamicCodec codec = codec(root, f[1]);
      MessageDecl d = wire(codec, f[1], f[2]);
      CompactType<Value> type = codec.rootType(d);
      byte[] bytes = Files.readAllBytes(dir.resolve(f[0]));
      n++;
      try {
        MessageStreamDecoder<Value> dec =
            new MessageStreamDecoder<>(
                type, true, Canonical.fingerprint(d), Limits.DEFAULT, BufferPool.shared());
        dec.feed(bytes, 0, bytes.length);
        dec.endOfInput();
        List<Value> values = new ArrayList<>();
        for (Value v = dec.poll(); v != null; v = dec.poll()) {
          values.add(v);
        }
        roots += values.size();
        if (!Arrays.equals(bytes, writeStream(type, d, f, values))) {
          failures.add(f[0] + " (" + f[2] + ", " + f[3] + "): written again differently");
        }
      } catch (BaleException e) {
        failures.add(f[0] + " (" + f[2] + ", " + f[3] + "): " + e.getMessage());
      }
    }
    return report(
        "decoded and rewrote " + n + " TypeScript streams (" + roots + " roots)", n, failures);
  }

  /** Prints the summary line and the failures; the exit status (1 also when nothing was read). */
  private static int report(String what, int n, List<String> failures) {
    System.out.println(
        "differential: Java "
            + what
            + ": "
            + (n - failures.size())
            + " identical, "
            + failures.size()
            + " different");
    for (String f : failures) {
      System.out.println("  FAIL " + f);
    }
    return n == 0 ? 1 : failures.size();
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
      CompactType<Value> type =
          m.group(2).equals(ROOTS) ? rootType(codec, m.group(3)) : codec.type(m.group(3));
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
    return report("decoded and re-encoded " + n + " TypeScript roots", n, failures);
  }
}
