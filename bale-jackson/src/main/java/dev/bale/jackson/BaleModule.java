package dev.bale.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.deser.KeyDeserializers;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.ser.Serializers;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.Limits;
import dev.bale.runtime.UnknownFields;
import dev.bale.runtime.internal.JsonCharges;
import dev.bale.runtime.internal.JsonShapes;
import dev.bale.runtime.internal.OpenEnumShape;
import dev.bale.runtime.internal.UnionShape;
import java.io.IOException;
import java.util.Base64;
import java.util.List;
import java.util.Objects;

/**
 * Lets Jackson write and read Bale's generated Java (a Spring controller returning a generated
 * record, for instance) as the canonical JSON of docs/spec/JSON.md, the text the JSON bridge
 * ({@code bale-dynamic}, the CLI, TS {@code toJson}) writes: {@code new
 * ObjectMapper().registerModule(new BaleModule())}.
 *
 * <ul>
 *   <li>keys are the schema's field names or {@code [json]} keys ({@code created_at}, {@code
 *       "@id"}), read from the {@link dev.bale.runtime.JsonField} annotations the generator puts on
 *       record components;
 *   <li>{@code i64} and {@code u64} values are decimal strings, {@code u64} unsigned (a Java {@code
 *       long} below zero is above 2^63-1), as values, list elements, map values and map keys; both
 *       strings and numbers are read ({@link #withInt64AsNumbers} writes values as numbers);
 *   <li>an {@code i8} (a Java {@code byte}) reads only from -128..127, as a value, list element,
 *       map value or map key (Jackson alone reads 128..255 into a {@code byte} as if unsigned);
 *   <li>an absent optional field is left out; every other field is written;
 *   <li>an enum is its name, or its number when the value is unknown to this schema version; it
 *       reads back from a name or a number (unknown numbers are kept); so are enum map keys;
 *   <li>a union is an object with one key, the schema's case name: {@code {"point": {...}}};
 *   <li>{@code bytes} are standard base64 with padding (read with or without);
 *   <li>{@code NaN} and the infinities are the strings {@code "NaN"}, {@code "Infinity"} and {@code
 *       "-Infinity"} (Jackson's default {@code WRITE_NAN_AS_STRINGS});
 *   <li>a {@code json} value ({@link JsonValue}) is the JSON value it holds; integers and floats
 *       stay apart ({@code 1} vs {@code 1.0}), JSON {@code null} is {@link JsonValue#NULL} (an
 *       absent {@code json?} field is Java {@code null});
 *   <li>unknown fields kept from decoding are not written (JSON does not carry them).
 * </ul>
 *
 * <p>Left to Jackson: the digits of floats (the same value; Java 17's {@code Double.toString} is
 * not always the shortest form the bridge writes), whitespace, and the reading policy (Jackson's
 * {@code DeserializationFeature}s decide unknown keys and coercions; a missing non-optional field
 * is Jackson's null or zero, which the record's constructor rejects for references). Nested maps
 * with 64-bit keys of both signednesses in one field use the outer map's form. The module is
 * stateless and thread-safe, as Jackson's mappers are once configured.
 *
 * <p>Reading has a decoded-size budget (JSON.md §6, "Reading budget"): a field an object leaves out
 * is still a slot of the record Jackson builds, so each {@code {}} of a message of 200 fields, 3
 * bytes of a list, costs about 1.7 KB of memory. Each read charges the generated records, unions,
 * {@code bytes} and {@code json} values, lists and maps it builds their estimated size, against
 * {@code max(decodedSizeFloor, decodedSizeRatio x} the input read so far{@code )} (defaults {@code
 * max(64 MiB, 64 x n)}), and stops with {@link JsonLimitException} (code {@code
 * JSON_LIMIT_EXCEEDED}, line, column and JSON path) once the total passes it. {@link #withLimits}
 * changes the budget; {@link Limits#unlimited()} turns it off (trusted input only). Register one
 * {@code BaleModule} per mapper: Jackson ignores a second module of the same name. The module is
 * listed for Java's service loader ({@code META-INF/services}), so {@code
 * ObjectMapper.findAndRegisterModules()} registers it, with the default limits.
 *
 * <p>A message or struct too wide for a record is generated as a final class
 * (docs/generated-java.md, "What a Java class can hold"): the module maps it the same way, through
 * its accessors and the {@link dev.bale.runtime.JsonField} annotations on its fields, and reads it
 * through its builder (so a field the JSON leaves out takes its schema default, where a record's is
 * Jackson's null or zero).
 */
