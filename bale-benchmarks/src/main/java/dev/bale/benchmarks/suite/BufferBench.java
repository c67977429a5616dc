package dev.bale.benchmarks.suite;

import dev.bale.runtime.CompactWriter;
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
 * Buffers: Bale compact encode of one data set with a new writer and a new output buffer per
 * message, versus one writer reused and the output written into a {@link ByteBuffer} that is
 * cleared and reused. Read with {@code gc.alloc.rate.norm} (bytes allocated per message).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class BufferBench {
  /** The data set. */
  @Param({"media.1", "twitter"})
  public String data;

  private DataSet.Loaded d;
  private final CompactWriter writer = new CompactWriter();
  private ByteBuffer reused;

  @Setup
  public void setup() {
    d = DataSet.byId(data).load();
    int size = writer.encode(d.type(), d.value()).length;
    reused = ByteBuffer.allocate(size);
    byte[] viaBuffer = new byte[writer.encode(d.type(), d.value(), reused)];
    reused.flip().get(viaBuffer);
    if (!java.util.Arrays.equals(viaBuffer, writer.encode(d.type(), d.value()))) {
      throw new IllegalStateException("encode into a ByteBuffer differs from encode to byte[]");
    }
  }

  /** A new writer (and its internal buffers) and a new byte[] per message. */
  @Benchmark
  public byte[] newWriter() {
    return new CompactWriter().encode(d.type(), d.value());
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
}
