package dev.bale.runtime.internal;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * A value computed once per class: {@link ClassValue} where the runtime has it (every JVM), else
 * (Android, which has no {@code ClassValue}; or {@code -Dbale.compat=android}, {@link Compat}) a
 * synchronized map with weak keys. The map's values are held strongly, and a value that refers to
 * its class (a {@code Method} of it) keeps that class alive: a leak only where classes are
 * unloaded, which Android does not do. For lookups off the hot paths (error paths, reflection).
 * Thread-safe. Not API.
 */
abstract class ClassCache<T> {
  /** A cache whose values {@code compute} makes (it may run more than once for one class). */
  static <T> ClassCache<T> of(Function<Class<?>, T> compute) {
    if (CLASS_VALUE) {
      try {
        return new Standard<>(compute);
      } catch (LinkageError e) {
        // fall through to the map
      }
    }
    return weak(compute);
  }

  /** The form without {@code ClassValue} (package-private for its test). */
  static <T> ClassCache<T> weak(Function<Class<?>, T> compute) {
    return new Weak<>(compute);
  }

  private static final boolean CLASS_VALUE =
      Compat.has(() -> Class.forName("java.lang.ClassValue") != null);

  abstract T get(Class<?> type);

  @ProbedApi
  private static final class Standard<T> extends ClassCache<T> {
    private final ClassValue<T> values;

    Standard(Function<Class<?>, T> compute) {
      values =
          new ClassValue<>() {
            @Override
            protected T computeValue(Class<?> type) {
              return compute.apply(type);
            }
          };
    }

    @Override
    T get(Class<?> type) {
      return values.get(type);
    }
  }

  /**
   * The form without {@code ClassValue}: an array of (weakly held class, value) pairs, replaced as
   * a whole when a class is added (copy on write) and read without a lock. A new pair is made and
   * published only after its value is computed, so an error thrown anywhere in between (a {@link
   * StackOverflowError} near a thread's stack end, where the error paths that use this run) leaves
   * the published array as it was; a mutable map left halfway through a {@code put} would not be.
   * Linear lookups: the classes of one application's generated types, on error paths.
   */
  private static final class Weak<T> extends ClassCache<T> {
    private final Function<Class<?>, T> compute;
    private volatile Pair<?>[] pairs = new Pair<?>[0];

    Weak(Function<Class<?>, T> compute) {
      this.compute = compute;
    }

    private record Pair<T>(WeakReference<Class<?>> type, T value) {}

    @Override
    @SuppressWarnings("unchecked")
    T get(Class<?> type) {
      Objects.requireNonNull(type, "type");
      for (Pair<?> p : pairs) {
        if (p.type().get() == type) {
          return (T) p.value();
        }
      }
      T v = compute.apply(type);
      synchronized (this) {
        Pair<?>[] old = pairs;
        List<Pair<?>> next = new ArrayList<>(old.length + 1);
        for (Pair<?> p : old) {
          Class<?> c = p.type().get();
          if (c == type) {
            return (T) p.value(); // another thread added it meanwhile: one value per class
          }
          if (c != null) {
            next.add(p); // pairs of unloaded classes are dropped
          }
        }
        next.add(new Pair<>(new WeakReference<>(type), v));
        pairs = next.toArray(new Pair<?>[0]);
      }
      return v;
    }
  }
}
