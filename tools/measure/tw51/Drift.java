package dev.bale.benchmarks.suite;

import java.util.Arrays;
import java.util.Locale;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Drift SET OP PEER SECONDS [BATCH_MS [BLOCK]]: GoalAb's pair (Bale against PEER on SET and OP, the
 * suite's own cases, warmed by {@link Interleaved#run}'s own warm-up) timed for SECONDS of wall time
 * in ABBA rounds of ~BATCH_MS a side (thread CPU time), each round followed by three probes of the
 * machine: ALU (a dependent xorshift chain in registers), MEM (a dependent random walk over a 64 MB
 * array) and L3 (the same over 4 MB). Prints per BLOCK rounds (default 25) the medians of Bale's
 * and the peer's ns/op, their ratio (peer over Bale: above 1 Bale faster) and the probes' ns per
 * step; then over all rounds the correlation of the ratio with each, and the slope of log(Bale
 * ns/op) on log(peer ns/op) (above 1: Bale slows more than the peer when the machine slows). With
 * the compiled code fixed, a ratio that follows the machine's speed within one JVM is the
 * machine's, not the JIT's (docs/benchmarks-log.md, the tw51 section). Compiled against the
 * suite's jar (same package) by drift.sh.
 */
public final class Drift {
  private Drift() {}

  static long sink;

  static double alu(int steps) {
    long t0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    long x = sink | 1;
    for (int i = 0; i < steps; i++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
    }
    sink += x;
    return (double)
            (java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime()
                - t0)
        / steps;
  }

  static int[] walk;
  static int[] walkL3;

  static double mem(int steps) {
    return mem(walk, steps);
  }

  static double mem(int[] w, int steps) {
    long t0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    int p = (int) (sink & (w.length - 1));
    for (int i = 0; i < steps; i++) {
      p = w[p];
    }
    sink += p;
    return (double)
            (java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime()
                - t0)
        / steps;
  }

  static int[] cycle(int n) {
    int[] w = new int[n];
    for (int i = 0; i < n; i++) {
      w[i] = i;
    }
    java.util.SplittableRandom r = new java.util.SplittableRandom(1);
    for (int i = n - 1; i > 0; i--) {
      int j = r.nextInt(i);
      int t = w[i];
      w[i] = w[j];
      w[j] = t;
    }
    return w;
  }

  static double med(double[] v, int from, int to) {
    double[] s = Arrays.copyOfRange(v, from, to);
    Arrays.sort(s);
    return Interleaved.median(s);
  }

  static double corr(double[] x, double[] y, int n) {
    double mx = 0;
    double my = 0;
    for (int i = 0; i < n; i++) {
      mx += x[i] / n;
      my += y[i] / n;
    }
    double sxy = 0;
    double sx = 0;
    double sy = 0;
    for (int i = 0; i < n; i++) {
      sxy += (x[i] - mx) * (y[i] - my);
      sx += (x[i] - mx) * (x[i] - mx);
      sy += (y[i] - my) * (y[i] - my);
    }
    return sxy / Math.sqrt(sx * sy);
  }

