package dev.bale.spring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;

import dev.bale.runtime.Compact;
import dev.bale.runtime.RootTypes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import media.Image;
import media.MediaContent;
import org.junit.jupiter.api.Test;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageNotWritableException;
import org.springframework.test.web.client.MockRestServiceServer;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.ClientResponse;
import org.springframework.web.reactive.function.client.ExchangeStrategies;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The same classes on the client side: {@link BaleHttpMessageConverter} in a {@code RestClient}
 * (against Spring's mock server), {@link BaleEncoder} and {@link BaleDecoder} in a {@code
 * WebClient} (against a canned exchange).
 */
class BaleClientTest {
  static final MediaContent VALUE = BaleHttpMessageConverterTest.VALUE;

  @Test
  @SuppressWarnings({"deprecation", "removal"}) // messageConverters(..): Spring 7 has a successor
  void restClientSendsAndReadsBale() {
    RestClient.Builder builder =
        RestClient.builder().messageConverters(c -> c.add(0, new BaleHttpMessageConverter()));
    MockRestServiceServer server = MockRestServiceServer.bindTo(builder).build();
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    server
        .expect(
            r -> {
              assertEquals("/echo", r.getURI().toString());
              assertEquals(BaleMediaTypes.COMPACT, r.getHeaders().getContentType());
              assertArrayEquals(
                  compact,
                  ((org.springframework.mock.http.client.MockClientHttpRequest) r)
                      .getBodyAsBytes());
            })
        .andRespond(withSuccess(compact, BaleMediaTypes.COMPACT));
    byte[] list = Compact.encode(RootTypes.list(Image.COMPACT), VALUE.images());
    server
        .expect(
            r -> {
              assertEquals("/images", r.getURI().toString());
              assertEquals(List.of(BaleMediaTypes.COMPACT), r.getHeaders().getAccept());
            })
        .andRespond(withSuccess(list, BaleMediaTypes.COMPACT));
    RestClient client = builder.build();

    MediaContent back =
        client
            .post()
            .uri("/echo")
            .contentType(BaleMediaTypes.COMPACT)
            .accept(BaleMediaTypes.COMPACT)
            .body(VALUE)
            .retrieve()
            .body(MediaContent.class);
    assertEquals(VALUE, back);
    List<Image> images =
        client
            .get()
            .uri("/images")
            .accept(BaleMediaTypes.COMPACT)
            .retrieve()
            .body(new ParameterizedTypeReference<List<Image>>() {});
    assertEquals(VALUE.images(), images);
    server.verify();
  }

  @Test
  @SuppressWarnings({"deprecation", "removal"}) // messageConverters(..): Spring 7 has a successor
  void restClientSendsAndReadsAMessageStreamAsAList() throws Exception {
    RestClient.Builder builder =
        RestClient.builder().messageConverters(c -> c.add(new BaleHttpMessageConverter()));
    MockRestServiceServer server = MockRestServiceServer.bindTo(builder).build();
    byte[] stream = TestValues.streamOf(VALUE.images());
    server
        .expect(
            r -> {
              assertEquals(BaleMediaTypes.STREAM, r.getHeaders().getContentType());
              assertArrayEquals(
                  stream,
                  ((org.springframework.mock.http.client.MockClientHttpRequest) r)
                      .getBodyAsBytes());
            })
        .andRespond(withSuccess(stream, BaleMediaTypes.STREAM));
    RestClient client = builder.build();
    List<Image> back =
        client
            .post()
            .uri("/images")
            .contentType(BaleMediaTypes.STREAM)
            .accept(BaleMediaTypes.STREAM)
            .body(VALUE.images(), new ParameterizedTypeReference<List<Image>>() {})
            .retrieve()
            .body(new ParameterizedTypeReference<List<Image>>() {});
    assertEquals(VALUE.images(), back);
    server.verify();
    // Without its element type (body(list) passes the list's class) its elements say it.
    server.reset();
    server
        .expect(
            r ->
                assertArrayEquals(
                    stream,
                    ((org.springframework.mock.http.client.MockClientHttpRequest) r)
                        .getBodyAsBytes()))
        .andRespond(withSuccess());
    client
        .post()
        .uri("/images")
        .contentType(BaleMediaTypes.STREAM)
        .body(new ArrayList<>(VALUE.images()))
        .retrieve()
        .toBodilessEntity();
    server.verify();
    // An empty one does not say: refused before it is sent, saying why.
    Exception e =
        assertThrows(
            HttpMessageNotWritableException.class,
            () ->
                client
                    .post()
                    .uri("/images")
                    .contentType(BaleMediaTypes.STREAM)
                    .body(new ArrayList<>())
                    .retrieve()
                    .toBodilessEntity());
    assertTrue(e.getMessage().contains("declare the List's element type"), e.getMessage());
  }

