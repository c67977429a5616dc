package dev.bale.runtime.internal;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Frame;
import dev.bale.runtime.JsonValue;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.IdentityHashMap;

/**
 * Not API: the low-level writer of flat data (FORMAT.md Part II): appends objects, strings, bytes,
 * lists and union cells to one growing body and patches pointers, so flat bytes can be written
 * without generated records. Generated code and the dynamic codec write through it (a {@link
 * dev.bale.runtime.flat.FlatBuilder} holds one and gives it to {@link
 * dev.bale.runtime.flat.FlatType#write}); the order in which they call it decides the bytes, and
 * FORMAT.md §F9 fixes that order (depth-first pre-order: reserve an item's fixed part, then write
 * the targets of its pointer slots in slot order).
 *
 * <p>Use: {@link #reset()}, then {@link #object} for the root (it lands at offset 8), fill it,
 * append targets and patch them with {@link #pointer}; then {@link #toByteArray()} or {@link
 * #writeTo(ByteBuffer)}. Every byte not written explicitly is zero, so padding is zero.
 *
 * <p>Reusable and not thread-safe: one builder per thread; {@link #reset()} clears every table, so
 * nothing leaks from one root to the next. The buffer keeps its capacity.
 */
public final class FlatSink {
  /** Default maximum nesting depth a writer accepts, as for readers (FORMAT.md §7). */
  public static final int DEFAULT_MAX_DEPTH = 64;

  /** Where the root object lands: right after the 8-byte body header (FORMAT.md Part II). */
  public static final int ROOT_POSITION = 8;

  private byte[] buf = new byte[256];
  private int size;
  private BufferPool pool; // null: grow by plain allocation
  private boolean dedupStrings = true;
  private boolean dedupMessages;
  private int maxDepth = DEFAULT_MAX_DEPTH;
  private int depth;
  // string -> position (dedup) once a body's strings outgrow the small arrays; made then (spill)
  private StringIndex strings;
  // The first SMALL deduplicated strings of the body are kept in these arrays, not in `strings`,
  // and found through a 64-bit filter of their hashes and a linear search (see earlier): a small
  // record's few strings then cost no probe of a hash table and no clear of one, and a root with
  // one string hashes nothing (the first entry's hash is taken when a second string comes). From
  // the (SMALL + 1)th string on, all of them go into `strings`.
  private static final int SMALL = 8;
  private final String[] smallKeys = new String[SMALL];
  private final int[] smallHashes = new int[SMALL];
  private final int[] smallPos = new int[SMALL];
  private int smallCount; // entries in the arrays; SMALL + 1 once `strings` holds them all
  private long smallSeen; // bit (hash & 63) of each entry's hash; set afresh at the second entry
  private final Utf8Encoder bulkUtf8 = new Utf8Encoder(); // long strings
  // Message dedup's instances and positions: made at the first share (null while dedup is off, so
  // that a builder that never shares messages does not allocate the map); see reset().
  private IdentityHashMap<Object, Integer> shared;

  /**
   * A builder with string dedup on, message dedup off, depth limit 64, and ASCII strings' bytes
   * copied in place where the JVM allows it ({@link StringBytes}).
   */
  public FlatSink() {
    bulkUtf8.inPlace(true);
    reset();
  }

  /**
   * Whether an ASCII string's bytes are copied from the string itself ({@link
   * StringBytes#asciiPrefix}) instead of read char by char (default true; in effect only where
   * {@link StringBytes#available()}). Same bytes either way.
   */
  public FlatSink stringsInPlace(boolean on) {
    bulkUtf8.inPlace(on);
    return this;
  }

  /** Whether ASCII strings' bytes are copied in place: the option, where available. */
  public boolean stringsInPlace() {
    return bulkUtf8.inPlace();
  }

  /** Equal strings are written once (default on). Takes effect for strings written after it. */
  public FlatSink dedupStrings(boolean on) {
    dedupStrings = on;
    return this;
  }

  /** Whether equal strings are written once (default on). */
  public boolean dedupStrings() {
    return dedupStrings;
  }

  /** Whether {@link #shared}/{@link #share} track message instances (default off). */
  public FlatSink dedupMessages(boolean on) {
    dedupMessages = on;
    return this;
  }

  public boolean dedupMessages() {
    return dedupMessages;
  }

