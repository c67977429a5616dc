/**
 * The flat codec's entry points (docs/spec/FORMAT.md Part II) over generated flat types
 * (`bale gen --lang ts` emits `X$flat` for every message, struct and union, and `XView` classes),
 * and the small read helpers generated code calls.
 *
 * `decodeFlat` and the views' `wrap` verify the bytes first (one pass, O(size), §F10); only
 * `wrapUnchecked` / `decodeFlatUnchecked` skip it, for bytes the caller produced or verified.
 */
import { copyOf } from "../copy.js";
import { BaleError, encodeErrorPath, isStackExhausted, simpleName } from "../errors.js";
import { DEFAULT_LIMITS, checkedLimits, decodedSizeBudget, type Limits } from "../limits.js";
import { BYTES_BASE, COLLECTION_BASE, EMPTY_COLLECTION, STRING_BASE } from "../compact/reader.js";
import { bytes, endStringCache, pointer, startStringCache, string, viewOf } from "./access.js";
import { walkFlatJson } from "./json.js";
import type { JsonValue } from "../jsonvalue.js";
import { FlatBuilder, type FlatWriterOptions } from "./builder.js";
import { FlatVerifier } from "./verifier.js";
import { Spare } from "../spare.js";

/** A generated message type: verify, read and write one object. */
export interface FlatMessageType<T> {
  /** Full schema name, e.g. `media.MediaContent` (error paths start with its simple name). */
  readonly schemaName: string;
  /** The 64-bit schema fingerprint (for frames). */
  readonly fingerprint: bigint;
  /**
   * The decoded-size charge (FORMAT.md §7.1) of the message's default instance, what a null element
   * of a list of it decodes to (generated message codecs have it; `rootFlatList` charges it).
   */
  readonly defaultSize?: number;
  /**
   * Verifies the fields of the object at `obj`, which the verifier has entered; with `only` (a
   * field id) just that field, and a message field only as far as its object (checked access).
   */
  verify(v: FlatVerifier, obj: number, only?: number): void;
  /** Reads the object at `obj` (verified, or trusted) into a value. */
  read(b: Uint8Array, d: DataView, obj: number): T;
  /** Writes `value` as an object (and its targets); returns the object's position. */
  write(w: FlatBuilder, value: T): number;
}

/** Verifies an unframed flat root of type `type` spanning `bytes`; returns the root's position (8). */
export function verifyFlat(type: FlatMessageType<unknown>, bytes: Uint8Array, limits?: Limits, budget = 0): number {
  const v = new FlatVerifier(limits).traversalBudget(budget);
  const root = v.begin(bytes, type.schemaName);
  verifyWalk(type, v, root);
  v.finish();
  return root;
}

/** `type.verify(v, root)`, with G2 past the engine's stack: DEPTH_LIMIT, never a RangeError. */
function verifyWalk(type: FlatMessageType<unknown>, v: FlatVerifier, root: number): void {
  try {
    type.verify(v, root);
  } catch (e) {
    throw isStackExhausted(e) ? v.stackExhausted() : e;
  }
}

/**
 * `type.read` of verified bytes, with G2 past the engine's stack: generated readers recurse per
 * level, and may run out of stack where the verify pass did not.
 */
function readWalk<T>(type: FlatMessageType<T>, bytes: Uint8Array, d: DataView, root: number): T {
  try {
    return type.read(bytes, d, root);
  } catch (e) {
    if (!isStackExhausted(e)) throw e;
    throw new BaleError(
      "DEPTH_LIMIT",
      -1,
      simpleName(type.schemaName),
      "stack exhausted building the decoded value (verified within the depth limit): decode with a larger stack (e.g. node --stack-size) to go deeper",
    );
  }
}

// The verifier decodeFlat uses while no other decodeFlat runs (verifiers are reusable, not
// reentrant; generated read code never calls back into decodeFlat, but a caller's getter might):
// one per default limits, so that a small root does not pay for a verifier and its path array.
let spare: FlatVerifier | undefined;

/**
 * Verifies a root like {@link verifyFlat} (framed when `framed`, with `fingerprint` to check), then
 * reads it with the verifier's `DataView` (one view per decode), dropping the input and the sharing
 * table afterwards. The outcome is that of a full verify followed by the read (the same value, or
 * the same error: code, offset and path), with each string's UTF-8 checked once: the verify pass
 * leaves it out ({@link FlatVerifier.deferUtf8}) and the read, which builds every string that pass
 * reaches, decodes them strictly. Any failure on the way, the read's own included, verifies again
 * in full: the first problem in verifier order is reported, as if the verifier had run alone
 * first; if that passes, the read's error stands.
 */
