package dev.bale.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.Literal;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Compares two JSON values of a schema type as VECTORS.md §3 says: guided by the type, so that
 * defaults may be omitted, 64-bit integers may be strings or numbers, {@code f32} values compare as
 * float bit patterns, NaN equals NaN and {@code -0.0} differs from {@code 0.0}.
 *
 * <p>Deliberately independent of {@code bale-dynamic}: it reads the schema model and the JSON.md
 * rules directly, so a bug in the bridge's reader or writer cannot hide itself.
 */
final class JsonCompare {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonCompare() {}

  /** Returns null when equal, otherwise a description of the first difference with its path. */
  static String diff(Decl root, JsonNode expected, JsonNode actual) {
    List<String> out = new ArrayList<>(1);
    compareDecl(root, expected, actual, "$", out);
    return out.isEmpty() ? null : out.get(0);
  }

  /** {@link #diff(Decl, JsonNode, JsonNode)} for a value of any type (a root of any type). */
  static String diff(TypeRef root, JsonNode expected, JsonNode actual) {
    List<String> out = new ArrayList<>(1);
    compare(root, expected, actual, "$", out);
    return out.isEmpty() ? null : out.get(0);
  }

  private static boolean compareDecl(
      Decl decl, JsonNode e, JsonNode a, String path, List<String> out) {
    if (decl instanceof MessageDecl m) {
      return compareFields(m.fields(), e, a, path, out);
    } else if (decl instanceof StructDecl s) {
      return compareFields(s.fields(), e, a, path, out);
    } else if (decl instanceof EnumDecl en) {
      return compareEnum(en, e, a, path, out);
    } else {
      return compareUnion((UnionDecl) decl, e, a, path, out);
    }
  }

  private static boolean compareFields(
      List<Field> fields, JsonNode e, JsonNode a, String path, List<String> out) {
    if (!e.isObject() || !a.isObject()) {
      return fail(out, path, "expected objects, got " + e + " and " + a);
    }
    for (JsonNode side : List.of(e, a)) {
      for (Iterator<String> it = side.fieldNames(); it.hasNext(); ) {
        String k = it.next();
        if (fields.stream().noneMatch(f -> f.jsonName().equals(k))) {
          return fail(out, path, "unknown key '" + k + "' in " + side);
        }
      }
    }
    for (Field f : fields) {
      String p = path + "." + f.jsonName();
      JsonNode ev = e.get(f.jsonName());
      JsonNode av = a.get(f.jsonName());
      if (f.optional()) {
        // A json field's null is a value (JSON.md §5.1): only a missing key is absent.
        boolean json = f.type() instanceof ScalarType st && st.kind() == ScalarKind.JSON;
        boolean ePresent = ev != null && (json || !ev.isNull());
        boolean aPresent = av != null && (json || !av.isNull());
        if (ePresent != aPresent) {
          return fail(
              out, p, "optional field present on one side only: expected " + ev + ", got " + av);
        }
        if (!ePresent) {
          continue;
        }
      } else {
        if (ev == null) {
          ev = defaultJson(f);
        }
        if (av == null) {
          av = defaultJson(f);
        }
        if (ev == null || av == null) {
          return fail(out, p, "missing field without a default (a union)");
        }
      }
      if (!compare(f.type(), ev, av, p, out)) {
        return false;
      }
    }
    return true;
  }

  private static boolean compare(TypeRef t, JsonNode e, JsonNode a, String path, List<String> out) {
    if (t instanceof ScalarType s) {
      return compareScalar(s.kind(), e, a, path, out);
    } else if (t instanceof ListType l) {
      if (!e.isArray() || !a.isArray()) {
        return fail(out, path, "expected arrays, got " + e + " and " + a);
      }
      if (e.size() != a.size()) {
        return fail(out, path, "list sizes differ: expected " + e.size() + ", got " + a.size());
      }
      for (int i = 0; i < e.size(); i++) {
        if (!compare(l.element(), e.get(i), a.get(i), path + "[" + i + "]", out)) {
          return false;
        }
      }
      return true;
    } else if (t instanceof MapType m) {
      if (!e.isObject() || !a.isObject()) {
        return fail(out, path, "expected objects (map), got " + e + " and " + a);
      }
      if (e.size() != a.size()) {
        return fail(out, path, "map sizes differ: expected " + e.size() + ", got " + a.size());
      }
      Iterator<Map.Entry<String, JsonNode>> ei = e.fields();
      Iterator<Map.Entry<String, JsonNode>> ai = a.fields();
      int i = 0;
      while (ei.hasNext()) {
        Map.Entry<String, JsonNode> ee = ei.next();
        Map.Entry<String, JsonNode> ae = ai.next();
        String p = path + "{" + i++ + "}";
        // Map keys are JSON strings; compare them as values of the key type, in order.
        JsonNode ek = NODES.textNode(ee.getKey());
        JsonNode ak = NODES.textNode(ae.getKey());
        if (!compare(m.key(), ek, ak, p + ".key", out)) {
          return false;
        }
        if (!compare(m.value(), ee.getValue(), ae.getValue(), p + "[" + ee.getKey() + "]", out)) {
          return false;
        }
      }
      return true;
    } else {
      return compareDecl(((NamedType) t).decl(), e, a, path, out);
    }
  }

