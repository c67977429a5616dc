package dev.bale.runtime;

import dev.bale.runtime.internal.LittleEndian;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Push-style decoder of a message stream (FORMAT.md §4.1) or a session stream (§4.2): feed it bytes
 * as they arrive, in chunks of any size (one byte at a time is fine), and take decoded values with
 * {@link #poll()}. It never needs more than the bytes of the record it is in: {@link #wanted()}
 * says how many bytes it can take without going past the current item, so a pull reader ({@link
 * MessageStreamReader}) reads exactly the stream's bytes and nothing after the last record it
 * needed.
 *
 * <p>The stream kind comes from the frame's codec byte: 17 (message stream) or 18 (session stream).
 * A session stream's string table lives in this decoder across records and is emptied by reset
 * records; {@link #expectSession(long)} pins the session id, and {@link #newStream()} continues the
 * same session on a new stream (after a reconnect) whose header must name the same session, epoch
 * and table size.
 *
 * <p><b>Errors.</b> Every malformed input ends in a {@link BaleException} whose offset counts from
 * the first byte of the current stream (frame included); after one the decoder is unusable ({@link
 * IllegalStateException}). A record's root that arrives in pieces is buffered (growing with the
 * bytes that arrive, never by its claimed length, G3); one that lies whole in the array fed is
 * decoded where it is. Either way it is decoded by a {@link CompactReader}, and every decoded value
 * is copied out of the bytes it was read from (the buffer is reused for the next record, and the
 * caller's array is never referenced after {@code feed} returns: G11). Not thread-safe.
 */
public final class MessageStreamDecoder<T> {
  /** Frame codec id of a message stream (FORMAT.md §4.1). */
  public static final int CODEC_MESSAGE_STREAM = Frame.CODEC_MESSAGE_STREAM;

  /** Frame codec id of a session stream (FORMAT.md §4.2). */
  public static final int CODEC_SESSION_STREAM = Frame.CODEC_SESSION_STREAM;

  /** Default cap on the entries of a session's string table: 65,536. */
  public static final int DEFAULT_MAX_SESSION_ENTRIES = 1 << 16;

  /** Default cap on the UTF-8 bytes of a session's string table: 4 MiB. */
  public static final long DEFAULT_MAX_SESSION_BYTES = 4L << 20;

  private static final int CHUNK = 8192;

  /** The codecs a stream's frame may name. */
  private static final int[] STREAM_CODECS = {CODEC_MESSAGE_STREAM, CODEC_SESSION_STREAM};

  // Phases.
  private static final int FRAME = 0; // collecting the frame header (Frame.HEADER_SIZE bytes)
  private static final int SESSION_ID = 1; // 8 bytes
  private static final int SESSION_EPOCH = 2; // varint
  private static final int SESSION_ENTRIES = 3; // varint
  private static final int RECORD_HEAD = 4; // varint (at a record boundary when no byte taken)
  private static final int RECORD_BODY = 5;
  private static final int FAILED = 6;

  private final CompactType<T> type;
  private final CompactReader reader;
  private final boolean checkFingerprint;
  private final long fingerprint;
  private final BufferPool pool;
  private boolean sessionIdKnown;
  private long sessionId;
  private int maxSessionEntries = DEFAULT_MAX_SESSION_ENTRIES;
  private long maxSessionBytes = DEFAULT_MAX_SESSION_BYTES;

  private final SessionTable table = new SessionTable(false);
  private boolean session;
  private boolean sessionStarted; // a session header has been accepted once

  private int phase = FRAME;
  private long offset; // bytes of the current stream consumed
  private final byte[] head = new byte[Frame.HEADER_SIZE];
  private int headLen;
  private long itemStart; // stream offset of the item being read (varint, header field)
  private long varint;
  private int varintBytes;
  private byte[] body = new byte[0];
  private int bodyLen;
  private int bodyHave;
  private long bodyStart;
  private final ArrayDeque<T> ready = new ArrayDeque<>();
  private byte[] feedScratch; // copies out of direct buffers, reused

  /**
   * A decoder for roots of {@code type} whose frame must carry {@code fingerprint}, with {@link
   * Limits#DEFAULT} and the shared pool.
   */
  public MessageStreamDecoder(CompactType<T> type, long fingerprint) {
    this(type, true, fingerprint, Limits.DEFAULT, BufferPool.shared());
  }

  /**
   * The values of a whole stream held in {@code stream} (a message or session stream: its frame,
   * then every record), decoded under {@code limits}, in order, in a new list (empty for the frame
   * alone); for an HTTP body read whole, say. The frame must carry {@code fingerprint}. Malformed
   * bytes raise what {@link #feed} and {@link #endOfInput} raise (a stream cut short: TRUNCATED);
   * {@link Limits#maxStreamMessageBytes()} bounds each record, not the whole. A stream that arrives
   * in pieces, or that is long, is better fed to a decoder as it comes.
   */
  public static <T> List<T> decodeAll(
      CompactType<T> type, long fingerprint, byte[] stream, Limits limits) {
    MessageStreamDecoder<T> d =
        new MessageStreamDecoder<>(type, true, fingerprint, limits, BufferPool.shared());
    try {
      d.feed(stream, 0, stream.length);
      d.endOfInput();
      return d.drain();
    } finally {
      d.release();
    }
  }

  /**
   * Makes decoders, one per {@code get()}, of message and session streams whose records are of
   * {@code type}, a generated message class: its {@code COMPACT} codec, its {@code FINGERPRINT}
   * checked in each frame, each record under {@code limits}, buffers from the shared pool. The
   * class is looked up (by reflection) once, here: for a reader that starts a decoder per stream.
   *
   * @throws IllegalArgumentException if {@code type} is not a generated message class (it declares
   *     no schema fingerprint)
   */
  public static <T> Supplier<MessageStreamDecoder<T>> decoders(Class<T> type, Limits limits) {
    Objects.requireNonNull(limits, "limits");
    GeneratedCodecs c = records(type);
    CompactType<T> codec = codec(c);
    long fingerprint = c.fingerprint().getAsLong();
    return () -> new MessageStreamDecoder<>(codec, true, fingerprint, limits, BufferPool.shared());
  }

  /**
   * The codecs of {@code type}, a generated message class (it declares a schema fingerprint), as a
   * stream's records must be; else {@link IllegalArgumentException}, naming the class.
   */
  static GeneratedCodecs records(Class<?> type) {
    GeneratedCodecs c = GeneratedCodecs.of(Objects.requireNonNull(type, "type"));
    if (c == null || !c.fingerprint().isPresent()) {
      throw new IllegalArgumentException(
          type.getName()
              + " is not a generated message class (one with a schema FINGERPRINT), as a stream's"
              + " records must be");
    }
    return c;
  }

  /** The compact codec of the records' class {@code T} that {@code c} was found for. */
  @SuppressWarnings("unchecked") // c holds the codec of the class's own type, T
  static <T> CompactType<T> codec(GeneratedCodecs c) {
    return (CompactType<T>) (CompactType<?>) c.compact();
  }

  /**
   * A decoder.
   *
   * @param checkFingerprint false to accept any schema fingerprint in the frame
   * @param limits per-root limits; {@link Limits#maxStreamMessageBytes()} bounds each record
   * @param pool where record buffers come from
   */
  public MessageStreamDecoder(
      CompactType<T> type,
      boolean checkFingerprint,
      long fingerprint,
      Limits limits,
      BufferPool pool) {
    this.type = Objects.requireNonNull(type, "type");
    this.reader = new CompactReader(limits);
    this.checkFingerprint = checkFingerprint;
    this.fingerprint = fingerprint;
    this.pool = Objects.requireNonNull(pool, "pool");
  }

  /**
   * Requires a session stream with this session id (otherwise the first session header's id is
   * adopted). Call before feeding.
   */
  public MessageStreamDecoder<T> expectSession(long id) {
    sessionIdKnown = true;
    sessionId = id;
    return this;
  }

  /**
   * Caps of the session table (after each root); more → LIMIT_EXCEEDED. A writer's caps must not
   * exceed its reader's. Defaults {@link #DEFAULT_MAX_SESSION_ENTRIES}, {@link
   * #DEFAULT_MAX_SESSION_BYTES}.
   */
  public MessageStreamDecoder<T> sessionLimits(int maxEntries, long maxBytes) {
    if (maxEntries < 1 || maxBytes < 1) {
      throw new IllegalArgumentException("session limits must be >= 1");
    }
    maxSessionEntries = maxEntries;
    maxSessionBytes = maxBytes;
    return this;
  }

  /** Whether the current stream is a session stream (known once its frame is read). */
  public boolean isSession() {
    return session;
  }

  /** The session id (valid once a session header was read or {@link #expectSession} was called). */
  public long sessionId() {
    return sessionId;
  }

  /** Resets seen so far in the session. */
  public long sessionEpoch() {
    return table.epoch;
  }

  /** Entries in the session's string table. */
  public int sessionEntries() {
    return table.count;
  }

  /**
   * The most bytes this decoder can take now without reading past the item it is in (at least 1).
   */
  public int wanted() {
    switch (phase) {
      case FRAME:
        return Frame.HEADER_SIZE - headLen;
      case SESSION_ID:
        return 8 - headLen;
      case RECORD_BODY:
        return bodyLen - bodyHave;
      case FAILED:
        throw failed();
      default:
        return 1; // varints are read a byte at a time
    }
  }

  /**
   * Whether the decoder is between records (a stream may end here), i.e. the stream header is
   * complete and no byte of a next record has been taken.
   */
  public boolean atRecordBoundary() {
    return phase == RECORD_HEAD && varintBytes == 0;
  }

  /** Feeds all of {@code b}; decoded values queue up for {@link #poll()}. */
  public void feed(byte[] b, int off, int len) {
    Objects.checkFromIndexSize(off, len, b.length);
    while (len > 0) {
      int n = Math.min(len, wanted());
      take(b, off, n);
      off += n;
      len -= n;
    }
  }

  /** Feeds the buffer's remaining bytes (heap or direct) and advances its position. */
  public void feed(ByteBuffer in) {
    if (in.hasArray()) {
      int n = in.remaining();
      feed(in.array(), in.arrayOffset() + in.position(), n);
      ((java.nio.Buffer) in).position(in.position() + n);
      return;
    }
    if (feedScratch == null) {
      feedScratch = new byte[CHUNK];
    }
    byte[] tmp = feedScratch;
    while (in.hasRemaining()) {
      int n = Math.min(tmp.length, in.remaining());
      in.get(tmp, 0, n);
      feed(tmp, 0, n);
    }
  }

  /** The next decoded value, or null when none is complete yet. */
  public T poll() {
    return ready.poll();
  }

  /**
   * Every value decoded and not yet taken, in order, in a new list (empty when none is complete);
   * {@link #poll()} then returns null until more bytes are fed. The step of a reader that hands on
   * what each chunk completes: {@code d.feed(chunk, 0, chunk.length); return d.drain();}.
   */
  public List<T> drain() {
    List<T> values = new ArrayList<>(ready.size());
    for (T v; (v = ready.poll()) != null; ) {
      values.add(v);
    }
    return values;
  }

  /**
   * Declares the end of the input: fine at a record boundary, otherwise TRUNCATED (offset: the
   * stream's length); a stream without a complete header is TRUNCATED too.
   */
  public void endOfInput() {
    if (phase == FAILED) {
      throw failed();
    }
    if (!atRecordBoundary()) {
      throw fail(
          new BaleException(
              ErrorCode.TRUNCATED, offset, rootName(), "stream ends inside " + phaseName()));
    }
  }

  /**
   * Expects a new stream (its frame and header) next, keeping the session: the new stream must be a
   * session stream continuing this session at the same epoch and table size ({@link
   * ErrorCode#SESSION_MISMATCH} otherwise). Offsets restart at 0. Only at a record boundary.
   */
  public void newStream() {
    if (!atRecordBoundary()) {
      throw new IllegalStateException("newStream() inside a record");
    }
    phase = FRAME;
    headLen = 0;
    offset = 0;
  }

  /**
   * Gives the record buffer back to the pool; the decoder can still be used (it takes a new one).
   */
  public void release() {
    if (body.length > 0) {
      pool.release(body);
      body = new byte[0];
    }
  }

  private void take(byte[] b, int off, int n) {
    switch (phase) {
      case FRAME:
        System.arraycopy(b, off, head, headLen, n);
        headLen += n;
        offset += n;
        if (headLen == Frame.HEADER_SIZE) {
          checkFrame();
        }
        return;
      case SESSION_ID:
        System.arraycopy(b, off, head, headLen, n);
        headLen += n;
        offset += n;
        if (headLen == 8) {
          long id = LittleEndian.getLong(head, 0);
          if (sessionIdKnown && id != sessionId) {
            throw fail(
                new BaleException(
                    ErrorCode.SESSION_MISMATCH,
                    Frame.HEADER_SIZE,
                    rootName(),
                    "stream of session "
                        + Long.toHexString(id)
                        + ", reader is in session "
                        + Long.toHexString(sessionId)));
          }
          sessionId = id;
          sessionIdKnown = true;
          phase = SESSION_EPOCH;
        }
        return;
      case SESSION_EPOCH:
      case SESSION_ENTRIES:
      case RECORD_HEAD:
        if (varintByte(b[off])) {
          varintDone();
        }
        return;
      case RECORD_BODY:
        if (bodyHave == 0 && n == bodyLen) {
          // The whole record is in this chunk: decoded where it is, not copied first (a decoded
          // value never shares the input's bytes).
          offset += n;
          decodeBody(b, off);
        } else {
          takeBody(b, off, n);
        }
        return;
      default:
        throw failed();
    }
  }

  private void checkFrame() {
    byte[] h = head;
    // Classes, not lambdas: a lambda is an invokedynamic call site, linked where it first runs (a
    // stream's first bytes may be fed anywhere, near the stack's end too) and, when that link
    // fails, failed for good (docs/safety.md, "Classes and call sites first used inside a root").
    Frame.Errors errors =
        new Frame.Errors() {
          @Override
          public BaleException error(ErrorCode code, int pos, String detail) {
            return fail(headerError(code, pos, detail));
          }
        };
    long fp =
        Frame.check(
            errors,
            new java.util.function.IntUnaryOperator() {
              @Override
              public int applyAsInt(int i) {
                return h[i] & 0xFF;
              }
            },
            0,
            headLen,
            STREAM_CODECS);
    boolean isSession = Frame.codec(h, 0) == CODEC_SESSION_STREAM;
    if (sessionStarted && !isSession) {
      throw fail(
          headerError(
              ErrorCode.SESSION_MISMATCH,
              Frame.CODEC_OFFSET,
              "a session continues on a stream without a session"));
    }
    if (checkFingerprint) {
      Frame.checkFingerprint(errors, 0, fp, fingerprint);
    }
    session = isSession;
    headLen = 0;
    phase = isSession ? SESSION_ID : RECORD_HEAD;
    if (!isSession && sessionIdKnown) {
      throw fail(
          headerError(
              ErrorCode.SESSION_MISMATCH,
              Frame.CODEC_OFFSET,
              "reader expects a session stream, got codec " + CODEC_MESSAGE_STREAM));
    }
  }

  private BaleException headerError(ErrorCode code, long at, String detail) {
    return new BaleException(code, at, rootName(), detail);
  }

  /** Takes one varint byte; returns true when the varint is complete. */
  private boolean varintByte(byte v) {
    if (varintBytes == 0) {
      itemStart = offset;
      varint = 0;
    }
    int b = v & 0xFF;
    offset++;
    int i = varintBytes++;
    if (i == 9 && b > 1) {
      throw fail(
          new BaleException(
              ErrorCode.VARINT_OVERFLOW, itemStart, rootName(), "varint does not fit in 64 bits"));
    }
    varint |= (long) (b & 0x7F) << (7 * i);
    if (b < 0x80) {
      if (b == 0 && i > 0) {
        throw fail(
            new BaleException(
                ErrorCode.VARINT_NONCANONICAL, itemStart, rootName(), "overlong varint"));
      }
      varintBytes = 0;
      return true;
    }
    return false;
  }

  private void varintDone() {
    long v = varint;
    switch (phase) {
      case SESSION_EPOCH:
        if (v != table.epoch) {
          throw fail(
              new BaleException(
                  ErrorCode.SESSION_MISMATCH,
                  itemStart,
                  rootName(),
                  "stream continues the session at epoch "
                      + Long.toUnsignedString(v)
                      + ", reader is at epoch "
                      + table.epoch));
        }
        phase = SESSION_ENTRIES;
        return;
      case SESSION_ENTRIES:
        if (v != table.count) {
          throw fail(
              new BaleException(
                  ErrorCode.SESSION_MISMATCH,
                  itemStart,
                  rootName(),
                  "stream continues the session with "
                      + Long.toUnsignedString(v)
                      + " table entries, reader has "
                      + table.count));
        }
        sessionStarted = true;
        phase = RECORD_HEAD;
        return;
      default:
        record(v);
    }
  }

  private void record(long h) {
    long len = h;
    if (session) {
      if ((h & 1) != 0) {
        long epoch = h >>> 1;
        if (epoch != table.epoch + 1) {
          throw fail(
              new BaleException(
                  ErrorCode.SESSION_RESET_OUT_OF_ORDER,
                  itemStart,
                  rootName(),
                  "reset to epoch "
                      + Long.toUnsignedString(epoch)
                      + ", expected "
                      + (table.epoch + 1)));
        }
        table.reset();
        return;
      }
      len = h >>> 1;
    }
    if (len < 0 || len > reader.limits().maxStreamMessageBytes()) {
      throw fail(
          new BaleException(
              ErrorCode.LIMIT_EXCEEDED,
              itemStart,
              rootName(),
              "record of "
                  + Long.toUnsignedString(len)
                  + " bytes > maxStreamMessageBytes "
                  + reader.limits().maxStreamMessageBytes()));
    }
    bodyLen = (int) len;
    bodyHave = 0;
    bodyStart = offset;
    if (bodyLen == 0) {
      decodeBody(body, 0); // an empty root: TRUNCATED from the reader
      return;
    }
    phase = RECORD_BODY;
  }

  private void takeBody(byte[] b, int off, int n) {
    if (bodyHave + n > body.length) {
      // Grow with the bytes that arrive, never to a claimed length up front (G3).
      long cap =
          Math.min(bodyLen, Math.max((long) bodyHave + n, Math.max(CHUNK, body.length * 2L)));
      byte[] bigger = pool.acquire((int) cap);
      System.arraycopy(body, 0, bigger, 0, bodyHave);
      if (body.length > 0) {
        pool.release(body);
      }
      body = bigger;
    }
    System.arraycopy(b, off, body, bodyHave, n);
    bodyHave += n;
    offset += n;
    if (bodyHave == bodyLen) {
      decodeBody(body, 0);
    }
  }

  /** Decodes the record's root: its {@code bodyLen} bytes at {@code src[from...]}. */
  private void decodeBody(byte[] src, int from) {
    T value;
    try {
      value =
          session
              ? reader.decoder.decodeSession(
                  type, src, from, bodyLen, table, maxSessionEntries, maxSessionBytes)
              : reader.decode(type, src, from, bodyLen);
    } catch (BaleException e) {
      throw fail(
          new BaleException(
              e.code(), e.offset() < 0 ? bodyStart : e.offset() + bodyStart, e.path(), e.detail()));
    }
    ready.add(value);
    phase = RECORD_HEAD;
  }

  private String phaseName() {
    switch (phase) {
      case FRAME:
        return "the frame header";
      case SESSION_ID:
      case SESSION_EPOCH:
      case SESSION_ENTRIES:
        return "the session header";
      case RECORD_HEAD:
        return "a record header";
      default:
        return "a record (" + bodyHave + " of " + bodyLen + " bytes)";
    }
  }

  private String rootName() {
    return dev.bale.runtime.internal.ValuePaths.simpleName(type.schemaName());
  }

  private BaleException fail(BaleException e) {
    phase = FAILED;
    return e;
  }

  private IllegalStateException failed() {
    return new IllegalStateException("the stream decoder failed earlier");
  }
}
