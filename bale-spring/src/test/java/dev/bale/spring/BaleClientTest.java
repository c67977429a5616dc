package dev.bale.spring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;

import dev.bale.runtime.Compact;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.RootTypes;
import java.io.ByteArrayOutputStream;
import java.util.List;
import media.Image;
import media.MediaContent;
import org.junit.jupiter.api.Test;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.test.web.client.MockRestServiceServer;
import org.springframework.web.client.RestClient;
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
  void webClientReadsAMessageStreamAsAFlux() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (MessageStreamWriter<Image> w =
        MessageStreamWriter.messages(Image.COMPACT, Image.FINGERPRINT, out)) {
      for (Image i : BaleWebFluxTest.IMAGES) {
        w.write(i);
      }
    }
    byte[] stream = out.toByteArray();
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
  }
}
