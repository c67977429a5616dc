package dev.bale.benchmarks.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.util.Statistics;

/**
 * Runs {@link ColdStartBench}: writes each case's input (the suite's bytes of the data set for that
 * codec and the classes Kryo and Fory register), checks in this JVM that every cold codec reads
 * those bytes into the suite's value and round-trips it, then runs the JMH benchmark with {@code
 * forks} fresh JVMs per case and benchmark and prints each case's median, quartiles and range in
 * milliseconds.
 *
 * <p>Usage: {@code ColdStart [forks] [dataSet/codec ...]} (default 20 forks, every case); writes
 * {@code bench-results/coldstart-DATE/} ({@code jmh.json}, {@code summary.txt}, the inputs).
 */
public final class ColdStart {
  private ColdStart() {}

  static String bytesFile(String kase) {
    return kase.replace('/', '.') + ".bin";
  }

  static String classesFile(String kase) {
    return kase.replace('/', '.') + ".classes.txt";
  }

  public static void main(String[] args) throws IOException, RunnerException {
    int forks = args.length > 0 ? Integer.parseInt(args[0]) : 20;
    List<String> cases = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      cases.add(args[i]);
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
    OptionsBuilder opts = new OptionsBuilder();
    opts.include(ColdStartBench.class.getName() + "\\.")
        .param("kase", cases.toArray(new String[0]))
        .param("dir", inputs.toAbsolutePath().toString())
        .forks(forks)
        .resultFormat(ResultFormatType.JSON)
        .result(dir.resolve("jmh.json").toString());
    Collection<RunResult> results = new Runner(opts.build()).run();
    String summary = summary(results, forks);
    Files.writeString(dir.resolve("summary.txt"), summary);
    System.out.print(summary);
    System.out.println("written to " + dir);
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
            "ColdStartBench, %d fresh JVMs a row, one call each (ms: median [quartiles] min-max)%n",
            forks));
    for (RunResult r : results) {
      Statistics s = r.getPrimaryResult().getStatistics();
      out.append(
          String.format(
              Locale.ROOT,
              "%-16s %-24s %8.2f [%7.2f %7.2f] %7.2f-%-7.2f n=%d%n",
              r.getParams().getBenchmark().replaceAll(".*\\.", ""),
              r.getParams().getParam("kase"),
              s.getPercentile(50),
              s.getPercentile(25),
              s.getPercentile(75),
              s.getMin(),
              s.getMax(),
              s.getN()));
    }
    return out.toString();
  }
}
