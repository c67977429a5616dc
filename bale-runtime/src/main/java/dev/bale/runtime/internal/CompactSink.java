package dev.bale.runtime.internal;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.IntList;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.UnknownFields;
import java.util.List;

/**
 * What generated code and the dynamic codec write a compact root through ({@link
 * CompactType#write}): messages, composites, scalars, strings and lists, in wire order (FORMAT.md
 * part I). Not API: the runtime's {@link CompactWriter} hands one to the codec it encodes with, and
 * its methods and their contracts may change with the format; applications encode with {@link
 * CompactWriter} or {@code Compact}.
 *
 * <p>Bounds: a {@code put*} helper writes into an array that {@link #room} made room in, at a
 * position {@link #position} gave; the caller hands the position after its writes back with {@link
 * #position(int)}. One per writer; not thread-safe.
 */
public interface CompactSink {
  /**
   * Starts a message. Returns false when the message was written as a reference to a shared
   * instance (the caller then returns at once, without {@link #endMessage}); otherwise the caller
   * writes {@link #flag} once per flag bit in order, then the fields, then calls {@link
   * #endMessage}.
   *
   * @param instance the value being written (its identity drives message dedup)
   * @param type its type, for error messages
   */
  boolean beginMessage(Object instance, CompactType<?> type);

  /** {@link #beginAt}'s answer when the message was written as a reference to a shared instance. */
  int SHARED = -1;

  /**
   * Starts a message whose flag bits (at most 64) the caller hands to {@link #endAt}: the pair
   * generated code uses. Returns {@link #SHARED} when the message was written as a reference (the
   * caller then returns at once, without {@code endAt}); otherwise a value the caller keeps and
   * passes to {@code endAt} after writing the fields. A nested message of a root without message
   * dedup or a table origin (the common case) is begun here with its header slot reserved and its
   * position returned, none of the per-level flag bookkeeping of {@link #beginMessage} being
   * needed; every other message goes through {@code beginMessage}.
   *
   * @param instance the value being written (its identity drives message dedup)
   * @param type its type
   */
  int beginAt(Object instance, CompactType<?> type);

  /**
   * Starts a small nested message that generated code writes whole in the buffer (a message whose
   * fields are all scalars of bounded size, at most 64 flag bits, no unknown fields; strings as
   * their table index through {@link #smallRef}, enums through {@link #smallEnum}, a {@code
   * list<i32>} of at most {@link #SMALL_INTS} through {@link #putSmallI32s}, other lists of scalars
   * only when empty): when the writer can take it without the level bookkeeping (a nested message
   * of a root without message dedup or a table origin, a level below it within the depth limit,
   * within the message limit), counts it and returns its position, where the caller writes a
   * one-byte header slot, its flag bytes and its fields into the array a {@link #room} call just
   * before returned, then ends it with {@link #endSmall} and {@link #position(int)}. Otherwise
   * returns -1 and writes nothing: the caller takes {@link #beginAt}/{@link #endAt}, which write
   * the same bytes or report the error.
   *
   * @param instance the value being written
   * @param type its type
   */
  int beginSmall(Object instance, CompactType<?> type);

  /**
   * Starts a nested message that generated code writes in one pass with its own fields in place, as
   * {@link #beginSmall} does, but which may also hold nested messages (written by their own {@code
   * write}, between two stretches of its fields) and lists of at most {@link #SMALL_REFS} strings
   * (their count, then each index through {@link #smallRef}): when the writer takes it under {@code
   * beginSmall}'s conditions, counts it, takes one level of depth (no level's bookkeeping: a
   * child's depth test and its own level are where {@code beginAt} would put them) and returns its
   * position, where the caller writes a two-byte header slot, its flag bytes and its fields,
   * handing the position to the writer ({@link #position(int)}) around each child and reading it
   * back after, then ends it with {@link #endNest}. Otherwise returns -1 and writes nothing: the
   * caller takes {@link #beginAt}/{@link #endAt}, which write the same bytes or report the error.
   *
   * @param instance the value being written
   * @param type its type
   */
  int beginNest(Object instance, CompactType<?> type);

