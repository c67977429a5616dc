package dev.bale.compiler.emit.java;

import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_DATA;
import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_MESSAGE_TYPE;
import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_SINK;
import static dev.bale.compiler.emit.java.FlatEmitter.checkedDecode;
import static dev.bale.compiler.emit.java.FlatEmitter.leaf;
import static dev.bale.compiler.emit.java.JavaTypes.decl;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.compiler.emit.java.FlatEmitter.Dflt;
import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code FLAT} codec class of a message or struct: {@code write} through the {@code
 * FlatBuilder}, then the verifier (written by {@link FlatVerifyEmitter}) and {@code read}. Part of
 * {@link FlatEmitter}, which holds the state they share.
 */
final class FlatEncodeEmitter extends FlatPart {

  FlatEncodeEmitter(FlatEmitter host) {
    super(host);
  }

  /** The codec class of a message or struct: write, verify, read. */
  void recordCodec() {
    boolean message = decl instanceof MessageDecl;
    String codec = host.codecClass();
    cw.blank();
    if (message) {
      // FlatMessageType holds the name and the default's size, and reads at the root through the
      // read at a depth below.
      cw.begin(
          "private static final class $L extends $T",
          codec,
          new JType.Parameterized(FLAT_MESSAGE_TYPE, List.of(types.className(decl))));
      cw.begin("$L()", codec);
      cw.line("super($S, $L);", decl.fullName(), DecodedSize.defaultInstance(decl));
      cw.end();
    } else {
      cw.begin("private static final class $L implements $T", codec, host.flatTypeOf(decl));
      cw.line("@$T", JavaTypes.OVERRIDE);
      cw.begin("public $T schemaName()", JavaTypes.STRING);
      cw.line("return $S;", decl.fullName());
      cw.end();
    }
    List<Field> fields = JavaTypes.fields(decl);
    if (message) {
      writeMessage(fields);
    } else {
      writeStruct(fields);
    }
    host.verifiers.verifyRecord(fields, message);
    if (!message) {
      cw.blank();
      cw.line("@$T", JavaTypes.OVERRIDE);
      cw.begin("public $L read($T data, int position)", name, FLAT_DATA);
      cw.line("return new $L().flatAt(data, position).decode();", view);
      cw.end();
    } else {
      if (leaf(fields)) {
        cw.blank();
        cw.line("@$T", JavaTypes.OVERRIDE);
        cw.begin("public $L readRoot($T data, int position)", name, FLAT_DATA);
        cw.line("return new $L().flatAt(data, position).record();", view);
        cw.end();
      }
      if (checkedDecode(fields)) {
        // Numbers, enums, strings and bytes only: reading every field under checked access checks
        // what the verifier would, so a decode skips the verifier's walk (FlatType.checkedDecode).
        cw.blank();
        cw.line("@$T", JavaTypes.OVERRIDE);
        cw.begin("public boolean checkedDecode()");
        cw.line("return true;");
        cw.end();
      }
      cw.blank();
      cw.line("@$T", JavaTypes.OVERRIDE);
      cw.begin("public $L read($T data, int position, int depth)", name, FLAT_DATA);
      cw.line("return new $L().flatAt(data, position, depth).decode();", view);
      cw.end();
      Reachable.emitFlat(cw, types, decl, name);
    }
    host.drainHelpers();
    cw.end();
  }

