// decodeFlat and decodeFlatFramed check each string's UTF-8 once: the verify pass leaves it out and
// the read decodes strictly, and any failure verifies again in full (codec.ts verifyAndRead). The
// outcome must be exactly that of a full verify followed by the read: the same value, or the same
// error (code, offset, path, detail). Compared here on every flat vector and corrupt case and on
// seeded mutants of them (harness/fuzzing.ts edits), and on crafted bytes where bad UTF-8 comes
// before another problem in verifier order. BALE_FLAT_ORDER_MUTANTS sets the mutants per case (a
// tenth of them for a case over a limit as it is).
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  BaleError,
  FlatVerifier,
  decodeFlat,
  decodeFlatFramed,
  decodeFlatUnchecked,
  encodeFlat,
  limits as makeLimits,
  verifyFlat,
  verifyFlatFramed,
  type FlatMessageType,
  type Limits,
} from "@bale-dev/runtime";
import { flatDecodeBegin, flatForget } from "@bale-dev/runtime/codegen";
import { NodeView } from "../../goldens/ts/alltypes/alltypes.js";
import { MediaContent, MediaContent$flat, MediaContentView } from "../../goldens/ts/media/media.js";
import { unhex } from "./harness/conformance.js";
import { load } from "./harness/files.js";
import { applyFlat, flatEdits } from "./harness/fuzzing.js";
import { SCHEMAS } from "./harness/registry.js";
import { GENERATED_ROOTS } from "./harness/roots.js";
import { cpuMs } from "./harness/util.js";

const SEED = Number(process.env["BALE_FUZZ_SEED"] ?? 20261122);
const MUTANTS = Number(process.env["BALE_FLAT_ORDER_MUTANTS"] ?? 40);

type Outcome = { value: unknown } | { code: string; offset: number; path: string; detail: string };

function outcome(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch (e) {
    if (!(e instanceof BaleError)) throw e;
    return { code: e.code, offset: e.offset, path: e.path, detail: e.detail };
  }
}

/** What decodeFlat reported before: verify everything (UTF-8 included), then read. */
function verifyThenRead(t: FlatMessageType<object>, b: Uint8Array, frame: boolean, l?: Limits): object {
  const root = frame ? verifyFlatFramed(t, b, l) : verifyFlat(t, b, l);
  flatDecodeBegin(t, b.length, l);
  try {
    return t.read(b, new DataView(b.buffer, b.byteOffset, b.byteLength), root);
  } finally {
    flatForget();
  }
}

function decode(t: FlatMessageType<object>, b: Uint8Array, frame: boolean, l?: Limits): object {
  return frame ? decodeFlatFramed(t, b, l) : decodeFlat(t, b, l);
}

interface Case {
  name: string;
  type: FlatMessageType<object>;
  bytes: Uint8Array;
  frame: boolean;
  limits?: Limits;
}

/** Every flat vector (framed ones and testdata/roots included) and every flat corrupt case, with its limits. */
function cases(): Case[] {
  const out: Case[] = [];
  for (const f of load("vectors")) {
    for (const c of f.cases) {
      const t = SCHEMAS[String(c["schema"])]?.flat[String(c["type"])];
      if (t === undefined || c["flatHex"] === undefined) continue;
      const frame = (c["options"] as { frame?: boolean } | undefined)?.frame === true;
      out.push({ name: String(c["name"]), type: t, bytes: unhex(String(c["flatHex"])), frame });
    }
  }
  for (const f of load("roots")) {
    if (f.file !== "vectors.json") continue;
    for (const c of f.cases) {
      const t = GENERATED_ROOTS[String(c["type"])]?.flat as FlatMessageType<object> | undefined;
      if (t === undefined || c["flatHex"] === undefined) continue;
      out.push({ name: String(c["name"]), type: t, bytes: unhex(String(c["flatHex"])), frame: false });
    }
  }
  for (const f of load("corrupt")) {
    if (!f.file.startsWith("flat")) continue;
    for (const c of f.cases) {
      const t = SCHEMAS[String(c["schema"])]?.flat[String(c["type"])];
      if (t === undefined) continue;
      const l = c["limits"] as Record<string, number> | undefined;
      out.push({
        name: String(c["name"]),
        type: t,
        bytes: unhex(String(c["hex"])),
        frame: c["frame"] === true,
        ...(l === undefined ? {} : { limits: makeLimits(l) }),
      });
    }
  }
  return out;
}

