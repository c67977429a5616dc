package dev.bale.compiler.emit.java;

import static dev.bale.compiler.emit.java.JavaTypes.decl;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.MapKeyHash;
import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;

/**
 * Emits the statements that write and read one value of a schema type with the compact runtime
 * (FORMAT.md §1): scalars, enums, nested messages/structs/unions (through their {@code COMPACT}
 * codec), lists (bulk for fixed-width elements) and maps. Flags of message fields are handled by
 * the message codec, not here.
 *
 * <p>Generated code names the writer {@code w} and the reader {@code r}.
 */
final class ValueCodec {
  private final JavaTypes types;
  private final CodeWriter cw;

  // Set while a one-pass tree read is emitted (CompactReadEmitter#treeRead): strings through
  // treeString, nested messages through their type's treeRead.
  boolean tree;

  ValueCodec(JavaTypes types, CodeWriter cw) {
    this.types = types;
    this.cw = cw;
  }

  static FieldOptions options(Field f) {
    return f.options();
  }

  /** Whether writing/reading {@code type} needs more than one statement (lists and maps). */
  static boolean isComposite(TypeRef type) {
    return type instanceof ListType || type instanceof MapType;
  }

  // ---------------------------------------------------------------- writing

  /** Emits statements that write {@code expr} (a non-null value of {@code type}). */
  void write(TypeRef type, FieldOptions opts, String expr, NameAllocator names) {
    write(type, opts, expr, names, false);
  }

  /**
   * Emits statements that write {@code expr}.
   *
   * @param normalized {@code expr} went through a generated constructor, so a list of scalars is
   *     known to be the runtime's primitive list ({@code IntList}, ...) and is walked unboxed
   */
  void write(
      TypeRef type, FieldOptions opts, String expr, NameAllocator names, boolean normalized) {
    if (type instanceof ScalarType s) {
      cw.line("$L;", writeScalar(s.kind(), opts, expr));
    } else if (type instanceof NamedType) {
      Decl d = decl(type);
      if (d instanceof EnumDecl) {
        cw.line("w.writeEnum($L.value());", expr);
      } else {
        cw.line("$T.COMPACT.write(w, $L);", types.className(d), expr);
      }
    } else if (type instanceof ListType l) {
      writeList(l, opts, expr, names, normalized);
    } else {
      writeMap((MapType) type, opts, expr, names);
    }
  }

  private void writeList(
      ListType l, FieldOptions opts, String expr, NameAllocator names, boolean normalized) {
    Bulk bulk = bulk(l.element(), opts);
    ClassName prim = primitiveListOf(l);
    String varints = bulkVarints(l.element(), opts);
    if (bulk != null || varints != null) {
      // A leaf level: count and elements, no level pushed (the runtime checks the depth). An empty
      // list is its count alone: the bulk writers write and check nothing for no elements, so the
      // call is skipped (citm's 8,685 empty blockIds a root).
      String n = names.newName("n");
      cw.line("int $L = $L.size();", n, expr);
      cw.line("w.writeLeafCount($L);", n);
      cw.begin("if ($L != 0)", n);
      cw.line("w.$L($L);", bulk != null ? bulk.writer : "write" + varints, expr);
      cw.end();
      return;
    }
    cw.line("w.beginComposite();");
    cw.line("w.writeCount($L.size());", expr);
    if (CompactLayout.isShapedElement(l.element())) {
      // Lists of f64 lists (coordinates, rows): one runtime loop for all of them.
      cw.line("w.writeF64Lists($L);", expr);
    } else if (normalized && prim != null) {
      // Varint scalars from a record: the list is the primitive list, read without boxing.
      ScalarKind k = ((ScalarType) l.element()).kind();
      String list = names.newName("values");
      String i = names.newName("i");
      cw.line("$T $L = ($T) $L;", prim, list, prim, expr);
      cw.begin("for (int $L = 0; $L < $L.size(); $L++)", i, i, list, i);
      cw.line("$L;", writeScalar(k, opts, list + "." + primitiveGetter(k) + "(" + i + ")"));
      cw.end();
    } else if (normalized) {
      // A record's own list went through FrozenList.copyOf: a FrozenList or a List.copyOf list,
      // both RandomAccess, so an indexed loop (no iterator) is safe and cheaper.
      String list = expr;
      if (!isSimpleName(expr)) {
        list = names.newName("list");
        cw.line("var $L = $L;", list, expr);
      }
      String i = names.newName("i");
      String n = names.newName("n");
      String e = names.newName("e");
      cw.begin("for (int $L = 0, $L = $L.size(); $L < $L; $L++)", i, n, list, i, n, i);
      cw.line("$T $L = $L.get($L);", elementLoopType(l.element()), e, list, i);
      write(l.element(), opts, e, names);
      cw.end();
    } else {
      String e = names.newName("e");
      cw.begin("for ($T $L : $L)", elementLoopType(l.element()), e, expr);
      write(l.element(), opts, e, names);
      cw.end();
    }
    cw.line("w.endComposite();");
  }

