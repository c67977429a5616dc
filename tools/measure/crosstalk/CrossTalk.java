package dev.bale.benchmarks.suite;

import java.util.Locale;

/**
 * Does one codec's presence in the JVM change another's speed? Times case A against case B
 * interleaved (as GoalAb does: ABBA batches of thread CPU time), after first running each WARM
 * case alone for WARM_MS (compiled and profiled, then never run again). With A = B this is an
 * A/A of one codec; with WARM cases it shows what their compiled code and profiles alone do.
 *
 * <pre>
 * javac -cp JAR -d OUT tools/measure/crosstalk/CrossTalk.java
 * java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-opens java.base/java.lang=ALL-UNNAMED \
 *   -Dbale.root=/work/main -cp OUT:JAR dev.bale.benchmarks.suite.CrossTalk SET OP A B [WARM...]
 * </pre>
 *
 * (SET e.g. google_message2, OP encode|decode, A/B/WARM codec ids such as bale or fory;
 * -Dgc=true: a full GC after the set-ups; -Drounds=N.) The cross-talk it found is C2's inlining of
 * the records' constructors (docs/benchmarks-log.md, "Side-by-side pairs in class loaders of their
 * own"); the sides here share one loader on purpose.
 */
public final class CrossTalk {
  public static void main(String[] args) {
    String set = args[0];
    String op = args[1];
    for (int i = 4; i < args.length; i++) {
      Runnable r = Isolated.local(set + "/" + args[i], op);
      long t0 = System.nanoTime();
      while (System.nanoTime() - t0 < 4_000_000_000L) {
        Interleaved.batch(r, 64);
      }
    }
    // Both sides in this class's loader, on purpose (Isolated.local, not Isolated.codec).
    Runnable ra = Isolated.local(set + "/" + args[2], op);
    Runnable rb = Isolated.local(set + "/" + args[3], op);
    if (Boolean.getBoolean("gc")) {
      System.gc(); // -Dgc=true: every long-lived object set up so far into the old generation
    }
    Interleaved.Result r = Interleaved.run(ra, rb, Integer.getInteger("rounds", 16), 3_000_000_000L, 20_000_000L);
    System.out.printf(
        Locale.ROOT,
        "%s %s  A %s %.1f ns/op  B %s %.1f ns/op  A/B speed %.3f  (warmed alone first: %s)%n",
        set,
        op,
        args[2],
        r.aNsPerOp(),
        args[3],
        r.bNsPerOp(),
        r.median(),
        args.length > 4 ? String.join(",", java.util.Arrays.copyOfRange(args, 4, args.length)) : "none");
  }
}
