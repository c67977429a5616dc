// Run lengths. full: the record run (make bench-ts, ~5 min per runtime on 2 cores); quick: every
// case briefly (make bench-ts-quick); smoke: round trip and sizes only, no timing.
// minIters: tinybench's minimum sample count (its `iterations`), which decides the time of slow
// cases (canada at ~20 ops/s); warmupIters likewise for the warm-up.
// ab: the issue-14 decode goals read side by side (src/goals.mjs, src/ab.mjs): rounds of batches
// of batchMs per codec, after warmMs of warm-up per codec (50 ms left twitter's flat decode cold:
// bale-flat/json 0.76x in --quick, 3.28x after 200 ms, 09:47 UTC, load ~14); each pair runs in
// `processes` fresh processes (pages) and their rounds are pooled (src/goals.mjs).
export function settings(mode) {
  if (mode === 'smoke') return { timeMs: 0, warmupMs: 0, minIters: 0, warmupIters: 0, only: null, ab: { rounds: 1, batchMs: 1, warmMs: 1, processes: 1 } };
  if (mode === 'quick') return { timeMs: 150, warmupMs: 50, minIters: 8, warmupIters: 2, only: null, ab: { rounds: 8, batchMs: 10, warmMs: 200, processes: 1 } };
  return { timeMs: 1500, warmupMs: 500, minIters: 32, warmupIters: 8, only: null, ab: { rounds: 30, batchMs: 15, warmMs: 200, processes: 3 } };
}
