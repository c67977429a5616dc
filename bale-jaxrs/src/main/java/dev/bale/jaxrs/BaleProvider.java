package dev.bale.jaxrs;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.GeneratedCodecs;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.flat.Flat;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.ClientErrorException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.InternalServerErrorException;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Provider;
import jakarta.ws.rs.ext.Providers;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Objects;

/**
 * Jakarta REST (JAX-RS) entity provider for Bale's generated types: {@value #COMPACT} bodies in the
 * compact codec, {@value #FLAT} in the flat codec; {@code List<E>} and {@code Map<String, V>} of
 * generated types as the root wrapper ({@link GeneratedCodecs}). Register it with the application
 * ({@code ResourceConfig.register(new BaleProvider())} in Jersey, a {@code getSingletons()} entry,
 * or by class scanning: it is a {@link Provider} with a public no-argument constructor).
 *
 * <pre>{@code
 * @POST @Path("/orders")
 * @Consumes(BaleProvider.COMPACT) @Produces(BaleProvider.COMPACT)
 * public Receipt place(Order order) { ... }
 * }</pre>
 *
 * <p>A request body is untrusted input: it is decoded whole under {@link Limits}: those given to
 * the constructor; else those of the application's {@code ContextResolver<Limits>} for the body's
 * media type, if it registers one (the way to set them where the runtime makes the provider, as
 * Quarkus and class scanning do); else {@link Limits#DEFAULT}. A body longer than {@link
 * Limits#maxStreamMessageBytes()} is refused with 413, before it is read when its {@code
 * Content-Length} says so; bytes that do not decode, or bytes after the root, are a {@link
 * BadRequestException} (400) whose message holds the decoder's code, offset and field path and
 * whose cause is the {@link BaleException}. Writing sets {@code Content-Length}; a value the codec
 * refuses (a string that is not Unicode text) is an {@link InternalServerErrorException}.
 *
 * <p>{@value #STREAM} is a message stream (FORMAT.md §4.1) of a generated message type {@code E},
 * carried as a {@code List<E>} (declared, or known only by its class and its elements all of one
 * generated message type): written as the frame ({@code E}'s schema fingerprint) and one record per
 * element, read back whole (under the same limit as a single body) into a declared list. A single
 * value is not written as a stream: a runtime that writes a reactive stream's items one by one
 * through the provider (Quarkus REST with a {@code Multi<E>}) would make each item a stream of its
 * own (bale-quarkus's {@code BaleStreamWriter} writes those in Quarkus). A streamed {@code Multi}'s
 * items asked for as one root each (back to back, bytes no decoder reads) are refused with an
 * {@link InternalServerErrorException}: the provider knows them by the class of the buffer Quarkus
 * REST writes each into.
 *
 * <p>Thread-safe: one instance serves every request (the runtime sets its {@code Providers} once,
 * before the first).
 */
@Provider
@Consumes({BaleProvider.COMPACT, BaleProvider.FLAT, BaleProvider.STREAM})
@Produces({BaleProvider.COMPACT, BaleProvider.FLAT, BaleProvider.STREAM})
public final class BaleProvider implements MessageBodyReader<Object>, MessageBodyWriter<Object> {
  /** The media type of a body in the compact codec. */
  public static final String COMPACT = "application/vnd.bale";

  /** The media type of a body in the flat codec. */
  public static final String FLAT = "application/vnd.bale.flat";

  /** The media type of a message stream of a {@code List<E>}'s elements. */
  public static final String STREAM = "application/vnd.bale.stream";

  /** {@link #COMPACT} as a {@link MediaType}. */
  public static final MediaType COMPACT_TYPE = new MediaType("application", "vnd.bale");

  /** {@link #FLAT} as a {@link MediaType}. */
  public static final MediaType FLAT_TYPE = new MediaType("application", "vnd.bale.flat");

  /** {@link #STREAM} as a {@link MediaType}. */
  public static final MediaType STREAM_TYPE = new MediaType("application", "vnd.bale.stream");

