package dev.bale.quarkus;

import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import io.smallrye.mutiny.Multi;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A message stream ({@value dev.bale.jaxrs.BaleProvider#STREAM}, FORMAT.md §4.1) read as its
 * records arrive, for the Quarkus REST Client.
 *
 * <p>The Quarkus REST Client hands a {@code Multi<E>} return value's items to the body reader one
 * network buffer at a time, each read as a whole {@code E}, for every media type but server-sent
 * events and newline-delimited JSON; a buffer's edges are not a stream's record edges, so a {@code
 * Multi<E>} of a Bale stream cannot be read that way (the client finds no reader for {@code E} as
 * the stream type). Declare the method's return as {@code Multi<byte[]>} (each buffer's bytes, as
 * the client reads them) and turn it into the records here:
 *
 * <pre>{@code
 * @GET @Path("/orders/live") @Produces(BaleProvider.STREAM)
 * Multi<byte[]> live();                                   // in the REST Client interface
 *
 * Multi<Order> orders = BaleStreams.records(client.live(), Order.class);
 * }</pre>
 *
 * <p>Each record is emitted as soon as its last byte has come, however the bytes are cut. Malformed
 * bytes end the {@code Multi} with the decoder's {@link dev.bale.runtime.BaleException} (its code,
 * and its offset from the stream's first byte): a frame of another schema is {@code
 * FINGERPRINT_MISMATCH}, a stream cut inside a record or its header, an empty body included, {@code
 * TRUNCATED}. The limits bound each record ({@link Limits#maxStreamMessageBytes()}), not the
 * stream. Cancelling the returned {@code Multi} cancels the body's, which closes the connection. A
 * session stream (FORMAT.md §4.2) is read too. Each subscription reads with a decoder of its own;
 * the methods are thread-safe.
 */
public final class BaleStreams {
  private BaleStreams() {}

  /** {@code body}'s records of {@code type}, under {@link Limits#DEFAULT}. */
  public static <E> Multi<E> records(Multi<byte[]> body, Class<E> type) {
    return records(body, type, Limits.DEFAULT);
  }

  /**
   * {@code body}'s records of {@code type}, a generated message class, each decoded under {@code
   * limits}.
   *
   * @throws IllegalArgumentException if {@code type} is not a generated message class (it declares
   *     no schema fingerprint)
   */
  public static <E> Multi<E> records(Multi<byte[]> body, Class<E> type, Limits limits) {
    Objects.requireNonNull(body, "body");
    Supplier<MessageStreamDecoder<E>> decoders = MessageStreamDecoder.decoders(type, limits);
    return Multi.createFrom()
        .deferred(
            () -> {
              // Not released to the pool at the end: a cancel may come from another thread while
              // a chunk is being fed, and the decoder's buffer is then still in use.
              MessageStreamDecoder<E> d = decoders.get();
              return body.onItem()
                  .transformToIterable(
                      chunk -> {
                        d.feed(chunk, 0, chunk.length);
                        return d.drain();
                      })
                  .onCompletion()
                  .invoke(d::endOfInput);
            });
  }
}
