/**
 * The key-spread guard of maps with integer and enum keys (FORMAT.md §7.2).
 *
 * A decoded map is a JS `Map`, and so is the set a verifier checks duplicate keys with. V8 puts a
 * number or bigint key in a bucket by a fixed hash with no per-process seed (unlike strings), so a
 * sender can choose keys that all land in one bucket and make every insertion walk all the keys
 * before it: 32,768 such keys take seconds instead of a millisecond. This guard follows V8's table
 * as the keys arrive (its bucket count doubling as V8's does) and refuses a map once one bucket
 * holds more than {@link MAP_KEY_CHAIN_LIMIT} keys, which keys that are not chosen for it never do
 * (random and sequential keys make chains of 5 to 11 up to a million keys). Maps of up to
 * {@link MAP_KEY_SPREAD_FROM} entries are not followed: the worst they can cost is small.
 *
 * The hashes are those of V8 (`Object::GetSimpleHash`): a number that is a 32-bit integer is
 * hashed by `ComputeUnseededHash` (Thomas Wang's 32-bit integer hash), any other number by
 * `ComputeLongHash` of its IEEE-754 bits, a bigint by `ComputeLongHash` of the low 64 bits of its
 * magnitude (0 for 0n); both keep the low 30 bits. Another engine hashes differently: there the
 * guard costs a pass over the keys and refuses nothing that is not built to be refused.
 */

/** Maps of more entries than this are followed. */
export const MAP_KEY_SPREAD_FROM = 128;

/** The most keys one bucket may hold. */
export const MAP_KEY_CHAIN_LIMIT = 64;

/** V8's hash of a 32-bit integer key (two's complement bits). */
export function int32KeyHash(key: number): number {
  let h = key >>> 0;
  h = (~h + (h << 15)) >>> 0;
  h = (h ^ (h >>> 12)) >>> 0;
  h = (h + (h << 2)) >>> 0;
  h = (h ^ (h >>> 4)) >>> 0;
  h = Math.imul(h, 2057) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h & 0x3fffffff;
}

const TWO32 = 4294967296;

/** V8's hash of 64 bits given as two unsigned 32-bit halves (arithmetic modulo 2^64). */
export function longKeyHash(hi: number, lo: number): number {
  // hash = ~hash + (hash << 18)
  let sLo = (~lo >>> 0) + ((lo << 18) >>> 0);
  let nHi = (~hi >>> 0) + (((hi << 18) | (lo >>> 14)) >>> 0) + (sLo >= TWO32 ? 1 : 0);
  lo = sLo >>> 0;
  hi = nHi >>> 0;
  // hash ^= hash >>> 31
  lo = (lo ^ ((lo >>> 31) | (hi << 1))) >>> 0;
  hi = (hi ^ (hi >>> 31)) >>> 0;
  // hash *= 21
  const p = lo * 21;
  hi = (Math.imul(hi, 21) + Math.floor(p / TWO32)) >>> 0;
  lo = p >>> 0;
  // hash ^= hash >>> 11
  lo = (lo ^ ((lo >>> 11) | (hi << 21))) >>> 0;
  hi = (hi ^ (hi >>> 11)) >>> 0;
  // hash += hash << 6
  sLo = lo + ((lo << 6) >>> 0);
  nHi = hi + (((hi << 6) | (lo >>> 26)) >>> 0) + (sLo >= TWO32 ? 1 : 0);
  lo = sLo >>> 0;
  hi = nHi >>> 0;
  // hash ^= hash >>> 22
  lo = (lo ^ ((lo >>> 22) | (hi << 10))) >>> 0;
  return lo & 0x3fffffff;
}

const bits = new DataView(new ArrayBuffer(8));

/** V8's hash of a number key (an integer of any key type up to `u32`, or an enum value). */
export function numberKeyHash(key: number): number {
  if ((key | 0) === key) return int32KeyHash(key);
  bits.setFloat64(0, key, true);
  return longKeyHash(bits.getUint32(4, true), bits.getUint32(0, true));
}

/** V8's hash of a bigint key (`i64`, `u64`). */
export function bigintKeyHash(key: bigint): number {
  if (key === 0n) return 0;
  const m = key < 0n ? -key : key;
  return longKeyHash(Number((m >> 32n) & 0xffffffffn), Number(m & 0xffffffffn));
}

/**
 * Follows the keys of one map in the order they are read. Create it with {@link mapKeySpread};
 * not reusable.
 */
export class MapKeySpread {
  private readonly hashes: Int32Array;
  private counts: Int32Array = new Int32Array(0);
  private n = 0;
  private buckets = 0;

  constructor(count: number) {
    this.hashes = new Int32Array(count);
  }

  /** Enters the next key by its hash; false when its bucket then holds too many keys. */
  add(hash: number): boolean {
    const i = this.n++;
    const hashes = this.hashes;
    hashes[i] = hash;
    if (i < MAP_KEY_SPREAD_FROM) return true;
    let b = this.buckets;
    if (i + 1 > 2 * b) {
      // The table grows (V8: capacity the next power of two, two keys per bucket): count again.
      if (b === 0) {
        b = 2;
        while (2 * b < i + 1) b *= 2;
      } else {
        b *= 2;
      }
      this.buckets = b;
      const counts = new Int32Array(b);
      let max = 0;
      for (let j = 0; j <= i; j++) {
        const c = ++counts[hashes[j]! & (b - 1)]!;
        if (c > max) max = c;
      }
      this.counts = counts;
      return max <= MAP_KEY_CHAIN_LIMIT;
    }
    return ++this.counts[hash & (b - 1)]! <= MAP_KEY_CHAIN_LIMIT;
  }

  /** {@link add} for a number key. */
  number(key: number): boolean {
    return this.add(numberKeyHash(key));
  }

  /** {@link add} for a bigint key. */
  bigint(key: bigint): boolean {
    return this.add(bigintKeyHash(key));
  }
}

/** A guard for a map of `count` entries, or null when a map that small needs none. */
export function mapKeySpread(count: number): MapKeySpread | null {
  return count > MAP_KEY_SPREAD_FROM ? new MapKeySpread(count) : null;
}

/** The message of the error a refused map raises. */
export function mapKeySpreadMessage(): string {
  return `more than ${MAP_KEY_CHAIN_LIMIT} of this map's keys share one hash bucket (FORMAT.md §7.2)`;
}
