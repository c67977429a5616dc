// The flat codec beyond the shared vectors: the low-level builder against FORMAT.md Appendix B,
// views (reuse, typed arrays, verification by default, bounds), the verifier's limits and budget,
// builder reuse, and hostile bytes (every prefix, seeded byte flips) failing only with BaleError.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BaleError,
  FlatBuilder,
  FlatVerifier,
  decode,
  decodeFlat,
  decodeFlatFramed,
  encode,
  encodeFlat,
  encodeFlatFramed,
  encodeFlatWith,
  limits,
  verifyFlat,
} from "@bale-dev/runtime";
import { AllTypes, AllTypes$flat, AllTypesView, Node, Node$flat, Sparse, Sparse$flat } from "../../goldens/ts/alltypes/alltypes.js";
import { Event, Event$flat } from "../../goldens/ts/dynamic/dynamic.js";
import { MediaContent, MediaContent$flat, MediaContentView } from "../../goldens/ts/media/media.js";

function hex(b: Uint8Array): string {
  return [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
}

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof BaleError) return `${e.code}@${e.offset}`;
    throw e;
  }
  return "no error";
}

function media(): MediaContent {
  const v = MediaContent.create();
  v.media.uri = "http://javaone.com/keynote.mpg";
  v.media.title = "Javaone Keynote";
  v.media.width = 640;
  v.media.height = 480;
  v.media.duration = 18000000n;
  v.media.persons = ["Bill Gates", "Steve Jobs\uc2a4"];
  v.images = [
    { uri: "http://javaone.com/keynote_large.jpg", title: "Javaone Keynote", width: 1024, height: 768, size: 1 },
    { uri: "http://javaone.com/keynote_small.jpg", title: undefined, width: 320, height: 240, size: 0 },
  ];
  return v;
}

// message Image { string uri = 1; string? title = 2; i32 width = 3; i32 height = 4; bool big = 5; }
function appendixImage(w: FlatBuilder, uri: string, title: string | undefined, width: number, height: number, big: boolean): Uint8Array {
  w.reset();
  const obj = w.object(16, 2);
  const data = obj + 16;
  w.i32(data, width);
  w.i32(data + 4, height);
  if (big) w.setBit(data, 64);
  w.pointer(obj + 4, w.string(uri));
  if (title !== undefined) w.pointer(obj + 8, w.string(title));
  return w.toBytes();
}

test("FlatBuilder writes FORMAT.md Appendix B's Image examples byte for byte", () => {
  assert.equal(
    hex(appendixImage(new FlatBuilder(), "a", "a", 1, 2, false)),
    "0800000000000000" + "100002001c00000018000000" + "00000000" + "0100000002000000" + "0000000000000000" + "0100000061000000",
  );
  const noDedup = appendixImage(new FlatBuilder({ dedupStrings: false }), "a", "a", 1, 2, false);
  assert.equal(noDedup.length, 56);
  assert.equal(hex(noDedup.subarray(16, 20)), "20000000");
  assert.equal(
    hex(appendixImage(new FlatBuilder(), "", undefined, 0, 0, true)),
    "08000000000000001000020" + "01c000000" + "00000000".repeat(4) + "01000000" + "00000000".repeat(3),
  );
});

test("FlatBuilder: list<f64> count at 4 mod 8 (Appendix B, message F)", () => {
  const w = new FlatBuilder();
  const obj = w.object(0, 1);
  const list = w.list(1, 8, 8);
  w.f64(list + 4, 1.5);
  w.pointer(obj + 4, list);
  assert.equal(hex(w.toBytes()), "0800000000000000" + "0000010008000000" + "0000000001000000" + "000000000000f83f");
});

test("views: fields in place, reused nested and element views, decode() equals decodeFlat", () => {
  const bytes = encodeFlat(MediaContent$flat, media());
  const v = new MediaContentView().wrap(bytes);
  assert.equal(v.media.uri, "http://javaone.com/keynote.mpg");
  assert.equal(v.media.title, "Javaone Keynote");
  assert.equal(v.media.duration, 18000000n);
  assert.equal(v.media.bitrate, undefined);
  assert.equal(v.media.personsLength(), 2);
  assert.equal(v.media.persons(1), "Steve Jobs\uc2a4");
  assert.equal(v.imagesLength(), 2);
  const first = v.images(0);
  assert.equal(first.width, 1024);
  assert.equal(first.size, 1);
  const second = v.images(1);
  assert.equal(second, first, "one element view per field, re-pointed");
  assert.equal(second.title, undefined);
  assert.equal(second.uri, "http://javaone.com/keynote_small.jpg");
  assert.equal(v.media, v.media, "one nested view per field");
  assert.throws(() => v.images(2), RangeError);
  assert.throws(() => v.media.persons(-1), RangeError);
  assert.deepEqual(v.decode(), decodeFlat(MediaContent$flat, bytes));
});

