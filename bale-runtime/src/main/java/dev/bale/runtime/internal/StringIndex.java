package dev.bale.runtime.internal;

import java.util.Arrays;

/**
 * A writer's string -> first position map (the compact writer's string table indexes, the flat
 * builder's string positions): open addressing with linear probing over a byte a slot (0: empty,
 * else seven bits of the key's hash and a set sign bit), so that a probe that misses reads one
 * small array that stays in the L1 cache; a matching byte leads to the slot's entry number, whose
 * key, hash and value are kept by entry number in insertion order, and the key is compared (hash,
 * identity, then {@code equals}) only then. At most a quarter of the slots are used. Reused across
 * roots: {@link #clear()} empties only the slots in use, so a root with few strings pays for those
 * only, and nothing is allocated per lookup. Not thread-safe.
 */
public final class StringIndex {
  private static final int MIN_BITS = 6;
  // A table grown beyond this many slots is dropped by clear() (it held a very large root).
  private static final int RETAIN_SLOTS = 1 << 16;
  // A root of at least this many entries leaves a new key array to the next (see clear()).
  private static final int FRESH = 32;

  private byte[] tags; // by slot
  private int[] slots; // entry number, by slot (valid where the tag is not 0)
  private String[] keys; // by entry number
  private int[] hashes; // by entry number
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
    tags = new byte[cap];
    slots = new int[cap];
    keys = new String[cap >>> 2];
    hashes = new int[cap >>> 2];
    values = new int[cap >>> 2];
    used = new int[cap >>> 2];
    shift = 32 - bits;
    mask = cap - 1;
    size = 0;
  }

  private static byte tag(int h) {
    return (byte) (h >>> 25 | 0x80);
  }

  /** The number of entries. */
  public int size() {
    return size;
  }

  /** The value of {@code s}, or -1 if absent. */
  public int get(String s) {
    int h = s.hashCode();
    byte t = tag(h);
    byte[] ts = tags;
    int m = mask;
    for (int i = (h * 0x9E3779B9) >>> shift; ; i = (i + 1) & m) {
      byte x = ts[i];
      if (x == 0) {
        return -1;
      }
      if (x == t) {
        int e = slots[i];
        String k = keys[e];
        if (hashes[e] == h && (k == s || k.equals(s))) {
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
    byte t = tag(h);
    byte[] ts = tags;
    int m = mask;
    int i = (h * 0x9E3779B9) >>> shift;
    for (; ; i = (i + 1) & m) {
      byte x = ts[i];
      if (x == 0) {
        break;
      }
      if (x == t) {
        int e = slots[i];
        String k = keys[e];
        if (hashes[e] == h && (k == s || k.equals(s))) {
          return values[e];
        }
      }
    }
    int n = size;
    ts[i] = t;
    slots[i] = n;
    keys[n] = s;
    hashes[n] = h;
    values[n] = value;
    used[n] = i;
    size = n + 1;
    if (size == used.length) {
      rehash();
    }
    return -1;
  }

  private void rehash() {
    String[] oldKeys = keys;
    int[] oldHashes = hashes;
    int[] oldValues = values;
    int n = size;
    allocate(32 - shift + 1);
    System.arraycopy(oldKeys, 0, keys, 0, n);
    System.arraycopy(oldHashes, 0, hashes, 0, n);
    System.arraycopy(oldValues, 0, values, 0, n);
    byte[] ts = tags;
    int m = mask;
    for (int e = 0; e < n; e++) {
      int h = hashes[e];
      int i = (h * 0x9E3779B9) >>> shift;
      while (ts[i] != 0) {
        i = (i + 1) & m;
      }
      ts[i] = tag(h);
      slots[i] = e;
      used[e] = i;
    }
    size = n;
  }

  /** Removes every entry. */
  public void clear() {
    if (tags.length > RETAIN_SLOTS) {
      allocate(MIN_BITS);
      return;
    }
    int n = size;
    byte[] ts = tags;
    int[] u = used;
    for (int e = 0; e < n; e++) {
      ts[u[e]] = 0;
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
