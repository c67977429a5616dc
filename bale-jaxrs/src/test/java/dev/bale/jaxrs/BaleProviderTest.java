package dev.bale.jaxrs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.Flat;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.ClientErrorException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.InternalServerErrorException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedHashMap;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.annotation.Annotation;
import java.net.URI;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import media.Image;
import media.Media;
import media.MediaContent;
import media.Player;
import media.Size;
import org.glassfish.jersey.internal.MapPropertiesDelegate;
import org.glassfish.jersey.server.ApplicationHandler;
import org.glassfish.jersey.server.ContainerRequest;
import org.glassfish.jersey.server.ContainerResponse;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

/**
 * {@link BaleProvider} in a Jersey application, requests handled in memory (no HTTP server), over
 * the golden media classes; and called directly.
 */
class BaleProviderTest {
  static final MediaContent VALUE =
      MediaContent.builder()
          .media(
              Media.builder()
                  .uri("https://example.com/talk.mp4")
                  .format("video/mp4")
                  .width(1920)
                  .height(1080)
                  .persons(List.of("Ada", "Grace", "Hédi 스"))
                  .player(Player.FLASH)
                  .build())
          .images(
              List.of(
                  Image.builder().uri("https://example.com/a.png").size(Size.LARGE).build(),
                  Image.builder().uri("https://example.com/b.png").title("b").width(8).build()))
          .build();

  @Path("/")
  public static class MediaResource {
    @POST
    @Path("echo")
    @Consumes({BaleProvider.COMPACT, BaleProvider.FLAT})
    @Produces({BaleProvider.COMPACT, BaleProvider.FLAT})
    public MediaContent echo(MediaContent m) {
      return m;
    }

    @GET
    @Path("images")
    @Produces({BaleProvider.COMPACT, BaleProvider.FLAT})
    public List<Image> images() {
      return VALUE.images();
    }

    @GET
    @Path("by-uri")
    @Produces({BaleProvider.COMPACT, BaleProvider.FLAT})
    public Map<String, Image> byUri() {
      Map<String, Image> m = new LinkedHashMap<>();
      VALUE.images().forEach(i -> m.put(i.uri(), i));
      return m;
    }

    @POST
    @Path("count")
    @Consumes(BaleProvider.COMPACT)
    @Produces(MediaType.TEXT_PLAIN)
    public String count(List<Image> images) {
      return Integer.toString(images.size());
    }
  }

  /** What a request got back: status, headers, body. */
  record Reply(int status, ContainerResponse response, byte[] body) {}

  private static ApplicationHandler app(BaleProvider provider) {
    return new ApplicationHandler(new ResourceConfig(MediaResource.class).register(provider));
  }

  private static final ApplicationHandler APP = app(new BaleProvider());

