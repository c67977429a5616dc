package dev.bale.schema;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How many nesting levels a field's default takes when it is written (FORMAT.md §7, "defaults and
 * the depth limit"): a reader that fills in a field the input left out checks that writing it back
 * would stay within the depth limit, so that everything a reader accepts re-encodes. One definition
 * for the generators, the dynamic codecs and the inspector.
 *
 * <ul>
 *   <li>an optional field: 0 (absent is not written);
 *   <li>{@code list<T>}, {@code map<K,V>}: 1 (an empty composite);
 *   <li>a message or struct: 1, plus the most levels any of its fields' defaults takes;
 *   <li>anything else (scalars, strings, bytes, enums, {@code json}, unions, which have no
 *       default): 0.
 * </ul>
 */
public final class DefaultLevels {
  private DefaultLevels() {}

  /** The levels below the enclosing message's that {@code f}'s default takes when written. */
  public static int of(Field f) {
    return f.optional() ? 0 : of(f.type(), null);
  }

  /** The levels a default value of {@code type} takes when written. */
  public static int of(TypeRef type) {
    return of(type, null);
  }

  /** {@code open}: the declarations being walked, made only once a message or struct is met. */
  private static int of(TypeRef type, Set<Decl> open) {
    if (type instanceof ListType || type instanceof MapType) {
      return 1;
    }
    if (type instanceof NamedType n) {
      Decl d = n.decl();
      List<Field> fields =
          d instanceof MessageDecl m ? m.fields() : d instanceof StructDecl s ? s.fields() : null;
      if (fields == null) {
        return 0; // an enum or a union: not a default that nests
      }
      if (open == null) {
        open = new HashSet<>();
      }
      if (!open.add(d)) {
        return 0; // a cycle, which the checker rejects for required fields
      }
      int deepest = 0;
      for (Field f : fields) {
        if (!f.optional()) {
          deepest = Math.max(deepest, of(f.type(), open));
        }
      }
      open.remove(d);
      return 1 + deepest;
    }
    return 0;
  }
}