function same(c: Case, bytes: Uint8Array, what: string): Outcome {
  const expected = outcome(() => verifyThenRead(c.type, bytes, c.frame, c.limits));
  const actual = outcome(() => decode(c.type, bytes, c.frame, c.limits));
  assert.deepStrictEqual(actual, expected, `${c.name} (${what}): ${[...bytes].join(",")}`);
  return expected;
}

/** The positions of the lengths of the non-empty strings the verifier reaches in valid `c.bytes`. */
function strings(c: Case): number[] {
  const found: number[] = [];
  class Recorder extends FlatVerifier {
    override string(slot: number): number {
      const t = super.string(slot);
      if (t !== 0 && this.view.getUint32(t, true) > 0) found.push(t);
      return t;
    }
  }
  const v = new Recorder(c.limits);
  try {
    const root = c.frame ? v.beginFramed(c.bytes, c.type.schemaName) : v.begin(c.bytes, c.type.schemaName);
    c.type.verify(v, root);
  } catch {
    // a corrupt case: the strings before its problem
  }
  return found;
}

test("decodeFlat = verify, then read: every flat vector and corrupt case and seeded mutants of each", () => {
  const all = cases();
  assert.ok(all.filter((c) => c.name.startsWith("roots.")).length >= 10, "testdata/roots vectors");
  assert.ok(all.length > 300, `flat cases: ${all.length}`);
  const codes = new Map<string, number>();
  let n = 0;
  let utf8Edits = 0;
  for (let i = 0; i < all.length; i++) {
    const c = all[i]!;
    const asIs = same(c, c.bytes, "as is");
    // A case over a limit as it is walks up to that limit at every decode: the fan-out cases go
    // through the whole traversal budget (0.3-0.6 s a mutant; with 40 each they took 39 s of this
    // file's 41 s), so such a case gets a tenth of the mutants.
    const overLimit = "code" in asIs && asIs.code === "LIMIT_EXCEEDED";
    const edits = fc.sample(flatEdits(1), {
      seed: SEED + i,
      numRuns: overLimit ? Math.ceil(MUTANTS / 10) : MUTANTS,
    });
    // Half of them also break one string the verifier reaches (a byte of 0xff, never UTF-8), so
    // that bad UTF-8 meets the other problems, before and after it in verifier order.
    const found = strings(c);
    for (let k = 0; k < edits.length; k++) {
      const b = c.bytes.slice();
      if (found.length > 0 && k % 2 === 1) {
        const t = found[(k >>> 1) % found.length]!;
        b[t + 4 + (k % new DataView(b.buffer).getUint32(t, true))] = 0xff;
        utf8Edits++;
      }
      const o = same(c, applyFlat(b, edits[k]!.ops), JSON.stringify(edits[k]!.ops));
      const key = "code" in o ? o.code : "ok";
      codes.set(key, (codes.get(key) ?? 0) + 1);
      n++;
    }
  }
  const summary = `outcomes of ${n} mutants (${utf8Edits} with a broken string): ${JSON.stringify([...codes])}`;
  console.log(summary);
  // The mutants must reach the cases this is about: bad UTF-8, alone or beside other problems.
  assert.ok((codes.get("INVALID_UTF8") ?? 0) > 1000, summary);
  assert.ok((codes.get("ok") ?? 0) > 500, summary);
});

// ---- crafted: bad UTF-8 before another problem in verifier order ----

function media(): MediaContent {
  const v = MediaContent.create();
  v.media.uri = "http://javaone.com/keynote.mpg";
  v.media.title = "Javaone Keynote ".repeat(10); // 160 bytes: the TextDecoder tier in both runtimes
  v.media.persons = ["Bill Gates", "Steve Jobs\uc2a4"];
  v.images = [
    { uri: "http://javaone.com/keynote_large.jpg", title: "Large", width: 1024, height: 768, size: 1 },
    { uri: "http://javaone.com/keynote_small.jpg", title: undefined, width: 320, height: 240, size: 0 },
  ];
  return v;
}

