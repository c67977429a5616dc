/**
 * The JSON mapping (docs/spec/JSON.md) for generated TypeScript values, driven by the `$meta`
 * table every generated module exports: `toJson` writes the canonical text the Java JSON bridge
 * writes (64-bit integers as strings, so `bigint` fields survive; shortest floats; base64 bytes;
 * enums by name), `fromJson` reads it back with the mapping's checks and error codes.
 *
 *     import { toJson, fromJson } from "@bale-dev/runtime/json";
 *     import { $meta, MediaContent } from "./gen/media/media.js";
 *     const text = toJson($meta, "media.MediaContent", value);
 *     const back = fromJson<MediaContent>($meta, "media.MediaContent", text);
 *
 * A schema that imports other files has one `$meta` per generated module: pass them all (an
 * array). Imported only through the `bale/json` subpath, so the codec entry point stays small.
 */
import { BaleError, isStackExhausted, shown } from "./errors.js";
import type { DeclMeta, FieldMeta, ScalarName, TypeMeta } from "./meta.js";
import { I64_MAX, I64_MIN, type JsonValue } from "./jsonvalue.js";
import { mapKeySpread, mapKeySpreadMessage } from "./mapkeys.js";
import { DEFAULT_LIMITS, checkedLimits, decodedSizeBudget, type Limits } from "./limits.js";
import { BYTES_BASE, COLLECTION_BASE, EMPTY_COLLECTION, MAP_ENTRY, SLOT, STRING_BASE } from "./compact/reader.js";
import { isWellFormedString } from "./compact/utf8.js";

/** The `$meta` of one generated module, or of several (a schema and its imports). */
export type MetaTable = { readonly [fullName: string]: DeclMeta };

/** JSON.md §7 codes. */
export type JsonErrorCode =
  | "JSON_SYNTAX"
  | "JSON_TYPE"
  | "JSON_UNKNOWN_KEY"
  | "JSON_DUPLICATE_KEY"
  | "JSON_OUT_OF_RANGE"
  | "JSON_INVALID_VALUE"
  | "JSON_DEPTH_LIMIT"
  | "JSON_MISSING_FIELD"
  | "JSON_LIMIT_EXCEEDED";

/** A rejected JSON document: code, 1-based line and column of the token, JSON path (JSON.md §7). */
export class BaleJsonError extends Error {
  readonly code: JsonErrorCode;
  readonly line: number;
  readonly column: number;
  readonly path: string;

  constructor(code: JsonErrorCode, line: number, column: number, path: string, detail: string) {
    super(`${code} at ${line}:${column} in ${path}: ${detail}`);
    this.name = "BaleJsonError";
    this.code = code;
    this.line = line;
    this.column = column;
    this.path = path;
  }
}

/** Nesting limit of JSON input (JSON.md §6). */
export const JSON_MAX_DEPTH = 64;

/** Default output budget in values (JSON.md §6: 64 Mi when the input size is not known). */
export const DEFAULT_JSON_BUDGET = 64 * 1024 * 1024;

export interface ToJsonOptions {
  /**
   * Traversal budget in values (JSON.md §6); `Infinity` only for trusted values: it skips the
   * counting pass, and with it the checks of the value's types.
   */
  readonly budget?: number;
  /**
   * `i64` and `u64` values as JSON numbers (`27149168`) instead of decimal strings (`"27149168"`,
   * the default: JSON.md §3, canonical output). Numbers are the form a document that had numbers
   * had (what `bale infer`'s samples hold); strings are what `JSON.parse` reads without losing
   * digits above 2^53. `fromJson` reads both exactly. Map keys are strings either way.
   */
  readonly int64AsNumbers?: boolean;
}

type Obj = { [k: string]: unknown };

function table(meta: MetaTable | readonly MetaTable[]): MetaTable {
  if (!Array.isArray(meta)) return meta as MetaTable;
  return Object.assign({}, ...(meta as readonly MetaTable[])) as MetaTable;
}

function declOf(meta: MetaTable, name: string): DeclMeta {
  const d = meta[name];
  if (d === undefined) throw new Error(`no declaration ${name} in the metadata given (pass every $meta)`);
  return d;
}

const SCALARS: ReadonlySet<string> = new Set([
  "bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64", "string", "bytes", "json",
]);

/**
 * The type `typeName` names: a declaration's full name, or any type written as in a schema with
 * full names (`list<github.Event>`, `map<string,repos.Repo>`, `i64`): the root of any type of
 * FORMAT.md §2.3, whose JSON is the value's own.
 */
function refType(meta: MetaTable, typeName: string): TypeMeta {
  if (!/[<>,]/.test(typeName) && !SCALARS.has(typeName.trim())) {
    declOf(meta, typeName);
    return { k: "ref", name: typeName };
  }
  const tokens = typeName.match(/[<>,]|[^\s<>,]+/g) ?? [];
  let p = 0;
  const bad = (what: string): never => {
    throw new Error(`cannot read type '${typeName}': ${what}`);
  };
  const expect = (t: string): void => {
    if (tokens[p] !== t) bad(`expected '${t}' but found ${tokens[p] === undefined ? "the end" : `'${tokens[p]}'`}`);
    p++;
  };
  const type = (depth: number): TypeMeta => {
    if (depth > 32) bad("nested too deeply");
    const t = tokens[p++];
    if (t === undefined || t === "<" || t === ">" || t === ",") return bad("expected a type");
    if (SCALARS.has(t)) return { k: "scalar", s: t as ScalarName };
    if (t === "list") {
      expect("<");
      const e = type(depth + 1);
      expect(">");
      return { k: "list", e };
    }
    if (t === "map") {
      expect("<");
      const key = type(depth + 1);
      expect(",");
      const value = type(depth + 1);
      expect(">");
      const keyOk =
        key.k === "scalar" ? key.s !== "f32" && key.s !== "f64" && key.s !== "bytes" : key.k === "ref" && declOf(meta, key.name).kind === "enum";
      if (!keyOk) bad("map key type must be bool, an integer type, string or an enum");
      return { k: "map", key, value };
    }
    declOf(meta, t);
    return { k: "ref", name: t };
  };
  const t = type(0);
  if (p !== tokens.length) bad(`unexpected '${tokens[p]}' after the type`);
  return t;
}

// ---------------------------------------------------------------- output

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function base64(b: Uint8Array): string {
  let s = "";
  let i = 0;
  for (; i + 2 < b.length; i += 3) {
    const n = (b[i]! << 16) | (b[i + 1]! << 8) | b[i + 2]!;
    s += BASE64[n >> 18]! + BASE64[(n >> 12) & 63]! + BASE64[(n >> 6) & 63]! + BASE64[n & 63]!;
  }
  if (i + 1 === b.length) {
    const n = b[i]! << 16;
    s += BASE64[n >> 18]! + BASE64[(n >> 12) & 63]! + "==";
  } else if (i + 2 === b.length) {
    const n = (b[i]! << 16) | (b[i + 1]! << 8);
    s += BASE64[n >> 18]! + BASE64[(n >> 12) & 63]! + BASE64[(n >> 6) & 63]! + "=";
  }
  return s;
}

function special(x: number): string {
  return Number.isNaN(x) ? '"NaN"' : x > 0 ? '"Infinity"' : '"-Infinity"';
}

/** JSON.md §4 for f64: ECMAScript's digits and layout, negative zero as `-0.0`. */
function f64Text(x: number): string {
  if (!Number.isFinite(x)) return special(x);
  return Object.is(x, -0) ? "-0.0" : String(x);
}

function lastDigitEven(decimal: string): boolean {
  const m = /(\d)(?:e[+-]\d+)?$/.exec(decimal.replace(/^-/, ""));
  return m !== null && Number(m[1]) % 2 === 0;
}

/**
 * JSON.md §4 for f32: the fewest digits that read back (to the nearest float32) as the same
 * float32, the nearest such decimal to the exact value (even last digit on a tie), in
 * ECMAScript layout. For each precision the correctly rounded decimal and its two neighbours are
 * tried: near a power of two the round-trip interval is lopsided.
 */
function f32Text(x: number): string {
  if (!Number.isFinite(x)) return special(x);
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0";
  const quick = f32Quick(x);
  if (quick !== undefined) return quick;
  return f32Search(x);
}

/**
 * `f32Text` without `toPrecision` (slow in V8) for a float32 that is not a power of two (its
 * rounding interval is symmetric): from the double's shortest digits `D` (`String(x)`), the
 * shortest length is the least q at which `D` cut to q digits, or that plus one in the last
 * digit, reads back as the same float32 (the decimals that do form an interval around `D`, so
 * monotone in q: a binary search). Of the two decimals of that length around the value, the one
 * that reads back is the answer, or the nearer if both do; a tie or near-tie (the even one is
 * chosen then) is left to the full search. Undefined when it does not decide.
 */
