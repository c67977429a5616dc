// The stream cases: the quote feed (src/quotes.mjs, the JVM's QuoteFeed) written as one stream of
// 10,000 small messages, then read back by a new decoder per stream from chunks of those bytes,
// every value taken as soon as it is complete (as QuoteStreamBench does on the JVM). The peers do
// the same job in JS: Bale's MessageStreamDecoder (message stream and session stream), NDJSON
// (lines cut and JSON.parse'd as the text arrives) and msgpackr's chunked decoder (decodeIter,
// plain maps and its sequential record mode). Libraries are passed in (src/peers/streams.mjs), so
// the plain-node tests (test/streams.test.mjs) run these definitions on the built runtime.
import { diff } from './equal.mjs';
import { QUOTE_SESSION_ID } from './quotes.mjs';

/**
 * How the encoded stream is cut before it is fed. Nearly every boundary falls inside a message
 * (test/streams.test.mjs counts Bale's). 64 KiB is what a file read or a busy socket hands over:
 * one message in ~850 of Bale's arrives in two pieces. 1,460 bytes is one TCP segment on a
 * 1,500-byte MTU link: every 8th (NDJSON) to 40th (Bale session) message arrives in two pieces, so
 * the decoders' paths for a split message weigh in the figures.
 */
export const CHUNKINGS = [
  { name: '64k', size: 65536, label: '64 KiB chunks' },
  { name: '1460', size: 1460, label: '1,460-byte chunks' },
];

/** `bytes` cut into views of at most `size` bytes (the decoders copy what they keep). */
export function chunk(bytes, size) {
  const out = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, Math.min(at + size, bytes.length)));
  return out;
}

/**
 * A byte buffer reused by every encode of a case, as the JVM bench's ArraySink: encode returns a
 * view of it, so what it costs is one copy of the bytes, as writing to a socket would be.
 */
class ByteSink {
  constructor(capacity = 1 << 20) {
    this.buf = new Uint8Array(capacity);
    this.n = 0;
  }

  clear() {
    this.n = 0;
  }

  room(extra) {
    if (this.n + extra <= this.buf.length) return;
    const bigger = new Uint8Array(Math.max(this.n + extra, this.buf.length * 2));
    bigger.set(this.buf.subarray(0, this.n));
    this.buf = bigger;
  }

  append(bytes) {
    this.room(bytes.length);
    this.buf.set(bytes, this.n);
    this.n += bytes.length;
  }

  /** `text` as UTF-8, then a newline (at most 3 bytes per UTF-16 unit). */
  line(encoder, text) {
    this.room(3 * text.length + 1);
    this.n += encoder.encodeInto(text, this.buf.subarray(this.n)).written;
    this.buf[this.n++] = 0x0a;
  }

  view() {
    return this.buf.subarray(0, this.n);
  }
}

/**
 * A quote's fields in the schema's order with `timestamp` as given (a number in the feed's JSON
 * shape, a bigint in Bale's `Quote`), every field set by one object literal: what an application
 * builds. (A spread of the feed's object with `timestamp` replaced by a bigint gave objects V8
 * encoded 2.4x slower, 0.69M against 1.68M quotes/s: docs/benchmarks-log.md, "TypeScript
 * streams".)
 */
function quoteOf(q, timestamp, $unknown) {
  return {
    symbol: q.symbol,
    name: q.name,
    exchange: q.exchange,
    currency: q.currency,
    bid: q.bid,
    ask: q.ask,
    bid_size: q.bid_size,
    ask_size: q.ask_size,
    timestamp,
    $unknown,
  };
}

/** Bale's decoded Quote (i64 as bigint) as the feed's JSON shape; a kept unknown field differs. */
function baleToJson(q) {
  const json = quoteOf(q, Number(q.timestamp), q.$unknown);
  if (q.$unknown === undefined) delete json.$unknown;
  return json;
}

/**
 * The stream peers. `libs`: { MessageStreamWriter, MessageStreamDecoder } from Bale's runtime,
 * `Quote` (goldens/ts/quotes, undefined when missing), and msgpackr's { Packr, decodeIter }
 * (undefined to leave its rows out). A peer's `create()` returns `input(quote)` (the feed's JSON
 * shape into the codec's own objects, not timed), `encode(inputs)` (the whole stream, a view of a
 * reused buffer), `decode(chunks, take)` (a new decoder fed every chunk, `take` called with every
 * value in order) and `normalize(value)` (what is compared with the feed).
 */