/** The position of the first byte of the (unique) string `s` in `b`. */
function find(b: Uint8Array, s: string): number {
  const t = new TextEncoder().encode(s);
  outer: for (let i = 0; i + t.length <= b.length; i++) {
    for (let j = 0; j < t.length; j++) if (b[i + j] !== t[j]) continue outer;
    return i;
  }
  throw new Error(`${s} not in the bytes`);
}

/** The pointer slot that points at `target`. */
function slotTo(b: Uint8Array, target: number): number {
  const d = new DataView(b.buffer, b.byteOffset, b.byteLength);
  for (let slot = 0; slot + 4 <= b.length; slot += 4) if (d.getInt32(slot, true) === target - slot) return slot;
  throw new Error(`no pointer to ${target}`);
}

function error(f: () => unknown): { code: string; offset: number; path: string } {
  try {
    f();
  } catch (e) {
    if (!(e instanceof BaleError)) throw e;
    return { code: e.code, offset: e.offset, path: e.path };
  }
  throw new Error("no error");
}

const flatMedia = MediaContent$flat as FlatMessageType<object>;

test("crafted: bad UTF-8 in an early string, then a bad pointer later in the walk: INVALID_UTF8 wins", () => {
  const b = encodeFlat(MediaContent$flat, media());
  const uri = find(b, "http://javaone.com/keynote.mpg");
  b[uri + 7] = 0xff; // media.uri, a short string (ASCII tier)
  const later = slotTo(b, find(b, "http://javaone.com/keynote_small.jpg") - 4);
  new DataView(b.buffer).setInt32(later, 0x7ffffff0, true); // images[1].uri out of bounds
  const expected = { code: "INVALID_UTF8", offset: uri, path: "MediaContent.media.uri" };
  assert.deepStrictEqual(error(() => verifyFlat(MediaContent$flat, b)), expected);
  assert.deepStrictEqual(error(() => decodeFlat(MediaContent$flat, b)), expected);
  // And the later problem alone is the one reported when the string is fixed.
  b[uri + 7] = 0x61;
  assert.equal(error(() => decodeFlat(MediaContent$flat, b)).code, "OFFSET_OUT_OF_BOUNDS");
});

test("crafted: bad UTF-8 in a long or non-ASCII string and nothing else: the verifier's error, with its path", () => {
  for (const [text, at] of [
    ["Javaone Keynote ".repeat(10), 100], // media.title, TextDecoder tier
    ["Steve Jobs\uc2a4", 11], // media.persons[1], by hand (non-ASCII): a broken continuation byte
  ] as const) {
    const b = encodeFlat(MediaContent$flat, media());
    const s = find(b, text);
    b[s + at] = 0xc0;
    const e = error(() => verifyFlat(MediaContent$flat, b));
    assert.equal(e.code, "INVALID_UTF8");
    assert.equal(e.offset, s);
    assert.match(e.path, /^MediaContent\.media\.(title|persons\[1\])$/);
    assert.deepStrictEqual(error(() => decodeFlat(MediaContent$flat, b)), e);
    assert.deepStrictEqual(outcome(() => decodeFlat(flatMedia, b)), outcome(() => verifyThenRead(flatMedia, b, false)));
  }
});

test("crafted: bad UTF-8 early and a decode-only error later (the decoded-size budget): INVALID_UTF8 wins", () => {
  const b = encodeFlat(MediaContent$flat, media());
  const l = makeLimits({ decodedSizeFloor: 64, decodedSizeRatio: 1 });
  // The budget alone: the read's LIMIT_EXCEEDED (the verify passes).
  const budget = error(() => decodeFlat(MediaContent$flat, b, l));
  assert.equal(budget.code, "LIMIT_EXCEEDED");
  assert.deepStrictEqual(outcome(() => decodeFlat(flatMedia, b, l)), outcome(() => verifyThenRead(flatMedia, b, false, l)));
  const s = find(b, "http://javaone.com/keynote_small.jpg");
  b[s + 3] = 0x80; // images[1].uri: read after the budget runs out
  const e = error(() => decodeFlat(MediaContent$flat, b, l));
  assert.deepStrictEqual(e, { code: "INVALID_UTF8", offset: s, path: "MediaContent.images[1].uri" });
  assert.deepStrictEqual(outcome(() => decodeFlat(flatMedia, b, l)), outcome(() => verifyThenRead(flatMedia, b, false, l)));
});

