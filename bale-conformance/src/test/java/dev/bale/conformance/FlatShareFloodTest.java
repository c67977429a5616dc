package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import alltypes.Node;
import dev.bale.runtime.flat.Flat;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * G6 for the table that keeps sharing while generated code decodes flat bytes into records ({@code
 * FlatData.shared}/{@code share}, FORMAT.md §F8): it is keyed by the input's object positions, and
 * hostile bytes can place their message objects where a fixed hash puts them in one run of the
 * table. A {@code Node} whose 32,768 children sit at such positions (a 4.3 MB body, the rest zero
 * padding no pointer reaches) took ~0.4 s to decode before the bounded probe (16,384: 107 ms
 * against 1.6 ms; quadratic in the body); now about what children laid out by a writer cost. A
 * probe past 64 slots places the table again by a seeded hash (until 2026-12-01 it moved the
 * records into a HashMap); sharing is kept across the move. Thread CPU time, best of three.
 */
class FlatShareFloodTest {

  private static final int N = 1 << 15;

  /**
   * A root {@code Node} at 8 whose {@code children} list holds {@code n} pointers to objects of
   * their own (a {@code Node} with no fields: 16 bytes) followed by {@code repeats} pointers back
   * to the first children; with {@code placed}, every object sits where the table's slot (for the
   * table it ends with) falls in its first sixteenth.
   */
  static byte[] children(int n, int repeats, boolean placed) {
    int table = Integer.highestOneBit(2 * (n + 2)) * 2;
    int list = 24;
    int first = (list + 4 + 4 * (n + repeats) + 7) & ~7;
    int[] pos = new int[n];
    int p = first;
    for (int k = 0; k < n; ) {
      int slot = (p * 0x9E3779B9) >>> 8 & (table - 1);
      if (!placed || slot < table / 16) {
        pos[k++] = p;
        p += 16;
      } else {
        p += 8;
      }
    }
    ByteBuffer b = ByteBuffer.allocate(p).order(ByteOrder.LITTLE_ENDIAN);
    b.putInt(0, 8); // root_offset
    b.putShort(10, (short) 3); // the root: data_bytes 0, 3 pointers (name, children, next)
    b.putInt(16, list - 16); // children
    b.putInt(list, n + repeats);
    for (int i = 0; i < n + repeats; i++) {
      int slot = list + 4 + 4 * i;
      int target = pos[i < n ? i : i - n];
      b.putInt(slot, target - slot);
      b.putShort(target + 2, (short) 3);
    }
    return b.array();
  }

  private static void decode(byte[] bytes) {
    assertEquals(N, Flat.decode(Node.FLAT, bytes).children().size());
  }

  private static long bestCpuNanos(byte[] bytes) {
    return ThreadCpu.bestOfThree(() -> decode(bytes));
  }

  @Test
  void objectsPlacedForOneRunOfTheTableCostWhatOtherObjectsCost() {
    byte[] plain = children(N, 0, false);
    byte[] placed = children(N, 0, true);
    bestCpuNanos(plain);
    bestCpuNanos(placed);
    ThreadCpu.Times t =
        ThreadCpu.hostileWithin(
            "objects placed for one run of the table",
            () -> decode(plain),
            () -> decode(placed),
            plainNs -> 10 * plainNs + 50_000_000L);
    System.out.printf(
        "FlatShareFloodTest: 32,768 children: laid out %.1f ms (%,d bytes), placed %.1f ms (%,d"
            + " bytes)%n",
        t.plain() / 1e6, plain.length, t.hostile() / 1e6, placed.length);
  }

  @Test
  void sharingIsKeptWhenTheTableIsPlacedAgain() {
    int n = 4_096;
    byte[] bytes = children(n, 100, true);
    Node v = Flat.decode(Node.FLAT, bytes);
    List<Node> c = v.children();
    assertEquals(n + 100, c.size());
    for (int i = 0; i < 100; i++) {
      assertSame(c.get(i), c.get(n + i), "pointer " + (n + i) + " to child " + i);
    }
    assertEquals(new Node("", List.of(), null, null), c.get(n - 1));
  }
}
