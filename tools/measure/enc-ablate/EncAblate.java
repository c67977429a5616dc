package dev.bale.benchmarks.suite;

import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.internal.CompactTree;
import dev.bale.runtime.internal.Utf8;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import media.Image;
import media.Media;
import media.MediaContent;
import org.openjdk.jmh.infra.Blackhole;

/**
 * media.1 compact encode taken apart in one JVM (issue 13, enc53): the suite's cases (protobuf's
 * {@code toByteArray}, the goal's unit; Fory; Bale's {@code media.1/bale}, each case's {@code
 * encode} as CodecBench and GoalAb call it), steps of Bale's real path ({@code CompactWriter.encode};
 * the generated tree write with {@code CompactTree.root}, without it, with dedup off; the nine
 * {@code CompactTree.string} calls alone), and hand-written floors that produce exactly Bale's
 * bytes for this value (checked against Bale's at start-up): (a) the table known in advance, only
 * the body's fields written, into a reused array (and into a fresh one); (b) + the seven entries
 * encoded per call, straight into the output (a hand {@code charAt} loop; b': the runtime's {@code
 * Utf8.encodeEntry}); (c) + a dedup scan of the nine strings' hashes (c': its entries in a young
 * array); (c2) the generic shape (entry count and sizes not known in advance: strings and body into
 * scratch, then three copies); (d) + a fresh exact-size result. Then the seven entries' UTF-8 alone
 * in several forms (protobuf's own encoder; the JDK's Latin-1 copy, exact only for Latin-1 strings;
 * a public-API coder test). Each probe has its own class and timed loop (every call monomorphic);
 * rounds run every probe once, in a rotating order, each batch timed in this thread's CPU time.
 * Prints per probe the median ns per encode and the median of protobuf's ns over the probe's ns in
 * the same round.
 *
 * <pre>
 * javac -cp JAR -d OUT tools/measure/enc-ablate/EncAblate.java tools/measure/enc-ablate/PbUtf8.java
 * java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-opens java.base/java.lang=ALL-UNNAMED \
 *   -Dbale.root=/work/main -cp OUT:JAR dev.bale.benchmarks.suite.EncAblate [ROUNDS [BATCH_MS [WARMUP_MS [PROBE...]]]]
 * </pre>
 *
 * (PROBE: name prefixes; protobuf always runs. {@code -Dencablate.hex=true} prints Bale's bytes.)
 * Not part of the suite: a measuring tool, compiled against a benchmarks jar.
 */
public final class EncAblate {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  static final Blackhole BH = Interleaved.blackhole();
  static MediaContent value;
  static byte[] expected;

  /** One step, with its own loop; {@link #once} gives its bytes (null: not comparable). */
  abstract static class Probe {
    final String name;

    Probe(String name) {
      this.name = name;
    }

    abstract void run(long n);

    byte[] once() {
      return null;
    }
  }

  /**
   * A row of the suite's CodecBench encode (its case's {@code encode}), each row's loop in its own
   * class so that the call is monomorphic at every site (GoalAb's is bimorphic: Bale and one peer).
   */
  abstract static class Row extends Probe {
    final Case c;
    final boolean bale;

    Row(String name, String kase) {
      super(name);
      c = Cases.create(kase);
      c.verify(); // as CodecBench's setup
      bale = kase.endsWith("/bale");
    }

    @Override
    byte[] once() {
      return bale ? c.encode() : null;
    }
  }

  // ---- the floors ----

  /** uvarint at b[p]. */
  static int uv(byte[] b, int p, long v) {
    while ((v & ~0x7FL) != 0) {
      b[p++] = (byte) (v | 0x80);
      v >>>= 7;
    }
    b[p++] = (byte) v;
    return p;
  }

  static int zz(byte[] b, int p, long v) {
    return uv(b, p, (v << 1) ^ (v >> 63));
  }

