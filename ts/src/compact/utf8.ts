/**
 * UTF-8 for the string table (docs/spec/FORMAT.md §6): strict validation by hand (overlong forms,
 * surrogates, code points above U+10FFFF, stray or missing continuation bytes are rejected, a BOM
 * is kept), decoding in tiers, and encoding with lone-surrogate detection.
 *
 * Decoding tiers (threshold measured with tools/string-probe/tiers.mjs in Node and Chromium, see
 * ts/README.md "Strings"):
 * a table of ASCII bytes below {@link HAND_DECODE_MAX_BYTES} is turned into strings by hand
 * (`String.fromCharCode` per string); anything longer, or any non-ASCII table, is decoded by one
 * `TextDecoder.decode` call over all string bytes of the root, then cut with `substring` by the
 * UTF-16 lengths computed while validating. In Node a large table with text beyond ASCII is
 * instead checked and decoded to UTF-16 units by hand and made one string by `Buffer`
 * ({@link utf8TableStrings}).
 */

import { copyOf } from "../copy.js";

/** Tables of ASCII bytes up to this size are decoded by hand. */
export const HAND_DECODE_MAX_BYTES = 256;

/** @internal What the runtime asks of a `TextDecoder`. */
export interface Decoder {
  decode(bytes: Uint8Array): string;
}

/**
 * The platform's `TextDecoder` for `label`, or `byHand` where there is none, or none for that
 * label: JavaScript engines without the Encoding API (Hermes in React Native, QuickJS, embedded
 * ones) run the hand-written decoders, which give the same strings and accept the same bytes
 * (`make ts-test` runs the vectors and the corrupt corpus so, ts/test/no-natives.mjs).
 */
function textDecoder(label: string, fatal: boolean, byHand: Decoder): Decoder {
  if (typeof TextDecoder === "function") {
    try {
      return new TextDecoder(label, { ignoreBOM: true, fatal });
    } catch {
      // A label this platform's TextDecoder does not know (utf-16le in some): by hand.
    }
  }
  return byHand;
}

/**
 * @internal The stand-ins for `TextDecoder` where the platform has none: UTF-8 (input already
 * checked), strict UTF-8 and strict UTF-16LE (a TypeError where the fatal decoder throws).
 * Exported for the test that holds them to the platform's decoders.
 */
export const DECODERS_BY_HAND: { readonly utf8: Decoder; readonly utf8Strict: Decoder; readonly utf16Strict: Decoder } = {
  utf8: { decode: (b) => utf8StringByHand(b, 0, b.length) },
  utf8Strict: {
    decode(b) {
      if (utf16Length(b, 0, b.length) < 0) throw new TypeError("invalid UTF-8");
      return utf8StringByHand(b, 0, b.length);
    },
  },
  utf16Strict: {
    decode(b) {
      if ((b.length & 1) !== 0 || !utf16WellFormed(b, 0, b.length)) throw new TypeError("invalid UTF-16");
      return utf16StringByHand(b, 0, b.length);
    },
  },
};

const decoder = textDecoder("utf-8", false, DECODERS_BY_HAND.utf8);

/** The platform's `TextEncoder`, when it has one with `encodeInto`. */
const encoder: TextEncoder | undefined =
  typeof TextEncoder === "function" && typeof TextEncoder.prototype.encodeInto === "function"
    ? new TextEncoder()
    : undefined;

const NATIVE_WELL_FORMED =
  typeof (String.prototype as { isWellFormed?: unknown }).isWellFormed === "function";

/**
 * Whether `s` is well-formed UTF-16 (no lone surrogate): `String.prototype.isWellFormed` (ES2024)
 * where the platform has it, by hand elsewhere.
 */
export function isWellFormedString(s: string): boolean {
  return NATIVE_WELL_FORMED ? (s as unknown as { isWellFormed(): boolean }).isWellFormed() : wellFormedByHand(s);
}

/** @internal {@link isWellFormedString} by hand (exported for the test that holds it to the platform's). */
export function wellFormedByHand(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c & 0xf800) !== 0xd800) continue;
    if (c > 0xdbff || i + 1 >= s.length) return false;
    const d = s.charCodeAt(++i);
    if ((d & 0xfc00) !== 0xdc00) return false;
  }
  return true;
}

/**
 * Whether long strings are encoded by the platform (`isWellFormed`, ES2024, and `encodeInto`);
 * by hand elsewhere.
 */
const NATIVE_ENCODE = encoder !== undefined && NATIVE_WELL_FORMED;

/**
 * Strings longer than this many UTF-16 units are encoded by `isWellFormed` +
 * `TextEncoder.encodeInto`, shorter ones by hand. The call's fixed cost differs by runtime
 * (tools/string-probe/encode.mjs; ts/README.md "Strings"): in Node the native call wins from
 * ~32 units, in Chromium (~1-2 us per call) by hand wins up to ~256 units. Other browsers take
 * Chromium's value (not measured).
 */
export const NATIVE_ENCODE_MIN_UNITS =
  typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === "string" ? 32 : 256;

/**
 * Checks `buf[from, from+len)` as one UTF-8 string and returns its UTF-16 length, or -1 if it is
 * not valid UTF-8.
 */
