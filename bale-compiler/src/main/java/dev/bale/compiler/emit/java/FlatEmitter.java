package dev.bale.compiler.emit.java;

import static dev.bale.compiler.emit.java.JavaTypes.decl;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.DefaultLevels;
import dev.bale.schema.MapKeyHash;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.model.Decl;
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
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Emits the flat side (FORMAT.md Part II) of a message, struct or union: the {@code FLAT} codec
 * (encode, verify, full decode) and the {@code View} flyweight (docs/generated-java.md, "Flat
 * views").
 *
 * <p>In a view, {@code d} is the {@code FlatData} read, {@code p} the absolute position of the
 * object (message), the struct or the union cell. A message view also keeps its data-section
 * position and size and its pointer count, so that a field the writer did not have reads as its
 * default after one compare.
 */
final class FlatEmitter {
  static final ClassName FLAT = ClassName.of(JavaTypes.RUNTIME + ".flat", "Flat");
  static final ClassName FLAT_TYPE = ClassName.of(JavaTypes.RUNTIME + ".flat", "FlatType");
  static final ClassName FLAT_DATA = ClassName.of(JavaTypes.RUNTIME + ".flat", "FlatData");
  static final ClassName UTF8_VIEW = ClassName.of(JavaTypes.RUNTIME + ".flat", "Utf8View");
  static final ClassName BYTE_BUFFER = ClassName.of("java.nio", "ByteBuffer");
  static final ClassName CHAR_SEQUENCE = ClassName.of("java.lang", "CharSequence");
  static final ClassName STRING_BUILDER = ClassName.of("java.lang", "StringBuilder");

  private final JavaTypes types;
  private final CodeWriter cw;
  private final Decl decl;
  private final String name;
  private final String view;
  private final Function<Field, String> javaName;
  private final Defaults defaults;
  private int helperCount;

  /** Static decode helpers (lists and maps) collected while the view is written. */
  private final List<Runnable> helpers = new ArrayList<>();

  FlatEmitter(JavaTypes types, CodeWriter cw, Decl decl, Function<Field, String> javaName) {
    this.types = types;
    this.cw = cw;
    this.decl = decl;
    this.name = types.className(decl).simpleName();
    this.view = JavaNames.nestedName("View", name);
    this.javaName = javaName;
    this.defaults = new Defaults(types, cw);
    cw.reserveNested(view, types.className(decl).qualifiedTopLevel());
  }

  /** The nested view class of {@code d}, e.g. {@code Leaf.View}. */
  private ClassName viewOf(Decl d) {
    ClassName c = types.className(d);
    String nested = JavaNames.nestedName("View", c.simpleName());
    return ClassName.of(c.packageName(), c.simpleName(), nested);
  }

  private JType flatTypeOf(Decl d) {
    return new JType.Parameterized(FLAT_TYPE, List.of(types.className(d)));
  }

  // ---------------------------------------------------------------- record members

  /** {@code FLAT} and, for messages, {@code toFlatBytes()} / {@code fromFlatBytes(byte[])}. */
  void constant(String codecExpression) {
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The flat codec of {@code "
                + name
                + "}: {@code Flat.encode("
                + name
                + ".FLAT, value)}; read in place with {@link "
                + view
                + "}."));
    cw.line("public static final $T FLAT = $L;", flatTypeOf(decl), codecExpression);
  }

  void messageMethods() {
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Encodes this message with the flat codec (FORMAT.md Part II).",
            "",
            "@throws dev.bale.runtime.BaleException if a value cannot be encoded"));
    cw.begin("public byte[] toFlatBytes()");
    cw.line("return $T.encode(FLAT, this);", FLAT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Verifies and decodes one unframed flat body of this message type, with default limits.",
            "",
            "@throws dev.bale.runtime.BaleException if the bytes are not a valid flat body"));
    cw.begin("public static $L fromFlatBytes(byte[] bytes)", name);
    cw.line("return $T.decode(FLAT, bytes);", FLAT);
    cw.end();
  }

  // ---------------------------------------------------------------- message and struct views

  void recordView() {
    boolean message = decl instanceof MessageDecl;
    List<Field> fields = JavaTypes.fields(decl);
    cw.blank();
    List<String> doc = new ArrayList<>();
    doc.add(
        "A flyweight over flat bytes of {@code "
            + CodeWriter.escapeDoc(decl.fullName())
            + "}: accessors read in place, nothing is decoded up front.");
    doc.add("");
    doc.add(
        "<p>Re-pointing ({@code wrap}) allocates nothing; nested views, list-element views and"
            + " {@code CharSequence} string views are owned by this view and reused, so a value"
            + " they return is valid until the next call of the same accessor. Reading a scalar,"
            + " enum, nested message, union case or list element allocates nothing. Not"
            + " thread-safe.");
    cw.rawJavadoc(doc);
    cw.begin("public static final class $L", view);
    if (message) {
      cw.line("private $T own;", FLAT_DATA);
    }
    cw.line("private $T d = $T.EMPTY_MESSAGE;", FLAT_DATA, FLAT_DATA);
    if (message) {
      cw.line("private int p = $T.EMPTY_MESSAGE_POSITION;", FLAT_DATA);
      cw.line("private int data;");
      cw.line("private int dataBytes;");
      cw.line("private int ptrs;");
    } else {
      cw.line("private int p;");
    }
    cw.line("private int depth = 1;");
    for (Field f : fields) {
      ownedFields(javaName.apply(f), f.type());
    }
    cw.blank();
    cw.rawJavadoc(List.of("A view of the default value; {@code wrap} it over bytes to read them."));
    cw.begin("public $L()", view);
    if (!message) {
      cw.line("this.d = $T.zeros($L);", FLAT_DATA, FlatLayout.struct((StructDecl) decl).size());
    }
    cw.end();
    if (message) {
      wrapMethods();
    }
    flatAt(message);
    for (Field f : fields) {
      fieldAccessors(f, message);
    }
    toRecord(fields, message);
    drainHelpers();
    cw.end();
  }

  /** The slot of a field of this message or struct. */
  private FlatLayout.Slot slot(Field f) {
    List<FlatLayout.Slot> slots =
        decl instanceof MessageDecl m
            ? FlatLayout.message(m).slots()
            : FlatLayout.struct((StructDecl) decl).slots();
    for (FlatLayout.Slot s : slots) {
      if (s.field().id() == f.id()) {
        return s;
      }
    }
    throw new IllegalStateException("no slot for " + f.name());
  }

  private static int width(TypeRef t) {
    return FlatLayout.inline(t).width();
  }

  private void wrapMethods() {
    String checkedDoc =
        " Nothing is checked up front but the body header and the root object: each accessor"
            + " checks what it reads (pointers, sizes, depth, union cases, bools, enums, UTF-8)"
            + " under a traversal budget, and corrupt bytes make it throw the verifier's {@code"
            + " BaleException} (FORMAT.md §F13).";
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Points this view at the root of {@code bytes} (one unframed flat body) with checked"
                + " access."
                + checkedDoc,
            "",
            "@throws dev.bale.runtime.BaleException if the body header or root object is bad"));
    cw.begin("public $L wrap(byte[] bytes)", view);
    cw.line("return wrap(bytes, 0, bytes.length);");
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Like {@link #wrap(byte[])} over {@code bytes[off, off + len)}.",
            "",
            "@throws dev.bale.runtime.BaleException if the body header or root object is bad"));
    cw.begin("public $L wrap(byte[] bytes, int off, int len)", view);
    cw.line("$T data = owned().reset(bytes, off, len);", FLAT_DATA);
    cw.line("return flatAt(data, $T.check(FLAT, data));", FLAT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Like {@link #wrap(byte[])} over the remaining bytes of {@code buffer} (heap or direct)."
                + " The buffer's position, limit and byte order are not used or changed"
                + " afterwards; its bytes must not change while the view reads them.",
            "",
            "@throws dev.bale.runtime.BaleException if the body header or root object is bad"));
    cw.begin("public $L wrap($T buffer)", view, BYTE_BUFFER);
    cw.line("$T data = owned().reset(buffer);", FLAT_DATA);
    cw.line("return flatAt(data, $T.check(FLAT, data));", FLAT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Like {@link #wrap(byte[])} for a framed body ({@code Flat.encodeFramed}): the frame"
                + " is checked first, its fingerprint against {@code FINGERPRINT} (FORMAT.md"
                + " §F13)."));
    cw.begin("public $L wrapFramed(byte[] bytes)", view);
    cw.line("$T data = owned().reset(bytes, 0, bytes.length);", FLAT_DATA);
    cw.line("return flatAt(data, $T.checkFramed(FLAT, data, FINGERPRINT));", FLAT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Verifies all of {@code bytes} (one unframed flat body, FORMAT.md §F10) and points this"
                + " view at its root; accessors then read without checks.",
            "",
            "@throws dev.bale.runtime.BaleException if the bytes are not a valid flat body"));
    cw.begin("public $L wrapVerified(byte[] bytes)", view);
    cw.line("$T data = owned().reset(bytes, 0, bytes.length);", FLAT_DATA);
    cw.line("return flatAt(data, $T.verify(FLAT, data));", FLAT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Points this view at the root of {@code bytes} <b>without verifying them</b>. Only for"
                + " bytes verified before (or produced by this process): on unverified input an"
                + " accessor may throw {@code IndexOutOfBoundsException} or return garbage.",
            "",
            "@throws dev.bale.runtime.BaleException if the body is shorter than its header"));
    cw.begin("public $L wrapUnchecked(byte[] bytes)", view);
    cw.line("$T data = owned().reset(bytes, 0, bytes.length);", FLAT_DATA);
    cw.line("return flatAt(data, $T.root(data));", FLAT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Like {@link #wrapUnchecked(byte[])} for the remaining bytes of a heap or direct"
                + " buffer: <b>no verification</b>."));
    cw.begin("public $L wrapUnchecked($T buffer)", view, BYTE_BUFFER);
    cw.line("$T data = owned().reset(buffer);", FLAT_DATA);
    cw.line("return flatAt(data, $T.root(data));", FLAT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Keeps up to {@code entries} decoded strings (rounded up to a power of two; 0 turns the"
                + " cache off, the default) so that reading the same string field again returns the"
                + " same {@code String} without decoding. Call it on a root view; its nested views"
                + " share the cache, which every {@code wrap} clears. See {@link"
                + " FlatData#cacheStrings(int)}."));
    cw.begin("public $L cacheStrings(int entries)", view);
    cw.line("owned().cacheStrings(entries);");
    cw.line("return this;");
    cw.end();
    cw.blank();
    cw.begin("private $T owned()", FLAT_DATA);
    cw.begin("if (own == null)");
    cw.line("own = new $T();", FLAT_DATA);
    cw.end();
    cw.line("return own;");
    cw.end();
  }

  private void flatAt(boolean message) {
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Points this view at the "
                + (message ? "message object" : "struct")
                + " at absolute position {@code position} of {@code data}"
                + (message ? " (0: the default message)" : "")
                + ". For generated code; the position must have been verified."));
    cw.begin("public $L flatAt($T data, int position)", view, FLAT_DATA);
    cw.line("return flatAt(data, position, 1);");
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Like {@link #flatAt(FlatData, int)} for a value at nesting depth {@code depth} (the"
                + " root is 1), which checked access bounds."));
    cw.begin("public $L flatAt($T data, int position, int depth)", view, FLAT_DATA);
    cw.line("this.depth = depth;");
    if (message) {
      cw.begin("if (position == 0)");
      cw.line("data = $T.EMPTY_MESSAGE;", FLAT_DATA);
      cw.line("position = $T.EMPTY_MESSAGE_POSITION;", FLAT_DATA);
      cw.end();
      // A reference store costs a garbage-collector barrier: only when the data changes (a
      // re-pointed view usually reads the same FlatData).
      cw.begin("if (this.d != data)");
      cw.line("this.d = data;");
      cw.end();
      cw.line("this.p = position;");
      cw.line("this.dataBytes = data.i16(position) & 0xFFFF;");
      cw.line("this.ptrs = data.i16(position + 2) & 0xFFFF;");
      cw.line("this.data = position + ((4 + 4 * ptrs + 7) & ~7);");
    } else {
      cw.line("this.d = data;");
      cw.line("this.p = data.level(position, depth);");
    }
    cw.line("return this;");
    cw.end();
  }

  /** Owned child views and char views of one field. */
  private void ownedFields(String n, TypeRef t) {
    TypeRef inner = t instanceof ListType l ? l.element() : t;
    if (t instanceof MapType m) {
      ownedField(n + "Key", m.key());
      ownedField(n + "Value", m.value());
      return;
    }
    ownedField(n, inner);
  }

  private void ownedField(String n, TypeRef t) {
    if (t instanceof ScalarType s && s.kind() == ScalarKind.STRING) {
      cw.line("private $T chars$L;", UTF8_VIEW, JavaNames.capitalize(n));
    } else if (t instanceof NamedType && !(decl(t) instanceof EnumDecl)) {
      cw.line("private $T view$L;", viewOf(decl(t)), JavaNames.capitalize(n));
    }
  }

  // ---------------------------------------------------------------- places

  /**
   * Where a value is: {@code at} is the absolute position of an inline value, {@code present} a
   * condition under which it was written (null: always), {@code target} the target of a pointer (0
   * when null).
   */
  private record Place(String at, String present, String target, int level) {
    /** The nesting depth of the value, as an expression over the view's own depth. */
    String depth() {
      return "depth + " + level;
    }
  }

  private Place messagePlace(Field f) {
    FlatLayout.Slot loc = slot(f);
    if (loc.placement() == FlatLayout.Placement.POINTER) {
      int k = loc.offset();
      boolean required = !f.optional() && isUnion(f.type());
      String follow = follow(f.type(), "p + " + (4 + 4 * k), 1, required);
      return new Place(
          null, null, "ptrs > " + k + " ? " + follow + " : " + (required ? "d.noCell(p)" : "0"), 1);
    }
    int end = loc.offset() + loc.width();
    return new Place("data + " + loc.offset(), "dataBytes >= " + end, null, 1);
  }

  /** A value inline at {@code at}, at nesting depth {@code depth + level}. */
  private Place inlinePlace(TypeRef t, String at, int level) {
    return FlatLayout.isPointer(t)
        ? new Place(null, null, follow(t, at, level, true), level)
        : new Place(at, null, null, level);
  }

  private boolean isUnion(TypeRef t) {
    return t instanceof NamedType && decl(t) instanceof UnionDecl;
  }

  /**
   * The expression following the pointer slot at {@code slot} to a value of {@code t} at depth
   * {@code depth + level}: checked by its kind when the view's data is in checked mode.
   */
  private String follow(TypeRef t, String slot, int level, boolean required) {
    String lvl = "depth + " + level;
    if (t instanceof ScalarType s) {
      return (s.kind() == ScalarKind.STRING ? "d.str(" : "d.blob(") + slot + ")";
    }
    if (t instanceof ListType l) {
      FlatLayout.Inline in = FlatLayout.inline(l.element());
      return "d.list(" + slot + ", " + in.width() + ", " + in.align() + ", " + lvl + ")";
    }
    if (t instanceof MapType m) {
      FlatLayout.EntryLayout e = FlatLayout.entry(m);
      int key = e.key().pointer() ? 0 : e.key().width();
      String spread = flatKeySpread(m.key());
      return "d.map("
          + slot
          + ", "
          + e.size()
          + ", "
          + e.align()
          + ", "
          + lvl
          + ", "
          + key
          + (spread == null ? "" : ", FlatData." + spread)
          + ")";
    }
    if (isUnion(t)) {
      return "d.cell(" + slot + ", " + lvl + ", " + required + ")";
    }
    return "d.msg(" + slot + ", " + lvl + ")";
  }

  private void fieldAccessors(Field f, boolean message) {
    String n = javaName.apply(f);
    String cap = JavaNames.capitalize(n);
    Place place;
    if (message) {
      place = messagePlace(f);
    } else {
      int off = slot(f).offset();
      place = inlinePlace(f.type(), off == 0 ? "p" : "p + " + off, 1);
    }
    FlatLayout.Slot loc = message ? slot(f) : null;
    if (f.optional()) {
      cw.blank();
      cw.rawJavadoc(List.of("Whether {@code " + CodeWriter.escapeDoc(f.name()) + "} is present."));
      cw.begin("public boolean has$L()", cap);
      if (loc != null && loc.bit() >= 0) {
        // An optional bool whose value bit the writer did not have is absent (FORMAT.md §F3.3).
        cw.line("return $L && dataBytes > $L;", bitExpr(loc.presenceBit()), loc.bit() >>> 3);
      } else if (loc != null && loc.presenceBit() >= 0) {
        // Present only when the value lies inside the writer's data section too (FORMAT.md
        // §F3.3): a forged presence bit must not make the accessor read past the object.
        cw.line("return $L && $L;", bitExpr(loc.presenceBit()), place.present());
      } else {
        cw.line("return ($L) != 0;", place.target());
      }
      cw.end();
    }
    String doc = "{@code " + CodeWriter.escapeDoc(f.name()) + "}";
    if (loc != null && loc.bit() >= 0) {
      cw.blank();
      cw.rawJavadoc(List.of(doc + (f.optional() ? " (false when absent)." : ".")));
      cw.begin("public boolean $L()", n);
      String value = bitExpr(loc.bit());
      if (f.optional()) {
        cw.line("return has$L() && $L;", cap, value);
      } else {
        int bit = loc.bit();
        if (dev.bale.schema.FieldDefaults.boolValue(f)) {
          // Stored XOR the default (FORMAT.md §12.3).
          cw.line("return dataBytes <= $L || !d.bit(data, $L);", bit >>> 3, bit);
        } else {
          cw.line("return dataBytes > $L && d.bit(data, $L);", bit >>> 3, bit);
        }
      }
      cw.end();
      return;
    }
    valueAccessors(n, "", "", f.type(), f.optional(), place, dflt(f), f, doc);
  }

  /**
   * A non-zero default of a scalar or enum field: its Java literal and its bit pattern as an int
   * (or long for 8-byte values) literal.
   */
  record Dflt(String literal, String bits) {}

  private Dflt dflt(Field f) {
    if (f.optional()) {
      return null;
    }
    if (f.type() instanceof ScalarType s && s.kind().width() > 0) {
      if (f.defaultValue() == null) {
        return null;
      }
      ScalarKind k = s.kind();
      long bits = FlatLayout.defaultBits(f);
      if (bits == 0) {
        return null;
      }
      // As an int literal: signed widths sign-extended (the read casts back to the width).
      String lit =
          k.width() == 8
              ? "0x" + Long.toHexString(bits) + "L"
              : Integer.toString(
                  switch (k) {
                    case I8 -> (byte) bits;
                    case I16 -> (short) bits;
                    default -> (int) bits;
                  });
      return new Dflt(defaults.scalarLiteral(k, f.defaultValue()), lit);
    }
    if (f.type() instanceof NamedType && decl(f.type()) instanceof EnumDecl e) {
      int v = (int) FlatLayout.defaultBits(f);
      return v == 0 ? null : new Dflt(Integer.toString(v), Integer.toString(v));
    }
    return null;
  }

  /** {@link #scalarRead} of a value stored XOR {@code dflt}'s bits. */
  private String scalarReadXor(ScalarKind k, String at, Dflt dflt) {
    String b = dflt.bits();
    String f32 = cw.type(JavaTypes.FLOAT.boxed());
    String f64 = cw.type(JavaTypes.DOUBLE.boxed());
    return switch (k) {
      case BOOL -> "!d.bool(" + at + ")";
      case I8 -> "(byte) (d.i8(" + at + ") ^ " + b + ")";
      case U8 -> "((d.i8(" + at + ") ^ " + b + ") & 0xFF)";
      case I16 -> "(short) (d.i16(" + at + ") ^ " + b + ")";
      case U16 -> "((d.i16(" + at + ") ^ " + b + ") & 0xFFFF)";
      case I32 -> "(d.i32(" + at + ") ^ " + b + ")";
      case U32 -> "((d.i32(" + at + ") ^ " + b + ") & 0xFFFFFFFFL)";
      case I64, U64 -> "(d.i64(" + at + ") ^ " + b + ")";
      case F32 -> f32 + ".intBitsToFloat(d.i32(" + at + ") ^ " + b + ")";
      case F64 -> f64 + ".longBitsToDouble(d.i64(" + at + ") ^ " + b + ")";
      default -> throw new IllegalArgumentException(k.toString());
    };
  }

  private String bitExpr(int bit) {
    return "dataBytes > " + (bit >>> 3) + " && d.bit(data, " + bit + ")";
  }

  /**
   * Accessors of one value: a field ({@code params} empty), a list element or map key/value ({@code
   * params} = {@code int i}).
   *
   * @param dflt the default of a message's data field whose default is not all zero bits (stored
   *     XORed with it, FORMAT.md §12.3), else null
   * @param field the field (for string defaults and optional strings), or null
   */
  private void valueAccessors(
      String n,
      String params,
      String args,
      TypeRef t,
      boolean optional,
      Place place,
      Dflt dflt,
      Field field,
      String doc) {
    String cap = JavaNames.capitalize(n);
    String sep = params.isEmpty() ? "" : ", ";
    if (t instanceof ScalarType s) {
      ScalarKind k = s.kind();
      if (k == ScalarKind.STRING) {
        stringAccessors(n, params, sep, optional, place, field, doc);
        return;
      }
      if (k == ScalarKind.JSON) {
        cw.blank();
        cw.rawJavadoc(
            List.of(doc + (optional ? " (null when absent), decoded." : ", decoded (allocates).")));
        cw.begin("public $T $L($L)", JavaTypes.JSON, n, params);
        // A decode of its own (FORMAT.md §7.1): toRecord reads json fields without this call.
        cw.line("d.beginDecode();");
        if (optional) {
          cw.line("int t = $L;", place.target());
          cw.line("return t == 0 ? null : d.json(t, depth);");
        } else {
          cw.line("return d.json($L, depth);", place.target());
        }
        cw.end();
        return;
      }
      if (k == ScalarKind.BYTES) {
        cw.blank();
        cw.rawJavadoc(List.of(doc + (optional ? " (null when absent), copied." : ", copied.")));
        cw.begin("public $T $L($L)", JavaTypes.BYTES, n, params);
        if (optional) {
          cw.line("int t = $L;", place.target());
          cw.line("return t == 0 ? null : d.bytes(t);");
        } else {
          cw.line("return d.bytes($L);", place.target());
        }
        cw.end();
        cw.blank();
        cw.rawJavadoc(List.of("The length of " + doc + " in bytes."));
        cw.begin("public int $LLength($L)", n, params);
        cw.line("return d.length($L);", place.target());
        cw.end();
        cw.blank();
        cw.rawJavadoc(
            List.of("A read-only view of the bytes of " + doc + " (allocates the view)."));
        cw.begin("public $T $LBuffer($L)", BYTE_BUFFER, n, params);
        cw.line("int t = $L;", place.target());
        cw.line("return d.slice(t + 4, d.length(t));");
        cw.end();
        return;
      }
      JType jt = JavaTypes.scalar(k);
      cw.blank();
      cw.rawJavadoc(List.of(doc + (optional ? " (0 when absent)." : ".")));
      cw.begin("public $T $L($L)", jt, n, params);
      String read = dflt == null ? scalarRead(k, place.at()) : scalarReadXor(k, place.at(), dflt);
      if (optional) {
        cw.line("return has$L() ? $L : $L;", cap, scalarRead(k, place.at()), zero(k));
      } else if (place.present() != null) {
        cw.line(
            "return $L ? $L : $L;", place.present(), read, dflt != null ? dflt.literal() : zero(k));
      } else {
        cw.line("return $L;", read);
      }
      cw.end();
      return;
    }
    if (t instanceof ListType l) {
      listAccessors(n, l, place, doc);
      return;
    }
    if (t instanceof MapType m) {
      mapAccessors(n, m, place, doc);
      return;
    }
    Decl d = decl(t);
    if (d instanceof EnumDecl e) {
      cw.blank();
      cw.rawJavadoc(List.of("The number of " + doc + (optional ? " (0 when absent)." : ".")));
      cw.begin("public int $LValue($L)", n, params);
      String read = "d.enumAt(" + place.at() + ", " + (dflt == null ? "0" : dflt.bits()) + ")";
      if (optional) {
        cw.line("return has$L() ? d.enumAt($L, 0) : 0;", cap, place.at());
      } else if (place.present() != null) {
        cw.line("return $L ? $L : $L;", place.present(), read, dflt == null ? "0" : dflt.literal());
      } else {
        cw.line("return $L;", read);
      }
      cw.end();
      cw.blank();
      cw.rawJavadoc(List.of(doc + (optional ? " (null when absent)." : ".")));
      cw.begin("public $T $L($L)", types.className(e), n, params);
      if (optional) {
        cw.line("return has$L() ? $T.of($LValue($L)) : null;", cap, types.className(e), n, args);
      } else {
        cw.line("return $T.of($LValue($L));", types.className(e), n, args);
      }
      cw.end();
      return;
    }
    ClassName v = viewOf(d);
    String owned = "view" + cap;
    cw.blank();
    cw.rawJavadoc(
        List.of(
            doc
                + (optional ? " (null when absent)" : "")
                + ": a view owned by this one, re-pointed by every call."));
    cw.begin("public $T $L($L)", v, n, params);
    if (d instanceof StructDecl) {
      cw.begin("if ($L == null)", owned);
      cw.line("$L = new $T();", owned, v);
      cw.end();
      if (place.present() != null) {
        cw.begin("if (!($L))", place.present());
        cw.line(
            "return $L.flatAt($T.zeros($L), 0);", owned, FLAT_DATA, FlatLayout.inline(t).width());
        cw.end();
      }
      cw.line("return $L.flatAt(d, $L, $L);", owned, place.at(), place.depth());
    } else {
      cw.line("int t = $L;", place.target());
      if (optional) {
        cw.begin("if (t == 0)");
        cw.line("return null;");
        cw.end();
      }
      cw.begin("if ($L == null)", owned);
      cw.line("$L = new $T();", owned, v);
      cw.end();
      cw.line("return $L.flatAt(d, t, $L);", owned, place.depth());
    }
    cw.end();
  }

  private void stringAccessors(
      String n, String params, String sep, boolean optional, Place place, Field field, String doc) {
    String dflt =
        field != null && !optional && field.defaultValue() != null
            ? (String) field.defaultValue().value()
            : "";
    String data = "d";
    String target = place.target();
    if (!dflt.isEmpty()) {
      // A null pointer (a writer without this field) reads as the default.
      String constant = "DEFAULT_" + JavaNames.constantName(field.name());
      helpers.add(
          () -> {
            cw.blank();
            cw.line(
                "private static final $T $L = $T.ofString($S);",
                FLAT_DATA,
                constant,
                FLAT_DATA,
                dflt);
          });
      cw.blank();
      cw.begin("private int $LTarget($L)", n, params);
      cw.line("return $L;", target);
      cw.end();
      target = n + "Target(" + (params.isEmpty() ? "" : "i") + ")";
      data = "(" + target + " == 0 ? " + constant + " : d)";
      target = "(" + target + " == 0 ? 4 : " + target + ")";
    }
    String cap = JavaNames.capitalize(n);
    cw.blank();
    cw.rawJavadoc(
        List.of(doc + (optional ? " (null when absent)" : "") + ", decoded into a new String."));
    cw.begin("public $T $L($L)", JavaTypes.STRING, n, params);
    if (optional) {
      cw.line("int t = $L;", target);
      cw.line("return t == 0 ? null : d.string(t);");
    } else {
      cw.line("return $L.string($L);", data, target);
    }
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            doc
                + " as a CharSequence over the UTF-8 bytes, owned by this view and re-pointed by"
                + " every call; allocates nothing"
                + (optional ? " (empty when absent)." : ".")));
    cw.begin("public $T $LChars($L)", CHAR_SEQUENCE, n, params);
    cw.begin("if (chars$L == null)", cap);
    cw.line("chars$L = new $T();", cap, UTF8_VIEW);
    cw.end();
    cw.line("return $L.chars(chars$L, $L);", data, cap, target);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Whether "
                + doc
                + " equals {@code s}, without allocating"
                + (optional ? " (absent reads as empty)." : ".")));
    cw.begin("public boolean $LEquals($L$T s)", n, params + sep, JavaTypes.STRING);
    cw.line("return $L.stringEquals($L, s);", data, target);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Decodes " + doc + " into {@code dst} at {@code off} without allocating.",
            "",
            "@return the number of chars written, or minus the number needed when {@code dst} has"
                + " less room"));
    cw.begin("public int $LGetChars($Lchar[] dst, int off)", n, params + sep);
    cw.line("return $L.stringChars($L, dst, off);", data, target);
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("Appends " + doc + " to {@code sb}."));
    cw.begin("public $T $LAppendTo($L$T sb)", STRING_BUILDER, n, params + sep, STRING_BUILDER);
    cw.line("return $L.appendString($L, sb);", data, target);
    cw.end();
  }

  private void listAccessors(String n, ListType l, Place place, String doc) {
    TypeRef e = l.element();
    String cap = JavaNames.capitalize(n);
    cw.blank();
    cw.rawJavadoc(List.of("The number of elements of " + doc + "."));
    cw.begin("public int $LSize()", n);
    cw.line("return d.length($L);", place.target());
    cw.end();
    int size = width(e);
    String at = "d.element(" + place.target() + ", i, " + size + ")";
    elementAccessors(n, e, at, place.level() + 1, "element {@code i} of " + doc);
    if (e instanceof ScalarType s && s.kind() != ScalarKind.BOOL && s.kind().width() > 0) {
      ScalarKind k = s.kind();
      JType jt = JavaTypes.scalar(k);
      cw.blank();
      cw.rawJavadoc(
          List.of(
              "Copies the elements of " + doc + " into {@code dst} at {@code off}.",
              "",
              "@return the number of elements copied",
              "@throws IndexOutOfBoundsException if {@code dst} has less room"));
      cw.begin("public int $LCopyTo($T[] dst, int off)", n, jt);
      cw.line("int t = $L;", place.target());
      cw.line("int count = d.count(t, $L);", k.width());
      cw.line("$T.checkFromIndexSize(off, count, dst.length);", JavaTypes.OBJECTS);
      if (bulkRead(k) != null) {
        cw.line("d.copy$Ls(t + 4, dst, off, count);", JavaNames.capitalize(bulkRead(k)));
      } else {
        cw.line("int at = t + 4;");
        cw.begin("for (int i = 0; i < count; i++, at += $L)", k.width());
        cw.line("dst[off + i] = $L;", scalarRead(k, "at"));
        cw.end();
      }
      cw.line("return count;");
      cw.end();
      ClassName buffer = bufferClass(k);
      cw.blank();
      cw.rawJavadoc(
          List.of(
              "A read-only little-endian "
                  + buffer.simpleNames().get(0)
                  + " over the elements of "
                  + doc
                  + (k.isSigned() || k.isFloat() ? "" : " (raw bits: unsigned values wrap)")
                  + "; allocates the buffer object, shares the bytes."));
      cw.begin("public $T $LBuffer()", buffer, n);
      cw.line("int t = $L;", place.target());
      String slice = "d.slice(t + 4, d.length(t) * " + k.width() + ")";
      String as = bufferMethod(k);
      cw.line("return $L$L;", slice, as.isEmpty() ? "" : "." + as + "()");
      cw.end();
    }
  }

  private void mapAccessors(String n, MapType m, Place place, String doc) {
    FlatLayout.EntryLayout entry = FlatLayout.entry(m);
    cw.blank();
    cw.rawJavadoc(List.of("The number of entries of " + doc + " (in writer order)."));
    cw.begin("public int $LSize()", n);
    cw.line("return d.length($L);", place.target());
    cw.end();
    String at = "d.element(" + place.target() + ", i, " + entry.size() + ")";
    int level = place.level() + 1;
    elementAccessors(n + "Key", m.key(), at, level, "the key of entry {@code i} of " + doc);
    int voff = entry.valueOffset();
    elementAccessors(
        n + "Value", m.value(), at + " + " + voff, level, "the value of entry {@code i} of " + doc);
  }

  /** Accessors of an element or entry part inline at {@code at}, at depth {@code depth + level}. */
  private void elementAccessors(String n, TypeRef e, String at, int level, String doc) {
    if (e instanceof ListType || e instanceof MapType) {
      // Nested collections are decoded (they allocate).
      String helper = decodeHelper(e);
      cw.blank();
      cw.rawJavadoc(List.of(doc + ", decoded."));
      cw.begin("public $T $L(int i)", types.type(e), n);
      cw.line("d.beginDecode();");
      cw.line("return $L(d, $L, depth + $L);", helper, follow(e, at, level, true), level);
      cw.end();
      return;
    }
    Place place = inlinePlace(e, at, level);
    valueAccessors(n, "int i", "i", e, false, place, null, null, doc);
  }

  private static ClassName bufferClass(ScalarKind k) {
    String n =
        switch (k) {
          case I8, U8 -> "ByteBuffer";
          case I16, U16 -> "ShortBuffer";
          case I32, U32 -> "IntBuffer";
          case I64, U64 -> "LongBuffer";
          case F32 -> "FloatBuffer";
          case F64 -> "DoubleBuffer";
          default -> throw new IllegalArgumentException(k.toString());
        };
    return ClassName.of("java.nio", n);
  }

  private static String bufferMethod(ScalarKind k) {
    return switch (k) {
      case I8, U8 -> "";
      case I16, U16 -> "asShortBuffer";
      case I32, U32 -> "asIntBuffer";
      case I64, U64 -> "asLongBuffer";
      case F32 -> "asFloatBuffer";
      case F64 -> "asDoubleBuffer";
      default -> throw new IllegalArgumentException(k.toString());
    };
  }

  /**
   * The stem of the {@code FlatData} bulk readers ({@code i32s}, {@code copyI32s}, ...) for a list
   * whose Java element type has the wire width, or null when its elements widen ({@code u8}, {@code
   * u16}, {@code u32}) or are checked one by one ({@code bool}, {@code i8}).
   */
  private static String bulkRead(ScalarKind k) {
    return switch (k) {
      case I16 -> "i16";
      case I32 -> "i32";
      case I64, U64 -> "i64";
      case F32 -> "f32";
      case F64 -> "f64";
      default -> null;
    };
  }

  static String scalarRead(ScalarKind k, String at) {
    return switch (k) {
      case BOOL -> "d.bool(" + at + ")";
      case I8 -> "d.i8(" + at + ")";
      case U8 -> "(d.i8(" + at + ") & 0xFF)";
      case I16 -> "d.i16(" + at + ")";
      case U16 -> "(d.i16(" + at + ") & 0xFFFF)";
      case I32 -> "d.i32(" + at + ")";
      case U32 -> "(d.i32(" + at + ") & 0xFFFFFFFFL)";
      case I64, U64 -> "d.i64(" + at + ")";
      case F32 -> "d.f32(" + at + ")";
      case F64 -> "d.f64(" + at + ")";
      case STRING -> "d.string(" + at + ")";
      case BYTES -> "d.bytes(" + at + ")";
      case JSON -> "d.json(" + at + ", depth + 1)"; // an element: one level below its view
    };
  }

  private static String zero(ScalarKind k) {
    return switch (k) {
      case BOOL -> "false";
      case I8 -> "(byte) 0";
      case I16 -> "(short) 0";
      case I32, U8, U16 -> "0";
      case I64, U32, U64 -> "0L";
      case F32 -> "0.0f";
      case F64 -> "0.0";
      default -> "null";
    };
  }

  // ---------------------------------------------------------------- decoding into records

  private void toRecord(List<Field> fields, boolean message) {
    cw.blank();
    cw.rawJavadoc(List.of("Decodes the viewed value into a new {@link " + name + "}."));
    cw.begin("public $L toRecord()", name);
    boolean leaf = message && leaf(fields);
    if (message) {
      // One record per message object: pointers that share a target share the record (§F8).
      cw.line("$L shared = d.shared(p, $L.class);", name, name);
      cw.begin("if (shared != null)");
      cw.line("return shared;");
      cw.end();
    }
    if (leaf) {
      // The root of a decode skips the shared-record table (readRoot): a message without message
      // fields decodes no other message after it, so nothing could look it up.
      cw.line("return d.share(p, record());");
      cw.end();
      cw.blank();
      cw.rawJavadoc(
          List.of(
              "{@link #toRecord()} without the shared-record table: the root of a decode"
                  + " ({@code readRoot}).",
              "{@code record} is a contextual keyword, so no field accessor takes this name."));
      cw.begin("private $L record()", name);
    }
    if (message) {
      // The decoded-size budget (FORMAT.md §7.1): a root starts it; every object decoded is
      // charged once, at its end: its record, strings and bytes (a shared object is decoded once).
      cw.begin("if (depth == 1)");
      cw.line("d.beginDecode();");
      cw.end();
    }
    List<String> args = new ArrayList<>();
    List<String> sized = new ArrayList<>();
    if (message) {
      sized.add(String.valueOf(DecodedSize.record(decl)));
    }
    for (Field f : fields) {
      String n = javaName.apply(f);
      String cap = JavaNames.capitalize(n);
      TypeRef t = f.type();
      String value;
      if (t instanceof ListType || t instanceof MapType) {
        Place place = message ? messagePlace(f) : null;
        String target = message ? place.target() : follow(t, "p + " + slot(f).offset(), 1, true);
        String helper = decodeHelper(t);
        cw.line("int $LTarget = $L;", n, target);
        if (!f.optional()) {
          // A missing list or map decodes to its default (§7.1: a missing field's default), charged
          // at the object (a struct's: at the slot).
          cw.begin("if ($LTarget == 0)", n);
          cw.line(
              "d.chargeDecoded($L, $L);",
              message ? "p" : "p + " + slot(f).offset(),
              DecodedSize.missingDefault(t));
          cw.end();
        }
        String call = helper + "(d, " + n + "Target, depth + 1)";
        value = f.optional() ? n + "Target == 0 ? null : " + call : call;
      } else if (t instanceof NamedType && decl(t) instanceof MessageDecl && !f.optional()) {
        // A missing message decodes to its default, charged here: the view of a default reads
        // shared static bytes, which charge nothing.
        Place place = message ? messagePlace(f) : null;
        String target = message ? place.target() : follow(t, "p + " + slot(f).offset(), 1, true);
        String owned = "view" + cap;
        cw.line("int $LTarget = $L;", n, target);
        cw.begin("if ($LTarget == 0)", n);
        cw.line(
            "d.chargeDecoded($L, $L);",
            message ? "p" : "p + " + slot(f).offset(),
            DecodedSize.missingDefault(t));
        cw.end();
        cw.begin("if ($L == null)", owned);
        cw.line("$L = new $T();", owned, viewOf(decl(t)));
        cw.end();
        value = owned + ".flatAt(d, " + n + "Target, depth + 1).toRecord()";
      } else if (t instanceof ScalarType s && s.kind() == ScalarKind.JSON) {
        // Not through the accessor, which begins a decode of its own: charged to this one.
        String target =
            message ? messagePlace(f).target() : follow(t, "p + " + slot(f).offset(), 1, true);
        if (f.optional()) {
          cw.line("int $LTarget = $L;", n, target);
          value = n + "Target == 0 ? null : d.json(" + n + "Target, depth)";
        } else {
          value = "d.json(" + target + ", depth)";
        }
      } else if (t instanceof NamedType && !(decl(t) instanceof EnumDecl)) {
        value =
            f.optional() ? "has" + cap + "() ? " + n + "().toRecord() : null" : n + "().toRecord()";
      } else if (f.optional() && !isPointerScalar(t)) {
        value = "has" + cap + "() ? " + n + "() : null";
      } else if (t instanceof ScalarType s && s.kind() == ScalarKind.STRING) {
        // A message's strings and bytes are charged together at its end (one charge per record:
        // cheap even where a big record's toRecord is not compiled by C2).
        value = message ? n + "()" : "d.chargeString(p, " + n + "())";
        if (message) {
          sized.add(cw.type(FLAT_DATA) + ".stringSize(v" + cap + ")");
        }
      } else if (t instanceof ScalarType s && s.kind() == ScalarKind.BYTES) {
        value = message ? n + "()" : "d.chargeBytes(p, " + n + "())";
        if (message) {
          sized.add(cw.type(FLAT_DATA) + ".bytesSize(v" + cap + ")");
        }
      } else {
        value = n + "()";
      }
      cw.line("$T $L = $L;", types.fieldType(f), "v" + cap, value);
      args.add("v" + cap);
    }
    if (!sized.isEmpty()) {
      cw.line("d.chargeDecoded(p, $L);", String.join(" + ", sized));
    }
    if (message) {
      args.add("null");
    }
    // A wide record (WideRecord) is built by a direct call here, unlike in compact decoding: C2
    // then leaves this method to C1, which calls the string accessors instead of inlining each,
    // and that measured faster (repos flat decode 0.75x with the factory, jvm-ab, 3 rounds).
    String made = "new " + name + "(" + String.join(", ", args) + ")";
    if (message && !leaf) {
      cw.line("return d.share(p, $L);", made);
    } else {
      cw.line("return $L;", made);
    }
    cw.end();
  }

  /**
   * Whether a message with these fields holds no message, union or struct at any depth (scalars,
   * strings, bytes, json, enums, and lists and maps of those only): decoding it decodes no other
   * message, so at the root of a decode nothing can share its record.
   */
  private static boolean leaf(List<Field> fields) {
    for (Field f : fields) {
      if (!leafType(f.type())) {
        return false;
      }
    }
    return true;
  }

  private static boolean leafType(TypeRef t) {
    if (t instanceof ScalarType) {
      return true;
    }
    if (t instanceof ListType l) {
      return leafType(l.element());
    }
    if (t instanceof MapType m) {
      return leafType(m.key()) && leafType(m.value());
    }
    return t instanceof NamedType && decl(t) instanceof EnumDecl;
  }

  private static boolean isPointerScalar(TypeRef t) {
    return t instanceof ScalarType s
        && (s.kind() == ScalarKind.STRING
            || s.kind() == ScalarKind.BYTES
            || s.kind() == ScalarKind.JSON);
  }

  /**
   * A static helper {@code decodeN(FlatData d, int t)} that decodes the list or map at target
   * {@code t} (0: empty); returns its name.
   */
  private String decodeHelper(TypeRef t) {
    String helper = "decode" + (++helperCount);
    helpers.add(
        () -> {
          cw.blank();
          cw.begin(
              "private static $T $L($T d, int t, int depth)", types.type(t), helper, FLAT_DATA);
          if (t instanceof ListType l) {
            TypeRef e = l.element();
            int size = width(e);
            cw.line("int count = d.count(t, $L);", size);
            cw.line("d.chargeCollection(t, count, $L);", DecodedSize.element(e));
            if (e instanceof ScalarType s && bulkRead(s.kind()) != null) {
              cw.line("return d.$Ls(t + 4, count);", bulkRead(s.kind()));
            } else if (e instanceof ScalarType s && JavaTypes.primitiveList(s.kind()) != null) {
              JType jt = JavaTypes.scalar(s.kind());
              cw.line("$T[] values = new $T[count];", jt, jt);
              cw.begin("for (int i = 0; i < count; i++)");
              cw.line("values[i] = $L;", scalarRead(s.kind(), "t + 4 + " + size + " * i"));
              cw.end();
              cw.line("return $T.of(values);", JavaTypes.primitiveList(s.kind()));
            } else {
              cw.line("$T list = new $T<>(count);", types.type(l), JavaTypes.ARRAY_LIST);
              String view = elementView(e);
              cw.begin("for (int i = 0; i < count; i++)");
              cw.line("list.add($L);", decodeValue(e, "t + 4 + " + size + " * i", "t", view));
              cw.end();
              cw.line("return $T.copyOf(list);", JavaTypes.LIST);
            }
          } else {
            MapType m = (MapType) t;
            FlatLayout.EntryLayout entry = FlatLayout.entry(m);
            int voff = entry.valueOffset();
            cw.line("int count = d.count(t, $L);", entry.size());
            cw.line("d.chargeCollection(t, count, $L);", DecodedSize.mapEntry(m));
            cw.line("$T map = new $T<>();", types.type(m), JavaTypes.LINKED_HASH_MAP);
            String view = elementView(m.value());
            cw.begin("for (int i = 0; i < count; i++)");
            cw.line("int at = t + 4 + $L * i;", entry.size());
            cw.line(
                "map.put($L, $L);",
                decodeValue(m.key(), "at", "t", null),
                decodeValue(m.value(), "at + " + voff, "t", view));
            cw.end();
            cw.line("return $T.unmodifiableMap(map);", JavaTypes.COLLECTIONS);
          }
          cw.end();
        });
    return helper;
  }

  /**
   * An expression decoding the value of {@code t} whose inline slot is at {@code at}, a value at
   * depth {@code depth + 1}; strings, bytes and missing messages (their defaults) are charged to
   * the decoded-size budget at {@code owner} (the list, or the union cell).
   */
  private String decodeValue(TypeRef t, String at, String owner, String view) {
    if (t instanceof ScalarType s) {
      String read =
          isPointerScalar(t)
              ? scalarRead(s.kind(), follow(t, at, 1, true))
              : scalarRead(s.kind(), at);
      return switch (s.kind()) {
        case STRING -> "d.chargeString(" + owner + ", " + read + ")";
        case BYTES -> "d.chargeBytes(" + owner + ", " + read + ")";
        default -> read;
      };
    }
    if (t instanceof ListType || t instanceof MapType) {
      // A null element (or map or union value) is an empty list or map, charged as a missing
      // field's default at its slot (§7.1).
      return decodeHelper(t)
          + "(d, d.missing("
          + follow(t, at, 1, true)
          + ", "
          + at
          + ", "
          + DecodedSize.missingDefault(t)
          + "), depth + 1)";
    }
    Decl d = decl(t);
    if (d instanceof EnumDecl) {
      return cw.type(types.className(d)) + ".of(d.enumAt(" + at + ", 0))";
    }
    String target = d instanceof StructDecl ? at : follow(t, at, 1, true);
    if (d instanceof MessageDecl) {
      // A null element is the message's default (§F10.2), charged at its slot.
      target = "d.missing(" + target + ", " + at + ", " + DecodedSize.missingDefault(t) + ")";
    }
    String v = view != null ? view : "new " + cw.type(viewOf(d)) + "()";
    return v + ".flatAt(d, " + target + ", depth + 1).toRecord()";
  }

  /**
   * For the elements (or map values) of type {@code e} that decode through a view (messages,
   * structs, unions): declares one view that every element re-points (an element's record keeps
   * nothing of it), and returns its name; else null.
   */
  private String elementView(TypeRef e) {
    if (!(e instanceof NamedType) || decl(e) instanceof EnumDecl) {
      return null;
    }
    ClassName v = viewOf(decl(e));
    cw.line("$T view = count == 0 ? null : new $T();", v, v);
    return "view";
  }

  /** Writes the collected helpers; a helper may add more (nested lists and maps). */
  private void drainHelpers() {
    while (!helpers.isEmpty()) {
      helpers.remove(0).run();
    }
  }

  // ---------------------------------------------------------------- the FLAT codec

  static final ClassName FLAT_BUILDER = ClassName.of(JavaTypes.RUNTIME + ".flat", "FlatBuilder");
  static final ClassName FLAT_VERIFIER = ClassName.of(JavaTypes.RUNTIME + ".flat", "FlatVerifier");

  /** Name of the nested codec class of a message or struct. */
  String codecClass() {
    return JavaNames.nestedName("FlatCodec", name);
  }

  /** The codec class of a message or struct: write, verify, read. */
  void recordCodec() {
    boolean message = decl instanceof MessageDecl;
    String codec = codecClass();
    cw.blank();
    cw.begin("private static final class $L implements $T", codec, flatTypeOf(decl));
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $T schemaName()", JavaTypes.STRING);
    cw.line("return $S;", decl.fullName());
    cw.end();
    List<Field> fields = JavaTypes.fields(decl);
    if (message) {
      writeMessage(fields);
    } else {
      writeStruct(fields);
    }
    verifyRecord(fields, message);
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $L read($T data, int position)", name, FLAT_DATA);
    cw.line("return new $L().flatAt(data, position).toRecord();", view);
    cw.end();
    if (message && leaf(fields)) {
      cw.blank();
      cw.line("@$T", JavaTypes.OVERRIDE);
      cw.begin("public $L readRoot($T data, int position)", name, FLAT_DATA);
      cw.line("return new $L().flatAt(data, position).record();", view);
      cw.end();
    }
    if (message) {
      // For runtime helpers that decode messages inside a decode of their own (RootTypes.flatList).
      cw.blank();
      cw.line("@$T", JavaTypes.OVERRIDE);
      cw.begin("public $L read($T data, int position, int depth)", name, FLAT_DATA);
      cw.line("return new $L().flatAt(data, position, depth).toRecord();", view);
      cw.end();
      cw.blank();
      cw.line("@$T", JavaTypes.OVERRIDE);
      cw.begin("public long defaultSize()");
      cw.line("return $L;", DecodedSize.defaultInstance(decl));
      cw.end();
    }
    drainHelpers();
    cw.end();
  }

  private void writeMessage(List<Field> fields) {
    FlatLayout.MessageLayout layout = FlatLayout.message((MessageDecl) decl);
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int write($T b, $L value)", FLAT_BUILDER, name);
    cw.line("int shared = b.shared(value);");
    cw.begin("if (shared != 0)");
    cw.line("return shared;");
    cw.end();
    cw.line("b.enter();");
    cw.line("int obj = b.object($L, $L);", layout.dataBytes(), layout.ptrCount());
    cw.line("b.share(value, obj);");
    cw.line("int data = obj + $L;", layout.dataStart());
    NameAllocator names = new NameAllocator();
    for (String r : List.of("b", "value", "obj", "data", "shared")) {
      names.reserve(r);
    }
    List<Field> structs = new ArrayList<>();
    for (Field f : fields) {
      FlatLayout.Slot slot = slot(f);
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
        cw.line("$L;", putInline(f.type(), at, get, dflt(f)));
      }
    }
    // Targets in slot order: the pointer section, then pointer slots of inline structs by offset.
    for (Field f : fields) {
      FlatLayout.Slot slot = slot(f);
      if (slot.placement() != FlatLayout.Placement.POINTER) {
        continue;
      }
      String get = "value." + javaName.apply(f) + "()";
      String slotPos = "obj + " + (4 + 4 * slot.offset());
      if (f.optional()) {
        cw.begin("if ($L != null)", get);
        cw.line("b.pointer($L, $L);", slotPos, writeTarget(f.type(), get, dedup(f)));
        cw.end();
      } else {
        cw.line("b.pointer($L, $L);", slotPos, writeTarget(f.type(), get, dedup(f)));
      }
    }
    structs.sort((x, y) -> Integer.compare(slot(x).offset(), slot(y).offset()));
    for (Field f : structs) {
      String get = "value." + javaName.apply(f) + "()";
      if (f.optional()) {
        cw.begin("if ($L != null)", get);
      }
      cw.line(
          "$T.FLAT.writeTargets(b, data + $L, $L);",
          types.className(decl(f.type())),
          slot(f).offset(),
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

  private void writeStruct(List<Field> fields) {
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int write($T b, $L value)", FLAT_BUILDER, name);
    cw.line(
        "throw new $T($S);",
        ClassName.of("java.lang", "UnsupportedOperationException"),
        "a struct is written inline");
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void writeInline($T b, int at, $L value)", FLAT_BUILDER, name);
    cw.line("b.enter();");
    for (Field f : fields) {
      FlatLayout.Slot slot = slot(f);
      if (slot.placement() == FlatLayout.Placement.POINTER) {
        continue;
      }
      String at = "at + " + slot.offset();
      String get = "value." + javaName.apply(f) + "()";
      if (f.type() instanceof NamedType && decl(f.type()) instanceof StructDecl st) {
        cw.line("$T.FLAT.writeInline(b, $L, $L);", types.className(st), at, get);
      } else {
        cw.line("$L;", putInline(f.type(), at, get, dflt(f)));
      }
    }
    cw.line("b.exit();");
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void writeTargets($T b, int at, $L value)", FLAT_BUILDER, name);
    cw.line("b.enter();");
    for (Field f : fields) {
      FlatLayout.Slot slot = slot(f);
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
  private String putInline(TypeRef t, String at, String get, Dflt dflt) {
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
  private String writeTarget(TypeRef t, String get, boolean dedup) {
    if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.STRING) {
        return dedup ? "b.string(" + get + ")" : "b.string(" + get + ", false)";
      }
      if (s.kind() == ScalarKind.JSON) {
        return "b.json(" + get + ")";
      }
      return "b.bytes(" + get + ".toByteArray(), 0, " + get + ".size())";
    }
    if (t instanceof ListType || t instanceof MapType) {
      return writeHelper(t, dedup) + "(b, " + get + ")";
    }
    return cw.type(types.className(decl(t))) + ".FLAT.write(b, " + get + ")";
  }

  /** A static helper {@code writeN(FlatBuilder b, T value)} for a list or map; returns its name. */
  private String writeHelper(TypeRef t, boolean dedup) {
    String helper = "write" + (++helperCount);
    helpers.add(
        () -> {
          cw.blank();
          cw.begin("private static int $L($T b, $T value)", helper, FLAT_BUILDER, types.type(t));
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
            entryPart(m.key(), "at", "e.getKey()", false);
            entryPart(m.value(), "at + " + entry.valueOffset(), "e.getValue()", false);
            cw.line("at += $L;", entry.size());
            cw.end();
            if (entry.key().pointer() || entry.value().pointer() || hasStructTargets(m)) {
              cw.line("at = list + 4;");
              cw.begin("for (var e : value.entrySet())");
              entryPart(m.key(), "at", "e.getKey()", true);
              entryPart(m.value(), "at + " + entry.valueOffset(), "e.getValue()", true);
              cw.line("at += $L;", entry.size());
              cw.end();
            }
            cw.line("b.exit();");
            cw.line("return list;");
          }
          cw.end();
        });
    return helper;
  }

  private static boolean hasStructTargets(MapType m) {
    return m.value() instanceof NamedType n && n.decl() instanceof StructDecl;
  }

  /** One half of a map entry: the inline part, or ({@code targets}) the pointer target. */
  private void entryPart(TypeRef t, String at, String get, boolean targets) {
    boolean pointer = FlatLayout.isPointer(t);
    boolean struct = t instanceof NamedType && decl(t) instanceof StructDecl;
    if (!targets) {
      if (struct) {
        cw.line("$T.FLAT.writeInline(b, $L, $L);", types.className(decl(t)), at, get);
      } else if (!pointer) {
        cw.line("$L;", putInline(t, at, unbox(t, get), null));
      }
    } else if (pointer) {
      cw.line("b.pointer($L, $L);", at, writeTarget(t, get, true));
    } else if (struct) {
      cw.line("$T.FLAT.writeTargets(b, $L, $L);", types.className(decl(t)), at, get);
    }
  }

  /** Map keys and values are boxed; scalars are unboxed by the arithmetic in putInline. */
  private static String unbox(TypeRef t, String get) {
    return get;
  }

  // ---------------------------------------------------------------- verifier

  private void verifyRecord(List<Field> fields, boolean message) {
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void verify($T v, int position)", FLAT_VERIFIER);
    if (message) {
      // Only what the checks below read (each is a bounds-checked load).
      boolean pointers = false;
      boolean inline = false;
      for (Field f : fields) {
        FlatLayout.Placement placement = slot(f).placement();
        pointers |= placement == FlatLayout.Placement.POINTER;
        inline |=
            placement != FlatLayout.Placement.POINTER
                && placement != FlatLayout.Placement.BIT
                && needsInlineCheck(f.type());
      }
      if (pointers) {
        cw.line("int ptrs = v.ptrCount(position);");
      }
      if (inline) {
        cw.line("int data = v.data(position);");
        cw.line("int dataBytes = v.dataBytes(position);");
      }
    }
    for (Field f : fields) {
      FlatLayout.Slot slot = slot(f);
      boolean required = !f.optional();
      if (slot.placement() == FlatLayout.Placement.BIT) {
        continue;
      }
      if (slot.placement() == FlatLayout.Placement.POINTER) {
        String slotPos =
            message ? "position + " + (4 + 4 * slot.offset()) : "position + " + slot.offset();
        if (message) {
          boolean requiredUnion = required && needsValue(f.type());
          int levels = DefaultLevels.of(f);
          cw.begin("if (ptrs > $L)", slot.offset());
          verifyPointer(f.type(), slotPos, f.name(), required);
          if (requiredUnion) {
            cw.next("else");
            cw.line("throw v.missingUnion(position);");
          } else if (levels > 0) {
            cw.next("else");
            pushed(f.name(), () -> defaults(levels, DefaultLevels.messages(f), "position"));
          }
          cw.end();
        } else {
          verifyPointer(f.type(), slotPos, f.name(), required);
        }
        continue;
      }
      String at = message ? "data + " + slot.offset() : "position + " + slot.offset();
      if (!needsInlineCheck(f.type())) {
        continue;
      }
      if (message) {
        if (f.optional()) {
          int pb = slot.presenceBit();
          cw.begin(
              "if (dataBytes >= $L && (v.u8(data + $L) & $L) != 0)",
              slot.offset() + slot.width(),
              pb >>> 3,
              1 << (pb & 7));
        } else {
          cw.begin("if (dataBytes >= $L)", slot.offset() + slot.width());
        }
      }
      Dflt dflt = dflt(f);
      verifyInline(f.type(), at, f.name(), dflt == null ? "0" : dflt.bits());
      if (message) {
        int levels = DefaultLevels.of(f);
        if (levels > 0) {
          // A struct beyond the data this object has: its default, written again (FORMAT.md §7).
          cw.next("else");
          pushed(f.name(), () -> defaults(levels, DefaultLevels.messages(f), "position"));
        }
        cw.end();
      }
    }
    cw.end();
  }

  /**
   * Whether a null pointer to {@code t} is {@code MISSING_UNION} (FORMAT.md §F3.3): a union, or a
   * message whose default would need one.
   */
  private static boolean needsValue(TypeRef t) {
    return t instanceof NamedType n
        && (n.decl() instanceof UnionDecl
            || (n.decl() instanceof MessageDecl && !JavaTypes.hasDefaultInstance(n.decl())));
  }

  /** Whether an inline value of {@code t} needs a check (bools, enums, structs). */
  private static boolean needsInlineCheck(TypeRef t) {
    if (t instanceof ScalarType s) {
      return s.kind() == ScalarKind.BOOL;
    }
    if (t instanceof NamedType n) {
      return n.decl() instanceof EnumDecl || n.decl() instanceof StructDecl;
    }
    return false;
  }

  /** Statements verifying the inline value of {@code t} at {@code at}; path segment {@code seg}. */
  private void verifyInline(TypeRef t, String at, String seg, String dfltBits) {
    if (t instanceof ScalarType) {
      pushed(seg, () -> cw.line("v.bool($L);", at));
      return;
    }
    Decl d = decl(t);
    if (d instanceof EnumDecl) {
      pushed(seg, () -> cw.line("v.enumValue($L, $L);", at, dfltBits));
      return;
    }
    pushed(
        seg,
        () -> {
          cw.line("v.struct($L);", at);
          cw.line("$T.FLAT.verify(v, $L);", types.className(d), at);
          cw.line("v.leave();");
        });
  }

  /**
   * Statements for a default read where a value is absent (FORMAT.md §7, §F10.2): the levels it
   * takes when written again, then the messages it holds, both checked at {@code pos}.
   */
  private void defaults(int levels, int messages, String pos) {
    cw.line("v.defaultLevels($L, $L);", levels, pos);
    if (messages > 0) {
      cw.line("v.defaultMessages($L, $L);", messages, pos);
    }
  }

  private void pushed(String seg, Runnable body) {
    if (seg == null) {
      body.run();
      return;
    }
    cw.line("v.push($S);", seg);
    body.run();
    cw.line("v.pop();");
  }

  /** Statements verifying the pointer at {@code slot} to a value of {@code t}. */
  private void verifyPointer(TypeRef t, String slot, String seg, boolean required) {
    if (t instanceof ScalarType s) {
      String call =
          s.kind() == ScalarKind.STRING ? "string" : s.kind() == ScalarKind.JSON ? "json" : "bytes";
      pushed(seg, () -> cw.line("v.$L($L);", call, slot));
      return;
    }
    if (t instanceof ListType || t instanceof MapType) {
      String helper = verifyHelper(t);
      pushed(
          seg,
          () -> {
            if (required) {
              // Unset: an empty list or map, a level when written again (FORMAT.md §7).
              cw.begin("if (v.i32($L) == 0)", slot);
              cw.line("v.defaultLevels(1, $L);", slot);
              cw.end();
            }
            cw.line("$L(v, $L);", helper, slot);
          });
      return;
    }
    Decl d = decl(t);
    ClassName c = types.className(d);
    String target = "t" + (++helperCount);
    pushed(
        seg,
        () -> {
          if (d instanceof MessageDecl) {
            cw.line("int $L = v.message($L);", target, slot);
          } else {
            cw.line("int $L = v.cell($L);", target, slot);
          }
          cw.begin("if ($L != 0)", target);
          cw.line("$T.FLAT.verify(v, $L);", c, target);
          cw.line("v.leave();");
          int levels = DefaultLevels.of(t);
          if (required && needsValue(t)) {
            cw.next("else");
            cw.line("throw v.missingUnion($L);", slot);
          } else if (required && levels > 0) {
            cw.next("else");
            defaults(levels, DefaultLevels.messages(t), slot);
          }
          cw.end();
        });
  }

  /** A static helper {@code verifyN(FlatVerifier v, int slot)} for a list or map pointer. */
  private String verifyHelper(TypeRef t) {
    String helper = "verify" + (++helperCount);
    helpers.add(
        () -> {
          cw.blank();
          cw.begin("private static void $L($T v, int slot)", helper, FLAT_VERIFIER);
          if (t instanceof ListType l) {
            TypeRef e = l.element();
            FlatLayout.Inline in = FlatLayout.inline(e);
            cw.line("int list = v.list(slot, $L, $L);", in.width(), in.align());
            cw.begin("if (list == 0)");
            cw.line("return;");
            cw.end();
            if (in.pointer() || needsInlineCheck(e)) {
              cw.line("int count = v.i32(list);");
              cw.begin("for (int i = 0; i < count; i++)");
              cw.line("v.push(i);");
              String at = "list + 4 + " + in.width() + " * i";
              if (in.pointer()) {
                verifyPointer(e, at, null, true);
              } else {
                verifyInline(e, at, null, "0");
              }
              cw.line("v.pop();");
              cw.end();
            }
          } else {
            MapType m = (MapType) t;
            FlatLayout.EntryLayout entry = FlatLayout.entry(m);
            cw.line("int list = v.list(slot, $L, $L);", entry.size(), entry.align());
            cw.begin("if (list == 0)");
            cw.line("return;");
            cw.end();
            cw.line("int count = v.i32(list);");
            cw.line(
                "$T<$T> keys = new $T<>();",
                ClassName.of("java.util", "Set"),
                JavaTypes.OBJECT,
                ClassName.of("java.util", "HashSet"));
            String keyValue =
                MapKeyHash.of(m.key()) == MapKeyHash.NONE ? null : flatKeyValue(m.key());
            if (keyValue != null) {
              cw.line(
                  "$T spread = $T.of(count);", JavaTypes.MAP_KEY_SPREAD, JavaTypes.MAP_KEY_SPREAD);
            }
            cw.begin("for (int i = 0; i < count; i++)");
            cw.line("int at = list + 4 + $L * i;", entry.size());
            cw.line("v.push(i);");
            if (entry.key().pointer()) {
              verifyPointer(m.key(), "at", "key", true);
              cw.line(
                  "$T key = $T.stringKey(v, v.i32(at) == 0 ? 0 : at + v.i32(at));",
                  JavaTypes.OBJECT,
                  FLAT);
            } else {
              if (needsInlineCheck(m.key())) {
                verifyInline(m.key(), "at", "key", "0");
              }
              cw.line(
                  "$T key = $T.rawKey(v, at, $L);", JavaTypes.OBJECT, FLAT, entry.key().width());
            }
            cw.begin("if (!keys.add(key))");
            cw.line(
                "throw v.error($T.DUPLICATE_MAP_KEY, at, \"duplicate map key\");",
                JavaTypes.ERROR_CODE);
            cw.end();
            if (keyValue != null) {
              // FORMAT.md §7.2: keys chosen for one of V8's hash buckets (TypeScript's maps).
              cw.begin(
                  "if (spread != null && !spread.add($T.$L))",
                  JavaTypes.MAP_KEY_SPREAD,
                  ValueCodec.keySpreadHash(MapKeyHash.of(m.key()), keyValue));
              cw.line(
                  "throw v.error($T.LIMIT_EXCEEDED, at, $T.MESSAGE);",
                  JavaTypes.ERROR_CODE,
                  JavaTypes.MAP_KEY_SPREAD);
              cw.end();
            }
            String vat = "at + " + entry.valueOffset();
            if (entry.value().pointer()) {
              verifyPointer(m.value(), vat, "value", true);
            } else if (needsInlineCheck(m.value())) {
              verifyInline(m.value(), vat, "value", "0");
            }
            cw.line("v.pop();");
            cw.end();
          }
          cw.line("v.leave();");
          cw.end();
        });
    return helper;
  }

  /** The {@code FLAT} constant of a union: an anonymous codec (no public codec class). */
  void unionCodec() {
    UnionDecl u = (UnionDecl) decl;
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The flat codec of {@code "
                + name
                + "}: a pointer to a cell {@code {u32 case_id; value}}; read in place with {@link "
                + view
                + "}."));
    cw.line("$T FLAT =", flatTypeOf(decl));
    cw.indent();
    cw.indent();
    cw.begin("new $T<>()", FLAT_TYPE);
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $T schemaName()", JavaTypes.STRING);
    cw.line("return $S;", decl.fullName());
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int write($T b, $L value)", FLAT_BUILDER, name);
    cw.line("b.enter();");
    cw.line("int cell;");
    boolean first = true;
    for (UnionCase c : u.cases()) {
      String caseClass = caseClass(c);
      FlatLayout.CellLayout cell = FlatLayout.cell(c.type());
      String test = "value instanceof " + caseClass + " c";
      if (first) {
        cw.begin("if ($L)", test);
        first = false;
      } else {
        cw.next("else if ($L)", test);
      }
      cw.line("cell = b.cell($L);", cell.size());
      cw.line("b.putI32(cell, $L.ID);", caseClass);
      String at = "cell + " + cell.valueOffset();
      TypeRef t = c.type();
      if (cell.value().pointer()) {
        cw.line("b.pointer($L, $L);", at, writeTarget(t, "c.value()", true));
      } else if (t instanceof NamedType && decl(t) instanceof StructDecl st) {
        cw.line("$T.FLAT.writeInline(b, $L, c.value());", types.className(st), at);
        cw.line("$T.FLAT.writeTargets(b, $L, c.value());", types.className(st), at);
      } else {
        cw.line("$L;", putInline(t, at, "c.value()", null));
      }
    }
    cw.next("else");
    cw.line(
        "throw new $T($S + value.getClass());",
        JavaTypes.ILLEGAL_STATE,
        "not a case of " + decl.fullName() + ": ");
    cw.end();
    cw.line("b.exit();");
    cw.line("return cell;");
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void verify($T v, int position)", FLAT_VERIFIER);
    cw.line("int id = v.i32(position);");
    first = true;
    for (UnionCase c : u.cases()) {
      FlatLayout.CellLayout cell = FlatLayout.cell(c.type());
      String test = "id == " + caseClass(c) + ".ID";
      if (first) {
        cw.begin("if ($L)", test);
        first = false;
      } else {
        cw.next("else if ($L)", test);
      }
      cw.line("v.cellBody(position, $L);", cell.size());
      String at = "position + " + cell.valueOffset();
      if (cell.value().pointer()) {
        verifyPointer(c.type(), at, c.name(), true);
      } else if (needsInlineCheck(c.type())) {
        verifyInline(c.type(), at, c.name(), "0");
      }
    }
    cw.next("else");
    cw.line("throw v.unknownCase(position, $S);", decl.fullName());
    cw.end();
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $L read($T data, int position)", name, FLAT_DATA);
    cw.line("return new $L().flatAt(data, position).toRecord();", view);
    cw.end();
    drainHelpers();
    cw.end(";");
    cw.outdent();
    cw.outdent();
  }

  private String caseClass(UnionCase c) {
    return JavaNames.nestedName(JavaNames.className(c.name()), name);
  }

  // ---------------------------------------------------------------- unions

  void unionView() {
    UnionDecl u = (UnionDecl) decl;
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "A flyweight over a flat {@code "
                + CodeWriter.escapeDoc(decl.fullName())
                + "} cell: {@link #caseId()}, then the accessor of that case (another case's"
                + " accessor throws {@code IllegalStateException}). Owned values are reused as in"
                + " message views; not thread-safe."));
    cw.begin("final class $L", view);
    cw.line("private $T d = $T.EMPTY_MESSAGE;", FLAT_DATA, FLAT_DATA);
    cw.line("private int p;");
    cw.line("private int depth = 1;");
    for (UnionCase c : u.cases()) {
      ownedFields(JavaNames.fieldName(c.name()), c.type());
    }
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Points this view at the union cell at absolute position {@code position} of {@code"
                + " data} (0: no value). For generated code; the position must have been"
                + " verified."));
    cw.begin("public $L flatAt($T data, int position)", view, FLAT_DATA);
    cw.line("return flatAt(data, position, 1);");
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Like {@link #flatAt(FlatData, int)} for a cell at nesting depth {@code depth}; checked"
                + " access checks the case id and the cell's size here."));
    cw.begin("public $L flatAt($T data, int position, int depth)", view, FLAT_DATA);
    cw.line("this.d = data;");
    cw.line("this.depth = depth;");
    cw.begin("if (data.checked() && position != 0)");
    StringBuilder sw = new StringBuilder("switch (data.i32(position)) {");
    for (UnionCase c : u.cases()) {
      sw.append(" case ").append(c.id()).append(" -> ").append(FlatLayout.cell(c.type()).size());
      sw.append(";");
    }
    sw.append(" default -> -1; }");
    cw.line("data.cellBody(position, $L);", sw);
    cw.end();
    cw.line("this.p = position;");
    cw.line("return this;");
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("The case id of the viewed value, 0 when there is none."));
    cw.begin("public int caseId()");
    cw.line("return p == 0 ? 0 : d.i32(p);");
    cw.end();
    cw.blank();
    cw.begin("private int at(int id)");
    cw.begin("if (caseId() != id)");
    cw.line(
        "throw new $T(\"the value is case \" + caseId() + \", not \" + id);",
        JavaTypes.ILLEGAL_STATE);
    cw.end();
    cw.line("return p;");
    cw.end();
    for (UnionCase c : u.cases()) {
      String n = JavaNames.fieldName(c.name());
      String caseClass = JavaNames.nestedName(JavaNames.className(c.name()), name);
      String at = "at(" + caseClass + ".ID) + " + FlatLayout.cell(c.type()).valueOffset();
      String doc = "the value of case {@code " + CodeWriter.escapeDoc(c.name()) + "}";
      if (c.type() instanceof ListType || c.type() instanceof MapType) {
        String helper = decodeHelper(c.type());
        cw.blank();
        cw.rawJavadoc(List.of(doc + ", decoded."));
        cw.begin("public $T $L()", types.type(c.type()), n);
        cw.line("d.beginDecode();");
        cw.line("return $L(d, $L, depth + 1);", helper, follow(c.type(), at, 1, true));
        cw.end();
        continue;
      }
      Place place = inlinePlace(c.type(), at, 1);
      valueAccessors(n, "", "", c.type(), false, place, null, null, doc);
    }
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Decodes the viewed value.",
            "",
            "@throws IllegalStateException if there is no value (caseId() is 0)"));
    cw.begin("public $L toRecord()", name);
    cw.line("int id = caseId();");
    boolean first = true;
    for (UnionCase c : u.cases()) {
      String caseClass = JavaNames.nestedName(JavaNames.className(c.name()), name);
      String test = "id == " + caseClass + ".ID";
      if (first) {
        cw.begin("if ($L)", test);
        first = false;
      } else {
        cw.next("else if ($L)", test);
      }
      String value =
          decodeValue(c.type(), "p + " + FlatLayout.cell(c.type()).valueOffset(), "p", null);
      cw.line("d.chargeDecoded(p, $L);", DecodedSize.unionCase(c));
      cw.line("return new $L($L);", caseClass, value);
    }
    cw.end();
    cw.line("throw new $T(\"no value (case id \" + id + \")\");", JavaTypes.ILLEGAL_STATE);
    cw.end();
    drainHelpers();
    cw.end();
  }

  /**
   * The value of an integer or enum map key at {@code at}, read through the verifier {@code v} as
   * {@code MapKeySpread} takes it (FORMAT.md §7.2).
   */
  static String flatKeyValue(TypeRef key) {
    if (key instanceof ScalarType s) {
      return switch (s.kind()) {
        case I8 -> "(byte) v.u8(at)";
        case U8 -> "v.u8(at)";
        case I16 -> "(short) v.u16(at)";
        case U16 -> "v.u16(at)";
        case I32 -> "v.i32(at)";
        case U32 -> "(v.i32(at) & 0xFFFF_FFFFL)";
        case I64, U64 -> "v.i64(at)";
        default -> throw new IllegalArgumentException("not an integer key: " + s);
      };
    }
    return "v.i32(at)"; // an enum: its number, stored as an i32
  }

  /** The {@code FlatData.SPREAD_} constant of a map key type (FORMAT.md §7.2), or null for none. */
  static String flatKeySpread(TypeRef key) {
    return switch (MapKeyHash.of(key)) {
      case NONE -> null;
      case NUMBER -> MapKeyHash.unsignedNumber(key) ? "SPREAD_UNSIGNED" : "SPREAD_SIGNED";
      case INT64 -> "SPREAD_I64";
      case UINT64 -> "SPREAD_U64";
    };
  }
}
