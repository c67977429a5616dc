package dev.bale.micronaut;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.Compact;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamReader;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.Flat;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.type.Argument;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.client.BlockingHttpClient;
import io.micronaut.runtime.server.EmbeddedServer;
import jakarta.inject.Singleton;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import media.Image;
import media.Media;
import media.MediaContent;
import media.Player;
import media.Size;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@link BaleBodyHandler} in a Micronaut 4 HTTP server (Netty, a free port), called over HTTP with
 * the JDK's client: the handler is found as a bean with no code, bodies in either codec, list and
 * map roots, bad bodies 400, long ones 413 under the application's {@code Limits} bean.
 */
class BaleBodyHandlerTest {
  /** A media root with text beyond ASCII and two images (list and map roots are made of them). */
  static final MediaContent VALUE =
      MediaContent.builder()
          .media(
              Media.builder()
                  .uri("https://media.example.org/keynote.webm")
                  .format("video/webm")
                  .width(1280)
                  .height(720)
                  .persons(List.of("Lin", "Ōno 김"))
                  .player(Player.JAVA)
                  .build())
          .images(
              List.of(
                  Image.builder().uri("https://media.example.org/1.jpg").width(64).build(),
                  Image.builder()
                      .uri("https://media.example.org/2.jpg")
                      .title("ステージ")
                      .size(Size.SMALL)
                      .build()))
          .build();

  @Controller("/")
  public static class MediaController {
    @Post(
        uri = "echo",
        consumes = {BaleBodyHandler.COMPACT, BaleBodyHandler.FLAT},
        produces = {BaleBodyHandler.COMPACT, BaleBodyHandler.FLAT})
    public MediaContent echo(@Body MediaContent m) {
      return m;
    }

    @Get(
        uri = "images",
        produces = {BaleBodyHandler.COMPACT, BaleBodyHandler.FLAT, BaleBodyHandler.STREAM})
    public List<Image> images() {
      return VALUE.images();
    }

    /**
     * A List route that also produces JSON: Micronaut then looks for a writer of the value's class
     * alone ({@code Argument.ofInstance}) for the stream type.
     */
    @Get(
        uri = "images-or-json{?count}",
        produces = {BaleBodyHandler.COMPACT, "application/json", BaleBodyHandler.STREAM})
    public List<Image> imagesOrJson(@io.micronaut.core.annotation.Nullable Integer count) {
      return List.copyOf(VALUE.images().subList(0, count == null ? 2 : count));
    }

    @Get(
        uri = "by-uri",
        produces = {BaleBodyHandler.COMPACT, BaleBodyHandler.FLAT})
    public Map<String, Image> byUri() {
      Map<String, Image> m = new LinkedHashMap<>();
      VALUE.images().forEach(i -> m.put(i.uri(), i));
      return m;
    }

    @Post(
        uri = "count",
        consumes = {BaleBodyHandler.COMPACT, BaleBodyHandler.FLAT, BaleBodyHandler.STREAM},
        produces = "text/plain")
    public String count(@Body List<Image> images) {
      return Integer.toString(images.size());
    }

    @Get(
        uri = "images-publisher",
        produces = {BaleBodyHandler.STREAM, BaleBodyHandler.COMPACT})
    public org.reactivestreams.Publisher<Image> imagesPublisher() {
      return subscriber ->
          subscriber.onSubscribe(
              new org.reactivestreams.Subscription() {
                private boolean done;

                @Override
                public void request(long n) {
                  if (!done) {
                    done = true;
                    VALUE.images().forEach(subscriber::onNext);
                    subscriber.onComplete();
                  }
                }

                @Override
                public void cancel() {
                  done = true;
                }
              });
    }

    @Get(
        uri = "no-images",
        produces = {BaleBodyHandler.STREAM, BaleBodyHandler.COMPACT})
    public org.reactivestreams.Publisher<Image> noImages() {
      return subscriber ->
          subscriber.onSubscribe(
              new org.reactivestreams.Subscription() {
                @Override
                public void request(long n) {
                  subscriber.onComplete();
                }

                @Override
                public void cancel() {}
              });
    }

