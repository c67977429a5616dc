package dev.bale.runtime.internal;

import dev.bale.runtime.UnknownFields;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds where in a value built in code an encoder met a value it refused, for the error's field
 * path (issue 15: every encode error names its field path). Encoders record only the refused object
 * itself, which costs nothing while encoding succeeds; after a failure this class walks the root
 * depth-first in component order — records through their accessors, lists and maps by index — and
 * names the first place that holds that very object (identity, not equality), e.g. {@code
 * MediaContent.images[1].uri} with the accessor names of the generated records; {@link
 * UnknownFields} by the message that holds them. Walks each object once; returns null when the
 * object is not found (a value that is not a record tree). Runtime internal (used by the compact
 * writer and the flat builder).
 */
public final class ValuePaths {
  private ValuePaths() {}

  /**
   * The simple name of a type's full schema name ({@code media.MediaContent} → {@code
   * MediaContent}): what a field path starts with, in errors of every codec (FORMAT.md §8). Null
   * (no name known) gives the empty path: this runs while an error is being made.
   */
  public static String simpleName(String schemaName) {
    return schemaName == null ? "" : schemaName.substring(schemaName.lastIndexOf('.') + 1);
  }

  /**
   * Cap on objects visited: the search runs only after a failure, and stays cheap beside the encode
   * that failed; past it the error keeps its type-only path.
   */
  private static final int MAX_VISITS = 100_000;

  /** A component of a value: its name and accessor. */
  private record Component(String name, Method accessor, Class<?> type) {}

  /**
   * Each value class's components, looked up once: a record's, or those of a generated class too
   * wide for a record (a final class with the static {@code COMPACT} codec every generated message
   * and struct has), from its instance fields and the public accessors named as them, in
   * declaration order; none for any other class.
   */
  private static final ClassCache<Component[]> COMPONENTS = ClassCache.of(ValuePaths::components);

