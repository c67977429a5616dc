// Interleaved comparison for a machine shared with other work (make bench-ts-ab): Bale, JSON and
// msgpackr-shared take turns in short batches (~15 ms each, calibrated per codec), so load changes
// hit all three alike, and the result is the median over the rounds of the per-round ratios
// bale/json and bale/msgpackr-shared, with the interquartile range. In Node a batch is timed in
// process CPU time (process.cpuUsage: time taken from the process by other work is not counted);
// browsers have only the wall clock. Ratios, not records: the record runs are make bench-ts.
import { PEERS } from './peers/index.mjs';

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

function opsPerSec(fn, n) {
  const t0 = now();
  for (let i = 0; i < n; i++) sink = fn();
  return (n * 1000) / (now() - t0);
}

const quantile = (a, f) => [...a].sort((x, y) => x - y)[Math.floor((a.length - 1) * f)];
const fmt = (a) => `${quantile(a, 0.5).toFixed(2)} [${quantile(a, 0.25).toFixed(2)}-${quantile(a, 0.75).toFixed(2)}]`;

/**
 * @param datasets from loadDatasets
 * @param opts {ops: ['decode', 'encode'], rounds, batchMs, log(line)}
 * @returns {clock, rows: [{dataset, op, baleVsJson, baleVsPeer, baleOpsPerSec}]}
 */
export async function runAb(datasets, { ops = ['decode', 'encode'], rounds = 30, batchMs = 15, log = () => {} }) {
  const peers = ['bale', 'json', 'msgpackr-shared'].map((n) => PEERS.find((p) => p.name === n));
  const rows = [];
  log(`clock: ${cpuMs ? 'process CPU time' : 'wall clock'}; ${rounds} rounds of ~${batchMs} ms batches; median [IQR]`);
  for (const ds of datasets) {
    const inst = [];
    for (const p of peers) {
      const i = await p.create(ds);
      const input = i.input ? i.input(ds.value) : ds.value;
      inst.push({ i, input, bytes: i.encode(input).slice() });
    }
    for (const op of ops) {
      const fns = inst.map(({ i, input, bytes }) => (op === 'encode' ? () => i.encode(input) : () => i.decode(bytes)));
      for (const f of fns) calibrate(f, 100); // warm-up
      const ns = fns.map((f) => calibrate(f, batchMs));
      const vsJson = [];
      const vsPeer = [];
      const bale = [];
      for (let r = 0; r < rounds; r++) {
        const v = fns.map((f, k) => opsPerSec(f, ns[k]));
        vsJson.push(v[0] / v[1]);
        vsPeer.push(v[0] / v[2]);
        bale.push(v[0]);
      }
      const row = { dataset: ds.name, op, baleVsJson: quantile(vsJson, 0.5), baleVsPeer: quantile(vsPeer, 0.5), baleOpsPerSec: quantile(bale, 0.5) };
      rows.push(row);
      log(`${ds.name.padEnd(8)} ${op.padEnd(6)} bale/json ${fmt(vsJson)}  bale/msgpackr-shared ${fmt(vsPeer)}  bale ${Math.round(row.baleOpsPerSec)}/s`);
    }
  }
  return { clock: cpuMs ? 'cpu' : 'wall', rows };
}
