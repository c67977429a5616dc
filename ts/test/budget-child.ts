// Run by budget.test.ts as `node --max-old-space-size=64 --expose-gc budget-child.js <kind> <n>`:
// decodes one forged input (budget floor 1 MiB, 64 x input) and prints {outcome, input, heapUsed,
// baseline} as JSON, heapUsed measured after a GC with the decoded value still referenced. An
// OutOfMemoryError would kill the process instead (the test then fails on the exit status).
import { readFileSync } from "node:fs";
import { BaleError, CompactReader, decodeFlat, limits, verifyFlat } from "@bale-dev/runtime";
import { Node, Node$flat } from "../../goldens/ts/alltypes/alltypes.js";
import { Event$flat } from "../../goldens/ts/dynamic/dynamic.js";
import { ReposList, ReposList$flat } from "../../goldens/ts/repos/repos.js";
import type { JsonValue } from "../src/jsonvalue.js";
import { flatEventWith, forgedFlatList, nodesOfNameOnlyBodies, reposOfEmptyBodies } from "./harness/forged.js";

const kind = process.argv[2]!;
const n = Number(process.argv[3]); // (NaN for flat-verify-file, which reads a file instead)
const budget = limits({ decodedSizeFloor: 1 << 20 });
const reader = new CompactReader(budget);
// Each kind: its input, and the decode (compact: the CompactReader; flat: decodeFlat).
const kinds: Record<string, () => [Uint8Array, (b: Uint8Array) => unknown]> = {
  repos: () => [reposOfEmptyBodies(n), (b) => reader.decode(ReposList, b)],
  nodes: () => [nodesOfNameOnlyBodies(n), (b) => reader.decode(Node, b)],
  "flat-repos-null": () => [forgedFlatList(1, 0, n, "null"), (b) => decodeFlat(ReposList$flat, b, budget)],
  "flat-repos-objects": () => [forgedFlatList(1, 0, n, "distinct"), (b) => decodeFlat(ReposList$flat, b, budget)],
  "flat-nodes-null": () => [forgedFlatList(3, 1, n, "null"), (b) => decodeFlat(Node$flat, b, budget)],
  "flat-json-objects": () => [
    // One Map n times (the writer does not share json values: each is its own byte 05).
    flatEventWith(new Array<JsonValue>(n).fill(new Map<string, JsonValue>())),
    (b) => decodeFlat(Event$flat, b, budget),
  ],
  "flat-json-strings": () => [flatEventWith(new Array<JsonValue>(n).fill("a")), (b) => decodeFlat(Event$flat, b, budget)],
  // Verifying only (argv[3] is a file of flat Event bytes, written by the parent, whose heap can
  // hold the value): it must not need the heap that decoding needs.
  "flat-verify-file": () => [new Uint8Array(readFileSync(process.argv[3]!)), (b) => void verifyFlat(Event$flat, b)],
};
const make = kinds[kind];
if (make === undefined) throw new Error(`unknown kind ${kind}`);
const [bytes, decode] = make();
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const baseline = process.memoryUsage().heapUsed;
let outcome: string;
let kept: unknown;
try {
  kept = decode(bytes);
  outcome = "decoded";
} catch (e) {
  if (!(e instanceof BaleError)) throw e;
  outcome = `${e.code} at ${e.offset} (${e.path})`;
}
gc?.();
const heapUsed = process.memoryUsage().heapUsed;
console.log(JSON.stringify({ outcome, input: bytes.length, heapUsed, baseline, kept: kept !== undefined }));
