package dev.bale.spring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamReader;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.Flat;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import media.Image;
import media.MediaContent;
import media.Size;
import org.junit.jupiter.api.Test;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.HttpMessageNotWritableException;
import org.springframework.http.converter.StringHttpMessageConverter;
import org.springframework.http.converter.json.MappingJackson2HttpMessageConverter;
import org.springframework.mock.http.MockHttpInputMessage;
import org.springframework.mock.http.MockHttpOutputMessage;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.mvc.method.annotation.StreamingResponseBody;
import reactor.core.publisher.Flux;

/**
 * The converter in a Spring MVC application (MockMvc over a controller, the generated media
 * schema's classes) and called directly.
 */
class BaleHttpMessageConverterTest {
  static final MediaContent VALUE = TestValues.MEDIA;

  @RestController
  static class MediaController {
    @PostMapping("/echo")
    MediaContent echo(@RequestBody MediaContent m) {
      return m;
    }

    @PostMapping("/count")
    String count(@RequestBody List<Image> images) {
      return Integer.toString(images.size());
    }

    @GetMapping("/images")
    List<Image> images() {
      return VALUE.images();
    }

    @GetMapping("/image-flux")
    Flux<Image> imageFlux() {
      return Flux.fromIterable(VALUE.images());
    }

    /**
     * A stream written as its values come (docs/integrations.md): a {@code StreamingResponseBody}
     * with a {@link MessageStreamWriter} on the response's stream, a record flushed per value, then
     * {@link MessageStreamWriter#finish} (the frame alone for none), the stream left open.
     */
    @GetMapping("/images-written")
    ResponseEntity<StreamingResponseBody> imagesWritten(
        @RequestParam(name = "n", defaultValue = "2") int n) {
      StreamingResponseBody body =
          out -> {
            MessageStreamWriter<Image> w =
                MessageStreamWriter.messages(Image.COMPACT, Image.FINGERPRINT, out);
            for (Image image : VALUE.images().subList(0, n)) {
              w.write(image);
              w.flush();
            }
            w.finish();
          };
      return ResponseEntity.ok().contentType(BaleMediaTypes.STREAM).body(body);
    }

    /**
     * A stream read record by record (docs/integrations.md): the body as an {@code InputStream}
     * through a {@link MessageStreamReader}; a bad record is a 400.
     */
    @PostMapping(value = "/count-read", consumes = BaleMediaTypes.STREAM_VALUE)
    String countRead(InputStream body) throws IOException {
      int n = 0;
      try (MessageStreamReader<Image> r =
          MessageStreamReader.of(Image.COMPACT, Image.FINGERPRINT, body)) {
        for (Image i = r.read(); i != null; i = r.read()) {
          n++;
        }
      } catch (BaleException e) {
        throw new ResponseStatusException(
            HttpStatus.BAD_REQUEST, "Bale stream body: " + e.getMessage(), e);
      }
      return Integer.toString(n);
    }

    @GetMapping("/first")
    Image first() {
      return VALUE.images().get(0);
    }

    @GetMapping("/by-uri")
    Map<String, Image> byUri() {
      Map<String, Image> m = new LinkedHashMap<>();
      VALUE.images().forEach(i -> m.put(i.uri(), i));
      return m;
    }
  }

  private static MockMvc mvc(BaleHttpMessageConverter converter) {
    return MockMvcBuilders.standaloneSetup(new MediaController())
        .setMessageConverters(new StringHttpMessageConverter(), converter)
        .build();
  }

  private static final MockMvc MVC = mvc(new BaleHttpMessageConverter());

  private static MockHttpServletResponse call(
      MockMvc mvc,
      org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder request)
      throws Exception {
    MvcResult r = mvc.perform(request).andReturn();
    return r.getResponse();
  }

