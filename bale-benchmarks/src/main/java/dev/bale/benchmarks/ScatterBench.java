package dev.bale.benchmarks;

import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.EncodedBuffers;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.GatheringByteChannel;
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
 * A large root (the 90-repository list, about 92 KB) encoded and written to a channel: as one
 * {@code byte[]} ({@link CompactWriter#encode}, which copies every piece into the result) then
 * written, versus {@link CompactWriter#encodeToBuffers} written with one gathering write and
 * released to the pool. The channel copies what it is given into a reused array, as a socket's send
 * buffer would, so both sides pay the same final copy.
 *
 * <p>Run: {@code make bench BENCH=ScatterBench JMH_ARGS="-prof gc"}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ScatterBench {
  private Object value;
  private CompactType<Object> type;
  private CompactWriter writer;
  private CopyingChannel channel;

  @Setup
  @SuppressWarnings("unchecked")
  public void setup() {
    type = (CompactType<Object>) (CompactType<?>) repos.ReposList.COMPACT;
    value =
        Datasets.load(
            "repos.bale",
            "repos.ReposList",
            "flatbuffs-github-repos/repos_json.json",
            repos.ReposList.COMPACT);
    writer = new CompactWriter();
    channel = new CopyingChannel();
    byte[] one = writer.encode(type, value);
    try (EncodedBuffers b = writer.encodeToBuffers(type, value)) {
      if (!java.util.Arrays.equals(one, b.toByteArray())) {
        throw new IllegalStateException("scatter output differs");
      }
    }
  }

  @Benchmark
  public int singleArray() throws IOException {
    channel.n = 0;
    byte[] b = writer.encode(type, value);
    ByteBuffer buf = ByteBuffer.wrap(b);
    while (buf.hasRemaining()) {
      channel.write(buf);
    }
    return channel.n;
  }

  @Benchmark
  public int scatterGather() throws IOException {
    channel.n = 0;
    try (EncodedBuffers b = writer.encodeToBuffers(type, value)) {
      b.writeTo(channel);
    }
    return channel.n;
  }

  /** Copies everything written into one reused array. */
  static final class CopyingChannel implements GatheringByteChannel {
    byte[] dst = new byte[1 << 20];
    int n;

    @Override
    public int write(ByteBuffer src) {
      int len = src.remaining();
      src.get(dst, n, len);
      n += len;
      return len;
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) {
      long total = 0;
      for (int i = offset; i < offset + length; i++) {
        total += write(srcs[i]);
      }
      return total;
    }

    @Override
    public long write(ByteBuffer[] srcs) {
      return write(srcs, 0, srcs.length);
    }

    @Override
    public boolean isOpen() {
      return true;
    }

    @Override
    public void close() {}
  }
}
