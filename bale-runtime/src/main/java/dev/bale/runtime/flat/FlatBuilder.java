package dev.bale.runtime.flat;

import dev.bale.runtime.BufferPool;
import dev.bale.runtime.internal.FlatSink;
import java.nio.ByteBuffer;

/**
 * A reusable flat encoder (FORMAT.md Part II) with its options: string and message dedup, a buffer
 * pool to grow from, a depth limit. {@link Flat#encode(FlatBuilder, FlatType, Object)} writes one
 * root into it; {@link #toByteArray()}, {@link #toByteArrayFramed(long)}, {@link
 * #toPooledBuffer(BufferPool)} or {@link #writeTo(ByteBuffer)} then take the bytes out.
 *
 * <pre>{@code
 * FlatBuilder b = new FlatBuilder().dedupMessages(true);
 * byte[] bytes = Flat.encode(b, Order.FLAT, order).toByteArray();
 * }</pre>
 *
 * <p>Reusable and not thread-safe: one builder per thread. Each encode starts from {@link
 * #reset()}, which clears every table, so nothing leaks from one root to the next; the working
 * array keeps its capacity.
 */
public final class FlatBuilder {
  /** Default maximum nesting depth a writer accepts, as for readers (FORMAT.md §7). */
  public static final int DEFAULT_MAX_DEPTH = FlatSink.DEFAULT_MAX_DEPTH;

  final FlatSink sink = new FlatSink();

  /** A builder with string dedup on, message dedup off and depth limit 64. */
  public FlatBuilder() {}

  /** Equal strings are written once (default on). Takes effect for strings written after it. */
  public FlatBuilder dedupStrings(boolean on) {
    sink.dedupStrings(on);
    return this;
  }

  /**
   * Whether the bytes of an ASCII string are copied from the string itself, eight at a time,
   * instead of being read char by char (default true), as {@link
   * dev.bale.runtime.CompactWriter#stringsInPlace(boolean)} does for the compact codec. It takes
   * effect only where {@link dev.bale.runtime.CompactWriter#stringsInPlaceAvailable()}: when {@code
   * java.base} opens {@code java.lang} to Bale's runtime. The bytes written are the same either
   * way.
   */
  public FlatBuilder stringsInPlace(boolean on) {
    sink.stringsInPlace(on);
    return this;
  }

  /** Whether this builder copies ASCII strings' bytes in place: the option, where available. */
  public boolean stringsInPlace() {
    return sink.stringsInPlace();
  }

  /** Repeated message instances are written once and pointed to twice (default off). */
  public FlatBuilder dedupMessages(boolean on) {
    sink.dedupMessages(on);
    return this;
  }

  /** Whether repeated message instances are written once. */
  public boolean dedupMessages() {
    return sink.dedupMessages();
  }

  /**
   * Grows this builder's working array from {@code pool} (and gives the outgrown one back), so a
   * builder reused for large roots does not allocate once the pool is warm; {@code null} (the
   * default) allocates plainly. Stale bytes of pooled arrays are zeroed before use, so the output
   * never depends on the pool (RELIABILITY.md G11).
   */
  public FlatBuilder bufferPool(BufferPool pool) {
    sink.bufferPool(pool);
    return this;
  }

  /** The pool this builder grows from, or {@code null}. */
  public BufferPool bufferPool() {
    return sink.bufferPool();
  }

  /** The deepest nesting an encode may reach (root = 1); deeper values throw. */
  public FlatBuilder maxDepth(int value) {
    sink.maxDepth(value);
    return this;
  }

  /** Drops what was written; the next encode starts an empty body. */
  public FlatBuilder reset() {
    sink.reset();
    return this;
  }

  /** Bytes written so far, the 8-byte body header included (before padding). */
  public int size() {
    return sink.size();
  }

  /** The body, padded with zeros to a multiple of 8 bytes. */
  public byte[] toByteArray() {
    return sink.toByteArray();
  }

  /** The body inside a frame (FORMAT.md §4, codec 2) carrying {@code fingerprint}. */
  public byte[] toByteArrayFramed(long fingerprint) {
    return sink.toByteArrayFramed(fingerprint);
  }

  /**
   * The padded body in an array acquired from {@code pool}: a heap buffer with position 0 and limit
   * the body's size. The caller owns it and gives it back with {@link
   * BufferPool#release(ByteBuffer)} when done (bytes past the limit are unspecified).
   */
  public ByteBuffer toPooledBuffer(BufferPool pool) {
    return sink.toPooledBuffer(pool);
  }

  /**
   * Copies the padded body into {@code dst} (heap or direct) at its position, advancing it.
   *
   * @return the number of bytes written
   * @throws java.nio.BufferOverflowException if {@code dst} has less room
   */
  public int writeTo(ByteBuffer dst) {
    return sink.writeTo(dst);
  }
}
