package dev.bale.micronaut;

import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import java.util.Objects;
import java.util.function.Function;
import org.reactivestreams.Publisher;

/**
 * A message stream ({@value BaleBodyHandler#STREAM}, FORMAT.md §4.1) read as its records arrive,
 * for a declarative Micronaut client ({@code @Client} interface).
 *
 * <p>A declarative client method returning {@code Publisher<E>} reads each received chunk as a
 * whole {@code E} through a converter for every body that is not JSON, so it cannot read a Bale
 * stream ("no TypeConverter from ByteBuffer to class E"). Declare the method's return as {@code
 * Publisher<byte[]>} (each chunk's bytes, as they come) and turn it into the records here:
 *
 * <pre>{@code
 * @Get("/events") @Consumes(BaleBodyHandler.STREAM)
 * Publisher<byte[]> events();                             // in the @Client interface
 *
 * Publisher<Event> events = BaleStreams.records(client.events(), Event.class);
 * }</pre>
 *
 * <p>(The programmatic client reads the records itself: {@code streamingClient.jsonStream(request,
 * Argument.of(Event.class))}, through {@link BaleBodyHandler}.) Each record is emitted as soon as
 * its last byte has come, however the chunks cut the stream. Malformed bytes end the publisher with
 * the decoder's {@link dev.bale.runtime.BaleException} (its code, and its offset from the stream's
 * first byte): a frame of another schema is {@code FINGERPRINT_MISMATCH}, a stream cut inside a
 * record or its header, an empty body included, {@code TRUNCATED}. The limits bound each record
 * ({@link Limits#maxStreamMessageBytes()}), not the stream. A cancel cancels the body's publisher.
 * A session stream (FORMAT.md §4.2) is read too. Each subscription reads with a decoder of its own;
 * the methods are thread-safe. The publisher is Reactor's (a runtime dependency of Micronaut's HTTP
 * client and server).
 */
public final class BaleStreams {
  private BaleStreams() {}

  /** {@code body}'s records of {@code type}, under {@link Limits#DEFAULT}. */
  public static <E> Publisher<E> records(Publisher<byte[]> body, Class<E> type) {
    return records(body, type, Limits.DEFAULT);
  }

  /**
   * {@code body}'s records of {@code type}, a generated message class, each decoded under {@code
   * limits}.
   *
   * @throws IllegalArgumentException if {@code type} is not a generated message class (it declares
   *     no schema fingerprint)
   */
  public static <E> Publisher<E> records(Publisher<byte[]> body, Class<E> type, Limits limits) {
    Objects.requireNonNull(body, "body");
    return BaleBodyHandler.Chunks.records(
        body, MessageStreamDecoder.decoders(type, limits), Function.identity());
  }
}