  @Test
  void aCompactBodyGoesInAndComesOut() throws Exception {
    byte[] bytes = Compact.encode(MediaContent.COMPACT, VALUE);
    MockHttpServletResponse r =
        call(
            MVC,
            post("/echo")
                .contentType(BaleMediaTypes.COMPACT)
                .accept(BaleMediaTypes.COMPACT)
                .content(bytes));
    assertEquals(200, r.getStatus());
    assertEquals(BaleMediaTypes.COMPACT_VALUE, r.getContentType());
    assertEquals(bytes.length, r.getContentLength());
    assertArrayEquals(bytes, r.getContentAsByteArray());
    assertEquals(VALUE, Compact.decode(MediaContent.COMPACT, r.getContentAsByteArray()));
  }

  @Test
  void aFlatBodyGoesInAndEitherCodecComesOut() throws Exception {
    byte[] flat = Flat.encode(MediaContent.FLAT, VALUE);
    MockHttpServletResponse r =
        call(
            MVC,
            post("/echo")
                .contentType(BaleMediaTypes.FLAT)
                .accept(BaleMediaTypes.FLAT)
                .content(flat));
    assertEquals(200, r.getStatus());
    assertEquals(BaleMediaTypes.FLAT_VALUE, r.getContentType());
    assertEquals(VALUE, Flat.decode(MediaContent.FLAT, r.getContentAsByteArray()));
    // In flat, out compact: each direction by its own header.
    r =
        call(
            MVC,
            post("/echo")
                .contentType(BaleMediaTypes.FLAT)
                .accept(BaleMediaTypes.COMPACT)
                .content(flat));
    assertEquals(BaleMediaTypes.COMPACT_VALUE, r.getContentType());
    assertEquals(VALUE, Compact.decode(MediaContent.COMPACT, r.getContentAsByteArray()));
  }

  @Test
  void listAndMapRootsAsTheRootWrapper() throws Exception {
    MockHttpServletResponse r = call(MVC, get("/images").accept(BaleMediaTypes.COMPACT));
    assertEquals(200, r.getStatus());
    // The bytes of the root wrapper (FORMAT.md §2.3), as RootTypes and `bale encode --type` write.
    assertArrayEquals(
        Compact.encode(RootTypes.list(Image.COMPACT), VALUE.images()), r.getContentAsByteArray());
    r = call(MVC, get("/images").accept(BaleMediaTypes.FLAT));
    assertEquals(
        VALUE.images(), Flat.decode(RootTypes.flatList(Image.FLAT), r.getContentAsByteArray()));

    r = call(MVC, get("/by-uri").accept(BaleMediaTypes.COMPACT));
    Map<String, Image> m =
        Compact.decode(RootTypes.stringMap(Image.COMPACT), r.getContentAsByteArray());
    assertEquals(
        List.of(VALUE.images().get(0).uri(), VALUE.images().get(1).uri()), List.copyOf(m.keySet()));
    // A map root has no flat form (RootTypes.flatList only): not acceptable.
    r = call(MVC, get("/by-uri").accept(BaleMediaTypes.FLAT));
    assertEquals(HttpStatus.NOT_ACCEPTABLE.value(), r.getStatus());

    byte[] list = Compact.encode(RootTypes.list(Image.COMPACT), VALUE.images());
    r = call(MVC, post("/count").contentType(BaleMediaTypes.COMPACT).content(list));
    assertEquals("2", r.getContentAsString());
  }

