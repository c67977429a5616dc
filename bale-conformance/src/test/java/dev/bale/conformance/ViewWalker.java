package dev.bale.conformance;

import dev.bale.runtime.flat.Utf8View;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Calls every public accessor of a generated flat view, recursively into the views it returns (list
 * elements and map entries by index up to {@link #MAX_ELEMENTS}), for tests and fuzz targets on
 * verified input: any exception escaping an accessor is rethrown, except {@code
 * IllegalStateException} from a union view's accessor of a case that is not the value's case (its
 * documented contract).
 */
final class ViewWalker {
  static final int MAX_ELEMENTS = 8;
  private static final int MAX_CALLS = 20_000;

  private final int maxElements;
  private final int maxCalls;
  private static final List<String> SUFFIXES = List.of("Chars", "Length", "Buffer", "Key", "Value");

  private int calls;
  private final char[] chars = new char[256];

  private ViewWalker(int maxElements, int maxCalls) {
    this.maxElements = maxElements;
    this.maxCalls = maxCalls;
  }

  /**
   * Finds (once per class) the accessors of {@code viewClass}: the reflection and sorting a first
   * walk of it would do, for a caller that wants them done first ({@code DeepStackTest}).
   */
  static void prepare(Class<?> viewClass) {
    ACCESSORS.get(viewClass);
  }

  /** Walks {@code view}; returns the number of accessor calls made. */
  static int walk(Object view) throws Throwable {
    ViewWalker w = new ViewWalker(MAX_ELEMENTS, MAX_CALLS);
    w.visit(view, 0);
    return w.calls;
  }

  /**
   * Walks {@code view} with every list element and map entry, for checked access on corrupt or
   * fuzzed input: up to {@code maxCalls} accessor calls (the traversal budget is what ends a walk
   * over shared pointers; the cap only keeps a test from running away if it does not).
   */
  static int walkAll(Object view, int maxCalls) throws Throwable {
    ViewWalker w = new ViewWalker(Integer.MAX_VALUE, maxCalls);
    w.visit(view, 0);
    return w.calls;
  }

  /** {@link #walkAll(Object, int)} with up to 50 million calls. */
  static int walkAll(Object view) throws Throwable {
    return walkAll(view, 50_000_000);
  }

  private void visit(Object view, int depth) throws Throwable {
    if (view == null || depth > 80 || calls > maxCalls) {
      return;
    }
    Class<?> c = view.getClass();
    boolean union = c.getEnclosingClass() != null && c.getEnclosingClass().isInterface();
    for (Accessor a : ACCESSORS.get(c)) {
      Method m = a.method;
      Class<?>[] p = a.params;
      if (p.length == 0) {
        visitResult(call(view, m, union), depth);
      } else if (p[0] == int.class) {
        int size = sizeOf(view, m);
        for (int i = 0; i < Math.min(size, maxElements); i++) {
          visitResult(call(view, m, union, argsAt(p, i)), depth);
        }
      } else if (m.getName().endsWith("CopyTo")) {
        // xCopyTo(T[] dst, int off)
        int size = sizeOf(view, m);
        call(view, m, union, java.lang.reflect.Array.newInstance(p[0].getComponentType(), size), 0);
      } else {
        call(view, m, union, argsAt(p, -1));
      }
    }
  }

  /** An accessor to call and its parameter types. */
  private record Accessor(Method method, Class<?>[] params) {}

  /**
   * A view class's accessors in {@link #ORDERED} order, filtered once per class (public, not
   * static, not {@code wrap*}, {@code flatAt} or the {@code cacheStrings} configuration).
   */
  private static final ClassValue<Accessor[]> ACCESSORS =
      new ClassValue<>() {
        @Override
        protected Accessor[] computeValue(Class<?> c) {
          List<Accessor> out = new java.util.ArrayList<>();
          for (Method m : ORDERED.get(c)) {
            if (!Modifier.isPublic(m.getModifiers())
                || Modifier.isStatic(m.getModifiers())
                || m.getName().startsWith("wrap")
                || m.getName().equals("flatAt")
                || m.getName().equals("cacheStrings")) { // configuration, not an accessor
              continue;
            }
            out.add(new Accessor(m, m.getParameterTypes()));
          }
          return out.toArray(new Accessor[0]);
        }
      };

  /**
   * A view class's methods in field order (the record's components), as the verifier walks, so that
   * where several fields are corrupt the first one read is the one the verifier reports; then by
   * name. Sorted once per class: sorting by reflection at every visit made a fuzz execution cost
   * tens of milliseconds.
   */
  private static final ClassValue<Method[]> ORDERED =
      new ClassValue<>() {
        @Override
        protected Method[] computeValue(Class<?> c) {
          Method[] methods = c.getDeclaredMethods();
          List<String> fields = componentNames(c.getEnclosingClass());
          Arrays.sort(
              methods,
              Comparator.comparingInt((Method m) -> fieldIndex(fields, m.getName()))
                  .thenComparing(Method::getName)
                  .thenComparing(Method::toString));
          return methods;
        }
      };

  private static List<String> componentNames(Class<?> record) {
    List<String> out = new java.util.ArrayList<>();
    if (record != null && record.isRecord()) {
      for (java.lang.reflect.RecordComponent rc : record.getRecordComponents()) {
        out.add(rc.getName());
      }
    }
    return out;
  }

  /** The index of the field an accessor reads ({@code x}, {@code hasX}, {@code xKey}, ...). */
  private static int fieldIndex(List<String> fields, String method) {
    int best = Integer.MAX_VALUE;
    int bestLen = -1;
    for (int i = 0; i < fields.size(); i++) {
      String f = fields.get(i);
      String has = "has" + Character.toUpperCase(f.charAt(0)) + f.substring(1);
      int len = method.startsWith(f) ? f.length() : method.startsWith(has) ? f.length() : -1;
      if (len > bestLen) {
        best = i;
        bestLen = len;
      }
    }
    return best;
  }

  private void visitResult(Object r, int depth) throws Throwable {
    if (r != null && r.getClass().getSimpleName().equals("View")) {
      visit(r, depth + 1);
    } else if (r instanceof CharSequence cs) {
      if (r instanceof Utf8View u) {
        // First read of a fresh view: getChars' one-pass path (checked access checks it here).
        int n = u.getChars(chars, 0);
        if (n >= 0 ? !u.contentEquals(new String(chars, 0, n)) : u.length() != -n) {
          throw new AssertionError("getChars disagrees with the view: " + n);
        }
        u.appendTo(new StringBuilder());
      }
      for (int i = 0; i < cs.length(); i++) {
        cs.charAt(i);
      }
    }
  }

  /** Arguments for a method whose first parameter (if {@code i >= 0}) is an index. */
  private static Object[] argsAt(Class<?>[] p, int i) {
    Object[] a = new Object[p.length];
    for (int k = 0; k < p.length; k++) {
      if (p[k] == int.class) {
        a[k] = k == 0 && i >= 0 ? i : 0;
      } else if (p[k] == String.class) {
        a[k] = "x";
      } else if (p[k] == char[].class) {
        a[k] = new char[64];
      } else if (p[k] == StringBuilder.class) {
        a[k] = new StringBuilder();
      } else {
        throw new IllegalStateException(
            "unexpected parameter " + p[k] + " in " + Arrays.toString(p));
      }
    }
    return a;
  }

  /** The count of the list or map an indexed accessor reads: {@code <base>Size()}. */
  private int sizeOf(Object view, Method m) throws Throwable {
    Method size = SIZE_METHODS.get(view.getClass()).computeIfAbsent(m, ViewWalker::sizeMethod);
    return (Integer) call(view, size, false);
  }

  /**
   * The size method of each indexed accessor, found once per view class: the search throws a {@code
   * NoSuchMethodException} per suffix it strips, which at every call made the walk most of a fuzz
   * execution's time.
   */
  private static final ClassValue<java.util.Map<Method, Method>> SIZE_METHODS =
      new ClassValue<>() {
        @Override
        protected java.util.Map<Method, Method> computeValue(Class<?> c) {
          return new java.util.concurrent.ConcurrentHashMap<>();
        }
      };

  private static Method sizeMethod(Method m) {
    String base = m.getName();
    base = base.endsWith("CopyTo") ? base.substring(0, base.length() - 6) : base;
    while (true) {
      try {
        return m.getDeclaringClass().getMethod(base + "Length");
      } catch (NoSuchMethodException e) {
        String next = null;
        for (String s : SUFFIXES) {
          if (base.endsWith(s) && base.length() > s.length()) {
            next = base.substring(0, base.length() - s.length());
            break;
          }
        }
        if (next == null) {
          throw new IllegalStateException("no size method for " + m);
        }
        base = next;
      }
    }
  }

  private Object call(Object view, Method m, boolean union, Object... args) throws Throwable {
    calls++;
    try {
      return m.invoke(view, args);
    } catch (InvocationTargetException e) {
      Throwable t = e.getCause();
      if (union
          && t instanceof IllegalStateException
          && !m.getName().equals("decode")
          && !m.getName().equals("caseId")) {
        return null; // another case's accessor
      }
      throw t;
    }
  }
}
