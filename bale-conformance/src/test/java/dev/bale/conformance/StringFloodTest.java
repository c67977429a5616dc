package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import alltypes.AllTypes;
import alltypes.Node;
import alltypes.Shape;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.Compact;
import dev.bale.runtime.flat.Flat;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * G6 on the writer's side: a value whose strings were chosen to share one {@code String.hashCode}
 * (strings of 16 pairs "Aa"/"BB", 32,768 of them here: one hash code) encodes in about the time of
 * a value of other strings of the same length, through every writer that deduplicates strings — the
 * generated compact encode on the tree path (a counted root: {@code Node}, whose children's names
 * are the strings) and on the general path ({@code AllTypes.lString}), the dynamic codec (the JSON
 * bridge, {@code bale encode}) and the flat encode — and the bytes are the same as for a writer
 * that never met the flood (the generated and the dynamic encoders agree, and decode back). Before
 * the bounded probe each of these took 5-6 s of linear probing for 65,536 such strings (a 2.3 MB
 * value) against ~5-25 ms ({@code StringIndex}, {@code CompactTree}). Thread CPU time, best of
 * three. (32,768, not 65,536: the module's tests run in a 128 MB heap.)
 */
class StringFloodTest {

  private static final int N = 1 << 15;

  private static String oneHash(int i) {
    StringBuilder b = new StringBuilder(32);
    for (int bit = 0; bit < 16; bit++) {
      b.append((i >> bit & 1) == 0 ? "Aa" : "BB");
    }
    return b.toString();
  }

  private static String other(int i) {
    return String.format("%032d", i * 7919L);
  }

  private static Node tree(IntFunction<String> name) {
    List<Node> kids = new ArrayList<>(N);
    for (int i = 0; i < N; i++) {
      kids.add(new Node(name.apply(i), List.of(), null, null));
    }
    return new Node("root", kids, null, null);
  }

  private static AllTypes strings(IntFunction<String> s) {
    List<String> l = new ArrayList<>(N);
    for (int i = 0; i < N; i++) {
      l.add(s.apply(i));
    }
    return AllTypes.builder().shape(new Shape.Flag(false)).lString(l).build();
  }

  private static long bestCpuNanos(Supplier<byte[]> encode) {
    return ThreadCpu.bestOfThree(encode::get);
  }

  private static void sameCost(String what, Supplier<byte[]> plain, Supplier<byte[]> flood) {
    bestCpuNanos(plain); // warm up
    ThreadCpu.Times t =
        ThreadCpu.hostileWithin(
            what + ", strings of one hash code",
            plain::get,
            flood::get,
            plainNs -> 10 * plainNs + 50_000_000L);
    System.out.printf(
        "StringFloodTest: %s, 32,768 strings: distinct hash codes %.1f ms, one hash code %.1f ms%n",
        what, t.plain() / 1e6, t.hostile() / 1e6);
  }

  @Test
  void treePathRootOfStringsOfOneHashCode() {
    Node plain = tree(StringFloodTest::other);
    Node flood = tree(StringFloodTest::oneHash);
    assertEquals(oneHash(0).hashCode(), oneHash(N - 1).hashCode());
    sameCost(
        "Node compact (tree path)",
        () -> Compact.encode(Node.COMPACT, plain),
        () -> Compact.encode(Node.COMPACT, flood));
    sameCost("Node flat", () -> Flat.encode(Node.FLAT, plain), () -> Flat.encode(Node.FLAT, flood));
    byte[] bytes = Compact.encode(Node.COMPACT, flood);
    assertEquals(flood, Compact.decode(Node.COMPACT, bytes));
    assertEquals(flood, Flat.decode(Node.FLAT, Flat.encode(Node.FLAT, flood)));
    // The dynamic codec (StringIndex only) writes the same bytes.
    JsonBridge.Type t = Schemas.type("alltypes.bale", "alltypes.Node");
    var value = t.decode(bytes);
    assertArrayEquals(bytes, t.encode(value, EncodeOptions.DEFAULT));
    var plainValue = t.decode(Compact.encode(Node.COMPACT, plain));
    sameCost(
        "Node dynamic compact",
        () -> t.encode(plainValue, EncodeOptions.DEFAULT),
        () -> t.encode(value, EncodeOptions.DEFAULT));
  }

  @Test
  void generalPathListOfStringsOfOneHashCode() {
    AllTypes plain = strings(StringFloodTest::other);
    AllTypes flood = strings(StringFloodTest::oneHash);
    sameCost(
        "AllTypes.lString compact (general path)",
        () -> Compact.encode(AllTypes.COMPACT, plain),
        () -> Compact.encode(AllTypes.COMPACT, flood));
    sameCost(
        "AllTypes.lString flat",
        () -> Flat.encode(AllTypes.FLAT, plain),
        () -> Flat.encode(AllTypes.FLAT, flood));
    byte[] bytes = Compact.encode(AllTypes.COMPACT, flood);
    assertEquals(flood, Compact.decode(AllTypes.COMPACT, bytes));
    assertEquals(flood, Flat.decode(AllTypes.FLAT, Flat.encode(AllTypes.FLAT, flood)));
    JsonBridge.Type t = Schemas.type("alltypes.bale", "alltypes.AllTypes");
    assertArrayEquals(bytes, t.encode(t.decode(bytes), EncodeOptions.DEFAULT));
  }
}
