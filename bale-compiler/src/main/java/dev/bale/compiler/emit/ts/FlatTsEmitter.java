package dev.bale.compiler.emit.ts;

import dev.bale.schema.MapKeyHash;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionDecl;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Emits the TypeScript flat codec (docs/spec/FORMAT.md Part II) of one module, next to the compact
 * code of {@link TsGenerator}: per message {@code X$flat} (verify, read, write, with the layout of
 * {@link FlatLayout} baked in as constants) and a view class {@code XView} ({@link
 * FlatViewEmitter}); per struct {@code X$flat} (verify, read, fill, targets); per union {@code
 * X$flat} (verify, read and write of a cell); one verify/read/write helper per list or map type.
 *
 * <p>The writer calls the runtime's {@code FlatBuilder} in the order FORMAT.md §F9 fixes
 * (depth-first pre-order, slots in increasing position), so the bytes equal the Java writer's; the
 * verifier makes the checks of §F10.2 in the same order as the Java generated code, so errors have
 * the same code and offset.
 *
 * <p>This class holds what the parts share (the module context, the module's {@link TsWriter} and
 * the one being written now, the helpers emitted so far) and the entry points; the parts, one per
 * job, are {@link FlatTsMessages}, {@link FlatTsViews}, {@link FlatTsStructsUnions}, {@link
 * FlatTsValues} and {@link FlatTsCollections}.
 */
final class FlatTsEmitter {
  /** What the surrounding module emitter provides. */
  interface Ctx {
    /** The TypeScript name of a declaration, importing its module if needed. */
    String ref(NamedType n);

    /** The codec object of a declaration inside a function ({@link TsNames#value}). */
    String valueRef(NamedType n);

    String tsType(TypeRef t, FieldOptions o);

    /** The default value expression of a non-optional field; null when it has none (a union). */
    String defaultExpr(Field f);

    /** True when the declaration's default instance exists (no union needed). */
    boolean hasDefault(Decl d);
  }

  final Ctx ctx;

  /** The module's writer; {@link #out} is where the parts write now (it or a helper's fork). */
  final TsWriter module;

  TsWriter out;
  final Map<String, TsWriter> helpers = new LinkedHashMap<>();
  final FlatTsViews views = new FlatTsViews(this);
  final FlatTsMessages messages = new FlatTsMessages(this);
  final FlatTsStructsUnions structsUnions = new FlatTsStructsUnions(this);
  final FlatTsValues values = new FlatTsValues(this);
  final FlatTsCollections collections = new FlatTsCollections(this);

  FlatTsEmitter(Ctx ctx, TsWriter module) {
    this.ctx = ctx;
    this.module = module;
    this.out = module;
  }

  /** Appends the list and map helpers emitted so far to the module, in order of first use. */
  void appendHelpers() {
    for (TsWriter h : helpers.values()) {
      module.append(h);
    }
  }

  /**
   * The {@code MapKeySpread} method that follows keys of this map key type (FORMAT.md §7.2): {@code
   * number} for integers up to 32 bits and enums, {@code bigint} for 64-bit integers; null for
   * {@code bool} and {@code string} keys, which need no guard.
   */
  static String keySpreadMethod(TypeRef key) {
    return switch (MapKeyHash.of(key)) {
      case NONE -> null;
      case NUMBER -> "number";
      case INT64, UINT64 -> "bigint";
    };
  }

  /** {@code name} from the runtime's codegen subpath, imported. */
  String rt(String name) {
    return out.codegen(name);
  }

  /** A type of the flat runtime ({@code FlatBuilder}, {@code Limits}, ...), imported. */
  String flatType(String name) {
    return out.runtime(TsWriter.Runtime.FLAT_TYPE, name);
  }

  // While emitting a read into values (read, fr$ helpers): the variable naming the position the
  // decoded-size budget (FORMAT.md §7.1) is charged at — obj, pos, cell or list; null otherwise
  // (view getters read in place and charge nothing).
  String chargeAt;

  // While emitting a message's read: what its string and bytes fields cost, summed and charged
  // once at its end (flatStringSize / flatBytesSize of the locals).
  List<String> sized;

