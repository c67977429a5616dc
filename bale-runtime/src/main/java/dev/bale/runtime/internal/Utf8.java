package dev.bale.runtime.internal;

/**
 * UTF-8 encoding and strict decoding with the policy of FORMAT.md §6: RFC 3629 only (no overlong
 * forms, no surrogate code points, nothing above U+10FFFF, no truncated sequences); a Java string
 * holding a lone surrogate cannot be encoded. Not API: used by the runtime only.
 */
public final class Utf8 {
  private Utf8() {}

  /**
   * Strings of at most this many chars (a symbol, a name, a title, a short URL) are encoded in one
   * pass that tests each char and stores its low byte until the first char that is not ASCII, which
   * costs less than the bulk calls used for longer strings (a copy of the chars and the JDK's
   * encoder, {@link Utf8Encoder}). 48, not 16: media.1 compact encode 1.15x against 16 (its 30- and
   * 36-char URLs), twitter, repos and google_message2 within noise; 64 lost on repos (many
   * 48-63-char URLs), docs/benchmarks-log.md "Thirteenth step" (and "Fifteenth step" for the JDK
   * encoder).
   */
  static final int SHORT = 48;

  /**
   * The index of the first lone surrogate of {@code s} (a high surrogate not followed by a low one,
   * or a low one not after a high one), which has no UTF-8 form; -1 if there is none.
   */
  public static int loneSurrogate(CharSequence s) {
    return loneSurrogate(s, 0);
  }