  /**
   * Grows this builder's working array from {@code pool} (and gives the outgrown one back), so a
   * builder reused for large roots does not allocate once the pool is warm; {@code null} (the
   * default) allocates plainly. Stale bytes of pooled arrays are zeroed before use, so the output
   * never depends on the pool (RELIABILITY.md G11).
   */
  public FlatSink bufferPool(BufferPool pool) {
    this.pool = pool;
    return this;
  }

  /** The pool this builder grows from, or {@code null}. */
  public BufferPool bufferPool() {
    return pool;
  }

  /** The deepest nesting {@link #enter()} allows (root = 1). */
  public FlatSink maxDepth(int value) {
    if (value < 1) {
      throw new IllegalArgumentException("maxDepth must be >= 1, got " + value);
    }
    maxDepth = value;
    return this;
  }

  /**
   * A working array grown past this is not kept for the next root (released to the pool if there is
   * one), as the compact writer's are not: a thread that once wrote a very large root does not hold
   * its array for good.
   */
  private static final int RETAIN = 1 << 20;

  /** Starts a new body: clears the tables and writes the 8-byte body header. */
  public FlatSink reset() {
    if (buf.length > RETAIN) {
      if (pool != null) {
        pool.release(buf);
      }
      buf = new byte[256];
    } else {
      zero(buf, Math.min(size, buf.length));
    }
    size = ROOT_POSITION;
    buf[0] = ROOT_POSITION; // root_offset
    if (smallCount > 0) {
      clearStrings();
    }
    shared = IdentityTables.emptied(shared); // (clear() would wipe a grown table every root)
    depth = 0;
    return this;
  }

  /**
   * Zeroes {@code b[0, n)} ({@code n <= b.length}), and possibly bytes past {@code n} that are zero
   * already (every byte from the body's size on is). A body of up to 256 bytes (every price tick,
   * most records) in 32-byte blocks of four 8-byte stores written out, each block after the first
   * behind one test of {@code n}: a loop of {@code long} stores ran through C2's pre- and
   * post-loops one store at a time at these sizes, and cost a fifth of a price tick's encode
   * (docs/benchmarks-log.md, issue 14). Larger bodies: that loop up to 512 bytes, then {@code
   * Arrays.fill}.
   */
  private static void zero(byte[] b, int n) {
    if (n <= 256 && b.length >= 256) {
      zero32(b, 0);
      if (n > 32) {
        zero32(b, 32);
        if (n > 64) {
          zero32(b, 64);
          if (n > 96) {
            zero32(b, 96);
            if (n > 128) {
              zero32(b, 128);
              if (n > 160) {
                zero32(b, 160);
                if (n > 192) {
                  zero32(b, 192);
                  if (n > 224) {
                    zero32(b, 224);
                  }
                }
              }
            }
          }
        }
      }
      return;
    }
    if (n > 512) {
      Arrays.fill(b, 0, n, (byte) 0);
      return;
    }
    int i = 0;
    for (; i <= n - 8; i += 8) {
      LittleEndian.setLong(b, i, 0L);
    }
    for (; i < n; i++) {
      b[i] = 0;
    }
  }

  /** Zeroes {@code b[i, i + 32)}. */
  private static void zero32(byte[] b, int i) {
    LittleEndian.setLong(b, i, 0L);
    LittleEndian.setLong(b, i + 8, 0L);
    LittleEndian.setLong(b, i + 16, 0L);
    LittleEndian.setLong(b, i + 24, 0L);
  }

  /** The working array's length (tests: what {@link #reset()} keeps). */
  int capacity() {
    return buf.length;
  }

  /** Bytes written so far (the body header included). */
  public int size() {
    return size;
  }

  /** Byte offset of a message's data section from its first byte. */
  public static int dataStart(int ptrCount) {
    return (4 + 4 * ptrCount + 7) & ~7;
  }

  /**
   * Appends a message object (8-aligned) with its header; pointers and data are zero.
   *
   * @return the object's position; its data section starts at {@code pos + dataStart(ptrCount)}
   */
  public int object(int dataBytes, int ptrCount) {
    if ((dataBytes | ptrCount) < 0 || dataBytes > 0xFFFF || ptrCount > 0xFFFF) {
      throw new IllegalArgumentException("dataBytes/ptrCount out of range 0..65535");
    }
    int pos = append(8, (long) dataStart(ptrCount) + dataBytes);
    LittleEndian.setShort(buf, pos, (short) dataBytes);
    LittleEndian.setShort(buf, pos + 2, (short) ptrCount);
    return pos;
  }

