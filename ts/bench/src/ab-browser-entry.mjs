// The page script of the interleaved comparison in Chromium (node src/chromium.mjs --ab ..., and the
// record's goals read side by side: src/chromium.mjs, src/goals.mjs).
import { loadDatasets } from './datasets.mjs';
import { runAb } from './ab.mjs';

const params = new URLSearchParams(location.search);
try {
  const datasets = await loadDatasets(async (f) => {
    const r = await fetch('/data/' + f);
    if (!r.ok) throw new Error(`${f}: HTTP ${r.status}`);
    return r.text();
  }, (params.get('only') ?? 'media,twitter,repos').split(','));
  const ab = await runAb(datasets, {
    ops: (params.get('ops') ?? 'decode,encode').split(','),
    rounds: Number(params.get('rounds') ?? 30),
    batchMs: Number(params.get('batch') ?? 15),
    warmMs: Number(params.get('warm') ?? 100),
    peers: params.get('peers')?.split(','),
    ratios: params.get('ratios')?.split(','),
    trace: params.get('trace') === '1',
    log: (m) => console.log(m),
  });
  window.__baleBench = { cases: [], ab };
} catch (e) {
  window.__baleBench = { cases: [], fatal: String(e && e.stack ? e.stack : e) };
}
