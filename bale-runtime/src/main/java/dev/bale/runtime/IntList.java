package dev.bale.runtime;

import java.nio.IntBuffer;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.RandomAccess;

/**
 * An immutable {@code List<Integer>} backed by a {@code int[]}, produced by bulk decoding and
 * accepted by the bulk writers as a fast path. It never holds null.
 *
 * <p>Invariant: the backing array is never exposed and never modified after construction; {@link
 * #of}, {@link #copyOf} and {@link #toIntArray} copy.
 */
public final class IntList extends AbstractList<Integer> implements RandomAccess {
  /** The empty list. */
  public static final IntList EMPTY = new IntList(new int[0]);

  private final int[] a;

  private IntList(int[] a) {
    this.a = a;
  }

  /** A list holding a copy of {@code values}. */
  public static IntList of(int... values) {
    return values.length == 0 ? EMPTY : new IntList(values.clone());
  }

  /**
   * A list holding a copy of the remaining elements of {@code values}, read in bulk; the buffer's
   * position moves to its limit. A little-endian view of bytes ({@code
   * ByteBuffer.order(LITTLE_ENDIAN).asIntBuffer()}) is copied at memory speed on little-endian
   * machines.
   */
  public static IntList of(IntBuffer values) {
    int[] out = new int[values.remaining()];
    values.get(out);
    return out.length == 0 ? EMPTY : new IntList(out);
  }

  /** A list holding the elements of {@code values}, which must not contain null. */
  public static IntList copyOf(Collection<Integer> values) {
    if (values instanceof IntList) {
      return (IntList) values;
    }
    if (values.isEmpty()) {
      return EMPTY; // the decoders' default for a list left out: no array, no iterator
    }
    int[] out = new int[values.size()];
    int i = 0;
    for (Integer v : values) {
      out[i++] = v;
    }
    return out.length == 0 ? EMPTY : new IntList(out);
  }

  /** Takes ownership of {@code values} without copying; the caller must not touch it again. */
  static IntList wrap(int[] values) {
    return values.length == 0 ? EMPTY : new IntList(values);
  }

  /** The backing array, for bulk writes inside the runtime; never modified. */
  int[] array() {
    return a;
  }

  /** The element at {@code index} without boxing. */
  public int getInt(int index) {
    return a[index];
  }

  @Override
  public Integer get(int index) {
    return a[index];
  }

  @Override
  public int size() {
    return a.length;
  }

  /** A copy of the elements. */
  public int[] toIntArray() {
    return a.clone();
  }

  @Override
  public boolean equals(Object other) {
    if (other instanceof IntList) {
      return Arrays.equals(a, ((IntList) other).a);
    }
    return super.equals(other);
  }

  @Override
  public int hashCode() {
    // The List contract: 31 * h + element.hashCode(), computed without boxing.
    int h = 1;
    for (int v : a) {
      h = 31 * h + Integer.hashCode(v);
    }
    return h;
  }
}