  /**
   * Ends the message {@link #beginNest} began at {@code at}, whose flag bytes and fields end at
   * {@code end} (after its two-byte slot): stores its header, moving the body down a byte when it
   * takes one or up when it takes more than two, gives back the level of depth and sets the
   * position after the message.
   *
   * @param flags whether the message has flag bytes (its flag bits are not all 0)
   */
  void endNest(int at, int end, boolean flags);

  /**
   * The most elements of a {@code list<string>} a message {@link #beginNest} began writes itself.
   */
  int SMALL_REFS = 8;

  /**
   * {@link #stringRef} for a field of a message {@link #beginSmall} began, which pushed no level:
   * an error (a lone surrogate, the string table's 2 GiB) names {@code type}, the message's, as the
   * same error does under {@link #beginAt}. The same index and table entries as {@code stringRef}.
   */
  long smallRef(String s, boolean dedup, CompactType<?> type);

  /**
   * An enum value of a field of a message {@link #beginSmall} began: {@code v}, or the {@code
   * INVALID_VALUE} error {@code enumValue} reports under {@link #beginAt}, naming {@code type}.
   */
  static int smallEnum(int v, CompactType<?> type) {
    if (v < 0) {
      throw new BaleException(
          ErrorCode.INVALID_VALUE, -1, type.schemaName(), "negative enum value: " + v);
    }
    return v;
  }

  /** The most elements of a {@code list<i32>} a message {@link #beginSmall} began writes itself. */
  int SMALL_INTS = 8;

  /**
   * Whether a message {@link #beginSmall} began may write the {@code list<i32>} {@code list} itself
   * ({@link #putSmallI32s}): an {@link IntList} (no null element) of at most {@link #SMALL_INTS}.
   */
  static boolean smallInts(List<Integer> list) {
    return list instanceof IntList && list.size() <= SMALL_INTS;
  }

  /**
   * A {@code list<i32>} that {@link #smallInts} took, written as {@code writeLeafCount} and {@code
   * writeI32s} write it (a count below 64 has no layout byte): its count, then each element as a
   * zigzag varint; at most {@code 1 + 5 * SMALL_INTS} bytes.
   */
  static int putSmallI32s(byte[] b, int p, List<Integer> list) {
    IntList l = (IntList) list;
    int n = l.size();
    b[p++] = (byte) n;
    for (int i = 0; i < n; i++) {
      p = putZigzag(b, p, l.getInt(i));
    }
    return p;
  }

  /**
   * The header of a message {@link #beginSmall} began at {@code at}, whose flag bytes and fields
   * end at {@code end}: stored in the slot at {@code at} (the flag bytes and fields moved up by one
   * byte when it takes two, i.e. when they hold 32 bytes or more; room for that byte is the
   * caller's); returns the position after the message. At most 4,095 bytes after the slot.
   *
   * @param flags whether the message has flag bytes (its flag bits are not all 0)
   */
  static int endSmall(byte[] b, int at, int end, boolean flags) {
    int size = end - at - 1;
    int header = size << 2 | (flags ? 2 : 0);
    if (header < 0x80) {
      b[at] = (byte) header;
      return end;
    }
    System.arraycopy(b, at + 1, b, at + 2, size);
    b[at] = (byte) (header | 0x80);
    b[at + 1] = (byte) (header >>> 7);
    return end + 1;
  }

  /**
   * Ends the message {@link #beginAt} began ({@code at} being its answer), with its flag bits 0..63
   * (bit k = flag bit k of FORMAT.md §3.2): appends the unknown fields (if any) and writes header
   * and flags in front of the body.
   */
  void endAt(int at, long bits, UnknownFields unknownOrNull);

  /**
   * Sets flag bits 0..63 of the current message at once (bit k = flag bit k of FORMAT.md §3.2), for
   * generated code that computes them in one expression; call right after {@link #beginMessage}
   * returned true, instead of {@link #flag}. Bits from 64 on: {@link #flags(int, long)}.
   */
  void flags(long bits);

  /** Sets flag bits {@code 64 * word .. 64 * word + 63} of the current message at once. */
  void flags(int word, long bits);

  /** Appends the next flag bit of the current message (FORMAT.md §3.2). */
  void flag(boolean value);

