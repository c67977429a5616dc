/**
 * Low-level writer of flat data (docs/spec/FORMAT.md Part II), the counterpart of the Java
 * runtime's `dev.bale.runtime.flat.FlatBuilder`: appends objects, strings, bytes, lists and union
 * cells to one growing body and patches pointers. Generated code writes through it in the order
 * §F9 fixes (depth-first pre-order: append an item's fixed part, then write the targets of its
 * pointer slots in slot order), so the bytes equal the Java writer's.
 *
 * Use: {@link FlatBuilder.reset}, then {@link FlatBuilder.object} for the root (it lands at 8),
 * fill it, append targets and patch them with {@link FlatBuilder.pointer}; then
 * {@link FlatBuilder.toBytes} (a copy) or {@link FlatBuilder.view} (no copy, valid until the next
 * reset). Every byte not written explicitly is zero. Reusable: the buffer keeps its capacity and
 * {@link FlatBuilder.reset} clears the dedup tables, so nothing leaks from one root to the next.
 */
import { BaleError, shown, simpleName, stackExhaustedError } from "../errors.js";
import { setF32 } from "../floats.js";
import { StringIndex } from "../compact/stringindex.js";
import { encodeUtf8Into } from "../compact/utf8.js";
import { dataStart } from "./access.js";
import { encodeFlatJson } from "./json.js";
import type { JsonValue } from "../jsonvalue.js";
import { CODEC_FLAT, FRAME_HEADER_SIZE, writeFrameHeader } from "../frame.js";

/** Options of a flat writer. */
export interface FlatWriterOptions {
  /** Equal strings are written once (default true). */
  readonly dedupStrings?: boolean;
  /** The same message instance is written once (default false). */
  readonly dedupMessages?: boolean;
  /** Deepest nesting accepted (root = 1; default 64). */
  readonly maxDepth?: number;
}

/** The writer's cap on message objects per body (FORMAT.md §F9). */
export const MAX_FLAT_MESSAGES = 1_000_000;
const MAX_BODY = 0x7fffffff - 16;
const MIN_I64 = -(1n << 63n);
const MAX_I64 = (1n << 63n) - 1n;
const MAX_U64 = (1n << 64n) - 1n;
const RETAIN_LIMIT = 1 << 20;

export class FlatBuilder {
  /** The buffer; valid up to {@link size}. Replaced when it grows. */
  buf: Uint8Array = new Uint8Array(256);
  /** A `DataView` over {@link buf}. */
  dv: DataView = new DataView(this.buf.buffer);
  /** Bytes written so far (the body header included). */
  size = 0;
  private dedupStrings: boolean;
  private dedupMessages: boolean;
  private readonly maxDepth: number;
  private depth = 0;
  private messages = 0;
  private readonly strings = new StringIndex();
  private readonly shared = new Map<object, number>();

  constructor(options: FlatWriterOptions = {}) {
    this.dedupStrings = options.dedupStrings ?? true;
    this.dedupMessages = options.dedupMessages ?? false;
    const d = options.maxDepth ?? 64;
    if (!Number.isInteger(d) || d < 1) throw new RangeError(`maxDepth must be >= 1, got ${d}`);
    this.maxDepth = d;
    this.reset();
  }

  /**
   * @internal After the engine ran out of stack writing a root of `schemaName` (the flat entry
   * points catch it, G2): DEPTH_LIMIT at the depth reached. `reset()` makes the builder new again.
   */
  stackExhausted(schemaName: string): BaleError {
    return stackExhaustedError("encode", -1, simpleName(schemaName), this.depth, this.maxDepth);
  }

  /**
   * Starts a new body: clears the tables and writes the 8-byte body header. A buffer grown past
   * 1 MiB is dropped rather than kept for the next body (as the compact writer's and the Java
   * builder's are), so a builder that once wrote a very large root does not hold it for good.
   */
  reset(): this {
    if (this.buf.length > RETAIN_LIMIT) {
      this.buf = new Uint8Array(256);
      this.dv = new DataView(this.buf.buffer);
    } else {
      this.buf.fill(0, 0, Math.min(this.size, this.buf.length));
    }
    this.size = 8;
    this.buf[0] = 8; // root_offset = 8
    this.strings.clear();
    // Map.clear() makes a new table even when empty: only a used map is cleared.
    if (this.shared.size > 0) this.shared.clear();
    this.depth = 0;
    this.messages = 0;
    return this;
  }

