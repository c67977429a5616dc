import { BaleError, encodeErrorPath, isStackExhausted, shown, simpleName, stackExhaustedError, type ErrorCode } from "../errors.js";
import { setF32 } from "../floats.js";
import { DEFAULT_DEPTH, DEFAULT_MAX_OBJECTS } from "../limits.js";
import { CODEC_COMPACT, FRAME_HEADER_SIZE, writeFrameHeader } from "../frame.js";
import { LAYOUT_BLOCK, LAYOUT_VARINT, LIST_LAYOUT_MIN } from "./layout.js";
import type { SessionTable } from "./session.js";
import { StringIndex } from "./stringindex.js";
import type { CompactType } from "./types.js";
import type { TableOrigin, UnknownFields } from "./unknown.js";
import { NODE_BUFFER, encodeUtf8Into } from "./utf8.js";
import { I64_MAX, I64_MIN, type JsonValue } from "../jsonvalue.js";

/** Writer options (docs/spec/FORMAT.md §2.1, §2.2, §7). */
export interface WriterOptions {
  /** String deduplication (default true). */
  readonly dedupStrings?: boolean;
  /** Identity deduplication of message instances into the object table (default false). */
  readonly dedupMessages?: boolean;
  /** Deepest nesting written (default 64) → DEPTH_LIMIT. */
  readonly maxDepth?: number;
  /** Inline messages per root (default 1,000,000) → LIMIT_EXCEEDED. */
  readonly maxMessages?: number;
}

const IN_PROGRESS = -1;
const TWO_32 = 4294967296;
const INT_MAX = 0x7fffffff;
const MIN_I64 = -(1n << 63n);
const MAX_I64 = (1n << 63n) - 1n;
const MAX_U64 = (1n << 64n) - 1n;
const RETAIN_LIMIT = 1 << 20;
/** |v| below this: the zigzag of an i64 is exact as a number. */
const ZIGZAG_SAFE = 2 ** 52;
const ZIGZAG_SAFE_BIG = 1n << 52n;
const NEG_ZIGZAG_SAFE_BIG = -ZIGZAG_SAFE_BIG;
const MAX_SAFE_BIG = BigInt(Number.MAX_SAFE_INTEGER);
const EMPTY_BYTES = new Uint8Array(0);
/** Below this many bytes a loop copies faster than `subarray` + `set`. */
const SMALL_COPY = 48;

/** Thrown inside an encode to start it over with an origin seeded (never escapes). */
class Restart {
  constructor(readonly origin: TableOrigin) {}
}

/** A growable byte buffer; `initial` 0 makes its array when first written (then at least 256 bytes). */
class Bytes {
  buf: Uint8Array;
  pos = 0;

  constructor(initial = 256) {
    this.buf = initial > 0 ? new Uint8Array(initial) : EMPTY_BYTES;
  }

  private dv: DataView | null = null;
  private dvOf: Uint8Array | null = null;

  /** A DataView over `buf` (positions as in `buf`), made once per array. */
  view(): DataView {
    const b = this.buf;
    let v = this.dv;
    if (v === null || this.dvOf !== b) {
      v = this.dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
      this.dvOf = b;
    }
    return v;
  }

  ensure(n: number): void {
    if (this.pos + n > this.buf.length) {
      const want = this.pos + n;
      if (want > INT_MAX - 16) {
        throw new BaleError("INVALID_VALUE", -1, "", "encoded root exceeds 2 GiB");
      }
      const next = new Uint8Array(Math.max(want, this.buf.length * 2, 256));
      next.set(this.buf.subarray(0, this.pos));
      this.buf = next;
    }
  }

  reset(): void {
    this.pos = 0;
    if (this.buf.length > RETAIN_LIMIT) this.buf = new Uint8Array(256);
  }
}

/** @internal The size of `uvarint(v)`, for a non-negative safe integer. */
export function uvarintSize(v: number): number {
  let n = 1;
  while (v >= 128) {
    v = Math.floor(v / 128);
    n++;
  }
  return n;
}

/**
 * The writer's rule for a string-table entry's kind (FORMAT.md §2.1): whether a string of `u2`
 * bytes as UTF-16 and `b` bytes as UTF-8 is a UTF-16 entry, `2u + size(2u) + 1 < b + size(b)`.
 */
function utf16Smaller(u2: number, b: number): boolean {
  return u2 + uvarintSize(u2) + 1 < b + uvarintSize(b);
}

/** Node's `Buffer` as {@link Units} uses it (defined on little-endian machines only). */
interface UnitsBufferClass {
  from(buffer: ArrayBuffer): { write(s: string, offset: number, length: number, encoding: string): number };
}
const UNITS_BUFFER = NODE_BUFFER as unknown as UnitsBufferClass | undefined;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/**
 * Strings longer than this many units are written by `Buffer#write(..., "utf16le")` in Node (a
 * call's fixed cost is a few hundred nanoseconds; a unit by hand about one).
 */
const NATIVE_UNITS_MIN = 512;

/** The code units of the UTF-16 entries (FORMAT.md §2.1), written little-endian after the UTF-8 bytes. */
class Units {
  // Made when first written (`initial` 0: the writer's UTF-16 entries, which most roots lack).
  buf: Uint16Array;

  constructor(initial = 128) {
    this.buf = new Uint16Array(initial);
  }

  /** Units written. */
  pos = 0;
  private view: { write(s: string, offset: number, length: number, encoding: string): number } | undefined;

  /** Appends the units of `s` (well-formed, checked by the caller). */
  append(s: string): void {
    const n = s.length;
    const p = this.pos;
    if (p + n > this.buf.length) this.grow(n);
    const buf = this.buf;
    if (n > NATIVE_UNITS_MIN && UNITS_BUFFER !== undefined) {
      let view = this.view;
      if (view === undefined) this.view = view = UNITS_BUFFER.from(buf.buffer as ArrayBuffer);
      view.write(s, 2 * p, 2 * n, "utf16le");
    } else {
      for (let i = 0; i < n; i++) buf[p + i] = s.charCodeAt(i);
    }
    this.pos = p + n;
  }

