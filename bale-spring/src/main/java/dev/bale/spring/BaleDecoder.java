package dev.bale.spring;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.Compact;
import dev.bale.runtime.GeneratedCodecs;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.flat.Flat;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * WebFlux decoder (server requests, {@code WebClient} responses) of Bale's generated types, the
 * reading half of {@link BaleEncoder} (which shows how to register both).
 *
 * <ul>
 *   <li>{@code application/vnd.bale} (compact) and {@code application/vnd.bale.flat} (flat): a
 *       {@code Mono<T>} (or {@code T}) body is one root of {@code T}, {@code List<E>} and {@code
 *       Map<String, V>} included; a {@code Flux<E>} body is one {@code List<E>} root whose elements
 *       it emits.
 *   <li>{@code application/vnd.bale.stream}: a {@code Flux<E>} body is a message stream (FORMAT.md
 *       §4.1) whose frame must carry {@code E}'s schema fingerprint; each value is emitted as soon
 *       as its record has arrived, and a stream cut inside a record is an error at its end. A
 *       {@code Mono<List<E>>} body is the whole stream's records, read under the same limit as a
 *       single root; a {@code Mono<E>} the one record of a stream of one (more records are an
 *       error, not dropped).
 * </ul>
 *
 * <p>Bodies are untrusted input, decoded under {@link Limits} (the defaults, or those given): a
 * single-root body longer than {@link Limits#maxStreamMessageBytes()} is refused as soon as it is
 * longer ({@link DataBufferLimitException}, which WebFlux answers with 413), as is a stream record
 * longer than that; bytes that do not decode raise {@link DecodingException} (400) whose message
 * holds the decoder's code, offset and field path, with the {@link BaleException} as its cause.
 * Immutable and thread-safe.
 */
public final class BaleDecoder implements Decoder<Object> {
  private static final List<MimeType> TYPES =
      List.of(BaleMediaTypes.COMPACT, BaleMediaTypes.FLAT, BaleMediaTypes.STREAM);

  private final GeneratedTypes types = new GeneratedTypes();
  private final Limits limits;

  /** A decoder under {@link Limits#DEFAULT}. */
  public BaleDecoder() {
    this(Limits.DEFAULT);
  }

  /** A decoder under {@code limits}. */
  public BaleDecoder(Limits limits) {
    this.limits = Objects.requireNonNull(limits, "limits");
  }

  /** The limits bodies are decoded under. */
  public Limits limits() {
    return limits;
  }

  @Override
  public List<MimeType> getDecodableMimeTypes() {
    return TYPES;
  }

  @Override
  public boolean canDecode(ResolvableType elementType, MimeType mimeType) {
    if (mimeType != null && TYPES.stream().noneMatch(t -> t.isCompatibleWith(mimeType))) {
      return false;
    }
    if (GeneratedTypes.isStream(mimeType)) {
      return types.records(elementType.getType()) != null;
    }
    return GeneratedTypes.carries(types.codecs(elementType.getType()), mimeType);
  }

  @Override
  public Mono<Object> decodeToMono(
      Publisher<DataBuffer> input,
      ResolvableType elementType,
      MimeType mimeType,
      Map<String, Object> hints) {
    if (GeneratedTypes.isStream(mimeType)) {
      // A List<E> is every record, one value the one record of a stream of one: the whole body
      // read under the same limit as a single root (a Flux is the form that reads as it arrives).
      return body(input).map(bytes -> decodeStream(elementType.getType(), bytes));
    }
    return body(input).map(bytes -> decodeRoot(elementType.getType(), bytes, mimeType));
  }

  @Override
  public Flux<Object> decode(
      Publisher<DataBuffer> input,
      ResolvableType elementType,
      MimeType mimeType,
      Map<String, Object> hints) {
    if (GeneratedTypes.isStream(mimeType)) {
      return stream(input, elementType);
    }
    Type list = ResolvableType.forClassWithGenerics(List.class, elementType).getType();
    return body(input)
        .flatMapIterable(bytes -> (List<?>) decodeRoot(list, bytes, mimeType))
        .map(Object.class::cast);
  }

  /** The whole body, at most {@link Limits#maxStreamMessageBytes()} of it. */
  private Mono<byte[]> body(Publisher<DataBuffer> input) {
    return DataBufferUtils.join(input, limits.maxStreamMessageBytes())
        .map(
            buffer -> {
              try {
                byte[] bytes = new byte[buffer.readableByteCount()];
                buffer.read(bytes);
                return bytes;
              } finally {
                DataBufferUtils.release(buffer);
              }
            })
        .defaultIfEmpty(new byte[0]);
  }

  private Object decodeRoot(Type type, byte[] bytes, MimeType mimeType) {
    GeneratedCodecs c = types.codecs(type);
    boolean flat = GeneratedTypes.isFlat(mimeType);
    if (c == null || (flat && c.flat() == null)) {
      throw new DecodingException(
          "Bale cannot read a " + (flat ? "flat" : "compact") + " body as " + type.getTypeName());
    }
    try {
      return flat
          ? Flat.decode(c.flat(), bytes, limits)
          : Compact.decode(c.compact(), bytes, limits);
    } catch (BaleException e) {
      throw new DecodingException(
          "Bale "
              + (flat ? "flat" : "compact")
              + " body of "
              + type.getTypeName()
              + ": "
              + e.getMessage(),
          e);
    }
  }

  /** A whole message stream's records: a {@code List<E>}, or the one record of one value. */
  private Object decodeStream(Type type, byte[] bytes) {
    GeneratedCodecs c = types.records(type);
    String name = type.getTypeName();
    if (c == null) {
      throw new DecodingException("Bale cannot read a stream body as " + name);
    }
    List<Object> values;
    try {
      values =
          MessageStreamDecoder.decodeAll(c.compact(), c.fingerprint().getAsLong(), bytes, limits);
    } catch (BaleException e) {
      throw new DecodingException("Bale stream body of " + name + ": " + e.getMessage(), e);
    }
    if (GeneratedTypes.isList(type)) {
      return values;
    }
    if (values.size() != 1) {
      throw new DecodingException(
          "Bale stream body of "
              + values.size()
              + " records read as one "
              + name
              + " (read a Flux or a List of it)");
    }
    return values.get(0);
  }

  /** A message stream's values, each emitted when its record is complete. */
  private Flux<Object> stream(Publisher<DataBuffer> input, ResolvableType elementType) {
    GeneratedCodecs c = types.codecs(elementType.getType());
    if (c == null || c.fingerprint().isEmpty()) {
      return Flux.error(new DecodingException("Bale cannot read a stream of " + elementType));
    }
    String name = elementType.getType().getTypeName();
    return Flux.defer(
        () -> {
          MessageStreamDecoder<Object> d =
              new MessageStreamDecoder<>(
                  c.compact(), true, c.fingerprint().getAsLong(), limits, BufferPool.shared());
          Flux<Object> values =
              Flux.from(input)
                  .concatMapIterable(
                      buffer -> {
                        try {
                          byte[] bytes = new byte[buffer.readableByteCount()];
                          buffer.read(bytes);
                          d.feed(bytes, 0, bytes.length);
                        } finally {
                          DataBufferUtils.release(buffer);
                        }
                        return d.drain();
                      });
          return values
              .concatWith(Mono.fromRunnable(d::endOfInput))
              .onErrorMap(
                  BaleException.class,
                  e -> new DecodingException("Bale stream of " + name + ": " + e.getMessage(), e));
        });
  }
}
