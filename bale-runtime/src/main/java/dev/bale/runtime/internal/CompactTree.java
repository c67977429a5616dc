package dev.bale.runtime.internal;

import dev.bale.runtime.Bytes;
import java.util.Arrays;

/**
 * The state of a one-walk tree root ({@code encodeLeaf} of a message type whose tree the path
 * takes: nested messages, lists of them, {@code list<string>}, small {@code list<i32>}, scalars,
 * enums, {@code bytes}; recursive types with their levels counted at run time, {@link #enter}).
 * Generated code ({@code treeWrite}) writes each message into {@link #room}'s array in wire order,
 * a one-byte header slot in front of its body, stored by {@link #end} (the body moved when the
 * header takes more); strings enter the table through {@link #string} (the first equal entry found
 * by a scan of the entries' lengths, or by an open-addressing index of their hashes past {@link
 * #SCAN} entries; a new one encoded at once in a bounded root, kept as its {@code String} in a
 * counted one). {@link #root} then encodes a counted root's entries in one loop (UTF-8 bytes into a
 * scratch array, UTF-16 entries' units into another), takes the root's array (one of exactly its
 * size, or the writer's caller's: {@link RootPlace}) and copies the table's lengths, its bytes and
 * the root message into it. No level arrays, no StringIndex, no reset. Anything the path does not
 * take (a string with a lone surrogate, a negative enum value, a limit reached, unknown fields)
 * fails the root: the generated code then returns null and the writer takes its general path, which
 * writes the same bytes or reports the error. Not API; one per writer.
 */
public final class CompactTree {
  /**
   * The most UTF-8 bytes (counted at 3 a char of the entry being encoded) and the most UTF-16 bytes
   * of a tree root's strings.
   */
  private static final long MAX_STRING_BYTES = 1L << 28;

  /** The most entries of a tree root: every index fits in 3 bytes (the generated rooms). */
  private static final int MAX_ENTRIES = 1 << 21;

  /** Entries found by a scan of their lengths; more are indexed by hash ({@link #slots}). */
  private static final int SCAN = 32;

  /** Scratch arrays larger than this are dropped after a root (as the writer's finish does). */
  private static final int RETAIN = 1 << 20;

  /**
   * Where the root message's header slot is in {@link #room}'s array: its flags and fields follow,
   * and its header goes in front of them when the root is copied out ({@link #root}).
   */
  public static final int ROOT = 0;

  // The messages' bytes, the root's from ROOT (see room), and whether the root has flag bytes.
  private byte[] buf;
  private boolean rootFlags;

  private String[] strs;
  // Entries from SCAN on: their hashes (the index's); below SCAN filled only when the index is
  // built (hashesBelowScan), since the scan compares lengths.
  private int[] hashes;
  // Entries below SCAN: their lengths in chars, the scan's filter (see scan).
  private final int[] lens = new int[SCAN];
  private int count;
  // The entries' UTF-8 bytes and their lengths as uvarints, in table order: the table is their
  // two copies.
  private byte[] bytes;
  private int bytesPos;
  private byte[] lenBytes;
  private int lenPos;
  // UTF-16 entries' units, after the UTF-8 bytes in the table.
  private byte[] u16;
  private int u16Pos;
  // Past SCAN entries (deduplicating): entry index + 1 by hash, open addressing; 0 is empty.
  private int[] slots;
  private int slotMask;
  private boolean slotsUsed; // cleared by the next open

  private final Utf8Encoder bulk = new Utf8Encoder();
  private boolean dedup;
  // Whether an ASCII string's bytes are copied in place (StringBytes; the writer's option).
  private boolean inPlace;
  // A counted root's entries are encoded by root (table), a bounded root's by string (eager).
  private boolean defer;
  private boolean failed;
  private int messages;
  private int maxMessages;
  private int level;
  private int maxDepth;

  // Where root puts the root: its own array, or the writer's caller's (RootPlace).
  private final RootPlace place;

