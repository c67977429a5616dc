// UTF-16 entries of the compact string table (docs/spec/FORMAT.md §2.1): hand-built tables for the
// layout (UTF-8 bytes first, then UTF-16 bytes, each in table order) and every error of the kind
// (INVALID_UTF16 for a zero or odd length and for a badly formed entry, the first bad entry in table
// order whichever its kind, VARINT_NONCANONICAL two bytes past minimal), in the hand tier and past
// it; the writer's choice of kind against the byte counts; a seeded round trip of mixed text, also
// through session streams.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CompactReader, CompactWriter, MessageStreamDecoder, MessageStreamWriter } from "@bale-dev/runtime";
import { utf16StringByHand, utf16TableStrings, utf16WellFormed } from "../src/compact/utf8.js";
import { Leaf } from "../../goldens/ts/alltypes/alltypes.js";
import { Media } from "../../goldens/ts/media/media.js";

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function uvarint(v: number): number[] {
  const out: number[] = [];
  while (v >= 128) {
    out.push((v % 128) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}

/** The UTF-16 form of a length: minimal, continuation bit on its last byte, then 0. */
function uvarint16(v: number): number[] {
  const out = uvarint(v);
  out[out.length - 1]! |= 0x80;
  out.push(0);
  return out;
}

function units(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) out.push(s.charCodeAt(i) & 0xff, s.charCodeAt(i) >>> 8);
  return out;
}

type Entry = { utf16: boolean; bytes: number[]; len?: number[] };
const u8 = (s: string): Entry => ({ utf16: false, bytes: [...new TextEncoder().encode(s)] });
const u16 = (s: string): Entry => ({ utf16: true, bytes: units(s) });
const raw16 = (bytes: number[]): Entry => ({ utf16: true, bytes });

/**
 * A Leaf root (name = entry `nameIndex`, value 1) over a table of `entries`, laid out as §2.1
 * says; returns the bytes and the offsets of each entry's length and first byte.
 */
function leafRoot(entries: Entry[], nameIndex = 0): { bytes: Uint8Array; lenAt: number[]; at: number[] } {
  const out = [...uvarint(entries.length * 2)];
  const lenAt: number[] = [];
  for (const e of entries) {
    lenAt.push(out.length);
    out.push(...(e.len ?? (e.utf16 ? uvarint16(e.bytes.length) : uvarint(e.bytes.length))));
  }
  const at: number[] = new Array(entries.length);
  for (const kind of [false, true]) {
    entries.forEach((e, i) => {
      if (e.utf16 !== kind) return;
      at[i] = out.length;
      out.push(...e.bytes);
    });
  }
  out.push(0x08, ...uvarint(nameIndex), 0x02);
  return { bytes: Uint8Array.from(out), lenAt, at };
}

function expectError(bytes: Uint8Array, code: string, offset: number, what: string): void {
  const r = new CompactReader();
  assert.throws(
    () => r.decode(Leaf, bytes),
    (e: Error & { code?: string; offset?: number }) => e.code === code && e.offset === offset,
    `${what}: expected ${code} at ${offset}`,
  );
}

// Padding so that the same table is also read past the hand tier (HAND_DECODE_MAX_BYTES and
// HAND_UTF16_MAX_BYTES are 256): one long UTF-8 and one long UTF-16 entry at the end.
const LONG8 = u8("x".repeat(300) + "é");
const LONG16 = u16("長".repeat(200));

test("UTF-16 entries: the interleaved layout decodes each entry from its region (hand tier and past it)", () => {
  const strs: [string, boolean][] = [
    ["abc", false],
    ["中文", true],
    ["", false],
    ["日本語のテキスト", true],
    ["é", false],
    ["😀x", true],
    ["\u{10FFFF}", true],
    ["\uFEFF", true],
  ];
  for (const pad of [false, true]) {
    const entries = strs.map(([s, k]) => (k ? u16(s) : u8(s)));
    if (pad) entries.push(LONG8, LONG16);
    const r = new CompactReader();
    for (let i = 0; i < strs.length; i++) {
      const { bytes } = leafRoot(entries, i);
      const v = r.decode(Leaf, bytes);
      assert.equal(v.name, strs[i]![0], `entry ${i}, pad ${pad}`);
      assert.equal(v.value, 1);
    }
    if (pad) {
      assert.equal(r.decode(Leaf, leafRoot(entries, strs.length).bytes).name, "x".repeat(300) + "é");
      assert.equal(r.decode(Leaf, leafRoot(entries, strs.length + 1).bytes).name, "長".repeat(200));
    }
  }
  // A length of two and three bytes in the UTF-16 form (200 bytes: C8 81 00), 16384 bytes (80 80 81 00).
  for (const n of [100, 8192]) {
    const s = "字".repeat(n);
    const { bytes, lenAt } = leafRoot([u8("a"), u16(s)], 1);
    assert.deepEqual([...bytes.subarray(lenAt[1]!, lenAt[1]! + uvarint16(2 * n).length)], uvarint16(2 * n));
    assert.equal(new CompactReader().decode(Leaf, bytes).name, s);
  }
});

test("UTF-16 entries: a length of 0 or odd is INVALID_UTF16 at the length, after LENGTH_EXCEEDS_INPUT, in table order", () => {
  for (const pad of [false, true]) {
    const tail = pad ? [LONG8, LONG16] : [];
    // Zero: 80 00.
    let t = leafRoot([u8("a"), raw16([]), ...tail]);
    expectError(t.bytes, "INVALID_UTF16", t.lenAt[1]!, `zero, pad ${pad}`);
    // Odd: 83 00 and three bytes.
    t = leafRoot([u8("a"), raw16([0x41, 0, 0x42]), ...tail]);
    expectError(t.bytes, "INVALID_UTF16", t.lenAt[1]!, `odd, pad ${pad}`);
    // Odd in a two-byte length (129 bytes: 81 81 00).
    t = leafRoot([u16("中文"), raw16(new Array(129).fill(0x41)), ...tail]);
    expectError(t.bytes, "INVALID_UTF16", t.lenAt[1]!, `odd 129, pad ${pad}`);
    // Odd before a length that exceeds the input: the odd one (table order).
    t = leafRoot([raw16([1, 2, 3]), { utf16: false, bytes: [], len: uvarint(100000) }, ...tail]);
    expectError(t.bytes, "INVALID_UTF16", t.lenAt[0]!, `odd then too long, pad ${pad}`);
    // Too long before an odd one: LENGTH_EXCEEDS_INPUT.
    t = leafRoot([{ utf16: false, bytes: [], len: uvarint(100000) }, raw16([1, 2, 3]), ...tail]);
    expectError(t.bytes, "LENGTH_EXCEEDS_INPUT", t.lenAt[0]!, `too long then odd, pad ${pad}`);
    // Odd and past the input: LENGTH_EXCEEDS_INPUT (step 2 names it first).
    t = leafRoot([u8("a"), { utf16: true, bytes: [], len: uvarint16(99999) }, ...tail]);
    expectError(t.bytes, "LENGTH_EXCEEDS_INPUT", t.lenAt[1]!, `odd past the input, pad ${pad}`);
    // Before a UTF-8 entry that is not UTF-8 (step 2 before step 4).
    t = leafRoot([{ utf16: false, bytes: [0xff] }, raw16([1])]);
    expectError(t.bytes, "INVALID_UTF16", t.lenAt[1]!, `odd after bad UTF-8, pad ${pad}`);
  }
  // Two bytes or more past minimal: VARINT_NONCANONICAL at the length.
  for (const len of [[0x8a, 0x80, 0x00], [0x80, 0x80, 0x00], [0xc8, 0x81, 0x80, 0x00]]) {
    const t = leafRoot([u8("a"), { utf16: true, bytes: new Array(10).fill(0x30), len }]);
    expectError(t.bytes, "VARINT_NONCANONICAL", t.lenAt[1]!, `overlong ${len}`);
  }
});

test("UTF-16 entries: a lone or split surrogate is INVALID_UTF16 at the entry's first byte; the first bad entry in table order wins", () => {
  const bad: [string, number[]][] = [
    ["lone high at the end", [...units("ab"), 0x00, 0xd8]],
    ["lone high in the middle", [0x00, 0xd8, ...units("ab")]],
    ["lone low", [...units("a"), 0x00, 0xdc, ...units("b")]],
    ["low first", [0x00, 0xdc, 0x00, 0xd8]],
    ["high high low", [0x00, 0xd8, 0x00, 0xd8, 0x00, 0xdc]],
  ];
  for (const pad of [false, true]) {
    const tail = pad ? [LONG8, LONG16] : [];
    for (const [what, b] of bad) {
      for (const before of [[], [u8("ab"), u16("中文")]]) {
        const t = leafRoot([...before, raw16(b), u16("字字"), ...tail]);
        expectError(t.bytes, "INVALID_UTF16", t.at[before.length]!, `${what}, pad ${pad}`);
      }
    }
    // A pair split across two entries: both bad, the first reported.
    const pair = units("😀");
    let t = leafRoot([u8("a"), raw16([...units("x"), pair[0]!, pair[1]!]), raw16([pair[2]!, pair[3]!, ...units("y")]), ...tail]);
    expectError(t.bytes, "INVALID_UTF16", t.at[1]!, `split pair, pad ${pad}`);
    // Split with a UTF-8 entry between them in table order (still adjacent in the UTF-16 region).
    t = leafRoot([raw16([pair[0]!, pair[1]!]), u8("a"), raw16([pair[2]!, pair[3]!]), ...tail]);
    expectError(t.bytes, "INVALID_UTF16", t.at[0]!, `split around UTF-8, pad ${pad}`);
    // The first bad entry in table order, whichever its kind.
    t = leafRoot([u8("a"), { utf16: false, bytes: [0xc3] }, raw16([0x00, 0xdc]), ...tail]);
    expectError(t.bytes, "INVALID_UTF8", t.at[1]!, `UTF-8 before UTF-16, pad ${pad}`);
    t = leafRoot([u8("a"), raw16([0x00, 0xdc]), { utf16: false, bytes: [0xc3] }, ...tail]);
    expectError(t.bytes, "INVALID_UTF16", t.at[1]!, `UTF-16 before UTF-8, pad ${pad}`);
    t = leafRoot([u16("中文"), u8("ok"), { utf16: false, bytes: [0xed, 0xa0, 0x80] }, raw16([0x00, 0xd8]), ...tail]);
    expectError(t.bytes, "INVALID_UTF8", t.at[2]!, `surrogate in UTF-8 first, pad ${pad}`);
  }
  // The reader decodes the next root after a failed one.
  const r = new CompactReader();
  const good = leafRoot([u8("a"), u16("中文")], 1).bytes;
  assert.throws(() => r.decode(Leaf, leafRoot([u8("a"), raw16([0, 0xdc])]).bytes));
  assert.equal(r.decode(Leaf, good).name, "中文");
});

test("utf16TableStrings and utf16WellFormed: the first bad entry agrees with a check by String.isWellFormed, in every tier", () => {
  const r = rng(1614);
  const pick = (): number[] => {
    const n = 1 + Math.floor(r() * (r() < 0.2 ? 200 : 12));
    const u: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = r();
      const c = x < 0.5 ? 0x4e00 + Math.floor(r() * 0x5000) : x < 0.8 ? 0x20 + Math.floor(r() * 90) : x < 0.97 ? -1 : 0xd800 + Math.floor(r() * 0x800);
      if (c === -1) u.push(0xd83d, 0xde00 + Math.floor(r() * 0x40));
      else u.push(c);
    }
    return u;
  };
  let large = 0;
  for (let round = 0; round < 300; round++) {
    const count = 1 + Math.floor(r() * 30);
    const lens: number[] = [];
    const strs: (string | undefined)[] = [];
    const bytes: number[] = [7];
    for (let i = 0; i < count; i++) {
      if (r() < 0.3) {
        lens.push(3);
        strs.push(undefined);
        continue;
      }
      const u = pick();
      lens.push(-2 * u.length);
      strs.push(String.fromCharCode(...u));
      for (const c of u) bytes.push(c & 0xff, c >>> 8);
    }
    const buf = Uint8Array.from(bytes);
    const want = strs.findIndex((s) => s !== undefined && !(s as unknown as { isWellFormed(): boolean }).isWellFormed());
    // Node's Buffer, and the browsers' fatal TextDecoder (the tier past 256 bytes differs).
    for (const useBuffer of [true, false]) {
      const got: string[] = new Array(count);
      const bad = utf16TableStrings(buf, lens, count, 1, buf.length, got, useBuffer);
      assert.equal(bad, want, `round ${round}, Buffer ${useBuffer}`);
      if (bad < 0) for (let i = 0; i < count; i++) if (strs[i] !== undefined) assert.equal(got[i], strs[i]);
    }
    if (buf.length > 257) large++;
    let p = 1;
    for (let i = 0; i < count; i++) {
      if (lens[i]! >= 0) continue;
      const e = p - lens[i]!;
      const ok = (strs[i] as unknown as { isWellFormed(): boolean }).isWellFormed();
      assert.equal(utf16WellFormed(buf, p, e), ok);
      if (ok) assert.equal(utf16StringByHand(buf, p, e), strs[i]);
      p = e;
    }
  }
  assert.ok(large > 100, `${large} tables past the hand tier`);
});

