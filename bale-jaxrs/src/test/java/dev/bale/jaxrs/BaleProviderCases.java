package dev.bale.jaxrs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamReader;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.Flat;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.StreamingOutput;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import media.Image;
import media.Media;
import media.MediaContent;
import media.Player;
import media.Size;
import org.junit.jupiter.api.Test;

/**
 * The HTTP cases of {@link BaleProvider}, over the golden media classes, run in memory by each
 * Jakarta REST implementation's test: {@link BaleProviderTest} (Jersey) and {@link
 * BaleProviderResteasyTest} (RESTEasy); {@code make test-jaxrs4} runs both on Jakarta REST 4.0.
 */
abstract class BaleProviderCases {
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
    @Produces({BaleProvider.COMPACT, BaleProvider.FLAT, BaleProvider.STREAM})
    public List<Image> images() {
      return VALUE.images();
    }

    /** One value for the stream type: what a Quarkus {@code Multi}'s items look like. */
    @GET
    @Path("first")
    @Produces(BaleProvider.STREAM)
    public Image first() {
      return VALUE.images().get(0);
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
    @Consumes({BaleProvider.COMPACT, BaleProvider.STREAM})
    @Produces(MediaType.TEXT_PLAIN)
    public String count(List<Image> images) {
      return Integer.toString(images.size());
    }

    /**
     * A stream written as its values come (docs/integrations.md): a {@code StreamingOutput} with a
     * {@link MessageStreamWriter} on the response's stream, a record flushed per value, then {@link
     * MessageStreamWriter#finish} (the frame alone for none), the stream left open.
     */
    @GET
    @Path("images-written")
    @Produces(BaleProvider.STREAM)
    public StreamingOutput imagesWritten(@QueryParam("n") @DefaultValue("2") int n) {
      return out -> {
        MessageStreamWriter<Image> w =
            MessageStreamWriter.messages(Image.COMPACT, Image.FINGERPRINT, out);
        for (Image image : VALUE.images().subList(0, n)) {
          w.write(image);
          w.flush();
        }
        w.finish(); // the frame alone when there were none; the stream is Jakarta REST's to close
      };
    }

    /**
     * A stream read record by record (docs/integrations.md): the body as an {@code InputStream}
     * through a {@link MessageStreamReader}; a bad record is the 400 of the provider's reads.
     */
    @POST
    @Path("count-read")
    @Consumes(BaleProvider.STREAM)
    @Produces(MediaType.TEXT_PLAIN)
    public String countRead(InputStream body) throws IOException {
      int n = 0;
      try (MessageStreamReader<Image> r =
          MessageStreamReader.of(Image.COMPACT, Image.FINGERPRINT, body)) {
        for (Image i = r.read(); i != null; i = r.read()) {
          n++;
        }
      } catch (BaleException e) {
        throw new BadRequestException("Bale stream body: " + e.getMessage(), e);
      }
      return Integer.toString(n);
    }
  }

  /** What a request got back: status, content type (null if none), Content-Length, body. */
  record Reply(int status, MediaType contentType, String contentLength, byte[] body) {}

  /** An application of {@link MediaResource} and one provider, requests handled in memory. */
  interface App {
    Reply call(String method, String path, String contentType, String accept, byte[] body)
        throws Exception;
  }

  /**
   * The implementation's application of {@link MediaResource} with {@code provider} and the other
   * {@code providers} (instances) registered beside it.
   */
  abstract App app(BaleProvider provider, Object... providers);

  private App app;

  /** The application with a default {@link BaleProvider}, made once per test instance. */
  App app() {
    if (app == null) {
      app = app(new BaleProvider());
    }
    return app;
  }

  @Test
  void bodiesInEitherCodec() throws Exception {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    Reply r = app().call("POST", "echo", BaleProvider.COMPACT, BaleProvider.COMPACT, compact);
    assertEquals(200, r.status());
    assertEquals(BaleProvider.COMPACT_TYPE, r.contentType());
    assertEquals(Integer.toString(compact.length), r.contentLength());
    assertArrayEquals(compact, r.body());

    byte[] flat = Flat.encode(MediaContent.FLAT, VALUE);
    r = app().call("POST", "echo", BaleProvider.FLAT, BaleProvider.FLAT, flat);
    assertEquals(200, r.status());
    assertEquals(VALUE, Flat.decode(MediaContent.FLAT, r.body()));
    r = app().call("POST", "echo", BaleProvider.FLAT, BaleProvider.COMPACT, flat);
    assertArrayEquals(compact, r.body());
  }

  @Test
  void listAndMapRoots() throws Exception {
    Reply r = app().call("GET", "images", null, BaleProvider.COMPACT, null);
    assertArrayEquals(Compact.encode(RootTypes.list(Image.COMPACT), VALUE.images()), r.body());
    r = app().call("GET", "images", null, BaleProvider.FLAT, null);
    assertEquals(VALUE.images(), Flat.decode(RootTypes.flatList(Image.FLAT), r.body()));
    r = app().call("GET", "by-uri", null, BaleProvider.COMPACT, null);
    assertEquals(
        List.copyOf(VALUE.images()),
        List.copyOf(Compact.decode(RootTypes.stringMap(Image.COMPACT), r.body()).values()));
    // A map root has no flat form: no writer for it.
    r = app().call("GET", "by-uri", null, BaleProvider.FLAT, null);
    assertEquals(500, r.status());

    byte[] list = Compact.encode(RootTypes.list(Image.COMPACT), VALUE.images());
    r = app().call("POST", "count", BaleProvider.COMPACT, MediaType.TEXT_PLAIN, list);
    assertEquals("2", new String(r.body()));
  }

