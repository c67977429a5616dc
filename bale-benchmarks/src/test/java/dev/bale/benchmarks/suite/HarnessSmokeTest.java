package dev.bale.benchmarks.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

/**
 * The JMH harness itself, once, as {@code make bench} drives it (part of {@code make test}): every
 * benchmark of the suite through JMH with its real parameter lists and {@code -prof gc}, in this
 * JVM, with no warm-up and one 10 ms iteration; then the report generator over the results, with
 * and without a tiny side-by-side reading of the goals ({@link GoalAb}) beside them. Fails if any
 * setup (which checks every codec's round trip) or benchmark method throws, if a benchmark gives no
 * result, or if the report looks for a figure the run did not produce. Asserts no speed.
 */
class HarnessSmokeTest {
  @Test
  void everyBenchmarkRunsAndTheReportHasEveryFigure(@TempDir Path dir) throws Exception {
    int runs = Suite.run("smoke", Suite.ALL, dir);
    // Every benchmark method with each of its parameter values (Suite sets CodecBench's and
    // PartialReadBench's lists; BufferBench keeps its own).
    int expected =
        benchmarks(CodecBench.class) * Cases.ids(Cases.TIMED).size()
            + benchmarks(PartialReadBench.class) * PartialReadBench.ids().size()
            + benchmarks(BulkIntBench.class)
            + benchmarks(BufferBench.class)
                * BufferBench.class.getField("data").getAnnotation(Param.class).value().length;
    assertEquals(expected, runs, "benchmark runs");
    assertTrue(Files.size(dir.resolve("jmh.json")) > 0);

    Report report = new Report(dir);
    String md = report.markdown();
    assertEquals(java.util.Set.of(), report.missing(), "figures the report could not find");
    assertTrue(md.contains("### Goals, read from this run"), md);
    assertTrue(md.contains("Smoke run"), md);
    for (DataSet d : Cases.TIMED) {
      assertTrue(md.contains("### " + d.id + "\n"), d.id);
      String svg = report.chart(d);
      assertTrue(svg.startsWith("<svg") && svg.strip().endsWith("</svg>"), d.id);
    }
    // Without side-by-side results (an older run, GOALS_AB=0) the report has no such table.
    assertFalse(md.contains(SIDE_BY_SIDE), "no side-by-side results, no table");

    // The side-by-side part as make bench runs it after JMH, tiny: one real pair (2 rounds of
    // ~1 ms), and given ratios for two more rows to check the reading the report prints.
    GoalAb.write(
        GoalAb.file(dir, "price.small", "encode", "fory", 1),
        GoalAb.measure("price.small", "encode", "fory", 2, 1, 5));
    pair(dir, "media.1", "decode", "fory", 1, 1.30);
    pair(dir, "media.1", "decode", "protobuf", 1, 1.20);
    pair(dir, "twitter", "encode", "fory", 1, 1.05);
    pair(dir, "twitter", "encode", "protobuf", 1, 2.00);
    // Three JVMs of a pair, the second a loaded one, and a peer with one JVM (far from the row's
    // lowest, not run again): the row reads the median across JVMs, 1.00, met.
    pair(dir, "google_message1", "decode", "fory", 1, 0.90);
    pair(dir, "google_message1", "decode", "fory", 2, 1.10);
    pair(dir, "google_message1", "decode", "fory", 3, 1.00);
    pair(dir, "google_message1", "decode", "protobuf", 1, 2.50);
    // A result of before forks (one JSON per pair, no fork index) still reads.
    com.fasterxml.jackson.databind.node.ObjectNode old =
        new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode();
    old.put("set", "citm").put("op", "encode").put("bale", "bale").put("peer", "fory");
    old.put("total", 0.95).put("median", 0.95).put("q1", 0.9).put("q3", 1.0);
    GoalAb.write(dir.resolve(GoalAb.DIR).resolve("citm--encode--fory.json"), old);
    Report withAb = new Report(dir);
    String ab = withAb.markdown();
    assertEquals(java.util.Set.of(), withAb.missing(), "figures the report could not find");
    int goals = ab.indexOf("### Goals, read from this run");
    int side = ab.indexOf(SIDE_BY_SIDE);
    assertTrue(goals >= 0 && side > goals, ab);
    // The JMH goals table gains the side-by-side verdict after each goal that has one, and
    // nothing else.
    String jmhGoals = ab.substring(goals, side).strip();
    int mdGoals = md.indexOf("### Goals, read from this run");
    assertEquals(
        md.substring(mdGoals, md.indexOf("\n\n###", mdGoals)),
        jmhGoals.replaceAll(" \\(side by side [^)]*, see below\\)", ""));
    assertTrue(jmhGoals.contains("(side by side 1.20x protobuf: **no**, see below) |\n"), jmhGoals);
    // media.1 needs 1.25x: the lowest peer (protobuf, 1.20) reads it, a miss.
    assertTrue(
        ab.contains(
            "| compact decode on media.1 >= 1.25x the fastest peer | fory 1.30 (1 JVM; IQR ±0.05);"
                + " protobuf 1.20 (1 JVM; IQR ±0.05) | 1.20x (protobuf) | **no** |\n"),
        ab);
    assertTrue(
        ab.contains(
            "| compact encode on twitter >= 1.00x the fastest peer | fory 1.05 (1 JVM; IQR ±0.05);"
                + " protobuf 2.00 (1 JVM; IQR ±0.05) | 1.05x (fory) | yes |\n"),
        ab);
    assertTrue(
        ab.contains(
            "| compact decode on google_message1 >= 1.00x the fastest peer | fory 1.00 (0.90–1.10,"
                + " 3 JVMs; IQR ±0.05); protobuf 2.50 (1 JVM; IQR ±0.05) | 1.00x (fory) | yes |\n"),
        ab);
    assertTrue(
        ab.contains(
            "| compact encode on citm >= 1.00x the fastest peer | fory 0.95 (1 JVM; IQR ±0.05) |"
                + " 0.95x (fory) | **no** |\n"),
        ab);
    assertTrue(
        ab.contains("| compact encode on price.small >= 1.00x the fastest peer | fory "), ab);
  }

  private static final String SIDE_BY_SIDE =
      "### Goals read side by side (several JVMs per pair, thread CPU time, interleaved)";

  /** A given side-by-side result of JVM {@code fork}: median {@code m}, IQR m ± 0.05. */
  private static void pair(Path dir, String set, String op, String peer, int fork, double m)
      throws java.io.IOException {
    com.fasterxml.jackson.databind.node.ObjectNode o =
        new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode();
    o.put("set", set).put("op", op).put("bale", "bale").put("peer", peer).put("fork", fork);
    o.put("total", m).put("median", m).put("q1", m - 0.05).put("q3", m + 0.05);
    GoalAb.write(GoalAb.file(dir, set, op, peer, fork), o);
  }

  private static int benchmarks(Class<?> bench) {
    return (int)
        Arrays.stream(bench.getMethods())
            .filter(m -> m.isAnnotationPresent(Benchmark.class))
            .count();
  }
}
