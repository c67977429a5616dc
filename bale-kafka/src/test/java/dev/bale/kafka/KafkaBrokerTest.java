package dev.bale.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import media.MediaContent;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;

/**
 * The serializer and deserializer against a real Kafka broker (Kafka's own server in KRaft mode,
 * one node, started as a child JVM from the test's class path): values written by a producer with
 * {@link BaleSerializer} come back equal through a consumer configured by properties alone ({@code
 * value.deserializer} and {@link BaleKafka#VALUE_TYPE}), in order; a record of other bytes stops
 * the consumer with Kafka's {@code RecordDeserializationException} at its offset, whose cause
 * carries the decoder's error; the consumer then seeks past it and reads on. Runs where the broker
 * is on the class path: {@code make test-kafka-broker} (profile {@code kafka-broker}).
 */
@EnabledIf("brokerOnClassPath")
class KafkaBrokerTest {
  static boolean brokerOnClassPath() {
    try {
      Class.forName("kafka.Kafka");
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  @Test
  void valuesCrossARealBroker(@TempDir Path dir) throws Exception {
    int port = freePort();
    int controller = freePort();
    Path props = dir.resolve("server.properties");
    Files.writeString(
        props,
        String.join(
            "\n",
            "process.roles=broker,controller",
            "node.id=1",
            "controller.quorum.voters=1@127.0.0.1:" + controller,
            "listeners=PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + controller,
            "advertised.listeners=PLAINTEXT://127.0.0.1:" + port,
            "controller.listener.names=CONTROLLER",
            "listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT",
            "inter.broker.listener.name=PLAINTEXT",
            "log.dirs=" + dir.resolve("data"),
            "num.partitions=1",
            "offsets.topic.replication.factor=1",
            "transaction.state.log.replication.factor=1",
            "transaction.state.log.min.isr=1",
            "group.initial.rebalance.delay.ms=0",
            ""));
    Process format =
        java(
            dir,
            "format",
            "kafka.tools.StorageTool",
            "format",
            "-t",
            Uuid.randomUuid().toString(),
            "-c",
            props.toString());
    assertTrue(format.waitFor(120, TimeUnit.SECONDS), "the storage format did not end");
    assertEquals(0, format.exitValue(), Files.readString(dir.resolve("format.log")));
    Process broker = java(dir, "broker", "kafka.Kafka", props.toString());
    try {
      awaitPort(port, broker, dir.resolve("broker.log"));
      roundTrip("127.0.0.1:" + port);
    } finally {
      broker.destroy();
      if (!broker.waitFor(30, TimeUnit.SECONDS)) {
        broker.destroyForcibly();
      }
    }
  }

  private static void roundTrip(String bootstrap) {
    String topic = "media";
    List<MediaContent> sent = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      sent.add(
          BaleKafkaTest.VALUE.toBuilder()
              .media(BaleKafkaTest.VALUE.media().toBuilder().uri("kafka://orders/" + i).build())
              .build());
    }
    Map<String, Object> common = Map.of("bootstrap.servers", bootstrap);
    try (KafkaProducer<String, MediaContent> producer =
        new KafkaProducer<>(
            with(common, "acks", "all"),
            new StringSerializer(),
            new BaleSerializer<>(MediaContent.COMPACT))) {
      for (int i = 0; i < 10; i++) {
        producer.send(new ProducerRecord<>(topic, "k" + i, sent.get(i)));
      }
      producer.flush();
    }
    // A record that is not a MediaContent: cut short.
    byte[] cut = Arrays.copyOf(sent.get(0).toCompactBytes(), 5);
    try (KafkaProducer<String, byte[]> raw =
        new KafkaProducer<>(common, new StringSerializer(), new ByteArraySerializer())) {
      raw.send(new ProducerRecord<>(topic, "bad", cut));
      raw.flush();
    }
    try (KafkaProducer<String, MediaContent> producer =
        new KafkaProducer<>(
            common, new StringSerializer(), new BaleSerializer<>(MediaContent.COMPACT))) {
      for (int i = 10; i < 20; i++) {
        producer.send(new ProducerRecord<>(topic, "k" + i, sent.get(i)));
      }
      producer.flush();
    }

    // The consumer as an application configures it: classes and the generated type by name.
    Map<String, Object> config = new HashMap<>(common);
    config.put("group.id", "bale-test");
    config.put("auto.offset.reset", "earliest");
    config.put("key.deserializer", StringDeserializer.class.getName());
    config.put("value.deserializer", BaleDeserializer.class.getName());
    config.put(BaleKafka.VALUE_TYPE, MediaContent.class.getName());
    List<MediaContent> got = new ArrayList<>();
    RecordDeserializationException refused = null;
    try (KafkaConsumer<String, MediaContent> consumer = new KafkaConsumer<>(config)) {
      consumer.subscribe(List.of(topic));
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (got.size() < 20 && System.nanoTime() < deadline) {
        try {
          for (ConsumerRecord<String, MediaContent> r : consumer.poll(Duration.ofMillis(500))) {
            got.add(r.value());
          }
        } catch (RecordDeserializationException e) {
          refused = e;
          consumer.seek(e.topicPartition(), e.offset() + 1); // skip it, as an application may
        }
      }
    }
    assertEquals(sent, got);
    assertTrue(refused != null, "the cut record was not refused");
    assertEquals(10, refused.offset());
    // The decoder's own error for those bytes, as decoding them here gives it.
    BaleException cause = baleCause(refused);
    BaleException local =
        baleCause(assertThrows(BaleException.class, () -> MediaContent.fromCompactBytes(cut)));
    assertEquals(local.code(), cause.code(), cause.getMessage());
    assertEquals(local.offset(), cause.offset(), cause.getMessage());
  }

  private static BaleException baleCause(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof BaleException b) {
        return b;
      }
    }
    throw new AssertionError("no BaleException in the cause chain", t);
  }

  private static Map<String, Object> with(Map<String, Object> base, String key, Object value) {
    Map<String, Object> out = new HashMap<>(base);
    out.put(key, value);
    return out;
  }

  /** A JVM running {@code main} on this test's class path, its output in {@code dir/name.log}. */
  private static Process java(Path dir, String name, String main, String... args)
      throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx512m");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(main);
    command.addAll(List.of(args));
    return new ProcessBuilder(command)
        .redirectErrorStream(true)
        .redirectOutput(dir.resolve(name + ".log").toFile())
        .start();
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  private static void awaitPort(int port, Process broker, Path log) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (System.nanoTime() < deadline) {
      if (!broker.isAlive()) {
        throw new AssertionError("the broker exited: " + Files.readString(log));
      }
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress("127.0.0.1", port), 500);
        return;
      } catch (IOException e) {
        Thread.sleep(200);
      }
    }
    throw new AssertionError("the broker did not listen in 120 s: " + Files.readString(log));
  }
}
