// G2 under a raised depth limit (issue 18), in Node's default stack (about 1 MB): deep input and
// deep values run out of stack before they reach a raised depth limit, and must end in a BaleError
// DEPTH_LIMIT ("stack exhausted at depth N"), never the engine's RangeError. The compact and flat
// encode checks are shared with Chromium (harness/deepstack.ts); flat verify/decode (whose deep
// input is built on a worker thread with a big stack) and toJson run here.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Worker } from "node:worker_threads";
import { BaleError, decodeFlat, encodeFlat, verifyFlat } from "@bale-dev/runtime";
import { toJson } from "@bale-dev/runtime/json";
import { $meta as allMeta, Node$flat } from "../../goldens/ts/alltypes/alltypes.js";
import { LEVELS, RAISED, chain, deepStackChecks } from "./harness/deepstack.js";

test("compact decode and encode, flat encode: DEPTH_LIMIT past the stack, then the next root as fresh", () => {
  const log: string[] = [];
  assert.deepEqual(deepStackChecks(log), []);
  for (const line of new Set(log)) console.log(`# ${line}`);
});

/** Flat bytes of a `levels`-deep Node chain, encoded on a worker thread with a 512 MB stack. */
function deepFlat(levels: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL("./harness/deep-flat-worker.js", import.meta.url), {
      workerData: { levels },
      resourceLimits: { stackSizeMb: 512 },
    });
    w.once("message", (m: Uint8Array) => resolve(m));
    w.once("error", reject);
  });
}

function depthLimit(what: string, f: () => unknown): BaleError {
  try {
    f();
  } catch (e) {
    if (!(e instanceof BaleError) || e.code !== "DEPTH_LIMIT") assert.fail(`${what}: ${String(e)}`);
    return e;
  }
  assert.fail(`${what}: no error`);
}

test("flat verify and decode past the stack end in DEPTH_LIMIT", async () => {
  const deep = await deepFlat(LEVELS);
  for (const [what, f] of [
    ["flat verify", () => verifyFlat(Node$flat, deep, RAISED)],
    ["flat decode", () => decodeFlat(Node$flat, deep, RAISED)],
  ] as const) {
    const e = depthLimit(what, f);
    assert.match(e.detail, /stack exhausted at depth \d+/, what);
    assert.ok(e.path.startsWith("Node.next.next"), e.path.slice(0, 40));
    console.log(`# ${what}: ${e.detail}`);
  }
  // The decode's shared verifier and string cache are left as a fresh decode finds them.
  const shallow = chain(40);
  assert.deepEqual(decodeFlat(Node$flat, encodeFlat(Node$flat, shallow)), shallow);
  // Depths around where the stack runs out: each decodes or ends in DEPTH_LIMIT, whichever walk
  // (verify or building the value) meets the end of the stack first.
  const seen: string[] = [];
  for (let levels = 2_000; levels <= 20_000; levels += 1_000) {
    const bytes = await deepFlat(levels);
    try {
      decodeFlat(Node$flat, bytes, RAISED);
      seen.push(`${levels} decoded`);
    } catch (e) {
      depthLimit(`${levels} levels`, () => {
        throw e;
      });
      seen.push(`${levels} ${(e as BaleError).detail.slice(0, 32)}`);
    }
  }
  console.log(`# flat sweep: ${seen.join("; ")}`);
});

test("toJson of a value deeper than the stack ends in DEPTH_LIMIT", () => {
  for (const options of [undefined, { budget: Infinity }]) {
    const e = depthLimit("toJson", () => toJson(allMeta, "alltypes.Node", chain(LEVELS), options));
    assert.match(e.detail, /stack exhausted writing JSON/);
  }
  assert.match(toJson(allMeta, "alltypes.Node", chain(3)), /"next"/);
});
