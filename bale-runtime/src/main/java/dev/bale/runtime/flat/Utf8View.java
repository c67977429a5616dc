package dev.bale.runtime.flat;

import dev.bale.runtime.internal.FlatAccess;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.Jdk;
import dev.bale.runtime.internal.Utf8;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * A reusable {@link CharSequence} over UTF-8 bytes: what a generated view's {@code xChars()}
 * accessor returns, so that a string field can be read, compared, copied or appended without a
 * {@code String}. {@link #wrap} re-points it; the bytes are looked at when the characters are first
 * read: pure ASCII (the common case) is then read straight from the bytes, other text is decoded
 * once into an internal {@code char[]} that is kept and only grows, so re-pointing allocates
 * nothing once it is large enough. {@link #getChars} of ASCII text copies and checks the bytes in
 * one pass.
 *
 * <p>The content is valid until the next {@code wrap} or until the underlying bytes change. Like
 * {@link StringBuilder}, it does not override {@code equals}/{@code hashCode}; compare with {@link
 * #contentEquals}. {@link #toString()} copies into a new {@code String}. Not thread-safe.
 *
 * <p>Bytes that are not valid UTF-8: a view handed out by checked access ({@code View.wrap}) throws
 * {@link dev.bale.runtime.BaleException} with {@code INVALID_UTF8} (offset: the string's first
 * byte) from the first method that reads the characters ({@code length}, {@code charAt}, {@code
 * getChars}, {@code contentEquals}, {@code appendTo}, {@code toString}, {@code isAscii}); otherwise
 * (unchecked input, or {@link #wrap} called directly) they read as U+FFFD.
 */
public final class Utf8View implements CharSequence {
  private static final byte[] NONE = new byte[0];
  // States of the content: read from the bytes as ASCII, decoded into chars, not looked at yet.
  private static final int ASCII = 0;
  private static final int DECODED = 1;
  private static final int PENDING = 2;

  private byte[] arr = NONE;
  private int off;
  private int len;
  private int state = ASCII;
  private FlatData checker; // checked access: reports INVALID_UTF8; null: U+FFFD
  private int lengthAt; // for checker: the position of the string's length prefix
  private char[] chars = new char[0];
  private byte[] copy = NONE;
  private int length;

  /** Points this view at {@code len} bytes of {@code bytes} starting at {@code off}. */
  public Utf8View wrap(byte[] bytes, int off, int len) {
    Objects.checkFromIndexSize(off, len, bytes.length);
    return point(bytes, off, len, null, 0);
  }

  /**
   * Points this view at {@code len} bytes of {@code buf} at absolute index {@code pos} (heap or
   * direct; a direct buffer's bytes are copied into a reusable array).
   */
  public Utf8View wrap(ByteBuffer buf, int pos, int len) {
    return buf.hasArray()
        ? wrap(buf.array(), buf.arrayOffset() + pos, len)
        : point(copyOf(buf, pos, len), 0, len, null, 0);
  }

  /**
   * Points this view at the flat string whose {@code u32} length is at {@code pos} (a position
   * {@link FlatData#pointer} returned); position 0 (null) gives the empty string.
   */
  public Utf8View wrapString(byte[] bytes, int pos) {
    return pos == 0 ? empty() : wrap(bytes, pos + 4, FlatAccess.length(bytes, pos));
  }

  /** Like {@link #wrapString(byte[], int)} over a buffer. */
  public Utf8View wrapString(ByteBuffer buf, int pos) {
    return pos == 0 ? empty() : wrap(buf, pos + 4, FlatAccess.length(buf, pos));
  }

  static {
    FlatData.Utf8Pointer.register(
        (view, data, off, len, checker, p) -> {
          if (p == 0) {
            return view.empty();
          }
          byte[] array = data.array();
          return array != null
              ? view.point(array, off, len, checker, p)
              : view.point(data.buffer(), off, len, checker, p);
        });
  }

  /** The empty string. */
  private Utf8View empty() {
    return point(NONE, 0, 0, null, 0);
  }

  /**
   * {@link FlatData#chars}: the string of {@code len} bytes after the length prefix at {@code p},
   * whose UTF-8 {@code checker} (if not null) checks when the characters are first read.
   */
  Utf8View point(byte[] bytes, int off, int len, FlatData checker, int p) {
    // Reference stores only when they change: each costs a garbage-collector barrier, and a view
    // is usually re-pointed into the same array by the same data.
    if (arr != bytes) {
      this.arr = bytes;
    }
    if (this.checker != checker) {
      this.checker = checker;
    }
    this.off = off;
    this.len = len;
    this.lengthAt = p;
    this.state = len == 0 ? ASCII : PENDING;
    this.length = 0;
    return this;
  }

  /** Like {@link #point} over a buffer (a direct buffer's bytes copied into a reused array). */
  Utf8View point(ByteBuffer buf, int off, int len, FlatData checker, int p) {
    return buf.hasArray()
        ? point(buf.array(), buf.arrayOffset() + off, len, checker, p)
        : point(copyOf(buf, off, len), 0, len, checker, p);
  }

  private byte[] copyOf(ByteBuffer buf, int pos, int len) {
    if (copy.length < len) {
      copy = new byte[Math.max(len, 2 * copy.length)];
    }
    Jdk.get(buf, pos, copy, 0, len);
    return copy;
  }

  /** Looks at the bytes: ASCII, or decoded into {@code chars} (checked or replaced if invalid). */
  private void resolve() {
    int i = off;
    int stop = off + len;
    while (i < stop && arr[i] >= 0) {
      i++;
    }
    if (i == stop) {
      state = ASCII;
      length = len;
      return;
    }
    if (chars.length < len) {
      chars = new char[Math.max(len, 2 * chars.length)];
    }
    int n = Utf8.decodeChars(arr, off, len, chars);
    if (n < 0) {
      if (checker != null) {
        throw checker.badUtf8(lengthAt, len);
      }
      // Unchecked input: the JDK's replacing decoder (allocates; never on valid data).
      String s = new String(arr, off, len, StandardCharsets.UTF_8);
      chars = Arrays.copyOf(s.toCharArray(), Math.max(len, s.length()));
      n = s.length();
    }
    state = DECODED;
    length = n;
  }

  /** Whether every byte is ASCII (then {@link #charAt} reads the bytes directly). */
  public boolean isAscii() {
    if (state == PENDING) {
      resolve();
    }
    return state == ASCII;
  }

  @Override
  public int length() {
    if (state == PENDING) {
      resolve();
    }
    return length;
  }

  @Override
  public char charAt(int index) {
    if (state == PENDING) {
      resolve();
    }
    if (index < 0 || index >= length) {
      throw new IndexOutOfBoundsException("index " + index + ", length " + length);
    }
    return state == ASCII ? (char) arr[off + index] : chars[index];
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return toString().substring(start, end);
  }

  /**
   * Copies the characters into {@code dst} at {@code dstOff} and returns their number ({@link
   * #length()}); if they do not fit, returns minus their number (the chars from {@code dstOff} on
   * may then have been written), so that a caller can grow its array and read again. For text that
   * is not ASCII, the chars after the returned number, up to {@code dstOff} plus the string's UTF-8
   * length, may also have been written (the first read copies the bytes as if ASCII and writes such
   * text again).
   */
  public int getChars(char[] dst, int dstOff) {
    if (dstOff < 0 || dstOff > dst.length) {
      throw new IndexOutOfBoundsException("dstOff " + dstOff + ", dst.length " + dst.length);
    }
    if (state == PENDING) {
      // Bytes to chars as if ASCII, in one pass with no exit at the first byte above 0x7F
      // (docs/benchmarks-log.md): up to 16 bytes without a loop (copyShort: a short counted loop
      // costs more to enter and leave than its body), longer strings in a counted loop that the
      // JIT unrolls. ASCII is valid UTF-8, so for an all-ASCII string this is also the UTF-8
      // check. Any other string is resolved and copied again below.
      int n = len;
      if (n <= dst.length - dstOff) {
        byte[] a = arr;
        int o = off;
        int any = 0;
        if (n <= 16) {
          any = copyShort(a, o, n, dst, dstOff);
        } else {
          for (int k = 0; k < n; k++) {
            byte b = a[o + k];
            any |= b;
            dst[dstOff + k] = (char) b;
          }
        }
        if (any >= 0) {
          state = ASCII;
          length = n;
          return n;
        }
      }
      resolve();
    }
    int n = length;
    if (n > dst.length - dstOff) {
      return -n;
    }
    if (state == ASCII) {
      byte[] a = arr;
      int o = off;
      for (int i = 0; i < n; i++) {
        dst[dstOff + i] = (char) a[o + i];
      }
    } else {
      System.arraycopy(chars, 0, dst, dstOff, n);
    }
    return n;
  }

  /**
   * Bytes {@code a[o, o + n)} to chars {@code d[j, j + n)} as if ASCII for {@code n <= 16}, without
   * a loop (exactly n stores: two overlapping runs of eight, which store more, were slower);
   * returns the OR of the bytes. Two switches that fall through, bytes 8 to 15 then 0 to 7, each
   * small enough for C2 to inline (one switch of sixteen cases, 375 bytes of bytecode, was above
   * {@code FreqInlineSize} and stayed a call).
   */
  private static int copyShort(byte[] a, int o, int n, char[] d, int j) {
    if (n > 8) {
      return copyHigh(a, o, n, d, j) | copyLow(a, o, 8, d, j);
    }
    return copyLow(a, o, n, d, j);
  }

  /** Bytes 8 to {@code n - 1} ({@code 9 <= n <= 16}), last first. */
  @SuppressWarnings("fallthrough")
  private static int copyHigh(byte[] a, int o, int n, char[] d, int j) {
    int any = 0;
    switch (n) {
      case 16:
        any |= put(a, o + 15, d, j + 15);
      case 15:
        any |= put(a, o + 14, d, j + 14);
      case 14:
        any |= put(a, o + 13, d, j + 13);
      case 13:
        any |= put(a, o + 12, d, j + 12);
      case 12:
        any |= put(a, o + 11, d, j + 11);
      case 11:
        any |= put(a, o + 10, d, j + 10);
      case 10:
        any |= put(a, o + 9, d, j + 9);
      default:
        return any | put(a, o + 8, d, j + 8);
    }
  }

  /** Bytes 0 to {@code n - 1} ({@code n <= 8}), last first. */
  @SuppressWarnings("fallthrough")
  private static int copyLow(byte[] a, int o, int n, char[] d, int j) {
    int any = 0;
    switch (n) {
      case 8:
        any |= put(a, o + 7, d, j + 7);
      case 7:
        any |= put(a, o + 6, d, j + 6);
      case 6:
        any |= put(a, o + 5, d, j + 5);
      case 5:
        any |= put(a, o + 4, d, j + 4);
      case 4:
        any |= put(a, o + 3, d, j + 3);
      case 3:
        any |= put(a, o + 2, d, j + 2);
      case 2:
        any |= put(a, o + 1, d, j + 1);
      case 1:
        any |= put(a, o, d, j);
      default:
        return any;
    }
  }

  private static int put(byte[] a, int i, char[] d, int k) {
    byte b = a[i];
    d[k] = (char) b;
    return b;
  }

  /** True if this view holds exactly the characters of {@code s} (allocates nothing). */
  public boolean contentEquals(CharSequence s) {
    int n = length();
    if (s.length() != n) {
      return false;
    }
    if (state == ASCII) {
      byte[] a = arr;
      int o = off;
      for (int i = 0; i < n; i++) {
        if (a[o + i] != s.charAt(i)) {
          return false;
        }
      }
    } else {
      char[] c = chars;
      for (int i = 0; i < n; i++) {
        if (c[i] != s.charAt(i)) {
          return false;
        }
      }
    }
    return true;
  }

  /** Appends the characters to {@code sb} and returns it (allocates only to grow {@code sb}). */
  public StringBuilder appendTo(StringBuilder sb) {
    int n = length();
    sb.ensureCapacity(sb.length() + n);
    if (state == ASCII) {
      byte[] a = arr;
      int o = off;
      for (int i = 0; i < n; i++) {
        sb.append((char) a[o + i]);
      }
    } else {
      sb.append(chars, 0, n);
    }
    return sb;
  }

  @Override
  public String toString() {
    if (state == PENDING) {
      resolve();
    }
    return state == ASCII
        ? new String(arr, off, len, StandardCharsets.ISO_8859_1)
        : new String(chars, 0, length);
  }
}
