package dev.bale.spring;

import dev.bale.runtime.GeneratedCodecs;
import java.lang.reflect.Type;
import java.util.List;
import org.springframework.core.ResolvableType;
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

  /**
   * The codecs to write {@code value}, declared as {@code declared}, with: {@link
   * GeneratedCodecs.Cache#forInstance} (a {@code List} or {@code Map} known only by its class is
   * the root its elements make).
   */
  GeneratedCodecs forInstance(Type declared, Object value) {
    return codecs.forInstance(declared, value);
  }

  /**
   * Whether a value declared as {@code declared} of class {@code runtime}, which has no codecs of
   * its own, is claimed for {@code mimeType}: a {@code List} or {@code Map} known only by its class
   * (a client's body: {@code RestTemplate}, {@code RestClient.body(list)}, {@code
   * WebClient.bodyValue(list)} pass its class) named for an explicit Bale media type; its elements
   * then tell its root when it is written. A map has no flat form.
   */
  static boolean byElements(Type declared, Class<?> runtime, MimeType mimeType) {
    return mimeType != null
        && (BaleMediaTypes.COMPACT.equalsTypeAndSubtype(mimeType) || isFlat(mimeType))
        && GeneratedCodecs.isUntypedCollection(declared, runtime, isFlat(mimeType));
  }

  /** Whether {@code type} is a {@code List}. */
  static boolean isList(Type type) {
    Class<?> raw = ResolvableType.forType(type).resolve();
    return raw != null && List.class.isAssignableFrom(raw);
  }

  /**
   * The codecs of the records of a message stream ({@value BaleMediaTypes#STREAM_VALUE}) that
   * carries a value of {@code type}: a {@code List<E>}'s {@code E}, or {@code type} itself, when
   * that is a generated message type (it has a schema fingerprint, which the stream's frame
   * carries); else null (a {@code List} without its element type included).
   */
  GeneratedCodecs records(Type type) {
    if (type == null) {
      return null;
    }
    Type element = isList(type) ? ResolvableType.forType(type).getGeneric(0).getType() : type;
    GeneratedCodecs c = codecs.of(element);
    return c != null && c.fingerprint().isPresent() ? c : null;
  }

  /**
   * {@link #records(Type)} for a value declared as {@code declared} whose class is {@code runtime}
   * (a route declared {@code Object} that returns a generated value); a {@code List}'s class alone
   * does not tell its element type.
   */
  GeneratedCodecs records(Type declared, Class<?> runtime) {
    GeneratedCodecs c = records(declared);
    return c != null ? c : records(runtime);
  }

  /** The codecs of {@code type}, or null when they do not carry it. */
  GeneratedCodecs codecs(Type type) {
    return codecs.of(type);
  }
}
