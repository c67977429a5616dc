/**
 * The flat form of a `json` value (FORMAT.md §F5.1): a blob laid out like `bytes` holding the
 * compact json form (§1.4) with strings inline (length + UTF-8) instead of string-table indices.
 * Decoded on access, checked by one walk when verified.
 */
import { BaleError, type ErrorCode } from "../errors.js";
import { I64_MAX, I64_MIN, type JsonValue } from "../jsonvalue.js";
import { decodeUtf8Strict, encodeUtf8Into } from "../compact/utf8.js";
import { COLLECTION_BASE, EMPTY_COLLECTION, STRING_BASE } from "../compact/reader.js";

const SHORT = 1n << 61n;

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
      new DataView(buf.buffer, buf.byteOffset).setFloat64(size, x, true);
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
        const u = str(k);
        varint(u.length);
        room(u.length);
        buf.set(u, size);
        size += u.length;
        item(e);
      }
      leave();
    } else {
      throw new BaleError("INVALID_VALUE", -1, "", `${String(x)} is not a json value`);
    }
  };
  item(v);
  return buf.subarray(0, size);
}

/**
 * Walks the blob `b[from, to)`: exactly one value that fills it. Builds and returns it when
 * `build`, else only checks it. Errors at positions in `b`.
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
  const uvarint = (): bigint => {
    const start = pos;
    let result = 0n;
    for (let i = 0; ; i++) {
      if (pos >= to) throw error("TRUNCATED", start, "input ends inside a varint");
      const x = b[pos++]!;
      if (i === 9 && x > 1) throw error("VARINT_OVERFLOW", start, "varint does not fit in 64 bits");
      result |= BigInt(x & 0x7f) << BigInt(7 * i);
      if (x < 0x80) {
        if (x === 0 && i > 0) throw error("VARINT_NONCANONICAL", start, "overlong varint");
        return result;
      }
    }
  };
  const string = (at: number, len: bigint): string => {
    if (len > BigInt(to - pos)) throw error("LENGTH_EXCEEDS_INPUT", at, `string length ${len}`);
    const n = Number(len);
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
    const n = h >> 3n;
    switch (Number(h & 7n)) {
      case 0:
        if (n === 0n) return null;
        if (n === 1n) return false;
        if (n === 2n) return true;
        if (n === 3n) {
          const zat = pos;
          const z = uvarint();
          if (z < SHORT) throw error("INVALID_JSON_VALUE", zat, "long form of a short integer");
          return unzig(z);
        }
        break;
      case 1:
        return unzig(n);
      case 2:
        if (n === 0n) {
          if (to - pos < 8) throw error("TRUNCATED", pos, "a float needs 8 bytes");
          const d = new DataView(b.buffer, b.byteOffset).getFloat64(pos, true);
          if (!Number.isFinite(d)) throw error("INVALID_JSON_VALUE", pos, `json float ${d}`);
          pos += 8;
          return d;
        }
        break;
      case 3:
        return string(at, n);
      case 4: {
        enter(at);
        if (n > BigInt(to - pos)) throw error("LENGTH_EXCEEDS_INPUT", at, `count ${n}`);
        if (charged !== undefined) charged(at, n === 0n ? EMPTY_COLLECTION : COLLECTION_BASE + 24 * Number(n));
        const items: JsonValue[] = [];
        for (let i = 0; i < Number(n); i++) {
          const e = item();
          if (build) items.push(e);
        }
        leave();
        return items;
      }
      case 5: {
        enter(at);
        if (n > BigInt(Math.floor((to - pos) / 2))) throw error("LENGTH_EXCEEDS_INPUT", at, `count ${n}`);
        if (charged !== undefined) charged(at, 192 + 88 * Number(n));
        const members = new Map<string, JsonValue>();
        for (let i = 0; i < Number(n); i++) {
          const kat = pos;
          const key = string(kat, uvarint());
          if (members.has(key)) throw error("DUPLICATE_MAP_KEY", pos, "duplicate json object key");
          const e = item();
          members.set(key, build ? e : null);
        }
        leave();
        return members;
      }
      default:
        break;
    }
    throw error("INVALID_JSON_VALUE", at, `json header ${h}`);
  };
  const v = item();
  if (pos !== to) throw error("INVALID_JSON_VALUE", pos, `${to - pos} bytes after the value`);
  return v;
}
