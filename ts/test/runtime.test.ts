// Runtime behaviour beyond the shared vectors: [ts_number] ranges, encode-side value checks,
// limits, reuse, strings.
import assert from "node:assert/strict";
import { test } from "node:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  BaleError,
  CompactReader,
  CompactWriter,
  ERROR_CODES,
  type Limits,
  MessageStreamDecoder,
  MessageStreamWriter,
  decode,
  decodeFlat,
  encode,
  encodeFlat,
  limits,
} from "@bale-dev/runtime";
import { ROOT } from "./harness/files.js";
import { baleError } from "./harness/util.js";
import { AllTypes, AllTypes$flat, Leaf, Node, Node$flat, NodeView } from "../../goldens/ts/alltypes/alltypes.js";
import { Image, Media, MediaContent, MediaContent$flat } from "../../goldens/ts/media/media.js";
import { Record } from "../../goldens/ts/evolve_v1/evolve.js";
import { Record as RecordV2 } from "../../goldens/ts/evolve_v2/evolve.js";

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof BaleError) return e.code;
    throw e;
  }
  return "no error";
}

function allTypes(): AllTypes {
  const v = AllTypes.create();
  v.shape = { case: "flag", value: true };
  return v;
}

test("[ts_number]: 2^53-1 round-trips, 2^53 is INT_OUT_OF_RANGE on decode and INVALID_VALUE on encode", () => {
  const v = allTypes();
  v.ts_nums = [Number.MAX_SAFE_INTEGER];
  v.ts_num = -Number.MAX_SAFE_INTEGER;
  const back = decode(AllTypes, encode(AllTypes, v));
  assert.deepEqual(back.ts_nums, [Number.MAX_SAFE_INTEGER]);
  assert.equal(back.ts_num, -Number.MAX_SAFE_INTEGER);

  v.ts_nums = [2 ** 53];
  assert.equal(code(() => encode(AllTypes, v)), "INVALID_VALUE");
  v.ts_nums = [0.5];
  assert.equal(code(() => encode(AllTypes, v)), "INVALID_VALUE");
  // Bytes holding 2^53 (as a Java writer may produce them): the fixed u64 block of ts_nums.
  v.ts_nums = [Number.MAX_SAFE_INTEGER];
  const bytes = encode(AllTypes, v);
  const at = indexOf(bytes, [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x1f, 0x00]);
  bytes.set([0, 0, 0, 0, 0, 0, 0x20, 0], at);
  const err = baleError(() => decode(AllTypes, bytes));
  assert.equal(err.code, "INT_OUT_OF_RANGE");
  assert.equal(err.offset, at);
  assert.equal(err.path, "AllTypes.ts_nums");
});

/** The uvarint of `v` (0 <= v < 2^64), by the definition (FORMAT.md), as reference bytes. */
function refVarint(v: bigint): number[] {
  const out: number[] = [];
  while (v >= 0x80n) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return out;
}

test("64-bit varints at every width boundary: exact bytes on encode, exact values on decode", () => {
  const u: bigint[] = [0n, 1n, 127n, 128n, (1n << 64n) - 1n];
  for (let k = 7; k < 64; k += 7) u.push((1n << BigInt(k)) - 1n, 1n << BigInt(k));
  for (const k of [28, 31, 32, 33, 35, 49, 52, 53, 54, 56, 59, 60, 63]) {
    u.push((1n << BigInt(k)) - 1n, 1n << BigInt(k), (1n << BigInt(k)) + 1n);
  }
  u.push(0x1234_5678_9abc_def0n, 0xfedc_ba98_7654_3210n, 505874924095815681n);
  const s: bigint[] = [];
  for (const x of u) {
    if (x < 1n << 63n) s.push(x, -x, -x - 1n);
  }
  const v = allTypes();
  for (const x of u) {
    v.l_u64 = [x];
    v.l_i64 = [];
    let bytes = encode(AllTypes, v);
    assert.ok(indexOf(bytes, [1, ...refVarint(x)]) >= 0, `u64 ${x}`);
    assert.deepEqual(decode(AllTypes, bytes).l_u64, [x]);
    v.l_u64 = [];
    v.f_u64 = x;
    bytes = encode(AllTypes, v);
    assert.equal(decode(AllTypes, bytes).f_u64, x);
    v.f_u64 = 0n;
  }
  for (const x of s) {
    v.l_i64 = [x];
    const zz = x < 0n ? -2n * x - 1n : 2n * x;
    const bytes = encode(AllTypes, v);
    assert.ok(indexOf(bytes, [1, ...refVarint(zz)]) >= 0, `i64 ${x}`);
    assert.deepEqual(decode(AllTypes, bytes).l_i64, [x]);
    v.f_i64 = x;
    assert.equal(decode(AllTypes, encode(AllTypes, v)).f_i64, x);
    v.f_i64 = 0n;
    if (x <= BigInt(Number.MAX_SAFE_INTEGER) && x >= -BigInt(Number.MAX_SAFE_INTEGER)) {
      v.ts_num = Number(x);
      assert.equal(decode(AllTypes, encode(AllTypes, v)).ts_num, Number(x));
      v.ts_num = 0;
    }
  }
});

