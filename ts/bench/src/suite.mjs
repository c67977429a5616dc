// The benchmark suite, the same code in Node and in the browser page: for each data set and peer,
// check the round trip (deep-equal after the peer's normalization, before any timing), record the
// encoded size, then time encode, decode and (for media, twitter, repos) the partial read with
// tinybench. Each timed call runs `reps` operations (reps calibrated on warm code so that one call
// takes ~0.3 ms), because a single sub-microsecond operation is below the timer's resolution in
// browsers.
import { Bench } from 'tinybench';
import { diff } from './equal.mjs';
import { PICKS } from './picks.mjs';
import { CHUNKINGS, prepareStream } from './streams.mjs';
import { quoteFeed } from './quotes.mjs';


let sink; // keeps results alive so no engine can drop the work
export function getSink() {
  return sink;
}

// reps comes from the op's rate once warm: counted on cold (interpreted) code, as it was until
// 2026-11-27, it came out several times too small for fast ops and differed between peers by
// how slow their cold code was (media decode: bale 6 ops a call, avsc 41, in the 14:23 record),
// so a fast case took ~150,000 samples of a few microseconds each. Now the op runs for `warmMs`,
// then in rounds of >= 20 ms until a round is no more than 10 % faster than the best so far (the
// optimizing compiler, which works in the background, may land late on a loaded machine), and
// reps comes from the best round's rate.
function calibrate(fn, targetMs, warmMs) {
  let t0 = performance.now();
  while (performance.now() - t0 < warmMs) fn();
  let best = 0; // ops per ms
  for (let round = 0; round < 25; round++) {
    t0 = performance.now();
    let n = 0;
    let t;
    do {
      fn();
      n++;
      t = performance.now() - t0;
    } while (t < 20 && n < 1e7);
    const rate = n / t;
    const settled = round > 0 && rate <= best * 1.1;
    best = Math.max(best, rate);
    if (settled) break;
  }
  return Math.max(1, Math.round(best * targetMs));
}

async function time(name, op, opts) {
  const reps = calibrate(op, 0.3, Math.min(200, opts.warmupMs));
  const bench = new Bench({
    time: opts.timeMs,
    warmupTime: opts.warmupMs,
    iterations: opts.minIters,
    warmupIterations: opts.warmupIters,
    throws: true,
  });
  bench.add(name, () => {
    for (let i = 0; i < reps; i++) sink = op();
  });
  await bench.run();
  const r = bench.tasks[0].result;
  const lat = r.latency; // ms per call of `reps` ops
  return {
    opsPerSec: (reps * 1000) / lat.mean,
    opsPerSecP50: (reps * 1000) / lat.p50,
    rmePct: lat.rme,
    samples: lat.samplesCount ?? r.latency.samples?.length ?? 0,
    reps,
  };
}

/**
 * @param datasets from loadDatasets
 * @param peers peer descriptors ({name, config, equal, create(ds)})
 * @param opts {timeMs, warmupMs, log(msg), gzipSize?(bytes) -> number}
 */
export async function runSuite(datasets, peers, opts) {
  const cases = [];
  for (const ds of datasets) {
    for (const peer of peers) {
      if (peer.datasets && !peer.datasets.includes(ds.name)) continue;
      const c = { dataset: ds.name, peer: peer.name };
      cases.push(c);
      try {
        const inst = await peer.create(ds);
        if (inst === null) {
          c.skipped = peer.skipReason?.(ds) ?? 'no schema for this data set';
          continue;
        }
        // Conversion into the peer's own input objects (protobuf/FlatBuffers/Avro shapes) is not
        // timed: encode is timed from those objects, decode to them (see each peer's `equal`).
        const input = inst.input ? inst.input(ds.value) : ds.value;
        const bytes = inst.encode(input).slice();
        const decoded = inst.decode(bytes);
        const got = inst.normalize ? inst.normalize(decoded) : decoded;
        const want = inst.expected ? inst.expected(ds.value) : ds.value;
        const d = diff(want, got);
        if (d) throw new Error('round trip differs at ' + d);
        const again = inst.encode(input);
        c.deterministic = again.length === bytes.length && again.every((x, i) => x === bytes[i]);
        c.bytes = bytes.length;
        if (opts.gzipSize) c.gzipBytes = await opts.gzipSize(bytes);
        const pick = PICKS[ds.name];
        let partial = null;
        if (pick) {
          const want2 = pick(ds.value);
          // Without lazy access the partial read is a full decode, then the two fields read from the
          // codec's own decoded objects (no normalization: it would not be part of a real read).
          partial = inst.partial ? () => inst.partial(bytes) : () => (inst.pick ?? pick)(inst.decode(bytes));
          const got2 = partial();
          if (got2[0] !== want2[0] || got2[1] !== want2[1]) {
            throw new Error(`partial read gave ${got2}, want ${want2}`);
          }
          c.partialKind = inst.partial ? 'lazy access' : 'full decode + pick';
          if (inst.partialTrusted) {
            const got3 = inst.partialTrusted(bytes);
            if (got3[0] !== want2[0] || got3[1] !== want2[1]) throw new Error(`trusted partial read gave ${got3}`);
          }
        }
        if (opts.timeMs > 0) {
          const ops = opts.ops ?? ['encode', 'decode', 'partial'];
          if (ops.includes('encode')) c.encode = await time(`${ds.name}/${peer.name}/encode`, () => inst.encode(input), opts);
          if (ops.includes('decode')) c.decode = await time(`${ds.name}/${peer.name}/decode`, () => inst.decode(bytes), opts);
          if (partial && ops.includes('partial')) c.partial = await time(`${ds.name}/${peer.name}/partial`, partial, opts);
          if (partial && inst.partialTrusted && ops.includes('partial')) {
            c.partialTrusted = await time(`${ds.name}/${peer.name}/partial-trusted`, () => inst.partialTrusted(bytes), opts);
          }
          opts.log?.(
            `${ds.name.padEnd(8)} ${peer.name.padEnd(18)} ${String(c.bytes).padStart(8)} B  ` +
              (c.encode ? `enc ${fmt(c.encode.opsPerSec)} ±${c.encode.rmePct.toFixed(1)}%  ` : '') +
              (c.decode ? `dec ${fmt(c.decode.opsPerSec)} ±${c.decode.rmePct.toFixed(1)}%` : '') +
              (c.partial ? `  partial ${fmt(c.partial.opsPerSec)}` : '') +
              (c.partialTrusted ? ` (trusted ${fmt(c.partialTrusted.opsPerSec)})` : ''),
          );
        } else {
          opts.log?.(`${ds.name.padEnd(8)} ${peer.name.padEnd(18)} ${String(c.bytes).padStart(8)} B  round trip ok`);
        }
      } catch (e) {
        c.error = errorText(e);
        opts.log?.(`${ds.name.padEnd(8)} ${peer.name.padEnd(18)} ERROR ${c.error}`);
      }
    }
  }
  return cases;
}