  @Test
  void webClientReadsAMessageStreamAsAFlux() throws Exception {
    byte[] stream = TestValues.streamOf(BaleWebFluxTest.IMAGES);
    ExchangeStrategies codecs =
        ExchangeStrategies.builder()
            .codecs(
                c -> {
                  c.customCodecs().register(new BaleEncoder());
                  c.customCodecs().register(new BaleDecoder());
                })
            .build();
    WebClient client =
        WebClient.builder()
            .exchangeStrategies(codecs)
            // The canned response reads its body with the client's codecs, as a real one does.
            .exchangeFunction(
                request ->
                    Mono.just(
                        ClientResponse.create(HttpStatus.OK, codecs.messageReaders())
                            .header(HttpHeaders.CONTENT_TYPE, BaleMediaTypes.STREAM_VALUE)
                            // in chunks of 7 bytes, as a network would split it
                            .body(
                                Flux.range(0, (stream.length + 6) / 7)
                                    .map(
                                        k ->
                                            DefaultDataBufferFactory.sharedInstance.wrap(
                                                java.util.Arrays.copyOfRange(
                                                    stream,
                                                    7 * k,
                                                    Math.min(stream.length, 7 * k + 7)))))
                            .build()))
            .build();
    List<Image> got =
        client
            .get()
            .uri("http://localhost/images")
            .accept(BaleMediaTypes.STREAM)
            .retrieve()
            .bodyToFlux(Image.class)
            .collectList()
            .block();
    assertEquals(BaleWebFluxTest.IMAGES, got);
    // Or whole, as a Mono<List<E>>.
    List<Image> whole =
        client
            .get()
            .uri("http://localhost/images")
            .accept(BaleMediaTypes.STREAM)
            .retrieve()
            .bodyToMono(new ParameterizedTypeReference<List<Image>>() {})
            .block();
    assertEquals(BaleWebFluxTest.IMAGES, whole);
  }

