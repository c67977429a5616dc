package dev.bale.compiler.emit.java;

import static dev.bale.compiler.emit.java.JavaTypes.decl;

import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.DefaultLevels;
import dev.bale.schema.MapKeyHash;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Emits the flat side (FORMAT.md Part II) of a message, struct or union: the {@code FLAT} codec
 * (encode, verify, full decode) and the {@code View} flyweight (docs/generated-java.md, "Flat
 * views"). This class holds what the parts share (the declaration, the writer, the numbered static
 * helpers, the field layout and defaults) and the entry points; the parts, one per job, are {@link
 * FlatViewEmitter}, {@link FlatAccessorEmitter}, {@link FlatDecodeEmitter}, {@link
 * FlatEncodeEmitter}, {@link FlatVerifyEmitter} and {@link FlatUnionEmitter}.
 *
 * <p>In a view, {@code d} is the {@code FlatData} read, {@code p} the absolute position of the
 * object (message), the struct or the union cell. A message view also keeps its data-section
 * position and size and its pointer count, so that a field the writer did not have reads as its
 * default after one compare.
 */
final class FlatEmitter {
  static final ClassName FLAT = ClassName.of(JavaTypes.RUNTIME + ".flat", "Flat");
  static final ClassName FLAT_TYPE = ClassName.of(JavaTypes.RUNTIME + ".flat", "FlatType");
  static final ClassName FLAT_DATA = ClassName.of(JavaTypes.RUNTIME + ".internal", "FlatData");
  static final ClassName UTF8_VIEW = ClassName.of(JavaTypes.RUNTIME + ".flat", "Utf8View");
  static final ClassName FLAT_MESSAGE_TYPE =
      ClassName.of(JavaTypes.RUNTIME + ".flat", "FlatMessageType");
  static final ClassName FLAT_MESSAGE_VIEW =
      ClassName.of(JavaTypes.RUNTIME + ".flat", "FlatMessageView");
  static final ClassName BYTE_BUFFER = ClassName.of("java.nio", "ByteBuffer");
  static final ClassName FLAT_SINK = ClassName.of(JavaTypes.RUNTIME + ".internal", "FlatSink");
  static final ClassName FLAT_VERIFIER =
      ClassName.of(JavaTypes.RUNTIME + ".internal", "FlatVerifier");

  // The state every part shares: one FlatEmitter per declaration.
  final JavaTypes types;
  final CodeWriter cw;
  final Decl decl;
  final String name;
  final String view;
  final Function<Field, String> javaName;
  final Defaults defaults;
  int helperCount;

  /** Static helpers (lists and maps) collected while a class is written, drained at its end. */
  final List<Runnable> helpers = new ArrayList<>();

  // The helpers of the class being written, by kind, type and variant (see helper).
  private final HelperNames helperNames = new HelperNames();

  // The DEFAULT_ constants of the class being written (see defaultConstant).
  private final Set<String> defaultConstants = new HashSet<>();

  // The parts, one per job; each reads the state above and calls the others through this.
  final FlatViewEmitter views;
  final FlatAccessorEmitter accessors;
  final FlatDecodeEmitter decoders;
  final FlatEncodeEmitter encoders;
  final FlatVerifyEmitter verifiers;
  final FlatUnionEmitter unions;

  FlatEmitter(JavaTypes types, CodeWriter cw, Decl decl, Function<Field, String> javaName) {
    this.types = types;
    this.cw = cw;
    this.decl = decl;
    this.name = types.className(decl).simpleName();
    this.view = JavaNames.nestedName("View", name);
    this.javaName = javaName;
    this.defaults = new Defaults(types, cw);
    cw.reserveNested(view, types.className(decl).qualifiedTopLevel());
    this.views = new FlatViewEmitter(this);
    this.accessors = new FlatAccessorEmitter(this);
    this.decoders = new FlatDecodeEmitter(this);
    this.encoders = new FlatEncodeEmitter(this);
    this.verifiers = new FlatVerifyEmitter(this);
    this.unions = new FlatUnionEmitter(this);
  }

  /** The nested view class of {@code d}, e.g. {@code Leaf.View}. */
  ClassName viewOf(Decl d) {
    ClassName c = types.className(d);
    String nested = JavaNames.nestedName("View", c.simpleName());
    return ClassName.of(c.packageName(), c.simpleName(), nested);
  }

  JType flatTypeOf(Decl d) {
    return new JType.Parameterized(FLAT_TYPE, List.of(types.className(d)));
  }

  /** {@code FLAT} and, for messages, {@code toFlatBytes()} / {@code fromFlatBytes(byte[])}. */
  void constant(String codecExpression) {
    cw.blank();
    cw.rawJavadoc(List.of("The flat codec; read in place with {@link " + view + "}."));
    cw.line("public static final $T FLAT = $L;", flatTypeOf(decl), codecExpression);
  }