  // A session stream's root (FORMAT.md §4.2; sessionOpen), else null: the session's strings by
  // their first index, which a deduplicated string finds before the root's own entries; those are
  // numbered from base, and the root fails past room entries or roomBytes of string bytes (the
  // writer's caps). The entries of the last session root that succeeded are kept for the writer's
  // session table (adopted) until the next open.
  private java.util.Map<String, Integer> session;
  private int base;
  private long room;
  private long roomBytes;
  private String[] adopted = new String[0];
  private int adoptedCount;
  private long adoptedBytes;

  /** A tree whose roots get arrays of their own. */
  public CompactTree() {
    this(new RootPlace());
  }

  /** The tree state of one writer, whose roots go where {@code place} says. */
  public CompactTree(RootPlace place) {
    this.place = place;
    drop();
  }

  /**
   * Messages a root of a bounded type may hold (the root included); more take the general path,
   * which is as fast or faster for them (a root of 20-31 list elements read up to 1.4x faster
   * there: docs/benchmarks-log.md, "Compact encode: bytes fields on the tree path"). Roots of
   * recursive types (levels counted at run time) have only the writer's limit.
   */
  public static final int MAX_BOUNDED = 32;

  /**
   * Starts a root (the writer's {@code treeOpen}) under the writer's limits; {@code depth} is the
   * type's static depth, 0 for a recursive type (then no cap but {@code maxMessages}). With {@code
   * stringsInPlace} the ASCII strings' bytes are copied from the strings themselves where {@link
   * StringBytes#available()}.
   */
  public CompactTree open(
      boolean dedupStrings, boolean stringsInPlace, int maxMessages, int maxDepth, int depth) {
    inPlace = stringsInPlace && StringBytes.AVAILABLE;
    bulk.inPlace(inPlace);
    count = 0;
    bytesPos = 0;
    lenPos = 0;
    u16Pos = 0;
    if (slotsUsed) {
      Arrays.fill(slots, 0);
      slotsUsed = false;
    }
    failed = false;
    messages = 0;
    level = 0;
    dedup = dedupStrings;
    defer = depth == 0;
    session = null;
    adoptedCount = 0;
    this.maxMessages = depth > 0 ? Math.min(maxMessages, MAX_BOUNDED) : maxMessages;
    this.maxDepth = maxDepth;
    return this;
  }

  /**
   * Makes the root {@link #open} started one of a session stream (FORMAT.md §4.2): a deduplicated
   * string found in {@code index} (the session's strings, each by its first index) takes that
   * index; the root's own entries are numbered from {@code base} (the session's entry count); the
   * root fails (the writer's general path then resets the session) when its own entries would be
   * more than {@code room} or their bytes more than {@code roomBytes}. The entries are encoded when
   * the root is copied out, as a counted root's. After a root that succeeded, {@link #adopted}
   * holds its entries for the session.
   */
  public CompactTree sessionOpen(
      java.util.Map<String, Integer> index, int base, long room, long roomBytes) {
    session = index;
    this.base = base;
    this.room = room;
    this.roomBytes = roomBytes;
    defer = true;
    if (base >= MAX_ENTRIES) {
      failed = true; // the session's own indices would not fit the generated code's 3 bytes
    }
    return this;
  }

  /** The entries of the last session root (its strings in table order; {@link #adoptedCount}). */
  public String[] adopted() {
    return adopted;
  }

  /** How many of {@link #adopted} the last session root entered (0 after any other root). */
  public int adoptedCount() {
    return adoptedCount;
  }

  /** Their UTF-8 bytes (UTF-16 entries at two a unit), as the session counts them. */
  public long adoptedBytes() {
    return adoptedBytes;
  }

