package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import alltypes.Node;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A reused reader or writer that once handled a root of many message objects handles later small
 * roots as fast as a new one. Each kept a table sized by the largest root it had seen and wiped all
 * of it before every later root: the flat decoder's table of shared records (a view that had
 * decoded 262,144 messages then took 116 us per 3-message root, against 0.1 us), and the identity
 * maps of message dedup in the compact writer and the flat builder (170-183 us per 3-message root
 * after one of 262,144 messages, against 0.5-1.2 us). Thread CPU time, best of three, each against
 * a new instance in the same JVM; the outputs are checked too.
 */
@Tag("large-heap") // a root of 262,144 messages, its bytes and dedup maps: most of a 128 MiB heap
class LargeRootAfterEffectTest {

  private static final int LARGE = 1 << 18;

  /** A root with {@code n} children, the first child also the last (one shared instance). */
  static Node node(int n) {
    List<Node> c = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      c.add(Node.builder().name("n" + i).build());
    }
    c.add(c.get(0));
    return Node.builder().name("root").children(c).build();
  }

  /** Asserts that {@code reused} (after a large root) runs within 3x {@code fresh} + 2 ms. */
  private static void sameCost(String what, Runnable reused, Runnable fresh) {
    for (int i = 0; i < 20; i++) { // warm both
      reused.run();
      fresh.run();
    }
    ThreadCpu.Times t =
        ThreadCpu.hostileWithin(
            what + ", after a large root", fresh, reused, newNs -> 3 * newNs + 2_000_000L);
    System.out.printf(
        "LargeRootAfterEffectTest: %s: 1,000 small roots %.2f ms after a large one, %.2f ms new%n",
        what, t.hostile() / 1e6, t.plain() / 1e6);
  }

  @Test
  void flatViewDecodesSmallRootsAfterALargeOne() {
    byte[] big = FlatShareFloodTest.children(LARGE, 0, false);
    byte[] small = FlatShareFloodTest.children(3, 2, false); // 3 children, 2 pointers back
    Node.View reused = new Node.View();
    Node.View fresh = new Node.View();
    assertEquals(LARGE, reused.wrap(big).decode().children().size());
    sameCost("flat view decode", () -> decodeSmall(reused, small), () -> decodeSmall(fresh, small));
    // A large root with sharing decodes again on the same view.
    byte[] bigShared = FlatShareFloodTest.children(1 << 12, 1 << 12, false);
    List<Node> c = reused.wrap(bigShared).decode().children();
    assertEquals(1 << 13, c.size());
    for (int i = 0; i < 1 << 12; i++) {
      assertSame(c.get(i), c.get(i + (1 << 12)));
    }
  }

  private static void decodeSmall(Node.View view, byte[] small) {
    for (int i = 0; i < 1000; i++) {
      List<Node> c = view.wrap(small).decode().children();
      assertSame(c.get(0), c.get(3)); // the pointers back decode to the same records
      assertSame(c.get(1), c.get(4));
    }
  }

  @Test
  void compactWriterWithMessageDedupWritesSmallRootsAfterALargeOne() {
    Node small = node(3);
    CompactWriter reused = new CompactWriter().dedupMessages(true);
    CompactWriter fresh = new CompactWriter().dedupMessages(true);
    byte[] before = reused.encode(Node.COMPACT, small);
    byte[] large = reused.encode(Node.COMPACT, node(LARGE));
    assertArrayEquals(before, reused.encode(Node.COMPACT, small));
    assertArrayEquals(
        large, new CompactWriter().dedupMessages(true).encode(Node.COMPACT, node(LARGE)));
    sameCost(
        "compact writer, message dedup",
        () -> encodeSmall(reused, small, before),
        () -> encodeSmall(fresh, small, before));
  }

  private static void encodeSmall(CompactWriter w, Node small, byte[] expected) {
    for (int i = 0; i < 1000; i++) {
      byte[] b = w.encode(Node.COMPACT, small);
      assertEquals(expected.length, b.length);
    }
  }

  @Test
  void flatBuilderWithMessageDedupWritesSmallRootsAfterALargeOne() {
    Node small = node(3);
    FlatBuilder reused = new FlatBuilder().dedupMessages(true);
    FlatBuilder fresh = new FlatBuilder().dedupMessages(true);
    byte[] before = Flat.encode(reused, Node.FLAT, small).toByteArray();
    Flat.encode(reused, Node.FLAT, node(LARGE));
    assertArrayEquals(before, Flat.encode(reused, Node.FLAT, small).toByteArray());
    sameCost(
        "flat builder, message dedup",
        () -> encodeSmall(reused, small, before.length),
        () -> encodeSmall(fresh, small, before.length));
  }

  private static void encodeSmall(FlatBuilder b, Node small, int expected) {
    for (int i = 0; i < 1000; i++) {
      assertEquals(expected, Flat.encode(b, Node.FLAT, small).toByteArray().length);
    }
  }
}