export function utf16Length(buf: Uint8Array, from: number, len: number): number {
  let units = 0;
  let p = from;
  const end = from + len;
  while (p < end) {
    const b0 = buf[p]!;
    if (b0 < 0x80) {
      p++;
      units++;
      continue;
    }
    if (b0 < 0xc2) return -1; // stray continuation, or overlong C0/C1
    if (b0 < 0xe0) {
      if (p + 1 >= end || (buf[p + 1]! & 0xc0) !== 0x80) return -1;
      p += 2;
      units++;
      continue;
    }
    if (b0 < 0xf0) {
      if (p + 2 >= end) return -1;
      const b1 = buf[p + 1]!;
      if ((b1 & 0xc0) !== 0x80 || (buf[p + 2]! & 0xc0) !== 0x80) return -1;
      if (b0 === 0xe0 && b1 < 0xa0) return -1; // overlong
      if (b0 === 0xed && b1 >= 0xa0) return -1; // surrogate
      p += 3;
      units++;
      continue;
    }
    if (b0 > 0xf4 || p + 3 >= end) return -1;
    const b1 = buf[p + 1]!;
    if ((b1 & 0xc0) !== 0x80 || (buf[p + 2]! & 0xc0) !== 0x80 || (buf[p + 3]! & 0xc0) !== 0x80) {
      return -1;
    }
    if (b0 === 0xf0 && b1 < 0x90) return -1; // overlong
    if (b0 === 0xf4 && b1 >= 0x90) return -1; // above U+10FFFF
    p += 4;
    units += 2;
  }
  return units;
}

const strictDecoder = textDecoder("utf-8", true, DECODERS_BY_HAND.utf8Strict);

const SHARED = (globalThis as { SharedArrayBuffer?: abstract new (n: number) => ArrayBufferLike }).SharedArrayBuffer;

/**
 * `buf[from, to)` for a `TextDecoder`: browsers refuse a view of shared memory (a TypeError, "must
 * not be shared"), so bytes in a `SharedArrayBuffer` are copied first.
 */
function decodable(buf: Uint8Array, from: number, to: number): Uint8Array {
  return SHARED !== undefined && buf.buffer instanceof SHARED ? copyOf(buf, from, to) : buf.subarray(from, to);
}

/**
 * Decodes `buf[from, to)` in one call if it is valid UTF-8 (the same rules as
 * {@link utf16Length}: WHATWG's strict decoder), else returns undefined.
 */
export function decodeUtf8Strict(buf: Uint8Array, from: number, to: number): string | undefined {
  try {
    return strictDecoder.decode(decodable(buf, from, to));
  } catch {
    return undefined;
  }
}

/** Decodes valid UTF-8 (already checked) in one call. */
export function decodeUtf8(buf: Uint8Array, from: number, to: number): string {
  return decoder.decode(decodable(buf, from, to));
}

const fromCharCode = String.fromCharCode;

/**
 * ASCII bytes `buf[from, to)` (checked by the caller) as a string, by hand: 16 bytes per
 * `String.fromCharCode` call with that many arguments, then one call for the rest (1-16 bytes). Per-byte
 * calls (`s += fromCharCode(b)`) cost 2-4x more, and a fixed-arity call needs no array
 * (`fromCharCode.apply`) and no native-call overhead (`TextDecoder`, ~0.1 us a call in Node,
 * ~0.2-0.5 us in Chromium): tools/string-probe/short.mjs, ts/README.md "Strings".
 */
export function asciiString(b: Uint8Array, from: number, to: number): string {
  // The pieces of asciiStringChecked, whose check never fails on the bytes callers pass here.
  return asciiStringChecked(b, from, to) as string;
}

/**
 * {@link asciiString} that checks as it goes: the bytes loaded for each `String.fromCharCode` call
 * are or-ed together first, and any byte of 0x80 or above ends it with `undefined` (the caller
 * then checks and decodes the string as UTF-8). One pass over the bytes instead of
 * {@link isAscii} and then {@link asciiString}.
 */
export function asciiStringChecked(b: Uint8Array, from: number, to: number): string | undefined {
  let s = "";
  let i = from;
  for (; to - i > 16; i += 16) {
    const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!,
      c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!;
    if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15) & 0x80) !== 0) return undefined;
    s += fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15);
  }
  // The rest (all of a string of up to 16 bytes) in one call of exact arity: one flat string.
  switch (to - i) {
    case 16: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!,
        c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15);
    }
    case 15: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!,
        c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14);
    }
    case 14: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!,
        c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13);
    }
    case 13: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!,
        c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12);
    }
    case 12: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!,
        c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11);
    }
    case 11: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!,
        c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10);
    }
    case 10: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!,
        c8 = b[i + 8]!, c9 = b[i + 9]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9);
    }
    case 9: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!,
        c8 = b[i + 8]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8);
    }
    case 8: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7);
    }
    case 7: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5, c6);
    }
    case 6: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4, c5);
    }
    case 5: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!;
      if (((c0 | c1 | c2 | c3 | c4) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3, c4);
    }
    case 4: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!;
      if (((c0 | c1 | c2 | c3) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2, c3);
    }
    case 3: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!;
      if (((c0 | c1 | c2) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1, c2);
    }
    case 2: {
      const c0 = b[i]!, c1 = b[i + 1]!;
      if (((c0 | c1) & 0x80) !== 0) return undefined;
      return s + fromCharCode(c0, c1);
    }
    case 1: {
      const c0 = b[i]!;
      if (c0 >= 0x80) return undefined;
      return s + fromCharCode(c0);
    }
    default:
      return s;
  }
}

// Arrays of each length up to 256, made on first use, that asciiStringFlat fills with char codes.
const CODES: number[][] = [];

/**
 * ASCII bytes `buf[from, to)` (checked by the caller, at most 256) as one flat string: the
 * codes are copied into a kept array of that length and passed to one `String.fromCharCode`
 * call. Unlike {@link asciiString} above 16 bytes, the result is not a tree of pieces, which the
 * garbage collector must copy (and the engine flatten) when decodes keep their strings.
 */
