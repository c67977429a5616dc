// Chromium runner: serves the bundled suite on 127.0.0.1 (ephemeral port) from a tiny http server,
// drives Debian's Chromium with playwright-core and writes the page's results as JSON.
//   node src/chromium.mjs [--quick|--smoke] [--only=media,quotes] [--peers=bale] [--ops=decode] [--out=FILE] [--shared-page]
//                         [--data=DIR] [--profile=FILE.cpuprofile] [--screenshot=FILE.png] [--no-goals]
//   (`quotes` in --only: the stream cases, src/streams.mjs; they run unless --only leaves them out)
//   (after the cases, unless --no-goals, --profile or --shared-page: the issue-14 decode goals read
//   side by side in a page of their own, src/goals.mjs; --goals-only: the cases' round trips only,
//   untimed, in one page, then the goals as a record or --quick run would read them)
//   node src/chromium.mjs --ab [--only=...] [--ops=decode,encode] [--rounds=30] [--peers=...] [--ratios=a/b,...] [--trace]   (src/ab.mjs)
//                         [--processes=N] (the comparison in N pages, each in a browser context of its own, one after
//                         another, their rounds pooled: src/goals.mjs poolAbRuns)
import { createServer } from 'node:http';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve, join } from 'node:path';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { DATASETS } from './datasets.mjs';
import { goalPlan, poolAbRuns, pooledLines, processCount, runGoals } from './goals.mjs';
import { settings } from './settings.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const here = dirname(new URL(import.meta.url).pathname);
const dataDir = resolve(args.data ?? process.env.BALE_DATA ?? resolve(here, '../../../../shared/data'));
const mode = args.smoke ? 'smoke' : args.quick ? 'quick' : 'full';
const exe = process.env.CHROMIUM ?? '/usr/bin/chromium';

const page = (script) => `<!doctype html><meta charset="utf-8"><title>Bale TS benchmarks</title>
<style>body{font:13px monospace}td,th{padding:2px 8px;text-align:right}</style>
<h1>Bale TS benchmarks</h1><table id="table"></table><pre id="log"></pre>
<script type="module" src="${script}"></script>`;
const allowed = new Set(DATASETS.map((d) => '/data/' + d.file));

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  const path = url.pathname;
  try {
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
    } else if (path === '/') {
      const script = args.ab || url.searchParams.get('ab') ? '/ab-browser.js' : '/browser.js';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(script));
    } else if (path === '/browser.js' || path === '/ab-browser.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(resolve(here, '../dist' + path)));
    } else if (allowed.has(path)) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(join(dataDir, path.slice(6))));
    } else {
      res.writeHead(404).end();
    }
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const port = server.address().port;
const loadStart = os.loadavg();
let browser;
let code = 0;
const q = new URLSearchParams({ mode });
if (args.only) q.set('only', String(args.only));
if (args.peers) q.set('peers', String(args.peers));
if (args.ops) q.set('ops', String(args.ops));
if (args.rounds) q.set('rounds', String(args.rounds));
if (args.ratios) q.set('ratios', String(args.ratios));
if (args.batch) q.set('batch', String(args.batch));
if (args.trace) q.set('trace', '1');

/**
 * Opens the page with `query` in a browser context of its own (so a renderer process of its own:
 * Chromium never shares one between contexts), waits for its result and closes the context.
 * `profile`: Chromium's sampling profiler (DevTools protocol) over the page's run.
 */
async function runPage(query, { profile = null, screenshot = null } = {}) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    tab.on('console', (m) => console.log('[chromium] ' + m.text()));
    tab.on('pageerror', (e) => console.log('[chromium page error] ' + e));
    const cdp = await context.newCDPSession(tab);
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await tab.goto(`http://127.0.0.1:${port}/?${query}`);
    await tab.waitForFunction(() => window.__baleBench !== undefined, null, { timeout: 30 * 60 * 1000, polling: 1000 });
    const result = await tab.evaluate(() => window.__baleBench);
    if (profile) {
      const { profile: prof } = await cdp.send('Profiler.stop');
      writeFileSync(String(profile), JSON.stringify(prof));
      console.log('wrote ' + profile);
    }
    if (result.fatal) throw new Error(result.fatal);
    if (screenshot) await tab.screenshot({ path: String(screenshot), fullPage: true });
    return result;
  } finally {
    await context.close();
  }
}

/**
 * The record runs (full and quick) give each (data set, peer) case a page in a context of its own,
 * as the Node runner gives each a process of its own: what one codec leaves behind in a page (type
 * feedback and optimized code of shared built-ins, heap size, pending GC work) cannot slow the next.
 * Measured before this (2026-11-27): the flat twitter and repos decode rows read 1.29x and 1.27x
 * JSON.parse after every other case in one page, 2.92x and 1.77x interleaved in a page of their own.
 * --shared-page keeps the old single page; --ab, --profile and --smoke always use one page.
 */
