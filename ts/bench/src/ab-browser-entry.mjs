// The page script of the interleaved comparison in Chromium (node src/chromium.mjs --ab ...), and
// of the record's issue-14 decode goals read side by side (src/chromium.mjs, query goals=1 with
// the plan of src/goals.mjs as JSON in `plan`).
import { loadDatasets } from './datasets.mjs';
import { runAb } from './ab.mjs';
import { runGoals } from './goals.mjs';
import { settings } from './settings.mjs';

const params = new URLSearchParams(location.search);
if (params.get('goals')) {
  try {
    const plan = JSON.parse(params.get('plan'));
    const datasets = await loadDatasets(async (f) => {
      const r = await fetch('/data/' + f);
      if (!r.ok) throw new Error(`${f}: HTTP ${r.status}`);
      return r.text();
    }, plan.map((p) => p.dataset));
    const goalsAb = await runGoals(runAb, datasets, plan, { ...settings(params.get('mode') ?? 'quick').ab, log: (m) => console.log(m) });
    window.__baleBench = { cases: [], goalsAb };
  } catch (e) {
    window.__baleBench = { cases: [], fatal: String(e && e.stack ? e.stack : e) };
  }
} else try {
  const datasets = await loadDatasets(async (f) => {
    const r = await fetch('/data/' + f);
    if (!r.ok) throw new Error(`${f}: HTTP ${r.status}`);
    return r.text();
  }, (params.get('only') ?? 'media,twitter,repos').split(','));
  const ab = await runAb(datasets, {
    ops: (params.get('ops') ?? 'decode,encode').split(','),
    rounds: Number(params.get('rounds') ?? 30),
    batchMs: Number(params.get('batch') ?? 15),
    peers: params.get('peers')?.split(','),
    ratios: params.get('ratios')?.split(','),
    trace: params.get('trace') === '1',
    log: (m) => console.log(m),
  });
  window.__baleBench = { cases: [], ab };
} catch (e) {
  window.__baleBench = { cases: [], fatal: String(e && e.stack ? e.stack : e) };
}
