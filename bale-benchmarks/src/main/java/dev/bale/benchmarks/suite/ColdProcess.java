package dev.bale.benchmarks.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One sample of {@link ColdStart}'s fresh-process rows: a plain {@code java} process, started by
 * the driver with no options of its own, that reads a case's inputs, times one {@link
 * ColdStartBench#firstDecode} or {@link ColdStartBench#firstRoundTrip} call (the same code as the
 * JMH rows), and prints {@code cold-ns N}. Where a JMH fork has already run the harness's own code
 * (reflection, lambdas, threads, sockets, the security providers) before the timed call, this
 * process has run only {@code main}'s file reads: the JDK's first uses that a codec meets are
 * charged to it, as in a CLI or a function that decodes first thing.
 *
 * <p>Usage: {@code ColdProcess dataSet/codec inputsDir firstDecode|firstRoundTrip}.
 */
public final class ColdProcess {
  private ColdProcess() {}

  /** The line that carries the sample, followed by the nanoseconds. */
  static final String PREFIX = "cold-ns ";

  public static void main(String[] args) throws IOException {
    String kase = args[0];
    Path dir = Path.of(args[1]);
    boolean roundTrip =
        switch (args[2]) {
          case "firstDecode" -> false;
          case "firstRoundTrip" -> true;
          default -> throw new IllegalArgumentException("not a cold benchmark: " + args[2]);
        };
    byte[] bytes = Files.readAllBytes(dir.resolve(ColdStart.bytesFile(kase)));
    List<String> names = Files.readAllLines(dir.resolve(ColdStart.classesFile(kase)));
    long start = System.nanoTime();
    ColdStartBench.Cold c = ColdStartBench.cold(kase, names);
    Object out = roundTrip ? c.encode(c.decode(bytes)) : c.decode(bytes);
    long ns = System.nanoTime() - start;
    if (out == null) {
      throw new IllegalStateException(kase + ": nothing decoded");
    }
    System.out.println(PREFIX.concat(Long.toString(ns)));
  }
}
