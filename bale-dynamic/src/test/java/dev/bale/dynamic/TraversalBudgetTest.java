package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Collections;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * JSON output of values with shared instances is bounded by the traversal budget (RELIABILITY.md
 * G6/G7, "billion laughs"; docs/spec/JSON.md §6), and the inspector stays linear on the same bytes.
 */
class TraversalBudgetTest {
  static final JsonBridge BRIDGE = JsonMappingTest.BRIDGE;
  static final JsonBridge.Type NODE = BRIDGE.type("alltypes.Node");
  static final JsonMapper MAPPER = new JsonMapper();

  /** The case file: bytes, decode expectation and JSON-output expectation. */
  static final JsonNode CASE = readCase("alias-chain-10x10.json");

  /**
   * A leaf {@code Node{name:"x"}}, then {@code levels} nodes, each with {@code children} holding
   * the node below it {@code fanout} times (one instance). The top one is the root. Encoded with
   * dedupMessages, every node below the root is one object-table entry (leaf first), and each
   * entry's children are {@code fanout} references to the entry before it.
   */
  static Value.Message chain(int levels, int fanout) {
    Value.Message cur = (Value.Message) NODE.fromJson("{\"name\":\"x\"}");
    for (int i = 0; i < levels; i++) {
      cur =
          ((Value.Message) NODE.fromJson("{}"))
              .with("children", new Value.ListOf(Collections.nCopies(fanout, cur)));
    }
    return cur;
  }

  /**
   * What writing {@link #chain} costs, computed independently of JsonOut: a leaf is its message,
   * its name and its empty list (3); every level adds the same three plus fanout copies of below.
   */
  static long chainCost(int levels, int fanout) {
    long c = 3;
    for (int i = 0; i < levels; i++) {
      c = 3 + fanout * c;
    }
    return c;
  }

  static final byte[] ALIAS_CHAIN = NODE.encode(chain(10, 10), dedupMessages());

  /**
   * Default limits reject the chain at decode time (maxObjects counts each reference as the
   * messages it stands for); the JSON budget is the second line of defence for callers that lift
   * that limit, so these tests decode with it uncapped.
   */
  static final Limits UNCAPPED = Limits.builder().maxObjects(Integer.MAX_VALUE).build();

  static EncodeOptions dedupMessages() {
    return EncodeOptions.DEFAULT.withDedupMessages(true);
  }

  // ---- the case file ----

  @Test
  void caseFileHoldsTheAliasChainBytes() {
    assertEquals("alias chain 10x10", CASE.get("name").textValue());
    assertEquals(NODE.decl().fullName(), CASE.get("type").textValue());
    assertEquals(
        CASE.get("hex").textValue().replace(" ", ""), HexFormat.of().formatHex(ALIAS_CHAIN));
    // "Tiny input": a few dozen bytes for 10^10 leaves.
    assertTrue(ALIAS_CHAIN.length < 200, ALIAS_CHAIN.length + " bytes");
    assertEquals(CASE.get("jsonValues").asText(), Long.toString(chainCost(10, 10)));
  }