  /**
   * Enters a message of a type whose levels are counted at run time (a recursive type, or one that
   * reaches one), one level below the current: its level, or -1 (the root fails) when the deepest
   * level its own fields reach, {@code reach} levels from its own, would pass the depth limit, as
   * the general path's {@code push} would fail there (or earlier: declining is safe).
   */
  public int enter(int reach) {
    int lv = level + 1;
    if (lv + reach - 1 > maxDepth) {
      return -1;
    }
    level = lv;
    return lv;
  }

  /** Sets the current level ({@link #enter}'s, back after a message or a list of them). */
  public void level(int lv) {
    level = lv;
  }

  /**
   * Every scratch array at its initial size: for a new tree, and after a root that ran out of the
   * thread's stack (an update may have stopped halfway), so that the next root starts as a new
   * tree's.
   */
  public void drop() {
    buf = new byte[256];
    strs = new String[SCAN];
    hashes = new int[SCAN];
    bytes = new byte[256];
    lenBytes = new byte[256];
    u16 = new byte[0];
    slots = new int[0];
    slotsUsed = false;
    count = 0;
  }

  /** Counts a message: false past the message limit or once the root failed (the walk stops). */
  public boolean message() {
    return !failed && ++messages <= maxMessages;
  }

  /**
   * The array the messages are written into, with room for {@code n} bytes from {@code p}; the
   * generated code writes into it until its next call that may write (a child, {@link #room}).
   */
  public byte[] room(int p, int n) {
    byte[] b = buf;
    if (p > b.length - n) {
      buf = b = Arrays.copyOf(b, Math.max(b.length * 2, p + n));
    }
    return b;
  }

  /**
   * Ends the message whose one-byte header slot is at {@code at} and whose flag bytes and fields
   * end at {@code p}: stores its header there, moving the body up when the header takes more than a
   * byte; returns the position after the message. The root's header is left to {@link #root}.
   *
   * @param flags whether the message has flag bytes (its flag bits are not all 0)
   */
  public int end(int at, int p, boolean flags) {
    int size = p - at - 1;
    int header = size << 2 | (flags ? 2 : 0);
    if (at == ROOT) {
      rootFlags = flags;
      return p;
    }
    byte[] b = buf;
    if (header < 0x80) {
      b[at] = (byte) header;
      return p;
    }
    int extra = CompactSink.varintSize(header) - 1;
    b = room(p, extra);
    System.arraycopy(b, at + 1, b, at + 1 + extra, size);
    CompactSink.putVarint(b, at, header);
    return p + extra;
  }

  /**
   * Writes a {@code bytes} field's value at {@code p} (its length, then its bytes, as the general
   * path's {@code writeBytes}); returns the position after it, or -1 (the root fails) for a null
   * value or one the root's array cannot hold. The generated code asks for its array again after it
   * ({@link #room}).
   */
  public int bytes(int p, Bytes v) {
    if (v == null) {
      return -1; // the general path's error, with its path
    }
    int n = v.size();
    if (n > Integer.MAX_VALUE - 64 - p) {
      return -1;
    }
    byte[] b = room(p, 5 + n);
    p = CompactSink.putUVarint(b, p, n);
    v.copyTo(b, p);
    return p + n;
  }

  /** The message array's length (tests: what a root leaves for the next). */
  int capacity() {
    return buf.length;
  }

  /** Whether {@code n} more messages fit under the limit (a list's elements, tested up front). */
  public boolean roomFor(int n) {
    return n <= maxMessages - messages;
  }

  /**
   * Whether {@code n} more list elements of {@code per} messages each fit under the limit (the
   * element and the nested messages its type always may hold, as far as the generated code knows
   * them: an element's own lists are not counted), tested up front so that a root too large for the
   * path is handed over before its elements are written, not after.
   */
  public boolean roomFor(int n, int per) {
    return n <= (maxMessages - messages) / per;
  }

  /** {@code v} if it is an enum value that can be written, else the root fails (0 returned). */
  public int enumValue(int v) {
    if (v < 0) {
      failed = true;
      return 0;
    }
    return v;
  }

