// toJson/fromJson of `bale/json` against the Java JSON bridge on every conformance vector and every
// root vector of testdata/roots (through the generated $root) (make ts-test). The Java side (dev.bale.tools.BridgeJsonMain) writes, per vector, the bridge's
// canonical text of the vector's bytes; here the same bytes are decoded by the generated TS code and
//   1. toJson must write exactly the bridge's text (64-bit integers as strings from bigint, shortest
//      f32/f64 digits, base64, enum names, unions, maps in wire order);
//   2. fromJson of the bridge's text must give a value equal to the decoded one (VECTORS.md §3).
//   node build/ts/test/json-bridge.js BRIDGE.json
import { readFileSync } from "node:fs";
import { CompactReader, type MessageType, type TypeMeta } from "@bale-dev/runtime";
import { fromJson, toJson } from "@bale-dev/runtime/json";
import { unhex } from "./harness/conformance.js";
import { equal } from "./harness/json.js";
import { SCHEMAS } from "./harness/registry.js";
import { GENERATED_ROOTS, parseType } from "./harness/roots.js";

interface Entry {
  readonly name: string;
  readonly schema: string;
  readonly type: string;
  readonly frame: boolean;
  readonly hex: string;
  readonly json: string;
}

const entries = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Entry[];
const failed: string[] = [];
for (const e of entries) {
  try {
    const s = SCHEMAS[e.schema];
    // A root of any type (testdata/roots): its generated $root, found by the type's text.
    const meta: TypeMeta = s?.messages[e.type] !== undefined ? { k: "ref", name: e.type } : parseType(e.type);
    const t = (s?.messages[e.type] ?? GENERATED_ROOTS[e.type.replace(/\s+/g, "")]?.compact) as MessageType<unknown> | undefined;
    if (s === undefined || t === undefined) throw new Error(`no generated TS type ${e.type} for ${e.schema}`);
    const r = new CompactReader();
    const bytes = unhex(e.hex.replace(/(..)/g, "$1 "));
    const value = e.frame ? r.decodeFramed(t, bytes, t.fingerprint) : r.decode(t, bytes);
    const text = toJson(s.meta, e.type, value);
    if (text !== e.json) throw new Error(`toJson differs from the Java bridge:\n  ts:   ${text}\n  java: ${e.json}`);
    const back = fromJson(s.meta, e.type, e.json);
    if (!equal(s.meta, meta, back, value)) throw new Error("fromJson(bridge text) differs from the decoded value");
  } catch (err) {
    failed.push(`${e.name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
for (const f of failed) console.log(`not ok ${f}`);
console.log(`json-bridge: ${entries.length - failed.length} passed, ${failed.length} failed`);
if (entries.length < 150) {
  console.log(`json-bridge: FAIL: only ${entries.length} vectors`);
  process.exit(1);
}
process.exit(failed.length === 0 ? 0 : 1);
