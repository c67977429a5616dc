package dev.bale.runtime.internal;

import java.nio.ByteBuffer;

/**
 * The hash and equality of flat map keys for the duplicate-key tables, one copy for checked access
 * ({@link FlatData}), the verifier ({@link FlatVerifier}) and the JSON walk ({@link FlatJson}).
 * Keys are read from a {@code byte[]} (index {@code off + pos}) or, when the array is null, a
 * {@link ByteBuffer} (index {@code pos}); the callers find a string key's bytes (and check and
 * charge them) their own way.
 */
final class FlatKeys {
  private FlatKeys() {}

  /** The table slot of a key hash: the hash mixed with the seed (murmur3's fmix64), masked. */
  static int slot(long h, int mask) {
    h ^= FlatData.KEY_SEED;
    h = (h ^ (h >>> 33)) * 0xff51afd7ed558ccdL;
    h = (h ^ (h >>> 33)) * 0xc4ceb9fe1a85ec53L;
    return (int) (h ^ (h >>> 33)) & mask;
  }

  /**
   * The bits of the inline key of {@code width} bytes (1, 2, 4 or 8) at {@code pos}, sign-extended:
   * equal bits, equal keys (bools, integers, enums); the hash of the key too.
   */
  static long inline(byte[] a, int off, ByteBuffer b, int pos, int width) {
    switch (width) {
      case 1:
        return a != null ? a[off + pos] : b.get(pos);
      case 2:
        return a != null ? FlatAccess.i16(a, off + pos) : FlatAccess.i16(b, pos);
      case 4:
        return a != null ? FlatAccess.i32(a, off + pos) : FlatAccess.i32(b, pos);
      default:
        return a != null ? FlatAccess.i64(a, off + pos) : FlatAccess.i64(b, pos);
    }
  }

  /**
   * The hash of the {@code len} bytes of a string key at {@code pos}: FNV-1a from a seeded basis,
   * so that strings of one hash under a fixed basis ({@code h * 31 + b} has many) do not keep it.
   */
  static long string(byte[] a, int off, ByteBuffer b, int pos, int len) {
    long h = FlatData.KEY_SEED ^ len;
    if (a != null) {
      for (int i = off + pos, end = i + len; i < end; i++) {
        h = (h ^ a[i]) * 0x100000001b3L;
      }
    } else {
      for (int i = pos, end = pos + len; i < end; i++) {
        h = (h ^ b.get(i)) * 0x100000001b3L;
      }
    }
    return h;
  }

  /** Whether the {@code len} bytes at {@code x} and at {@code y} are equal. */
  static boolean sameBytes(byte[] a, int off, ByteBuffer b, int x, int y, int len) {
    if (a != null) {
      return Jdk.equals(a, off + x, off + x + len, a, off + y, off + y + len);
    }
    for (int i = 0; i < len; i++) {
      if (b.get(x + i) != b.get(y + i)) {
        return false;
      }
    }
    return true;
  }
}
