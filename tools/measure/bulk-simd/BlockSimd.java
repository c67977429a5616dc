/*
 * Copyright 2026 The Bale Authors. Licensed under the Apache License, Version 2.0.
 */

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteOrder;
import java.util.Random;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * Issue 13's bulk goal (1M {@code list<i32>} in the block layout at 0.5x {@code arraycopy}): how
 * far a SIMD decode of the block layout's groups would take it on this JDK. Not part of the build;
 * JDK 17 has SIMD shuffles only in the incubating Vector API, which a user must enable with {@code
 * --add-modules jdk.incubator.vector} (and which prints a warning), so the runtime does not use it.
 *
 * <p>One JVM, 1M values of {@code BulkIntBench}'s distribution ({@code nextInt() >> nextInt(32)},
 * zigzag, minimal lengths, FORMAT.md §1.3), every probe in turn each round, each timed by this
 * thread's CPU time over {@code reps} decodes. Every decoding probe is checked against the values.
 *
 * <pre>
 * javac --add-modules jdk.incubator.vector -d /tmp/bs tools/measure/bulk-simd/BlockSimd.java
 * java --add-modules jdk.incubator.vector -cp /tmp/bs BlockSimd [ROUNDS [REPS]]
 * </pre>
 *
 * Probes: {@code alloc} a new {@code int[1M]} alone (its zeroing); {@code copy} {@code new
 * byte[4M]} and {@code System.arraycopy} into it (BulkIntBench's {@code arraycopy} row: no zeroing,
 * C2 leaves it out before a whole-array copy); {@code scalar}, {@code vec-shuffle}, {@code
 * vec-select} the group loop alone into a reused array (the runtime's loop: two 8-byte loads and
 * table masks a group; the Vector API: a 16-byte load, a byte shuffle from a table of 256 (as a
 * {@code VectorShuffle} array, or as bytes through {@code selectFrom}), a mask, a 16-byte store);
 * {@code check} the runtime's minimality and zigzag pass over the whole array; {@code full-scalar}
 * and {@code full-vec} a new array, the group loop and the pass per block of 4,096 values, as the
 * runtime's {@code blockI32} does.
 */
public final class BlockSimd {
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VectorSpecies<Byte> B128 = ByteVector.SPECIES_128;
  private static final VectorSpecies<Integer> I128 = IntVector.SPECIES_128;

  // Per tag byte: the runtime's table (shift of value 1, offset of the second load, shift of
  // value 3, the group's length, four masks), the group's length, the shuffle as bytes, the masks.
  private static final int[] BLOCK = new int[256 * 8];
  private static final int[] LEN = new int[256];
  private static final byte[] SHUFFLE = new byte[256 * 16];
  private static final int[] MASK = new int[256 * 4];

  @SuppressWarnings("unchecked")
  private static final VectorShuffle<Byte>[] SHUFFLES = new VectorShuffle[256];

  static {
    for (int tag = 0; tag < 256; tag++) {
      int[] l = new int[4];
      for (int j = 0; j < 4; j++) {
        l[j] = ((tag >>> (2 * j)) & 3) + 1;
      }
      int k = tag << 3;
      BLOCK[k] = 8 * l[0];
      BLOCK[k + 1] = l[0] + l[1];
      BLOCK[k + 2] = 8 * l[2];
      BLOCK[k + 3] = l[0] + l[1] + l[2] + l[3];
      LEN[tag] = BLOCK[k + 3];
      int[] idx = new int[16];
      int off = 0;
      for (int j = 0; j < 4; j++) {
        int mask = l[j] == 4 ? -1 : (1 << (8 * l[j])) - 1;
        BLOCK[k + 4 + j] = mask;
        MASK[4 * tag + j] = mask;
        for (int q = 0; q < 4; q++) {
          idx[4 * j + q] = q < l[j] ? off + q : 0; // a lane past the value: masked off after
          SHUFFLE[16 * tag + 4 * j + q] = (byte) idx[4 * j + q];
        }
        off += l[j];
      }
      SHUFFLES[tag] = VectorShuffle.fromArray(B128, idx, 0);
    }
  }

  private BlockSimd() {}