  @Test
  void theStreamTypeIsAMessageStreamOfAListsElements() throws Exception {
    byte[] expected = TestValues.streamOf(VALUE.images());
    // A List<E> route, and a Flux<E> route (which Spring MVC collects into a List<E>).
    for (String route : List.of("/images", "/image-flux")) {
      MvcResult res = MVC.perform(get(route).accept(BaleMediaTypes.STREAM)).andReturn();
      if (res.getRequest().isAsyncStarted()) {
        res =
            MVC.perform(
                    org.springframework.test.web.servlet.request.MockMvcRequestBuilders
                        .asyncDispatch(res))
                .andReturn();
      }
      MockHttpServletResponse r = res.getResponse();
      assertEquals(200, r.getStatus(), route + " " + res.getResolvedException());
      assertEquals(BaleMediaTypes.STREAM_VALUE, r.getContentType(), route);
      assertEquals(expected.length, r.getContentLength(), route);
      assertArrayEquals(expected, r.getContentAsByteArray(), route);
    }
    // One value asked for as a stream: a stream of one record.
    MockHttpServletResponse r = call(MVC, get("/first").accept(BaleMediaTypes.STREAM));
    assertArrayEquals(TestValues.streamOf(VALUE.images().subList(0, 1)), r.getContentAsByteArray());
    // A stream body read as a List<E>; an empty stream (the frame alone) is an empty list.
    r = call(MVC, post("/count").contentType(BaleMediaTypes.STREAM).content(expected));
    assertEquals("2", r.getContentAsString());
    r =
        call(
            MVC,
            post("/count")
                .contentType(BaleMediaTypes.STREAM)
                .content(TestValues.streamOf(List.of())));
    assertEquals("0", r.getContentAsString());
    // A map has no stream form.
    r = call(MVC, get("/by-uri").accept(BaleMediaTypes.STREAM));
    assertEquals(HttpStatus.NOT_ACCEPTABLE.value(), r.getStatus());
  }

  @Test
  void aStreamWrittenAsValuesComeAndReadRecordByRecord() throws Exception {
    // The documented forms: StreamingResponseBody + MessageStreamWriter (written on MVC's async
    // thread), InputStream + MessageStreamReader; the same bytes as the List route's.
    for (int n : new int[] {2, 0}) {
      MvcResult res =
          MVC.perform(get("/images-written?n=" + n).accept(BaleMediaTypes.STREAM)).andReturn();
      res =
          MVC.perform(
                  org.springframework.test.web.servlet.request.MockMvcRequestBuilders.asyncDispatch(
                      res))
              .andReturn();
      MockHttpServletResponse r = res.getResponse();
      assertEquals(200, r.getStatus());
      assertEquals(BaleMediaTypes.STREAM_VALUE, r.getContentType());
      assertArrayEquals(
          TestValues.streamOf(VALUE.images().subList(0, n)), r.getContentAsByteArray());
    }
    byte[] stream = TestValues.streamOf(VALUE.images());
    for (byte[] body : List.of(stream, TestValues.streamOf(List.of()))) {
      MockHttpServletResponse r =
          call(MVC, post("/count-read").contentType(BaleMediaTypes.STREAM).content(body));
      assertEquals(body == stream ? "2" : "0", r.getContentAsString());
    }
    MockHttpServletResponse r =
        call(
            MVC,
            post("/count-read")
                .contentType(BaleMediaTypes.STREAM)
                .content(Arrays.copyOf(stream, stream.length - 2)));
    assertEquals(400, r.getStatus());
  }

