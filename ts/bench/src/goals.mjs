// Issue 14 item 5's TypeScript decode goals, read side by side: the record (make bench-ts) times
// each (data set, peer) case in a process (Node) or renderer (Chromium) of its own, and on this
// VM a whole process runs in one of two speeds (docs/benchmarks-log.md, "TypeScript decode: Node
// media's two speeds follow memory-bound kernels"), so a ratio of two separately run cases is
// partly which speed each process landed in. Here each goal's two codecs take turns in ~15 ms
// batches in one fresh process (Node: dist/ab-node.mjs) or page (Chromium) of their own, src/ab.mjs,
// and the goal is read from the median of the per-round ratios. The record runs each pair in three
// such processes (settings.mjs, ab.processes) and pools their rounds, as the JVM goals read three
// forks: six fresh processes of one pair read up to ±7 % apart (2026-12-07, media bale/avsc on
// Node 20: 1.04–1.19), so one process a pair was partly which process it got; each process's
// median is kept beside the pooled one. Two codecs per process, as every
// interleaved figure in docs/benchmarks-log.md: with more in one isolate the ratios drifted
// (section "TypeScript speed, issue 14 item 5"), so the compact goal runs one pair per candidate
// peer.
// No imports: report.mjs and test/goals.test.mjs use this module without the bundle.

/** Compact decode (`bale`) >= 1.2x the fastest JS peer, on these data sets. */
export const COMPACT_GOAL = { codec: 'bale', target: 1.2, datasets: ['media', 'twitter'] };
/** Flat decode (`bale-flat`: verify + whole value) >= 1.5x JSON.parse, on these data sets. */
export const FLAT_GOAL = { codec: 'bale-flat', peer: 'json', target: 1.5, datasets: ['media', 'twitter', 'repos'] };
/** The peers that have been the fastest non-Bale decoder on media or twitter in some record. */
export const KNOWN_FASTEST = ['msgpackr-shared', 'avsc', 'protobufjs', 'msgpackr'];

const isBale = (p) => p.startsWith('bale');
const usable = (c) => c && !c.error && !c.skipped;

/**
 * The interleaved runs of one record: per data set, the peers taking turns and the ratios read.
 * `cases`: the record's isolated cases (the fastest non-Bale, non-JSON decoder there joins the
 * known candidates; a peer skipped or failed there is left out). `only`: the data sets run.
 * @returns [{dataset, peers: [names], ratios: ['a/b'], candidates: [names]}]
 */
export function goalPlan(cases, only = null) {
  const sets = [...new Set([...COMPACT_GOAL.datasets, ...FLAT_GOAL.datasets])].filter((d) => !only || only.includes(d));
  const plan = [];
  for (const ds of sets) {
    const cs = cases.filter((c) => c.dataset === ds);
    const ran = (name) => usable(cs.find((c) => c.peer === name));
    const peers = [];
    const ratios = [];
    let candidates = [];
    if (COMPACT_GOAL.datasets.includes(ds) && ran(COMPACT_GOAL.codec)) {
      const others = cs.filter((c) => usable(c) && !isBale(c.peer) && c.peer !== 'json');
      const fastest = others.filter((c) => c.decode).sort((a, b) => b.decode.opsPerSec - a.decode.opsPerSec)[0];
      candidates = [...new Set([...(fastest ? [fastest.peer] : []), ...KNOWN_FASTEST])].filter(ran);
      if (candidates.length) {
        peers.push(COMPACT_GOAL.codec, ...candidates);
        ratios.push(...candidates.map((p) => `${COMPACT_GOAL.codec}/${p}`));
      }
    }
    if (FLAT_GOAL.datasets.includes(ds) && ran(FLAT_GOAL.codec) && ran(FLAT_GOAL.peer)) {
      peers.push(FLAT_GOAL.codec, FLAT_GOAL.peer);
      ratios.push(`${FLAT_GOAL.codec}/${FLAT_GOAL.peer}`);
    }
    if (ratios.length) plan.push({ dataset: ds, peers, ratios, candidates });
  }
  return plan;
}

/** The element at fraction `f` of the ascending array `a` (no interpolation). */
const at = (a, f) => a[Math.floor((a.length - 1) * f)];
const ascending = (xs) => [...xs].sort((x, y) => x - y);

/** The element at fraction `f` of `xs` sorted: the quantile rule of src/ab.mjs's figures. */
export const quantile = (xs, f) => at(ascending(xs), f);

