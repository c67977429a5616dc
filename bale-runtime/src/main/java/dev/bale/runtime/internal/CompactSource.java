package dev.bale.runtime.internal;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.BoolList;
import dev.bale.runtime.ByteList;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.DoubleList;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.FloatList;
import dev.bale.runtime.IntList;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.LongList;
import dev.bale.runtime.ShortList;
import dev.bale.runtime.UnknownFields;
import java.util.List;
import java.util.Map;

/**
 * What generated code and the dynamic codec read a compact root through ({@link CompactType#read}):
 * messages, composites, scalars, strings and lists in wire order (FORMAT.md part I), with every
 * check of FORMAT.md §7 and the decoded-size budget. Not API: the runtime's {@link CompactReader}
 * hands one to the codec it decodes with, and its methods and their contracts may change with the
 * format; applications decode with {@link CompactReader} or {@code Compact}. One per reader; not
 * thread-safe.
 */
public interface CompactSource {
  /**
   * A {@code list<i32>} or {@code list<u32>} without {@code [fixed]} of at least this many elements
   * has a layout byte after its count (FORMAT.md §1.3); shorter lists are LEB128 varints only.
   */
  int LIST_LAYOUT_MIN = 64;

  /** Layout byte: the elements are LEB128 varints. */
  int LAYOUT_VARINT = 0;

  /** Layout byte: the block layout (2-bit length codes, then 1-4 little-endian bytes a value). */
  int LAYOUT_BLOCK = 1;

  /**
   * Decoded-size estimates (FORMAT.md §7.1) of what the runtime itself materialises: a string table
   * entry costs {@code STRING_BASE + 2 x its UTF-8 length}, a {@code bytes} value {@code BYTES_BASE
   * + its length}, a list or map {@code COLLECTION_BASE + count x element size} ({@code
   * EMPTY_COLLECTION} when empty); a bulk scalar list counts 8 bytes per element plus 16 for floats
   * and {@code u32}, 24 for 64-bit integers.
   */
  int STRING_BASE = 56;

  /** See {@link #STRING_BASE}. */
  int BYTES_BASE = 192;

  /** See {@link #STRING_BASE}. */
  int COLLECTION_BASE = 96;

  /** See {@link #STRING_BASE}. */
  int EMPTY_COLLECTION = 40;

  /** What {@link #beginMessage(CompactType)} charges a message of a type that states no size. */
  int MESSAGE_BASE = 16;

  /**
   * True while the reader reads a root that failed again, only to find the error's field path: the
   * value read is never returned, so a type may build nothing and return any value of its type
   * (null included) from {@link CompactType#read}, provided it makes the same calls on this reader
   * as when building (the same reads, marks and charges, in the same order).
   */
  boolean discarding();

  /**
   * For generated code: starts a one-pass read of a leaf root of {@code bytes[off, off + len)} with
   * at most {@code maxStrings} table entries, charging {@code recordSize} for the record. False if
   * the general path must read it.
   */
  boolean leafBegin(byte[] bytes, int off, int len, int maxStrings, int recordSize);

  /** For generated code: the flag bits of the leaf root (after {@link #leafBegin}). */
  long leafFlags();

  /**
   * For generated code: a string field of the leaf root {@link #leafBegin} started (its table
   * index, as {@link #readString}). The reader makes the string from the input when a field refers
   * to it; an index out of range, or one a field already took while the reader does not keep its
   * entries, throws, and the reader reads the root again (keeping its entries from then on, so that
   * the two fields share one string, as on the general path).
   */
  String leafString();

  /**
   * For generated code: a string field of a tree root ({@code treeRead}, {@code decodeLeaf} of a
   * tree type), as {@link #leafString} (same string, same position after it, same errors).
   */
  default String treeString() {
    return leafString();
  }

  /**
   * For generated code: whether the leaf root's body was read exactly and its flags hold no bit at
   * {@code knownBits} or above (unknown fields are the general path's). Ends the read either way
   * (the reader holds nothing of the input after it).
   */
  boolean leafEnd(int knownBits);

