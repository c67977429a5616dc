// Node runner of the interleaved comparison (src/ab.mjs):
//   node dist/ab-node.mjs [--only=media,twitter,repos] [--ops=decode,encode] [--rounds=30] [--data=DIR]
//                         [--peers=bale,json,msgpackr-shared] [--ratios=bale/json,...]
//                         [--trace] (each round's ops/s per peer: whether a slow
//                         stretch hits one codec or all of them, i.e. the machine)
//                         [--warm=100] (warm-up per codec, ms) [--out=FILE] (the result as JSON)
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadDatasets } from './datasets.mjs';
import { runAb } from './ab.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const dataDir = resolve(args.data ?? process.env.BALE_DATA ?? '../../../shared/data');
const only = String(args.only ?? 'media,twitter,repos').split(',');
const datasets = await loadDatasets(async (f) => readFileSync(resolve(dataDir, f), 'utf8'), only);
console.log(`node ${process.version}`);
const result = await runAb(datasets, {
  ops: String(args.ops ?? 'decode,encode').split(','),
  rounds: Number(args.rounds ?? 30),
  batchMs: Number(args.batch ?? 15),
  warmMs: Number(args.warm ?? 100),
  peers: args.peers ? String(args.peers).split(',') : undefined,
  ratios: args.ratios ? String(args.ratios).split(',') : undefined,
  trace: Boolean(args.trace),
  log: (m) => console.log(m),
});
if (args.out) writeFileSync(resolve(String(args.out)), JSON.stringify(result) + '\n');
