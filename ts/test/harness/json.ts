/**
 * The JSON mapping (docs/spec/JSON.md) for test values, driven by the generated `$meta`, and the
 * value comparison of docs/spec/VECTORS.md §3. Independent of the codecs under test.
 */
import type { DeclMeta, FieldMeta, TypeMeta } from "@bale-dev/runtime";
import { numberText, orderedKeys } from "./jsonparse.js";

export type Meta = { readonly [fullName: string]: DeclMeta };
type Obj = { [k: string]: unknown };

function decl(meta: Meta, name: string): DeclMeta {
  const d = meta[name];
  if (d === undefined) throw new Error(`no declaration ${name}`);
  return d;
}

function base64(s: string): Uint8Array {
  const bin = atob(s.length % 4 === 0 ? s : s + "=".repeat(4 - (s.length % 4)));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function float(j: unknown): number {
  if (j === "NaN") return NaN;
  if (j === "Infinity") return Infinity;
  if (j === "-Infinity") return -Infinity;
  if (typeof j !== "number") throw new Error(`not a float: ${String(j)}`);
  return j;
}

function scalarFromJson(s: string, num: boolean, j: unknown): unknown {
  switch (s) {
    case "bool":
      if (typeof j !== "boolean") throw new Error(`not a bool: ${String(j)}`);
      return j;
    case "i64":
    case "u64":
      return num ? Number(j) : BigInt(String(j));
    case "f32":
      return Math.fround(float(j));
    case "f64":
      return float(j);
    case "string":
      if (typeof j !== "string") throw new Error(`not a string: ${String(j)}`);
      return j;
    case "bytes":
      return base64(String(j));
    default:
      return Number(j);
  }
}

function keyFromJson(meta: Meta, t: TypeMeta, k: string): unknown {
  if (t.k === "scalar") {
    if (t.s === "bool") return k === "true";
    if (t.s === "string") return k;
    return scalarFromJson(t.s, t.num === true, k);
  }
  if (t.k === "ref") {
    const d = decl(meta, t.name);
    if (d.kind === "enum") {
      const v = d.values.find(([n]) => n === k);
      return v ? v[1] : Number(k);
    }
  }
  throw new Error(`bad map key type ${JSON.stringify(t)}`);
}

/**
 * A `json` value (JSON.md §5.1) from parsed JSON: integers (number text without `.` or exponent)
 * as `bigint`, floats as `number`, objects as `Map`s in file order. `text` is the number's source.
 */
export function jsonValueFromJson(j: unknown, text?: string): unknown {
  if (typeof j === "number") {
    const src = text ?? String(j);
    return /^-?\d+$/.test(src) ? BigInt(src) : j;
  }
  if (Array.isArray(j)) return j.map((e, i) => jsonValueFromJson(e, numberText(j, i)));
  if (j !== null && typeof j === "object") {
    const m = new Map<string, unknown>();
    for (const k of orderedKeys(j)) m.set(k, jsonValueFromJson((j as Obj)[k], numberText(j, k)));
    return m;
  }
  return j;
}

/** A value of type `t` from its JSON form; missing non-optional fields take their defaults. */
export function fromJson(meta: Meta, t: TypeMeta, j: unknown, text?: string): unknown {
  switch (t.k) {
    case "scalar":
      if (t.s === "json") return jsonValueFromJson(j, text);
      return scalarFromJson(t.s, t.num === true, j);
    case "list":
      return (j as unknown[]).map((e, i) => fromJson(meta, t.e, e, numberText(j, i)));
    case "map": {
      const m = new Map<unknown, unknown>();
      const o = j as Obj;
      for (const k of orderedKeys(o)) m.set(keyFromJson(meta, t.key, k), fromJson(meta, t.value, o[k], numberText(o, k)));
      return m;
    }
    case "ref": {
      const d = decl(meta, t.name);
      if (d.kind === "enum") {
        if (typeof j === "number") return j;
        const v = d.values.find(([n]) => n === j);
        if (!v) throw new Error(`${String(j)} is not a value of ${t.name}`);
        return v[1];
      }
      if (d.kind === "union") {
        const entries = Object.entries(j as Obj);
        if (entries.length !== 1) throw new Error(`union ${t.name} needs one key`);
        const [name, v] = entries[0]!;
        const c = d.cases.find((x) => x.name === name);
        if (!c) throw new Error(`${name} is not a case of ${t.name}`);
        return { case: name, value: fromJson(meta, c.type, v, numberText(j, name)) };
      }
      const o = d.create() as Obj;
      for (const [k, v] of Object.entries(j as Obj)) {
        const f = d.fields.find((x: FieldMeta) => (x.json ?? x.name) === k);
        if (!f) throw new Error(`${k} is not a field of ${t.name}`);
        const json = f.type.k === "scalar" && f.type.s === "json";
        o[f.name] = v === null && f.optional && !json ? undefined : fromJson(meta, f.type, v, numberText(j, k));
      }
      return o;
    }
  }
}

/** `json` values: same kinds (bigint vs number), numbers by Object.is, objects in the same order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (typeof a === "number") return typeof b === "number" && Object.is(a, b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((e, i) => jsonEqual(e, b[i]));
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false;
    const x = [...a];
    const y = [...b];
    return x.every(([k, v], i) => k === y[i]![0] && jsonEqual(v, y[i]![1]));
  }
  return a === b;
}

function f32Equal(a: number, b: number): boolean {
  return Object.is(Math.fround(a), Math.fround(b));
}

/** VECTORS.md §3: schema-guided equality (NaN equals NaN, -0 is not 0, unknown fields ignored). */
export function equal(meta: Meta, t: TypeMeta, a: unknown, b: unknown): boolean {
  switch (t.k) {
    case "scalar":
      if (t.s === "f32") return f32Equal(a as number, b as number);
      if (t.s === "f64") return Object.is(a, b);
      if (t.s === "json") return jsonEqual(a, b);
      if (t.s === "bytes") {
        const x = a as Uint8Array;
        const y = b as Uint8Array;
        return x.length === y.length && x.every((v, i) => v === y[i]);
      }
      return a === b;
    case "list": {
      const x = a as unknown[];
      const y = b as unknown[];
      return x.length === y.length && x.every((v, i) => equal(meta, t.e, v, y[i]));
    }
    case "map": {
      const x = [...(a as Map<unknown, unknown>)];
      const y = [...(b as Map<unknown, unknown>)];
      return (
        x.length === y.length &&
        x.every(([k, v], i) => equal(meta, t.key, k, y[i]![0]) && equal(meta, t.value, v, y[i]![1]))
      );
    }
    case "ref": {
      const d = decl(meta, t.name);
      if (d.kind === "enum") return a === b;
      if (d.kind === "union") {
        const x = a as { case: string; value: unknown };
        const y = b as { case: string; value: unknown };
        if (x.case !== y.case) return false;
        const c = d.cases.find((cc) => cc.name === x.case)!;
        return equal(meta, c.type, x.value, y.value);
      }
      const x = a as Obj;
      const y = b as Obj;
      for (const f of d.fields) {
        const u = x[f.name];
        const v = y[f.name];
        if (u === undefined || v === undefined) {
          if (u !== v) return false;
          continue;
        }
        if (!equal(meta, f.type, u, v)) return false;
      }
      return true;
    }
  }
}

/**
 * VECTORS.md §1.1: every message structurally equal to one met before (walking in wire order) is
 * replaced by that earlier instance.
 */
export function intern(meta: Meta, t: TypeMeta, v: unknown, met: Map<string, object[]> = new Map()): unknown {
  switch (t.k) {
    case "scalar":
      return v;
    case "list":
      return (v as unknown[]).map((e) => intern(meta, t.e, e, met));
    case "map": {
      const m = new Map<unknown, unknown>();
      for (const [k, x] of v as Map<unknown, unknown>) m.set(k, intern(meta, t.value, x, met));
      return m;
    }
    case "ref": {
      const d = decl(meta, t.name);
      if (d.kind === "enum") return v;
      if (d.kind === "union") {
        const u = v as { case: string; value: unknown };
        const c = d.cases.find((cc) => cc.name === u.case)!;
        return { case: u.case, value: intern(meta, c.type, u.value, met) };
      }
      if (d.kind === "message") {
        const list = met.get(t.name) ?? [];
        met.set(t.name, list);
        const same = list.find((m) => equal(meta, t, m, v));
        if (same !== undefined) return same;
        list.push(v as object);
      }
      const o = v as Obj;
      for (const f of d.fields) {
        if (o[f.name] !== undefined) o[f.name] = intern(meta, f.type, o[f.name], met);
      }
      return o;
    }
  }
}

/** A short JSON-ish rendering of a value for failure messages. */
export function show(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    typeof x === "bigint" ? `${x}n` : x instanceof Map ? Object.fromEntries(x) : x instanceof Uint8Array ? [...x] : x,
  );
}
