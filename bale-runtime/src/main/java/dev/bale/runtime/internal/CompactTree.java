package dev.bale.runtime.internal;

import java.util.Arrays;

/**
 * The state of a one-pass tree root ({@code encodeLeaf} of a message type whose tree has a bounded
 * shape: nested messages of non-recursive types, lists of them, {@code list<string>}, scalars,
 * enums). Generated code walks the value twice: {@code treeSize} enters the strings in wire order
 * ({@link #string}: its UTF-8 bytes into a scratch array, as the general path does), sums each message's bytes and keeps, in pre-order, each message's header and
 * flag bits and each string occurrence's table index ({@link #seq}); then {@link #table} allocates
 * the root's array of exactly its size with the string table written, and {@code treeWrite} writes
 * every message from {@link #seq} and the values. No levels, no string index, no copy. Anything the
 * path does not take (a string it does not take, a negative enum value, too many strings or
 * messages) fails the root: the generated code then returns null and the writer takes its general
 * path, which writes the same bytes or reports the error. Not API; one per writer.
 */
public final class CompactTree {
  /** Messages a tree root may hold (the root included); more take the general path. */
  public static final int MAX_MESSAGES = 64;

  /** The most UTF-8 bytes of a tree root's strings (at most 3 a char). */
  private static final long MAX_STRING_BYTES = 1 << 20;

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
  private int bodyAt;

  /** Header and flag bits of each message, table index of each string occurrence, pre-order. */
  public long[] seq = new long[64];

  /** The next slot of {@link #seq}: filled by treeSize, read by treeWrite. */
  public int k;

  /** The tree state of one writer. */
  public CompactTree() {}

  /** Starts a root (the writer's {@code treeOpen}). */
  public CompactTree open(boolean dedupStrings, int maxMessages) {
    count = 0;
    bytesPos = 0;
    lenPos = 0;
    failed = false;
    messages = 0;
    k = 0;
    dedup = dedupStrings;
    this.maxMessages = Math.min(maxMessages, MAX_MESSAGES);
    return this;
  }

  /**
   * Counts a message and reserves its {@code slots} slots of {@link #seq} (its header, then its
   * flag bits when its type has any); returns the first, or -1 past the message limit or once the
   * root failed (the walk stops there).
   */
  public int message(int slots) {
    if (failed || ++messages > maxMessages) {
      return -1;
    }
    int at = k;
    if (at > seq.length - slots) {
      seq = Arrays.copyOf(seq, seq.length * 2);
    }
    k = at + slots;
    return at;
  }

  /** Whether {@code n} more messages fit under the limit (a list's elements, tested up front). */
  public boolean roomFor(int n) {
    return n <= maxMessages - messages;
  }

  /** Fails the root (a value the general path writes or reports). */
  public void fail() {
    failed = true;
  }

  /** An enum value's bytes: its varint size, or the root failed for a negative value. */
  public int enumSize(int v) {
    if (v < 0) {
      failed = true;
      return 1;
    }
    return CompactSink.varintSize(v);
  }

  /**
   * Enters string {@code s} in wire order: its table index (the first equal entry's when
   * deduplicating, {@code dedup} being the field's option) goes into {@link #seq}. Every index
   * takes one byte (at most {@link CompactSink#LEAF_MAX_STRINGS} entries).
   */
  public void string(String s, boolean dedup) {
    if (s == null) {
      failed = true;
      return;
    }
    int n = count;
    int slot = k;
    if (slot == seq.length) {
      seq = Arrays.copyOf(seq, slot * 2);
    }
    k = slot + 1;
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
            seq[slot] = i;
            return;
          }
        }
      }
    }
    long max = Utf8.maxEncodedLength(u);
    if (n >= CompactSink.LEAF_MAX_STRINGS || bytesPos + max > MAX_STRING_BYTES) {
      failed = true;
      return;
    }
    if (bytesPos + max > bytes.length) {
      bytes = Arrays.copyOf(bytes, (int) Math.max(bytes.length * 2L, bytesPos + max));
    }
    int end = Utf8.encodeEntry(s, bytes, bytesPos, bulk);
    if (end < 0) { // a UTF-16 entry or a lone surrogate: the general path's
      failed = true;
      return;
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
    seq[slot] = n;
  }

  /**
   * The root's array, of exactly its size, with the string table written, for a root message of
   * {@code rootBytes} (header, flags and fields); {@link #body} is where the root message goes.
   * Null if the root failed (the entries are dropped either way).
   */
  public byte[] table(int rootBytes) {
    int n = count;
    Arrays.fill(strs, 0, n, null);
    if (failed || rootBytes < 0) {
      return null;
    }
    int lp = lenPos;
    int bp = bytesPos;
    byte[] out = new byte[1 + lp + bp + rootBytes];
    out[0] = (byte) (n << 1); // the table head: no object table
    System.arraycopy(lenBytes, 0, out, 1, lp);
    System.arraycopy(bytes, 0, out, 1 + lp, bp);
    bodyAt = 1 + lp + bp;
    k = 0;
    return out;
  }

  /** Where the root message goes in {@link #table}'s array. */
  public int body() {
    return bodyAt;
  }
}