test("views: an index that is no integer is out of range, in every mode (not a read between slots)", () => {
  // Were: wrap reported OFFSET_OUT_OF_BOUNDS at a slot between two (blaming the bytes), and
  // wrapVerified / wrapUnchecked read a pointer from between two slots: a RangeError from the
  // DataView, or a view of whatever lay there (images(0.5).width of another object's bytes).
  const bytes = encodeFlat(MediaContent$flat, media());
  for (const mode of ["wrap", "wrapVerified", "wrapUnchecked"] as const) {
    const v = new MediaContentView()[mode](bytes);
    for (const i of [0.5, 1.5, 0.25, Number.NaN]) {
      assert.throws(() => v.images(i), RangeError, `${mode} images(${i})`);
      assert.throws(() => v.media.persons(i), RangeError, `${mode} persons(${i})`);
    }
    assert.throws(() => v.images(true as unknown as number), RangeError, mode);
    assert.equal(v.images(1).uri, "http://javaone.com/keynote_small.jpg", mode);
    assert.equal(v.media.persons(-0), "Bill Gates", mode);
  }
});

test("views: scalar lists are typed arrays over the input when aligned, copies otherwise", () => {
  const value = AllTypes.create();
  value.shape = { case: "flag", value: true };
  value.l_i32 = [-2147483648, 2147483647, 0];
  value.l_f64 = [1.5, -0];
  value.l_u64 = [18446744073709551615n];
  const bytes = encodeFlat(AllTypes$flat, value);
  const v = new AllTypesView().wrap(bytes);
  const ints = v.l_i32;
  assert.ok(ints instanceof Int32Array);
  assert.equal(ints.buffer, bytes.buffer, "a view, not a copy");
  assert.deepEqual([...ints], value.l_i32);
  assert.deepEqual([...v.l_f64], [1.5, -0]);
  assert.deepEqual([...v.l_u64], [18446744073709551615n]);
  // The same body at an odd offset of a larger buffer: still correct, through a copy.
  const shifted = new Uint8Array(bytes.length + 1);
  shifted.set(bytes, 1);
  const body = shifted.subarray(1);
  const w = new AllTypesView().wrap(body);
  assert.notEqual(w.l_i32.buffer, shifted.buffer);
  assert.deepEqual([...w.l_i32], value.l_i32);
  assert.deepEqual([...w.l_u64], [18446744073709551615n]);
});

test("views and decodeFlat over a Node Buffer at an odd offset: lists and bytes are the input's, copied", () => {
  // Were: a list at an unaligned position was copied with Buffer#slice (a view), and a typed array
  // made over that copy's ArrayBuffer from offset 0 read the first bytes of the whole (pooled)
  // buffer, not the list; bytes values were views of the input.
  const value = AllTypes.create();
  value.shape = { case: "flag", value: true };
  value.l_i32 = [1, 2, 3];
  value.l_f64 = [1.5, -2.5];
  value.l_u64 = [7n];
  value.xl_i16 = [5, -6];
  value.f_bytes = Uint8Array.of(9, 8, 7);
  const bytes = encodeFlat(AllTypes$flat, value);
  const frame = Buffer.alloc(bytes.length + 1, 0x41);
  const body = frame.subarray(1); // after a 1-byte header
  body.set(bytes);
  for (const v of [new AllTypesView().wrap(body), new AllTypesView().wrapVerified(body), new AllTypesView().wrapUnchecked(body)]) {
    assert.deepEqual([...v.l_i32], [1, 2, 3]);
    assert.deepEqual([...v.l_f64], [1.5, -2.5]);
    assert.deepEqual([...v.l_u64], [7n]);
    assert.deepEqual([...v.xl_i16], [5, -6]);
  }
  const d = decodeFlat(AllTypes$flat, body);
  const viewBytes = new AllTypesView().wrap(body).f_bytes;
  frame.fill(0);
  assert.deepEqual([...d.f_bytes, ...viewBytes], [9, 8, 7, 9, 8, 7]);
});

