/**
 * The session table of a session stream (docs/spec/FORMAT.md §4.2): the strings of every root of
 * the session so far, in order, their UTF-8 byte total, and the epoch (number of resets).
 */
export class SessionTable {
  readonly strings: string[] = [];
  bytes = 0;
  epoch = 0;
  /** First index of each string (writers only). */
  readonly index: Map<string, number> | undefined;

  constructor(indexed: boolean) {
    this.index = indexed ? new Map() : undefined;
  }

  add(s: string, utf8Length: number): void {
    if (this.index !== undefined && !this.index.has(s)) this.index.set(s, this.strings.length);
    this.strings.push(s);
    this.bytes += utf8Length;
  }

  reset(): void {
    this.strings.length = 0;
    this.bytes = 0;
    this.index?.clear();
    this.epoch++;
  }
}
