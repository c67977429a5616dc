/**
 * Tables keyed by a position in one input, for the passes of one whole-root flat decode (the
 * verifier's strings checked once and messages entered, the reader's strings decoded once), kept
 * from decode to decode, so a decode allocates nothing for them and emptying one costs O(1) (a
 * generation count) or O(entries) (the values), never a new table, as `Map.clear()` and
 * `Set.clear()` do, nor a rehash per decode as a fresh `Map` grows.
 *
 * Positions are non-negative integers below 2^31 (indexes into a `Uint8Array`).
 */

const MIN_CAPACITY = 64;
/** Slots kept from one decode to the next at most (1 MiB of keys and stamps). */
export const MAX_KEPT = 1 << 17;

/**
 * The longest probe of a {@link PositionSet} before it moves its positions into a `Set`: the
 * positions are the input's, so hostile bytes can put their strings where the (fixed) hash's slots
 * fall into one run of the table, which made a pass quadratic in the input. V8's `Set` chains
 * numbers by a well-mixed hash, so only exact bucket collisions cost, and positions within one
 * input cannot supply more of those than about the square root of its size.
 */
export const MAX_PROBE = 64;

/** A set of positions. */
export class PositionSet {
  private keys = new Int32Array(MIN_CAPACITY);
  // A slot is in use when its stamp equals `gen`; clear() moves `gen` on.
  private stamps = new Int32Array(MIN_CAPACITY);
  private gen = 1;
  private count = 0;
  // Set once a probe passed MAX_PROBE: every position of the pass, the table unused until clear().
  private spill: Set<number> | undefined;

  /** Number of positions held. */
  get size(): number {
    return this.spill === undefined ? this.count : this.spill.size;
  }

  /** Adds `pos`; returns false when it was there already. */
  add(pos: number): boolean {
    if (this.spill !== undefined) {
      if (this.spill.has(pos)) return false;
      this.spill.add(pos);
      return true;
    }
    return this.slotFor(pos) >= 0;
  }

  /** Whether `pos` is in the set. */
  has(pos: number): boolean {
    if (this.spill !== undefined) return this.spill.has(pos);
    return this.find(pos) >= 0;
  }

  /**
   * Empties the set in O(1); a table grown past {@link MAX_KEPT} slots by a large input is
   * dropped instead, so that it is not kept for good.
   */
  clear(): void {
    this.count = 0;
    this.spill = undefined;
    if (this.keys.length > MAX_KEPT) {
      this.keys = new Int32Array(MIN_CAPACITY);
      this.stamps = new Int32Array(MIN_CAPACITY);
      this.gen = 1;
    } else if (++this.gen === 0x7fffffff) {
      this.stamps.fill(0);
      this.gen = 1;
    }
  }

  /** The slot holding `pos`, or -1. */
  private find(pos: number): number {
    const mask = this.keys.length - 1;
    let i = hash(pos) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++, i = (i + 1) & mask) {
      if (this.stamps[i] !== this.gen) return -1;
      if (this.keys[i] === pos) return i;
    }
    this.spillAll();
    return this.spill!.has(pos) ? 0 : -1;
  }

  /**
   * Puts `pos` in a free slot and returns it, or returns -1 when `pos` is there already; past
   * {@link MAX_PROBE} the set moves to its `Set` and `pos` goes there (0 returned when new).
   */
  private slotFor(pos: number): number {
    if (2 * (this.count + 1) > this.keys.length) this.grow();
    if (this.spill !== undefined) return this.add(pos) ? 0 : -1;
    const mask = this.keys.length - 1;
    let i = hash(pos) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++, i = (i + 1) & mask) {
      if (this.stamps[i] !== this.gen) {
        this.stamps[i] = this.gen;
        this.keys[i] = pos;
        this.count++;
        return i;
      }
      if (this.keys[i] === pos) return -1;
    }
    this.spillAll();
    return this.add(pos) ? 0 : -1;
  }

  /** Moves the table's positions into {@link spill}. */
  private spillAll(): void {
    const s = new Set<number>();
    for (let i = 0; i < this.keys.length; i++) if (this.stamps[i] === this.gen) s.add(this.keys[i]!);
    this.spill = s;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldStamps = this.stamps;
    const gen = this.gen;
    this.keys = new Int32Array(oldKeys.length * 2);
    this.stamps = new Int32Array(oldKeys.length * 2);
    this.gen = 1;
    this.count = 0;
    for (let i = 0; i < oldKeys.length; i++) {
      if (oldStamps[i] !== gen) continue;
      if (this.spill === undefined) this.slotFor(oldKeys[i]!); // may move the set to its `Set`
      if (this.spill !== undefined) this.spill.add(oldKeys[i]!);
    }
  }
}

