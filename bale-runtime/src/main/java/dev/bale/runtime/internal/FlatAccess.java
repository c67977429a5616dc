package dev.bale.runtime.internal;

import java.nio.ByteBuffer;

/**
 * Static little-endian reads of flat data (FORMAT.md Part II) over a {@code byte[]} or a heap or
 * direct {@link ByteBuffer}, for generated views and the dynamic codec. Positions are absolute
 * indexes into the array or buffer (a buffer's position and limit are ignored), read through {@link
 * LittleEndian}.
 *
 * <p>These methods do not check the data: on bytes that {@link FlatVerifier} accepted they stay in
 * bounds; on unverified bytes they may throw {@link IndexOutOfBoundsException}.
 *
 * <p>Field reads ({@code *Field}) implement evolution: a slot beyond the writer's data section or
 * pointer count reads as the default, and stored scalars are XORed with their default bits
 * (FORMAT.md §F3.2, §F4.4), so the caller passes the default's bit pattern ({@code 0} for fields
 * without one).
 */
public final class FlatAccess {
  private FlatAccess() {}

  // ---- scalars at a position ----

  public static byte i8(byte[] b, int pos) {
    return b[pos];
  }

  public static byte i8(ByteBuffer b, int pos) {
    return b.get(pos);
  }

  public static short i16(byte[] b, int pos) {
    return LittleEndian.getShort(b, pos);
  }

  public static short i16(ByteBuffer b, int pos) {
    return LittleEndian.getShort(b, pos);
  }

  public static int i32(byte[] b, int pos) {
    return LittleEndian.getInt(b, pos);
  }

  public static int i32(ByteBuffer b, int pos) {
    return LittleEndian.getInt(b, pos);
  }

  public static long i64(byte[] b, int pos) {
    return LittleEndian.getLong(b, pos);
  }

  public static long i64(ByteBuffer b, int pos) {
    return LittleEndian.getLong(b, pos);
  }

  /** Bit {@code bit} counted from the byte at {@code pos} (byte {@code bit >> 3}, LSB first). */
  public static boolean bit(byte[] b, int pos, int bit) {
    return (b[pos + (bit >>> 3)] & (1 << (bit & 7))) != 0;
  }

  public static boolean bit(ByteBuffer b, int pos, int bit) {
    return (b.get(pos + (bit >>> 3)) & (1 << (bit & 7))) != 0;
  }

  // ---- structure ----

  /** A message object's {@code data_bytes}. */
  public static int dataBytes(byte[] b, int obj) {
    return LittleEndian.getShort(b, obj) & 0xFFFF;
  }

  public static int dataBytes(ByteBuffer b, int obj) {
    return LittleEndian.getShort(b, obj) & 0xFFFF;
  }

  /** A message object's {@code ptr_count}. */
  public static int ptrCount(byte[] b, int obj) {
    return LittleEndian.getShort(b, obj + 2) & 0xFFFF;
  }

  public static int ptrCount(ByteBuffer b, int obj) {
    return LittleEndian.getShort(b, obj + 2) & 0xFFFF;
  }

  /** Absolute position of a message object's data section. */
  public static int data(byte[] b, int obj) {
    return obj + ((ptrCount(b, obj) * 4 + 11) & ~7);
  }

  public static int data(ByteBuffer b, int obj) {
    return obj + ((ptrCount(b, obj) * 4 + 11) & ~7);
  }

  /** The target of the pointer slot at {@code slot} (absolute), or 0 for null. */
  public static int pointer(byte[] b, int slot) {
    int rel = i32(b, slot);
    return rel == 0 ? 0 : slot + rel;
  }

  public static int pointer(ByteBuffer b, int slot) {
    int rel = i32(b, slot);
    return rel == 0 ? 0 : slot + rel;
  }

  /**
   * The target of pointer field {@code index} of the message at {@code obj}, or 0 when it is null
   * or the writer's object has fewer pointers.
   */
  public static int pointerField(byte[] b, int obj, int index) {
    return index < ptrCount(b, obj) ? pointer(b, obj + 4 + 4 * index) : 0;
  }

  public static int pointerField(ByteBuffer b, int obj, int index) {
    return index < ptrCount(b, obj) ? pointer(b, obj + 4 + 4 * index) : 0;
  }

  /**
   * Absolute position of a data field of {@code width} bytes at {@code offset} of the data section,
   * or -1 when the writer's data section is too short (the field reads as its default).
   */
  public static int dataField(byte[] b, int obj, int offset, int width) {
    return offset + width <= dataBytes(b, obj) ? data(b, obj) + offset : -1;
  }

  public static int dataField(ByteBuffer b, int obj, int offset, int width) {
    return offset + width <= dataBytes(b, obj) ? data(b, obj) + offset : -1;
  }

  /** A bool (or presence) bit of a message: false when beyond the writer's data section. */
  public static boolean bitField(byte[] b, int obj, int bit) {
    return (bit >>> 3) < dataBytes(b, obj) && bit(b, data(b, obj), bit);
  }

  public static boolean bitField(ByteBuffer b, int obj, int bit) {
    return (bit >>> 3) < dataBytes(b, obj) && bit(b, data(b, obj), bit);
  }

  public static byte i8Field(byte[] b, int obj, int offset, byte dflt) {
    int p = dataField(b, obj, offset, 1);
    return p < 0 ? dflt : (byte) (b[p] ^ dflt);
  }

  public static byte i8Field(ByteBuffer b, int obj, int offset, byte dflt) {
    int p = dataField(b, obj, offset, 1);
    return p < 0 ? dflt : (byte) (b.get(p) ^ dflt);
  }

  public static short i16Field(byte[] b, int obj, int offset, short dflt) {
    int p = dataField(b, obj, offset, 2);
    return p < 0 ? dflt : (short) (i16(b, p) ^ dflt);
  }

  public static short i16Field(ByteBuffer b, int obj, int offset, short dflt) {
    int p = dataField(b, obj, offset, 2);
    return p < 0 ? dflt : (short) (i16(b, p) ^ dflt);
  }

  public static int i32Field(byte[] b, int obj, int offset, int dflt) {
    int p = dataField(b, obj, offset, 4);
    return p < 0 ? dflt : i32(b, p) ^ dflt;
  }

  public static int i32Field(ByteBuffer b, int obj, int offset, int dflt) {
    int p = dataField(b, obj, offset, 4);
    return p < 0 ? dflt : i32(b, p) ^ dflt;
  }

  public static long i64Field(byte[] b, int obj, int offset, long dflt) {
    int p = dataField(b, obj, offset, 8);
    return p < 0 ? dflt : i64(b, p) ^ dflt;
  }

  public static long i64Field(ByteBuffer b, int obj, int offset, long dflt) {
    int p = dataField(b, obj, offset, 8);
    return p < 0 ? dflt : i64(b, p) ^ dflt;
  }

  /** A bool field: its bit XOR the default. */
  public static boolean boolField(byte[] b, int obj, int bit, boolean dflt) {
    return bitField(b, obj, bit) ^ dflt;
  }

  public static boolean boolField(ByteBuffer b, int obj, int bit, boolean dflt) {
    return bitField(b, obj, bit) ^ dflt;
  }

  /** {@code u32} length of a string or bytes, or count of a list, at {@code pos}. */
  public static int length(byte[] b, int pos) {
    return i32(b, pos);
  }

  public static int length(ByteBuffer b, int pos) {
    return i32(b, pos);
  }
}
