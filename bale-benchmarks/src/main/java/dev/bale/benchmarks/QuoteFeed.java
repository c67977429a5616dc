package dev.bale.benchmarks;

import dev.bale.runtime.BufferPool;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import quotes.Quote;

/**
 * The quote feed of the stream benchmarks: 10,000 {@link Quote}s over 50 instruments (real-looking
 * tickers, names of 15-35 characters, 5 exchanges, 4 currencies), random walk prices and sizes,
 * microsecond time stamps. Seeded, so every run measures the same bytes. Also the three ways to put
 * the feed on the wire that docs/benchmarks-log.md compares.
 */
public final class QuoteFeed {
  private QuoteFeed() {}

  /** Any fixed value: both ends of the benchmark agree on it. */
  static final long FINGERPRINT = 0x5155_4f54_4553_0001L;

  static final int MESSAGES = 10_000;

  private static final String[][] INSTRUMENTS = {
    {"AAPL", "Apple Inc. Common Stock"},
    {"MSFT", "Microsoft Corporation"},
    {"AMZN", "Amazon.com, Inc. Common Stock"},
    {"GOOGL", "Alphabet Inc. Class A Common Stock"},
    {"META", "Meta Platforms, Inc. Class A"},
    {"NVDA", "NVIDIA Corporation Common Stock"},
    {"TSLA", "Tesla, Inc. Common Stock"},
    {"BRK.B", "Berkshire Hathaway Inc. Class B"},
    {"JPM", "JPMorgan Chase & Co. Common"},
    {"V", "Visa Inc. Class A Common Stock"},
    {"JNJ", "Johnson & Johnson Common Stock"},
    {"WMT", "Walmart Inc. Common Stock"},
    {"PG", "Procter & Gamble Company"},
    {"MA", "Mastercard Incorporated Class A"},
    {"HD", "Home Depot, Inc. Common Stock"},
    {"XOM", "Exxon Mobil Corporation"},
    {"BAC", "Bank of America Corporation"},
    {"KO", "Coca-Cola Company Common Stock"},
    {"PFE", "Pfizer, Inc. Common Stock"},
    {"CSCO", "Cisco Systems, Inc. Common"},
    {"ORCL", "Oracle Corporation Common Stock"},
    {"INTC", "Intel Corporation Common Stock"},
    {"ADBE", "Adobe Inc. Common Stock"},
    {"CRM", "Salesforce, Inc. Common Stock"},
    {"NFLX", "Netflix, Inc. Common Stock"},
    {"AMD", "Advanced Micro Devices, Inc."},
    {"QCOM", "QUALCOMM Incorporated Common"},
    {"IBM", "International Business Machines"},
    {"SAP", "SAP SE Ordinary Shares"},
    {"SIE", "Siemens Aktiengesellschaft"},
    {"ALV", "Allianz SE Registered Shares"},
    {"BAS", "BASF SE Registered Shares"},
    {"BMW", "Bayerische Motoren Werke AG"},
    {"VOW3", "Volkswagen AG Preference Shares"},
    {"DTE", "Deutsche Telekom AG Registered"},
    {"HSBA", "HSBC Holdings plc Ordinary"},
    {"BP.", "BP p.l.c. Ordinary Shares"},
    {"SHEL", "Shell plc Ordinary Shares"},
    {"AZN", "AstraZeneca PLC Ordinary Shares"},
    {"ULVR", "Unilever PLC Ordinary Shares"},
    {"GSK", "GSK plc Ordinary Shares"},
    {"RIO", "Rio Tinto plc Ordinary Shares"},
    {"7203", "Toyota Motor Corporation"},
    {"6758", "Sony Group Corporation"},
    {"9984", "SoftBank Group Corp."},
    {"6861", "Keyence Corporation Shares"},
    {"8306", "Mitsubishi UFJ Financial Group"},
    {"9432", "Nippon Telegraph and Telephone"},
    {"7974", "Nintendo Co., Ltd. Shares"},
    {"6501", "Hitachi, Ltd. Common Stock"},
  };