test("a large root with shared short strings (the string cache from 17 bytes): the value, and bad UTF-8 in a shared string", () => {
  const v = media();
  for (let i = 0; i < 200; i++) {
    v.images.push({ uri: `http://javaone.com/${i % 7}.jpg`, title: "A title of 20 bytes.", width: i, height: i, size: 0 });
  }
  const b = encodeFlat(MediaContent$flat, v);
  assert.ok(b.length >= 4096, `${b.length} bytes`);
  const d = decodeFlat(MediaContent$flat, b);
  assert.equal(d.images[201]!.title, "A title of 20 bytes.");
  assert.deepStrictEqual(encodeFlat(MediaContent$flat, d), b);
  assert.deepStrictEqual(outcome(() => decodeFlat(flatMedia, b)), outcome(() => verifyThenRead(flatMedia, b, false)));
  b[find(b, "A title of 20 bytes.") + 5] = 0xe0;
  const e = error(() => decodeFlat(MediaContent$flat, b));
  assert.equal(e.code, "INVALID_UTF8");
  assert.equal(e.path, "MediaContent.images[2].title");
  assert.deepStrictEqual(outcome(() => decodeFlat(flatMedia, b)), outcome(() => verifyThenRead(flatMedia, b, false)));
  // Checked access: the read that meets the string fails with the verifier's error, path included
  // (the shared string is named by the path the verifier meets it on first), through any image.
  const view = new MediaContentView().wrap(b);
  assert.equal(view.images(0).title, "Large");
  for (const i of [2, 201]) {
    const c = error(() => view.images(i).title);
    assert.deepStrictEqual(c, { code: "INVALID_UTF8", offset: e.offset, path: "MediaContent.images[2].title" });
  }
});

// Two bad items: a checked read of the second in the verifier's order gets its own path too (the
// survey goes on past the first, whose string length runs past the input), not the reading view's.
test("checked access: a bad item after another in the verifier's order has its path", () => {
  const v = media();
  for (let i = 0; i < 30; i++) v.images.push({ uri: `http://example.com/image-${i}.jpg`, width: i, height: i, size: 0 });
  const b = encodeFlat(MediaContent$flat, v);
  const early = find(b, "http://example.com/image-3.jpg");
  const late = find(b, "http://example.com/image-20.jpg");
  new DataView(b.buffer, b.byteOffset).setUint32(early - 4, 1 << 30, true);
  b[late + 2] = 0xff;
  const verified = error(() => verifyFlat(MediaContent$flat, b));
  assert.equal(verified.path, "MediaContent.images[5].uri");
  const view = new MediaContentView().wrap(b);
  assert.deepStrictEqual(error(() => view.images(22).uri), {
    code: "INVALID_UTF8",
    offset: late,
    path: "MediaContent.images[22].uri",
  });
  assert.deepStrictEqual(error(() => view.images(5).uri), verified);
  assert.equal(view.images(6).uri, "http://example.com/image-4.jpg");
});

// The survey behind a failing checked read walks an item several pointers share once (past the
// first error): a Node chain of 22 levels whose children lists hold two pointers to the next node
// (4 million objects along every pointer) costs what the chain without sharing costs. The same
// bytes as Java's FlatErrorPathTest.sharedChain.
function sharedChain(depth: number, fanOut: number): Uint8Array {
  const name = 8 + 32 * depth;
  const b = new Uint8Array(name + 8);
  const d = new DataView(b.buffer);
  d.setInt32(0, 8, true); // root_offset
  for (let k = 0; k < depth; k++) {
    const node = 8 + 32 * k;
    d.setUint16(node + 2, 3, true); // data_bytes 0; pointers name, children, next
    if (k + 1 < depth) {
      const list = node + 16;
      d.setInt32(node + 8, list - (node + 8), true);
      d.setUint32(list, fanOut, true);
      for (let i = 0; i < fanOut; i++) d.setInt32(list + 4 + 4 * i, node + 32 - (list + 4 + 4 * i), true);
    }
  }
  d.setInt32(12, name - 12, true); // the root's name: "a" and a byte that is not UTF-8
  d.setUint32(name, 4, true);
  b[name + 4] = 0x61;
  b[name + 5] = 0xff;
  return b;
}