  /**
   * Writes the units of `s` after the kept ones without keeping them (`keep` does) and returns the
   * length of its UTF-8 form, or -1 when it holds a lone surrogate: one pass for a string that is
   * likely to become a UTF-16 entry.
   */
  stage(s: string): number {
    const n = s.length;
    const p = this.pos;
    if (p + n > this.buf.length) this.grow(n);
    const buf = this.buf;
    let b = n;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      buf[p + i] = c;
      if (c < 0x80) continue;
      if (c < 0x800) {
        b += 1;
      } else if ((c & 0xf800) !== 0xd800) {
        b += 2;
      } else {
        // A pair is four bytes of UTF-8, two per unit.
        if (c > 0xdbff || i + 1 >= n) return -1;
        const d = s.charCodeAt(i + 1);
        if ((d & 0xfc00) !== 0xdc00) return -1;
        buf[p + ++i] = d;
        b += 2;
      }
    }
    return b;
  }

  /** Keeps the `n` units written by {@link stage}. */
  keep(n: number): void {
    this.pos += n;
  }

  private grow(n: number): void {
    const p = this.pos;
    if (2 * (p + n) > INT_MAX - 16) throw new BaleError("INVALID_VALUE", -1, "", "encoded root exceeds 2 GiB");
    const next = new Uint16Array(Math.max(p + n, 2 * this.buf.length, 128));
    next.set(this.buf.subarray(0, p));
    this.buf = next;
    this.view = undefined;
  }

  /** Copies the units' bytes, little-endian, to `out[at...]`. */
  copyTo(out: Uint8Array, at: number): void {
    const n = this.pos;
    if (LITTLE_ENDIAN) {
      out.set(new Uint8Array(this.buf.buffer, 0, 2 * n), at);
    } else {
      const buf = this.buf;
      for (let i = 0; i < n; i++) {
        out[at + 2 * i] = buf[i]! & 0xff;
        out[at + 2 * i + 1] = buf[i]! >>> 8;
      }
    }
  }

  reset(): void {
    this.pos = 0;
    if (this.buf.length > RETAIN_LIMIT / 2) {
      this.buf = new Uint16Array(128);
      this.view = undefined;
    }
  }
}

/** Copies `src[from, to)` to `dst[at...]`. */
function copyBytes(dst: Uint8Array, at: number, src: Uint8Array, from: number, to: number): void {
  if (to - from < SMALL_COPY) {
    for (let i = from; i < to; i++) dst[at++] = src[i]!;
  } else {
    dst.set(src.subarray(from, to), at);
  }
}

/** @internal `encodeInto`'s and `writeInto`'s argument checks. */
export function checkTarget(out: Uint8Array, offset: number): void {
  if (!(out instanceof Uint8Array)) throw new TypeError("out must be a Uint8Array");
  if (!Number.isInteger(offset) || offset < 0 || offset > out.length) {
    throw new RangeError(`offset ${offset} is outside the array (length ${out.length})`);
  }
}

/**
 * @internal Where `encodeRecord` and `encodeSession` put a root. Once the root's size `n` is
 * known, `at(n, reset)` writes whatever goes in front of the root, makes or checks the room and
 * returns the root's offset in `buf` (which it sets). It may throw (a RangeError when the root
 * does not fit), and then nothing is written.
 */
export interface RecordPlace {
  buf: Uint8Array;
  at(n: number, reset: boolean): number;
}

/**
 * @internal A RangeError for `n` bytes of a `what` that do not fit in `out` from `offset`, or
 * nothing when they fit.
 */
export function checkRoom(out: Uint8Array, offset: number, n: number, what: string): void {
  if (n > out.length - offset) {
    throw new RangeError(`the ${what}'s ${n} bytes do not fit in the ${out.length - offset} bytes from offset ${offset}`);
  }
}

/** `encodeInto`'s place: the caller's array, from its offset. */
class IntoPlace implements RecordPlace {
  buf: Uint8Array = EMPTY_BYTES;
  offset = 0;
  written = 0;

  at(n: number): number {
    checkRoom(this.buf, this.offset, n, "root");
    this.written = n;
    return this.offset;
  }
}

/** @internal Writes `uvarint(v)` (a non-negative safe integer) at `out[p...]`; returns the end. */
export function putVarint(out: Uint8Array, p: number, v: number): number {
  while (v >= 128) {
    out[p++] = (v % 128) | 0x80;
    v = Math.floor(v / 128);
  }
  out[p++] = v;
  return p;
}

/**
 * Encodes the compact format (docs/spec/FORMAT.md Part I) exactly as the Java `CompactWriter`
 * does: string table in first-occurrence order with dedup, optional object table for shared
 * message instances, flags, unknown fields written back with their origin seeded.
 *
 * Reusable and not reentrant; nothing is carried from one root to the next (G11). The methods
 * below `encodeFramed` are for generated code.
 */
export class CompactWriter {
  private readonly dedupStrings: boolean;
  private readonly dedupMessages: boolean;
  private readonly maxDepth: number;
  private readonly maxMessages: number;

  private readonly out = new Bytes();
  private rootHead: number[] = [];
  private rootHeadLen = 0;
  private bodyFrom = 0;

  private readonly str = new Bytes();
  // The UTF-16 entries' bytes (FORMAT.md §2.1), written after str's; their lengths are in strLens
  // negated (a UTF-16 entry is never empty).
  private readonly str16 = new Units(0);
  private strLens: number[] = [];
  private strCount = 0;
  private readonly strIndex = new StringIndex();

  private readonly obj = new Bytes(0);
  private objCount = 0;
  private readonly occurrences = new Map<object, number>();
  private readonly entryIndex = new Map<object, number>();
  private counting = false;

  // Session (FORMAT.md §4.2), undefined outside a session encode: this root's own entries start at
  // strBase (the session's entry count); strVals keeps their strings for the session to adopt.
  private session: SessionTable | undefined;
  private sessionResetNeeded = false;
  private strBase = 0;
  private strVals: string[] = [];

  private origin: TableOrigin | undefined;
  private readonly seededSlots = new Map<string, number[]>();
  private seededTaken: boolean[] = [];
  private seededCount = 0;

  private depth = 0;
  private lvStart: number[] = [0];
  private lvFlags: number[][] = [[]];
  private lvFlagN: number[] = [0];
  private lvEntry: (object | null)[] = [null];
  private lvType: (CompactType<unknown> | null)[] = [null];
  private rootMessages = 0;
  private messagesWritten = 0;
  private active = false;
  /**
   * Set before a root's clean-up (`finish`) and cleared at its end: still set when the engine's
   * stack ran out at one of its calls (a root begun near the end of the stack, G2), and then the
   * next root finishes it first. The store of `active` before the call keeps the writer usable.
   */
  private halfway = false;

  constructor(options: WriterOptions = {}) {
    this.dedupStrings = options.dedupStrings ?? true;
    this.dedupMessages = options.dedupMessages ?? false;
    this.maxDepth = options.maxDepth ?? DEFAULT_DEPTH;
    this.maxMessages = options.maxMessages ?? DEFAULT_MAX_OBJECTS;
    if (!Number.isInteger(this.maxDepth) || this.maxDepth < 1) throw new RangeError("maxDepth must be >= 1");
    if (!Number.isInteger(this.maxMessages) || this.maxMessages < 1) {
      throw new RangeError("maxMessages must be >= 1");
    }
  }

  // -------------------------------------------------------------------------------------------
  // Roots

  /** Encodes one root message; returns a new array holding exactly its bytes. */
  encode<T>(type: CompactType<T>, value: T): Uint8Array {
    this.encodeRoot(type, value);
    try {
      return this.copyRoot(0);
    } finally {
      this.active = false; // a store before the call: see halfway
      this.halfway = true;
      this.finish();
    }
  }

