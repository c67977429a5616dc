package dev.bale.runtime;

import static dev.bale.runtime.Probe.fails;
import static dev.bale.runtime.Probe.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.bale.runtime.EvolutionTypes.People;
import dev.bale.runtime.EvolutionTypes.PersonV2;
import dev.bale.runtime.TestTypes.Image;
import dev.bale.runtime.TestTypes.Media;
import dev.bale.runtime.TestTypes.Node;
import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** RELIABILITY.md G1-G7 against hand-forged and mutated input. */
class HostileInputTest {
  static final Image A = new Image("http://example.com/a.jpg", "A picture", 640, 480, true);
  static final Image B = new Image("http://example.com/b.jpg", null, 1, -2, false);
  static final Media MEDIA =
      new Media("Μέσα 😀", List.of(A, B, A, B), A, DoubleList.of(1.5, -0.0, Double.NaN));

  static final CompactType<Object[]> NODE_THEN_IMAGE =
      Probe.message(
          "test.Mix",
          (w, v) -> {
            Node.TYPE.write(w, (Node) v[0]);
            Image.TYPE.write(w, (Image) v[1]);
          },
          r -> new Object[] {Node.TYPE.read(r), Image.TYPE.read(r)});

  static final CompactType<Bytes> BYTES =
      Probe.message("test.Bytes", CompactSink::writeBytes, CompactSource::readBytes);

  static final CompactType<Integer> COUNT =
      Probe.message("test.Count", CompactSink::writeCount, r -> r.readCount(1));

  static List<byte[]> validInputs() {
    return List.of(
        new CompactEncoder().encode(Media.TYPE, MEDIA),
        new CompactEncoder().dedupMessages(true).encode(Media.TYPE, MEDIA),
        new CompactEncoder().dedupStrings(false).encode(Media.TYPE, MEDIA),
        new CompactEncoder().encode(Media.TYPE, new Media("", List.of(), null, DoubleList.EMPTY)));
  }

  @Test
  void objectReferenceErrors() {
    CompactDecoder r = new CompactDecoder();
    CompactType<List<Node>> nodes = SpecVectorsTest.NODES;
    // Entry 0 refers forward to entry 1.
    fails(
        ErrorCode.INVALID_OBJECT_REFERENCE,
        () -> r.decode(nodes, hex("01 02 0e 01 02 03 04 0e 08 01 01")));
    // Entry 0 refers to itself.
    fails(
        ErrorCode.INVALID_OBJECT_REFERENCE,
        () -> r.decode(nodes, hex("01 01 0e 01 02 01 08 01 01")));
    // Index 1 with one entry.
    fails(ErrorCode.INVALID_OBJECT_REFERENCE, () -> r.decode(nodes, hex("01 01 04 0e 08 01 03")));
    // A reference at the root.
    BaleException e =
        fails(ErrorCode.INVALID_OBJECT_REFERENCE, () -> r.decode(nodes, hex("01 01 04 0e 01")));
    assertEquals(4, e.offset());
    // A reference without an object table.
    fails(ErrorCode.INVALID_OBJECT_REFERENCE, () -> r.decode(nodes, hex("00 08 01 01")));
    // An entry that is itself a reference.
    fails(ErrorCode.INVALID_OBJECT_REFERENCE, () -> r.decode(nodes, hex("01 01 01 08 01 01")));
    // object_count 0 with has_objects = 1.
    fails(ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(nodes, hex("01 00 04 00")));
    // One entry read first as a Node, then as an Image.
    fails(
        ErrorCode.OBJECT_TYPE_MISMATCH,
        () -> r.decode(NODE_THEN_IMAGE, hex("01 01 04 0e 08 01 01")));
    // And the reader still works.
    assertEquals(List.of(new Node(7, null)), r.decode(nodes, hex("01 01 04 0e 08 01 01")));
  }