  /** Exchange and currency by instrument block: US, DE, GB, JP. */
  private static String exchange(int i) {
    if (i < 28) {
      return i % 2 == 0 ? "XNAS" : "XNYS";
    }
    return i < 35 ? "XETR" : i < 42 ? "XLON" : "XTKS";
  }

  private static String currency(int i) {
    return i < 28 ? "USD" : i < 35 ? "EUR" : i < 42 ? "GBP" : "JPY";
  }

  /** The feed (new String instances per message, as a decoder or a parser would produce). */
  static List<Quote> quotes() {
    Random r = new Random(20261122);
    int n = INSTRUMENTS.length;
    double[] mid = new double[n];
    for (int i = 0; i < n; i++) {
      mid[i] = 20 + r.nextInt(2000) + r.nextInt(100) / 100.0;
    }
    long t = 1_763_769_600_000_000L; // 2025-11-22T00:00:00Z in microseconds
    List<Quote> out = new ArrayList<>(MESSAGES);
    for (int k = 0; k < MESSAGES; k++) {
      int i = r.nextInt(n);
      mid[i] = Math.max(1, mid[i] + (r.nextInt(21) - 10) / 100.0);
      double spread = (1 + r.nextInt(5)) / 100.0;
      double bid = Math.round((mid[i] - spread / 2) * 100) / 100.0;
      double ask = Math.round((mid[i] + spread / 2) * 100) / 100.0;
      t += 50 + r.nextInt(500);
      out.add(
          new Quote(
              new String(INSTRUMENTS[i][0]),
              new String(INSTRUMENTS[i][1]),
              new String(exchange(i)),
              new String(currency(i)),
              bid,
              ask,
              100 * (1 + r.nextInt(50)),
              100 * (1 + r.nextInt(50)),
              t,
              null));
    }
    return out;
  }

  /** How the feed goes on the wire. */
  public enum Mode {
    /** Message stream, string dedup off: protobuf-style, every string in every message. */
    DEDUP_OFF,
    /** Message stream, string dedup on (the default): repeats inside one message only. */
    DEDUP,
    /** Session stream: the string table lives across messages. */
    SESSION
  }

  static MessageStreamWriter<Quote> writer(Mode mode, BufferPool pool, OutputStream out) {
    MessageStreamWriter<Quote> w =
        MessageStreamWriter.create(
                Quote.COMPACT, FINGERPRINT, mode == Mode.SESSION, 0x5E55_1011L, pool)
            .to(out);
    w.compactWriter().bufferPool(pool).dedupStrings(mode != Mode.DEDUP_OFF);
    return w;
  }

  static MessageStreamDecoder<Quote> decoder(BufferPool pool) {
    return new MessageStreamDecoder<>(
        Quote.COMPACT, true, FINGERPRINT, dev.bale.runtime.Limits.DEFAULT, pool);
  }

  /** The whole feed as one stream. */
  static byte[] encode(List<Quote> quotes, Mode mode) {
    ArraySink sink = new ArraySink(1 << 20);
    try (MessageStreamWriter<Quote> w = writer(mode, BufferPool.shared(), sink)) {
      for (Quote q : quotes) {
        w.write(q);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return sink.toByteArray();
  }

  /** An output stream into one reusable array: what the benchmark's "network" costs. */
  static final class ArraySink extends OutputStream {
    byte[] buf;
    int n;

    ArraySink(int capacity) {
      buf = new byte[capacity];
    }

    void clear() {
      n = 0;
    }

    @Override
    public void write(int b) {
      if (n == buf.length) {
        buf = java.util.Arrays.copyOf(buf, n * 2);
      }
      buf[n++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      if (n + len > buf.length) {
        buf = java.util.Arrays.copyOf(buf, Math.max(n + len, buf.length * 2));
      }
      System.arraycopy(b, off, buf, n, len);
      n += len;
    }

    byte[] toByteArray() {
      return java.util.Arrays.copyOf(buf, n);
    }
  }
}
