/**
 * Runs the language-neutral conformance data (testdata/vectors, testdata/corrupt; format in
 * docs/spec/VECTORS.md) through the generated TypeScript code. Environment-free: the caller
 * passes the parsed files (Node reads them from disk, the browser page fetches them).
 */
import { BaleError, CompactReader, CompactWriter, limits as makeLimits, type Limits, type MessageType } from "@bale-dev/runtime";
import { equal, fromJson, intern, show, type Meta } from "./json.js";
import { runFlatCorrupt, runFlatVector } from "./flat.js";
import { SCHEMAS, type SchemaModules } from "./registry.js";

export interface CaseFile {
  readonly file: string;
  readonly cases: readonly Record<string, unknown>[];
}

export interface Report {
  passed: number;
  failed: string[];
  /** Cases (or parts of cases) not run, with the reason; counted, never silent. */
  skipped: string[];
}

export function hex(b: Uint8Array): string {
  return [...b].map((x) => x.toString(16).padStart(2, "0")).join(" ");
}

export function unhex(s: string): Uint8Array {
  const t = s.replace(/\s+/g, "");
  if (t.length % 2 !== 0 || /[^0-9a-f]/.test(t)) throw new Error(`bad hex ${s}`);
  const out = new Uint8Array(t.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(t.substring(2 * i, 2 * i + 2), 16);
  return out;
}

function norm(s: string): string {
  return hex(unhex(s));
}

function schema(file: unknown): SchemaModules {
  const s = SCHEMAS[String(file)];
  if (s === undefined) throw new Error(`no generated code for schema ${String(file)}`);
  return s;
}

function type(s: SchemaModules, name: unknown): MessageType<object> {
  const t = s.messages[String(name)];
  if (t === undefined) throw new Error(`no message type ${String(name)}`);
  return t;
}

interface Options {
  dedupStrings: boolean;
  dedupMessages: boolean;
  frame: boolean;
}

function options(c: Record<string, unknown>): Options {
  const o = (c["options"] ?? {}) as Record<string, boolean | undefined>;
  return {
    dedupStrings: o["dedupStrings"] ?? true,
    dedupMessages: o["dedupMessages"] ?? false,
    frame: o["frame"] ?? false,
  };
}

function encodeWith(t: MessageType<object>, v: object, o: Options): Uint8Array {
  const w = new CompactWriter({ dedupStrings: o.dedupStrings, dedupMessages: o.dedupMessages });
  return o.frame ? w.encodeFramed(t, v, t.fingerprint) : w.encode(t, v);
}

function decodeWith(t: MessageType<object>, b: Uint8Array, frame: boolean, l?: Limits): object {
  const r = new CompactReader(l);
  return frame ? r.decodeFramed(t, b, t.fingerprint) : r.decode(t, b);
}

function checkEqual(meta: Meta, typeName: string, actual: unknown, expected: unknown, what: string): void {
  if (!equal(meta, { k: "ref", name: typeName }, actual, expected)) {
    throw new Error(`${what}: got ${show(actual)}, expected ${show(expected)}`);
  }
}

function checkHex(actual: Uint8Array, expected: string, what: string): void {
  if (hex(actual) !== norm(expected)) throw new Error(`${what}: got ${hex(actual)}, expected ${norm(expected)}`);
}

/** VECTORS.md §4 for one vector. */
export function runVector(c: Record<string, unknown>): void {
  const s = schema(c["schema"]);
  const typeName = String(c["type"]);
  const t = type(s, typeName);
  const o = options(c);
  const ref = { k: "ref", name: typeName } as const;
  const expected = fromJson(s.meta, ref, c["value"]) as object;
  const decodeOnly = c["decodeOnly"] === true;
  const encodeHex = decodeOnly ? String(c["canonicalHex"]) : String(c["hex"]);
  // 1. encode the value built from JSON (interned for dedupMessages)
  const built = o.dedupMessages ? (intern(s.meta, ref, fromJson(s.meta, ref, c["value"])) as object) : expected;
  checkHex(encodeWith(t, built, o), encodeHex, "encode");
  // 2. decode
  const bytes = unhex(String(c["hex"]));
  const decoded = decodeWith(t, bytes, o.frame);
  checkEqual(s.meta, typeName, decoded, expected, "decode");
  // 3. re-encode the decoded object
  const reHex = decodeOnly ? String(c["reencodeHex"] ?? c["canonicalHex"]) : String(c["hex"]);
  if (c["readerSchema"] === undefined) checkHex(encodeWith(t, decoded, o), reHex, "re-encode");
  // 4. evolution
  if (c["readerSchema"] !== undefined) {
    const rs = schema(c["readerSchema"]);
    const readerType = String(c["readerType"]);
    const rt = type(rs, readerType);
    const read = decodeWith(rt, bytes, o.frame);
    checkEqual(rs.meta, readerType, read, fromJson(rs.meta, { k: "ref", name: readerType }, c["readValue"]), "reader decode");
    const back = encodeWith(rt, read, o);
    checkHex(back, String(c["reencodeHex"]), "reader re-encode");
    checkEqual(s.meta, typeName, decodeWith(t, back, o.frame), expected, "writer decode of reader re-encode");
  }
}

function limitsOf(c: Record<string, unknown>): Limits | undefined {
  const l = c["limits"] as Record<string, number> | undefined;
  return l === undefined ? undefined : makeLimits(l);
}

/** VECTORS.md §2 for one corrupt case: exactly `code` (and `offset` when given). */
export function runCorrupt(c: Record<string, unknown>): void {
  const s = schema(c["schema"]);
  const t = type(s, c["type"]);
  const bytes = unhex(String(c["hex"]));
  let error: unknown;
  try {
    decodeWith(t, bytes, c["frame"] === true, limitsOf(c));
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

function isFlat(c: Record<string, unknown>, file: string): boolean {
  return file.startsWith("flat") || c["codec"] === "flat" || c["flat"] === true;
}

/**
 * Runs every case of the given files: compact vectors and corrupt cases, and the flat part of
 * each (`flatHex` of a vector, corrupt cases with `codec: "flat"`, harness/flat.ts).
 */
export function runAll(vectors: readonly CaseFile[], corrupt: readonly CaseFile[]): Report {
  const report: Report = { passed: 0, failed: [], skipped: [] };
  const run = (name: string, f: () => void): void => {
    try {
      f();
      report.passed++;
    } catch (e) {
      report.failed.push(`${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  for (const f of vectors) {
    for (const c of f.cases) {
      const name = `${f.file}:${String(c["name"])}`;
      if (c["flatHex"] !== undefined) run(`${name} [flat]`, () => runFlatVector(c));
      if (c["codec"] !== "flat") run(name, () => runVector(c));
    }
  }
  for (const f of corrupt) {
    for (const c of f.cases) {
      const name = `${f.file}:${String(c["name"])}`;
      run(name, () => (isFlat(c, f.file) ? runFlatCorrupt(c) : runCorrupt(c)));
    }
  }
  return report;
}
