package dev.bale.dynamic.infer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.ThreadCpu;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/**
 * {@code bale infer} on many objects of unrelated keys takes time about linear in their number.
 * Merging similar shapes tested every pair of shapes (a key set copied per pair), and writing the
 * schema merged a map shape's values again for every field of its type: 8,000 objects of 5
 * unrelated keys under distinct keys (a 400 KB document) took 11.6 s, and 8,000 lines each with an
 * object under its own key 6.9 s and 1.7 GB. Thread CPU time, best of three, 2,000 against 8,000,
 * measured again when over the limit ({@link ThreadCpu#scalesWithin}).
 */
class SchemaInferenceScaleTest {

  /** One document: {@code n} keys, each holding an object of 5 keys of its own. */
  static String unrelatedObjects(int n) {
    StringBuilder sb = new StringBuilder("{");
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":{");
      for (int j = 0; j < 5; j++) {
        sb.append(j == 0 ? "" : ",").append("\"f").append(i).append('_').append(j).append("\":1");
      }
      sb.append('}');
    }
    return sb.append('}').toString();
  }

  /** JSON Lines: line {@code i} holds an id and an object under key {@code x<i>}. */
  static String linesOfOwnKeys(int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append("{\"id\":").append(i).append(",\"x").append(i).append("\":{\"a").append(i);
      sb.append("\":1,\"b").append(i).append("\":2,\"c\":3,\"d\":4}}\n");
    }
    return sb.toString();
  }

  private static void infer(String text, boolean lines) {
    try {
      SchemaInference inf = new SchemaInference();
      if (lines) {
        inf.addLines("t", new StringReader(text));
      } else {
        inf.addDocument("t", new StringReader(text));
      }
      assertTrue(inf.checkedSchema("t").contains("root "));
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
  }

  private static void linear(String what, String small, String large, boolean lines) {
    infer(small, lines); // warm up
    long[] t =
        ThreadCpu.scalesWithin(
            what + ", 8,000 against 2,000",
            () -> infer(small, lines),
            () -> infer(large, lines),
            s -> 8 * s + 100_000_000L);
    System.out.printf(
        "SchemaInferenceScaleTest: %s: 2,000 %.1f ms, 8,000 %.1f ms%n",
        what, t[0] / 1e6, t[1] / 1e6);
  }

  @Test
  void manyUnrelatedObjects() {
    linear("unrelated objects", unrelatedObjects(2000), unrelatedObjects(8000), false);
  }

  @Test
  void linesWithObjectsUnderTheirOwnKeys() {
    linear("lines of own keys", linesOfOwnKeys(2000), linesOfOwnKeys(8000), true);
  }
}