  @Test
  void forgedLengthsAndCounts() {
    CompactDecoder r = new CompactDecoder();
    // string_count 2^31.
    fails(ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(Media.TYPE, hex("80 80 80 80 10 00")));
    // string_count 2^62 (shift must not overflow).
    fails(
        ErrorCode.LENGTH_EXCEEDS_INPUT,
        () -> r.decode(Media.TYPE, hex("80 80 80 80 80 80 80 80 80 01")));
    // A string of 2^31-1 bytes.
    fails(ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(Media.TYPE, hex("02 ff ff ff ff 07 00")));
    // Two strings whose lengths fit one by one but not together.
    fails(ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(Media.TYPE, hex("04 02 02 61 62 00")));
    // bytes length 2^31-1, 2^64-1.
    fails(ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(BYTES, hex("00 14 ff ff ff ff 07")));
    fails(
        ErrorCode.LENGTH_EXCEEDS_INPUT,
        () -> r.decode(BYTES, hex("00 28 ff ff ff ff ff ff ff ff ff 01")));
    // list count 2^31-1 and 0xFFFFFFFF.
    fails(ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(COUNT, hex("00 14 ff ff ff ff 07")));
    fails(ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(COUNT, hex("00 14 ff ff ff ff 0f")));
    // Count 2 with one byte left.
    fails(ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(COUNT, hex("00 08 02 00")));
    // body length 2^30.
    fails(ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(Media.TYPE, hex("00 80 80 80 80 10")));
    // object_count 2^31-1.
    fails(ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(Media.TYPE, hex("01 ff ff ff ff 07 00")));
    // Nested body longer than its parent's body.
    fails(
        ErrorCode.LENGTH_EXCEEDS_INPUT, () -> r.decode(SpecVectorsTest.NODES, hex("00 08 01 10")));
  }

  @Test
  void flagsErrors() {
    CompactType<boolean[]> bits = SpecVectorsTest.bits(8);
    CompactDecoder r = new CompactDecoder();
    fails(ErrorCode.TRUNCATED, () -> r.decode(bits, hex("00 06 80")));
    fails(ErrorCode.VARINT_NONCANONICAL, () -> r.decode(bits, hex("00 06 00")));
    fails(ErrorCode.VARINT_NONCANONICAL, () -> r.decode(bits, hex("00 0a 81 00")));
  }

  @Test
  void invalidUtf8() {
    CompactType<boolean[]> none = SpecVectorsTest.bits(0);
    String[] bad = {
      "80",
      "bf",
      "c0 80",
      "c1 bf",
      "c2",
      "e0 80 80",
      "e0 9f bf",
      "ed a0 80",
      "ed bf bf",
      "e2 82",
      "f0 80 80 80",
      "f0 8f bf bf",
      "f4 90 80 80",
      "f5 80 80 80",
      "ff",
      "fe",
      "f0 9f 98",
      "61 80"
    };
    for (String b : bad) {
      byte[] s = hex(b);
      byte[] root = concat(hex("02"), new byte[] {(byte) s.length}, s, hex("00"));
      BaleException e =
          fails(ErrorCode.INVALID_UTF8, () -> new CompactDecoder().decode(none, root));
      assertEquals(2, e.offset(), b);
    }
    CompactType<String> str =
        Probe.message("test.S", CompactSink::writeString, CompactSource::readString);
    String[][] good = {
      {"e2 82 ac", "€"},
      {"f0 9f 98 80", "😀"},
      {"ed 9f bf", "\uD7FF"},
      {"ee 80 80", "\uE000"},
      {"f4 8f bf bf", "\uDBFF\uDFFF"},
      {"ef bb bf", "\uFEFF"},
      {"c2 80", "\u0080"}
    };
    for (String[] g : good) {
      byte[] s = hex(g[0]);
      byte[] root = concat(hex("02"), new byte[] {(byte) s.length}, s, hex("04 00"));
      assertEquals(g[1], new CompactDecoder().decode(str, root));
      assertArrayEquals(root, new CompactEncoder().encode(str, g[1]));
    }
  }

