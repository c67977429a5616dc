package dev.bale.dynamic;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.internal.StringBytes;
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
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Schema-driven JSON writer (docs/spec/JSON.md). The output is deterministic: keys in field order,
 * map entries in their order, numbers as described in {@link JsonNumbers}. A value that does not
 * fit its schema type is refused as the encoders refuse it: {@link BaleException} {@code
 * INVALID_VALUE}, offset -1, with the JSON path of the value (nothing is written).
 *
 * <p>Output is bounded by a traversal budget ({@link TraversalBudget}): a first pass counts what
 * would be written, stopping as soon as the count exceeds the budget, so a value whose shared
 * instances expand exponentially (FORMAT.md §2.2) fails in O(budget) time with no allocation beyond
 * the error, and a value within budget is written by a second pass that cannot exceed it.
 *
 * <p>Written to a {@link Writer}, the text goes out in pieces of about {@link #FLUSH_AT} characters
 * (after each value that crosses it), so memory stays bounded by the largest single value (a string
 * or base64 {@code bytes}) whatever the document's size (RELIABILITY.md G6).
 */
final class JsonOut {
  static final int FLUSH_AT = 8192;

  private final StringBuilder sb;
  private Writer out; // null: build the whole text in sb
  private final boolean pretty;

  /**
   * {@code i64}/{@code u64} as JSON numbers, not strings ({@link JsonBridge#withInt64AsNumbers}).
   */
  private final boolean int64Numbers;

  /** The JSON path being written, for error messages only. */
  private final JsonPath path = new JsonPath();

  private int indent;

  /**
   * The JSON text of a {@code json} value for a one-line display (the inspectors): cut to {@code
   * max} characters with {@code ...} (the walk is bounded too: a flat blob is at most its bytes).
   */
  static String jsonPreview(JsonValue v, int max) {
    JsonOut out = new JsonOut(false);
    out.json(v);
    String s = out.sb.toString();
    return s.length() <= max ? s : s.substring(0, max) + "...";
  }

  private JsonOut(boolean pretty) {
    this(pretty, false, 256);
  }

  private JsonOut(boolean pretty, boolean int64Numbers, long capacity) {
    this.pretty = pretty;
    this.int64Numbers = int64Numbers;
    this.sb = new StringBuilder((int) Math.max(16, Math.min(capacity, MAX_PRESIZE)));
  }

  /** The largest text, in chars, the writer sizes its buffer for up front; beyond, it grows. */
  private static final int MAX_PRESIZE = 1 << 26;

  /**
   * Writes {@code v}, a value of {@code type}, as JSON, after checking that it costs at most {@code
   * maxValues} values.
   *
   * @throws BaleException {@code LIMIT_EXCEEDED} (offset -1, path: the JSON path where the budget
   *     ran out) if it costs more
   */
  static String write(TypeRef type, Value v, boolean pretty, boolean int64Numbers, long maxValues) {
    long size = 256;
    if (maxValues != Long.MAX_VALUE) {
      // The counting pass's estimate of the text's size, with room for what it leaves out
      // (indentation, escapes, long numbers), so that the buffer is rarely copied as it grows.
      size = checkBudget(v, maxValues);
      size += size >> 3;
    }
    JsonOut out = new JsonOut(pretty, int64Numbers, size);
    try {
      out.value(type, v);
    } catch (StackOverflowError e) {
      throw out.stackExhausted();
    }
    return out.sb.toString();
  }

  /**
   * G2 for a value that nests deeper than the thread's stack holds (a value decoded under a raised
   * depth limit, or built in code): the walks here recurse, so past the stack they end in {@code
   * DEPTH_LIMIT} with the JSON path reached, never a {@link StackOverflowError}. Each walk builds
   * its own objects only, so nothing is left half-updated.
   */
  private BaleException stackExhausted() {
    return new BaleException(
        ErrorCode.DEPTH_LIMIT,
        -1,
        pathString(),
        "stack exhausted at depth "
            + Math.max(indent, level)
            + " writing JSON: write it on a thread with a larger stack to go deeper");
  }

  /**
   * Writes {@code v}, a value of {@code type}, as JSON to {@code writer}, in pieces (see the class
   * comment), after the same budget check as {@link #write(TypeRef, Value, boolean, boolean,
   * long)}: nothing is written when it fails. Does not flush or close the writer.
   */
  static void write(
      TypeRef type, Value v, boolean pretty, boolean int64Numbers, long maxValues, Writer writer)
      throws IOException {
    long size = 256;
    if (maxValues != Long.MAX_VALUE) {
      size = checkBudget(v, maxValues);
    }
    JsonOut out = new JsonOut(pretty, int64Numbers, Math.min(size, 2 * FLUSH_AT));
    out.out = writer;
    try {
      out.value(type, v);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    } catch (StackOverflowError e) {
      throw out.stackExhausted();
    }
    out.flush();
  }

  /** Hands what is buffered to the writer once it holds {@link #FLUSH_AT} characters or more. */
  private void maybeFlush() {
    if (out != null && sb.length() >= FLUSH_AT) {
      try {
        flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private void flush() throws IOException {
    if (out != null) {
      out.append(sb);
      sb.setLength(0);
    }
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
        path.enter(i);
        value(l.element(), items.get(i));
        path.leave();
        maybeFlush();
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
        path.enter(key);
        value(m.value(), e.getValue());
        path.leave();
        maybeFlush();
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
      if ((m.decl() != decl && !m.decl().fullName().equals(decl.fullName()))
          || m.fields().size() != fields.size()) {
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
            throw invalid(
                pathString() + JsonIn.member(f.jsonName()), "no value for a non-optional field");
          }
          continue; // absent optional: key omitted
        }
        if (!first) {
          sb.append(',');
        }
        first = false;
        newline();
        quote(sb, f.jsonName());
        sb.append(pretty ? ": " : ":");
        path.enter(f.jsonName());
        value(f.type(), fv);
        path.leave();
        maybeFlush();
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
      path.enter(c.name());
      value(c.type(), uv.value());
      path.leave();
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
            JsonNumbers.appendFloat(sb, f);
          } else {
            sb.append(Float.isNaN(f) ? "\"NaN\"" : f > 0 ? "\"Infinity\"" : "\"-Infinity\"");
          }
          break;
        }
      case F64:
        {
          double d = as(Value.F64.class, v, "f64").value();
          if (Double.isFinite(d)) {
            JsonNumbers.appendDouble(sb, d);
          } else {
            sb.append(Double.isNaN(d) ? "\"NaN\"" : d > 0 ? "\"Infinity\"" : "\"-Infinity\"");
          }
          break;
        }
      case JSON:
        json(as(Value.Json.class, v, "json").value());
        break;
      case I64, U64:
        {
          // Decimal strings (JSON.md §3), or numbers when asked (withInt64AsNumbers).
          long n = as(Value.Int.class, v, k.keyword()).value();
          if (!int64Numbers) {
            sb.append('"');
          }
          if (k == ScalarKind.U64) {
            sb.append(Long.toUnsignedString(n));
          } else {
            sb.append(n);
          }
          if (!int64Numbers) {
            sb.append('"');
          }
          break;
        }
      default:
        sb.append(checkedSmallInt(k, as(Value.Int.class, v, k.keyword()).value()));
    }
  }

  /**
   * A {@code json} value (JSON.md §5.1): integers as JSON integers, floats as §4 with {@code .0}
   * appended when the text would otherwise read back as an integer.
   */
  private void json(JsonValue v) {
    if (v instanceof JsonValue.Str s) {
      quote(sb, s.value());
    } else if (v instanceof JsonValue.Int n) {
      sb.append(n.value());
    } else if (v instanceof JsonValue.Real r) {
      String text = JsonNumbers.formatDouble(r.value());
      sb.append(text);
      if (text.indexOf('.') < 0 && text.indexOf('e') < 0) {
        sb.append(".0");
      }
    } else if (v instanceof JsonValue.Bool b) {
      sb.append(b.value());
    } else if (v instanceof JsonValue.Arr a) {
      List<JsonValue> items = a.elements();
      sb.append('[');
      indent++;
      for (int i = 0; i < items.size(); i++) {
        if (i > 0) {
          sb.append(',');
        }
        newline();
        path.enter(i);
        json(items.get(i));
        path.leave();
      }
      indent--;
      if (!items.isEmpty()) {
        newline();
      }
      sb.append(']');
    } else if (v instanceof JsonValue.Obj o) {
      sb.append('{');
      indent++;
      boolean first = true;
      for (Map.Entry<String, JsonValue> e : o.members().entrySet()) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        newline();
        quote(sb, e.getKey());
        sb.append(pretty ? ": " : ":");
        path.enter(e.getKey());
        json(e.getValue());
        path.leave();
      }
      indent--;
      if (!first) {
        newline();
      }
      sb.append('}');
    } else {
      sb.append("null");
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
      throw invalid(pathString(), n + " is outside the range of " + k.keyword());
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

  private BaleException mismatch(String expected, Value v) {
    return invalid(pathString(), "expected a value of " + expected + ", got " + describe(v));
  }

  private static BaleException invalid(String path, String message) {
    return new BaleException(ErrorCode.INVALID_VALUE, -1, path, message);
  }

  /**
   * A short description of {@code v} for error messages. Never the value's {@code toString()}: that
   * expands shared instances and can be exponential in the input for a decoded value.
   */
  private static String describe(Value v) {
    if (v == null) {
      return "null";
    } else if (v instanceof Value.Message m) {
      return "a " + m.decl().fullName() + " value";
    } else if (v instanceof Value.Union u) {
      return "a " + u.decl().fullName() + " value";
    } else if (v instanceof Value.ListOf l) {
      return "a list of " + l.items().size();
    } else if (v instanceof Value.MapOf m) {
      return "a map of " + m.entries().size();
    } else if (v instanceof Value.Str s) {
      return s.value().length() <= 40
          ? "string " + s
          : "a string of " + s.value().length() + " chars";
    } else if (v instanceof Value.Bin b) {
      return "bytes of length " + b.value().size();
    } else if (v instanceof Value.Json j) {
      return "a json " + j.value().getClass().getSimpleName();
    }
    return v.toString(); // a scalar or enum constant: short
  }

  // ---- traversal budget ----

  /** Thrown by the counting pass when the budget runs out; collects the path while unwinding. */
  private static final class Exhausted extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient List<String> reversedPath = new ArrayList<>();

    Exhausted() {
      super(null, null, false, false); // control flow: no stack trace
    }
  }

  /** The values left in the counting pass. */
  private long remaining;

  /**
   * The counting pass's estimate of the compact text's length: every name, string and bracket,
   * numbers at a few chars each.
   */
  private long chars;

  /** How deep the counting pass is (values, scalars included), for {@link #stackExhausted}. */
  private int level;

  /**
   * Charges {@code v} against {@code maxValues} (the counting pass) and returns an estimate of its
   * compact text's length in chars.
   */
  private static long checkBudget(Value v, long maxValues) {
    JsonOut counter = new JsonOut(false, false, 16);
    counter.remaining = maxValues;
    try {
      counter.count(v);
      return counter.chars;
    } catch (StackOverflowError e) {
      throw counter.stackExhausted();
    } catch (Exhausted e) {
      StringBuilder p = new StringBuilder("$");
      for (int i = e.reversedPath.size() - 1; i >= 0; i--) {
        p.append(e.reversedPath.get(i));
      }
      throw new BaleException(
          ErrorCode.LIMIT_EXCEEDED,
          -1,
          p.toString(),
          "JSON output would write more than "
              + maxValues
              + " values (traversal budget; a message instance shared through the object table"
              + " is written once per reference)");
    }
  }

  private void charge(long cost) {
    remaining -= cost;
    if (remaining < 0) {
      throw new Exhausted();
    }
  }

  /**
   * Charges what writing {@code v} costs (see {@link TraversalBudget}). Walks the value, not the
   * schema type, so it never fails on a value that does not fit its type; the writing pass reports
   * that. The walk itself is bounded by the budget: it stops at the first value over it.
   */
  private void count(Value v) {
    level++;
    if (v instanceof Value.Message m) {
      charge(1);
      List<Value> fields = m.fields();
      List<Field> names = Value.Message.fieldsOf(m.decl());
      chars += 2;
      for (int i = 0; i < fields.size(); i++) {
        Value f = fields.get(i);
        if (f != null) {
          chars += i < names.size() ? names.get(i).jsonName().length() + 4 : 4;
          try {
            count(f);
          } catch (Exhausted e) {
            List<Field> declared = Value.Message.fieldsOf(m.decl());
            e.reversedPath.add(
                i < declared.size() ? JsonIn.member(declared.get(i).jsonName()) : "[" + i + "]");
            throw e;
          }
        }
      }
    } else if (v instanceof Value.ListOf l) {
      charge(1);
      List<Value> items = l.items();
      chars += 2 + items.size();
      for (int i = 0; i < items.size(); i++) {
        try {
          count(items.get(i));
        } catch (Exhausted e) {
          e.reversedPath.add("[" + i + "]");
          throw e;
        }
      }
    } else if (v instanceof Value.MapOf m) {
      charge(1);
      chars += 2 + 4L * m.entries().size();
      for (Map.Entry<Value, Value> e : m.entries().entrySet()) {
        count(e.getKey()); // a key is a scalar or enum: no path below it
        try {
          count(e.getValue());
        } catch (Exhausted x) {
          x.reversedPath.add(JsonIn.member(keyText(e.getKey())));
          throw x;
        }
      }
    } else if (v instanceof Value.Union u) {
      charge(1);
      chars += 6 + u.unionCase().name().length();
      try {
        count(u.value());
      } catch (Exhausted e) {
        e.reversedPath.add(JsonIn.member(u.unionCase().name()));
        throw e;
      }
    } else if (v instanceof Value.Str s) {
      charge(1 + s.value().length() / 8);
      chars += 2 + s.value().length();
    } else if (v instanceof Value.Bin b) {
      charge(1 + b.value().size() / 6);
      chars += 4 + (b.value().size() + 2) / 3 * 4L;
    } else if (v instanceof Value.Json j) {
      countJson(j.value());
    } else {
      charge(1);
      chars += scalarChars(v);
    }
    level--;
  }

  /** About how many chars a scalar or enum value takes in the text. */
  private static int scalarChars(Value v) {
    if (v instanceof Value.Int n) {
      long x = n.value();
      // Decimal digits from the bit length (an over-estimate by at most one), sign, i64 quotes.
      return (64 - Long.numberOfLeadingZeros(Math.abs(x) | 1)) * 77 / 256 + 3;
    } else if (v instanceof Value.F64) {
      return 18;
    } else if (v instanceof Value.F32) {
      return 10;
    } else if (v instanceof Value.EnumConst c) {
      return c.name() != null ? c.name().length() + 2 : 6;
    }
    return 5; // bool
  }

  /** A json value costs 1 per value and object key, strings 1 more per 8 chars (JSON.md §6). */
  private void countJson(JsonValue v) {
    level++;
    if (v instanceof JsonValue.Str s) {
      charge(1 + s.value().length() / 8);
      chars += 2 + s.value().length();
    } else if (v instanceof JsonValue.Arr a) {
      charge(1);
      List<JsonValue> items = a.elements();
      chars += 2 + items.size();
      for (int i = 0; i < items.size(); i++) {
        try {
          countJson(items.get(i));
        } catch (Exhausted e) {
          e.reversedPath.add("[" + i + "]");
          throw e;
        }
      }
    } else if (v instanceof JsonValue.Obj o) {
      charge(1);
      chars += 2;
      for (Map.Entry<String, JsonValue> e : o.members().entrySet()) {
        charge(1 + e.getKey().length() / 8);
        chars += 4 + e.getKey().length();
        try {
          countJson(e.getValue());
        } catch (Exhausted x) {
          x.reversedPath.add(JsonIn.member(e.getKey()));
          throw x;
        }
      }
    } else {
      charge(1);
      chars += 4;
    }
    level--;
  }

  /** A map key as its JSON member name, for error paths only. */
  private static String keyText(Value key) {
    if (key instanceof Value.Str s) {
      return s.value();
    } else if (key instanceof Value.Bool b) {
      return Boolean.toString(b.value());
    } else if (key instanceof Value.Int n) {
      return Long.toString(n.value());
    } else if (key instanceof Value.EnumConst c) {
      return c.name() != null ? c.name() : Integer.toString(c.number());
    }
    return "?";
  }

  private String pathString() {
    return path.text();
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
    int n = s.length();
    // Where java.lang is opened to Bale, the part that needs no escape is found on the string's own
    // bytes, eight at a time (StringBytes); the char loop goes on from where that stopped.
    int i = StringBytes.jsonPlainPrefix(s, n);
    while (i < n) {
      char c = s.charAt(i);
      if (c < 0x20 || c == '"' || c == '\\') {
        break;
      }
      i++;
    }
    // The run that needs no escape goes in one bulk copy, the rest char by char.
    if (i == n) {
      sb.append(s).append('"');
      return;
    }
    sb.append(s, 0, i);
    for (; i < n; i++) {
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
