// NaN bits survive decode and re-encode (cases in harness/nan.ts, also run in Chromium), and the
// f32 NaN encoding of src/floats.ts round-trips every NaN class.
import assert from "node:assert/strict";
import { test } from "node:test";
import { f32NaN, f32NaNBits } from "../src/floats.js";
import { F32_NANS, nanRoundTrips } from "./harness/nan.js";

test("compact and flat: f32 and f64 NaN bits re-encode exactly as read", () => {
  assert.deepEqual(nanRoundTrips(200), []);
});

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