  @Test
  void everyTruncationFailsCleanly() {
    for (byte[] valid : validInputs()) {
      assertEquals(
          new CompactDecoder().decode(Media.TYPE, valid).title(),
          new CompactDecoder().decode(Media.TYPE, valid).title());
      CompactDecoder r = new CompactDecoder();
      for (int n = 0; n < valid.length; n++) {
        byte[] prefix = java.util.Arrays.copyOf(valid, n);
        try {
          r.decode(Media.TYPE, prefix);
          fail("prefix of " + n + " bytes decoded");
        } catch (BaleException expected) {
          assertTrue(expected.offset() >= 0 && expected.offset() <= n, expected.getMessage());
        }
      }
    }
  }

  @Test
  void mutatedInputNeverThrowsAnythingElse() {
    Random rnd = new Random(42);
    List<byte[]> inputs = validInputs();
    CompactDecoder r = new CompactDecoder();
    int ok = 0;
    for (int iter = 0; iter < 50_000; iter++) {
      byte[] b = inputs.get(rnd.nextInt(inputs.size())).clone();
      int flips = 1 + rnd.nextInt(3);
      for (int k = 0; k < flips; k++) {
        int i = rnd.nextInt(b.length);
        switch (rnd.nextInt(3)) {
          case 0:
            b[i] ^= (byte) (1 << rnd.nextInt(8));
            break;
          case 1:
            b[i] = (byte) rnd.nextInt(256);
            break;
          default:
            b[i] = (byte) (rnd.nextBoolean() ? 0xFF : 0x00);
        }
      }
      try {
        assertNotNull(r.decode(Media.TYPE, b));
        ok++;
      } catch (BaleException expected) {
        // fine
      } catch (Throwable t) {
        throw new AssertionError("iteration " + iter + " input " + Probe.hex(b), t);
      }
    }
    assertTrue(ok > 0, "some mutations should still decode");
  }

  @Test
  void errorPathNamesTheField() {
    Image i0 = new Image("u0", "t0", 1000, 1000, false);
    Image i1 = new Image("u1", "t1", 1000, 1000, false);
    Media m = new Media("m", List.of(i0, i1), null, DoubleList.EMPTY);
    byte[] b = new CompactEncoder().dedupStrings(false).encode(Media.TYPE, m);
    // Strings in walk order: m=0, u0=1, t0=2, u1=3, t1=4. Patch image 1's title index 4 -> 0x7f.
    String h = Probe.hex(b);
    int at = h.indexOf("0304d00f") / 2 + 1;
    b[at] = 0x7f;
    BaleException e =
        fails(
            ErrorCode.STRING_INDEX_OUT_OF_RANGE, () -> new CompactDecoder().decode(Media.TYPE, b));
    assertEquals("Media.images[1].title", e.path());
    assertEquals(at, e.offset());
    assertEquals(
        "STRING_INDEX_OUT_OF_RANGE at offset "
            + at
            + " in Media.images[1].title: string index 127 >= table size 5",
        e.getMessage());
  }

  @Test
  void depthLimitAtValueAndValuePlusOne() {
    Limits l = Limits.builder().depth(3).build();
    assertEquals(
        Node.chain(3),
        new CompactDecoder(l).decode(Node.TYPE, Compact.encode(Node.TYPE, Node.chain(3))));
    byte[] four = Compact.encode(Node.TYPE, Node.chain(4));
    fails(ErrorCode.DEPTH_LIMIT, () -> new CompactDecoder(l).decode(Node.TYPE, four));
    // Default: 64 passes, 65 fails, on both sides.
    byte[] b64 = Compact.encode(Node.TYPE, Node.chain(64));
    assertEquals(Node.chain(64), Compact.decode(Node.TYPE, b64));
    fails(ErrorCode.DEPTH_LIMIT, () -> Compact.encode(Node.TYPE, Node.chain(65)));
    byte[] b65 = new CompactEncoder().maxDepth(65).encode(Node.TYPE, Node.chain(65));
    BaleException e = fails(ErrorCode.DEPTH_LIMIT, () -> Compact.decode(Node.TYPE, b65));
    assertTrue(e.path().startsWith("Node.next.next"), e.path());
    // Lists count as levels too: Nodes(list) -> Node is depth 3 for the first node.
    CompactDecoder r2 = new CompactDecoder(Limits.builder().depth(2).build());
    byte[] nodes = new CompactEncoder().encode(SpecVectorsTest.NODES, List.of(new Node(1, null)));
    fails(ErrorCode.DEPTH_LIMIT, () -> r2.decode(SpecVectorsTest.NODES, nodes));
  }

