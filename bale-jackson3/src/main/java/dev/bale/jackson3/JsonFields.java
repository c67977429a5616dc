package dev.bale.jackson3;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.bale.runtime.JsonField;
import dev.bale.runtime.JsonField.Int64;
import dev.bale.runtime.Limits;
import dev.bale.runtime.UnknownFields;
import dev.bale.runtime.internal.JsonShapes;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.KeyDeserializer;
import tools.jackson.databind.PropertyName;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.annotation.JsonPOJOBuilder;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.AnnotatedClass;
import tools.jackson.databind.introspect.AnnotatedConstructor;
import tools.jackson.databind.introspect.AnnotatedField;
import tools.jackson.databind.introspect.AnnotatedMember;
import tools.jackson.databind.introspect.AnnotatedMethod;
import tools.jackson.databind.introspect.AnnotatedParameter;
import tools.jackson.databind.introspect.NopAnnotationIntrospector;

/**
 * The parts of docs/spec/JSON.md that the generated records carry in {@link JsonField} annotations:
 * JSON keys ({@code created_at} for the component {@code createdAt}, {@code [json]} keys), 64-bit
 * integers as decimal strings ({@code u64} unsigned), and absent optionals left out.
 */
final class JsonFields extends NopAnnotationIntrospector {
  private static final long serialVersionUID = 1L;

  /** The limits the lists and maps of 64-bit fields are charged against, or null. */
  private final transient Limits budget;

  private final boolean int64Numbers;

  JsonFields(Limits budget, boolean int64Numbers) {
    this.budget = budget;
    this.int64Numbers = int64Numbers;
  }

  /**
   * The record component that {@code a} (accessor, field or canonical-constructor parameter) is.
   */
  private static RecordComponent component(Annotated a) {
    if (a instanceof AnnotatedParameter p) {
      if (p.getOwner() instanceof AnnotatedConstructor c) {
        Class<?>[] types = new Class<?>[c.getParameterCount()];
        for (int i = 0; i < types.length; i++) {
          types[i] = c.getRawParameterType(i);
        }
        return JsonShapes.canonicalParameter(c.getDeclaringClass(), types, p.getIndex());
      }
      return null;
    }
    if (a instanceof AnnotatedMethod m && m.getParameterCount() == 0) {
      return JsonShapes.component(m.getDeclaringClass(), m.getName());
    }
    if (a instanceof AnnotatedField f) {
      return JsonShapes.component(f.getDeclaringClass(), f.getName());
    }
    return null;
  }

  /**
   * The private field of a generated class (too wide for a record) that {@code a} reads or sets:
   * the class's accessor {@code n()} or its builder's setter {@code n(T)}; null for anything else.
   */
  private static Field classField(Annotated a) {
    return a instanceof AnnotatedMethod m
        ? JsonShapes.classField(m.getDeclaringClass(), m.getName(), m.getParameterCount())
        : null;
  }

  private static JsonField annotation(Annotated a) {
    RecordComponent c = component(a);
    if (c != null) {
      return c.getAnnotation(JsonField.class);
    }
    Field f = classField(a);
    return f == null ? null : f.getAnnotation(JsonField.class);
  }

  @Override
  public PropertyName findNameForSerialization(MapperConfig<?> config, Annotated a) {
    return name(a);
  }

  @Override
  public PropertyName findNameForDeserialization(MapperConfig<?> config, Annotated a) {
    return name(a);
  }

  private static PropertyName name(Annotated a) {
    JsonField f = annotation(a);
    if (f != null && !f.key().isEmpty()) {
      return PropertyName.construct(f.key());
    }
    // A generated class's accessors and its builder's setters are its properties, named as the
    // fields (Jackson would see neither: no get prefix, no set prefix).
    Field cf = classField(a);
    return cf == null || cf.getType() == UnknownFields.class
        ? null
        : PropertyName.construct(cf.getName());
  }

  @Override
  public boolean hasIgnoreMarker(MapperConfig<?> config, AnnotatedMember m) {
    // The builder's unknownFields(...) of a generated class: not a JSON key (JSON.md §2).
    Field cf = classField(m);
    return cf != null && cf.getType() == UnknownFields.class;
  }

  @Override
  public Class<?> findPOJOBuilder(MapperConfig<?> config, AnnotatedClass ac) {
    Class<?> raw = ac.getRawType();
    return JsonShapes.isGeneratedClass(raw) ? JsonShapes.builderClass(raw) : null;
  }

