/**
 * The byte-fuzzing targets of the TypeScript runtime, shared by the fast-check properties of
 * `make ts-test` (fuzz.test.ts, a few thousand runs) and the long campaigns of `make fuzz-ts`
 * (fuzz-campaign.ts, a million runs per target): seeds from the conformance vectors, seeded edits
 * of their bytes, and one probe per target that lets only a BaleError escape.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { BaleError, CompactReader, CompactWriter, MessageStreamDecoder, decodeFlat, verifyFlat, type MessageType } from "@bale-dev/runtime";
import { unhex } from "./conformance.js";
import { load } from "./files.js";
import { SCHEMAS } from "./registry.js";
import { walkView } from "./walk.js";
import { BaleJsonError, fromJson, toJson } from "@bale-dev/runtime/json";
import { $meta as allMeta } from "../../../goldens/ts/alltypes/alltypes.js";

export interface Seed {
  name: string;
  type: (typeof SCHEMAS)[string]["messages"][string];
  bytes: Uint8Array;
  frame: boolean;
}

/** Every vector's compact bytes with its generated type. */
export function seeds(): Seed[] {
  const out: Seed[] = [];
  for (const f of load("vectors")) {
    for (const c of f.cases) {
      const t = SCHEMAS[String(c["schema"])]?.messages[String(c["type"])];
      if (t === undefined) continue;
      const frame = (c["options"] as { frame?: boolean } | undefined)?.frame === true;
      out.push({ name: String(c["name"]), type: t, bytes: unhex(String(c["hex"])), frame });
    }
  }
  return out;
}

/** Compact: decodes; a value must re-encode and decode again. Returns the error code or "ok". */
export function probe(s: Seed, bytes: Uint8Array): string {
  const r = new CompactReader();
  try {
    const v = s.frame ? r.decodeFramed(s.type, bytes) : r.decode(s.type, bytes);
    const again = new CompactWriter().encode(s.type, v);
    new CompactReader().decode(s.type, again);
    return "ok";
  } catch (e) {
    if (e instanceof BaleError) return e.code;
    throw new Error(`${s.name}: ${e instanceof Error ? e.stack : String(e)} for ${[...bytes].join(",")}`);
  }
}

