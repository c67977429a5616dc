// The stream cases (src/streams.mjs, src/quotes.mjs) on the built runtime: the feed is the JVM's,
// every stream peer decodes it exactly with every chunking, the small chunks really split
// messages, and the check before timing catches a decoder that loses or changes a message.
//   node --test ts/bench/test/   (make ts-test runs it after building ts/; msgpackr's rows run
//   when ts/bench's packages are installed, make bench-ts-setup)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHUNKINGS, chunk, prepareStream, streamPeers } from '../src/streams.mjs';
import { QUOTE_MESSAGES, QUOTE_SESSION_ID, quoteFeed } from '../src/quotes.mjs';

const built = (p) => fileURLToPath(new URL(`../../build/${p}`, import.meta.url));
const runtimeFile = built('ts/src/index.js');
const quotesFile = built('goldens/ts/quotes/quotes.js');
const haveBuild = existsSync(runtimeFile) && existsSync(quotesFile);
const skipBuild = haveBuild ? false : 'ts/ not built (cd ts && npm run -s build)';

const bale = haveBuild ? await import(runtimeFile) : {};
const { Quote } = haveBuild ? await import(quotesFile) : {};
let msgpackr = {};
try {
  msgpackr = await import('msgpackr');
} catch {
  // ts/bench's packages not installed: the msgpackr rows are left out below.
}
const peers = streamPeers({ ...bale, Quote, Packr: msgpackr.Packr, decodeIter: msgpackr.decodeIter });
const feed = quoteFeed();
const byName = (name) => peers.find((p) => p.name === name);

test('the feed is the JVM QuoteFeed', { skip: skipBuild }, () => {
  assert.equal(feed.length, QUOTE_MESSAGES);
  // java.util.Random(20261122) through QuoteFeed.quotes()' steps, printed by the JVM (2026-12-01).
  assert.deepEqual(feed[0], {
    symbol: 'INTC', name: 'Intel Corporation Common Stock', exchange: 'XNYS', currency: 'USD',
    bid: 1075.84, ask: 1075.86, bid_size: 3200, ask_size: 3100, timestamp: 1763769600000444,
  });
  assert.deepEqual(feed[9999], {
    symbol: '8306', name: 'Mitsubishi UFJ Financial Group', exchange: 'XTKS', currency: 'JPY',
    bid: 1954.05, ask: 1954.09, bid_size: 4100, ask_size: 2000, timestamp: 1763769602981596,
  });
  // QuoteSizes' stream bytes (docs/benchmarks-log.md, "Quote stream"): dedup off and session.
  const size = (options) => {
    const w = new bale.MessageStreamWriter(Quote, options);
    return feed.reduce((n, q) => n + w.write({ ...q, timestamp: BigInt(q.timestamp) }).length, 0);
  };
  assert.equal(size({ dedupStrings: false }), 774_713);
  assert.equal(size({ sessionId: QUOTE_SESSION_ID }), 361_733);
});

for (const peer of peers) {
  const needs = peer.name.startsWith('msgpackr') && !msgpackr.Packr ? 'msgpackr not installed (make bench-ts-setup)' : skipBuild;
  test(`${peer.name}: the stream decodes to the feed with every chunking`, { skip: needs }, () => {
    const s = prepareStream(peer, feed);
    assert.ok(s, `${peer.name} was not created`);
    assert.ok(s.deterministic);
    for (const k of CHUNKINGS) {
      assert.equal(s.chunks[k.name], Math.ceil(s.bytes.length / k.size));
      // The timed operation is the one checked: it ends on the feed's last quote.
      const last = s.decode[k.name]();
      assert.equal(last.symbol, feed[feed.length - 1].symbol);
      assert.equal(Number(last.timestamp), feed[feed.length - 1].timestamp);
    }
  });
}

test('1,460-byte chunks split messages; 64 KiB chunks split one now and then', { skip: skipBuild }, () => {
  const bytes = prepareStream(byName('bale'), feed).bytes;
  const inside = (size) => {
    const d = new bale.MessageStreamDecoder(Quote);
    let split = 0;
    const chunks = chunk(bytes, size);
    for (const c of chunks.slice(0, -1)) {
      d.feed(c);
      while (d.poll() !== undefined);
      if (!d.atRecordBoundary()) split++;
    }
    return { split, boundaries: chunks.length - 1 };
  };
  const small = inside(1460);
  assert.equal(small.boundaries, 530);
  assert.ok(small.split > 0.9 * small.boundaries, `${small.split} of ${small.boundaries} boundaries inside a message`);
  const large = inside(65536);
  assert.ok(large.split > 0, 'no 64 KiB boundary inside a message');
});

test('the check before timing fails on a lost, changed or extra message', { skip: skipBuild }, () => {
  const base = byName('bale');
  const broken = (decode) => ({
    ...base,
    create() {
      const inst = base.create();
      return { ...inst, decode: (chunks, take) => decode(inst, chunks, take) };
    },
  });
  let n = 0;
  const lost = broken((inst, chunks, take) => inst.decode(chunks, (v) => n++ !== 5000 && take(v)));
  assert.throws(() => prepareStream(lost, feed), /64k chunks: round trip differs at \$\[5000\]/);
  const changed = broken((inst, chunks, take) => inst.decode(chunks, (v) => take(v.symbol === 'AAPL' ? { ...v, bid: v.bid + 0.01 } : v)));
  assert.throws(() => prepareStream(changed, feed), /round trip differs at \$\[\d+\]\.bid/);
  const extra = broken((inst, chunks, take) => {
    inst.decode(chunks, take);
    take(inst.normalize ? Quote.create() : {});
  });
  assert.throws(() => prepareStream(extra, feed), /more than the 10000 messages/);
  let m = 0;
  const short = broken((inst, chunks, take) => inst.decode(chunks, (v) => m++ < 9999 && take(v)));
  assert.throws(() => prepareStream(short, feed), /messages decoded, 10000 written/);
});
