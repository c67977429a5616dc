package dev.bale.spring.boot;

import static dev.bale.spring.TestValues.MEDIA;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.Compact;
import dev.bale.runtime.flat.Flat;
import dev.bale.spring.BaleMediaTypes;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import media.MediaContent;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A Spring Boot application as it runs in production: {@link BaleAutoConfigurationTest.BootMvcApp}
 * (auto-configuration and a controller, nothing of Bale's configured) on Boot's embedded Tomcat at
 * a free port, called over HTTP by {@code java.net.http}: Bale bodies both ways, the flat codec,
 * JSON for {@code Accept: *}{@code /*}, 400 for a body that does not decode. Boot 3.5 here, Boot
 * 4.0 under {@code make test-spring7}.
 */
class BaleBootServerTest {
  private static HttpResponse<byte[]> send(HttpClient http, HttpRequest.Builder request)
      throws Exception {
    return http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  @Test
  void aBootApplicationOnItsEmbeddedServerSpeaksBale() throws Exception {
    try (ConfigurableApplicationContext app =
        new SpringApplicationBuilder(BaleAutoConfigurationTest.BootMvcApp.class)
            .properties("server.port=0", "spring.main.banner-mode=off")
            .run()) {
      String port = app.getEnvironment().getProperty("local.server.port");
      assertTrue(port != null && Integer.parseInt(port) > 0, "no port: " + port);
      URI base = URI.create("http://127.0.0.1:" + port);
      HttpClient http = HttpClient.newHttpClient();
      byte[] bytes = Compact.encode(MediaContent.COMPACT, MEDIA);

      HttpResponse<byte[]> r =
          send(
              http,
              HttpRequest.newBuilder(base.resolve("/echo"))
                  .header("Content-Type", BaleMediaTypes.COMPACT_VALUE)
                  .header("Accept", BaleMediaTypes.COMPACT_VALUE)
                  .POST(HttpRequest.BodyPublishers.ofByteArray(bytes)));
      assertEquals(200, r.statusCode());
      assertEquals(
          BaleMediaTypes.COMPACT_VALUE, r.headers().firstValue("Content-Type").orElse(null));
      assertEquals(
          Integer.toString(bytes.length), r.headers().firstValue("Content-Length").orElse(null));
      assertArrayEquals(bytes, r.body());

      r =
          send(
              http,
              HttpRequest.newBuilder(base.resolve("/value"))
                  .header("Accept", BaleMediaTypes.FLAT_VALUE));
      assertEquals(200, r.statusCode());
      assertEquals(MEDIA, Flat.decode(MediaContent.FLAT, r.body()));

      r = send(http, HttpRequest.newBuilder(base.resolve("/value")).header("Accept", "*/*"));
      assertEquals(200, r.statusCode());
      assertTrue(
          r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"),
          r.headers().toString());
      assertTrue(
          new String(r.body(), StandardCharsets.UTF_8).contains("\"uri\""),
          new String(r.body(), StandardCharsets.UTF_8));

      r =
          send(
              http,
              HttpRequest.newBuilder(base.resolve("/echo"))
                  .header("Content-Type", BaleMediaTypes.COMPACT_VALUE)
                  .header("Accept", BaleMediaTypes.COMPACT_VALUE)
                  .POST(
                      HttpRequest.BodyPublishers.ofByteArray(
                          Arrays.copyOf(bytes, bytes.length - 3))));
      assertEquals(400, r.statusCode());
    }
  }
}
