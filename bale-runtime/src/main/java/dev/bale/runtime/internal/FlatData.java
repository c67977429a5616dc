package dev.bale.runtime.internal;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.DoubleList;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.FloatList;
import dev.bale.runtime.Frame;
import dev.bale.runtime.IntList;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.Limits;
import dev.bale.runtime.LongList;
import dev.bale.runtime.MapKeySpread;
import dev.bale.runtime.ShortList;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatReader;
import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.flat.Utf8View;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;

/**
 * The bytes generated flat views read (FORMAT.md Part II): a slice of a {@code byte[]} or of a heap
 * or direct {@link ByteBuffer}, re-pointable without allocating. A root view owns one instance; its
 * nested views share it, so re-pointing the root re-points them all.
 *
 * <p>Positions are absolute: an index into the array or buffer, not an offset from the flat body.
 * {@link #base()} is where the flat body starts.
 *
 * <p><b>Checked access</b> (FORMAT.md §F13; what a generated view's {@code wrap} sets up through
 * {@link #check}): every pointer a view follows is checked when it is followed ({@link #msg},
 * {@link #str}, {@link #blob}, {@link #list}, {@link #map}, {@link #cell}): target in bounds and
 * aligned, the item's header and size inside the body, the depth, the union case, the map's keys
 * distinct; bools, enums and UTF-8 are checked when they are read. Each follow and each read of a
 * string, bytes or whole list is charged against a traversal budget of {@code max(64 Mi, 8 x body
 * length)} units per {@code check}, so shared or cyclic pointers cannot make reads cost more than a
 * bounded multiple of the input. A failed check throws the {@link BaleException} the verifier
 * ({@link FlatVerifier}) throws for the same item: code and offset; the path is the verifier's for
 * an instance made for a root type, found when the check fails ({@link #error}), else the root
 * type's name. Without {@code check} (after {@code reset}: verified or trusted bytes) the same
 * methods only read, and out-of-bounds positions (possible only on unverified input, see {@code
 * wrapUnchecked}) throw {@link IndexOutOfBoundsException} from the JDK, never reading outside the
 * slice's array or buffer.
 *
 * <p>Not thread-safe; buffer positions and limits of a wrapped {@code ByteBuffer} are not changed,
 * and the byte order of the buffer does not matter (reads are little-endian through {@link
 * FlatAccess}).
 */
public final class FlatData {
  /** How the shared checks ({@link FlatChecks}) report: {@link #error}. */
  private final FlatChecks.Errors errors = this::error;