/**
 * The stream cases (src/streams.mjs): per stream peer, the checks of prepareStream (every chunking
 * decodes the feed exactly; a mismatch fails the run), the stream's size, then encode of the whole
 * stream and decode with each chunking timed. One operation is the whole stream of `messages`
 * quotes (the report gives messages per second).
 * @param peers stream peer descriptors (streamPeers)
 * @param opts as runSuite's
 * @returns the `streams` part of the record
 */
export async function runStreams(peers, opts) {
  const feed = quoteFeed();
  const cases = [];
  for (const peer of peers) {
    const c = { peer: peer.name };
    cases.push(c);
    try {
      const s = prepareStream(peer, feed);
      if (s === null) {
        c.skipped = peer.skipReason?.() ?? 'not available';
        continue;
      }
      c.bytes = s.bytes.length;
      c.deterministic = s.deterministic;
      c.chunks = s.chunks;
      if (opts.gzipSize) c.gzipBytes = await opts.gzipSize(s.bytes);
      const line = `quotes   ${peer.name.padEnd(18)} ${String(c.bytes).padStart(8)} B  `;
      if (opts.timeMs > 0) {
        const ops = opts.ops ?? ['encode', 'decode'];
        const perMsg = (r) => `${fmt(r.opsPerSec * feed.length)} msg/s ±${r.rmePct.toFixed(1)}%`;
        if (ops.includes('encode')) c.encode = await time(`quotes/${peer.name}/encode`, s.encode, opts);
        if (ops.includes('decode')) {
          c.decode = {};
          for (const k of CHUNKINGS) c.decode[k.name] = await time(`quotes/${peer.name}/decode-${k.name}`, s.decode[k.name], opts);
        }
        opts.log?.(
          line +
            (c.encode ? `enc ${perMsg(c.encode)}  ` : '') +
            (c.decode ? CHUNKINGS.map((k) => `dec ${k.name} ${perMsg(c.decode[k.name])}`).join('  ') : ''),
        );
      } else {
        opts.log?.(line + `round trip ok (${CHUNKINGS.map((k) => `${c.chunks[k.name]} chunks of ${k.size} B`).join(', ')})`);
      }
    } catch (e) {
      c.error = errorText(e);
      opts.log?.(`quotes   ${peer.name.padEnd(18)} ERROR ${c.error}`);
    }
  }
  return {
    feed: 'quotes',
    messages: feed.length,
    chunkings: CHUNKINGS,
    peers: peers.map((p) => ({ name: p.name, config: p.config, equal: p.equal })),
    cases,
  };
}

/** The result record both runners write: the runtime's own fields, then the run's common ones. */
export function runRecord(runtime, mode, settings, started, peers, datasets, cases, streams) {
  return {
    ...runtime,
    mode,
    settings,
    started: started.toISOString(),
    finished: new Date().toISOString(),
    peers: peers.map((p) => ({ name: p.name, config: p.config, equal: p.equal })),
    datasets: datasets.map((d) => ({ name: d.name, file: d.file, jsonBytes: d.jsonBytes })),
    cases,
    ...(streams ? { streams } : {}),
  };
}

/** An error as one line: its message and the first two frames. */
function errorText(e) {
  return String(e && e.stack ? e.stack.split('\n').slice(0, 3).join(' | ') : e);
}

function fmt(x) {
  return x >= 1e6 ? (x / 1e6).toFixed(2) + 'M' : x >= 1e3 ? (x / 1e3).toFixed(1) + 'k' : x.toFixed(1);
}
