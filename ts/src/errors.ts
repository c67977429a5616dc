/**
 * Typed decode/encode errors. The codes are the names of the Java runtime's `ErrorCode`
 * (docs/spec/FORMAT.md §8, §F12), checked against ErrorCode.java by test/runtime.test.ts; codes and
 * offsets are normative, the path and message informative.
 */

/** Every error code, in the order of the Java enum. */
export const ERROR_CODES = [
  "TRUNCATED",
  "VARINT_OVERFLOW",
  "VARINT_NONCANONICAL",
  "LENGTH_EXCEEDS_INPUT",
  "LIMIT_EXCEEDED",
  "DEPTH_LIMIT",
  "INVALID_UTF8",
  "INVALID_BOOL",
  "INT_OUT_OF_RANGE",
  "STRING_INDEX_OUT_OF_RANGE",
  "INVALID_OBJECT_REFERENCE",
  "OBJECT_TYPE_MISMATCH",
  "UNKNOWN_UNION_CASE",
  "DUPLICATE_MAP_KEY",
  "TRAILING_BYTES",
  "BAD_MAGIC",
  "UNSUPPORTED_VERSION",
  "UNSUPPORTED_CODEC",
  "FINGERPRINT_MISMATCH",
  "SESSION_MISMATCH",
  "SESSION_RESET_OUT_OF_ORDER",
  "INVALID_STRING",
  "MIXED_UNKNOWN_ORIGINS",
  "INVALID_VALUE",
  "OFFSET_OUT_OF_BOUNDS",
  "MISALIGNED",
  "MISSING_UNION",
  "INVALID_JSON_VALUE",
  "INVALID_LIST_LAYOUT",
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error type of the runtime: malformed input (decode) or a value the schema cannot hold
 * (encode). `offset` is the byte offset from the start of the input (frame included) of the item
 * whose check failed, or -1 for encode errors; `path` is the field path, e.g.
 * `MediaContent.images[1].title`.
 */
export class BaleError extends Error {
  readonly code: ErrorCode;
  readonly offset: number;
  readonly path: string;
  readonly detail: string;

  constructor(code: ErrorCode, offset: number, path: string, detail: string) {
    super(`${code} at offset ${offset}${path ? " (" + path + ")" : ""}: ${detail}`);
    this.name = "BaleError";
    this.code = code;
    this.offset = offset;
    this.path = path;
    this.detail = detail;
  }
}
