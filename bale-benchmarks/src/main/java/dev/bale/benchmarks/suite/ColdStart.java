package dev.bale.benchmarks.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.util.ListStatistics;
import org.openjdk.jmh.util.Statistics;

/**
 * Runs the cold-start rows: writes each case's input (the suite's bytes of the data set for that
 * codec and the classes Kryo and Fory register), checks in this JVM that every cold codec reads
 * those bytes into the suite's value and round-trips it, then times each case's first call two ways
 * and prints each case's median, quartiles and range in milliseconds:
 *
 * <ul>
 *   <li><b>fresh processes</b> ({@link ColdProcess}): {@code forks} plain {@code java} processes
 *       per case and benchmark, with no JVM options, the cases taking turns so that they share the
 *       machine's load; a process has run nothing but its file reads before the call, so the JDK's
 *       own first uses (the lambda and {@code VarHandle} machinery, the security providers) are
 *       charged to the codec that meets them first;
 *   <li><b>JMH forks</b> ({@link ColdStartBench}, {@code SingleShotTime}): {@code forks} JVMs per
 *       case and benchmark, in which JMH's own code has already used much of the JDK (a process
 *       whose application has warmed it).
 * </ul>
 *
 * <p>Usage: {@code ColdStart [forks] [--processes | --jmh] [dataSet/codec ...]} (default 20 forks,
 * both ways, every case); writes {@code bench-results/coldstart-DATE/} ({@code processes.csv} with
 * every sample, {@code jmh.json}, {@code summary.txt}, the inputs).
 */
public final class ColdStart {
  private ColdStart() {}

  static String bytesFile(String kase) {
    return kase.replace('/', '.') + ".bin";
  }

  static String classesFile(String kase) {
    return kase.replace('/', '.') + ".classes.txt";
  }

