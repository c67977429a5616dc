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
import jakarta.ws.rs.InternalServerErrorException;
import jakarta.ws.rs.core.GenericEntity;
import jakarta.ws.rs.core.GenericType;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedHashMap;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import media.Image;
import media.MediaContent;
import org.glassfish.jersey.internal.MapPropertiesDelegate;
import org.glassfish.jersey.server.ApplicationHandler;
import org.glassfish.jersey.server.ContainerRequest;
import org.glassfish.jersey.server.ContainerResponse;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

/**
 * {@link BaleProvider} in a Jersey application, requests handled in memory (no HTTP server), over
 * the golden media classes ({@link BaleProviderCases}); and called directly.
 */
class BaleProviderTest extends BaleProviderCases {
  @Override
  App app(BaleProvider provider, Object... providers) {
    ResourceConfig config = new ResourceConfig(MediaResource.class).register(provider);
    for (Object p : providers) {
      config.register(p);
    }
    ApplicationHandler app = new ApplicationHandler(config);
    return (method, path, contentType, accept, body) -> {
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
      return new Reply(
          r.getStatus(), r.getMediaType(), r.getHeaderString("Content-Length"), out.toByteArray());
    };
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
  void aQuarkusStreamedItemIsNotWrittenAsOneRoot() {
    // Quarkus REST writes a Multi's items one by one, each into a StreamingOutputStream: roots
    // back to back would be bytes no decoder reads, so the provider refuses (a 500).
    InternalServerErrorException e =
        assertThrows(
            InternalServerErrorException.class,
            () ->
                new BaleProvider()
                    .writeTo(
                        VALUE,
                        MediaContent.class,
                        MediaContent.class,
                        NONE,
                        BaleProvider.COMPACT_TYPE,
                        new MultivaluedHashMap<>(),
                        new org.jboss.resteasy.reactive.server.StreamingOutputStream()));
    assertTrue(e.getMessage().contains("produce application/vnd.bale.stream"), e.getMessage());
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
    // The stream type: a declared List of a message type, nothing else.
    MediaType stream = BaleProvider.STREAM_TYPE;
    Type images = new GenericType<List<Image>>() {}.getType();
    assertTrue(p.isReadable(List.class, images, NONE, stream));
    assertTrue(p.isWriteable(ArrayList.class, images, NONE, stream));
    assertFalse(p.isWriteable(Image.class, Image.class, NONE, stream));
    assertFalse(p.isReadable(Image.class, Image.class, NONE, stream));
    // A List known only by its class: claimed, its elements say the records' type.
    assertTrue(p.isWriteable(ArrayList.class, ArrayList.class, NONE, stream));
    assertFalse(p.isWriteable(LinkedHashMap.class, LinkedHashMap.class, NONE, stream));
    assertFalse(
        p.isWriteable(List.class, new GenericType<List<String>>() {}.getType(), NONE, stream));
    assertFalse(
        p.isWriteable(Map.class, new GenericType<Map<String, Image>>() {}.getType(), NONE, stream));
    // A runtime that asks with the method's return type (Quarkus REST: Uni<List<E>>) for its
    // result, a List: the wrapper's type argument is the List's type.
    assertTrue(
        p.isWriteable(
            List.class,
            new GenericType<java.util.concurrent.CompletionStage<List<Image>>>() {}.getType(),
            NONE,
            stream));
    assertFalse(
        p.isWriteable(
            List.class,
            new GenericType<java.util.concurrent.CompletionStage<List<String>>>() {}.getType(),
            NONE,
            stream));
    // ... and for a single-root type: the list root.
    assertTrue(
        p.isWriteable(
            List.class,
            new GenericType<java.util.concurrent.CompletionStage<List<Image>>>() {}.getType(),
            NONE,
            BaleProvider.COMPACT_TYPE));
    // A wildcard is never the stream type: a List route answers */* with its list root.
    assertTrue(p.isWriteable(List.class, images, NONE, MediaType.WILDCARD_TYPE));
  }

  /**
   * {@code p.writeTo} of {@code value} declared by its class (an entity without a GenericEntity).
   */
  private static byte[] writeUntyped(BaleProvider p, Object value, MediaType type)
      throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    p.writeTo(
        value, value.getClass(), value.getClass(), NONE, type, new MultivaluedHashMap<>(), out);
    return out.toByteArray();
  }

