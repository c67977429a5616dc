package dev.bale.micronaut;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.GeneratedCodecs;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.flat.Flat;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.io.buffer.ByteBuffer;
import io.micronaut.core.io.buffer.ReferenceCounted;
import io.micronaut.core.type.Argument;
import io.micronaut.core.type.Headers;
import io.micronaut.core.type.MutableHeaders;
import io.micronaut.http.ByteBodyHttpResponse;
import io.micronaut.http.ByteBodyHttpResponseWrapper;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.body.ByteBodyFactory;
import io.micronaut.http.body.ChunkedMessageBodyReader;
import io.micronaut.http.body.CloseableByteBody;
import io.micronaut.http.body.MessageBodyHandler;
import io.micronaut.http.body.ResponseBodyWriter;
import io.micronaut.http.codec.CodecException;
import io.micronaut.http.exceptions.HttpStatusException;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.reactivestreams.Publisher;

/**
 * Micronaut 4 and 5 message body handler for Bale's generated types: {@value #COMPACT} bodies in
 * the compact codec, {@value #FLAT} in the flat codec; {@code List<E>} and {@code Map<String, V>}
 * of generated types as the root wrapper ({@link GeneratedCodecs}). With {@code bale-micronaut} on
 * the class path the application finds it with no code (it is a bean); name the media types on
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
 * HttpStatusException}) whose message holds the decoder's code, offset and field path, with the
 * {@link BaleException} as its cause. Writing sets {@code Content-Length}, and {@code Content-Type}
 * when the response has none; a value the codec refuses (a string that is not Unicode text) is a
 * 500. A route returning a {@code Publisher} of a generated message type answers {@value #STREAM},
 * a message stream written record by record as the values are emitted, the frame alone when there
 * are none (the filter {@code EmptyStreams}; one root cannot hold them: asked for as one, such a
 * route is a 500); a route returning a {@code List<E>} asked for as {@value #STREAM} answers the
 * same stream, built whole, and a {@value #STREAM} body (a request, or a response to Micronaut's
 * client) is read whole, under the same limit as a single body, as a {@code List<E>} (or as one
 * {@code E}, from a stream of exactly one record), or record by record as its bytes arrive as a
 * route's {@code @Body Publisher<E>} or by the streaming client ({@link #readChunked}). A {@code
 * List} or {@code Map} that Micronaut's HTTP client knows only by its class is written as the root
 * its elements make ({@link GeneratedCodecs.Cache#forInstance}). Thread-safe: one instance serves
 * every request.
 *
 * @param <T> the body's type (any: {@link #isReadable} and {@link #isWriteable} accept only
 *     generated types and their wrappers)
 */
