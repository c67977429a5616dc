package dev.bale.jaxrs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.sun.net.httpserver.HttpServer;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.RootTypes;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.GenericEntity;
import jakarta.ws.rs.core.GenericType;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import media.Image;
import media.MediaContent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@link BaleProvider} in a Jakarta REST client (Jersey's), against a JDK HTTP server that keeps
 * what it was sent: an entity sent by its class alone (no {@code GenericEntity}) and a response
 * that does not decode.
 */
class JerseyClientTest {
  private HttpServer server;
  private final AtomicReference<byte[]> received = new AtomicReference<>();
  private volatile byte[] answer;
  private volatile String answerType = BaleProvider.COMPACT;
  private Client client;

  @BeforeEach
  void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/",
        exchange -> {
          try (InputStream in = exchange.getRequestBody()) {
            received.set(in.readAllBytes());
          }
          byte[] body = answer != null ? answer : received.get();
          exchange.getResponseHeaders().set("Content-Type", answerType);
          exchange.sendResponseHeaders(200, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    server.start();
    client = ClientBuilder.newClient().register(new BaleProvider());
  }

  @AfterEach
  void stop() {
    client.close();
    server.stop(0);
  }

  private String url() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/echo";
  }

  @Test
  void aListEntitySentByItsClassIsItsListRoot() {
    List<Image> images = new ArrayList<>(BaleProviderCases.VALUE.images());
    List<Image> back =
        client
            .target(url())
            .request(BaleProvider.COMPACT)
            .post(Entity.entity(images, BaleProvider.COMPACT), new GenericType<List<Image>>() {});
    assertArrayEquals(Compact.encode(RootTypes.list(Image.COMPACT), images), received.get());
    assertEquals(images, back);
  }

  @Test
  void aListIsSentAndReadAsAMessageStream() throws Exception {
    List<Image> images = BaleProviderCases.VALUE.images();
    answerType = BaleProvider.STREAM;
    List<Image> back =
        client
            .target(url())
            .request(BaleProvider.STREAM)
            .post(
                Entity.entity(new GenericEntity<List<Image>>(images) {}, BaleProvider.STREAM),
                new GenericType<List<Image>>() {});
    assertArrayEquals(BaleProviderCases.streamOf(images), received.get());
    assertEquals(images, back);
  }

  @Test
  void aResponseThatDoesNotDecodeCarriesTheDecodersError() {
    byte[] good = Compact.encode(MediaContent.COMPACT, BaleProviderCases.VALUE);
    answer = Arrays.copyOf(good, good.length - 3);
    RuntimeException e =
        assertThrows(
            RuntimeException.class,
            () -> client.target(url()).request(BaleProvider.COMPACT).get(MediaContent.class));
    BaleException cause = null;
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof BaleException b) {
        cause = b;
      }
    }
    assertNotNull(cause, () -> "no BaleException among the causes of " + e);
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, cause.code());
    // The provider's own exception, passed through by Jersey: its 400 is not the server's status.
    assertInstanceOf(BadRequestException.class, e);
  }
}
