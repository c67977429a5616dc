package dev.bale.benchmarks.suite;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The classes a value graph of generated records uses, for the peers that register classes up front
 * (Kryo, Fory): every record and enum reachable from the root type's components, then every
 * concrete collection class in the data set's value, in a stable order (registration order fixes
 * the ids on the wire).
 */
final class Classes {
  private Classes() {}

  static List<Class<?>> of(Class<?> root, Object value) {
    Set<Class<?>> out = new LinkedHashSet<>();
    declared(root, out);
    Set<Class<?>> concrete = new LinkedHashSet<>();
    instances(value, concrete);
    for (Class<?> c : concrete) {
      if (!c.getName().startsWith("java.lang.")) {
        out.add(c);
      }
    }
    return new ArrayList<>(out);
  }

  private static void declared(Class<?> c, Set<Class<?>> out) {
    if (c.isPrimitive() || c.getName().startsWith("java.") || !out.add(c)) {
      return;
    }
    if (c.isRecord()) {
      for (RecordComponent rc : c.getRecordComponents()) {
        declaredType(rc.getGenericType(), out);
      }
    } else if (c.getPackageName().equals("dev.bale.runtime")) {
      // UnknownFields (null in these data sets, but a declared component type) and what it holds.
      for (Field f : c.getDeclaredFields()) {
        if (!Modifier.isStatic(f.getModifiers())) {
          declaredType(f.getGenericType(), out);
        }
      }
    }
  }

  private static void declaredType(Type t, Set<Class<?>> out) {
    if (t instanceof Class<?> c) {
      declared(c, out);
    } else if (t instanceof ParameterizedType p) {
      for (Type a : p.getActualTypeArguments()) {
        declaredType(a, out);
      }
    }
  }

  private static void instances(Object v, Set<Class<?>> out) {
    if (v == null) {
      return;
    }
    Class<?> c = v.getClass();
    out.add(c);
    if (c.isRecord()) {
      for (RecordComponent rc : c.getRecordComponents()) {
        try {
          instances(rc.getAccessor().invoke(v), out);
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException(e);
        }
      }
    } else if (v instanceof Collection<?> col) {
      for (Object o : col) {
        instances(o, out);
      }
    } else if (v instanceof Map<?, ?> m) {
      for (Map.Entry<?, ?> e : m.entrySet()) {
        instances(e.getKey(), out);
        instances(e.getValue(), out);
      }
    }
  }
}