function f32Quick(x: number): string | undefined {
  const a = Math.abs(x);
  const m = a / 2 ** Math.floor(Math.log2(a));
  if (m === 1 || m === 2 || !(m > 1 && m < 2)) return undefined; // a power of two: lopsided
  // The double's shortest digits: value = 0.DIGITS x 10^point.
  const { digits, exp } = decimalParts(String(a));
  const point = digits.length + exp;
  const n = digits.length;
  // The q-digit decimals below and above D: D cut to q digits, and that plus one in the last.
  const down = (q: number): string => digits.substring(0, q);
  const up = (q: number): [string, number] => {
    const c = increment(digits.substring(0, q));
    return c.length > q ? [c.substring(0, q), point + 1] : [c, point];
  };
  const reads = (ds: string, pt: number): boolean => Math.fround(Number(`0.${ds}e${pt}`)) === a;
  const any = (q: number): boolean => q >= n || reads(down(q), point) || reads(...up(q));
  let lo = 1;
  let hi = Math.min(n, 9);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (any(mid)) hi = mid;
    else lo = mid + 1;
  }
  let best: number;
  if (lo >= n) {
    best = a; // D itself is the shortest: the only decimal of its length between
  } else {
    const dOk = reads(down(lo), point);
    const [uDigits, uPoint] = up(lo);
    const uOk = reads(uDigits, uPoint);
    const dv = Number(`0.${down(lo)}e${point}`);
    const uv = Number(`0.${uDigits}e${uPoint}`);
    if (dOk && uOk) {
      // Both read back: the nearer. Each is within half an ulp of its decimal and the
      // subtractions are exact (Sterbenz), so distances that differ by more than 4 ulps of the
      // value are told apart correctly; closer ones (a tie, or nearly) go to the full search.
      const gap = a - dv - (uv - a);
      if (Math.abs(gap) <= a * 2 ** -50) return undefined;
      best = gap < 0 ? dv : uv;
    } else {
      best = dOk ? dv : uv;
    }
  }
  return x < 0 ? String(-best) : String(best);
}

/**
 * The sign of |a - x| - |b - x| for decimal texts `a` and `b` (ECMAScript number text) and the
 * double `x`, computed exactly with integers.
 */
function nearer(a: string, b: string, x: number): number {
  const [xm, xe] = binaryParts(x); // x = xm * 2^xe
  const [am, ae] = decimalValue(a); // a = am * 10^ae
  const [bm, be] = decimalValue(b);
  // Scale everything by 2^s2 * 10^s10 so that every term is an integer.
  const s2 = Math.max(0, -xe);
  const s10 = Math.max(0, -ae, -be);
  const X = xm * 2n ** BigInt(xe + s2) * 10n ** BigInt(s10);
  const A = am * 10n ** BigInt(ae + s10) * 2n ** BigInt(s2);
  const B = bm * 10n ** BigInt(be + s10) * 2n ** BigInt(s2);
  const da = A > X ? A - X : X - A;
  const db = B > X ? B - X : X - B;
  return da < db ? -1 : da > db ? 1 : 0;
}

/** A finite double as an integer times a power of two. */
function binaryParts(x: number): [bigint, number] {
  const v = new DataView(new ArrayBuffer(8));
  v.setFloat64(0, Math.abs(x));
  const bits = v.getBigUint64(0);
  const biased = Number(bits >> 52n);
  const frac = bits & ((1n << 52n) - 1n);
  const m = biased === 0 ? frac : frac | (1n << 52n);
  return [x < 0 ? -m : m, (biased === 0 ? 1 : biased) - 1075];
}

/** ECMAScript number text (`-0.00123`, `1.5e-7`, `1e+21`) as an integer times a power of ten. */
function decimalValue(t: string): [bigint, number] {
  const { digits, exp, negative } = decimalParts(t);
  const m = BigInt(digits === "" ? "0" : digits);
  return [negative ? -m : m, exp];
}

/**
 * ECMAScript number text (`-0.00123`, `1.5e-7`, `1e+21`) as its digits without sign or leading
 * zeros, the power of ten of the last of them, and its sign.
 */
function decimalParts(t: string): { digits: string; exp: number; negative: boolean } {
  const negative = t.startsWith("-");
  const u = negative ? t.substring(1) : t;
  const e = u.search(/e/i);
  const mant = e < 0 ? u : u.substring(0, e);
  const dot = mant.indexOf(".");
  let digits = dot < 0 ? mant : mant.substring(0, dot) + mant.substring(dot + 1);
  const exp = (e < 0 ? 0 : Number(u.substring(e + 1))) - (dot < 0 ? 0 : mant.length - dot - 1);
  let lead = 0;
  while (digits.charCodeAt(lead) === 0x30) lead++;
  digits = digits.substring(lead);
  return { digits, exp, negative };
}

/** Decimal digits `ds` plus one (`"199"` → `"200"`, `"99"` → `"100"`). */
function increment(ds: string): string {
  let i = ds.length - 1;
  while (i >= 0 && ds.charCodeAt(i) === 0x39) i--;
  if (i < 0) return "1" + "0".repeat(ds.length);
  return ds.substring(0, i) + String.fromCharCode(ds.charCodeAt(i) + 1) + "0".repeat(ds.length - 1 - i);
}

/** `f32Text`'s full search (every value; the reference for `f32Quick`). */
function f32Search(x: number): string {
  for (let p = 1; p <= 9; p++) {
    const near = Number(x.toPrecision(p));
    const unit = 10 ** (Number(near.toExponential().split("e")[1]) - p + 1);
    let best: number | undefined;
    for (const c of [near, Number((near - unit).toPrecision(p)), Number((near + unit).toPrecision(p))]) {
      if (Math.fround(c) !== x) continue;
      // Distances compared exactly: in doubles a value halfway between two decimals (2^-12 between
      // 0.00024414062 and 0.00024414063) looked nearer to one of them.
      const d = best === undefined ? -1 : nearer(c.toPrecision(p), best.toPrecision(p), x);
      if (d < 0 || (d === 0 && lastDigitEven(c.toPrecision(p)) && !lastDigitEven(best!.toPrecision(p)))) best = c;
    }
    // A decimal of at most 9 digits is the shortest text of the double nearest to it.
    if (best !== undefined) return String(best);
  }
  return String(x); // unreachable: 9 digits always identify a float32
}

class Writer {
  /** The text written so far (V8 joins appended strings without copying until it is read). */
  s = "";
  constructor(
    readonly meta: MetaTable,
    readonly int64AsNumbers = false,
  ) {}

  value(t: TypeMeta, v: unknown): void {
    switch (t.k) {
      case "scalar":
        switch (t.s) {
          case "bool":
            this.s += v ? "true" : "false";
            return;
          case "i64":
          case "u64":
            this.s += this.int64AsNumbers ? String(v) : `"${String(v)}"`;
            return;
          case "f32":
            this.s += f32Text(v as number);
            return;
          case "f64":
            this.s += f64Text(v as number);
            return;
          case "string":
            this.s += JSON.stringify(v as string);
            return;
          case "bytes":
            this.s += `"${base64(v as Uint8Array)}"`;
            return;
          case "json":
            this.json(v as JsonValue);
            return;
          default:
            this.s += String(v);
            return;
        }
      case "list": {
        this.s += "[";
        let first = true;
        for (const e of v as readonly unknown[]) {
          if (!first) this.s += ",";
          first = false;
          this.value(t.e, e);
        }
        this.s += "]";
        return;
      }
      case "map": {
        this.s += "{";
        let first = true;
        for (const [k, e] of v as ReadonlyMap<unknown, unknown>) {
          if (!first) this.s += ",";
          first = false;
          this.s += JSON.stringify(this.key(t.key, k)) + ":";
          this.value(t.value, e);
        }
        this.s += "}";
        return;
      }
      case "ref": {
        const d = declOf(this.meta, t.name);
        if (d.kind === "enum") {
          const known = enumIndex(d.values).byNumber.get(v as number);
          this.s += known !== undefined ? JSON.stringify(known) : String(v);
          return;
        }
        if (d.kind === "union") {
          const u = v as { case: string; value: unknown };
          const c = d.cases.find((x) => x.name === u.case);
          if (!c) throw new TypeError(`${u.case} is not a case of ${t.name}`);
          this.s += "{" + JSON.stringify(c.name) + ":";
          this.value(c.type, u.value);
          this.s += "}";
          return;
        }
        this.s += "{";
        let first = true;
        const o = v as Obj;
        const fields = d.fields;
        const keys = quotedKeys(fields);
        for (let i = 0; i < fields.length; i++) {
          const f = fields[i]!;
          const fv = o[f.name];
          if (fv === undefined || (fv === null && f.optional && !isJsonType(f.type))) {
            if (f.optional) continue;
            throw new TypeError(`${t.name}.${f.name} is not optional but undefined`);
          }
          if (!first) this.s += ",";
          first = false;
          this.s += keys[i]!;
          this.value(f.type, fv);
        }
        this.s += "}";
        return;
      }
    }
  }

  /** A `json` value (JSON.md §5.1): integers (`bigint`) bare, floats with `.0` when integral. */
  json(v: JsonValue): void {
    if (v === null) {
      this.s += "null";
    } else if (typeof v === "bigint") {
      this.s += String(v);
    } else if (typeof v === "number") {
      const text = f64Text(v);
      this.s += text.includes(".") || text.includes("e") ? text : text + ".0";
    } else if (typeof v === "boolean") {
      this.s += v ? "true" : "false";
    } else if (typeof v === "string") {
      this.s += JSON.stringify(v);
    } else if (Array.isArray(v)) {
      this.s += "[";
      v.forEach((e, i) => {
        if (i > 0) this.s += ",";
        this.json(e);
      });
      this.s += "]";
    } else {
      this.s += "{";
      let first = true;
      for (const [k, e] of v) {
        if (!first) this.s += ",";
        first = false;
        this.s += JSON.stringify(k) + ":";
        this.json(e);
      }
      this.s += "}";
    }
  }

  key(t: TypeMeta, k: unknown): string {
    if (t.k === "ref") {
      const d = declOf(this.meta, t.name);
      if (d.kind === "enum") return enumIndex(d.values).byNumber.get(k as number) ?? String(k);
    }
    return String(k);
  }
}

function isJsonType(t: TypeMeta): boolean {
  return t.k === "scalar" && t.s === "json";
}

const LONE_SURROGATE = "string holds a lone surrogate";

function badString(v: string): string | undefined {
  return isWellFormedString(v) ? undefined : LONE_SURROGATE;
}