  @Test
  void aListKnownByItsClassIsAStreamOfItsElements() throws Exception {
    BaleProvider p = new BaleProvider();
    List<Image> images = new ArrayList<>(VALUE.images());
    assertArrayEquals(
        BaleProviderCases.streamOf(images), writeUntyped(p, images, BaleProvider.STREAM_TYPE));
    // An empty one, or one of two types, does not say: a 500 that says why.
    InternalServerErrorException e =
        assertThrows(
            InternalServerErrorException.class,
            () -> writeUntyped(p, new ArrayList<>(), BaleProvider.STREAM_TYPE));
    assertTrue(e.getMessage().contains("declare its element type"), e.getMessage());
    List<Object> mixed = new ArrayList<>(List.of(images.get(0), VALUE));
    e =
        assertThrows(
            InternalServerErrorException.class,
            () -> writeUntyped(p, mixed, BaleProvider.STREAM_TYPE));
    assertTrue(e.getMessage().contains("not all of one"), e.getMessage());
  }

  @Test
  void aListOrMapEntityKnownByItsClassIsTheRootItsElementsMake() throws Exception {
    BaleProvider p = new BaleProvider();
    List<Image> images = new ArrayList<>(VALUE.images());
    // What a client's Entity.entity(images, BaleProvider.COMPACT) asks of the provider.
    assertTrue(p.isWriteable(ArrayList.class, ArrayList.class, NONE, BaleProvider.COMPACT_TYPE));
    assertTrue(p.isWriteable(ArrayList.class, ArrayList.class, NONE, BaleProvider.FLAT_TYPE));
    assertTrue(
        p.isWriteable(LinkedHashMap.class, LinkedHashMap.class, NONE, BaleProvider.COMPACT_TYPE));
    // Not for a map as flat, nor for a wildcard or another type, nor a declared List<String>.
    assertFalse(
        p.isWriteable(LinkedHashMap.class, LinkedHashMap.class, NONE, BaleProvider.FLAT_TYPE));
    assertFalse(p.isWriteable(ArrayList.class, ArrayList.class, NONE, MediaType.WILDCARD_TYPE));
    assertFalse(
        p.isWriteable(ArrayList.class, ArrayList.class, NONE, MediaType.APPLICATION_JSON_TYPE));
    Type listOfString = new GenericEntity<List<String>>(List.of()) {}.getType();
    assertFalse(p.isWriteable(List.class, listOfString, NONE, BaleProvider.COMPACT_TYPE));

    assertArrayEquals(
        Compact.encode(RootTypes.list(Image.COMPACT), images),
        writeUntyped(p, images, BaleProvider.COMPACT_TYPE));
    assertArrayEquals(
        Flat.encode(RootTypes.flatList(Image.FLAT), images),
        writeUntyped(p, images, BaleProvider.FLAT_TYPE));
    Map<String, Image> byUri = new LinkedHashMap<>();
    images.forEach(i -> byUri.put(i.uri(), i));
    assertArrayEquals(
        Compact.encode(RootTypes.stringMap(Image.COMPACT), byUri),
        writeUntyped(p, byUri, BaleProvider.COMPACT_TYPE));
    assertArrayEquals(
        Compact.encode(RootTypes.list(Image.COMPACT), List.of()),
        writeUntyped(p, new ArrayList<>(), BaleProvider.COMPACT_TYPE));
    // Elements of two types: refused, with the reason.
    InternalServerErrorException e =
        assertThrows(
            InternalServerErrorException.class,
            () ->
                writeUntyped(
                    p, new ArrayList<>(List.of(images.get(0), VALUE)), BaleProvider.COMPACT_TYPE));
    assertTrue(e.getMessage().contains("not all of one generated type"), e.getMessage());
  }
}
