package dev.bale.runtime.internal;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;

/**
 * JDK methods newer than Android API level 26, each with a plain form for a runtime without them
 * (see {@link LittleEndian} for the byte views). Which form runs is a {@code static final} set once
 * by looking the method up, so a JIT compiles each call to its one branch; on Java 17+ the JDK's
 * method always runs (but under {@code -Dbale.compat=android}, {@link Compat}). Stateless and
 * thread-safe. Not API.
 */
public final class Jdk {
  private Jdk() {}

  /** {@code ByteBuffer.get(int, byte[], int, int)} and {@code slice(int, int)} (Java 13). */
  private static final boolean ABSOLUTE_BUFFERS =
      has(ByteBuffer.class, "get", int.class, byte[].class, int.class, int.class)
          && has(ByteBuffer.class, "slice", int.class, int.class);

  /** {@code Arrays.equals(byte[], int, int, byte[], int, int)} (Java 9; not in Android 8). */
  private static final boolean ARRAY_RANGES =
      has(
          Arrays.class,
          "equals",
          byte[].class,
          int.class,
          int.class,
          byte[].class,
          int.class,
          int.class);

  private static boolean has(Class<?> c, String name, Class<?>... params) {
    return Compat.has(() -> c.getMethod(name, params) != null);
  }

  /**
   * {@code src.get(at, dst, off, len)}: {@code len} bytes from absolute index {@code at}, the
   * buffer's position and limit left as they are.
   */
  public static void get(ByteBuffer src, int at, byte[] dst, int off, int len) {
    if (ABSOLUTE_BUFFERS) {
      absoluteGet(src, at, dst, off, len);
    } else {
      plainGet(src, at, dst, off, len);
    }
  }

  /** {@code src.slice(at, len)}: a buffer over those bytes, position 0, big-endian. */
  public static ByteBuffer slice(ByteBuffer src, int at, int len) {
    if (ABSOLUTE_BUFFERS) {
      return absoluteSlice(src, at, len);
    }
    return plainSlice(src, at, len);
  }

  /** {@code Arrays.equals(a, aFrom, aTo, b, bFrom, bTo)}. */
  public static boolean equals(byte[] a, int aFrom, int aTo, byte[] b, int bFrom, int bTo) {
    if (ARRAY_RANGES) {
      return rangesEqual(a, aFrom, aTo, b, bFrom, bTo);
    }
    return plainEquals(a, aFrom, aTo, b, bFrom, bTo);
  }

  // ---- the plain forms (package-private for the test that holds them to the JDK's) ----

  static void plainGet(ByteBuffer src, int at, byte[] dst, int off, int len) {
    // A byte at a time, so that a read allocates nothing (a duplicate() would: zero-allocation
    // reads of direct buffers are a promise of the flat views).
    Objects.checkFromIndexSize(at, len, src.limit());
    Objects.checkFromIndexSize(off, len, dst.length);
    for (int k = 0; k < len; k++) {
      dst[off + k] = src.get(at + k);
    }
  }

  static ByteBuffer plainSlice(ByteBuffer src, int at, int len) {
    Objects.checkFromIndexSize(at, len, src.limit());
    ByteBuffer d = src.duplicate();
    ((Buffer) d).limit(at + len);
    ((Buffer) d).position(at);
    return d.slice();
  }

  static boolean plainEquals(byte[] a, int aFrom, int aTo, byte[] b, int bFrom, int bTo) {
    rangeCheck(a.length, aFrom, aTo);
    rangeCheck(b.length, bFrom, bTo);
    if (aTo - aFrom != bTo - bFrom) {
      return false;
    }
    for (int i = aFrom, j = bFrom; i < aTo; i++, j++) {
      if (a[i] != b[j]) {
        return false;
      }
    }
    return true;
  }

  /** {@code Arrays}' own range check: IllegalArgumentException, then the index's. */
  private static void rangeCheck(int length, int from, int to) {
    if (from > to) {
      throw new IllegalArgumentException("fromIndex(" + from + ") > toIndex(" + to + ")");
    }
    if (from < 0) {
      throw new ArrayIndexOutOfBoundsException(from);
    }
    if (to > length) {
      throw new ArrayIndexOutOfBoundsException(to);
    }
  }

  // ---- the JDK's (reached only where the lookups found them) ----

  @ProbedApi
  static void absoluteGet(ByteBuffer src, int at, byte[] dst, int off, int len) {
    src.get(at, dst, off, len);
  }

  @ProbedApi
  static ByteBuffer absoluteSlice(ByteBuffer src, int at, int len) {
    return src.slice(at, len);
  }

  @ProbedApi
  static boolean rangesEqual(byte[] a, int aFrom, int aTo, byte[] b, int bFrom, int bTo) {
    return Arrays.equals(a, aFrom, aTo, b, bFrom, bTo);
  }
}