  /**
   * Encodes one root into `out` from `offset` on, without allocating its array (`out` reused, e.g.
   * a socket's or a file's write buffer), and returns the number of bytes written. The bytes are
   * those `encode` returns.
   *
   * @throws RangeError if the root does not fit in `out.length - offset` bytes: nothing is then
   *   written (encode to a larger array, or `encode` for one of exactly its size)
   */
  encodeInto<T>(type: CompactType<T>, value: T, out: Uint8Array, offset = 0): number {
    checkTarget(out, offset);
    const place = this.into;
    place.buf = out;
    place.offset = offset;
    try {
      this.encodeRecord(type, value, place);
      return place.written;
    } finally {
      place.buf = EMPTY_BYTES; // the caller's array is not kept
    }
  }

  private readonly into = new IntoPlace();

  /**
   * @internal Encodes one root where `place` says (`encodeInto`; a stream record, whose head the
   * place writes in front). `place.at` may throw, and then nothing is written.
   */
  encodeRecord<T>(type: CompactType<T>, value: T, place: RecordPlace): void {
    this.encodeRoot(type, value);
    try {
      const n = this.rootLength();
      const at = place.at(n, false);
      this.copyRootInto(place.buf, at);
    } finally {
      this.active = false; // a store before the call: see halfway
      this.halfway = true;
      this.finish();
    }
  }

  /** Encodes one framed root (FORMAT.md §4) with the given 64-bit schema fingerprint. */
  encodeFramed<T>(type: CompactType<T>, value: T, fingerprint: bigint): Uint8Array {
    this.encodeRoot(type, value);
    try {
      const out = this.copyRoot(FRAME_HEADER_SIZE);
      writeFrameHeader(out, 0, CODEC_COMPACT, fingerprint);
      return out;
    } finally {
      this.active = false; // a store before the call: see halfway
      this.halfway = true;
      this.finish();
    }
  }

  /**
   * @internal Encodes one root of a session stream: string indices address `table` followed by
   * the root's own entries. When the table would then hold more than `maxEntries` entries or
   * `maxBytes` UTF-8 bytes, or the value carries unknown fields whose origin must seed the table,
   * the root is encoded against an empty table and `reset` is true (the caller writes a reset
   * record first, and the table is emptied). The root goes where `place.at(n, reset)` says (as
   * for `encodeRecord`); only then is the table reset if need be
   * and the root's entries join it. Returns `reset`. A root that alone exceeds the caps →
   * LIMIT_EXCEEDED, the table unchanged.
   */
  encodeSession<T>(
    type: CompactType<T>,
    value: T,
    table: SessionTable,
    maxEntries: number,
    maxBytes: number,
    place: RecordPlace,
  ): boolean {
    this.session = table;
    this.sessionResetNeeded = false;
    try {
      this.encodeRoot(type, value);
      if (this.overCaps(table, maxEntries, maxBytes)) {
        const alone = this.strBase === 0;
        this.finish();
        if (alone) {
          throw new BaleError("LIMIT_EXCEEDED", -1, type.schemaName, `root has more strings than the session caps ${maxEntries} / ${maxBytes}`);
        }
        this.sessionResetNeeded = true;
        this.encodeRoot(type, value);
        if (this.overCaps(table, maxEntries, maxBytes)) {
          this.finish();
          throw new BaleError("LIMIT_EXCEEDED", -1, type.schemaName, `root alone exceeds the session caps ${maxEntries} / ${maxBytes}`);
        }
      }
      const reset = this.sessionResetNeeded;
      try {
        const n = this.rootLength();
        const at = place.at(n, reset);
        this.copyRootInto(place.buf, at);
        if (reset) table.reset();
        for (let i = 0; i < this.strCount; i++) table.add(this.strVals[i]!, Math.abs(this.strLens[i]!));
      } finally {
        this.finish();
      }
      return reset;
    } finally {
      this.session = undefined;
      this.sessionResetNeeded = false;
      this.strBase = 0;
    }
  }

  private overCaps(table: SessionTable, maxEntries: number, maxBytes: number): boolean {
    const base = this.strBase > 0 ? table.strings.length : 0;
    const baseBytes = this.strBase > 0 ? table.bytes : 0;
    return base + this.strCount > maxEntries || baseBytes + this.str.pos + 2 * this.str16.pos > maxBytes;
  }

  private encodeRoot<T>(type: CompactType<T>, value: T): void {
    if (this.halfway) this.finish();
    if (this.active) throw new Error("CompactWriter is not reentrant");
    // Only undefined here: null is a root value of `root json;` (JSON null), and the type's write
    // rejects it for every other type (a message's beginMessage, a root value's field writer).
    if (value === undefined) {
      throw new BaleError("INVALID_VALUE", -1, simpleName(type.schemaName), "undefined root");
    }
    this.active = true;
    let ok = false;
    try {
      let seed: TableOrigin | undefined;
      for (;;) {
        try {
          if (this.dedupMessages) {
            this.reset(seed);
            this.occurrences.clear();
            this.counting = true;
            this.walk(type, value);
            this.counting = false;
            seed = this.origin;
          }
          this.reset(seed);
          this.walk(type, value);
          break;
        } catch (e) {
          if (e instanceof Restart) {
            seed = e.origin;
            this.counting = false;
            // In a session the origin's table replaces the session's: the root follows a reset.
            if (this.session !== undefined && this.strBase > 0) this.sessionResetNeeded = true;
            continue;
          }
          // Not for LIMIT_EXCEEDED: which value passes a count is arbitrary, and the root is large.
          if (isStackExhausted(e)) {
            // G2: a value nested deeper than the stack holds (under a raised maxDepth); the path is
            // the root's, since finding the level would take a walk as deep as the value.
            throw stackExhaustedError("encode", -1, simpleName(type.schemaName), this.depth, this.maxDepth);
          }
          if (e instanceof BaleError && e.offset === -1 && e.code !== "LIMIT_EXCEEDED" && !this.locating) {
            const path = this.locate(type, value, seed, e);
            if (path !== undefined) throw new BaleError(e.code, -1, path, e.detail);
          }
          throw e;
        }
      }
      ok = true;
    } finally {
      this.counting = false;
      if (!ok) {
        this.active = false; // a store before the call: see halfway
        this.halfway = true;
        this.finish();
      }
    }
  }

  private locating = false;

  /** The field path of the value a failed encode stopped at (see {@link encodeErrorPath}). */
  private locate<T>(type: CompactType<T>, value: T, seed: TableOrigin | undefined, first: BaleError): string | undefined {
    this.locating = true;
    try {
      return encodeErrorPath(type.schemaName, value, first, (v) => {
        this.reset(seed);
        this.walk(type, v);
      });
    } finally {
      this.locating = false;
    }
  }

