package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link CompactSink#leafVarint} and {@link CompactSink#leafZigzag} (the small, nest and leaf-root
 * paths' varints: straight-line stores from three bytes, one long store from eight) against {@link
 * CompactSink#putUVarint}'s loop: the same bytes and end for the edges of every length from 1 to 10
 * bytes and random values of every bit length, at several offsets, into an array that ends right
 * after the value (a leaf root's array is exact: no byte past the value may be written) and with
 * the bytes before the offset untouched.
 */
class LeafVarintTest {
  @Test
  void sameBytesAsTheLoopAtEveryLength() {
    Random random = new Random(20);
    for (int bits = 0; bits <= 64; bits++) {
      long top = bits == 64 ? -1L : (1L << bits) - 1;
      long[] values = {
        top,
        top >>> 1,
        bits == 64 ? Long.MIN_VALUE : top + 1,
        ~top,
        -top,
        random.nextLong() & top,
        random.nextLong() & top | (bits == 0 ? 0 : 1L << (bits - 1)),
        0
      };
      for (long v : values) {
        for (int at = 0; at < 3; at++) {
          check(v, at, false);
          check(v, at, true);
        }
      }
    }
    for (int i = 0; i < 200_000; i++) {
      long v = random.nextLong() >>> random.nextInt(64);
      check(v, i & 7, false);
      check(v, i & 7, true);
      check(-v, i & 7, true);
    }
  }

  private static void check(long v, int at, boolean zigzag) {
    long u = zigzag ? (v << 1) ^ (v >> 63) : v;
    byte[] want = new byte[at + 10];
    Arrays.fill(want, (byte) 0x5A);
    int end = CompactSink.putUVarint(want, at, u);
    byte[] got = new byte[end]; // exact: a store past the value throws
    Arrays.fill(got, (byte) 0x5A);
    int gotEnd = zigzag ? CompactSink.leafZigzag(got, at, v) : CompactSink.leafVarint(got, at, v);
    String what = (zigzag ? "zigzag " : "uvarint ") + Long.toHexString(v) + " at " + at;
    assertEquals(end, gotEnd, what);
    assertArrayEquals(Arrays.copyOf(want, end), got, what);
  }
}