test("views: wrap checks on access, wrapVerified up front, wrapUnchecked not at all", () => {
  const bytes = encodeFlat(MediaContent$flat, media());
  const bad = bytes.slice();
  bad[12] = 0xf0; // the root's media pointer -> far outside the body
  bad[13] = 0xff;
  assert.equal(code(() => new MediaContentView().wrapVerified(bad)), "OFFSET_OUT_OF_BOUNDS@12");
  // Checked access: wrap accepts (header and root are fine); reading the pointer fails there.
  const checked = new MediaContentView().wrap(bad);
  assert.equal(checked.images(0).uri, media().images[0]!.uri);
  assert.equal(code(() => checked.media), "OFFSET_OUT_OF_BOUNDS@12");
  assert.equal(code(() => checked.decode()), "OFFSET_OUT_OF_BOUNDS@12");
  const v = new MediaContentView().wrapUnchecked(bad);
  assert.throws(() => v.media.uri, RangeError);
  const cut = bytes.subarray(0, 40);
  assert.equal(code(() => new MediaContentView().wrapVerified(cut)).split("@")[0], "LENGTH_EXCEEDS_INPUT");
  // The root object fits in the cut; the media object it points to does not.
  assert.equal(code(() => new MediaContentView().wrap(cut).media.uri).split("@")[0], "LENGTH_EXCEEDS_INPUT");
});

test("verifier: depth limit, message count and traversal budget", () => {
  let n: Node = Node.create();
  for (let i = 0; i < 70; i++) n = { name: "", children: [], next: n, $unknown: undefined };
  assert.equal(code(() => encodeFlat(Node$flat, n)), "DEPTH_LIMIT@-1");
  const deep = encodeFlat(Node$flat, n, { maxDepth: 100 });
  assert.match(code(() => decodeFlat(Node$flat, deep)), /^DEPTH_LIMIT@/);
  assert.deepEqual(decodeFlat(Node$flat, deep, limits({ depth: 100 })), n);
  assert.match(code(() => verifyFlat(Node$flat, deep, limits({ depth: 100, maxObjects: 50 }))), /^LIMIT_EXCEEDED@/);
  // Fan-out: one shared child listed 1000 times costs 1000 visits; a small budget stops it.
  const leaf: Node = { name: "x", children: [], next: undefined, $unknown: undefined };
  const fan: Node = { name: "", children: new Array(1000).fill(leaf), next: undefined, $unknown: undefined };
  const shared = encodeFlat(Node$flat, fan, { dedupMessages: true });
  assert.ok(shared.length < 4200, `shared children are written once (${shared.length} bytes)`);
  assert.deepEqual(decodeFlat(Node$flat, shared).children.length, 1000);
  // Sharing is kept: the verify pass saw the child entered twice (sharesObjects), so the read
  // keeps its table; bytes without sharing decode to distinct objects all the same.
  const sharedOut = decodeFlat(Node$flat, shared);
  assert.equal(sharedOut.children[0], sharedOut.children[999]);
  const once = new FlatVerifier().onceForEachString();
  once.begin(shared, "Node");
  Node$flat.verify(once, 8);
  assert.equal(once.sharesObjects(), true);
  once.finish();
  const apart = encodeFlat(Node$flat, fan);
  const apartOut = decodeFlat(Node$flat, apart);
  assert.notEqual(apartOut.children[0], apartOut.children[1]);
  assert.deepEqual(apartOut.children[0], apartOut.children[1]);
  once.onceForEachString().begin(apart, "Node");
  Node$flat.verify(once, 8);
  assert.equal(once.sharesObjects(), false);
  once.finish();
  const v = new FlatVerifier().traversalBudget(10000);
  const root = v.begin(shared, "Node");
  assert.match(code(() => Node$flat.verify(v, root)), /^LIMIT_EXCEEDED@/);
});

test("encodeFlat takes null for an absent optional, as encode does; a json? field's null is JSON null", () => {
  const absent = AllTypes.create();
  absent.shape = { case: "flag", value: true };
  const nulls = { ...absent } as unknown as Record<string, unknown>;
  // A bit (bool), data (i32, f64, enum), pointer (string, bytes, message, union) and the last field.
  for (const f of ["o_bool", "o_i32", "o_f64", "o_color", "o_string", "o_bytes", "o_leaf", "o_shape", "yes_dedup"]) {
    nulls[f] = null;
  }
  const withNulls = nulls as unknown as AllTypes;
  assert.equal(hex(encodeFlat(AllTypes$flat, withNulls)), hex(encodeFlat(AllTypes$flat, absent)));
  assert.deepEqual(decodeFlat(AllTypes$flat, encodeFlat(AllTypes$flat, withNulls)), decodeFlat(AllTypes$flat, encodeFlat(AllTypes$flat, absent)));
  const sparse = { ...Sparse.create(), opt: null } as unknown as Sparse;
  assert.equal(hex(encodeFlat(Sparse$flat, sparse)), hex(encodeFlat(Sparse$flat, Sparse.create())));

  const e: Event = { ...Event.create(), cell: { case: "text", value: "c" } };
  assert.equal(decodeFlat(Event$flat, encodeFlat(Event$flat, e)).extra, undefined);
  assert.equal(decodeFlat(Event$flat, encodeFlat(Event$flat, { ...e, extra: null })).extra, null);
});