  /**
   * For generated code: starts a one-pass read of a tree root (a message type whose tree has a
   * bounded shape, at most {@code treeDepth} levels deep) of {@code bytes[off, off + len)}, as
   * {@link #leafBegin}: its flags in {@link #leafFlags}, its strings through {@link #leafString},
   * its end by {@link #leafEnd}. False if the general path must read it.
   */
  boolean treeBegin(byte[] bytes, int off, int len, int maxStrings, int recordSize, int treeDepth);

  /**
   * For generated code: opens a nested message of a tree root at the reader's position (its flags
   * then in {@link #treeFlags}), charging {@code decodedSize}; returns the enclosing body's end for
   * {@link #treeClose}. Throws when the general path must read the root (a reference, a longer
   * header, flag bits at {@code knownFlagBits} or above, limits).
   */
  int treeOpen(int decodedSize, int knownFlagBits);

  /**
   * For generated code: {@link #leafEnd} of a tree root, which also requires every table entry to
   * have been made when the table holds entries that are not ASCII (validated as they are made).
   */
  boolean treeEnd(int knownBits);

  /** For generated code: the flags of the message {@link #treeOpen} opened last. */
  long treeFlags();

  /**
   * For generated code: closes the message {@link #treeOpen} opened (it returned {@code outer});
   * throws unless its body was read exactly.
   */
  void treeClose(int outer);

  /**
   * For generated code: a leaf root's zigzag-varint {@code i64} field, as {@link #readI64} (same
   * value, same position after it; anything irregular is left to {@code readI64}, which reports
   * it).
   */
  default long leafI64() {
    return readI64();
  }

  /** For generated code: a tree root's zigzag-varint {@code i64} field, as {@link #leafI64}. */
  default long treeI64() {
    return leafI64();
  }

  /** For generated code: a leaf root's {@code f64} field, as {@link #readF64}. */
  default double leafF64() {
    return readF64();
  }

  /** For generated code: a leaf root's zigzag-varint {@code i32} field, as {@link #readI32}. */
  default int leafI32() {
    return readI32();
  }

  /** A one-byte bool: 0 or 1, anything else → INVALID_BOOL. */
  boolean readBool();

  /** An {@code i8}. */
  byte readI8();

  /** A {@code u8} (0..255). */
  int readU8();

  /** A zigzag-varint {@code i16}. */
  short readI16();

  /** A zigzag-varint {@code i32}. */
  int readI32();

  /** A zigzag-varint {@code i64}. */
  long readI64();

  /** A uvarint {@code u16} (0..65535). */
  int readU16();

  /** A uvarint {@code u32} (0..2^32-1), as a long. */
  long readU32();

  /** A uvarint {@code u64}, as the two's complement bit pattern. */
  long readU64();

  /** A {@code [fixed]} {@code i16}: 2 bytes little-endian. */
  short readFixedI16();

  /** A {@code [fixed]} {@code u16}: 2 bytes little-endian. */
  int readFixedU16();

  /** A {@code [fixed]} {@code i32}: 4 bytes little-endian. */
  int readFixedI32();

  /** A {@code [fixed]} {@code u32}: 4 bytes little-endian, as a long. */
  long readFixedU32();

  /** A {@code [fixed]} {@code i64}: 8 bytes little-endian. */
  long readFixedI64();

  /** A {@code [fixed]} {@code u64}: 8 bytes little-endian, as the bit pattern. */
  long readFixedU64();

  /** An {@code f32}, bit pattern preserved. */
  float readF32();

  /** An {@code f64}, bit pattern preserved. */
  double readF64();

  /** An enum's numeric value (0..2^31-1); the caller maps unknown values (open enums). */
  int readEnum();

  /**
   * A union case id (uvarint). Ids above 2^31-1 are never cases → UNKNOWN_UNION_CASE; the caller
   * reports ids it does not know, right after this call, with {@code
   * error(ErrorCode.UNKNOWN_UNION_CASE, ...)}: both report the offset just after the id (FORMAT.md
   * §0).
   */
  int readUnionCase();

