package dev.bale.runtime;

import java.nio.LongBuffer;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.RandomAccess;

/**
 * An immutable {@code List<Long>} backed by a {@code long[]}, produced by bulk decoding and
 * accepted by the bulk writers as a fast path. It never holds null.
 *
 * <p>Invariant: the backing array is never exposed and never modified after construction; {@link
 * #of}, {@link #copyOf} and {@link #toLongArray} copy.
 */
public final class LongList extends AbstractList<Long> implements RandomAccess {
  /** The empty list. */
  public static final LongList EMPTY = new LongList(new long[0]);

  private final long[] a;

  private LongList(long[] a) {
    this.a = a;
  }

  /** A list holding a copy of {@code values}. */
  public static LongList of(long... values) {
    return values.length == 0 ? EMPTY : new LongList(values.clone());
  }

  /**
   * A list holding a copy of the remaining elements of {@code values}, read in bulk; the buffer's
   * position moves to its limit. A little-endian view of bytes ({@code
   * ByteBuffer.order(LITTLE_ENDIAN).asLongBuffer()}) is copied at memory speed on little-endian
   * machines.
   */
  public static LongList of(LongBuffer values) {
    long[] out = new long[values.remaining()];
    values.get(out);
    return out.length == 0 ? EMPTY : new LongList(out);
  }

  /** A list holding the elements of {@code values}, which must not contain null. */
  public static LongList copyOf(Collection<Long> values) {
    if (values instanceof LongList) {
      return (LongList) values;
    }
    if (values.isEmpty()) {
      return EMPTY; // the decoders' default for a list left out: no array, no iterator
    }
    long[] out = new long[values.size()];
    int i = 0;
    for (Long v : values) {
      out[i++] = v;
    }
    return out.length == 0 ? EMPTY : new LongList(out);
  }

  /** Takes ownership of {@code values} without copying; the caller must not touch it again. */
  static LongList wrap(long[] values) {
    return values.length == 0 ? EMPTY : new LongList(values);
  }

  /** The backing array, for bulk writes inside the runtime; never modified. */
  long[] array() {
    return a;
  }

  /** The element at {@code index} without boxing. */
  public long getLong(int index) {
    return a[index];
  }

  @Override
  public Long get(int index) {
    return a[index];
  }

  @Override
  public int size() {
    return a.length;
  }

  /** A copy of the elements. */
  public long[] toLongArray() {
    return a.clone();
  }

  @Override
  public boolean equals(Object other) {
    if (other instanceof LongList) {
      return Arrays.equals(a, ((LongList) other).a);
    }
    return super.equals(other);
  }

  @Override
  public int hashCode() {
    // The List contract: 31 * h + element.hashCode(), computed without boxing.
    int h = 1;
    for (long v : a) {
      h = 31 * h + Long.hashCode(v);
    }
    return h;
  }
}
