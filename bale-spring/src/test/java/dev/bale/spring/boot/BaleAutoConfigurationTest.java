package dev.bale.spring.boot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import dev.bale.runtime.Compact;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamReader;
import dev.bale.spring.BaleMediaTypes;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import media.Image;
import media.MediaContent;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.annotation.ImportCandidates;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.AnnotationConfigRegistry;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.mock.web.MockServletContext;
import org.springframework.test.web.client.MockRestServiceServer;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClient;
import org.springframework.web.context.support.AnnotationConfigWebApplicationContext;
import org.springframework.web.reactive.config.EnableWebFlux;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.servlet.config.annotation.EnableWebMvc;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * {@link BaleAutoConfiguration} in Spring MVC and WebFlux applications configured the way Spring
 * Boot's own web auto-configurations configure them (the framework's configurer beans), with and
 * without the properties that turn it off and a {@link Limits} bean; and its listing in the file
 * through which Boot finds it.
 */
class BaleAutoConfigurationTest {
  static final MediaContent VALUE = dev.bale.spring.TestValues.MEDIA;

  @RestController
  static class Controller {
    @PostMapping("/echo")
    MediaContent echo(@RequestBody MediaContent m) {
      return m;
    }

    @GetMapping("/value")
    MediaContent value() {
      return VALUE;
    }

    @GetMapping("/images")
    Flux<Image> images() {
      return Flux.fromIterable(VALUE.images());
    }
  }

  @Configuration(proxyBeanMethods = false)
  @EnableWebMvc
  @Import(Controller.class)
  static class MvcApp {}

  @Configuration(proxyBeanMethods = false)
  @EnableWebFlux
  @Import(Controller.class)
  static class WebFluxApp {}

  /** An application's own {@code RestClient.Builder} bean, one per injection point (as Boot's). */
  @Configuration(proxyBeanMethods = false)
  static class ClientBuilder {
    @Bean
    @org.springframework.context.annotation.Scope("prototype")
    RestClient.Builder restClientBuilder() {
      return RestClient.builder();
    }
  }

  /** An application's {@code RestTemplate} bean, as made without Boot's builder. */
  @Configuration(proxyBeanMethods = false)
  static class Template {
    @Bean
    org.springframework.web.client.RestTemplate restTemplate() {
      return new org.springframework.web.client.RestTemplate();
    }
  }

  /** An application's own {@code WebClient.Builder} bean, one per injection point (as Boot's). */
  @Configuration(proxyBeanMethods = false)
  static class WebClientBuilder {
    @Bean
    @org.springframework.context.annotation.Scope("prototype")
    WebClient.Builder webClientBuilder() {
      return WebClient.builder();
    }
  }

  /** An application's own limits: bodies of at most 64 bytes. */
  @Configuration(proxyBeanMethods = false)
  static class SmallLimits {
    static final Limits LIMITS = Limits.builder().maxStreamMessageBytes(64).build();

    @Bean
    Limits baleLimits() {
      return LIMITS;
    }
  }

  private static void properties(ConfigurableEnvironment env, Map<String, Object> properties) {
    env.getPropertySources().addFirst(new MapPropertySource("test", properties));
  }

  /** {@code c} with the properties, {@code app}, {@code more}, then the auto-configuration. */
  private static <C extends ConfigurableApplicationContext & AnnotationConfigRegistry> C start(
      C c, Map<String, Object> properties, Class<?> app, Class<?>... more) {
    properties(c.getEnvironment(), properties);
    c.register(app);
    if (more.length > 0) {
      c.register(more);
    }
    c.register(BaleAutoConfiguration.class); // last, as Boot processes auto-configurations
    c.refresh();
    return c;
  }

  private static AnnotationConfigWebApplicationContext mvcContext(
      Map<String, Object> properties, Class<?>... more) {
    AnnotationConfigWebApplicationContext c = new AnnotationConfigWebApplicationContext();
    c.setServletContext(new MockServletContext());
    return start(c, properties, MvcApp.class, more);
  }

  private static MockHttpServletResponse echo(MockMvc mvc, byte[] body) throws Exception {
    return mvc.perform(
            post("/echo")
                .contentType(BaleMediaTypes.COMPACT)
                .accept(BaleMediaTypes.COMPACT)
                .content(body))
        .andReturn()
        .getResponse();
  }