  /** A Node chain {@code depth} levels deep, built by hand (the writer would refuse it). */
  static byte[] nodeBomb(int depth) {
    byte[] inner = hex("04 02");
    for (int d = 1; d < depth; d++) {
      int body = 2 + inner.length;
      ByteArrayOutputStream out = new ByteArrayOutputStream(body + 5);
      long header = ((long) body << 2) | 2;
      while ((header & ~0x7FL) != 0) {
        out.write((int) (header & 0x7F) | 0x80);
        header >>>= 7;
      }
      out.write((int) header);
      out.write(0x01); // flags: next present
      out.write(0x02); // value 1
      out.writeBytes(inner);
      inner = out.toByteArray();
    }
    return concat(hex("00"), inner);
  }

  @Test
  void depthBombOnASmallStack() throws Exception {
    byte[] bomb = nodeBomb(5000);
    AtomicReference<Throwable> result = new AtomicReference<>();
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                new CompactDecoder().decode(Node.TYPE, bomb);
              } catch (Throwable e) {
                result.set(e);
              }
            },
            "small",
            256 * 1024);
    t.start();
    t.join();
    assertTrue(result.get() instanceof BaleException, String.valueOf(result.get()));
    assertEquals(ErrorCode.DEPTH_LIMIT, ((BaleException) result.get()).code());
  }

  @Test
  void forgedLengthsAllocateLittle() {
    com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    assumeTrue(mx.isThreadAllocatedMemorySupported(), "thread allocation counting unsupported");
    mx.setThreadAllocatedMemoryEnabled(true);
    byte[][] forged = {
      hex("02 ff ff ff ff 07 00"), // one 2 GiB string
      hex("fe ff ff ff 0f 00"), // 2^31-1 strings
      hex("01 ff ff ff ff 07 00"), // 2^31-1 objects
      hex("00 80 80 80 80 10"), // body of 2^30
    };
    CompactDecoder r = new CompactDecoder();
    long tid = Thread.currentThread().getId();
    for (byte[] f : forged) {
      for (int warm = 0; warm < 50; warm++) {
        decodeQuietly(r, Media.TYPE, f);
        decodeQuietly(r, COUNT, hex("00 14 ff ff ff ff 07"));
      }
      long before = mx.getThreadAllocatedBytes(tid);
      decodeQuietly(r, Media.TYPE, f);
      decodeQuietly(r, COUNT, hex("00 14 ff ff ff ff 07"));
      long used = mx.getThreadAllocatedBytes(tid) - before;
      assertTrue(used < 64 * 1024, Probe.hex(f) + " allocated " + used);
    }
  }

  static void decodeQuietly(CompactDecoder r, CompactType<?> t, byte[] b) {
    try {
      r.decode(t, b);
      fail("decoded");
    } catch (BaleException expected) {
      // fine
    }
  }

  @Test
  void readerCarriesNothingBetweenRoots() {
    CompactDecoder r = new CompactDecoder();
    PersonV2 p = new PersonV2("n", "k", true, "e");
    assertEquals(p, r.decode(PersonV2.TYPE, Compact.encode(PersonV2.TYPE, p)));
    // Same message body, but this root's table has one string: index 2 is out of range.
    fails(
        ErrorCode.STRING_INDEX_OUT_OF_RANGE,
        () -> r.decode(PersonV2.TYPE, hex("02 01 6e 12 03 00 01 02")));
    // An object table from a previous root is gone too.
    assertEquals(
        List.of(new Node(7, null)), r.decode(SpecVectorsTest.NODES, hex("01 01 04 0e 08 01 01")));
    fails(
        ErrorCode.INVALID_OBJECT_REFERENCE,
        () -> r.decode(SpecVectorsTest.NODES, hex("00 08 01 01")));
  }

  @Test
  void writerCarriesNothingBetweenRoots() {
    CompactEncoder w = new CompactEncoder().dedupMessages(true);
    CompactType<String> s =
        Probe.message("test.S", CompactSink::writeString, CompactSource::readString);
    byte[] first = w.encode(s, "x");
    fails(ErrorCode.INVALID_STRING, () -> w.encode(s, "\uD800"));
    Node n = new Node(7, null);
    w.encode(SpecVectorsTest.NODES, List.of(n, n));
    assertArrayEquals(first, w.encode(s, "x"));
    assertArrayEquals(
        hex("01 01 04 0e 0c 02 01 01"), w.encode(SpecVectorsTest.NODES, List.of(n, n)));
  }

  @Test
  void limitsAtValueAndPlusOne() {
    CompactType<People<PersonV2>> people = People.type(PersonV2.TYPE);
    byte[] two = Compact.encode(people, new People<>(List.of(new PersonV2("a", null, false, "b"))));
    byte[] three =
        Compact.encode(people, new People<>(List.of(new PersonV2("a", "c", false, "b"))));
    CompactDecoder strings2 = new CompactDecoder(Limits.builder().maxStringTableEntries(2).build());
    strings2.decode(people, two);
    fails(ErrorCode.LIMIT_EXCEEDED, () -> strings2.decode(people, three));
    CompactDecoder objects2 = new CompactDecoder(Limits.builder().maxObjects(2).build());
    objects2.decode(people, two); // root + one person
    byte[] twoPeople =
        Compact.encode(
            people,
            new People<>(
                List.of(new PersonV2("a", null, false, "b"), new PersonV2("a", null, false, "b"))));
    fails(ErrorCode.LIMIT_EXCEEDED, () -> objects2.decode(people, twoPeople));
  }

  @Test
  void decodedSizeBudgetAtValueAndOneBelow() {
    CompactType<People<PersonV2>> people = People.type(PersonV2.TYPE);
    byte[] bytes =
        Compact.encode(
            people,
            new People<>(
                List.of(new PersonV2("a", null, false, "b"), new PersonV2("c", "d", true, "e"))));
    CompactDecoder any = new CompactDecoder();
    any.decode(people, bytes);
    long charged = any.decodedSize();
    assertTrue(charged > 0, "charged " + charged);
    Limits exact = Limits.builder().decodedSizeRatio(1).decodedSizeFloor(charged).build();
    new CompactDecoder(exact).decode(people, bytes);
    Limits below = exact.toBuilder().decodedSizeFloor(charged - 1).build();
    fails(ErrorCode.LIMIT_EXCEEDED, () -> new CompactDecoder(below).decode(people, bytes));
    // max(floor, ratio x input): the ratio alone admits it once ratio x input >= charged.
    long ratio = (charged + bytes.length - 1) / bytes.length;
    new CompactDecoder(Limits.builder().decodedSizeFloor(1).decodedSizeRatio((int) ratio).build())
        .decode(people, bytes);
    assertThrows(IllegalArgumentException.class, () -> Limits.builder().decodedSizeFloor(0));
    assertThrows(IllegalArgumentException.class, () -> Limits.builder().decodedSizeRatio(0));
    assertNotEquals(Limits.DEFAULT, exact);
    assertEquals(Long.MAX_VALUE, Limits.unlimited().decodedSizeBudget(Integer.MAX_VALUE));
  }

  @Test
  void circularValuesFailOnWrite() {
    Object[] cyc = new Object[1];
    CompactType<Object[]> self =
        new CompactType<>() {
          @Override
          public String schemaName() {
            return "test.Cycle";
          }

          @Override
          public String fieldName(int id) {
            return null;
          }

          @Override
          public void write(CompactSink w, Object[] v) {
            if (!w.beginMessage(v, this)) {
              return;
            }
            write(w, (Object[]) v[0]);
            w.endMessage(null);
          }

          @Override
          public Object[] read(CompactSource r) {
            throw new UnsupportedOperationException();
          }
        };
    cyc[0] = cyc;
    fails(ErrorCode.DEPTH_LIMIT, () -> new CompactEncoder().encode(self, cyc));
    fails(
        ErrorCode.INVALID_VALUE, () -> new CompactEncoder().dedupMessages(true).encode(self, cyc));
  }

  static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}
