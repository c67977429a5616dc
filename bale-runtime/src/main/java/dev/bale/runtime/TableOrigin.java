package dev.bale.runtime;

import java.util.Arrays;
import java.util.IdentityHashMap;

/**
 * The tables of one decoded root that kept unknown fields refer to (FORMAT.md §3.4): the string
 * table and the raw object-table entries. Shared by every {@link UnknownFields} of one decode and
 * never modified, so a writer can seed its tables from it.
 */
final class TableOrigin {
  /** The decoded string table, in table order. */
  final String[] strings;

  /** The object-table entries, concatenated, each a complete inline message. */
  final byte[] objectBytes;

  /** {@code objectEnds[i]} is the end offset of entry {@code i} in {@link #objectBytes}. */
  final int[] objectEnds;

  private int hash;

  // The objects the reader decoded from each entry (null for entries no reference reached), set
  // once when the decode that created this origin succeeds. A writer seeded with this origin writes
  // these instances as references to their entries, so re-encoding does not copy them again.
  private volatile Object[] entryValues;
  private volatile IdentityHashMap<Object, Integer> entryIndex;

  TableOrigin(String[] strings, byte[] objectBytes, int[] objectEnds) {
    this.strings = strings;
    this.objectBytes = objectBytes;
    this.objectEnds = objectEnds;
  }

  void setEntryValues(Object[] values) {
    entryValues = values;
  }

  /** The entry {@code instance} was decoded from, or -1. Thread-safe (immutable once built). */
  int entryIndexOf(Object instance) {
    Object[] values = entryValues;
    if (values == null || values.length == 0) {
      return -1;
    }
    IdentityHashMap<Object, Integer> index = entryIndex;
    if (index == null) {
      index = new IdentityHashMap<>();
      for (int i = 0; i < values.length; i++) {
        if (values[i] != null) {
          index.putIfAbsent(values[i], i);
        }
      }
      entryIndex = index; // benign race: every thread builds the same map
    }
    Integer i = index.get(instance);
    return i == null ? -1 : i;
  }

  int objectCount() {
    return objectEnds.length;
  }

  @Override
  public boolean equals(Object o) {
    if (o == this) {
      return true;
    }
    if (!(o instanceof TableOrigin)) {
      return false;
    }
    TableOrigin t = (TableOrigin) o;
    return Arrays.equals(strings, t.strings)
        && Arrays.equals(objectEnds, t.objectEnds)
        && Arrays.equals(objectBytes, t.objectBytes);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = Arrays.hashCode(strings) * 31 + Arrays.hashCode(objectBytes);
      hash = h;
    }
    return h;
  }
}
