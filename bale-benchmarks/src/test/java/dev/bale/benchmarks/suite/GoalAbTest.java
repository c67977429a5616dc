package dev.bale.benchmarks.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The side-by-side reading of the compact goals ({@link GoalAb}; part of {@code make test}): a pair
 * reads the median of its JVMs' medians, the row the lowest of its pairs, met only at or above the
 * goal; the candidate list follows the goal peers; one tiny interleaved run writes a result that
 * loads back, beside a result of before forks (one JSON per pair, no fork index). Asserts no speed.
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

  private static GoalAb.PeerRatio jvms(String peer, double... medians) {
    List<GoalAb.Jvm> l = new java.util.ArrayList<>();
    for (int i = 0; i < medians.length; i++) {
      l.add(new GoalAb.Jvm(i + 1, medians[i], medians[i] - 0.02, medians[i] + 0.03, medians[i]));
    }
    return new GoalAb.PeerRatio(peer, l);
  }

  @Test
  void aPairReadsTheMedianAcrossItsJvms() {
    // Three JVMs 0.9, 1.1, 1.0: the median 1.0 meets 1.0 (the lowest JVM would not).
    GoalAb.PeerRatio p = jvms("fory", 0.9, 1.1, 1.0);
    assertEquals(1.0, p.median());
    assertEquals(0.9, p.min());
    assertEquals(1.1, p.max());
    assertEquals(0.03, p.iqr(), 1e-12);
    assertTrue(GoalAb.reading(List.of(p), 1.0).met());
    // 0.9, 1.0, 1.02: the median meets 1.0, the mean (0.973) and the lowest JVM would miss it.
    assertTrue(GoalAb.reading(List.of(jvms("fory", 0.9, 1.0, 1.02)), 1.0).met());
    // 0.97, 0.98, 1.2: the median misses 1.0, the mean (1.05) and the highest JVM would meet it.
    GoalAb.Reading miss = GoalAb.reading(List.of(jvms("fory", 0.97, 0.98, 1.2)), 1.0);
    assertEquals(0.98, miss.lowest().median());
    assertFalse(miss.met());
    // Two JVMs: the mean of the two; one: itself.
    assertEquals(1.05, jvms("fory", 1.0, 1.1).median(), 1e-12);
    assertEquals(0.7, jvms("fory", 0.7).median());
    // The row's reading is the lowest pair by its median across JVMs, not by its lowest JVM:
    // protobuf's JVMs reach 0.8 but its median is 1.04, above Fory's 0.99.
    GoalAb.Reading row =
        GoalAb.reading(
            List.of(jvms("fory", 0.98, 0.99, 1.0), jvms("protobuf", 0.8, 1.04, 1.3)), 1.0);
    assertEquals("fory", row.lowest().peer());
    assertFalse(row.met());
    // The within-JVM spread is the farthest quartile from its own JVM's median, over the JVMs.
    GoalAb.PeerRatio wide =
        new GoalAb.PeerRatio(
            "fory",
            List.of(
                new GoalAb.Jvm(1, 1.0, 0.99, 1.01, 1.0), new GoalAb.Jvm(2, 0.8, 0.7, 0.82, 0.8)));
    assertEquals(0.1, wide.iqr(), 1e-12);
  }

  @Test
  void onlyPairsNearTheirRowsLowestRunAgain() {
    List<Double> row = List.of(0.9, 1.1, 2.0);
    assertTrue(GoalAb.near(0.9, row), "the lowest itself");
    assertTrue(GoalAb.near(1.1, row));
    assertTrue(GoalAb.near(0.9 * GoalAb.NEAR, row), "at the line");
    assertFalse(GoalAb.near(2.0, row));
    assertTrue(GoalAb.near(3.0, List.of(3.0)), "alone on its row");
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
  void eachSideIsSetUpInAClassLoaderOfItsOwn() {
    Runnable bale = Isolated.codec("price.small/bale", "decode");
    Runnable fory = Isolated.codec("price.small/fory", "decode");
    bale.run();
    fory.run();
    ClassLoader mine = GoalAbTest.class.getClassLoader();
    ClassLoader a = bale.getClass().getClassLoader();
    ClassLoader b = fory.getClass().getClassLoader();
    assertNotSame(mine, a);
    assertNotSame(mine, b);
    assertNotSame(a, b);
    assertEquals("isolated price.small/bale", a.getName());
    assertSame(mine, Isolated.local("price.small/bale", "decode").getClass().getClassLoader());
    java.util.function.IntConsumer read = Isolated.partial("media.1/bale-flat-view");
    read.accept(3);
    assertEquals("isolated media.1/bale-flat-view", read.getClass().getClassLoader().getName());
  }

  @Test
  void aTinyRunWritesAResultThatLoadsBack(@TempDir Path dir) throws Exception {
    ObjectNode o = GoalAb.measure("price.small", "decode", "fory", 2, 1, 5);
    assertEquals(2, o.get("rounds").asInt());
    assertEquals(2, o.get("ratios").size());
    for (String f : List.of("total", "median", "q1", "q3", "baleNsPerOp", "peerNsPerOp")) {
      assertTrue(o.get(f).asDouble() > 0, f + " " + o);
    }
    assertTrue(o.get("q1").asDouble() <= o.get("q3").asDouble(), o.toString());
    assertTrue(GoalAb.line(o).contains("bale/fory"), GoalAb.line(o));
    assertTrue(o.get("isolated").asBoolean(), o.toString());
    o.put("fork", 2);
    GoalAb.write(GoalAb.file(dir, "price.small", "decode", "fory", 2), o);
    ObjectNode o1 = o.deepCopy();
    // The other JVM's median above the tiny run's, whatever that measured (2 rounds of a cold JVM
    // have read up to 10x): max() must give it.
    double top = Math.max(9.0, o.get("median").asDouble() + 1);
    o1.put("fork", 1).put("median", top).put("q1", top - 0.5).put("q3", top + 0.5);
    GoalAb.write(GoalAb.file(dir, "price.small", "decode", "fory", 1), o1);
    // A result of before forks: one JSON per pair, named without a JVM, no fork index.
    ObjectNode old = o.deepCopy();
    old.remove("fork");
    old.put("op", "encode").put("peer", "protobuf").put("median", 1.5).put("q1", 1.4);
    GoalAb.write(dir.resolve(GoalAb.DIR).resolve("price.small--encode--protobuf.json"), old);
    Map<String, List<GoalAb.PeerRatio>> back = GoalAb.load(dir);
    assertTrue(GoalAb.isolated(back));
    old.put("isolated", false);
    GoalAb.write(dir.resolve(GoalAb.DIR).resolve("price.small--encode--protobuf.json"), old);
    assertFalse(GoalAb.isolated(GoalAb.load(dir)), "one result of a shared loader");
    assertFalse(GoalAb.isolated(Map.of()), "no results");
    assertEquals(java.util.Set.of("price.small/decode", "price.small/encode"), back.keySet());
    GoalAb.PeerRatio fory = back.get("price.small/decode").get(0);
    assertEquals("fory", fory.peer());
    assertEquals(List.of(1, 2), fory.jvms().stream().map(GoalAb.Jvm::fork).toList());
    assertEquals(o.get("median").asDouble(), fory.jvms().get(1).median());
    assertEquals(top, fory.max());
    GoalAb.PeerRatio protobuf = back.get("price.small/encode").get(0);
    assertEquals(1, protobuf.jvms().size());
    assertEquals(0, protobuf.jvms().get(0).fork());
    assertEquals(1.5, protobuf.median());
    assertTrue(GoalAb.reading(back.get("price.small/encode"), 1.0).met());
    // A rerun of a row first removes what a former run left for it, both forms; other rows stay.
    GoalAb.clear(dir, "price.small", "encode");
    assertEquals(java.util.Set.of("price.small/decode"), GoalAb.load(dir).keySet());
    GoalAb.clear(dir, "price.small", "decode");
    assertTrue(GoalAb.load(dir).isEmpty());
  }
}
