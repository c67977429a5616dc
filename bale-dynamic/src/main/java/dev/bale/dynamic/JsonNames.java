package dev.bale.dynamic;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON names of a message's or struct's fields and their slots, for {@link JsonIn}. Immutable,
 * so thread-safe.
 *
 * <p>Jackson's parser interns the names it reads (its default), and these names are interned too,
 * so a name read in declaration order (what most writers of a given type produce) is found by one
 * reference comparison at the slot after the previous field's; any other order, or a parser that
 * does not intern, falls back to the hash map, with the same answer.
 */
final class JsonNames {
  private final String[] names;
  private final Map<String, Integer> slots;

  JsonNames(List<String> jsonNames) {
    names = new String[jsonNames.size()];
    slots = new HashMap<>();
    for (int i = 0; i < names.length; i++) {
      names[i] = jsonNames.get(i).intern();
      slots.put(names[i], i);
    }
  }

  /** The slot of field {@code name}, trying {@code guess} first; -1 if there is none. */
  int slot(String name, int guess) {
    if (guess < names.length && names[guess] == name) {
      return guess;
    }
    Integer slot = slots.get(name);
    return slot == null ? -1 : slot;
  }
}