  static final Map<ScalarKind, String> TYPED_ARRAYS =
      Map.of(
          ScalarKind.I8, "Int8Array",
          ScalarKind.U8, "Uint8Array",
          ScalarKind.I16, "Int16Array",
          ScalarKind.U16, "Uint16Array",
          ScalarKind.I32, "Int32Array",
          ScalarKind.U32, "Uint32Array",
          ScalarKind.I64, "BigInt64Array",
          ScalarKind.U64, "BigUint64Array",
          ScalarKind.F32, "Float32Array",
          ScalarKind.F64, "Float64Array");

  /** The typed array of a list's elements, or null when the list is not one of plain numbers. */
  static String typedArray(TypeRef t, FieldOptions o) {
    if (!(t instanceof ListType l) || !(l.element() instanceof ScalarType e)) {
      return null;
    }
    boolean wide = e.kind() == ScalarKind.I64 || e.kind() == ScalarKind.U64;
    return wide && o.tsNumber() ? null : TYPED_ARRAYS.get(e.kind());
  }

  static boolean isMessage(TypeRef t) {
    return t instanceof NamedType n && n.decl() instanceof MessageDecl;
  }

  /** Whether a value of the type needs checks beyond bounds (enums, bools, pointers, structs). */
  boolean needsCheck(TypeRef t) {
    if (t instanceof ScalarType s) {
      return s.kind() == ScalarKind.BOOL
          || s.kind() == ScalarKind.STRING
          || s.kind() == ScalarKind.BYTES
          || s.kind() == ScalarKind.JSON;
    }
    if (t instanceof NamedType n && n.decl() instanceof StructDecl st) {
      for (Field f : st.fields()) {
        if (needsCheck(f.type())) {
          return true;
        }
      }
      return true; // entering a struct is a nesting level (DEPTH_LIMIT)
    }
    return true; // enums, lists, maps, messages, unions
  }

  /** Whether writing the inline value appends targets (pointer kinds, structs holding pointers). */
  static boolean hasPointers(TypeRef t) {
    if (FlatLayout.isPointer(t)) {
      return true;
    }
    if (t instanceof NamedType n && n.decl() instanceof StructDecl st) {
      for (Field f : st.fields()) {
        if (hasPointers(f.type())) {
          return true;
        }
      }
    }
    return false;
  }

  /** False for types whose absence is MISSING_UNION (unions, messages needing a union). */
  boolean hasDefaultValue(TypeRef t) {
    if (t instanceof NamedType n) {
      return ctx.hasDefault(n.decl());
    }
    return true;
  }

  /** Whether {@link FlatTsValues#verifySlot} writes a message field of a message's own verify. */
  boolean lazyMessage;

  /**
   * Whether {@link FlatTsValues#readInline} of an inline value of this type reads a pointer through
   * the local {@code t} (which the enclosing function then declares).
   */
  static boolean readsThroughT(TypeRef t) {
    return FlatLayout.isPointer(t);
  }

  /**
   * Whether {@link FlatTsValues#readInline} of an inline value of this type reads the input's bytes
   * {@code b} (pointer kinds and structs; scalars and enums read the DataView only).
   */
  static boolean readsBytes(TypeRef t) {
    return FlatLayout.isPointer(t) || t instanceof NamedType n && n.decl() instanceof StructDecl;
  }

  static String entryVars(boolean key, boolean value) {
    return key && value ? "[key, value]" : key ? "[key]" : "[, value]";
  }

  static String big(long x) {
    return "0x" + Long.toUnsignedString(x, 16) + "n";
  }

  String key(TypeRef t, FieldOptions o) {
    String s = "";
    if (o.tsNumber()) {
      s += "_num";
    }
    if (!o.dedup()) {
      s += "_nodedup";
    }
    return TsGenerator.mangleName(t.canonical() + s);
  }

  interface Body {
    void emit();
  }

  /** The bit pattern a non-optional field is stored XOR with (FORMAT.md §F4.4). */
  static long defaultBits(Field f) {
    return FlatLayout.defaultBits(f);
  }

  static FieldOptions opts(Field f) {
    return f.options();
  }

  /** The flat code of a message: its {@code X$flat} codec object and its view class. */
  void message(MessageDecl m) {
    messages.message(m);
  }

  /** The flat code of a struct: its {@code X$flat} codec object. */
  void struct(StructDecl st) {
    structsUnions.struct(st);
  }

  /** The flat code of a union: its {@code X$flat} codec object over a cell. */
  void union(UnionDecl u) {
    structsUnions.union(u);
  }
}