/**
 * What is wrong with `v` as a value of scalar type `t` (not `json`), by the rules of the compact
 * writer (ts/README.md's mapping), or undefined when it is one.
 */
function badScalar(t: TypeMeta & { k: "scalar" }, v: unknown): string | undefined {
  const s = t.s;
  switch (s) {
    case "bool":
      return typeof v === "boolean" ? undefined : `${shown(v)} is not a bool`;
    case "string":
      return typeof v !== "string" ? `${shown(v)} is not a string` : badString(v);
    case "bytes":
      return v instanceof Uint8Array ? undefined : `${shown(v)} is not a Uint8Array`;
    case "f32":
    case "f64":
      return typeof v === "number" ? undefined : `${shown(v)} is not a valid ${s}`;
    case "i64":
    case "u64": {
      const ok = t.num
        ? Number.isSafeInteger(v) && (s === "i64" || (v as number) >= 0)
        : typeof v === "bigint" && v >= RANGES[s]![0] && v <= RANGES[s]![1];
      return ok ? undefined : `${shown(v)} is not a valid ${s}${t.num ? " (ts_number)" : ""}`;
    }
    default: {
      const r = SMALL_RANGES[s];
      const ok = r === undefined || (Number.isInteger(v) && (v as number) >= r[0] && (v as number) <= r[1]);
      return ok ? undefined : `${shown(v)} is not a valid ${s}`;
    }
  }
}

/** What is wrong with `v` as an enum value (0..2^31-1; unknown numbers are kept), or undefined. */
function badEnum(v: unknown): string | undefined {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 2147483647 ? undefined : `${shown(v)} is not a valid enum value`;
}

/**
 * JSON.md §6: the cost of a value in "values", counted before anything is written and stopped at
 * the first value over the budget, so a decoded value whose shared instances would expand
 * enormously is rejected in O(budget) time.
 */
class Counter {
  private spent = 0;
  /**
   * The path being counted, as a stack of keys and their forms (`FIELD`, `INDEX`, `MAP_KEY`,
   * `CASE`): nothing is allocated per value; the path's text is made only when the budget runs out.
   */
  private readonly keys: (string | number)[] = [];
  private readonly forms: number[] = [];

  constructor(
    readonly meta: MetaTable,
    readonly budget: number,
  ) {}

  private pay(n: number): void {
    this.spent += n;
    if (this.spent > this.budget) {
      throw new BaleError("LIMIT_EXCEEDED", -1, this.path(), `JSON output over the traversal budget of ${this.budget} values`);
    }
  }

  private path(): string {
    let path: Path = null;
    for (let i = 0; i < this.keys.length; i++) path = { up: path, key: this.keys[i]!, form: this.forms[i]! };
    return pathText(path);
  }

  /**
   * A value built in code that the schema type cannot hold (`detail` not undefined): INVALID_VALUE,
   * or INVALID_STRING for a lone surrogate (JSON.md §1, §7), as encoding the value would report,
   * instead of text that is no JSON or not the value's (G2).
   */
  private check(detail: string | undefined): void {
    if (detail === undefined) return;
    const code = detail === LONE_SURROGATE ? "INVALID_STRING" : "INVALID_VALUE";
    throw new BaleError(code, -1, this.path(), detail);
  }

  value(t: TypeMeta, v: unknown): void {
    switch (t.k) {
      case "scalar":
        if (t.s === "json") {
          this.json(v as JsonValue);
          return;
        }
        // The common cases decided inline; badScalar says what is wrong (and decides the rest).
        if (t.s === "string") {
          if (typeof v !== "string" || badString(v) !== undefined) this.check(badScalar(t, v));
          this.pay(1 + Math.floor((v as string).length / 8));
        } else if (t.s === "i32") {
          if (typeof v !== "number" || (v | 0) !== v) this.check(badScalar(t, v));
          this.pay(1);
        } else {
          this.check(badScalar(t, v));
          this.pay(t.s === "bytes" ? 1 + Math.floor((v as Uint8Array).length / 6) : 1);
        }
        return;
      case "list": {
        if (!Array.isArray(v)) this.check(`${shown(v)} is not an array`);
        this.pay(1);
        // One level of the path for the whole list, its key set per element.
        const top = this.enter(INDEX);
        let i = 0;
        for (const e of v as readonly unknown[]) {
          this.keys[top] = i++;
          this.value(t.e, e);
        }
        this.leave();
        return;
      }
      case "map":
        if (!(v instanceof Map)) this.check(`${shown(v)} is not a Map`);
        this.pay(1);
        for (const [k, e] of v as ReadonlyMap<unknown, unknown>) {
          this.pay(1); // the entry, charged at the map's own path
          this.keys[this.enter(MAP_KEY)] = String(k);
          this.check(this.badKey(t.key, k));
          this.value(t.value, e);
          this.leave();
        }
        return;
      case "ref": {
        const d = declOf(this.meta, t.name);
        this.pay(1);
        if (d.kind === "enum") {
          this.check(badEnum(v));
          return;
        }
        if (v === null || typeof v !== "object") this.check(`expected a ${t.name} object, got ${shown(v)}`);
        if (d.kind === "union") {
          const u = v as { case: string; value: unknown };
          const c = d.cases.find((x) => x.name === u.case);
          if (!c) this.check(`${shown(u.case)} is not a case of ${t.name}`);
          if (c) {
            this.keys[this.enter(CASE)] = u.case;
            this.value(c.type, u.value);
            this.leave();
          }
          return;
        }
        const top = this.enter(FIELD);
        for (const f of d.fields) {
          const fv = (v as Obj)[f.name];
          if (fv !== undefined && !(fv === null && f.optional && !isJsonType(f.type))) {
            this.keys[top] = jsonKey(f);
            this.value(f.type, fv);
          } else if (!f.optional) {
            this.keys[top] = jsonKey(f);
            this.check(`no value for the non-optional field ${f.name}`);
          }
        }
        this.leave();
        return;
      }
    }
  }

  /** Adds a level of form `form` to the path; returns its index (its key is set by the caller). */
  private enter(form: number): number {
    this.keys.push(0);
    this.forms.push(form);
    return this.keys.length - 1;
  }

  private leave(): void {
    this.keys.pop();
    this.forms.pop();
  }

  /**
   * JSON.md §6 for a `json` value: 1 per value and object key, strings 1 more per 8 units. Checked
   * as the compact writer checks one (`writeJson`): i64 integers, finite floats, `Map` objects
   * with string keys.
   */
  json(v: JsonValue): void {
    if (typeof v === "string") {
      this.check(badString(v));
      this.pay(1 + Math.floor(v.length / 8));
    } else if (Array.isArray(v)) {
      this.pay(1);
      for (const e of v) this.json(e);
    } else if (v instanceof Map) {
      this.pay(1);
      for (const [k, e] of v) {
        this.check(typeof k === "string" ? badString(k) : `json object key ${shown(k)} is not a string`);
        this.pay(1 + Math.floor(k.length / 8));
        this.json(e);
      }
    } else {
      if (typeof v === "bigint") {
        if (v < I64_MIN || v > I64_MAX) this.check(`json integer ${v} is not an i64`);
      } else if (typeof v === "number") {
        if (!Number.isFinite(v)) this.check(`json float ${v} is not finite`);
      } else if (v !== null && typeof v !== "boolean") {
        this.check(`${shown(v)} is not a json value`);
      }
      this.pay(1);
    }
  }

  /** What is wrong with `k` as a key of a map whose keys are of type `t`, or undefined. */
  private badKey(t: TypeMeta, k: unknown): string | undefined {
    if (t.k === "scalar") return badScalar(t, k);
    return t.k === "ref" && declOf(this.meta, t.name).kind === "enum" ? badEnum(k) : undefined;
  }
}

/** A message's or struct's field keys as written: `"key":`, made once per declaration. */
const QUOTED_KEYS = new WeakMap<readonly FieldMeta[], readonly string[]>();

function quotedKeys(fields: readonly FieldMeta[]): readonly string[] {
  let q = QUOTED_KEYS.get(fields);
  if (q === undefined) {
    q = fields.map((f) => JSON.stringify(jsonKey(f)) + ":");
    QUOTED_KEYS.set(fields, q);
  }
  return q;
}

/**
 * The canonical JSON text (JSON.md) of `value`, a value of the generated type `typeName` (a full
 * name, or a type expression such as `list<media.Image>` for a root of another type, FORMAT.md
 * §2.3). A value built in code that its type cannot hold is refused as encoding it would be, with
 * the JSON path: `INVALID_VALUE` (a string in an `i32` field, `NaN` in a `json` value, ...),
 * `INVALID_STRING` (a lone surrogate). `null` in an optional field is absent (but JSON null in a
 * `json?` field).
 */
export function toJson(
  meta: MetaTable | readonly MetaTable[],
  typeName: string,
  value: unknown,
  options?: ToJsonOptions,
): string {
  const m = table(meta);
  const t = refType(m, typeName);
  const budget = options?.budget ?? DEFAULT_JSON_BUDGET;
  try {
    if (budget !== Infinity) new Counter(m, budget).value(t, value);
    const w = new Writer(m, options?.int64AsNumbers === true);
    w.value(t, value);
    return w.s;
  } catch (e) {
    // G2: both walks recurse with the value; one decoded under a raised depth limit (or built in
    // code) may nest deeper than the stack holds.
    if (!isStackExhausted(e)) throw e;
    throw new BaleError(
      "DEPTH_LIMIT",
      -1,
      "$",
      "stack exhausted writing JSON (the value nests deeper than the stack holds): write it with a larger stack (e.g. node --stack-size)",
    );
  }
}

// ---------------------------------------------------------------- input

