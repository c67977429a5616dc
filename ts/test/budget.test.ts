// The decoded-size budget (FORMAT.md §7.1) in TypeScript: for every element kind that decodes to
// more objects than bytes, what a decode charges (found by bisecting the budget's floor) stays at
// or under 64 x input + a constant, or the decode ends in LIMIT_EXCEEDED with an offset and a path;
// and in a child process with a 64 MB heap the worst cases end without running out of memory.
// Prints the amplification table that docs/safety.md quotes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  BaleError,
  CompactReader,
  DEFAULT_LIMITS,
  UNLIMITED,
  decodeFlat,
  decodeFlatUnchecked,
  decodedSizeBudget,
  flatDecodedSize,
  limits,
  rootFlatList,
  verifyFlat,
  type FlatMessageType,
  type Limits,
} from "@bale-dev/runtime";
import type { CompactType } from "../src/compact/types.js";
import { AllTypes, AllTypes$flat, AllTypesView, Node, Node$flat, NodeView } from "../../goldens/ts/alltypes/alltypes.js";
import { Repo, Repo$flat, ReposList, ReposList$flat, ReposListView } from "../../goldens/ts/repos/repos.js";
import { Event$flat, EventView } from "../../goldens/ts/dynamic/dynamic.js";
import { root$flat as nested$flat, rootView as NestedView } from "../../goldens/ts/roots/roots/nested.js";
import { root$flat as shapes$flat, rootView as ShapesView } from "../../goldens/ts/roots/roots/shapes.js";
import type { JsonValue } from "../src/jsonvalue.js";
import { flatEventWith, flatForgedCases, forgedCases, forgedFlatList, nodesOfEmptyBodies, type FlatForged, type Forged } from "./harness/forged.js";

const N = 256 * 1024;
const RATIO = 64;
const CONSTANT = 1 << 20;
const LIMITS = limits({ decodedSizeFloor: 1 << 20 });

function typeOf(f: Forged): CompactType<unknown> {
  return (f.type === "repos.ReposList" ? ReposList : f.type === "alltypes.Node" ? Node : AllTypes) as CompactType<unknown>;
}

function outcome(type: CompactType<unknown>, bytes: Uint8Array, l: Limits): string {
  try {
    new CompactReader(l).decode(type, bytes);
    return "decoded";
  } catch (e) {
    if (!(e instanceof BaleError)) throw e;
    assert.equal(e.code, "LIMIT_EXCEEDED", e.message);
    assert.ok(e.offset >= 0 && e.path !== "", `offset and path: ${e.message}`);
    return `LIMIT_EXCEEDED at ${e.offset}`;
  }
}

/** What decoding `bytes` charges the budget (the reader's decodedSize, unlimited otherwise). */
function charged(type: CompactType<unknown>, bytes: Uint8Array): number {
  const r = new CompactReader(limits({ decodedSizeFloor: Number.MAX_SAFE_INTEGER }));
  r.decode(type, bytes);
  return r.decodedSize;
}

test("every element kind is charged at most 64 x input + 1 MiB, or ends in LIMIT_EXCEEDED", () => {
  const rows: string[] = [
    "| kind | input bytes | charged (estimated bytes) | ratio | outcome |",
    "|---|---:|---:|---:|---|",
  ];
  for (const f of forgedCases(N)) {
    const type = typeOf(f);
    const result = outcome(type, f.bytes, LIMITS);
    const c = charged(type, f.bytes);
    rows.push(
      `| ${f.kind} | ${f.bytes.length.toLocaleString("en")} | ${c.toLocaleString("en")} | ` +
        `${(c / f.bytes.length).toFixed(1)} | ${result} |`,
    );
    const budget = decodedSizeBudget(LIMITS, f.bytes.length);
    if (result === "decoded") {
      assert.ok(c <= RATIO * f.bytes.length + CONSTANT, `${f.kind}: decoded with ${c} charged`);
      assert.ok(c <= budget, f.kind);
    } else {
      assert.ok(c > budget, `${f.kind}: rejected although ${c} <= ${budget}`);
    }
  }
  console.log(`decoded-size budget (TypeScript):\n${rows.join("\n")}`);
});

