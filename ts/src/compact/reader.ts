import { copyOf } from "../copy.js";
import { BaleError, isStackExhausted, simpleName, stackExhaustedError, type ErrorCode } from "../errors.js";
import {
  CODEC_COMPACT,
  FRAME_HEADER_SIZE,
  checkFrameFingerprint,
  checkFrameHeader,
  type FrameErrors,
} from "../frame.js";
import { getF32, getF32s, getF64s } from "../floats.js";
import { DEFAULT_LIMITS, checkedLimits, decodedSizeBudget, type Limits } from "../limits.js";
import type { JsonValue } from "../jsonvalue.js";
import { LAYOUT_BLOCK, LAYOUT_VARINT, LIST_LAYOUT_MIN } from "./layout.js";
import type { CompactType } from "./types.js";
import type { SessionTable } from "./session.js";
import { TableOrigin, UnknownFields } from "./unknown.js";
import {
  HAND_DECODE_MAX_BYTES,
  LATIN1_CUT_MIN_BYTES,
  LATIN1_SLICE,
  isAscii,
  NODE_BUFFER,
  SHORT_UTF8_MAX_BYTES,
  asciiStringChecked,
  asciiStringChecked48,
  decodeUtf8Strict,
  utf16Length,
  utf8ShortChecked,
  utf8StringByHand,
  utf8TableStrings,
  utf16TableStrings,
  cutValidTable,
} from "./utf8.js";

/** Held by a finished reader instead of a fresh empty array per decode. */
const EMPTY_BYTES = new Uint8Array(0);
const COMPOSITE = -1;
const INT_MAX = 0x7fffffff;
const TWO_32 = 4294967296;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** Held between roots instead of the last root's strings. */
const NO_STRINGS: string[] = [];
/**
 * Turns two 32-bit halves into a bigint: `getBigInt64` of a scratch `DataView` is one allocation,
 * where `(BigInt(hi) << 32n) | BigInt(lo)` is four (and even `BigInt(smallNumber)` measured
 * slower in Node 20). Holds only the last value's bits.
 */
const SCRATCH64 = new DataView(new ArrayBuffer(8));
// readI64 makes values of the wire below 2^32 by BigInt(int) in Node only (docs/benchmarks-log.md,
// issue 14 item 5, eighth step).
const I64_FROM_INT = typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === "string";

/**
 * Decodes the compact format (docs/spec/FORMAT.md Part I) and checks every rule it states; all
 * malformed input ends in one {@link BaleError} with a code, the offset and the field path.
 *
 * Invariant while decoding: `base <= pos <= curEnd <= limit`; every read checks its bytes against
 * `curEnd` first, so no index outside the input is ever read (no silent `undefined`, G1/G2), and
 * lengths are compared as `len > curEnd - pos` before anything is allocated (G3, G4). Depth is
 * checked before each level is entered (G5).
 *
 * Reusable, not reentrant; nothing is carried from one root to the next (G11). The methods below
 * `decode` are for generated code.
 */
/**
 * Decoded-size estimates (FORMAT.md §7.1) of what the runtime itself materialises, the same numbers
 * as the Java runtime's so that both reach LIMIT_EXCEEDED on the same bytes: a string table entry
 * costs `STRING_BASE + 2 x its UTF-8 length`, a `bytes` value `BYTES_BASE + its length`, a list or
 * map `COLLECTION_BASE + count x element size` (`EMPTY_COLLECTION` when empty).
 */
/** The least value a block-layout length code allows (below it the length is not minimal). */
const BLOCK_MIN = [0, 0x100, 0x10000, 0x1000000];

export const STRING_BASE = 56;
export const BYTES_BASE = 192;
export const COLLECTION_BASE = 96;
export const EMPTY_COLLECTION = 40;
/** A list element's slot, beyond what the element owns (`8 + owned(element)`). */
export const SLOT = 8;
/** A map entry, beyond what its key and value own (`80 + owned(key) + owned(value)`). */
export const MAP_ENTRY = 80;
/** What `beginMessage` charges a message of a type that states no size. */
export const MESSAGE_BASE = 16;

/**
 * Whether one of every 32nd byte of `buf[from, to)` is 0x80 or above: a cheap sign that a large
 * string table holds text beyond ASCII (runs of such bytes), where an all-ASCII one is decoded
 * fastest by `TextDecoder`. A guess for speed only, never for what is decoded.
 */
function sampledNonAscii(buf: Uint8Array, from: number, to: number): boolean {
  for (let p = from; p < to; p += 32) {
    if (buf[p]! >= 0x80) return true;
  }
  return false;
}

export class CompactReader {
  readonly limits: Limits;
  // The decoded-size budget of the current root and what is charged so far: per message, per
  // collection and per table, never per scalar field.
  private budget = 0;
  private decoded = 0;

  private buf: Uint8Array = new Uint8Array(0);
  private base = 0;
  private pos = 0;
  private limit = 0;
  private curEnd = 0;
  private rootType: CompactType<unknown> | undefined;
  private active = false;
  /**
   * Set before a root's clean-up (`finish`) and cleared at its end: still set when the engine's
   * stack ran out at one of its calls (a root begun near the end of the stack, G2), and then the
   * next root finishes it first. The store of `active` before the call keeps the reader usable.
   */
  private halfway = false;

  private strings: string[] = NO_STRINGS;
  private stringCount = 0;
  // The entries readString's fast path may index: stringCount outside a session, 0 in one
  // (indices then start with the session's table).
  private ownStrings = 0;
  // The 32-bit halves of the last uvarint split by splitVarint.
  private lo = 0;
  private hi = 0;
  // The byte length of each entry of the last table read by readTables, negated for a UTF-16
  // entry (FORMAT.md §2.1).
  private lens: number[] = [];
  // Whether the length readEntryLength read last was in the UTF-16 form.
  private entry16 = false;

  // Session (FORMAT.md §4.2): indices below sessionCount address the session's table, the rest
  // this root's own entries; caps checked before the root's strings are decoded.
  private sessionStrings: readonly string[] = [];
  private sessionCount = 0;
  private sessionCaps = -1;
  private sessionCapBytes = 0;
  private sessionBytes = 0;

  private objectCount = 0;
  private entryStart: number[] = [];
  private entryEnd: number[] = [];
  private entryValue: (object | undefined)[] = [];
  private entryType: (CompactType<unknown> | undefined)[] = [];
  private entryExpanded: number[] = [];
  private refLimit = 0;
  private messages = 0;
  private origin: TableOrigin | undefined;

  private depth = 0;
  // limits.maxObjects and limits.depth, read per message.
  private readonly maxObjects: number;
  private readonly maxDepth: number;
  // Flag bits 0-27 of the message last entered (flagBits()).
  private flagWord = 0;
  private lvEnd: number[] = [0];
  private lvFlagStart: number[] = [0];
  private lvFlagLen: number[] = [0];
  // The field and element being read at the current level are kept in two fields (one store a
  // field for generated code, no array index); push() saves them in lvField/lvIndex at the level
  // it leaves and pop() restores them, so lvField[d]/lvIndex[d] hold level d's for every d below
  // depth.
  private curField = 0;
  private curIndex = -1;
  private lvField: number[] = [0];
  private lvIndex: number[] = [0];
  private lvType: (CompactType<unknown> | null)[] = [null];
  // Whether push()/pop() keep the levels' types, fields and elements for error paths. A root is
  // read first without them (they serve error paths only); when that read throws, the root is
  // read again from its first byte with them (retrack), so every error is the one the tracked
  // read raises: the same code, offset, path and detail.
  private track = false;

  constructor(limits: Limits = DEFAULT_LIMITS) {
    limits = checkedLimits(limits);
    this.limits = limits;
    this.maxObjects = limits.maxObjects;
    this.maxDepth = limits.depth;
  }

  /**
   * The estimated decoded size (FORMAT.md §7.1) charged by the last root this reader decoded, in
   * bytes: what counts against the decoded-size budget. After a failed decode, what was charged up
   * to the error.
   */
  get decodedSize(): number {
    return this.decoded;
  }

  // -------------------------------------------------------------------------------------------
  // Roots

  /** Decodes one root that spans all of `bytes`; bytes after it → TRAILING_BYTES. */
  decode<T>(type: CompactType<T>, bytes: Uint8Array): T {
    this.begin(type, bytes);
    try {
      return this.readRoot(type);
    } catch (e) {
      return this.retrack(e, () => this.readRoot(type));
    } finally {
      this.active = false; // a store before the call: see halfway
      this.halfway = true;
      this.finish();
    }
  }

  /**
   * After a read without level tracking threw `e`: the same root read again from its first byte
   * with tracking (the limits, budget and checks are the same, so it meets the same problem and
   * raises it with its path). Rethrows `e` when the read was already tracked.
   */
  private retrack<T>(e: unknown, read: () => T): T {
    if (this.track) throw e;
    const type = this.rootType!;
    const bytes = this.buf;
    this.finish();
    this.begin(type, bytes);
    this.track = true;
    try {
      return read();
    } finally {
      this.track = false;
    }
  }

