/**
 * testdata/roots (roots of any type, FORMAT.md §2.3; docs/spec/VECTORS.md §7) through the
 * generated root API: the `$root` / `$root$flat` exports that the generator writes for a schema
 * file's `root` statement (goldens/ts/roots, one module per root type of the vectors). For every
 * vector: compact encode of the value (framed with `$root.fingerprint`), decode, re-encode; flat
 * decode of `flatHex` and encode back. Every corrupt case (testdata/roots/corrupt.json) fails with
 * the same code and offset as in Java. Environment-free (Node and Chromium).
 */
import {
  BaleError,
  CompactReader,
  CompactWriter,
  decodeFlat,
  decodeFlatFramed,
  type FlatMessageType,
  type MessageType,
  type TypeMeta,
  type ScalarName,
} from "@bale-dev/runtime";
import { hex, unhex, type CaseFile, type Report } from "./conformance.js";
import { encodeWith as flatEncodeWith } from "./flat.js";
import { equal, fromJson, intern, show } from "./json.js";
import { SCHEMAS } from "./registry.js";
import * as leafRoot from "../../../goldens/ts/roots/roots.js";
import * as byName from "../../../goldens/ts/roots/roots/by_name.js";
import * as byNumber from "../../../goldens/ts/roots/roots/by_number.js";
import * as color from "../../../goldens/ts/roots/roots/color.js";
import * as colors from "../../../goldens/ts/roots/roots/colors.js";
import * as document from "../../../goldens/ts/roots/roots/document.js";
import * as flag from "../../../goldens/ts/roots/roots/flag.js";
import * as leaves from "../../../goldens/ts/roots/roots/leaves.js";
import * as nested from "../../../goldens/ts/roots/roots/nested.js";
import * as number from "../../../goldens/ts/roots/roots/number.js";
import * as point from "../../../goldens/ts/roots/roots/point.js";
import * as points from "../../../goldens/ts/roots/roots/points.js";
import * as shapes from "../../../goldens/ts/roots/roots/shapes.js";
import * as text from "../../../goldens/ts/roots/roots/text.js";

export interface GeneratedRoot {
  readonly compact: MessageType<unknown>;
  readonly flat: FlatMessageType<unknown>;
}

interface RootModule {
  readonly $root: unknown;
  readonly $root$flat: unknown;
  readonly $rootType: string;
}

/** Every generated root by its type text (`$rootType`, the type's canonical form). */
export const GENERATED_ROOTS: { readonly [type: string]: GeneratedRoot } = (() => {
  const out: { [type: string]: GeneratedRoot } = {};
  const modules: RootModule[] = [
    leafRoot, byName, byNumber, color, colors, document, flag, leaves, nested, number, point, points, shapes, text,
  ];
  for (const m of modules) {
    if (out[m.$rootType] !== undefined) throw new Error(`two generated roots of type ${m.$rootType}`);
    out[m.$rootType] = {
      compact: m.$root as MessageType<unknown>,
      flat: m.$root$flat as FlatMessageType<unknown>,
    };
  }
  return out;
})();

const SCALARS = new Set(["bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64", "string", "bytes", "json"]);

/** A type written as in a schema, names in full (`list<alltypes.Leaf>`, `map<i64, string>`). */
export function parseType(textIn: string): TypeMeta {
  const s = textIn.replace(/\s+/g, "");
  let i = 0;
  const name = (): string => {
    const m = /^[A-Za-z_][\w.]*/.exec(s.substring(i));
    if (m === null) throw new Error(`cannot read type '${textIn}' at ${i}`);
    i += m[0].length;
    return m[0];
  };
  const expect = (c: string): void => {
    if (s[i] !== c) throw new Error(`cannot read type '${textIn}': expected '${c}' at ${i}`);
    i++;
  };
  const type = (): TypeMeta => {
    const n = name();
    if (n === "list") {
      expect("<");
      const e = type();
      expect(">");
      return { k: "list", e };
    }
    if (n === "map") {
      expect("<");
      const key = type();
      expect(",");
      const value = type();
      expect(">");
      return { k: "map", key, value };
    }
    return SCALARS.has(n) ? { k: "scalar", s: n as ScalarName } : { k: "ref", name: n };
  };
  const t = type();
  if (i !== s.length) throw new Error(`cannot read type '${textIn}': trailing text at ${i}`);
  return t;
}

/** The canonical text of a type (no spaces), as `$rootType` has it. */
function canonical(t: TypeMeta): string {
  switch (t.k) {
    case "scalar":
      return t.s;
    case "ref":
      return t.name;
    case "list":
      return `list<${canonical(t.e)}>`;
    case "map":
      return `map<${canonical(t.key)},${canonical(t.value)}>`;
  }
}

type Case = Record<string, unknown>;

