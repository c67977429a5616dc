package dev.bale.jaxrs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import media.MediaContent;
import org.glassfish.jersey.internal.MapPropertiesDelegate;
import org.glassfish.jersey.jackson.JacksonFeature;
import org.glassfish.jersey.server.ApplicationHandler;
import org.glassfish.jersey.server.ContainerRequest;
import org.glassfish.jersey.server.ContainerResponse;
import org.glassfish.jersey.server.ResourceConfig;
import org.jboss.resteasy.mock.MockDispatcherFactory;
import org.jboss.resteasy.mock.MockHttpRequest;
import org.jboss.resteasy.mock.MockHttpResponse;
import org.jboss.resteasy.spi.Dispatcher;
import org.junit.jupiter.api.Test;

/**
 * A resource answering JSON through Jersey's Jackson provider ({@code jersey-media-json-jackson})
 * and through RESTEasy's ({@code resteasy-jackson2-provider}) with {@code bale-jackson} on the
 * class path and nothing registered: the providers' mappers find the module by the service loader,
 * so a generated type is JSON.md's JSON (an enum by name, a 64-bit integer as a string, no unknown
 * fields). Both fail without the module's {@code META-INF/services} listing.
 */
class JacksonJsonTest {
  @Path("/")
  public static class JsonResource {
    @GET
    @Path("media")
    @Produces(MediaType.APPLICATION_JSON)
    public MediaContent media() {
      return BaleProviderCases.VALUE;
    }
  }

  /**
   * RESTEasy's Jackson 2 provider ({@code resteasy-jackson2-provider}, which registers itself), in
   * memory as {@link BaleProviderResteasyTest} runs RESTEasy.
   */
  @Test
  void resteasysJacksonProviderFindsTheModule() throws Exception {
    Dispatcher d = MockDispatcherFactory.createDispatcher();
    d.getRegistry().addPerRequestResource(JsonResource.class);
    MockHttpResponse r = new MockHttpResponse();
    d.invoke(MockHttpRequest.get("/media").accept(MediaType.APPLICATION_JSON), r);
    assertEquals(200, r.getStatus());
    assertJsonMd(r.getContentAsString());
  }

  @Test
  void jerseysJacksonProviderFindsTheModule() throws Exception {
    ApplicationHandler app =
        new ApplicationHandler(
            new ResourceConfig(JsonResource.class).register(JacksonFeature.class));
    ContainerRequest req =
        new ContainerRequest(
            URI.create("http://localhost/"),
            URI.create("http://localhost/media"),
            "GET",
            null,
            new MapPropertiesDelegate(),
            app.getConfiguration());
    req.header("Accept", MediaType.APPLICATION_JSON);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ContainerResponse r = app.apply(req, out).get(10, TimeUnit.SECONDS);
    assertEquals(200, r.getStatus());
    assertJsonMd(out.toString(StandardCharsets.UTF_8));
  }

  /** An enum by name, a 64-bit integer as a string, no unknown fields, no absent optionals. */
  private static void assertJsonMd(String json) {
    MediaContent v = BaleProviderCases.VALUE;
    assertTrue(json.contains("\"player\":\"" + v.media().player().name() + "\""), json);
    assertTrue(json.contains("\"duration\":\"" + v.media().duration() + "\""), json);
    assertFalse(json.contains("unknownFields"), json);
    assertFalse(json.contains("null"), json);
  }
}
