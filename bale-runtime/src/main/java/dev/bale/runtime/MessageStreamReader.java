package dev.bale.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * Pull reader of a message stream or session stream (FORMAT.md §4.1, §4.2) over an {@link
 * InputStream} or a {@link ReadableByteChannel}. It asks its source only for the bytes of the item
 * it is reading ({@link MessageStreamDecoder#wanted()}), so it never reads past the record it
 * returns: the source can carry other data after the stream, and a slow producer is never waited
 * for beyond the next record (back-pressure stays with the caller). Sources that return fewer bytes
 * than asked for are fine.
 *
 * <p>{@link #read()} returns the next value or null at a clean end of stream; {@link #iterator()}
 * does the same as an iterator (an {@link IOException} becomes {@link UncheckedIOException}).
 * Malformed input ends in a {@link BaleException} (see {@link MessageStreamDecoder}). Not
 * thread-safe; the source is not closed by this reader except by {@link #close()}.
 */
public final class MessageStreamReader<T> implements Iterable<T>, AutoCloseable {
  private final MessageStreamDecoder<T> decoder;
  private InputStream in;
  private final byte[] chunk = new byte[8192];
  private boolean ended;

  /** A reader of {@code in} with a decoder configured by the caller (session, limits, pool). */
  public MessageStreamReader(MessageStreamDecoder<T> decoder, InputStream in) {
    this.decoder = Objects.requireNonNull(decoder, "decoder");
    this.in = Objects.requireNonNull(in, "in");
  }

  /** A reader of a channel; reads ask the channel for at most the bytes they need. */
  public MessageStreamReader(MessageStreamDecoder<T> decoder, ReadableByteChannel in) {
    this(decoder, Channels.newInputStream(in));
  }

  /** A reader of roots of {@code type} whose frame must carry {@code fingerprint}. */
  public static <T> MessageStreamReader<T> of(
      CompactType<T> type, long fingerprint, InputStream in) {
    return new MessageStreamReader<>(new MessageStreamDecoder<>(type, fingerprint), in);
  }

  /** The decoder (session state, epoch). */
  public MessageStreamDecoder<T> decoder() {
    return decoder;
  }

  /** The next value, or null when the stream ends cleanly between records. */
  public T read() throws IOException {
    T v = decoder.poll();
    while (v == null) {
      if (ended) {
        return null;
      }
      int want = Math.min(decoder.wanted(), chunk.length);
      int r = in.read(chunk, 0, want);
      if (r < 0) {
        decoder.endOfInput(); // TRUNCATED unless at a record boundary
        ended = true;
        return null;
      }
      decoder.feed(chunk, 0, r);
      v = decoder.poll();
    }
    return v;
  }

  /**
   * Continues the same session on a new source (after a reconnect): the next bytes must be a
   * session stream header naming this session at its current epoch and table size.
   */
  public void continueOn(InputStream next) {
    decoder.newStream();
    in = Objects.requireNonNull(next, "next");
    ended = false;
  }

  /** The values, read lazily; {@code hasNext()} reads the next record (and only it). */
  @Override
  public Iterator<T> iterator() {
    return new Iterator<>() {
      private T next;

      @Override
      public boolean hasNext() {
        if (next == null) {
          try {
            next = read();
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }
        return next != null;
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        T v = next;
        next = null;
        return v;
      }
    };
  }

  /** Closes the source and gives the decoder's buffer back to its pool. */
  @Override
  public void close() throws IOException {
    decoder.release();
    in.close();
  }
}
