package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.BaleJsonException.Code;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.Limits;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code json} type (SCHEMA.md §3, FORMAT.md §1.4 and §F5.1, JSON.md §5.1) through the JSON
 * bridge, the dynamic compact and flat codecs, on testdata/schemas/dynamic.bale.
 */
class JsonTypeTest {
  static final JsonBridge.Type EVENT =
      JsonBridge.forSchema(TestSchemas.load("dynamic.bale")).type("dynamic.Event");

  private static String viaCompact(String json) {
    return EVENT.toJson(EVENT.decode(EVENT.encode(EVENT.fromJson(json), EncodeOptions.DEFAULT)));
  }

  private static String viaFlat(String json) {
    byte[] flat = EVENT.encodeFlat(EVENT.fromJson(json), EncodeOptions.DEFAULT);
    return EVENT.toJson(EVENT.decodeFlat(flat, false, Limits.DEFAULT));
  }

  @Test
  void everyKindRoundTripsThroughBothCodecsWithIntegersAndFloatsApart() {
    String in =
        "{\"type\":\"t\",\"payload\":{\"i\":1,\"f\":1.0,\"z\":-0.0,\"e\":1e+21,\"big\":"
            + "-9223372036854775808,\"s\":\"x\",\"n\":null,\"b\":[true,false],\"o\":{}},"
            + "\"extra\":null,\"row\":[],\"attrs\":{},\"cell\":{\"any\":2.5},"
            + "\"pair\":{\"n\":0,\"value\":null},\"raw\":null}";
    assertEquals(in, viaCompact(in));
    assertEquals(in, viaFlat(in));
    assertEquals(in, EVENT.toJson(EVENT.fromJson(in)));
  }

