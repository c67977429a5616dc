// The key-spread guard of integer- and enum-keyed maps (FORMAT.md §7.2, src/mapkeys.ts): its
// hashes agree with a plain BigInt transcription of V8's two integer hashes; keys chosen to share
// one bucket of V8's table end in LIMIT_EXCEEDED (compact decode, flat verify, checked access),
// including keys that share a bucket only while the table is small, and in the JSON bridge
// (JSON_LIMIT_EXCEEDED); ordinary keys pass.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BaleError, decode, decodeFlat, encode, encodeFlat, verifyFlat } from "@bale-dev/runtime";
import {
  MAP_KEY_CHAIN_LIMIT,
  MAP_KEY_SPREAD_FROM,
  MapKeySpread,
  bigintKeyHash,
  int32KeyHash,
  longKeyHash,
  numberKeyHash,
} from "../src/mapkeys.js";
import { BaleJsonError, fromJson } from "@bale-dev/runtime/json";
import { $meta as allMeta, AllTypes, AllTypes$flat, AllTypesView } from "../../goldens/ts/alltypes/alltypes.js";

const M64 = (1n << 64n) - 1n;
const M32 = (1n << 32n) - 1n;

// V8's ComputeLongHash on 64-bit integers, written with BigInt: the reference for longKeyHash.
function longRef(key: bigint): number {
  let h = key & M64;
  h = (~h + (h << 18n)) & M64;
  h = h ^ (h >> 31n);
  h = (h * 21n) & M64;
  h = h ^ (h >> 11n);
  h = (h + (h << 6n)) & M64;
  h = h ^ (h >> 22n);
  return Number(h & 0x3fffffffn);
}

// V8's ComputeUnseededHash on 32-bit integers, written with BigInt.
function int32Ref(key: number): number {
  let h = BigInt(key >>> 0);
  h = (~h + (h << 15n)) & M32;
  h = h ^ (h >> 12n);
  h = (h + (h << 2n)) & M32;
  h = h ^ (h >> 4n);
  h = (h * 2057n) & M32;
  h = h ^ (h >> 16n);
  return Number(h & 0x3fffffffn);
}

// A small deterministic generator (xorshift64*), so that a failure replays.
function rng(seed: bigint): () => bigint {
  let s = seed;
  return () => {
    s ^= s >> 12n;
    s ^= (s << 25n) & M64;
    s ^= s >> 27n;
    return (s * 0x2545f4914f6cdd1dn) & M64;
  };
}

test("the hashes are V8's (checked against a BigInt transcription)", () => {
  const next = rng(0x9e3779b97f4a7c15n);
  for (let i = 0; i < 20000; i++) {
    const v = next();
    assert.equal(longKeyHash(Number(v >> 32n), Number(v & M32)), longRef(v), `long ${v}`);
    const k = Number(v & M32) | 0;
    assert.equal(int32KeyHash(k), int32Ref(k), `int32 ${k}`);
  }
  for (const v of [0n, 1n, M64, 1n << 63n, (1n << 63n) - 1n]) {
    assert.equal(longKeyHash(Number(v >> 32n), Number(v & M32)), longRef(v));
  }
  // Numbers: 32-bit integers by the 32-bit hash, others (u32 above 2^31) by their double's bits.
  assert.equal(numberKeyHash(-5), int32Ref(-5));
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, 4294967295, true);
  assert.equal(numberKeyHash(4294967295), longRef(dv.getBigUint64(0, true)));
  // Bigints: the magnitude's low 64 bits; 0n hashes to 0.
  assert.equal(bigintKeyHash(0n), 0);
  assert.equal(bigintKeyHash(-7n), longRef(7n));
  assert.equal(bigintKeyHash(-(1n << 63n)), longRef(1n << 63n));
  assert.equal(bigintKeyHash(M64), longRef(M64));
});

