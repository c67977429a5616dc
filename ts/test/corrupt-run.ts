// The corrupt corpus (and the vectors) under tight resources, as RELIABILITY.md asks:
//   node --stack-size=300 --max-old-space-size=64 build/ts/test/corrupt-run.js
// Exits non-zero on any failure; prints one summary line.
import { runAll } from "./harness/conformance.js";
import { load } from "./harness/files.js";

const report = runAll(load("vectors"), load("corrupt"));
console.log(
  `conformance under --stack-size=300 --max-old-space-size=64: ${report.passed} passed, ` +
    `${report.failed.length} failed, ${report.skipped.length} skipped`,
);
for (const f of report.failed) console.log(`  FAIL ${f}`);
process.exit(report.failed.length === 0 ? 0 : 1);
