package dev.bale.spring.boot;

import static dev.bale.spring.TestValues.MEDIA;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.Compact;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.flat.Flat;
import dev.bale.spring.BaleMediaTypes;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import media.Image;
import media.MediaContent;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.support.GenericApplicationContext;

/**
 * A Spring Boot application as it runs in production: {@link BaleAutoConfigurationTest.BootMvcApp}
 * (auto-configuration and a controller, nothing of Bale's configured) on Boot's embedded servers at
 * a free port — Spring MVC on Tomcat, and the same controller as WebFlux on Reactor Netty — called
 * over HTTP by {@code java.net.http}: Bale bodies both ways, the flat codec, {@code Accept:
 * *}{@code /*} answered as documented (JSON on Spring MVC, Bale on WebFlux), 400 for a body that
 * does not decode, and a {@code Flux} as a message stream (written as it comes on WebFlux,
 * collected first on Spring MVC). Boot 3.5 here, Boot 4.0 under {@code make test-spring7}.
 */
class BaleBootServerTest {
  private static HttpResponse<byte[]> send(HttpClient http, HttpRequest.Builder request)
      throws Exception {
    return http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  /**
   * The application, {@code servlet} or {@code reactive}, started at a free port. Tomcat is on the
   * class path for the servlet case, so the reactive one names Reactor Netty's server factory (Boot
   * 3's class, or Boot 4's, which moved), or Boot would serve WebFlux on Tomcat.
   */
  private static ConfigurableApplicationContext start(String type) {
    SpringApplicationBuilder b =
        new SpringApplicationBuilder(BaleAutoConfigurationTest.BootMvcApp.class)
            .properties(
                "server.port=0",
                "spring.main.banner-mode=off",
                "spring.main.web-application-type=" + type);
    if (type.equals("reactive")) {
      Class<?> netty =
          firstPresent(
              "org.springframework.boot.web.embedded.netty.NettyReactiveWebServerFactory",
              "org.springframework.boot.reactor.netty.NettyReactiveWebServerFactory");
      b.initializers(c -> ((GenericApplicationContext) c).registerBean(netty));
    }
    return b.run();
  }

  private static Class<?> firstPresent(String... names) {
    for (String n : names) {
      try {
        return Class.forName(n, false, BaleBootServerTest.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        // the other Boot line's name
      }
    }
    throw new AssertionError("no Reactor Netty server factory among " + List.of(names));
  }

  private static URI base(ConfigurableApplicationContext app) {
    String port = app.getEnvironment().getProperty("local.server.port");
    assertTrue(port != null && Integer.parseInt(port) > 0, "no port: " + port);
    return URI.create("http://127.0.0.1:" + port);
  }

  @Test
  void aBootApplicationOnItsEmbeddedServerSpeaksBale() throws Exception {
    for (String type : List.of("servlet", "reactive")) {
      try (ConfigurableApplicationContext app = start(type)) {
        speaksBale(type, base(app));
      }
    }
  }

  /** Spring MVC on Tomcat ({@code servlet}), or WebFlux on Reactor Netty, at {@code base}. */
  private static void speaksBale(String type, URI base) throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    byte[] bytes = Compact.encode(MediaContent.COMPACT, MEDIA);

    HttpResponse<byte[]> r =
        send(
            http,
            HttpRequest.newBuilder(base.resolve("/echo"))
                .header("Content-Type", BaleMediaTypes.COMPACT_VALUE)
                .header("Accept", BaleMediaTypes.COMPACT_VALUE)
                .POST(HttpRequest.BodyPublishers.ofByteArray(bytes)));
    assertEquals(200, r.statusCode(), type);
    assertEquals(BaleMediaTypes.COMPACT_VALUE, r.headers().firstValue("Content-Type").orElse(null));
    assertEquals(
        Integer.toString(bytes.length), r.headers().firstValue("Content-Length").orElse(null));
    assertArrayEquals(bytes, r.body());

    r =
        send(
            http,
            HttpRequest.newBuilder(base.resolve("/value"))
                .header("Accept", BaleMediaTypes.FLAT_VALUE));
    assertEquals(200, r.statusCode(), type);
    assertEquals(MEDIA, Flat.decode(MediaContent.FLAT, r.body()));

    r = send(http, HttpRequest.newBuilder(base.resolve("/value")).header("Accept", "*/*"));
    assertEquals(200, r.statusCode(), type);
    String contentType = r.headers().firstValue("Content-Type").orElse("");
    if (type.equals("servlet")) {
      // Spring MVC: the converter comes after JSON, which answers */*.
      assertTrue(contentType.startsWith("application/json"), contentType);
      String json = new String(r.body(), StandardCharsets.UTF_8);
      assertTrue(json.contains("\"uri\""), json);
    } else {
      // WebFlux lists custom codecs before JSON: Bale answers */* (docs/integrations.md).
      assertEquals(BaleMediaTypes.COMPACT_VALUE, contentType);
      assertEquals(MEDIA, Compact.decode(MediaContent.COMPACT, r.body()));
    }

    // The controller's Flux as a message stream, one record per value: WebFlux writes each as it
    // comes, Spring MVC collects the Flux first; the same bytes.
    r =
        send(
            http,
            HttpRequest.newBuilder(base.resolve("/images"))
                .header("Accept", BaleMediaTypes.STREAM_VALUE));
    assertEquals(200, r.statusCode(), type);
    assertEquals(BaleMediaTypes.STREAM_VALUE, r.headers().firstValue("Content-Type").orElse(null));
    MessageStreamDecoder<Image> d = new MessageStreamDecoder<>(Image.COMPACT, Image.FINGERPRINT);
    d.feed(r.body(), 0, r.body().length);
    d.endOfInput();
    List<Image> images = new ArrayList<>();
    for (Image i; (i = d.poll()) != null; ) {
      images.add(i);
    }
    assertEquals(MEDIA.images(), images, type);

    r =
        send(
            http,
            HttpRequest.newBuilder(base.resolve("/echo"))
                .header("Content-Type", BaleMediaTypes.COMPACT_VALUE)
                .header("Accept", BaleMediaTypes.COMPACT_VALUE)
                .POST(
                    HttpRequest.BodyPublishers.ofByteArray(
                        Arrays.copyOf(bytes, bytes.length - 3))));
    assertEquals(400, r.statusCode(), type);
  }
}
