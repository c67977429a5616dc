package dev.bale.benchmarks.suite;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The media.1 checked partial read taken apart in one JVM (issue 14, pread48): each probe is a
 * step of the read (wrap only, + media(), + height, + the string pointed, tested, copied, made a
 * String), the suite's own rows ({@code PartialReadBench}: the goal row, the unchecked row and
 * protobuf's full decode, the goal's unit), and hand-written "floor" reads of the same two fields
 * on the raw bytes with every check of checked access in locals (no view objects), with several
 * forms of the ten-char copy; and (issue 14, pr53) a hand-written mirror of the views with pieces
 * of their per-read state dropped (lv*), and a copy of the suite row's dispatch (holder-*). Each
 * probe has its own timed loop (the read inlined into it, as the suite's {@code view} inlines
 * it); rounds run every probe once, in a rotating order, each batch timed in this thread's CPU
 * time. Prints per probe the median ns per read and the median of
 * protobuf's ns over the probe's ns in the same round.
 *
 * <pre>
 * javac -cp JAR -d OUT tools/measure/partial-ablate/PartialAblate.java
 * java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-opens java.base/java.lang=ALL-UNNAMED \
 *   -Dbale.root=/work/main -cp OUT:JAR dev.bale.benchmarks.suite.PartialAblate [ROUNDS [BATCH_MS [WARMUP_MS [PROBE...]]]]
 * </pre>
 *
 * Not part of the suite: a measuring tool, compiled against a benchmarks jar.
 */
public final class PartialAblate {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final VarHandle I32 =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle I64 =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  static final Blackhole BH = Interleaved.blackhole();
  static byte[] bytes;

  /** One step of the read, with its own loop. */
  abstract static class Probe {
    final String name;
    final char[] chars = new char[256];
    final media.MediaContent.View v = new media.MediaContent.View();
    int height;

    Probe(String name) {
      this.name = name;
    }

    abstract void run(long n);
  }

  /** A row of the suite's {@code PartialReadBench}, as {@code PartialAb} runs it. */
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

