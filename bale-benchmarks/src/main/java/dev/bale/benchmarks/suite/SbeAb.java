package dev.bale.benchmarks.suite;

import java.util.Locale;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Bale flat against SBE on one price set and operation, interleaved, for a busy machine where JMH's
 * separate forks see different loads: one JVM runs the two sides in alternating batches of about 50
 * ms of thread CPU time after a 3 s warm-up ({@link Interleaved}: order ABBA), then prints the
 * ratio of the two sides' total CPU time with the interquartile range of the per-round ratios, and
 * the same ratio in process CPU time as a check that garbage-collector threads do not change the
 * picture. {@link GoalAb} does the same for the compact goals. Each side is the suite's own
 * benchmark ({@link CodecBench}, {@link PartialReadBench}: same setup, same round-trip check,
 * results consumed by a JMH {@link Blackhole}).
 *
 * <pre>
 * java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED -cp bale-benchmarks/target/benchmarks.jar \
 *   dev.bale.benchmarks.suite.SbeAb price.small encode|decode|partial|partial-unchecked [ROUNDS]
 * </pre>
 *
 * One pair per JVM (so each call site sees two receivers at most, as in a JMH fork); {@code make
 * bench-sbe-ab} runs every pair. The ratio is Bale flat's speed over SBE's (above 1: Bale faster).
 */
public final class SbeAb {
  private SbeAb() {}

  public static void main(String[] args) {
    String set = args[0];
    String op = args[1];
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 30;
    Blackhole bh = Interleaved.blackhole();
    Runnable bale;
    Runnable sbe;
    String baleName;
    switch (op) {
      case "encode", "decode" -> {
        CodecBench a = codec(set + "/" + Codec.BALE_FLAT.id);
        CodecBench b = codec(set + "/" + Codec.SBE.id);
        baleName = Codec.BALE_FLAT.id;
        if (op.equals("encode")) {
          bale = () -> bh.consume(a.encode());
          sbe = () -> bh.consume(b.encode());
        } else {
          bale = () -> bh.consume(a.decode());
          sbe = () -> bh.consume(b.decode());
        }
      }
      case "partial", "partial-unchecked" -> {
        baleName = op.equals("partial") ? PartialReadBench.VIEW : PartialReadBench.VIEW_UNCHECKED;
        PartialReadBench a = partial(set + "/" + baleName);
        PartialReadBench b = partial(set + "/" + Codec.SBE.id);
        bale = () -> a.read(bh);
        sbe = () -> b.read(bh);
      }
      default -> throw new IllegalArgumentException("op: encode|decode|partial|partial-unchecked");
    }
    Interleaved.Result r = Interleaved.run(bale, sbe, rounds, 3_000_000_000L, 50_000_000L);
    System.out.printf(
        Locale.ROOT,
        "%-12s %-18s %s/sbe = %.2fx (rounds' IQR %.2f-%.2f; process CPU %.2fx; %d rounds of %,d"
            + " ops); %s %.1f ns/op, sbe %.1f ns/op%n",
        set,
        op,
        baleName,
        r.total(),
        r.q1(),
        r.q3(),
        r.process(),
        r.rounds(),
        r.batch(),
        baleName,
        r.aNsPerOp(),
        r.bNsPerOp());
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