@Singleton
@Consumes({BaleBodyHandler.COMPACT, BaleBodyHandler.FLAT, BaleBodyHandler.STREAM})
@Produces({BaleBodyHandler.COMPACT, BaleBodyHandler.FLAT, BaleBodyHandler.STREAM})
public final class BaleBodyHandler<T>
    implements MessageBodyHandler<T>, ChunkedMessageBodyReader<T>, ResponseBodyWriter<T> {
  /** The media type of a body in the compact codec. */
  public static final String COMPACT = "application/vnd.bale";

  /** The media type of a body in the flat codec. */
  public static final String FLAT = "application/vnd.bale.flat";

  /**
   * The media type of a message stream (FORMAT.md §4.1: the frame with the schema fingerprint, then
   * one record per value), for a route returning a {@code Publisher} of a generated message type:
   * each value is written and sent as its record as the publisher emits it.
   */
  public static final String STREAM = "application/vnd.bale.stream";

  /** {@link #COMPACT} as a {@link MediaType}. */
  public static final MediaType COMPACT_TYPE = MediaType.of(COMPACT);

  /** {@link #FLAT} as a {@link MediaType}. */
  public static final MediaType FLAT_TYPE = MediaType.of(FLAT);

  /** {@link #STREAM} as a {@link MediaType}. */
  public static final MediaType STREAM_TYPE = MediaType.of(STREAM);

  /** The request attribute holding a streamed response's writer (one per response). */
  private static final String STREAM_WRITER = BaleBodyHandler.class.getName() + ".stream";

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
    if (isStream(mediaType)) {
      return records(type) != null;
    }
    return carries(codecs(type), mediaType);
  }

  @Override
  public boolean isWriteable(Argument<T> type, @Nullable MediaType mediaType) {
    if (type.getType() == NoRecords.class) {
      // An empty publisher (EmptyStreams): for the stream type its frame alone, for one root the
      // 500 of writePiece, as a publisher with values.
      return isBale(mediaType);
    }
    if (isStream(mediaType)) {

      // A List known only by its class: Micronaut's server passes Argument.ofInstance(body) when
      // the route's own writer (JSON's, for a route that also produces JSON) cannot write it; its
      // records' type is then the route's declared one, or its elements' (write, stream).
      return records(type) != null
          || (type.getTypeParameters().length == 0
              && GeneratedCodecs.isUntypedCollection(type.getType(), type.getType(), true));
    }
    GeneratedCodecs c = codecs(type);
    if (c != null) {
      return carries(c, mediaType);
    }
    // A List or Map that Micronaut's HTTP client knows only by its class (it passes
    // Argument.ofInstance(body), not the declared type): named for a Bale body, it is written as
    // the root its elements make (GeneratedCodecs.Cache.forInstance).
    Class<?> raw = type.getType();
    return type.getTypeParameters().length == 0
        && (isCompact(mediaType) || isFlat(mediaType))
        && GeneratedCodecs.isUntypedCollection(raw, raw, isFlat(mediaType));
  }

  private static boolean isStream(@Nullable MediaType mediaType) {
    return mediaType != null && STREAM.equals(mediaType.getName());
  }

  /** Whether {@code mediaType} is one of Bale's three: compact, flat, or a message stream. */
  static boolean isBale(@Nullable MediaType mediaType) {
    return isStream(mediaType) || isFlat(mediaType) || isCompact(mediaType);
  }

  private static boolean isCompact(@Nullable MediaType mediaType) {
    return mediaType != null && COMPACT.equals(mediaType.getName());
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
    return isFlat(mediaType) ? c.flat() != null : isCompact(mediaType);
  }

  /** Whether {@code type} is a {@code List<E>}, whose element type is its one type argument. */
  private static boolean isList(Argument<?> type) {
    return List.class.isAssignableFrom(type.getType()) && type.getTypeParameters().length == 1;
  }

  /**
   * The codecs of a stream's records for a value declared as {@code type}: a {@code List<E>}'s
   * {@code E}, or {@code type} itself, when that is a generated message type (it has a schema
   * fingerprint, which the stream's frame carries); else null.
   */
  private @Nullable GeneratedCodecs records(Argument<?> type) {
    GeneratedCodecs c =
        codecs.of(isList(type) ? type.getTypeParameters()[0].asType() : type.asType());
    return c != null && c.fingerprint().isPresent() ? c : null;
  }

  @Override
  public T read(
      Argument<T> type, @Nullable MediaType mediaType, Headers httpHeaders, InputStream in) {
    if (isStream(mediaType)) {
      return readStream(type, in);
    }
    GeneratedCodecs c = codecs(type);
    boolean flat = isFlat(mediaType);
    String name = type.getTypeString(false);
    if (c == null || (flat && c.flat() == null)) {
      throw new HttpStatusException(
          HttpStatus.BAD_REQUEST, "Bale cannot read a " + codec(flat) + " body as " + name);
    }
    byte[] body = body(in);
    try {
      @SuppressWarnings("unchecked") // the codecs are those of the argument's type
      T value =
          (T)
              (flat
                  ? Flat.decode(c.flat(), body, limits)
                  : Compact.decode(c.compact(), body, limits));
      return value;
    } catch (BaleException e) {
      throw badRequest("Bale " + codec(flat) + " body of " + name + ": " + e.getMessage(), e);
    }
  }

  /** A 400 with the decoder's error as its cause (its code, offset and path, for a client). */
  private static HttpStatusException badRequest(String message, @Nullable BaleException cause) {
    HttpStatusException bad = new HttpStatusException(HttpStatus.BAD_REQUEST, message);
    if (cause != null) {
      bad.initCause(cause);
    }
    return bad;
  }

  /** A message stream read whole: its records as a {@code List<E>}, or the one record. */
  private T readStream(Argument<T> type, InputStream in) {
    GeneratedCodecs c = records(type);
    String name = type.getTypeString(false);
    if (c == null) {
      throw badRequest("Bale cannot read a stream body as " + name, null);
    }
    byte[] body = body(in);
    List<Object> values;
    try {
      values =
          MessageStreamDecoder.decodeAll(c.compact(), c.fingerprint().getAsLong(), body, limits);
    } catch (BaleException e) {
      throw badRequest("Bale stream body of " + name + ": " + e.getMessage(), e);
    }
    if (!isList(type) && values.size() != 1) {
      throw badRequest(
          "Bale stream body of "
              + values.size()
              + " records read as one "
              + name
              + " (read a List of it)",
          null);
    }
    @SuppressWarnings("unchecked") // a List of the records' type, or one record: the argument's
    T value = (T) (isList(type) ? values : values.get(0));
    return value;
  }

  /** The whole body, at most {@link Limits#maxStreamMessageBytes()} of it: 413 for more. */
  private byte[] body(InputStream in) {
    int max = limits.maxStreamMessageBytes();
    byte[] body;
    try {
      // readNBytes grows its buffer as bytes arrive: a large body reserves nothing up front.
      body = in.readNBytes(max == Integer.MAX_VALUE ? max - 8 : max + 1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (body.length > max) {
      throw tooLarge(max);
    }
    return body;
  }

  /** The 413 for a body of more than {@code max} bytes. */
  private static HttpStatusException tooLarge(int max) {
    return new HttpStatusException(
        HttpStatus.REQUEST_ENTITY_TOO_LARGE,
        "Bale body of more than "
            + max
            + " bytes is over the limit of "
            + max
            + " bytes (Limits.maxStreamMessageBytes)");
  }

  /**
   * A body read as its bytes arrive: Micronaut calls this for a route's {@code @Body Publisher<E>}
   * and for its HTTP client's {@code jsonStream(request, Argument.of(E.class))} (a name of
   * Micronaut's: it streams any body its reader reads in chunks). A {@value #STREAM} body of a
   * generated message type {@code E} gives each record as soon as its bytes have come, each under
   * {@link Limits#maxStreamMessageBytes()} (the stream as a whole has no bound, as with {@link
   * dev.bale.runtime.MessageStreamReader}); a stream that ends inside a record, or bytes that do
   * not decode, end the values with the 400 {@link #read} gives. Any other body (one root, or a
   * stream read as one {@code List<E>}) is read whole, as {@link #read} reads it, under the same
   * limit, and is one value.
   */
  @Override
  public Publisher<? extends T> readChunked(
      Argument<T> type,
      @Nullable MediaType mediaType,
      Headers httpHeaders,
      Publisher<ByteBuffer<?>> input) {
    if (!isStream(mediaType) || isList(type)) {
      return Chunks.whole(
          input,
          limits.maxStreamMessageBytes(),
          body -> read(type, mediaType, httpHeaders, new ByteArrayInputStream(body)));
    }
    GeneratedCodecs c = records(type);
    String name = type.getTypeString(false);
    if (c == null) {
      return Chunks.failed(badRequest("Bale cannot read a stream body as " + name, null));
    }
    return Chunks.records(
        Chunks.bytes(input),
        () ->
            new MessageStreamDecoder<T>(
                castRecords(c), true, c.fingerprint().getAsLong(), limits, BufferPool.shared()),
        e -> badRequest("Bale stream body of " + name + ": " + e.getMessage(), e));
  }

  @SuppressWarnings("unchecked") // the codec of the argument's own type, E
  private static <T> CompactType<T> castRecords(GeneratedCodecs c) {
    return (CompactType<T>) (CompactType<?>) c.compact();
  }

  /**
   * Reactor, which every Micronaut server and HTTP client has, apart: only a body read in chunks
   * loads it.
   */
  static final class Chunks {
    /** The body's bytes whole (at most {@code max}: 413 for more), made one value. */
    static <T> Publisher<T> whole(
        Publisher<ByteBuffer<?>> input, int max, Function<byte[], T> read) {
      return reactor.core.publisher.Flux.from(input)
          .collect(
              ByteArrayOutputStream::new,
              (all, buffer) -> {
                byte[] bytes = bytes(buffer);
                if (all.size() + (long) bytes.length > max) {
                  throw tooLarge(max);
                }
                all.write(bytes, 0, bytes.length);
              })
          .map(all -> read.apply(all.toByteArray()));
    }

    /** A message stream's records, each emitted when its bytes have come. */
    static <T> Publisher<T> records(
        Publisher<byte[]> input,
        Supplier<MessageStreamDecoder<T>> decoders,
        Function<BaleException, ? extends RuntimeException> error) {
      return reactor.core.publisher.Flux.defer(
          () -> {
            MessageStreamDecoder<T> d = decoders.get();
            return reactor.core.publisher.Flux.from(input)
                .concatMapIterable(
                    bytes -> {
                      d.feed(bytes, 0, bytes.length);
                      return d.drain();
                    })
                .concatWith(reactor.core.publisher.Mono.fromRunnable(d::endOfInput))
                // Not released to the pool at the end: a cancel may come from another thread
                // while a chunk is being fed, and the decoder's buffer is then still in use.
                .onErrorMap(BaleException.class, error);
          });
    }

    static <T> Publisher<T> failed(RuntimeException e) {
      return reactor.core.publisher.Flux.error(e);
    }

    /** Each chunk's bytes. */
    static Publisher<byte[]> bytes(Publisher<ByteBuffer<?>> input) {
      return reactor.core.publisher.Flux.from(input).map(Chunks::bytes);
    }

    /** A chunk's bytes, the chunk released (Netty's buffers are counted). */
    private static byte[] bytes(ByteBuffer<?> buffer) {
      try {
        return buffer.toByteArray();
      } finally {
        if (buffer instanceof ReferenceCounted counted) {
          counted.release();
        }
      }
    }
  }

  @Override
  public void writeTo(
      Argument<T> type,
      @Nullable MediaType mediaType,
      T value,
      MutableHeaders outgoingHeaders,
      OutputStream out) {
    byte[] bytes = body(type, null, mediaType, value, outgoingHeaders);
    try {
      out.write(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A whole response body of one value (Micronaut's server calls this for a route's value): {@link
   * #writeTo}'s bytes, adapted without a copy.
   */
  @Override
  public ByteBodyHttpResponse<?> write(
      ByteBodyFactory bodyFactory,
      HttpRequest<?> request,
      MutableHttpResponse<T> response,
      Argument<T> type,
      MediaType mediaType,
      T value) {
    Argument<?> declared = isStream(mediaType) ? Routes.bodyType(request) : null;
    byte[] bytes = body(type, declared, mediaType, value, response.getHeaders());
    return ByteBodyHttpResponseWrapper.wrap(response, bodyFactory.adapt(bytes));
  }

  /**
   * The body of one value: its root in the compact or the flat codec, or for {@link #STREAM} a
   * message stream of that one value (its frame, one record); sets {@code Content-Length}, and
   * {@code Content-Type} when there is none.
   */
  private byte[] body(
      Argument<T> type,
      @Nullable Argument<?> declared,
      @Nullable MediaType mediaType,
      T value,
      MutableHeaders headers) {
    byte[] bytes;
    String contentType;
    if (isStream(mediaType)) {
      bytes = stream(type, declared, value);
      contentType = STREAM;
    } else {
      boolean flat = isFlat(mediaType);
      bytes = encode(type, flat, value);
      contentType = flat ? FLAT : COMPACT;
    }
    if (!headers.contains(HttpHeaders.CONTENT_TYPE)) {
      headers.set(HttpHeaders.CONTENT_TYPE, contentType);
    }
    headers.set(HttpHeaders.CONTENT_LENGTH, Integer.toString(bytes.length));
    return bytes;
  }

  /**
   * One value of a streamed response (a route returning a {@code Publisher}, which Micronaut writes
   * value by value): for {@link #STREAM}, its record, after the stream's frame for the first value
   * of the response. A single-root media type cannot hold several values: refused with a {@link
   * CodecException} that names the two ways out (a message stream, or a {@code List} root).
   */
  @Override
  public CloseableByteBody writePiece(
      ByteBodyFactory bodyFactory,
      HttpRequest<?> request,
      HttpResponse<?> response,
      Argument<T> type,
      MediaType mediaType,
      T value) {
    if (!isStream(mediaType)) {
      // An empty publisher (NoRecords, from EmptyStreams) is named by the route's declared type.
      Argument<?> declared = value instanceof NoRecords ? Routes.bodyType(request) : type;
      throw new CodecException(
          "Bale cannot write a stream of "
              + (declared == null ? type : declared).getTypeString(false)
              + " as "
              + (mediaType == null ? "one root" : mediaType.getName())
              + ", which holds one root: produce "
              + STREAM
              + " (a message stream, one record per value), or return a List (one list root) or a"
              + " single value");
    }
    if (value instanceof NoRecords) {
      return bodyFactory.adapt(frameOnly(request));
    }
    StreamPieces pieces = request.getAttribute(STREAM_WRITER, StreamPieces.class).orElse(null);
    if (pieces == null) {
      pieces = new StreamPieces(streamCodecs(codecs(type), type));
      request.setAttribute(STREAM_WRITER, pieces);
    }
    return bodyFactory.adapt(pieces.record(value));
  }

  /**
   * Stands for "no value" in a stream response whose publisher emitted none ({@link EmptyStreams}
   * puts it after such a publisher): written as the stream's frame alone.
   */
  static final class NoRecords {
    static final NoRecords NONE = new NoRecords();

    private NoRecords() {}
  }

  /** The frame alone: the stream of no records of the route's declared type. */
  private byte[] frameOnly(HttpRequest<?> request) {
    Argument<?> declared = Routes.bodyType(request);
    GeneratedCodecs c =
        streamCodecs(
            declared == null ? null : records(declared),
            declared == null ? Argument.OBJECT_ARGUMENT : declared);
    return MessageStreamWriter.encodeAll(c.compact(), c.fingerprint().getAsLong(), List.of());
  }

  /** A whole message stream: a record per element of a {@code List<E>}, or one record. */
  private byte[] stream(Argument<T> type, @Nullable Argument<?> declared, T value) {
    GeneratedCodecs c = records(type);
    if (c == null && declared != null) {
      c = records(declared); // a List the server knew only by its class: the route's List<E>
    }
    if (c == null && value instanceof List<?> list) {
      c = byElements(list); // a List known by nothing else: its elements' one message type
      if (c == null) {
        throw new HttpStatusException(
            HttpStatus.INTERNAL_SERVER_ERROR,
            "Bale cannot write a List known only by its class as a stream: its elements are "
                + (list.isEmpty() ? "none" : "not all of one generated message type")
                + ", so they do not tell the records' type (declare the List's element type)");
      }
    }
    c = streamCodecs(c, declared != null ? declared : type);
    try {
      // The records, or the frame alone for an empty list.
      return MessageStreamWriter.encodeAll(
          c.compact(),
          c.fingerprint().getAsLong(),
          value instanceof List<?> list ? list : List.of(value));
    } catch (BaleException | IllegalArgumentException | NullPointerException e) {
      throw cannotEncode(value, e);
    }
  }

  /**
   * The codecs of the one generated message type of {@code list}'s elements, or null (an empty
   * list, a null element, elements of two types, or not a message type).
   */
  private @Nullable GeneratedCodecs byElements(List<?> list) {
    GeneratedCodecs c = codecs.forElements(list);
    return c != null && c.fingerprint().isPresent() ? c : null;
  }

  /**
   * The route's declared response body type (a {@code List<E>}, say), from Micronaut's router:
   * every server has it, and only the server's {@link #write} asks, so a client-only application
   * never loads this class.
   */
  private static final class Routes {
    static @Nullable Argument<?> bodyType(HttpRequest<?> request) {
      return io.micronaut.web.router.RouteAttributes.getRouteInfo(request)
          .map(io.micronaut.web.router.RouteInfo::getResponseBodyType)
          .orElse(null);
    }
  }

  /** {@code c}, the codecs of {@code type}'s records: a 500 when there are none to stream. */
  private static GeneratedCodecs streamCodecs(@Nullable GeneratedCodecs c, Argument<?> type) {
    if (c == null || c.fingerprint().isEmpty()) {
      throw new HttpStatusException(
          HttpStatus.INTERNAL_SERVER_ERROR,
          "Bale streams carry a generated message type, not " + type.getTypeString(false));
    }
    return c;
  }

  /**
   * The message stream of one response, written a record at a time (the frame before the first):
   * the values of a publisher arrive one after the other, never at once.
   */
  private static final class StreamPieces {
    private final MessageStreamWriter<Object> writer;

    StreamPieces(GeneratedCodecs c) {
      writer =
          MessageStreamWriter.create(
              c.compact(), c.fingerprint().getAsLong(), false, 0, BufferPool.shared());
    }

    byte[] record(Object value) {
      try {
        return writer.encodeNext(value);
      } catch (BaleException | IllegalArgumentException | NullPointerException e) {
        throw cannotEncode(value, e);
      }
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
              + GeneratedCodecs.whyNone(value));
    }
    try {
      return flat ? Flat.encode(c.flat(), value) : Compact.encode(c.compact(), value);
    } catch (BaleException | IllegalArgumentException | NullPointerException e) {
      throw cannotEncode(value, e);
    }
  }

  /** The 500 for a value the codec refuses (a string that is not Unicode text). */
  private static HttpStatusException cannotEncode(Object value, RuntimeException e) {
    return new HttpStatusException(
        HttpStatus.INTERNAL_SERVER_ERROR,
        "Bale could not encode " + value.getClass().getName() + ": " + e.getMessage());
  }

  private static String codec(boolean flat) {
    return flat ? "flat" : "compact";
  }

  /** The codecs of a value declared as {@code type} (a class or a parameterized type), or null. */
  private @Nullable GeneratedCodecs codecs(Argument<T> type) {
    return codecs.of(type.asType());
  }
}