public final class BaleModule extends SimpleModule {
  private static final long serialVersionUID = 1L;

  private final transient Limits limits;
  private final boolean int64Numbers;

  /** The module with the default reading budget ({@link Limits#DEFAULT}). */
  public BaleModule() {
    this(Limits.DEFAULT, false);
  }

  private BaleModule(Limits limits, boolean int64Numbers) {
    super("bale", Version.unknownVersion());
    this.limits = limits;
    this.int64Numbers = int64Numbers;
    addSerializer(Bytes.class, new BytesSerializer());
    addDeserializer(Bytes.class, new BytesDeserializer(budget()));
    addSerializer(JsonValue.class, new JsonValueSerializer());
    addDeserializer(JsonValue.class, new JsonValueDeserializer(budget()));
  }

  /**
   * A module whose reads charge against {@code limits}' decoded-size budget ({@link
   * Limits#decodedSizeFloor()}, {@link Limits#decodedSizeRatio()}; the other limits do not apply to
   * Jackson's reading): {@code new BaleModule().withLimits(Limits.builder().decodedSizeRatio(16)
   * .build())}; {@link Limits#unlimited()} reads without a budget.
   */
  public BaleModule withLimits(Limits limits) {
    return new BaleModule(Objects.requireNonNull(limits, "limits"), int64Numbers);
  }

  /**
   * A module that writes {@code i64}/{@code u64} values (fields, list elements and map values) as
   * JSON numbers with every digit ({@code 27149168}), not as the decimal strings of JSON.md §3
   * ({@code "27149168"}, the default), as {@code JsonBridge.withInt64AsNumbers} does. Map keys stay
   * strings; reading takes both forms either way. Not canonical: JavaScript's {@code JSON.parse}
   * loses digits above 2<sup>53</sup>.
   */
  public BaleModule withInt64AsNumbers(boolean numbers) {
    return new BaleModule(limits(), numbers);
  }

  /** Whether this module writes 64-bit integers as numbers ({@link #withInt64AsNumbers}). */
  public boolean writesInt64AsNumbers() {
    return int64Numbers;
  }

  /** The limits whose decoded-size budget reads charge against ({@link #withLimits}). */
  public Limits limits() {
    return limits == null ? Limits.DEFAULT : limits;
  }

  /** The limits reads charge against, or null when they have no budget. */
  private Limits budget() {
    return JsonCharges.enabled(limits()) ? limits() : null;
  }

  @Override
  public void setupModule(SetupContext context) {
    super.setupModule(context);
    context.addSerializers(new BaleSerializers(int64Numbers));
    context.addKeySerializers(new BaleKeySerializers());
    context.addDeserializers(new BaleDeserializers(budget()));
    context.addKeyDeserializers(new BaleKeyDeserializers());
    context.addBeanSerializerModifier(new DropUnknownFields());
    context.insertAnnotationIntrospector(new JsonFields(budget(), int64Numbers));
    if (budget() != null) {
      context.addBeanDeserializerModifier(new ReadBudget.Charges(budget()));
    }
  }

  private static final class BaleSerializers extends Serializers.Base {
    private final boolean int64Numbers;

    BaleSerializers(boolean int64Numbers) {
      this.int64Numbers = int64Numbers;
    }

    @Override
    public JsonSerializer<?> findSerializer(
        SerializationConfig config, JavaType type, BeanDescription beanDesc) {
      Class<?> raw = type.getRawClass();
      OpenEnumShape e = OpenEnumShape.of(raw);
      if (e != null) {
        return new OpenEnumSerializer(e);
      }
      UnionShape u = UnionShape.ofCase(raw);
      if (u == null) {
        u = UnionShape.of(raw);
      }
      return u == null ? null : new UnionSerializer(u, int64Numbers);
    }
  }

  private static final class BaleKeySerializers extends Serializers.Base {
    @Override
    public JsonSerializer<?> findSerializer(
        SerializationConfig config, JavaType type, BeanDescription beanDesc) {
      OpenEnumShape e = OpenEnumShape.of(type.getRawClass());
      return e == null ? null : new OpenEnumKeySerializer(e);
    }
  }

