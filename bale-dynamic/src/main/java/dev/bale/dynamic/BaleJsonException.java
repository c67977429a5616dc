package dev.bale.dynamic;

/**
 * A JSON document that does not fit the schema (or is not JSON). Carries a stable {@link Code}, the
 * JSON path of the offending value ({@code $.images[1].size}) and the 1-based line and column in
 * the input where the problem was found. The message reads {@code CODE at LINE:COL in PATH:
 * detail}, the same shape as {@code BaleException}'s {@code CODE at offset N in PATH: detail}.
 */
public final class BaleJsonException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Stable error codes of the JSON mapping (docs/spec/JSON.md, "Errors"). */
  public enum Code {
    /** Not well-formed JSON (or trailing content after the value). */
    JSON_SYNTAX,
    /** A JSON value of the wrong kind for the schema type (e.g. a string for an i32, a null). */
    JSON_TYPE,
    /** An object key that is not a field of the message/struct or a case of the union. */
    JSON_UNKNOWN_KEY,
    /** The same key twice in one object (fields or map keys). */
    JSON_DUPLICATE_KEY,
    /** A number outside the range of its type (also f32/f64 overflow to infinity). */
    JSON_OUT_OF_RANGE,
    /**
     * A value of the right kind that the type cannot hold: bad base64, an unknown enum name, a
     * union object without exactly one case, a missing union field, a bad map key.
     */
    JSON_INVALID_VALUE,
    /** Nesting deeper than the depth limit (64, as for the compact codec). */
    JSON_DEPTH_LIMIT,
    /**
     * Strict reading only ({@link JsonBridge#withStrict}): an object without a non-optional field.
     */
    JSON_MISSING_FIELD,
    /**
     * The value read passes the reading budget (JSON.md §6, {@link JsonBridge#withLimits}); in the
     * TypeScript bridge also a map whose integer or enum keys are chosen for one of V8's hash
     * buckets (FORMAT.md §7.2).
     */
    JSON_LIMIT_EXCEEDED
  }

  private final Code code;
  private final String path;
  private final int line;
  private final int column;
  private final String detail;

  public BaleJsonException(Code code, String path, int line, int column, String detail) {
    super(code + " at " + line + ":" + column + " in " + path + ": " + detail);
    this.code = code;
    this.path = path;
    this.line = line;
    this.column = column;
    this.detail = detail;
  }

  public Code code() {
    return code;
  }

  /** JSONPath-like location of the value, {@code $} for the root. */
  public String path() {
    return path;
  }

  /** 1-based line in the input, or -1 if unknown. */
  public int line() {
    return line;
  }

  /** 1-based column in the input, or -1 if unknown. */
  public int column() {
    return column;
  }

  /** The problem, without code and position. */
  public String detail() {
    return detail;
  }
}