export function asciiStringFlat(b: Uint8Array, from: number, to: number): string {
  const n = to - from;
  let a = CODES[n];
  if (a === undefined) a = CODES[n] = new Array<number>(n).fill(0);
  for (let j = 0; j < n; j++) a[j] = b[from + j]!;
  return fromCharCode.apply(null, a);
}

/**
 * {@link asciiStringFlat} that checks as it copies: `undefined` when a byte is 0x80 or above (the
 * caller then checks and decodes the string as UTF-8). One pass over the bytes instead of an
 * ASCII check and then the copy.
 */
export function asciiStringFlatChecked(b: Uint8Array, from: number, to: number): string | undefined {
  const n = to - from;
  let a = CODES[n];
  if (a === undefined) a = CODES[n] = new Array<number>(n).fill(0);
  let all = 0;
  for (let j = 0; j < n; j++) {
    const c = b[from + j]!;
    all |= c;
    a[j] = c;
  }
  return all < 0x80 ? fromCharCode.apply(null, a) : undefined;
}


/**
 * {@link asciiStringChecked} for a string of 17-48 bytes, as one `String.fromCharCode` call of
 * exact arity (one flat string, where 16-byte pieces make two or three calls and a tree of
 * strings); for the compact small-table tier. Longer or shorter strings go to asciiStringChecked.
 */
export function asciiStringChecked48(b: Uint8Array, i: number, to: number): string | undefined {
  switch (to - i) {
    case 48: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!, c38 = b[i + 38]!, c39 = b[i + 39]!, c40 = b[i + 40]!, c41 = b[i + 41]!, c42 = b[i + 42]!, c43 = b[i + 43]!, c44 = b[i + 44]!, c45 = b[i + 45]!, c46 = b[i + 46]!, c47 = b[i + 47]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37 | c38 | c39 | c40 | c41 | c42 | c43 | c44 | c45 | c46 | c47) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47);
    }
    case 47: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!, c38 = b[i + 38]!, c39 = b[i + 39]!, c40 = b[i + 40]!, c41 = b[i + 41]!, c42 = b[i + 42]!, c43 = b[i + 43]!, c44 = b[i + 44]!, c45 = b[i + 45]!, c46 = b[i + 46]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37 | c38 | c39 | c40 | c41 | c42 | c43 | c44 | c45 | c46) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46);
    }
    case 46: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!, c38 = b[i + 38]!, c39 = b[i + 39]!, c40 = b[i + 40]!, c41 = b[i + 41]!, c42 = b[i + 42]!, c43 = b[i + 43]!, c44 = b[i + 44]!, c45 = b[i + 45]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37 | c38 | c39 | c40 | c41 | c42 | c43 | c44 | c45) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45);
    }
    case 45: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!, c38 = b[i + 38]!, c39 = b[i + 39]!, c40 = b[i + 40]!, c41 = b[i + 41]!, c42 = b[i + 42]!, c43 = b[i + 43]!, c44 = b[i + 44]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37 | c38 | c39 | c40 | c41 | c42 | c43 | c44) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44);
    }
    case 44: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!, c38 = b[i + 38]!, c39 = b[i + 39]!, c40 = b[i + 40]!, c41 = b[i + 41]!, c42 = b[i + 42]!, c43 = b[i + 43]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37 | c38 | c39 | c40 | c41 | c42 | c43) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43);
    }
    case 43: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!, c38 = b[i + 38]!, c39 = b[i + 39]!, c40 = b[i + 40]!, c41 = b[i + 41]!, c42 = b[i + 42]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37 | c38 | c39 | c40 | c41 | c42) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42);
    }
    case 42: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!, c38 = b[i + 38]!, c39 = b[i + 39]!, c40 = b[i + 40]!, c41 = b[i + 41]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37 | c38 | c39 | c40 | c41) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41);
    }
    case 41: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!, c38 = b[i + 38]!, c39 = b[i + 39]!, c40 = b[i + 40]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37 | c38 | c39 | c40) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40);
    }
    case 40: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!, c38 = b[i + 38]!, c39 = b[i + 39]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37 | c38 | c39) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39);
    }
    case 39: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!, c38 = b[i + 38]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37 | c38) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38);
    }
    case 38: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!, c37 = b[i + 37]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36 | c37) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37);
    }
    case 37: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!, c36 = b[i + 36]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35 | c36) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36);
    }
    case 36: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!, c35 = b[i + 35]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34 | c35) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35);
    }
    case 35: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!, c34 = b[i + 34]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33 | c34) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34);
    }
    case 34: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!, c33 = b[i + 33]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32 | c33) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33);
    }
    case 33: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!, c32 = b[i + 32]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31 | c32) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32);
    }
    case 32: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!, c31 = b[i + 31]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30 | c31) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31);
    }
    case 31: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!, c30 = b[i + 30]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29 | c30) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30);
    }
    case 30: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!, c29 = b[i + 29]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28 | c29) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29);
    }
    case 29: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!, c28 = b[i + 28]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27 | c28) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28);
    }
    case 28: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!, c27 = b[i + 27]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26 | c27) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27);
    }
    case 27: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!, c26 = b[i + 26]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25 | c26) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26);
    }
    case 26: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!, c25 = b[i + 25]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24 | c25) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25);
    }
    case 25: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!, c24 = b[i + 24]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23 | c24) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24);
    }
    case 24: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!, c23 = b[i + 23]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22 | c23) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23);
    }
    case 23: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!, c22 = b[i + 22]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21 | c22) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22);
    }
    case 22: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!, c21 = b[i + 21]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20 | c21) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21);
    }
    case 21: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!, c20 = b[i + 20]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19 | c20) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20);
    }
    case 20: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!, c19 = b[i + 19]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18 | c19) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19);
    }
    case 19: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!, c18 = b[i + 18]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17 | c18) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18);
    }
    case 18: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!, c17 = b[i + 17]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16 | c17) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17);
    }
    case 17: {
      const c0 = b[i]!, c1 = b[i + 1]!, c2 = b[i + 2]!, c3 = b[i + 3]!, c4 = b[i + 4]!, c5 = b[i + 5]!, c6 = b[i + 6]!, c7 = b[i + 7]!, c8 = b[i + 8]!, c9 = b[i + 9]!, c10 = b[i + 10]!, c11 = b[i + 11]!, c12 = b[i + 12]!, c13 = b[i + 13]!, c14 = b[i + 14]!, c15 = b[i + 15]!, c16 = b[i + 16]!;
      if (((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 | c10 | c11 | c12 | c13 | c14 | c15 | c16) & 0x80) !== 0) return undefined;
      return fromCharCode(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16);
    }
    default:
      return asciiStringChecked(b, i, to);
  }
}

