package dev.bale.runtime.flat;

import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatShape;
import dev.bale.runtime.internal.FlatSink;
import dev.bale.runtime.internal.FlatVerifier;

/**
 * The contract between generated code and the flat runtime (FORMAT.md Part II): how to write,
 * verify and read one value of a schema type. Generated code has one static {@code FLAT} instance
 * per message, struct and union; {@link Flat} drives them.
 *
 * <p>Positions are absolute: indexes into the builder's body ({@link #write}) or into the array or
 * buffer read ({@link #read}, {@link #verify}). Implementations are stateless and thread-safe.
 *
 * @param <T> the Java type of values
 */
public interface FlatType<T> {
  /** Fully qualified schema name, e.g. {@code media.Image}; used in error paths. */
  String schemaName();

  /**
   * Messages and unions: appends {@code value} (a message object or a union cell) and, after it,
   * everything its pointers point to (FORMAT.md writer order), and returns its position, to be
   * patched into the pointer slot that refers to it.
   *
   * @throws UnsupportedOperationException for structs (they are written inline, {@link
   *     #writeInline})
   */
  int write(FlatSink b, T value);

  /**
   * Structs: writes the fixed part of {@code value} at {@code at} (reserved and zero), leaving its
   * pointer slots null; {@link #writeTargets} then appends their targets.
   */
  default void writeInline(FlatSink b, int at, T value) {
    throw new UnsupportedOperationException(schemaName() + " is not a struct");
  }

  /**
   * Structs: appends the targets of the pointer slots of the struct at {@code at}, in slot order.
   */
  default void writeTargets(FlatSink b, int at, T value) {
    throw new UnsupportedOperationException(schemaName() + " is not a struct");
  }

  /**
   * Verifies the item at {@code position}: for a message the object {@link FlatVerifier#message}
   * (or {@code begin}) entered, for a struct the struct {@link FlatVerifier#struct} entered, for a
   * union the cell {@link FlatVerifier#cell} entered. The caller leaves it. The default walks
   * {@link #shape()}.
   */
  default void verify(FlatVerifier v, int position) {
    FlatShape shape = shape();
    if (shape == null) {
      throw new UnsupportedOperationException(schemaName() + " has no flat shape");
    }
    v.verify(shape, position);
  }

  /**
   * The table of what {@link #verify} checks (FORMAT.md §F10.2), for the default {@link #verify};
   * null (the default) for a type that overrides {@link #verify}, as generated codecs do.
   */
  default FlatShape shape() {
    return null;
  }

  /**
   * Decodes the verified item at {@code position} of {@code data} into a new value (a message
   * position of 0 gives the default message).
   */
  T read(FlatData data, int position);

  /**
   * Like {@link #read(FlatData, int)}, for the root of a decode ({@link Flat#decode}, {@link
   * FlatReader}): {@code data} was just reset and verified, and nothing of it has been decoded yet.
   * Generated messages that hold no message, union or struct skip the shared-record table here
   * (nothing decoded after the root could look it up); the default is {@link #read(FlatData, int)}.
   */
  default T readRoot(FlatData data, int position) {
    return read(data, position);
  }

  /**
   * Whether a decode of a root of this type ({@link Flat#decode}, {@link FlatReader}) may read it
   * under checked access (FORMAT.md §F13, {@link FlatData#check}) instead of verifying it first:
   * true only when {@link #readRoot} under checked access reads, and so checks, every item {@link
   * #verify} checks, with the same checks and the same traversal-budget charges. Then a body the
   * verifier refuses fails the read too, and the decode verifies it again in full for the error it
   * reports (code, offset and path as if verified first); a body it accepts reads to the same
   * value. Generated messages whose fields are all numbers, bools, enums, strings and bytes answer
   * true (one pass over a small root instead of a walk and a read); the default is false.
   */
  default boolean checkedDecode() {
    return false;
  }

  /**
   * Like {@link #read(FlatData, int)} for a message at nesting depth {@code depth} inside a decode
   * the caller began (depth above 1: its charges add to that decode's decoded-size budget,
   * FORMAT.md §7.1, instead of starting one). Generated message codecs implement it; the default
   * reads as a root.
   */
  default T read(FlatData data, int position, int depth) {
    return read(data, position);
  }

  /**
   * The decoded-size charge (FORMAT.md §7.1) of this message's default instance, what a null
   * element of a list of it decodes to; generated message codecs implement it, the default is 0.
   */
  default long defaultSize() {
    return 0;
  }
}
