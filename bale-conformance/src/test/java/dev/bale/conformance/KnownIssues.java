package dev.bale.conformance;

import dev.bale.json.Value;
import java.util.Map;

/**
 * Precise predicates for open, reported issues, so the robustness tests tolerate exactly those and
 * nothing else. Remove a predicate when its issue is fixed.
 */
final class KnownIssues {
  private KnownIssues() {}

  /**
   * Default depth (found by {@code CompactDecodeFuzzTest#node}, reproducer {@code
   * known-issue-default-depth-node-chain} in its corpus): a field missing from a body reads as its
   * default without entering a level, so a {@code Node} at depth 64 whose body omits {@code
   * children} decodes (to an empty list), but writing that value puts the list at depth 65 and the
   * default writer refuses with {@code DEPTH_LIMIT}: {@code encode(decode(x))} fails for an
   * accepted {@code x}. The same holds for a missing message/struct field at the limit. Either the
   * reader should count the levels a default occupies, or the writer should not count levels of
   * default-valued composites; FORMAT.md §7 decides.
   */
  static final String DEFAULT_DEPTH = "default-depth";

  /**
   * The same gap in the flat codec (found by {@code FlatVerifyFuzzTest#node} on 2026-11-23,
   * reproducer {@code known-issue-flat-default-depth-node-chain} in its corpus): the verifier
   * enters a level for a list or message only when its pointer is set, so a chain of 64 {@code
   * Node}s whose last one has no {@code children} pointer verifies under the default depth 64, but
   * the builder writes that node's (empty) list at depth 65 and refuses with {@code DEPTH_LIMIT}.
   * {@code FlatVerifyFuzzTest.check} tolerates exactly this: re-encoding must succeed with the
   * limit raised by two and decode to the same record.
   */
  static final String FLAT_DEFAULT_DEPTH = "flat-default-depth";

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