  private static Component[] components(Class<?> type) {
    if (RECORDS && Records.isRecord(type)) {
      return Records.components(type);
    }
    if (!isGeneratedClass(type) && !(!RECORDS && desugaredRecord(type))) {
      return new Component[0];
    }
    List<Component> out = new ArrayList<>();
    for (Field f : type.getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers())) {
        continue;
      }
      try {
        Method m = type.getMethod(f.getName());
        if (m.getReturnType() == f.getType()) {
          out.add(new Component(f.getName(), m, f.getType()));
        }
      } catch (NoSuchMethodException e) {
        // not a component
      }
    }
    return out.toArray(new Component[0]);
  }

  /**
   * Whether this runtime reflects records ({@code Class.isRecord}, Java 16); not Android, whose D8
   * compiles a record to a final class extending {@code com.android.tools.r8.RecordTag}.
   */
  private static final boolean RECORDS = Compat.has(() -> Records.isRecord(Records.Probe.class));

  /**
   * A record as D8 compiles it for Android (a final class extending {@code RecordTag}), or a record
   * under {@code -Dbale.compat=android}: its components are its fields, as a wide class's.
   */
  private static boolean desugaredRecord(Class<?> type) {
    Class<?> sup = type.getSuperclass();
    return sup != null
        && (sup.getName().equals("com.android.tools.r8.RecordTag")
            || sup.getName().equals("java.lang.Record"));
  }

  /** Record reflection (Java 16), reached only where {@link #RECORDS} found it. */
  @ProbedApi
  private static final class Records {
    private record Probe() {}

    static boolean isRecord(Class<?> type) {
      return type.isRecord();
    }

    static Component[] components(Class<?> type) {
      RecordComponent[] rc = type.getRecordComponents();
      Component[] out = new Component[rc.length];
      for (int i = 0; i < rc.length; i++) {
        out[i] = new Component(rc[i].getName(), rc[i].getAccessor(), rc[i].getType());
      }
      return out;
    }
  }

  private static final ClassCache<Boolean> GENERATED_CLASS =
      ClassCache.of(
          type ->
              !(RECORDS && Records.isRecord(type))
                  && !type.isEnum()
                  && !type.isInterface()
                  && Modifier.isFinal(type.getModifiers())
                  && compactField(type) != null);

  /**
   * {@code type}'s public static {@code COMPACT} field of a {@code CompactType}, which every
   * generated message and struct has, or null.
   */
  private static Field compactField(Class<?> type) {
    try {
      Field c = type.getField("COMPACT");
      return Modifier.isStatic(c.getModifiers())
              && dev.bale.runtime.CompactType.class.isAssignableFrom(c.getType())
          ? c
          : null;
    } catch (NoSuchFieldException e) {
      return null;
    }
  }

  /**
   * Whether {@code type} is a generated message or struct too wide for a record, which the
   * generator makes a final class (WideClass in the compiler): final, not a record, with the static
   * {@code COMPACT} codec every generated message and struct has. Looked up once per class; also
   * bale-jackson's test.
   */
  public static boolean isGeneratedClass(Class<?> type) {
    return GENERATED_CLASS.get(type);
  }

  /** Whether {@code v} is a value whose components the walks visit. */
  private static boolean composite(Object v) {
    return v instanceof Record || COMPONENTS.get(v.getClass()).length > 0;
  }

  /** The path of {@code target} inside {@code root} ({@code rootName} first), or null. */
  public static String find(Object root, Object target, String rootName) {
    return find(root, target, rootName, null);
  }

  /**
   * {@link #find(Object, Object, String)}, where {@link UnknownFields} are named by the first
   * message holding them whose generated class is of schema name {@code holder} (a class with no
   * static {@code COMPACT} type of its own is taken at its word); any holder when {@code holder} is
   * null. One instance may sit in messages of two types, only one of which refused it.
   */
  public static String find(Object root, Object target, String rootName, String holder) {
    if (root == target) {
      return rootName;
    }
    Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<String> path = new ArrayDeque<>();
    int[] visits = {0};
    return walk(root, target, holder, rootName, path, seen, visits) ? String.join("", path) : null;
  }

  /** Each class's static {@code COMPACT} field's schema name, or "" when it has none. */
  private static final ClassCache<String> SCHEMA_NAME =
      ClassCache.of(
          type -> {
            Field f = compactField(type);
            try {
              if (f != null && f.get(null) instanceof dev.bale.runtime.CompactType<?> t) {
                return t.schemaName();
              }
            } catch (ReflectiveOperationException | RuntimeException e) {
              // not readable: taken as no generated type
            }
            return "";
          });

  /** Whether {@code v} may be the message of schema name {@code holder} (any when null). */
  private static boolean holds(Object v, String holder) {
    if (holder == null) {
      return true;
    }
    String name = SCHEMA_NAME.get(v.getClass());
    return name.isEmpty() || name.equals(holder);
  }

  private static boolean walk(
      Object v,
      Object target,
      String holder,
      String segment,
      ArrayDeque<String> path,
      Set<Object> seen,
      int[] visits) {
    path.addLast(segment);
    if (v == target) {
      return true;
    }
    boolean container = v instanceof List<?> || v instanceof Map<?, ?> || composite(v);
    if (container && seen.add(v) && ++visits[0] <= MAX_VISITS) {
      if (!(v instanceof List<?>) && !(v instanceof Map<?, ?>)) {
        for (Component c : COMPONENTS.get(v.getClass())) {
          boolean unknown = c.type() == UnknownFields.class;
          if (unknown && !(target instanceof UnknownFields && holds(v, holder))) {
            continue;
          }
          Object x;
          try {
            x = c.accessor().invoke(v);
          } catch (IllegalAccessException | InvocationTargetException | RuntimeException e) {
            continue; // not readable: not where the encoder looked either
          }
          if (unknown) {
            if (x == target) {
              return true; // unknown fields are named by the message that holds them
            }
          } else if (x != null && walk(x, target, holder, "." + c.name(), path, seen, visits)) {
            return true;
          }
        }
      } else if (v instanceof List<?> list) {
        int i = 0;
        for (Object x : list) {
          if (x != null && walk(x, target, holder, "[" + i + "]", path, seen, visits)) {
            return true;
          }
          i++;
        }
      } else {
        int i = 0;
        for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
          for (Object x : new Object[] {e.getKey(), e.getValue()}) {
            if (x != null && walk(x, target, holder, "[" + i + "]", path, seen, visits)) {
              return true;
            }
          }
          i++;
        }
      }
    }
    path.removeLast();
    return false;
  }

  /**
   * The path of the first place, depth-first in component order, where {@code root} nests deeper
   * than {@code maxDepth} levels, counting as the compact writer does: a record (message, struct,
   * union case) and a list or map are one level each; null if it does not. For the error of a
   * {@code DEPTH_LIMIT} met at a list or map, which has no object of its own to report.
   */
  public static String beyondDepth(Object root, int maxDepth, String rootName) {
    ArrayDeque<String> path = new ArrayDeque<>();
    int[] visits = {0};
    return deeper(root, 1, maxDepth, rootName, path, visits) ? String.join("", path) : null;
  }

  private static boolean deeper(
      Object v, int level, int maxDepth, String segment, ArrayDeque<String> path, int[] visits) {
    path.addLast(segment);
    if (level > maxDepth) {
      return true;
    }
    if (++visits[0] <= MAX_VISITS) {
      if (!(v instanceof List<?>) && !(v instanceof Map<?, ?>) && composite(v)) {
        for (Component c : COMPONENTS.get(v.getClass())) {
          Object x;
          try {
            x = c.accessor().invoke(v);
          } catch (IllegalAccessException | InvocationTargetException | RuntimeException e) {
            continue;
          }
          if (nests(x) && deeper(x, level + 1, maxDepth, "." + c.name(), path, visits)) {
            return true;
          }
        }
      } else if (v instanceof List<?> list) {
        int i = 0;
        for (Object x : list) {
          if (nests(x) && deeper(x, level + 1, maxDepth, "[" + i + "]", path, visits)) {
            return true;
          }
          i++;
        }
      } else if (v instanceof Map<?, ?> map) {
        int i = 0;
        for (Map.Entry<?, ?> e : map.entrySet()) {
          for (Object x : new Object[] {e.getKey(), e.getValue()}) {
            if (nests(x) && deeper(x, level + 1, maxDepth, "[" + i + "]", path, visits)) {
              return true;
            }
          }
          i++;
        }
      }
    }
    path.removeLast();
    return false;
  }

  private static boolean nests(Object x) {
    return x instanceof List<?>
        || x instanceof Map<?, ?>
        || x != null && !(x instanceof UnknownFields) && composite(x);
  }
}
