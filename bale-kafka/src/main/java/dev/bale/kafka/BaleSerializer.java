package dev.bale.kafka;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactType;
import java.util.Map;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.Serializer;

/**
 * Writes Kafka record keys or values of a generated type as compact roots (FORMAT.md Part I), with
 * no frame: a consumer with an older or newer version of the schema reads them under the compact
 * codec's evolution rules (docs/spec/FORMAT.md §3.4). A null value is written as Kafka's null (a
 * tombstone).
 *
 * <pre>{@code
 * Producer<String, Order> p =
 *     new KafkaProducer<>(props, new StringSerializer(), new BaleSerializer<>(Order.COMPACT));
 * }</pre>
 *
 * <p>Made by Kafka from its class name, it reads the type from {@link BaleKafka#VALUE_TYPE} or
 * {@link BaleKafka#KEY_TYPE}. A value the codec refuses (a string that is not Unicode text) raises
 * Kafka's {@link SerializationException} with the codec's message. Thread-safe.
 */
public final class BaleSerializer<T> implements Serializer<T> {
  private volatile CompactType<T> type;

  /** A serializer whose type comes from {@link #configure}. */
  public BaleSerializer() {}

  /** A serializer of {@code type} (a generated class's {@code COMPACT}). */
  public BaleSerializer(CompactType<T> type) {
    this.type = java.util.Objects.requireNonNull(type, "type");
  }

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    if (type == null) {
      type = BaleKafka.configuredType(configs, isKey);
    }
  }

  @Override
  public byte[] serialize(String topic, T data) {
    if (data == null) {
      return null;
    }
    CompactType<T> t = type;
    if (t == null) {
      throw new IllegalStateException(
          "BaleSerializer has no type: construct it with one or set "
              + BaleKafka.VALUE_TYPE
              + " / "
              + BaleKafka.KEY_TYPE);
    }
    try {
      return Compact.encode(t, data);
    } catch (BaleException | IllegalArgumentException e) {
      throw new SerializationException(
          "Bale could not encode a "
              + t.schemaName()
              + " for topic "
              + topic
              + ": "
              + e.getMessage(),
          e);
    }
  }
}
