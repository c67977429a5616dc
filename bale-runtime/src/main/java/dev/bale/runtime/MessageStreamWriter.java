package dev.bale.runtime;

import dev.bale.runtime.internal.LittleEndian;
import dev.bale.runtime.internal.RootPlace;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Writes a message stream (FORMAT.md §4.1: a frame, then length-delimited roots) or a session
 * stream (§4.2: roots share one string table across records, with resets marked on the wire) to an
 * {@link OutputStream} or a {@link WritableByteChannel}.
 *
 * <p>Each record (record header and root together) is one write to the sink. Roots that the
 * generated one-pass path takes (small roots: {@link CompactType#encodeLeaf}; in a session stream,
 * roots its tree path takes against the session table, leaf types included) go straight into an
 * array its compact writer keeps from root to root (up to 1 MiB, as for {@code encode} to an {@link
 * OutputStream}); other records (and a session root that needs a reset first) take an array from
 * the pool and give it back after the write. A session writer resets its table by itself when
 * adding a root would take it over its caps ({@link #sessionCaps}), and on {@link #reset()}. Not
 * thread-safe; the sink is neither flushed nor closed except by {@link #flush()} and {@link
 * #close()}.
 *
 * <p>A session's table is updated when a root is encoded, before its bytes reach the sink. After an
 * {@link IOException} from the sink the reader may have missed that record; if the record had
 * changed the table, a continuation ({@link #continueOn}) is rejected by the reader with {@link
 * ErrorCode#SESSION_MISMATCH} (its header states the writer's epoch and table size). Start a new
 * session after a failed write.
 */
public final class MessageStreamWriter<T> implements AutoCloseable {
  private final CompactType<T> type;
  private final long fingerprint;
  private final CompactWriter writer;
  private final CompactEncoder encoder;
  private final BufferPool pool;
  private final SessionTable table;
  private final long sessionId;
  private int maxEntries = MessageStreamDecoder.DEFAULT_MAX_SESSION_ENTRIES;
  private long maxBytes = MessageStreamDecoder.DEFAULT_MAX_SESSION_BYTES;
  private OutputStream out;
  private WritableByteChannel channel;
  private boolean headerWritten;
  private long records;
  private long bytesWritten;

  private MessageStreamWriter(
      CompactType<T> type, long fingerprint, boolean session, long sessionId, BufferPool pool) {
    this.type = Objects.requireNonNull(type, "type");
    this.fingerprint = fingerprint;
    this.pool = Objects.requireNonNull(pool, "pool");
    this.writer = new CompactWriter().bufferPool(pool);
    this.encoder = writer.encoder;
    this.table = session ? new SessionTable(true) : null;
    this.sessionId = sessionId;
  }

  /** A message stream (codec 17) of roots of {@code type} to {@code out}. */
  public static <T> MessageStreamWriter<T> messages(
      CompactType<T> type, long fingerprint, OutputStream out) {
    return new MessageStreamWriter<>(type, fingerprint, false, 0, BufferPool.shared()).to(out);
  }

  /**
   * The bytes of a whole message stream (codec 17) of {@code values}: the frame, then one record
   * per value; the frame alone when there are none. A value the codec refuses raises what {@link
   * #write} raises. For values that come one at a time, write them to a writer as they come.
   */
  public static <T> byte[] encodeAll(
      CompactType<T> type, long fingerprint, Iterable<? extends T> values) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (MessageStreamWriter<T> w = messages(type, fingerprint, out)) {
      for (T v : values) {
        w.write(v);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // not thrown: the sink is in memory
    }
    return out.toByteArray();
  }

  /** A session stream (codec 18) of roots of {@code type} to {@code out}. */
  public static <T> MessageStreamWriter<T> session(
      CompactType<T> type, long fingerprint, long sessionId, OutputStream out) {
    return new MessageStreamWriter<>(type, fingerprint, true, sessionId, BufferPool.shared())
        .to(out);
  }

  /**
   * A writer with every choice explicit; give it a sink with {@link #to(OutputStream)} or {@link
   * #to(WritableByteChannel)}.
   *
   * @param session true for a session stream with id {@code sessionId}
   */
  public static <T> MessageStreamWriter<T> create(
      CompactType<T> type, long fingerprint, boolean session, long sessionId, BufferPool pool) {
    return new MessageStreamWriter<>(type, fingerprint, session, sessionId, pool);
  }

  /**
   * Makes writers, one per {@code get()}, of message streams (codec 17) of {@code type}'s records,
   * {@code type} a generated message class (its {@code COMPACT} codec, its {@code FINGERPRINT} in
   * the frame), without a sink ({@link #encodeNext}, {@link #encodeEnd}), buffers from the shared
   * pool. The class is looked up (by reflection) once, here: for a framework that writes a stream
   * per response, whose first piece may have to be written before any record (a stream of none).
   *
   * @throws IllegalArgumentException if {@code type} is not a generated message class (it declares
   *     no schema fingerprint)
   */
  public static <T> Supplier<MessageStreamWriter<T>> writers(Class<T> type) {
    GeneratedCodecs c = MessageStreamDecoder.records(type);
    CompactType<T> codec = MessageStreamDecoder.codec(c);
    long fingerprint = c.fingerprint().getAsLong();
    return () -> new MessageStreamWriter<>(codec, fingerprint, false, 0, BufferPool.shared());
  }

  /** Sets the sink (before the first write, or through {@link #continueOn}). */
  public MessageStreamWriter<T> to(OutputStream sink) {
    out = Objects.requireNonNull(sink, "sink");
    channel = null;
    return this;
  }

  /** Sets a channel as the sink. */
  public MessageStreamWriter<T> to(WritableByteChannel sink) {
    channel = Objects.requireNonNull(sink, "sink");
    out = null;
    return this;
  }

  /** The compact writer used for roots, to set its options (string dedup, message dedup). */
  public CompactWriter compactWriter() {
    return writer;
  }

  /**
   * Caps of the session table: the writer resets before a root that would take the table past
   * {@code maxEntries} entries or {@code maxBytes} UTF-8 bytes. Must not exceed the reader's limits
   * ({@link MessageStreamDecoder#sessionLimits}).
   */
  public MessageStreamWriter<T> sessionCaps(int maxEntries, long maxBytes) {
    if (maxEntries < 1 || maxBytes < 1) {
      throw new IllegalArgumentException("session caps must be >= 1");
    }
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    return this;
  }

  /** Records written (resets not counted). */
  public long records() {
    return records;
  }

  /** Bytes written to the sink so far (headers included). */
  public long bytesWritten() {
    return bytesWritten;
  }

  /** Entries in the session table (0 for a message stream). */
  public int sessionEntries() {
    return table == null ? 0 : table.count;
  }

  /** Resets so far (0 for a message stream). */
  public long sessionEpoch() {
    return table == null ? 0 : table.epoch;
  }

  /**
   * Encodes {@code value} as the next record and returns the bytes it adds to the stream: its
   * record, after the stream's head for the first. For records that go out one at a time through
   * something other than a sink (an HTTP framework's response pieces, say), from a writer made
   * without one ({@link #create}); with a sink, {@link IllegalStateException}. Together the bytes
   * returned, then {@link #encodeEnd()}'s, are the stream.
   */
  public byte[] encodeNext(T value) {
    Memory m = memory();
    try {
      write(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // not thrown: the sink is in memory
    }
    return m.take();
  }

  /**
   * The bytes that end a stream written by {@link #encodeNext}: its head when no record was written
   * (a stream without records), else none.
   */
  public byte[] encodeEnd() {
    Memory m = memory();
    try {
      writeHeaderOnce();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // not thrown: the sink is in memory
    }
    return m.take();
  }

  /** The in-memory sink of {@link #encodeNext}, set on first use. */
  private Memory memory() {
    if (out instanceof Memory m) {
      return m;
    }
    if (out != null || channel != null) {
      throw new IllegalStateException("encodeNext and encodeEnd are for a writer without a sink");
    }
    Memory m = new Memory();
    out = m;
    return m;
  }

  /** An in-memory sink whose bytes are taken after each record. */
  private static final class Memory extends ByteArrayOutputStream {
    byte[] take() {
      byte[] b = toByteArray();
      reset();
      return b;
    }
  }

  /** Encodes {@code value} as the next record. */
  public void write(T value) throws IOException {
    writeHeaderOnce();
    if (table == null) {
      if (!writeInPlace(value)) {
        encoder.encodeRootForStream(type, value);
        emitRecord(false, 0);
      }
    } else if (!writeSessionInPlace(value)) {
      boolean reset = encoder.encodeSessionRoot(type, value, table, maxEntries, maxBytes);
      emitRecord(reset, 1);
    }
    records++;
  }

  /**
   * A message stream's record through the one-pass path, its length and root written in place in
   * the encoder's kept array: false when the path does not take the root (nothing written).
   */
  private boolean writeInPlace(T value) throws IOException {
    byte[] r = encoder.takeSpare(type, value, RootPlace.RECORD);
    return r != null && sinkSpare(r);
  }

  /**
   * A session stream's record written as {@link #writeInPlace} writes a message stream's, when the
   * one-pass path takes the root against the session table (not when the root needs a reset first:
   * the general path then writes the reset and the root).
   */
  private boolean writeSessionInPlace(T value) throws IOException {
    byte[] r = encoder.takeSessionSpare(type, value, table, maxEntries, maxBytes);
    return r != null && sinkSpare(r);
  }

  private boolean sinkSpare(byte[] r) throws IOException {
    try {
      sink(r, encoder.spareEnd());
    } finally {
      encoder.putSpare(r);
    }
    return true;
  }

  private void emitRecord(boolean reset, int shift) throws IOException {
    byte[] a = null;
    try {
      int size = encoder.rootSize();
      long h = (long) size << shift;
      int resetSize = reset ? CompactEncoder.uvarintSize((table.epoch << 1) | 1) : 0;
      int n = resetSize + CompactEncoder.uvarintSize(h) + size;
      a = pool.acquire(n);
      int p = 0;
      if (reset) {
        p = CompactEncoder.putUVarint(a, p, (table.epoch << 1) | 1);
      }
      p = CompactEncoder.putUVarint(a, p, h);
      encoder.copyRoot(a, p);
      sink(a, n);
    } finally {
      encoder.finish();
      if (a != null) {
        pool.release(a);
      }
    }
  }

  /**
   * Writes a reset record now (session streams): both sides empty the table. Resets are otherwise
   * automatic (caps) and need no call.
   */
  public void reset() throws IOException {
    if (table == null) {
      throw new IllegalStateException("reset() on a message stream without a session");
    }
    writeHeaderOnce();
    table.reset();
    byte[] a = new byte[10];
    int n = CompactEncoder.putUVarint(a, 0, (table.epoch << 1) | 1);
    sink(a, n);
  }

  /**
   * Continues the session on a new sink (after a reconnect): writes a new stream header naming the
   * session's current epoch and table size, so the reader can check it is in step.
   */
  public void continueOn(OutputStream next) throws IOException {
    to(next);
    headerWritten = false;
    writeHeaderOnce();
  }

  /** Like {@link #continueOn(OutputStream)}, on a channel. */
  public void continueOn(WritableByteChannel next) throws IOException {
    to(next);
    headerWritten = false;
    writeHeaderOnce();
  }

  /** Flushes an {@link OutputStream} sink. */
  public void flush() throws IOException {
    if (out != null) {
      out.flush();
    }
  }

  /**
   * Ends the stream without closing the sink: writes the header if nothing was written yet (a
   * stream of no records is still a stream) and flushes. For a sink that its owner closes, such as
   * an HTTP framework's response stream (a Jakarta REST {@code StreamingOutput}'s, a Spring MVC
   * {@code StreamingResponseBody}'s); {@link #close} does the same and closes the sink.
   */
  public void finish() throws IOException {
    writeHeaderOnce();
    flush();
  }

  /** Writes the header if nothing was written yet, flushes, and closes the sink. */
  @Override
  public void close() throws IOException {
    finish();
    if (out != null) {
      out.close();
    } else if (channel != null) {
      channel.close();
    }
  }

  private void writeHeaderOnce() throws IOException {
    if (headerWritten) {
      return;
    }
    if (out == null && channel == null) {
      throw new IllegalStateException("no sink: call to(...) first");
    }
    // The header, then for a session its id (8 bytes) and two varints (epoch, count: 20 at most).
    byte[] h = new byte[Frame.HEADER_SIZE + 8 + 20];
    Frame.write(
        h, 0, table == null ? Frame.CODEC_MESSAGE_STREAM : Frame.CODEC_SESSION_STREAM, fingerprint);
    int n = Frame.HEADER_SIZE;
    if (table != null) {
      LittleEndian.setLong(h, Frame.HEADER_SIZE, sessionId);
      n = CompactEncoder.putUVarint(h, Frame.HEADER_SIZE + 8, table.epoch);
      n = CompactEncoder.putUVarint(h, n, table.count);
    }
    sink(h, n);
    headerWritten = true;
  }

  private void sink(byte[] a, int n) throws IOException {
    if (out != null) {
      out.write(a, 0, n);
    } else {
      ByteBuffer b = ByteBuffer.wrap(a, 0, n);
      while (b.hasRemaining()) {
        channel.write(b);
      }
    }
    bytesWritten += n;
  }
}
