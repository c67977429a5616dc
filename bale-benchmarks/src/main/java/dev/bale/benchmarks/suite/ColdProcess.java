package dev.bale.benchmarks.suite;

import java.io.IOException;

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
    ColdStartBench b = new ColdStartBench();
    b.kase = args[0];
    b.dir = args[1];
    boolean roundTrip =
        switch (args[2]) {
          case "firstDecode" -> false;
          case "firstRoundTrip" -> true;
          default -> throw new IllegalArgumentException("not a cold benchmark: " + args[2]);
        };
    b.setup(); // reads the two input files, as a JMH fork's set-up does
    long start = System.nanoTime();
    Object out = roundTrip ? b.firstRoundTrip() : b.firstDecode();
    long ns = System.nanoTime() - start;
    if (out == null) {
      throw new IllegalStateException(b.kase + ": nothing decoded");
    }
    System.out.println(PREFIX.concat(Long.toString(ns)));
  }
}
