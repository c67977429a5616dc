package drivers;

import alltypes.AllTypes;
import alltypes.Box;
import alltypes.Color;
import alltypes.Leaf;
import alltypes.Node;
import alltypes.Point;
import alltypes.Shape;
import dev.bale.runtime.BoolList;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.DoubleList;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.IntList;
import dev.bale.runtime.LongList;
import dev.bale.runtime.ShortList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** Every type of alltypes.bale through the generated code. */
public final class AllTypesRoundTrip implements Supplier<Map<String, byte[]>> {
  static <K, V> Map<K, V> map(K k1, V v1, K k2, V v2) {
    Map<K, V> m = new LinkedHashMap<>();
    m.put(k1, v1);
    m.put(k2, v2);
    return m;
  }

  static AllTypes full() {
    Point p = Point.builder().x(1.5).y(-2.25).build();
    Leaf leaf = Leaf.builder().name("leaf").value(-7).build();
    Box box =
        Box.builder()
            .min(p)
            .max(new Point(3, 4))
            .filled(true)
            .z(-9)
            .label("box")
            .color(Color.GREEN)
            .leaf(leaf)
            .corners(List.of(p, p))
            .build();
    return AllTypes.builder()
        .fBool(true)
        .fI8((byte) -5)
        .fI16((short) -300)
        .fI32(-70000)
        .fI64(Long.MIN_VALUE)
        .fU8(255)
        .fU16(65535)
        .fU32(4294967295L)
        .fU64(-1L)
        .fF32(Float.NaN)
        .fF64(-0.0)
        .fString("h\u00e9llo \ud83d\ude00")
        .fBytes(Bytes.of(new byte[] {0, 1, (byte) 0xff}))
        .oBool(false)
        .oI8((byte) 0)
        .oI16((short) 1)
        .oI32(2)
        .oI64(3L)
        .oU8(4)
        .oU16(5)
        .oU32(6L)
        .oU64(7L)
        .oF32(8.5f)
        .oF64(9.25)
        .oString("")
        .oBytes(Bytes.EMPTY)
        .lBool(List.of(true, false, true))
        .lI8(List.of((byte) 1, (byte) -1))
        .lI16(List.of((short) 300, (short) -300))
        .lI32(List.of(1, -1, Integer.MAX_VALUE))
        .lI64(List.of(Long.MAX_VALUE, 0L))
        .lU8(List.of(0, 255))
        .lU16(List.of(65535))
        .lU32(List.of(4294967295L))
        .lU64(List.of(-1L, 1L))
        .lF32(List.of(1f, Float.NEGATIVE_INFINITY))
        .lF64(List.of(Math.PI, Double.NaN))
        .lString(List.of("a", "b", "a"))
        .lBytes(List.of(Bytes.of(new byte[] {7})))
        .xI16((short) -2)
        .xI32(-3)
        .xI64(-4)
        .xU16(65535)
        .xU32(4294967295L)
        .xU64(-1L)
        .xlI16(List.of((short) -2))
        .xlI32(List.of(-3, 3))
        .xlI64(List.of(-4L))
        .xlU16(List.of(65535, 0))
        .xlU32(List.of(4294967295L))
        .xlU64(List.of(-1L))
        .mBool(map(true, "t", false, "f"))
        .mI8(map((byte) -1, 1, (byte) 1, -1))
        .mI16(map((short) -1, 1, (short) 1000, -1))
        .mI32(map(-1, "minus one", 1, "one"))
        .mI64(map(Long.MIN_VALUE, 1.0, 0L, Double.NaN))
        .mU8(map(255, 1, 0, 2))
        .mU16(map(65535, 1, 0, 2))
        .mU32(map(4294967295L, 1, 0L, 2))
        .mU64(map(-1L, Bytes.EMPTY, 1L, Bytes.of(new byte[] {1})))
        .mString(map("x", 1, "y", 2))
        .mEnum(map(Color.RED, "red", Color.of(99), "unknown"))
        .mStructValues(map("p", p, "q", new Point(0, 0)))
        .mMessageValues(map("l", leaf, "m", Leaf.builder().build()))
        .mNested(map("k", List.of("v1", "v2"), "e", List.of()))
        .leaf(leaf)
        .oLeaf(leaf)
        .point(p)
        .color(Color.BLUE)
        .oColor(Color.of(1234))
        .shape(new Shape.Box(box))
        .oShape(new Shape.Nested(new Shape.Nested(new Shape.Label("deep"))))
        .lLeaf(List.of(leaf, Leaf.builder().name("other").build()))
        .lPoint(List.of(p, new Point(5, 6)))
        .lColor(List.of(Color.RED, Color.of(0)))
        .lShape(
            List.of(
                new Shape.Point(p),
                new Shape.Label("l"),
                new Shape.Leaf(leaf),
                new Shape.Flag(true),
                new Shape.Big(-1L << 40),
                new Shape.Polygon(List.of(p, p)),
                new Shape.Color(Color.GREEN),
                new Shape.Counts(map("a", 1, "b", 2))))
        .lNested(List.of(List.of(1, 2), List.of(), List.of(-3)))
        .dBool(false)
        .dI8((byte) 0)
        .dI16((short) 0)
        .dI32(0)
        .dI64(0)
        .dU8(0)
        .dU16(0)
        .dU32(0)
        .dU64(0)
        .dF32(0)
        .dF64(0)
        .dInf(1)
        .dNinf(-1)
        .dNan(2)
        .dString("")
        .dColor(Color.RED)
        .dFixed(0)
        .tsNum(1L << 53)
        .tsNums(List.of(1L, 2L))
        .noDedup("a")
        .noDedupList(List.of("a", "a"))
        .yesDedup("a")
        .build();
  }

