// testdata/roots (roots that are not messages, FORMAT.md §2.3) in Node: every vector (compact and
// flat) and corrupt case through the generated `$root` / `$root$flat` (harness/roots.ts, also run
// in Chromium); rootList / rootStringMap / rootFlatList around the generated goldens; the JSON
// bridge by type expression.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  BaleError,
  CompactReader,
  decode,
  decodeFlat,
  decodeFlatFramed,
  encode,
  encodeFlat,
  encodeFlatFramed,
  encodeFramed,
  decodeFramed,
  rootFlatList,
  rootList,
  rootStringMap,
  UNLIMITED,
  limits,
  type MessageType,
  type TypeMeta,
} from "@bale-dev/runtime";
import * as alltypes from "../../goldens/ts/alltypes/alltypes.js";
import type { Leaf } from "../../goldens/ts/alltypes/alltypes.js";
import * as leavesRoot from "../../goldens/ts/roots/roots/leaves.js";
import * as pointsRoot from "../../goldens/ts/roots/roots/points.js";
import * as shapesRoot from "../../goldens/ts/roots/roots/shapes.js";
import * as byNameRoot from "../../goldens/ts/roots/roots/by_name.js";
import * as numberRoot from "../../goldens/ts/roots/roots/number.js";
import * as nestedRoot from "../../goldens/ts/roots/roots/nested.js";
import * as flagRoot from "../../goldens/ts/roots/roots/flag.js";
import * as colorRoot from "../../goldens/ts/roots/roots/color.js";
import * as leafRoot from "../../goldens/ts/roots/roots.js";
import * as rootsAlltypes from "../../goldens/ts/roots/alltypes.js";
import { hex, unhex } from "./harness/conformance.js";
import { ROOT } from "./harness/files.js";
import { equal, fromJson, intern, show } from "./harness/json.js";
import { parseOrdered } from "./harness/jsonparse.js";
import { GENERATED_ROOTS, runRoots } from "./harness/roots.js";
import { fromJson as bridgeFromJson, toJson as bridgeToJson } from "@bale-dev/runtime/json";
import { SCHEMAS } from "./harness/registry.js";

const META = SCHEMAS["alltypes.bale"]!.meta;

function cases(file: string): Record<string, unknown>[] {
  return parseOrdered(readFileSync(join(ROOT, "testdata", "roots", file), "utf8")) as Record<string, unknown>[];
}

/** A frame's fingerprint (bytes 6..13, little-endian): this runtime does not compute canonical forms. */
function frameFingerprint(b: Uint8Array): bigint {
  return new DataView(b.buffer, b.byteOffset, b.byteLength).getBigUint64(6, true);
}

test("roots: every vector and corrupt case of testdata/roots through the generated $root and $root$flat", () => {
  const vectors = cases("vectors.json");
  const corrupt = cases("corrupt.json");
  const report = runRoots({ file: "vectors.json", cases: vectors }, { file: "corrupt.json", cases: corrupt });
  console.log(`roots (node): ${report.passed}/${report.passed + report.failed.length} passed, ${report.skipped.length} skipped`);
  assert.deepEqual(report.failed, []);
  assert.equal(report.skipped.length, 0);
  assert.equal(report.passed, 2 * vectors.length + corrupt.length);
  assert.ok(vectors.length >= 15 && corrupt.length >= 13);
  // Every generated root is exercised by some vector.
  const types = new Set(vectors.map((c) => String(c["type"]).replace(/\s+/g, "")));
  for (const t of Object.keys(GENERATED_ROOTS)) if (t !== "alltypes.Leaf") assert.ok(types.has(t), `no vector of root ${t}`);
});

