package dev.bale.runtime.flat;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatSink;
import dev.bale.runtime.internal.FlatVerifier;
import dev.bale.runtime.internal.ValuePaths;
import java.nio.ByteBuffer;

/**
 * Static entry points of the flat codec (FORMAT.md Part II) for generated types, like {@code
 * Compact} for the compact codec: one {@link FlatBuilder} (default options) and one {@link
 * FlatVerifier} ({@link Limits#DEFAULT}) per thread.
 *
 * <p>{@code decode} verifies, then reads every field into new records (a root whose fields are all
 * numbers, bools, enums, strings and bytes is read in one pass under checked access instead, {@link
 * FlatType#checkedDecode}, with the same outcome). To read in place without decoding, use the
 * generated views ({@code Type.View#wrap}), which verify through {@link #verify}. For other builder
 * options (message dedup, no string dedup) use your own {@link FlatBuilder} and {@link
 * #encode(FlatBuilder, FlatType, Object)}.
 *
 * <h2>Generated views</h2>
 *
 * <p>{@code Type.View} reads one flat body in place; nothing is decoded up front. Pointing it at
 * bytes:
 *
 * <ul>
 *   <li>{@code wrap(bytes)} (also over a range or a {@code ByteBuffer}) gives checked access
 *       (FORMAT.md §F13): only the body header and the root object are checked up front; each
 *       accessor checks what it reads (pointers, sizes, depth, union cases, bools, enums, UTF-8)
 *       under a traversal budget and throws the verifier's {@code BaleException} on corrupt bytes.
 *       {@code wrapFramed} checks a frame first (FORMAT.md §4), its fingerprint against the type's
 *       {@code FINGERPRINT}. A {@code ByteBuffer}'s position, limit and byte order are not used or
 *       changed afterwards; its bytes must not change while the view reads them.
 *   <li>{@code wrapVerified(bytes)} verifies the whole body first (FORMAT.md §F10, {@link
 *       #verify}); accessors then read without checks.
 *   <li>{@code wrapUnchecked(bytes)} checks nothing: only for bytes verified before or produced by
 *       this process; on other bytes an accessor may throw {@code IndexOutOfBoundsException} or
 *       return garbage.
 * </ul>
 *
 * <p>Accessors, for a field {@code x}: {@code x()} returns the value (the schema default when the
 * writer did not have the field; for an optional field, null, or 0/false for a scalar, when absent)
 * and {@code hasX()} tells whether an optional field is present. A string also has {@code
 * xChars()}, the view's {@link Utf8View} re-pointed at the UTF-8 bytes ({@code getChars(dst, off)},
 * {@code contentEquals(s)}, {@code appendTo(sb)}; it allocates nothing, and an absent optional
 * string reads as empty through it; under checked access its UTF-8 is checked when its characters
 * are first read); {@code bytes} has {@code xLength()} and {@code xBuffer()} (a read-only view of
 * the bytes); an enum has {@code xValue()}, its number. A list has {@code xLength()} and {@code
 * x(i)} (the element accessors take the index); a list of fixed-width numbers also {@code
 * xCopyTo(dst, off)} and {@code xBuffer()} (a little-endian buffer over the elements). A map has
 * {@code xLength()}, {@code xKey(i)} and {@code xValue(i)}, entries in writer order. Nested lists
 * and maps, and {@code json} values, are decoded (they allocate).
 *
 * <p>Re-pointing a view allocates nothing; nested views, element views and {@code CharSequence}
 * string views are owned by the view that returns them and reused, so a value they return is valid
 * until the next call of the same accessor. Reading a scalar, enum, nested message, union case or
 * list element allocates nothing. A view is not thread-safe. {@code decode()} decodes the viewed
 * value into a new record; {@code cacheStrings(n)} on a root view keeps decoded strings ({@link
 * FlatData#cacheStrings(int)}).
 */
public final class Flat {
  private Flat() {}

  private static final ThreadLocal<FlatBuilder> BUILDER = ThreadLocal.withInitial(FlatBuilder::new);
  private static final ThreadLocal<FlatVerifier> VERIFIER =
      ThreadLocal.withInitial(FlatVerifier::new);

