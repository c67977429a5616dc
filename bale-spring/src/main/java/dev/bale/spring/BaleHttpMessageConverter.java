package dev.bale.spring;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.GeneratedCodecs;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.Flat;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractGenericHttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.HttpMessageNotWritableException;

/**
 * Reads and writes HTTP bodies of Bale's generated Java types: {@value
 * BaleMediaTypes#COMPACT_VALUE} in the compact codec, {@value BaleMediaTypes#FLAT_VALUE} in the
 * flat codec.
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
 * <p>{@value BaleMediaTypes#STREAM_VALUE} is a message stream (FORMAT.md §4.1) of a generated
 * message type {@code E}: a {@code List<E>} is written as the frame ({@code E}'s schema
 * fingerprint) and one record per element, and read back from one; a single {@code E} is a stream
 * of one record. The whole stream is built, or read, in memory, as a list root is: so a Spring MVC
 * route returning a {@code Flux<E>}, which Spring MVC collects into a {@code List<E>}, answers
 * {@code Accept: application/vnd.bale.stream} with the same bytes as WebFlux's {@link BaleEncoder},
 * but only once the {@code Flux} has completed (WebFlux writes a record per value as it arrives). A
 * {@code List} known only by its class ({@code RestTemplate}) is a stream of its elements' one
 * generated message type; an empty one does not say its type and is not written.
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
  private final GeneratedTypes types = new GeneratedTypes();

  private final Limits limits;

  /** A converter that decodes under {@link Limits#DEFAULT}. */
  public BaleHttpMessageConverter() {
    this(Limits.DEFAULT);
  }

  /** A converter that decodes under {@code limits}. */
  public BaleHttpMessageConverter(Limits limits) {
    super(BaleMediaTypes.COMPACT, BaleMediaTypes.FLAT, BaleMediaTypes.STREAM);
    this.limits = Objects.requireNonNull(limits, "limits");
  }

  /** The limits bodies are decoded under. */
  public Limits limits() {
    return limits;
  }

  @Override
  protected boolean supports(Class<?> clazz) {
    return types.codecs(clazz) != null;
  }

  /**
   * The media types for values of class {@code clazz}: Spring MVC asks this with the value's class
   * alone (a {@code List}'s runtime class, without its element type) when it lists what it can
   * produce, so a {@code List} or {@code Map} class gets them too; {@link #canWrite(Type, Class,
   * MediaType)} then checks the declared type.
   */
  @Override
  public List<MediaType> getSupportedMediaTypes(Class<?> clazz) {
    return supports(clazz)
            || List.class.isAssignableFrom(clazz)
            || Map.class.isAssignableFrom(clazz)
        ? getSupportedMediaTypes()
        : List.of();
  }

  @Override
  public boolean canRead(Type type, Class<?> contextClass, MediaType mediaType) {
    if (GeneratedTypes.isStream(mediaType)) {
      return types.records(type) != null;
    }
    return canRead(mediaType) && GeneratedTypes.carries(types.codecs(type), mediaType);
  }

  @Override
  public boolean canWrite(Type type, Class<?> clazz, MediaType mediaType) {
    if (GeneratedTypes.isStream(mediaType)) {
      return types.streams(type, clazz);
    }
    if (!canWrite(mediaType)) {
      return false;
    }
    GeneratedCodecs c = types.forValue(type, clazz);
    return c != null
        ? GeneratedTypes.carries(c, mediaType)
        : GeneratedTypes.byElements(type, clazz, mediaType);
  }

  @Override
  protected Object readInternal(Class<?> clazz, HttpInputMessage input) throws IOException {
    return read(clazz, null, input);
  }

  @Override
  public Object read(Type type, Class<?> contextClass, HttpInputMessage input) throws IOException {
    if (GeneratedTypes.isStream(input.getHeaders().getContentType())) {
      return readStream(type, input);
    }
    GeneratedCodecs c = types.codecs(type);
    boolean flat = GeneratedTypes.isFlat(input.getHeaders().getContentType());
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

  /**
   * A message stream's records, read whole: a {@code List<E>}, or the one record of a single value.
   */
  private Object readStream(Type type, HttpInputMessage input) throws IOException {
    GeneratedCodecs c = types.records(type);
    if (c == null) {
      throw new HttpMessageNotReadableException(
          "Bale cannot read a stream body as " + type.getTypeName(), input);
    }
    byte[] body = body(input);
    List<Object> values;
    try {
      values =
          MessageStreamDecoder.decodeAll(c.compact(), c.fingerprint().getAsLong(), body, limits);
    } catch (BaleException e) {
      throw new HttpMessageNotReadableException(
          "Bale stream body of " + type.getTypeName() + ": " + e.getMessage(), e, input);
    }
    if (GeneratedTypes.isList(type)) {
      return values;
    }
    if (values.size() != 1) {
      throw new HttpMessageNotReadableException(
          "Bale stream body of "
              + values.size()
              + " records read as one "
              + type.getTypeName()
              + " (read a List of it)",
          input);
    }
    return values.get(0);
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
    if (GeneratedTypes.isStream(output.getHeaders().getContentType())) {
      writeStream(value, type, output);
      return;
    }
    GeneratedCodecs c = types.forInstance(type, value);
    boolean flat = GeneratedTypes.isFlat(output.getHeaders().getContentType());
    if (c == null || (flat && c.flat() == null)) {
      throw new HttpMessageNotWritableException(
          "Bale cannot write "
              + value.getClass().getName()
              + " as a "
              + codecName(flat)
              + " body"
              + GeneratedCodecs.whyNone(value));
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

  /** {@code value} as a message stream: one record per element of a list, or one record. */
  private void writeStream(Object value, Type type, HttpOutputMessage output) throws IOException {
    byte[] bytes;
    try {
      bytes = types.stream(type, value);
    } catch (BaleException | IllegalArgumentException | NullPointerException e) {
      throw new HttpMessageNotWritableException(
          "Bale could not encode " + value.getClass().getName() + ": " + e.getMessage(), e);
    }
    if (bytes == null) {
      throw new HttpMessageNotWritableException(
          "Bale cannot write a stream body: " + GeneratedTypes.whyNoStream(value));
    }
    output.getHeaders().setContentLength(bytes.length);
    output.getBody().write(bytes);
  }

  private static String codecName(boolean flat) {
    return flat ? "flat" : "compact";
  }
}