  /** Whether {@code expr} is a plain variable name (then it needs no local copy). */
  private static boolean isSimpleName(String expr) {
    if (expr.isEmpty() || !Character.isJavaIdentifierStart(expr.charAt(0))) {
      return false;
    }
    for (int k = 1; k < expr.length(); k++) {
      if (!Character.isJavaIdentifierPart(expr.charAt(k))) {
        return false;
      }
    }
    return true;
  }

  /** The unboxed getter of the runtime's primitive list for {@code kind}, e.g. {@code getInt}. */
  static String primitiveGetter(ScalarKind kind) {
    String keyword = ((JType.Primitive) JavaTypes.scalar(kind)).keyword();
    return "get" + Character.toUpperCase(keyword.charAt(0)) + keyword.substring(1);
  }

  private void writeMap(MapType m, FieldOptions opts, String expr, NameAllocator names) {
    cw.line("w.beginComposite();");
    cw.line("w.writeCount($L.size());", expr);
    String e = names.newName("entry");
    cw.begin("for (var $L : $L.entrySet())", e, expr);
    write(m.key(), opts, e + ".getKey()", names);
    write(m.value(), opts, e + ".getValue()", names);
    cw.end();
    cw.line("w.endComposite();");
  }

  /** The loop variable type for elements: primitive for scalars (unboxes once per element). */
  private JType elementLoopType(TypeRef element) {
    return types.type(element);
  }

  static String writeScalar(ScalarKind kind, FieldOptions opts, String expr) {
    return switch (kind) {
      case BOOL -> "w.writeBool(" + expr + ")";
      case I8 -> "w.writeI8(" + expr + ")";
      case U8 -> "w.writeU8(" + expr + ")";
      case I16, I32, I64, U16, U32, U64 ->
          "w.write" + (opts.fixed() ? "Fixed" : "") + kind.name() + "(" + expr + ")";
      case F32 -> "w.writeF32(" + expr + ")";
      case F64 -> "w.writeF64(" + expr + ")";
      case STRING ->
          opts.dedup() ? "w.writeString(" + expr + ")" : "w.writeString(" + expr + ", false)";
      case BYTES -> "w.writeBytes(" + expr + ")";
      case JSON -> "w.writeJson(" + expr + ", " + opts.dedup() + ")";
    };
  }

  /**
   * Whether {@code kind} has a {@link #directWrite}: no range check, a size {@link #directMax}
   * bounds.
   */
  static boolean hasDirectWrite(ScalarKind kind) {
    return switch (kind) {
      case I16, I32, I64, U16, U32, U64, F32, F64, STRING -> true;
      default -> false;
    };
  }

  /**
   * A direct write of a scalar into the buffer {@code b} at position {@code p} (an assignment to
   * {@code p}, see {@code CompactSink.room}) as {@code cw} spells it, or null when {@code kind} has
   * no direct form ({@link #hasDirectWrite}). {@link #directMax} bounds the bytes it writes. Zigzag
   * varints are written by the CompactSink method {@code zigzag} (putZigzag, or one with its
   * arguments and bytes such as leafZigzag), the unsigned varints of {@code u16}, {@code u32} and
   * {@code u64} by {@code uvarint} (putVarint or uvarint; a string's index stays putVarint).
   */
  static String directWrite(
      CodeWriter cw,
      ScalarKind kind,
      FieldOptions opts,
      String expr,
      String b,
      String p,
      String zigzag,
      String uvarint) {
    if (!hasDirectWrite(kind)) {
      return null;
    }
    String call =
        switch (kind) {
          case I16, I32, I64 -> opts.fixed() ? fixedPut(kind, expr) : zigzag + "(" + expr + ")";
          case U16, U32, U64 -> opts.fixed() ? fixedPut(kind, expr) : uvarint + "(" + expr + ")";
          case F32 ->
              "putFixed32("
                  + cw.type(JavaTypes.FLOAT.boxed())
                  + ".floatToRawIntBits("
                  + expr
                  + "))";
          case F64 -> "putF64(" + expr + ")";
          default -> "putVarint(w.stringRef(" + expr + ", " + opts.dedup() + "))";
        };
    int open = call.indexOf('(');
    return p
        + " = "
        + cw.type(JavaTypes.COMPACT_WRITER)
        + "."
        + call.substring(0, open + 1)
        + b
        + ", "
        + p
        + ", "
        + call.substring(open + 1)
        + ";";
  }

