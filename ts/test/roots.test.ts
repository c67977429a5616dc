// testdata/roots/vectors.json (roots that are not messages, FORMAT.md §2.3) through rootList and
// rootStringMap around the generated goldens, compact codec, in Node. Cases whose element the TS
// runtime has no compact type for (enums, scalars, nested lists) and the flat bytes are run by the
// Java suite only (RootVectorsTest); this test counts what it skips.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  BaleError,
  CompactReader,
  CompactWriter,
  decodeFlat,
  decodeFlatFramed,
  encodeFlat,
  encodeFlatFramed,
  rootFlatList,
  rootList,
  rootStringMap,
  type CompactType,
  type MessageType,
  type TypeMeta,
} from "@bale-dev/runtime";
import * as alltypes from "../../goldens/ts/alltypes/alltypes.js";
import type { Leaf } from "../../goldens/ts/alltypes/alltypes.js";
import { hex, unhex } from "./harness/conformance.js";
import { ROOT } from "./harness/files.js";
import { equal, fromJson, intern, show } from "./harness/json.js";
import { parseOrdered } from "./harness/jsonparse.js";
import { fromJson as bridgeFromJson, toJson as bridgeToJson } from "@bale-dev/runtime/json";
import { SCHEMAS } from "./harness/registry.js";

const META = SCHEMAS["alltypes.bale"]!.meta;

/** Compact types of alltypes' messages, structs and unions, with their minimum wire sizes. */
const ELEMENTS: { readonly [name: string]: readonly [CompactType<object>, number] } = {
  "alltypes.Leaf": [alltypes.Leaf as CompactType<object>, 1],
  "alltypes.Point": [alltypes.Point as CompactType<object>, 16],
  "alltypes.Shape": [alltypes.Shape as CompactType<object>, 1],
};

interface Root {
  readonly type: MessageType<object>;
  readonly meta: TypeMeta;
}

/** The root type of a vector's `type`, or undefined when this runtime has none for it. */
function root(typeName: string, fingerprint: bigint): Root | undefined {
  const list = /^list<([\w.]+)>$/.exec(typeName);
  if (list !== null && ELEMENTS[list[1]!] !== undefined) {
    const [e, min] = ELEMENTS[list[1]!]!;
    return {
      type: rootList(e, fingerprint, min) as MessageType<object>,
      meta: { k: "list", e: { k: "ref", name: list[1]! } },
    };
  }
  const map = /^map<string,([\w.]+)>$/.exec(typeName);
  if (map !== null && ELEMENTS[map[1]!] !== undefined) {
    return {
      type: rootStringMap(ELEMENTS[map[1]!]![0], fingerprint) as MessageType<object>,
      meta: { k: "map", key: { k: "scalar", s: "string" }, value: { k: "ref", name: map[1]! } },
    };
  }
  return undefined;
}

/** A frame's fingerprint (bytes 6..13, little-endian): this runtime does not compute canonical forms. */
function frameFingerprint(b: Uint8Array): bigint {
  return new DataView(b.buffer, b.byteOffset, b.byteLength).getBigUint64(6, true);
}

test("roots: testdata/roots/vectors.json (compact)", () => {
  const cases = parseOrdered(readFileSync(join(ROOT, "testdata", "roots", "vectors.json"), "utf8")) as Record<
    string,
    unknown
  >[];
  let passed = 0;
  const skipped: string[] = [];
  for (const c of cases) {
    const name = String(c["name"]);
    const o = (c["options"] ?? {}) as Record<string, boolean | undefined>;
    const frame = o["frame"] === true;
    const bytes = unhex(String(c["hex"]));
    const r = root(String(c["type"]), frame ? frameFingerprint(bytes) : 0n);
    if (r === undefined) {
      skipped.push(name);
      continue;
    }
    const expected = fromJson(META, r.meta, c["value"]) as object;
    const built = o["dedupMessages"] === true ? (intern(META, r.meta, expected) as object) : expected;
    const w = () => new CompactWriter({ dedupStrings: o["dedupStrings"] ?? true, dedupMessages: o["dedupMessages"] ?? false });
    const enc = (v: object) => (frame ? w().encodeFramed(r.type, v, r.type.fingerprint) : w().encode(r.type, v));
    assert.equal(hex(enc(built)), hex(bytes), `${name}: encode`);
    const decoded = frame ? new CompactReader().decodeFramed(r.type, bytes, r.type.fingerprint) : new CompactReader().decode(r.type, bytes);
    assert.ok(equal(META, r.meta, decoded, expected), `${name}: decode gave ${show(decoded)}`);
    assert.equal(hex(enc(decoded)), hex(bytes), `${name}: re-encode`);
    passed++;
  }
  console.log(`roots (node): ${passed} passed, ${skipped.length} skipped (Java only): ${skipped.join(", ")}`);
  assert.ok(passed >= 7, `passed ${passed}`);
});