  private walk<T>(type: CompactType<T>, value: T): void {
    this.rootMessages = 0;
    this.messagesWritten = 0;
    this.depth = 0;
    type.write(this, value);
    if (this.depth !== 0) throw new Error(`${type.schemaName}.write left ${this.depth} levels open`);
    if (this.rootMessages !== 1) {
      throw new Error(`${type.schemaName} is not a message type: a root must be exactly one message`);
    }
  }

  private reset(seed: TableOrigin | undefined): void {
    this.strBase = this.session !== undefined && !this.sessionResetNeeded ? this.session.strings.length : 0;
    this.out.pos = 0;
    this.str.pos = 0;
    this.str16.pos = 0;
    this.strCount = 0;
    // strLens is written by index (strCount): no length store (a runtime call) per root.
    this.strIndex.clear();
    this.obj.pos = 0;
    this.objCount = 0;
    if (this.entryIndex.size > 0) this.entryIndex.clear();
    this.depth = 0;
    this.origin = undefined;
    if (this.seededSlots.size > 0) this.seededSlots.clear();
    this.seededCount = 0;
    if (seed !== undefined) this.seedFrom(seed);
  }

  private seedFrom(seed: TableOrigin): void {
    this.origin = seed;
    const strings = seed.strings;
    this.seededCount = strings.length;
    this.seededTaken = new Array<boolean>(strings.length).fill(false);
    for (const s of strings) {
      const idx = this.addString(s);
      if (this.dedupStrings) this.strIndex.add(s, idx);
      let slots = this.seededSlots.get(s);
      if (slots === undefined) {
        slots = [1];
        this.seededSlots.set(s, slots);
      }
      slots.push(idx);
    }
    const ob = seed.objectBytes;
    this.obj.ensure(ob.length);
    this.obj.buf.set(ob, this.obj.pos);
    this.obj.pos += ob.length;
    this.objCount = seed.objectCount;
  }

  private finish(): void {
    this.active = false;
    this.counting = false;
    this.strIndex.clear(); // keeps no string of the root
    if (this.seededSlots.size > 0) this.seededSlots.clear();
    this.seededCount = 0;
    if (this.occurrences.size > 0) this.occurrences.clear();
    if (this.entryIndex.size > 0) this.entryIndex.clear();
    // pop() clears the levels it leaves; an error leaves levels 1..depth set.
    for (let d = this.depth; d > 0; d--) {
      this.lvEntry[d] = null;
      this.lvType[d] = null;
    }
    this.origin = undefined;
    this.depth = 0;
    this.out.reset();
    this.str.reset();
    this.str16.reset();
    this.obj.reset();
    if (this.strLens.length > RETAIN_LIMIT / 4) this.strLens = [];
    this.halfway = false;
  }

  /** The encoded root's size in bytes (string table, object table, root header, body). */
  private rootLength(): number {
    const head = this.strCount * 2 + (this.objCount > 0 ? 1 : 0);
    let n = uvarintSize(head);
    const lens = this.strLens;
    for (let i = 0; i < this.strCount; i++) {
      const len = lens[i]!;
      n += len >= 0 ? uvarintSize(len) : uvarintSize(-len) + 1;
    }
    n += this.str.pos + 2 * this.str16.pos;
    if (this.objCount > 0) n += uvarintSize(this.objCount) + this.obj.pos;
    return n + this.rootHeadLen + (this.out.pos - this.bodyFrom);
  }

  /** A new array of `at` bytes (left for the caller) and then the encoded root. */
  private copyRoot(at: number): Uint8Array {
    const n = this.rootLength();
    if (at + n > INT_MAX - 16) throw new BaleError("INVALID_VALUE", -1, "", "encoded root exceeds 2 GiB");
    const out = new Uint8Array(at + n);
    this.copyRootInto(out, at);
    return out;
  }

  /** The encoded root (`rootLength()` bytes) copied into `out` from `at` on; `out` has the room. */
  private copyRootInto(out: Uint8Array, at: number): void {
    const head = this.strCount * 2 + (this.objCount > 0 ? 1 : 0);
    const lens = this.strLens;
    let p = putVarint(out, at, head);
    for (let i = 0; i < this.strCount; i++) {
      const len = lens[i]!;
      if (len >= 0) {
        p = putVarint(out, p, len);
      } else {
        // A UTF-16 entry: the minimal form with the continuation bit set on its last byte, then 0.
        p = putVarint(out, p, -len);
        out[p - 1] = out[p - 1]! | 0x80;
        out[p++] = 0;
      }
    }
    copyBytes(out, p, this.str.buf, 0, this.str.pos);
    p += this.str.pos;
    if (this.str16.pos > 0) {
      this.str16.copyTo(out, p);
      p += 2 * this.str16.pos;
    }
    if (this.objCount > 0) {
      p = putVarint(out, p, this.objCount);
      copyBytes(out, p, this.obj.buf, 0, this.obj.pos);
      p += this.obj.pos;
    }
    const rootHead = this.rootHead;
    for (let i = 0; i < this.rootHeadLen; i++) out[p++] = rootHead[i]!;
    copyBytes(out, p, this.out.buf, this.bodyFrom, this.out.pos);
  }

  // -------------------------------------------------------------------------------------------
  // Messages and composites

  /**
   * Starts a message. Returns false when a reference was written instead (an instance already in
   * the object table, or in the seeded origin's): the caller writes nothing more for it.
   */
  beginMessage(instance: object, type: CompactType<unknown>): boolean {
    if (instance === null || typeof instance !== "object") {
      throw this.error("INVALID_VALUE", type, `expected a ${type.schemaName} object`);
    }
    let entry: object | null = null;
    if (this.depth === 0 && this.rootMessages++ > 0) throw new Error("more than one root message written");
    if (this.origin !== undefined && this.depth > 0) {
      const oi = this.origin.entryIndexOf(instance);
      if (oi >= 0) {
        this.writeVarint(oi * 2 + 1);
        return false;
      }
    }
    if (this.dedupMessages) {
      if (this.counting) {
        const c = this.occurrences.get(instance);
        if (c !== undefined) {
          this.occurrences.set(instance, c + 1);
          return false;
        }
        this.occurrences.set(instance, 1);
      } else {
        const c = this.occurrences.get(instance);
        if (c !== undefined && c >= 2) {
          const idx = this.entryIndex.get(instance);
          if (idx !== undefined) {
            if (idx < 0) throw this.error("INVALID_VALUE", type, "cyclic reference to a message instance");
            this.writeVarint(idx * 2 + 1);
            return false;
          }
          this.entryIndex.set(instance, IN_PROGRESS);
          entry = this.depth === 0 ? null : instance;
        }
      }
    }
    if (++this.messagesWritten > this.maxMessages) {
      throw this.error(
        "LIMIT_EXCEEDED",
        type,
        `more than ${this.maxMessages} messages in one root (maxMessages; shared instances expand unless dedupMessages is on)`,
      );
    }
    const d = this.push(type);
    this.lvEntry[d] = entry;
    this.out.ensure(1);
    this.lvStart[d] = this.out.pos;
    this.out.pos++; // reserved header byte
    return true;
  }

