package dev.bale.runtime;

import java.util.Arrays;

/**
 * What a message carried that the reader's schema does not know (fields added by a newer writer),
 * kept so that re-encoding loses nothing (FORMAT.md §3.4): the raw unknown tail of the body, the
 * set flag bits beyond the reader's own, and the <em>origin</em> (the string and object tables of
 * the decoded root) that indices inside the tail refer to.
 *
 * <p>Immutable, created only by {@link CompactReader}. Equality is by value: tail, flag bits and
 * the content of the origin tables. A writer given objects with unknown fields seeds its tables
 * from their origin; objects from two different origins in one root cannot be encoded ({@link
 * ErrorCode#MIXED_UNKNOWN_ORIGINS}).
 *
 * <p>They also record the message type they were read as ({@link #type()}): a writer refuses them
 * in a message of another schema name with {@link ErrorCode#INVALID_VALUE}, since the other type's
 * readers would take the tail and flag bits for fields of their own (FORMAT.md §3.4). The type is
 * not part of equality.
 */
public final class UnknownFields {
  private static final long[] NO_BITS = new long[0];

  private final TableOrigin origin;
  // Unknown flag bits at their absolute positions (bit b = bits[b >>> 6] & 1L << b); the last word
  // is nonzero, or the array is empty.
  private final long[] bits;
  private final byte[] tail;
  private final String type;

  UnknownFields(TableOrigin origin, long[] bits, byte[] tail, String type) {
    this.origin = origin;
    this.bits = bits == null ? NO_BITS : bits;
    this.tail = tail;
    this.type = type;
  }

  TableOrigin origin() {
    return origin;
  }

  long[] bitsArray() {
    return bits;
  }

  byte[] tailArray() {
    return tail;
  }

  /**
   * The schema name of the message type these fields were read as (e.g. {@code "media.Image"}), or
   * null when the codec that read them did not say (a hand-written codec calling the {@code
   * endMessage(int)} form): such fields are written in any message, unchecked.
   */
  public String type() {
    return type;
  }

  /** The raw unknown tail of the message body (may be empty if only flag bits are unknown). */
  public Bytes tail() {
    return Bytes.of(tail);
  }

  /** Whether unknown flag bit {@code bit} (absolute position in the message's flags) is set. */
  public boolean flag(int bit) {
    int w = bit >>> 6;
    return bit >= 0 && w < bits.length && (bits[w] & (1L << bit)) != 0;
  }

  /** One more than the highest unknown flag bit that is set, or 0 if none is. */
  public int flagBitLength() {
    if (bits.length == 0) {
      return 0;
    }
    int w = bits.length - 1;
    return w * 64 + 64 - Long.numberOfLeadingZeros(bits[w]);
  }

  @Override
  public boolean equals(Object o) {
    if (o == this) {
      return true;
    }
    if (!(o instanceof UnknownFields)) {
      return false;
    }
    UnknownFields u = (UnknownFields) o;
    return Arrays.equals(tail, u.tail) && Arrays.equals(bits, u.bits) && origin.equals(u.origin);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(tail) * 31 + Arrays.hashCode(bits);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("UnknownFields{flags=[");
    int n = flagBitLength();
    String sep = "";
    for (int b = 0; b < n; b++) {
      if (flag(b)) {
        sb.append(sep).append(b);
        sep = ",";
      }
    }
    return sb.append("], tail=").append(Bytes.wrap(tail.clone())).append('}').toString();
  }
}
