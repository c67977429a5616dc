package dev.bale.runtime;

import java.nio.ShortBuffer;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.RandomAccess;

/**
 * An immutable {@code List<Short>} backed by a {@code short[]}, produced by bulk decoding and
 * accepted by the bulk writers as a fast path. It never holds null.
 *
 * <p>Invariant: the backing array is never exposed and never modified after construction; {@link
 * #of}, {@link #copyOf} and {@link #toShortArray} copy.
 */
public final class ShortList extends AbstractList<Short> implements RandomAccess {
  /** The empty list. */
  public static final ShortList EMPTY = new ShortList(new short[0]);

  private final short[] a;

  private ShortList(short[] a) {
    this.a = a;
  }

  /** A list holding a copy of {@code values}. */
  public static ShortList of(short... values) {
    return values.length == 0 ? EMPTY : new ShortList(values.clone());
  }

  /**
   * A list holding a copy of the remaining elements of {@code values}, read in bulk; the buffer's
   * position moves to its limit. A little-endian view of bytes ({@code
   * ByteBuffer.order(LITTLE_ENDIAN).asShortBuffer()}) is copied at memory speed on little-endian
   * machines.
   */
  public static ShortList of(ShortBuffer values) {
    short[] out = new short[values.remaining()];
    values.get(out);
    return out.length == 0 ? EMPTY : new ShortList(out);
  }

  /** A list holding the elements of {@code values}, which must not contain null. */
  public static ShortList copyOf(Collection<Short> values) {
    if (values instanceof ShortList) {
      return (ShortList) values;
    }
    if (values.isEmpty()) {
      return EMPTY; // the decoders' default for a list left out: no array, no iterator
    }
    short[] out = new short[values.size()];
    int i = 0;
    for (Short v : values) {
      out[i++] = v;
    }
    return out.length == 0 ? EMPTY : new ShortList(out);
  }

  /** Takes ownership of {@code values} without copying; the caller must not touch it again. */
  static ShortList wrap(short[] values) {
    return values.length == 0 ? EMPTY : new ShortList(values);
  }

  /** The backing array, for bulk writes inside the runtime; never modified. */
  short[] array() {
    return a;
  }

  /** The element at {@code index} without boxing. */
  public short getShort(int index) {
    return a[index];
  }

  @Override
  public Short get(int index) {
    return a[index];
  }

  @Override
  public int size() {
    return a.length;
  }

  /** A copy of the elements. */
  public short[] toShortArray() {
    return a.clone();
  }

  @Override
  public boolean equals(Object other) {
    if (other instanceof ShortList) {
      return Arrays.equals(a, ((ShortList) other).a);
    }
    return super.equals(other);
  }

  @Override
  public int hashCode() {
    // The List contract: 31 * h + element.hashCode(), computed without boxing.
    int h = 1;
    for (short v : a) {
      h = 31 * h + Short.hashCode(v);
    }
    return h;
  }
}
