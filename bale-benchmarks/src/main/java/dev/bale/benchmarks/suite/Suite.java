package dev.bale.benchmarks.suite;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs the JVM benchmark suite and writes {@code bench-results/DATE-MODE/}: {@code jmh.json} (JMH
 * with {@code -prof gc}), {@code sizes.json} (bytes and gzip bytes of every codec on every data
 * set, deterministic) and {@code env.json} (machine, JDK, date, settings); then {@link Report}
 * regenerates docs/benchmarks.md's JVM section and the charts from them.
 *
 * <pre>
 * java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED -Dbale.root=. \
 *   -cp bale-benchmarks/target/benchmarks.jar dev.bale.benchmarks.suite.Suite MODE [REGEX]
 * </pre>
 *
 * MODE {@code full}: one fork per benchmark, 3 x 1 s warm-up, 5 x 1 s measurement (about 50 minutes
 * on 2 cores). {@code quick}: every benchmark in one JVM ({@code -f 0}), 1 x 0.2 s warm-up and 2 x
 * 0.2 s measurement (a few minutes; figures indicative only). REGEX limits the benchmarks (JMH
 * include pattern) for development.
 */
public final class Suite {
  private Suite() {}

  /**
   * The JVM option Agrona 2 (under the SBE peer) needs, {@code --add-exports
   * java.base/jdk.internal.misc=ALL-UNNAMED}: it reads memory through {@code jdk.internal.misc}
   * (the JDK's internal Unsafe). In two parts for JMH's {@code @Fork(jvmArgsAppend)}. Bale's own
   * runtime needs no such flag.
   */
  public static final String AGRONA_EXPORT = "--add-exports";

  /** The value of {@link #AGRONA_EXPORT}. */
  public static final String AGRONA_EXPORTED = "java.base/jdk.internal.misc=ALL-UNNAMED";

  /**
   * The default include pattern: every benchmark of the suite but {@link ColdStartBench} (one call
   * per fresh JVM, from inputs {@link ColdStart} writes: {@code make bench-coldstart}).
   */
  static final String ALL = "dev\\.bale\\.benchmarks\\.suite\\.(?!ColdStart)[A-Za-z]*Bench\\..*";

  public static void main(String[] args) throws IOException, RunnerException {
    String mode = args.length > 0 ? args[0] : "quick";
    if (!mode.equals("quick") && !mode.equals("full")) {
      throw new IllegalArgumentException("mode must be quick or full: " + mode);
    }
    String include = args.length > 1 ? args[1] : ALL;
    ZonedDateTime now = ZonedDateTime.now(ZoneOffset.UTC);
    Path dir =
        DataSet.root()
            .resolve("bench-results")
            .resolve(now.format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmm")) + "-" + mode);
    run(mode, include, dir);
    Files.writeString(DataSet.root().resolve("bench-results/LATEST"), dir.getFileName() + "\n");
    Report.main(new String[] {dir.toString()});
  }

  /**
   * Runs the suite in {@code mode} ({@code full}, {@code quick}, or {@code smoke}: in this JVM, no
   * warm-up, one 10 ms iteration per benchmark, for the smoke test of {@code make test}) and writes
   * {@code sizes.json}, {@code env.json} and {@code jmh.json} into {@code dir}. Fails (a {@link
   * RunnerException}) if any benchmark's setup or method throws: setups check each codec's round
   * trip before anything is timed.
   *
   * @return the number of benchmark runs (one per benchmark method and parameter value)
   */
  static int run(String mode, String include, Path dir) throws IOException, RunnerException {
    ZonedDateTime now = ZonedDateTime.now(ZoneOffset.UTC);
    Files.createDirectories(dir);
    ObjectMapper json = new ObjectMapper();
    json.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("sizes.json").toFile(), sizes());
    ObjectNode env = json.createObjectNode();
    env.put("date", now.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
    env.put("mode", mode);
    env.put("include", include);
    env.put("jdk", System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
    env.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version"));
    env.put("cpus", Runtime.getRuntime().availableProcessors());
    env.put("cpuModel", cpuModel());
    env.put("memoryGb", memoryGb());
    env.put("loadAverage", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    env.put("command", "make bench" + (mode.equals("full") ? "" : "-" + mode));
    ChainedOptionsBuilder opts =
        new OptionsBuilder()
            .include(include)
            .param("kase", Cases.ids(Cases.TIMED).toArray(new String[0]))
            .param("partial", PartialReadBench.ids().toArray(new String[0]))
            .jvmArgsAppend(AGRONA_EXPORT, AGRONA_EXPORTED, BaleFresh.OPEN, BaleFresh.OPENED)
            .addProfiler(GCProfiler.class)
            .resultFormat(ResultFormatType.JSON)
            .result(dir.resolve("jmh.json").toString())
            .shouldFailOnError(true);
    switch (mode) {
      case "full" -> {
        opts.forks(1)
            .warmupIterations(3)
            .warmupTime(TimeValue.seconds(1))
            .measurementIterations(5)
            .measurementTime(TimeValue.seconds(1));
        env.put("jmh", "-f 1 -wi 3 -w 1s -i 5 -r 1s -prof gc");
      }
      case "quick" -> {
        opts.forks(0)
            .warmupIterations(1)
            .warmupTime(TimeValue.milliseconds(200))
            .measurementIterations(2)
            .measurementTime(TimeValue.milliseconds(200));
        env.put("jmh", "-f 0 -wi 1 -w 200ms -i 2 -r 200ms -prof gc");
      }
      case "smoke" -> {
        opts.forks(0)
            .warmupIterations(0)
            .measurementIterations(1)
            .measurementTime(TimeValue.milliseconds(10))
            .verbosity(VerboseMode.SILENT);
        env.put("jmh", "-f 0 -wi 0 -i 1 -r 10ms -prof gc");
      }
      default -> throw new IllegalArgumentException("mode must be full, quick or smoke: " + mode);
    }
    json.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("env.json").toFile(), env);
    return new Runner(opts.build()).run().size();
  }

  /** Bytes and gzip bytes of every codec on every data set (after the round-trip check). */
  static ArrayNode sizes() {
    ArrayNode out = new ObjectMapper().createArrayNode();
    for (DataSet d : DataSet.values()) {
      for (Codec c : Codec.on(d)) {
        Case k = c.create(d.load());
        k.verify();
        byte[] bytes = k.encode();
        ObjectNode row = out.addObject();
        row.put("data", d.id);
        row.put("codec", c.id);
        row.put("bytes", bytes.length);
        row.put("gzip", gzip(bytes));
      }
    }
    return out;
  }

  static int gzip(byte[] bytes) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream z = new GZIPOutputStream(out)) {
      z.write(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.size();
  }

  private static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux: leave it out
    }
    return "unknown";
  }

  private static long memoryGb() {
    try {
      List<String> lines = Files.readAllLines(Path.of("/proc/meminfo"));
      String kb = lines.get(0).replaceAll("[^0-9]", "");
      return Math.round(Long.parseLong(kb) / 1024.0 / 1024.0);
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }
}
