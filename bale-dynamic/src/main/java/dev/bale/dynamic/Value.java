package dev.bale.dynamic;

import dev.bale.runtime.Bytes;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.UnknownFields;
import dev.bale.runtime.internal.FrozenList;
import dev.bale.runtime.internal.FrozenMap;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The dynamic codec's value model: a small immutable tree that holds any value of any schema type,
 * without generated code. Which schema type a value belongs to is known from the walk that produced
 * it (the {@link DynamicCodec} and the {@link JsonBridge} are always driven by the schema); only
 * {@link Message} and {@link Union} carry their declaration.
 *
 * <p>Equality is by value ({@link F32} and {@link F64} compare like {@link Float#compare}: NaN
 * equals NaN, {@code -0.0} differs from {@code 0.0}). Message identity matters in one place only:
 * the writer's {@code dedupMessages} option shares instances that are the same Java object.
 */
public sealed interface Value
    permits Value.Bool,
        Value.Int,
        Value.F32,
        Value.F64,
        Value.Str,
        Value.Bin,
        Value.Json,
        Value.EnumConst,
        Value.ListOf,
        Value.MapOf,
        Value.Message,
        Value.Union {

  /** {@code bool}. */
  record Bool(boolean value) implements Value {
    public static final Bool TRUE = new Bool(true);
    public static final Bool FALSE = new Bool(false);

    public static Bool of(boolean b) {
      return b ? TRUE : FALSE;
    }

    // equals, hashCode and toString here and in the other records: what a record's own would
    // return, written out so that no invokedynamic call site (ObjectMethods) is linked when a
    // root first compares or hashes a value, and so that building a codec need not link them
    // first (docs/safety.md, "Classes and call sites first used inside a root").
    @Override
    public final boolean equals(Object o) {
      return o instanceof Bool b && b.value == value;
    }

    @Override
    public final int hashCode() {
      return Boolean.hashCode(value);
    }

    @Override
    public final String toString() {
      return "Bool[value=" + value + "]";
    }
  }

  /**
   * Every integer type ({@code i8..i64}, {@code u8..u64}). The schema type says how to read it:
   * {@code u64} values are the two's complement bit pattern (use {@link Long#toUnsignedString}).
   */
  record Int(long value) implements Value, Comparable<Int> {
    /**
     * By value. A {@code HashMap} of map keys keeps a bin of equal hashes as a tree, searched in
     * O(log n) only for {@code Comparable} keys; {@code Long.hashCode} is the same for every {@code
     * t << 32 | t}, so a map of such keys decoded in quadratic time (65,535 of them: minutes).
     */
    @Override
    public int compareTo(Int o) {
      return Long.compare(value, o.value);
    }

    @Override
    public final boolean equals(Object o) {
      return o instanceof Int i && i.value == value;
    }

    @Override
    public final int hashCode() {
      return Long.hashCode(value);
    }

    @Override
    public final String toString() {
      return "Int[value=" + value + "]";
    }
  }

  /** {@code f32}; the bit pattern (NaN payload included) is kept as is. */
  record F32(float value) implements Value {
    @Override
    public final boolean equals(Object o) {
      return o instanceof F32 f && Float.compare(f.value, value) == 0;
    }

    @Override
    public final int hashCode() {
      return Float.hashCode(value);
    }

    @Override
    public final String toString() {
      return "F32[value=" + value + "]";
    }
  }

  /** {@code f64}; the bit pattern (NaN payload included) is kept as is. */
  record F64(double value) implements Value {
    @Override
    public final boolean equals(Object o) {
      return o instanceof F64 f && Double.compare(f.value, value) == 0;
    }

    @Override
    public final int hashCode() {
      return Double.hashCode(value);
    }

    @Override
    public final String toString() {
      return "F64[value=" + value + "]";
    }
  }

  /** {@code string}. */
  record Str(String value) implements Value, Comparable<Str> {
    public Str {
      Objects.requireNonNull(value);
    }

    /** By value: map keys of one hash ({@code "Aa"}, {@code "BB"}) as for {@link Int}. */
    @Override
    public int compareTo(Str o) {
      return value.compareTo(o.value);
    }

    @Override
    public final boolean equals(Object o) {
      return o instanceof Str t && t.value.equals(value);
    }

    @Override
    public final int hashCode() {
      return value.hashCode();
    }

    @Override
    public final String toString() {
      return "Str[value=" + value + "]";
    }
  }

  /** {@code bytes}. */
  record Bin(Bytes value) implements Value {
    public Bin {
      Objects.requireNonNull(value);
    }

    @Override
    public final boolean equals(Object o) {
      return o instanceof Bin b && b.value.equals(value);
    }

    @Override
    public final int hashCode() {
      return value.hashCode();
    }

    @Override
    public final String toString() {
      return "Bin[value=" + value + "]";
    }
  }

  /** {@code json}: any JSON value. */
  record Json(JsonValue value) implements Value {
    public Json {
      Objects.requireNonNull(value);
    }

    @Override
    public final boolean equals(Object o) {
      return o instanceof Json j && j.value.equals(value);
    }

    @Override
    public final int hashCode() {
      return value.hashCode();
    }

    @Override
    public final String toString() {
      return "Json[value=" + value + "]";
    }
  }

  /**
   * An enum value. {@code name} is the schema name of a known value, or null when {@code number} is
   * not a value of the reader's enum (it survives a round trip all the same).
   */
  record EnumConst(int number, String name) implements Value {
    public EnumConst {
      if (number < 0) {
        throw new IllegalArgumentException("enum value out of range 0..2^31-1: " + number);
      }
    }

    public boolean isKnown() {
      return name != null;
    }

    @Override
    public final boolean equals(Object o) {
      return o instanceof EnumConst e && e.number == number && Objects.equals(e.name, name);
    }

    @Override
    public final int hashCode() {
      return 31 * Integer.hashCode(number) + Objects.hashCode(name);
    }

    @Override
    public final String toString() {
      return "EnumConst[number=" + number + ", name=" + name + "]";
    }
  }

  /** {@code list<T>}; elements are never null. */
  record ListOf(List<Value> items) implements Value {
    public ListOf {
      // A list a decoder built in an array it handed over is kept as it is (not copied again).
      items = FrozenList.copyOf(items);
    }

    @Override
    public final boolean equals(Object o) {
      return o instanceof ListOf l && l.items.equals(items);
    }

    @Override
    public final int hashCode() {
      return items.hashCode();
    }

    @Override
    public final String toString() {
      return "ListOf[items=" + items + "]";
    }
  }

  /**
   * {@code map<K,V>}; entry order is kept (it is part of the wire form). Keys and values non-null.
   */
  record MapOf(Map<Value, Value> entries) implements Value {
    public MapOf {
      // Sized for the entries (no table regrown: the decoders' charges, FORMAT.md §7.1, count
      // one table per map).
      LinkedHashMap<Value, Value> copy = FrozenMap.newOwned(entries.size());
      for (Map.Entry<Value, Value> e : entries.entrySet()) {
        copy.put(Objects.requireNonNull(e.getKey()), Objects.requireNonNull(e.getValue()));
      }
      entries = Collections.unmodifiableMap(copy);
    }

    @Override
    public final boolean equals(Object o) {
      return o instanceof MapOf m && m.entries.equals(entries);
    }

    @Override
    public final int hashCode() {
      return entries.hashCode();
    }

    @Override
    public final String toString() {
      return "MapOf[entries=" + entries + "]";
    }
  }

  /**
   * A message or struct value. {@code fields.get(i)} is the value of the field with id {@code i +
   * 1} (declaration slot order), null when an optional field is absent. {@code unknown} holds
   * fields written by a newer schema (messages only), or null.
   */
  final class Message implements Value {
    private final Decl decl;
    private final List<Value> fields;
    private final UnknownFields unknown;

    /**
     * @param decl a {@link MessageDecl} or {@link StructDecl}
     * @param fields one entry per declared field, in slot order (copied)
     * @param unknown unknown fields kept from decoding, or null
     */
    public Message(Decl decl, List<Value> fields, UnknownFields unknown) {
      List<Field> declared = fieldsOf(decl);
      if (fields.size() != declared.size()) {
        throw new IllegalArgumentException(
            decl.fullName()
                + " has "
                + declared.size()
                + " fields, got "
                + fields.size()
                + " values");
      }
      if (unknown != null && !(decl instanceof MessageDecl)) {
        throw new IllegalArgumentException("a struct cannot carry unknown fields");
      }
      this.decl = decl;
      this.fields = new Slots(fields.toArray(new Value[0]));
      this.unknown = unknown;
    }

    /** A message of {@code values}, which the caller hands over (not copied; no unknown fields). */
    static Message owning(Decl decl, Value[] values) {
      return new Message(decl, values);
    }

    private Message(Decl decl, Value[] values) {
      if (values.length != fieldsOf(decl).size()) {
        throw new IllegalArgumentException(
            decl.fullName() + " has " + fieldsOf(decl).size() + " fields, got " + values.length);
      }
      this.decl = decl;
      this.fields = new Slots(values);
      this.unknown = null;
    }

    /**
     * A message's field values, unmodifiable, over an array nothing else holds (one object where
     * {@code Collections.unmodifiableList(Arrays.asList(values))} made two); null entries are
     * absent optional fields.
     */
    private static final class Slots extends AbstractList<Value> implements RandomAccess {
      private final Value[] values;

      Slots(Value[] values) {
        this.values = values;
      }

      @Override
      public Value get(int index) {
        return values[Objects.checkIndex(index, values.length)];
      }

      @Override
      public int size() {
        return values.length;
      }

      @Override
      public Object[] toArray() {
        return Arrays.copyOf(values, values.length, Object[].class);
      }
    }

    /** The message or struct declaration. */
    public Decl decl() {
      return decl;
    }

    /** Field values in slot order; null entries are absent optional fields. */
    public List<Value> fields() {
      return fields;
    }

    /** Unknown fields kept from decoding with an older schema, or null. */
    public UnknownFields unknown() {
      return unknown;
    }

    /** The value of the field named {@code name}; null if absent. */
    public Value get(String name) {
      List<Field> declared = fieldsOf(decl);
      for (int i = 0; i < declared.size(); i++) {
        if (declared.get(i).name().equals(name)) {
          return fields.get(i);
        }
      }
      throw new IllegalArgumentException(decl.fullName() + " has no field '" + name + "'");
    }

    /** A copy of this message with one field replaced (unknown fields kept). */
    public Message with(String name, Value value) {
      List<Field> declared = fieldsOf(decl);
      List<Value> copy = new ArrayList<>(fields);
      for (int i = 0; i < declared.size(); i++) {
        if (declared.get(i).name().equals(name)) {
          copy.set(i, value);
          return new Message(decl, copy, unknown);
        }
      }
      throw new IllegalArgumentException(decl.fullName() + " has no field '" + name + "'");
    }

    static List<Field> fieldsOf(Decl decl) {
      if (decl instanceof MessageDecl m) {
        return m.fields();
      }
      if (decl instanceof StructDecl s) {
        return s.fields();
      }
      throw new IllegalArgumentException(decl.fullName() + " is not a message or struct");
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Message m
          && m.decl.fullName().equals(decl.fullName())
          && m.fields.equals(fields)
          && Objects.equals(m.unknown, unknown);
    }

    @Override
    public int hashCode() {
      return Objects.hash(decl.fullName(), fields, unknown);
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder(decl.name()).append('{');
      List<Field> declared = fieldsOf(decl);
      boolean first = true;
      for (int i = 0; i < declared.size(); i++) {
        if (fields.get(i) == null) {
          continue;
        }
        if (!first) {
          sb.append(", ");
        }
        first = false;
        sb.append(declared.get(i).name()).append('=').append(fields.get(i));
      }
      if (unknown != null) {
        sb.append(first ? "" : ", ").append("unknown=").append(unknown);
      }
      return sb.append('}').toString();
    }
  }

  /** A union value: one case and its value. Equality ignores the declaration object itself. */
  record Union(UnionDecl decl, UnionCase unionCase, Value value) implements Value {
    public Union {
      Objects.requireNonNull(decl);
      Objects.requireNonNull(unionCase);
      Objects.requireNonNull(value);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Union u
          && u.decl.fullName().equals(decl.fullName())
          && u.unionCase.id() == unionCase.id()
          && u.value.equals(value);
    }

    @Override
    public int hashCode() {
      return Objects.hash(decl.fullName(), unionCase.id(), value);
    }

    @Override
    public String toString() {
      return decl.name() + "." + unionCase.name() + "(" + value + ")";
    }
  }
}
