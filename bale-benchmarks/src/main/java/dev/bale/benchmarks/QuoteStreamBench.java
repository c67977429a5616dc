package dev.bale.benchmarks;

import dev.bale.runtime.BufferPool;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import quotes.Quote;

/**
 * A stream of 10,000 quotes ({@link QuoteFeed}) written and read as a message stream with string
 * dedup off (protobuf-style), with dedup on, and as a session stream (session dictionary), each
 * with the {@link BufferPool} on and off. One benchmark invocation is the whole stream; scores are
 * per message ({@code @OperationsPerInvocation}), so ops/s are messages/s and {@code -prof gc}'s
 * {@code gc.alloc.rate.norm} is bytes allocated per message. Encode writes into a reused in-memory
 * sink (no I/O); decode feeds the stream's bytes to a {@link MessageStreamDecoder} and takes every
 * value. Bytes per message: {@link QuoteSizes}.
 *
 * <p>Run: {@code make bench-quotes}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class QuoteStreamBench {
  @Param({"DEDUP_OFF", "DEDUP", "SESSION"})
  public QuoteFeed.Mode mode;

  @Param({"true", "false"})
  public boolean pooled;

  private List<Quote> quotes;
  private byte[] stream;
  private BufferPool pool;
  private QuoteFeed.ArraySink sink;

  @Setup
  public void setup() {
    quotes = QuoteFeed.quotes();
    stream = QuoteFeed.encode(quotes, mode);
    if (pooled) {
      pool = BufferPool.shared();
    } else {
      pool = BufferPool.create(256, 1 << 20, 0);
      pool.disable();
    }
    sink = new QuoteFeed.ArraySink(stream.length + 1024);
    MessageStreamDecoder<Quote> d = QuoteFeed.decoder(pool);
    d.feed(stream, 0, stream.length);
    for (Quote q : quotes) {
      if (!q.equals(d.poll())) {
        throw new IllegalStateException("round trip failed");
      }
    }
  }

  /** A new stream writer per stream (a session starts empty), all 10,000 quotes. */
  @Benchmark
  @OperationsPerInvocation(QuoteFeed.MESSAGES)
  public int encode() throws IOException {
    sink.clear();
    MessageStreamWriter<Quote> w = QuoteFeed.writer(mode, pool, sink);
    for (int i = 0; i < quotes.size(); i++) {
      w.write(quotes.get(i));
    }
    return sink.n;
  }

  /**
   * A new decoder per stream, fed in 4 KiB chunks (as from a socket), every value taken as soon as
   * it is complete.
   */
  @Benchmark
  @OperationsPerInvocation(QuoteFeed.MESSAGES)
  public void decode(Blackhole bh) {
    MessageStreamDecoder<Quote> d = QuoteFeed.decoder(pool);
    for (int off = 0; off < stream.length; off += CHUNK) {
      d.feed(stream, off, Math.min(CHUNK, stream.length - off));
      for (Quote q = d.poll(); q != null; q = d.poll()) {
        bh.consume(q);
      }
    }
    d.release();
  }

  private static final int CHUNK = 4096;
}
