// The compact reader reads a root first without keeping its levels' types, fields and elements
// (they serve error paths only) and, when that read throws, reads the root again from its first
// byte with them (issue 14 item 5, tenth step). These tests compare that reader with one that
// keeps the levels from the start (the reader before the change: `track` set by hand) on every
// truncation and three changes of every byte of media roots, plain and framed: the same value,
// or the same error code, offset, path and detail, and the same decodedSize. They fail when the
// second read is dropped (the paths differ) or when the reader stays in either mode after an
// error.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BaleError, CompactReader, CompactWriter, limits } from "@bale-dev/runtime";
import { rng } from "./harness/util.js";
import { MediaContent, type Image } from "../../goldens/ts/media/media.js";

interface Tracked {
  track: boolean;
}

function trackingReader(l?: ConstructorParameters<typeof CompactReader>[0]): CompactReader {
  const r = new CompactReader(l);
  (r as unknown as Tracked).track = true;
  return r;
}

function isTracking(r: CompactReader): boolean {
  return (r as unknown as Tracked).track;
}

type Outcome = { value: unknown } | { code: string; offset: number; path: string; detail: string };

function outcome(f: () => unknown): Outcome {
  try {
    return { value: f() };
  } catch (e) {
    if (!(e instanceof BaleError)) throw e;
    return { code: e.code, offset: e.offset, path: e.path, detail: e.detail };
  }
}

function media(seed: number): MediaContent {
  const bits = rng(seed * 0x9e3779b1);
  const next = (): number => bits() / 2 ** 32;
  const text = (n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += next() < 0.1 ? "스" : String.fromCharCode(97 + Math.floor(next() * 26));
    return s;
  };
  const images: Image[] = [];
  const count = Math.floor(next() * 4);
  for (let i = 0; i < count; i++) {
    images.push({
      uri: text(Math.floor(next() * 40)),
      title: next() < 0.5 ? text(8) : undefined,
      width: Math.floor(next() * 5000),
      height: Math.floor(next() * 5000),
      size: Math.floor(next() * 2),
      $unknown: undefined,
    });
  }
  const persons: string[] = [];
  const pc = Math.floor(next() * 4);
  for (let i = 0; i < pc; i++) persons.push(text(Math.floor(next() * 12)));
  return {
    media: {
      uri: text(Math.floor(next() * 40)),
      title: next() < 0.5 ? text(15) : undefined,
      width: Math.floor(next() * 5000),
      height: Math.floor(next() * 5000),
      format: text(10),
      duration: BigInt(Math.floor(next() * 2 ** 40)),
      size: BigInt(Math.floor(next() * 2 ** 30)),
      bitrate: next() < 0.5 ? Math.floor(next() * 2 ** 20) : undefined,
      persons,
      player: Math.floor(next() * 2),
      copyright: next() < 0.3 ? text(5) : undefined,
      $unknown: undefined,
    },
    images,
    $unknown: undefined,
  };
}

/** Every truncation and three changes of every byte of `good`. */
function* mutants(good: Uint8Array): Generator<Uint8Array> {
  for (let n = 0; n < good.length; n++) yield good.subarray(0, n);
  for (let i = 0; i < good.length; i++) {
    for (const v of [0x00, 0xff, (good[i]! + 1) & 0xff]) {
      const b = good.slice();
      b[i] = v;
      yield b;
    }
  }
}

test("an untracked read with a tracked second read on failure gives what a tracked read gives", () => {
  const writer = new CompactWriter();
  const tight = limits({ maxObjects: 6, depth: 3 });
  for (const l of [undefined, tight]) {
    const fast = new CompactReader(l);
    const tracked = trackingReader(l);
    let errors = 0;
    let deep = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const good = writer.encode(MediaContent, media(seed));
      const framed = writer.encodeFramed(MediaContent, media(seed), MediaContent.fingerprint);
      for (const [bytes, frame] of [...[...mutants(good)].map((b) => [b, false] as const), ...[...mutants(framed)].map((b) => [b, true] as const)]) {
        const read = (r: CompactReader) => () => (frame ? r.decodeFramed(MediaContent, bytes, MediaContent.fingerprint) : r.decode(MediaContent, bytes));
        const a = outcome(read(fast));
        const aSize = fast.decodedSize;
        const b = outcome(read(tracked));
        assert.deepEqual(a, b, `seed ${seed}, ${frame ? "framed" : "plain"}, ${Buffer.from(bytes).toString("hex")}`);
        assert.equal(aSize, tracked.decodedSize);
        assert.equal(isTracking(fast), false, "the reader is back to untracked reads after a root");
        if ("code" in a) {
          errors++;
          if (/images\[\d\]\./.test(a.path)) deep++;
        }
      }
    }
    assert.ok(errors > 1000, `${errors} errors`);
    // Errors inside a list element's message: the path's levels come from the second read.
    assert.ok(deep > 50, `${deep} errors inside an image`);
  }
});

test("after an error the reader reads the next root untracked, to the same value", () => {
  const writer = new CompactWriter();
  const r = new CompactReader();
  for (let seed = 20; seed < 30; seed++) {
    const good = writer.encode(MediaContent, media(seed));
    assert.throws(() => r.decode(MediaContent, good.subarray(0, good.length - 1)), BaleError);
    assert.equal(isTracking(r), false);
    assert.deepEqual(r.decode(MediaContent, good), trackingReader().decode(MediaContent, good));
  }
});
