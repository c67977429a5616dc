package dev.bale.runtime.internal;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;

/**
 * The field reads of a generated {@code decodeLeaf} ({@code CompactType}): the root's body read
 * over locals, the position in the caller's local variable. Each read takes the input, the position
 * and the body's end; a varint read returns the value, whose canonical size ({@link #size}) is the
 * caller's step. They check what the reader's own reads check (bytes left, canonical varints,
 * integer ranges) and throw {@link #DECLINE} on anything else, which the reader catches: the
 * general path then reads the root again from its head and gives the value or the error with its
 * code, offset and path. Small enough to be inlined; a varint of three bytes or more takes one
 * call. Not API.
 */
public final class CompactLeaf {
  private CompactLeaf() {}

  /**
   * What the reads throw (never seen outside the reader: {@code CompactReader} reads the root again
   * on the general path). Made once, without a stack trace of its own use.
   */
  public static final BaleException DECLINE =
      new BaleException(ErrorCode.TRUNCATED, 0, "", "the leaf path declined");

  /** A canonical LEB128 varint at {@code p} before {@code end}: one and two bytes inline. */
  public static long varint(byte[] b, int p, int end) {
    if (p < end) {
      int v = b[p];
      if (v >= 0) {
        return v;
      }
      if (p + 1 < end) {
        int v1 = b[p + 1];
        if (v1 > 0) { // 0 would be overlong
          return (v & 0x7F) | (v1 << 7);
        }
      }
    }
    return longVarint(b, p, end);
  }

  /**
   * Three to ten bytes (or a truncated, overlong or overflowing varint: DECLINE). Up to eight bytes
   * in one 64-bit load when eight remain, as the reader's own varint read does.
   */
  private static long longVarint(byte[] b, int p, int end) {
    if (end - p >= 8) {
      long w = (long) LittleEndian.LONG.get(b, p);
      long stops = ~w & 0x8080808080808080L;
      if (stops != 0) {
        int top = Long.numberOfTrailingZeros(stops); // bit 7 of the last byte
        if ((w >>> (top - 7) & 0x7F) == 0 || top < 15) {
          throw DECLINE; // overlong (or one or two bytes, which varint reads)
        }
        long x = w & (-1L >>> (63 - top)) & 0x7F7F7F7F7F7F7F7FL;
        x = (x & 0x007F007F007F007FL) | ((x & 0x7F007F007F007F00L) >>> 1);
        x = (x & 0x00003FFF00003FFFL) | ((x & 0x3FFF00003FFF0000L) >>> 2);
        return (x & 0x000000000FFFFFFFL) | ((x & 0x0FFFFFFF00000000L) >>> 4);
      }
    }
    int max = Math.min(10, end - p);
    long r = 0;
    for (int i = 0; i < max; i++) {
      int v = b[p + i];
      r |= (long) (v & 0x7F) << (7 * i);
      if (v >= 0) {
        if ((v == 0 && i > 0) || (i == 9 && v > 1)) {
          break;
        }
        return r;
      }
    }
    throw DECLINE;
  }

  /** The bytes of value {@code v}'s canonical varint: the step after {@link #varint}. */
  public static int size(long v) {
    // One and two bytes by a test: a predicted branch keeps the next position off the value's
    // dependency chain (the branch-free count below costs a leading-zero count and a multiply).
    if ((v & ~0x3FFFL) == 0) {
      return v < 0x80 ? 1 : 2;
    }
    return (640 - 9 * Long.numberOfLeadingZeros(v)) >>> 6;
  }

  /** An {@code i16} from its zigzag varint {@code v}. */
  public static short i16(long v) {
    long z = (v >>> 1) ^ -(v & 1);
    if (z != (short) z) {
      throw DECLINE;
    }
    return (short) z;
  }

  /** An {@code i32} from its zigzag varint {@code v}. */
  public static int i32(long v) {
    if ((v >>> 32) != 0) {
      throw DECLINE;
    }
    return (int) (v >>> 1) ^ -(int) (v & 1);
  }

  /** An {@code i64} from its zigzag varint {@code v}. */
  public static long i64(long v) {
    return (v >>> 1) ^ -(v & 1);
  }

  /** A {@code u16} from its varint {@code v}. */
  public static int u16(long v) {
    if ((v & ~0xFFFFL) != 0) {
      throw DECLINE;
    }
    return (int) v;
  }

  /** A {@code u32} from its varint {@code v}. */
  public static long u32(long v) {
    if ((v & ~0xFFFF_FFFFL) != 0) {
      throw DECLINE;
    }
    return v;
  }

  /** An enum value (below 2^31) from its varint {@code v}. */
  public static int enumValue(long v) {
    if ((v & ~0x7FFF_FFFFL) != 0) {
      throw DECLINE;
    }
    return (int) v;
  }

  /** A fixed-width {@code i16}/{@code u16} (the caller masks a {@code u16}). */
  public static short fixed16(byte[] b, int p, int end) {
    if (end - p < 2) {
      throw DECLINE;
    }
    return (short) LittleEndian.SHORT.get(b, p);
  }

  /** A fixed-width {@code i32}/{@code u32}/{@code f32}'s bits. */
  public static int fixed32(byte[] b, int p, int end) {
    if (end - p < 4) {
      throw DECLINE;
    }
    return (int) LittleEndian.INT.get(b, p);
  }

  /** A fixed-width {@code i64}/{@code u64}. */
  public static long fixed64(byte[] b, int p, int end) {
    if (end - p < 8) {
      throw DECLINE;
    }
    return (long) LittleEndian.LONG.get(b, p);
  }

  /** An {@code f64}. */
  public static double f64(byte[] b, int p, int end) {
    if (end - p < 8) {
      throw DECLINE;
    }
    return Double.longBitsToDouble((long) LittleEndian.LONG.get(b, p));
  }
}
