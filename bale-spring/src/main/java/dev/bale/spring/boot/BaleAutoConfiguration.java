package dev.bale.spring.boot;

import dev.bale.runtime.Limits;
import dev.bale.spring.BaleDecoder;
import dev.bale.spring.BaleEncoder;
import dev.bale.spring.BaleHttpMessageConverter;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.http.codec.ServerCodecConfigurer;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.config.WebFluxConfigurer;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Spring Boot auto-configuration: with {@code bale-spring} on the class path, a Spring MVC
 * application reads and writes generated types in {@code application/vnd.bale} and {@code
 * application/vnd.bale.flat} ({@link BaleHttpMessageConverter}), and a WebFlux application in those
 * and {@code application/vnd.bale.stream} ({@link BaleEncoder}, {@link BaleDecoder}), with no
 * configuration of its own.
 *
 * <ul>
 *   <li><b>Spring MVC</b>: the converter is added <em>after</em> the converters the application
 *       already has (Jackson's among them), as {@code WebMvcConfigurer.extendMessageConverters}
 *       adds it, so JSON stays the answer to {@code Accept: *}{@code /*} and Bale answers the
 *       requests that name its media types.
 *   <li><b>WebFlux</b>: the encoder and decoder are registered as custom codecs of the server,
 *       which WebFlux lists before its own JSON codec: a handler returning a generated type answers
 *       {@code Accept: *}{@code /*} with Bale (docs/integrations.md says how to keep JSON first).
 *   <li><b>{@code RestClient}</b>: each {@code RestClient.Builder} bean (Spring Boot's, or the
 *       application's) gets the converter after its own, so a client sends and reads Bale when a
 *       request names its media types. A builder made with {@code RestClient.builder()} is not a
 *       bean and is not changed.
 *   <li><b>{@code RestTemplate}</b>: each {@code RestTemplate} bean gets the converter after its
 *       own, the same way ({@code bale.spring.resttemplate.enabled=false} turns it off); a template
 *       made with {@code new} in a method is not a bean and is not changed.
 *   <li><b>{@code WebClient}</b>, on request ({@code bale.spring.webclient.enabled=true}): each
 *       {@code WebClient.Builder} bean gets the encoder and decoder as custom codecs. Off by
 *       default, because WebFlux lists custom codecs before JSON: a client posting a generated type
 *       without naming a content type would send Bale.
 *   <li><b>Jackson</b>: with {@code bale-jackson} on the class path, a {@code BaleModule} bean for
 *       Spring Boot 3's {@code ObjectMapper} (Jackson 2); with {@code bale-jackson3}, one for
 *       Spring Boot 4's {@code JsonMapper} (Jackson 3); so that generated types answered as JSON
 *       are JSON.md's JSON ({@code bale.spring.jackson.enabled=false} turns both off).
 *   <li><b>Limits</b>: bodies are decoded under the application's {@link Limits} bean if it has one
 *       (one bean of that type), else under {@link Limits#DEFAULT} with the {@code
 *       bale.spring.limits.*} properties applied ({@code
 *       bale.spring.limits.max-stream-message-bytes=1MB}, {@code depth}, {@code
 *       max-string-table-entries}, {@code max-objects}, {@code decoded-size-floor}, {@code
 *       decoded-size-ratio}), a bean this auto-configuration defines.
 *   <li><b>Turning it off</b>: {@code bale.spring.enabled=false} turns off every part; {@code
 *       bale.spring.mvc.enabled=false}, {@code bale.spring.webflux.enabled=false} or {@code
 *       bale.spring.restclient.enabled=false} or {@code bale.spring.resttemplate.enabled=false} one
 *       of them. An application that registers the converter or the codecs itself should turn the
 *       matching part off, or they are registered twice (harmless, but the first one registered
 *       wins).
 * </ul>
 *
 * <p>Each part is conditional on its framework's classes only ({@code WebMvcConfigurer}, {@code
 * WebFluxConfigurer}, {@code RestClient}, {@code WebClient}), not on the kind of application, so
 * that it holds the same on Spring Boot 3 and 4: a configurer bean of the framework the application
 * does not run is never called. Compiled against Spring Boot 3.5 (Spring Framework 6.2), tested on
 * 3.5 and 4.0.
 */
@AutoConfiguration
@ConditionalOnProperty(prefix = "bale.spring", name = "enabled", matchIfMissing = true)
public class BaleAutoConfiguration {
  /** The auto-configuration; Spring Boot creates it. */
  public BaleAutoConfiguration() {}

  private static Limits limits(ObjectProvider<Limits> limits) {
    return limits.getIfUnique(() -> Limits.DEFAULT);
  }

  /**
   * The limits every part decodes under when the application defines no {@link Limits} bean: {@link
   * Limits#DEFAULT} with the {@code bale.spring.limits.*} properties applied ({@link
   * LimitsProperties}).
   */
  @Bean
  @ConditionalOnMissingBean(Limits.class)
  static Limits baleLimits(Environment environment) {
    return LimitsProperties.bind(environment);
  }

  /** The Spring MVC part: {@link BaleHttpMessageConverter} after the application's converters. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.web.servlet.config.annotation.WebMvcConfigurer")
  @ConditionalOnProperty(prefix = "bale.spring.mvc", name = "enabled", matchIfMissing = true)
  static class Mvc {
    @Bean
    WebMvcConfigurer baleWebMvcConfigurer(ObjectProvider<Limits> limits) {
      return new BaleMvcConfigurer(new BaleHttpMessageConverter(limits(limits)));
    }
  }

  /** The WebFlux part: {@link BaleEncoder} and {@link BaleDecoder} as the server's codecs. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.web.reactive.config.WebFluxConfigurer")
  @ConditionalOnProperty(prefix = "bale.spring.webflux", name = "enabled", matchIfMissing = true)
  static class WebFlux {
    @Bean
    WebFluxConfigurer baleWebFluxConfigurer(ObjectProvider<Limits> limits) {
      return new BaleWebFluxConfigurer(new BaleDecoder(limits(limits)));
    }
  }

  /**
   * The {@code RestClient} part: every {@code RestClient.Builder} bean (Spring Boot defines one, a
   * new builder per injection point) gets {@link BaleHttpMessageConverter} after its converters.
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.web.client.RestClient")
  @ConditionalOnProperty(prefix = "bale.spring.restclient", name = "enabled", matchIfMissing = true)
  static class Clients {
    // Static: a post-processor is made before other beans (the Limits bean is asked for when the
    // first builder is post-processed, not here).
    @Bean
    static BeanPostProcessor baleRestClientBuilderPostProcessor(ObjectProvider<Limits> limits) {
      return new BaleRestClientBuilders(limits);
    }
  }

  /**
   * The Jackson part: with {@code bale-jackson} on the class path, a {@link
   * dev.bale.jackson.BaleModule} bean (unless the application defines one), which Spring Boot's
   * Jackson auto-configuration registers in its {@code ObjectMapper}: generated types answered as
   * JSON are then docs/spec/JSON.md's JSON (enums by name, 64-bit integers as strings, unions as
   * {@code {"case": value}}), not Jackson's view of their Java classes. Jackson 2, as Spring Boot 3
   * uses (Boot 4's default Jackson 3 does not take Jackson 2 modules: see {@link Jackson3}).
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(
      name = {"dev.bale.jackson.BaleModule", "com.fasterxml.jackson.databind.Module"})
  @ConditionalOnProperty(prefix = "bale.spring.jackson", name = "enabled", matchIfMissing = true)
  static class Jackson {
    @Bean
    @ConditionalOnMissingBean(type = "dev.bale.jackson.BaleModule")
    dev.bale.jackson.BaleModule baleJacksonModule(ObjectProvider<Limits> limits) {
      return new dev.bale.jackson.BaleModule().withLimits(limits(limits));
    }
  }

  /**
   * The Jackson 3 part: with {@code bale-jackson3} on the class path, a {@link
   * dev.bale.jackson3.BaleModule} bean (unless the application defines one), which Spring Boot 4's
   * Jackson auto-configuration registers in its {@code JsonMapper}, as {@link Jackson} does for
   * Jackson 2. Both parts may be active in one application (each module only reaches its own
   * mapper).
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(
      name = {"dev.bale.jackson3.BaleModule", "tools.jackson.databind.JacksonModule"})
  @ConditionalOnProperty(prefix = "bale.spring.jackson", name = "enabled", matchIfMissing = true)
  static class Jackson3 {
    @Bean
    @ConditionalOnMissingBean(type = "dev.bale.jackson3.BaleModule")
    dev.bale.jackson3.BaleModule baleJackson3Module(ObjectProvider<Limits> limits) {
      return new dev.bale.jackson3.BaleModule().withLimits(limits(limits));
    }
  }

  /**
   * The {@code RestTemplate} part: every {@code RestTemplate} bean (made with Spring Boot's {@code
   * RestTemplateBuilder} or not) gets {@link BaleHttpMessageConverter} after its converters. A
   * post-processor of the templates, not a customizer of the builder, whose class is in another
   * package on Spring Boot 4.
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.web.client.RestTemplate")
  @ConditionalOnProperty(
      prefix = "bale.spring.resttemplate",
      name = "enabled",
      matchIfMissing = true)
  static class RestTemplates {
    @Bean
    static BeanPostProcessor baleRestTemplatePostProcessor(ObjectProvider<Limits> limits) {
      return new BaleRestTemplates(limits);
    }
  }

  /** Appends the converter to each {@code RestTemplate} bean's converters, once. */
  static final class BaleRestTemplates implements BeanPostProcessor {
    private final LazyConverter converter;

    BaleRestTemplates(ObjectProvider<Limits> limits) {
      this.converter = new LazyConverter(limits);
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
      if (bean instanceof RestTemplate template
          && template.getMessageConverters().stream()
              .noneMatch(c -> c instanceof BaleHttpMessageConverter)) {
        template.getMessageConverters().add(converter.get());
      }
      return bean;
    }
  }

  /**
   * The converter a post-processor gives its beans, made when the first is post-processed (a
   * post-processor is made before other beans, the {@code Limits} bean among them).
   */
  static final class LazyConverter {
    private final ObjectProvider<Limits> limits;
    private volatile BaleHttpMessageConverter converter;

    LazyConverter(ObjectProvider<Limits> limits) {
      this.limits = limits;
    }

    BaleHttpMessageConverter get() {
      BaleHttpMessageConverter c = converter;
      if (c == null) {
        c = new BaleHttpMessageConverter(limits(limits));
        converter = c;
      }
      return c;
    }
  }

  /**
   * The {@code WebClient} part, on request only ({@code bale.spring.webclient.enabled=true}): every
   * {@code WebClient.Builder} bean gets {@link BaleEncoder} and {@link BaleDecoder} as custom
   * codecs. Off by default: WebFlux lists custom codecs before JSON, so a client that posts a
   * generated type without naming a content type would send Bale.
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.web.reactive.function.client.WebClient")
  @ConditionalOnProperty(prefix = "bale.spring.webclient", name = "enabled", havingValue = "true")
  static class WebClients {
    @Bean
    static BeanPostProcessor baleWebClientBuilderPostProcessor(ObjectProvider<Limits> limits) {
      return new BaleWebClientBuilders(limits);
    }
  }

  /** Registers the codecs on each {@code WebClient.Builder} bean. */
  static final class BaleWebClientBuilders implements BeanPostProcessor {
    private final ObjectProvider<Limits> limits;

    BaleWebClientBuilders(ObjectProvider<Limits> limits) {
      this.limits = limits;
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
      if (bean instanceof WebClient.Builder builder) {
        BaleDecoder decoder = new BaleDecoder(limits(limits));
        builder.codecs(
            c -> {
              c.customCodecs().register(new BaleEncoder());
              c.customCodecs().register(decoder);
            });
      }
      return bean;
    }
  }

  /** Appends the converter to each {@code RestClient.Builder} bean's converters. */
  static final class BaleRestClientBuilders implements BeanPostProcessor {
    private final LazyConverter converter;

    BaleRestClientBuilders(ObjectProvider<Limits> limits) {
      this.converter = new LazyConverter(limits);
    }

    /** The converter the builders get (made once, when the first builder is post-processed). */
    BaleHttpMessageConverter converter() {
      return converter.get();
    }

    // messageConverters(Consumer<List>) is deprecated for removal in Spring Framework 7.0, which
    // still has it; its successor there does not exist in 6.2.
    @Override
    @SuppressWarnings({"deprecation", "removal"})
    public Object postProcessAfterInitialization(Object bean, String beanName) {
      if (bean instanceof RestClient.Builder builder) {
        BaleHttpMessageConverter c = converter();
        builder.messageConverters(list -> list.add(c));
      }
      return bean;
    }
  }

  /** Adds the converter after the others (a class of its own: it names a Spring MVC type). */
  static final class BaleMvcConfigurer implements WebMvcConfigurer {
    private final BaleHttpMessageConverter converter;

    BaleMvcConfigurer(BaleHttpMessageConverter converter) {
      this.converter = converter;
    }

    /** The converter this configurer adds. */
    BaleHttpMessageConverter converter() {
      return converter;
    }

    // Deprecated for removal in Spring Framework 7.0, which still calls it; its replacement there
    // (configureMessageConverters with a builder) puts custom converters before JSON.
    @Override
    @SuppressWarnings({"deprecation", "removal"})
    public void extendMessageConverters(List<HttpMessageConverter<?>> converters) {
      converters.add(converter);
    }
  }

  /** Registers the codecs (a class of its own: it names a WebFlux type). */
  static final class BaleWebFluxConfigurer implements WebFluxConfigurer {
    private final BaleDecoder decoder;

    BaleWebFluxConfigurer(BaleDecoder decoder) {
      this.decoder = decoder;
    }

    /** The decoder this configurer registers. */
    BaleDecoder decoder() {
      return decoder;
    }

    @Override
    public void configureHttpMessageCodecs(ServerCodecConfigurer configurer) {
      configurer.customCodecs().register(new BaleEncoder());
      configurer.customCodecs().register(decoder);
    }
  }
}
