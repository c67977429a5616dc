package dev.bale.micronaut;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.GeneratedCodecs;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.type.Argument;
import io.micronaut.core.type.Headers;
import io.micronaut.core.type.MutableHeaders;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.body.MessageBodyHandler;
import io.micronaut.http.exceptions.HttpStatusException;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * Micronaut 4 message body handler for Bale's generated types: {@value #COMPACT} bodies in the
 * compact codec, {@value #FLAT} in the flat codec; {@code List<E>} and {@code Map<String, V>} of
 * generated types as the root wrapper ({@link GeneratedCodecs}). With {@code bale-micronaut} on the
 * class path the application finds it with no code (it is a bean); name the media types on
 * controllers:
 *
 * <pre>{@code
 * @Post(uri = "/orders", consumes = BaleBodyHandler.COMPACT, produces = BaleBodyHandler.COMPACT)
 * public Receipt place(@Body Order order) { ... }
 * }</pre>
 *
 * <p>A request body is untrusted input: it is decoded whole under {@link Limits}: the application's
 * {@code Limits} bean if it has one (a {@code @Factory} method), else {@link Limits#DEFAULT}. A
 * body longer than {@link Limits#maxStreamMessageBytes()} is refused with 413 (Micronaut's own
 * {@code micronaut.server.max-request-size}, 10 MiB by default, refuses larger bodies before this
 * handler); bytes that do not decode, or bytes after the root, are a 400 ({@link
 * HttpStatusException}) whose message holds the decoder's code, offset and field path. Writing sets
 * {@code Content-Length}, and {@code Content-Type} when the response has none; a value the codec
 * refuses (a string that is not Unicode text) is a 500. Thread-safe: one instance serves every
 * request.
 *
 * @param <T> the body's type (any: {@link #isReadable} and {@link #isWriteable} accept only
 *     generated types and their wrappers)
 */
@Singleton
@Consumes({BaleBodyHandler.COMPACT, BaleBodyHandler.FLAT})
@Produces({BaleBodyHandler.COMPACT, BaleBodyHandler.FLAT})
public final class BaleBodyHandler<T> implements MessageBodyHandler<T> {
  /** The media type of a body in the compact codec. */
  public static final String COMPACT = "application/vnd.bale";

  /** The media type of a body in the flat codec. */
  public static final String FLAT = "application/vnd.bale.flat";

  /** {@link #COMPACT} as a {@link MediaType}. */
  public static final MediaType COMPACT_TYPE = MediaType.of(COMPACT);

  /** {@link #FLAT} as a {@link MediaType}. */
  public static final MediaType FLAT_TYPE = MediaType.of(FLAT);

  /** Types already looked at (per instance, not global). */
  private final GeneratedCodecs.Cache codecs = new GeneratedCodecs.Cache();

  private final Limits limits;

  /** A handler that decodes under {@link Limits#DEFAULT}. */
  public BaleBodyHandler() {
    this.limits = Limits.DEFAULT;
  }

  /**
   * A handler that decodes under {@code limits}, or {@link Limits#DEFAULT} when null (Micronaut
   * passes the application's {@code Limits} bean, or null when there is none).
   */
  @Inject
  public BaleBodyHandler(@Nullable Limits limits) {
    this.limits = limits != null ? limits : Limits.DEFAULT;
  }

  /** The limits bodies are decoded under. */
  public Limits limits() {
    return limits;
  }

  @Override
  public boolean isReadable(Argument<T> type, @Nullable MediaType mediaType) {
    return carries(codecs(type), mediaType);
  }

  @Override
  public boolean isWriteable(Argument<T> type, @Nullable MediaType mediaType) {
    GeneratedCodecs c = codecs(type);
    if (c != null) {
      return carries(c, mediaType);
    }
    // A List or Map that Micronaut's HTTP client knows only by its class (it passes
    // Argument.ofInstance(body), not the declared type): named for a Bale body, it is written as
    // the root its elements make (GeneratedCodecs.Cache.forInstance).
    Class<?> raw = type.getType();
    return mediaType != null
        && type.getTypeParameters().length == 0
        && GeneratedCodecs.isUntypedCollection(raw, raw)
        && (COMPACT.equals(mediaType.getName())
            || (isFlat(mediaType) && List.class.isAssignableFrom(raw)));
  }

  private static boolean isFlat(@Nullable MediaType mediaType) {
    return mediaType != null && FLAT.equals(mediaType.getName());
  }

  /** Whether {@code c} can carry a body of {@code mediaType}: one of ours or a wildcard. */
  private static boolean carries(@Nullable GeneratedCodecs c, @Nullable MediaType mediaType) {
    if (c == null) {
      return false;
    }
    if (mediaType == null || "*".equals(mediaType.getSubtype())) {
      return true;
    }
    return isFlat(mediaType) ? c.flat() != null : COMPACT.equals(mediaType.getName());
  }

  @Override
  public T read(
      Argument<T> type, @Nullable MediaType mediaType, Headers httpHeaders, InputStream in) {
    GeneratedCodecs c = codecs(type);
    boolean flat = isFlat(mediaType);
    String name = type.getTypeString(false);
    if (c == null || (flat && c.flat() == null)) {
      throw new HttpStatusException(
          HttpStatus.BAD_REQUEST, "Bale cannot read a " + codec(flat) + " body as " + name);
    }
    int max = limits.maxStreamMessageBytes();
    byte[] body;
    try {
      // readNBytes grows its buffer as bytes arrive: a large body reserves nothing up front.
      body = in.readNBytes(max == Integer.MAX_VALUE ? max - 8 : max + 1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (body.length > max) {
      throw new HttpStatusException(
          HttpStatus.REQUEST_ENTITY_TOO_LARGE,
          "Bale body of more than "
              + max
              + " bytes is over the limit of "
              + max
              + " bytes (Limits.maxStreamMessageBytes)");
    }
    try {
      @SuppressWarnings("unchecked") // the codecs are those of the argument's type
      T value =
          (T)
              (flat
                  ? Flat.decode(c.flat(), body, limits)
                  : Compact.decode(c.compact(), body, limits));
      return value;
    } catch (BaleException e) {
      HttpStatusException bad =
          new HttpStatusException(
              HttpStatus.BAD_REQUEST,
              "Bale " + codec(flat) + " body of " + name + ": " + e.getMessage());
      bad.initCause(e); // the code, offset and path for callers (a client reading a response)
      throw bad;
    }
  }

  @Override
  public void writeTo(
      Argument<T> type,
      @Nullable MediaType mediaType,
      T value,
      MutableHeaders outgoingHeaders,
      OutputStream out) {
    boolean flat = isFlat(mediaType);
    byte[] bytes = encode(type, flat, value);
    if (!outgoingHeaders.contains(HttpHeaders.CONTENT_TYPE)) {
      outgoingHeaders.set(HttpHeaders.CONTENT_TYPE, flat ? FLAT : COMPACT);
    }
    outgoingHeaders.set(HttpHeaders.CONTENT_LENGTH, Integer.toString(bytes.length));
    try {
      out.write(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code value}'s bytes in the compact or the flat codec; a 500 when it has no Bale form. */
  private byte[] encode(Argument<T> type, boolean flat, T value) {
    GeneratedCodecs c = codecs.forInstance(type.asType(), value);
    if (c == null || (flat && c.flat() == null)) {
      throw new HttpStatusException(
          HttpStatus.INTERNAL_SERVER_ERROR,
          "Bale cannot write "
              + value.getClass().getName()
              + " as a "
              + codec(flat)
              + " body"
              + (value instanceof List || value instanceof Map
                  ? " (a List, or a Map with String keys, whose elements are not all of one"
                      + " generated type)"
                  : ""));
    }
    try {
      return flat ? Flat.encode(c.flat(), value) : Compact.encode(c.compact(), value);
    } catch (BaleException | IllegalArgumentException | NullPointerException e) {
      throw new HttpStatusException(
          HttpStatus.INTERNAL_SERVER_ERROR,
          "Bale could not encode " + value.getClass().getName() + ": " + e.getMessage());
    }
  }

  private static String codec(boolean flat) {
    return flat ? "flat" : "compact";
  }

  /** The codecs of a value declared as {@code type} (a class or a parameterized type), or null. */
  private @Nullable GeneratedCodecs codecs(Argument<T> type) {
    return codecs.of(type.asType());
  }
}
