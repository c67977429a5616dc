package dev.bale.runtime;

import java.nio.FloatBuffer;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.RandomAccess;

/**
 * An immutable {@code List<Float>} backed by a {@code float[]}, produced by bulk decoding and
 * accepted by the bulk writers as a fast path. It never holds null.
 *
 * <p>Invariant: the backing array is never exposed and never modified after construction; {@link
 * #of}, {@link #copyOf} and {@link #toFloatArray} copy.
 *
 * <p>Equality follows {@link Float#equals}: values compare as with {@code floatToIntBits}, so
 * {@code NaN} equals {@code NaN} and {@code 0.0} differs from {@code -0.0}, as in any {@code
 * List<Float>}.
 */
public final class FloatList extends AbstractList<Float> implements RandomAccess {
  /** The empty list. */
  public static final FloatList EMPTY = new FloatList(new float[0]);

  private final float[] a;

  private FloatList(float[] a) {
    this.a = a;
  }

  /** A list holding a copy of {@code values}. */
  public static FloatList of(float... values) {
    return values.length == 0 ? EMPTY : new FloatList(values.clone());
  }

  /**
   * A list holding a copy of the remaining elements of {@code values}, read in bulk; the buffer's
   * position moves to its limit. A little-endian view of bytes ({@code
   * ByteBuffer.order(LITTLE_ENDIAN).asFloatBuffer()}) is copied at memory speed on little-endian
   * machines.
   */
  public static FloatList of(FloatBuffer values) {
    float[] out = new float[values.remaining()];
    values.get(out);
    return out.length == 0 ? EMPTY : new FloatList(out);
  }

  /** A list holding the elements of {@code values}, which must not contain null. */
  public static FloatList copyOf(Collection<Float> values) {
    if (values instanceof FloatList) {
      return (FloatList) values;
    }
    if (values.isEmpty()) {
      return EMPTY; // the decoders' default for a list left out: no array, no iterator
    }
    float[] out = new float[values.size()];
    int i = 0;
    for (Float v : values) {
      out[i++] = v;
    }
    return out.length == 0 ? EMPTY : new FloatList(out);
  }

  /** Takes ownership of {@code values} without copying; the caller must not touch it again. */
  static FloatList wrap(float[] values) {
    return values.length == 0 ? EMPTY : new FloatList(values);
  }

  /** The backing array, for bulk writes inside the runtime; never modified. */
  float[] array() {
    return a;
  }

  /** The element at {@code index} without boxing. */
  public float getFloat(int index) {
    return a[index];
  }

  @Override
  public Float get(int index) {
    return a[index];
  }

  @Override
  public int size() {
    return a.length;
  }

  /** A copy of the elements. */
  public float[] toFloatArray() {
    return a.clone();
  }

  @Override
  public boolean equals(Object other) {
    if (other instanceof FloatList) {
      return Arrays.equals(a, ((FloatList) other).a);
    }
    return super.equals(other);
  }

  @Override
  public int hashCode() {
    // The List contract: 31 * h + element.hashCode(), computed without boxing.
    int h = 1;
    for (float v : a) {
      h = 31 * h + Float.hashCode(v);
    }
    return h;
  }
}
