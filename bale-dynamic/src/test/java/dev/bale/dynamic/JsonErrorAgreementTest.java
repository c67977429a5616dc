package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The errors the Java bridge reported differently from the TypeScript reader, found by the JSON
 * error differential ({@code JsonMutantsMain} / {@code ts/test/json-mutants.ts}, {@code make
 * ts-test}), and JSON.md §7's rules that settle them (code, path, line:column). Each case failed
 * before its fix.
 */
class JsonErrorAgreementTest {
  static final JsonBridge BRIDGE = JsonBridge.forSchema(TestSchemas.load("alltypes.bale"));
  static final JsonBridge.Type NODE = BRIDGE.type("alltypes.Node");
  static final JsonBridge.Type ALL = BRIDGE.type("alltypes.AllTypes");

  /** {@code CODE LINE:COLUMN PATH} of reading {@code json} as {@code t}. */
  static String error(JsonBridge.Type t, String json) {
    BaleJsonException e = assertThrows(BaleJsonException.class, () -> t.fromJson(json));
    return e.code() + " " + e.line() + ":" + e.column() + " " + e.path();
  }

  static String errorFromBytes(JsonBridge.Type t, String json) {
    BaleJsonException e =
        assertThrows(
            BaleJsonException.class, () -> t.fromJson(json.getBytes(StandardCharsets.UTF_8)));
    return e.code() + " " + e.line() + ":" + e.column() + " " + e.path();
  }

  /** A shape value and the rest of AllTypes' required union, so other errors can be seen. */
  static final String SHAPE = "\"shape\":{\"flag\":true}";

  @Test
  void aSyntaxErrorAfterASchemaErrorIsTheDocumentsError() {
    // Was JSON_TYPE 1:9 $.name: the reader stopped at the first error it met while streaming.
    assertEquals("JSON_SYNTAX 1:25 $", error(NODE, "{\"name\":1,\"children\":[] x}"));
    assertEquals("JSON_SYNTAX 1:26 $", error(NODE, "{\"name\":1,\"children\":[]} x"));
    // A malformed string given where another type is expected: its syntax error, not JSON_TYPE.
    assertEquals("JSON_SYNTAX 1:3 $", error(NODE, "\"\\x\""));
    assertEquals("JSON_SYNTAX 1:3 $", error(NODE, "\"N"));
  }

  @Test
  void nestingTooDeepAfterASchemaErrorIsTheDocumentsError() {
    String deep = "[".repeat(70) + "]".repeat(70);
    // Was JSON_TYPE 1:9 $.name.
    assertEquals(
        "JSON_DEPTH_LIMIT 1:85 $.children" + "[0]".repeat(63),
        error(NODE, "{\"name\":1,\"children\":" + deep + "}"));
    // The array one level too deep is itself where a message was expected.
    String nodes = "{\"name\":\"a\",\"children\":[".repeat(32) + "[[";
    assertEquals("JSON_DEPTH_LIMIT", error(NODE, nodes).split(" ")[0]);
  }

  @Test
  void columnsOfUtf8InputCountUtf16Units() {
    // Was 1:14 from bytes (é is two bytes, 😀 four): columns count UTF-16 units either way.
    String json = "{\"name\":\"é😀\",\"nope\":1}";
    assertEquals("JSON_UNKNOWN_KEY 1:15 $.nope", error(NODE, json));
    assertEquals("JSON_UNKNOWN_KEY 1:15 $.nope", errorFromBytes(NODE, json));
    assertEquals("JSON_SYNTAX 1:15 $", errorFromBytes(NODE, "{\"name\":\"é😀\" x}"));
  }

