// Seeded byte fuzzing (fast-check) of the compact decoder through the generated code: every
// strict prefix of every vector, and random edits (bit flips, byte overwrites, insertions,
// deletions) of them, end either in a value whose re-encoding decodes again (fixed point after one
// pass) or in a BaleError — never in a TypeError/RangeError, a stack overflow or a hang (G1, G2).
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { BaleError, CompactReader, CompactWriter } from "@bale-dev/runtime";
import { unhex } from "./harness/conformance.js";
import { load } from "./harness/files.js";
import { SCHEMAS } from "./harness/registry.js";

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
