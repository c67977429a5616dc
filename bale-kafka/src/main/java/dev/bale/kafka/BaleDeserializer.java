package dev.bale.kafka;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.Limits;
import java.util.Map;
import java.util.Objects;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * Reads Kafka record keys or values written by {@link BaleSerializer} (compact roots of a generated
 * type). Record bytes are untrusted input: they are decoded under {@link Limits} (the defaults, or
 * those given), and bytes that do not decode raise Kafka's {@link SerializationException} whose
 * message holds the decoder's code, offset and field path, with the {@link BaleException} as its
 * cause (a consumer then stops at that record, or skips it through an error-handling deserializer
 * such as Spring Kafka's). A null value (a tombstone) reads as null.
 *
 * <p>Made by Kafka from its class name, it reads the type from {@link BaleKafka#VALUE_TYPE} or
 * {@link BaleKafka#KEY_TYPE}. Thread-safe.
 */
public final class BaleDeserializer<T> implements Deserializer<T> {
  private volatile CompactType<T> type;
  private final Limits limits;

  /** A deserializer whose type comes from {@link #configure}, under {@link Limits#DEFAULT}. */
  public BaleDeserializer() {
    this.limits = Limits.DEFAULT;
  }

  /** A deserializer of {@code type} under {@link Limits#DEFAULT}. */
  public BaleDeserializer(CompactType<T> type) {
    this(type, Limits.DEFAULT);
  }

  /** A deserializer of {@code type} under {@code limits}. */
  public BaleDeserializer(CompactType<T> type, Limits limits) {
    this.type = Objects.requireNonNull(type, "type");
    this.limits = Objects.requireNonNull(limits, "limits");
  }

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    if (type == null) {
      type = BaleKafka.configuredType(configs, isKey);
    }
  }

  @Override
  public T deserialize(String topic, byte[] data) {
    if (data == null) {
      return null;
    }
    CompactType<T> t = type;
    if (t == null) {
      throw new IllegalStateException(
          "BaleDeserializer has no type: construct it with one or set "
              + BaleKafka.VALUE_TYPE
              + " / "
              + BaleKafka.KEY_TYPE);
    }
    try {
      return Compact.decode(t, data, limits);
    } catch (BaleException e) {
      throw new SerializationException(
          "Bale record of " + t.schemaName() + " on topic " + topic + ": " + e.getMessage(), e);
    }
  }
}