  /** Appends the next flag bit of the current message. */
  flag(value: boolean): void {
    const d = this.depth;
    const n = this.lvFlagN[d]!;
    this.lvFlags[d]![n] = value ? 1 : 0;
    this.lvFlagN[d] = n + 1;
  }

  /** Ends the current message, writing back unknown flags and tail if any. */
  endMessage(unknown: UnknownFields | undefined): void {
    const d = this.depth;
    if (d === 0 || this.lvStart[d]! < 0) throw new Error("endMessage() without beginMessage()");
    const flags = this.lvFlags[d]!;
    let nFlags = this.lvFlagN[d]!;
    const out = this.out;
    if (unknown !== undefined) {
      const t = this.lvType[d]!;
      if (unknown.type !== undefined && t !== null && unknown.type !== t.schemaName) {
        // Another type's readers would take them for fields of its own (FORMAT.md §3.4).
        throw this.error("INVALID_VALUE", t, `unknown fields read as a ${unknown.type} cannot be written in a ${t.schemaName}`);
      }
      this.adoptOrigin(unknown.origin, t);
      for (const bit of unknown.bits) {
        while (nFlags <= bit) flags[nFlags++] = 0;
        flags[bit] = 1;
      }
      const tail = unknown.tail;
      out.ensure(tail.length);
      out.buf.set(tail, out.pos);
      out.pos += tail.length;
    }
    let highest = nFlags - 1;
    while (highest >= 0 && flags[highest] === 0) highest--;
    const flagBytes = highest < 0 ? 0 : ((highest / 7) | 0) + 1;
    const start = this.lvStart[d]!;
    const bodyStart = start + 1;
    const bodyLength = out.pos - bodyStart + flagBytes;
    const header = bodyLength * 4 + (flagBytes > 0 ? 2 : 0);
    const need = uvarintSize(header) + flagBytes;
    if (d === 1) {
      const head = this.rootHead;
      let k = 0;
      let h = header;
      while (h >= 128) {
        head[k++] = (h % 128) | 0x80;
        h = Math.floor(h / 128);
      }
      head[k++] = h;
      for (let i = 0; i < flagBytes; i++) head[k++] = flagGroup(flags, highest, i, flagBytes);
      this.rootHeadLen = k;
      this.bodyFrom = bodyStart;
      this.pop();
      return;
    }
    if (need > 1) {
      const shift = need - 1;
      out.ensure(shift);
      out.buf.copyWithin(bodyStart + shift, bodyStart, out.pos);
      out.pos += shift;
    }
    let p = putVarint(out.buf, start, header);
    for (let i = 0; i < flagBytes; i++) out.buf[p++] = flagGroup(flags, highest, i, flagBytes);
    const entry = this.lvEntry[d]!;
    this.pop();
    if (entry !== null) {
      // Completed first occurrence of a shared instance: move it into the object table
      // (post-order) and leave a reference in its place.
      const len = out.pos - start;
      this.obj.ensure(len);
      this.obj.buf.set(out.buf.subarray(start, out.pos), this.obj.pos);
      this.obj.pos += len;
      const idx = this.objCount++;
      this.entryIndex.set(entry, idx);
      out.pos = start;
      this.writeVarint(idx * 2 + 1);
    }
  }

  /** Enters a struct, list, map or union. */
  beginComposite(): void {
    const d = this.push(null);
    this.lvStart[d] = -1;
    this.lvEntry[d] = null;
  }

  /** Leaves what `beginComposite` entered. */
  endComposite(): void {
    if (this.depth === 0 || this.lvStart[this.depth]! >= 0) {
      throw new Error("endComposite() without beginComposite()");
    }
    this.pop();
  }

  private push(type: CompactType<unknown> | null): number {
    const d = this.depth + 1;
    if (d > this.maxDepth) {
      throw this.error("DEPTH_LIMIT", type, `nesting deeper than ${this.maxDepth} (cyclic value?)`);
    }
    if (this.lvFlags[d] === undefined) this.lvFlags[d] = [];
    this.lvFlagN[d] = 0;
    this.lvType[d] = type ?? (d > 1 ? this.lvType[d - 1]! : null);
    this.depth = d;
    return d;
  }

  private pop(): void {
    this.lvEntry[this.depth] = null;
    this.depth--;
  }

  private adoptOrigin(o: TableOrigin, type: CompactType<unknown>): void {
    const cur = this.origin;
    if (o === cur || (cur !== undefined && cur.equals(o))) return;
    if (cur !== undefined) {
      throw this.error(
        "MIXED_UNKNOWN_ORIGINS",
        type,
        "objects with unknown fields from two different decoded roots",
      );
    }
    if (this.strCount === 0 && this.objCount === 0 && o.objectCount === 0 && this.strBase === 0) {
      this.seedFrom(o);
    } else {
      throw new Restart(o);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Scalars (each checks that the value fits its schema type → INVALID_VALUE)

  private int(v: number, min: number, max: number, kind: string): number {
    if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
      throw this.error("INVALID_VALUE", null, `${shown(v)} is not a valid ${kind}`);
    }
    return v;
  }

  private big(v: bigint, min: bigint, max: bigint, kind: string): bigint {
    if (typeof v !== "bigint" || v < min || v > max) {
      throw this.error("INVALID_VALUE", null, `${shown(v)} is not a valid ${kind}`);
    }
    return v;
  }

  /** A one-byte bool (struct fields, list elements, map keys). */
  writeBool(v: boolean): void {
    if (typeof v !== "boolean") throw this.error("INVALID_VALUE", null, `${shown(v)} is not a bool`);
    this.out.ensure(1);
    this.out.buf[this.out.pos++] = v ? 1 : 0;
  }

  /** Checks a bool value (for flags). */
  bool(v: boolean): boolean {
    if (typeof v !== "boolean") throw this.error("INVALID_VALUE", null, `${shown(v)} is not a bool`);
    return v;
  }

  writeI8(v: number): void {
    this.int(v, -128, 127, "i8");
    this.out.ensure(1);
    this.out.buf[this.out.pos++] = v & 0xff;
  }

  writeU8(v: number): void {
    this.int(v, 0, 255, "u8");
    this.out.ensure(1);
    this.out.buf[this.out.pos++] = v;
  }

  /** A uvarint of a non-negative safe integer. */
  writeVarint(v: number): void {
    const out = this.out;
    out.ensure(10);
    const b = out.buf;
    let p = out.pos;
    if (v < 0x80) {
      b[p++] = v;
    } else if (v < TWO_32) {
      while (v >= 0x80) {
        b[p++] = (v & 0x7f) | 0x80;
        v >>>= 7;
      }
      b[p++] = v;
    } else {
      p = putVarint(b, p, v);
    }
    out.pos = p;
  }

  /** A uvarint of an unsigned 64-bit bigint. */
  writeVarintBig(v: bigint): void {
    if (v <= MAX_SAFE_BIG) {
      this.writeVarintNumber(Number(v));
      return;
    }
    this.writeVarintHalves(Number(v & 0xffffffffn), Number(v >> 32n));
  }

  /** A uvarint of `hi * 2^32 + lo` (both unsigned 32-bit). */
  private writeVarintHalves(lo: number, hi: number): void {
    const out = this.out;
    out.ensure(10);
    const b = out.buf;
    let p = out.pos;
    while (hi > 0) {
      b[p++] = (lo & 0x7f) | 0x80;
      lo = ((lo >>> 7) | (hi << 25)) >>> 0;
      hi >>>= 7;
    }
    while (lo > 0x7f) {
      b[p++] = (lo & 0x7f) | 0x80;
      lo >>>= 7;
    }
    b[p++] = lo;
    out.pos = p;
  }

  private writeZigzag(v: number): void {
    this.writeVarint(v < 0 ? -2 * v - 1 : 2 * v);
  }

  writeI16(v: number): void {
    this.writeZigzag(this.int(v, -0x8000, 0x7fff, "i16"));
  }

  writeI32(v: number): void {
    this.writeZigzag(this.int(v, -0x80000000, INT_MAX, "i32"));
  }

  writeU16(v: number): void {
    this.writeVarint(this.int(v, 0, 0xffff, "u16"));
  }

  /**
   * The elements of a `list<i32>` (after its count): for 64 elements or more a layout byte and the
   * smaller of the two layouts, LEB128 varints on a tie (FORMAT.md §1.3); else varints.
   */
  writeI32s(list: readonly number[]): void {
    const n = list.length;
    if (n < LIST_LAYOUT_MIN) {
      for (let i = 0; i < n; i++) this.writeI32(list[i]!);
      return;
    }
    const z = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const v = this.int(list[i]!, -0x80000000, INT_MAX, "i32");
      z[i] = (v << 1) ^ (v >> 31);
    }
    this.writeInt32Elements(z);
  }

