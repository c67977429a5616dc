package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A string table holding UTF-16 entries (FORMAT.md §2.1) decoded by {@link
 * Utf8#decodeTableSkipping} (its ASCII run found anew after each entry that is not ASCII) and
 * {@link Utf8#decodeUtf16Entries} (one bulk copy of all the units, a surrogate test four units a
 * step) gives, entry by entry, what {@link Utf8#decode} and the units themselves give, and stops at
 * the first bad entry of each kind: for entries of any length, surrogates (paired, lone, a pair
 * split across two entries) at every position of the four-unit steps and in their tails, and
 * non-ASCII UTF-8 entries anywhere among ASCII ones.
 */
class Utf8MixedTableTest {
  // UTF-8 pieces: mostly ASCII (the first two), then text that is not ASCII, then bytes that are
  // not UTF-8 (a continuation byte, an overlong form, an encoded surrogate, a truncated sequence).
  private static final String[] TEXT = {"a", "http://t.co/x", "é", "中文", "😀", "\u00a0"};
  private static final byte[][] BAD = {{(byte) 0x80}, {(byte) 0xC0, (byte) 0x80}, {-19, -96, -128}};

  // UTF-16 units: ASCII, Latin-1, CJK, the units next to the surrogates (not surrogates), and
  // surrogates (high, low).
  private static final char[] UNITS = {
    'a', 'é', '中', '\uD7FF', '\uE000', '\uF800', '\u00D8', '\uD83D', '\uDE00', '\uDBFF', '\uDC00'
  };

  @Test
  void mixedTablesDecodeAsTheirEntriesDo() {
    Random rnd = new Random(20261129);
    // The JDK's UTF-8 encoder as the oracle for a UTF-16 entry: it cannot encode a lone surrogate.
    CharsetEncoder utf8 = StandardCharsets.UTF_8.newEncoder();
    int bad8Seen = 0;
    int bad16Seen = 0;
    for (int round = 0; round < 20_000; round++) {
      int n = rnd.nextInt(14);
      int[] lens = new int[n];
      String[] expected = new String[n];
      ByteArrayOutputStream u8 = new ByteArrayOutputStream();
      ByteArrayOutputStream u16 = new ByteArrayOutputStream();
      int bad8 = n;
      int bad16 = n;
      for (int i = 0; i < n; i++) {
        if (rnd.nextBoolean()) {
          ByteArrayOutputStream e = new ByteArrayOutputStream();
          int pieces = rnd.nextInt(4) == 0 ? rnd.nextInt(30) : rnd.nextInt(5);
          for (int p = 0; p < pieces; p++) {
            if (rnd.nextInt(40) == 0) {
              e.writeBytes(BAD[rnd.nextInt(BAD.length)]);
            } else {
              int k = rnd.nextInt(5) == 0 ? rnd.nextInt(TEXT.length) : rnd.nextInt(2);
              e.writeBytes(TEXT[k].getBytes(StandardCharsets.UTF_8));
            }
          }
          byte[] b = e.toByteArray();
          lens[i] = b.length;
          expected[i] = Utf8.decode(b, 0, b.length, new char[b.length]);
          if (expected[i] == null && bad8 == n) {
            bad8 = i;
          }
          u8.writeBytes(b);
        } else {
          int units = 1 + (rnd.nextInt(4) == 0 ? rnd.nextInt(60) : rnd.nextInt(9));
          char[] c = new char[units];
          for (int k = 0; k < units; k++) {
            // Surrogates now and then (a pair most of the time), other units otherwise.
            if (rnd.nextInt(12) == 0) {
              c[k] = rnd.nextBoolean() ? '\uD83D' : '\uDE00';
              if (c[k] == '\uD83D' && k + 1 < units && rnd.nextInt(4) != 0) {
                c[++k] = '\uDE00';
              }
            } else {
              c[k] = UNITS[rnd.nextInt(UNITS.length - 4)];
            }
          }
          lens[i] = -2 * units;
          expected[i] = new String(c);
          if (!utf8.canEncode(expected[i]) && bad16 == n) {
            bad16 = i;
          }
          for (char x : c) {
            u16.write(x & 0xFF);
            u16.write(x >>> 8);
          }
        }
      }
      int off = rnd.nextInt(5);
      int sum8 = u8.size();
      int sum16 = u16.size();
      byte[] bytes = new byte[off + sum8 + sum16 + rnd.nextInt(9)];
      System.arraycopy(u8.toByteArray(), 0, bytes, off, sum8);
      System.arraycopy(u16.toByteArray(), 0, bytes, off + sum8, sum16);

      String[] out = new String[n];
      char[] scratch = new char[Math.max(sum8, sum16 / 2)];
      assertEquals(
          bad8,
          Utf8.decodeTableSkipping(bytes, off, sum8, lens, n, out, scratch),
          "round " + round);
      assertEquals(
          bad16,
          Utf8.decodeUtf16Entries(bytes, off + sum8, sum16, lens, n, out, scratch),
          "round " + round);
      for (int i = 0; i < n; i++) {
        if ((lens[i] >= 0 ? i < bad8 : i < bad16)) {
          assertEquals(expected[i], out[i], "round " + round + " entry " + i);
        }
      }
      bad8Seen += bad8 < n ? 1 : 0;
      bad16Seen += bad16 < n ? 1 : 0;
    }
    assertTrue(bad8Seen > 500 && bad16Seen > 500, bad8Seen + " / " + bad16Seen);
  }
}
