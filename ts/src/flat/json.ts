/**
 * The flat form of a `json` value (FORMAT.md §F5.1): a blob laid out like `bytes` holding the
 * compact json form (§1.4) with strings inline (length + UTF-8) instead of string-table indices.
 * Decoded on access, checked by one walk when verified.
 */
import { BaleError, shown, type ErrorCode } from "../errors.js";
import { I64_MAX, I64_MIN, type JsonValue } from "../jsonvalue.js";
import { decodeUtf8Strict, encodeUtf8Into, utf16Length } from "../compact/utf8.js";
import { COLLECTION_BASE, EMPTY_COLLECTION, STRING_BASE } from "../compact/reader.js";

const SHORT = 1n << 61n;
/** A float's 8 little-endian bytes are made here and copied (not a DataView per value). */
const F64 = new DataView(new ArrayBuffer(8));
const F64_BYTES = new Uint8Array(F64.buffer);

/** Appends the blob content of `v`; `enter`/`leave` count arrays and objects (depth limit). */
export function encodeFlatJson(v: JsonValue, enter: () => void, leave: () => void): Uint8Array {
  let buf = new Uint8Array(64);
  let size = 0;
  const room = (n: number): void => {
    if (buf.length - size < n) {
      const next = new Uint8Array(Math.max(buf.length * 2, size + n));
      next.set(buf.subarray(0, size));
      buf = next;
    }
  };
  const varint = (x: bigint | number): void => {
    let n = BigInt(x);
    room(10);
    while (n >= 0x80n) {
      buf[size++] = Number(n & 0x7fn) | 0x80;
      n >>= 7n;
    }
    buf[size++] = Number(n);
  };
  const str = (s: string): Uint8Array => {
    const out = new Uint8Array(3 * s.length);
    const end = encodeUtf8Into(s, out, 0);
    if (end < 0) throw new BaleError("INVALID_STRING", -1, "", "string holds a lone surrogate");
    return out.subarray(0, end);
  };
  const item = (x: JsonValue): void => {
    if (typeof x === "string") {
      const u = str(x);
      varint(BigInt(u.length) * 8n + 3n);
      room(u.length);
      buf.set(u, size);
      size += u.length;
    } else if (typeof x === "bigint") {
      if (x < I64_MIN || x > I64_MAX) throw new BaleError("INVALID_VALUE", -1, "", `json integer ${x} is not an i64`);
      const z = x >= 0n ? x << 1n : ((-x) << 1n) - 1n;
      if (z < SHORT) {
        varint((z << 3n) | 1n);
      } else {
        varint(24);
        varint(z);
      }
    } else if (typeof x === "number") {
      if (!Number.isFinite(x)) throw new BaleError("INVALID_VALUE", -1, "", `json float ${x} is not finite`);
      varint(2);
      room(8);
      F64.setFloat64(0, x, true);
      for (let i = 0; i < 8; i++) buf[size + i] = F64_BYTES[i]!;
      size += 8;
    } else if (typeof x === "boolean") {
      varint(x ? 16 : 8);
    } else if (x === null) {
      varint(0);
    } else if (Array.isArray(x)) {
      enter();
      varint(x.length * 8 + 4);
      for (const e of x) item(e);
      leave();
    } else if (x instanceof Map) {
      enter();
      varint(x.size * 8 + 5);
      for (const [k, e] of x) {
        // Not String(k): the compact writer refuses a key that is no string, and str(1) was "".
        if (typeof k !== "string") throw new BaleError("INVALID_VALUE", -1, "", `${shown(k)} is not a string`);
        const u = str(k);
        varint(u.length);
        room(u.length);
        buf.set(u, size);
        size += u.length;
        item(e);
      }
      leave();
    } else {
      throw new BaleError("INVALID_VALUE", -1, "", `${shown(x)} is not a json value`);
    }
  };
  item(v);
  return buf.subarray(0, size);
}

/**
 * The duplicate-key sets of the objects a verifying walk has open (FORMAT.md §F5.1: an object's
 * keys are distinct), kept without making a string of any key: one `Int32Array` used as a stack of
 * regions, the innermost open object's on top (only it adds keys: an outer object's next key comes
 * after the inner object has closed). A region at `base` is `[cap, count, table[cap], pairs]`: an
 * open-addressing table of member numbers (0 empty) and each member's key as (start, length) in
 * the blob; it doubles when half full, so it holds at most 16 bytes per key byte read, never a
 * count claimed ahead. Keys are hashed with a per-process random seed, so that colliding keys
 * cannot be forged in advance. Before, verifying made a string of every key and value and a `Map`
 * per object.
 */
