package dev.bale.benchmarks.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * JVM, with no warm-up and one 10 ms iteration; then the report generator over the results. Fails
 * if any setup (which checks every codec's round trip) or benchmark method throws, if a benchmark
 * gives no result, or if the report looks for a figure the run did not produce. Asserts no speed.
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
  }

  private static int benchmarks(Class<?> bench) {
    return (int)
        Arrays.stream(bench.getMethods())
            .filter(m -> m.isAnnotationPresent(Benchmark.class))
            .count();
  }
}