async function runCases() {
  const { peers, streamPeers } = await runPage(new URLSearchParams({ list: '1' }));
  const onlySets = args.only ? String(args.only).split(',') : [...DATASETS.map((d) => d.name), 'quotes'];
  const onlyPeers = args.peers ? String(args.peers).split(',') : null;
  let merged = null;
  const runOne = async (set, peer) => {
    const one = new URLSearchParams(q);
    one.set('only', set);
    one.set('peers', peer);
    const r = await runPage(one);
    if (!merged) {
      merged = { ...r, peers: [], datasets: [], cases: [] };
      delete merged.streams;
    }
    for (const x of r.peers) if (!merged.peers.some((y) => y.name === x.name)) merged.peers.push(x);
    for (const x of r.datasets) if (!merged.datasets.some((y) => y.name === x.name)) merged.datasets.push(x);
    merged.cases.push(...r.cases);
    if (r.streams) {
      merged.streams ??= { ...r.streams, peers: [], cases: [] };
      merged.streams.peers.push(...r.streams.peers);
      merged.streams.cases.push(...r.streams.cases);
    }
    merged.finished = r.finished;
  };
  for (const ds of DATASETS.filter((d) => onlySets.includes(d.name))) {
    for (const p of peers) {
      if (onlyPeers && !onlyPeers.includes(p.name)) continue;
      if (p.datasets && !p.datasets.includes(ds.name)) continue;
      await runOne(ds.name, p.name);
    }
  }
  // The stream cases likewise, a page per stream peer.
  if (onlySets.includes('quotes')) {
    for (const name of streamPeers) if (!onlyPeers || onlyPeers.includes(name)) await runOne('quotes', name);
  }
  if (!merged) throw new Error('no case to run');
  // Report order: the peers as the suite lists them.
  merged.peers.sort((a, b) => peers.findIndex((p) => p.name === a.name) - peers.findIndex((p) => p.name === b.name));
  return merged;
}

try {
  browser = await chromium.launch({
    executablePath: exe,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // --gc: the interleaved comparison collects the heap before each batch (src/ab.mjs).
      ...(args.ab && args.gc ? ['--js-flags=--expose-gc'] : []),
    ],
  });
  const goalsOnly = Boolean(args['goals-only']);
  const isolate = !args.ab && !args.profile && mode !== 'smoke' && !args['shared-page'] && !goalsOnly;
  if (goalsOnly) q.set('mode', 'smoke');
  const processes = processCount(args.processes);
  let result;
  if (isolate) {
    result = await runCases();
  } else if (args.ab && processes > 1) {
    const runs = [];
    for (let k = 0; k < processes; k++) {
      console.log(`page ${k + 1} of ${processes}`);
      runs.push((await runPage(q)).ab);
    }
    result = { cases: [], ab: poolAbRuns(runs) };
    console.log(`pooled over ${processes} pages: median [IQR] of every round`);
    for (const line of pooledLines(result.ab, 'pages')) console.log(line);
  } else {
    result = await runPage(q, { profile: args.profile, screenshot: args.screenshot });
  }
  if (isolate) result.isolation = 'a browser context (renderer process) per case';
  // The issue-14 decode goals side by side (src/goals.mjs): each goal's two codecs take turns in
  // short batches in a page (renderer process) of their own.
  if (!args.ab && !args.profile && !args['shared-page'] && !args['no-goals'] && (!args.ops || String(args.ops).split(',').includes('decode'))) {
    const plan = goalPlan(result.cases, args.only ? String(args.only).split(',') : null);
    if (plan.length) {
      const ab = settings(mode).ab;
      console.log(
        `goals side by side (two codecs interleaved in a page of their own): ${ab.processes} page(s) a pair, ${ab.rounds} rounds of ~${ab.batchMs} ms batches each`,
      );
      const runPair = async (ds, a, b) => {
        const g = new URLSearchParams({ ab: '1', only: ds, ops: 'decode', peers: `${a},${b}`, rounds: ab.rounds, batch: ab.batchMs, warm: ab.warmMs });
        return (await runPage(g)).ab.rows[0].samples[`${a}/${b}`];
      };
      const t0 = Date.now();
      result.goalsAb = { clock: 'wall', ...ab, ...(await runGoals(plan, runPair, (m) => console.log(m), ab.processes)) };
      console.log(`goals side by side: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      result.finished = new Date().toISOString();
    }
  }
  // The user agent says 156.0.0.0 (UA reduction); the browser gives the full version.
  result.version = browser.version();
  result.machine = `${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`;
  result.loadavgStart = loadStart;
  result.loadavg = os.loadavg();
  if (args.out) {
    mkdirSync(dirname(resolve(args.out)), { recursive: true });
    writeFileSync(resolve(args.out), JSON.stringify(result, null, 1) + '\n');
    console.log('wrote ' + args.out);
  }
  const all = args.ab ? [] : result.cases.concat(result.streams?.cases ?? []);
  const failed = all.filter((c) => c.error);
  if (!args.ab) console.log(`${all.filter((c) => !c.skipped).length} passed, ${failed.length} failed (chromium)`);
  if (failed.length) code = 1;
} catch (e) {
  console.error(e);
  code = 1;
} finally {
  await browser?.close();
  server.close();
}
process.exit(code);
