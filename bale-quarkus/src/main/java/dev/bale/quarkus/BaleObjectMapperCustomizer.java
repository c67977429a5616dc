package dev.bale.quarkus;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.jackson.BaleModule;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * Gives Quarkus's {@code ObjectMapper} bale-jackson's {@link BaleModule}, so that Quarkus REST's
 * JSON of generated types is the JSON of docs/spec/JSON.md: enums by name, 64-bit integers as
 * strings, unions as one-key objects, no {@code unknownFields}, under the module's reading budget
 * ({@code Limits.DEFAULT}). Quarkus's own mapper does not look for Jackson modules with the service
 * loader; it applies every {@link ObjectMapperCustomizer} bean, and finds this one because this jar
 * is a bean archive ({@code META-INF/beans.xml}).
 *
 * <p>An application that wants other settings ({@link BaleModule#withInt64AsNumbers}, other limits)
 * declares its own customizer and registers its own module: Jackson keeps the first module of a
 * kind it is given, and this customizer runs after the application's (its {@link #priority()} is
 * below the default). Stateless and thread-safe.
 */
@Singleton
public final class BaleObjectMapperCustomizer implements ObjectMapperCustomizer {
  @Override
  public void customize(ObjectMapper mapper) {
    mapper.registerModule(new BaleModule());
  }

  @Override
  public int priority() {
    return MINIMUM_PRIORITY;
  }
}