  /**
   * Enters string {@code s} in wire order: its table index (the first equal entry's when
   * deduplicating, {@code dedup} being the field's option), below 2^21 (at most 3 bytes as a
   * varint). 0 when the root fails. In a counted root (a recursive type: many entries) the entry's
   * UTF-8 is left to {@link #root}, which encodes the entries in one loop: this method keeps only
   * the string and its hash, and holds the index probe, so that a string found past {@link #SCAN}
   * returns without a second call and a new one without a third (twitter +12 %). C2 compiles it
   * alone and calls it at twitter's sites (its code is over InlineSmallCode:
   * docs/benchmarks-log.md, the tw51 and enc51 sections); the gain is the one loop and the probe. A
   * bounded root (a few entries: media, google_message1) encodes each new entry at once ({@link
   * #eager}): there the second pass cost more than the call (docs/benchmarks-log.md, the str50
   * section).
   */
  public int string(String s, boolean dedup) {
    if (!defer) {
      return eager(s, dedup);
    }
    if (session != null) {
      return sessionString(s, dedup);
    }
    if (s == null) {
      failed = true;
      return 0;
    }
    int n = count;
    if (n >= SCAN) {
      // The hash (cached in the string once computed, as by the general path's index) first:
      // equal hashes almost always mean equal strings, and an equal string is often the same one.
      int h = s.hashCode();
      if (n > SCAN && dedup && this.dedup) {
        // The index's probe here, so that a string found returns without a call.
        int[] sl = slots;
        int m = slotMask;
        int start = mix(h) & m;
        int i = start;
        for (int e; (e = sl[i] - 1) >= 0; i = (i + 1) & m) {
          if (hashes[e] == h) {
            String x = strs[e];
            if (x == s || s.equals(x)) {
              return e;
            }
          }
        }
        // The probe's length is tested where it ends, at the new entry's slot: every entry was
        // placed within the bound, so a string found was found within it too.
        if ((i - start & m) >= StringIndex.MAX_PROBE) {
          return flooded();
        }
        return indexed(s, h, n, i);
      }
      return large(s, h, n, dedup);
    }
    if (dedup && this.dedup) {
      int e = scan(s, n);
      if (e >= 0) {
        return e;
      }
    }
    // The arrays hold SCAN entries at least: no growth below SCAN.
    strs[n] = s;
    lens[n] = s.length();
    count = n + 1;
    return n;
  }

  /**
   * {@link #string} in a session root: a session string's index, else the root's own entry (by the
   * counted root's rules) numbered after the session's.
   */
  private int sessionString(String s, boolean dedup) {
    if (s == null) {
      failed = true;
      return 0;
    }
    boolean d = dedup && this.dedup;
    if (d) {
      Integer known = session.get(s);
      if (known != null) {
        return known;
      }
    }
    int n = count;
    if (base + n >= MAX_ENTRIES) { // every index within the generated code's 3 bytes
      failed = true;
      return 0;
    }
    int e;
    if (n >= SCAN) {
      e = large(s, s.hashCode(), n, dedup);
    } else {
      e = d ? scan(s, n) : -1;
      if (e < 0) {
        e = push(s, 0, n);
      }
    }
    return base + e;
  }

  /**
   * The first of entries 0 to {@code n - 1} ({@code n <= SCAN}) equal to {@code s}, or -1: a scan
   * of their lengths, small enough for C2 to inline at its three callers. Strings are hashed only
   * when an entry has their length (the hashes then spare most unequal pairs an {@code equals}): a
   * string's hash is computed on its first {@code hashCode()}, a pass over its chars, and the
   * strings of a value just built or decoded have none yet, so hashing each to find the few repeats
   * of a small root cost more than the rest of its dedup (docs/benchmarks-log.md, "The dedup index
   * on a value just built", "A small root's strings deduplicated without hashing them").
   */
  private int scan(String s, int n) {
    String[] ss = strs;
    int[] ls = lens;
    int len = s.length();
    for (int i = 0; i < n; i++) {
      if (ls[i] == len) {
        String e = ss[i];
        if (e == s || (e.hashCode() == s.hashCode() && s.equals(e))) {
          return i;
        }
      }
    }
    return -1;
  }

