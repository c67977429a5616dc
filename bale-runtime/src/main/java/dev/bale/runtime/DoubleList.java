package dev.bale.runtime;

import java.nio.DoubleBuffer;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.RandomAccess;

/**
 * An immutable {@code List<Double>} backed by a {@code double[]}, produced by bulk decoding and
 * accepted by the bulk writers as a fast path. It never holds null.
 *
 * <p>Invariant: the backing array is never exposed and never modified after construction; {@link
 * #of}, {@link #copyOf} and {@link #toDoubleArray} copy.
 *
 * <p>Equality follows {@link Double#equals}: values compare as with {@code doubleToLongBits}, so
 * {@code NaN} equals {@code NaN} and {@code 0.0} differs from {@code -0.0}, as in any {@code
 * List<Double>}.
 */
public final class DoubleList extends AbstractList<Double> implements RandomAccess {
  /** The empty list. */
  public static final DoubleList EMPTY = new DoubleList(new double[0]);

  private final double[] a;

  private DoubleList(double[] a) {
    this.a = a;
  }

  /** A list holding a copy of {@code values}. */
  public static DoubleList of(double... values) {
    return values.length == 0 ? EMPTY : new DoubleList(values.clone());
  }

  /**
   * A list holding a copy of the remaining elements of {@code values}, read in bulk; the buffer's
   * position moves to its limit. A little-endian view of bytes ({@code
   * ByteBuffer.order(LITTLE_ENDIAN).asDoubleBuffer()}) is copied at memory speed on little-endian
   * machines.
   */
  public static DoubleList of(DoubleBuffer values) {
    double[] out = new double[values.remaining()];
    values.get(out);
    return out.length == 0 ? EMPTY : new DoubleList(out);
  }

  /** A list holding the elements of {@code values}, which must not contain null. */
  public static DoubleList copyOf(Collection<Double> values) {
    if (values instanceof DoubleList) {
      return (DoubleList) values;
    }
    if (values.isEmpty()) {
      return EMPTY; // the decoders' default for a list left out: no array, no iterator
    }
    double[] out = new double[values.size()];
    int i = 0;
    for (Double v : values) {
      out[i++] = v;
    }
    return out.length == 0 ? EMPTY : new DoubleList(out);
  }

  /** Takes ownership of {@code values} without copying; the caller must not touch it again. */
  static DoubleList wrap(double[] values) {
    return values.length == 0 ? EMPTY : new DoubleList(values);
  }

  /** The backing array, for bulk writes inside the runtime; never modified. */
  double[] array() {
    return a;
  }

  /** The element at {@code index} without boxing. */
  public double getDouble(int index) {
    return a[index];
  }

  @Override
  public Double get(int index) {
    return a[index];
  }

  @Override
  public int size() {
    return a.length;
  }

  /** A copy of the elements. */
  public double[] toDoubleArray() {
    return a.clone();
  }

  @Override
  public boolean equals(Object other) {
    if (other instanceof DoubleList) {
      return Arrays.equals(a, ((DoubleList) other).a);
    }
    return super.equals(other);
  }

  @Override
  public int hashCode() {
    // The List contract: 31 * h + element.hashCode(), computed without boxing.
    int h = 1;
    for (double v : a) {
      h = 31 * h + Double.hashCode(v);
    }
    return h;
  }
}
