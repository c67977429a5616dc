package dev.bale.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.Compact;
import dev.bale.runtime.MessageStreamWriter;
import io.micronaut.context.ApplicationContext;
import io.micronaut.core.type.Argument;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.client.StreamingHttpClient;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
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

/**
 * Bodies read as their bytes arrive ({@link BaleBodyHandler#readChunked}): a route's {@code @Body
 * Publisher<E>} and the HTTP client's {@code jsonStream}, over HTTP in a Micronaut server.
 */
class ChunkedBodyTest {
  static final List<Image> IMAGES = BaleBodyHandlerTest.VALUE.images();

  /** Each image a route has been given, as it is given. */
  static final BlockingQueue<Image> SEEN = new LinkedBlockingQueue<>();

  @Controller("/chunked")
  public static class ChunkedController {
    @Post(
        uri = "count",
        consumes = {BaleBodyHandler.STREAM, BaleBodyHandler.COMPACT},
        produces = "text/plain")
    public Mono<String> count(@Body Publisher<Image> images) {
      return Flux.from(images).doOnNext(SEEN::add).count().map(n -> Long.toString(n));
    }

    @Post(
        uri = "count-media",
        consumes = {BaleBodyHandler.STREAM, BaleBodyHandler.COMPACT},
        produces = "text/plain")
    public Mono<String> countMedia(@Body Publisher<MediaContent> media) {
      return Flux.from(media).count().map(n -> Long.toString(n));
    }

    /** A stream cut inside its second record: what a client reads from a broken server. */
    @Get(uri = "cut-stream", produces = BaleBodyHandler.STREAM)
    public byte[] cutStream() {
      byte[] good = BaleBodyHandlerTest.streamOf(IMAGES);
      return Arrays.copyOf(good, good.length - 3);
    }
  }

  static EmbeddedServer server;
  static EmbeddedServer small;
  static final HttpClient HTTP = HttpClient.newHttpClient();

  @BeforeAll
  static void start() {
    server = BaleBodyHandlerTest.startServer(false);
    small = BaleBodyHandlerTest.startServer(true);
  }

  @AfterAll
  static void stop() {
    BaleBodyHandlerTest.stopServers(server, small);
  }

  /** {@code values} as a message stream of media roots. */
  static byte[] mediaStream(List<MediaContent> values) {
    return MessageStreamWriter.encodeAll(MediaContent.COMPACT, MediaContent.FINGERPRINT, values);
  }