  @Test
  void syntaxErrorsAreAtTheFirstCharacterThatCannotContinueTheText() {
    // Jackson reported these one character or one word later, and its byte and char parsers
    // differed: e.g. "x" at 1:10 (after the word), "-}" at 1:10 and "{é" from bytes at 1:3.
    assertEquals("JSON_SYNTAX 1:9 $", error(NODE, "{\"name\":x}"));
    assertEquals("JSON_SYNTAX 1:9 $", error(NODE, "{\"name\":NaN}"));
    assertEquals("JSON_SYNTAX 1:9 $", error(NODE, "{\"name\":tru}"));
    assertEquals("JSON_SYNTAX 1:9 $", error(NODE, "{\"name\":-}"));
    assertEquals("JSON_SYNTAX 1:10 $", error(NODE, "{\"name\":01}"));
    assertEquals("JSON_SYNTAX 1:9 $", error(NODE, "{\"name\":\u0000}"));
    assertEquals("JSON_SYNTAX 1:2 $", errorFromBytes(NODE, "{é\"name\":1}"));
    // An unterminated string: at the end of the text; a bad escape: at its first wrong character.
    assertEquals("JSON_SYNTAX 1:11 $", error(NODE, "{\"name\":\"x"));
    assertEquals("JSON_SYNTAX 1:14 $", error(NODE, "{\"name\":\"\\u12g4\"}"));
    assertEquals("JSON_SYNTAX 1:14 $", error(NODE, "{\"name\":\"\\u12\u0010\"}"));
    // Lines end at LF, CRLF or a lone CR.
    assertEquals("JSON_SYNTAX 3:2 $", error(NODE, "{\r\"name\":\"\"\r\n x}"));
  }

  @Test
  void aUnionWithoutAKeyIsReportedAtItsObject() {
    // Was at the '}' (1:130 here).
    String json = ALL.toJson(ALL.fromJson("{" + SHAPE + "}")).replace("{\"flag\":true}", "{ }");
    BaleJsonException e = assertThrows(BaleJsonException.class, () -> ALL.fromJson(json));
    assertEquals(BaleJsonException.Code.JSON_INVALID_VALUE, e.code());
    assertEquals("$.shape", e.path());
    assertEquals(json.indexOf("{ }") + 1, e.column());
  }

  @Test
  void aMissingUnionFieldIsReportedAtTheObjectWithTheFieldsPath() {
    // Was JSON_INVALID_VALUE 1:2 $ (the '}', the object's path).
    assertEquals("JSON_INVALID_VALUE 1:1 $.shape", error(ALL, "{}"));
    assertEquals("JSON_INVALID_VALUE 1:1 $.shape", error(ALL, "{\"f_i8\":1}"));
  }

  @Test
  void base64WithNonZeroPaddingBitsIsInvalid() {
    // Was accepted: "NaN" read as the bytes of "NaM=", "AR==" as those of "AQ==".
    assertEquals(
        "JSON_INVALID_VALUE 1:34 $.f_bytes", error(ALL, "{" + SHAPE + ",\"f_bytes\":\"NaN\"}"));
    assertEquals(
        "JSON_INVALID_VALUE 1:34 $.f_bytes", error(ALL, "{" + SHAPE + ",\"f_bytes\":\"AR==\"}"));
    ALL.fromJson("{" + SHAPE + ",\"f_bytes\":\"AQ==\"}");
    ALL.fromJson("{" + SHAPE + ",\"f_bytes\":\"NaM\"}");
  }

  @Test
  void aLoneSurrogateInAPathIsWrittenAsItsEscape() {
    // Was the raw surrogate (no UTF-8 form: printed as '?').
    assertEquals("JSON_UNKNOWN_KEY 1:2 $[\"\\ud800\"]", error(NODE, "{\"\\ud800\":1}"));
  }

  @Test
  void aCommentRightAfterARootNumberIsWhitespace() {
    // Was JSON_SYNTAX 1:2: Jackson wants a space after a number at the root.
    JsonBridge.Type i32 = BRIDGE.withComments(true).type("i32");
    assertEquals(new Value.Int(1), unwrap(i32.fromJson("1//c")));
    assertEquals(new Value.Int(1), unwrap(i32.fromJson("1/*c*/ ")));
    assertEquals("JSON_SYNTAX 1:7 $", error(i32, "1/*c*/x"));
    // A // comment ends at CR as at LF; control characters are not allowed in a comment.
    assertEquals("JSON_SYNTAX 2:1 $", error(i32, "1 //c\rx"));
    assertEquals("JSON_SYNTAX 1:6 $", error(i32, "1 /* \u0001 */"));
  }

  private static Value unwrap(Value v) {
    return v instanceof Value.Message m && m.fields().size() == 1 ? m.fields().get(0) : v;
  }
}