  /** A string: an index into the string table. */
  String readString();

  /**
   * A {@code json} value (FORMAT.md §1.4). Arrays and objects are one nesting level each; the
   * checks, in order: the header varint, its kind ({@code INVALID_JSON_VALUE}), the depth ({@code
   * DEPTH_LIMIT}), a count against the bytes left ({@code LENGTH_EXCEEDS_INPUT}), all at the
   * header; then the payload.
   */
  JsonValue readJson();

  /**
   * The decoded size of a {@code json} array of {@code count} values (FORMAT.md §7.1): the
   * collection, and per element a slot and the value's own object (24).
   */
  static long jsonArraySize(int count) {
    return count == 0 ? EMPTY_COLLECTION : COLLECTION_BASE + 24L * count;
  }

  /**
   * The decoded size of a {@code json} object of {@code count} members (FORMAT.md §7.1): a map
   * (192, a JS Map's size) and per member a map entry (64) and the value's own object (24).
   */
  static long jsonObjectSize(int count) {
    return 192 + 88L * count;
  }

  /** A {@code bytes} value. */
  Bytes readBytes();

  /**
   * The count of a list whose elements follow as one bulk read ({@code readF64s}, {@code readI32s},
   * ...): what {@link #beginComposite}, {@link #readCount(int)} and, after the elements, {@link
   * #endComposite} do, with the list's level checked against the depth limit here instead of pushed
   * (a list of scalars adds nothing to an error's field path).
   */
  int readLeafCount(int minWireSize);

  /**
   * A list or map element count, checked against the bytes left in the current body ({@code count
   * <= remaining / minWireSize}) and against 2^31-9 → LENGTH_EXCEEDS_INPUT.
   *
   * <p>Charges nothing to the decoded-size budget: use it before a bulk read ({@code readBools},
   * {@code readF64s}, ...), which charges the list itself, or where the caller charges with {@link
   * #charge}; lists and maps of objects use {@link #readCount(int, int)}.
   *
   * @param minWireSize the minimum encoded size of one element (one pair for a map), at least 1
   */
  int readCount(int minWireSize);

  /**
   * A list or map element count, as {@link #readCount(int)}, that also charges the decoded-size
   * budget for the collection: {@code COLLECTION_BASE + count x elementSize} estimated bytes (the
   * array or table and its wrapper; what the elements hold beyond their slot is charged where it is
   * decoded). More than the budget → LIMIT_EXCEEDED at the count.
   *
   * @param minWireSize the minimum encoded size of one element (one pair for a map), at least 1
   * @param elementSize the estimated decoded bytes of one element's slot (FORMAT.md §7.1)
   */
  int readCount(int minWireSize, int elementSize);

  /**
   * Charges {@code bytes} estimated decoded bytes to the root's decoded-size budget (FORMAT.md
   * §7.1), for what generated code or the dynamic codec materialises beyond what {@link
   * #beginMessage(CompactType, int)}, {@link #readCount(int, int)} and the runtime's own reads
   * charge. More than the budget → LIMIT_EXCEEDED at the current offset.
   *
   * @param bytes estimated bytes, at least 0
   */
  void charge(long bytes);

  /**
   * {@code count} zigzag-varint {@code i32} values (a {@code list<i32>} without {@code [fixed]},
   * FORMAT.md §1.3): for 64 elements or more the layout byte, then LEB128 varints or the block
   * layout; each element with the checks and errors of {@link #readI32()}.
   */
  IntList readI32s(int count);

  /**
   * {@code count} uvarint {@code u32} values, as longs (a {@code list<u32>} without {@code
   * [fixed]}, FORMAT.md §1.3): as {@link #readI32s}, with the checks and errors of {@link
   * #readU32()} per element.
   */
  LongList readU32s(int count);

