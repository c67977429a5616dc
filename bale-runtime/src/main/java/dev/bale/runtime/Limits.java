package dev.bale.runtime;

/**
 * Decoder limits (FORMAT.md §7). On by default ({@link #DEFAULT}); each can be overridden through
 * {@link #builder()}; {@link #unlimited()} is the explicit opt-out. Immutable.
 *
 * <p>Counts of list and map elements need no limit of their own: a count is always checked against
 * the bytes that remain, because every element takes at least one byte.
 *
 * <p><b>Decoded size.</b> A one-byte element can decode to a record of many fields, so the bytes
 * alone do not bound memory. Every object a compact decoder materialises is charged its estimated
 * size (FORMAT.md §7.1); a root of {@code n} input bytes may decode to at most {@link
 * #decodedSizeBudget(long) max(decodedSizeFloor, decodedSizeRatio x n)} estimated bytes, by default
 * {@code max(64 MiB, 64 x n)}; more → {@link ErrorCode#LIMIT_EXCEEDED}.
 */
public final class Limits {
  /** Default nesting depth: the root message is depth 1. */
  public static final int DEFAULT_DEPTH = 64;

  /** Default maximum size of one root read from a stream: 64 MiB. */
  public static final int DEFAULT_MAX_STREAM_MESSAGE_BYTES = 64 << 20;

  /** Default maximum number of string-table entries: 1,048,576. */
  public static final int DEFAULT_MAX_STRING_TABLE_ENTRIES = 1 << 20;

  /** Default maximum number of messages (inline and object-table entries) per root: 1,000,000. */
  public static final int DEFAULT_MAX_OBJECTS = 1_000_000;

  /** Default floor of the decoded-size budget: 64 MiB, whatever the input size. */
  public static final long DEFAULT_DECODED_SIZE_FLOOR = 64L << 20;

  /** Default decoded bytes allowed per input byte above the floor: 64. */
  public static final int DEFAULT_DECODED_SIZE_RATIO = 64;

  /** The defaults. */
  public static final Limits DEFAULT =
      new Limits(
          DEFAULT_DEPTH,
          DEFAULT_MAX_STREAM_MESSAGE_BYTES,
          DEFAULT_MAX_STRING_TABLE_ENTRIES,
          DEFAULT_MAX_OBJECTS,
          DEFAULT_DECODED_SIZE_FLOOR,
          DEFAULT_DECODED_SIZE_RATIO);

  private static final Limits UNLIMITED =
      new Limits(
          Integer.MAX_VALUE,
          Integer.MAX_VALUE,
          Integer.MAX_VALUE,
          Integer.MAX_VALUE,
          Long.MAX_VALUE,
          Integer.MAX_VALUE);

  private final int depth;
  private final int maxStreamMessageBytes;
  private final int maxStringTableEntries;
  private final int maxObjects;
  private final long decodedSizeFloor;
  private final int decodedSizeRatio;

  private Limits(
      int depth,
      int maxStreamMessageBytes,
      int maxStringTableEntries,
      int maxObjects,
      long decodedSizeFloor,
      int decodedSizeRatio) {
    this.depth = depth;
    this.maxStreamMessageBytes = maxStreamMessageBytes;
    this.maxStringTableEntries = maxStringTableEntries;
    this.maxObjects = maxObjects;
    this.decodedSizeFloor = decodedSizeFloor;
    this.decodedSizeRatio = decodedSizeRatio;
  }

  /**
   * No limits beyond what the input itself bounds. Depth is then limited only by the thread's
   * stack: input nested deeper than the stack holds ends in {@code DEPTH_LIMIT} ("stack exhausted
   * at depth N", never a {@link StackOverflowError}; FORMAT.md §7). Use for trusted input only.
   */
  public static Limits unlimited() {
    return UNLIMITED;
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder(DEFAULT);
  }

  /** A builder starting from these limits. */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /** Maximum nesting depth (messages, structs, lists, maps, unions); the root is depth 1. */
  public int depth() {
    return depth;
  }

  /** Maximum bytes of one root read from an {@code InputStream}. */
  public int maxStreamMessageBytes() {
    return maxStreamMessageBytes;
  }

  /** Maximum entries in the string table of one root. */
  public int maxStringTableEntries() {
    return maxStringTableEntries;
  }

  /** Maximum messages (inline and object-table entries) in one root. */
  public int maxObjects() {
    return maxObjects;
  }

