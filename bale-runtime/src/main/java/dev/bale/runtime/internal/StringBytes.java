package dev.bale.runtime.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A string's own bytes, read in place: the copy of an ASCII string's bytes that the compact writer
 * makes instead of reading it char by char ({@code CompactWriter.stringsInPlace}).
 *
 * <p>A JDK 9+ {@code String} with only Latin-1 chars keeps them one byte each in its private {@code
 * value} array ({@code coder} 0, "compact strings"); the JDK relies on a string of Latin-1 chars
 * always having that form ({@code String.equals} compares the coders first). The UTF-8 bytes of an
 * ASCII string are those bytes, so they are copied eight at a time, each eight tested for a byte
 * that is not ASCII. The two fields are read (never written) through {@link VarHandle}s from {@link
 * MethodHandles#privateLookupIn}, which JDK 17 grants only when {@code java.base} opens {@code
 * java.lang} to this code ({@code --add-opens java.base/java.lang=ALL-UNNAMED} on the class path,
 * {@code =dev.bale.runtime} on the module path); no {@code Unsafe}. Without that, with {@code
 * -Dbale.strings.inPlace=false}, under {@code -XX:-CompactStrings}, or when a self-check of the
 * fields at class initialisation fails (another JDK's {@code String}), {@link #available()} is
 * false and the writers read chars as before. Same bytes either way.
 *
 * <p>Stateless and thread-safe. Not API: used by the runtime only.
 */
public final class StringBytes {
  private StringBytes() {}

  /** Whether strings' bytes can be read in place in this JVM. */
  static final boolean AVAILABLE =
      !"false".equalsIgnoreCase(System.getProperty("bale.strings.inPlace", "true"))
          && Compat.has(() -> Fields.OK); // no VarHandle or privateLookupIn (Android): chars

  /**
   * The two fields' handles, in a class of their own so that {@code StringBytes} refers to no
   * {@code VarHandle} and loads where there is none (Android below API level 33); loaded only by
   * {@link #AVAILABLE}'s probe and, once that is true, by the copies.
   */
  @ProbedApi
  private static final class Fields {
    static final VarHandle VALUE;
    static final VarHandle CODER;
    static final boolean OK;

    static {
      VarHandle v = null;
      VarHandle c = null;
      boolean ok = false;
      try {
        MethodHandles.Lookup l =
            MethodHandles.privateLookupIn(String.class, MethodHandles.lookup());
        v = l.findVarHandle(String.class, "value", byte[].class);
        c = l.findVarHandle(String.class, "coder", byte.class);
        ok = selfCheck(v, c);
      } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
        ok = false; // not opened (IllegalAccessException), or no such fields: chars, as before
      }
      VALUE = ok ? v : null;
      CODER = ok ? c : null;
      OK = ok;
    }

    /**
     * Whether the fields hold what {@link #asciiPrefix} assumes, on strings made here: Latin-1
     * chars one byte each with coder 0, any other string coder 1 (a JDK with compact strings off,
     * or a {@code String} of another layout, fails).
     */
    private static boolean selfCheck(VarHandle v, VarHandle c) {
      String ascii = new String(new char[] {'A', 'z', ' ', '0', '~', '\u007f', '\u0000'});
      String latin1 = new String(new char[] {'a', '\u00e9', '\u00ff'});
      String utf16 = new String(new char[] {'a', '\u0100'});
      return (byte) c.get(ascii) == 0
          && Arrays.equals((byte[]) v.get(ascii), ascii.getBytes(StandardCharsets.US_ASCII))
          && (byte) c.get(latin1) == 0
          && Arrays.equals((byte[]) v.get(latin1), latin1.getBytes(StandardCharsets.ISO_8859_1))
          && (byte) c.get(utf16) == 1
          && ((byte[]) v.get(utf16)).length == 4;
    }

    static byte coder(String s) {
      return (byte) CODER.get(s);
    }

    static byte[] value(String s) {
      return (byte[]) VALUE.get(s);
    }
  }

  /** Whether strings' bytes can be read in place in this JVM (see the class comment). */
  public static boolean available() {
    return AVAILABLE;
  }

  private static final long ONES = 0x0101_0101_0101_0101L;
  private static final long TOPS = 0x8080_8080_8080_8080L;

  /**
   * Copies the ASCII bytes at the start of {@code s} ({@code len} = its length) to {@code dst} from
   * {@code pos}, eight at a time, and returns how many chars that covers: {@code len} for an ASCII
   * string, 0 for a string not held as Latin-1 (or when {@link #available()} is false), else a
   * multiple of 8 at or before its first char that is not ASCII. Up to {@code len} bytes from
   * {@code pos} may be written (past the returned count too: the caller writes them again).
   */
  public static int asciiPrefix(String s, byte[] dst, int pos, int len) {
    if (!AVAILABLE || Fields.coder(s) != 0) {
      return 0;
    }
    byte[] v = Fields.value(s);
    if (v.length != len) { // not a Latin-1 string's array after all: the chars' way
      return 0;
    }
    if (len >= 8) {
      // Whole longs, the last one overlapping the one before: no byte tail.
      int last = len - 8;
      int k = 0;
      for (; k < last; k += 8) {
        long w = LittleEndian.getLong(v, k);
        if ((w & TOPS) != 0) {
          return k;
        }
        LittleEndian.setLong(dst, pos + k, w);
      }
      long w = LittleEndian.getLong(v, last);
      if ((w & TOPS) != 0) {
        return k;
      }
      LittleEndian.setLong(dst, pos + last, w);
      return len;
    }
    for (int k = 0; k < len; k++) {
      byte x = v[k];
      if (x < 0) {
        return k;
      }
      dst[pos + k] = x;
    }
    return len;
  }

  /**
   * The length of the start of {@code s} ({@code len} = its length) that a JSON string holds as it
   * is, read from the string's own bytes eight at a time: {@code len} when no char of {@code s} is
   * a control char (below U+0020), {@code "} or {@code \}; else a position at or before the first
   * such char (the caller's char loop goes on from there); 0 for a string not held as Latin-1 (or
   * when {@link #available()} is false). Latin-1 chars from U+0080 on need no escape.
   */
  public static int jsonPlainPrefix(String s, int len) {
    if (!AVAILABLE || Fields.coder(s) != 0) {
      return 0;
    }
    byte[] v = Fields.value(s);
    if (v.length != len) {
      return 0;
    }
    if (len >= 8) {
      int last = len - 8;
      int k = 0;
      for (; k < last; k += 8) {
        if (escapes(LittleEndian.getLong(v, k))) {
          return k;
        }
      }
      return escapes(LittleEndian.getLong(v, last)) ? k : len;
    }
    for (int k = 0; k < len; k++) {
      int c = v[k] & 0xFF;
      if (c < 0x20 || c == '"' || c == '\\') {
        return k;
      }
    }
    return len;
  }

  /**
   * Whether one of the eight bytes of {@code w} is below 0x20, 0x22 or 0x5C: the zero-byte test on
   * {@code w} less 0x20 a byte (a byte from 0x80 on never counts), on {@code w ^ 0x22..} and on
   * {@code w ^ 0x5C..}. Each test may also flag a byte above a flagged one, never one alone.
   */
  private static boolean escapes(long w) {
    long control = (w - 0x20 * ONES) & ~w;
    long quote = w ^ 0x22 * ONES;
    long backslash = w ^ 0x5C * ONES;
    return ((control | ((quote - ONES) & ~quote) | ((backslash - ONES) & ~backslash)) & TOPS) != 0;
  }
}
