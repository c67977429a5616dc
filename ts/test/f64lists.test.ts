// Lists of list<f64> (canada's coordinates): the generated code reads and writes a ring's points
// through the runtime's readF64Lists/writeF64Lists. Checked here against a reference codec written
// from FORMAT.md §1.3 with the reader's and writer's element-by-element calls (a ring of two or
// more points has a shape after its count: k >= 1, every point k values and no counts; 0, each
// point with its count): the same bytes, and for every truncation and single-bit flip the same
// value or the same error code, offset and path.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BaleError, CompactReader, CompactWriter, DEFAULT_LIMITS, type MessageType } from "@bale-dev/runtime";
import { Geometry } from "../../goldens/ts/canada/canada.js";
import { rng } from "./harness/util.js";

/** The reader's position and nesting, which the shape's checks report (private to the runtime). */
function state(r: CompactReader): { pos: number; base: number; curEnd: number; depth: number; maxDepth: number } {
  return r as unknown as { pos: number; base: number; curEnd: number; depth: number; maxDepth: number };
}

function readPoints(r: CompactReader): number[][][] {
  r.beginComposite(null);
  const count = r.readCount(1, 8);
  const rings: number[][][] = new Array(count);
  for (let i = 0; i < count; i++) {
    r.element(i);
    r.beginComposite(null);
    const n = r.readCount(1, 8);
    const ring: number[][] = new Array(n);
    let shape = 0;
    if (n >= 2) {
      const shapeAt = state(r).pos;
      shape = r.readVarint();
      const s = state(r);
      if (shape !== 0 && s.depth >= s.maxDepth) {
        throw new BaleError("DEPTH_LIMIT", s.pos - s.base, `Geometry.coordinates[${i}][0]`, "");
      }
      if (shape * n * 8 > s.curEnd - s.pos) {
        throw new BaleError("LENGTH_EXCEEDS_INPUT", shapeAt - s.base, `Geometry.coordinates[${i}]`, "");
      }
    }
    for (let j = 0; j < n; j++) {
      r.element(j);
      ring[j] = r.readF64s(shape !== 0 ? shape : r.readLeafCount(8));
    }
    r.endComposite();
    rings[i] = ring;
  }
  r.endComposite();
  return rings;
}

function writePoints(w: CompactWriter, v: number[][][]): void {
  w.beginComposite();
  const rings = w.list(v);
  w.writeCount(rings.length);
  for (const ring of rings) {
    w.beginComposite();
    const points = w.list(ring);
    w.writeCount(points.length);
    let shape = 0;
    if (points.length >= 2) {
      shape = Array.isArray(points[0]) ? points[0].length : 0;
      for (const point of points) if (!Array.isArray(point) || point.length !== shape) shape = 0;
      w.writeVarint(shape);
    }
    for (const point of points) {
      w.beginComposite();
      const values = w.list(point);
      if (shape === 0) w.writeCount(values.length);
      for (const x of values) w.writeF64(x);
      w.endComposite();
    }
    w.endComposite();
  }
  w.endComposite();
}

/** canada.Geometry point by point, as FORMAT.md §1.3 spells the shapes out. */
const Reference: MessageType<Geometry> = {
  schemaName: Geometry.schemaName,
  fingerprint: Geometry.fingerprint,
  fieldName: (id) => Geometry.fieldName(id),
  create: () => Geometry.create(),
  read(r: CompactReader): Geometry {
    const shared = r.beginMessage(Reference, 48);
    if (shared !== undefined) return shared;
    const type = r.next(1) ? r.readString() : "";
    let coordinates: number[][][];
    if (r.hasMore()) {
      r.field(2);
      coordinates = readPoints(r);
    } else {
      r.field(2);
      r.defaultLevels(1);
      r.charge(40);
      coordinates = [];
    }
    const $unknown = r.endMessage(0);
    return { type, coordinates, $unknown };
  },
  write(w: CompactWriter, v: Geometry): void {
    if (!w.beginMessage(v, Reference)) return;
    w.writeString(v.type);
    writePoints(w, v.coordinates);
    w.endMessage(v.$unknown);
  },
};

function geometry(next: () => number, maxPoint: number): Geometry {
  const coordinates: number[][][] = [];
  for (let r = next() % 4; r > 0; r--) {
    const ring: number[][] = [];
    for (let p = next() % 6; p > 0; p--) {
      const n = next() % 8 === 0 ? next() % (maxPoint + 1) : 2;
      const point: number[] = [];
      for (let k = 0; k < n; k++) point.push(k % 5 === 4 ? -0 : ((next() | 0) / 1024) * 0.37);
      ring.push(point);
    }
    coordinates.push(ring);
  }
  return { type: "Polygon", coordinates };
}

