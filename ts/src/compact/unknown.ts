/**
 * Where the unknown fields of a decoded object came from: the decoded root's string table and its
 * raw object-table entries (docs/spec/FORMAT.md §3.4). One origin is shared by every object of one
 * decode; a writer that meets it seeds its tables with it, so indices inside kept tails still
 * mean the same strings and entries.
 */
export class TableOrigin {
  /** @internal */ readonly strings: readonly string[];
  /** @internal */ readonly objectBytes: Uint8Array;
  /** @internal */ readonly objectEnds: readonly number[];
  /** @internal decoded instance per entry, set once the decode that made this origin succeeds */
  entryValues: readonly (object | undefined)[] = [];
  private entryIndex: Map<object, number> | undefined;

  constructor(strings: readonly string[], objectBytes: Uint8Array, objectEnds: readonly number[]) {
    this.strings = strings;
    this.objectBytes = objectBytes;
    this.objectEnds = objectEnds;
  }

  /** @internal the object-table entry `instance` was decoded from, or -1. */
  entryIndexOf(instance: object): number {
    const values = this.entryValues;
    if (values.length === 0) return -1;
    let index = this.entryIndex;
    if (index === undefined) {
      index = new Map();
      for (let i = 0; i < values.length; i++) {
        const v = values[i];
        if (v !== undefined && !index.has(v)) index.set(v, i);
      }
      this.entryIndex = index;
    }
    const i = index.get(instance);
    return i === undefined ? -1 : i;
  }

  /** @internal */
  get objectCount(): number {
    return this.objectEnds.length;
  }

  /** Two origins are the same when their tables are equal. */
  equals(o: TableOrigin): boolean {
    if (o === this) return true;
    if (o.strings.length !== this.strings.length) return false;
    if (o.objectEnds.length !== this.objectEnds.length) return false;
    if (o.objectBytes.length !== this.objectBytes.length) return false;
    for (let i = 0; i < this.strings.length; i++) if (o.strings[i] !== this.strings[i]) return false;
    for (let i = 0; i < this.objectEnds.length; i++) {
      if (o.objectEnds[i] !== this.objectEnds[i]) return false;
    }
    for (let i = 0; i < this.objectBytes.length; i++) {
      if (o.objectBytes[i] !== this.objectBytes[i]) return false;
    }
    return true;
  }
}

/**
 * What a reader kept of a message that a newer writer wrote: the set flag bits it does not know
 * (bit positions, ascending), the body bytes after its last known field, and the origin those
 * bytes' string and object indices refer to. Re-encoding writes both back (FORMAT.md §3.4).
 */
export class UnknownFields {
  readonly origin: TableOrigin;
  readonly bits: readonly number[];
  readonly tail: Uint8Array;
  /**
   * The schema name of the message type they were read as (`media.Image`), or undefined when not
   * recorded (built by hand, or by a reader that did not say). A writer refuses them in a message of
   * another schema name (INVALID_VALUE): that type's readers would take them for fields of its own.
   */
  readonly type: string | undefined;

  constructor(origin: TableOrigin, bits: readonly number[], tail: Uint8Array, type?: string) {
    this.origin = origin;
    this.bits = bits;
    this.tail = tail;
    this.type = type;
  }
}
