// Run by budget.test.ts as `node --max-old-space-size=64 --expose-gc budget-child.js <kind> <n>`:
// decodes one forged input (budget floor 1 MiB, 64 x input) and prints {outcome, input, heapUsed,
// baseline} as JSON, heapUsed measured after a GC with the decoded value still referenced. An
// OutOfMemoryError would kill the process instead (the test then fails on the exit status).
import { BaleError, CompactReader, limits } from "@bale-dev/runtime";
import { Node } from "../../goldens/ts/alltypes/alltypes.js";
import { ReposList } from "../../goldens/ts/repos/repos.js";
import { nodesOfNameOnlyBodies, reposOfEmptyBodies } from "./harness/forged.js";

const kind = process.argv[2];
const n = Number(process.argv[3]);
const bytes = kind === "repos" ? reposOfEmptyBodies(n) : nodesOfNameOnlyBodies(n);
const reader = new CompactReader(limits({ decodedSizeFloor: 1 << 20 }));
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const baseline = process.memoryUsage().heapUsed;
let outcome: string;
let kept: unknown;
try {
  kept = kind === "repos" ? reader.decode(ReposList, bytes) : reader.decode(Node, bytes);
  outcome = "decoded";
} catch (e) {
  if (!(e instanceof BaleError)) throw e;
  outcome = `${e.code} at ${e.offset} (${e.path})`;
}
gc?.();
const heapUsed = process.memoryUsage().heapUsed;
console.log(JSON.stringify({ outcome, input: bytes.length, heapUsed, baseline, kept: kept !== undefined }));
