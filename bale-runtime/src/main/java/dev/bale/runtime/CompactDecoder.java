package dev.bale.runtime;

import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import dev.bale.runtime.internal.Jdk;
import dev.bale.runtime.internal.LittleEndian;
import dev.bale.runtime.internal.Utf8;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;

/**
 * The compact decoder behind {@link CompactReader} (its limits and roots) and the {@link
 * CompactSource} that generated code reads through: it checks every rule FORMAT.md states; all
 * malformed input ends in one {@link BaleException} with a code, the offset and the field path.
 * Reusable and not thread-safe, as its reader.
 *
 * <p><b>Invariants while decoding.</b> {@code base <= pos <= curEnd <= limit}: {@code curEnd} is
 * the end of the innermost message body (or of the input while the tables are read, or of the
 * object-table entry being decoded); every read checks its bytes against {@code curEnd} first, so
 * nothing is ever read outside the input (G1), and a field that runs past its body is {@link
 * ErrorCode#TRUNCATED}. Lengths and counts are compared as {@code len > curEnd - pos} before
 * anything is allocated (G3, G4). Depth is checked before every level is entered (G5). The level
 * stack lives in arrays reused across roots: a message costs no allocation beyond its decoded
 * value.
 *
 * <p><b>Error paths cost nothing on valid input.</b> A root is first read with a level stack that
 * keeps only what decoding needs (body ends, flag bits); {@code field}/{@code element} then do
 * nothing. If that pass throws, the root is read again from its first byte with the field path
 * recorded ({@code track}), and the second pass's exception is thrown: decoding is deterministic,
 * so it stops at the same byte with the same code, now with its path. A failing root thus costs at
 * most two passes; nothing decoded by the first pass is kept. A root that passes half its
 * decoded-size budget records its path from there on, so that a root stopped by the budget is not
 * built twice: see {@link #overBudget}.
 *
 * <p><b>Strings</b> are decoded up front, once per table entry, with strict UTF-8 validation; field
 * reads are then an index check and an array load.
 *
 * <p><b>Object-table entries</b> are located by one scan of their headers, decoded lazily with the
 * type of the first reference that reaches them, and cached; an entry may only refer to entries
 * before it (no cycles, G7).
 */
final class CompactDecoder implements CompactSource {
  private static final int RETAIN_LIMIT = 1 << 20;
  private static final int STREAM_CHUNK = 8192;
  private static final int COMPOSITE = -1;
  // Below this many elements a VarHandle loop beats setting up a bulk buffer copy.
  private static final int BULK_THRESHOLD = 64;

  // The block layout's table for the decoder's fast loop, 8 entries for each tag byte (index tag
  // << 3): the bit offset of value 1 in the 8 bytes read at value 0, the byte offset of value 2,
  // the bit offset of value 3 in the 8 bytes read at value 2, the group's length, then the masks
  // of values 0-3 (their 1 to 4 bytes). One int table: the fast loop then keeps its loop variables
  // in registers (docs/benchmarks-log.md "Bulk int lists, second step").
  private static final int[] BLOCK = new int[256 * 8];

  static {
    for (int t = 0; t < 256; t++) {
      int[] off = new int[5];
      for (int j = 0; j < 4; j++) {
        int code = (t >>> (2 * j)) & 3;
        BLOCK[t << 3 | 4 | j] = (int) ((1L << (8 * (code + 1))) - 1);
        off[j + 1] = off[j] + code + 1;
      }
      BLOCK[t << 3] = 8 * off[1];
      BLOCK[t << 3 | 1] = off[2];
      BLOCK[t << 3 | 2] = 8 * (off[3] - off[2]);
      BLOCK[t << 3 | 3] = off[4];
    }
  }

  // The marks overBudget leaves on the levels open when the first pass begins to record the path:
  // their type, field and index are found by withEarlierLevels where still marked.
  private static final CompactType<?> STALE = new Stale();
  private static final int STALE_MARK = Integer.MIN_VALUE;

  private final Limits limits;
  private final int maxDepth;
  private final int maxObjects;
  // leafBegin's common path: entries within the first TABLE_SLOTS of strings and lens
  private final int leafStringCap;
  // The decoded-size budget of the current root (Limits#decodedSizeBudget), what charges are
  // compared with (half of it until a pass passes the half, see overBudget) and what is charged so
  // far; charges are made per message, per collection and per table, never per scalar field.
  private long rootBudget;
  private long budget;
  private long decoded;
  // The depth at which the first pass passed half the budget and began to record the path (levels
  // 1..crossDepth then hold STALE marks where they still hold what was left unrecorded), or -1.
  private int crossDepth = -1;
  // True during a pass that reads a failing root again only to find its path (its value is never
  // returned: discarding()); stopAtHalf in the one that withEarlierLevels makes.
  private boolean rereading;
  private boolean stopAtHalf;
  // False on the first pass over a root: the level stack keeps only what decoding needs (ends,
  // flags), not the field path. A root that fails is read a second time with track = true, which
  // records the path for the error (the decode is deterministic, so it fails at the same point).
  private boolean track;

  // Input: buf[base, limit) (or dbuf, see below). Offsets in errors are pos - base.
  private byte[] buf;
  private int base;
  private int pos;
  private int limit;
  private int curEnd;
  private CompactType<?> rootType;
  private boolean active;

  // Session (FORMAT.md §4.2): indices below sessionCount address the session's table, the rest this
  // root's own entries. Outside a session decode sessionCount is 0.
  private String[] sessionStrings;
  private int sessionCount;

  // String table.
  // The string table's slots at the start and after a reset: never fewer (leafBegin relies on it).
  private static final int TABLE_SLOTS = 16;
  // The arrays of the tables, the level stack and the scratch are made by dropState (from the
  // constructor, and again after a root that did not finish).
  private String[] strings;
  private char[] chars; // Utf8.decode's scratch for non-ASCII strings
  private int stringCount;
  private int[] lens;

  // Object table.
  private int objectCount;
  private int[] entryStart;
  private int[] entryEnd;
  private Object[] entryValue;
  private CompactType<?>[] entryType;
  // Messages that object-table entry i expands to (itself, its inline messages and, recursively,
  // the entries it references). Every reference adds it to `messages`, so maxObjects bounds the
  // expanded size of the decoded value, not just the bytes: hashCode/equals/toString, JSON output
  // and re-encoding without dedup all stay bounded (an "alias chain" cannot fan out).
  private long[] entryExpanded;
  private int refLimit; // a reference must be < refLimit (objectCount, or i while decoding entry i)
  private long messages;
  private TableOrigin origin;

  // Level stack, index 1..depth (index 0 = outside the root).
  private int depth;
  private int maxDepthUsed; // highest level index that may hold a type reference
  // lvEnd[d]: for a message level, the end to restore when it is left (its parent's curEnd);
  // composite levels do not use it (they do not change curEnd).
  private int[] lvEnd;
  private long[] lvFlags; // the first 63 flag bits of a message level
  private int[] lvFlagStart;
  private int[] lvFlagLen; // COMPOSITE for structs, lists, maps, unions
  private int[] lvField;
  private int[] lvIndex;
  private CompactType<?>[] lvType;

  // A direct or read-only ByteBuffer input, read in place (then buf is null): indices are the
  // buffer's absolute indices, base its position. Only the string section is copied, once, into
  // strScratch for UTF-8 validation (every string is copied into a String anyway).
  private ByteBuffer dbuf;
  private boolean direct;
  private byte[] strScratch;

  // Stream input accumulation.
  private byte[] sbuf = new byte[0];
  private int sn;
  private int pendingByte = -1; // a byte decodeNext already took from the stream
  // After an IOException from the stream in the middle of a root read by decodeNext: that stream,
  // whose root's first sn bytes sbuf holds; the next decodeNext of the same stream goes on from
  // them. Null otherwise; any other stream read drops them.
  private InputStream resumeFrom;

  CompactDecoder() {
    this(Limits.DEFAULT);
  }

  CompactDecoder(Limits limits) {
    this.limits = Objects.requireNonNull(limits, "limits");
    this.maxDepth = limits.depth();
    this.maxObjects = limits.maxObjects();
    this.leafStringCap = Math.min(TABLE_SLOTS, limits.maxStringTableEntries());
    dropState();
  }

  public Limits limits() {
    return limits;
  }

  public long decodedSize() {
    return decoded;
  }

  @Override
  public boolean discarding() {
    return rereading;
  }

  // ---------------------------------------------------------------------------------------------
  // Roots

  public <T> T decode(CompactType<T> type, byte[] bytes) {
    return decode(type, bytes, 0, bytes.length);
  }

  public <T> T decode(CompactType<T> type, byte[] bytes, int off, int len) {
    Objects.checkFromIndexSize(off, len, bytes.length);
    if (halfway) {
      dropState();
    }
    if (!active && type != null) {
      // The classes the root can reach initialized the first time, here where the stack is the
      // caller's (docs/safety.md, "Static initializers at the stack's end"); begin does it for
      // the other roots.
      AbstractCompactType.enterRoot(type);
      // A root of a leaf message type without anything unusual is read in one pass (see
      // CompactType#decodeLeaf); anything else, errors included, is read again below.
      T leaf = decodeLeaf(type, bytes, off, len);
      if (leaf != null) {
        return leaf;
      }
    }
    begin(type, bytes, off, off + len);
    try {
      return readRoot(type);
    } finally {
      active = false; // a store before the call: see halfway
      halfway = true;
      finish();
    }
  }

  public <T> T decode(CompactType<T> type, ByteBuffer in) {
    T value;
    if (in.hasArray()) {
      value = decode(type, in.array(), in.arrayOffset() + in.position(), in.remaining());
    } else {
      begin(type, null, in.position(), in.limit());
      dbuf = in.duplicate();
      direct = true;
      try {
        value = readRoot(type);
      } finally {
        active = false; // a store before the call: see halfway
        halfway = true;
        finish();
      }
    }
    ((java.nio.Buffer) in).position(in.limit());
    return value;
  }

  public <T> T decode(CompactType<T> type, InputStream in) throws IOException {
    if (active) {
      throw new IllegalStateException("CompactReader is not reentrant");
    }
    resumeFrom = null;
    return decodeStream(type, in, 0, false);
  }

  /**
   * The root of {@code type} from {@code in}, whose first {@code kept} bytes are in {@code sbuf}
   * already. With {@code resumable}, an IOException from {@code in} keeps the bytes read for the
   * next {@link #decodeNext} of the same stream.
   */
  private <T> T decodeStream(CompactType<T> type, InputStream in, int kept, boolean resumable)
      throws IOException {
    rootType = type;
    sn = kept;
    boolean keep = false;
    try {
      int end;
      try {
        end = scanRoot(in, 0);
      } catch (IOException e) {
        keep = resumable;
        throw e;
      }
      T value;
      try {
        value = decode(type, sbuf, 0, end);
      } catch (BaleException e) {
        throw scanned(e);
      }
      checkScanComplete();
      return value;
    } finally {
      if (keep) {
        resumeFrom = in;
      } else {
        if (sbuf.length > RETAIN_LIMIT) {
          sbuf = new byte[0];
        }
        sn = 0;
      }
      rootType = null;
    }
  }

  public <T> T decodeNext(CompactType<T> type, InputStream in) throws IOException {
    if (active) {
      throw new IllegalStateException("CompactReader is not reentrant");
    }
    int kept = 0;
    if (resumeFrom != null) {
      kept = resumeFrom == in ? sn : 0;
      resumeFrom = null;
    }
    if (kept == 0) {
      int first = in.read();
      if (first < 0) {
        return null;
      }
      pendingByte = first;
    }
    try {
      return decodeStream(type, in, kept, true);
    } finally {
      pendingByte = -1;
    }
  }

  public <T> T decodeFramed(CompactType<T> type, byte[] bytes, long expectedFingerprint) {
    return decodeFramed(type, bytes, 0, bytes.length, true, expectedFingerprint);
  }

  public <T> T decodeFramed(CompactType<T> type, byte[] bytes) {
    return decodeFramed(type, bytes, 0, bytes.length, false, 0);
  }

  public <T> T decodeFramed(CompactType<T> type, InputStream in, long expectedFingerprint)
      throws IOException {
    return decodeFramedStream(type, in, true, expectedFingerprint);
  }

  public <T> T decodeFramed(CompactType<T> type, InputStream in) throws IOException {
    return decodeFramedStream(type, in, false, 0);
  }

  private <T> T decodeFramedStream(
      CompactType<T> type, InputStream in, boolean check, long expected) throws IOException {
    if (active) {
      throw new IllegalStateException("CompactReader is not reentrant");
    }
    rootType = type;
    resumeFrom = null;
    sn = 0;
    try {
      // The 14 header bytes (fewer at end of stream); checking them gives the same error as an
      // in-memory decode of the same bytes, before anything of the root is read.
      for (int i = 0; i < Frame.HEADER_SIZE; i++) {
        int b = in.read();
        if (b < 0) {
          break;
        }
        streamAppend(b);
      }
      if (sn < Frame.HEADER_SIZE) {
        return decodeFramed(type, sbuf, 0, sn, check, expected); // throws
      }
      begin(type, sbuf, 0, sn);
      try {
        checkFrame(check, expected);
      } finally {
        active = false; // a store before the call: see halfway
        halfway = true;
        finish();
      }
      int end = scanRoot(in, sn);
      T value;
      try {
        value = decodeFramed(type, sbuf, 0, end, check, expected);
      } catch (BaleException e) {
        throw scanned(e);
      }
      checkScanComplete();
      return value;
    } finally {
      if (sbuf.length > RETAIN_LIMIT) {
        sbuf = new byte[0];
      }
      sn = 0;
      rootType = null;
    }
  }

  private <T> T decodeFramed(
      CompactType<T> type, byte[] bytes, int from, int to, boolean check, long expected) {
    begin(type, bytes, from, to);
    try {
      checkFrame(check, expected);
      return readRoot(type);
    } finally {
      active = false; // a store before the call: see halfway
      halfway = true;
      finish();
    }
  }

  /** Checks the frame header at {@code base} and leaves {@code pos} after it. */
  private void checkFrame(boolean check, long expected) {
    int at = base;
    long fp = Frame.check(frameErrors, frameByte, at, curEnd - at, Frame.CODEC_COMPACT);
    if (check) {
      Frame.checkFingerprint(frameErrors, at, fp, expected);
    }
    pos = at + Frame.HEADER_SIZE;
  }

  /** {@link #checkFrame}'s view of the input and of its errors (made once per reader). */
  private final java.util.function.IntUnaryOperator frameByte = i -> at(i) & 0xFF;

  private final Frame.Errors frameErrors = (code, at, detail) -> errorAt(at, code, detail);

  private <T> T decodeLeaf(CompactType<T> type, byte[] bytes, int off, int len) {
    T value = decodeLeafOnce(type, bytes, off, len);
    if (value == null && leafRepeat) {
      // Two fields referred to one table entry: from now on this reader keeps the entries it makes
      // (leafShare), so that they share one string as on the general path; this root is read again
      // so.
      leafRepeat = false;
      leafShare = true;
      value = decodeLeafOnce(type, bytes, off, len);
    }
    return value;
  }

  // treeBig: set by treeBegin for a large root (over TREE_MAX_BYTES), cleared when the root is
  // accepted or declined; treeSkip: how many large roots treeBegin leaves to the general path
  // after one that the path declined (treeDeclined).
  private boolean treeBig;
  private int treeSkip;
  private static final int TREE_SKIP = 63;

  /**
   * A large tree root that the path declined after treeBegin (an unknown field from a newer schema,
   * say; or an error): the general path reads it again. The reader's next TREE_SKIP large roots go
   * to the general path at once, so that a stream of such roots is read about once, not twice
   * (docs/benchmarks-log.md, "Compact decode: large and recursive tree roots ...").
   */
  private void treeDeclined() {
    treeBig = false;
    treeSkip = TREE_SKIP;
  }