  /** Encodes {@code value} (a message) to a new array. */
  public static <T> byte[] encode(FlatType<T> type, T value) {
    FlatBuilder b = BUILDER.get();
    try {
      return encode(b, type, value).toByteArray();
    } finally {
      b.reset();
    }
  }

  /**
   * Encodes {@code value} into {@code out} (heap or direct) at its position, advancing it.
   *
   * @return the number of bytes written
   * @throws java.nio.BufferOverflowException if {@code out} has less room
   */
  public static <T> int encode(FlatType<T> type, T value, ByteBuffer out) {
    FlatBuilder b = BUILDER.get();
    try {
      return encode(b, type, value).writeTo(out);
    } finally {
      b.reset();
    }
  }

  /**
   * Encodes {@code value} into an array acquired from {@code pool} (the builder's working array is
   * per thread and reused): a heap buffer with position 0 and limit the body's size. Give it back
   * with {@link BufferPool#release(ByteBuffer)} once written out; do not read it afterwards.
   */
  public static <T> ByteBuffer encodePooled(FlatType<T> type, T value, BufferPool pool) {
    FlatBuilder b = BUILDER.get();
    try {
      return encode(b, type, value).toPooledBuffer(pool);
    } finally {
      b.reset();
    }
  }

  /** Encodes {@code value} in a frame (FORMAT.md §4, codec id 2) carrying {@code fingerprint}. */
  public static <T> byte[] encodeFramed(FlatType<T> type, T value, long fingerprint) {
    FlatBuilder b = BUILDER.get();
    try {
      return encode(b, type, value).toByteArrayFramed(fingerprint);
    } finally {
      b.reset();
    }
  }

  /**
   * Resets {@code b} and writes {@code value} as its root; read the bytes with {@link
   * FlatBuilder#toByteArray()} or {@link FlatBuilder#writeTo(ByteBuffer)}.
   */
  public static <T> FlatBuilder encode(FlatBuilder b, FlatType<T> type, T value) {
    // The classes the root can reach initialized the first time, here where the stack is the
    // caller's (docs/safety.md, "Static initializers at the stack's end"), as at every flat root.
    FlatMessageType.enterRoot(type);
    if (value == null) {
      throw new BaleException(
          ErrorCode.INVALID_VALUE, -1, ValuePaths.simpleName(type.schemaName()), "null root");
    }
    FlatSink sink = b.sink;
    sink.reset();
    int root;
    try {
      root = type.write(sink, value);
    } catch (StackOverflowError e) {
      throw sink.stackExhausted(type.schemaName());
    } catch (BaleException e) {
      Object at = sink.failedAt;
      sink.failedAt = null;
      String name = ValuePaths.simpleName(type.schemaName());
      String path = at == null || !e.path().isEmpty() ? null : ValuePaths.find(value, at, name);
      throw path == null ? e : new BaleException(e.code(), -1, path, e.detail());
    }
    if (root != 8) {
      throw new IllegalStateException("the root of " + type.schemaName() + " landed at " + root);
    }
    return b;
  }

  /** Verifies and decodes the flat body spanning all of {@code bytes}. */
  public static <T> T decode(FlatType<T> type, byte[] bytes) {
    return decode(type, bytes, 0, bytes.length, VERIFIER.get());
  }

  /** Verifies under {@code limits} and decodes the flat body spanning all of {@code bytes}. */
  public static <T> T decode(FlatType<T> type, byte[] bytes, Limits limits) {
    return decode(type, bytes, 0, bytes.length, verifier(limits));
  }

  /** Verifies and decodes the flat body spanning the remaining bytes of {@code buffer}. */
  public static <T> T decode(FlatType<T> type, ByteBuffer buffer) {
    return decodeVerified(type, new FlatData().reset(buffer), VERIFIER.get());
  }

  private static <T> T decode(FlatType<T> type, byte[] bytes, int off, int len, FlatVerifier v) {
    return decodeVerified(type, new FlatData().reset(bytes, off, len), v);
  }

