package dev.bale.benchmarks.suite;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntConsumer;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Bale flat against SBE on one price set and operation, interleaved, for a busy machine where JMH's
 * separate forks see different loads: one JVM runs the two sides in alternating batches of about 50
 * ms of thread CPU time after a 3 s warm-up ({@link Interleaved}: order ABBA), then prints the
 * ratio of the two sides' total CPU time with the interquartile range of the per-round ratios, and
 * the same ratio in process CPU time as a check that garbage-collector threads do not change the
 * picture. {@link GoalAb} does the same for the compact goals and {@link PartialAb} for the
 * partial-read goal. Each side is the suite's own benchmark ({@link CodecBench}, {@link
 * PartialReadBench}: same setup, same round-trip check, results consumed by a JMH {@link
 * Blackhole}), set up in a class loader of its own ({@link Isolated}), as each JMH row has a fork
 * of its own.
 *
 * <pre>
 * java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED -cp bale-benchmarks/target/benchmarks.jar \
 *   dev.bale.benchmarks.suite.SbeAb price.small encode|decode|partial|partial-unchecked \
 *   [ROUNDS [BATCH_MS [WARMUP_MS [OUT.json [FORK]]]]]
 * ... SbeAb all DIR [ROUNDS [BATCH_MS [WARMUP_MS [FORKS [SET...]]]]]
 * </pre>
 *
 * The first form runs one pair in this JVM (OUT {@code -} writes nothing). {@code all} runs the
 * goals' three operations ({@link #OPS}) on each price set (or the SETs given) in FORKS JVMs each,
 * pass after pass, writes {@code DIR/sbe-ab/SET--OP--sbe--jvmN.json} and prints each pair's
 * reading: the median of its JVMs' medians ({@link GoalAb.PeerRatio}); {@code make bench} runs it
 * after {@link PartialAb} and {@link Report} shows the readings beside the JMH goal rows. The ratio
 * is Bale flat's speed over SBE's (above 1: Bale faster); the goals ask at least {@link #NEED}.
 */
public final class SbeAb {
  private SbeAb() {}

  /** The subdirectory of a run's results that holds one JSON per JVM of each pair. */
  static final String DIR = "sbe-ab";

  /** The peer. */
  static final String PEER = Codec.SBE.id;

  /** What the goals ask: Bale flat at least this fraction of SBE's speed. */
  static final double NEED = 0.8;

  /** The goals' operations: encode, decode, and the checked partial read ({@code wrap}). */
  static final List<String> OPS = List.of("encode", "decode", "partial");

  private static final String ROUNDS = "30";
  private static final String BATCH_MS = "50";
  private static final String WARMUP_MS = "3000";
  private static final String FORKS = "3";

  /** The Bale row of {@code op}. */
  static String baleRow(String op) {
    return switch (op) {
      case "encode", "decode" -> Codec.BALE_FLAT.id;
      case "partial" -> PartialReadBench.VIEW;
      case "partial-unchecked" -> PartialReadBench.VIEW_UNCHECKED;
      default ->
          throw new IllegalArgumentException(
              "op: encode|decode|partial|partial-unchecked, not " + op);
    };
  }

  /** Times Bale flat's {@code op} against SBE's on {@code set}, in this JVM. */
  static ObjectNode measure(String set, String op, int rounds, long batchMs, long warmupMs) {
    double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    String baleName = baleRow(op);
    Runnable bale;
    Runnable sbe;
    if (op.startsWith("partial")) {
      IntConsumer a = Isolated.partial(set + "/" + baleName);
      IntConsumer b = Isolated.partial(set + "/" + PEER);
      bale = () -> a.accept(1);
      sbe = () -> b.accept(1);
    } else {
      bale = Isolated.codec(set + "/" + baleName, op);
      sbe = Isolated.codec(set + "/" + PEER, op);
    }
    Interleaved.Result r =
        Interleaved.run(bale, sbe, rounds, warmupMs * 1_000_000L, batchMs * 1_000_000L);
    return GoalAb.json(set, op, baleName, PEER, r, batchMs, warmupMs, load);
  }

  /**
   * The readings of {@code dir/sbe-ab/} by {@code "set/op"}, or an empty map when there are none.
   */
  static Map<String, List<GoalAb.PeerRatio>> load(Path dir) throws IOException {
    return GoalAb.load(dir, DIR);
  }

  /** One line for a pair's reading from its JVMs ({@code p}, at least one). */
  static String reading(String set, String op, GoalAb.PeerRatio p) {
    return String.format(
        Locale.ROOT,
        "%-12s %-8s %s/%s %.2fx (JVMs %.2f-%.2f, %d; IQR ±%.2f) (need %.1fx): %s",
        set,
        op,
        baleRow(op),
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
    GoalAb.OneArgs a = GoalAb.OneArgs.of(args, 2, ROUNDS, BATCH_MS, WARMUP_MS);
    a.finish(measure(args[0], args[1], a.rounds(), a.batchMs(), a.warmupMs()));
  }

  /** {@code all DIR [ROUNDS [BATCH_MS [WARMUP_MS [FORKS [SET...]]]]]}. */
  private static void all(String[] args) throws IOException, InterruptedException {
    GoalAb.passes(
        SbeAb.class,
        GoalAb.AllArgs.of(args, ROUNDS, BATCH_MS, WARMUP_MS, FORKS),
        DIR,
        PEER,
        GoalAb.sets(args, 6, PartialReadBench.PRICE_SETS).stream().map(d -> d.id).toList(),
        OPS,
        (set, op) -> List.of(set, op),
        SbeAb::reading,
        "flat against SBE",
        "SBE");
  }

  static CodecBench codec(String kase) {
    CodecBench b = new CodecBench();
    b.kase = kase;
    b.setup();
    return b;
  }

  static PartialReadBench partial(String id) {
    PartialReadBench b = new PartialReadBench();
    b.partial = id;
    b.setup();
    return b;
  }
}
