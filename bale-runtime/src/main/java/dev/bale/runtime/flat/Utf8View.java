package dev.bale.runtime.flat;

import dev.bale.runtime.internal.Utf8;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A reusable {@link CharSequence} over UTF-8 bytes, for generated views that hand out strings
 * without allocating. {@link #wrap} re-points it: pure ASCII (the common case) is read straight
 * from the bytes; other text is decoded once into an internal {@code char[]} that is kept and only
 * grows, so re-wrapping allocates nothing once it is large enough.
 *
 * <p>The content is valid until the next {@code wrap} or until the underlying bytes change. Like
 * {@link StringBuilder}, it does not override {@code equals}/{@code hashCode}; compare with {@link
 * #contentEquals}. {@link #toString()} copies into a new {@code String}. Not thread-safe.
 *
 * <p>Bytes that are not valid UTF-8 (only possible with unverified input) read as U+FFFD.
 */
public final class Utf8View implements CharSequence {
  private byte[] arr;
  private int off;
  private int len;
  private boolean ascii = true;
  private char[] chars = new char[0];
  private byte[] copy = new byte[0];
  private int length;

  /** Points this view at {@code len} bytes of {@code bytes} starting at {@code off}. */
  public Utf8View wrap(byte[] bytes, int off, int len) {
    this.arr = bytes;
    this.off = off;
    this.len = len;
    decode();
    return this;
  }

  /**
   * Points this view at {@code len} bytes of {@code buf} at absolute index {@code pos} (heap or
   * direct; a direct buffer's bytes are copied into a reusable array).
   */
  public Utf8View wrap(ByteBuffer buf, int pos, int len) {
    if (buf.hasArray()) {
      return wrap(buf.array(), buf.arrayOffset() + pos, len);
    }
    if (copy.length < len) {
      copy = new byte[Math.max(len, 2 * copy.length)];
    }
    buf.get(pos, copy, 0, len);
    return wrap(copy, 0, len);
  }

  /**
   * Points this view at the flat string whose {@code u32} length is at {@code pos} (a position
   * {@link FlatData#pointer} returned); position 0 (null) gives the empty string.
   */
  public Utf8View wrapString(byte[] bytes, int pos) {
    return pos == 0 ? wrap(bytes, 0, 0) : wrap(bytes, pos + 4, FlatAccess.length(bytes, pos));
  }

  /** Like {@link #wrapString(byte[], int)} over a buffer. */
  public Utf8View wrapString(ByteBuffer buf, int pos) {
    return pos == 0 ? wrap(buf, 0, 0) : wrap(buf, pos + 4, FlatAccess.length(buf, pos));
  }

  private void decode() {
    int i = off;
    int stop = off + len;
    while (i < stop && arr[i] >= 0) {
      i++;
    }
    ascii = i == stop;
    if (ascii) {
      length = len;
      return;
    }
    if (chars.length < len) {
      chars = new char[Math.max(len, 2 * chars.length)];
    }
    int n = Utf8.decodeChars(arr, off, len, chars);
    if (n < 0) {
      // Unverified input: fall back to the JDK's replacing decoder (allocates; never on verified
      // data).
      String s = new String(arr, off, len, StandardCharsets.UTF_8);
      chars = Arrays.copyOf(s.toCharArray(), Math.max(len, s.length()));
      n = s.length();
    }
    length = n;
  }

  /** Whether every byte is ASCII (then {@link #charAt} reads the bytes directly). */
  public boolean isAscii() {
    return ascii;
  }

  @Override
  public int length() {
    return length;
  }

  @Override
  public char charAt(int index) {
    if (index < 0 || index >= length) {
      throw new IndexOutOfBoundsException("index " + index + ", length " + length);
    }
    return ascii ? (char) arr[off + index] : chars[index];
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return toString().substring(start, end);
  }

  /** Copies the characters into {@code dst} at {@code dstOff}; returns {@link #length()}. */
  public int getChars(char[] dst, int dstOff) {
    if (ascii) {
      for (int i = 0; i < length; i++) {
        dst[dstOff + i] = (char) arr[off + i];
      }
    } else {
      System.arraycopy(chars, 0, dst, dstOff, length);
    }
    return length;
  }

  /** True if this view holds exactly the characters of {@code s} (allocates nothing). */
  public boolean contentEquals(CharSequence s) {
    if (s.length() != length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (charAt(i) != s.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String toString() {
    return ascii
        ? new String(arr, off, len, StandardCharsets.ISO_8859_1)
        : new String(chars, 0, length);
  }
}
