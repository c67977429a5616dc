package dev.bale.json;

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
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Schema-driven JSON writer (docs/spec/JSON.md). The output is deterministic: keys in field order,
 * map entries in their order, numbers as described in {@link JsonNumbers}. A value that does not
 * fit its schema type is a caller error ({@link IllegalArgumentException} naming the JSON path).
 */
final class JsonOut {
  private final StringBuilder sb = new StringBuilder(256);
  private final boolean pretty;
  private final List<String> path = new ArrayList<>();
  private int indent;

  private JsonOut(boolean pretty) {
    this.pretty = pretty;
  }

  static String write(Decl decl, Value v, boolean pretty) {
    JsonOut out = new JsonOut(pretty);
    out.named(decl, v);
    return out.sb.toString();
  }

  private void value(TypeRef type, Value v) {
    if (type instanceof ScalarType s) {
      scalar(s.kind(), v);
    } else if (type instanceof ListType l) {
      List<Value> items = as(Value.ListOf.class, v, type.canonical()).items();
      sb.append('[');
      indent++;
      for (int i = 0; i < items.size(); i++) {
        if (i > 0) {
          sb.append(',');
        }
        newline();
        path.add("[" + i + "]");
        value(l.element(), items.get(i));
        path.remove(path.size() - 1);
      }
      indent--;
      if (!items.isEmpty()) {
        newline();
      }
      sb.append(']');
    } else if (type instanceof MapType m) {
      Map<Value, Value> entries = as(Value.MapOf.class, v, type.canonical()).entries();
      sb.append('{');
      indent++;
      boolean first = true;
      for (Map.Entry<Value, Value> e : entries.entrySet()) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        newline();
        String key = mapKey(m.key(), e.getKey());
        quote(sb, key);
        sb.append(pretty ? ": " : ":");
        path.add(JsonIn.member(key));
        value(m.value(), e.getValue());
        path.remove(path.size() - 1);
      }
      indent--;
      if (!entries.isEmpty()) {
        newline();
      }
      sb.append('}');
    } else {
      named(((NamedType) type).decl(), v);
    }
  }

  private void named(Decl decl, Value v) {
    if (decl instanceof MessageDecl || decl instanceof StructDecl) {
      Value.Message m = as(Value.Message.class, v, decl.fullName());
      List<Field> fields = Value.Message.fieldsOf(decl);
      if (!m.decl().fullName().equals(decl.fullName()) || m.fields().size() != fields.size()) {
        throw mismatch(decl.fullName() + " of this schema", v);
      }
      sb.append('{');
      indent++;
      boolean first = true;
      for (int i = 0; i < fields.size(); i++) {
        Field f = fields.get(i);
        Value fv = m.fields().get(i);
        if (fv == null) {
          if (!f.optional()) {
            throw new IllegalArgumentException(
                "no value for non-optional field at " + pathString() + "." + f.name());
          }
          continue; // absent optional: key omitted
        }
        if (!first) {
          sb.append(',');
        }
        first = false;
        newline();
        quote(sb, f.name());
        sb.append(pretty ? ": " : ":");
        path.add(JsonIn.member(f.name()));
        value(f.type(), fv);
        path.remove(path.size() - 1);
      }
      indent--;
      if (!first) {
        newline();
      }
      sb.append('}');
    } else if (decl instanceof EnumDecl) {
      Value.EnumConst e = as(Value.EnumConst.class, v, decl.fullName());
      if (e.name() != null) {
        quote(sb, e.name());
      } else {
        sb.append(e.number());
      }
    } else {
      UnionDecl u = (UnionDecl) decl;
      Value.Union uv = as(Value.Union.class, v, decl.fullName());
      // The case as this schema declares it (by id), not as the value's declaration does.
      UnionCase c = null;
      for (UnionCase k : u.cases()) {
        if (k.id() == uv.unionCase().id()) {
          c = k;
        }
      }
      if (c == null || !uv.decl().fullName().equals(u.fullName())) {
        throw mismatch(decl.fullName(), v);
      }
      sb.append('{');
      indent++;
      newline();
      quote(sb, c.name());
      sb.append(pretty ? ": " : ":");
      path.add(JsonIn.member(c.name()));
      value(c.type(), uv.value());
      path.remove(path.size() - 1);
      indent--;
      newline();
      sb.append('}');
    }
  }

  private void scalar(ScalarKind k, Value v) {
    switch (k) {
      case BOOL:
        sb.append(as(Value.Bool.class, v, "bool").value());
        break;
      case STRING:
        quote(sb, as(Value.Str.class, v, "string").value());
        break;
      case BYTES:
        sb.append('"')
            .append(
                Base64.getEncoder()
                    .encodeToString(as(Value.Bin.class, v, "bytes").value().toByteArray()))
            .append('"');
        break;
      case F32:
        {
          float f = as(Value.F32.class, v, "f32").value();
          if (Float.isFinite(f)) {
            sb.append(JsonNumbers.formatFloat(f));
          } else {
            sb.append(Float.isNaN(f) ? "\"NaN\"" : f > 0 ? "\"Infinity\"" : "\"-Infinity\"");
          }
          break;
        }
      case F64:
        {
          double d = as(Value.F64.class, v, "f64").value();
          if (Double.isFinite(d)) {
            sb.append(JsonNumbers.formatDouble(d));
          } else {
            sb.append(Double.isNaN(d) ? "\"NaN\"" : d > 0 ? "\"Infinity\"" : "\"-Infinity\"");
          }
          break;
        }
      case I64:
        sb.append('"').append(as(Value.Int.class, v, "i64").value()).append('"');
        break;
      case U64:
        sb.append('"')
            .append(Long.toUnsignedString(as(Value.Int.class, v, "u64").value()))
            .append('"');
        break;
      default:
        sb.append(checkedSmallInt(k, as(Value.Int.class, v, k.keyword()).value()));
    }
  }

  private long checkedSmallInt(ScalarKind k, long n) {
    boolean ok;
    switch (k) {
      case I8:
        ok = n == (byte) n;
        break;
      case I16:
        ok = n == (short) n;
        break;
      case I32:
        ok = n == (int) n;
        break;
      case U8:
        ok = n >= 0 && n <= 0xFF;
        break;
      case U16:
        ok = n >= 0 && n <= 0xFFFF;
        break;
      default: // U32
        ok = n >= 0 && n <= 0xFFFF_FFFFL;
    }
    if (!ok) {
      throw new IllegalArgumentException(
          n + " is outside the range of " + k.keyword() + " at " + pathString());
    }
    return n;
  }

  private String mapKey(TypeRef keyType, Value key) {
    if (keyType instanceof ScalarType s) {
      ScalarKind k = s.kind();
      switch (k) {
        case STRING:
          return as(Value.Str.class, key, "string").value();
        case BOOL:
          return Boolean.toString(as(Value.Bool.class, key, "bool").value());
        case U64:
          return Long.toUnsignedString(as(Value.Int.class, key, "u64").value());
        case I64:
          return Long.toString(as(Value.Int.class, key, "i64").value());
        default:
          if (k.isInteger()) {
            return Long.toString(checkedSmallInt(k, as(Value.Int.class, key, k.keyword()).value()));
          }
      }
    } else if (keyType instanceof NamedType n && n.decl() instanceof EnumDecl e) {
      Value.EnumConst c = as(Value.EnumConst.class, key, e.fullName());
      return c.name() != null ? c.name() : Integer.toString(c.number());
    }
    throw new IllegalArgumentException("unsupported map key type " + keyType.canonical());
  }

  private <T extends Value> T as(Class<T> cls, Value v, String expected) {
    if (!cls.isInstance(v)) {
      throw mismatch(expected, v);
    }
    return cls.cast(v);
  }

  private IllegalArgumentException mismatch(String expected, Value v) {
    return new IllegalArgumentException(
        "expected a value of " + expected + " at " + pathString() + ", got " + v);
  }

  private String pathString() {
    StringBuilder p = new StringBuilder("$");
    path.forEach(p::append);
    return p.toString();
  }

  private void newline() {
    if (pretty) {
      sb.append('\n');
      for (int i = 0; i < indent; i++) {
        sb.append("  ");
      }
    }
  }

  /**
   * Appends {@code s} as a JSON string: {@code "} and {@code \} escaped, control characters as
   * {@code \n \r \t \b \f} or {@code \}{@code u00XX}, everything else (non-ASCII included) as is.
   */
  static void quote(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"':
          sb.append("\\\"");
          break;
        case '\\':
          sb.append("\\\\");
          break;
        case '\n':
          sb.append("\\n");
          break;
        case '\r':
          sb.append("\\r");
          break;
        case '\t':
          sb.append("\\t");
          break;
        case '\b':
          sb.append("\\b");
          break;
        case '\f':
          sb.append("\\f");
          break;
        default:
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
      }
    }
    sb.append('"');
  }
}
