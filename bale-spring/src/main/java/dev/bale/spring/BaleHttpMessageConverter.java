package dev.bale.spring;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.Limits;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatMessageType;
import dev.bale.runtime.flat.FlatType;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractGenericHttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.HttpMessageNotWritableException;

/**
 * Reads and writes HTTP bodies of Bale's generated Java types: {@value #COMPACT_VALUE} in the
 * compact codec, {@value #FLAT_VALUE} in the flat codec.
 *
 * <p>The types it converts are those the generator writes (a class with a public static {@code
 * COMPACT} of its own type, and {@code FLAT} for the flat codec), and as roots that are not
 * messages (FORMAT.md §2.3, {@link RootTypes}) {@code List<E>} and {@code Map<String, V>} of them,
 * e.g. a controller method returning {@code List<Event>}; a flat body can be a {@code List<E>} of a
 * message type, not a map. Any other type is left to the other converters.
 *
 * <pre>{@code
 * @Configuration
 * class WebConfig implements WebMvcConfigurer {
 *   @Override
 *   public void extendMessageConverters(List<HttpMessageConverter<?>> converters) {
 *     converters.add(new BaleHttpMessageConverter()); // after Jackson: JSON stays the default
 *   }
 * }
 * }</pre>
 *
 * <p>A client then sends {@code Content-Type: application/vnd.bale} with compact bytes, and asks
 * for them with {@code Accept: application/vnd.bale}. Added after the JSON converter, as above, it
 * answers only requests that name its media types; added first, it would also answer {@code Accept:
 * *}{@code /*}.
 *
 * <p><b>Reading</b> treats the body as untrusted bytes: it is decoded whole under {@link Limits}
 * (the defaults, or those given), a body longer than {@link Limits#maxStreamMessageBytes()} is
 * refused before it is read (by its {@code Content-Length}) or as soon as it is longer, and bytes
 * after the root are an error ({@code TRAILING_BYTES}). A body that does not decode raises {@link
 * HttpMessageNotReadableException} (Spring answers 400) whose message holds the decoder's error:
 * its code, offset and field path; the {@link BaleException} is its cause. <b>Writing</b> sets
 * {@code Content-Length}; a value the codec refuses (a required field left null) raises {@link
 * HttpMessageNotWritableException}.
 *
 * <p>An instance is immutable and thread-safe; share one. It finds a type's codecs by reflection
 * once and keeps them.
 */
public final class BaleHttpMessageConverter extends AbstractGenericHttpMessageConverter<Object> {
  /** The media type of a body in the compact codec. */
  public static final String COMPACT_VALUE = "application/vnd.bale";

  /** The media type of a body in the flat codec. */
  public static final String FLAT_VALUE = "application/vnd.bale.flat";

  /** {@link #COMPACT_VALUE} as a {@link MediaType}. */
  public static final MediaType COMPACT = MediaType.parseMediaType(COMPACT_VALUE);

  /** {@link #FLAT_VALUE} as a {@link MediaType}. */
  public static final MediaType FLAT = MediaType.parseMediaType(FLAT_VALUE);

  /** A type's two codecs; {@code flat} is null where the flat codec cannot carry the type. */
  private record Codecs(CompactType<Object> compact, FlatType<Object> flat) {}

  /** Types already looked at, with their codecs or none. */
  private final Map<Type, Optional<Codecs>> codecs = new ConcurrentHashMap<>();

  private final Limits limits;

  /** A converter that decodes under {@link Limits#DEFAULT}. */
  public BaleHttpMessageConverter() {
    this(Limits.DEFAULT);
  }

  /** A converter that decodes under {@code limits}. */
  public BaleHttpMessageConverter(Limits limits) {
    super(COMPACT, FLAT);
    this.limits = Objects.requireNonNull(limits, "limits");
  }

  /** The limits bodies are decoded under. */
  public Limits limits() {
    return limits;
  }

  @Override
  protected boolean supports(Class<?> clazz) {
    return codecs(clazz) != null;
  }

  @Override
  public boolean canRead(Type type, Class<?> contextClass, MediaType mediaType) {
    return canRead(mediaType) && carries(codecs(type), mediaType);
  }

  @Override
  public boolean canWrite(Type type, Class<?> clazz, MediaType mediaType) {
    Codecs c = type instanceof Class || type instanceof ParameterizedType ? codecs(type) : null;
    if (c == null) {
      c = codecs(clazz);
    }
    return canWrite(mediaType) && carries(c, mediaType);
  }

  /** Whether {@code c} can carry a body of {@code mediaType} (a flat body needs the flat codec). */
  private static boolean carries(Codecs c, MediaType mediaType) {
    return c != null && (c.flat() != null || !isFlat(mediaType));
  }

  private static boolean isFlat(MediaType mediaType) {
    return mediaType != null && FLAT.equalsTypeAndSubtype(mediaType);
  }

  @Override
  protected Object readInternal(Class<?> clazz, HttpInputMessage input) throws IOException {
    return read(clazz, null, input);
  }