function outcome(type: MessageType<Geometry>, bytes: Uint8Array, depth?: number): string {
  try {
    const r = depth === undefined ? new CompactReader() : new CompactReader({ ...DEFAULT_LIMITS, depth });
    const v = r.decode(type, bytes);
    return Buffer.from(new CompactWriter().encode(Reference, v)).toString("hex");
  } catch (e) {
    if (!(e instanceof BaleError)) throw e;
    return `${e.code} @${e.offset} ${e.path}`;
  }
}

test("list<list<f64>> in bulk: the point-by-point bytes and values", () => {
  const next = rng(20261124);
  for (let i = 0; i < 300; i++) {
    const g = geometry(next, 140);
    const bytes = new CompactWriter().encode(Geometry, g).slice();
    assert.deepEqual(bytes, new CompactWriter().encode(Reference, g).slice(), `geometry ${i}`);
    assert.deepEqual(new CompactReader().decode(Geometry, bytes), new CompactReader().decode(Reference, bytes));
  }
});

test("list<list<f64>> in bulk: every truncation and bit flip fails as point by point", () => {
  const next = rng(7);
  let checked = 0;
  for (let v = 0; v < 12; v++) {
    const good = new CompactWriter().encode(Geometry, geometry(next, 20)).slice();
    const cases: Uint8Array[] = [];
    for (let cut = 0; cut < good.length; cut++) cases.push(good.slice(0, cut));
    for (let i = 0; i < good.length; i++) {
      for (let bit = 0; bit < 8; bit++) {
        const bad = good.slice();
        bad[i] = bad[i]! ^ (1 << bit);
        cases.push(bad);
      }
    }
    for (const bytes of cases) {
      assert.equal(outcome(Geometry, bytes), outcome(Reference, bytes), Buffer.from(bytes).toString("hex"));
      checked++;
    }
  }
  assert.ok(checked > 1000, `inputs checked: ${checked}`);
});

test("list<list<f64>> in bulk: depth limits and bad values fail as point by point", () => {
  const g: Geometry = { type: "Polygon", coordinates: [[[1, 2], [3, 4]], [[5, 6]]] };
  const bytes = new CompactWriter().encode(Geometry, g).slice();
  for (let depth = 1; depth <= 5; depth++) {
    assert.equal(outcome(Geometry, bytes, depth), outcome(Reference, bytes, depth), `read depth ${depth}`);
    const mine = attempt(() => new CompactWriter({ maxDepth: depth }).encode(Geometry, g));
    assert.equal(mine, attempt(() => new CompactWriter({ maxDepth: depth }).encode(Reference, g)), `write depth ${depth}`);
  }
  const bad = [
    { type: "P", coordinates: [[[1, 2], [3, "x" as unknown as number]]] },
    { type: "P", coordinates: [[[1, 2], null as unknown as number[]]] },
    { type: "P", coordinates: [[[1, 2], new Float64Array(2) as unknown as number[]]] },
  ];
  for (const v of bad) {
    const mine = attempt(() => new CompactWriter().encode(Geometry, v));
    assert.match(mine, /^INVALID_VALUE/);
    assert.equal(mine, attempt(() => new CompactWriter().encode(Reference, v)));
  }
});

function attempt(f: () => Uint8Array): string {
  try {
    return Buffer.from(f()).toString("hex");
  } catch (e) {
    if (!(e instanceof BaleError)) throw e;
    return `${e.code} ${e.path}`;
  }
}

test("list<list<f64>> in bulk: a quiet NaN's payload survives in a pair and in a longer point", () => {
  for (const point of [[1, 2], [1, 2, 3]]) {
    const bytes = new CompactWriter().encode(Geometry, { type: "P", coordinates: [[point, [5, 6]]] }).slice();
    // The first value's 8 bytes: the last eight of "1.0" (00 .. f0 3f) in the body.
    const one = Buffer.from("000000000000f03f", "hex");
    const at = Buffer.from(bytes).indexOf(one);
    assert.ok(at > 0);
    bytes.set(Buffer.from("230100000000f87f", "hex"), at); // quiet NaN, payload 0x123
    // Decoded many times, so that the check also meets the optimizing compiler's code, where V8
    // canonicalizes a NaN stored into an array of unboxed doubles (floats.ts).
    const r = new CompactReader();
    let decoded = r.decode(Geometry, bytes);
    for (let k = 0; k < 30_000; k++) decoded = r.decode(Geometry, bytes);
    const mine = new CompactWriter().encode(Reference, decoded).slice();
    assert.deepEqual(mine, bytes);
    assert.deepEqual(new CompactWriter().encode(Geometry, new CompactReader().decode(Reference, bytes)).slice(), bytes);
  }
});
