package dev.bale.benchmarks;

import dev.bale.benchmarks.suite.DataSet;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import instrument.PriceSmall;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Where a small root's compact encode goes (issue 13): price.small through the generated codec,
 * beside the same writer calls with parts left out, and beside a hand-written encoder of the same
 * bytes that has none of the writer's machinery (no level stack, no dedup index, no table kept
 * apart; checked byte for byte against the codec in {@link #setup()}).
 *
 * <ul>
 *   <li>{@code codec}: {@code PriceSmall.COMPACT} with a reused writer (the suite's row);
 *   <li>{@code codecNoDedup}: the same with string dedup off (the same bytes: one string);
 *   <li>{@code emptyRoot}: the same writer, a root message with no fields (the per-root cost);
 *   <li>{@code scalars}: the root and its five scalar fields (a string index 0 in place of the
 *       string);
 *   <li>{@code scalarsAndString}: all six fields by the same calls the generated code makes;
 *   <li>{@code handWritten}: the bytes of {@code codec} written directly: the floor of this format
 *       on this JVM without {@code Unsafe};
 *   <li>{@code decode}: the same bytes through {@code PriceSmall.COMPACT} with a reused reader;
 *   <li>{@code handDecoded}: the same bytes read directly with the format's checks: the decode
 *       floor.
 * </ul>
 *
 * <p>Run: {@code make bench-jmh BENCH=RootCostBench JMH_ARGS="-f 2 -wi 3 -i 5"}. Not part of {@code
 * make bench}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RootCostBench {
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private PriceSmall value;
  private final CompactWriter writer = new CompactWriter();
  private final CompactWriter noDedup = new CompactWriter().dedupStrings(false);
  private final CompactReader reader = new CompactReader();
  private byte[] encoded;
  private final byte[] buf = new byte[256];
  private final byte[] str = new byte[256];
  private final char[] chars = new char[256];

  /** The writer calls of the generated codec, with parts left out ({@code mode}). */
  private static final class Parts implements CompactType<PriceSmall> {
    private final int mode;

    Parts(int mode) {
      this.mode = mode;
    }

    @Override
    public String schemaName() {
      return "instrument.PriceSmall";
    }

    @Override
    public String fieldName(int id) {
      return null;
    }

    @Override
    public PriceSmall read(CompactSource r) {
      throw new UnsupportedOperationException();
    }

    @Override
    public void write(CompactSink w, PriceSmall v) {
      if (!w.beginMessage(v, this)) {
        return;
      }
      if (mode >= 1) {
        if (mode >= 2) {
          w.writeString(v.symbol());
        } else {
          w.writeU64(0);
        }
        w.writeF64(v.bid());
        w.writeF64(v.ask());
        w.writeI64(v.timestamp());
        w.writeI64(v.bidSize());
        w.writeI64(v.askSize());
      }
      w.endMessage(v.unknownFields());
    }
  }

  private static final Parts EMPTY = new Parts(0);
  private static final Parts SCALARS = new Parts(1);
  private static final Parts ALL = new Parts(2);

  @Setup
  public void setup() {
    value = (PriceSmall) DataSet.SMALL.load().value();
    byte[] expected = writer.encode(PriceSmall.COMPACT, value);
    encoded = expected;
    if (!value.equals(handDecoded()) || !value.equals(decode())) {
      throw new AssertionError("hand-written decode differs from the value");
    }
    for (byte[] b : new byte[][] {writer.encode(ALL, value), handWritten(), codecNoDedup()}) {
      if (!Arrays.equals(expected, b)) {
        throw new AssertionError(
            "not the codec's bytes: " + Arrays.toString(b) + " vs " + Arrays.toString(expected));
      }
    }
  }

  @Benchmark
  public byte[] codec() {
    return writer.encode(PriceSmall.COMPACT, value);
  }

  /** The codec with string dedup off: the same bytes (one string) without the dedup index. */
  @Benchmark
  public byte[] codecNoDedup() {
    return noDedup.encode(PriceSmall.COMPACT, value);
  }

  @Benchmark
  public byte[] emptyRoot() {
    return writer.encode(EMPTY, value);
  }

  @Benchmark
  public byte[] scalars() {
    return writer.encode(SCALARS, value);
  }

  @Benchmark
  public byte[] scalarsAndString() {
    return writer.encode(ALL, value);
  }

  /**
   * The codec's bytes for a root of one ASCII string and five scalars, written directly: body first
   * (after a gap), then the table and the root header right-aligned in front of it, one copy out.
   * Throws for what it does not handle (non-ASCII, a root header or length of two bytes).
   */
  @Benchmark
  @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int): exact for ASCII
  public byte[] handWritten() {
    byte[] b = buf;
    PriceSmall m = value;
    String s = m.symbol();
    int n = s.length();
    s.getChars(0, n, chars, 0);
    int any = 0;
    for (int i = 0; i < n; i++) {
      any |= chars[i];
    }
    if (any >= 0x80 || n >= 0x80) {
      throw new IllegalStateException("not handled here");
    }
    s.getBytes(0, n, str, 0);
    int gap = 3 + n;
    int p = gap;
    b[p++] = 0; // the string's table index
    LONG.set(b, p, Double.doubleToRawLongBits(m.bid()));
    p += 8;
    LONG.set(b, p, Double.doubleToRawLongBits(m.ask()));
    p += 8;
    p = zigzag(b, p, m.timestamp());
    p = zigzag(b, p, m.bidSize());
    p = zigzag(b, p, m.askSize());
    int body = p - gap;
    if (body >= 32) {
      throw new IllegalStateException("not handled here");
    }
    b[0] = 2; // one string, no object table
    b[1] = (byte) n;
    System.arraycopy(str, 0, b, 2, n);
    b[2 + n] = (byte) (body << 2);
    return Arrays.copyOfRange(b, 0, p);
  }

  /** The suite's decode row: {@code PriceSmall.COMPACT} with a reused reader. */
  @Benchmark
  public PriceSmall decode() {
    return reader.decode(PriceSmall.COMPACT, encoded);
  }

  /**
   * The bytes of {@link #codec()} decoded directly, with the checks the format asks of a reader
   * (FORMAT.md §1-§3: counts and lengths against what remains, ASCII/UTF-8, string index in range,
   * canonical varints, integer ranges, a body that ends where the root does) but none of the
   * reader's machinery (no level stack, no string table kept, no decoded-size budget, no error
   * paths): the floor of this format's decode on this JVM. Throws for what it does not handle.
   */
  @Benchmark
  @SuppressWarnings("deprecation") // new String(byte[], int, int, int): exact for ASCII
  public PriceSmall handDecoded() {
    byte[] b = encoded;
    int n = b.length;
    int p = 0;
    int head = b[p++];
    if (head != 2) { // one string, no object table (a one-byte head)
      throw new IllegalStateException("not handled here");
    }
    int len = b[p++];
    if (len < 0 || len > n - p) {
      throw new IllegalStateException("bad string length");
    }
    int any = 0;
    for (int i = 0; i < len; i++) {
      any |= b[p + i];
    }
    if (any < 0) {
      throw new IllegalStateException("not handled here");
    }
    String symbol = new String(b, 0, p, len);
    p += len;
    int header = b[p++];
    if (header < 0 || (header & 3) != 0 || (header >>> 2) != n - p) {
      throw new IllegalStateException("not handled here");
    }
    int end = n;
    if (p >= end || b[p++] != 0) {
      throw new IllegalStateException("bad string index");
    }
    if (end - p < 16) {
      throw new IllegalStateException("truncated");
    }
    double bid = Double.longBitsToDouble((long) LONG.get(b, p));
    double ask = Double.longBitsToDouble((long) LONG.get(b, p + 8));
    p += 16;
    long ts = varint(b, p, end);
    p = varintEnd;
    long bs = varint(b, p, end);
    p = varintEnd;
    long as = varint(b, p, end);
    p = varintEnd;
    int bidSize = (int) ((bs >>> 1) ^ -(bs & 1));
    int askSize = (int) ((as >>> 1) ^ -(as & 1));
    if (bs >>> 32 != 0 || as >>> 32 != 0 || p != end) {
      throw new IllegalStateException("bad body");
    }
    return new PriceSmall(symbol, bid, ask, (ts >>> 1) ^ -(ts & 1), bidSize, askSize, null);
  }

  private int varintEnd;

  /** A canonical LEB128 varint at {@code p} (TRUNCATED, overflow and overlong checked). */
  private long varint(byte[] b, int p, int end) {
    long r = 0;
    for (int i = 0; i < 10; i++) {
      if (p >= end) {
        throw new IllegalStateException("truncated");
      }
      int v = b[p++];
      r |= (long) (v & 0x7F) << (7 * i);
      if (v >= 0) {
        if ((v == 0 && i > 0) || (i == 9 && v > 1)) {
          throw new IllegalStateException("bad varint");
        }
        varintEnd = p;
        return r;
      }
    }
    throw new IllegalStateException("bad varint");
  }

  private static int zigzag(byte[] b, int p, long v) {
    long x = (v << 1) ^ (v >> 63);
    while ((x & ~0x7FL) != 0) {
      b[p++] = (byte) (x | 0x80);
      x >>>= 7;
    }
    b[p++] = (byte) x;
    return p;
  }
}
