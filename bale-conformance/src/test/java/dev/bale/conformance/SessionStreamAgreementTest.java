package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Session streams (FORMAT.md §4.2) written by the generated types, whose roots take the one-pass
 * tree path against the session table where they can (leaf types included), are byte for byte those
 * the dynamic codec writes on the general path: every vector type's values as one session, under
 * the default caps and under caps small enough to reset the session between roots or to refuse a
 * root; and feeds whose session outgrows one-byte indices and whose roots hold more own entries
 * than the tree path scans. The streams read back to the values.
 */
class SessionStreamAgreementTest {
  private static final long ID = 0x0123456789ABCDEFL;

  /** Caps: the defaults, then ones that force resets, then ones no root of many strings fits. */
  private static final long[][] CAPS = {
    {
      MessageStreamDecoder.DEFAULT_MAX_SESSION_ENTRIES,
      MessageStreamDecoder.DEFAULT_MAX_SESSION_BYTES
    },
    {3, 1 << 20},
    {40, 24},
    {1, 1 << 20},
  };

  @TestFactory
  Stream<DynamicTest> everyVectorTypeAsOneSession() {
    Map<String, List<Corpus.Vector>> groups = new LinkedHashMap<>();
    for (Corpus.Vector v : Corpus.vectors()) {
      if (v.decodeOnly() || v.options().frame() || v.options().dedupMessages() || v.isEvolution()) {
        continue;
      }
      groups
          .computeIfAbsent(
              v.schema() + " " + v.type() + " dedup=" + v.options().dedupStrings(),
              k -> new ArrayList<>())
          .add(v);
    }
    List<DynamicTest> out = new ArrayList<>();
    for (Map.Entry<String, List<Corpus.Vector>> g : groups.entrySet()) {
      out.add(DynamicTest.dynamicTest(g.getKey(), () -> checkGroup(g.getValue())));
    }
    return out.stream();
  }

