// Node runner: node dist/node.mjs [--quick|--smoke] [--only=media,repos] [--peers=bale,json] [--out=FILE]
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import os from 'node:os';
import { loadDatasets } from './datasets.mjs';
import { runSuite, runRecord } from './suite.mjs';
import { PEERS } from './peers/index.mjs';
import { settings } from './settings.mjs';

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
const peers = args.peers ? PEERS.filter((p) => String(args.peers).split(',').includes(p.name)) : PEERS;
const datasets = await loadDatasets(async (f) => readFileSync(resolve(dataDir, f), 'utf8'), only);
const started = new Date();
const loadStart = os.loadavg();
const cases = await runSuite(datasets, peers, {
  ...s,
  ops: args.ops ? String(args.ops).split(',') : undefined,
  log: (m) => console.log(m),
  gzipSize: (b) => gzipSync(b, { level: 6 }).length,
});
const runtime = {
  runtime: 'node',
  version: process.version,
  v8: process.versions.v8,
  machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
  loadavgStart: loadStart,
  loadavg: os.loadavg(),
};
const result = runRecord(runtime, mode, s, started, peers, datasets, cases);
const failed = cases.filter((c) => c.error);
if (args.out) {
  mkdirSync(dirname(resolve(args.out)), { recursive: true });
  writeFileSync(resolve(args.out), JSON.stringify(result, null, 1) + '\n');
  console.log('wrote ' + args.out);
}
if (failed.length) {
  console.error(`${failed.length} case(s) failed`);
  process.exit(1);
}
console.log(`${cases.filter((c) => !c.skipped).length} passed, ${failed.length} failed`);