/** `n` distinct keys whose hash has its low `bits` bits zero (all in bucket 0 of 2^bits buckets). */
function colliding<K>(n: number, bits: number, key: (i: number) => K, hash: (k: K) => number): K[] {
  const mask = (1 << bits) - 1;
  const out: K[] = [];
  for (let i = 1; out.length < n; i++) {
    const k = key(i);
    if ((hash(k) & mask) === 0) out.push(k);
  }
  return out;
}

/** An AllTypes value that encodes (its required union set). */
function allTypes(): AllTypes {
  const v = AllTypes.create();
  v.shape = { case: "flag", value: true };
  return v;
}

function refusal(f: () => unknown): BaleError {
  try {
    f();
  } catch (e) {
    if (e instanceof BaleError) return e;
    throw e;
  }
  assert.fail("expected LIMIT_EXCEEDED");
}

test("a map of keys chosen for one bucket is refused: compact, flat verify, checked access", () => {
  // 2,048 i32 keys in bucket 0 of the final table (1,024 buckets) and of every smaller one.
  const keys = colliding(2048, 10, (i) => i, int32KeyHash);
  const value = allTypes();
  value.m_i32 = new Map(keys.map((k) => [k, ""]));
  const compact = encode(AllTypes, value);
  const e1 = refusal(() => decode(AllTypes, compact));
  assert.equal(e1.code, "LIMIT_EXCEEDED");
  assert.match(e1.path, /m_i32/);
  assert.match(e1.detail, /share one hash bucket/);
  const flat = encodeFlat(AllTypes$flat, value);
  const e2 = refusal(() => verifyFlat(AllTypes$flat, flat));
  assert.equal(e2.code, "LIMIT_EXCEEDED");
  assert.match(e2.path, /m_i32/);
  assert.equal(refusal(() => decodeFlat(AllTypes$flat, flat)).code, "LIMIT_EXCEEDED");
  assert.equal(refusal(() => new AllTypesView().wrap(flat).m_i32).code, "LIMIT_EXCEEDED");
  // The keys past the threshold: entry MAP_KEY_SPREAD_FROM (the first followed) already finds
  // its bucket over the limit, since all of the first 129 share it.
  assert.ok(MAP_KEY_SPREAD_FROM + 1 > MAP_KEY_CHAIN_LIMIT);
});

test("u32 keys above 2^31 (doubles to V8) and i64 keys (bigints) are followed too", () => {
  const u32 = colliding(1024, 9, (i) => 2147483648 + i * 7, numberKeyHash);
  const a = allTypes();
  a.m_u32 = new Map(u32.map((k) => [k, 0]));
  assert.equal(refusal(() => decode(AllTypes, encode(AllTypes, a))).code, "LIMIT_EXCEEDED");
  assert.equal(refusal(() => verifyFlat(AllTypes$flat, encodeFlat(AllTypes$flat, a))).code, "LIMIT_EXCEEDED");
  const next = rng(12345n);
  const i64 = colliding(1024, 9, () => BigInt.asIntN(64, next()), bigintKeyHash);
  const b = allTypes();
  b.m_i64 = new Map(i64.map((k) => [k, 0]));
  assert.equal(refusal(() => decode(AllTypes, encode(AllTypes, b))).code, "LIMIT_EXCEEDED");
  assert.equal(refusal(() => verifyFlat(AllTypes$flat, encodeFlat(AllTypes$flat, b))).code, "LIMIT_EXCEEDED");
});

