// Forged inputs for the decoded-size budget (FORMAT.md §7.1): one per element kind that decodes
// to more objects than bytes. The same inputs as the Java DecodedSizeBudgetTest.
import { encode, encodeFlat } from "@bale-dev/runtime";
import { AllTypes, AllTypes$flat, Leaf } from "../../../goldens/ts/alltypes/alltypes.js";
import { Event, Event$flat } from "../../../goldens/ts/dynamic/dynamic.js";
import type { JsonValue } from "../../src/jsonvalue.js";

export interface Forged {
  kind: string;
  type: "repos.ReposList" | "alltypes.Node" | "alltypes.AllTypes";
  bytes: Uint8Array;
}

function varint(out: number[], v: number): void {
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/**
 * A root with the given string-table head, whose body is `prefix`, the count `n`, then `n`
 * elements of `element` (the bytes of one list element each).
 */
function listRoot(table: number[], prefix: number[], n: number, element: number[]): Uint8Array {
  const body: number[] = [...prefix];
  varint(body, n);
  const out: number[] = [...table];
  varint(out, (body.length + n * element.length) * 4);
  const bytes = new Uint8Array(out.length + body.length + n * element.length);
  bytes.set(out, 0);
  bytes.set(body, out.length);
  for (let i = out.length + body.length; i < bytes.length; i += element.length) bytes.set(element, i);
  return bytes;
}

/** `ReposList` whose list holds `n` empty `Repo` bodies (one byte each). */
export function reposOfEmptyBodies(n: number): Uint8Array {
  return listRoot([0], [], n, [0]);
}

/** A `Node` (name: string 0, "") whose children are `n` empty `Node` bodies (one byte each). */
export function nodesOfEmptyBodies(n: number): Uint8Array {
  return listRoot([2, 0], [0], n, [0]);
}

/** A `Node` whose children are `n` two-byte `Node` bodies holding only `name` (string 0). */
export function nodesOfNameOnlyBodies(n: number): Uint8Array {
  return listRoot([2, 0], [0], n, [4, 0]);
}

function allTypes(kind: string, fill: (v: AllTypes) => void): Forged {
  const v = AllTypes.create();
  v.shape = { case: "flag", value: false };
  fill(v);
  return { kind, type: "alltypes.AllTypes", bytes: encode(AllTypes, v) };
}

/** `n` entries `key(i) -> value(i)`, in order. */
function entries<K, V>(n: number, key: (i: number) => K, value: (i: number) => V): Map<K, V> {
  const m = new Map<K, V>();
  for (let i = 0; i < n; i++) m.set(key(i), value(i));
  return m;
}

/** Every kind, at about `n` elements (the Java test uses n = 256 Ki). */
export function forgedCases(n: number): Forged[] {
  const fill = <T>(k: number, x: T): T[] => new Array<T>(k).fill(x);
  const intKeys = new Map<number, string>();
  for (let i = 0; i < n / 4; i++) intKeys.set(1000 + i, "");
  const distinct: string[] = [];
  for (let i = 0; i < n / 4; i++) distinct.push(i.toString(36));
  return [
    { kind: "many-field message, empty bodies (Repo, 67 fields)", type: "repos.ReposList", bytes: reposOfEmptyBodies(n) },
    { kind: "small message, empty bodies (Node, 3 fields)", type: "alltypes.Node", bytes: nodesOfEmptyBodies(n) },
    { kind: "small message, name only (Node, 2-byte bodies)", type: "alltypes.Node", bytes: nodesOfNameOnlyBodies(n / 2) },
    allTypes("bools (list<bool>)", (v) => (v.l_bool = fill(n, true))),
    allTypes("known enums (list<Color>)", (v) => (v.l_color = fill(n, 1))),
    allTypes("unknown enums (list<Color>, value 0)", (v) => (v.l_color = fill(n, 0))),
    allTypes("nested empty lists (list<list<i32>>)", (v) => (v.l_nested = Array.from({ length: n }, () => []))),
    allTypes("maps with distinct keys (map<i32, string>)", (v) => (v.m_i32 = intKeys)),
    // One past a power of two: the counts at which Java's tables are largest per entry.
    allTypes("maps, u32 keys (map<u32, i32>)", (v) => (v.m_u32 = entries(n / 8 + 1, (i) => 3_000_000_000 + i, (i) => 1000 + i))),
    allTypes("maps, i64 keys (map<i64, f64>)", (v) => (v.m_i64 = entries(n / 16 + 1, (i) => (1n << 40n) + BigInt(i), (i) => i + 0.5))),
    allTypes("maps, string keys (map<string, i32>)", (v) => (v.m_string = entries(n / 8 + 1, (i) => i.toString(36), (i) => 1000 + i))),
    allTypes("maps, message values (map<string, Leaf>)", (v) => (v.m_message_values = entries(n / 8 + 1, (i) => i.toString(36), () => Leaf.create()))),
    allTypes("string references (list<string>, one string)", (v) => (v.l_string = fill(n, "x"))),
    allTypes("distinct strings (list<string>)", (v) => (v.l_string = distinct)),
    allTypes("union cases (list<Shape>, flag)", (v) => (v.l_shape = fill(n / 2, { case: "flag", value: true }))),
    allTypes("i64 varints (list<i64>)", (v) => (v.l_i64 = fill(n, 0n))),
  ];
}

// ---- flat (FORMAT.md Part II): the same inputs as the flat cases of the Java DecodedSizeBudgetTest ----

/** How the elements of a forged flat list of messages point. */
export type FlatElements = "null" | "shared" | "distinct";

export interface FlatForged {
  kind: string;
  type: "repos.ReposList" | "alltypes.Node" | "alltypes.AllTypes";
  bytes: Uint8Array;
}

const align8 = (n: number): number => (n + 7) & ~7;

/**
 * A flat body whose root object has `ptrs` pointer slots and no data; slot `slot` points at a
 * list of `n` message pointers: all null (each element decodes to the message's default), all to
 * one empty object, or each to its own 8-byte empty object.
 */
export function forgedFlatList(ptrs: number, slot: number, n: number, mode: FlatElements): Uint8Array {
  const list = 8 + align8(4 + 4 * ptrs);
  const objects = align8(list + 4 + 4 * n);
  const size = mode === "null" ? objects : mode === "shared" ? objects + 8 : objects + 8 * n;
  const b = new Uint8Array(size);
  const d = new DataView(b.buffer);
  d.setInt32(0, 8, true);
  d.setUint16(10, ptrs, true);
  const s = 12 + 4 * slot;
  d.setInt32(s, list - s, true);
  d.setInt32(list, n, true);
  for (let i = 0; i < n; i++) {
    const at = list + 4 + 4 * i;
    if (mode === "shared") d.setInt32(at, objects - at, true);
    else if (mode === "distinct") d.setInt32(at, objects + 8 * i - at, true);
  }
  return b;
}

function flatAllTypes(kind: string, fill: (v: AllTypes) => void): FlatForged {
  const v = AllTypes.create();
  v.shape = { case: "flag", value: false };
  fill(v);
  return { kind, type: "alltypes.AllTypes", bytes: encodeFlat(AllTypes$flat, v) };
}

/** Every flat kind at about `n` input bytes (the Java test uses n = 256 Ki). */
export function flatForgedCases(n: number): FlatForged[] {
  const fill = <T>(k: number, x: T): T[] => new Array<T>(k).fill(x);
  const intKeys = new Map<number, string>();
  for (let i = 0; i < Math.floor(n / 8); i++) intKeys.set(1000 + i, "");
  const q = Math.floor(n / 4);
  const e = Math.floor(n / 8);
  const t = Math.floor(n / 12);
  return [
    { kind: "many-field message, null elements (Repo defaults)", type: "repos.ReposList", bytes: forgedFlatList(1, 0, q, "null") },
    { kind: "many-field message, empty objects (Repo, 8 bytes each)", type: "repos.ReposList", bytes: forgedFlatList(1, 0, t, "distinct") },
    { kind: "many-field message, shared pointers (one empty Repo)", type: "repos.ReposList", bytes: forgedFlatList(1, 0, q, "shared") },
    { kind: "small message, null elements (Node defaults)", type: "alltypes.Node", bytes: forgedFlatList(3, 1, q, "null") },
    { kind: "small message, empty objects (Node, 8 bytes each)", type: "alltypes.Node", bytes: forgedFlatList(3, 1, t, "distinct") },
    flatAllTypes("string references (list<string>, one 2-char string)", (v) => (v.l_string = fill(q, "ab"))),
    flatAllTypes("nested empty lists (list<list<i32>>)", (v) => (v.l_nested = Array.from({ length: e }, () => []))),
    flatAllTypes("maps with distinct keys (map<i32, string>)", (v) => (v.m_i32 = intKeys)),
    flatAllTypes("maps, u32 keys (map<u32, i32>)", (v) => (v.m_u32 = entries(e + 1, (i) => 3_000_000_000 + i, (i) => 1000 + i))),
    flatAllTypes("maps, i64 keys (map<i64, f64>)", (v) => (v.m_i64 = entries(n / 16 + 1, (i) => (1n << 40n) + BigInt(i), (i) => i + 0.5))),
    flatAllTypes("maps, string keys (map<string, i32>)", (v) => (v.m_string = entries(n / 16 + 1, (i) => i.toString(36), (i) => 1000 + i))),
    flatAllTypes("union cases (list<Shape>, flag)", (v) => (v.l_shape = fill(t, { case: "flag", value: true }))),
    flatAllTypes("empty bytes (list<bytes>)", (v) => (v.l_bytes = Array.from({ length: e }, () => new Uint8Array(0)))),
    flatAllTypes("bools (list<bool>)", (v) => (v.l_bool = fill(n, true))),
    flatAllTypes("i64 (list<i64>)", (v) => (v.l_i64 = fill(e, 0n))),
  ];
}

/** The flat bytes of a `dynamic.Event` whose `payload` is `payload` (its other fields defaults). */
export function flatEventWith(payload: JsonValue): Uint8Array {
  const e = Event.create();
  e.payload = payload;
  e.cell = { case: "text", value: "" };
  return encodeFlat(Event$flat, e);
}