  /**
   * Writes the root's body (from its first byte: Media's header slot) at {@code p} of {@code b}
   * with the given string indices (uri, title, format, person 0, person 1, then per image uri,
   * title); returns the end. Nested headers in a one-byte slot (checked by the byte test).
   */
  static int body(byte[] b, int p, MediaContent v, int[] ix) {
    Media m = v.media();
    int at = p++;
    long bits =
        (m.title() != null ? 1L : 0L)
            | (m.bitrate() != null ? 2L : 0L)
            | (m.copyright() != null ? 4L : 0L);
    if (bits != 0) {
      p = uv(b, p, bits);
    }
    p = uv(b, p, ix[0]);
    if (m.title() != null) {
      p = uv(b, p, ix[1]);
    }
    p = zz(b, p, m.width());
    p = zz(b, p, m.height());
    p = uv(b, p, ix[2]);
    p = zz(b, p, m.duration());
    p = zz(b, p, m.size());
    if (m.bitrate() != null) {
      p = zz(b, p, m.bitrate());
    }
    List<String> ps = m.persons();
    int np = ps.size();
    b[p++] = (byte) np;
    for (int i = 0; i < np; i++) {
      p = uv(b, p, ix[3 + i]);
    }
    p = uv(b, p, m.player().value());
    b[at] = (byte) ((p - at - 1) << 2 | (bits != 0 ? 2 : 0));
    List<Image> im = v.images();
    int ni = im.size();
    p = uv(b, p, ni);
    for (int i = 0; i < ni; i++) {
      Image e = im.get(i);
      int a = p++;
      long eb = e.title() != null ? 1L : 0L;
      if (eb != 0) {
        p = uv(b, p, eb);
      }
      p = uv(b, p, ix[5 + 2 * i]);
      if (e.title() != null) {
        p = uv(b, p, ix[6 + 2 * i]);
      }
      p = zz(b, p, e.width());
      p = zz(b, p, e.height());
      p = uv(b, p, e.size().value());
      b[a] = (byte) ((p - a - 1) << 2 | (eb != 0 ? 2 : 0));
    }
    return p;
  }

  /** The nine strings in wire order. */
  static String[] strings(MediaContent v, String[] s) {
    Media m = v.media();
    s[0] = m.uri();
    s[1] = m.title();
    s[2] = m.format();
    s[3] = m.persons().get(0);
    s[4] = m.persons().get(1);
    List<Image> im = v.images();
    s[5] = im.get(0).uri();
    s[6] = im.get(0).title();
    s[7] = im.get(1).uri();
    s[8] = im.get(1).title();
    return s;
  }

  /** The body's string indices for media.1 (entries 0-6; the images' titles repeat entry 1). */
  static final int[] KNOWN_IX = {0, 1, 2, 3, 4, 5, 1, 6, 1};

  /** A floor: its own class and loop, so that C2 compiles each alone. */
  abstract static class Floor extends Probe {
    final byte[] out = new byte[512];
    final byte[] scratchBody = new byte[512];
    final byte[] scratchStr = new byte[512];
    final byte[] lens = new byte[64];
    final String[] s = new String[9];
    final String[] entries = new String[32];
    final int[] hashes = new int[32];
    final int[] ix = new int[9];
    final byte[] table; // (a): head, lengths, bytes of the 7 entries
    final int bodyLen;

    Floor(String name) {
      super(name);
      // The table prefix from Bale's own bytes: everything before the root header.
      int tableEnd = tableEnd(expected);
      table = Arrays.copyOf(expected, tableEnd);
      bodyLen = expected.length - tableEnd - 2;
    }

    /** The root's bytes (a fresh array), or its length in {@link #out}. */
    abstract Object one();

    @Override
    byte[] once() {
      Object r = one();
      if (r instanceof byte[] a) {
        return a;
      }
      return Arrays.copyOf(out, (Integer) r);
    }

    /** The table (a) and body into {@code o}: the length. */
    final int known(byte[] o, MediaContent v) {
      int t = table.length;
      System.arraycopy(table, 0, o, 0, t);
      int end = body(o, t + 2, v, KNOWN_IX);
      int h = (end - t - 2) << 2;
      o[t] = (byte) (h | 0x80);
      o[t + 1] = (byte) (h >>> 7);
      return end;
    }

