package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.bale.dynamic.BaleJsonException.Code;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every rule of docs/spec/JSON.md, on testdata/schemas/alltypes.bale. */
class JsonMappingTest {
  static final JsonBridge BRIDGE = JsonBridge.forSchema(TestSchemas.load("alltypes.bale"));
  static final JsonBridge.Type ALL = BRIDGE.type("AllTypes");
  static final JsonMapper MAPPER = new JsonMapper();

  /** The smallest valid AllTypes: the union field has no default. */
  static final String MIN = "{\"shape\":{\"label\":\"x\"}";

  static String doc(String members) {
    return MIN + (members.isEmpty() ? "" : "," + members) + "}";
  }

  /** JSON -> Value -> compact -> Value -> JSON, checking the value survives the bytes. */
  static JsonNode roundTrip(String json) throws Exception {
    Value v = ALL.fromJson(json);
    byte[] bytes = ALL.encode(v, EncodeOptions.DEFAULT);
    Value back = ALL.decode(bytes);
    assertEquals(v, back);
    assertArrayEquals(bytes, ALL.encode(back, EncodeOptions.DEFAULT));
    String out = ALL.toJson(back);
    // Output is canonical: reading it back gives the same value and the same text.
    assertEquals(back, ALL.fromJson(out));
    assertEquals(out, ALL.toJson(ALL.fromJson(out)));
    return MAPPER.readTree(out);
  }

  static BaleJsonException fails(Code code, String json) {
    BaleJsonException e = assertThrows(BaleJsonException.class, () -> ALL.fromJson(json));
    assertEquals(code, e.code(), e.getMessage());
    return e;
  }

  @Test
  void missingFieldsGetTheirDefaults() throws Exception {
    JsonNode t = roundTrip(doc(""));
    assertEquals(0, t.get("f_i32").intValue());
    assertTrue(t.get("f_i32").isInt());
    assertEquals("0", t.get("f_i64").textValue());
    assertEquals("", t.get("f_string").textValue());
    assertEquals("", t.get("f_bytes").textValue());
    assertFalse(t.get("f_bool").booleanValue());
    assertEquals(0, t.get("l_i32").size());
    assertEquals(0, t.get("m_i32").size());
    assertEquals("RED", t.get("color").textValue(), "first declared value, not zero");
    assertEquals("{\"name\":\"\",\"value\":0}", t.get("leaf").toString());
    assertEquals("{\"x\":0,\"y\":0}", t.get("point").toString());
    // [default = ...] of every kind.
    assertTrue(t.get("d_bool").booleanValue());
    assertEquals(-128, t.get("d_i8").intValue());
    assertEquals(2147483647, t.get("d_i32").intValue());
    assertEquals("-9223372036854775808", t.get("d_i64").textValue());
    assertEquals(4294967295L, t.get("d_u32").longValue());
    assertEquals("18446744073709551615", t.get("d_u64").textValue());
    assertEquals("1.5", t.get("d_f32").toString());
    assertEquals("-20000000000", t.get("d_f64").toString());
    assertEquals("Infinity", t.get("d_inf").textValue());
    assertEquals("-Infinity", t.get("d_ninf").textValue());
    assertEquals("NaN", t.get("d_nan").textValue());
    assertEquals("h\u00e9llo \"world\"\n", t.get("d_string").textValue());
    assertEquals("BLUE", t.get("d_color").textValue());
    assertEquals(-5, t.get("d_fixed").intValue());
  }

  @Test
  void absentOptionalsAreOmittedAndNullMeansAbsent() throws Exception {
    JsonNode t =
        roundTrip(doc("\"o_i32\":null,\"o_string\":null,\"o_leaf\":null,\"o_bool\":false"));
    assertFalse(t.has("o_i32"));
    assertFalse(t.has("o_string"));
    assertFalse(t.has("o_leaf"));
    assertFalse(t.has("o_shape"));
    assertTrue(t.has("o_bool"));
    assertFalse(t.get("o_bool").booleanValue());
    Value.Message m = (Value.Message) ALL.fromJson(doc("\"o_i32\":null"));
    assertNull(m.get("o_i32"));
    // Non-optional fields are always written, also at their default.
    assertTrue(t.has("f_i32"));
  }

  @Test
  void nullForANonOptionalFieldIsAnError() {
    BaleJsonException e = fails(Code.JSON_TYPE, doc("\"f_i32\":null"));
    assertEquals("$.f_i32", e.path());
  }

  @Test
  void sixtyFourBitIntegersAreStringsOnOutputAndNumbersOrStringsOnInput() throws Exception {
    JsonNode t =
        roundTrip(
            doc(
                "\"f_i64\":9007199254740993,\"f_u64\":\"18446744073709551615\","
                    + "\"o_i64\":\"-9223372036854775808\",\"x_u64\":18446744073709551614,"
                    + "\"l_u64\":[0,\"1\",18446744073709551615],\"f_u32\":\"4294967295\""));
    assertEquals("9007199254740993", t.get("f_i64").textValue(), "no trip through a double");
    assertEquals("18446744073709551615", t.get("f_u64").textValue());
    assertEquals("-9223372036854775808", t.get("o_i64").textValue());
    assertEquals("18446744073709551614", t.get("x_u64").textValue());
    assertEquals("[\"0\",\"1\",\"18446744073709551615\"]", t.get("l_u64").toString());
    assertTrue(t.get("f_u32").isNumber(), "32-bit types are numbers on output");
    assertEquals(4294967295L, t.get("f_u32").longValue());
    Value.Message m = (Value.Message) ALL.fromJson(doc("\"f_u64\":\"18446744073709551615\""));
    assertEquals(new Value.Int(-1L), m.get("f_u64"), "u64 is the two's complement pattern");
  }