  /**
   * The elements of a {@code list<i32>} ({@code zigzag}: the values are zigzag-decoded) or {@code
   * list<u32>} without {@code [fixed]}, after the count: the layout byte when {@code count >=
   * LIST_LAYOUT_MIN}, then the elements in that layout (FORMAT.md §1.3), as 32-bit values ({@code
   * u32} as its bit pattern). Checks every element as {@link #readI32()}/{@link #readU32()} do, and
   * the layout as §1.3 says; charges nothing to the decoded-size budget (callers charge the list:
   * {@link #readI32s}, {@link #readU32s}, the dynamic codec). The count must have been checked by
   * {@link #readCount(int)}.
   */
  int[] readInt32Elements(int count, boolean zigzag);

  /**
   * {@code count} zigzag-varint {@code i64} values (a {@code list<i64>} without {@code [fixed]}),
   * with the checks and errors of {@link #readI64()} per element.
   */
  LongList readI64s(int count);

  /**
   * An immutable list of {@code elements} (for generated code: a decoded list of messages, strings
   * and the like, built in an array). The elements must not be null; the array is kept, not copied,
   * so the caller must not keep or change it.
   */
  @SuppressWarnings("unchecked")
  static <E> List<E> listOf(Object[] elements) {
    // Empty lists are common (a repeated field left empty): the shared List.of(), no wrapper.
    return elements.length == 0 ? List.of() : (List<E>) FrozenList.wrap(elements);
  }

  /**
   * An empty insertion-ordered map sized for {@code count} entries, for generated code to fill with
   * a decoded {@code map<K,V>} and then hand to {@link #mapOf}.
   */
  static <K, V> java.util.LinkedHashMap<K, V> newMap(int count) {
    return FrozenMap.newOwned(count);
  }

  /**
   * An unmodifiable map over {@code entries} (for generated code: a decoded map); the map is kept,
   * not copied, so the caller must not keep or change it. No null keys or values.
   */
  static <K, V> Map<K, V> mapOf(java.util.LinkedHashMap<K, V> entries) {
    return entries.isEmpty() ? Map.of() : FrozenMap.wrap(entries);
  }

  /** {@code count} one-byte bools. */
  BoolList readBools(int count);

  /** {@code count} {@code i8} values. */
  ByteList readI8s(int count);

  /** {@code count} {@code u8} values. */
  IntList readU8s(int count);

  /** {@code count} {@code [fixed]} {@code i16} values. */
  ShortList readFixedI16s(int count);

  /** {@code count} {@code [fixed]} {@code u16} values. */
  IntList readFixedU16s(int count);

  /** {@code count} {@code [fixed]} {@code i32} values. */
  IntList readFixedI32s(int count);

  /** {@code count} {@code [fixed]} {@code u32} values, as longs. */
  LongList readFixedU32s(int count);

  /** {@code count} {@code [fixed]} {@code i64} or {@code u64} values. */
  LongList readFixedI64s(int count);

  /** {@code count} elements of a {@code list<u64>} with {@code [fixed]} (bit patterns). */
  default LongList readFixedU64s(int count) {
    return readFixedI64s(count);
  }

  /** {@code count} {@code f32} values (bit patterns preserved). */
  FloatList readF32s(int count);

  /** {@code count} {@code f64} values (bit patterns preserved). */
  DoubleList readF64s(int count);

  /**
   * The {@code count} elements of a {@code list<list<f64>>}, read after its count (inside its
   * {@link #beginComposite}), FORMAT.md §1.3: for two or more elements the shape varint first; a
   * shape {@code k >= 1} gives every element {@code k} values and no count ({@code readUniform});
   * shape 0 (and a list of one element) gives each element count then values, with the same values,
   * budget charges and errors as {@link #element}, {@link #readLeafCount}{@code (8)} and {@link
   * #readF64s} per element: an element whose count is a one-byte varint is read in one loop over
   * locals, any other (and every error) on that per-element path. Returns the elements for {@link
   * #listOf}.
   */
  Object[] readF64Lists(int count);

