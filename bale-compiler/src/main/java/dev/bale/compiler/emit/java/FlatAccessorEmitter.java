package dev.bale.compiler.emit.java;

import static dev.bale.compiler.emit.java.FlatEmitter.BYTE_BUFFER;
import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_DATA;
import static dev.bale.compiler.emit.java.FlatEmitter.UTF8_VIEW;
import static dev.bale.compiler.emit.java.FlatEmitter.scalarRead;
import static dev.bale.compiler.emit.java.FlatEmitter.width;
import static dev.bale.compiler.emit.java.JavaTypes.decl;

import dev.bale.compiler.emit.java.FlatEmitter.Dflt;
import dev.bale.compiler.emit.java.FlatEmitter.Place;
import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import java.util.List;

/**
 * The accessors of one field of a flat view: scalars and enums (stored XOR their default, FORMAT.md
 * §F4.4), strings, bytes, lists, maps and list elements. Part of {@link FlatEmitter}, which holds
 * the state they share.
 */
final class FlatAccessorEmitter extends FlatPart {

  FlatAccessorEmitter(FlatEmitter host) {
    super(host);
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

  String bitExpr(int bit) {
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
  void valueAccessors(
      String n,
      String params,
      String args,
      TypeRef t,
      boolean optional,
      Place place,
      Dflt dflt,
      Field field) {
    String cap = JavaNames.capitalize(n);
    if (t instanceof ScalarType s) {
      ScalarKind k = s.kind();
      if (k == ScalarKind.STRING) {
        stringAccessors(n, params, optional, place, field);
        return;
      }
      if (k == ScalarKind.JSON) {
        cw.blank();
        cw.begin("public $T $L($L)", JavaTypes.JSON, n, params);
        // A decode of its own (FORMAT.md §7.1): decode() reads json fields without this call.
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
        cw.begin("public $T $L($L)", JavaTypes.BYTES, n, params);
        if (optional) {
          cw.line("int t = $L;", place.target());
          cw.line("return t == 0 ? null : d.bytes(t);");
        } else {
          cw.line("return d.bytes($L);", place.target());
        }
        cw.end();
        cw.blank();
        cw.begin("public int $LLength($L)", n, params);
        cw.line("return d.length($L);", place.target());
        cw.end();
        cw.blank();
        cw.begin("public $T $LBuffer($L)", BYTE_BUFFER, n, params);
        cw.line("int t = $L;", place.target());
        cw.line("return d.slice(t + 4, d.length(t));");
        cw.end();
        return;
      }
      JType jt = JavaTypes.scalar(k);
      cw.blank();
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
      listAccessors(n, l, place);
      return;
    }
    if (t instanceof MapType m) {
      mapAccessors(n, m, place);
      return;
    }
    Decl d = decl(t);
    if (d instanceof EnumDecl e) {
      cw.blank();
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
      cw.begin("public $T $L($L)", types.className(e), n, params);
      if (optional) {
        cw.line("return has$L() ? $T.of($LValue($L)) : null;", cap, types.className(e), n, args);
      } else {
        cw.line("return $T.of($LValue($L));", types.className(e), n, args);
      }
      cw.end();
      return;
    }
    ClassName v = host.viewOf(d);
    String owned = "view" + cap;
    cw.blank();
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
      String n, String params, boolean optional, Place place, Field field) {
    String dflt =
        field != null && !optional && field.defaultValue() != null
            ? (String) field.defaultValue().value()
            : "";
    String data = "d";
    String target = place.target();
    if (!dflt.isEmpty()) {
      // A null pointer (a writer without this field) reads as the default.
      String constant = host.defaultConstant(field);
      host.helpers.add(
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
    cw.begin("public $T $L($L)", JavaTypes.STRING, n, params);
    if (optional) {
      cw.line("int t = $L;", target);
      cw.line("return t == 0 ? null : d.string(t);");
    } else {
      cw.line("return $L.string($L);", data, target);
    }
    cw.end();
    cw.blank();
    cw.begin("public $T $LChars($L)", UTF8_VIEW, n, params);
    String utf8 = host.views.utf8View(n);
    if (utf8 == null) {
      cw.begin("if (chars$L == null)", cap);
      cw.line("chars$L = new $T();", cap, UTF8_VIEW);
      cw.end();
      utf8 = "chars" + cap;
    }
    cw.line("return $L.chars($L, $L);", data, utf8, target);
    cw.end();
  }

  private void listAccessors(String n, ListType l, Place place) {
    TypeRef e = l.element();
    String cap = JavaNames.capitalize(n);
    cw.blank();
    cw.begin("public int $LLength()", n);
    cw.line("return d.length($L);", place.target());
    cw.end();
    int size = width(e);
    String at = "d.element(" + place.target() + ", i, " + size + ")";
    elementAccessors(n, e, at, place.level() + 1);
    if (e instanceof ScalarType s && s.kind() != ScalarKind.BOOL && s.kind().width() > 0) {
      ScalarKind k = s.kind();
      JType jt = JavaTypes.scalar(k);
      cw.blank();
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
      if (!k.isSigned() && !k.isFloat()) {
        cw.rawJavadoc(List.of("Raw bits: unsigned values above the signed range read negative."));
      }
      cw.begin("public $T $LBuffer()", buffer, n);
      cw.line("int t = $L;", place.target());
      String slice = "d.slice(t + 4, d.length(t) * " + k.width() + ")";
      String as = bufferMethod(k);
      cw.line("return $L$L;", slice, as.isEmpty() ? "" : "." + as + "()");
      cw.end();
    }
  }

  private void mapAccessors(String n, MapType m, Place place) {
    FlatLayout.EntryLayout entry = FlatLayout.entry(m);
    cw.blank();
    cw.begin("public int $LLength()", n);
    cw.line("return d.length($L);", place.target());
    cw.end();
    String at = "d.element(" + place.target() + ", i, " + entry.size() + ")";
    int level = place.level() + 1;
    elementAccessors(n + "Key", m.key(), at, level);
    int voff = entry.valueOffset();
    elementAccessors(n + "Value", m.value(), at + " + " + voff, level);
  }

  /** Accessors of an element or entry part inline at {@code at}, at depth {@code depth + level}. */
  private void elementAccessors(String n, TypeRef e, String at, int level) {
    if (e instanceof ListType || e instanceof MapType) {
      // Nested collections are decoded (they allocate).
      String helper = host.decoders.decodeHelper(e);
      cw.blank();
      cw.begin("public $T $L(int i)", types.type(e), n);
      cw.line("d.beginDecode();");
      cw.line(
          "return $L(d, $L, depth + $L);", helper, host.views.follow(e, at, level, true), level);
      cw.end();
      return;
    }
    Place place = host.views.inlinePlace(e, at, level);
    valueAccessors(n, "int i", "i", e, false, place, null, null);
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
  static String bulkRead(ScalarKind k) {
    return switch (k) {
      case I16 -> "i16";
      case I32 -> "i32";
      case I64, U64 -> "i64";
      case F32 -> "f32";
      case F64 -> "f64";
      default -> null;
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
}
