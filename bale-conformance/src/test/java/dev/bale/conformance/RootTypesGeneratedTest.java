package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import alltypes.Color;
import alltypes.Leaf;
import alltypes.Point;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.RootTypes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link RootTypes} around generated types writes the bytes of the dynamic codec's root wrapper
 * (FORMAT.md §2.3) and reads them back.
 */
class RootTypesGeneratedTest {
  static final String SCHEMA = "alltypes.bale";

  static Leaf leaf(String name, int value) {
    return Leaf.builder().name(name).value(value).build();
  }

  static byte[] dynamic(String type, String json, EncodeOptions o) {
    return Schemas.type(SCHEMA, type).jsonToCompact(json, o);
  }

  @Test
  void listOfMessages() {
    CompactType<List<Leaf>> type = RootTypes.list(Leaf.COMPACT);
    List<Leaf> list = List.of(leaf("a", 1), leaf("b", -2), leaf("a", 3));
    byte[] bytes = Compact.encode(type, list);
    String json =
        "[{\"name\":\"a\",\"value\":1},{\"name\":\"b\",\"value\":-2},{\"name\":\"a\",\"value\":3}]";
    assertArrayEquals(dynamic("list<alltypes.Leaf>", json, EncodeOptions.DEFAULT), bytes);
    assertEquals(list, Compact.decode(type, bytes));
    assertEquals(List.of(), Compact.decode(type, Compact.encode(type, List.of())));
    // An empty wrapper body reads as the empty list (a missing field's default).
    assertEquals(List.of(), Compact.decode(type, new byte[] {0, 0}));
  }

  @Test
  void sharedInstancesWithMessageDedup() {
    CompactType<List<Leaf>> type = RootTypes.list(Leaf.COMPACT);
    Leaf shared = leaf("s", 7);
    List<Leaf> list = List.of(shared, leaf("t", 1), shared);
    byte[] bytes = new CompactWriter().dedupMessages(true).encode(type, list);
    String json =
        "[{\"name\":\"s\",\"value\":7},{\"name\":\"t\",\"value\":1},{\"name\":\"s\",\"value\":7}]";
    assertArrayEquals(
        dynamic("list<Leaf>", json, EncodeOptions.DEFAULT.withDedupMessages(true)), bytes);
    List<Leaf> back = new CompactReader().decode(type, bytes);
    assertEquals(list, back);
    assertSame(back.get(0), back.get(2));
  }

  @Test
  void listOfStructsAndEnums() {
    CompactType<List<Point>> points = RootTypes.list(Point.COMPACT, 16);
    List<Point> ps = List.of(Point.builder().x(1.5).y(-2).build());
    byte[] bytes = Compact.encode(points, ps);
    assertArrayEquals(
        dynamic("list<Point>", "[{\"x\":1.5,\"y\":-2.0}]", EncodeOptions.DEFAULT), bytes);
    assertEquals(ps, Compact.decode(points, bytes));
    // A count the bytes cannot hold at 16 bytes an element is caught before allocating.
    byte[] forged = {0, 12, 2, 0, 0};
    BaleException e = assertThrows(BaleException.class, () -> Compact.decode(points, forged));
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, e.code());

    CompactType<List<Color>> colors = RootTypes.list(Color.COMPACT);
    byte[] c = Compact.encode(colors, List.of(Color.BLUE, Color.RED));
    assertArrayEquals(dynamic("list<Color>", "[\"BLUE\",\"RED\"]", EncodeOptions.DEFAULT), c);
    assertEquals(List.of(Color.BLUE, Color.RED), Compact.decode(colors, c));
  }

  @Test
  void stringMapOfMessages() {
    CompactType<Map<String, Leaf>> type = RootTypes.stringMap(Leaf.COMPACT);
    Map<String, Leaf> map = new LinkedHashMap<>();
    map.put("1", leaf("x", 1));
    map.put("0", leaf("y", 0));
    byte[] bytes = Compact.encode(type, map);
    String json = "{\"1\":{\"name\":\"x\",\"value\":1},\"0\":{\"name\":\"y\",\"value\":0}}";
    assertArrayEquals(dynamic("map<string,Leaf>", json, EncodeOptions.DEFAULT), bytes);
    Map<String, Leaf> back = Compact.decode(type, bytes);
    assertEquals(map, back);
    assertEquals(List.of("1", "0"), List.copyOf(back.keySet()), "wire order kept");

    // The same key twice.
    JsonBridge.Type dyn = Schemas.type(SCHEMA, "map<string,Leaf>");
    byte[] one = dyn.jsonToCompact("{\"k\":{\"name\":\"x\",\"value\":1}}", EncodeOptions.DEFAULT);
    // table ["k","x"], wrapper, count 1 -> 2 with the entry repeated
    byte[] twice =
        java.util.HexFormat.of().parseHex("0401016b78" + "24" + "02" + "00080102" + "00080102");
    assertEquals(one.length + 4, twice.length);
    BaleException e = assertThrows(BaleException.class, () -> Compact.decode(type, twice));
    assertEquals(ErrorCode.DUPLICATE_MAP_KEY, e.code());
    assertEquals(
        ErrorCode.DUPLICATE_MAP_KEY,
        assertThrows(BaleException.class, () -> dyn.decode(twice)).code());
  }

  @Test
  void framedWithTheWrappersFingerprint() {
    CompactType<List<Leaf>> type = RootTypes.list(Leaf.COMPACT);
    JsonBridge.Type dyn = Schemas.type(SCHEMA, "list<Leaf>");
    byte[] framed =
        new CompactWriter().encodeFramed(type, List.of(leaf("a", 1)), dyn.fingerprint());
    assertArrayEquals(
        dyn.jsonToCompact("[{\"name\":\"a\",\"value\":1}]", EncodeOptions.DEFAULT.withFramed(true)),
        framed);
    assertEquals(
        List.of(leaf("a", 1)), new CompactReader().decodeFramed(type, framed, dyn.fingerprint()));
  }
}
