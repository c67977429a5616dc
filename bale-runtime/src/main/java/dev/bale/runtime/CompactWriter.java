package dev.bale.runtime;

import dev.bale.runtime.internal.CompactAccess;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;

/**
 * Encodes values to the compact format (FORMAT.md part I): a root to an exact-size array, into a
 * {@link ByteBuffer}, to a stream or channel, as pooled pieces, or framed with its schema's
 * fingerprint. Reusable and not thread-safe: one instance per thread, or {@link Compact} for the
 * convenience of a thread-local one. A failed encode leaves nothing behind; the writer can be used
 * again at once.
 *
 * <p>Options: string dedup (on by default), message dedup (off), the cap on messages per root, the
 * nesting depth, the buffer pool, and whether ASCII strings' bytes are copied in place where the
 * JVM allows it ({@link #stringsInPlace(boolean)}). How a root is laid out and what generated code
 * calls while it is written is the runtime's business ({@code
 * dev.bale.runtime.internal.CompactSink}).
 */
public final class CompactWriter {
  static {
    CompactAccess.sinks(w -> w.encoder);
  }

  /** The encoder this writer's roots go through (package-private: message streams use it). */
  final CompactEncoder encoder = new CompactEncoder();

  /** A writer with the default options: string dedup on, message dedup off, depth 64. */
  public CompactWriter() {}

  /**
   * Whether equal strings share one string-table entry (default true). With false every string
   * occurrence gets its own entry; readers cannot tell the difference.
   */
  public CompactWriter dedupStrings(boolean on) {
    encoder.dedupStrings(on);
    return this;
  }

  /** Whether string dedup is on. */
  public boolean dedupStrings() {
    return encoder.dedupStrings();
  }

  /**
   * Whether the bytes of an ASCII string are copied from the string itself, eight at a time,
   * instead of being read char by char (default true). It takes effect only where {@link
   * #stringsInPlaceAvailable()}: when {@code java.base} opens {@code java.lang} to Bale's runtime
   * ({@code --add-opens java.base/java.lang=ALL-UNNAMED}, or {@code =dev.bale.runtime} on the
   * module path), so that the runtime may read a {@code String}'s private Latin-1 array (read only,
   * through a {@code VarHandle}; no {@code Unsafe}). The bytes written are the same either way;
   * string-heavy roots encode 10-25 % faster (docs/benchmarks-log.md, "ASCII strings' bytes read in
   * place").
   */
  public CompactWriter stringsInPlace(boolean on) {
    encoder.stringsInPlace(on);
    return this;
  }

  /** Whether this writer copies ASCII strings' bytes in place: the option, where available. */
  public boolean stringsInPlace() {
    return encoder.stringsInPlace();
  }

  /**
   * Whether this JVM lets Bale read a string's bytes in place: {@code java.lang} is opened to the
   * runtime, compact strings are on (the JDK's default), {@code String} has the fields a self-check
   * at start-up expects, and the system property {@code bale.strings.inPlace} is not {@code false}.
   */
  public static boolean stringsInPlaceAvailable() {
    return dev.bale.runtime.internal.StringBytes.available();
  }

  /**
   * Whether a message instance occurring more than once (by identity) is written once, in the
   * object table, and referenced elsewhere (default false). Costs a second walk of the value.
   */
  public CompactWriter dedupMessages(boolean on) {
    encoder.dedupMessages(on);
    return this;
  }

  /** Whether message dedup is on. */
  public boolean dedupMessages() {
    return encoder.dedupMessages();
  }

  /**
   * Maximum number of messages written inline in one root (references to shared instances are
   * free); default {@link Limits#DEFAULT_MAX_OBJECTS}, the same number a default reader accepts.
   * The cap matters for values that share instances: a decoded object graph may reference one
   * instance many times, and writing it with {@link #dedupMessages} off expands every reference. A
   * 138-byte "alias chain" of 10 entries each referencing the previous one 10 times decodes in
   * linear time but would re-encode to 10^10 messages; the cap turns that into {@link
   * ErrorCode#LIMIT_EXCEEDED} after bounded work. {@link Integer#MAX_VALUE} means no cap.
   */
  public CompactWriter maxMessages(int max) {
    encoder.maxMessages(max);
    return this;
  }

  /** The cap on inline messages per root. */
  public int maxMessages() {
    return encoder.maxMessages();
  }

  /**
   * The pool scratch arrays grow from and {@link #encodeToBuffers} draws its replacement arrays
   * from; default {@link BufferPool#shared()}.
   */
  public CompactWriter bufferPool(BufferPool pool) {
    encoder.bufferPool(pool);
    return this;
  }

  /** The pool this writer draws from. */
  public BufferPool bufferPool() {
    return encoder.bufferPool();
  }

  /** Maximum nesting depth written (root message = 1); default {@link Limits#DEFAULT_DEPTH}. */
  public CompactWriter maxDepth(int depth) {
    encoder.maxDepth(depth);
    return this;
  }

  /** Encodes one root to a new array of exactly its size. */
  public <T> byte[] encode(CompactType<T> type, T value) {
    return encoder.encode(type, value);
  }

  /**
   * Encodes one root into {@code out} at its position (heap or direct buffer) and advances the
   * position.
   *
   * @return the number of bytes written
   * @throws BufferOverflowException if the root does not fit in {@code out.remaining()}; nothing is
   *     then written
   */
  public <T> int encode(CompactType<T> type, T value, ByteBuffer out) {
    return encoder.encode(type, value, out);
  }

  /** Encodes one root to {@code out} (not flushed, not closed). */
  public <T> void encode(CompactType<T> type, T value, OutputStream out) throws IOException {
    encoder.encode(type, value, out);
  }

  /**
   * Encodes one root to {@code out}, with one gathering write of the pieces when the channel
   * supports it (nothing is copied into one array first). Loops until every byte is written.
   */
  public <T> void encode(CompactType<T> type, T value, WritableByteChannel out) throws IOException {
    encoder.encode(type, value, out);
  }

  /**
   * Encodes one root as a sequence of buffers in wire order, without copying the pieces into one
   * array (for large roots; FORMAT.md's table-first layout means a single-array result costs one
   * full copy of the body). The writer hands its scratch arrays to the result and takes fresh ones
   * from its {@link #bufferPool(BufferPool) pool} for the next root; {@link
   * EncodedBuffers#release()} gives them back. The buffers are read-only and expose exactly the
   * encoded bytes.
   */
  public <T> EncodedBuffers encodeToBuffers(CompactType<T> type, T value) {
    return encoder.encodeToBuffers(type, value);
  }

  /**
   * Encodes one root inside a frame (FORMAT.md §4) carrying {@code fingerprint}, the schema
   * fingerprint of the root type.
   */
  public <T> byte[] encodeFramed(CompactType<T> type, T value, long fingerprint) {
    return encoder.encodeFramed(type, value, fingerprint);
  }
}
