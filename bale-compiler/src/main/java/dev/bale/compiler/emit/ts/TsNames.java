package dev.bale.compiler.emit.ts;

import dev.bale.schema.Roots;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.SchemaFile;
import dev.bale.schema.model.StructDecl;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The names of one TypeScript module, planned once before anything is emitted: every top-level name
 * the module declares, the local name of each runtime import and of each JS global the code uses,
 * and the alias of each imported module.
 *
 * <p>Rules (why the output never shadows or redeclares a name):
 *
 * <ul>
 *   <li>Each declaration {@code X} declares {@code X} and, by kind, {@code X$flat}, {@code XView},
 *       {@code X$fields} or {@code X$cases}; the module declares {@code $meta} and, with a {@code
 *       root} statement, {@code $root}, {@code $root$flat}, {@code $rootType} and perhaps the
 *       wrapper {@code root}. Two of these being equal is an error, reported here.
 *   <li>A runtime name is imported under its own name unless the module declares that name; then it
 *       is aliased {@code $Name} ({@code $} cannot start a schema name), or {@code $Name$2} when an
 *       imported module's alias took {@code $Name} first (a package named like a runtime export).
 *       The compact codec's types, the root helpers and {@code JsonValue} are always aliased (see
 *       {@link TsWriter.Runtime}).
 *   <li>A JS global ({@code Map}, {@code DataView}, ...) is written {@code globalThis.Name} when
 *       the module declares the name ({@code globalThis} cannot name a schema type).
 *   <li>Inside functions the generated code binds the names of {@link #LOCALS} and {@code _}
 *       followed by a field name. A declaration {@code X} that one of them could shadow (a name of
 *       {@link #LOCALS}, or any name starting with {@code _}) also declares the alias {@code
 *       X$codec} ({@code const X$codec = X;}, right after {@code X}), and every value reference to
 *       {@code X} inside a function goes through {@link #value}; type references stay {@code X},
 *       since TypeScript looks types up apart from values and no local is a type. Other modules'
 *       declarations are referred to through their module's alias, which no local takes.
 *   <li>The alias of an imported module is {@code $a_b} for package {@code a.b}, unless the module
 *       declares that name, a local takes it or the alias of a runtime import or of another package
 *       ({@code a_b}) is already that name; then {@code $a_b$2} (or the next free number).
 *   <li>Type names that are TypeScript reserved words are rejected by the schema checker; members
 *       (fields, cases, enum values) may be reserved words: the generated code uses them only as
 *       property names and prefixes locals ({@code _name}).
 * </ul>
 */
final class TsNames {
  /**
   * Every name the generated code binds inside a function (parameters, locals, loop and arrow
   * parameters), besides {@code _} followed by a field name. Any of them may also be a schema name
   * ({@code message b}, {@code struct pos}); see the rule in the class comment.
   *
   * <p>Why aliases rather than locals no schema name can take ({@code $r} or {@code r$}): the
   * output stays as it was for every schema without such a name, a person reading it sees {@code
   * read(r: CompactReader)}, and the rule is one lookup at the few places that refer to a
   * declaration by value, where renaming the locals touches every line of every emitter. {@code
   * TsLocalsTest} holds this list to what the emitters write, and goldens/ts/clashes (every name
   * here declared) is type-checked by {@code make ts-test}.
   */
  static final Set<String> LOCALS =
      Set.of(
          // compact read and write, their list and map helpers, fieldName(id)
          "r",
          "w",
          "v",
          "id",
          "shared",
          "$flags",
          "$unknown",
          "count",
          "list",
          "i",
          "map",
          "spread",
          "key",
          "value",
          "e",
          "u",
          // flat verify, read and write, views and helpers
          "b",
          "d",
          "obj",
          "only",
          "ptrs_",
          "dbytes_",
          "data_",
          "t",
          "x",
          "m",
          "c",
          "pos",
          "cell",
          "slot",
          "field",
          "required",
          "n",
          "keys",
          "at",
          "out",
          "a",
          "buf",
          "off");

  /** Top-level name -> what declares it (for the error when two declare the same name). */
  private final Map<String, String> declared = new HashMap<>();

  /** Imported package -> its module alias, in order of first use. */
  private final Map<String, String> moduleAliases = new HashMap<>();

  /** Runtime name -> its {@code $} alias, for the names imported aliased. */
  private final Map<String, String> runtimeAliases = new HashMap<>();

  /** Every module and runtime alias given so far: one pool, first come first served. */
  private final Set<String> aliasNames = new HashSet<>();

  private TsNames() {}

  /** The plan of the module of package {@code pkg}. */
  static TsNames plan(String pkg, List<Decl> decls, SchemaFile rootFile) {
    TsNames n = new TsNames();
    n.declare("$meta", "the module's metadata");
    if (rootFile != null) {
      String root = "the root of " + rootFile.path();
      for (String s : List.of("$root", "$root$flat", "$rootType")) {
        n.declare(s, root);
      }
      if (!Roots.isMessage(rootFile.root())) {
        // The schema checker rejects such a declaration (rule N6); this stays for schemas built
        // without it.
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
    if (shadowable(x)) {
      declare(x + "$codec", owner);
    }
  }

  /**
   * Whether a function's parameter or local could take the name {@code x} (see {@link #LOCALS}).
   */
  private static boolean shadowable(String x) {
    return LOCALS.contains(x) || x.startsWith("_");
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
    if (!kind.aliased() && !declares(name)) {
      return name;
    }
    return runtimeAliases.computeIfAbsent(name, n -> fresh("$" + n));
  }

  /** A global of the JS environment, as {@code globalThis.X} when the module declares {@code X}. */
  String global(String name) {
    return declares(name) ? "globalThis." + name : name;
  }

  /**
   * How code inside a function refers to the value (the codec object) of declaration {@code x} of
   * this module: {@code x}, or its alias {@code x$codec} when a parameter or local could shadow
   * {@code x}. Enums have no alias: generated functions never refer to an enum's value object.
   */
  String value(String x) {
    return declares(x + "$codec") ? x + "$codec" : x;
  }

  /**
   * The namespace alias of the module of package {@code pkg}: {@code $a_b} for {@code a.b}, unless
   * that name is taken (see the class comment).
   */
  String moduleAlias(String pkg) {
    return moduleAliases.computeIfAbsent(pkg, p -> fresh("$" + p.replace('.', '_')));
  }

  /**
   * {@code base}, or {@code base$2} (the first free number) when the module declares it, a local
   * takes it or another alias already is it; the result is an alias from now on.
   */
  private String fresh(String base) {
    String alias = base;
    for (int i = 2; declares(alias) || LOCALS.contains(alias) || aliasNames.contains(alias); i++) {
      alias = base + "$" + i;
    }
    aliasNames.add(alias);
    return alias;
  }
}
