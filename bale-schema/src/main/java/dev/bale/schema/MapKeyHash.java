package dev.bale.schema;

import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;

/**
 * FORMAT.md §7.2, the key-spread rule: which of V8's hashes a reader follows a map's keys with, by
 * the key type. Every reader that applies the rule (the Java and TypeScript generated codecs, the
 * dynamic codecs, checked flat access, the inspector) asks here; the hash functions themselves are
 * the runtimes' ({@code dev.bale.runtime.MapKeySpread}, {@code ts/src/mapkeys.ts}).
 */
public enum MapKeyHash {
  /** {@code bool} and {@code string} keys: not followed (they cannot crowd one bucket). */
  NONE,
  /**
   * Integers of up to 32 bits and enums (their numbers): a JavaScript number, V8's integer hash
   * ({@code numberHash}).
   */
  NUMBER,
  /** {@code i64}: a bigint, the hash of its magnitude's low 64 bits ({@code int64Hash}). */
  INT64,
  /** {@code u64}: a bigint, as {@link #INT64} but read unsigned ({@code uint64Hash}). */
  UINT64;

  /** The hash of keys of type {@code key} (a scalar or an enum, SCHEMA.md). */
  public static MapKeyHash of(TypeRef key) {
    if (key instanceof ScalarType s) {
      return switch (s.kind()) {
        case I8, I16, I32, U8, U16, U32 -> NUMBER;
        case I64 -> INT64;
        case U64 -> UINT64;
        default -> NONE;
      };
    }
    return NUMBER; // an enum, the only named key type: its number
  }

  /**
   * Whether a {@link #NUMBER} key of this type is an unsigned integer, so that its bits widen
   * without sign (flat readers take the key's raw bits); false for signed integers and enums.
   */
  public static boolean unsignedNumber(TypeRef key) {
    return key instanceof ScalarType s && s.kind().isInteger() && !s.kind().isSigned();
  }
}