    /** A body's bytes as they came, whatever they are: what a client sent. */
    @Post(uri = "raw", consumes = BaleBodyHandler.STREAM, produces = "application/octet-stream")
    public byte[] raw(@Body byte[] body) {
      return body;
    }

    @Get(uri = "image", produces = BaleBodyHandler.STREAM)
    public Image image() {
      return VALUE.images().get(0);
    }

    /** A compact body cut short, sent as it is: what a client reads from a broken server. */
    @Get(uri = "cut", produces = BaleBodyHandler.COMPACT)
    public byte[] cut() {
      byte[] good = Compact.encode(MediaContent.COMPACT, VALUE);
      return Arrays.copyOf(good, good.length - 3);
    }

    @Post(uri = "count-map", consumes = BaleBodyHandler.COMPACT, produces = "text/plain")
    public String countMap(@Body Map<String, Image> images) {
      return Integer.toString(images.size());
    }
  }

  /** An application's limits for Bale bodies: a {@code Limits} bean (here only in one server). */
  @Factory
  @Requires(property = "test.small-limits")
  public static class SmallLimits {
    @Singleton
    Limits limits() {
      return Limits.builder()
          .maxStreamMessageBytes(Compact.encode(MediaContent.COMPACT, VALUE).length - 1)
          .build();
    }
  }

  static EmbeddedServer server;
  static EmbeddedServer small;
  static final HttpClient HTTP = HttpClient.newHttpClient();

  @BeforeAll
  static void start() {
    server = startServer(false);
    small = startServer(true);
  }

  /** A server on a free port; with {@code smallLimits}, under {@link SmallLimits}' limits. */
  static EmbeddedServer startServer(boolean smallLimits) {
    return ApplicationContext.run(
        EmbeddedServer.class,
        smallLimits
            ? Map.of("micronaut.server.port", -1, "test.small-limits", true)
            : Map.of("micronaut.server.port", -1));
  }

  @AfterAll
  static void stop() {
    stopServers(server, small);
  }

  static void stopServers(EmbeddedServer... servers) {
    for (EmbeddedServer s : servers) {
      if (s != null) {
        s.close();
      }
    }
  }