  private <T> T decodeLeafOnce(CompactType<T> type, byte[] bytes, int off, int len) {
    try {
      return type.decodeLeaf(this, bytes, off, len);
    } catch (BaleException e) {
      if (treeBig) {
        treeDeclined();
      }
      return null; // the general path reads the root again and reports the error with its path
    } catch (StackOverflowError e) {
      treeDeclined(); // a deep recursive tree root: the general path reports it (stackExhausted)
      return null;
    } finally {
      if (active) {
        active = false; // a store before the call: see halfway
        halfway = true;
        releaseInput();
        halfway = false;
      }
    }
  }

  /**
   * Ends a root's use of its input and string table (all a leaf root touches; finish() does this
   * and the rest). Loops, not Arrays.fill: a small root has one or two strings, and a fill is a
   * call.
   */
  private void releaseInput() {
    active = false;
    leafUtf8 = false;
    buf = null;
    String[] ss = strings;
    for (int i = 0, n = stringCount; i < n; i++) {
      ss[i] = null;
    }
    stringCount = 0;
    if (wideUsed > 0) {
      // A wide record's references (wideRefs): cleared once per root, not after each record.
      Arrays.fill(wideRefs, 0, wideUsed, null);
      wideUsed = 0;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // One-pass roots of leaf message types (CompactType#decodeLeaf). leafBegin reads the string table
  // and the root's header and flags and accepts only the plain case: no object table, at most the
  // strings the type has fields for, a body that ends where the input ends, the default depth and
  // message limits, the budget not reached. The generated code then reads the fields with the
  // ordinary read methods (which check every byte against the body's end), strings with leafString,
  // and leafEnd accepts only a body read exactly, with no flag bits the type does not know.
  // Whatever is declined or throws is read again by the general path, which gives the same value
  // or reports the error.

  @Override
  public boolean leafBegin(byte[] bytes, int off, int len, int maxStrings, int recordSize) {
    if (active || maxObjects < 1 || maxDepth < 1) {
      return false;
    }
    active = true;
    int body = leafCommon(bytes, off, len, maxStrings, recordSize);
    if (body > 0) {
      leafAccept(bytes, off, off + len, body);
      return true;
    }
    leafHead = -1;
    if (!leafTable(bytes, off, len, maxStrings, recordSize)) {
      releaseInput();
      return false;
    }
    return true;
  }

  /**
   * The common leaf table, checked over locals: a one-byte head, one-byte lengths, ASCII entries, a
   * root header of one or two bytes, flags of at most one byte (into leafFlags), the budget.
   * Returns where the body starts, for {@link #leafAccept}; 0 for anything else, with nothing
   * stored ({@link #leafTable} then starts again from the head). Small enough in compiled code to
   * be inlined into the generated decodeLeaf: C2 inlines no method it has already compiled into
   * more than InlineSmallCode bytes (2,500 on x86-64), which is why the strings are made apart
   * (docs/benchmarks-log.md, "Compact decode of small roots"), now by {@link #leafString} when a
   * field refers to them.
   */
  private int leafCommon(byte[] bytes, int off, int len, int maxStrings, int recordSize) {
    int end = off + len;
    int n = len > 0 ? bytes[off] : -1;
    if (n < 0 || (n & 1) != 0 || (n >>>= 1) > maxStrings || n > leafStringCap || n >= len) {
      return 0;
    }
    int p = off + 1 + n;
    int sum = leafLengthSum(bytes, off + 1, n);
    int at = p + sum;
    if (sum < 0 || sum >= end - p || !leafAscii(bytes, p, sum)) {
      return 0;
    }
    int h = bytes[at];
    int hl = 1;
    if (h < 0) {
      int h1 = at + 1 < end ? bytes[at + 1] : 0;
      h = h1 > 0 ? (h & 0x7F) | (h1 << 7) : 3; // 3: longer or overlong, leafTable's
      hl = 2;
    }
    long size = (long) STRING_BASE * n + 2 * sum + recordSize;
    if ((h & 1) != 0 || (h >>> 2) != end - at - hl || size > limits.decodedSizeBudget(len)) {
      return 0;
    }
    int body = at + hl;
    int flags = 0;
    // Flags of one byte (bools and presence bits below 7); 0 would be overlong, longer ones and the
    // errors are leafTable's. (One test, so that this method stays under C2's FreqInlineSize of
    // 325 bytecodes and is inlined: at 326 it was called.)
    if ((h & 2) != 0 && (body >= end || (flags = bytes[body++]) <= 0)) {
      return 0;
    }
    decoded = size;
    leafFlags = flags;
    return body;
  }

  // leafCommon's table without loops for the common sizes (up to 8 entries, 16 bytes of strings):
  // a loop's compiled set-up made leafCommon's own compiled code larger than C2's InlineSmallCode
  // (2,500 bytes), so that wherever it had been compiled on its own first it was called, not
  // inlined (docs/benchmarks-log.md, "Compact price roots: the leaf methods inlined again").

  /** The sum of the {@code n} one-byte lengths at {@code b[at]}, or -1 if one is longer. */
  private static int leafLengthSum(byte[] b, int at, int n) {
    if (n > 0 && n <= 8 && b.length - at >= 8) {
      long w = LittleEndian.getLong(b, at) & (-1L >>> (64 - 8 * n));
      if ((w & 0x8080808080808080L) != 0) {
        return -1;
      }
      long x = (w & 0x00FF00FF00FF00FFL) + (w >>> 8 & 0x00FF00FF00FF00FFL); // 16-bit lanes
      return (int) (x * 0x0001000100010001L >>> 48); // the lanes summed in the top lane
    }
    return leafLengthLoop(b, at, n);
  }

  private static int leafLengthLoop(byte[] b, int at, int n) {
    int sum = 0;
    int any = 0;
    for (int i = 0; i < n; i++) {
      int l = b[at + i];
      any |= l;
      sum += l;
    }
    return any < 0 ? -1 : sum;
  }

  /** Whether the {@code sum} bytes at {@code b[p]} are ASCII ({@link Utf8#isAscii}). */
  private static boolean leafAscii(byte[] b, int p, int sum) {
    long top = 0x8080808080808080L;
    if (sum <= 8) {
      if (b.length - p >= 8) {
        return sum == 0 || (LittleEndian.getLong(b, p) & top >>> (64 - 8 * sum)) == 0;
      }
    } else if (sum <= 16 && b.length - p >= 16) {
      long w0 = LittleEndian.getLong(b, p);
      long w1 = LittleEndian.getLong(b, p + 8);
      return ((w0 & top) | (w1 & top >>> (128 - 8 * sum))) == 0;
    }
    return Utf8.isAscii(b, p, sum);
  }

  /**
   * The state of a table {@link #leafCommon} accepted (the root's body at {@code body}): what
   * {@link #leafTable} leaves on success, but for the strings, which {@link #leafString} makes.
   */
  private void leafAccept(byte[] bytes, int off, int end, int body) {
    int n = bytes[off] >>> 1;
    leafHead = off;
    leafMade = 0;
    leafNext = 0;
    leafNextAt = off + 1 + n;
    buf = bytes;
    base = off;
    pos = body;
    limit = end;
    curEnd = end;
    depth = 0;
    stringCount = leafShare ? n : 0; // releaseInput clears the entries leafString keeps
    sessionCount = 0;
    messages = 1;
  }

  // A leaf root's table on leafBegin's common path: the offset of its head, its strings made when a
  // field refers to them (leafCommon checked their bytes); -1 when leafTable read the table into
  // `strings`. leafMade: bit i once entry i is made; leafNext, leafNextAt: the entry after the last
  // one made and where its bytes start (fields take the entries in table order, as writers add
  // them, so the offset is rarely summed).
  private int leafHead = -1;
  private int leafMade;
  private int leafNext;
  private int leafNextAt;
  // Whether the common path keeps the entries it makes in `strings`: set for good once two fields
  // of a root referred to one entry (leafRepeat, decodeLeaf), so that they share one string as on
  // the general path. Otherwise no string is stored in the reader: storing a young string into
  // the reader's long-lived array takes G1's post-write barrier, and with it and the clearing
  // afterwards a price root decoded 10-16 % slower (docs/benchmarks-log.md, "Compact decode of leaf
  // roots: strings made when read").
  private boolean leafShare;
  private boolean leafRepeat;

  /** Thrown inside a leaf root's decode to hand it to the general path (decodeLeaf catches it). */
  private static final BaleException DECLINE =
      new BaleException(ErrorCode.TRUNCATED, 0, "", "the leaf path declined");

  @Override
  public String leafString() {
    int at = pos;
    long index = readUVarint();
    int h = leafHead;
    if (h < 0) {
      return stringAt(at, index);
    }
    byte[] bytes = buf;
    int n = bytes[h] >>> 1;
    if (index < 0 || index >= n) {
      throw DECLINE; // the general path reports it
    }
    int i = (int) index;
    int bit = 1 << i; // n <= TABLE_SLOTS
    if ((leafMade & bit) != 0) {
      if (!leafShare) {
        leafRepeat = true;
        throw DECLINE;
      }
      return strings[i];
    }
    leafMade |= bit;
    int p;
    if (i == leafNext) {
      p = leafNextAt;
    } else {
      p = h + 1 + n;
      for (int k = 0; k < i; k++) {
        p += bytes[h + 1 + k]; // one-byte lengths (leafCommon)
      }
    }
    int l = bytes[h + 1 + i];
    leafNext = i + 1;
    leafNextAt = p + l;
    String s = leafUtf8 ? leafDecode(bytes, p, l) : Utf8.ascii(bytes, p, l);
    if (leafShare) {
      strings[i] = s;
    }
    return s;
  }

  // Set by treeCommon for a table with entries that are not ASCII (one-byte lengths all the same):
  // leafString then validates and decodes each entry when a field refers to it (leafDecode), and
  // treeEnd accepts the root only if every entry was made so (the general path validates all).
  // Cleared by releaseInput at the end of every root.
  private boolean leafUtf8;

  private String leafDecode(byte[] bytes, int p, int l) {
    String s = Utf8.decode(bytes, p, l, chars); // l < 128 <= chars.length (one-byte lengths)
    if (s == null) {
      throw DECLINE; // not valid UTF-8: the general path reports it
    }
    return s;
  }

  @Override
  public boolean treeEnd(int knownBits) {
    int h = leafHead;
    boolean all = !leafUtf8 || leafMade == (1 << (buf[h] >>> 1)) - 1;
    boolean exact = leafEnd(knownBits) && all;
    if (h < 0) {
      treeRelease(exact);
    }
    return exact;
  }

  private boolean leafTable(byte[] bytes, int off, int len, int maxStrings, int recordSize) {
    tableInput(bytes, off, len);
    long head = readUVarint();
    long count = head >>> 1;
    if ((head & 1) != 0 || count > maxStrings || count > limits.maxStringTableEntries()) {
      return false;
    }
    int n = (int) count;
    int[] ls = lens;
    if (ls.length < n) {
      return false; // not grown here: a leaf has few strings (TABLE_SLOTS from the start)
    }
    long sum = 0;
    tableLengths = true; // a UTF-16 entry's length comes back negative: the general path reads it
    try {
      for (int i = 0; i < n; i++) {
        long l = readUVarint();
        if (l < 0 || l > limit - pos) {
          return false;
        }
        ls[i] = (int) l;
        sum += l;
      }
    } finally {
      tableLengths = false; // also when a length fails: no other varint may take the longer form
    }
    if (sum > limit - pos || chars.length < sum) {
      return false;
    }
    decoded = (long) STRING_BASE * n + 2 * sum + recordSize;
    if (decoded > limits.decodedSizeBudget(len)) {
      return false;
    }
    int done = Utf8.decodeTable(bytes, pos, (int) sum, ls, n, strings, chars);
    stringCount = done;
    if (done < n) {
      return false;
    }
    pos += (int) sum;
    return leafRoot(bytes);
  }

  /**
   * The root's header after a table that {@link #leafTable} or {@link #treeTables} read: the plain
   * form (not a reference, a body that ends where the input ends), its flags into leafFlags.
   */
  private boolean leafRoot(byte[] bytes) {
    long header = readUVarint();
    if ((header & 1) != 0 || (header >>> 2) != limit - pos) {
      return false;
    }
    messages = 1;
    leafFlags = 0;
    if ((header & 2) != 0) {
      long bits = 0;
      int b;
      int i = 0;
      do {
        if (pos >= limit || i == 9) {
          return false;
        }
        b = bytes[pos++];
        bits |= (long) (b & 0x7F) << (7 * i);
        i++;
      } while (b < 0);
      if (b == 0) {
        return false;
      }
      leafFlags = bits;
    }
    return true;
  }

  /**
   * The input of a root whose table {@link #leafTable} or {@link #treeTables} reads from its start,
   * and no entries yet: those a declined {@code leafTable} made are dropped (G11: no reference left
   * behind; none after releaseInput).
   */
  private void tableInput(byte[] bytes, int off, int len) {
    buf = bytes;
    base = off;
    pos = off;
    limit = off + len;
    curEnd = limit;
    depth = 0;
    String[] ss = strings;
    for (int i = 0, n = stringCount; i < n; i++) {
      ss[i] = null;
    }
    stringCount = 0;
    sessionCount = 0;
  }

  private long leafFlags;

  @Override
  public long leafFlags() {
    return leafFlags;
  }

  @Override
  public boolean leafEnd(int knownBits) {
    boolean exact = pos == limit && (knownBits >= 63 || (leafFlags >>> knownBits) == 0);
    releaseInput();
    return exact;
  }

  // A leaf root's fixed-size and varint fields (generated decodeLeaf). While 8 bytes of the body
  // are left, a field is read from one little-endian load: a varint of one or two bytes by a test
  // of its first two bytes' top bits, one of three to eight bytes without a branch per byte and
  // without the call readUVarintHeap is (too big to inline): its last byte is the first whose top
  // bit is clear, its 7-bit groups are packed by three shift-and-mask steps. Anything else (9 or 10
  // bytes, overlong, out of range, the body's last 7 bytes) is read again from the same position
  // by the ordinary read method, which gives the value or the error. (The leaf path reads a heap
  // array only: buf, never the direct buffer.)

  @Override
  public double leafF64() {
    int p = pos;
    if (p > curEnd - 8) {
      return readF64();
    }
    pos = p + 8;
    return Double.longBitsToDouble(LittleEndian.getLong(buf, p));
  }

  @Override
  public long leafI64() {
    int p = pos;
    if (p > curEnd - 8) {
      return readI64();
    }
    long w = LittleEndian.getLong(buf, p);
    long x;
    if ((w & 0x80) == 0) {
      pos = p + 1;
      x = w & 0x7F;
    } else if ((w & 0x8000) == 0 && (w & 0x7F00) != 0) { // a last byte of 0 would be overlong
      pos = p + 2;
      x = (w & 0x7F) | (w >>> 1 & 0x3F80);
    } else {
      long stops = ~w & 0x8080808080808080L;
      int top = Long.numberOfTrailingZeros(stops); // bit 7 of the last byte; 64 if none
      if (stops == 0 || (w >>> (top - 7) & 0x7F) == 0) {
        return readI64(); // longer than 8 bytes, or overlong
      }
      x = leafGroups(w, top);
      pos = p + (top >>> 3) + 1;
    }
    return (x >>> 1) ^ -(x & 1);
  }

  @Override
  public int leafI32() {
    int p = pos;
    if (p > curEnd - 8) {
      return readI32();
    }
    long w = LittleEndian.getLong(buf, p);
    int x;
    if ((w & 0x80) == 0) {
      pos = p + 1;
      x = (int) w & 0x7F;
    } else if ((w & 0x8000) == 0 && (w & 0x7F00) != 0) {
      pos = p + 2;
      x = ((int) w & 0x7F) | ((int) w >>> 1 & 0x3F80);
    } else {
      long stops = ~w & 0x8080808080808080L;
      int top = Long.numberOfTrailingZeros(stops);
      // At most 5 bytes (bit 39 ends them), a zigzag form below 2^32, no last byte of 0.
      long y = leafGroups(w, top);
      if (top > 39 || (y >>> 32) != 0 || (w >>> (top - 7) & 0x7F) == 0) {
        return readI32(); // longer, out of range or overlong: readI32 reports it
      }
      pos = p + (top >>> 3) + 1;
      x = (int) y;
    }
    return (x >>> 1) ^ -(x & 1);
  }

  /** The 7-bit groups of a varint in {@code w} whose last byte's top bit is bit {@code top}. */
  private static long leafGroups(long w, int top) {
    long x = w & (-1L >>> (63 - top)) & 0x7F7F7F7F7F7F7F7FL;
    x = (x & 0x007F007F007F007FL) | ((x & 0x7F007F007F007F00L) >>> 1);
    x = (x & 0x00003FFF00003FFFL) | ((x & 0x3FFF00003FFF0000L) >>> 2);
    return (x & 0x000000000FFFFFFFL) | ((x & 0x0FFFFFFF00000000L) >>> 4);
  }

  // ---------------------------------------------------------------------------------------------
  // One-pass roots of tree types (CompactType#decodeLeaf of a message type that is not a leaf but
  // whose tree has a bounded shape: nested messages of such types, lists of them, lists of strings
  // or scalars, no recursion). treeBegin reads the table and the root's header and flags as
  // leafBegin does, flags of several bytes included, and declines a reader whose depth limit is
  // below the type's deepest level (then no default and no level of the tree can pass the limit).
  // Each nested message is opened by treeOpen (a header of one or two bytes, not a reference, its
  // body inside the enclosing one, flags without bits its type does not know, the message count
  // and the budget charged as beginMessage charges them) and closed by treeClose, which accepts
  // only a body read exactly. Lists and defaults are read with the ordinary calls, which charge the
  // budget against the whole of it: anything over it, or irregular, throws and the general path
  // reads the root again.

  @Override
  public boolean treeBegin(
      byte[] bytes, int off, int len, int maxStrings, int recordSize, int treeDepth) {
    if (active || maxObjects < 1 || maxDepth < treeDepth) {
      return false;
    }
    if (len > TREE_MAX_BYTES && treeSkip > 0) {
      treeSkip--; // a large root was declined lately (treeDeclined)
      return false;
    }
    active = true;
    // A charge over the budget throws (overBudget: budget == rootBudget) and the general path reads
    // the root again: what this path built before is then allocated in vain, so its budget is
    // capped (TREE_BUDGET, or TREE_RATIO x a large root), and with it what a root over the
    // reader's budget allocates beyond it.
    long cap = len > TREE_MAX_BYTES ? Math.max(TREE_BUDGET, (long) TREE_RATIO * len) : TREE_BUDGET;
    rootBudget = Math.min(limits.decodedSizeBudget(len), cap);
    budget = rootBudget;
    int body = len > TREE_MAX_BYTES ? 0 : treeCommon(bytes, off, len, maxStrings, recordSize);
    if (body > 0) {
      leafAccept(bytes, off, off + len, body);
    } else {
      leafHead = -1;
      if ((len > TREE_MAX_BYTES || !leafTable(bytes, off, len, maxStrings, recordSize))
          && !treeTables(bytes, off, len, recordSize)) {
        releaseInput();
        return false;
      }
      treeBig = len > TREE_MAX_BYTES;
    }
    depth = 1; // the root's level, as on the general path (treeOpen and the lists count from it)
    return true;
  }

  // The largest root treeBegin reads as a small one (one-byte table form, treeCommon), and the most
  // decoded bytes it charges before it declines: TREE_BUDGET, or TREE_RATIO x a larger root.
  private static final int TREE_MAX_BYTES = 4096;
  private static final long TREE_BUDGET = 256 << 10;
  private static final int TREE_RATIO = 16;

  /**
   * A tree root's table as the general path reads it ({@link #readTables}: varint lengths, UTF-16
   * entries, any number of entries; its errors throw and the general path reports them), then the
   * root's header and flags; fields take their strings from {@code strings} ({@code leafString}
   * with {@code leafHead} -1). False for a table with objects (references: the general path's), a
   * header that is not the plain one, or the budget passed.
   */
  private boolean treeTables(byte[] bytes, int off, int len, int recordSize) {
    if (len == 0 || (bytes[off] & 1) != 0) {
      return false;
    }
    tableInput(bytes, off, len);
    decoded = 0;
    readTables();
    return (decoded += recordSize) <= budget && leafRoot(bytes);
  }

  /**
   * After a tree root whose table {@link #treeTables} or {@link #leafTable} read: a large root
   * accepted or declined ({@code treeBig}, {@link #treeDeclined}), and the scratch arrays a large
   * table grew dropped as {@link #finish} drops them.
   */
  private void treeRelease(boolean accepted) {
    if (accepted) {
      treeBig = false;
    } else if (treeBig) {
      treeDeclined();
    }
    if (chars.length > RETAIN_LIMIT || strings.length > RETAIN_LIMIT / 16) {
      dropLargeArrays();
    }
  }

  /** {@link #leafCommon} with flags of up to eight bytes (a tree root's type has more bits). */
  private int treeCommon(byte[] bytes, int off, int len, int maxStrings, int recordSize) {
    int end = off + len;
    int n = len > 0 ? bytes[off] : -1;
    if (n < 0 || (n & 1) != 0 || (n >>>= 1) > maxStrings || n > leafStringCap || n >= len) {
      return 0;
    }
    int p = off + 1 + n;
    int sum = leafLengthSum(bytes, off + 1, n);
    int at = p + sum;
    if (sum < 0 || sum >= end - p) {
      return 0;
    }
    boolean utf8 = !leafAscii(bytes, p, sum);
    int h = bytes[at];
    int hl = 1;
    if (h < 0) {
      int h1 = at + 1 < end ? bytes[at + 1] : 0;
      h = h1 > 0 ? (h & 0x7F) | (h1 << 7) : 3; // 3: longer or overlong, leafTable's
      hl = 2;
    }
    long size = (long) STRING_BASE * n + 2 * sum + recordSize;
    if ((h & 1) != 0 || (h >>> 2) != end - at - hl || size > limits.decodedSizeBudget(len)) {
      return 0;
    }
    int body = at + hl;
    long flags = 0;
    if ((h & 2) != 0) {
      if (body >= end || bytes.length - body < 8) {
        return 0;
      }
      long w = LittleEndian.getLong(bytes, body);
      long stops = ~w & 0x8080808080808080L;
      int top = Long.numberOfTrailingZeros(stops); // 64 when no byte ends the flags
      int nb = (top >>> 3) + 1;
      if (stops == 0 || nb > end - body || (w >>> (top - 7) & 0x7F) == 0) {
        return 0;
      }
      flags = leafGroups(w, top);
      body += nb;
    }
    decoded = size;
    leafFlags = flags;
    leafUtf8 = utf8;
    return body;
  }

  // A string field of a tree root (generated treeRead and a tree type's decodeLeaf). A large
  // root's table is in strings[] (leafHead -1): an index of one or two bytes that names one of the
  // root's own entries is taken here in a few bytecodes, so that the tree read of a type with many
  // strings (twitter's User: 26) stays inside C2's inlining budget for one compilation
  // (DesiredMethodLimit: with leafString, about 500 bytecodes a string with its varint and
  // stringAt, User's last 12 strings, an int and its constructor were calls). Everything
  // else (a small root's table, a longer or irregular index, one out of range, a session entry) is
  // leafString's, which gives the same string, position or error.
  @Override
  public String treeString() {
    int p = pos;
    int end = curEnd;
    if (leafHead < 0 && p < end) {
      byte[] b = buf;
      int i = b[p];
      int q = p + 1;
      if (i < 0 && q < end) {
        int v = b[q++];
        i = v > 0 ? i & 0x7F | v << 7 : -1; // two bytes (0 would be overlong), else leafString's
      }
      if (i >= 0) {
        i -= sessionCount;
        if (i >= 0 && i < stringCount) {
          pos = q;
          return strings[i];
        }
      }
    }
    return leafString();
  }

  // A zigzag-varint i64 field of a tree root: a varint of nine bytes (twitter's ids near 2^60) from
  // one 8-byte load and the ninth byte, in place of leafI64's hand-over to readI64 (whose
  // readUVarintHeap is a call and reads such a varint a byte at a time); the rest is leafI64's.
  @Override
  public long treeI64() {
    int p = pos;
    if (p < curEnd - 8) {
      long w = LittleEndian.getLong(buf, p);
      if ((w & 0x8080808080808080L) == 0x8080808080808080L) {
        int last = buf[p + 8];
        if (last <= 0) {
          return readI64(); // ten bytes, or overlong: readI64 reports it
        }
        long x = leafGroups(w, 63) | (long) last << 56;
        pos = p + 9;
        return (x >>> 1) ^ -(x & 1);
      }
    }
    return leafI64();
  }

  // The flags of the message treeOpen opened last.
  private long treeFlags;

  @Override
  public int treeOpen(int decodedSize, int knownFlagBits) {
    int p = pos;
    int outer = curEnd;
    byte[] b = buf;
    if (p >= outer) {
      throw DECLINE;
    }
    int h = b[p];
    int q = p + 1;
    if (h < 0) {
      int h1;
      if (q >= outer || (h1 = b[q]) <= 0) {
        throw DECLINE; // longer than two bytes, or overlong: beginMessage's
      }
      h = h & 0x7F | h1 << 7;
      q++;
    }
    if ((h & 1) != 0
        || h >>> 2 > outer - q
        || ++messages > maxObjects
        || (decoded += decodedSize) > budget
        || depth >= maxDepth) {
      throw DECLINE; // the last: deeper than the limit (push's DEPTH_LIMIT), a recursive type
    }
    int end = q + (h >>> 2);
    long bits = 0;
    if ((h & 2) != 0) {
      int x;
      int i = 0;
      do {
        if (q >= end || i == 9) {
          throw DECLINE;
        }
        x = b[q++];
        bits |= (long) (x & 0x7F) << (7 * i);
        i++;
      } while (x < 0);
      if (x == 0 || knownFlagBits < 63 && bits >>> knownFlagBits != 0) {
        throw DECLINE; // overlong, or unknown fields: the general path's
      }
    }
    treeFlags = bits;
    pos = q;
    curEnd = end;
    depth++;
    return outer;
  }

  @Override
  public long treeFlags() {
    return treeFlags;
  }

  @Override
  public void treeClose(int outer) {
    if (pos != curEnd) {
      throw DECLINE; // unknown fields, or a bug: the general path's
    }
    curEnd = outer;
    depth--;
  }

  private void begin(CompactType<?> type, byte[] bytes, int from, int to) {
    if (halfway) {
      dropState();
    }
    if (active) {
      throw new IllegalStateException("CompactReader is not reentrant");
    }
    AbstractCompactType.enterRoot(type);
    // The calls before active is set: one that throws (a null type) or is refused (a short stack)
    // must not leave the reader marked busy, as no finally follows begin's throw.
    rootType = Objects.requireNonNull(type, "type");
    long rb = limits.decodedSizeBudget(to - from);
    active = true;
    buf = bytes;
    base = from;
    pos = from;
    limit = to;
    curEnd = to;
    depth = 0;
    stringCount = 0;
    objectCount = 0;
    refLimit = 0;
    messages = 0;
    origin = null;
    decoded = 0;
    rootBudget = rb;
    budget = rb >>> 1;
    crossDepth = -1;
  }

  /**
   * Decodes one root of a session stream spanning {@code bytes[off, off + len)}: its string indices
   * address {@code table} followed by the root's own entries, which are appended to {@code table}
   * when the decode succeeds. The table may hold at most {@code maxEntries} entries and {@code
   * maxBytes} UTF-8 bytes after the root; more → LIMIT_EXCEEDED (offset: the table head).
   */
  <T> T decodeSession(
      CompactType<T> type,
      byte[] bytes,
      int off,
      int len,
      SessionTable table,
      int maxEntries,
      long maxBytes) {
    Objects.checkFromIndexSize(off, len, bytes.length);
    begin(type, bytes, off, off + len);
    sessionStrings = table.strings;
    sessionCount = table.count;
    try {
      int at = pos;
      T value = readRootSession(type, table, maxEntries, maxBytes, at);
      for (int i = 0; i < stringCount; i++) {
        table.add(strings[i], Math.abs(lens[i])); // a UTF-16 entry's length is kept negative
      }
      return value;
    } finally {
      sessionStrings = null;
      sessionCount = 0;
      finish();
    }
  }

  private <T> T readRootSession(
      CompactType<T> type, SessionTable table, int maxEntries, long maxBytes, int at) {
    sessionCaps = maxEntries;
    sessionCapBytes = maxBytes;
    sessionBytes = table.bytes;
    sessionHeadAt = at;
    try {
      return readRoot(type);
    } finally {
      sessionCaps = -1;
    }
  }

  private int sessionCaps = -1;
  private long sessionCapBytes;
  private long sessionBytes;
  private int sessionHeadAt;

  /**
   * Reads the root at {@code pos}. The first pass keeps no field path; if it fails, the root is
   * read again from the same position with the path recorded, and that pass's error (the same code
   * and offset: decoding is deterministic) is thrown. A failing root therefore costs at most two
   * passes; a valid one pays no path bookkeeping.
   */
  private <T> T readRoot(CompactType<T> type) {
    int start = pos;
    try {
      return readRootOnce(type);
    } catch (BaleException e) {
      if (crossDepth > 0) {
        throw withEarlierLevels(type, start, e);
      }
      if (track) {
        throw e; // recorded since the half of the budget, from depth 0: the path is whole
      }
      rewind(start);
      track = true;
      rereading = true;
      try {
        readRootOnce(type);
      } catch (BaleException tracked) {
        throw tracked;
      } catch (StackOverflowError deeper) {
        // The pass that records the path takes a little more stack: the first pass's error stands.
        repairLevels();
      } finally {
        track = false;
        rereading = false;
      }
      throw e; // unreachable for a deterministic type; never return a value whose twin failed
    } catch (StackOverflowError e) {
      throw stackExhausted(type, start);
    } finally {
      track = false;
    }
  }

  /**
   * The error {@code e} of a first pass that passed half its budget at depth {@code crossDepth} and
   * recorded the path from there on (see {@link #overBudget}), with its whole path: the levels it
   * had entered before, marked {@link #STALE}, are taken from a second pass that records the path
   * from the start and stops where the first passed the half (decoding is deterministic, so the
   * same levels are open there); what the first pass recorded afterwards is laid over them. The
   * second pass reads half the budget at most, and builds nothing where a type honours {@link
   * #discarding()}. Code, offset and detail are the first pass's; so is {@link #decodedSize()}.
   */
  private BaleException withEarlierLevels(CompactType<?> type, int start, BaleException e) {
    int failedDepth = depth;
    int crossed = crossDepth;
    long charged = decoded;
    CompactType<?>[] types = Arrays.copyOf(lvType, failedDepth + 1);
    int[] fields = Arrays.copyOf(lvField, failedDepth + 1);
    int[] indexes = Arrays.copyOf(lvIndex, failedDepth + 1);
    rewind(start);
    track = true;
    rereading = true;
    stopAtHalf = true;
    try {
      readRootOnce(type);
      return e; // unreachable: the second pass stops at the half
    } catch (BaleException half) {
      if (depth != crossed) {
        return e; // not expected (decoding is deterministic); the first pass's error stands
      }
    } catch (StackOverflowError deeper) {
      repairLevels();
      return e;
    } finally {
      track = false;
      rereading = false;
      stopAtHalf = false;
      decoded = charged;
    }
    for (int d = 1; d <= failedDepth; d++) {
      if (types[d] != STALE) {
        lvType[d] = types[d];
      }
      if (fields[d] != STALE_MARK) {
        lvField[d] = fields[d];
      }
      if (indexes[d] != STALE_MARK) {
        lvIndex[d] = indexes[d];
      }
    }
    depth = failedDepth;
    return new BaleException(e.code(), e.offset(), path(), e.detail());
  }

  /**
   * The {@code DEPTH_LIMIT} error for a root whose nesting ran out of the thread's stack before it
   * reached {@link Limits#depth()} (G2: never a {@link StackOverflowError}; the stack is unwound to
   * {@link #readRoot} when this runs). The level arrays are made the same length again (an overflow
   * inside {@link #push} may have grown some of them and not the others), and the root is read once
   * more with the path recorded, as for every other error; that pass runs out of stack too, at
   * about the same depth (how deep a stack reaches depends on what the JIT has compiled, so the
   * depth and offset reported are not exact). {@link #finish} then clears the rest.
   */
  private BaleException stackExhausted(CompactType<?> type, int start) {
    track = false;
    repairLevels();
    int reached = depth;
    int at = pos;
    String path = "";
    if (reached > 0) {
      rewind(start);
      track = true;
      try {
        readRootOnce(type);
      } catch (StackOverflowError again) {
        repairLevels();
        reached = depth;
        at = pos;
        path = path();
      } catch (RuntimeException ignored) {
        // Not expected (the first pass got this far); keep the first pass's depth and offset.
      } finally {
        track = false;
      }
    }
    return new BaleException(
        ErrorCode.DEPTH_LIMIT,
        (long) at - base,
        path.isEmpty() ? rootName() : path,
        "stack exhausted at depth "
            + reached
            + " (depth limit "
            + maxDepth
            + "): decode on a thread with a larger stack to go deeper");
  }

  /** After a stack overflow: every level array as long as {@code lvEnd}, the one grown first. */
  private void repairLevels() {
    int n = lvEnd.length;
    if (lvFlags.length != n
        || lvFlagStart.length != n
        || lvFlagLen.length != n
        || lvField.length != n
        || lvIndex.length != n
        || lvType.length != n) {
      resizeLevels(n);
    }
    if (depth >= n) {
      depth = n - 1;
    }
  }

  /**
   * Every level array to length {@code n} (push grows them; repairLevels evens them out). All the
   * copies are made before any field is set: a stack overflow in a copy (a root begun near the end
   * of the thread's stack) leaves every array as it was, never some grown and some not, which a
   * later root on a normal stack would meet as an index out of bounds, whatever path caught the
   * overflow (the leaf path's catch makes no call to even them out).
   */
  private void resizeLevels(int n) {
    int[] end = Arrays.copyOf(lvEnd, n);
    long[] flags = Arrays.copyOf(lvFlags, n);
    int[] flagStart = Arrays.copyOf(lvFlagStart, n);
    int[] flagLen = Arrays.copyOf(lvFlagLen, n);
    int[] field = Arrays.copyOf(lvField, n);
    int[] index = Arrays.copyOf(lvIndex, n);
    CompactType<?>[] type = Arrays.copyOf(lvType, n);
    // Stores only from here: no call, so no overflow between them.
    lvEnd = end;
    lvFlags = flags;
    lvFlagStart = flagStart;
    lvFlagLen = flagLen;
    lvField = field;
    lvIndex = index;
    lvType = type;
  }

  /** Back to the state {@link #begin} left, with the position at {@code start}. */
  private void rewind(int start) {
    Arrays.fill(strings, 0, stringCount, null);
    Arrays.fill(entryValue, 0, objectCount, null);
    Arrays.fill(entryType, 0, objectCount, null);
    pos = start;
    curEnd = limit;
    depth = 0;
    stringCount = 0;
    objectCount = 0;
    refLimit = 0;
    messages = 0;
    origin = null;
    decoded = 0;
    budget = rootBudget >>> 1;
    crossDepth = -1;
  }

  private <T> T readRootOnce(CompactType<T> type) {
    readTables();
    T value = type.read(this);
    if (depth != 0) {
      throw new IllegalStateException(type.schemaName() + ".read left levels open");
    }
    if (messages == 0) {
      throw new IllegalStateException(
          type.schemaName() + " is not a message type: a root must be a message");
    }
    if (pos != limit) {
      throw error(ErrorCode.TRAILING_BYTES, (limit - pos) + " bytes after the root");
    }
    if (origin != null) {
      origin.setEntryValues(Arrays.copyOf(entryValue, objectCount));
    }
    return value;
  }

  /** Drops every reference into this root (G11) and oversized scratch arrays. */
  private void finish() {
    releaseInput();
    dbuf = null;
    direct = false;
    if (objectCount > 0) {
      Arrays.fill(entryValue, 0, objectCount, null);
      Arrays.fill(entryType, 0, objectCount, null);
    }
    CompactType<?>[] lt = lvType;
    for (int i = 0, n = Math.min(lt.length, maxDepthUsed + 1); i < n; i++) {
      lt[i] = null;
    }
    maxDepthUsed = 0;
    objectCount = 0;
    origin = null;
    rootType = null;
    depth = 0;
    if (strScratch.length > RETAIN_LIMIT
        || chars.length > RETAIN_LIMIT
        || strings.length > RETAIN_LIMIT / 16
        || entryStart.length > RETAIN_LIMIT / 16) {
      dropLargeArrays();
    }
    halfway = false;
  }

  /**
   * Set before a root's clean-up ({@link #finish}, {@link #releaseInput}) and cleared at its end:
   * still set when it did not run to its end, which happens when the thread's stack ran out in it
   * (a root begun near the end of the stack: G2). The next root then starts from {@link
   * #dropState}. The stores of {@code active} before those calls keep the reader usable: a call may
   * be refused on a short stack, a store never is.
   */
  private boolean halfway;

  /**
   * Every scratch array new and every root's state cleared, as in a new reader; limits kept. {@code
   * halfway} is cleared last: if the stack runs out in a call here, the next root drops the state
   * again.
   */
  private void dropState() {
    active = false;
    leafUtf8 = false;
    buf = null;
    dbuf = null;
    direct = false;
    newTable();
    stringCount = 0;
    chars = new char[256];
    strScratch = new byte[0];
    newEntries();
    objectCount = 0;
    wideRefs = NO_REFS;
    wideUsed = 0;
    lvEnd = new int[16];
    lvFlags = new long[16];
    lvFlagStart = new int[16];
    lvFlagLen = new int[16];
    lvField = new int[16];
    lvIndex = new int[16];
    lvType = new CompactType<?>[16];
    depth = 0;
    maxDepthUsed = 0;
    origin = null;
    rootType = null;
    halfway = false;
  }

  /** Oversized scratch arrays go (a large root does not pin them for the next one). */
  private void dropLargeArrays() {
    if (strScratch.length > RETAIN_LIMIT) {
      strScratch = new byte[0];
    }
    if (chars.length > RETAIN_LIMIT) {
      chars = new char[256];
    }
    if (strings.length > RETAIN_LIMIT / 16) {
      newTable();
    }
    if (entryStart.length > RETAIN_LIMIT / 16) {
      newEntries();
    }
  }

  /** The string table's arrays at their first size. */
  private void newTable() {
    strings = new String[TABLE_SLOTS];
    lens = new int[TABLE_SLOTS];
  }

  /** The object table's arrays, empty. */
  private void newEntries() {
    entryStart = new int[0];
    entryEnd = new int[0];
    entryValue = new Object[0];
    entryType = new CompactType<?>[0];
    entryExpanded = new long[0];
  }

  private void readTables() {
    // The rare branches (errors, session caps, direct buffers) are methods of their own. (At about
    // 400 bytes of bytecode this is over C2's FreqInlineSize and stays a call, once per root with a
    // table; the leaf path's leafCommon is the one that must inline, see InlineSizeTest.)
    int at = pos;
    long head = readUVarint();
    long count = head >>> 1;
    if (count > limit - pos || count > limits.maxStringTableEntries()) {
      throw tableCountError(at, count);
    }
    int n = (int) count;
    if (lens.length < n) {
      lens = new int[Math.max(n, lens.length * 2)];
      strings = new String[lens.length];
    } else if ((renewIn -= limit - at) < 0) {
      renewStrings();
    }
    long sum = 0;
    int maxLen = 0;
    long sum16 = 0;
    tableLengths = true; // readUVarintSlow returns a UTF-16 entry's length form (FORMAT.md §2.1)
    try {
      for (int i = 0; i < n; i++) {
        int lenAt = pos;
        long len = readUVarint();
        if (len < 0 || len > limit - pos) { // len < 0: a UTF-16 entry, or a uvarint of 2^63 or more
          len = utf16Length(lenAt, len);
          lens[i] = (int) -len; // a UTF-16 entry's length is kept negative
          sum16 += len;
        } else {
          lens[i] = (int) len;
          maxLen = Math.max(maxLen, (int) len);
        }
        sum += len;
      }
    } finally {
      tableLengths = false; // also when a length fails: no other varint may take the longer form
    }
    if (sum > limit - pos) {
      throw error(ErrorCode.LENGTH_EXCEEDS_INPUT, "string bytes " + sum);
    }
    chargeAt(at, (long) STRING_BASE * n + 2 * sum, "string table");
    if (sessionCaps >= 0) {
      checkSessionCaps(n, sum);
    }
    // The char scratch: the longest UTF-8 entry, and all the UTF-16 entries' units together
    // (decodeUtf16Entries copies them at once). sum16 <= sum <= limit - pos: an int.
    int need = Math.max(maxLen, (int) (sum16 >>> 1));
    if (chars.length < need) {
      chars = new char[Math.max(need, chars.length * 2)];
    }
    if (sum16 > 0) {
      decodeMixedTable(n, sum, sum16);
    } else if (direct) {
      decodeDirectStrings(n, sum);
    } else {
      int done = Utf8.decodeTable(buf, pos, (int) sum, lens, n, strings, chars);
      stringCount = done;
      if (done < n) {
        throw badTableEntry(pos, done);
      }
      pos += (int) sum;
    }
    if ((head & 1) != 0) {
      readObjectTable();
    }
  }

  /**
   * A new (empty) array for the table's strings after every {@link #RENEW_INPUT} bytes of roots
   * read with a table: one that has just been allocated is in G1's young generation, whose cards
   * the post-write barrier of {@code strings[i] = s} tests and skips, while a long-lived one takes
   * a StoreLoad fence and a dirty card per store (docs/benchmarks-log.md, "Compact decode of string
   * tables: the table's array kept young", and "G1 and the decoder's long-lived arrays"). The same
   * for a wide record's references ({@link #wideRefs}), dropped here so that the next such record
   * allocates them anew. Counted in input bytes, not roots, so that large roots (thousands of
   * entries, hundreds of KB allocated a root) renew as often per byte allocated as small ones: an
   * array is replaced after roughly {@code 4 x RENEW_INPUT} bytes of decoded values, few enough
   * that it seldom lives through a young collection, while the arrays allocated stay a small
   * fraction of what the roots allocate (at most {@code 4 x 65,536} bytes every 2 MB of input).
   */
  private void renewStrings() {
    renewIn = RENEW_INPUT;
    if (strings.length <= RENEW_SLOTS) {
      strings = new String[strings.length];
    }
    wideRefs = NO_REFS; // the next wide record allocates it anew, young (its fields are references)
    wideUsed = 0;
  }

  // Input bytes of roots with a table between two renewals (media.1: ~10,000 roots, 80 B a
  // renewal; google_message2: every ~25 roots), and the largest table array renewed.
  private static final long RENEW_INPUT = 2L << 20;
  private static final int RENEW_SLOTS = 1 << 16;
  private long renewIn;

  // Set while readTables or leafTable reads the lengths (and reset in their finally blocks, so it
  // is false at every other point): readUVarintSlow then returns a length in the form one byte
  // longer than minimal (a UTF-16 entry) with the top bit set instead of failing.
  private boolean tableLengths;

  /**
   * The byte length of a UTF-16 entry whose length {@code len} (the top bit set by readUVarintSlow)
   * starts at {@code lenAt}, after the checks of FORMAT.md §2.1 step 2; a UTF-8 length ({@code len}
   * of 2^63 or more, or beyond the input) fails as before.
   */
  private long utf16Length(int lenAt, long len) {
    int end = pos;
    boolean marked = len < 0 && end - lenAt >= 2 && at(end - 1) == 0;
    if (marked) {
      // readUVarintSlow marks only the form exactly one byte longer than minimal; a uvarint of
      // 2^63 or more ends in 0x01 (VARINT_OVERFLOW otherwise), so the last byte tells them apart.
      len &= Long.MAX_VALUE;
    }
    if (len < 0 || len > limit - pos) {
      throw stringLengthError(lenAt, len);
    }
    if (len == 0 || (len & 1) != 0) {
      throw errorAt(lenAt, ErrorCode.INVALID_UTF16, "UTF-16 entry of " + len + " bytes");
    }
    return len;
  }

  /**
   * A table holding UTF-16 entries (FORMAT.md §2.1): the UTF-8 entries' bytes first ({@code sum -
   * sum16} of them, in table order), then the UTF-16 entries' ({@code sum16}). The first bad entry
   * in table order is reported, whichever its kind.
   */
  private void decodeMixedTable(int n, long sum, long sum16) {
    byte[] src;
    int off;
    if (direct) {
      if (strScratch.length < sum) {
        strScratch = new byte[(int) sum];
      }
      Jdk.get(dbuf, pos, strScratch, 0, (int) sum);
      src = strScratch;
      off = 0;
    } else {
      src = buf;
      off = pos;
    }
    int sum8 = (int) (sum - sum16);
    int bad8 = Utf8.decodeTableSkipping(src, off, sum8, lens, n, strings, chars);
    int bad16 = Utf8.decodeUtf16Entries(src, off + sum8, (int) sum16, lens, n, strings, chars);
    stringCount = n;
    int bad = Math.min(bad8, bad16);
    if (bad < n) {
      boolean u16 = lens[bad] < 0;
      int p = pos + (u16 ? sum8 : 0);
      for (int k = 0; k < bad; k++) {
        if ((lens[k] < 0) == u16) {
          p += Math.abs(lens[k]);
        }
      }
      throw errorAt(
          p, u16 ? ErrorCode.INVALID_UTF16 : ErrorCode.INVALID_UTF8, "string table entry " + bad);
    }
    pos += (int) sum;
  }

  /** INVALID_UTF8 at entry {@code i} of the table whose bytes start at {@code from}. */
  private BaleException badTableEntry(int from, int i) {
    int p = from;
    for (int k = 0; k < i; k++) {
      p += lens[k];
    }
    return errorAt(p, ErrorCode.INVALID_UTF8, "string table entry " + i);
  }

  private BaleException tableCountError(int at, long count) {
    if (count > limit - pos) {
      return errorAt(at, ErrorCode.LENGTH_EXCEEDS_INPUT, "string count " + count);
    }
    return errorAt(
        at,
        ErrorCode.LIMIT_EXCEEDED,
        "string count " + count + " > maxStringTableEntries " + limits.maxStringTableEntries());
  }

  private BaleException stringLengthError(int lenAt, long len) {
    return errorAt(
        lenAt,
        ErrorCode.LENGTH_EXCEEDS_INPUT,
        "string length " + Long.toUnsignedString(len) + " > remaining " + (limit - pos));
  }

  private void checkSessionCaps(int n, long sum) {
    if ((long) sessionCount + n > sessionCaps || sessionBytes + sum > sessionCapBytes) {
      throw errorAt(
          sessionHeadAt,
          ErrorCode.LIMIT_EXCEEDED,
          "session table would hold "
              + ((long) sessionCount + n)
              + " entries / "
              + (sessionBytes + sum)
              + " bytes, limits "
              + sessionCaps
              + " / "
              + sessionCapBytes);
    }
  }

  /** The table's strings from a direct buffer: copied out once, then decoded from the copy. */
  private void decodeDirectStrings(int n, long sum) {
    if (strScratch.length < sum) {
      strScratch = new byte[(int) sum];
    }
    Jdk.get(dbuf, pos, strScratch, 0, (int) sum);
    int done = Utf8.decodeTable(strScratch, 0, (int) sum, lens, n, strings, chars);
    stringCount = done;
    if (done < n) {
      throw badTableEntry(pos, done);
    }
    pos += (int) sum;
  }

  private void readObjectTable() {
    int at = pos;
    long count = readUVarint();
    if (count < 1 || count > limit - pos) {
      throw errorAt(at, ErrorCode.LENGTH_EXCEEDS_INPUT, "object count " + count);
    }
    if (count > limits.maxObjects()) {
      throw errorAt(
          at,
          ErrorCode.LIMIT_EXCEEDED,
          "object count " + count + " > maxObjects " + limits.maxObjects());
    }
    int n = (int) count;
    chargeAt(at, 24L * n, "object table"); // the reader's five arrays for n entries
    if (entryStart.length < n) {
      int cap = Math.max(n, entryStart.length * 2);
      entryStart = new int[cap];
      entryEnd = new int[cap];
      entryValue = new Object[cap];
      entryType = new CompactType<?>[cap];
      entryExpanded = new long[cap];
    }
    for (int i = 0; i < n; i++) {
      int start = pos;
      long header = readUVarint();
      if ((header & 1) != 0) {
        throw errorAt(
            start,
            ErrorCode.INVALID_OBJECT_REFERENCE,
            "object-table entry " + i + " is a reference");
      }
      long bodyLength = header >>> 2;
      if (bodyLength > limit - pos) {
        throw errorAt(start, ErrorCode.LENGTH_EXCEEDS_INPUT, "body length " + bodyLength);
      }
      pos += (int) bodyLength;
      entryStart[i] = start;
      entryEnd[i] = pos;
      objectCount = i + 1;
    }
    refLimit = n;
  }

  // The stream scan: sp is its cursor in sbuf, scanCapped says it stopped at a part that would
  // take the root past maxStreamMessageBytes.
  private int sp;
  private boolean scanCapped;
  private boolean scanComplete;

  /**
   * Reads the root's bytes from a stream into {@code sbuf}, following its structure, and returns
   * where the root ends. Before each check the in-memory decoder makes against the input's length
   * (a string or object count, a string length, the string bytes, an entry's or the root's body),
   * the bytes that check needs are read (as far as the stream has them), so that the in-memory
   * decode of {@code sbuf} passes or fails it as it would on the whole input. The scan checks
   * nothing else: at anything it cannot follow (the stream's end, a bad varint, a count past its
   * limit, a reference in the object table) it stops and returns {@code sn}, and the in-memory
   * decode of the bytes read reports the error, with the code, offset and path it gives for the
   * same bytes in memory (FORMAT.md §7: the exceptions). A valid root is read exactly: no byte past
   * its end is taken from the stream. The root starts at {@code start} of {@code sbuf}; the bytes
   * up to {@code sn} were read before (the frame's, or the root's own before an IOException), and
   * the scan reads on from {@code sn}.
   */
  private int scanRoot(InputStream in, int start) throws IOException {
    scanCapped = false;
    scanComplete = false;
    sp = start;
    if (pendingByte >= 0) {
      int b = pendingByte; // decodeNext's first byte, the root's
      pendingByte = -1;
      streamAppend(b);
    }
    long head = scanVarint(in);
    long count = head >>> 1;
    if (head < 0 || !have(in, count) || count > limits.maxStringTableEntries()) {
      return sn;
    }
    long sum = 0;
    for (long i = 0; i < count; i++) {
      long len = scanVarint(in);
      if (len < 0 || !have(in, len)) { // len < 0: a bad varint, or 2^63 or more
        return sn;
      }
      sum += len; // each below 2^31, at most 2^31 of them: no overflow
    }
    if (!have(in, sum)) {
      return sn;
    }
    sp += (int) sum;
    if ((head & 1) != 0) {
      long objects = scanVarint(in);
      if (objects < 1 || !have(in, objects) || objects > limits.maxObjects()) {
        return sn;
      }
      for (long i = 0; i < objects; i++) {
        long header = scanVarint(in);
        if (header < 0 || (header & 1) != 0 || !have(in, header >>> 2)) {
          return sn;
        }
        sp += (int) (header >>> 2);
      }
    }
    long header = scanVarint(in);
    if (header < 0 || (header & 1) != 0 || !have(in, header >>> 2)) {
      return sn;
    }
    scanComplete = true;
    return sp + (int) (header >>> 2);
  }

  /**
   * Whether {@code sbuf} holds {@code n} bytes from the cursor, reading what it lacks from the
   * stream; false when the stream ends first, when they would take the root past {@code
   * maxStreamMessageBytes} (nothing is read then: scanCapped is set), or when they would end at or
   * after 2^31 - 1 (no array holds them: the in-memory decode says LENGTH_EXCEEDS_INPUT).
   */
  private boolean have(InputStream in, long n) throws IOException {
    if (n < 0 || n >= Integer.MAX_VALUE - sp) {
      return false; // (a count read as up to 2^63 - 1: no sum below may overflow)
    }
    long to = sp + n;
    if (to <= sn) {
      return true;
    }
    if (to > limits.maxStreamMessageBytes()) {
      scanCapped = true;
      return false;
    }
    int end = (int) to;
    while (sn < end) {
      if (sn == sbuf.length) {
        // Grow by at most the size already received (and at least one chunk): a forged length
        // costs no more memory than the bytes that really arrive.
        long cap = Math.min(end, Math.max(STREAM_CHUNK, sbuf.length * 2L));
        sbuf = Arrays.copyOf(sbuf, (int) cap);
      }
      int r = in.read(sbuf, sn, Math.min(end, sbuf.length) - sn);
      if (r < 0) {
        return false;
      }
      sn += r;
    }
    return true;
  }

  /**
   * The uvarint at the cursor, read from the stream as far as needed, the cursor moved past it; -1
   * when the stream ends inside it or it has more than ten bytes or does not fit in 64 bits (the
   * in-memory decode reports which), and {@code Long.MIN_VALUE} or more as negative values for 2^63
   * or more. Overlong forms are taken as their value (a table length may be one byte longer,
   * FORMAT.md §2.1; elsewhere the in-memory decode reports VARINT_NONCANONICAL).
   */
  private long scanVarint(InputStream in) throws IOException {
    long result = 0;
    for (int i = 0; i < 10; i++) {
      if (!have(in, 1)) {
        return -1;
      }
      int b = sbuf[sp++] & 0xFF;
      if (i == 9 && b > 1) {
        return -1;
      }
      result |= (long) (b & 0x7F) << (7 * i);
      if (b < 0x80) {
        return result;
      }
    }
    return -1;
  }

  /**
   * The error of the in-memory decode of the bytes {@link #scanRoot} read: {@code e} itself, but
   * LIMIT_EXCEEDED (at {@code e}'s offset and path) where the scan stopped at a part that would
   * take the root past {@code maxStreamMessageBytes} and {@code e} is the in-memory decode's
   * LENGTH_EXCEEDS_INPUT or TRUNCATED for the bytes not read.
   */
  private BaleException scanned(BaleException e) {
    if (scanCapped
        && (e.code() == ErrorCode.LENGTH_EXCEEDS_INPUT || e.code() == ErrorCode.TRUNCATED)) {
      return new BaleException(ErrorCode.LIMIT_EXCEEDED, e.offset(), e.path(), limitDetail());
    }
    return e;
  }

  /**
   * After an in-memory decode of the scanned bytes that did not fail: the scan must have found the
   * root's end (it stops only where that decode fails; this keeps a root it could not follow from
   * being taken).
   */
  private void checkScanComplete() {
    if (!scanComplete) {
      throw streamError(
          sn,
          scanCapped ? ErrorCode.LIMIT_EXCEEDED : ErrorCode.TRUNCATED,
          scanCapped ? limitDetail() : "end of stream inside the root");
    }
  }

  private String limitDetail() {
    return "root larger than maxStreamMessageBytes " + limits.maxStreamMessageBytes();
  }

  private void streamAppend(int b) {
    if (sn >= limits.maxStreamMessageBytes()) {
      throw streamError(
          sn, ErrorCode.LIMIT_EXCEEDED, "root larger than " + limits.maxStreamMessageBytes());
    }
    if (sn == sbuf.length) {
      sbuf = Arrays.copyOf(sbuf, Math.max(STREAM_CHUNK, sbuf.length * 2));
    }
    sbuf[sn++] = (byte) b;
  }

  private BaleException streamError(int offset, ErrorCode code, String detail) {
    return new BaleException(code, offset, rootName(), detail);
  }

  // ---------------------------------------------------------------------------------------------
  // Varints and scalars

  // Input access: the byte[] (heap) or the ByteBuffer read in place (direct). Callers check bounds
  // against curEnd first; the array or buffer checks again (a failure there is a runtime bug).

  private byte at(int i) {
    return direct ? dbuf.get(i) : buf[i];
  }

  private short le16(int i) {
    return direct ? LittleEndian.getShort(dbuf, i) : LittleEndian.getShort(buf, i);
  }

  private int le32(int i) {
    return direct ? LittleEndian.getInt(dbuf, i) : LittleEndian.getInt(buf, i);
  }

  private long le64(int i) {
    return direct ? LittleEndian.getLong(dbuf, i) : LittleEndian.getLong(buf, i);
  }

  private byte[] copyRange(int from, int to) {
    if (!direct) {
      return Arrays.copyOfRange(buf, from, to);
    }
    byte[] out = new byte[to - from];
    Jdk.get(dbuf, from, out, 0, out.length);
    return out;
  }

  private void need(int n) {
    if (n > curEnd - pos) {
      throw error(ErrorCode.TRUNCATED, "needs " + n + " bytes, " + (curEnd - pos) + " left");
    }
  }

  private long readUVarint() {
    int p = pos;
    if (p < curEnd) {
      if (!direct) {
        byte[] b = buf;
        int v = b[p];
        if (v >= 0) {
          pos = p + 1;
          return v;
        }
        if (p + 1 < curEnd) {
          int v1 = b[p + 1];
          if (v1 > 0) { // a canonical two-byte varint (0 would be overlong)
            pos = p + 2;
            return (v & 0x7F) | (v1 << 7);
          }
        }
        return readUVarintHeap(p, v);
      }
      byte v = dbuf.get(p);
      if (v >= 0) {
        pos = p + 1;
        return v;
      }
    }
    return readUVarintSlow();
  }

  /**
   * A multi-byte varint from the heap array, whose first byte {@code b0} is at {@code p}: up to
   * five bytes unrolled, up to eight in one 64-bit load, longer ones in a loop; anything else
   * (overlong, overflow, truncated) goes to {@link #readUVarintSlow()}, which reports it.
   */
  private long readUVarintHeap(int p, int b0) {
    byte[] b = buf;
    if (curEnd - p >= 5) {
      // Up to five bytes unrolled (every 32-bit value): a terminating byte of 0 is overlong.
      int r = b0 & 0x7F;
      int v = b[p + 1];
      if (v > 0) {
        pos = p + 2;
        return r | (v << 7);
      }
      if (v < 0) {
        r |= (v & 0x7F) << 7;
        v = b[p + 2];
        if (v > 0) {
          pos = p + 3;
          return r | (v << 14);
        }
        if (v < 0) {
          r |= (v & 0x7F) << 14;
          v = b[p + 3];
          if (v > 0) {
            pos = p + 4;
            return r | (v << 21);
          }
          if (v < 0) {
            long q = r | (long) (v & 0x7F) << 21;
            v = b[p + 4];
            if (v > 0) {
              pos = p + 5;
              return q | ((long) v << 28);
            }
          }
        }
      }
    }
    if (curEnd - p >= 8) {
      // Six to eight bytes (timestamps, 64-bit sizes) in one load, without a branch per byte: the
      // first byte whose top bit is clear ends the varint; its 7-bit groups are then packed
      // together by three shift-and-mask steps. Overlong endings and longer varints take the
      // checked loop below. (For two to five bytes this measured slower than the unrolled tests.)
      long w = LittleEndian.getLong(b, p);
      long stops = ~w & 0x8080808080808080L;
      if (stops != 0) {
        int top = Long.numberOfTrailingZeros(stops); // bit 7 of the last byte
        if ((w >>> (top - 7) & 0x7F) != 0) { // a last byte of 0 would be overlong
          long x = w & (-1L >>> (63 - top)) & 0x7F7F7F7F7F7F7F7FL;
          x = (x & 0x007F007F007F007FL) | ((x & 0x7F007F007F007F00L) >>> 1);
          x = (x & 0x00003FFF00003FFFL) | ((x & 0x3FFF00003FFF0000L) >>> 2);
          x = (x & 0x000000000FFFFFFFL) | ((x & 0x0FFFFFFF00000000L) >>> 4);
          pos = p + (top >>> 3) + 1;
          return x;
        }
      }
    }
    int max = Math.min(10, curEnd - p);
    long r = b0 & 0x7F;
    for (int i = 1; i < max; i++) {
      int v = b[p + i];
      if (v >= 0) {
        if (v == 0 || (i == 9 && v > 1)) {
          break;
        }
        pos = p + i + 1;
        return r | ((long) v << (7 * i));
      }
      r |= (long) (v & 0x7F) << (7 * i);
    }
    return readUVarintSlow();
  }

  private long readUVarintSlow() {
    int start = pos;
    int p = start;
    long result = 0;
    for (int i = 0; ; i++) {
      if (p >= curEnd) {
        throw errorAt(start, ErrorCode.TRUNCATED, "input ends inside a varint");
      }
      int b = at(p++) & 0xFF;
      if (i == 9 && b > 1) {
        throw errorAt(start, ErrorCode.VARINT_OVERFLOW, "varint does not fit in 64 bits");
      }
      result |= (long) (b & 0x7F) << (7 * i);
      if (b < 0x80) {
        if (b == 0 && i > 0) {
          if (tableLengths && (i == 1 || (at(p - 2) & 0x7F) != 0)) {
            // Exactly one byte longer than minimal: a UTF-16 string-table entry (FORMAT.md §2.1).
            pos = p;
            return result | Long.MIN_VALUE;
          }
          throw errorAt(start, ErrorCode.VARINT_NONCANONICAL, "overlong varint");
        }
        pos = p;
        return result;
      }
    }
  }

  private long readSVarint() {
    long v = readUVarint();
    return (v >>> 1) ^ -(v & 1);
  }

  @Override
  public boolean readBool() {
    need(1);
    byte b = at(pos);
    if ((b & ~1) != 0) {
      throw error(ErrorCode.INVALID_BOOL, "bool byte " + (b & 0xFF));
    }
    pos++;
    return b != 0;
  }

  @Override
  public byte readI8() {
    need(1);
    return at(pos++);
  }

  @Override
  public int readU8() {
    need(1);
    return at(pos++) & 0xFF;
  }

  @Override
  public short readI16() {
    int at = pos;
    long v = readSVarint();
    if (v != (short) v) {
      throw errorAt(at, ErrorCode.INT_OUT_OF_RANGE, "i16 value " + v);
    }
    return (short) v;
  }

  @Override
  public int readI32() {
    int at = pos;
    long v = readSVarint();
    if (v != (int) v) {
      throw errorAt(at, ErrorCode.INT_OUT_OF_RANGE, "i32 value " + v);
    }
    return (int) v;
  }

  @Override
  public long readI64() {
    return readSVarint();
  }

  @Override
  public int readU16() {
    int at = pos;
    long v = readUVarint();
    if ((v & ~0xFFFFL) != 0) {
      throw errorAt(at, ErrorCode.INT_OUT_OF_RANGE, "u16 value " + Long.toUnsignedString(v));
    }
    return (int) v;
  }

  @Override
  public long readU32() {
    int at = pos;
    long v = readUVarint();
    if ((v & ~0xFFFF_FFFFL) != 0) {
      throw errorAt(at, ErrorCode.INT_OUT_OF_RANGE, "u32 value " + Long.toUnsignedString(v));
    }
    return v;
  }

  @Override
  public long readU64() {
    return readUVarint();
  }

  @Override
  public short readFixedI16() {
    need(2);
    short v = le16(pos);
    pos += 2;
    return v;
  }

  @Override
  public int readFixedU16() {
    return readFixedI16() & 0xFFFF;
  }

  @Override
  public int readFixedI32() {
    need(4);
    int v = le32(pos);
    pos += 4;
    return v;
  }

  @Override
  public long readFixedU32() {
    return readFixedI32() & 0xFFFF_FFFFL;
  }

  @Override
  public long readFixedI64() {
    need(8);
    long v = le64(pos);
    pos += 8;
    return v;
  }

  @Override
  public long readFixedU64() {
    return readFixedI64();
  }

  @Override
  public float readF32() {
    return Float.intBitsToFloat(readFixedI32());
  }

  @Override
  public double readF64() {
    return Double.longBitsToDouble(readFixedI64());
  }

  @Override
  public int readEnum() {
    int at = pos;
    long v = readUVarint();
    if ((v & ~0x7FFF_FFFFL) != 0) {
      throw errorAt(at, ErrorCode.INT_OUT_OF_RANGE, "enum value " + Long.toUnsignedString(v));
    }
    return (int) v;
  }

  @Override
  public int readUnionCase() {
    long v = readUVarint();
    if ((v & ~0x7FFF_FFFFL) != 0) {
      throw error(ErrorCode.UNKNOWN_UNION_CASE, "union case " + Long.toUnsignedString(v));
    }
    return (int) v;
  }

  @Override
  public String readString() {
    int at = pos;
    return stringAt(at, readUVarint());
  }

  private String stringAt(int at, long i) {
    if (i >= 0 && i < sessionCount) {
      return sessionStrings[(int) i];
    }
    long own = i - sessionCount;
    if (i < 0 || own >= stringCount) {
      throw errorAt(
          at,
          ErrorCode.STRING_INDEX_OUT_OF_RANGE,
          "string index "
              + Long.toUnsignedString(i)
              + " >= table size "
              + (sessionCount + stringCount)
              + (sessionCount > 0
                  ? " (session " + sessionCount + " + root " + stringCount + ")"
                  : ""));
    }
    return strings[(int) own];
  }

  @Override
  public JsonValue readJson() {
    int at = pos;
    long h = readUVarint();
    long n = h >>> 3;
    switch ((int) h & 7) {
      case 0:
        if (n == 0) {
          return JsonValue.NULL;
        } else if (n == 1) {
          return JsonValue.FALSE;
        } else if (n == 2) {
          return JsonValue.TRUE;
        } else if (n == 3) {
          int zat = pos;
          long z = readUVarint();
          if (z >>> 61 == 0) {
            throw errorAt(zat, ErrorCode.INVALID_JSON_VALUE, "long integer form of a short one");
          }
          return new JsonValue.Int((z >>> 1) ^ -(z & 1));
        }
        throw errorAt(at, ErrorCode.INVALID_JSON_VALUE, "json header " + Long.toUnsignedString(h));
      case 1:
        return new JsonValue.Int((n >>> 1) ^ -(n & 1));
      case 2:
        {
          if (n != 0) {
            throw errorAt(
                at, ErrorCode.INVALID_JSON_VALUE, "json header " + Long.toUnsignedString(h));
          }
          int fat = pos;
          double d = readF64();
          if (!Double.isFinite(d)) {
            throw errorAt(fat, ErrorCode.INVALID_JSON_VALUE, "json float " + d);
          }
          return new JsonValue.Real(d);
        }
      case 3:
        return new JsonValue.Str(stringAt(at, n));
      case 4:
        {
          beginComposite(null, at);
          int count = jsonCount(at, n, 1);
          chargeAt(at, CompactSource.jsonArraySize(count), "json array");
          JsonValue[] elements = new JsonValue[count];
          for (int i = 0; i < count; i++) {
            element(i);
            elements[i] = readJson();
          }
          endComposite();
          return new JsonValue.Arr(Arrays.asList(elements));
        }
      case 5:
        {
          beginComposite(null, at);
          int count = jsonCount(at, n, 2);
          chargeAt(at, CompactSource.jsonObjectSize(count), "json object");
          java.util.LinkedHashMap<String, JsonValue> members = CompactSource.newMap(count);
          for (int i = 0; i < count; i++) {
            element(i);
            String key = readString();
            if (members.containsKey(key)) {
              throw error(ErrorCode.DUPLICATE_MAP_KEY, "duplicate json object key");
            }
            members.put(key, readJson());
          }
          endComposite();
          return new JsonValue.Obj(members);
        }
      default:
        throw errorAt(at, ErrorCode.INVALID_JSON_VALUE, "json header " + Long.toUnsignedString(h));
    }
  }

  private int jsonCount(int at, long n, int minWireSize) {
    if (n > (curEnd - pos) / minWireSize || n > Integer.MAX_VALUE - 8) {
      throw errorAt(
          at,
          ErrorCode.LENGTH_EXCEEDS_INPUT,
          "count " + n + " > remaining " + (curEnd - pos) + " / element size " + minWireSize);
    }
    return (int) n;
  }

  @Override
  public Bytes readBytes() {
    int at = pos;
    long n = readUVarint();
    if (n < 0 || n > curEnd - pos) {
      throw errorAt(at, ErrorCode.LENGTH_EXCEEDS_INPUT, "bytes length " + Long.toUnsignedString(n));
    }
    chargeAt(at, BYTES_BASE + n, "bytes");
    byte[] out = copyRange(pos, pos + (int) n);
    pos += (int) n;
    return Bytes.wrap(out);
  }

  @Override
  public int readLeafCount(int minWireSize) {
    if (depth >= maxDepth) {
      push(null, pos); // throws DEPTH_LIMIT
    }
    return readCount(minWireSize);
  }

  @Override
  public int readCount(int minWireSize) {
    return readCount(minWireSize, -1);
  }

  @Override
  public int readCount(int minWireSize, int elementSize) {
    if (minWireSize < 1) {
      throw new IllegalArgumentException("minWireSize must be >= 1, got " + minWireSize);
    }
    int at = pos;
    long n = readUVarint();
    if (n < 0 || n > (curEnd - pos) / minWireSize || n > Integer.MAX_VALUE - 8) {
      throw errorAt(
          at,
          ErrorCode.LENGTH_EXCEEDS_INPUT,
          "count "
              + Long.toUnsignedString(n)
              + " > remaining "
              + (curEnd - pos)
              + " / element size "
              + minWireSize);
    }
    if (elementSize >= 0) {
      chargeAt(at, n == 0 ? EMPTY_COLLECTION : COLLECTION_BASE + n * elementSize, "collection");
    }
    return (int) n;
  }

  @Override
  public void charge(long bytes) {
    chargeAt(pos, bytes, "value");
  }

  private void chargeAt(int at, long bytes, String what) {
    if ((decoded += bytes) > budget) {
      overBudget(at, what);
    }
  }

  /**
   * A charge took {@link #decoded} past {@link #budget}. Until a pass passes half the root's
   * budget, {@code budget} is that half: the first time, the first pass (which keeps no path)
   * begins to record the path, marking the levels open so far as {@link #STALE}, and goes on with
   * the whole budget (a root that fails after that is not read a second time in full, only up to
   * here: {@link #withEarlierLevels}); the pass that finds those levels stops here. Past the whole
   * budget → LIMIT_EXCEEDED at {@code at}. Out of line: valid roots below half their budget never
   * come here.
   */
  private void overBudget(int at, String what) {
    if (budget < rootBudget) {
      if (stopAtHalf) {
        throw budgetError(at, what);
      }
      budget = rootBudget;
      if (!track) {
        track = true;
        crossDepth = depth;
        for (int d = 1; d <= depth; d++) {
          lvType[d] = STALE;
          lvField[d] = STALE_MARK;
          lvIndex[d] = STALE_MARK;
        }
        maxDepthUsed = Math.max(maxDepthUsed, depth);
      }
      if (decoded <= rootBudget) {
        return;
      }
    }
    throw budgetError(at, what);
  }

  private BaleException budgetError(int at, String what) {
    return errorAt(
        at,
        ErrorCode.LIMIT_EXCEEDED,
        what
            + " takes the decoded size to "
            + decoded
            + " estimated bytes, over the budget of "
            + rootBudget
            + " (max("
            + limits.decodedSizeFloor()
            + ", "
            + limits.decodedSizeRatio()
            + " x "
            + (limit - base)
            + " input bytes))");
  }

  // ---------------------------------------------------------------------------------------------
  // Bulk lists of fixed-width elements (count read first with readCount(width)).

  /**
   * Checks that {@code count} elements of {@code width} bytes fit, and charges the list {@code
   * decodedWidth} estimated bytes per element (FORMAT.md §7.1: an 8-byte slot, plus 16 for a float
   * or {@code u32}, 24 for a 64-bit integer).
   */
  private int needBulk(int count, int width, int decodedWidth) {
    long n = (long) count * width;
    if (count < 0 || n > curEnd - pos) {
      throw error(ErrorCode.TRUNCATED, count + " elements of " + width + " bytes do not fit");
    }
    chargeAt(
        pos, count == 0 ? EMPTY_COLLECTION : COLLECTION_BASE + (long) count * decodedWidth, "list");
    return (int) n;
  }

  private ByteBuffer bulk(int n) {
    ByteBuffer b =
        (direct ? Jdk.slice(dbuf, pos, n) : ByteBuffer.wrap(buf, pos, n))
            .order(ByteOrder.LITTLE_ENDIAN);
    pos += n;
    return b;
  }

  @Override
  public IntList readI32s(int count) {
    needBulk(count, 1, 8);
    // An empty list (citm's empty blockIds, one per area): no array and no call to the loop.
    return count == 0 ? IntList.EMPTY : IntList.wrap(readInt32Elements(count, true));
  }

  @Override
  public LongList readU32s(int count) {
    needBulk(count, 1, 24);
    int[] raw = readInt32Elements(count, false);
    long[] a = new long[count];
    for (int i = 0; i < count; i++) {
      a[i] = raw[i] & 0xFFFF_FFFFL;
    }
    return LongList.wrap(a);
  }

  @Override
  public int[] readInt32Elements(int count, boolean zigzag) {
    int[] a = new int[count];
    if (count >= LIST_LAYOUT_MIN) {
      int at = pos;
      need(1);
      int layout = at(pos) & 0xFF;
      if (layout == LAYOUT_BLOCK) {
        pos++;
        readBlockLayout(a, count, zigzag);
        return a;
      } else if (layout != LAYOUT_VARINT) {
        throw errorAt(at, ErrorCode.INVALID_LIST_LAYOUT, "list layout byte " + layout);
      }
      pos++;
    }
    readVarint32s(a, count, zigzag);
    return a;
  }

  /** {@code count} LEB128 elements (the varint layout) into {@code a}. */
  private void readVarint32s(int[] a, int count, boolean zigzag) {
    int i = 0;
    while (i < count) {
      if (!direct) {
        byte[] b = buf;
        int p = pos;
        int fastEnd = curEnd - 8;
        int start = i;
        for (; i < count && p <= fastEnd; i++) {
          // Branch-free: 8 bytes at once; the terminator is the first byte without the high bit.
          long w = LittleEndian.getLong(b, p);
          int tz = Long.numberOfTrailingZeros(~w & 0x8080808080808080L); // 8 * index + 7, or 64
          int len = (tz + 1) >>> 3;
          long x = w & (-1L >>> (63 - tz));
          int last = (int) (x >>> (tz - 7));
          if (len > 5 | (last == 0 & len > 1) | (len == 5 & last > 0x0F)) {
            break; // too long, overlong or out of range (or no terminator in 8 bytes): below
          }
          int r =
              (int)
                  ((x & 0x7F)
                      | ((x >>> 1) & 0x3F80)
                      | ((x >>> 2) & 0x1F_C000)
                      | ((x >>> 3) & 0xFE0_0000)
                      | ((x >>> 4) & 0xF000_0000L));
          a[i] = r;
          p += len;
        }
        pos = p;
        if (zigzag) {
          unzigzag(a, start, i);
        }
        if (i == count) {
          break;
        }
      }
      element(i);
      a[i++] = zigzag ? readI32() : (int) readU32();
    }
  }

  /**
   * Zigzag-decodes {@code a[from..to)} in place: a loop of its own, which the JIT vectorises (the
   * decoding loops store raw values and call this per stretch).
   */
  private static void unzigzag(int[] a, int from, int to) {
    for (int j = from; j < to; j++) {
      int v = a[j];
      a[j] = (v >>> 1) ^ -(v & 1);
    }
  }

  /**
   * The sum of the minimal byte lengths (1 to 4) of the raw values {@code a[from..to)}, which are
   * zigzag-decoded in place when {@code zigzag}: one loop the JIT vectorises. Every value the block
   * layout's fast loop stores fits the length its code gives, so the sum equals the bytes the
   * values took exactly when every length is minimal. Each length comes from {@code h = v >>> 1}
   * (non-negative, and the zigzag's shift): {@code v} needs a second byte when {@code h >= 2^7}, a
   * third when {@code h >= 2^15}, a fourth when {@code h >= 2^23}, each the sign of a subtraction
   * that cannot overflow (docs/benchmarks-log.md "Bulk int lists, third step").
   */
  private static int minimalBytes(int[] a, int from, int to, boolean zigzag) {
    int less = 0; // minus the bytes beyond the first
    if (zigzag) {
      for (int j = from; j < to; j++) {
        int v = a[j];
        int h = v >>> 1;
        less += ((0x7F - h) >> 31) + ((0x7FFF - h) >> 31) + ((0x7F_FFFF - h) >> 31);
        a[j] = h ^ -(v & 1);
      }
    } else {
      for (int j = from; j < to; j++) {
        int h = a[j] >>> 1;
        less += ((0x7F - h) >> 31) + ((0x7FFF - h) >> 31) + ((0x7F_FFFF - h) >> 31);
      }
    }
    return (to - from) - less;
  }

  /**
   * A whole block of a {@code list<i32>} (1024 groups from value {@code i}, tag byte {@code t},
   * value byte {@code p}): the fast loop of {@link #readBlockLayout}, then {@link #minimalBytes}'s
   * check and zigzag over the block's four quarters in one loop, so that the vectorised loop
   * reduces its sum once for four vectors (AVX2 holds 8 ints: docs/benchmarks-log.md "Bulk int
   * lists, fourth step"). Returns the end of the block's bytes in the high half and the sum of its
   * values' minimal lengths in the low half. Kept above FreqInlineSize on purpose (InlineSizeTest):
   * inlined into readBlockLayout, or with a pass that calls out, C2 keeps the fast loop's variables
   * on the stack.
   */
  private static long blockI32(byte[] b, int[] a, int i, int t, int p) {
    int stop = i + 4096;
    for (; i < stop; i += 4) {
      int k = (b[t++] & 0xFF) << 3;
      long w0 = LittleEndian.getLong(b, p);
      long w1 = LittleEndian.getLong(b, p + BLOCK[k + 1]);
      a[i] = (int) w0 & BLOCK[k + 4];
      a[i + 1] = (int) (w0 >>> BLOCK[k]) & BLOCK[k + 5];
      a[i + 2] = (int) w1 & BLOCK[k + 6];
      a[i + 3] = (int) (w1 >>> BLOCK[k + 2]) & BLOCK[k + 7];
      p += BLOCK[k + 3];
    }
    long end = (long) p << 32;
    int less = 0;
    for (int j = stop - 4096; j < stop - 3072; j++) {
      int v0 = a[j];
      int v1 = a[j + 1024];
      int v2 = a[j + 2048];
      int v3 = a[j + 3072];
      int h0 = v0 >>> 1;
      int h1 = v1 >>> 1;
      int h2 = v2 >>> 1;
      int h3 = v3 >>> 1;
      int s0 = ((0x7F - h0) >> 31) + ((0x7FFF - h0) >> 31) + ((0x7F_FFFF - h0) >> 31);
      int s1 = ((0x7F - h1) >> 31) + ((0x7FFF - h1) >> 31) + ((0x7F_FFFF - h1) >> 31);
      int s2 = ((0x7F - h2) >> 31) + ((0x7FFF - h2) >> 31) + ((0x7F_FFFF - h2) >> 31);
      int s3 = ((0x7F - h3) >> 31) + ((0x7FFF - h3) >> 31) + ((0x7F_FFFF - h3) >> 31);
      less += (s0 + s1) + (s2 + s3);
      a[j] = h0 ^ -(v0 & 1);
      a[j + 1024] = h1 ^ -(v1 & 1);
      a[j + 2048] = h2 ^ -(v2 & 1);
      a[j + 3072] = h3 ^ -(v3 & 1);
    }
    return end | (4096 - less);
  }

  /**
   * The block layout (FORMAT.md §1.3): {@code ceil(count / 4)} tag bytes, then each value in the
   * 1-4 little-endian bytes its 2-bit code gives. Checks, in this order: the tags fit (TRUNCATED at
   * the first tag byte), the unused codes of the last tag byte are 0 (VARINT_NONCANONICAL at that
   * byte), then for each value in turn: it fits (TRUNCATED at the value) and has its minimal length
   * (VARINT_NONCANONICAL at the value); the path of a value's error ends in {@code [i]}.
   */
  private void readBlockLayout(int[] a, int count, boolean zigzag) {
    int tags = pos;
    int ntags = (count + 3) >>> 2;
    if (ntags > curEnd - tags) {
      throw errorAt(
          tags, ErrorCode.TRUNCATED, ntags + " tag bytes, " + (curEnd - tags) + " remaining");
    }
    int tail = count & 3;
    if (tail != 0 && (at(tags + ntags - 1) & 0xFF) >>> (2 * tail) != 0) {
      throw errorAt(
          tags + ntags - 1,
          ErrorCode.VARINT_NONCANONICAL,
          "unused length codes of the last tag byte are not 0");
    }
    int i = 0;
    int t = tags; // the tag byte of element i (i is a multiple of 4 in the fast loop)
    int p = tags + ntags;
    if (!direct) {
      // Whole groups, in blocks of at most 1024 groups that cannot reach past the body (a group's
      // two 8-byte loads stay within 16 bytes of its start): no branch on a length and no check in
      // the loop, the raw values stored; then minimalBytes zigzag-decodes the block in a loop the
      // JIT vectorises and sums the values' minimal lengths, which equal the bytes the block took
      // exactly when every value is minimal. A block that fails is read again by the careful loop
      // below, which reports the error (docs/benchmarks-log.md "Bulk int lists, second step").
      byte[] b = buf;
      int full = count & ~3;
      while (i < full) {
        int groups = Math.min(Math.min((full - i) >>> 2, 1024), (curEnd - p) >>> 4);
        if (groups == 0) {
          break;
        }
        if (zigzag && groups == 1024) {
          // A whole block of a list<i32>: out of line, its pass over four quarters (see blockI32).
          long r = blockI32(b, a, i, t, p);
          int q = (int) (r >>> 32);
          if (q - p != (int) r) {
            break;
          }
          i += 4096;
          t += 1024;
          p = q;
          continue;
        }
        int blockI = i;
        int blockT = t;
        int blockP = p;
        int stop = i + 4 * groups;
        for (; i < stop; i += 4) {
          int k = (b[t++] & 0xFF) << 3;
          long w0 = LittleEndian.getLong(b, p);
          long w1 = LittleEndian.getLong(b, p + BLOCK[k + 1]);
          a[i] = (int) w0 & BLOCK[k + 4];
          a[i + 1] = (int) (w0 >>> BLOCK[k]) & BLOCK[k + 5];
          a[i + 2] = (int) w1 & BLOCK[k + 6];
          a[i + 3] = (int) (w1 >>> BLOCK[k + 2]) & BLOCK[k + 7];
          p += BLOCK[k + 3];
        }
        if (minimalBytes(a, blockI, stop, zigzag) != p - blockP) {
          i = blockI;
          t = blockT;
          p = blockP;
          break;
        }
      }
    }
    for (; i < count; i++) {
      int code = ((at(tags + (i >>> 2)) & 0xFF) >>> ((i & 3) << 1)) & 3;
      if (code >= curEnd - p) {
        element(i);
        throw errorAt(
            p, ErrorCode.TRUNCATED, (code + 1) + "-byte value, " + (curEnd - p) + " remaining");
      }
      int v = at(p) & 0xFF;
      for (int k = 1; k <= code; k++) {
        v |= (at(p + k) & 0xFF) << (k << 3);
      }
      if (code > 0 && v >>> (code << 3) == 0) {
        element(i);
        throw errorAt(
            p,
            ErrorCode.VARINT_NONCANONICAL,
            "value " + Integer.toUnsignedString(v) + " in " + (code + 1) + " bytes");
      }
      a[i] = zigzag ? (v >>> 1) ^ -(v & 1) : v;
      p += code + 1;
    }
    pos = p;
  }

  @Override
  public LongList readI64s(int count) {
    needBulk(count, 1, 32);
    long[] a = new long[count];
    int d = depth;
    for (int i = 0; i < count; i++) {
      lvIndex[d] = i;
      a[i] = readSVarint();
    }
    return LongList.wrap(a);
  }

  @Override
  public BoolList readBools(int count) {
    needBulk(count, 1, 8);
    boolean[] a = new boolean[count];
    for (int i = 0; i < count; i++) {
      byte b = at(pos);
      if ((b & ~1) != 0) {
        element(i);
        throw error(ErrorCode.INVALID_BOOL, "bool byte " + (b & 0xFF));
      }
      a[i] = b != 0;
      pos++;
    }
    return BoolList.wrap(a);
  }

  @Override
  public ByteList readI8s(int count) {
    int n = needBulk(count, 1, 8);
    byte[] a = copyRange(pos, pos + n);
    pos += n;
    return ByteList.wrap(a);
  }

  @Override
  public IntList readU8s(int count) {
    needBulk(count, 1, 8);
    int[] a = new int[count];
    for (int i = 0; i < count; i++) {
      a[i] = at(pos + i) & 0xFF;
    }
    pos += count;
    return IntList.wrap(a);
  }

  @Override
  public ShortList readFixedI16s(int count) {
    int n = needBulk(count, 2, 8);
    short[] a = new short[count];
    bulk(n).asShortBuffer().get(a);
    return ShortList.wrap(a);
  }

  @Override
  public IntList readFixedU16s(int count) {
    needBulk(count, 2, 8);
    int[] a = new int[count];
    for (int i = 0; i < count; i++) {
      a[i] = le16(pos + 2 * i) & 0xFFFF;
    }
    pos += 2 * count;
    return IntList.wrap(a);
  }

  @Override
  public IntList readFixedI32s(int count) {
    int n = needBulk(count, 4, 8);
    int[] a = new int[count];
    if (count < BULK_THRESHOLD) {
      for (int i = 0; i < count; i++) {
        a[i] = le32(pos + 4 * i);
      }
      pos += n;
    } else {
      bulk(n).asIntBuffer().get(a);
    }
    return IntList.wrap(a);
  }

  @Override
  public LongList readFixedU32s(int count) {
    needBulk(count, 4, 24);
    long[] a = new long[count];
    for (int i = 0; i < count; i++) {
      a[i] = le32(pos + 4 * i) & 0xFFFF_FFFFL;
    }
    pos += 4 * count;
    return LongList.wrap(a);
  }

  @Override
  public LongList readFixedI64s(int count) {
    int n = needBulk(count, 8, 32);
    long[] a = new long[count];
    if (count < BULK_THRESHOLD) {
      for (int i = 0; i < count; i++) {
        a[i] = le64(pos + 8 * i);
      }
      pos += n;
    } else {
      bulk(n).asLongBuffer().get(a);
    }
    return LongList.wrap(a);
  }

  @Override
  public FloatList readF32s(int count) {
    int n = needBulk(count, 4, 24);
    float[] a = new float[count];
    if (count < BULK_THRESHOLD) {
      for (int i = 0; i < count; i++) {
        a[i] = Float.intBitsToFloat(le32(pos + 4 * i));
      }
      pos += n;
    } else {
      bulk(n).asFloatBuffer().get(a);
    }
    return FloatList.wrap(a);
  }

  @Override
  public DoubleList readF64s(int count) {
    int n = needBulk(count, 8, 24);
    double[] a = new double[count];
    if (count < BULK_THRESHOLD) {
      for (int i = 0; i < count; i++) {
        a[i] = Double.longBitsToDouble(le64(pos + 8 * i));
      }
      pos += n;
    } else {
      bulk(n).asDoubleBuffer().get(a);
    }
    return DoubleList.wrap(a);
  }

  @Override
  public Object[] readF64Lists(int count) {
    Object[] out = new Object[count];
    if (count >= 2) {
      int shapeAt = pos;
      long k = readUVarint();
      if (k != 0) {
        readUniform(out, k, shapeAt);
        return out;
      }
    }
    int i = 0;
    while (i < count) {
      if (!direct && depth < maxDepth) {
        i = readF64ListsPlain(out, i, count);
        if (i == count) {
          break;
        }
      }
      element(i);
      out[i] = readF64s(readLeafCount(8));
      i++;
    }
    return out;
  }

  /**
   * The elements of a {@code list<list<f64>>} of shape {@code k >= 1} (read at {@code shapeAt}):
   * {@code DEPTH_LIMIT} at the first element as the per-element form reports it, then {@code
   * LENGTH_EXCEEDS_INPUT} at the shape when the values do not fit, then each element charged to the
   * budget as {@link #readF64s} charges it ({@code LIMIT_EXCEEDED} at its first value).
   */
  private void readUniform(Object[] out, long k, int shapeAt) {
    int count = out.length;
    if (depth >= maxDepth) {
      element(0);
      push(null, pos); // throws DEPTH_LIMIT
    }
    long remaining = curEnd - pos;
    if (k < 0 || k > remaining / 8 / count) {
      throw errorAt(
          shapeAt,
          ErrorCode.LENGTH_EXCEEDS_INPUT,
          count
              + " elements of "
              + Long.toUnsignedString(k)
              + " f64 values > remaining "
              + remaining);
    }
    int n = (int) k;
    long charge = COLLECTION_BASE + 24L * n;
    if (direct) {
      for (int i = 0; i < count; i++) {
        chargeElement(i, charge);
        double[] a = new double[n];
        bulk(8 * n).asDoubleBuffer().get(a);
        out[i] = DoubleList.wrap(a);
      }
      return;
    }
    byte[] b = buf;
    int p = pos;
    long used = decoded;
    long max = budget;
    for (int i = 0; i < count; i++) {
      if (used + charge > max) {
        pos = p;
        decoded = used;
        chargeElement(i, charge);
      }
      used += charge;
      double[] a;
      if (n == 2) {
        // Pairs (2-D points, complex numbers): an array of constant size, without the loop.
        a =
            new double[] {
              Double.longBitsToDouble(LittleEndian.getLong(b, p)),
              Double.longBitsToDouble(LittleEndian.getLong(b, p + 8))
            };
        p += 16;
      } else {
        a = new double[n];
        for (int j = 0; j < n; j++) {
          a[j] = Double.longBitsToDouble(LittleEndian.getLong(b, p));
          p += 8;
        }
      }
      out[i] = DoubleList.wrap(a);
    }
    pos = p;
    decoded = used;
  }

  /** Element {@code i}'s charge, as {@link #readF64s} makes it: at its first value, path [i]. */
  private void chargeElement(int i, long charge) {
    if (decoded + charge > budget) {
      element(i);
    }
    chargeAt(pos, charge, "list");
  }

  /**
   * The plain case of {@link #readF64Lists}, from element {@code i}: stops (returning where) at the
   * first element whose count is not one byte in 1..127, does not fit the body, or would pass the
   * budget, leaving it to the per-element path.
   */
  private int readF64ListsPlain(Object[] out, int i, int count) {
    byte[] b = buf;
    int p = pos;
    int end = curEnd;
    long used = decoded;
    long max = budget;
    for (; i < count; i++) {
      if (p >= end) {
        break;
      }
      int n = b[p];
      if (n <= 0 || n > (end - p - 1) >>> 3) {
        break;
      }
      long charge = COLLECTION_BASE + 24L * n;
      if (used + charge > max) {
        break;
      }
      used += charge;
      p++;
      double[] a;
      if (n == 2) {
        // Pairs (2-D points, complex numbers) are the common row: an array of constant size,
        // allocated and filled without the loop.
        a =
            new double[] {
              Double.longBitsToDouble(LittleEndian.getLong(b, p)),
              Double.longBitsToDouble(LittleEndian.getLong(b, p + 8))
            };
        p += 16;
      } else {
        a = new double[n];
        for (int k = 0; k < n; k++) {
          a[k] = Double.longBitsToDouble(LittleEndian.getLong(b, p));
          p += 8;
        }
      }
      out[i] = DoubleList.wrap(a);
    }
    pos = p;
    decoded = used;
    return i;
  }

  // ---------------------------------------------------------------------------------------------
  // Messages and composites

  @Override
  public <T> T beginMessage(CompactType<T> type) {
    return beginMessage(type, MESSAGE_BASE);
  }

  @SuppressWarnings("unchecked")
  @Override
  public <T> T beginMessage(CompactType<T> type, int decodedSize) {
    int at = pos;
    long header = readUVarint();
    if ((header & 1) != 0) {
      return (T) reference(type, header >>> 1, at);
    }
    long bodyLength = header >>> 2;
    // The errors are built out of line: this method must stay under the JIT's inlining size
    // (FreqInlineSize, 325 bytes of bytecode), or every message pays a call.
    if (bodyLength > curEnd - pos) {
      throw bodyLengthError(at, bodyLength);
    }
    if (++messages > maxObjects) {
      throw messagesError(at);
    }
    if ((decoded += decodedSize) > budget) {
      overBudget(at, "message");
    }
    int end = pos + (int) bodyLength;
    int d = push(type, at);
    lvEnd[d] = curEnd;
    curEnd = end;
    if ((header & 2) != 0) {
      readFlags(d, end);
    } else {
      lvFlagLen[d] = 0;
      lvFlags[d] = 0;
    }
    return null;
  }

  @Override
  public int beginPlain(CompactType<?> type, int decodedSize) {
    // With no known flag bits, any flags decline: the result is -1 or the enclosing end.
    return (int) beginPlainFlags(type, decodedSize, 0);
  }

  @Override
  public UnknownFields endPlain(int outerEnd) {
    return endPlainFlags(null, outerEnd); // no flag byte
  }

  @Override
  public UnknownFields endPlain(CompactType<?> type, int outerEnd) {
    return endPlainFlags(type, outerEnd); // no flag byte
  }

  @Override
  public long beginPlainFlags(CompactType<?> type, int decodedSize, int knownFlagBits) {
    int p = pos;
    int outer = curEnd;
    if (track || direct || p >= outer) {
      return -1;
    }
    byte[] b = buf;
    int h = b[p];
    int q = p + 1; // the body's start
    if (h < 0) {
      // A canonical two-byte header (a body of up to 4,095 bytes); anything longer to beginMessage.
      int h1;
      if (q >= outer || (h1 = b[q]) <= 0) {
        return -1;
      }
      h = h & 0x7F | h1 << 7;
      q++;
    }
    int end = q + (h >>> 2);
    int d = depth + 1;
    // Not a reference; the checks of beginMessage and push, any of which failing leaves the message
    // to beginMessage (resizing the levels included).
    if ((h & 1) != 0
        || h >>> 2 > outer - q
        || messages >= maxObjects
        || decoded + decodedSize > budget
        || d > maxDepth
        || d >= lvEnd.length) {
      return -1;
    }
    long plain = outer;
    if ((h & 2) != 0) {
      // One flag byte inside the body, not 0 (readFlags' error), no bit the reader does not know
      // (endMessage's unknown bits); anything else to beginMessage.
      int f;
      if (q >= end || (f = b[q]) <= 0 || knownFlagBits < 7 && f >>> knownFlagBits != 0) {
        return -1;
      }
      plain |= (long) f << 33 | 1L << 32;
      q++;
    }
    messages++;
    decoded += decodedSize;
    depth = d;
    pos = q;
    curEnd = end;
    return plain;
  }

  @Override
  public UnknownFields endPlainFlags(long plain) {
    return endPlainFlags(null, plain);
  }

  @Override
  public UnknownFields endPlainFlags(CompactType<?> type, long plain) {
    int end = curEnd;
    UnknownFields unknown = null;
    if (pos < end) {
      // endMessage's charge: 8 per flag byte
      unknown = unknownFields(type, null, end, (int) (plain >>> 32 & 1));
    }
    pos = end;
    depth--;
    curEnd = (int) plain;
    return unknown;
  }

  /**
   * The flags of the message at level {@code d}, whose body ends at {@code end}: up to eight bytes
   * (56 bits) in one load when their last byte is inside the body and not 0; anything else (and a
   * direct buffer) byte by byte in {@link #readFlagsSlow}, which reports it.
   */
  private void readFlags(int d, int end) {
    int p = pos;
    byte[] b = buf;
    if (!direct && p < end && b[p] > 0) { // one byte: up to seven flag bits, the common case
      pos = p + 1;
      lvFlagStart[d] = p;
      lvFlagLen[d] = 1;
      lvFlags[d] = b[p];
      return;
    }
    if (!direct && b.length - p >= 8) {
      long w = LittleEndian.getLong(b, p);
      long stops = ~w & 0x8080808080808080L;
      int top = Long.numberOfTrailingZeros(stops); // 64 when no byte ends the flags
      int n = (top >>> 3) + 1;
      if (stops != 0 && n <= end - p && (w >>> (top - 7) & 0x7F) != 0) {
        pos = p + n;
        lvFlagStart[d] = p;
        lvFlagLen[d] = n;
        lvFlags[d] = leafGroups(w, top);
        return;
      }
    }
    readFlagsSlow(d, end);
  }

  /** The flags of the message at level {@code d}, byte by byte (readFlags' general case). */
  private void readFlagsSlow(int d, int end) {
    int start = pos;
    long bits = 0;
    int b;
    int i = 0;
    do {
      if (pos >= end) {
        throw flagsError(start, ErrorCode.TRUNCATED);
      }
      b = at(pos++);
      if (i < 9) {
        bits |= (long) (b & 0x7F) << (7 * i);
      }
      i++;
    } while (b < 0);
    if (b == 0) {
      throw flagsError(start, ErrorCode.VARINT_NONCANONICAL);
    }
    lvFlagStart[d] = start;
    lvFlagLen[d] = pos - start;
    lvFlags[d] = bits;
  }

  private BaleException bodyLengthError(int at, long bodyLength) {
    return errorAt(
        at,
        ErrorCode.LENGTH_EXCEEDS_INPUT,
        "body length " + bodyLength + " > remaining " + (curEnd - pos));
  }

  private BaleException flagsError(int at, ErrorCode code) {
    return errorAt(
        at,
        code,
        code == ErrorCode.TRUNCATED ? "flags run past the body" : "flags end in a zero byte");
  }

  private BaleException messagesError(int at) {
    return errorAt(at, ErrorCode.LIMIT_EXCEEDED, "more than " + maxObjects + " messages");
  }

  private Object reference(CompactType<?> type, long index, int at) {
    if (depth == 0) {
      throw errorAt(at, ErrorCode.INVALID_OBJECT_REFERENCE, "reference at the root");
    }
    if (objectCount == 0) {
      throw errorAt(at, ErrorCode.INVALID_OBJECT_REFERENCE, "reference without an object table");
    }
    if (index >= refLimit) {
      throw errorAt(
          at,
          ErrorCode.INVALID_OBJECT_REFERENCE,
          index >= objectCount
              ? "object index " + index + " >= object count " + objectCount
              : "forward reference to object " + index + " while decoding object " + refLimit);
    }
    int i = (int) index;
    Object cached = entryValue[i];
    if (cached != null) {
      if (entryType[i] != type) {
        throw errorAt(
            at,
            ErrorCode.OBJECT_TYPE_MISMATCH,
            "object " + i + " is a " + entryType[i].schemaName() + ", not " + type.schemaName());
      }
      countMessages(entryExpanded[i], at, "each reference as the messages it stands for");
      return cached;
    }
    long messagesBefore = messages;
    int savedPos = pos;
    int savedEnd = curEnd;
    int savedLimit = refLimit;
    pos = entryStart[i];
    curEnd = entryEnd[i];
    refLimit = i;
    Object value = type.read(this);
    if (pos != entryEnd[i] || value == null) {
      throw new IllegalStateException(type.schemaName() + ".read did not read one message");
    }
    pos = savedPos;
    curEnd = savedEnd;
    refLimit = savedLimit;
    entryValue[i] = value;
    entryType[i] = type;
    entryExpanded[i] = messages - messagesBefore;
    return value;
  }

  @Override
  public boolean flag(int bit) {
    int d = depth;
    if (bit >= 0 && bit < 63) {
      return (lvFlags[d] >>> bit & 1) != 0;
    }
    int i = bit / 7;
    return bit >= 0 && i < lvFlagLen[d] && (at(lvFlagStart[d] + i) >> (bit % 7) & 1) != 0;
  }

  @Override
  public long flags() {
    return lvFlags[depth];
  }

  @Override
  public boolean hasMore() {
    return pos < curEnd;
  }

  @Override
  public void defaultLevels(int levels) {
    if (depth + levels > maxDepth) {
      throw error(
          ErrorCode.DEPTH_LIMIT,
          "the default of a field left out would nest deeper than " + maxDepth);
    }
  }

  @Override
  public void defaultMessages(int count) {
    countMessages(count, pos, "the defaults of fields left out");
  }

  @Override
  public <T> T leftOut(T value, int levels, int messages, long bytes) {
    defaultLevels(levels);
    if (messages > 0) {
      defaultMessages(messages);
    }
    if (bytes > 0) {
      charge(bytes);
    }
    return value;
  }

  /**
   * Adds {@code n} messages that were not read one by one (what a reference or a default stands
   * for) to the root's count: {@code LIMIT_EXCEEDED} at {@code at} past {@code maxObjects}.
   * Integer.MAX_VALUE is "no limit" (Limits.unlimited()); the long sum cannot overflow before it
   * exceeds any int limit, since each addition is checked.
   */
  private void countMessages(long n, int at, String counting) {
    messages += n;
    if (messages > maxObjects && maxObjects != Integer.MAX_VALUE) {
      throw errorAt(
          at,
          ErrorCode.LIMIT_EXCEEDED,
          "more than " + maxObjects + " messages counting " + counting);
    }
  }

  @Override
  public boolean next(int id) {
    if (track) {
      enterField(id);
    }
    return pos < curEnd;
  }

  @Override
  public boolean mark(int id) {
    if (track) {
      enterField(id);
    }
    return true;
  }

  @Override
  public void field(int id) {
    if (track) {
      enterField(id);
    }
  }

  /**
   * Names field {@code id} at the current level in the path. A list read without a level of its own
   * (a leaf list: {@code readLeafCount}) marks its elements at its message's level, so the element
   * index is cleared here: it belonged to the field before.
   */
  private void enterField(int id) {
    lvField[depth] = id;
    lvIndex[depth] = -1;
  }

  @Override
  public void element(int index) {
    if (track) {
      lvIndex[depth] = index;
    }
  }

  @Override
  public UnknownFields endMessage(int knownFlagBits) {
    return endMessage(null, knownFlagBits);
  }

  @Override
  public UnknownFields endMessage(CompactType<?> type, int knownFlagBits) {
    int d = depth;
    if (d == 0 || lvFlagLen[d] == COMPOSITE) {
      throw new IllegalStateException("endMessage() without beginMessage()");
    }
    int end = curEnd;
    UnknownFields unknown = null;
    if (pos < end || lvFlagLen[d] > knownFlagBits / 7) {
      long[] bits = unknownBits(d, Math.max(0, knownFlagBits));
      if (bits != null || pos < end) {
        unknown = unknownFields(type, bits, end, lvFlagLen[d]);
      }
    }
    pos = end;
    depth = d - 1;
    curEnd = lvEnd[d];
    return unknown;
  }

  /**
   * The unknown fields of the message ending at {@code end}: its unknown flag {@code bits} (or
   * null) and the bytes from {@code pos} on, read as a {@code type} (null: not recorded), charged
   * to the decoded-size budget with {@code flagBytes} flag bytes. Out of line: the end methods that
   * call it must stay small enough to inline.
   */
  private UnknownFields unknownFields(CompactType<?> type, long[] bits, int end, int flagBytes) {
    chargeAt(pos, 64 + 8L * flagBytes + (end - pos), "unknown fields");
    return new UnknownFields(
        origin(), bits, copyRange(pos, end), type == null ? null : type.schemaName());
  }

  private long[] unknownBits(int d, int known) {
    int len = lvFlagLen[d];
    int first = known / 7;
    if (first >= len) {
      return null; // the common case: no flag byte beyond what the reader knows
    }
    int start = lvFlagStart[d];
    long[] bits = null;
    for (int i = first; i < len; i++) {
      int v = at(start + i) & 0x7F;
      if (i == first) {
        v &= -(1 << (known % 7)); // drop the known bits of the first byte
      }
      if (v == 0) {
        continue;
      }
      for (int k = 0; k < 7; k++) {
        int bit = i * 7 + k;
        if ((v >> k & 1) != 0 && bit >= known) {
          if (bits == null) {
            bits = new long[(len * 7 + 63) >>> 6];
          }
          bits[bit >>> 6] |= 1L << bit;
        }
      }
    }
    if (bits != null) {
      int n = bits.length;
      while (bits[n - 1] == 0) {
        n--;
      }
      bits = Arrays.copyOf(bits, n);
    }
    return bits;
  }

  private TableOrigin origin() {
    if (origin == null) {
      // Once per root: the table copies below.
      chargeAt(
          pos,
          COLLECTION_BASE
              + 4L * (sessionCount + stringCount)
              + 4L * objectCount
              + (objectCount > 0 ? entryEnd[objectCount - 1] - entryStart[0] : 0),
          "unknown fields' tables");
      int first = objectCount > 0 ? entryStart[0] : 0;
      int last = objectCount > 0 ? entryEnd[objectCount - 1] : 0;
      int[] ends = new int[objectCount];
      for (int i = 0; i < objectCount; i++) {
        ends[i] = entryEnd[i] - first;
      }
      String[] table = new String[sessionCount + stringCount];
      if (sessionCount > 0) {
        System.arraycopy(sessionStrings, 0, table, 0, sessionCount);
      }
      System.arraycopy(strings, 0, table, sessionCount, stringCount);
      origin = new TableOrigin(table, copyRange(first, last), ends);
    }
    return origin;
  }

  @Override
  public void beginComposite(CompactType<?> typeOrNull) {
    beginComposite(typeOrNull, pos);
  }

  /** A composite level whose first byte (reported with DEPTH_LIMIT) is at {@code at}. */
  private void beginComposite(CompactType<?> typeOrNull, int at) {
    int d = depth + 1;
    if (track || d > maxDepth || d >= lvFlagLen.length) {
      d = push(typeOrNull, at);
    } else {
      depth = d;
    }
    lvFlagLen[d] = COMPOSITE;
  }

  @Override
  public void endComposite() {
    if (depth == 0 || lvFlagLen[depth] != COMPOSITE) {
      throw new IllegalStateException("endComposite() without beginComposite()");
    }
    depth--;
  }

  private int push(CompactType<?> type, int at) {
    int d = depth + 1;
    if (d > maxDepth) {
      throw errorAt(at, ErrorCode.DEPTH_LIMIT, "nesting deeper than " + maxDepth);
    }
    if (d >= lvEnd.length) {
      resizeLevels(lvEnd.length * 2);
    }
    depth = d;
    if (track) {
      // The field path (only on the second pass over a failing root, see readRoot). Levels above
      // the depth keep their type until finish() clears them.
      lvType[d] = type;
      if (d > maxDepthUsed) {
        maxDepthUsed = d;
      }
      lvField[d] = 0;
      lvIndex[d] = -1;
    }
    return d;
  }

  // ---------------------------------------------------------------------------------------------
  // Errors

  @Override
  public BaleException error(ErrorCode code, String detail) {
    return errorAt(pos, code, detail);
  }

  private BaleException errorAt(int at, ErrorCode code, String detail) {
    // The first pass keeps no path (readRoot reads a failing root again to build it), or only from
    // where it passed half its budget (readRoot completes it).
    return new BaleException(
        code, (long) at - base, track && crossDepth <= 0 ? path() : "", detail);
  }

  private String rootName() {
    return rootType == null ? "" : simpleName(rootType.schemaName());
  }

  private static String simpleName(String name) {
    return name == null ? "?" : dev.bale.runtime.internal.ValuePaths.simpleName(name);
  }

  /** The field path from the level stack, e.g. {@code MediaContent.images[1].title}. */
  private String path() {
    StringBuilder sb = new StringBuilder();
    if (depth == 0 || lvType[1] == null) {
      sb.append(rootName());
    }
    for (int d = 1; d <= depth; d++) {
      CompactType<?> t = lvType[d];
      if (d == 1 && t != null) {
        sb.append(simpleName(t.schemaName()));
      }
      int f = lvField[d];
      if (f > 0) {
        String name = t == null ? null : t.fieldName(f);
        sb.append('.').append(name != null ? name : "#" + f);
      }
      if (lvIndex[d] >= 0) {
        sb.append('[').append(lvIndex[d]).append(']');
      }
    }
    return sb.toString();
  }

  // ---- wide records: the values of a record with many components, handed to its factory ----

  private static final Object[] NO_REFS = {};
  private static final long[] NO_PRIMS = {};
  private Object[] wideRefs = NO_REFS;
  private int wideUsed; // the slots of wideRefs that may hold references of this root
  private long[] widePrims = NO_PRIMS;

  @Override
  public Object[] wideRefs(int n) {
    if (n > wideUsed) {
      wideUsed = n; // releaseInput clears this many when the root ends
    }
    Object[] a = wideRefs;
    return a.length >= n ? a : (wideRefs = new Object[n]);
  }

  @Override
  public long[] widePrims(int n) {
    long[] a = widePrims;
    return a.length >= n ? a : (widePrims = new long[n]);
  }

  /**
   * The type mark of a level whose type the first pass did not record (see {@link #overBudget}).
   */
  private static final class Stale implements CompactType<Object> {
    @Override
    public String schemaName() {
      return "?";
    }

    @Override
    public String fieldName(int id) {
      return null;
    }

    @Override
    public void write(CompactSink w, Object value) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Object read(CompactSource r) {
      throw new UnsupportedOperationException();
    }
  }
}
