package dev.bale.runtime;

import java.util.Arrays;

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

  TableOrigin(String[] strings, byte[] objectBytes, int[] objectEnds) {
    this.strings = strings;
    this.objectBytes = objectBytes;
    this.objectEnds = objectEnds;
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