/**
 * An evolve_v1 Record root whose `timestamp` (i64) is the varint `v`: with `tail`, the later fields
 * and 12 bytes of unknown tail follow it (the reader's one-pass path, which needs 10 bytes left),
 * without, the body and the input end right after it (the general path).
 */
function recordWithTimestamp(v: number[], tail: boolean): { bytes: Uint8Array; at: number } {
  const body = [0, ...v, ...(tail ? [0, 0, 0, 0, ...new Array<number>(12).fill(0)] : [])];
  const out = [2, 0, ...refVarint(BigInt(4 * body.length))];
  return { bytes: Uint8Array.from([...out, ...body]), at: out.length + 1 };
}

function outcome(f: () => { timestamp: bigint }): string {
  try {
    return "value " + f().timestamp;
  } catch (e) {
    if (e instanceof BaleError) return `${e.code} at ${e.offset}`;
    throw e;
  }
}

test("i64 varints: the one-pass path (10 bytes left) and the general path agree on values, errors and offsets", () => {
  const zz: bigint[] = [0n, 1n, 2n, 127n, 128n, (1n << 64n) - 1n, (1n << 64n) - 2n, (1n << 63n) - 1n, 1n << 63n];
  for (let k = 7; k < 64; k += 7) zz.push((1n << BigInt(k)) - 1n, 1n << BigInt(k), (1n << BigInt(k)) + 1n);
  for (const k of [27, 28, 31, 32, 33, 35, 52, 53, 54]) zz.push((1n << BigInt(k)) - 1n, 1n << BigInt(k));
  const cases: number[][] = zz.map(refVarint);
  // Not valid: overlong (last byte 0) at every length, a tenth byte above 1, an eleventh byte.
  for (let n = 2; n <= 10; n++) cases.push([...new Array<number>(n - 1).fill(0x80), 0]);
  cases.push([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02]);
  cases.push([0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x81, 0x00]);
  cases.push([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
  const r = new CompactReader();
  for (const v of cases) {
    const fast = recordWithTimestamp(v, true);
    const slow = recordWithTimestamp(v, false);
    const a = outcome(() => r.decode(Record, fast.bytes));
    const b = outcome(() => r.decode(Record, slow.bytes));
    assert.equal(a, b, `varint ${v.map((x) => x.toString(16)).join(" ")}`);
    const z = v.length <= 10 && v[v.length - 1]! !== 0 ? zz[cases.indexOf(v)] : undefined;
    if (z !== undefined) assert.equal(a, "value " + ((z & 1n) === 0n ? z >> 1n : -((z + 1n) >> 1n)));
    else if (!a.startsWith("value")) assert.ok(a.endsWith(` at ${fast.at}`), `${a}: the varint's first byte`);
  }
});

function indexOf(b: Uint8Array, pattern: number[]): number {
  outer: for (let i = 0; i + pattern.length <= b.length; i++) {
    for (let k = 0; k < pattern.length; k++) if (b[i + k] !== pattern[k]) continue outer;
    return i;
  }
  throw new Error("pattern not found");
}

test("an undefined root is INVALID_VALUE named by the root type's simple name (FORMAT.md §8)", () => {
  const e = baleError(() => encode(MediaContent, undefined as unknown as MediaContent));
  assert.equal(e.code, "INVALID_VALUE");
  assert.equal(e.path, "MediaContent");
});

test("encode checks values against their schema types (INVALID_VALUE / INVALID_STRING)", () => {
  // Each with the field path of the bad value (found by a second pass, see CompactWriter.locate).
  const bad: [string, (v: AllTypes) => void, string][] = [
    ["u8 256", (v) => (v.f_u8 = 256), "AllTypes.f_u8"],
    ["i8 -129", (v) => (v.f_i8 = -129), "AllTypes.f_i8"],
    ["i32 1.5", (v) => (v.f_i32 = 1.5), "AllTypes.f_i32"],
    ["u32 -1", (v) => (v.f_u32 = -1), "AllTypes.f_u32"],
    ["i64 as number", (v) => (v.f_i64 = 1 as unknown as bigint), "AllTypes.f_i64"],
    ["u64 negative", (v) => (v.f_u64 = -1n), "AllTypes.f_u64"],
    ["i64 too big", (v) => (v.f_i64 = 1n << 63n), "AllTypes.f_i64"],
    ["string undefined", (v) => (v.f_string = undefined as unknown as string), "AllTypes.f_string"],
    ["list not array", (v) => (v.l_i32 = {} as unknown as number[]), "AllTypes.l_i32"],
    ["list element", (v) => (v.l_i32 = [1, 2, 2.5]), "AllTypes.l_i32[2]"],
    ["map not Map", (v) => (v.m_string = {} as unknown as Map<string, number>), "AllTypes.m_string"],
    ["enum negative", (v) => (v.color = -1), "AllTypes.color"],
    // The case left out, named as a wrong case is (AllTypes.shape.case).
    ["union without case", (v) => (v.shape = {} as unknown as AllTypes["shape"]), "AllTypes.shape.case"],
    ["struct missing", (v) => (v.point = undefined as unknown as AllTypes["point"]), "AllTypes.point"],
    ["bool as number", (v) => (v.f_bool = 1 as unknown as boolean), "AllTypes.f_bool"],
  ];
  for (const [what, edit, path] of bad) {
    const v = allTypes();
    edit(v);
    const e = baleError(() => encode(AllTypes, v));
    assert.equal(e.code, "INVALID_VALUE", what);
    assert.equal(e.path, path, what);
  }
  // Nested messages and list elements, and the value itself is not changed by the second pass.
  const mc = MediaContent.create();
  mc.media.persons = ["Bill", 7 as unknown as string];
  const e = baleError(() => encode(MediaContent, mc));
  assert.equal(e.path, "MediaContent.media.persons[1]");
  assert.equal(e.code, "INVALID_VALUE");
  assert.ok(Array.isArray(mc.media.persons) && !mc.media.persons.includes(undefined as unknown as string));
  const img = Image.create();
  img.uri = "\udc00";
  mc.media.persons = [];
  mc.images = [Image.create(), img];
  assert.equal(baleError(() => encode(MediaContent, mc)).path, "MediaContent.images[1].uri");
  // The flat builder too.
  const flatErr = baleError(() => encodeFlat(MediaContent$flat, mc));
  assert.equal(flatErr.code, "INVALID_STRING");
  assert.equal(flatErr.path, "MediaContent.images[1].uri");
  const v = allTypes();
  v.f_string = "\ud800";
  assert.equal(code(() => encode(AllTypes, v)), "INVALID_STRING");
  v.f_string = "x".repeat(100) + "\udc00";
  assert.equal(code(() => encode(AllTypes, v)), "INVALID_STRING");
  // Both sides of the hand / TextEncoder threshold (NATIVE_ENCODE_MIN_UNITS, by runtime).
  for (const n of [1, 20, 31, 32, 33, 40, 100, 255, 256, 257, 300, 1000]) {
    for (const bad of ["\ud800", "\udc00", "\ud800x", "\udbff\ud800"]) {
      v.f_string = "é".repeat(n) + bad;
      assert.equal(code(() => encode(AllTypes, v)), "INVALID_STRING", `${n} ${escape(bad)}`);
    }
    for (const good of ["", "😀", "é日😀\u0000"]) {
      const str = "a".repeat(n) + good + "ü".repeat(n % 7);
      v.f_string = str;
      const bytes = encode(AllTypes, v);
      assert.ok(indexOf(bytes, Array.from(new TextEncoder().encode(str))) >= 0, `${n} bytes`);
      assert.equal(decode(AllTypes, bytes).f_string, str);
    }
  }
});

test("encode errors name a hole, a field left out or an array in a scalar's place, and never throw another error", () => {
  // Were: the path of the element or field before (a hole or a missing key is no own property),
  // or of the array's last element (the detail's String(v) read them all through the path proxy);
  // and a TypeError ("Cannot convert object to primitive value") for a null-prototype object,
  // the user's error for a throwing toString, from formatting the detail.
  const bare = Object.create(null) as unknown;
  const throwing = { toString: (): string => { throw new Error("toString"); } };
  const bad: [string, (v: AllTypes) => void, string][] = [
    ["hole", (v) => (v.l_i32 = [1, , 3] as number[]), "AllTypes.l_i32[1]"],
    ["hole in a string list", (v) => (v.l_string = [, "a"] as string[]), "AllTypes.l_string[0]"],
    ["nested hole", (v) => (v.l_nested = [[1], [2, , 3] as number[]]), "AllTypes.l_nested[1][1]"],
    ["field left out", (v) => (v.leaf = { name: "a" } as AllTypes["leaf"]), "AllTypes.leaf.value"],
    ["struct field left out", (v) => (v.point = { x: 1 } as AllTypes["point"]), "AllTypes.point.y"],
    ["array for an i32", (v) => (v.f_i32 = [5] as unknown as number), "AllTypes.f_i32"],
    ["array for bytes", (v) => (v.f_bytes = [1, 2, 3] as unknown as Uint8Array), "AllTypes.f_bytes"],
    ["null-prototype map", (v) => (v.m_string = bare as Map<string, number>), "AllTypes.m_string"],
    ["null-prototype i32", (v) => (v.f_i32 = bare as number), "AllTypes.f_i32"],
    ["null-prototype enum", (v) => (v.color = bare as number), "AllTypes.color"],
    ["null-prototype element", (v) => (v.l_string = [bare as string]), "AllTypes.l_string[0]"],
    ["throwing toString", (v) => (v.f_f64 = throwing as unknown as number), "AllTypes.f_f64"],
    // The generated union writers' "not a case" detail (was String(case) in generated code).
    ["null-prototype union case", (v) => (v.shape = { case: bare, value: 1 } as unknown as AllTypes["shape"]), "AllTypes.shape.case"],
    ["union case with a throwing toString", (v) => (v.shape = { case: throwing, value: 1 } as unknown as AllTypes["shape"]), "AllTypes.shape.case"],
  ];
  for (const [what, edit, path] of bad) {
    const v = allTypes();
    edit(v);
    const e = baleError(() => encode(AllTypes, v));
    assert.equal(`${e.code} ${e.path}`, `INVALID_VALUE ${path}`, what);
    const f = baleError(() => encodeFlat(AllTypes$flat, v));
    assert.equal(`${f.code} ${f.path}`, `INVALID_VALUE ${path}`, `${what} (flat)`);
  }
});

test("decoding a Node Buffer copies bytes and unknown fields out of it (its slice is a view)", () => {
  // Were views of the input (Buffer#slice): refilling a reused or pooled buffer after decode
  // changed decoded bytes fields, and re-encoding kept unknown fields wrote the new contents.
  const v = allTypes();
  v.f_bytes = Uint8Array.of(1, 2, 3);
  v.l_bytes = [Uint8Array.of(4), new Uint8Array(100).fill(5)];
  v.m_u64 = new Map([[1n, Uint8Array.of(6)]]);
  const frame = Buffer.alloc(encode(AllTypes, v).length + 3);
  const input = frame.subarray(3); // a record after a 3-byte header, as a socket delivers it
  input.set(encode(AllTypes, v));
  const d = decode(AllTypes, input);
  frame.fill(0xee);
  assert.deepEqual([...d.f_bytes, d.l_bytes[0]![0], d.l_bytes[1]![99], d.m_u64.get(1n)![0]], [1, 2, 3, 4, 5, 6]);
  assert.equal(d.f_bytes.constructor, Uint8Array);

  const newer = { ...RecordV2.create(), id: "r", label: "kept", scores: [1, 2], extra: { note: "x", level: 1, urgent: true } };
  const bytes = encode(RecordV2, newer);
  const buf = Buffer.from(bytes);
  const old = decode(Record, buf); // v2's fields kept as unknown fields
  buf.fill(0);
  assert.deepEqual(encode(Record, old), bytes);
});

test("limits written as a plain object (JavaScript) keep the defaults they leave out; a bad one is a RangeError", () => {
  // Were: a limit left out was undefined, and every check against it passed (no depth limit, no
  // decoded-size budget...), although "no limit" is the explicit opt-out UNLIMITED.
  const chain = (depth: number): Node => {
    let n = Node.create();
    for (let i = 1; i < depth; i++) n = { ...Node.create(), next: n };
    return n;
  };
  const deep = chain(100); // deeper than the default depth limit, 64
  const compact = new CompactWriter({ maxDepth: 200 }).encode(Node, deep);
  const flat = encodeFlat(Node$flat, deep, { maxDepth: 200 });
  const partial = { maxObjects: 1000 } as unknown as Limits;
  assert.equal(code(() => decode(Node, compact, partial)), "DEPTH_LIMIT");
  assert.equal(code(() => new CompactReader(partial).decode(Node, compact)), "DEPTH_LIMIT");
  assert.equal(code(() => decodeFlat(Node$flat, flat, partial)), "DEPTH_LIMIT");
  assert.equal(code(() => new NodeView().wrap(flat, partial).decode()), "DEPTH_LIMIT");
  const stream = new MessageStreamDecoder(Node, { limits: partial });
  assert.equal(code(() => stream.feed(new MessageStreamWriter(Node, { maxDepth: 200 }).write(deep))), "DEPTH_LIMIT");
  assert.ok(decode(Node, compact, { depth: 150 } as unknown as Limits).next?.next !== undefined);
  assert.throws(() => decode(Node, compact, { depth: "100" } as unknown as Limits), RangeError);
  assert.throws(() => decodeFlat(Node$flat, flat, { depth: Number.NaN } as unknown as Limits), RangeError);
});

test("a cyclic value fails: INVALID_VALUE with dedupMessages, DEPTH_LIMIT without", () => {
  const n: Node = Node.create();
  n.next = n;
  assert.equal(code(() => encode(Node, n, { dedupMessages: true })), "INVALID_VALUE");
  assert.equal(code(() => encode(Node, n)), "DEPTH_LIMIT");
});

test("depth limit: passes at the limit, fails one above (lists are levels too)", () => {
  const chain = (depth: number): Node => {
    let n = Node.create();
    for (let i = 1; i < depth; i++) {
      const p = Node.create();
      p.next = n;
      n = p;
    }
    return n;
  };
  // 8 nested messages; the innermost one's `children` list is level 9.
  const bytes = encode(Node, chain(8));
  assert.equal(decode(Node, bytes, limits({ depth: 9 })).next?.name, "");
  assert.equal(code(() => decode(Node, bytes, limits({ depth: 8 }))), "DEPTH_LIMIT");
  assert.equal(code(() => encode(Node, chain(65))), "DEPTH_LIMIT");
  // A deep chain never overflows the JS stack: it stops at the limit.
  const deep = new Uint8Array(200_000);
  deep[0] = 0; // empty string table
  for (let i = 1; i < deep.length; i++) deep[i] = 0x01; // ... then headers that never resolve
  assert.notEqual(code(() => decode(Node, deep)), "no error");
});

test("strings: ASCII and non-ASCII tables of every size decode exactly; a BOM is kept", () => {
  const w = new CompactWriter();
  const r = new CompactReader();
  for (const s of ["", "a", "x".repeat(31), "y".repeat(33), "é", "\ufeffabc", "😀 ok", "日本語".repeat(50), "a\u0000b"]) {
    for (const other of ["", "z".repeat(40), "ü"]) {
      const m = Media.create();
      m.uri = s;
      m.format = other;
      m.persons = [other, s, "p"];
      const back = r.decode(Media, w.encode(Media, m));
      assert.equal(back.uri, s);
      assert.equal(back.format, other);
      assert.deepEqual(back.persons, [other, s, "p"]);
    }
  }
});

/** A Leaf root whose string table is `entries` (raw bytes) and whose name is entry `k`. */
function leafWithTable(entries: number[][], k: number): { bytes: Uint8Array; starts: number[] } {
  const out: number[] = [...refVarint(BigInt(2 * entries.length))];
  for (const e of entries) out.push(...refVarint(BigInt(e.length)));
  const starts: number[] = [];
  for (const e of entries) {
    starts.push(out.length);
    out.push(...e);
  }
  const index = refVarint(BigInt(k));
  out.push(...refVarint(BigInt(4 * (index.length + 1))), ...index, 0);
  return { bytes: Uint8Array.from(out), starts };
}

test("strings: large and non-ASCII tables cut exactly; a sequence split over two entries is INVALID_UTF8 at the first", () => {
  const enc = new TextEncoder();
  const utf8 = (s: string): number[] => Array.from(enc.encode(s));
  const pieces = ["", "a", "é", "日本", "😀", "\ufeff", "x".repeat(30), "ü".repeat(20), "語😀é a", "\u0000", "\uffff"];
  let seed = 7;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  for (let round = 0; round < 60; round++) {
    const strs: string[] = [];
    const count = 1 + next(12);
    for (let i = 0; i < count; i++) strs.push(pieces[next(pieces.length)]! + pieces[next(pieces.length)]!);
    const entries = strs.map(utf8);
    for (let k = 0; k < count; k++) {
      assert.equal(decode(Leaf, leafWithTable(entries, k).bytes).name, strs[k], `round ${round} entry ${k}`);
    }
  }
  const bad: [number[][], number][] = [
    [[utf8("x".repeat(30)), [0xc3], [0xa9], utf8("ok")], 1],
    [[utf8("x".repeat(30)), [0xe3, 0x81], [], [0x82]], 1],
    [[utf8("é".repeat(20)), [0xe6, 0x97], [0xa5, 0x41]], 1],
    [[utf8("é".repeat(20)), utf8("ok"), [0xff]], 2],
    [[utf8("日本".repeat(10)), [0x41, 0xc0, 0xaf]], 1],
    [[[0xf0, 0x9f], [0x98, 0x80], utf8("y".repeat(30))], 0],
    [[utf8("ok"), utf8("y".repeat(30)), [0xed, 0xa0, 0x80]], 2],
  ];
  for (const [entries, at] of bad) {
    const { bytes, starts } = leafWithTable(entries, 0);
    const err = baleError(() => decode(Leaf, bytes));
    assert.equal(err.code, "INVALID_UTF8", JSON.stringify(entries));
    assert.equal(err.offset, starts[at], JSON.stringify(entries));
  }
});

test("a reused reader and writer carry nothing from one root to the next", () => {
  const w = new CompactWriter();
  const r = new CompactReader();
  const a = MediaContent.create();
  a.media.uri = "first";
  a.images = [{ ...Leafless(), uri: "img" }];
  const b = MediaContent.create();
  const first = w.encode(MediaContent, a);
  const second = w.encode(MediaContent, b);
  assert.deepEqual(second, encode(MediaContent, b));
  assert.equal(r.decode(MediaContent, first).media.uri, "first");
  assert.equal(r.decode(MediaContent, second).media.uri, "");
  assert.equal(code(() => r.decode(MediaContent, first.subarray(0, first.length - 1))), "LENGTH_EXCEEDS_INPUT");
  assert.equal(r.decode(MediaContent, first).images[0]?.uri, "img");
});

function Leafless(): { uri: string; width: number; height: number; size: number } {
  return { uri: "", width: 1, height: 2, size: 0 };
}

test("a Leaf is not a root-less struct: encode/decode round-trip with unknown-free objects", () => {
  const l = Leaf.create();
  l.name = "n";
  l.value = -7;
  assert.deepEqual(decode(Leaf, encode(Leaf, l)), { name: "n", value: -7, $unknown: undefined });
});

test("ERROR_CODES are the Java ErrorCode names, in order", () => {
  const java = readFileSync(join(ROOT, "bale-runtime/src/main/java/dev/bale/runtime/ErrorCode.java"), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "");
  const body = java.substring(java.indexOf("{") + 1, java.lastIndexOf("}"));
  assert.deepEqual([...ERROR_CODES], body.match(/\b[A-Z][A-Z0-9_]+\b/g));
});

test("encodeInto writes encode's bytes at the offset, or nothing when they do not fit", () => {
  const w = new CompactWriter();
  for (const value of [allTypes()]) {
    const expected = encode(AllTypes, value);
    const out = new Uint8Array(expected.length + 10).fill(0xee);
    assert.equal(w.encodeInto(AllTypes, value, out, 3), expected.length);
    assert.deepEqual(out.subarray(3, 3 + expected.length), expected);
    assert.ok(out.subarray(0, 3).every((b) => b === 0xee) && out.subarray(3 + expected.length).every((b) => b === 0xee));
    const small = new Uint8Array(expected.length - 1 + 2).fill(0xee);
    assert.throws(() => w.encodeInto(AllTypes, value, small, 2), RangeError);
    assert.ok(small.every((b) => b === 0xee), "nothing written on a RangeError");
    // The writer is usable after the RangeError: the next root is right.
    assert.deepEqual(w.encode(AllTypes, value), expected);
    assert.equal(w.encodeInto(AllTypes, value, out), expected.length);
    assert.deepEqual(out.subarray(0, expected.length), expected);
  }
  assert.throws(() => w.encodeInto(AllTypes, allTypes(), new Uint8Array(8), 9), RangeError);
  assert.throws(() => w.encodeInto(AllTypes, allTypes(), new Uint8Array(8), 1.5), RangeError);
  assert.throws(() => w.encodeInto(AllTypes, allTypes(), [] as unknown as Uint8Array), TypeError);
});
