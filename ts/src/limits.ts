/** Decoder limits (docs/spec/FORMAT.md §7); the same defaults as the Java runtime's `Limits`. */
export interface Limits {
  /** Nesting depth of messages, structs, lists, maps and unions; the root message is depth 1. */
  readonly depth: number;
  /** Bytes of one root read from a stream. */
  readonly maxStreamMessageBytes: number;
  /** Entries of the string table of one root. */
  readonly maxStringTableEntries: number;
  /** Messages per root (inline messages, object_count, and what references stand for). */
  readonly maxObjects: number;
  /**
   * The decoded-size budget's floor (FORMAT.md §7.1): estimated bytes a root may decode to,
   * whatever its size. Up to 2^53-1.
   */
  readonly decodedSizeFloor: number;
  /** Estimated decoded bytes allowed per input byte above the floor. */
  readonly decodedSizeRatio: number;
}

export const DEFAULT_DEPTH = 64;
export const DEFAULT_MAX_STREAM_MESSAGE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_STRING_TABLE_ENTRIES = 1 << 20;
export const DEFAULT_MAX_OBJECTS = 1_000_000;
export const DEFAULT_DECODED_SIZE_FLOOR = 64 * 1024 * 1024;
export const DEFAULT_DECODED_SIZE_RATIO = 64;
const INT_MAX = 0x7fffffff;

/** The default limits. */
export const DEFAULT_LIMITS: Limits = Object.freeze({
  depth: DEFAULT_DEPTH,
  maxStreamMessageBytes: DEFAULT_MAX_STREAM_MESSAGE_BYTES,
  maxStringTableEntries: DEFAULT_MAX_STRING_TABLE_ENTRIES,
  maxObjects: DEFAULT_MAX_OBJECTS,
  decodedSizeFloor: DEFAULT_DECODED_SIZE_FLOOR,
  decodedSizeRatio: DEFAULT_DECODED_SIZE_RATIO,
});

/** Every limit off (2^31-1; the decoded-size floor 2^53-1), as an explicit opt-out. */
export const UNLIMITED: Limits = Object.freeze({
  depth: INT_MAX,
  maxStreamMessageBytes: INT_MAX,
  maxStringTableEntries: INT_MAX,
  maxObjects: INT_MAX,
  decodedSizeFloor: Number.MAX_SAFE_INTEGER,
  decodedSizeRatio: INT_MAX,
});

/**
 * The defaults with some limits replaced; each must be an integer in 1..2^31-1
 * (`decodedSizeFloor`: 1..2^53-1).
 */
export function limits(overrides: Partial<Limits>): Limits {
  const l = { ...DEFAULT_LIMITS, ...overrides };
  for (const [k, v] of Object.entries(l)) {
    if (!inRange(k, v)) {
      throw new RangeError(`limit ${k} must be an integer in 1..${maxOf(k)}, got ${String(v)}`);
    }
  }
  return Object.freeze(l);
}

function maxOf(k: string): number {
  return k === "decodedSizeFloor" ? Number.MAX_SAFE_INTEGER : INT_MAX;
}

function inRange(k: string, v: unknown): boolean {
  return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= maxOf(k);
}

const KEYS = Object.keys(DEFAULT_LIMITS) as (keyof Limits)[];

/**
 * @internal The limits a decoder applies when given `l`: `l` itself when it holds every limit in
 * range, else `limits(l)`. An object a JavaScript caller wrote (`{ depth: 10 }`, not made by
 * {@link limits}) would otherwise turn off every limit it leaves out (a comparison with undefined
 * is false), against "no limit is an explicit opt-out"; so a limit left out keeps its default, and
 * one out of range is a RangeError.
 */
export function checkedLimits(l: Limits): Limits {
  if (l === DEFAULT_LIMITS || l === UNLIMITED) return l;
  for (const k of KEYS) if (!inRange(k, l[k])) return limits(l);
  return l;
}

/**
 * The decoded-size budget of a root of `inputBytes` bytes: `max(decodedSizeFloor,
 * decodedSizeRatio x inputBytes)` estimated bytes (FORMAT.md §7.1).
 */
export function decodedSizeBudget(l: Limits, inputBytes: number): number {
  return Math.max(l.decodedSizeFloor, l.decodedSizeRatio * Math.max(0, inputBytes));
}