  @Test
  void aStreamReadAsOneValueHasOneRecordAndBadStreamsAre400() throws Exception {
    BaleHttpMessageConverter c = new BaleHttpMessageConverter();
    MockHttpInputMessage one =
        new MockHttpInputMessage(TestValues.streamOf(VALUE.images().subList(1, 2)));
    one.getHeaders().setContentType(BaleMediaTypes.STREAM);
    assertEquals(VALUE.images().get(1), c.read(Image.class, null, one));

    MockHttpInputMessage two = new MockHttpInputMessage(TestValues.streamOf(VALUE.images()));
    two.getHeaders().setContentType(BaleMediaTypes.STREAM);
    HttpMessageNotReadableException e =
        assertThrows(HttpMessageNotReadableException.class, () -> c.read(Image.class, null, two));
    assertTrue(e.getMessage().contains("2 records"), e.getMessage());

    // Cut inside the second record: TRUNCATED at the stream's end, nothing returned.
    byte[] stream = TestValues.streamOf(VALUE.images());
    MockHttpInputMessage cut = new MockHttpInputMessage(Arrays.copyOf(stream, stream.length - 2));
    cut.getHeaders().setContentType(BaleMediaTypes.STREAM);
    Type list = type(new ParameterizedTypeReference<List<Image>>() {});
    e = assertThrows(HttpMessageNotReadableException.class, () -> c.read(list, null, cut));
    BaleException cause = assertInstanceOf(BaleException.class, e.getCause());
    assertEquals(ErrorCode.TRUNCATED, cause.code());
    assertEquals(stream.length - 2, cause.offset());

    // A stream of another schema's records: its fingerprint is refused.
    ByteArrayOutputStream other = new ByteArrayOutputStream();
    try (MessageStreamWriter<MediaContent> w =
        MessageStreamWriter.messages(MediaContent.COMPACT, MediaContent.FINGERPRINT, other)) {
      w.write(VALUE);
    }
    MockHttpInputMessage wrong = new MockHttpInputMessage(other.toByteArray());
    wrong.getHeaders().setContentType(BaleMediaTypes.STREAM);
    e = assertThrows(HttpMessageNotReadableException.class, () -> c.read(list, null, wrong));
    assertInstanceOf(BaleException.class, e.getCause());

    // Over the limit: refused by its length before a record is read.
    BaleHttpMessageConverter small =
        new BaleHttpMessageConverter(Limits.builder().maxStreamMessageBytes(64).build());
    MockHttpInputMessage big = new MockHttpInputMessage(stream);
    big.getHeaders().setContentType(BaleMediaTypes.STREAM);
    big.getHeaders().setContentLength(stream.length);
    e = assertThrows(HttpMessageNotReadableException.class, () -> small.read(list, null, big));
    assertTrue(e.getMessage().contains("over the limit"), e.getMessage());
  }

  @Test
  void theStreamTypeNeedsAGeneratedMessageTypeKnownByItsType() {
    BaleHttpMessageConverter c = new BaleHttpMessageConverter();
    MediaType stream = BaleMediaTypes.STREAM;
    Type list = type(new ParameterizedTypeReference<List<Image>>() {});
    assertTrue(c.canRead(list, null, stream));
    assertTrue(c.canWrite(list, ArrayList.class, stream));
    assertTrue(c.canRead(Image.class, null, stream));
    assertTrue(c.canWrite(Image.class, Image.class, stream));
    // Declared Object (a ResponseEntity<Object>): the value's class.
    assertTrue(c.canWrite(Object.class, Image.class, stream));
    // A list known only by its class (RestTemplate's body): claimed, its elements say its type.
    assertTrue(c.canWrite(ArrayList.class, ArrayList.class, stream));
    assertTrue(c.canWrite(null, ArrayList.class, stream));
    assertFalse(c.canWrite(null, java.util.HashMap.class, stream));
    // Not a message type: no fingerprint, no stream.
    assertFalse(c.canRead(type(new ParameterizedTypeReference<List<String>>() {}), null, stream));
    assertFalse(c.canRead(type(new ParameterizedTypeReference<List<Size>>() {}), null, stream));
    assertFalse(
        c.canWrite(
            type(new ParameterizedTypeReference<Map<String, Image>>() {}), Map.class, stream));
    assertFalse(
        c.canRead(type(new ParameterizedTypeReference<List<List<Image>>>() {}), null, stream));
  }

