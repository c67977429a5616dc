package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * JSON -> compact -> JSON for jvm-serializers' media.1..4.json with testdata/schemas/media.bale.
 */
class MediaRoundTripTest {
  static final JsonBridge.Type MEDIA =
      JsonBridge.forSchema(TestSchemas.load("media.bale"))
          .withComments(true) // media.N.json have // comments
          .type("media.MediaContent");

  static final JsonMapper MAPPER =
      JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build();

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4})
  void roundTripKeepsTheValue(int n) throws Exception {
    String input = TestSchemas.media(n);
    for (EncodeOptions opts :
        new EncodeOptions[] {
          EncodeOptions.DEFAULT,
          EncodeOptions.DEFAULT.withDedupStrings(false),
          EncodeOptions.DEFAULT.withFramed(true)
        }) {
      byte[] bytes = MEDIA.jsonToCompact(input, opts);
      Value decoded = MEDIA.decode(bytes, opts.framed(), dev.bale.runtime.Limits.DEFAULT);
      assertEquals(MEDIA.fromJson(input), decoded);
      String output = MEDIA.toJson(decoded);
      assertSameJson(MAPPER.readTree(input), MAPPER.readTree(output));
      // Encoding is deterministic: the decoded value gives the same bytes again.
      assertArrayEquals(bytes, MEDIA.encode(decoded, opts));
      // Pretty output is the same value.
      assertEquals(MAPPER.readTree(output), MAPPER.readTree(MEDIA.toJson(decoded, true)));
    }
  }

  @Test
  void media1IsCanonicalAndSmall() {
    String input = TestSchemas.media(1);
    byte[] bytes = MEDIA.jsonToCompact(input, EncodeOptions.DEFAULT);
    assertTrue(bytes.length < 218, "media.1 with dedup is " + bytes.length + " bytes");
    byte[] noDedup = MEDIA.jsonToCompact(input, EncodeOptions.DEFAULT.withDedupStrings(false));
    assertTrue(bytes.length < noDedup.length, bytes.length + " vs " + noDedup.length);
    assertEquals(
        "{\"media\":{\"uri\":\"http://javaone.com/keynote.mpg\",\"title\":\"Javaone Keynote\","
            + "\"width\":640,\"height\":480,\"format\":\"video/mpg4\",\"duration\":\"18000000\","
            + "\"size\":\"58982400\",\"bitrate\":262144,\"persons\":[\"Bill Gates\","
            + "\"Steve Jobs\uc2a4\"],\"player\":\"JAVA\"},\"images\":[{\"uri\":"
            + "\"http://javaone.com/keynote_large.jpg\",\"title\":\"Javaone Keynote\","
            + "\"width\":1024,\"height\":768,\"size\":\"LARGE\"},{\"uri\":"
            + "\"http://javaone.com/keynote_small.jpg\",\"title\":\"Javaone Keynote\","
            + "\"width\":320,\"height\":240,\"size\":\"SMALL\"}]}",
        MEDIA.compactToJson(bytes));
  }

  /**
   * Compares the input document with the output: null members of the input are absent optionals
   * (omitted on output), and numbers compare by value with the decimal strings used for i64.
   */
  static void assertSameJson(JsonNode expected, JsonNode actual) {
    if (expected.isObject()) {
      assertTrue(actual.isObject(), "object expected: " + actual);
      ObjectNode e = ((ObjectNode) expected).deepCopy();
      Iterator<Map.Entry<String, JsonNode>> it = e.fields();
      while (it.hasNext()) {
        if (it.next().getValue().isNull()) {
          it.remove();
        }
      }
      assertEquals(iterToList(e.fieldNames()), iterToList(actual.fieldNames()));
      e.fields().forEachRemaining(en -> assertSameJson(en.getValue(), actual.get(en.getKey())));
    } else if (expected.isArray()) {
      assertTrue(actual.isArray(), "array expected: " + actual);
      assertEquals(expected.size(), actual.size());
      for (int i = 0; i < expected.size(); i++) {
        assertSameJson(expected.get(i), actual.get(i));
      }
    } else if (expected.isNumber() && actual.isTextual()) {
      assertEquals(0, expected.decimalValue().compareTo(new BigDecimal(actual.asText())));
    } else if (expected.isNumber() && actual.isNumber()) {
      assertEquals(0, expected.decimalValue().compareTo(actual.decimalValue()));
    } else {
      assertEquals(expected, actual);
    }
  }

  private static java.util.List<String> iterToList(Iterator<String> it) {
    java.util.List<String> l = new java.util.ArrayList<>();
    it.forEachRemaining(l::add);
    return l;
  }
}
