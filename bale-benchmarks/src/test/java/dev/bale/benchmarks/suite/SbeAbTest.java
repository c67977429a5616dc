package dev.bale.benchmarks.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The side-by-side reading of the flat-against-SBE goals ({@link SbeAb}): tiny interleaved runs of
 * each operation write results that load back, a pair reads the median of its JVMs' medians against
 * 0.8x, and the report shows the readings beside the JMH goals and in their own table. Asserts no
 * speed.
 */
class SbeAbTest {
  @Test
  void tinyRunsLoadBackAndTheReportShowsTheReadings(@TempDir Path dir) throws Exception {
    for (String op : List.of("encode", "decode", "partial", "partial-unchecked")) {
      ObjectNode o = SbeAb.measure("price.small", op, 2, 1, 5);
      assertEquals(op, o.get("op").asText());
      assertEquals(SbeAb.baleRow(op), o.get("bale").asText());
      assertEquals("sbe", o.get("peer").asText());
      assertEquals(2, o.get("ratios").size());
      for (String f : List.of("total", "median", "q1", "q3", "baleNsPerOp", "peerNsPerOp")) {
        assertTrue(o.get(f).asDouble() > 0, f + " " + o);
      }
    }
    // Three JVMs of price.small decode, one of price.large partial; the rest not run (no rows).
    jvm(dir, "price.small", "decode", 1, 0.75);
    jvm(dir, "price.small", "decode", 2, 1.08);
    jvm(dir, "price.small", "decode", 3, 1.06);
    jvm(dir, "price.large", "partial", 1, 0.70);
    Map<String, List<GoalAb.PeerRatio>> back = SbeAb.load(dir);
    assertEquals(Set.of("price.small/decode", "price.large/partial"), back.keySet());
    GoalAb.PeerRatio small = back.get("price.small/decode").get(0);
    assertEquals(1.06, small.median());
    assertTrue(SbeAb.reading("price.small", "decode", small).endsWith(": met"));
    assertTrue(
        SbeAb.reading("price.large", "partial", back.get("price.large/partial").get(0))
            .endsWith("NOT met"));
    // The other side-by-side readings live apart: none of these is one of them.
    assertTrue(GoalAb.load(dir).isEmpty());
    assertTrue(PartialAb.load(dir).isEmpty());

    Files.writeString(dir.resolve("env.json"), "{\"mode\":\"smoke\"}");
    Files.writeString(dir.resolve("jmh.json"), "[]");
    Files.writeString(dir.resolve("sizes.json"), "[]");
    String md = new Report(dir).markdown();
    assertTrue(md.contains("### Flat-against-SBE goals read side by side"), md);
    assertTrue(md.contains(" Results written 2026-12-02 08:51–08:53 UTC.\n"), md);
    assertTrue(
        md.contains(
            "| flat decode on price.small >= 0.8x SBE | 1.06x (0.75–1.08, 3 JVMs; IQR ±0.01) |"
                + " yes |\n"),
        md);
    assertTrue(
        md.contains(
            "| flat partial read (checked) on price.large >= 0.8x SBE | 0.70x (0.70–0.70, 1 JVM;"
                + " IQR ±0.01) | **no** |\n"),
        md);
    // A rerun of a pair first removes what a former run left for it.
    GoalAb.clear(dir, SbeAb.DIR, "price.small", "decode");
    assertEquals(Set.of("price.large/partial"), SbeAb.load(dir).keySet());
  }

  /** A given result of JVM {@code fork} on {@code set} {@code op}: median {@code m}, IQR ±0.01. */
  private static void jvm(Path dir, String set, String op, int fork, double m) throws Exception {
    ObjectNode o = new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode();
    o.put("set", set).put("op", op).put("bale", SbeAb.baleRow(op));
    o.put("peer", SbeAb.PEER).put("fork", fork);
    o.put("total", m).put("median", m).put("q1", m - 0.01).put("q3", m + 0.01);
    o.put("date", "2026-12-02T08:5" + fork + ":30.5Z");
    GoalAb.write(GoalAb.file(dir, SbeAb.DIR, set, op, SbeAb.PEER, fork), o);
  }
}