  /**
   * Decodes a framed root (FORMAT.md §4). With `expectedFingerprint` the frame's fingerprint must
   * equal it (FINGERPRINT_MISMATCH); without, any fingerprint is accepted.
   */
  decodeFramed<T>(type: CompactType<T>, bytes: Uint8Array, expectedFingerprint?: bigint): T {
    this.begin(type, bytes);
    try {
      this.checkFrame(expectedFingerprint);
      return this.readRoot(type);
    } catch (e) {
      return this.retrack(e, () => {
        this.checkFrame(expectedFingerprint);
        return this.readRoot(type);
      });
    } finally {
      this.active = false; // a store before the call: see halfway
      this.halfway = true;
      this.finish();
    }
  }

  /**
   * @internal Decodes one root of a session stream: string indices address `table` followed by
   * the root's own entries, which are appended to `table` when the decode succeeds. More than
   * `maxEntries` entries or `maxBytes` UTF-8 bytes in the table after the root → LIMIT_EXCEEDED
   * (offset 0, the root's table head).
   */
  decodeSession<T>(type: CompactType<T>, bytes: Uint8Array, table: SessionTable, maxEntries: number, maxBytes: number): T {
    this.begin(type, bytes);
    this.sessionStrings = table.strings;
    this.sessionCount = table.strings.length;
    this.sessionCaps = maxEntries;
    this.sessionCapBytes = maxBytes;
    this.sessionBytes = table.bytes;
    try {
      let value: T;
      try {
        value = this.readRoot(type);
      } catch (e) {
        value = this.retrack(e, () => this.readRoot(type));
      }
      for (let i = 0; i < this.stringCount; i++) table.add(this.strings[i]!, Math.abs(this.lens[i]!));
      return value;
    } finally {
      this.sessionStrings = [];
      this.sessionCount = 0;
      this.sessionCaps = -1;
      this.active = false; // a store before the call: see halfway
      this.halfway = true;
      this.finish();
    }
  }

  private checkFrame(expected: bigint | undefined): void {
    const fail: FrameErrors = (code, at, detail) => this.errorAt(at, code, detail);
    const fp = checkFrameHeader(fail, this.buf, 0, this.curEnd, CODEC_COMPACT);
    if (expected !== undefined) checkFrameFingerprint(fail, 0, fp, expected);
    this.pos = FRAME_HEADER_SIZE;
  }

  private begin(type: CompactType<unknown>, bytes: Uint8Array): void {
    if (this.halfway) this.finish();
    if (this.active) throw new Error("CompactReader is not reentrant");
    if (!(bytes instanceof Uint8Array)) throw new TypeError("bytes must be a Uint8Array");
    // The call before active is set: one refused by a short stack must not leave the reader busy.
    const budget = decodedSizeBudget(this.limits, bytes.length);
    this.active = true;
    this.rootType = type;
    this.buf = bytes;
    this.base = 0;
    this.pos = 0;
    this.limit = bytes.length;
    this.curEnd = bytes.length;
    this.depth = 0;
    this.curField = 0;
    this.curIndex = -1;
    this.stringCount = 0;
    this.ownStrings = 0;
    this.objectCount = 0;
    this.refLimit = 0;
    this.messages = 0;
    this.origin = undefined;
    this.decoded = 0;
    this.budget = budget;
  }

  private readRoot<T>(type: CompactType<T>): T {
    this.readTables();
    let value: T;
    try {
      value = type.read(this);
    } catch (e) {
      // G2: past the engine's stack, DEPTH_LIMIT at the depth and place reached (the stack is
      // unwound to here; finish() then clears the levels).
      if (isStackExhausted(e)) {
        throw stackExhaustedError("decode", this.pos - this.base, this.path(), this.depth, this.maxDepth);
      }
      throw e;
    }
    if (this.depth !== 0) throw new Error(`${type.schemaName}.read left levels open`);
    if (this.messages === 0) {
      throw new Error(`${type.schemaName} is not a message type: a root must be a message`);
    }
    if (this.pos !== this.limit) {
      throw this.error("TRAILING_BYTES", `${this.limit - this.pos} bytes after the root`);
    }
    if (this.origin !== undefined) {
      this.origin.entryValues = this.entryValue.slice(0, this.objectCount);
    }
    return value;
  }

  /** Drops every reference into this root (G11). */
  private finish(): void {
    this.active = false;
    this.buf = EMPTY_BYTES;
    this.strings = NO_STRINGS;
    this.ownStrings = 0;
    if (this.objectCount > 0) {
      this.entryValue.length = 0;
      this.entryType.length = 0;
    }
    // pop() clears the levels it leaves; an error leaves levels 1..depth set.
    for (let d = this.depth; d > 0; d--) this.lvType[d] = null;
    this.stringCount = 0;
    this.objectCount = 0;
    this.origin = undefined;
    this.rootType = undefined;
    this.depth = 0;
    this.curField = 0;
    this.curIndex = -1;
    this.halfway = false;
  }

  private readTables(): void {
    const at = this.pos;
    if (this.sessionCaps === -1 && this.readSmallTable(at)) {
      if ((this.buf[at]! & 1) === 1) this.readObjectTable();
      return;
    }
    const head = this.readVarint();
    const count = Math.floor(head / 2);
    if (count > this.limit - this.pos) {
      throw this.errorAt(at, "LENGTH_EXCEEDS_INPUT", `string count ${count}`);
    }
    if (count > this.limits.maxStringTableEntries) {
      throw this.errorAt(
        at,
        "LIMIT_EXCEEDED",
        `string count ${count} > maxStringTableEntries ${this.limits.maxStringTableEntries}`,
      );
    }
    const lens = new Array<number>(count);
    let sum = 0;
    let n16 = 0;
    // One-byte lengths (under 128, UTF-8 entries) read here with a local position, longer ones and
    // UTF-16 entries' (FORMAT.md §2.1) by readEntryLength.
    const buf = this.buf;
    const limit = this.limit;
    let p = this.pos;
    for (let i = 0; i < count; i++) {
      const lenAt = p;
      let len: number;
      if (p < limit && buf[p]! < 0x80) {
        len = buf[p++]!;
      } else {
        this.pos = p;
        len = this.readEntryLength();
        p = this.pos;
        if (this.entry16) {
          if (len > limit - p) {
            throw this.errorAt(lenAt, "LENGTH_EXCEEDS_INPUT", `string length ${len} > remaining ${limit - p}`);
          }
          if (len === 0 || (len & 1) !== 0) {
            throw this.errorAt(lenAt, "INVALID_UTF16", `UTF-16 string table entry ${i} of ${len} bytes`);
          }
          lens[i] = -len;
          sum += len;
          n16++;
          continue;
        }
      }
      if (len > limit - p) {
        this.pos = p;
        throw this.errorAt(lenAt, "LENGTH_EXCEEDS_INPUT", `string length ${len} > remaining ${limit - p}`);
      }
      lens[i] = len;
      sum += len;
    }
    this.pos = p;
    if (sum > this.limit - this.pos) {
      throw this.error("LENGTH_EXCEEDS_INPUT", `string bytes ${sum}`);
    }
    this.chargeAt(at, STRING_BASE * count + 2 * sum, "string table");
    if (
      this.sessionCaps >= 0 &&
      (this.sessionCount + count > this.sessionCaps || this.sessionBytes + sum > this.sessionCapBytes)
    ) {
      throw this.errorAt(
        0,
        "LIMIT_EXCEEDED",
        `session table would hold ${this.sessionCount + count} entries / ${this.sessionBytes + sum} bytes, ` +
          `limits ${this.sessionCaps} / ${this.sessionCapBytes}`,
      );
    }
    this.lens = lens;
    this.strings = new Array<string>(count);
    if (n16 === 0) {
      this.decodeStrings(lens, count, this.pos, this.pos + sum);
    } else {
      this.decodeMixed(lens, count, n16, this.pos, this.pos + sum);
    }
    this.ownStrings = this.sessionCount === 0 ? count : 0;
    this.pos += sum;
    if ((this.buf[at]! & 1) === 1) this.readObjectTable();
  }

  /**
   * The common small table outside a session in one pass, without a lengths array: a one-byte
   * head, one-byte lengths (each under 128) and at most HAND_DECODE_MAX_BYTES of string bytes.
   * Every check the general path makes passes here (in the same order) or the table is left to it
   * from its first byte (false, nothing consumed or charged), so errors keep their code, offset
   * and detail.
   */
  private readSmallTable(at: number): boolean {
    const buf = this.buf;
    const limit = this.limit;
    if (at >= limit) return false;
    const head = buf[at]!;
    if (head >= 0x80) return false;
    const count = head >>> 1;
    const lensAt = at + 1;
    if (count > limit - lensAt || count > this.limits.maxStringTableEntries) return false;
    // The lengths, each one byte; their sum within the input after them (then so is each one).
    const from = lensAt + count;
    let sum = 0;
    for (let p = lensAt; p < from; p++) {
      const len = buf[p]!;
      if (len >= 0x80) return false;
      sum += len;
    }
    if (sum > HAND_DECODE_MAX_BYTES || sum > limit - from) return false;
    this.pos = from;
    this.chargeAt(at, STRING_BASE * count + 2 * sum, "string table");
    const strings = new Array<string>(count);
    this.strings = strings;
    let p = from;
    // Node, a section of LATIN1_CUT_MIN_BYTES or more: the section as one native one-byte string,
    // made at the first ASCII entry, each ASCII entry cut from it. Otherwise each entry is made
    // from its bytes.
    const slice = sum >= LATIN1_CUT_MIN_BYTES ? LATIN1_SLICE : undefined;
    let all: string | undefined;
    for (let i = 0; i < count; i++) {
      const e = p + buf[lensAt + i]!;
      let ascii: string | undefined;
      if (slice !== undefined) {
        if (isAscii(buf, p, e)) {
          if (all === undefined) all = slice.call(buf, from, from + sum);
          ascii = all.substring(p - from, e - from);
        }
      } else {
        ascii = e - p <= 16 ? asciiStringChecked(buf, p, e) : asciiStringChecked48(buf, p, e);
      }
      if (ascii !== undefined) {
        strings[i] = ascii;
      } else if (e - p <= SHORT_UTF8_MAX_BYTES) {
        const s = utf8ShortChecked(buf, p, e);
        if (s === undefined) throw this.errorAt(p, "INVALID_UTF8", `string table entry ${i}`);
        strings[i] = s;
      } else {
        if (utf16Length(buf, p, e - p) < 0) throw this.errorAt(p, "INVALID_UTF8", `string table entry ${i}`);
        strings[i] = utf8StringByHand(buf, p, e);
      }
      p = e;
    }
    this.stringCount = count;
    this.ownStrings = count;
    this.pos = p;
    return true;
  }

