// The quote feed of the stream cases: the same 10,000 quotes as the JVM's quote-stream benchmark
// (bale-benchmarks/.../QuoteFeed.java, docs/benchmarks-log.md "Quote stream"), made by the same
// seeded generator. java.util.Random's generator is specified (its Javadoc gives next() and
// nextInt()), so this port draws the same numbers in the same order; test/streams.test.mjs checks
// the stream sizes against QuoteSizes' figures. No imports: the plain-node tests use it.

/** Quotes in the feed (QuoteFeed.MESSAGES). */
export const QUOTE_MESSAGES = 10_000;

/** The session id of the session stream (QuoteFeed.writer's). */
export const QUOTE_SESSION_ID = 0x5e551011n;

const INSTRUMENTS = [
  ['AAPL', 'Apple Inc. Common Stock'],
  ['MSFT', 'Microsoft Corporation'],
  ['AMZN', 'Amazon.com, Inc. Common Stock'],
  ['GOOGL', 'Alphabet Inc. Class A Common Stock'],
  ['META', 'Meta Platforms, Inc. Class A'],
  ['NVDA', 'NVIDIA Corporation Common Stock'],
  ['TSLA', 'Tesla, Inc. Common Stock'],
  ['BRK.B', 'Berkshire Hathaway Inc. Class B'],
  ['JPM', 'JPMorgan Chase & Co. Common'],
  ['V', 'Visa Inc. Class A Common Stock'],
  ['JNJ', 'Johnson & Johnson Common Stock'],
  ['WMT', 'Walmart Inc. Common Stock'],
  ['PG', 'Procter & Gamble Company'],
  ['MA', 'Mastercard Incorporated Class A'],
  ['HD', 'Home Depot, Inc. Common Stock'],
  ['XOM', 'Exxon Mobil Corporation'],
  ['BAC', 'Bank of America Corporation'],
  ['KO', 'Coca-Cola Company Common Stock'],
  ['PFE', 'Pfizer, Inc. Common Stock'],
  ['CSCO', 'Cisco Systems, Inc. Common'],
  ['ORCL', 'Oracle Corporation Common Stock'],
  ['INTC', 'Intel Corporation Common Stock'],
  ['ADBE', 'Adobe Inc. Common Stock'],
  ['CRM', 'Salesforce, Inc. Common Stock'],
  ['NFLX', 'Netflix, Inc. Common Stock'],
  ['AMD', 'Advanced Micro Devices, Inc.'],
  ['QCOM', 'QUALCOMM Incorporated Common'],
  ['IBM', 'International Business Machines'],
  ['SAP', 'SAP SE Ordinary Shares'],
  ['SIE', 'Siemens Aktiengesellschaft'],
  ['ALV', 'Allianz SE Registered Shares'],
  ['BAS', 'BASF SE Registered Shares'],
  ['BMW', 'Bayerische Motoren Werke AG'],
  ['VOW3', 'Volkswagen AG Preference Shares'],
  ['DTE', 'Deutsche Telekom AG Registered'],
  ['HSBA', 'HSBC Holdings plc Ordinary'],
  ['BP.', 'BP p.l.c. Ordinary Shares'],
  ['SHEL', 'Shell plc Ordinary Shares'],
  ['AZN', 'AstraZeneca PLC Ordinary Shares'],
  ['ULVR', 'Unilever PLC Ordinary Shares'],
  ['GSK', 'GSK plc Ordinary Shares'],
  ['RIO', 'Rio Tinto plc Ordinary Shares'],
  ['7203', 'Toyota Motor Corporation'],
  ['6758', 'Sony Group Corporation'],
  ['9984', 'SoftBank Group Corp.'],
  ['6861', 'Keyence Corporation Shares'],
  ['8306', 'Mitsubishi UFJ Financial Group'],
  ['9432', 'Nippon Telegraph and Telephone'],
  ['7974', 'Nintendo Co., Ltd. Shares'],
  ['6501', 'Hitachi, Ltd. Common Stock'],
];

/** Exchange and currency by instrument block: US, DE, GB, JP (QuoteFeed.exchange, .currency). */
const exchange = (i) => (i < 28 ? (i % 2 === 0 ? 'XNAS' : 'XNYS') : i < 35 ? 'XETR' : i < 42 ? 'XLON' : 'XTKS');
const currency = (i) => (i < 28 ? 'USD' : i < 35 ? 'EUR' : i < 42 ? 'GBP' : 'JPY');

const MASK48 = (1n << 48n) - 1n;

/** java.util.Random: the 48-bit linear congruential generator, as its Javadoc specifies it. */
class JavaRandom {
  constructor(seed) {
    this.seed = (BigInt(seed) ^ 0x5deece66dn) & MASK48;
  }

  next(bits) {
    this.seed = (this.seed * 0x5deece66dn + 0xbn) & MASK48;
    return Number(this.seed >> BigInt(48 - bits)); // bits <= 31 here: a non-negative int
  }

  nextInt(bound) {
    let r = this.next(31);
    const m = bound - 1;
    if ((bound & m) === 0) return Number((BigInt(bound) * BigInt(r)) >> 31n);
    // Rejects the top values that would bias the remainder (Java's int overflow of u - r + m).
    for (let u = r; ((u - (r = u % bound) + m) | 0) < 0; u = this.next(31));
    return r;
  }
}

/**
 * The feed as JSON-shaped objects in the schema's field order (testdata/schemas/quotes.bale;
 * `timestamp`, microseconds since the epoch, stays below 2^53, so a number holds it exactly).
 */
export function quoteFeed(messages = QUOTE_MESSAGES) {
  const r = new JavaRandom(20261122);
  const n = INSTRUMENTS.length;
  const mid = [];
  for (let i = 0; i < n; i++) mid.push(20 + r.nextInt(2000) + r.nextInt(100) / 100);
  let t = 1_763_769_600_000_000; // 2025-11-22T00:00:00Z in microseconds
  const out = [];
  for (let k = 0; k < messages; k++) {
    const i = r.nextInt(n);
    mid[i] = Math.max(1, mid[i] + (r.nextInt(21) - 10) / 100);
    const spread = (1 + r.nextInt(5)) / 100;
    // Java's Math.round is floor(x + 0.5) on these positive values, as JS's.
    const bid = Math.round((mid[i] - spread / 2) * 100) / 100;
    const ask = Math.round((mid[i] + spread / 2) * 100) / 100;
    t += 50 + r.nextInt(500);
    const bidSize = 100 * (1 + r.nextInt(50));
    const askSize = 100 * (1 + r.nextInt(50));
    out.push({
      symbol: INSTRUMENTS[i][0],
      name: INSTRUMENTS[i][1],
      exchange: exchange(i),
      currency: currency(i),
      bid,
      ask,
      bid_size: bidSize,
      ask_size: askSize,
      timestamp: t,
    });
  }
  return out;
}