  static List<Probe> probes() {
    List<Probe> l = new ArrayList<>();
    l.add(new Row("protobuf", "media.1/protobuf"));
    l.add(new Row("bench-view", "media.1/bale-flat-view"));
    l.add(new Row("bench-unchecked", "media.1/bale-flat-view-unchecked"));
    l.add(
        new Probe("harness-only") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(chars);
              BH.consume(height);
              BH.consume(height);
            }
          }
        });
    l.add(
        new Probe("wrap") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(v.wrap(bytes));
            }
          }
        });
    l.add(
        new Probe("wrap-unchecked") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(v.wrapUnchecked(bytes));
            }
          }
        });
    l.add(
        new Probe("wrap+media") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(v.wrap(bytes).media());
            }
          }
        });
    l.add(
        new Probe("wrap+media+height") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(v.wrap(bytes).media().height());
            }
          }
        });
    l.add(
        new Probe("+formatChars-pointed") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              media.Media.View m = v.wrap(bytes).media();
              BH.consume(m.formatChars());
              BH.consume(m.height());
            }
          }
        });
    l.add(
        new Probe("+formatChars-length") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              media.Media.View m = v.wrap(bytes).media();
              BH.consume(m.formatChars().length());
              BH.consume(m.height());
            }
          }
        });
    l.add(
        new Probe("+getChars(full)") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              media.Media.View m = v.wrap(bytes).media();
              int k = m.formatChars().getChars(chars, 0);
              BH.consume(chars);
              BH.consume(k);
              BH.consume(m.height());
            }
          }
        });
    l.add(
        new Probe("unchecked-getChars") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              media.Media.View m = v.wrapUnchecked(bytes).media();
              int k = m.formatChars().getChars(chars, 0);
              BH.consume(chars);
              BH.consume(k);
              BH.consume(m.height());
            }
          }
        });
    l.add(
        new Probe("+format()String") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              media.Media.View m = v.wrap(bytes).media();
              BH.consume(m.format());
              BH.consume(m.height());
            }
          }
        });
    l.add(
        new Probe("+contentEquals") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              media.Media.View m = v.wrap(bytes).media();
              BH.consume(m.formatChars().contentEquals("video/mpg4"));
              BH.consume(m.height());
            }
          }
        });
    l.add(new Fd("fd-utf8view"));
    l.add(new ViewProbe("lv0-mirror", 0));
    l.add(new ViewProbe("lv1-no-data-field", 1));
    l.add(new ViewProbe("lv2-header-in-accessors", 2));
    l.add(new ViewProbe("lv3-utf8view-field", 3));
    l.add(new HolderProbe("holder-dispatch", 1));
    l.add(new HolderProbe("holder-direct", 2));
    l.add(new Floor("floor-loop", 0));
    l.add(new Floor("floor-nostring", 1));
    l.add(new Floor("floor-asciitest", 2));
    l.add(new Floor("floor-overlap8", 3));
    l.add(new Floor("floor-long2", 4));
    l.add(new Floor("floor-latin1String", 5));
    l.add(new Floor("floor-latin1String-getChars", 6));
    l.add(new Floor("floor-unchecked-loop", 7));
    l.add(new Floor("floor-root", 8));
    l.add(new Floor("floor-root+media+height", 9));
    return l;
  }

  /**
   * The two fields read straight from the bytes with the checks of checked access (FORMAT.md §F13)
   * in locals: body header, root object (depth, header, size, charge), the media pointer (bounds,
   * alignment, depth, header, size, charge), height, the format pointer (bounds, alignment, length
   * header, length, charges 5 and the length) and ASCII. {@code form}: how the string is read.
   */
  static final class Floor extends Probe {
    final int form;

    Floor(String name, int form) {
      super(name);
      this.form = form;
    }

    @Override
    void run(long n) {
      byte[] b = bytes;
      for (long i = 0; i < n; i++) {
        int k = form == 7 ? readUnchecked(b) : read(b);
        BH.consume(chars);
        BH.consume(k);
        BH.consume(height);
      }
    }

    private static RuntimeException fail(int at) {
      return new IllegalStateException("bad at " + at);
    }

    private int read(byte[] b) {
      int base = 0;
      int end = b.length;
      int len = end - base;
      long budget = Math.max(64L << 20, 8L * len);
      int maxDepth = 64;
      if (len < 8) {
        throw fail(base);
      }
      if ((int) I32.get(b, base) != 8) {
        throw fail(base);
      }
      int root = base + 8;
      if (1 > maxDepth || end - root < 4) {
        throw fail(root);
      }
      int rh = (int) I32.get(b, root);
      int rptrs = rh >>> 16;
      long rsize = (long) ((rptrs * 4 + 11) & ~7) + (rh & 0xFFFF);
      if (rsize > end - root) {
        throw fail(root);
      }
      budget -= 1 + rsize;
      if (budget < 0) {
        throw fail(root);
      }
      if (form == 8) {
        return rptrs;
      }
      int m = 0;
      if (rptrs > 0) {
        int slot = root + 4;
        int rel = (int) I32.get(b, slot);
        if (rel != 0) {
          long t = (long) slot + rel;
          if (t < base + 8 || t >= end) {
            throw fail(slot);
          }
          m = (int) t;
          if (((m - base) & 7) != 0) {
            throw fail(slot);
          }
          if (2 > maxDepth || end - m < 4) {
            throw fail(m);
          }
          int h = (int) I32.get(b, m);
          long size = (long) (((h >>> 16) * 4 + 11) & ~7) + (h & 0xFFFF);
          if (size > end - m) {
            throw fail(m);
          }
          budget -= 1 + size;
          if (budget < 0) {
            throw fail(m);
          }
        }
      }
      if (m == 0) {
        height = 0;
        return 0;
      }
      int mh = (int) I32.get(b, m);
      int mptrs = mh >>> 16;
      int mdata = m + ((mptrs * 4 + 11) & ~7);
      height = (mh & 0xFFFF) >= 8 ? (int) I32.get(b, mdata + 4) : 0;
      if (mptrs <= 2 || form == 9) {
        return 0;
      }
      int slot = m + 12;
      int rel = (int) I32.get(b, slot);
      if (rel == 0) {
        return 0;
      }
      long t = (long) slot + rel;
      if (t < base + 8 || t >= end) {
        throw fail(slot);
      }
      int s = (int) t;
      if (((s - base) & 3) != 0) {
        throw fail(slot);
      }
      if (end - s < 4) {
        throw fail(s);
      }
      long slen = (int) I32.get(b, s) & 0xFFFF_FFFFL;
      if (slen > end - s - 4) {
        throw fail(s);
      }
      budget -= 5;
      if (budget < 0) {
        throw fail(s);
      }
      if (form == 1) {
        return (int) slen;
      }
      budget -= slen;
      if (budget < 0) {
        throw fail(s);
      }
      return string(b, s + 4, (int) slen, chars);
    }

    private int readUnchecked(byte[] b) {
      int root = 8;
      int rptrs = ((int) I32.get(b, root)) >>> 16;
      int m = rptrs > 0 ? root + 4 + (int) I32.get(b, root + 4) : 0;
      int mh = (int) I32.get(b, m);
      int mptrs = mh >>> 16;
      height = (mh & 0xFFFF) >= 8 ? (int) I32.get(b, m + ((mptrs * 4 + 11) & ~7) + 4) : 0;
      int s = mptrs > 2 ? m + 12 + (int) I32.get(b, m + 12) : 0;
      return loop(b, s + 4, (int) I32.get(b, s), chars);
    }

    private int string(byte[] b, int o, int n, char[] dst) {
      switch (form) {
        case 2:
          {
            int any = 0;
            for (int k = 0; k < n; k++) {
              any |= b[o + k];
            }
            if (any < 0) {
              throw fail(o);
            }
            return n;
          }
        case 3:
          return overlap8(b, o, n, dst);
        case 4:
          return long2(b, o, n, dst);
        case 5:
          {
            int any = 0;
            for (int k = 0; k < n; k++) {
              any |= b[o + k];
            }
            if (any < 0) {
              throw fail(o);
            }
            String str = new String(b, o, n, StandardCharsets.ISO_8859_1);
            BH.consume(str);
            return n;
          }
        case 6:
          {
            int any = 0;
            for (int k = 0; k < n; k++) {
              any |= b[o + k];
            }
            if (any < 0) {
              throw fail(o);
            }
            new String(b, o, n, StandardCharsets.ISO_8859_1).getChars(0, n, dst, 0);
            return n;
          }
        default:
          return loop(b, o, n, dst);
      }
    }

    /** The runtime's ASCII pass (Utf8View.getChars): copy and OR every byte, no exit. */
    private static int loop(byte[] a, int o, int n, char[] dst) {
      if (n > dst.length) {
        return -n;
      }
      int any = 0;
      for (int k = 0; k < n; k++) {
        byte x = a[o + k];
        any |= x;
        dst[k] = (char) x;
      }
      if (any < 0) {
        throw fail(o);
      }
      return n;
    }

    /** 8..16 bytes as two overlapping runs of eight, straight-line; else the loop. */
    private static int overlap8(byte[] a, int o, int n, char[] dst) {
      if (n < 8 || n > 16 || n > dst.length) {
        return loop(a, o, n, dst);
      }
      int any = copy8(a, o, dst, 0) | copy8(a, o + n - 8, dst, n - 8);
      if (any < 0) {
        throw fail(o);
      }
      return n;
    }

    private static int copy8(byte[] a, int o, char[] d, int j) {
      byte b0 = a[o];
      byte b1 = a[o + 1];
      byte b2 = a[o + 2];
      byte b3 = a[o + 3];
      byte b4 = a[o + 4];
      byte b5 = a[o + 5];
      byte b6 = a[o + 6];
      byte b7 = a[o + 7];
      d[j + 7] = (char) b7;
      d[j] = (char) b0;
      d[j + 1] = (char) b1;
      d[j + 2] = (char) b2;
      d[j + 3] = (char) b3;
      d[j + 4] = (char) b4;
      d[j + 5] = (char) b5;
      d[j + 6] = (char) b6;
      return (b0 | b1 | b2 | b3) | (b4 | b5 | b6 | b7);
    }

    /** 8..16 bytes as two overlapping 8-byte loads, ASCII tested on the longs, then stores. */
    private static int long2(byte[] a, int o, int n, char[] dst) {
      if (n < 8 || n > 16 || n > dst.length) {
        return loop(a, o, n, dst);
      }
      long x = (long) I64.get(a, o);
      long y = (long) I64.get(a, o + n - 8);
      if (((x | y) & 0x8080_8080_8080_8080L) != 0) {
        throw fail(o);
      }
      int j = n - 8;
      dst[j + 7] = (char) (y >>> 56);
      dst[0] = (char) (x & 0x7F);
      dst[1] = (char) ((x >>> 8) & 0x7F);
      dst[2] = (char) ((x >>> 16) & 0x7F);
      dst[3] = (char) ((x >>> 24) & 0x7F);
      dst[4] = (char) ((x >>> 32) & 0x7F);
      dst[5] = (char) ((x >>> 40) & 0x7F);
      dst[6] = (char) ((x >>> 48) & 0x7F);
      dst[7] = (char) (x >>> 56);
      dst[j] = (char) (y & 0x7F);
      dst[j + 1] = (char) ((y >>> 8) & 0x7F);
      dst[j + 2] = (char) ((y >>> 16) & 0x7F);
      dst[j + 3] = (char) ((y >>> 24) & 0x7F);
      dst[j + 4] = (char) ((y >>> 32) & 0x7F);
      dst[j + 5] = (char) ((y >>> 40) & 0x7F);
      dst[j + 6] = (char) ((y >>> 48) & 0x7F);
      return n;
    }
  }

  /**
   * The read through {@code FlatData}'s public methods with checked access, no message views (the
   * headers read where the views keep them in fields); the string through a {@code Utf8View}.
   */
  static final class Fd extends Probe {
    final dev.bale.runtime.internal.FlatData d = new dev.bale.runtime.internal.FlatData();
    final dev.bale.runtime.flat.Utf8View u = new dev.bale.runtime.flat.Utf8View();

    Fd(String name) {
      super(name);
    }

    @Override
    void run(long n) {
      byte[] b = bytes;
      for (long i = 0; i < n; i++) {
        d.reset(b, 0, b.length);
        int root = d.check("media.MediaContent", dev.bale.runtime.Limits.DEFAULT);
        int rp = d.i16(root + 2) & 0xFFFF;
        int m = rp > 0 ? d.msg(root + 4, 2) : 0;
        int mp = d.i16(m + 2) & 0xFFFF;
        int db = d.i16(m) & 0xFFFF;
        height = db >= 8 ? d.i32(m + dev.bale.runtime.internal.FlatSink.dataStart(mp) + 4) : 0;
        int s = mp > 2 ? d.str(m + 12) : 0;
        int k = d.chars(u, s).getChars(chars, 0);
        BH.consume(chars);
        BH.consume(k);
        BH.consume(height);
      }
    }
  }

  /**
   * A hand-written mirror of the generated views (FlatMessageView's fields and flatAt, Media.View's
   * accessors), {@code mode} dropping one piece of the per-read state (issue 14, pr53): 0 none, 1
   * the {@code data} field, 2 the header read in flatAt (each accessor reads it), 3 the array of
   * Utf8Views (one field).
   */
  static class LV {
    final int mode;
    dev.bale.runtime.internal.FlatData d = dev.bale.runtime.internal.FlatData.EMPTY_MESSAGE;
    int p = dev.bale.runtime.internal.FlatData.EMPTY_MESSAGE_POSITION;
    int data;
    int dataBytes;
    int ptrs;
    int depth = 1;
    dev.bale.runtime.internal.FlatData own;
    LV child;
    dev.bale.runtime.flat.Utf8View[] u8;
    dev.bale.runtime.flat.Utf8View u2;

    LV(int mode) {
      this.mode = mode;
    }

    dev.bale.runtime.internal.FlatData owned() {
      if (own == null) {
        own = new dev.bale.runtime.internal.FlatData();
      }
      return own;
    }

    LV wrap(byte[] b) {
      dev.bale.runtime.internal.FlatData fd = owned().reset(b, 0, b.length);
      return flatAt(fd, fd.check("media.MediaContent", dev.bale.runtime.Limits.DEFAULT), 1);
    }

    LV flatAt(dev.bale.runtime.internal.FlatData fd, int position, int depth) {
      this.depth = depth;
      if (position == 0) {
        fd = dev.bale.runtime.internal.FlatData.EMPTY_MESSAGE;
        position = dev.bale.runtime.internal.FlatData.EMPTY_MESSAGE_POSITION;
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
        this.data = position + dev.bale.runtime.internal.FlatSink.dataStart(ptrs);
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
        return (d.i16(p) & 0xFFFF) >= 8 ? d.i32(p + dev.bale.runtime.internal.FlatSink.dataStart(ptrs()) + 4) : 0;
      }
      if (mode == 1) {
        return dataBytes >= 8 ? d.i32(p + dev.bale.runtime.internal.FlatSink.dataStart(ptrs) + 4) : 0;
      }
      return dataBytes >= 8 ? d.i32(data + 4) : 0;
    }

    dev.bale.runtime.flat.Utf8View utf8View(int i) {
      if (mode == 3) { // a field per string field instead of the array
        dev.bale.runtime.flat.Utf8View v = u2;
        return v != null ? v : (u2 = new dev.bale.runtime.flat.Utf8View());
      }
      dev.bale.runtime.flat.Utf8View[] views = u8;
      if (views != null && i < views.length) {
        dev.bale.runtime.flat.Utf8View v = views[i];
        if (v != null) {
          return v;
        }
      }
      if (u8 == null || i >= u8.length) {
        u8 = Arrays.copyOf(u8 == null ? new dev.bale.runtime.flat.Utf8View[0] : u8, i + 1);
      }
      return u8[i] = new dev.bale.runtime.flat.Utf8View();
    }

    dev.bale.runtime.flat.Utf8View formatChars() {
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
    List<Probe> all = probes();
    List<Probe> ps = new ArrayList<>();
    for (Probe p : all) {
      boolean wanted = args.length <= 3 || p.name.equals("protobuf");
      for (int i = 3; i < args.length; i++) {
        wanted |= p.name.equals(args[i]);
      }
      if (wanted) {
        ps.add(p);
      }
    }
    // Check: every floor read that copies gives the suite's values.
    for (Probe p : ps) {
      if (p instanceof Floor f && (f.form == 0 || f.form == 3 || f.form == 4 || f.form >= 6 && f.form <= 7)) {
        f.run(1);
        if (!new String(f.chars, 0, 10).equals("video/mpg4") || f.height != 480) {
          throw new IllegalStateException(f.name + " read " + new String(f.chars, 0, 10));
        }
      }
    }
    int np = ps.size();
    long[] ops = new long[np];
    // Warm-up: each probe in turn, batches doubling, until warmNs of its CPU time.
    for (int i = 0; i < np; i++) {
      long n = 1;
      long spent = 0;
      long last = 0;
      while (spent < warmNs) {
        last = batch(ps.get(i), n);
        spent += last;
        if (last < batchNs) {
          n *= 2;
        }
      }
      ops[i] = n;
    }
    // A second pass, after everything is compiled, sizes each batch to ~batchNs.
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
    double[] proto = ns[0];
    System.out.printf(
        Locale.ROOT,
        "media.1, %d rounds of ~%d ms a probe; load %s%n",
        rounds,
        batchNs / 1_000_000,
        loadavg());
    for (int i = 0; i < np; i++) {
      double[] x = ns[i].clone();
      double[] ratio = new double[rounds];
      for (int r = 0; r < rounds; r++) {
        ratio[r] = proto[r] / ns[i][r];
      }
      Arrays.sort(x);
      Arrays.sort(ratio);
      System.out.printf(
          Locale.ROOT,
          "%-30s %8.2f ns/read (p25 %.2f, p75 %.2f)  %7.2fx protobuf%n",
          ps.get(i).name,
          x[rounds / 2],
          x[rounds / 4],
          x[(3 * rounds) / 4],
          ratio[rounds / 2]);
    }
  }

  private static String loadavg() {
    try {
      return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).trim();
    } catch (java.io.IOException e) {
      return "?";
    }
  }
}
