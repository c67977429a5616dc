package dev.bale.spring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.Flat;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import media.Image;
import media.MediaContent;
import media.Size;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.publisher.Sinks;

/**
 * {@link BaleEncoder} and {@link BaleDecoder} in a WebFlux application (WebTestClient bound to a
 * controller of the golden media classes) and on their own.
 */
class BaleWebFluxTest {
  static final MediaContent VALUE = BaleHttpMessageConverterTest.VALUE;

  /** More images than the value has, so that a stream has several records. */
  static final List<Image> IMAGES = images(5);

  static List<Image> images(int n) {
    List<Image> l = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      l.add(
          Image.builder()
              .uri("http://example.com/" + i + ".jpg")
              .width(i)
              .height(2 * i)
              .size(i % 2 == 0 ? Size.SMALL : Size.LARGE)
              .build());
    }
    return l;
  }

  @RestController
  static class ReactiveController {
    @PostMapping("/echo")
    Mono<MediaContent> echo(@RequestBody Mono<MediaContent> m) {
      return m;
    }

    @PostMapping("/echo-plain")
    MediaContent echoPlain(@RequestBody MediaContent m) {
      return m;
    }

    @GetMapping("/images")
    Flux<Image> images() {
      return Flux.fromIterable(IMAGES);
    }

    @GetMapping(
        value = "/images-json-first",
        produces = {MediaType.APPLICATION_JSON_VALUE, BaleMediaTypes.COMPACT_VALUE})
    Flux<Image> imagesJsonFirst() {
      return Flux.fromIterable(IMAGES);
    }

    @GetMapping("/one-image")
    Mono<Image> oneImage() {
      return Mono.just(IMAGES.get(3));
    }

    @GetMapping("/no-images")
    Flux<Image> noImages() {
      return Flux.empty();
    }

    @GetMapping("/by-uri")
    Mono<Map<String, Image>> byUri() {
      Map<String, Image> m = new LinkedHashMap<>();
      IMAGES.forEach(i -> m.put(i.uri(), i));
      return Mono.just(m);
    }

    @GetMapping("/image-list")
    Mono<List<Image>> imageList() {
      return Mono.just(IMAGES);
    }

    @PostMapping("/count-list")
    Mono<String> countList(@RequestBody Mono<List<Image>> images) {
      return images.map(l -> Integer.toString(l.size()));
    }

    @PostMapping("/first-width")
    Mono<String> firstWidth(@RequestBody Mono<Image> image) {
      return image.map(i -> Integer.toString(i.width()));
    }

    @PostMapping("/count")
    Mono<String> count(@RequestBody Flux<Image> images) {
      return images.map(Image::width).reduce(0, Integer::sum).map(Object::toString);
    }
  }

  private static WebTestClient client(BaleDecoder decoder) {
    return WebTestClient.bindToController(new ReactiveController())
        .httpMessageCodecs(
            c -> {
              c.customCodecs().register(new BaleEncoder());
              c.customCodecs().register(decoder);
            })
        .build();
  }

  private static final WebTestClient CLIENT = client(new BaleDecoder());

  private static byte[] post(String path, MediaType in, MediaType out, byte[] body, int status) {
    return CLIENT
        .post()
        .uri(path)
        .contentType(in)
        .accept(out)
        .bodyValue(body)
        .exchange()
        .expectStatus()
        .isEqualTo(status)
        .expectBody()
        .returnResult()
        .getResponseBodyContent();
  }

  private static byte[] getBytes(String path, MediaType accept) {
    return CLIENT
        .get()
        .uri(path)
        .accept(accept)
        .exchange()
        .expectStatus()
        .isOk()
        .expectHeader()
        .contentType(accept)
        .expectBody()
        .returnResult()
        .getResponseBodyContent();
  }

  @Test
  void singleValuesInEitherCodec() {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    for (String path : List.of("/echo", "/echo-plain")) {
      assertArrayEquals(
          compact, post(path, BaleMediaTypes.COMPACT, BaleMediaTypes.COMPACT, compact, 200));
      byte[] flat = post(path, BaleMediaTypes.COMPACT, BaleMediaTypes.FLAT, compact, 200);
      assertEquals(VALUE, Flat.decode(MediaContent.FLAT, flat));
      assertArrayEquals(
          compact, post(path, BaleMediaTypes.FLAT, BaleMediaTypes.COMPACT, flat, 200));
    }
    byte[] map = getBytes("/by-uri", BaleMediaTypes.COMPACT);
    assertEquals(
        List.copyOf(IMAGES),
        List.copyOf(Compact.decode(RootTypes.stringMap(Image.COMPACT), map).values()));
  }

  @Test
  void aFluxIsOneListRootOrAMessageStream() throws Exception {
    byte[] list = getBytes("/images", BaleMediaTypes.COMPACT);
    assertArrayEquals(Compact.encode(RootTypes.list(Image.COMPACT), IMAGES), list);
    assertEquals(
        IMAGES,
        Flat.decode(RootTypes.flatList(Image.FLAT), getBytes("/images", BaleMediaTypes.FLAT)));

    byte[] stream = getBytes("/images", BaleMediaTypes.STREAM);
    assertArrayEquals(TestValues.streamOf(IMAGES), stream);
    MessageStreamDecoder<Image> d = new MessageStreamDecoder<>(Image.COMPACT, Image.FINGERPRINT);
    d.feed(stream, 0, stream.length);
    d.endOfInput();
    List<Image> back = new ArrayList<>();
    for (Image i; (i = d.poll()) != null; ) {
      back.add(i);
    }
    assertEquals(IMAGES, back);
    // One value (a Mono) asked for as a stream: a stream of one record.
    assertArrayEquals(
        TestValues.streamOf(IMAGES.subList(3, 4)), getBytes("/one-image", BaleMediaTypes.STREAM));
    // No values: the frame alone, which a reader takes for an empty stream.
    byte[] empty = getBytes("/no-images", BaleMediaTypes.STREAM);
    assertArrayEquals(TestValues.streamOf(List.of()), empty);

    // And back in: the sum of the widths 0..4.
    assertEquals(
        "10", new String(post("/count", BaleMediaTypes.STREAM, MediaType.TEXT_PLAIN, stream, 200)));
    assertEquals(
        "10", new String(post("/count", BaleMediaTypes.COMPACT, MediaType.TEXT_PLAIN, list, 200)));
  }

  @Test
  void aListIsAStreamOfItsElementsAndOneValueIsOneRecord() {
    // A Mono<List<E>> asked for as a stream: the Flux's bytes.
    byte[] stream = getBytes("/image-list", BaleMediaTypes.STREAM);
    assertArrayEquals(TestValues.streamOf(IMAGES), stream);
    // Read back as a Mono<List<E>>, whole; as a Mono<E> only from a stream of one record.
    assertEquals(
        "5",
        new String(post("/count-list", BaleMediaTypes.STREAM, MediaType.TEXT_PLAIN, stream, 200)));
    byte[] one = TestValues.streamOf(IMAGES.subList(3, 4));
    assertEquals(
        "3",
        new String(post("/first-width", BaleMediaTypes.STREAM, MediaType.TEXT_PLAIN, one, 200)));
    // Two records are not one value: 400, nothing dropped silently.
    post("/first-width", BaleMediaTypes.STREAM, MediaType.TEXT_PLAIN, stream, 400);
  }

  @Test
  void badBodiesAre400AndLongOnes413() throws Exception {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    byte[] trailing = Arrays.copyOf(compact, compact.length + 1);
    post("/echo", BaleMediaTypes.COMPACT, BaleMediaTypes.COMPACT, trailing, 400);
    post("/echo", BaleMediaTypes.COMPACT, BaleMediaTypes.COMPACT, new byte[0], 400);
    byte[] stream = TestValues.streamOf(IMAGES);
    byte[] cut = Arrays.copyOf(stream, stream.length - 2);
    post("/count", BaleMediaTypes.STREAM, MediaType.TEXT_PLAIN, cut, 400);
    // A stream of another schema: its frame's fingerprint is not Image's.
    ByteArrayOutputStream other = new ByteArrayOutputStream();
    try (MessageStreamWriter<MediaContent> w =
        MessageStreamWriter.messages(MediaContent.COMPACT, MediaContent.FINGERPRINT, other)) {
      w.write(VALUE);
    }
    post("/count", BaleMediaTypes.STREAM, MediaType.TEXT_PLAIN, other.toByteArray(), 400);

    WebTestClient small =
        client(new BaleDecoder(Limits.builder().maxStreamMessageBytes(compact.length - 1).build()));
    small
        .post()
        .uri("/echo")
        .contentType(BaleMediaTypes.COMPACT)
        .bodyValue(compact)
        .exchange()
        .expectStatus()
        .isEqualTo(413);
  }

  @Test
  void theDecodersErrorCarriesItsCode() {
    BaleDecoder decoder = new BaleDecoder();
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    byte[] cut = Arrays.copyOf(compact, compact.length - 3);
    DecodingException e =
        assertInstanceOf(
            DecodingException.class,
            decoder
                .decodeToMono(
                    Flux.just(DefaultDataBufferFactory.sharedInstance.wrap(cut)),
                    ResolvableType.forClass(MediaContent.class),
                    BaleMediaTypes.COMPACT,
                    null)
                .map(Object.class::cast)
                .onErrorResume(Mono::just)
                .block());
    BaleException cause = assertInstanceOf(BaleException.class, e.getCause());
    assertTrue(e.getMessage().contains(cause.code().name()), e.getMessage());
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, cause.code());
  }

  @Test
  void aStreamsValuesArriveBeforeItsEnd() throws Exception {
    byte[] stream = TestValues.streamOf(IMAGES);
    byte[] first = TestValues.streamOf(IMAGES.subList(0, 1));
    Sinks.Many<DataBuffer> body = Sinks.many().unicast().onBackpressureBuffer();
    List<Object> got = new ArrayList<>();
    AtomicReference<Throwable> error = new AtomicReference<>();
    boolean[] done = {false};
    new BaleDecoder()
        .decode(body.asFlux(), ResolvableType.forClass(Image.class), BaleMediaTypes.STREAM, null)
        .subscribe(got::add, error::set, () -> done[0] = true);
    // The frame and the first record, a byte at a time: one value, then nothing more yet.
    for (int i = 0; i < first.length; i++) {
      body.tryEmitNext(DefaultDataBufferFactory.sharedInstance.wrap(new byte[] {first[i]}));
      assertEquals(i == first.length - 1 ? 1 : 0, got.size(), "after byte " + i);
    }
    body.tryEmitNext(
        DefaultDataBufferFactory.sharedInstance.wrap(
            Arrays.copyOfRange(stream, first.length, stream.length)));
    assertEquals(IMAGES.size(), got.size());
    assertFalse(done[0]);
    body.tryEmitComplete();
    assertTrue(done[0]);
    assertEquals(IMAGES, got);
    assertEquals(null, error.get());
  }

  @Test
  void jsonStaysTheDefaultWhereTheHandlerListsItFirst() {
    // WebFlux lists custom codecs before its own (Jackson's among them): Bale answers Accept */*
    // for a generated type ...
    CLIENT
        .get()
        .uri("/images")
        .accept(MediaType.ALL)
        .exchange()
        .expectHeader()
        .contentType(BaleMediaTypes.COMPACT);
    // ... unless the handler names what it produces, JSON first (docs/integrations.md).
    CLIENT
        .get()
        .uri("/images-json-first")
        .accept(MediaType.ALL)
        .exchange()
        .expectHeader()
        .contentTypeCompatibleWith(MediaType.APPLICATION_JSON);
    byte[] bale = getBytes("/images-json-first", BaleMediaTypes.COMPACT);
    assertArrayEquals(Compact.encode(RootTypes.list(Image.COMPACT), IMAGES), bale);
  }

  @Test
  void whatTheyClaim() {
    BaleEncoder enc = new BaleEncoder();
    BaleDecoder dec = new BaleDecoder();
    ResolvableType media = ResolvableType.forClass(MediaContent.class);
    ResolvableType map = ResolvableType.forClassWithGenerics(Map.class, String.class, Image.class);
    assertTrue(enc.canEncode(media, BaleMediaTypes.FLAT));
    assertTrue(dec.canDecode(media, BaleMediaTypes.STREAM));
    assertTrue(enc.canEncode(map, BaleMediaTypes.COMPACT));
    assertFalse(enc.canEncode(map, BaleMediaTypes.FLAT));
    // A stream needs a generated class (its fingerprint), not a list or map.
    assertFalse(dec.canDecode(map, BaleMediaTypes.STREAM));
    assertFalse(enc.canEncode(map, BaleMediaTypes.STREAM));
    assertFalse(enc.canEncode(ResolvableType.forClass(String.class), BaleMediaTypes.COMPACT));
    assertFalse(dec.canDecode(media, MediaType.APPLICATION_JSON));
    assertFalse(enc.canEncode(media, MediaType.APPLICATION_JSON));
    assertNotNull(enc.getStreamingMediaTypes());
    assertEquals(List.of(BaleMediaTypes.STREAM), enc.getStreamingMediaTypes());
  }
}