  private static final class BaleDeserializers extends Deserializers.Base {
    private final Limits budget;

    BaleDeserializers(Limits budget) {
      this.budget = budget;
    }

    @Override
    public JsonDeserializer<?> findBeanDeserializer(
        JavaType type, DeserializationConfig config, BeanDescription beanDesc) {
      Class<?> raw = type.getRawClass();
      OpenEnumShape e = OpenEnumShape.of(raw);
      if (e != null) {
        return new OpenEnumDeserializer(e);
      }
      UnionShape u = UnionShape.of(raw);
      return u == null ? null : new UnionDeserializer(u, budget);
    }
  }

  private static final class BaleKeyDeserializers implements KeyDeserializers {
    @Override
    public KeyDeserializer findKeyDeserializer(
        JavaType type, DeserializationConfig config, BeanDescription beanDesc) {
      OpenEnumShape e = OpenEnumShape.of(type.getRawClass());
      return e == null ? null : new OpenEnumKeyDeserializer(e);
    }
  }

  /** Unknown fields are bytes of a newer schema; JSON.md §2 leaves them out. */
  private static final class DropUnknownFields extends BeanSerializerModifier {
    private static final long serialVersionUID = 1L;

    @Override
    public List<BeanPropertyWriter> changeProperties(
        SerializationConfig config, BeanDescription beanDesc, List<BeanPropertyWriter> props) {
      props.removeIf(p -> p.getType().getRawClass() == UnknownFields.class);
      // An absent json? field (Java null) is left out: written as null it would read back as
      // JSON null, which is a value of json (JSON.md §5.1).
      props.replaceAll(p -> p.getType().getRawClass() == JsonValue.class ? new OmitNull(p) : p);
      return props;
    }
  }

  /** A property writer that writes nothing for a Java {@code null}. */
  private static final class OmitNull extends BeanPropertyWriter {
    private static final long serialVersionUID = 1L;

    OmitNull(BeanPropertyWriter base) {
      super(base);
    }

    @Override
    public void serializeAsField(Object bean, JsonGenerator gen, SerializerProvider prov)
        throws Exception {
      if (get(bean) != null) {
        super.serializeAsField(bean, gen, prov);
      }
    }
  }

  private static final class OpenEnumSerializer extends JsonSerializer<Object> {
    private final OpenEnumShape type;

    OpenEnumSerializer(OpenEnumShape type) {
      this.type = type;
    }

    @Override
    public void serialize(Object value, JsonGenerator gen, SerializerProvider serializers)
        throws IOException {
      String name = type.nameOf(value);
      if (name != null) {
        gen.writeString(name);
      } else {
        gen.writeNumber(type.numberOf(value));
      }
    }
  }

  private static final class OpenEnumKeySerializer extends JsonSerializer<Object> {
    private final OpenEnumShape type;

    OpenEnumKeySerializer(OpenEnumShape type) {
      this.type = type;
    }

    @Override
    public void serialize(Object value, JsonGenerator gen, SerializerProvider serializers)
        throws IOException {
      String name = type.nameOf(value);
      gen.writeFieldName(name != null ? name : Integer.toString(type.numberOf(value)));
    }
  }

  private static final class OpenEnumDeserializer extends JsonDeserializer<Object> {
    private final OpenEnumShape type;

    OpenEnumDeserializer(OpenEnumShape type) {
      this.type = type;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (p.currentToken() == JsonToken.VALUE_STRING) {
        String text = p.getText();
        Object v = type.byName(text);
        if (v == null) {
          return ctxt.handleWeirdStringValue(type.type(), text, "not a value of the enum");
        }
        return v;
      }
      if (p.currentToken() == JsonToken.VALUE_NUMBER_INT) {
        long n = p.getLongValue();
        if (n < 0 || n > Integer.MAX_VALUE) {
          return ctxt.handleWeirdNumberValue(type.type(), n, "enum numbers are 0..2^31-1");
        }
        return type.byNumber((int) n);
      }
      return ctxt.handleUnexpectedToken(type.type(), p);
    }
  }

  private static final class OpenEnumKeyDeserializer extends KeyDeserializer {
    private final OpenEnumShape type;

    OpenEnumKeyDeserializer(OpenEnumShape type) {
      this.type = type;
    }

