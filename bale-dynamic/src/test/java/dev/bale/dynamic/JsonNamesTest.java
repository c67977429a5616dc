package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.BaleJsonException.Code;
import org.junit.jupiter.api.Test;

/**
 * Keyword names and {@code [json = "..."]} keys (issue 15, JSON.md §2) on
 * testdata/schemas/names.bale.
 */
class JsonNamesTest {
  static final JsonBridge.Type DOC =
      JsonBridge.forSchema(TestSchemas.load("names.bale")).type("names.Doc");

  @Test
  void jsonKeysAreReadAndWrittenInsteadOfTheFieldName() {
    String in =
        "{\"@context\":\"https://schema.org\",\"content-type\":\"text/html\",\"message\":\"m\","
            + "\"union\":{\"struct\":{\"u8\":1,\"$ratio\":0.5}},\"text\":\"t\"}";
    String out = DOC.toJson(DOC.decode(DOC.encode(DOC.fromJson(in), EncodeOptions.DEFAULT)));
    assertTrue(out.contains("\"@context\":\"https://schema.org\""), out);
    assertTrue(out.contains("\"content-type\":\"text/html\""), out);
    assertTrue(out.contains("\"$ratio\":0.5"), out);
    assertTrue(out.contains("\"text\":\"t\""), out);
    assertTrue(!out.contains("\"context\"") && !out.contains("\"string\""), out);
    // Keys are in field-id order, whatever the input order.
    assertTrue(out.indexOf("\"message\"") < out.indexOf("\"@context\""), out);
    assertEquals(out, DOC.toJson(DOC.fromJson(out)));
  }

  @Test
  void theFieldNameIsNotAKeyWhenAJsonKeyIsGiven() {
    BaleJsonException e =
        assertThrows(
            BaleJsonException.class,
            () -> DOC.fromJson("{\"union\":{\"string\":\"s\"},\"context\":\"x\"}"));
    assertEquals(Code.JSON_UNKNOWN_KEY, e.code());
    assertEquals("$.context", e.path());
  }

  @Test
  void pathsNameTheJsonKey() {
    BaleJsonException e =
        assertThrows(
            BaleJsonException.class,
            () -> DOC.fromJson("{\"union\":{\"string\":\"s\"},\"@context\":5}"));
    assertEquals(Code.JSON_TYPE, e.code());
    assertEquals("$[\"@context\"]", e.path());
    assertEquals(1, e.line());
  }

  @Test
  void missingUnionFieldIsNamedByItsJsonKey() {
    BaleJsonException e =
        assertThrows(BaleJsonException.class, () -> DOC.fromJson("{\"message\":\"m\"}"));
    assertEquals(Code.JSON_INVALID_VALUE, e.code());
    assertTrue(e.getMessage().contains("'union'"), e.getMessage());
  }
}
