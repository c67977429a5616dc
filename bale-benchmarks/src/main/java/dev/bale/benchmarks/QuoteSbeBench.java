package dev.bale.benchmarks;

import dev.bale.benchmarks.suite.Suite;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import quotes.Quote;

/**
 * The SBE row of the quote-stream measurement ({@link QuoteStreamBench}): the same 10,000 quotes
 * ({@link QuoteFeed}) written and read with SBE ({@link QuoteSbe}), scored per message like {@link
 * QuoteStreamBench}. Encode writes every quote into one reused buffer (SBE's way: no stream writer,
 * no frame, no copy to a sink); decode reads every message of the whole stream into a new {@link
 * Quote} (SBE has no incremental decoder: its transport hands it whole messages, so there are no 4
 * KiB chunks to reassemble as in Bale's row). Both therefore do less than Bale's stream rows; this
 * is the fixed-layout floor beside them.
 *
 * <p>Run: {@code make bench-quotes}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
    value = 1,
    jvmArgsAppend = {Suite.AGRONA_EXPORT, Suite.AGRONA_EXPORTED})
public class QuoteSbeBench {
  private List<Quote> quotes;
  private byte[] stream;
  private QuoteSbe sbe;

  @Setup
  public void setup() {
    quotes = QuoteFeed.quotes();
    sbe = new QuoteSbe(quotes);
    stream = sbe.toByteArray(quotes);
    List<Quote> back = new java.util.ArrayList<>();
    sbe.decode(stream, back::add);
    if (!back.equals(quotes)) {
      throw new IllegalStateException("SBE round trip failed");
    }
  }

  /** Every quote into the reused buffer; returns the stream's length. */
  @Benchmark
  @OperationsPerInvocation(QuoteFeed.MESSAGES)
  public int encode() {
    return sbe.encode(quotes);
  }

  /** Every message of the stream into a new quote. */
  @Benchmark
  @OperationsPerInvocation(QuoteFeed.MESSAGES)
  public int decode(Blackhole bh) {
    return sbe.decode(stream, bh::consume);
  }
}
