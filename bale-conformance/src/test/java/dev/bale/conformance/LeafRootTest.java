package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.RandomValues;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.internal.CompactAccess;
import dev.bale.runtime.internal.CompactSink;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import instrument.PriceLarge;
import instrument.PriceMedium;
import instrument.PriceSmall;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The one-pass path for roots of leaf message types ({@code CompactType.encodeLeaf}, taken by
 * {@code CompactWriter.encode(type, value)}) writes exactly the bytes of the general path (which
 * the stream entry point always takes), with string dedup on and off, and hands everything it does
 * not handle to the general path, whose bytes or errors are then the result.
 */
class LeafRootTest {
  private static final int VALUES_PER_TYPE = 150;

  @TestFactory
  Stream<DynamicTest> leafRootsEncodeAsTheGeneralPathDoes() {
    List<DynamicTest> out = new ArrayList<>();
    int leafTypes = 0;
    for (String file : files()) {
      for (Decl d : Schemas.schema(file).decls().values()) {
        if (!(d instanceof MessageDecl)) {
          continue;
        }
        Codec.Generated gen = (Codec.Generated) Codec.generated(file, d.fullName());
        if (!overridesEncodeLeaf(gen.type()) || TreeRootTest.treeRoot(d, gen.type())) {
          continue;
        }
        leafTypes++;
        out.add(DynamicTest.dynamicTest(file + " " + d.fullName(), () -> randomValues(file, d)));
      }
    }
    // The schemas hold leaf types (the price messages, media.Image, ...): a generator that stopped
    // emitting the path would otherwise pass this factory with nothing to run.
    assertTrue(leafTypes >= 10, "leaf types found: " + leafTypes);
    return out.stream();
  }

  /** The schemas whose message types the leaf-root tests walk (FlatRootStringsTest too). */
  static List<String> files() {
    return List.of(
        "media.bale",
        "alltypes.bale",
        "repos.bale",
        "twitter.bale",
        "citm.bale",
        "google_message1.bale",
        "google_message2.bale",
        "instrument.bale",
        "quotes.bale",
        "canada.bale");
  }

