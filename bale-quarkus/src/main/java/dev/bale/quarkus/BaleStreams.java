package dev.bale.quarkus;

import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import io.smallrye.mutiny.Multi;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Message streams ({@value dev.bale.jaxrs.BaleProvider#STREAM}, FORMAT.md §4.1) in pieces, for
 * Quarkus: read as their records arrive from the Quarkus REST Client ({@link #records}), and
 * written so that a route of no values still answers a stream ({@link #encode}).
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
 * <p>{@link #encode} goes the other way, for a route that may stream no items: a {@code Multi<E>}
 * written by {@link BaleStreamWriter} with no items answers an empty body (Quarkus REST calls no
 * writer), which no reader takes; a route that returns {@code BaleStreams.encode(values, E.class)},
 * a {@code Multi<byte[]>}, answers the frame alone then.
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

  /**
   * {@code values} as a message stream of {@code type}'s records, in pieces as they come: the frame
   * with the first record, then one record per value; the frame alone when {@code values} completes
   * without any. For a Quarkus REST route ({@code @Produces(BaleProvider.STREAM)}) whose {@code
   * Multi} may be empty: Quarkus REST writes a {@code Multi<byte[]>}'s pieces as they come, so the
   * answer is a stream however many values there are.
   *
   * <pre>{@code
   * @GET @Path("/live") @Produces(BaleProvider.STREAM)
   * public Multi<byte[]> live() { return BaleStreams.encode(orders(), Order.class); }
   * }</pre>
   *
   * <p>A value the codec refuses ends the pieces with its {@link dev.bale.runtime.BaleException},
   * which Quarkus REST handles as any failure of a streamed {@code Multi}: seen on Quarkus 3.33.2,
   * a 500 when it is the first value, else the response cut after the records before it (which a
   * reader reports as {@code TRUNCATED}). Each subscription writes with a writer of its own.
   *
   * @throws IllegalArgumentException if {@code type} is not a generated message class (it declares
   *     no schema fingerprint)
   */
  public static <E> Multi<byte[]> encode(Multi<E> values, Class<E> type) {
    Objects.requireNonNull(values, "values");
    Supplier<MessageStreamWriter<E>> writers = MessageStreamWriter.writers(type);
    return Multi.createFrom()
        .deferred(
            () -> {
              MessageStreamWriter<E> w = writers.get();
              return values
                  .onItem()
                  .transform(w::encodeNext)
                  .onCompletion()
                  .ifEmpty()
                  .continueWith(() -> List.of(w.encodeEnd()));
            });
  }
}
