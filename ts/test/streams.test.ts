// testdata/streams (message and session streams, VECTORS.md §6) in Node.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load } from "./harness/files.js";
import { runStreams } from "./harness/streams.js";

test("conformance: testdata/streams", () => {
  const files = load("streams");
  const report = runStreams(files);
  console.log(`conformance streams (node): ${report.passed}/${report.passed + report.failed.length} passed`);
  assert.deepEqual(report.failed, []);
  assert.ok(report.passed >= 20);
});
