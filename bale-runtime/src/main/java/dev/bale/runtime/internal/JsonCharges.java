package dev.bale.runtime.internal;

import dev.bale.runtime.JsonField;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.Limits;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;

/**
 * The decoded-size budget of one read through a Jackson module ({@code bale-jackson}, {@code
 * bale-jackson3}; JSON.md §6, "Reading budget"): the estimated sizes of what such a read builds,
 * and the running total against {@code max(decodedSizeFloor, decodedSizeRatio x n)} where {@code n}
 * is the input read so far. Not thread-safe: one instance per read. Not API.
 */
@ProbedApi
public final class JsonCharges {
  // FORMAT.md §7.1's measures (bale-compiler DecodedSize), which generated compact decoding
  // charges.
  private static final int HEADER = 24;
  private static final int SLOT = 8;
  private static final int ENUM_OBJECT = 24;
  private static final int JSON_OBJECT = 24;
  private static final int EMPTY_LIST = CompactSource.EMPTY_COLLECTION;
  private static final int LIST = CompactSource.COLLECTION_BASE;
  private static final int STRING_BASE = CompactSource.STRING_BASE;
  private static final int BYTES_BASE = CompactSource.BYTES_BASE;
  private static final int UNION = HEADER + 2 * SLOT;
  private static final int JSON_ARRAY_ELEMENT = 24;
  private static final int JSON_OBJECT_BASE = 192;
  private static final int JSON_MEMBER = 88;

  // A map, as the JSON bridge charges its Java maps: 48 and 128 per entry (a LinkedHashMap entry
  // and its table share, with room for the copy the record's constructor makes). §7.1's 152 for
  // a map's own object is V8's Map; a Java map's object is in the 48.
  private static final int MAP = 48;
  private static final int MAP_ENTRY = 128;

  // What Jackson builds on the way, beyond what the record keeps: the constructor's argument array
  // and its PropertyValueBuffer, per record and per component (Creator), and the ArrayList a list
  // is read into before the record's constructor copies it (charged 8 more per element).
  private static final int JACKSON_ELEMENT = 8;

  /**
   * What a Jackson version allocates to build a record through its constructor or builder, beyond
   * the record: per record and per component. Jackson 2 measured 60 to 110 bytes and 4 to 5 a
   * component (charged 64 and 8); Jackson 3.1 about 930 bytes for a {@code {}} of 38 components
   * where Jackson 2 took 450, and up to 1,280 before its code is compiled (charged 128 and 20).
   */
  public enum Creator {
    JACKSON_2(64, 8),
    JACKSON_3(128, 20);

    private final int base;
    private final int slot;

    Creator(int base, int slot) {
      this.base = base;
      this.slot = slot;
    }
  }

  /** A generated record's §7.1 size and its slots: {@code {size, slots}}. */
  private static final ClassCache<long[]> RECORDS =
      ClassCache.of(
          type -> {
            long size = HEADER;
            long slots = 0;
            if (!type.isRecord()) {
              // A generated class too wide for a record: its fields, read through its builder.
              for (Field f : JsonShapes.classFields(type)) {
                size += SLOT + owned(f.getType(), f.getAnnotation(JsonField.class));
                slots++;
              }
              return new long[] {size + SLOT, slots + 1}; // and its unknown fields
            }
            for (RecordComponent c : type.getRecordComponents()) {
              size += SLOT + owned(c.getType(), c.getAnnotation(JsonField.class));
              slots++;
            }
            return new long[] {size, slots};
          });

  private final Limits limits;
  private long budget;
  private long charged;

  /** A read's total, starting at {@code limits}' budget for no input read. */
  public JsonCharges(Limits limits) {
    this.limits = limits;
    this.budget = limits.decodedSizeBudget(0);
  }

  /** Whether {@code limits} can ever stop a read (not {@link Limits#unlimited()}). */
  public static boolean enabled(Limits limits) {
    return limits.decodedSizeFloor() != Long.MAX_VALUE;
  }

  /**
   * Adds {@code n} estimated bytes; true when the total passes the budget last computed (then ask
   * {@link #over(long)} with the input read so far).
   */
  public boolean add(long n) {
    charged += n;
    return charged > budget;
  }

  /**
   * Recomputes the budget for {@code read} units of input read so far; whether the total is still
   * over it (the read stops).
   */
  public boolean over(long read) {
    budget = limits.decodedSizeBudget(read);
    return charged > budget;
  }

