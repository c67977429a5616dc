package dev.bale.runtime.flat;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.internal.LittleEndian;
import dev.bale.runtime.internal.Utf8;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The bytes generated flat views read (FORMAT.md Part II): a slice of a {@code byte[]} or of a heap
 * or direct {@link ByteBuffer}, re-pointable without allocating. A root view owns one instance; its
 * nested views share it, so re-pointing the root re-points them all.
 *
 * <p>Positions are absolute: an index into the array or buffer, not an offset from the flat body.
 * {@link #base()} is where the flat body starts. Reads do not check the flat format: generated
 * views only read positions a successful verification has proven in bounds (RELIABILITY.md G9).
 * Out-of-bounds positions (possible only on unverified input, see {@code wrapUnchecked}) throw
 * {@link IndexOutOfBoundsException} from the JDK and never read outside the slice's array or
 * buffer.
 *
 * <p>Not thread-safe; buffer positions and limits of a wrapped {@code ByteBuffer} are not changed,
 * and the byte order of the buffer does not matter (reads are little-endian through {@link
 * FlatAccess}).
 */
public final class FlatData {
  /**
   * A flat body whose root is an empty message object (no data, no pointers) at body offset 8:
   * every field of a view pointed there reads as its default. Generated views point a non-optional
   * message field whose pointer is null here. Never re-pointed.
   */
  public static final FlatData EMPTY_MESSAGE =
      new FlatData().reset(new byte[] {8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 0, 16);

  /** Position of the empty message object in {@link #EMPTY_MESSAGE}. */
  public static final int EMPTY_MESSAGE_POSITION = 8;

  /**
   * Position in {@link #EMPTY_MESSAGE} of a zero {@code u32}: read as a length or count, an empty
   * string, bytes or list.
   */
  public static final int EMPTY_LENGTH_POSITION = 4;

  private byte[] array;
  private ByteBuffer buffer;
  private int base;
  private int limit;
  // Optional cache of decoded strings (cacheStrings): direct-mapped by length-prefix position;
  // key -1 = empty slot. Null when off.
  private int[] cacheKeys;
  private String[] cacheValues;

  /** Creates an instance over no bytes; call {@code reset} before reading. */
  public FlatData() {
    this.array = new byte[0];
  }

  /** Points at {@code bytes[off, off + len)}. */
  public FlatData reset(byte[] bytes, int off, int len) {
    if (off < 0 || len < 0 || off > bytes.length - len) {
      throw new IndexOutOfBoundsException("slice " + off + "+" + len + " of " + bytes.length);
    }
    this.array = bytes;
    this.buffer = null;
    this.base = off;
    this.limit = off + len;
    clearCache();
    return this;
  }

  /** Points at the remaining bytes of {@code buf} (its position and limit are not changed). */
  public FlatData reset(ByteBuffer buf) {
    if (buf.hasArray()) {
      return reset(buf.array(), buf.arrayOffset() + buf.position(), buf.remaining());
    }
    this.array = null;
    this.buffer = buf;
    this.base = buf.position();
    this.limit = buf.limit();
    clearCache();
    return this;
  }

  /** Absolute position of the first byte of the slice (the flat body or its frame). */
  public int base() {
    return base;
  }

  /** Absolute position after the last byte of the slice. */
  public int limit() {
    return limit;
  }

  /** The array read, or null when reading a direct buffer. */
  public byte[] array() {
    return array;
  }

  /** The direct buffer read, or null when reading an array. */
  public ByteBuffer buffer() {
    return buffer;
  }

  public byte i8(int p) {
    return array != null ? array[p] : buffer.get(p);
  }

  public short i16(int p) {
    return array != null ? FlatAccess.i16(array, p) : FlatAccess.i16(buffer, p);
  }

  public int i32(int p) {
    return array != null ? FlatAccess.i32(array, p) : FlatAccess.i32(buffer, p);
  }

  public long i64(int p) {
    return array != null ? FlatAccess.i64(array, p) : FlatAccess.i64(buffer, p);
  }

  public float f32(int p) {
    return Float.intBitsToFloat(i32(p));
  }

  public double f64(int p) {
    return Double.longBitsToDouble(i64(p));
  }

  /**
   * The bit {@code bit} (0 = least significant bit of byte {@code p}) of the bytes at {@code p}.
   */
  public boolean bit(int p, int bit) {
    return (i8(p + (bit >>> 3)) & (1 << (bit & 7))) != 0;
  }

  /** The target of the pointer slot at {@code slot} (absolute), or 0 for a null pointer. */
  public int pointer(int slot) {
    int rel = i32(slot);
    return rel == 0 ? 0 : slot + rel;
  }

  /**
   * The {@code u32} length (or count) at {@code p}, as an int (verified input fits); 0 for {@code p
   * == 0}, a null pointer, so a null string, bytes or list reads as empty.
   */
  public int length(int p) {
    return p == 0 ? 0 : i32(p);
  }

  /**
   * The position of element {@code i} of the list whose count is at {@code list} (0: an empty
   * list), with elements of {@code stride} bytes.
   *
   * @throws IndexOutOfBoundsException if {@code i} is not below the count
   */
  public int element(int list, int i, int stride) {
    return list + 4 + Objects.checkIndex(i, length(list)) * stride;
  }

  /**
   * An instance over {@code [0 u32][u32 length][UTF-8 of s]}: the string's length prefix is at
   * position 4. Generated views read a string field's non-empty default from one of these.
   */
  public static FlatData ofString(String s) {
    byte[] utf8 = new byte[(int) Utf8.maxEncodedLength(s.length())];
    int n = Utf8.encode(s, utf8, 0);
    if (n < 0) {
      throw new IllegalArgumentException("string holds a lone surrogate");
    }
    byte[] b = new byte[8 + n];
    LittleEndian.INT.set(b, 4, n);
    System.arraycopy(utf8, 0, b, 8, n);
    return new FlatData().reset(b, 0, b.length);
  }

  private static volatile FlatData zeros = new FlatData().reset(new byte[64], 0, 64);

  /**
   * A shared instance over at least {@code size} zero bytes (never written): a struct field the
   * writer did not have reads from here as all zeros. Allocates only when a larger size than ever
   * before is asked for.
   */
  public static FlatData zeros(int size) {
    FlatData z = zeros;
    if (z.limit < size) {
      z =
          new FlatData()
              .reset(new byte[Math.max(size, 2 * z.limit)], 0, Math.max(size, 2 * z.limit));
      zeros = z;
    }
    return z;
  }

  // ---------------------------------------------------------------- strings and bytes

  /**
   * Keeps up to {@code entries} decoded strings (rounded up to a power of two, at most 2^20; 0
   * turns the cache off, the default), so that {@link #string(int)} of a position read before
   * returns the same {@code String} without decoding it again. The cache is direct-mapped by the
   * string's position (two strings may evict each other) and emptied by every {@code reset}, so a
   * re-pointed instance never returns a string of its earlier bytes. Allocates the cache arrays
   * once here; a hit allocates nothing.
   *
   * @throws IllegalArgumentException if {@code entries} is negative or above 2^20
   */
  public FlatData cacheStrings(int entries) {
    if (entries < 0 || entries > 1 << 20) {
      throw new IllegalArgumentException("entries must be in [0, 2^20], got " + entries);
    }
    if (entries == 0) {
      cacheKeys = null;
      cacheValues = null;
      return this;
    }
    int n = Integer.highestOneBit(entries);
    if (n < entries) {
      n <<= 1;
    }
    cacheKeys = new int[n];
    cacheValues = new String[n];
    clearCache();
    return this;
  }

  private void clearCache() {
    if (cacheKeys != null) {
      java.util.Arrays.fill(cacheKeys, -1);
      java.util.Arrays.fill(cacheValues, null);
    }
  }

  /** The string whose length prefix is at {@code p} (from the cache when it is on and holds it). */
  public String string(int p) {
    int[] keys = cacheKeys;
    if (keys == null) {
      return decodeString(p);
    }
    int i = (p >>> 2) & (keys.length - 1);
    if (keys[i] == p) {
      return cacheValues[i];
    }
    String s = decodeString(p);
    keys[i] = p;
    cacheValues[i] = s;
    return s;
  }

  private String decodeString(int p) {
    int len = length(p);
    if (array != null) {
      return new String(array, p + 4, len, StandardCharsets.UTF_8);
    }
    byte[] copy = new byte[len];
    buffer.get(p + 4, copy, 0, len);
    return new String(copy, StandardCharsets.UTF_8);
  }

  /** The bytes whose length prefix is at {@code p}, copied. */
  public Bytes bytes(int p) {
    int len = length(p);
    if (array != null) {
      return Bytes.of(array, p + 4, len);
    }
    byte[] copy = new byte[len];
    buffer.get(p + 4, copy, 0, len);
    return Bytes.of(copy, 0, len);
  }

  /**
   * Decodes the {@code json} value whose blob length is at {@code p} (0: JSON {@code null}); see
   * FORMAT.md §F5.1. Allocates the value (a json value is never read in place).
   */
  public JsonValue json(int p) {
    if (p == 0) {
      return JsonValue.NULL;
    }
    byte[] b = bytes(p).toByteArray();
    return FlatJson.walk(
        b,
        0,
        b.length,
        true,
        new FlatJson.Depth() {
          private int depth;

          @Override
          public void enter(int pos) {
            // Verified bytes are within the verifier's depth limit; unverified ones stop here.
            if (++depth > 1000) {
              throw new BaleException(ErrorCode.DEPTH_LIMIT, pos, "", "json nested too deep");
            }
          }

          @Override
          public void leave() {
            depth--;
          }
        },
        (code, pos, detail) -> new BaleException(code, p + 4 + pos, "", detail));
  }

  /**
   * Points {@code view} at the string whose length prefix is at {@code p} (0: the empty string) and
   * returns it; allocates nothing once the view's buffers are large enough.
   */
  public Utf8View chars(Utf8View view, int p) {
    return array != null ? view.wrapString(array, p) : view.wrapString(buffer, p);
  }

  /** Copies {@code len} bytes at {@code p} into {@code dst[off...]}. */
  public void copy(int p, byte[] dst, int off, int len) {
    if (array != null) {
      System.arraycopy(array, p, dst, off, len);
    } else {
      buffer.get(p, dst, off, len);
    }
  }

  /**
   * A read-only little-endian view of {@code len} bytes at {@code p} (allocates the view object;
   * shares the bytes).
   */
  public ByteBuffer slice(int p, int len) {
    ByteBuffer b = array != null ? ByteBuffer.wrap(array, p, len) : buffer.duplicate().position(p);
    return b.limit(p + len).slice().asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
  }

  /**
   * Whether the string whose length prefix is at {@code p} equals {@code s}, without allocating
   * (compares UTF-16 units decoded from the verified UTF-8 bytes).
   */
  public boolean stringEquals(int p, String s) {
    int len = length(p);
    int n = s.length();
    if (n > len || n * 3L < len) {
      return false;
    }
    int i = p + 4;
    int end = i + len;
    int k = 0;
    if (array != null) {
      // ASCII prefix straight from the array.
      byte[] a = array;
      while (i < end && k < n) {
        byte b = a[i];
        if (b < 0) {
          break;
        }
        if (s.charAt(k) != b) {
          return false;
        }
        i++;
        k++;
      }
      if (i == end) {
        return k == n;
      }
    }
    while (i < end) {
      int b = i8(i);
      if (b >= 0) {
        if (k >= n || s.charAt(k) != b) {
          return false;
        }
        i++;
        k++;
        continue;
      }
      int cp = decodeAt(i, b);
      i += utf8Length(b);
      if (cp >= 0x10000) {
        if (k + 1 >= n
            || s.charAt(k) != Character.highSurrogate(cp)
            || s.charAt(k + 1) != Character.lowSurrogate(cp)) {
          return false;
        }
        k += 2;
      } else {
        if (k >= n || s.charAt(k) != cp) {
          return false;
        }
        k++;
      }
    }
    return k == n;
  }

  /**
   * Decodes the string whose length prefix is at {@code p} into {@code dst[off...]}.
   *
   * @return the number of UTF-16 units written, or {@code -(needed)} when {@code dst} has room for
   *     fewer than that many (nothing useful is written then)
   */
  public int stringChars(int p, char[] dst, int off) {
    int len = length(p);
    int room = dst.length - off;
    if (len > room) {
      // One UTF-16 unit per byte at most, so only a long string needs counting first.
      int needed = charCount(p);
      if (needed > room) {
        return -needed;
      }
    }
    int i = p + 4;
    int end = i + len;
    int k = off;
    while (i < end) {
      int b = i8(i);
      if (b >= 0) {
        dst[k++] = (char) b;
        i++;
      } else {
        k = put(dst, k, decodeAt(i, b));
        i += utf8Length(b);
      }
    }
    return k - off;
  }

  /** Appends the string whose length prefix is at {@code p} to {@code sb}. */
  public StringBuilder appendString(int p, StringBuilder sb) {
    int i = p + 4;
    int end = i + length(p);
    while (i < end) {
      int b = i8(i);
      if (b >= 0) {
        sb.append((char) b);
        i++;
      } else {
        // Not appendCodePoint: on JDK 17 it allocates for supplementary code points.
        int cp = decodeAt(i, b);
        if (cp >= 0x10000) {
          sb.append(Character.highSurrogate(cp)).append(Character.lowSurrogate(cp));
        } else {
          sb.append((char) cp);
        }
        i += utf8Length(b);
      }
    }
    return sb;
  }

  /** The number of UTF-16 units of the string whose length prefix is at {@code p}. */
  public int charCount(int p) {
    int i = p + 4;
    int end = i + length(p);
    int n = 0;
    while (i < end) {
      int b = i8(i);
      if (b >= 0) {
        i++;
        n++;
      } else {
        n += utf8Length(b) == 4 ? 2 : 1;
        i += utf8Length(b);
      }
    }
    return n;
  }

  private static int put(char[] dst, int k, int cp) {
    if (cp >= 0x10000) {
      dst[k] = Character.highSurrogate(cp);
      dst[k + 1] = Character.lowSurrogate(cp);
      return k + 2;
    }
    dst[k] = (char) cp;
    return k + 1;
  }

  /** Length of the UTF-8 sequence led by {@code b} (a verified, non-ASCII lead byte). */
  static int utf8Length(int b) {
    int u = b & 0xFF;
    return u >= 0xF0 ? 4 : u >= 0xE0 ? 3 : 2;
  }

  /** The code point of the verified multi-byte sequence at {@code i} led by {@code b}. */
  int decodeAt(int i, int b) {
    int u = b & 0xFF;
    if (u < 0xE0) {
      return ((u & 0x1F) << 6) | (i8(i + 1) & 0x3F);
    }
    if (u < 0xF0) {
      return ((u & 0x0F) << 12) | ((i8(i + 1) & 0x3F) << 6) | (i8(i + 2) & 0x3F);
    }
    return ((u & 0x07) << 18)
        | ((i8(i + 1) & 0x3F) << 12)
        | ((i8(i + 2) & 0x3F) << 6)
        | (i8(i + 3) & 0x3F);
  }
}