    @Override
    public Object deserializeKey(String key, DeserializationContext ctxt) throws IOException {
      Object v = type.byName(key);
      if (v != null) {
        return v;
      }
      int n = JsonShapes.enumNumberKey(key);
      return n >= 0
          ? type.byNumber(n)
          : ctxt.handleWeirdKey(type.type(), key, "not a value of the enum");
    }
  }

  private static final class UnionSerializer extends JsonSerializer<Object> {
    private final UnionShape type;
    private final boolean int64Numbers;

    UnionSerializer(UnionShape type, boolean int64Numbers) {
      this.type = type;
      this.int64Numbers = int64Numbers;
    }

    @Override
    public void serialize(Object value, JsonGenerator gen, SerializerProvider serializers)
        throws IOException {
      UnionShape.Case c = type.caseOf(value);
      if (c == null) {
        throw new IllegalArgumentException("not a case of " + type.type().getName() + ": " + value);
      }
      gen.writeStartObject();
      JsonSerializer<Object> own = JsonFields.serializerOf(c.component(), int64Numbers);
      if (own != null) {
        gen.writeFieldName(c.name());
        own.serialize(c.valueOf(value), gen, serializers);
      } else {
        serializers.defaultSerializeField(c.name(), c.valueOf(value), gen);
      }
      gen.writeEndObject();
    }
  }

  private static final class UnionDeserializer extends JsonDeserializer<Object> {
    private final UnionShape type;
    private final Limits budget;

    UnionDeserializer(UnionShape type, Limits budget) {
      this.type = type;
      this.budget = budget;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (p.currentToken() != JsonToken.START_OBJECT) {
        return ctxt.handleUnexpectedToken(type.type(), p);
      }
      if (p.nextToken() != JsonToken.FIELD_NAME) {
        return ctxt.reportInputMismatch(
            type.type(), "a union is an object with exactly one key, the case name; got {}");
      }
      String name = p.currentName();
      UnionShape.Case c = type.caseNamed(name);
      if (c == null) {
        return ctxt.reportInputMismatch(
            type.type(), "'%s' is not a case of %s", name, type.type().getName());
      }
      if (budget != null) {
        ReadBudget.charge(p, ctxt, budget, JsonCharges.union(c));
      }
      p.nextToken();
      if (p.currentToken() == JsonToken.VALUE_NULL && c.valueType() != JsonValue.class) {
        return ctxt.reportInputMismatch(type.type(), "the value of case '%s' is null", name);
      }
      JavaType valueType = ctxt.getTypeFactory().constructType(c.valueType());
      JsonDeserializer<Object> own = JsonFields.deserializerOf(c.component(), valueType, budget);
      Object value = own != null ? own.deserialize(p, ctxt) : ctxt.readValue(p, valueType);
      if (p.nextToken() != JsonToken.END_OBJECT) {
        return ctxt.reportInputMismatch(
            type.type(), "a union is an object with exactly one key; found a second one");
      }
      return c.wrap(value);
    }
  }

  private static final class BytesSerializer extends JsonSerializer<Bytes> {
    @Override
    public void serialize(Bytes value, JsonGenerator gen, SerializerProvider serializers)
        throws IOException {
      gen.writeString(Base64.getEncoder().encodeToString(value.toByteArray()));
    }
  }

  private static final class BytesDeserializer extends JsonDeserializer<Bytes> {
    private final Limits budget;

    BytesDeserializer(Limits budget) {
      this.budget = budget;
    }

