package dev.bale.compiler.emit.ts;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.schema.DefaultLevels;
import dev.bale.schema.MapKeyHash;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.flat.FlatLayout.CellLayout;
import dev.bale.schema.flat.FlatLayout.EntryLayout;
import dev.bale.schema.flat.FlatLayout.MessageLayout;
import dev.bale.schema.flat.FlatLayout.Placement;
import dev.bale.schema.flat.FlatLayout.Slot;
import dev.bale.schema.flat.FlatLayout.StructLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

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
 */
final class FlatTsEmitter {
  /** What the surrounding module emitter provides. */
  interface Ctx {
    /** The TypeScript name of a declaration, importing its module if needed. */
    String ref(NamedType n);

    String tsType(TypeRef t, FieldOptions o);

    /** The default value expression of a non-optional field; null when it has none (a union). */
    String defaultExpr(Field f);

    /** True when the declaration's default instance exists (no union needed). */
    boolean hasDefault(Decl d);
  }

  private final Ctx ctx;
  private final Set<String> runtime = new TreeSet<>();
  private final Map<String, String> helpers = new LinkedHashMap<>();
  private StringBuilder sb = new StringBuilder();
  private int indent;

  FlatTsEmitter(Ctx ctx) {
    this.ctx = ctx;
  }

  /** Adds a runtime name that code emitted outside this class uses to the module's import. */
  void useRuntime(String name) {
    runtime.add(name);
  }

  /** Runtime names the emitted code uses (for the module's import). */
  Set<String> runtimeImports() {
    return runtime;
  }