  public static void main(String[] args) throws IOException, RunnerException, InterruptedException {
    int forks = 20;
    boolean processes = true;
    boolean jmh = true;
    List<String> cases = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      if (i == 0 && args[i].matches("[0-9]+")) {
        forks = Integer.parseInt(args[i]);
      } else if (args[i].equals("--processes")) {
        jmh = false;
      } else if (args[i].equals("--jmh")) {
        processes = false;
      } else {
        cases.add(args[i]);
      }
    }
    if (cases.isEmpty()) {
      for (String set : ColdStartBench.SETS) {
        for (String codec : ColdStartBench.CODECS) {
          cases.add(set + "/" + codec);
        }
      }
    }
    String stamp =
        ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmm"));
    Path dir = Path.of(System.getProperty("bale.root", "."), "bench-results", "coldstart-" + stamp);
    Path inputs = dir.resolve("inputs");
    Files.createDirectories(inputs);
    for (String kase : cases) {
      writeAndCheck(kase, inputs);
    }
    StringBuilder summary = new StringBuilder();
    if (processes) {
      summary.append(processes(cases, inputs, forks, dir.resolve("processes.csv")));
    }
    if (jmh) {
      OptionsBuilder opts = new OptionsBuilder();
      opts.include(ColdStartBench.class.getName() + "\\.")
          .param("kase", cases.toArray(new String[0]))
          .param("dir", inputs.toAbsolutePath().toString())
          .forks(forks)
          .resultFormat(ResultFormatType.JSON)
          .result(dir.resolve("jmh.json").toString());
      summary.append(summary(new Runner(opts.build()).run(), forks));
    }
    Files.writeString(dir.resolve("summary.txt"), summary);
    System.out.print(summary);
    System.out.println("written to " + dir);
  }

  /** The two benchmarks, in the order of the summary's rows. */
  static final List<String> BENCHMARKS = List.of("firstDecode", "firstRoundTrip");

  /**
   * The fresh-process rows: {@code forks} rounds, each running every case's two benchmarks once,
   * each in a {@link ColdProcess} of its own; writes every sample to {@code csv} and returns the
   * summary.
   */
  static String processes(List<String> cases, Path inputs, int forks, Path csv)
      throws IOException, InterruptedException {
    Map<List<String>, List<Double>> samples = new LinkedHashMap<>(); // by (benchmark, case)
    StringBuilder raw = new StringBuilder("round,benchmark,case,ms\n");
    for (int round = 0; round < forks; round++) {
      for (String bench : BENCHMARKS) {
        for (String kase : cases) {
          double ms = sample(kase, inputs, bench) / 1e6;
          samples.computeIfAbsent(List.of(bench, kase), k -> new ArrayList<>()).add(ms);
          raw.append(String.format(Locale.ROOT, "%d,%s,%s,%.3f%n", round, bench, kase, ms));
        }
      }
    }
    Files.writeString(csv, raw);
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "Fresh processes, %d a row, one call each, the cases in turn"
                + " (ms: median [quartiles] min-max)%n",
            forks));
    for (Map.Entry<List<String>, List<Double>> e : samples.entrySet()) {
      ListStatistics s = new ListStatistics();
      e.getValue().forEach(s::addValue);
      out.append(row(e.getKey().get(0), e.getKey().get(1), s));
    }
    return out.toString();
  }

  /**
   * One {@link ColdProcess} run: this JVM's {@code java} and class path, no JVM options; returns
   * the nanoseconds it printed.
   */
  static long sample(String kase, Path inputs, String bench)
      throws IOException, InterruptedException {
    // The output goes to a file, so that a process that hangs is stopped by the timeout (reading
    // its pipe would wait for it).
    Path log = Files.createTempFile("bale-cold-", ".txt");
    try {
      Process p =
          new ProcessBuilder(
                  Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                  "-cp",
                  System.getProperty("java.class.path"),
                  ColdProcess.class.getName(),
                  kase,
                  inputs.toAbsolutePath().toString(),
                  bench)
              .redirectErrorStream(true)
              .redirectOutput(log.toFile())
              .start();
      boolean ended = p.waitFor(5, TimeUnit.MINUTES);
      if (!ended) {
        p.destroyForcibly().waitFor();
      }
      String out = Files.readString(log);
      if (!ended || p.exitValue() != 0) {
        throw new IllegalStateException(
            kase + " " + bench + (ended ? ": the process failed:\n" : ": timed out:\n") + out);
      }
      for (String line : out.split("\n")) {
        if (line.startsWith(ColdProcess.PREFIX)) {
          return Long.parseLong(line.substring(ColdProcess.PREFIX.length()).trim());
        }
      }
      throw new IllegalStateException(kase + " " + bench + ": no sample in:\n" + out);
    } finally {
      Files.deleteIfExists(log);
    }
  }

  /**
   * Writes {@code kase}'s input and checks its cold codec: the bytes decode to the suite's value
   * (protobuf: to the suite's message) and the decoded value encodes to bytes that decode to it
   * again.
   */
  static void writeAndCheck(String kase, Path inputs) throws IOException {
    if (kase.endsWith("/bale-dynamic")) {
      writeAndCheckDynamic(kase, inputs);
      return;
    }
    Case c = Cases.create(kase);
    c.verify();
    byte[] bytes = c.encode();
    Files.write(inputs.resolve(bytesFile(kase)), bytes);
    // The value's classes, then those of the value the codec decodes (a record's list copied
    // from the codec's ArrayList can be another JDK class): registered, in that order, they keep
    // the ids of the suite's bytes and let the decoded value be encoded again.
    Set<String> names = new LinkedHashSet<>();
    for (Class<?> k : Classes.of(c.data.rootClass(), c.data.value())) {
      names.add(k.getName());
    }
    Object decoded = c.decode(bytes);
    if (c.data.rootClass().isInstance(decoded)) {
      for (Class<?> k : Classes.of(c.data.rootClass(), decoded)) {
        names.add(k.getName());
      }
    }
    Files.write(inputs.resolve(classesFile(kase)), names);
    ColdStartBench.Cold cold = ColdStartBench.cold(kase, List.copyOf(names));
    Object value = cold.decode(bytes);
    Object expected = c instanceof Peers.Proto p ? p.message : c.data.value();
    if (!value.equals(expected)) {
      throw new IllegalStateException(kase + ": the cold codec's value differs from the suite's");
    }
    if (!cold.decode(cold.encode(value)).equals(value)) {
      throw new IllegalStateException(kase + ": the cold codec's round trip differs");
    }
  }

  /**
   * The dynamic codec's input: the generated codec's bytes, and in place of the classes the schema
   * file's path and the root type's name. It must decode them and write them again unchanged (both
   * codecs write the same bytes).
   */
  private static void writeAndCheckDynamic(String kase, Path inputs) throws IOException {
    String set = kase.substring(0, kase.indexOf('/'));
    Case c = Cases.create(set + "/bale");
    byte[] bytes = c.encode();
    Files.write(inputs.resolve(bytesFile(kase)), bytes);
    DataSet d = c.data.set();
    List<String> lines =
        List.of(DataSet.schemas().resolve(d.schemaFile).toAbsolutePath().toString(), d.typeName);
    Files.write(inputs.resolve(classesFile(kase)), lines);
    ColdStartBench.Cold cold = ColdStartBench.cold(kase, lines);
    if (!java.util.Arrays.equals(cold.encode(cold.decode(bytes)), bytes)) {
      throw new IllegalStateException(kase + ": the dynamic codec's round trip differs");
    }
  }

  private static String summary(Collection<RunResult> results, int forks) {
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "ColdStartBench (JMH forks), %d fresh JVMs a row, one call each"
                + " (ms: median [quartiles] min-max)%n",
            forks));
    for (RunResult r : results) {
      out.append(
          row(
              r.getParams().getBenchmark().replaceAll(".*\\.", ""),
              r.getParams().getParam("kase"),
              r.getPrimaryResult().getStatistics()));
    }
    return out.toString();
  }

  private static String row(String bench, String kase, Statistics s) {
    return String.format(
        Locale.ROOT,
        "%-16s %-24s %8.2f [%7.2f %7.2f] %7.2f-%-7.2f n=%d%n",
        bench,
        kase,
        s.getPercentile(50),
        s.getPercentile(25),
        s.getPercentile(75),
        s.getMin(),
        s.getMax(),
        s.getN());
  }
}