  @Override
  public JsonPOJOBuilder.Value findPOJOBuilderConfig(MapperConfig<?> config, AnnotatedClass ac) {
    // The generated builder: setters named as the fields, then build().
    return JsonShapes.builderOf(ac.getRawType()) != null
        ? new JsonPOJOBuilder.Value("build", "")
        : null;
  }

  @Override
  public Object findSerializer(MapperConfig<?> config, Annotated a) {
    JsonField f = annotation(a);
    return JsonShapes.hasInt64(f) ? new Int64Serializer(f.values(), f.keys(), int64Numbers) : null;
  }

  @Override
  public Object findDeserializer(MapperConfig<?> config, Annotated a) {
    JsonField f = annotation(a);
    // A builder's setter: the type read is its parameter's, not what it returns.
    JavaType t =
        a instanceof AnnotatedMethod m && m.getParameterCount() == 1
            ? m.getParameterType(0)
            : a.getType();
    boolean generated = isGeneratedMember(a);
    if (ownReading(f, t, generated)) {
      return new IntegerDeserializer(t, values(f), keys(f), budget);
    }
    return generated && t.isPrimitive() ? new PrimitiveField(t.getRawClass()) : null;
  }

  /**
   * An explicit {@code null} for a field of Java type {@code raw}: null for a reference; for a
   * primitive its {@code zero}, or refused when {@code FAIL_ON_NULL_FOR_PRIMITIVES} is on (Jackson
   * 3's default), as Jackson treats its own primitives.
   */
  private static Object nullPrimitive(DeserializationContext ctxt, Class<?> raw, Object zero) {
    if (zero != null && ctxt.isEnabled(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)) {
      return ctxt.reportInputMismatch(
          raw, "null for a non-optional %s field (FAIL_ON_NULL_FOR_PRIMITIVES)", raw.getName());
    }
    return zero;
  }

  /**
   * A primitive field of a generated type: read as Jackson reads its box; a missing key is the
   * type's zero, as under Jackson 2 (JSON.md §4's lenient reading of a missing non-optional field),
   * where Jackson 3 alone would refuse it ({@code FAIL_ON_NULL_FOR_PRIMITIVES}, on by default). An
   * explicit {@code null} is still Jackson's to judge (refused by default, as JSON.md wants).
   */
  static final class PrimitiveField extends ValueDeserializer<Object> {
    private final Class<?> raw;
    private final Object zero;

    PrimitiveField(Class<?> raw) {
      this.raw = raw;
      this.zero = JsonShapes.zero(raw);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) {
      return ctxt.readValue(p, raw);
    }

    @Override
    public Object getAbsentValue(DeserializationContext ctxt) {
      return zero;
    }

    @Override
    public Object getNullValue(DeserializationContext ctxt) {
      return nullPrimitive(ctxt, raw, zero);
    }
  }

  /**
   * Whether a field of type {@code t} is read by {@link IntegerDeserializer} rather than by
   * Jackson: it holds 64-bit integers written as strings, or it is a generated field holding an
   * {@code i8}.
   */
  private static boolean ownReading(JsonField f, JavaType t, boolean generated) {
    return JsonShapes.hasInt64(f) || (generated && holdsByte(t));
  }

  private static Int64 values(JsonField f) {
    return f == null ? Int64.NONE : f.values();
  }

  private static Int64 keys(JsonField f) {
    return f == null ? Int64.NONE : f.keys();
  }

  /** Whether {@code a} is a field of a generated record or class (or its builder's setter). */
  private static boolean isGeneratedMember(Annotated a) {
    RecordComponent c = component(a);
    return c != null ? JsonShapes.isGeneratedRecord(c.getDeclaringRecord()) : classField(a) != null;
  }

  /**
   * Whether values of {@code t} hold a Java {@code byte}, the schema's {@code i8}: the value
   * itself, or a list element, map key or map value at any depth. Jackson reads 128..255 into a
   * {@code byte} as if it were unsigned (200 becomes -56), so the module reads these itself.
   */
  private static boolean holdsByte(JavaType t) {
    Class<?> raw = t.getRawClass();
    if (raw == byte.class || raw == Byte.class) {
      return true;
    }
    if (List.class.isAssignableFrom(raw)) {
      return t.getContentType() != null && holdsByte(t.getContentType());
    }
    if (Map.class.isAssignableFrom(raw)) {
      return (t.getKeyType() != null && holdsByte(t.getKeyType()))
          || (t.getContentType() != null && holdsByte(t.getContentType()));
    }
    return false;
  }

