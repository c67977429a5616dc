package dev.bale.spring.boot;

import dev.bale.runtime.Limits;
import java.util.function.Consumer;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;
import org.springframework.util.unit.DataSize;

/**
 * The {@code bale.spring.limits.*} properties: {@link Limits#DEFAULT} with those the application
 * sets. Sizes take Spring Boot's {@link DataSize} forms ({@code 1MB}, {@code 512KB}, a number of
 * bytes):
 *
 * <pre>
 * bale.spring.limits.max-stream-message-bytes=1MB   # a body's bytes (MVC 400, WebFlux 413 above)
 * bale.spring.limits.depth=32                      # nesting
 * bale.spring.limits.max-string-table-entries=...  # string-table entries of a root
 * bale.spring.limits.max-objects=...               # messages of a root
 * bale.spring.limits.decoded-size-floor=16MB       # the decoded-size budget's floor
 * bale.spring.limits.decoded-size-ratio=...        # estimated decoded bytes per input byte
 * </pre>
 *
 * A value the runtime refuses (not positive, or a size over 2 GiB where an int is kept) stops the
 * application's start with the property's name in the message.
 */
final class LimitsProperties {
  static final String PREFIX = "bale.spring.limits.";

  private LimitsProperties() {}

  /** The limits the properties of {@code environment} set; {@link Limits#DEFAULT} if none. */
  static Limits bind(Environment environment) {
    Binder binder = Binder.get(environment);
    Limits.Builder b = Limits.DEFAULT.toBuilder();
    boolean any = false;
    any |= set(binder, "depth", Integer.class, b::depth);
    any |=
        set(
            binder,
            "max-stream-message-bytes",
            DataSize.class,
            d -> b.maxStreamMessageBytes(ints(d)));
    any |= set(binder, "max-string-table-entries", Integer.class, b::maxStringTableEntries);
    any |= set(binder, "max-objects", Integer.class, b::maxObjects);
    any |= set(binder, "decoded-size-floor", DataSize.class, d -> b.decodedSizeFloor(d.toBytes()));
    any |= set(binder, "decoded-size-ratio", Integer.class, b::decodedSizeRatio);
    return any ? b.build() : Limits.DEFAULT;
  }

  /** Gives {@code to} the property's value if it is set; whether it was. */
  private static <T> boolean set(Binder binder, String name, Class<T> type, Consumer<T> to) {
    T value = binder.bind(PREFIX + name, type).orElse(null);
    if (value == null) {
      return false;
    }
    try {
      to.accept(value);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(PREFIX + name + "=" + value + ": " + e.getMessage(), e);
    }
    return true;
  }

  private static int ints(DataSize size) {
    long bytes = size.toBytes();
    if (bytes > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("over the most an int holds, " + Integer.MAX_VALUE);
    }
    return (int) bytes;
  }
}