/**
 * The parsed document as a token tape (a flat, typed-array form of the tree, built once by
 * `Parser`): token `i` has a kind, the offset where it starts (`at`), and per kind: for a string
 * or number its end offset (a string with escapes: the index of its value in `escText`), for a key
 * the index of its text in `keyText`, for an array or object
 * its count of items or members and (`next`) the index of the token after its last descendant.
 * An object's members follow it as key, value, key, value, ... A tape costs 13 bytes a token
 * where a tree of objects cost about 100 (a 42 MB document ran Node out of a 512 MB heap).
 */
const K_OBJ = 1;
const K_ARR = 2;
const K_STR = 3; // plain, no surrogate code unit: the text between the quotes is the value
const K_STR_ESC = 4; // any other string: its value (read by JSON.parse if it has escapes) in escText
const K_NUM = 5;
const K_TRUE = 6;
const K_FALSE = 7;
const K_NULL = 8;
const K_KEY = 9;

/**
 * The arrays of the last tape `fromJson` finished with, for the next one (undefined while a tape
 * has them): three of the four live outside V8's heap (over 64 bytes), and making them cost more
 * than parsing a small document. Kept only up to {@link SPARE_TAPE_MAX} tokens.
 */
let spareTape: { kind: Uint8Array; at: Int32Array; x: Int32Array; next: Int32Array } | undefined;
const SPARE_TAPE_MAX = 1 << 16;

class Tape {
  kind: Uint8Array;
  at: Int32Array;
  x: Int32Array;
  next: Int32Array;
  size = 0;
  readonly keyText: string[] = [];
  /** The values of strings with escapes or control characters (their tokens' `x`). */
  readonly escText: string[] = [];
  /** Per object token: the first key given a second time in it, where that second time starts. */
  dups: Map<number, { readonly key: string; readonly at: number }> | undefined;

  constructor(readonly s: string) {
    // A reused array's old tokens are never read: every token is written before it is read
    // (`next` and a container's `x` when it closes, and a document that stops short is an error).
    const spare = spareTape;
    spareTape = undefined;
    this.kind = spare?.kind ?? new Uint8Array(64);
    this.at = spare?.at ?? new Int32Array(64);
    this.x = spare?.x ?? new Int32Array(64);
    this.next = spare?.next ?? new Int32Array(64);
  }

  /** Gives the arrays to the next tape; this one is not read afterwards. */
  release(): void {
    if (this.kind.length <= SPARE_TAPE_MAX) spareTape = { kind: this.kind, at: this.at, x: this.x, next: this.next };
  }

  add(kind: number, at: number, x: number): number {
    const i = this.size;
    if (i === this.kind.length) this.grow();
    this.kind[i] = kind;
    this.at[i] = at;
    this.x[i] = x;
    this.size = i + 1;
    return i;
  }

  private grow(): void {
    const n = this.kind.length * 2;
    const kind = new Uint8Array(n);
    kind.set(this.kind);
    this.kind = kind;
    const at = new Int32Array(n);
    at.set(this.at);
    this.at = at;
    const x = new Int32Array(n);
    x.set(this.x);
    this.x = x;
    const next = new Int32Array(n);
    next.set(this.next);
    this.next = next;
  }

  /** The index of the token after token `i` and its descendants. */
  end(i: number): number {
    const k = this.kind[i]!;
    return k === K_OBJ || k === K_ARR ? this.next[i]! : i + 1;
  }

  /** A string token's value. */
  str(i: number): string {
    return this.kind[i] === K_STR ? this.s.substring(this.at[i]! + 1, this.x[i]! - 1) : this.escText[this.x[i]!]!;
  }

  /** A number token's text. */
  src(i: number): string {
    return this.s.substring(this.at[i]!, this.x[i]!);
  }

  isStr(i: number): boolean {
    const k = this.kind[i]!;
    return k === K_STR || k === K_STR_ESC;
  }

  /** The text of key token `j` (an object's member: key `j`, value `j + 1`). */
  key(j: number): string {
    return this.keyText[this.x[j]!]!;
  }
}

/**
 * A JSON path (JSON.md §7) kept as a chain from the value up to the root (null), made text only
 * for an error or a budget run out: the text of every value's path cost more than reading most
 * values. A segment is a field or member (`.name` or `["key"]`), a list index, a map key on output
 * (always `["key"]`) or a union case on output (always `.case`).
 */
type Path = null | { readonly up: Path; readonly key: string | number; readonly form: number };
const FIELD = 0;
const INDEX = 1;
const MAP_KEY = 2;
const CASE = 3;

/** `up` and then a member named `key`, or the element at index `key`. */
function seg(up: Path, key: string | number): Path {
  return { up, key, form: typeof key === "number" ? INDEX : FIELD };
}

function pathText(p: Path): string {
  const segs: { key: string | number; form: number }[] = [];
  for (let q = p; q !== null; q = q.up) segs.push(q);
  let out = "$";
  for (let i = segs.length - 1; i >= 0; i--) {
    const { key, form } = segs[i]!;
    if (form === FIELD) out = member(out, key as string);
    else if (form === INDEX) out = `${out}[${key}]`;
    else if (form === MAP_KEY) out = `${out}[${JSON.stringify(key)}]`;
    else out = `${out}.${key}`;
  }
  return out;
}

/**
 * The 1-based line and column (in UTF-16 units) of offset `at` of `s` (JSON.md §7): a line ends
 * at `\n`, `\r\n` or a lone `\r`.
 */
function position(s: string, at: number): [number, number] {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && s.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  return [line, at - lineStart + 1];
}

/** Number tokens are read up to this many characters (longer ones end there: JSON_SYNTAX after). */
const MAX_NUMBER_CHARS = 1100;

/**
 * The end of the longest JSON number (RFC 8259: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`)
 * starting at `at` and ending by `limit`; `at` if there is none. A fraction or exponent without
 * digits is not part of it.
 */