  @Test
  void springMvcSpeaksBaleWhenAskedAndJsonStaysTheDefault() throws Exception {
    try (AnnotationConfigWebApplicationContext c = mvcContext(Map.of())) {
      MockMvc mvc = MockMvcBuilders.webAppContextSetup(c).build();
      byte[] bytes = Compact.encode(MediaContent.COMPACT, VALUE);
      MockHttpServletResponse r = echo(mvc, bytes);
      assertEquals(200, r.getStatus());
      assertEquals(BaleMediaTypes.COMPACT_VALUE, r.getContentType());
      assertArrayEquals(bytes, r.getContentAsByteArray());

      MockHttpServletResponse any =
          mvc.perform(get("/value").accept(MediaType.ALL)).andReturn().getResponse();
      assertEquals(200, any.getStatus());
      assertEquals(MediaType.APPLICATION_JSON_VALUE, any.getContentType());
      assertTrue(any.getContentAsString(StandardCharsets.UTF_8).contains("keynote.mpg"));

      MockHttpServletResponse flat =
          mvc.perform(get("/value").accept(BaleMediaTypes.FLAT)).andReturn().getResponse();
      assertEquals(200, flat.getStatus());
      assertEquals(BaleMediaTypes.FLAT_VALUE, flat.getContentType());
      assertEquals(
          VALUE,
          dev.bale.runtime.flat.Flat.decode(MediaContent.FLAT, flat.getContentAsByteArray()));

      BaleAutoConfiguration.BaleMvcConfigurer configurer =
          c.getBean(BaleAutoConfiguration.BaleMvcConfigurer.class);
      assertSame(Limits.DEFAULT, configurer.converter().limits());
    }
  }

  @Test
  void springMvcDecodesUnderTheApplicationsLimitsBean() throws Exception {
    try (AnnotationConfigWebApplicationContext c = mvcContext(Map.of(), SmallLimits.class)) {
      assertSame(
          SmallLimits.LIMITS,
          c.getBean(BaleAutoConfiguration.BaleMvcConfigurer.class).converter().limits());
      MockMvc mvc = MockMvcBuilders.webAppContextSetup(c).build();
      byte[] bytes = Compact.encode(MediaContent.COMPACT, VALUE); // over 64 bytes
      assertTrue(bytes.length > 64);
      assertEquals(400, echo(mvc, bytes).getStatus());
    }
  }

  @Test
  void theLimitsPropertiesSetTheLimitsWhenThereIsNoBean() throws Exception {
    Map<String, Object> properties =
        Map.of(
            "bale.spring.limits.max-stream-message-bytes", "64B",
            "bale.spring.limits.depth", "9",
            "bale.spring.limits.decoded-size-floor", "16MB",
            "bale.spring.limits.decoded-size-ratio", "7");
    try (AnnotationConfigWebApplicationContext c = mvcContext(properties)) {
      Limits l = c.getBean(BaleAutoConfiguration.BaleMvcConfigurer.class).converter().limits();
      assertEquals(64, l.maxStreamMessageBytes());
      assertEquals(9, l.depth());
      assertEquals(16L << 20, l.decodedSizeFloor());
      assertEquals(7, l.decodedSizeRatio());
      assertEquals(Limits.DEFAULT.maxObjects(), l.maxObjects());
      assertSame(l, c.getBean(dev.bale.jackson.BaleModule.class).limits());
      MockMvc mvc = MockMvcBuilders.webAppContextSetup(c).build();
      byte[] bytes = Compact.encode(MediaContent.COMPACT, VALUE);
      assertTrue(bytes.length > 64);
      assertEquals(400, echo(mvc, bytes).getStatus());
    }
    // The application's bean wins over the properties.
    try (AnnotationConfigWebApplicationContext c = mvcContext(properties, SmallLimits.class)) {
      assertSame(
          SmallLimits.LIMITS,
          c.getBean(BaleAutoConfiguration.BaleMvcConfigurer.class).converter().limits());
    }
    // A value the runtime refuses stops the start, naming the property.
    for (Map.Entry<String, Object> bad :
        Map.<String, Object>of(
                "bale.spring.limits.depth", "0",
                "bale.spring.limits.max-stream-message-bytes", "3GB")
            .entrySet()) {
      Exception e =
          assertThrows(Exception.class, () -> mvcContext(Map.of(bad.getKey(), bad.getValue())));
      assertTrue(messages(e).contains(bad.getKey()), messages(e));
    }
  }