  /**
   * The class of the buffer Quarkus REST writes each item of a streamed {@code Multi} into (its
   * only use there), by name: this module does not depend on Quarkus.
   */
  private static final String QUARKUS_STREAMED_ITEM =
      "org.jboss.resteasy.reactive.server.StreamingOutputStream";

  /** Types already looked at (per instance, not global). */
  private final GeneratedCodecs.Cache codecs = new GeneratedCodecs.Cache();

  /** The limits given to the constructor, or null. */
  private final Limits limits;

  /**
   * Set by the Jakarta REST runtime (package-private, so that Quarkus injects it without
   * reflection): where the application's {@code ContextResolver<Limits>} is found. Null where the
   * provider is used outside a runtime.
   */
  @Context Providers providers;

  /**
   * A provider that decodes under the application's {@code ContextResolver<Limits>}, if it
   * registers one, else {@link Limits#DEFAULT}.
   */
  public BaleProvider() {
    this.limits = null;
  }

  /** A provider that decodes under {@code limits}, whatever else the application registers. */
  public BaleProvider(Limits limits) {
    this.limits = Objects.requireNonNull(limits, "limits");
  }

  /**
   * The limits given to the constructor, else {@link Limits#DEFAULT}; an application's {@code
   * ContextResolver<Limits>} takes the default's place when a body is read.
   */
  public Limits limits() {
    return limits != null ? limits : Limits.DEFAULT;
  }

  /** The limits a body of {@code mediaType} is decoded under (see the class comment). */
  private Limits limits(MediaType mediaType) {
    if (limits != null) {
      return limits;
    }
    Providers p = providers;
    ContextResolver<Limits> resolver =
        p == null ? null : p.getContextResolver(Limits.class, mediaType);
    Limits resolved = resolver == null ? null : resolver.getContext(Limits.class);
    return resolved != null ? resolved : Limits.DEFAULT;
  }

  @Override
  public boolean isReadable(
      Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    if (isStream(mediaType)) {
      return records(type, genericType) != null;
    }
    return carries(codecs(genericType, type), mediaType);
  }

  @Override
  public boolean isWriteable(
      Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    genericType = result(type, genericType);
    if (isStream(mediaType)) {
      // A List known only by its class (an Entity without GenericEntity, a Response's entity):
      // its elements say the records' type when it is written.
      return records(type, genericType) != null
          || GeneratedCodecs.isUntypedCollection(genericType, type, true);
    }
    GeneratedCodecs c = codecs(genericType, type);
    if (c != null) {
      return carries(c, mediaType);
    }
    // A List or Map entity known only by its class (Entity.entity(list, type) without a
    // GenericEntity), named for an explicit Bale type: its elements tell its root in writeTo.
    return mediaType != null
        && !mediaType.isWildcardType()
        && !mediaType.isWildcardSubtype()
        && (COMPACT_TYPE.isCompatible(mediaType) || isFlat(mediaType))
        && GeneratedCodecs.isUntypedCollection(genericType, type, isFlat(mediaType));
  }

  /**
   * {@code genericType}, or where it is the type of something that yields a value of class {@code
   * type} rather than that value's (Quarkus REST asks {@link #isWriteable} with a method's return
   * type, {@code Uni<List<E>>}, for its result, a {@code List}, which it then writes with {@code
   * List<E>}; likewise {@code CompletionStage<T>}), its one type argument.
   */
  private static Type result(Class<?> type, Type genericType) {
    if (genericType instanceof ParameterizedType w
        && w.getRawType() instanceof Class<?> raw
        && !raw.isAssignableFrom(type)
        && w.getActualTypeArguments().length == 1) {
      return w.getActualTypeArguments()[0];
    }
    return genericType;
  }

  /** Whether {@code mediaType} is {@link #STREAM} itself (a wildcard is not). */
  private static boolean isStream(MediaType mediaType) {
    return mediaType != null
        && STREAM_TYPE.isCompatible(mediaType)
        && !mediaType.isWildcardType()
        && !mediaType.isWildcardSubtype();
  }