  static int scalar(byte[] b, int[] a, int from, int to, int t, int p) {
    for (int i = from; i < to; i += 4) {
      int k = (b[t++] & 0xFF) << 3;
      long w0 = (long) LONG.get(b, p);
      long w1 = (long) LONG.get(b, p + BLOCK[k + 1]);
      a[i] = (int) w0 & BLOCK[k + 4];
      a[i + 1] = (int) (w0 >>> BLOCK[k]) & BLOCK[k + 5];
      a[i + 2] = (int) w1 & BLOCK[k + 6];
      a[i + 3] = (int) (w1 >>> BLOCK[k + 2]) & BLOCK[k + 7];
      p += BLOCK[k + 3];
    }
    return p;
  }

  static int vecShuffle(byte[] b, int[] a, int from, int to, int t, int p) {
    for (int i = from; i < to; i += 4) {
      int tag = b[t++] & 0xFF;
      IntVector x = ByteVector.fromArray(B128, b, p).rearrange(SHUFFLES[tag]).reinterpretAsInts();
      x.and(IntVector.fromArray(I128, MASK, tag << 2)).intoArray(a, i);
      p += LEN[tag];
    }
    return p;
  }

  static int vecSelect(byte[] b, int[] a, int from, int to, int t, int p) {
    for (int i = from; i < to; i += 4) {
      int tag = b[t++] & 0xFF;
      ByteVector s = ByteVector.fromArray(B128, SHUFFLE, tag << 4);
      IntVector x = s.selectFrom(ByteVector.fromArray(B128, b, p)).reinterpretAsInts();
      x.and(IntVector.fromArray(I128, MASK, tag << 2)).intoArray(a, i);
      p += LEN[tag];
    }
    return p;
  }

  /**
   * {@link #vecSelect} with the pass's work on each group's vector: the zigzag stored, minus the
   * bytes beyond the first summed lane-wise; returns the end and the block's minimal length sum.
   */
  static long vecFused(byte[] b, int[] a, int from, int to, int t, int p) {
    IntVector less = IntVector.zero(I128);
    IntVector c7 = IntVector.broadcast(I128, 0x7F);
    IntVector c15 = IntVector.broadcast(I128, 0x7FFF);
    IntVector c23 = IntVector.broadcast(I128, 0x7F_FFFF);
    IntVector one = IntVector.broadcast(I128, 1);
    for (int i = from; i < to; i += 4) {
      int tag = b[t++] & 0xFF;
      ByteVector s = ByteVector.fromArray(B128, SHUFFLE, tag << 4);
      IntVector x = s.selectFrom(ByteVector.fromArray(B128, b, p)).reinterpretAsInts();
      x = x.and(IntVector.fromArray(I128, MASK, tag << 2));
      IntVector h = x.lanewise(jdk.incubator.vector.VectorOperators.LSHR, 1);
      less =
          less.add(c7.sub(h).lanewise(jdk.incubator.vector.VectorOperators.ASHR, 31))
              .add(c15.sub(h).lanewise(jdk.incubator.vector.VectorOperators.ASHR, 31))
              .add(c23.sub(h).lanewise(jdk.incubator.vector.VectorOperators.ASHR, 31));
      h.lanewise(jdk.incubator.vector.VectorOperators.XOR, x.and(one).neg()).intoArray(a, i);
      p += LEN[tag];
    }
    int sum = (to - from) - less.reduceLanes(jdk.incubator.vector.VectorOperators.ADD);
    return (long) p << 32 | sum;
  }

  static int[] fullFused(byte[] b, int n) {
    int[] a = new int[n];
    int p = n / 4;
    for (int i = 0; i < n; i += 4096) {
      long r = vecFused(b, a, i, i + 4096, i >>> 2, p);
      int q = (int) (r >>> 32);
      if ((int) r != q - p) {
        throw new IllegalStateException("not minimal");
      }
      p = q;
    }
    return a;
  }

  /** The runtime's pass: the minimal lengths' sum, the zigzag decoded in place. */
  static int check(int[] a, int from, int to) {
    int less = 0;
    for (int j = from; j < to; j++) {
      int v = a[j];
      int h = v >>> 1;
      less += ((0x7F - h) >> 31) + ((0x7FFF - h) >> 31) + ((0x7F_FFFF - h) >> 31);
      a[j] = h ^ -(v & 1);
    }
    return (to - from) - less;
  }

