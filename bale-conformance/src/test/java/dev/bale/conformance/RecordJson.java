package dev.bale.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.JsonValue;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
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
import java.lang.reflect.RecordComponent;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Converts a decoded generated object to JSON (JSON.md) by reflection, guided by the schema, with
 * no help from the codecs: record components are matched to fields by position (generated records
 * declare one component per field in id order, then {@code unknownFields} for messages; see
 * docs/generated-java.md), union cases by {@code caseId()}, enums by {@code value()}. So the
 * generated decoder's field values are checked directly, not only through re-encoding.
 */
final class RecordJson {
  private static final JsonNodeFactory N = JsonNodeFactory.instance;

  private RecordJson() {}

  static JsonNode toJson(Decl decl, Object value) {
    try {
      return decl(decl, value);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("generated " + decl.fullName() + " is not as expected", e);
    }
  }

  /** The JSON of a generated value of any type (a list, a map, ...). */
  static JsonNode toJson(TypeRef type, Object value) {
    try {
      return value(type, value);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("generated " + type.canonical() + " is not as expected", e);
    }
  }

  private static JsonNode decl(Decl d, Object v) throws ReflectiveOperationException {
    if (d instanceof MessageDecl m) {
      return record(m.fields(), v, true);
    } else if (d instanceof StructDecl s) {
      return record(s.fields(), v, false);
    } else if (d instanceof EnumDecl e) {
      int number = (int) v.getClass().getMethod("value").invoke(v);
      for (EnumValue ev : e.values()) {
        if (ev.value() == number) {
          return N.textNode(ev.name());
        }
      }
      return N.numberNode(number);
    }
    UnionDecl u = (UnionDecl) d;
    int id = (int) v.getClass().getMethod("caseId").invoke(v);
    for (UnionCase c : u.cases()) {
      if (c.id() == id) {
        RecordComponent[] rc = v.getClass().getRecordComponents();
        ObjectNode o = N.objectNode();
        o.set(c.name(), value(c.type(), rc[0].getAccessor().invoke(v)));
        return o;
      }
    }
    throw new IllegalStateException("no case " + id + " in " + u.fullName());
  }

  private static ObjectNode record(List<Field> fields, Object v, boolean message)
      throws ReflectiveOperationException {
    RecordComponent[] rc = v.getClass().getRecordComponents();
    int expected = fields.size() + (message ? 1 : 0);
    if (rc == null || rc.length != expected) {
      throw new IllegalStateException(
          v.getClass() + ": expected " + expected + " record components for " + fields);
    }
    ObjectNode o = N.objectNode();
    for (int i = 0; i < fields.size(); i++) {
      Object fv = rc[i].getAccessor().invoke(v);
      if (fv == null) {
        if (!fields.get(i).optional()) {
          throw new IllegalStateException(v.getClass() + "." + rc[i].getName() + " is null");
        }
        continue;
      }
      o.set(fields.get(i).jsonName(), value(fields.get(i).type(), fv));
    }
    return o;
  }

  private static JsonNode value(TypeRef t, Object v) throws ReflectiveOperationException {
    if (t instanceof ScalarType s) {
      return scalar(s.kind(), v);
    } else if (t instanceof ListType l) {
      ArrayNode a = N.arrayNode();
      for (Object e : (List<?>) v) {
        a.add(value(l.element(), e));
      }
      return a;
    } else if (t instanceof MapType m) {
      ObjectNode o = N.objectNode();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
        JsonNode k = value(m.key(), e.getKey());
        o.set(k.asText(), value(m.value(), e.getValue()));
      }
      return o;
    }
    return decl(((NamedType) t).decl(), v);
  }

  private static JsonNode scalar(ScalarKind k, Object v) {
    return switch (k) {
      case BOOL -> N.booleanNode((Boolean) v);
      case I8, I16, I32, U8, U16, U32 -> N.numberNode(((Number) v).longValue());
      case I64 -> N.textNode(Long.toString(((Number) v).longValue()));
      case U64 -> N.textNode(Long.toUnsignedString(((Number) v).longValue()));
      case F32 -> {
        float f = (Float) v;
        yield Float.isFinite(f) ? N.numberNode(f) : special(f);
      }
      case F64 -> {
        double d = (Double) v;
        yield Double.isFinite(d) ? N.numberNode(d) : special(d);
      }
      case STRING -> N.textNode((String) v);
      case BYTES -> N.textNode(Base64.getEncoder().encodeToString(((Bytes) v).toByteArray()));
      case JSON -> json((JsonValue) v);
    };
  }

  private static JsonNode json(JsonValue v) {
    if (v instanceof JsonValue.Int i) {
      return N.numberNode(i.value());
    } else if (v instanceof JsonValue.Real r) {
      return N.numberNode(r.value());
    } else if (v instanceof JsonValue.Str s) {
      return N.textNode(s.value());
    } else if (v instanceof JsonValue.Bool b) {
      return N.booleanNode(b.value());
    } else if (v instanceof JsonValue.Arr a) {
      ArrayNode out = N.arrayNode();
      for (JsonValue e : a.elements()) {
        out.add(json(e));
      }
      return out;
    } else if (v instanceof JsonValue.Obj o) {
      ObjectNode out = N.objectNode();
      for (Map.Entry<String, JsonValue> e : o.members().entrySet()) {
        out.set(e.getKey(), json(e.getValue()));
      }
      return out;
    }
    return N.nullNode();
  }

  private static JsonNode special(double d) {
    return N.textNode(Double.isNaN(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity");
  }
}