function rootOf(c: Case): { root: GeneratedRoot; meta: (typeof SCHEMAS)[string]["meta"]; t: TypeMeta } {
  const s = SCHEMAS[String(c["schema"])];
  if (s === undefined) throw new Error(`no generated code for schema ${String(c["schema"])}`);
  const t = parseType(String(c["type"]));
  const root = GENERATED_ROOTS[canonical(t)];
  if (root === undefined) throw new Error(`no generated root of type ${canonical(t)}`);
  return { root, meta: s.meta, t };
}

function check(actual: Uint8Array, expected: string, what: string): void {
  const want = hex(unhex(expected));
  if (hex(actual) !== want) throw new Error(`${what}: got ${hex(actual)}, expected ${want}`);
}

/** One vector of testdata/roots/vectors.json through `$root` (compact). */
export function runRootVector(c: Case): void {
  const { root, meta, t } = rootOf(c);
  const o = (c["options"] ?? {}) as Record<string, boolean | undefined>;
  const frame = o["frame"] === true;
  const expected = fromJson(meta, t, c["value"]);
  const built = o["dedupMessages"] === true ? intern(meta, t, fromJson(meta, t, c["value"])) : expected;
  const w = () => new CompactWriter({ dedupStrings: o["dedupStrings"] ?? true, dedupMessages: o["dedupMessages"] ?? false });
  const enc = (v: unknown) =>
    frame ? w().encodeFramed(root.compact, v, root.compact.fingerprint) : w().encode(root.compact, v);
  const bytes = unhex(String(c["hex"]));
  check(enc(built), String(c["hex"]), "encode");
  const decoded = frame
    ? new CompactReader().decodeFramed(root.compact, bytes, root.compact.fingerprint)
    : new CompactReader().decode(root.compact, bytes);
  if (!equal(meta, t, decoded, expected)) throw new Error(`decode gave ${show(decoded)}, expected ${show(expected)}`);
  check(enc(decoded), String(c["hex"]), "re-encode");
}

/** One vector's `flatHex` through `$root$flat`. */
export function runRootFlatVector(c: Case): void {
  const { root, meta, t } = rootOf(c);
  const o = (c["options"] ?? {}) as Record<string, boolean | undefined>;
  const opts = { dedupStrings: o["dedupStrings"] ?? true, dedupMessages: o["dedupMessages"] ?? false, frame: o["frame"] ?? false };
  const flat = unhex(String(c["flatHex"]));
  const expected = fromJson(meta, t, c["value"]);
  const decoded = opts.frame ? decodeFlatFramed(root.flat, flat) : decodeFlat(root.flat, flat);
  if (!equal(meta, t, decoded, expected)) throw new Error(`flat decode gave ${show(decoded)}, expected ${show(expected)}`);
  const built = opts.dedupMessages ? intern(meta, t, fromJson(meta, t, c["value"])) : expected;
  check(flatEncodeWith(root.flat as FlatMessageType<object>, built as object, opts), String(c["flatHex"]), "flat encode");
}

/** One case of testdata/roots/corrupt.json: exactly `code` (and `offset` when given). */
export function runRootCorrupt(c: Case): void {
  const { root } = rootOf(c);
  const bytes = unhex(String(c["hex"]));
  const frame = c["frame"] === true;
  let error: unknown;
  try {
    if (c["codec"] === "flat") {
      if (frame) decodeFlatFramed(root.flat, bytes);
      else decodeFlat(root.flat, bytes);
    } else if (frame) {
      new CompactReader().decodeFramed(root.compact, bytes, root.compact.fingerprint);
    } else {
      new CompactReader().decode(root.compact, bytes);
    }
  } catch (e) {
    error = e;
  }
  if (error === undefined) throw new Error(`decoded without error, expected ${String(c["code"])}`);
  if (!(error instanceof BaleError)) throw new Error(`threw ${String(error)}, expected BaleError ${String(c["code"])}`);
  if (error.code !== c["code"]) throw new Error(`code ${error.code} (${error.message}), expected ${String(c["code"])}`);
  if (c["offset"] !== undefined && error.offset !== c["offset"]) {
    throw new Error(`offset ${error.offset} (${error.message}), expected ${String(c["offset"])}`);
  }
}

/** Every root vector (compact and flat) and corrupt case; nothing is skipped. */
export function runRoots(vectors: CaseFile, corrupt: CaseFile): Report {
  const report: Report = { passed: 0, failed: [], skipped: [] };
  const run = (name: string, f: () => void): void => {
    try {
      f();
      report.passed++;
    } catch (e) {
      report.failed.push(`${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  for (const c of vectors.cases) {
    const name = `roots/${vectors.file}:${String(c["name"])}`;
    run(name, () => runRootVector(c));
    run(`${name} [flat]`, () => runRootFlatVector(c));
  }
  for (const c of corrupt.cases) run(`roots/${corrupt.file}:${String(c["name"])}`, () => runRootCorrupt(c));
  return report;
}