  /**
   * Starts a message. Returns the shared instance when the header is a reference into the object
   * table (the caller returns it at once, without {@link #endMessage}); otherwise returns null
   * after entering the message body: the caller then reads {@link #flag}s, fields while {@link
   * #hasMore()}, and calls {@link #endMessage}.
   */
  <T> T beginMessage(CompactType<T> type);

  /**
   * Starts a message, as {@link #beginMessage(CompactType)}, charging {@code decodedSize} estimated
   * bytes (the decoded record, FORMAT.md §7.1) to the decoded-size budget when the header starts a
   * body (a reference costs nothing: it shares a decoded instance). More than the budget →
   * LIMIT_EXCEEDED at the header.
   */
  <T> T beginMessage(CompactType<T> type, int decodedSize);

  /** Flag bit {@code bit} of the current message (false beyond the flags the writer wrote). */
  boolean flag(int bit);

  /**
   * Flag bits 0..62 of the current message as one word (bit k = flag bit k; bits the writer did not
   * write are 0), for generated code that tests several flags at once. Bits from 63 on: {@link
   * #flag(int)}.
   */
  long flags();

  /** Whether the current body has bytes left (a field a writer did not know reads as default). */
  boolean hasMore();

  /**
   * For generated code, where a field the body left out takes its default: written again, that
   * default takes {@code levels} nesting levels below this message's (an empty list one, a default
   * message one plus its own fields' defaults), so {@code DEPTH_LIMIT} is raised here, at the end
   * of the body, if that passes the limit: whatever decodes also re-encodes (FORMAT.md §7).
   */
  void defaultLevels(int levels);

  /**
   * For generated code, where a field the body left out takes a default that holds {@code count}
   * messages (a default message and its own fields' default messages): they count against {@code
   * maxObjects} as messages read do, so {@code LIMIT_EXCEEDED} is raised here, at the end of the
   * body, if they pass it. Written again, the default is that many messages: whatever decodes also
   * re-encodes into bytes that decode (FORMAT.md §7), and a reference to a message holding such a
   * default stands for them too (§2.2 rule 5).
   */
  void defaultMessages(int count);

  /**
   * For generated code, a field the body left out in one expression ({@code r.next(3) ?
   * readListI32(r) : r.leftOut(List.of(), 1, 0, 40)}): {@link #defaultLevels(int)} with {@code
   * levels}, {@link #defaultMessages(int)} with {@code messages} when not 0, {@link #charge(long)}
   * with {@code bytes} when not 0; returns {@code value}, the field's default.
   */
  <T> T leftOut(T value, int levels, int messages, long bytes);

  /**
   * For generated code: marks field {@code id} for error paths and tells whether it is in the
   * current body (bytes are left: {@link #hasMore()}); a field the body left out takes its default
   * ({@code r.next(3) ? r.readI32() : 0}).
   */
  boolean next(int id);

  /**
   * For generated code: marks field {@code id} for error paths and returns true, so that a present
   * optional field reads in one expression ({@code (flags & 2L) != 0 && r.mark(2) ? ... : null}).
   */
  boolean mark(int id);

  /** Marks which field is being read, for error paths. */
  void field(int id);

  /** Marks which list element (or map entry) is being read, for error paths. */
  void element(int index);

  /**
   * Ends the current message: the body's bytes that were not read become the unknown tail, and set
   * flag bits at or beyond {@code knownFlagBits} are kept; both are returned (null when there are
   * none) for the decoded object to carry.
   */
  UnknownFields endMessage(int knownFlagBits);

  /**
   * {@link #endMessage(int)} of a message read as a {@code type}, which the unknown fields returned
   * record ({@link UnknownFields#type()}): a writer refuses them in a message of another type. The
   * generated codecs call this form with themselves.
   */
  default UnknownFields endMessage(CompactType<?> type, int knownFlagBits) {
    return endMessage(knownFlagBits);
  }

