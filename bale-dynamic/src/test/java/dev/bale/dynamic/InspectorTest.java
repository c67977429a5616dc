package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The annotated dump: complete on valid input, bounded and typed on every corruption. */
class InspectorTest {
  static final JsonBridge.Type MEDIA = MediaRoundTripTest.MEDIA;
  static final byte[] MEDIA1 = MEDIA.jsonToCompact(TestSchemas.media(1), EncodeOptions.DEFAULT);

  /** The line limit holds lines, counts the rest and still checks the whole input. */
  @Test
  void lineLimitKeepsTheFirstLinesAndCountsTheRest() {
    Inspector.Result all = MEDIA.inspect(MEDIA1, false, dev.bale.runtime.Limits.DEFAULT, 0);
    Inspector.Result some = MEDIA.inspect(MEDIA1, false, dev.bale.runtime.Limits.DEFAULT, 4);
    assertEquals(0, all.linesNotShown());
    assertEquals(4, some.lines().size());
    String[] allLines = all.render().split("\n");
    String[] someLines = some.render().split("\n");
    assertEquals(5, someLines.length);
    assertEquals(List.of(allLines).subList(0, 4), List.of(someLines).subList(0, 4));
    assertEquals(all.lines().size() - 4, some.linesNotShown());
    assertTrue(
        some.render().endsWith("more not shown (raise the line limit, --limit, to see them)\n"),
        some.render());
    // An error past the limit is still found and reported.
    byte[] cut = Arrays.copyOf(MEDIA1, MEDIA1.length - 1);
    Inspector.Result bad = MEDIA.inspect(cut, false, dev.bale.runtime.Limits.DEFAULT, 2);
    assertNotNull(bad.error());
    assertEquals(2, bad.lines().size());
    assertTrue(bad.render().contains("error: "), bad.render());
  }

  /** A {@code list<i32>} in the block layout: the layout byte, the tags, then one line a value. */
  @Test
  void showsBothListLayouts() {
    JsonBridge.Type block =
        JsonBridge.forSchema(TestSchemas.load("instrument.bale")).type("instrument.IntBlock");
    StringBuilder big = new StringBuilder("{\"varint\":[");
    StringBuilder small = new StringBuilder("{\"varint\":[");
    for (int i = 0; i < 65; i++) {
      big.append(i == 0 ? "" : ",").append(i % 4 == 2 ? 1 << 30 : -i * 300);
      small.append(i == 0 ? "" : ",").append(i % 7);
    }
    Inspector.Result r =
        block.inspect(block.jsonToCompact(big + "]}", EncodeOptions.DEFAULT), false);
    assertNull(r.error(), () -> r.render());
    String text = r.render();
    assertTrue(text.contains("layout 1: block"), text);
    assertTrue(text.contains("17 tag bytes"), text);
    assertTrue(text.contains("IntBlock.varint[2]"), text);
    assertTrue(text.contains("1073741824"), text);
    assertTrue(text.contains("-19200"), text); // element 64
    Inspector.Result v =
        block.inspect(block.jsonToCompact(small + "]}", EncodeOptions.DEFAULT), false);
    assertNull(v.error(), () -> v.render());
    assertTrue(v.render().contains("layout 0: varints"), v.render());
  }

  @Test
  void dumpsEveryItemOfAValidMessage() {
    Inspector.Result r = MEDIA.inspect(MEDIA1, false);
    assertNull(r.error(), () -> r.render());
    String text = r.render();
    assertTrue(text.contains("string table: 7 strings, object table: no"), text);
    assertTrue(text.contains("\"http://javaone.com/keynote.mpg\""), text);
    assertTrue(text.contains("MediaContent.media.duration"), text);
    assertTrue(text.contains("18000000"), text);
    assertTrue(text.contains("flags: title?=1 bitrate?=1 copyright?=0"), text);
    assertTrue(text.contains("MediaContent.images[1].size"), text);
    assertTrue(text.contains("SMALL (0)"), text);
    // Lines are in offset order and the last item ends the input.
    int last = -1;
    for (Inspector.Line l : r.lines()) {
      assertTrue(l.offset() >= last, l.toString());
      last = l.offset();
    }
    assertEquals(MEDIA1.length - 1, last);
  }

  @Test
  void framedInput() {
    byte[] framed = MEDIA.encode(MEDIA.decode(MEDIA1), EncodeOptions.DEFAULT.withFramed(true));
    Inspector.Result r = MEDIA.inspect(framed, true);
    assertNull(r.error(), r::render);
    assertTrue(r.render().contains(String.format("fingerprint %016x", MEDIA.fingerprint())));
    Inspector.Result bad = MEDIA.inspect(MEDIA1, true);
    assertEquals(ErrorCode.BAD_MAGIC, bad.error().code());
  }

