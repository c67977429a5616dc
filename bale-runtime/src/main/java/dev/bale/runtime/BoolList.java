package dev.bale.runtime;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.RandomAccess;

/**
 * An immutable {@code List<Boolean>} backed by a {@code boolean[]}, produced by bulk decoding and
 * accepted by the bulk writers as a fast path. It never holds null.
 *
 * <p>Invariant: the backing array is never exposed and never modified after construction; {@link
 * #of}, {@link #copyOf} and {@link #toBooleanArray} copy.
 */
public final class BoolList extends AbstractList<Boolean> implements RandomAccess {
  /** The empty list. */
  public static final BoolList EMPTY = new BoolList(new boolean[0]);

  private final boolean[] a;

  private BoolList(boolean[] a) {
    this.a = a;
  }

  /** A list holding a copy of {@code values}. */
  public static BoolList of(boolean... values) {
    return values.length == 0 ? EMPTY : new BoolList(values.clone());
  }

  /** A list holding the elements of {@code values}, which must not contain null. */
  public static BoolList copyOf(Collection<Boolean> values) {
    if (values instanceof BoolList) {
      return (BoolList) values;
    }
    if (values.isEmpty()) {
      return EMPTY; // the decoders' default for a list left out: no array, no iterator
    }
    boolean[] out = new boolean[values.size()];
    int i = 0;
    for (Boolean v : values) {
      out[i++] = v;
    }
    return out.length == 0 ? EMPTY : new BoolList(out);
  }

  /** Takes ownership of {@code values} without copying; the caller must not touch it again. */
  static BoolList wrap(boolean[] values) {
    return values.length == 0 ? EMPTY : new BoolList(values);
  }

  /** The backing array, for bulk writes inside the runtime; never modified. */
  boolean[] array() {
    return a;
  }

  /** The element at {@code index} without boxing. */
  public boolean getBoolean(int index) {
    return a[index];
  }

  @Override
  public Boolean get(int index) {
    return a[index];
  }

  @Override
  public int size() {
    return a.length;
  }

  /** A copy of the elements. */
  public boolean[] toBooleanArray() {
    return a.clone();
  }

  @Override
  public boolean equals(Object other) {
    if (other instanceof BoolList) {
      return Arrays.equals(a, ((BoolList) other).a);
    }
    return super.equals(other);
  }

  @Override
  public int hashCode() {
    // The List contract: 31 * h + element.hashCode(), computed without boxing.
    int h = 1;
    for (boolean v : a) {
      h = 31 * h + Boolean.hashCode(v);
    }
    return h;
  }
}
