package dev.bale.runtime;

import static dev.bale.runtime.Probe.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.bale.runtime.TestTypes.Image;
import dev.bale.runtime.TestTypes.Node;
import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Byte vectors written out by hand from FORMAT.md (not produced by the code under test), checked
 * both ways: the writer produces exactly these bytes and the reader decodes them to the value.
 */
class SpecVectorsTest {
  /** {@code message Bits { bool b0 = 1; ... bool b(n-1) = n; }}: n flag bits. */
  static CompactType<boolean[]> bits(int n) {
    return new CompactType<>() {
      @Override
      public String schemaName() {
        return "test.Bits";
      }

      @Override
      public String fieldName(int id) {
        return "b" + (id - 1);
      }

      @Override
      public void write(CompactSink w, boolean[] v) {
        if (!w.beginMessage(v, this)) {
          return;
        }
        for (boolean b : v) {
          w.flag(b);
        }
        w.endMessage(null);
      }

      @Override
      public boolean[] read(CompactSource r) {
        r.beginMessage(this);
        boolean[] v = new boolean[n];
        for (int i = 0; i < n; i++) {
          v[i] = r.flag(i);
        }
        r.endMessage(n);
        return v;
      }
    };
  }

  /** {@code message Nodes { list<Node> nodes = 1; }}. */
  static final CompactType<List<Node>> NODES =
      Probe.message(
          "test.Nodes",
          (w, v) -> {
            w.beginComposite();
            w.writeCount(v.size());
            for (Node n : v) {
              Node.TYPE.write(w, n);
            }
            w.endComposite();
          },
          r -> {
            r.beginComposite(null);
            int n = r.readCount(1);
            List<Node> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
              r.element(i);
              out.add(Node.TYPE.read(r));
            }
            r.endComposite();
            return out;
          });

  private static <T> void check(String hexBytes, CompactType<T> type, T value, CompactEncoder w) {
    assertArrayEquals(hex(hexBytes), w.encode(type, value), "encode");
    assertEquals(value, new CompactDecoder().decode(type, hex(hexBytes)), "decode");
  }

  @Test
  void imageWithStringDedupOnAndOff() {
    Image img = new Image("a", "a", 1, 2, false);
    // table_head 02 (1 string, no objects), length 01, "a"; header (5<<2)|2 = 16, flags 01
    // (title present), uri 0, title 0, width zigzag(1) = 02, height zigzag(2) = 04.
    check("02 01 61 16 01 00 00 02 04", Image.TYPE, img, new CompactEncoder());
    // Dedup off: two entries, indices 0 and 1 in walk order.
    check(
        "04 01 01 61 61 16 01 00 01 02 04",
        Image.TYPE,
        img,
        new CompactEncoder().dedupStrings(false));
    // Only the value bit of `big` set (bit 1), empty uri, no title.
    check(
        "02 00 12 02 00 00 00", Image.TYPE, new Image("", null, 0, 0, true), new CompactEncoder());
  }

  @Test
  void flagBitStrings() {
    // No bit set: has_flags = 0, empty body.
    assertArrayEquals(hex("00 00"), new CompactEncoder().encode(bits(3), new boolean[3]));
    assertArrayEquals(new boolean[3], new CompactDecoder().decode(bits(3), hex("00 00")));
    // Bit 8 only: two 7-bit groups, 80 02.
    boolean[] b = new boolean[9];
    b[8] = true;
    assertArrayEquals(hex("00 0a 80 02"), new CompactEncoder().encode(bits(9), b));
    assertArrayEquals(b, new CompactDecoder().decode(bits(9), hex("00 0a 80 02")));
    // More than 64 bits: bits 0, 63, 64, 69 -> ten groups; group 9 holds bits 63..69.
    boolean[] wide = new boolean[70];
    wide[0] = wide[63] = wide[64] = wide[69] = true;
    String h = "00 2a 81 80 80 80 80 80 80 80 80 43";
    assertArrayEquals(hex(h), new CompactEncoder().encode(bits(70), wide));
    assertArrayEquals(wide, new CompactDecoder().decode(bits(70), hex(h)));
    // A reader accepts more flag bytes than it knows; the extra set bits are unknown fields.
    boolean[] few = new CompactDecoder().decode(bits(2), hex(h));
    assertArrayEquals(new boolean[] {true, false}, few);
  }

  @Test
  void objectTableSharedPair() {
    Node n = new Node(7, null);
    // head 01 (no strings, has objects); count 01; entry 0 = Node(7): header 04, zigzag(7) = 0e;
    // root Nodes: header (3<<2) = 0c, count 02, two references (0<<1)|1 = 01.
    String h = "01 01 04 0e 0c 02 01 01";
    assertArrayEquals(
        hex(h), new CompactEncoder().dedupMessages(true).encode(NODES, List.of(n, n)));
    List<Node> back = new CompactDecoder().decode(NODES, hex(h));
    assertEquals(List.of(n, n), back);
    assertSame(back.get(0), back.get(1));
    // Without message dedup the same value is written twice, inline.
    assertArrayEquals(
        hex("00 14 02 04 0e 04 0e"), new CompactEncoder().encode(NODES, List.of(n, n)));
  }

  @Test
  void objectTableEntriesArePostOrder() {
    Node b = new Node(2, null);
    Node a = new Node(1, b);
    // a and b both occur twice. b completes first (inside a) -> entry 0 = 04 04; a -> entry 1:
    // header (3<<2)|2 = 0e, flags 01 (next present), zigzag(1) = 02, next = ref 0 = 01.
    // Root: header (4<<2) = 10, count 03, refs a = 03, a = 03, b = 01.
    String h = "01 02 04 04 0e 01 02 01 10 03 03 03 01";
    assertArrayEquals(
        hex(h), new CompactEncoder().dedupMessages(true).encode(NODES, List.of(a, a, b)));
    List<Node> back = new CompactDecoder().decode(NODES, hex(h));
    assertEquals(List.of(a, a, b), back);
    assertSame(back.get(0), back.get(1));
    assertSame(back.get(0).next(), back.get(2));
  }

  @Test
  void frame() {
    CompactEncoder w = new CompactEncoder();
    byte[] framed =
        w.encodeFramed(Image.TYPE, new Image("", null, 0, 0, true), 0x0102030405060708L);
    assertArrayEquals(hex("42414c45 00 01 0807060504030201 02 00 12 02 00 00 00"), framed);
  }

  /** {@code message Ints { list<i32> values = 1; }} (Appendix A, list layouts). */
  static final CompactType<int[]> INTS =
      Probe.message(
          "test.Ints",
          (w, v) -> {
            w.beginComposite();
            w.writeCount(v.length);
            w.writeI32s(IntList.of(v));
            w.endComposite();
          },
          r -> {
            r.beginComposite(null);
            int[] a = r.readI32s(r.readCount(1)).toIntArray();
            r.endComposite();
            return a;
          });

  @Test
  void listLayouts() {
    int[] block = new int[64];
    int[] varints = new int[64];
    for (int i = 0; i < 64; i++) {
      block[i] = new int[] {1, -20000, 1 << 30, 0}[i % 4];
      varints[i] = i % 4 + 1;
    }
    String blockHex = "00 c8 04 40 01" + " 34".repeat(16) + " 02 3f 9c 00 00 00 80 00".repeat(16);
    String varintHex = "00 88 02 40 00" + " 02 04 06 08".repeat(16);
    CompactEncoder w = new CompactEncoder();
    CompactDecoder r = new CompactDecoder();
    assertArrayEquals(hex(blockHex), w.encode(INTS, block));
    assertArrayEquals(block, r.decode(INTS, hex(blockHex)));
    assertArrayEquals(hex(varintHex), w.encode(INTS, varints));
    assertArrayEquals(varints, r.decode(INTS, hex(varintHex)));
  }
}
