package dev.bale.runtime;

import dev.bale.runtime.internal.CompactAccess;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * Decodes the compact format (FORMAT.md part I) and checks every rule it states: all malformed
 * input ends in one {@link BaleException} with a code, the offset and the field path, under the
 * reader's {@link Limits}. Decodes a root from an array, a {@link ByteBuffer} or a stream, framed
 * or not. Reusable and not thread-safe: one instance per thread, or {@link Compact} for a
 * thread-local one. Nothing is carried from one root to the next, and the reader keeps no reference
 * to the input after a decode returns.
 */
public final class CompactReader {
  static {
    CompactAccess.sources(r -> r.decoder);
  }

  /** The decoder this reader's roots go through (package-private: message streams use it). */
  final CompactDecoder decoder;

  /** A reader with {@link Limits#DEFAULT}. */
  public CompactReader() {
    decoder = new CompactDecoder();
  }

  /** A reader with the given limits. */
  public CompactReader(Limits limits) {
    decoder = new CompactDecoder(limits);
  }

  /** The limits this reader enforces. */
  public Limits limits() {
    return decoder.limits();
  }

  /**
   * The estimated decoded size (FORMAT.md §7.1) charged by the last root this reader decoded, in
   * bytes: what counts against {@link Limits#decodedSizeBudget}. After a failed decode, what was
   * charged up to the error.
   */
  public long decodedSize() {
    return decoder.decodedSize();
  }

  /** Decodes one root that spans all of {@code bytes}; bytes after it → TRAILING_BYTES. */
  public <T> T decode(CompactType<T> type, byte[] bytes) {
    return decoder.decode(type, bytes);
  }

  /** Decodes one root that spans exactly {@code bytes[off, off + len)}. */
  public <T> T decode(CompactType<T> type, byte[] bytes, int off, int len) {
    return decoder.decode(type, bytes, off, len);
  }

  /**
   * Decodes one root spanning the buffer's remaining bytes (heap or direct) and, on success,
   * advances its position to its limit. A heap buffer is decoded through its array; a direct or
   * read-only one is read in place with absolute gets ({@code byteBufferViewVarHandle} for
   * fixed-width values), except that its string section is copied once into a reused scratch array
   * for UTF-8 validation. Everything decoded is copied out of the buffer, so the buffer may be
   * reused or released as soon as this returns (G11).
   */
  public <T> T decode(CompactType<T> type, ByteBuffer in) {
    return decoder.decode(type, in);
  }

  /**
   * Decodes the next root from {@code in}, reading exactly its bytes and never past its end, so a
   * stream of roots can be read one after another. The root is located by its structure (table
   * lengths, entry and message headers) and accumulated in a buffer that grows only as bytes arrive
   * (G3); more than {@link Limits#maxStreamMessageBytes()} → LIMIT_EXCEEDED. Bad bytes and a stream
   * that ends inside the root give the error an in-memory decode of the same bytes gives (code,
   * offset, path), never TRAILING_BYTES (FORMAT.md §7 lists the exceptions). Varints are read a
   * byte at a time: pass a buffered stream. An empty stream → TRUNCATED at offset 0. An {@link
   * IOException} from {@code in} in the middle of a root loses the bytes of it read so far: the
   * stream cannot be read on after it ({@link #decodeNext} and a {@link MessageStreamReader} can,
   * docs/streams.md).
   */
  public <T> T decode(CompactType<T> type, InputStream in) throws IOException {
    return decoder.decode(type, in);
  }

  /**
   * Like {@link #decode(CompactType, InputStream)}, but returns null when the stream ends cleanly
   * before the first byte of a root, so that a stream of roots can be read to its end.
   *
   * <p>An {@link IOException} from {@code in} (a socket read timing out, say) in the middle of a
   * root leaves the bytes of it read so far in this reader: the next {@code decodeNext} of the same
   * stream goes on from them, so a caller may retry the call and read on. Any other stream read by
   * this reader ({@code decode}, {@code decodeFramed} or {@code decodeNext} of another stream)
   * drops them first. (They are at most {@link Limits#maxStreamMessageBytes()}, held until then.)
   */
  public <T> T decodeNext(CompactType<T> type, InputStream in) throws IOException {
    return decoder.decodeNext(type, in);
  }

  /** Decodes a framed root (FORMAT.md §4) whose fingerprint must equal {@code expected}. */
  public <T> T decodeFramed(CompactType<T> type, byte[] bytes, long expectedFingerprint) {
    return decoder.decodeFramed(type, bytes, expectedFingerprint);
  }

  /** Decodes a framed root (FORMAT.md §4), accepting any schema fingerprint. */
  public <T> T decodeFramed(CompactType<T> type, byte[] bytes) {
    return decoder.decodeFramed(type, bytes);
  }

  /**
   * Decodes the next framed root from {@code in} (FORMAT.md §4), reading exactly the frame header
   * and one root, never past it; the fingerprint must equal {@code expectedFingerprint}.
   */
  public <T> T decodeFramed(CompactType<T> type, InputStream in, long expectedFingerprint)
      throws IOException {
    return decoder.decodeFramed(type, in, expectedFingerprint);
  }

  /** Decodes the next framed root from {@code in}, accepting any schema fingerprint. */
  public <T> T decodeFramed(CompactType<T> type, InputStream in) throws IOException {
    return decoder.decodeFramed(type, in);
  }
}
