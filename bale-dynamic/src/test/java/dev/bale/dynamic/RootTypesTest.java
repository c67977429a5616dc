package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.schema.Canonical;
import dev.bale.schema.Roots;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Roots of any type through the JSON bridge and the dynamic codecs (FORMAT.md §2.3). */
class RootTypesTest {
  static final JsonBridge BRIDGE =
      JsonBridge.forSchema(
          TestSchemas.loadString(
              """
              package t;
              message Leaf { string name = 1; i32 value = 2; }
              enum Kind { A = 0; B = 1; }
              union U { Leaf leaf = 1; string text = 2; }
              root list<Leaf>;
              """));

  static byte[] hex(String s) {
    return HexFormat.of().parseHex(s.replace(" ", ""));
  }

  static String hex(byte[] b) {
    return HexFormat.ofDelimiter(" ").formatHex(b);
  }

  /** The hand-derived examples of FORMAT.md §2.3. */
  @Test
  void bytesAreTheWrappersAsSpecified() {
    JsonBridge.Type list = BRIDGE.type("list<Leaf>");
    assertTrue(list.wrapped());
    assertEquals("list<t.Leaf>", list.name());
    assertEquals(
        "02 01 61 10 01 08 00 02",
        hex(list.jsonToCompact("[{\"name\":\"a\",\"value\":1}]", EncodeOptions.DEFAULT)));
    assertEquals("00 04 54", hex(BRIDGE.type("i64").jsonToCompact("42", EncodeOptions.DEFAULT)));
    assertEquals("00 06 01", hex(BRIDGE.type("bool").jsonToCompact("true", EncodeOptions.DEFAULT)));
    // false is the bool's default: no flags, empty body.
    assertEquals("00 00", hex(BRIDGE.type("bool").jsonToCompact("false", EncodeOptions.DEFAULT)));
    // A message root is not wrapped.
    JsonBridge.Type leaf = BRIDGE.type("Leaf");
    assertFalse(leaf.wrapped());
    assertEquals(
        "02 01 61 08 00 02",
        hex(leaf.jsonToCompact("{\"name\":\"a\",\"value\":1}", EncodeOptions.DEFAULT)));
  }

  @Test
  void everyKindOfRootRoundTripsThroughBothCodecs() {
    String[][] cases = {
      {"list<Leaf>", "[{\"name\":\"a\",\"value\":1},{\"name\":\"a\",\"value\":-2}]"},
      {"list<Leaf>", "[]"},
      {
        "map<string, Leaf>",
        "{\"0\":{\"name\":\"x\",\"value\":0},\"1\":{\"name\":\"y\",\"value\":1}}"
      },
      {"map<i64,list<string>>", "{\"-1\":[\"a\",\"a\"],\"7\":[]}"},
      {"list<list<i32>>", "[[1,2],[],[3]]"},
      {"Kind", "\"B\""},
      {"U", "{\"text\":\"hi\"}"},
      {"string", "\"hé\""},
      {"f64", "0.5"},
      {"bytes", "\"AAEC\""},
      {"bool", "true"},
    };
    for (String[] c : cases) {
      JsonBridge.Type t = BRIDGE.type(c[0]);
      Value v = t.fromJson(c[1]);
      assertEquals(c[1], t.toJson(v), c[0]);
      for (EncodeOptions o :
          List.of(EncodeOptions.DEFAULT, EncodeOptions.DEFAULT.withFramed(true))) {
        byte[] compact = t.encode(v, o);
        assertEquals(v, t.decode(compact, o.framed(), Limits.DEFAULT), c[0]);
        byte[] flat = t.encodeFlat(v, o);
        assertEquals(v, t.decodeFlat(flat, o.framed(), Limits.DEFAULT), c[0] + " flat");
        assertNull(t.inspect(compact, o.framed()).error(), c[0]);
        assertNull(t.inspectFlat(flat, o.framed(), Limits.DEFAULT).error(), c[0] + " flat");
      }
    }
  }

  @Test
  void framesCarryTheWrappersFingerprint() {
    JsonBridge.Type list = BRIDGE.type("list<Leaf>");
    assertEquals(Canonical.fingerprint(Roots.message(list.rootType())), list.fingerprint());
    byte[] framed = list.jsonToCompact("[]", EncodeOptions.DEFAULT.withFramed(true));
    BaleException e =
        assertThrows(
            BaleException.class,
            () -> BRIDGE.type("map<string,Leaf>").decode(framed, true, Limits.DEFAULT));
    assertEquals(ErrorCode.FINGERPRINT_MISMATCH, e.code());
  }

  @Test
  void wrapperEdgeCases() {
    JsonBridge.Type list = BRIDGE.type("list<Leaf>");
    // An empty wrapper body: the field is missing and reads as its default.
    assertEquals(new Value.ListOf(List.of()), list.decode(hex("00 00")));
    // Bytes after the field are an unknown tail: skipped.
    assertEquals(new Value.ListOf(List.of()), list.decode(hex("00 08 00 07")));
    // A union has no default: a missing union root is TRUNCATED.
    BaleException u =
        assertThrows(BaleException.class, () -> BRIDGE.type("U").decode(hex("00 00")));
    assertEquals(ErrorCode.TRUNCATED, u.code());
    // Errors name the wrapper's path.
    BaleException cut =
        assertThrows(BaleException.class, () -> list.decode(hex("02 01 61 10 01 08 00")));
    assertEquals("root", cut.path().substring(0, 4), cut.getMessage());
    // JSON errors have the root path $ and its elements.
    BaleJsonException j =
        assertThrows(
            BaleJsonException.class, () -> list.fromJson("[{\"name\":\"a\"}, {\"value\":\"x\"}]"));
    assertEquals("$[1].value", j.path());
    BaleJsonException notArray =
        assertThrows(BaleJsonException.class, () -> list.fromJson("{\"name\":\"a\"}"));
    assertEquals(BaleJsonException.Code.JSON_TYPE, notArray.code());
  }

  @Test
  void theSchemasDeclaredRoot() {
    JsonBridge.Type root = BRIDGE.declaredRoot();
    assertEquals("list<t.Leaf>", root.name());
    assertArrayEquals(
        hex("02 01 61 10 01 08 00 02"),
        root.jsonToCompact("[{\"name\":\"a\",\"value\":1}]", EncodeOptions.DEFAULT));
    assertNull(JsonBridge.forSchema(TestSchemas.load("media.bale")).declaredRoot());
  }
}
