// The corrupt corpus (and the vectors, and testdata/roots) under tight resources, as RELIABILITY.md
// asks:
//   node --stack-size=300 --max-old-space-size=64 build/ts/test/corrupt-run.js
// Exits non-zero on any failure; prints one summary line.
import { runAll } from "./harness/conformance.js";
import { load } from "./harness/files.js";
import { runRoots } from "./harness/roots.js";

const report = runAll(load("vectors"), load("corrupt"));
const roots = load("roots");
const rootReport = runRoots(roots.find((f) => f.file === "vectors.json")!, roots.find((f) => f.file === "corrupt.json")!);
report.passed += rootReport.passed;
report.failed.push(...rootReport.failed);
report.skipped.push(...rootReport.skipped);
console.log(
  `conformance under --stack-size=300 --max-old-space-size=64: ${report.passed} passed, ` +
    `${report.failed.length} failed, ${report.skipped.length} skipped`,
);
for (const f of report.failed) console.log(`  FAIL ${f}`);
process.exit(report.failed.length === 0 ? 0 : 1);
