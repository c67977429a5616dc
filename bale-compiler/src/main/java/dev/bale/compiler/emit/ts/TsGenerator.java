package dev.bale.compiler.emit.ts;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.SchemaFile;
import dev.bale.schema.model.ServiceDecl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Generates TypeScript for the compact codec: one module per schema package ({@code a/b.ts} for
 * package {@code a.b}) with, per declaration, an interface (or type) and a codec object of the same
 * name ({@code MediaContent.read/write/create}, {@code MediaContent.fingerprint}), plus a {@code
 * $meta} table describing every declaration (for JSON conversion in tests and tools).
 *
 * <p>The code mirrors the Java generator call for call on the runtime's reader and writer ({@code
 * ts/src/compact/}), so both produce and accept the same bytes: flags in field-id order, missing
 * fields read as defaults, unknown fields kept in {@code $unknown}, lists and maps as composite
 * levels. Values: 64-bit integers are {@code bigint} ({@code number} with {@code [ts_number]}),
 * other numbers {@code number}, {@code bytes} {@code Uint8Array}, lists arrays, maps {@code Map}
 * (insertion order = wire order), enums their {@code number}, unions {@code {case, value}},
 * optional fields {@code T | undefined}.
 */
public final class TsGenerator {
  /** The module specifier generated code imports the runtime from. */
  public static final String RUNTIME_MODULE = "@bale-dev/runtime";

  /** The runtime's subpath for helpers only generated code calls (ts/src/codegen.ts). */
  public static final String CODEGEN_MODULE = RUNTIME_MODULE + "/codegen";

  private final boolean grpc;

  /** A generator of the packages' modules only (services generate nothing). */
  public TsGenerator() {
    this(false);
  }

  private TsGenerator(boolean grpc) {
    this.grpc = grpc;
  }

  /**
   * A generator that also writes, for each package with services (SCHEMA.md §5b), its services
   * module {@code a/b.grpc.ts} ({@code grpc}), which imports {@code @bale-dev/runtime/grpc} and so
   * needs Node's types; or not.
   */
  public TsGenerator withGrpc(boolean grpc) {
    return new TsGenerator(grpc);
  }

  /** Generates one module per package of the given declarations: relative path -> content. */
  public Map<String, String> generate(Schema schema, List<Decl> decls) {
    Map<String, List<Decl>> byPackage = new TreeMap<>();
    for (Decl d : decls) {
      byPackage.computeIfAbsent(d.packageName(), k -> new ArrayList<>()).add(d);
    }
    // Every file's `root` statement goes into its package's module (SCHEMA.md "Root type").
    Map<String, SchemaFile> roots = new TreeMap<>();
    for (SchemaFile f : schema.files()) {
      if (f.root() == null) {
        continue;
      }
      SchemaFile other = roots.put(f.packageName(), f);
      if (other != null) {
        throw new IllegalArgumentException(
            "two root statements for the module of package '"
                + f.packageName()
                + "': "
                + other.path()
                + " and "
                + f.path());
      }
      byPackage.computeIfAbsent(f.packageName(), k -> new ArrayList<>());
    }
    Map<String, String> out = new TreeMap<>();
    for (Map.Entry<String, List<Decl>> e : byPackage.entrySet()) {
      out.put(
          path(e.getKey()),
          new TsModuleEmitter(e.getKey(), e.getValue(), roots.get(e.getKey())).emit());
    }
    if (grpc) {
      Map<String, List<ServiceDecl>> services = new TreeMap<>();
      for (ServiceDecl s : schema.services()) {
        services.computeIfAbsent(s.packageName(), k -> new ArrayList<>()).add(s);
      }
      services.forEach((pkg, list) -> out.put(grpcPath(pkg), TsServiceEmitter.emit(pkg, list)));
    }
    return out;
  }

  /**
   * Generates every declaration of every file of {@code schema} into {@code outDir}; returns the
   * files written.
   */
  public List<Path> writeTo(Schema schema, Path outDir) throws IOException {
    List<Decl> all = new ArrayList<>();
    for (SchemaFile f : schema.files()) {
      all.addAll(f.decls());
    }
    List<Path> written = new ArrayList<>();
    for (Map.Entry<String, String> e : generate(schema, all).entrySet()) {
      Path file = outDir.resolve(e.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
      written.add(file);
    }
    return written;
  }

  /** A JavaScript string literal. */
  static String quote(String s) {
    return TsModuleEmitter.str(s);
  }

  /** A type's canonical text as an identifier part ({@code list<a.B>} -> {@code list_a$B}). */
  static String mangleName(String canonical) {
    StringBuilder b = new StringBuilder();
    for (char c : canonical.toCharArray()) {
      if (Character.isLetterOrDigit(c) || c == '_') {
        b.append(c);
      } else if (c == '<' || c == ',') {
        b.append('_');
      } else if (c == '.') {
        b.append('$');
      }
    }
    return b.toString();
  }

  /** The services module of a package: {@code shop.orders} -> {@code shop/orders.grpc.ts}. */
  public static String grpcPath(String pkg) {
    String p = path(pkg);
    return p.substring(0, p.length() - ".ts".length()) + ".grpc.ts";
  }

  /** The module path of a package: {@code shop.orders} -> {@code shop/orders.ts}. */
  public static String path(String pkg) {
    return (pkg.isEmpty() ? "index" : pkg.replace('.', '/')) + ".ts";
  }
}
