package dev.bale.compiler.emit.ts;

import dev.bale.schema.Roots;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.SchemaFile;
import dev.bale.schema.model.StructDecl;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The names of one TypeScript module, planned once before anything is emitted: every top-level name
 * the module declares, the local name of each runtime import and of each JS global the code uses,
 * and the alias of each imported module.
 *
 * <p>Rules (why the output never shadows or redeclares a name):
 *
 * <ul>
 *   <li>Each declaration {@code X} declares {@code X} and, by kind, {@code X$flat}, {@code XView},
 *       {@code X$fields} or {@code X$cases}; the module declares {@code $meta}, {@code $Runtime}
 *       and, with a {@code root} statement, {@code $root}, {@code $root$flat}, {@code $rootType}
 *       and perhaps the wrapper {@code root}. Two of these being equal is an error, reported here.
 *   <li>A runtime name is imported under its own name unless the module declares that name; then it
 *       is aliased {@code $Name} ({@code $} cannot start a schema name, and no generated name is
 *       {@code $} followed by a runtime name). The compact codec's types, the root helpers and
 *       {@code JsonValue} are always aliased (see {@link TsWriter.Runtime}).
 *   <li>A JS global ({@code Map}, {@code DataView}, ...) is written {@code globalThis.Name} when
 *       the module declares the name.
 *   <li>Type names that are TypeScript reserved words are rejected by the schema checker; members
 *       (fields, cases, enum values) may be reserved words: the generated code uses them only as
 *       property names and prefixes locals ({@code _name}).
 * </ul>
 */
final class TsNames {
  /** Top-level name -> what declares it (for the error when two declare the same name). */
  private final Map<String, String> declared = new HashMap<>();

  private TsNames() {}

  /** The plan of the module of package {@code pkg}. */
  static TsNames plan(String pkg, List<Decl> decls, SchemaFile rootFile) {
    TsNames n = new TsNames();
    n.declare("$meta", "the module's metadata");
    n.declare("$Runtime", "the module's runtime types");
    if (rootFile != null) {
      String root = "the root of " + rootFile.path();
      for (String s : List.of("$root", "$root$flat", "$rootType")) {
        n.declare(s, root);
      }
      if (!Roots.isMessage(rootFile.root())) {
        for (Decl d : decls) {
          if (d.name().equals(Roots.WRAPPER_NAME) || d.name().equals("rootView")) {
            throw new IllegalArgumentException(
                "package '"
                    + pkg
                    + "' declares '"
                    + d.name()
                    + "', the name of the generated root wrapper of "
                    + rootFile.path());
          }
        }
        n.declareDecl(Roots.message(rootFile.root()), "the root wrapper of " + rootFile.path());
      }
    }
    for (Decl d : decls) {
      n.declareDecl(d, "'" + d.fullName() + "'");
    }
    return n;
  }

  private void declareDecl(Decl d, String owner) {
    String x = d.name();
    declare(x, owner);
    if (d instanceof EnumDecl) {
      return;
    }
    declare(x + "$flat", owner);
    if (d instanceof MessageDecl || d instanceof StructDecl) {
      declare(x + "$fields", owner);
    } else {
      declare(x + "$cases", owner);
    }
    if (d instanceof MessageDecl) {
      declare(x + "View", owner);
    }
  }

  private void declare(String name, String owner) {
    String other = declared.putIfAbsent(name, owner);
    if (other != null) {
      throw new IllegalArgumentException(
          "TypeScript: " + owner + " and " + other + " both generate the name '" + name + "'");
    }
  }

  /** Whether the module declares {@code name} at top level. */
  boolean declares(String name) {
    return declared.containsKey(name);
  }

  /** The local name of runtime import {@code name} of the given kind. */
  String runtime(TsWriter.Runtime kind, String name) {
    return kind.aliased() || declares(name) ? "$" + name : name;
  }

  /** A global of the JS environment, as {@code globalThis.X} when the module declares {@code X}. */
  String global(String name) {
    return declares(name) ? "globalThis." + name : name;
  }

  /** The namespace alias of the module of package {@code pkg} ({@code a.b} -> {@code $a_b}). */
  static String moduleAlias(String pkg) {
    return "$" + pkg.replace('.', '_');
  }
}
