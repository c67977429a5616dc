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
import dev.bale.runtime.UnknownFields;
import java.io.IOException;
import java.util.Base64;
import java.util.List;

/**
 * Lets Jackson write and read Bale's generated Java (a Spring controller returning a generated
 * record, for instance) as the canonical JSON of docs/spec/JSON.md, the text the JSON bridge
 * ({@code bale-json}, the CLI, TS {@code toJson}) writes: {@code new
 * ObjectMapper().registerModule(new BaleModule())}.
 *
 * <ul>
 *   <li>keys are the schema's field names or {@code [json]} keys ({@code created_at}, {@code
 *       "@id"}), read from the {@link dev.bale.runtime.JsonField} annotations the generator puts on
 *       record components;
 *   <li>{@code i64} and {@code u64} values are decimal strings, {@code u64} unsigned (a Java {@code
 *       long} below zero is above 2^63-1), as values, list elements, map values and map keys; both
 *       strings and numbers are read;
 *   <li>an absent optional field is left out; every other field is written;
 *   <li>an enum is its name, or its number when the value is unknown to this schema version; it
 *       reads back from a name or a number (unknown numbers are kept); so are enum map keys;
 *   <li>a union is an object with one key, the schema's case name: {@code {"point": {...}}};
 *   <li>{@code bytes} are standard base64 with padding (read with or without);
 *   <li>{@code NaN} and the infinities are the strings {@code "NaN"}, {@code "Infinity"} and {@code
 *       "-Infinity"} (Jackson's default {@code WRITE_NAN_AS_STRINGS});
 *   <li>unknown fields kept from decoding are not written (JSON does not carry them).
 * </ul>
 *
 * <p>Left to Jackson: the digits of floats (the same value; Java 17's {@code Double.toString} is
 * not always the shortest form the bridge writes), whitespace, and the reading policy (Jackson's
 * {@code DeserializationFeature}s decide unknown keys and coercions; a missing non-optional field
 * is Jackson's null or zero, which the record's constructor rejects for references). Nested maps
 * with 64-bit keys of both signednesses in one field use the outer map's form. The module is
 * stateless and thread-safe, as Jackson's mappers are once configured.
 */
public final class BaleModule extends SimpleModule {
  private static final long serialVersionUID = 1L;

  public BaleModule() {
    super("bale", Version.unknownVersion());
    addSerializer(Bytes.class, new BytesSerializer());
    addDeserializer(Bytes.class, new BytesDeserializer());
  }

  @Override
  public void setupModule(SetupContext context) {
    super.setupModule(context);
    context.addSerializers(new BaleSerializers());
    context.addKeySerializers(new BaleKeySerializers());
    context.addDeserializers(new BaleDeserializers());
    context.addKeyDeserializers(new BaleKeyDeserializers());
    context.addBeanSerializerModifier(new DropUnknownFields());
    context.insertAnnotationIntrospector(new JsonFields());
  }

  private static final class BaleSerializers extends Serializers.Base {
    @Override
    public JsonSerializer<?> findSerializer(
        SerializationConfig config, JavaType type, BeanDescription beanDesc) {
      Class<?> raw = type.getRawClass();
      OpenEnumType e = OpenEnumType.of(raw);
      if (e != null) {
        return new OpenEnumSerializer(e);
      }
      UnionType u = UnionType.ofCase(raw);
      if (u == null) {
        u = UnionType.of(raw);
      }
      return u == null ? null : new UnionSerializer(u);
    }
  }

  private static final class BaleKeySerializers extends Serializers.Base {
    @Override
    public JsonSerializer<?> findSerializer(
        SerializationConfig config, JavaType type, BeanDescription beanDesc) {
      OpenEnumType e = OpenEnumType.of(type.getRawClass());
      return e == null ? null : new OpenEnumKeySerializer(e);
    }
  }

  private static final class BaleDeserializers extends Deserializers.Base {
    @Override
    public JsonDeserializer<?> findBeanDeserializer(
        JavaType type, DeserializationConfig config, BeanDescription beanDesc) {
      Class<?> raw = type.getRawClass();
      OpenEnumType e = OpenEnumType.of(raw);
      if (e != null) {
        return new OpenEnumDeserializer(e);
      }
      UnionType u = UnionType.of(raw);
      return u == null ? null : new UnionDeserializer(u);
    }
  }

  private static final class BaleKeyDeserializers implements KeyDeserializers {
    @Override
    public KeyDeserializer findKeyDeserializer(
        JavaType type, DeserializationConfig config, BeanDescription beanDesc) {
      OpenEnumType e = OpenEnumType.of(type.getRawClass());
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
      return props;
    }
  }

  private static final class OpenEnumSerializer extends JsonSerializer<Object> {
    private final OpenEnumType type;

    OpenEnumSerializer(OpenEnumType type) {
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
    private final OpenEnumType type;

    OpenEnumKeySerializer(OpenEnumType type) {
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
    private final OpenEnumType type;

    OpenEnumDeserializer(OpenEnumType type) {
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
    private final OpenEnumType type;

    OpenEnumKeyDeserializer(OpenEnumType type) {
      this.type = type;
    }

    @Override
    public Object deserializeKey(String key, DeserializationContext ctxt) throws IOException {
      Object v = type.byName(key);
      if (v != null) {
        return v;
      }
      if (key.matches("0|[1-9][0-9]{0,9}")) {
        long n = Long.parseLong(key);
        if (n <= Integer.MAX_VALUE) {
          return type.byNumber((int) n);
        }
      }
      return ctxt.handleWeirdKey(type.type(), key, "not a value of the enum");
    }
  }

  private static final class UnionSerializer extends JsonSerializer<Object> {
    private final UnionType type;

    UnionSerializer(UnionType type) {
      this.type = type;
    }

    @Override
    public void serialize(Object value, JsonGenerator gen, SerializerProvider serializers)
        throws IOException {
      UnionType.Case c = type.caseOf(value);
      if (c == null) {
        throw new IllegalArgumentException("not a case of " + type.type().getName() + ": " + value);
      }
      gen.writeStartObject();
      JsonSerializer<Object> own = JsonFields.serializerOf(c.component());
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
    private final UnionType type;

    UnionDeserializer(UnionType type) {
      this.type = type;
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
      UnionType.Case c = type.caseNamed(name);
      if (c == null) {
        return ctxt.reportInputMismatch(
            type.type(), "'%s' is not a case of %s", name, type.type().getName());
      }
      p.nextToken();
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        return ctxt.reportInputMismatch(type.type(), "the value of case '%s' is null", name);
      }
      JavaType valueType = ctxt.getTypeFactory().constructType(c.valueType());
      JsonDeserializer<Object> own = JsonFields.deserializerOf(c.component(), valueType);
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
    @Override
    public Bytes deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (p.currentToken() != JsonToken.VALUE_STRING) {
        return (Bytes) ctxt.handleUnexpectedToken(Bytes.class, p);
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
}