let keyArena = new Int32Array(256);
let keyTop = 0;
const KEY_SEED = (Math.random() * 0x100000000) >>> 0;

function keyRoom(n: number): void {
  if (keyArena.length < n) {
    const next = new Int32Array(Math.max(n, 2 * keyArena.length));
    next.set(keyArena.subarray(0, keyTop));
    keyArena = next;
  }
}

function keyHash(b: Uint8Array, s: number, len: number): number {
  let h = KEY_SEED ^ len;
  for (let i = s; i < s + len; i++) h = Math.imul(h ^ b[i]!, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0;
}

function keyOpen(): number {
  const base = keyTop;
  keyRoom(base + 2 + 16);
  keyArena[base] = 8;
  keyArena[base + 1] = 0;
  keyArena.fill(0, base + 2, base + 2 + 8);
  keyTop = base + 2 + 16;
  return base;
}

/** Puts member `m` (1-based) of the region at `base` into its table. */
function keyPlace(b: Uint8Array, base: number, m: number): void {
  const a = keyArena;
  const cap = a[base]!;
  const pairs = base + 2 + cap;
  let i = keyHash(b, a[pairs + 2 * (m - 1)]!, a[pairs + 2 * (m - 1) + 1]!) & (cap - 1);
  while (a[base + 2 + i] !== 0) i = (i + 1) & (cap - 1);
  a[base + 2 + i] = m;
}

/** Adds the key `b[s, s+len)` to the open object at `base`; false if it is there already. */
function keyAdd(b: Uint8Array, base: number, s: number, len: number): boolean {
  let cap = keyArena[base]!;
  const count = keyArena[base + 1]!;
  if (2 * (count + 1) > cap) {
    // Double: move the pairs up, clear the table, place every member again.
    keyRoom(base + 2 + 4 * cap);
    const a = keyArena;
    a.copyWithin(base + 2 + 2 * cap, base + 2 + cap, base + 2 + cap + 2 * count);
    cap *= 2;
    a.fill(0, base + 2, base + 2 + cap);
    a[base] = cap;
    keyTop = base + 2 + 2 * cap;
    for (let m = 1; m <= count; m++) keyPlace(b, base, m);
  }
  const a = keyArena;
  const pairs = base + 2 + cap;
  for (let i = keyHash(b, s, len) & (cap - 1); ; i = (i + 1) & (cap - 1)) {
    const m = a[base + 2 + i]!;
    if (m === 0) {
      a[base + 2 + i] = count + 1;
      a[pairs + 2 * count] = s;
      a[pairs + 2 * count + 1] = len;
      a[base + 1] = count + 1;
      return true;
    }
    const os = a[pairs + 2 * (m - 1)]!;
    if (a[pairs + 2 * (m - 1) + 1] === len) {
      let k = 0;
      while (k < len && b[os + k] === b[s + k]) k++;
      if (k === len) return false;
    }
  }
}

/**
 * Walks the blob `b[from, to)`: exactly one value that fills it. Builds and returns it when
 * `build`, else only checks it — then it makes no value, no string (UTF-8 is validated in place,
 * keys compared as bytes) and no `bigint` for a varint of up to 7 bytes, and returns null. Errors
 * at positions in `b`, the same in both modes.
 */
export function walkFlatJson(
  b: Uint8Array,
  from: number,
  to: number,
  build: boolean,
  enter: (pos: number) => void,
  leave: () => void,
  error: (code: ErrorCode, pos: number, detail: string) => BaleError,
  charge?: (pos: number, bytes: number) => void,
): JsonValue {
  // While building: the decoded-size charges (FORMAT.md §7.1) of arrays and objects (at the header,
  // once the count is checked) and of non-empty strings and keys (at the header, once the UTF-8 is).
  const charged = build ? charge : undefined;
  let pos = from;
  let view: DataView | undefined;
  // A varint as a number while it has at most 7 bytes (< 2^49, exact), else as a bigint.
  const uvarint = (): number | bigint => {
    const start = pos;
    let small = 0;
    for (let i = 0; i < 7; i++) {
      if (pos >= to) throw error("TRUNCATED", start, "input ends inside a varint");
      const x = b[pos++]!;
      small += (x & 0x7f) * 2 ** (7 * i);
      if (x < 0x80) {
        if (x === 0 && i > 0) throw error("VARINT_NONCANONICAL", start, "overlong varint");
        return small;
      }
    }
    let result = BigInt(small);
    for (let i = 7; ; i++) {
      if (pos >= to) throw error("TRUNCATED", start, "input ends inside a varint");
      const x = b[pos++]!;
      if (i === 9 && x > 1) throw error("VARINT_OVERFLOW", start, "varint does not fit in 64 bits");
      result |= BigInt(x & 0x7f) << BigInt(7 * i);
      if (x < 0x80) {
        if (x === 0) throw error("VARINT_NONCANONICAL", start, "overlong varint");
        return result;
      }
    }
  };
  // Checks the string of `len` bytes at pos (header at `at`) and steps over it; returns it when
  // building (or when `make`), else "".
  const string = (at: number, len: number | bigint, make: boolean): string => {
    if (len > to - pos) throw error("LENGTH_EXCEEDS_INPUT", at, `string length ${len}`);
    const n = Number(len);
    if (!make) {
      if (utf16Length(b, pos, n) < 0) throw error("INVALID_UTF8", pos, "invalid UTF-8");
      pos += n;
      return "";
    }
    const s = decodeUtf8Strict(b, pos, pos + n);
    if (s === undefined) throw error("INVALID_UTF8", pos, "invalid UTF-8");
    if (charged !== undefined && s.length !== 0) charged(at, STRING_BASE + 2 * s.length);
    pos += n;
    return s;
  };
  const unzig = (z: bigint): bigint => ((z & 1n) === 0n ? z >> 1n : -((z + 1n) >> 1n));
  const item = (): JsonValue => {
    const at = pos;
    const h = uvarint();
    const kind = typeof h === "number" ? h % 8 : Number(h & 7n);
    const n = typeof h === "number" ? (h - kind) / 8 : h >> 3n;
    switch (kind) {
      case 0:
        if (n === 0) return null;
        if (n === 1) return false;
        if (n === 2) return true;
        if (n === 3) {
          const zat = pos;
          const z = uvarint();
          if (z < SHORT) throw error("INVALID_JSON_VALUE", zat, "long form of a short integer");
          return build ? unzig(z as bigint) : null;
        }
        break;
      case 1:
        return build ? unzig(BigInt(n)) : null;
      case 2:
        if (n === 0) {
          if (to - pos < 8) throw error("TRUNCATED", pos, "a float needs 8 bytes");
          view ??= new DataView(b.buffer, b.byteOffset, b.byteLength);
          const d = view.getFloat64(pos, true);
          if (!Number.isFinite(d)) throw error("INVALID_JSON_VALUE", pos, `json float ${d}`);
          pos += 8;
          return d;
        }
        break;
      case 3:
        return string(at, n, build);
      case 4: {
        enter(at);
        if (n > to - pos) throw error("LENGTH_EXCEEDS_INPUT", at, `count ${n}`);
        const count = Number(n);
        if (charged !== undefined) charged(at, count === 0 ? EMPTY_COLLECTION : COLLECTION_BASE + 24 * count);
        if (!build) {
          for (let i = 0; i < count; i++) item();
          leave();
          return null;
        }
        const items: JsonValue[] = [];
        for (let i = 0; i < count; i++) items.push(item());
        leave();
        return items;
      }
      case 5: {
        enter(at);
        if (n > Math.floor((to - pos) / 2)) throw error("LENGTH_EXCEEDS_INPUT", at, `count ${n}`);
        const count = Number(n);
        if (charged !== undefined) charged(at, 192 + 88 * count);
        if (!build) {
          // Keys are needed only to find a repeated one (none in an object of one member).
          const base = count > 1 ? keyOpen() : -1;
          for (let i = 0; i < count; i++) {
            const kat = pos;
            const klen = uvarint();
            string(kat, klen, false);
            if (base >= 0 && !keyAdd(b, base, pos - Number(klen), Number(klen))) {
              throw error("DUPLICATE_MAP_KEY", pos, "duplicate json object key");
            }
            item();
          }
          if (base >= 0) keyTop = base;
          leave();
          return null;
        }
        const members = new Map<string, JsonValue>();
        for (let i = 0; i < count; i++) {
          const kat = pos;
          const key = string(kat, uvarint(), true);
          if (members.has(key)) throw error("DUPLICATE_MAP_KEY", pos, "duplicate json object key");
          members.set(key, item());
        }
        leave();
        return members;
      }
      default:
        break;
    }
    throw error("INVALID_JSON_VALUE", at, `json header ${h}`);
  };
  if (!build) keyTop = 0; // (a walk that threw left its regions)
  const v = item();
  if (pos !== to) throw error("INVALID_JSON_VALUE", pos, `${to - pos} bytes after the value`);
  if (!build && keyArena.length > 1 << 16) keyArena = new Int32Array(256); // keep no big scratch
  return v;
}
