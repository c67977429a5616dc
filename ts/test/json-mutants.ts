// The TypeScript half of the JSON-bridge error differential (make ts-test): every mutant of a
// vector's canonical JSON that dev.bale.tools.JsonMutantsMain wrote (with the Java JsonBridge's
// outcomes) is read by `fromJson` of bale/json, and the outcome must be the same (JSON.md: both
// bridges accept and reject the same documents; of an error, the code, line, column and path are
// compared, §7):
//   node build/ts/test/json-mutants.js FILE.jsonl
// Outcomes: `ok CANONICAL` (toJson of the value read) or `error CODE LINE:COLUMN PATH`. Each mutant
// is compared four times: lenient (Java fromJson(String)), strict (withStrict(true)), with comments
// (withComments(true) / { comments: true }) and lenient from the text's UTF-8 bytes (Java
// fromJson(byte[]): its columns too count UTF-16 units, JSON.md §7; not for a text with a lone
// surrogate, which has no UTF-8, or with U+0000 among its first two characters, which Jackson reads
// as UTF-16/32). The one documented difference is a `[ts_number]` field whose value is not a safe integer:
// TS rejects it (JSON_OUT_OF_RANGE) where Java reads it; it is counted apart. Exits 1 on any other
// difference.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { BaleJsonError, fromJson, toJson } from "@bale-dev/runtime/json";
import { SCHEMAS } from "./harness/registry.js";

interface Mutant {
  readonly name: string;
  readonly schema: string;
  readonly type: string;
  readonly text: string;
  readonly lenient: string;
  readonly strict: string;
  readonly comments: string;
  readonly bytes: string;
}

/** Whether the last read failed on a `[ts_number]` value that is not a safe integer. */
let tsNumberError = false;

function outcome(m: Mutant, strict: boolean, comments = false): string {
  const meta = SCHEMAS[m.schema]!.meta;
  tsNumberError = false;
  try {
    const v = fromJson(meta, m.type, m.text, { strict, comments });
    return `ok ${toJson(meta, m.type, v)}`;
  } catch (e) {
    if (e instanceof BaleJsonError) {
      tsNumberError = e.code === "JSON_OUT_OF_RANGE" && e.message.includes("ts_number");
      return `error ${e.code} ${e.line}:${e.column} ${e.path}`;
    }
    return `crash ${String(e)}`;
  }
}

const file = process.argv[2];
if (file === undefined) throw new Error("usage: json-mutants.js FILE.jsonl");
let count = 0;
let compared = 0;
let same = 0;
let tsNumber = 0;
let accepted = 0;
const byKind = new Map<string, number>();
const shown: string[] = [];
const show = Number(process.env.JSON_MUTANTS_SHOW ?? 25);
// Line by line: a long run's file is larger than the longest string V8 makes.
for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
  if (line.length === 0) continue;
  const m = JSON.parse(line) as Mutant;
  count++;
  const lenient = outcome(m, false);
  const lenientTsNumber = tsNumberError;
  const strict = outcome(m, true);
  const strictTsNumber = tsNumberError;
  const comments = outcome(m, false, true);
  const commentsTsNumber = tsNumberError;
  if (lenient.startsWith("ok ")) accepted++;
  const checks: [string, string, string, boolean][] = [
    ["lenient", m.lenient, lenient, lenientTsNumber],
    ["strict", m.strict, strict, strictTsNumber],
    ["comments", m.comments, comments, commentsTsNumber],
  ];
  if (m.bytes !== "skip") checks.push(["bytes", m.bytes, lenient, lenientTsNumber]);
  for (const [mode, java, ts, tsNum] of checks) {
    compared++;
    if (java === ts) {
      same++;
    } else if (tsNum) {
      tsNumber++;
    } else {
      const word = (o: string): string => (o.startsWith("error ") ? o.split(" ").slice(0, 2).join(" ") : o.split(" ")[0]!);
      const kind = `${mode} java=${word(java)} ts=${word(ts)}`;
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
      if (shown.length < show) {
        shown.push(`${mode} ${m.name} ${m.type} ${JSON.stringify(m.text).substring(0, 400)}\n    java: ${java.substring(0, 200)}\n    ts:   ${ts.substring(0, 200)}`);
      }
    }
  }
}
const different = compared - same - tsNumber;
console.log(
  `json-mutants: ${count} mutants (${accepted} read), ${compared} outcomes compared (Java JsonBridge vs TypeScript fromJson), ` +
    `${same} same, ${tsNumber} [ts_number] rejections, ${different} different`,
);
for (const [k, n] of [...byKind.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${n} ${k}`);
for (const d of shown) console.log(`  ${d}`);
if (count < 1000) {
  console.log(`json-mutants: FAIL: only ${count} mutants`);
  process.exit(1);
}
process.exit(different === 0 ? 0 : 1);
