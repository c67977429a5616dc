package dev.bale.runtime.internal;

import dev.bale.runtime.CompactType;
import dev.bale.runtime.JsonField;
import dev.bale.runtime.JsonField.Int64;
import dev.bale.runtime.UnknownFields;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What the Jackson modules ({@code bale-jackson}, {@code bale-jackson3}) read off generated Java by
 * reflection, whatever the Jackson version: which classes are generated messages, their JSON keys
 * and key order (docs/spec/JSON.md §2), a wide class's builder and fields, and the text forms of
 * 64-bit integers and {@code i8} map keys (§3, §5). The modules run on a JVM (records are reflected
 * here). Not API.
 */
@ProbedApi
public final class JsonShapes {
  private JsonShapes() {}

  /** JSON.md §3: the decimal integer grammar of integer strings. */
  private static final Pattern INTEGER = Pattern.compile("-?(0|[1-9][0-9]*)");

  private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

  /** A decimal of at most 10 digits without leading zeros: an enum number as a map key. */
  private static final Pattern ENUM_NUMBER = Pattern.compile("0|[1-9][0-9]{0,9}");

  private static final ClassCache<Boolean> GENERATED_RECORD =
      ClassCache.of(
          type -> {
            if (!type.isRecord()) {
              return false;
            }
            try {
              Field f = type.getField("COMPACT");
              return Modifier.isStatic(f.getModifiers())
                  && CompactType.class.isAssignableFrom(f.getType());
            } catch (NoSuchFieldException e) {
              return false;
            }
          });

  /** Whether {@code type} is a generated message or struct record. */
  public static boolean isGeneratedRecord(Class<?> type) {
    return GENERATED_RECORD.get(type);
  }

  /**
   * Whether {@code type} is a generated message or struct too wide for a record, which the
   * generator makes a final class (docs/generated-java.md, "What a Java class can hold").
   */
  public static boolean isGeneratedClass(Class<?> type) {
    return ValuePaths.isGeneratedClass(type);
  }