test("the budget passes at its value and fails one byte below, with the path", () => {
  const bytes = nodesOfEmptyBodies(1000);
  const c = charged(Node as CompactType<unknown>, bytes);
  new CompactReader(limits({ decodedSizeFloor: c, decodedSizeRatio: 1 })).decode(Node, bytes);
  try {
    new CompactReader(limits({ decodedSizeFloor: c - 1, decodedSizeRatio: 1 })).decode(Node, bytes);
    assert.fail("decoded below the budget");
  } catch (e) {
    assert.ok(e instanceof BaleError);
    assert.equal(e.code, "LIMIT_EXCEEDED");
    assert.match(e.path, /^Node\.children\[/);
  }
});

test("the default budget is max(64 MiB, 64 x input)", () => {
  assert.equal(decodedSizeBudget(DEFAULT_LIMITS, 0), 64 * 1024 * 1024);
  assert.equal(decodedSizeBudget(DEFAULT_LIMITS, 1 << 20), 64 * 1024 * 1024);
  assert.equal(decodedSizeBudget(DEFAULT_LIMITS, 2 << 20), 64 * (2 << 20));
  assert.throws(() => limits({ decodedSizeFloor: 0 }), RangeError);
});

test("worst cases in a child process with --max-old-space-size=64: no out-of-memory", () => {
  const child = join(dirname(fileURLToPath(import.meta.url)), "budget-child.js");
  // The default floor (64 MiB of decoded objects) alone would not fit a 64 MB heap, so the child
  // decodes with the floor at 1 MiB and the default 64 x input: 700,000 empty 67-field Repo bodies
  // (the 700 KB file) end at the budget; 200,000 two-byte Nodes (400 KB) decode within it,
  // and the heap they keep is checked against 64 x input + 8 MiB (runtime, test and input).
  // Flat (decodeFlat, same floor): 700 KB of null Repo elements and of 8-byte empty Repo objects,
  // and a json array of 700,000 empty objects, end at the budget; 400 KB of null Node elements and
  // a json array of 200,000 one-char strings decode, their heap checked like the Nodes'.
  for (const [kind, n, expect] of [
    ["repos", 700_000, /^LIMIT_EXCEEDED at \d+ \(ReposList\.repos\[\d+\]\)$/],
    ["nodes", 200_000, /^decoded$/],
    ["flat-repos-null", 175_000, /^LIMIT_EXCEEDED at \d+ \(ReposList\)$/],
    ["flat-repos-objects", 58_000, /^LIMIT_EXCEEDED at \d+ \(ReposList\)$/],
    ["flat-json-objects", 700_000, /^LIMIT_EXCEEDED at \d+ \(Event\)$/],
    ["flat-nodes-null", 100_000, /^decoded$/],
    ["flat-json-strings", 200_000, /^decoded$/],
  ] as const) {
    const r = spawnSync(process.execPath, ["--max-old-space-size=64", "--expose-gc", child, kind, String(n)], {
      encoding: "utf8",
      timeout: 120_000,
    });
    assert.equal(r.status, 0, `${kind}: exit ${r.status} ${r.signal ?? ""}\n${r.stderr}`);
    const out = JSON.parse(r.stdout) as { outcome: string; input: number; heapUsed: number; baseline: number };
    assert.match(out.outcome, expect, kind);
    if (out.outcome === "decoded") {
      assert.ok(out.heapUsed - out.baseline <= RATIO * out.input + (8 << 20), JSON.stringify(out));
    }
    console.log(
      `budget child (--max-old-space-size=64) ${kind}: ${out.input} input bytes, ${out.outcome}, ` +
        `heap used ${out.heapUsed - out.baseline} bytes more than before (${((out.heapUsed - out.baseline) / out.input).toFixed(1)} x input)`,
    );
  }
});

// ---- generated flat decoding into values (decodeFlat, a view's decode()) ----

function flatTypeOf(f: FlatForged): FlatMessageType<unknown> {
  return (f.type === "repos.ReposList" ? ReposList$flat : f.type === "alltypes.Node" ? Node$flat : AllTypes$flat) as FlatMessageType<unknown>;
}

/** Decodes through a checked view (`wrap`, then `decode()`) under `l`. */
function flatViewDecode(f: FlatForged, l: Limits): unknown {
  if (f.type === "repos.ReposList") return new ReposListView().wrap(f.bytes, l).decode();
  if (f.type === "alltypes.Node") return new NodeView().wrap(f.bytes, l).decode();
  return new AllTypesView().wrap(f.bytes, l).decode();
}

function flatOutcome(run: () => unknown): string {
  try {
    run();
    return "decoded";
  } catch (e) {
    if (!(e instanceof BaleError)) throw e;
    assert.equal(e.code, "LIMIT_EXCEEDED", e.message);
    assert.ok(e.offset >= 0 && e.path !== "", `offset and path: ${e.message}`);
    assert.match(e.message, /decoded size/);
    return `LIMIT_EXCEEDED at ${e.offset}`;
  }
}

/** What decoding `f` into values charges (no budget in the way). */
function flatCharged(f: FlatForged): number {
  decodeFlat(flatTypeOf(f), f.bytes, UNLIMITED);
  return flatDecodedSize();
}

test("flat: every element kind is charged at most 64 x input + 1 MiB, or ends in LIMIT_EXCEEDED", () => {
  const rows: string[] = [
    "| kind | input bytes | charged (estimated bytes) | ratio | outcome (decodeFlat) | outcome (view decode) |",
    "|---|---:|---:|---:|---|---|",
  ];
  for (const f of flatForgedCases(N)) {
    const c = flatCharged(f);
    const verified = flatOutcome(() => decodeFlat(flatTypeOf(f), f.bytes, LIMITS));
    const checked = flatOutcome(() => flatViewDecode(f, LIMITS));
    assert.equal(checked, verified, `${f.kind}: checked view and decodeFlat agree`);
    rows.push(
      `| ${f.kind} | ${f.bytes.length.toLocaleString("en")} | ${c.toLocaleString("en")} | ` +
        `${(c / f.bytes.length).toFixed(1)} | ${verified} | ${checked} |`,
    );
    const budget = decodedSizeBudget(LIMITS, f.bytes.length);
    if (verified === "decoded") {
      assert.ok(c <= RATIO * f.bytes.length + CONSTANT, `${f.kind}: decoded with ${c} charged`);
      assert.ok(c <= budget, f.kind);
    } else {
      assert.ok(c > budget, `${f.kind}: rejected although ${c} <= ${budget}`);
    }
    if (f.kind.startsWith("many-field message, null") || f.kind.startsWith("many-field message, empty")) {
      assert.match(verified, /^LIMIT_EXCEEDED/, f.kind);
    }
  }
  console.log(`flat decoded-size budget (TypeScript):\n${rows.join("\n")}`);
});

test("flat: the budget passes at its value and fails one byte below; shared objects charge once", () => {
  const bytes = forgedFlatList(3, 1, 1000, "null");
  decodeFlat(Node$flat, bytes, UNLIMITED);
  const c = flatDecodedSize();
  assert.ok(c > 1000 * 96, `each null element is charged a default Node: ${c}`);
  decodeFlat(Node$flat, bytes, limits({ decodedSizeFloor: c, decodedSizeRatio: 1 }));
  new NodeView().wrap(bytes, limits({ decodedSizeFloor: c, decodedSizeRatio: 1 })).decode();
  for (const run of [
    () => decodeFlat(Node$flat, bytes, limits({ decodedSizeFloor: c - 1, decodedSizeRatio: 1 })),
    () => new NodeView().wrap(bytes, limits({ decodedSizeFloor: c - 1, decodedSizeRatio: 1 })).decode(),
  ]) {
    try {
      run();
      assert.fail("decoded below the budget");
    } catch (e) {
      assert.ok(e instanceof BaleError);
      assert.equal(e.code, "LIMIT_EXCEEDED");
      assert.equal(e.path, "Node");
      assert.equal(e.offset, 8, "the root object, charged last (at its end)");
    }
  }
  assert.equal(decodeFlat(Node$flat, bytes).children.length, 1000, "the default budget takes it");
  decodeFlat(ReposList$flat, forgedFlatList(1, 0, 1000, "shared"));
  const shared = flatDecodedSize();
  decodeFlat(ReposList$flat, forgedFlatList(1, 0, 1000, "distinct"));
  assert.ok(flatDecodedSize() > 50 * shared, `shared ${shared}, distinct ${flatDecodedSize()}`);
  // Reading in place charges nothing: a getter after a decode is not refused.
  const view = new NodeView().wrap(bytes, limits({ decodedSizeFloor: 1, decodedSizeRatio: 1 }));
  for (let i = 0; i < 3; i++) assert.equal(view.name, "");
});

// ---- maps (pinned: DecodedSizeBudgetTest.MAP_PINNED holds the same numbers for the same bytes) ----

const MAP_PINNED: Record<string, number> = {
  "compact maps with distinct keys (map<i32, string>)": 6_297_198,
  "compact maps, u32 keys (map<u32, i32>)": 3_938_022,
  "compact maps, i64 keys (map<i64, f64>)": 2_103_022,
  "compact maps, string keys (map<string, i32>)": 5_180_580,
  "compact maps, message values (map<string, Leaf>)": 6_229_188,
  "flat maps with distinct keys (map<i32, string>)": 3_151_548,
  "flat maps, u32 keys (map<u32, i32>)": 3_938_100,
  "flat maps, i64 keys (map<i64, f64>)": 2_103_100,
  "flat maps, string keys (map<string, i32>)": 2_591_986,
};

test("maps charge what Java charges (pinned), compact and flat", () => {
  let checked = 0;
  for (const f of forgedCases(N)) {
    if (!f.kind.startsWith("maps")) continue;
    assert.equal(charged(typeOf(f), f.bytes), MAP_PINNED[`compact ${f.kind}`], f.kind);
    checked++;
  }
  for (const f of flatForgedCases(N)) {
    if (!f.kind.startsWith("maps")) continue;
    assert.equal(flatCharged(f), MAP_PINNED[`flat ${f.kind}`], f.kind);
    checked++;
  }
  assert.equal(checked, Object.keys(MAP_PINNED).length);
});

// ---- the kinds charged since the second round of issue 18 (pinned: the Java test pins the same) ----

/** A root list<Shape> wrapper whose elements point at union cells of case `id` with a null value. */
function forgedCells(n: number, id: number, mode: "shared" | "distinct"): Uint8Array {
  const b = forgedFlatList(1, 0, n, mode);
  const objects = (8 + 8 + 4 + 4 * n + 7) & ~7;
  const d = new DataView(b.buffer);
  for (let i = 0; i < (mode === "shared" ? 1 : n); i++) d.setInt32(objects + 8 * i, id, true);
  return b;
}

interface NewKind {
  kind: string;
  bytes: Uint8Array;
  type: FlatMessageType<unknown>;
  view: (bytes: Uint8Array, l: Limits) => unknown;
  pinned: string;
}

function newKinds(): NewKind[] {
  const members = new Map<string, JsonValue>();
  for (let i = 0; i < N / 8; i++) members.set(String(100000 + i), null);
  const list = rootFlatList(Repo$flat, Repo.create, 0n) as FlatMessageType<unknown>;
  const event = (kind: string, payload: JsonValue, pinned: string): NewKind => ({
    kind,
    bytes: flatEventWith(payload),
    type: Event$flat as FlatMessageType<unknown>,
    view: (b, l) => new EventView().wrap(b, l).decode(),
    pinned,
  });
  return [
    {
      kind: "null elements of a list of lists (root list<list<i32>>)",
      bytes: forgedFlatList(1, 0, N / 4, "null"),
      type: nested$flat as FlatMessageType<unknown>,
      view: (b, l) => new NestedView().wrap(b, l).decode(),
      pinned: "3145960 decoded",
    },
    {
      kind: "null maps, one shared union cell (list<Shape>, counts)",
      bytes: forgedCells(N / 4, 9, "shared"),
      type: shapes$flat as FlatMessageType<unknown>,
      view: (b, l) => new ShapesView().wrap(b, l).decode(),
      pinned: "25690344 LIMIT_EXCEEDED at 262168",
    },
    {
      kind: "null lists, a union cell each (list<Shape>, polygon)",
      bytes: forgedCells(Math.floor(N / 12), 7, "distinct"),
      type: shapes$flat as FlatMessageType<unknown>,
      view: (b, l) => new ShapesView().wrap(b, l).decode(),
      pinned: "1922592 decoded",
    },
    event("json array of nulls (payload)", new Array<JsonValue>(N).fill(null), "6292152 decoded"),
    event(
      "json array of empty objects (payload)",
      Array.from({ length: N }, () => new Map<string, JsonValue>()),
      "56623800 LIMIT_EXCEEDED at 54704",
    ),
    event("json array of 1-char strings (payload)", new Array<JsonValue>(N / 2).fill("a"), "10748600 decoded"),
    event("json object, distinct keys (payload)", members, "5112600 decoded"),
    {
      kind: "rootFlatList, null elements (Repo defaults)",
      bytes: forgedFlatList(1, 0, N / 4, "null"),
      type: list,
      view: (b, l) => decodeFlat(list, b, l),
      pinned: "106430696 LIMIT_EXCEEDED at 40252",
    },
  ];
}

test("flat: json values, null lists and maps, rootFlatList charge what Java charges (pinned)", () => {
  const rows: string[] = [];
  for (const k of newKinds()) {
    decodeFlat(k.type, k.bytes, UNLIMITED);
    const c = flatDecodedSize();
    const verified = flatOutcome(() => decodeFlat(k.type, k.bytes, LIMITS));
    const checked = flatOutcome(() => k.view(k.bytes, LIMITS));
    assert.equal(`${c} ${verified}`, k.pinned, `${k.kind} (decodeFlat)`);
    assert.equal(`${c} ${checked}`, k.pinned, `${k.kind} (view decode)`);
    const budget = decodedSizeBudget(LIMITS, k.bytes.length);
    if (verified === "decoded") assert.ok(c <= RATIO * k.bytes.length + CONSTANT && c <= budget, k.kind);
    rows.push(
      `| ${k.kind} | ${k.bytes.length.toLocaleString("en")} | ${c.toLocaleString("en")} | ` +
        `${(c / k.bytes.length).toFixed(1)} | ${verified} | ${checked} |`,
    );
  }
  console.log(`flat decoded-size budget, second round (TypeScript):\n${rows.join("\n")}`);
});

// ---- verifying flat json builds nothing ----

test("flat json: verifying a million distinct keys fits a 16 MB heap (a child process)", () => {
  // Verification (verifyFlat, every wrapVerified and decodeFlat's first pass) checks a json object's
  // keys for repeats. It made a string of every key and value and a Map per object: a 6 MB object of
  // a million 4-char keys ran a child with --max-old-space-size=32 out of memory (64 MB: 2.0 s,
  // 154 MB resident). Now the keys are compared as bytes in a typed-array table (0.35 s on 16 MB).
  const members = new Map<string, JsonValue>();
  for (let i = 0; i < 1_000_000; i++) members.set(i.toString(36).padStart(4, "0"), null);
  const bytes = flatEventWith(members);
  members.clear();
  const dir = mkdtempSync(join(tmpdir(), "bale-verify-"));
  try {
    const file = join(dir, "event.flat");
    writeFileSync(file, bytes);
    const child = join(dirname(fileURLToPath(import.meta.url)), "budget-child.js");
    const r = spawnSync(process.execPath, ["--max-old-space-size=16", "--expose-gc", child, "flat-verify-file", file], {
      encoding: "utf8",
      timeout: 120_000,
    });
    assert.equal(r.status, 0, `exit ${r.status} ${r.signal ?? ""}\n${r.stderr}`);
    const out = JSON.parse(r.stdout) as { outcome: string; input: number };
    assert.equal(out.outcome, "decoded"); // (the child's word for a call that returned)
    assert.equal(out.input, bytes.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("flat json: verifying finds a repeated key where decoding does, also past table growth", () => {
  const pad = (i: number): string => `k${String(i).padStart(4, "0")}`;
  const ascii = (t: string): number[] => [...t].map((c) => c.charCodeAt(0));
  const outcome = (run: () => unknown): string => {
    try {
      run();
      return "ok";
    } catch (e) {
      if (!(e instanceof BaleError)) throw e;
      return `${e.code} at ${e.offset}`;
    }
  };
  for (const n of [2, 3, 5, 9, 17, 100, 1000]) {
    for (const dup of new Set([1, n >> 1, n - 1])) {
      for (const target of new Set([0, dup - 1])) {
        // Every third value is an object whose keys repeat the outer object's first key: another
        // object's keys, which must not count as repeats.
        const members = new Map<string, JsonValue>();
        for (let i = 0; i < n; i++) {
          members.set(pad(i), i % 3 === 0 ? new Map<string, JsonValue>([[pad(0), null], ["x", 1n]]) : null);
        }
        const bytes = flatEventWith(members);
        assert.equal(outcome(() => verifyFlat(Event$flat, bytes)), "ok", `n=${n}: distinct keys`);
        // Key `dup` becomes key `target` (same length): the first repeat, right after its bytes.
        const at = Buffer.from(bytes).indexOf(Buffer.from(pad(dup)));
        assert.ok(at > 0);
        bytes.set(ascii(pad(target)), at);
        const expected = `DUPLICATE_MAP_KEY at ${at + pad(dup).length}`;
        assert.equal(outcome(() => verifyFlat(Event$flat, bytes)), expected, `n=${n} dup=${dup} target=${target}`);
        assert.equal(outcome(() => decodeFlat(Event$flat, bytes)), expected);
        // The building walk (no verifier) finds it with its Map of strings, at the same offset.
        assert.equal(outcome(() => decodeFlatUnchecked(Event$flat, bytes)), expected);
      }
    }
  }
});