  /**
   * Ends the current message: appends the unknown fields (if any) after the known ones, then writes
   * header and flags in front of the body.
   *
   * @param unknownOrNull unknown fields decoded with this object, or null
   */
  void endMessage(UnknownFields unknownOrNull);

  /**
   * Ends the current message as {@link #endMessage(UnknownFields)} does, with its flag bits 0..63
   * given here (bit k = flag bit k of FORMAT.md §3.2) instead of through {@link #flags(long)}: for
   * generated code, which computes them from the values in one expression. Not combined with {@link
   * #flag} or {@link #flags} on the same message.
   */
  void endMessage(long bits, UnknownFields unknownOrNull);

  /** Starts a struct, list, map or union (depth accounting only; no bytes). */
  void beginComposite();

  /** Ends what {@link #beginComposite()} started. */
  void endComposite();

  /** A bool as one byte (bools in messages go into {@link #flag} instead). */
  void writeBool(boolean v);

  /** An {@code i8}: one byte, two's complement. */
  void writeI8(byte v);

  /** A {@code u8}: one byte; {@code v} must be 0..255. */
  void writeU8(int v);

  /** An {@code i64}, or a smaller signed integer sign-extended: a zigzag varint. */
  void writeI64(long v);

  /** An {@code i16}: a zigzag varint. */
  default void writeI16(int v) {
    writeI64(v);
  }

  /** An {@code i32}: a zigzag varint. */
  default void writeI32(int v) {
    writeI64(v);
  }

  /** A {@code u64} (a bit pattern), or a smaller unsigned integer: an unsigned LEB128 varint. */
  void writeU64(long v);

  /** A {@code u16} (0..65535): an unsigned LEB128 varint. */
  default void writeU16(int v) {
    writeU64(v);
  }

  /** A {@code u32} (0..2^32-1): an unsigned LEB128 varint. */
  default void writeU32(long v) {
    writeU64(v);
  }

  /** An {@code i16} with {@code [fixed]}: 2 bytes little-endian (the low 16 bits of {@code v}). */
  void writeFixedI16(int v);

  /** A {@code u16} with {@code [fixed]}: 2 bytes little-endian. */
  default void writeFixedU16(int v) {
    writeFixedI16(v);
  }

  /** An {@code i32} with {@code [fixed]}: 4 bytes little-endian. */
  void writeFixedI32(int v);

  /** A {@code u32} with {@code [fixed]}: 4 bytes little-endian (the low 32 bits of {@code v}). */
  default void writeFixedU32(long v) {
    writeFixedI32((int) v);
  }

  /** An {@code i64} with {@code [fixed]}: 8 bytes little-endian. */
  void writeFixedI64(long v);

  /** A {@code u64} with {@code [fixed]}: 8 bytes little-endian, the bit pattern. */
  default void writeFixedU64(long v) {
    writeFixedI64(v);
  }

  /** An {@code f32}: 4 bytes little-endian, bit pattern preserved (NaN payloads included). */
  void writeF32(float v);

  /** An {@code f64}: 8 bytes little-endian, bit pattern preserved (NaN payloads included). */
  void writeF64(double v);

  /** An enum's numeric value (0..2^31-1) as a uvarint. */
  void writeEnum(int v);

  /** A union case id (0..2^31-1) as a uvarint. */
  void writeUnionCase(int caseId);

  /** A list or map element count. */
  void writeCount(int count);

  /**
   * The count of a list whose elements follow as one bulk write ({@code writeF64s}, {@code
   * writeI32s}, ...): the same bytes as {@link #beginComposite}, {@link #writeCount} and, after the
   * elements, {@link #endComposite}, with the list's level checked against the depth limit here
   * instead of pushed (a list of scalars holds no level of its own).
   */
  void writeLeafCount(int count);

  /**
   * For generated code: makes room for {@code n} more bytes and returns the buffer; the caller
   * writes from {@link #position()} with the static {@code put} methods and then sets {@link
   * #position(int)} to where it stopped (at most {@code n} bytes on).
   */
  byte[] room(int n);

  /** For generated code: where the next byte goes in the buffer {@link #room} returned. */
  int position();

  /** For generated code: the end of what was written directly (see {@link #room}). */
  void position(int p);

