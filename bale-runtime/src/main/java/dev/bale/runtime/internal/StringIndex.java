package dev.bale.runtime.internal;

import java.util.Arrays;

/**
 * A writer's string -> first position map (the compact writer's string table indexes, the flat
 * builder's string positions): open addressing with linear probing over one {@code long} a slot,
 * the key's hash in its high half and the entry's number + 1 in its low half (0: empty), so a probe
 * that misses costs one load and one compare; the keys and values are kept by entry number, in
 * insertion order, and a key is compared (identity first, then {@code equals}) only when its hash
 * matches. Reused across roots: {@link #clear()} empties only the slots in use, so a root with few
 * strings pays for those only, and nothing is allocated per lookup. Not thread-safe.
 */
public final class StringIndex {
  private static final int MIN_BITS = 6;
  // A table grown beyond this many slots is dropped by clear() (it held a very large root).
  private static final int RETAIN_SLOTS = 1 << 16;
  // A root of at least this many entries leaves a new key array to the next (see clear()).
  private static final int FRESH = 32;

  private long[] slots;
  private String[] keys; // by entry number
  private int[] values; // by entry number
  private int[] used; // slot of each entry, by entry number
  private int size;
  private int shift; // 32 - log2(capacity)
  private int mask;

  /** An empty index. */
  public StringIndex() {
    allocate(MIN_BITS);
  }

  private void allocate(int bits) {
    int cap = 1 << bits;
    slots = new long[cap];
    keys = new String[cap >>> 1];
    values = new int[cap >>> 1];
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
    long[] sl = slots;
    int m = mask;
    for (int i = (h * 0x9E3779B9) >>> shift; ; i = (i + 1) & m) {
      long x = sl[i];
      if (x == 0) {
        return -1;
      }
      if ((int) (x >>> 32) == h) {
        int e = (int) x - 1;
        String k = keys[e];
        if (k == s || k.equals(s)) {
          return values[e];
        }
      }
    }
  }

  /**
   * The value of {@code s} if present; otherwise maps {@code s} to {@code value} (>= 0) and returns
   * -1.
   */
  public int putIfAbsent(String s, int value) {
    int h = s.hashCode();
    long[] sl = slots;
    int m = mask;
    int i = (h * 0x9E3779B9) >>> shift;
    for (; ; i = (i + 1) & m) {
      long x = sl[i];
      if (x == 0) {
        break;
      }
      if ((int) (x >>> 32) == h) {
        int e = (int) x - 1;
        String k = keys[e];
        if (k == s || k.equals(s)) {
          return values[e];
        }
      }
    }
    int n = size;
    sl[i] = (long) h << 32 | (n + 1);
    keys[n] = s;
    values[n] = value;
    used[n] = i;
    size = n + 1;
    if (size == used.length) {
      rehash();
    }
    return -1;
  }

  private void rehash() {
    long[] old = slots;
    String[] oldKeys = keys;
    int[] oldValues = values;
    int[] oldUsed = used;
    int n = size;
    allocate(32 - shift + 1);
    System.arraycopy(oldKeys, 0, keys, 0, n);
    System.arraycopy(oldValues, 0, values, 0, n);
    long[] sl = slots;
    int m = mask;
    for (int e = 0; e < n; e++) {
      long x = old[oldUsed[e]];
      int i = ((int) (x >>> 32) * 0x9E3779B9) >>> shift;
      while (sl[i] != 0) {
        i = (i + 1) & m;
      }
      sl[i] = x;
      used[e] = i;
    }
    size = n;
  }

  /** Removes every entry. */
  public void clear() {
    if (slots.length > RETAIN_SLOTS) {
      allocate(MIN_BITS);
      return;
    }
    int n = size;
    long[] sl = slots;
    int[] u = used;
    for (int e = 0; e < n; e++) {
      sl[u[e]] = 0;
    }
    if (n >= FRESH && n * 8 >= keys.length) {
      // A new (young) key array rather than the old one emptied: under G1 a reference store into
      // an old array pays a StoreLoad fence in its card-marking barrier, once per new entry of
      // the next root; into a young one, a load and a compare.
      keys = new String[keys.length];
    } else {
      Arrays.fill(keys, 0, n, null);
    }
    size = 0;
  }
}