function numberEnd(s: string, at: number, limit: number): number {
  let i = at;
  if (i < limit && s.charCodeAt(i) === 0x2d) i++;
  if (i >= limit) return at;
  let c = s.charCodeAt(i);
  if (c === 0x30) {
    i++;
  } else if (c >= 0x31 && c <= 0x39) {
    do i++;
    while (i < limit && isDigit(s.charCodeAt(i)));
  } else {
    return at;
  }
  if (i + 1 < limit && s.charCodeAt(i) === 0x2e && isDigit(s.charCodeAt(i + 1))) {
    i += 2;
    while (i < limit && isDigit(s.charCodeAt(i))) i++;
  }
  if (i < limit && (s.charCodeAt(i) | 0x20) === 0x65) {
    let j = i + 1;
    if (j < limit) {
      c = s.charCodeAt(j);
      if (c === 0x2b || c === 0x2d) j++;
    }
    if (j < limit && isDigit(s.charCodeAt(j))) {
      do j++;
      while (j < limit && isDigit(s.charCodeAt(j)));
      i = j;
    }
  }
  return i;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function member(path: string, key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/**
 * A JSON reader that keeps what `JSON.parse` loses: key order (maps keep the document's order),
 * where a key is given twice, the text of numbers (64-bit integers read exactly), positions, and,
 * if asked, Java/C comments (JSON.md §1).
 */
class Parser {
  private p = 0;
  /** The path of the value being read, as segments (keys and indices), for a syntax error. */
  private readonly segs: (string | number)[] = [];
  private readonly tape: Tape;

  constructor(
    private readonly s: string,
    private readonly comments: boolean,
  ) {
    if (s.charCodeAt(0) === 0xfeff) this.p = 1;
    this.tape = new Tape(s);
  }

  /** Gives the tape's arrays to the next parser (after the last read of the tape). */
  release(): void {
    this.tape.release();
  }

  /** Fails at the current position (with the path of the value being read, but for a syntax error). */
  private fail(code: JsonErrorCode, detail: string): never {
    // A syntax error's path is `$` (a text that is not JSON has no values to name, JSON.md §7);
    // nesting too deep names the array or object that is one level too deep.
    let path: Path = null;
    if (code !== "JSON_SYNTAX") for (const x of this.segs) path = seg(path, x);
    // The line and column are counted only here, for an error: not per blank while reading.
    const [line, column] = position(this.s, this.p);
    throw new BaleJsonError(code, line, column, pathText(path), detail);
  }

  private ws(): void {
    const s = this.s;
    // The position in a local through runs of blanks (a pretty-printed document's indentation),
    // stored back once.
    let p = this.p;
    for (;;) {
      const code = s.charCodeAt(p); // NaN at the end
      if (code > 0x20 && code !== 0x2f) break; // the common case: a token starts here
      if (code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d) {
        p++;
        continue;
      }
      const c = s[p];
      if (c === "/" && !this.comments) {
        break; // RFC 8259 has no comments: the caller reports the '/' as a syntax error
      } else if (c === "/" && s[p + 1] === "/") {
        // To the end of the line (\n, \r\n or \r, as lines are counted, JSON.md §7).
        p += 2;
        while (p < s.length && s[p] !== "\n" && s[p] !== "\r") this.commentChar(p++);
      } else if (c === "/" && s[p + 1] === "*") {
        const start = p;
        p += 2;
        while (p < s.length && !(s[p] === "*" && s[p + 1] === "/")) this.commentChar(p++);
        if (p >= s.length) {
          this.p = start;
          this.fail("JSON_SYNTAX", "unterminated comment");
        }
        p += 2;
      } else {
        break;
      }
    }
    this.p = p;
  }

  /** A control character other than tab, LF and CR is not allowed in a comment either (JSON.md §1). */
  private commentChar(at: number): void {
    const c = this.s.charCodeAt(at);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) {
      this.p = at;
      this.fail("JSON_SYNTAX", "a control character in a comment");
    }
  }

  document(): Tape {
    this.value(0);
    this.ws();
    if (this.p !== this.s.length) {
      const comment = this.s[this.p] === "/" ? " (a comment: fromJson's option { comments: true } accepts them)" : "";
      this.fail("JSON_SYNTAX", `content after the JSON value${comment}`);
    }
    return this.tape;
  }

  private value(depth: number): void {
    this.ws();
    const s = this.s;
    const t = this.tape;
    const at = this.p;
    const c = s.charCodeAt(at);
    if (c === 0x7b || c === 0x5b) {
      // { or [
      if (depth >= JSON_MAX_DEPTH) this.fail("JSON_DEPTH_LIMIT", `nesting deeper than ${JSON_MAX_DEPTH}`);
      this.p++;
      this.ws();
      const i = t.add(c === 0x5b ? K_ARR : K_OBJ, at, 0);
      let count = 0;
      if (c === 0x5b) {
        if (s.charCodeAt(this.p) === 0x5d) {
          this.p++;
        } else {
          for (;;) {
            this.segs.push(count);
            this.value(depth + 1);
            this.segs.pop();
            count++;
            this.ws();
            const d = s[this.p];
            if (d !== "]" && d !== ",") this.fail("JSON_SYNTAX", "expected ',' or ']'"); // at the character
            this.p++;
            if (d === "]") break;
          }
        }
      } else if (s.charCodeAt(this.p) === 0x7d) {
        this.p++;
      } else {
        const keys: string[] = [];
        // Keys seen, for a key given twice: a search of `keys` while there are few, then a Set.
        let seen: Set<string> | undefined;
        let dup: { key: string; at: number } | undefined;
        for (;;) {
          this.ws();
          if (s[this.p] !== '"') this.fail("JSON_SYNTAX", "expected a key");
          const keyAt = this.p;
          const k = this.string();
          // Whether a key given twice is an error depends on the type the object is read as.
          if (dup === undefined) {
            if (seen === undefined && keys.length >= 8) seen = new Set(keys);
            if (seen === undefined ? keys.includes(k) : seen.has(k)) dup = { key: k, at: keyAt };
            else if (seen !== undefined) seen.add(k);
          }
          keys.push(k);
          t.add(K_KEY, keyAt, t.keyText.length);
          t.keyText.push(k);
          this.ws();
          if (s[this.p] !== ":") this.fail("JSON_SYNTAX", "expected ':'");
          this.p++;
          this.segs.push(k);
          this.value(depth + 1);
          this.segs.pop();
          count++;
          this.ws();
          const d = s[this.p];
          if (d !== "}" && d !== ",") this.fail("JSON_SYNTAX", "expected ',' or '}'");
          this.p++;
          if (d === "}") break;
        }
        if (dup !== undefined) (t.dups ??= new Map()).set(i, dup);
      }
      t.x[i] = count;
      t.next[i] = t.size;
      return;
    }
    if (c === 0x22) {
      const v = this.string();
      if (this.clean) t.add(K_STR, at, this.p);
      else {
        t.add(K_STR_ESC, at, t.escText.length);
        t.escText.push(v);
      }
      return;
    }
    if (s.startsWith("true", at)) {
      this.p += 4;
      t.add(K_TRUE, at, 0);
      return;
    }
    if (s.startsWith("false", at)) {
      this.p += 5;
      t.add(K_FALSE, at, 0);
      return;
    }
    if (s.startsWith("null", at)) {
      this.p += 4;
      t.add(K_NULL, at, 0);
      return;
    }
    const end = numberEnd(s, at, Math.min(s.length, at + MAX_NUMBER_CHARS));
    if (end === at) {
      if (c === 0x2f) this.fail("JSON_SYNTAX", "a comment: JSON (RFC 8259) has none; fromJson's option { comments: true } accepts them");
      this.fail("JSON_SYNTAX", "not a JSON value");
    }
    this.p = end;
    t.add(K_NUM, at, end);
  }

  /**
   * Whether the last string read was plain (no escape, no control character) and holds no
   * surrogate code unit, so that its value is the text between its quotes and needs no check for
   * lone surrogates.
   */
  private clean = true;

  /**
   * The offset of the next backslash (`s.length` if none), found by one native search and kept
   * while strings before it are read: plain strings are then found by searching for their closing
   * quote, not char by char. Offsets only grow, so the document is searched for backslashes once
   * in all.
   */
  private backslash = -1;

  /**
   * Checks the escape whose character after the backslash is at `q` and returns the offset after
   * it; a syntax error at the first character that cannot continue it (JSON.md §7).
   */
  private escape(q: number): number {
    const s = this.s;
    if (q >= s.length) {
      this.p = s.length;
      this.fail("JSON_SYNTAX", "unterminated string");
    }
    const e = s.charCodeAt(q);
    if (e !== 0x75) {
      // " \ / b f n r t
      if (e === 0x22 || e === 0x5c || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) return q + 1;
      this.p = q;
      this.fail("JSON_SYNTAX", "not a JSON escape");
    }
    for (let i = q + 1; i < q + 5; i++) {
      if (i >= s.length) {
        this.p = s.length;
        this.fail("JSON_SYNTAX", "unterminated string");
      }
      const c = s.charCodeAt(i);
      const h = c | 0x20; // A-F as a-f
      if (!((c >= 0x30 && c <= 0x39) || (h >= 0x61 && h <= 0x66))) {
        this.p = i;
        this.fail("JSON_SYNTAX", "a \\u escape needs four hex digits");
      }
    }
    return q + 5;
  }

  /** Reads the string at `p` (its opening quote) and returns its value. */
  private string(): string {
    const s = this.s;
    const from = this.p + 1;
    const close = s.indexOf('"', from);
    if (close >= 0) {
      if (this.backslash < from) {
        const b = s.indexOf("\\", from);
        this.backslash = b < 0 ? s.length : b;
      }
      if (this.backslash > close) {
        const v = s.substring(from, close);
        if (!CONTROL_OR_SURROGATE.test(v)) {
          this.clean = true;
          this.p = close + 1;
          return v;
        }
      }
    }
    // An escape or a control character (or no closing quote): char by char.
    let q = from;
    let plain = true; // no escape, no control character: the text between the quotes is the value
    for (;;) {
      if (q >= s.length) {
        this.p = s.length; // at the end of the input (JSON.md §7)
        this.fail("JSON_SYNTAX", "unterminated string");
      }
      const c = s.charCodeAt(q);
      if (c === 0x22) break;
      if (c === 0x5c) {
        plain = false;
        q = this.escape(q + 1);
      } else {
        if (c < 0x20) {
          this.p = q;
          this.fail("JSON_SYNTAX", "a control character in a string must be escaped");
        }
        q++;
      }
    }
    this.clean = false;
    if (plain) {
      const v = s.substring(this.p + 1, q);
      this.p = q + 1;
      return v;
    }
    try {
      const v = JSON.parse(s.substring(this.p, q + 1)) as string;
      this.p = q + 1;
      return v;
    } catch {
      return this.fail("JSON_SYNTAX", "malformed string");
    }
  }
}

const INT = /^-?(?:0|[1-9][0-9]*)$/;

/** A control character (which a JSON string must escape) or a surrogate code unit. */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SURROGATE = /[\u0000-\u001f\ud800-\udfff]/;

/**
 * The value of decimal integer text (`INT`'s grammar: no leading zeros), or null when the text is
 * longer than any 64-bit integer's ("-" and 20 digits), so out of range of every integer type. A
 * long text is never handed to `BigInt`, whose decimal parse grows faster than the text (16 MB of
 * digits: 2.5 s in Node 20; Java's `BigInteger` is quadratic).
 */
function decimal(text: string): bigint | null {
  return text.length > 21 ? null : BigInt(text);
}

/**
 * The decimal integer text (`INT`'s grammar) of the value of a JSON number token with a fraction
 * or an exponent, when that value is an integer (`1.0` is `1`, `1e3` `1000`, `12.5e1` `125`,
 * `-0.0` `0`); undefined when it is not (`1.5`, `1e-3`). A value of more than 21 digits is not
 * written out: its text is then 22 nines, outside every integer type, so that `1e999999999` costs
 * no more than its own characters (JSON.md §3). The same rule as the Java reader's `integralText`.
 */
function integralText(number: string): string | undefined {
  const { digits, exp, negative } = decimalParts(number);
  let last = digits.length - 1;
  while (last >= 0 && digits.charCodeAt(last) === 0x30) last--;
  if (last < 0) return "0";
  // The value is digits[0..last] x 10^zeros (an exponent past a double's range is ±Infinity).
  const zeros = exp + (digits.length - 1 - last);
  if (zeros < 0) return undefined;
  if (last + 1 + zeros > 21) return "9".repeat(22);
  return (negative ? "-" : "") + digits.substring(0, last + 1) + "0".repeat(zeros);
}

const RANGES: { readonly [s: string]: readonly [bigint, bigint] } = {
  i8: [-128n, 127n],
  i16: [-32768n, 32767n],
  i32: [-2147483648n, 2147483647n],
  i64: [-(1n << 63n), (1n << 63n) - 1n],
  u8: [0n, 255n],
  u16: [0n, 65535n],
  u32: [0n, 4294967295n],
  u64: [0n, (1n << 64n) - 1n],
};

/** The ranges of the integer types `Reader.small` reads (`RANGES` but 64-bit), as numbers. */
const SMALL_RANGES: { readonly [s: string]: readonly [number, number] } = Object.fromEntries(
  Object.entries(RANGES)
    .filter(([s]) => s !== "i64" && s !== "u64")
    .map(([s, [lo, hi]]) => [s, [Number(lo), Number(hi)]]),
);

/**
 * The value of `s[at, end)` if it is decimal integer text (`INT`'s grammar) of at most 15
 * characters (exact in a double), else NaN; `-0` is 0, as `Number(BigInt("-0"))`.
 */
function shortInteger(s: string, at: number, end: number): number {
  if (end - at > 15) return NaN;
  let i = at;
  const neg = s.charCodeAt(i) === 0x2d;
  if (neg) i++;
  if (i >= end) return NaN;
  let c = s.charCodeAt(i);
  if (c === 0x30) return i + 1 === end ? 0 : NaN; // no leading zero
  let v = 0;
  for (; i < end; i++) {
    c = s.charCodeAt(i) - 0x30;
    if (c < 0 || c > 9) return NaN;
    v = v * 10 + c;
  }
  return neg ? -v : v;
}

class Reader {
  /** Estimated bytes of what has been built so far (JSON.md §6, "Reading"). */
  private charged = 0;

  constructor(
    readonly meta: MetaTable,
    readonly strict: boolean,
    /** The decoded-size budget of this document: `max(floor, ratio x its length)`. */
    readonly budget: number,
    /** The document's tokens; their text is the document's, for the line and column of an error. */
    readonly t: Tape,
  ) {}

  /** Charges `n` estimated bytes for what is built at token `at` (FORMAT.md §7.1's measures). */
  charge(n: number, at: number, path: Path): void {
    this.charged += n;
    if (this.charged > this.budget) {
      this.fail(
        "JSON_LIMIT_EXCEEDED",
        at,
        path,
        `the values read so far are estimated at ${this.charged} bytes in memory, over the decoded-size budget of ${this.budget} bytes (max(decodedSizeFloor, decodedSizeRatio x the document's length), JSON.md §6; fromJson's option limits changes it)`,
      );
    }
  }

  /** Fails at token `n`. */
  fail(code: JsonErrorCode, n: number, path: Path, detail: string): never {
    this.failAt(code, this.t.at[n]!, path, detail);
  }

  failAt(code: JsonErrorCode, at: number, path: Path, detail: string): never {
    const [line, col] = position(this.t.s, at);
    throw new BaleJsonError(code, line, col, pathText(path), detail);
  }

  /**
   * A key given twice in object `n`: an error for a message or struct (`always`), and for a map
   * or a `json` object only when reading strictly; otherwise the later value wins at the earlier
   * key's place, as `JSON.parse` does (JSON.md §1).
   */
  twice(n: number, always: boolean): number {
    const dup = this.t.dups?.get(n);
    return dup === undefined || !(always || this.strict) ? -1 : dup.at;
  }

  /**
   * Fails for key token `j` of an object whose first key given twice is given the second time at
   * `dupAt` (`twice`), if `j` is that second time: found in document order, after the values
   * before it were read (JSON.md §7, "Which error"), as a streaming reader finds it.
   */
  checkTwice(dupAt: number, j: number, path: Path, always: boolean): void {
    if (dupAt !== this.t.at[j]) return;
    const key = this.t.key(j);
    this.failAt(
      "JSON_DUPLICATE_KEY",
      dupAt,
      seg(path, key),
      always ? `field '${clip(key)}' given twice` : `key '${clip(key)}' given twice (strict)`,
    );
  }

  /** Token `n` as a message shows it: its kind and, for a scalar, its (clipped) value. */
  kind(n: number): string {
    switch (this.t.kind[n]) {
      case K_STR:
      case K_STR_ESC:
        return `the string ${quoteClip(this.t.str(n))}`;
      case K_NUM:
        return `the number ${clip(this.t.src(n))}`;
      case K_TRUE:
        return "true";
      case K_FALSE:
        return "false";
      case K_NULL:
        return "null";
      case K_ARR:
        return "an array";
      default:
        return "an object";
    }
  }

  /** An integer of scalar type `s` from a number or a decimal string (JSON.md §3). */
  integer(s: string, n: number, path: Path): bigint {
    const k = this.t.kind[n];
    if (k === K_NUM) {
      const src = this.t.src(n);
      if (INT.test(src)) return this.inRange(s, src, n, path);
      // JSON.md §3: a number with a fraction or an exponent whose value is an integer (1.0, 1e3).
      const text = integralText(src);
      if (text === undefined) this.fail("JSON_TYPE", n, path, `${clip(src)} is not an integer`);
      return this.inRange(s, text, n, path, src);
    }
    if (this.t.isStr(n)) return this.integerText(s, this.t.str(n), n, path);
    return this.fail("JSON_TYPE", n, path, `expected ${s}, got ${this.kind(n)}`);
  }

  /**
   * An integer of a scalar type of at most 32 bits (`s`: i8 to u32) at token `n`: a number token
   * of up to 15 characters in range is read from the document as it stands (no text, pattern or
   * `bigint` made); anything else as `integer` reads it, with its errors.
   */
  small(s: string, n: number, path: Path): number {
    const tape = this.t;
    if (tape.kind[n] === K_NUM) {
      const v = shortInteger(tape.s, tape.at[n]!, tape.x[n]!);
      const range = SMALL_RANGES[s]!;
      if (v >= range[0] && v <= range[1]) return v; // false for NaN
    }
    return Number(this.integer(s, n, path));
  }

  /** An integer of scalar type `s` from a decimal string's value `v`, reported at token `n`. */
  integerText(s: string, v: string, n: number, path: Path): bigint {
    if (!INT.test(v)) this.fail("JSON_INVALID_VALUE", n, path, `${quoteClip(v)} is not a decimal integer`);
    return this.inRange(s, v, n, path);
  }

  /** The value of decimal integer `text` of type `s`, written `shown` in the input (`1e3`). */
  inRange(s: string, text: string, n: number, path: Path, shown: string = text): bigint {
    const v = decimal(text);
    const [lo, hi] = RANGES[s]!;
    if (v === null || v < lo || v > hi) this.fail("JSON_OUT_OF_RANGE", n, path, `${clip(shown)} is outside the range of ${s} [${lo}, ${hi}]`);
    return v;
  }

  float(s: "f32" | "f64", n: number, path: Path): number {
    const k = this.t.kind[n];
    if (this.t.isStr(n)) {
      const v = this.t.str(n);
      if (v === "NaN") return NaN;
      if (v === "Infinity") return Infinity;
      if (v === "-Infinity") return -Infinity;
      return this.fail("JSON_INVALID_VALUE", n, path, `${quoteClip(v)} is not a number`);
    }
    if (k !== K_NUM) return this.fail("JSON_TYPE", n, path, `expected ${s}, got ${this.kind(n)}`);
    const src = this.t.src(n);
    const x = s === "f32" ? Math.fround(Number(src)) : Number(src);
    if (!Number.isFinite(x)) this.fail("JSON_OUT_OF_RANGE", n, path, `${clip(src)} is outside the range of ${s}`);
    return x;
  }

  bytes(n: number, path: Path): Uint8Array {
    if (!this.t.isStr(n)) return this.fail("JSON_TYPE", n, path, `expected bytes (base64), got ${this.kind(n)}`);
    const s = this.t.str(n);
    const body = s.replace(/={1,2}$/, "");
    const padded = s.length !== body.length;
    if (/[^A-Za-z0-9+/]/.test(body) || body.length % 4 === 1 || (padded && s.length % 4 !== 0)) {
      this.fail("JSON_INVALID_VALUE", n, path, `not base64: ${quoteClip(s)}`);
    }
    const out = new Uint8Array(Math.floor((body.length * 3) / 4));
    this.charge(BYTES_BASE + out.length, n, path);
    let bits = 0;
    let acc = 0;
    let o = 0;
    for (let i = 0; i < body.length; i++) {
      acc = (acc << 6) | BASE64.indexOf(body[i]!);
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out[o++] = (acc >> bits) & 0xff;
      }
    }
    if ((acc & ((1 << bits) - 1)) !== 0) this.fail("JSON_INVALID_VALUE", n, path, "not base64 (non-zero padding bits)");
    return out;
  }

  value(t: TypeMeta, n: number, path: Path): unknown {
    const tape = this.t;
    switch (t.k) {
      case "scalar":
        switch (t.s) {
          case "bool": {
            const k = tape.kind[n];
            if (k !== K_TRUE && k !== K_FALSE) this.fail("JSON_TYPE", n, path, `expected bool, got ${this.kind(n)}`);
            return k === K_TRUE;
          }
          case "i64":
          case "u64": {
            const v = this.integer(t.s, n, path);
            if (t.num !== true) return v;
            if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER)) {
              this.fail("JSON_OUT_OF_RANGE", n, path, `${v} is outside the safe integer range of a ts_number field`);
            }
            return Number(v);
          }
          case "f32":
          case "f64":
            return this.float(t.s, n, path);
          case "string": {
            if (!tape.isStr(n)) this.fail("JSON_TYPE", n, path, `expected string, got ${this.kind(n)}`);
            const v = tape.str(n);
            this.charge(STRING_BASE + 2 * v.length, n, path);
            return tape.kind[n] === K_STR ? v : this.scalarValues(v, n, path);
          }
          case "bytes":
            return this.bytes(n, path);
          case "json":
            return this.json(n, path);
          default:
            return this.small(t.s, n, path);
        }
      case "list": {
        if (tape.kind[n] !== K_ARR) return this.fail("JSON_TYPE", n, path, `expected a list, got ${this.kind(n)}`);
        const count = tape.x[n]!;
        this.charge(count === 0 ? EMPTY_COLLECTION : COLLECTION_BASE + count * (SLOT + owned(this.meta, t.e, false)), n, path);
        const out = new Array<unknown>(count);
        for (let i = 0, j = n + 1; i < count; i++) {
          out[i] = this.value(t.e, j, this.child(path, i));
          j = tape.end(j);
        }
        return out;
      }
      case "map": {
        if (tape.kind[n] !== K_OBJ) return this.fail("JSON_TYPE", n, path, `expected a map, got ${this.kind(n)}`);
        const count = tape.x[n]!;
        const entry = MAP_ENTRY + owned(this.meta, t.key, true) + owned(this.meta, t.value, true);
        this.charge(count === 0 ? EMPTY_COLLECTION : COLLECTION_BASE + count * entry, n, path);
        const m = new Map<unknown, unknown>();
        // Integer and enum keys: refused when chosen for one of V8's hash buckets (FORMAT.md §7.2).
        const spread = t.key.k === "ref" || (t.key.k === "scalar" && t.key.s !== "string" && t.key.s !== "bool")
          ? mapKeySpread(count)
          : null;
        for (let i = 0, j = n + 1; i < count; i++) {
          const k = tape.key(j);
          const v = j + 1;
          const p = this.child(path, k);
          // Errors of the key are at the key (JSON.md §7).
          const key = this.key(t.key, k, j, p);
          // Lenient: the later value replaces the earlier at its place (Map.set keeps the place).
          const known = m.has(key);
          if (this.strict && known) {
            this.fail("JSON_DUPLICATE_KEY", j, p, `two keys for the same value ${String(key)} (strict)`);
          }
          if (spread !== null && !known && !(typeof key === "bigint" ? spread.bigint(key) : spread.number(key as number))) {
            this.fail("JSON_LIMIT_EXCEEDED", v, p, mapKeySpreadMessage());
          }
          m.set(key, this.value(t.value, v, p));
          j = tape.end(v);
        }
        return m;
      }
      case "ref":
        return this.decl(t.name, n, path);
    }
  }

  /** Any JSON value, for the type `json` (JSON.md §5.1). */
  json(n: number, path: Path): JsonValue {
    const tape = this.t;
    switch (tape.kind[n]) {
      case K_NULL:
        return null;
      case K_TRUE:
        return true;
      case K_FALSE:
        return false;
      case K_STR:
      case K_STR_ESC: {
        const v = tape.str(n);
        this.charge(STRING_BASE + 2 * v.length, n, path);
        return tape.kind[n] === K_STR ? v : this.scalarValues(v, n, path);
      }
      case K_NUM: {
        const src = tape.src(n);
        if (INT.test(src)) {
          const v = decimal(src);
          if (v === null || v < I64_MIN || v > I64_MAX) {
            this.fail("JSON_OUT_OF_RANGE", n, path, `${clip(src)} is outside the range of a json integer (i64)`);
          }
          return v;
        }
        const x = Number(src);
        if (!Number.isFinite(x)) this.fail("JSON_OUT_OF_RANGE", n, path, `${clip(src)} is outside the range of f64`);
        return x;
      }
      case K_ARR: {
        const count = tape.x[n]!;
        this.charge(count === 0 ? EMPTY_COLLECTION : COLLECTION_BASE + 24 * count, n, path);
        const out = new Array<JsonValue>(count);
        for (let i = 0, j = n + 1; i < count; i++) {
          out[i] = this.json(j, this.child(path, i));
          j = tape.end(j);
        }
        return out;
      }
      default: {
        const dupAt = this.twice(n, false);
        const count = tape.x[n]!;
        this.charge(192 + 88 * count, n, path);
        const m = new Map<string, JsonValue>();
        for (let i = 0, j = n + 1; i < count; i++) {
          if (dupAt >= 0) this.checkTwice(dupAt, j, path, false);
          const k = tape.key(j);
          const p = this.child(path, k);
          m.set(this.scalarValues(k, j, p), this.json(j + 1, p)); // a key's error: at the key
          j = tape.end(j + 1);
        }
        return m;
      }
    }
  }

  /**
   * `s` if it is a sequence of Unicode scalar values; a lone surrogate (`"\ud800"` is valid JSON)
   * has no UTF-8 form (FORMAT.md §6), so it is rejected here with its path and line, as in Java.
   */
  scalarValues(s: string, at: number, path: Path): string {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0xd800 || c > 0xdfff) continue;
      if (c <= 0xdbff && i + 1 < s.length) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          i++;
          continue;
        }
      }
      const hexCode = c.toString(16).toUpperCase().padStart(4, "0");
      return this.fail("JSON_INVALID_VALUE", at, path, `a string must not hold a lone surrogate (U+${hexCode} at char ${i}): it has no UTF-8 form`);
    }
    return s;
  }

  /** A map key of type `t` from key text `k`, reported at token `at` (the key). */
  key(t: TypeMeta, k: string, at: number, path: Path): unknown {
    if (t.k === "scalar") {
      if (t.s === "string") return this.scalarValues(k, at, path);
      if (t.s === "bool") {
        if (k === "true" || k === "false") return k === "true";
        return this.fail("JSON_INVALID_VALUE", at, path, `map key '${clip(k)}' is not a bool`);
      }
      if (!INT.test(k)) return this.fail("JSON_INVALID_VALUE", at, path, `map key '${clip(k)}' is not a decimal integer`);
      const v = this.integerText(t.s, k, at, path);
      if (t.s !== "i64" && t.s !== "u64") return Number(v);
      if (t.num !== true) return v;
      if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER)) {
        this.fail("JSON_OUT_OF_RANGE", at, path, `${v} is outside the safe integer range of a ts_number field`);
      }
      return Number(v);
    }
    if (t.k === "ref") {
      const d = declOf(this.meta, t.name);
      if (d.kind === "enum") {
        const known = enumIndex(d.values).byName.get(k);
        if (known !== undefined) return known;
        // A decimal key is the enum's number, in 0..2^31-1 (`-0` is 0, `-1` out of range), as the
        // number of an enum value is (JSON.md §3, §5).
        if (INT.test(k)) return this.enumNumber(k, at, path);
        return this.fail("JSON_INVALID_VALUE", at, path, `map key '${clip(k)}' is not a value of ${t.name}`);
      }
    }
    throw new Error(`bad map key type ${JSON.stringify(t)}`);
  }

  /** The enum number of decimal integer text `text` (`INT`'s grammar), which must be in 0..2^31-1. */
  enumNumber(text: string, n: number, path: Path): number {
    const v = decimal(text);
    if (v === null || v < 0n || v > 2147483647n) this.fail("JSON_OUT_OF_RANGE", n, path, `${clip(text)} is outside 0..2^31-1`);
    return Number(v);
  }

  /**
   * One path segment object per depth, reused: the path of the value being read is the chain from
   * the segment of its depth, which `child` repoints for each member and element, so reading makes
   * no object per value for its path. A path is read only at once (an error, a budget run out),
   * never kept: a later sibling repoints the same segment.
   */
  private readonly segs: PathSeg[] = [];

  /** The path of member or element `key` of the value at `up` (see `segs`). */
  private child(up: Path, key: string | number): Path {
    const depth = up === null ? 0 : (up as PathSeg).depth + 1;
    let seg = this.segs[depth];
    if (seg === undefined) {
      seg = { up, key, form: FIELD, depth };
      this.segs[depth] = seg;
    }
    seg.up = up;
    seg.key = key;
    seg.form = typeof key === "number" ? INDEX : FIELD;
    return seg;
  }

  /** Per message or struct read so far, by name: what reading its objects needs. */
  private readonly infos = new Map<string, ObjectInfo>();

  private objectInfo(name: string, d: DeclMeta & { fields: readonly FieldMeta[] }): ObjectInfo {
    const unions = d.fields.filter(
      (f) => !f.optional && f.type.k === "ref" && declOf(this.meta, f.type.name).kind === "union",
    );
    const info = { byKey: fieldsByKey(d.fields), cost: createCost(this.meta, d), unions };
    this.infos.set(name, info);
    return info;
  }

  decl(name: string, n: number, path: Path): unknown {
    const tape = this.t;
    const d = declOf(this.meta, name);
    const k = tape.kind[n];
    if (d.kind === "enum") {
      if (tape.isStr(n)) {
        const v = tape.str(n);
        const known = enumIndex(d.values).byName.get(v);
        if (known === undefined) this.fail("JSON_INVALID_VALUE", n, path, `'${clip(v)}' is not a value of ${name}`);
        return known;
      }
      if (k === K_NUM) {
        const src = tape.src(n);
        if (!INT.test(src)) this.fail("JSON_TYPE", n, path, `${src} is not an integer`);
        return this.enumNumber(src, n, path);
      }
      return this.fail("JSON_TYPE", n, path, `expected ${name} (a name or a number), got ${this.kind(n)}`);
    }
    if (k !== K_OBJ) return this.fail("JSON_TYPE", n, path, `expected ${name} (an object), got ${this.kind(n)}`);
    const count = tape.x[n]!;
    if (d.kind === "union") {
      // No key: at the object; a second key: there, after the first case's value was read.
      if (count === 0) this.fail("JSON_INVALID_VALUE", n, path, "a union is an object with exactly one key, got an empty object");
      const key = tape.key(n + 1);
      const v = n + 2;
      const c = d.cases.find((x) => x.name === key);
      if (!c) this.fail("JSON_UNKNOWN_KEY", n + 1, seg(path, key), `'${clip(key)}' is not a case of ${name}`);
      if (tape.kind[v] === K_NULL && !isJson(c.type)) this.fail("JSON_TYPE", v, seg(path, key), "a union case value cannot be null");
      this.charge(HEADER + 2 * SLOT + owned(this.meta, c.type, false), n, path);
      const value = this.value(c.type, v, this.child(path, key));
      if (count > 1) this.fail("JSON_INVALID_VALUE", tape.end(v), path, `a union is an object with exactly one key, got ${count}`);
      return { case: key, value };
    }
    const dupAt = this.twice(n, true);
    const info = this.infos.get(name) ?? this.objectInfo(name, d);
    this.charge(info.cost, n, path);
    const o = d.create() as Obj;
    const byKey = info.byKey;
    const given = this.strict ? new Set<FieldMeta>() : undefined;
    for (let i = 0, j = n + 1; i < count; i++) {
      const key = tape.key(j);
      const f = byKey.get(key);
      const v = j + 1;
      const p = this.child(path, key);
      if (!f) this.fail("JSON_UNKNOWN_KEY", j, p, `'${clip(key)}' is not a field of ${name}`);
      if (dupAt >= 0) this.checkTwice(dupAt, j, path, true);
      given?.add(f);
      if (tape.kind[v] === K_NULL && !isJson(f.type)) {
        if (!f.optional) this.fail("JSON_TYPE", v, p, `${key} is not optional (omit it for its default)`);
        o[f.name] = undefined;
      } else {
        o[f.name] = this.value(f.type, v, p);
      }
      j = tape.end(v);
    }
    // Strict: every field in order (missing, or a union without a value); else only the fields of
    // a union type, which have no default.
    for (const f of given !== undefined ? d.fields : info.unions) {
      if (given !== undefined && !f.optional && !given.has(f)) {
        this.fail(
          "JSON_MISSING_FIELD",
          n,
          seg(path, jsonKey(f)),
          `missing non-optional field '${jsonKey(f)}' of ${name} in the object starting here (strict: no defaults)`,
        );
      }
      if (!f.optional && o[f.name] === undefined && f.type.k === "ref" && declOf(this.meta, f.type.name).kind === "union") {
        this.fail("JSON_INVALID_VALUE", n, seg(path, jsonKey(f)), `missing union field ${jsonKey(f)} (a union has no default)`);
      }
    }
    return o;
  }
}

