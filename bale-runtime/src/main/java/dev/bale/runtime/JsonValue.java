package dev.bale.runtime;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A value of the schema type {@code json}: any JSON value (SCHEMA.md §3, FORMAT.md §1.4).
 * Immutable.
 *
 * <p>Numbers keep the JSON distinction between integers and floats: {@link Int} holds an integer (a
 * 64-bit signed value; larger integers are not {@code json} values, JSON.md §5.1), {@link Real} a
 * finite binary64 float. {@code 1} and {@code 1.0} are different values and stay different through
 * every codec and through JSON text ({@code 1.0} is written {@code 1.0}).
 *
 * <p>{@link Obj} keeps its members in insertion order (the wire and JSON order); two objects are
 * equal when they have the same members, in any order ({@link Map#equals}). Keys are unique.
 */
public sealed interface JsonValue
    permits JsonValue.Null,
        JsonValue.Bool,
        JsonValue.Int,
        JsonValue.Real,
        JsonValue.Str,
        JsonValue.Arr,
        JsonValue.Obj {

  /** JSON {@code null}: {@link #NULL}. */
  JsonValue NULL = Null.INSTANCE;

  /** JSON {@code true}. */
  JsonValue TRUE = new Bool(true);

  /** JSON {@code false}. */
  JsonValue FALSE = new Bool(false);

  /** {@code true} or {@code false}. */
  static JsonValue of(boolean b) {
    return b ? TRUE : FALSE;
  }

  /** An integer. */
  static JsonValue of(long v) {
    return new Int(v);
  }

  /** A float; it must be finite. */
  static JsonValue of(double v) {
    return new Real(v);
  }

  /** A string. */
  static JsonValue of(String s) {
    return new Str(s);
  }

  /** JSON {@code null}. */
  enum Null implements JsonValue {
    INSTANCE;

    @Override
    public String toString() {
      return "null";
    }
  }

  /** {@code true} or {@code false}. */
  record Bool(boolean value) implements JsonValue {
    // equals, hashCode and toString here and in the other records: what a record's own would
    // return, written out so that no invokedynamic call site (ObjectMethods) is linked when a
    // root first compares or hashes a value (docs/safety.md, "Classes and call sites first used
    // inside a root"; ObjectMethods' first link costs a fresh JVM ~40 ms: docs/benchmarks.md,
    // "Cold start").
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

  /** An integer (a JSON number written without fraction or exponent), 64-bit signed. */
  record Int(long value) implements JsonValue {
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

  /**
   * A float (a JSON number written with a fraction or an exponent): a finite binary64 value; {@code
   * -0.0} is kept.
   */
  record Real(double value) implements JsonValue {
    /**
     * @throws IllegalArgumentException if {@code value} is NaN or infinite (JSON has neither)
     */
    public Real {
      if (!Double.isFinite(value)) {
        throw new IllegalArgumentException("a JSON number must be finite: " + value);
      }
    }

    /** As a record's: {@link Double#compare} (so {@code -0.0} is not {@code 0.0}). */
    @Override
    public final boolean equals(Object o) {
      return o instanceof Real r && Double.compare(r.value, value) == 0;
    }

    @Override
    public final int hashCode() {
      return Double.hashCode(value);
    }

    @Override
    public final String toString() {
      return "Real[value=" + value + "]";
    }
  }

  /** A string. */
  record Str(String value) implements JsonValue {
    public Str {
      Objects.requireNonNull(value, "value");
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

  /** An array: an immutable list of values (no nulls; JSON {@code null} is {@link #NULL}). */
  record Arr(List<JsonValue> elements) implements JsonValue {
    /**
     * @throws NullPointerException if the list or an element is null
     */
    public Arr {
      elements = List.copyOf(elements);
    }

    /** An array of {@code elements}. */
    public static Arr of(JsonValue... elements) {
      return new Arr(List.of(elements));
    }

    @Override
    public final boolean equals(Object o) {
      return o instanceof Arr a && a.elements.equals(elements);
    }

    @Override
    public final int hashCode() {
      return elements.hashCode();
    }

    @Override
    public final String toString() {
      return "Arr[elements=" + elements + "]";
    }
  }

  /**
   * An object: members in insertion order, unique keys, immutable. Equality ignores the order of
   * the members (as {@link Map#equals} does); encoding keeps it.
   */
  record Obj(Map<String, JsonValue> members) implements JsonValue {
    /**
     * @throws NullPointerException if the map, a key or a value is null
     */
    public Obj {
      LinkedHashMap<String, JsonValue> copy = new LinkedHashMap<>(members.size() * 4 / 3 + 1);
      for (Map.Entry<String, JsonValue> e : members.entrySet()) {
        copy.put(Objects.requireNonNull(e.getKey(), "key"), Objects.requireNonNull(e.getValue()));
      }
      members = Collections.unmodifiableMap(copy);
    }

    /**
     * An object of alternating keys and values: {@code Obj.of("a", JsonValue.of(1), "b",
     * JsonValue.NULL)}.
     *
     * @throws IllegalArgumentException on an odd count, a key that is not a string or a repeated
     *     key
     */
    public static Obj of(Object... keysAndValues) {
      if (keysAndValues.length % 2 != 0) {
        throw new IllegalArgumentException("keys and values must alternate");
      }
      LinkedHashMap<String, JsonValue> m = new LinkedHashMap<>();
      for (int i = 0; i < keysAndValues.length; i += 2) {
        if (!(keysAndValues[i] instanceof String k)) {
          throw new IllegalArgumentException("key " + (i / 2) + " is not a String");
        }
        if (m.put(k, (JsonValue) Objects.requireNonNull(keysAndValues[i + 1])) != null) {
          throw new IllegalArgumentException("duplicate key '" + k + "'");
        }
      }
      return new Obj(m);
    }

    @Override
    public final boolean equals(Object o) {
      return o instanceof Obj b && b.members.equals(members);
    }

    @Override
    public final int hashCode() {
      return members.hashCode();
    }

    @Override
    public final String toString() {
      return "Obj[members=" + members + "]";
    }
  }
}