    /**
     * The seven distinct strings (the value's repeats known) straight into {@code o} after a
     * one-byte head and seven one-byte lengths, then the body: the length. {@code utf8} 0: a hand
     * charAt loop; 1: the runtime's {@code Utf8.encodeEntry}. The strings read into locals.
     */
    final int direct(byte[] o, MediaContent v, int utf8) {
      Media m = v.media();
      List<Image> im = v.images();
      o[0] = 14;
      int p = 8;
      p = put(o, 1, p, m.uri(), utf8);
      p = put(o, 2, p, m.title(), utf8);
      p = put(o, 3, p, m.format(), utf8);
      p = put(o, 4, p, m.persons().get(0), utf8);
      p = put(o, 5, p, m.persons().get(1), utf8);
      p = put(o, 6, p, im.get(0).uri(), utf8);
      p = put(o, 7, p, im.get(1).uri(), utf8);
      int end = body(o, p + 2, v, KNOWN_IX);
      int h = (end - p - 2) << 2;
      o[p] = (byte) (h | 0x80);
      o[p + 1] = (byte) (h >>> 7);
      return end;
    }

    static int put(byte[] o, int at, int p, String x, int utf8) {
      int e = utf8 == 0 ? enc(x, o, p) : Utf8.encodeEntry(x, o, p, null);
      o[at] = (byte) (e - p);
      return e;
    }

    /**
     * (c): the nine strings in wire order through a dedup scan of the entries' hashes (entries in
     * {@code es}/{@code hs}: the probe's own arrays, old after warm-up, or young ones), each new
     * one encoded straight into {@code o} (seven one-byte lengths assumed), then the body.
     */
    final int dedup(byte[] o, MediaContent v, String[] es, int[] hs) {
      Media m = v.media();
      List<Image> im = v.images();
      int[] x = ix;
      int c = 8 << 8; // position << 8 | entries
      c = entry(o, c, m.uri(), es, hs, x, 0);
      c = entry(o, c, m.title(), es, hs, x, 1);
      c = entry(o, c, m.format(), es, hs, x, 2);
      c = entry(o, c, m.persons().get(0), es, hs, x, 3);
      c = entry(o, c, m.persons().get(1), es, hs, x, 4);
      Image i0 = im.get(0);
      Image i1 = im.get(1);
      c = entry(o, c, i0.uri(), es, hs, x, 5);
      c = entry(o, c, i0.title(), es, hs, x, 6);
      c = entry(o, c, i1.uri(), es, hs, x, 7);
      c = entry(o, c, i1.title(), es, hs, x, 8);
      int n = c & 0xFF;
      int p = c >>> 8;
      o[0] = (byte) (n << 1);
      int end = body(o, p + 2, v, x);
      int h = (end - p - 2) << 2;
      o[p] = (byte) (h | 0x80);
      o[p + 1] = (byte) (h >>> 7);
      return end;
    }

    static int entry(byte[] o, int c, String str, String[] es, int[] hs, int[] x, int k) {
      int n = c & 0xFF;
      int p = c >>> 8;
      int h = str.hashCode();
      for (int j = 0; j < n; j++) {
        if (hs[j] == h) {
          String e = es[j];
          if (e == str || str.equals(e)) {
            x[k] = j;
            return c;
          }
        }
      }
      int e = enc(str, o, p);
      o[1 + n] = (byte) (e - p);
      es[n] = str;
      hs[n] = h;
      x[k] = n;
      return e << 8 | (n + 1);
    }

    /**
     * (c2)/(d): the generic shape: the entry count and sizes not known in advance, so the new
     * entries' UTF-8 and one-byte lengths go into scratch arrays and the body into another, and
     * the root is assembled from them (head, lengths, bytes, root header, body: three copies);
     * {@code fresh}: into a new array of exactly the root's size, else into {@link #out}.
     */
    final Object generic(MediaContent v, boolean fresh, String[] es) {
      Media m = v.media();
      List<Image> im = v.images();
      int[] x = ix;
      byte[] sb = scratchStr;
      byte[] lb = lens;
      int[] hs = hashes;
      int c = 0; // position << 8 | entries
      c = scratch(sb, lb, c, m.uri(), es, hs, x, 0);
      c = scratch(sb, lb, c, m.title(), es, hs, x, 1);
      c = scratch(sb, lb, c, m.format(), es, hs, x, 2);
      c = scratch(sb, lb, c, m.persons().get(0), es, hs, x, 3);
      c = scratch(sb, lb, c, m.persons().get(1), es, hs, x, 4);
      Image i0 = im.get(0);
      Image i1 = im.get(1);
      c = scratch(sb, lb, c, i0.uri(), es, hs, x, 5);
      c = scratch(sb, lb, c, i0.title(), es, hs, x, 6);
      c = scratch(sb, lb, c, i1.uri(), es, hs, x, 7);
      c = scratch(sb, lb, c, i1.title(), es, hs, x, 8);
      int n = c & 0xFF;
      int bp = c >>> 8;
      int lp = n; // one-byte lengths
      byte[] bb = scratchBody;
      int bend = body(bb, 0, v, x);
      int hv = bend << 2;
      int size = 1 + lp + bp + 2 + bend;
      byte[] o = fresh ? new byte[size] : out;
      o[0] = (byte) (n << 1);
      System.arraycopy(lb, 0, o, 1, lp);
      System.arraycopy(sb, 0, o, 1 + lp, bp);
      int q = 1 + lp + bp;
      o[q] = (byte) (hv | 0x80);
      o[q + 1] = (byte) (hv >>> 7);
      System.arraycopy(bb, 0, o, q + 2, bend);
      return fresh ? o : (Object) size;
    }