  /**
   * JSON.md §3: {@code withInt64AsNumbers(true)} writes i64/u64 (fields, optionals, [fixed] ones,
   * lists) as numbers with every digit, map keys still as strings; the text reads back exactly.
   */
  @Test
  void sixtyFourBitIntegersAsNumbersWhenAsked() throws Exception {
    JsonBridge.Type numbers = BRIDGE.withInt64AsNumbers(true).type("AllTypes");
    assertFalse(BRIDGE.writesInt64AsNumbers());
    assertTrue(BRIDGE.withInt64AsNumbers(true).writesInt64AsNumbers());
    String in =
        doc(
            "\"f_i64\":9007199254740993,\"f_u64\":\"18446744073709551615\","
                + "\"o_i64\":\"-9223372036854775808\",\"x_u64\":18446744073709551614,"
                + "\"l_u64\":[0,\"1\",18446744073709551615],"
                + "\"m_u64\":{\"18446744073709551615\":\"AA==\"},\"m_i64\":{\"-1\":1.5}");
    Value v = numbers.fromJson(in);
    String out = numbers.toJson(v);
    assertTrue(out.contains("\"f_i64\":9007199254740993,"), out);
    assertTrue(out.contains("\"f_u64\":18446744073709551615,"), out);
    assertTrue(out.contains("\"o_i64\":-9223372036854775808,"), out);
    assertTrue(out.contains("\"x_u64\":18446744073709551614,"), out);
    assertTrue(out.contains("\"l_u64\":[0,1,18446744073709551615]"), out);
    assertTrue(out.contains("\"m_u64\":{\"18446744073709551615\":\"AA==\"}"), out);
    assertTrue(out.contains("\"m_i64\":{\"-1\":1.5}"), out);
    assertEquals(v, numbers.fromJson(out));
    assertEquals(v, ALL.fromJson(out), "the default bridge reads numbers too");
    // Only the 64-bit forms differ from the canonical text: each string there is a number here.
    JsonNode canonical = MAPPER.readTree(ALL.toJson(v));
    JsonNode asNumbers = MAPPER.readTree(out);
    int changed = 0;
    for (var it = canonical.fields(); it.hasNext(); ) {
      var e = it.next();
      boolean int64 = is64(e.getKey());
      JsonNode c = e.getValue();
      JsonNode n = asNumbers.get(e.getKey());
      if (int64 && c.isTextual()) {
        assertTrue(n.isIntegralNumber(), e.getKey());
        assertEquals(c.textValue(), n.bigIntegerValue().toString(), e.getKey());
        changed++;
      } else if (int64 && c.isArray()) {
        assertEquals(c.size(), n.size(), e.getKey());
        for (int i = 0; i < c.size(); i++) {
          assertEquals(c.get(i).textValue(), n.get(i).bigIntegerValue().toString(), e.getKey());
        }
      } else {
        assertEquals(c, n, e.getKey());
      }
    }
    assertEquals(canonical.size(), asNumbers.size());
    assertTrue(changed >= 8, "i64/u64 fields seen: " + changed);
    // The streaming writer and the pretty form take the option too.
    java.io.StringWriter w = new java.io.StringWriter();
    numbers.writeJson(v, true, 0, w);
    assertTrue(w.toString().contains("\"f_i64\": 9007199254740993,"), w.toString());
    assertEquals(v, ALL.fromJson(w.toString()));
  }

  /** An i64/u64 field or list of AllTypes (maps aside: their keys stay strings). */
  private static boolean is64(String field) {
    return !field.startsWith("m_")
        && (field.endsWith("_i64") || field.endsWith("_u64") || field.startsWith("ts_num"));
  }

