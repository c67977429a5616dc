package dev.bale.benchmarks.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordingFile;

/**
 * Prints the hot spots of JFR recordings ({@code make bench-profile}): the methods most often on
 * top of the stack in {@code jdk.ExecutionSample} events (self time) and most often anywhere on it
 * (inclusive), JMH's own harness frames left out.
 *
 * <pre>
 * java -cp bale-benchmarks/target/benchmarks.jar dev.bale.benchmarks.suite.HotSpots DIR_OR_FILE [N]
 * </pre>
 */
public final class HotSpots {
  private HotSpots() {}

  public static void main(String[] args) throws IOException {
    Path where = Path.of(args[0]);
    int n = args.length > 1 ? Integer.parseInt(args[1]) : 15;
    List<Path> files;
    try (Stream<Path> s = Files.walk(where)) {
      files = s.filter(p -> p.toString().endsWith(".jfr")).sorted().toList();
    }
    for (Path f : files) {
      Map<String, Integer> self = new HashMap<>();
      Map<String, Integer> inclusive = new HashMap<>();
      int samples = 0;
      for (RecordedEvent e : RecordingFile.readAllEvents(f)) {
        if (!e.getEventType().getName().equals("jdk.ExecutionSample")
            || e.getStackTrace() == null) {
          continue;
        }
        List<RecordedFrame> frames = e.getStackTrace().getFrames();
        if (frames.isEmpty()) {
          continue;
        }
        samples++;
        self.merge(name(frames.get(0).getMethod()), 1, Integer::sum);
        Set<String> seen = new HashSet<>();
        for (RecordedFrame fr : frames) {
          String m = name(fr.getMethod());
          if (!harness(m) && seen.add(m)) {
            inclusive.merge(m, 1, Integer::sum);
          }
        }
      }
      System.out.println("== " + f + " (" + samples + " samples)");
      print("self", self, samples, n);
      print("inclusive", inclusive, samples, n);
    }
  }

  private static boolean harness(String m) {
    return m.startsWith("org.openjdk.jmh.")
        || m.contains("_jmhTest.")
        || m.startsWith("java.util.concurrent.")
        || m.startsWith("java.lang.Thread.")
        || m.startsWith("java.lang.reflect.")
        || m.startsWith("jdk.internal.reflect.");
  }

  private static String name(RecordedMethod m) {
    return m.getType().getName() + "." + m.getName();
  }

  private static void print(String title, Map<String, Integer> counts, int total, int n) {
    System.out.println("-- " + title);
    counts.entrySet().stream()
        .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
        .limit(n)
        .forEach(
            e ->
                System.out.printf(
                    java.util.Locale.ROOT,
                    "%6.1f%%  %s%n",
                    100.0 * e.getValue() / Math.max(total, 1),
                    e.getKey()));
  }
}