  private static Reply call(
      ApplicationHandler app,
      String method,
      String path,
      String contentType,
      String accept,
      byte[] body)
      throws Exception {
    ContainerRequest req =
        new ContainerRequest(
            URI.create("http://localhost/"),
            URI.create("http://localhost/" + path),
            method,
            null,
            new MapPropertiesDelegate(),
            app.getConfiguration());
    if (contentType != null) {
      req.header("Content-Type", contentType);
    }
    if (accept != null) {
      req.header("Accept", accept);
    }
    if (body != null) {
      req.header("Content-Length", Integer.toString(body.length));
      req.setEntityStream(new ByteArrayInputStream(body));
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ContainerResponse r = app.apply(req, out).get(10, TimeUnit.SECONDS);
    return new Reply(r.getStatus(), r, out.toByteArray());
  }

  @Test
  void bodiesInEitherCodec() throws Exception {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    Reply r = call(APP, "POST", "echo", BaleProvider.COMPACT, BaleProvider.COMPACT, compact);
    assertEquals(200, r.status());
    assertEquals(BaleProvider.COMPACT_TYPE, r.response().getMediaType());
    assertEquals(Integer.toString(compact.length), r.response().getHeaderString("Content-Length"));
    assertArrayEquals(compact, r.body());

    byte[] flat = Flat.encode(MediaContent.FLAT, VALUE);
    r = call(APP, "POST", "echo", BaleProvider.FLAT, BaleProvider.FLAT, flat);
    assertEquals(200, r.status());
    assertEquals(VALUE, Flat.decode(MediaContent.FLAT, r.body()));
    r = call(APP, "POST", "echo", BaleProvider.FLAT, BaleProvider.COMPACT, flat);
    assertArrayEquals(compact, r.body());
  }

  @Test
  void listAndMapRoots() throws Exception {
    Reply r = call(APP, "GET", "images", null, BaleProvider.COMPACT, null);
    assertArrayEquals(Compact.encode(RootTypes.list(Image.COMPACT), VALUE.images()), r.body());
    r = call(APP, "GET", "images", null, BaleProvider.FLAT, null);
    assertEquals(VALUE.images(), Flat.decode(RootTypes.flatList(Image.FLAT), r.body()));
    r = call(APP, "GET", "by-uri", null, BaleProvider.COMPACT, null);
    assertEquals(
        List.copyOf(VALUE.images()),
        List.copyOf(Compact.decode(RootTypes.stringMap(Image.COMPACT), r.body()).values()));
    // A map root has no flat form: no writer for it.
    r = call(APP, "GET", "by-uri", null, BaleProvider.FLAT, null);
    assertEquals(500, r.status());

    byte[] list = Compact.encode(RootTypes.list(Image.COMPACT), VALUE.images());
    r = call(APP, "POST", "count", BaleProvider.COMPACT, MediaType.TEXT_PLAIN, list);
    assertEquals("2", new String(r.body()));
  }

  @Test
  void badBodiesAre400AndLongOnes413() throws Exception {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    byte[] trailing = Arrays.copyOf(compact, compact.length + 1);
    byte[] cut = Arrays.copyOf(compact, compact.length - 3);
    for (byte[] bad : List.of(trailing, cut, new byte[0])) {
      assertEquals(
          400, call(APP, "POST", "echo", BaleProvider.COMPACT, BaleProvider.COMPACT, bad).status());
    }
    ApplicationHandler small =
        app(new BaleProvider(Limits.builder().maxStreamMessageBytes(compact.length - 1).build()));
    assertEquals(
        413,
        call(small, "POST", "echo", BaleProvider.COMPACT, BaleProvider.COMPACT, compact).status());
  }

  private static final Annotation[] NONE = {};

  @Test
  void theErrorsCarryTheDecodersCode() throws Exception {
    BaleProvider p = new BaleProvider();
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    byte[] trailing = Arrays.copyOf(compact, compact.length + 1);
    BadRequestException e =
        assertThrows(
            BadRequestException.class,
            () ->
                p.readFrom(
                    Object.class,
                    MediaContent.class,
                    NONE,
                    BaleProvider.COMPACT_TYPE,
                    new MultivaluedHashMap<>(),
                    new ByteArrayInputStream(trailing)));
    BaleException cause = assertInstanceOf(BaleException.class, e.getCause());
    assertEquals(ErrorCode.TRAILING_BYTES, cause.code());
    assertTrue(e.getMessage().contains("TRAILING_BYTES"), e.getMessage());

    // Without a Content-Length: read to one byte past the limit, then 413.
    BaleProvider small =
        new BaleProvider(Limits.builder().maxStreamMessageBytes(compact.length - 1).build());
    ClientErrorException big =
        assertThrows(
            ClientErrorException.class,
            () ->
                small.readFrom(
                    Object.class,
                    MediaContent.class,
                    NONE,
                    BaleProvider.COMPACT_TYPE,
                    new MultivaluedHashMap<>(),
                    new ByteArrayInputStream(compact)));
    assertEquals(413, big.getResponse().getStatus());

    // A value the codec refuses: a lone surrogate has no UTF-8 form.
    MediaContent bad =
        VALUE.toBuilder().media(VALUE.media().toBuilder().title("cut \uD800").build()).build();
    assertThrows(
        InternalServerErrorException.class,
        () ->
            p.writeTo(
                bad,
                MediaContent.class,
                MediaContent.class,
                NONE,
                BaleProvider.COMPACT_TYPE,
                new MultivaluedHashMap<>(),
                new ByteArrayOutputStream()));
  }

  @Test
  void whatItClaims() {
    BaleProvider p = new BaleProvider();
    assertTrue(p.isReadable(MediaContent.class, MediaContent.class, NONE, BaleProvider.FLAT_TYPE));
    assertTrue(
        p.isWriteable(MediaContent.class, MediaContent.class, NONE, MediaType.WILDCARD_TYPE));
    assertFalse(p.isReadable(String.class, String.class, NONE, BaleProvider.COMPACT_TYPE));
    assertFalse(
        p.isWriteable(
            MediaContent.class, MediaContent.class, NONE, MediaType.APPLICATION_JSON_TYPE));
  }
}