  /**
   * The message of a read stopped by its budget: {@code code} at {@code line:column} of the value
   * at {@code path}, the bytes charged, the budget they passed and the input read so far.
   */
  public static String overBudget(
      String code, int line, int column, String path, long charged, long budget, long read) {
    return code
        + " at "
        + line
        + ":"
        + column
        + " in "
        + path
        + ": the values read so far are estimated at "
        + charged
        + " bytes in memory, over the decoded-size budget of "
        + budget
        + " bytes (max(decodedSizeFloor, decodedSizeRatio x the "
        + read
        + " units of input read so far), JSON.md §6; BaleModule.withLimits changes it)";
  }

  /** The estimated bytes charged so far. */
  public long charged() {
    return charged;
  }

  /** The budget last computed. */
  public long budget() {
    return budget;
  }

  /**
   * A generated message or struct record: its §7.1 record (header, 8 per component, what the
   * components own) and what {@code creator} builds on the way. A struct is charged where it is
   * read, as its own record (§7.1 counts it in its owner's), so that a list of structs is charged
   * element by element.
   */
  public static long record(Class<?> type, Creator creator) {
    long[] r = RECORDS.get(type);
    return r[0] + creator.base + creator.slot * r[1];
  }

  /** A union value: the case record and what its value owns (§7.1). */
  public static long union(UnionShape.Case c) {
    return UNION + owned(c.component().getType(), c.component().getAnnotation(JsonField.class));
  }

  /** A {@code bytes} value from its base64 text: as the JSON bridge, 192 + the text's length. */
  public static long bytes(int textLength) {
    return BYTES_BASE + textLength;
  }

  /** A non-empty string inside a {@code json} value, or a key of a {@code json} object (§7.1). */
  public static long jsonString(String s) {
    return s.isEmpty() ? 0 : STRING_BASE + 2L * s.length();
  }

  /** A {@code json} array of {@code elements}. */
  public static long jsonArray(int elements) {
    return elements == 0 ? EMPTY_LIST : LIST + (long) JSON_ARRAY_ELEMENT * elements;
  }

  /** A {@code json} object of {@code members} (their keys apart). */
  public static long jsonObject(int members) {
    return JSON_OBJECT_BASE + (long) JSON_MEMBER * members;
  }

  /**
   * What a slot of Java type {@code t} owns besides itself (§7.1 {@code owned}, from the Java type
   * the generator chose): a box, a {@code Long}, an enum or {@code json} object. Records, unions,
   * lists, maps, strings and {@code bytes} are charged where they are read.
   */
  private static int owned(Class<?> t, JsonField f) {
    if (t == short.class || t == int.class) {
      return 0;
    }
    if (t == Short.class || t == Integer.class || t == float.class || t == Float.class) {
      return 16;
    }
    if (t == double.class) {
      return 16;
    }
    if (t == Double.class || t == Long.class) {
      return 24;
    }
    if (t == long.class) { // i64 and u64 (a JsonField form) own a Long; u32 a 16-byte number
      return f != null && f.values() != JsonField.Int64.NONE ? 24 : 16;
    }
    if (t == JsonValue.class) {
      return JSON_OBJECT;
    }
    if (OpenEnumShape.of(t) != null) {
      return ENUM_OBJECT;
    }
    return 0;
  }

  /**
   * A list of {@code n} elements of (raw) class {@code element}: 40 if empty, else 96 + n x (16 +
   * owned).
   */
  public static long list(int n, Class<?> element) {
    return n == 0 ? EMPTY_LIST : LIST + n * (long) (SLOT + JACKSON_ELEMENT + ownedBoxed(element));
  }

  /** A map of {@code n} entries: 48 + n x (128 + owned(key) + owned(value)). */
  public static long map(int n, Class<?> key, Class<?> value) {
    return MAP + n * (long) (MAP_ENTRY + ownedBoxed(key) + ownedBoxed(value));
  }

  /**
   * A list ({@code key} null) or map of {@code n} elements of (raw) class {@code element}: {@link
   * #list} or {@link #map}.
   */
  public static long collection(int n, Class<?> key, Class<?> element) {
    return key != null ? map(n, key, element) : list(n, element);
  }

  /** The size of a list or map a read built ({@code Collection} or {@code Map}), else 0. */
  public static int count(Object built) {
    return built instanceof Map<?, ?> m
        ? m.size()
        : built instanceof Collection<?> c ? c.size() : 0;
  }

  /** A list element or map key or value, as the boxed object Jackson builds. */
  private static int ownedBoxed(Class<?> raw) {
    return raw == Long.class ? 24 : owned(raw, null);
  }
}
