package dev.bale.benchmarks;

import dev.bale.benchmarks.suite.Suite;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
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
 * <p>Beside SBE, Bale's flat codec on the same feed, each message one flat body after a 4-byte
 * little-endian length (a flat body does not carry its length; a transport's frame would): {@code
 * flatEncode} encodes every quote with one reused {@link FlatBuilder} (string dedup on, strings
 * read char by char as in the suite's {@code bale-flat} rows) and copies its body into one reused
 * buffer; {@code flatDecode} verifies and decodes every body into a new {@link Quote} (one reused
 * {@link FlatReader}); {@code flatPartial} and {@code sbePartial} read {@code symbol} (its chars
 * into a reused array) and {@code bid_size} of every message in place, Bale through the checked
 * view ({@code Quote.View.wrap}: untrusted bytes), SBE through its decoder (issue 14 item 4: flat
 * at 0.8x SBE or better).
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
  private final FlatBuilder builder = new FlatBuilder().stringsInPlace(false);
  private final FlatReader reader = new FlatReader();
  private final Quote.View view = new Quote.View();
  private final char[] chars = new char[256];
  private ByteBuffer flatOut;
  private byte[] flatStream;
  private ByteBuffer flatIn;

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
    flatOut = ByteBuffer.allocate(stream.length * 2).order(ByteOrder.LITTLE_ENDIAN);
    flatStream = java.util.Arrays.copyOf(flatOut.array(), flatEncode());
    flatIn = ByteBuffer.wrap(flatStream).order(ByteOrder.LITTLE_ENDIAN);
    List<Quote> flatBack = new ArrayList<>();
    if (flatDecodeInto(flatBack::add) != quotes.size() || !flatBack.equals(quotes)) {
      throw new IllegalStateException("flat round trip failed");
    }
    long want = 0;
    for (Quote q : quotes) {
      want += q.symbol().length() + q.bidSize();
    }
    if (flatPartial() != want || sbePartial() != want) {
      throw new IllegalStateException("a partial read does not read the feed's symbols and sizes");
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

  /** Bale flat: every quote into the reused buffer, each body after its length; the length. */
  @Benchmark
  @OperationsPerInvocation(QuoteFeed.MESSAGES)
  public int flatEncode() {
    ByteBuffer out = flatOut;
    out.clear();
    for (int i = 0; i < quotes.size(); i++) {
      Flat.encode(builder, Quote.FLAT, quotes.get(i));
      int at = out.position();
      out.position(at + 4);
      out.putInt(at, builder.writeTo(out)); // the padded body's length
    }
    return out.position();
  }

  /** Bale flat: every body of the stream verified and decoded into a new quote. */
  @Benchmark
  @OperationsPerInvocation(QuoteFeed.MESSAGES)
  public int flatDecode(Blackhole bh) {
    return flatDecodeInto(bh::consume);
  }

  private int flatDecodeInto(java.util.function.Consumer<Quote> sink) {
    byte[] in = flatStream;
    ByteBuffer lengths = flatIn;
    int pos = 0;
    int n = 0;
    while (pos < in.length) {
      int len = lengths.getInt(pos);
      sink.accept(reader.decode(Quote.FLAT, in, pos + 4, len));
      pos += 4 + len;
      n++;
    }
    return n;
  }

  /** Bale flat: {@code symbol} and {@code bid_size} of every body through the checked view. */
  @Benchmark
  @OperationsPerInvocation(QuoteFeed.MESSAGES)
  public long flatPartial() {
    byte[] in = flatStream;
    ByteBuffer lengths = flatIn;
    char[] c = chars;
    int pos = 0;
    long sum = 0;
    while (pos < in.length) {
      int len = lengths.getInt(pos);
      Quote.View q = view.wrap(in, pos + 4, len);
      sum += q.symbolChars().getChars(c, 0) + q.bidSize();
      pos += 4 + len;
    }
    return sum;
  }

  /**
   * SBE: {@code symbol} and {@code bid_size} of every message in place ({@link QuoteSbe#partial}).
   */
  @Benchmark
  @OperationsPerInvocation(QuoteFeed.MESSAGES)
  public long sbePartial() {
    return sbe.partial(stream, chars);
  }
}
