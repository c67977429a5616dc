package dev.bale.spring;

import dev.bale.runtime.GeneratedCodecs;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.util.MimeType;

/**
 * The codecs ({@link GeneratedCodecs}) of the Java types Bale's Spring integration carries, cached
 * by type. One instance per converter or codec, so that the classes it has looked at are held no
 * longer than it is.
 */
final class GeneratedTypes {
  /** Types already looked at, with their codecs or none. */
  private final Map<Type, Optional<GeneratedCodecs>> codecs = new ConcurrentHashMap<>();

  /** Whether {@code mimeType} is the flat codec's (null and wildcards are not). */
  static boolean isFlat(MimeType mimeType) {
    return mimeType != null && BaleMediaTypes.FLAT.equalsTypeAndSubtype(mimeType);
  }

  /** Whether {@code c} can carry a body of {@code mimeType} (a flat body needs the flat codec). */
  static boolean carries(GeneratedCodecs c, MimeType mimeType) {
    return c != null && (c.flat() != null || !isFlat(mimeType));
  }

  /**
   * The codecs of a value declared as {@code declared} (a class or a parameterized type such as
   * {@code List<Event>}; null or a type variable when unknown) whose class is {@code runtime}.
   */
  GeneratedCodecs forValue(Type declared, Class<?> runtime) {
    GeneratedCodecs c =
        declared instanceof Class || declared instanceof ParameterizedType
            ? codecs(declared)
            : null;
    return c != null ? c : codecs(runtime);
  }

  /** The codecs of {@code type}, or null when they do not carry it. */
  GeneratedCodecs codecs(Type type) {
    if (type == null) {
      return null;
    }
    Optional<GeneratedCodecs> known = codecs.get(type);
    if (known == null) {
      known = Optional.ofNullable(GeneratedCodecs.of(type));
      codecs.putIfAbsent(type, known);
    }
    return known.orElse(null);
  }
}
