// NaN bits survive decode and re-encode (SCHEMA.md: NaN payloads are preserved), in compact and
// flat: signalling f32 NaNs (which widening to a JS number quiets), f32 NaNs with payloads, and
// signalling f64 NaNs in lists (which an array of unboxed doubles quiets). Each case patches the
// bytes of a known value with NaN bits, decodes, re-encodes and expects the same bytes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decode, decodeFlat, encode, encodeFlat } from "bale";
import { AllTypes, AllTypes$flat } from "../../goldens/ts/alltypes/alltypes.js";
import { f32NaN, f32NaNBits } from "../src/floats.js";

function hex(b: Uint8Array): string {
  return [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
}

function le32(bits: number): number[] {
  return [bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, bits >>> 24];
}

function le64(bits: bigint): number[] {
  const out: number[] = [];
  for (let i = 0n; i < 8n; i++) out.push(Number((bits >> (8n * i)) & 0xffn));
  return out;
}

function f32Bits(x: number): number {
  const d = new DataView(new ArrayBuffer(4));
  d.setFloat32(0, x, true);
  return d.getUint32(0, true);
}

function f64Bits(x: number): bigint {
  const d = new DataView(new ArrayBuffer(8));
  d.setFloat64(0, x, true);
  return d.getBigUint64(0, true);
}

/** Replaces the one occurrence of `from` in `b` by `to`. */
function patch(b: Uint8Array, from: number[], to: number[]): void {
  const found: number[] = [];
  outer: for (let i = 0; i + from.length <= b.length; i++) {
    for (let k = 0; k < from.length; k++) if (b[i + k] !== from[k]) continue outer;
    found.push(i);
  }
  assert.equal(found.length, 1, `pattern ${hex(Uint8Array.from(from))} found ${found.length} times`);
  b.set(to, found[0]);
}

// Signalling (quiet bit clear), with payloads, negative; quiet with a payload.
const F32_NANS = [0x7f800001, 0x7fa00000, 0xffbfffff, 0xff800400, 0x7fc00001, 0xffc12345];
const F64_NANS = [0x7ff0000000000001n, 0xfff4000000000123n, 0x7ff7ffffffffffffn, 0x7ff8000000000abcn];

function value(): AllTypes {
  const v = AllTypes.create();
  v.shape = { case: "flag", value: true };
  v.f_f32 = 1.125;
  v.o_f32 = 2.125;
  v.l_f32 = [3.125, 4.125];
  v.d_f32 = 5.125;
  v.f_f64 = 6.125;
  v.o_f64 = 7.125;
  v.l_f64 = [8.125, 9.125];
  return v;
}

/** Every f32/f64 slot of `value()`: its sentinel and how the codec stores it (flat XORs d_f32). */
function slots(flat: boolean): { name: string; from: number[]; to: (i: number) => number[] }[] {
  const f32 = (name: string, x: number, xor = 0) => ({
    name,
    from: le32((f32Bits(x) ^ xor) >>> 0),
    to: (i: number) => le32((F32_NANS[i % F32_NANS.length]! ^ xor) >>> 0),
  });
  const f64 = (name: string, x: number) => ({
    name,
    from: le64(f64Bits(x)),
    to: (i: number) => le64(F64_NANS[i % F64_NANS.length]!),
  });
  return [
    f32("f_f32", 1.125),
    f32("o_f32", 2.125),
    f32("l_f32[0]", 3.125),
    f32("l_f32[1]", 4.125),
    f32("d_f32", 5.125, flat ? f32Bits(1.5) : 0),
    f64("f_f64", 6.125),
    f64("o_f64", 7.125),
    f64("l_f64[0]", 8.125),
    f64("l_f64[1]", 9.125),
  ];
}

for (const flat of [false, true]) {
  const codec = flat ? "flat" : "compact";
  test(`${codec}: f32 and f64 NaN bits re-encode exactly as read`, () => {
    const enc = (v: AllTypes) => (flat ? encodeFlat(AllTypes$flat, v) : encode(AllTypes, v));
    const dec = (b: Uint8Array) => (flat ? decodeFlat(AllTypes$flat, b) : decode(AllTypes, b));
    const base = enc(value());
    for (let shift = 0; shift < F32_NANS.length; shift++) {
      const bytes = base.slice();
      const all = slots(flat);
      all.forEach((s, i) => patch(bytes, s.from, s.to(i + shift)));
      const back = dec(bytes);
      assert.ok(Number.isNaN(back.f_f32) && Number.isNaN(back.l_f32[1]!) && Number.isNaN(back.l_f64[0]!));
      assert.equal(hex(enc(back)), hex(bytes), `NaN set ${shift}`);
      // A second round trip through the decoded value keeps them too.
      assert.equal(hex(enc(dec(enc(back)))), hex(bytes));
    }
  });
}

test("f32NaN / f32NaNBits: every f32 NaN class, and plain NaN writes the canonical quiet NaN", () => {
  for (const bits of F32_NANS) assert.equal(f32NaNBits(f32NaN(bits)).toString(16), bits.toString(16));
  // Every payload bit position, signalling and quiet, both signs.
  for (let b = 0; b < 22; b++) {
    for (const q of [0, 0x400000]) {
      for (const s of [0, 0x80000000]) {
        const bits = (s | 0x7f800000 | q | (1 << b)) >>> 0;
        assert.equal(f32NaNBits(f32NaN(bits)).toString(16), bits.toString(16));
      }
    }
  }
  assert.equal(f32NaNBits(NaN).toString(16), "7fc00000");
  // A quiet f64 NaN without the tag narrows as DataView.setFloat32 narrows it (quiet bit set).
  const d = new DataView(new ArrayBuffer(8));
  d.setBigUint64(0, 0x7ff0000020000000n, true); // an f64 signalling NaN, top payload bit set
  const x = d.getFloat64(0, true);
  const e = new DataView(new ArrayBuffer(4));
  e.setFloat32(0, x, true);
  assert.equal(f32NaNBits(x).toString(16), e.getUint32(0, true).toString(16));
});
