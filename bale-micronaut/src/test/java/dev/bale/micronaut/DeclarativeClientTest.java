package dev.bale.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.ErrorCode;
import io.micronaut.context.ApplicationContext;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.runtime.server.EmbeddedServer;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import media.Image;
import media.Media;
import media.MediaContent;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@link BaleBodyHandler} under Micronaut's HTTP client, declarative ({@code @Client} interfaces)
 * and programmatic: bodies sent and read as Bale, {@code List} and {@code Map} bodies that the
 * client knows only by their class written as the roots their elements make, and a 400 from the
 * server reaching the caller as {@code HttpClientResponseException}.
 */
class DeclarativeClientTest {
  /** The routes of {@link BaleBodyHandlerTest.MediaController}, as a client sees them. */
  @Client("${test.media-url}")
  public interface MediaClient {
    @Post("/echo")
    @Produces(BaleBodyHandler.COMPACT)
    @Consumes(BaleBodyHandler.COMPACT)
    MediaContent echo(@Body MediaContent m);

    @Post("/echo")
    @Produces(BaleBodyHandler.FLAT)
    @Consumes(BaleBodyHandler.FLAT)
    MediaContent echoFlat(@Body MediaContent m);

    @Get("/images")
    @Consumes(BaleBodyHandler.COMPACT)
    List<Image> images();

    /** The server's {@code Publisher} route, read as a message stream into a list. */
    @Get("/images-publisher")
    @Consumes(BaleBodyHandler.STREAM)
    List<Image> imagesStreamed();

    @Post("/count")
    @Produces(BaleBodyHandler.COMPACT)
    @Consumes("text/plain")
    String count(@Body List<Image> images);

    @Post("/count")
    @Produces(BaleBodyHandler.FLAT)
    @Consumes("text/plain")
    String countFlat(@Body List<Image> images);

    @Post("/count-map")
    @Produces(BaleBodyHandler.COMPACT)
    @Consumes("text/plain")
    String countMap(@Body Map<String, Image> images);

    /** Sends raw bytes as a Bale body: what a client holding bad bytes would send. */
    @Post("/echo")
    @Produces(BaleBodyHandler.COMPACT)
    @Consumes(BaleBodyHandler.COMPACT)
    MediaContent echoBytes(@Body byte[] bytes);

    @Get("/cut")
    @Consumes(BaleBodyHandler.COMPACT)
    MediaContent cut();

    /** A list whose elements are of two generated types: no Bale root holds it. */
    @Post("/count")
    @Produces(BaleBodyHandler.COMPACT)
    @Consumes("text/plain")
    String countMixed(@Body List<Object> values);
  }

  static EmbeddedServer server;
  static ApplicationContext client;

  @BeforeAll
  static void start() {
    server = ApplicationContext.run(EmbeddedServer.class, Map.of("micronaut.server.port", -1));
    client = ApplicationContext.run(Map.of("test.media-url", server.getURL().toString()));
  }

  @AfterAll
  static void stop() {
    if (client != null) {
      client.close();
    }
    if (server != null) {
      server.close();
    }
  }

  static final List<Image> IMAGES = BaleBodyHandlerTest.VALUE.images();

  @Test
  void aClientInterfaceSendsAndReadsBaleBodies() {
    MediaClient media = client.getBean(MediaClient.class);
    assertEquals(BaleBodyHandlerTest.VALUE, media.echo(BaleBodyHandlerTest.VALUE));
    assertEquals(BaleBodyHandlerTest.VALUE, media.echoFlat(BaleBodyHandlerTest.VALUE));
    assertEquals(IMAGES, media.images());
    assertEquals(IMAGES, media.imagesStreamed());
  }

  @Test
  void listAndMapBodiesKnownByTheirElements() {
    MediaClient media = client.getBean(MediaClient.class);
    assertEquals("2", media.count(IMAGES));
    assertEquals("2", media.countFlat(IMAGES));
    assertEquals("0", media.count(List.of()));
    assertEquals("0", media.countFlat(List.of()));
    Map<String, Image> byUri = new LinkedHashMap<>();
    IMAGES.forEach(i -> byUri.put(i.uri(), i));
    assertEquals("2", media.countMap(byUri));
    assertEquals("0", media.countMap(Map.of()));
  }

  @Test
  void aListOfTwoTypesIsRefusedBeforeItIsSent() {
    MediaClient media = client.getBean(MediaClient.class);
    RuntimeException e =
        assertThrows(
            RuntimeException.class,
            () -> media.countMixed(List.of(IMAGES.get(0), Media.builder().build())));
    String text = String.valueOf(e.getMessage()) + " " + String.valueOf(e.getCause());
    assertTrue(text.contains("Bale cannot write"), text);
  }

  @Test
  void theProgrammaticClientSendsAListBody() throws Exception {
    try (HttpClient http = client.createBean(HttpClient.class, server.getURL())) {
      String n =
          http.toBlocking()
              .retrieve(
                  HttpRequest.POST("/count", IMAGES)
                      .contentType(BaleBodyHandler.COMPACT)
                      .accept("text/plain"));
      assertEquals("2", n);
    }
  }

  @Test
  void theServersBadRequestReachesTheCaller() {
    MediaClient media = client.getBean(MediaClient.class);
    byte[] good = Compact.encode(MediaContent.COMPACT, BaleBodyHandlerTest.VALUE);
    byte[] cut = Arrays.copyOf(good, good.length - 3);
    HttpClientResponseException e =
        assertThrows(HttpClientResponseException.class, () -> media.echoBytes(cut));
    assertEquals(400, e.getStatus().getCode());
    String body = e.getResponse().getBody(String.class).orElse("");
    assertTrue(body.contains("Bale compact body of media.MediaContent"), body);
  }

  @Test
  void aResponseThatDoesNotDecodeRaisesTheDecodersError() {
    MediaClient media = client.getBean(MediaClient.class);
    HttpClientResponseException e = assertThrows(HttpClientResponseException.class, media::cut);
    assertTrue(e.getMessage().contains("Bale compact body of media.MediaContent"), e.getMessage());
    BaleException cause = null;
    for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
      if (t instanceof BaleException b) {
        cause = b;
      }
    }
    assertNotNull(cause, "the BaleException among the causes");
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, cause.code());
  }
}