  private void writeMessage(List<Field> fields) {
    FlatLayout.MessageLayout layout = FlatLayout.message((MessageDecl) decl);
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int write($T b, $L value)", FLAT_SINK, name);
    cw.line("int shared = b.shared(value);");
    cw.begin("if (shared != 0)");
    cw.line("return shared;");
    cw.end();
    cw.line("b.enter();");
    cw.line("int obj = b.object($L, $L);", layout.dataBytes(), layout.ptrCount());
    cw.line("b.share(value, obj);");
    if (layout.dataBytes() > 0) {
      cw.line("int data = obj + $L;", layout.dataStart());
    }
    NameAllocator names = new NameAllocator();
    for (String r : List.of("b", "value", "obj", "data", "shared", "table", "dedup")) {
      names.reserve(r);
    }
    List<Field> structs = new ArrayList<>();
    for (Field f : fields) {
      FlatLayout.Slot slot = host.slot(f);
      String get = "value." + javaName.apply(f) + "()";
      if (slot.placement() == FlatLayout.Placement.POINTER) {
        continue;
      }
      if (slot.placement() == FlatLayout.Placement.BIT) {
        if (f.optional()) {
          cw.begin("if ($L != null)", get);
          cw.line("b.setBit(data, $L);", slot.presenceBit());
          cw.begin("if ($L)", get);
          cw.line("b.setBit(data, $L);", slot.bit());
          cw.end();
          cw.end();
        } else {
          cw.begin("if ($L$L)", dev.bale.schema.FieldDefaults.boolValue(f) ? "!" : "", get);
          cw.line("b.setBit(data, $L);", slot.bit());
          cw.end();
        }
        continue;
      }
      String at = "data + " + slot.offset();
      if (f.type() instanceof NamedType && decl(f.type()) instanceof StructDecl st) {
        if (f.optional()) {
          cw.begin("if ($L != null)", get);
          cw.line("b.setBit(data, $L);", slot.presenceBit());
          cw.line("$T.FLAT.writeInline(b, $L, $L);", types.className(st), at, get);
          cw.end();
        } else {
          cw.line("$T.FLAT.writeInline(b, $L, $L);", types.className(st), at, get);
        }
        structs.add(f);
        continue;
      }
      if (f.optional()) {
        cw.begin("if ($L != null)", get);
        cw.line("b.setBit(data, $L);", slot.presenceBit());
        cw.line("$L;", putInline(f.type(), at, get, null));
        cw.end();
      } else {
        cw.line("$L;", putInline(f.type(), at, get, host.dflt(f)));
      }
    }
    // Targets in slot order: the pointer section, then pointer slots of inline structs by offset.
    boolean local = localStrings(fields);
    if (local) {
      // At the root (FlatSink.isRoot: the object at 8) the strings of a record of scalars and
      // strings are the last the body gets: each is compared with the record's earlier strings
      // (whose positions a table search would give) and the builder's table is neither searched
      // nor filled. Below the root they go through the table as in the general path. The same
      // bytes either way.
      cw.line("boolean table = !$T.isRoot(obj);", FLAT_SINK);
    }
    List<String[]> earlier = new ArrayList<>(); // {string local, position local}
    for (Field f : fields) {
      FlatLayout.Slot slot = host.slot(f);
      if (slot.placement() != FlatLayout.Placement.POINTER) {
        continue;
      }
      String get = "value." + javaName.apply(f) + "()";
      String slotPos = "obj + " + (4 + 4 * slot.offset());
      if (local && localString(f)) {
        writeLocalString(f, get, slotPos, names, earlier);
      } else if (f.optional()) {
        cw.begin("if ($L != null)", get);
        cw.line("b.pointer($L, $L);", slotPos, writeTarget(f.type(), get, dedup(f)));
        cw.end();
      } else {
        cw.line("b.pointer($L, $L);", slotPos, writeTarget(f.type(), get, dedup(f)));
      }
    }
    structs.sort((x, y) -> Integer.compare(host.slot(x).offset(), host.slot(y).offset()));
    for (Field f : structs) {
      String get = "value." + javaName.apply(f) + "()";
      if (f.optional()) {
        cw.begin("if ($L != null)", get);
      }
      cw.line(
          "$T.FLAT.writeTargets(b, data + $L, $L);",
          types.className(decl(f.type())),
          host.slot(f).offset(),
          get);
      if (f.optional()) {
        cw.end();
      }
    }
    cw.line("b.exit();");
    cw.line("return obj;");
    cw.end();
  }

  private static boolean dedup(Field f) {
    return f.options().dedup();
  }

  /** Most strings a record compares among themselves; a record with more keeps the table. */
  private static final int LOCAL_STRINGS = 8;

  /**
   * Whether a message's strings are written by {@link #writeLocalString}: every field a scalar or
   * an enum (no struct, message, list, map or union, whose targets would write further strings
   * after the record's own), and 1 to {@link #LOCAL_STRINGS} deduplicated strings.
   */
  private boolean localStrings(List<Field> fields) {
    int strings = 0;
    for (Field f : fields) {
      TypeRef t = f.type();
      if (!(t instanceof ScalarType || t instanceof NamedType && decl(t) instanceof EnumDecl)) {
        return false;
      }
      if (localString(f)) {
        strings++;
      }
    }
    return strings > 0 && strings <= LOCAL_STRINGS;
  }

  /** A deduplicated string in the pointer section. */
  private boolean localString(Field f) {
    return host.slot(f).placement() == FlatLayout.Placement.POINTER
        && f.type() instanceof ScalarType s
        && s.kind() == ScalarKind.STRING
        && dedup(f);
  }