export function streamPeers(libs) {
  const { MessageStreamWriter, MessageStreamDecoder, Quote, Packr, decodeIter } = libs;
  const baleEqual = 'each decoded Quote, i64 timestamp as a number and no unknown fields, deep-equals the feed\'s quote';
  const baleSkip = () => (Quote ? 'no Bale TS runtime in this checkout' : 'no goldens/ts/quotes (generated code for testdata/schemas/quotes.bale)');
  const bale = (name, writerOptions, config) => ({
    name,
    config,
    equal: baleEqual,
    skipReason: baleSkip,
    create() {
      if (!Quote || !MessageStreamDecoder) return null;
      const sink = new ByteSink();
      return {
        input: (q) => quoteOf(q, BigInt(q.timestamp), undefined),
        encode(quotes) {
          sink.clear();
          const w = new MessageStreamWriter(Quote, writerOptions);
          if (typeof w.writeInto !== 'function') {
            // A runtime from before writeInto (a baseline checkout): write() and a copy.
            for (let i = 0; i < quotes.length; i++) sink.append(w.write(quotes[i]));
            return sink.view();
          }
          // writeInto: each record written straight into the sink (a RangeError, and nothing
          // written, when it does not fit: the sink grows and the record is written again).
          for (let i = 0; i < quotes.length; i++) {
            for (;;) {
              try {
                sink.n += w.writeInto(quotes[i], sink.buf, sink.n);
                break;
              } catch (e) {
                if (!(e instanceof RangeError)) throw e;
                sink.room(sink.buf.length);
              }
            }
          }
          return sink.view();
        },
        decode(chunks, take) {
          const d = new MessageStreamDecoder(Quote);
          for (let i = 0; i < chunks.length; i++) {
            d.feed(chunks[i]);
            for (let q = d.poll(); q !== undefined; q = d.poll()) take(q);
          }
          d.endOfInput();
        },
        normalize: baleToJson,
      };
    },
  });
  // `options()` (the same for Packr and decoder) is made anew for each: msgpackr keeps its state
  // (the structures it has seen) in the options object it is given.
  const msgpackr = (name, options, perStream, config) => ({
    name,
    config,
    equal: 'exact',
    skipReason: () => 'msgpackr not given',
    create() {
      if (!Packr) return null;
      const sink = new ByteSink();
      const shared = perStream ? null : new Packr(options());
      return {
        encode(quotes) {
          sink.clear();
          const p = shared ?? new Packr(options());
          // pack() returns a view of the Packr's own buffer: appended (copied) at once.
          for (let i = 0; i < quotes.length; i++) sink.append(p.pack(quotes[i]));
          return sink.view();
        },
        decode(chunks, take) {
          for (const v of decodeIter(chunks, options())) take(v);
        },
      };
    },
  });
  return [
    bale(
      'bale',
      {},
      'message stream (FORMAT.md §4.1): new MessageStreamWriter(Quote) per stream, each record by writeInto straight into the reused buffer (string dedup on, the default; no string repeats inside a quote, so the bytes are dedup off\'s); decode: new MessageStreamDecoder(Quote) per stream, feed(chunk) then poll() until undefined, endOfInput()',
    ),
    bale(
      'bale-nodedup',
      { dedupStrings: false },
      'as bale, with new MessageStreamWriter(Quote, { dedupStrings: false }) (the JVM bench\'s dedup off, protobuf-style): the same bytes, so its decode rows time the same work as bale\'s',
    ),
    bale(
      'bale-session',
      { sessionId: QUOTE_SESSION_ID },
      'session stream (FORMAT.md §4.2): new MessageStreamWriter(Quote, { sessionId }) per stream, one string table for the stream (each symbol, name, exchange and currency sent once); decode as bale',
    ),
    {
      name: 'ndjson',
      config: 'one JSON text a line: encode JSON.stringify(quote), TextEncoder.encodeInto and a newline per quote; decode: new TextDecoder per stream, decode(chunk, { stream: true }) appended to the unfinished line, every complete line sliced and JSON.parse\'d',
      equal: 'exact',
      create() {
        const sink = new ByteSink();
        const te = new TextEncoder();
        return {
          encode(quotes) {
            sink.clear();
            for (let i = 0; i < quotes.length; i++) sink.line(te, JSON.stringify(quotes[i]));
            return sink.view();
          },
          decode(chunks, take) {
            const td = new TextDecoder();
            let rest = '';
            for (let i = 0; i < chunks.length; i++) {
              const text = rest + td.decode(chunks[i], { stream: true });
              let start = 0;
              for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
                take(JSON.parse(text.slice(start, nl)));
                start = nl + 1;
              }
              rest = text.slice(start);
            }
            if (rest + td.decode() !== '') throw new Error('NDJSON stream ends inside a line');
          },
        };
      },
    },
    msgpackr(
      'msgpackr',
      () => ({ useRecords: false }),
      false,
      'new Packr({ useRecords: false }) reused: each quote a standard MessagePack map; decode: decodeIter(chunks, { useRecords: false }) (msgpackr\'s chunked decoder: holds the start of a value split across chunks)',
    ),
    msgpackr(
      'msgpackr-seq',
      () => ({ sequential: true }),
      true,
      'new Packr({ sequential: true }) per stream: record extension, each structure written once in the stream and referenced after (its documented stream mode, what PackrStream sets); decode: decodeIter(chunks, { sequential: true }) per stream',
    ),
  ];
}

/**
 * One stream peer made ready to time, after the checks: the stream encoded twice (the same bytes:
 * `deterministic`), then decoded with every chunking, each value compared with the feed's
 * (after `normalize`); a difference throws. Returns the stream's bytes, the chunk lists and the
 * operations the suite times: `encode()` and `decode[chunking]()` (returns the last value).
 */
export function prepareStream(peer, feed, chunkings = CHUNKINGS) {
  const inst = peer.create();
  if (inst === null) return null;
  const input = inst.input ? feed.map(inst.input) : feed;
  const bytes = inst.encode(input).slice();
  const again = inst.encode(input);
  const deterministic = again.length === bytes.length && again.every((x, i) => x === bytes[i]);
  const chunked = {};
  const decode = {};
  for (const { name, size } of chunkings) {
    const chunks = chunk(bytes, size);
    let n = 0;
    inst.decode(chunks, (v) => {
      if (n >= feed.length) throw new Error(`${name} chunks: more than the ${feed.length} messages written`);
      const d = diff(feed[n], inst.normalize ? inst.normalize(v) : v, `$[${n}]`);
      if (d) throw new Error(`${name} chunks: round trip differs at ${d}`);
      n++;
    });
    if (n !== feed.length) throw new Error(`${name} chunks: ${n} messages decoded, ${feed.length} written`);
    chunked[name] = chunks.length;
    let last;
    const take = (v) => {
      last = v;
    };
    decode[name] = () => {
      inst.decode(chunks, take);
      return last;
    };
  }
  return { bytes, deterministic, chunks: chunked, encode: () => inst.encode(input), decode };
}