test("checked access: the survey behind a failing read walks shared items once", () => {
  const plain = sharedChain(22, 1);
  const shared = sharedChain(22, 2);
  for (const b of [plain, shared]) {
    const e = error(() => new NodeView().wrap(b).name);
    assert.equal(e.code, "INVALID_UTF8");
    assert.equal(e.path, "Node.name");
  }
  const best = (b: Uint8Array): number => {
    let t = Infinity;
    for (let round = 0; round < 5; round++) {
      const t0 = cpuMs();
      for (let i = 0; i < 20; i++) error(() => new NodeView().wrap(b).name);
      t = Math.min(t, cpuMs() - t0);
    }
    return t;
  };
  const p = best(plain);
  const s = best(shared);
  assert.ok(s < 20 * p + 5, `20 failing reads: ${s} ms of CPU with shared objects, ${p} ms without`);
});

// A caller that reads on past checked-access errors pays one verification of the input for their
// paths per wrap, not one per error: 2,000 bad strings after 30,000 good ones, each read and its
// error caught, cost a small multiple of one failing read (process CPU time, best of five; one
// verification per error reads ~2,000x). The survey of the input goes on past each bad string, so
// each gets its path, up to the survey's 1,024 errors; the later ones the reading view's.
test("checked access: failing reads after the first in one wrap do not verify the input again", () => {
  const good = 30_000;
  const bad = 2_000;
  const name = (i: number) => `u${String(i).padStart(7, "0")}`;
  const v = MediaContent.create();
  for (let i = 0; i < good + bad; i++) v.images.push({ uri: name(i), width: 0, height: 0, size: 0 });
  const b = encodeFlat(MediaContent$flat, v);
  const text = new TextDecoder("latin1").decode(b);
  let at = 0;
  for (let i = good; i < good + bad; i++) {
    at = text.indexOf(name(i), at);
    assert.ok(at > 0);
    b[at] = 0xff;
  }
  let one = Infinity;
  let all = Infinity;
  for (let round = 0; round < 5; round++) {
    const t0 = cpuMs();
    const first = error(() => new MediaContentView().wrap(b).images(good).uri);
    const t1 = cpuMs();
    const view = new MediaContentView().wrap(b);
    for (let i = good; i < good + bad; i++) {
      const e = error(() => view.images(i).uri);
      assert.equal(e.code, "INVALID_UTF8");
      assert.equal(e.path, i < good + 1024 ? `MediaContent.images[${i}].uri` : "Image.uri");
    }
    const t2 = cpuMs();
    assert.equal(first.path, `MediaContent.images[${good}].uri`);
    one = Math.min(one, t1 - t0);
    all = Math.min(all, t2 - t1);
  }
  assert.ok(all < 50 * one, `${bad} failing reads took ${all} ms of CPU, one failing read ${one} ms`);
});

// The whole-root decode's ASCII windows (access.ts stringInWindow): in inputs of 4 KiB or more a
// string over 16 bytes that starts an ASCII run decodes the run (up to 4 KiB) in one call, and the
// strings that follow inside it are substrings of it. Strings of every tier, non-ASCII bytes at
// and around a run's ends, strings longer than a window, shared strings; each decode of another
// input with the same layout must not see the last one's window.
function windowMedia(seed: number, n: number): MediaContent {
  let s = seed;
  const rnd = (k: number): number => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % k;
  };
  const text = (len: number): string => {
    let t = "";
    for (let i = 0; i < len; i++) {
      const r = rnd(40);
      t += r === 0 ? "\u00e9" : r === 1 ? "\uc2a4" : r === 2 ? "\u{1f600}" : String.fromCharCode(0x20 + rnd(95));
    }
    return t;
  };
  const ascii = (len: number): string => {
    let t = "";
    for (let i = 0; i < len; i++) t += String.fromCharCode(0x20 + rnd(95));
    return t;
  };
  const str = (): string => {
    const len = [0, 5, 16, 17, 40, 41, 48, 49, 96, 97, 200, 5000][rnd(12)]! + rnd(3);
    return rnd(4) === 0 ? text(len) : ascii(len);
  };
  const v = MediaContent.create();
  v.media.uri = str();
  v.media.title = ascii(4100 + rnd(50));
  v.media.persons = [str(), str(), str()];
  const shared = [str(), str(), str()];
  for (let i = 0; i < n; i++) {
    v.images.push({
      uri: rnd(5) === 0 ? shared[rnd(3)]! : str(),
      title: rnd(6) === 0 ? undefined : str(),
      width: rnd(300) + (rnd(2) === 0 ? 0 : 1000),
      height: i,
      size: rnd(2),
    });
  }
  return v;
}

