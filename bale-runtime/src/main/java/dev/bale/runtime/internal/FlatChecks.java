package dev.bale.runtime.internal;

import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Frame;

/**
 * The item checks of FORMAT.md §F10.1 that the verifier ({@link FlatVerifier}) and checked access
 * ({@link FlatData}) share, so that both report the same code, offset and detail for the same
 * bytes. Each method throws through {@code errors} (which adds the path and makes the offset
 * relative to the input) and otherwise returns what it checked.
 */
final class FlatChecks {
  private FlatChecks() {}

  /**
   * The frame header of a framed flat body at {@code at} with {@code len} bytes available
   * (FORMAT.md §4): {@link Frame#check} with codec 2 and, when {@code checkFingerprint}, {@link
   * Frame#checkFingerprint}. {@code u8} reads the input at absolute positions.
   */
  static void frame(
      Errors errors,
      int at,
      int len,
      java.util.function.IntUnaryOperator u8,
      boolean checkFingerprint,
      long fingerprint) {
    long fp = Frame.check(errors, u8, at, len, Frame.CODEC_FLAT);
    if (checkFingerprint) {
      Frame.checkFingerprint(errors, at, fp, fingerprint);
    }
  }

  /** Makes the exception of a failed check at absolute position {@code pos}. */
  interface Errors extends Frame.Errors {}

  /**
   * The target of a non-null pointer {@code rel} at {@code slot}: inside {@code [base + 8, end)}
   * ({@code OFFSET_OUT_OF_BOUNDS}) and aligned ({@code MISALIGNED}: to {@code align}, or to 4 mod 8
   * when {@code align} is {@code -8}), both at the slot. 64-bit arithmetic: no overflow.
   */
  static int target(Errors errors, int slot, int rel, int base, int end, int align) {
    long t = (long) slot + rel;
    if (t < base + 8 || t >= end) {
      throw errors.error(
          ErrorCode.OFFSET_OUT_OF_BOUNDS,
          slot,
          "pointer " + rel + " to body offset " + (t - base) + " (body is " + (end - base) + ")");
    }
    int target = (int) t;
    int rem = (target - base) & 7;
    if (align == -8 ? rem != 4 : (rem & (align - 1)) != 0) {
      throw errors.error(
          ErrorCode.MISALIGNED,
          slot,
          "target body offset "
              + (target - base)
              + (align == -8 ? " must be 4 mod 8" : " must be a multiple of " + align));
    }
    return target;
  }

  /** The 4-byte header ({@code what}: length, count...) at {@code t} is there, else TRUNCATED. */
  static void header(Errors errors, int t, int end, String what) {
    if (end - t < 4) {
      throw errors.error(ErrorCode.TRUNCATED, t, what + " needs 4 bytes, " + (end - t) + " remain");
    }
  }

  /** A message object's size fits ({@code LENGTH_EXCEEDS_INPUT}); returns it. */
  static long objectSize(Errors errors, int t, int end, int ptrCount, int dataBytes) {
    long size = (long) FlatSink.dataStart(ptrCount) + dataBytes;
    if (size > end - t) {
      throw errors.error(
          ErrorCode.LENGTH_EXCEEDS_INPUT,
          t,
          "message object of " + size + " bytes, " + (end - t) + " remain");
    }
    return size;
  }

  /** A string's or bytes' {@code u32} length {@code raw} fits after it; returns it unsigned. */
  static long blobLength(Errors errors, int t, int end, int raw) {
    long len = raw & 0xFFFF_FFFFL;
    if (len > end - t - 4) {
      throw errors.error(
          ErrorCode.LENGTH_EXCEEDS_INPUT, t, "length " + len + ", " + (end - t - 4) + " remain");
    }
    return len;
  }

  /** A list's {@code u32} count {@code raw} of {@code stride}-byte elements fits; returns it. */
  static long listCount(Errors errors, int t, int end, int raw, int stride) {
    long count = raw & 0xFFFF_FFFFL;
    long room = end - t - 4;
    if (count * stride > room) {
      throw errors.error(
          ErrorCode.LENGTH_EXCEEDS_INPUT,
          t,
          "count " + count + " of " + stride + "-byte elements, " + room + " bytes remain");
    }
    return count;
  }
}