  public static void main(String[] args) {
    String set = args[0];
    String op = args[1];
    String peer = args[2];
    double secs = Double.parseDouble(args[3]);
    long batchNs = Long.parseLong(args.length > 4 ? args[4] : "20") * 1_000_000L;
    int block = Integer.parseInt(args.length > 5 ? args[5] : "25");
    // Random cyclic permutations (Sattolo) over 64 MB (the MEM probe: DRAM) and 4 MB (L3: past
    // the core's 1 MB L2, within the shared 32 MB L3).
    walk = cycle(1 << 24);
    walkL3 = cycle(1 << 20);
    Blackhole bh = Interleaved.blackhole();
    CodecBench a = SbeAb.codec(set + "/" + Codec.BALE.id);
    CodecBench b = SbeAb.codec(set + "/" + peer);
    Runnable bale = op.equals("encode") ? () -> bh.consume(a.encode()) : () -> bh.consume(a.decode());
    Runnable other =
        op.equals("encode") ? () -> bh.consume(b.encode()) : () -> bh.consume(b.decode());
    Interleaved.Result w = Interleaved.run(bale, other, 4, 3_000_000_000L, batchNs);
    for (int i = 0; i < 20; i++) {
      alu(1_000_000);
      mem(20_000);
      mem(walkL3, 50_000);
    }
    long n = Math.max(1, (long) (batchNs / w.aNsPerOp()));
    int max = (int) Math.max(8, secs * 1e9 / batchNs);
    double[] an = new double[max];
    double[] bn = new double[max];
    double[] ratio = new double[max];
    double[] al = new double[max];
    double[] me = new double[max];
    double[] at = new double[max];
    double[] l3 = new double[max];
    long t0 = System.nanoTime();
    long end = t0 + (long) (secs * 1e9);
    int k = 0;
    System.out.printf(
        Locale.ROOT,
        "%s %s %s: warm-up %d ms CPU, then rounds of %d ops a side; GoalAb-like median %.3f%n",
        set,
        op,
        peer,
        w.warmedNs() / 1_000_000,
        n,
        w.median());
    System.out.printf(
        Locale.ROOT,
        "%7s %12s %12s %7s %8s %8s %8s%n",
        "t s",
        "bale ns/op",
        "peer ns/op",
        "ratio",
        "ALU ns",
        "MEM ns",
        "L3 ns");
    while (k < max && System.nanoTime() < end) {
      long ta;
      long tb;
      if ((k & 1) == 0) {
        ta = Interleaved.batch(bale, n);
        tb = Interleaved.batch(other, n);
      } else {
        tb = Interleaved.batch(other, n);
        ta = Interleaved.batch(bale, n);
      }
      an[k] = (double) ta / n;
      bn[k] = (double) tb / n;
      ratio[k] = (double) tb / Math.max(1, ta);
      al[k] = alu(200_000);
      me[k] = mem(20_000);
      l3[k] = mem(walkL3, 50_000);
      at[k] = (System.nanoTime() - t0) / 1e9;
      k++;
      if (k % block == 0) {
        int f = k - block;
        System.out.printf(
            Locale.ROOT,
            "%7.1f %12.0f %12.0f %7.3f %8.3f %8.1f %8.1f%n",
            at[k - 1],
            med(an, f, k),
            med(bn, f, k),
            med(ratio, f, k),
            med(al, f, k),
            med(me, f, k),
            med(l3, f, k));
      }
    }
    double[] la = new double[k];
    double[] lb = new double[k];
    double[] lr = new double[k];
    double sab = 0;
    double sbb = 0;
    double ma = 0;
    double mb = 0;
    for (int i = 0; i < k; i++) {
      la[i] = Math.log(an[i]);
      lb[i] = Math.log(bn[i]);
      lr[i] = Math.log(ratio[i]);
      ma += la[i] / k;
      mb += lb[i] / k;
    }
    for (int i = 0; i < k; i++) {
      sab += (la[i] - ma) * (lb[i] - mb);
      sbb += (lb[i] - mb) * (lb[i] - mb);
    }
    System.out.printf(
        Locale.ROOT,
        "all %d rounds: bale %.0f (%.0f-%.0f) peer %.0f (%.0f-%.0f) ratio %.3f (%.3f-%.3f) ALU %.3f"
            + " (%.3f-%.3f) MEM %.1f (%.1f-%.1f)%n",
        k,
        med(an, 0, k),
        Arrays.stream(an, 0, k).min().orElse(0),
        Arrays.stream(an, 0, k).max().orElse(0),
        med(bn, 0, k),
        Arrays.stream(bn, 0, k).min().orElse(0),
        Arrays.stream(bn, 0, k).max().orElse(0),
        med(ratio, 0, k),
        Arrays.stream(ratio, 0, k).min().orElse(0),
        Arrays.stream(ratio, 0, k).max().orElse(0),
        med(al, 0, k),
        Arrays.stream(al, 0, k).min().orElse(0),
        Arrays.stream(al, 0, k).max().orElse(0),
        med(me, 0, k),
        Arrays.stream(me, 0, k).min().orElse(0),
        Arrays.stream(me, 0, k).max().orElse(0));
    System.out.printf(
        Locale.ROOT,
        "corr(log ratio, log bale) %+.2f, corr(log ratio, log peer) %+.2f, corr(log ratio, ALU) %+.2f,"
            + " corr(log ratio, MEM) %+.2f, corr(log ratio, L3) %+.2f, corr(log bale, L3) %+.2f,"
            + " corr(log peer, L3) %+.2f; slope of log bale on log peer %.2f%n",
        corr(lr, la, k),
        corr(lr, lb, k),
        corr(lr, al, k),
        corr(lr, me, k),
        corr(lr, l3, k),
        corr(la, l3, k),
        corr(lb, l3, k),
        sab / sbb);
    if (sink == 42) {
      System.out.println();
    }
  }
}