function size(v: number): number {
  return uvarint(v).length;
}

const ALPHABETS: [string, number][] = [
  ["abcdefghijklmnopqrstuvwxyz 0123456789", 0],
  ["éèüößñçåøÆ", 0],
  ["中文日本語のテキスト漢字한국어", 0],
  ["ािकखगघ", 0],
  ["😀😃🎉🚀", 0],
];

function randomString(r: () => number): string {
  const n = Math.floor(r() * (r() < 0.1 ? 400 : 24));
  const mix = ALPHABETS.filter(() => r() < 0.5);
  if (mix.length === 0) mix.push(ALPHABETS[Math.floor(r() * ALPHABETS.length)]!);
  let s = "";
  for (let i = 0; i < n; i++) {
    const [a] = mix[Math.floor(r() * mix.length)]!;
    const chars = [...a];
    s += chars[Math.floor(r() * chars.length)]!;
  }
  return s;
}

test("writer: the kind of each entry is the byte-minimal one (UTF-8 on a tie), the length in its form, UTF-16 bytes after UTF-8 bytes", () => {
  const r = rng(20261128);
  const w = new CompactWriter();
  let n16 = 0;
  let n8 = 0;
  for (let round = 0; round < 2000; round++) {
    const s = round < 4 ? ["", "中", "中文", "a中文"][round]! : randomString(r);
    const bytes = w.encode(Leaf, { name: s, value: 1 });
    const b = new TextEncoder().encode(s).length;
    const u = s.length;
    const cost8 = b + size(b);
    const cost16 = 2 * u + size(2 * u) + 1;
    const utf16 = cost16 < cost8;
    // head 02, the entry, body 08 00 02.
    assert.equal(bytes.length, 1 + Math.min(cost8, cost16) + 3, JSON.stringify(s));
    const len = utf16 ? uvarint16(2 * u) : uvarint(b);
    assert.deepEqual([...bytes.subarray(1, 1 + len.length)], len);
    const body = bytes.subarray(1 + len.length, bytes.length - 3);
    assert.deepEqual([...body], utf16 ? units(s) : [...new TextEncoder().encode(s)]);
    if (utf16) n16++;
    else n8++;
  }
  assert.ok(n16 > 300 && n8 > 300, `both kinds written (${n8} UTF-8, ${n16} UTF-16)`);
  // "中": u = 1, b = 3: 2 + 1 + 1 = 4 is not < 3 + 1: UTF-8 (a tie). "中文": 4 + 1 + 1 < 6 + 1.
  assert.deepEqual([...w.encode(Leaf, { name: "中", value: 1 })], [0x02, 0x03, 0xe4, 0xb8, 0xad, 0x08, 0x00, 0x02]);
  assert.deepEqual([...w.encode(Leaf, { name: "中文", value: 1 })], [0x02, 0x84, 0x00, 0x2d, 0x4e, 0x87, 0x65, 0x08, 0x00, 0x02]);
  // A lone surrogate is still INVALID_STRING on encode.
  assert.throws(() => w.encode(Leaf, { name: "中文\ud800", value: 1 }), (e: Error & { code?: string }) => e.code === "INVALID_STRING");
});

