package dev.bale.runtime;

import dev.bale.runtime.internal.LittleEndian;
import java.util.function.IntUnaryOperator;

/**
 * The frame header (FORMAT.md §4): 14 bytes in front of a framed root or at the start of a stream —
 * the magic {@code "BALE"} ({@code 42 41 4C 45}), the format version, the codec id and the schema
 * fingerprint (8 bytes, little-endian). Every writer and reader of the Java runtime, and the
 * inspector, take the header's layout from here. Readers check its parts in this order, each once
 * enough bytes are there: magic ({@code BAD_MAGIC}), version ({@code UNSUPPORTED_VERSION}), codec
 * ({@code UNSUPPORTED_CODEC}), fingerprint ({@code FINGERPRINT_MISMATCH}); too few bytes for the
 * next part is {@code TRUNCATED}.
 *
 * <p>{@link #check} and {@link #checkFingerprint} are those checks, with their codes, offsets and
 * details; every reader of a header (compact, flat, the message streams, the inspector) makes them
 * through these two methods rather than spelling them out.
 *
 * <p>Useful on its own to tell what a framed buffer holds, e.g. {@code Frame.hasMagic(bytes, 0) &&
 * Frame.codec(bytes, 0) == Frame.CODEC_FLAT}.
 */
public final class Frame {
  private Frame() {}

  /** The header's size in bytes. */
  public static final int HEADER_SIZE = 14;

  /** The format version this runtime reads and writes. */
  public static final int VERSION = 0;

  /** Codec id of a framed compact root. */
  public static final int CODEC_COMPACT = 1;

  /** Codec id of a framed flat body. */
  public static final int CODEC_FLAT = 2;

  /** Codec id of a message stream (FORMAT.md §4.1). */
  public static final int CODEC_MESSAGE_STREAM = 17;

  /** Codec id of a session stream (FORMAT.md §4.2). */
  public static final int CODEC_SESSION_STREAM = 18;

  /** Offset of the version byte in the header. */
  public static final int VERSION_OFFSET = 4;

  /** Offset of the codec byte in the header. */
  public static final int CODEC_OFFSET = 5;

  /** Offset of the 8-byte little-endian fingerprint in the header. */
  public static final int FINGERPRINT_OFFSET = 6;

  /** The detail of a {@code BAD_MAGIC} error. */
  public static final String BAD_MAGIC_DETAIL = "expected 42414c45 (\"BALE\")";

  /** Writes a header for {@code codec} and {@code fingerprint} at {@code out[at]}. */
  public static void write(byte[] out, int at, int codec, long fingerprint) {
    out[at] = 0x42;
    out[at + 1] = 0x41;
    out[at + 2] = 0x4C;
    out[at + 3] = 0x45;
    out[at + VERSION_OFFSET] = VERSION;
    out[at + CODEC_OFFSET] = (byte) codec;
    LittleEndian.setLong(out, at + FINGERPRINT_OFFSET, fingerprint);
  }

  /** Whether the four bytes are the magic. */
  public static boolean isMagic(int b0, int b1, int b2, int b3) {
    return (b0 & 0xFF) == 0x42 && (b1 & 0xFF) == 0x41 && (b2 & 0xFF) == 0x4C && (b3 & 0xFF) == 0x45;
  }

  /** Whether {@code b[at, at + 4)} is the magic (those bytes must exist). */
  public static boolean hasMagic(byte[] b, int at) {
    return isMagic(b[at], b[at + 1], b[at + 2], b[at + 3]);
  }

  /** The version byte of the header at {@code at}. */
  public static int version(byte[] b, int at) {
    return b[at + VERSION_OFFSET] & 0xFF;
  }

  /** The codec byte of the header at {@code at}. */
  public static int codec(byte[] b, int at) {
    return b[at + CODEC_OFFSET] & 0xFF;
  }

  /** The fingerprint of the header at {@code at}. */
  public static long fingerprint(byte[] b, int at) {
    return LittleEndian.getLong(b, at + FINGERPRINT_OFFSET);
  }