  @Test
  void caseFileExpectations() {
    byte[] bytes = HexFormat.of().parseHex(CASE.get("hex").textValue().replace(" ", ""));
    BaleException atDecode = assertThrows(BaleException.class, () -> NODE.decode(bytes));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, atDecode.code());
    assertTrue(CASE.get("decode").asBoolean(), "decode succeeds with maxObjects uncapped");
    NODE.decode(bytes, false, UNCAPPED);
    BaleException e = assertThrows(BaleException.class, () -> NODE.compactToJson(bytes));
    assertEquals(CASE.get("jsonCode").textValue(), e.code().name());
    assertTrue(CASE.get("inspect").asBoolean(), "inspect succeeds");
    assertNull(NODE.inspect(bytes, false).error());
  }

  // ---- the hostile input ----

  @Test
  void decodeIsLinearAndSharesInstances() {
    Value.Message root =
        allocationBounded(200_000, () -> (Value.Message) NODE.decode(ALIAS_CHAIN, false, UNCAPPED));
    // One instance per object-table entry: walking down the first child sees fanout-fold sharing.
    Value.Message cur = root;
    for (int level = 10; level > 0; level--) {
      List<Value> kids = ((Value.ListOf) cur.get("children")).items();
      assertEquals(10, kids.size());
      for (Value k : kids) {
        assertSame(kids.get(0), k, "level " + level);
      }
      cur = (Value.Message) kids.get(0);
    }
    assertEquals(new Value.Str("x"), cur.get("name"));
  }

  @Test
  void toJsonFailsFastWithLimitExceeded() {
    Value root = NODE.decode(ALIAS_CHAIN, false, UNCAPPED);
    // The default budget (64 Mi values) is counted, not written: little allocation, no hang.
    BaleException e =
        assertTimeoutPreemptively(
            Duration.ofSeconds(30),
            () ->
                allocationBounded(
                    1_000_000, () -> assertThrows(BaleException.class, () -> NODE.toJson(root))));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
    assertEquals(-1, e.offset());
    assertTrue(e.path().startsWith("$.children[0].children[0]"), e.path());
    assertTrue(
        e.getMessage().contains(Long.toString(TraversalBudget.DEFAULT_FLOOR)), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());

    BaleException viaBytes =
        assertTimeoutPreemptively(
            Duration.ofSeconds(30),
            () -> assertThrows(BaleException.class, () -> NODE.compactToJson(ALIAS_CHAIN)));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, viaBytes.code());
    assertThrows(BaleException.class, () -> NODE.toJson(root, true));
  }

  @Test
  void smallBudgetFailsWithProportionalWork() {
    Value root = NODE.decode(ALIAS_CHAIN, false, UNCAPPED);
    JsonBridge.Type small =
        BRIDGE.withTraversalBudget(TraversalBudget.fixed(1000)).type(NODE.decl());
    BaleException e =
        allocationBounded(
            100_000, () -> assertThrows(BaleException.class, () -> small.toJson(root)));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
    assertTrue(e.getMessage().contains("more than 1000 values"), e.getMessage());
  }

  @Test
  void aTypeMismatchDoesNotExpandTheValue() {
    Value root = NODE.decode(ALIAS_CHAIN, false, UNCAPPED);
    // Within budget (here: none), the error message describes the value instead of printing it:
    // Value.toString() would expand every shared instance.
    JsonBridge.Type leaf = BRIDGE.withTraversalBudget(TraversalBudget.unlimited()).type("Leaf");
    BaleException e =
        assertTimeoutPreemptively(
            Duration.ofSeconds(30),
            () -> assertThrows(BaleException.class, () -> leaf.toJson(root)));
    assertEquals(
        "INVALID_VALUE in $: expected a value of alltypes.Leaf of this schema, got a alltypes.Node"
            + " value",
        e.getMessage());
  }

  @Test
  void inspectorShowsReferencesInsteadOfExpandingThem() {
    Inspector.Result r =
        assertTimeoutPreemptively(
            Duration.ofSeconds(30),
            () -> allocationBounded(2_000_000, () -> NODE.inspect(ALIAS_CHAIN, false)));
    assertNull(r.error(), r::render);
    // Each of the 10 entries is expanded once; every other reference is one line.
    assertTrue(r.lines().size() < 300, r.lines().size() + " lines");
    String text = r.render();
    assertEquals(10 * 9, count(text, "(shown above)"), text);
    for (int i = 0; i < 10; i++) {
      assertTrue(text.contains("reference to object #" + i + ":"), "entry " + i + "\n" + text);
    }
  }

  // ---- the budget's edges ----

  @Test
  void budgetJustEnoughAndJustTooSmall() throws Exception {
    Value.Message v = chain(3, 3);
    long cost = chainCost(3, 3);
    String json = NODE.toJson(v);
    // The cost is the number of JSON values written (no maps or long strings here).
    assertEquals(cost, jsonValues(MAPPER.readTree(json)));
    assertEquals(json, typeWith(TraversalBudget.fixed(cost)).toJson(v));
    BaleException e =
        assertThrows(
            BaleException.class, () -> typeWith(TraversalBudget.fixed(cost - 1)).toJson(v));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
    // The last value, the leaf's empty children list, is the one over budget.
    assertEquals("$.children[2].children[2].children[2].children", e.path());
  }

  @Test
  void zeroSizeValuesStillCost() {
    // An empty list and an empty name cost one value each: {} is the message, "" and [].
    Value empty = NODE.fromJson("{}");
    assertEquals(
        "{\"name\":\"\",\"children\":[]}", typeWith(TraversalBudget.fixed(3)).toJson(empty));
    assertThrows(BaleException.class, () -> typeWith(TraversalBudget.fixed(2)).toJson(empty));
    // Many references to one empty message: each costs its three values.
    Value wide = chain(1, 1000);
    typeWith(TraversalBudget.fixed(3 + 3000)).toJson(wide);
    assertThrows(BaleException.class, () -> typeWith(TraversalBudget.fixed(3 + 2999)).toJson(wide));
  }

  @Test
  void longStringsCostByLength() {
    // A string costs 1 + length/8, so one long string shared through the string table cannot
    // stand for unbounded output either.
    Value v = NODE.fromJson("{\"name\":\"" + "a".repeat(80) + "\"}");
    long cost = 1 + (1 + 80 / 8) + 1;
    typeWith(TraversalBudget.fixed(cost)).toJson(v);
    assertThrows(BaleException.class, () -> typeWith(TraversalBudget.fixed(cost - 1)).toJson(v));
    Value all =
        JsonMappingTest.ALL.fromJson(JsonMappingTest.doc("\"f_bytes\":\"" + "A".repeat(80) + "\""));
    String out = JsonMappingTest.ALL.toJson(all);
    // 80 base64 chars = 60 bytes: 1 + 60/6.
    long allCost = costOf(JsonMappingTest.ALL, all);
    long withoutBytes =
        costOf(JsonMappingTest.ALL, JsonMappingTest.ALL.fromJson(JsonMappingTest.doc("")));
    assertEquals(10, allCost - withoutBytes, out);
  }

  @Test
  void budgetScalesWithTheInput() {
    Value.Message v = chain(3, 3);
    long cost = chainCost(3, 3);
    JsonBridge.Type t = typeWith(TraversalBudget.of(10, 2));
    t.toJson(v, false, (cost + 1) / 2);
    assertThrows(BaleException.class, () -> t.toJson(v, false, (cost - 2) / 2));
    // Without the input size, only the floor applies.
    assertThrows(BaleException.class, () -> t.toJson(v));

    assertEquals(64L << 20, TraversalBudget.DEFAULT.valuesFor(0));
    assertEquals(64L << 20, TraversalBudget.DEFAULT.valuesFor(8L << 20));
    assertEquals(80L << 20, TraversalBudget.DEFAULT.valuesFor(10L << 20));
    assertEquals(Long.MAX_VALUE, TraversalBudget.DEFAULT.valuesFor(Long.MAX_VALUE / 2));
    assertSame(
        TraversalBudget.DEFAULT,
        JsonBridge.forSchema(TestSchemas.load("alltypes.bale")).traversalBudget());
    assertThrows(IllegalArgumentException.class, () -> TraversalBudget.fixed(0));
    assertThrows(IllegalArgumentException.class, () -> TraversalBudget.of(1, -1));
  }

  @Test
  void unlimitedIsAnExplicitOptOut() {
    TraversalBudget u = TraversalBudget.unlimited();
    assertTrue(u.isUnlimited());
    assertFalse(TraversalBudget.DEFAULT.isUnlimited());
    assertEquals(Long.MAX_VALUE, u.valuesFor(0));
    Value.Message v = chain(3, 3);
    assertEquals(NODE.toJson(v), typeWith(u).toJson(v));
  }

  // ---- helpers ----

  static JsonBridge.Type typeWith(TraversalBudget b) {
    return BRIDGE.withTraversalBudget(b).type(NODE.decl());
  }

  /** The smallest fixed budget that writes {@code v}, by binary search. */
  static long costOf(JsonBridge.Type type, Value v) {
    long lo = 1;
    long hi = 1 << 20;
    while (lo < hi) {
      long mid = (lo + hi) >>> 1;
      try {
        BRIDGE.withTraversalBudget(TraversalBudget.fixed(mid)).type(type.decl()).toJson(v);
        hi = mid;
      } catch (BaleException e) {
        lo = mid + 1;
      }
    }
    return lo;
  }

  static long jsonValues(JsonNode n) {
    long c = 1;
    for (Iterator<JsonNode> it = n.elements(); it.hasNext(); ) {
      c += jsonValues(it.next());
    }
    return c;
  }

  static int count(String s, String sub) {
    int n = 0;
    for (int i = s.indexOf(sub); i >= 0; i = s.indexOf(sub, i + 1)) {
      n++;
    }
    return n;
  }

  /** Runs {@code body} on this thread and checks it allocated at most {@code maxBytes}. */
  static <T> T allocationBounded(long maxBytes, Supplier<T> body) {
    com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = mx.getCurrentThreadAllocatedBytes();
    T result = body.get();
    long used = mx.getCurrentThreadAllocatedBytes() - before;
    assertTrue(used <= maxBytes, "allocated " + used + " bytes, expected at most " + maxBytes);
    return result;
  }

  static JsonNode readCase(String name) {
    try (InputStream in = TraversalBudgetTest.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + name);
      }
      return MAPPER.readTree(in);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
