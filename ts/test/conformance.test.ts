// Every vector and corrupt case (testdata/) through the generated goldens, in Node.
import assert from "node:assert/strict";
import { test } from "node:test";
import { runAll } from "./harness/conformance.js";
import { load } from "./harness/files.js";

test("conformance: testdata/vectors and testdata/corrupt", () => {
  const vectors = load("vectors");
  const corrupt = load("corrupt");
  const report = runAll(vectors, corrupt);
  const total = report.passed + report.failed.length;
  console.log(
    // Under test/no-natives.mjs: the runtime without TextDecoder, TextEncoder, isWellFormed, Buffer.
    `conformance (node${typeof TextDecoder === "undefined" ? ", no natives" : ""}): ${report.passed}/${total} passed, ${report.skipped.length} skipped` +
      report.skipped.map((s) => `\n  skipped ${s}`).join(""),
  );
  assert.deepEqual(report.failed, []);
  // A lost file must not go unnoticed (the Java suite asserts the same minimums).
  assert.ok(vectors.reduce((n, f) => n + f.cases.length, 0) >= 150);
  assert.ok(corrupt.reduce((n, f) => n + f.cases.length, 0) >= 40);
});
