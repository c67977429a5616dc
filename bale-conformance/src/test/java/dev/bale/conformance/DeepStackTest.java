package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.Node;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatReader;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;
import instrument.PriceSmall;
import java.io.OutputStream;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import media.Image;
import media.Media;
import media.MediaContent;
import org.junit.jupiter.api.Test;

/**
 * G2 under a raised depth limit (issue 18): when the depth limit is far above what the thread's
 * stack can hold, the recursive codecs run out of stack before they reach the limit. That must end
 * in {@code DEPTH_LIMIT} ("stack exhausted at depth N"), never a {@link StackOverflowError}, and
 * the reader or writer that met it must decode and encode the next root normally. Checked on a
 * thread with the JVM's usual 1 MiB stack, for the generated code and the dynamic codec, decode and
 * encode, and for the JSON bridge's output of a deep value.
 */
class DeepStackTest {
  private static final String AT = "alltypes.bale";
  private static final String NODE = "alltypes.Node";
  private static final long NORMAL_STACK = 1024 * 1024;

  /**
   * The near-the-end probes' stack. A root is begun at every level of it, and all but the last few
   * hundred levels before its end go as at the top: a quarter of the normal stack is a quarter of
   * the time, and the roots near the end meet the same first uses (checked: the test fails without
   * each part of ClassInit's JDK classes on this stack too).
   */
  private static final long NEAR_END_STACK = 256 * 1024;

  private static final long BIG_STACK = 1024L * 1024 * 1024;

  /** Deep enough to exhaust a 1 MiB stack in every codec, compiled or interpreted. */
  private static final int LEVELS = 100_000;

  private static final Limits RAISED = Limits.builder().depth(2 * LEVELS + 1).build();

  /**
   * How long {@link #onStack} waits: a large corpus case decoded at every level of the stack takes
   * more than the 2 minutes of every other probe.
   */
  private static final int JOIN_MINUTES = nearWindow() == Integer.MAX_VALUE ? 60 : 2;