  @SuppressWarnings("deprecation")
  static AllTypes withOld(AllTypes v, int old) {
    Check.equal(0, v.old(), "deprecated field default");
    return v.toBuilder().old(old).build();
  }

  @Override
  public Map<String, byte[]> get() {
    Map<String, byte[]> out = new LinkedHashMap<>();
    AllTypes value = withOld(full(), 42);

    for (boolean dedupStrings : new boolean[] {true, false}) {
      for (boolean dedupMessages : new boolean[] {false, true}) {
        CompactWriter w =
            new CompactWriter().dedupStrings(dedupStrings).dedupMessages(dedupMessages);
        byte[] bytes = w.encode(AllTypes.COMPACT, value);
        AllTypes back = new CompactReader().decode(AllTypes.COMPACT, bytes);
        String what =
            "full value, dedupStrings=" + dedupStrings + " dedupMessages=" + dedupMessages;
        Check.equal(value, back, what);
        Check.isTrue(
            Arrays.equals(bytes, w.encode(AllTypes.COMPACT, back)), what + ": re-encode is stable");
        out.put("full." + dedupStrings + "." + dedupMessages, bytes);
      }
    }

    AllTypes back = AllTypes.fromCompactBytes(value.toCompactBytes());
    // Scalar lists are stored unboxed, whichever way they were built or decoded.
    Check.isTrue(
        value.lF64() instanceof DoubleList, "list<f64> built from List.of is a DoubleList");
    Check.isTrue(back.lF64() instanceof DoubleList, "list<f64> decodes in bulk to a DoubleList");
    Check.isTrue(back.lBool() instanceof BoolList, "list<bool> is a BoolList");
    Check.isTrue(back.lI16() instanceof ShortList, "list<i16> is a ShortList");
    Check.isTrue(back.lI32() instanceof IntList, "list<i32> (varint) is an IntList");
    Check.isTrue(back.xlU32() instanceof LongList, "list<u32> [fixed] is a LongList");
    Check.isTrue(Float.isNaN(back.fF32()), "NaN survives");
    Check.equal(
        Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(back.fF64()), "-0.0 survives");
    Check.equal(99, back.mEnum().keySet().stream().toList().get(1).value(), "unknown enum key");
    Check.isTrue(!back.oColor().isKnown(), "unknown enum value stays unknown");
    Check.equal("1234", back.oColor().name(), "name of an unknown value");
    Check.equal(Color.of(1234), back.oColor(), "unknown values compare by number");
    Check.isTrue(Color.of(2) == Color.GREEN, "known values are the constants");
    Check.equal(
        List.of("x", "y"), new ArrayList<>(back.mString().keySet()), "map keeps insertion order");

    // Defaults: a builder starts at the schema defaults, and they survive a round trip.
    AllTypes defaults = AllTypes.builder().shape(new Shape.Flag(false)).build();
    Check.equal(true, defaults.dBool(), "[default = true]");
    Check.equal((byte) -128, defaults.dI8(), "i8 default");
    Check.equal((short) -300, defaults.dI16(), "i16 default");
    Check.equal(Integer.MAX_VALUE, defaults.dI32(), "i32 default");
    Check.equal(Long.MIN_VALUE, defaults.dI64(), "i64 default");
    Check.equal(255, defaults.dU8(), "u8 default");
    Check.equal(65535, defaults.dU16(), "u16 default");
    Check.equal(4294967295L, defaults.dU32(), "u32 default");
    Check.equal(-1L, defaults.dU64(), "u64 default");
    Check.equal(1.5f, defaults.dF32(), "f32 default");
    Check.equal(-2e10, defaults.dF64(), "f64 default");
    Check.equal(Double.POSITIVE_INFINITY, defaults.dInf(), "inf default");
    Check.equal(Double.NEGATIVE_INFINITY, defaults.dNinf(), "-inf default");
    Check.isTrue(Double.isNaN(defaults.dNan()), "nan default");
    Check.equal("h\u00e9llo \"world\"\n", defaults.dString(), "string default");
    Check.equal(Color.BLUE, defaults.dColor(), "enum default");
    Check.equal(Color.RED, defaults.color(), "enum without default: first value");
    Check.equal(-5, defaults.dFixed(), "fixed default");
    Check.equal("", defaults.fString(), "string zero");
    Check.equal(Bytes.EMPTY, defaults.fBytes(), "bytes zero");
    Check.equal(List.of(), defaults.lLeaf(), "list zero");
    Check.equal(Map.of(), defaults.mString(), "map zero");
    Check.equal(Leaf.builder().build(), defaults.leaf(), "message default instance");
    Check.equal(new Point(0, 0), defaults.point(), "struct default instance");
    Check.equal(null, defaults.oLeaf(), "optional absent");
    byte[] defaultBytes = defaults.toCompactBytes();
    Check.equal(defaults, AllTypes.fromCompactBytes(defaultBytes), "defaults round trip");
    out.put("defaults", defaultBytes);

    // Caller mistakes fail at construction, naming the field.
    NullPointerException npe =
        Check.throwsType(
            NullPointerException.class, () -> AllTypes.builder().build(), "union has no default");
    Check.equal("shape", npe.getMessage(), "NPE names the field");
    Check.throwsType(
        NullPointerException.class,
        () -> Leaf.builder().name(null).build(),
        "null for a required string");
    Check.throwsType(
        IllegalArgumentException.class,
        () -> defaults.toBuilder().fU8(256).build(),
        "u8 out of range");
    Check.throwsType(
        IllegalArgumentException.class,
        () -> defaults.toBuilder().oU32(-1L).build(),
        "u32 out of range");
    Check.throwsType(
        IllegalArgumentException.class,
        () -> defaults.toBuilder().lU16(List.of(1, 70000)).build(),
        "u16 list element out of range");
    Check.throwsType(
        IllegalArgumentException.class,
        () -> defaults.toBuilder().mU16(map(70000, 1, 0, 2)).build(),
        "u16 map key out of range");
    Check.throwsType(
        NullPointerException.class,
        () -> defaults.toBuilder().lString(Arrays.asList("a", null)).build(),
        "null list element");
    Check.throwsType(
        NullPointerException.class,
        () -> defaults.toBuilder().mString(map("a", 1, "b", null)).build(),
        "null map value");
    Check.throwsType(IllegalArgumentException.class, () -> Color.of(-1), "negative enum value");

    // Collections are copied: changing the caller's list later does not change the value.
    List<String> mutable = new ArrayList<>(List.of("a"));
    AllTypes copied = defaults.toBuilder().lString(mutable).build();
    mutable.add("b");
    Check.equal(List.of("a"), copied.lString(), "list copied at construction");
    Check.throwsType(
        UnsupportedOperationException.class,
        () -> copied.lString().add("c"),
        "lists are immutable");
    Check.throwsType(
        UnsupportedOperationException.class,
        () -> back.mString().put("z", 0),
        "maps are immutable");

    // Depth: a recursive message nested beyond the limit is rejected, never a StackOverflowError.
    Node node = Node.builder().name("leaf").build();
    for (int i = 0; i < 100; i++) {
      node = Node.builder().name("n" + i).next(node).build();
    }
    byte[] deep = new CompactWriter().maxDepth(200).encode(Node.COMPACT, node);
    Check.fails(
        ErrorCode.DEPTH_LIMIT, () -> Node.fromCompactBytes(deep), "100 nested messages > 64");
    Node shallow = Node.builder().name("a").children(List.of(node.next().next())).build();
    Check.isTrue(shallow.children().size() == 1, "builder with children");

    // Truncation: every strict prefix of a valid encoding fails cleanly.
    byte[] full = value.toCompactBytes();
    for (int n = 0; n < full.length; n++) {
      byte[] prefix = Arrays.copyOf(full, n);
      try {
        AllTypes.fromCompactBytes(prefix);
        throw new AssertionError("prefix of " + n + " bytes decoded");
      } catch (dev.bale.runtime.BaleException expected) {
        // any code: the point is a clean, checked error
      }
    }
    return out;
  }
}
