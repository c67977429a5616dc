package dev.bale.compiler.emit.ts;

import static dev.bale.compiler.emit.ts.TsGenerator.mangleName;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionDecl;
import java.util.Map;

/**
 * The read and write of one value: scalars, bulk lists, and one helper per list or map type. A part
 * of {@link TsModuleEmitter}.
 */
final class TsValueCode extends TsModulePart {
  TsValueCode(TsModuleEmitter host) {
    super(host);
  }

  /**
   * Unions of at least this many cases have their decoded values typed {@code never} where they are
   * read ({@link #unionRead}).
   */
  static final int NEVER_TYPED_UNION_CASES = 1_000;

  /**
   * {@code read}, the read of a value of type {@code n}; for a union of many cases {@code (read as
   * never)}. tsc types a conditional expression ({@code t !== 0 ? U$flat.read(...) : undefined}) as
   * the union of its branches with subtypes removed, comparing the object types of the union's
   * cases pairwise, and stops with TS2590 ("Expression produces a union type that is too complex to
   * represent") once that would pass a million comparisons: a union of 1,500 cases did (1,000 did
   * not). Typed {@code never}, the read takes part in no such reduction and is assignable wherever
   * the union is expected; the codec's own return type still says what it returns.
   */
  static String unionRead(NamedType n, String read) {
    return n.decl() instanceof UnionDecl u && u.cases().size() >= NEVER_TYPED_UNION_CASES
        ? "(" + read + " as never)"
        : read;
  }

  String readExpr(TypeRef t, FieldOptions o) {
    if (t instanceof ScalarType s) {
      return "r." + readScalar(s.kind(), o) + "()";
    }
    if (t instanceof NamedType n) {
      if (n.decl() instanceof EnumDecl) {
        return "r.readEnum()";
      }
      return unionRead(n, host.valueRef(n) + ".read(r)");
    }
    return helper(t, o, true) + "(r)";
  }

  String writeStmt(TypeRef t, FieldOptions o, String expr) {
    if (t instanceof ScalarType s) {
      return writeScalar(s.kind(), o, expr) + ";";
    }
    if (t instanceof NamedType n) {
      if (n.decl() instanceof EnumDecl) {
        return "w.writeEnum(" + expr + ");";
      }
      return host.valueRef(n) + ".write(w, " + expr + ");";
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
   * {@code I32s} or {@code U32s} for a {@code list<i32>}/{@code list<u32>} without {@code [fixed]},
   * whose elements the runtime reads and writes in either layout (FORMAT.md §1.3); else null.
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
    Map<String, TsWriter> helpers = read ? host.readHelpers : host.writeHelpers;
    if (helpers.containsKey(name)) {
      return name;
    }
    // Reserved before the body is written: recursion emits the element helpers after it.
    TsWriter fork = host.module.fork();
    helpers.put(name, fork);
    TsWriter saved = host.out;
    host.out = fork;
    String type = host.tsType(t, o);
    if (t instanceof ListType l) {
      if (read) {
        readList(name, type, l, o);
      } else {
        writeList(name, type, l, o);
      }
    } else if (read) {
      readMap(name, type, (MapType) t, o);
    } else {
      writeMap(name, type, (MapType) t, o);
    }
    fork.blank();
    host.out = saved;
    return name;
  }

  private void readList(String name, String type, ListType l, FieldOptions o) {
    TsWriter w = out();
    String bulk = bulk(l.element(), o);
    w.begin("function " + name + "(r: " + sourceType() + "): " + type);
    if (bulk != null || int32s(l.element(), o) != null) {
      // A leaf level (no level pushed); the bulk reader charges the decoded-size budget.
      // readI32s/readU32s decode two layouts (FORMAT.md §1.3) and leave the charge to the count.
      line(
          "const count = r.readLeafCount("
              + CompactLayout.minWireSize(l.element(), o)
              + (bulk != null ? "" : ", " + DecodedSize.element(l.element()))
              + ");");
      line("return r.read" + (bulk != null ? bulk : int32s(l.element(), o)) + "(count);");
      w.end();
      return;
    }
    // An empty list enters no level (CompactReader.beginCollection).
    line(
        "const count = r.beginCollection("
            + CompactLayout.minWireSize(l.element(), o)
            + ", "
            + DecodedSize.element(l.element())
            + ");");
    line("if (count === 0) return [];");
    if (CompactLayout.isShapedElement(l.element())) {
      // Lists of f64 lists (coordinates, rows): one runtime loop for all of them.
      line("const list: " + type + " = r.readF64Lists(count);");
    } else {
      line("const list: " + type + " = new " + host.g("Array") + "(count);");
      w.begin("for (let i = 0; i < count; i++)");
      line("r.element(i);");
      line("list[i] = " + readExpr(l.element(), o) + ";");
      w.end();
    }
    line("r.endComposite();");
    line("return list;");
    w.end();
  }

  private void writeList(String name, String type, ListType l, FieldOptions o) {
    TsWriter w = out();
    w.begin("function " + name + "(w: " + sinkType() + ", v: " + type + "): void");
    line("w.beginComposite();");
    line("const list = w.list(v);");
    line("w.writeCount(list.length);");
    if (int32s(l.element(), o) != null) {
      line("w.write" + int32s(l.element(), o) + "(list);");
    } else if (CompactLayout.isShapedElement(l.element())) {
      line("w.writeF64Lists(list);");
    } else {
      line("for (const e of list) " + writeStmt(l.element(), o, "e"));
    }
    line("w.endComposite();");
    w.end();
  }

  private void readMap(String name, String type, MapType m, FieldOptions o) {
    TsWriter w = out();
    w.begin("function " + name + "(r: " + sourceType() + "): " + type);
    line(
        "const count = r.beginCollection("
            + (CompactLayout.minWireSize(m.key(), o) + CompactLayout.minWireSize(m.value(), o))
            + ", "
            + DecodedSize.mapEntry(m)
            + ");");
    line("const map: " + type + " = new " + host.g("Map") + "();");
    line("if (count === 0) return map;");
    String spread = FlatTsEmitter.keySpreadMethod(m.key());
    if (spread != null) {
      line("const spread = " + w.codegen("mapKeySpread") + "(count);");
    }
    w.begin("for (let i = 0; i < count; i++)");
    line("r.element(i);");
    line("const key = " + readExpr(m.key(), o) + ";");
    w.begin("if (map.has(key))");
    line(
        "throw r.error(\"DUPLICATE_MAP_KEY\", `duplicate map key ${"
            + host.g("String")
            + "(key)}`);");
    w.end();
    if (spread != null) {
      line(
          "if (spread !== null && !spread."
              + spread
              + "(key)) throw r.error(\"LIMIT_EXCEEDED\", "
              + w.codegen("mapKeySpreadMessage")
              + "());");
    }
    line("map.set(key, " + readExpr(m.value(), o) + ");");
    w.end();
    line("r.endComposite();");
    line("return map;");
    w.end();
  }

  private void writeMap(String name, String type, MapType m, FieldOptions o) {
    TsWriter w = out();
    w.begin("function " + name + "(w: " + sinkType() + ", v: " + type + "): void");
    line("w.beginComposite();");
    line("const map = w.map(v);");
    line("w.writeCount(map.size);");
    w.begin("for (const [key, value] of map)");
    line(writeStmt(m.key(), o, "key"));
    line(writeStmt(m.value(), o, "value"));
    w.end();
    line("w.endComposite();");
    w.end();
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
}
