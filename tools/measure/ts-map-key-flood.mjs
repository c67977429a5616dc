// Measures the TypeScript integer-keyed map flood and its guard (docs/safety.md, "Map keys of one
// hash bucket"; FORMAT.md §7.2): V8 puts number and bigint keys of a Map in buckets by fixed
// hashes, so keys chosen to share one bucket make Map.set quadratic. Also times the guard's pass
// (the longest bucket chain the keys would make). Run: node tools/measure/ts-map-key-flood.mjs
// V8's ComputeUnseededHash (src/utils/utils.h), used for Smi keys of Map/Set: the runtime's
// transcription (ts/src/mapkeys.ts, checked against a BigInt one by ts/test/mapkeys.test.ts).
// Needs ts/ built (make ts-test, or cd ts && npm ci && npm run build).
const here = new URL(".", import.meta.url);
const mk = await import(new URL("../../ts/build/ts/src/mapkeys.js", here).href);
const v8hash = mk.int32KeyHash;
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

// The other two hashes of the guard (ts/src/mapkeys.ts, FORMAT.md §7.2): numbers that are not
// 32-bit integers (u32 keys from 2^31) and bigints (i64/u64 keys). Keys the model puts in one
// bucket must be slow in V8 too, or the model is wrong.
function collidingBy(n, bits, key, hash) {
  const mask = (1 << bits) - 1;
  const out = [];
  for (let i = 1; out.length < n; i++) {
    const k = key(i);
    if ((hash(k) & mask) === 0) out.push(k);
  }
  return out;
}
for (const n of [2048, 8192]) {
  let bits = 1; while ((1 << bits) < n) bits++;
  const u32c = collidingBy(n, bits, (i) => 2147483648 + i, mk.numberKeyHash);
  const u32r = Array.from({ length: n }, (_, i) => 2147483648 + i * 97);
  const bigc = collidingBy(n, bits, (i) => BigInt(i) * 0x9e3779b97f4a7c15n & 0xffffffffffffffffn, mk.bigintKeyHash);
  const bigr = Array.from({ length: n }, (_, i) => BigInt(i) * 0x9e3779b97f4a7c15n & 0xffffffffffffffffn);
  console.log(`n=${n}: u32 >= 2^31 colliding ${timeMap(u32c, 1).toFixed(1)} ms, ordinary ${timeMap(u32r).toFixed(2)} ms; ` +
    `bigint colliding ${timeMap(bigc, 1).toFixed(1)} ms, ordinary ${timeMap(bigr).toFixed(2)} ms`);
}

// The guard at work: decoding a compact AllTypes whose m_i32 holds n keys of one bucket (refused
// with LIMIT_EXCEEDED) against the same map with ordinary keys (decoded).
const rt = await import(new URL("../../ts/build/ts/src/index.js", here).href);
const at = await import(new URL("../../ts/build/goldens/ts/alltypes/alltypes.js", here).href);
for (const n of [8192, 32768]) {
  let bits = 1; while ((1 << bits) < n) bits++;
  const flood = at.AllTypes.create();
  flood.shape = { case: "flag", value: true };
  flood.m_i32 = new Map(collidingBy(n, bits, (i) => i, mk.int32KeyHash).map((k) => [k, ""]));
  const plain = at.AllTypes.create();
  plain.shape = { case: "flag", value: true };
  plain.m_i32 = new Map(Array.from({ length: n }, (_, i) => [Math.imul(i, 7919), ""]));
  const fb = rt.encode(at.AllTypes, flood), pb = rt.encode(at.AllTypes, plain);
  const time = (f) => { let best = Infinity, out; for (let r = 0; r < 3; r++) { const t = process.hrtime.bigint(); try { f(); out = "decoded"; } catch (e) { out = e.code; } best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6); } return `${best.toFixed(2)} ms (${out})`; };
  console.log(`n=${n}: decode of the flood (${fb.length} bytes) ${time(() => rt.decode(at.AllTypes, fb))}; ordinary keys (${pb.length} bytes) ${time(() => rt.decode(at.AllTypes, pb))}`);
}