  /**
   * Whether the object at {@code pos} (a value returned by {@link #object}) is the body's root, the
   * first object after {@link #reset()}. Generated writers use it to give the root's own strings a
   * path that skips the string table (FORMAT.md §F9 fixes the bytes either way).
   */
  public static boolean isRoot(int pos) {
    return pos == ROOT_POSITION;
  }

  /** Appends a union cell of {@code size} zero bytes, 8-aligned; returns its position. */
  public int cell(int size) {
    return append(8, size);
  }

  /**
   * Appends a list header and {@code count} zero elements of {@code stride} bytes aligned to {@code
   * align}: the count is at a multiple of 4, or at 4 mod 8 when {@code align} is 8.
   *
   * @return the position of the count; element {@code i} is at {@code pos + 4 + i * stride}
   */
  public int list(int count, int stride, int align) {
    if (count < 0) {
      throw new BaleException(ErrorCode.INVALID_VALUE, -1, "", "negative count " + count);
    }
    long bytes = 4 + (long) count * stride;
    if (align == 8) {
      pad(alignUp(size - 4, 8) + 4); // the count at 4 mod 8, so the elements are 8-aligned
      return reserve(bytes);
    }
    return append(4, bytes);
  }

  /** Writes a string with this builder's dedup setting; returns the position of its length. */
  public int string(String s) {
    return string(s, dedupStrings);
  }

  /**
   * Writes a string (4-aligned {@code u32} length, then UTF-8); with {@code dedup} (and string
   * dedup on) an equal string written earlier with dedup is reused instead.
   *
   * @throws BaleException {@code INVALID_STRING} if {@code s} holds a lone surrogate
   */
  public int string(String s, boolean dedup) {
    boolean useTable = dedup && dedupStrings;
    int pos = alignTo(4); // where append(4, ...) below puts it
    if (useTable) {
      if (smallCount == 0) {
        smallKeys[0] = s;
        smallPos[0] = pos;
        smallCount = 1;
      } else {
        int at = earlier(s, pos);
        if (at >= 0) {
          return at;
        }
      }
    }
    boolean written = false;
    try {
      append(4, 4 + Utf8.maxEncodedLength(s.length()));
      int end = Utf8.encode(s, buf, pos + 4, bulkUtf8);
      if (end < 0) {
        failedAt = s;
        throw new BaleException(ErrorCode.INVALID_STRING, -1, "", "string holds a lone surrogate");
      }
      // Utf8.encode wrote buf[pos + 4, end) only: the unused rest of the reservation is still
      // zero, as every byte from size on always is (reset zeroes what was written, growth adds
      // zeros).
      size = end;
      LittleEndian.setInt(buf, pos, end - pos - 4);
      written = true;
      return pos;
    } finally {
      if (!written && useTable) {
        clearStrings(); // no entry may point at a string that was not written
      }
    }
  }

  /**
   * For a deduplicated string after the body's first: the position of an equal string written
   * before, or -1 with {@code s} recorded at {@code pos}. Out of line, so that {@link #string}
   * stays small. While the small arrays are in use, a 64-bit filter of the entries' hashes (bit
   * {@code hash & 63} of each) answers "new" for most distinct strings with no search: the entries
   * are compared only when the new string's bit is set (a repeat, or two hashes equal mod 64).
   */
  private int earlier(String s, int pos) {
    int n = smallCount;
    if (n < SMALL) {
      int h = s.hashCode();
      long seen = smallSeen;
      if (n == 1) {
        int h0 = smallKeys[0].hashCode(); // the first entry's, left until now
        smallHashes[0] = h0;
        seen = 1L << h0;
      }
      long bit = 1L << h; // the shift takes h's low 6 bits
      if ((seen & bit) != 0) {
        int at = search(s, h, n);
        if (at >= 0) {
          return at;
        }
      }
      smallKeys[n] = s;
      smallHashes[n] = h;
      smallPos[n] = pos;
      smallCount = n + 1;
      smallSeen = seen | bit;
      return -1;
    }
    return spill(s, pos);
  }

  /** The position of an entry of the small arrays equal to {@code s} (hash {@code h}), or -1. */
  private int search(String s, int h, int n) {
    for (int i = 0; i < n; i++) {
      String k = smallKeys[i];
      if (k == s || (smallHashes[i] == h && k.equals(s))) {
        return smallPos[i];
      }
    }
    return -1;
  }

