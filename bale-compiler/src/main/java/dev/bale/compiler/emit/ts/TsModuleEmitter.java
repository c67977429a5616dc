package dev.bale.compiler.emit.ts;

import static dev.bale.compiler.emit.ts.TsGenerator.path;

import dev.bale.schema.FieldDefaults;
import dev.bale.schema.Roots;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.Literal;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.SchemaFile;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionDecl;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Emits one TypeScript module: the compact code of a schema package's declarations (the flat code
 * comes from {@link FlatTsEmitter}), written through one {@link TsWriter} whose names {@link
 * TsNames} planned before emission. This class holds the module's state (the writer, the helpers
 * written so far) with the entry point, roots, TypeScript types, defaults and text helpers; the
 * parts, one per job, are {@link TsRecords}, {@link TsUnionsEnums} and {@link TsValueCode}.
 */
final class TsModuleEmitter {
  final String pkg;
  final List<Decl> decls;

  /** The module's writer; {@link #out} is where the parts write now (it or a helper's fork). */
  final TsWriter module;

  TsWriter out;
  final Map<String, TsWriter> readHelpers = new LinkedHashMap<>();
  final Map<String, TsWriter> writeHelpers = new LinkedHashMap<>();
  final TsRecords records = new TsRecords(this);
  final TsUnionsEnums unionsEnums = new TsUnionsEnums(this);
  final TsValueCode values = new TsValueCode(this);

  /** The file whose {@code root} statement this module carries, or null. */
  final SchemaFile rootFile;

  /** The flat codec's emitter of this module. */
  final FlatTsEmitter flat;

  TsModuleEmitter(String pkg, List<Decl> decls, SchemaFile rootFile) {
    this.pkg = pkg;
    this.decls = decls;
    this.rootFile = rootFile;
    this.module = new TsWriter(TsNames.plan(pkg, decls, rootFile));
    this.out = module;
    this.flat = new FlatTsEmitter(flatContext(), module);
  }

  String emit() {
    for (Decl d : decls) {
      if (d instanceof MessageDecl m) {
        records.record(m, m.fields(), true);
        flat.message(m);
      } else if (d instanceof StructDecl s) {
        records.record(s, s.fields(), false);
        flat.struct(s);
      } else if (d instanceof EnumDecl e) {
        unionsEnums.enumDecl(e);
      } else {
        unionsEnums.union((UnionDecl) d);
        flat.union((UnionDecl) d);
      }
    }
    if (rootFile != null) {
      root();
    }
    for (TsWriter h : readHelpers.values()) {
      module.append(h);
    }
    for (TsWriter h : writeHelpers.values()) {
      module.append(h);
    }
    flat.appendHelpers();
    unionsEnums.meta();
    return module.toFile("Package " + pkg + ".");
  }

  /** A type of the compact runtime ({@code $MessageType}, ...), imported. */
  String compactType(String name) {
    return out.runtime(TsWriter.Runtime.COMPACT_TYPE, name);
  }

  /**
   * The type a generated {@code write} writes through, {@code $CompactSink} (as in Java: the {@code
   * CompactWriter}'s calls for generated code), imported from the codegen subpath.
   */
  String sinkType() {
    return out.runtime(TsWriter.Runtime.CODEGEN_TYPE, "CompactSink");
  }

  /** The type a generated {@code read} reads through, {@code $CompactSource}, imported. */
  String sourceType() {
    return out.runtime(TsWriter.Runtime.CODEGEN_TYPE, "CompactSource");
  }

  /** What the flat emitter needs from this module emitter. */
  FlatTsEmitter.Ctx flatContext() {
    return new FlatTsEmitter.Ctx() {
      @Override
      public String ref(NamedType n) {
        return TsModuleEmitter.this.ref(n);
      }

      @Override
      public String valueRef(NamedType n) {
        return TsModuleEmitter.this.valueRef(n);
      }

      @Override
      public String tsType(TypeRef t, FieldOptions o) {
        return TsModuleEmitter.this.tsType(t, o);
      }

      @Override
      public String defaultExpr(Field f) {
        return TsModuleEmitter.this.defaultExpr(f);
      }

      @Override
      public boolean hasDefault(Decl d) {
        return FieldDefaults.hasDefault(d);
      }
    };
  }

