package example;

import dev.bale.runtime.Limits;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;

/**
 * The limits Bale bodies are decoded under in this service: at most 1 MiB a body (the default is
 * 64 MiB; Quarkus's own limit, {@code quarkus.http.limits.max-body-size}, is 10 MiB). Quarkus makes
 * {@code BaleProvider}, which asks the application's {@code ContextResolver<Limits>} for them.
 */
@Provider
public class BaleLimits implements ContextResolver<Limits> {
  private static final Limits LIMITS = Limits.builder().maxStreamMessageBytes(1 << 20).build();

  @Override
  public Limits getContext(Class<?> type) {
    return LIMITS;
  }
}
