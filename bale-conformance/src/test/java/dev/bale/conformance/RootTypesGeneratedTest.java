package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import alltypes.Color;
import alltypes.Leaf;
import alltypes.Point;
import alltypes.Shape;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.RootTypes;
import java.util.Collections;
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

  /**
   * The helpers charge the decoded-size budget (FORMAT.md §7.1) what the generated root wrapper of
   * the same type charges for the same bytes: the wrapper's record, the list or map at its count
   * ({@code 8 + owned} a slot, {@code 80 + owned} an entry), an absent field's default. A root of
   * many empty or small elements therefore stops at the budget at the same offset through both. (Up
   * to 2026-11-30 the helpers charged the elements' slots and entries nothing: the totals differed
   * and the helpers read such roots whole under a budget the wrappers stopped at.)
   */
  @Test
  void chargesAsTheGeneratedWrappers() {
    int n = 100_000;
    List<Leaf> leaves = Collections.nCopies(n, Leaf.builder().build());
    sameCharges(
        "list<Leaf>",
        RootTypes.list(Leaf.COMPACT),
        roots.leaves.Root.VALUE_COMPACT,
        Compact.encode(roots.leaves.Root.VALUE_COMPACT, leaves));
    sameCharges(
        "list<Color>",
        RootTypes.list(Color.COMPACT),
        roots.colors.Root.VALUE_COMPACT,
        Compact.encode(roots.colors.Root.VALUE_COMPACT, Collections.nCopies(n, Color.RED)));
    sameCharges(
        "list<Point>",
        RootTypes.list(Point.COMPACT, 16),
        roots.points.Root.VALUE_COMPACT,
        Compact.encode(
            roots.points.Root.VALUE_COMPACT, Collections.nCopies(n / 4, Point.builder().build())));
    sameCharges(
        "list<Shape>",
        RootTypes.list(Shape.COMPACT),
        roots.shapes.Root.VALUE_COMPACT,
        Compact.encode(
            roots.shapes.Root.VALUE_COMPACT, Collections.nCopies(n / 2, new Shape.Flag(true))));
    Map<String, Leaf> map = new LinkedHashMap<>();
    for (int i = 0; i < n / 4; i++) {
      map.put(Integer.toString(i, 36), Leaf.builder().build());
    }
    sameCharges(
        "map<string, Leaf>",
        RootTypes.stringMap(Leaf.COMPACT),
        roots.by_name.Root.VALUE_COMPACT,
        Compact.encode(roots.by_name.Root.VALUE_COMPACT, map));
    // A wrapper without its field: the default is charged as the wrappers charge it (40, 192).
    byte[] absent = {0, 0};
    sameCharges(
        "absent list", RootTypes.list(Leaf.COMPACT), roots.leaves.Root.VALUE_COMPACT, absent);
    sameCharges(
        "absent map", RootTypes.stringMap(Leaf.COMPACT), roots.by_name.Root.VALUE_COMPACT, absent);
  }

  /** Pinned charges of the rows above (ts/test/roots.test.ts pins the same numbers). */
  private static final Map<String, Long> PINNED =
      Map.of(
          // the wrapper 40, the list 96 + n x 8, each empty Leaf 48, the string table 56
          "list<Leaf>", 40 + 96 + 100_000L * (8 + 48) + 56,
          "absent list", 80L,
          "absent map", 384L);

  private static <T, U> void sameCharges(
      String kind, CompactType<T> helper, CompactType<U> generated, byte[] bytes) {
    CompactReader g = new CompactReader(Limits.unlimited());
    CompactReader h = new CompactReader(Limits.unlimited());
    assertEquals(g.decode(generated, bytes), h.decode(helper, bytes), kind);
    long charged = g.decodedSize();
    assertEquals(charged, h.decodedSize(), kind + ": the helper's charge");
    if (PINNED.containsKey(kind)) {
      assertEquals(PINNED.get(kind), charged, kind);
    }
    if (charged < 1000) {
      return;
    }
    // A budget of half the charge: both stop at the same count or header.
    Limits half = Limits.builder().decodedSizeFloor(charged / 2).decodedSizeRatio(1).build();
    BaleException eg =
        assertThrows(BaleException.class, () -> new CompactReader(half).decode(generated, bytes));
    BaleException eh =
        assertThrows(
            BaleException.class, () -> new CompactReader(half).decode(helper, bytes), kind);
    assertEquals(ErrorCode.LIMIT_EXCEEDED, eg.code(), kind);
    assertEquals(eg.code(), eh.code(), kind);
    assertEquals(eg.offset(), eh.offset(), kind + ": offset");
    assertEquals(eg.path(), eh.path(), kind + ": path");
  }
}
