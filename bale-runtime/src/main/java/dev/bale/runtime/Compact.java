package dev.bale.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;

/**
 * Static convenience for the compact codec, using one {@link CompactWriter} (default options) and
 * one {@link CompactReader} ({@link Limits#DEFAULT}) per thread. For other options or limits,
 * create and reuse your own writer or reader.
 *
 * <p>A {@link CompactType} that itself calls {@code Compact} while being encoded or decoded gets a
 * fresh writer or reader, never the busy thread-local one.
 */
public final class Compact {
  private Compact() {}

  private static final ThreadLocal<CompactWriter> WRITER =
      ThreadLocal.withInitial(CompactWriter::new);
  private static final ThreadLocal<CompactReader> READER =
      ThreadLocal.withInitial(CompactReader::new);
  private static final ThreadLocal<boolean[]> BUSY = ThreadLocal.withInitial(() -> new boolean[2]);

  private static CompactWriter writer(boolean[] busy) {
    return busy[0] ? new CompactWriter() : WRITER.get();
  }

  private static CompactReader reader(boolean[] busy) {
    return busy[1] ? new CompactReader() : READER.get();
  }

  /** Encodes {@code value} to a new array. */
  public static <T> byte[] encode(CompactType<T> type, T value) {
    boolean[] busy = BUSY.get();
    boolean was = busy[0];
    CompactWriter w = writer(busy);
    busy[0] = true;
    try {
      return w.encode(type, value);
    } finally {
      busy[0] = was;
    }
  }

  /**
   * Encodes {@code value} into {@code out}; see {@link CompactWriter#encode(CompactType, Object,
   * ByteBuffer)}.
   */
  public static <T> int encode(CompactType<T> type, T value, ByteBuffer out) {
    boolean[] busy = BUSY.get();
    boolean was = busy[0];
    CompactWriter w = writer(busy);
    busy[0] = true;
    try {
      return w.encode(type, value, out);
    } finally {
      busy[0] = was;
    }
  }

  /** Encodes {@code value} to {@code out} (not flushed, not closed). */
  public static <T> void encodeTo(CompactType<T> type, T value, OutputStream out)
      throws IOException {
    boolean[] busy = BUSY.get();
    boolean was = busy[0];
    CompactWriter w = writer(busy);
    busy[0] = true;
    try {
      w.encode(type, value, out);
    } finally {
      busy[0] = was;
    }
  }

  /** Encodes {@code value} to {@code out} (gathering write when supported). */
  public static <T> void encodeTo(CompactType<T> type, T value, WritableByteChannel out)
      throws IOException {
    boolean[] busy = BUSY.get();
    boolean was = busy[0];
    CompactWriter w = writer(busy);
    busy[0] = true;
    try {
      w.encode(type, value, out);
    } finally {
      busy[0] = was;
    }
  }

  /** Encodes {@code value} inside a frame carrying the root type's schema fingerprint. */
  public static <T> byte[] encodeFramed(CompactType<T> type, T value, long fingerprint) {
    boolean[] busy = BUSY.get();
    boolean was = busy[0];
    CompactWriter w = writer(busy);
    busy[0] = true;
    try {
      return w.encodeFramed(type, value, fingerprint);
    } finally {
      busy[0] = was;
    }
  }

  /** Decodes one root spanning all of {@code bytes}. */
  public static <T> T decode(CompactType<T> type, byte[] bytes) {
    boolean[] busy = BUSY.get();
    boolean was = busy[1];
    CompactReader r = reader(busy);
    busy[1] = true;
    try {
      return r.decode(type, bytes);
    } finally {
      busy[1] = was;
    }
  }

  /** Decodes one root spanning all of {@code bytes} under {@code limits} (G13: per call). */
  public static <T> T decode(CompactType<T> type, byte[] bytes, Limits limits) {
    if (limits.equals(Limits.DEFAULT)) {
      return decode(type, bytes);
    }
    return new CompactReader(limits).decode(type, bytes);
  }

  /** Decodes one root spanning {@code bytes[off, off + len)}. */
  public static <T> T decode(CompactType<T> type, byte[] bytes, int off, int len) {
    boolean[] busy = BUSY.get();
    boolean was = busy[1];
    CompactReader r = reader(busy);
    busy[1] = true;
    try {
      return r.decode(type, bytes, off, len);
    } finally {
      busy[1] = was;
    }
  }

  /** Decodes one root spanning the buffer's remaining bytes and advances its position. */
  public static <T> T decode(CompactType<T> type, ByteBuffer in) {
    boolean[] busy = BUSY.get();
    boolean was = busy[1];
    CompactReader r = reader(busy);
    busy[1] = true;
    try {
      return r.decode(type, in);
    } finally {
      busy[1] = was;
    }
  }

  /** Decodes the next root from {@code in}, reading exactly its bytes. */
  public static <T> T decode(CompactType<T> type, InputStream in) throws IOException {
    boolean[] busy = BUSY.get();
    boolean was = busy[1];
    CompactReader r = reader(busy);
    busy[1] = true;
    try {
      return r.decode(type, in);
    } finally {
      busy[1] = was;
    }
  }

  /** Decodes a framed root whose schema fingerprint must equal {@code expectedFingerprint}. */
  public static <T> T decodeFramed(CompactType<T> type, byte[] bytes, long expectedFingerprint) {
    boolean[] busy = BUSY.get();
    boolean was = busy[1];
    CompactReader r = reader(busy);
    busy[1] = true;
    try {
      return r.decodeFramed(type, bytes, expectedFingerprint);
    } finally {
      busy[1] = was;
    }
  }
}