/**
 * What `Reader.decl` needs to read objects of a message or struct, made once per declaration and
 * document: its fields by JSON key, the charge of `create()`, its non-optional fields of a union type.
 */
interface ObjectInfo {
  readonly byKey: ReadonlyMap<string, FieldMeta>;
  readonly cost: number;
  readonly unions: readonly FieldMeta[];
}

/** A path segment `Reader` repoints (its `segs`); `depth` 0 is a member of the root. */
interface PathSeg {
  up: Path;
  key: string | number;
  form: number;
  readonly depth: number;
}

/** Values shown in error messages are cut to this many UTF-16 units (JSON.md §7). */
const SHOWN_CHARS = 40;

/** `s`, cut to SHOWN_CHARS units (never inside a surrogate pair), with the full length. */
function clip(s: string): string {
  if (s.length <= SHOWN_CHARS) return s;
  let end = SHOWN_CHARS;
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${s.substring(0, end)}... (${s.length} chars)`;
}

/** A string value in a message: JSON-quoted, clipped after the quotes like the Java bridge. */
function quoteClip(s: string): string {
  const cut = clip(s);
  if (cut.length === s.length) return JSON.stringify(s);
  const end = cut.indexOf("... (");
  return JSON.stringify(s.substring(0, end)) + cut.substring(end);
}

/** Whether `t` is the type `json`, whose values include `null`. */
function isJson(t: TypeMeta): boolean {
  return t.k === "scalar" && t.s === "json";
}

/** The key of a field in JSON (JSON.md §2): its `[json]` option, else its name. */
function jsonKey(f: FieldMeta): string {
  return f.json ?? f.name;
}

type EnumValues = readonly (readonly [string, number])[];
const ENUM_INDEX = new WeakMap<EnumValues, { byName: Map<string, number>; byNumber: Map<number, string> }>();

/** An enum's values by name and by number (the first of each, as a search), made once per enum. */
function enumIndex(values: EnumValues): { byName: Map<string, number>; byNumber: Map<number, string> } {
  let ix = ENUM_INDEX.get(values);
  if (ix === undefined) {
    ix = { byName: new Map(), byNumber: new Map() };
    for (const [name, n] of values) {
      if (!ix.byName.has(name)) ix.byName.set(name, n);
      if (!ix.byNumber.has(n)) ix.byNumber.set(n, name);
    }
    ENUM_INDEX.set(values, ix);
  }
  return ix;
}

const FIELDS_BY_KEY = new WeakMap<readonly FieldMeta[], ReadonlyMap<string, FieldMeta>>();

/**
 * A declaration's fields by JSON key, made once per declaration: a search of the field list per
 * key made reading an object quadratic in its field count.
 */
function fieldsByKey(fields: readonly FieldMeta[]): ReadonlyMap<string, FieldMeta> {
  let m = FIELDS_BY_KEY.get(fields);
  if (m === undefined) {
    const byKey = new Map<string, FieldMeta>();
    for (const f of fields) {
      const k = jsonKey(f);
      if (!byKey.has(k)) byKey.set(k, f); // the first, as a search
    }
    FIELDS_BY_KEY.set(fields, byKey);
    m = byKey;
  }
  return m;
}

/**
 * Reads JSON text (JSON.md) as a value of the generated type `typeName`: missing fields take their
 * defaults, `bigint` fields are read exactly from strings or numbers. Throws {@link BaleJsonError}
 * with the mapping's code, position and path for a document that does not fit.
 */
export function fromJson<T = unknown>(
  meta: MetaTable | readonly MetaTable[],
  typeName: string,
  text: string,
  options: FromJsonOptions = {},
): T {
  const m = table(meta);
  const t = refType(m, typeName);
  const parser = new Parser(text, options.comments === true);
  try {
    const tape = parser.document();
    const budget = decodedSizeBudget(checkedLimits(options.limits ?? DEFAULT_LIMITS), text.length);
    return new Reader(m, options.strict === true, budget, tape).value(t, 0, null) as T;
  } finally {
    parser.release();
  }
}

/** Options of {@link fromJson}. */
export interface FromJsonOptions {
  /**
   * Reject an object that lacks a non-optional field (`JSON_MISSING_FIELD`, with the field's path
   * and the object's position) instead of giving the field its default (JSON.md §2), and a map or
   * `json` object that gives a key twice (`JSON_DUPLICATE_KEY`) instead of keeping the later value
   * (JSON.md §1). A message field given twice is an error either way. Default false.
   */
  readonly strict?: boolean;
  /**
   * Accept `//` and `/* *⁠/` comments (JSON.md §1). Default false: RFC 8259 has no comments,
   * and a comment is `JSON_SYNTAX`.
   */
  readonly comments?: boolean;
  /**
   * The decoded-size budget of reading (JSON.md §6, "Reading"): what is built (messages with
   * every field, their defaults included, lists, maps, strings, `bytes`) is charged FORMAT.md
   * §7.1's estimated sizes, and a document whose charges pass `max(decodedSizeFloor,
   * decodedSizeRatio x its length in UTF-16 units)` fails with `JSON_LIMIT_EXCEEDED` at the value
   * that passed it. Default {@link DEFAULT_LIMITS} (`max(64 MiB, 64 x length)`); `UNLIMITED` turns
   * it off (trusted input only). Only the decoded-size limits are read; JSON's depth limit is 64.
   */
  readonly limits?: Limits;
}

