package dev.bale.benchmarks.suite;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * The partial-read goal read side by side (issue 14): Bale flat's checked partial read ({@link
 * PartialReadBench}'s {@code bale-flat-view} row: {@code wrap}, then the two fields of untrusted
 * bytes) against protobuf's full decode (its {@code protobuf} row: parse the whole message, then
 * read the two fields; the unit of the goal in {@link Report}), interleaved in one JVM and timed in
 * thread CPU time ({@link Interleaved}: ABBA batches), as {@link GoalAb} does for the compact goals
 * and {@link SbeAb} for the flat ones. The ratio is Bale's speed over protobuf's; the goal asks at
 * least {@link #NEED}x at 0 B/op (allocation is JMH's to show, not this tool's).
 *
 * <pre>
 * java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED -cp bale-benchmarks/target/benchmarks.jar \
 *   dev.bale.benchmarks.suite.PartialAb SET [ROUNDS [BATCH_MS [WARMUP_MS [OUT.json [FORK [VIEW]]]]]]
 * ... PartialAb all DIR [ROUNDS [BATCH_MS [WARMUP_MS [FORKS [SET...]]]]]
 * </pre>
 *
 * The first form runs one pair in this JVM (VIEW: another view row of {@link PartialReadBench},
 * such as {@code bale-flat-view-unchecked}, for a probe; OUT {@code -} writes nothing); {@code all}
 * runs each set of {@link PartialReadBench#SETS} (or the SETs given) in FORKS JVMs each, pass after
 * pass (a pair's JVMs spread in time), writes {@code
 * DIR/partial-ab/SET--partial--protobuf--jvmN.json} and prints each set's reading: the median of
 * its JVMs' medians ({@link GoalAb.PeerRatio}). {@link Report} shows them beside the JMH goal rows
 * when DIR is a suite run.
 */
public final class PartialAb {
  private PartialAb() {}

  /** The subdirectory of a run's results that holds one JSON per JVM of each set. */
  static final String DIR = "partial-ab";

  /** The operation named in the results. */
  static final String OP = "partial";

  /** The peer: protobuf's full decode, then the two fields. */
  static final String PEER = "protobuf";

  /** What the goal asks: Bale's checked partial read at least this many times protobuf's. */
  static final double NEED = 20;

  /** Defaults: 30 rounds of ~10 ms a side (both sides alike, {@link #measure}) after 3 s. */
  private static final String ROUNDS = "30";

  private static final String BATCH_MS = "10";
  private static final String WARMUP_MS = "3000";
  private static final String FORKS = "3";

  /** Times {@code set}'s checked partial read against protobuf's full decode, in this JVM. */
  static ObjectNode measure(String set, int rounds, long batchMs, long warmupMs) {
    return measure(set, PartialReadBench.VIEW, rounds, batchMs, warmupMs);
  }

  /**
   * Times {@code set}'s partial read through {@code view} (a {@link PartialReadBench} view row)
   * against protobuf's full decode. Bale's side runs {@code k} reads per op, {@code k} about half
   * the ratio (a power of two, from a second short timing of each side), so that both sides of a
   * round take a like time: on repos and twitter, where Bale reads thousands of times faster, a
   * round sized by Bale's side alone would give protobuf's side minutes. The ratios and Bale's
   * ns/op written are per read.
   */
  static ObjectNode measure(String set, String view, int rounds, long batchMs, long warmupMs) {
    double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    // Each side in a class loader of its own (Isolated), as each JMH row has a fork of its own.
    IntConsumer a = Isolated.partial(set + "/" + view);
    IntConsumer b = Isolated.partial(set + "/" + PEER);
    // The first timing of each side runs mostly uncompiled code (which understates Bale's lead
    // several-fold); the second is near enough for a power of two.
    double ratio = 1;
    for (int i = 0; i < 2; i++) {
      ratio = nsPerOp(() -> b.accept(1)) / nsPerOp(() -> a.accept(1));
    }
    int k = Integer.highestOneBit((int) Math.max(1, Math.min(1 << 20, ratio / 2)));
    Interleaved.Result r =
        Interleaved.run(
            () -> a.accept(k),
            () -> b.accept(1),
            rounds,
            warmupMs * 1_000_000L,
            batchMs * 1_000_000L);
    double[] ratios = r.ratios().clone();
    for (int i = 0; i < ratios.length; i++) {
      ratios[i] *= k;
    }
    Interleaved.Result perRead =
        new Interleaved.Result(
            r.total() * k,
            r.median() * k,
            r.q1() * k,
            r.q3() * k,
            r.process() * k,
            r.rounds(),
            r.batch(),
            r.aNsPerOp() / k,
            r.bNsPerOp(),
            r.warmedNs(),
            ratios);
    ObjectNode o = GoalAb.json(set, OP, view, PEER, perRead, batchMs, warmupMs, load);
    o.put("readsPerOp", k);
    return o;
  }

  /**
   * Nanoseconds of this thread's CPU per run of {@code op}, from ~200 ms of runs (a first guess).
   */
  private static double nsPerOp(Runnable op) {
    long n = 0;
    long t = 0;
    do {
      t += Interleaved.batch(op, 64);
      n += 64;
    } while (t < 200_000_000L);
    return (double) t / n;
  }

  /** The readings of {@code dir/partial-ab/} by set, or an empty map when there are none. */
  static Map<String, List<GoalAb.PeerRatio>> load(Path dir) throws IOException {
    return GoalAb.load(dir, DIR);
  }

  /** One line for a set's reading from its JVMs ({@code p}, at least one). */
  static String reading(String set, GoalAb.PeerRatio p) {
    return String.format(
        Locale.ROOT,
        "%-10s %s/%s %.1fx (JVMs %.1f-%.1f, %d; IQR ±%.1f) (need %.0fx): %s",
        set,
        PartialReadBench.VIEW,
        p.peer(),
        p.median(),
        p.min(),
        p.max(),
        p.jvms().size(),
        p.iqr(),
        NEED,
        p.median() >= NEED ? "met" : "NOT met");
  }

  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length > 0 && args[0].equals("all")) {
      all(args);
      return;
    }
    GoalAb.OneArgs a = GoalAb.OneArgs.of(args, 1, ROUNDS, BATCH_MS, WARMUP_MS);
    String view = args.length > 6 ? args[6] : PartialReadBench.VIEW;
    a.finish(measure(args[0], view, a.rounds(), a.batchMs(), a.warmupMs()));
  }

  /** {@code all DIR [ROUNDS [BATCH_MS [WARMUP_MS [FORKS [SET...]]]]]}. */
  private static void all(String[] args) throws IOException, InterruptedException {
    GoalAb.passes(
        PartialAb.class,
        GoalAb.AllArgs.of(args, ROUNDS, BATCH_MS, WARMUP_MS, FORKS),
        DIR,
        PEER,
        GoalAb.sets(args, 6, PartialReadBench.SETS).stream().map(d -> d.id).toList(),
        List.of(OP),
        (set, op) -> List.of(set),
        (set, op, p) -> reading(set, p),
        "partial read",
        "partial-read");
  }
}
