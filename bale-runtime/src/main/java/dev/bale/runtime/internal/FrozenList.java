package dev.bale.runtime.internal;

import java.util.AbstractList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Consumer;

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
  public static <E> FrozenList<E> wrap(Object[] elements) {
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

  /**
   * An iterator over the array: no modification count to check (nothing can modify the list), so a
   * for-each loop over a decoded list costs an index and a load per element.
   */
  @Override
  public Iterator<E> iterator() {
    return new Iter<>(elements);
  }

  @Override
  @SuppressWarnings("unchecked")
  public void forEach(Consumer<? super E> action) {
    Objects.requireNonNull(action, "action");
    for (Object e : elements) {
      action.accept((E) e);
    }
  }

  private static final class Iter<E> implements Iterator<E> {
    private final Object[] a;
    private int i;

    Iter(Object[] a) {
      this.a = a;
    }

    @Override
    public boolean hasNext() {
      return i < a.length;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E next() {
      int k = i;
      if (k >= a.length) {
        throw new NoSuchElementException();
      }
      i = k + 1;
      return (E) a[k];
    }
  }
}
