package dev.bale.kafka;

import dev.bale.runtime.CompactType;
import dev.bale.runtime.Limits;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serdes;

/** The {@link Serde} of a generated type for Kafka Streams: {@code BaleSerde.of(Order.COMPACT)}. */
public final class BaleSerde {
  private BaleSerde() {}

  /** The serde of {@code type}, decoding under {@link Limits#DEFAULT}. */
  public static <T> Serde<T> of(CompactType<T> type) {
    return of(type, Limits.DEFAULT);
  }

  /** The serde of {@code type}, decoding under {@code limits}. */
  public static <T> Serde<T> of(CompactType<T> type, Limits limits) {
    return Serdes.serdeFrom(new BaleSerializer<>(type), new BaleDeserializer<>(type, limits));
  }
}
