// Chromium runner: serves the bundled suite on 127.0.0.1 (ephemeral port) from a tiny http server,
// drives Debian's Chromium with playwright-core and writes the page's results as JSON.
//   node src/chromium.mjs [--quick|--smoke] [--only=media] [--peers=bale] [--ops=decode] [--out=FILE]
//                         [--data=DIR] [--profile=FILE.cpuprofile] [--screenshot=FILE.png]
//   node src/chromium.mjs --ab [--only=...] [--ops=decode,encode] [--rounds=30] [--peers=...] [--ratios=a/b,...]   (src/ab.mjs)
import { createServer } from 'node:http';
import { readFileSync, writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, resolve, join } from 'node:path';
import os, { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { DATASETS } from './datasets.mjs';

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

const page = `<!doctype html><meta charset="utf-8"><title>Bale TS benchmarks</title>
<style>body{font:13px monospace}td,th{padding:2px 8px;text-align:right}</style>
<h1>Bale TS benchmarks</h1><table id="table"></table><pre id="log"></pre>
<script type="module" src="/browser.js"></script>`;
const allowed = new Set(DATASETS.map((d) => '/data/' + d.file));

const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://127.0.0.1').pathname;
  try {
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
    } else if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    } else if (path === '/browser.js') {
      const bundle = args.ab ? '../dist/ab-browser.js' : '../dist/browser.js';
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(resolve(here, bundle)));
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
const profile = mkdtempSync(join(tmpdir(), 'bale-bench-chromium-'));
let context;
let code = 0;
try {
  context = await chromium.launchPersistentContext(profile, {
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
  const tab = context.pages()[0] ?? (await context.newPage());
  tab.on('console', (m) => console.log('[chromium] ' + m.text()));
  tab.on('pageerror', (e) => console.log('[chromium page error] ' + e));
  const q = new URLSearchParams({ mode });
  if (args.only) q.set('only', String(args.only));
  if (args.peers) q.set('peers', String(args.peers));
  if (args.ops) q.set('ops', String(args.ops));
  if (args.rounds) q.set('rounds', String(args.rounds));
  if (args.ratios) q.set('ratios', String(args.ratios));
  if (args.batch) q.set('batch', String(args.batch));
  // --profile=FILE: Chromium's sampling profiler (DevTools protocol) over the whole run.
  const cdp = await context.newCDPSession(tab);
  if (args.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await tab.goto(`http://127.0.0.1:${port}/?${q}`);
  await tab.waitForFunction(() => window.__baleBench !== undefined, null, { timeout: 30 * 60 * 1000, polling: 1000 });
  const result = await tab.evaluate(() => window.__baleBench);
  if (args.profile) {
    const { profile: prof } = await cdp.send('Profiler.stop');
    writeFileSync(String(args.profile), JSON.stringify(prof));
    console.log('wrote ' + args.profile);
  }
  if (result.fatal) throw new Error(result.fatal);
  if (args.screenshot) await tab.screenshot({ path: String(args.screenshot), fullPage: true });
  // The user agent says 156.0.0.0 (UA reduction); the DevTools protocol gives the full version.
  const v = await cdp.send('Browser.getVersion');
  result.version = v.product.replace(/^(Headless)?Chrome\//, '');
  result.userAgent = v.userAgent;
  result.machine = `${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`;
  result.loadavgStart = loadStart;
  result.loadavg = os.loadavg();
  if (args.out) {
    mkdirSync(dirname(resolve(args.out)), { recursive: true });
    writeFileSync(resolve(args.out), JSON.stringify(result, null, 1) + '\n');
    console.log('wrote ' + args.out);
  }
  const failed = result.cases.filter((c) => c.error);
  if (!args.ab) console.log(`${result.cases.filter((c) => !c.skipped).length} passed, ${failed.length} failed (chromium)`);
  if (failed.length) code = 1;
} catch (e) {
  console.error(e);
  code = 1;
} finally {
  await context?.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(code);
