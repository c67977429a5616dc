package dev.bale.runtime.internal;

import java.util.Map;
import java.util.WeakHashMap;
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

  private static final boolean CLASS_VALUE = classValue();

  private static boolean classValue() {
    if (Compat.ANDROID) {
      return false;
    }
    try {
      Class.forName("java.lang.ClassValue");
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

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

  private static final class Weak<T> extends ClassCache<T> {
    private final Map<Class<?>, T> values = new WeakHashMap<>();
    private final Function<Class<?>, T> compute;

    Weak(Function<Class<?>, T> compute) {
      this.compute = compute;
    }

    @Override
    T get(Class<?> type) {
      synchronized (values) {
        T v = values.get(type);
        if (v == null) {
          v = compute.apply(type);
          values.put(type, v);
        }
        return v;
      }
    }
  }
}
