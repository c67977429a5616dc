package dev.bale.runtime.internal;

/**
 * A writer's string -> first position map (the compact writer's string table indexes, the flat
 * builder's string positions): open addressing with linear probing, keys compared by identity
 * first, then by cached hash and {@code equals}. Reused across roots: {@link #clear()} nulls only
 * the slots in use (tracked in insertion order), so a root with few strings pays for those only,
 * and nothing is allocated per lookup. Not thread-safe.
 */
public final class StringIndex {
  private static final int MIN_BITS = 6;
  // A table grown beyond this many slots is dropped by clear() (it held a very large root).
  private static final int RETAIN_SLOTS = 1 << 16;

  private String[] keys;
  private int[] hashes;
  private int[] values;
  private int[] used; // slot of each entry, in insertion order
  private int size;
  private int shift; // 32 - log2(capacity)
  private int mask;

  /** An empty index. */
  public StringIndex() {
    allocate(MIN_BITS);
  }

  private void allocate(int bits) {
    int cap = 1 << bits;
    keys = new String[cap];
    hashes = new int[cap];
    values = new int[cap];
    used = new int[cap >>> 1];
    shift = 32 - bits;
    mask = cap - 1;
    size = 0;
  }

  /** The number of entries. */
  public int size() {
    return size;
  }

  /** The value of {@code s}, or -1 if absent. */
  public int get(String s) {
    int h = s.hashCode();
    String[] ks = keys;
    int m = mask;
    for (int i = (h * 0x9E3779B9) >>> shift; ; i = (i + 1) & m) {
      String k = ks[i];
      if (k == null) {
        return -1;
      }
      if (k == s || (hashes[i] == h && k.equals(s))) {
        return values[i];
      }
    }
  }

  /**
   * The value of {@code s} if present; otherwise maps {@code s} to {@code value} (>= 0) and returns
   * -1.
   */
  public int putIfAbsent(String s, int value) {
    int h = s.hashCode();
    String[] ks = keys;
    int m = mask;
    int i = (h * 0x9E3779B9) >>> shift;
    for (; ; i = (i + 1) & m) {
      String k = ks[i];
      if (k == null) {
        break;
      }
      if (k == s || (hashes[i] == h && k.equals(s))) {
        return values[i];
      }
    }
    ks[i] = s;
    hashes[i] = h;
    values[i] = value;
    used[size++] = i;
    if (size == used.length) {
      rehash();
    }
    return -1;
  }

  private void rehash() {
    String[] oldKeys = keys;
    int[] oldHashes = hashes;
    int[] oldValues = values;
    int[] oldUsed = used;
    int n = size;
    allocate(32 - shift + 1);
    for (int j = 0; j < n; j++) {
      int o = oldUsed[j];
      int h = oldHashes[o];
      int i = (h * 0x9E3779B9) >>> shift;
      while (keys[i] != null) {
        i = (i + 1) & mask;
      }
      keys[i] = oldKeys[o];
      hashes[i] = h;
      values[i] = oldValues[o];
      used[size++] = i;
    }
  }

  /** Removes every entry. */
  public void clear() {
    if (keys.length > RETAIN_SLOTS) {
      allocate(MIN_BITS);
      return;
    }
    String[] ks = keys;
    int[] u = used;
    for (int j = 0, n = size; j < n; j++) {
      ks[u[j]] = null;
    }
    size = 0;
  }
}
