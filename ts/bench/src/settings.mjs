// Run lengths. full: the record run (make bench-ts, ~5 min per runtime on 2 cores); quick: every
// case briefly (make bench-ts-quick); smoke: round trip and sizes only, no timing.
export function settings(mode) {
  if (mode === 'smoke') return { timeMs: 0, warmupMs: 0, only: null };
  if (mode === 'quick') return { timeMs: 150, warmupMs: 50, only: null };
  return { timeMs: 1500, warmupMs: 500, only: null };
}