test("roots: the generated API as a user writes it", () => {
  const list: Leaf[] = [
    { name: "a", value: 1 },
    { name: "b", value: -1 },
  ];
  const bytes = encode(leavesRoot.$root, list);
  assert.deepEqual(decode(leavesRoot.$root, bytes).map((l) => [l.name, l.value]), [["a", 1], ["b", -1]]);
  // The fingerprint frames carry is the wrapper's, computed by the generator (the vector's frame).
  const framedVector = cases("vectors.json").find((c) => c["name"] === "roots.list.framed")!;
  assert.equal(leavesRoot.$root.fingerprint, frameFingerprint(unhex(String(framedVector["hex"]))));
  assert.equal(hex(encodeFramed(leavesRoot.$root, list)), hex(unhex(String(framedVector["hex"]))));
  assert.equal(decodeFramed(leavesRoot.$root, encodeFramed(leavesRoot.$root, list)).length, 2);
  assert.throws(
    () => decodeFramed(numberRoot.$root, encodeFramed(leavesRoot.$root, list)),
    (e: unknown) =>
      e instanceof BaleError &&
      e.code === "FINGERPRINT_MISMATCH" &&
      // 16 digits each, as bale inspect writes a fingerprint.
      /frame has [0-9a-f]{16}, reader expects [0-9a-f]{16}$/.test(e.message),
  );
  assert.equal(decode(numberRoot.$root, encode(numberRoot.$root, 42n)), 42n);
  assert.equal(decode(flagRoot.$root, encode(flagRoot.$root, true)), true);
  assert.equal(decode(colorRoot.$root, encode(colorRoot.$root, alltypes.Color.BLUE)), alltypes.Color.BLUE);
  const nested = [[1, 2], [], [-3]];
  assert.deepEqual(decodeFlat(nestedRoot.$root$flat, encodeFlat(nestedRoot.$root$flat, nested)), nested);
  assert.equal(hex(encodeFlatFramed(leavesRoot.$root$flat, list)).length > 0, true);
  // The flat view of the wrapper reads the value in place.
  const view = new leavesRoot.rootView().wrap(encodeFlat(leavesRoot.$root$flat, list));
  assert.equal(view.valueLength(), 2);
  assert.equal(view.value(1).name, "b");
  // A message root is the message's own codec.
  // (goldens/ts/roots has its own copy of the alltypes module: the generator writes every module
  // a schema needs next to it.)
  assert.equal(leafRoot.$root, rootsAlltypes.Leaf);
  assert.equal(leafRoot.$root$flat, rootsAlltypes.Leaf$flat);
  assert.equal(leavesRoot.$rootType, "list<alltypes.Leaf>");
  // Values are checked like any field's.
  assert.throws(
    () => encode(numberRoot.$root, 1 as unknown as bigint),
    (e: unknown) => e instanceof BaleError && e.code === "INVALID_VALUE",
  );
  // toJson by the root's type text.
  assert.equal(bridgeToJson(META, leavesRoot.$rootType, list), '[{"name":"a","value":1},{"name":"b","value":-1}]');
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

// rootList / rootStringMap charge the decoded-size budget (FORMAT.md §7.1) what the generated root
// wrapper of the same type charges for the same bytes, as Java's RootTypes does
// (RootTypesGeneratedTest.chargesAsTheGeneratedWrappers pins the same numbers); up to 2026-11-30
// they charged the elements' slots and entries nothing.
test("roots: rootList and rootStringMap charge what the generated wrappers charge", () => {
  const n = 100_000;
  const sameCharges = <T, U>(kind: string, helper: MessageType<T>, generated: MessageType<U>, bytes: Uint8Array): number => {
    const g = new CompactReader(UNLIMITED);
    const h = new CompactReader(UNLIMITED);
    g.decode(generated, bytes);
    h.decode(helper, bytes);
    const charged = g.decodedSize;
    assert.equal(h.decodedSize, charged, `${kind}: the helper's charge`);
    if (charged < 1000) return charged;
    // A budget of half the charge: both stop at the same count or header.
    const half = limits({ decodedSizeFloor: Math.floor(charged / 2), decodedSizeRatio: 1 });
    const fail = (t: MessageType<unknown>): BaleError => {
      try {
        new CompactReader(half).decode(t, bytes);
      } catch (e) {
        if (e instanceof BaleError) return e;
        throw e;
      }
      assert.fail(`${kind}: decoded under half its charge`);
    };
    const eg = fail(generated as MessageType<unknown>);
    const eh = fail(helper as MessageType<unknown>);
    assert.equal(eg.code, "LIMIT_EXCEEDED", kind);
    assert.deepEqual([eh.code, eh.offset, eh.path], [eg.code, eg.offset, eg.path], kind);
    return charged;
  };
  const leaves = new Array<Leaf>(n).fill(alltypes.Leaf.create());
  // the wrapper 40, the list 96 + n x 8, each empty Leaf 48, the string table 56
  assert.equal(
    sameCharges("list<Leaf>", rootList(alltypes.Leaf, 0n), leavesRoot.$root, encode(leavesRoot.$root, leaves)),
    40 + 96 + n * (8 + 48) + 56,
  );
  const points = new Array<alltypes.Point>(n / 4).fill(alltypes.Point.create());
  sameCharges("list<Point>", rootList(alltypes.Point, 0n, 16), pointsRoot.$root, encode(pointsRoot.$root, points));
  const flags = new Array<alltypes.Shape>(n / 2).fill({ case: "flag", value: true });
  sameCharges("list<Shape>", rootList(alltypes.Shape, 0n), shapesRoot.$root, encode(shapesRoot.$root, flags));
  const map = new Map<string, Leaf>();
  for (let i = 0; i < n / 4; i++) map.set(i.toString(36), alltypes.Leaf.create());
  sameCharges("map<string, Leaf>", rootStringMap(alltypes.Leaf, 0n), byNameRoot.$root, encode(byNameRoot.$root, map));
  // A wrapper without its field: the default is charged as the wrappers charge it (40, 192).
  assert.equal(sameCharges("absent list", rootList(alltypes.Leaf, 0n), leavesRoot.$root, unhex("00 00")), 80);
  assert.equal(sameCharges("absent map", rootStringMap(alltypes.Leaf, 0n), byNameRoot.$root, unhex("00 00")), 384);
});

test("roots: bale/json reads and writes every root of testdata/roots by its type expression", () => {
  for (const c of cases("vectors.json")) {
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
  const meta: TypeMeta = { k: "list", e: { k: "ref", name: "alltypes.Leaf" } };
  let passed = 0;
  for (const c of cases("vectors.json")) {
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