  /** The elements of a `list<u32>` (after its count), as `writeI32s` without zigzag. */
  writeU32s(list: readonly number[]): void {
    const n = list.length;
    if (n < LIST_LAYOUT_MIN) {
      for (let i = 0; i < n; i++) this.writeU32(list[i]!);
      return;
    }
    const z = new Uint32Array(n);
    for (let i = 0; i < n; i++) z[i] = this.int(list[i]!, 0, TWO_32 - 1, "u32");
    this.writeInt32Elements(z);
  }

  /** A layout byte, then `z` (unsigned, zigzagged for i32) in the smaller layout. */
  private writeInt32Elements(z: Uint32Array): void {
    const n = z.length;
    const ntags = (n + 3) >>> 2;
    let varintBytes = 0;
    let blockBytes = ntags;
    for (let i = 0; i < n; i++) {
      const bits = 32 - Math.clz32(z[i]! | 1);
      varintBytes += ((bits + 6) / 7) | 0;
      blockBytes += (bits + 7) >>> 3;
    }
    const out = this.out;
    if (blockBytes < varintBytes) {
      out.ensure(1 + blockBytes);
      const b = out.buf;
      let t = out.pos;
      b[t++] = LAYOUT_BLOCK;
      let p = t + ntags;
      let tag = 0;
      for (let i = 0; i < n; i++) {
        let v = z[i]!;
        const code = (31 - Math.clz32(v | 1)) >>> 3; // bytes - 1
        tag |= code << ((i & 3) << 1);
        for (let k = 0; k <= code; k++) {
          b[p++] = v & 0xff;
          v >>>= 8;
        }
        if ((i & 3) === 3) {
          b[t++] = tag;
          tag = 0;
        }
      }
      if ((n & 3) !== 0) b[t] = tag;
      out.pos = p;
    } else {
      out.ensure(1 + varintBytes);
      const b = out.buf;
      let p = out.pos;
      b[p++] = LAYOUT_VARINT;
      for (let i = 0; i < n; i++) {
        let v = z[i]!;
        while (v >= 0x80) {
          b[p++] = (v & 0x7f) | 0x80;
          v >>>= 7;
        }
        b[p++] = v;
      }
      out.pos = p;
    }
  }

  writeU32(v: number): void {
    this.writeVarint(this.int(v, 0, TWO_32 - 1, "u32"));
  }

  writeI64(v: bigint): void {
    // The common case first: a bigint in (-2^52, 2^52) is an i64 whose zigzag is an exact number
    // (two bigint compares, then number arithmetic); the range check only for the rest.
    if (typeof v === "bigint" && v < ZIGZAG_SAFE_BIG && v > NEG_ZIGZAG_SAFE_BIG) {
      const n = Number(v);
      this.writeVarintNumber(n < 0 ? -2 * n - 1 : 2 * n);
    } else {
      this.big(v, MIN_I64, MAX_I64, "i64");
      this.writeVarintBig(v < 0n ? -2n * v - 1n : 2n * v);
    }
  }

  /**
   * A uvarint of a non-negative safe integer: `writeVarint` below 2^32, else two 32-bit halves (not
   * `writeVarint`'s float division per byte; kept out of `writeVarint`, where the branch measured
   * 3-5 % slower twitter encodes in Node).
   */
  private writeVarintNumber(v: number): void {
    if (v < TWO_32) {
      this.writeVarint(v);
    } else {
      const hi = Math.floor(v / TWO_32);
      this.writeVarintHalves(v - hi * TWO_32, hi);
    }
  }

  writeU64(v: bigint): void {
    this.writeVarintBig(this.big(v, 0n, MAX_U64, "u64"));
  }

  /** An `i64` field with `[ts_number]`: a safe integer. */
  writeI64Number(v: number): void {
    this.int(v, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, "i64 ([ts_number])");
    if (v < ZIGZAG_SAFE && v > -ZIGZAG_SAFE) this.writeVarint(v < 0 ? -2 * v - 1 : 2 * v);
    else this.writeVarintBig(v < 0 ? -2n * BigInt(v) - 1n : 2n * BigInt(v));
  }

  /** A `u64` field with `[ts_number]`: a non-negative safe integer. */
  writeU64Number(v: number): void {
    this.writeVarint(this.int(v, 0, Number.MAX_SAFE_INTEGER, "u64 ([ts_number])"));
  }

  /**
   * Makes room for `n` bytes and moves past them: their position in `out.buf`, which
   * `out.view()` writes (one DataView per output array, not one per field).
   */
  private fixed(n: number): number {
    const out = this.out;
    out.ensure(n);
    const p = out.pos;
    out.pos = p + n;
    return p;
  }

  writeFixedI16(v: number): void {
    const x = this.int(v, -0x8000, 0x7fff, "i16");
    const p = this.fixed(2);
    this.out.view().setInt16(p, x, true);
  }

  writeFixedU16(v: number): void {
    const x = this.int(v, 0, 0xffff, "u16");
    const p = this.fixed(2);
    this.out.view().setUint16(p, x, true);
  }

