package dev.bale.benchmarks.suite;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Bale flat against SBE on one price set and operation, interleaved, for a busy machine where JMH's
 * separate forks see different loads: one JVM runs the two sides in alternating batches of about 50
 * ms (order ABBA, so neither side always goes first) and times each batch in the <b>CPU time of the
 * thread</b> that runs it (time the machine gives other processes is not counted), then prints the
 * ratio of the two sides' total CPU time with the interquartile range of the per-round ratios. The
 * same ratio in process CPU time (all of this JVM's threads, the garbage collector's included; a
 * clock that ticks in 10 ms, fine over the totals) is printed beside it as a check that
 * garbage-collector threads do not change the picture. Each side is the suite's own benchmark
 * ({@link CodecBench}, {@link PartialReadBench}: same setup, same round-trip check, results
 * consumed by a JMH {@link Blackhole}).
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

  private static final java.lang.management.ThreadMXBean THREADS =
      ManagementFactory.getThreadMXBean();

  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  public static void main(String[] args) {
    String set = args[0];
    String op = args[1];
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 30;
    Blackhole bh =
        new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is"
                + " dangerous.");
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
    // Warm-up: 3 s of both, alternating.
    for (long end = System.nanoTime() + 3_000_000_000L; System.nanoTime() < end; ) {
      batch(bale, 20_000);
      batch(sbe, 20_000);
    }
    // Batches of ~50 ms of this thread's CPU time for Bale.
    int n = 100_000;
    long cpu = Math.max(1, batch(bale, n));
    n = (int) Math.max(1_000, Math.min(50_000_000, n * 50_000_000L / cpu));
    double[] ratio = new double[rounds];
    long baleNs = 0;
    long sbeNs = 0;
    long process0 = OS.getProcessCpuTime();
    long processBale = 0;
    for (int r = 0; r < rounds; r++) {
      long tb;
      long ts;
      long p0 = OS.getProcessCpuTime();
      if ((r & 1) == 0) {
        tb = batch(bale, n);
        long p1 = OS.getProcessCpuTime();
        processBale += p1 - p0;
        ts = batch(sbe, n);
      } else {
        ts = batch(sbe, n);
        long p1 = OS.getProcessCpuTime();
        tb = batch(bale, n);
        processBale += OS.getProcessCpuTime() - p1;
      }
      ratio[r] = (double) ts / tb;
      baleNs += tb;
      sbeNs += ts;
    }
    long processSbe = OS.getProcessCpuTime() - process0 - processBale;
    Arrays.sort(ratio);
    long ops = (long) n * rounds;
    System.out.printf(
        Locale.ROOT,
        "%-12s %-18s %s/sbe = %.2fx (rounds' IQR %.2f-%.2f; process CPU %.2fx; %d rounds of %,d"
            + " ops); %s %.1f ns/op, sbe %.1f ns/op%n",
        set,
        op,
        baleName,
        (double) sbeNs / baleNs,
        ratio[rounds / 4],
        ratio[(3 * rounds) / 4],
        (double) processSbe / Math.max(1, processBale),
        rounds,
        n,
        baleName,
        (double) baleNs / ops,
        (double) sbeNs / ops);
  }

  /** This thread's CPU nanoseconds for {@code n} runs. */
  private static long batch(Runnable op, int n) {
    long t0 = THREADS.getCurrentThreadCpuTime();
    for (int i = 0; i < n; i++) {
      op.run();
    }
    return THREADS.getCurrentThreadCpuTime() - t0;
  }

  private static CodecBench codec(String kase) {
    CodecBench b = new CodecBench();
    b.kase = kase;
    b.setup();
    return b;
  }

  private static PartialReadBench partial(String id) {
    PartialReadBench b = new PartialReadBench();
    b.partial = id;
    b.setup();
    return b;
  }
}
