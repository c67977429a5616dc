// The reading of issue 14's decode goals side by side (src/goals.mjs): which runs are planned,
// which peer a goal is read against, and met / not met from the median.
//   node --test ts/bench/test/   (make ts-test runs it)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { goalPlan, goalRows, goalTable, poolAbRuns, pooled, pooledLines, processCount, runGoals, spread } from '../src/goals.mjs';

const dec = (opsPerSec) => ({ decode: { opsPerSec } });
const CASES = [
  { dataset: 'media', peer: 'bale', ...dec(1000) },
  { dataset: 'media', peer: 'bale-flat', ...dec(400) },
  { dataset: 'media', peer: 'json', ...dec(200) },
  { dataset: 'media', peer: '@msgpack/msgpack', ...dec(1200) },
  { dataset: 'media', peer: 'avsc', ...dec(900) },
  { dataset: 'media', peer: 'msgpackr-shared', ...dec(800) },
  { dataset: 'media', peer: 'protobufjs', skipped: 'no schema' },
  { dataset: 'media', peer: 'msgpackr', error: 'boom' },
  { dataset: 'repos', peer: 'bale', ...dec(100) },
  { dataset: 'repos', peer: 'bale-flat', ...dec(50) },
  { dataset: 'repos', peer: 'json', ...dec(20) },
  { dataset: 'citm', peer: 'bale', ...dec(10) },
  { dataset: 'citm', peer: 'json', ...dec(5) },
];

test('the plan: the isolated fastest peer joins the known candidates; skipped and failed peers are left out', () => {
  const plan = goalPlan(CASES);
  assert.deepEqual(plan.map((p) => p.dataset), ['media', 'repos']);
  const media = plan[0];
  assert.deepEqual(media.candidates, ['@msgpack/msgpack', 'msgpackr-shared', 'avsc']);
  assert.deepEqual(media.peers, ['bale', '@msgpack/msgpack', 'msgpackr-shared', 'avsc', 'bale-flat', 'json']);
  assert.deepEqual(media.ratios, ['bale/@msgpack/msgpack', 'bale/msgpackr-shared', 'bale/avsc', 'bale-flat/json']);
  // repos carries only the flat goal
  assert.deepEqual(plan[1], { dataset: 'repos', peers: ['bale-flat', 'json'], ratios: ['bale-flat/json'], candidates: [] });
  assert.deepEqual(goalPlan(CASES, ['repos']).map((p) => p.dataset), ['repos']);
});

test('spread: median, quartiles and range by the rule of src/ab.mjs', () => {
  assert.deepEqual(spread([5, 1, 4, 2, 3]), { median: 3, q1: 2, q3: 4, min: 1, max: 5, rounds: 5 });
  assert.deepEqual(spread([2, 1, 4, 3]), { median: 2, q1: 1, q3: 3, min: 1, max: 4, rounds: 4 });
});

const s = (median, q1 = median - 0.05, q3 = median + 0.05) => ({ median, q1, q3, min: q1 - 0.1, max: q3 + 0.1, rounds: 30 });

test('the compact goal is read against the candidate with the lowest median, met judged on the median', () => {
  const plan = goalPlan(CASES);
  const ab = [
    { dataset: 'media', spreads: { 'bale/@msgpack/msgpack': s(1.5), 'bale/msgpackr-shared': s(1.19, 1.1, 1.3), 'bale/avsc': s(1.25), 'bale-flat/json': s(1.5) } },
    { dataset: 'repos', spreads: { 'bale-flat/json': s(1.49, 1.45, 1.6) } },
  ];
  const rows = goalRows(plan, ab);
  assert.equal(rows.length, 3);
  const [compact, flatMedia, flatRepos] = rows;
  assert.equal(compact.peer, 'msgpackr-shared');
  assert.equal(compact.median, 1.19);
  assert.equal(compact.met, false, '1.19x is below 1.2x although its upper quartile is above');
  assert.deepEqual(compact.others, [{ peer: 'avsc', median: 1.25 }, { peer: '@msgpack/msgpack', median: 1.5 }]);
  assert.equal(flatMedia.met, true, '1.5x meets >= 1.5x');
  assert.equal(flatMedia.target, 1.5);
  assert.equal(flatRepos.met, false);
  // above the line on every candidate: met
  const ab2 = [{ dataset: 'media', spreads: { 'bale/@msgpack/msgpack': s(1.3), 'bale/msgpackr-shared': s(1.21), 'bale/avsc': s(1.4), 'bale-flat/json': s(1) } }];
  const rows2 = goalRows(plan.slice(0, 1), ab2);
  assert.equal(rows2[0].peer, 'msgpackr-shared');
  assert.equal(rows2[0].met, true);
  assert.equal(rows2[1].met, false);
});

