package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Utf8#encode}, with a bulk encoder ({@link Utf8Encoder}, one reused for every string here)
 * and without one, must give the JDK's UTF-8 bytes for every well-formed string, surrogate pairs at
 * every position included, and -1 for a lone surrogate anywhere.
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

  private static final Utf8Encoder BULK = new Utf8Encoder();

  private static final Utf8Encoder IN_PLACE = new Utf8Encoder();

  static {
    IN_PLACE.inPlace(true); // ASCII bytes copied from the string (StringBytes; java.lang opened)
  }

  /** Without and with the bulk encoder, and with it reading ASCII strings' bytes in place. */
  private static Utf8Encoder[] bulks() {
    return new Utf8Encoder[] {null, BULK, IN_PLACE};
  }

  private static byte[] encode(String s, Utf8Encoder bulk) {
    byte[] dst = new byte[(int) Utf8.maxEncodedLength(s.length()) + 3];
    int end = Utf8.encode(s, dst, 3, bulk);
    return end < 0 ? null : Arrays.copyOfRange(dst, 3, end);
  }

  /**
   * Long ASCII strings (the bulk path) with one char that is not ASCII at every position: a Latin-1
   * char, one above U+00FF whose low byte is ASCII (a test on the bytes alone would miss it), a
   * surrogate pair and a lone surrogate.
   */
  @Test
  void longAsciiStringsWithOneOtherCharAnywhere() {
    for (int len : new int[] {47, 48, 49, 64, 100, 255, 256, 257, 300, 511, 512, 513, 600}) {
      String ascii = "abcdefghijklmnopqrstuvwxyz0123456789-/.:?".repeat(15).substring(0, len);
      for (Utf8Encoder bulk : bulks()) {
        assertArrayEquals(ascii.getBytes(StandardCharsets.UTF_8), encode(ascii, bulk), ascii);
      }
      for (String odd :
          new String[] {"\u00e9", "\u0141", "\u2041", "\uD83D\uDE00", "\uD800", "\uDC00"}) {
        for (int at = 0; at < len; at++) {
          String s = ascii.substring(0, at) + odd + ascii.substring(at + 1);
          byte[] want =
              odd.length() == 1 && Character.isSurrogate(odd.charAt(0))
                  ? null
                  : s.getBytes(StandardCharsets.UTF_8);
          for (Utf8Encoder bulk : bulks()) {
            assertArrayEquals(want, encode(s, bulk), s);
          }
        }
      }
    }
  }

  /**
   * A surrogate pair, and a high surrogate alone, around the bulk encoder's chunk boundary (256
   * chars): the encoder leaves a high surrogate that ends a chunk to the general path.
   */
  @Test
  void surrogatesAtTheChunkBoundary() {
    for (int at = 250; at < 262; at++) {
      for (String tail : new String[] {"", "b", "b".repeat(300), "\u00e9".repeat(300)}) {
        String pair = "a".repeat(at) + "\uD83D\uDE00" + tail;
        assertArrayEquals(pair.getBytes(StandardCharsets.UTF_8), encode(pair, BULK), at + tail);
        assertEquals(null, encode("a".repeat(at) + "\uD83D" + tail, BULK), at + tail);
        assertEquals(null, encode("a".repeat(at) + "\uDE00" + tail, BULK), at + tail);
      }
    }
  }

  /**
   * The rest of a string after its first char that is not ASCII is copied a chunk (256 chars) at a
   * time from that char: a pair, a lone high and a lone low half around that chunk's end, after
   * leads of every length and kind, and runs of one-, two-, three- and four-byte chars mixed.
   */
  @Test
  void surrogatesAtTheRestChunkBoundary() {
    for (String lead : new String[] {"", "a", "a".repeat(30), "a".repeat(60)}) {
      for (String first : new String[] {"\u00e9", "\u4e2d", "\uD83D\uDE00"}) {
        for (int at = 250; at < 262; at++) {
          for (String fill : new String[] {"b", "\u00e9", "\u4e2d"}) {
            for (String tail : new String[] {"", "b", "\u4e2d".repeat(300)}) {
              String head = lead + first + fill.repeat(at);
              String pair = head + "\uD83D\uDE00" + tail;
              for (Utf8Encoder bulk : bulks()) {
                String what = lead.length() + first + at + fill + tail.length();
                assertArrayEquals(pair.getBytes(StandardCharsets.UTF_8), encode(pair, bulk), what);
                assertEquals(null, encode(head + "\uD83D" + tail, bulk), what);
                assertEquals(null, encode(head + "\uDE00" + tail, bulk), what);
              }
            }
          }
        }
      }
    }
    java.util.Random random = new java.util.Random(19);
    char[] kinds = {'a', '\u00e9', '\u4e2d', '\uFFFF', '\u07FF', '\u0800'};
    for (int round = 0; round < 2000; round++) {
      StringBuilder sb = new StringBuilder();
      int n = random.nextInt(700);
      while (sb.length() < n) {
        int run = 1 + random.nextInt(12);
        int kind = random.nextInt(kinds.length + 1);
        for (int r = 0; r < run; r++) {
          if (kind == kinds.length) {
            sb.append("\uD83D\uDE00");
          } else {
            sb.append(kinds[kind]);
          }
        }
      }
      String s = sb.toString();
      for (Utf8Encoder bulk : bulks()) {
        assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), encode(s, bulk), s);
      }
    }
  }

  /**
   * The encoder keeps no destination larger than a writer retains (1 MiB): a writer drops such an
   * array once its root is done, and the encoder's wrapper must not keep it alive. It still encodes
   * into it, and into the next array, correctly.
   */
  @Test
  void bulkEncoderKeepsNoLargeDestinationAlive() throws InterruptedException {
    Utf8Encoder bulk = new Utf8Encoder();
    String s = "http://example.com/".repeat(5);
    byte[] big = new byte[(1 << 20) + 1];
    assertEquals(3 + s.length(), Utf8.encode(s, big, 3, bulk));
    assertArrayEquals(
        s.getBytes(StandardCharsets.US_ASCII), Arrays.copyOfRange(big, 3, 3 + s.length()));
    java.lang.ref.WeakReference<byte[]> ref = new java.lang.ref.WeakReference<>(big);
    big = null;
    for (int i = 0; i < 100 && ref.get() != null; i++) {
      System.gc();
      Thread.sleep(10);
    }
    // (Not assertNull: its failure message would print the megabyte array.)
    assertTrue(ref.get() == null, "the encoder keeps the large array alive");
    byte[] small = new byte[300];
    assertEquals(s.length(), Utf8.encode(s, small, 0, bulk));
    assertArrayEquals(s.getBytes(StandardCharsets.US_ASCII), Arrays.copyOf(small, s.length()));
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
      for (Utf8Encoder bulk : bulks()) {
        assertArrayEquals(want, encode(s, bulk), s);
      }
      byte[] dst = new byte[(int) Utf8.maxEncodedLength(s.length())];
      assertEquals(want.length, Utf8.encode(s, dst, 0), s);
      assertArrayEquals(want, Arrays.copyOf(dst, want.length), s);
    }
  }

  @Test
  void pairAtEveryPosition() {
    // Led by a non-ASCII char too, so that the general path takes the string from its start; a
    // lone high half before ASCII is refused at every position.
    for (String lead : new String[] {"", "é", "€"}) {
      for (int prefix = 0; prefix < 20; prefix++) {
        String s = lead + "a".repeat(prefix) + "\uD83D\uDE00" + "b";
        for (Utf8Encoder bulk : bulks()) {
          assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), encode(s, bulk), lead + prefix);
        }
        String lone = lead + "a".repeat(prefix) + "\uD83D" + "b".repeat(prefix);
        for (Utf8Encoder bulk : bulks()) {
          assertEquals(null, encode(lone, bulk), "lone " + lead + prefix);
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
          for (Utf8Encoder bulk : bulks()) {
            assertEquals(null, encode(s, bulk), prefix + "/" + suffix);
          }
        }
      }
    }
    // A high surrogate followed by something other than a low one.
    for (Utf8Encoder bulk : bulks()) {
      assertEquals(null, encode("ab\uD800c", bulk));
      assertEquals(null, encode("ab\uD800\uD800\uDC00", bulk));
      // The same past the one-pass limit, where the bulk encoder meets them.
      String pad = "x".repeat(60);
      assertEquals(null, encode(pad + "ab\uD800c", bulk));
      assertEquals(null, encode(pad + "ab\uD800\uD800\uDC00", bulk));
    }
  }
}