  private static String fixedPut(ScalarKind kind, String expr) {
    return switch (kind) {
      case I16, U16 -> "putFixed16(" + expr + ")";
      case I32 -> "putFixed32(" + expr + ")";
      // The mask unboxes an optional field's Long, which a cast to int cannot (the cast keeps the
      // low 32 bits either way).
      case U32 -> "putFixed32((int) (" + expr + " & 0xFFFFFFFFL))";
      default -> "putFixed64(" + expr + ")";
    };
  }

  /**
   * The bytes {@link #directWrite} of {@code kind} writes for {@code expr}: a constant, or a size
   * call (strings are handled by the caller).
   */
  static String directSize(ScalarKind kind, FieldOptions opts, String expr) {
    return switch (kind) {
      case I16, U16 -> opts.fixed() ? "2" : sizeCall(kind, expr);
      case I32, U32, F32 -> opts.fixed() || kind == ScalarKind.F32 ? "4" : sizeCall(kind, expr);
      case I64, U64, F64 -> opts.fixed() || kind == ScalarKind.F64 ? "8" : sizeCall(kind, expr);
      default -> throw new IllegalArgumentException(kind.toString());
    };
  }

  private static String sizeCall(ScalarKind kind, String expr) {
    boolean signed = kind == ScalarKind.I16 || kind == ScalarKind.I32 || kind == ScalarKind.I64;
    return "CompactSink." + (signed ? "zigzagSize(" : "varintSize(") + expr + ")";
  }

  /** The most bytes {@link #directWrite} of {@code kind} writes. */
  static int directMax(ScalarKind kind, FieldOptions opts) {
    return switch (kind) {
      case I16, U16 -> opts.fixed() ? 2 : 3;
      case I32, U32 -> opts.fixed() ? 4 : 5;
      case I64, U64 -> opts.fixed() ? 8 : 10;
      case F32 -> 4;
      case F64 -> 8;
      case STRING -> 5; // an index below 2^31 (strBase + entry)
      default -> throw new IllegalArgumentException(kind.toString());
    };
  }

  // ---------------------------------------------------------------- reading

  /**
   * Emits the statements needed to read one value of {@code type} and returns an expression for it,
   * which the caller must use at once (reads happen in wire order).
   *
   * @param normalized whether the value goes straight into a generated constructor that copies
   *     collections into their immutable form; otherwise collections are made immutable here
   */
  String read(TypeRef type, FieldOptions opts, NameAllocator names, boolean normalized) {
    if (type instanceof ScalarType s) {
      return tree && s.kind() == ScalarKind.STRING ? "r.treeString()" : readScalar(s.kind(), opts);
    }
    if (type instanceof NamedType) {
      Decl d = decl(type);
      if (d instanceof EnumDecl) {
        return cw.type(types.className(d)) + ".of(r.readEnum())";
      }
      return cw.type(types.className(d)) + (tree ? ".COMPACT.treeRead(r)" : ".COMPACT.read(r)");
    }
    if (type instanceof ListType l) {
      return readList(l, opts, names, normalized);
    }
    return readMap((MapType) type, opts, names, normalized);
  }