  /** Fills `strings` from `buf[from, to)`, checking each entry's UTF-8 in table order. */
  private decodeStrings(lens: number[], count: number, from: number, to: number): void {
    const bad = this.decodeUtf8Entries(lens, count, from, to, this.strings);
    if (bad >= 0) {
      let p = from;
      for (let i = 0; i < bad; i++) p += lens[i]!;
      throw this.errorAt(p, "INVALID_UTF8", `string table entry ${bad}`);
    }
    this.stringCount = count;
  }

  /**
   * A table with UTF-16 entries (`lens[i] < 0`, FORMAT.md §2.1): the UTF-8 entries' bytes are
   * `buf[from, from + U)`, the UTF-16 entries' `buf[from + U, to)`. Each kind is decoded as one
   * section; the first bad entry in table order, whichever its kind, is reported at its first byte.
   */
  private decodeMixed(lens: number[], count: number, n16: number, from: number, to: number): void {
    const buf = this.buf;
    const strings = this.strings;
    const count8 = count - n16;
    const lens8 = new Array<number>(count8);
    let sum8 = 0;
    for (let i = 0, k = 0; i < count; i++) {
      const n = lens[i]!;
      if (n >= 0) {
        lens8[k++] = n;
        sum8 += n;
      }
    }
    const bad16 = utf16TableStrings(buf, lens, count, from + sum8, to, strings);
    const strings8 = new Array<string>(count8);
    const bad8 = this.decodeUtf8Entries(lens8, count8, from, from + sum8, strings8);
    if (bad16 < 0 && bad8 < 0) {
      for (let i = 0, k = 0; i < count; i++) if (lens[i]! >= 0) strings[i] = strings8[k++]!;
      this.stringCount = count;
      return;
    }
    // The first bad entry in table order, and its first byte.
    let p8 = from;
    let p16 = from + sum8;
    for (let i = 0, k = 0; i < count; i++) {
      const n = lens[i]!;
      if (n >= 0) {
        if (k++ === bad8) throw this.errorAt(p8, "INVALID_UTF8", `string table entry ${i}`);
        p8 += n;
      } else {
        if (i === bad16) throw this.errorAt(p16, "INVALID_UTF16", `string table entry ${i}`);
        p16 -= n;
      }
    }
    throw new Error("string table: a bad entry not found again");
  }

  /**
   * Fills `strings[0, count)` from the UTF-8 entries `buf[from, to)` (byte lengths in `lens`),
   * checking each in table order. Returns -1, or the index of the first invalid entry.
   */
  private decodeUtf8Entries(lens: number[], count: number, from: number, to: number, strings: string[]): number {
    const buf = this.buf;
    if (to - from <= HAND_DECODE_MAX_BYTES) {
      // Small sections by hand, entry by entry: each ASCII entry in 16-byte fromCharCode calls
      // that check the bytes they pass (one pass), any other checked as UTF-8 first (the first
      // invalid entry is reported at its first byte).
      let p = from;
      const slice = to - from >= LATIN1_CUT_MIN_BYTES ? LATIN1_SLICE : undefined;
      let all: string | undefined;
      for (let i = 0; i < count; i++) {
        const e = p + lens[i]!;
        let ascii: string | undefined;
        if (slice !== undefined) {
          // Node: cut from one native string of the section, as readSmallTable does.
          if (isAscii(buf, p, e)) {
            if (all === undefined) all = slice.call(buf, from, to);
            ascii = all.substring(p - from, e - from);
          }
        } else {
          ascii = asciiStringChecked(buf, p, e);
        }
        if (ascii !== undefined) {
          strings[i] = ascii;
        } else if (e - p <= SHORT_UTF8_MAX_BYTES) {
          // Checked and built in one pass, one flat string.
          const s = utf8ShortChecked(buf, p, e);
          if (s === undefined) return i;
          strings[i] = s;
        } else {
          if (utf16Length(buf, p, e - p) < 0) return i;
          strings[i] = utf8StringByHand(buf, p, e);
        }
        p = e;
      }
      return -1;
    }
    // Node, a section with text beyond ASCII (a byte of 0x80 or above at one of every 32nd
    // position): checked and decoded to UTF-16 units entry by entry, one native call makes the
    // string (utf8TableStrings). Which path runs is a choice of speed only: both check every
    // entry by the same rules and report the first invalid one at its first byte.
    if (NODE_BUFFER !== undefined && sampledNonAscii(buf, from, to)) {
      return utf8TableStrings(buf, lens, count, from, to - from, strings);
    }
    // One strict native decode validates every byte of the section.
    const all = decodeUtf8Strict(buf, from, to);
    if (all !== undefined) {
      if (all.length === to - from) {
        // As many UTF-16 units as bytes: every byte was ASCII.
        let p = 0;
        for (let i = 0; i < count; i++) {
          const n = lens[i]!;
          strings[i] = all.substring(p, p + n);
          p += n;
        }
        return -1;
      }
      if (cutValidTable(all, buf, lens, count, from, strings)) return -1;
    }
    // Some entry is invalid: find the first one, as in Java (its first byte is the offset).
    let p = from;
    for (let i = 0; i < count; i++) {
      const n = lens[i]!;
      if (utf16Length(buf, p, n) < 0) return i;
      p += n;
    }
    throw new Error("string table: the strict decoder and the entry-by-entry check disagree");
  }

  private readObjectTable(): void {
    const at = this.pos;
    const count = this.readVarint();
    if (count < 1 || count > this.limit - this.pos) {
      throw this.errorAt(at, "LENGTH_EXCEEDS_INPUT", `object count ${count}`);
    }
    if (count > this.limits.maxObjects) {
      throw this.errorAt(
        at,
        "LIMIT_EXCEEDED",
        `object count ${count} > maxObjects ${this.limits.maxObjects}`,
      );
    }
    this.chargeAt(at, 24 * count, "object table");
    for (let i = 0; i < count; i++) {
      const start = this.pos;
      const header = this.readVarint();
      if ((this.buf[start]! & 1) === 1) {
        throw this.errorAt(
          start,
          "INVALID_OBJECT_REFERENCE",
          `object-table entry ${i} is a reference`,
        );
      }
      const bodyLength = Math.floor(header / 4);
      if (bodyLength > this.limit - this.pos) {
        throw this.errorAt(start, "LENGTH_EXCEEDS_INPUT", `body length ${bodyLength}`);
      }
      this.pos += bodyLength;
      this.entryStart[i] = start;
      this.entryEnd[i] = this.pos;
      this.entryValue[i] = undefined;
      this.entryType[i] = undefined;
      this.entryExpanded[i] = 0;
      this.objectCount = i + 1;
    }
    this.refLimit = count;
  }

  // -------------------------------------------------------------------------------------------
  // Varints and scalars

  private need(n: number): void {
    if (n > this.curEnd - this.pos) {
      throw this.error("TRUNCATED", `needs ${n} bytes, ${this.curEnd - this.pos} left`);
    }
  }

  /**
   * A uvarint as a number: exact below 2^53; larger values come out rounded, which is harmless
   * where this is used (lengths, counts, indices and range checks, all far below 2^53).
   */
  readVarint(): number {
    const p = this.pos;
    if (p + 1 < this.curEnd) {
      const b = this.buf[p]!;
      if (b < 0x80) {
        this.pos = p + 1;
        return b;
      }
      const b1 = this.buf[p + 1]!;
      if (b1 < 0x80 && b1 !== 0) {
        this.pos = p + 2;
        return (b & 0x7f) | (b1 << 7);
      }
    } else if (p < this.curEnd) {
      const b = this.buf[p]!;
      if (b < 0x80) {
        this.pos = p + 1;
        return b;
      }
    }
    return this.readVarintSlow();
  }