// ---- decoded-size estimates (FORMAT.md §7.1), as the compiler's DecodedSize charges them ----

const HEADER = 24;
const MAP_OBJECT = 152;
const ENUM_OBJECT = 24;
const EMPTY_LIST = 40;
const EMPTY_MAP = 192;
const EMPTY_BYTES = 192;

/** What a slot holding `t` owns beyond itself (a heap number, a bigint, a box, an inline struct). */
function owned(meta: MetaTable, t: TypeMeta, optional: boolean): number {
  switch (t.k) {
    case "scalar":
      switch (t.s) {
        case "bool":
        case "i8":
        case "string":
        case "bytes":
          return 0;
        case "i16":
        case "i32":
        case "u8":
        case "u16":
          return optional ? 16 : 0;
        case "f32":
          return 16;
        case "f64":
        case "u32":
          return optional ? 24 : 16;
        default:
          return 24; // i64, u64, json
      }
    case "map":
      return MAP_OBJECT;
    case "list":
      return 0;
    case "ref": {
      const d = declOf(meta, t.name);
      if (d.kind === "enum") return ENUM_OBJECT;
      return d.kind === "struct" ? record(meta, d) : 0;
    }
  }
}

/** A message's or struct's record: header, a slot per field (and unknown fields'), what they own. */
function record(meta: MetaTable, d: DeclMeta & { fields: readonly FieldMeta[] }): number {
  let size = HEADER + (d.kind === "message" ? SLOT : 0);
  for (const f of d.fields) size += SLOT + owned(meta, f.type, f.optional);
  return size;
}

const CREATE_COST = new WeakMap<DeclMeta, number>();

/**
 * What `create()` of a message or struct builds: its record and the default of every
 * non-optional field (an empty list, Map or Uint8Array, and a message or struct made by its own
 * `create()`), computed once per declaration.
 */
function createCost(meta: MetaTable, d: DeclMeta & { fields: readonly FieldMeta[] }, visiting = new Set<DeclMeta>()): number {
  const known = CREATE_COST.get(d);
  if (known !== undefined) return known;
  if (visiting.has(d)) return 0; // a required cycle has no default; the schema checker refuses it
  visiting.add(d);
  let size = record(meta, d);
  for (const f of d.fields) {
    if (f.optional) continue;
    const t = f.type;
    if (t.k === "list") size += EMPTY_LIST;
    else if (t.k === "map") size += EMPTY_MAP;
    else if (t.k === "scalar") size += t.s === "bytes" ? EMPTY_BYTES : 0;
    else {
      const sub = declOf(meta, t.name);
      if (sub.kind === "message" || sub.kind === "struct") size += createCost(meta, sub, visiting);
    }
  }
  visiting.delete(d);
  CREATE_COST.set(d, size);
  return size;
}
