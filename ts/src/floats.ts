/**
 * NaN bits through JavaScript numbers (docs/spec/SCHEMA.md: NaN payloads are preserved).
 *
 * A JS number is an IEEE double, and two things lose NaN bits on the way from the wire back to
 * the wire:
 *
 * - `f32`: a signalling `f32` NaN (quiet bit 0x0040_0000 clear) becomes a quiet double when it is
 *   widened (`DataView.getFloat32`, `Float32Array`), so its quiet bit cannot be told apart from a
 *   quiet NaN with the same payload any more. Other `f32` NaNs widen and narrow exactly.
 * - lists: V8 replaces a NaN stored into an array of unboxed doubles (the elements kind a
 *   `number[]` of doubles has) by the canonical quiet NaN, or quiets it in optimized code. Object
 *   fields, `Map` values and arrays of boxed elements keep a quiet NaN's payload.
 * - signalling `f64` NaNs: V8's optimized code may quiet them wherever it stores a double (seen
 *   in Chromium 156 for object fields), and a double has no spare bit to carry the quiet bit, so
 *   a signalling `f64` NaN may come back quiet (same payload). A known gap (CHANGELOG).
 *
 * So, for `f32`, a signalling NaN is read as a quiet double NaN that carries the `f32`'s sign and
 * mantissa where widening puts them and {@link SNAN32_TAG} in the 29 low mantissa bits (which
 * narrowing drops); writing an `f32` NaN rebuilds the bits from the double, clearing the quiet bit
 * when the tag is there. Quiet `f32` NaNs read exactly as widening gives them (the low 29 bits are
 * zero). A list with a NaN is returned as an array of boxed elements. Non-NaN
 * values take the plain `DataView` path: the only added cost is one `x === x` test per value.
 */

/** The low 29 mantissa bits of a double that carries a signalling `f32` NaN. */
export const SNAN32_TAG = 0x0bad_f32;

const scratch = new DataView(new ArrayBuffer(8));

/** The number for the `f32` NaN with bits `bits` (its exponent all ones, its mantissa not zero). */
export function f32NaN(bits: number): number {
  let hi = (bits & 0x8000_0000) | 0x7ff0_0000 | ((bits & 0x7f_ffff) >>> 3);
  let lo = (bits & 7) << 29;
  if ((bits & 0x40_0000) === 0) {
    hi |= 0x8_0000; // quiet, so that nothing on the way quiets it differently
    lo |= SNAN32_TAG;
  }
  scratch.setUint32(0, lo >>> 0, true);
  scratch.setUint32(4, hi >>> 0, true);
  return scratch.getFloat64(0, true);
}

/** The `f32` bits a NaN `v` is written with: those it was read from, see {@link f32NaN}. */
export function f32NaNBits(v: number): number {
  scratch.setFloat64(0, v, true);
  const lo = scratch.getUint32(0, true);
  const hi = scratch.getUint32(4, true);
  let bits = (hi & 0x8000_0000) | 0x7f80_0000 | ((hi & 0xf_ffff) << 3) | (lo >>> 29);
  // As narrowing does: the result is a quiet NaN, unless this double carries a signalling one.
  bits |= 0x40_0000;
  if ((lo & 0x1fff_ffff) === SNAN32_TAG && (bits & 0x3f_ffff) !== 0) bits &= ~0x40_0000;
  return bits >>> 0;
}

/** The `f32` at `pos` (little-endian), NaN bits kept as {@link f32NaN} describes. */
export function getF32(v: DataView, pos: number): number {
  const x = v.getFloat32(pos, true);
  return x === x ? x : f32NaN(v.getUint32(pos, true));
}

/** Writes `x` as an `f32` at `pos` (little-endian), NaN bits as {@link f32NaNBits} gives them. */
export function setF32(v: DataView, pos: number, x: number): void {
  if (x === x) v.setFloat32(pos, x, true);
  else v.setUint32(pos, f32NaNBits(x), true);
}

/**
 * `count` `f64`s from `pos` (little-endian, 8 bytes apart). When one is NaN, the array holds boxed
 * elements, which keep a NaN's bits (see {@link boxed}).
 */
export function getF64s(v: DataView, pos: number, count: number): number[] {
  const a = new Array<number>(count);
  let nan = false;
  for (let i = 0; i < count; i++) {
    const x = v.getFloat64(pos + 8 * i, true);
    a[i] = x;
    if (x !== x) nan = true;
  }
  if (!nan) return a;
  const out = boxed(count);
  for (let i = 0; i < count; i++) out[i] = v.getFloat64(pos + 8 * i, true);
  return out;
}

/** `count` `f32`s from `pos` (little-endian, 4 bytes apart), NaN bits kept as in {@link getF64s}. */
export function getF32s(v: DataView, pos: number, count: number): number[] {
  const a = new Array<number>(count);
  let nan = false;
  for (let i = 0; i < count; i++) {
    const x = v.getFloat32(pos + 4 * i, true);
    a[i] = x;
    if (x !== x) nan = true;
  }
  if (!nan) return a;
  const out = boxed(count);
  for (let i = 0; i < count; i++) out[i] = getF32(v, pos + 4 * i);
  return out;
}

/**
 * An array of `count` elements whose elements kind is generic: `fill(null)` makes it so before
 * any double is stored, and an array never goes back to unboxed doubles. V8 replaces any NaN stored
 * into an array of unboxed doubles by the canonical quiet NaN (or, in optimized code, quiets it),
 * so a NaN with other bits survives only boxed.
 */
function boxed(count: number): number[] {
  return new Array<number>(count).fill(null as unknown as number);
}