/** The UTF-16 units of a short string being decoded by {@link utf8ShortChecked}. */
const UNITS: number[] = new Array<number>(16).fill(0);

/** The longest string, in bytes, {@link utf8ShortChecked} takes. */
export const SHORT_UTF8_MAX_BYTES = 16;

/**
 * Checks `b[from, to)` as UTF-8 (the rules of {@link utf16Length}) and decodes it in the same
 * pass, for a string of at most {@link SHORT_UTF8_MAX_BYTES} bytes (so at most 16 UTF-16
 * units): the units go into a kept array and then to one `String.fromCharCode` call of exact
 * arity, one flat string. `undefined` when the bytes are not valid UTF-8. For a short non-ASCII
 * string this replaces a validating pass ({@link utf16Length}) and a decode by pieces
 * ({@link utf8StringByHand}: an ASCII run, each other character on its own, joined).
 */
export function utf8ShortChecked(b: Uint8Array, from: number, to: number): string | undefined {
  const u = UNITS;
  let n = 0;
  let p = from;
  while (p < to) {
    const b0 = b[p]!;
    if (b0 < 0x80) {
      u[n++] = b0;
      p++;
      continue;
    }
    if (b0 < 0xc2) return undefined; // stray continuation, or overlong C0/C1
    if (b0 < 0xe0) {
      if (p + 1 >= to) return undefined;
      const b1 = b[p + 1]!;
      if ((b1 & 0xc0) !== 0x80) return undefined;
      u[n++] = ((b0 & 0x1f) << 6) | (b1 & 0x3f);
      p += 2;
      continue;
    }
    if (b0 < 0xf0) {
      if (p + 2 >= to) return undefined;
      const b1 = b[p + 1]!;
      const b2 = b[p + 2]!;
      if ((b1 & 0xc0) !== 0x80 || (b2 & 0xc0) !== 0x80) return undefined;
      if (b0 === 0xe0 && b1 < 0xa0) return undefined; // overlong
      if (b0 === 0xed && b1 >= 0xa0) return undefined; // surrogate
      u[n++] = ((b0 & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f);
      p += 3;
      continue;
    }
    if (b0 > 0xf4 || p + 3 >= to) return undefined;
    const b1 = b[p + 1]!;
    const b2 = b[p + 2]!;
    const b3 = b[p + 3]!;
    if ((b1 & 0xc0) !== 0x80 || (b2 & 0xc0) !== 0x80 || (b3 & 0xc0) !== 0x80) return undefined;
    if (b0 === 0xf0 && b1 < 0x90) return undefined; // overlong
    if (b0 === 0xf4 && b1 >= 0x90) return undefined; // above U+10FFFF
    const c = (((b0 & 0x07) << 18) | ((b1 & 0x3f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f)) - 0x10000;
    u[n++] = 0xd800 + (c >> 10);
    u[n++] = 0xdc00 + (c & 0x3ff);
    p += 4;
  }
  switch (n) {
    case 16:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!, u[6]!, u[7]!, u[8]!, u[9]!, u[10]!, u[11]!, u[12]!, u[13]!, u[14]!, u[15]!);
    case 15:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!, u[6]!, u[7]!, u[8]!, u[9]!, u[10]!, u[11]!, u[12]!, u[13]!, u[14]!);
    case 14:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!, u[6]!, u[7]!, u[8]!, u[9]!, u[10]!, u[11]!, u[12]!, u[13]!);
    case 13:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!, u[6]!, u[7]!, u[8]!, u[9]!, u[10]!, u[11]!, u[12]!);
    case 12:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!, u[6]!, u[7]!, u[8]!, u[9]!, u[10]!, u[11]!);
    case 11:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!, u[6]!, u[7]!, u[8]!, u[9]!, u[10]!);
    case 10:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!, u[6]!, u[7]!, u[8]!, u[9]!);
    case 9:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!, u[6]!, u[7]!, u[8]!);
    case 8:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!, u[6]!, u[7]!);
    case 7:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!, u[6]!);
    case 6:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!, u[5]!);
    case 5:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!, u[4]!);
    case 4:
      return fromCharCode(u[0]!, u[1]!, u[2]!, u[3]!);
    case 3:
      return fromCharCode(u[0]!, u[1]!, u[2]!);
    case 2:
      return fromCharCode(u[0]!, u[1]!);
    case 1:
      return fromCharCode(u[0]!);
    default:
      return "";
  }
}