/** Median, quartiles, min and max of `xs`, by the same rule (one sort). */
export function spread(xs) {
  const a = ascending(xs);
  return { median: at(a, 0.5), q1: at(a, 0.25), q3: at(a, 0.75), min: a[0], max: a[a.length - 1], rounds: a.length };
}

/**
 * The rounds of one pair's runs pooled: their spread, with `processes` the median of each run (in
 * run order). `runs`: an array per process of that process's per-round ratios.
 */
export function pooled(runs) {
  if (!runs.length || runs.some((r) => !r.length)) throw new Error('pooled: a run without rounds');
  return { ...spread(runs.flat()), processes: runs.map((r) => quantile(r, 0.5)) };
}

/** The `--processes=N` option's value (1 when absent): a whole number of 1 or more, else an error. */
export function processCount(arg) {
  const n = Number(arg ?? 1);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--processes=${arg}: a whole number of 1 or more`);
  return n;
}

/**
 * Several interleaved runs of the same comparison (src/ab.mjs's result, each from a fresh process
 * or page: ab-node.mjs --processes, chromium.mjs --ab --processes) as one: per row (data set, op;
 * the runs list them in the same order), each ratio's rounds pooled (`pooled`), the median ops/s
 * of each codec per run (`opsPerSecByProcess`) and their median (`opsPerSec`).
 */
export function poolAbRuns(results) {
  if (!results.length) throw new Error('poolAbRuns: no run');
  const [first] = results;
  const rows = first.rows.map((row, i) => {
    const same = results.map((r) => r.rows[i]);
    if (same.some((x) => !x || x.dataset !== row.dataset || x.op !== row.op)) throw new Error(`poolAbRuns: the runs differ at row ${i}`);
    const spreads = Object.fromEntries(Object.keys(row.samples).map((name) => [name, pooled(same.map((x) => x.samples[name]))]));
    const byProcess = Object.fromEntries(Object.keys(row.opsPerSec).map((n) => [n, same.map((x) => x.opsPerSec[n])]));
    return {
      dataset: row.dataset,
      op: row.op,
      ratios: Object.fromEntries(Object.entries(spreads).map(([k, v]) => [k, v.median])),
      spreads,
      samples: Object.fromEntries(Object.keys(row.samples).map((name) => [name, same.flatMap((x) => x.samples[name])])),
      opsPerSec: Object.fromEntries(Object.entries(byProcess).map(([n, v]) => [n, quantile(v, 0.5)])),
      opsPerSecByProcess: byProcess,
    };
  });
  return { clock: first.clock, processes: results.length, rows };
}

/** One line per pooled ratio: `media decode bale/avsc 1.05 [1.02-1.10] over 90 rounds; processes 1.01 1.09 1.05`. */
export function pooledLines(result, unit = 'processes') {
  const out = [];
  for (const row of result.rows) {
    for (const [name, v] of Object.entries(row.spreads)) {
      out.push(
        `${row.dataset.padEnd(8)} ${row.op.padEnd(6)} ${name} ${x2(v.median)} [${x2(v.q1)}-${x2(v.q3)}] over ${v.rounds} rounds; ${unit} ${v.processes.map(x2).join(' ')}`,
      );
    }
  }
  return out;
}

/**
 * The goal rows from the interleaved runs. `ab`: [{dataset, spreads: {'a/b': spread}, errors: {'a/b': message}}].
 * The compact goal is read against the candidate Bale is slowest against (the lowest median
 * ratio: the fastest peer side by side); met is judged on the median.
 * @returns [{goal, dataset, codec, peer, target, median, q1, q3, min, max, rounds, met, others, error?, unjudged?}]
 */
export function goalRows(plan, ab) {
  const rows = [];
  for (const p of plan) {
    const r = ab.find((x) => x.dataset === p.dataset);
    const get = (name) => r?.spreads?.[name];
    // A goal met against the measured candidates while another candidate failed is not judged
    // (met false, `unjudged` names the missing peers): the missing one may be the fastest.
    const row = (goal, codec, peer, target, s, others = [], error = undefined, missing = []) =>
      rows.push({
        goal,
        dataset: p.dataset,
        codec,
        peer,
        target,
        ...(s ?? { median: NaN, q1: NaN, q3: NaN, min: NaN, max: NaN, rounds: 0 }),
        met: s ? s.median >= target && missing.length === 0 : false,
        others,
        ...(s ? {} : { error: error ?? 'no interleaved run' }),
        ...(s && s.median >= target && missing.length ? { unjudged: missing } : {}),
      });
    if (p.candidates.length) {
      const c = COMPACT_GOAL.codec;
      const byPeer = p.candidates.map((peer) => ({ peer, s: get(`${c}/${peer}`) }));
      const measured = byPeer.filter((x) => x.s).sort((a, b) => a.s.median - b.s.median);
      const worst = measured[0];
      const failed = byPeer.filter((x) => !x.s).map((x) => ({ peer: x.peer, error: r?.errors?.[`${c}/${x.peer}`] ?? 'no interleaved run' }));
      row(
        `decode >= ${COMPACT_GOAL.target}x fastest JS peer`,
        c,
        worst?.peer ?? p.candidates[0],
        COMPACT_GOAL.target,
        worst?.s,
        [...measured.slice(1).map((x) => ({ peer: x.peer, median: x.s.median })), ...failed],
        failed[0]?.error,
        failed.map((x) => x.peer),
      );
    }
    const flatName = `${FLAT_GOAL.codec}/${FLAT_GOAL.peer}`;
    if (p.ratios.includes(flatName)) {
      row(`flat decode >= ${FLAT_GOAL.target}x JSON.parse`, FLAT_GOAL.codec, FLAT_GOAL.peer, FLAT_GOAL.target, get(flatName), [], r?.errors?.[flatName]);
    }
  }
  return rows;
}

/** The two codec names of a ratio `a/b`, cut at the first '/': a peer's name may hold one (@msgpack/msgpack), Bale's never do. */
export function splitRatio(name) {
  const cut = name.indexOf('/');
  return [name.slice(0, cut), name.slice(cut + 1)];
}

const x2 = (v) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a');

/** The markdown table of one runtime's side-by-side goals. */
export function goalTable(runtime, clock, rows) {
  const out = [];
  out.push(
    `| goal (${runtime}, ${clock === 'cpu' ? 'process CPU time' : 'wall clock'}) | data | Bale codec | against | median ratio | IQR | min–max | rounds | median per ${clock === 'cpu' ? 'process' : 'page'} | met (median) | other candidates (median) |`,
  );
  out.push('|---|---|---|---|---:|---|---|---:|---|---|---|');
  for (const r of rows) {
    const met =
      r.rounds === 0 ? `not measured: ${r.error}` : r.unjudged ? `not judged: ${r.unjudged.join(', ')} not measured` : r.met ? 'yes' : '**no**';
    out.push(
      `| ${r.goal} | ${r.dataset} | ${r.codec} | ${r.peer} | ${r.rounds ? x2(r.median) + 'x' : 'n/a'} | ${r.rounds ? `${x2(r.q1)}–${x2(r.q3)}` : ''} ` +
        `| ${r.rounds ? `${x2(r.min)}–${x2(r.max)}` : ''} | ${r.rounds} | ${(r.processes ?? []).map(x2).join(', ')} | ${met} | ${r.others.map((o) => `${o.peer} ${o.error ? 'not measured' : x2(o.median) + 'x'}`).join(', ')} |`,
    );
  }
  return out;
}

/**
 * Runs the plan: `processes` interleaved runs of two codecs per goal ratio, each by
 * `runPair(dataset, a, b)` (a fresh process or page; resolves to the ratio a/b of each round,
 * rejects on failure), their rounds pooled (`pooled`). The runs go round the ratios of a data set
 * in turn (ratio 1, 2, ..., 1, 2, ...), so a slow stretch of the machine falls on several pairs
 * rather than on all of one pair's runs. A pair with a failed run is reported failed (a run does not
 * fail by chance: the same bytes and code each time).
 * @returns {plan, ab: [{dataset, spreads, errors}], rows}
 */
export async function runGoals(plan, runPair, log = () => {}, processes = 1) {
  const ab = [];
  for (const p of plan) {
    const r = { dataset: p.dataset, spreads: {}, errors: {} };
    const runs = Object.fromEntries(p.ratios.map((name) => [name, []]));
    for (let k = 0; k < processes; k++) {
      for (const name of p.ratios) {
        if (r.errors[name]) continue;
        const [a, b] = splitRatio(name);
        try {
          runs[name].push(await runPair(p.dataset, a, b));
        } catch (e) {
          r.errors[name] = String(e && e.message ? e.message : e).split('\n')[0];
          log(`${p.dataset} ${name}: interleaved run failed: ${r.errors[name]}`);
        }
      }
    }
    for (const name of p.ratios) if (!r.errors[name]) r.spreads[name] = pooled(runs[name]);
    ab.push(r);
  }
  return { plan, ab, rows: goalRows(plan, ab) };
}
