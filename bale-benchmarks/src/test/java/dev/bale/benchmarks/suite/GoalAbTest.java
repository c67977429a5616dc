package dev.bale.benchmarks.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The side-by-side reading of the compact goals ({@link GoalAb}; part of {@code make test}): the
 * reading is the lowest median over the candidate peers and is met only at or above the goal, the
 * candidate list follows the goal peers, and one tiny interleaved run writes a result that loads
 * back. Asserts no speed.
 */
class GoalAbTest {
  private static GoalAb.PeerRatio p(String peer, double median) {
    return new GoalAb.PeerRatio(peer, median, median - 0.05, median + 0.05, median);
  }

  @Test
  void readingIsTheLowestMedianAgainstTheGoal() {
    List<GoalAb.PeerRatio> pairs = List.of(p("fory", 1.10), p("protobuf", 0.95), p("kryo", 1.30));
    GoalAb.Reading r = GoalAb.reading(pairs, 1.0);
    assertEquals("protobuf", r.lowest().peer());
    assertEquals(0.95, r.lowest().median());
    assertFalse(r.met());
    assertTrue(GoalAb.reading(pairs, 0.95).met(), "met at the line");
    assertTrue(GoalAb.reading(pairs, 0.9).met());
    // media.1 asks 1.25x: 1.20 against every peer is a miss there, 1.25 a hit.
    assertEquals(1.25, Report.need(DataSet.MEDIA_1));
    assertEquals(1.0, Report.need(DataSet.TWITTER));
    assertFalse(GoalAb.reading(List.of(p("fory", 1.20)), Report.need(DataSet.MEDIA_1)).met());
    assertTrue(GoalAb.reading(List.of(p("fory", 1.25)), Report.need(DataSet.MEDIA_1)).met());
    assertNull(GoalAb.reading(List.of(), 1.0));
  }

  @Test
  void candidatesAreGoalPeersOnly() {
    String peers = GoalAb.DEFAULT_PEERS;
    assertEquals(
        List.of(Codec.FORY, Codec.PROTOBUF),
        GoalAb.candidates(DataSet.SMALL, "encode", peers, null));
    assertEquals(
        List.of(Codec.FORY, Codec.PROTOBUF, Codec.FORY_COMPAT, Codec.FLATBUFFERS),
        GoalAb.candidates(DataSet.SMALL, "decode", peers, null));
    // The JMH run's fastest is added wherever it is a goal peer ...
    assertEquals(
        List.of(Codec.FORY, Codec.PROTOBUF, Codec.PROTOBUF_FRESH),
        GoalAb.candidates(DataSet.CANADA, "encode", peers, "protobuf-fresh"));
    assertEquals(
        List.of(Codec.FORY, Codec.KRYO),
        GoalAb.candidates(DataSet.TWITTER, "decode", "fory", "kryo"));
    // ... and not where it is not (protobuf-fresh's decode is protobuf's; Bale; SBE).
    assertFalse(
        GoalAb.candidates(DataSet.SMALL, "decode", peers, "protobuf-fresh")
            .contains(Codec.PROTOBUF_FRESH));
    assertFalse(
        GoalAb.candidates(DataSet.SMALL, "decode", "sbe,bale", "bale-flat").iterator().hasNext());
    // FlatBuffers only where it has a peer.
    for (DataSet d : Cases.TIMED) {
      assertEquals(
          FlatPeers.SUPPORTED.contains(d),
          GoalAb.candidates(d, "decode", peers, null).contains(Codec.FLATBUFFERS),
          d.id);
    }
  }

  @Test
  void aTinyRunWritesAResultThatLoadsBack(@TempDir Path dir) throws Exception {
    ObjectNode o = GoalAb.measure("price.small", "decode", "fory", 2, 1, 5);
    assertEquals(2, o.get("rounds").asInt());
    for (String f : List.of("total", "median", "q1", "q3", "baleNsPerOp", "peerNsPerOp")) {
      assertTrue(o.get(f).asDouble() > 0, f + " " + o);
    }
    assertTrue(o.get("q1").asDouble() <= o.get("q3").asDouble(), o.toString());
    assertTrue(GoalAb.line(o).contains("bale/fory"), GoalAb.line(o));
    GoalAb.write(GoalAb.file(dir, "price.small", "decode", "fory"), o);
    Map<String, List<GoalAb.PeerRatio>> back = GoalAb.load(dir);
    assertEquals(List.of("price.small/decode"), List.copyOf(back.keySet()));
    assertEquals("fory", back.get("price.small/decode").get(0).peer());
    assertEquals(o.get("median").asDouble(), back.get("price.small/decode").get(0).median());
  }
}