function verifyAndRead<T>(
  type: FlatMessageType<T>,
  bytes: Uint8Array,
  limits: Limits | undefined,
  framed: boolean,
  fingerprint?: bigint,
): T {
  let v = spare;
  if (v === undefined || (limits !== undefined && limits !== v.limits)) v = new FlatVerifier(limits);
  else spare = undefined;
  try {
    const root = begin(v, type, bytes, framed, fingerprint);
    v.onceForEachString().deferUtf8();
    verifyWalk(type, v, root);
    startStringCache(v.view, true);
    // The verify pass saw every message object the read will reach: with none reached twice,
    // the read keeps no table of decoded objects.
    noSharing = !v.sharesObjects();
    flatDecodeBegin(type, bytes.length, limits);
    return readWalk(type, bytes, v.view, root);
  } catch (e) {
    flatForget();
    v.finish();
    // Throws the verifier's error, if any, in place of e.
    const again = begin(v, type, bytes, framed, fingerprint);
    v.onceForEachString();
    verifyWalk(type, v, again);
    throw e;
  } finally {
    flatForget();
    v.finish();
    if (v.limits === DEFAULT_LIMITS) spare = v;
  }
}

function begin(
  v: FlatVerifier,
  type: FlatMessageType<unknown>,
  bytes: Uint8Array,
  framed: boolean,
  fingerprint: bigint | undefined,
): number {
  return framed ? v.beginFramed(bytes, type.schemaName, fingerprint) : v.begin(bytes, type.schemaName);
}

/**
 * Verifies a framed flat root (frame codec 2); with `checkFingerprint` (default) the frame must
 * carry the type's fingerprint. Returns the root's position.
 */
export function verifyFlatFramed(
  type: FlatMessageType<unknown>,
  bytes: Uint8Array,
  limits?: Limits,
  checkFingerprint = true,
): number {
  const v = new FlatVerifier(limits);
  const root = v.beginFramed(bytes, type.schemaName, checkFingerprint ? type.fingerprint : undefined);
  verifyWalk(type, v, root);
  v.finish();
  return root;
}

/**
 * Checked access (FORMAT.md §F13), what a view's `wrap` calls: checks the body header and the root
 * object of `bytes` and returns the verifier that the view's accessors then use to check what they
 * read (under one traversal budget for the whole input).
 */
export function flatCheck(type: FlatMessageType<unknown>, bytes: Uint8Array, limits?: Limits): FlatVerifier {
  const v = new FlatVerifier(limits);
  v.begin(bytes, type.schemaName);
  return v.checkedRoot(type);
}

/** {@link flatCheck} of a framed root; the root is at `bodyStart() + 8` of the verifier. */
export function flatCheckFramed(
  type: FlatMessageType<unknown>,
  bytes: Uint8Array,
  limits?: Limits,
  checkFingerprint = true,
): FlatVerifier {
  const v = new FlatVerifier(limits);
  v.beginFramed(bytes, type.schemaName, checkFingerprint ? type.fingerprint : undefined);
  return v.checkedRoot(type);
}

/**
 * Checked access to field `id` (0: every field, as `decode` reads them) of the `type` object at
 * `obj` and depth `depth`; nothing when `c` is undefined (verified or trusted bytes).
 */
export function flatCheckField(
  c: FlatVerifier | undefined,
  type: FlatMessageType<unknown>,
  obj: number,
  depth: number,
  id: number,
): void {
  if (c !== undefined) type.verify(c.checkAt(depth, type.schemaName), obj, id);
}

/**
 * Checked access to a list of messages or strings read one element at a time: the list at pointer
 * `index` of the object at `obj` (depth `depth`), then element `i` (none for -1 or out of range):
 * a message element only as far as its object, a string with its UTF-8.
 */
export function flatCheckElement(
  c: FlatVerifier | undefined,
  type: FlatMessageType<unknown>,
  obj: number,
  depth: number,
  index: number,
  field: string,
  i: number,
  message: boolean,
): void {
  if (c === undefined) return;
  c.checkAt(depth, type.schemaName);
  if (index >= c.ptrCount(obj)) return;
  c.push(field);
  const t = c.list(obj + 4 + 4 * index, 4, 4, false);
  // An index out of range (or no integer) is the accessor's RangeError, not the bytes' fault.
  if (t === 0 || !((i | 0) === i && i >= 0 && i < c.view.getUint32(t, true))) return;
  c.push(i);
  const slot = t + 4 + 4 * i;
  if (!message) c.string(slot);
  else if (c.message(slot) !== 0) c.leave();
}