    static int scratch(
        byte[] sb, byte[] lb, int c, String str, String[] es, int[] hs, int[] x, int k) {
      int n = c & 0xFF;
      int p = c >>> 8;
      int h = str.hashCode();
      for (int j = 0; j < n; j++) {
        if (hs[j] == h) {
          String e = es[j];
          if (e == str || str.equals(e)) {
            x[k] = j;
            return c;
          }
        }
      }
      int e = enc(str, sb, p);
      lb[n] = (byte) (e - p);
      es[n] = str;
      hs[n] = h;
      x[k] = n;
      return e << 8 | (n + 1);
    }
  }

  /** A string's UTF-8 by a hand charAt loop (the rest by {@link #rest}). */
  static int enc(String s, byte[] d, int p) {
    int len = s.length();
    for (int k = 0; k < len; k++) {
      char c = s.charAt(k);
      if (c >= 0x80) {
        return rest(s, d, p + k, k);
      }
      d[p + k] = (byte) c;
    }
    return p + len;
  }

  /** Chars {@code i..} of {@code s} (no surrogates in this value). */
  static int rest(String s, byte[] d, int p, int i) {
    int len = s.length();
    for (; i < len; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        d[p++] = (byte) c;
      } else if (c < 0x800) {
        d[p++] = (byte) (0xC0 | (c >>> 6));
        d[p++] = (byte) (0x80 | (c & 0x3F));
      } else {
        d[p++] = (byte) (0xE0 | (c >>> 12));
        d[p++] = (byte) (0x80 | ((c >>> 6) & 0x3F));
        d[p++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    return p;
  }

  /** The seven entries' UTF-8 alone, into a scratch array: one subclass per form. */
  abstract static class Strings extends Probe {
    final byte[] d = new byte[512];
    final String[] s = new String[9];

    Strings(String name) {
      super(name);
      strings(value, s);
    }

    abstract int put(String x, byte[] d, int p);

  }

  /** protobuf's loop shape (the ASCII test in the loop condition) with array stores. */
  static int encP(String s, byte[] d, int p) {
    int len = s.length();
    int i = 0;
    for (char c; i < len && (c = s.charAt(i)) < 0x80; i++) {
      d[p + i] = (byte) c;
    }
    return i == len ? p + len : rest(s, d, p + i, i);
  }

  /** The hand loop after one room check (a failed one takes the rest path). */
  static int encQ(String s, byte[] d, int p) {
    int len = s.length();
    if (p < 0 || len > d.length - p) {
      return rest(s, d, p, 0);
    }
    for (int k = 0; k < len; k++) {
      char c = s.charAt(k);
      if (c >= 0x80) {
        return rest(s, d, p + k, k);
      }
      d[p + k] = (byte) c;
    }
    return p + len;
  }

  /** The hand loop with the output index as its induction variable. */
  static int encR(String s, byte[] d, int p) {
    int len = s.length();
    int end = p + len;
    int base = p;
    for (int q = p; q < end; q++) {
      char c = s.charAt(q - base);
      if (c >= 0x80) {
        return rest(s, d, q, q - base);
      }
      d[q] = (byte) c;
    }
    return end;
  }

  private static final java.lang.invoke.VarHandle LE_LONG =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(
          long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

  /** Eight chars a step: one OR test, one little-endian 8-byte store; the tail a char a step. */
  static int encE8(String s, byte[] d, int p) {
    int len = s.length();
    int k = 0;
    for (; k + 8 <= len; k += 8) {
      long c0 = s.charAt(k);
      long c1 = s.charAt(k + 1);
      long c2 = s.charAt(k + 2);
      long c3 = s.charAt(k + 3);
      long c4 = s.charAt(k + 4);
      long c5 = s.charAt(k + 5);
      long c6 = s.charAt(k + 6);
      long c7 = s.charAt(k + 7);
      if ((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7) >= 0x80) {
        break;
      }
      LE_LONG.set(
          d,
          p + k,
          c0 | c1 << 8 | c2 << 16 | c3 << 24 | c4 << 32 | c5 << 40 | c6 << 48 | c7 << 56);
    }
    for (; k < len; k++) {
      char c = s.charAt(k);
      if (c >= 0x80) {
        return rest(s, d, p + k, k);
      }
      d[p + k] = (byte) c;
    }
    return p + len;
  }

  static final Class<?> LATIN1 = "a".chars().spliterator().getClass();

  /**
   * The JDK's Latin-1 copy, exact when {@code coder} proves the string Latin-1 (its chars'
   * spliterator class), then an ASCII test of the copied bytes eight at a time.
   */
  static int encGL(String s, byte[] d, int p, boolean coder) {
    int len = s.length();
    if (coder && s.chars().spliterator().getClass() != LATIN1) {
      return enc(s, d, p);
    }
    s.getBytes(0, len, d, p);
    long any = 0;
    int k = 0;
    for (; k + 8 <= len; k += 8) {
      any |= (long) LE_LONG.get(d, p + k);
    }
    if (k < len) {
      if (len >= 8) {
        any |= (long) LE_LONG.get(d, p + len - 8);
      } else {
        for (; k < len; k++) {
          any |= d[p + k];
        }
      }
    }
    return (any & 0x8080_8080_8080_8080L) != 0 ? rest(s, d, p, 0) : p + len;
  }

  /** The JDK's Latin-1 copy and an ASCII test of the bytes (exact for Latin-1 strings only). */
  static int getBytesTest(String x, byte[] d, int p) {
    int len = x.length();
    x.getBytes(0, len, d, p);
    int any = 0;
    for (int k = 0; k < len; k++) {
      any |= d[p + k];
    }
    return any < 0 ? rest(x, d, p, 0) : p + len;
  }

  /** Two passes over the chars: an exit-free OR, then an exit-free narrowing store. */
  static int twoPass(String x, byte[] d, int p) {
    int len = x.length();
    int any = 0;
    for (int k = 0; k < len; k++) {
      any |= x.charAt(k);
    }
    if (any >= 0x80) {
      return rest(x, d, p, 0);
    }
    for (int k = 0; k < len; k++) {
      d[p + k] = (byte) x.charAt(k);
    }
    return p + len;
  }

  /** Where the string table ends in a tree root's bytes (head, one-byte lengths, UTF-8 bytes). */
  static int tableEnd(byte[] b) {
    int n = (b[0] & 0xFF) >>> 1;
    int p = 1 + n;
    for (int i = 0; i < n; i++) {
      p += b[1 + i] & 0xFF;
    }
    return p;
  }

  // ---- steps of Bale's real path ----

  static final class Tree extends Probe {
    final int form;
    final CompactTree t = new CompactTree();
    final String[] s = new String[9];
    final CompactWriter w = new CompactWriter();

    Tree(String name, int form) {
      super(name);
      this.form = form;
      strings(value, s);
    }

    @Override
    void run(long n) {
      MediaContent v = value;
      CompactTree tr = t;
      switch (form) {
        case 0: // the nine string calls only (root never called: entries not cleared)
          for (long i = 0; i < n; i++) {
            tr.open(true, 1_000_000, 64, 3);
            String[] ss = s; // filled once (no per-call reference stores)
            int k = 0;
            for (int j = 0; j < 9; j++) {
              k += tr.string(ss[j], true);
            }
            BH.consume(k);
          }
          break;
        case 1: // the generated tree write, no root (no copy-out, no result array)
          for (long i = 0; i < n; i++) {
            tr.open(true, 1_000_000, 64, 3);
            BH.consume(MediaContent.COMPACT.treeWrite(tr, CompactTree.ROOT, v));
          }
          break;
        case 2: // tree write + root (encodeLeaf without the writer's treeOpen tests)
          for (long i = 0; i < n; i++) {
            tr.open(true, 1_000_000, 64, 3);
            BH.consume(tr.root(MediaContent.COMPACT.treeWrite(tr, CompactTree.ROOT, v)));
          }
          break;
        case 4: // the tree write with dedup off (no scan; 9 entries: other bytes), no root
          for (long i = 0; i < n; i++) {
            tr.open(false, 1_000_000, 64, 3);
            BH.consume(MediaContent.COMPACT.treeWrite(tr, CompactTree.ROOT, v));
          }
          break;
        case 3: // CompactWriter.encode (the public call the suite's row makes)
          for (long i = 0; i < n; i++) {
            BH.consume(w.encode(MediaContent.COMPACT, v));
          }
          break;
        default:
          throw new IllegalStateException();
      }
    }

    @Override
    byte[] once() {
      if (form == 2) {
        t.open(true, 1_000_000, 64, 3);
        return t.root(MediaContent.COMPACT.treeWrite(t, CompactTree.ROOT, value));
      }
      if (form == 3) {
        return w.encode(MediaContent.COMPACT, value);
      }
      return null;
    }
  }

  static List<Probe> probes() {
    List<Probe> l = new ArrayList<>();
    l.add(
        new Row("protobuf", "media.1/protobuf") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(c.encode());
            }
          }
        });
    l.add(
        new Row("fory", "media.1/fory") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(c.encode());
            }
          }
        });
    l.add(
        new Row("bale (suite case)", "media.1/bale") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(c.encode());
            }
          }
        });
    l.add(new Tree("writer.encode", 3));
    l.add(new Tree("tree write + root", 2));
    l.add(new Tree("tree write, no root", 1));
    l.add(new Tree("tree: 9 string calls", 0));
    l.add(new Tree("tree write, no root, dedup off", 4));
    l.add(
        new Floor("floor: new byte[203]") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(one());
            }
          }

          @Override
          Object one() {
            return new byte[203];
          }
        });
    l.add(
        new Floor("floor: clone 203") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(one());
            }
          }

          @Override
          Object one() {
            return expected.clone();
          }
        });
    l.add(
        new Floor("floor a: table known") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(one());
            }
          }

          @Override
          Object one() {
            return known(out, value);
          }
        });
    l.add(
        new Floor("floor a+fresh") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(one());
            }
          }

          @Override
          Object one() {
            byte[] o = new byte[table.length + 2 + bodyLen];
            known(o, value);
            return o;
          }
        });
    l.add(
        new Floor("floor b: +utf8 (hand loop)") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(one());
            }
          }

          @Override
          Object one() {
            return direct(out, value, 0);
          }
        });
    l.add(
        new Floor("floor b': +utf8 (Utf8.encodeEntry)") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(one());
            }
          }

          @Override
          Object one() {
            return direct(out, value, 1);
          }
        });
    l.add(
        new Floor("floor c: +dedup scan") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(one());
            }
          }

          @Override
          Object one() {
            return dedup(out, value, entries, hashes);
          }
        });
    l.add(
        new Floor("floor c': dedup, young entries") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(one());
            }
          }

          @Override
          Object one() {
            return dedup(out, value, new String[16], hashes);
          }
        });
    l.add(
        new Floor("floor c2: scratch+copies") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(one());
            }
          }

          @Override
          Object one() {
            return generic(value, false, entries);
          }
        });
    l.add(
        new Floor("floor d: +fresh result") {
          @Override
          void run(long n) {
            for (long i = 0; i < n; i++) {
              BH.consume(one());
            }
          }

          @Override
          Object one() {
            return generic(value, true, entries);
          }
        });
    l.add(
        new Probe("harness: 7 strings to locals") {
          @Override
          void run(long n) {
            MediaContent v = value;
            for (long i = 0; i < n; i++) {
              Media m = v.media();
              List<Image> im = v.images();
              int p =
                  m.uri().length()
                      + m.title().length()
                      + m.format().length()
                      + m.persons().get(0).length()
                      + m.persons().get(1).length()
                      + im.get(0).uri().length()
                      + im.get(1).uri().length();
              BH.consume(p);
            }
          }
        });
    l.add(
        new Probe("harness: young String[9]") {
          @Override
          void run(long n) {
            MediaContent v = value;
            for (long i = 0; i < n; i++) {
              String[] ss = strings(v, new String[9]);
              int p = 0;
              for (int k = 0; k < 9; k++) {
                p += ss[k].length();
              }
              BH.consume(p);
            }
          }
        });
    l.add(
        new Strings("utf8: hand loop") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return enc(x, d, p);
          }
        });
    l.add(
        new Strings("utf8: shape P (protobuf's, array stores)") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return encP(x, d, p);
          }
        });
    l.add(
        new Strings("utf8: shape Q (room pre-checked)") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return encQ(x, d, p);
          }
        });
    l.add(
        new Strings("utf8: shape R (from 0, base offset)") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return encR(x, d, p);
          }
        });
    l.add(
        new Strings("utf8: shape E8 (8 chars, one long store)") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return encE8(x, d, p);
          }
        });
    l.add(
        new Strings("utf8: getBytes+long test (inexact)") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return encGL(x, d, p, false);
          }
        });
    l.add(
        new Strings("utf8: spliterator coder+getBytes+long test") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return encGL(x, d, p, true);
          }
        });
    l.add(
        new Strings("utf8: spliterator coder test only") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return x.chars().spliterator().getClass() == LATIN1 ? p + 1 : p;
          }
        });
    l.add(
        new Strings("utf8: none (lengths only)") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return p + x.length();
          }
        });
    l.add(
        new Strings("utf8: getBytes only (inexact)") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            x.getBytes(0, x.length(), d, p);
            return p + x.length();
          }
        });
    l.add(
        new Strings("utf8: getBytes(UTF_8)+copy") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            byte[] u = x.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            System.arraycopy(u, 0, d, p, u.length);
            return p + u.length;
          }
        });
    l.add(
        new Strings("utf8: Utf8.encodeEntry") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return Utf8.encodeEntry(x, d, p, null);
          }
        });
    l.add(
        new Strings("utf8: getBytes+test") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return getBytesTest(x, d, p);
          }
        });
    l.add(
        new Strings("utf8: two passes") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return twoPass(x, d, p);
          }
        });
    l.add(
        new Strings("utf8: protobuf Utf8.encode") {
          @Override
          void run(long n) {
            MediaContent v = value;
            byte[] dd = d;
            for (long i = 0; i < n; i++) {
              String[] ss = s; // filled once (no per-call reference stores)
              int p = 0;
              p = put(ss[0], dd, p);
              p = put(ss[1], dd, p);
              p = put(ss[2], dd, p);
              p = put(ss[3], dd, p);
              p = put(ss[4], dd, p);
              p = put(ss[5], dd, p);
              p = put(ss[7], dd, p);
              BH.consume(p);
            }
          }

          @Override
          int put(String x, byte[] d, int p) {
            return com.google.protobuf.PbUtf8.encode(x, d, p, d.length - p);
          }
        });
    return l;
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
    Case c = Cases.create("media.1/bale");
    c.verify();
    value = (MediaContent) c.data.value();
    expected = c.encode();
    if (Boolean.getBoolean("encablate.hex")) {
      System.out.println(expected.length + " bytes: " + HexFormat.of().formatHex(expected));
    }
    List<Probe> all = probes();
    List<Probe> ps = new ArrayList<>();
    for (Probe p : all) {
      boolean wanted = args.length <= 3 || p.name.equals("protobuf");
      for (int i = 3; i < args.length; i++) {
        wanted |= p.name.startsWith(args[i]);
      }
      if (wanted) {
        ps.add(p);
      }
    }
    // Check: every probe that writes a root gives Bale's bytes.
    for (Probe p : ps) {
      if (p.name.startsWith("floor: ")) {
        continue;
      }
      for (int k = 0; k < 3; k++) {
        byte[] b = p.once();
        if (b != null && !Arrays.equals(b, expected)) {
          throw new IllegalStateException(
              p.name + " wrote " + HexFormat.of().formatHex(b) + ", not " + HexFormat.of().formatHex(expected));
        }
      }
    }
    int np = ps.size();
    long[] ops = new long[np];
    // Warm-up: each probe in turn, batches doubling, until warmNs of its CPU time.
    for (int i = 0; i < np; i++) {
      long n = 1;
      long spent = 0;
      long last;
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
        "media.1 encode, %d rounds of ~%d ms a probe; load %s%n",
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
          "%-28s %8.1f ns (p25 %.1f, p75 %.1f)  %6.2fx protobuf%n",
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
