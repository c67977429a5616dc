package dev.bale.benchmarks.suite;

import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Utf8View;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatSink;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The media.1 checked partial read through hand-written view classes that mirror the generated
 * ones ({@code FlatMessageView} + {@code Media.View}), each variant dropping one piece of the
 * view's per-read state, to find what the view machinery costs over {@code FlatData} alone.
 * Same method as PartialAblate: one JVM, probes with their own loops in rotating order, thread
 * CPU time, median ns per read.
 *
 * <pre>
 * javac -cp JAR -d OUT tools/measure/view-ablate/ViewAblate.java
 * java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-opens java.base/java.lang=ALL-UNNAMED \
 *   -Dbale.root=/work/main -cp OUT:JAR dev.bale.benchmarks.suite.ViewAblate [ROUNDS [BATCH_MS [WARMUP_MS]]]
 * </pre>
 */
public final class ViewAblate {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  static final Blackhole BH = Interleaved.blackhole();
  static byte[] bytes;
  static final String NAME = "media.MediaContent";

  abstract static class Probe {
    final String name;
    final char[] chars = new char[256];

    Probe(String name) {
      this.name = name;
    }

    abstract void run(long n);
  }

  /** The generated view's shape: FlatMessageView's fields and flatAt, Media.View's accessors. */
  static class LV {
    final int mode;
    FlatData d = FlatData.EMPTY_MESSAGE;
    int p = FlatData.EMPTY_MESSAGE_POSITION;
    int data;
    int dataBytes;
    int ptrs;
    int depth = 1;
    FlatData own;
    LV child;
    Utf8View[] u8;
    Utf8View u2;

    LV(int mode) {
      this.mode = mode;
    }

    FlatData owned() {
      if (own == null) {
        own = new FlatData();
      }
      return own;
    }

    LV wrap(byte[] b) {
      FlatData fd = owned().reset(b, 0, b.length);
      return flatAt(fd, fd.check(NAME, Limits.DEFAULT), 1);
    }

    LV flatAt(FlatData fd, int position, int depth) {
      this.depth = depth;
      if (position == 0) {
        fd = FlatData.EMPTY_MESSAGE;
        position = FlatData.EMPTY_MESSAGE_POSITION;
      }
      if (this.d != fd) {
        this.d = fd;
      }
      this.p = position;
      if (mode == 2) { // the header not read here: accessors read it
        return this;
      }
      this.dataBytes = fd.i16(position) & 0xFFFF;
      this.ptrs = fd.i16(position + 2) & 0xFFFF;
      if (mode != 1) { // mode 1: no data field (computed by the accessor)
        this.data = position + FlatSink.dataStart(ptrs);
      }
      return this;
    }

    LV media() {
      int t = ptrs() > 0 ? d.msg(p + 4, depth + 1) : 0;
      if (child == null) {
        child = new LV(mode);
      }
      return child.flatAt(d, t, depth + 1);
    }

    int ptrs() {
      return mode == 2 ? d.i16(p + 2) & 0xFFFF : ptrs;
    }

    int height() {
      if (mode == 2) {
        return (d.i16(p) & 0xFFFF) >= 8 ? d.i32(p + FlatSink.dataStart(ptrs()) + 4) : 0;
      }
      if (mode == 1) {
        return dataBytes >= 8 ? d.i32(p + FlatSink.dataStart(ptrs) + 4) : 0;
      }
      return dataBytes >= 8 ? d.i32(data + 4) : 0;
    }

    Utf8View utf8View(int i) {
      if (mode == 3) { // a field per string field instead of the array
        Utf8View v = u2;
        return v != null ? v : (u2 = new Utf8View());
      }
      Utf8View[] views = u8;
      if (views != null && i < views.length) {
        Utf8View v = views[i];
        if (v != null) {
          return v;
        }
      }
      if (u8 == null || i >= u8.length) {
        u8 = Arrays.copyOf(u8 == null ? new Utf8View[0] : u8, i + 1);
      }
      return u8[i] = new Utf8View();
    }

    Utf8View formatChars() {
      return d.chars(utf8View(2), ptrs() > 2 ? d.str(p + 12) : 0);
    }
  }

  static final class ViewProbe extends Probe {
    final LV v;

    ViewProbe(String name, int mode) {
      super(name);
      v = new LV(mode);
    }

    @Override
    void run(long n) {
      byte[] b = bytes;
      for (long i = 0; i < n; i++) {
        LV m = v.wrap(b).media();
        int k = m.formatChars().getChars(chars, 0);
        BH.consume(chars);
        BH.consume(k);
        BH.consume(m.height());
      }
    }
  }

  /** FlatData alone, no view objects (PartialAblate's fd-utf8view). */
  static final class Fd extends Probe {
    final FlatData d = new FlatData();
    final Utf8View u = new Utf8View();

    Fd(String name) {
      super(name);
    }

    @Override
    void run(long n) {
      byte[] b = bytes;
      for (long i = 0; i < n; i++) {
        d.reset(b, 0, b.length);
        int root = d.check(NAME, Limits.DEFAULT);
        int rp = d.i16(root + 2) & 0xFFFF;
        int m = rp > 0 ? d.msg(root + 4, 2) : 0;
        int mp = d.i16(m + 2) & 0xFFFF;
        int db = d.i16(m) & 0xFFFF;
        int height = db >= 8 ? d.i32(m + FlatSink.dataStart(mp) + 4) : 0;
        int s = mp > 2 ? d.str(m + 12) : 0;
        int k = d.chars(u, s).getChars(chars, 0);
        BH.consume(chars);
        BH.consume(k);
        BH.consume(height);
      }
    }
  }

