package dev.bale.runtime.internal;

import java.util.HashMap;

/**
 * A writer's string -> first position map (the compact writer's string table indexes, the flat
 * builder's string positions): open addressing with linear probing, keys compared by identity
 * first, then by cached hash and {@code equals}. Reused across roots: {@link #clear()} nulls only
 * the slots in use (tracked in insertion order), so a root with few strings pays for those only,
 * and nothing is allocated per lookup. Not thread-safe.
 *
 * <p><b>Strings chosen to collide.</b> {@code String.hashCode} is fixed and easy to invert ("Aa"
 * and "BB" share one, and so do all 2^k strings of k such pairs), so a value built from input a
 * writer does not control (a JSON request re-encoded) could put every string in one probe chain and
 * make a root's encode quadratic (65,536 such strings, 2.3 MB, took 5.7 s instead of 6 ms). A probe
 * longer than {@link #MAX_PROBE} slots (strings of equal hash codes, or hashes chosen for one slot)
 * moves the root's entries into a {@link HashMap}, whose bin of one hash is a search tree of the
 * strings ({@code String} is {@code Comparable}), until {@link #clear()}: same answers, work O(n
 * log n) at worst. The slot stays the multiplicative (Fibonacci) hash of the hash code: a per-JVM
 * random multiplier read 3-7 % slower on the suite's string-heavy encodes (it spreads similar hash
 * codes less evenly) and the bound does not need it.
 */
public final class StringIndex {
  private static final int MIN_BITS = 6;
  // A table grown beyond this many slots is dropped by clear() (it held a very large root).
  private static final int RETAIN_SLOTS = 1 << 16;

  /** The slot of hash h is the top bits of h * MUL. */
  private static final int MUL = 0x9E3779B9;

  /**
   * The longest probe (slots looked at) before the index moves to its {@link HashMap}; {@link
   * CompactTree}'s index fails its root there. At a load of at most 1/2 a probe this long is
   * vanishingly rare for hash codes that are not chosen to collide.
   */
  static final int MAX_PROBE = 128;

  // Non-null once a probe passed MAX_PROBE: every entry of the root, the table no longer used.
  private HashMap<String, Integer> spilled;

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
    return spilled != null ? spilled.size() : size;
  }

  /** The value of {@code s}, or -1 if absent. */
  public int get(String s) {
    if (spilled != null) {
      return spilled.getOrDefault(s, -1);
    }
    int h = s.hashCode();
    String[] ks = keys;
    int m = mask;
    int i = (h * MUL) >>> shift;
    for (int probe = 0; probe < MAX_PROBE; probe++, i = (i + 1) & m) {
      String k = ks[i];
      if (k == null) {
        return -1;
      }
      if (k == s || (hashes[i] == h && k.equals(s))) {
        return values[i];
      }
    }
    spill();
    return spilled.getOrDefault(s, -1);
  }

  /**
   * The value of {@code s} if present; otherwise maps {@code s} to {@code value} (>= 0) and returns
   * -1.
   */
  public int putIfAbsent(String s, int value) {
    if (spilled != null) {
      return spilledPut(s, value);
    }
    int h = s.hashCode();
    String[] ks = keys;
    int m = mask;
    int start = (h * MUL) >>> shift;
    int i = start;
    for (; ; i = (i + 1) & m) {
      String k = ks[i];
      if (k == null) {
        break;
      }
      if (k == s || (hashes[i] == h && k.equals(s))) {
        return values[i];
      }
    }
    // The probe's length is tested where it ends, at the new entry's slot (the loop counts
    // nothing): every entry sits within the bound, so a key found is found within it, and a
    // probe that walked past it ends here, once.
    if ((i - start & m) >= MAX_PROBE) {
      spill();
      return spilledPut(s, value);
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

  /** {@link #putIfAbsent} once {@link #spilled}. */
  private int spilledPut(String s, int value) {
    Integer known = spilled.putIfAbsent(s, value);
    return known == null ? -1 : known;
  }

  /** Moves the entries into {@link #spilled}. */
  private void spill() {
    spillFrom(keys, values, used, size);
  }

  /**
   * Moves the {@code n} entries of a table ({@code used}: their slots in insertion order, so an
   * equal key keeps the first) into {@link #spilled}, and empties this one's table.
   */
  private void spillFrom(String[] ks, int[] vs, int[] us, int n) {
    HashMap<String, Integer> map = new HashMap<>(2 * n);
    for (int j = 0; j < n; j++) {
      map.putIfAbsent(ks[us[j]], vs[us[j]]);
    }
    clear();
    spilled = map;
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
      int i = (h * MUL) >>> shift;
      for (int probe = 0; keys[i] != null; i = (i + 1) & mask) {
        if (++probe == MAX_PROBE) {
          spillFrom(oldKeys, oldValues, oldUsed, n); // the old table still holds every entry
          return;
        }
      }
      keys[i] = oldKeys[o];
      hashes[i] = h;
      values[i] = oldValues[o];
      used[size++] = i;
    }
  }

  /** Removes every entry. */
  public void clear() {
    spilled = null;
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