/** Node's `Buffer` constructor, as far as {@link tableUnitsString} uses it (public API). */
interface NodeBufferClass {
  from(buffer: ArrayBuffer, byteOffset: number, length: number): { toString(encoding: string, start: number, end: number): string };
}

/**
 * In Node on a little-endian machine, `Buffer`: a large non-ASCII string table is then decoded
 * by {@link utf8TableToUnits} and one `toString("utf16le")` of the units (a copy), where V8's
 * UTF-8 decoder behind `TextDecoder` measured ~1.9x slower on twitter's table, and the units
 * counted in the same pass cut the result (docs/benchmarks-log.md, 2026-11-28, issue 14 item 5).
 * Browsers keep the strict `TextDecoder` and the cut: they have no native maker of a string from
 * UTF-16 units that is faster (`TextDecoder("utf-16le")` and `fromCharCode.apply` measured slower
 * in Chromium). Read from `globalThis`, so that a bundler's `Buffer` shim is never taken for it.
 */
export const NODE_BUFFER: NodeBufferClass | undefined = (() => {
  const g = globalThis as { process?: { versions?: { node?: unknown } }; Buffer?: NodeBufferClass };
  if (typeof g.process?.versions?.node !== "string" || typeof g.Buffer?.from !== "function") return undefined;
  return new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? g.Buffer : undefined;
})();

/**
 * In Node, `Buffer.prototype.latin1Slice`: one native call makes a one-byte string of a range of
 * any `Uint8Array` (a plain one too), one char per byte. A small string table's ASCII entries are
 * then cut from one such string of the whole section (`substring`), after a JS pass has found each
 * entry ASCII, instead of being made entry by entry from their bytes: media decodes 6-24 % faster
 * on Node 22 and 24, ~4 % on Node 20 (docs/benchmarks-log.md, 2026-12-02). Undefined in browsers,
 * and in Node if the method is ever missing or does not slice as expected.
 */
export const LATIN1_SLICE: ((this: Uint8Array, start: number, end: number) => string) | undefined = (() => {
  const b = NODE_BUFFER as unknown as { prototype?: { latin1Slice?: unknown } } | undefined;
  const f = b?.prototype?.latin1Slice;
  if (typeof f !== "function") return undefined;
  try {
    const probe = new Uint8Array([0x61, 0x62, 0x63, 0x64]);
    return (f as (this: Uint8Array, start: number, end: number) => string).call(probe, 1, 3) === "bc"
      ? (f as (this: Uint8Array, start: number, end: number) => string)
      : undefined;
  } catch {
    return undefined;
  }
})();

/**
 * A small table's section is cut from a {@link LATIN1_SLICE} string only from this many bytes on:
 * the native call costs ~50-85 ns whatever the length, more than building one to three short
 * entries by hand (one 4-byte entry: 18 ns by hand, 52 cut, Node 20); media's 150 bytes gain
 * (tools/measure/latin1-probe/table.mjs: ~55 bytes even, 75 bytes a gain).
 */
export const LATIN1_CUT_MIN_BYTES = 64;

/**
 * {@link isAscii} over a `DataView` `d` of the same bytes: eight bytes a step (two 32-bit
 * loads), then four, then one. Twice as fast on long runs (twitter's 44 KB of ASCII entries: ~10 us
 * against ~20 in Node 20 and 24); for a short table the view itself costs more than it saves.
 */
export function isAsciiView(b: Uint8Array, d: DataView, from: number, to: number): boolean {
  let p = from;
  for (; p + 8 <= to; p += 8) if (((d.getInt32(p, true) | d.getInt32(p + 4, true)) & 0x80808080) !== 0) return false;
  if (p + 4 <= to) {
    if ((d.getInt32(p, true) & 0x80808080) !== 0) return false;
    p += 4;
  }
  let x = 0;
  for (; p < to; p++) x |= b[p]!;
  return x < 0x80;
}

/** Kept scratch of {@link utf8TableToUnits}: only units written by the current call are read. */
let TABLE_UNITS = new Uint16Array(0);
let TABLE_UNITS_VIEW: { toString(encoding: string, start: number, end: number): string } | undefined;
let TABLE_ENDS = new Int32Array(0);
/** Scratch larger than this (units) is not kept after the call that needed it. */
const TABLE_UNITS_KEPT = 1 << 17;

/**
 * Checks and decodes a string table's section `buf[from, ...)` entry by entry (byte lengths in
 * `lens`), with the rules of {@link utf16Length}, into UTF-16 units; makes the section's string
 * in one native call (Node's `Buffer`, {@link NODE_BUFFER}, which must be defined) and cuts it into
 * `strings[0, count)`. With {@link LATIN1_SLICE} (Node) the ASCII entries are not converted: they
 * are cut from one one-byte string of the section, and only the others go through the units.
 * Returns -1 when every entry is valid, else the index of the first invalid
 * entry (an entry is invalid when its own bytes are not UTF-8, a sequence cut at its end
 * included), with `strings` then partly filled.
 */
