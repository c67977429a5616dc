package dev.bale.runtime.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * {@link LittleEndian}'s {@code VarHandle} form: the only class of the runtime that refers to
 * {@link VarHandle} for byte access. {@link LittleEndian} loads it only through {@link #check()},
 * whose failure (a runtime without byte views, e.g. Android below API level 33) selects plain byte
 * arithmetic instead. Not API.
 */
@ProbedApi
final class ByteViews {
  private ByteViews() {}

  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle BB_SHORT =
      MethodHandles.byteBufferViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle BB_INT =
      MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle BB_LONG =
      MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** Reads back what it wrote, both forms: true, or a {@link LinkageError} from loading. */
  static boolean check() {
    byte[] b = new byte[8];
    setLong(b, 0, 0x0807060504030201L);
    ByteBuffer bb = ByteBuffer.wrap(b);
    return b[0] == 1
        && b[7] == 8
        && getInt(b, 4) == 0x08070605
        && getShort(bb, 2) == 0x0403
        && getLong(bb, 0) == 0x0807060504030201L;
  }

  static short getShort(byte[] b, int i) {
    return (short) SHORT.get(b, i);
  }

  static int getInt(byte[] b, int i) {
    return (int) INT.get(b, i);
  }

  static long getLong(byte[] b, int i) {
    return (long) LONG.get(b, i);
  }

  static void setShort(byte[] b, int i, short v) {
    SHORT.set(b, i, v);
  }

  static void setInt(byte[] b, int i, int v) {
    INT.set(b, i, v);
  }

  static void setLong(byte[] b, int i, long v) {
    LONG.set(b, i, v);
  }

  static short getShort(ByteBuffer b, int i) {
    return (short) BB_SHORT.get(b, i);
  }

  static int getInt(ByteBuffer b, int i) {
    return (int) BB_INT.get(b, i);
  }

  static long getLong(ByteBuffer b, int i) {
    return (long) BB_LONG.get(b, i);
  }
}