  private readVarintSlow(): number {
    const start = this.pos;
    // Three or four bytes (below 2^28) in int arithmetic; anything else (longer, truncated,
    // overlong) by the general loop below, which reports it.
    if (start + 4 <= this.curEnd) {
      const b = this.buf;
      const b0 = b[start]!;
      const b1 = b[start + 1]!;
      const b2 = b[start + 2]!;
      if (b0 >= 0x80 && b1 >= 0x80) {
        if (b2 < 0x80) {
          if (b2 !== 0) {
            this.pos = start + 3;
            return (b0 & 0x7f) | ((b1 & 0x7f) << 7) | (b2 << 14);
          }
        } else {
          const b3 = b[start + 3]!;
          if (b3 < 0x80 && b3 !== 0) {
            this.pos = start + 4;
            return (b0 & 0x7f) | ((b1 & 0x7f) << 7) | ((b2 & 0x7f) << 14) | (b3 << 21);
          }
        }
      }
    }
    const buf = this.buf;
    const end = this.curEnd;
    let p = start;
    let result = 0;
    let scale = 1;
    for (let i = 0; ; i++) {
      if (p >= end) throw this.errorAt(start, "TRUNCATED", "input ends inside a varint");
      const b = buf[p++]!;
      if (i === 9 && b > 1) {
        throw this.errorAt(start, "VARINT_OVERFLOW", "varint does not fit in 64 bits");
      }
      result += (b & 0x7f) * scale;
      if (b < 0x80) {
        if (b === 0 && i > 0) throw this.errorAt(start, "VARINT_NONCANONICAL", "overlong varint");
        this.pos = p;
        return result;
      }
      scale *= 128;
    }
  }

  /** A uvarint as an exact unsigned 64-bit bigint. */
  readVarintBig(): bigint {
    if (!this.readHalves()) {
      const start = this.pos;
      this.readVarint();
      this.splitVarint(start);
    }
    SCRATCH64.setInt32(0, this.lo, true);
    SCRATCH64.setInt32(4, this.hi, true);
    return SCRATCH64.getBigUint64(0, true);
  }

  /**
   * Reads a valid uvarint into its 32-bit halves `lo`, `hi` in one pass of int arithmetic when 10
   * bytes remain (no check per byte); returns false, having read nothing, when fewer remain or
   * the varint is not valid (overlong, over 64 bits), for the general path to read or report.
   */
  private readHalves(): boolean {
    const b = this.buf;
    let p = this.pos;
    if (this.curEnd - p < 10) return false;
    let x = b[p++]!;
    let lo = x & 0x7f;
    let hi = 0;
    if (x >= 0x80) {
      x = b[p++]!;
      lo |= (x & 0x7f) << 7;
      if (x >= 0x80) {
        x = b[p++]!;
        lo |= (x & 0x7f) << 14;
        if (x >= 0x80) {
          x = b[p++]!;
          lo |= (x & 0x7f) << 21;
          if (x >= 0x80) {
            x = b[p++]!;
            lo |= x << 28;
            hi = (x & 0x7f) >>> 4;
            for (let shift = 3; x >= 0x80; shift += 7) {
              x = b[p++]!;
              // The tenth byte holds bit 63 only.
              if (shift === 31 && x > 1) return false;
              hi |= (x & 0x7f) << shift;
            }
          }
        }
      }
      if (x === 0) return false;
    }
    this.pos = p;
    this.lo = lo;
    this.hi = hi;
    return true;
  }

  /**
   * A string table entry's length (FORMAT.md §2.1) at `pos`: a uvarint in its minimal form (a
   * UTF-8 entry, `entry16` false) or exactly one byte longer (a UTF-16 entry, `entry16` true); two
   * or more bytes longer → VARINT_NONCANONICAL, as any varint.
   */
  private readEntryLength(): number {
    const start = this.pos;
    const buf = this.buf;
    const end = this.curEnd;
    this.entry16 = false;
    if (start + 1 < end) {
      const b0 = buf[start]!;
      const b1 = buf[start + 1]!;
      if (b0 < 0x80) {
        this.pos = start + 1;
        return b0;
      }
      if (b1 < 0x80) {
        if (b1 !== 0) {
          this.pos = start + 2;
          return (b0 & 0x7f) | (b1 << 7);
        }
        // b0 with its continuation bit, then 0: b0 & 0x7f in one byte more than minimal.
        this.entry16 = true;
        this.pos = start + 2;
        return b0 & 0x7f;
      }
    }
    let p = start;
    let result = 0;
    let scale = 1;
    for (let i = 0; ; i++) {
      if (p >= end) throw this.errorAt(start, "TRUNCATED", "input ends inside a varint");
      const b = buf[p++]!;
      if (i === 9 && b > 1) {
        throw this.errorAt(start, "VARINT_OVERFLOW", "varint does not fit in 64 bits");
      }
      result += (b & 0x7f) * scale;
      if (b < 0x80) {
        if (b === 0 && i > 0) {
          // One byte more than minimal when the bytes before this 0 end in a non-zero group.
          if (i > 1 && (buf[p - 2]! & 0x7f) === 0) throw this.errorAt(start, "VARINT_NONCANONICAL", "overlong varint");
          this.entry16 = true;
        }
        this.pos = p;
        return result;
      }
      scale *= 128;
    }
  }

  /** Splits the (already checked) uvarint at `buf[start, pos)` into 32-bit halves `lo`, `hi`. */
  private splitVarint(start: number): void {
    const b = this.buf;
    const end = this.pos;
    let q = start;
    let lo = 0;
    let hi = 0;
    for (let shift = 0; shift < 28 && q < end; shift += 7) lo |= (b[q++]! & 0x7f) << shift;
    if (q < end) {
      const x = b[q++]! & 0x7f;
      lo |= x << 28;
      hi = x >> 4;
      for (let shift = 3; q < end; shift += 7) hi |= (b[q++]! & 0x7f) << shift;
    }
    this.lo = lo >>> 0;
    this.hi = hi >>> 0;
  }

  /** A one-byte bool (struct fields, list elements, map keys): 0 or 1, else INVALID_BOOL. */
  readBool(): boolean {
    this.need(1);
    const b = this.buf[this.pos]!;
    if (b > 1) throw this.error("INVALID_BOOL", `bool byte ${b}`);
    this.pos++;
    return b === 1;
  }

  readI8(): number {
    this.need(1);
    const b = this.buf[this.pos++]!;
    return b > 127 ? b - 256 : b;
  }

  readU8(): number {
    this.need(1);
    return this.buf[this.pos++]!;
  }

  private readSigned(max: number, kind: string): number {
    const at = this.pos;
    const v = this.readVarint();
    // zigzag: the magnitude of the result is about v/2, so v > 2*max+1 is out of range.
    if (v > 2 * max + 1) throw this.errorAt(at, "INT_OUT_OF_RANGE", `${kind} raw value ${v}`);
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  }

  readI16(): number {
    return this.readSigned(0x7fff, "i16");
  }

  readI32(): number {
    // Fast path, small enough to be inlined into generated reads: one or two bytes (|value| <
    // 8192, always in range) with two bytes left in the body.
    const p = this.pos;
    if (p + 1 < this.curEnd) {
      const b = this.buf[p]!;
      if (b < 0x80) {
        this.pos = p + 1;
        return (b >>> 1) ^ -(b & 1);
      }
      const b1 = this.buf[p + 1]!;
      if (b1 < 0x80 && b1 !== 0) {
        this.pos = p + 2;
        const v = (b & 0x7f) | (b1 << 7);
        return (v >>> 1) ^ -(v & 1);
      }
    }
    return this.readSigned(INT_MAX, "i32");
  }

  private readUnsigned(max: number, kind: string): number {
    const at = this.pos;
    const v = this.readVarint();
    if (v > max) throw this.errorAt(at, "INT_OUT_OF_RANGE", `${kind} value ${v}`);
    return v;
  }

  readU16(): number {
    return this.readUnsigned(0xffff, "u16");
  }

  readU32(): number {
    return this.readUnsigned(TWO_32 - 1, "u32");
  }

  readI64(): bigint {
    if (!this.readHalves()) {
      const start = this.pos;
      this.readVarint();
      this.splitVarint(start);
    }
    // zigzag on the halves: (v >>> 1) ^ -(v & 1), as 64 bits.
    const lo = this.lo;
    const hi = this.hi;
    const neg = -(lo & 1);
    // Below 2^32 on the wire, the value is an int32 (zigzag of the low half alone): in Node,
    // BigInt of it is cheaper than the scratch view's two stores and 64-bit load (in Chromium it
    // measured no faster, so browsers keep the view).
    if (hi === 0 && I64_FROM_INT) return BigInt((lo >>> 1) ^ neg);
    SCRATCH64.setInt32(0, ((lo >>> 1) | (hi << 31)) ^ neg, true);
    SCRATCH64.setInt32(4, (hi >>> 1) ^ neg, true);
    return SCRATCH64.getBigInt64(0, true);
  }

  readU64(): bigint {
    return this.readVarintBig();
  }

  /** An `i64` field with `[ts_number]`: a safe integer, else INT_OUT_OF_RANGE. */
  readI64Number(): number {
    const at = this.pos;
    const v = this.readVarint();
    if (v <= MAX_SAFE) return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
    this.pos = at;
    return this.safe(this.readI64(), at);
  }

  /** A `u64` field with `[ts_number]`: a safe integer, else INT_OUT_OF_RANGE. */
  readU64Number(): number {
    const at = this.pos;
    const v = this.readVarint();
    if (v <= MAX_SAFE) return v;
    this.pos = at;
    return this.safe(this.readVarintBig(), at);
  }

