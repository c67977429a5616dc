package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.dynamic.BaleJsonException.Code;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A message's keys in any order, spelled with escapes, repeated, unknown or near a field's name:
 * the reader matches the field after the previous one by its bytes where the input has it there
 * ({@code JsonIn.readFields}) and reads and looks up every other name, with the same values and the
 * same errors (code, path, line, column) either way, from bytes and from text (the positions are
 * those the reader gave before it matched names by their bytes).
 */
class JsonFieldOrderTest {
  static final JsonBridge.Type IMAGE =
      JsonBridge.forSchema(TestSchemas.load("media.bale")).type("media.Image");

  static final String[] MEMBERS = {
    "\"uri\":\"http://a/b.jpg\"",
    "\"title\":\"Tit\\u00e9le\"",
    "\"width\":640",
    "\"height\":480",
    "\"size\":\"LARGE\""
  };

  /** The two ways in: UTF-8 bytes (Jackson's byte parser) and a String (its char parser). */
  static List<Function<String, Value>> readers() {
    return List.of(IMAGE::fromJson, json -> IMAGE.fromJson(json.getBytes(StandardCharsets.UTF_8)));
  }

  static void permutations(List<String> done, List<String> left, List<List<String>> out) {
    if (left.isEmpty()) {
      out.add(done);
      return;
    }
    for (int i = 0; i < left.size(); i++) {
      List<String> d = new ArrayList<>(done);
      d.add(left.get(i));
      List<String> l = new ArrayList<>(left);
      l.remove(i);
      permutations(d, l, out);
    }
  }

  @Test
  void everyOrderOfTheKeysReadsTheSameValue() {
    Value expected = IMAGE.fromJson("{" + String.join(",", MEMBERS) + "}");
    List<List<String>> orders = new ArrayList<>();
    permutations(List.of(), List.of(MEMBERS), orders);
    assertEquals(120, orders.size());
    for (Function<String, Value> read : readers()) {
      for (List<String> order : orders) {
        String json = "{" + String.join(",", order) + "}";
        assertEquals(expected, read.apply(json), json);
        // Some keys left out (the optional title, defaults for the rest), in this order too.
        String some = "{" + String.join(",", order.subList(0, 3)) + "}";
        assertEquals(IMAGE.fromJson(some), read.apply(some.replace("\":", "\" : ")), some);
      }
    }
  }

  @Test
  void namesWithEscapesAreTheSameNames() {
    Value expected = IMAGE.fromJson("{\"uri\":\"u\",\"title\":\"t\",\"width\":1}");
    for (Function<String, Value> read : readers()) {
      assertEquals(expected, read.apply("{\"\\u0075ri\":\"u\",\"title\":\"t\",\"width\":1}"));
      assertEquals(expected, read.apply("{\"uri\":\"u\",\"tit\\u006Ce\":\"t\",\"width\":1}"));
      assertEquals(expected, read.apply("{\"uri\":\"u\",\"title\":\"t\",\"\\u0077idth\":1}"));
    }
  }

  static BaleJsonException fails(Function<String, Value> read, String json) {
    return assertThrows(BaleJsonException.class, () -> read.apply(json), json);
  }

  static void assertError(Code code, String path, int line, int column, BaleJsonException e) {
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(path, e.path(), e.getMessage());
    assertEquals(line, e.line(), e.getMessage());
    assertEquals(column, e.column(), e.getMessage());
  }

  @Test
  void repeatedUnknownAndNearNamesAreErrorsWhereverTheyStand() {
    for (Function<String, Value> read : readers()) {
      // A repeat where the next field was expected, and one out of order.
      assertError(
          Code.JSON_DUPLICATE_KEY,
          "$.uri",
          1,
          24,
          fails(read, "{\"uri\":\"a\",\"title\":\"t\",\"uri\":\"b\"}"));
      assertError(
          Code.JSON_DUPLICATE_KEY,
          "$.uri",
          1,
          22,
          fails(read, "{\"uri\":\"a\",\"width\":1,\"uri\":\"b\"}"));
      assertError(
          Code.JSON_DUPLICATE_KEY,
          "$.uri",
          2,
          2,
          fails(read, "{\"uri\":\"a\",\n \"\\u0075ri\":\"b\"}"));
      // Names that begin or end like the expected one, and one that differs in case.
      assertError(Code.JSON_UNKNOWN_KEY, "$.urix", 1, 2, fails(read, "{\"urix\":\"a\"}"));
      assertError(Code.JSON_UNKNOWN_KEY, "$.ur", 1, 2, fails(read, "{\"ur\":\"a\"}"));
      assertError(
          Code.JSON_UNKNOWN_KEY, "$.Title", 1, 12, fails(read, "{\"uri\":\"a\",\"Title\":\"t\"}"));
      assertError(
          Code.JSON_UNKNOWN_KEY,
          "$.titles",
          1,
          12,
          fails(read, "{\"uri\":\"a\",\"titles\":\"t\"}"));
      // A value of the wrong kind after a name matched where it was expected, and after one read.
      assertError(Code.JSON_TYPE, "$.title", 1, 20, fails(read, "{\"uri\":\"a\",\"title\":5}"));
      assertError(Code.JSON_TYPE, "$.title", 1, 10, fails(read, "{\"title\":5}"));
      assertError(
          Code.JSON_INVALID_VALUE,
          "$.width",
          2,
          9,
          fails(read, "{\"uri\":\"a\",\n\"width\":\"w\"}"));
    }
  }

  @Test
  void commentsBetweenNamesWhereTheyAreAllowed() {
    JsonBridge.Type commented =
        JsonBridge.forSchema(TestSchemas.load("media.bale")).withComments(true).type("media.Image");
    Value expected = IMAGE.fromJson("{\"uri\":\"u\",\"title\":\"t\",\"width\":1}");
    String json = "{ /* a */ \"uri\" /* b */ : \"u\", // c\n \"title\":\"t\",\n/**/\"width\":1}";
    assertEquals(expected, commented.fromJson(json));
    assertEquals(expected, commented.fromJson(json.getBytes(StandardCharsets.UTF_8)));
    for (Function<String, Value> read : readers()) {
      assertEquals(Code.JSON_SYNTAX, fails(read, json).code());
    }
  }

  @Test
  void syntaxErrorsAroundNamesKeepTheirPositions() {
    for (Function<String, Value> read : readers()) {
      assertEquals(Code.JSON_SYNTAX, fails(read, "{\"uri\" \"a\"}").code());
      assertEquals(Code.JSON_SYNTAX, fails(read, "{\"uri\":\"a\",\"title\"}").code());
      assertEquals(Code.JSON_SYNTAX, fails(read, "{\"uri\":\"a\",}").code());
      assertEquals(Code.JSON_SYNTAX, fails(read, "{\"uri\":\"a\",\"title").code());
      assertEquals(Code.JSON_SYNTAX, fails(read, "{\"uri").code());
    }
  }
}