  @Override
  public JsonInclude.Value findPropertyInclusion(MapperConfig<?> config, Annotated a) {
    // JSON.md §2: an absent optional field is omitted (non-optional fields are never null).
    if (a instanceof AnnotatedClass c
        && (JsonShapes.isGeneratedRecord(c.getRawType())
            || JsonShapes.isGeneratedClass(c.getRawType()))) {
      return JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, null);
    }
    return JsonInclude.Value.empty();
  }

  @Override
  public String[] findSerializationPropertyOrder(MapperConfig<?> config, AnnotatedClass ac) {
    // Component order, which is the schema's field order (Jackson would put renamed ones last).
    return JsonShapes.keyOrder(ac.getRawType());
  }

  /** The serializer of a union case's value, or null for Jackson's own. */
  static ValueSerializer<Object> serializerOf(RecordComponent c, boolean int64Numbers) {
    JsonField f = c.getAnnotation(JsonField.class);
    return JsonShapes.hasInt64(f) ? new Int64Serializer(f.values(), f.keys(), int64Numbers) : null;
  }

  /** The deserializer of a union case's value, or null for Jackson's own. */
  static ValueDeserializer<Object> deserializerOf(RecordComponent c, JavaType type, Limits budget) {
    JsonField f = c.getAnnotation(JsonField.class);
    return ownReading(f, type, true)
        ? new IntegerDeserializer(type, values(f), keys(f), budget)
        : null;
  }

  /**
   * Writes a field whose value holds 64-bit integers: a {@code long}, or lists and maps of them at
   * any depth; every other value is left to Jackson.
   */
  static final class Int64Serializer extends ValueSerializer<Object> {
    private final Int64 values;
    private final Int64 keys;
    private final boolean numbers;

    Int64Serializer(Int64 values, Int64 keys, boolean numbers) {
      this.values = values;
      this.keys = keys;
      this.numbers = numbers;
    }

    @Override
    public void serialize(Object value, JsonGenerator gen, SerializationContext provider) {
      if (value instanceof Long l && values != Int64.NONE) {
        if (!numbers) {
          gen.writeString(JsonShapes.int64Text(l, values));
        } else if (values == Int64.UNSIGNED && l < 0) {
          gen.writeNumber(new BigInteger(Long.toUnsignedString(l)));
        } else {
          gen.writeNumber(l);
        }
      } else if (value instanceof Collection<?> list) {
        gen.writeStartArray();
        for (Object e : list) {
          serialize(e, gen, provider);
        }
        gen.writeEndArray();
      } else if (value instanceof Map<?, ?> map) {
        gen.writeStartObject();
        for (Map.Entry<?, ?> e : map.entrySet()) {
          Object key = e.getKey();
          if (key instanceof Long l && keys != Int64.NONE) {
            gen.writeName(JsonShapes.int64Text(l, keys));
          } else {
            provider
                .findKeySerializer(provider.constructType(key.getClass()), null)
                .serialize(key, gen, provider);
          }
          serialize(e.getValue(), gen, provider);
        }
        gen.writeEndObject();
      } else {
        provider.writeValue(gen, value);
      }
    }
  }

  /**
   * Reads what {@link Int64Serializer} writes, 64-bit integers as strings or numbers (JSON.md §3),
   * and {@code i8} values in their range only; the rest of the field's value is left to Jackson.
   */
  static final class IntegerDeserializer extends ValueDeserializer<Object> {
    private final JavaType type;
    private final Int64 values;
    private final Int64 keys;

    private final Limits budget;
    private final Object zero;

    IntegerDeserializer(JavaType type, Int64 values, Int64 keys, Limits budget) {
      this.type = type;
      this.zero = JsonShapes.zero(type.getRawClass());
      this.values = values;
      this.keys = keys;
      this.budget = budget;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) {
      return read(p, ctxt, type);
    }

    /** A missing key of a primitive field ({@code i8}, {@code i64}): its zero. */
    @Override
    public Object getAbsentValue(DeserializationContext ctxt) {
      return zero;
    }

    @Override
    public Object getNullValue(DeserializationContext ctxt) {
      return nullPrimitive(ctxt, type.getRawClass(), zero);
    }

    private Object read(JsonParser p, DeserializationContext ctxt, JavaType t) {
      Class<?> raw = t.getRawClass();
      if ((raw == long.class || raw == Long.class) && values != Int64.NONE) {
        return readLong(p, ctxt, t, values);
      }
      if (raw == byte.class || raw == Byte.class) {
        return readByte(p, ctxt, t);
      }
      if (List.class.isAssignableFrom(raw)) {
        if (p.currentToken() != JsonToken.START_ARRAY) {
          return ctxt.handleUnexpectedToken(t, p);
        }
        List<Object> out = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
          if (p.currentToken() == JsonToken.VALUE_NULL) {
            return ctxt.reportInputMismatch(t, "a list element is null");
          }
          out.add(read(p, ctxt, t.getContentType()));
        }
        charge(p, ctxt, out, t);
        return out;
      }
      if (Map.class.isAssignableFrom(raw)) {
        if (p.currentToken() != JsonToken.START_OBJECT) {
          return ctxt.handleUnexpectedToken(t, p);
        }
        JavaType keyType = t.getKeyType();
        Class<?> keyRaw = keyType.getRawClass();
        boolean byteKeys = keyRaw == Byte.class || keyRaw == byte.class;
        KeyDeserializer kd =
            ((keyRaw == Long.class || keyRaw == long.class) && keys != Int64.NONE) || byteKeys
                ? null
                : ctxt.findKeyDeserializer(keyType, null);
        Map<Object, Object> out = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.PROPERTY_NAME) {
          String name = p.currentName();
          Object key =
              kd != null
                  ? kd.deserializeKey(name, ctxt)
                  : byteKeys ? byteKey(name, ctxt) : parse(name, ctxt, keyType, keys);
          p.nextToken();
          if (p.currentToken() == JsonToken.VALUE_NULL) {
            return ctxt.reportInputMismatch(t, "the value of map key '%s' is null", name);
          }
          if (out.put(key, read(p, ctxt, t.getContentType())) != null) {
            return ctxt.reportInputMismatch(t, "map key '%s' appears twice", name);
          }
        }
        charge(p, ctxt, out, t);
        return out;
      }
      return ctxt.readValue(p, t);
    }

    /** A list or map built here, charged as the module's other lists and maps (JSON.md §6). */
    private void charge(JsonParser p, DeserializationContext ctxt, Object built, JavaType t) {
      if (budget != null) {
        ReadBudget.charge(p, ctxt, budget, ReadBudget.collection(built, t));
      }
    }

    /**
     * An {@code i8}: read as Jackson reads an {@code int} (numbers, decimal strings and the
     * coercions its features allow), then checked against -128..127.
     */
    private static Object readByte(JsonParser p, DeserializationContext ctxt, JavaType t) {
      Integer n = ctxt.readValue(p, Integer.class);
      if (n == null) {
        return null;
      }
      if (n >= Byte.MIN_VALUE && n <= Byte.MAX_VALUE) {
        return n.byteValue();
      }
      return ctxt.handleWeirdNumberValue(t.getRawClass(), n, "out of range for i8 (-128..127)");
    }

    /** An {@code i8} map key: a decimal integer in -128..127 (JSON.md §5). */
    private static Object byteKey(String text, DeserializationContext ctxt) {
      Byte n = JsonShapes.parseI8Key(text);
      return n != null ? n : ctxt.handleWeirdKey(Byte.class, text, "not a decimal i8 (-128..127)");
    }

    private static Object readLong(
        JsonParser p, DeserializationContext ctxt, JavaType t, Int64 form) {
      if (p.currentToken() == JsonToken.VALUE_STRING) {
        return parse(p.getString(), ctxt, t, form);
      }
      if (p.currentToken() == JsonToken.VALUE_NUMBER_INT) {
        JsonParser.NumberType type = p.getNumberType();
        if (type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG) {
          long n = p.getLongValue(); // a long as written: no BigInteger
          if (n >= 0 || form != Int64.UNSIGNED) {
            return n;
          }
        }
        BigInteger v = p.getBigIntegerValue();
        Long n = JsonShapes.int64InRange(v, form);
        if (n == null) {
          return ctxt.handleWeirdNumberValue(
              t.getRawClass(), v, "out of range for %s", form == Int64.UNSIGNED ? "u64" : "i64");
        }
        return n;
      }
      return ctxt.handleUnexpectedToken(t, p);
    }

    private static Object parse(String text, DeserializationContext ctxt, JavaType t, Int64 form) {
      Long n = JsonShapes.parseInt64(text, form);
      if (n == null) {
        return ctxt.handleWeirdStringValue(
            t.getRawClass(),
            text,
            "not a decimal %s",
            form == Int64.UNSIGNED ? "u64 (0..2^64-1)" : "i64 (-2^63..2^63-1)");
      }
      return n;
    }
  }
}