  interface Groups {
    int run(byte[] b, int[] a, int from, int to, int t, int p);
  }

  /** A new array, then per block of 4,096 values the group loop and the pass (blockI32's order). */
  static int[] full(Groups g, byte[] b, int n) {
    int[] a = new int[n];
    int p = n / 4;
    for (int i = 0; i < n; i += 4096) {
      int q = g.run(b, a, i, i + 4096, i >>> 2, p);
      if (check(a, i, i + 4096) != q - p) {
        throw new IllegalStateException("not minimal");
      }
      p = q;
    }
    return a;
  }

  static volatile Object sink;

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
    int reps = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    int n = 1 << 20;
    Random r = new Random(1);
    int[] values = new int[n];
    for (int i = 0; i < n; i++) {
      values[i] = r.nextInt() >> r.nextInt(32);
    }
    byte[] b = new byte[n / 4 + 4 * n + 16];
    int t = 0;
    int p = n / 4;
    for (int i = 0; i < n; i += 4) {
      int tag = 0;
      for (int j = 0; j < 4; j++) {
        int z = (values[i + j] << 1) ^ (values[i + j] >> 31);
        int len = z >>> 8 == 0 ? 1 : z >>> 16 == 0 ? 2 : z >>> 24 == 0 ? 3 : 4;
        tag |= (len - 1) << (2 * j);
        for (int q = 0; q < len; q++) {
          b[p++] = (byte) (z >>> (8 * q));
        }
      }
      b[t++] = (byte) tag;
    }
    System.out.println("1M values, " + p + " bytes in the block layout");
    byte[] raw = new byte[4 * n];
    int[] reused = new int[n];
    String[] names = {
      "alloc", "copy", "scalar", "vec-shuffle", "vec-select", "check", "full-scalar", "full-vec", "full-fused"
    };
    Runnable[] probes = {
      () -> sink = new int[n],
      () -> {
        byte[] c = new byte[raw.length];
        System.arraycopy(raw, 0, c, 0, c.length);
        sink = c;
      },
      () -> scalar(b, reused, 0, n, 0, n / 4),
      () -> vecShuffle(b, reused, 0, n, 0, n / 4),
      () -> vecSelect(b, reused, 0, n, 0, n / 4),
      () -> sink = check(reused, 0, n),
      () -> sink = full(BlockSimd::scalar, b, n),
      () -> sink = full(BlockSimd::vecSelect, b, n),
      () -> sink = fullFused(b, n),
    };
    for (Groups g : new Groups[] {BlockSimd::scalar, BlockSimd::vecShuffle, BlockSimd::vecSelect}) {
      int[] a = full(g, b, n);
      for (int i = 0; i < n; i++) {
        if (a[i] != values[i]) {
          throw new AssertionError("value " + i);
        }
      }
    }
    int[] fused = fullFused(b, n);
    for (int i = 0; i < n; i++) {
      if (fused[i] != values[i]) {
        throw new AssertionError("fused value " + i);
      }
    }
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    double[][] us = new double[names.length][rounds];
    for (int round = 0; round < rounds; round++) {
      for (int q = 0; q < probes.length; q++) {
        long c0 = mx.getCurrentThreadCpuTime();
        for (int rep = 0; rep < reps; rep++) {
          probes[q].run();
        }
        us[q][round] = (mx.getCurrentThreadCpuTime() - c0) / 1e3 / reps;
      }
    }
    // The first third of the rounds is warm-up; the medians of the rest.
    int from = rounds / 3;
    double copy = median(us[1], from);
    for (int q = 0; q < names.length; q++) {
      double m = median(us[q], from);
      System.out.printf("%-12s %8.1f us  %5.2fx copy%n", names[q], m, copy / m);
    }
  }

  private static double median(double[] xs, int from) {
    double[] s = java.util.Arrays.copyOfRange(xs, from, xs.length);
    java.util.Arrays.sort(s);
    return s[s.length / 2];
  }
}
