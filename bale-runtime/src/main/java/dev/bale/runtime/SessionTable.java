package dev.bale.runtime;

import java.util.Arrays;
import java.util.HashMap;

/**
 * The string table of one session (FORMAT.md §4.2): every string entry made by the roots of a
 * session stream since its last reset, in order. The writer side also keeps a map from each string
 * to its first entry. Owned by one stream writer or reader; not thread-safe.
 */
final class SessionTable {
  private final boolean indexed;
  final HashMap<String, Integer> index = new HashMap<>();
  String[] strings = new String[64];
  int count;
  long bytes;
  long epoch;

  /**
   * @param indexed whether to keep the string -> first index map (the writer needs it)
   */
  SessionTable(boolean indexed) {
    this.indexed = indexed;
  }

  /** Appends one entry of {@code utf8Length} bytes. */
  void add(String s, int utf8Length) {
    if (count == strings.length) {
      strings = Arrays.copyOf(strings, count * 2);
    }
    if (indexed) {
      index.putIfAbsent(s, count);
    }
    strings[count++] = s;
    bytes += utf8Length;
  }

  /** Adds {@code ss[0..n)} (a root's entries, in table order) of {@code utf8Bytes} in all. */
  void addAll(String[] ss, int n, long utf8Bytes) {
    for (int i = 0; i < n; i++) {
      add(ss[i], 0);
    }
    bytes += utf8Bytes;
  }

  /** Empties the table and counts one more reset. */
  void reset() {
    Arrays.fill(strings, 0, count, null);
    count = 0;
    bytes = 0;
    if (!index.isEmpty()) {
      index.clear();
    }
    epoch++;
  }
}
