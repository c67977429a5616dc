package dev.bale.spring;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.Compact;
import dev.bale.runtime.GeneratedCodecs;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.Flat;
import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.EncodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.http.codec.HttpMessageEncoder;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * WebFlux encoder (server responses, {@code WebClient} requests) of Bale's generated types, the
 * writing half of {@link BaleDecoder}; register both:
 *
 * <pre>{@code
 * @Configuration
 * class WebConfig implements WebFluxConfigurer {
 *   @Override
 *   public void configureHttpMessageCodecs(ServerCodecConfigurer configurer) {
 *     configurer.customCodecs().register(new BaleEncoder());
 *     configurer.customCodecs().register(new BaleDecoder());
 *   }
 * }
 * }</pre>
 *
 * <ul>
 *   <li>{@code application/vnd.bale} (compact) and {@code application/vnd.bale.flat} (flat): a
 *       single value ({@code Mono<T>} or {@code T}) is one root, as {@link
 *       BaleHttpMessageConverter} writes it ({@code List<E>} and {@code Map<String, V>} included);
 *       a {@code Flux<E>} is collected and written as one {@code List<E>} root (the root wrapper,
 *       {@link RootTypes#list}), which {@link BaleDecoder} reads back as the same {@code Flux<E>}:
 *       the whole {@code Flux} is held in memory first, so a long or endless one belongs in the
 *       stream type.
 *   <li>{@code application/vnd.bale.stream}: a {@code Flux<E>} of a generated type as a message
 *       stream (FORMAT.md §4.1), each record written and flushed as its value arrives; the frame
 *       carries {@code E}'s schema fingerprint. A stream without values is the frame alone. A
 *       {@code List<E>} (or {@code Mono<List<E>>}) is the stream of its elements, written at once;
 *       one {@code E} a stream of one record.
 * </ul>
 *
 * <p>WebFlux puts custom codecs before its own, JSON's included, so a handler returning a generated
 * type answers {@code Accept: *}{@code /*} (or no {@code Accept}) with Bale; to keep JSON the
 * default for a handler, list both in its {@code produces}, JSON first.
 *
 * <p>A value the codec refuses (a string that is not Unicode text) fails the response with {@link
 * EncodingException}. Immutable and thread-safe.
 */
public final class BaleEncoder implements HttpMessageEncoder<Object> {
  private static final List<MimeType> TYPES =
      List.of(BaleMediaTypes.COMPACT, BaleMediaTypes.FLAT, BaleMediaTypes.STREAM);

  private final GeneratedTypes types = new GeneratedTypes();

  @Override
  public List<MimeType> getEncodableMimeTypes() {
    return TYPES;
  }

  @Override
  public List<MediaType> getStreamingMediaTypes() {
    return List.of(BaleMediaTypes.STREAM);
  }

  @Override
  public boolean canEncode(ResolvableType elementType, MimeType mimeType) {
    if (GeneratedTypes.isStream(mimeType)) {
      return types.streams(elementType.getType(), elementType.toClass());
    }
    GeneratedCodecs c = types.forValue(elementType.getType(), elementType.toClass());
    if (c == null) {
      // WebClient.bodyValue(list): a List or Map known only by its class, its root told by its
      // elements when it is written.
      return GeneratedTypes.byElements(elementType.getType(), elementType.toClass(), mimeType);
    }
    return GeneratedTypes.carries(c, mimeType)
        && (mimeType == null || TYPES.stream().anyMatch(t -> t.isCompatibleWith(mimeType)));
  }

  @Override
  public Flux<DataBuffer> encode(
      Publisher<?> input,
      DataBufferFactory factory,
      ResolvableType elementType,
      MimeType mimeType,
      Map<String, Object> hints) {
    if (input instanceof Mono<?> mono) {
      return mono.map(v -> encodeValue(v, factory, elementType, mimeType, hints)).flux();
    }
    GeneratedCodecs c = codecs(elementType, null);
    if (GeneratedTypes.isStream(mimeType)) {
      return stream(Flux.from(input), factory, c);
    }
    // A Flux in a single-root media type: one List<E> root.
    GeneratedCodecs list =
        types.codecs(ResolvableType.forClassWithGenerics(List.class, elementType).getType());
    if (list == null) {
      return Flux.error(
          new EncodingException(
              "Bale cannot write a Flux of " + elementType + " as one list root"));
    }
    return Flux.from(input)
        .collectList()
        .map(values -> wrap(factory, encode(list, values, mimeType)))
        .flux();
  }

  @Override
  public DataBuffer encodeValue(
      Object value,
      DataBufferFactory factory,
      ResolvableType valueType,
      MimeType mimeType,
      Map<String, Object> hints) {
    if (GeneratedTypes.isStream(mimeType)) {
      // A List<E> (a Mono<List<E>>, say) as a stream of its elements; one value as one record.
      byte[] bytes;
      try {
        bytes = types.stream(valueType.getType(), value);
      } catch (BaleException | IllegalArgumentException | NullPointerException e) {
        throw new EncodingException(
            "Bale could not encode " + value.getClass().getName() + ": " + e.getMessage(), e);
      }
      if (bytes == null) {
        throw new EncodingException(
            "Bale cannot write a stream body: " + GeneratedTypes.whyNoStream(value));
      }
      return wrap(factory, bytes);
    }
    GeneratedCodecs c = types.forInstance(valueType.getType(), value);
    if (c == null) {
      throw new EncodingException(
          "Bale cannot write " + value.getClass().getName() + GeneratedCodecs.whyNone(value));
    }
    return wrap(factory, encode(c, value, mimeType));
  }

  private GeneratedCodecs codecs(ResolvableType type, Class<?> runtime) {
    GeneratedCodecs c = types.forValue(type.getType(), runtime != null ? runtime : type.toClass());
    if (c == null) {
      throw new EncodingException("Bale cannot write " + type);
    }
    return c;
  }

  private static byte[] encode(GeneratedCodecs c, Object value, MimeType mimeType) {
    boolean flat = GeneratedTypes.isFlat(mimeType);
    if (flat && c.flat() == null) {
      throw new EncodingException(
          "Bale cannot write " + value.getClass().getName() + " as a flat body");
    }
    try {
      return flat ? Flat.encode(c.flat(), value) : Compact.encode(c.compact(), value);
    } catch (BaleException | IllegalArgumentException | NullPointerException e) {
      throw new EncodingException(
          "Bale could not encode " + value.getClass().getName() + ": " + e.getMessage(), e);
    }
  }

  private static DataBuffer wrap(DataBufferFactory factory, byte[] bytes) {
    return factory.wrap(bytes);
  }

  /** A message stream: one buffer per record (the first with the frame), flushed by WebFlux. */
  private static Flux<DataBuffer> stream(
      Flux<?> values, DataBufferFactory factory, GeneratedCodecs c) {
    if (c.fingerprint().isEmpty()) {
      return Flux.error(new EncodingException("Bale streams need a generated message type"));
    }
    return Flux.defer(
        () -> {
          MessageStreamWriter<Object> w =
              MessageStreamWriter.create(
                  c.compact(), c.fingerprint().getAsLong(), false, 0, BufferPool.shared());
          Flux<DataBuffer> records =
              values.map(
                  v -> {
                    try {
                      return wrap(factory, w.encodeNext(v));
                    } catch (BaleException | IllegalArgumentException | NullPointerException e) {
                      throw new EncodingException(
                          "Bale could not encode " + v.getClass().getName() + ": " + e.getMessage(),
                          e);
                    }
                  });
          // After the last value: the frame alone if no record carried it.
          Mono<DataBuffer> end =
              Mono.fromCallable(
                  () -> {
                    byte[] rest = w.encodeEnd();
                    return rest.length == 0 ? null : wrap(factory, rest);
                  });
          return records.concatWith(end);
        });
  }
}