  /**
   * Verifies {@code data} as a root of {@code type} and decodes it, with the outcome of {@link
   * #verify} followed by {@link #readRoot} (the same value, or the same error) but the strings'
   * UTF-8 checked once: the verifier's walk leaves it out ({@link FlatVerifier#deferUtf8}) and the
   * decode, which reads every string that walk reaches, decodes them strictly. Any failure on the
   * way, the decode's own included, verifies again in full with the field path: the first problem
   * in verifier order is reported, as if the verifier had run alone first; if that passes, the
   * decode's error stands.
   */
  static <T> T decodeVerified(FlatType<T> type, FlatData data, FlatVerifier v) {
    FlatMessageType.enterRoot(type);
    if (type.checkedDecode() && v.defaultBudget()) {
      return decodeChecked(type, data, v);
    }
    boolean track = v.tracksPath();
    try {
      int root = v.trackPath(false).deferUtf8(true).once(type, data);
      data.strictStrings(true);
      return readRoot(type, data, root);
    } catch (BaleException e) {
      v.deferUtf8(false);
      v.trackPath(true).once(type, data);
      throw e;
    } finally {
      data.strictStrings(false);
      v.deferUtf8(false).trackPath(track);
    }
  }

  /**
   * {@link #decodeVerified} of a type whose root read checks all that its verifier checks ({@link
   * FlatType#checkedDecode}): one pass, the root read under checked access with the verifier's
   * limits. A failure verifies again in full with the field path, so the error is the verifier's
   * first (code, offset, path), as if it had run first; if that passes (a decoded-size limit, which
   * only the decode applies), the read's error stands.
   */
  private static <T> T decodeChecked(FlatType<T> type, FlatData data, FlatVerifier v) {
    try {
      return readRoot(type, data, data.checkForDecode(type.schemaName(), v.limits()));
    } catch (BaleException e) {
      boolean track = v.tracksPath();
      try {
        v.trackPath(true).once(type, data);
      } finally {
        v.trackPath(track);
      }
      throw e;
    }
  }

  /**
   * Verifies and decodes a framed flat body (codec id 2) whose schema fingerprint must equal {@code
   * expectedFingerprint}.
   */
  public static <T> T decodeFramed(FlatType<T> type, byte[] bytes, long expectedFingerprint) {
    FlatMessageType.enterRoot(type);
    FlatVerifier v = VERIFIER.get();
    FlatData d = new FlatData().reset(bytes, 0, bytes.length);
    int root;
    try {
      root = verifyFramed(type, bytes, expectedFingerprint, v.trackPath(false));
    } catch (BaleException e) {
      // Again with the path recorded: the walk is deterministic, so it fails at the same place.
      verifyFramed(type, bytes, expectedFingerprint, v.trackPath(true));
      throw e;
    }
    d.decodeLimits(v.limits(), type.schemaName());
    return readRoot(type, d, root);
  }

  private static int verifyFramed(
      FlatType<?> type, byte[] bytes, long expectedFingerprint, FlatVerifier v) {
    try {
      int root =
          v.beginFramed(bytes, 0, bytes.length, type.schemaName(), true, expectedFingerprint);
      type.verify(v, root);
      v.leave();
      return root;
    } catch (StackOverflowError e) {
      throw v.stackExhausted(type.schemaName());
    } finally {
      v.finish();
    }
  }

  private static FlatVerifier verifier(Limits limits) {
    return limits.equals(Limits.DEFAULT) ? VERIFIER.get() : new FlatVerifier(limits);
  }

  /** Verifies {@code data} as a root of {@code type} with this thread's default verifier. */
  static int verify(FlatType<?> type, FlatData data) {
    FlatMessageType.enterRoot(type);
    return VERIFIER.get().root(type, data);
  }

  /**
   * {@code type.readRoot} of verified bytes, with G2 past the thread's stack: the generated readers
   * recurse per level, so a depth limit raised beyond what the stack holds ends in {@code
   * DEPTH_LIMIT} ("stack exhausted"), never a {@link StackOverflowError}. What they build is
   * dropped; the caller releases or discards {@code data}.
   */
  static <T> T readRoot(FlatType<T> type, FlatData data, int root) {
    try {
      return type.readRoot(data, root);
    } catch (StackOverflowError e) {
      throw new BaleException(
          ErrorCode.DEPTH_LIMIT,
          -1,
          ValuePaths.simpleName(type.schemaName()),
          "stack exhausted building the decoded records (verified within the depth limit):"
              + " decode on a thread with a larger stack to go deeper");
    }
  }
}