  writeFixedI32(v: number): void {
    const x = this.int(v, -0x80000000, INT_MAX, "i32");
    const p = this.fixed(4);
    this.out.view().setInt32(p, x, true);
  }

  writeFixedU32(v: number): void {
    const x = this.int(v, 0, TWO_32 - 1, "u32");
    const p = this.fixed(4);
    this.out.view().setUint32(p, x, true);
  }

  writeFixedI64(v: bigint): void {
    const x = this.big(v, MIN_I64, MAX_I64, "i64");
    const p = this.fixed(8);
    this.out.view().setBigInt64(p, x, true);
  }

  writeFixedU64(v: bigint): void {
    const x = this.big(v, 0n, MAX_U64, "u64");
    const p = this.fixed(8);
    this.out.view().setBigUint64(p, x, true);
  }

  writeFixedI64Number(v: number): void {
    this.int(v, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, "i64 ([ts_number])");
    const p = this.fixed(8);
    this.out.view().setBigInt64(p, BigInt(v), true);
  }

  writeFixedU64Number(v: number): void {
    this.int(v, 0, Number.MAX_SAFE_INTEGER, "u64 ([ts_number])");
    const p = this.fixed(8);
    this.out.view().setBigUint64(p, BigInt(v), true);
  }

  writeF32(v: number): void {
    if (typeof v !== "number") throw this.error("INVALID_VALUE", null, `${shown(v)} is not an f32`);
    const p = this.fixed(4);
    setF32(this.out.view(), p, v);
  }

  writeF64(v: number): void {
    if (typeof v !== "number") throw this.error("INVALID_VALUE", null, `${shown(v)} is not an f64`);
    const p = this.fixed(8);
    this.out.view().setFloat64(p, v, true);
  }

  /**
   * The elements of a `list<list<f64>>`, written after its count (inside its `beginComposite`),
   * FORMAT.md §1.3: for two or more elements a shape varint first, `k` when every element is an
   * array of the same `k >= 1` values (then the values of each, no counts), else 0 (then each
   * element with the bytes and errors of `beginComposite`, `list`, `writeCount`, `writeF64` per
   * value and `endComposite`). An array of numbers is written in one loop when the nesting allows
   * its level; anything else takes that element-by-element path, which reports it.
   */
  writeF64Lists(lists: readonly (readonly number[])[]): void {
    const fast = this.depth < this.maxDepth;
    const out = this.out;
    const shapeAt = out.pos;
    let k = 0;
    let i = 0;
    if (lists.length >= 2) {
      // One pass: written with the first element's length as the shape until an element differs,
      // then again from the shape with shape 0 and counts.
      const first = lists[0];
      k = Array.isArray(first) ? first.length : 0;
      this.writeVarint(k);
      if (k > 0 && fast) i = this.putUniform(lists, k);
    }
    let dv: DataView | undefined;
    for (; i < lists.length; i++) {
      const v = lists[i]!;
      if (k > 0 && (!Array.isArray(v) || v.length !== k)) {
        // Not every element has k values: the list again, with shape 0 and counts.
        out.pos = shapeAt;
        this.writeVarint((k = 0));
        i = -1;
        continue;
      }
      if (fast && Array.isArray(v)) {
        const n = v.length;
        out.ensure(5 + 8 * n);
        const b = out.buf;
        if (dv === undefined || dv.buffer !== b.buffer) dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
        let p = out.pos;
        if (k === 0 && n < 0x80) {
          b[p++] = n;
        } else if (k === 0) {
          p = putVarint(b, p, n);
        }
        let j = 0;
        for (; j < n; j++) {
          const x = v[j];
          if (typeof x !== "number") break;
          dv.setFloat64(p, x, true);
          p += 8;
        }
        if (j === n) {
          out.pos = p;
          continue;
        }
      }
      // The error (depth, not an array, a value that is not a number) as the element-by-element
      // path reports it.
      this.beginComposite();
      const list = this.list(v);
      if (k === 0) this.writeCount(list.length);
      for (const e of list) this.writeF64(e);
      this.endComposite();
    }
  }

  /**
   * From element 0, the values of each element that is an array of `k` numbers, in one loop (the
   * room for them made first, bounded so that a list whose first element is long and the rest
   * short does not grow the buffer by more than it or 1 MiB); returns how many elements it wrote.
   * It stops at any other element, or when the room made is used up; the caller's loop writes the
   * rest (or rewrites the list).
   */
  private putUniform(lists: readonly (readonly number[])[], k: number): number {
    const out = this.out;
    const need = 8 * k * lists.length;
    out.ensure(Math.min(need, Math.max(out.buf.length, 1 << 20)));
    const b = out.buf;
    const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
    const last = b.length - 8 * k; // one more element fits while p <= last
    let p = out.pos;
    let i = 0;
    outer: for (; i < lists.length && p <= last; i++) {
      const v = lists[i]!;
      if (!Array.isArray(v) || v.length !== k) break;
      for (let j = 0; j < k; j++) {
        if (typeof v[j] !== "number") break outer;
      }
      for (let j = 0; j < k; j++) dv.setFloat64(p + 8 * j, v[j] as number, true);
      p += 8 * k;
    }
    out.pos = p;
    return i;
  }

  writeEnum(v: number): void {
    this.writeVarint(this.int(v, 0, INT_MAX, "enum value"));
  }

  writeUnionCase(id: number): void {
    this.writeVarint(this.int(id, 0, INT_MAX, "union case id"));
  }

  /** A list or map count (the caller's array length or map size). */
  writeCount(count: number): void {
    this.writeVarint(count);
  }

  /** Checks that a struct value is an object and returns it (INVALID_VALUE otherwise). */
  struct<T>(v: T, type: CompactType<T>): T {
    if (v === null || typeof v !== "object") {
      throw this.error("INVALID_VALUE", type as CompactType<unknown>, `expected a ${type.schemaName} object`);
    }
    return v;
  }

  /** Checks that a union value is an object with a `case` and returns it (INVALID_VALUE otherwise). */
  union<T extends { case: string }>(v: T, type: CompactType<T>): T {
    if (v === null || typeof v !== "object" || typeof v.case !== "string") {
      throw this.error("INVALID_VALUE", type as CompactType<unknown>, `expected a ${type.schemaName} {case, value}`);
    }
    return v;
  }

  /** Checks that `v` is an array and returns it (INVALID_VALUE otherwise). */
  list<E>(v: readonly E[]): readonly E[] {
    if (!Array.isArray(v)) throw this.error("INVALID_VALUE", null, `${shown(v)} is not an array`);
    return v;
  }

  /** Checks that `v` is a Map and returns it (INVALID_VALUE otherwise). */
  map<K, V>(v: ReadonlyMap<K, V>): ReadonlyMap<K, V> {
    if (!(v instanceof Map)) throw this.error("INVALID_VALUE", null, `${shown(v)} is not a Map`);
    return v;
  }

