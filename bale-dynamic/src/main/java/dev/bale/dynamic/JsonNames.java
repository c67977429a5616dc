package dev.bale.dynamic;

import com.fasterxml.jackson.core.io.SerializedString;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON names of a message's or struct's fields and their slots, for {@link JsonIn}. Immutable,
 * so thread-safe.
 *
 * <p>Most writers of a given type write its keys in one order, usually the declaration order, so
 * the reader expects the field after the previous one: it asks the parser to match that name's
 * bytes where the input has it ({@link #expected}), and the parser then neither hashes nor interns
 * the name. Any other name is read by the parser, which interns it (its default), as these names
 * are interned: a name at the slot after the previous field's is found by one reference comparison,
 * any other through the hash map, with the same answer.
 */
final class JsonNames {
  private final String[] names;
  private final SerializedString[] expected;
  private final Map<String, Integer> slots;
  private final boolean requiredUnion;

  JsonNames(List<String> jsonNames, boolean requiredUnion) {
    this.requiredUnion = requiredUnion;
    names = new String[jsonNames.size()];
    expected = new SerializedString[names.length];
    slots = new HashMap<>();
    for (int i = 0; i < names.length; i++) {
      names[i] = jsonNames.get(i).intern();
      expected[i] = new SerializedString(names[i]);
      slots.put(names[i], i);
    }
  }

  /**
   * The name of the field at {@code slot} as the parser can match it against the input's bytes
   * ({@link com.fasterxml.jackson.core.JsonParser#nextFieldName(
   * com.fasterxml.jackson.core.SerializableString)}: no hashing or interning of a name found where
   * it is expected), or null past the last field. Its {@code getValue()} is this class's name.
   */
  SerializedString expected(int slot) {
    return slot < expected.length ? expected[slot] : null;
  }

  /**
   * Whether a non-optional field is of a union type (which has no default: missing, it is an error
   * at the object's start, so the reader keeps where the object starts).
   */
  boolean requiredUnion() {
    return requiredUnion;
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