  /**
   * The codecs of a stream's records for a value declared as {@code genericType}: a {@code
   * List<E>}'s {@code E}, when that is a generated message type (it has a schema fingerprint); else
   * null.
   */
  private GeneratedCodecs records(Class<?> type, Type genericType) {
    if (!List.class.isAssignableFrom(type)
        || !(genericType instanceof ParameterizedType p)
        || p.getActualTypeArguments().length != 1) {
      return null;
    }
    GeneratedCodecs c = codecs.of(p.getActualTypeArguments()[0]);
    return c != null && c.fingerprint().isPresent() ? c : null;
  }

  private static boolean isFlat(MediaType mediaType) {
    return mediaType != null && FLAT_TYPE.isCompatible(mediaType) && !mediaType.isWildcardSubtype();
  }

  /** Whether {@code c} can carry a body of {@code mediaType}: one of ours or a wildcard. */
  private static boolean carries(GeneratedCodecs c, MediaType mediaType) {
    if (c == null) {
      return false;
    }
    if (mediaType == null || mediaType.isWildcardType() || mediaType.isWildcardSubtype()) {
      return true;
    }
    return isFlat(mediaType) ? c.flat() != null : COMPACT_TYPE.isCompatible(mediaType);
  }

  @Override
  public Object readFrom(
      Class<Object> type,
      Type genericType,
      Annotation[] annotations,
      MediaType mediaType,
      MultivaluedMap<String, String> httpHeaders,
      InputStream entityStream)
      throws IOException {
    String name = (genericType != null ? genericType : type).getTypeName();
    if (isStream(mediaType)) {
      return readStream(type, genericType, name, mediaType, httpHeaders, entityStream);
    }
    GeneratedCodecs c = codecs(genericType, type);
    boolean flat = isFlat(mediaType);
    if (c == null || (flat && c.flat() == null)) {
      throw new BadRequestException("Bale cannot read a " + codec(flat) + " body as " + name);
    }
    Limits l = limits(mediaType);
    byte[] body = body(httpHeaders, entityStream, l.maxStreamMessageBytes());
    try {
      return flat ? Flat.decode(c.flat(), body, l) : Compact.decode(c.compact(), body, l);
    } catch (BaleException e) {
      throw new BadRequestException(
          "Bale " + codec(flat) + " body of " + name + ": " + e.getMessage(), e);
    }
  }

  /** A message stream read whole into a list of its records. */
  private List<Object> readStream(
      Class<?> type,
      Type genericType,
      String name,
      MediaType mediaType,
      MultivaluedMap<String, String> httpHeaders,
      InputStream entityStream)
      throws IOException {
    GeneratedCodecs c = records(type, genericType);
    if (c == null) {
      throw new BadRequestException("Bale cannot read a stream body as " + name);
    }
    Limits l = limits(mediaType);
    byte[] body = body(httpHeaders, entityStream, l.maxStreamMessageBytes());
    try {
      return MessageStreamDecoder.decodeAll(c.compact(), c.fingerprint().getAsLong(), body, l);
    } catch (BaleException e) {
      throw new BadRequestException("Bale stream body of " + name + ": " + e.getMessage(), e);
    }
  }

  /** The whole body, at most {@code max} bytes of it ({@link Limits#maxStreamMessageBytes()}). */
  private static byte[] body(MultivaluedMap<String, String> headers, InputStream in, int max)
      throws IOException {
    String length = headers == null ? null : headers.getFirst(HttpHeaders.CONTENT_LENGTH);
    if (length != null) {
      try {
        long declared = Long.parseLong(length.trim());
        if (declared > max) {
          throw tooLong(declared + " bytes (Content-Length)", max);
        }
      } catch (NumberFormatException ignored) {
        // not a length: the container's business; read as far as the limit below
      }
    }
    // readNBytes grows its buffer as bytes arrive: a large Content-Length reserves nothing.
    byte[] body = in.readNBytes(max == Integer.MAX_VALUE ? max - 8 : max + 1);
    if (body.length > max) {
      throw tooLong("more than " + max + " bytes", max);
    }
    return body;
  }