  /** {@link #string} of a bounded root: the new entry encoded at once (main's form, a call). */
  private int eager(String s, boolean dedup) {
    if (s == null) {
      failed = true;
      return 0;
    }
    int n = count;
    if (n >= SCAN) {
      return large(s, s.hashCode(), n, dedup);
    }
    if (dedup && this.dedup) {
      int e = scan(s, n);
      if (e >= 0) {
        return e;
      }
    }
    // add's common case in line: the arrays have room (lenBytes: SCAN lengths of at most 6 bytes).
    if (bytesPos + Utf8.maxEncodedLength(s.length()) > bytes.length || n == strs.length) {
      return add(s, 0, n); // below SCAN: no hash (scan)
    }
    byte[] b = bytes;
    int bp = bytesPos;
    int chars = s.length();
    int end;
    if (chars <= Utf8.SHORT) {
      // Utf8.encodeEntry's short loop written here (the same bytes), so that a short new entry
      // is encoded in eager's own loop, not in encode's inlined dispatch: media.1 +3-6 % paired.
      // The same loop in a shared static helper (also table's) read 1.00 and 0.82, so it is
      // repeated here as in table (docs/benchmarks-log.md, the enc53 section).
      end = bp + chars;
      for (int k = inPlace ? StringBytes.asciiPrefix(s, b, bp, chars) : 0; k < chars; k++) {
        char c = s.charAt(k);
        if (c >= 0x80) {
          end = Utf8.encodeRestOrUtf16(s, b, bp + k, k);
          break;
        }
        b[bp + k] = (byte) c;
      }
    } else {
      end = Utf8.encodeEntry(s, b, bp, bulk);
    }
    int len = end - bp;
    if (end < 0 || len >= 0x80) {
      return entry(s, 0, n, end);
    }
    lenBytes[lenPos++] = (byte) len;
    bytesPos = end;
    strs[n] = s;
    lens[n] = chars;
    count = n + 1;
    return n;
  }

  /**
   * {@link #string} past {@link #SCAN} entries: found in the index, else added and indexed (the
   * first past {@code SCAN} indexes them all).
   */
  private int large(String s, int h, int n, boolean dedup) {
    if (!this.dedup) {
      return add(s, h, n);
    }
    if (n == SCAN) {
      if (dedup) {
        int e = scan(s, n);
        if (e >= 0) {
          return e;
        }
      }
      int e = add(s, h, n);
      if (e == n) {
        hashesBelowScan();
        index(n);
      }
      return e;
    }
    int[] sl = slots;
    int m = slotMask;
    int start = mix(h) & m;
    int i = start;
    for (int e; (e = sl[i] - 1) >= 0; i = (i + 1) & m) {
      if (hashes[e] == h) {
        String x = strs[e];
        if (x == s || s.equals(x)) {
          // Without dedup the string is a new entry, left out of the index: lookups find the
          // first equal entry, so a later one there would only lengthen its chain (many equal
          // strings of a [dedup = false] field made the chain, and the root, quadratic).
          return dedup ? e : add(s, h, n);
        }
      }
    }
    if ((i - start & m) >= StringIndex.MAX_PROBE) {
      return flooded();
    }
    return indexed(s, h, n, i);
  }

  /**
   * The root fails when a new entry's probe ends {@link StringIndex#MAX_PROBE} slots or more from
   * where it began (strings chosen for equal hash codes; tested where the probe ends, so that the
   * loop itself counts nothing, and every entry then sits within the bound: a lookup that finds one
   * walks no further, and one that does not ends in a new entry, tested): the general path, whose
   * {@link StringIndex} then leaves its table for a {@code HashMap}, writes it. The root's later
   * strings are appended without a probe (dedup off until the next {@link #open}), so that the rest
   * of the failed walk stays linear.
   */
  private int flooded() {
    failed = true;
    dedup = false;
    return 0;
  }