/** @internal Re-exported for the views (view.ts). */
export { viewOf };

/** Verifies, then decodes an unframed flat root into a value. */
export function decodeFlat<T>(type: FlatMessageType<T>, bytes: Uint8Array, limits?: Limits): T {
  return verifyAndRead(type, bytes, limits, false);
}

/** Verifies, then decodes a framed flat root. */
export function decodeFlatFramed<T>(
  type: FlatMessageType<T>,
  bytes: Uint8Array,
  limits?: Limits,
  checkFingerprint = true,
): T {
  return verifyAndRead(type, bytes, limits, true, checkFingerprint ? type.fingerprint : undefined);
}

/** Decodes without verifying: only for bytes the caller produced or verified (§F13). */
export function decodeFlatUnchecked<T>(type: FlatMessageType<T>, bytes: Uint8Array): T {
  flatDecodeBegin(type, bytes.length);
  try {
    const d = viewOf(bytes);
    startStringCache(d);
    return readWalk(type, bytes, d, 8);
  } finally {
    flatForget();
  }
}

/**
 * Encodes one root with a fresh builder. On hot paths keep a {@link FlatBuilder} and call
 * {@link encodeFlatWith} (the buffer is reused).
 */
export function encodeFlat<T>(type: FlatMessageType<T>, value: T, options?: FlatWriterOptions): Uint8Array {
  const w = options === undefined ? builders.take() : new FlatBuilder(options);
  try {
    return encodeFlatWith(w, type, value);
  } finally {
    if (options === undefined) builders.give(w);
  }
}

// The builder encodeFlat and encodeFlatFramed use when given no options.
const builders = new Spare(() => new FlatBuilder());

/** Encodes one root with `w` (reset first); returns a copy of the body. */
export function encodeFlatWith<T>(w: FlatBuilder, type: FlatMessageType<T>, value: T): Uint8Array {
  w.reset();
  try {
    writeRoot(w, type, value);
    return w.toBytes();
  } finally {
    w.reset();
  }
}

/** Encodes one root in a frame (FORMAT.md §4, codec 2) carrying the type's fingerprint. */
export function encodeFlatFramed<T>(type: FlatMessageType<T>, value: T, options?: FlatWriterOptions): Uint8Array {
  const w = options === undefined ? builders.take() : new FlatBuilder(options);
  w.reset();
  try {
    writeRoot(w, type, value);
    return w.toBytesFramed(type.fingerprint);
  } finally {
    w.reset();
    if (options === undefined) builders.give(w);
  }
}

/** `type.write`; an error gets the field path of the value it stopped at ({@link encodeErrorPath}). */
function writeRoot<T>(w: FlatBuilder, type: FlatMessageType<T>, value: T): void {
  try {
    type.write(w, value);
  } catch (e) {
    if (isStackExhausted(e)) throw w.stackExhausted(type.schemaName);
    if (!(e instanceof BaleError) || e.offset !== -1 || e.path !== "" || e.code === "LIMIT_EXCEEDED") throw e;
    const path = encodeErrorPath(type.schemaName, value, e, (v) => {
      w.reset();
      type.write(w, v);
    });
    throw path === undefined ? e : new BaleError(e.code, -1, path, e.detail);
  }
}

// ---- shared targets: a pointer reached twice decodes to the same object (§F8) ----

let seenView: DataView | undefined;
const seen = new Map<number, { readonly type: object; readonly value: object }>();
// Set by decodeFlat for the read of bytes whose verify pass entered no message object twice
// (FlatVerifier.sharesObjects): nothing to share, so no table; cleared by flatForget.
let noSharing = false;

/**
 * The message already decoded from position `obj` of the input `d` views as `type`, if any.
 * Decoding keeps sharing (two pointers to one object give one object), so a value written with
 * `dedupMessages` re-encodes to the same bytes. The table belongs to one `DataView`: a new input
 * starts afresh. It is keyed by type too: hostile bytes may point fields of two message types at
 * one object (each verifies as its own type), and each must decode as its own type.
 */
