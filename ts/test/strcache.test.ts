// A reused compact reader keeps the short strings (4-48 bytes) it made from small string tables by
// their bytes and answers equal bytes in a later root with the kept string (issue 14 item 5,
// ts/src/compact/strcache.ts). These tests decode media roots whose strings repeat and nearly
// repeat (the same byte length, one character changed at every position, ASCII and 2-, 3- and
// 4-byte UTF-8) with one reused reader and compare every value with a fresh reader's (which never
// makes the cache) and a reused reader's without the cache; changes of the table's bytes after
// the cache is full give the fresh reader's error (code, offset, path, detail) or value. They fail
// when a look-up compares fewer bytes than the entry holds (a tail word or the length left out)
// or when a string is kept before its bytes were checked.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BaleError, CompactReader, CompactWriter } from "@bale-dev/runtime";
import { rng } from "./harness/util.js";
import { MediaContent, type Image } from "../../goldens/ts/media/media.js";

type Outcome = { value: unknown } | { code: string; offset: number; path: string; detail: string };

function outcome(f: () => unknown): Outcome {
  try {
    return { value: f() };
  } catch (e) {
    if (!(e instanceof BaleError)) throw e;
    return { code: e.code, offset: e.offset, path: e.path, detail: e.detail };
  }
}

interface Internals {
  stringCache: { lens: Int32Array } | undefined;
}

const internals = (r: CompactReader): Internals => r as unknown as Internals;

/** Strings of 1-52 bytes and, for each, variants of the same byte length with one character changed. */
function pool(): string[] {
  const out: string[] = [];
  const chars = ["a", "é", "스", "😀"];
  const swap: Record<string, string> = { a: "b", é: "è", 스: "한", "😀": "😁" };
  for (let len = 1; len <= 52; len++) {
    for (const c of chars) {
      // `len` bytes: ASCII letters with one `c` in the middle (when it fits).
      const w = new TextEncoder().encode(c).length;
      if (w > len) continue;
      const head = Math.floor((len - w) / 2);
      const base = "x".repeat(head) + c + "y".repeat(len - w - head);
      out.push(base);
      const units = Array.from(base);
      for (let i = 0; i < units.length; i++) {
        const v = units.slice();
        v[i] = swap[v[i]!] ?? String.fromCharCode(v[i]!.charCodeAt(0) + 1);
        out.push(v.join(""));
      }
    }
  }
  return out;
}

function media(bits: () => number, strings: readonly string[]): MediaContent {
  const next = (): number => bits() / 2 ** 32;
  const pick = (): string => strings[Math.floor(next() * strings.length)]!;
  const images: Image[] = [];
  const count = Math.floor(next() * 4);
  for (let i = 0; i < count; i++) {
    images.push({ uri: pick(), title: next() < 0.5 ? pick() : undefined, width: 1, height: 2, size: 0, $unknown: undefined });
  }
  const persons: string[] = [];
  const pc = Math.floor(next() * 4);
  for (let i = 0; i < pc; i++) persons.push(pick());
  return {
    media: {
      uri: pick(),
      title: next() < 0.5 ? pick() : undefined,
      width: 3,
      height: 4,
      format: pick(),
      duration: 5n,
      size: 6n,
      bitrate: undefined,
      persons,
      player: 0,
      copyright: next() < 0.3 ? pick() : undefined,
      $unknown: undefined,
    },
    images,
    $unknown: undefined,
  };
}

test("a reused reader's kept strings: the values of a fresh reader on roots whose strings repeat and nearly repeat", () => {
  const strings = pool();
  const writer = new CompactWriter();
  const reused = new CompactReader();
  const without = new CompactReader(undefined, { stringCache: false });
  const bits = rng(0x5eed48);
  for (let n = 0; n < 4000; n++) {
    // Small pools of near variants, so that equal lengths meet in the cache's sets.
    const at = Math.floor((bits() / 2 ** 32) * (strings.length - 8));
    const bytes = writer.encode(MediaContent, media(bits, strings.slice(at, at + 8)));
    const fresh = new CompactReader().decode(MediaContent, bytes);
    assert.deepEqual(reused.decode(MediaContent, bytes), fresh, `root ${n}`);
    assert.deepEqual(without.decode(MediaContent, bytes), fresh, `root ${n}, no cache`);
  }
  assert.notEqual(internals(reused).stringCache, undefined);
  assert.equal(internals(without).stringCache, undefined);
});

test("a reused reader's kept strings: changed table bytes give a fresh reader's error or value", () => {
  const strings = pool();
  const writer = new CompactWriter();
  const reused = new CompactReader();
  const bits = rng(0x48);
  const roots: Uint8Array[] = [];
  for (let n = 0; n < 24; n++) {
    const at = Math.floor((bits() / 2 ** 32) * (strings.length - 4));
    roots.push(writer.encode(MediaContent, media(bits, strings.slice(at, at + 4))));
  }
  for (const good of roots) reused.decode(MediaContent, good);
  let errors = 0;
  for (const good of roots) {
    // The table is the root's start: its head, lengths and strings (all small tables here).
    const tableEnd = Math.min(good.length, 1 + (good[0]! >>> 1) + 260);
    for (let i = 0; i < tableEnd; i++) {
      for (const v of [0x80, 0xff, 0xc3, (good[i]! + 1) & 0xff, (good[i]! ^ 0x01) & 0xff]) {
        const b = good.slice();
        b[i] = v;
        const want = outcome(() => new CompactReader().decode(MediaContent, b));
        assert.deepEqual(outcome(() => reused.decode(MediaContent, b)), want, `byte ${i} set to ${v}`);
        if (!("value" in want)) errors++;
        assert.deepEqual(reused.decode(MediaContent, good), new CompactReader().decode(MediaContent, good));
      }
    }
  }
  assert.ok(errors > 500, `${errors} errors`);
});

test("a reused reader's kept strings: at most 256, none for a reader used once or without the option", () => {
  const writer = new CompactWriter();
  const reused = new CompactReader();
  const once = new CompactReader();
  const bits = rng(7);
  const text = (n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += String.fromCharCode(97 + (bits() % 26));
    return s;
  };
  const distinct = Array.from({ length: 6000 }, (_, i) => text(4 + (i % 45)));
  for (let n = 0; n < 1000; n++) {
    const bytes = writer.encode(MediaContent, media(bits, distinct.slice(n * 6, n * 6 + 6)));
    assert.deepEqual(reused.decode(MediaContent, bytes), new CompactReader().decode(MediaContent, bytes));
    if (n === 0) once.decode(MediaContent, bytes);
  }
  const lens = internals(reused).stringCache!.lens;
  assert.equal(lens.length, 256);
  assert.ok(lens.every((n) => n === 0 || (n >= 4 && n <= 48)));
  assert.equal(internals(once).stringCache, undefined);
});