  /** Adds {@code s} as entry {@code n} past {@link #SCAN}, in the index where its probe ended. */
  private int indexed(String s, int h, int n, int i) {
    int e = add(s, h, n);
    if (e == n) {
      int[] sl = slots;
      if (2 * (n + 1) <= sl.length) {
        sl[i] = n + 1; // where the probe ended: after every earlier equal entry
      } else {
        index(n);
      }
    }
    return e;
  }

  /** The hashes of entries 0 to SCAN - 1, which the scan did without, for the index. */
  private void hashesBelowScan() {
    String[] ss = strs;
    int[] hs = hashes;
    for (int i = 0; i < SCAN; i++) {
      hs[i] = ss[i].hashCode();
    }
  }

  private static int mix(int h) {
    return (h * 0x9E3779B9) >>> 16 ^ h;
  }

  /** Appends {@code s} as entry {@code n} of a counted root (its bytes are {@link #root}'s). */
  private int push(String s, int h, int n) {
    if (n >= MAX_ENTRIES) {
      failed = true;
      return 0;
    }
    if (n == strs.length) {
      growStrings(n * 2);
    }
    strs[n] = s;
    hashes[n] = h;
    if (n < SCAN) {
      lens[n] = s.length();
    }
    count = n + 1;
    return n;
  }

  /** Appends {@code s} as entry {@code n}: its UTF-8 bytes, or its UTF-16 units when shorter. */
  private int add(String s, int h, int n) {
    if (defer) {
      return push(s, h, n);
    }
    long max = Utf8.maxEncodedLength(s.length());
    if (n >= MAX_ENTRIES || bytesPos + u16Pos + max > MAX_STRING_BYTES) {
      failed = true;
      return 0;
    }
    if (bytesPos + max > bytes.length) {
      bytes = Arrays.copyOf(bytes, (int) Math.max(bytes.length * 2L, bytesPos + max));
    }
    if (lenPos > lenBytes.length - 6) {
      lenBytes = Arrays.copyOf(lenBytes, lenBytes.length * 2);
    }
    return entry(s, h, n, Utf8.encodeEntry(s, bytes, bytesPos, bulk));
  }

  /**
   * Enters {@code s} as entry {@code n} once {@code Utf8.encodeEntry} wrote its UTF-8 bytes up to
   * {@code end} (or returned {@code Utf8.UTF16}, or -1 for a lone surrogate).
   */
  private int entry(String s, int h, int n, int end) {
    if (end < 0) {
      if (end != Utf8.UTF16 || !utf16(s)) { // a lone surrogate: the general path's error
        failed = true;
        return 0;
      }
    } else {
      int len = end - bytesPos;
      if (len < 0x80) {
        lenBytes[lenPos++] = (byte) len;
      } else {
        lenPos = CompactSink.putUVarint(lenBytes, lenPos, len);
      }
      bytesPos = end;
    }
    if (n == strs.length) {
      growStrings(n * 2);
    }
    strs[n] = s;
    hashes[n] = h;
    if (n < SCAN) {
      lens[n] = s.length();
    }
    count = n + 1;
    return n;
  }

