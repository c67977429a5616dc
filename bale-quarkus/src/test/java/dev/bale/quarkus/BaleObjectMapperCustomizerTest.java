package dev.bale.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.jackson.BaleModule;
import dev.bale.jaxrs.BaleProvider;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import media.Media;
import media.MediaContent;
import media.Player;
import org.junit.jupiter.api.Test;

/**
 * The customizer alone; examples/quarkus (make test) runs it in a Quarkus application, where
 * Quarkus REST writes a generated type with it and reads Bale bodies through {@link BaleProvider}.
 */
class BaleObjectMapperCustomizerTest {
  static final MediaContent VALUE =
      MediaContent.builder()
          .media(
              Media.builder()
                  .uri("http://javaone.com/keynote.mpg")
                  .duration(18000000)
                  .persons(List.of("Bill Gates", "Steve Jobs스"))
                  .player(Player.JAVA)
                  .build())
          .build();

  @Test
  void theMapperWritesWhatTheModuleWrites() throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    new BaleObjectMapperCustomizer().customize(mapper);
    String json = mapper.writeValueAsString(VALUE);
    assertEquals(
        new ObjectMapper().registerModule(new BaleModule()).writeValueAsString(VALUE), json);
    assertTrue(json.contains("\"player\":\"JAVA\""), json);
    assertTrue(json.contains("\"duration\":\"18000000\""), json);
    assertNotEquals(new ObjectMapper().writeValueAsString(VALUE), json);
    assertEquals(VALUE, mapper.readValue(json, MediaContent.class));
  }

  @Test
  void anApplicationsOwnModuleRunsFirstAndIsKept() throws Exception {
    ObjectMapperCustomizer app = m -> m.registerModule(new BaleModule().withInt64AsNumbers(true));
    List<ObjectMapperCustomizer> customizers = new ArrayList<>();
    customizers.add(new BaleObjectMapperCustomizer());
    customizers.add(app);
    // Quarkus applies customizers in descending priority order (ObjectMapperProducer).
    customizers.sort(null);
    assertEquals(app, customizers.get(0));
    ObjectMapper mapper = new ObjectMapper();
    customizers.forEach(c -> c.customize(mapper));
    assertTrue(mapper.writeValueAsString(VALUE).contains("\"duration\":18000000"));
  }

  @Test
  void quarkusFindsTheBeanAndTheProvider() throws Exception {
    assertNotNull(BaleObjectMapperCustomizer.class.getAnnotation(Singleton.class));
    // Quarkus indexes a dependency (for beans, and Quarkus REST for @Provider classes) when it is
    // a bean archive: both jars carry META-INF/beans.xml.
    List<String> archives = new ArrayList<>();
    for (URL u : Collections.list(getClass().getClassLoader().getResources("META-INF/beans.xml"))) {
      try (InputStream in = u.openStream()) {
        String xml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(xml.contains("bean-discovery-mode=\"annotated\""), u + ": " + xml);
      }
      archives.add(u.toString());
    }
    assertNotNull(BaleStreamWriter.class.getAnnotation(jakarta.ws.rs.ext.Provider.class));
    for (Class<?> c :
        new Class<?>[] {
          BaleObjectMapperCustomizer.class, BaleProvider.class, BaleStreamWriter.class
        }) {
      String home = c.getProtectionDomain().getCodeSource().getLocation().toString();
      assertTrue(
          archives.stream().anyMatch(a -> a.contains(home)), c + " in " + home + ": " + archives);
    }
  }
}