  /**
   * For generated code: the string-table index of {@code s} (entering it if needed), by the rules
   * of {@link #writeString(String, boolean)}; the caller writes it with {@link #putVarint}.
   */
  long stringRef(String s, boolean dedup);

  /** Entries a leaf root may have: every index then takes one byte, and so does the table head. */
  int LEAF_MAX_STRINGS = 63;

  /**
   * For generated code: starts a one-pass leaf root. False when this writer must take its general
   * path (inside a session, or while another root is being written).
   */
  boolean leafBegin();

  /**
   * For generated code: the string-table index of {@code s} in the leaf root being written,
   * entering it if needed by the rules of {@link #writeString(String, boolean)} (the first equal
   * entry when deduplicating). At most {@link #LEAF_MAX_STRINGS} calls per root.
   */
  int leafString(String s, boolean dedup);

  /**
   * For generated code: {@code v} if it is an enum value that can be written; otherwise the leaf
   * root is failed (the general path reports the error) and 0 returned.
   */
  int leafEnum(int v);

  /**
   * For generated code: the array of the leaf root, of exactly its size, with the string table, the
   * root header and the flags ({@code bits}, FORMAT.md §3.2) written; the fields, {@code
   * fieldBytes} in all, go from {@link #leafBody()} on. Null if the root failed (the caller returns
   * null).
   */
  byte[] leafArray(int fieldBytes, long bits);

  /**
   * For generated code: where the first field of the leaf root goes in {@link #leafArray}'s array.
   */
  int leafBody();

  /**
   * For generated code: ends a leaf root whose last field ended at {@code p}; returns {@code out}.
   *
   * @throws IllegalStateException if the fields did not take the bytes announced to leafArray
   */
  byte[] leafEnd(byte[] out, int p);

  /**
   * Strings a leaf root may have for the generated code to keep them in locals ({@link #leafOpen}
   * and the static {@code leaf} helpers; more take {@link #leafString}).
   */
  int LEAF_LOCAL_STRINGS = 4;

  /**
   * For generated code: starts a one-pass leaf root whose strings the generated code keeps in
   * locals: -1 when this writer must take its general path (as {@link #leafBegin}), else 1 when it
   * deduplicates equal strings ({@link CompactWriter#dedupStrings}), 0 when not.
   */
  int leafOpen();

  /**
   * For generated code: the UTF-8 length of a leaf root's string {@code s}, or -1 when the one-pass
   * path does not take it (null, a lone surrogate, over 1 MiB; the general path reports it); an
   * ASCII string of at most {@link #LEAF_PACKED_MAX} chars in the packed form of {@link
   * #leafPacked}. Equal strings give equal results; {@link #leafLen} reads the length of either
   * form.
   */
  long leafLength(String s);

  /**
   * For generated code: starts a one-walk tree root ({@link CompactTree}) whose nesting reaches
   * level {@code depth} at most (the root being level 1), or of a recursive type ({@code depth} 0:
   * levels counted at run time, {@link CompactTree#enter}): its state, or null when this writer
   * must take its general path (inside a session, while another root is being written, under
   * message dedup, or when {@code depth} is beyond the writer's depth limit).
   */
  CompactTree treeOpen(int depth);

  /** Chars of the longest string {@link #leafLength} packs. */
  int LEAF_PACKED_MAX = 7;

  /**
   * The bit of {@link #leafLength}'s packed form: {@code LEAF_PACKED | length << 56 | bytes}, the
   * string's ASCII bytes little-endian in bits 0..55 (a plain length is below 2^21).
   */
  long LEAF_PACKED = 1L << 62;

  /** Whether {@code len} of {@link #leafLength} holds the string's bytes. */
  static boolean leafPacked(long len) {
    return (len & LEAF_PACKED) != 0;
  }

  /** The UTF-8 length in {@code len} of {@link #leafLength}, plain or packed. */
  static int leafLen(long len) {
    return (int) (leafPacked(len) ? (len >>> 56) & 0x3F : len);
  }

  /**
   * A leaf root's table bytes for a string of {@code len} UTF-8 bytes ({@link #leafLength}, plain
   * or packed): its length and its bytes.
   */
  static long leafEntry(long len) {
    int n = leafLen(len);
    return (n < 0x80 ? 1 : varintSize(n)) + n; // most lengths: one byte
  }