  /**
   * The table of entries 0 to {@code n - 1}: each one's UTF-8 bytes (or UTF-16 units when shorter)
   * and its length, in entry order, into the scratch arrays; every entry is dropped (the root holds
   * no string after it). False when the root fails (a lone surrogate, too many string bytes).
   */
  private boolean table(int n) {
    String[] ss = strs;
    byte[] b = bytes;
    byte[] lb = lenBytes;
    int bp = 0;
    int lp = 0;
    for (int i = 0; i < n; i++) {
      String s = ss[i];
      ss[i] = null;
      int chars = s.length();
      long max = Utf8.maxEncodedLength(chars);
      if (bp + max > b.length || lp > lb.length - 6) {
        if (!grow(bp, lp, max)) {
          Arrays.fill(ss, i + 1, n, null);
          return false;
        }
        b = bytes;
        lb = lenBytes;
      }
      int end;
      if (chars <= Utf8.SHORT) {
        // Utf8.encodeEntry's short loop, here so that it runs in this loop whatever C2 makes of
        // Utf8.encode (a method of its own, too big to inline, when other paths call it).
        end = bp + chars;
        for (int k = inPlace ? StringBytes.asciiPrefix(s, b, bp, chars) : 0; k < chars; k++) {
          char c = s.charAt(k);
          if (c >= 0x80) {
            end = Utf8.encodeRestOrUtf16(s, b, bp + k, k);
            break;
          }
          b[bp + k] = (byte) c;
        }
      } else {
        end = Utf8.encodeEntry(s, b, bp, bulk);
      }
      int len = end - bp;
      if (end >= 0 && len < 0x80) {
        lb[lp++] = (byte) len;
        bp = end;
      } else if (end >= 0) {
        lp = CompactSink.putUVarint(lb, lp, len);
        bp = end;
      } else {
        lenPos = lp;
        if (end != Utf8.UTF16 || !utf16(s)) { // a lone surrogate: the general path's error
          Arrays.fill(ss, i + 1, n, null);
          return false;
        }
        lp = lenPos;
      }
    }
    bytesPos = bp;
    lenPos = lp;
    return true;
  }

  /**
   * Room for {@code max} more UTF-8 bytes from {@code bp} and a length from {@code lp}; false (the
   * root fails) past {@link #MAX_STRING_BYTES}.
   */
  private boolean grow(int bp, int lp, long max) {
    if (bp + max > MAX_STRING_BYTES) {
      return false;
    }
    if (bp + max > bytes.length) {
      bytes =
          Arrays.copyOf(
              bytes, (int) Math.min(MAX_STRING_BYTES, Math.max(bytes.length * 2L, bp + max)));
    }
    if (lp > lenBytes.length - 6) {
      lenBytes = Arrays.copyOf(lenBytes, lenBytes.length * 2);
    }
    return true;
  }

  /**
   * {@code s} as a UTF-16 entry (the general path's {@code addUtf16OrFail}): its units after the
   * earlier UTF-16 entries', its length in the form one byte longer than minimal. False when it
   * holds a lone surrogate.
   */
  private boolean utf16(String s) {
    int len = 2 * s.length();
    if ((long) u16Pos + len > MAX_STRING_BYTES) {
      return false;
    }
    if (u16Pos + len > u16.length) {
      u16 = Arrays.copyOf(u16, Math.max(256, Math.max(u16.length * 2, u16Pos + len)));
    }
    int end = Utf8.putUtf16(s, u16, u16Pos);
    if (end < 0) {
      return false;
    }
    u16Pos = end;
    int p = CompactSink.putUVarint(lenBytes, lenPos, len);
    lenBytes[p - 1] |= (byte) 0x80;
    lenBytes[p] = 0;
    lenPos = p + 1;
    return true;
  }

  /**
   * Indexes entries 0 to {@code n} into an empty index (at {@link #SCAN}, or regrown to twice the
   * entries at least); an entry equal to an earlier one goes after it in its probe chain, so the
   * earlier is found first. The index keeps its size (a root like the last needs no regrowth) and
   * is emptied by the next {@link #open}.
   */
  private void index(int n) {
    int[] sl = slots;
    slotsUsed = true;
    if (2 * (n + 1) > sl.length) {
      int size = Integer.highestOneBit(Math.max(128, 4 * (n + 1)));
      slots = sl = new int[size];
    }
    slotMask = sl.length - 1;
    for (int i = 0; i <= n && !failed; i++) {
      slot(sl, i);
    }
  }