  /** JSON.md §3: a number with a fraction or an exponent is read when its value is an integer. */
  @Test
  void integerValuedNumbersWithAFractionOrExponentAreIntegers() throws Exception {
    String[][] cases = {
      {"f_i32", "1.0", "1"},
      {"f_i32", "1e3", "1000"},
      {"f_i32", "1E+3", "1000"},
      {"f_i32", "-2.50e1", "-25"},
      {"f_i32", "12500e-2", "125"},
      {"f_i32", "-0.0", "0"},
      {"f_i32", "0e999999999999", "0"},
      {"f_u8", "2.55e2", "255"},
      {"f_i64", "9.223372036854775807e18", "9223372036854775807"},
      {"f_i64", "-9223372036854775808.000", "-9223372036854775808"},
      {"f_u64", "1.8446744073709551615e19", "18446744073709551615"},
      {"l_i16", "[1.0, 2e0, 3]", null},
    };
    for (String[] c : cases) {
      Value.Message m = (Value.Message) ALL.fromJson(doc("\"" + c[0] + "\":" + c[1]));
      Value.Message plain =
          (Value.Message)
              ALL.fromJson(doc("\"" + c[0] + "\":" + (c[2] == null ? "[1, 2, 3]" : c[2])));
      assertEquals(plain.get(c[0]), m.get(c[0]), c[1]);
    }
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_i8\":1.28e2"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_u64\":-1.0"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_u64\":1.8446744073709551616e19"));
    BaleJsonException e = fails(Code.JSON_OUT_OF_RANGE, doc("\"f_i64\":1e999999999999999999"));
    assertTrue(e.getMessage().contains("1e999999999999999999 is outside"), e.getMessage());
    assertEquals("$.f_i64", e.path());
  }

  @Test
  void integralTextOfNumbers() {
    assertEquals("1", JsonIn.integralText("1.000"));
    assertEquals("-100", JsonIn.integralText("-1e2"));
    assertEquals("1", JsonIn.integralText("100e-2"));
    assertEquals("0", JsonIn.integralText("-0.000e-7"));
    assertEquals("120", JsonIn.integralText("0.012e4"));
    assertNull(JsonIn.integralText("0.5"));
    assertNull(JsonIn.integralText("1.0000001"));
    assertNull(JsonIn.integralText("5e-1"));
    assertEquals("1" + "0".repeat(20), JsonIn.integralText("1e20"));
    assertEquals("9".repeat(22), JsonIn.integralText("1e21"));
    assertEquals("9".repeat(22), JsonIn.integralText("1" + "0".repeat(30) + ".0"));
  }

  @Test
  void integersOutOfRangeOrMalformedAreErrors() {
    assertEquals("$.f_i8", fails(Code.JSON_OUT_OF_RANGE, doc("\"f_i8\":128")).path());
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_i8\":-129"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_u8\":256"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_u8\":-1"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_i16\":32768"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_u16\":65536"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_i32\":2147483648"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_u32\":4294967296"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_i64\":9223372036854775808"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_u64\":\"18446744073709551616\""));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_u64\":-1"));
    fails(Code.JSON_TYPE, doc("\"f_i32\":1.5"));
    fails(Code.JSON_TYPE, doc("\"f_i32\":1e-3"));
    fails(Code.JSON_TYPE, doc("\"f_i64\":0.1e-1000000000000000000000"));
    fails(Code.JSON_TYPE, doc("\"f_i32\":true"));
    fails(Code.JSON_INVALID_VALUE, doc("\"f_i64\":\"01\""));
    fails(Code.JSON_INVALID_VALUE, doc("\"f_i64\":\" 1\""));
    fails(Code.JSON_INVALID_VALUE, doc("\"f_i64\":\"+1\""));
    fails(Code.JSON_INVALID_VALUE, doc("\"f_i64\":\"1e3\""));
    BaleJsonException e = fails(Code.JSON_OUT_OF_RANGE, doc("\"l_i16\":[1,2,70000]"));
    assertEquals("$.l_i16[2]", e.path());
  }

  @Test
  void floatsSpecialValuesAndNegativeZero() throws Exception {
    JsonNode t =
        roundTrip(
            doc(
                "\"f_f64\":\"-Infinity\",\"f_f32\":\"NaN\",\"o_f64\":-0.0,\"o_f32\":-0,"
                    + "\"l_f64\":[0.1,1e21,1e-7,5e-324,1.7976931348623157e308,\"Infinity\"],"
                    + "\"l_f32\":[0.1,3.4028235e38,1.4e-45,16777216]"));
    assertEquals("-Infinity", t.get("f_f64").textValue());
    assertEquals("NaN", t.get("f_f32").textValue());
    String text = t.toString();
    assertTrue(text.contains("\"o_f64\":-0.0"), text);
    assertTrue(text.contains("\"o_f32\":-0.0"), text);
    assertTrue(
        text.contains("\"l_f64\":[0.1,1.0E21,1.0E-7,4.9E-324,1.7976931348623157E308,\"Infinity\"]"),
        text); // Jackson re-renders numbers; the exact text is checked in JsonNumbersTest
    Value.Message m = (Value.Message) ALL.fromJson(doc("\"o_f64\":-0.0,\"o_f32\":-0"));
    assertEquals(Long.MIN_VALUE, Double.doubleToRawLongBits(((Value.F64) m.get("o_f64")).value()));
    assertEquals(Integer.MIN_VALUE, Float.floatToRawIntBits(((Value.F32) m.get("o_f32")).value()));
    String out = ALL.toJson(m);
    assertTrue(out.contains("\"o_f64\":-0.0,") && out.contains("\"o_f32\":-0.0"), out);
    // f32 is printed with the digits of the float, not of its double widening.
    Value.Message f = (Value.Message) ALL.fromJson(doc("\"f_f32\":0.1"));
    assertTrue(ALL.toJson(f).contains("\"f_f32\":0.1,"), ALL.toJson(f));
  }

  @Test
  void floatsOutOfRangeAndBadStrings() {
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_f64\":1e400"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"f_f32\":1e39"));
    fails(Code.JSON_INVALID_VALUE, doc("\"f_f64\":\"nan\""));
    fails(Code.JSON_INVALID_VALUE, doc("\"f_f64\":\"1.5\""));
    fails(Code.JSON_TYPE, doc("\"f_f64\":[]"));
  }

  @Test
  void bytesAreBase64WithPadding() throws Exception {
    JsonNode t = roundTrip(doc("\"f_bytes\":\"AAEC/w==\",\"o_bytes\":\"+/8\",\"l_bytes\":[\"\"]"));
    assertEquals("AAEC/w==", t.get("f_bytes").textValue());
    assertEquals("+/8=", t.get("o_bytes").textValue(), "padding added on output");
    Value.Message m = (Value.Message) ALL.fromJson(doc("\"f_bytes\":\"AAEC/w==\""));
    assertEquals(
        dev.bale.runtime.Bytes.of(new byte[] {0, 1, 2, (byte) 0xFF}),
        ((Value.Bin) m.get("f_bytes")).value());
    fails(Code.JSON_INVALID_VALUE, doc("\"f_bytes\":\"AA!=\""));
    fails(Code.JSON_INVALID_VALUE, doc("\"f_bytes\":\"-_8=\""));
    fails(Code.JSON_TYPE, doc("\"f_bytes\":[1,2]"));
  }

  @Test
  void enumsByNameUnknownNumbersKept() throws Exception {
    JsonNode t =
        roundTrip(
            doc(
                "\"color\":\"GREEN\",\"o_color\":7,\"l_color\":[1,\"BLUE\",2147483647],"
                    + "\"m_enum\":{\"RED\":\"r\",\"9\":\"nine\",\"2\":\"two\"}"));
    assertEquals("GREEN", t.get("color").textValue());
    assertEquals(7, t.get("o_color").intValue());
    assertEquals("[\"RED\",\"BLUE\",2147483647]", t.get("l_color").toString());
    assertEquals("{\"RED\":\"r\",\"9\":\"nine\",\"GREEN\":\"two\"}", t.get("m_enum").toString());
    fails(Code.JSON_INVALID_VALUE, doc("\"color\":\"PURPLE\""));
    fails(Code.JSON_INVALID_VALUE, doc("\"color\":\"red\""));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"color\":2147483648"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"color\":-1"));
  }

  @Test
  void unionsAreObjectsWithExactlyOneCase() throws Exception {
    JsonNode t =
        roundTrip(
            "{\"shape\":{\"box\":{\"min\":{\"x\":1,\"y\":2},\"filled\":true,\"label\":\"b\"}},"
                + "\"o_shape\":{\"nested\":{\"big\":\"-5\"}},"
                + "\"l_shape\":[{\"flag\":true},{\"counts\":{\"a\":1}},{\"polygon\":[]},"
                + "{\"color\":\"BLUE\"},{\"leaf\":{\"name\":\"n\"}},{\"point\":{}}]}");
    assertEquals("b", t.get("shape").get("box").get("label").textValue());
    assertEquals("{\"nested\":{\"big\":\"-5\"}}", t.get("o_shape").toString());
    assertEquals(6, t.get("l_shape").size());
    assertEquals("{\"flag\":true}", t.get("l_shape").get(0).toString());
    fails(Code.JSON_INVALID_VALUE, "{\"shape\":{}}");
    fails(Code.JSON_INVALID_VALUE, "{\"shape\":{\"label\":\"a\",\"flag\":true}}");
    BaleJsonException e = fails(Code.JSON_UNKNOWN_KEY, "{\"shape\":{\"circle\":1}}");
    assertEquals("$.shape.circle", e.path());
    fails(Code.JSON_TYPE, "{\"shape\":{\"label\":null}}");
    fails(Code.JSON_TYPE, "{\"shape\":\"label\"}");
    BaleJsonException missing = fails(Code.JSON_INVALID_VALUE, "{}");
    assertTrue(missing.detail().contains("shape"), missing.getMessage());
  }

  @Test
  void mapsKeepOrderAndTypedKeys() throws Exception {
    JsonNode t =
        roundTrip(
            doc(
                "\"m_i32\":{\"7\":\"a\",\"-5\":\"b\",\"0\":\"c\"},\"m_bool\":{\"true\":\"t\","
                    + "\"false\":\"f\"},\"m_u64\":{\"18446744073709551615\":\"AA==\"},"
                    + "\"m_i64\":{\"-9223372036854775808\":1.5},\"m_string\":{\"\":1,\"a b\":2},"
                    + "\"m_struct_values\":{\"p\":{\"x\":1,\"y\":2}},"
                    + "\"m_nested\":{\"k\":[\"x\",\"y\"]},\"m_i8\":{\"-128\":1}"));
    assertEquals("{\"7\":\"a\",\"-5\":\"b\",\"0\":\"c\"}", t.get("m_i32").toString());
    assertEquals("{\"true\":\"t\",\"false\":\"f\"}", t.get("m_bool").toString());
    assertEquals("{\"18446744073709551615\":\"AA==\"}", t.get("m_u64").toString());
    assertEquals("{\"\":1,\"a b\":2}", t.get("m_string").toString());
    fails(Code.JSON_INVALID_VALUE, doc("\"m_i32\":{\"01\":\"a\"}"));
    fails(Code.JSON_INVALID_VALUE, doc("\"m_i32\":{\"x\":\"a\"}"));
    fails(Code.JSON_INVALID_VALUE, doc("\"m_bool\":{\"True\":\"a\"}"));
    fails(Code.JSON_OUT_OF_RANGE, doc("\"m_i8\":{\"128\":1}"));
    // A key given twice: the later value wins at the earlier key's place (lenient, JSON.md §1) ...
    String twice = doc("\"m_i32\":{\"7\":\"a\",\"-5\":\"c\",\"7\":\"b\"}");
    assertEquals("{\"7\":\"b\",\"-5\":\"c\"}", roundTrip(twice).get("m_i32").toString());
    // ... and is an error when reading strictly.
    BaleJsonException dup =
        assertThrows(
            BaleJsonException.class,
            () -> BRIDGE.withStrict(true).type("AllTypes").fromJson(twice));
    assertEquals(Code.JSON_DUPLICATE_KEY, dup.code());
    assertEquals("$.m_i32[\"7\"]", dup.path());
    fails(Code.JSON_TYPE, doc("\"m_i32\":{\"7\":null}"));
  }

  @Test
  void unknownKeysAndDuplicatesAreErrorsWithPathAndPosition() {
    BaleJsonException e =
        fails(
            Code.JSON_UNKNOWN_KEY,
            "{\n  \"shape\": {\"label\": \"x\"},\n  \"l_leaf\": [{}, {\"name\": \"a\", \"nope\": 1}]\n}");
    assertEquals("$.l_leaf[1].nope", e.path());
    assertEquals(3, e.line());
    assertEquals(32, e.column());
    assertTrue(
        e.getMessage().startsWith("JSON_UNKNOWN_KEY at 3:32 in $.l_leaf[1].nope: "),
        e.getMessage());
    fails(Code.JSON_DUPLICATE_KEY, doc("\"f_i32\":1,\"f_i32\":2"));
    BaleJsonException type = fails(Code.JSON_TYPE, doc("\"l_leaf\":[{\"value\":true}]"));
    assertEquals("$.l_leaf[0].value", type.path());
    assertEquals("$[\"we ird\"]", fails(Code.JSON_UNKNOWN_KEY, doc("\"we ird\":1")).path());
  }

  @Test
  void strictReadingRejectsMissingNonOptionalFields() throws Exception {
    JsonBridge.Type strict = BRIDGE.withStrict(true).type("AllTypes");
    assertTrue(strict.decl() == ALL.decl());
    // Canonical output has every non-optional field, so strict reading accepts it.
    String full = ALL.toJson(ALL.fromJson(doc("")));
    assertEquals(ALL.fromJson(full), strict.fromJson(full));
    // A missing nested field: path to the field, position of the object that lacks it.
    String nested =
        full.replace("\"leaf\":{\"name\":\"\",\"value\":0}", "\n\"leaf\": {\"name\":\"\"}");
    assertTrue(!nested.equals(full), "test input changed");
    BaleJsonException e = assertThrows(BaleJsonException.class, () -> strict.fromJson(nested));
    assertEquals(Code.JSON_MISSING_FIELD, e.code(), e.getMessage());
    assertEquals("$.leaf.value", e.path());
    assertEquals(2, e.line());
    assertEquals(9, e.column());
    assertTrue(e.getMessage().contains("'value' (i32)"), e.getMessage());
    // Optional fields may still be left out; lenient reading still fills defaults.
    assertFalse(full.contains("\"o_i32\""));
    assertEquals(ALL.fromJson(full), ALL.fromJson(nested));
    // In strict mode a missing union field is a missing field too.
    BaleJsonException u =
        assertThrows(
            BaleJsonException.class,
            () -> strict.fromJson(full.replace("\"shape\":{\"label\":\"x\"},", "")));
    assertEquals(Code.JSON_MISSING_FIELD, u.code(), u.getMessage());
    assertEquals("$.shape", u.path());
    assertFalse(BRIDGE.isStrict());
  }

  /** A value that does not fit its type is refused by toJson with the JSON path to it. */
  @Test
  void writingAValueOfTheWrongTypeNamesItsPath() throws Exception {
    Value ok = ALL.fromJson(doc("\"m_nested\":{\"a\":[\"x\"],\"b c\":[\"y\",\"z\"]}"));
    Value.Message root = (Value.Message) ok;
    java.util.Map<Value, Value> entries = new java.util.LinkedHashMap<>();
    entries.put(new Value.Str("a"), new Value.ListOf(List.of(new Value.Str("x"))));
    entries.put(
        new Value.Str("b c"),
        new Value.ListOf(List.of(new Value.Str("y"), new Value.Int(7), new Value.Str("z"))));
    Value bad = root.with("m_nested", new Value.MapOf(entries));
    BaleException e = assertThrows(BaleException.class, () -> ALL.toJson(bad));
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    assertEquals(-1, e.offset());
    assertEquals("$.m_nested[\"b c\"][1]", e.path());
    assertEquals("expected a value of string, got Int[value=7]", e.detail());
    // The same value type-checked on a second field after the first one's path was left.
    Value bad2 =
        root.with(
            "l_nested", new Value.ListOf(List.of(new Value.ListOf(List.of(Value.Bool.TRUE)))));
    e = assertThrows(BaleException.class, () -> ALL.toJson(bad2));
    assertEquals(
        "INVALID_VALUE in $.l_nested[0][0]: expected a value of i32, got Bool[value=true]",
        e.getMessage());
    assertEquals(ALL.toJson(ok), ALL.toJson(ALL.fromJson(ALL.toJson(ok))));
  }

  /** Issue 15: every error names the offending value (clipped), its path and its position. */
  @Test
  void errorsShowTheOffendingValue() {
    String[][] cases = {
      {"\"f_i32\":1.5", "got the number 1.5"},
      {"\"f_i32\":\"1x\"", "got the string \"1x\""},
      {"\"f_i32\":true", "got true"},
      {"\"f_i32\":[1]", "got an array"},
      {"\"f_string\":12", "got the number 12"},
      {"\"f_i8\":300", "300 is outside the range of i8"},
      {"\"f_f64\":\"big\"", "got the string \"big\""},
      {"\"f_bytes\":\"!!\"", "got the string \"!!\""},
      {"\"color\":\"PINK\"", "has no value 'PINK'"},
      {"\"m_i32\":{\"x\":1}", "got 'x'"},
      {"\"f_i32\":" + "9".repeat(60), "9".repeat(40) + "... (60 chars) is outside"},
      {"\"f_string\":" + "-" + "1".repeat(50), "got the number -" + "1".repeat(39) + "..."},
    };
    for (String[] c : cases) {
      BaleJsonException e = assertThrows(BaleJsonException.class, () -> ALL.fromJson(doc(c[0])));
      assertTrue(e.getMessage().contains(c[1]), c[0] + " -> " + e.getMessage());
      assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
      assertTrue(e.path().startsWith("$."), e.getMessage());
    }
    String longKey = "k".repeat(80);
    BaleJsonException e =
        assertThrows(BaleJsonException.class, () -> ALL.fromJson(doc("\"" + longKey + "\":1")));
    assertTrue(e.detail().contains("'" + "k".repeat(40) + "... (80 chars)'"), e.getMessage());
    BaleJsonException trailing =
        assertThrows(BaleJsonException.class, () -> ALL.fromJson(doc("") + " 42"));
    assertEquals("unexpected content after the value: the number 42", trailing.detail());
  }

  @Test
  void syntaxErrorsAndTrailingContent() {
    fails(Code.JSON_SYNTAX, "{");
    fails(Code.JSON_SYNTAX, "");
    fails(Code.JSON_SYNTAX, doc("") + " {}");
    fails(Code.JSON_SYNTAX, "{\"shape\":{\"label\":\"x\"},}");
    fails(Code.JSON_TYPE, "[]");
    // Comments are a syntax error unless the bridge allows them.
    String commented = "// c\n{/* c */\"shape\":{\"label\":\"x\"} // c\n}";
    BaleJsonException c = fails(Code.JSON_SYNTAX, commented);
    assertEquals(1, c.line());
    BRIDGE.withComments(true).type("AllTypes").fromJson(commented);
    BRIDGE
        .withComments(true)
        .type("AllTypes")
        .fromJson(commented.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    assertTrue(BRIDGE.withComments(true).allowsComments());
    assertFalse(BRIDGE.allowsComments());
  }

  @Test
  void overlongUtf8IsFoundAtEveryOffsetAmongOtherScripts() {
    // The scan skips eight bytes at a time while none of them can start an overlong form: each
    // form at each offset of a word, after text of other scripts (2-, 3- and 4-byte characters,
    // whose leads include E0 and F0 in their shortest forms), is still found, at its place.
    byte[][] forms = {
      {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xC1, (byte) 0xBF},
      {(byte) 0xE0, (byte) 0x80, (byte) 0xAF}, {(byte) 0xF0, (byte) 0x80, (byte) 0x80, (byte) 0xAF}
    };
    String text = "\u00e9\u0800\u65e5\ud83d\ude00\uac00";
    for (int pad = 0; pad < 16; pad++) {
      for (byte[] form : forms) {
        byte[] head =
            ("{\"f_string\":\"" + text + "x".repeat(pad))
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        BaleJsonException e = stringWithBytes(head, form);
        assertTrue(e.getMessage().contains("at byte " + head.length), e.getMessage());
      }
      // The same text without a bad form reads.
      String ok = text + "x".repeat(pad);
      Value.Message m =
          (Value.Message)
              ALL.fromJson(
                  ("{\"shape\":{\"label\":\"x\"},\"f_string\":\"" + ok + "\"}")
                      .getBytes(java.nio.charset.StandardCharsets.UTF_8));
      assertEquals(new Value.Str(ok), m.get("f_string"));
    }
  }

  @Test
  void theWordTestForOverlongLeadsAgreesWithBytes() {
    java.util.Random rnd = new java.util.Random(53);
    byte[] interesting = {
      0,
      1,
      0x7F,
      (byte) 0x80,
      (byte) 0xBF,
      (byte) 0xC0,
      (byte) 0xC1,
      (byte) 0xC2,
      (byte) 0xDF,
      (byte) 0xE0,
      (byte) 0xE1,
      (byte) 0xEF,
      (byte) 0xF0,
      (byte) 0xF1,
      (byte) 0xF4,
      (byte) 0xFF,
      (byte) 0xD0,
      (byte) 0xA0
    };
    for (int n = 0; n < 200_000; n++) {
      long w = 0;
      boolean expected = false;
      for (int k = 0; k < 8; k++) {
        int b =
            (n & 1) == 0 ? interesting[rnd.nextInt(interesting.length)] & 0xFF : rnd.nextInt(256);
        expected |= b == 0xC0 || b == 0xC1 || b == 0xE0 || b == 0xF0;
        w |= (long) b << (8 * k);
      }
      assertEquals(expected, JsonIn.mayStartOverlong(w), Long.toHexString(w));
    }
  }

  @Test
  void integerTokensAreReadExactlyAtEveryLength() {
    // Short integer tokens are read from the parser's buffer, longer ones from their text: the
    // values and range errors must not depend on which.
    String[] ok = {
      "0",
      "-1",
      "99999999999999999",
      "-99999999999999999",
      "999999999999999999",
      "-999999999999999999",
      "9223372036854775807",
      "-9223372036854775808"
    };
    for (String n : ok) {
      Value.Message m = (Value.Message) ALL.fromJson(doc("\"f_i64\":" + n));
      assertEquals(new Value.Int(Long.parseLong(n)), m.get("f_i64"), n);
    }
    for (String n : new String[] {"9223372036854775808", "-9223372036854775809", "-1"}) {
      String field = n.equals("-1") ? "f_u64" : "f_i64";
      BaleJsonException e =
          assertThrows(BaleJsonException.class, () -> ALL.fromJson(doc("\"" + field + "\":" + n)));
      assertEquals(Code.JSON_OUT_OF_RANGE, e.code(), e.getMessage());
    }
    Value.Message u = (Value.Message) ALL.fromJson(doc("\"f_u64\":18446744073709551615"));
    assertEquals(new Value.Int(-1), u.get("f_u64"));
    BaleJsonException i8 =
        assertThrows(BaleJsonException.class, () -> ALL.fromJson(doc("\"f_i8\":128")));
    assertEquals(Code.JSON_OUT_OF_RANGE, i8.code());
    assertTrue(i8.getMessage().contains("i8"), i8.getMessage());
    // Floats from integer tokens: rounded once from the decimal, -0 kept.
    String[] floats = {
      "16777217", "-16777217", "123456789", "999999999999999", "-999999999999999",
      "9007199254740993", "123456789012345678901", "-0", "0", "1"
    };
    for (String n : floats) {
      Value.Message m = (Value.Message) ALL.fromJson(doc("\"f_f32\":" + n + ",\"f_f64\":" + n));
      assertEquals(new Value.F32(Float.parseFloat(n)), m.get("f_f32"), n);
      assertEquals(new Value.F64(Double.parseDouble(n)), m.get("f_f64"), n);
    }
  }

  /** The syntax error of {@code head}, then the bytes {@code form}, then {@code "}}. */
  private static BaleJsonException stringWithBytes(byte[] head, byte[] form) {
    byte[] json = new byte[head.length + form.length + 2];
    System.arraycopy(head, 0, json, 0, head.length);
    System.arraycopy(form, 0, json, head.length, form.length);
    json[json.length - 2] = '"';
    json[json.length - 1] = '}';
    BaleJsonException e = assertThrows(BaleJsonException.class, () -> ALL.fromJson(json));
    assertEquals(Code.JSON_SYNTAX, e.code(), e.getMessage());
    return e;
  }

  @Test
  void overlongUtf8IsASyntaxError() {
    // C0 AF spells '/' in two bytes; E0 80 AF in three; F0 80 80 AF in four: all malformed.
    for (byte[] form :
        new byte[][] {
          {(byte) 0xC0, (byte) 0xAF},
          {(byte) 0xE0, (byte) 0x80, (byte) 0xAF},
          {(byte) 0xF0, (byte) 0x80, (byte) 0x80, (byte) 0xAF}
        }) {
      byte[] head = "{\"shape\":{\"label\":\"x\"},\n\"f_string\":\"a".getBytes();
      BaleJsonException e = stringWithBytes(head, form);
      assertEquals(2, e.line());
      assertEquals(14, e.column());
      // Lines end at CR and CRLF too, as for every other error (JSON.md §7).
      for (String lineBreaks : new String[] {"\r", "\r\n", "\r\r"}) {
        head = ("{\"shape\":{\"label\":\"x\"}," + lineBreaks + "\"f_string\":\"a").getBytes();
        e = stringWithBytes(head, form);
        assertEquals(1 + lineBreaks.replace("\r\n", "\n").length(), e.line(), lineBreaks);
        assertEquals(14, e.column(), lineBreaks);
      }
    }
    // The shortest forms of the same characters are fine.
    ALL.fromJson(
        "{\"shape\":{\"label\":\"x\"},\"f_string\":\"/\u00e9\"}"
            .getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }

  @Test
  void depthIsLimited() {
    JsonBridge.Type node = BRIDGE.type("alltypes.Node");
    StringBuilder ok = new StringBuilder();
    StringBuilder tooDeep = new StringBuilder();
    // 63 messages: the innermost one's (empty) children list is level 64 on the wire.
    for (int i = 0; i < 62; i++) {
      ok.append("{\"next\":");
    }
    ok.append("{}");
    ok.append("}".repeat(62));
    Value v = node.fromJson(ok.toString());
    assertEquals(v, node.decode(node.encode(v, EncodeOptions.DEFAULT)));
    for (int i = 0; i < 64; i++) {
      tooDeep.append("{\"next\":");
    }
    tooDeep.append("{}").append("}".repeat(64));
    BaleJsonException e =
        assertThrows(BaleJsonException.class, () -> node.fromJson(tooDeep.toString()));
    assertEquals(Code.JSON_DEPTH_LIMIT, e.code());
  }

  @Test
  void loneSurrogateIsRejectedWhenReadAndCannotBeEncoded() {
    // In JSON input: a JSON error with the path (JSON.md §1).
    BaleJsonException j =
        assertThrows(
            BaleJsonException.class, () -> ALL.fromJson(doc("\"f_string\":\"a\\ud800b\"")));
    assertEquals(BaleJsonException.Code.JSON_INVALID_VALUE, j.code());
    assertEquals("$.f_string", j.path());
    // In a value built in code: the encoder refuses it.
    Value v = ((Value.Message) ALL.fromJson(doc(""))).with("f_string", new Value.Str("a\ud800b"));
    BaleException e = assertThrows(BaleException.class, () -> ALL.encode(v, EncodeOptions.DEFAULT));
    assertEquals(ErrorCode.INVALID_STRING, e.code());
    // With its field path, through both codecs (before: the root type alone).
    assertEquals("AllTypes.f_string", e.path());
    BaleException f =
        assertThrows(BaleException.class, () -> ALL.encodeFlat(v, EncodeOptions.DEFAULT));
    assertEquals(ErrorCode.INVALID_STRING, f.code());
    assertEquals("AllTypes.f_string", f.path());
    // A list element deeper down, after a valid surrogate pair.
    Value l =
        ((Value.Message) ALL.fromJson(doc("\"l_string\":[\"ok\",\"\ud83d\ude00\"]")))
            .with(
                "l_string",
                new Value.ListOf(List.of(new Value.Str("\ud83d\ude00"), new Value.Str("x\udc00"))));
    assertEquals(
        "AllTypes.l_string[1]",
        assertThrows(BaleException.class, () -> ALL.encode(l, EncodeOptions.DEFAULT)).path());
    assertEquals(
        "AllTypes.l_string[1]",
        assertThrows(BaleException.class, () -> ALL.encodeFlat(l, EncodeOptions.DEFAULT)).path());
  }

  @Test
  void stringEscapesOnOutput() throws Exception {
    String s = "q\"b\\s/\n\r\t\b\f\u0001\u001f\u007f\u00e9\u2028\ud83d\ude00";
    Value v = ALL.fromJson(doc("\"f_string\":" + MAPPER.writeValueAsString(s)));
    String out = ALL.toJson(v);
    assertTrue(
        out.contains(
            "\"f_string\":\"q\\\"b\\\\s/\\n\\r\\t\\b\\f\\u0001\\u001f\u007f\u00e9\u2028\ud83d\ude00\""),
        out);
    assertEquals(s, MAPPER.readTree(out).get("f_string").textValue());
  }

  @Test
  void sharedMessagesWithDedupMessages() {
    Value.Message base = (Value.Message) ALL.fromJson(doc(""));
    Value leaf = BRIDGE.type("Leaf").fromJson("{\"name\":\"shared\",\"value\":42}");
    List<Value> leaves = new ArrayList<>(List.of(leaf, leaf, leaf));
    Value.Message m = base.with("l_leaf", new Value.ListOf(leaves));
    byte[] plain = ALL.encode(m, EncodeOptions.DEFAULT);
    byte[] dedup = ALL.encode(m, EncodeOptions.DEFAULT.withDedupMessages(true));
    assertTrue(dedup.length < plain.length, dedup.length + " vs " + plain.length);
    Value.Message back = (Value.Message) ALL.decode(dedup);
    assertEquals(m, back);
    List<Value> items = ((Value.ListOf) back.get("l_leaf")).items();
    assertSame(items.get(0), items.get(2), "one decoded instance for one object-table entry");
    assertArrayEquals(dedup, ALL.encode(back, EncodeOptions.DEFAULT.withDedupMessages(true)));
    assertEquals(ALL.decode(plain), back);
  }

  @Test
  void codecsAreBuiltOncePerSchema() {
    DynamicCodec codec = BRIDGE.codec();
    assertSame(codec, DynamicCodec.forSchema(codec.schema()));
    assertSame(codec.type("alltypes.Node"), codec.type("Node"));
    assertSame(ALL.compactType(), BRIDGE.type("alltypes.AllTypes").compactType());
  }

  @Test
  void typeLookup() {
    assertEquals("alltypes.Leaf", BRIDGE.type("Leaf").decl().fullName());
    assertEquals("alltypes.Leaf", BRIDGE.type("alltypes.Leaf").decl().fullName());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> BRIDGE.type("Nope"));
    assertTrue(e.getMessage().contains("Nope"));
    // Any type is a root (FORMAT.md §2.3); a value of another shape does not encode.
    assertThrows(
        BaleException.class,
        () -> BRIDGE.type("Point").encode(new Value.Int(1), EncodeOptions.DEFAULT));
    assertThrows(IllegalArgumentException.class, () -> BRIDGE.type("list<Nope>"));
    assertThrows(IllegalArgumentException.class, () -> BRIDGE.type("list<Leaf"));
    assertThrows(IllegalArgumentException.class, () -> BRIDGE.type("map<f64, Leaf>"));
  }

  @Test
  void valuesThatDoNotFitTheSchemaFailToEncode() {
    Value.Message base = (Value.Message) ALL.fromJson(doc(""));
    BaleException e =
        assertThrows(
            BaleException.class,
            () -> ALL.encode(base.with("f_i8", new Value.Int(300)), EncodeOptions.DEFAULT));
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    e =
        assertThrows(
            BaleException.class, () -> ALL.encode(base.with("f_i32", null), EncodeOptions.DEFAULT));
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    e =
        assertThrows(
            BaleException.class,
            () -> ALL.encode(base.with("f_i32", new Value.Str("x")), EncodeOptions.DEFAULT));
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
  }
}