/** Spreads positions (often multiples of 4 or 8) over the slots. Exported for tests. */
export function hash(pos: number): number {
  const h = Math.imul(pos, 0x9e3779b1);
  return h ^ (h >>> 16);
}

/**
 * A set of the 8-aligned positions of one input, as a bitmap (one bit per 8 bytes): what a decode's
 * verify pass enters, message objects, each at a multiple of 8 from the body (FORMAT.md §F2), so
 * two objects never share a bit. No hashing and no probing: a shift, a load and a store per add.
 * Kept from decode to decode; {@link clear} zeroes only the words the last input could use, and a
 * bitmap grown past {@link MAX_KEPT} words is dropped.
 */
export class PositionBits {
  private words = new Int32Array(MIN_CAPACITY);
  private used = 0;
  private base = 0;

  /** Starts an empty set for the 8-aligned positions from `base` (the body) over `length` bytes. */
  start(base: number, length: number): void {
    const need = (length >>> 8) + 1;
    if (this.words.length < need) this.words = new Int32Array(need);
    else if (this.used !== 0) this.words.fill(0, 0, this.used);
    this.used = need;
    this.base = base;
  }

  /** Adds `pos` (a multiple of 8 from the base, inside the length); false when it was there already. */
  add(pos: number): boolean {
    const k = (pos - this.base) >>> 3;
    const i = k >>> 5;
    const bit = 1 << (k & 31);
    const w = this.words[i]!;
    if ((w & bit) !== 0) return false;
    this.words[i] = w | bit;
    return true;
  }

  /** Empties the set; drops a bitmap grown past {@link MAX_KEPT} words. */
  clear(): void {
    if (this.words.length > MAX_KEPT) this.words = new Int32Array(MIN_CAPACITY);
    else if (this.used !== 0) this.words.fill(0, 0, this.used);
    this.used = 0;
  }
}

/**
 * A map from the positions of one input's long strings (the positions of their lengths) to their
 * strings, direct-mapped: slot `pos >>> 4`, holding its key. The strings it takes are over 16
 * bytes, so two well-formed ones are at least 24 bytes apart and never share a slot; overlapping
 * strings of hostile bytes may, and then the later one replaces the earlier one (a miss later, never
 * a wrong string: the key is checked). No hashing and no probing. Kept from decode to decode;
 * {@link clear} drops every string it holds (G11) in O(strings), and a table grown past
 * {@link MAX_KEPT} slots is dropped.
 */
export class DirectStrings {
  private keys = new Int32Array(MIN_CAPACITY).fill(-1);
  private values: (string | undefined)[] = new Array<string | undefined>(MIN_CAPACITY).fill(undefined);
  // The slots in use, to empty them in clear().
  private set_ = new Int32Array(MIN_CAPACITY);
  private count = 0;

  /** Makes room for the positions of an input of `length` bytes (empty: after {@link clear}). */
  start(length: number): void {
    const need = (length >>> 4) + 1;
    if (this.keys.length < need) {
      this.keys = new Int32Array(need).fill(-1);
      this.values = new Array<string | undefined>(need).fill(undefined);
    }
  }

  /** The string at `pos`, or undefined. */
  get(pos: number): string | undefined {
    const i = pos >>> 4;
    return this.keys[i] === pos ? this.values[i] : undefined;
  }

  /** Sets the string at `pos`. */
  set(pos: number, s: string): void {
    const i = pos >>> 4;
    if (this.keys[i] === -1) {
      if (this.count === this.set_.length) {
        const more = new Int32Array(this.count * 2);
        more.set(this.set_);
        this.set_ = more;
      }
      this.set_[this.count++] = i;
    }
    this.keys[i] = pos;
    this.values[i] = s;
  }

  /** Empties the map, dropping its strings (G11). */
  clear(): void {
    if (this.keys.length > MAX_KEPT) {
      this.keys = new Int32Array(MIN_CAPACITY).fill(-1);
      this.values = new Array<string | undefined>(MIN_CAPACITY).fill(undefined);
      this.set_ = new Int32Array(MIN_CAPACITY);
    } else {
      for (let j = 0; j < this.count; j++) {
        const i = this.set_[j]!;
        this.keys[i] = -1;
        this.values[i] = undefined;
      }
      if (this.set_.length > MAX_KEPT) this.set_ = new Int32Array(MIN_CAPACITY);
    }
    this.count = 0;
  }
}
