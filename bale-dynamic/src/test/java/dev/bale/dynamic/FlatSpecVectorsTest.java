package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of FORMAT.md Appendix B, written out by hand from the spec (not produced by
 * the code under test), checked both ways through the dynamic flat codec: encoding the value gives
 * exactly these bytes, and verifying and decoding the bytes gives the value back.
 */
class FlatSpecVectorsTest {
  private static final String SCHEMA =
      """
      package spec;
      message Image { string uri = 1; string? title = 2; i32 width = 3; i32 height = 4; bool big = 5; }
      message Node { i32 value = 1; Node? next = 2; }
      message Nodes { list<Node> nodes = 1; }
      message F { list<f64> xs = 1; }
      union U { i64 big = 1; string label = 2; }
      message M { U u = 1; }
      message Mp { map<string, i32> m = 1; }
      enum Color { RED = 1; GREEN = 2; }
      message D { i32 n = 1 [default = 3]; bool on = 2 [default = true]; Color c = 3; }
      """;

  private static final Schema S = load();
  private static final JsonBridge BRIDGE = JsonBridge.forSchema(S);

  private static Schema load() {
    try {
      return SchemaLoader.loadString("spec.bale", SCHEMA);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  private static void check(String type, String json, EncodeOptions opts, String hex) {
    JsonBridge.Type t = BRIDGE.type(type);
    Value v = t.fromJson(json);
    if (opts.dedupMessages()) {
      v = intern(v);
    }
    byte[] want = Bytes.fromHex(hex.replace(" ", "")).toByteArray();
    assertEquals(Bytes.of(want).hex(), Bytes.of(t.encodeFlat(v, opts)).hex(), type + " " + json);
    Value back = t.decodeFlat(want, false, Limits.DEFAULT);
    assertEquals(t.toJson(t.fromJson(json)), t.toJson(back));
  }

  /** Makes equal {@code Node}s one instance (VECTORS.md §1.1): the list and {@code next}. */
  private static Value intern(Value v) {
    Map<Value, Value> seen = new HashMap<>();
    Value.Message root = (Value.Message) v;
    List<Value> items = new ArrayList<>();
    for (Value item : ((Value.ListOf) root.get("nodes")).items()) {
      items.add(internNode((Value.Message) item, seen));
    }
    return root.with("nodes", new Value.ListOf(items));
  }

  private static Value internNode(Value.Message n, Map<Value, Value> seen) {
    Value next = n.get("next");
    Value.Message m = next == null ? n : n.with("next", internNode((Value.Message) next, seen));
    return seen.computeIfAbsent(m, k -> k);
  }

  @Test
  void image() {
    check(
        "Image",
        "{\"uri\":\"a\",\"title\":\"a\",\"width\":1,\"height\":2}",
        EncodeOptions.DEFAULT,
        "08000000 00000000 10000200 1c000000 18000000 00000000 01000000 02000000"
            + " 00000000 00000000 01000000 61000000");
    check(
        "Image",
        "{\"uri\":\"a\",\"title\":\"a\",\"width\":1,\"height\":2}",
        EncodeOptions.DEFAULT.withDedupStrings(false),
        "08000000 00000000 10000200 1c000000 20000000 00000000 01000000 02000000"
            + " 00000000 00000000 01000000 61000000 01000000 61000000");
    check(
        "Image",
        "{\"uri\":\"\",\"big\":true}",
        EncodeOptions.DEFAULT,
        "08000000 00000000 10000200 1c000000 00000000 00000000 00000000 00000000"
            + " 01000000 00000000 00000000 00000000");
  }

  @Test
  void nodes() {
    String nn = "{\"nodes\":[{\"value\":7},{\"value\":7}]}";
    check(
        "Nodes",
        nn,
        EncodeOptions.DEFAULT,
        "08000000 00000000 00000100 04000000 02000000 0c000000 18000000 00000000"
            + " 08000100 00000000 07000000 00000000 08000100 00000000 07000000 00000000");
    check(
        "Nodes",
        nn,
        EncodeOptions.DEFAULT.withDedupMessages(true),
        "08000000 00000000 00000100 04000000 02000000 0c000000 08000000 00000000"
            + " 08000100 00000000 07000000 00000000");
    check(
        "Nodes",
        "{\"nodes\":[{\"value\":1,\"next\":{\"value\":2}},{\"value\":1,\"next\":{\"value\":2}},"
            + "{\"value\":2}]}",
        EncodeOptions.DEFAULT.withDedupMessages(true),
        "08000000 00000000 00000100 04000000 03000000 0c000000 08000000 14000000"
            + " 08000100 0c000000 01000000 00000000 08000100 00000000 02000000 00000000");
  }

  @Test
  void listsUnionsMapsDefaults() {
    check(
        "F",
        "{\"xs\":[1.5]}",
        EncodeOptions.DEFAULT,
        "08000000 00000000 00000100 08000000 00000000 01000000 00000000 0000f83f");
    check(
        "M",
        "{\"u\":{\"big\":\"5\"}}",
        EncodeOptions.DEFAULT,
        "08000000 00000000 00000100 04000000 01000000 00000000 05000000 00000000");
    check(
        "M",
        "{\"u\":{\"label\":\"hi\"}}",
        EncodeOptions.DEFAULT,
        "08000000 00000000 00000100 04000000 02000000 04000000 02000000 68690000");
    check(
        "Mp",
        "{\"m\":{\"a\":1,\"b\":2}}",
        EncodeOptions.DEFAULT,
        "08000000 00000000 00000100 04000000 02000000 10000000 01000000 10000000"
            + " 02000000 01000000 61000000 01000000 62000000 00000000");
    check(
        "D",
        "{\"n\":3,\"on\":true,\"c\":\"RED\"}",
        EncodeOptions.DEFAULT,
        "08000000 00000000 10000000 00000000 00000000 00000000 00000000 00000000");
    check(
        "D",
        "{\"n\":0,\"on\":false,\"c\":\"GREEN\"}",
        EncodeOptions.DEFAULT,
        "08000000 00000000 10000000 00000000 03000000 01000000 03000000 00000000");
  }

  @Test
  void missingUnionAndShortObjects() {
    JsonBridge.Type m = BRIDGE.type("M");
    // M with ptr_count 0: the union field is missing.
    BaleException e =
        assertThrows(
            BaleException.class,
            () ->
                m.decodeFlat(
                    Bytes.fromHex("0800000000000000" + "00000000" + "00000000").toByteArray(),
                    false,
                    Limits.DEFAULT));
    assertEquals(ErrorCode.MISSING_UNION, e.code());
    assertEquals(8, e.offset());
    // D with data_bytes 0 reads every field as its default.
    JsonBridge.Type d = BRIDGE.type("D");
    Value v =
        d.decodeFlat(
            Bytes.fromHex("0800000000000000" + "00000000" + "00000000").toByteArray(),
            false,
            Limits.DEFAULT);
    assertEquals("{\"n\":3,\"on\":true,\"c\":\"RED\"}", d.toJson(v));
  }
}