  private void slot(int[] sl, int e) {
    int m = slotMask;
    int h = hashes[e];
    int i = mix(h) & m;
    for (int o, probe = 0; (o = sl[i] - 1) >= 0; i = (i + 1) & m) {
      if (hashes[o] == h && strs[o].equals(strs[e])) {
        return; // an entry equal to an earlier one (written without dedup) is not indexed
      }
      if (++probe == StringIndex.MAX_PROBE) {
        flooded();
        return;
      }
    }
    sl[i] = e + 1;
  }

  /**
   * The root, from its message written at {@link #ROOT} up to {@code end} (-1 when the path
   * declined it): the string table, the root header, its flags and fields, in an array of exactly
   * its size or at the place the writer's caller set ({@link RootPlace#start()} to {@link
   * RootPlace#end()}). Null if the root failed (the entries are dropped either way).
   */
  public byte[] root(int end) {
    int n = count;
    if (failed || end < 0) {
      Arrays.fill(strs, 0, n, null);
      if (n > SCAN) {
        release();
      }
      if (buf.length > RETAIN) {
        buf = new byte[256];
      }
      return null;
    }
    if (session != null) {
      // The entries for the session, before table() lets them go.
      if (adopted.length < n) {
        adopted = new String[Math.max(n, 2 * adopted.length)];
      }
      System.arraycopy(strs, 0, adopted, 0, n);
    }
    boolean table = !defer || table(n);
    if (!defer) {
      Arrays.fill(strs, 0, n, null);
    }
    byte[] out = null;
    int lp = lenPos;
    int bp = bytesPos;
    int up = u16Pos;
    if (session != null && (n > room || (long) bp + up > roomBytes)) {
      table = false; // over the session's caps: the general path resets the session first
    }
    int body = end - ROOT - 1;
    long header = (long) body << 2 | (rootFlags ? 2 : 0);
    int head = CompactSink.varintSize((long) n << 1);
    long size = head + lp + (long) bp + up + CompactSink.varintSize(header) + body;
    if (table && size <= Integer.MAX_VALUE - 16) { // else the general path's error
      out = place.array((int) size);
      // the table head: no object table
      int p = CompactSink.putVarint(out, place.start(), (long) n << 1);
      System.arraycopy(lenBytes, 0, out, p, lp);
      p += lp;
      System.arraycopy(bytes, 0, out, p, bp);
      p += bp;
      if (up > 0) {
        System.arraycopy(u16, 0, out, p, up);
        p += up;
      }
      p = CompactSink.putVarint(out, p, header);
      System.arraycopy(buf, ROOT + 1, out, p, body);
      if (session != null) {
        adoptedCount = n;
        adoptedBytes = (long) bp + up;
      }
    }
    if (session != null && out == null) {
      Arrays.fill(adopted, 0, n, null);
    }
    // The scratch arrays are dropped after the copies, which read them.
    if (n > SCAN) {
      release();
    }
    if (buf.length > RETAIN) {
      buf = new byte[256];
    }
    return out;
  }

  /** After a root of more than {@link #SCAN} entries: its index cleared, large scratch dropped. */
  private void release() {
    if (slots.length > RETAIN / 16) {
      slots = new int[0];
      slotsUsed = false;
    }
    if (bytes.length > RETAIN) {
      bytes = new byte[256];
    }
    if (u16.length > RETAIN) {
      u16 = new byte[0];
    }
    if (lenBytes.length > RETAIN) {
      lenBytes = new byte[256];
    }
    if (strs.length > RETAIN / 16) {
      strs = new String[SCAN];
      hashes = new int[SCAN];
    }
  }

  /**
   * The string arrays to length {@code n}, both copies made before either field is set: a stack
   * overflow in a copy leaves both as they were, never one grown and one not.
   */
  private void growStrings(int n) {
    String[] s = Arrays.copyOf(strs, n);
    int[] h = Arrays.copyOf(hashes, n);
    strs = s;
    hashes = h;
  }
}