/** Edits of compact bytes: bit flips, byte overwrites, insertions, deletions. */
export function compactEdits(count: number): fc.Arbitrary<{ seed: number; ops: CompactOp[] }> {
  return fc.record({
    seed: fc.nat({ max: count - 1 }),
    ops: fc.array(
      fc.oneof(
        fc.record({ k: fc.constant("flip" as const), at: fc.nat(), bit: fc.nat({ max: 7 }) }),
        fc.record({ k: fc.constant("set" as const), at: fc.nat(), v: fc.integer({ min: 0, max: 255 }) }),
        fc.record({ k: fc.constant("insert" as const), at: fc.nat(), v: fc.integer({ min: 0, max: 255 }) }),
        fc.record({ k: fc.constant("delete" as const), at: fc.nat() }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
  });
}

export type CompactOp =
  | { k: "flip"; at: number; bit: number }
  | { k: "set"; at: number; v: number }
  | { k: "insert"; at: number; v: number }
  | { k: "delete"; at: number };

/** `bytes` with `ops` applied in order. */
export function applyCompact(bytes: Uint8Array, ops: CompactOp[]): Uint8Array {
  const b = [...bytes];
  for (const op of ops) {
    if (b.length === 0) break;
    const at = op.at % b.length;
    if (op.k === "flip") b[at] = b[at]! ^ (1 << op.bit);
    else if (op.k === "set") b[at] = op.v;
    else if (op.k === "insert") b.splice(at, 0, op.v);
    else b.splice(at, 1);
  }
  return Uint8Array.from(b);
}

// ---- flat: checked access against the verifier ----

export interface FlatSeed {
  name: string;
  schema: (typeof SCHEMAS)[string];
  type: string;
  bytes: Uint8Array;
}

/** Every unframed vector's flat bytes. */
export function flatSeeds(): FlatSeed[] {
  const out: FlatSeed[] = [];
  for (const f of load("vectors")) {
    for (const c of f.cases) {
      const s = SCHEMAS[String(c["schema"])];
      const frame = (c["options"] as { frame?: boolean } | undefined)?.frame === true;
      if (s === undefined || c["flatHex"] === undefined || frame) continue;
      out.push({ name: String(c["name"]), schema: s, type: String(c["type"]), bytes: unhex(String(c["flatHex"])) });
    }
  }
  return out;
}

function decodeCode(t: (typeof SCHEMAS)[string]["flat"][string], bytes: Uint8Array): string {
  try {
    decodeFlat(t, bytes);
    return "ok";
  } catch (e) {
    if (e instanceof BaleError) return e.code;
    throw e;
  }
}

/**
 * Flat: wraps `bytes` with checked access and calls every accessor (walk.ts); only a BaleError may
 * escape. When the verifier accepts the bytes the walk succeeds (unless the traversal budget runs
 * out, or decoding itself rejects the value with the same code) and the view decodes to what
 * `decodeFlat` gives; an error at the verifier's first error's item has its path. Returns the error
 * code or "ok".
 */
export function probeChecked(s: FlatSeed, bytes: Uint8Array): string {
  const t = s.schema.flat[s.type]!;
  const View = s.schema.views[s.type]!;
  let verified = true;
  let rejected: BaleError | undefined;
  try {
    verifyFlat(t, bytes);
  } catch (e) {
    if (!(e instanceof BaleError)) throw e;
    verified = false;
    rejected = e;
  }
  try {
    walkView(new View().wrap(bytes), 20_000);
  } catch (e) {
    if (!(e instanceof BaleError)) {
      throw new Error(`${s.name}: ${e instanceof Error ? e.stack : String(e)} for ${[...bytes].join(",")}`);
    }
    if (verified && e.code !== "LIMIT_EXCEEDED" && decodeCode(t, bytes) !== e.code) {
      // (A value the verifier accepts but decoding rejects, e.g. a [ts_number] i64 above 2^53,
      // is rejected the same way by both.)
      throw new Error(`${s.name}: verified bytes rejected by checked access: ${e.message} for ${[...bytes].join(",")}`);
    }
    // The verifier's first error's item (code and offset; the traversal budget aside): its path.
    if (
      rejected !== undefined &&
      rejected.code === e.code &&
      rejected.offset === e.offset &&
      e.detail !== "traversal budget exhausted" &&
      rejected.path !== e.path
    ) {
      throw new Error(`${s.name}: path ${e.path}, the verifier's ${rejected.path}, for ${[...bytes].join(",")}`);
    }
    return e.code;
  }
  if (verified) assert.deepStrictEqual(new View().wrap(bytes).decode(), decodeFlat(t, bytes), s.name);
  return "ok";
}

export type FlatOp =
  | { k: "flip"; at: number; bit: number }
  | { k: "set"; at: number; v: number }
  | { k: "word"; at: number; v: number }
  | { k: "cut"; at: number };

/** Edits of flat bytes: bit flips, byte and aligned 32-bit word overwrites, cuts. */
export function flatEdits(count: number): fc.Arbitrary<{ seed: number; ops: FlatOp[] }> {
  return fc.record({
    seed: fc.nat({ max: count - 1 }),
    ops: fc.array(
      fc.oneof(
        fc.record({ k: fc.constant("flip" as const), at: fc.nat(), bit: fc.nat({ max: 7 }) }),
        fc.record({ k: fc.constant("set" as const), at: fc.nat(), v: fc.integer({ min: 0, max: 255 }) }),
        fc.record({ k: fc.constant("word" as const), at: fc.nat(), v: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) }),
        fc.record({ k: fc.constant("cut" as const), at: fc.nat() }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
  });
}

/** `bytes` (copied) with `ops` applied in order. */
export function applyFlat(bytes: Uint8Array, ops: FlatOp[]): Uint8Array {
  const b = bytes.slice();
  let len = b.length;
  for (const op of ops) {
    if (len === 0) break;
    const at = op.at % len;
    if (op.k === "flip") b[at] = b[at]! ^ (1 << op.bit);
    else if (op.k === "set") b[at] = op.v;
    else if (op.k === "word") {
      // (Inputs shorter than a word, e.g. some corrupt cases, take no word edit.)
      if ((at & ~3) + 4 <= b.length) new DataView(b.buffer).setInt32(at & ~3, op.v, true);
    }
    else len = at;
  }
  return b.subarray(0, len);
}

// ---- streams: message and session streams (VECTORS.md §6) ----

export interface StreamSeed {
  name: string;
  type: MessageType<object>;
  bytes: Uint8Array;
}

/** The bytes of every stream case, valid and corrupt (testdata/streams). */
export function streamSeeds(): StreamSeed[] {
  const out: StreamSeed[] = [];
  for (const f of load("streams")) {
    for (const c of f.cases) {
      const t = SCHEMAS[String(c["schema"])]?.messages[String(c["type"])];
      if (t === undefined || c["hex"] === undefined) continue;
      out.push({ name: String(c["name"]), type: t as MessageType<object>, bytes: unhex(String(c["hex"])) });
    }
  }
  return out;
}

/**
 * Streams: feeds `bytes` to a stream decoder in two pieces (split at `split`), polling every value,
 * then ends the input; only a BaleError may escape. Returns the error code or "ok".
 */
export function probeStream(s: StreamSeed, bytes: Uint8Array, split: number): string {
  const d = new MessageStreamDecoder(s.type);
  try {
    const at = bytes.length === 0 ? 0 : split % (bytes.length + 1);
    d.feed(bytes.subarray(0, at));
    while (d.poll() !== undefined);
    d.feed(bytes.subarray(at));
    while (d.poll() !== undefined);
    d.endOfInput();
    while (d.poll() !== undefined);
    return "ok";
  } catch (e) {
    if (e instanceof BaleError) return e.code;
    throw new Error(`${s.name}: ${e instanceof Error ? e.stack : String(e)} for ${[...bytes].join(",")}`);
  }
}

export const JSON_SEEDS = [
  '{"shape":{"label":"x"}}',
  '{"shape":{"flag":true},"f_i32":-7,"f_i64":"-9223372036854775808","f_u64":"18446744073709551615",' +
    '"f_f32":1.5,"f_f64":-2e-300,"f_string":"h\\u00e9llo \\"w\\"\\n\\ud83d\\ude00","f_bytes":"AQID",' +
    '"l_i32":[1,2,3],"m_i64":{"-1":1.5,"2":"NaN"},"m_enum":{"RED":"a","7":"b"},"color":"BLUE",' +
    '"o_color":null,"l_nested":[[1],[]],"m_nested":{"k":["a"]}}',
  '{"shape":{"label":"x"},"f_i64":"11111111111111111111111111","m_u64":{"99999999999999999999":""}}',
];
const JSON_CHARS = [..."{}[]:,\"\\ 0123456789-+.eEtrufalsn/ux\u00e9\ud83d"];

export function jsonEdits(): fc.Arbitrary<{ seed: number; ops: { at: number; kind: number; c: number }[] }> {
  return fc.record({
    seed: fc.nat(JSON_SEEDS.length - 1),
    ops: fc.array(fc.record({ at: fc.nat(), kind: fc.nat(2), c: fc.nat(JSON_CHARS.length - 1) }), { maxLength: 4 }),
  });
}

export function applyJson(text: string, ops: readonly { at: number; kind: number; c: number }[]): string {
  let s = text;
  for (const { at, kind, c } of ops) {
    const i = s.length === 0 ? 0 : at % s.length;
    const ch = JSON_CHARS[c]!;
    s = kind === 0 ? s.slice(0, i) + ch + s.slice(i + 1) : kind === 1 ? s.slice(0, i) + ch + s.slice(i) : s.slice(0, i) + s.slice(i + 1);
  }
  return s;
}

export function probeJson(text: string): string {
  let v: unknown;
  try {
    v = fromJson(allMeta, "alltypes.AllTypes", text);
  } catch (e) {
    if (e instanceof BaleJsonError) return e.code;
    throw e;
  }
  const out = toJson(allMeta, "alltypes.AllTypes", v);
  const back = fromJson(allMeta, "alltypes.AllTypes", out);
  assert.deepEqual(back, v, out);
  assert.equal(toJson(allMeta, "alltypes.AllTypes", back), out);
  return "ok";
}