  private String readList(ListType l, FieldOptions opts, NameAllocator names, boolean normalized) {
    String count = names.newName("count");
    Bulk bulk = bulk(l.element(), opts);
    String varints = bulkVarints(l.element(), opts);
    if (bulk != null || varints != null) {
      // A leaf level (no level pushed); the runtime's bulk reader charges the decoded-size budget
      // for the list.
      cw.line("int $L = r.readLeafCount($L);", count, CompactLayout.minWireSize(l.element(), opts));
      String result = names.newName("list");
      cw.line(
          "$T $L = r.$L($L);",
          types.type(l),
          result,
          bulk != null ? bulk.reader : "read" + varints,
          count);
      return result;
    }
    cw.line("r.beginComposite(null);");
    cw.line(
        "int $L = r.readCount($L, $L);",
        count,
        CompactLayout.minWireSize(l.element(), opts),
        DecodedSize.element(l.element()));
    String result;
    if (CompactLayout.isShapedElement(l.element())) {
      result = names.newName("list");
      cw.line(
          "$T $L = $T.listOf(r.readF64Lists($L));",
          types.type(l),
          result,
          JavaTypes.COMPACT_READER,
          count);
    } else if (l.element() instanceof ScalarType s && JavaTypes.primitiveList(s.kind()) != null) {
      // Varint scalars: decode into a primitive array, no boxing.
      JType elem = JavaTypes.scalar(s.kind());
      String values = names.newName("values");
      String i = names.newName("i");
      cw.line("$T[] $L = new $T[$L];", elem, values, elem, count);
      cw.begin("for (int $L = 0; $L < $L; $L++)", i, i, count, i);
      cw.line("r.element($L);", i);
      cw.line("$L[$L] = $L;", values, i, readScalar(s.kind(), opts));
      cw.end();
      result = cw.type(JavaTypes.primitiveList(s.kind())) + ".of(" + values + ")";
    } else {
      // Into an array, then one immutable list (the generated constructor keeps it as is).
      String elements = names.newName("elements");
      String i = names.newName("i");
      cw.line("$T[] $L = new $T[$L];", JavaTypes.OBJECT, elements, JavaTypes.OBJECT, count);
      cw.begin("for (int $L = 0; $L < $L; $L++)", i, i, count, i);
      cw.line("r.element($L);", i);
      String elem = read(l.element(), opts, names, false);
      cw.line("$L[$L] = $L;", elements, i, elem);
      cw.end();
      result = names.newName("list");
      cw.line("$T $L = $T.listOf($L);", types.type(l), result, JavaTypes.COMPACT_READER, elements);
    }
    cw.line("r.endComposite();");
    return result;
  }

  private String readMap(MapType m, FieldOptions opts, NameAllocator names, boolean normalized) {
    cw.line("r.beginComposite(null);");
    String count = names.newName("count");
    cw.line(
        "int $L = r.readCount($L, $L);",
        count,
        CompactLayout.minWireSize(m.key(), opts) + CompactLayout.minWireSize(m.value(), opts),
        DecodedSize.mapEntry(m));
    String map = names.newName("map");
    String i = names.newName("i");
    JType owned =
        new JType.Parameterized(
            JavaTypes.LINKED_HASH_MAP,
            java.util.List.of(types.type(m.key()).boxed(), types.type(m.value()).boxed()));
    cw.line("$T $L = $T.newMap($L);", owned, map, JavaTypes.COMPACT_READER, count);
    String spread = null;
    MapKeyHash keyHash = MapKeyHash.of(m.key());
    if (keyHash != MapKeyHash.NONE) {
      spread = names.newName("spread");
      cw.line(
          "$T $L = $T.of($L);", JavaTypes.MAP_KEY_SPREAD, spread, JavaTypes.MAP_KEY_SPREAD, count);
    }
    cw.begin("for (int $L = 0; $L < $L; $L++)", i, i, count, i);
    cw.line("r.element($L);", i);
    String key = names.newName("key");
    // Boxed once (the map keeps this box): a primitive local would be boxed again by containsKey
    // and by put, an allocation per entry beyond the map's charge (FORMAT.md §7.1).
    cw.line("$T $L = $L;", types.type(m.key()).boxed(), key, read(m.key(), opts, names, false));
    // Checked right after the key is read, so the error offset is the end of the duplicate key.
    cw.begin("if ($L.containsKey($L))", map, key);
    cw.line(
        "throw r.error($T.DUPLICATE_MAP_KEY, \"duplicate map key \".concat($T.valueOf($L)));",
        JavaTypes.ERROR_CODE,
        JavaTypes.STRING,
        key);
    cw.end();
    if (spread != null) {
      // FORMAT.md §7.2: keys chosen for one of V8's hash buckets (TypeScript's maps) are refused.
      cw.begin(
          "if ($L != null && !$L.add($T.$L))",
          spread,
          spread,
          JavaTypes.MAP_KEY_SPREAD,
          keySpreadHash(keyHash, m.key() instanceof NamedType ? key + ".value()" : key));
      cw.line(
          "throw r.error($T.LIMIT_EXCEEDED, $T.MESSAGE);",
          JavaTypes.ERROR_CODE,
          JavaTypes.MAP_KEY_SPREAD);
      cw.end();
    }
    String value = read(m.value(), opts, names, false);
    cw.line("$L.put($L, $L);", map, key, value);
    cw.end();
    cw.line("r.endComposite();");
    return cw.type(JavaTypes.COMPACT_READER) + ".mapOf(" + map + ")";
  }