export function utf8TableStrings(buf: Uint8Array, lens: number[], count: number, from: number, sum: number, strings: string[]): number {
  let units = TABLE_UNITS;
  let ends = TABLE_ENDS;
  if (units.length < sum) units = new Uint16Array(Math.max(sum, 1024));
  if (ends.length < count) ends = new Int32Array(Math.max(count, 64));
  const slice = LATIN1_SLICE;
  const asciiView = slice !== undefined ? new DataView(buf.buffer, buf.byteOffset, buf.byteLength) : undefined;
  const n = utf8TableToUnits(buf, lens, count, from, units, ends, asciiView);
  if (n >= 0) {
    let view = TABLE_UNITS_VIEW;
    if (units !== TABLE_UNITS || view === undefined) view = NODE_BUFFER!.from(units.buffer, units.byteOffset, units.byteLength);
    const all = n > 0 ? view.toString("utf16le", 0, 2 * n) : "";
    // ASCII entries (end -1) are cut from one one-byte string of the section.
    let ascii: string | undefined;
    let q = 0;
    let p = 0;
    for (let i = 0; i < count; i++) {
      const e = ends[i]!;
      const len = lens[i]!;
      if (e < 0) {
        if (ascii === undefined) ascii = slice!.call(buf, from, from + sum);
        strings[i] = ascii.substring(p, p + len);
      } else {
        strings[i] = all.substring(q, e);
        q = e;
      }
      p += len;
    }
    if (units.length <= TABLE_UNITS_KEPT) {
      TABLE_UNITS = units;
      TABLE_UNITS_VIEW = view;
    }
  } else if (units.length <= TABLE_UNITS_KEPT && units !== TABLE_UNITS) {
    TABLE_UNITS = units;
    TABLE_UNITS_VIEW = undefined;
  }
  if (ends.length <= TABLE_UNITS_KEPT) TABLE_ENDS = ends;
  return n >= 0 ? -1 : -1 - n;
}

/**
 * The pass of {@link utf8TableStrings}: entry by entry, each checked as {@link utf16Length} does,
 * its units appended to `u` and the running unit count at its end stored in `ends`. Returns the
 * total units, or `-1 - i` for the first invalid entry `i`. Runs of ASCII bytes (four a step, then
 * one) and of three-byte sequences led by E1-EC or EE-EF (no second-byte rule beyond 80-BF) are
 * loops of their own. With `skipAscii` (a `DataView` of `b`), an entry that is all ASCII writes no
 * units and gets the end -1 (its caller cuts it from a one-byte string of the section).
 */
