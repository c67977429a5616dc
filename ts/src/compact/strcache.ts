/**
 * The strings a reused {@link CompactReader} made from small string tables, kept by their UTF-8
 * bytes (docs/benchmarks.md, issue 14 item 5, "TypeScript compact decode in Node: a reader's
 * short strings kept by their bytes"): an entry whose bytes equal a kept entry's is answered with
 * the kept string instead of being checked and built again.
 *
 * Correct by construction: a string is kept only after it was checked and built from exactly
 * those bytes, and it is returned only for bytes equal to them in length and in every byte (a few
 * sampled words only pick the place to look), so a look-up gives the string a build would give —
 * the same value; no error is ever taken from it (bytes that fail the check are never kept, and
 * bytes that are not equal to a kept entry's are checked and built as before). Nothing else of a
 * root is kept: no bytes buffer, no value, no position.
 *
 * Bounded: {@link SETS} x {@link WAYS} entries of {@link STRING_CACHE_MIN_BYTES} to
 * {@link STRING_CACHE_MAX_BYTES} bytes (so at most 48 UTF-16 units a string), their bytes as 32-bit
 * words in one `Int32Array`; a new entry replaces the less recently used one of its set. Bytes are
 * read as 32-bit words through a `DataView` of the input (a byte loop over the entry costs about
 * what `String.fromCharCode` costs per character in V8, so a look-up by bytes would save little).
 */
export const STRING_CACHE_MIN_BYTES = 4;
export const STRING_CACHE_MAX_BYTES = 48;
const WORDS = STRING_CACHE_MAX_BYTES / 4;
const SETS = 128;
const WAYS = 2;
/** Look-ups counted before the cache decides whether it pays (a quarter of them hit). */
const PROBE = 256;
/** Small tables read without the cache after a probe that did not pay. */
const REST = 1024;

export class StringCache {
  // Entry e's words at [e * WORDS, ...): the entry's bytes 4 at a time, the last word the
  // entry's last 4 bytes (overlapping the one before when the length is not a multiple of 4).
  private readonly words = new Int32Array(SETS * WAYS * WORDS);
  // Entry e's byte length, 0 while empty (never a length looked up).
  private readonly lens = new Int32Array(SETS * WAYS);
  private readonly strs: string[] = new Array<string>(SETS * WAYS).fill("");
  // The way of each set used last (the other is replaced next).
  private readonly recent = new Uint8Array(SETS);
  // The set of the bytes looked up last, for add().
  private set = 0;
  // The look-ups and hits since the last decision, and the small tables left to read without it.
  private looks = 0;
  private hits = 0;
  private rest = 0;

  /**
   * Whether the next small table should use the cache: it rests for {@link REST} tables after
   * {@link PROBE} look-ups of which fewer than a quarter hit (traffic whose strings do not repeat
   * then pays the look-ups on a few tables in a hundred), and looks again after that.
   */
  open(): boolean {
    if (this.rest > 0) {
      this.rest--;
      return false;
    }
    if (this.looks >= PROBE) {
      const pays = this.hits * 2 >= this.looks;
      this.looks = 0;
      this.hits = 0;
      if (!pays) {
        this.rest = REST;
        return false;
      }
    }
    return true;
  }

  /**
   * The kept string of the `n` bytes at `p` of `dv` (`STRING_CACHE_MIN_BYTES <= n <=
   * STRING_CACHE_MAX_BYTES`, within `dv`), or `undefined`; then {@link add} keeps the string built
   * from those bytes.
   */
  find(dv: DataView, p: number, n: number): string | undefined {
    this.looks++;
    const last = p + n - 4;
    // Four words sampled (the first, the last, two between) and the length pick the set.
    let h = Math.imul(n ^ dv.getInt32(p, true), 0x9e3779b1);
    h = Math.imul(h ^ dv.getInt32(last, true), 0x85ebca6b);
    h = Math.imul(h ^ dv.getInt32(p + ((n - 4) >> 1), true), 0xc2b2ae35);
    h = Math.imul(h ^ dv.getInt32(p + (((n - 4) * 3) >> 2), true), 0x27d4eb2f);
    h ^= h >>> 15;
    const set = (h ^ (h >>> 8)) & (SETS - 1);
    this.set = set;
    const e0 = set * WAYS;
    if (this.lens[e0] === n && this.same(dv, p, n, e0)) {
      this.recent[set] = 0;
      this.hits++;
      return this.strs[e0];
    }
    if (this.lens[e0 + 1] === n && this.same(dv, p, n, e0 + 1)) {
      this.recent[set] = 1;
      this.hits++;
      return this.strs[e0 + 1];
    }
    return undefined;
  }

  private same(dv: DataView, p: number, n: number, entry: number): boolean {
    const words = this.words;
    const at = entry * WORDS;
    const k = (n - 1) >> 2; // words before the last
    for (let j = 0; j < k; j++) {
      if (words[at + j] !== dv.getInt32(p + 4 * j, true)) return false;
    }
    return words[at + k] === dv.getInt32(p + n - 4, true);
  }

  /** Keeps `s`, the string built from the `n` bytes at `p` that {@link find} looked up last. */
  add(dv: DataView, p: number, n: number, s: string): void {
    const set = this.set;
    const way = this.recent[set]! ^ 1;
    const entry = set * WAYS + way;
    const words = this.words;
    const at = entry * WORDS;
    const k = (n - 1) >> 2;
    for (let j = 0; j < k; j++) words[at + j] = dv.getInt32(p + 4 * j, true);
    words[at + k] = dv.getInt32(p + n - 4, true);
    this.lens[entry] = n;
    this.strs[entry] = s;
    this.recent[set] = way;
  }
}
