// Interleaved comparison for a machine shared with other work (make bench-ts-ab): Bale, JSON and
// msgpackr-shared take turns in short batches (~15 ms each, calibrated per codec), so load changes
// hit all three alike, and the result is the median over the rounds of the per-round ratios
// bale/json and bale/msgpackr-shared, with the interquartile range. In Node a batch is timed in
// process CPU time (process.cpuUsage: time taken from the process by other work is not counted);
// browsers have only the wall clock. Ratios, not records: the record runs are make bench-ts.
// Other peers: `peers` (--peers=a,b,c; the first is the one compared), e.g. bale,bale-base for a
// before/after comparison against a baseline checkout (build.mjs BALE_BASE), or
// bale,msgpackr-shared,avsc; `ratios` (--ratios=a/b,c/d) names the pairs printed instead.
import { PEERS } from './peers/index.mjs';
import { BASE_PEERS } from './peers/bale-base.mjs';
import { quantile, splitRatio, spread } from './goals.mjs';

const ALL_PEERS = [...PEERS, ...BASE_PEERS];
const DEFAULT_PEERS = ['bale', 'json', 'msgpackr-shared'];

let sink;
export function getSink() {
  return sink;
}

const cpuMs = globalThis.process?.cpuUsage
  ? () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    }
  : null;
const now = cpuMs ?? (() => performance.now());

/** Operations per batch so that one batch takes at least `ms`. */
function calibrate(fn, ms) {
  for (let n = 1; ; n *= 2) {
    const t0 = now();
    for (let i = 0; i < n; i++) sink = fn();
    if (now() - t0 > ms) return n;
  }
}

// With gc exposed (make bench-ts-ab TS_AB_GC=1: node --expose-gc, Chromium --js-flags=--expose-gc),
// each batch starts on a collected heap: the garbage one codec's batch leaves is not collected in
// (and charged to) the next codec's batch. For two builds of Bale only: a full collection before
// every batch also changes other libraries' speed (msgpackr-shared decoded media ~1.6x slower).
const collect = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};

function opsPerSec(fn, n) {
  collect();
  const t0 = now();
  for (let i = 0; i < n; i++) sink = fn();
  return (n * 1000) / (now() - t0);
}

const fmt = (a) => `${quantile(a, 0.5).toFixed(2)} [${quantile(a, 0.25).toFixed(2)}-${quantile(a, 0.75).toFixed(2)}]`;

/**
 * The timed function of `op` for one peer: encode, decode, partial (the partial read: checked
 * access for Bale's flat views, a full decode and pick for codecs without lazy access) or
 * partial-trusted (unverified views: bale-flat's wrapUnchecked).
 */
function opFunction(i, op, input, bytes, ds) {
  switch (op) {
    case 'encode':
      return () => i.encode(input);
    case 'decode':
      return () => i.decode(bytes);
    case 'partial':
    case 'partial-trusted': {
      const f = op === 'partial' ? i.partial : i.partialTrusted;
      if (!f) throw new Error(`${op}: no such read for this peer on ${ds.name}`);
      return () => f(bytes);
    }
    default:
      throw new Error(`unknown op ${op} (encode, decode, partial, partial-trusted)`);
  }
}

/**
 * @param datasets from loadDatasets
 * @param opts {ops: ['decode', 'encode'] (or 'partial', 'partial-trusted'), rounds, batchMs, warmMs (warm-up per codec),
 *   peers: [names], ratios: ['a/b'], trace (one line per round: each peer's ops/s, in peer order), log(line)}
 * @returns {clock, rows: [{dataset, op, ratios: {'a/b': median}, spreads: {'a/b': {median, q1, q3, min, max, rounds}},
 *   samples: {'a/b': [the ratio of each round, in round order]}, opsPerSec: {name: median}}]}
 *   (also baleVsJson, baleVsPeer, baleOpsPerSec when those codecs are among the peers)
 */
export async function runAb(datasets, { ops = ['decode', 'encode'], rounds = 30, batchMs = 15, warmMs = 100, peers: names = DEFAULT_PEERS, ratios, trace = false, log = () => {} }) {
  const peers = names.map((n) => {
    const p = ALL_PEERS.find((x) => x.name === n);
    if (!p) throw new Error(`no peer ${n} (peers: ${ALL_PEERS.map((x) => x.name).join(', ')})`);
    return p;
  });
  const pairs = (ratios ?? names.slice(1).map((n) => `${names[0]}/${n}`)).map((r) => {
    const [a, b] = splitRatio(r).map((n) => names.indexOf(n));
    if (a < 0 || b < 0) throw new Error(`ratio ${r}: both must be among the peers ${names.join(',')}`);
    return { name: r, a, b };
  });
  const rows = [];
  log(`clock: ${cpuMs ? 'process CPU time' : 'wall clock'}; ${rounds} rounds of ~${batchMs} ms batches; median [IQR]`);
  for (const ds of datasets) {
    const inst = [];
    for (const p of peers) {
      const i = await p.create(ds);
      if (!i) throw new Error(`${p.name}: ${p.skipReason ? p.skipReason(ds) : 'skipped'} (${ds.name})`);
      const input = i.input ? i.input(ds.value) : ds.value;
      inst.push({ i, input, bytes: i.encode(input).slice() });
    }
    for (const op of ops) {
      const fns = inst.map(({ i, input, bytes }) => opFunction(i, op, input, bytes, ds));
      for (const f of fns) calibrate(f, warmMs); // warm-up
      const ns = fns.map((f) => calibrate(f, batchMs));
      const per = pairs.map(() => []);
      const speed = names.map(() => []);
      for (let r = 0; r < rounds; r++) {
        const v = fns.map((f, k) => opsPerSec(f, ns[k]));
        pairs.forEach((p, k) => per[k].push(v[p.a] / v[p.b]));
        v.forEach((x, k) => speed[k].push(x));
        if (trace) log(`round ${r} ${v.map((x) => Math.round(x)).join(' ')}`);
      }
      const spreads = Object.fromEntries(pairs.map((p, k) => [p.name, spread(per[k])]));
      const row = {
        dataset: ds.name,
        op,
        ratios: Object.fromEntries(pairs.map((p) => [p.name, spreads[p.name].median])),
        spreads,
        samples: Object.fromEntries(pairs.map((p, k) => [p.name, per[k]])),
        opsPerSec: Object.fromEntries(names.map((n, k) => [n, quantile(speed[k], 0.5)])),
      };
      if (row.ratios['bale/json'] !== undefined) row.baleVsJson = row.ratios['bale/json'];
      if (row.ratios['bale/msgpackr-shared'] !== undefined) row.baleVsPeer = row.ratios['bale/msgpackr-shared'];
      if (row.opsPerSec.bale !== undefined) row.baleOpsPerSec = row.opsPerSec.bale;
      rows.push(row);
      const shown = pairs.map((p, k) => `${p.name} ${fmt(per[k])}`).join('  ');
      log(`${ds.name.padEnd(8)} ${op.padEnd(6)} ${shown}  ${names[0]} ${Math.round(row.opsPerSec[names[0]])}/s`);
    }
  }
  return { clock: cpuMs ? 'cpu' : 'wall', rows };
}
