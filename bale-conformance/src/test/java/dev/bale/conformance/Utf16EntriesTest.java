package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.Leaf;
import dev.bale.dynamic.Inspector;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamReader;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.RootTypes;
import dev.bale.schema.model.Decl;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * UTF-16 string-table entries (FORMAT.md §2.1) as random strings of every kind of text go through
 * the writer and every reader entry point, and the writer's choice of kind checked against an
 * independent computation of the smaller entry.
 */
class Utf16EntriesTest {
  private static final int ROUNDS = 400;

  /** A random string of one of the kinds: ASCII, Latin, CJK, emoji, or a mix of them. */
  static String randomString(SplittableRandom r) {
    int kind = r.nextInt(5);
    int n = r.nextInt(r.nextInt(10) == 0 ? 200 : 12);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      int k = kind == 4 ? r.nextInt(4) : kind;
      switch (k) {
        case 0 -> sb.append((char) r.nextInt(0x20, 0x7F));
        case 1 -> sb.append((char) r.nextInt(0xA0, 0x250));
        case 2 -> sb.append((char) r.nextInt(0x4E00, 0x9FFF));
        default -> sb.appendCodePoint(r.nextInt(0x1F300, 0x1FAFF));
      }
    }
    return sb.toString();
  }

  private static int uvarintSize(long v) {
    int n = 1;
    while (v >= 0x80) {
      v >>>= 7;
      n++;
    }
    return n;
  }

  @Test
  void theKindIsTheSmallerEntryAndUtf8OnATie() {
    SplittableRandom r = new SplittableRandom(20261128);
    int utf16 = 0;
    int ties = 0;
    List<String> strings = new ArrayList<>();
    for (int i = 0; i < ROUNDS; i++) {
      strings.add(randomString(r));
    }
    // Near the thresholds: n CJK chars, and CJK padded with ASCII around the tie.
    for (int n = 0; n < 80; n++) {
      strings.add("中".repeat(n));
      strings.add("中".repeat(n) + "a".repeat(n));
      strings.add("中".repeat(n) + "a".repeat(n + 1));
      strings.add("é".repeat(n) + "中".repeat(n / 2));
      // Short and long (the writer's bulk path) strings whose first char that is not ASCII is no
      // guide to the kind: an ASCII prefix then CJK; CJK first, then ASCII; Cyrillic or an emoji
      // first, then CJK.
      strings.add("x".repeat(n) + "中".repeat(n + 1));
      strings.add("中" + "a".repeat(n));
      strings.add("中".repeat(n / 2) + "ж".repeat(n));
      strings.add("ж".repeat(n) + "中".repeat(n));
      strings.add("\uD83D\uDE00" + "中".repeat(n));
    }
    for (String s : strings) {
      byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
      long asUtf8 = uvarintSize(utf8.length) + utf8.length;
      long asUtf16 = uvarintSize(2L * s.length()) + 1 + 2L * s.length();
      boolean expectUtf16 = asUtf16 < asUtf8;
      utf16 += expectUtf16 ? 1 : 0;
      ties += asUtf16 == asUtf8 ? 1 : 0;
      byte[] bytes = Compact.encode(Leaf.COMPACT, leaf(s));
      // table head 02, the entry (its length, its bytes), then the Leaf: header 08, index 00, 00.
      byte[] entry = Arrays.copyOfRange(bytes, 1, bytes.length - 3);
      assertEquals(Math.min(asUtf8, asUtf16), entry.length, s);
      byte[] payload = expectUtf16 ? s.getBytes(StandardCharsets.UTF_16LE) : utf8;
      assertArrayEquals(
          payload, Arrays.copyOfRange(entry, entry.length - payload.length, entry.length), s);
      int lenBytes = entry.length - payload.length;
      if (expectUtf16) {
        // The one-byte-longer form: the last length byte is 00, the one before it has its
        // continuation bit set.
        assertEquals(uvarintSize(payload.length) + 1, lenBytes, s);
        assertEquals(0, entry[lenBytes - 1], s);
        assertTrue((entry[lenBytes - 2] & 0x80) != 0, s);
      } else {
        assertEquals(uvarintSize(payload.length), lenBytes, s);
      }
      assertEquals(leaf(s), Compact.decode(Leaf.COMPACT, bytes));
    }
    assertTrue(utf16 >= 50, "UTF-16 entries: " + utf16);
    assertTrue(ties >= 3, "ties: " + ties);
  }

  @Test
  void randomTablesRoundTripThroughEveryEntryPoint() throws IOException {
    SplittableRandom r = new SplittableRandom(7);
    CompactType<List<Leaf>> type = RootTypes.list(Leaf.COMPACT);
    int mixed = 0;
    for (int round = 0; round < ROUNDS; round++) {
      List<Leaf> list = new ArrayList<>();
      int n = r.nextInt(1, 30);
      for (int i = 0; i < n; i++) {
        // Repeats, so that deduplicated tables refer to an entry twice.
        list.add(
            i > 0 && r.nextInt(5) == 0
                ? list.get(r.nextInt(i))
                : Leaf.builder().name(randomString(r)).value(r.nextInt()).build());
      }
      for (boolean dedup : new boolean[] {true, false}) {
        byte[] bytes = new CompactWriter().dedupStrings(dedup).encode(type, list);
        mixed += LeafRootTest.hasUtf16Entry(bytes) ? 1 : 0;
        // The generated codec over an array, a slice, heap and direct buffers, a stream.
        CompactReader reader = new CompactReader();
        assertEquals(list, reader.decode(type, bytes));
        byte[] padded = new byte[bytes.length + 7];
        System.arraycopy(bytes, 0, padded, 3, bytes.length);
        assertEquals(list, reader.decode(type, padded, 3, bytes.length));
        assertEquals(list, reader.decode(type, ByteBuffer.wrap(bytes)));
        ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length);
        direct.put(bytes).flip();
        assertEquals(list, reader.decode(type, direct));
        ByteArrayOutputStream twice = new ByteArrayOutputStream();
        twice.write(bytes);
        twice.write(bytes);
        ByteArrayInputStream in = new ByteArrayInputStream(twice.toByteArray());
        assertEquals(list, reader.decodeNext(type, in));
        assertEquals(list, reader.decodeNext(type, in));
        // Re-encoding the decoded value is a fixed point (the kind is the string's alone).
        assertArrayEquals(
            bytes,
            new CompactWriter().dedupStrings(dedup).encode(type, reader.decode(type, bytes)));
      }
    }
    assertTrue(mixed >= ROUNDS / 2, "roots with UTF-16 entries: " + mixed);
  }

  @Test
  void sessionStreamsCountBothKindsOfBytes() throws IOException {
    SplittableRandom r = new SplittableRandom(11);
    CompactType<List<Leaf>> type = RootTypes.list(Leaf.COMPACT);
    List<List<Leaf>> roots = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      List<Leaf> list = new ArrayList<>();
      for (int k = r.nextInt(1, 6); k > 0; k--) {
        list.add(Leaf.builder().name(randomString(r)).value(k).build());
      }
      roots.add(list);
    }
    // Caps small enough that the writer resets the table several times: the reader, with the
    // same caps, must count the same bytes (UTF-16 entries' included) to accept every root.
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<List<Leaf>> w =
        MessageStreamWriter.session(type, 42L, 7L, out).sessionCaps(40, 4096);
    for (List<Leaf> root : roots) {
      w.write(root);
    }
    w.close();
    MessageStreamDecoder<List<Leaf>> d =
        new MessageStreamDecoder<>(type, 42L).expectSession(7L).sessionLimits(40, 4096);
    MessageStreamReader<List<Leaf>> reader =
        new MessageStreamReader<>(d, new ByteArrayInputStream(out.toByteArray()));
    for (List<Leaf> root : roots) {
      assertEquals(root, reader.read());
    }
    assertTrue(d.sessionEpoch() > 0, "no reset: caps too large for the test");
  }

  @Test
  void theLongerFormIsTakenOnlyForTableLengths() {
    CompactReader reader = new CompactReader();
    // After a table with a UTF-16 entry, a Leaf value in the longer form (80 00) is overlong.
    for (int round = 0; round < 2; round++) {
      BaleException e =
          assertThrows(
              BaleException.class,
              () -> reader.decode(Leaf.COMPACT, Hex.decode("02 84 00 2d 4e 87 65 0c 00 80 00")));
      assertEquals(ErrorCode.VARINT_NONCANONICAL, e.code());
      assertEquals(9L, e.offset());
    }
    // A root whose table ends inside a length (read with the longer form allowed), then, on the
    // same reader, a Leaf whose value is a varint one byte longer than minimal (80 00).
    for (String first : new String[] {"02 84", "04 84 00 84", "02 84 00 2d"}) {
      assertThrows(
          BaleException.class, () -> reader.decode(Leaf.COMPACT, Hex.decode(first)), first);
      BaleException e =
          assertThrows(
              BaleException.class,
              () -> reader.decode(Leaf.COMPACT, Hex.decode("02 00 0c 00 80 00")));
      assertEquals(ErrorCode.VARINT_NONCANONICAL, e.code(), first);
      assertEquals(4L, e.offset(), first);
    }
  }

  @Test
  void inspectShowsUtf16EntriesInWireOrder() {
    Decl node = Schemas.schema("alltypes.bale").decls().get("alltypes.Node");
    byte[] bytes =
        Hex.decode(
            "08 01 84 00 02 84 00 61 c3 a9 2d 4e 87 65 e5 65 2c 67 32 01 00 02 08 01 00 08 02 00"
                + " 08 03 00");
    Inspector.Result res = Inspector.inspect(node, bytes, false);
    assertEquals(null, res.error());
    String out = res.render();
    assertTrue(out.contains("length 4 (UTF-16)"), out);
    int a = out.indexOf("\"a\"");
    int e = out.indexOf("\"é\"");
    int zh = out.indexOf("\"中文\" (UTF-16)");
    int ja = out.indexOf("\"日本\" (UTF-16)");
    assertTrue(a >= 0 && a < e && e < zh && zh < ja, out);
  }

  private static Leaf leaf(String s) {
    return Leaf.builder().name(s).value(0).build();
  }
}
