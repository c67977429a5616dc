package dev.bale.dynamic;

/**
 * How many values JSON output may write for one value (RELIABILITY.md G6; docs/spec/JSON.md §6).
 * Immutable.
 *
 * <p>Why a budget: a decoded {@link Value} shares message instances that the compact bytes held
 * once, in the object table (FORMAT.md §2.2), and strings the string table held once (§2.1).
 * Decoding is linear in the input, but JSON has no references, so writing JSON repeats a shared
 * instance at every reference. A chain of ten object-table entries, each referencing the one before
 * ten times, is a few hundred bytes and would be 10<sup>10</sup> JSON objects ("billion laughs").
 *
 * <p>Cost, in <em>values</em>: every message, struct, union, list, map, map key and scalar written
 * costs 1, empty ones included; a string additionally costs 1 per 8 UTF-16 code units and a {@code
 * bytes} value 1 per 6 bytes (8 base64 characters), so a long string reached through many string
 * back-references is paid for by its length. Absent optional fields and unknown fields are not
 * written and cost nothing. Exceeding the budget raises {@link dev.bale.runtime.BaleException} with
 * {@link dev.bale.runtime.ErrorCode#LIMIT_EXCEEDED} before any JSON text is built.
 *
 * <p>The budget for an input of {@code n} bytes is {@code max(floor, perInputByte * n)}: {@link
 * #DEFAULT} is {@code max(64 Mi, 8 * n)}. A value written without knowing its input ({@code n = 0})
 * gets the floor. {@link #unlimited()} is the explicit opt-out, for trusted values only.
 */
public final class TraversalBudget {
  /** Default floor: 64 Mi values (67,108,864), whatever the input size. */
  public static final long DEFAULT_FLOOR = 64L << 20;

  /** Default values allowed per input byte: 8. */
  public static final long DEFAULT_PER_INPUT_BYTE = 8;

  /** {@code max(64 Mi, 8 x input bytes)}. */
  public static final TraversalBudget DEFAULT =
      new TraversalBudget(DEFAULT_FLOOR, DEFAULT_PER_INPUT_BYTE);

  private static final TraversalBudget UNLIMITED = new TraversalBudget(Long.MAX_VALUE, 0);

  private final long floor;
  private final long perInputByte;

  private TraversalBudget(long floor, long perInputByte) {
    this.floor = floor;
    this.perInputByte = perInputByte;
  }

  /**
   * A budget of {@code max(floor, perInputByte * input bytes)} values.
   *
   * @throws IllegalArgumentException if {@code floor < 1} or {@code perInputByte < 0}
   */
  public static TraversalBudget of(long floor, long perInputByte) {
    if (floor < 1) {
      throw new IllegalArgumentException("floor must be >= 1, got " + floor);
    }
    if (perInputByte < 0) {
      throw new IllegalArgumentException("perInputByte must be >= 0, got " + perInputByte);
    }
    return new TraversalBudget(floor, perInputByte);
  }

  /** Exactly {@code values} values, whatever the input size. */
  public static TraversalBudget fixed(long values) {
    return of(values, 0);
  }

  /**
   * No budget: JSON output of a value with shared instances can take time and memory exponential in
   * its input. For values from trusted sources only.
   */
  public static TraversalBudget unlimited() {
    return UNLIMITED;
  }

  /** The floor: the budget when the input size is unknown or small. */
  public long floor() {
    return floor;
  }

  /** Values allowed per input byte above the floor. */
  public long perInputByte() {
    return perInputByte;
  }

  /** Whether this is {@link #unlimited()}. */
  public boolean isUnlimited() {
    return floor == Long.MAX_VALUE;
  }

  /**
   * The budget, in values, for a value decoded from {@code inputBytes} bytes (0 if unknown);
   * saturates at {@link Long#MAX_VALUE}.
   */
  public long valuesFor(long inputBytes) {
    long n = Math.max(0, inputBytes);
    long scaled =
        perInputByte != 0 && n > Long.MAX_VALUE / perInputByte ? Long.MAX_VALUE : n * perInputByte;
    return Math.max(floor, scaled);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TraversalBudget b && b.floor == floor && b.perInputByte == perInputByte;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(floor) * 31 + Long.hashCode(perInputByte);
  }

  @Override
  public String toString() {
    return isUnlimited()
        ? "TraversalBudget{unlimited}"
        : "TraversalBudget{max(" + floor + ", " + perInputByte + " x input bytes)}";
  }
}
