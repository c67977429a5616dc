package dev.bale.spring;

import dev.bale.runtime.CompactType;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.FlatMessageType;
import dev.bale.runtime.flat.FlatType;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.util.MimeType;

/**
 * The codecs of the Java types Bale's Spring integration carries: generated classes (a public
 * static final {@code COMPACT} of the class's own type, and {@code FLAT}), and {@code List<E>} and
 * {@code Map<String, V>} of them as the root wrapper (FORMAT.md §2.3). One instance per converter
 * or codec, so that the classes it has looked at are held no longer than it is.
 */
final class GeneratedTypes {
  /**
   * A type's codecs: {@code flat} is null where the flat codec cannot carry the type, {@code
   * fingerprint} (its schema's, for message streams) null but for a generated class.
   */
  record Codecs(CompactType<Object> compact, FlatType<Object> flat, Long fingerprint) {}

  /** Types already looked at, with their codecs or none. */
  private final Map<Type, Optional<Codecs>> codecs = new ConcurrentHashMap<>();

  /** Whether {@code mimeType} is the flat codec's (null and wildcards are not). */
  static boolean isFlat(MimeType mimeType) {
    return mimeType != null && BaleMediaTypes.FLAT.equalsTypeAndSubtype(mimeType);
  }

  /** Whether {@code c} can carry a body of {@code mimeType} (a flat body needs the flat codec). */
  static boolean carries(Codecs c, MimeType mimeType) {
    return c != null && (c.flat() != null || !isFlat(mimeType));
  }

  /**
   * The codecs of a value declared as {@code declared} (a class or a parameterized type such as
   * {@code List<Event>}; null or a type variable when unknown) whose class is {@code runtime}.
   */
  Codecs forValue(Type declared, Class<?> runtime) {
    Codecs c =
        declared instanceof Class || declared instanceof ParameterizedType
            ? codecs(declared)
            : null;
    return c != null ? c : codecs(runtime);
  }

  /** The codecs of {@code type}, or null when they do not carry it. */
  Codecs codecs(Type type) {
    if (type == null) {
      return null;
    }
    Optional<Codecs> known = codecs.get(type);
    if (known == null) {
      known = Optional.ofNullable(find(type));
      codecs.putIfAbsent(type, known);
    }
    return known.orElse(null);
  }

  private static Codecs find(Type type) {
    if (type instanceof Class<?> c) {
      return generated(c);
    }
    if (!(type instanceof ParameterizedType p) || !(p.getRawType() instanceof Class<?> raw)) {
      return null;
    }
    Type[] args = p.getActualTypeArguments();
    if (raw == List.class && args.length == 1 && args[0] instanceof Class<?> e) {
      Codecs element = generated(e);
      return element == null
          ? null
          : new Codecs(cast(RootTypes.list(element.compact())), flatList(element), null);
    }
    if (raw == Map.class
        && args.length == 2
        && args[0] == String.class
        && args[1] instanceof Class<?> v) {
      Codecs value = generated(v);
      return value == null
          ? null
          : new Codecs(cast(RootTypes.stringMap(value.compact())), null, null);
    }
    return null;
  }

  /** A flat list root of {@code element}'s type, or null if that is not a message type. */
  private static FlatType<Object> flatList(Codecs element) {
    return element.flat() instanceof FlatMessageType<?>
        ? castFlat(RootTypes.flatList(element.flat()))
        : null;
  }

  /** The codecs a generated class declares ({@code COMPACT}, {@code FLAT}), or null. */
  private static Codecs generated(Class<?> c) {
    CompactType<Object> compact = cast(codecField(c, "COMPACT", CompactType.class));
    if (compact == null) {
      return null;
    }
    return new Codecs(compact, castFlat(codecField(c, "FLAT", FlatType.class)), fingerprint(c));
  }

  /** The public static final {@code long FINGERPRINT} {@code c} declares, or null. */
  private static Long fingerprint(Class<?> c) {
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
