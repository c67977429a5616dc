package dev.bale.conformance;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Value equality of decoded trees (generated records, {@code Value} trees, their lists and maps)
 * that may share instances: what {@code equals} computes, in time linear in the distinct instance
 * pairs. A decoded value is a DAG when the input shares objects (compact message dedup, flat
 * pointers to one target), and a record's own {@code equals} then compares a shared subtree once
 * per path to it: exponential in the depth of the sharing (fuzzed inputs of 2 KB took seconds per
 * comparison). Here an instance proven equal to its counterpart is remembered with it, and the pair
 * is not compared again. Records are compared by their components (as a record's generated {@code
 * equals} does), lists element by element, maps entry by entry (keys by {@code equals}: they are
 * scalars or strings), anything else by its own {@code equals}.
 */
final class GraphEquals {
  // An instance of one side -> the instance of the other side it was last proven equal to: a
  // shared instance of one tree meets its counterpart in the other on every path to it.
  private final IdentityHashMap<Object, Object> proven = new IdentityHashMap<>();

  private GraphEquals() {}

  /** Whether {@code a} and {@code b} are equal as {@code a.equals(b)} would say. */
  static boolean equal(Object a, Object b) {
    return new GraphEquals().eq(a, b);
  }

  private boolean eq(Object a, Object b) {
    if (a == b) {
      return true;
    }
    if (a == null || b == null) {
      return false;
    }
    boolean record = a instanceof Record;
    // Lists and maps equal across implementations (List.equals), records only within their class.
    boolean list = a instanceof List<?> && b instanceof List<?>;
    boolean map = a instanceof Map<?, ?> && b instanceof Map<?, ?>;
    if (record && a.getClass() != b.getClass()) {
      return false;
    }
    if (!record && !list && !map) {
      return a.equals(b);
    }
    if (proven.get(a) == b) {
      return true;
    }
    boolean same;
    if (record) {
      same = components(a, b);
    } else if (list) {
      same = elements((List<?>) a, (List<?>) b);
    } else {
      same = entries((Map<?, ?>) a, (Map<?, ?>) b);
    }
    if (same) {
      proven.put(a, b);
    }
    return same;
  }

  /** A record class's component accessors, looked up once (reflection is slow per call). */
  private static final ClassValue<Method[]> ACCESSORS =
      new ClassValue<>() {
        @Override
        protected Method[] computeValue(Class<?> c) {
          RecordComponent[] rcs = c.getRecordComponents();
          Method[] out = new Method[rcs.length];
          for (int i = 0; i < rcs.length; i++) {
            out[i] = rcs[i].getAccessor();
            out[i].setAccessible(true);
          }
          return out;
        }
      };

  private boolean components(Object a, Object b) {
    for (Method m : ACCESSORS.get(a.getClass())) {
      try {
        if (!eq(m.invoke(a), m.invoke(b))) {
          return false;
        }
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("cannot read " + m, e);
      }
    }
    return true;
  }

  private boolean elements(List<?> a, List<?> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!eq(a.get(i), b.get(i))) {
        return false;
      }
    }
    return true;
  }

  private boolean entries(Map<?, ?> a, Map<?, ?> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (Map.Entry<?, ?> e : a.entrySet()) {
      if (!b.containsKey(e.getKey()) || !eq(e.getValue(), b.get(e.getKey()))) {
        return false;
      }
    }
    return true;
  }
}
