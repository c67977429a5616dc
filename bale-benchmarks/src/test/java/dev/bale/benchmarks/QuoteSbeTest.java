package dev.bale.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.Blackhole;
import quotes.Quote;

/** The SBE row of the quote-stream measurement: round trip, and each benchmark method once. */
class QuoteSbeTest {
  private static final Blackhole BH =
      new Blackhole(
          "Today's password is swordfish. I understand instantiating Blackholes directly is"
              + " dangerous.");

  @Test
  void benchmarkRoundTripsAndRuns() {
    QuoteSbeBench b = new QuoteSbeBench();
    b.setup(); // checks decode(encode(feed)) == feed
    List<Quote> quotes = QuoteFeed.quotes();
    byte[] stream = new QuoteSbe(quotes).toByteArray(quotes);
    assertEquals(stream.length, b.encode());
    assertEquals(QuoteFeed.MESSAGES, b.decode(BH));
    // The flat rows: setup checked their round trip and both partial reads against the feed.
    long want = 0;
    for (Quote q : quotes) {
      want += q.symbol().length() + q.bidSize();
    }
    assertEquals(want, b.flatPartial());
    assertEquals(want, b.sbePartial());
    assertEquals(QuoteFeed.MESSAGES, b.flatDecode(BH));
    int flatLength = b.flatEncode();
    assertEquals(flatLength, b.flatEncode()); // the reused builder and buffer: the same bytes again
  }

  @Test
  void everyQuoteComesBackEqualAndInOrder() {
    List<Quote> quotes = QuoteFeed.quotes().subList(0, 100);
    QuoteSbe sbe = new QuoteSbe(quotes);
    byte[] stream = sbe.toByteArray(quotes);
    List<Quote> back = new ArrayList<>();
    assertEquals(100, sbe.decode(stream, back::add));
    assertEquals(quotes, back);
  }

  @Test
  void aTruncatedStreamFailsInAgronasBoundsCheck() {
    List<Quote> quotes = QuoteFeed.quotes().subList(0, 2);
    QuoteSbe sbe = new QuoteSbe(quotes);
    byte[] stream = sbe.toByteArray(quotes);
    byte[] cut = java.util.Arrays.copyOf(stream, stream.length - 3);
    // SBE has no verifier and no typed error: Agrona's bounds check is what stops the read.
    assertThrows(IndexOutOfBoundsException.class, () -> sbe.decode(cut, q -> {}));
  }
}