  /** A string with dedup (unless the writer or the field turns it off). */
  writeString(s: string, dedup = true): void {
    this.writeVarint(this.stringIndex(s, dedup));
  }

  /** The string-table index of `s` (entering it if needed), by the rules of `writeString`. */
  private stringIndex(s: string, dedup: boolean): number {
    if (typeof s !== "string") throw this.error("INVALID_VALUE", null, `${shown(s)} is not a string`);
    if (this.strBase > 0 && this.dedupStrings && dedup) {
      // Session (FORMAT.md §4.2): an entry of an earlier root of the session comes first.
      const known = this.session!.index!.get(s);
      if (known !== undefined) return known;
    }
    if (this.dedupStrings && dedup) {
      const known = this.strIndex.get(s);
      if (known !== undefined) {
        if (known < this.seededCount) this.seededTaken[known] = true;
        return this.strBase + known;
      }
      const idx = this.addString(s);
      this.strIndex.add(s, idx);
      return this.strBase + idx;
    } else if (this.seededCount > 0) {
      const seeded = this.takeSeeded(s);
      if (seeded >= 0) return seeded;
    }
    const idx = this.addString(s);
    if (this.dedupStrings) this.strIndex.add(s, idx);
    return this.strBase + idx;
  }

  /**
   * A `json` value (FORMAT.md §1.4): a header `(n << 3) | kind`, then the payload of its kind.
   * Integers are `bigint` (i64), floats finite `number`s, objects `Map`s.
   */
  writeJson(v: JsonValue, dedup = true): void {
    if (typeof v === "string") {
      this.writeVarint(this.stringIndex(v, dedup) * 8 + 3);
    } else if (typeof v === "bigint") {
      if (v < I64_MIN || v > I64_MAX) throw this.error("INVALID_VALUE", null, `json integer ${v} is not an i64`);
      const z = v >= 0n ? v << 1n : ((-v) << 1n) - 1n;
      if (z < 1n << 61n) {
        this.writeVarintBig((z << 3n) | 1n);
      } else {
        this.writeVarint(24);
        this.writeVarintBig(z);
      }
    } else if (typeof v === "number") {
      if (!Number.isFinite(v)) throw this.error("INVALID_VALUE", null, `json float ${v} is not finite`);
      this.writeVarint(2);
      this.writeF64(v);
    } else if (typeof v === "boolean") {
      this.writeVarint(v ? 16 : 8);
    } else if (v === null) {
      this.writeVarint(0);
    } else if (Array.isArray(v)) {
      this.beginComposite();
      this.writeVarint(v.length * 8 + 4);
      for (const e of v) this.writeJson(e, dedup);
      this.endComposite();
    } else if (v instanceof Map) {
      this.beginComposite();
      this.writeVarint(v.size * 8 + 5);
      for (const [k, e] of v) {
        this.writeVarint(this.stringIndex(k, dedup));
        this.writeJson(e, dedup);
      }
      this.endComposite();
    } else {
      throw this.error("INVALID_VALUE", null, `${shown(v)} is not a json value`);
    }
  }

  private takeSeeded(s: string): number {
    const slots = this.seededSlots.get(s);
    if (slots === undefined) return -1;
    while (slots[0]! < slots.length && this.seededTaken[slots[slots[0]!]!]) slots[0]!++;
    if (slots[0]! === slots.length) return -1;
    const idx = slots[slots[0]!]!;
    slots[0]!++;
    this.seededTaken[idx] = true;
    return idx;
  }

  private addString(s: string): number {
    // A string whose middle unit is at or above 0x800 (text of three-byte characters, likely a
    // UTF-16 entry) is counted before it is encoded: as a UTF-16 entry it is then never encoded as
    // UTF-8. A guess for speed only: the kind comes from the exact counts either way.
    if (s.length > 1 && s.charCodeAt(s.length >> 1) >= 0x800 && this.addWide(s)) return this.strCount++;
    const str = this.str;
    str.ensure(3 * s.length);
    const end = encodeUtf8Into(s, str.buf, str.pos);
    if (end < 0) throw this.error("INVALID_STRING", null, "string holds a lone surrogate");
    // The kind (FORMAT.md §2.1) is UTF-16 only when b > 2u (else size(b) <= size(2u)): ASCII and
    // Latin text pay one comparison, the rest is out of line.
    if (end - str.pos > 2 * s.length && this.addUtf16(s, end - str.pos)) return this.strCount++;
    this.strLens[this.strCount] = end - str.pos;
    if (this.session !== undefined) this.strVals[this.strCount] = s;
    str.pos = end;
    return this.strCount++;
  }

  /**
   * A string not encoded yet: its units written (staged) and its UTF-8 bytes counted in one pass,
   * the units kept when it is a UTF-16 entry (true), else false (the caller encodes it as UTF-8).
   */
  private addWide(s: string): boolean {
    const b = this.str16.stage(s);
    if (b < 0) throw this.error("INVALID_STRING", null, "string holds a lone surrogate");
    const u2 = 2 * s.length;
    if (b <= u2 || !utf16Smaller(u2, b)) return false;
    this.str16.keep(s.length);
    this.strLens[this.strCount] = -u2;
    if (this.session !== undefined) this.strVals[this.strCount] = s;
    return true;
  }

  /**
   * A string of `b` UTF-8 bytes (written at str.pos and not kept, or not written) as a UTF-16 entry when
   * `2u + size(2u) + 1 < b + size(b)` (true: the caller then counts the entry), else false.
   */
  private addUtf16(s: string, b: number): boolean {
    const u2 = 2 * s.length;
    if (!utf16Smaller(u2, b)) return false;
    this.str16.append(s);
    this.strLens[this.strCount] = -u2;
    if (this.session !== undefined) this.strVals[this.strCount] = s;
    return true;
  }

  writeBytes(b: Uint8Array): void {
    if (!(b instanceof Uint8Array)) throw this.error("INVALID_VALUE", null, `${shown(b)} is not a Uint8Array`);
    this.writeVarint(b.length);
    const out = this.out;
    out.ensure(b.length);
    out.buf.set(b, out.pos);
    out.pos += b.length;
  }

  // -------------------------------------------------------------------------------------------
  // Errors

  /** An encode error (offset -1) with the path of the type being written. */
  error(code: ErrorCode, type: CompactType<unknown> | null, detail: string): BaleError {
    const t = type ?? this.lvType[this.depth] ?? null;
    return new BaleError(code, -1, t ? t.schemaName : "", detail);
  }
}

/** Flag byte `i` of `flagBytes` from the bits `flags[0..highest]` (entries beyond are stale). */
function flagGroup(flags: number[], highest: number, i: number, flagBytes: number): number {
  let v = 0;
  for (let k = 0; k < 7 && i * 7 + k <= highest; k++) if (flags[i * 7 + k] === 1) v |= 1 << k;
  return i < flagBytes - 1 ? v | 0x80 : v;
}
