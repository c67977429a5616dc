// Seeded byte fuzzing (fast-check) of the compact decoder through the generated code: every
// strict prefix of every vector, and random edits (bit flips, byte overwrites, insertions,
// deletions) of them, end either in a value whose re-encoding decodes again (fixed point after one
// pass) or in a BaleError — never in a TypeError/RangeError, a stack overflow or a hang (G1, G2).
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  applyCompact,
  applyFlat,
  applyJson,
  compactEdits,
  flatEdits,
  flatSeeds,
  JSON_SEEDS,
  jsonEdits,
  probe,
  probeChecked,
  probeJson,
  probeStream,
  seeds,
  streamSeeds,
} from "./harness/fuzzing.js";

const SEED = Number(process.env["BALE_FUZZ_SEED"] ?? 20261122);
const RUNS = Number(process.env["BALE_FUZZ_RUNS"] ?? 3000);

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
  fc.assert(
    fc.property(compactEdits(all.length), ({ seed, ops }) => {
      probe(all[seed]!, applyCompact(all[seed]!.bytes, ops));
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

let flatExecs = 0;

test("flat checked access: random edits of flat vectors, every accessor: a value or a BaleError", () => {
  const all = flatSeeds();
  assert.ok(all.length > 100, `flat seeds: ${all.length}`);
  for (const s of all) {
    flatExecs++;
    probeChecked(s, s.bytes);
  }
  const runs = FLAT_FUZZ_MS > 0 ? { numRuns: Number.MAX_SAFE_INTEGER, interruptAfterTimeLimit: FLAT_FUZZ_MS } : { numRuns: RUNS };
  const started = Date.now();
  flatExecs = 0;
  fc.assert(
    fc.property(flatEdits(all.length), ({ seed, ops }) => {
      flatExecs++;
      probeChecked(all[seed]!, applyFlat(all[seed]!.bytes, ops));
    }),
    { seed: SEED, ...runs },
  );
  if (FLAT_FUZZ_MS > 0) console.log(`flat checked-access fuzz: ${flatExecs} executions in ${Date.now() - started} ms, seed ${SEED}`);
});

test("stream edits (message and session streams): values or a BaleError, nothing else", () => {
  const all = streamSeeds();
  assert.ok(all.length >= 20, `stream seeds: ${all.length}`);
  fc.assert(
    fc.property(fc.record({ edit: compactEdits(all.length), split: fc.nat() }), ({ edit, split }) => {
      probeStream(all[edit.seed]!, applyCompact(all[edit.seed]!.bytes, edit.ops), split);
    }),
    { seed: SEED, numRuns: RUNS },
  );
});

// The JSON bridge's input (JSON.md) under fast-check: random edits (a character replaced, inserted
// or deleted, from JSON's own alphabet and a few others) of AllTypes documents end in a value whose
// canonical JSON reads back to the same value and text, or in a BaleJsonError — nothing else.
test("random edits of JSON documents: a value that reads back, or a BaleJsonError", () => {
  for (const s of JSON_SEEDS.slice(0, 2)) assert.equal(probeJson(s), "ok", s); // (the third is out of range)
  fc.assert(
    fc.property(jsonEdits(), ({ seed, ops }) => {
      probeJson(applyJson(JSON_SEEDS[seed]!, ops));
    }),
    { seed: SEED, numRuns: RUNS },
  );
});
