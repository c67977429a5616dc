/**
 * Reads of flat data (docs/spec/FORMAT.md Part II) for generated views and decoders: little-endian
 * scalars through a `DataView`, message headers, fields with their presence rules (§F3.1) and
 * pointers. Positions are byte indexes into the `Uint8Array` / `DataView` given to the reader (the
 * input, frame included); alignment rules are about positions relative to the body, which the
 * verifier checks, so these reads need no alignment.
 *
 * Over verified bytes (§F10) every read the schema allows stays inside the input. Over unverified
 * bytes (`wrapUnchecked`) a read past the end throws the `RangeError` of `DataView` rather than
 * yielding `undefined`: no silent out-of-range reads.
 */
import { copyOf } from "../copy.js";
import { getF32 } from "../floats.js";
import { BaleError } from "../errors.js";
import {
  asciiString,
  asciiStringChecked,
  asciiStringFlat,
  asciiStringFlatChecked,
  decodeUtf8,
  decodeUtf8Strict,
  isAscii,
  LATIN1_SLICE,
  utf16Length,
  utf8StringByHand,
} from "../compact/utf8.js";
import { DirectStrings } from "./positions.js";

/** Byte offset of a message's data section from its first byte: header and pointers, padded to 8. */
export function dataStart(ptrCount: number): number {
  return (4 + 4 * ptrCount + 7) & ~7;
}

/** The target of the pointer slot at `slot`, or 0 for the null pointer. */
export function pointer(v: DataView, slot: number): number {
  const rel = v.getInt32(slot, true);
  return rel === 0 ? 0 : slot + rel;
}

/** The target of pointer field `index` of the object at `obj`, or 0 when null or not present. */
export function pointerField(v: DataView, obj: number, index: number): number {
  return index < v.getUint16(obj + 2, true) ? pointer(v, obj + 4 + 4 * index) : 0;
}

/**
 * The position of a `width`-byte data field at data offset `offset` of the object at `obj`, or -1
 * when the object's data section is too short to hold it (the field is missing, §F3.1).
 */
export function dataField(v: DataView, obj: number, offset: number, width: number): number {
  return offset + width <= v.getUint16(obj, true)
    ? obj + dataStart(v.getUint16(obj + 2, true)) + offset
    : -1;
}

/** Bit `bit` of the object's data section; false when the data section does not reach it. */
export function bitField(v: DataView, obj: number, bit: number): boolean {
  const byte = bit >>> 3;
  if (byte >= v.getUint16(obj, true)) return false;
  return ((v.getUint8(obj + dataStart(v.getUint16(obj + 2, true)) + byte) >>> (bit & 7)) & 1) === 1;
}

/** A `u32` count or length at `pos`. */
export function length(v: DataView, pos: number): number {
  return v.getUint32(pos, true);
}

const NO_BYTES_VIEW = new DataView(new ArrayBuffer(0));

/**
 * @internal `bytes` as a DataView over the same memory (the decode entry points, the views and the
 * verifier). A zero-length input gets an empty view of its own: an array whose ArrayBuffer was
 * transferred (detached) reads as zero bytes, as compact's reader sees it, and is then TRUNCATED
 * like any empty input, not the DataView constructor's TypeError.
 */
