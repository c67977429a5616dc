package dev.bale.compiler.cli;

import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Frame;
import dev.bale.runtime.Limits;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * After bytes failed to decode: the flags under which they would have decoded, if any. Framed bytes
 * read without {@code --frame} otherwise report whatever the frame header looks like as a value (a
 * string length of 22 GB), and flat bytes read as compact the same; a hint is given only when
 * another codec/frame combination decodes the whole input, with the default limits.
 */
final class DecodeHint {
  private DecodeHint() {}

  /**
   * {@code " (hint: ...)"} to append to the error message, or {@code ""} when no other combination
   * of codec and frame decodes {@code bytes}.
   */
  static String of(JsonBridge.Type type, byte[] bytes, CodecName codec, boolean frame) {
    if (isStream(bytes)) {
      return " (hint: the input is a "
          + (Frame.codec(bytes, 0) == Frame.CODEC_MESSAGE_STREAM ? "message" : "session")
          + " stream; try --lines)";
    }
    CodecName other = codec == CodecName.flat ? CodecName.compact : CodecName.flat;
    // Nearest first: the same flags with any fingerprint, the same codec with the frame flag
    // flipped, then the other codec.
    Object[][] tries = {{codec, frame}, {codec, !frame}, {other, frame}, {other, !frame}};
    for (Object[] t : tries) {
      CodecName c = (CodecName) t[0];
      boolean f = (Boolean) t[1];
      boolean same = c == codec && f == frame;
      if (!same && decodes(type, bytes, c, f, false)) {
        return hint(codec, frame, c, f, false);
      }
      if (f && decodes(type, bytes, c, f, true)) {
        return hint(codec, frame, c, f, true);
      }
    }
    if (looksLikeJson(bytes)) {
      return " (hint: the input looks like JSON text, not Bale bytes; bale encode reads JSON)";
    }
    return "";
  }

  /**
   * Whether {@code b} is UTF-8 text whose first character after a byte order mark and whitespace
   * opens a JSON object or array, or a comment ({@code //}, {@code /*}: JSON as {@code encode
   * --comments} reads it): what a user who gave {@code decode} the JSON file meant for {@code
   * encode} passes. Only asked after every codec/frame combination failed; reads at most the first
   * 4 KiB.
   */
  static boolean looksLikeJson(byte[] b) {
    int i =
        b.length >= 3 && (b[0] & 0xff) == 0xef && (b[1] & 0xff) == 0xbb && (b[2] & 0xff) == 0xbf
            ? 3
            : 0;
    while (i < b.length && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r')) {
      i++;
    }
    boolean comment = i + 1 < b.length && b[i] == '/' && (b[i + 1] == '/' || b[i + 1] == '*');
    if (i == b.length || (b[i] != '{' && b[i] != '[' && !comment)) {
      return false;
    }
    // Valid UTF-8 in the first 4 KiB (a sequence cut at its end is not an error): the input is
    // already in memory, and a copy of all of it as chars is not wanted for a hint.
    int n = Math.min(b.length, 4096);
    CoderResult r =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT)
            .decode(ByteBuffer.wrap(b, 0, n), CharBuffer.allocate(n), n == b.length);
    return !r.isError();
  }

  /** A message or session stream's frame head (FORMAT.md §4.1, §4.2). */
  private static boolean isStream(byte[] b) {
    return b.length >= Frame.HEADER_SIZE
        && Frame.hasMagic(b, 0)
        && Frame.version(b, 0) == Frame.VERSION
        && (Frame.codec(b, 0) == Frame.CODEC_MESSAGE_STREAM
            || Frame.codec(b, 0) == Frame.CODEC_SESSION_STREAM);
  }

  private static boolean decodes(
      JsonBridge.Type type, byte[] bytes, CodecName codec, boolean frame, boolean anyFingerprint) {
    try {
      if (codec == CodecName.flat) {
        if (anyFingerprint) {
          type.decodeFlatAnyFingerprint(bytes, Limits.DEFAULT);
        } else {
          type.decodeFlat(bytes, frame, Limits.DEFAULT);
        }
      } else if (anyFingerprint) {
        type.decodeFramedAnyFingerprint(bytes, Limits.DEFAULT);
      } else {
        type.decode(bytes, frame, Limits.DEFAULT);
      }
      return true;
    } catch (BaleException e) {
      return false;
    }
  }

  private static String hint(
      CodecName codec, boolean frame, CodecName c, boolean f, boolean anyFingerprint) {
    StringBuilder what = new StringBuilder();
    if (c != codec) {
      what.append("--codec ").append(c);
    }
    if (f != frame) {
      what.append(what.length() > 0 ? " " : "").append(f ? "--frame" : "without --frame");
    }
    if (anyFingerprint) {
      what.append(what.length() > 0 ? " " : "").append("--any-fingerprint");
    }
    String as =
        (f ? "framed " : "unframed ")
            + c
            + " bytes"
            + (anyFingerprint ? " of another schema version" : "");
    return " (hint: the input decodes as " + as + "; try " + what + ")";
  }
}
