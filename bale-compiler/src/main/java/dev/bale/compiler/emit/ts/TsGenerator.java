package dev.bale.compiler.emit.ts;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.schema.Canonical;
import dev.bale.schema.Roots;
import dev.bale.schema.compact.CompactLayout;
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
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.SchemaFile;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

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
          new ModuleEmitter(e.getKey(), e.getValue(), roots.get(e.getKey())).emit());
    }
    return out;
  }

  /** Generates every declaration of every file of {@code schema} into {@code outDir}. */
  public void writeTo(Schema schema, Path outDir) throws IOException {
    List<Decl> all = new ArrayList<>();
    for (SchemaFile f : schema.files()) {
      all.addAll(f.decls());
    }
    for (Map.Entry<String, String> e : generate(schema, all).entrySet()) {
      Path file = outDir.resolve(e.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
    }
  }

  /** The module path of a package: {@code shop.orders} -> {@code shop/orders.ts}. */
  /** A JavaScript string literal. */
  static String quote(String s) {
    return ModuleEmitter.str(s);
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

  public static String path(String pkg) {
    return (pkg.isEmpty() ? "index" : pkg.replace('.', '/')) + ".ts";
  }

  static final class ModuleEmitter {
    private final String pkg;
    private final List<Decl> decls;
    private final StringBuilder sb = new StringBuilder();
    private final Set<String> imports = new TreeSet<>();
    private boolean usesJson;
    private final Map<String, String> readHelpers = new LinkedHashMap<>();
    private final Map<String, String> writeHelpers = new LinkedHashMap<>();
    private int indent;

    /** The file whose {@code root} statement this module carries, or null. */
    private final SchemaFile rootFile;

    /** The flat codec's emitter of this module; also keeps the module's runtime imports. */
    private FlatTsEmitter flat;

    ModuleEmitter(String pkg, List<Decl> decls, SchemaFile rootFile) {
      this.pkg = pkg;
      this.decls = decls;
      this.rootFile = rootFile;
    }

    String emit() {
      StringBuilder body = new StringBuilder();
      flat = new FlatTsEmitter(flatContext());
      for (Decl d : decls) {
        sb.setLength(0);
        if (d instanceof MessageDecl m) {
          record(m, m.fields(), true);
          sb.append(flat.message(m));
        } else if (d instanceof StructDecl s) {
          record(s, s.fields(), false);
          sb.append(flat.struct(s));
        } else if (d instanceof EnumDecl e) {
          enumDecl(e);
        } else {
          union((UnionDecl) d);
          sb.append(flat.union((UnionDecl) d));
        }
        body.append(sb);
      }
      if (rootFile != null) {
        sb.setLength(0);
        root(flat);
        body.append(sb);
      }
      sb.setLength(0);
      for (String h : readHelpers.values()) {
        body.append(h);
      }
      for (String h : writeHelpers.values()) {
        body.append(h);
      }
      body.append(flat.helpers());
      meta(body);
      StringBuilder head = new StringBuilder();
      head.append("// Generated by the Bale compiler. Do not edit.\n");
      head.append("// Package ").append(pkg).append(".\n");
      head.append("import type {\n");
      // Aliased with `$` (which schema names cannot contain), so no declaration shadows them.
      head.append("  CompactReader as $CompactReader,\n  CompactType as $CompactType,\n");
      head.append("  CompactWriter as $CompactWriter,\n  DeclMeta as $DeclMeta,\n");
      head.append("  MessageType as $MessageType,\n  UnknownFields as $UnknownFields,\n} from \"")
          .append(RUNTIME_MODULE)
          .append("\";\n");
      if (rootFile != null && !Roots.isMessage(rootFile.root())) {
        head.append("import { rootFlatValue as $rootFlatValue, rootValue as $rootValue } from \"")
            .append(RUNTIME_MODULE)
            .append("\";\n");
      }
      if (usesJson) {
        head.append("import type { JsonValue as $JsonValue } from \"")
            .append(RUNTIME_MODULE)
            .append("\";\n");
      }
      Set<String> flatTypes = Set.of("FlatBuilder", "FlatVerifier", "FlatMessageType", "Limits");
      List<String> flatValues = new ArrayList<>();
      List<String> flatTypeNames = new ArrayList<>();
      for (String r : flat.runtimeImports()) {
        (flatTypes.contains(r) ? flatTypeNames : flatValues).add(r);
      }
      if (!flatTypeNames.isEmpty()) {
        head.append("import type { ")
            .append(String.join(", ", flatTypeNames))
            .append(" } from \"")
            .append(RUNTIME_MODULE)
            .append("\";\n");
      }
      if (!flatValues.isEmpty()) {
        head.append("import { ")
            .append(String.join(", ", flatValues))
            .append(" } from \"")
            .append(CODEGEN_MODULE)
            .append("\";\n");
      }
      for (String other : imports) {
        head.append("import * as ")
            .append(alias(other))
            .append(" from \"")
            .append(relativeImport(pkg, other))
            .append("\";\n");
      }
      head.append("\n// Keeps the type-only imports used even by modules without messages.\n");
      head.append(
          "export type $Runtime = [$CompactReader, $CompactWriter, $CompactType<unknown>, $MessageType<unknown>, $UnknownFields];\n\n");
      return head.append(body).toString();
    }

    /** What the flat emitter needs from this module emitter. */
    private FlatTsEmitter.Ctx flatContext() {
      return new FlatTsEmitter.Ctx() {
        @Override
        public String ref(NamedType n) {
          return ModuleEmitter.this.ref(n);
        }

        @Override
        public String tsType(TypeRef t, FieldOptions o) {
          return ModuleEmitter.this.tsType(t, o);
        }

        @Override
        public String defaultExpr(Field f) {
          return ModuleEmitter.this.defaultExpr(f);
        }

        @Override
        public boolean hasDefault(Decl d) {
          return hasDefaultInstance(d, new HashSet<>());
        }
      };
    }

    // ------------------------------------------------------------------ declarations

    /**
     * The module's root (SCHEMA.md "Root type", FORMAT.md §2.3): {@code $root} and {@code
     * $root$flat}, the codecs of the root value, and {@code $rootType}, its type as text. A root
     * that is not a message first gets its wrapper {@code message root { T value = 1; }} generated
     * like any message ({@code root}, {@code root$flat}, {@code rootView}).
     */
    private void root(FlatTsEmitter flat) {
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
      if (Roots.isMessage(type)) {
        String msg = ref((NamedType) type);
        doc(doc, "");
        line("export const $root: $MessageType<" + value + "> = " + msg + ";");
        line("");
        line("/** The flat codec of the root value (the message's own). */");
        line("export const $root$flat: FlatMessageType<" + value + "> = " + msg + "$flat;");
        flat.useRuntime("FlatMessageType");
      } else {
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
        MessageDecl wrapper = Roots.message(type);
        doc(
            List.of(
                "The root wrapper of `"
                    + rootFile.path()
                    + "` (FORMAT.md §2.3): the message a root",
                "of `"
                    + text
                    + "` is on the wire. Use `$root` / `$root$flat` for the value itself."),
            "");
        record(wrapper, wrapper.fields(), true);
        sb.append(flat.message(wrapper));
        doc(doc, "");
        line("export const $root: $MessageType<" + value + "> = $rootValue(root);");
        line("");
        line("/** The flat codec of the root value: `encodeFlat($root$flat, value)`. */");
        line(
            "export const $root$flat: FlatMessageType<" + value + "> = $rootFlatValue(root$flat);");
        flat.useRuntime("FlatMessageType");
      }
      line("");
      line(
          "/** The root type as the schema's `root` statement names it (for `toJson`/`fromJson`). */");
      line("export const $rootType = " + str(text) + ";");
      line("");
    }

    private void record(Decl d, List<Field> fields, boolean message) {
      String name = d.name();
      doc(d.doc(), "");
      line("export interface " + name + " {");
      for (Field f : fields) {
        List<String> doc = new ArrayList<>(f.doc());
        if (f.deprecated()) {
          doc.add("@deprecated");
        }
        doc("  ", doc);
        line(
            "  "
                + prop(f.name())
                + (f.optional() ? "?: " + tsType(f.type(), opts(f)) + " | undefined" : ": ")
                + (f.optional() ? "" : tsType(f.type(), opts(f)))
                + ";");
      }
      if (message) {
        line("  /** Fields and flag bits of a newer writer, kept for re-encoding. */");
        line("  $unknown?: $UnknownFields | undefined;");
      }
      line("}");
      line("");
      String iface = message ? "$MessageType<" + name + ">" : "$CompactType<" + name + ">";
      String typeDecl = message ? iface : iface + " & { create(): " + name + " }";
      line("export const " + name + ": " + typeDecl + " = {");
      indent = 1;
      line("schemaName: " + str(d.fullName()) + ",");
      if (message) {
        line("fingerprint: 0x" + Long.toUnsignedString(Canonical.fingerprint(d), 16) + "n,");
      }
      line("fieldName(id: number): string | undefined {");
      line("  return " + name + "$fields[id];");
      line("},");
      create(name, fields, message);
      if (message) {
        readMessage(name, d, fields);
        writeMessage(name, d);
      } else {
        readStruct(name, fields);
        writeStruct(name, fields);
      }
      indent = 0;
      line("};");
      line("");
      StringBuilder names =
          new StringBuilder("const " + name + "$fields: (string | undefined)[] = [undefined");
      for (Field f : fields) {
        names.append(", ").append(str(f.name()));
      }
      line(names.append("];").toString());
      line("");
    }

    private void create(String name, List<Field> fields, boolean message) {
      line("create(): " + name + " {");
      line("  return {");
      for (Field f : fields) {
        String v;
        if (f.optional()) {
          v = "undefined";
        } else {
          String dflt = defaultExpr(f);
          // A union field has no default: left unset, writing it fails until the caller sets it.
          v = dflt != null ? dflt : "undefined as unknown as " + tsType(f.type(), opts(f));
        }
        line("    " + prop(f.name()) + ": " + v + ",");
      }
      if (message) {
        line("    $unknown: undefined,");
      }
      line("  };");
      line("},");
    }

    private void readMessage(String name, Decl decl, List<Field> fields) {
      line("read(r: $CompactReader): " + name + " {");
      indent++;
      // The decoded-size budget (FORMAT.md §7.1): the same estimate as the Java record's.
      line("const shared = r.beginMessage(" + name + ", " + DecodedSize.record(decl) + ");");
      line("if (shared !== undefined) return shared;");
      CompactLayout layout = CompactLayout.of((MessageDecl) decl);
      if (layout.flagBits() > 0) {
        // The first 28 flag bits as one int, read before any field (a nested message replaces it).
        line("const $flags = r.flagBits();");
      }
      for (CompactLayout.Slot slot : layout.slots()) {
        Field f = slot.field();
        String local = local(f);
        String t = tsType(f.type(), opts(f));
        if (!slot.inBody()) {
          String valueBit = flagTest(slot.valueBit(), slot.boolDefault());
          if (slot.optional()) {
            line(
                "const "
                    + local
                    + " = "
                    + flagTest(slot.presenceBit(), false)
                    + " ? "
                    + valueBit
                    + " : undefined;");
          } else {
            line("const " + local + " = " + valueBit + ";");
          }
          continue;
        }
        if (slot.optional()) {
          line(
              "const "
                  + local
                  + ": "
                  + t
                  + " | undefined = "
                  + flagTest(slot.presenceBit(), false)
                  + " && r.mark("
                  + f.id()
                  + ") ? "
                  + readExpr(f.type(), opts(f))
                  + " : undefined;");
          continue;
        }
        String dflt = defaultExpr(f);
        if (slot.omitsDefault()) {
          // FORMAT.md §3.2: a set bit means the value follows; a clear one, the default, read
          // exactly as a field the body left out (§3.4: its levels and its budget charge).
          String test = flagTest(slot.presenceBit(), false);
          readOrDefault(f, local, t, test, test + " && r.mark(" + f.id() + ")", dflt);
          continue;
        }
        if (dflt == null) {
          line("r.field(" + f.id() + ");");
          line("if (!r.hasMore()) {");
          line(
              "  throw r.error(\"TRUNCATED\", "
                  + str("message ends before field '" + f.name() + "', which has no default")
                  + ");");
          line("}");
          line("const " + local + ": " + t + " = " + readExpr(f.type(), opts(f)) + ";");
          continue;
        }
        readOrDefault(f, local, t, "r.hasMore()", "r.next(" + f.id() + ")", dflt);
      }
      line("const $unknown = r.endMessage(" + layout.flagBits() + ");");
      line("return {");
      for (Field f : fields) {
        line("  " + prop(f.name()) + ": " + local(f) + ",");
      }
      line("  $unknown,");
      line("};");
      indent--;
      line("},");
    }

    /**
     * Reads field {@code f} into {@code local} when {@code present} holds, else gives it its
     * default {@code dflt} as a field the body left out takes it (FORMAT.md §3.4): the levels that
     * default would take checked against the depth limit, its decoded size charged. {@code
     * presentMarked} is the same test that also marks the field for error paths, for the one-line
     * form of defaults that take neither.
     */
    private void readOrDefault(
        Field f, String local, String t, String present, String presentMarked, String dflt) {
      int levels = dev.bale.schema.DefaultLevels.of(f);
      int missing = DecodedSize.missingDefault(f.type());
      String read = readExpr(f.type(), opts(f));
      if (levels == 0 && missing == 0) {
        line(
            "const "
                + local
                + ": "
                + t
                + " = "
                + presentMarked
                + " ? "
                + read
                + " : "
                + dflt
                + ";");
        return;
      }
      line("let " + local + ": " + t + ";");
      line("if (" + present + ") {");
      line("  r.field(" + f.id() + ");");
      line("  " + local + " = " + read + ";");
      line("} else {");
      if (levels > 0) {
        line("  r.field(" + f.id() + ");");
        line("  r.defaultLevels(" + levels + ");");
      }
      int messages = dev.bale.schema.DefaultLevels.messages(f);
      if (messages > 0) {
        line("  r.defaultMessages(" + messages + ");");
      }
      if (missing > 0) {
        line("  r.charge(" + missing + ");");
      }
      line("  " + local + " = " + dflt + ";");
      line("}");
    }

    /**
     * Tests flag bit {@code bit} of the message being read: bits 0-27 in the {@code $flags} int
     * that {@code r.flagBits()} gave at the start of the body, later ones by {@code r.flag(bit)};
     * {@code clear} tests that the bit is 0.
     */
    private static String flagTest(int bit, boolean clear) {
      if (bit < 28) {
        return "($flags & 0x" + Integer.toHexString(1 << bit) + (clear ? ") === 0" : ") !== 0");
      }
      return (clear ? "!" : "") + "r.flag(" + bit + ")";
    }

    private static boolean isJson(Field f) {
      return f.type() instanceof ScalarType s && s.kind() == ScalarKind.JSON;
    }

    private void writeMessage(String name, Decl decl) {
      line("write(w: $CompactWriter, v: " + name + "): void {");
      indent++;
      line("if (!w.beginMessage(v, " + name + ")) return;");
      // w.flag() takes the bits in order: a slot's presence bit, then its value bit.
      CompactLayout layout = CompactLayout.of((MessageDecl) decl);
      for (CompactLayout.Slot slot : layout.slots()) {
        Field f = slot.field();
        String get = "v" + access(f.name());
        if (slot.optional()) {
          // A json field's null is a value (JSON null): only undefined is absent.
          line("w.flag(" + get + (isJson(f) ? " !== undefined);" : " != null);"));
        } else if (slot.omitsDefault()) {
          line("w.flag(" + differs(f, get) + ");");
        }
        if (!slot.inBody()) {
          String not = slot.boolDefault() ? "!" : "";
          if (slot.optional()) {
            line("w.flag(" + get + " != null && " + not + "w.bool(" + get + "));");
          } else {
            line("w.flag(" + not + "w.bool(" + get + "));");
          }
        }
      }
      for (CompactLayout.Slot slot : layout.slots()) {
        if (!slot.inBody()) {
          continue;
        }
        Field f = slot.field();
        String get = "v" + access(f.name());
        if (slot.optional()) {
          String present = isJson(f) ? " !== undefined) " : " != null) ";
          line("if (" + get + present + writeStmt(f.type(), opts(f), get));
        } else if (slot.omitsDefault()) {
          line("if (" + differs(f, get) + ") " + writeStmt(f.type(), opts(f), get));
        } else {
          line(writeStmt(f.type(), opts(f), get));
        }
      }
      line("w.endMessage(v.$unknown);");
      indent--;
      line("},");
    }

    private void readStruct(String name, List<Field> fields) {
      line("read(r: $CompactReader): " + name + " {");
      indent++;
      line("r.beginComposite(" + name + ");");
      for (Field f : fields) {
        line("r.field(" + f.id() + ");");
        line("const " + local(f) + " = " + readExpr(f.type(), opts(f)) + ";");
      }
      line("r.endComposite();");
      line("return {");
      for (Field f : fields) {
        line("  " + prop(f.name()) + ": " + local(f) + ",");
      }
      line("};");
      indent--;
      line("},");
    }

    private void writeStruct(String name, List<Field> fields) {
      line("write(w: $CompactWriter, v: " + name + "): void {");
      indent++;
      line("w.beginComposite();");
      line("w.struct(v, " + name + ");");
      for (Field f : fields) {
        line(writeStmt(f.type(), opts(f), "v" + access(f.name())));
      }
      line("w.endComposite();");
      indent--;
      line("},");
    }

    private void enumDecl(EnumDecl e) {
      doc(e.doc(), "");
      line("export type " + e.name() + " = number;");
      line("");
      line("/** The values of " + e.name() + " by name (unknown numbers are kept as they are). */");
      line("export const " + e.name() + " = {");
      for (EnumValue v : e.values()) {
        doc("  ", v.doc());
        line("  " + prop(v.name()) + ": " + v.value() + ",");
      }
      line("} as const;");
      line("");
    }

    private void union(UnionDecl u) {
      String name = u.name();
      doc(u.doc(), "");
      line("export type " + name + " =");
      for (UnionCase c : u.cases()) {
        line(
            "  | { case: "
                + str(c.name())
                + "; value: "
                + tsType(c.type(), FieldOptions.DEFAULT)
                + " }");
      }
      line(";");
      line("");
      line("export const " + name + ": $CompactType<" + name + "> = {");
      indent = 1;
      line("schemaName: " + str(u.fullName()) + ",");
      line("fieldName(id: number): string | undefined {");
      line("  return " + name + "$cases.get(id);");
      line("},");
      line("read(r: $CompactReader): " + name + " {");
      indent++;
      line("r.beginComposite(" + name + ");");
      line("const id = r.readUnionCase();");
      line("let v: " + name + ";");
      line("switch (id) {");
      for (UnionCase c : u.cases()) {
        line("  case " + c.id() + ":");
        line("    r.field(" + c.id() + ");");
        line("    r.charge(" + DecodedSize.unionCase(c) + ");");
        line(
            "    v = { case: "
                + str(c.name())
                + ", value: "
                + readExpr(c.type(), FieldOptions.DEFAULT)
                + " };");
        line("    break;");
      }
      line("  default:");
      line(
          "    throw r.error(\"UNKNOWN_UNION_CASE\", `case id ${id} is not a case of "
              + u.fullName()
              + "`);");
      line("}");
      line("r.endComposite();");
      line("return v;");
      indent--;
      line("},");
      line("write(w: $CompactWriter, v: " + name + "): void {");
      indent++;
      line("w.beginComposite();");
      line("const u = w.union(v, " + name + ");");
      line("switch (u.case) {");
      for (UnionCase c : u.cases()) {
        line("  case " + str(c.name()) + ":");
        line("    w.writeUnionCase(" + c.id() + ");");
        line("    " + writeStmt(c.type(), FieldOptions.DEFAULT, "u.value"));
        line("    break;");
      }
      line("  default:");
      line(
          "    throw w.error(\"INVALID_VALUE\", "
              + name
              + ", `not a case of "
              + u.fullName()
              + ": ${String((u as { case: unknown }).case)}`);");
      line("}");
      line("w.endComposite();");
      indent--;
      line("},");
      indent = 0;
      line("};");
      line("");
      StringBuilder cases =
          new StringBuilder("const " + name + "$cases = new " + g("Map") + "<number, string>([");
      boolean first = true;
      for (UnionCase c : u.cases()) {
        cases.append(first ? "" : ", ").append("[").append(c.id()).append(", ");
        cases.append(str(c.name())).append("]");
        first = false;
      }
      line(cases.append("]);").toString());
      line("");
    }

    private void meta(StringBuilder body) {
      body.append("/** Schema metadata of this module's declarations, by full name. */\n");
      body.append("export const $meta: { readonly [fullName: string]: $DeclMeta } = {\n");
      for (Decl d : decls) {
        body.append("  ").append(str(d.fullName())).append(": ");
        if (d instanceof MessageDecl || d instanceof StructDecl) {
          List<Field> fields = d instanceof MessageDecl m ? m.fields() : ((StructDecl) d).fields();
          body.append("{\n    kind: ")
              .append(str(d instanceof MessageDecl ? "message" : "struct"))
              .append(",\n    fields: [\n");
          for (Field f : fields) {
            body.append("      { name: ")
                .append(str(f.name()))
                .append(", id: ")
                .append(f.id())
                .append(", type: ")
                .append(typeMeta(f.type(), opts(f)))
                .append(", optional: ")
                .append(f.optional())
                .append(f.options().json() != null ? ", json: " + str(f.options().json()) : "")
                .append(" },\n");
          }
          body.append("    ],\n    create: () => ").append(d.name()).append(".create(),\n  },\n");
        } else if (d instanceof EnumDecl e) {
          body.append("{ kind: \"enum\", values: [");
          boolean first = true;
          for (EnumValue v : e.values()) {
            body.append(first ? "" : ", ").append("[").append(str(v.name())).append(", ");
            body.append(v.value()).append("]");
            first = false;
          }
          body.append("] },\n");
        } else {
          UnionDecl u = (UnionDecl) d;
          body.append("{\n    kind: \"union\",\n    cases: [\n");
          for (UnionCase c : u.cases()) {
            body.append("      { name: ")
                .append(str(c.name()))
                .append(", id: ")
                .append(c.id())
                .append(", type: ")
                .append(typeMeta(c.type(), FieldOptions.DEFAULT))
                .append(" },\n");
          }
          body.append("    ],\n  },\n");
        }
      }
      body.append("};\n");
    }

    private String typeMeta(TypeRef t, FieldOptions o) {
      if (t instanceof ScalarType s) {
        boolean num = o.tsNumber() && is64(s.kind());
        return "{ k: \"scalar\", s: " + str(s.kind().keyword()) + (num ? ", num: true" : "") + " }";
      }
      if (t instanceof ListType l) {
        return "{ k: \"list\", e: " + typeMeta(l.element(), o) + " }";
      }
      if (t instanceof MapType m) {
        return "{ k: \"map\", key: "
            + typeMeta(m.key(), o)
            + ", value: "
            + typeMeta(m.value(), o)
            + " }";
      }
      return "{ k: \"ref\", name: " + str(((NamedType) t).fullName()) + " }";
    }

    // ------------------------------------------------------------------ values

    private String tsType(TypeRef t, FieldOptions o) {
      if (t instanceof ScalarType s) {
        return switch (s.kind()) {
          case BOOL -> "boolean";
          case I8, I16, I32, U8, U16, U32, F32, F64 -> "number";
          case I64, U64 -> o.tsNumber() ? "number" : "bigint";
          case STRING -> "string";
          case BYTES -> g("Uint8Array");
          case JSON -> {
            usesJson = true;
            yield "$JsonValue";
          }
        };
      }
      if (t instanceof ListType l) {
        String e = tsType(l.element(), o);
        return (e.contains(" ") ? "(" + e + ")" : e) + "[]";
      }
      if (t instanceof MapType m) {
        return g("Map") + "<" + tsType(m.key(), o) + ", " + tsType(m.value(), o) + ">";
      }
      return ref((NamedType) t);
    }

    private String ref(NamedType n) {
      Decl d = n.decl();
      if (d.packageName().equals(pkg)) {
        return d.name();
      }
      imports.add(d.packageName());
      return alias(d.packageName()) + "." + d.name();
    }

    private String readExpr(TypeRef t, FieldOptions o) {
      if (t instanceof ScalarType s) {
        return "r." + readScalar(s.kind(), o) + "()";
      }
      if (t instanceof NamedType n) {
        if (n.decl() instanceof EnumDecl) {
          return "r.readEnum()";
        }
        return ref(n) + ".read(r)";
      }
      return helper(t, o, true) + "(r)";
    }

    private String writeStmt(TypeRef t, FieldOptions o, String expr) {
      if (t instanceof ScalarType s) {
        return writeScalar(s.kind(), o, expr) + ";";
      }
      if (t instanceof NamedType n) {
        if (n.decl() instanceof EnumDecl) {
          return "w.writeEnum(" + expr + ");";
        }
        return ref(n) + ".write(w, " + expr + ");";
      }
      return helper(t, o, false) + "(w, " + expr + ");";
    }

    private static String readScalar(ScalarKind k, FieldOptions o) {
      boolean fixed = o.fixed();
      String num = o.tsNumber() ? "Number" : "";
      return switch (k) {
        case BOOL -> "readBool";
        case I8 -> "readI8";
        case U8 -> "readU8";
        case I16 -> fixed ? "readFixedI16" : "readI16";
        case I32 -> fixed ? "readFixedI32" : "readI32";
        case I64 -> (fixed ? "readFixedI64" : "readI64") + num;
        case U16 -> fixed ? "readFixedU16" : "readU16";
        case U32 -> fixed ? "readFixedU32" : "readU32";
        case U64 -> (fixed ? "readFixedU64" : "readU64") + num;
        case F32 -> "readF32";
        case F64 -> "readF64";
        case STRING -> "readString";
        case BYTES -> "readBytes";
        case JSON -> "readJson";
      };
    }

    private static String writeScalar(ScalarKind k, FieldOptions o, String expr) {
      if (k == ScalarKind.STRING) {
        return o.dedup() ? "w.writeString(" + expr + ")" : "w.writeString(" + expr + ", false)";
      }
      if (k == ScalarKind.JSON) {
        return o.dedup() ? "w.writeJson(" + expr + ")" : "w.writeJson(" + expr + ", false)";
      }
      String m = "w.write" + readScalar(k, o).substring("read".length());
      return m + "(" + expr + ")";
    }

    /** Bulk list readers/writers of fixed-width elements (one raw block on the wire). */
    private static String bulk(TypeRef element, FieldOptions o) {
      if (!(element instanceof ScalarType s)) {
        return null;
      }
      String num = o.tsNumber() ? "Number" : "";
      return switch (s.kind()) {
        case BOOL -> "Bools";
        case I8 -> "I8s";
        case U8 -> "U8s";
        case F32 -> "F32s";
        case F64 -> "F64s";
        case I16 -> o.fixed() ? "FixedI16s" : null;
        case U16 -> o.fixed() ? "FixedU16s" : null;
        case I32 -> o.fixed() ? "FixedI32s" : null;
        case U32 -> o.fixed() ? "FixedU32s" : null;
        case I64 -> o.fixed() ? "FixedI64" + num + "s" : null;
        case U64 -> o.fixed() ? "FixedU64" + num + "s" : null;
        case STRING, BYTES, JSON -> null;
      };
    }

    /**
     * {@code I32s} or {@code U32s} for a {@code list<i32>}/{@code list<u32>} without {@code
     * [fixed]}, whose elements the runtime reads and writes in either layout (FORMAT.md §1.3); else
     * null.
     */
    private static String int32s(TypeRef element, FieldOptions o) {
      if (!(element instanceof ScalarType s) || o.fixed()) {
        return null;
      }
      return switch (s.kind()) {
        case I32 -> "I32s";
        case U32 -> "U32s";
        default -> null;
      };
    }

    /** The name of the read or write helper for a list or map type, emitting it on first use. */
    private String helper(TypeRef t, FieldOptions o, boolean read) {
      String key = t.canonical() + optionSuffix(t, o);
      String name = (read ? "read$" : "write$") + mangle(key);
      Map<String, String> helpers = read ? readHelpers : writeHelpers;
      if (helpers.containsKey(name)) {
        return name;
      }
      helpers.put(name, ""); // reserve (recursion emits element helpers first)
      StringBuilder saved = new StringBuilder(sb);
      int savedIndent = indent;
      sb.setLength(0);
      indent = 0;
      String type = tsType(t, o);
      if (t instanceof ListType l) {
        String bulk = bulk(l.element(), o);
        if (read && (bulk != null || int32s(l.element(), o) != null)) {
          // A leaf level (no level pushed); the bulk reader charges the decoded-size budget.
          line("function " + name + "(r: $CompactReader): " + type + " {");
          // readI32s/readU32s decode two layouts (FORMAT.md §1.3) and leave the charge to the
          // count.
          line(
              "  const count = r.readLeafCount("
                  + CompactLayout.minWireSize(l.element(), o)
                  + (bulk != null ? "" : ", " + DecodedSize.element(l.element()))
                  + ");");
          line("  return r.read" + (bulk != null ? bulk : int32s(l.element(), o)) + "(count);");
          line("}");
        } else if (read) {
          line("function " + name + "(r: $CompactReader): " + type + " {");
          line("  r.beginComposite(null);");
          line(
              "  const count = r.readCount("
                  + CompactLayout.minWireSize(l.element(), o)
                  + ", "
                  + DecodedSize.element(l.element())
                  + ");");
          if (CompactLayout.isShapedElement(l.element())) {
            // Lists of f64 lists (coordinates, rows): one runtime loop for all of them.
            line("  const list: " + type + " = r.readF64Lists(count);");
          } else {
            line("  const list: " + type + " = new " + g("Array") + "(count);");
            line("  for (let i = 0; i < count; i++) {");
            line("    r.element(i);");
            line("    list[i] = " + readExpr(l.element(), o) + ";");
            line("  }");
          }
          line("  r.endComposite();");
          line("  return list;");
          line("}");
        } else {
          line("function " + name + "(w: $CompactWriter, v: " + type + "): void {");
          line("  w.beginComposite();");
          line("  const list = w.list(v);");
          line("  w.writeCount(list.length);");
          if (int32s(l.element(), o) != null) {
            line("  w.write" + int32s(l.element(), o) + "(list);");
          } else if (CompactLayout.isShapedElement(l.element())) {
            line("  w.writeF64Lists(list);");
          } else {
            line("  for (const e of list) " + writeStmt(l.element(), o, "e"));
          }
          line("  w.endComposite();");
          line("}");
        }
      } else {
        MapType m = (MapType) t;
        if (read) {
          line("function " + name + "(r: $CompactReader): " + type + " {");
          line("  r.beginComposite(null);");
          line(
              "  const count = r.readCount("
                  + (CompactLayout.minWireSize(m.key(), o)
                      + CompactLayout.minWireSize(m.value(), o))
                  + ", "
                  + DecodedSize.mapEntry(m)
                  + ");");
          line("  const map: " + type + " = new " + g("Map") + "();");
          String spread = FlatTsEmitter.keySpreadMethod(m.key());
          if (spread != null) {
            line("  const spread = " + flat.rt("mapKeySpread") + "(count);");
          }
          line("  for (let i = 0; i < count; i++) {");
          line("    r.element(i);");
          line("    const key = " + readExpr(m.key(), o) + ";");
          line("    if (map.has(key)) {");
          line(
              "      throw r.error(\"DUPLICATE_MAP_KEY\", `duplicate map key ${"
                  + g("String")
                  + "(key)}`);");
          line("    }");
          if (spread != null) {
            line(
                "    if (spread !== null && !spread."
                    + spread
                    + "(key)) throw r.error(\"LIMIT_EXCEEDED\", "
                    + flat.rt("mapKeySpreadMessage")
                    + "());");
          }
          line("    map.set(key, " + readExpr(m.value(), o) + ");");
          line("  }");
          line("  r.endComposite();");
          line("  return map;");
          line("}");
        } else {
          line("function " + name + "(w: $CompactWriter, v: " + type + "): void {");
          line("  w.beginComposite();");
          line("  const map = w.map(v);");
          line("  w.writeCount(map.size);");
          line("  for (const [key, value] of map) {");
          line("    " + writeStmt(m.key(), o, "key"));
          line("    " + writeStmt(m.value(), o, "value"));
          line("  }");
          line("  w.endComposite();");
          line("}");
        }
      }
      line("");
      helpers.put(name, sb.toString());
      sb.setLength(0);
      sb.append(saved);
      indent = savedIndent;
      return name;
    }

    /** The options that change how a list or map is coded. */
    private static String optionSuffix(TypeRef t, FieldOptions o) {
      String s = "";
      if (o.fixed()) {
        s += "_fixed";
      }
      if (o.tsNumber()) {
        s += "_num";
      }
      if (!o.dedup()) {
        s += "_nodedup";
      }
      return s;
    }

    private static String mangle(String canonical) {
      return mangleName(canonical);
    }

    /**
     * For an {@code [omit_default]} field: a condition, true when the value {@code get} differs
     * from the default and so is written (FORMAT.md §3.2), the same decision as Java's: floats by
     * their bits (so -0 and NaN are written; an {@code f32} as it narrows), enums by number, lists,
     * bytes and maps by emptiness. A value of the wrong type counts as different, so that the
     * writer's own check reports it.
     */
    private String differs(Field f, String get) {
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
              Literal lit = f.defaultValue();
              double d = lit == null ? 0 : (Double) lit.value();
              if (s.kind() == ScalarKind.F32) {
                d = (float) d;
              }
              String x = s.kind() == ScalarKind.F32 ? g("Math") + ".fround(" + get + ")" : get;
              if (d == 0 && 1 / d > 0) {
                return "(" + x + " !== 0 || 1 / " + x + " < 0)";
              }
              if (d == 0) {
                return "!(" + x + " === 0 && 1 / " + x + " < 0)";
              }
              return x + " !== " + number(d);
            }
          default:
            break;
        }
      }
      return get + " !== " + defaultExpr(f);
    }

    private String defaultExpr(Field f) {
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
        EnumValue v = dev.bale.schema.FieldDefaults.enumValue(f, e);
        return Integer.toString(v.value());
      }
      if (hasDefaultInstance(d, new HashSet<>())) {
        return ref((NamedType) t) + ".create()";
      }
      return null;
    }

    private static boolean hasDefaultInstance(Decl decl, Set<String> visiting) {
      if (decl instanceof EnumDecl e) {
        return !e.values().isEmpty();
      }
      if (decl instanceof UnionDecl) {
        return false;
      }
      if (!visiting.add(decl.fullName())) {
        return false;
      }
      List<Field> fields =
          decl instanceof MessageDecl m ? m.fields() : ((StructDecl) decl).fields();
      boolean ok = true;
      for (Field f : fields) {
        if (!f.optional()
            && f.type() instanceof NamedType n
            && !hasDefaultInstance(n.decl(), visiting)) {
          ok = false;
          break;
        }
      }
      visiting.remove(decl.fullName());
      return ok;
    }

    private String zero(ScalarKind k, FieldOptions o) {
      return switch (k) {
        case BOOL -> "false";
        case I64, U64 -> o.tsNumber() ? "0" : "0n";
        case STRING -> "\"\"";
        case BYTES -> "new " + g("Uint8Array") + "(0)";
        case JSON -> "null";
        default -> "0";
      };
    }

    private String scalarLiteral(ScalarKind k, FieldOptions o, Literal lit) {
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

    private String number(double d) {
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

    // ------------------------------------------------------------------ text

    /**
     * A global of the JS environment ({@code Map}, {@code Uint8Array}, ...), as {@code
     * globalThis.X} when a declaration of this module has the same name and would shadow it.
     */
    private String g(String global) {
      for (Decl d : decls) {
        if (d.name().equals(global)) {
          return "globalThis." + global;
        }
      }
      return global;
    }

    private static FieldOptions opts(Field f) {
      return f.options();
    }

    private static boolean is64(ScalarKind k) {
      return k == ScalarKind.I64 || k == ScalarKind.U64;
    }

    private static String local(Field f) {
      return "_" + f.name();
    }

    /** A property name: schema names are identifiers; quoted when they could confuse a reader. */
    private static String prop(String name) {
      return name;
    }

    private static String access(String name) {
      return "." + name;
    }

    private static String alias(String pkg) {
      return "$" + pkg.replace('.', '_');
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

    private void doc(List<String> lines, String prefix) {
      doc(prefix, lines);
    }

    private void doc(String prefix, List<String> lines) {
      if (lines.isEmpty()) {
        return;
      }
      line(prefix + "/**");
      for (String l : lines) {
        String t = l.replace("*/", "*\\/");
        line(prefix + (t.isEmpty() ? " *" : " * " + t));
      }
      line(prefix + " */");
    }

    private void line(String s) {
      if (!s.isEmpty()) {
        sb.append("  ".repeat(indent));
      }
      sb.append(s).append('\n');
    }
  }
}