  static HttpResponse<byte[]> call(
      EmbeddedServer s, String method, String path, String contentType, String accept, byte[] body)
      throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(s.getURL() + "/" + path));
    if (contentType != null) {
      b.header("Content-Type", contentType);
    }
    b.header("Accept", accept);
    b.method(
        method,
        body == null
            ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofByteArray(body));
    return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  static HttpResponse<byte[]> call(
      String method, String path, String contentType, String accept, byte[] body) throws Exception {
    return call(server, method, path, contentType, accept, body);
  }

  @Test
  void theHandlerIsABean() {
    assertTrue(server.getApplicationContext().containsBean(BaleBodyHandler.class));
    assertEquals(
        Limits.DEFAULT, server.getApplicationContext().getBean(BaleBodyHandler.class).limits());
  }

  @Test
  void bodiesInEitherCodec() throws Exception {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    HttpResponse<byte[]> r =
        call("POST", "echo", BaleBodyHandler.COMPACT, BaleBodyHandler.COMPACT, compact);
    assertEquals(200, r.statusCode());
    assertEquals(BaleBodyHandler.COMPACT, r.headers().firstValue("Content-Type").orElse(null));
    assertEquals(
        Integer.toString(compact.length), r.headers().firstValue("Content-Length").orElse(null));
    assertArrayEquals(compact, r.body());

    byte[] flat = Flat.encode(MediaContent.FLAT, VALUE);
    r = call("POST", "echo", BaleBodyHandler.FLAT, BaleBodyHandler.FLAT, flat);
    assertEquals(200, r.statusCode());
    assertEquals(BaleBodyHandler.FLAT, r.headers().firstValue("Content-Type").orElse(null));
    assertEquals(VALUE, Flat.decode(MediaContent.FLAT, r.body()));
    r = call("POST", "echo", BaleBodyHandler.FLAT, BaleBodyHandler.COMPACT, flat);
    assertArrayEquals(compact, r.body());
  }

  @Test
  void listAndMapRoots() throws Exception {
    HttpResponse<byte[]> r = call("GET", "images", null, BaleBodyHandler.COMPACT, null);
    assertEquals(200, r.statusCode());
    assertArrayEquals(Compact.encode(RootTypes.list(Image.COMPACT), VALUE.images()), r.body());
    r = call("GET", "images", null, BaleBodyHandler.FLAT, null);
    assertEquals(VALUE.images(), Flat.decode(RootTypes.flatList(Image.FLAT), r.body()));
    r = call("GET", "by-uri", null, BaleBodyHandler.COMPACT, null);
    assertEquals(
        List.copyOf(VALUE.images()),
        List.copyOf(Compact.decode(RootTypes.stringMap(Image.COMPACT), r.body()).values()));
    // A map root has no flat form: no writer for it.
    r = call("GET", "by-uri", null, BaleBodyHandler.FLAT, null);
    assertEquals(500, r.statusCode());

    byte[] list = Compact.encode(RootTypes.list(Image.COMPACT), VALUE.images());
    r = call("POST", "count", BaleBodyHandler.COMPACT, "text/plain", list);
    assertEquals(200, r.statusCode());
    assertEquals("2", new String(r.body(), StandardCharsets.UTF_8));
  }

  @Test
  void badBodiesAre400WithTheDecodersCode() throws Exception {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    byte[] trailing = Arrays.copyOf(compact, compact.length + 1);
    byte[] cut = Arrays.copyOf(compact, compact.length - 3);
    for (byte[] bad : List.of(trailing, cut)) {
      HttpResponse<byte[]> r =
          call("POST", "echo", BaleBodyHandler.COMPACT, BaleBodyHandler.COMPACT, bad);
      assertEquals(400, r.statusCode());
      String text = new String(r.body(), StandardCharsets.UTF_8);
      assertTrue(text.contains("Bale compact body of media.MediaContent"), text);
    }
    HttpResponse<byte[]> r =
        call("POST", "echo", BaleBodyHandler.COMPACT, BaleBodyHandler.COMPACT, cut);
    String text = new String(r.body(), StandardCharsets.UTF_8);
    assertTrue(text.contains("at offset"), text);
    // No body at all: Micronaut's own 400 (the body is required), not a 500.
    assertEquals(
        400,
        call("POST", "echo", BaleBodyHandler.COMPACT, BaleBodyHandler.COMPACT, new byte[0])
            .statusCode());
  }

  @Test
  void micronautsHttpClientSendsAndReadsBaleBodies() throws Exception {
    // The client finds the handler in its own context, as a client-only application would.
    try (ApplicationContext ctx = ApplicationContext.run();
        io.micronaut.http.client.HttpClient client =
            ctx.createBean(io.micronaut.http.client.HttpClient.class, server.getURL())) {
      BlockingHttpClient blocking = client.toBlocking();
      MediaContent back =
          blocking.retrieve(
              io.micronaut.http.HttpRequest.POST("/echo", VALUE)
                  .contentType(BaleBodyHandler.COMPACT)
                  .accept(BaleBodyHandler.FLAT),
              MediaContent.class);
      assertEquals(VALUE, back);
      List<Image> images =
          blocking.retrieve(
              io.micronaut.http.HttpRequest.GET("/images").accept(BaleBodyHandler.COMPACT),
              Argument.listOf(Image.class));
      assertEquals(VALUE.images(), images);
    }
  }

  @Test
  void longBodiesAre413UnderTheApplicationsLimits() throws Exception {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    assertEquals(
        compact.length - 1,
        small
            .getApplicationContext()
            .getBean(BaleBodyHandler.class)
            .limits()
            .maxStreamMessageBytes());
    HttpResponse<byte[]> r =
        call(small, "POST", "echo", BaleBodyHandler.COMPACT, BaleBodyHandler.COMPACT, compact);
    assertEquals(413, r.statusCode());
    byte[] shorter = Compact.encode(MediaContent.COMPACT, MediaContent.builder().build());
    r = call(small, "POST", "echo", BaleBodyHandler.COMPACT, BaleBodyHandler.COMPACT, shorter);
    assertEquals(200, r.statusCode());
    assertArrayEquals(shorter, r.body());
  }

  /** The values a message stream of images holds, read as a Java client reads it. */
  static List<Image> readImages(byte[] stream) throws Exception {
    MessageStreamReader<Image> reader =
        MessageStreamReader.of(
            Image.COMPACT, Image.FINGERPRINT, new java.io.ByteArrayInputStream(stream));
    List<Image> got = new java.util.ArrayList<>();
    for (Image i = reader.read(); i != null; i = reader.read()) {
      got.add(i);
    }
    return got;
  }

  /** {@code images} as a message stream, as {@link MessageStreamWriter} writes it. */
  static byte[] streamOf(List<Image> images) {
    return MessageStreamWriter.encodeAll(Image.COMPACT, Image.FINGERPRINT, images);
  }

  @Test
  void aPublisherIsAMessageStreamRecordByRecord() throws Exception {
    HttpResponse<byte[]> r = call("GET", "images-publisher", null, BaleBodyHandler.STREAM, null);
    assertEquals(200, r.statusCode());
    assertEquals(BaleBodyHandler.STREAM, r.headers().firstValue("Content-Type").orElse(null));
    assertArrayEquals(streamOf(VALUE.images()), r.body());
    assertEquals(VALUE.images(), readImages(r.body()));

    // An empty publisher: Micronaut calls no writer for it, so EmptyStreams gives the body its
    // frame, the stream of no records (without it the body was empty, which no reader takes).
    r = call("GET", "no-images", null, BaleBodyHandler.STREAM, null);
    assertEquals(200, r.statusCode());
    assertEquals(BaleBodyHandler.STREAM, r.headers().firstValue("Content-Type").orElse(null));
    assertArrayEquals(streamOf(List.of()), r.body());
    assertEquals(List.of(), readImages(r.body()));

    // One value asked for as a stream: the frame and one record.
    r = call("GET", "image", null, BaleBodyHandler.STREAM, null);
    assertEquals(200, r.statusCode());
    assertEquals(BaleBodyHandler.STREAM, r.headers().firstValue("Content-Type").orElse(null));
    assertEquals(List.of(VALUE.images().get(0)), readImages(r.body()));
  }

  @Test
  void aClientSendsOneValueAsAStreamOfOneRecord() throws Exception {
    Image image = VALUE.images().get(0);
    try (ApplicationContext ctx = ApplicationContext.run();
        io.micronaut.http.client.HttpClient client =
            ctx.createBean(io.micronaut.http.client.HttpClient.class, server.getURL())) {
      byte[] sent =
          client
              .toBlocking()
              .retrieve(
                  io.micronaut.http.HttpRequest.POST("/raw", image)
                      .contentType(BaleBodyHandler.STREAM)
                      .accept("application/octet-stream"),
                  byte[].class);
      assertEquals(List.of(image), readImages(sent));
    }
  }

  @Test
  void aPublisherAsOneRootIs500NamingTheWaysOut() throws Exception {
    // Micronaut writes a Publisher value by value: one root cannot hold them (before this check
    // the body was the roots one after the other, which no decoder reads).
    HttpResponse<byte[]> r = call("GET", "images-publisher", null, BaleBodyHandler.COMPACT, null);
    assertEquals(500, r.statusCode());
    String text = new String(r.body(), StandardCharsets.UTF_8);
    assertTrue(text.contains("produce application/vnd.bale.stream"), text);
    // An empty one too (before EmptyStreams: 200 and an empty body, which no decoder reads).
    r = call("GET", "no-images", null, BaleBodyHandler.COMPACT, null);
    assertEquals(500, r.statusCode());
    text = new String(r.body(), StandardCharsets.UTF_8);
    assertTrue(text.contains("a stream of media.Image as application/vnd.bale,"), text);
    assertTrue(text.contains("produce application/vnd.bale.stream"), text);
  }

  @Test
  void aListIsAStreamOfItsElementsAndAStreamBodyIsReadAsAList() throws Exception {
    byte[] expected = streamOf(VALUE.images());
    // A List route asked for as a stream: the same bytes as the Publisher route's.
    HttpResponse<byte[]> r = call("GET", "images", null, BaleBodyHandler.STREAM, null);
    assertEquals(200, r.statusCode());
    assertEquals(BaleBodyHandler.STREAM, r.headers().firstValue("Content-Type").orElse(null));
    assertArrayEquals(expected, r.body());
    // A stream request body read as the route's List<E>; the frame alone is an empty list.
    r = call("POST", "count", BaleBodyHandler.STREAM, "text/plain", expected);
    assertEquals("2", new String(r.body(), StandardCharsets.UTF_8));
    r = call("POST", "count", BaleBodyHandler.STREAM, "text/plain", streamOf(List.of()));
    assertEquals("0", new String(r.body(), StandardCharsets.UTF_8));
    // Cut inside its last record: 400 with the decoder's code.
    r =
        call(
            "POST",
            "count",
            BaleBodyHandler.STREAM,
            "text/plain",
            Arrays.copyOf(expected, expected.length - 2));
    assertEquals(400, r.statusCode());
    String text = new String(r.body(), StandardCharsets.UTF_8);
    assertTrue(text.contains("TRUNCATED"), text);
    // A map has no stream form.
    assertEquals(406, call("GET", "by-uri", null, BaleBodyHandler.STREAM, null).statusCode());

    // A route that also produces JSON: the value reaches the handler by its class alone; the
    // route's declared List<Image> gives the records' type, even for an empty list.
    for (int n = 0; n <= 2; n++) {
      r = call("GET", "images-or-json?count=" + n, null, BaleBodyHandler.STREAM, null);
      assertEquals(200, r.statusCode(), new String(r.body(), StandardCharsets.UTF_8));
      assertArrayEquals(streamOf(VALUE.images().subList(0, n)), r.body());
    }
  }

  @Test
  void micronautsClientReadsAStreamAsAList() throws Exception {
    try (ApplicationContext ctx = ApplicationContext.run();
        io.micronaut.http.client.HttpClient client =
            ctx.createBean(io.micronaut.http.client.HttpClient.class, server.getURL())) {
      // From the Publisher route (written record by record) and from the List route.
      for (String route : List.of("/images-publisher", "/images")) {
        List<Image> got =
            client
                .toBlocking()
                .retrieve(
                    io.micronaut.http.HttpRequest.GET(route).accept(BaleBodyHandler.STREAM),
                    Argument.listOf(Image.class));
        assertEquals(VALUE.images(), got, route);
      }
      // An empty publisher's stream (its frame alone) is an empty List.
      assertEquals(
          List.of(),
          client
              .toBlocking()
              .retrieve(
                  io.micronaut.http.HttpRequest.GET("/no-images").accept(BaleBodyHandler.STREAM),
                  Argument.listOf(Image.class)));
      // One value from a stream of one record.
      Image one =
          client
              .toBlocking()
              .retrieve(
                  io.micronaut.http.HttpRequest.GET("/image").accept(BaleBodyHandler.STREAM),
                  Image.class);
      assertEquals(VALUE.images().get(0), one);
      // A stream of two records is not one value: the reader's 400, with the count.
      io.micronaut.http.client.exceptions.HttpClientResponseException e =
          assertThrows(
              io.micronaut.http.client.exceptions.HttpClientResponseException.class,
              () ->
                  client
                      .toBlocking()
                      .retrieve(
                          io.micronaut.http.HttpRequest.GET("/images")
                              .accept(BaleBodyHandler.STREAM),
                          Image.class));
      assertTrue(e.getMessage().contains("2 records"), e.getMessage());

      // A List sent as a stream: the client passes it by its class; its elements' type tells.
      byte[] sent =
          client
              .toBlocking()
              .retrieve(
                  io.micronaut.http.HttpRequest.POST("/raw", VALUE.images())
                      .contentType(BaleBodyHandler.STREAM)
                      .accept("application/octet-stream"),
                  byte[].class);
      assertArrayEquals(streamOf(VALUE.images()), sent);
      // An empty one does not tell its records' type: refused before it is sent, saying why.
      Exception empty =
          assertThrows(
              Exception.class,
              () ->
                  client
                      .toBlocking()
                      .retrieve(
                          io.micronaut.http.HttpRequest.POST("/raw", List.of())
                              .contentType(BaleBodyHandler.STREAM)
                              .accept("application/octet-stream"),
                          byte[].class));
      assertTrue(
          Objects.toString(empty.getMessage()).contains("its elements are none"), empty.toString());
    }
  }
}