  /** The list and map helpers emitted so far, in order of first use. */
  String helpers() {
    StringBuilder b = new StringBuilder();
    for (String h : helpers.values()) {
      b.append(h);
    }
    return b.toString();
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

  String rt(String name) {
    runtime.add(name);
    return name;
  }

  // While emitting a read into values (read, fr$ helpers): the variable naming the position the
  // decoded-size budget (FORMAT.md §7.1) is charged at — obj, pos, cell or list; null otherwise
  // (view getters read in place and charge nothing).
  private String chargeAt;

  // While emitting a message's read: what its string and bytes fields cost, summed and charged
  // once at its end (flatStringSize / flatBytesSize of the locals).
  private List<String> sized;

  Ctx ctx() {
    return ctx;
  }

  // ------------------------------------------------------------------ messages

  String message(MessageDecl m) {
    sb = new StringBuilder();
    String name = m.name();
    MessageLayout l = FlatLayout.message(m);
    rt("FlatBuilder");
    rt("FlatVerifier");
    rt("FlatMessageType");
    line("/** Flat codec of " + name + " (FORMAT.md Part II): verify, read, write. */");
    line("export const " + name + "$flat: FlatMessageType<" + name + "> = {");
    indent = 1;
    line("schemaName: " + TsGenerator.quote(m.fullName()) + ",");
    line("fingerprint: " + name + ".fingerprint,");
    line("defaultSize: " + DecodedSize.defaultInstance(m) + ",");
    verifyMessage(l);
    readMessage(m, name, l);
    writeMessage(name, l);
    indent = 0;
    line("};");
    line("");
    view(m, l);
    return sb.toString();
  }

  // ------------------------------------------------------------------ views

  private static final Map<ScalarKind, String> TYPED_ARRAYS =
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
  private static String typedArray(TypeRef t, FieldOptions o) {
    if (!(t instanceof ListType l) || !(l.element() instanceof ScalarType e)) {
      return null;
    }
    boolean wide = e.kind() == ScalarKind.I64 || e.kind() == ScalarKind.U64;
    return wide && o.tsNumber() ? null : TYPED_ARRAYS.get(e.kind());
  }

  private static boolean isMessage(TypeRef t) {
    return t instanceof NamedType n && n.decl() instanceof MessageDecl;
  }

  /** Lines declaring what a field read uses, for the given field-read text. */
  private void readPrelude(String text, boolean view) {
    if (view && text.contains("(b, ")) {
      line("const b = this.$b;");
    }
    if (view) {
      line("const d = this.$d;");
      line("const obj = this.$p;");
    }
    if (text.contains("ptrs_")) {
      line("const ptrs_ = d.getUint16(obj + 2, true);");
    }
    if (text.contains("dbytes_")) {
      line("const dbytes_ = d.getUint16(obj, true);");
    }
    if (text.contains("data_")) {
      line("const data_ = obj + " + rt("dataStart") + "(d.getUint16(obj + 2, true));");
    }
    if (usesT(text)) {
      line("let t = 0;");
    }
  }

  /**
   * The view class of a message: reads fields in place from verified bytes; nested messages and
   * list elements are views reused per field; scalar lists are typed arrays over the input.
   */
  private void view(MessageDecl m, MessageLayout l) {
    String name = m.name();
    String cls = name + "View";
    rt("Limits");
    line("/**");
    line(" * Zero-copy view of a flat " + name + ": fields are read in place, strings decoded on");
    line(
        " * access. `wrap` gives checked access: each getter checks what it reads (FORMAT.md §F13);");
    line(
        " * the nested and element views it returns are reused (one per field), so copy what you keep");
    line(" * before the next access.");
    line(" */");
    line("export class " + cls + " {");
    indent = 1;
    viewType = name + "$flat";
    line("private $b: Uint8Array = " + rt("FLAT_EMPTY_MESSAGE") + ";");
    line("private $d: DataView = " + rt("FLAT_EMPTY_MESSAGE_VIEW") + ";");
    line("private $p = 8;");
    line("private $c: FlatVerifier | undefined = undefined;");
    line("private $depth = 1;");
    for (Slot s : l.slots()) {
      TypeRef t = s.field().type();
      if (isMessage(t)) {
        line("private v$" + s.field().name() + ": " + ctx.ref((NamedType) t) + "View | undefined;");
      } else if (t instanceof ListType lt && isMessage(lt.element())) {
        line(
            "private v$"
                + s.field().name()
                + ": "
                + ctx.ref((NamedType) lt.element())
                + "View | undefined;");
      }
    }
    line("");
    String dv = "new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)";
    line(
        "/** Points this view at the root of `bytes` (unframed) with checked access (§F13): only the");
    line(
        " * body header and root object are checked here, the rest by each getter as it reads. */");
    line("wrap(bytes: Uint8Array, limits?: Limits): this {");
    line("  const c = " + rt("flatCheck") + "(" + name + "$flat, bytes, limits);");
    line("  return this.at(bytes, " + dv + ", 8, c);");
    line("}");
    line("");
    line(
        "/** Like `wrap` for a framed root (codec 2; the fingerprint must match unless told not to). */");
    line("wrapFramed(bytes: Uint8Array, limits?: Limits, checkFingerprint = true): this {");
    line(
        "  const c = "
            + rt("flatCheckFramed")
            + "("
            + name
            + "$flat, bytes, limits, checkFingerprint);");
    line("  return this.at(bytes, " + dv + ", c.bodyStart() + 8, c);");
    line("}");
    line("");
    line("/** Verifies all of `bytes` (unframed, §F10) first; the getters then read unchecked. */");
    line("wrapVerified(bytes: Uint8Array, limits?: Limits): this {");
    line("  const root = " + rt("verifyFlat") + "(" + name + "$flat, bytes, limits);");
    line("  return this.at(bytes, " + dv + ", root);");
    line("}");
    line("");
    line(
        "/** Points at the root WITHOUT verifying: only for bytes produced or verified before (§F13). */");
    line("wrapUnchecked(bytes: Uint8Array): this {");
    line(
        "  return this.at(bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), 8);");
    line("}");
    line("");
    line(
        "/** Points at the object at `obj` (depth `depth`) of bytes `b` (`d` views them), checked by");
    line(" * `c` or verified before. */");
    line("at(b: Uint8Array, d: DataView, obj: number, c?: FlatVerifier, depth = 1): this {");
    line("  this.$b = b;");
    line("  this.$d = d;");
    line("  this.$p = obj;");
    line("  this.$c = c;");
    line("  this.$depth = depth;");
    line("  return this;");
    line("}");
    line("");
    line("/** Decodes the whole message into a value. */");
    line("decode(): " + name + " {");
    line("  " + check(0) + ";");
    line("  " + rt("flatDecodeBegin") + "(" + name + "$flat, this.$b.length, this.$c?.limits);");
    line("  try {");
    line("    return " + name + "$flat.read(this.$b, this.$d, this.$p);");
    line("  } finally {");
    line("    " + rt("flatForget") + "();");
    line("  }");
    line("}");
    for (Slot s : l.slots()) {
      line("");
      viewField(s);
    }
    indent = 0;
    line("}");
    line("");
  }

  /** The {@code X$flat} of the message whose view is being written. */
  private String viewType;

  /** Checked access to field {@code id} (0: all) of the view's object. */
  private String check(int id) {
    return rt("flatCheckField") + "(this.$c, " + viewType + ", this.$p, this.$depth, " + id + ")";
  }

  /** Checked access to element {@code i} of a list of messages or strings read per element. */
  private String checkElement(Slot s, String i, boolean message) {
    return rt("flatCheckElement")
        + "(this.$c, "
        + viewType
        + ", this.$p, this.$depth, "
        + s.offset()
        + ", "
        + TsGenerator.quote(s.field().name())
        + ", "
        + i
        + ", "
        + message
        + ")";
  }

  private void viewField(Slot s) {
    Field f = s.field();
    FieldOptions o = opts(f);
    TypeRef t = f.type();
    String fname = f.name();
    if (s.placement() == Placement.POINTER && isMessage(t)) {
      NamedType n = (NamedType) t;
      String cls = ctx.ref(n) + "View";
      line("get " + fname + "(): " + cls + (f.optional() ? " | undefined" : "") + " {");
      line("  " + check(f.id()) + ";");
      line("  const t = " + rt("flatPointerField") + "(this.$d, this.$p, " + s.offset() + ");");
      String none;
      if (f.optional()) {
        none = "undefined";
      } else if (ctx.hasDefault(n.decl())) {
        none =
            "(this.v$"
                + fname
                + " ??= new "
                + cls
                + "()).at(FLAT_EMPTY_MESSAGE, FLAT_EMPTY_MESSAGE_VIEW, 8)";
      } else {
        none = rt("flatMissingUnion") + "(this.$p)";
      }
      line("  if (t === 0) return " + none + ";");
      line(
          "  return (this.v$"
              + fname
              + " ??= new "
              + cls
              + "()).at(this.$b, this.$d, t, this.$c, this.$depth + 1);");
      line("}");
      return;
    }
    if (s.placement() == Placement.POINTER && t instanceof ListType lt) {
      TypeRef e = lt.element();
      String arr = typedArray(t, o);
      if (arr != null) {
        line("/** As a typed array: a view over the input when aligned, else a copy. */");
        line("get " + fname + "(): " + arr + " {");
        line("  " + check(f.id()) + ";");
        line("  const t = " + rt("flatPointerField") + "(this.$d, this.$p, " + s.offset() + ");");
        line("  if (t === 0) return new " + arr + "(0);");
        line(
            "  return "
                + rt("flatScalarList")
                + "(this.$b, this.$d, t, "
                + FlatLayout.inline(e).width()
                + ", (buf, off, n) => new "
                + arr
                + "(buf, off, n));");
        line("}");
        return;
      }
      boolean message = isMessage(e);
      boolean string = e instanceof ScalarType st && st.kind() == ScalarKind.STRING;
      if (message || string) {
        line("/** Number of elements of " + fname + ". */");
        line(fname + "Length(): number {");
        line("  " + checkElement(s, "-1", message) + ";");
        line("  const t = " + rt("flatPointerField") + "(this.$d, this.$p, " + s.offset() + ");");
        line("  return t === 0 ? 0 : this.$d.getUint32(t, true);");
        line("}");
        line("");
        String type = message ? ctx.ref((NamedType) e) + "View" : "string";
        line(
            "/** Element `i` of "
                + fname
                + (message ? " (the same view object for every index)." : ".")
                + " */");
        line(fname + "(i: number): " + type + " {");
        line("  " + checkElement(s, "i", message) + ";");
        line("  const t = " + rt("flatPointerField") + "(this.$d, this.$p, " + s.offset() + ");");
        line("  const n = t === 0 ? 0 : this.$d.getUint32(t, true);");
        line(
            "  if (!(i >= 0 && i < n)) throw new RangeError(`index ${i} outside 0..${n - 1} of "
                + fname
                + "`);");
        line("  const slot = t + 4 + 4 * i;");
        if (message) {
          String cls = ctx.ref((NamedType) e) + "View";
          line("  const e = " + rt("flatPointer") + "(this.$d, slot);");
          String none =
              ctx.hasDefault(((NamedType) e).decl())
                  ? "(this.v$"
                      + fname
                      + " ??= new "
                      + cls
                      + "()).at(FLAT_EMPTY_MESSAGE, FLAT_EMPTY_MESSAGE_VIEW, 8)"
                  : rt("flatMissingUnion") + "(slot)";
          line("  if (e === 0) return " + none + ";");
          line(
              "  return (this.v$"
                  + fname
                  + " ??= new "
                  + cls
                  + "()).at(this.$b, this.$d, e, this.$c, this.$depth + 2);");
        } else {
          line("  return " + rt("flatStringOr") + "(this.$b, this.$d, slot, \"\");");
        }
        line("}");
        return;
      }
    }
    // Everything else: read (scalars in place; strings decoded; other composites decoded).
    String type = ctx.tsType(t, o) + (f.optional() ? " | undefined" : "");
    StringBuilder saved = sb;
    int savedIndent = indent;
    sb = new StringBuilder();
    indent = 2;
    fieldRead(s);
    String text = sb.toString();
    sb = saved;
    indent = savedIndent;
    line("get " + fname + "(): " + type + " {");
    indent++;
    if (s.placement() == Placement.POINTER || needsCheck(t)) {
      line(check(f.id()) + ";");
    }
    readPrelude(text, true);
    indent--;
    sb.append(text);
    line("  return _" + fname + ";");
    line("}");
  }

  private void verifyMessage(MessageLayout l) {
    StringBuilder saved = sb;
    sb = new StringBuilder();
    indent = 2;
    for (Slot s : l.slots()) {
      Field f = s.field();
      FieldOptions o = opts(f);
      // `only`: checked access verifies one field (FORMAT.md §F13), a message field only as far
      // as its object; 0 verifies every field.
      String mine = "(only === 0 || only === " + f.id() + ")";
      if (s.placement() == Placement.POINTER) {
        String slot = "obj + " + (4 + 4 * s.offset());
        line("if (ptrs_ > " + s.offset() + " && " + mine + ") {");
        line("  v.push(" + TsGenerator.quote(f.name()) + ");");
        indent++;
        lazyMessage = isMessage(f.type());
        verifySlot(f.type(), o, slot, !f.optional());
        lazyMessage = false;
        indent--;
        line("  v.pop();");
        int levels = DefaultLevels.of(f);
        if (!f.optional() && !hasDefaultValue(f.type())) {
          line("} else if (" + mine + ") {");
          line("  throw v.missingUnion(obj);");
        } else if (levels > 0) {
          // Absent: its default, written again, takes these levels (FORMAT.md §7).
          line("} else if (" + mine + ") {");
          line("  v.push(" + TsGenerator.quote(f.name()) + ");");
          defaults(levels, DefaultLevels.messages(f), "obj", "  ");
          line("  v.pop();");
        }
        line("}");
      } else if (s.placement() == Placement.DATA && needsCheck(f.type())) {
        String cond = "dbytes_ >= " + (s.offset() + s.width());
        if (f.optional()) {
          cond += " && " + rt("flatBit") + "(v.view, data_, dbytes_, " + s.presenceBit() + ")";
        }
        line("if (" + cond + " && " + mine + ") {");
        line("  v.push(" + TsGenerator.quote(f.name()) + ");");
        indent++;
        verifyInline(f.type(), o, "data_ + " + s.offset(), f.optional() ? 0 : defaultBits(f));
        indent--;
        line("  v.pop();");
        int levels = DefaultLevels.of(f);
        if (levels > 0) {
          // A struct beyond this object's data: its default, written again (FORMAT.md §7).
          line("} else if (" + mine + ") {");
          line("  v.push(" + TsGenerator.quote(f.name()) + ");");
          defaults(levels, DefaultLevels.messages(f), "obj", "  ");
          line("  v.pop();");
        }
        line("}");
      }
    }
    String text = sb.toString();
    sb = saved;
    indent = 1;
    line("verify(v: FlatVerifier, obj: number, only = 0): void {");
    if (text.isEmpty()) {
      line("  void only;");
    }
    if (text.contains("ptrs_")) {
      line("  const ptrs_ = v.ptrCount(obj);");
    }
    if (text.contains("dbytes_")) {
      line("  const dbytes_ = v.dataBytes(obj);");
    }
    if (text.contains("data_")) {
      line("  const data_ = v.data(obj);");
    }
    if (text.isEmpty()) {
      line("  void v, void obj;");
    }
    sb.append(text);
    line("},");
  }

  private void readMessage(MessageDecl m, String name, MessageLayout l) {
    StringBuilder saved = sb;
    sb = new StringBuilder();
    indent = 2;
    chargeAt = "obj";
    sized = new ArrayList<>();
    // Charged once, at the end: the record, its strings and bytes (FORMAT.md §7.1).
    sized.add(String.valueOf(DecodedSize.record(m)));
    for (Slot s : l.slots()) {
      fieldRead(s);
    }
    List<String> sizes = sized;
    sized = null;
    chargeAt = null;
    String text = sb.toString();
    sb = saved;
    indent = 1;
    line("read(b: Uint8Array, d: DataView, obj: number): " + name + " {");
    line("  const shared = " + rt("flatShared") + "(d, obj, this);");
    line("  if (shared !== undefined) return shared as " + name + ";");
    indent = 2;
    readPrelude(text, false);
    if (!text.contains("(b, ")) {
      line("void b;");
    }
    indent = 1;
    sb.append(text);
    if (!sizes.isEmpty()) {
      line("  " + rt("flatCharge") + "(obj, " + String.join(" + ", sizes) + ");");
    }
    line("  return " + rt("flatRemember") + "(obj, this, {");
    for (Slot s : l.slots()) {
      line("    " + s.field().name() + ": _" + s.field().name() + ",");
    }
    line("    $unknown: undefined,");
    line("  });");
    line("},");
  }

  /** Emits {@code const _name = ...} reading one field of the object {@code obj}. */
  void fieldRead(Slot s) {
    Field f = s.field();
    FieldOptions o = opts(f);
    String local = "_" + f.name();
    String t = ctx.tsType(f.type(), o) + (f.optional() ? " | undefined" : "");
    switch (s.placement()) {
      case POINTER -> {
        String savedCharge = chargeAt;
        if (sized != null
            && f.type() instanceof ScalarType st
            && (st.kind() == ScalarKind.STRING || st.kind() == ScalarKind.BYTES)) {
          // Charged with the message's other strings and bytes at its end (readMessage).
          sized.add(
              rt(st.kind() == ScalarKind.STRING ? "flatStringSize" : "flatBytesSize")
                  + "("
                  + local
                  + ")");
          chargeAt = null;
        }
        String slot = "obj + " + (4 + 4 * s.offset());
        String absent = f.optional() ? "undefined" : charged(f.type(), fieldDefault(f, "obj"));
        String isNull = f.optional() ? "undefined" : charged(f.type(), fieldDefault(f, slot));
        line("t = ptrs_ > " + s.offset() + " ? " + rt("flatPointer") + "(d, " + slot + ") : 0;");
        line(
            "const "
                + local
                + ": "
                + t
                + " = t !== 0 ? "
                + readTarget(f.type(), o, "t")
                + (absent.equals(isNull)
                    ? " : " + absent
                    : " : ptrs_ > " + s.offset() + " ? " + isNull + " : " + absent)
                + ";");
        chargeAt = savedCharge;
      }
      case BIT -> {
        String value = rt("flatBit") + "(d, data_, dbytes_, " + s.bit() + ")";
        if (f.optional()) {
          String presence = rt("flatBit") + "(d, data_, dbytes_, " + s.presenceBit() + ")";
          line("const " + local + ": " + t + " = " + presence + " ? " + value + " : undefined;");
        } else {
          line(
              "const " + local + ": " + t + " = " + (defaultBits(f) != 0 ? "!" : "") + value + ";");
        }
      }
      case DATA -> {
        String cond = "dbytes_ >= " + (s.offset() + s.width());
        String pos = "data_ + " + s.offset();
        if (f.optional()) {
          String presence = rt("flatBit") + "(d, data_, dbytes_, " + s.presenceBit() + ")";
          line(
              "const "
                  + local
                  + ": "
                  + t
                  + " = "
                  + presence
                  + " && "
                  + cond
                  + " ? "
                  + readInline(f.type(), o, pos, 0, "b", "d")
                  + " : undefined;");
        } else {
          line(
              "const "
                  + local
                  + ": "
                  + t
                  + " = "
                  + cond
                  + " ? "
                  + readInline(f.type(), o, pos, defaultBits(f), "b", "d")
                  + " : "
                  + fieldDefault(f, "obj")
                  + ";");
        }
      }
    }
  }

  private void writeMessage(String name, MessageLayout l) {
    indent = 1;
    line("write(w: FlatBuilder, x: " + name + "): number {");
    indent = 2;
    line("const shared = w.sharedAt(w.struct(x));");
    line("if (shared !== 0) return shared;");
    line("w.enter();");
    line("const obj = w.object(" + l.dataBytes() + ", " + l.ptrCount() + ");");
    line("w.share(x, obj);");
    if (l.dataBytes() > 0) {
      line("const data_ = obj + " + l.dataStart() + ";");
    }
    List<Slot> structTargets = new ArrayList<>();
    for (Slot s : l.slots()) {
      Field f = s.field();
      FieldOptions o = opts(f);
      String get = "x." + f.name();
      switch (s.placement()) {
        case POINTER -> {}
        case BIT -> {
          if (f.optional()) {
            line("if (" + get + " !== undefined) {");
            line("  w.setBit(data_, " + s.presenceBit() + ");");
            line("  if (w.boolValue(" + get + ")) w.setBit(data_, " + s.bit() + ");");
            line("}");
          } else {
            String cmp = defaultBits(f) != 0 ? " !== true" : "";
            line("if (w.boolValue(" + get + ")" + cmp + ") w.setBit(data_, " + s.bit() + ");");
          }
        }
        case DATA -> {
          String pos = "data_ + " + s.offset();
          if (f.optional()) {
            line("if (" + get + " !== undefined) {");
            line("  w.setBit(data_, " + s.presenceBit() + ");");
            indent++;
            fillInline(f.type(), o, pos, get, 0);
            indent--;
            line("}");
          } else {
            fillInline(f.type(), o, pos, get, defaultBits(f));
          }
          if (hasPointers(f.type())) {
            structTargets.add(s);
          }
        }
      }
    }
    for (Slot s : l.slots()) {
      if (s.placement() != Placement.POINTER) {
        continue;
      }
      Field f = s.field();
      String get = "x." + f.name();
      String slot = "obj + " + (4 + 4 * s.offset());
      String stmt = "w.pointer(" + slot + ", " + writeTarget(f.type(), opts(f), get) + ");";
      line(f.optional() ? "if (" + get + " !== undefined) " + stmt : stmt);
    }
    structTargets.sort(Comparator.comparingInt(Slot::offset));
    for (Slot s : structTargets) {
      Field f = s.field();
      String get = "x." + f.name();
      StringBuilder saved = sb;
      sb = new StringBuilder();
      targetsInline(f.type(), opts(f), "data_ + " + s.offset(), get);
      String stmt = sb.toString().trim();
      sb = saved;
      line(f.optional() ? "if (" + get + " !== undefined) " + stmt : stmt);
    }
    line("w.exit();");
    line("return obj;");
    indent = 1;
    line("},");
  }

  // ------------------------------------------------------------------ structs

  String struct(StructDecl st) {
    sb = new StringBuilder();
    String name = st.name();
    StructLayout l = FlatLayout.struct(st);
    rt("FlatBuilder");
    rt("FlatVerifier");
    line("/** Flat codec of the struct " + name + " (inline, " + l.size() + " bytes). */");
    line("export const " + name + "$flat = {");
    indent = 1;
    line("size: " + l.size() + ",");
    line("align: " + l.align() + ",");
    // verify
    StringBuilder saved = sb;
    sb = new StringBuilder();
    indent = 2;
    for (Slot s : l.slots()) {
      Field f = s.field();
      if (!needsCheck(f.type())) {
        continue;
      }
      line("v.push(" + TsGenerator.quote(f.name()) + ");");
      verifyInline(f.type(), opts(f), "pos + " + s.offset(), defaultBits(f));
      line("v.pop();");
    }
    String text = sb.toString();
    sb = saved;
    indent = 1;
    line("verify(v: FlatVerifier, pos: number): void {");
    if (text.isEmpty()) {
      line("  void v, void pos;");
    }
    sb.append(text);
    line("},");
    // read
    saved = sb;
    sb = new StringBuilder();
    indent = 2;
    line("return {");
    chargeAt = "pos";
    for (Slot s : l.slots()) {
      Field f = s.field();
      line(
          "  "
              + f.name()
              + ": "
              + readInline(f.type(), opts(f), "pos + " + s.offset(), defaultBits(f), "b", "d")
              + ",");
    }
    line("};");
    chargeAt = null;
    text = sb.toString();
    sb = saved;
    indent = 1;
    line("read(b: Uint8Array, d: DataView, pos: number): " + name + " {");
    if (usesT(text)) {
      line("  let t = 0;");
    }
    if (!text.contains("(b,") && !text.contains(", b,")) {
      line("  void b;");
    }
    sb.append(text);
    line("},");
    // fill
    line("fill(w: FlatBuilder, pos: number, x: " + name + "): void {");
    indent = 2;
    line("w.struct(x);");
    line("w.enter();");
    for (Slot s : l.slots()) {
      Field f = s.field();
      fillInline(f.type(), opts(f), "pos + " + s.offset(), "x." + f.name(), defaultBits(f));
    }
    line("w.exit();");
    indent = 1;
    line("},");
    // targets
    line("targets(w: FlatBuilder, pos: number, x: " + name + "): void {");
    indent = 2;
    boolean any = false;
    for (Slot s : l.slots()) {
      Field f = s.field();
      if (hasPointers(f.type())) {
        targetsInline(f.type(), opts(f), "pos + " + s.offset(), "x." + f.name());
        any = true;
      }
    }
    if (!any) {
      line("void w, void pos, void x;");
    }
    indent = 1;
    line("},");
    indent = 0;
    line("};");
    line("");
    return sb.toString();
  }

  // ------------------------------------------------------------------ unions

  String union(UnionDecl u) {
    sb = new StringBuilder();
    String name = u.name();
    rt("FlatBuilder");
    rt("FlatVerifier");
    line("/** Flat codec of the union " + name + " (a cell: u32 case id, then the value). */");
    line("export const " + name + "$flat = {");
    indent = 1;
    line("verify(v: FlatVerifier, cell: number): void {");
    line("  switch (v.i32(cell)) {");
    indent = 3;
    for (UnionCase c : u.cases()) {
      CellLayout cl = FlatLayout.cell(c.type());
      line("case " + c.id() + ":");
      line("  v.cellBody(cell, " + cl.size() + ");");
      if (needsCheck(c.type())) {
        line("  v.push(" + TsGenerator.quote(c.name()) + ");");
        indent++;
        verifyInline(c.type(), FieldOptions.DEFAULT, "cell + " + cl.valueOffset(), 0);
        indent--;
        line("  v.pop();");
      }
      line("  break;");
    }
    line("default:");
    line("  throw v.unknownCase(cell, " + TsGenerator.quote(u.fullName()) + ");");
    indent = 1;
    line("  }");
    line("},");
    StringBuilder saved = sb;
    sb = new StringBuilder();
    indent = 3;
    chargeAt = "cell";
    for (UnionCase c : u.cases()) {
      CellLayout cl = FlatLayout.cell(c.type());
      line("case " + c.id() + ":");
      line("  " + rt("flatCharge") + "(cell, " + DecodedSize.unionCase(c) + ");");
      line(
          "  return { case: "
              + TsGenerator.quote(c.name())
              + ", value: "
              + readInline(
                  c.type(), FieldOptions.DEFAULT, "cell + " + cl.valueOffset(), 0, "b", "d")
              + " };");
    }
    chargeAt = null;
    String text = sb.toString();
    sb = saved;
    indent = 1;
    line("read(b: Uint8Array, d: DataView, cell: number): " + name + " {");
    if (usesT(text)) {
      line("  let t = 0;");
    }
    if (!text.contains("(b,") && !text.contains(", b,")) {
      line("  void b;");
    }
    line("  const id = d.getInt32(cell, true);");
    line("  switch (id) {");
    sb.append(text);
    line("    default:");
    line(
        "      return "
            + rt("flatUnknownCase")
            + "(cell, id, "
            + TsGenerator.quote(u.fullName())
            + ");");
    line("  }");
    line("},");
    line("write(w: FlatBuilder, x: " + name + "): number {");
    indent = 2;
    line("w.enter();");
    line("let cell: number;");
    line("const u = w.unionValue(x);");
    line("switch (u.case) {");
    indent = 3;
    for (UnionCase c : u.cases()) {
      CellLayout cl = FlatLayout.cell(c.type());
      String pos = "cell + " + cl.valueOffset();
      line("case " + TsGenerator.quote(c.name()) + ":");
      indent++;
      line("cell = w.cell(" + cl.size() + ");");
      line("w.dv.setInt32(cell, " + c.id() + ", true);");
      fillInline(c.type(), FieldOptions.DEFAULT, pos, "u.value", 0);
      targetsInline(c.type(), FieldOptions.DEFAULT, pos, "u.value");
      line("break;");
      indent--;
    }
    line("default:");
    line(
        "  throw w.invalid(`not a case of "
            + u.fullName()
            + ": ${String((u as { case: unknown }).case)}`);");
    indent = 2;
    line("}");
    line("w.exit();");
    line("return cell;");
    indent = 1;
    line("},");
    indent = 0;
    line("};");
    line("");
    return sb.toString();
  }

  // ------------------------------------------------------------------ per type

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

  /** Verification of the pointer slot at {@code slot} (FORMAT.md §F10.2). */
  /** Whether {@link #verifySlot} writes a message field of a message's own verify. */
  private boolean lazyMessage;

  void verifySlot(TypeRef t, FieldOptions o, String slot, boolean required) {
    if (t instanceof ScalarType s) {
      line(
          s.kind() == ScalarKind.STRING
              ? "v.string(" + slot + ");"
              : s.kind() == ScalarKind.JSON ? "v.json(" + slot + ");" : "v.bytesAt(" + slot + ");");
      return;
    }
    if (t instanceof ListType || t instanceof MapType) {
      if (required) {
        // Unset: an empty list or map, a level when written again (FORMAT.md §7).
        line("if (v.i32(" + slot + ") === 0) v.defaultLevels(1, " + slot + ");");
      }
      line(verifyHelper(t, o) + "(v, " + slot + ");");
      return;
    }
    NamedType n = (NamedType) t;
    String flat = ctx.ref(n) + "$flat";
    boolean message = n.decl() instanceof MessageDecl;
    String var = message ? "m" : "c";
    line("{");
    line("  const " + var + " = v." + (message ? "message" : "cell") + "(" + slot + ");");
    line("  if (" + var + " !== 0) {");
    line("    " + (lazyMessage ? "if (only === 0) " : "") + flat + ".verify(v, " + var + ");");
    line("    v.leave();");
    int levels = DefaultLevels.of(t);
    if (required && !hasDefaultValue(t)) {
      line("  } else {");
      line("    throw v.missingUnion(" + slot + ");");
    } else if (required && levels > 0) {
      line("  } else {");
      defaults(levels, DefaultLevels.messages(t), slot, "    ");
    }
    line("  }");
    line("}");
  }

  /**
   * A default read where a value is absent (FORMAT.md §7, §F10.2): the levels it takes when written
   * again, then the messages it holds, both checked at {@code pos}.
   */
  private void defaults(int levels, int messages, String pos, String pad) {
    line(pad + "v.defaultLevels(" + levels + ", " + pos + ");");
    if (messages > 0) {
      line(pad + "v.defaultMessages(" + messages + ", " + pos + ");");
    }
  }

  /** Verification of an inline value at {@code pos} stored XOR {@code x}. */
  void verifyInline(TypeRef t, FieldOptions o, String pos, long x) {
    if (FlatLayout.isPointer(t)) {
      verifySlot(t, o, pos, true);
    } else if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.BOOL) {
        line("v.bool(" + pos + (x != 0 ? ", 1" : "") + ");");
      }
    } else {
      Decl d = ((NamedType) t).decl();
      if (d instanceof EnumDecl) {
        line("v.enumValue(" + pos + (x != 0 ? ", " + (int) x : "") + ");");
      } else {
        line("v.struct(" + pos + ");");
        line(ctx.ref((NamedType) t) + "$flat.verify(v, " + pos + ");");
        line("v.leave();");
      }
    }
  }

  /** The value of the target at position {@code target} (not null). */
  String readTarget(TypeRef t, FieldOptions o, String target) {
    if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.JSON) {
        return rt("flatJson") + "(b, d, " + target + ")";
      }
      String read =
          s.kind() == ScalarKind.STRING
              ? rt("flatString") + "(b, d, " + target + ")"
              : rt("flatBytes") + "(b, d, " + target + ")";
      if (chargeAt == null) {
        return read;
      }
      return (s.kind() == ScalarKind.STRING ? rt("flatChargeString") : rt("flatChargeBytes"))
          + "("
          + read
          + ", "
          + chargeAt
          + ")";
    }
    if (t instanceof ListType || t instanceof MapType) {
      return readHelper(t, o) + "(b, d, " + target + ")";
    }
    return ctx.ref((NamedType) t) + "$flat.read(b, d, " + target + ")";
  }

  /** The value a null pointer of a type stands for (§F3.3) in a list, entry, struct or cell. */
  String typeDefault(TypeRef t, FieldOptions o, String pos) {
    if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.BYTES && chargeAt != null) {
        return rt("flatChargeBytes") + "(new Uint8Array(0), " + chargeAt + ")";
      }
      return s.kind() == ScalarKind.STRING
          ? "\"\""
          : s.kind() == ScalarKind.JSON ? "null" : "new Uint8Array(0)";
    }
    if (t instanceof ListType || t instanceof MapType) {
      String empty = t instanceof ListType ? "[]" : "new Map()";
      // A null element (map value, union value, struct field) is an empty list or map, charged
      // as a missing field's default at its slot (§7.1).
      return chargeAt == null
          ? empty
          : rt("flatMissing")
              + "("
              + empty
              + ", "
              + pos
              + ", "
              + DecodedSize.missingDefault(t)
              + ")";
    }
    NamedType n = (NamedType) t;
    if (!hasDefaultValue(t)) {
      return rt("flatMissingUnion") + "(" + pos + ")";
    }
    if (chargeAt != null && n.decl() instanceof MessageDecl) {
      // A null element (or union value) of a message type decodes to its default (§7.1).
      return rt("flatMissing")
          + "("
          + ctx.ref(n)
          + ".create(), "
          + pos
          + ", "
          + DecodedSize.missingDefault(t)
          + ")";
    }
    return ctx.ref(n) + ".create()";
  }

  /**
   * {@code expr}, the default of a missing non-optional field of type {@code t}, charged at the
   * object as FORMAT.md §7.1 charges a missing field's default (while emitting a read).
   */
  private String charged(TypeRef t, String expr) {
    if (chargeAt == null) {
      return expr;
    }
    if (t instanceof ScalarType s && s.kind() == ScalarKind.BYTES) {
      return rt("flatChargeBytes") + "(" + expr + ", " + chargeAt + ")";
    }
    int missing = t instanceof ScalarType ? 0 : DecodedSize.missingDefault(t);
    return missing == 0
        ? expr
        : rt("flatMissing") + "(" + expr + ", " + chargeAt + ", " + missing + ")";
  }

  /** The value of a missing non-optional message field (its default, or MISSING_UNION at pos). */
  private String fieldDefault(Field f, String pos) {
    String d = ctx.defaultExpr(f);
    if (d == null) {
      return rt("flatMissingUnion") + "(" + pos + ")";
    }
    return d;
  }

  /**
   * The value of an inline {@code t} at {@code pos} stored XOR {@code x}, reading from the
   * Uint8Array {@code b} and DataView {@code d} (pointer kinds use a {@code let t}).
   */
  String readInline(TypeRef t, FieldOptions o, String pos, long x, String b, String d) {
    if (FlatLayout.isPointer(t)) {
      String target = readTarget(t, o, "t");
      if (!b.equals("b") || !d.equals("d")) {
        target = target.replace("(b, d, ", "(" + b + ", " + d + ", ");
      }
      return "((t = "
          + rt("flatPointer")
          + "("
          + d
          + ", "
          + pos
          + ")) !== 0 ? "
          + target
          + " : "
          + typeDefault(t, o, pos)
          + ")";
    }
    if (t instanceof NamedType n) {
      if (n.decl() instanceof EnumDecl) {
        return x == 0
            ? d + ".getInt32(" + pos + ", true)"
            : "(" + d + ".getInt32(" + pos + ", true) ^ " + (int) x + ")";
      }
      return ctx.ref(n) + "$flat.read(" + b + ", " + d + ", " + pos + ")";
    }
    ScalarKind k = ((ScalarType) t).kind();
    String p = pos;
    return switch (k) {
      case BOOL -> x == 0 ? d + ".getUint8(" + p + ") !== 0" : d + ".getUint8(" + p + ") !== 1";
      case I8 ->
          x == 0
              ? d + ".getInt8(" + p + ")"
              : "(((" + d + ".getUint8(" + p + ") ^ " + (x & 0xff) + ") << 24) >> 24)";
      case U8 ->
          x == 0
              ? d + ".getUint8(" + p + ")"
              : "(" + d + ".getUint8(" + p + ") ^ " + (x & 0xff) + ")";
      case I16 ->
          x == 0
              ? d + ".getInt16(" + p + ", true)"
              : "(((" + d + ".getUint16(" + p + ", true) ^ " + (x & 0xffff) + ") << 16) >> 16)";
      case U16 ->
          x == 0
              ? d + ".getUint16(" + p + ", true)"
              : "(" + d + ".getUint16(" + p + ", true) ^ " + (x & 0xffff) + ")";
      case I32 ->
          x == 0
              ? d + ".getInt32(" + p + ", true)"
              : "(" + d + ".getInt32(" + p + ", true) ^ " + (int) x + ")";
      case U32 ->
          x == 0
              ? d + ".getUint32(" + p + ", true)"
              : "((" + d + ".getInt32(" + p + ", true) ^ " + (int) x + ") >>> 0)";
      case I64 -> {
        String v =
            x == 0
                ? d + ".getBigInt64(" + p + ", true)"
                : "BigInt.asIntN(64, " + d + ".getBigUint64(" + p + ", true) ^ " + big(x) + ")";
        yield o.tsNumber() ? rt("flatI64Number") + "(" + v + ", " + p + ")" : v;
      }
      case U64 -> {
        String v =
            x == 0
                ? d + ".getBigUint64(" + p + ", true)"
                : "(" + d + ".getBigUint64(" + p + ", true) ^ " + big(x) + ")";
        yield o.tsNumber() ? rt("flatI64Number") + "(" + v + ", " + p + ")" : v;
      }
      case F32 ->
          x == 0
              // Through the runtime, which keeps a signalling NaN's bits (getFloat32 quiets it).
              ? rt("flatF32") + "(" + d + ", " + p + ")"
              : rt("flatF32Xor") + "(" + d + ", " + p + ", " + (int) x + ")";
      case F64 ->
          x == 0
              ? d + ".getFloat64(" + p + ", true)"
              : rt("flatF64Xor")
                  + "("
                  + d
                  + ", "
                  + p
                  + ", "
                  + (int) x
                  + ", "
                  + (int) (x >>> 32)
                  + ")";
      case STRING, BYTES, JSON -> throw new IllegalStateException("pointer kind");
    };
  }

  private static boolean usesT(String text) {
    return text.contains("(t = ") || text.contains("t = ptrs_");
  }

  private static String entryVars(boolean key, boolean value) {
    return key && value ? "[key, value]" : key ? "[key]" : "[, value]";
  }

  private static String big(long x) {
    return "0x" + Long.toUnsignedString(x, 16) + "n";
  }

  /** Stores the non-pointer part of an inline value (scalars, enums, struct scalars). */
  void fillInline(TypeRef t, FieldOptions o, String pos, String value, long x) {
    if (FlatLayout.isPointer(t)) {
      return;
    }
    if (t instanceof NamedType n) {
      if (n.decl() instanceof EnumDecl) {
        line("w.enumValue(" + pos + ", " + value + (x != 0 ? ", " + (int) x : "") + ");");
      } else {
        line(ctx.ref(n) + "$flat.fill(w, " + pos + ", " + value + ");");
      }
      return;
    }
    ScalarKind k = ((ScalarType) t).kind();
    String m =
        switch (k) {
          case BOOL -> "bool";
          case I8 -> "i8";
          case U8 -> "u8";
          case I16 -> "i16";
          case U16 -> "u16";
          case I32 -> "i32";
          case U32 -> "u32";
          case I64 -> o.tsNumber() ? "i64n" : "i64";
          case U64 -> o.tsNumber() ? "u64n" : "u64";
          case F32 -> "f32";
          case F64 -> "f64";
          case STRING, BYTES, JSON -> throw new IllegalStateException("pointer kind");
        };
    String xs = "";
    if (x != 0) {
      xs =
          switch (k) {
            case BOOL -> ", 1";
            case I8, U8 -> ", " + (x & 0xff);
            case I16, U16 -> ", " + (x & 0xffff);
            case I32, U32, F32 -> ", " + (int) x;
            case I64, U64 -> ", " + big(x);
            case F64 -> ", " + (int) x + ", " + (int) (x >>> 32);
            case STRING, BYTES, JSON -> "";
          };
    }
    line("w." + m + "(" + pos + ", " + value + xs + ");");
  }

  /**
   * Writes the targets of the pointer slots of an inline value at {@code pos}, in position order.
   */
  void targetsInline(TypeRef t, FieldOptions o, String pos, String value) {
    if (FlatLayout.isPointer(t)) {
      line("w.pointer(" + pos + ", " + writeTarget(t, o, value) + ");");
    } else if (hasPointers(t)) {
      line(ctx.ref((NamedType) t) + "$flat.targets(w, " + pos + ", " + value + ");");
    }
  }

  /** Writes a pointer-kind value as a target; returns the expression of its position. */
  String writeTarget(TypeRef t, FieldOptions o, String value) {
    if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.STRING) {
        return "w.string(" + value + (o.dedup() ? "" : ", false") + ")";
      }
      if (s.kind() == ScalarKind.JSON) {
        return "w.json(" + value + ")";
      }
      return "w.bytes(" + value + ")";
    }
    if (t instanceof ListType || t instanceof MapType) {
      return writeHelper(t, o) + "(w, " + value + ")";
    }
    return ctx.ref((NamedType) t) + "$flat.write(w, " + value + ")";
  }

  // ------------------------------------------------------------------ list and map helpers

  private String key(TypeRef t, FieldOptions o) {
    String s = "";
    if (o.tsNumber()) {
      s += "_num";
    }
    if (!o.dedup()) {
      s += "_nodedup";
    }
    return TsGenerator.mangleName(t.canonical() + s);
  }

  private interface Body {
    void emit();
  }

  private String helper(String name, Body body) {
    if (helpers.containsKey(name)) {
      return name;
    }
    helpers.put(name, "");
    StringBuilder saved = sb;
    int savedIndent = indent;
    sb = new StringBuilder();
    indent = 0;
    body.emit();
    line("");
    helpers.put(name, sb.toString());
    sb = saved;
    indent = savedIndent;
    return name;
  }

  private static int stride(TypeRef t) {
    if (t instanceof MapType m) {
      return FlatLayout.entry(m).size();
    }
    return FlatLayout.inline(((ListType) t).element()).width();
  }

  private static int align(TypeRef t) {
    if (t instanceof MapType m) {
      return FlatLayout.entry(m).align();
    }
    return FlatLayout.inline(((ListType) t).element()).align();
  }

  String verifyHelper(TypeRef t, FieldOptions o) {
    String name = "fv$" + key(t, o);
    return helper(
        name,
        () -> {
          int stride = stride(t);
          line("function " + name + "(v: FlatVerifier, slot: number): void {");
          indent = 1;
          line("const list = v.list(slot, " + stride + ", " + align(t) + ");");
          line("if (list === 0) return;");
          if (t instanceof ListType l) {
            if (needsCheck(l.element())) {
              line("const n = v.i32(list) >>> 0;");
              line("for (let i = 0; i < n; i++) {");
              line("  v.push(i);");
              indent++;
              verifyInline(l.element(), o, "list + 4 + " + stride + " * i", 0);
              indent--;
              line("  v.pop();");
              line("}");
            }
          } else {
            MapType m = (MapType) t;
            EntryLayout e = FlatLayout.entry(m);
            line("const n = v.i32(list) >>> 0;");
            line("const keys = new Set<" + ctx.tsType(m.key(), o) + ">();");
            String spread = keySpreadMethod(m.key());
            if (spread != null) {
              line("const spread = " + rt("mapKeySpread") + "(n);");
            }
            line("let t = 0;");
            line("for (let i = 0; i < n; i++) {");
            indent++;
            line("const at = list + 4 + " + stride + " * i;");
            line("v.push(i);");
            if (needsCheck(m.key())) {
              line("v.push(\"key\");");
              verifyInline(m.key(), o, "at", 0);
              line("v.pop();");
            }
            line("const key = " + readInline(m.key(), o, "at", 0, "v.bytes", "v.view") + ";");
            line(
                "if (keys.has(key)) throw v.error(\"DUPLICATE_MAP_KEY\", at, \"duplicate map key\");");
            if (spread != null) {
              line(
                  "if (spread !== null && !spread."
                      + spread
                      + "(key)) throw v.error(\"LIMIT_EXCEEDED\", at, "
                      + rt("mapKeySpreadMessage")
                      + "());");
            }
            line("keys.add(key);");
            if (needsCheck(m.value())) {
              line("v.push(\"value\");");
              verifyInline(m.value(), o, "at + " + e.valueOffset(), 0);
              line("v.pop();");
            }
            line("v.pop();");
            indent--;
            line("}");
            line("void t;");
          }
          line("v.leave();");
          indent = 0;
          line("}");
        });
  }

  String readHelper(TypeRef t, FieldOptions o) {
    String name = "fr$" + key(t, o);
    return helper(
        name,
        () -> {
          int stride = stride(t);
          String type = ctx.tsType(t, o);
          line("function " + name + "(b: Uint8Array, d: DataView, list: number): " + type + " {");
          indent = 1;
          line("const n = d.getUint32(list, true);");
          line(
              rt("flatChargeCollection")
                  + "(list, n, "
                  + (t instanceof ListType l0
                      ? DecodedSize.element(l0.element())
                      : DecodedSize.mapEntry((MapType) t))
                  + ");");
          StringBuilder saved = sb;
          String savedCharge = chargeAt;
          chargeAt = "list";
          sb = new StringBuilder();
          if (t instanceof ListType l
              && l.element() instanceof ScalarType st
              && (st.kind() == ScalarKind.F32 || st.kind() == ScalarKind.F64)) {
            // Through the runtime, which keeps NaN bits (an array of unboxed doubles loses them).
            String read = st.kind() == ScalarKind.F32 ? "flatF32s" : "flatF64s";
            line("const out: " + type + " = " + rt(read) + "(d, list + 4, n);");
          } else if (t instanceof ListType l) {
            line("const out: " + type + " = new Array(n);");
            line("for (let i = 0; i < n; i++) {");
            line(
                "  out[i] = "
                    + readInline(l.element(), o, "list + 4 + " + stride + " * i", 0, "b", "d")
                    + ";");
            line("}");
          } else {
            MapType m = (MapType) t;
            EntryLayout e = FlatLayout.entry(m);
            line("const out: " + type + " = new Map();");
            line("for (let i = 0; i < n; i++) {");
            line("  const at = list + 4 + " + stride + " * i;");
            line("  const key = " + readInline(m.key(), o, "at", 0, "b", "d") + ";");
            line(
                "  out.set(key, "
                    + readInline(m.value(), o, "at + " + e.valueOffset(), 0, "b", "d")
                    + ");");
            line("}");
          }
          String text = sb.toString();
          sb = saved;
          chargeAt = savedCharge;
          if (usesT(text)) {
            line("let t = 0;");
          }
          if (!text.contains("(b,") && !text.contains(", b,")) {
            line("void b;");
          }
          sb.append(text);
          line("return out;");
          indent = 0;
          line("}");
        });
  }

  String writeHelper(TypeRef t, FieldOptions o) {
    String name = "fw$" + key(t, o);
    return helper(
        name,
        () -> {
          int stride = stride(t);
          String type = ctx.tsType(t, o);
          line("function " + name + "(w: FlatBuilder, v: " + type + "): number {");
          indent = 1;
          if (t instanceof ListType l) {
            TypeRef e = l.element();
            line("const a = w.array(v);");
            line("w.enter();");
            line("const n = a.length;");
            line("const list = w.list(n, " + stride + ", " + align(t) + ");");
            if (!FlatLayout.isPointer(e)) {
              line("for (let i = 0; i < n; i++) {");
              indent++;
              fillInline(e, o, "list + 4 + " + stride + " * i", "a[i]!", 0);
              indent--;
              line("}");
            }
            if (hasPointers(e)) {
              line("for (let i = 0; i < n; i++) {");
              indent++;
              targetsInline(e, o, "list + 4 + " + stride + " * i", "a[i]!");
              indent--;
              line("}");
            }
          } else {
            MapType m = (MapType) t;
            EntryLayout e = FlatLayout.entry(m);
            line("const map = w.mapValue(v);");
            line("w.enter();");
            line("const list = w.list(map.size, " + stride + ", " + align(t) + ");");
            boolean fill = !FlatLayout.isPointer(m.key()) || !FlatLayout.isPointer(m.value());
            if (fill) {
              line("let at = list + 4;");
              line(
                  "for (const "
                      + entryVars(!FlatLayout.isPointer(m.key()), !FlatLayout.isPointer(m.value()))
                      + " of map) {");
              indent++;
              fillInline(m.key(), o, "at", "key", 0);
              fillInline(m.value(), o, "at + " + e.valueOffset(), "value", 0);
              line("at += " + stride + ";");
              indent--;
              line("}");
            }
            if (hasPointers(m.key()) || hasPointers(m.value())) {
              line((fill ? "at" : "let at") + " = list + 4;");
              line(
                  "for (const "
                      + entryVars(hasPointers(m.key()), hasPointers(m.value()))
                      + " of map) {");
              indent++;
              targetsInline(m.key(), o, "at", "key");
              targetsInline(m.value(), o, "at + " + e.valueOffset(), "value");
              line("at += " + stride + ";");
              indent--;
              line("}");
            }
          }
          line("w.exit();");
          line("return list;");
          indent = 0;
          line("}");
        });
  }

  // ------------------------------------------------------------------ defaults

  /** The bit pattern a non-optional field is stored XOR with (FORMAT.md §F4.4). */
  static long defaultBits(Field f) {
    return FlatLayout.defaultBits(f);
  }

  static FieldOptions opts(Field f) {
    return f.options();
  }

  StringBuilder out() {
    return sb;
  }

  void line(String s) {
    if (!s.isEmpty()) {
      sb.append("  ".repeat(indent)).append(s);
    }
    sb.append('\n');
  }
}