  /** {@code images} as a message stream, as {@link MessageStreamWriter} writes it. */
  static byte[] streamOf(List<Image> images) {
    return MessageStreamWriter.encodeAll(Image.COMPACT, Image.FINGERPRINT, images);
  }

  @Test
  void aListIsAMessageStreamOfItsElements() throws Exception {
    byte[] stream = streamOf(VALUE.images());
    Reply r = app().call("GET", "images", null, BaleProvider.STREAM, null);
    assertEquals(200, r.status());
    assertEquals(BaleProvider.STREAM_TYPE, r.contentType());
    assertEquals(Integer.toString(stream.length), r.contentLength());
    assertArrayEquals(stream, r.body());
    // Read back into the resource's List<E>; the frame alone is an empty list; a cut one 400.
    assertReadsStreams("count");
    // A single value is not a stream (no writer): never a frame per value.
    r = app().call("GET", "first", null, BaleProvider.STREAM, null);
    assertEquals(500, r.status());
  }

  @Test
  void aStreamWrittenAsValuesComeAndReadRecordByRecord() throws Exception {
    // The documented forms: StreamingOutput + MessageStreamWriter, InputStream +
    // MessageStreamReader; the same bytes as the List route's.
    Reply r = app().call("GET", "images-written", null, BaleProvider.STREAM, null);
    assertEquals(200, r.status());
    assertEquals(BaleProvider.STREAM_TYPE, r.contentType());
    assertArrayEquals(streamOf(VALUE.images()), r.body());
    r = app().call("GET", "images-written?n=0", null, BaleProvider.STREAM, null);
    assertArrayEquals(streamOf(List.of()), r.body());

    assertReadsStreams("count-read");
  }

  /**
   * {@code path} counts the images of a stream body: two records, the frame alone (none), and a
   * stream cut inside its last record (400).
   */
  void assertReadsStreams(String path) throws Exception {
    byte[] stream = streamOf(VALUE.images());
    Reply r = app().call("POST", path, BaleProvider.STREAM, MediaType.TEXT_PLAIN, stream);
    assertEquals("2", new String(r.body()));
    r = app().call("POST", path, BaleProvider.STREAM, MediaType.TEXT_PLAIN, streamOf(List.of()));
    assertEquals("0", new String(r.body()));
    byte[] cut = Arrays.copyOf(stream, stream.length - 2);
    r = app().call("POST", path, BaleProvider.STREAM, MediaType.TEXT_PLAIN, cut);
    assertEquals(400, r.status());
  }

  @Test
  void badBodiesAre400AndLongOnes413() throws Exception {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    byte[] trailing = Arrays.copyOf(compact, compact.length + 1);
    byte[] cut = Arrays.copyOf(compact, compact.length - 3);
    for (byte[] bad : List.of(trailing, cut, new byte[0])) {
      assertEquals(
          400,
          app().call("POST", "echo", BaleProvider.COMPACT, BaleProvider.COMPACT, bad).status());
    }
    App small =
        app(new BaleProvider(Limits.builder().maxStreamMessageBytes(compact.length - 1).build()));
    assertEquals(
        413,
        small.call("POST", "echo", BaleProvider.COMPACT, BaleProvider.COMPACT, compact).status());
  }

  /** An application's limits for Bale bodies, as a Jakarta REST context resolver. */
  @Provider
  public static final class LimitsResolver implements ContextResolver<Limits> {
    final Limits limits;

    LimitsResolver(Limits limits) {
      this.limits = limits;
    }

    @Override
    public Limits getContext(Class<?> type) {
      return limits;
    }
  }

  @Test
  void theApplicationsLimitsComeFromItsContextResolver() throws Exception {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    Limits small = Limits.builder().maxStreamMessageBytes(compact.length - 1).build();
    // A provider the runtime made (no limits given) reads under the resolver's limits ...
    App resolved = app(new BaleProvider(), new LimitsResolver(small));
    assertEquals(
        413,
        resolved
            .call("POST", "echo", BaleProvider.COMPACT, BaleProvider.COMPACT, compact)
            .status());
    Limits shallow = Limits.builder().depth(1).build();
    assertEquals(
        400,
        app(new BaleProvider(), new LimitsResolver(shallow))
            .call("POST", "echo", BaleProvider.COMPACT, BaleProvider.COMPACT, compact)
            .status());
    // ... a resolver answering null leaves the defaults ...
    assertEquals(
        200,
        app(new BaleProvider(), new LimitsResolver(null))
            .call("POST", "echo", BaleProvider.COMPACT, BaleProvider.COMPACT, compact)
            .status());
    // ... and limits given to the constructor win over it.
    assertEquals(
        200,
        app(new BaleProvider(Limits.DEFAULT), new LimitsResolver(small))
            .call("POST", "echo", BaleProvider.COMPACT, BaleProvider.COMPACT, compact)
            .status());
  }
}
