// Seeded byte fuzzing (fast-check) of the compact decoder through the generated code: every
// strict prefix of every vector, and random edits (bit flips, byte overwrites, insertions,
// deletions) of them, end either in a value whose re-encoding decodes again (fixed point after one
// pass) or in a BaleError — never in a TypeError/RangeError, a stack overflow or a hang (G1, G2).
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { BaleError, CompactReader, CompactWriter, decodeFlat, verifyFlat } from "@bale-dev/runtime";
import { unhex } from "./harness/conformance.js";
import { load } from "./harness/files.js";
import { SCHEMAS } from "./harness/registry.js";
import { walkView } from "./harness/walk.js";

const SEED = Number(process.env["BALE_FUZZ_SEED"] ?? 20261122);
const RUNS = Number(process.env["BALE_FUZZ_RUNS"] ?? 3000);

interface Seed {
  name: string;
  type: (typeof SCHEMAS)[string]["messages"][string];
  bytes: Uint8Array;
  frame: boolean;
}

function seeds(): Seed[] {
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

/** Decodes; a value must re-encode and decode again. Returns the error code or "ok". */
function probe(s: Seed, bytes: Uint8Array): string {
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

test("every strict prefix of every vector is a BaleError", () => {
  let n = 0;
  for (const s of seeds()) {
    for (let len = 0; len < s.bytes.length; len++) {
      assert.notEqual(probe(s, s.bytes.subarray(0, len)), "ok", `${s.name} prefix ${len}`);
      n++;
    }
  }
  assert.ok(n > 1000);
});

test("random edits of vectors: a value or a BaleError, nothing else", () => {
  const all = seeds();
  const edit = fc.record({
    seed: fc.nat({ max: all.length - 1 }),
    ops: fc.array(
      fc.oneof(
        fc.record({ k: fc.constant("flip"), at: fc.nat(), bit: fc.nat({ max: 7 }) }),
        fc.record({ k: fc.constant("set"), at: fc.nat(), v: fc.integer({ min: 0, max: 255 }) }),
        fc.record({ k: fc.constant("insert"), at: fc.nat(), v: fc.integer({ min: 0, max: 255 }) }),
        fc.record({ k: fc.constant("delete"), at: fc.nat() }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
  });
  fc.assert(
    fc.property(edit, ({ seed, ops }) => {
      const s = all[seed]!;
      const b = [...s.bytes];
      for (const op of ops) {
        if (b.length === 0) break;
        const at = op.at % b.length;
        if (op.k === "flip") b[at] = b[at]! ^ (1 << op.bit);
        else if (op.k === "set") b[at] = op.v;
        else if (op.k === "insert") b.splice(at, 0, op.v);
        else b.splice(at, 1);
      }
      probe(s, Uint8Array.from(b));
    }),
    { seed: SEED, numRuns: RUNS },
  );
});

// Checked access (FORMAT.md §F13) under fast-check: random edits of every vector's flat bytes are
// wrapped with `XView.wrap` and every accessor is called (harness/walk.ts); only a BaleError may
// escape. Against the verifier: when `verifyFlat` accepts the bytes the walk succeeds (unless the
// traversal budget runs out: LIMIT_EXCEEDED, or decoding itself rejects the value with the same
// code) and the view decodes to what `decodeFlat` gives. BALE_FLAT_FUZZ_MS=n runs for n ms instead of
// BALE_FUZZ_RUNS runs (the campaign mode).
const FLAT_FUZZ_MS = Number(process.env["BALE_FLAT_FUZZ_MS"] ?? 0);

interface FlatSeed {
  name: string;
  schema: (typeof SCHEMAS)[string];
  type: string;
  bytes: Uint8Array;
}

function flatSeeds(): FlatSeed[] {
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

let flatExecs = 0;

function decodeCode(t: (typeof SCHEMAS)[string]["flat"][string], bytes: Uint8Array): string {
  try {
    decodeFlat(t, bytes);
    return "ok";
  } catch (e) {
    if (e instanceof BaleError) return e.code;
    throw e;
  }
}

function probeChecked(s: FlatSeed, bytes: Uint8Array): void {
  flatExecs++;
  const t = s.schema.flat[s.type]!;
  const View = s.schema.views[s.type]!;
  let verified = true;
  try {
    verifyFlat(t, bytes);
  } catch (e) {
    if (!(e instanceof BaleError)) throw e;
    verified = false;
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
    return;
  }
  if (verified) assert.deepStrictEqual(new View().wrap(bytes).decode(), decodeFlat(t, bytes), s.name);
}

test("flat checked access: random edits of flat vectors, every accessor: a value or a BaleError", () => {
  const all = flatSeeds();
  assert.ok(all.length > 100, `flat seeds: ${all.length}`);
  for (const s of all) probeChecked(s, s.bytes);
  const edit = fc.record({
    seed: fc.nat({ max: all.length - 1 }),
    ops: fc.array(
      fc.oneof(
        fc.record({ k: fc.constant("flip"), at: fc.nat(), bit: fc.nat({ max: 7 }) }),
        fc.record({ k: fc.constant("set"), at: fc.nat(), v: fc.integer({ min: 0, max: 255 }) }),
        fc.record({ k: fc.constant("word"), at: fc.nat(), v: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) }),
        fc.record({ k: fc.constant("cut"), at: fc.nat() }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
  });
  const runs = FLAT_FUZZ_MS > 0 ? { numRuns: Number.MAX_SAFE_INTEGER, interruptAfterTimeLimit: FLAT_FUZZ_MS } : { numRuns: RUNS };
  const started = Date.now();
  flatExecs = 0;
  fc.assert(
    fc.property(edit, ({ seed, ops }) => {
      const s = all[seed]!;
      const b = s.bytes.slice();
      let len = b.length;
      for (const op of ops) {
        if (len === 0) break;
        const at = op.at % len;
        if (op.k === "flip") b[at] = b[at]! ^ (1 << op.bit);
        else if (op.k === "set") b[at] = op.v;
        else if (op.k === "word") new DataView(b.buffer).setInt32(at & ~3, op.v, true);
        else len = at;
      }
      probeChecked(s, b.subarray(0, len));
    }),
    { seed: SEED, ...runs },
  );
  if (FLAT_FUZZ_MS > 0) console.log(`flat checked-access fuzz: ${flatExecs} executions in ${Date.now() - started} ms, seed ${SEED}`);
});
