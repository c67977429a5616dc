// Writes testdata/corrupt/mapkeys.json (compact) and testdata/corrupt/flat/mapkeys.json (flat):
// alltypes.AllTypes roots with one integer- or enum-keyed map whose keys all fall into bucket 0 of
// V8's table (FORMAT.md §7.2), each refused with LIMIT_EXCEEDED at the first entry followed
// (entry 128). The offsets are those the TypeScript reader reports; the Java readers (generated,
// dynamic, inspector, checked access) are held to the same by the corrupt-corpus tests.
// Run from the repository root after building ts/ (cd ts && npm ci && npm run build):
//   node tools/mapkeys-corrupt/make.mjs
import { writeFileSync } from "node:fs";

const root = new URL("../../", import.meta.url);
const rt = await import(new URL("ts/build/ts/src/index.js", root).href);
const mk = await import(new URL("ts/build/ts/src/mapkeys.js", root).href);
const at = await import(new URL("ts/build/goldens/ts/alltypes/alltypes.js", root).href);

/** `n` distinct keys whose hash has its low 8 bits zero (bucket 0 of a 128-bucket table and of every smaller one). */
function colliding(n, key, hash) {
  const out = [];
  for (let i = 1; out.length < n; i++) {
    const k = key(i);
    if ((hash(k) & 0xff) === 0) out.push(k);
  }
  return out;
}

const N = 130;
const maps = [
  ["m_i32", "i32 keys", colliding(N, (i) => i, mk.numberKeyHash), (k) => [k, ""]],
  ["m_u32", "u32 keys from 2^31 (doubles in V8)", colliding(N, (i) => 2147483648 + i, mk.numberKeyHash), (k) => [k, 0]],
  ["m_i64", "i64 keys (bigints in V8)", colliding(N, (i) => BigInt(-i), mk.bigintKeyHash), (k) => [k, 0]],
  ["m_enum", "enum keys (unknown values of an open enum)", colliding(N, (i) => i, mk.numberKeyHash), (k) => [k, ""]],
];

function hex(bytes) {
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join(" ");
}

function refusal(f) {
  try {
    f();
  } catch (e) {
    if (e.code === "LIMIT_EXCEEDED") return e;
    throw e;
  }
  throw new Error("not refused");
}

const compact = [];
const flat = [];
for (const [field, what, keys, entry] of maps) {
  const v = at.AllTypes.create();
  v.shape = { case: "flag", value: true };
  v[field] = new Map(keys.map(entry));
  const c = rt.encode(at.AllTypes, v);
  const ec = refusal(() => rt.decode(at.AllTypes, c));
  compact.push({
    name: `mapkeys.${field}-one-bucket`,
    schema: "alltypes.bale",
    type: "alltypes.AllTypes",
    hex: hex(c),
    code: "LIMIT_EXCEEDED",
    offset: ec.offset,
    note: `${N} ${what} in one V8 hash bucket (FORMAT.md §7.2): refused at entry 128, after its key`,
  });
  const f = rt.encodeFlat(at.AllTypes$flat, v);
  const ef = refusal(() => rt.verifyFlat(at.AllTypes$flat, f));
  flat.push({
    name: `flat.mapkeys.${field}-one-bucket`,
    schema: "alltypes.bale",
    type: "alltypes.AllTypes",
    codec: "flat",
    hex: hex(f),
    code: "LIMIT_EXCEEDED",
    offset: ef.offset,
    note: `${N} ${what} in one V8 hash bucket (FORMAT.md §7.2): refused at entry 128`,
  });
}
const out = (cases) => "[\n" + cases.map((c) => "  " + JSON.stringify(c)).join(",\n") + "\n]\n";
writeFileSync(new URL("testdata/corrupt/mapkeys.json", root), out(compact));
writeFileSync(new URL("testdata/corrupt/flat/mapkeys.json", root), out(flat));
console.log(`wrote ${compact.length} compact and ${flat.length} flat cases`);