  /**
   * The {@code MapKeySpread} call that hashes a map key (FORMAT.md §7.2) by {@code hash} (not
   * {@code NONE}), given the key's number: {@code number} is an integer expression (an enum key's
   * number, not the enum).
   */
  static String keySpreadHash(MapKeyHash hash, String number) {
    return switch (hash) {
      case NUMBER -> "numberHash(" + number + ")";
      case INT64 -> "int64Hash(" + number + ")";
      case UINT64 -> "uint64Hash(" + number + ")";
      case NONE -> throw new IllegalArgumentException("no key-spread hash");
    };
  }

  static String readScalar(ScalarKind kind, FieldOptions opts) {
    return switch (kind) {
      case BOOL -> "r.readBool()";
      case I8 -> "r.readI8()";
      case U8 -> "r.readU8()";
      case I16 -> opts.fixed() ? "r.readFixedI16()" : "r.readI16()";
      case I32 -> opts.fixed() ? "r.readFixedI32()" : "r.readI32()";
      case I64 -> opts.fixed() ? "r.readFixedI64()" : "r.readI64()";
      case U16 -> opts.fixed() ? "r.readFixedU16()" : "r.readU16()";
      case U32 -> opts.fixed() ? "r.readFixedU32()" : "r.readU32()";
      case U64 -> opts.fixed() ? "r.readFixedU64()" : "r.readU64()";
      case F32 -> "r.readF32()";
      case F64 -> "r.readF64()";
      case STRING -> "r.readString()";
      case BYTES -> "r.readBytes()";
      case JSON -> "r.readJson()";
    };
  }

  // ---------------------------------------------------------------- sizes and bulk paths

  /** The runtime's bulk writer/reader for a fixed-width element type. */
  record Bulk(String writer, String reader) {}

  /** The bulk path for lists of {@code element}, or null when elements are written one by one. */
  static Bulk bulk(TypeRef element, FieldOptions opts) {
    if (!(element instanceof ScalarType s)) {
      return null;
    }
    return switch (s.kind()) {
      case BOOL -> new Bulk("writeBools", "readBools");
      case I8 -> new Bulk("writeI8s", "readI8s");
      case U8 -> new Bulk("writeU8s", "readU8s");
      case F32 -> new Bulk("writeF32s", "readF32s");
      case F64 -> new Bulk("writeF64s", "readF64s");
      case I16 -> opts.fixed() ? new Bulk("writeFixedI16s", "readFixedI16s") : null;
      case U16 -> opts.fixed() ? new Bulk("writeFixedU16s", "readFixedU16s") : null;
      case I32 -> opts.fixed() ? new Bulk("writeFixedI32s", "readFixedI32s") : null;
      case U32 -> opts.fixed() ? new Bulk("writeFixedU32s", "readFixedU32s") : null;
      case I64 -> opts.fixed() ? new Bulk("writeFixedI64s", "readFixedI64s") : null;
      case U64 -> opts.fixed() ? new Bulk("writeFixedU64s", "readFixedU64s") : null;
      case STRING, BYTES, JSON -> null;
    };
  }

  /**
   * The suffix of the runtime's bulk varint list methods ({@code writeI32s}/{@code readI32s}) for
   * {@code element}, or null when there are none.
   */
  static String bulkVarints(TypeRef element, FieldOptions opts) {
    if (!(element instanceof ScalarType s) || opts.fixed()) {
      return null;
    }
    return switch (s.kind()) {
      case I32 -> "I32s";
      case U32 -> "U32s";
      case I64 -> "I64s";
      default -> null;
    };
  }

  /** The primitive-list class for a list type's elements, or null. */
  static ClassName primitiveListOf(ListType l) {
    return l.element() instanceof ScalarType s ? JavaTypes.primitiveList(s.kind()) : null;
  }
}