  /**
   * The module's root (SCHEMA.md "Root type", FORMAT.md §2.3): {@code $root} and {@code
   * $root$flat}, the codecs of the root value, and {@code $rootType}, its type as text. A root that
   * is not a message first gets its wrapper {@code message root { T value = 1; }} generated like
   * any message ({@code root}, {@code root$flat}, {@code rootView}); the schema checker (rule N6)
   * and {@link TsNames} have checked that no declaration takes those names.
   */
  void root() {
    TypeRef type = rootFile.root();
    String text = type.canonical();
    String value = tsType(type, FieldOptions.DEFAULT);
    List<String> doc =
        List.of(
            "The root of `"
                + rootFile.path()
                + "`: `root "
                + text
                + ";` (SCHEMA.md \"Root type\").",
            "Encode and decode the value with `$root` (compact) and `$root$flat` (flat):",
            "`encode($root, value)`, `decodeFlat($root$flat, bytes)`; `$root.fingerprint` is the",
            "fingerprint frames and streams carry.");
    String flatType = out.runtime(TsWriter.Runtime.FLAT_TYPE, "FlatMessageType");
    String messageType = compactType("MessageType");
    if (Roots.isMessage(type)) {
      String msg = ref((NamedType) type);
      out.doc(doc);
      out.line("export const $root: " + messageType + "<" + value + "> = " + msg + ";");
      out.blank();
      out.line("/** The flat codec of the root value (the message's own). */");
      out.line("export const $root$flat: " + flatType + "<" + value + "> = " + msg + "$flat;");
    } else {
      MessageDecl wrapper = Roots.message(type);
      out.doc(
          List.of(
              "The root wrapper of `" + rootFile.path() + "` (FORMAT.md §2.3): the message a root",
              "of `"
                  + text
                  + "` is on the wire. Use `$root` / `$root$flat` for the value itself."));
      records.record(wrapper, wrapper.fields(), true);
      flat.message(wrapper);
      out.doc(doc);
      String rootValue = out.runtime(TsWriter.Runtime.ROOT_VALUE, "rootValue");
      out.line("export const $root: " + messageType + "<" + value + "> = " + rootValue + "(root);");
      out.blank();
      out.line("/** The flat codec of the root value: `encodeFlat($root$flat, value)`. */");
      String rootFlatValue = out.runtime(TsWriter.Runtime.ROOT_VALUE, "rootFlatValue");
      out.line(
          "export const $root$flat: "
              + flatType
              + "<"
              + value
              + "> = "
              + rootFlatValue
              + "(root$flat);");
    }
    out.blank();
    out.line(
        "/** The root type as the schema's `root` statement names it (for `toJson`/`fromJson`). */");
    out.line("export const $rootType = " + str(text) + ";");
    out.blank();
  }

  String tsType(TypeRef t, FieldOptions o) {
    if (t instanceof ScalarType s) {
      return switch (s.kind()) {
        case BOOL -> "boolean";
        case I8, I16, I32, U8, U16, U32, F32, F64 -> "number";
        case I64, U64 -> o.tsNumber() ? "number" : "bigint";
        case STRING -> "string";
        case BYTES -> g("Uint8Array");
        case JSON -> out.runtime(TsWriter.Runtime.JSON_TYPE, "JsonValue");
      };
    }
    if (t instanceof ListType l) {
      String e = tsType(l.element(), o);
      // A map type has a space ("Map<K, V>"): parenthesised, so that `[]` applies to all of it.
      return (l.element() instanceof MapType ? "(" + e + ")" : e) + "[]";
    }
    if (t instanceof MapType m) {
      return g("Map") + "<" + tsType(m.key(), o) + ", " + tsType(m.value(), o) + ">";
    }
    return ref((NamedType) t);
  }

  /** The TypeScript name of a declaration as a type (or its {@code X$flat}, {@code XView}). */
  String ref(NamedType n) {
    Decl d = n.decl();
    if (d.packageName().equals(pkg)) {
      return d.name();
    }
    return out.imported(d.packageName(), relativeImport(pkg, d.packageName()), d.name());
  }

  /**
   * The codec object of a declaration, as code inside a function refers to it: through its alias
   * when a local could shadow its name ({@link TsNames#value}).
   */
  String valueRef(NamedType n) {
    Decl d = n.decl();
    return d.packageName().equals(pkg) ? value(d.name()) : ref(n);
  }

  /** The codec object of declaration {@code name} of this module, inside a function. */
  String value(String name) {
    return out.names().value(name);
  }

  /**
   * After the codec object of declaration {@code name}: its alias ({@link TsNames#value}) when it
   * has one.
   */
  void valueAlias(String name) {
    String alias = value(name);
    if (!alias.equals(name)) {
      out.line(
          "// Functions refer to "
              + name
              + " as "
              + alias
              + ": a local of theirs may be named "
              + name
              + ".");
      out.line("const " + alias + " = " + name + ";");
      out.blank();
    }
  }

