/**
 * The strings a reused {@link CompactReader} made from small string tables, kept by their UTF-8
 * bytes (docs/benchmarks.md, issue 14 item 5, "TypeScript compact decode in Node: a reader's
 * short strings kept by their bytes"): an entry whose bytes equal a kept entry's is answered with
 * the kept string instead of being checked and built again.
 *
 * Correct by construction: a string is kept only after it was checked and built from exactly
 * those bytes, and it is returned only for bytes equal to them in length and in every byte (the
 * hash only picks the place to look), so a look-up gives the string a build would give — the same
 * value; no error is ever taken from it (bytes that fail the check are never kept, and bytes that
 * are not equal to a kept entry's are checked and built as before). Nothing else of a root is
 * kept: no bytes buffer, no value, no position.
 *
 * Bounded: {@link SETS} x {@link WAYS} entries of {@link STRING_CACHE_MIN_BYTES} to
 * {@link STRING_CACHE_MAX_BYTES} bytes (so at most 48 UTF-16 units a string), their bytes as 32-bit
 * words in one `Int32Array`; a new entry replaces the less recently used one of its set.
 */
export const STRING_CACHE_MIN_BYTES = 4;
export const STRING_CACHE_MAX_BYTES = 48;
const WORDS = STRING_CACHE_MAX_BYTES / 4;
const SETS = 128;
const WAYS = 2;

export class StringCache {
  // Entry e's bytes as little-endian words (the last one zero-padded) at [e * WORDS, ...).
  private readonly words = new Int32Array(SETS * WAYS * WORDS);
  // Entry e's byte length, 0 while empty (never a length looked up).
  private readonly lens = new Int32Array(SETS * WAYS);
  private readonly strs: string[] = new Array<string>(SETS * WAYS).fill("");
  // The way of each set used last (the other is replaced next).
  private readonly recent = new Uint8Array(SETS);
  // The words and set of the bytes looked up last, for add().
  private readonly key = new Int32Array(WORDS);
  private set = 0;

  /**
   * The kept string of `buf[p, p + n)` (`STRING_CACHE_MIN_BYTES <= n <= STRING_CACHE_MAX_BYTES`,
   * within `buf`), or `undefined`; then {@link add} keeps the string built from those bytes.
   */
  find(buf: Uint8Array, p: number, n: number): string | undefined {
    const key = this.key;
    const e = p + n;
    let h = n;
    let k = 0;
    let i = p;
    for (; e - i >= 4; i += 4) {
      const w = buf[i]! | (buf[i + 1]! << 8) | (buf[i + 2]! << 16) | (buf[i + 3]! << 24);
      key[k++] = w;
      h = (Math.imul(h, 31) + w) | 0;
    }
    if (i < e) {
      let w = buf[i]!;
      if (i + 1 < e) w |= buf[i + 1]! << 8;
      if (i + 2 < e) w |= buf[i + 2]! << 16;
      key[k++] = w;
      h = (Math.imul(h, 31) + w) | 0;
    }
    // murmur3's finalizer: every bit of h reaches the set's bits.
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    const set = h & (SETS - 1);
    this.set = set;
    const e0 = set * WAYS;
    if (this.lens[e0] === n && this.same(e0, k)) {
      this.recent[set] = 0;
      return this.strs[e0];
    }
    if (this.lens[e0 + 1] === n && this.same(e0 + 1, k)) {
      this.recent[set] = 1;
      return this.strs[e0 + 1];
    }
    return undefined;
  }

  private same(entry: number, k: number): boolean {
    const words = this.words;
    const key = this.key;
    const at = entry * WORDS;
    for (let j = 0; j < k; j++) {
      if (words[at + j] !== key[j]) return false;
    }
    return true;
  }

  /** Keeps `s`, the string built from the `n` bytes {@link find} looked up last and did not find. */
  add(n: number, s: string): void {
    const set = this.set;
    const way = this.recent[set]! ^ 1;
    const entry = set * WAYS + way;
    const words = this.words;
    const key = this.key;
    const at = entry * WORDS;
    const k = (n + 3) >>> 2;
    for (let j = 0; j < k; j++) words[at + j] = key[j]!;
    this.lens[entry] = n;
    this.strs[entry] = s;
    this.recent[set] = way;
  }
}
