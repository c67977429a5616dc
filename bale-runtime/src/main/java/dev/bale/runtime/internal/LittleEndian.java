package dev.bale.runtime.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Little-endian views of {@code byte[]} and {@code ByteBuffer} for fixed-width scalars (no {@code
 * Unsafe}). Callers check bounds first; the VarHandles check again and throw IndexOutOfBounds,
 * which therefore indicates a runtime bug, never bad input. Not API.
 */
public final class LittleEndian {
  private LittleEndian() {}

  /** {@code short} at any byte offset of a {@code byte[]}. */
  public static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

  /** {@code int} at any byte offset of a {@code byte[]}. */
  public static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  /** {@code long} at any byte offset of a {@code byte[]}. */
  public static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** {@code short} at any absolute index of a {@code ByteBuffer} (heap or direct). */
  public static final VarHandle BB_SHORT =
      MethodHandles.byteBufferViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

  /** {@code int} at any absolute index of a {@code ByteBuffer} (heap or direct). */
  public static final VarHandle BB_INT =
      MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  /** {@code long} at any absolute index of a {@code ByteBuffer} (heap or direct). */
  public static final VarHandle BB_LONG =
      MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
}