  @Test
  void badBytesAre400WithTheDecodersError() throws Exception {
    byte[] bytes = Compact.encode(MediaContent.COMPACT, VALUE);
    byte[] trailing = Arrays.copyOf(bytes, bytes.length + 1);
    byte[] cut = Arrays.copyOf(bytes, bytes.length - 3);
    for (byte[] bad : List.of(trailing, cut)) {
      MvcResult r =
          MVC.perform(post("/echo").contentType(BaleMediaTypes.COMPACT).content(bad)).andReturn();
      assertEquals(400, r.getResponse().getStatus());
      HttpMessageNotReadableException e =
          assertInstanceOf(HttpMessageNotReadableException.class, r.getResolvedException());
      BaleException cause = assertInstanceOf(BaleException.class, e.getCause());
      assertTrue(e.getMessage().contains(cause.code().name()), e.getMessage());
    }
    // An empty body never reaches a converter: Spring answers 400, "Required request body is
    // missing"; called directly, the converter gives the decoder's TRUNCATED.
    MvcResult r =
        MVC.perform(post("/echo").contentType(BaleMediaTypes.COMPACT).content(new byte[0]))
            .andReturn();
    assertEquals(400, r.getResponse().getStatus());
    MockHttpInputMessage empty = new MockHttpInputMessage(new byte[0]);
    HttpMessageNotReadableException none =
        assertThrows(
            HttpMessageNotReadableException.class,
            () -> new BaleHttpMessageConverter().read(MediaContent.class, null, empty));
    assertEquals(ErrorCode.TRUNCATED, ((BaleException) none.getCause()).code());
    r =
        MVC.perform(post("/echo").contentType(BaleMediaTypes.COMPACT).content(trailing))
            .andReturn();
    assertEquals(
        ErrorCode.TRAILING_BYTES, ((BaleException) r.getResolvedException().getCause()).code());
    // A flat body that does not verify.
    byte[] flat = Flat.encode(MediaContent.FLAT, VALUE);
    flat[flat.length - 1] ^= (byte) 0xFF;
    flat[9] ^= 0x40;
    r = MVC.perform(post("/echo").contentType(BaleMediaTypes.FLAT).content(flat)).andReturn();
    assertEquals(400, r.getResponse().getStatus());
    assertInstanceOf(BaleException.class, r.getResolvedException().getCause());
  }

  @Test
  void aBodyOverTheLimitIsRefusedByItsLengthOrAsItArrives() throws Exception {
    byte[] bytes = Compact.encode(MediaContent.COMPACT, VALUE);
    Limits small = Limits.builder().maxStreamMessageBytes(bytes.length - 1).build();
    BaleHttpMessageConverter c = new BaleHttpMessageConverter(small);
    MvcResult r =
        mvc(c)
            .perform(post("/echo").contentType(BaleMediaTypes.COMPACT).content(bytes))
            .andReturn();
    assertEquals(400, r.getResponse().getStatus());
    assertTrue(
        r.getResolvedException().getMessage().contains("over the limit of " + (bytes.length - 1)),
        r.getResolvedException().getMessage());
    // Without a Content-Length the body is read up to one byte past the limit, then refused.
    MockHttpInputMessage in = new MockHttpInputMessage(bytes);
    in.getHeaders().setContentType(BaleMediaTypes.COMPACT);
    HttpMessageNotReadableException e =
        assertThrows(
            HttpMessageNotReadableException.class, () -> c.read(MediaContent.class, null, in));
    assertTrue(e.getMessage().contains("more than " + (bytes.length - 1)), e.getMessage());
    // At the limit it is read.
    BaleHttpMessageConverter exact =
        new BaleHttpMessageConverter(Limits.builder().maxStreamMessageBytes(bytes.length).build());
    MockHttpInputMessage in2 = new MockHttpInputMessage(bytes);
    in2.getHeaders().setContentType(BaleMediaTypes.COMPACT);
    assertEquals(VALUE, exact.read(MediaContent.class, null, in2));
  }

  @Test
  void aValueTheCodecRefusesIsNotWritable() throws Exception {
    BaleHttpMessageConverter c = new BaleHttpMessageConverter();
    MockHttpOutputMessage out = new MockHttpOutputMessage();
    // A string that is not Unicode text (a lone surrogate) has no UTF-8 form.
    MediaContent bad =
        VALUE.toBuilder().media(VALUE.media().toBuilder().title("cut \uD800").build()).build();
    HttpMessageNotWritableException e =
        assertThrows(
            HttpMessageNotWritableException.class,
            () -> c.write(bad, MediaContent.class, BaleMediaTypes.COMPACT, out));
    assertTrue(e.getMessage().contains("MediaContent"), e.getMessage());
  }

