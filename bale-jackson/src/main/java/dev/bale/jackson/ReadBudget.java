package dev.bale.jackson;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.type.CollectionType;
import com.fasterxml.jackson.databind.type.MapType;
import dev.bale.runtime.JsonField;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.Limits;
import dev.bale.runtime.internal.CompactSource;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The decoded-size budget of one read through {@link BaleModule} (JSON.md §6, "Reading budget"):
 * what the read builds is charged its estimated size, against {@code max(decodedSizeFloor,
 * decodedSizeRatio x n)} where {@code n} is the input Jackson has read so far (bytes or chars, as
 * the parser counts them; Jackson does not tell a deserializer the document's length, so every
 * input is charged the way the JSON bridge charges a {@code Reader}). The state lives in the read's
 * {@link DeserializationContext} (a per-call attribute), so a mapper shared by threads keeps one
 * budget per read.
 */
final class ReadBudget {
  private static final Object KEY = ReadBudget.class;

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
  // and its PropertyValueBuffer (measured 60 to 110 bytes and 4 to 5 per component, charged 64 and
  // 8), and the ArrayList a list is read into before the record's constructor copies it (charged 8
  // more per element).
  private static final int CREATOR_BASE = 64;
  private static final int CREATOR_SLOT = 8;
  private static final int JACKSON_ELEMENT = 8;

  private static final ClassValue<Long> RECORDS =
      new ClassValue<>() {
        @Override
        protected Long computeValue(Class<?> type) {
          long size = HEADER + CREATOR_BASE;
          if (!type.isRecord()) {
            // A generated class too wide for a record: its fields, read through its builder.
            for (java.lang.reflect.Field f : JsonFields.classFields(type)) {
              size += SLOT + CREATOR_SLOT + owned(f.getType(), f.getAnnotation(JsonField.class));
            }
            return size + SLOT; // its unknown fields
          }
          RecordComponent[] rc = type.getRecordComponents();
          for (RecordComponent c : rc) {
            size += SLOT + CREATOR_SLOT + owned(c.getType(), c.getAnnotation(JsonField.class));
          }
          return size;
        }
      };

  private final Limits limits;
  private long budget;
  private long charged;

  private ReadBudget(Limits limits) {
    this.limits = limits;
    this.budget = limits.decodedSizeBudget(0);
  }

  /** Whether {@code limits} can ever stop a read (not {@link Limits#unlimited()}). */
  static boolean enabled(Limits limits) {
    return limits.decodedSizeFloor() != Long.MAX_VALUE;
  }

  /** Charges {@code n} estimated bytes to the read of {@code ctxt}; throws past its budget. */
  static void charge(JsonParser p, DeserializationContext ctxt, Limits limits, long n)
      throws JsonLimitException {
    ReadBudget b = (ReadBudget) ctxt.getAttribute(KEY);
    if (b == null) {
      b = new ReadBudget(limits);
      ctxt.setAttribute(KEY, b);
    }
    b.charged += n;
    if (b.charged > b.budget) {
      b.overBudget(p);
    }
  }

  private void overBudget(JsonParser p) throws JsonLimitException {
    JsonLocation now = p.currentLocation();
    long read = Math.max(0, Math.max(now.getByteOffset(), now.getCharOffset()));
    budget = limits.decodedSizeBudget(read);
    if (charged > budget) {
      throw new JsonLimitException(p, p.currentTokenLocation(), path(p), charged, budget, read);
    }
  }

  /**
   * A generated message or struct record: its §7.1 record (header, 8 per component, what the
   * components own) and Jackson's constructor arguments. A struct is charged where it is read, as
   * its own record (§7.1 counts it in its owner's), so that a list of structs is charged element by
   * element.
   */
  static long record(Class<?> type) {
    return RECORDS.get(type);
  }

  /** A union value: the case record and what its value owns (§7.1). */
  static long union(UnionType.Case c) {
    return UNION + owned(c.component().getType(), c.component().getAnnotation(JsonField.class));
  }

  /** A {@code bytes} value from its base64 text: as the JSON bridge, 192 + the text's length. */
  static long bytes(int textLength) {
    return BYTES_BASE + textLength;
  }

  /** A non-empty string inside a {@code json} value, or a key of a {@code json} object (§7.1). */
  static long jsonString(String s) {
    return s.isEmpty() ? 0 : STRING_BASE + 2L * s.length();
  }

  static long jsonArray(int elements) {
    return elements == 0 ? EMPTY_LIST : LIST + (long) JSON_ARRAY_ELEMENT * elements;
  }

  static long jsonObject(int members) {
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
    if (OpenEnumType.of(t) != null) {
      return ENUM_OBJECT;
    }
    return 0;
  }

  /** A list of {@code n} elements of {@code element}: 40 if empty, else 96 + n x (16 + owned). */
  static long list(int n, JavaType element) {
    return n == 0 ? EMPTY_LIST : LIST + n * (long) (SLOT + JACKSON_ELEMENT + ownedBoxed(element));
  }

  /** A map of {@code n} entries: 48 + n x (128 + owned(key) + owned(value)). */
  static long map(int n, JavaType key, JavaType value) {
    return MAP + n * (long) (MAP_ENTRY + ownedBoxed(key) + ownedBoxed(value));
  }