/** Every string of a MediaContent, in field order, and the value's other fields re-encoded. */
function windowStrings(v: MediaContent): (string | undefined)[] {
  return [v.media.uri, v.media.title, ...v.media.persons, ...v.images.flatMap((i) => [i.uri, i.title, String(i.width)])];
}

test("a large root's ASCII windows: every string as written, decode after decode", () => {
  for (let seed = 1; seed <= 12; seed++) {
    const v = windowMedia(seed, 60 + seed * 10);
    const b = encodeFlat(MediaContent$flat, v);
    assert.ok(b.length >= 4096, `${b.length} bytes`);
    const d = decodeFlat(MediaContent$flat, b);
    assert.deepStrictEqual(windowStrings(d), windowStrings(v), `seed ${seed}`);
    assert.deepStrictEqual(encodeFlat(MediaContent$flat, d), b, `seed ${seed}`);
    assert.deepStrictEqual(windowStrings(decodeFlatUnchecked(MediaContent$flat, b)), windowStrings(v), `seed ${seed}, unchecked`);
  }
  // Two inputs of the same layout, the same string lengths, other bytes: each decode its own.
  const a = MediaContent.create();
  const c = MediaContent.create();
  for (let i = 0; i < 100; i++) {
    const t = `image ${String(i).padStart(4, "0")} of the window test`;
    a.images.push({ uri: `http://a/${t}`, title: t, width: i, height: i, size: 0 });
    c.images.push({ uri: `http://c/${t}`, title: t.toUpperCase(), width: i, height: i, size: 0 });
  }
  const ba = encodeFlat(MediaContent$flat, a);
  const bc = encodeFlat(MediaContent$flat, c);
  assert.equal(ba.length, bc.length);
  assert.ok(ba.length >= 4096, `${ba.length} bytes`);
  for (let k = 0; k < 3; k++) {
    assert.deepStrictEqual(windowStrings(decodeFlat(MediaContent$flat, ba)), windowStrings(a));
    assert.deepStrictEqual(windowStrings(decodeFlat(MediaContent$flat, bc)), windowStrings(c));
    assert.deepStrictEqual(windowStrings(decodeFlatUnchecked(MediaContent$flat, bc)), windowStrings(c));
  }
});

test("a large root's ASCII windows: bad UTF-8 inside, at and past a run's ends is the verifier's error", () => {
  const v = windowMedia(99, 80);
  const b = encodeFlat(MediaContent$flat, v);
  const d = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let s = 7;
  let checked = 0;
  for (let pos = 8; pos + 4 <= b.length && checked < 400; pos += 4) {
    // Each string slot of the root's images: its first, a middle, its last byte and the one after.
    const len = d.getUint32(pos, true);
    if (len < 17 || len > 300 || pos + 4 + len > b.length) continue;
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    for (const at of [pos + 4, pos + 4 + (s % len), pos + 3 + len, pos + 4 + len]) {
      if (at >= b.length) continue;
      const old = b[at]!;
      for (const bad of [0xff, 0x80, 0xc3]) {
        b[at] = bad;
        assert.deepStrictEqual(
          outcome(() => decodeFlat(flatMedia, b)),
          outcome(() => verifyThenRead(flatMedia, b, false)),
          `byte ${at} = ${bad}`,
        );
      }
      b[at] = old;
      checked++;
    }
  }
  assert.ok(checked > 100, `${checked} places`);
});
