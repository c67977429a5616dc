package dev.bale.spring;

import dev.bale.runtime.GeneratedCodecs;
import dev.bale.runtime.MessageStreamWriter;
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

  /** Whether {@code mimeType} is the message stream's (null and wildcards are not). */
  static boolean isStream(MimeType mimeType) {
    return mimeType != null && BaleMediaTypes.STREAM.equalsTypeAndSubtype(mimeType);
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
   * Whether a value declared as {@code declared} of class {@code runtime} may be written as a
   * stream: the declared type's records' type is known, or the class's (a route declared {@code
   * Object} that returns a generated value), or it is a {@code List} known only by its class
   * ({@code RestTemplate}, {@code RestClient.body(list)}, {@code WebClient.bodyValue(list)}), whose
   * elements say it when it is written ({@link #stream}).
   */
  boolean streams(Type declared, Class<?> runtime) {
    return records(declared) != null
        || records(runtime) != null
        || GeneratedCodecs.isUntypedCollection(declared, runtime, true);
  }

  /**
   * The bytes of {@code value}, declared as {@code declared}, as a message stream: a record per
   * element of a {@code List<E>} (its element type declared, else its elements' one generated
   * message type), or one record; null when neither says the records' type ({@link #whyNoStream}).
   * The codec's own refusals (a required field left null) are thrown.
   */
  byte[] stream(Type declared, Object value) {
    GeneratedCodecs c = records(declared);
    boolean list = c != null && isList(declared);
    if (c == null && value instanceof List<?> l) {
      // A List known only by its class: its elements say the records' type.
      c = codecs.forElements(l);
      c = c != null && c.fingerprint().isPresent() ? c : null;
      list = true;
    } else if (c == null) {
      c = records(value.getClass()); // declared Object, say: the value's own class
    }
    return c == null
        ? null
        : MessageStreamWriter.encodeAll(
            c.compact(), c.fingerprint().getAsLong(), list ? (List<?>) value : List.of(value));
  }

  /** Why {@link #stream} had no records' type for {@code value}, for an error message. */
  static String whyNoStream(Object value) {
    if (value instanceof List<?> l) {
      return "a List known only by its class is a stream of its elements' one generated message"
          + " type, and "
          + (l.isEmpty()
              ? "it has none (declare the List's element type)"
              : "they are not all of one");
    }
    return "a stream needs a List of a generated message type, or one such value, not "
        + value.getClass().getName();
  }

  /** The codecs of {@code type}, or null when they do not carry it. */
  GeneratedCodecs codecs(Type type) {
    return codecs.of(type);
  }
}