  @Test
  void onlyGeneratedTypesAndTheirListsAndStringMaps() {
    BaleHttpMessageConverter c = new BaleHttpMessageConverter();
    MediaType compact = BaleMediaTypes.COMPACT;
    MediaType flat = BaleMediaTypes.FLAT;
    assertTrue(c.canRead(MediaContent.class, null, compact));
    assertTrue(c.canWrite(MediaContent.class, MediaContent.class, flat));
    assertTrue(c.canRead(type(new ParameterizedTypeReference<List<Image>>() {}), null, flat));
    assertTrue(
        c.canRead(type(new ParameterizedTypeReference<Map<String, Image>>() {}), null, compact));
    assertFalse(
        c.canRead(type(new ParameterizedTypeReference<Map<String, Image>>() {}), null, flat));
    // Not generated, or a shape without a root form.
    assertFalse(c.canRead(String.class, null, compact));
    assertFalse(c.canRead(Object.class, null, compact));
    assertFalse(c.canRead(type(new ParameterizedTypeReference<List<String>>() {}), null, compact));
    assertFalse(
        c.canRead(type(new ParameterizedTypeReference<Map<Integer, Image>>() {}), null, compact));
    assertFalse(
        c.canRead(type(new ParameterizedTypeReference<List<List<Image>>>() {}), null, compact));
    // An enum class has a codec but a flat list of it has no root form.
    assertFalse(c.canRead(type(new ParameterizedTypeReference<List<Size>>() {}), null, flat));
    // Other media types are left to other converters.
    assertFalse(c.canRead(MediaContent.class, null, MediaType.APPLICATION_JSON));
    assertFalse(c.canWrite(MediaContent.class, MediaContent.class, MediaType.APPLICATION_JSON));
    assertEquals(List.of(compact, flat, BaleMediaTypes.STREAM), c.getSupportedMediaTypes());
  }

  /** A class with a COMPACT constant of another type is not taken for a generated one. */
  static final class Impostor {
    public static final dev.bale.runtime.CompactType<MediaContent> COMPACT = MediaContent.COMPACT;
  }

  @Test
  void aCodecFieldOfAnotherTypeIsIgnored() {
    assertFalse(
        new BaleHttpMessageConverter().canRead(Impostor.class, null, BaleMediaTypes.COMPACT));
  }

  @Test
  @SuppressWarnings("removal") // Jackson 2's converter: marked for removal in Spring 7, still there
  void afterTheJsonConverterJsonStaysTheDefault() throws Exception {
    MockMvc both =
        MockMvcBuilders.standaloneSetup(new MediaController())
            .setMessageConverters(
                new MappingJackson2HttpMessageConverter(), new BaleHttpMessageConverter())
            .build();
    MockHttpServletResponse r = call(both, get("/images").accept(MediaType.ALL));
    assertEquals(MediaType.APPLICATION_JSON_VALUE, r.getContentType());
    assertTrue(r.getContentAsString().startsWith("[{\"uri\":"), r.getContentAsString());
    MvcResult res = both.perform(get("/images").accept(BaleMediaTypes.COMPACT)).andReturn();
    r = res.getResponse();
    assertEquals(
        BaleMediaTypes.COMPACT_VALUE,
        r.getContentType(),
        r.getStatus() + " " + res.getResolvedException());
    assertArrayEquals(
        Compact.encode(RootTypes.list(Image.COMPACT), VALUE.images()), r.getContentAsByteArray());
  }

  private static Type type(ParameterizedTypeReference<?> ref) {
    return ref.getType();
  }
}
