/**
 * The string dedup index of a writer (the compact writer's table entries, the flat builder's
 * string positions): string → number, the first number added for a string kept. Its first
 * {@link SCAN_STRINGS} strings are found by a scan for an equal string (`===`), later ones through
 * a `Map` filled with the scanned ones when the scan is full. For a small root that is cheaper than
 * hashing each string and clearing a `Map` after each root (`Map.clear` makes a new table even when
 * empty): docs/benchmarks-log.md, "TypeScript small roots: string dedup by a scan".
 */

/** Strings found by a scan before the index takes its `Map`. */
export const SCAN_STRINGS = 16;

export class StringIndex {
  private readonly keys: string[] = new Array<string>(SCAN_STRINGS).fill("");
  private readonly vals: number[] = new Array<number>(SCAN_STRINGS).fill(0);
  /** Strings in `keys` (all of them while the map is not in use). */
  private n = 0;
  private readonly map = new Map<string, number>();
  private mapped = false;

  /** The number of the first string added equal to `s`, or undefined. */
  get(s: string): number | undefined {
    if (this.mapped) return this.map.get(s);
    const keys = this.keys;
    const n = this.n;
    for (let i = 0; i < n; i++) if (keys[i] === s) return this.vals[i];
    return undefined;
  }

  /** Adds `s` → `v`; when an equal string is in already, `get` keeps answering the first one. */
  add(s: string, v: number): void {
    if (this.mapped) {
      if (!this.map.has(s)) this.map.set(s, v);
    } else if (this.n < SCAN_STRINGS) {
      this.keys[this.n] = s;
      this.vals[this.n++] = v;
    } else {
      const map = this.map;
      for (let i = 0; i < SCAN_STRINGS; i++) if (!map.has(this.keys[i]!)) map.set(this.keys[i]!, this.vals[i]!);
      if (!map.has(s)) map.set(s, v);
      this.mapped = true;
    }
  }

  /** Empties the index; it keeps none of the strings added. */
  clear(): void {
    for (let i = 0; i < this.n; i++) this.keys[i] = "";
    this.n = 0;
    if (this.mapped) {
      this.map.clear();
      this.mapped = false;
    }
  }
}
