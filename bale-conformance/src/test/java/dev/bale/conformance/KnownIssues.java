package dev.bale.conformance;

import dev.bale.json.Value;
import java.util.Map;

/**
 * Precise predicates for open, reported issues, so the robustness tests tolerate exactly those and
 * nothing else. Remove a predicate when its issue is fixed.
 */
final class KnownIssues {
  private KnownIssues() {}

  /** Whether any message of {@code v} carries unknown fields. */
  static boolean hasUnknown(Value v) {
    if (v instanceof Value.Message m) {
      if (m.unknown() != null) {
        return true;
      }
      for (Value f : m.fields()) {
        if (f != null && hasUnknown(f)) {
          return true;
        }
      }
    } else if (v instanceof Value.ListOf l) {
      return l.items().stream().anyMatch(KnownIssues::hasUnknown);
    } else if (v instanceof Value.MapOf m) {
      for (Map.Entry<Value, Value> e : m.entries().entrySet()) {
        if (hasUnknown(e.getValue())) {
          return true;
        }
      }
    } else if (v instanceof Value.Union u) {
      return hasUnknown(u.value());
    }
    return false;
  }
}