  /**
   * Makes the exception of a failed header check; the reader adds its own context (the path, and an
   * offset relative to where its input starts).
   */
  @FunctionalInterface
  public interface Errors {
    /**
     * @param code the error code (FORMAT.md §8)
     * @param pos the position of the part that failed, in the coordinates {@link #check} was given
     * @param detail what was found
     */
    BaleException error(ErrorCode code, int pos, String detail);
  }

  /**
   * Checks the header at {@code at}, of which {@code len} bytes are available (more is fine): the
   * magic, the version, then that the codec is one of {@code codecs}, each {@code TRUNCATED} first
   * when its bytes are missing, and that the 8 fingerprint bytes are there. The fingerprint is
   * returned, not compared: pass it to {@link #checkFingerprint}, after any check of the reader's
   * own that comes first (a session stream's).
   *
   * @param u8 reads the input's byte (0-255) at a position
   * @param codecs the codec ids the reader accepts
   * @return the fingerprint
   */
  public static long check(Errors errors, IntUnaryOperator u8, int at, int len, int... codecs) {
    if (len < VERSION_OFFSET) {
      throw errors.error(ErrorCode.TRUNCATED, at, "frame magic");
    }
    if (!isMagic(
        u8.applyAsInt(at), u8.applyAsInt(at + 1), u8.applyAsInt(at + 2), u8.applyAsInt(at + 3))) {
      throw errors.error(ErrorCode.BAD_MAGIC, at, BAD_MAGIC_DETAIL);
    }
    int v = at + VERSION_OFFSET;
    if (len <= VERSION_OFFSET) {
      throw errors.error(ErrorCode.TRUNCATED, v, "frame version");
    }
    if (u8.applyAsInt(v) != VERSION) {
      throw errors.error(ErrorCode.UNSUPPORTED_VERSION, v, "format version " + u8.applyAsInt(v));
    }
    int c = at + CODEC_OFFSET;
    if (len <= CODEC_OFFSET) {
      throw errors.error(ErrorCode.TRUNCATED, c, "frame codec");
    }
    int codec = u8.applyAsInt(c);
    if (!accepts(codecs, codec)) {
      throw errors.error(ErrorCode.UNSUPPORTED_CODEC, c, codecDetail(codec, codecs));
    }
    int f = at + FINGERPRINT_OFFSET;
    if (len < HEADER_SIZE) {
      throw errors.error(ErrorCode.TRUNCATED, f, "frame fingerprint");
    }
    long fp = 0;
    for (int i = 7; i >= 0; i--) {
      fp = (fp << 8) | u8.applyAsInt(f + i);
    }
    return fp;
  }

  /**
   * The last check of a header at {@code at}: its fingerprint {@code found} must be {@code
   * expected} ({@code FINGERPRINT_MISMATCH} at the fingerprint).
   */
  public static void checkFingerprint(Errors errors, int at, long found, long expected) {
    if (found != expected) {
      throw errors.error(
          ErrorCode.FINGERPRINT_MISMATCH,
          at + FINGERPRINT_OFFSET,
          // 16 digits, as bale inspect and FORMAT.md write a fingerprint.
          String.format("frame has %016x, reader expects %016x", found, expected));
    }
  }

  private static boolean accepts(int[] codecs, int codec) {
    for (int c : codecs) {
      if (c == codec) {
        return true;
      }
    }
    return false;
  }

  /** "codec 3", or with several accepted "codec 3 is not a message stream (17) or ...". */
  private static String codecDetail(int codec, int[] accepted) {
    StringBuilder sb = new StringBuilder("codec ").append(codec);
    for (int i = 0; i < accepted.length && accepted.length > 1; i++) {
      sb.append(i == 0 ? " is not a " : " or ").append(codecName(accepted[i]));
      sb.append(" (").append(accepted[i]).append(')');
    }
    return sb.toString();
  }

  private static String codecName(int codec) {
    return switch (codec) {
      case CODEC_COMPACT -> "compact root";
      case CODEC_FLAT -> "flat body";
      case CODEC_MESSAGE_STREAM -> "message stream";
      case CODEC_SESSION_STREAM -> "session stream";
      default -> "codec";
    };
  }
}
