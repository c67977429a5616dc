/**
 * The flat side of the conformance data (docs/spec/VECTORS.md): for every vector with `flatHex`,
 * the generated `X$flat` codec encodes `value` to exactly `flatHex`, verifies and decodes it to
 * `value`, re-encodes the decoded value to `flatHex`, and for evolution cases the reader's schema
 * decodes it to `readValue` and writes `flatReencodeHex`; every flat corrupt case
 * (testdata/corrupt/flat) fails with the same code and offset as Java. Environment-free like
 * conformance.ts.
 */
import {
  BaleError,
  FlatBuilder,
  decodeFlat,
  decodeFlatFramed,
  encodeFlatWith,
  limits as makeLimits,
  type FlatMessageType,
  type Limits,
} from "@bale-dev/runtime";
import { equal, fromJson, intern, show, type Meta } from "./json.js";
import { SCHEMAS, type SchemaModules } from "./registry.js";
import { walkView, type FlatView } from "./walk.js";

function hex(b: Uint8Array): string {
  return [...b].map((x) => x.toString(16).padStart(2, "0")).join(" ");
}

function unhex(s: string): Uint8Array {
  const t = s.replace(/\s+/g, "");
  if (t.length % 2 !== 0 || /[^0-9a-f]/.test(t)) throw new Error(`bad hex ${s}`);
  const out = new Uint8Array(t.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(t.substring(2 * i, 2 * i + 2), 16);
  return out;
}

function schema(file: unknown): SchemaModules {
  const s = SCHEMAS[String(file)];
  if (s === undefined) throw new Error(`no generated code for schema ${String(file)}`);
  return s;
}

function flatType(s: SchemaModules, name: unknown): FlatMessageType<object> {
  const t = s.flat[String(name)];
  if (t === undefined) throw new Error(`no flat type ${String(name)}`);
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

/** Encodes with a reused builder per options (buffer reuse is part of what is tested). */
const builders = new Map<string, FlatBuilder>();

export function encodeWith(t: FlatMessageType<object>, v: object, o: Options): Uint8Array {
  if (o.frame) {
    const w = new FlatBuilder(o);
    t.write(w, v);
    return w.toBytesFramed(t.fingerprint);
  }
  const key = `${o.dedupStrings}/${o.dedupMessages}`;
  let w = builders.get(key);
  if (w === undefined) {
    w = new FlatBuilder(o);
    builders.set(key, w);
  }
  return encodeFlatWith(w, t, v);
}

export function decodeWith(t: FlatMessageType<object>, b: Uint8Array, frame: boolean, l?: Limits): object {
  return frame ? decodeFlatFramed(t, b, l) : decodeFlat(t, b, l);
}

function checkEqual(meta: Meta, typeName: string, actual: unknown, expected: unknown, what: string): void {
  if (!equal(meta, { k: "ref", name: typeName }, actual, expected)) {
    throw new Error(`${what}: got ${show(actual)}, expected ${show(expected)}`);
  }
}

function checkHex(actual: Uint8Array, expected: string, what: string): void {
  const e = hex(unhex(expected));
  if (hex(actual) !== e) throw new Error(`${what}: got ${hex(actual)}, expected ${e}`);
}

/** One vector's flat part. */
export function runFlatVector(c: Record<string, unknown>): void {
  const s = schema(c["schema"]);
  const typeName = String(c["type"]);
  const t = flatType(s, typeName);
  const o = options(c);
  const ref = { k: "ref", name: typeName } as const;
  const expected = fromJson(s.meta, ref, c["value"]) as object;
  const built = o.dedupMessages ? (intern(s.meta, ref, fromJson(s.meta, ref, c["value"])) as object) : expected;
  const flatHex = String(c["flatHex"]);
  checkHex(encodeWith(t, built, o), flatHex, "flat encode");
  const bytes = unhex(flatHex);
  const decoded = decodeWith(t, bytes, o.frame);
  checkEqual(s.meta, typeName, decoded, expected, "flat verify+decode");
  // Checked access (§F13) accepts valid bytes: every accessor reads, and decode() gives the value.
  const view = wrapChecked(s, typeName, bytes, o.frame);
  walkView(view);
  checkEqual(s.meta, typeName, view.decode(), expected, "flat checked view decode");
  checkHex(encodeWith(t, decoded, o), flatHex, "flat re-encode");
  if (c["readerSchema"] !== undefined) {
    const rs = schema(c["readerSchema"]);
    const readerType = String(c["readerType"]);
    const rt = flatType(rs, readerType);
    const readValue = fromJson(rs.meta, { k: "ref", name: readerType }, c["readValue"]);
    const old = decodeWith(rt, bytes, o.frame);
    checkEqual(rs.meta, readerType, old, readValue, "flat reader decode");
    const again = encodeWith(rt, old, o);
    checkHex(again, String(c["flatReencodeHex"]), "flat reader re-encode");
    checkEqual(rs.meta, readerType, decodeWith(rt, again, o.frame), readValue, "flat reader decode(flatReencodeHex)");
    decodeWith(t, again, o.frame); // the writer's schema verifies the reader's bytes
  }
}

function wrapChecked(s: SchemaModules, typeName: string, bytes: Uint8Array, frame: boolean, l?: Limits): FlatView {
  const View = s.views[typeName];
  if (View === undefined) throw new Error(`no flat view for ${typeName}`);
  const v = new View();
  return frame ? v.wrapFramed(bytes, l) : v.wrap(bytes, l);
}

/**
 * One flat corrupt case: exactly `code` (and `offset` when given), from the verifier (decode) and
 * from checked access (the view's `wrap`, then every accessor, harness/walk.ts).
 */
export function runFlatCorrupt(c: Record<string, unknown>): void {
  const s = schema(c["schema"]);
  const t = flatType(s, c["type"]);
  const bytes = unhex(String(c["hex"]));
  const l = c["limits"] as Record<string, number> | undefined;
  const lim = l === undefined ? undefined : makeLimits(l);
  const frame = c["frame"] === true;
  const decoded = expectError(c, "decode", () => decodeWith(t, bytes, frame, lim));
  if (c["checkedAccess"] === false) {
    // Reading in place never writes: the defaults rules (depth and message count, FORMAT.md §7,
    // §F10.2, §F13) are the verifier's. Only such cases may opt out of checked access.
    const code = c["code"];
    if ((code !== "DEPTH_LIMIT" && code !== "LIMIT_EXCEEDED") || !String(c["name"]).includes("default")) {
      throw new Error(`checkedAccess: false is only for defaults cases, not ${String(c["name"])}`);
    }
    return;
  }
  const checked = expectError(c, "checked access", () => {
    const calls = walkView(wrapChecked(s, String(c["type"]), bytes, frame, lim));
    return `${calls} accessor calls`;
  });
  // Checked access finds the path on failure, from a verification of the whole input: the decode's
  // path. Its traversal budget is spent by the reads, in their order, not by one item: that error
  // keeps the reading view's path.
  if (checked.detail !== "traversal budget exhausted" && checked.path !== decoded.path) {
    throw new Error(`checked access: path ${checked.path} (${checked.message}), expected ${decoded.path}`);
  }
}

function expectError(c: Record<string, unknown>, what: string, run: () => unknown): BaleError {
  let error: unknown;
  try {
    run();
  } catch (e) {
    error = e;
  }
  if (error === undefined) throw new Error(`${what}: no error, expected ${String(c["code"])}`);
  if (!(error instanceof BaleError)) {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    throw new Error(`${what}: threw ${detail}, expected BaleError ${String(c["code"])}`);
  }
  if (error.code !== c["code"]) {
    throw new Error(`${what}: code ${error.code} (${error.message}), expected ${String(c["code"])}`);
  }
  if (c["offset"] !== undefined && error.offset !== c["offset"]) {
    throw new Error(`${what}: offset ${error.offset} (${error.message}), expected ${String(c["offset"])}`);
  }
  return error;
}
