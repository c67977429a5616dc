// The TypeScript half of the seeded mutation differential (issue 18): every mutant that
// dev.bale.tools.MutantsMain wrote (compact and flat mutants of every conformance
// vector, with the Java dynamic codec's outcome) is decoded and re-encoded by the generated
// TypeScript code, and the outcome must be the same:
//   node build/ts/test/mutants.js FILE.tsv
// Outcomes: `error CODE` (decoding failed), `ok HEX HEX` (the re-encodings with string dedup on
// and the mutant's frame option, message dedup off and then on: the second shows which messages
// decoding shares), `reencode-error CODE`. The one documented difference is a
// `[ts_number]` field whose value is not a safe integer: TS rejects it (INT_OUT_OF_RANGE) where
// Java reads it (and accepts the message, or fails later in it); it is counted apart. Exits 1 on any other difference.
import { readFileSync } from "node:fs";
import { BaleError, CompactReader, CompactWriter, type FlatMessageType, type MessageType } from "@bale-dev/runtime";
import { hex, unhex } from "./harness/conformance.js";
import { decodeWith as decodeFlat, encodeWith as encodeFlat } from "./harness/flat.js";
import { SCHEMAS } from "./harness/registry.js";
import { GENERATED_ROOTS } from "./harness/roots.js";

/** Whether the last decoding error was a `[ts_number]` range rejection. */
let tsNumberError = false;

function decodeError(e: unknown): string {
  if (!(e instanceof BaleError)) throw e;
  tsNumberError = e.code === "INT_OUT_OF_RANGE" && e.message.includes("ts_number");
  return `error ${e.code}`;
}

function compact(t: MessageType<object>, b: Uint8Array, frame: boolean): string {
  let v: object;
  try {
    const r = new CompactReader();
    v = frame ? r.decodeFramed(t, b, t.fingerprint) : r.decode(t, b);
  } catch (e) {
    return decodeError(e);
  }
  try {
    let out = "ok";
    for (const dedupMessages of [false, true]) {
      const w = new CompactWriter({ dedupStrings: true, dedupMessages });
      out += ` ${hex(frame ? w.encodeFramed(t, v, t.fingerprint) : w.encode(t, v)).replace(/ /g, "")}`;
    }
    return out;
  } catch (e) {
    if (e instanceof BaleError) return `reencode-error ${e.code}`;
    throw e;
  }
}

/** A vector's generated type: a message of its schema, or (testdata/roots) the generated root. */
function compactType(schema: string, type: string): MessageType<object> {
  return (SCHEMAS[schema]!.messages[type] ?? GENERATED_ROOTS[type]!.compact) as MessageType<object>;
}

function flat(schema: string, type: string, b: Uint8Array, frame: boolean): string {
  const t = (SCHEMAS[schema]!.flat[type] ?? GENERATED_ROOTS[type]!.flat) as FlatMessageType<object>;
  let v: object;
  try {
    v = decodeFlat(t, b, frame);
  } catch (e) {
    return decodeError(e);
  }
  try {
    let out = "ok";
    for (const dedupMessages of [false, true]) {
      out += ` ${hex(encodeFlat(t, v, { dedupStrings: true, dedupMessages, frame })).replace(/ /g, "")}`;
    }
    return out;
  } catch (e) {
    if (e instanceof BaleError) return `reencode-error ${e.code}`;
    throw e;
  }
}

const file = process.argv[2];
if (file === undefined) throw new Error("usage: mutants.js FILE.tsv");
const lines = readFileSync(file, "utf8").split("\n").filter((l) => l.length > 0);
let same = 0;
let tsNumber = 0;
const differ: string[] = [];
const byKind = new Map<string, number>();
for (const line of lines) {
  const [codec, schema, type, frameText, h, javaOutcome] = line.split("\t") as [string, string, string, string, string, string];
  const frame = frameText === "true";
  const bytes = unhex(h);
  let ts: string;
  tsNumberError = false;
  try {
    ts = codec === "compact" ? compact(compactType(schema, type), bytes, frame) : flat(schema, type, bytes, frame);
  } catch (e) {
    ts = `untyped ${String(e)}`;
  }
  if (ts === javaOutcome) {
    same++;
  } else if (tsNumberError) {
    // A [ts_number] value that is not a safe integer: TS stops there; Java reads it and may
    // accept the message or fail later in it.
    tsNumber++;
  } else {
    const kind = `${codec} java=${javaOutcome.split(" ")[0]}${javaOutcome.startsWith("ok") ? "" : " " + javaOutcome.split(" ")[1]} ts=${ts.split(" ")[0]}${ts.startsWith("ok") ? "" : " " + ts.split(" ")[1]}`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    if (differ.length < 20) differ.push(`${codec} ${schema} ${type} frame=${frame} ${h}\n    java: ${javaOutcome.substring(0, 160)}\n    ts:   ${ts.substring(0, 160)}`);
  }
}
const total = same + tsNumber + [...byKind.values()].reduce((a, b) => a + b, 0);
console.log(
  `mutants: ${total} compared (Java dynamic vs TypeScript generated), ${same} same, ` +
    `${tsNumber} [ts_number] rejections, ${total - same - tsNumber} different`,
);
for (const [k, n] of [...byKind.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${n} ${k}`);
for (const d of differ) console.log(`  ${d}`);
process.exit(total - same - tsNumber === 0 ? 0 : 1);