test("keys that share a bucket only while the table is small are refused as they arrive", () => {
  // 1,000 ordinary keys, then 300 keys in bucket 0 of the 1,024 buckets V8's table has from 1,025
  // to 2,048 entries, then 100,000 ordinary keys. In the final table (65,536 buckets) the 300 fall
  // into 64 buckets, about 5 a bucket: a check of the final table alone would pass them.
  const ordinary = (i: number) => -i;
  const keys: number[] = Array.from({ length: 1000 }, (_, i) => ordinary(i + 1));
  const chosen = colliding(300, 10, (i) => i, int32KeyHash);
  keys.push(...chosen);
  for (let i = 1001; keys.length < 101300; i++) keys.push(ordinary(i));
  let finalMax = 0;
  const counts = new Int32Array(65536);
  for (const k of keys) finalMax = Math.max(finalMax, ++counts[int32KeyHash(k) & 65535]!);
  assert.ok(finalMax <= MAP_KEY_CHAIN_LIMIT, `final table's longest chain ${finalMax}`);
  const g = new MapKeySpread(keys.length);
  let refusedAt = -1;
  for (let i = 0; i < keys.length; i++) {
    if (!g.number(keys[i]!)) {
      refusedAt = i;
      break;
    }
  }
  assert.ok(refusedAt >= 1000 && refusedAt < 1300, `refused at ${refusedAt}`);
  const value = allTypes();
  value.m_i32 = new Map(keys.map((k) => [k, ""]));
  const e = refusal(() => decode(AllTypes, encode(AllTypes, value)));
  assert.equal(e.code, "LIMIT_EXCEEDED");
  assert.match(e.path, new RegExp(`m_i32\\[${refusedAt}\\]`));
});

test("ordinary keys pass: sequential, random, strided, 8- and 16-bit, 64-bit", () => {
  const next = rng(777n);
  const sets: number[][] = [
    Array.from({ length: 100000 }, (_, i) => i),
    Array.from({ length: 100000 }, (_, i) => i * 1024),
    Array.from({ length: 100000 }, (_, i) => -i - 1),
    [...new Set(Array.from({ length: 100000 }, () => Number(next() & M32) | 0))],
    Array.from({ length: 65536 }, (_, i) => i), // every u16
  ];
  for (const keys of sets) {
    const g = new MapKeySpread(keys.length);
    for (const k of keys) assert.ok(g.number(k), `key ${k} of a set of ${keys.length}`);
  }
  const big = new MapKeySpread(100000);
  for (let i = 0; i < 100000; i++) assert.ok(big.bigint(BigInt(i) << 32n));
  const value = allTypes();
  value.m_i32 = new Map(sets[3]!.slice(0, 5000).map((k) => [k, "x"]));
  assert.deepEqual(decode(AllTypes, encode(AllTypes, value)).m_i32, value.m_i32);
  assert.deepEqual(decodeFlat(AllTypes$flat, encodeFlat(AllTypes$flat, value)).m_i32, value.m_i32);
});

test("the JSON bridge refuses the same maps with JSON_LIMIT_EXCEEDED, lenient duplicates counted once", () => {
  const json = (keys: number[]) =>
    `{"shape": {"flag": true}, "m_i32": {${keys.map((k) => `"${k}": "v"`).join(", ")}}}`;
  const flood = colliding(1024, 9, (i) => i, int32KeyHash);
  let code = "none";
  try {
    fromJson(allMeta, "alltypes.AllTypes", json(flood));
  } catch (e) {
    assert.ok(e instanceof BaleJsonError);
    code = e.code;
    assert.match(e.path, /m_i32/);
  }
  assert.equal(code, "JSON_LIMIT_EXCEEDED");
  // Ordinary keys pass, and a key given twice is one entry (the later value wins at the earlier
  // key's place): 40 keys of one bucket, each twice, beside 200 ordinary keys stay under 64.
  const ordinary = Array.from({ length: 3000 }, (_, i) => i * 31);
  const value = fromJson<AllTypes>(allMeta, "alltypes.AllTypes", json(ordinary));
  assert.equal(value.m_i32.size, 3000);
  const few = colliding(40, 9, (i) => i, int32KeyHash);
  const spread = Array.from({ length: 200 }, (_, i) => -1 - i);
  const twice = fromJson<AllTypes>(allMeta, "alltypes.AllTypes", json([...spread, ...few, ...few]));
  assert.equal(twice.m_i32.size, 240);
});
