// Node runner: node dist/node.mjs [--quick|--smoke] [--only=media,repos,quotes] [--peers=bale,json] [--out=FILE]
// (`quotes` in --only: the stream cases, src/streams.mjs; they run unless --only leaves them out)
// [--shared-process] (every case in this process; by default each case runs in a child process)
// [--no-goals] (skip the issue-14 decode goals read side by side, src/goals.mjs, which this
// process runs after the cases unless --shared-process or --child)
// [--goals-only] (the cases' round trips only, untimed, in this process; then the goals as a record
// or --quick run would read them)
import { readFileSync, writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import os from 'node:os';
import { loadDatasets } from './datasets.mjs';
import { runSuite, runRecord, runStreams } from './suite.mjs';
import { PEERS } from './peers/index.mjs';
import { STREAM_PEERS } from './peers/streams.mjs';
import { settings } from './settings.mjs';
import { goalPlan, runGoals } from './goals.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const dataDir = resolve(args.data ?? process.env.BALE_DATA ?? '../../../shared/data');
const mode = args.smoke ? 'smoke' : args.quick ? 'quick' : 'full';
const s = settings(mode);
const only = args.only ? String(args.only).split(',') : s.only;
const pick = (list) => (args.peers ? list.filter((p) => String(args.peers).split(',').includes(p.name)) : list);
const peers = pick(PEERS);
const streamPeers = !only || only.includes('quotes') ? pick(STREAM_PEERS) : [];
const datasets = await loadDatasets(async (f) => readFileSync(resolve(dataDir, f), 'utf8'), only);
const started = new Date();
const loadStart = os.loadavg();
// Each (data set, peer) case runs in a Node process of its own unless --shared-process (or
// --child, the case itself): what one codec leaves behind (inline caches and optimized code of
// shared built-ins such as String.fromCharCode or DataView, heap size, pending GC work) then
// cannot slow the next, as JMH forks a JVM per benchmark. Measured (2026-11-24, --quick, decode):
// Bale's twitter decode read 1.7k ops/s ±28% after every peer's media case in one process and
// 3.3k ±2% in a process of its own; no single other peer, and none of Bale's own, caused it.
const goalsOnly = Boolean(args['goals-only']);
const isolate = mode !== 'smoke' && !args.child && !args['shared-process'] && !goalsOnly;
const suiteOpts = {
  ...s,
  ...(goalsOnly ? { timeMs: 0 } : {}),
  ops: args.ops ? String(args.ops).split(',') : undefined,
  log: (m) => console.log(m),
  gzipSize: (b) => gzipSync(b, { level: 6 }).length,
};
let streams;
const cases = isolate ? runIsolated() : await runSuite(datasets, peers, suiteOpts);
if (!isolate && streamPeers.length) streams = await runStreams(streamPeers, suiteOpts);

function runIsolated() {
  const dir = mkdtempSync(join(os.tmpdir(), 'bale-bench-'));
  const passOn = process.argv
    .slice(2)
    .filter((a) => !/^--(only|peers|out|child|shared-process)(=|$)/.test(a));
  const all = [];
  // One child process: its record, or { failed } with the status it ended with.
  const child = (set, peer) => {
    const out = join(dir, `${set}-${peer.replace(/\//g, '_')}.json`);
    const r = spawnSync(
      process.execPath,
      [...process.execArgv, process.argv[1], ...passOn, `--only=${set}`, `--peers=${peer}`, '--child', `--out=${out}`],
      { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
    );
    // The child's own case line (its summary lines are the parent's to print).
    for (const line of (r.stdout ?? '').split('\n')) {
      if (line && !/^(wrote |\d+ passed, )/.test(line)) console.log(line);
    }
    try {
      return JSON.parse(readFileSync(out, 'utf8'));
    } catch {
      return { failed: `child process ended with status ${r.status} and no result` };
    }
  };
  try {
    for (const ds of datasets) {
      for (const peer of peers) {
        if (peer.datasets && !peer.datasets.includes(ds.name)) continue;
        const got = child(ds.name, peer.name);
        all.push(...(got.cases ?? [{ dataset: ds.name, peer: peer.name, error: got.failed }]));
      }
    }
    // The stream cases likewise, one process per stream peer.
    for (const peer of streamPeers) {
      const got = child('quotes', peer.name);
      if (!streams) streams = got.streams ? { ...got.streams, cases: [] } : { feed: 'quotes', peers: [], cases: [] };
      for (const p of got.streams?.peers ?? []) if (!streams.peers.some((q) => q.name === p.name)) streams.peers.push(p);
      streams.cases.push(...(got.streams?.cases ?? [{ peer: peer.name, error: got.failed ?? 'no stream result' }]));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return all;
}
const runtime = {
  runtime: 'node',
  version: process.version,
  v8: process.versions.v8,
  machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
  loadavgStart: loadStart,
  loadavg: os.loadavg(),
};
// The issue-14 decode goals side by side (src/goals.mjs): each goal's two codecs take turns in
// short batches in a fresh Node process of their own (dist/ab-node.mjs, src/ab.mjs).
let goalsAb;
if (!args.child && !args['shared-process'] && !args['no-goals'] && (!args.ops || String(args.ops).split(',').includes('decode'))) {
  const plan = goalPlan(cases, only);
  if (plan.length) {
    console.log(
      `goals side by side (two codecs interleaved in a process of their own): ${s.ab.processes} process(es) a pair, ${s.ab.rounds} rounds of ~${s.ab.batchMs} ms batches each`,
    );
    const t0 = Date.now();
    goalsAb = { clock: 'cpu', ...s.ab, ...(await runGoals(plan, runPair, (m) => console.log(m), s.ab.processes)) };
    console.log(`goals side by side: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
}

/** One interleaved run of codecs a and b on data set ds in a child process: the ratio a/b of each round. */
async function runPair(ds, a, b) {
  const dir = mkdtempSync(join(os.tmpdir(), 'bale-goal-'));
  try {
    const out = join(dir, 'ab.json');
    const r = spawnSync(
      process.execPath,
      [
        ...process.execArgv,
        join(dirname(process.argv[1]), 'ab-node.mjs'),
        `--data=${dataDir}`,
        `--only=${ds}`,
        '--ops=decode',
        `--peers=${a},${b}`,
        `--rounds=${s.ab.rounds}`,
        `--batch=${s.ab.batchMs}`,
        `--warm=${s.ab.warmMs}`,
        `--out=${out}`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
    );
    for (const line of (r.stdout ?? '').split('\n')) if (/^(media|twitter|repos) /.test(line)) console.log(line);
    if (r.status !== 0) throw new Error(`ab-node.mjs ended with status ${r.status}`);
    return JSON.parse(readFileSync(out, 'utf8')).rows[0].samples[`${a}/${b}`];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
runtime.loadavg = os.loadavg();
const result = runRecord(runtime, mode, s, started, peers, datasets, cases, streams);
if (goalsAb) result.goalsAb = goalsAb;
const failed = cases.concat(streams?.cases ?? []).filter((c) => c.error);
if (args.out) {
  mkdirSync(dirname(resolve(args.out)), { recursive: true });
  writeFileSync(resolve(args.out), JSON.stringify(result, null, 1) + '\n');
  console.log('wrote ' + args.out);
}
if (failed.length) {
  console.error(`${failed.length} case(s) failed`);
  process.exit(1);
}
console.log(`${cases.concat(streams?.cases ?? []).filter((c) => !c.skipped).length} passed, ${failed.length} failed`);
