package dev.bale.tools;

import dev.bale.compiler.emit.ts.TsGenerator;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.RandomValues;
import dev.bale.dynamic.Value;
import dev.bale.runtime.CompactWriter;
import dev.bale.schema.RandomSchemas;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;

/**
 * The Java half of the TypeScript shape test ({@code make ts-test}; the TypeScript half is {@code
 * ts/test/shapes.ts}), the twin of bale-compiler's {@code GeneratedShapesTest}: for COUNT seeded
 * random schemas ({@link RandomSchemas}) from SEED on, writes
 *
 * <ul>
 *   <li>{@code DIR/gen/sN.bale} and the TypeScript the compiler generates for it ({@code
 *       DIR/gen/shapes/sN.ts}, package {@code shapes.sN}; with its services' module {@code
 *       sN.grpc.ts}), plus {@code DIR/tsconfig.json}, which type-checks the package modules with
 *       ts/tsconfig.json's strict options and emits them under ts/build, and {@code
 *       DIR/tsconfig.grpc.json}, which type-checks the services modules with Node's types;
 *   <li>for every message (and a root statement's wrapper, {@code $root}), VALUES random values
 *       ({@link RandomValues}) encoded by the dynamic codecs: compact and flat, strings
 *       deduplicated and not, {@code DIR/N.bin}, one line per value in {@code DIR/manifest.txt}:
 *       {@code file seed type compact|flat dedupStrings}.
 * </ul>
 *
 * The TypeScript side decodes each with the generated code, encodes again and must write the same
 * bytes.
 *
 * <pre>
 * java -cp bale-tools.jar dev.bale.tools.TsShapesMain ROOT DIR SEED COUNT VALUES
 * </pre>
 */
public final class TsShapesMain {
  /** Random values are drawn again past this size, as GeneratedShapesTest does. */
  private static final int MAX_VALUE_BYTES = 64 << 10;

  private TsShapesMain() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 5) {
      throw new IllegalArgumentException("usage: TsShapesMain ROOT DIR SEED COUNT VALUES");
    }
    Path root = Path.of(args[0]).toAbsolutePath();
    Path dir = Path.of(args[1]).toAbsolutePath();
    long first = Long.parseLong(args[2]);
    int count = Integer.parseInt(args[3]);
    int values = Integer.parseInt(args[4]);
    Path gen = dir.resolve("gen");
    Files.createDirectories(gen);
    StringBuilder manifest = new StringBuilder();
    int n = 0;
    int messages = 0;
    for (long seed = first; seed < first + count; seed++) {
      String text = RandomSchemas.schema(seed, "shapes.s" + seed);
      Files.writeString(gen.resolve("s" + seed + ".bale"), text, StandardCharsets.UTF_8);
      Schema schema;
      try {
        schema = SchemaLoader.loadString("s" + seed + ".bale", text);
      } catch (SchemaException e) {
        throw new IllegalStateException("the random schema of seed " + seed + " is invalid", e);
      }
      for (Map.Entry<String, String> e :
          new TsGenerator()
              .withGrpc(true)
              .generate(schema, new ArrayList<>(schema.decls().values()))
              .entrySet()) {
        Path file = gen.resolve(e.getKey());
        Files.createDirectories(file.getParent());
        Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
      }
      JsonBridge bridge = JsonBridge.forSchema(schema);
      RandomValues random = new RandomValues(seed, 3);
      for (Decl d : schema.decls().values()) {
        if (d instanceof MessageDecl) {
          messages++;
          n = write(dir, manifest, n, seed, d.name(), bridge.type(d), random, values);
        }
      }
      JsonBridge.Type rootType = bridge.declaredRoot();
      if (rootType != null) {
        messages++;
        n = write(dir, manifest, n, seed, "$root", rootType, random, values);
      }
    }
    Files.writeString(dir.resolve("manifest.txt"), manifest, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("tsconfig.json"), tsconfig(root, dir), StandardCharsets.UTF_8);
    Files.writeString(
        dir.resolve("tsconfig.grpc.json"), grpcTsconfig(root, dir), StandardCharsets.UTF_8);
    System.out.println(
        "ts-shapes: Java wrote "
            + count
            + " random schemas (seed "
            + first
            + "), their TypeScript and "
            + n
            + " encodings of values of "
            + messages
            + " messages to "
            + dir);
  }

  /** Writes VALUES values of one message (or root) in both codecs, both dedup settings. */
  private static int write(
      Path dir,
      StringBuilder manifest,
      int n,
      long seed,
      String name,
      JsonBridge.Type type,
      RandomValues random,
      int values)
      throws IOException {
    for (int i = 0; i < values; i++) {
      Value v = random.ofAtMost(type, MAX_VALUE_BYTES);
      if (v == null) {
        continue;
      }
      for (boolean dedup : new boolean[] {true, false}) {
        byte[] compact = new CompactWriter().dedupStrings(dedup).encode(type.compactType(), v);
        byte[] flat = type.encodeFlat(v, new EncodeOptions(dedup, false, false));
        for (Object[] c : new Object[][] {{"compact", compact}, {"flat", flat}}) {
          String file = n++ + ".bin";
          Files.write(dir.resolve(file), (byte[]) c[1]);
          manifest.append(String.join(" ", file, "" + seed, name, (String) c[0], "" + dedup));
          manifest.append('\n');
        }
      }
    }
    return n;
  }

  /**
   * ts/tsconfig.json's options (strict, as the goldens are checked) for the generated modules, the
   * JavaScript under ts/build/ts-shapes (inside the package, so that {@code @bale-dev/runtime}
   * resolves to the built runtime as it does for the goldens).
   */
  private static String tsconfig(Path root, Path dir) {
    Path ts = root.resolve("ts");
    return "{\n"
        + "  \"extends\": "
        + json(ts.resolve("tsconfig.json"))
        + ",\n"
        + "  \"compilerOptions\": {\n"
        + "    \"rootDir\": "
        + json(root)
        + ",\n"
        + "    \"outDir\": "
        + json(ts.resolve("build/ts-shapes"))
        + ",\n"
        + "    \"declaration\": false,\n"
        + "    \"sourceMap\": false,\n"
        + "    \"types\": [],\n"
        + "    \"typeRoots\": []\n"
        + "  },\n"
        + "  \"include\": ["
        + json(dir.resolve("gen").resolve("**/*.ts"))
        + "],\n"
        + "  \"exclude\": ["
        + json(dir.resolve("gen").resolve("**/*.grpc.ts"))
        + "]\n"
        + "}\n";
  }

  /**
   * The services modules ({@code sN.grpc.ts}, for {@code @grpc/grpc-js}) type-checked on their own,
   * with Node's types, which the runtime's {@code /grpc} subpath needs (the package modules are
   * checked without them).
   */
  private static String grpcTsconfig(Path root, Path dir) {
    return "{\n"
        + "  \"extends\": "
        + json(dir.resolve("tsconfig.json"))
        + ",\n"
        + "  \"compilerOptions\": {\n"
        + "    \"noEmit\": true,\n"
        + "    \"types\": [\"node\"],\n"
        + "    \"typeRoots\": ["
        + json(root.resolve("ts/node_modules/@types"))
        + "]\n"
        + "  },\n"
        + "  \"include\": ["
        + json(dir.resolve("gen").resolve("**/*.grpc.ts"))
        + "],\n"
        + "  \"exclude\": []\n"
        + "}\n";
  }

  private static String json(Path p) {
    return "\"" + p.toString().replace("\\", "/").replace("\"", "\\\"") + "\"";
  }
}
