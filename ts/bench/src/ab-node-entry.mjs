// Node runner of the interleaved comparison (src/ab.mjs):
//   node dist/ab-node.mjs [--only=media,twitter,repos] [--ops=decode,encode] [--rounds=30] [--data=DIR]
//                         [--peers=bale,json,msgpackr-shared] [--ratios=bale/json,...]
//                         [--trace] (each round's ops/s per peer: whether a slow
//                         stretch hits one codec or all of them, i.e. the machine)
//                         [--warm=100] (warm-up per codec, ms) [--out=FILE] (the result as JSON)
//                         [--processes=N] (the whole comparison in N fresh Node processes one
//                         after another, their rounds pooled: src/goals.mjs poolAbRuns; fresh
//                         processes of one pair read up to ±7 % apart on the benchmark VM)
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import os from 'node:os';
import { loadDatasets } from './datasets.mjs';
import { runAb } from './ab.mjs';
import { poolAbRuns, pooledLines, processCount } from './goals.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const processes = processCount(args.processes);
let result;
if (processes > 1) {
  const dir = mkdtempSync(join(os.tmpdir(), 'bale-ab-'));
  try {
    const runs = [];
    const passOn = process.argv.slice(2).filter((a) => !/^--(processes|out)(=|$)/.test(a));
    for (let k = 0; k < processes; k++) {
      const out = join(dir, `run-${k}.json`);
      console.log(`process ${k + 1} of ${processes}`);
      const r = spawnSync(process.execPath, [...process.execArgv, process.argv[1], ...passOn, `--out=${out}`], { stdio: 'inherit' });
      if (r.status !== 0) throw new Error(`process ${k + 1} of ${processes} ended with status ${r.status}`);
      runs.push(JSON.parse(readFileSync(out, 'utf8')));
    }
    result = poolAbRuns(runs);
    console.log(`pooled over ${processes} processes: median [IQR] of every round`);
    for (const line of pooledLines(result)) console.log(line);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  const dataDir = resolve(args.data ?? process.env.BALE_DATA ?? '../../../shared/data');
  const only = String(args.only ?? 'media,twitter,repos').split(',');
  const datasets = await loadDatasets(async (f) => readFileSync(resolve(dataDir, f), 'utf8'), only);
  console.log(`node ${process.version}`);
  result = await runAb(datasets, {
    ops: String(args.ops ?? 'decode,encode').split(','),
    rounds: Number(args.rounds ?? 30),
    batchMs: Number(args.batch ?? 15),
    warmMs: Number(args.warm ?? 100),
    peers: args.peers ? String(args.peers).split(',') : undefined,
    ratios: args.ratios ? String(args.ratios).split(',') : undefined,
    trace: Boolean(args.trace),
    log: (m) => console.log(m),
  });
}
if (args.out) writeFileSync(resolve(String(args.out)), JSON.stringify(result) + '\n');
