package dev.bale.quarkus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamWriter;
import io.smallrye.mutiny.Multi;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import media.Image;
import media.Size;
import org.junit.jupiter.api.Test;

/**
 * {@link BaleStreams}: a message stream's records from a {@code Multi} of its bytes, cut anyhow.
 */
class BaleStreamsTest {
  static final List<Image> IMAGES = images(6);

  static List<Image> images(int n) {
    List<Image> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(
          Image.builder()
              .uri("https://media.example.org/" + i + ".jpg")
              .title(i % 2 == 0 ? "ステージ " + i : null)
              .width(64 * i)
              .size(i % 3 == 0 ? Size.SMALL : Size.LARGE)
              .build());
    }
    return out;
  }

  static byte[] stream(List<Image> values) {
    return MessageStreamWriter.encodeAll(Image.COMPACT, Image.FINGERPRINT, values);
  }

  /** {@code bytes} as a {@code Multi} of pieces cut at {@code cuts} (ascending offsets). */
  static Multi<byte[]> pieces(byte[] bytes, int... cuts) {
    List<byte[]> out = new ArrayList<>();
    int from = 0;
    for (int cut : cuts) {
      out.add(Arrays.copyOfRange(bytes, from, cut));
      from = cut;
    }
    out.add(Arrays.copyOfRange(bytes, from, bytes.length));
    return Multi.createFrom().iterable(out);
  }

  static List<Image> read(Multi<byte[]> body) {
    return BaleStreams.records(body, Image.class)
        .collect()
        .asList()
        .await()
        .atMost(Duration.ofSeconds(10));
  }

  @Test
  void everyTwoWayCutReadsTheRecords() {
    byte[] bytes = stream(IMAGES);
    for (int k = 0; k <= bytes.length; k++) {
      assertEquals(IMAGES, read(pieces(bytes, k)), "cut at " + k);
    }
  }

  @Test
  void oneByteAtATimeAndWholeAndAfterASessionStream() throws IOException {
    byte[] bytes = stream(IMAGES);
    int[] everyByte = new int[bytes.length - 1];
    Arrays.setAll(everyByte, i -> i + 1);
    assertEquals(IMAGES, read(pieces(bytes, everyByte)));
    assertEquals(IMAGES, read(pieces(bytes)));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (MessageStreamWriter<Image> w =
        MessageStreamWriter.session(Image.COMPACT, Image.FINGERPRINT, 42, out)) {
      for (Image v : IMAGES) {
        w.write(v);
      }
    }
    byte[] session = out.toByteArray();
    assertEquals(IMAGES, read(pieces(session, 3, session.length / 2)));
  }

  /** A record is emitted when its last byte comes, not when the body ends. */
  @Test
  void aRecordIsEmittedWhenItsBytesHaveCome() {
    byte[] one = stream(IMAGES.subList(0, 1));
    byte[] two = stream(IMAGES.subList(0, 2));
    List<Image> seen = new ArrayList<>();
    AtomicBoolean ended = new AtomicBoolean();
    // The second piece is sent only once the first record has been seen.
    Multi<byte[]> body =
        Multi.createFrom()
            .emitter(
                e -> {
                  e.emit(Arrays.copyOf(one, one.length));
                  assertEquals(IMAGES.subList(0, 1), seen, "the first record before the rest");
                  e.emit(Arrays.copyOfRange(two, one.length, two.length));
                  e.complete();
                });
    AtomicReference<Throwable> failed = new AtomicReference<>();
    BaleStreams.records(body, Image.class)
        .subscribe()
        .with(seen::add, failed::set, () -> ended.set(true));
    if (failed.get() instanceof AssertionError e) {
      throw e;
    }
    assertTrue(ended.get(), "completed, not failed: " + failed.get());
    assertEquals(IMAGES.subList(0, 2), seen);
  }

  @Test
  void theFrameAloneIsNoRecords() {
    assertEquals(List.of(), read(pieces(stream(List.of()), 5)));
  }

  @Test
  void malformedStreamsFailWithTheDecodersCode() {
    byte[] bytes = stream(IMAGES);
    assertCode(ErrorCode.TRUNCATED, Multi.createFrom().empty());
    assertCode(ErrorCode.TRUNCATED, pieces(Arrays.copyOf(bytes, bytes.length - 1), 20));
    byte[] other = bytes.clone();
    other[8] ^= 1; // a byte of the frame's fingerprint
    assertCode(ErrorCode.FINGERPRINT_MISMATCH, pieces(other, 4));
    // Over the limits of one record: each record is bounded, not the stream.
    Limits tight = Limits.builder().maxStreamMessageBytes(16).build();
    BaleException e =
        assertThrows(
            BaleException.class,
            () ->
                BaleStreams.records(pieces(bytes), Image.class, tight)
                    .collect()
                    .asList()
                    .await()
                    .indefinitely());
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code(), e.getMessage());
  }

  static void assertCode(ErrorCode code, Multi<byte[]> body) {
    BaleException e = assertThrows(BaleException.class, () -> read(body));
    assertEquals(code, e.code(), e.getMessage());
  }

  @Test
  void eachSubscriptionReadsWithADecoderOfItsOwn() {
    Multi<Image> records = BaleStreams.records(pieces(stream(IMAGES), 30), Image.class);
    assertEquals(IMAGES, records.collect().asList().await().indefinitely());
    assertEquals(IMAGES, records.collect().asList().await().indefinitely());
  }

  @Test
  void onlyGeneratedMessageClasses() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> BaleStreams.records(Multi.createFrom().empty(), String.class));
    assertTrue(e.getMessage().contains("java.lang.String"), e.getMessage());
  }

  static byte[] joined(Multi<byte[]> pieces) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : pieces.collect().asList().await().atMost(Duration.ofSeconds(10))) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }

  @Test
  void encodeWritesTheStreamInPiecesAndTheFrameAloneForNoValues() {
    Multi<byte[]> pieces = BaleStreams.encode(Multi.createFrom().iterable(IMAGES), Image.class);
    assertEquals(IMAGES.size(), pieces.collect().asList().await().indefinitely().size());
    assertArrayEquals(stream(IMAGES), joined(pieces), "each subscription writes the stream anew");
    byte[] none = joined(BaleStreams.encode(Multi.createFrom().empty(), Image.class));
    assertArrayEquals(stream(List.of()), none);
    assertEquals(14, none.length, "the frame alone");
    // And back: what encode writes, records reads.
    assertEquals(
        IMAGES, read(BaleStreams.encode(Multi.createFrom().iterable(IMAGES), Image.class)));
    assertThrows(
        IllegalArgumentException.class,
        () -> BaleStreams.encode(Multi.createFrom().empty(), String.class));
  }
}