  /** {@link #earlier} once the small arrays are full: all entries in the index, one probe. */
  private int spill(String s, int pos) {
    if (strings == null) {
      strings = new StringIndex();
    }
    if (smallCount == SMALL) {
      for (int i = 0; i < SMALL; i++) {
        strings.putIfAbsent(smallKeys[i], smallPos[i]);
      }
      smallCount = SMALL + 1;
    }
    // One probe: an equal string written before, or this one recorded at pos.
    return strings.putIfAbsent(s, pos);
  }

  /** Forgets every deduplicated string of the body. */
  private void clearStrings() {
    Arrays.fill(smallKeys, 0, Math.min(smallCount, SMALL), null);
    if (smallCount > SMALL) {
      strings.clear(); // nulls only the slots in use (spill made the index)
    }
    smallCount = 0;
  }

  /** Writes bytes (4-aligned {@code u32} length, then the bytes); never shared. */
  public int bytes(byte[] src, int off, int len) {
    int pos = blob(len);
    System.arraycopy(src, off, buf, pos + 4, len);
    return pos;
  }

  /**
   * {@link #bytes(byte[], int, int)} of a {@code bytes} value, copied straight from it (generated
   * encoders: no copy of the value's array first).
   */
  public int bytes(Bytes value) {
    int pos = blob(value.size());
    value.copyTo(buf, pos + 4);
    return pos;
  }

  /** Appends a blob's 4-aligned {@code u32} length and room for its {@code len} bytes after it. */
  private int blob(int len) {
    int pos = append(4, 4L + len);
    LittleEndian.setInt(buf, pos, len);
    return pos;
  }

  /**
   * Writes a {@code json} value (FORMAT.md §F5.1): a blob like {@code bytes}; its arrays and
   * objects count against the depth limit. Never shared.
   */
  public int json(JsonValue v) {
    FlatJson.Sink out = new FlatJson.Sink();
    FlatJson.encode(
        v,
        out,
        new FlatJson.Depth() {
          @Override
          public void enter(int pos) {
            FlatSink.this.enter();
          }

          @Override
          public void leave() {
            exit();
          }
        });
    return bytes(out.buf, 0, out.size);
  }

  /** Points the slot at {@code slot} to {@code target} ({@code 0}: leaves it null). */
  public void pointer(int slot, int target) {
    if (target != 0) {
      LittleEndian.setInt(buf, slot, target - slot);
    }
  }

  /**
   * The position of {@code instance} if it was already written and {@link #share}d, else 0. Always
   * 0 when message dedup is off.
   */
  public int shared(Object instance) {
    if (!dedupMessages || shared == null) {
      return 0;
    }
    Integer at = shared.get(instance);
    return at == null ? 0 : at;
  }

  /**
   * The value the last encode error is about (a string with a lone surrogate), or null: {@link
   * dev.bale.runtime.flat.Flat#encode(dev.bale.runtime.flat.FlatBuilder,
   * dev.bale.runtime.flat.FlatType, Object)} turns it into the error's field path, and clears it.
   */
  public Object failedAt;

  /** Records that {@code instance} was written at {@code pos} (no-op when message dedup is off). */
  public void share(Object instance, int pos) {
    if (dedupMessages) {
      if (shared == null) {
        shared = new IdentityHashMap<>();
      }
      shared.put(instance, pos);
    }
  }

  /**
   * After a {@link StackOverflowError} while writing a root ({@link
   * dev.bale.runtime.flat.Flat#encode(dev.bale.runtime.flat.FlatBuilder,
   * dev.bale.runtime.flat.FlatType, Object)} catches it): {@code DEPTH_LIMIT} "stack exhausted at
   * depth N". The overflow may have struck inside {@link #ensure} between handing the old array
   * back to the pool and replacing it, so the working array is dropped (never released) and the
   * tables cleared; the builder then starts the next root as a new one does.
   */
  public BaleException stackExhausted(String rootName) {
    int reached = depth;
    buf = new byte[256];
    size = 0;
    Arrays.fill(smallKeys, null);
    smallCount = 0;
    strings = null;
    shared = null;
    depth = 0;
    reset();
    return new BaleException(
        ErrorCode.DEPTH_LIMIT,
        -1,
        ValuePaths.simpleName(rootName),
        "stack exhausted at depth "
            + reached
            + " (depth limit "
            + maxDepth
            + "): encode on a thread with a larger stack to go deeper");
  }

