package dev.bale.spring;

import dev.bale.runtime.GeneratedCodecs;
import java.lang.reflect.Type;
import org.springframework.util.MimeType;

/**
 * The codecs ({@link GeneratedCodecs}) of the Java types Bale's Spring integration carries, cached
 * by type. One instance per converter or codec, so that the classes it has looked at are held no
 * longer than it is.
 */
final class GeneratedTypes {
  private final GeneratedCodecs.Cache codecs = new GeneratedCodecs.Cache();

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
    return codecs.forValue(declared, runtime);
  }

  /** The codecs of {@code type}, or null when they do not carry it. */
  GeneratedCodecs codecs(Type type) {
    return codecs.of(type);
  }
}