export function flatShared(d: DataView, obj: number, type: object): object | undefined {
  if (noSharing) return undefined;
  if (d !== seenView) {
    seenView = d;
    if (seen.size !== 0) seen.clear();
    return undefined;
  }
  const e = seen.get(obj);
  return e !== undefined && e.type === type ? e.value : undefined;
}

/** Records the message decoded from `obj` as `type` (see {@link flatShared}); the first one stays. */
export function flatRemember<T extends object>(obj: number, type: object, value: T): T {
  if (noSharing) return value;
  if (!seen.has(obj)) seen.set(obj, { type, value });
  return value;
}

/** Drops the sharing table and the string cache (the decode entry points call it when they finish). */
export function flatForget(): void {
  noSharing = false;
  seenView = undefined;
  // clear() allocates a new table even for an empty map.
  if (seen.size !== 0) seen.clear();
  endStringCache();
  sizeBudget = -1;
}

// ---- the decoded-size budget of decoding into values (FORMAT.md §7.1) ----

// Negative: no decode in progress, charges do nothing (a view's getters read in place).
let sizeBudget = -1;
let decodedSize = 0;
let budgetPath = "";
let budgetLimits: Limits = DEFAULT_LIMITS;
let budgetInput = 0;

/**
 * Starts a decode into values of a root of `type` from `inputBytes` bytes (frame included): the
 * decode entry points and a view's `decode()` call it, `flatForget` ends it.
 */
export function flatDecodeBegin(type: { readonly schemaName: string }, inputBytes: number, limits?: Limits): void {
  budgetLimits = limits === undefined ? DEFAULT_LIMITS : checkedLimits(limits);
  budgetInput = inputBytes;
  sizeBudget = decodedSizeBudget(budgetLimits, inputBytes);
  decodedSize = 0;
  budgetPath = type.schemaName; // its package is dropped only when an error names it
}

/** The estimated bytes (FORMAT.md §7.1) the last flat decode into values charged, up to its end or error. */
export function flatDecodedSize(): number {
  return decodedSize;
}

/** Charges `bytes` estimated decoded bytes at `pos`; over the budget → LIMIT_EXCEEDED at `pos`. */
export function flatCharge(pos: number, bytes: number): void {
  if (sizeBudget >= 0 && (decodedSize += bytes) > sizeBudget) {
    throw new BaleError(
      "LIMIT_EXCEEDED",
      pos,
      simpleName(budgetPath),
      `decoding into values takes the decoded size to ${decodedSize} estimated bytes, over the budget of ` +
        `${sizeBudget} (max(${budgetLimits.decodedSizeFloor}, ${budgetLimits.decodedSizeRatio} x ${budgetInput} input bytes))`,
    );
  }
}

/** Charges a list or map of `n` elements at `list`, as the compact reader charges a count. */
export function flatChargeCollection(list: number, n: number, element: number): void {
  flatCharge(list, n === 0 ? EMPTY_COLLECTION : COLLECTION_BASE + n * element);
}

/** What a decoded string costs: `STRING_BASE + 2 x its length`, 0 when empty or absent. */
export function flatStringSize(s: string | undefined): number {
  return s === undefined || s.length === 0 ? 0 : STRING_BASE + 2 * s.length;
}

/** What decoded bytes cost: `BYTES_BASE + their length`, 0 when absent. */
export function flatBytesSize(v: Uint8Array | undefined): number {
  return v === undefined ? 0 : BYTES_BASE + v.length;
}

/** Charges a decoded string (`STRING_BASE + 2 x its length`, nothing when empty); returns it. */
export function flatChargeString(s: string, pos: number): string {
  if (s.length !== 0) flatCharge(pos, STRING_BASE + 2 * s.length);
  return s;
}

/** Charges decoded bytes (`BYTES_BASE + their length`); returns them. */
export function flatChargeBytes(v: Uint8Array, pos: number): Uint8Array {
  flatCharge(pos, BYTES_BASE + v.length);
  return v;
}

/** Charges the default of a missing field or null element (`bytes`) at `pos`; returns it. */
export function flatMissing<T>(v: T, pos: number, bytes: number): T {
  flatCharge(pos, bytes);
  return v;
}

// ---- helpers for generated code ----