  /** Enters one nesting level; {@code DEPTH_LIMIT} beyond {@link #maxDepth}. */
  public void enter() {
    if (++depth > maxDepth) {
      depth = 0;
      throw new BaleException(
          ErrorCode.DEPTH_LIMIT, -1, "", "nesting deeper than " + maxDepth + " levels");
    }
  }

  /** Leaves the level {@link #enter()} entered. */
  public void exit() {
    depth--;
  }

  public void putI8(int pos, int v) {
    buf[pos] = (byte) v;
  }

  public void putI16(int pos, int v) {
    LittleEndian.setShort(buf, pos, (short) v);
  }

  public void putI32(int pos, int v) {
    LittleEndian.setInt(buf, pos, v);
  }

  public void putI64(int pos, long v) {
    LittleEndian.setLong(buf, pos, v);
  }

  public void putF32(int pos, float v) {
    LittleEndian.setInt(buf, pos, Float.floatToRawIntBits(v));
  }

  public void putF64(int pos, double v) {
    LittleEndian.setLong(buf, pos, Double.doubleToRawLongBits(v));
  }

  /**
   * Sets bit {@code bit} counted from the byte at {@code pos} (byte {@code bit >> 3}, LSB first).
   */
  public void setBit(int pos, int bit) {
    buf[pos + (bit >>> 3)] |= (byte) (1 << (bit & 7));
  }

  /** The body, padded with zeros to a multiple of 8 bytes. */
  public byte[] toByteArray() {
    finishPadding();
    return Arrays.copyOf(buf, size);
  }

  /** The body inside a frame (FORMAT.md §4, codec 2) carrying {@code fingerprint}. */
  public byte[] toByteArrayFramed(long fingerprint) {
    finishPadding();
    byte[] out = new byte[Math.addExact(Frame.HEADER_SIZE, size)];
    Frame.write(out, 0, Frame.CODEC_FLAT, fingerprint);
    System.arraycopy(buf, 0, out, Frame.HEADER_SIZE, size);
    return out;
  }

  /**
   * The padded body in an array acquired from {@code pool}: a heap buffer with position 0 and limit
   * the body's size. The caller owns it and gives it back with {@link
   * BufferPool#release(ByteBuffer)} when done (bytes past the limit are unspecified).
   */
  public ByteBuffer toPooledBuffer(BufferPool pool) {
    finishPadding();
    ByteBuffer out = pool.acquireBuffer(size);
    System.arraycopy(buf, 0, out.array(), 0, size);
    return out;
  }

  /**
   * Copies the padded body into {@code dst} (heap or direct) at its position, advancing it.
   *
   * @return the number of bytes written
   * @throws java.nio.BufferOverflowException if {@code dst} has less room
   */
  public int writeTo(ByteBuffer dst) {
    finishPadding();
    dst.put(buf, 0, size);
    return size;
  }

  private void finishPadding() {
    pad(alignUp(size, 8));
  }

  private int alignTo(int align) {
    return alignUp(size, align);
  }

  private static int alignUp(int n, int align) {
    return (n + align - 1) & -align;
  }

  /** Zero bytes up to {@code pos} (new space is always zero). */
  private void pad(int pos) {
    ensure(pos);
    size = pos;
  }

  private int append(int align, long bytes) {
    pad(alignTo(align));
    return reserve(bytes);
  }

  private int reserve(long bytes) {
    int pos = size;
    long end = pos + bytes;
    if (end > Integer.MAX_VALUE - 16) {
      throw new BaleException(
          ErrorCode.LIMIT_EXCEEDED, -1, "", "flat body larger than 2 GiB: " + end + " bytes");
    }
    ensure((int) end);
    size = (int) end;
    return pos;
  }

  private void ensure(int end) {
    if (end > buf.length) {
      int cap = (int) Math.min(Math.max(end, (long) buf.length * 2), Integer.MAX_VALUE - 8);
      if (pool == null) {
        buf = Arrays.copyOf(buf, cap);
      } else {
        byte[] a = pool.acquire(cap);
        System.arraycopy(buf, 0, a, 0, size);
        Arrays.fill(a, size, a.length, (byte) 0); // new space must read as zero
        pool.release(buf);
        buf = a;
      }
    }
  }
}
