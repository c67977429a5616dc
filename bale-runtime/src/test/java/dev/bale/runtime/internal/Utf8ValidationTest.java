package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Utf8#isValid} (the flat verifier's check, with an eight-byte ASCII skip) must agree with
 * the strict decoder {@link Utf8#decodeChars} and with the JDK's reporting UTF-8 decoder on every
 * input, at every offset, including sequences that straddle the eight-byte steps.
 */
class Utf8ValidationTest {
  private static final byte[][] PIECES = {
    {'a'},
    {'z', 'y', 'x', 'w', 'v', 'u', 't', 's', 'r'},
    {(byte) 0xC3, (byte) 0xA9}, // é
    {(byte) 0xE2, (byte) 0x82, (byte) 0xAC}, // €
    {(byte) 0xF0, (byte) 0x9F, (byte) 0x98, (byte) 0x80}, // U+1F600
    {(byte) 0xEF, (byte) 0xBF, (byte) 0xBF}, // U+FFFF
    {(byte) 0xF4, (byte) 0x8F, (byte) 0xBF, (byte) 0xBF}, // U+10FFFF
    {(byte) 0x80}, // lone continuation
    {(byte) 0xC0, (byte) 0x80}, // overlong NUL
    {(byte) 0xC1, (byte) 0xBF}, // overlong
    {(byte) 0xE0, (byte) 0x80, (byte) 0x80}, // overlong 3-byte
    {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, // surrogate D800
    {(byte) 0xF0, (byte) 0x80, (byte) 0x80, (byte) 0x80}, // overlong 4-byte
    {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, // above U+10FFFF
    {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80}, // F5 lead
    {(byte) 0xFF},
    {(byte) 0xE2, (byte) 0x82}, // truncated
    {(byte) 0xF0, (byte) 0x9F, (byte) 0x98}, // truncated
    {(byte) 0xC3}, // truncated
    {(byte) 0xEF, (byte) 0xBF, (byte) 0xBD}, // U+FFFD itself (valid)
  };

  @Test
  void agreesWithStrictDecodersOnRandomMixes() {
    Random rnd = new Random(20261122);
    int valid = 0;
    int invalid = 0;
    for (int round = 0; round < 3_000; round++) {
      ByteBuffer b = ByteBuffer.allocate(256);
      int pieces = rnd.nextInt(12);
      boolean bad = rnd.nextInt(3) == 0;
      for (int p = 0; p < pieces; p++) {
        // Mostly valid pieces (index < 7); an invalid one in a third of the rounds.
        int k = bad && rnd.nextInt(pieces) == 0 ? rnd.nextInt(PIECES.length) : rnd.nextInt(7);
        b.put(PIECES[k]);
      }
      byte[] bytes = new byte[b.position() + 5];
      System.arraycopy(b.array(), 0, bytes, 3, b.position());
      for (int off = 0; off < bytes.length; off++) {
        for (int len = 0; off + len <= bytes.length; len += 1 + rnd.nextInt(3)) {
          // The JDK's strict decoder is the oracle for both of ours.
          boolean expected = jdkValid(bytes, off, len);
          assertEquals(expected, Utf8.isValid(bytes, off, len), () -> "bytes at offset");
          // Decoding into an array (its own path for runs of three-byte sequences) agrees too.
          char[] chars = new char[len];
          int n = Utf8.decodeChars(bytes, off, len, chars);
          assertEquals(expected, n >= 0);
          if (expected) {
            assertEquals(
                new String(bytes, off, len, StandardCharsets.UTF_8), new String(chars, 0, n));
          }
          if (expected) {
            valid++;
          } else {
            invalid++;
          }
        }
      }
    }
    assertTrue(valid > 2_000 && invalid > 2_000, valid + " valid, " + invalid + " invalid");
  }

  @Test
  void eightByteStepsDoNotSkipAHighBitAnywhere() {
    for (int len = 1; len <= 40; len++) {
      for (int at = 0; at < len; at++) {
        byte[] bytes = new byte[len];
        java.util.Arrays.fill(bytes, (byte) 'a');
        bytes[at] = (byte) 0x80;
        assertFalse(Utf8.isValid(bytes, 0, len), "0x80 at " + at + " of " + len);
        bytes[at] = (byte) 0x7F;
        assertTrue(Utf8.isValid(bytes, 0, len));
      }
    }
  }

  @Test
  void bytesPastTheEndNeverCount() {
    // The tail of a string shorter than eight bytes is tested with one 8-byte load when the array
    // has room: the bytes after the end (here invalid ones) must be masked off.
    for (int len = 0; len <= 20; len++) {
      for (int pad = 0; pad <= 9; pad++) {
        byte[] bytes = new byte[2 + len + pad];
        java.util.Arrays.fill(bytes, (byte) 0xFF);
        java.util.Arrays.fill(bytes, 2, 2 + len, (byte) 'a');
        assertTrue(Utf8.isValid(bytes, 2, len), len + " bytes, " + pad + " after");
        if (len > 0) {
          bytes[2 + len - 1] = (byte) 0xC3; // a truncated sequence as the last byte
          assertFalse(Utf8.isValid(bytes, 2, len), len + " bytes, " + pad + " after, bad last");
        }
      }
    }
  }

  private static boolean jdkValid(byte[] bytes, int off, int len) {
    try {
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes, off, len));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }

  /**
   * {@link Utf8#decodeTable} (one ASCII scan across the entries, then per entry) gives what {@link
   * Utf8#decode} gives entry by entry, and stops at the first entry that is not valid UTF-8, for
   * tables whose first non-ASCII byte falls anywhere: inside an eight-byte step, on an entry's
   * boundary, in the first or last entry, or nowhere; with entries on both sides of the length up
   * to which a non-ASCII entry goes through the JDK's decoder (64 bytes), and U+FFFD in the bytes.
   */
  @Test
  void tableDecodingAgreesWithDecodingEachEntry() {
    Random rnd = new Random(20261124);
    int stopped = 0;
    for (int round = 0; round < 5_000; round++) {
      int n = rnd.nextInt(9);
      int[] lens = new int[n];
      ByteBuffer b = ByteBuffer.allocate(2048);
      int off = rnd.nextInt(4);
      b.position(off);
      for (int i = 0; i < n; i++) {
        int start = b.position();
        int pieces = rnd.nextInt(4) == 0 ? rnd.nextInt(24) : rnd.nextInt(5);
        for (int p = 0; p < pieces; p++) {
          // Mostly ASCII pieces; now and then any piece, valid or not.
          int k = rnd.nextInt(6) == 0 ? rnd.nextInt(PIECES.length) : rnd.nextInt(2);
          b.put(PIECES[k]);
        }
        lens[i] = b.position() - start;
      }
      int sum = b.position() - off;
      byte[] bytes = java.util.Arrays.copyOf(b.array(), b.position() + rnd.nextInt(9));
      String[] expected = new String[n];
      int firstBad = n;
      for (int i = 0, p = off; i < n; p += lens[i], i++) {
        expected[i] = Utf8.decode(bytes, p, lens[i], new char[lens[i]]);
        if (expected[i] == null) {
          firstBad = i;
          break;
        }
      }
      String[] out = new String[n];
      int done = Utf8.decodeTable(bytes, off, sum, lens, n, out, new char[sum]);
      assertEquals(firstBad, done, "round " + round);
      for (int i = 0; i < done; i++) {
        assertEquals(expected[i], out[i], "round " + round + " entry " + i);
      }
      if (done < n) {
        stopped++;
      }
    }
    assertTrue(stopped > 100, "invalid entries were generated: " + stopped);
  }
}
