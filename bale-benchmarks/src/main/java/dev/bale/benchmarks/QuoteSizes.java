package dev.bale.benchmarks;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import quotes.Quote;

/**
 * Bytes per message of the quote feed ({@link QuoteFeed}) in each {@link QuoteFeed.Mode}, and gzip
 * of the whole stream, checked by decoding each stream back. Run by {@code make bench-quotes}
 * before the JMH part ({@link QuoteStreamBench}); the last line is the same feed in SBE ({@link
 * QuoteSbe}: no frame, every string in every message).
 */
public final class QuoteSizes {
  private QuoteSizes() {}

  public static void main(String[] args) throws IOException {
    List<Quote> quotes = QuoteFeed.quotes();
    long off = 0;
    System.out.printf(
        "%-10s %12s %10s %12s %10s%n", "mode", "stream B", "B/msg", "gzip B", "vs dedup-off");
    for (QuoteFeed.Mode mode : QuoteFeed.Mode.values()) {
      byte[] b = QuoteFeed.encode(quotes, mode);
      var d = QuoteFeed.decoder(dev.bale.runtime.BufferPool.shared());
      d.feed(b, 0, b.length);
      d.endOfInput();
      for (Quote q : quotes) {
        if (!q.equals(d.poll())) {
          throw new IllegalStateException(mode + ": round trip failed");
        }
      }
      if (mode == QuoteFeed.Mode.DEDUP_OFF) {
        off = b.length;
      }
      ByteArrayOutputStream gz = new ByteArrayOutputStream();
      try (GZIPOutputStream g = new GZIPOutputStream(gz)) {
        g.write(b);
      }
      System.out.printf(
          "%-10s %12d %10.2f %12d %10.3f%n",
          mode, b.length, b.length / (double) quotes.size(), gz.size(), b.length / (double) off);
    }
    QuoteSbe sbe = new QuoteSbe(quotes);
    byte[] b = sbe.toByteArray(quotes);
    List<Quote> back = new java.util.ArrayList<>();
    sbe.decode(b, back::add);
    if (!back.equals(quotes)) {
      throw new IllegalStateException("SBE: round trip failed");
    }
    System.out.printf(
        "%-10s %12d %10.2f %12d %10.3f%n",
        "SBE", b.length, b.length / (double) quotes.size(), gzip(b), b.length / (double) off);
  }

  private static int gzip(byte[] b) throws IOException {
    ByteArrayOutputStream gz = new ByteArrayOutputStream();
    try (GZIPOutputStream g = new GZIPOutputStream(gz)) {
      g.write(b);
    }
    return gz.size();
  }
}
