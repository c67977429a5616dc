package dev.bale.runtime.internal;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

/**
 * The bulk path of {@link Utf8#encode(String, byte[], int, Utf8Encoder)} for strings longer than
 * its one-pass limit: the chars are copied into a scratch array ({@code String.getChars}, a bulk
 * copy) a chunk at a time and their ASCII run is stored by the JDK's US-ASCII encoder, whose array
 * loop in JDK 17 is a vectorised intrinsic ({@code StringCoding.implEncodeAsciiArray}: many chars
 * tested and narrowed at a time). The encoder stops at the first char that is not ASCII; the rest
 * of the string then goes through {@link Utf8}'s general path, so the bytes are Utf8's for every
 * string: RFC 3629 UTF-8, and -1 for a lone surrogate. (The JDK's UTF-8 encoder, which would also
 * take the other chars from the array, measured slower on text in other scripts:
 * docs/benchmarks-log.md "Fifteenth step".)
 *
 * <p>One per writer or builder (it holds a scratch array, buffers and the encoder's state); not
 * thread-safe. Not API: used by the runtime only.
 */
public final class Utf8Encoder {
  private static final int CHUNK = 256;
  // The wrapper of the last destination is kept for the next string (a writer's arrays change
  // rarely), but only for an array of at most this size: a writer drops its arrays past it once
  // the root is done (CompactWriter's RETAIN_LIMIT), and the encoder must not keep them alive.
  private static final int RETAIN_LIMIT = 1 << 20;
  // Wraps no destination (never positioned: every call finds its array differs and wraps anew).
  private static final ByteBuffer NONE = ByteBuffer.wrap(new byte[0]);

  // The JDK encoder and its chunk of chars, made by the first string that needs them (a writer
  // whose strings are all short never does: about 700 bytes a writer saved).
  private char[] chars;
  private CharBuffer in;
  private CharsetEncoder ascii;
  private ByteBuffer out = NONE;

  // Whether Utf8.encode copies a Latin-1 string's ASCII bytes in place (StringBytes).
  boolean inPlace;

  // Makes the JDK encoder: US-ASCII's, or a test's stand-in that fails as a call near the stack's
  // end can (Utf8EncoderFailureTest).
  private final Supplier<CharsetEncoder> newAscii;

  private static final Supplier<CharsetEncoder> US_ASCII = StandardCharsets.US_ASCII::newEncoder;

  /** An encoder; its scratch arrays are made when a string first needs them. */
  public Utf8Encoder() {
    this(US_ASCII);
  }

  /** An encoder whose JDK encoder {@code newAscii} makes (tests). */
  Utf8Encoder(Supplier<CharsetEncoder> newAscii) {
    this.newAscii = newAscii;
  }

  /**
   * Whether {@code Utf8.encode} with this encoder copies the bytes of an ASCII string in place
   * ({@link StringBytes#asciiPrefix}) when {@link StringBytes#available()}; default false.
   */
  public void inPlace(boolean on) {
    inPlace = on && StringBytes.AVAILABLE;
  }

  /** Whether {@code Utf8.encode} with this encoder copies ASCII strings' bytes in place. */
  public boolean inPlace() {
    return inPlace;
  }

  /** {@code s} ({@code len} chars) into {@code dst} at {@code pos}: the end, or -1. */
  int encode(String s, byte[] dst, int pos, int len) {
    return encode(s, dst, pos, len, false);
  }

  /**
   * {@link #encode(String, byte[], int, int)}; for a string-table entry ({@code entry}) the part
   * from the first char that is not ASCII on goes to {@link Utf8#encodeRestOrUtf16}, which may
   * return {@link Utf8#UTF16} instead.
   */
  int encode(String s, byte[] dst, int pos, int len, boolean entry) {
    ByteBuffer o = out;
    if (o.array() != dst) {
      o = ByteBuffer.wrap(dst);
      out = dst.length <= RETAIN_LIMIT ? o : NONE;
    }
    CharBuffer i = in;
    if (i == null) {
      // Made in locals and stored with `in`, the test above, last: a StackOverflowError in
      // newEncoder() (a root begun near the stack's end) must not leave `in` set and `ascii` null,
      // which failed every later long string of this writer with a NullPointerException
      // (Utf8EncoderFailureTest).
      char[] c = new char[CHUNK];
      CharBuffer w = CharBuffer.wrap(c);
      CharsetEncoder a = newAscii.get();
      chars = c;
      ascii = a;
      in = i = w;
    }
    int p = pos;
    for (int from = 0; from < len; ) {
      int n = Math.min(CHUNK, len - from);
      s.getChars(from, from + n, chars, 0);
      ((Buffer) i).limit(n).position(0);
      ((Buffer) o).limit(dst.length).position(p);
      // Never the end of input: the encoder stays in its coding state, so no reset() is needed
      // between strings, and it holds nothing between calls (it stops at the first char that is
      // not ASCII, a surrogate included, and leaves it unread).
      ascii.encode(i, o, false);
      int done = i.position();
      p = o.position();
      if (done < n) {
        return entry
            ? Utf8.encodeRestOrUtf16(s, dst, p, from + done)
            : Utf8.encodeRest(s, dst, p, from + done);
      }
      from += n;
    }
    return p;
  }
}