  private static boolean compareUnion(
      UnionDecl u, JsonNode e, JsonNode a, String path, List<String> out) {
    if (!e.isObject() || !a.isObject() || e.size() != 1 || a.size() != 1) {
      return fail(out, path, "unions are objects with one key; got " + e + " and " + a);
    }
    String ek = e.fieldNames().next();
    String ak = a.fieldNames().next();
    if (!ek.equals(ak)) {
      return fail(out, path, "union cases differ: expected " + ek + ", got " + ak);
    }
    for (UnionCase c : u.cases()) {
      if (c.name().equals(ek)) {
        return compare(c.type(), e.get(ek), a.get(ak), path + "." + ek, out);
      }
    }
    return fail(out, path, "no case " + ek + " in " + u.fullName());
  }

  private static boolean compareEnum(
      EnumDecl en, JsonNode e, JsonNode a, String path, List<String> out) {
    Long ev = enumNumber(en, e);
    Long av = enumNumber(en, a);
    if (ev == null || av == null || !ev.equals(av)) {
      return fail(out, path, "enum values differ: expected " + e + ", got " + a);
    }
    return true;
  }

  private static Long enumNumber(EnumDecl en, JsonNode n) {
    if (n.isIntegralNumber()) {
      return n.longValue();
    }
    if (!n.isTextual()) {
      return null;
    }
    for (EnumValue v : en.values()) {
      if (v.name().equals(n.asText())) {
        return (long) v.value();
      }
    }
    try {
      return Long.parseLong(n.asText()); // an unknown value written as its number (map keys)
    } catch (NumberFormatException x) {
      return null;
    }
  }

  private static boolean compareScalar(
      ScalarKind k, JsonNode e, JsonNode a, String path, List<String> out) {
    boolean same;
    switch (k) {
      case JSON -> {
        return sameJson(e, a)
            || fail(out, path, "json values differ: expected " + e + ", got " + a);
      }
      case BOOL -> same = bool(e) != null && bool(e).equals(bool(a));
      case F32 -> {
        Float ef = f32(e);
        Float af = f32(a);
        same = ef != null && af != null && Float.floatToIntBits(ef) == Float.floatToIntBits(af);
      }
      case F64 -> {
        Double ed = f64(e);
        Double ad = f64(a);
        same =
            ed != null && ad != null && Double.doubleToLongBits(ed) == Double.doubleToLongBits(ad);
      }
      case STRING -> same = e.isTextual() && a.isTextual() && e.asText().equals(a.asText());
      case BYTES -> {
        byte[] eb = base64(e);
        byte[] ab = base64(a);
        same = eb != null && ab != null && java.util.Arrays.equals(eb, ab);
      }
      default -> {
        BigInteger ei = integer(e);
        BigInteger ai = integer(a);
        same = ei != null && ei.equals(ai);
      }
    }
    return same || fail(out, path, k.keyword() + " values differ: expected " + e + ", got " + a);
  }

