package dev.bale.runtime;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * An immutable byte string: the Java type of schema {@code bytes} fields.
 *
 * <p>Invariant: the backing array is never exposed and never modified; {@link #of} and {@link
 * #toByteArray} copy. {@link #toString} is the lowercase hex of the content.
 */
public final class Bytes {
  /** The empty byte string. */
  public static final Bytes EMPTY = new Bytes(new byte[0]);

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private final byte[] a;
  private int hash; // 0 = not computed yet (racy single-check is fine: deterministic value)

  private Bytes(byte[] a) {
    this.a = a;
  }

  /** A copy of {@code bytes}. */
  public static Bytes of(byte... bytes) {
    return bytes.length == 0 ? EMPTY : new Bytes(bytes.clone());
  }

  /** A copy of {@code len} bytes of {@code bytes} starting at {@code off}. */
  public static Bytes of(byte[] bytes, int off, int len) {
    return len == 0 ? EMPTY : new Bytes(Arrays.copyOfRange(bytes, off, Math.addExact(off, len)));
  }

  /**
   * Parses lowercase or uppercase hex (even length, no separators).
   *
   * @throws IllegalArgumentException if {@code hex} is not valid hex
   */
  public static Bytes fromHex(String hex) {
    if ((hex.length() & 1) != 0) {
      throw new IllegalArgumentException("odd hex length: " + hex.length());
    }
    byte[] out = new byte[hex.length() / 2];
    for (int i = 0; i < out.length; i++) {
      int hi = Character.digit(hex.charAt(2 * i), 16);
      int lo = Character.digit(hex.charAt(2 * i + 1), 16);
      if (hi < 0 || lo < 0) {
        throw new IllegalArgumentException("not hex at index " + 2 * i + ": " + hex);
      }
      out[i] = (byte) (hi << 4 | lo);
    }
    return wrap(out);
  }

  /** Takes ownership of {@code bytes}; the caller must not touch the array again. */
  static Bytes wrap(byte[] bytes) {
    return bytes.length == 0 ? EMPTY : new Bytes(bytes);
  }

  /** The backing array, for writing inside the runtime; never modified. */
  byte[] array() {
    return a;
  }

  /** Number of bytes. */
  public int size() {
    return a.length;
  }

  /** The byte at {@code index}. */
  public byte get(int index) {
    return a[index];
  }

  /** A copy of the content. */
  public byte[] toByteArray() {
    return a.clone();
  }

  /**
   * Copies the content into {@code dst} from index {@code dstOff}.
   *
   * @throws IndexOutOfBoundsException if {@code dst} has fewer than {@link #size()} bytes from
   *     {@code dstOff}
   */
  public void copyTo(byte[] dst, int dstOff) {
    System.arraycopy(a, 0, dst, dstOff, a.length);
  }

  /** A read-only view of the content (no copy). */
  public ByteBuffer asReadOnlyByteBuffer() {
    return ByteBuffer.wrap(a).asReadOnlyBuffer();
  }

  /** Lowercase hex of the content. */
  public String hex() {
    char[] out = new char[a.length * 2];
    for (int i = 0; i < a.length; i++) {
      out[2 * i] = HEX[(a[i] >> 4) & 0xF];
      out[2 * i + 1] = HEX[a[i] & 0xF];
    }
    return new String(out);
  }

  @Override
  public boolean equals(Object o) {
    return o == this || (o instanceof Bytes && Arrays.equals(a, ((Bytes) o).a));
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = Arrays.hashCode(a);
      hash = h;
    }
    return h;
  }

  /** Lowercase hex of the content. */
  @Override
  public String toString() {
    return hex();
  }
}
