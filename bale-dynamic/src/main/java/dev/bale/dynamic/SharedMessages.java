package dev.bale.dynamic;

import dev.bale.schema.model.MessageDecl;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Makes structurally equal messages of a value one instance (VECTORS.md §1.1), so that a writer
 * with {@code dedupMessages} shares them. JSON cannot show identity: a value parsed from JSON has a
 * fresh instance for every object, and identity dedup would find nothing to share. The value is
 * rebuilt bottom-up; each message is replaced by the first equal one completed before it (the order
 * of the writer's post-order object table). Structs are values and are never shared.
 *
 * <p>Recursion follows the value's nesting, which the JSON reader's depth limit bounds. Hashing a
 * message hashes its subtree, so the work is O(size × depth).
 */
final class SharedMessages {
  private SharedMessages() {}

  static Value share(Value v) {
    return share(v, new HashMap<>());
  }

  private static Value share(Value v, Map<Value, Value> seen) {
    if (v instanceof Value.Message m) {
      List<Value> fields = new ArrayList<>(m.fields().size());
      for (Value f : m.fields()) {
        fields.add(f == null ? null : share(f, seen));
      }
      Value rebuilt = new Value.Message(m.decl(), fields, m.unknown());
      if (!(m.decl() instanceof MessageDecl)) {
        return rebuilt;
      }
      Value first = seen.putIfAbsent(rebuilt, rebuilt);
      return first != null ? first : rebuilt;
    } else if (v instanceof Value.ListOf l) {
      List<Value> items = new ArrayList<>(l.items().size());
      for (Value item : l.items()) {
        items.add(share(item, seen));
      }
      return new Value.ListOf(items);
    } else if (v instanceof Value.MapOf m) {
      Map<Value, Value> entries = new LinkedHashMap<>();
      for (Map.Entry<Value, Value> e : m.entries().entrySet()) {
        entries.put(e.getKey(), share(e.getValue(), seen));
      }
      return new Value.MapOf(entries);
    } else if (v instanceof Value.Union u) {
      return new Value.Union(u.decl(), u.unionCase(), share(u.value(), seen));
    }
    return v;
  }
}
