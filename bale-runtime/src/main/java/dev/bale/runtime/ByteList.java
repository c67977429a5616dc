package dev.bale.runtime;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.RandomAccess;

/**
 * An immutable {@code List<Byte>} backed by a {@code byte[]}, produced by bulk decoding and
 * accepted by the bulk writers as a fast path. It never holds null.
 *
 * <p>Invariant: the backing array is never exposed and never modified after construction; {@link
 * #of}, {@link #copyOf} and {@link #toByteArray} copy.
 */
public final class ByteList extends AbstractList<Byte> implements RandomAccess {
  /** The empty list. */
  public static final ByteList EMPTY = new ByteList(new byte[0]);

  private final byte[] a;

  private ByteList(byte[] a) {
    this.a = a;
  }

  /** A list holding a copy of {@code values}. */
  public static ByteList of(byte... values) {
    return values.length == 0 ? EMPTY : new ByteList(values.clone());
  }

  /** A list holding the elements of {@code values}, which must not contain null. */
  public static ByteList copyOf(Collection<Byte> values) {
    if (values instanceof ByteList) {
      return (ByteList) values;
    }
    if (values.isEmpty()) {
      return EMPTY; // the decoders' default for a list left out: no array, no iterator
    }
    byte[] out = new byte[values.size()];
    int i = 0;
    for (Byte v : values) {
      out[i++] = v;
    }
    return out.length == 0 ? EMPTY : new ByteList(out);
  }

  /** Takes ownership of {@code values} without copying; the caller must not touch it again. */
  static ByteList wrap(byte[] values) {
    return values.length == 0 ? EMPTY : new ByteList(values);
  }

  /** The backing array, for bulk writes inside the runtime; never modified. */
  byte[] array() {
    return a;
  }

  /** The element at {@code index} without boxing. */
  public byte getByte(int index) {
    return a[index];
  }

  @Override
  public Byte get(int index) {
    return a[index];
  }

  @Override
  public int size() {
    return a.length;
  }

  /** A copy of the elements. */
  public byte[] toByteArray() {
    return a.clone();
  }

  @Override
  public boolean equals(Object other) {
    if (other instanceof ByteList) {
      return Arrays.equals(a, ((ByteList) other).a);
    }
    return super.equals(other);
  }

  @Override
  public int hashCode() {
    // The List contract: 31 * h + element.hashCode(), computed without boxing.
    int h = 1;
    for (byte v : a) {
      h = 31 * h + Byte.hashCode(v);
    }
    return h;
  }
}