  private static boolean overridesEncodeLeaf(CompactType<?> type) {
    try {
      return type.getClass()
              .getMethod("encodeLeaf", CompactSink.class, Object.class)
              .getDeclaringClass()
          != CompactType.class;
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void randomValues(String file, Decl d) {
    Codec.Dynamic dyn = (Codec.Dynamic) Codec.dynamic(file, d.fullName());
    Codec gen = Codec.generated(file, d.fullName());
    for (int seed = 0; seed < VALUES_PER_TYPE; seed++) {
      byte[] bytes = new CompactWriter().encode(dyn.type(), new RandomValues(seed, 4).of(d));
      Object record = gen.decode(bytes);
      for (boolean dedup : new boolean[] {true, false}) {
        CompactWriter w = new CompactWriter().dedupStrings(dedup);
        byte[] expected = general(gen.type(), record, dedup);
        // The one-pass path leaves a root with a UTF-16 table entry (FORMAT.md §2.1) to the
        // general path, and only such a root.
        boolean utf16 = hasUtf16Entry(expected);
        Object leafBytes = gen.type().encodeLeaf(CompactAccess.sink(w), record);
        assertEquals(utf16, leafBytes == null, "the leaf path declined seed " + seed);
        byte[] written = w.encode(gen.type(), record);
        assertArrayEquals(expected, written, "seed " + seed + ", dedup " + dedup);
        // Decoding: the one-pass path takes these bytes (after the reader's first root, which
        // makes it keep the table's strings if two fields share one) and gives the general path's
        // value.
        CompactReader r = new CompactReader();
        assertEquals(record, r.decode(gen.type(), written));
        Object leaf = gen.type().decodeLeaf(CompactAccess.source(r), written, 0, written.length);
        if (!utf16) {
          assertNotNull(leaf, "the leaf decode declined seed " + seed);
        }
        if (leaf != null) {
          assertEquals(generalDecode(gen.type(), written), leaf, "seed " + seed);
        }
        assertEquals(record, r.decode(gen.type(), written));
      }
    }
  }

  /**
   * Whether the string table of the root {@code b} holds a UTF-16 entry: a length whose uvarint is
   * longer than one byte and ends in 0x00 (a minimal uvarint of two or more bytes never does).
   */
  static boolean hasUtf16Entry(byte[] b) {
    int p = 0;
    long head = 0;
    for (int shift = 0; ; shift += 7) {
      int x = b[p++] & 0xFF;
      head |= (long) (x & 0x7F) << shift;
      if (x < 0x80) {
        break;
      }
    }
    boolean found = false;
    for (long i = 0; i < head >>> 1; i++) {
      int first = p;
      int x;
      do {
        x = b[p++] & 0xFF;
      } while (x >= 0x80);
      found |= p - first > 1 && x == 0;
    }
    return found;
  }

  /** The general path's bytes: the stream entry point never takes the leaf path. */
  private static <T> byte[] general(CompactType<T> type, T value, boolean dedup) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      new CompactWriter().dedupStrings(dedup).encode(type, value, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /**
   * The general path's value: a direct buffer is read in place, never by the leaf path (its errors
   * are the byte[] path's: IoVariantsTest).
   */
  private static <T> T generalDecode(CompactType<T> type, byte[] bytes) {
    java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
    return new CompactReader().decode(type, direct);
  }

  private static <T> void same(CompactType<T> type, T value) {
    for (boolean dedup : new boolean[] {true, false}) {
      assertArrayEquals(
          general(type, value, dedup), new CompactWriter().dedupStrings(dedup).encode(type, value));
    }
  }

  @Test
  void unknownAndMissingFieldsDecodeOnTheGeneralPath() {
    PriceMedium newer = PriceMedium.builder().symbol("S").exchange("NYSE").last(1.5).build();
    byte[] newerBytes = newer.toCompactBytes();
    // Read by an older reader: an unknown tail, kept.
    assertNull(
        PriceSmall.COMPACT.decodeLeaf(
            CompactAccess.source(new CompactReader()), newerBytes, 0, newerBytes.length));
    PriceSmall older = PriceSmall.fromCompactBytes(newerBytes);
    assertNotNull(older.unknownFields());
    assertEquals(generalDecode(PriceSmall.COMPACT, newerBytes), older);
    // Bytes of an older writer: the missing fields take their defaults.
    byte[] olderBytes = PriceSmall.builder().symbol("S").bidSize(7).build().toCompactBytes();
    PriceMedium fromOlder = PriceMedium.fromCompactBytes(olderBytes);
    assertEquals(PriceMedium.builder().symbol("S").bidSize(7).build(), fromOlder);
    // A reader with a decoded-size budget or a table limit below the root reports them.
    byte[] bytes = newer.toCompactBytes();
    BaleException budget =
        assertThrows(
            BaleException.class,
            () ->
                new CompactReader(
                        dev.bale.runtime.Limits.DEFAULT.toBuilder()
                            .decodedSizeFloor(1)
                            .decodedSizeRatio(1)
                            .build())
                    .decode(PriceMedium.COMPACT, bytes));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, budget.code());
    BaleException table =
        assertThrows(
            BaleException.class,
            () ->
                new CompactReader(
                        dev.bale.runtime.Limits.DEFAULT.toBuilder()
                            .maxStringTableEntries(1)
                            .build())
                    .decode(PriceMedium.COMPACT, bytes));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, table.code());
  }

  @Test
  void corruptLeafRootsFailAsOnTheGeneralPath() {
    // A two-byte root header and three strings; a one-byte header and one string (the leaf path's
    // common table, CompactDecoder.leafCommon); two strings, one not ASCII.
    corruptEveryWay(
        PriceLarge.COMPACT,
        PriceLarge.builder().symbol("AB").exchange("X").halted(true).build().toCompactBytes());
    corruptEveryWay(
        PriceSmall.COMPACT,
        PriceSmall.builder().symbol("AAPL").bidSize(300).build().toCompactBytes());
    // Every kind of field the leaf path reads over locals: multi-byte varints of every length up to
    // ten bytes (i64), zigzag i32 at its limits, an optional string and an enum.
    corruptEveryWay(
        PriceLarge.COMPACT,
        PriceLarge.builder()
            .symbol("A")
            .timestamp(Long.MIN_VALUE)
            .volume(1L << 50)
            .sequence(-(1L << 20))
            .bidSize(Integer.MIN_VALUE)
            .askSize(Integer.MAX_VALUE)
            .currency("USD")
            .build()
            .toCompactBytes());
    media.Image image =
        media.Image.builder()
            .uri("http://a/b")
            .title("T")
            .width(1024)
            .height(768)
            .size(media.Size.LARGE)
            .build();
    corruptEveryWay(media.Image.COMPACT, image.toCompactBytes());
    corruptEveryWay(
        media.Image.COMPACT, media.Image.builder().uri("u").width(1).build().toCompactBytes());
    corruptEveryWay(
        PriceMedium.COMPACT,
        PriceMedium.builder()
            .symbol("É")
            .exchange("XNAS")
            .timestamp(1L << 40)
            .build()
            .toCompactBytes());
  }

  /**
   * The leaf path's varint reads (CompactDecoder.leafI64/leafI32: one and two bytes tested, three
   * to eight from one 64-bit load, the rest and the body's last 7 bytes by the ordinary reads) at
   * every length: i64 values of every bit length, both signs, and i32 ones clamped to the type,
   * read by the leaf path (which must take them) as the record they were written from; for one
   * value of each varint length, every cut and bit flip against the general path.
   */
  @Test
  void leafVarintsOfEveryLength() {
    CompactReader r = new CompactReader();
    for (int k = 0; k < 64; k++) {
      long v = 1L << k;
      int i = k < 31 ? (int) v : Integer.MAX_VALUE;
      PriceMedium m =
          PriceMedium.builder()
              .symbol("S")
              .timestamp(v)
              .bidSize(i)
              .askSize(-i - 1)
              .volume(-v)
              .bid(-v)
              .exchange("X")
              .build();
      byte[] bytes = m.toCompactBytes();
      Object leaf = PriceMedium.COMPACT.decodeLeaf(CompactAccess.source(r), bytes, 0, bytes.length);
      assertEquals(m, leaf, "bit " + k);
      assertEquals(m, generalDecode(PriceMedium.COMPACT, bytes), "bit " + k);
      if (k % 7 == 6) {
        corruptEveryWay(PriceMedium.COMPACT, bytes);
      }
    }
  }

  @Test
  void leafVarintWritesOfEveryLength() {
    // leafZigzag: every bit length of both signs, each zigzag field of PriceLarge, as the general
    // path writes them (one to ten bytes; the straight-line stores from three bytes on).
    for (int k = 0; k < 64; k++) {
      for (long v : new long[] {1L << k, -(1L << k), (1L << k) - 1, ~((1L << k) - 1)}) {
        int i = (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
        same(
            PriceLarge.COMPACT,
            PriceLarge.builder()
                .symbol("S")
                .timestamp(v)
                .bidSize(i)
                .askSize(-i)
                .volume(~v)
                .sequence(v)
                .build());
      }
    }
  }

  @Test
  void shortAsciiStringsInEveryCombination() {
    // leafLength packs ASCII strings of up to 7 chars (their bytes compared for dedup, put with one
    // store): lengths 0 to 9, equal and unequal strings of one length and first char, non-ASCII.
    String[] strings = {
      "",
      "A",
      "AB",
      "AC",
      "BA",
      "ABCDEFG",
      "ABCDEFH",
      "ABCDEFGH",
      "ABCDEFGX",
      "ABCDEFGHI",
      "é",
      "Aé",
      "Bé",
      "\u0000",
      "~\u007f"
    };
    for (String a : strings) {
      for (String b : strings) {
        for (String c : strings) {
          same(PriceLarge.COMPACT, PriceLarge.builder().symbol(a).exchange(b).currency(c).build());
        }
        same(PriceMedium.COMPACT, PriceMedium.builder().symbol(a).exchange(b).build());
      }
      same(PriceSmall.COMPACT, PriceSmall.builder().symbol(a).build());
    }
  }

  @Test
  void aPackedStringWithoutEightBytesOfRoomIsPutByteByByte() {
    CompactSink w = CompactAccess.sink(new CompactWriter());
    for (String s : new String[] {"", "a", "abc", "abcdefg"}) {
      long len = w.leafLength(s);
      assertTrue(CompactSink.leafPacked(len), s);
      assertEquals(s.length(), CompactSink.leafLen(len));
      for (int room = s.length(); room <= s.length() + 9; room++) {
        byte[] b = new byte[1 + room];
        assertEquals(1 + s.length(), CompactSink.putLeafString(b, 1, s, len, b.length));
        assertEquals(s, new String(b, 1, s.length(), java.nio.charset.StandardCharsets.US_ASCII));
      }
    }
    assertTrue(!CompactSink.leafPacked(w.leafLength("abcdefgh")));
    assertTrue(!CompactSink.leafPacked(w.leafLength("é")));
  }

  private static <T> void corruptEveryWay(CompactType<T> type, byte[] good) {
    for (int cut = 0; cut < good.length; cut++) {
      byte[] bad = java.util.Arrays.copyOf(good, cut);
      assertSameFailure(type, bad);
    }
    for (int i = 0; i < good.length; i++) {
      for (int bit = 0; bit < 8; bit++) {
        byte[] bad = good.clone();
        bad[i] ^= (byte) (1 << bit);
        assertSameFailure(type, bad);
      }
    }
    for (int cut = 1; cut <= bodyLength(good); cut++) {
      assertSameFailure(type, cutBody(good, cut));
    }
  }

  /**
   * A root of a one-byte table head and one-byte lengths ({@code good}'s form here) whose body is
   * {@code cut} bytes shorter and whose header says so: the leaf path's table and header checks
   * pass, and a field read must find the body's end (CompactDecoder.leafFixed's check of a run of
   * f64, the varint reads' fallbacks) as the general path does.
   */
  private static byte[] cutBody(byte[] good, int cut) {
    int at = headerAt(good);
    int header = headerValue(good, at);
    int hl = good[at] < 0 ? 2 : 1;
    int body = (header >>> 2) - cut;
    int h = body << 2 | (header & 3);
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    out.write(good, 0, at);
    if (h < 0x80) {
      out.write(h);
    } else {
      out.write(h & 0x7F | 0x80);
      out.write(h >>> 7);
    }
    out.write(good, at + hl, body);
    return out.toByteArray();
  }

  private static int bodyLength(byte[] good) {
    return headerValue(good, headerAt(good)) >>> 2;
  }

  private static int headerAt(byte[] good) {
    int n = good[0] >>> 1;
    int at = 1 + n;
    for (int i = 0; i < n; i++) {
      at += good[1 + i];
    }
    return at;
  }

  private static int headerValue(byte[] good, int at) {
    return good[at] < 0 ? (good[at] & 0x7F) | good[at + 1] << 7 : good[at];
  }

  /** byte[] decode (leaf path first) and the general path agree: value, or code, offset, path. */
  private static <T> void assertSameFailure(CompactType<T> type, byte[] bytes) {
    Object a;
    Object b;
    try {
      a = new CompactReader().decode(type, bytes);
    } catch (BaleException e) {
      a = e.code() + "@" + e.offset() + " " + e.path();
    }
    try {
      b = generalDecode(type, bytes);
    } catch (BaleException e) {
      b = e.code() + "@" + e.offset() + " " + e.path();
    }
    assertEquals(b, a, () -> Hex.encode(bytes));
  }

  @Test
  void fieldsSharingAnEntryShareOneString() {
    PriceLarge v =
        PriceLarge.builder().symbol("EUR").exchange("XETRA").currency("EUR").halted(true).build();
    byte[] bytes = new CompactWriter().encode(PriceLarge.COMPACT, v);
    assertEquals(4, bytes[0], "table head: two entries, no objects");
    CompactReader r = new CompactReader();
    // The leaf path makes strings only when a field refers to them; the second reference to an
    // entry reads the root again keeping the entries, and so do later roots on this reader.
    for (int i = 0; i < 3; i++) {
      PriceLarge d = r.decode(PriceLarge.COMPACT, bytes);
      assertEquals(v, d);
      assertSame(d.symbol(), d.currency(), "root " + i);
      assertNotNull(
          PriceLarge.COMPACT.decodeLeaf(CompactAccess.source(r), bytes, 0, bytes.length),
          "the leaf path, keeping entries");
    }
    PriceLarge general = generalDecode(PriceLarge.COMPACT, bytes);
    assertSame(general.symbol(), general.currency());
    // Without sharing, a fresh reader takes the leaf path without keeping entries.
    PriceLarge distinct =
        PriceLarge.builder().symbol("EUR").exchange("XETRA").currency("USD").build();
    byte[] d = distinct.toCompactBytes();
    assertEquals(
        distinct,
        PriceLarge.COMPACT.decodeLeaf(CompactAccess.source(new CompactReader()), d, 0, d.length));
    corruptEveryWay(PriceLarge.COMPACT, bytes);
  }

  @Test
  void equalStringsShareAnEntryOnlyWithDedup() {
    PriceLarge v =
        PriceLarge.builder().symbol("EUR").exchange("XETRA").currency("EUR").halted(true).build();
    CompactWriter w = new CompactWriter();
    byte[] on = w.encode(PriceLarge.COMPACT, v);
    // Two entries: "EUR" and "XETRA"; currency refers to entry 0.
    assertEquals(4, on[0], "table head: two entries, no objects");
    byte[] off = new CompactWriter().dedupStrings(false).encode(PriceLarge.COMPACT, v);
    assertEquals(6, off[0], "table head: three entries");
    same(PriceLarge.COMPACT, v);
  }

  @Test
  void tableLengthsAndAsciiOfEverySizeDecodeAsOnTheGeneralPath() {
    // leafCommon reads up to 8 one-byte lengths in one load and tests up to 16 bytes of strings
    // for ASCII in one or two loads: string bytes of 0 to 24 in all, with one non-ASCII char (two
    // UTF-8 bytes, or a C1 control) at every position, in roots of one, two and three strings.
    for (int total = 0; total <= 24; total++) {
      for (int at = -1; at < total; at++) {
        for (String odd : new String[] {"é", "\u0080"}) {
          StringBuilder all = new StringBuilder("x".repeat(total));
          if (at >= 0) {
            all.replace(at, at + 1, odd);
          }
          String t = all.toString();
          int a = t.length() / 3;
          int b = 2 * t.length() / 3;
          decodesAsGeneral(PriceSmall.COMPACT, PriceSmall.builder().symbol(t).build());
          decodesAsGeneral(
              PriceMedium.COMPACT,
              PriceMedium.builder().symbol(t.substring(0, a)).exchange(t.substring(a)).build());
          decodesAsGeneral(
              PriceLarge.COMPACT,
              PriceLarge.builder()
                  .symbol(t.substring(0, a))
                  .exchange(t.substring(a, b))
                  .currency(t.substring(b))
                  .build());
        }
      }
    }
  }

  private static <T> void decodesAsGeneral(CompactType<T> type, T value) {
    byte[] bytes = new CompactWriter().dedupStrings(false).encode(type, value);
    assertEquals(value, generalDecode(type, bytes));
    assertEquals(value, new CompactReader().decode(type, bytes));
    // The same bytes at the end of a larger array (no room for the 8- and 16-byte loads past them).
    byte[] shifted = new byte[bytes.length + 3];
    System.arraycopy(bytes, 0, shifted, 3, bytes.length);
    assertEquals(value, new CompactReader().decode(type, shifted, 3, bytes.length));
  }

  @Test
  void nonAsciiLongAndEmptyStrings() {
    String longAscii = "x".repeat(300); // a two-byte length
    String mixed = "Zürich 東京 \uD83D\uDE00 " + "é".repeat(100);
    for (String s : new String[] {"", longAscii, mixed, "ä", "\uD83D\uDE00"}) {
      same(PriceMedium.COMPACT, PriceMedium.builder().symbol(s).exchange(mixed).build());
      same(PriceSmall.COMPACT, PriceSmall.builder().symbol(s).bid(-0.0).timestamp(-1).build());
    }
    PriceSmall v = PriceSmall.builder().symbol(mixed).build();
    assertEquals(v, PriceSmall.fromCompactBytes(v.toCompactBytes()));
  }

  @Test
  void aStringBeyondTheLeafLimitsTakesTheGeneralPath() {
    String huge = "y".repeat((1 << 20) + 1);
    PriceSmall v = PriceSmall.builder().symbol(huge).build();
    assertNull(PriceSmall.COMPACT.encodeLeaf(CompactAccess.sink(new CompactWriter()), v));
    same(PriceSmall.COMPACT, v);
    assertEquals(v, new CompactReader().decode(PriceSmall.COMPACT, v.toCompactBytes()));
  }

  @Test
  void aLoneSurrogateFailsAsOnTheGeneralPath() {
    PriceMedium v = PriceMedium.builder().symbol("ok").exchange("bad\uD800").build();
    CompactWriter w = new CompactWriter();
    assertNull(PriceMedium.COMPACT.encodeLeaf(CompactAccess.sink(w), v), "declined");
    BaleException e = assertThrows(BaleException.class, () -> w.encode(PriceMedium.COMPACT, v));
    assertEquals(ErrorCode.INVALID_STRING, e.code());
    assertEquals("PriceMedium.exchange", e.path());
    // The writer is usable afterwards, on both paths.
    PriceMedium ok = PriceMedium.builder().symbol("ok").exchange("fine").build();
    assertEquals(ok, PriceMedium.fromCompactBytes(w.encode(PriceMedium.COMPACT, ok)));
    assertNotNull(PriceMedium.COMPACT.encodeLeaf(CompactAccess.sink(w), ok));
  }

  @Test
  void unknownFieldsTakeTheGeneralPath() {
    // A PriceSmall read by an older reader: the fields of PriceMedium beyond PriceSmall's six are
    // an unknown tail, which only the general path writes back (with the origin's table).
    PriceMedium newer = PriceMedium.builder().symbol("S").exchange("NYSE").last(1.5).build();
    PriceSmall older = PriceSmall.fromCompactBytes(newer.toCompactBytes());
    assertNotNull(older.unknownFields());
    CompactWriter w = new CompactWriter();
    assertNull(PriceSmall.COMPACT.encodeLeaf(CompactAccess.sink(w), older));
    assertArrayEquals(newer.toCompactBytes(), w.encode(PriceSmall.COMPACT, older));
  }
}
