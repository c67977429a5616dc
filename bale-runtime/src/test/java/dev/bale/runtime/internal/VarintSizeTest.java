package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link CompactSink#varintSize} (computed from the leading zeros without a branch or a division)
 * and {@link CompactSink#zigzagSize} against the bytes {@link CompactSink#putUVarint} writes: 0,
 * the edges of every length from 1 to 10 bytes, and random values of every bit length.
 */
class VarintSizeTest {
  @Test
  void sizesAgreeWithTheBytesWritten() {
    Random random = new Random(11);
    byte[] b = new byte[10];
    for (int bits = 0; bits <= 64; bits++) {
      long top = bits == 64 ? -1L : (1L << bits) - 1;
      long[] values = {
        top, top >>> 1, bits == 64 ? Long.MIN_VALUE : top + 1, random.nextLong() & top, 0
      };
      for (long v : values) {
        assertEquals(
            CompactSink.putUVarint(b, 0, v), CompactSink.varintSize(v), Long.toHexString(v));
        long zz = (v << 1) ^ (v >> 63);
        assertEquals(CompactSink.putUVarint(b, 0, zz), CompactSink.zigzagSize(v), Long.toString(v));
      }
    }
  }
}
