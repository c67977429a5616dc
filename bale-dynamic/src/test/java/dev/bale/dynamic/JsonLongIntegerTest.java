package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.dynamic.BaleJsonException.Code;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Integer texts far longer than any 64-bit value (JSON strings and map keys are not bounded by
 * Jackson's 1,000-digit number limit) are out of range at once, in time linear in the input: {@code
 * BigInteger}'s decimal parse is quadratic (1,000,000 digits took 12 s), so a JSON document of a
 * few MB could hold the bridge for minutes (RELIABILITY.md G6).
 */
class JsonLongIntegerTest {
  static final JsonBridge.Type ALL = JsonMappingTest.ALL;
  static final String DIGITS = "1".repeat(1_000_000);

  /** Jackson's longest name (map key): 50,000 characters (the 50,000 digits took 70 ms). */
  static final String KEY = "1".repeat(50_000);

  @Test
  void longIntegerTextsAreOutOfRangeInLinearTime() {
    // A document of the same size that is read in full: the string field's characters.
    String plain = JsonMappingTest.doc("\"f_string\":\"" + DIGITS + "\"");
    List<String> docs =
        List.of(
            JsonMappingTest.doc("\"f_i64\":\"" + DIGITS + "\""),
            JsonMappingTest.doc("\"f_u64\":\"-" + DIGITS + "\""),
            JsonMappingTest.doc("\"f_i32\":\"" + DIGITS + "\""),
            JsonMappingTest.doc("\"m_i64\":{\"" + KEY + "\":1.5}"),
            JsonMappingTest.doc("\"m_u64\":{\"" + KEY + "\":\"\"}"),
            JsonMappingTest.doc("\"m_enum\":{\"" + KEY + "\":\"x\"}"));
    for (int round = 0; round < 2; round++) { // warm both paths before timing them
      ALL.fromJson(plain);
      for (String doc : docs) {
        fails(doc);
      }
    }
    for (String doc : docs) {
      BaleJsonException e = fails(doc);
      assertTrue(
          e.getMessage().matches("(?s).*\\.\\.\\. \\(\\d+ chars\\).*"), e.getMessage()); // clipped
      ThreadCpu.scalesWithin(
          doc.substring(0, 40) + " against the plain document",
          () -> ALL.fromJson(plain),
          () -> fails(doc),
          p -> 10 * p + 50_000_000L);
    }
  }

  @Test
  void theLongestInRangeTextsStillRead() throws Exception {
    Value v =
        ALL.fromJson(
            JsonMappingTest.doc(
                "\"f_i64\":\"-9223372036854775808\",\"f_u64\":\"18446744073709551615\","
                    + "\"m_i64\":{\"-9223372036854775808\":1.5}"));
    JsonNode t = JsonMappingTest.MAPPER.readTree(ALL.toJson(v));
    assertEquals("-9223372036854775808", t.get("f_i64").textValue());
    assertEquals("18446744073709551615", t.get("f_u64").textValue());
    assertEquals(1.5, t.get("m_i64").get("-9223372036854775808").doubleValue());
    // One digit more (21 characters with the sign, 21 digits without): out of range, as before.
    fails(JsonMappingTest.doc("\"f_i64\":\"-92233720368547758080\""));
    fails(JsonMappingTest.doc("\"f_u64\":\"184467440737095516150\""));
    fails(JsonMappingTest.doc("\"m_enum\":{\"21474836480\":\"x\"}"));
  }

  private static BaleJsonException fails(String doc) {
    BaleJsonException e = assertThrows(BaleJsonException.class, () -> ALL.fromJson(doc));
    assertEquals(Code.JSON_OUT_OF_RANGE, e.code(), e.getMessage());
    return e;
  }
}
