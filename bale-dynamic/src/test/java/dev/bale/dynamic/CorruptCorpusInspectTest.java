package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Limits;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of testdata/corrupt/ through the inspector: it must end with exactly the error code
 * the decoders give (VECTORS.md), never with any other exception.
 */
class CorruptCorpusInspectTest {
  private final Map<String, JsonBridge> bridges = new HashMap<>();

  /**
   * Cases the inspector accepts although the decoder rejects them: it expands each object-table
   * entry once, so the expanded-size rule (FORMAT.md §2.2 rule 5) does not protect it and it does
   * not apply it. Same list as bale-conformance's {@code CorruptCorpusTest.INSPECTOR_ACCEPTS}.
   */
  static final Set<String> INSPECTOR_ACCEPTS = Set.of("reference.alias-chain-10x10");

  @TestFactory
  List<DynamicTest> everyCorruptCaseEndsWithItsCode() throws IOException {
    Path dir = TestSchemas.root().resolve("testdata/corrupt");
    List<DynamicTest> tests = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
        for (JsonNode c : new JsonMapper().readTree(f.toFile())) {
          tests.add(DynamicTest.dynamicTest(c.get("name").asText(), () -> check(c)));
        }
      }
    }
    assertFalse(tests.isEmpty(), "no corrupt cases found in " + dir);
    return tests;
  }

  private void check(JsonNode c) {
    JsonBridge bridge =
        bridges.computeIfAbsent(
            c.get("schema").asText(), s -> JsonBridge.forSchema(TestSchemas.load(s)));
    JsonBridge.Type type = bridge.type(c.get("type").asText());
    byte[] bytes = HexFormat.of().parseHex(c.get("hex").asText().replaceAll("\\s+", ""));
    boolean framed = c.path("frame").asBoolean(false);
    Limits limits = limits(c.get("limits"));
    Inspector.Result r = type.inspect(bytes, framed, limits);
    if (INSPECTOR_ACCEPTS.contains(c.get("name").asText())) {
      // Known gap, pinned precisely: the decoder rejects the case, the inspector does not. When
      // the inspector learns the rule, this fails; then drop the case from INSPECTOR_ACCEPTS.
      assertNull(r.error(), () -> "the inspector now rejects it; remove it from INSPECTOR_ACCEPTS");
      BaleException d = assertThrows(BaleException.class, () -> type.decode(bytes, framed, limits));
      assertEquals(c.get("code").asText(), d.code().name());
      return;
    }
    assertNotNull(r.error(), r::render);
    assertEquals(c.get("code").asText(), r.error().code().name(), r::render);
    // And at the offset where the decoder reports it.
    BaleException d = assertThrows(BaleException.class, () -> type.decode(bytes, framed, limits));
    assertEquals(d.offset(), r.error().offset(), () -> d.getMessage() + "\n" + r.render());
  }

  private static Limits limits(JsonNode l) {
    if (l == null) {
      return Limits.DEFAULT;
    }
    Limits.Builder b = Limits.builder();
    if (l.has("depth")) {
      b.depth(l.get("depth").asInt());
    }
    if (l.has("maxStringTableEntries")) {
      b.maxStringTableEntries(l.get("maxStringTableEntries").asInt());
    }
    if (l.has("maxObjects")) {
      b.maxObjects(l.get("maxObjects").asInt());
    }
    if (l.has("maxStreamMessageBytes")) {
      b.maxStreamMessageBytes(l.get("maxStreamMessageBytes").asInt());
    }
    return b.build();
  }
}