export function utf8TableToUnits(
  b: Uint8Array,
  lens: number[],
  count: number,
  from: number,
  u: Uint16Array,
  ends: Int32Array,
  skipAscii?: DataView,
): number {
  let n = 0;
  let p = from;
  for (let i = 0; i < count; i++) {
    const e = p + lens[i]!;
    if (skipAscii !== undefined && isAsciiView(b, skipAscii, p, e)) {
      ends[i] = -1;
      p = e;
      continue;
    }
    while (p < e) {
      // ASCII four bytes a step, then byte by byte.
      while (p + 4 <= e) {
        const x0 = b[p]!;
        const x1 = b[p + 1]!;
        const x2 = b[p + 2]!;
        const x3 = b[p + 3]!;
        if (((x0 | x1 | x2 | x3) & 0x80) !== 0) break;
        u[n] = x0;
        u[n + 1] = x1;
        u[n + 2] = x2;
        u[n + 3] = x3;
        n += 4;
        p += 4;
      }
      if (p === e) break;
      let b0 = b[p]!;
      while (b0 < 0x80) {
        u[n++] = b0;
        if (++p === e) break;
        b0 = b[p]!;
      }
      if (p === e) break;
      if (b0 >= 0xe1 && b0 < 0xf0 && b0 !== 0xed) {
        for (;;) {
          if (p + 2 >= e) return -1 - i;
          const b1 = b[p + 1]!;
          const b2 = b[p + 2]!;
          if ((((b1 & 0xc0) ^ 0x80) | ((b2 & 0xc0) ^ 0x80)) !== 0) return -1 - i;
          u[n++] = ((b0 & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f);
          p += 3;
          if (p === e) break;
          b0 = b[p]!;
          if (b0 < 0xe1 || b0 >= 0xf0 || b0 === 0xed) break;
        }
        continue;
      }
      if (b0 < 0xc2) return -1 - i; // stray continuation, or overlong C0/C1
      if (b0 < 0xe0) {
        if (p + 1 >= e) return -1 - i;
        const b1 = b[p + 1]!;
        if ((b1 & 0xc0) !== 0x80) return -1 - i;
        u[n++] = ((b0 & 0x1f) << 6) | (b1 & 0x3f);
        p += 2;
        continue;
      }
      if (b0 < 0xf0) {
        // E0 or ED
        if (p + 2 >= e) return -1 - i;
        const b1 = b[p + 1]!;
        const b2 = b[p + 2]!;
        if ((b1 & 0xc0) !== 0x80 || (b2 & 0xc0) !== 0x80) return -1 - i;
        if (b0 === 0xe0 && b1 < 0xa0) return -1 - i; // overlong
        if (b0 === 0xed && b1 >= 0xa0) return -1 - i; // surrogate
        u[n++] = ((b0 & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f);
        p += 3;
        continue;
      }
      if (b0 > 0xf4 || p + 3 >= e) return -1 - i;
      const b1 = b[p + 1]!;
      const b2 = b[p + 2]!;
      const b3 = b[p + 3]!;
      if ((b1 & 0xc0) !== 0x80 || (b2 & 0xc0) !== 0x80 || (b3 & 0xc0) !== 0x80) return -1 - i;
      if (b0 === 0xf0 && b1 < 0x90) return -1 - i; // overlong
      if (b0 === 0xf4 && b1 >= 0x90) return -1 - i; // above U+10FFFF
      const c = (((b0 & 0x07) << 18) | ((b1 & 0x3f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f)) - 0x10000;
      u[n++] = 0xd800 + (c >> 10);
      u[n++] = 0xdc00 + (c & 0x3ff);
      p += 4;
    }
    ends[i] = n;
  }
  return n;
}

/**
 * Cuts `all`, the strict decode of the whole (non-ASCII) section `buf[from, ...)` (byte lengths
 * in `lens`), into `strings[0, count)`.
 * The section is valid UTF-8, so every entry is valid unless a sequence straddles two entries,
 * that is unless a non-empty entry starts with a continuation byte (false). An entry's UTF-16
 * length is then its byte count less its continuation bytes (10xxxxxx) plus one per four-byte
 * lead (11110xxx, a surrogate pair), counted eight bytes a step: ASCII runs skipped sixteen
 * bytes a step, other words counted by bit masks (SWAR) without a branch per character (a
 * step over each sequence by its lead byte before: docs/benchmarks-log.md, 2026-11-28 02:40). Runs
 * in browsers, and in Node for large tables that look ASCII ({@link utf8TableStrings} otherwise).
 */
export function cutValidTable(all: string, buf: Uint8Array, lens: number[], count: number, from: number, strings: string[]): boolean {
  const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let p = from;
  let q = 0;
  for (let i = 0; i < count; i++) {
    const end = p + lens[i]!;
    if (p < end && (buf[p]! & 0xc0) === 0x80) return false;
    let u = end - p;
    while (p + 16 <= end) {
      const w = dv.getInt32(p, true) | dv.getInt32(p + 4, true) | dv.getInt32(p + 8, true) | dv.getInt32(p + 12, true);
      if ((w & 0x80808080) !== 0) break;
      p += 16;
    }
    while (p + 8 <= end) {
      const x = dv.getInt32(p, true);
      const y = dv.getInt32(p + 4, true);
      p += 8;
      if (((x | y) & 0x80808080) === 0) continue;
      // Bit 7 of each byte: tx/ty where bits 7 and 6 are set (a lead byte), x ^ tx where only
      // bit 7 is (a continuation byte), tx & tx << 2 where bits 7 to 4 are (a four-byte lead);
      // each summed over the bytes by one multiplication.
      const tx = x & (x << 1);
      const ty = y & (y << 1);
      u -= Math.imul((((x ^ tx) >>> 7) & 0x01010101) + (((y ^ ty) >>> 7) & 0x01010101), 0x01010101) >>> 24;
      const f = (((tx & (tx << 2)) >>> 7) & 0x01010101) + (((ty & (ty << 2)) >>> 7) & 0x01010101);
      if (f !== 0) u += Math.imul(f, 0x01010101) >>> 24;
    }
    if (p + 4 <= end) {
      const x = dv.getInt32(p, true);
      p += 4;
      if ((x & 0x80808080) !== 0) {
        const tx = x & (x << 1);
        u -= Math.imul(((x ^ tx) >>> 7) & 0x01010101, 0x01010101) >>> 24;
        u += Math.imul(((tx & (tx << 2)) >>> 7) & 0x01010101, 0x01010101) >>> 24;
      }
    }
    // The last 0-3 bytes: no four-byte lead can start there in a valid entry.
    for (; p < end; p++) if ((buf[p]! & 0xc0) === 0x80) u--;
    strings[i] = all.substring(q, q + u);
    q += u;
  }
  return true;
}

/** True when every byte of `b[from, to)` is ASCII: four bytes a step (false at the first step that is not), then one. */
export function isAscii(b: Uint8Array, from: number, to: number): boolean {
  let p = from;
  for (; p + 4 <= to; p += 4) if (((b[p]! | b[p + 1]! | b[p + 2]! | b[p + 3]!) & 0x80) !== 0) return false;
  let x = 0;
  for (; p < to; p++) x |= b[p]!;
  return x < 0x80;
}

/**
 * Valid UTF-8 `buf[from, to)` (checked before, e.g. by {@link utf16Length}) as a string by hand:
 * ASCII runs as in {@link asciiString}, other code points one by one. For short strings, where a
 * native call's fixed cost dominates.
 */
export function utf8StringByHand(b: Uint8Array, from: number, to: number): string {
  let s = "";
  let p = from;
  while (p < to) {
    let q = p;
    while (q < to && b[q]! < 0x80) q++;
    if (q > p) s += asciiString(b, p, q);
    if (q >= to) break;
    const b0 = b[q]!;
    let c: number;
    if (b0 < 0xe0) {
      c = ((b0 & 0x1f) << 6) | (b[q + 1]! & 0x3f);
      p = q + 2;
    } else if (b0 < 0xf0) {
      c = ((b0 & 0x0f) << 12) | ((b[q + 1]! & 0x3f) << 6) | (b[q + 2]! & 0x3f);
      p = q + 3;
    } else {
      c = ((b0 & 0x07) << 18) | ((b[q + 1]! & 0x3f) << 12) | ((b[q + 2]! & 0x3f) << 6) | (b[q + 3]! & 0x3f);
      p = q + 4;
      c -= 0x10000;
      s += fromCharCode(0xd800 + (c >> 10), 0xdc00 + (c & 0x3ff));
      continue;
    }
    s += fromCharCode(c);
  }
  return s;
}

/**
 * Writes `s` as UTF-8 at `out[at...]` (room for 3 bytes per UTF-16 unit must exist) and returns
 * the end offset, or -1 if `s` holds a lone surrogate.
 */
export function encodeUtf8Into(s: string, out: Uint8Array, at: number): number {
  const n = s.length;
  if (n > NATIVE_ENCODE_MIN_UNITS && NATIVE_ENCODE) {
    // String.prototype.isWellFormed: ES2024, in Node 20+ and current browsers.
    if (!(s as unknown as { isWellFormed(): boolean }).isWellFormed()) return -1;
    return at + encoder!.encodeInto(s, out.subarray(at)).written;
  }
  let p = at;
  let i = 0;
  // ASCII prefix (most strings are all ASCII).
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) break;
    out[p++] = c;
  }
  for (; i < n; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      out[p++] = c;
    } else if (c < 0x800) {
      out[p++] = 0xc0 | (c >> 6);
      out[p++] = 0x80 | (c & 0x3f);
    } else if (c < 0xd800 || c > 0xdfff) {
      out[p++] = 0xe0 | (c >> 12);
      out[p++] = 0x80 | ((c >> 6) & 0x3f);
      out[p++] = 0x80 | (c & 0x3f);
    } else {
      if (c > 0xdbff || i + 1 >= n) return -1;
      const d = s.charCodeAt(i + 1);
      if (d < 0xdc00 || d > 0xdfff) return -1;
      i++;
      c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      out[p++] = 0xf0 | (c >> 18);
      out[p++] = 0x80 | ((c >> 12) & 0x3f);
      out[p++] = 0x80 | ((c >> 6) & 0x3f);
      out[p++] = 0x80 | (c & 0x3f);
    }
  }
  return p;
}

