package dev.bale.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import io.micronaut.context.ApplicationContext;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.runtime.server.EmbeddedServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import media.Image;
import media.MediaContent;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * {@link BaleStreams}: a declarative client's {@code Publisher<byte[]>} of a message stream made
 * records, over HTTP, as they arrive.
 */
class BaleStreamsTest {
  static final List<Image> IMAGES = BaleBodyHandlerTest.VALUE.images();

  /** Each image the client has been given by {@link BaleStreams}, as it is given. */
  static final BlockingQueue<Image> CLIENT_SEEN = new LinkedBlockingQueue<>();

  @Controller("/streams")
  public static class PacedController {
    /**
     * The first image, then the second only once the client has read the first (an error if it has
     * not within 20 s): a client that waited for the whole body would never get it.
     */
    @Get(uri = "paced", produces = BaleBodyHandler.STREAM)
    public Publisher<Image> paced() {
      Mono<Image> second =
          Mono.fromCallable(
                  () -> {
                    if (CLIENT_SEEN.poll(20, TimeUnit.SECONDS) == null) {
                      throw new IllegalStateException("the client has not read the first image");
                    }
                    return IMAGES.get(1);
                  })
              .subscribeOn(Schedulers.boundedElastic());
      return Flux.concat(Mono.just(IMAGES.get(0)), second);
    }
  }

  @Client("${test.media-url}")
  public interface StreamClient {
    @Get("/images-publisher")
    @Consumes(BaleBodyHandler.STREAM)
    Publisher<byte[]> images();

    @Get("/no-images")
    @Consumes(BaleBodyHandler.STREAM)
    Publisher<byte[]> none();

    @Get("/streams/paced")
    @Consumes(BaleBodyHandler.STREAM)
    Publisher<byte[]> paced();

    @Get("/chunked/cut-stream")
    @Consumes(BaleBodyHandler.STREAM)
    Publisher<byte[]> cut();
  }

  static EmbeddedServer server;
  static ApplicationContext client;

  @BeforeAll
  static void start() {
    server = BaleBodyHandlerTest.startServer(false);
    client = ApplicationContext.run(Map.of("test.media-url", server.getURL().toString()));
  }

  @AfterAll
  static void stop() {
    if (client != null) {
      client.close();
    }
    BaleBodyHandlerTest.stopServers(server);
  }

  static <E> List<E> all(Publisher<E> records) {
    return Flux.from(records).collectList().block(Duration.ofSeconds(60));
  }

  @Test
  void aDeclarativeClientReadsTheStreamsRecords() {
    StreamClient c = client.getBean(StreamClient.class);
    assertEquals(IMAGES, all(BaleStreams.records(c.images(), Image.class)));
    assertEquals(List.of(), all(BaleStreams.records(c.none(), Image.class)));
  }

  @Test
  void eachRecordComesBeforeTheRestOfTheBodyIsSent() {
    CLIENT_SEEN.clear();
    StreamClient c = client.getBean(StreamClient.class);
    List<Image> got =
        Flux.from(BaleStreams.records(c.paced(), Image.class))
            .doOnNext(CLIENT_SEEN::add)
            .collectList()
            .block(Duration.ofSeconds(60));
    assertEquals(IMAGES, got);
  }

  @Test
  void malformedStreamsEndWithTheDecodersError() {
    StreamClient c = client.getBean(StreamClient.class);
    // Cut inside its second record: the first image, then TRUNCATED.
    List<Image> before = new ArrayList<>();
    BaleException e =
        assertThrows(
            BaleException.class,
            () ->
                Flux.from(BaleStreams.records(c.cut(), Image.class))
                    .doOnNext(before::add)
                    .blockLast(Duration.ofSeconds(60)));
    assertEquals(ErrorCode.TRUNCATED, e.code(), e.getMessage());
    assertEquals(IMAGES.subList(0, 1), before);
    // Images read as another schema's records.
    e =
        assertThrows(
            BaleException.class, () -> all(BaleStreams.records(c.images(), MediaContent.class)));
    assertEquals(ErrorCode.FINGERPRINT_MISMATCH, e.code(), e.getMessage());
    // Each record under the limit.
    Limits tight = Limits.builder().maxStreamMessageBytes(8).build();
    e =
        assertThrows(
            BaleException.class, () -> all(BaleStreams.records(c.images(), Image.class, tight)));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code(), e.getMessage());
  }

  @Test
  void onlyGeneratedMessageClasses() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> BaleStreams.records(Flux.<byte[]>empty(), String.class));
    assertTrue(e.getMessage().contains("java.lang.String"), e.getMessage());
  }
}