  /**
   * One deduplicated string of a record of scalars and strings: at the root, the position of an
   * equal earlier string of the record (when the builder dedups strings), else written without the
   * table; below the root ({@code table}), written through the table.
   */
  private void writeLocalString(
      Field f, String get, String slotPos, NameAllocator names, List<String[]> earlier) {
    if (earlier.size() == 1) {
      cw.line("boolean dedup = !table && b.dedupStrings();");
    }
    String s = names.newName("s" + earlier.size());
    String p = names.newName("p" + earlier.size());
    cw.line("$T $L = $L;", JavaTypes.STRING, s, get);
    StringBuilder expr = new StringBuilder();
    for (String[] e : earlier) {
      expr.append("dedup && ").append(s).append(".equals(").append(e[0]).append(")");
      expr.append(" ? ").append(e[1]).append(" : ");
    }
    expr.append("b.string(").append(s).append(", table)");
    if (f.optional()) {
      cw.line("int $L = 0;", p);
      cw.begin("if ($L != null)", s);
      cw.line("$L = $L;", p, expr);
      cw.line("b.pointer($L, $L);", slotPos, p);
      cw.end();
    } else {
      cw.line("int $L = $L;", p, expr);
      cw.line("b.pointer($L, $L);", slotPos, p);
    }
    earlier.add(new String[] {s, p});
  }

  private void writeStruct(List<Field> fields) {
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int write($T b, $L value)", FLAT_SINK, name);
    cw.line(
        "throw new $T($S);",
        ClassName.of("java.lang", "UnsupportedOperationException"),
        "a struct is written inline");
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void writeInline($T b, int at, $L value)", FLAT_SINK, name);
    cw.line("b.enter();");
    for (Field f : fields) {
      FlatLayout.Slot slot = host.slot(f);
      if (slot.placement() == FlatLayout.Placement.POINTER) {
        continue;
      }
      String at = "at + " + slot.offset();
      String get = "value." + javaName.apply(f) + "()";
      if (f.type() instanceof NamedType && decl(f.type()) instanceof StructDecl st) {
        cw.line("$T.FLAT.writeInline(b, $L, $L);", types.className(st), at, get);
      } else {
        cw.line("$L;", putInline(f.type(), at, get, host.dflt(f)));
      }
    }
    cw.line("b.exit();");
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void writeTargets($T b, int at, $L value)", FLAT_SINK, name);
    cw.line("b.enter();");
    for (Field f : fields) {
      FlatLayout.Slot slot = host.slot(f);
      String get = "value." + javaName.apply(f) + "()";
      if (slot.placement() == FlatLayout.Placement.POINTER) {
        cw.line("b.pointer(at + $L, $L);", slot.offset(), writeTarget(f.type(), get, dedup(f)));
      } else if (f.type() instanceof NamedType && decl(f.type()) instanceof StructDecl st) {
        cw.line("$T.FLAT.writeTargets(b, at + $L, $L);", types.className(st), slot.offset(), get);
      }
    }
    cw.line("b.exit();");
    cw.end();
  }

  /** A statement writing a non-pointer value (not a struct) at {@code at}, XOR {@code dflt}. */
  String putInline(TypeRef t, String at, String get, Dflt dflt) {
    String x = dflt == null ? "" : " ^ " + dflt.bits();
    if (t instanceof NamedType) {
      return "b.putI32(" + at + ", " + get + ".value()" + x + ")";
    }
    ScalarKind k = ((ScalarType) t).kind();
    return switch (k) {
      case BOOL -> "b.putI8(" + at + ", " + get + (dflt == null ? " ? 1 : 0)" : " ? 0 : 1)");
      case I8, U8 -> "b.putI8(" + at + ", " + get + x + ")";
      case I16, U16 -> "b.putI16(" + at + ", " + get + x + ")";
      case I32 -> "b.putI32(" + at + ", " + get + x + ")";
      case U32 -> "b.putI32(" + at + ", (int) (" + get + " & 0xFFFFFFFFL)" + x + ")";
      case I64, U64 -> "b.putI64(" + at + ", " + get + x + ")";
      case F32 ->
          "b.putI32("
              + at
              + ", "
              + cw.type(JavaTypes.FLOAT.boxed())
              + ".floatToRawIntBits("
              + get
              + ")"
              + x
              + ")";
      case F64 ->
          "b.putI64("
              + at
              + ", "
              + cw.type(JavaTypes.DOUBLE.boxed())
              + ".doubleToRawLongBits("
              + get
              + ")"
              + x
              + ")";
      default -> throw new IllegalArgumentException(k.toString());
    };
  }

