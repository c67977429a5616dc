package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Utf8#encode}, with scratch arrays of every size (smaller and larger than the string, so
 * both its copied-prefix path and its per-char path run) and without one, must give the JDK's UTF-8
 * bytes for every well-formed string, surrogate pairs at every position included, and -1 for a lone
 * surrogate anywhere.
 */
class Utf8EncodeTest {
  private static final String[] PIECES = {
    "a",
    "xyz",
    "é",
    "ÿ",
    "€",
    "中文",
    "\uD83D\uDE00",
    "\uDBFF\uDFFF",
    "\uFFFF",
    "\u0000",
    "\u007F",
    "\u0080",
    "\u07FF",
    "\u0800",
  };

  private static int[] scratchSizes() {
    return new int[] {2, 3, 4, 7, 8, 256};
  }

  private static byte[] encode(String s, int scratch) {
    byte[] dst = new byte[(int) Utf8.maxEncodedLength(s.length()) + 3];
    int end = Utf8.encode(s, dst, 3, new char[scratch]);
    return end < 0 ? null : Arrays.copyOfRange(dst, 3, end);
  }

  /**
   * Long ASCII strings (the bulk path) with one char that is not ASCII at every position: a Latin-1
   * char, one above U+00FF whose low byte is ASCII (a test on the bytes alone would miss it), a
   * surrogate pair and a lone surrogate.
   */
  @Test
  void longAsciiStringsWithOneOtherCharAnywhere() {
    for (int len : new int[] {49, 64, 100, 255, 256, 300}) {
      String ascii = "abcdefghijklmnopqrstuvwxyz0123456789-/.:?".repeat(8).substring(0, len);
      assertArrayEquals(ascii.getBytes(StandardCharsets.UTF_8), encode(ascii, 256), ascii);
      for (String odd : new String[] {"\u00e9", "\u0141", "\u2041", "\uD83D\uDE00", "\uD800"}) {
        for (int at = 0; at < len; at++) {
          String s = ascii.substring(0, at) + odd + ascii.substring(at + 1);
          byte[] want = odd.equals("\uD800") ? null : s.getBytes(StandardCharsets.UTF_8);
          assertArrayEquals(want, encode(s, 256), s);
        }
      }
    }
  }

  @Test
  void matchesTheJdkOnRandomWellFormedStrings() {
    Random r = new Random(7);
    for (int n = 0; n < 3000; n++) {
      StringBuilder b = new StringBuilder();
      int pieces = r.nextInt(n % 50 == 0 ? 400 : 12);
      for (int i = 0; i < pieces; i++) {
        b.append(PIECES[r.nextInt(PIECES.length)]);
      }
      String s = b.toString();
      byte[] want = s.getBytes(StandardCharsets.UTF_8);
      for (int size : scratchSizes()) {
        assertArrayEquals(want, encode(s, size), s + " / scratch " + size);
      }
      byte[] dst = new byte[(int) Utf8.maxEncodedLength(s.length())];
      assertEquals(want.length, Utf8.encode(s, dst, 0), s);
      assertArrayEquals(want, Arrays.copyOf(dst, want.length), s);
      // At an offset, with a small scratch (the one-pass path up to 48 chars, bulk calls above).
      byte[] flat = new byte[(int) Utf8.maxEncodedLength(s.length()) + 3];
      int end = Utf8.encode(s, flat, 3, new char[8]);
      assertArrayEquals(want, Arrays.copyOfRange(flat, 3, end), s);
    }
  }

  @Test
  void pairAtEveryPosition() {
    // Led by a non-ASCII char too, so that the general path takes the string from its start; a
    // lone high half before ASCII is refused at every position.
    for (String lead : new String[] {"", "é", "€"}) {
      for (int prefix = 0; prefix < 20; prefix++) {
        String s = lead + "a".repeat(prefix) + "\uD83D\uDE00" + "b";
        for (int size : scratchSizes()) {
          assertArrayEquals(
              s.getBytes(StandardCharsets.UTF_8), encode(s, size), lead + prefix + "/" + size);
        }
        String lone = lead + "a".repeat(prefix) + "\uD83D" + "b".repeat(prefix);
        for (int size : scratchSizes()) {
          assertEquals(null, encode(lone, size), "lone " + lead + prefix + "/" + size);
        }
      }
    }
  }

  @Test
  void loneSurrogatesAreRejectedAnywhere() {
    for (String lone : new String[] {"\uD800", "\uDFFF", "\uDC00\uD800"}) {
      for (int prefix = 0; prefix < 10; prefix++) {
        for (String suffix : new String[] {"", "x", "é", "\uD800"}) {
          String s = "a".repeat(prefix) + lone + suffix;
          for (int size : scratchSizes()) {
            assertEquals(null, encode(s, size), prefix + "/" + size + "/" + suffix);
          }
          byte[] dst = new byte[(int) Utf8.maxEncodedLength(s.length())];
          assertEquals(-1, Utf8.encode(s, dst, 0, new char[8]), prefix + "/" + suffix);
        }
      }
    }
    // A high surrogate followed by something other than a low one.
    for (int size : scratchSizes()) {
      assertEquals(null, encode("ab\uD800c", size), "scratch " + size);
      assertEquals(null, encode("ab\uD800\uD800\uDC00", size), "scratch " + size);
    }
  }
}