  /**
   * Appends a message object (8-aligned) with its header; pointers and data are zero. Returns its
   * position; its data section starts at `pos + dataStart(ptrCount)`.
   */
  object(dataBytes: number, ptrCount: number): number {
    if (++this.messages > MAX_FLAT_MESSAGES) {
      throw new BaleError("LIMIT_EXCEEDED", -1, "", `more than ${MAX_FLAT_MESSAGES} messages in one body`);
    }
    const pos = this.append(8, dataStart(ptrCount) + dataBytes);
    this.dv.setUint16(pos, dataBytes, true);
    this.dv.setUint16(pos + 2, ptrCount, true);
    return pos;
  }

  /** Appends a union cell of `size` zero bytes, 8-aligned; returns its position. */
  cell(size: number): number {
    return this.append(8, size);
  }

  /**
   * Appends a list header and `count` zero elements of `stride` bytes aligned to `align`: the count
   * is at a multiple of 4, or at 4 mod 8 when `align` is 8. Returns the position of the count;
   * element `i` is at `pos + 4 + i * stride`.
   */
  list(count: number, stride: number, align: number): number {
    let pos: number;
    if (align === 8) {
      this.pad(alignUp(this.size - 4, 8) + 4);
      pos = this.reserve(4 + count * stride);
    } else {
      pos = this.append(4, 4 + count * stride);
    }
    this.dv.setUint32(pos, count, true);
    return pos;
  }

  /**
   * Writes a string (4-aligned `u32` length, then UTF-8); with `dedup` (and string dedup on) an
   * equal string written earlier with dedup is reused. INVALID_STRING for a lone surrogate.
   */
  string(s: string, dedup = true): number {
    if (typeof s !== "string") {
      throw new BaleError("INVALID_VALUE", -1, "", `${shown(s)} is not a string`);
    }
    const useTable = dedup && this.dedupStrings;
    if (useTable) {
      const at = this.strings.get(s);
      if (at !== undefined) return at;
    }
    const pos = this.append(4, 4 + 3 * s.length);
    const end = encodeUtf8Into(s, this.buf, pos + 4);
    if (end < 0) throw new BaleError("INVALID_STRING", -1, "", "string holds a lone surrogate");
    this.buf.fill(0, end, this.size);
    this.size = end;
    this.dv.setUint32(pos, end - pos - 4, true);
    if (useTable) this.strings.add(s, pos);
    return pos;
  }

  /** Writes bytes (4-aligned `u32` length, then the bytes); never shared. */
  bytes(src: Uint8Array): number {
    if (!(src instanceof Uint8Array)) {
      throw new BaleError("INVALID_VALUE", -1, "", `${shown(src)} is not a Uint8Array`);
    }
    const pos = this.append(4, 4 + src.length);
    this.dv.setUint32(pos, src.length, true);
    this.buf.set(src, pos + 4);
    return pos;
  }

  /** Writes a `json` value (FORMAT.md §F5.1): a blob like `bytes`; never shared. */
  json(v: JsonValue): number {
    return this.bytes(encodeFlatJson(v, () => this.enter(), () => this.exit()));
  }

  /** Points the slot at `slot` to `target` (0 leaves it null). */
  pointer(slot: number, target: number): void {
    if (target !== 0) this.dv.setInt32(slot, target - slot, true);
  }

  /** The position `instance` was written at if message dedup is on and it was shared, else 0. */
  sharedAt(instance: object): number {
    if (!this.dedupMessages) return 0;
    return this.shared.get(instance) ?? 0;
  }

  /** Records that `instance` was written at `pos` (no-op when message dedup is off). */
  share(instance: object, pos: number): void {
    if (this.dedupMessages) this.shared.set(instance, pos);
  }

