// The top-level functions (encode, decode, encodeFramed, decodeFramed, encodeFlat,
// encodeFlatFramed) keep one writer, reader or builder between calls when given no options
// (src/index.ts, src/flat/codec.ts), and fromJson its tape's arrays (src/json.ts). These tests hold them to what a fresh one gives: the same
// bytes and values after an error, after a large root, inside a call of their own (a getter that
// encodes), and results that later calls never touch.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BaleError,
  CompactReader,
  CompactWriter,
  decode,
  decodeFlatFramed,
  decodeFramed,
  encode,
  encodeFlat,
  encodeFlatFramed,
  encodeFramed,
  FlatBuilder,
  encodeFlatWith,
} from "@bale-dev/runtime";
import { fromJson, toJson } from "@bale-dev/runtime/json";
import { $meta, Media, MediaContent, MediaContent$flat } from "../../goldens/ts/media/media.js";

function media(title: string, persons: string[]): MediaContent {
  const m = MediaContent.create();
  m.media.uri = "http://example.com/" + title;
  m.media.title = title;
  m.media.format = "video/mpg4";
  m.media.persons = persons;
  m.images = [{ uri: "u", title, width: 1, height: 2, size: 0, $unknown: undefined }];
  return m;
}

const fresh = (v: MediaContent): Uint8Array => new CompactWriter().encode(MediaContent, v);
const freshFlat = (v: MediaContent): Uint8Array => encodeFlatWith(new FlatBuilder(), MediaContent$flat, v);

test("encode and encodeFlat: the bytes of a fresh writer, after errors and large roots, every time", () => {
  const small = media("a", ["x", "y", "x"]);
  const large = media("b", Array.from({ length: 5000 }, (_, i) => `person ${i}`));
  const bad = media("c", ["ok"]);
  (bad.media as { width: unknown }).width = "not a number";
  for (let round = 0; round < 3; round++) {
    assert.deepEqual(encode(MediaContent, small), fresh(small));
    assert.deepEqual(encodeFlat(MediaContent$flat, small), freshFlat(small));
    assert.throws(() => encode(MediaContent, bad), BaleError);
    assert.throws(() => encodeFlat(MediaContent$flat, bad), BaleError);
    assert.deepEqual(encode(MediaContent, small), fresh(small));
    assert.deepEqual(encodeFlat(MediaContent$flat, small), freshFlat(small));
    assert.deepEqual(encode(MediaContent, large), fresh(large));
    assert.deepEqual(encodeFlat(MediaContent$flat, large), freshFlat(large));
    assert.deepEqual(encodeFramed(MediaContent, small), new CompactWriter().encodeFramed(MediaContent, small, MediaContent.fingerprint));
    const framedFlat = encodeFlatFramed(MediaContent$flat, small);
    assert.deepEqual(framedFlat.subarray(framedFlat.length - freshFlat(small).length), freshFlat(small));
    assert.deepEqual(decodeFlatFramed(MediaContent$flat, framedFlat), small);
  }
});

test("results are arrays of their own: a later call changes none of them", () => {
  const a = media("first", ["p"]);
  const b = media("second", ["q", "r"]);
  const ea = encode(MediaContent, a);
  const fa = encodeFlat(MediaContent$flat, a);
  const keep = [ea.slice(), fa.slice()];
  encode(MediaContent, b);
  encodeFlat(MediaContent$flat, b);
  assert.deepEqual([ea, fa], keep);
  assert.notEqual(ea.buffer, encode(MediaContent, a).buffer);
  assert.deepEqual(decode(MediaContent, ea), a);
});

test("a getter that encodes while encode runs gets a writer of its own", () => {
  const inner = media("inner", ["i"]);
  let innerBytes: Uint8Array | undefined;
  const outer = media("outer", ["o"]);
  const m = outer.media;
  const plain = fresh(outer);
  // The field's getter encodes another root in the middle of the outer encode.
  Object.defineProperty(outer, "media", {
    enumerable: true,
    get(): Media {
      innerBytes = encode(MediaContent, inner);
      return m;
    },
  });
  assert.deepEqual(encode(MediaContent, outer), plain);
  assert.deepEqual(innerBytes, fresh(inner));
  assert.deepEqual(encode(MediaContent, inner), fresh(inner));
});

test("decode and decodeFramed: the values of a fresh reader, after an error, every time", () => {
  const v = media("v", ["a", "b", "a"]);
  const bytes = encode(MediaContent, v);
  const framed = encodeFramed(MediaContent, v);
  const cut = bytes.subarray(0, bytes.length - 3);
  for (let round = 0; round < 3; round++) {
    assert.throws(() => decode(MediaContent, cut), BaleError);
    assert.deepEqual(decode(MediaContent, bytes), new CompactReader().decode(MediaContent, bytes));
    assert.throws(() => decodeFramed(MediaContent, framed.subarray(0, 20)), BaleError);
    assert.deepEqual(decodeFramed(MediaContent, framed), v);
  }
});

test("fromJson: the tape's arrays reused from document to document, after a large one and after errors", () => {
  const small = media("s", ["a", "b"]);
  const large = media("l", Array.from({ length: 3000 }, (_, i) => `p${i}`));
  const smallText = toJson($meta, "media.MediaContent", small);
  const largeText = toJson($meta, "media.MediaContent", large);
  for (let round = 0; round < 3; round++) {
    assert.deepEqual(fromJson($meta, "media.MediaContent", largeText), large);
    assert.throws(() => fromJson($meta, "media.MediaContent", largeText.slice(0, largeText.length / 2)));
    assert.throws(() => fromJson($meta, "media.MediaContent", smallText.replace('"s"', "s")));
    assert.deepEqual(fromJson($meta, "media.MediaContent", smallText), small);
  }
});