  /** {@link #loneSurrogate(CharSequence)} of the chars from {@code from} on (an index of s). */
  public static int loneSurrogate(CharSequence s, int from) {
    for (int i = from, end = s.length(); i < end; i++) {
      char c = s.charAt(i);
      if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < end
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          i++;
        } else {
          return i;
        }
      }
    }
    return -1;
  }

  /**
   * The maximum number of UTF-8 bytes {@code chars} UTF-16 units can need: 3 per unit (a surrogate
   * pair, 2 units, needs 4).
   */
  public static long maxEncodedLength(int chars) {
    return 3L * chars;
  }

  /**
   * The writer's rule for a string-table entry's kind (FORMAT.md §2.1): whether a string of {@code
   * units} UTF-16 code units and {@code utf8} UTF-8 bytes is written as a UTF-16 entry, i.e.
   * whether {@code 2u + size(2u) + 1 < b + size(b)} (size: the length of the uvarint). Never true
   * when {@code utf8 <= units} (ASCII) or {@code utf8 < 2 * units}; callers test it only for
   * strings that are not ASCII.
   */
  public static boolean utf16Smaller(int units, long utf8) {
    long w = 2L * units;
    return w + CompactSink.varintSize(w) + 1 < utf8 + CompactSink.varintSize(utf8);
  }

  /**
   * Stores the UTF-16 code units of {@code s} little-endian into {@code dst} at {@code pos} (room
   * for {@code 2 * s.length()} bytes).
   *
   * @return the position after them, or -1 if {@code s} holds a lone surrogate
   */
  public static int putUtf16(String s, byte[] dst, int pos) {
    int len = s.length();
    int p = pos;
    boolean sur = false;
    for (int i = 0; i < len; i++) {
      char c = s.charAt(i);
      LittleEndian.setShort(dst, p, (short) c);
      sur |= (c & 0xF800) == 0xD800;
      p += 2;
    }
    return sur && encodedLengthRest(s) < 0 ? -1 : p;
  }

  /** What {@link #encodeEntry} returns for a string to be written as a UTF-16 entry. */
  public static final int UTF16 = -2;

  /**
   * {@link #encode(String, byte[], int, Utf8Encoder)} for a string-table entry (FORMAT.md §2.1): at
   * the first char that is not ASCII, the rest's UTF-8 length is counted first, and a string that
   * {@link #utf16Smaller} makes a UTF-16 entry is not encoded: {@link #UTF16} is returned (nothing
   * written). ASCII strings take exactly the path of {@code encode}.
   *
   * @return the position after the last byte written, -1 if {@code s} holds a lone surrogate, or
   *     {@link #UTF16}
   */
  public static int encodeEntry(String s, byte[] dst, int pos, Utf8Encoder bulk) {
    return encode(s, dst, pos, bulk, true);
  }

  /**
   * Chars {@code i..} of {@code s} (the first not ASCII) from {@code dst[p]}, as {@link
   * #encodeRest}, unless the whole string is smaller as a UTF-16 entry: then {@link #UTF16}.
   */
  static int encodeRestOrUtf16(String s, byte[] dst, int p, int i) {
    int len = s.length();
    // At most three bytes a char: when even that would not make the UTF-16 entry smaller, the
    // count is not needed (the rule is monotonic in the UTF-8 length).
    if (utf16Smaller(len, i + 3L * (len - i)) && utf16Smaller(len, i + restLength(s, i))) {
      return UTF16;
    }
    return encodeRest(s, dst, p, i);
  }

  /**
   * The UTF-8 length of chars {@code i..} of {@code s}, a surrogate counted as two bytes (a pair:
   * four); a lone surrogate is found by whichever encoder then runs.
   */
  private static long restLength(String s, int i) {
    int len = s.length();
    long n = 0;
    for (; i < len; i++) {
      char c = s.charAt(i);
      n += c < 0x80 ? 1 : c < 0x800 || (c & 0xF800) == 0xD800 ? 2 : 3;
    }
    return n;
  }

  /**
   * Encodes {@code s} into {@code dst} at {@code pos}; {@code dst} must have room for {@link
   * #maxEncodedLength} bytes.
   *
   * @return the position after the last byte written, or -1 if {@code s} holds a lone surrogate
   *     (bytes may then have been written, the caller discards them)
   */
  public static int encode(String s, byte[] dst, int pos) {
    return encode(s, dst, pos, (Utf8Encoder) null);
  }

  /**
   * Like {@link #encode(String, byte[], int)}, with a writer's bulk encoder for strings longer than
   * the one-pass limit (see {@link Utf8Encoder}).
   *
   * @param bulk null, or the caller's encoder
   */
  public static int encode(String s, byte[] dst, int pos, Utf8Encoder bulk) {
    return encode(s, dst, pos, bulk, false);
  }

  /**
   * {@link #encode(String, byte[], int, Utf8Encoder)}, or {@link #encodeEntry} if {@code entry}.
   */
  private static int encode(String s, byte[] dst, int pos, Utf8Encoder bulk, boolean entry) {
    // The common case, small enough for the JIT to inline into the writer: a short ASCII string.
    int len = s.length();
    if (bulk != null && bulk.inPlace) {
      // The string's own bytes, eight at a time (StringBytes); chars from the first eight that
      // hold one that is not ASCII.
      int k = StringBytes.asciiPrefix(s, dst, pos, len);
      if (k == len) {
        return pos + len;
      }
      if (k > 0) {
        return entry ? encodeRestOrUtf16(s, dst, pos + k, k) : encodeRest(s, dst, pos + k, k);
      }
    }
    if (len <= SHORT) {
      // A short string: one charAt loop that tests and narrows, cheaper than setting up the
      // bulk calls below for a handful of chars; at the first char that is not ASCII, the rest
      // goes the general way.
      for (int k = 0; k < len; k++) {
        char c = s.charAt(k);
        if (c >= 0x80) {
          return entry ? encodeRestOrUtf16(s, dst, pos + k, k) : encodeRest(s, dst, pos + k, k);
        }
        dst[pos + k] = (byte) c;
      }
      return pos + len;
    }
    return bulk != null ? bulk.encode(s, dst, pos, len, entry) : encodeGeneral(s, dst, pos, entry);
  }

  /**
   * The number of UTF-8 bytes {@link #encode} writes for {@code s} (equal to {@code s.length()}
   * exactly when {@code s} is ASCII), or -1 if {@code s} holds a lone surrogate.
   *
   * @param scratch null, or any char array (its content is overwritten)
   */
  public static long encodedLength(String s, char[] scratch) {
    int len = s.length();
    int any = 0;
    if (len <= SHORT || scratch == null || len > scratch.length) {
      for (int k = 0; k < len; k++) {
        any |= s.charAt(k);
      }
    } else {
      s.getChars(0, len, scratch, 0);
      for (int k = 0; k < len; k++) { // no exits: the JIT can vectorise it
        any |= scratch[k];
      }
    }
    return any < 0x80 ? len : encodedLengthRest(s);
  }

  private static long encodedLengthRest(String s) {
    int len = s.length();
    long n = 0;
    for (int i = 0; i < len; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        n++;
      } else if (c < 0x800) {
        n += 2;
      } else if (Character.isSurrogate(c)) {
        if (!Character.isHighSurrogate(c)
            || i + 1 >= len
            || !Character.isLowSurrogate(s.charAt(i + 1))) {
          return -1;
        }
        i++;
        n += 4;
      } else {
        n += 3;
      }
    }
    return n;
  }

  /** {@link #encode(String, byte[], int)} of a long string, without a bulk encoder. */
  private static int encodeGeneral(String s, byte[] dst, int pos, boolean entry) {
    int len = s.length();
    int p = pos;
    int i = 0;
    // ASCII fast path: one compare and one store per char.
    for (; i < len; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        break;
      }
      dst[p++] = (byte) c;
    }
    return entry && i < len ? encodeRestOrUtf16(s, dst, p, i) : encodeRest(s, dst, p, i);
  }

  /** Chars {@code i..} of {@code s} (any), from {@code dst[p]}: the end, or -1 (lone surrogate). */
  static int encodeRest(String s, byte[] dst, int p, int i) {
    int len = s.length();
    for (; i < len; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        dst[p++] = (byte) c;
      } else if (c < 0x800) {
        dst[p++] = (byte) (0xC0 | (c >>> 6));
        dst[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isSurrogate(c)) {
        if (!Character.isHighSurrogate(c) || i + 1 >= len) {
          return -1;
        }
        char d = s.charAt(i + 1);
        if (!Character.isLowSurrogate(d)) {
          return -1;
        }
        int cp = Character.toCodePoint(c, d);
        i++;
        dst[p++] = (byte) (0xF0 | (cp >>> 18));
        dst[p++] = (byte) (0x80 | ((cp >>> 12) & 0x3F));
        dst[p++] = (byte) (0x80 | ((cp >>> 6) & 0x3F));
        dst[p++] = (byte) (0x80 | (cp & 0x3F));
      } else {
        dst[p++] = (byte) (0xE0 | (c >>> 12));
        dst[p++] = (byte) (0x80 | ((c >>> 6) & 0x3F));
        dst[p++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    return p;
  }

  /**
   * Decodes {@code len} bytes of {@code src} at {@code off}, strictly.
   *
   * @param scratch at least {@code len} chars (a UTF-8 string never has more UTF-16 units than
   *     bytes); its content is overwritten
   * @return the string, or null if the bytes are not valid UTF-8
   */
  public static String decode(byte[] src, int off, int len, char[] scratch) {
    if (asciiEnd(src, off, off + len) == off + len) {
      // Pure ASCII: Latin-1 decoding is a straight copy into a compact string.
      return ascii(src, off, len);
    }
    // Not ASCII: strict decoding into the reused scratch, then one string. (The JDK's UTF-8
    // decoder after a validation pass was measured and dropped: it allocates a worst-case UTF-16
    // array and then a trimmed copy, +136 KB per decode of twitter, see docs/benchmarks-log.md.)
    int n = decodeChars(src, off, len, scratch);
    return n < 0 ? null : new String(scratch, 0, n);
  }

  /**
   * {@code len} bytes of {@code src} at {@code off} as a string if they are all ASCII, else null
   * (nothing allocated then): the ASCII part of {@link #decode}, small enough to inline.
   */
  public static String asciiOrNull(byte[] src, int off, int len) {
    return asciiEnd(src, off, off + len) == off + len ? ascii(src, off, len) : null;
  }

  /**
   * Decodes a string table's entries: {@code n} strings of {@code lens[0..n)} bytes laid end to end
   * from {@code off} ({@code sum} bytes in all), into {@code out[0..n)}. The ASCII prefix of all
   * the table's bytes is found first, eight bytes a step across entry boundaries (entries are
   * short: most would otherwise be tested a byte at a time); entries inside it become strings
   * without another test, the rest are decoded one by one as {@link #decode} does.
   *
   * @return n, or the index of the first entry that is not valid UTF-8 (entries before it are in
   *     {@code out})
   */
  public static int decodeTable(
      byte[] src, int off, int sum, int[] lens, int n, String[] out, char[] scratch) {
    int a = asciiEnd(src, off, off + sum);
    int p = off;
    int i = 0;
    for (; i < n && p + lens[i] <= a; i++) {
      out[i] = ascii(src, p, lens[i]);
      p += lens[i];
    }
    for (; i < n; i++) {
      String s = decode(src, p, lens[i], scratch);
      if (s == null) {
        return i;
      }
      out[i] = s;
      p += lens[i];
    }
    return n;
  }

  /**
   * {@link #decodeTable} of a table holding UTF-16 entries too (FORMAT.md §2.1): the UTF-8 entries
   * are those of {@code lens[0..n)} that are not negative (a UTF-16 entry's length is kept
   * negative), their {@code sum} bytes laid end to end from {@code off}; the others are skipped.
   * The ASCII run is found anew after each entry that is not ASCII, so an ASCII entry after one
   * (twitter: all but a few) is made a string without a test of its own.
   *
   * @return n, or the index of the first UTF-8 entry that is not valid UTF-8
   */
  public static int decodeTableSkipping(
      byte[] src, int off, int sum, int[] lens, int n, String[] out, char[] scratch) {
    int end = off + sum;
    int a = asciiEnd(src, off, end);
    int p = off;
    for (int i = 0; i < n; i++) {
      int l = lens[i];
      if (l >= 0) {
        if (p + l <= a) {
          out[i] = ascii(src, p, l);
        } else {
          // The entry holds the byte at a, which is not ASCII.
          int k = decodeChars(src, p, l, scratch);
          if (k < 0) {
            return i;
          }
          out[i] = new String(scratch, 0, k);
          a = asciiEnd(src, p + l, end);
        }
        p += l;
      }
    }
    return n;
  }

  /**
   * The UTF-16 entries of a string table (FORMAT.md §2.1): those of {@code lens[0..n)} that are
   * negative ({@code -lens[i]} bytes, even and positive), laid end to end from {@code off}, {@code
   * sum16} bytes in all. Their little-endian code units are copied into {@code scratch} (at least
   * {@code sum16 / 2} chars) in one bulk copy, and each entry is a string of its part; the bytes
   * are tested for surrogates four units a step, the entries only when the whole holds one, and
   * {@link #wellFormed} runs only on an entry that holds one. (Not {@code new String(bytes,
   * UTF_16LE)}: the JDK's decoder measured slower than the UTF-8 decode this replaces,
   * docs/benchmarks-log.md "UTF-16 entries"; nor a surrogate test on the chars, which C2 leaves a
   * unit a step: twice the time.)
   *
   * @return n, or the index of the first UTF-16 entry that is not well-formed (a lone surrogate)
   */
  public static int decodeUtf16Entries(
      byte[] src, int off, int sum16, int[] lens, int n, String[] out, char[] scratch) {
    int units = sum16 >>> 1;
    java.nio.ByteBuffer.wrap(src, off, sum16)
        .order(java.nio.ByteOrder.LITTLE_ENDIAN)
        .asCharBuffer()
        .get(scratch, 0, units);
    boolean sur = surrogates(src, off, off + sum16);
    int c = 0;
    int p = off;
    for (int i = 0; i < n; i++) {
      int l = lens[i];
      if (l < 0) {
        int u = -l >>> 1;
        if (sur && surrogates(src, p, p - l) && !wellFormed(scratch, c, c + u)) {
          return i;
        }
        out[i] = new String(scratch, c, u);
        c += u;
        p -= l;
      }
    }
    return n;
  }

  /**
   * Whether the little-endian UTF-16 units of {@code src[from, to)} ({@code to - from} even) hold a
   * surrogate (U+D800..U+DFFF): four units a step, a unit's high byte masked to its top five bits
   * and tested for 0xD8 by the zero-lane test.
   */
  private static boolean surrogates(byte[] src, int from, int to) {
    int i = from;
    for (; to - i >= 8; i += 8) {
      long x = (LittleEndian.getLong(src, i) & 0xF800F800F800F800L) ^ 0xD800D800D800D800L;
      if (((x - 0x0001000100010001L) & ~x & 0x8000800080008000L) != 0) {
        return true;
      }
    }
    for (; i < to; i += 2) {
      if ((src[i + 1] & 0xF8) == 0xD8) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code c[from, to)} holds no lone surrogate. */
  private static boolean wellFormed(char[] c, int from, int to) {
    for (int k = from; k < to; k++) {
      char x = c[k];
      if (Character.isHighSurrogate(x)) {
        if (k + 1 >= to || !Character.isLowSurrogate(c[k + 1])) {
          return false;
        }
        k++;
      } else if (Character.isLowSurrogate(x)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether {@code src[off, off + len)} is all ASCII: eight bytes a step, and a tail of fewer than
   * eight in one masked load when the array holds eight bytes from there (small enough to inline).
   */
  public static boolean isAscii(byte[] src, int off, int len) {
    int i = off;
    int end = off + len;
    while (end - i >= 8) {
      if ((LittleEndian.getLong(src, i) & 0x8080808080808080L) != 0) {
        return false;
      }
      i += 8;
    }
    int rest = end - i;
    if (rest > 0 && src.length - i >= 8) {
      return (LittleEndian.getLong(src, i) & ((1L << (rest << 3)) - 1) & 0x8080808080808080L) == 0;
    }
    return asciiEnd(src, i, end) == end;
  }

  /** The end of the ASCII run of {@code src[from..end)} from {@code from}: eight bytes a step. */
  private static int asciiEnd(byte[] src, int from, int end) {
    int i = from;
    // Thirty-two bytes a step while they are all ASCII (four loads, one test), then eight; the
    // first word holding another byte gives its position by its lowest top bit.
    while (end - i >= 32
        && ((LittleEndian.getLong(src, i)
                    | LittleEndian.getLong(src, i + 8)
                    | LittleEndian.getLong(src, i + 16)
                    | LittleEndian.getLong(src, i + 24))
                & 0x8080808080808080L)
            == 0) {
      i += 32;
    }
    while (end - i >= 8) {
      long w = LittleEndian.getLong(src, i) & 0x8080808080808080L;
      if (w != 0) {
        return i + (Long.numberOfTrailingZeros(w) >>> 3);
      }
      i += 8;
    }
    int rest = end - i;
    if (rest > 0 && src.length - i >= 8) {
      // The tail of fewer than eight bytes in one masked load (the array goes on past the end).
      long w = LittleEndian.getLong(src, i) & ((1L << (rest << 3)) - 1) & 0x8080808080808080L;
      return w == 0 ? end : i + (Long.numberOfTrailingZeros(w) >>> 3);
    }
    while (i < end && src[i] >= 0) {
      i++;
    }
    return i;
  }

  /**
   * A string of {@code len} ASCII bytes: the JDK's high-byte constructor copies them straight into
   * a compact (Latin-1) string, without the charset lookup and decoder dispatch of {@code new
   * String(bytes, off, len, ISO_8859_1)}. Deprecated only because it ignores encodings, which ASCII
   * does not need.
   */
  @SuppressWarnings("deprecation")
  public static String ascii(byte[] src, int off, int len) {
    return new String(src, 0, off, len);
  }

  /**
   * True if {@code len} bytes of {@code src} at {@code off} are valid UTF-8 (allocates nothing).
   */
  public static boolean isValid(byte[] src, int off, int len) {
    int i = off;
    int end = off + len;
    while (true) {
      // ASCII runs, eight bytes per step: no byte has its top bit set.
      while (end - i >= 8 && (LittleEndian.getLong(src, i) & 0x8080808080808080L) == 0) {
        i += 8;
      }
      int rest = end - i;
      if (rest <= 0) {
        return true;
      }
      // Fewer than eight bytes left (a short string, or the tail of a long one): when the array
      // holds eight bytes from here, one load tests them all (the bytes past the end masked off).
      if (rest < 8
          && src.length - i >= 8
          && (LittleEndian.getLong(src, i) & ((1L << (rest << 3)) - 1) & 0x8080808080808080L)
              == 0) {
        return true;
      }
      int b = src[i];
      if (b >= 0) {
        i++;
        continue;
      }
      int n = sequenceLength(src, i, end);
      if (n < 0) {
        return false;
      }
      i += n;
    }
  }

  /**
   * The length of the well-formed multi-byte sequence (RFC 3629) starting at {@code src[i]}, whose
   * lead byte is {@code >= 0x80}, or -1.
   */
  private static int sequenceLength(byte[] src, int i, int end) {
    int b = src[i] & 0xFF;
    if (b < 0xC2) {
      return -1; // a continuation byte, or an overlong 2-byte lead (C0, C1)
    }
    if (b < 0xE0) {
      return end - i >= 2 && (src[i + 1] & 0xC0) == 0x80 ? 2 : -1;
    }
    if (b < 0xF0) {
      if (end - i < 3) {
        return -1;
      }
      int c1 = src[i + 1] & 0xFF;
      if ((c1 & 0xC0) != 0x80 || (src[i + 2] & 0xC0) != 0x80) {
        return -1;
      }
      if ((b == 0xE0 && c1 < 0xA0) || (b == 0xED && c1 >= 0xA0)) {
        return -1; // overlong, or a surrogate code point U+D800..U+DFFF
      }
      return 3;
    }
    if (b < 0xF5) {
      if (end - i < 4) {
        return -1;
      }
      int c1 = src[i + 1] & 0xFF;
      if ((c1 & 0xC0) != 0x80 || (src[i + 2] & 0xC0) != 0x80 || (src[i + 3] & 0xC0) != 0x80) {
        return -1;
      }
      if ((b == 0xF0 && c1 < 0x90) || (b == 0xF4 && c1 >= 0x90)) {
        return -1; // overlong, or above U+10FFFF
      }
      return 4;
    }
    return -1;
  }

  /**
   * Decodes strictly into {@code dst} (at least {@code len} chars): runs of ASCII and runs of
   * three-byte sequences (text in East Asian scripts) each in a loop of its own, any other sequence
   * one at a time. (Validation without decoding is {@link #isValid}.)
   *
   * @return the number of UTF-16 units, or -1 if the bytes are not valid UTF-8
   */
  public static int decodeChars(byte[] src, int off, int len, char[] dst) {
    int end = off + len;
    int i = off;
    int n = 0;
    while (i < end) {
      int b = src[i];
      if (b >= 0) {
        do {
          dst[n++] = (char) b;
        } while (++i < end && (b = src[i]) >= 0);
      } else if ((b & 0xF0) == 0xE0 && end - i >= 3) {
        do {
          // Two continuation bytes (10xxxxxx: -128..-65 as signed bytes), then one test on the
          // code point for both overlong forms (below U+0800) and surrogates (U+D800..U+DFFF).
          int c1 = src[i + 1];
          int c2 = src[i + 2];
          if (c1 > -65 || c2 > -65) {
            return -1;
          }
          int cp = ((b & 0x0F) << 12) | ((c1 & 0x3F) << 6) | (c2 & 0x3F);
          if (cp < 0x800 || (cp & 0xF800) == 0xD800) {
            return -1;
          }
          dst[n++] = (char) cp;
          i += 3;
        } while (end - i >= 3 && ((b = src[i]) & 0xF0) == 0xE0);
      } else {
        int k = decodeOne(src, i, end, dst, n);
        if (k < 0) {
          return -1;
        }
        n += k & 0xF;
        i += k >>> 4;
      }
    }
    return n;
  }

  /**
   * The sequence at {@code src[i]} (lead byte {@code >= 0x80}) into {@code dst[n..]}: (bytes read
   * << 4 | chars written), or -1.
   */
  private static int decodeOne(byte[] src, int i, int end, char[] dst, int n) {
    int b = src[i] & 0xFF;
    if (b < 0xC2) {
      return -1; // a continuation byte, or an overlong 2-byte lead (C0, C1)
    } else if (b < 0xE0) {
      if (end - i < 2) {
        return -1;
      }
      int c1 = src[i + 1] & 0xFF;
      if ((c1 & 0xC0) != 0x80) {
        return -1;
      }
      dst[n] = (char) (((b & 0x1F) << 6) | (c1 & 0x3F));
      return 2 << 4 | 1;
    } else if (b < 0xF0) {
      if (end - i < 3) {
        return -1;
      }
      int c1 = src[i + 1];
      int c2 = src[i + 2];
      if (c1 > -65 || c2 > -65) {
        return -1;
      }
      int cp = ((b & 0x0F) << 12) | ((c1 & 0x3F) << 6) | (c2 & 0x3F);
      if (cp < 0x800 || (cp & 0xF800) == 0xD800) {
        return -1;
      }
      dst[n] = (char) cp;
      return 3 << 4 | 1;
    } else if (b < 0xF5) {
      if (end - i < 4) {
        return -1;
      }
      int c1 = src[i + 1] & 0xFF;
      int c2 = src[i + 2] & 0xFF;
      int c3 = src[i + 3] & 0xFF;
      if ((c1 & 0xC0) != 0x80 || (c2 & 0xC0) != 0x80 || (c3 & 0xC0) != 0x80) {
        return -1;
      }
      if (b == 0xF0 && c1 < 0x90) {
        return -1; // overlong
      }
      if (b == 0xF4 && c1 >= 0x90) {
        return -1; // above U+10FFFF
      }
      int cp = ((b & 0x07) << 18) | ((c1 & 0x3F) << 12) | ((c2 & 0x3F) << 6) | (c3 & 0x3F);
      dst[n] = Character.highSurrogate(cp);
      dst[n + 1] = Character.lowSurrogate(cp);
      return 4 << 4 | 2;
    }
    return -1; // F5..FF never occur in UTF-8
  }
}