test("roots: wrapper edge cases", () => {
  const leaves = rootList(alltypes.Leaf, 0n);
  assert.deepEqual(new CompactReader().decode(leaves, unhex("00 00")), []);
  assert.deepEqual(new CompactReader().decode(leaves, unhex("00 08 00 07")), []);
  const byId = rootStringMap(alltypes.Leaf, 0n);
  // table ["k","x"], wrapper body 9: count 2, the entry "k" twice.
  let err: unknown;
  try {
    new CompactReader().decode(byId, unhex("04 01 01 6b 78 24 02 00 08 01 02 00 08 01 02"));
  } catch (e) {
    err = e;
  }
  assert.ok(err instanceof BaleError && err.code === "DUPLICATE_MAP_KEY", String(err));
  // A forged count past what the bytes hold at 16 bytes a Point.
  try {
    new CompactReader().decode(rootList(alltypes.Point, 0n, 16), unhex("00 0c 02 00 00"));
    err = undefined;
  } catch (e) {
    err = e;
  }
  assert.ok(err instanceof BaleError && err.code === "LENGTH_EXCEEDS_INPUT", String(err));
});

test("roots: bale/json reads and writes every root of testdata/roots by its type expression", () => {
  const cases = parseOrdered(readFileSync(join(ROOT, "testdata", "roots", "vectors.json"), "utf8")) as Record<
    string,
    unknown
  >[];
  for (const c of cases) {
    const typeName = String(c["type"]);
    const value = bridgeFromJson(META, typeName, JSON.stringify(c["value"]));
    const text = bridgeToJson(META, typeName, value);
    assert.deepEqual(JSON.parse(text), JSON.parse(JSON.stringify(c["value"])), `${String(c["name"])}: ${text}`);
    assert.equal(bridgeToJson(META, typeName, bridgeFromJson(META, typeName, text)), text, String(c["name"]));
  }
  // A decoded list root to JSON, and errors.
  const leaves = rootList(alltypes.Leaf, 0n);
  const decoded = new CompactReader().decode(leaves, unhex("02 01 61 10 01 08 00 02"));
  assert.equal(bridgeToJson(META, "list<alltypes.Leaf>", decoded), '[{"name":"a","value":1}]');
  assert.equal(bridgeToJson(META, "map< string , list<i32> >", new Map([["k", [1]]])), '{"k":[1]}');
  assert.throws(() => bridgeToJson(META, "list<alltypes.Leaf", []), /cannot read type 'list<alltypes.Leaf': expected '>'/);
  assert.throws(() => bridgeToJson(META, "map<f64,i32>", new Map()), /map key type must be/);
  assert.throws(() => bridgeToJson(META, "list<Nope>", []), /no declaration Nope/);
  assert.throws(() => bridgeFromJson(META, "list<alltypes.Leaf>", '{"name":"a"}'), /JSON_TYPE at 1:1 in \$/);
});

test("roots: flat bytes of list<alltypes.Leaf> roots through rootFlatList", () => {
  const cases = parseOrdered(readFileSync(join(ROOT, "testdata", "roots", "vectors.json"), "utf8")) as Record<
    string,
    unknown
  >[];
  const meta: TypeMeta = { k: "list", e: { k: "ref", name: "alltypes.Leaf" } };
  let passed = 0;
  for (const c of cases) {
    if (c["type"] !== "list<alltypes.Leaf>") continue;
    const name = String(c["name"]);
    const o = (c["options"] ?? {}) as Record<string, boolean | undefined>;
    const frame = o["frame"] === true;
    const flat = unhex(String(c["flatHex"]));
    const type = rootFlatList(alltypes.Leaf$flat, alltypes.Leaf.create, frame ? frameFingerprint(flat) : 0n);
    const expected = fromJson(META, meta, c["value"]) as object;
    const decoded = frame ? decodeFlatFramed(type, flat) : decodeFlat(type, flat);
    assert.ok(equal(META, meta, decoded, expected), `${name}: decode gave ${show(decoded)}`);
    const built: Leaf[] = o["dedupMessages"] === true ? (intern(META, meta, expected) as Leaf[]) : (expected as Leaf[]);
    const opts = { dedupStrings: o["dedupStrings"] ?? true, dedupMessages: o["dedupMessages"] ?? false };
    const again: Uint8Array = frame ? encodeFlatFramed(type, built, opts) : encodeFlat(type, built, opts);
    assert.equal(hex(again), hex(flat), `${name}: encode`);
    passed++;
  }
  assert.equal(passed, 4);
  // A wrapper without its pointer reads as an empty list; a forged element pointer is rejected.
  assert.deepEqual(decodeFlat(rootFlatList(alltypes.Leaf$flat, alltypes.Leaf.create, 0n), unhex("08 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00")), []);
  assert.throws(
    () => decodeFlat(rootFlatList(alltypes.Leaf$flat, alltypes.Leaf.create, 0n), unhex("08 00 00 00 00 00 00 00 00 00 01 00 04 00 00 00 01 00 00 00 00 01 00 00")),
    (e: unknown) => e instanceof BaleError && e.code === "OFFSET_OUT_OF_BOUNDS",
  );
});