/** A body holding one empty message at 8 (every field missing): what a view of a missing message reads. */
export const FLAT_EMPTY_MESSAGE: Uint8Array = new Uint8Array([8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
/** A DataView over {@link FLAT_EMPTY_MESSAGE}. */
export const FLAT_EMPTY_MESSAGE_VIEW: DataView = new DataView(FLAT_EMPTY_MESSAGE.buffer);

/** Bit `bit` of a data section at `data` holding `dataBytes` bytes; false when not present. */
export function flatBit(d: DataView, data: number, dataBytes: number, bit: number): boolean {
  return bit >>> 3 < dataBytes && ((d.getUint8(data + (bit >>> 3)) >>> (bit & 7)) & 1) === 1;
}

/** The string at a pointer slot, or `dflt` for null. */
export function flatStringOr(b: Uint8Array, d: DataView, slot: number, dflt: string): string {
  const t = pointer(d, slot);
  return t === 0 ? dflt : string(b, d, t);
}

/** The string at a pointer slot, or undefined for null. */
export function flatStringOpt(b: Uint8Array, d: DataView, slot: number): string | undefined {
  const t = pointer(d, slot);
  return t === 0 ? undefined : string(b, d, t);
}

/** The bytes at a pointer slot (a copy), or empty for null. */
export function flatBytesOr(b: Uint8Array, d: DataView, slot: number): Uint8Array {
  const t = pointer(d, slot);
  return t === 0 ? new Uint8Array(0) : bytes(b, d, t);
}

/** The json value at a pointer slot (null pointer: JSON null), or undefined for null when optional. */
export function flatJson(b: Uint8Array, d: DataView, t: number): JsonValue {
  if (t === 0) return null;
  const len = d.getUint32(t, true);
  let depth = 0;
  return walkFlatJson(
    b,
    t + 4,
    t + 4 + len,
    true,
    (pos) => {
      // Verified bytes are within the verifier's depth limit; unverified ones stop here.
      if (++depth > 1000) throw new BaleError("DEPTH_LIMIT", pos, "", "json nested too deep");
    },
    () => depth--,
    (code, pos, detail) => new BaleError(code, pos, "", detail),
    flatCharge, // arrays, objects and non-empty strings (§7.1); nothing outside a decode
  );
}

/** The json value at a pointer slot, or undefined for null (an absent optional field). */
export function flatJsonOpt(b: Uint8Array, d: DataView, slot: number): JsonValue | undefined {
  const t = pointer(d, slot);
  return t === 0 ? undefined : flatJson(b, d, t);
}

/** The json value at a pointer slot; a null pointer is JSON null. */
export function flatJsonOr(b: Uint8Array, d: DataView, slot: number): JsonValue {
  return flatJson(b, d, pointer(d, slot));
}

/** The bytes at a pointer slot (a copy), or undefined for null. */
export function flatBytesOpt(b: Uint8Array, d: DataView, slot: number): Uint8Array | undefined {
  const t = pointer(d, slot);
  return t === 0 ? undefined : bytes(b, d, t);
}

/** An `i64` read as a `number` (`[ts_number]`): INT_OUT_OF_RANGE beyond ±(2^53-1). */
export function flatI64Number(v: bigint, pos: number): number {
  if (v > 9007199254740991n || v < -9007199254740991n) {
    throw new BaleError("INT_OUT_OF_RANGE", pos, "", `${v} does not fit a [ts_number] field`);
  }
  return Number(v);
}

/** MISSING_UNION at `pos` (reading unverified bytes that lack a required union). */
export function flatMissingUnion(pos: number): never {
  throw new BaleError("MISSING_UNION", pos, "", "a union value is required");
}

/** UNKNOWN_UNION_CASE at `cell` (reading unverified bytes). */
export function flatUnknownCase(cell: number, id: number, union: string): never {
  throw new BaleError("UNKNOWN_UNION_CASE", cell, "", `case id ${id >>> 0} is not a case of ${union}`);
}

/**
 * A scalar list as a typed array: a view over the input when the elements are aligned for the
 * typed array (the common case for an input at an aligned offset), else a copy. `make` builds the
 * typed array over an `ArrayBuffer` range.
 */
export function flatScalarList<A>(
  b: Uint8Array,
  d: DataView,
  list: number,
  width: number,
  make: (buf: ArrayBufferLike, byteOffset: number, length: number) => A,
): A {
  const count = d.getUint32(list, true);
  const at = b.byteOffset + list + 4;
  if (list + 4 + count * width > b.length) throw new RangeError(`list of ${count} at ${list} runs past the input`);
  if (at % width === 0) return make(b.buffer, at, count);
  const copy = copyOf(b, list + 4, list + 4 + count * width);
  return make(copy.buffer, 0, count);
}