  @Override
  public Object read(Type type, Class<?> contextClass, HttpInputMessage input) throws IOException {
    Codecs c = codecs(type);
    boolean flat = isFlat(input.getHeaders().getContentType());
    if (c == null || (flat && c.flat() == null)) {
      throw new HttpMessageNotReadableException(
          "Bale cannot read a " + codecName(flat) + " body as " + type.getTypeName(), input);
    }
    byte[] body = body(input);
    try {
      return flat ? Flat.decode(c.flat(), body, limits) : Compact.decode(c.compact(), body, limits);
    } catch (BaleException e) {
      throw new HttpMessageNotReadableException(
          "Bale " + codecName(flat) + " body of " + type.getTypeName() + ": " + e.getMessage(),
          e,
          input);
    }
  }

  /** The whole body, at most {@link Limits#maxStreamMessageBytes()} of it. */
  private byte[] body(HttpInputMessage input) throws IOException {
    int max = limits.maxStreamMessageBytes();
    long declared = input.getHeaders().getContentLength();
    if (declared > max) {
      throw tooLong(declared + " bytes (Content-Length)", max, input);
    }
    InputStream in = input.getBody();
    // readNBytes grows its buffer as bytes arrive: a large Content-Length reserves nothing.
    byte[] body = in.readNBytes(max == Integer.MAX_VALUE ? max - 8 : max + 1);
    if (body.length > max) {
      throw tooLong("more than " + max + " bytes", max, input);
    }
    return body;
  }

  private static HttpMessageNotReadableException tooLong(
      String what, int max, HttpInputMessage input) {
    return new HttpMessageNotReadableException(
        "Bale body of "
            + what
            + " is over the limit of "
            + max
            + " bytes"
            + " (Limits.maxStreamMessageBytes)",
        input);
  }

  @Override
  protected void writeInternal(Object value, Type type, HttpOutputMessage output)
      throws IOException {
    Codecs c = type instanceof Class || type instanceof ParameterizedType ? codecs(type) : null;
    if (c == null) {
      c = codecs(value.getClass());
    }
    boolean flat = isFlat(output.getHeaders().getContentType());
    if (c == null || (flat && c.flat() == null)) {
      throw new HttpMessageNotWritableException(
          "Bale cannot write " + value.getClass().getName() + " as a " + codecName(flat) + " body");
    }
    byte[] bytes;
    try {
      bytes = flat ? Flat.encode(c.flat(), value) : Compact.encode(c.compact(), value);
    } catch (BaleException | IllegalArgumentException | NullPointerException e) {
      throw new HttpMessageNotWritableException(
          "Bale could not encode " + value.getClass().getName() + ": " + e.getMessage(), e);
    }
    output.getHeaders().setContentLength(bytes.length);
    output.getBody().write(bytes);
  }

  private static String codecName(boolean flat) {
    return flat ? "flat" : "compact";
  }

  /** The codecs of {@code type}, or null when this converter does not carry it. */
  private Codecs codecs(Type type) {
    if (type == null) {
      return null;
    }
    Optional<Codecs> known = codecs.get(type);
    if (known == null) {
      known = Optional.ofNullable(find(type));
      codecs.putIfAbsent(type, known);
    }
    return known.orElse(null);
  }

  private static Codecs find(Type type) {
    if (type instanceof Class<?> c) {
      return generated(c);
    }
    if (!(type instanceof ParameterizedType p) || !(p.getRawType() instanceof Class<?> raw)) {
      return null;
    }
    Type[] args = p.getActualTypeArguments();
    if (raw == List.class && args.length == 1 && args[0] instanceof Class<?> e) {
      Codecs element = generated(e);
      return element == null
          ? null
          : new Codecs(cast(RootTypes.list(element.compact())), flatList(element));
    }
    if (raw == Map.class
        && args.length == 2
        && args[0] == String.class
        && args[1] instanceof Class<?> v) {
      Codecs value = generated(v);
      return value == null ? null : new Codecs(cast(RootTypes.stringMap(value.compact())), null);
    }
    return null;
  }

  /** A flat list root of {@code element}'s type, or null if that is not a message type. */
  private static FlatType<Object> flatList(Codecs element) {
    return element.flat() instanceof FlatMessageType<?>
        ? castFlat(RootTypes.flatList(element.flat()))
        : null;
  }

  /** The codecs a generated class declares ({@code COMPACT}, {@code FLAT}), or null. */
  private static Codecs generated(Class<?> c) {
    CompactType<Object> compact = cast(codecField(c, "COMPACT", CompactType.class));
    if (compact == null) {
      return null;
    }
    return new Codecs(compact, castFlat(codecField(c, "FLAT", FlatType.class)));
  }

  /**
   * The value of {@code c}'s public static final field {@code name}, if {@code c} declares it with
   * type {@code kind<c>}, as generated code does; null otherwise.
   */
  private static Object codecField(Class<?> c, String name, Class<?> kind) {
    try {
      Field f = c.getField(name);
      int m = f.getModifiers();
      if (f.getDeclaringClass() != c
          || !Modifier.isStatic(m)
          || !Modifier.isFinal(m)
          || f.getType() != kind
          || !(f.getGenericType() instanceof ParameterizedType t)
          || t.getActualTypeArguments()[0] != c) {
        return null;
      }
      return f.get(null);
    } catch (NoSuchFieldException | IllegalAccessException | SecurityException e) {
      return null;
    }
  }

  @SuppressWarnings("unchecked")
  private static CompactType<Object> cast(Object type) {
    return (CompactType<Object>) type;
  }

  @SuppressWarnings("unchecked")
  private static FlatType<Object> castFlat(Object type) {
    return (FlatType<Object>) type;
  }
}
