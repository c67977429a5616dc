package dev.bale.dynamic;

import java.util.Arrays;

/**
 * The JSON path of the value being read or written ({@link JsonIn}, {@link JsonOut}), for error
 * messages only: per level a member name, or null and an array index, kept without allocating per
 * value and made text ({@code $.name[3]["a key"]}) only when an error needs it. Not thread-safe;
 * one per reader or writer.
 */
final class JsonPath {
  private String[] names = new String[16];
  private int[] indices = new int[16];
  private int depth;

  /** Enters the member {@code name} of an object (a field, a map key, a union case). */
  void enter(String name) {
    if (depth == names.length) {
      grow();
    }
    names[depth++] = name;
  }

  /** Enters the element {@code index} of an array. */
  void enter(int index) {
    if (depth == names.length) {
      grow();
    }
    names[depth] = null;
    indices[depth++] = index;
  }

  /** Leaves the level entered last. */
  void leave() {
    depth--;
  }

  /** Both copies before either field is set: an overflow in a copy leaves both as they were. */
  private void grow() {
    String[] n = Arrays.copyOf(names, depth * 2);
    int[] i = Arrays.copyOf(indices, depth * 2);
    names = n;
    indices = i;
  }

  /** The path as text, from {@code $}. */
  String text() {
    StringBuilder p = new StringBuilder("$");
    for (int i = 0; i < depth; i++) {
      if (names[i] != null) {
        p.append(JsonIn.member(names[i]));
      } else {
        p.append('[').append(indices[i]).append(']');
      }
    }
    return p.toString();
  }
}
