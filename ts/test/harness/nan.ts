// NaN bits survive decode and re-encode (SCHEMA.md: NaN payloads are preserved), in compact and
// flat: signalling f32 NaNs (which widening to a JS number quiets), f32 NaNs with payloads, and
// NaNs in lists (which an array of unboxed doubles canonicalizes). Each case patches the bytes of
// a known value with NaN bits, decodes, re-encodes and expects the same bytes. Run in Node
// (test/nan.test.ts) and in Chromium (test/browser/page.ts).
import { decode, decodeFlat, encode, encodeFlat } from "@bale-dev/runtime";
import { AllTypes, AllTypes$flat } from "../../../goldens/ts/alltypes/alltypes.js";

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

/** Replaces the one occurrence of `from` in `b` by `to`; false if it is not there exactly once. */
function patch(b: Uint8Array, from: number[], to: number[]): boolean {
  const found: number[] = [];
  outer: for (let i = 0; i + from.length <= b.length; i++) {
    for (let k = 0; k < from.length; k++) if (b[i + k] !== from[k]) continue outer;
    found.push(i);
  }
  if (found.length !== 1) return false;
  b.set(to, found[0]);
  return true;
}

/** Signalling (quiet bit clear), with payloads, negative; quiet with a payload. */
export const F32_NANS = [0x7f800001, 0x7fa00000, 0xffbfffff, 0xff800400, 0x7fc00001, 0xffc12345];
/**
 * Quiet f64 NaNs with payloads. Not signalling ones: V8's optimized code quiets a signalling f64
 * NaN it stores into an object field (seen in Chromium 156), and a double has no spare bit to
 * carry the quiet bit the way f32 NaNs carry theirs (ts/README.md).
 */
const F64_NANS = [0x7ff8000000000001n, 0xfffc000000000123n, 0x7fffffffffffffffn, 0x7ff8000000000abcn];

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

/**
 * Runs every case `rounds` times (enough rounds reach V8's optimized code, which treats NaNs
 * differently from the interpreter); returns the failures of the first failing round, or none.
 */
export function nanRoundTrips(rounds = 1): string[] {
  for (let r = 0; r < rounds; r++) {
    const failures = nanRound();
    if (failures.length > 0) return failures.map((f) => `round ${r}: ${f}`);
  }
  return [];
}

function nanRound(): string[] {
  const failures: string[] = [];
  for (const flat of [false, true]) {
    const codec = flat ? "flat" : "compact";
    const enc = (v: AllTypes) => (flat ? encodeFlat(AllTypes$flat, v) : encode(AllTypes, v));
    const dec = (b: Uint8Array) => (flat ? decodeFlat(AllTypes$flat, b) : decode(AllTypes, b));
    const base = enc(value());
    for (let shift = 0; shift < F32_NANS.length; shift++) {
      const bytes = base.slice();
      for (const [i, s] of slots(flat).entries()) {
        if (!patch(bytes, s.from, s.to(i + shift))) failures.push(`${codec}: ${s.name} not found once`);
      }
      const back = dec(bytes);
      if (!(Number.isNaN(back.f_f32) && Number.isNaN(back.l_f32[1]!) && Number.isNaN(back.l_f64[0]!))) {
        failures.push(`${codec} set ${shift}: not decoded as NaN`);
      }
      const again = hex(enc(back));
      if (again !== hex(bytes)) failures.push(`${codec} set ${shift}: re-encoded ${again}, read ${hex(bytes)}`);
      const twice = hex(enc(dec(enc(back))));
      if (twice !== hex(bytes)) failures.push(`${codec} set ${shift}: second round trip ${twice}`);
    }
  }
  return failures;
}