test("FlatBuilder reuse: a small root after a large one has no leftover bytes", () => {
  const w = new FlatBuilder();
  const big = media();
  big.media.persons = new Array(200).fill("someone with a long name");
  encodeFlatWith(w, MediaContent$flat, big);
  const small = MediaContent.create();
  assert.equal(hex(encodeFlatWith(w, MediaContent$flat, small)), hex(encodeFlat(MediaContent$flat, small)));
  assert.equal(hex(encodeFlatWith(w, MediaContent$flat, big)), hex(encodeFlat(MediaContent$flat, big)));
});

test("FlatBuilder reuse: a buffer grown past 1 MiB is not kept for the next root", () => {
  const w = new FlatBuilder();
  const big = media();
  big.media.title = "x".repeat(1_500_000);
  const bytes = encodeFlatWith(w, MediaContent$flat, big);
  assert.ok(bytes.length > 1 << 20);
  w.reset();
  assert.ok(w.buf.length <= 1 << 20, `kept ${w.buf.length}`);
  const small = MediaContent.create();
  assert.equal(hex(encodeFlatWith(w, MediaContent$flat, small)), hex(encodeFlat(MediaContent$flat, small)));
  assert.equal(hex(encodeFlatWith(w, MediaContent$flat, big)), hex(encodeFlat(MediaContent$flat, big)));
});

test("hostile bytes: every prefix and seeded byte flips fail with BaleError or decode", () => {
  const bytes = encodeFlat(MediaContent$flat, media());
  for (let n = 0; n < bytes.length; n++) {
    const r = code(() => decodeFlat(MediaContent$flat, bytes.subarray(0, n)));
    assert.notEqual(r, "no error", `prefix ${n} decoded`);
  }
  let seed = 12345;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  for (let i = 0; i < 3000; i++) {
    const b = bytes.slice();
    for (let k = 0; k < 1 + (i % 4); k++) b[next() % b.length] = next() & 0xff;
    code(() => decodeFlat(MediaContent$flat, b)); // anything but a non-BaleError throw
    code(() => {
      const v = new MediaContentView().wrap(b);
      for (let j = 0; j < v.imagesLength(); j++) void v.images(j).uri;
      return v.media.persons.length;
    });
  }
});

test("a detached input (its ArrayBuffer transferred) reads as zero bytes: TRUNCATED, as compact", () => {
  const detached = (b: Uint8Array): Uint8Array => {
    const copy = b.slice();
    structuredClone(copy.buffer, { transfer: [copy.buffer] });
    assert.equal(copy.length, 0);
    return copy;
  };
  const flat = detached(encodeFlat(MediaContent$flat, media()));
  const framed = detached(encodeFlatFramed(MediaContent$flat, media()));
  assert.equal(code(() => decodeFlat(MediaContent$flat, flat)), "TRUNCATED@0");
  assert.equal(code(() => verifyFlat(MediaContent$flat, flat)), "TRUNCATED@0");
  assert.equal(code(() => decodeFlatFramed(MediaContent$flat, framed)), "TRUNCATED@0");
  assert.equal(code(() => new MediaContentView().wrap(flat)), "TRUNCATED@0");
  assert.equal(code(() => new MediaContentView().wrapVerified(flat)), "TRUNCATED@0");
  assert.equal(code(() => new MediaContentView().wrapFramed(framed)), "TRUNCATED@0");
  assert.equal(code(() => decode(MediaContent, detached(encode(MediaContent, media())))), "TRUNCATED@0");
});

test("flat decoding shares an object only with pointers of the same message type", async () => {
  const { flatShared, flatRemember, flatForget } = await import("@bale-dev/runtime/codegen");
  const d = new DataView(new ArrayBuffer(16));
  const typeA = {};
  const typeB = {};
  assert.equal(flatShared(d, 8, typeA), undefined); // a new input starts afresh
  const a = flatRemember(8, typeA, { x: 1 });
  assert.equal(flatShared(d, 8, typeA), a);
  // Hostile bytes can point a field of another message type at the same object: it must not get
  // the object decoded as the first type.
  assert.equal(flatShared(d, 8, typeB), undefined);
  flatRemember(8, typeB, { y: 2 });
  assert.equal(flatShared(d, 8, typeA), a); // the first stays
  flatForget();
});
