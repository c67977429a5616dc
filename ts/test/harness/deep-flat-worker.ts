// Runs in a worker thread with a large stack (DeepStackTest's TS twin, test/deepstack.test.ts):
// encodes a `levels`-deep Node chain as flat bytes, which the main thread's stack cannot do, and
// posts them back.
import { parentPort, workerData } from "node:worker_threads";
import { encodeFlat } from "@bale-dev/runtime";
import { Node, Node$flat } from "../../../goldens/ts/alltypes/alltypes.js";

const levels = (workerData as { levels: number }).levels;
let n = Node.create();
for (let i = 1; i < levels; i++) {
  const p = Node.create();
  p.next = n;
  n = p;
}
parentPort!.postMessage(encodeFlat(Node$flat, n, { maxDepth: 2 * levels + 1 }));