  private static void checkGroup(List<Corpus.Vector> vs) throws IOException {
    Corpus.Vector first = vs.get(0);
    Codec gen = Codec.generated(first.schema(), first.type());
    Codec dyn = Codec.dynamic(first.schema(), first.type());
    List<Object> genValues = new ArrayList<>();
    List<Object> dynValues = new ArrayList<>();
    List<JsonNode> json = new ArrayList<>();
    for (Corpus.Vector v : vs) {
      byte[] hex = Hex.decode(v.hex());
      genValues.add(gen.decode(hex));
      dynValues.add(dyn.decode(hex));
      json.add(gen.toJson(genValues.get(genValues.size() - 1)));
    }
    // Each value twice, then all again backwards: later roots find their strings in the session.
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < vs.size(); i++) {
      order.add(i);
      order.add(i);
    }
    List<Integer> back = new ArrayList<>(order);
    Collections.reverse(back);
    order.addAll(back);
    boolean dedup = first.options().dedupStrings();
    for (long[] caps : CAPS) {
      String what = first.schema() + " " + first.type() + ", caps " + caps[0] + "/" + caps[1];
      Written a = write(gen, pick(genValues, order), dedup, caps);
      Written b = write(dyn, pick(dynValues, order), dedup, caps);
      assertEquals(b.error, a.error, what + ": the writers' errors");
      assertEquals(Hex.encode(b.bytes), Hex.encode(a.bytes), what + ": the streams' bytes");
      assertEquals(b.entries, a.entries, what + ": session entries");
      assertEquals(b.epoch, a.epoch, what + ": session epoch");
      if (a.error == null) {
        List<Object> read = read(gen, a.bytes, caps);
        assertEquals(order.size(), read.size(), what);
        for (int i = 0; i < read.size(); i++) {
          assertEquals(json.get(order.get(i)), gen.toJson(read.get(i)), what + ": record " + i);
        }
      }
    }
  }

  /**
   * A root the writer cannot write (a lone surrogate) fails with the general path's error and
   * leaves the session as it was: the next root is written against the table before it.
   */
  @Test
  void aFailedRootLeavesTheSessionAsItWas() throws IOException {
    quotes.Quote good = new quotes.Quote("AAPL", "Apple", "XNAS", "USD", 1, 2, 3, 4, 5L, null);
    quotes.Quote bad =
        new quotes.Quote("NEW", "Lone \ud800 surrogate", "XNAS", "EUR", 1, 2, 3, 4, 5L, null);
    quotes.Quote after = new quotes.Quote("NEW", "Apple", "XNYS", "EUR", 1, 2, 3, 4, 5L, null);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<quotes.Quote> w =
        MessageStreamWriter.create(quotes.Quote.COMPACT, 7, true, ID, BufferPool.shared()).to(out);
    w.write(good);
    int entries = w.sessionEntries();
    BaleException e =
        org.junit.jupiter.api.Assertions.assertThrows(BaleException.class, () -> w.write(bad));
    assertEquals("INVALID_STRING", e.code().name(), e.getMessage());
    assertEquals(entries, w.sessionEntries(), "the failed root added entries");
    w.write(after);
    assertEquals(entries + 3, w.sessionEntries(), "NEW, XNYS and EUR are new");
    MessageStreamDecoder<quotes.Quote> d =
        new MessageStreamDecoder<>(quotes.Quote.COMPACT, 7).expectSession(ID);
    byte[] bytes = out.toByteArray();
    d.feed(bytes, 0, bytes.length);
    assertEquals(good, d.poll());
    assertEquals(after, d.poll());
  }

  /** A feed of quotes (a leaf type) over 300 symbols: session indices past one byte. */
  @Test
  void leafTypeFeedPastOneByteIndices() throws IOException {
    Codec gen = Codec.generated("quotes.bale", "Quote");
    Codec dyn = Codec.dynamic("quotes.bale", "Quote");
    java.util.Random rnd = new java.util.Random(7);
    List<Object> genValues = new ArrayList<>();
    List<Object> dynValues = new ArrayList<>();
    for (int i = 0; i < 2000; i++) {
      int k = rnd.nextInt(300);
      String json =
          "{\"symbol\":\"S"
              + k
              + "\",\"name\":\"Instrument "
              + k
              + (k % 7 == 0 ? " \u00e9t\u00e9 \u65e5\u672c" : "")
              + "\",\"exchange\":\"X"
              + (k % 5)
              + "\",\"currency\":\""
              + (k % 3 == 0 ? "USD" : "EUR")
              + "\",\"bid\":"
              + (k + 0.25)
              + ",\"ask\":"
              + (k + 0.5)
              + ",\"bid_size\":"
              + rnd.nextInt(100000)
              + ",\"ask_size\":"
              + (-rnd.nextInt(1000))
              + ",\"timestamp\":"
              + (1_700_000_000_000_000L + i)
              + "}";
      addBoth(gen, dyn, json, genValues, dynValues);
    }
    for (boolean dedup : new boolean[] {true, false}) {
      for (long[] caps : new long[][] {CAPS[0], {500, 1 << 20}, {1000, 3000}}) {
        String what = "quotes, dedup " + dedup + ", caps " + caps[0] + "/" + caps[1];
        Written a = write(gen, genValues, dedup, caps);
        Written b = write(dyn, dynValues, dedup, caps);
        assertEquals(b.error, a.error, what);
        assertEquals(Hex.encode(b.bytes), Hex.encode(a.bytes), what);
        assertEquals(b.entries, a.entries, what);
        List<Object> read = read(gen, a.bytes, caps);
        assertEquals(genValues, read, what);
      }
    }
    Written a = write(gen, genValues, true, CAPS[0]);
    assertTrue(a.entries > 300, "the session holds " + a.entries + " entries");
  }

  /** Roots of many strings each (a tree type): more own entries than the tree path scans. */
  @Test
  void rootsOfManyOwnEntries() throws IOException {
    Codec gen = Codec.generated("media.bale", "MediaContent");
    Codec dyn = Codec.dynamic("media.bale", "MediaContent");
    List<Object> genValues = new ArrayList<>();
    List<Object> dynValues = new ArrayList<>();
    for (int r = 0; r < 12; r++) {
      StringBuilder images = new StringBuilder();
      for (int i = 0; i < 20; i++) {
        images
            .append(i == 0 ? "" : ",")
            .append("{\"uri\":\"http://e/")
            .append(r % 4)
            .append('/')
            .append(i)
            .append("\",\"title\":\"t")
            .append(i)
            .append('-')
            .append(r % 3)
            .append("\",\"width\":1,\"height\":2,\"size\":\"LARGE\"}");
      }
      String json =
          "{\"media\":{\"uri\":\"u"
              + r
              + "\",\"title\":\"T\",\"width\":1,\"height\":2,\"format\":\"f\",\"duration\":3,"
              + "\"size\":4,\"bitrate\":5,\"persons\":[\"a"
              + r
              + "\",\"b\"],\"player\":\"JAVA\",\"copyright\":\"c\"},\"images\":["
              + images
              + "]}";
      addBoth(gen, dyn, json, genValues, dynValues);
    }
    for (long[] caps : new long[][] {CAPS[0], {60, 1 << 20}, {2000, 200}}) {
      String what = "media, caps " + caps[0] + "/" + caps[1];
      Written a = write(gen, genValues, true, caps);
      Written b = write(dyn, dynValues, true, caps);
      assertEquals(b.error, a.error, what);
      assertEquals(Hex.encode(b.bytes), Hex.encode(a.bytes), what);
      assertEquals(b.entries, a.entries, what);
      assertEquals(b.epoch, a.epoch, what);
      if (a.error == null) {
        assertEquals(genValues, read(gen, a.bytes, caps), what);
      }
    }
  }

  /** The value of {@code json} decoded by both codecs from the dynamic codec's bytes. */
  private static void addBoth(
      Codec gen, Codec dyn, String json, List<Object> genValues, List<Object> dynValues)
      throws IOException {
    byte[] bytes =
        dyn.encode(
            ((Codec.Dynamic) dyn).fromJson(Corpus.JSON.readTree(json), false),
            new Corpus.Options(true, false, false));
    genValues.add(gen.decode(bytes));
    dynValues.add(dyn.decode(bytes));
  }

  private static List<Object> pick(List<Object> values, List<Integer> order) {
    List<Object> out = new ArrayList<>();
    for (int i : order) {
      out.add(values.get(i));
    }
    return out;
  }

  /** What a session writer wrote: its bytes, up to an error if one stopped it. */
  private record Written(byte[] bytes, String error, int entries, long epoch) {}

  private static Written write(Codec c, List<Object> values, boolean dedup, long[] caps)
      throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<Object> w =
        MessageStreamWriter.create(c.type(), c.fingerprint, true, ID, BufferPool.shared()).to(out);
    w.compactWriter().dedupStrings(dedup);
    w.sessionCaps((int) caps[0], caps[1]);
    String error = null;
    try {
      for (Object v : values) {
        w.write(v);
      }
    } catch (BaleException e) {
      error = e.code().name();
    }
    w.flush();
    return new Written(out.toByteArray(), error, w.sessionEntries(), w.sessionEpoch());
  }

  private static List<Object> read(Codec c, byte[] bytes, long[] caps) {
    MessageStreamDecoder<Object> d =
        new MessageStreamDecoder<>(c.type(), c.fingerprint)
            .expectSession(ID)
            .sessionLimits((int) caps[0], caps[1]);
    d.feed(bytes, 0, bytes.length);
    List<Object> out = new ArrayList<>();
    for (Object v; (v = d.poll()) != null; ) {
      out.add(v);
    }
    return out;
  }
}