  @Test
  void everyTruncationEndsInATypedError() {
    for (int n = 0; n < MEDIA1.length; n++) {
      Inspector.Result r = MEDIA.inspect(Arrays.copyOf(MEDIA1, n), false);
      assertNotNull(r.error(), "prefix of " + n + " bytes");
      ErrorCode c = r.error().code();
      assertTrue(
          c == ErrorCode.TRUNCATED || c == ErrorCode.LENGTH_EXCEEDS_INPUT,
          n + ": " + r.error().getMessage());
      assertTrue(r.render().endsWith(System.lineSeparator()));
      assertTrue(r.render().contains("error: " + c), r.render());
    }
  }

  /** A string length of 2^64-1 reads as a negative long: it must not move the reader backwards. */
  @Test
  void hugeStringLengthIsRejected() {
    byte[] bytes = {0x02, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0x01, 0x00, 0x00};
    Inspector.Result r = MEDIA.inspect(bytes, false);
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, r.error().code());
    BaleException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            BaleException.class, () -> MEDIA.decode(bytes));
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, e.code());
  }

  @Test
  void trailingBytes() {
    byte[] longer = Arrays.copyOf(MEDIA1, MEDIA1.length + 1);
    assertEquals(ErrorCode.TRAILING_BYTES, MEDIA.inspect(longer, false).error().code());
  }

  /**
   * Random corruption (bit flips, byte overwrites, truncations) of valid messages: the dump never
   * throws, and it accepts exactly what the decoder accepts, with the same error code.
   */
  @Test
  void corruptInputAgreesWithTheDecoder() {
    JsonBridge.Type all = JsonMappingTest.ALL;
    byte[] allBytes =
        all.jsonToCompact(
            "{\"shape\":{\"box\":{\"corners\":[{\"x\":1,\"y\":2}],\"label\":\"l\"}},"
                + "\"l_string\":[\"a\",\"b\",\"a\"],\"m_i32\":{\"1\":\"a\",\"2\":\"b\"},"
                + "\"o_leaf\":{\"name\":\"x\",\"value\":3},\"xl_i32\":[1,2,3],\"o_bool\":true,"
                + "\"l_shape\":[{\"nested\":{\"flag\":true}}],\"f_f64\":1.5,\"m_enum\":{\"9\":\"z\"}}",
            EncodeOptions.DEFAULT);
    SplittableRandom rnd = new SplittableRandom(1);
    checkAgreement(MEDIA, MEDIA1, rnd, 3_000);
    checkAgreement(all, allBytes, rnd, 3_000);
    checkAgreement(all, sharedLeaves(), rnd, 3_000);
  }

  private static void checkAgreement(
      JsonBridge.Type type, byte[] valid, SplittableRandom rnd, int rounds) {
    for (int i = 0; i < rounds; i++) {
      byte[] b = valid.clone();
      int kind = rnd.nextInt(3);
      if (kind == 0) {
        int bit = rnd.nextInt(b.length * 8);
        b[bit >>> 3] ^= (byte) (1 << (bit & 7));
      } else if (kind == 1) {
        b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
      } else {
        b = Arrays.copyOf(b, rnd.nextInt(b.length));
      }
      byte[] input = b;
      Inspector.Result r = type.inspect(input, false);
      BaleException decodeError = null;
      try {
        type.decode(input);
      } catch (BaleException e) {
        decodeError = e;
      }
      // Same verdict, same code, same offset.
      String expected =
          decodeError == null ? null : decodeError.code() + "@" + decodeError.offset();
      String actual = r.error() == null ? null : r.error().code() + "@" + r.error().offset();
      assertEquals(expected, actual, () -> "input " + hex(input) + "\n" + r.render());
    }
  }

  /** AllTypes whose leaf fields and list share Leaf instances: bytes with an object table. */
  static byte[] sharedLeaves() {
    JsonBridge.Type all = JsonMappingTest.ALL;
    Value leaf = JsonMappingTest.BRIDGE.type("Leaf").fromJson("{\"name\":\"s\",\"value\":7}");
    Value other = JsonMappingTest.BRIDGE.type("Leaf").fromJson("{\"name\":\"t\"}");
    Value.Message m =
        ((Value.Message) all.fromJson(JsonMappingTest.doc("")))
            .with("leaf", leaf)
            .with("o_leaf", other)
            .with("l_leaf", new Value.ListOf(List.of(other, leaf, leaf)));
    byte[] bytes = all.encode(m, EncodeOptions.DEFAULT.withDedupMessages(true));
    assertEquals(m, all.decode(bytes));
    return bytes;
  }

  @Test
  void objectTableEntriesAreShownAtTheirFirstReference() {
    Inspector.Result r = JsonMappingTest.ALL.inspect(sharedLeaves(), false);
    assertNull(r.error(), r::render);
    String text = r.render();
    assertTrue(text.contains("object table: 2 entries"), text);
    assertTrue(text.contains("AllTypes.leaf  "), text);
    assertTrue(text.contains("reference to object #"), text);
    assertTrue(text.contains("(shown above)"), text);
    assertTrue(text.contains("AllTypes.leaf<#0>.name"), text);
    assertTrue(text.contains("AllTypes.l_leaf[1]") && text.contains("#0 (shown above)"), text);
  }

  @Test
  void unknownTailIsShown() {
    Value v2 = EvolutionTest.V2.fromJson(EvolutionTest.V2_JSON);
    byte[] bytes = EvolutionTest.V2.encode(v2, EncodeOptions.DEFAULT);
    Inspector.Result r = EvolutionTest.V1.inspect(bytes, false);
    assertNull(r.error(), r::render);
    assertTrue(r.render().contains("unknown tail"), r.render());
    assertTrue(r.render().contains("unknown set"), r.render());
    assertFalse(r.lines().isEmpty());
  }

  @Test
  void depthLimitAgreesWithTheDecoder() {
    JsonBridge.Type node = JsonMappingTest.BRIDGE.type("alltypes.Node");
    for (int messages : new int[] {63, 64, 65}) {
      Value v = node.fromJson("{}");
      for (int i = 1; i < messages; i++) {
        v = ((Value.Message) node.fromJson("{}")).with("next", v);
      }
      // Each message has an empty children list one level below it.
      byte[] bytes =
          new dev.bale.runtime.CompactWriter().maxDepth(200).encode(node.compactType(), v);
      ErrorCode decodeError = null;
      try {
        node.decode(bytes);
      } catch (BaleException e) {
        decodeError = e.code();
      }
      Inspector.Result r = node.inspect(bytes, false);
      assertEquals(decodeError, r.error() == null ? null : r.error().code(), "depth " + messages);
      assertEquals(messages < 64 ? null : ErrorCode.DEPTH_LIMIT, decodeError);
    }
  }

  /**
   * The walk keeps open composites on a heap stack, not the call stack: 1,000 nested nodes (2,000
   * levels, under a raised depth limit) are dumped on a thread with a 256 KiB stack, where the
   * recursive walk overflowed before 130 levels (depth.node-chain-64). Not deeper: every line
   * carries its full field path, so lines times path length grow with the square of the depth.
   */
  @Test
  void deepInputNeedsNoDeepStack() throws InterruptedException {
    JsonBridge.Type node = JsonMappingTest.BRIDGE.type("alltypes.Node");
    int nodes = 1_000;
    byte[] bytes = nestedChildren(nodes);
    Limits deep = Limits.builder().depth(2 * nodes + 1).build();
    Object[] out = new Object[1];
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                out[0] = node.inspect(bytes, false, deep);
              } catch (Throwable e) {
                out[0] = e;
              }
            },
            "inspect-small-stack",
            256 * 1024);
    t.start();
    t.join(120_000);
    if (out[0] instanceof Throwable e) {
      throw new AssertionError("inspect threw " + e, e);
    }
    Inspector.Result r = (Inspector.Result) out[0];
    assertNull(r.error(), () -> r.error().getMessage());
    // Every node has its header line and its children line; the innermost list is empty.
    assertTrue(r.lines().size() >= 2 * nodes, "lines: " + r.lines().size());
    String last = r.lines().get(r.lines().size() - 1).text();
    assertEquals("list, 0 elements", last);
    // One level less than needed: DEPTH_LIMIT, as the decoder says.
    Limits tight = Limits.builder().depth(2 * nodes - 1).build();
    assertEquals(ErrorCode.DEPTH_LIMIT, node.inspect(bytes, false, tight).error().code());
  }

  /**
   * Compact bytes of {@code n} Nodes, each the only element of its parent's {@code children} (name:
   * string #0, the empty string; no flags), built without recursion.
   */
  static byte[] nestedChildren(int n) {
    long[] body = new long[n]; // body[k]: body length of the node k levels above the innermost
    body[0] = 2; // name #0, children count 0
    for (int k = 1; k < n; k++) {
      body[k] = 2 + varintSize(body[k - 1] << 2) + body[k - 1];
    }
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    out.write(0x02); // one string, no object table
    out.write(0x00); // of length 0
    for (int k = n - 1; k >= 0; k--) {
      writeVarint(out, body[k] << 2);
      out.write(0x00); // name: string #0
      out.write(k > 0 ? 0x01 : 0x00); // children: one element (the next node), or none
    }
    return out.toByteArray();
  }

  private static int varintSize(long v) {
    int n = 1;
    while ((v >>>= 7) != 0) {
      n++;
    }
    return n;
  }

  private static void writeVarint(java.io.ByteArrayOutputStream out, long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    out.write((int) v);
  }

  private static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) {
      sb.append(String.format("%02x", x));
    }
    return sb.toString();
  }
}