  /**
   * {@code json} values (JSON.md §5.1): the same kinds (an integer never equals a float), integers
   * by value, floats by bit pattern, objects with the same keys in the same order.
   */
  static boolean sameJson(JsonNode e, JsonNode a) {
    if (e == null || a == null) {
      return e == a;
    } else if (e.isNull() || e.isBoolean() || e.isTextual()) {
      return e.getNodeType() == a.getNodeType() && e.equals(a);
    } else if (e.isIntegralNumber()) {
      return a.isIntegralNumber() && e.bigIntegerValue().equals(a.bigIntegerValue());
    } else if (e.isFloatingPointNumber()) {
      return a.isFloatingPointNumber()
          && Double.doubleToLongBits(e.doubleValue()) == Double.doubleToLongBits(a.doubleValue());
    } else if (e.isArray()) {
      if (!a.isArray() || a.size() != e.size()) {
        return false;
      }
      for (int i = 0; i < e.size(); i++) {
        if (!sameJson(e.get(i), a.get(i))) {
          return false;
        }
      }
      return true;
    } else if (e.isObject()) {
      if (!a.isObject() || a.size() != e.size()) {
        return false;
      }
      java.util.Iterator<String> en = e.fieldNames();
      java.util.Iterator<String> an = a.fieldNames();
      while (en.hasNext()) {
        String k = en.next();
        if (!k.equals(an.next()) || !sameJson(e.get(k), a.get(k))) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  private static Boolean bool(JsonNode n) {
    if (n.isBoolean()) {
      return n.booleanValue();
    }
    if (n.isTextual() && (n.asText().equals("true") || n.asText().equals("false"))) {
      return Boolean.parseBoolean(n.asText()); // map keys
    }
    return null;
  }

  private static BigInteger integer(JsonNode n) {
    if (n.isIntegralNumber()) {
      return n.bigIntegerValue();
    }
    if (n.isTextual() && n.asText().matches("-?(0|[1-9][0-9]*)")) {
      return new BigInteger(n.asText());
    }
    return null;
  }

  private static Float f32(JsonNode n) {
    if (n.isNumber()) {
      // JSON.md: text goes straight to float32; Jackson already parsed to double, which only
      // double-rounds in contrived halfway cases that canonical (shortest) text never hits.
      return n.isIntegralNumber() ? n.bigIntegerValue().floatValue() : (float) n.doubleValue();
    }
    Double special = special(n);
    return special == null ? null : special.floatValue();
  }

  private static Double f64(JsonNode n) {
    if (n.isNumber()) {
      return n.isIntegralNumber() ? n.bigIntegerValue().doubleValue() : n.doubleValue();
    }
    return special(n);
  }

  private static Double special(JsonNode n) {
    if (!n.isTextual()) {
      return null;
    }
    return switch (n.asText()) {
      case "NaN" -> Double.NaN;
      case "Infinity" -> Double.POSITIVE_INFINITY;
      case "-Infinity" -> Double.NEGATIVE_INFINITY;
      default -> null;
    };
  }

  private static byte[] base64(JsonNode n) {
    if (!n.isTextual()) {
      return null;
    }
    try {
      return Base64.getDecoder().decode(n.asText());
    } catch (IllegalArgumentException x) {
      return null;
    }
  }

  /** The JSON of a missing non-optional field (FORMAT.md §3.4, JSON.md §2); null for unions. */
  static JsonNode defaultJson(Field f) {
    Literal lit = f.defaultValue();
    TypeRef t = f.type();
    if (lit != null) {
      Object v = lit.value();
      if (v instanceof Boolean b) {
        return NODES.booleanNode(b);
      } else if (v instanceof Long l) {
        ScalarKind k = ((ScalarType) t).kind();
        if (k == ScalarKind.U64) {
          return NODES.textNode(Long.toUnsignedString(l));
        }
        return NODES.numberNode(l);
      } else if (v instanceof Double d) {
        if (d.isNaN()) {
          return NODES.textNode("NaN");
        } else if (d.isInfinite()) {
          return NODES.textNode(d > 0 ? "Infinity" : "-Infinity");
        }
        return NODES.numberNode(d);
      } else if (v instanceof String s) {
        return NODES.textNode(s);
      } else if (v instanceof EnumValue ev) {
        return NODES.textNode(ev.name());
      }
      throw new IllegalStateException("unexpected default literal " + lit);
    }
    if (t instanceof ScalarType s) {
      return switch (s.kind()) {
        case BOOL -> NODES.booleanNode(false);
        case STRING, BYTES -> NODES.textNode("");
        case JSON -> NODES.nullNode();
        default -> NODES.numberNode(0);
      };
    } else if (t instanceof ListType) {
      return NODES.arrayNode();
    } else if (t instanceof MapType) {
      return NODES.objectNode();
    }
    Decl d = ((NamedType) t).decl();
    if (d instanceof EnumDecl en) {
      return NODES.textNode(en.values().get(0).name());
    } else if (d instanceof UnionDecl) {
      return null;
    }
    return NODES.objectNode(); // a message or struct with every field missing
  }

  private static boolean fail(List<String> out, String path, String what) {
    out.add(path + ": " + what);
    return false;
  }
}
