package dev.bale.runtime;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An unmodifiable list over an array that nothing else holds: what decoders return for a list of
 * messages, strings or bytes, so that a decoded list is built once, in an array, and not copied
 * again by {@code List.of}. Behaves like {@code List.of}: no null elements, every mutator throws
 * {@link UnsupportedOperationException}, {@code equals}/{@code hashCode} follow {@link List}.
 * Thread-safe (immutable once built).
 */
public final class FrozenList<E> extends AbstractList<E> implements RandomAccess {
  private final Object[] elements;

  private FrozenList(Object[] elements) {
    this.elements = elements;
  }

  /** Takes {@code elements} over (the caller must not keep or change the array; no nulls). */
  static <E> FrozenList<E> wrap(Object[] elements) {
    return new FrozenList<>(elements);
  }

  /**
   * An unmodifiable copy of {@code list}, or {@code list} itself when it is already a {@code
   * FrozenList} or a {@code List.of}/{@code List.copyOf} list ({@link List#copyOf} semantics).
   *
   * @throws NullPointerException if {@code list} or an element is null
   */
  @SuppressWarnings("unchecked")
  public static <E> List<E> copyOf(List<? extends E> list) {
    if (list instanceof FrozenList) {
      return (List<E>) list;
    }
    return List.copyOf(list);
  }

  @Override
  @SuppressWarnings("unchecked")
  public E get(int index) {
    return (E) elements[Objects.checkIndex(index, elements.length)];
  }

  @Override
  public int size() {
    return elements.length;
  }

  @Override
  public Object[] toArray() {
    return elements.clone();
  }
}
