package dev.bale.conformance;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * How many records a value holds when every shared instance is counted once per path to it, that
 * is, how many messages an encoder without message dedup writes: computed over the value's graph
 * with one visit per distinct instance (memoized by identity), so a chain of k aliasing levels
 * costs k visits, not 2^k. The fuzz harnesses ask it before re-encoding a decoded value without
 * dedup, which would otherwise write out such a chain in full.
 */
final class SharingExpansion {
  /** The accessors of a record class's components that can hold records (not primitives). */
  private static final ClassValue<Method[]> ACCESSORS =
      new ClassValue<>() {
        @Override
        protected Method[] computeValue(Class<?> type) {
          return java.util.Arrays.stream(type.getRecordComponents())
              .filter(c -> !c.getType().isPrimitive() && c.getType() != String.class)
              .map(RecordComponent::getAccessor)
              .peek(m -> m.setAccessible(true))
              .toArray(Method[]::new);
        }
      };

  private final long cap;
  private final Map<Object, Long> counted = new IdentityHashMap<>();

  private SharingExpansion(long cap) {
    this.cap = cap;
  }

  /** The records in {@code value}, counted once per path, or {@code cap} if there are more. */
  static long records(Object value, long cap) {
    return new SharingExpansion(cap).count(value);
  }

  private long count(Object v) {
    if (v == null || v instanceof String || v instanceof Number || v instanceof Boolean) {
      return 0;
    }
    Long known = counted.get(v);
    if (known != null) {
      return known;
    }
    long n = 0;
    if (v instanceof Record r) {
      n = 1;
      for (Method accessor : ACCESSORS.get(r.getClass())) {
        try {
          n = add(n, count(accessor.invoke(r)));
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException(e);
        }
      }
    } else if (v instanceof Iterable<?> it) {
      for (Object e : it) {
        n = add(n, count(e));
      }
    } else if (v instanceof Map<?, ?> m) {
      for (Map.Entry<?, ?> e : m.entrySet()) {
        n = add(n, add(count(e.getKey()), count(e.getValue())));
      }
    }
    counted.put(v, n);
    return n;
  }

  private long add(long a, long b) {
    return Math.min(cap, a + b);
  }
}
