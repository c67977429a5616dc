package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs {@code testdata/streams} (VECTORS.md §5): message streams and session streams written from
 * their records must be the exact bytes, read back through the generated goldens and the dynamic
 * codec at every split point, and every corrupt stream must fail with its code and offset.
 */
class StreamVectorsTest {
  static Path dir() {
    return TestData.root().resolve("testdata/streams");
  }

  static List<JsonNode> cases(String file) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode n : Corpus.readArray(dir().resolve(file))) {
      out.add(n);
    }
    return out;
  }

  @Test
  void namesAreUniqueAndBothKindsAreCovered() {
    Set<String> names = new HashSet<>();
    Set<String> kinds = new HashSet<>();
    for (String f : List.of("streams.json", "corrupt.json")) {
      for (JsonNode n : cases(f)) {
        assertTrue(names.add(n.path("name").asText()), "duplicate " + n.path("name"));
        kinds.add(n.path("kind").asText("corrupt"));
      }
    }
    assertEquals(Set.of("messages", "session", "corrupt"), kinds);
    assertTrue(names.size() >= 25, "only " + names.size() + " stream cases");
  }

  @TestFactory
  Stream<DynamicNode> validStreams() {
    List<DynamicNode> out = new ArrayList<>();
    for (JsonNode n : cases("streams.json")) {
      out.add(DynamicTest.dynamicTest(n.path("name").asText(), () -> checkValid(n)));
    }
    return out.stream();
  }

  @TestFactory
  Stream<DynamicNode> corruptStreams() {
    List<DynamicNode> out = new ArrayList<>();
    for (JsonNode n : cases("corrupt.json")) {
      for (Codec c : Codec.both(n.path("schema").asText(), n.path("type").asText())) {
        out.add(
            DynamicTest.dynamicTest(
                n.path("name").asText() + " " + c.name(), () -> checkCorrupt(n, c)));
      }
    }
    return out.stream();
  }

  static boolean isSession(JsonNode n) {
    return n.path("kind").asText().equals("session");
  }

  static long sessionId(JsonNode n, String key) {
    return Long.parseUnsignedLong(n.path(key).asText(), 16);
  }

  static void checkValid(JsonNode n) throws IOException {
    String name = n.path("name").asText();
    Codec.Dynamic dyn =
        (Codec.Dynamic) Codec.dynamic(n.path("schema").asText(), n.path("type").asText());
    // Write from the records.
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<Object> w =
        MessageStreamWriter.create(
                dyn.type(),
                dyn.fingerprint,
                isSession(n),
                isSession(n) ? sessionId(n, "sessionId") : 0,
                BufferPool.shared())
            .to(out);
    if (n.has("caps")) {
      w.sessionCaps(
          n.path("caps").path("maxEntries").asInt(), n.path("caps").path("maxBytes").asLong());
    }
    List<JsonNode> values = new ArrayList<>();
    for (JsonNode r : n.path("records")) {
      if (r.path("reset").asBoolean(false)) {
        w.reset();
      } else {
        w.write(dyn.fromJson(r.path("value"), false));
        values.add(r.path("value"));
      }
    }
    w.close();
    String expected = n.path("hex").asText("");
    String actual = Hex.encode(out.toByteArray());
    if (expected.isBlank()) {
      fail(name + ": no hex yet; the writer produces " + actual);
    }
    assertEquals(Hex.normalize(expected), Hex.normalize(actual), name + ": written bytes differ");
    // Read back with both implementations, whole and at every split point.
    byte[] bytes = Hex.decode(expected);
    for (Codec c : Codec.both(n.path("schema").asText(), n.path("type").asText())) {
      for (int k = 0; k <= bytes.length; k++) {
        MessageStreamDecoder<Object> d = new MessageStreamDecoder<>(c.type(), c.fingerprint);
        List<Object> got = new ArrayList<>();
        d.feed(bytes, 0, k);
        drain(d, got);
        d.feed(bytes, k, bytes.length - k);
        drain(d, got);
        d.endOfInput();
        assertEquals(values.size(), got.size(), name + " " + c.name() + " split " + k);
        for (int i = 0; i < got.size(); i++) {
          String diff = JsonCompare.diff(c.decl, values.get(i), c.toJson(got.get(i)));
          if (diff != null) {
            fail(name + " " + c.name() + " split " + k + " record " + i + ": " + diff);
          }
        }
      }
    }
  }

  static void drain(MessageStreamDecoder<Object> d, List<Object> got) {
    for (Object v = d.poll(); v != null; v = d.poll()) {
      got.add(v);
    }
  }

  static void checkCorrupt(JsonNode n, Codec c) {
    String name = n.path("name").asText();
    JsonNode lim = n.path("readerLimits");
    Limits limits =
        Limits.builder()
            .maxStreamMessageBytes(
                lim.path("maxStreamMessageBytes").asInt(Limits.DEFAULT_MAX_STREAM_MESSAGE_BYTES))
            .build();
    MessageStreamDecoder<Object> d =
        new MessageStreamDecoder<>(c.type(), true, c.fingerprint, limits, BufferPool.shared())
            .sessionLimits(
                lim.path("maxSessionEntries")
                    .asInt(MessageStreamDecoder.DEFAULT_MAX_SESSION_ENTRIES),
                lim.path("maxSessionBytes").asLong(MessageStreamDecoder.DEFAULT_MAX_SESSION_BYTES));
    if (n.has("expectSession")) {
      d.expectSession(sessionId(n, "expectSession"));
    }
    byte[] bytes = Hex.decode(n.path("hex").asText());
    List<Object> got = new ArrayList<>();
    BaleException e =
        assertThrows(
            BaleException.class,
            () -> {
              // One byte at a time: the error must not depend on how the bytes arrive.
              for (int i = 0; i < bytes.length; i++) {
                d.feed(bytes, i, 1);
                drain(d, got);
              }
              d.endOfInput();
            },
            name);
    assertEquals(n.path("error").asText(), e.code().name(), name + ": " + e.getMessage());
    assertEquals(n.path("offset").asLong(), e.offset(), name + ": " + e.getMessage());
    assertEquals(n.path("valuesBefore").asInt(0), got.size(), name + ": values before the error");
  }
}
