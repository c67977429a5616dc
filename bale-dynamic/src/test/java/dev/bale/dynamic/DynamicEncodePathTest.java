package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Encode errors of the dynamic compact codec name the field path of the refused value from the root
 * (issue 18: before, most named the innermost declaration or the root type alone), in the form
 * generated code uses: {@code AllTypes.l_leaf[1].name}; so do those of the dynamic flat codec.
 */
class DynamicEncodePathTest {
  private static final JsonBridge BRIDGE = JsonBridge.forSchema(TestSchemas.load("alltypes.bale"));
  private static final JsonBridge.Type ALL = BRIDGE.type("AllTypes");

  /** An AllTypes value: its union field has no default, so every value sets it. */
  private static Value.Message all(String json) {
    String shape = "\"shape\":{\"label\":\"x\"}";
    String doc = json.equals("{}") ? "{" + shape + "}" : json;
    return (Value.Message) ALL.fromJson(doc);
  }

  /**
   * The compact codec's error for {@code v}; the dynamic flat codec must refuse it with the same
   * code and path (its pointer targets are written after their holder's fixed part, so its path is
   * carried with each deferred write).
   */
  private static BaleException refused(JsonBridge.Type type, Value v) {
    BaleException c =
        assertThrows(BaleException.class, () -> type.encode(v, EncodeOptions.DEFAULT));
    BaleException f =
        assertThrows(BaleException.class, () -> type.encodeFlat(v, EncodeOptions.DEFAULT));
    assertEquals(c.code(), f.code(), f.getMessage());
    assertEquals(c.path(), f.path(), f.getMessage());
    return c;
  }

  private static Value.Message leaf(Value name, Value value) {
    Value.Message m = (Value.Message) BRIDGE.type("Leaf").fromJson("{}");
    List<Value> fields = new ArrayList<>(m.fields());
    fields.set(0, name);
    fields.set(1, value);
    return new Value.Message(m.decl(), fields, null);
  }

  @Test
  void aMissingValueInsideAListElement() {
    Value.Message v =
        all("{}")
            .with(
                "l_leaf",
                new Value.ListOf(
                    List.of(
                        leaf(new Value.Str("a"), new Value.Int(1)), leaf(null, new Value.Int(2)))));
    BaleException e = refused(ALL, v);
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    assertEquals("AllTypes.l_leaf[1].name", e.path(), e.getMessage());
  }

  @Test
  void anIntegerOutOfRangeInABulkList() {
    Value.Message v =
        all("{}")
            .with(
                "l_i32",
                new Value.ListOf(
                    List.of(new Value.Int(1), new Value.Int(2), new Value.Int(1L << 40))));
    BaleException e = refused(ALL, v);
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    assertEquals("AllTypes.l_i32[2]", e.path(), e.getMessage());
  }

  @Test
  void aWrongValueTypeInAMapEntryAndAUnionCase() {
    Map<Value, Value> entries = new LinkedHashMap<>();
    entries.put(new Value.Str("a"), new Value.Int(1));
    entries.put(new Value.Str("b"), new Value.Str("not an i32"));
    BaleException map = refused(ALL, all("{}").with("m_string", new Value.MapOf(entries)));
    assertEquals(ErrorCode.INVALID_VALUE, map.code());
    assertEquals("AllTypes.m_string[1]", map.path(), map.getMessage());

    Value.Message shaped = all("{\"shape\":{\"label\":\"x\"}}");
    Value.Union u = (Value.Union) shaped.fields().get(70);
    Value bad = new Value.Union(u.decl(), u.unionCase(), new Value.Int(3));
    BaleException union = refused(ALL, shaped.with("shape", bad));
    assertEquals(ErrorCode.INVALID_VALUE, union.code());
    assertEquals("AllTypes.shape.label", union.path(), union.getMessage());
  }

  @Test
  void aLoneSurrogateInAMapValueOfAMessage() {
    Map<Value, Value> entries = new LinkedHashMap<>();
    entries.put(new Value.Str("k"), leaf(new Value.Str("x\ud800"), new Value.Int(0)));
    BaleException e = refused(ALL, all("{}").with("m_message_values", new Value.MapOf(entries)));
    assertEquals(ErrorCode.INVALID_STRING, e.code());
    assertEquals("AllTypes.m_message_values[0].name", e.path(), e.getMessage());
  }