  /**
   * Starts a message of a type without flag bits, as {@link #beginMessage(CompactType, int)} does,
   * but only in the plain case and without a level of its own: a header of one or two bytes (a body
   * of at most 4,095 bytes, no flags, not a reference) whose body fits, the message count, the
   * budget and the depth below their limits, no field path being recorded. Returns the enclosing
   * body's end, which the caller passes to {@link #endPlain}; or -1, having read and changed
   * nothing, and the caller then calls {@link #beginMessage(CompactType, int)}, which reads the
   * message or reports what is wrong. The caller must not call {@link #flags()} or {@link
   * #flag(int)} for it.
   */
  default int beginPlain(CompactType<?> type, int decodedSize) {
    return -1;
  }

  /**
   * Ends a message begun by {@link #beginPlain} (whose result is {@code outerEnd}) as {@link
   * #endMessage(int)} with no known flag bits ends one: the bytes left in its body are its unknown
   * fields, then the enclosing body goes on.
   */
  default UnknownFields endPlain(int outerEnd) {
    throw new IllegalStateException("endPlain() without beginPlain()");
  }

  /**
   * {@link #endPlain(int)} of a message read as a {@code type}, as {@link #endMessage(CompactType,
   * int)}.
   */
  default UnknownFields endPlain(CompactType<?> type, int outerEnd) {
    return endPlain(outerEnd);
  }

  /**
   * {@link #beginPlain} for a type with {@code knownFlagBits} flag bits (1 to 62): also takes a
   * header with the flags bit when the flags are one byte inside the body with no bit at or beyond
   * {@code knownFlagBits} set. Returns {@code flags << 33 | flagBytes << 32 | outerEnd} (flags and
   * flagBytes 0 when the header has no flags), which the caller passes to {@link #endPlainFlags};
   * or -1, having read and changed nothing, and the caller then calls {@link
   * #beginMessage(CompactType, int)}. The caller must not call {@link #flags()} or {@link
   * #flag(int)} for it: its flags are {@code result >>> 33}.
   */
  default long beginPlainFlags(CompactType<?> type, int decodedSize, int knownFlagBits) {
    return -1;
  }

  /**
   * Ends a message begun by {@link #beginPlainFlags} (whose result is {@code plain}) as {@link
   * #endMessage(int)} ends one whose flags have no unknown bit: the bytes left in its body are its
   * unknown fields, then the enclosing body goes on.
   */
  default UnknownFields endPlainFlags(long plain) {
    throw new IllegalStateException("endPlainFlags() without beginPlainFlags()");
  }

  /**
   * {@link #endPlainFlags(long)} of a message read as a {@code type}, as {@link
   * #endMessage(CompactType, int)}.
   */
  default UnknownFields endPlainFlags(CompactType<?> type, long plain) {
    return endPlainFlags(plain);
  }

  /** Enters a struct, list, map or union (depth accounting and error paths). */
  void beginComposite(CompactType<?> typeOrNull);

  /** Leaves what {@link #beginComposite} entered. */
  void endComposite();

  /**
   * An exception with the current offset and field path, for checks made by the caller (e.g. {@link
   * ErrorCode#DUPLICATE_MAP_KEY}, {@link ErrorCode#UNKNOWN_UNION_CASE}); the caller throws it.
   */
  BaleException error(ErrorCode code, String detail);

  /**
   * For generated code decoding a record with more components than a JIT-compiled call can pass
   * (HotSpot's C2 compiles no method whose call passes more than about 54 arguments: such a method
   * runs in the first-tier compiler only): the decoded values go into these reused arrays, and the
   * record's own factory builds it from them, so the decoding method stays small enough to be
   * compiled fully. At least {@code n} elements; the generated code stores all {@code n} before
   * each factory call, and the reader clears them when the root ends (it keeps no reference to a
   * decoded value), not the factory after each record.
   */
  Object[] wideRefs(int n);

  /** The primitive values of a wide record, as {@link #wideRefs} (raw bits for floats). */
  long[] widePrims(int n);
}
