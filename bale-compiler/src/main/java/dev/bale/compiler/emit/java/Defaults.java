package dev.bale.compiler.emit.java;

import dev.bale.schema.FieldDefaults;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.Literal;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;

/** Java expressions for field defaults (FORMAT.md §3.4, SCHEMA.md defaults). */
final class Defaults {
  private final JavaTypes types;
  private final CodeWriter cw;

  Defaults(JavaTypes types, CodeWriter cw) {
    this.types = types;
    this.cw = cw;
  }

  /**
   * The default value of a non-optional field as a Java expression, or null when the field has no
   * default (a union, or a message/struct type without a default instance): such a field is
   * required.
   */
  String expression(Field f) {
    if (f.optional()) {
      return "null";
    }
    Literal lit = f.defaultValue();
    if (f.type() instanceof ScalarType s) {
      return lit != null ? scalarLiteral(s.kind(), lit) : zero(s.kind());
    }
    if (f.type() instanceof ListType) {
      return cw.type(JavaTypes.LIST) + ".of()";
    }
    if (f.type() instanceof MapType) {
      return cw.type(JavaTypes.MAP) + ".of()";
    }
    Decl d = JavaTypes.decl(f.type());
    if (d instanceof EnumDecl e) {
      EnumValue v = FieldDefaults.enumValue(f, e);
      return cw.type(types.className(e)) + "." + JavaNames.constantName(v.name());
    }
    if (FieldDefaults.hasDefault(d)) {
      return cw.type(types.className(d)) + ".builder().build()";
    }
    return null;
  }

  /**
   * For an {@code [omit_default]} field: a Java condition, true when the value {@code get} differs
   * from the field's default and so is written (FORMAT.md §3.2). Floats compare by their bits (a
   * -0.0 or a NaN other than the default's own is written), enums by number, lists and maps by
   * emptiness.
   */
  String differs(Field f, String get) {
    if (f.type() instanceof ListType || f.type() instanceof MapType) {
      return "!" + get + ".isEmpty()";
    }
    if (f.type() instanceof NamedType n && JavaTypes.decl(n) instanceof EnumDecl e) {
      return get + ".value() != " + FieldDefaults.enumValue(f, e).value();
    }
    ScalarKind kind = ((ScalarType) f.type()).kind();
    Literal lit = f.defaultValue();
    return switch (kind) {
      case F32 ->
          cw.type(JavaTypes.FLOAT.boxed())
              + ".floatToRawIntBits("
              + get
              + ") != "
              + hexInt((int) FieldDefaults.bits(f));
      case F64 ->
          cw.type(JavaTypes.DOUBLE.boxed())
              + ".doubleToRawLongBits("
              + get
              + ") != "
              + hexLong(FieldDefaults.bits(f));
      case STRING ->
          lit == null || ((String) lit.value()).isEmpty()
              ? "!" + get + ".isEmpty()"
              : "!" + get + ".equals(" + scalarLiteral(kind, lit) + ")";
      case BYTES -> get + ".size() != 0";
      case BOOL, JSON ->
          throw new IllegalArgumentException("[omit_default] on a " + kind.keyword() + " field");
      default -> get + " != " + (lit == null ? zero(kind) : scalarLiteral(kind, lit));
    };
  }

  private static String hexInt(int bits) {
    return bits == 0 ? "0" : "0x" + Integer.toHexString(bits);
  }

  private static String hexLong(long bits) {
    return bits == 0 ? "0L" : "0x" + Long.toHexString(bits) + "L";
  }

  /**
   * Whether the builder must initialize the field explicitly (Java's own zero/false/null would be
   * wrong).
   */
  boolean needsInitializer(Field f) {
    if (f.optional()) {
      return false;
    }
    if (f.type() instanceof ScalarType s) {
      return f.defaultValue() != null
          || s.kind() == ScalarKind.STRING
          || s.kind() == ScalarKind.BYTES
          || s.kind() == ScalarKind.JSON;
    }
    return expression(f) != null;
  }

  private String zero(ScalarKind kind) {
    return switch (kind) {
      case BOOL -> "false";
      case I8, I16, I32, U8, U16 -> "0";
      case I64, U32, U64 -> "0L";
      case F32 -> "0.0f";
      case F64 -> "0.0";
      case STRING -> "\"\"";
      case BYTES -> cw.type(JavaTypes.BYTES) + ".EMPTY";
      case JSON -> cw.type(JavaTypes.JSON) + ".NULL";
    };
  }

  /** A literal in a context that assigns it to a variable of the field's Java type. */
  String scalarLiteral(ScalarKind kind, Literal lit) {
    Object v = lit.value();
    return switch (kind) {
      case BOOL -> v.toString();
      case I8, I16, I32, U8, U16 -> Long.toString((Long) v);
      case I64, U32 -> ((Long) v) + "L";
      case U64 -> {
        long l = (Long) v;
        yield l < 0 ? "0x" + Long.toHexString(l) + "L" : l + "L";
      }
      case F32 -> floatLiteral(((Double) v).floatValue());
      case F64 -> doubleLiteral((Double) v);
      case STRING -> CodeWriter.stringLiteral((String) v);
      case BYTES, JSON ->
          throw new IllegalArgumentException(kind.keyword() + " fields have no [default]");
    };
  }

  String floatLiteral(float f) {
    if (Float.isNaN(f) || Float.isInfinite(f)) {
      String constant = Float.isNaN(f) ? "NaN" : f > 0 ? "POSITIVE_INFINITY" : "NEGATIVE_INFINITY";
      return cw.type(JavaTypes.FLOAT.boxed()) + "." + constant;
    }
    return Float.toString(f) + "f";
  }

  String doubleLiteral(double d) {
    if (Double.isNaN(d) || Double.isInfinite(d)) {
      String constant = Double.isNaN(d) ? "NaN" : d > 0 ? "POSITIVE_INFINITY" : "NEGATIVE_INFINITY";
      return cw.type(JavaTypes.DOUBLE.boxed()) + "." + constant;
    }
    return Double.toString(d);
  }
}