  /** The decoded-size budget's floor: estimated bytes a root may decode to, whatever its size. */
  public long decodedSizeFloor() {
    return decodedSizeFloor;
  }

  /** Estimated decoded bytes allowed per input byte of a root, above the floor. */
  public int decodedSizeRatio() {
    return decodedSizeRatio;
  }

  /**
   * The decoded-size budget of a root of {@code inputBytes} bytes: {@code max(decodedSizeFloor,
   * decodedSizeRatio x inputBytes)} estimated bytes, saturating at {@link Long#MAX_VALUE}.
   */
  public long decodedSizeBudget(long inputBytes) {
    long n = Math.max(0, inputBytes);
    // An int-sized input times an int ratio cannot overflow; only larger inputs pay the division
    // (a 64-bit divide is a measurable part of decoding a 30-byte root).
    long scaled =
        n <= Integer.MAX_VALUE || n <= Long.MAX_VALUE / decodedSizeRatio
            ? n * (long) decodedSizeRatio
            : Long.MAX_VALUE;
    return Math.max(decodedSizeFloor, scaled);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Limits
        && ((Limits) o).depth == depth
        && ((Limits) o).maxStreamMessageBytes == maxStreamMessageBytes
        && ((Limits) o).maxStringTableEntries == maxStringTableEntries
        && ((Limits) o).maxObjects == maxObjects
        && ((Limits) o).decodedSizeFloor == decodedSizeFloor
        && ((Limits) o).decodedSizeRatio == decodedSizeRatio;
  }

  @Override
  public int hashCode() {
    int h = ((depth * 31 + maxStreamMessageBytes) * 31 + maxStringTableEntries) * 31 + maxObjects;
    return (h * 31 + Long.hashCode(decodedSizeFloor)) * 31 + decodedSizeRatio;
  }

  @Override
  public String toString() {
    return "Limits{depth="
        + depth
        + ", maxStreamMessageBytes="
        + maxStreamMessageBytes
        + ", maxStringTableEntries="
        + maxStringTableEntries
        + ", maxObjects="
        + maxObjects
        + ", decodedSizeFloor="
        + decodedSizeFloor
        + ", decodedSizeRatio="
        + decodedSizeRatio
        + "}";
  }

  /** Builds {@link Limits}. Every value must be at least 1. */
  public static final class Builder {
    private int depth;
    private int maxStreamMessageBytes;
    private int maxStringTableEntries;
    private int maxObjects;
    private long decodedSizeFloor;
    private int decodedSizeRatio;

    private Builder(Limits from) {
      depth = from.depth;
      maxStreamMessageBytes = from.maxStreamMessageBytes;
      maxStringTableEntries = from.maxStringTableEntries;
      maxObjects = from.maxObjects;
      decodedSizeFloor = from.decodedSizeFloor;
      decodedSizeRatio = from.decodedSizeRatio;
    }

    /** Sets the maximum nesting depth (root = 1). */
    public Builder depth(int value) {
      depth = positive("depth", value);
      return this;
    }

    /** Sets the maximum bytes of one root read from a stream. */
    public Builder maxStreamMessageBytes(int value) {
      maxStreamMessageBytes = positive("maxStreamMessageBytes", value);
      return this;
    }

    /** Sets the maximum string-table entries. */
    public Builder maxStringTableEntries(int value) {
      maxStringTableEntries = positive("maxStringTableEntries", value);
      return this;
    }

    /** Sets the maximum messages per root. */
    public Builder maxObjects(int value) {
      maxObjects = positive("maxObjects", value);
      return this;
    }

    /**
     * Sets the decoded-size budget's floor, in estimated bytes ({@link Long#MAX_VALUE}: no budget).
     */
    public Builder decodedSizeFloor(long value) {
      if (value < 1) {
        throw new IllegalArgumentException("decodedSizeFloor must be >= 1, got " + value);
      }
      decodedSizeFloor = value;
      return this;
    }

    /** Sets the estimated decoded bytes allowed per input byte above the floor. */
    public Builder decodedSizeRatio(int value) {
      decodedSizeRatio = positive("decodedSizeRatio", value);
      return this;
    }

    /** The limits. */
    public Limits build() {
      return new Limits(
          depth,
          maxStreamMessageBytes,
          maxStringTableEntries,
          maxObjects,
          decodedSizeFloor,
          decodedSizeRatio);
    }

    private static int positive(String name, int value) {
      if (value < 1) {
        throw new IllegalArgumentException(name + " must be >= 1, got " + value);
      }
      return value;
    }
  }
}
