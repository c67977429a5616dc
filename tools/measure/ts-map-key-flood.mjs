// Measures the TypeScript integer-keyed map flood (docs/safety.md, "Not yet covered"): V8 puts
// Smi keys of a Map in buckets by ComputeUnseededHash, modelled below; keys chosen to share one
// bucket make Map.set quadratic. Also times the proposed guard (the longest bucket chain the keys
// would make, one pass over an Int32Array). Run: node tools/measure/ts-map-key-flood.mjs
// V8's ComputeUnseededHash (src/utils/utils.h), used for Smi keys of Map/Set.
function v8hash(key) {
  let h = key >>> 0;
  h = (~h + (h << 15)) >>> 0;
  h = (h ^ (h >>> 12)) >>> 0;
  h = (h + (h << 2)) >>> 0;
  h = (h ^ (h >>> 4)) >>> 0;
  h = Math.imul(h, 2057) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h & 0x3fffffff;
}
function collidingKeys(n, bits) {
  const mask = (1 << bits) - 1;
  const out = [];
  for (let k = 0; out.length < n && k < 0x3fffffff; k++) if ((v8hash(k) & mask) === 0) out.push(k);
  return out;
}
function randomKeys(n) {
  const s = new Set();
  while (s.size < n) s.add((Math.random() * 0x3fffffff) | 0);
  return [...s];
}
function timeMap(keys, reps = 3) {
  let best = Infinity;
  for (let r = 0; r < reps; r++) {
    const t = process.hrtime.bigint();
    const m = new Map();
    for (const k of keys) m.set(k, 0);
    const dt = Number(process.hrtime.bigint() - t) / 1e6;
    if (m.size !== keys.length) throw new Error("dup");
    best = Math.min(best, dt);
  }
  return best;
}
// The proposed check: predicted longest chain for the table a Map of n entries ends with
// (OrderedHashMap: capacity a power of two >= n, buckets = capacity / 2).
function longestChain(keys, counts) {
  let cap = 4;
  while (cap < keys.length) cap *= 2;
  const buckets = cap >>> 1;
  const c = counts.length >= buckets ? counts : new Int32Array(buckets);
  c.fill(0, 0, buckets);
  let max = 0;
  for (let i = 0; i < keys.length; i++) {
    const b = v8hash(keys[i]) & (buckets - 1);
    const v = ++c[b];
    if (v > max) max = v;
  }
  return max;
}
function timeCheck(keys, reps = 5) {
  const counts = new Int32Array(1 << 20);
  let best = Infinity, max = 0;
  for (let r = 0; r < reps; r++) {
    const t = process.hrtime.bigint();
    max = longestChain(keys, counts);
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
  }
  return { ms: best, max };
}
console.log(`node ${process.version}`);
// Sanity: does our hash model V8? Colliding keys must be slow, random fast.
for (const n of [2048, 4096, 8192, 16384, 32768]) {
  let bits = 1; while ((1 << bits) < n) bits++; // buckets of the final table: n/2 .. n
  const ck = collidingKeys(n, bits);
  const rk = randomKeys(n);
  const tc = timeMap(ck, 1), tr = timeMap(rk);
  const cc = timeCheck(ck), cr = timeCheck(rk);
  console.log(`n=${n}: Map of colliding keys ${tc.toFixed(1)} ms, random ${tr.toFixed(2)} ms; check: colliding max chain ${cc.max} in ${cc.ms.toFixed(3)} ms, random max chain ${cr.max} in ${cr.ms.toFixed(3)} ms`);
}
for (const n of [100000, 1000000]) {
  const rk = randomKeys(n);
  const seq = Array.from({ length: n }, (_, i) => i);
  const tr = timeMap(rk), ts = timeMap(seq);
  const cr = timeCheck(rk), cs = timeCheck(seq);
  console.log(`n=${n}: Map random ${tr.toFixed(1)} ms, check ${cr.ms.toFixed(2)} ms (max chain ${cr.max}); sequential keys Map ${ts.toFixed(1)} ms, check ${cs.ms.toFixed(2)} ms (max chain ${cs.max})`);
}
