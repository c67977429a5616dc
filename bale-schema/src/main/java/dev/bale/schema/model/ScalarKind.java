package dev.bale.schema.model;

/** The built-in scalar types of the schema language. */
public enum ScalarKind {
  BOOL("bool", 1),
  I8("i8", 1),
  I16("i16", 2),
  I32("i32", 4),
  I64("i64", 8),
  U8("u8", 1),
  U16("u16", 2),
  U32("u32", 4),
  U64("u64", 8),
  F32("f32", 4),
  F64("f64", 8),
  STRING("string", 0),
  BYTES("bytes", 0),
  /**
   * Any JSON value: null, bool, i64 integer, finite f64 float, string, list or object (SCHEMA.md
   * §3, FORMAT.md §1.4). Not a scalar in the wire sense (it may nest), but it names no declaration
   * and holds no messages, so it is modelled as a built-in type.
   */
  JSON("json", 0);

  private final String keyword;
  private final int width;

  ScalarKind(String keyword, int width) {
    this.keyword = keyword;
    this.width = width;
  }

  /** The keyword used in schema files, e.g. {@code "i32"}. */
  public String keyword() {
    return keyword;
  }

  /** Width in bytes of the fixed-width form; 0 for string, bytes and json. */
  public int width() {
    return width;
  }

  public boolean isInteger() {
    return this != BOOL
        && this != F32
        && this != F64
        && this != STRING
        && this != BYTES
        && this != JSON;
  }

  public boolean isSigned() {
    return this == I8 || this == I16 || this == I32 || this == I64;
  }

  public boolean isFloat() {
    return this == F32 || this == F64;
  }

  /** Looks up a keyword; returns null if it is not a scalar keyword. */
  public static ScalarKind ofKeyword(String keyword) {
    for (ScalarKind k : values()) {
      if (k.keyword.equals(keyword)) {
        return k;
      }
    }
    return null;
  }
}