test("round trip (seeded): lists of ASCII, Latin, CJK, emoji and mixed strings, deduplicated or not, decode as written and re-encode to the same bytes", () => {
  const r = rng(14131);
  const reader = new CompactReader();
  for (const dedupStrings of [true, false]) {
    const w = new CompactWriter({ dedupStrings });
    for (let round = 0; round < 300; round++) {
      const m = Media.create();
      m.uri = randomString(r);
      if (r() < 0.5) m.title = randomString(r);
      const n = Math.floor(r() * (r() < 0.2 ? 200 : 12));
      m.persons = [];
      for (let i = 0; i < n; i++) m.persons.push(r() < 0.2 && i > 0 ? m.persons[Math.floor(r() * i)]! : randomString(r));
      const bytes = w.encode(Media, m);
      const back = reader.decode(Media, bytes);
      assert.deepEqual(back, m, `round ${round}`);
      assert.deepEqual(w.encode(Media, back), bytes);
    }
  }
});

test("session streams carry UTF-16 entries: the table's bytes count both kinds, records decode as written", () => {
  const r = rng(77);
  const w = new MessageStreamWriter(Media, { sessionId: 0x1234n, maxSessionBytes: 512 });
  const d = new MessageStreamDecoder(Media, { maxSessionBytes: 512 });
  const want: unknown[] = [];
  for (let i = 0; i < 60; i++) {
    const m = Media.create();
    m.uri = ["http://a", "中文の題名", "😀", [...randomString(r)].slice(0, 10).join("")][i % 4]!;
    m.persons = [[...randomString(r)].slice(0, 10).join(""), "日本語", "ascii"];
    want.push(m);
    d.feed(w.write(m));
  }
  assert.ok(w.sessionEpoch > 0, "the caps forced resets");
  const got: unknown[] = [];
  for (let v = d.poll(); v !== undefined; v = d.poll()) got.push(v);
  d.endOfInput();
  assert.deepEqual(got, want);
});

test("session caps count a UTF-16 entry's bytes (2 per unit), not its UTF-8 length", () => {
  // "中文の題名": 10 bytes as a UTF-16 entry, 15 as UTF-8.
  const w = new MessageStreamWriter(Leaf, { sessionId: 9n, maxSessionBytes: 10 });
  const record = w.write({ name: "中文の題名", value: 1 });
  assert.equal(w.sessionEpoch, 0);
  const ok = new MessageStreamDecoder(Leaf, { maxSessionBytes: 10 });
  ok.feed(record);
  assert.equal(ok.poll()?.name, "中文の題名");
  const tight = new MessageStreamDecoder(Leaf, { maxSessionBytes: 9 });
  assert.throws(
    () => {
      tight.feed(record);
      tight.poll();
    },
    (e: Error & { code?: string }) => e.code === "LIMIT_EXCEEDED",
  );
  assert.throws(() => new MessageStreamWriter(Leaf, { sessionId: 9n, maxSessionBytes: 9 }).write({ name: "中文の題名", value: 1 }), (e: Error & { code?: string }) => e.code === "LIMIT_EXCEEDED");
});
