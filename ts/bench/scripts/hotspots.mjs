// Prints the top functions by self time of a .cpuprofile (node --cpu-prof, or Chromium's
// Profiler.stop via src/chromium.mjs --profile=FILE): node scripts/hotspots.mjs FILE [N]
import { readFileSync } from 'node:fs';

const [file, n = '20'] = process.argv.slice(2);
const prof = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map((x) => [x.id, x]));
const self = new Map();
const dt = prof.timeDeltas ?? [];
for (let i = 0; i < prof.samples.length; i++) {
  const node = byId.get(prof.samples[i]);
  const cf = node.callFrame;
  const key = `${cf.functionName || '(anonymous)'}  ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(n));
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled; top ${rows.length} by self time`);
for (const [k, v] of rows) console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