  /** The generated view itself (the suite's row without the bench's dispatch). */
  static final class Real extends Probe {
    final media.MediaContent.View v = new media.MediaContent.View();

    Real(String name) {
      super(name);
    }

    @Override
    void run(long n) {
      byte[] b = bytes;
      for (long i = 0; i < n; i++) {
        media.Media.View m = v.wrap(b).media();
        int k = m.formatChars().getChars(chars, 0);
        BH.consume(chars);
        BH.consume(k);
        BH.consume(m.height());
      }
    }
  }

  /** A row of the suite's PartialReadBench, as PartialAb runs it. */
  static final class Row extends Probe {
    final PartialReadBench b;

    Row(String name, String partial) {
      super(name);
      b = SbeAb.partial(partial);
    }

    @Override
    void run(long n) {
      for (long i = 0; i < n; i++) {
        b.read(BH);
      }
    }
  }

  /** PartialReadBench's shape for the view row, copied: fields loaded per read, one dispatch. */
  static final class Holder {
    byte[] bytes;
    int viewMode = 1;
    int viewSet;
    final char[] chars = new char[256];
    final media.MediaContent.View mediaView = new media.MediaContent.View();

    void read(Blackhole bh, int form) {
      if (form == 2) { // no dispatch at all
        media.Media.View m = mediaView.wrap(bytes).media();
        int k = m.formatChars().getChars(chars, 0);
        bh.consume(chars);
        bh.consume(k);
        bh.consume(m.height());
        return;
      }
      if (viewMode != 0) {
        long r = view(form);
        bh.consume(chars);
        bh.consume((int) (r >>> 32));
        bh.consume((int) r);
      }
    }

    long view(int form) {
      int mode = viewMode;
      switch (viewSet) {
        case 0:
          return viewMedia(mode);
        default:
          return 0;
      }
    }

    long viewMedia(int mode) {
      media.Media.View m =
          (mode == 1
                  ? mediaView.wrap(bytes)
                  : mode == 2 ? mediaView.wrapUnchecked(bytes) : mediaView.wrapVerified(bytes))
              .media();
      return ((long) m.formatChars().getChars(chars, 0) << 32) | (m.height() & 0xFFFF_FFFFL);
    }
  }

  static final class HolderProbe extends Probe {
    final Holder h = new Holder();
    final int form;

    HolderProbe(String name, int form) {
      super(name);
      this.form = form;
    }

    @Override
    void run(long n) {
      h.bytes = bytes;
      for (long i = 0; i < n; i++) {
        h.read(BH, form);
      }
      System.arraycopy(h.chars, 0, chars, 0, 10);
    }
  }

  private static long batch(Probe p, long n) {
    long t0 = THREADS.getCurrentThreadCpuTime();
    p.run(n);
    return THREADS.getCurrentThreadCpuTime() - t0;
  }

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
    long batchNs = (args.length > 1 ? Long.parseLong(args[1]) : 10) * 1_000_000L;
    long warmNs = (args.length > 2 ? Long.parseLong(args[2]) : 1500) * 1_000_000L;
    bytes = Cases.create("media.1/bale-flat").encode();
    List<Probe> ps = new ArrayList<>();
    ps.add(new Real("real-view"));
    ps.add(new Row("bench-view", "media.1/bale-flat-view"));
    if (!Boolean.getBoolean("noproto")) {
      ps.add(new Row("protobuf", "media.1/protobuf"));
    }
    ps.add(new Fd("fd-only"));
    ps.add(new HolderProbe("holder-dispatch", 1));
    ps.add(new HolderProbe("holder-direct", 2));
    ps.add(new ViewProbe("lv0-mirror", 0));
    ps.add(new ViewProbe("lv1-no-data-field", 1));
    ps.add(new ViewProbe("lv2-header-in-accessors", 2));
    ps.add(new ViewProbe("lv3-utf8view-field", 3));
    for (Probe p : ps) {
      p.run(1);
      if (p instanceof Row) {
        continue;
      }
      if (!new String(p.chars, 0, 10).equals("video/mpg4")) {
        throw new IllegalStateException(p.name);
      }
    }
    int np = ps.size();
    long[] ops = new long[np];
    for (int i = 0; i < np; i++) {
      long n = 1;
      long spent = 0;
      while (spent < warmNs) {
        long last = batch(ps.get(i), n);
        spent += last;
        if (last < batchNs) {
          n *= 2;
        }
      }
      ops[i] = n;
    }
    for (int i = 0; i < np; i++) {
      long t = batch(ps.get(i), ops[i]);
      ops[i] = Math.max(1, (long) ((double) batchNs * ops[i] / Math.max(1, t)));
    }
    double[][] ns = new double[np][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int j = 0; j < np; j++) {
        int i = (j + r) % np;
        ns[i][r] = (double) batch(ps.get(i), ops[i]) / ops[i];
      }
    }
    System.out.printf(Locale.ROOT, "media.1, %d rounds of ~%d ms a probe%n", rounds, batchNs / 1_000_000);
    for (int i = 0; i < np; i++) {
      double[] x = ns[i].clone();
      double[] rel = new double[rounds];
      for (int r = 0; r < rounds; r++) {
        rel[r] = ns[i][r] / ns[0][r];
      }
      Arrays.sort(x);
      Arrays.sort(rel);
      System.out.printf(
          Locale.ROOT,
          "%-28s %7.2f ns/read (p25 %.2f, p75 %.2f)  %.3f of real-view%n",
          ps.get(i).name,
          x[rounds / 2],
          x[rounds / 4],
          x[(3 * rounds) / 4],
          rel[rounds / 2]);
    }
  }
}
