package dev.bale.benchmarks.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The side-by-side reading of the partial-read goal ({@link PartialAb}): one tiny interleaved run
 * writes a result that loads back, a set reads the median of its JVMs' medians against 20x, and the
 * report shows the readings in their own table. Asserts no speed.
 */
class PartialAbTest {
  @Test
  void aTinyRunLoadsBackAndTheReportShowsTheReading(@TempDir Path dir) throws Exception {
    ObjectNode o = PartialAb.measure("media.1", 2, 1, 5);
    assertEquals("partial", o.get("op").asText());
    assertEquals(PartialReadBench.VIEW, o.get("bale").asText());
    assertEquals("protobuf", o.get("peer").asText());
    assertEquals(2, o.get("ratios").size());
    for (String f : List.of("total", "median", "q1", "q3", "baleNsPerOp", "peerNsPerOp")) {
      assertTrue(o.get(f).asDouble() > 0, f + " " + o);
    }
    assertTrue(o.get("readsPerOp").asInt() >= 1, o.toString());
    assertTrue(GoalAb.line(o).contains("bale-flat-view/protobuf"), GoalAb.line(o));
    // Three JVMs of media.1, one of repos; twitter left out (not run: no row).
    jvm(dir, "media.1", 1, 19.0);
    jvm(dir, "media.1", 2, 23.0);
    jvm(dir, "media.1", 3, 22.0);
    jvm(dir, "repos", 1, 15.0);
    Map<String, List<GoalAb.PeerRatio>> back = PartialAb.load(dir);
    assertEquals(java.util.Set.of("media.1/partial", "repos/partial"), back.keySet());
    GoalAb.PeerRatio media = back.get("media.1/partial").get(0);
    assertEquals(22.0, media.median());
    assertTrue(PartialAb.reading("media.1", media).endsWith(": met"));
    assertTrue(PartialAb.reading("repos", back.get("repos/partial").get(0)).endsWith("NOT met"));
    // The compact goals' results live apart: none of these is one of them.
    assertTrue(GoalAb.load(dir).isEmpty());

    Files.writeString(dir.resolve("env.json"), "{\"mode\":\"smoke\"}");
    Files.writeString(dir.resolve("jmh.json"), "[]");
    Files.writeString(dir.resolve("sizes.json"), "[]");
    String md = new Report(dir).markdown();
    assertTrue(md.contains("### Partial-read goal read side by side"), md);
    assertTrue(
        md.contains(
            "| flat partial read (bale-flat-view) on media.1 >= 20x protobuf's full decode |"
                + " 22.0x (19.0–23.0, 3 JVMs; IQR ±0.1) | yes |\n"),
        md);
    assertTrue(
        md.contains(
            "| flat partial read (bale-flat-view) on repos >= 20x protobuf's full decode |"
                + " 15.0x (15.0–15.0, 1 JVM; IQR ±0.1) | **no** |\n"),
        md);
    // A rerun of a set first removes what a former run left for it.
    GoalAb.clear(dir, PartialAb.DIR, "media.1", PartialAb.OP);
    assertEquals(java.util.Set.of("repos/partial"), PartialAb.load(dir).keySet());
  }

  /** A given result of JVM {@code fork} on {@code set}: median {@code m}, IQR m ± 0.1. */
  private static void jvm(Path dir, String set, int fork, double m) throws Exception {
    ObjectNode o = new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode();
    o.put("set", set).put("op", PartialAb.OP).put("bale", PartialReadBench.VIEW);
    o.put("peer", PartialAb.PEER).put("fork", fork);
    o.put("total", m).put("median", m).put("q1", m - 0.1).put("q3", m + 0.1);
    GoalAb.write(GoalAb.file(dir, PartialAb.DIR, set, PartialAb.OP, PartialAb.PEER, fork), o);
  }
}