  static HttpResponse<String> post(EmbeddedServer s, String path, String type, byte[] body)
      throws Exception {
    return HTTP.send(
        HttpRequest.newBuilder(URI.create(s.getURL() + path))
            .header("Content-Type", type)
            .header("Accept", "text/plain")
            .POST(HttpRequest.BodyPublishers.ofByteArray(body))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void aPublisherBodyIsTheStreamsRecords() throws Exception {
    SEEN.clear();
    HttpResponse<String> r =
        post(
            server, "/chunked/count", BaleBodyHandler.STREAM, BaleBodyHandlerTest.streamOf(IMAGES));
    assertEquals(200, r.statusCode(), r.body());
    assertEquals("2", r.body());
    assertEquals(IMAGES, List.copyOf(SEEN));

    // The frame alone: no records.
    r =
        post(
            server,
            "/chunked/count",
            BaleBodyHandler.STREAM,
            BaleBodyHandlerTest.streamOf(List.of()));
    assertEquals(200, r.statusCode(), r.body());
    assertEquals("0", r.body());

    // One root in the compact codec: one value.
    r =
        post(
            server,
            "/chunked/count",
            BaleBodyHandler.COMPACT,
            Compact.encode(Image.COMPACT, IMAGES.get(0)));
    assertEquals(200, r.statusCode(), r.body());
    assertEquals("1", r.body());
  }

  @Test
  void aPublisherBodyHasEachRecordBeforeTheRestOfTheBodyIsSent() throws Exception {
    SEEN.clear();
    byte[] stream = BaleBodyHandlerTest.streamOf(IMAGES);
    int first = BaleBodyHandlerTest.streamOf(IMAGES.subList(0, 1)).length;
    // HTTP/1.1 by hand, so that the test decides when each chunk of the body leaves.
    URI uri = URI.create(server.getURL().toString());
    try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
      socket.setSoTimeout(30_000);
      OutputStream out = socket.getOutputStream();
      out.write(
          ("POST /chunked/count HTTP/1.1\r\nHost: localhost\r\nContent-Type: "
                  + BaleBodyHandler.STREAM
                  + "\r\nAccept: text/plain\r\nTransfer-Encoding: chunked\r\n"
                  + "Connection: close\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII));
      chunk(out, stream, 0, first); // the frame and the first record
      // The route has the first image while the client still holds the second.
      assertEquals(IMAGES.get(0), SEEN.poll(30, TimeUnit.SECONDS));
      assertTrue(SEEN.isEmpty());
      chunk(out, stream, first, stream.length - first);
      out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      String response = text(socket.getInputStream().readAllBytes());
      assertTrue(response.startsWith("HTTP/1.1 200"), response);
      assertTrue(response.endsWith("2"), response);
    }
    assertEquals(IMAGES.get(1), SEEN.poll());
  }

  /** One chunk of a chunked HTTP/1.1 body, sent now. */
  static void chunk(OutputStream out, byte[] b, int off, int len) throws IOException {
    out.write((Integer.toHexString(len) + "\r\n").getBytes(StandardCharsets.US_ASCII));
    out.write(b, off, len);
    out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
    out.flush();
  }

  @Test
  void aBadStreamBodyIs400WithTheDecodersCode() throws Exception {
    byte[] stream = BaleBodyHandlerTest.streamOf(IMAGES);
    HttpResponse<String> r =
        post(
            server,
            "/chunked/count",
            BaleBodyHandler.STREAM,
            Arrays.copyOf(stream, stream.length - 3));
    assertEquals(400, r.statusCode(), r.body());
    assertTrue(r.body().contains("TRUNCATED"), r.body());

    // Another schema's fingerprint in the frame.
    byte[] other = mediaStream(List.of(BaleBodyHandlerTest.VALUE));
    r = post(server, "/chunked/count", BaleBodyHandler.STREAM, other);
    assertEquals(400, r.statusCode(), r.body());
    assertTrue(r.body().contains("FINGERPRINT_MISMATCH"), r.body());
  }

  @Test
  void theLimitsHoldPerRecordAndForAWholeBody() throws Exception {
    // The small server's limit is one byte under VALUE's compact root.
    byte[] root = Compact.encode(MediaContent.COMPACT, BaleBodyHandlerTest.VALUE);
    HttpResponse<String> r = post(small, "/chunked/count-media", BaleBodyHandler.COMPACT, root);
    assertEquals(413, r.statusCode(), r.body());
    byte[] stream = mediaStream(List.of(BaleBodyHandlerTest.VALUE));
    r = post(small, "/chunked/count-media", BaleBodyHandler.STREAM, stream);
    assertEquals(400, r.statusCode(), r.body());
    assertTrue(r.body().contains("LIMIT_EXCEEDED"), r.body());
    // Records under the limit: the stream as a whole may be longer than it.
    byte[] many =
        mediaStream(List.of(MediaContent.builder().build(), MediaContent.builder().build()));
    r = post(small, "/chunked/count-media", BaleBodyHandler.STREAM, many);
    assertEquals(200, r.statusCode(), r.body());
    assertEquals("2", r.body());
  }

  @Test
  void theStreamingClientReadsAStreamRecordByRecord() throws Exception {
    try (ApplicationContext ctx = ApplicationContext.run();
        StreamingHttpClient client = ctx.createBean(StreamingHttpClient.class, server.getURL())) {
      for (String route : List.of("/images-publisher", "/images")) {
        List<Image> got =
            Flux.from(
                    client.jsonStream(
                        io.micronaut.http.HttpRequest.GET(route).accept(BaleBodyHandler.STREAM),
                        Argument.of(Image.class)))
                .collectList()
                .block();
        assertEquals(IMAGES, got, route);
      }
      List<Image> none =
          Flux.from(
                  client.jsonStream(
                      io.micronaut.http.HttpRequest.GET("/no-images")
                          .accept(BaleBodyHandler.STREAM),
                      Argument.of(Image.class)))
              .collectList()
              .block();
      assertEquals(List.of(), none);
      // A stream cut inside its second record: the first, then the decoder's error.
      List<Image> before = new java.util.ArrayList<>();
      Exception e =
          assertThrows(
              Exception.class,
              () ->
                  Flux.from(
                          client.jsonStream(
                              io.micronaut.http.HttpRequest.GET("/chunked/cut-stream")
                                  .accept(BaleBodyHandler.STREAM),
                              Argument.of(Image.class)))
                      .doOnNext(before::add)
                      .blockLast());
      assertEquals(IMAGES.subList(0, 1), before);
      assertNotNull(e.getMessage());
      assertTrue(e.getMessage().contains("TRUNCATED"), e.toString());
    }
  }

  static String text(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }
}