test('a failed or missing run is not measured, never met', () => {
  const plan = goalPlan(CASES);
  const rows = goalRows(plan, [{ dataset: 'media', spreads: {}, errors: { 'bale/@msgpack/msgpack': 'no peer x' } }]);
  assert.equal(rows.length, 3);
  assert.ok(rows.every((r) => r.met === false && r.rounds === 0));
  assert.equal(rows[0].error, 'no peer x');
  assert.equal(rows[2].error, 'no interleaved run');
  const table = goalTable('node', 'cpu', rows).join('\n');
  assert.match(table, /not measured: no peer x/);
  assert.doesNotMatch(table, /\| yes \|/);
});

test('runGoals: one two-codec run per ratio; a failed candidate is named, the others still read', async () => {
  const plan = goalPlan(CASES);
  const calls = [];
  const medians = { 'media bale/@msgpack/msgpack': 1.6, 'media bale/avsc': 1.3, 'media bale-flat/json': 2, 'repos bale-flat/json': 1.7 };
  const got = await runGoals(plan, async (ds, a, b) => {
    calls.push(`${ds} ${a}/${b}`);
    if (b === 'msgpackr-shared') throw new Error('page crashed\nstack');
    const m = medians[`${ds} ${a}/${b}`];
    return [m - 0.1, m, m + 0.1];
  });
  assert.deepEqual(calls, ['media bale/@msgpack/msgpack', 'media bale/msgpackr-shared', 'media bale/avsc', 'media bale-flat/json', 'repos bale-flat/json']);
  assert.equal(got.ab[0].errors['bale/msgpackr-shared'], 'page crashed');
  const [compact, flatMedia, flatRepos] = got.rows;
  assert.equal(compact.peer, 'avsc');
  assert.equal(compact.met, false, 'above the line on the measured candidates, but the failed one may be the fastest');
  assert.deepEqual(compact.unjudged, ['msgpackr-shared']);
  assert.deepEqual(compact.others, [{ peer: '@msgpack/msgpack', median: 1.6 }, { peer: 'msgpackr-shared', error: 'page crashed' }]);
  assert.match(goalTable('node', 'cpu', [compact])[2], /\| not judged: msgpackr-shared not measured \| @msgpack\/msgpack 1\.60x, msgpackr-shared not measured \|$/);
  assert.equal(flatMedia.met, true);
  assert.equal(flatRepos.met, true);
});

test('the table gives median, IQR, range, rounds and met', () => {
  const plan = goalPlan(CASES);
  const rows = goalRows(plan, [
    { dataset: 'media', spreads: { 'bale/@msgpack/msgpack': s(1.5), 'bale/msgpackr-shared': s(1.22, 1.18, 1.27), 'bale/avsc': s(1.3), 'bale-flat/json': s(1.4) } },
  ]);
  const lines = goalTable('chromium', 'wall', rows);
  assert.match(lines[0], /chromium, wall clock/);
  assert.equal(lines[2], '| decode >= 1.2x fastest JS peer | media | bale | msgpackr-shared | 1.22x | 1.18–1.27 | 1.08–1.37 | 30 |  | yes | avsc 1.30x, @msgpack/msgpack 1.50x |');
  assert.equal(lines[3], '| flat decode >= 1.5x JSON.parse | media | bale-flat | json | 1.40x | 1.35–1.45 | 1.25–1.55 | 30 |  | **no** |  |');
});

test('pooled: the rounds of every run in one spread, each run\'s median beside it', () => {
  assert.deepEqual(pooled([[1, 2, 3], [4, 5, 6], [7, 8, 9]]), { median: 5, q1: 3, q3: 7, min: 1, max: 9, rounds: 9, processes: [2, 5, 8] });
  assert.throws(() => pooled([]), /without rounds/);
  assert.throws(() => pooled([[1], []]), /without rounds/);
});