  private safe(v: bigint, at: number): number {
    if (v > 9007199254740991n || v < -9007199254740991n) {
      throw this.errorAt(at, "INT_OUT_OF_RANGE", `${v} is not a safe integer ([ts_number])`);
    }
    return Number(v);
  }

  /**
   * The next `n` (4 or 8) bytes copied into SCRATCH64 (little-endian, as on the wire), moved past:
   * a fixed-width field read without a DataView of its own (making one per field, or per root,
   * cost more than the read: a stream's roots each read a few f64s).
   */
  private scratch(n: number): DataView {
    this.need(n);
    const b = this.buf;
    const p = this.pos;
    this.pos = p + n;
    SCRATCH64.setInt32(0, b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16) | (b[p + 3]! << 24), true);
    if (n === 8) {
      SCRATCH64.setInt32(4, b[p + 4]! | (b[p + 5]! << 8) | (b[p + 6]! << 16) | (b[p + 7]! << 24), true);
    }
    return SCRATCH64;
  }

  readFixedI16(): number {
    this.need(2);
    const b = this.buf;
    const p = this.pos;
    this.pos = p + 2;
    const v = b[p]! | (b[p + 1]! << 8);
    return (v << 16) >> 16;
  }

  readFixedU16(): number {
    return this.readFixedI16() & 0xffff;
  }

  readFixedI32(): number {
    this.need(4);
    const b = this.buf;
    const p = this.pos;
    this.pos = p + 4;
    return b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16) | (b[p + 3]! << 24);
  }

  readFixedU32(): number {
    return this.readFixedI32() >>> 0;
  }

  readFixedI64(): bigint {
    return this.scratch(8).getBigInt64(0, true);
  }

  readFixedU64(): bigint {
    return this.scratch(8).getBigUint64(0, true);
  }

  readFixedI64Number(): number {
    const at = this.pos;
    return this.safe(this.readFixedI64(), at);
  }

  readFixedU64Number(): number {
    const at = this.pos;
    return this.safe(this.readFixedU64(), at);
  }

  readF32(): number {
    return getF32(this.scratch(4), 0);
  }

  readF64(): number {
    return this.scratch(8).getFloat64(0, true);
  }

  /** An enum's numeric value (0..2^31-1); unknown values are kept (open enums). */
  readEnum(): number {
    return this.readUnsigned(INT_MAX, "enum");
  }

  /**
   * A union case id. Ids above 2^31-1 are never cases → UNKNOWN_UNION_CASE; the caller reports
   * ids it does not know right after this call with `error("UNKNOWN_UNION_CASE", ...)`.
   */
  readUnionCase(): number {
    const v = this.readVarint();
    if (v > INT_MAX) throw this.error("UNKNOWN_UNION_CASE", `union case ${v}`);
    return v;
  }

  /** A string: an index into the string table. */
  readString(): string {
    // Fast path, small enough to be inlined into generated reads: a one- or two-byte index into
    // this root's table outside a session (ownStrings is 0 in a session).
    const p = this.pos;
    if (p + 1 < this.curEnd) {
      const b = this.buf[p]!;
      if (b < 0x80) {
        if (b < this.ownStrings) {
          this.pos = p + 1;
          return this.strings[b]!;
        }
      } else {
        const b1 = this.buf[p + 1]!;
        const i = (b & 0x7f) | (b1 << 7);
        if (b1 < 0x80 && b1 !== 0 && i < this.ownStrings) {
          this.pos = p + 2;
          return this.strings[i]!;
        }
      }
    }
    return this.readStringSlow();
  }

  private readStringSlow(): string {
    const at = this.pos;
    return this.stringAt(at, this.readVarint());
  }

  /**
   * A `json` value (FORMAT.md §1.4). Checks in order: the header varint, its kind
   * (INVALID_JSON_VALUE), the depth (DEPTH_LIMIT), a count against the bytes left
   * (LENGTH_EXCEEDS_INPUT), all at the header; then the payload.
   */
  readJson(): JsonValue {
    const at = this.pos;
    const h = this.readVarint();
    // The kind is in the low bits of the first byte, exact even when h is above 2^53.
    const kind = this.buf[at]! & 7;
    const n = Math.floor(h / 8);
    switch (kind) {
      case 0:
        if (n === 0) return null;
        if (n === 1) return false;
        if (n === 2) return true;
        if (n === 3) {
          const zat = this.pos;
          const z = this.readVarintBig();
          if (z < 1n << 61n) throw this.errorAt(zat, "INVALID_JSON_VALUE", "long integer form of a short one");
          return (z & 1n) === 0n ? z >> 1n : -((z + 1n) >> 1n);
        }
        break;
      case 1: {
        let z: bigint;
        if (h <= MAX_SAFE) {
          z = BigInt(n);
        } else {
          this.pos = at;
          z = this.readVarintBig() >> 3n;
        }
        return (z & 1n) === 0n ? z >> 1n : -((z + 1n) >> 1n);
      }
      case 2:
        if (h === 2) {
          const fat = this.pos;
          const d = this.readF64();
          if (!Number.isFinite(d)) throw this.errorAt(fat, "INVALID_JSON_VALUE", `json float ${d}`);
          return d;
        }
        break;
      case 3:
        return this.stringAt(at, n);
      case 4: {
        this.beginCompositeAt(null, at);
        const count = this.jsonCount(at, n, 1);
        this.chargeAt(at, count === 0 ? EMPTY_COLLECTION : COLLECTION_BASE + 24 * count, "json array");
        const items: JsonValue[] = new Array<JsonValue>(count);
        for (let i = 0; i < count; i++) {
          this.element(i);
          items[i] = this.readJson();
        }
        this.endComposite();
        return items;
      }
      case 5: {
        this.beginCompositeAt(null, at);
        const count = this.jsonCount(at, n, 2);
        this.chargeAt(at, 192 + 88 * count, "json object");
        const members = new Map<string, JsonValue>();
        for (let i = 0; i < count; i++) {
          this.element(i);
          const key = this.readString();
          if (members.has(key)) throw this.error("DUPLICATE_MAP_KEY", "duplicate json object key");
          members.set(key, this.readJson());
        }
        this.endComposite();
        return members;
      }
      default:
        break;
    }
    throw this.errorAt(at, "INVALID_JSON_VALUE", `json header ${h}`);
  }

  private jsonCount(at: number, n: number, minWireSize: number): number {
    if (n > Math.floor((this.curEnd - this.pos) / minWireSize) || n > INT_MAX - 8) {
      throw this.errorAt(at, "LENGTH_EXCEEDS_INPUT", `count ${n} > remaining ${this.curEnd - this.pos}`);
    }
    return n;
  }

  private stringAt(at: number, index: number): string {
    let i = index;
    if (this.sessionCount > 0) {
      if (i < this.sessionCount) return this.sessionStrings[i]!;
      i -= this.sessionCount;
    }
    if (i >= this.stringCount) {
      throw this.errorAt(
        at,
        "STRING_INDEX_OUT_OF_RANGE",
        `string index ${index} >= table size ${this.sessionCount + this.stringCount}`,
      );
    }
    return this.strings[i]!;
  }

  /** A `bytes` value (a copy). */
  readBytes(): Uint8Array {
    const at = this.pos;
    const n = this.readVarint();
    if (n > this.curEnd - this.pos) {
      throw this.errorAt(at, "LENGTH_EXCEEDS_INPUT", `bytes length ${n}`);
    }
    this.chargeAt(at, BYTES_BASE + n, "bytes");
    const out = copyOf(this.buf, this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  /**
   * The count of a list whose elements follow as one bulk read (`readF64s`, `readI32s`, ...): what
   * `beginComposite`, `readCount(minWireSize)` and, after the elements, `endComposite` do, with the
   * list's level checked against the depth limit here instead of pushed (a list of scalars adds
   * nothing to an error's field path). `elementSize` as for `readCount`, for the bulk readers that
   * do not charge the list themselves (`readI32s`, `readU32s`).
   */
  readLeafCount(minWireSize: number, elementSize = -1): number {
    if (this.depth >= this.maxDepth) throw this.depthError(this.pos);
    return this.readCount(minWireSize, elementSize);
  }

  /**
   * A list or map count, checked against the bytes left (`count <= remaining / minWireSize`) and
   * 2^31-9 → LENGTH_EXCEEDS_INPUT. With `elementSize`, also charges the decoded-size budget for
   * the collection (`COLLECTION_BASE + count x elementSize`, `EMPTY_COLLECTION` when empty); without
   * it nothing is charged (a bulk read that follows charges the list itself).
   */
  readCount(minWireSize: number, elementSize = -1): number {
    const at = this.pos;
    const n = this.readVarint();
    if (n > Math.floor((this.curEnd - this.pos) / minWireSize) || n > INT_MAX - 8) {
      throw this.errorAt(
        at,
        "LENGTH_EXCEEDS_INPUT",
        `count ${n} > remaining ${this.curEnd - this.pos} / element size ${minWireSize}`,
      );
    }
    if (elementSize >= 0) {
      this.chargeAt(at, n === 0 ? EMPTY_COLLECTION : COLLECTION_BASE + n * elementSize, "collection");
    }
    return n;
  }

  /**
   * Charges `bytes` estimated decoded bytes to the root's decoded-size budget (FORMAT.md §7.1),
   * for what generated code materialises beyond what `beginMessage`, `readCount` with an element
   * size and the runtime's own reads charge. More than the budget → LIMIT_EXCEEDED.
   */
  charge(bytes: number): void {
    this.chargeAt(this.pos, bytes, "value");
  }

  private chargeAt(at: number, bytes: number, what: string): void {
    if ((this.decoded += bytes) > this.budget) throw this.budgetError(at, what);
  }

  private budgetError(at: number, what: string): BaleError {
    return this.errorAt(
      at,
      "LIMIT_EXCEEDED",
      `${what} takes the decoded size to ${this.decoded} estimated bytes, over the budget of ` +
        `${this.budget} (max(${this.limits.decodedSizeFloor}, ${this.limits.decodedSizeRatio} x ` +
        `${this.limit - this.base} input bytes))`,
    );
  }

  // -------------------------------------------------------------------------------------------
  // Bulk lists of fixed-width elements (count read first with readCount(width)).

  /**
   * Checks that `count` elements of `width` bytes fit, and charges the list `decodedWidth`
   * estimated bytes per element (FORMAT.md §7.1, the same numbers as the Java runtime).
   */
  private needBulk(count: number, width: number, decodedWidth: number): void {
    if (count * width > this.curEnd - this.pos) {
      throw this.error("TRUNCATED", `${count} elements of ${width} bytes do not fit`);
    }
    this.chargeAt(this.pos, count === 0 ? EMPTY_COLLECTION : COLLECTION_BASE + count * decodedWidth, "list");
  }

  readBools(count: number): boolean[] {
    this.needBulk(count, 1, 8);
    const a = new Array<boolean>(count);
    const b = this.buf;
    for (let i = 0; i < count; i++) {
      const x = b[this.pos]!;
      if (x > 1) {
        this.element(i);
        throw this.error("INVALID_BOOL", `bool byte ${x}`);
      }
      a[i] = x === 1;
      this.pos++;
    }
    return a;
  }

  readI8s(count: number): number[] {
    this.needBulk(count, 1, 8);
    const a = new Array<number>(count);
    for (let i = 0; i < count; i++) a[i] = this.readI8();
    return a;
  }

  readU8s(count: number): number[] {
    this.needBulk(count, 1, 8);
    const a = new Array<number>(count);
    for (let i = 0; i < count; i++) a[i] = this.buf[this.pos + i]!;
    this.pos += count;
    return a;
  }

  readFixedI16s(count: number): number[] {
    this.needBulk(count, 2, 8);
    const a = new Array<number>(count);
    for (let i = 0; i < count; i++) a[i] = this.readFixedI16();
    return a;
  }

  readFixedU16s(count: number): number[] {
    this.needBulk(count, 2, 8);
    const a = new Array<number>(count);
    for (let i = 0; i < count; i++) a[i] = this.readFixedU16();
    return a;
  }

  readFixedI32s(count: number): number[] {
    this.needBulk(count, 4, 8);
    const a = new Array<number>(count);
    for (let i = 0; i < count; i++) a[i] = this.readFixedI32();
    return a;
  }

  readFixedU32s(count: number): number[] {
    this.needBulk(count, 4, 24);
    const a = new Array<number>(count);
    for (let i = 0; i < count; i++) a[i] = this.readFixedU32();
    return a;
  }

  /**
   * The elements of a `list<i32>` without `[fixed]` (FORMAT.md §1.3), after its count: the layout
   * byte when there are 64 or more, then varints or the block layout; each element with the checks
   * of `readI32`. Charges nothing (`readCount(1, 8)` charged the list).
   */
  readI32s(count: number): number[] {
    return this.readInt32Elements(count, true);
  }

  /** The elements of a `list<u32>` without `[fixed]`, as `readI32s` (charged by `readCount(1, 24)`). */
  readU32s(count: number): number[] {
    return this.readInt32Elements(count, false);
  }

  private readInt32Elements(count: number, zigzag: boolean): number[] {
    const a = new Array<number>(count);
    if (count >= LIST_LAYOUT_MIN) {
      this.need(1);
      const layout = this.buf[this.pos]!;
      if (layout === LAYOUT_BLOCK) {
        this.pos++;
        this.readBlockLayout(a, count, zigzag);
        return a;
      }
      if (layout !== LAYOUT_VARINT) throw this.error("INVALID_LIST_LAYOUT", `list layout byte ${layout}`);
      this.pos++;
    }
    for (let i = 0; i < count; i++) {
      this.element(i);
      a[i] = zigzag ? this.readI32() : this.readU32();
    }
    // Read at its message's level: the index is not the next field's (as Java's enterField).
    this.curIndex = -1;
    return a;
  }

  /**
   * The block layout: the tag bytes fit (TRUNCATED at the first), the unused codes of the last are
   * 0 (VARINT_NONCANONICAL at it), then each value in turn fits (TRUNCATED) and has its minimal
   * length (VARINT_NONCANONICAL), both at the value with the element's path; as the Java runtime.
   */
  private readBlockLayout(a: number[], count: number, zigzag: boolean): void {
    const b = this.buf;
    const end = this.curEnd;
    const tags = this.pos;
    const ntags = (count + 3) >>> 2;
    if (ntags > end - tags) {
      throw this.errorAt(tags, "TRUNCATED", `${ntags} tag bytes, ${end - tags} remaining`);
    }
    const tail = count & 3;
    if (tail !== 0 && b[tags + ntags - 1]! >>> (2 * tail) !== 0) {
      throw this.errorAt(tags + ntags - 1, "VARINT_NONCANONICAL", "unused length codes of the last tag byte are not 0");
    }
    let p = tags + ntags;
    let i = 0;
    // Whole groups while 16 bytes remain (no length check per value); a non-minimal value sends
    // its group to the careful loop below, which reports it.
    const full = count & ~3;
    groups: while (i < full && end - p >= 16) {
      let tag = b[tags + (i >>> 2)]!;
      let q = p;
      for (let j = 0; j < 4; j++, tag >>>= 2) {
        const code = tag & 3;
        let v: number;
        if (code === 0) {
          v = b[q]!;
        } else if (code === 1) {
          v = b[q]! | (b[q + 1]! << 8);
        } else if (code === 2) {
          v = b[q]! | (b[q + 1]! << 8) | (b[q + 2]! << 16);
        } else {
          v = (b[q]! | (b[q + 1]! << 8) | (b[q + 2]! << 16) | (b[q + 3]! << 24)) >>> 0;
        }
        if (v < BLOCK_MIN[code]!) break groups;
        a[i + j] = zigzag ? (v >>> 1) ^ -(v & 1) : v;
        q += code + 1;
      }
      p = q;
      i += 4;
    }
    for (; i < count; i++) {
      const code = (b[tags + (i >>> 2)]! >>> ((i & 3) << 1)) & 3;
      if (code >= end - p) {
        this.element(i);
        throw this.errorAt(p, "TRUNCATED", `${code + 1}-byte value, ${end - p} remaining`);
      }
      let v: number;
      switch (code) {
        case 0:
          v = b[p]!;
          break;
        case 1:
          v = b[p]! | (b[p + 1]! << 8);
          break;
        case 2:
          v = b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16);
          break;
        default:
          v = (b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16) | (b[p + 3]! << 24)) >>> 0;
      }
      if (v < BLOCK_MIN[code]!) {
        this.element(i);
        throw this.errorAt(p, "VARINT_NONCANONICAL", `value ${v} in ${code + 1} bytes`);
      }
      a[i] = zigzag ? (v >>> 1) ^ -(v & 1) : v;
      p += code + 1;
    }
    this.pos = p;
  }

  /** A DataView of the list's `count` elements of `width` bytes (positions from 0), moved past. */
  private bulkView(count: number, width: number, decodedWidth: number): DataView {
    this.needBulk(count, width, decodedWidth);
    const n = count * width;
    this.need(n);
    const b = this.buf;
    const v = new DataView(b.buffer, b.byteOffset + this.pos, n);
    this.pos += n;
    return v;
  }

  readFixedI64s(count: number): bigint[] {
    const v = this.bulkView(count, 8, 32);
    const a = new Array<bigint>(count);
    for (let i = 0; i < count; i++) a[i] = v.getBigInt64(8 * i, true);
    return a;
  }

  readFixedU64s(count: number): bigint[] {
    const v = this.bulkView(count, 8, 32);
    const a = new Array<bigint>(count);
    for (let i = 0; i < count; i++) a[i] = v.getBigUint64(8 * i, true);
    return a;
  }

  readFixedI64Numbers(count: number): number[] {
    this.needBulk(count, 8, 32);
    const a = new Array<number>(count);
    for (let i = 0; i < count; i++) a[i] = this.readFixedI64Number();
    return a;
  }

  readFixedU64Numbers(count: number): number[] {
    this.needBulk(count, 8, 32);
    const a = new Array<number>(count);
    for (let i = 0; i < count; i++) a[i] = this.readFixedU64Number();
    return a;
  }

  readF32s(count: number): number[] {
    return getF32s(this.bulkView(count, 4, 24), 0, count);
  }

  readF64s(count: number): number[] {
    return getF64s(this.bulkView(count, 8, 24), 0, count);
  }

  /**
   * The `count` elements of a `list<list<f64>>`, read after its count (inside its
   * `beginComposite`), FORMAT.md §1.3: for two or more elements the shape varint first; a shape
   * `k >= 1` gives every element `k` values and no count (`readUniform`); shape 0 (and a list of
   * one element) gives each element count then values, with the same values, budget charges and
   * errors as `element(i)`, `readLeafCount(8)` and `readF64s` per element: an element whose count
   * is one byte (1..127) is read in one loop, any other (and every error) on that per-element path.
   */
  readF64Lists(count: number): number[][] {
    const out = new Array<number[]>(count);
    if (count >= 2) {
      const shapeAt = this.pos;
      const k = this.readVarint();
      if (k !== 0) {
        this.readUniform(out, k, shapeAt);
        return out;
      }
    }
    const b = this.buf;
    let dv: DataView | undefined;
    let i = 0;
    while (i < count) {
      if (this.depth < this.maxDepth) {
        dv ??= new DataView(b.buffer, b.byteOffset, b.byteLength);
        let p = this.pos;
        const end = this.curEnd;
        for (; i < count; i++) {
          if (p >= end) break;
          const n = b[p]!;
          if (n === 0 || n > 0x7f || n > (end - p - 1) >>> 3) break;
          const charge = COLLECTION_BASE + 24 * n;
          if (this.decoded + charge > this.budget) break;
          this.decoded += charge;
          if (n === 2) {
            // Pairs (2-D points) are the common row: a literal, unless a NaN needs getF64s's boxing.
            const x = dv.getFloat64(p + 1, true);
            const y = dv.getFloat64(p + 9, true);
            out[i] = x === x && y === y ? [x, y] : getF64s(dv, p + 1, 2);
          } else {
            out[i] = getF64s(dv, p + 1, n);
          }
          p += 1 + 8 * n;
        }
        this.pos = p;
        if (i === count) break;
      }
      this.element(i);
      out[i] = this.readF64s(this.readLeafCount(8));
      i++;
    }
    this.curIndex = -1; // as after readI32s' loop
    return out;
  }

  /**
   * The elements of a `list<list<f64>>` of shape `k >= 1` (read at `shapeAt`): `DEPTH_LIMIT` at
   * the first element as the per-element form reports it, then `LENGTH_EXCEEDS_INPUT` at the shape
   * when the values do not fit, then each element charged to the budget as `readF64s` charges it
   * (`LIMIT_EXCEEDED` at its first value).
   */
  private readUniform(out: number[][], k: number, shapeAt: number): void {
    const count = out.length;
    if (this.depth >= this.maxDepth) {
      this.element(0);
      throw this.depthError(this.pos);
    }
    const remaining = this.curEnd - this.pos;
    if (k > Math.floor(Math.floor(remaining / 8) / count)) {
      throw this.errorAt(shapeAt, "LENGTH_EXCEEDS_INPUT", `${count} elements of ${k} f64 values > remaining ${remaining}`);
    }
    const b = this.buf;
    const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
    const charge = COLLECTION_BASE + 24 * k;
    const budget = this.budget;
    let used = this.decoded;
    let p = this.pos;
    for (let i = 0; i < count; i++) {
      if (used + charge > budget) {
        this.pos = p;
        this.decoded = used;
        this.element(i);
        this.chargeAt(p, charge, "list");
      }
      used += charge;
      if (k === 2) {
        const x = dv.getFloat64(p, true);
        const y = dv.getFloat64(p + 8, true);
        out[i] = x === x && y === y ? [x, y] : getF64s(dv, p, 2);
      } else {
        out[i] = getF64s(dv, p, k);
      }
      p += 8 * k;
    }
    this.pos = p;
    this.decoded = used;
  }

  // -------------------------------------------------------------------------------------------
  // Messages and composites

  /**
   * Starts a message. Returns the shared instance when the header is a reference into the object
   * table (the caller returns it at once, without `endMessage`); otherwise returns undefined after
   * entering the body: the caller reads `flag`s, fields while `hasMore()`, then `endMessage`.
   */
  beginMessage<T>(type: CompactType<T>, decodedSize = MESSAGE_BASE): T | undefined {
    const at = this.pos;
    const buf = this.buf;
    // The kind bits come from the varint's first byte: above 2^53 `header` is rounded and its low
    // bits are not the wire's (FORMAT.md §8, check order).
    const kind = at < this.curEnd ? buf[at]! : 0;
    const header = this.readVarint();
    if ((kind & 1) === 1) return this.reference(type, Math.floor(header / 2), at) as T;
    const bodyLength = header <= INT_MAX ? header >>> 2 : Math.floor(header / 4);
    const pos = this.pos;
    if (bodyLength > this.curEnd - pos) {
      throw this.errorAt(at, "LENGTH_EXCEEDS_INPUT", `body length ${bodyLength} > remaining ${this.curEnd - pos}`);
    }
    if (++this.messages > this.maxObjects) {
      throw this.errorAt(at, "LIMIT_EXCEEDED", `more than ${this.limits.maxObjects} messages`);
    }
    if ((this.decoded += decodedSize) > this.budget) throw this.budgetError(at, "message");
    const end = pos + bodyLength;
    const d = this.push(type as CompactType<unknown>, at);
    this.lvEnd[d] = end;
    this.curEnd = end;
    if ((kind & 2) === 0) {
      this.lvFlagLen[d] = 0;
      this.flagWord = 0;
      return undefined;
    }
    // The flags (a varint of 7 bits a byte): the first 28 bits also as one int for flagBits().
    let p = pos;
    let word = 0;
    for (let shift = 0; ; shift += 7) {
      if (p >= end) throw this.errorAt(pos, "TRUNCATED", "flags run past the body");
      const x = buf[p++]!;
      if (shift < 28) word |= (x & 0x7f) << shift;
      if (x < 0x80) {
        if (x === 0) throw this.errorAt(pos, "VARINT_NONCANONICAL", "flags end in a zero byte");
        break;
      }
    }
    this.pos = p;
    this.lvFlagStart[d] = pos;
    this.lvFlagLen[d] = p - pos;
    this.flagWord = word;
    return undefined;
  }

  /**
   * Flag bits 0-27 of the message `beginMessage` has just entered, as one int (bit `i` is flag
   * bit `i`; bits the writer did not write are 0): for generated code, which reads it once,
   * before any field, and tests bits in it instead of calling {@link flag} per bit.
   */
  flagBits(): number {
    return this.flagWord;
  }

  private reference(type: CompactType<unknown>, index: number, at: number): unknown {
    if (this.depth === 0) throw this.errorAt(at, "INVALID_OBJECT_REFERENCE", "reference at the root");
    if (this.objectCount === 0) {
      throw this.errorAt(at, "INVALID_OBJECT_REFERENCE", "reference without an object table");
    }
    if (index >= this.refLimit) {
      throw this.errorAt(
        at,
        "INVALID_OBJECT_REFERENCE",
        index >= this.objectCount
          ? `object index ${index} >= object count ${this.objectCount}`
          : `forward reference to object ${index} while decoding object ${this.refLimit}`,
      );
    }
    const i = index;
    const cached = this.entryValue[i];
    if (cached !== undefined) {
      const t = this.entryType[i]!;
      if (t !== type) {
        throw this.errorAt(
          at,
          "OBJECT_TYPE_MISMATCH",
          `object ${i} is a ${t.schemaName}, not ${type.schemaName}`,
        );
      }
      this.countMessages(this.entryExpanded[i]!, at, "each reference as the messages it stands for");
      return cached;
    }
    const messagesBefore = this.messages;
    const savedPos = this.pos;
    const savedEnd = this.curEnd;
    const savedLimit = this.refLimit;
    this.pos = this.entryStart[i]!;
    this.curEnd = this.entryEnd[i]!;
    this.refLimit = i;
    const value = type.read(this);
    if (this.pos !== this.entryEnd[i] || value === undefined || value === null) {
      throw new Error(`${type.schemaName}.read did not read one message`);
    }
    this.pos = savedPos;
    this.curEnd = savedEnd;
    this.refLimit = savedLimit;
    this.entryValue[i] = value as object;
    this.entryType[i] = type;
    this.entryExpanded[i] = this.messages - messagesBefore;
    return value;
  }

  /** Flag bit `bit` of the current message (false beyond the flags the writer wrote). */
  flag(bit: number): boolean {
    const d = this.depth;
    const i = (bit / 7) | 0;
    return i < this.lvFlagLen[d]! && ((this.buf[this.lvFlagStart[d]! + i]! >> bit % 7) & 1) !== 0;
  }

  /** Whether the current body has bytes left (a field a writer did not know reads as default). */
  hasMore(): boolean {
    return this.pos < this.curEnd;
  }

  /** Marks which field is being read, for error paths. */
  field(id: number): void {
    this.curField = id;
  }

  /**
   * For generated code: marks field `id` for error paths and tells whether it is in the current
   * body (bytes are left); a field the body left out takes its default (`r.next(3) ? r.readI32() :
   * 0`). Java's `CompactReader.next` marks the same way, so error paths agree.
   */
  next(id: number): boolean {
    this.curField = id;
    return this.pos < this.curEnd;
  }

  /**
   * For generated code: marks field `id` for error paths and returns true, so that a present
   * optional field reads in one expression (`(flags & 0x2) !== 0 && r.mark(2) ? ... : undefined`).
   */
  mark(id: number): boolean {
    this.curField = id;
    return true;
  }

  /**
   * For generated code, where a field the body left out takes its default: written again, that
   * default takes `levels` nesting levels below this message's, so DEPTH_LIMIT is raised here, at
   * the end of the body, if that passes the limit: whatever decodes also re-encodes (FORMAT.md §7).
   */
  defaultLevels(levels: number): void {
    if (this.depth + levels > this.limits.depth) {
      throw this.error("DEPTH_LIMIT", `the default of a field left out would nest deeper than ${this.limits.depth}`);
    }
  }

  /**
   * For generated code, where a field the body left out takes a default that holds `count`
   * messages (a default message and its own fields' default messages): they count against
   * maxObjects as messages read do, so LIMIT_EXCEEDED is raised here, at the end of the body, if
   * they pass it; a reference to a message holding such a default stands for them too
   * (FORMAT.md §7, §2.2 rule 5).
   */
  defaultMessages(count: number): void {
    this.countMessages(count, this.pos, "the defaults of fields left out");
  }

  /**
   * For generated code, a field the body left out in one expression (`r.next(3) ?
   * read$list_i32(r) : r.leftOut([], 1, 0, 40)`): `defaultLevels(levels)`, `defaultMessages(messages)`
   * when not 0, `charge(bytes)` when not 0; returns `value`, the field's default.
   */
  leftOut<T>(value: T, levels: number, messages: number, bytes: number): T {
    this.defaultLevels(levels);
    if (messages > 0) this.defaultMessages(messages);
    if (bytes > 0) this.charge(bytes);
    return value;
  }

  /**
   * Adds `n` messages that were not read one by one (what a reference or a default stands for) to
   * the root's count: LIMIT_EXCEEDED at `at` past maxObjects (INT_MAX: no limit).
   */
  private countMessages(n: number, at: number, counting: string): void {
    this.messages += n;
    if (this.messages > this.limits.maxObjects && this.limits.maxObjects !== INT_MAX) {
      throw this.errorAt(at, "LIMIT_EXCEEDED", `more than ${this.limits.maxObjects} messages counting ${counting}`);
    }
  }

  /** Marks which list element (or map entry) is being read, for error paths. */
  element(index: number): void {
    this.curIndex = index;
  }

  /**
   * Ends the current message: body bytes not read become the unknown tail and set flag bits at or
   * beyond `knownFlagBits` are kept; returns both (undefined when there are none), recording `type`
   * (the message's schema name; generated reads pass it) as the type they were read as.
   */
  endMessage(knownFlagBits: number, type?: string): UnknownFields | undefined {
    // Fast path, small enough to be inlined into generated reads: the body read to its end, and
    // no flags or one flag byte (bits 0-6) without bits at or beyond knownFlagBits.
    const d = this.depth;
    const flagLen = this.lvFlagLen[d]!;
    if (
      this.pos === this.curEnd &&
      d !== 0 &&
      (flagLen === 0 || (flagLen === 1 && (knownFlagBits >= 7 || this.buf[this.lvFlagStart[d]!]! >> knownFlagBits === 0)))
    ) {
      this.pop();
      return undefined;
    }
    return this.endMessageSlow(knownFlagBits, type);
  }

  private endMessageSlow(knownFlagBits: number, type: string | undefined): UnknownFields | undefined {
    const d = this.depth;
    if (d === 0 || this.lvFlagLen[d] === COMPOSITE) throw new Error("endMessage() without beginMessage()");
    const end = this.lvEnd[d]!;
    let unknown: UnknownFields | undefined;
    const flagLen = this.lvFlagLen[d]!;
    if (this.pos < end || (flagLen > 0 && this.hasUnknownBits(d, knownFlagBits))) {
      const bits = this.unknownBits(d, knownFlagBits);
      if (bits.length > 0 || this.pos < end) {
        this.chargeAt(this.pos, 64 + 8 * flagLen + (end - this.pos), "unknown fields");
        unknown = new UnknownFields(this.getOrigin(), bits, copyOf(this.buf, this.pos, end), type);
      }
    }
    this.pos = end;
    this.pop();
    return unknown;
  }

  /** Whether a flag bit at or beyond `known` is set in level `d`'s flags. */
  private hasUnknownBits(d: number, known: number): boolean {
    const len = this.lvFlagLen[d]!;
    const start = this.lvFlagStart[d]!;
    let i = (known / 7) | 0;
    if (i >= len) return false;
    if ((this.buf[start + i]! & 0x7f) >> known % 7 !== 0) return true;
    for (i++; i < len; i++) if ((this.buf[start + i]! & 0x7f) !== 0) return true;
    return false;
  }

  private unknownBits(d: number, known: number): number[] {
    const len = this.lvFlagLen[d]!;
    const start = this.lvFlagStart[d]!;
    const bits: number[] = [];
    for (let i = (known / 7) | 0; i < len; i++) {
      const v = this.buf[start + i]! & 0x7f;
      for (let k = 0; k < 7; k++) {
        const bit = i * 7 + k;
        if (((v >> k) & 1) !== 0 && bit >= known) bits.push(bit);
      }
    }
    return bits;
  }

  private getOrigin(): TableOrigin {
    if (this.origin === undefined) {
      const n = this.objectCount;
      // Once per root: the table copies below.
      this.chargeAt(
        this.pos,
        COLLECTION_BASE +
          4 * (this.sessionCount + this.stringCount) +
          4 * n +
          (n > 0 ? this.entryEnd[n - 1]! - this.entryStart[0]! : 0),
        "unknown fields' tables",
      );
      const first = n > 0 ? this.entryStart[0]! : 0;
      const last = n > 0 ? this.entryEnd[n - 1]! : 0;
      const ends = new Array<number>(n);
      for (let i = 0; i < n; i++) ends[i] = this.entryEnd[i]! - first;
      this.origin = new TableOrigin(
        this.sessionStrings.slice(0, this.sessionCount).concat(this.strings.slice(0, this.stringCount)),
        copyOf(this.buf, first, last),
        ends,
      );
    }
    return this.origin;
  }

  /**
   * For generated list and map readers: what `beginComposite(null)` and then
   * `readCount(minWireSize, elementSize)` do (the depth check, the count and its checks, the
   * charge, in that order, with the same errors), except that an empty list or map enters no
   * level, since nothing can fail inside it: the caller returns at once when the count is 0 and
   * calls `endComposite()` after the elements otherwise.
   */
  beginCollection(minWireSize: number, elementSize: number): number {
    const at = this.pos;
    // push()'s depth check, before the count is read (DEPTH_LIMIT at the count's first byte).
    if (this.depth >= this.maxDepth) throw this.depthError(at);
    const n = this.readCount(minWireSize, elementSize);
    if (n !== 0) this.beginCompositeAt(null, at);
    return n;
  }

  /** Enters a struct, list, map or union (depth accounting and error paths). */
  beginComposite(type: CompactType<unknown> | null): void {
    this.beginCompositeAt(type, this.pos);
  }

  /** A composite level whose first byte (reported with DEPTH_LIMIT) is at `at`. */
  private beginCompositeAt(type: CompactType<unknown> | null, at: number): void {
    const d = this.push(type, at);
    this.lvEnd[d] = this.curEnd;
    this.lvFlagLen[d] = COMPOSITE;
  }

  /** Leaves what `beginComposite` entered. */
  endComposite(): void {
    if (this.depth === 0 || this.lvFlagLen[this.depth] !== COMPOSITE) {
      throw new Error("endComposite() without beginComposite()");
    }
    this.pop();
  }

  private push(type: CompactType<unknown> | null, at: number): number {
    const d = this.depth + 1;
    if (d > this.maxDepth) throw this.depthError(at);
    if (this.track) {
      this.lvType[d] = type;
      this.lvField[d - 1] = this.curField;
      this.lvIndex[d - 1] = this.curIndex;
      this.curField = 0;
      this.curIndex = -1;
    }
    this.depth = d;
    return d;
  }

  /** DEPTH_LIMIT for a level that would start at `at` (push, and readLeafCount's leaf level). */
  private depthError(at: number): BaleError {
    return this.errorAt(at, "DEPTH_LIMIT", `nesting deeper than ${this.limits.depth}`);
  }

  private pop(): void {
    const d = --this.depth;
    if (this.track) {
      this.lvType[d + 1] = null;
      this.curField = this.lvField[d]!;
      this.curIndex = this.lvIndex[d]!;
    }
    this.curEnd = d === 0 ? this.limit : this.lvEnd[d]!;
  }

  // -------------------------------------------------------------------------------------------
  // Errors

  /** An error at the current offset with the current field path, for checks made by the caller. */
  error(code: ErrorCode, detail: string): BaleError {
    return this.errorAt(this.pos, code, detail);
  }

  private errorAt(at: number, code: ErrorCode, detail: string): BaleError {
    return new BaleError(code, at - this.base, this.path(), detail);
  }

  private path(): string {
    let sb = "";
    if (this.depth === 0 || !this.lvType[1]) sb += this.rootType ? simpleName(this.rootType.schemaName) : "";
    for (let d = 1; d <= this.depth; d++) {
      const t = this.lvType[d];
      if (d === 1 && t) sb += simpleName(t.schemaName);
      const f = d === this.depth ? this.curField : this.lvField[d]!;
      if (f > 0) sb += "." + (t?.fieldName(f) ?? "#" + f);
      const i = d === this.depth ? this.curIndex : this.lvIndex[d]!;
      if (i >= 0) sb += `[${i}]`;
    }
    return sb;
  }
}
