package dev.bale.tools;

import dev.bale.compiler.emit.java.JavaGenerator;
import dev.bale.compiler.emit.java.JavaOptions;
import dev.bale.compiler.emit.ts.TsGenerator;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Regenerates the committed goldens ({@code goldens/java/}, {@code goldens/grpc/java/}, {@code
 * goldens/ts/}) from the schema list in {@code goldens/goldens.txt}. Used by {@code make goldens}
 * and by the conformance module's test that fails when the committed goldens differ from what the
 * generator produces.
 *
 * <pre>java -cp bale-tools.jar dev.bale.tools.GoldensMain [repo-root]</pre>
 */
public final class GoldensMain {
  private GoldensMain() {}

  /** One line of {@code goldens.txt}: a schema file and the options to generate it with. */
  public record Entry(String schemaFile, JavaOptions options) {}

  public static void main(String[] args) throws IOException {
    Path root = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
    Path out = root.resolve("goldens/java");
    int n = regenerate(root, out);
    System.out.println("goldens: wrote " + n + " files to " + out);
    Path grpcOut = root.resolve("goldens/grpc/java");
    int g = write(generateAllGrpc(root), grpcOut, ".java");
    System.out.println("goldens: wrote " + g + " files to " + grpcOut);
    Path tsOut = root.resolve("goldens/ts");
    int t = write(generateAllTs(root), tsOut, ".ts");
    System.out.println("goldens: wrote " + t + " files to " + tsOut);
  }

  /**
   * Generates the TypeScript goldens in memory: relative path under {@code goldens/ts} -> content.
   * Each entry of goldens.txt gets its own directory, named after the schema file without {@code
   * .bale} ({@code imports/order.bale} -> {@code imports/order/shop/orders.ts}), so schemas that
   * declare the same package (evolve_v1, evolve_v2) do not collide; the Java package overrides do
   * not apply.
   */
  public static Map<String, String> generateAllTs(Path root) throws IOException {
    Map<String, String> all = new TreeMap<>();
    for (Entry entry : entries(root)) {
      Schema schema = load(root, entry);
      String dir = entry.schemaFile().substring(0, entry.schemaFile().length() - ".bale".length());
      List<dev.bale.schema.model.Decl> decls = new ArrayList<>(schema.decls().values());
      TsGenerator ts = new TsGenerator().withGrpc(entry.options().grpc());
      for (Map.Entry<String, String> f : ts.generate(schema, decls).entrySet()) {
        all.put(dir + "/" + f.getKey(), f.getValue());
      }
    }
    return all;
  }

  private static Schema load(Path root, Entry entry) throws IOException {
    Path schemaPath = root.resolve("testdata/schemas").resolve(entry.schemaFile());
    try {
      return SchemaLoader.load(List.of(schemaPath));
    } catch (SchemaException e) {
      throw new IllegalStateException(
          "golden schema " + entry.schemaFile() + " does not load:\n" + e.getMessage(), e);
    }
  }

  /**
   * Deletes every {@code .java} file under {@code outDir} and writes the generated goldens there.
   *
   * @return the number of files written
   */
  public static int regenerate(Path root, Path outDir) throws IOException {
    return write(generateAll(root), outDir, ".java");
  }

  private static int write(Map<String, String> files, Path outDir, String suffix)
      throws IOException {
    if (Files.isDirectory(outDir)) {
      List<Path> old;
      try (Stream<Path> s = Files.walk(outDir)) {
        old = s.filter(p -> p.toString().endsWith(suffix)).toList();
      }
      for (Path p : old) {
        Files.delete(p);
      }
    }
    for (Map.Entry<String, String> e : files.entrySet()) {
      Path file = outDir.resolve(e.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
    }
    return files.size();
  }

  /**
   * Generates every golden in memory: relative path under {@code goldens/java} -> content.
   *
   * @throws IllegalStateException if a schema does not load or two entries produce different
   *     content for one path
   */
  public static Map<String, String> generateAll(Path root) throws IOException {
    Map<String, String> all = new TreeMap<>();
    for (Entry entry : entries(root)) {
      Schema schema = load(root, entry);
      JavaGenerator gen = new JavaGenerator(entry.options().withGrpc(false));
      List<dev.bale.schema.model.Decl> decls = new ArrayList<>(schema.decls().values());
      for (Map.Entry<String, String> f : gen.generate(schema, decls).entrySet()) {
        String previous = all.put(f.getKey(), f.getValue());
        if (previous != null && !previous.equals(f.getValue())) {
          throw new IllegalStateException(
              f.getKey() + " is generated differently by two entries of goldens.txt");
        }
      }
    }
    return all;
  }

  /**
   * Generates the gRPC classes of the services of the entries marked {@code grpc}, in memory:
   * relative path under {@code goldens/grpc/java} -> content. They are kept apart from {@code
   * goldens/java} because they need {@code bale-grpc} and {@code grpc-api}, which only bale-grpc's
   * tests compile them with.
   */
  public static Map<String, String> generateAllGrpc(Path root) throws IOException {
    Map<String, String> all = new TreeMap<>();
    for (Entry entry : entries(root)) {
      if (!entry.options().grpc()) {
        continue;
      }
      Schema schema = load(root, entry);
      List<dev.bale.schema.model.Decl> decls = new ArrayList<>(schema.decls().values());
      Map<String, String> plain =
          new JavaGenerator(entry.options().withGrpc(false)).generate(schema, decls);
      new JavaGenerator(entry.options())
          .generate(schema, decls)
          .forEach(
              (path, content) -> {
                if (!plain.containsKey(path)) {
                  all.put(path, content);
                }
              });
    }
    return all;
  }

  /** Parses {@code goldens/goldens.txt}. */
  public static List<Entry> entries(Path root) {
    List<String> lines;
    try {
      lines = Files.readAllLines(root.resolve("goldens/goldens.txt"), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<Entry> entries = new ArrayList<>();
    for (String raw : lines) {
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] parts = line.split("\\s+");
      JavaOptions options = JavaOptions.defaults();
      for (int i = 1; i < parts.length; i++) {
        if (parts[i].equals("grpc")) {
          options = options.withGrpc(true);
          continue;
        }
        try {
          options = options.withPackageMapping(parts[i]);
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("goldens.txt: " + e.getMessage() + " in: " + raw, e);
        }
      }
      entries.add(new Entry(parts[0], options));
    }
    return entries;
  }
}