  @Test
  void nullIsAValueAndOnlyAMissingKeyIsAbsent() {
    String withNull = "{\"type\":\"\",\"extra\":null,\"cell\":{\"text\":\"\"}}";
    String without = "{\"type\":\"\",\"cell\":{\"text\":\"\"}}";
    byte[] a = EVENT.encode(EVENT.fromJson(withNull), EncodeOptions.DEFAULT);
    byte[] b = EVENT.encode(EVENT.fromJson(without), EncodeOptions.DEFAULT);
    assertNotEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(b));
    assertTrue(EVENT.toJson(EVENT.decode(a)).contains("\"extra\":null"));
    assertTrue(!EVENT.toJson(EVENT.decode(b)).contains("extra"));
    // A non-optional json field holds null; a list element, map value and union case too.
    String nulls =
        "{\"payload\":null,\"row\":[null],\"attrs\":{\"k\":null},\"cell\":{\"any\":null}}";
    String out = viaCompact(nulls);
    assertTrue(out.contains("\"row\":[null]") && out.contains("{\"k\":null}"), out);
    assertTrue(out.contains("\"cell\":{\"any\":null}"), out);
  }

  @Test
  void integersBeyond64BitsAreRejectedWithThePath() {
    BaleJsonException e =
        assertThrows(
            BaleJsonException.class,
            () -> EVENT.fromJson("{\"cell\":{\"text\":\"\"},\"payload\":[1,9223372036854775808]}"));
    assertEquals(Code.JSON_OUT_OF_RANGE, e.code());
    assertEquals("$.payload[1]", e.path());
    EVENT.fromJson("{\"cell\":{\"text\":\"\"},\"payload\":[9223372036854775807,1e300]}");
    BaleJsonException f =
        assertThrows(
            BaleJsonException.class,
            () -> EVENT.fromJson("{\"cell\":{\"text\":\"\"},\"payload\":1e400}"));
    assertEquals(Code.JSON_OUT_OF_RANGE, f.code());
  }

  @Test
  void duplicateKeysAndDepthAreChecked() {
    // Lenient: the later value wins at the earlier key's place, as JSON.parse does; strict: error.
    String twice = "{\"cell\":{\"text\":\"\"},\"payload\":{\"a\":1,\"b\":0,\"a\":2}}";
    assertEquals(
        "{\"a\":2,\"b\":0}",
        EVENT.toJson(EVENT.fromJson(twice)).replaceAll(".*\"payload\":(\\{[^}]*\\}).*", "$1"));
    BaleJsonException d =
        assertThrows(
            BaleJsonException.class,
            () ->
                JsonBridge.forSchema(TestSchemas.load("dynamic.bale"))
                    .withStrict(true)
                    .type("dynamic.Event")
                    .fromJson(twice));
    assertEquals(Code.JSON_DUPLICATE_KEY, d.code());
    assertEquals("$.payload.a", d.path());
    // The root object is level 1: 63 nested arrays are allowed, 64 are not.
    String ok = "[".repeat(63) + "]".repeat(63);
    EVENT.fromJson("{\"cell\":{\"text\":\"\"},\"payload\":" + ok + "}");
    String deep = "[".repeat(64) + "]".repeat(64);
    BaleJsonException e =
        assertThrows(
            BaleJsonException.class,
            () -> EVENT.fromJson("{\"cell\":{\"text\":\"\"},\"payload\":" + deep + "}"));
    assertEquals(Code.JSON_DEPTH_LIMIT, e.code());
  }

  @Test
  void writersRefuseValuesNestedBeyondTheDepthLimit() {
    JsonValue v = JsonValue.NULL;
    for (int i = 0; i < 64; i++) {
      v = JsonValue.Arr.of(v);
    }
    Value event = withPayload(v);
    BaleException c =
        assertThrows(BaleException.class, () -> EVENT.encode(event, EncodeOptions.DEFAULT));
    assertEquals(ErrorCode.DEPTH_LIMIT, c.code());
    BaleException f =
        assertThrows(BaleException.class, () -> EVENT.encodeFlat(event, EncodeOptions.DEFAULT));
    assertEquals(ErrorCode.DEPTH_LIMIT, f.code());
  }

  @Test
  void flatVerifierChecksTheBlob() {
    byte[] flat =
        EVENT.encodeFlat(
            EVENT.fromJson("{\"cell\":{\"text\":\"\"},\"payload\":[1,\"t\"]}"),
            EncodeOptions.DEFAULT);
    int blob = indexOf(flat, new byte[] {0x14, 0x11, 0x0b, 0x74});
    // Kind 7 instead of the array header.
    byte[] bad = flat.clone();
    bad[blob] = 0x07;
    assertFlatError(bad, ErrorCode.INVALID_JSON_VALUE, blob);
    // The string's length 1 -> 2 runs past the blob.
    bad = flat.clone();
    bad[blob + 2] = 0x13;
    assertFlatError(bad, ErrorCode.LENGTH_EXCEEDS_INPUT, blob + 2);
    // Invalid UTF-8.
    bad = flat.clone();
    bad[blob + 3] = (byte) 0xff;
    assertFlatError(bad, ErrorCode.INVALID_UTF8, blob + 3);
    // One byte left after the value: the array of 2 claims 1 element.
    bad = flat.clone();
    bad[blob] = 0x0c;
    assertFlatError(bad, ErrorCode.INVALID_JSON_VALUE, blob + 2);
  }

  private static void assertFlatError(byte[] bytes, ErrorCode code, int offset) {
    BaleException e =
        assertThrows(BaleException.class, () -> EVENT.verifyFlat(bytes, false, Limits.DEFAULT));
    assertEquals(code, e.code(), e.getMessage());
    assertEquals((long) offset, e.offset(), e.getMessage());
    assertTrue(e.path().contains("payload"), e.getMessage());
  }

  private static int indexOf(byte[] hay, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= hay.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (hay[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    throw new AssertionError("not found");
  }

  private static Value withPayload(JsonValue payload) {
    Value.Message m = (Value.Message) EVENT.fromJson("{\"cell\":{\"text\":\"\"}}");
    List<Value> fields = new ArrayList<>(m.fields());
    fields.set(1, new Value.Json(payload));
    return new Value.Message(m.decl(), fields, null);
  }

  @Test
  void jsonValueRejectsWhatJsonCannotHold() {
    assertThrows(IllegalArgumentException.class, () -> JsonValue.of(Double.NaN));
    assertThrows(
        IllegalArgumentException.class,
        () -> JsonValue.Obj.of("a", JsonValue.NULL, "a", JsonValue.TRUE));
    assertThrows(NullPointerException.class, () -> JsonValue.Arr.of((JsonValue) null));
    assertEquals(
        JsonValue.Obj.of("a", JsonValue.of(1), "b", JsonValue.TRUE).members().keySet().toString(),
        "[a, b]");
  }
}