  /**
   * A flat body whose root is an empty message object (no data, no pointers) at body offset 8:
   * every field of a view pointed there reads as its default. Generated views point a non-optional
   * message field whose pointer is null here. Never re-pointed.
   */
  public static final FlatData EMPTY_MESSAGE =
      new FlatData()
          .reset(new byte[] {8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 0, 16)
          .unbudgeted();

  /** Position of the empty message object in {@link #EMPTY_MESSAGE}. */
  public static final int EMPTY_MESSAGE_POSITION = 8;

  /**
   * Position in {@link #EMPTY_MESSAGE} of a zero {@code u32}: read as a length or count, an empty
   * string, bytes or list.
   */
  public static final int EMPTY_LENGTH_POSITION = 4;

  private byte[] array;
  private ByteBuffer buffer;
  private int base;
  private int limit;
  // Where the input starts: error offsets count from here (the frame's first byte when framed).
  private int input;
  // Optional cache of decoded strings (cacheStrings): direct-mapped by length-prefix position;
  // key -1 = empty slot. Null when off.
  private int[] cacheKeys;
  private String[] cacheValues;
  // Whether clearCache has anything to clear: set by share and while the string cache is on.
  private boolean dirty;

  // Checked access (see the class comment); all off after reset.
  private boolean checked;
  private long budget;
  private int maxDepth;
  private String rootName = "";
  // The type of the roots read through this instance when it is a view's own (FlatMessageView), for
  // the paths of checked access's errors (error); null: errors name the root type only.
  private final FlatType<?> rootType;
  // The paths of the body's errors (FlatSurvey, by FlatSurvey.key) for the last check, once looked
  // up: one survey per check however many reads fail. It belongs to the current check while
  // rootName is lookedUpName, a copy of the root's name that the lookup put there; check() puts the
  // caller's name back (it tests rootName's identity anyway), which ends it at no extra cost.
  private Map<Long, String> errorPaths;
  private String lookedUpName;
  private int[] mapsChecked; // direct-mapped positions of maps whose keys were found distinct
  private int[] keyTable; // scratch of the duplicate-key check
  private char[] charScratch; // scratch of strict decoding (decodeStrictRest), at most 4,096 chars
  // Strings are decoded strictly and bad UTF-8 is INVALID_UTF8 (a decode whose verifier left the
  // UTF-8 check to it, Flat#decodeVerified); otherwise they were checked before (verified bytes,
  // checked access) or are read unchecked.
  private boolean strictStrings;

  // The decoded-size budget of decoding into records (FORMAT.md §7.1): set by reset (default
  // limits), check and FlatVerifier.once (their limits); decodedSize counts from the last
  // beginDecode.
  // The shared static instances (EMPTY_MESSAGE, zeros, ofString) charge nothing: what a view of
  // a default decodes is charged by its owner, as the default of a missing field.
  private static final long UNSET = -1;
  private boolean unbudgeted;

  /** Whether the budget is the one {@link #decodeBudget} gave, not one of the limits. */
  private boolean givenBudget;

  private Limits decodeLimits = Limits.DEFAULT;
  private long sizeBudget = Long.MAX_VALUE;
  private long decodedSize;

  /** Creates an instance over no bytes; call {@code reset} before reading. */
  public FlatData() {
    this(null);
  }

  /**
   * Creates an instance over no bytes for the roots of {@code rootType} (a view's own): an error
   * that checked access ({@link #check}) finds then carries the field path to the item that failed,
   * looked for only when it fails. {@code null}: as the no-argument constructor.
   */
  public FlatData(FlatType<?> rootType) {
    this.array = new byte[0];
    this.rootType = rootType;
  }

  /** Points at {@code bytes[off, off + len)}. */
  public FlatData reset(byte[] bytes, int off, int len) {
    if (off < 0 || len < 0 || off > bytes.length - len) {
      throw new IndexOutOfBoundsException("slice " + off + "+" + len + " of " + bytes.length);
    }
    // Reference stores only when they change: each costs a garbage-collector barrier, and a
    // reused instance is usually re-pointed at the same (pooled) array.
    if (array != bytes) {
      this.array = bytes;
      dropBulkViews();
    }
    if (buffer != null) {
      this.buffer = null;
    }
    this.base = off;
    this.input = off;
    this.limit = off + len;
    this.checked = false;
    clearCache();
    budget(Limits.DEFAULT);
    return this;
  }

  /**
   * {@code reset} for an instance in the state {@link #release} leaves (cache and shared records
   * empty, unchecked): points at {@code bytes[off, off + len)} and nothing else; the decoded-size
   * budget is set by {@link #decodeLimits}, which a verified decode calls before reading. For
   * {@link FlatReader}.
   */
  public FlatData point(byte[] bytes, int off, int len) {
    if (off < 0 || len < 0 || off > bytes.length - len) {
      throw new IndexOutOfBoundsException("slice " + off + "+" + len + " of " + bytes.length);
    }
    this.array = bytes;
    this.base = off;
    this.input = off;
    this.limit = off + len;
    return this;
  }

  /**
   * Lets go of the bytes and of the records shared while decoding them (what {@link FlatReader}
   * does after each decode, RELIABILITY.md G11), storing only nulls: a long-lived instance pays no
   * garbage-collector write barrier for it, where {@code reset} over an empty array would. The
   * instance reads nothing until the next {@code reset}.
   */
  public void release() {
    this.array = null;
    this.buffer = null;
    dropBulkViews();
    this.base = 0;
    this.input = 0;
    this.limit = 0;
    this.checked = false;
    this.strictStrings = false;
    clearCache();
  }

  /** Points at the remaining bytes of {@code buf} (its position and limit are not changed). */
  public FlatData reset(ByteBuffer buf) {
    if (buf.hasArray()) {
      return reset(buf.array(), buf.arrayOffset() + buf.position(), buf.remaining());
    }
    this.array = null;
    if (buffer != buf) {
      dropBulkViews();
    }
    this.buffer = buf;
    this.base = buf.position();
    this.input = base;
    this.limit = buf.limit();
    this.checked = false;
    clearCache();
    budget(Limits.DEFAULT);
    return this;
  }

  /** Absolute position of the first byte of the slice (the flat body or its frame). */
  public int base() {
    return base;
  }

  /** Absolute position after the last byte of the slice. */
  public int limit() {
    return limit;
  }

  /**
   * The root position of the flat body read <b>without verifying it</b> beyond its 8-byte header
   * and the root's 4-byte object header being present.
   *
   * @throws BaleException {@code TRUNCATED} if the body is shorter than 12 bytes
   */
  public int root() {
    if (limit - base < 12) {
      throw new BaleException(
          ErrorCode.TRUNCATED, 0, "", "a flat body needs at least 12 bytes for its root header");
    }
    return base + 8;
  }

  /** The array read, or null when reading a direct buffer. */
  public byte[] array() {
    return array;
  }

  /** The direct buffer read, or null when reading an array. */
  public ByteBuffer buffer() {
    return buffer;
  }

  public byte i8(int p) {
    return array != null ? array[p] : buffer.get(p);
  }

  public short i16(int p) {
    return array != null ? FlatAccess.i16(array, p) : FlatAccess.i16(buffer, p);
  }

  public int i32(int p) {
    return array != null ? FlatAccess.i32(array, p) : FlatAccess.i32(buffer, p);
  }

  public long i64(int p) {
    return array != null ? FlatAccess.i64(array, p) : FlatAccess.i64(buffer, p);
  }

  public float f32(int p) {
    return Float.intBitsToFloat(i32(p));
  }

  public double f64(int p) {
    return Double.longBitsToDouble(i64(p));
  }

  /**
   * The bit {@code bit} (0 = least significant bit of byte {@code p}) of the bytes at {@code p}.
   */
  public boolean bit(int p, int bit) {
    return (i8(p + (bit >>> 3)) & (1 << (bit & 7))) != 0;
  }

  /** The target of the pointer slot at {@code slot} (absolute), or 0 for a null pointer. */
  public int pointer(int slot) {
    int rel = i32(slot);
    return rel == 0 ? 0 : slot + rel;
  }

  /**
   * The {@code u32} length (or count) at {@code p}, as an int (verified input fits); 0 for {@code p
   * == 0}, a null pointer, so a null string, bytes or list reads as empty.
   */
  public int length(int p) {
    return p == 0 ? 0 : i32(p);
  }

  /**
   * The position of element {@code i} of the list whose count is at {@code list} (0: an empty
   * list), with elements of {@code stride} bytes.
   *
   * @throws IndexOutOfBoundsException if {@code i} is not below the count
   */
  public int element(int list, int i, int stride) {
    return list + 4 + Objects.checkIndex(i, length(list)) * stride;
  }

  /**
   * An instance over {@code [0 u32][u32 length][UTF-8 of s]}: the string's length prefix is at
   * position 4. Generated views read a string field's non-empty default from one of these.
   */
  public static FlatData ofString(String s) {
    byte[] utf8 = new byte[(int) Utf8.maxEncodedLength(s.length())];
    int n = Utf8.encode(s, utf8, 0);
    if (n < 0) {
      throw new IllegalArgumentException("string holds a lone surrogate");
    }
    byte[] b = new byte[8 + n];
    LittleEndian.setInt(b, 4, n);
    System.arraycopy(utf8, 0, b, 8, n);
    return new FlatData().reset(b, 0, b.length).unbudgeted();
  }

  private static volatile FlatData zeros = new FlatData().reset(new byte[64], 0, 64).unbudgeted();

  /**
   * A shared instance over at least {@code size} zero bytes (never written): a struct field the
   * writer did not have reads from here as all zeros. Allocates only when a larger size than ever
   * before is asked for.
   */
  public static FlatData zeros(int size) {
    FlatData z = zeros;
    if (z.limit < size) {
      z =
          new FlatData()
              .reset(new byte[Math.max(size, 2 * z.limit)], 0, Math.max(size, 2 * z.limit))
              .unbudgeted();
      zeros = z;
    }
    return z;
  }

  // ---------------------------------------------------------------- checked access

  /**
   * Turns on checked access for the body this instance points at (after {@code reset}) and checks
   * the body header and the root object (FORMAT.md §F1; depth 1), with the depth limit of {@code
   * limits} and a fresh traversal budget. Errors name {@code rootName} as their path.
   *
   * @return the root object's position
   * @throws BaleException if the header or the root object is bad
   */
  public int check(String rootName, Limits limits) {
    this.checked = true;
    if (this.rootName != rootName) {
      // (a reference store costs a barrier: only when it changes, or after an error's path lookup)
      this.rootName = rootName;
      errorPaths = null;
    }
    budget(limits);
    // The default limits' depth as a constant (Limits' fields are not constants to the JIT): a view
    // wrapped with them then tests each follow's depth against 64 at compile time.
    this.maxDepth = limits == Limits.DEFAULT ? Limits.DEFAULT_DEPTH : limits.depth();
    int len = limit - base;
    this.budget = Math.max(FlatVerifier.MIN_BUDGET, 8L * len);
    if (mapsChecked != null) {
      java.util.Arrays.fill(mapsChecked, 0);
    }
    if (len < 8) {
      throw error(ErrorCode.TRUNCATED, base, "body header needs 8 bytes, " + len + " remain");
    }
    if (i32(base) != 8) {
      throw error(
          ErrorCode.OFFSET_OUT_OF_BOUNDS,
          base,
          "root offset " + Integer.toUnsignedString(i32(base)) + " (must be 8)");
    }
    return object(base + 8, 1);
  }

  /**
   * {@link #check(String, Limits)} for a decode of the root into records ({@link Flat}'s checked
   * decode): the decoded-size budget is computed now, as {@link #decodeLimits} does, so that the
   * first charge stays inline.
   */
  public int checkForDecode(String rootName, Limits limits) {
    int root = check(rootName, limits);
    if (!unbudgeted) {
      sizeBudget = sizeBudget();
    }
    return root;
  }

  /**
   * Like {@link #check(String, Limits)} for a framed body (FORMAT.md §4): checks the frame header
   * first — magic, version, codec ({@code 2}, flat) and, when {@code checkFingerprint}, that the
   * fingerprint is {@code fingerprint} — in the verifier's order and with its codes, then points at
   * the body after it. Error offsets count from the frame's first byte.
   *
   * @return the root object's position
   */
  public int checkFramed(
      String rootName, Limits limits, boolean checkFingerprint, long fingerprint) {
    this.rootName = rootName;
    int at = base;
    // A class, not a lambda: a framed root's entry may be near the stack's end (FlatData.json).
    FlatChecks.frame(
        errors,
        at,
        limit - at,
        new java.util.function.IntUnaryOperator() {
          @Override
          public int applyAsInt(int p) {
            return i8(p) & 0xFF;
          }
        },
        checkFingerprint,
        fingerprint);
    base = at + Frame.HEADER_SIZE;
    clearCache();
    return check(rootName, limits);
  }

  /** Whether accessors check what they read (see the class comment). */
  public boolean checked() {
    return checked;
  }

  /**
   * Follows the message pointer at {@code slot} to an object at nesting depth {@code depth}.
   *
   * @return the object's position, or 0 for null
   */
  public int msg(int slot, int depth) {
    int rel = i32(slot);
    if (rel == 0) {
      return 0;
    }
    return checked ? object(target(slot, rel, 8), depth) : slot + rel;
  }

  /** Follows the string pointer at {@code slot}: the position of its length, or 0 for null. */
  public int str(int slot) {
    return blob(slot);
  }

  /** Follows the bytes (or string) pointer at {@code slot}: its length's position, or 0. */
  public int blob(int slot) {
    int rel = i32(slot);
    if (rel == 0) {
      return 0;
    }
    if (!checked) {
      return slot + rel;
    }
    int t = target(slot, rel, 4);
    FlatChecks.header(errors, t, limit, "length");
    FlatChecks.blobLength(errors, t, limit, i32(t));
    charge(t, 5);
    return t;
  }

  /**
   * Follows the list pointer at {@code slot} to a list at depth {@code depth} whose elements are
   * {@code stride} bytes aligned to {@code align}.
   *
   * @return the position of the count, or 0 for null
   */
  public int list(int slot, int stride, int align, int depth) {
    int rel = i32(slot);
    if (rel == 0) {
      return 0;
    }
    if (!checked) {
      return slot + rel;
    }
    int t = target(slot, rel, align == 8 ? -8 : 4);
    level(t, depth);
    FlatChecks.header(errors, t, limit, "count");
    FlatChecks.listCount(errors, t, limit, i32(t), stride);
    charge(t, 5);
    return t;
  }

  /**
   * Follows the map pointer at {@code slot} like {@link #list}, then (checked, once per map and
   * {@code check}) that no two entries have equal keys: {@code DUPLICATE_MAP_KEY} at the later
   * entry. {@code keyWidth} is the width of an inline key (compared by its bits), or 0 for a string
   * key (a pointer at the entry's start, compared by its bytes).
   */
  public int map(int slot, int stride, int align, int depth, int keyWidth) {
    return map(slot, stride, align, depth, keyWidth, SPREAD_NONE);
  }

  /** {@code keySpread} of a map whose keys need no key-spread check (bool, string). */
  public static final int SPREAD_NONE = 0;

  /** {@code keySpread} of signed integer keys up to 32 bits and enum keys (FORMAT.md §7.2). */
  public static final int SPREAD_SIGNED = 1;

  /** {@code keySpread} of unsigned integer keys up to 32 bits. */
  public static final int SPREAD_UNSIGNED = 2;

  /** {@code keySpread} of {@code i64} keys. */
  public static final int SPREAD_I64 = 3;

  /** {@code keySpread} of {@code u64} keys. */
  public static final int SPREAD_U64 = 4;

  /**
   * {@link #map(int, int, int, int, int)} for a map with integer or enum keys: checked access also
   * applies the key-spread rule of FORMAT.md §7.2 ({@code LIMIT_EXCEEDED} at the entry), as the
   * verifier does; {@code keySpread} is one of the {@code SPREAD_} constants.
   */
  public int map(int slot, int stride, int align, int depth, int keyWidth, int keySpread) {
    int t = list(slot, stride, align, depth);
    if (checked && t != 0) {
      if (mapsChecked == null) {
        mapsChecked = new int[64];
      }
      int m = (t >>> 2) & 63;
      if (mapsChecked[m] != t) {
        distinctKeys(t, stride, keyWidth, keySpread);
        mapsChecked[m] = t;
      }
    }
    return t;
  }

  private void distinctKeys(int t, int stride, int keyWidth, int keySpread) {
    int count = i32(t);
    if (count < 2) {
      return;
    }
    MapKeySpread spread = keySpread == SPREAD_NONE ? null : MapKeySpread.of(count);
    charge(t, count);
    int size = (int) Math.min(1L << 30, (long) Integer.highestOneBit(count) << 2);
    int[] table = keyTable;
    if (table == null || table.length < size) {
      // At least 16 slots (kept for the next map), no more: a map's charge covers a table of 4
      // slots per entry (FORMAT.md §7.1), which 64 slots for a map of 2 was not.
      table = keyTable = new int[Math.max(size, 16)];
    }
    int mask = size - 1;
    java.util.Arrays.fill(table, 0, size, 0);
    for (int i = 0; i < count; i++) {
      int e = t + 4 + i * stride;
      long h = keyHash(e, keyWidth);
      int k = FlatKeys.slot(h, mask);
      while (table[k] != 0) {
        if (keysEqual(table[k], e, keyWidth)) {
          throw error(ErrorCode.DUPLICATE_MAP_KEY, e, "key of entry " + i + " occurs before");
        }
        k = (k + 1) & mask;
      }
      table[k] = e;
      if (spread != null && !spread.add(spreadHash(h, keyWidth, keySpread))) {
        throw error(ErrorCode.LIMIT_EXCEEDED, e, MapKeySpread.MESSAGE);
      }
    }
  }

  /**
   * The {@link MapKeySpread} hash of an inline key whose bits, sign-extended from {@code keyWidth}
   * bytes, are {@code v} (what {@link #keyHash} read for the duplicate check).
   */
  private static int spreadHash(long v, int keyWidth, int keySpread) {
    switch (keySpread) {
      case SPREAD_I64:
        return MapKeySpread.int64Hash(v);
      case SPREAD_U64:
        return MapKeySpread.uint64Hash(v);
      case SPREAD_UNSIGNED:
        return MapKeySpread.numberHash(v & ((1L << 8 * keyWidth) - 1));
      default:
        return MapKeySpread.numberHash(v);
    }
  }

  /**
   * The seed of the duplicate-key tables' hash ({@link FlatKeys}), random per JVM: with a fixed
   * hash, keys that all land in one slot can be prepared (i64 keys {@code t << 45}: 65,535 of them,
   * 1 MB of map, took 1.2 s of linear probing in one checked read instead of 3 ms), and the probing
   * is not charged to the traversal budget. Unknown to the sender, the seed makes such keys a
   * matter of chance. Here, not in FlatKeys: this class is initialized before any flat read, at the
   * top of the stack.
   */
  static final long KEY_SEED = randomSeed();

  /**
   * 64 bits from the operating system's random source: eight bytes of {@code /dev/urandom} where
   * there is one (Linux, macOS, the BSDs), else {@link java.security.SecureRandom}. Not {@code
   * SecureRandom} first: on HotSpot its first use in a JVM loads the security providers and seeds a
   * generator, 35-40 ms on this project's machine against 0.1-0.4 ms for the read, all of it added
   * to a process's first flat read (docs/benchmarks-log.md, "Cold start: the flat key seed"). On
   * Android (ART) {@code SecureRandom} is used: its providers are installed and warmed in the
   * zygote before any app runs, and a file read on an app's main thread counts as disk I/O under
   * {@code StrictMode}.
   */
  static long randomSeed() {
    if (!"Dalvik".equals(System.getProperty("java.vm.name"))) {
      try (java.io.DataInputStream in =
          new java.io.DataInputStream(new java.io.FileInputStream("/dev/urandom"))) {
        return in.readLong(); // EOFException if the file ends first
      } catch (java.io.IOException | SecurityException e) {
        // no such file, or not readable here: the JDK's generator below
      }
    }
    return new java.security.SecureRandom().nextLong();
  }

  // The duplicate-key table's hash and equality (FlatKeys, shared with the verifier); a string
  // key is followed with checks, and its bytes are charged to the traversal budget.
  private long keyHash(int e, int keyWidth) {
    if (keyWidth != 0) {
      return FlatKeys.inline(array, 0, buffer, e, keyWidth);
    }
    int s = str(e);
    int len = length(s);
    charge(s, len);
    return FlatKeys.string(array, 0, buffer, s + 4, len);
  }

  private boolean keysEqual(int a, int b, int keyWidth) {
    if (keyWidth != 0) {
      return FlatKeys.inline(array, 0, buffer, a, keyWidth)
          == FlatKeys.inline(array, 0, buffer, b, keyWidth);
    }
    int x = pointer(a);
    int y = pointer(b);
    int len = length(x);
    if (len != length(y)) {
      return false;
    }
    charge(y, len); // (equal-length candidates are compared byte by byte)
    return FlatKeys.sameBytes(array, 0, buffer, x + 4, y + 4, len);
  }

  /**
   * Follows the union pointer at {@code slot} to a cell at depth {@code depth}; its case id is
   * readable, the union's view checks it ({@link #cellBody}). A null pointer reads as 0, or with
   * {@code required} (a union has no default, FORMAT.md §F3.3) is {@code MISSING_UNION}.
   */
  public int cell(int slot, int depth, boolean required) {
    int rel = i32(slot);
    if (rel == 0) {
      if (checked && required) {
        throw error(ErrorCode.MISSING_UNION, slot, "a union value is required");
      }
      return 0;
    }
    if (!checked) {
      return slot + rel;
    }
    int t = target(slot, rel, 8);
    level(t, depth);
    FlatChecks.header(errors, t, limit, "case id");
    return t;
  }

  /**
   * A required union field whose slot the writer's object at {@code obj} does not have: 0, or
   * {@code MISSING_UNION} at the object when checked.
   */
  public int noCell(int obj) {
    if (checked) {
      throw error(ErrorCode.MISSING_UNION, obj, "a union value is required");
    }
    return 0;
  }

  /**
   * Checks the cell at {@code cell} (from {@link #cell}) for its case: {@code size} is the cell
   * size of the case, or negative when the id is not a case ({@code UNKNOWN_UNION_CASE}); then the
   * size must fit ({@code TRUNCATED}). Does nothing unchecked or for 0.
   */
  public int cellBody(int cell, int size) {
    if (checked && cell != 0) {
      if (size < 0) {
        throw error(
            ErrorCode.UNKNOWN_UNION_CASE,
            cell,
            "case id " + Integer.toUnsignedString(i32(cell)) + " is not a case of the union");
      }
      if (size > limit - cell) {
        throw error(
            ErrorCode.TRUNCATED, cell, "cell of " + size + " bytes, " + (limit - cell) + " remain");
      }
      charge(cell, 1 + size);
    }
    return cell;
  }

  /**
   * Entering an inline struct at {@code pos} at depth {@code depth}: {@code DEPTH_LIMIT} when
   * checked and too deep.
   */
  public int level(int pos, int depth) {
    if (checked && depth > maxDepth) {
      throw error(ErrorCode.DEPTH_LIMIT, pos, "nesting deeper than " + maxDepth + " levels");
    }
    return pos;
  }

  /** A bool byte of a struct, list, entry or cell: {@code INVALID_BOOL} unless 0 or 1 (checked). */
  public boolean bool(int p) {
    int v = i8(p);
    if (checked && (v & ~1) != 0) {
      throw error(ErrorCode.INVALID_BOOL, p, "bool byte " + (v & 0xFF));
    }
    return v != 0;
  }

  /**
   * An enum's value stored XOR {@code dflt} at {@code p}: above 2^31-1 is {@code INT_OUT_OF_RANGE}
   * (checked).
   */
  public int enumAt(int p, int dflt) {
    int v = i32(p) ^ dflt;
    if (checked && v < 0) {
      throw error(
          ErrorCode.INT_OUT_OF_RANGE, p, "enum value " + Integer.toUnsignedString(v) + " > 2^31-1");
    }
    return v;
  }

  /**
   * The count of the list at {@code t} (0: empty) for a read of every element: charges {@code count
   * x stride} units (checked), since such a read costs that much.
   */
  public int count(int t, int stride) {
    int n = length(t);
    if (checked && n != 0) {
      charge(t, (long) n * stride);
    }
    return n;
  }

  private int target(int slot, int rel, int align) {
    return FlatChecks.target(errors, slot, rel, base, limit, align);
  }

  private int object(int t, int depth) {
    level(t, depth);
    FlatChecks.header(errors, t, limit, "message header");
    long size = FlatChecks.objectSize(errors, t, limit, i16(t + 2) & 0xFFFF, i16(t) & 0xFFFF);
    charge(t, 1 + size);
    return t;
  }

  /** INVALID_UTF8 for the string of {@code len} bytes after the length at {@code p}. */
  public BaleException badUtf8(int p, int len) {
    return error(ErrorCode.INVALID_UTF8, p + 4, "string of " + len + " bytes");
  }

  private void charge(int pos, long units) {
    budget -= units;
    if (budget < 0) {
      throw budgetExhausted(pos);
    }
  }

  /**
   * LIMIT_EXCEEDED at {@code pos}, naming the root type: the budget is spent by this instance's
   * reads, in their order, not by an item, so no path is looked for ({@link #error}).
   */
  private BaleException budgetExhausted(int pos) {
    return new BaleException(
        ErrorCode.LIMIT_EXCEEDED,
        (long) pos - input,
        ValuePaths.simpleName(rootName),
        "traversal budget exhausted");
  }

  /**
   * An error at absolute {@code pos}, reported from the input's first byte. Under checked access on
   * an instance made for a root type ({@link #FlatData(FlatType)}) its path is found now, not kept
   * while reading: the whole body is verified with the path recorded, going on past items that fail
   * ({@link FlatSurvey}), and when that survey meets the same error (same code, same position) its
   * path is the error's. The body is surveyed once per {@link #check}: later failures of the same
   * wrap look up the same survey, so a caller that reads on past errors pays one verification, not
   * one per error. Otherwise (the survey ended before the item, or only checked access fails) the
   * error names the root type, as the traversal budget's error ({@link #charge}) always does.
   */
  private BaleException error(ErrorCode code, int pos, String detail) {
    String path = null;
    if (checked && rootType != null) {
      if (rootName != lookedUpName) {
        errorPaths = FlatSurvey.paths(rootType, this, decodeLimits);
        lookedUpName = new String(rootName); // (equal text, another object: see errorPaths)
        rootName = lookedUpName;
      }
      path = errorPaths.get(FlatSurvey.key(code, (long) pos - base));
    }
    return new BaleException(
        code, (long) pos - input, path != null ? path : ValuePaths.simpleName(rootName), detail);
  }

  // ---------------------------------------------------------------- strings and bytes

  /**
   * Keeps up to {@code entries} decoded strings (rounded up to a power of two, at most 2^20; 0
   * turns the cache off, the default), so that {@link #string(int)} of a position read before
   * returns the same {@code String} without decoding it again. The cache is direct-mapped by the
   * string's position (two strings may evict each other) and emptied by every {@code reset}, so a
   * re-pointed instance never returns a string of its earlier bytes. Allocates the cache arrays
   * once here; a hit allocates nothing.
   *
   * @throws IllegalArgumentException if {@code entries} is negative or above 2^20
   */
  public FlatData cacheStrings(int entries) {
    if (entries < 0 || entries > 1 << 20) {
      throw new IllegalArgumentException("entries must be in [0, 2^20], got " + entries);
    }
    if (entries == 0) {
      cacheKeys = null;
      cacheValues = null;
      return this;
    }
    int n = Integer.highestOneBit(entries);
    if (n < entries) {
      n <<= 1;
    }
    cacheKeys = new int[n];
    cacheValues = new String[n];
    dirty = true;
    clearCache();
    return this;
  }

  private void clearCache() {
    // One test on every reset: only a used string cache or shared records need clearing.
    if (dirty) {
      clearCacheSlow();
    }
  }

  private void clearCacheSlow() {
    dirty = cacheKeys != null; // (the string cache, while on, is cleared on every reset)
    if (cacheKeys != null) {
      java.util.Arrays.fill(cacheKeys, -1);
      java.util.Arrays.fill(cacheValues, null);
    }
    firstSharedKey = 0;
    if (firstSharedValue != null) {
      firstSharedValue = null; // (a reference store costs a barrier: only when it changes)
    }
    if (sharedCount > 0) {
      // A table much larger than its use is dropped, not cleared: clearing costs its length, which
      // every later smaller root would pay (a view that had decoded a root of 262,144 messages
      // then took 116 us for each decode of a 3-message root instead of 0.1 us), and it would be
      // kept for good. Roots that fill it keep it.
      int slots = sharedKeys.length;
      if (slots > 64 && (slots > 8 * sharedCount || slots > SHARED_KEPT)) {
        sharedKeys = null;
        sharedValues = null;
      } else {
        java.util.Arrays.fill(sharedKeys, 0);
        java.util.Arrays.fill(sharedValues, null);
      }
      sharedCount = 0;
    }
    sharedKeyed = false;
  }

  // ---- shared targets: a message object reached twice decodes to one record (FORMAT.md §F8) ----

  // The first record decoded sits in two fields, so decoding a root of one message (the common
  // small case) allocates no table; the others go to an open-addressing table keyed by object
  // position (never 0: 0 is the body header), allocated on the second record, at most half full,
  // doubled as it fills. A position is in one of the two, never both. Both are cleared with the
  // bytes (reset).
  //
  // The slot is first a fixed multiplicative hash, which spreads the positions a writer lays out
  // (one after another) better than a random one does (citm's 10,927 records: 8,712 extra probes
  // a decode, against 14,800 on average and up to 236,000 for a random multiplier). The positions
  // are the input's, so hostile bytes can place their objects where its slots fall into one run
  // (16,384 objects so placed, a 2.2 MB body, took 107 ms to decode against 1.6 ms, quadratic in
  // the body): a probe past SHARED_MAX_PROBE slots, found by a lookup, an insert or a doubling,
  // places the records again, by the duplicate-key tables' hash (FlatKeys.slot, seeded per JVM),
  // unknown to the sender,
  // until the next reset. Nothing else: the records stay in the table, which allocates at most 64
  // bytes a record with the tables it outgrew (8 a slot, at most 4 slots a record after a
  // doubling, and the outgrown ones half as many in all), and 32 more for a table placed again at
  // its size (a doubling places its new table again in place), within the 96 charged for each
  // message object (FORMAT.md §7.1). (Until 2026-12-01 such a probe moved the records into a
  // HashMap: a node and a boxed position each, about 60 bytes a record more, not charged.)
  private int firstSharedKey;
  private Object firstSharedValue;
  private int[] sharedKeys;
  private Object[] sharedValues;
  private int sharedCount;
  private boolean sharedKeyed; // placed by FlatKeys.slot, since a probe passed SHARED_MAX_PROBE
  private static final int SHARED_MAX_PROBE = 64;
  private static final int SHARED_KEPT = 1 << 16; // slots of the largest table a reset keeps

  /**
   * The record already decoded from the message object at {@code position} of these bytes, if it is
   * a {@code type}; else null. Decoding keeps sharing (two pointers to one object give one record),
   * so a value written with message dedup re-encodes with it to the same bytes. Keyed by type too:
   * hostile bytes may point fields of two message types at one object. For generated code.
   */
  public <T> T shared(int position, Class<T> type) {
    if (position == firstSharedKey) {
      Object v = firstSharedValue;
      return type.isInstance(v) ? type.cast(v) : null;
    }
    if (sharedKeys == null) {
      return null;
    }
    int i = sharedSlot(position); // (first: it may place the table again)
    Object v = sharedValues[i]; // null at a free slot
    return type.isInstance(v) ? type.cast(v) : null;
  }

  /**
   * Records {@code record}, decoded from the message object at {@code position} (the first record
   * of a position stays), and returns it. For generated code.
   */
  public <T> T share(int position, T record) {
    if (this == EMPTY_MESSAGE) {
      return record; // shared by every view of a missing message: never written to
    }
    dirty = true;
    if (firstSharedKey == 0) {
      firstSharedKey = position;
      firstSharedValue = record;
      return record;
    }
    if (firstSharedKey == position) {
      return record;
    }
    if (sharedKeys == null) {
      sharedKeys = new int[16];
      sharedValues = new Object[16];
    } else if (2 * (sharedCount + 1) > sharedKeys.length) {
      placeShared(sharedKeys.length * 2);
    }
    int i = sharedSlot(position);
    if (sharedKeys[i] == 0) {
      sharedKeys[i] = position;
      sharedValues[i] = record;
      sharedCount++;
    }
    return record;
  }

  /** The slot where the probe for {@code position} starts in a table of {@code mask + 1} slots. */
  private int sharedHome(int position, int mask) {
    return sharedKeyed ? FlatKeys.slot(position, mask) : (position * 0x9E3779B9) >>> 8 & mask;
  }

  /**
   * The slot of the table holding {@code position}, or the free slot where it goes. Under the fixed
   * hash, a probe past {@link #SHARED_MAX_PROBE} slots places the table again by the seeded one;
   * under that, probes run to their end (the table is at most half full, so they end).
   */
  private int sharedSlot(int position) {
    int[] keys = sharedKeys;
    int mask = keys.length - 1;
    int i = sharedHome(position, mask);
    for (int probe = 0; ; i = (i + 1) & mask) {
      int k = keys[i];
      if (k == position || k == 0) {
        return i;
      }
      if (++probe == SHARED_MAX_PROBE && !sharedKeyed) {
        sharedKeyed = true;
        placeShared(keys.length);
        return sharedSlot(position);
      }
    }
  }

  /**
   * Moves the records into new arrays of {@code slots} slots, placed by the current hash; under the
   * fixed one, a probe past {@link #SHARED_MAX_PROBE} slots places them again in the same arrays by
   * the seeded one.
   */
  private void placeShared(int slots) {
    int[] nk = new int[slots];
    Object[] nv = new Object[slots];
    if (!placeShared(nk, nv)) {
      sharedKeyed = true;
      java.util.Arrays.fill(nk, 0);
      java.util.Arrays.fill(nv, null);
      placeShared(nk, nv);
    }
    sharedKeys = nk;
    sharedValues = nv;
  }

  /** Places the records in {@code nk}/{@code nv}; false on a long probe under the fixed hash. */
  private boolean placeShared(int[] nk, Object[] nv) {
    int[] keys = sharedKeys;
    Object[] values = sharedValues;
    int mask = nk.length - 1;
    for (int j = 0; j < keys.length; j++) {
      int k = keys[j];
      if (k != 0) {
        int i = sharedHome(k, mask);
        for (int probe = 0; nk[i] != 0; i = (i + 1) & mask) {
          if (++probe == SHARED_MAX_PROBE && !sharedKeyed) {
            return false;
          }
        }
        nk[i] = k;
        nv[i] = values[j];
      }
    }
    return true;
  }

  // ---- the decoded-size budget of decoding into records (FORMAT.md §7.1) ----

  private FlatData unbudgeted() {
    unbudgeted = true;
    sizeBudget = Long.MAX_VALUE;
    return this;
  }

  private void budget(Limits limits) {
    if (decodeLimits != limits) {
      decodeLimits = limits; // (stored only when it changes: a reference store costs a barrier)
    }
    givenBudget = false;
    decodedSize = 0;
    if (!unbudgeted) {
      sizeBudget =
          UNSET; // computed at the first charge (a reset that decodes nothing pays nothing)
    }
  }

  /**
   * Holds decoding these bytes into records to the decoded-size budget of {@code limits} (FORMAT.md
   * §7.1: {@code max(decodedSizeFloor, decodedSizeRatio x length)} estimated bytes, of the whole
   * slice) and names {@code rootName} in its errors. {@code reset} sets the default limits, {@link
   * #check} and {@link FlatVerifier#once} theirs.
   */
  public FlatData decodeLimits(Limits limits, String rootName) {
    budget(limits);
    if (!unbudgeted) {
      // Computed now, not at the first charge: these bytes are about to be decoded (a verified
      // decode, checked access), and the first charge then stays inline (no overBudget call).
      sizeBudget = sizeBudget();
    }
    if (this.rootName != rootName) {
      this.rootName = rootName;
    }
    return this;
  }

  private long sizeBudget() {
    return decodeLimits.decodedSizeBudget(limit - base);
  }

  /**
   * Holds decoding these bytes to {@code bytes} estimated decoded bytes, counted from 0 (for a
   * caller that keeps its own count, such as the dynamic flat codec decoding a {@code json} value
   * with what remains of its budget), and names {@code rootName} in its errors.
   */
  public FlatData decodeBudget(long bytes, String rootName) {
    decodeLimits(Limits.DEFAULT, rootName);
    if (!unbudgeted) {
      sizeBudget = Math.max(0, bytes);
      givenBudget = true;
    }
    return this;
  }

  /**
   * Starts counting a decode into records afresh (what generated code calls when it decodes a root
   * object, and an accessor that decodes a whole list or map): the budget is per decode, not per
   * wrap, so a view read many times is not refused.
   */
  public void beginDecode() {
    if (!unbudgeted) {
      decodedSize = 0;
    }
  }

  /** The estimated bytes charged since the last {@link #beginDecode} (or reset). */
  public long decodedSize() {
    return decodedSize;
  }

  /**
   * Charges {@code bytes} estimated decoded bytes (FORMAT.md §7.1) for an object decoded at
   * absolute {@code pos}. More than the budget → LIMIT_EXCEEDED at {@code pos}. For generated code:
   * a message record once per object (a shared object is decoded once), a union value once per
   * cell, the default of a missing field at its owner.
   */
  public void chargeDecoded(int pos, long bytes) {
    if (!unbudgeted && (decodedSize += bytes) > sizeBudget) {
      overBudget(pos);
    }
  }

  // Out of line, so that the charge generated code calls stays small enough to inline everywhere.
  private void overBudget(int pos) {
    if (sizeBudget == UNSET) {
      sizeBudget = sizeBudget();
      if (decodedSize <= sizeBudget) {
        return;
      }
    }
    if (givenBudget) {
      throw new BaleException(
          ErrorCode.LIMIT_EXCEEDED,
          (long) pos - base,
          ValuePaths.simpleName(rootName),
          "decoding takes the decoded size to "
              + decodedSize
              + " estimated bytes, over what remains of the caller's budget, "
              + sizeBudget);
    }
    throw new BaleException(
        ErrorCode.LIMIT_EXCEEDED,
        (long) pos - base,
        ValuePaths.simpleName(rootName),
        "decoding into records takes the decoded size to "
            + decodedSize
            + " estimated bytes, over the budget of "
            + sizeBudget
            + " (max("
            + decodeLimits.decodedSizeFloor()
            + ", "
            + decodeLimits.decodedSizeRatio()
            + " x "
            + (limit - base)
            + " input bytes))");
  }

  /**
   * Charges a list or map of {@code count} elements at {@code t} (nothing for 0, a null pointer:
   * its owner charges a missing field's default): {@code EMPTY_COLLECTION} when empty, else {@code
   * COLLECTION_BASE + count x element}, as the compact reader charges a count.
   */
  public void chargeCollection(int t, int count, int element) {
    if (t != 0) {
      chargeDecoded(
          t,
          count == 0
              ? CompactSource.EMPTY_COLLECTION
              : CompactSource.COLLECTION_BASE + (long) count * element);
    }
  }

  /**
   * {@code target}, charging {@code bytes} (a message's default) at {@code pos} when it is 0: a
   * null element of a list of messages, or map value, decodes to the default.
   */
  public int missing(int target, int pos, int bytes) {
    if (target == 0) {
      chargeDecoded(pos, bytes);
    }
    return target;
  }

  /**
   * Charges a decoded string, {@code STRING_BASE + 2 x its length} unless empty or null; returns
   * it.
   */
  public String chargeString(int pos, String s) {
    if (s != null && !s.isEmpty()) {
      chargeDecoded(pos, CompactSource.STRING_BASE + 2L * s.length());
    }
    return s;
  }

  /**
   * What a decoded string costs: {@code STRING_BASE + 2 x its length}, 0 when empty or null (for
   * generated code, which charges the strings of a record once, with its other fields).
   */
  public static long stringSize(String s) {
    return s == null || s.isEmpty() ? 0 : CompactSource.STRING_BASE + 2L * s.length();
  }

  /** What decoded bytes cost: {@code BYTES_BASE + their length}, 0 when null. */
  public static long bytesSize(Bytes b) {
    return b == null ? 0 : CompactSource.BYTES_BASE + (long) b.size();
  }

  /** Charges decoded bytes, {@code BYTES_BASE + their length} unless null; returns them. */
  public Bytes chargeBytes(int pos, Bytes b) {
    if (b != null) {
      chargeDecoded(pos, CompactSource.BYTES_BASE + (long) b.size());
    }
    return b;
  }

  /** The string whose length prefix is at {@code p} (from the cache when it is on and holds it). */
  public String string(int p) {
    int[] keys = cacheKeys;
    if (keys == null) {
      return checked ? checkedString(p) : decodeString(p);
    }
    int i = (p >>> 2) & (keys.length - 1);
    if (keys[i] == p) {
      return cacheValues[i];
    }
    String s = checked ? checkedString(p) : decodeString(p);
    keys[i] = p;
    cacheValues[i] = s;
    return s;
  }

  private String decodeString(int p) {
    int len = length(p);
    if (len == 0) {
      return ""; // an absent or empty string: no new String (a record holds dozens of them)
    }
    if (strictStrings) {
      return decodeStrict(p, len);
    }
    if (array != null) {
      return new String(array, p + 4, len, StandardCharsets.UTF_8);
    }
    byte[] copy = new byte[len];
    Jdk.get(buffer, p + 4, copy, 0, len);
    return new String(copy, StandardCharsets.UTF_8);
  }

  /**
   * The string of {@code len > 0} bytes after {@code p}, decoded strictly: INVALID_UTF8 if bad.
   *
   * <p>A short string (the common case) goes to the JDK's decoder, whose ASCII test is an
   * intrinsic: it replaces every ill-formed sequence of RFC 3629 (overlong forms, surrogates, code
   * points past U+10FFFF, truncated or stray bytes; FORMAT.md §6) with U+FFFD, so a string without
   * one was well-formed, and one with it is checked byte by byte (the U+FFFD may have been in the
   * bytes); asking a Latin-1 string for U+FFFD costs nothing. {@code Utf8DecoderAgreementTest}
   * holds the JDK to this. A longer string goes to {@link #decodeStrictRest}: the JDK's decoder
   * allocates a worst-case array and a trimmed copy for text that is not ASCII.
   */
  private String decodeStrict(int p, int len) {
    byte[] src = array;
    if (src != null && len <= JDK_DECODE_MAX) {
      String s = new String(src, p + 4, len, StandardCharsets.UTF_8);
      if (s.indexOf('\uFFFD') >= 0 && !Utf8.isValid(src, p + 4, len)) {
        throw badUtf8(p, len);
      }
      return s;
    }
    return decodeStrictRest(p, len);
  }

  private static final int JDK_DECODE_MAX = 64;

  // Longer strings are checked, then decoded by the JDK: the scratch stays small.
  private static final int STRICT_SCRATCH_LIMIT = 4096;

  /** {@link #decodeStrict} of a longer string, or of a direct buffer's. */
  private String decodeStrictRest(int p, int len) {
    byte[] src = array;
    int off = p + 4;
    if (src == null) {
      src = new byte[len];
      Jdk.get(buffer, off, src, 0, len);
      off = 0;
    }
    String s;
    if (len <= STRICT_SCRATCH_LIMIT) {
      char[] c = charScratch;
      if (c == null || c.length < len) {
        c =
            charScratch =
                new char
                    [Math.max(len, c == null ? 64 : Math.min(2 * c.length, STRICT_SCRATCH_LIMIT))];
      }
      s = Utf8.decode(src, off, len, c); // strict: null if the bytes are not UTF-8
    } else {
      s = Utf8.isValid(src, off, len) ? new String(src, off, len, StandardCharsets.UTF_8) : null;
    }
    if (s == null) {
      throw badUtf8(p, len);
    }
    return s;
  }

  /**
   * {@link #string(int)} under checked access: charged as {@link #utf8} charges, then checked and
   * decoded in one pass (INVALID_UTF8 at the first byte after the length, as {@link #utf8}).
   */
  private String checkedString(int p) {
    if (p == 0) {
      return "";
    }
    int len = i32(p);
    charge(p, len);
    return len == 0 ? "" : decodeStrict(p, len);
  }

  /** See {@link #strictStrings}; for {@link Flat}'s decode. */
  public void strictStrings(boolean on) {
    strictStrings = on;
  }

  /** The bytes whose length prefix is at {@code p}, copied. */
  public Bytes bytes(int p) {
    int len = length(p);
    if (checked) {
      charge(p, len);
    }
    if (array != null) {
      return Bytes.of(array, p + 4, len);
    }
    byte[] copy = new byte[len];
    Jdk.get(buffer, p + 4, copy, 0, len);
    return Bytes.of(copy, 0, len);
  }

  /**
   * Decodes the {@code json} value whose blob length is at {@code p} (0: JSON {@code null}); see
   * FORMAT.md §F5.1. Allocates the value (a json value is never read in place).
   */
  public JsonValue json(int p) {
    return json(p, 0);
  }

  /**
   * Like {@link #json(int)} for a value held at nesting level {@code depth} (a field of a view at
   * that depth; list elements and map values one deeper): under checked access its arrays and
   * objects count against the depth limit from there, as the verifier counts them (FORMAT.md §F10),
   * and {@code DEPTH_LIMIT} names the offset of the array or object that crosses it. Its arrays,
   * objects and non-empty strings are charged to the decoded-size budget (FORMAT.md §7.1) of the
   * decode in progress (generated accessors that return a json value begin one, {@link
   * #beginDecode}).
   */
  public JsonValue json(int p, int depth) {
    if (p == 0) {
      return JsonValue.NULL;
    }
    byte[] b = bytes(p).toByteArray();
    // Unchecked bytes are trusted; the cap only keeps a forged value from overflowing the stack.
    int max = checked ? maxDepth : 1000;
    return FlatJson.walk(
        b,
        0,
        b.length,
        true,
        new FlatJson.Depth() {
          private int level = depth;

          @Override
          public void enter(int pos) {
            if (++level > max) {
              throw error(
                  ErrorCode.DEPTH_LIMIT, p + 4 + pos, "nesting deeper than " + max + " levels");
            }
          }

          @Override
          public void leave() {
            level--;
          }

          @Override
          public void decoded(int pos, long bytes) {
            chargeDecoded(p + 4 + pos, bytes);
          }
        },
        // A class, not a lambda: a lambda is an invokedynamic call site, linked where it first
        // runs (here, deep inside a root) and, when that link fails at the stack's end, failed for
        // good (docs/safety.md, "Classes and call sites first used inside a root").
        new FlatJson.Errors() {
          @Override
          public BaleException at(ErrorCode code, int pos, String detail) {
            return error(code, p + 4 + pos, detail);
          }
        });
  }

  /**
   * How a {@link Utf8View} is pointed at a string of flat data: {@link Utf8View}'s pointing method
   * is not public, so its class initialiser hands this over through {@link #register}.
   */
  public interface Utf8Pointer {
    /**
     * Points {@code view} at the {@code len} bytes at {@code off} of {@code data}'s array or buffer
     * ({@code p}, the length prefix's position, 0: the empty string); {@code checker}, when not
     * null, reports invalid UTF-8.
     */
    Utf8View point(Utf8View view, FlatData data, int off, int len, FlatData checker, int p);

    /** Called once by {@link Utf8View}'s class initialiser. */
    static void register(Utf8Pointer pointer) {
      Utf8Pointers.registered = pointer;
    }
  }

  /** Where {@link Utf8Pointer#register} leaves the pointer until this class is initialised. */
  private static final class Utf8Pointers {
    static Utf8Pointer registered;
  }

  /**
   * {@link Utf8View}'s pointer, a constant to the compiler: initialising {@link Utf8View} registers
   * it (which does not need this class, so no initialisation cycle leaves it null).
   */
  private static final Utf8Pointer UTF8_POINTER = utf8Pointer();

  private static Utf8Pointer utf8Pointer() {
    try {
      Class.forName(Utf8View.class.getName(), true, Utf8View.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new LinkageError("the runtime's Utf8View is missing", e);
    }
    return Objects.requireNonNull(Utf8Pointers.registered, "Utf8View registered no pointer");
  }

  /**
   * Points {@code view} at the string whose length prefix is at {@code p} (0: the empty string) and
   * returns it; allocates nothing once the view's buffers are large enough.
   */
  public Utf8View chars(Utf8View view, int p) {
    if (p == 0) {
      return UTF8_POINTER.point(view, this, 0, 0, null, 0); // the empty string
    }
    int len = i32(p);
    FlatData checker = null;
    if (checked) {
      charge(p, len);
      checker = this; // the UTF-8 is checked when the view's characters are first read
    }
    return UTF8_POINTER.point(view, this, p + 4, len, checker, p);
  }

  /** Copies {@code len} bytes at {@code p} into {@code dst[off...]}. */
  public void copy(int p, byte[] dst, int off, int len) {
    if (array != null) {
      System.arraycopy(array, p, dst, off, len);
    } else {
      Jdk.get(buffer, p, dst, off, len);
    }
  }

  /**
   * A read-only little-endian view of {@code len} bytes at {@code p} (allocates the view object;
   * shares the bytes).
   */
  public ByteBuffer slice(int p, int len) {
    ByteBuffer b = array != null ? ByteBuffer.wrap(array, p, len) : buffer.duplicate();
    ((Buffer) b).position(p);
    ((Buffer) b).limit(p + len);
    return b.slice().asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
  }

  /**
   * Lists at least this long are read in bulk, through a little-endian buffer view of the wrapped
   * bytes (one memory copy on little-endian machines); shorter ones element by element.
   */
  private static final int BULK_ELEMENTS = 32;

  /**
   * The array or buffer the bulk views below read; they are made on first use and kept while the
   * same array or buffer is wrapped again (a reused view over a pooled array reads in bulk without
   * allocating), dropped when other bytes are wrapped or the bytes released. Element {@code r} of
   * each is the view whose element 0 is at position {@code r}.
   */
  private Object bulkSource;

  private ShortBuffer[] shortViews;
  private IntBuffer[] intViews;
  private LongBuffer[] longViews;
  private FloatBuffer[] floatViews;
  private DoubleBuffer[] doubleViews;

  /** The little-endian bytes of the wrapped array or buffer from position {@code r} on. */
  private ByteBuffer bulkBytes(int r) {
    ByteBuffer b = array != null ? ByteBuffer.wrap(array) : buffer.duplicate();
    ((Buffer) b).position(r);
    return b.slice().order(ByteOrder.LITTLE_ENDIAN);
  }

  /** Drops the bulk views when another array or buffer is wrapped than the one they read. */
  private void bulkSourceCheck() {
    Object source = array != null ? array : buffer;
    if (source != bulkSource) {
      dropBulkViews();
      bulkSource = source;
    }
  }

  /**
   * Lets go of the bulk views (and so of the bytes they read): when other bytes are wrapped and
   * when the bytes are released, so that an instance never keeps bytes it no longer reads.
   */
  private void dropBulkViews() {
    if (bulkSource != null) {
      bulkSource = null;
      shortViews = null;
      intViews = null;
      longViews = null;
      floatViews = null;
      doubleViews = null;
    }
  }

  private ShortBuffer shorts(int r) {
    bulkSourceCheck();
    if (shortViews == null) {
      shortViews = new ShortBuffer[2];
    }
    ShortBuffer v = shortViews[r];
    return v != null ? v : (shortViews[r] = bulkBytes(r).asShortBuffer());
  }

  private IntBuffer ints(int r) {
    bulkSourceCheck();
    if (intViews == null) {
      intViews = new IntBuffer[4];
    }
    IntBuffer v = intViews[r];
    return v != null ? v : (intViews[r] = bulkBytes(r).asIntBuffer());
  }

  private LongBuffer longs(int r) {
    bulkSourceCheck();
    if (longViews == null) {
      longViews = new LongBuffer[8];
    }
    LongBuffer v = longViews[r];
    return v != null ? v : (longViews[r] = bulkBytes(r).asLongBuffer());
  }

  private FloatBuffer floats(int r) {
    bulkSourceCheck();
    if (floatViews == null) {
      floatViews = new FloatBuffer[4];
    }
    FloatBuffer v = floatViews[r];
    return v != null ? v : (floatViews[r] = bulkBytes(r).asFloatBuffer());
  }

  private DoubleBuffer doubles(int r) {
    bulkSourceCheck();
    if (doubleViews == null) {
      doubleViews = new DoubleBuffer[8];
    }
    DoubleBuffer v = doubleViews[r];
    return v != null ? v : (doubleViews[r] = bulkBytes(r).asDoubleBuffer());
  }

  /**
   * Positions {@code b} on elements {@code index .. index + count} (for a relative bulk get). Bulk
   * reads go through this, never an absolute get: that is checked against the limit, which the last
   * window set, possibly for a shorter list of an earlier wrap of the same array.
   */
  private static <B extends Buffer> B window(B b, int index, int count) {
    b.limit(b.capacity()).position(index).limit(index + count);
    return b;
  }

  /**
   * The {@code count} {@code i16} elements at {@code p} (a list's first element), as a list; in
   * bulk from 32 elements on.
   */
  public ShortList i16s(int p, int count) {
    if (count >= BULK_ELEMENTS) {
      return ShortList.of(window(shorts(p & 1), p >>> 1, count));
    }
    short[] a = new short[count];
    for (int i = 0; i < count; i++) {
      a[i] = i16(p + 2 * i);
    }
    return ShortList.of(a);
  }

  /**
   * Copies the {@code count} {@code i16} elements at {@code p} into {@code dst} at {@code off}; in
   * bulk from 32 elements on, without allocating once the wrapped bytes have been read in bulk
   * before.
   */
  public void copyI16s(int p, short[] dst, int off, int count) {
    if (count >= BULK_ELEMENTS) {
      window(shorts(p & 1), p >>> 1, count).get(dst, off, count);
    } else {
      for (int i = 0; i < count; i++) {
        dst[off + i] = i16(p + 2 * i);
      }
    }
  }

  /**
   * The {@code count} {@code i32} elements at {@code p} (a list's first element), as a list; in
   * bulk from 32 elements on.
   */
  public IntList i32s(int p, int count) {
    if (count >= BULK_ELEMENTS) {
      return IntList.of(window(ints(p & 3), p >>> 2, count));
    }
    int[] a = new int[count];
    for (int i = 0; i < count; i++) {
      a[i] = i32(p + 4 * i);
    }
    return IntList.of(a);
  }

  /**
   * Copies the {@code count} {@code i32} elements at {@code p} into {@code dst} at {@code off}; in
   * bulk from 32 elements on, without allocating once the wrapped bytes have been read in bulk
   * before.
   */
  public void copyI32s(int p, int[] dst, int off, int count) {
    if (count >= BULK_ELEMENTS) {
      window(ints(p & 3), p >>> 2, count).get(dst, off, count);
    } else {
      for (int i = 0; i < count; i++) {
        dst[off + i] = i32(p + 4 * i);
      }
    }
  }

  /**
   * The {@code count} 64-bit elements at {@code p} (a list's first element) ({@code u64} as raw
   * bits), as a list; in bulk from 32 elements on.
   */
  public LongList i64s(int p, int count) {
    if (count >= BULK_ELEMENTS) {
      return LongList.of(window(longs(p & 7), p >>> 3, count));
    }
    long[] a = new long[count];
    for (int i = 0; i < count; i++) {
      a[i] = i64(p + 8 * i);
    }
    return LongList.of(a);
  }

  /**
   * Copies the {@code count} 64-bit elements at {@code p} into {@code dst} at {@code off}; in bulk
   * from 32 elements on, without allocating once the wrapped bytes have been read in bulk before.
   */
  public void copyI64s(int p, long[] dst, int off, int count) {
    if (count >= BULK_ELEMENTS) {
      window(longs(p & 7), p >>> 3, count).get(dst, off, count);
    } else {
      for (int i = 0; i < count; i++) {
        dst[off + i] = i64(p + 8 * i);
      }
    }
  }

  /**
   * The {@code count} {@code f32} elements at {@code p} (a list's first element) (bits kept), as a
   * list; in bulk from 32 elements on.
   */
  public FloatList f32s(int p, int count) {
    if (count >= BULK_ELEMENTS) {
      return FloatList.of(window(floats(p & 3), p >>> 2, count));
    }
    float[] a = new float[count];
    for (int i = 0; i < count; i++) {
      a[i] = f32(p + 4 * i);
    }
    return FloatList.of(a);
  }

  /**
   * Copies the {@code count} {@code f32} elements at {@code p} into {@code dst} at {@code off}; in
   * bulk from 32 elements on, without allocating once the wrapped bytes have been read in bulk
   * before.
   */
  public void copyF32s(int p, float[] dst, int off, int count) {
    if (count >= BULK_ELEMENTS) {
      window(floats(p & 3), p >>> 2, count).get(dst, off, count);
    } else {
      for (int i = 0; i < count; i++) {
        dst[off + i] = f32(p + 4 * i);
      }
    }
  }

  /**
   * The {@code count} {@code f64} elements at {@code p} (a list's first element) (bits kept), as a
   * list; in bulk from 32 elements on.
   */
  public DoubleList f64s(int p, int count) {
    if (count >= BULK_ELEMENTS) {
      return DoubleList.of(window(doubles(p & 7), p >>> 3, count));
    }
    double[] a = new double[count];
    for (int i = 0; i < count; i++) {
      a[i] = f64(p + 8 * i);
    }
    return DoubleList.of(a);
  }

  /**
   * Copies the {@code count} {@code f64} elements at {@code p} into {@code dst} at {@code off}; in
   * bulk from 32 elements on, without allocating once the wrapped bytes have been read in bulk
   * before.
   */
  public void copyF64s(int p, double[] dst, int off, int count) {
    if (count >= BULK_ELEMENTS) {
      window(doubles(p & 7), p >>> 3, count).get(dst, off, count);
    } else {
      for (int i = 0; i < count; i++) {
        dst[off + i] = f64(p + 8 * i);
      }
    }
  }
}