// ---------------------------------------------------------------------------------------------
// UTF-16 entries of the string table (docs/spec/FORMAT.md §2.1)

/** UTF-16 sections up to this many bytes are turned into strings by hand, entry by entry. */
export const HAND_UTF16_MAX_BYTES = 256;

const utf16Decoder = textDecoder("utf-16le", true, DECODERS_BY_HAND.utf16Strict);

/**
 * Whether the code units of `buf[from, to)` (little-endian, `to - from` even) are well-formed
 * UTF-16: every unit D800-DBFF followed, inside the range, by one DC00-DFFF, and no DC00-DFFF
 * without such a predecessor.
 */
export function utf16WellFormed(b: Uint8Array, from: number, to: number): boolean {
  for (let p = from + 1; p < to; p += 2) {
    const hi = b[p]!;
    if ((hi & 0xf8) !== 0xd8) continue;
    if (hi >= 0xdc) return false; // a low surrogate without a high one before it
    p += 2;
    if (p >= to || (b[p]! & 0xfc) !== 0xdc) return false;
  }
  return true;
}

/** The well-formed (checked) UTF-16LE units `buf[from, to)` as a string, by hand. */
export function utf16StringByHand(b: Uint8Array, from: number, to: number): string {
  let s = "";
  let p = from;
  while (p + 16 <= to) {
    s += fromCharCode(
      b[p]! | (b[p + 1]! << 8),
      b[p + 2]! | (b[p + 3]! << 8),
      b[p + 4]! | (b[p + 5]! << 8),
      b[p + 6]! | (b[p + 7]! << 8),
      b[p + 8]! | (b[p + 9]! << 8),
      b[p + 10]! | (b[p + 11]! << 8),
      b[p + 12]! | (b[p + 13]! << 8),
      b[p + 14]! | (b[p + 15]! << 8),
    );
    p += 16;
  }
  for (; p < to; p += 2) s += fromCharCode(b[p]! | (b[p + 1]! << 8));
  return s;
}

/**
 * Decodes the UTF-16 entries of a string table: `lens[i] < 0` marks entry `i` as a UTF-16 entry
 * of `-lens[i]` bytes (even, not 0: checked with the lengths), whose bytes follow each other in
 * table order in `buf[from, to)`; fills `strings[i]` of those entries. Returns -1 when every one
 * is well-formed, else the table index of the first that is not (a pair split across two
 * entries makes both bad), with `strings` then partly filled.
 *
 * A small section by hand, entry by entry; a larger one in one native call — Node's `Buffer`
 * (`toString("utf16le")`, a copy, then `isWellFormed`), elsewhere a fatal `TextDecoder` — cut by
 * the lengths (units = bytes / 2), with only the last unit of each entry to check (a high
 * surrogate there is a pair split across entries, or a lone one at the end). A section that is not
 * well-formed is checked entry by entry to find the first bad entry. `useBuffer` false takes the
 * browsers' path in Node too (tests).
 */
export function utf16TableStrings(
  buf: Uint8Array,
  lens: number[],
  count: number,
  from: number,
  to: number,
  strings: string[],
  useBuffer: boolean = NODE_BUFFER !== undefined,
): number {
  if (to - from <= HAND_UTF16_MAX_BYTES) {
    let p = from;
    for (let i = 0; i < count; i++) {
      const n = lens[i]!;
      if (n >= 0) continue;
      const e = p - n;
      if (!utf16WellFormed(buf, p, e)) return i;
      strings[i] = utf16StringByHand(buf, p, e);
      p = e;
    }
    return -1;
  }
  let all: string | undefined;
  if (useBuffer && NODE_BUFFER !== undefined) {
    all = NODE_BUFFER.from(buf.buffer as ArrayBuffer, buf.byteOffset + from, to - from).toString("utf16le", 0, to - from);
    if (!isWellFormedString(all)) all = undefined;
  } else {
    try {
      all = utf16Decoder.decode(decodable(buf, from, to));
    } catch {
      all = undefined;
    }
  }
  if (all !== undefined) {
    let q = 0;
    for (let i = 0; i < count; i++) {
      const n = lens[i]!;
      if (n >= 0) continue;
      const e = q - (n >> 1);
      if ((all.charCodeAt(e - 1) & 0xfc00) === 0xd800) return i;
      strings[i] = all.substring(q, e);
      q = e;
    }
    return -1;
  }
  let p = from;
  for (let i = 0; i < count; i++) {
    const n = lens[i]!;
    if (n >= 0) continue;
    if (!utf16WellFormed(buf, p, p - n)) return i;
    p -= n;
  }
  throw new Error("string table: the UTF-16 decoder and the entry-by-entry check disagree");
}