  private static ClientErrorException tooLong(String what, int max) {
    return new ClientErrorException(
        "Bale body of "
            + what
            + " is over the limit of "
            + max
            + " bytes (Limits.maxStreamMessageBytes)",
        Response.Status.REQUEST_ENTITY_TOO_LARGE);
  }

  @Override
  public void writeTo(
      Object value,
      Class<?> type,
      Type genericType,
      Annotation[] annotations,
      MediaType mediaType,
      MultivaluedMap<String, Object> httpHeaders,
      OutputStream entityStream)
      throws IOException {
    if (isStream(mediaType)) {
      writeStream(value, type, genericType, httpHeaders, entityStream);
      return;
    }
    if (entityStream.getClass().getName().equals(QUARKUS_STREAMED_ITEM)) {
      // An item of a Multi that Quarkus REST streams item by item: one root each, back to back,
      // would be bytes no decoder reads. Refused (a 500 before the first item is sent).
      throw new InternalServerErrorException(
          "Bale cannot write a streamed Multi's items as "
              + mediaType
              + ", which holds one root: produce "
              + STREAM
              + " (with bale-quarkus: a message stream, one record per item), or return a List"
              + " (one list root)");
    }
    GeneratedCodecs c = codecs.forInstance(genericType, value);
    boolean flat = isFlat(mediaType);
    if (c == null || (flat && c.flat() == null)) {
      throw new InternalServerErrorException(
          "Bale cannot write "
              + value.getClass().getName()
              + " as a "
              + codec(flat)
              + " body"
              + GeneratedCodecs.whyNone(value));
    }
    byte[] bytes;
    try {
      bytes = flat ? Flat.encode(c.flat(), value) : Compact.encode(c.compact(), value);
    } catch (BaleException | IllegalArgumentException | NullPointerException e) {
      throw new InternalServerErrorException(
          "Bale could not encode " + value.getClass().getName() + ": " + e.getMessage(), e);
    }
    httpHeaders.putSingle(HttpHeaders.CONTENT_LENGTH, Integer.toString(bytes.length));
    entityStream.write(bytes);
  }

  /** A declared {@code List<E>} as a message stream: the frame, a record per element. */
  private void writeStream(
      Object value,
      Class<?> type,
      Type genericType,
      MultivaluedMap<String, Object> httpHeaders,
      OutputStream entityStream)
      throws IOException {
    GeneratedCodecs c = records(type, genericType);
    if (c == null && value instanceof List<?> list) {
      c = codecs.forElements(list);
      c = c != null && c.fingerprint().isPresent() ? c : null;
    }
    if (c == null) {
      throw new InternalServerErrorException(
          "Bale cannot write "
              + (genericType != null ? genericType : type).getTypeName()
              + " as a stream body: a stream is a List of a generated message type, declared or"
              + " (a List known only by its class) said by its elements, and "
              + (value instanceof List<?> l && l.isEmpty()
                  ? "this one has none (declare its element type: a GenericEntity)"
                  : "these are not all of one"));
    }
    byte[] bytes;
    try {
      bytes =
          MessageStreamWriter.encodeAll(c.compact(), c.fingerprint().getAsLong(), (List<?>) value);
    } catch (BaleException | IllegalArgumentException | NullPointerException e) {
      throw new InternalServerErrorException(
          "Bale could not encode " + value.getClass().getName() + ": " + e.getMessage(), e);
    }
    httpHeaders.putSingle(HttpHeaders.CONTENT_LENGTH, Integer.toString(bytes.length));
    entityStream.write(bytes);
  }

  private static String codec(boolean flat) {
    return flat ? "flat" : "compact";
  }

  /**
   * The codecs of a value declared as {@code declared} (a class or a parameterized type; the
   * runtime class is used when that is not one we carry) whose class is {@code runtime}.
   */
  private GeneratedCodecs codecs(Type declared, Class<?> runtime) {
    return codecs.forValue(declared, runtime);
  }
}
