package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Schema evolution through the dynamic codec (FORMAT.md §3.4): unknown fields survive a round trip
 * through an older schema, and fields an older writer did not know read as their defaults.
 */
class EvolutionTest {
  static final JsonBridge.Type V1 =
      JsonBridge.forSchema(TestSchemas.load("evolve_v1.bale")).type("evolve.Record");
  static final JsonBridge.Type V2 =
      JsonBridge.forSchema(TestSchemas.load("evolve_v2.bale")).type("evolve.Record");

  static final String V2_JSON =
      "{\"id\":\"r1\",\"timestamp\":\"1700000000000\",\"count\":3,\"active\":true,"
          + "\"tags\":[\"a\",\"b\",\"a\"],\"detail\":{\"note\":\"n\",\"level\":2,\"urgent\":true},"
          + "\"kind\":\"ARCHIVED\",\"label\":\"new label\",\"archived\":true,\"owner\":\"a\","
          + "\"extra\":{\"note\":\"b\",\"level\":1,\"urgent\":false},\"scores\":[1,-2,3],"
          + "\"priority\":9,\"pinned\":false}";

  @Test
  void unknownFieldsSurviveAnOlderReader() {
    for (EncodeOptions opts :
        new EncodeOptions[] {
          EncodeOptions.DEFAULT, EncodeOptions.DEFAULT.withDedupStrings(false)
        }) {
      Value v2 = V2.fromJson(V2_JSON);
      byte[] bytes = V2.encode(v2, opts);
      Value.Message old = (Value.Message) V1.decode(bytes);
      assertNotNull(old.unknown(), "v1 keeps v2's fields as unknown");
      assertNotNull(((Value.Message) old.get("detail")).unknown());
      assertEquals(new Value.EnumConst(2, null), old.get("kind"), "unknown enum value kept");
      assertEquals("2", V1.toJson(old).replaceAll(".*\"kind\":(\\d+).*", "$1"));
      // Re-encoding with the older schema gives back exactly the newer writer's bytes (the writer
      // seeds its table with the origin and takes each seeded entry once, FORMAT.md §3.4).
      byte[] again = V1.encode(old, opts);
      assertArrayEquals(bytes, again);
      assertEquals(v2, V2.decode(again));
    }
  }

  @Test
  void aValueOfTheOtherVersionIsACallerError() {
    Value v2 = V2.fromJson(V2_JSON);
    dev.bale.runtime.BaleException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            dev.bale.runtime.BaleException.class, () -> V1.encode(v2, EncodeOptions.DEFAULT));
    assertEquals(dev.bale.runtime.ErrorCode.INVALID_VALUE, e.code());
    // JSON output refuses it the same way.
    e =
        org.junit.jupiter.api.Assertions.assertThrows(
            dev.bale.runtime.BaleException.class, () -> V1.toJson(v2));
    assertEquals(dev.bale.runtime.ErrorCode.INVALID_VALUE, e.code());
  }

  @Test
  void unknownFieldsRecordTheTypeTheyWereReadAs() {
    Value.Message old =
        (Value.Message) V1.decode(V2.encode(V2.fromJson(V2_JSON), EncodeOptions.DEFAULT));
    assertEquals("evolve.Record", old.unknown().type());
    assertEquals("evolve.Detail", ((Value.Message) old.get("detail")).unknown().type());
  }

  @Test
  void unknownFieldsOfAnotherTypeAreRefused() {
    // Was: a Record's unknown fields moved into its Detail were written there, and a newer reader
    // took Record's field 8 (label) for Detail's field 3 (urgent) — silently wrong.
    Value.Message old =
        (Value.Message) V1.decode(V2.encode(V2.fromJson(V2_JSON), EncodeOptions.DEFAULT));
    Value.Message detail = (Value.Message) old.get("detail");
    Value.Message moved =
        old.with("detail", new Value.Message(detail.decl(), detail.fields(), old.unknown()));
    dev.bale.runtime.BaleException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            dev.bale.runtime.BaleException.class, () -> V1.encode(moved, EncodeOptions.DEFAULT));
    assertEquals(dev.bale.runtime.ErrorCode.INVALID_VALUE, e.code());
    assertTrue(e.path().endsWith("detail"), e.path());
    assertEquals(
        "unknown fields read as a evolve.Record cannot be written in a evolve.Detail", e.detail());
    // Their own message takes them back, unchanged.
    assertArrayEquals(
        V1.encode(old, EncodeOptions.DEFAULT),
        V1.encode(old.with("detail", detail), EncodeOptions.DEFAULT));
  }

  @Test
  void newerReaderSeesDefaultsForFieldsAnOlderWriterDidNotKnow() {
    Value v1 =
        V1.fromJson(
            "{\"id\":\"r\",\"timestamp\":5,\"count\":1,\"active\":true,\"tags\":[],"
                + "\"detail\":{\"note\":\"x\",\"level\":1},\"kind\":\"SPECIAL\"}");
    Value.Message m = (Value.Message) V2.decode(V1.encode(v1, EncodeOptions.DEFAULT));
    assertNull(m.unknown());
    assertNull(m.get("label"));
    assertEquals(Value.Bool.FALSE, m.get("archived"));
    assertEquals(new Value.Str("nobody"), m.get("owner"));
    assertEquals(new Value.Int(3), m.get("priority"));
    assertEquals(Value.Bool.TRUE, m.get("pinned"), "bool default true via the flag XOR");
    assertEquals(Value.Bool.FALSE, ((Value.Message) m.get("detail")).get("urgent"));
    assertEquals(new Value.Str(""), ((Value.Message) m.get("extra")).get("note"));
    String json = V2.toJson(m);
    assertTrue(json.contains("\"owner\":\"nobody\""), json);
    assertTrue(json.contains("\"pinned\":true"), json);
  }
}
