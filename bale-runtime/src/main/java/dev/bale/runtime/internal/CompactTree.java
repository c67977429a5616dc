package dev.bale.runtime.internal;

import java.util.Arrays;

/**
 * The state of a one-walk tree root ({@code encodeLeaf} of a message type whose tree has a bounded
 * shape: nested messages of non-recursive types, lists of them, {@code list<string>}, scalars,
 * enums). Generated code ({@code treeWrite}) writes each message into {@link #room}'s array in wire
 * order, a one-byte header slot in front of its body, stored by {@link #end} (the body moved when
 * the header takes more); strings enter the table through {@link #string} (their UTF-8 bytes into a
 * scratch array, the first equal entry found by a scan of the entries' hashes). {@link #root} then
 * allocates the root's array of exactly its size and copies the table's lengths, its bytes and the
 * root message into it. No levels, no string index, no reset. Anything the path does not take (a
 * string it does not take, a negative enum value, too many strings or messages, unknown fields)
 * fails the root: the generated code then returns null and the writer takes its general path, which
 * writes the same bytes or reports the error. Not API; one per writer.
 */
public final class CompactTree {
  /** Messages a tree root may hold (the root included); more take the general path. */
  public static final int MAX_MESSAGES = 64;

  /** The most UTF-8 bytes of a tree root's strings (counted at 3 a char). */
  private static final long MAX_STRING_BYTES = 1 << 20;

  /**
   * Where the root message's header slot is in {@link #room}'s array: its flags and fields follow,
   * and its header goes in front of them when the root is copied out ({@link #root}).
   */
  public static final int ROOT = 0;

  // The messages' bytes, the root's from ROOT (see room), and whether the root has flag bytes.
  private byte[] buf = new byte[256];
  private boolean rootFlags;

  private String[] strs = new String[16];
  private int[] hashes = new int[16];
  private int count;
  // The entries' UTF-8 bytes and their lengths as uvarints, in table order: the table is their
  // two copies.
  private byte[] bytes = new byte[256];
  private int bytesPos;
  private final byte[] lenBytes = new byte[256]; // 63 lengths of at most 3 bytes
  private int lenPos;
  private final Utf8Encoder bulk = new Utf8Encoder();
  private boolean dedup;
  private boolean failed;
  private int messages;
  private int maxMessages;

  /** The tree state of one writer. */
  public CompactTree() {}

  /** Starts a root (the writer's {@code treeOpen}). */
  public CompactTree open(boolean dedupStrings, int maxMessages) {
    count = 0;
    bytesPos = 0;
    lenPos = 0;
    failed = false;
    messages = 0;
    dedup = dedupStrings;
    this.maxMessages = Math.min(maxMessages, MAX_MESSAGES);
    return this;
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
    CompactSink.putUVarint(b, at, header);
    return p + extra;
  }

  /** Whether {@code n} more messages fit under the limit (a list's elements, tested up front). */
  public boolean roomFor(int n) {
    return n <= maxMessages - messages;
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
   * deduplicating, {@code dedup} being the field's option); every index takes one byte (at most
   * {@link CompactSink#LEAF_MAX_STRINGS} entries). 0 when the root fails.
   */
  public int string(String s, boolean dedup) {
    if (s == null) {
      failed = true;
      return 0;
    }
    int n = count;
    int u = s.length();
    // The hash (cached in the string, computed by the general path's index too) first: equal
    // hashes almost always mean equal strings, and an equal string is often the same object.
    int h = s.hashCode();
    if (dedup && this.dedup) {
      String[] ss = strs;
      int[] hs = hashes;
      for (int i = 0; i < n; i++) {
        if (hs[i] == h) {
          String e = ss[i];
          if (e == s || s.equals(e)) {
            return i;
          }
        }
      }
    }
    long max = Utf8.maxEncodedLength(u);
    if (n >= CompactSink.LEAF_MAX_STRINGS || bytesPos + max > MAX_STRING_BYTES) {
      failed = true;
      return 0;
    }
    if (bytesPos + max > bytes.length) {
      bytes = Arrays.copyOf(bytes, (int) Math.max(bytes.length * 2L, bytesPos + max));
    }
    int end = Utf8.encodeEntry(s, bytes, bytesPos, bulk);
    if (end < 0) { // a UTF-16 entry or a lone surrogate: the general path's
      failed = true;
      return 0;
    }
    if (n == strs.length) {
      strs = Arrays.copyOf(strs, n * 2);
      hashes = Arrays.copyOf(hashes, n * 2);
    }
    strs[n] = s;
    hashes[n] = h;
    int len = end - bytesPos;
    if (len < 0x80) {
      lenBytes[lenPos++] = (byte) len;
    } else {
      lenPos = CompactSink.putUVarint(lenBytes, lenPos, len);
    }
    bytesPos = end;
    count = n + 1;
    return n;
  }

  /**
   * The root, of exactly its size, from its message written at {@link #ROOT} up to {@code end} (-1
   * when the path declined it): the string table, the root header, its flags and fields. Null if
   * the root failed (the entries are dropped either way).
   */
  public byte[] root(int end) {
    int n = count;
    Arrays.fill(strs, 0, n, null);
    if (failed || end < 0) {
      return null;
    }
    int lp = lenPos;
    int bp = bytesPos;
    int body = end - ROOT - 1;
    long header = (long) body << 2 | (rootFlags ? 2 : 0);
    byte[] out = new byte[1 + lp + bp + CompactSink.varintSize(header) + body];
    out[0] = (byte) (n << 1); // the table head: no object table
    System.arraycopy(lenBytes, 0, out, 1, lp);
    System.arraycopy(bytes, 0, out, 1 + lp, bp);
    int p = CompactSink.putVarint(out, 1 + lp + bp, header);
    System.arraycopy(buf, ROOT + 1, out, p, body);
    return out;
  }
}