  /** A list element or map key or value, as the boxed object Jackson builds. */
  private static int ownedBoxed(JavaType t) {
    Class<?> raw = t.getRawClass();
    return raw == Long.class ? 24 : owned(raw, null);
  }

  /**
   * The JSON path of the value at the parser's position (JSON.md §7): {@code $}, {@code .name} or
   * {@code ["key"]}, {@code [i]}.
   */
  static String path(JsonParser p) {
    JsonStreamContext c = p.getParsingContext();
    JsonToken t = p.currentToken();
    if (c != null
        && (t == JsonToken.START_OBJECT
            || t == JsonToken.START_ARRAY
            || t == JsonToken.FIELD_NAME)) {
      c = c.getParent(); // the value is that object or array: its place is in the parent
    }
    List<JsonStreamContext> levels = new ArrayList<>();
    for (; c != null && !c.inRoot(); c = c.getParent()) {
      levels.add(c);
    }
    StringBuilder sb = new StringBuilder("$");
    for (int i = levels.size() - 1; i >= 0; i--) {
      JsonStreamContext l = levels.get(i);
      if (l.inArray()) {
        sb.append('[').append(Math.max(0, l.getCurrentIndex())).append(']');
      } else if (l.getCurrentName() != null) {
        member(sb, l.getCurrentName());
      }
    }
    return sb.toString();
  }

  /** {@code .name} for identifier-like keys, else {@code ["key"]} with JSON escapes. */
  private static void member(StringBuilder sb, String name) {
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

  /** Wraps the deserializers of generated records, lists and maps so that they charge. */
  static final class Charges extends BeanDeserializerModifier {
    private static final long serialVersionUID = 1L;
    private final transient Limits limits;

    Charges(Limits limits) {
      this.limits = limits;
    }

    @Override
    public JsonDeserializer<?> modifyDeserializer(
        DeserializationConfig config, BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
      Class<?> raw = beanDesc.getBeanClass();
      if (JsonFields.isGeneratedRecord(raw)) {
        return new ChargedRecord(deserializer, limits, record(raw));
      }
      // A generated class too wide for a record is read through its builder, whose description
      // this is.
      Class<?> built = JsonFields.builderOf(raw);
      return built != null ? new ChargedRecord(deserializer, limits, record(built)) : deserializer;
    }

    @Override
    public JsonDeserializer<?> modifyCollectionDeserializer(
        DeserializationConfig config,
        CollectionType type,
        BeanDescription beanDesc,
        JsonDeserializer<?> deserializer) {
      return new ChargedCollection(deserializer, limits, type);
    }

    @Override
    public JsonDeserializer<?> modifyMapDeserializer(
        DeserializationConfig config,
        MapType type,
        BeanDescription beanDesc,
        JsonDeserializer<?> deserializer) {
      return new ChargedCollection(deserializer, limits, type);
    }
  }

  /** A generated record: charged before Jackson builds it, at its first token. */
  private static final class ChargedRecord extends DelegatingDeserializer {
    private static final long serialVersionUID = 1L;
    private final transient Limits limits;
    private final long size;

    ChargedRecord(JsonDeserializer<?> delegate, Limits limits, long size) {
      super(delegate);
      this.limits = limits;
      this.size = size;
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
      return new ChargedRecord(newDelegatee, limits, size);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (p.currentToken() != JsonToken.VALUE_NULL) {
        charge(p, ctxt, limits, size);
      }
      return _delegatee.deserialize(p, ctxt);
    }
  }

  /**
   * A list or map: charged once Jackson has read it, at its closing bracket ({@link #list}, {@link
   * #map}). Its elements charge themselves as they are read, so what is built uncharged meanwhile
   * is the collection's own array and entries, a few bytes per element.
   */
  private static final class ChargedCollection extends DelegatingDeserializer {
    private static final long serialVersionUID = 1L;
    private final transient Limits limits;
    private final JavaType type;
    private final boolean isMap;
    private final long empty; // the charge of none
    private final long base; // of n > 0: base + n x unit
    private final long unit;

    ChargedCollection(JsonDeserializer<?> delegate, Limits limits, JavaType type) {
      super(delegate);
      this.limits = limits;
      this.type = type;
      this.isMap = type.isMapLikeType();
      JavaType k = type.getKeyType();
      JavaType e = type.getContentType();
      this.empty = isMap ? map(0, k, e) : list(0, e);
      this.unit = isMap ? map(2, k, e) - map(1, k, e) : list(2, e) - list(1, e);
      this.base = (isMap ? map(1, k, e) : list(1, e)) - unit;
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
      return new ChargedCollection(newDelegatee, limits, type);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      Object v = _delegatee.deserialize(p, ctxt);
      int n = v instanceof Map<?, ?> m ? m.size() : v instanceof Collection<?> c ? c.size() : 0;
      charge(p, ctxt, limits, n == 0 ? empty : base + n * unit);
      return v;
    }
  }

  /** The charge of a list or map {@code v} of {@code type} (a collection or map type). */
  static long collection(Object v, JavaType type) {
    if (v instanceof Map<?, ?> m) {
      return map(m.size(), type.getKeyType(), type.getContentType());
    }
    return list(v instanceof Collection<?> c ? c.size() : 0, type.getContentType());
  }
}