  /**
   * For an {@code [omit_default]} field: a condition, true when the value {@code get} differs from
   * the default and so is written (FORMAT.md §3.2), the same decision as Java's: floats by their
   * bits (so -0 and NaN are written; an {@code f32} as it narrows), enums by number, lists, bytes
   * and maps by emptiness. A value of the wrong type counts as different, so that the writer's own
   * check reports it.
   */
  String differs(Field f, String get) {
    TypeRef t = f.type();
    if (t instanceof ListType) {
      return get + "?.length !== 0";
    }
    if (t instanceof MapType) {
      return get + "?.size !== 0";
    }
    if (t instanceof ScalarType s) {
      switch (s.kind()) {
        case BYTES:
          return get + "?.length !== 0";
        case F32:
        case F64:
          {
            // The default's bits (FieldDefaults, the one definition), compared as JS can: by
            // value, with the sign of a zero, and NaN as NaN (JS keeps no NaN payloads).
            long bits = FieldDefaults.bits(f);
            double d =
                s.kind() == ScalarKind.F32
                    ? Float.intBitsToFloat((int) bits)
                    : Double.longBitsToDouble(bits);
            String x = s.kind() == ScalarKind.F32 ? g("Math") + ".fround(" + get + ")" : get;
            if (d == 0 && 1 / d > 0) {
              return "(" + x + " !== 0 || 1 / " + x + " < 0)";
            }
            if (d == 0) {
              return "!(" + x + " === 0 && 1 / " + x + " < 0)";
            }
            if (Double.isNaN(d)) {
              return "!" + g("Number") + ".isNaN(" + x + ")";
            }
            return x + " !== " + number(d);
          }
        default:
          break;
      }
    }
    return get + " !== " + defaultExpr(f);
  }

  String defaultExpr(Field f) {
    FieldOptions o = opts(f);
    Literal lit = f.defaultValue();
    TypeRef t = f.type();
    if (t instanceof ScalarType s) {
      return lit != null ? scalarLiteral(s.kind(), o, lit) : zero(s.kind(), o);
    }
    if (t instanceof ListType) {
      return "[]";
    }
    if (t instanceof MapType) {
      return "new " + g("Map") + "()";
    }
    Decl d = ((NamedType) t).decl();
    if (d instanceof EnumDecl e) {
      EnumValue v = FieldDefaults.enumValue(f, e);
      return Integer.toString(v.value());
    }
    if (FieldDefaults.hasDefault(d)) {
      return valueRef((NamedType) t) + ".create()";
    }
    return null;
  }

  String zero(ScalarKind k, FieldOptions o) {
    return switch (k) {
      case BOOL -> "false";
      case I64, U64 -> o.tsNumber() ? "0" : "0n";
      case STRING -> "\"\"";
      case BYTES -> "new " + g("Uint8Array") + "(0)";
      case JSON -> "null";
      default -> "0";
    };
  }

  String scalarLiteral(ScalarKind k, FieldOptions o, Literal lit) {
    Object v = lit.value();
    return switch (k) {
      case BOOL -> v.toString();
      case I8, I16, I32, U8, U16, U32 -> Long.toString((Long) v);
      case I64 -> o.tsNumber() ? Long.toString((Long) v) : ((Long) v) + "n";
      case U64 ->
          o.tsNumber() ? Long.toUnsignedString((Long) v) : Long.toUnsignedString((Long) v) + "n";
      case F32 -> number(((Double) v).floatValue());
      case F64 -> number((Double) v);
      case STRING -> str((String) v);
      case BYTES, JSON ->
          throw new IllegalArgumentException(k.keyword() + " fields have no [default]");
    };
  }

  String number(double d) {
    if (Double.isNaN(d)) {
      return g("NaN");
    }
    if (Double.isInfinite(d)) {
      return (d > 0 ? "" : "-") + g("Infinity");
    }
    if (d == 0 && 1 / d < 0) {
      return "-0";
    }
    return Double.toString(d);
  }

  /**
   * A global of the JS environment ({@code Map}, {@code Uint8Array}, ...), as {@code globalThis.X}
   * when a declaration of this module has the same name and would shadow it.
   */
  String g(String global) {
    return out.global(global);
  }

  static FieldOptions opts(Field f) {
    return f.options();
  }

  static boolean is64(ScalarKind k) {
    return k == ScalarKind.I64 || k == ScalarKind.U64;
  }

  static String local(Field f) {
    return "_" + f.name();
  }

  /** A property name: schema names are identifiers; quoted when they could confuse a reader. */
  static String prop(String name) {
    return name;
  }

  static String access(String name) {
    return "." + name;
  }

  static String relativeImport(String from, String to) {
    String[] a = path(from).split("/");
    String[] b = path(to).split("/");
    int common = 0;
    while (common < a.length - 1 && common < b.length - 1 && a[common].equals(b[common])) {
      common++;
    }
    StringBuilder s = new StringBuilder();
    for (int i = common; i < a.length - 1; i++) {
      s.append("../");
    }
    if (s.length() == 0) {
      s.append("./");
    }
    for (int i = common; i < b.length; i++) {
      s.append(b[i]).append(i < b.length - 1 ? "/" : "");
    }
    String p = s.toString();
    return p.substring(0, p.length() - ".ts".length()) + ".js";
  }

  static String str(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20 || c > 0x7e) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }
}