  /**
   * A {@code List} or {@code Map} body passed by its class alone, as {@code RestTemplate}, {@code
   * RestClient.body(list)} and {@code WebClient.bodyValue(list)} pass it: written as the root its
   * elements make.
   */
  @Test
  @SuppressWarnings({"deprecation", "removal"}) // messageConverters(..): Spring 7 has a successor
  void listAndMapBodiesPassedByTheirClass() {
    List<Image> images = new ArrayList<>(VALUE.images());
    byte[] list = Compact.encode(RootTypes.list(Image.COMPACT), images);
    Map<String, Image> byUri = new LinkedHashMap<>();
    images.forEach(i -> byUri.put(i.uri(), i));
    byte[] map = Compact.encode(RootTypes.stringMap(Image.COMPACT), byUri);
    byte[] empty = Compact.encode(RootTypes.list(Image.COMPACT), List.of());

    RestClient.Builder builder =
        RestClient.builder().messageConverters(c -> c.add(0, new BaleHttpMessageConverter()));
    MockRestServiceServer server = MockRestServiceServer.bindTo(builder).build();
    for (byte[] expected : List.of(list, map, empty)) {
      server
          .expect(
              r ->
                  assertArrayEquals(
                      expected,
                      ((org.springframework.mock.http.client.MockClientHttpRequest) r)
                          .getBodyAsBytes()))
          .andRespond(withSuccess("ok", MediaType.TEXT_PLAIN));
    }
    RestClient client = builder.build();
    for (Object body : List.of(images, byUri, List.of())) {
      client
          .post()
          .uri("/count")
          .contentType(BaleMediaTypes.COMPACT)
          .body(body)
          .retrieve()
          .body(String.class);
    }
    server.verify();

    // Elements of two types: refused before anything is sent.
    HttpMessageNotWritableException e =
        assertThrows(
            HttpMessageNotWritableException.class,
            () ->
                client
                    .post()
                    .uri("/count")
                    .contentType(BaleMediaTypes.COMPACT)
                    .body(List.of(images.get(0), VALUE))
                    .retrieve()
                    .body(String.class));
    assertTrue(e.getMessage().contains("not all of one generated type"), e.getMessage());

    // RestTemplate passes only a body's class, whatever the caller declared.
    RestTemplate template = new RestTemplate();
    template.getMessageConverters().add(0, new BaleHttpMessageConverter());
    MockRestServiceServer templateServer = MockRestServiceServer.bindTo(template).build();
    templateServer
        .expect(
            r ->
                assertArrayEquals(
                    list,
                    ((org.springframework.mock.http.client.MockClientHttpRequest) r)
                        .getBodyAsBytes()))
        .andRespond(withSuccess("2", MediaType.TEXT_PLAIN));
    HttpHeaders headers = new HttpHeaders();
    headers.setContentType(BaleMediaTypes.COMPACT);
    assertEquals(
        "2", template.postForObject("/count", new HttpEntity<>(images, headers), String.class));
    templateServer.verify();
  }

  @Test
  void webClientSendsAListBodyPassedByItsClass() {
    List<Image> images = new ArrayList<>(VALUE.images());
    ExchangeStrategies codecs =
        ExchangeStrategies.builder()
            .codecs(c -> c.customCodecs().register(new BaleEncoder()))
            .build();
    List<byte[]> sent = new ArrayList<>();
    WebClient client =
        WebClient.builder()
            .exchangeStrategies(codecs)
            .exchangeFunction(
                request -> {
                  org.springframework.mock.http.client.reactive.MockClientHttpRequest out =
                      new org.springframework.mock.http.client.reactive.MockClientHttpRequest(
                          request.method(), request.url());
                  // The request written as a connector would write it, its bytes kept.
                  return request
                      .writeTo(out, codecs)
                      .then(Mono.defer(() -> DataBufferUtils.join(out.getBody())))
                      .map(
                          buf -> {
                            byte[] bytes = new byte[buf.readableByteCount()];
                            buf.read(bytes);
                            sent.add(bytes);
                            return ClientResponse.create(HttpStatus.OK, codecs.messageReaders())
                                .header(HttpHeaders.CONTENT_TYPE, "text/plain")
                                .body("ok")
                                .build();
                          });
                })
            .build();
    client
        .post()
        .uri("http://localhost/count")
        .contentType(BaleMediaTypes.COMPACT)
        .bodyValue(images)
        .retrieve()
        .bodyToMono(String.class)
        .block();
    assertArrayEquals(Compact.encode(RootTypes.list(Image.COMPACT), images), sent.get(0));
    // And as a stream: its elements say the records' type.
    client
        .post()
        .uri("http://localhost/count")
        .contentType(BaleMediaTypes.STREAM)
        .bodyValue(images)
        .retrieve()
        .bodyToMono(String.class)
        .block();
    assertArrayEquals(TestValues.streamOf(images), sent.get(1));
  }
}