  /**
   * Whether string {@code a} (UTF-8 length {@code la}) equals {@code b} (length {@code lb}; null
   * for none): equal strings have equal lengths and first chars, so most unequal ones are passed
   * over without {@code equals}.
   */
  static boolean leafSame(String a, long la, String b, long lb) {
    // Packed forms hold every byte: equal forms are equal strings.
    return a == b
        || (b != null
            && la == lb
            && (leafPacked(la) || (la == 0 || a.charAt(0) == b.charAt(0)) && a.equals(b)));
  }

  /**
   * For generated code: where this writer's next one-pass root goes ({@link #leafRoot}): null for
   * an array of its own, else the place its caller set.
   */
  RootPlace rootPlace();

  /**
   * For generated code: the array of a leaf root with its string table (the non-null strings of
   * {@code a} to {@code d}, in that order, each of the UTF-8 length that follows it: {@link
   * #leafLength}), the root header and the flags ({@code bits}) written; the fields, {@code
   * fieldBytes} in all, fill the root's end from {@link #leafBody}. The array is one of exactly the
   * root's size, or the place {@code w}'s caller set for the root ({@link #rootPlace}). A root of
   * fewer strings passes null for the rest.
   */
  static byte[] leafRoot(
      CompactSink w,
      int fieldBytes,
      String a,
      long la,
      String b,
      long lb,
      String c,
      long lc,
      String d,
      long ld,
      long bits) {
    long t =
        (a != null ? leafEntry(la) : 0)
            + (b != null ? leafEntry(lb) : 0)
            + (c != null ? leafEntry(lc) : 0)
            + (d != null ? leafEntry(ld) : 0);
    int flagBytes = bits == 0 ? 0 : varintSize(bits); // 7 bits a byte
    long body = (long) fieldBytes + flagBytes;
    long header = body << 2 | (flagBytes > 0 ? 2 : 0);
    // At most 4 strings of at most 1 MiB each: the size fits an int.
    int size = (int) (1 + t + varintSize(header) + body);
    RootPlace place = w.rootPlace();
    byte[] out;
    int at;
    int end;
    if (place == null) {
      out = new byte[size];
      at = 0;
      end = size;
    } else {
      out = place.array(size);
      at = place.start();
      end = place.end();
    }
    int p = putVarint(out, putLeafTable(out, at, end, a, la, b, lb, c, lc, d, ld), header);
    for (int i = 0; i < flagBytes; i++) {
      int g = (int) (bits >>> (7 * i)) & 0x7F;
      out[p++] = (byte) (i < flagBytes - 1 ? g | 0x80 : g);
    }
    return out;
  }

  /**
   * {@link #leafRoot}'s string table at {@code out[at]}, the root ending at {@code end}: the head
   * (no object table), the lengths, then the bytes of the non-null strings; returns the position
   * after it. (Apart, so that each part stays small enough for the JIT to inline.)
   */
  private static int putLeafTable(
      byte[] out,
      int at,
      int end,
      String a,
      long la,
      String b,
      long lb,
      String c,
      long lc,
      String d,
      long ld) {
    int n = (a != null ? 1 : 0) + (b != null ? 1 : 0) + (c != null ? 1 : 0) + (d != null ? 1 : 0);
    out[at] = (byte) (n << 1);
    int p = at + 1;
    p = a != null ? putVarint(out, p, leafLen(la)) : p;
    p = b != null ? putVarint(out, p, leafLen(lb)) : p;
    p = c != null ? putVarint(out, p, leafLen(lc)) : p;
    p = d != null ? putVarint(out, p, leafLen(ld)) : p;
    p = a != null ? putLeafString(out, p, a, la, end) : p;
    p = b != null ? putLeafString(out, p, b, lb, end) : p;
    p = c != null ? putLeafString(out, p, c, lc, end) : p;
    return d != null ? putLeafString(out, p, d, ld, end) : p;
  }

  /**
   * For generated code: where the first field of {@link #leafRoot}'s root in {@code out} goes, its
   * fields taking {@code fieldBytes} to the root's end.
   */
  static int leafBody(CompactSink w, byte[] out, int fieldBytes) {
    return leafEnd(w, out) - fieldBytes;
  }

