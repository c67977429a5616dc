package dev.bale.runtime;

import dev.bale.runtime.internal.LittleEndian;

/**
 * The frame header (FORMAT.md §4): 14 bytes in front of a framed root or at the start of a stream —
 * the magic {@code "BALE"} ({@code 42 41 4C 45}), the format version, the codec id and the schema
 * fingerprint (8 bytes, little-endian). Every writer and reader of the Java runtime, and the
 * inspector, take the header's layout from here. Readers check its parts in this order, each once
 * enough bytes are there: magic ({@code BAD_MAGIC}), version ({@code UNSUPPORTED_VERSION}), codec
 * ({@code UNSUPPORTED_CODEC}), fingerprint ({@code FINGERPRINT_MISMATCH}); too few bytes for the
 * next part is {@code TRUNCATED}.
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
    LittleEndian.LONG.set(out, at + FINGERPRINT_OFFSET, fingerprint);
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
    return (long) LittleEndian.LONG.get(b, at + FINGERPRINT_OFFSET);
  }
}