  void messageMethods() {
    cw.blank();
    cw.rawJavadoc(List.of("Encodes this message with the flat codec (FORMAT.md Part II)."));
    cw.begin("public byte[] toFlatBytes()");
    cw.line("return $T.encode(FLAT, this);", FLAT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("Verifies and decodes one unframed flat body, default limits."));
    cw.begin("public static $L fromFlatBytes(byte[] bytes)", name);
    cw.line("return $T.decode(FLAT, bytes);", FLAT);
    cw.end();
  }

  /** The slot of a field of this message or struct. */
  FlatLayout.Slot slot(Field f) {
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

  static int width(TypeRef t) {
    return FlatLayout.inline(t).width();
  }

  /**
   * Where a value is: {@code at} is the absolute position of an inline value, {@code present} a
   * condition under which it was written (null: always), {@code target} the target of a pointer (0
   * when null).
   */
  record Place(String at, String present, String target, int level) {
    /** The nesting depth of the value, as an expression over the view's own depth. */
    String depth() {
      return "depth + " + level;
    }
  }

  boolean isUnion(TypeRef t) {
    return t instanceof NamedType && decl(t) instanceof UnionDecl;
  }

  /**
   * A non-zero default of a scalar or enum field: its Java literal and its bit pattern as an int
   * (or long for 8-byte values) literal.
   */
  record Dflt(String literal, String bits) {}

  Dflt dflt(Field f) {
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

  /**
   * Whether a message with these fields holds no message, union or struct at any depth (scalars,
   * strings, bytes, json, enums, and lists and maps of those only): decoding it decodes no other
   * message, so at the root of a decode nothing can share its record.
   */
  static boolean leaf(List<Field> fields) {
    for (Field f : fields) {
      if (!FlatDecodeEmitter.leafType(f.type())) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a message's root decode may run under checked access ({@code FlatType.checkedDecode}):
   * every field a number, bool, enum, string or bytes (no json, list, map, message, struct or
   * union), so that what its verifier checks (each string's and bytes' pointer, length and UTF-8,
   * each enum's range, the root object) is what reading every field checks under checked access,
   * with the same budget charges, and no field adds levels (FORMAT.md §7).
   */
  static boolean checkedDecode(List<Field> fields) {
    for (Field f : fields) {
      TypeRef t = f.type();
      boolean plain =
          t instanceof ScalarType s
              ? s.kind() != ScalarKind.JSON
              : t instanceof NamedType && decl(t) instanceof EnumDecl;
      if (!plain || DefaultLevels.of(f) != 0) {
        return false;
      }
    }
    return true;
  }

  /** Writes the collected helpers; a helper may add more (nested lists and maps). */
  void drainHelpers() {
    while (!helpers.isEmpty()) {
      helpers.remove(0).run();
    }
    helperNames.clear(); // the next class has helpers of its own
    defaultConstants.clear();
  }

  /**
   * The name of the constant holding field {@code f}'s default in the class being written: {@code
   * DEFAULT_} and the field's name as an enum constant ({@code DEFAULT_SHIP_TO}), with a number
   * when another field's is already that ({@code id} and {@code ID} both give {@code DEFAULT_ID}).
   */
  String defaultConstant(Field f) {
    String base = "DEFAULT_" + JavaNames.constantName(f.name());
    String name = base;
    for (int i = 2; !defaultConstants.add(name); i++) {
      name = base + i;
    }
    return name;
  }

  /** Name of the nested codec class of a message or struct. */
  String codecClass() {
    return JavaNames.nestedName("FlatCodec", name);
  }

  String caseClass(UnionCase c) {
    return JavaNames.caseName(c.name(), name);
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

  /** The {@code View} class of a message or struct. */
  void recordView() {
    views.recordView();
  }

  /** The codec class of a message or struct: write, verify, read. */
  void recordCodec() {
    encoders.recordCodec();
  }

  /** The {@code FLAT} constant of a union: an anonymous codec (no public codec class). */
  void unionCodec() {
    unions.unionCodec();
  }

  /** The {@code View} class of a union. */
  void unionView() {
    unions.unionView();
  }

  /** The number of the next local of this declaration that must not clash with another. */
  int nextHelper() {
    return ++helperCount;
  }

  /**
   * The static helper doing {@code kind} ({@code decode}, {@code verify}, {@code write}) for values
   * of {@code t} in the class being written: one per type and {@code variant}, named after them
   * ({@code decodeMapI32String}); {@code body} writes it, given its name, when the class's helpers
   * are drained.
   */
  String helper(String kind, TypeRef t, String variant, Consumer<String> body) {
    String known = helperNames.find(kind, t, variant);
    if (known != null) {
      return known;
    }
    String chosen = helperNames.claim(kind, t, variant);
    helpers.add(() -> body.accept(chosen));
    return chosen;
  }
}
