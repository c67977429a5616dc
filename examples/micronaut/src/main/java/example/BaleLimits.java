package example;

import dev.bale.runtime.Limits;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/**
 * The limits Bale bodies are decoded under in this service: at most 1 MiB a body (the default is
 * 64 MiB; Micronaut's own limit, {@code micronaut.server.max-request-size}, is 10 MiB). Bale's
 * body handler takes the application's {@code Limits} bean.
 */
@Factory
public class BaleLimits {
  @Singleton
  Limits limits() {
    return Limits.builder().maxStreamMessageBytes(1 << 20).build();
  }
}
