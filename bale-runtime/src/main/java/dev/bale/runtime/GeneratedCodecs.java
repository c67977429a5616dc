package dev.bale.runtime;

import dev.bale.runtime.flat.FlatMessageType;
import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatSink;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The codecs of a Java type found by reflection, for code that is handed a type at run time (a web
 * framework's message converter, a message queue's serializer) rather than naming {@code
 * Event.COMPACT} in source.
 *
 * <p>The types are generated classes (recognised by a public static final {@code COMPACT} of the
 * class's own type, {@code CompactType<Event>} in {@code Event}; {@code FLAT} likewise for the flat
 * codec; {@code FINGERPRINT}, the schema's fingerprint for frames and streams) and, as roots that
 * are not messages (FORMAT.md §2.3, {@link RootTypes}), {@code List<E>} and {@code Map<String, V>}
 * of generated classes. A class whose {@code COMPACT} is of another type is not taken for a
 * generated one.
 *
 * <pre>{@code
 * GeneratedCodecs c = GeneratedCodecs.of(method.getGenericReturnType()); // List<Event>
 * if (c != null) {
 *   byte[] bytes = Compact.encode(c.compact(), value);
 * }
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class GeneratedCodecs {
  private final CompactType<Object> compact;
  private final FlatType<Object> flat;
  private final Long fingerprint;

  private GeneratedCodecs(CompactType<Object> compact, FlatType<Object> flat, Long fingerprint) {
    this.compact = compact;
    this.flat = flat;
    this.fingerprint = fingerprint;
  }

  /** The compact codec of the type. */
  public CompactType<Object> compact() {
    return compact;
  }

  /**
   * The flat codec of the type, or null where the flat codec cannot carry it (a map root, a list of
   * a type that is not a message, a class generated without one).
   */
  public FlatType<Object> flat() {
    return flat;
  }

  /** The schema fingerprint a generated class declares; empty for lists and maps. */
  public OptionalLong fingerprint() {
    return fingerprint == null ? OptionalLong.empty() : OptionalLong.of(fingerprint);
  }

  /**
   * The codecs of {@code type}: a generated class, or {@code List<E>} or {@code Map<String, V>} of
   * generated classes (a parameterized type, as reflection or a framework gives it); null for any
   * other type. Each call looks the type up again by reflection: cache the result by type.
   */
  public static GeneratedCodecs of(Type type) {
    if (type instanceof Class<?> c) {
      return generated(c);
    }
    if (!(type instanceof ParameterizedType p) || !(p.getRawType() instanceof Class<?> raw)) {
      return null;
    }
    Type[] args = p.getActualTypeArguments();
    if (raw == List.class && args.length == 1 && args[0] instanceof Class<?> e) {
      return listRoot(generated(e));
    }
    if (raw == Map.class
        && args.length == 2
        && args[0] == String.class
        && args[1] instanceof Class<?> v) {
      return mapRoot(generated(v));
    }
    return null;
  }

  /**
   * Whether a value declared as {@code declared} whose class is {@code runtime} is a {@code List}
   * or a {@code Map} known only by its class ({@code declared} is null, a type variable or a class,
   * so it has no type arguments) that could make a root in the compact codec, or with {@code flat}
   * in the flat codec (a {@code List} only: a map root has no flat form): a body a client passes by
   * its class, whose root only its elements can tell ({@link Cache#forInstance}). An integration
   * may claim such a body for an explicit Bale media type and find its codecs when it has the
   * value; {@link #whyNone} then says why a value has none.
   */
  public static boolean isUntypedCollection(Type declared, Class<?> runtime, boolean flat) {
    return !(declared instanceof ParameterizedType)
        && runtime != null
        && (List.class.isAssignableFrom(runtime) || (!flat && Map.class.isAssignableFrom(runtime)));
  }

  /**
   * For an error message about {@code value}, for which {@link Cache#forInstance} found no codecs:
   * the rule a {@code List} or {@code Map} missed, in parentheses after a space; empty for any
   * other value.
   */
  public static String whyNone(Object value) {
    return value instanceof List || value instanceof Map
        ? " (a List, or a Map with String keys, whose elements are not all of one generated type)"
        : "";
  }

  /** The list root of {@code element}'s type, or null for null. */
  private static GeneratedCodecs listRoot(GeneratedCodecs element) {
    return element == null
        ? null
        : new GeneratedCodecs(cast(RootTypes.list(element.compact)), flatList(element), null);
  }

  /** The {@code map<string, V>} root of {@code value}'s type, or null for null. */
  private static GeneratedCodecs mapRoot(GeneratedCodecs value) {
    return value == null
        ? null
        : new GeneratedCodecs(cast(RootTypes.stringMap(value.compact)), null, null);
  }

  /**
   * {@link GeneratedCodecs#of} looked up once per type: the cache a framework integration keeps
   * (one per converter, provider or handler, so that the classes it has looked at are held no
   * longer than it is). Thread-safe.
   */
  public static final class Cache {
    /** Types already looked at, with their codecs or none. */
    private final Map<Type, Optional<GeneratedCodecs>> known = new ConcurrentHashMap<>();

    /** An empty cache. */
    public Cache() {}

    /**
     * {@link GeneratedCodecs#of}{@code (type)}, from the cache after the first call; null for null.
     */
    public GeneratedCodecs of(Type type) {
      if (type == null) {
        return null;
      }
      Optional<GeneratedCodecs> c = known.get(type);
      if (c == null) {
        // Not computeIfAbsent: the reflection runs outside the map's locks.
        c = Optional.ofNullable(GeneratedCodecs.of(type));
        known.putIfAbsent(type, c);
      }
      return c.orElse(null);
    }

    /**
     * The codecs of a value declared as {@code declared} (a class or a parameterized type such as
     * {@code List<Event>}; null or a type variable when unknown) whose class is {@code runtime}:
     * the declared type's, else the runtime class's.
     */
    public GeneratedCodecs forValue(Type declared, Class<?> runtime) {
      GeneratedCodecs c =
          declared instanceof Class || declared instanceof ParameterizedType ? of(declared) : null;
      return c != null ? c : of(runtime);
    }

    /**
     * The codecs to write {@code value} with, declared as {@code declared} (null, a type variable
     * or a raw class when unknown): {@link #forValue}{@code (declared, value.getClass())}, else,
     * for a {@code List}, or a {@code Map} whose keys are all strings, the list or map root its
     * elements make — for clients that pass a body's class rather than its declared type
     * (Micronaut's HTTP client, Spring's {@code RestTemplate}, a JAX-RS {@code Entity} without
     * {@code GenericEntity}): when every element (map value) is non-null and of one generated type
     * (a generated class, or the generated union its cases implement), that type's root, the bytes
     * {@code List<Event>} or {@code Map<String, Event>} would have. An empty {@code List} or {@code
     * Map} gets an empty root's codecs, for writing only (an empty root's bytes do not depend on
     * its element type; reading with them fails on the first element). Null when none applies
     * (elements of two types, a null element, a non-string key).
     */
    public GeneratedCodecs forInstance(Type declared, Object value) {
      GeneratedCodecs c = forValue(declared, value.getClass());
      if (c != null) {
        return c;
      }
      if (value instanceof List<?> list) {
        if (list.isEmpty()) {
          return emptyList;
        }
        Class<?> e = commonType(list);
        return e == null ? null : cached(lists, e, GeneratedCodecs::listRoot);
      }
      if (value instanceof Map<?, ?> map) {
        if (map.isEmpty()) {
          return emptyMap;
        }
        for (Object k : map.keySet()) {
          if (!(k instanceof String)) {
            return null;
          }
        }
        Class<?> v = commonType(map.values());
        return v == null ? null : cached(maps, v, GeneratedCodecs::mapRoot);
      }
      return null;
    }

    /**
     * The codecs of the one generated type of {@code values}' elements (a generated class, or the
     * generated union its cases implement): for a collection known only by its class whose elements
     * must say what they are, such as a {@code List} body written as a message stream. Null when
     * they do not say (no element, a null element, an element of no generated type, elements of
     * two).
     */
    public GeneratedCodecs forElements(java.util.Collection<?> values) {
      Class<?> type = values.isEmpty() ? null : commonType(values);
      return type == null ? null : of(type);
    }

    /** An empty list root's codecs, for {@link #forInstance}. */
    private final GeneratedCodecs emptyList = emptyRoot(true);

    /** An empty map root's codecs, for {@link #forInstance}. */
    private final GeneratedCodecs emptyMap = emptyRoot(false);

    /** List roots by element type, for {@link #forInstance}. */
    private final Map<Class<?>, GeneratedCodecs> lists = new ConcurrentHashMap<>();

    /** Map roots by value type, for {@link #forInstance}. */
    private final Map<Class<?>, GeneratedCodecs> maps = new ConcurrentHashMap<>();

    private GeneratedCodecs cached(
        Map<Class<?>, GeneratedCodecs> roots,
        Class<?> type,
        java.util.function.UnaryOperator<GeneratedCodecs> root) {
      GeneratedCodecs c = roots.get(type);
      if (c == null) {
        c = root.apply(of(type));
        roots.putIfAbsent(type, c);
      }
      return c;
    }

    /**
     * The generated type every element of {@code values} is an instance of, or null (a null
     * element, an element of no generated type, elements of two).
     */
    private Class<?> commonType(java.util.Collection<?> values) {
      Class<?> type = null;
      for (Object e : values) {
        if (e == null) {
          return null;
        }
        if (type == null) {
          type = generatedTypeOf(e.getClass());
          if (type == null) {
            return null;
          }
        } else if (!type.isInstance(e)) {
          return null;
        }
      }
      return type;
    }

    /**
     * The generated type of {@code c}'s instances: {@code c}, or the generated interface it
     * implements (a union case's record implements its union's sealed interface); null if none.
     */
    private Class<?> generatedTypeOf(Class<?> c) {
      if (of(c) != null) {
        return c;
      }
      for (Class<?> i : c.getInterfaces()) {
        if (of(i) != null) {
          return i;
        }
      }
      return null;
    }
  }

  /**
   * The codecs of an empty list root ({@code list}) or map root, for writing: their element codec
   * is never called, since an empty root writes no element (and reading with them fails at the
   * first element). Made per {@link Cache}: this class keeps no static state (no static initializer
   * to run deep in a stack, docs/safety.md).
   */
  private static GeneratedCodecs emptyRoot(boolean list) {
    CompactType<Object> none =
        new CompactType<>() {
          @Override
          public String schemaName() {
            return "none";
          }

          @Override
          public String fieldName(int id) {
            return null;
          }

          @Override
          public void write(CompactSink w, Object value) {
            throw new IllegalStateException("an empty root has no element to write");
          }

          @Override
          public Object read(CompactSource r) {
            throw new IllegalArgumentException(
                "these are the codecs of an empty root, for writing only: they read no element");
          }
        };
    if (!list) {
      return new GeneratedCodecs(cast(RootTypes.stringMap(none)), null, null);
    }
    FlatType<Object> noneFlat =
        new FlatType<>() {
          @Override
          public String schemaName() {
            return "none";
          }

          @Override
          public int write(FlatSink b, Object value) {
            throw new IllegalStateException("an empty root has no element to write");
          }

          @Override
          public Object read(FlatData data, int position) {
            throw new IllegalArgumentException(
                "these are the codecs of an empty root, for writing only: they read no element");
          }
        };
    return new GeneratedCodecs(
        cast(RootTypes.list(none)), castFlat(RootTypes.flatList(noneFlat)), null);
  }

  /** A flat list root of {@code element}'s type, or null if that is not a message type. */
  private static FlatType<Object> flatList(GeneratedCodecs element) {
    return element.flat instanceof FlatMessageType<?>
        ? castFlat(RootTypes.flatList(element.flat))
        : null;
  }

  /** The codecs a generated class declares ({@code COMPACT}, {@code FLAT}), or null. */
  private static GeneratedCodecs generated(Class<?> c) {
    CompactType<Object> compact = cast(codecField(c, "COMPACT", CompactType.class));
    if (compact == null) {
      return null;
    }
    return new GeneratedCodecs(
        compact, castFlat(codecField(c, "FLAT", FlatType.class)), fingerprintOf(c));
  }

  /** The public static final {@code long FINGERPRINT} {@code c} declares, or null. */
  private static Long fingerprintOf(Class<?> c) {
    try {
      Field f = c.getField("FINGERPRINT");
      int m = f.getModifiers();
      return f.getDeclaringClass() == c
              && Modifier.isStatic(m)
              && Modifier.isFinal(m)
              && f.getType() == long.class
          ? f.getLong(null)
          : null;
    } catch (NoSuchFieldException | IllegalAccessException | SecurityException e) {
      return null;
    }
  }

  /**
   * The value of {@code c}'s public static final field {@code name}, if {@code c} declares it with
   * type {@code kind<c>}, as generated code does; null otherwise.
   */
  private static Object codecField(Class<?> c, String name, Class<?> kind) {
    try {
      Field f = c.getField(name);
      int m = f.getModifiers();
      if (f.getDeclaringClass() != c
          || !Modifier.isStatic(m)
          || !Modifier.isFinal(m)
          || f.getType() != kind
          || !(f.getGenericType() instanceof ParameterizedType t)
          || t.getActualTypeArguments()[0] != c) {
        return null;
      }
      return f.get(null);
    } catch (NoSuchFieldException | IllegalAccessException | SecurityException e) {
      return null;
    }
  }

  @SuppressWarnings("unchecked")
  private static CompactType<Object> cast(Object type) {
    return (CompactType<Object>) type;
  }

  @SuppressWarnings("unchecked")
  private static FlatType<Object> castFlat(Object type) {
    return (FlatType<Object>) type;
  }
}
