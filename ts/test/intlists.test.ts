// list<i32> layouts (FORMAT.md §1.3): the runtime's reader, its group loop included, against a
// plain reading of the spec written here, on seeded random lists in both layouts, intact and
// damaged (the same values, or the same error code, offset and element); and the writer's choice.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BaleError, CompactReader, CompactWriter } from "@bale-dev/runtime";
import { IntBlock } from "../../goldens/ts/instrument/instrument.js";
import { rng } from "./harness/util.js";

function values(next: () => number, n: number): number[] {
  const profile = next() % 3;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = next() | 0;
    out.push(profile === 0 ? (next() % 64) - 32 : profile === 1 ? r >> next() % 32 : r);
  }
  return out;
}

/** The plain reading: the root is 00, a header, then the body; returns values or "CODE @offset[i]". */
function reference(b: Uint8Array): string {
  let p = 1;
  const uv = (end: number): number | string => {
    const at = p;
    let v = 0;
    let scale = 1;
    for (let k = 0; ; k++) {
      if (p >= end) return `TRUNCATED @${at}`;
      const x = b[p++]!;
      if (k === 9 && x > 1) return `VARINT_OVERFLOW @${at}`;
      v += (x & 0x7f) * scale;
      scale *= 128;
      if (x < 0x80) return x === 0 && k > 0 ? `VARINT_NONCANONICAL @${at}` : v;
    }
  };
  const header = uv(b.length) as number;
  const end = p + header / 4;
  const countAt = p;
  const n = uv(end);
  if (typeof n === "string") return n;
  if (n > end - p) return `LENGTH_EXCEEDS_INPUT @${countAt}`;
  const out: number[] = [];
  let block = false;
  if (n >= 64) {
    if (p >= end) return `TRUNCATED @${p}`;
    if (b[p]! > 1) return `INVALID_LIST_LAYOUT @${p}`;
    block = b[p++] === 1;
  }
  if (!block) {
    for (let i = 0; i < n; i++) {
      const at = p;
      const z = uv(end);
      if (typeof z === "string") return `${z}[${i}]`;
      if (z > 0xffffffff) return `INT_OUT_OF_RANGE @${at}[${i}]`;
      out.push(((z >>> 1) ^ -(z & 1)) | 0);
    }
    return out.join(",");
  }
  const tags = p;
  const ntags = Math.ceil(n / 4);
  if (tags + ntags > end) return `TRUNCATED @${tags}`;
  if (n % 4 !== 0 && b[tags + ntags - 1]! >> (2 * (n % 4)) !== 0) return `VARINT_NONCANONICAL @${tags + ntags - 1}`;
  let d = tags + ntags;
  for (let i = 0; i < n; i++) {
    const len = ((b[tags + Math.floor(i / 4)]! >> (2 * (i % 4))) & 3) + 1;
    if (d + len > end) return `TRUNCATED @${d}[${i}]`;
    let z = 0;
    for (let k = 0; k < len; k++) z += b[d + k]! * 2 ** (8 * k);
    if (len > 1 && z < 2 ** (8 * (len - 1))) return `VARINT_NONCANONICAL @${d}[${i}]`;
    out.push(((z >>> 1) ^ -(z & 1)) | 0);
    d += len;
  }
  return out.join(",");
}

test("list<i32>: the reader agrees with a plain reading of FORMAT.md §1.3 on damaged bytes", () => {
  const next = rng(20261123);
  const w = new CompactWriter();
  const r = new CompactReader();
  let failures = 0;
  let blocks = 0;
  for (let round = 0; round < 3000; round++) {
    const n = next() % 20 === 0 ? 64 + (next() % 3000) : 64 + (next() % 200);
    const v = values(next, n);
    const bytes = w.encode(IntBlock, { varint: v, fixed: [] }).slice();
    const countLen = n < 128 ? 1 : n < 16384 ? 2 : 3;
    const headerLen = bytes[1]! < 0x80 ? 1 : bytes[2]! < 0x80 ? 2 : 3;
    const layoutAt = 1 + headerLen + countLen;
    if (bytes[layoutAt] === 1) blocks++;
    // Damage inside the body (its header stays): a flipped bit, the layout byte, a zeroed byte.
    const bodyStart = 1 + headerLen;
    switch (next() % 4) {
      case 0:
        bytes[bodyStart + (next() % (bytes.length - bodyStart))]! ^= 1 << next() % 8;
        break;
      case 1:
        bytes[layoutAt] = next() % 4;
        break;
      case 2:
        bytes[bodyStart + Math.floor((bytes.length - bodyStart) / 2) + (next() % ((bytes.length - bodyStart) >> 1))] = 0;
        break;
      default:
    }
    const want = reference(bytes);
    let got: string;
    try {
      got = r.decode(IntBlock, bytes).varint.join(",");
    } catch (e) {
      assert.ok(e instanceof BaleError, String(e));
      // Damage that only reaches field 2 (the fixed list after this one) is not this test's.
      if (e.path.includes("fixed")) continue;
      const m = /\[(\d+)\]$/.exec(e.path);
      got = `${e.code} @${e.offset}${m ? `[${m[1]}]` : ""}`;
    }
    if (want.includes("@")) failures++;
    assert.equal(got, want, `round ${round}`);
  }
  assert.ok(failures > 300, `failures ${failures}`);
  assert.ok(blocks > 500, `block lists ${blocks}`);
});

test("list<i32>: 64+ elements get the smaller layout, ties and short lists varints", () => {
  const w = new CompactWriter();
  // 48 zeros and 16 x 2^30 (zigzag 2^31: 5 varint bytes, 4 block bytes): 128 bytes both ways.
  const tie = [...new Array<number>(48).fill(0), ...new Array<number>(16).fill(2 ** 30)];
  assert.equal(w.encode(IntBlock, { varint: tie, fixed: [] })[4], 0);
  const one = [...new Array<number>(47).fill(0), ...new Array<number>(17).fill(2 ** 30)];
  assert.equal(w.encode(IntBlock, { varint: one, fixed: [] })[4], 1);
  const short = new Array<number>(63).fill(1 << 20);
  const b = w.encode(IntBlock, { varint: short, fixed: [] });
  assert.equal(b.length, 1 + 2 + 1 + 63 * 4 + 1);
  assert.equal(b[4], 0x80); // the first varint byte, no layout byte
});

test("an error after a list of scalars names the later field without the list's last index", () => {
  // The list is read at its message's level and marks its elements there; naming the next field
  // clears that index (Java: LeafListPathTest).
  const w = new CompactWriter();
  for (const n of [3, 63]) {
    const varint = Array.from({ length: n }, (_, i) => i);
    const bad = w.encode(IntBlock, { varint, fixed: [7] }).slice();
    bad[bad.length - 5] = 5; // the fixed list's count: 5 elements of 4 bytes in 4 bytes
    assert.throws(
      () => new CompactReader().decode(IntBlock, bad),
      (e: unknown) =>
        e instanceof BaleError && e.code === "LENGTH_EXCEEDS_INPUT" && e.offset === bad.length - 5 && e.path === "IntBlock.fixed",
    );
    // An error inside the list still names its element.
    const inList = w.encode(IntBlock, { varint, fixed: [] }).slice();
    inList[inList.length - 2] = 0x80;
    inList[inList.length - 1] = 0x80;
    assert.throws(
      () => new CompactReader().decode(IntBlock, inList),
      (e: unknown) => e instanceof BaleError && e.path === `IntBlock.varint[${n - 1}]`,
    );
  }
});