test('runGoals with three processes: the runs go round the ratios, their rounds are pooled, a failed run fails its pair', async () => {
  const plan = goalPlan(CASES, ['repos', 'media']);
  const calls = [];
  let n = 0;
  const got = await runGoals(
    plan,
    async (ds, a, b) => {
      calls.push(`${ds} ${a}/${b}`);
      if (b === 'avsc' && calls.filter((c) => c.endsWith('/avsc')).length === 2) throw new Error('second avsc run died');
      n++;
      return [1 + n / 100, 1.5 + n / 100];
    },
    () => {},
    3,
  );
  const media = ['bale/@msgpack/msgpack', 'bale/msgpackr-shared', 'bale/avsc', 'bale-flat/json'].map((r) => `media ${r}`);
  // round 1 over every ratio, then round 2 (avsc fails in it and is not run again), then round 3
  assert.deepEqual(calls, [...media, ...media, ...media.filter((c) => !c.endsWith('avsc')), 'repos bale-flat/json', 'repos bale-flat/json', 'repos bale-flat/json']);
  assert.equal(got.ab[0].errors['bale/avsc'], 'second avsc run died');
  assert.equal(got.ab[0].spreads['bale/avsc'], undefined);
  const flat = got.ab[0].spreads['bale-flat/json'];
  assert.equal(flat.rounds, 6);
  assert.deepEqual(flat.processes, [1.04, 1.07, 1.1]);
  const [compact] = got.rows;
  // @msgpack/msgpack's rounds 1.01, 1.51, 1.05, 1.55, 1.08, 1.58: pooled median 1.08, below
  // msgpackr-shared's 1.09, so the goal is read against it; below the line, so judged (not met)
  assert.equal(compact.peer, '@msgpack/msgpack');
  assert.equal(compact.median, 1.08);
  assert.deepEqual(compact.processes, [1.01, 1.05, 1.08]);
  assert.equal(compact.met, false);
  assert.equal(compact.unjudged, undefined);
  assert.deepEqual(compact.others, [{ peer: 'msgpackr-shared', median: 1.09 }, { peer: 'avsc', error: 'second avsc run died' }]);
  assert.match(goalTable('node', 'cpu', got.rows)[3], /\| 6 \| 1\.04, 1\.07, 1\.10 \|/);
});

test('poolAbRuns: the runs of one comparison as one, row by row; runs that differ are refused', () => {
  const run = (k) => ({
    clock: 'cpu',
    rows: [
      { dataset: 'media', op: 'decode', samples: { 'bale/avsc': [1 + k, 2 + k, 3 + k] }, opsPerSec: { bale: 100 * (k + 1), avsc: 50 } },
      { dataset: 'twitter', op: 'decode', samples: { 'bale/avsc': [10 + k] }, opsPerSec: { bale: 7, avsc: 3 } },
    ],
  });
  const got = poolAbRuns([run(0), run(1), run(2)]);
  assert.equal(got.processes, 3);
  assert.equal(got.clock, 'cpu');
  const [media, twitter] = got.rows;
  assert.deepEqual(media.spreads['bale/avsc'], { median: 3, q1: 2, q3: 4, min: 1, max: 5, rounds: 9, processes: [2, 3, 4] });
  assert.equal(media.ratios['bale/avsc'], 3);
  assert.deepEqual(media.samples['bale/avsc'], [1, 2, 3, 2, 3, 4, 3, 4, 5]);
  assert.deepEqual(media.opsPerSecByProcess.bale, [100, 200, 300]);
  assert.equal(media.opsPerSec.bale, 200);
  assert.deepEqual(twitter.spreads['bale/avsc'].processes, [10, 11, 12]);
  assert.deepEqual(pooledLines(got, 'pages'), [
    'media    decode bale/avsc 3.00 [2.00-4.00] over 9 rounds; pages 2.00 3.00 4.00',
    'twitter  decode bale/avsc 11.00 [10.00-11.00] over 3 rounds; pages 10.00 11.00 12.00', // quartiles by src/ab.mjs's rule, no interpolation,
  ]);
  const other = run(0);
  other.rows[1].dataset = 'repos';
  assert.throws(() => poolAbRuns([run(0), other]), /differ at row 1/);
  assert.throws(() => poolAbRuns([]), /no run/);
});

test('processCount: 1 when absent, a whole number of 1 or more, else an error', () => {
  assert.equal(processCount(undefined), 1);
  assert.equal(processCount('3'), 3);
  for (const bad of ['0', '-1', '1.5', 'x']) assert.throws(() => processCount(bad), /a whole number of 1 or more/);
});
