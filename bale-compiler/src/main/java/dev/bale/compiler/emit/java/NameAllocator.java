package dev.bale.compiler.emit.java;

import java.util.HashSet;
import java.util.Set;

/** Hands out local variable names that are unique within one generated method. */
final class NameAllocator {
  private final Set<String> used = new HashSet<>();

  /** Returns {@code suggestion}, or {@code suggestion2}, {@code suggestion3}... if it is taken. */
  String newName(String suggestion) {
    if (used.add(suggestion)) {
      return suggestion;
    }
    for (int i = 2; ; i++) {
      String candidate = suggestion + i;
      if (used.add(candidate)) {
        return candidate;
      }
    }
  }

  /** Marks a name as taken (parameters, fields' locals). */
  void reserve(String name) {
    used.add(name);
  }
}