  /**
   * What {@code body} returned on a thread with a stack of {@code stackBytes}, or what it threw.
   */
  static Object onStack(long stackBytes, Callable<?> body) throws InterruptedException {
    AtomicReference<Object> result = new AtomicReference<>();
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                result.set(body.call());
              } catch (Throwable e) {
                result.set(e);
              }
            },
            "deep-stack",
            stackBytes);
    t.start();
    t.join(JOIN_MINUTES * 60_000L);
    assertTrue(!t.isAlive(), "still running after " + JOIN_MINUTES + " minutes");
    return result.get();
  }

  private static void assertStackExhausted(Object outcome, String what) {
    if (!(outcome instanceof BaleException e) || e.code() != ErrorCode.DEPTH_LIMIT) {
      throw new AssertionError(
          what + ": expected DEPTH_LIMIT, got " + outcome,
          outcome instanceof Throwable t ? t : null);
    }
    assertTrue(e.detail().contains("stack exhausted at depth"), what + ": " + e.getMessage());
    System.out.println("DeepStackTest " + what + ": offset " + e.offset() + ", " + e.detail());
  }

  private static Throwable thrown(Object outcome) {
    return outcome instanceof Throwable t ? t : null;
  }

  @Test
  void deepCompactDecodeEndsInDepthLimitAndTheReaderStaysUsable() throws Exception {
    byte[] deep = LimitsTest.nodeChain(LEVELS);
    byte[] shallow = LimitsTest.nodeChain(40);
    for (Codec c : Codec.both(AT, NODE)) {
      Object outcome =
          onStack(
              NORMAL_STACK,
              () -> {
                CompactReader r = new CompactReader(RAISED);
                List<Object> results = new ArrayList<>();
                for (int round = 0; round < 3; round++) {
                  try {
                    r.decode(c.type(), deep);
                    results.add("decoded");
                  } catch (BaleException e) {
                    results.add(e);
                  }
                  // The same reader decodes the next root as a fresh one does.
                  results.add(r.decode(c.type(), shallow));
                }
                return results;
              });
      if (!(outcome instanceof List<?> results)) {
        throw new AssertionError(c.name() + ": " + outcome, thrown(outcome));
      }
      Object fresh = new CompactReader(RAISED).decode(c.type(), shallow);
      for (int i = 0; i < results.size(); i += 2) {
        assertStackExhausted(results.get(i), c.name() + " round " + i / 2);
        assertEquals(fresh, results.get(i + 1), c.name());
      }
      BaleException e = (BaleException) results.get(0);
      assertTrue(e.path().startsWith("Node.next.next"), e.path().substring(0, 40));
      assertTrue(e.offset() > 0 && e.offset() < deep.length, "offset " + e.offset());
    }
  }

  @Test
  void streamDecodeToo() throws Exception {
    byte[] deep = LimitsTest.nodeChain(LEVELS);
    for (Codec c : Codec.both(AT, NODE)) {
      Object outcome =
          onStack(
              NORMAL_STACK,
              () ->
                  new CompactReader(RAISED)
                      .decode(c.type(), new java.io.ByteArrayInputStream(deep)));
      assertStackExhausted(outcome, c.name() + " stream");
    }
  }

  @Test
  void unlimitedDepthToo() throws Exception {
    byte[] deep = LimitsTest.nodeChain(LEVELS);
    for (Codec c : Codec.both(AT, NODE)) {
      Object outcome =
          onStack(NORMAL_STACK, () -> new CompactReader(Limits.unlimited()).decode(c.type(), deep));
      assertStackExhausted(outcome, c.name() + " unlimited");
    }
  }

  @Test
  void staticCompactEntryPoints() throws Exception {
    byte[] deep = LimitsTest.nodeChain(LEVELS);
    byte[] shallow = LimitsTest.nodeChain(40);
    Codec g = Codec.generated(AT, NODE);
    Object outcome =
        onStack(
            NORMAL_STACK,
            () -> {
              try {
                Compact.decode(g.type(), deep, RAISED);
                return "decoded";
              } catch (BaleException e) {
                // The thread's reader is fine afterwards.
                assertNotNull(Compact.decode(g.type(), shallow));
                return e;
              }
            });
    assertStackExhausted(outcome, "Compact.decode");
  }

  /** A value {@code LEVELS} levels deep, decoded on a thread with a big stack. */
  private static Object deepValue(Codec c) throws Exception {
    Object v =
        onStack(
            BIG_STACK,
            () -> new CompactReader(RAISED).decode(c.type(), LimitsTest.nodeChain(LEVELS)));
    if (v instanceof Throwable t) {
      throw new AssertionError(c.name() + ": could not build the deep value", t);
    }
    return v;
  }

  @Test
  void deepCompactEncodeEndsInDepthLimitAndTheWriterStaysUsable() throws Exception {
    byte[] shallowBytes = LimitsTest.nodeChain(40);
    for (Codec c : Codec.both(AT, NODE)) {
      Object deep = deepValue(c);
      Object shallow = c.decode(shallowBytes);
      for (boolean dedup : new boolean[] {false, true}) {
        Object outcome =
            onStack(
                NORMAL_STACK,
                () -> {
                  CompactWriter w =
                      new CompactWriter().maxDepth(2 * LEVELS + 1).dedupMessages(dedup);
                  List<Object> results = new ArrayList<>();
                  for (int round = 0; round < 3; round++) {
                    try {
                      w.encode(c.type(), deep);
                      results.add("encoded");
                    } catch (BaleException e) {
                      results.add(e);
                    }
                    results.add(w.encode(c.type(), shallow));
                  }
                  return results;
                });
        if (!(outcome instanceof List<?> results)) {
          throw new AssertionError(c.name() + ": " + outcome, thrown(outcome));
        }
        for (int i = 0; i < results.size(); i += 2) {
          assertStackExhausted(results.get(i), c.name() + " encode, dedup " + dedup);
          assertArrayEquals(shallowBytes, (byte[]) results.get(i + 1), c.name());
        }
      }
    }
  }

  @Test
  void jsonBridgeOutputOfADeepValue() throws Exception {
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(AT, NODE);
    JsonBridge.Type t = d.bridgeType;
    Value deep = (Value) deepValue(d);
    Object outcome = onStack(NORMAL_STACK, () -> t.toJson(deep, false, 1L << 30));
    assertStackExhausted(outcome, "toJson");
    Object pretty = onStack(NORMAL_STACK, () -> t.toJson(deep, true, 1L << 30));
    assertStackExhausted(pretty, "toJson pretty");
    Object written =
        onStack(
            NORMAL_STACK,
            () -> {
              t.writeJson(deep, false, 1L << 30, new java.io.StringWriter());
              return "written";
            });
    assertStackExhausted(written, "writeJson");
    Object encoded =
        onStack(NORMAL_STACK, () -> t.encode(deep, dev.bale.dynamic.EncodeOptions.DEFAULT));
    if (!(encoded instanceof BaleException e) || e.code() != ErrorCode.DEPTH_LIMIT) {
      throw new AssertionError("bridge encode: " + encoded, thrown(encoded));
    }
    // The dynamic flat codec: encoding refuses more than the writer's default depth; decoding
    // walks at most FlatCodec.MAX_WALK_LEVELS levels on its own thread (FlatWalkThreadTest).
    Object flat =
        onStack(NORMAL_STACK, () -> t.encodeFlat(deep, dev.bale.dynamic.EncodeOptions.DEFAULT));
    if (!(flat instanceof BaleException f) || f.code() != ErrorCode.DEPTH_LIMIT) {
      throw new AssertionError("bridge encodeFlat: " + flat, thrown(flat));
    }
    byte[] deepFlat = deepFlat(deepValue(Codec.generated(AT, NODE)));
    Object flatDecoded = onStack(NORMAL_STACK, () -> t.decodeFlat(deepFlat, false, RAISED));
    if (!(flatDecoded instanceof BaleException g) || g.code() != ErrorCode.DEPTH_LIMIT) {
      throw new AssertionError("bridge decodeFlat: " + flatDecoded, thrown(flatDecoded));
    }
  }

  /** Flat bytes of a {@code LEVELS}-deep generated {@code Node}, built on a big stack. */
  private static byte[] deepFlat(Object deep) throws Exception {
    Object bytes =
        onStack(
            BIG_STACK,
            () ->
                Flat.encode(new FlatBuilder().maxDepth(2 * LEVELS + 1), Node.FLAT, (Node) deep)
                    .toByteArray());
    if (bytes instanceof Throwable t) {
      throw new AssertionError("could not build the deep flat bytes", t);
    }
    return (byte[]) bytes;
  }

  @Test
  void deepFlatEndsInDepthLimit() throws Exception {
    Node deep = (Node) deepValue(Codec.generated(AT, NODE));
    byte[] flat = deepFlat(deep);
    Node shallow = (Node) Codec.generated(AT, NODE).decode(LimitsTest.nodeChain(40));
    byte[] shallowFlat = Flat.encode(Node.FLAT, shallow);
    Object encoded =
        onStack(
            NORMAL_STACK,
            () -> {
              FlatBuilder b = new FlatBuilder().maxDepth(2 * LEVELS + 1);
              try {
                Flat.encode(b, Node.FLAT, deep);
                return "encoded";
              } catch (BaleException e) {
                assertArrayEquals(shallowFlat, Flat.encode(b, Node.FLAT, shallow).toByteArray());
                return e;
              }
            });
    assertStackExhausted(encoded, "flat encode");
    Object decoded = onStack(NORMAL_STACK, () -> Flat.decode(Node.FLAT, flat, RAISED));
    assertStackExhausted(decoded, "Flat.decode");
    Object read =
        onStack(
            NORMAL_STACK,
            () -> {
              FlatReader r = new FlatReader(RAISED);
              try {
                r.decode(Node.FLAT, flat);
                return "decoded";
              } catch (BaleException e) {
                assertEquals(shallow, r.decode(Node.FLAT, shallowFlat));
                return e;
              }
            });
    assertStackExhausted(read, "FlatReader.decode");
    Object verified =
        onStack(
            NORMAL_STACK,
            () ->
                new FlatVerifier(RAISED)
                    .root(Node.FLAT, new FlatData().reset(flat, 0, flat.length)));
    assertStackExhausted(verified, "FlatVerifier.root");
  }

  /**
   * Depths around where a 1 MiB stack runs out: each one decodes or ends in {@code DEPTH_LIMIT},
   * whichever walk (verify or building the records) meets the end of the stack first. Prints which
   * message each depth ended in.
   */
  @Test
  void flatDepthSweepDecodesOrEndsInDepthLimit() throws Exception {
    Node deep = (Node) deepValue(Codec.generated(AT, NODE));
    List<byte[]> inputs = new ArrayList<>();
    List<Integer> depths = new ArrayList<>();
    Node n = deep;
    int level = LEVELS;
    for (int want = 12_000; want >= 500; want -= 250) {
      while (level > want) {
        n = n.next();
        level--;
      }
      Node start = n;
      Object bytes =
          onStack(
              BIG_STACK,
              () ->
                  Flat.encode(new FlatBuilder().maxDepth(2 * LEVELS + 1), Node.FLAT, start)
                      .toByteArray());
      if (bytes instanceof Throwable t) {
        throw new AssertionError(t);
      }
      inputs.add((byte[]) bytes);
      depths.add(want);
    }
    Object outcome =
        onStack(
            NORMAL_STACK,
            () -> {
              List<String> seen = new ArrayList<>();
              for (int i = 0; i < inputs.size(); i++) {
                try {
                  Flat.decode(Node.FLAT, inputs.get(i), RAISED);
                  seen.add(depths.get(i) + " decoded");
                } catch (BaleException e) {
                  assertEquals(ErrorCode.DEPTH_LIMIT, e.code(), e.getMessage());
                  seen.add(depths.get(i) + " " + e.detail());
                }
              }
              return seen;
            });
    if (!(outcome instanceof List<?> seen)) {
      throw new AssertionError("flat sweep: " + outcome, thrown(outcome));
    }
    seen.forEach(x -> System.out.println("DeepStackTest flat sweep " + x));
  }

  /**
   * Down to the end of the thread's stack, then {@link #attempt} at every level on the way up (or
   * at the {@link #near} levels nearest the end).
   */
  private abstract static class AtEveryLevel {
    int near = Integer.MAX_VALUE;
    private int depth;
    private int end;

    void down() {
      depth++;
      try {
        down();
      } catch (StackOverflowError e) {
        // the end: every level from here up attempts
        if (end == 0) {
          end = depth;
        }
      }
      if (end - depth < near) {
        attempt();
      }
      depth--;
    }

    abstract void attempt();

    /**
     * {@link #down} on a thread of its own with the near-the-end stack, then {@code after} there;
     * what {@code after} returned, or what was thrown.
     */
    Object downOnItsOwnThread(Callable<?> after) throws InterruptedException {
      return onStack(
          NEAR_END_STACK,
          () -> {
            down();
            return after.call();
          });
    }

    /** {@link #downOnItsOwnThread}; fails with {@code what} on anything thrown. */
    void downOrFail(String what) throws InterruptedException {
      Object outcome = downOnItsOwnThread(() -> Boolean.TRUE);
      if (outcome != Boolean.TRUE) {
        throw new AssertionError(what + ": " + outcome, thrown(outcome));
      }
    }
  }

  /**
   * One root begun at every distance from the end of the thread's stack, on a writer that keeps its
   * state between roots: {@link #attempt} at each level of {@link AtEveryLevel#down}'s unwinding.
   */
  private static final class NearTheEnd<T> extends AtEveryLevel {
    final CompactWriter w = new CompactWriter();
    final CompactReader r = new CompactReader();
    final FlatBuilder fb = new FlatBuilder();
    final FlatReader fr = new FlatReader();
    final CompactType<T> type;
    final dev.bale.runtime.flat.FlatType<T> flat;

    /** Records of a message or session stream instead of roots, when not null. */
    MessageStreamWriter<T> stream;

    private boolean session;
    final T value;
    final byte[] expected;
    final boolean decode;
    int encoded;
    int depthLimit;
    int wrong;
    // Filled without a call (the stack is short where they are met), read at the top.
    final Throwable[] thrown = new Throwable[512];
    int nThrown;
    int overflows;

    /** Compact roots of {@code type}, or flat roots of {@code flat} when it is not null. */
    NearTheEnd(
        CompactType<T> type, dev.bale.runtime.flat.FlatType<T> flat, T value, boolean decode) {
      this.type = type;
      this.flat = flat;
      this.value = value;
      this.expected =
          flat == null
              ? new CompactWriter().encode(type, value)
              : Flat.encode(new FlatBuilder(), flat, value).toByteArray();
      this.decode = decode;
    }

    /** The writer and builder copy no string's bytes in place: their char loops. */
    NearTheEnd<T> charLoops() {
      w.stringsInPlace(false);
      fb.stringsInPlace(false);
      return this;
    }

    /** Records of a message stream ({@code session} false) or a session stream instead. */
    NearTheEnd<T> asStream(boolean session) {
      OutputStream none = OutputStream.nullOutputStream();
      this.session = session;
      stream =
          session
              ? MessageStreamWriter.session(type, 1L, 7L, none)
              : MessageStreamWriter.messages(type, 1L, none);
      return this;
    }

    String what() {
      if (stream != null) {
        return type.schemaName() + (session ? " session" : " message") + " stream write";
      }
      return type.schemaName()
          + (flat == null ? " compact " : " flat ")
          + (decode ? "decode" : "encode")
          + (w.stringsInPlace() ? "" : " (char loops)");
    }

    /**
     * One round on a thread of its own: roots begun at every level up from its stack's end, then
     * {@link #nextRootIsRight} (or what was thrown).
     */
    Object round() throws InterruptedException {
      return downOnItsOwnThread(this::nextRootIsRight);
    }

    /** The writer's or the reader's next root, on a stack of normal depth. */
    boolean nextRootIsRight() {
      if (stream != null) {
        long before = stream.records();
        try {
          stream.write(value);
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
        return stream.records() == before + 1;
      }
      if (flat != null) {
        return decode
            ? value.equals(fr.decode(flat, expected))
            : Arrays.equals(expected, Flat.encode(fb, flat, value).toByteArray());
      }
      return decode
          ? value.equals(r.decode(type, expected))
          : Arrays.equals(expected, w.encode(type, value));
    }

    private byte[] one() {
      if (stream != null) {
        try {
          stream.write(value);
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
        return expected; // the bytes went to the sink: only the writer's state is checked
      }
      if (flat != null) {
        return decode
            ? (fr.decode(flat, expected) != null ? expected : null)
            : Flat.encode(fb, flat, value).toByteArray();
      }
      return decode ? (r.decode(type, expected) != null ? expected : null) : w.encode(type, value);
    }

    @Override
    void attempt() {
      try {
        // A decoded value is compared at the top (equals is a call); encoded bytes here.
        byte[] b = one();
        boolean same = b != null && b.length == expected.length;
        for (int i = 0; same && i < b.length; i++) {
          same = b[i] == expected[i]; // a loop, not Arrays.equals: no call
        }
        if (same) {
          encoded++;
        } else {
          wrong++;
        }
      } catch (BaleException e) {
        if (e.code() == ErrorCode.DEPTH_LIMIT) {
          depthLimit++;
        } else if (nThrown < thrown.length) {
          thrown[nThrown++] = e;
        }
      } catch (StackOverflowError e) {
        overflows++;
        if (nThrown < thrown.length) {
          thrown[nThrown++] = e;
        }
      }
    }
  }

  /**
   * The probes of {@link #oneWalkRootsBegunNearTheStacksEnd}: compact and flat encodes and decodes
   * of a media root (UTF-16 table entries), a price leaf root and a recursive node; decodes of
   * fixed-width scalar lists; the writers' char loops; message and session streams.
   */
  private static List<NearTheEnd<?>> nearTheEndProbes() {
    MediaContent media = nearTheEndMedia();
    PriceSmall price = PriceSmall.builder().symbol("AAPL").bid(1.5).bidSize(300).build();
    Node node = new Node("leaf", List.of(), null, null);
    for (int i = 0; i < 8; i++) {
      node = new Node("n" + i, List.of(), node, null);
    }
    List<NearTheEnd<?>> probes = new ArrayList<>();
    alltypes.AllTypes lists =
        alltypes.AllTypes.builder()
            .shape(new alltypes.Shape.Flag(false))
            .lF32(List.of(1.5f, 2.5f))
            .lF64(List.of(1.5, 2.5))
            .xlI16(List.of((short) 1, (short) 2))
            .xlI32(List.of(1, 2))
            .xlI64(List.of(1L, 2L))
            .build();
    for (boolean decode : new boolean[] {false, true}) {
      probes.add(new NearTheEnd<>(MediaContent.COMPACT, null, media, decode));
      probes.add(new NearTheEnd<>(PriceSmall.COMPACT, null, price, decode));
      probes.add(new NearTheEnd<>(Node.COMPACT, null, node, decode));
      probes.add(new NearTheEnd<>(MediaContent.COMPACT, MediaContent.FLAT, media, decode));
      probes.add(new NearTheEnd<>(Node.COMPACT, Node.FLAT, node, decode));
    }
    // Fixed-width scalar lists, read through the JDK's view buffers.
    probes.add(new NearTheEnd<>(alltypes.AllTypes.COMPACT, null, lists, true));
    probes.add(new NearTheEnd<>(alltypes.AllTypes.COMPACT, alltypes.AllTypes.FLAT, lists, true));
    // JSON values: the flat verifier checks one through an error callback of its own.
    dynamic.Event event =
        dynamic.Event.builder()
            .type("t")
            .payload(
                new dev.bale.runtime.JsonValue.Obj(
                    java.util.Map.of("k", new dev.bale.runtime.JsonValue.Int(1))))
            .cell(new dynamic.Cell.Text("x"))
            .build();
    probes.add(new NearTheEnd<>(dynamic.Event.COMPACT, null, event, true));
    probes.add(new NearTheEnd<>(dynamic.Event.COMPACT, dynamic.Event.FLAT, event, true));
    // The writers' char loops (the in-place copy of ASCII strings off, as on a JVM that does not
    // open java.lang and on Android): long strings then go through Utf8Encoder, whose scratch is
    // made by the first one, so near the stack's end here.
    probes.add(new NearTheEnd<>(MediaContent.COMPACT, null, media, false).charLoops());
    probes.add(new NearTheEnd<>(MediaContent.COMPACT, MediaContent.FLAT, media, false).charLoops());
    probes.add(new NearTheEnd<>(MediaContent.COMPACT, null, media, false).asStream(false));
    probes.add(new NearTheEnd<>(MediaContent.COMPACT, null, media, false).asStream(true));
    return probes;
  }

  /**
   * The dynamic codec's probes: a media root's compact decode (UTF-16 table entries) and encode
   * through the char loops. Its value is read from JSON, so that no root before the probes' reads a
   * table (the generated codec's roots make the JDK classes at their entry; the dynamic codec's are
   * made when the codec is built).
   */
  private static List<NearTheEnd<?>> dynamicNearTheEndProbes() {
    Codec media = Codec.dynamic("media.bale", "media.MediaContent");
    String title = "\u65e5\u672c\u8a9e\u306e\u984c";
    Value value =
        ((Codec.Dynamic) media)
            .bridgeType.fromJson(
                "{\"media\":{\"uri\":\"http://example.org/video/"
                    + "x".repeat(60)
                    + "\",\"title\":\"Keynote\",\"format\":\"video/mpg4\","
                    + "\"persons\":[\"Bill Gates\",\"Steve Jobs\"],\"copyright\":\"None\"},"
                    + "\"images\":[{\"uri\":\"http://example.org/a.jpg\",\"title\":\""
                    + title
                    + "\"},{\"uri\":\"http://example.org/b.jpg\",\"title\":\""
                    + title
                    + "\"}]}");
    return List.of(
        new NearTheEnd<>(media.type(), null, value, true),
        new NearTheEnd<>(media.type(), null, value, false).charLoops());
  }

  /** A media root whose string table holds UTF-16 entries (the images' titles). */
  private static MediaContent nearTheEndMedia() {
    Image image =
        Image.builder()
            .uri("http://example.org/a.jpg")
            .title("\u65e5\u672c\u8a9e\u306e\u984c")
            .build();
    return MediaContent.builder()
        .media(
            Media.builder()
                .uri("http://example.org/video/" + "x".repeat(60))
                .title("Keynote")
                .format("video/mpg4")
                .persons(List.of("Bill Gates", "Steve Jobs"))
                .copyright("None")
                .build())
        .images(List.of(image, image.toBuilder().uri("http://example.org/b.jpg").build()))
        .build();
  }

  /**
   * G2 for the one-pass encodes (the tree walk of a {@code MediaContent}, the leaf root of a {@code
   * PriceSmall}, the tree walk of a recursive {@code Node}): a root begun so near the end of the
   * thread's stack that the one-pass code runs out of it is handed to the general path (its bytes,
   * or {@code DEPTH_LIMIT}); no {@link StackOverflowError} leaves the one-pass code, and the writer
   * encodes the next root as before. (A {@link StackOverflowError} at the call into the writer
   * itself, or at the general path's entry, is the caller's stack, not the codec's: counted, not
   * failed.)
   *
   * <p>In a JVM of its own ({@link #main}), after one encode of each probe's type at normal depth,
   * so that each probe's roots are the first of their kind there: run in the suite's JVM, earlier
   * tests had made the JDK classes these roots use, and a JDK class whose static initializer first
   * ran at the stack's end stayed unusable for the rest of the JVM's life ({@code
   * NoClassDefFoundError: Could not initialize class java.nio.ByteBufferAsCharBufferL}, a string
   * table's UTF-16 entries; then {@code sun.nio.cs.US_ASCII$Encoder}, a writer's char loops), found
   * when this class ran alone. The runtime now makes those classes at the first root's entry
   * ({@code ClassInit}), the dynamic codec when it is built; this test (the dynamic codec's probes
   * in a JVM of their own) fails with any part of that removed (checked). On JDK 25 it also found a
   * string concatenation's call site, first linked at the stack's end, failing for good ({@code
   * BootstrapMethodError}): bale-runtime is compiled with {@code -XDstringConcat=inline}.
   */
  @Test
  void oneWalkRootsBegunNearTheStacksEnd() throws Exception {
    for (String kind : new String[] {"generated", "dynamic"}) {
      // As the suite's JVM: the writers copy ASCII strings' bytes in place, and a table of these
      // roots then holds UTF-16 entries.
      inFreshJvm(
          List.of("--add-opens", "java.base/java.lang=ALL-UNNAMED"),
          List.of(kind),
          " probes right");
    }
  }

  /**
   * Runs {@link #main} with {@code args} in a JVM of its own (the suite's class path, and make
   * test-android's forms when the suite runs under them); fails unless it ends well, printing
   * {@code done}.
   */
  private static void inFreshJvm(List<String> options, List<String> args, String done)
      throws Exception {
    System.out.print(runFreshJvm(options, args, done));
  }

  /** {@link #inFreshJvm}, returning what the JVM printed instead of printing it. */
  private static String runFreshJvm(List<String> options, List<String> args, String done)
      throws Exception {
    List<String> command = new ArrayList<>();
    command.add(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(options);
    command.add("-Dbale.compat=" + System.getProperty("bale.compat", ""));
    command.add("-Dbale.root=" + TestData.root());
    command.add("-Dbale.deepstack.near=" + System.getProperty("bale.deepstack.near", ""));
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(DeepStackTest.class.getName());
    command.addAll(args);
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out =
        new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(p.waitFor(5, java.util.concurrent.TimeUnit.MINUTES), "still running: " + out);
    assertEquals(0, p.exitValue(), out);
    assertTrue(out.contains(done), out);
    return out;
  }

  /**
   * G2 and G5 for the generated code's own error messages: decodes of corrupt roots whose errors
   * the generated code words (a duplicate map key, an unknown union case: every such compact case
   * of {@code alltypes.AllTypes} in the corrupt corpus), begun at every level near the end of the
   * thread's stack, in a JVM that has run no string concatenation before, then each again on a
   * stack of normal depth. Every outcome is the case's code, {@code DEPTH_LIMIT} or an overflow at
   * the call; nothing else, and never afterwards. On JDK 25 the goldens' {@code "duplicate map key
   * " + key} (an {@code invokedynamic} concatenation, as any application's javac compiles it) first
   * run there left {@code StringConcatFactory} uninitialized for the whole JVM: {@code
   * NoClassDefFoundError} at that level and at every later decode error (checked on 2026-12-06 with
   * the goldens of before; JDK 17 linked it). The generator now writes {@code String.concat}
   * (GeneratedConcatTest checks every golden's class file for the bootstrap).
   */
  @Test
  void generatedErrorsNearTheStacksEnd() throws Exception {
    List<String> args = new ArrayList<>();
    args.add("errors");
    int cases = 0;
    for (Corpus.Corrupt c : Corpus.corrupt()) {
      if (c.type().equals("alltypes.AllTypes")
          && c.limits() == null
          && !c.frame()
          && (c.code().equals("DUPLICATE_MAP_KEY") || c.code().equals("UNKNOWN_UNION_CASE"))) {
        args.add(c.name());
        args.add(c.code());
        args.add(c.hex());
        cases++;
      }
    }
    assertTrue(cases >= 3, "corrupt cases found: " + cases);
    inFreshJvm(List.of(), args, cases + " corrupt roots right");
  }

  /** {@link #generatedErrorsNearTheStacksEnd}'s checks: args are (name, code, hex) triples. */
  private static void corruptNearTheEnd(String[] args) throws Exception {
    int n = (args.length - 1) / 3;
    // Each case through the generated codec, then through the dynamic codec (bale-dynamic's
    // messages: its own code is compiled with -XDstringConcat=inline). The dynamic codec is built
    // after the generated probes have run: building it links its key values' record methods, whose
    // toString links StringConcatFactory on JDK 25 (and would hide the generated code's sites).
    RootNearTheEnd[] probes = new RootNearTheEnd[2 * n];
    // A first root of the type, at normal depth and valid (as an application's first would be).
    new CompactReader()
        .decode(
            alltypes.AllTypes.COMPACT,
            new CompactWriter()
                .encode(
                    alltypes.AllTypes.COMPACT,
                    alltypes.AllTypes.builder().shape(new alltypes.Shape.Flag(false)).build()));
    CompactType<?> type = alltypes.AllTypes.COMPACT;
    for (int i = 0; i < 2 * n; i++) {
      if (i == n) {
        type = Codec.dynamic(AT, "alltypes.AllTypes").type();
      }
      CompactType<?> t = type;
      CompactReader r = new CompactReader();
      RootNearTheEnd p =
          new RootNearTheEnd(
              null, b -> r.decode(t, b), Hex.decode(args[3 + 3 * (i % n)]), args[2 + 3 * (i % n)]);
      probes[i] = p;
      p.downOrFail("a corrupt root near the end"); // (its name: no concatenation before)
    }
    for (int i = 0; i < 2 * n; i++) {
      RootNearTheEnd p = probes[i];
      String what =
          "DeepStackTest near the stack's end, corrupt root "
              + args[1 + 3 * (i % n)]
              + (i < n ? " (generated)" : " (dynamic)");
      if (p.other != null) {
        throw new AssertionError(what + ": " + p.other, p.other);
      }
      assertTrue(p.coded > 0, what + ": no " + p.code);
      BaleException top = assertThrows(BaleException.class, () -> p.root.apply(p.bytes), what);
      assertEquals(p.code, top.code().name(), what);
      System.out.println(
          what
              + ": "
              + p.code
              + " "
              + p.coded
              + ", DEPTH_LIMIT "
              + p.depthLimit
              + ", overflow at the call "
              + p.overflows
              + "; on a normal stack: "
              + top.getMessage());
    }
    System.out.println(n + " corrupt roots right, each through both codecs");
  }

  /**
   * G2 and G11 over the corpus, for classes first used deep inside a root: every compact vector of
   * {@code testdata/vectors} (but the evolution and framed ones) and every corrupt case of {@code
   * testdata/corrupt} (default limits, not framed), through the generated and the dynamic codec,
   * decoded at each of the {@link #CORPUS_NEAR} levels nearest the end of a 256 KiB stack, in a
   * fresh JVM, each case after one root entry of its codec on a normal stack (an empty input), as
   * an application's earlier roots would have made the codec's classes; the checks come after every
   * case has run. Each decode near the end gives the case's value (equal to the value decoded on a
   * normal stack afterwards) or code, {@code DEPTH_LIMIT}, or an overflow at the call; then the
   * same bytes on a normal stack give the case's value or code.
   *
   * <p>On 2026-12-06 it failed 637 of 818 cases on the code before (JDK 17 and 25 alike): static
   * initializers of the runtime ({@code LittleEndian}, first run by a fixed-width read near the
   * end, took every later root with it; {@code UnknownFields}) and of the JDK ({@code
   * Byte$ByteCache}: an {@code i8} map key or optional boxed deep in a root; on JDK 25 {@code
   * DoubleToDecimal}, a JSON value's float), and on JDK 25 the dynamic codec's map-key records'
   * {@code toString} ({@code BootstrapMethodError}). {@code ClassInit} now makes them at the first
   * root's entry, the dynamic codec links its key methods when it is built.
   */
  @Test
  void corpusRootsNearTheStacksEnd() throws Exception {
    // No reserved stack zone (JEP 270): on every overflow in it, HotSpot walks the whole stack for
    // a frame annotated to use it (a java.util.concurrent lock's; the runtime has none), and the
    // probes' stacks are thousands of frames deep: 70% of the test's time (110 s against 33 s for
    // 100 levels, 2026-12-06).
    inFreshJvm(List.of("-XX:StackReservedPages=0"), List.of("corpus"), " corpus cases right");
  }

  /**
   * The levels nearest the stack's end at which {@link #corpusRootsNearTheStacksEnd} decodes each
   * case: 300 by default, every level with {@code -Dbale.deepstack.near=0} ({@code make
   * test-deepstack}). Checked on 2026-12-06 with ClassInit's runtime and JDK classes left out: 100
   * levels found the failures, 50 did not.
   */
  private static final int CORPUS_NEAR = nearWindow();

  private static int nearWindow() {
    int n = Integer.getInteger("bale.deepstack.near", 300);
    return n <= 0 ? Integer.MAX_VALUE : n;
  }

  /**
   * One root at the levels near the stack's end ({@link AtEveryLevel#down}): a corpus case decoded
   * or encoded by one of the codecs ({@link #corpusRootsNearTheStacksEnd}, the {@link #CORPUS_NEAR}
   * levels nearest the end), or a corrupt root decoded at every level ({@link
   * #generatedErrorsNearTheStacksEnd}: its name is null, and neither the constructor nor {@link
   * #attempt} concatenates a string).
   */
  private static final class RootNearTheEnd extends AtEveryLevel {
    /** Decodes its argument; an encode ignores it ({@link #bytes} null) and wraps its bytes. */
    final Function<byte[], Object> root;

    final byte[] bytes;
    final String name;
    final String code; // null: a valid root
    Object value;
    int decoded;
    int coded;
    int depthLimit;
    int overflows;
    Throwable other;

    RootNearTheEnd(String name, Function<byte[], Object> root, byte[] bytes, String code) {
      this.name = name;
      this.root = root;
      this.bytes = bytes;
      this.code = code;
      if (name != null) {
        near = CORPUS_NEAR;
      }
    }

    @Override
    void attempt() {
      try {
        Object v = root.apply(bytes);
        if (code != null) {
          if (other == null) {
            other = new AssertionError("decoded");
          }
        } else {
          decoded++;
          if (value == null) {
            value = v;
          }
        }
      } catch (BaleException e) {
        if (code != null && e.code().name().equals(code)) {
          coded++;
        } else if (e.code() == ErrorCode.DEPTH_LIMIT) {
          depthLimit++;
        } else if (other == null) {
          other = e;
        }
      } catch (StackOverflowError e) {
        overflows++;
      } catch (Throwable t) {
        if (other == null) {
          other = t;
        }
      }
    }
  }

  private static RootNearTheEnd corpusCase(
      String name, String codec, Function<byte[], Object> decoder, String hex, String code) {
    return new RootNearTheEnd(name + " (" + codec + ")", decoder, Hex.decode(hex), code);
  }

  /** An encode of {@code value} (the bytes compared as a {@link ByteBuffer}'s content). */
  private static RootNearTheEnd encodeCase(
      String name, String codec, java.util.function.Supplier<byte[]> encode) {
    return new RootNearTheEnd(
        name + " (encode " + codec + ")", ignored -> ByteBuffer.wrap(encode.get()), null, null);
  }

  /** {@link #corpusRootsNearTheStacksEnd}'s checks, in the JVM of {@link #main}. */
  private static void corpusNearTheEnd() throws Exception {
    List<RootNearTheEnd> cases = decodeCases();
    cases.addAll(encodeCases());
    assertTrue(cases.size() > 900, "corpus cases: " + cases.size());
    java.util.Map<String, Long> nanos = new java.util.TreeMap<>();
    for (RootNearTheEnd c : cases) {
      enter(c);
      long t0 = System.nanoTime();
      c.downOrFail(c.name);
      String kind = c.name.substring(c.name.lastIndexOf('('));
      nanos.merge(kind, System.nanoTime() - t0, Long::sum);
    }
    nanos.forEach(
        (k, v) -> System.out.println("DeepStackTest corpus " + k + ": " + v / 1_000_000 + " ms"));
    checkCorpusCases(cases);
  }

  /**
   * G2 and G11 for every class a root's entry leaves for the root itself: in a fresh JVM that logs
   * each class's initialization ({@code -Xlog:class+init}), every codec's entry is run (an empty
   * input, as in {@link #corpusRootsNearTheStacksEnd}) and a reader, writer and builder made; then
   * every case of that test once, on a normal stack. A class with a static initializer first made
   * inside a root is one that a root begun near the stack's end may leave unusable for good,
   * whatever the levels the sweep tries: none may be. So for an {@code invokedynamic} call site (a
   * lambda, a method reference, a record's methods, a string concatenation), whose failure to link
   * is kept for good: none may first be linked inside a root ({@code
   * java.lang.invoke.MethodHandle.TRACE_METHOD_LINKAGE}). The test's own classes are left out.
   * Checked access too ({@link ViewCase}): a view of every flat vector and flat corrupt case, its
   * first {@code wrap} (of no bytes) among the entries, then wrapped and walked through every
   * accessor; and {@link #firstUseOnlyCases} (evolution vectors, the dynamic flat codec).
   */
  @Test
  void classesFirstMadeInsideARoot() throws Exception {
    java.nio.file.Path log = java.nio.file.Files.createTempFile("bale-class-init", ".log");
    try {
      String out =
          runFreshJvm(
              List.of(
                  "-Xlog:class+init=info:file=" + log,
                  "-Djava.lang.invoke.MethodHandle.TRACE_METHOD_LINKAGE=true",
                  // The view walk calls accessors by reflection: native accessors only, so that
                  // reflection itself makes no class and links nothing after its first call (JDK
                  // 17 inflates to generated classes, JDK 18+ calls through method handles).
                  "-Dsun.reflect.inflationThreshold=2147483647",
                  "-Djdk.reflect.useNativeAccessorOnly=true"),
              List.of("inits"),
              " roots once after the entries");
      List<String> made = new ArrayList<>();
      boolean inside = false;
      int marks = 0;
      for (String line : java.nio.file.Files.readAllLines(log)) {
        int at = line.indexOf(" Initializing '");
        if (at < 0) {
          continue;
        }
        String name = line.substring(at + 15, line.indexOf('\'', at + 15)).replace('/', '.');
        if (name.equals(EntriesDone.class.getName())) {
          inside = true;
          marks++;
        } else if (name.equals(RootsDone.class.getName())) {
          inside = false;
          marks++;
        } else if (inside
            && !line.contains("(no method)")
            && !name.startsWith("java.lang.invoke.LambdaForm$") // spun for a call site: below
            && !name.startsWith(HARNESS)) {
          made.add(name);
        }
      }
      // invokedynamic call sites (a lambda, a method reference, a record's methods, a string
      // concatenation) linked inside a root: one whose linking fails near the end fails for good.
      inside = false;
      List<String> linked = new ArrayList<>();
      for (String line : out.split("\n")) {
        if (line.startsWith(ENTRIES_DONE)) {
          inside = true;
        } else if (line.startsWith(ROOTS_DONE)) {
          inside = false;
        } else if (inside && line.startsWith("linkCallSite ")) {
          // "linkCallSite <caller> <bootstrap> ...", then lines of what it was linked to
          String caller = line.split(" ", 3)[1];
          if (caller.equals("=>")
              || caller.equals("target")
              || caller.equals("linkage")
              || caller.startsWith(HARNESS)) {
            continue;
          }
          linked.add(line.substring(0, Math.min(line.length(), 160)));
        }
      }
      System.out.println(
          "DeepStackTest: classes first made inside a root "
              + made
              + ", call sites linked inside one "
              + linked);
      // The logs are on and hold both marks (the harness's own lambdas were linked before them).
      assertEquals(2, marks, "class-initialization log " + log);
      assertTrue(out.contains("linkCallSite " + HARNESS), "no linkage trace");
      assertEquals(List.of(), made, "classes first made inside a root");
      assertEquals(List.of(), linked, "call sites first linked inside a root");
    } finally {
      java.nio.file.Files.deleteIfExists(log);
    }
  }

  /** The test's own classes' package (no "+": the class must link no concatenation). */
  private static final String HARNESS = DeepStackTest.class.getPackageName().concat(".");

  private static final String ENTRIES_DONE = "DeepStackTest: the entries are done";
  private static final String ROOTS_DONE = "DeepStackTest: the roots are done";

  /** Initialized where the entries end ({@link #classesFirstMadeInsideARoot}'s log). */
  private static final class EntriesDone {
    static final long AT = System.nanoTime();
  }

  /** Initialized where the roots end. */
  private static final class RootsDone {
    static final long AT = System.nanoTime();
  }

  /** {@link #classesFirstMadeInsideARoot}'s JVM. */
  private static void rootsOnceAfterTheEntries() throws Exception {
    List<RootNearTheEnd> decodes = decodeCases();
    decodes.addAll(firstUseOnlyCases());
    decodes.forEach(DeepStackTest::enter);
    List<ViewCase> views = viewCases();
    for (ViewCase v : views) {
      v.enter();
    }
    // What an application makes before its roots.
    Object[] made = {new CompactReader(), new CompactWriter(), new FlatReader(), new FlatBuilder()};
    System.out.println(ENTRIES_DONE);
    long at = EntriesDone.AT;
    decodes.forEach(DeepStackTest::once);
    List<RootNearTheEnd> encodes = encodeCases(); // (each value decoded first: roots too)
    encodes.forEach(DeepStackTest::once);
    for (ViewCase v : views) {
      v.once();
    }
    at += RootsDone.AT;
    System.out.println(ROOTS_DONE);
    System.out.println(
        (decodes.size() + encodes.size() + views.size())
            + " roots once after the entries ("
            + made.length
            + ")");
  }

  /**
   * Checked access (a view's {@code wrap}, each accessor checking what it reads): a view of each
   * flat vector and flat corrupt case (default limits), made by the application before its first
   * {@code wrap}; {@link #once} wraps the bytes ({@code wrapFramed} for a framed case) and calls
   * every accessor of every view reached ({@link ViewWalker#walkAll}).
   */
  private static final class ViewCase {
    private final Object view;
    private final Method wrap;
    private final byte[] bytes;

    ViewCase(String schema, String type, String hex, boolean framed) throws Exception {
      Class<?> c = Class.forName(Schemas.javaClassName(schema, Schemas.decl(schema, type)));
      view = FlatGeneratedTest.viewClass(c).getConstructor().newInstance();
      wrap = view.getClass().getMethod(framed ? "wrapFramed" : "wrap", byte[].class);
      bytes = Hex.decode(hex);
    }

    /** The view's first {@code wrap}, of no bytes, as an application's first (its entry). */
    void enter() throws Exception {
      try {
        wrap.invoke(view, (Object) new byte[0]);
      } catch (java.lang.reflect.InvocationTargetException e) {
        if (!(e.getCause() instanceof BaleException)) {
          throw e;
        }
      }
      ViewWalker.prepare(view.getClass());
    }

    void once() {
      try {
        ViewWalker.walkAll(wrap.invoke(view, (Object) bytes));
      } catch (java.lang.reflect.InvocationTargetException e) {
        if (!(e.getCause() instanceof BaleException)) {
          throw new AssertionError(e.getCause());
        }
      } catch (BaleException e) {
        // a corrupt case's code, met by an accessor
      } catch (Throwable t) {
        throw new AssertionError(t);
      }
    }
  }

  /**
   * Decodes that {@link #classesFirstMadeInsideARoot} runs once and the near-end sweep does not:
   * the evolution vectors read as their reader types (compact through both codecs, flat through
   * generated code), and every flat vector and flat corrupt case through the dynamic flat codec
   * (whose walk runs on the caller's thread when the schema bounds its nesting, and on a thread of
   * its own otherwise: near the end, only its entry would be).
   */
  private static List<RootNearTheEnd> firstUseOnlyCases() {
    List<RootNearTheEnd> cases = new ArrayList<>();
    Corpus.Options plain = new Corpus.Options(false, false, false);
    for (Corpus.Vector v : Corpus.vectors()) {
      if (v.isEvolution()) {
        for (Codec c : Codec.both(v.readerSchema(), v.readerType())) {
          cases.add(
              corpusCase(
                  v.name(),
                  "reader " + c.name(),
                  b -> c.decode(b, false, Limits.DEFAULT),
                  v.hex(),
                  null));
        }
        if (v.flatHex() != null) {
          FlatSide f = FlatSide.generated(v.readerSchema(), v.readerType());
          cases.add(
              corpusCase(
                  v.name(), "reader flat " + f.name(), b -> f.decode(b, plain), v.flatHex(), null));
        }
      } else {
        FlatSide f = FlatSide.dynamic(v.schema(), v.type());
        cases.add(
            corpusCase(
                v.name(), "flat " + f.name(), b -> f.decode(b, v.options()), v.flatHex(), null));
      }
    }
    for (Corpus.Corrupt k : Corpus.flatCorrupt()) {
      if (k.limits() == null) {
        FlatSide f = FlatSide.dynamic(k.schema(), k.type());
        Corpus.Options o = new Corpus.Options(false, false, k.frame());
        cases.add(corpusCase(k.name(), "flat " + f.name(), b -> f.decode(b, o), k.hex(), k.code()));
      }
    }
    return cases;
  }

  /** {@link ViewCase}s of every flat vector (but the evolution ones) and flat corrupt case. */
  private static List<ViewCase> viewCases() throws Exception {
    List<ViewCase> out = new ArrayList<>();
    for (Corpus.Vector v : Corpus.vectors()) {
      if (!v.isEvolution()) {
        out.add(new ViewCase(v.schema(), v.type(), v.flatHex(), v.options().frame()));
      }
    }
    for (Corpus.Corrupt k : Corpus.flatCorrupt()) {
      if (k.limits() == null) {
        out.add(new ViewCase(k.schema(), k.type(), k.hex(), k.frame()));
      }
    }
    return out;
  }

  private static void once(RootNearTheEnd c) {
    try {
      c.root.apply(c.bytes);
    } catch (BaleException e) {
      // a corrupt case's code
    }
  }

  /** A decode's entry on a normal stack (an empty input), as the application's earlier roots. */
  private static void enter(RootNearTheEnd c) {
    try {
      if (c.bytes != null) {
        c.root.apply(new byte[0]);
      }
    } catch (BaleException e) {
      // the entry ends there
    }
  }

  /**
   * The corpus's decodes: every compact vector (but the evolution ones) and corrupt case (default
   * limits), framed ones included, through the generated and the dynamic codec, every flat vector
   * and flat corrupt case through generated flat code, and the message and session streams of
   * {@code testdata/streams} through both codecs. (The dynamic flat codec walks a schema of
   * unbounded nesting, most of the corpus's, on a thread of its own, so that only its entry would
   * be near the end, and each such decode starts a thread: 84 of the 125 s of a 300-level run with
   * it.)
   */
  private static List<RootNearTheEnd> decodeCases() {
    List<RootNearTheEnd> cases = new ArrayList<>();
    for (Corpus.Vector v : Corpus.vectors()) {
      if (!v.isEvolution()) {
        boolean framed = v.options().frame();
        for (Codec c : Codec.both(v.schema(), v.type())) {
          cases.add(
              corpusCase(
                  v.name(), c.name(), b -> c.decode(b, framed, Limits.DEFAULT), v.hex(), null));
        }
        FlatSide f = FlatSide.generated(v.schema(), v.type());
        cases.add(
            corpusCase(
                v.name(), "flat " + f.name(), b -> f.decode(b, v.options()), v.flatHex(), null));
      }
    }
    for (Corpus.Corrupt k : Corpus.corrupt()) {
      if (k.limits() == null) {
        for (Codec c : Codec.both(k.schema(), k.type())) {
          cases.add(
              corpusCase(
                  k.name(),
                  c.name(),
                  b -> c.decode(b, k.frame(), Limits.DEFAULT),
                  k.hex(),
                  k.code()));
        }
      }
    }
    for (Corpus.Corrupt k : Corpus.flatCorrupt()) {
      if (k.limits() == null) {
        FlatSide f = FlatSide.generated(k.schema(), k.type());
        Corpus.Options o = new Corpus.Options(false, false, k.frame());
        cases.add(corpusCase(k.name(), "flat " + f.name(), b -> f.decode(b, o), k.hex(), k.code()));
      }
    }
    // Message and session streams (testdata/streams), read whole; corrupt ones under the default
    // limits and with no session expected.
    for (String file : new String[] {"streams.json", "corrupt.json"}) {
      for (com.fasterxml.jackson.databind.JsonNode n : StreamVectorsTest.cases(file)) {
        if (n.has("readerLimits") || n.has("expectSession")) {
          continue;
        }
        String code = n.has("error") ? n.path("error").asText() : null;
        for (Codec c : Codec.both(n.path("schema").asText(), n.path("type").asText())) {
          cases.add(
              corpusCase(
                  n.path("name").asText(),
                  "stream " + c.name(),
                  b -> readStream(c, b),
                  n.path("hex").asText(),
                  code));
        }
      }
    }
    return cases;
  }

  /** The records of a whole stream, read by a new decoder. */
  private static List<Object> readStream(Codec c, byte[] bytes) {
    dev.bale.runtime.MessageStreamDecoder<Object> d =
        new dev.bale.runtime.MessageStreamDecoder<>(c.type(), c.fingerprint);
    List<Object> got = new ArrayList<>();
    d.feed(bytes, 0, bytes.length);
    StreamVectorsTest.drain(d, got);
    d.endOfInput();
    StreamVectorsTest.drain(d, got);
    return got;
  }

  /**
   * Encodes of each vector's value (decoded on a normal stack here: run after the decodes, which
   * have made each codec's classes): compact through a writer kept from root to root, flat through
   * generated code; and each valid stream's records written again.
   */
  private static List<RootNearTheEnd> encodeCases() {
    List<RootNearTheEnd> cases = new ArrayList<>();
    Corpus.Options plain = new Corpus.Options(false, false, false);
    for (Corpus.Vector v : Corpus.vectors()) {
      if (!v.isEvolution() && !v.options().frame()) {
        for (Codec c : Codec.both(v.schema(), v.type())) {
          Object value = c.decode(Hex.decode(v.hex()));
          CompactWriter w = new CompactWriter();
          cases.add(encodeCase(v.name(), c.name(), () -> w.encode(c.type(), value)));
        }
        FlatSide f = FlatSide.generated(v.schema(), v.type());
        Object value = f.decode(Hex.decode(v.flatHex()), plain);
        cases.add(encodeCase(v.name(), "flat " + f.name(), () -> f.encode(value, plain)));
      }
    }
    // The records of each valid stream written again, as a message or session stream, by a new
    // writer for each stream.
    for (com.fasterxml.jackson.databind.JsonNode n : StreamVectorsTest.cases("streams.json")) {
      boolean session = StreamVectorsTest.isSession(n);
      long id = session ? StreamVectorsTest.sessionId(n, "sessionId") : 0;
      for (Codec c : Codec.both(n.path("schema").asText(), n.path("type").asText())) {
        List<Object> records = readStream(c, Hex.decode(n.path("hex").asText()));
        cases.add(
            encodeCase(
                n.path("name").asText(),
                "stream " + c.name(),
                () -> writeStream(c, session, id, records)));
      }
    }
    return cases;
  }

  private static byte[] writeStream(Codec c, boolean session, long id, List<Object> records) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    try (MessageStreamWriter<Object> w =
        MessageStreamWriter.create(
                c.type(), c.fingerprint, session, id, dev.bale.runtime.BufferPool.shared())
            .to(out)) {
      for (Object r : records) {
        w.write(r);
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** {@link #corpusNearTheEnd}'s checks of every case's outcomes, after every case has run. */
  private static void checkCorpusCases(List<RootNearTheEnd> cases) {
    List<String> wrong = new ArrayList<>();
    long decoded = 0;
    long depthLimits = 0;
    for (RootNearTheEnd c : cases) {
      decoded += c.decoded + c.coded;
      depthLimits += c.depthLimit;
      if (c.other != null) {
        wrong.add(c.name + " near the end: " + c.other);
        c.other.printStackTrace(System.out);
        continue;
      }
      try {
        Object top = c.root.apply(c.bytes);
        if (c.code != null) {
          wrong.add(c.name + ": decoded on a normal stack");
        } else if (c.decoded > 0 && !top.equals(c.value)) {
          // (A deep root may end in DEPTH_LIMIT at every level of the window: none done.)
          wrong.add(c.name + ": the first root near the end unlike the top's");
        }
      } catch (BaleException e) {
        if (c.code == null || !e.code().name().equals(c.code)) {
          wrong.add(c.name + " on a normal stack: " + e);
        }
      } catch (RuntimeException | Error e) {
        wrong.add(c.name + " on a normal stack: " + e);
      }
    }
    System.out.println(
        "DeepStackTest near the stack's end, corpus: "
            + cases.size()
            + " cases, "
            + decoded
            + " roots or codes near the end, DEPTH_LIMIT "
            + depthLimits);
    assertTrue(decoded > cases.size(), "roots or codes near the end: " + decoded);
    if (!wrong.isEmpty()) {
      throw new AssertionError(wrong.size() + " corpus cases wrong:\n" + String.join("\n", wrong));
    }
    System.out.println(cases.size() + " corpus cases right");
  }

  /** {@link #oneWalkRootsBegunNearTheStacksEnd}'s JVM. */
  public static void main(String[] args) throws Exception {
    if (args[0].equals("errors")) {
      corruptNearTheEnd(args);
      return;
    }
    if (args[0].equals("corpus")) {
      corpusNearTheEnd();
      return;
    }
    if (args[0].equals("inits")) {
      rootsOnceAfterTheEntries();
      return;
    }
    // What any application's JVM has done before its first root: a string concatenation (its
    // bootstrap, first run at the stack's end below, would break every later one) and a print.
    System.out.println("fresh JVM " + Runtime.version() + ", " + args[0] + " codecs");
    boolean dynamic = args[0].equals("dynamic");
    List<NearTheEnd<?>> probes = dynamic ? dynamicNearTheEndProbes() : nearTheEndProbes();
    // A failure is uncaught: the JVM prints it and exits with 1 (no System.exit outside the CLI).
    // The dynamic codec's first round only: the first use of a class is what it is there for.
    checkNearTheEnd(probes, dynamic ? 1 : 3);
    System.out.println(probes.size() + " probes right");
  }

  /** {@link #oneWalkRootsBegunNearTheStacksEnd}'s checks, in the JVM of {@link #main}. */
  private static void checkNearTheEnd(List<NearTheEnd<?>> probes, int rounds) throws Exception {
    for (NearTheEnd<?> p : probes) {
      String what = p.what();
      for (int round = 0; round < rounds; round++) {
        Object outcome = p.round();
        if (!(outcome instanceof Boolean right)) {
          throw new AssertionError(what + ": " + outcome, thrown(outcome));
        }
        assertTrue(right, what + ": the next root");
        // Each round's throwables read and let go (an overflow's trace holds 1,024 frames).
        for (int i = 0; i < p.nThrown; i++) {
          Throwable t = p.thrown[i];
          p.thrown[i] = null;
          boolean fromOnePass =
              Arrays.stream(t.getStackTrace())
                  .anyMatch(
                      f ->
                          (f.getMethodName().equals("encodeLeaf")
                                  || f.getMethodName().equals("decodeLeaf"))
                              && f.getClassName().endsWith("$CompactCodec"));
          if (!(t instanceof StackOverflowError) || fromOnePass) {
            throw new AssertionError(what + ": out of the one-pass path: " + t, t);
          }
        }
        p.nThrown = 0;
      }
      assertEquals(0, p.wrong, what + ": roots with other bytes");
      assertTrue(p.encoded > 0, what + ": no root encoded");
      System.out.println(
          "DeepStackTest near the stack's end, "
              + what
              + ": encoded "
              + p.encoded
              + ", DEPTH_LIMIT "
              + p.depthLimit
              + ", overflow at the call "
              + p.overflows);
    }
  }
}
