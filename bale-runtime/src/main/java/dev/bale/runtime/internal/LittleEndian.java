package dev.bale.runtime.internal;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * Little-endian reads and writes of fixed-width scalars in a {@code byte[]} or at an absolute index
 * of a {@link ByteBuffer} (heap or direct; its position, limit and byte order are ignored). No
 * {@code Unsafe}.
 *
 * <p>Two implementations, chosen once when this class is initialized:
 *
 * <ul>
 *   <li>{@link java.lang.invoke.MethodHandles#byteArrayViewVarHandle} and {@link
 *       java.lang.invoke.MethodHandles#byteBufferViewVarHandle} (class {@code ByteViews}), which C2
 *       compiles to one unaligned load or store: every Java 17+ JVM;
 *   <li>plain byte arithmetic, where those methods do not exist (Android below API level 33, whose
 *       {@code java.lang.invoke} has no {@code VarHandle}), or under {@code -Dbale.compat=android}
 *       ({@link Compat}: the tests of this form on a JVM that has both).
 * </ul>
 *
 * Both read and write the same bytes. {@code ByteViews} is the only class of the runtime that
 * refers to {@code VarHandle} for byte access; {@link #VIEWS}'s probe ({@link Compat#has}) loads
 * it, and the methods below call it only when that succeeded, so a runtime without byte views fails
 * in the probe and nowhere else. The choice is a {@code static final}, so a JIT compiles each
 * method to its one branch.
 *
 * <p>Callers check bounds first; both forms check again and throw {@link
 * IndexOutOfBoundsException}, which therefore indicates a runtime bug, never bad input. Stateless
 * and thread-safe. Not API.
 *
 * @see java.lang.invoke.MethodHandles
 */
public final class LittleEndian {
  private LittleEndian() {}

  /** Whether the {@code VarHandle} form is in use (false: plain byte arithmetic). */
  public static final boolean VIEWS = Compat.has(ByteViews::check);

  // ---- byte[] ----

  public static short getShort(byte[] b, int i) {
    return VIEWS ? ByteViews.getShort(b, i) : plainShort(b, i);
  }

  public static int getInt(byte[] b, int i) {
    return VIEWS ? ByteViews.getInt(b, i) : plainInt(b, i);
  }

  public static long getLong(byte[] b, int i) {
    return VIEWS ? ByteViews.getLong(b, i) : plainLong(b, i);
  }

  public static void setShort(byte[] b, int i, short v) {
    if (VIEWS) {
      ByteViews.setShort(b, i, v);
    } else {
      plainSetShort(b, i, v);
    }
  }

  public static void setInt(byte[] b, int i, int v) {
    if (VIEWS) {
      ByteViews.setInt(b, i, v);
    } else {
      plainSetInt(b, i, v);
    }
  }

  public static void setLong(byte[] b, int i, long v) {
    if (VIEWS) {
      ByteViews.setLong(b, i, v);
    } else {
      plainSetLong(b, i, v);
    }
  }

  // ---- ByteBuffer, absolute index ----

  public static short getShort(ByteBuffer b, int i) {
    return VIEWS ? ByteViews.getShort(b, i) : plainShort(b, i);
  }

  public static int getInt(ByteBuffer b, int i) {
    return VIEWS ? ByteViews.getInt(b, i) : plainInt(b, i);
  }

  public static long getLong(ByteBuffer b, int i) {
    return VIEWS ? ByteViews.getLong(b, i) : plainLong(b, i);
  }

  // ---- the plain forms (package-private for the test that holds them to the views) ----

  static short plainShort(byte[] b, int i) {
    Objects.checkFromIndexSize(i, 2, b.length);
    return (short) ((b[i] & 0xFF) | b[i + 1] << 8);
  }

  static int plainInt(byte[] b, int i) {
    Objects.checkFromIndexSize(i, 4, b.length);
    return (b[i] & 0xFF) | (b[i + 1] & 0xFF) << 8 | (b[i + 2] & 0xFF) << 16 | b[i + 3] << 24;
  }

  static long plainLong(byte[] b, int i) {
    Objects.checkFromIndexSize(i, 8, b.length);
    return (plainInt(b, i) & 0xFFFF_FFFFL) | (long) plainInt(b, i + 4) << 32;
  }

  static void plainSetShort(byte[] b, int i, short v) {
    Objects.checkFromIndexSize(i, 2, b.length);
    b[i] = (byte) v;
    b[i + 1] = (byte) (v >> 8);
  }

  static void plainSetInt(byte[] b, int i, int v) {
    Objects.checkFromIndexSize(i, 4, b.length);
    b[i] = (byte) v;
    b[i + 1] = (byte) (v >> 8);
    b[i + 2] = (byte) (v >> 16);
    b[i + 3] = (byte) (v >> 24);
  }

  static void plainSetLong(byte[] b, int i, long v) {
    Objects.checkFromIndexSize(i, 8, b.length);
    plainSetInt(b, i, (int) v);
    plainSetInt(b, i + 4, (int) (v >>> 32));
  }

  static short plainShort(ByteBuffer b, int i) {
    Objects.checkFromIndexSize(i, 2, b.limit());
    return (short) ((b.get(i) & 0xFF) | b.get(i + 1) << 8);
  }

  static int plainInt(ByteBuffer b, int i) {
    Objects.checkFromIndexSize(i, 4, b.limit());
    return (b.get(i) & 0xFF)
        | (b.get(i + 1) & 0xFF) << 8
        | (b.get(i + 2) & 0xFF) << 16
        | b.get(i + 3) << 24;
  }

  static long plainLong(ByteBuffer b, int i) {
    Objects.checkFromIndexSize(i, 8, b.limit());
    return (plainInt(b, i) & 0xFFFF_FFFFL) | (long) plainInt(b, i + 4) << 32;
  }
}
