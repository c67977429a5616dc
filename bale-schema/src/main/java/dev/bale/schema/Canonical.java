package dev.bale.schema;

import dev.bale.schema.check.Linker;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The canonical form of a type and its 64-bit fingerprint, exactly as specified in SCHEMA.md
 * ("Canonical form and fingerprint"); every implementation must produce the same text and value.
 *
 * <p>The canonical form covers what determines the data: names, ids, types, optionality, {@code
 * fixed}, {@code omit_default} and defaults. It leaves out doc comments and options that change
 * only generated code or the writer's choices ({@code deprecated}, {@code ts_number}, {@code
 * dedup}).
 */
public final class Canonical {
  private static final long FNV_OFFSET_BASIS = 0xcbf29ce484222325L;
  private static final long FNV_PRIME = 0x100000001b3L;

  private Canonical() {}

  /** The canonical form of {@code root} and every declaration reachable from it. */
  public static String canonicalForm(Decl root) {
    // By identity: a record's own equals and hashCode would compare whole declarations.
    Set<Decl> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    collect(root, seen);
    List<Decl> rest = new ArrayList<>(seen.size());
    for (Decl d : seen) {
      if (d != root) {
        rest.add(d);
      }
    }
    rest.sort((a, b) -> a.fullName().compareTo(b.fullName()));
    StringBuilder sb = new StringBuilder();
    write(root, sb);
    for (Decl d : rest) {
      write(d, sb);
    }
    return sb.toString();
  }

  /** FNV-1a 64 over the UTF-8 bytes of {@link #canonicalForm(Decl)}. */
  public static long fingerprint(Decl root) {
    return fnv1a64(canonicalForm(root).getBytes(StandardCharsets.UTF_8));
  }

  /** FNV-1a, 64-bit: for each byte, {@code h ^= b; h *= prime} (mod 2^64). */
  static long fnv1a64(byte[] bytes) {
    long h = FNV_OFFSET_BASIS;
    for (byte b : bytes) {
      h ^= b & 0xff;
      h *= FNV_PRIME;
    }
    return h;
  }

  private static void collect(Decl d, Set<Decl> seen) {
    if (!seen.add(d)) {
      return;
    }
    if (d instanceof MessageDecl m) {
      m.fields().forEach(f -> collect(f.type(), seen));
    } else if (d instanceof StructDecl s) {
      s.fields().forEach(f -> collect(f.type(), seen));
    } else if (d instanceof UnionDecl u) {
      u.cases().forEach(c -> collect(c.type(), seen));
    }
  }

  private static void collect(TypeRef t, Set<Decl> seen) {
    if (t instanceof ListType l) {
      collect(l.element(), seen);
    } else if (t instanceof MapType m) {
      collect(m.key(), seen);
      collect(m.value(), seen);
    } else if (t instanceof NamedType n) {
      collect(requireResolved(n), seen);
    }
  }

  private static Decl requireResolved(NamedType n) {
    if (n.decl() == null) {
      throw new IllegalArgumentException(
          "unresolved type " + n.fullName() + ": load it with SchemaLoader");
    }
    return n.decl();
  }

  private static void write(Decl d, StringBuilder sb) {
    if (d instanceof MessageDecl m) {
      sb.append("message ").append(m.fullName()).append('\n');
      m.fields().forEach(f -> field(f, sb));
    } else if (d instanceof StructDecl s) {
      sb.append("struct ").append(s.fullName()).append('\n');
      s.fields().forEach(f -> field(f, sb));
    } else if (d instanceof EnumDecl e) {
      sb.append("enum ").append(e.fullName()).append('\n');
      for (EnumValue v : e.values()) {
        sb.append(v.value()).append(' ').append(v.name()).append('\n');
      }
    } else {
      UnionDecl u = (UnionDecl) d;
      sb.append("union ").append(u.fullName()).append('\n');
      for (UnionCase c : u.cases()) {
        sb.append(c.id())
            .append(' ')
            .append(c.name())
            .append(' ')
            .append(c.type().canonical())
            .append('\n');
      }
    }
    sb.append("end\n");
  }

  private static void field(Field f, StringBuilder sb) {
    sb.append(f.id()).append(' ').append(f.name()).append(' ').append(f.type().canonical());
    if (f.optional()) {
      sb.append('?');
    }
    if (f.options().fixed()) {
      sb.append(" fixed");
    }
    if (f.options().omitDefault()) {
      sb.append(" omit_default");
    }
    if (f.defaultValue() != null) {
      sb.append(" default=").append(f.defaultValue().text());
    }
    if (f.options().json() != null) {
      sb.append(" json=").append(Linker.quote(f.options().json()));
    }
    sb.append('\n');
  }
}