    @Override
    public Bytes deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (p.currentToken() != JsonToken.VALUE_STRING) {
        return (Bytes) ctxt.handleUnexpectedToken(Bytes.class, p);
      }
      if (budget != null) {
        ReadBudget.charge(p, ctxt, budget, JsonCharges.bytes(p.getTextLength()));
      }
      String text = p.getText();
      try {
        // The basic decoder accepts input with or without '=' padding.
        return Bytes.of(Base64.getDecoder().decode(text));
      } catch (IllegalArgumentException e) {
        return (Bytes)
            ctxt.handleWeirdStringValue(Bytes.class, text, "not base64: %s", e.getMessage());
      }
    }
  }

  private static final class JsonValueSerializer extends JsonSerializer<JsonValue> {
    @Override
    public void serialize(JsonValue v, JsonGenerator g, SerializerProvider provider)
        throws IOException {
      if (v instanceof JsonValue.Str s) {
        g.writeString(s.value());
      } else if (v instanceof JsonValue.Int i) {
        g.writeNumber(i.value());
      } else if (v instanceof JsonValue.Real r) {
        g.writeNumber(r.value()); // Java's digits always have '.' or 'E': reads back as a float
      } else if (v instanceof JsonValue.Bool b) {
        g.writeBoolean(b.value());
      } else if (v instanceof JsonValue.Arr a) {
        g.writeStartArray();
        for (JsonValue e : a.elements()) {
          serialize(e, g, provider);
        }
        g.writeEndArray();
      } else if (v instanceof JsonValue.Obj o) {
        g.writeStartObject();
        for (java.util.Map.Entry<String, JsonValue> e : o.members().entrySet()) {
          g.writeFieldName(e.getKey());
          serialize(e.getValue(), g, provider);
        }
        g.writeEndObject();
      } else {
        g.writeNull();
      }
    }
  }

  /**
   * Reads any JSON value; integers must fit in a {@code long}. Nesting is bounded by Jackson's own
   * {@code StreamReadConstraints} (1,000 by default).
   */
  private static final class JsonValueDeserializer extends JsonDeserializer<JsonValue> {
    private final Limits budget;

    JsonValueDeserializer(Limits budget) {
      this.budget = budget;
    }

    private void charge(JsonParser p, DeserializationContext ctxt, long n) throws IOException {
      if (budget != null) {
        ReadBudget.charge(p, ctxt, budget, n);
      }
    }

    @Override
    public JsonValue deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      JsonToken t = p.currentToken();
      switch (t) {
        case VALUE_NULL:
          return JsonValue.NULL;
        case VALUE_TRUE:
          return JsonValue.TRUE;
        case VALUE_FALSE:
          return JsonValue.FALSE;
        case VALUE_STRING:
          {
            String text = p.getText();
            charge(p, ctxt, JsonCharges.jsonString(text));
            return new JsonValue.Str(text);
          }
        case VALUE_NUMBER_INT:
          if (p.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
            return (JsonValue)
                ctxt.handleWeirdNumberValue(
                    JsonValue.class, p.getNumberValue(), "json integers are 64-bit");
          }
          return new JsonValue.Int(p.getLongValue());
        case VALUE_NUMBER_FLOAT:
          {
            double d = p.getDoubleValue();
            if (!Double.isFinite(d)) {
              return (JsonValue)
                  ctxt.handleWeirdNumberValue(JsonValue.class, d, "json floats are finite");
            }
            return new JsonValue.Real(d);
          }
        case START_ARRAY:
          {
            // Charged as read: 40 when empty, else 96 + 24 per element (JSON.md §6).
            charge(p, ctxt, JsonCharges.jsonArray(0));
            List<JsonValue> items = new java.util.ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
              charge(
                  p,
                  ctxt,
                  JsonCharges.jsonArray(items.size() + 1) - JsonCharges.jsonArray(items.size()));
              items.add(deserialize(p, ctxt));
            }
            return new JsonValue.Arr(items);
          }
        case START_OBJECT:
        case FIELD_NAME:
          {
            java.util.LinkedHashMap<String, JsonValue> m = new java.util.LinkedHashMap<>();
            charge(p, ctxt, JsonCharges.jsonObject(0));
            if (t == JsonToken.START_OBJECT) {
              p.nextToken();
            }
            for (; p.currentToken() == JsonToken.FIELD_NAME; p.nextToken()) {
              String key = p.currentName();
              p.nextToken();
              charge(
                  p,
                  ctxt,
                  JsonCharges.jsonObject(1)
                      - JsonCharges.jsonObject(0)
                      + JsonCharges.jsonString(key));
              if (m.put(key, deserialize(p, ctxt)) != null) {
                return (JsonValue)
                    ctxt.handleWeirdKey(JsonValue.class, key, "json object key given twice");
              }
            }
            return new JsonValue.Obj(m);
          }
        default:
          return (JsonValue) ctxt.handleUnexpectedToken(JsonValue.class, p);
      }
    }

    /** JSON {@code null} is a value of {@code json}. */
    @Override
    public JsonValue getNullValue(DeserializationContext ctxt) {
      return JsonValue.NULL;
    }

    /** A missing property: absent (an optional field), not JSON {@code null}. */
    @Override
    public Object getAbsentValue(DeserializationContext ctxt) {
      return null;
    }
  }
}
