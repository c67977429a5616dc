package dev.bale.benchmarks.suite;

import dev.bale.runtime.BufferPool;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.EncodedBuffers;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Buffers: Bale compact encode of one data set, allocating everything anew per message versus
 * clearing and reusing versus drawing from the {@link BufferPool}. Read with {@code
 * gc.alloc.rate.norm} (bytes allocated per message).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class BufferBench {
  /** The data set. */
  @Param({"media.1", "twitter"})
  public String data;

  private static final BufferPool NO_POOL = disabledPool();

  private DataSet.Loaded d;
  private int size;
  private final CompactWriter writer = new CompactWriter().stringsInPlace(false);
  private ByteBuffer reused;
  private ByteBuffer direct;
  private final ByteArrayOutputStream stream = new ByteArrayOutputStream();

  @Setup
  public void setup() {
    d = DataSet.byId(data).load();
    size = writer.encode(d.type(), d.value()).length;
    reused = ByteBuffer.allocate(size);
    direct = ByteBuffer.allocateDirect(size);
    byte[] viaBuffer = new byte[writer.encode(d.type(), d.value(), reused)];
    reused.flip().get(viaBuffer);
    if (!java.util.Arrays.equals(viaBuffer, writer.encode(d.type(), d.value()))) {
      throw new IllegalStateException("encode into a ByteBuffer differs from encode to byte[]");
    }
  }

  private static BufferPool disabledPool() {
    BufferPool p = BufferPool.create(256, 1 << 20, 4L << 20);
    p.disable();
    return p;
  }

  /** A new writer whose scratch arrays are all new (pool disabled), and a new byte[]. */
  @Benchmark
  public byte[] newWriter() {
    return new CompactWriter()
        .stringsInPlace(false)
        .bufferPool(NO_POOL)
        .encode(d.type(), d.value());
  }

  /** A new writer per message drawing its scratch arrays from the shared pool (the default). */
  @Benchmark
  public byte[] newWriterPooled() {
    return new CompactWriter().stringsInPlace(false).encode(d.type(), d.value());
  }

  /** One writer reused; a new byte[] per message (what {@code encode(type, value)} returns). */
  @Benchmark
  public byte[] reusedWriter() {
    return writer.encode(d.type(), d.value());
  }

  /** One writer reused, writing into one ByteBuffer cleared per message: no output allocation. */
  @Benchmark
  public int reusedBuffer() {
    reused.clear();
    return writer.encode(d.type(), d.value(), reused);
  }

  /** One writer reused, output into a buffer acquired from the shared pool and released. */
  @Benchmark
  public int pooledBuffer() {
    BufferPool pool = BufferPool.shared();
    ByteBuffer out = pool.acquireBuffer(size);
    int n = writer.encode(d.type(), d.value(), out);
    pool.release(out);
    return n;
  }

  /** One writer reused, writing into one direct {@code ByteBuffer} cleared per message. */
  @Benchmark
  public int reusedDirect() {
    direct.clear();
    return writer.encode(d.type(), d.value(), direct);
  }

  /** One writer reused, writing into one {@code ByteArrayOutputStream} reset per message. */
  @Benchmark
  public int reusedStream() throws IOException {
    stream.reset();
    writer.encode(d.type(), d.value(), stream);
    return stream.size();
  }

  /** One writer reused, {@code encodeToBuffers} (no copy into one array), buffers released. */
  @Benchmark
  public long encodeToBuffers() {
    try (EncodedBuffers e = writer.encodeToBuffers(d.type(), d.value())) {
      return e.size();
    }
  }
}
