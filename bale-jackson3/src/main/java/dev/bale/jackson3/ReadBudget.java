package dev.bale.jackson3;

import dev.bale.runtime.Limits;
import dev.bale.runtime.internal.JsonCharges;
import dev.bale.runtime.internal.JsonShapes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.ValueDeserializerModifier;
import tools.jackson.databind.deser.std.DelegatingDeserializer;
import tools.jackson.databind.type.CollectionType;
import tools.jackson.databind.type.MapType;

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

  private ReadBudget() {}

  /** Charges {@code n} estimated bytes to the read of {@code ctxt}; throws past its budget. */
  static void charge(JsonParser p, DeserializationContext ctxt, Limits limits, long n) {
    JsonCharges b = (JsonCharges) ctxt.getAttribute(KEY);
    if (b == null) {
      b = new JsonCharges(limits);
      ctxt.setAttribute(KEY, b);
    }
    if (b.add(n)) {
      TokenStreamLocation now = p.currentLocation();
      long read = Math.max(0, Math.max(now.getByteOffset(), now.getCharOffset()));
      if (b.over(read)) {
        throw new JsonLimitException(
            p, p.currentTokenLocation(), path(p), b.charged(), b.budget(), read);
      }
    }
  }

  /**
   * The JSON path of the value at the parser's position (JSON.md §7): {@code $}, {@code .name} or
   * {@code ["key"]}, {@code [i]}.
   */
  static String path(JsonParser p) {
    TokenStreamContext c = p.streamReadContext();
    JsonToken t = p.currentToken();
    if (c != null
        && (t == JsonToken.START_OBJECT
            || t == JsonToken.START_ARRAY
            || t == JsonToken.PROPERTY_NAME)) {
      c = c.getParent(); // the value is that object or array: its place is in the parent
    }
    List<TokenStreamContext> levels = new ArrayList<>();
    for (; c != null && !c.inRoot(); c = c.getParent()) {
      levels.add(c);
    }
    StringBuilder sb = new StringBuilder("$");
    for (int i = levels.size() - 1; i >= 0; i--) {
      TokenStreamContext l = levels.get(i);
      if (l.inArray()) {
        sb.append('[').append(Math.max(0, l.getCurrentIndex())).append(']');
      } else if (l.currentName() != null) {
        JsonShapes.appendMember(sb, l.currentName());
      }
    }
    return sb.toString();
  }

  /** Wraps the deserializers of generated records, lists and maps so that they charge. */
  static final class Charges extends ValueDeserializerModifier {
    private static final long serialVersionUID = 1L;
    private final transient Limits limits;

    Charges(Limits limits) {
      this.limits = limits;
    }

    @Override
    public ValueDeserializer<?> modifyDeserializer(
        DeserializationConfig config,
        BeanDescription.Supplier beanDesc,
        ValueDeserializer<?> deserializer) {
      Class<?> raw = beanDesc.getBeanClass();
      if (JsonShapes.isGeneratedRecord(raw)) {
        return new ChargedRecord(
            deserializer, limits, JsonCharges.record(raw, JsonCharges.Creator.JACKSON_3));
      }
      // A generated class too wide for a record is read through its builder, whose description
      // this is.
      Class<?> built = JsonShapes.builderOf(raw);
      return built != null
          ? new ChargedRecord(
              deserializer, limits, JsonCharges.record(built, JsonCharges.Creator.JACKSON_3))
          : deserializer;
    }

    @Override
    public ValueDeserializer<?> modifyCollectionDeserializer(
        DeserializationConfig config,
        CollectionType type,
        BeanDescription.Supplier beanDesc,
        ValueDeserializer<?> deserializer) {
      return new ChargedCollection(deserializer, limits, type);
    }

    @Override
    public ValueDeserializer<?> modifyMapDeserializer(
        DeserializationConfig config,
        MapType type,
        BeanDescription.Supplier beanDesc,
        ValueDeserializer<?> deserializer) {
      return new ChargedCollection(deserializer, limits, type);
    }
  }

  /** A generated record: charged before Jackson builds it, at its first token. */
  private static final class ChargedRecord extends DelegatingDeserializer {
    private static final long serialVersionUID = 1L;
    private final transient Limits limits;
    private final long size;

    ChargedRecord(ValueDeserializer<?> delegate, Limits limits, long size) {
      super(delegate);
      this.limits = limits;
      this.size = size;
    }

    @Override
    protected ValueDeserializer<?> newDelegatingInstance(ValueDeserializer<?> newDelegatee) {
      return new ChargedRecord(newDelegatee, limits, size);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) {
      if (p.currentToken() != JsonToken.VALUE_NULL) {
        charge(p, ctxt, limits, size);
      }
      return _delegatee.deserialize(p, ctxt);
    }
  }

  /**
   * A list or map: charged once Jackson has read it, at its closing bracket ({@link
   * JsonCharges#list}, {@link JsonCharges#map}). Its elements charge themselves as they are read,
   * so what is built uncharged meanwhile is the collection's own array and entries, a few bytes per
   * element.
   */
  private static final class ChargedCollection extends DelegatingDeserializer {
    private static final long serialVersionUID = 1L;
    private final transient Limits limits;
    private final JavaType type;
    private final boolean isMap;
    private final long empty; // the charge of none
    private final long base; // of n > 0: base + n x unit
    private final long unit;

    ChargedCollection(ValueDeserializer<?> delegate, Limits limits, JavaType type) {
      super(delegate);
      this.limits = limits;
      this.type = type;
      this.isMap = type.isMapLikeType();
      Class<?> k = isMap ? type.getKeyType().getRawClass() : null;
      Class<?> e = type.getContentType().getRawClass();
      this.empty = JsonCharges.collection(0, k, e);
      this.unit = JsonCharges.collection(2, k, e) - JsonCharges.collection(1, k, e);
      this.base = JsonCharges.collection(1, k, e) - unit;
    }

    @Override
    protected ValueDeserializer<?> newDelegatingInstance(ValueDeserializer<?> newDelegatee) {
      return new ChargedCollection(newDelegatee, limits, type);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) {
      Object v = _delegatee.deserialize(p, ctxt);
      int n = JsonCharges.count(v);
      charge(p, ctxt, limits, n == 0 ? empty : base + n * unit);
      return v;
    }
  }

  /** The charge of a list or map {@code v} of {@code type} (a collection or map type). */
  static long collection(Object v, JavaType type) {
    Class<?> key = v instanceof Map<?, ?> ? type.getKeyType().getRawClass() : null;
    return JsonCharges.collection(JsonCharges.count(v), key, type.getContentType().getRawClass());
  }
}