  /** An expression that appends the target of a pointer-kind value and yields its position. */
  String writeTarget(TypeRef t, String get, boolean dedup) {
    if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.STRING) {
        return dedup ? "b.string(" + get + ")" : "b.string(" + get + ", false)";
      }
      if (s.kind() == ScalarKind.JSON) {
        return "b.json(" + get + ")";
      }
      return "b.bytes(" + get + ")";
    }
    if (t instanceof ListType || t instanceof MapType) {
      return writeHelper(t, dedup) + "(b, " + get + ")";
    }
    return cw.type(types.className(decl(t))) + ".FLAT.write(b, " + get + ")";
  }

  /** A static helper {@code writeN(FlatSink b, T value)} for a list or map; returns its name. */
  private String writeHelper(TypeRef t, boolean dedup) {
    return host.helper(
        "write",
        t,
        dedup ? "" : "NoDedup",
        helper -> {
          cw.blank();
          cw.begin("private static int $L($T b, $T value)", helper, FLAT_SINK, types.type(t));
          cw.line("b.enter();");
          cw.line("int count = value.size();");
          if (t instanceof ListType l) {
            TypeRef e = l.element();
            FlatLayout.Inline in = FlatLayout.inline(e);
            cw.line("int list = b.list(count, $L, $L);", in.width(), in.align());
            cw.line("b.putI32(list, count);");
            JType prim = ValueCodec.primitiveListOf(l);
            String elem;
            if (prim != null) {
              // A record's own list is already the primitive list (copyOf returns it); a list
              // nested in a list is only copied at the top level by the constructor (Normalizer).
              cw.line("$T values = $T.copyOf(value);", prim, prim);
              elem = "values." + ValueCodec.primitiveGetter(((ScalarType) e).kind()) + "(i)";
            } else {
              elem = "value.get(i)";
            }
            String at = "list + 4 + " + in.width() + " * i";
            if (in.pointer()) {
              cw.begin("for (int i = 0; i < count; i++)");
              cw.line("b.pointer($L, $L);", at, writeTarget(e, elem, dedup));
              cw.end();
            } else if (e instanceof NamedType && decl(e) instanceof StructDecl st) {
              cw.begin("for (int i = 0; i < count; i++)");
              cw.line("$T.FLAT.writeInline(b, $L, $L);", types.className(st), at, elem);
              cw.end();
              cw.begin("for (int i = 0; i < count; i++)");
              cw.line("$T.FLAT.writeTargets(b, $L, $L);", types.className(st), at, elem);
              cw.end();
            } else {
              cw.begin("for (int i = 0; i < count; i++)");
              cw.line("$L;", putInline(e, at, elem, null));
              cw.end();
            }
            cw.line("b.exit();");
            cw.line("return list;");
          } else {
            MapType m = (MapType) t;
            FlatLayout.EntryLayout entry = FlatLayout.entry(m);
            cw.line("int list = b.list(count, $L, $L);", entry.size(), entry.align());
            cw.line("b.putI32(list, count);");
            cw.line("int at = list + 4;");
            cw.begin("for (var e : value.entrySet())");
            entryPart(m.key(), "at", "e.getKey()", false, dedup);
            entryPart(m.value(), "at + " + entry.valueOffset(), "e.getValue()", false, dedup);
            cw.line("at += $L;", entry.size());
            cw.end();
            if (entry.key().pointer() || entry.value().pointer() || hasStructTargets(m)) {
              cw.line("at = list + 4;");
              cw.begin("for (var e : value.entrySet())");
              entryPart(m.key(), "at", "e.getKey()", true, dedup);
              entryPart(m.value(), "at + " + entry.valueOffset(), "e.getValue()", true, dedup);
              cw.line("at += $L;", entry.size());
              cw.end();
            }
            cw.line("b.exit();");
            cw.line("return list;");
          }
          cw.end();
        });
  }

  private static boolean hasStructTargets(MapType m) {
    return m.value() instanceof NamedType n && n.decl() instanceof StructDecl;
  }

  /**
   * One half of a map entry: the inline part, or ({@code targets}) the pointer target, its strings
   * deduplicated unless the field says {@code [dedup = false]}.
   */
  private void entryPart(TypeRef t, String at, String get, boolean targets, boolean dedup) {
    boolean pointer = FlatLayout.isPointer(t);
    boolean struct = t instanceof NamedType && decl(t) instanceof StructDecl;
    if (!targets) {
      if (struct) {
        cw.line("$T.FLAT.writeInline(b, $L, $L);", types.className(decl(t)), at, get);
      } else if (!pointer) {
        cw.line("$L;", putInline(t, at, unbox(t, get), null));
      }
    } else if (pointer) {
      cw.line("b.pointer($L, $L);", at, writeTarget(t, get, dedup));
    } else if (struct) {
      cw.line("$T.FLAT.writeTargets(b, $L, $L);", types.className(decl(t)), at, get);
    }
  }

  /** Map keys and values are boxed; scalars are unboxed by the arithmetic in putInline. */
  private static String unbox(TypeRef t, String get) {
    return get;
  }
}