  /** The builder class of the generated class {@code cls} (what its {@code builder()} returns). */
  public static Class<?> builderClass(Class<?> cls) {
    try {
      return cls.getMethod("builder").getReturnType();
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  /**
   * The generated class whose builder {@code b} is (the class of a message or struct too wide for a
   * record), or null.
   */
  public static Class<?> builderOf(Class<?> b) {
    Class<?> outer = b.getDeclaringClass();
    return outer != null && isGeneratedClass(outer) && builderClass(outer) == b ? outer : null;
  }

  /**
   * The private field of a generated class (too wide for a record) that a method {@code name} of
   * {@code owner} with {@code parameters} parameters reads or sets: the class's accessor {@code
   * n()} or its builder's setter {@code n(T)}; null for anything else.
   */
  public static Field classField(Class<?> owner, String name, int parameters) {
    Class<?> cls =
        parameters == 0 && isGeneratedClass(owner)
            ? owner
            : parameters == 1 ? builderOf(owner) : null;
    if (cls == null) {
      return null;
    }
    try {
      Field f = cls.getDeclaredField(name);
      return Modifier.isStatic(f.getModifiers()) ? null : f;
    } catch (NoSuchFieldException e) {
      return null;
    }
  }

  /** The instance fields of a generated class, in declaration order (its schema's field order). */
  public static List<Field> classFields(Class<?> cls) {
    List<Field> out = new ArrayList<>();
    for (Field f : cls.getDeclaredFields()) {
      if (!Modifier.isStatic(f.getModifiers()) && f.getType() != UnknownFields.class) {
        out.add(f);
      }
    }
    return out;
  }

  /** The component of record {@code owner} named {@code name} (its accessor or field), or null. */
  public static RecordComponent component(Class<?> owner, String name) {
    RecordComponent[] rc = owner.getRecordComponents();
    if (rc != null) {
      for (RecordComponent c : rc) {
        if (c.getName().equals(name)) {
          return c;
        }
      }
    }
    return null;
  }

  /**
   * The component that parameter {@code index} of a constructor of {@code owner} taking {@code
   * parameters} is, when that constructor is the record's canonical one; else null.
   */
  public static RecordComponent canonicalParameter(
      Class<?> owner, Class<?>[] parameters, int index) {
    RecordComponent[] rc = owner.getRecordComponents();
    if (rc == null || rc.length != parameters.length) {
      return null;
    }
    for (int i = 0; i < rc.length; i++) {
      if (rc[i].getType() != parameters[i]) {
        return null;
      }
    }
    return rc[index];
  }

  /** Whether {@code f} says its field holds 64-bit integers (values or map keys). */
  public static boolean hasInt64(JsonField f) {
    return f != null && (f.values() != Int64.NONE || f.keys() != Int64.NONE);
  }

  /**
   * The JSON keys of a generated record's or class's fields in the schema's field order (which
   * Jackson would not keep: it puts renamed properties last), or null for any other class.
   */
  public static String[] keyOrder(Class<?> type) {
    if (isGeneratedClass(type)) {
      List<String> order = new ArrayList<>();
      for (Field f : classFields(type)) {
        order.add(key(f.getAnnotation(JsonField.class), f.getName()));
      }
      return order.toArray(new String[0]);
    }
    if (!isGeneratedRecord(type)) {
      return null;
    }
    RecordComponent[] rc = type.getRecordComponents();
    String[] order = new String[rc.length];
    for (int i = 0; i < rc.length; i++) {
      order[i] = key(rc[i].getAnnotation(JsonField.class), rc[i].getName());
    }
    return order;
  }

  private static String key(JsonField f, String name) {
    return f == null || f.key().isEmpty() ? name : f.key();
  }

  /**
   * The zero of a primitive Java type ({@code false} for {@code boolean}): what a Jackson module
   * reads for a primitive field the JSON leaves out; null for any other type.
   */
  public static Object zero(Class<?> raw) {
    return raw.isPrimitive() ? Array.get(Array.newInstance(raw, 1), 0) : null;
  }

  /** A 64-bit integer's JSON string (JSON.md §3), unsigned for {@code u64}. */
  public static String int64Text(long v, Int64 form) {
    return form == Int64.UNSIGNED ? Long.toUnsignedString(v) : Long.toString(v);
  }

  /**
   * The value of a decimal 64-bit integer string in the range of {@code form}, or null when the
   * text is not one (JSON.md §3).
   */
  public static Long parseInt64(String text, Int64 form) {
    // More than "-" and 20 digits is out of range of any 64-bit value (JSON's integers have no
    // leading zeros), and BigInteger's decimal parse is quadratic in the digits: never try it.
    if (text.length() > 21 || !INTEGER.matcher(text).matches()) {
      return null;
    }
    // Up to 18 characters the value fits a long: no BigInteger.
    if (text.length() <= 18) {
      long v = Long.parseLong(text);
      return v >= 0 || form != Int64.UNSIGNED ? v : null;
    }
    return int64InRange(new BigInteger(text), form);
  }

  /** The long of {@code v} in the range of {@code form}, or null. */
  public static Long int64InRange(BigInteger v, Int64 form) {
    if (form == Int64.UNSIGNED) {
      return v.signum() >= 0 && v.compareTo(TWO_64) < 0 ? v.longValue() : null;
    }
    return v.bitLength() < 64 ? v.longValue() : null;
  }

  /** An {@code i8} map key: a decimal integer in -128..127 (JSON.md §5), or null. */
  public static Byte parseI8Key(String text) {
    if (text.length() <= 4 && INTEGER.matcher(text).matches()) {
      int n = Integer.parseInt(text);
      if (n >= Byte.MIN_VALUE && n <= Byte.MAX_VALUE) {
        return (byte) n;
      }
    }
    return null;
  }

  /**
   * An open enum's number as a map key ({@code 0..2^31-1} in decimal without leading zeros), or -1
   * when {@code key} is not one.
   */
  public static int enumNumberKey(String key) {
    if (ENUM_NUMBER.matcher(key).matches()) {
      long n = Long.parseLong(key);
      if (n <= Integer.MAX_VALUE) {
        return (int) n;
      }
    }
    return -1;
  }

  /**
   * Appends a member of a JSON path (JSON.md §7): {@code .name} for identifier-like keys, else
   * {@code ["key"]} with JSON escapes.
   */
  public static void appendMember(StringBuilder sb, String name) {
    boolean simple = !name.isEmpty() && !Character.isDigit(name.charAt(0));
    for (int i = 0; simple && i < name.length(); i++) {
      char c = name.charAt(i);
      simple = c == '_' || (c < 128 && Character.isLetterOrDigit(c));
    }
    if (simple) {
      sb.append('.').append(name);
      return;
    }
    sb.append("[\"");
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c < 0x20) {
        sb.append(String.format("\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    sb.append("\"]");
  }
}
