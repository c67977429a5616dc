package dev.bale.conformance;

import dev.bale.json.Value;
import dev.bale.runtime.BaleException;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
   * Origin regrowth: re-encoding a decoded value that carries unknown fields seeds the string table
   * with the decoded table (FORMAT.md §3.4), and every {@code [dedup = false]} string is then
   * appended once more, so {@code encode(decode(encode(v)))} is one table entry longer per such
   * string than {@code encode(v)}: no fixed point, and bytes grow on every hop through an older
   * service. FORMAT.md §3.4 claims re-encoding an unmodified root gives the original bytes, which
   * does not hold for schemas with {@code [dedup = false]} fields.
   *
   * @return true if {@code bytes} decode (dynamically) to a value with unknown fields and the root
   *     type can reach a {@code [dedup = false]} string field
   */
  static boolean originRegrowth(Codec c, byte[] bytes) {
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(c.schemaFile, c.decl.fullName());
    Object v;
    try {
      v = d.decode(bytes);
    } catch (BaleException e) {
      return false;
    }
    return hasUnknown((Value) v) && reachesNoDedupString(c.decl, new HashSet<>());
  }

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

  private static boolean reachesNoDedupString(Decl d, Set<String> seen) {
    if (!seen.add(d.fullName())) {
      return false;
    }
    List<Field> fields =
        d instanceof MessageDecl m ? m.fields() : d instanceof StructDecl s ? s.fields() : null;
    if (fields != null) {
      for (Field f : fields) {
        if (!f.options().dedup() && containsString(f.type())) {
          return true;
        }
        if (reachesType(f.type(), seen)) {
          return true;
        }
      }
    } else if (d instanceof UnionDecl u) {
      for (UnionCase c : u.cases()) {
        if (reachesType(c.type(), seen)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean reachesType(TypeRef t, Set<String> seen) {
    if (t instanceof ListType l) {
      return reachesType(l.element(), seen);
    } else if (t instanceof MapType m) {
      return reachesType(m.key(), seen) || reachesType(m.value(), seen);
    } else if (t instanceof NamedType n) {
      return reachesNoDedupString(n.decl(), seen);
    }
    return false;
  }

  private static boolean containsString(TypeRef t) {
    if (t instanceof ScalarType s) {
      return s.kind() == ScalarKind.STRING;
    } else if (t instanceof ListType l) {
      return containsString(l.element());
    } else if (t instanceof MapType m) {
      return containsString(m.key()) || containsString(m.value());
    }
    return false;
  }
}
