package dev.bale.runtime;

import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import dev.bale.runtime.internal.CompactTree;
import dev.bale.runtime.internal.IdentityTables;
import dev.bale.runtime.internal.LittleEndian;
import dev.bale.runtime.internal.RootPlace;
import dev.bale.runtime.internal.StringIndex;
import dev.bale.runtime.internal.Utf8;
import dev.bale.runtime.internal.Utf8Encoder;
import dev.bale.runtime.internal.ValuePaths;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The compact encoder behind {@link CompactWriter} (its options and roots) and the {@link
 * CompactSink} that generated code writes through. Reusable and not thread-safe, as its writer.
 *
 * <p><b>How a root is written.</b> The string table and the object table come first on the wire but
 * are only known once the whole value has been walked, so the value's message is written into a
 * growable scratch array ({@code buf}) while the tables are collected on the side; then the pieces
 * are emitted in wire order: table head, string lengths, string bytes, object table, message. For a
 * {@code byte[]} result that is one exact-size array.
 *
 * <p><b>Message headers.</b> A header holds the body length, known only at {@link #endMessage}.
 * {@link #beginMessage} reserves one byte; {@code endMessage} writes header and flags in front of
 * the body, shifting the body right when they need more than that byte; the root's header is kept
 * aside instead and emitted in front of its body, so the root body is never shifted. A byte nested
 * {@code d} messages deep is therefore moved at most {@code d - 1} times: encoding is O(size ×
 * depth) in the worst case and O(size) when nested bodies are shorter than 32 bytes and have no
 * flags. Flag bits are collected per nesting level on a stack of 64-bit words (a message may have
 * any number of flag bits), so they can be inserted together with the header. Generated code for a
 * message of at most 64 flag bits uses {@link #beginAt}/{@link #endAt} instead: it keeps the
 * header's position in a local and hands the flag bits to {@code endAt} in one word, so a nested
 * message needs none of the per-level flag bookkeeping (same bytes). A small message (scalars
 * written directly, empty scalar lists) is written whole by the generated code after {@link
 * #beginSmall}, which pushes no level at all; {@code CompactSink.endSmall} stores its header.
 *
 * <p><b>Identity dedup of messages</b> ({@link #dedupMessages(boolean)}, off by default) needs to
 * know which instances occur twice before writing the first one, so the value is walked twice: a
 * counting pass (output discarded) and the real pass. In the real pass the first occurrence of a
 * shared instance is written as usual, then cut out of the scratch array into the object table when
 * it completes (so entries are in post-order, and an entry only ever refers to earlier entries),
 * and replaced by a reference.
 *
 * <p><b>Unknown fields.</b> An object decoded with unknown fields carries the tables of its root
 * (its origin). The writer seeds its tables with that origin before anything else; if it meets the
 * origin only after tables already have entries, it starts the encode again from scratch with the
 * origin seeded (at most once per root). Two different origins in one root fail with {@link
 * ErrorCode#MIXED_UNKNOWN_ORIGINS}. Seeded string entries can each be taken once by a string
 * written without dedup, and objects the origin's reader decoded from an object-table entry are
 * written as references to that entry, so that re-encoding a decoded value is a fixed point
 * (FORMAT.md §2.1, §2.2, §3.4). {@link CompactType#write} implementations must let runtime
 * exceptions pass (the restart is one).
 *
 * <p><b>State.</b> Everything is reset at the start of every encode, so a failed encode leaves
 * nothing behind; scratch arrays larger than 1 MiB are dropped after each root. Nesting deeper than
 * {@link #maxDepth(int)} (default {@link Limits#DEFAULT_DEPTH}, the depth a default reader accepts)
 * fails with {@link ErrorCode#DEPTH_LIMIT}, which also stops a cyclic object graph.
 */
final class CompactEncoder implements CompactSink {
  private static final int RETAIN_LIMIT = 1 << 20;
  private static final Integer IN_PROGRESS = -1;

  // Options.
  private BufferPool pool = BufferPool.shared();
  private boolean dedupStrings = true;
  private boolean dedupMessages;
  private int maxDepth = Limits.DEFAULT_DEPTH;

  // The root message being written (scratch). When the root completes, its body is buf[bodyFrom,
  // pos) and its header and flags are rootHead[0, rootHeadLen).
  private byte[] buf;
  private int pos;
  private byte[] rootHead;
  private int rootHeadLen;
  private int bodyFrom;

  // String table: UTF-8 bytes concatenated, lengths, and (when deduplicating) string -> first
  // index.
  private byte[] strBytes;
  private int strPos;
  private int[] strLens;
  // The same lengths as uvarints, in table order: the bytes between the table head and the string
  // bytes, appended as strings are added so that sizing and copying a root loop over nothing.
  private byte[] lenBytes;
  private int lenPos;
  // The bytes of the UTF-16 entries (FORMAT.md §2.1), in table order: they follow all UTF-8 bytes
  // on the wire, so they are kept apart and appended to strBytes when the root is complete.
  private byte[] u16Bytes = EMPTY;
  private int u16Pos;
  private int strCount;
  // Made by the first root that takes the general path (reset): leaf and tree roots never use it.
  private StringIndex strIndex;
  private char[] chars; // Utf8.encodedLength's scratch (lengthChars(): made when first needed)
  private final Utf8Encoder bulkUtf8 = new Utf8Encoder(); // long strings

  {
    // ASCII strings' bytes copied in place where the JVM allows it (StringBytes): the option's
    // default. The encoder holds the option in effect, which the tree path takes too.
    bulkUtf8.inPlace(true);
  }

  // Session dictionary (FORMAT.md §4.2), null outside a session encode. Indices of this root's own
  // entries start at strBase (the session's entry count); strVals keeps their strings so the
  // session can adopt them once the root is complete.
  private SessionTable session;
  private int strBase;
  private String[] strVals;
  private boolean sessionResetNeeded;
  // A session root tried on the one-pass tree path (takeSessionSpare; session is its table then):
  // the caps, and whether a leaf type's leaf path declined the root (it has no session form).
  private boolean sessionTry;
  private int sessionCapEntries;
  private long sessionCapBytes;
  private boolean leafDeclined;

  // Object table: complete entries concatenated.
  private byte[] objBytes;
  private int objPos;
  private int objCount;
  // Replaced, not cleared, after a root of many shared messages: IdentityTables.emptied.
  // Both null until message dedup is first turned on (most writers never need them).
  private IdentityHashMap<Object, Integer> occurrences;
  private IdentityHashMap<Object, Integer> entryIndex;
  private boolean counting;

  private TableOrigin origin;
  // Seeded string entries can each be taken once by a string written without dedup (FORMAT.md
  // §2.1), so that re-encoding a decoded value does not grow its table: per seeded string, its
  // seeded indices in order, slot 0 holding the cursor.
  private final HashMap<String, int[]> seededSlots = new HashMap<>();
  private boolean[] seededTaken;
  private int seededCount;

  // Level stack, index 1..depth. lvStart: message = position of its reserved header byte,
  // composite = -1. Flag bits of level d live in flagWords[lvFlagBase[d] ..] (lvFlagCount[d] bits).
  private int depth;
  private int[] lvStart;
  private int[] lvFlagBase;
  private int[] lvFlagCount;
  private Object[] lvEntry;
  private CompactType<?>[] lvType;
  private long[] flagWords;
  // Flag words in use by open messages: a message's words start at flagTop when it begins (its
  // parent's flags are complete by then) and are given back when it ends. Composites use none.
  private int flagTop;
  // Header bytes reserved in front of a message body at each depth: what the last message of the
  // same type ended at this depth needed (header + flags), so a run of similar messages (list
  // elements) is written in place without moving its body; a wrong guess moves the body once.
  private int[] lvReserve;
  private int[] lvGuess;
  // The type before lvType[d] at each depth and its guess: messages of two types often alternate at
  // one depth (a feature's small properties and large geometry), and a guess reset to 1 at every
  // change would move the large body each time (canada's 0.9 MB geometry, once per encode).
  private CompactType<?>[] lvPrevType;
  private int[] lvPrevGuess;
  private int rootMessages;
  // Inline messages written in this root (references excluded); capped by maxMessages.
  private int messagesWritten;
  private int maxMessages = Limits.DEFAULT_MAX_OBJECTS;
  private int maxDepthUsed; // highest level index that may hold references; cleared in finish()
  private boolean entriesSet; // some lvEntry was set in this root (message dedup)
  // Deepest level a nested message may be begun at by beginAt without the level bookkeeping:
  // min(maxDepth, level arrays' last index) for a root without message dedup or a table origin,
  // else 0 (every message through beginMessage). Set when a root begins; 0 once an origin is
  // seeded.
  private int fastDepth;
  private boolean active;

  /** A writer with the default options: string dedup on, message dedup off, depth 64. */
  CompactEncoder() {
    // The general path's scratch is made by its first root (encodeRoot): a writer whose roots all
    // take the one-pass path (leaf and tree roots) never makes it.
  }

  // Whether newScratch ran to its end (the scratch arrays are all there).
  private boolean scratchMade;

  /**
   * Every scratch array at its initial size: for a new writer, and after a stack overflow (which
   * may have struck between two updates of any of them, see {@link #stackExhausted}).
   */
  private void newScratch() {
    scratchMade = false;
    buf = new byte[256];
    rootHead = new byte[16];
    strBytes = new byte[256];
    strLens = new int[32];
    lenBytes = new byte[64];
    u16Bytes = EMPTY;
    u16Pos = 0;
    strVals = new String[0];
    objBytes = EMPTY;
    seededTaken = new boolean[0];
    lvStart = new int[16];
    lvStart[0] = Integer.MIN_VALUE; // never a level: endAt's pairing check cannot match at depth 0
    lvFlagBase = new int[16];
    lvFlagCount = new int[16];
    lvEntry = new Object[16];
    lvType = new CompactType<?>[16];
    flagWords = new long[16];
    lvReserve = new int[16];
    lvGuess = new int[16];
    Arrays.fill(lvGuess, 1);
    lvPrevType = new CompactType<?>[16];
    lvPrevGuess = new int[16];
    scratchMade = true;
  }

  CompactEncoder dedupStrings(boolean on) {
    dedupStrings = on;
    return this;
  }

  public boolean dedupStrings() {
    return dedupStrings;
  }

  CompactEncoder stringsInPlace(boolean on) {
    bulkUtf8.inPlace(on);
    return this;
  }

  boolean stringsInPlace() {
    return bulkUtf8.inPlace();
  }

  CompactEncoder dedupMessages(boolean on) {
    dedupMessages = on;
    if (on && occurrences == null) {
      // occurrences, the test, stored last (as Utf8Encoder's scratch): never one without the other.
      IdentityHashMap<Object, Integer> index = new IdentityHashMap<>();
      IdentityHashMap<Object, Integer> seen = new IdentityHashMap<>();
      entryIndex = index;
      occurrences = seen;
    }
    return this;
  }

  public boolean dedupMessages() {
    return dedupMessages;
  }

  CompactEncoder maxMessages(int max) {
    if (max < 1) {
      throw new IllegalArgumentException("maxMessages must be >= 1, got " + max);
    }
    maxMessages = max;
    return this;
  }

  public int maxMessages() {
    return maxMessages;
  }

  CompactEncoder bufferPool(BufferPool pool) {
    this.pool = java.util.Objects.requireNonNull(pool, "pool");
    return this;
  }

  public BufferPool bufferPool() {
    return pool;
  }

  CompactEncoder maxDepth(int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("maxDepth must be >= 1, got " + depth);
    }
    maxDepth = depth;
    return this;
  }

  // ---------------------------------------------------------------------------------------------
  // Roots

  public <T> byte[] encode(CompactType<T> type, T value) {
    if (type != null && value != null) {
      // A root of a leaf message type goes in one pass into an array of its exact size when the
      // generated code can take it (same bytes as below; see CompactType#encodeLeaf).
      byte[] leaf = leaf(type, value);
      if (leaf != null) {
        return leaf;
      }
    }
    encodeRoot(type, value);
    try {
      byte[] out = new byte[rootSize()];
      copyRoot(out, 0);
      return out;
    } finally {
      active = false; // a store before the call (see encodeRoot's finally)
      halfway = true;
      finish();
    }
  }

  /**
   * The root through the generated one-pass path ({@link CompactType#encodeLeaf}), or null when it
   * does not take it: into an array of the root's exact size, or into the place set ({@link
   * #place}) when it fits there.
   */
  private <T> byte[] leaf(CompactType<T> type, T value) {
    // The classes the root can reach initialized the first time, here where the stack is the
    // caller's (docs/safety.md, "Static initializers at the stack's end"); encodeRoot does it for
    // the other roots.
    AbstractCompactType.enterRoot(type);
    byte[] leaf;
    try {
      leaf = type.encodeLeaf(this, value);
      if (leaf == null && leafDeclined) {
        leaf = sessionLeaf(type, value);
      }
    } catch (StackOverflowError e) {
      // A root begun near the end of the thread's stack (G2): the one-pass path's state may have
      // stopped halfway, so its tree is let go (a new one next time; a field store, no call, as
      // the stack is short) and the general path takes the root: the same bytes, or its
      // stackExhausted error.
      tree = null;
      leaf = null;
    }
    return leaf;
  }

  /**
   * A session root of a leaf type (its leaf path declined it: {@link #leafDeclined}) through the
   * tree path, on which it is a root of one message.
   */
  private <T> byte[] sessionLeaf(CompactType<T> type, T value) {
    leafDeclined = false;
    CompactTree t = treeOpen(1);
    return t == null ? null : t.root(type.treeWrite(t, CompactTree.ROOT, value));
  }

  /**
   * The root through the one-pass path into {@code a} from {@code at} (after its length shifted
   * left by {@code shift} as a uvarint, unless {@link RootPlace#NO_LENGTH}), ending at or before
   * {@code limit}: the end of the root there, -1 when the path does not take the root (nothing
   * written: the caller takes the general path), or -2 - its size when it does not fit (nothing
   * written in {@code a}).
   */
  <T> int encodeInPlace(CompactType<T> type, T value, byte[] a, int at, int limit, int shift) {
    if (type == null || value == null) {
      return -1;
    }
    place.set(a, at, limit, shift);
    byte[] leaf = placedLeaf(type, value);
    if (leaf == null) {
      return -1;
    }
    return leaf == a ? place.end() : -2 - leaf.length;
  }

  /** {@link #leaf} where the caller set {@link #place} (cleared after it). */
  private <T> byte[] placedLeaf(CompactType<T> type, T value) {
    RootPlace pl = place;
    placing = pl;
    try {
      return leaf(type, value);
    } finally {
      placing = null;
      pl.clear();
    }
  }

  public <T> int encode(CompactType<T> type, T value, ByteBuffer out) {
    if (out.hasArray()) {
      // Heap buffers: a one-pass root straight into the buffer's array.
      int pos = out.position();
      int base = out.arrayOffset();
      int end =
          encodeInPlace(
              type, value, out.array(), base + pos, base + out.limit(), RootPlace.NO_LENGTH);
      if (end >= 0) {
        int size = end - base - pos;
        ((java.nio.Buffer) out).position(pos + size);
        return size;
      }
      if (end < -1) {
        throw new BufferOverflowException();
      }
    } else {
      // Direct (and read-only) buffers: a one-pass root in the writer's spare array, one put.
      byte[] a = takeSpare(type, value, RootPlace.NO_LENGTH);
      if (a != null) {
        try {
          int size = spareEnd;
          if (size > out.remaining()) {
            throw new BufferOverflowException();
          }
          out.put(a, 0, size);
          return size;
        } finally {
          putSpare(a);
        }
      }
    }
    encodeRoot(type, value);
    try {
      int size = rootSize();
      if (size > out.remaining()) {
        throw new BufferOverflowException();
      }
      byte[] meta = tableMeta();
      out.put(meta);
      out.put(strBytes, 0, strPos);
      out.put(objectHead());
      out.put(objBytes, 0, objPos);
      out.put(rootHead, 0, rootHeadLen);
      out.put(buf, bodyFrom, pos - bodyFrom);
      return size;
    } finally {
      active = false; // a store before the call (see encodeRoot's finally)
      halfway = true;
      finish();
    }
  }

  /** Spare arrays over this size are not kept (as the scratch arrays, RETAIN_LIMIT). */
  private static final int SPARE_KEEP = 1 << 20;

  // A one-pass root's array for the OutputStream, channel and direct-buffer roots and a message
  // stream's records, kept between roots; taken (null) while a root in it is being written out, so
  // that a nested call makes its own.
  private byte[] spare;
  private int spareEnd;

  /**
   * The root through the one-pass path into the writer's spare array (after its length shifted left
   * by {@code shift} as a uvarint, unless {@link RootPlace#NO_LENGTH}: a stream's record), taken
   * from the writer (give it back with {@link #putSpare}), the root ending at {@link #spareEnd()};
   * null when the path does not take the root.
   */
  <T> byte[] takeSpare(CompactType<T> type, T value, int shift) {
    byte[] a = spare;
    if (a == null) {
      a = new byte[256];
    }
    spare = null;
    int end = encodeInPlace(type, value, a, 0, a.length, shift);
    if (end < -1) {
      // Too large for the array: one of the root's size (and its length), and the root again.
      int need = (int) RootPlace.recordSize(-2 - end, shift);
      a = new byte[Math.max(need, Math.min(2 * a.length, SPARE_KEEP))];
      end = encodeInPlace(type, value, a, 0, a.length, shift);
    }
    if (end < 0) {
      putSpare(a);
      return null;
    }
    spareEnd = end;
    return a;
  }

  /**
   * {@link #takeSpare} for a session stream's record (FORMAT.md §4.2): a root the one-pass tree
   * path takes against {@code table} (its strings found there first, its own entries numbered after
   * them), after its {@code h}; null when the path does not take it, or when its entries would take
   * the table past {@code maxEntries} or {@code maxBytes} (the general path, {@link
   * #encodeSessionRoot}, then resets the table first). On success the root's entries are added to
   * {@code table}. Leaf types, whose leaf path has no session form, take the tree path here.
   */
  <T> byte[] takeSessionSpare(
      CompactType<T> type, T value, SessionTable table, int maxEntries, long maxBytes) {
    session = table;
    sessionTry = true;
    sessionCapEntries = maxEntries;
    sessionCapBytes = maxBytes;
    try {
      byte[] a = takeSpare(type, value, RootPlace.SESSION_RECORD);
      if (a != null) {
        CompactTree t = tree;
        int n = t.adoptedCount();
        String[] entries = t.adopted();
        table.addAll(entries, n, t.adoptedBytes());
        Arrays.fill(entries, 0, n, null);
      }
      return a;
    } finally {
      session = null;
      sessionTry = false;
      leafDeclined = false;
    }
  }

  /** Where the root of the last {@link #takeSpare} ends in its array. */
  int spareEnd() {
    return spareEnd;
  }

  /** Gives back an array {@link #takeSpare} returned (kept up to {@link #SPARE_KEEP} bytes). */
  void putSpare(byte[] a) {
    if (a.length <= SPARE_KEEP) {
      spare = a;
    }
  }

  public <T> void encode(CompactType<T> type, T value, OutputStream out) throws IOException {
    byte[] a = takeSpare(type, value, RootPlace.NO_LENGTH);
    if (a != null) {
      try {
        out.write(a, 0, spareEnd);
      } finally {
        putSpare(a);
      }
      return;
    }
    encodeRoot(type, value);
    try {
      out.write(tableMeta());
      out.write(strBytes, 0, strPos);
      out.write(objectHead());
      out.write(objBytes, 0, objPos);
      out.write(rootHead, 0, rootHeadLen);
      out.write(buf, bodyFrom, pos - bodyFrom);
    } finally {
      active = false; // a store before the call (see encodeRoot's finally)
      halfway = true;
      finish();
    }
  }

  public <T> void encode(CompactType<T> type, T value, WritableByteChannel out) throws IOException {
    byte[] a = takeSpare(type, value, RootPlace.NO_LENGTH);
    if (a != null) {
      try {
        EncodedBuffers.writeFully(out, new ByteBuffer[] {ByteBuffer.wrap(a, 0, spareEnd)});
      } finally {
        putSpare(a);
      }
      return;
    }
    encodeRoot(type, value);
    try {
      ByteBuffer[] pieces = {
        ByteBuffer.wrap(tableMeta()),
        ByteBuffer.wrap(strBytes, 0, strPos),
        ByteBuffer.wrap(objectHead()),
        ByteBuffer.wrap(objBytes, 0, objPos),
        ByteBuffer.wrap(rootHead, 0, rootHeadLen),
        ByteBuffer.wrap(buf, bodyFrom, pos - bodyFrom)
      };
      EncodedBuffers.writeFully(out, pieces);
    } finally {
      active = false; // a store before the call (see encodeRoot's finally)
      halfway = true;
      finish();
    }
  }

  public <T> EncodedBuffers encodeToBuffers(CompactType<T> type, T value) {
    encodeRoot(type, value);
    try {
      byte[] meta = tableMeta();
      byte[] objHead = objectHead();
      byte[] head = Arrays.copyOf(rootHead, rootHeadLen);
      byte[] strArr = strBytes;
      byte[] objArr = objBytes;
      byte[] bodyArr = buf;
      ByteBuffer[] pieces = new ByteBuffer[6];
      int n = 0;
      n = piece(pieces, n, meta, 0, meta.length);
      n = piece(pieces, n, strArr, 0, strPos);
      n = piece(pieces, n, objHead, 0, objHead.length);
      n = piece(pieces, n, objArr, 0, objPos);
      n = piece(pieces, n, head, 0, head.length);
      n = piece(pieces, n, bodyArr, bodyFrom, pos - bodyFrom);
      byte[][] owned = {strArr, bodyArr, objPos > 0 ? objArr : null};
      // The result owns these arrays now. Take same-size ones from the pool at once (hits once the
      // previous result was released), so the next root does not regrow through every size class,
      // which would copy more than the final copy this method saves.
      strBytes = pool.acquire(strArr.length);
      buf = pool.acquire(bodyArr.length);
      if (objPos > 0) {
        objBytes = EMPTY;
      }
      return new EncodedBuffers(Arrays.copyOf(pieces, n), owned, pool);
    } finally {
      active = false; // a store before the call (see encodeRoot's finally)
      halfway = true;
      finish();
    }
  }

  private static final byte[] EMPTY = new byte[0];

  private static int piece(ByteBuffer[] pieces, int n, byte[] a, int from, int len) {
    if (len == 0) {
      return n;
    }
    pieces[n] = ByteBuffer.wrap(a, from, len).slice().asReadOnlyBuffer();
    return n + 1;
  }

  public <T> byte[] encodeFramed(CompactType<T> type, T value, long fingerprint) {
    if (type != null && value != null) {
      // A one-pass root into a new array with room for the frame header in front.
      place.headroom(Frame.HEADER_SIZE);
      byte[] leaf = placedLeaf(type, value);
      if (leaf != null) {
        Frame.write(leaf, 0, Frame.CODEC_COMPACT, fingerprint);
        return leaf;
      }
    }
    encodeRoot(type, value);
    try {
      byte[] out = new byte[Math.addExact(Frame.HEADER_SIZE, rootSize())];
      Frame.write(out, 0, Frame.CODEC_COMPACT, fingerprint);
      copyRoot(out, Frame.HEADER_SIZE);
      return out;
    } finally {
      active = false; // a store before the call (see encodeRoot's finally)
      halfway = true;
      finish();
    }
  }

  /**
   * Encodes one root of a session stream (FORMAT.md §4.2) and leaves it in the writer for {@link
   * #rootSize()}/{@link #copyRoot}; the caller then calls {@link #finish()}. String indices address
   * {@code table} followed by this root's own entries. When the table would then hold more than
   * {@code maxEntries} entries or {@code maxBytes} UTF-8 bytes, or the value carries unknown fields
   * whose origin must seed the table, the root is encoded against an empty table instead and this
   * returns true: the caller writes a reset record first. On success the root's entries are added
   * to {@code table} (after emptying it when resetting). A root that alone exceeds the caps fails
   * with LIMIT_EXCEEDED, and the table is left unchanged.
   */
  <T> boolean encodeSessionRoot(
      CompactType<T> type, T value, SessionTable table, int maxEntries, long maxBytes) {
    session = table;
    sessionResetNeeded = false;
    try {
      encodeRoot(type, value);
      if (overCaps(table, maxEntries, maxBytes)) {
        if (strBase == 0) {
          finish();
          throw new BaleException(
              ErrorCode.LIMIT_EXCEEDED,
              -1,
              type.schemaName(),
              "root has "
                  + strCount
                  + " strings of "
                  + strPos
                  + " bytes, more than the session caps "
                  + maxEntries
                  + " / "
                  + maxBytes);
        }
        finish();
        sessionResetNeeded = true;
        encodeRoot(type, value);
        if (overCaps(table, maxEntries, maxBytes)) {
          finish();
          throw new BaleException(
              ErrorCode.LIMIT_EXCEEDED,
              -1,
              type.schemaName(),
              "root alone exceeds the session caps " + maxEntries + " / " + maxBytes);
        }
      }
      boolean reset = sessionResetNeeded;
      if (reset) {
        table.reset();
      }
      for (int i = 0; i < strCount; i++) {
        table.add(strVals[i], strLens[i]);
      }
      return reset;
    } finally {
      session = null;
      sessionResetNeeded = false;
    }
  }

  private boolean overCaps(SessionTable table, int maxEntries, long maxBytes) {
    long base = strBase > 0 ? table.count : 0;
    long baseBytes = strBase > 0 ? table.bytes : 0;
    return base + strCount > maxEntries || baseBytes + strPos > maxBytes;
  }

  /** Encodes one root and leaves it in the writer for rootSize/copyRoot; then call finish(). */
  <T> void encodeRootForStream(CompactType<T> type, T value) {
    encodeRoot(type, value);
  }

  private <T> void encodeRoot(CompactType<T> type, T value) {
    if (type == null) {
      throw new NullPointerException("type");
    }
    if (active) {
      throw new IllegalStateException("CompactWriter is not reentrant");
    }
    AbstractCompactType.enterRoot(type);
    if (value == null) {
      throw new BaleException(
          ErrorCode.INVALID_VALUE, -1, ValuePaths.simpleName(type.schemaName()), "null root");
    }
    if (halfway) {
      dropState(); // the last root ran out of stack while it was being cleaned up
    } else if (!scratchMade) {
      newScratch(); // the first root on the general path (or one after an overflow in here)
    }
    active = true;
    boolean ok = false;
    try {
      TableOrigin seed = null;
      while (true) {
        try {
          if (dedupMessages) {
            reset(seed);
            occurrences = IdentityTables.emptied(occurrences);
            counting = true;
            walk(type, value);
            counting = false;
            seed = origin; // a pass may have adopted an origin in place
          }
          reset(seed);
          walk(type, value);
          break;
        } catch (Restart r) {
          // Met an origin after tables had entries: start over with it seeded (once: a second,
          // different origin fails with MIXED_UNKNOWN_ORIGINS instead of restarting). In a session
          // the origin's table replaces the session's: the root follows a reset.
          seed = r.origin;
          if (session != null && strBase > 0) {
            sessionResetNeeded = true;
          }
        }
      }
      if (u16Pos > 0) {
        appendUtf16();
      }
      ok = true;
    } catch (BaleException e) {
      throw withPath(e, type, value);
    } catch (StackOverflowError e) {
      throw stackExhausted(type);
    } finally {
      counting = false;
      failedAt = null;
      failedHolder = null;
      if (!ok) {
        // Stores first, then the call: near the end of the thread's stack finish() (or
        // stackExhausted above) may itself run out of it, and the writer must still take its next
        // root (as a new one, then).
        active = false;
        halfway = true;
        finish();
      }
    }
  }

  /**
   * Set before a root's clean-up ({@link #finish}) and cleared at its end: still set when it did
   * not run to its end (the thread's stack ran out in it), so the next root drops every scratch
   * structure first. The stores before the call are what keep the writer usable then.
   */
  private boolean halfway;

  /**
   * The {@code DEPTH_LIMIT} error for a value whose nesting ran out of the thread's stack before it
   * reached {@link #maxDepth(int)} (G2: never a {@link StackOverflowError}). The overflow may have
   * struck between two updates of any scratch structure (a level array grown and its siblings not;
   * an array handed back to the pool but not yet replaced here), so every scratch array is dropped
   * (never released to the pool) and the writer starts the next root as a new one does, its options
   * kept. The path is the root type's: finding the level would need a walk as deep as the value.
   */
  private BaleException stackExhausted(CompactType<?> type) {
    int reached = depth;
    dropState();
    return new BaleException(
        ErrorCode.DEPTH_LIMIT,
        -1,
        ValuePaths.simpleName(type.schemaName()),
        "stack exhausted at depth "
            + reached
            + " (depth limit "
            + maxDepth
            + "): encode on a thread with a larger stack to go deeper");
  }

  /** Every scratch structure new and every root's state cleared, the options kept. */
  private void dropState() {
    newScratch();
    fastDepth = 0;
    entriesSet = false;
    maxDepthUsed = 0;
    origin = null;
    strIndex = null;
    if (occurrences != null) {
      occurrences.clear();
      entryIndex.clear();
    }
    seededSlots.clear();
    seededCount = 0;
    strCount = 0;
    strBase = 0;
    tree = null;
    halfway = false;
  }

  /** {@code e} with the field path of the value it is about, when that can be found. */
  private BaleException withPath(BaleException e, CompactType<?> type, Object value) {
    Object at = failedAt;
    String name = ValuePaths.simpleName(type.schemaName());
    String path;
    try {
      path =
          at != null
              ? ValuePaths.find(value, at, name, failedHolder)
              : e.code() == ErrorCode.DEPTH_LIMIT
                  ? ValuePaths.beyondDepth(value, maxDepth, name)
                  : null;
    } catch (StackOverflowError deep) {
      path = null; // the search recurses with the value: past the stack, the error keeps its type
    }
    return path == null ? e : new BaleException(e.code(), -1, path, e.detail());
  }

  /**
   * The value an encode error is about (a string with a lone surrogate, the message at the depth or
   * message limit), or null; {@link #encodeRoot} turns it into a field path.
   */
  private Object failedAt;

  /**
   * With {@link #failedAt} unknown fields: the schema name of the message type they were refused
   * in, so that the path names that holder when one instance sits in messages of two types; else
   * null.
   */
  private String failedHolder;

  private <T> void walk(CompactType<T> type, T value) {
    rootMessages = 0;
    messagesWritten = 0;
    type.write(this, value);
    if (depth != 0) {
      throw new IllegalStateException(
          type.schemaName() + ".write left " + depth + " levels open (missing endMessage?)");
    }
    if (rootMessages != 1) {
      throw new IllegalStateException(
          type.schemaName() + " is not a message type: a root must be exactly one message");
    }
  }

  /** Clears all per-root state and seeds the tables with {@code seed} (may be null). */
  private void reset(TableOrigin seed) {
    strBase = session != null && !sessionResetNeeded ? session.count : 0;
    pos = 0;
    strPos = 0;
    strCount = 0;
    lenPos = 0;
    u16Pos = 0;
    if (strIndex == null) {
      strIndex = new StringIndex();
    } else {
      strIndex.clear();
    }
    objPos = 0;
    objCount = 0;
    entryIndex = IdentityTables.emptied(entryIndex);
    depth = 0;
    flagTop = 0;
    origin = null;
    clear(seededSlots);
    seededCount = 0;
    if (seed != null) {
      seedFrom(seed);
    }
  }

  private void seedFrom(TableOrigin seed) {
    origin = seed;
    fastDepth = 0;
    String[] strings = seed.strings;
    seededCount = strings.length;
    if (seededTaken.length < seededCount) {
      seededTaken = new boolean[seededCount];
    } else {
      Arrays.fill(seededTaken, 0, seededCount, false);
    }
    HashMap<String, Integer> counts = new HashMap<>();
    for (String s : strings) {
      Integer n = counts.get(s); // (not merge(s, 1, Integer::sum): an invokedynamic call site)
      counts.put(s, n == null ? 1 : n + 1);
    }
    for (String s : strings) {
      int idx = addString(s);
      if (dedupStrings) {
        strIndex.putIfAbsent(s, idx);
      }
      int[] slots = seededSlots.get(s);
      if (slots == null) {
        slots = new int[1 + counts.get(s)];
        slots[0] = 1;
        seededSlots.put(s, slots);
      }
      slots[slots[0]++] = idx;
    }
    for (int[] slots : seededSlots.values()) {
      slots[0] = 1; // rewind the cursor
    }
    ensureObj(seed.objectBytes.length);
    System.arraycopy(seed.objectBytes, 0, objBytes, objPos, seed.objectBytes.length);
    objPos += seed.objectBytes.length;
    objCount = seed.objectCount();
  }

  /**
   * Releases per-root references and oversized scratch arrays (nothing leaks into the next root).
   */
  void finish() {
    active = false;
    counting = false;
    if (strIndex != null) {
      strIndex.clear();
    }
    depth = 0;
    if (origin == null
        && seededCount == 0
        && !entriesSet
        && strBase == 0
        && strVals.length == 0
        && buf.length <= RETAIN_LIMIT
        && strBytes.length <= RETAIN_LIMIT
        && lenBytes.length <= RETAIN_LIMIT
        && u16Bytes.length <= RETAIN_LIMIT
        && strLens.length <= RETAIN_LIMIT / 4
        && objBytes.length <= RETAIN_LIMIT
        && (occurrences == null || occurrences.isEmpty() && entryIndex.isEmpty())
        && seededSlots.isEmpty()) {
      maxDepthUsed = 0; // nothing else to release (the common root)
    } else {
      finishRare();
    }
    halfway = false;
  }

  /** The part of finish() that only roots with sessions, origins, dedup or large arrays need. */
  private void finishRare() {
    clear(seededSlots);
    seededCount = 0;
    occurrences = IdentityTables.emptied(occurrences);
    entryIndex = IdentityTables.emptied(entryIndex);
    if (entriesSet) {
      Arrays.fill(lvEntry, 0, maxDepthUsed + 1, null);
      entriesSet = false;
    }
    // lvType is kept: it holds codec objects (no values), and a root of the same shape then finds
    // every level's type in place (push stores only a change).
    maxDepthUsed = 0;
    origin = null;
    depth = 0;
    strBase = 0;
    if (strVals.length > 0) {
      Arrays.fill(strVals, 0, Math.min(strCount, strVals.length), null);
    }
    if (buf.length > RETAIN_LIMIT) {
      pool.release(buf);
      buf = new byte[256];
    }
    if (strBytes.length > RETAIN_LIMIT) {
      pool.release(strBytes);
      strBytes = new byte[256];
    }
    if (strLens.length > RETAIN_LIMIT / 4) {
      strLens = new int[32];
    }
    if (lenBytes.length > RETAIN_LIMIT) {
      lenBytes = new byte[64];
    }
    if (u16Bytes.length > RETAIN_LIMIT) {
      u16Bytes = EMPTY;
    }
    if (objBytes.length > RETAIN_LIMIT) {
      pool.release(objBytes);
      objBytes = new byte[0];
    }
  }

  /** Table head and string lengths: the bytes before the string bytes. */
  private byte[] tableMeta() {
    long head = ((long) strCount << 1) | (objCount > 0 ? 1 : 0);
    byte[] meta = new byte[uvarintSize(head) + lenPos];
    int p = putUVarint(meta, 0, head);
    System.arraycopy(lenBytes, 0, meta, p, lenPos);
    return meta;
  }

  /** The object count (between the string bytes and the entries), or nothing without objects. */
  private byte[] objectHead() {
    if (objCount == 0) {
      return new byte[0];
    }
    byte[] b = new byte[uvarintSize(objCount)];
    putUVarint(b, 0, objCount);
    return b;
  }

  // clear() on an empty IdentityHashMap still wipes its whole table; most roots leave maps empty.
  private static void clear(java.util.Map<?, ?> map) {
    if (!map.isEmpty()) {
      map.clear();
    }
  }

  int rootSize() {
    long n = uvarintSize(((long) strCount << 1) | (objCount > 0 ? 1 : 0));
    n += lenPos;
    n += strPos;
    if (objCount > 0) {
      n += uvarintSize(objCount) + (long) objPos;
    }
    n += rootHeadLen + (long) (pos - bodyFrom);
    if (n > Integer.MAX_VALUE - 16) {
      throw new BaleException(ErrorCode.INVALID_VALUE, -1, "", "encoded root exceeds 2 GiB");
    }
    return (int) n;
  }

  void copyRoot(byte[] out, int at) {
    int p = putUVarint(out, at, ((long) strCount << 1) | (objCount > 0 ? 1 : 0));
    System.arraycopy(lenBytes, 0, out, p, lenPos);
    p += lenPos;
    System.arraycopy(strBytes, 0, out, p, strPos);
    p += strPos;
    if (objCount > 0) {
      p = putUVarint(out, p, objCount);
      System.arraycopy(objBytes, 0, out, p, objPos);
      p += objPos;
    }
    System.arraycopy(rootHead, 0, out, p, rootHeadLen);
    System.arraycopy(buf, bodyFrom, out, p + rootHeadLen, pos - bodyFrom);
  }

  // ---------------------------------------------------------------------------------------------
  // Messages and composites

  @Override
  public boolean beginMessage(Object instance, CompactType<?> type) {
    int d = depth + 1;
    if (d == 1 && rootMessages == 0 && origin == null && !dedupMessages && type != null) {
      return beginRoot(type);
    }
    if (d == 1
        || origin != null
        || dedupMessages
        || d > maxDepth
        || d >= lvStart.length
        || type == null
        || messagesWritten >= maxMessages) {
      return beginMessageSlow(instance, type);
    }
    // A nested message without dedup or origin (the common case): push, reserve, go.
    messagesWritten++;
    lvFlagBase[d] = flagTop;
    lvFlagCount[d] = 0;
    if (lvType[d] != type) {
      retype(d, type);
    }
    depth = d;
    if (d > maxDepthUsed) {
      maxDepthUsed = d;
    }
    int reserve = lvGuess[d];
    int p = pos;
    if (p > buf.length - reserve - 1) {
      grow(reserve + 1);
    }
    lvStart[d] = p;
    lvReserve[d] = reserve;
    pos = p + reserve;
    return true;
  }

  /**
   * beginMessage of a root without dedup or origin: push level 1 and reserve its header byte (the
   * root's header goes in front of the tables later). Small, so that it inlines.
   */
  private boolean beginRoot(CompactType<?> type) {
    if (++messagesWritten > maxMessages) {
      return beginMessageSlow(null, type); // throws LIMIT_EXCEEDED (maxMessages 0 is refused)
    }
    rootMessages = 1;
    fastDepth = Math.min(maxDepth, lvStart.length - 1);
    lvFlagBase[1] = flagTop;
    lvFlagCount[1] = 0;
    if (lvType[1] != type) {
      lvType[1] = type;
      lvGuess[1] = 1;
    }
    depth = 1;
    if (maxDepthUsed < 1) {
      maxDepthUsed = 1;
    }
    int p = pos;
    if (p > buf.length - 2) {
      grow(2);
    }
    lvStart[1] = p;
    lvReserve[1] = 1;
    pos = p + 1;
    return true;
  }

  private boolean beginMessageSlow(Object instance, CompactType<?> type) {
    Object entry = null;
    if (depth == 0) {
      if (rootMessages++ > 0) {
        throw new IllegalStateException("more than one root message written");
      }
      fastDepth = origin == null && !dedupMessages ? Math.min(maxDepth, lvStart.length - 1) : 0;
    }
    if (origin != null && instance != null && depth > 0) {
      int oi = origin.entryIndexOf(instance);
      if (oi >= 0) {
        // Decoded from an entry of the origin this writer is seeded with: that entry's bytes are
        // in the table already (FORMAT.md §2.2).
        writeUVarint(((long) oi << 1) | 1);
        return false;
      }
    }
    if (dedupMessages && instance != null) {
      if (counting) {
        Integer c = occurrences.get(instance);
        if (c != null) {
          // Seen before: its subtree was counted at its first occurrence only.
          occurrences.put(instance, c + 1);
          return false;
        }
        occurrences.put(instance, 1);
      } else {
        Integer c = occurrences.get(instance);
        if (c != null && c >= 2) {
          Integer idx = entryIndex.get(instance);
          if (idx != null) {
            if (idx < 0) {
              failedAt = instance;
              throw error(ErrorCode.INVALID_VALUE, type, "cyclic reference to a message instance");
            }
            writeUVarint(((long) idx << 1) | 1);
            return false;
          }
          entryIndex.put(instance, IN_PROGRESS);
          // The root itself is never an entry; marking it in progress turns a cycle into an error.
          entry = depth == 0 ? null : instance;
        }
      }
    }
    if (++messagesWritten > maxMessages) {
      // No failedAt: which message passes the count is arbitrary, and the tree is large.
      throw error(
          ErrorCode.LIMIT_EXCEEDED,
          type,
          "more than "
              + maxMessages
              + " messages in one root (maxMessages; shared instances expand unless"
              + " dedupMessages is on)");
    }
    if (depth + 1 > maxDepth) {
      failedAt = instance; // push throws DEPTH_LIMIT
    }
    int d = push(type);
    if (entry != null) {
      lvEntry[d] = entry;
      entriesSet = true;
    }
    int reserve = d == 1 || entry != null ? 1 : lvGuess[d];
    ensure(reserve + 1);
    lvStart[d] = pos;
    lvReserve[d] = reserve;
    pos += reserve; // reserved header bytes
    return true;
  }

  // beginAt's answer for a message begun through beginMessage (the level bookkeeping).
  private static final int LEVELS = -2;

  @Override
  public int beginAt(Object instance, CompactType<?> type) {
    int d = depth + 1;
    if (d < 2 || d > fastDepth || messagesWritten >= maxMessages || type == null) {
      return beginMessage(instance, type) ? LEVELS : SHARED;
    }
    messagesWritten++;
    if (lvType[d] != type) {
      retype(d, type);
    }
    depth = d;
    // The guess for this level stays as it is until endAt (deeper messages use deeper levels), so
    // endAt reads the reserve from lvGuess[d].
    int reserve = lvGuess[d];
    int p = pos;
    if (p > buf.length - reserve - 1) {
      grow(reserve + 1);
    }
    lvStart[d] = p;
    pos = p + reserve;
    return p;
  }

  @Override
  public int beginSmall(Object instance, CompactType<?> type) {
    // beginAt's test for its fast path (type is the caller's codec, never null), with a level to
    // spare below the message (an empty list's count is a leaf level, writeLeafCount): a root, a
    // depth from fastDepth on (0 under dedup or an origin) or the message limit go to beginAt.
    int d = depth + 1;
    if (d < 2 || d >= fastDepth || messagesWritten >= maxMessages) {
      return -1;
    }
    messagesWritten++;
    return pos;
  }

  @Override
  public int beginNest(Object instance, CompactType<?> type) {
    // beginSmall's test. The depth is taken so that a child's beginSmall/beginAt tests and places
    // its level as under beginAt; no error can name this level (its own fields' errors name type
    // through smallRef and smallEnum, a child's name the child), so its bookkeeping is not set.
    int d = depth + 1;
    if (d < 2 || d >= fastDepth || messagesWritten >= maxMessages) {
      return -1;
    }
    messagesWritten++;
    depth = d;
    return pos;
  }

  @Override
  public void endNest(int at, int end, boolean flags) {
    depth--;
    int size = end - at - 2;
    long header = (long) size << 2 | (flags ? 2 : 0);
    byte[] b = buf;
    if (header < 0x80) {
      // A body of at most 31 bytes (a one-byte header) moves down a byte (moveBody).
      moveBody(b, at + 2, at + 1, size);
      b[at] = (byte) header;
      pos = end - 1;
    } else if (header < 0x4000) {
      b[at] = (byte) (header | 0x80);
      b[at + 1] = (byte) (header >>> 7);
      pos = end;
    } else {
      // A child through the general path can make the body any size.
      int shift = uvarintSize(header) - 2;
      pos = end;
      ensure(shift);
      b = buf;
      System.arraycopy(b, at + 2, b, at + 2 + shift, size);
      putUVarint(b, at, header);
      pos = end + shift;
    }
  }

  /**
   * Moves the {@code len} bytes of a body at {@code b[from]} to {@code b[to]} (the ranges may
   * overlap), where the bytes past the body's new end are scratch (past the writer's position). A
   * body of at most 32 bytes by four 8-byte loads, then four stores, in place of {@code
   * System.arraycopy}'s stub call for a short length unknown to the JIT; longer bodies, or ones
   * within 32 bytes of the array's end, by {@code System.arraycopy}.
   */
  private static void moveBody(byte[] b, int from, int to, int len) {
    if (len <= 32 && Math.max(from, to) <= b.length - 32) {
      long w0 = LittleEndian.getLong(b, from);
      long w1 = LittleEndian.getLong(b, from + 8);
      long w2 = LittleEndian.getLong(b, from + 16);
      long w3 = LittleEndian.getLong(b, from + 24);
      LittleEndian.setLong(b, to, w0);
      LittleEndian.setLong(b, to + 8, w1);
      LittleEndian.setLong(b, to + 16, w2);
      LittleEndian.setLong(b, to + 24, w3);
    } else {
      System.arraycopy(b, from, b, to, len);
    }
  }

  @Override
  public void endAt(int at, long bits, UnknownFields unknownOrNull) {
    int d = depth;
    if (at < 0 || unknownOrNull != null || lvStart[d] != at) {
      endAtOther(at, bits, unknownOrNull);
      return;
    }
    closeLevel(d, at, lvGuess[d], bits);
  }

  /** endAt of a message begun through beginMessage, or with unknown fields. */
  private void endAtOther(int at, long bits, UnknownFields unknownOrNull) {
    if (at == LEVELS) {
      if (depth == 1
          && lvStart[1] >= 0
          && unknownOrNull == null
          && lvFlagCount[1] == 0
          && !entriesSet) {
        // A root as beginRoot began it: its bits go straight into its header, not through the
        // flag words (flags() would size and store a word that endRoot then reads back).
        endRoot(lvFlagBase[1], bits);
        return;
      }
      endMessage(bits, unknownOrNull);
      return;
    }
    int d = depth;
    if (at < 0 || d < 2 || lvStart[d] != at) {
      throw new IllegalStateException("endAt() without its beginAt()");
    }
    // Unknown fields: give the level the bookkeeping beginMessage would have, then end it there.
    lvFlagBase[d] = flagTop;
    lvFlagCount[d] = 0;
    lvReserve[d] = lvGuess[d];
    if (d > maxDepthUsed) {
      maxDepthUsed = d;
    }
    endMessage(bits, unknownOrNull);
  }

  @Override
  public void flags(long bits) {
    flags(0, bits);
  }

  @Override
  public void flags(int word, long bits) {
    int d = depth;
    if (d == 0 || lvStart[d] < 0 || word < 0) {
      throw new IllegalStateException("flags() outside a message");
    }
    ensureFlagBits(d, (word + 1) << 6);
    flagWords[lvFlagBase[d] + word] = bits;
  }

  @Override
  public void flag(boolean value) {
    int d = depth;
    if (d == 0 || lvStart[d] < 0) {
      throw new IllegalStateException("flag() outside a message");
    }
    int bit = lvFlagCount[d];
    ensureFlagBits(d, bit + 1);
    if (value) {
      flagWords[lvFlagBase[d] + (bit >>> 6)] |= 1L << bit;
    }
  }

  @Override
  public void endMessage(UnknownFields unknownOrNull) {
    int d = depth;
    if (d < 2 || lvStart[d] < 0 || unknownOrNull != null || lvFlagCount[d] > 64 || entriesSet) {
      endMessageOther(unknownOrNull);
      return;
    }
    // A nested message with at most 64 flag bits, no unknown fields, no dedup entry.
    endNested(d, lvFlagCount[d] == 0 ? 0L : flagWords[lvFlagBase[d]]);
  }

  /**
   * The end of a nested message (level {@code d}) without unknown fields or a dedup entry, whose
   * flag bits are {@code bits}: its header and flags go in front of the body (shifting it when they
   * need more than the bytes reserved).
   */
  private void endNested(int d, long bits) {
    flagTop = lvFlagBase[d];
    closeLevel(d, lvStart[d], lvReserve[d], bits);
  }

  /**
   * Writes the header and flags of the message at level {@code d} whose header slot of {@code
   * reserved} bytes starts at {@code start}, in front of its body (shifting it when they need more
   * or fewer bytes), records what they needed as the level's next guess, and pops the level.
   */
  private void closeLevel(int d, int start, int reserved, long bits) {
    int flagBytes = bits == 0 ? 0 : (63 - Long.numberOfLeadingZeros(bits)) / 7 + 1;
    int bodyStart = start + reserved;
    long header = ((long) (pos - bodyStart) + flagBytes) << 2 | (flagBytes > 0 ? 2 : 0);
    // Most bodies are under 32 bytes (a one-byte header) or under 4,096 (two bytes).
    int headerSize = header < 0x80 ? 1 : header < 0x4000 ? 2 : uvarintSize(header);
    int need = headerSize + flagBytes;
    if (need != reserved) {
      int shift = need - reserved;
      if (shift > 0) {
        ensure(shift);
      }
      moveBody(buf, bodyStart, bodyStart + shift, pos - bodyStart);
      pos += shift;
    }
    lvGuess[d] = need;
    byte[] b = buf;
    int p;
    // Header and flags are two uvarints (the flag bytes are the 7-bit groups of bits up to the
    // highest set bit, 0x80 on all but the last): their one- and two-byte forms stored straight,
    // the rest through the loop (bodies of 32-4,095 bytes and 8-14 flag bits are common).
    if (headerSize == 1) {
      b[start] = (byte) header;
      p = start + 1;
    } else if (headerSize == 2) {
      b[start] = (byte) (header | 0x80);
      b[start + 1] = (byte) (header >>> 7);
      p = start + 2;
    } else {
      p = putUVarint(b, start, header);
    }
    if (flagBytes == 1) {
      b[p] = (byte) bits;
    } else if (flagBytes == 2) {
      b[p] = (byte) (bits | 0x80);
      b[p + 1] = (byte) (bits >>> 7);
    } else if (flagBytes != 0) {
      putUVarint(b, p, bits);
    }
    depth = d - 1;
  }

  @Override
  public void endMessage(long bits, UnknownFields unknownOrNull) {
    int d = depth;
    if (d < 2 || lvStart[d] < 0 || unknownOrNull != null || lvFlagCount[d] != 0 || entriesSet) {
      if (bits != 0) {
        flags(bits);
      }
      endMessage(unknownOrNull);
      return;
    }
    endNested(d, bits);
  }

  /** endMessage of a root, of a message with unknown fields or many flags, or of a dedup entry. */
  private void endMessageOther(UnknownFields unknownOrNull) {
    if (depth == 1
        && lvStart[1] >= 0
        && unknownOrNull == null
        && lvFlagCount[1] <= 64
        && !entriesSet) {
      endRoot();
    } else {
      endMessageSlow(unknownOrNull);
    }
  }

  /** endMessage of a root with at most 64 flag bits, no unknown fields and no dedup entry. */
  private void endRoot() {
    int base = lvFlagBase[1];
    endRoot(base, lvFlagCount[1] == 0 ? 0L : flagWords[base]);
  }

  /** endRoot with the root's flag bits {@code bits}; {@code base} is its level's flag base. */
  private void endRoot(int base, long bits) {
    int flagBytes = flagBytes(bits);
    int bodyStart = lvStart[1] + lvReserve[1];
    long header = ((long) (pos - bodyStart) + flagBytes) << 2 | (flagBytes > 0 ? 2 : 0);
    flagTop = base;
    byte[] h = rootHead; // 16 bytes at least: a header of at most 5 and at most 10 flag bytes
    rootHeadLen = putFlags(h, putUVarint(h, 0, header), bits, flagBytes);
    bodyFrom = bodyStart;
    depth = 0;
  }

  private void endMessageSlow(UnknownFields unknownOrNull) {
    int d = depth;
    if (d == 0 || lvStart[d] < 0) {
      throw new IllegalStateException("endMessage() without beginMessage()");
    }
    if (unknownOrNull != null) {
      checkUnknownType(unknownOrNull, lvType[d]);
      adoptOrigin(unknownOrNull, lvType[d]);
      long[] bits = unknownOrNull.bitsArray();
      for (int w = 0; w < bits.length; w++) {
        long word = bits[w];
        while (word != 0) {
          int bit = w * 64 + Long.numberOfTrailingZeros(word);
          word &= word - 1;
          ensureFlagBits(d, bit + 1);
          flagWords[lvFlagBase[d] + (bit >>> 6)] |= 1L << bit;
        }
      }
      byte[] tail = unknownOrNull.tailArray();
      ensure(tail.length);
      System.arraycopy(tail, 0, buf, pos, tail.length);
      pos += tail.length;
    }
    // Flags: the fewest 7-bit groups that hold the highest set bit.
    int base = lvFlagBase[d];
    int words = (lvFlagCount[d] + 63) >>> 6;
    int highest = -1;
    for (int w = words - 1; w >= 0; w--) {
      long word = flagWords[base + w];
      if (word != 0) {
        highest = w * 64 + 63 - Long.numberOfLeadingZeros(word);
        break;
      }
    }
    int flagBytes = highest < 0 ? 0 : highest / 7 + 1;
    int start = lvStart[d];
    int bodyStart = start + lvReserve[d];
    long bodyLength = (long) (pos - bodyStart) + flagBytes;
    long header = (bodyLength << 2) | (flagBytes > 0 ? 2 : 0);
    int need = uvarintSize(header) + flagBytes;
    flagTop = base;
    if (d == 1) {
      // The root: its header and flags are emitted separately in front of the body, which stays
      // where it is (no shift of the largest body of all).
      if (rootHead.length < need) {
        rootHead = new byte[need];
      }
      int p = putUVarint(rootHead, 0, header);
      for (int i = 0; i < flagBytes; i++) {
        int b = flagGroup(base, words, i * 7);
        rootHead[p++] = (byte) (i < flagBytes - 1 ? b | 0x80 : b);
      }
      rootHeadLen = p;
      bodyFrom = bodyStart;
      pop();
      return;
    }
    int reserved = lvReserve[d];
    if (need != reserved) {
      int shift = need - reserved;
      if (shift > 0) {
        ensure(shift);
      }
      System.arraycopy(buf, bodyStart, buf, bodyStart + shift, pos - bodyStart);
      pos += shift;
    }
    lvGuess[d] = need;
    int p = putUVarint(buf, start, header);
    for (int i = 0; i < flagBytes; i++) {
      int b = flagGroup(base, words, i * 7);
      buf[p++] = (byte) (i < flagBytes - 1 ? b | 0x80 : b);
    }
    Object entry = lvEntry[d];
    pop();
    if (entry != null) {
      // Completed first occurrence of a shared instance: move it into the object table (post-order)
      // and leave a reference in its place.
      int len = pos - start;
      ensureObj(len);
      System.arraycopy(buf, start, objBytes, objPos, len);
      objPos += len;
      int idx = objCount++;
      entryIndex.put(entry, idx);
      pos = start;
      writeUVarint(((long) idx << 1) | 1);
    }
  }

  @Override
  public void beginComposite() {
    // No references stored for a composite level (lvEntry stays null: only messages set it, and
    // their pop clears it; lvType is not read for it, see error()).
    int d = depth + 1;
    if (d > maxDepth || d >= lvStart.length) {
      push(null);
    } else {
      depth = d;
    }
    lvStart[d] = -1;
  }

  @Override
  public void endComposite() {
    int d = depth;
    if (d == 0 || lvStart[d] >= 0) {
      throw new IllegalStateException("endComposite() without beginComposite()");
    }
    depth = d - 1;
  }

  /**
   * Every level array to length {@code n}. All the copies are made before any field is set: a stack
   * overflow in a copy (a root begun near the end of the thread's stack) leaves every array as it
   * was, never some grown and some not, which the writer's next root would meet as an index out of
   * bounds.
   */
  private void growLevels(int n) {
    int[] start = Arrays.copyOf(lvStart, n);
    int[] flagBase = Arrays.copyOf(lvFlagBase, n);
    int[] flagCount = Arrays.copyOf(lvFlagCount, n);
    Object[] entry = Arrays.copyOf(lvEntry, n);
    CompactType<?>[] type = Arrays.copyOf(lvType, n);
    int[] reserve = Arrays.copyOf(lvReserve, n);
    int[] guess = Arrays.copyOf(lvGuess, n);
    Arrays.fill(guess, lvGuess.length, n, 1);
    CompactType<?>[] prevType = Arrays.copyOf(lvPrevType, n);
    int[] prevGuess = Arrays.copyOf(lvPrevGuess, n);
    // Stores only from here: no call, so no overflow between them.
    lvStart = start;
    lvFlagBase = flagBase;
    lvFlagCount = flagCount;
    lvEntry = entry;
    lvType = type;
    lvReserve = reserve;
    lvGuess = guess;
    lvPrevType = prevType;
    lvPrevGuess = prevGuess;
  }

  private int push(CompactType<?> type) {
    int d = depth + 1;
    if (d > maxDepth) {
      throw error(
          ErrorCode.DEPTH_LIMIT, type, "nesting deeper than " + maxDepth + " (cyclic value?)");
    }
    if (d >= lvStart.length) {
      growLevels(lvStart.length * 2);
    }
    // A child's flag words start after its parent's (the parent's flags are complete by then).
    lvFlagBase[d] = flagTop;
    lvFlagCount[d] = 0;
    CompactType<?> t = type != null ? type : (d > 1 ? lvType[d - 1] : null);
    if (lvType[d] != t) {
      // Skipped when unchanged: no GC write barrier. The header guess is per type at a depth.
      retype(d, t);
    }
    depth = d;
    if (d > maxDepthUsed) {
      maxDepthUsed = d;
    }
    return d;
  }

  /**
   * Level {@code d} now holds a message (or composite) of {@code type}, not of the type it held:
   * its header guess becomes what {@code type}'s last message at this depth needed if that was the
   * type before, else 1; the type it held and its guess are kept as the one before.
   */
  private void retype(int d, CompactType<?> type) {
    CompactType<?> held = lvType[d];
    int heldGuess = lvGuess[d];
    lvGuess[d] = lvPrevType[d] == type && type != null ? lvPrevGuess[d] : 1;
    lvPrevType[d] = held;
    lvPrevGuess[d] = heldGuess;
    lvType[d] = type;
  }

  private void pop() {
    if (lvEntry[depth] != null) {
      lvEntry[depth] = null;
    }
    depth--;
  }

  /** Makes level {@code d} hold at least {@code nbits} flag bits; new words are zeroed. */
  private void ensureFlagBits(int d, int nbits) {
    int have = lvFlagCount[d];
    if (nbits <= have) {
      return;
    }
    int base = lvFlagBase[d];
    int oldWords = (have + 63) >>> 6;
    int newWords = (nbits + 63) >>> 6;
    if (base + newWords > flagWords.length) {
      flagWords = Arrays.copyOf(flagWords, Math.max(flagWords.length * 2, base + newWords));
    }
    for (int w = base + oldWords; w < base + newWords; w++) {
      flagWords[w] = 0L;
    }
    lvFlagCount[d] = nbits;
    flagTop = base + newWords;
  }

  /**
   * The 7 flag bits starting at bit {@code k} of the level whose {@code words} words start at
   * {@code base}. A group that crosses into the word after the level's last reads nothing from it:
   * that word belongs to no level now and may hold a popped child's flags.
   */
  private int flagGroup(int base, int words, int k) {
    int w = k >>> 6;
    int s = k & 63;
    long v = flagWords[base + w] >>> s;
    if (s > 57 && w + 1 < words) {
      v |= flagWords[base + w + 1] << (64 - s);
    }
    return (int) (v & 0x7F);
  }

  /**
   * Refuses unknown fields read as another message type than {@code type}, the message they are
   * written in: that type's readers would take their tail and flag bits for fields of its own. Same
   * schema name passes (one type decoded and re-encoded, or the same name in two class loaders);
   * fields read by a codec that did not name its type are not checked.
   */
  private void checkUnknownType(UnknownFields u, CompactType<?> type) {
    String read = u.type();
    if (read != null && type != null && !read.equals(type.schemaName())) {
      failedAt = u; // the path names the message of this type that holds them
      failedHolder = type.schemaName();
      throw error(
          ErrorCode.INVALID_VALUE,
          type,
          "unknown fields read as a " + read + " cannot be written in a " + type.schemaName());
    }
  }

  private void adoptOrigin(UnknownFields u, CompactType<?> type) {
    TableOrigin o = u.origin();
    if (o == origin || (origin != null && origin.equals(o))) {
      return;
    }
    if (origin != null) {
      failedAt = u;
      failedHolder = type == null ? null : type.schemaName();
      throw error(
          ErrorCode.MIXED_UNKNOWN_ORIGINS,
          type,
          "objects with unknown fields from two different decoded roots");
    }
    if (strCount == 0 && objCount == 0 && o.objectCount() == 0 && strBase == 0) {
      // Nothing written so far depends on the tables: seed in place. (With origin entries a
      // message written inline earlier might have had to be a reference, so restart instead.)
      seedFrom(o);
    } else {
      throw new Restart(o);
    }
  }

  /** Control flow: re-run the encode with the origin seeded. Never escapes the writer. */
  private static final class Restart extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient TableOrigin origin;

    Restart(TableOrigin origin) {
      super(null, null, false, false);
      this.origin = origin;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Scalars

  @Override
  public void writeBool(boolean v) {
    ensure(1);
    buf[pos++] = (byte) (v ? 1 : 0);
  }

  @Override
  public void writeI8(byte v) {
    ensure(1);
    buf[pos++] = v;
  }

  @Override
  public void writeU8(int v) {
    if ((v & ~0xFF) != 0) {
      throw error(ErrorCode.INVALID_VALUE, null, "u8 out of range: " + v);
    }
    ensure(1);
    buf[pos++] = (byte) v;
  }

  @Override
  public void writeI64(long v) {
    writeUVarint((v << 1) ^ (v >> 63));
  }

  @Override
  public void writeU64(long v) {
    writeUVarint(v);
  }

  void writeUVarint(long v) {
    int p = pos;
    byte[] b = buf;
    if (p > b.length - 10) {
      grow(10);
      b = buf;
    }
    if ((v & ~0x7FL) == 0) {
      b[p] = (byte) v;
      pos = p + 1;
    } else if ((v & ~0x3FFFL) == 0) {
      b[p] = (byte) (v | 0x80);
      b[p + 1] = (byte) (v >>> 7);
      pos = p + 2;
    } else if ((v & ~0x1F_FFFFL) == 0) {
      b[p] = (byte) (v | 0x80);
      b[p + 1] = (byte) ((v >>> 7) | 0x80);
      b[p + 2] = (byte) (v >>> 14);
      pos = p + 3;
    } else {
      pos = putLongUVarint(b, p, v);
    }
  }

  /**
   * A varint of four bytes or more at {@code b[p]}: four and five bytes (ids, timestamps in
   * seconds, zigzag {@code i32}s from 2^27) unrolled, longer ones by the loop; returns the end. Its
   * own method, so that {@link #writeUVarint} stays small where it inlines.
   */
  private static int putLongUVarint(byte[] b, int p, long v) {
    if ((v & ~0x7_FFFF_FFFFL) != 0) {
      return putUVarint(b, p, v);
    }
    b[p] = (byte) (v | 0x80);
    b[p + 1] = (byte) ((v >>> 7) | 0x80);
    b[p + 2] = (byte) ((v >>> 14) | 0x80);
    if ((v & ~0xFFF_FFFFL) == 0) {
      b[p + 3] = (byte) (v >>> 21);
      return p + 4;
    }
    b[p + 3] = (byte) ((v >>> 21) | 0x80);
    b[p + 4] = (byte) (v >>> 28);
    return p + 5;
  }

  @Override
  public void writeFixedI16(int v) {
    ensure(2);
    LittleEndian.setShort(buf, pos, (short) v);
    pos += 2;
  }

  @Override
  public void writeFixedI32(int v) {
    ensure(4);
    LittleEndian.setInt(buf, pos, v);
    pos += 4;
  }

  @Override
  public void writeFixedI64(long v) {
    ensure(8);
    LittleEndian.setLong(buf, pos, v);
    pos += 8;
  }

  @Override
  public void writeF32(float v) {
    writeFixedI32(Float.floatToRawIntBits(v));
  }

  @Override
  public void writeF64(double v) {
    writeFixedI64(Double.doubleToRawLongBits(v));
  }

  @Override
  public void writeEnum(int v) {
    writeUVarint(enumValue(v));
  }

  @Override
  public void writeUnionCase(int caseId) {
    if (caseId < 0) {
      throw error(ErrorCode.INVALID_VALUE, null, "negative union case id: " + caseId);
    }
    writeUVarint(caseId);
  }

  @Override
  public void writeCount(int count) {
    if (count < 0) {
      throw error(ErrorCode.INVALID_VALUE, null, "negative count: " + count);
    }
    writeUVarint(count);
  }

  @Override
  public void writeLeafCount(int count) {
    if (depth >= maxDepth) {
      push(null); // throws DEPTH_LIMIT
    }
    writeCount(count);
  }

  // ---------------------------------------------------------------------------------------------
  // Direct writes (generated code): a run of fields written into the buffer with one room check

  @Override
  public byte[] room(int n) {
    if (pos > buf.length - n) {
      grow(n);
    }
    return buf;
  }

  @Override
  public int position() {
    return pos;
  }

  @Override
  public void position(int p) {
    pos = p;
  }

  @Override
  public long stringRef(String s, boolean dedup) {
    return stringIndex(s, dedup);
  }

  @Override
  public long smallRef(String s, boolean dedup, CompactType<?> type) {
    try {
      return stringIndex(s, dedup);
    } catch (BaleException e) {
      // error() named the innermost level's message, the small message's parent: name its own.
      throw new BaleException(e.code(), e.offset(), type.schemaName(), e.detail());
    }
  }

  // ---------------------------------------------------------------------------------------------
  // One-pass roots of leaf message types (CompactType#encodeLeaf). The generated code enters the
  // root's strings in wire order (leafString), sums its field bytes, asks for the array (leafArray:
  // string table, root header and flags written), writes the fields from leafBody() on, and ends
  // with leafEnd. Anything this path does not handle (a lone surrogate, a negative enum value, a
  // very long string) marks the root failed: leafArray then returns null and the writer takes its
  // general path, which produces the same bytes or the error with its path.

  private static final long LEAF_MAX_STRING_BYTES = 1 << 20;

  private String[] leafStrs = new String[8];
  private int[] leafLens = new int[8];
  private int leafCount;
  private long leafTableBytes;
  private boolean leafFailed;
  private int leafBodyAt;

  @Override
  public boolean leafBegin() {
    if (active || session != null) {
      leafDeclined = sessionTry;
      return false;
    }
    leafCount = 0;
    leafTableBytes = 0;
    leafFailed = false;
    return true;
  }

  @Override
  public int leafOpen() {
    if (active || session != null) {
      leafDeclined = sessionTry;
      return -1;
    }
    return dedupStrings ? 1 : 0;
  }

  private CompactTree tree;

  // Where a one-pass root goes: an array of its own, or a caller's place (encodeInPlace), which
  // placing is while it is set (null otherwise: the leaf roots' test, rootPlace()).
  private final RootPlace place = new RootPlace();
  private RootPlace placing;

  @Override
  public CompactTree treeOpen(int depth) {
    if (active || dedupMessages || depth > maxDepth) {
      return null;
    }
    if (session != null) {
      // Inside a session: only a root tried on the one-pass path (takeSessionSpare), against it.
      return sessionTry ? sessionTree(depth) : null;
    }
    return openTree(depth);
  }

  /** This writer's tree (made by its first tree root), opened for a root of {@code depth}. */
  private CompactTree openTree(int depth) {
    CompactTree t = tree;
    if (t == null) {
      tree = t = new CompactTree(place);
    }
    return t.open(dedupStrings, bulkUtf8.inPlace(), maxMessages, maxDepth, depth);
  }

  /** {@link #treeOpen} of a session root ({@link #takeSessionSpare}). */
  private CompactTree sessionTree(int depth) {
    SessionTable s = session;
    return openTree(depth)
        .sessionOpen(
            s.index, s.count, (long) sessionCapEntries - s.count, sessionCapBytes - s.bytes);
  }

  @Override
  @SuppressWarnings("fallthrough") // the short strings' switch
  public long leafLength(String s) {
    if (s == null) {
      return -1;
    }
    int n = s.length();
    if (n <= CompactSink.LEAF_PACKED_MAX) {
      // A short string's ASCII test without a loop (C2's set-up of a loop of a few turns costs
      // more than the turns); its bytes packed on the way, so that the table takes them in one
      // store (CompactSink.leafPacked).
      int any = 0;
      long v = 0;
      char c;
      switch (n) {
        case 7:
          any |= c = s.charAt(6);
          v |= (long) c << 48;
        // fall through
        case 6:
          any |= c = s.charAt(5);
          v |= (long) c << 40;
        // fall through
        case 5:
          any |= c = s.charAt(4);
          v |= (long) c << 32;
        // fall through
        case 4:
          any |= c = s.charAt(3);
          v |= (long) c << 24;
        // fall through
        case 3:
          any |= c = s.charAt(2);
          v |= (long) c << 16;
        // fall through
        case 2:
          any |= c = s.charAt(1);
          v |= (long) c << 8;
        // fall through
        case 1:
          any |= c = s.charAt(0);
          v |= c;
        // fall through
        default:
          break;
      }
      if (any < 0x80) {
        return CompactSink.LEAF_PACKED | (long) n << 56 | v;
      }
    }
    return leafLengthLong(s, n);
  }

  /**
   * {@link #leafLength} of a string it does not pack: apart, so that leafLength stays under C2's
   * FreqInlineSize (325 bytecodes) and is inlined into the generated encodeLeaf (at 334 it was
   * called, docs/benchmarks-log.md, "Compact price roots: the leaf methods inlined again").
   */
  private long leafLengthLong(String s, int n) {
    if (n == 8) {
      int any =
          s.charAt(0)
              | s.charAt(1)
              | s.charAt(2)
              | s.charAt(3)
              | s.charAt(4)
              | s.charAt(5)
              | s.charAt(6)
              | s.charAt(7);
      if (any < 0x80) {
        return n;
      }
    }
    long len = Utf8.encodedLength(s, lengthChars());
    // A UTF-16 entry (FORMAT.md §2.1) is left to the general path.
    return len > LEAF_MAX_STRING_BYTES || len > n && Utf8.utf16Smaller(n, len) ? -1 : len;
  }

  private char[] lengthChars() {
    char[] c = chars;
    return c != null ? c : (chars = new char[256]);
  }

  @Override
  public int leafString(String s, boolean dedup) {
    int n = leafCount;
    String[] ss = leafStrs;
    if (s == null) {
      leafFailed = true;
      return 0;
    }
    if (dedup && dedupStrings) {
      for (int i = 0; i < n; i++) {
        String e = ss[i];
        if (e == s || e.equals(s)) {
          return i;
        }
      }
    }
    long len = Utf8.encodedLength(s, lengthChars());
    if (len < 0
        || len > LEAF_MAX_STRING_BYTES
        || n >= LEAF_MAX_STRINGS
        || len > s.length() && Utf8.utf16Smaller(s.length(), len)) { // UTF-16: general path
      leafFailed = true;
      return 0;
    }
    if (n == ss.length) {
      leafStrs = ss = Arrays.copyOf(ss, n * 2);
      leafLens = Arrays.copyOf(leafLens, n * 2);
    }
    ss[n] = s;
    leafLens[n] = (int) len;
    leafTableBytes += CompactSink.leafEntry(len);
    leafCount = n + 1;
    return n;
  }

  @Override
  public int leafEnum(int v) {
    if (v < 0) {
      leafFailed = true;
      return 0;
    }
    return v;
  }

  @Override
  public RootPlace rootPlace() {
    return placing;
  }

  @Override
  public byte[] leafArray(int fieldBytes, long bits) {
    int n = leafCount;
    String[] ss = leafStrs;
    if (leafFailed) {
      for (int i = 0; i < n; i++) {
        ss[i] = null;
      }
      return null;
    }
    int flagBytes = flagBytes(bits);
    long body = (long) fieldBytes + flagBytes;
    long header = body << 2 | (flagBytes > 0 ? 2 : 0);
    // At most 63 strings of at most 1 MiB each: the size fits an int.
    RootPlace pl = place;
    byte[] out = pl.array((int) (1 + leafTableBytes + uvarintSize(header) + body));
    int p = pl.start();
    int end = pl.end();
    out[p++] = (byte) (n << 1); // the table head: no object table
    int[] lens = leafLens;
    for (int i = 0; i < n; i++) {
      int len = lens[i];
      if (len < 0x80) {
        out[p++] = (byte) len;
      } else {
        p = putUVarint(out, p, len);
      }
    }
    for (int i = 0; i < n; i++) {
      p = CompactSink.putLeafString(out, p, ss[i], lens[i], end);
      ss[i] = null;
    }
    p = CompactSink.putVarint(out, p, header);
    if (flagBytes > 0) {
      p = putFlags(out, p, bits, flagBytes);
    }
    leafBodyAt = p;
    return out;
  }

  /** The flag bytes of a message whose flag bits 0..63 are {@code bits} (FORMAT.md §3.2). */
  private static int flagBytes(long bits) {
    return bits == 0 ? 0 : (63 - Long.numberOfLeadingZeros(bits)) / 7 + 1;
  }

  /**
   * Writes {@code flagBytes} flag bytes of {@code bits} at {@code out[p]}: 7 bits each, 0x80 on all
   * but the last; returns the position after them.
   */
  private static int putFlags(byte[] out, int p, long bits, int flagBytes) {
    for (int i = 0; i < flagBytes; i++) {
      int g = (int) (bits >>> (7 * i)) & 0x7F;
      out[p++] = (byte) (i < flagBytes - 1 ? g | 0x80 : g);
    }
    return p;
  }

  @Override
  public int leafBody() {
    return leafBodyAt;
  }

  @Override
  public byte[] leafEnd(byte[] out, int p) {
    return CompactSink.leafDone(this, out, p);
  }

  @Override
  public int enumValue(int v) {
    if (v < 0) {
      throw error(ErrorCode.INVALID_VALUE, null, "negative enum value: " + v);
    }
    return v;
  }

  @Override
  public void writeString(String s) {
    writeString(s, true);
  }

  @Override
  public void writeString(String s, boolean dedup) {
    writeUVarint(stringIndex(s, dedup));
  }

  /** The string-table index of {@code s} (entering it if needed), by the rules of writeString. */
  private long stringIndex(String s, boolean dedup) {
    if (s == null) {
      throw error(ErrorCode.INVALID_VALUE, null, "null string");
    }
    if (dedup && dedupStrings) {
      if (strBase > 0) {
        // Session (FORMAT.md §4.2): an entry of an earlier root of the session comes first.
        Integer known = session.index.get(s);
        if (known != null) {
          return known;
        }
      }
      // One probe for both cases; if addString then fails (lone surrogate) the encode is aborted
      // and the index cleared, so the speculative entry never matters.
      int known = strIndex.putIfAbsent(s, strCount);
      if (known >= 0) {
        if (known < seededCount) {
          seededTaken[known] = true;
        }
        return strBase + known;
      }
      return strBase + addString(s);
    }
    if (seededCount > 0) {
      int seeded = takeSeeded(s);
      if (seeded >= 0) {
        return seeded;
      }
    }
    int idx = addString(s);
    if (dedupStrings) {
      // Registered even when this occurrence is not deduplicated: a later deduplicated occurrence
      // refers to the first equal entry, whoever wrote it (FORMAT.md §2.1).
      strIndex.putIfAbsent(s, idx);
    }
    return strBase + idx;
  }

  /** The first seeded entry equal to {@code s} not taken yet (now taken), or -1. */
  private int takeSeeded(String s) {
    int[] slots = seededSlots.get(s);
    if (slots == null) {
      return -1;
    }
    while (slots[0] < slots.length && seededTaken[slots[slots[0]]]) {
      slots[0]++;
    }
    if (slots[0] == slots.length) {
      return -1;
    }
    int idx = slots[slots[0]++];
    seededTaken[idx] = true;
    return idx;
  }

  private int addString(String s) {
    // Rare branches out of line, so that this stays small enough to inline where strings are
    // written.
    long max = Utf8.maxEncodedLength(s.length());
    if (strPos + max > strBytes.length) {
      growStrBytes(max);
    }
    int end = Utf8.encodeEntry(s, strBytes, strPos, bulkUtf8);
    if (end < 0) {
      return addUtf16OrFail(s, end);
    }
    int len = end - strPos;
    if (session != null) {
      keepForSession(s, len);
    }
    if (lenPos > lenBytes.length - 5) {
      lenBytes = Arrays.copyOf(lenBytes, lenBytes.length * 2);
    }
    lenPos = putUVarint(lenBytes, lenPos, len);
    strPos = end;
    return strCount++;
  }

  /**
   * Enters {@code s} as a UTF-16 entry when {@code code} is {@link Utf8#UTF16} (encodeEntry wrote
   * nothing): its length in the form one byte longer than minimal, its code units after the earlier
   * UTF-16 entries' (FORMAT.md §2.1). Else {@code s} holds a lone surrogate.
   */
  private int addUtf16OrFail(String s, int code) {
    if (code != Utf8.UTF16) {
      throw loneSurrogate(s);
    }
    int len = 2 * s.length();
    if (u16Pos + (long) len > Integer.MAX_VALUE - 16 - (long) strPos) {
      throw error(ErrorCode.INVALID_VALUE, null, "string table exceeds 2 GiB");
    }
    if (u16Pos + len > u16Bytes.length) {
      u16Bytes =
          Arrays.copyOf(u16Bytes, Math.max(256, Math.max(u16Bytes.length * 2, u16Pos + len)));
    }
    int end = Utf8.putUtf16(s, u16Bytes, u16Pos);
    if (end < 0) {
      throw loneSurrogate(s);
    }
    u16Pos = end;
    if (session != null) {
      keepForSession(s, len);
    }
    if (lenPos > lenBytes.length - 6) {
      lenBytes = Arrays.copyOf(lenBytes, lenBytes.length * 2);
    }
    int p = putUVarint(lenBytes, lenPos, len);
    lenBytes[p - 1] |= (byte) 0x80; // the one-byte-longer form: a UTF-16 entry
    lenBytes[p] = 0;
    lenPos = p + 1;
    return strCount++;
  }

  /** Appends the UTF-16 entries' bytes after the UTF-8 bytes, once the root is complete. */
  private void appendUtf16() {
    if (strPos + (long) u16Pos > strBytes.length) {
      strBytes = regrow(strBytes, strPos, Math.max(strBytes.length * 2L, strPos + (long) u16Pos));
    }
    System.arraycopy(u16Bytes, 0, strBytes, strPos, u16Pos);
    strPos += u16Pos;
    u16Pos = 0;
  }

  private void growStrBytes(long max) {
    if (strPos + max > Integer.MAX_VALUE - 16) {
      throw error(ErrorCode.INVALID_VALUE, null, "string table exceeds 2 GiB");
    }
    strBytes = regrow(strBytes, strPos, Math.max(strBytes.length * 2L, strPos + max));
  }

  private BaleException loneSurrogate(String s) {
    failedAt = s;
    return error(ErrorCode.INVALID_STRING, null, "string holds a lone surrogate");
  }

  /** A session's root keeps each new entry's string and UTF-8 length for its table. */
  private void keepForSession(String s, int len) {
    if (strCount >= strVals.length) {
      strVals = Arrays.copyOf(strVals, Math.max(32, strCount * 2));
    }
    if (strCount >= strLens.length) {
      strLens = Arrays.copyOf(strLens, strCount * 2);
    }
    strVals[strCount] = s;
    strLens[strCount] = len;
  }

  @Override
  public void writeJson(JsonValue v, boolean dedup) {
    if (v instanceof JsonValue.Str s) {
      writeUVarint(stringIndex(s.value(), dedup) << 3 | 3);
    } else if (v instanceof JsonValue.Int i) {
      long z = (i.value() << 1) ^ (i.value() >> 63);
      if (z >>> 61 == 0) {
        writeUVarint(z << 3 | 1);
      } else {
        writeUVarint(3 << 3);
        writeUVarint(z);
      }
    } else if (v instanceof JsonValue.Real r) {
      writeUVarint(2);
      writeF64(r.value());
    } else if (v instanceof JsonValue.Bool b) {
      writeUVarint(b.value() ? 2 << 3 : 1 << 3);
    } else if (v instanceof JsonValue.Arr a) {
      List<JsonValue> elements = a.elements();
      beginComposite();
      writeUVarint((long) elements.size() << 3 | 4);
      for (JsonValue e : elements) {
        writeJson(e, dedup);
      }
      endComposite();
    } else if (v instanceof JsonValue.Obj o) {
      beginComposite();
      writeUVarint((long) o.members().size() << 3 | 5);
      for (Map.Entry<String, JsonValue> e : o.members().entrySet()) {
        writeUVarint(stringIndex(e.getKey(), dedup));
        writeJson(e.getValue(), dedup);
      }
      endComposite();
    } else if (v == JsonValue.NULL) {
      writeUVarint(0);
    } else {
      throw error(ErrorCode.INVALID_VALUE, null, "null json value (JSON null is JsonValue.NULL)");
    }
  }

  @Override
  public void writeBytes(Bytes b) {
    if (b == null) {
      throw error(ErrorCode.INVALID_VALUE, null, "null bytes");
    }
    byte[] a = b.array();
    writeUVarint(a.length);
    ensure(a.length);
    System.arraycopy(a, 0, buf, pos, a.length);
    pos += a.length;
  }

  // ---------------------------------------------------------------------------------------------
  // Bulk lists of fixed-width elements. Each writes the elements only; the caller writes the count
  // first with writeCount (symmetric with CompactReader.readCount + read*s(count)).

  @Override
  public void writeI32s(List<Integer> list) {
    int n = list.size();
    int[] a;
    if (list instanceof IntList) {
      a = ((IntList) list).array();
    } else {
      a = new int[n];
      for (int i = 0; i < n; i++) {
        a[i] = nonNull(list.get(i));
      }
    }
    writeInt32Elements(a, n, true);
  }

  @Override
  public void writeU32s(List<Long> list) {
    int n = list.size();
    int[] a = new int[n];
    for (int i = 0; i < n; i++) {
      long v = nonNull(list.get(i));
      if ((v & ~0xFFFF_FFFFL) != 0) {
        throw error(ErrorCode.INVALID_VALUE, null, "u32 out of range: " + v);
      }
      a[i] = (int) v;
    }
    writeInt32Elements(a, n, false);
  }

  @Override
  public void writeInt32Elements(int[] values, int n, boolean zigzag) {
    if (n < 0 || n > values.length) {
      throw new IllegalArgumentException(n + " elements of an array of " + values.length);
    }
    if (n >= CompactSource.LIST_LAYOUT_MIN) {
      long varintBytes = 0;
      long blockBytes = (n + 3) >>> 2;
      for (int i = 0; i < n; i++) {
        int v = values[i];
        int z = zigzag ? (v << 1) ^ (v >> 31) : v;
        int bits = 32 - Integer.numberOfLeadingZeros(z | 1);
        varintBytes += (bits + 6) / 7;
        blockBytes += (bits + 7) >>> 3;
      }
      if (blockBytes < varintBytes) {
        ensure(1 + blockBytes + 3);
        buf[pos++] = (byte) CompactSource.LAYOUT_BLOCK;
        writeBlockLayout(values, n, zigzag);
        return;
      }
      ensure(1);
      buf[pos++] = (byte) CompactSource.LAYOUT_VARINT;
    }
    ensure(5L * n);
    byte[] b = buf;
    int p = pos;
    for (int i = 0; i < n; i++) {
      int v = values[i];
      p = putUVarint32(b, p, zigzag ? (v << 1) ^ (v >> 31) : v);
    }
    pos = p;
  }

  /**
   * The block layout: {@code ceil(n / 4)} tag bytes (value j of a group's code {@code len - 1} in
   * bits 2j..2j+1, unused codes 0), then each value in its minimal 1-4 bytes, little-endian. The
   * caller ensured room for the tags, the data and 3 more bytes (each value is stored as 4).
   */
  private void writeBlockLayout(int[] values, int n, boolean zigzag) {
    byte[] b = buf;
    int t = pos;
    int p = pos + ((n + 3) >>> 2);
    int tag = 0;
    for (int i = 0; i < n; i++) {
      int v = values[i];
      int z = zigzag ? (v << 1) ^ (v >> 31) : v;
      int code = (31 - Integer.numberOfLeadingZeros(z | 1)) >>> 3; // bytes - 1
      tag |= code << ((i & 3) << 1);
      LittleEndian.setInt(b, p, z);
      p += code + 1;
      if ((i & 3) == 3) {
        b[t++] = (byte) tag;
        tag = 0;
      }
    }
    if ((n & 3) != 0) {
      b[t] = (byte) tag;
    }
    pos = p;
  }

  @Override
  public void writeI64s(List<Long> list) {
    int n = list.size();
    ensure(10L * n);
    byte[] b = buf;
    int p = pos;
    if (list instanceof LongList) {
      long[] a = ((LongList) list).array();
      for (int i = 0; i < n; i++) {
        long v = a[i];
        p = putUVarint(b, p, (v << 1) ^ (v >> 63));
      }
    } else {
      for (int i = 0; i < n; i++) {
        long v = nonNull(list.get(i));
        p = putUVarint(b, p, (v << 1) ^ (v >> 63));
      }
    }
    pos = p;
  }

  /** {@code v} (an unsigned 32-bit value) as a uvarint at {@code p}; returns the end. */
  private static int putUVarint32(byte[] b, int p, int v) {
    while ((v & ~0x7F) != 0) {
      b[p++] = (byte) (v | 0x80);
      v >>>= 7;
    }
    b[p++] = (byte) v;
    return p;
  }

  @Override
  public void writeBools(List<Boolean> list) {
    int n = list.size();
    ensure(n);
    if (list instanceof BoolList) {
      boolean[] a = ((BoolList) list).array();
      for (int i = 0; i < n; i++) {
        buf[pos + i] = (byte) (a[i] ? 1 : 0);
      }
    } else {
      for (int i = 0; i < n; i++) {
        buf[pos + i] = (byte) (nonNull(list.get(i)) ? 1 : 0);
      }
    }
    pos += n;
  }

  @Override
  public void writeI8s(List<Byte> list) {
    int n = list.size();
    ensure(n);
    if (list instanceof ByteList) {
      System.arraycopy(((ByteList) list).array(), 0, buf, pos, n);
    } else {
      for (int i = 0; i < n; i++) {
        buf[pos + i] = nonNull(list.get(i));
      }
    }
    pos += n;
  }

  @Override
  public void writeU8s(List<Integer> list) {
    int n = list.size();
    for (int i = 0; i < n; i++) {
      writeU8(nonNull(list.get(i)));
    }
  }

  @Override
  public void writeFixedI16s(List<Short> list) {
    int n = list.size();
    ensure(2L * n);
    if (list instanceof ShortList) {
      short[] a = ((ShortList) list).array();
      for (int i = 0; i < n; i++) {
        LittleEndian.setShort(buf, pos + 2 * i, a[i]);
      }
    } else {
      for (int i = 0; i < n; i++) {
        LittleEndian.setShort(buf, pos + 2 * i, (short) nonNull(list.get(i)));
      }
    }
    pos += 2 * n;
  }

  @Override
  public void writeFixedU16s(List<Integer> list) {
    int n = list.size();
    ensure(2L * n);
    for (int i = 0; i < n; i++) {
      int v = nonNull(list.get(i));
      if ((v & ~0xFFFF) != 0) {
        throw error(ErrorCode.INVALID_VALUE, null, "u16 out of range: " + v);
      }
      LittleEndian.setShort(buf, pos + 2 * i, (short) v);
    }
    pos += 2 * n;
  }

  @Override
  public void writeFixedI32s(List<Integer> list) {
    int n = list.size();
    ensure(4L * n);
    if (list instanceof IntList) {
      int[] a = ((IntList) list).array();
      for (int i = 0; i < n; i++) {
        LittleEndian.setInt(buf, pos + 4 * i, a[i]);
      }
    } else {
      for (int i = 0; i < n; i++) {
        LittleEndian.setInt(buf, pos + 4 * i, (int) nonNull(list.get(i)));
      }
    }
    pos += 4 * n;
  }

  @Override
  public void writeFixedU32s(List<Long> list) {
    int n = list.size();
    ensure(4L * n);
    for (int i = 0; i < n; i++) {
      long v = nonNull(list.get(i));
      if ((v & ~0xFFFF_FFFFL) != 0) {
        throw error(ErrorCode.INVALID_VALUE, null, "u32 out of range: " + v);
      }
      LittleEndian.setInt(buf, pos + 4 * i, (int) v);
    }
    pos += 4 * n;
  }

  @Override
  public void writeFixedI64s(List<Long> list) {
    int n = list.size();
    ensure(8L * n);
    if (list instanceof LongList) {
      long[] a = ((LongList) list).array();
      for (int i = 0; i < n; i++) {
        LittleEndian.setLong(buf, pos + 8 * i, a[i]);
      }
    } else {
      for (int i = 0; i < n; i++) {
        LittleEndian.setLong(buf, pos + 8 * i, (long) nonNull(list.get(i)));
      }
    }
    pos += 8 * n;
  }

  @Override
  public void writeF32s(List<Float> list) {
    int n = list.size();
    ensure(4L * n);
    if (list instanceof FloatList) {
      float[] a = ((FloatList) list).array();
      for (int i = 0; i < n; i++) {
        LittleEndian.setInt(buf, pos + 4 * i, Float.floatToRawIntBits(a[i]));
      }
    } else {
      for (int i = 0; i < n; i++) {
        LittleEndian.setInt(buf, pos + 4 * i, Float.floatToRawIntBits(nonNull(list.get(i))));
      }
    }
    pos += 4 * n;
  }

  @Override
  public void writeF64s(List<Double> list) {
    int n = list.size();
    ensure(8L * n);
    if (list instanceof DoubleList) {
      double[] a = ((DoubleList) list).array();
      for (int i = 0; i < n; i++) {
        LittleEndian.setLong(buf, pos + 8 * i, Double.doubleToRawLongBits(a[i]));
      }
    } else {
      for (int i = 0; i < n; i++) {
        LittleEndian.setLong(buf, pos + 8 * i, Double.doubleToRawLongBits(nonNull(list.get(i))));
      }
    }
    pos += 8 * n;
  }

  @Override
  public void writeF64Lists(List<? extends List<Double>> lists) {
    int count = lists.size();
    if (count == 0) {
      return;
    }
    if (depth >= maxDepth) {
      push(null); // throws DEPTH_LIMIT, as writeLeafCount does
    }
    // One pass: written with the first element's size as the shape (k) until an element differs,
    // then again from the shape with shape 0 and counts (k = 0).
    int shapeAt = pos;
    int k = 0;
    int i = 0;
    if (count >= 2) {
      k = nonNull(lists.get(0)).size();
      writeUVarint(k);
      if (k > 0) {
        i = putUniform(lists, k);
      }
    }
    for (; i < count; i++) {
      List<Double> list = lists.get(i);
      if (!(list instanceof DoubleList)) {
        int n = nonNull(list).size();
        if (k != 0 && n != k) {
          pos = shapeAt;
          writeUVarint(k = 0);
          i = -1;
          continue;
        }
        if (k == 0) {
          writeCount(n);
        }
        writeF64s(list);
        continue;
      }
      double[] a = ((DoubleList) list).array();
      int n = a.length;
      if (k != 0 && n != k) {
        pos = shapeAt;
        writeUVarint(k = 0);
        i = -1;
        continue;
      }
      int p = pos;
      if (p > buf.length - 5 - 8L * n) {
        grow(5 + 8L * n);
      }
      byte[] b = buf;
      if (k != 0) {
        // the shape gives the count
      } else if (n < 0x80) {
        b[p++] = (byte) n;
      } else {
        p = putUVarint(b, p, n);
      }
      for (int j = 0; j < n; j++) {
        LittleEndian.setLong(b, p, Double.doubleToRawLongBits(a[j]));
        p += 8;
      }
      pos = p;
    }
  }

  /**
   * From element 0, the values of each element that is a {@code DoubleList} of {@code k} values, in
   * one loop over locals without calls (the room for them made first, bounded so that a list whose
   * first element is long and the rest short does not grow the buffer by more than it or 1 MiB);
   * returns how many elements it wrote. It stops at any other element, or when the room made is
   * used up; the caller's loop writes the rest (or rewrites the list).
   */
  private int putUniform(List<? extends List<Double>> lists, int k) {
    int count = lists.size();
    long need = 8L * k * count;
    if (pos > buf.length - need) {
      grow(Math.min(need, Math.max(buf.length, 1 << 20)));
    }
    byte[] b = buf;
    int p = pos;
    long last = b.length - 8L * k; // one more element fits while p <= last
    int i = 0;
    if (k == 2) {
      // Pairs (2-D points, complex numbers): two stores, without the inner loop, whose set-up
      // costs C2 more than its two turns (as readUniform's pairs).
      for (; i < count && p <= last; i++) {
        if (!(lists.get(i) instanceof DoubleList list)) {
          break;
        }
        double[] a = list.array();
        if (a.length != 2) {
          break;
        }
        LittleEndian.setLong(b, p, Double.doubleToRawLongBits(a[0]));
        LittleEndian.setLong(b, p + 8, Double.doubleToRawLongBits(a[1]));
        p += 16;
      }
      pos = p;
      return i;
    }
    for (; i < count && p <= last; i++) {
      if (!(lists.get(i) instanceof DoubleList list)) {
        break;
      }
      double[] a = list.array();
      if (a.length != k) {
        break;
      }
      for (int j = 0; j < a.length; j++) {
        LittleEndian.setLong(b, p, Double.doubleToRawLongBits(a[j]));
        p += 8;
      }
    }
    pos = p;
    return i;
  }

  private <V> V nonNull(V v) {
    if (v == null) {
      throw error(ErrorCode.INVALID_VALUE, null, "null list element");
    }
    return v;
  }

  // ---------------------------------------------------------------------------------------------
  // Buffers

  private void ensure(long n) {
    if (pos + n > buf.length) {
      grow(n);
    }
  }

  private void grow(long n) {
    long want = pos + n;
    if (want > Integer.MAX_VALUE - 16) {
      throw error(ErrorCode.INVALID_VALUE, null, "encoded root exceeds 2 GiB");
    }
    buf = regrow(buf, pos, Math.max(want, buf.length * 2L));
  }

  /** A larger array from the pool holding {@code old[0, used)}; {@code old} goes back. */
  private byte[] regrow(byte[] old, int used, long want) {
    byte[] a = pool.acquire((int) Math.min(Integer.MAX_VALUE - 16, want));
    System.arraycopy(old, 0, a, 0, used);
    if (old.length > 0) {
      pool.release(old);
    }
    return a;
  }

  private void ensureObj(int n) {
    long want = (long) objPos + n;
    if (want > objBytes.length) {
      if (want > Integer.MAX_VALUE - 16) {
        throw error(ErrorCode.INVALID_VALUE, null, "object table exceeds 2 GiB");
      }
      objBytes = regrow(objBytes, objPos, Math.max(want, objBytes.length * 2L));
    }
  }

  static int uvarintSize(long v) {
    // Not CompactSink.varintSize's branch-free form: with it here too, repos encode read 0.90-0.94
    // in four paired runs (docs/benchmarks-log.md, "Compact encode, second step of 2026-11-27").
    return v == 0 ? 1 : (63 - Long.numberOfLeadingZeros(v)) / 7 + 1;
  }

  static int putUVarint(byte[] b, int p, long v) {
    return CompactSink.putUVarint(b, p, v);
  }

  private BaleException error(ErrorCode code, CompactType<?> type, String detail) {
    CompactType<?> t = type;
    if (t == null) {
      // The innermost message's type (composite levels do not record one).
      int d = depth;
      while (d > 0 && lvStart[d] < 0) {
        d--;
      }
      t = d > 0 ? lvType[d] : null;
    }
    return new BaleException(code, -1, t == null ? "" : t.schemaName(), detail);
  }
}
