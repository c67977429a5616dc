package dev.bale.runtime;

/**
 * Stable error codes of both codecs (FORMAT.md §8 and §F12). Codes are only ever added, never
 * renamed or removed; Java and TypeScript report the same code for the same bytes.
 */
public enum ErrorCode {
  /** The input ends inside an item, or a field runs past the end of its message body. */
  TRUNCATED,
  /** A varint has an 11th byte or does not fit in 64 bits. */
  VARINT_OVERFLOW,
  /** A varint or flag string is longer than needed (its last byte is {@code 0x00}). */
  VARINT_NONCANONICAL,
  /** A length or count claims more bytes than remain. */
  LENGTH_EXCEEDS_INPUT,
  /** A configured {@link Limits} value was exceeded. */
  LIMIT_EXCEEDED,
  /** Nesting deeper than {@link Limits#depth()}. */
  DEPTH_LIMIT,
  /** A string is not valid UTF-8 (FORMAT.md §6). */
  INVALID_UTF8,
  /** A bool byte other than 0 or 1. */
  INVALID_BOOL,
  /** A decoded integer outside the range of its schema type. */
  INT_OUT_OF_RANGE,
  /** A string index at or beyond the size of the string table. */
  STRING_INDEX_OUT_OF_RANGE,
  /** A bad object-table reference (out of range, forward, at the root, or without a table). */
  INVALID_OBJECT_REFERENCE,
  /** One object-table entry referenced as two different types. */
  OBJECT_TYPE_MISMATCH,
  /** A union case id the reader's union does not have. */
  UNKNOWN_UNION_CASE,
  /** A map key that occurs twice. */
  DUPLICATE_MAP_KEY,
  /** Bytes after the root. */
  TRAILING_BYTES,
  /** A frame that does not start with {@code BALE}. */
  BAD_MAGIC,
  /** A frame with a format version this reader does not support. */
  UNSUPPORTED_VERSION,
  /** A frame with a codec id this reader does not support. */
  UNSUPPORTED_CODEC,
  /** A frame whose schema fingerprint differs from the reader's. */
  FINGERPRINT_MISMATCH,
  // --- Streams and session dictionaries (FORMAT.md §4.1, §4.2) ---
  /**
   * A session stream whose header names another session than the reader's, or continues it at
   * another epoch or table size (the reader's table would not match the writer's).
   */
  SESSION_MISMATCH,
  /** A session reset record whose epoch is not the reader's epoch + 1. */
  SESSION_RESET_OUT_OF_ORDER,
  /** Encode: a string holding a lone surrogate. */
  INVALID_STRING,
  /** Encode: objects carrying unknown fields from two different decoded roots. */
  MIXED_UNKNOWN_ORIGINS,
  /** Encode: a value the schema cannot hold (null where not optional, out-of-range number...). */
  INVALID_VALUE,
  /**
   * Flat codec: a pointer whose target lies outside the body or inside its 8-byte header (FORMAT.md
   * §F12).
   */
  OFFSET_OUT_OF_BOUNDS,
  /** Flat codec: a pointer whose target is not aligned as its kind requires. */
  MISALIGNED,
  /** Flat codec: a null or missing pointer where the schema requires a union value. */
  MISSING_UNION,
  /**
   * A {@code json} value (FORMAT.md §1.4) that is no JSON value: an unknown kind, a float that is
   * not finite, or a long integer form holding a value the short form holds.
   */
  INVALID_JSON_VALUE,
  /**
   * A {@code list<i32>} or {@code list<u32>} whose layout byte (FORMAT.md §1.3) is neither 0
   * (varints) nor 1 (block layout).
   */
  INVALID_LIST_LAYOUT,
  /**
   * A UTF-16 string-table entry (FORMAT.md §2.1: a length written one byte longer than minimal)
   * whose length is 0 or odd (offset: the length's first byte), or whose code units are not
   * well-formed UTF-16, i.e. hold a lone surrogate (offset: the entry's first byte).
   */
  INVALID_UTF16
}
