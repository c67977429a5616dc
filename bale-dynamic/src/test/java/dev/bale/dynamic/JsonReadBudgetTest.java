package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.BaleJsonException.Code;
import dev.bale.runtime.Limits;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Reading JSON charges the estimated size of what it builds against the decoded-size budget
 * (JSON.md §6, "Reading"): a missing field takes its default, so a document of empty objects of a
 * wide message builds far more than its own size. Without the budget, 3 MB of {@code {}} for a
 * 200-field message (1,000,000 elements) ran the JVM out of a 2 GB heap (RELIABILITY.md G6).
 */
class JsonReadBudgetTest {
  static final String WIDE_SCHEMA = wideSchema(200);
  static final JsonBridge BRIDGE = JsonBridge.forSchema(TestSchemas.loadString(WIDE_SCHEMA));
  static final JsonBridge.Type ROOT = BRIDGE.type("wide.Root");

  static String wideSchema(int fields) {
    StringBuilder sb = new StringBuilder("package wide;\nmessage W {\n");
    for (int i = 0; i < fields; i++) {
      sb.append("  i32 f").append(i).append(" = ").append(i + 1).append(";\n");
    }
    return sb.append("}\nmessage Root {\n  list<W> items = 1;\n}\n").toString();
  }

  /** {@code {"items":[{},{},...]}} with {@code n} empty objects. */
  static String empties(int n) {
    StringBuilder sb = new StringBuilder(12 + 3 * n).append("{\"items\":[");
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "{}" : ",{}");
    }
    return sb.append("]}").toString();
  }

  @Test
  void emptyObjectsOfAWideMessageAreRejectedWithinTheBudget() {
    String doc = empties(1_000_000); // 3,000,011 bytes
    byte[] bytes = doc.getBytes(StandardCharsets.US_ASCII);
    long budget = Limits.DEFAULT.decodedSizeBudget(bytes.length); // 64 x 3,000,011 bytes
    // What the reader allocates before it stops is bounded by what it charged (estimates are never
    // below the real sizes) plus the parser's own buffers.
    BaleJsonException e =
        TraversalBudgetTest.allocationBounded(
            budget + (16 << 20),
            () -> assertThrows(BaleJsonException.class, () -> ROOT.fromJson(bytes)));
    assertEquals(Code.JSON_LIMIT_EXCEEDED, e.code(), e.getMessage());
    assertTrue(e.path().matches("\\$\\.items\\[\\d+\\]"), e.path());
    assertEquals(1, e.line());
    // The same from a String and from a Reader (whose length is not known: the budget is of the
    // chars read when a charge crosses it, so it stops no later).
    assertEquals(Code.JSON_LIMIT_EXCEEDED, fails(() -> ROOT.fromJson(doc)).code());
    assertEquals(
        Code.JSON_LIMIT_EXCEEDED, fails(() -> ROOT.fromJson(new StringReader(doc))).code());
  }

  @Test
  void theBudgetIsMaxOfTheFloorAndTheRatioTimesTheLength() {
    String doc = empties(10_000); // 30,011 bytes; about 17.6 MB estimated
    assertEquals(10_000, items(ROOT.fromJson(doc)));
    JsonBridge.Type tight =
        BRIDGE
            .withLimits(Limits.builder().decodedSizeFloor(1 << 20).decodedSizeRatio(1).build())
            .type("wide.Root");
    BaleJsonException e = fails(() -> tight.fromJson(doc));
    assertEquals(Code.JSON_LIMIT_EXCEEDED, e.code());
    // 1 MiB (more than 1 x 30,011) at 152 + 8 x 200 + 12 bytes per element (and 48 + 152 + 8 for
    // the root and its list)
    int expected = ((1 << 20) - 208) / (152 + 8 * 200 + 12);
    assertEquals("$.items[" + expected + "]", e.path(), e.getMessage());
    // A larger ratio lets the same document through; unlimited() is the explicit opt-out.
    JsonBridge.Type ratio =
        BRIDGE
            .withLimits(Limits.builder().decodedSizeFloor(1 << 20).decodedSizeRatio(1000).build())
            .type("wide.Root");
    assertEquals(10_000, items(ratio.fromJson(doc)));
    assertEquals(
        10_000, items(BRIDGE.withLimits(Limits.unlimited()).type("wide.Root").fromJson(doc)));
  }

  @Test
  void passesAtItsValueAndFailsOneByteBelow() {
    // Root: message 152 + 8, list 48, one element slot 12, W 152 + 8 x 200, one i32 24; the
    // 199 missing fields share their defaults and cost nothing.
    String doc = "{\"items\":[{\"f7\":5}]}";
    long charge = 160 + 48 + 12 + 1752 + 24;
    Limits at = Limits.builder().decodedSizeFloor(charge).decodedSizeRatio(1).build();
    Limits below = Limits.builder().decodedSizeFloor(charge - 1).decodedSizeRatio(1).build();
    assertEquals(1, items(BRIDGE.withLimits(at).type("wide.Root").fromJson(doc)));
    BaleJsonException e = fails(() -> BRIDGE.withLimits(below).type("wide.Root").fromJson(doc));
    assertEquals(Code.JSON_LIMIT_EXCEEDED, e.code());
    assertEquals("$.items[0].f7", e.path());
    assertEquals(1, e.line());
    assertEquals(17, e.column()); // the 5
  }

  @Test
  void missingFieldsShareTheirDefaults() {
    Value.Message root = (Value.Message) ROOT.fromJson("{\"items\":[{},{}]}");
    var items = ((Value.ListOf) root.fields().get(0)).items();
    Value a = ((Value.Message) items.get(0)).fields().get(3);
    Value b = ((Value.Message) items.get(1)).fields().get(3);
    assertEquals(new Value.Int(0), a);
    assertTrue(a == b, "one default instance per field");
  }

  static int items(Value v) {
    return ((Value.ListOf) ((Value.Message) v).fields().get(0)).items().size();
  }

  static BaleJsonException fails(org.junit.jupiter.api.function.Executable read) {
    return assertThrows(BaleJsonException.class, read);
  }
}
