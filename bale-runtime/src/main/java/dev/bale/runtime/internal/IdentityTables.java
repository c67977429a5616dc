package dev.bale.runtime.internal;

import java.util.IdentityHashMap;

/**
 * Empties the identity maps that writers keep from root to root (message dedup: which instances a
 * root holds, and where each was written). Not thread-safe, as the writers are.
 */
public final class IdentityTables {
  private IdentityTables() {}

  /** Entries above which an emptied map is replaced rather than cleared. */
  static final int KEPT_ENTRIES = 64;

  /**
   * {@code map} emptied, or a new empty map in its place when it held more than {@link
   * #KEPT_ENTRIES}. {@code IdentityHashMap.clear()} wipes its whole table even when the map is
   * empty, and the table never shrinks: a reused writer that had once written a root of many shared
   * messages wiped that table before every later root (a compact writer with message dedup took 170
   * us per 3-message root after one of 262,144 messages, against 0.74 us before it). An empty map
   * is returned as it is, and so is null.
   */
  public static <K, V> IdentityHashMap<K, V> emptied(IdentityHashMap<K, V> map) {
    if (map == null) {
      return null; // a writer that has not made its maps yet
    }
    int n = map.size();
    if (n == 0) {
      return map;
    }
    if (n > KEPT_ENTRIES) {
      return new IdentityHashMap<>();
    }
    map.clear();
    return map;
  }
}