  /** Where a leaf root in {@code out} ends: its end, or the end of the place set for it. */
  private static int leafEnd(CompactSink w, byte[] out) {
    RootPlace place = w.rootPlace();
    return place == null ? out.length : place.end();
  }

  /**
   * For generated code: ends a leaf root of {@link #leafRoot} (or {@link #leafArray}) whose last
   * field ended at {@code p}; returns {@code out}.
   *
   * @throws IllegalStateException if the fields did not take the bytes announced for the root
   */
  static byte[] leafDone(CompactSink w, byte[] out, int p) {
    int end = leafEnd(w, out);
    if (p != end) {
      throw new IllegalStateException("leaf root: fields ended at " + p + ", the root at " + end);
    }
    return out;
  }

  /**
   * A leaf root's string {@code s} of {@code len} UTF-8 bytes ({@link #leafLength}) at {@code
   * b[p]}, in a root that ends at {@code end}; returns the position after it.
   */
  @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int): exact for ASCII
  static int putLeafString(byte[] b, int p, String s, long len, int end) {
    if (leafPacked(len)) {
      int n = (int) (len >>> 56) & 0x3F;
      if (p + 8 <= end) {
        // One store; the bytes past the string are written again by what follows it.
        LittleEndian.setLong(b, p, len & 0x00FF_FFFF_FFFF_FFFFL);
      } else {
        for (int i = 0; i < n; i++) {
          b[p + i] = (byte) (len >>> (8 * i));
        }
      }
      return p + n;
    }
    int n = (int) len;
    if (n == s.length()) {
      s.getBytes(0, n, b, p); // ASCII: the low bytes are the UTF-8 bytes
    } else {
      Utf8.encode(s, b, p);
    }
    return p + n;
  }

  /** An unsigned varint's size in bytes (1 to 10), for generated code's size sums. */
  static int varintSize(long v) {
    // 1 byte per started group of 7 bits, 0 taking one: ceil(bits / 7) as (64 + 9 * bits) >>> 6,
    // exact for 0..64 bits, without a branch or a division.
    return (640 - 9 * Long.numberOfLeadingZeros(v)) >>> 6;
  }

  /** A zigzag varint's size in bytes (1 to 10), for generated code's size sums. */
  static int zigzagSize(long v) {
    return varintSize((v << 1) ^ (v >> 63));
  }

  /**
   * For generated code: {@code v} if it is an enum value that can be written (0..2^31-1), else
   * INVALID_VALUE as {@link #writeEnum} throws it.
   */
  int enumValue(int v);

  /** A uvarint at {@code b[p]} (room checked by the caller); returns the position after it. */
  static int putVarint(byte[] b, int p, long v) {
    if ((v & ~0x7FL) == 0) {
      b[p] = (byte) v;
      return p + 1;
    }
    if ((v & ~0x3FFFL) == 0) {
      b[p] = (byte) (v | 0x80);
      b[p + 1] = (byte) (v >>> 7);
      return p + 2;
    }
    return putUVarint(b, p, v);
  }

  /**
   * A uvarint at {@code b[p]} one byte at a time, without {@link #putVarint}'s one- and two-byte
   * cases (its longer values, and the runtime's headers and lengths); returns the position after
   * it.
   */
  static int putUVarint(byte[] b, int p, long v) {
    while ((v & ~0x7FL) != 0) {
      b[p++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    b[p++] = (byte) v;
    return p;
  }

  /**
   * A leaf root's zigzag varint at {@code b[p]} (room checked by the caller): as {@link
   * #putZigzag}, but a value of three bytes or more by straight-line stores ({@link #leafVarint3};
   * eight or more by {@link #leafVarint8}'s long store) in place of {@link #putUVarint}'s loop;
   * returns the position after it.
   */
  static int leafZigzag(byte[] b, int p, long v) {
    long z = (v << 1) ^ (v >> 63);
    // putVarint's own second test is the same as this one: the JIT folds it.
    return (z & ~0x3FFFL) == 0
        ? putVarint(b, p, z)
        : z >>> 49 == 0 ? leafVarint3(b, p, z) : leafVarint8(b, p, z);
  }

  /**
   * A uvarint at {@code b[p]} (room checked by the caller), as {@link #putVarint}, but a value of
   * three bytes or more by straight-line stores ({@link #leafVarint3}) in place of {@link
   * #putUVarint}'s loop (eight bytes or more by {@link #leafVarint8}'s long store); returns the
   * position after it. The small and nest paths' unsigned fields.
   */
  static int leafVarint(byte[] b, int p, long v) {
    return (v & ~0x3FFFL) == 0
        ? putVarint(b, p, v)
        : v >>> 49 == 0 ? leafVarint3(b, p, v) : leafVarint8(b, p, v);
  }

  /**
   * A uvarint of at least 2^14 at {@code b[p]}: the first two groups, then one test per further
   * byte without a loop (for a few bytes C2's loop set-up costs more than the turns).
   */
  static int leafVarint3(byte[] b, int p, long v) {
    b[p] = (byte) (v | 0x80);
    b[p + 1] = (byte) (v >>> 7 | 0x80);
    long r = v >>> 14;
    if (r < 0x80) {
      b[p + 2] = (byte) r;
      return p + 3;
    }
    b[p + 2] = (byte) (r | 0x80);
    r >>>= 7;
    if (r < 0x80) {
      b[p + 3] = (byte) r;
      return p + 4;
    }
    b[p + 3] = (byte) (r | 0x80);
    r >>>= 7;
    if (r < 0x80) {
      b[p + 4] = (byte) r;
      return p + 5;
    }
    b[p + 4] = (byte) (r | 0x80);
    r >>>= 7;
    if (r < 0x80) {
      b[p + 5] = (byte) r;
      return p + 6;
    }
    b[p + 5] = (byte) (r | 0x80);
    r >>>= 7;
    if (r < 0x80) {
      b[p + 6] = (byte) r;
      return p + 7;
    }
    return leafVarint8(b, p, v); // 8 to 10 bytes (leafVarint and leafZigzag send these there)
  }

  /**
   * A uvarint of at least 2^49 (8 to 10 bytes) at {@code b[p]}: its first eight groups spread into
   * one little-endian long store, the ninth and tenth bytes without a branch on which of the two
   * ends it (random 64-bit values, such as hashes and ids, are half nine and half ten bytes). No
   * byte past the value's own is written (a leaf root's array is exact).
   */
  static int leafVarint8(byte[] b, int p, long v) {
    long w =
        v & 0x7FL
            | (v << 1) & 0x7F00L
            | (v << 2) & 0x7F0000L
            | (v << 3) & 0x7F000000L
            | (v << 4) & 0x7F00000000L
            | (v << 5) & 0x7F0000000000L
            | (v << 6) & 0x7F000000000000L
            | (v << 7) & 0x7F00000000000000L;
    long hi = v >>> 56;
    if (hi == 0) {
      LittleEndian.setLong(b, p, w | 0x0080808080808080L);
      return p + 8;
    }
    LittleEndian.setLong(b, p, w | 0x8080808080808080L);
    // The ninth byte is hi itself (its top bit, v's bit 63, is the continuation); a tenth (1)
    // exists when that bit is set: stored at p + 9 then, else over the ninth with the same value.
    int m = (int) (hi >>> 7);
    b[p + 8] = (byte) hi;
    b[p + 8 + m] = (byte) (hi >>> (7 * m));
    return p + 9 + m;
  }

  /** A zigzag varint at {@code b[p]}; returns the position after it. */
  static int putZigzag(byte[] b, int p, long v) {
    return putVarint(b, p, (v << 1) ^ (v >> 63));
  }

  /** An {@code f64} (8 bytes little-endian, bits preserved) at {@code b[p]}; returns p + 8. */
  static int putF64(byte[] b, int p, double v) {
    LittleEndian.setLong(b, p, Double.doubleToRawLongBits(v));
    return p + 8;
  }

  /** 8 bytes little-endian at {@code b[p]}; returns p + 8. */
  static int putFixed64(byte[] b, int p, long v) {
    LittleEndian.setLong(b, p, v);
    return p + 8;
  }

  /** 2 bytes little-endian (the low 16 bits of {@code v}) at {@code b[p]}; returns p + 2. */
  static int putFixed16(byte[] b, int p, int v) {
    LittleEndian.setShort(b, p, (short) v);
    return p + 2;
  }

  /** 4 bytes little-endian at {@code b[p]}; returns p + 4. */
  static int putFixed32(byte[] b, int p, int v) {
    LittleEndian.setInt(b, p, v);
    return p + 4;
  }

  /** A string, as an index into the string table (deduplicated if the writer's option says so). */
  void writeString(String s);

  /**
   * A string, as an index into the string table.
   *
   * @param dedup false for a field with {@code [dedup = false]}: always a new entry. True: reuse an
   *     equal entry if the writer's {@link CompactWriter#dedupStrings(boolean)} is on.
   */
  void writeString(String s, boolean dedup);

  /**
   * A {@code json} value (FORMAT.md §1.4): a header {@code (n << 3) | kind}, then the payload its
   * kind needs. Strings and object keys are string-table indices ({@code dedup} as for {@link
   * #writeString(String, boolean)}); arrays and objects are one nesting level each (depth limit).
   */
  void writeJson(JsonValue v, boolean dedup);

  /** A {@code bytes} value: uvarint length, then the bytes. */
  void writeBytes(Bytes b);

  /**
   * Elements of a {@code list<i32>} (zigzag), in one loop: for 64 elements or more the layout byte
   * and the smaller of the two layouts (FORMAT.md §1.3), else LEB128 varints.
   */
  void writeI32s(List<Integer> list);

  /**
   * Elements of a {@code list<u32>} (each 0..2^32-1), as {@link #writeI32s} without zigzag.
   * Out-of-range or null elements → INVALID_VALUE.
   */
  void writeU32s(List<Long> list);

  /**
   * The elements of a {@code list<i32>} ({@code zigzag}) or {@code list<u32>} without {@code
   * [fixed]}, after the count, from the first {@code n} of {@code values} (a {@code u32} as its bit
   * pattern): for {@code n >= CompactSource.LIST_LAYOUT_MIN} a layout byte, then the block layout
   * when it is strictly smaller than LEB128 varints, else the varints (FORMAT.md §1.3). The caller
   * writes the count ({@link #writeCount}).
   */
  void writeInt32Elements(int[] values, int n, boolean zigzag);

  /** Elements of a {@code list<i64>} (zigzag varints), in one loop. */
  void writeI64s(List<Long> list);

  /** Elements of a {@code list<bool>}: one byte each. */
  void writeBools(List<Boolean> list);

  /** Elements of a {@code list<i8>}. */
  void writeI8s(List<Byte> list);

  /** Elements of a {@code list<u8>} (each 0..255). */
  void writeU8s(List<Integer> list);

  /** Elements of a {@code list<i16>} with {@code [fixed]}. */
  void writeFixedI16s(List<Short> list);

  /** Elements of a {@code list<u16>} with {@code [fixed]} (each 0..65535). */
  void writeFixedU16s(List<Integer> list);

  /** Elements of a {@code list<i32>} with {@code [fixed]}. */
  void writeFixedI32s(List<Integer> list);

  /** Elements of a {@code list<u32>} with {@code [fixed]} (each 0..2^32-1). */
  void writeFixedU32s(List<Long> list);

  /** Elements of a {@code list<i64>} with {@code [fixed]}. */
  void writeFixedI64s(List<Long> list);

  /** Elements of a {@code list<u64>} with {@code [fixed]} (bit patterns). */
  default void writeFixedU64s(List<Long> list) {
    writeFixedI64s(list);
  }

  /** Elements of a {@code list<f32>}. */
  void writeF32s(List<Float> list);

  /** Elements of a {@code list<f64>}. */
  void writeF64s(List<Double> list);

  /**
   * The elements of a {@code list<list<f64>>}, written after its count (inside its {@link
   * #beginComposite}), FORMAT.md §1.3: for two or more elements a shape varint first, {@code k}
   * when every element holds the same {@code k >= 1} values (then the values of each, no counts),
   * else 0 (then each element as {@link #writeLeafCount} and {@link #writeF64s} write it). Room is
   * made in one check per element and {@code DoubleList} elements are copied from their arrays.
   */
  void writeF64Lists(List<? extends List<Double>> lists);
}