export function viewOf(bytes: Uint8Array): DataView {
  if (bytes.byteLength === 0) return NO_BYTES_VIEW;
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const scratch = new DataView(new ArrayBuffer(8));

/** An `f32` stored XOR the default's bits `dflt` (§F3.2). */
export function f32Xor(v: DataView, pos: number, dflt: number): number {
  scratch.setInt32(0, v.getInt32(pos, true) ^ dflt, true);
  return getF32(scratch, 0);
}

/** An `f64` stored XOR the default's bits (`lo`, `hi`: the two 32-bit halves). */
export function f64Xor(v: DataView, pos: number, lo: number, hi: number): number {
  scratch.setInt32(0, v.getInt32(pos, true) ^ lo, true);
  scratch.setInt32(4, v.getInt32(pos + 4, true) ^ hi, true);
  return scratch.getFloat64(0, true);
}

/**
 * Strings of at most this many bytes that are ASCII are turned into strings by hand
 * ({@link asciiString}: 16 bytes per `String.fromCharCode` call); longer ones, and any non-ASCII
 * one, by one `TextDecoder` call. The crossover differs by runtime (tools/string-probe/short.mjs,
 * one string per call, the strings kept as a decode keeps them; ts/README.md "Strings"): a
 * `TextDecoder` call costs ~0.1 us in Node and ~0.2-0.5 us in Chromium, while a string built in
 * 16-byte pieces is a tree of pieces until flattened, so by hand wins up to ~48 bytes in Node
 * and ~96 in Chromium. Other browsers take Chromium's value (not measured).
 */
const IS_NODE = typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === "string";
export const FLAT_HAND_DECODE_MAX_BYTES = IS_NODE ? 48 : 96;
/**
 * ASCII strings up to this many bytes are built in 16-byte pieces ({@link asciiString}), longer
 * ones (up to {@link FLAT_HAND_DECODE_MAX_BYTES}) as one flat string ({@link asciiStringFlatChecked}):
 * in Chromium the pieces' garbage costs more than the copy into an array (repos flat decode
 * 1.36-1.38x, media even), in Node less (media 0.93x): `make bench-ts-ab`, docs/benchmarks-log.md.
 */
const PIECES_MAX_BYTES = IS_NODE ? 48 : 16;

const empty = "";

/**
 * The string whose `u32` length is at `pos`: tiered decoding, short ASCII by hand, the rest by one
 * `TextDecoder` call. Over verified or trusted bytes invalid UTF-8 decodes as `TextDecoder` decodes
 * it (U+FFFD); in decodeFlat's read, whose verify pass left the UTF-8 out
 * ({@link startStringCache} with `strict`), it is INVALID_UTF8 at the string's first byte.
 */
export function string(b: Uint8Array, v: DataView, pos: number): string {
  const len = v.getUint32(pos, true);
  if (len === 0) return empty;
  const from = pos + 4;
  const to = from + len;
  if (to > b.length) throw new RangeError(`string of ${len} bytes at ${pos} runs past the input`);
  if (v !== cacheView) return stringAt(b, from, to);
  if (len <= cacheMin) {
    if (wholeAscii && isAscii(b, from, to)) {
      if (whole === undefined) whole = LATIN1_SLICE!.call(b, 0, b.length);
      return whole.substring(from, to);
    }
    return windows && len > WINDOW_MIN_BYTES ? stringInWindow(b, from, to) : stringAt(b, from, to);
  }
  // A whole-root decode: a string several pointers share (§F8, the builder's string dedup) is
  // decoded once.
  let s = cache.get(pos);
  if (s === undefined) {
    s = windows && len > WINDOW_MIN_BYTES ? stringInWindow(b, from, to) : stringAt(b, from, to);
    cache.set(pos, s);
  }
  return s;
}

/*
 * Node ({@link LATIN1_SLICE}), a whole-root decode of an input of at most WHOLE_MAX_BYTES: the
 * first short ASCII string read makes one one-byte string of the whole input (one native call),
 * and every short ASCII string is a `substring` of it, found ASCII by a JS pass over its bytes,
 * instead of being built from its bytes (media flat decode: docs/benchmarks-log.md, 2026-12-02).
 * The call costs ~50-85 ns plus ~55 ns a KiB (Node 20 and 24), about three short strings built by
 * hand at 1 KiB; larger inputs keep the hand path (and from 4 KiB the windows). Like a window, a
 * kept substring of 13 or more characters keeps that string (at most 1 KiB) alive; it is dropped
 * when the decode ends.
 */
const WHOLE_MAX_BYTES = 1024;
let wholeAscii = false;
let whole: string | undefined;

/*
 * ASCII windows, in a whole-root decode of an input of CACHE_LARGE_INPUT bytes or more: a string
 * over WINDOW_MIN_BYTES that starts a run of ASCII bytes of at least WINDOW_MIN_SPAN (a builder
 * appends a message's strings one after the other, with their ASCII-looking lengths and padding
 * between them) decodes that run, up to WINDOW_MAX_BYTES, in one `TextDecoder` call, and it and
 * the strings that follow inside the run are `substring`s of it: one native call and no byte
 * loop for them, where each was built by hand (Chromium repos flat decode: the 17-96-byte copy
 * into an array was ~27% of the profile). A run shorter than WINDOW_MIN_SPAN is remembered as
 * ASCII without a window, so the strings in it are built without a second check or scan. Bytes
 * in a run are ASCII, hence valid UTF-8: no strict check is needed. The engine's substrings of
 * 13 or more characters point into the window's string, so a kept string keeps its window (at
 * most WINDOW_MAX_BYTES characters, mostly the decode's other strings) alive; the window itself
 * is dropped when the decode ends (startStringCache / endStringCache), never kept for the next.
 */
const WINDOW_MIN_BYTES = 16;
const WINDOW_MAX_BYTES = 4096;
const WINDOW_MIN_SPAN = 256;
// The current run [winFrom, winTo) of the decode's input, and its string (undefined: a run too
// short for one, known to be ASCII). windows: whether this decode uses them (its input's size).
let win: string | undefined;
let windows = false;
let winFrom = 0;
let winTo = 0;

/** ASCII bytes `b[from, to)` (known to be) as a string, by the tiers of {@link stringAt}. */
function asciiKnown(b: Uint8Array, from: number, to: number): string {
  const n = to - from;
  if (n <= PIECES_MAX_BYTES) return asciiString(b, from, to);
  return n <= FLAT_HAND_DECODE_MAX_BYTES ? asciiStringFlat(b, from, to) : decodeUtf8(b, from, to);
}

/** The string `b[from, to)` (over WINDOW_MIN_BYTES) through the current ASCII run, or a new one. */
function stringInWindow(b: Uint8Array, from: number, to: number): string {
  if (from >= winFrom && to <= winTo) {
    if (win !== undefined) return win.substring(from - winFrom, to - winFrom);
    return asciiKnown(b, from, to);
  }
  const limit = Math.min(b.length, from + WINDOW_MAX_BYTES);
  let end = from;
  // Four bytes a step (the decode's own view of `b`), then byte by byte.
  const d = cacheView!;
  while (end + 4 <= limit && (d.getInt32(end, true) & 0x80808080) === 0) end += 4;
  while (end < limit && b[end]! < 0x80) end++;
  // A non-ASCII byte inside the string, or a string longer than a window: the tiers.
  if (end < to) return stringAt(b, from, to);
  winFrom = from;
  winTo = end;
  if (end - from < WINDOW_MIN_SPAN) {
    win = undefined;
    return asciiKnown(b, from, to);
  }
  win = decodeUtf8(b, from, end);
  return win.substring(0, to - from);
}

function stringAt(b: Uint8Array, from: number, to: number): string {
  if (to - from > FLAT_HAND_DECODE_MAX_BYTES) return strict ? decodeStrict(b, from, to) : decodeUtf8(b, from, to);
  // ASCII checked while it is built (one pass), else undefined.
  const ascii = to - from <= PIECES_MAX_BYTES ? asciiStringChecked(b, from, to) : asciiStringFlatChecked(b, from, to);
  if (ascii !== undefined) return ascii;
  // Checked again here, as wrapUnchecked's bytes are not: invalid UTF-8 decodes as TextDecoder
  // decodes it (U+FFFD), whichever tier it takes, or is an error in a strict decode.
  if (utf16Length(b, from, to - from) >= 0) return utf8StringByHand(b, from, to);
  if (strict) throw invalidUtf8(from, to);
  return decodeUtf8(b, from, to);
}

function decodeStrict(b: Uint8Array, from: number, to: number): string {
  const s = decodeUtf8Strict(b, from, to);
  if (s === undefined) throw invalidUtf8(from, to);
  return s;
}

/**
 * What a strict decode throws: the verifier's INVALID_UTF8 (the same offset, its path left to the
 * verify pass decodeFlat then runs again, FlatVerifier.string).
 */
function invalidUtf8(from: number, to: number): BaleError {
  return new BaleError("INVALID_UTF8", from, "", `string of ${to - from} bytes`);
}

/**
 * Strings longer than this are looked up in the whole-root decode's cache first: below it a
 * look-up costs about what decoding the string costs (ASCII by hand).
 */
export const CACHE_MIN_BYTES = 40;
/**
 * In inputs of at least CACHE_LARGE_INPUT bytes the cache takes strings over 16 bytes (all but
 * the 16-byte pieces tier): large roots repeat short strings (repos: 924 pointers to 199 distinct
 * 17-40-byte strings), and there the look-up costs less than building the string again (flat
 * decode of repos 1.11-1.21x, twitter 1.03-1.06x, Node and Chromium, `make bench-ts-ab`). Not in
 * small roots: media (486 bytes) lost 20% in Chromium with it, its 30-36-byte URIs all distinct.
 * The 4 KiB line lies between the two and was not measured in between.
 */
const CACHE_LARGE_INPUT = 4096;
const CACHE_LARGE_MIN_BYTES = 16;

// Long strings decoded so far in the whole-root decode over `cacheView` (the decode entry points
// of codec.ts set it and clear both when they finish), by position of the length: one native
// decode per string, however many pointers share it. Never set for views, whose input the caller
// may change between reads.
let cacheView: DataView | undefined;
const cache = new DirectStrings();
// Set for decodeFlat's read (startStringCache): invalid UTF-8 is an error, not U+FFFD. A string the
// cache holds was decoded strictly, so a cache hit needs no check.
let strict = false;
// The shortest string the cache takes, in this decode: CACHE_MIN_BYTES, or in a large input
// CACHE_LARGE_MIN_BYTES.
let cacheMin = CACHE_MIN_BYTES;

/**
 * @internal Starts caching long strings for a whole-root decode over `v` (codec.ts); with
 * `strictUtf8` every string is decoded strictly (INVALID_UTF8) until {@link endStringCache}.
 */
export function startStringCache(v: DataView, strictUtf8 = false): void {
  cacheView = v;
  strict = strictUtf8;
  cacheMin = v.byteLength >= CACHE_LARGE_INPUT ? CACHE_LARGE_MIN_BYTES : CACHE_MIN_BYTES;
  windows = v.byteLength >= CACHE_LARGE_INPUT;
  wholeAscii = v.byteLength <= WHOLE_MAX_BYTES && LATIN1_SLICE !== undefined;
  whole = undefined;
  cache.clear();
  cache.start(v.byteLength);
  win = undefined;
  winFrom = winTo = 0;
}

/** @internal Ends the cache of {@link startStringCache}, dropping every string (G11). */
export function endStringCache(): void {
  cacheView = undefined;
  strict = false;
  wholeAscii = false;
  whole = undefined;
  cache.clear();
  win = undefined;
  winFrom = winTo = 0;
}

/** A copy of the bytes whose `u32` length is at `pos`. */
export function bytes(b: Uint8Array, v: DataView, pos: number): Uint8Array {
  const len = v.getUint32(pos, true);
  if (pos + 4 + len > b.length) throw new RangeError(`bytes of ${len} at ${pos} run past the input`);
  return copyOf(b, pos + 4, pos + 4 + len);
}

/** True when the string with its length at `pos` has exactly the UTF-8 bytes of `s` (no decoding for ASCII `s`). */
export function stringEquals(b: Uint8Array, v: DataView, pos: number, s: string): boolean {
  const len = v.getUint32(pos, true);
  if (len === s.length) {
    let i = 0;
    for (; i < len; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) break;
      if (b[pos + 4 + i] !== c) return false;
    }
    if (i === len) return true;
  }
  return string(b, v, pos) === s;
}