  @Test
  void aStructFieldInsideAUnionCaseAndAListOfStructs() {
    // A struct's string is a pointer target the flat encoder writes after the holder's fixed
    // part: its path is carried with the deferred write (the union case, then the struct field).
    Value.Message boxed =
        all(
            "{\"shape\":{\"box\":{\"min\":{\"x\":1,\"y\":2},\"max\":{\"x\":3,\"y\":4},"
                + "\"filled\":true,\"z\":5,\"label\":\"ok\"}}}");
    Value.Union u = (Value.Union) boxed.fields().get(70);
    Value.Message box = ((Value.Message) u.value()).with("label", new Value.Str("x\udc00"));
    Value bad = new Value.Union(u.decl(), u.unionCase(), box);
    BaleException e = refused(ALL, boxed.with("shape", bad));
    assertEquals(ErrorCode.INVALID_STRING, e.code());
    assertEquals("AllTypes.shape.box.label", e.path(), e.getMessage());

    // A struct field left without a value, in the second element of a list of structs.
    Value.Message points =
        all("{\"shape\":{\"label\":\"x\"},\"l_point\":[{\"x\":1,\"y\":2},{\"x\":3,\"y\":4}]}");
    Value.ListOf l = (Value.ListOf) points.fields().get(73);
    Value.Message second = (Value.Message) l.items().get(1);
    List<Value> fields = new ArrayList<>(second.fields());
    fields.set(1, null);
    Value holed =
        new Value.ListOf(List.of(l.items().get(0), new Value.Message(second.decl(), fields, null)));
    BaleException p = refused(ALL, points.with("l_point", holed));
    assertEquals(ErrorCode.INVALID_VALUE, p.code());
    assertEquals("AllTypes.l_point[1].y", p.path(), p.getMessage());
  }

  @Test
  void theDepthLimitNamesTheMessageBeyondIt() {
    // 70 nested Nodes through `next` (built in code: JSON input stops at 64 levels); the writer's
    // depth limit (64) is met at the children list of the 64th Node, as generated code reports
    // it (EncodeErrorPathTest).
    JsonBridge.Type node = BRIDGE.type("Node");
    Value.Message chain = (Value.Message) node.fromJson("{}");
    for (int i = 0; i < 70; i++) {
      chain = ((Value.Message) node.fromJson("{}")).with("next", chain);
    }
    BaleException e = refused(node, chain);
    assertEquals(ErrorCode.DEPTH_LIMIT, e.code());
    String expected = "Node" + ".next".repeat(63) + ".children";
    assertEquals(expected, e.path(), e.getMessage());
  }

  @Test
  void aWrongPointValueInAShapedList() {
    // list<list<f64>> goes through the runtime's writeF64Lists: the value is checked per point
    // before, and its place named by both indices.
    JsonBridge.Type geometry =
        JsonBridge.forSchema(TestSchemas.load("canada.bale")).type("Geometry");
    Value.Message g =
        (Value.Message)
            geometry.fromJson("{\"type\":\"Polygon\",\"coordinates\":[[[1,2],[3,4]],[[5,6]]]}");
    Value.ListOf rings = (Value.ListOf) g.fields().get(1);
    Value bad =
        new Value.ListOf(
            List.of(
                rings.items().get(0),
                new Value.ListOf(
                    List.of(new Value.ListOf(List.of(new Value.F64(5), new Value.Str("6")))))));
    BaleException e = refused(geometry, g.with("coordinates", bad));
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    assertEquals("Geometry.coordinates[1][0][1]", e.path(), e.getMessage());
  }

  @Test
  void aWrappedRootNamesTheWrapper() {
    JsonBridge.Type list = BRIDGE.type("list<Leaf>");
    Value v =
        new Value.ListOf(
            Arrays.asList(
                leaf(new Value.Str("a"), new Value.Int(1)),
                leaf(new Value.Str("b"), new Value.Str("x"))));
    BaleException e = refused(list, v);
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    assertEquals("root.value[1].value", e.path(), e.getMessage());
  }
}
