package dev.bale.benchmarks.suite;

import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.IntList;
import instrument.IntBlock;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Bulk scalars: reading 1M {@code int32} from bytes into an {@code int[]} (or Bale's {@link
 * IntList}, which wraps one). The numbers are seeded random with spread magnitudes ({@code
 * nextInt() >> nextInt(32)}: as many small as large values, negatives included), the same for every
 * row. {@code arraycopy} copies the 4 MB of raw bytes: the memory-bandwidth limit. Every row
 * allocates its result, as a decoder must.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class BulkIntBench {
  static final int N = 1 << 20;

  private int[] values;
  private byte[] bigEndian;
  private byte[] littleEndian;
  private byte[] baleVarint;
  private byte[] baleLeb128;
  private byte[] baleFixed;
  private byte[] flatBytes;
  private final CompactReader reader = new CompactReader();
  private final IntBlock.View view = new IntBlock.View();

  @Setup
  public void setup() {
    Random r = new Random(42);
    values = new int[N];
    for (int i = 0; i < N; i++) {
      values[i] = r.nextInt() >> r.nextInt(32);
    }
    ByteBuffer be = ByteBuffer.allocate(4 * N);
    be.asIntBuffer().put(values);
    bigEndian = be.array();
    ByteBuffer le = ByteBuffer.allocate(4 * N).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    le.asIntBuffer().put(values);
    littleEndian = le.array();
    CompactWriter w = new CompactWriter();
    baleVarint = w.encode(IntBlock.COMPACT, new IntBlock(IntList.of(values), IntList.EMPTY, null));
    baleFixed = w.encode(IntBlock.COMPACT, new IntBlock(IntList.EMPTY, IntList.of(values), null));
    baleLeb128 = leb128Layout(values);
    flatBytes =
        dev.bale.runtime.flat.Flat.encode(
            IntBlock.FLAT, new IntBlock(IntList.of(values), IntList.EMPTY, null));
    check(((IntList) baleFlat().varint()).toIntArray());
    check(baleFlatView());
    check(dataInputStream());
    check(byteBuffer());
    check(((IntList) baleVarint().varint()).toIntArray());
    check(((IntList) baleFixed().fixed()).toIntArray());
    check(((IntList) baleLeb128().varint()).toIntArray());
  }

  /**
   * The same {@code IntBlock} with its list in the varint layout (layout byte 0, then zigzag
   * LEB128; FORMAT.md §1.3), which readers accept although the writer picks the smaller block
   * layout for these values: the bytes are built here.
   */
  private static byte[] leb128Layout(int[] values) {
    java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
    uvarint(body, values.length);
    body.write(0); // layout byte: varints
    for (int v : values) {
      uvarint(body, ((v << 1) ^ (v >> 31)) & 0xFFFF_FFFFL);
    }
    body.write(0); // field 2, the empty fixed list
    java.io.ByteArrayOutputStream root = new java.io.ByteArrayOutputStream();
    root.write(0); // no string table
    uvarint(root, (long) body.size() << 2); // message header: body length, no flags
    root.writeBytes(body.toByteArray());
    return root.toByteArray();
  }

  private static void uvarint(java.io.ByteArrayOutputStream out, long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
  }

  private void check(int[] got) {
    if (!Arrays.equals(got, values)) {
      throw new IllegalStateException("bulk int32 read differs from the values written");
    }
  }

  /** {@code DataInputStream.readInt} in a loop over the big-endian bytes. */
  @Benchmark
  public int[] dataInputStream() {
    int[] out = new int[N];
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bigEndian))) {
      for (int i = 0; i < N; i++) {
        out[i] = in.readInt();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** {@code ByteBuffer.asIntBuffer().get(int[])} over the big-endian bytes. */
  @Benchmark
  public int[] byteBuffer() {
    int[] out = new int[N];
    ByteBuffer.wrap(bigEndian).asIntBuffer().get(out);
    return out;
  }

  /** {@code System.arraycopy} of the 4 MB of little-endian bytes: the limit. */
  @Benchmark
  public byte[] arraycopy() {
    byte[] out = new byte[littleEndian.length];
    System.arraycopy(littleEndian, 0, out, 0, out.length);
    return out;
  }

  /**
   * Bale compact {@code list<i32>} as the default writer writes it, {@code baleVarint.length}
   * bytes: the smaller of zigzag varints and the block layout (FORMAT.md §1.3; on these values the
   * block layout).
   */
  @Benchmark
  public IntBlock baleVarint() {
    return reader.decode(IntBlock.COMPACT, baleVarint);
  }

  /**
   * The same list in the varint layout (layout byte 0, zigzag LEB128), {@code baleLeb128.length}
   * bytes: what {@code baleVarint} decoded before the block layout, plus one byte.
   */
  @Benchmark
  public IntBlock baleLeb128() {
    return reader.decode(IntBlock.COMPACT, baleLeb128);
  }

  /** Bale compact {@code list<i32> [fixed]} (one little-endian block). */
  @Benchmark
  public IntBlock baleFixed() {
    return reader.decode(IntBlock.COMPACT, baleFixed);
  }

  /** Bale flat {@code list<i32>} decoded into the record ({@code Flat.decode}, verified). */
  @Benchmark
  public IntBlock baleFlat() {
    return dev.bale.runtime.flat.Flat.decode(IntBlock.FLAT, flatBytes);
  }

  /** Bale flat view: {@code wrap} (verified) and {@code varintCopyTo} a new int[]. */
  @Benchmark
  public int[] baleFlatView() {
    IntBlock.View v = view.wrap(flatBytes);
    int[] out = new int[v.varintLength()];
    v.varintCopyTo(out, 0);
    return out;
  }

  /** Sizes of the encodings, for the report. */
  public static String sizes() {
    BulkIntBench b = new BulkIntBench();
    b.setup();
    return "{\"raw\":"
        + b.bigEndian.length
        + ",\"baleVarint\":"
        + b.baleVarint.length
        + ",\"baleLeb128\":"
        + b.baleLeb128.length
        + ",\"baleFixed\":"
        + b.baleFixed.length
        + "}";
  }
}