  /** Enters one nesting level; DEPTH_LIMIT beyond the maximum depth. */
  enter(): void {
    if (++this.depth > this.maxDepth) {
      this.depth = 0;
      throw new BaleError("DEPTH_LIMIT", -1, "", `nesting deeper than ${this.maxDepth} levels`);
    }
  }

  /** Leaves the level {@link enter} entered. */
  exit(): void {
    this.depth--;
  }

  /** Sets bit `bit` counted from the byte at `pos` (byte `bit >> 3`, least significant first). */
  setBit(pos: number, bit: number): void {
    const i = pos + (bit >>> 3);
    this.buf[i] = this.buf[i]! | (1 << (bit & 7));
  }

  /** XORs the 32-bit word at `pos` with `bits` (a default's bit pattern, §F3.2). */
  xor32(pos: number, bits: number): void {
    this.dv.setInt32(pos, this.dv.getInt32(pos, true) ^ bits, true);
  }

  // ---- checked stores (INVALID_VALUE for values the schema cannot hold), XOR a default's bits ----

  private int(v: number, min: number, max: number, what: string): number {
    if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
      throw new BaleError("INVALID_VALUE", -1, "", `${shown(v)} is not a valid ${what}`);
    }
    return v;
  }

  private big(v: bigint, min: bigint, max: bigint, what: string): bigint {
    if (typeof v !== "bigint" || v < min || v > max) {
      throw new BaleError("INVALID_VALUE", -1, "", `${shown(v)} is not a valid ${what}`);
    }
    return v;
  }

  /** INVALID_VALUE with `detail` (encode errors carry offset -1). */
  invalid(detail: string): BaleError {
    return new BaleError("INVALID_VALUE", -1, "", detail);
  }

  /** Checks a list value. */
  array<T>(v: T[]): T[] {
    if (!Array.isArray(v)) throw this.invalid(`${shown(v)} is not an array`);
    return v;
  }

  /** Checks a map value. */
  mapValue<K, V>(v: Map<K, V>): Map<K, V> {
    if (!(v instanceof Map)) throw this.invalid(`${shown(v)} is not a Map`);
    return v;
  }

  /** Checks a struct value. */
  struct<T>(v: T): T {
    if (typeof v !== "object" || v === null) throw this.invalid(`${shown(v)} is not a struct value`);
    return v;
  }

  /** Checks a union value (`{ case, value }`). */
  unionValue<T extends { readonly case: string }>(v: T): T {
    if (typeof v !== "object" || v === null) throw this.invalid(`${shown(v)} is not a union value`);
    return v;
  }

  /** A bool byte (struct fields, list elements, entries, cells). */
  bool(pos: number, v: boolean, x = 0): void {
    if (typeof v !== "boolean") throw new BaleError("INVALID_VALUE", -1, "", `${shown(v)} is not a bool`);
    this.buf[pos] = (v ? 1 : 0) ^ x;
  }

  /** Checks a bool value (message bool fields are bits). */
  boolValue(v: boolean): boolean {
    if (typeof v !== "boolean") throw new BaleError("INVALID_VALUE", -1, "", `${shown(v)} is not a bool`);
    return v;
  }

  i8(pos: number, v: number, x = 0): void {
    this.dv.setInt8(pos, this.int(v, -128, 127, "i8") ^ x);
  }

  u8(pos: number, v: number, x = 0): void {
    this.dv.setUint8(pos, (this.int(v, 0, 255, "u8") ^ x) & 0xff);
  }

  i16(pos: number, v: number, x = 0): void {
    this.dv.setInt16(pos, this.int(v, -32768, 32767, "i16") ^ x, true);
  }

  u16(pos: number, v: number, x = 0): void {
    this.dv.setUint16(pos, (this.int(v, 0, 65535, "u16") ^ x) & 0xffff, true);
  }

  i32(pos: number, v: number, x = 0): void {
    this.dv.setInt32(pos, this.int(v, -0x80000000, 0x7fffffff, "i32") ^ x, true);
  }

  u32(pos: number, v: number, x = 0): void {
    this.dv.setInt32(pos, this.int(v, 0, 0xffffffff, "u32") ^ x, true);
  }

  /** An enum value (0..2^31-1). */
  enumValue(pos: number, v: number, x = 0): void {
    this.dv.setInt32(pos, this.int(v, 0, 0x7fffffff, "enum value") ^ x, true);
  }

  i64(pos: number, v: bigint, x = 0n): void {
    this.dv.setBigUint64(pos, BigInt.asUintN(64, this.big(v, MIN_I64, MAX_I64, "i64")) ^ x, true);
  }

  u64(pos: number, v: bigint, x = 0n): void {
    this.dv.setBigUint64(pos, this.big(v, 0n, MAX_U64, "u64") ^ x, true);
  }

  /** An `i64` with `[ts_number]`: a safe integer. */
  i64n(pos: number, v: number, x = 0n): void {
    this.int(v, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, "i64 ([ts_number])");
    this.dv.setBigUint64(pos, BigInt.asUintN(64, BigInt(v)) ^ x, true);
  }

  /** A `u64` with `[ts_number]`: a non-negative safe integer. */
  u64n(pos: number, v: number, x = 0n): void {
    this.int(v, 0, Number.MAX_SAFE_INTEGER, "u64 ([ts_number])");
    this.dv.setBigUint64(pos, BigInt(v) ^ x, true);
  }

  f32(pos: number, v: number, x = 0): void {
    if (typeof v !== "number") throw new BaleError("INVALID_VALUE", -1, "", `${shown(v)} is not an f32`);
    setF32(this.dv, pos, v);
    if (x !== 0) this.xor32(pos, x);
  }

  /** An `f64`, XOR the default's bits given as two 32-bit halves. */
  f64(pos: number, v: number, lo = 0, hi = 0): void {
    if (typeof v !== "number") throw new BaleError("INVALID_VALUE", -1, "", `${shown(v)} is not an f64`);
    this.dv.setFloat64(pos, v, true);
    if (lo !== 0) this.xor32(pos, lo);
    if (hi !== 0) this.xor32(pos + 4, hi);
  }

  /** The body, padded with zeros to a multiple of 8, as a copy. */
  toBytes(): Uint8Array {
    this.pad(alignUp(this.size, 8));
    return this.buf.slice(0, this.size);
  }

  /** The body, padded, without copying: valid until the next {@link reset} or write. */
  view(): Uint8Array {
    this.pad(alignUp(this.size, 8));
    return this.buf.subarray(0, this.size);
  }

  /** The body inside a frame (FORMAT.md §4, codec 2) carrying `fingerprint`. */
  toBytesFramed(fingerprint: bigint): Uint8Array {
    this.pad(alignUp(this.size, 8));
    const out = new Uint8Array(FRAME_HEADER_SIZE + this.size);
    writeFrameHeader(out, 0, CODEC_FLAT, fingerprint);
    out.set(this.buf.subarray(0, this.size), FRAME_HEADER_SIZE);
    return out;
  }

  private pad(pos: number): void {
    this.ensure(pos);
    this.size = pos;
  }

  private append(align: number, bytes: number): number {
    this.pad(alignUp(this.size, align));
    return this.reserve(bytes);
  }

  private reserve(bytes: number): number {
    const pos = this.size;
    const end = pos + bytes;
    if (end > MAX_BODY) {
      throw new BaleError("LIMIT_EXCEEDED", -1, "", `flat body larger than 2 GiB: ${end} bytes`);
    }
    this.ensure(end);
    this.size = end;
    return pos;
  }

  private ensure(end: number): void {
    if (end > this.buf.length) {
      const next = new Uint8Array(Math.min(Math.max(end, this.buf.length * 2), 0x7fffffff - 8));
      next.set(this.buf.subarray(0, this.size));
      this.buf = next;
      this.dv = new DataView(next.buffer);
    }
  }
}

function alignUp(n: number, align: number): number {
  return (n + align - 1) & -align;
}
