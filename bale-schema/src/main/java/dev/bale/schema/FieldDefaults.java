package dev.bale.schema;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.Literal;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionDecl;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The defaults of fields that both codecs store relative to (SCHEMA.md "Defaults"): an enum's is
 * the field's {@code [default = ...]} or else the enum's first declared value; a bool's is true
 * only with {@code [default = true]}. Compact stores a bool field as its value XOR this default
 * (FORMAT.md §3.2), flat stores every non-optional inline value XOR its default's bits (§F4.4), and
 * a compact {@code [omit_default]} float is written when its bits differ from the default's (§3.2);
 * one definition for the generators, the dynamic codecs and the inspector.
 */
public final class FieldDefaults {
  private FieldDefaults() {}

  /** An enum's default value when a field does not name one: its first declared value. */
  public static EnumValue first(EnumDecl e) {
    return e.values().get(0);
  }

  /**
   * The default of enum field {@code f} of type {@code e}: its {@code [default]}, else the first.
   */
  public static EnumValue enumValue(Field f, EnumDecl e) {
    Literal lit = f.defaultValue();
    return lit != null ? (EnumValue) lit.value() : first(e);
  }

  /** The default of bool field {@code f}: true only with {@code [default = true]}. */
  public static boolean boolValue(Field f) {
    return f.defaultValue() != null && Boolean.TRUE.equals(f.defaultValue().value());
  }

  /**
   * The bit pattern of {@code f}'s default, masked to the field's width: an enum's value ({@link
   * #enumValue}), a scalar's {@code [default = ...]} (floats by their raw IEEE bits, a bool as 1),
   * else 0 (no {@code [default]}, or a string, bytes, {@code json}, list, map, message, struct or
   * union field). Whether the field is optional does not matter here.
   */
  public static long bits(Field f) {
    TypeRef t = f.type();
    if (t instanceof NamedType n && n.decl() instanceof EnumDecl e) {
      return enumValue(f, e).value() & 0xFFFF_FFFFL;
    }
    Literal lit = f.defaultValue();
    if (lit == null || !(t instanceof ScalarType s)) {
      return 0;
    }
    Object v = lit.value();
    return switch (s.kind()) {
      case BOOL -> Boolean.TRUE.equals(v) ? 1 : 0;
      case I8, U8 -> ((Long) v) & 0xFF;
      case I16, U16 -> ((Long) v) & 0xFFFF;
      case I32, U32 -> ((Long) v) & 0xFFFF_FFFFL;
      case I64, U64 -> (Long) v;
      case F32 -> Float.floatToRawIntBits(((Double) v).floatValue()) & 0xFFFF_FFFFL;
      case F64 -> Double.doubleToRawLongBits((Double) v);
      case STRING, BYTES, JSON -> 0;
    };
  }

  /**
   * Whether a declaration has a default instance (FORMAT.md §3.4): an enum with a value, or a
   * message or struct every non-optional field of which has a default, recursively, with no cycle
   * involved; never a union. A non-optional field of a type without one is required in builders,
   * and a message that ends before it is {@code TRUNCATED}.
   */
  public static boolean hasDefault(Decl decl) {
    return hasDefault(decl, new HashSet<>());
  }

  private static boolean hasDefault(Decl decl, Set<String> visiting) {
    if (decl instanceof EnumDecl e) {
      return !e.values().isEmpty();
    }
    if (decl instanceof UnionDecl) {
      return false;
    }
    if (!visiting.add(decl.fullName())) {
      return false;
    }
    List<Field> fields = decl instanceof MessageDecl m ? m.fields() : ((StructDecl) decl).fields();
    boolean ok = true;
    for (Field f : fields) {
      if (!f.optional() && f.type() instanceof NamedType n && !hasDefault(n.decl(), visiting)) {
        ok = false;
        break;
      }
    }
    visiting.remove(decl.fullName());
    return ok;
  }
}
