package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Utf8View;
import org.junit.jupiter.api.Test;

/**
 * {@link Utf8View#getChars} of a view {@link FlatData#chars} handed out under checked access: an
 * all-ASCII string is copied and checked in one pass, anything else takes the validating path;
 * invalid UTF-8 anywhere in the string is INVALID_UTF8, whether or not ASCII bytes come first, and
 * so is every other first read of the view's characters.
 */
class FlatStringCharsTest {
  /** A root with one pointer to {@code s}; the string's bytes start at 20. */
  private static byte[] body(String s) {
    FlatSink b = new FlatSink();
    int obj = b.object(0, 1);
    b.pointer(obj + 4, b.string(s));
    byte[] bytes = b.toByteArray();
    assertEquals(16, obj + 4 + FlatAccess.i32(bytes, obj + 4), "string at 16");
    return bytes;
  }

  private static int chars(byte[] bytes, char[] dst) {
    FlatData d = new FlatData().reset(bytes, 0, bytes.length);
    int root = d.check("Root", Limits.DEFAULT);
    return d.chars(new Utf8View(), d.str(root + 4)).getChars(dst, 0);
  }

  @Test
  void asciiAndOtherStringsDecode() {
    for (String s : new String[] {"", "AAPL", "x".repeat(100), "caf\u00e9", "ab\ud83d\ude00c"}) {
      char[] dst = new char[128];
      int n = chars(body(s), dst);
      assertEquals(s, new String(dst, 0, n));
    }
  }

  @Test
  void invalidUtf8IsRejectedWhereverItStands() {
    for (int at = 0; at < 4; at++) {
      byte[] bytes = body("abcd");
      bytes[20 + at] = (byte) 0xFF;
      int where = at;
      BaleException e =
          assertThrows(BaleException.class, () -> chars(bytes, new char[16]), "byte " + where);
      assertEquals(ErrorCode.INVALID_UTF8, e.code(), "byte " + where);
    }
  }

  /**
   * At an offset, into a target that holds exactly the chars: the ASCII pass writes a non-ASCII
   * string's bytes before it sees the last one, and the general path writes it again from {@code
   * off}; the chars before {@code off} stay as they were.
   */
  @Test
  void atAnOffsetNonAsciiIsWrittenAgainAndTheCharsBeforeStay() {
    for (String s : new String[] {"x".repeat(20) + "\u00e9", "\u00e9" + "y".repeat(9), "AAPL"}) {
      FlatData d = new FlatData().reset(body(s), 0, body(s).length);
      int root = d.check("Root", Limits.DEFAULT);
      char[] dst = new char[3 + s.length()];
      java.util.Arrays.fill(dst, '#');
      int n = d.chars(new Utf8View(), d.str(root + 4)).getChars(dst, 3);
      assertEquals(s.length(), n, s);
      assertEquals("###" + s, new String(dst), s);
    }
  }

  /**
   * Every length from 0 to 40 (getChars' fall-through form takes up to 16 bytes) at two offsets:
   * exactly an ASCII string's chars are written and the chars around them stay; a non-ASCII char at
   * any place is decoded, and an invalid byte at any place is INVALID_UTF8 at the string.
   */
  @Test
  void everyShortLengthWithANonAsciiByteAtEveryPlace() {
    for (int len = 0; len <= 40; len++) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < len; i++) {
        sb.append((char) ('a' + i % 26));
      }
      String s = sb.toString();
      assertWritten(s, 0, 0);
      assertWritten(s, 3, 0);
      assertWritten(s, 3, 2);
      for (int at = 0; at < len; at++) {
        assertWritten(s.substring(0, at) + "\u00e9" + s.substring(at + 1), 3, 1);
        byte[] bytes = body(s);
        bytes[20 + at] = (byte) 0xFF;
        String where = len + "/" + at;
        BaleException e =
            assertThrows(BaleException.class, () -> chars(bytes, new char[64]), where);
        assertEquals(ErrorCode.INVALID_UTF8, e.code(), where);
        assertEquals(20, e.offset(), where);
      }
    }
  }

  /** {@code s} read into a target of {@code off + s.length() + after} chars at {@code off}. */
  private static void assertWritten(String s, int off, int after) {
    byte[] bytes = body(s);
    FlatData d = new FlatData().reset(bytes, 0, bytes.length);
    int root = d.check("Root", Limits.DEFAULT);
    char[] dst = new char[off + s.length() + after];
    java.util.Arrays.fill(dst, '#');
    int n = d.chars(new Utf8View(), d.str(root + 4)).getChars(dst, off);
    assertEquals(s.length(), n, s);
    if (s.chars().allMatch(c -> c < 0x80)) {
      assertEquals("#".repeat(off) + s + "#".repeat(after), new String(dst), s);
    } else {
      // Text that is not ASCII: the one-pass ASCII copy may have written up to its UTF-8 length
      // of chars before the general path wrote the string again (getChars' contract).
      assertEquals("#".repeat(off) + s, new String(dst, 0, off + n), s);
    }
  }

  @Test
  void everyFirstReadOfInvalidUtf8Throws() {
    byte[] bytes = body("abcd");
    bytes[22] = (byte) 0xC3; // a lead byte followed by an ASCII byte
    java.util.List<java.util.function.Consumer<Utf8View>> reads =
        java.util.List.of(
            Utf8View::length,
            v -> v.charAt(0),
            Utf8View::toString,
            Utf8View::isAscii,
            v -> v.contentEquals("abcd"),
            v -> v.appendTo(new StringBuilder()),
            v -> v.getChars(new char[2], 0));
    for (int k = 0; k < reads.size(); k++) {
      FlatData d = new FlatData().reset(bytes, 0, bytes.length);
      int root = d.check("Root", Limits.DEFAULT);
      Utf8View v = d.chars(new Utf8View(), d.str(root + 4));
      java.util.function.Consumer<Utf8View> read = reads.get(k);
      BaleException e = assertThrows(BaleException.class, () -> read.accept(v), "read " + k);
      assertEquals(ErrorCode.INVALID_UTF8, e.code(), "read " + k);
      assertEquals(20, e.offset(), "read " + k);
    }
  }

  @Test
  void uncheckedInvalidUtf8ReadsAsReplacement() {
    byte[] bytes = body("abcd");
    bytes[22] = (byte) 0xFF;
    FlatData d = new FlatData().reset(bytes, 0, bytes.length);
    Utf8View v = d.chars(new Utf8View(), d.str(8 + 4));
    assertEquals("ab\ufffdd", v.toString());
  }

  @Test
  void tooSmallATargetGetsMinusTheCharsNeeded() {
    assertEquals(-4, chars(body("AAPL"), new char[3]));
  }
}