  /** The messages of {@code t} and its causes. */
  private static String messages(Throwable t) {
    StringBuilder out = new StringBuilder();
    for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
      out.append(c.getMessage()).append('\n');
    }
    return out.toString();
  }

  @Test
  void thePropertiesTurnTheMvcPartOff() throws Exception {
    for (String property : List.of("bale.spring.enabled", "bale.spring.mvc.enabled")) {
      try (AnnotationConfigWebApplicationContext c = mvcContext(Map.of(property, "false"))) {
        assertTrue(
            c.getBeansOfType(BaleAutoConfiguration.BaleMvcConfigurer.class).isEmpty(), property);
        MockMvc mvc = MockMvcBuilders.webAppContextSetup(c).build();
        assertEquals(
            415, echo(mvc, Compact.encode(MediaContent.COMPACT, VALUE)).getStatus(), property);
      }
    }
    // The other part's switch leaves this one on.
    try (AnnotationConfigWebApplicationContext c =
        mvcContext(Map.of("bale.spring.webflux.enabled", "false"))) {
      MockMvc mvc = MockMvcBuilders.webAppContextSetup(c).build();
      assertEquals(200, echo(mvc, Compact.encode(MediaContent.COMPACT, VALUE)).getStatus());
    }
  }

  /**
   * A {@code RestClient} from the context's builder against Spring's mock server: the request sent
   * with {@code contentType} (none: the client's default) and the server's answer in Bale. Returns
   * the request's content type.
   */
  private static MediaType restClientExchange(RestClient.Builder builder, MediaType contentType) {
    MockRestServiceServer server = MockRestServiceServer.bindTo(builder).build();
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    MediaType[] sent = new MediaType[1];
    server
        .expect(r -> sent[0] = r.getHeaders().getContentType())
        .andRespond(withSuccess(compact, BaleMediaTypes.COMPACT));
    RestClient.RequestBodySpec request = builder.build().post().uri("/echo");
    if (contentType != null) {
      request.contentType(contentType);
    }
    MediaContent back =
        request.accept(BaleMediaTypes.COMPACT).body(VALUE).retrieve().body(MediaContent.class);
    assertEquals(VALUE, back);
    server.verify();
    return sent[0];
  }

  @Test
  void restClientBuilderBeansGetTheConverterAfterJson() {
    try (AnnotationConfigWebApplicationContext c = mvcContext(Map.of(), ClientBuilder.class)) {
      assertEquals(
          BaleMediaTypes.COMPACT,
          restClientExchange(c.getBean(RestClient.Builder.class), BaleMediaTypes.COMPACT));
      // JSON stays the client's default for a body whose type is not named.
      assertEquals(
          MediaType.APPLICATION_JSON,
          restClientExchange(c.getBean(RestClient.Builder.class), null));
    }
    try (AnnotationConfigWebApplicationContext c =
        mvcContext(Map.of("bale.spring.restclient.enabled", "false"), ClientBuilder.class)) {
      RestClient.Builder builder = c.getBean(RestClient.Builder.class);
      List<Class<?>> kinds = new ArrayList<>();
      converters(builder).forEach(x -> kinds.add(x.getClass()));
      assertFalse(kinds.contains(dev.bale.spring.BaleHttpMessageConverter.class), kinds.toString());
    }
  }

  /**
   * A {@code RestTemplate} bean of the context against Spring's mock server: the request sent with
   * {@code contentType} (none: the template's default) and the server's answer in Bale. Returns the
   * request's content type.
   */
  private static MediaType restTemplateExchange(
      org.springframework.web.client.RestTemplate template, MediaType contentType) {
    MockRestServiceServer server = MockRestServiceServer.bindTo(template).build();
    MediaType[] sent = new MediaType[1];
    server
        .expect(r -> sent[0] = r.getHeaders().getContentType())
        .andRespond(
            withSuccess(Compact.encode(MediaContent.COMPACT, VALUE), BaleMediaTypes.COMPACT));
    org.springframework.http.HttpHeaders headers = new org.springframework.http.HttpHeaders();
    if (contentType != null) {
      headers.setContentType(contentType);
    }
    headers.setAccept(List.of(BaleMediaTypes.COMPACT));
    MediaContent back =
        template.postForObject(
            "/echo", new org.springframework.http.HttpEntity<>(VALUE, headers), MediaContent.class);
    assertEquals(VALUE, back);
    server.verify();
    return sent[0];
  }

  /**
   * With bale-jackson and bale-jackson3 on the class path, a BaleModule bean of each; Boot 3's
   * Jackson auto-configuration (Jackson 2) puts the first in its ObjectMapper, Boot 4's (Jackson 3)
   * the second in its JsonMapper, which then writes a generated value as JSON.md's JSON: enums by
   * name, i64 as a string, no unknownFields.
   */
  @Test
  void jacksonGetsTheBaleModule() throws Exception {
    Class<?> jackson2Boot = bootClass("org.springframework.boot.autoconfigure.jackson");
    Class<?> jackson3Boot = bootClass("org.springframework.boot.jackson.autoconfigure");
    // Boot 3 has the first, Boot 4 (make test-spring7) the second.
    assertTrue(jackson2Boot != null || jackson3Boot != null);
    try (AnnotationConfigApplicationContext c = new AnnotationConfigApplicationContext()) {
      for (Class<?> boot : new Class<?>[] {jackson2Boot, jackson3Boot}) {
        if (boot != null) {
          c.register(boot);
        }
      }
      c.register(BaleAutoConfiguration.class);
      c.refresh();
      assertEquals(1, c.getBeansOfType(dev.bale.jackson.BaleModule.class).size());
      assertEquals(1, c.getBeansOfType(dev.bale.jackson3.BaleModule.class).size());
      if (jackson2Boot != null) {
        assertJsonMd(
            c.getBean(com.fasterxml.jackson.databind.ObjectMapper.class).writeValueAsString(VALUE));
      }
      if (jackson3Boot != null) {
        assertJsonMd(
            c.getBean(tools.jackson.databind.json.JsonMapper.class).writeValueAsString(VALUE));
      }
    }
    try (AnnotationConfigApplicationContext c = new AnnotationConfigApplicationContext()) {
      properties(c.getEnvironment(), Map.of("bale.spring.jackson.enabled", "false"));
      c.register(BaleAutoConfiguration.class);
      c.refresh();
      assertTrue(c.getBeansOfType(dev.bale.jackson.BaleModule.class).isEmpty());
      assertTrue(c.getBeansOfType(dev.bale.jackson3.BaleModule.class).isEmpty());
    }
  }

  /** Boot's {@code JacksonAutoConfiguration} in {@code pkg}, or null when this Boot has none. */
  private static Class<?> bootClass(String pkg) {
    try {
      return Class.forName(pkg + ".JacksonAutoConfiguration");
    } catch (ClassNotFoundException e) {
      return null;
    }
  }

  private static void assertJsonMd(String json) {
    assertTrue(json.contains("\"player\":\"" + VALUE.media().player().name() + "\""), json);
    assertTrue(json.contains("\"duration\":\"" + VALUE.media().duration() + "\""), json);
    assertFalse(json.contains("unknownFields"), json);
  }

  @Test
  void restTemplateBeansGetTheConverterAfterJsonOnce() {
    try (AnnotationConfigWebApplicationContext c = mvcContext(Map.of(), Template.class)) {
      org.springframework.web.client.RestTemplate template =
          c.getBean(org.springframework.web.client.RestTemplate.class);
      assertEquals(BaleMediaTypes.COMPACT, restTemplateExchange(template, BaleMediaTypes.COMPACT));
      // JSON stays the template's default for a body whose type is not named.
      assertEquals(MediaType.APPLICATION_JSON, restTemplateExchange(template, null));
      List<HttpMessageConverter<?>> all = template.getMessageConverters();
      assertTrue(all.get(all.size() - 1) instanceof dev.bale.spring.BaleHttpMessageConverter);
      assertEquals(
          1,
          all.stream().filter(x -> x instanceof dev.bale.spring.BaleHttpMessageConverter).count());
    }
    try (AnnotationConfigWebApplicationContext c =
        mvcContext(Map.of("bale.spring.resttemplate.enabled", "false"), Template.class)) {
      assertTrue(
          c
              .getBean(org.springframework.web.client.RestTemplate.class)
              .getMessageConverters()
              .stream()
              .noneMatch(x -> x instanceof dev.bale.spring.BaleHttpMessageConverter));
    }
  }

  @SuppressWarnings({"deprecation", "removal"}) // messageConverters(..): Spring 7 has a successor
  private static List<HttpMessageConverter<?>> converters(RestClient.Builder builder) {
    List<HttpMessageConverter<?>> out = new ArrayList<>();
    builder.messageConverters(out::addAll);
    return out;
  }

  private static AnnotationConfigApplicationContext webFluxContext(
      Map<String, Object> properties, Class<?>... more) {
    return start(new AnnotationConfigApplicationContext(), properties, WebFluxApp.class, more);
  }

  @Test
  void webFluxStreamsAndReadsBale() throws Exception {
    try (AnnotationConfigApplicationContext c = webFluxContext(Map.of())) {
      WebTestClient client = WebTestClient.bindToApplicationContext(c).build();
      byte[] stream =
          client
              .get()
              .uri("/images")
              .accept(BaleMediaTypes.STREAM)
              .exchange()
              .expectStatus()
              .isOk()
              .expectBody()
              .returnResult()
              .getResponseBodyContent();
      List<Image> got = new ArrayList<>();
      try (InputStream in = new ByteArrayInputStream(stream);
          MessageStreamReader<Image> r =
              MessageStreamReader.of(Image.COMPACT, Image.FINGERPRINT, in)) {
        for (Image i = r.read(); i != null; i = r.read()) {
          got.add(i);
        }
      }
      assertEquals(VALUE.images(), got);

      byte[] bytes = Compact.encode(MediaContent.COMPACT, VALUE);
      byte[] back =
          client
              .post()
              .uri("/echo")
              .contentType(BaleMediaTypes.COMPACT)
              .accept(BaleMediaTypes.COMPACT)
              .bodyValue(bytes)
              .exchange()
              .expectStatus()
              .isOk()
              .expectBody()
              .returnResult()
              .getResponseBodyContent();
      assertArrayEquals(bytes, back);
      assertSame(
          Limits.DEFAULT,
          c.getBean(BaleAutoConfiguration.BaleWebFluxConfigurer.class).decoder().limits());
    }
  }

  @Test
  void webFluxDecodesUnderTheApplicationsLimitsBean() {
    try (AnnotationConfigApplicationContext c = webFluxContext(Map.of(), SmallLimits.class)) {
      assertSame(
          SmallLimits.LIMITS,
          c.getBean(BaleAutoConfiguration.BaleWebFluxConfigurer.class).decoder().limits());
      WebTestClient.bindToApplicationContext(c)
          .build()
          .post()
          .uri("/echo")
          .contentType(BaleMediaTypes.COMPACT)
          .accept(BaleMediaTypes.COMPACT)
          .bodyValue(Compact.encode(MediaContent.COMPACT, VALUE))
          .exchange()
          .expectStatus()
          .isEqualTo(413);
    }
  }

  /** Whether a client from {@code builder} reads a Bale response into a generated type. */
  private static boolean webClientReadsBale(WebClient.Builder builder) {
    byte[] compact = Compact.encode(MediaContent.COMPACT, VALUE);
    // A canned response through a connector, so that the builder's own codecs read it.
    WebClient client =
        builder
            .clientConnector(
                (method, uri, send) ->
                    send.apply(
                            new org.springframework.mock.http.client.reactive.MockClientHttpRequest(
                                method, uri))
                        .then(
                            Mono.fromSupplier(
                                () -> {
                                  var r =
                                      new org.springframework.mock.http.client.reactive
                                          .MockClientHttpResponse(HttpStatus.OK);
                                  r.getHeaders().setContentType(BaleMediaTypes.COMPACT);
                                  r.setBody(
                                      Flux.just(new DefaultDataBufferFactory().wrap(compact)));
                                  return r;
                                })))
            .build();
    try {
      return VALUE.equals(
          client.get().uri("/value").retrieve().bodyToMono(MediaContent.class).block());
    } catch (org.springframework.web.reactive.function.client.WebClientResponseException e) {
      if (e.getCause()
          instanceof org.springframework.web.reactive.function.UnsupportedMediaTypeException) {
        return false; // no decoder for application/vnd.bale
      }
      throw e;
    }
  }

  @Test
  void webClientBuilderBeansGetTheCodecsOnlyWhenAsked() {
    try (AnnotationConfigApplicationContext c = webFluxContext(Map.of(), WebClientBuilder.class)) {
      assertFalse(webClientReadsBale(c.getBean(WebClient.Builder.class)));
    }
    try (AnnotationConfigApplicationContext c =
        webFluxContext(Map.of("bale.spring.webclient.enabled", "true"), WebClientBuilder.class)) {
      assertTrue(webClientReadsBale(c.getBean(WebClient.Builder.class)));
    }
    try (AnnotationConfigApplicationContext c =
        webFluxContext(
            Map.of("bale.spring.webclient.enabled", "true", "bale.spring.enabled", "false"),
            WebClientBuilder.class)) {
      assertFalse(webClientReadsBale(c.getBean(WebClient.Builder.class)));
    }
  }

  @Test
  void thePropertiesTurnTheWebFluxPartOff() {
    for (String property : List.of("bale.spring.enabled", "bale.spring.webflux.enabled")) {
      try (AnnotationConfigApplicationContext c = webFluxContext(Map.of(property, "false"))) {
        assertTrue(
            c.getBeansOfType(BaleAutoConfiguration.BaleWebFluxConfigurer.class).isEmpty(),
            property);
        WebTestClient.bindToApplicationContext(c)
            .build()
            .get()
            .uri("/images")
            .accept(BaleMediaTypes.STREAM)
            .exchange()
            .expectStatus()
            .isEqualTo(406);
      }
    }
  }

  /** An application as Spring Boot users write it: auto-configuration and a controller. */
  @Configuration(proxyBeanMethods = false)
  @org.springframework.boot.autoconfigure.EnableAutoConfiguration
  @Import(Controller.class)
  static class BootMvcApp {}

  /**
   * The whole path in a Boot application: Boot finds the auto-configuration through its imports
   * file and its own web MVC auto-configuration (Boot 3's {@code spring-boot-autoconfigure}; Boot
   * 4's {@code spring-boot-webmvc}, which {@code make test-spring7} adds through the profile {@code
   * boot4}) calls the configurer: Bale when asked, JSON for {@code *}{@code /*}.
   */
  @Test
  void aBootApplicationGetsItWithoutConfiguration() throws Exception {
    org.junit.jupiter.api.Assumptions.assumeTrue(
        present("org.springframework.boot.autoconfigure.web.servlet.WebMvcAutoConfiguration")
            || present("org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration"),
        "Boot's web MVC auto-configuration is not on the class path");
    AnnotationConfigWebApplicationContext c = new AnnotationConfigWebApplicationContext();
    c.setServletContext(new MockServletContext());
    c.register(BootMvcApp.class);
    c.refresh();
    try (c) {
      assertEquals(1, c.getBeansOfType(BaleAutoConfiguration.BaleMvcConfigurer.class).size());
      MockMvc mvc = MockMvcBuilders.webAppContextSetup(c).build();
      byte[] bytes = Compact.encode(MediaContent.COMPACT, VALUE);
      MockHttpServletResponse r = echo(mvc, bytes);
      assertEquals(200, r.getStatus());
      assertArrayEquals(bytes, r.getContentAsByteArray());
      MockHttpServletResponse any =
          mvc.perform(get("/value").accept(MediaType.ALL)).andReturn().getResponse();
      assertEquals(MediaType.APPLICATION_JSON_VALUE, any.getContentType());
      // Boot 3's own RestClient.Builder (Boot 4 defines it in spring-boot-restclient, not here).
      RestClient.Builder builder = c.getBeanProvider(RestClient.Builder.class).getIfAvailable();
      if (builder != null) {
        assertEquals(BaleMediaTypes.COMPACT, restClientExchange(builder, BaleMediaTypes.COMPACT));
      }
    }
  }

  private static boolean present(String className) {
    try {
      Class.forName(className, false, BaleAutoConfigurationTest.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  @Test
  void bootFindsItInTheAutoConfigurationImports() {
    List<String> found = new ArrayList<>();
    ImportCandidates.load(AutoConfiguration.class, getClass().getClassLoader()).forEach(found::add);
    assertTrue(found.contains(BaleAutoConfiguration.class.getName()), found.toString());
  }
}
