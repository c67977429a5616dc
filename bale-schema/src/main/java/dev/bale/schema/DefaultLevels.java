package dev.bale.schema;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * How many nesting levels a field's default takes when it is written (FORMAT.md §7, "defaults
 * count"), and how many message objects ({@link #messages}): a reader that fills in a field the
 * input left out checks that writing it back would stay within the depth limit, so that everything
 * a reader accepts re-encodes. One definition for the generators, the dynamic codecs and the
 * inspector.
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

  /**
   * The message objects {@code f}'s default stands for when written (FORMAT.md §7, "defaults
   * count"): a reader that fills in a default message counts them against {@code maxObjects}, as it
   * counts the messages it reads, so that what it accepts re-encodes into what it accepts.
   *
   * <ul>
   *   <li>an optional field: 0;
   *   <li>a message: 1, plus the messages of its non-optional fields' defaults;
   *   <li>a struct: the messages of its non-optional fields' defaults;
   *   <li>anything else (lists and maps default to empty): 0.
   * </ul>
   *
   * Saturates at {@link Integer#MAX_VALUE}.
   */
  public static int messages(Field f) {
    return f.optional() ? 0 : messages(f.type(), null);
  }

  /** The message objects a default value of {@code type} stands for when written. */
  public static int messages(TypeRef type) {
    return messages(type, null);
  }

  private static int messages(TypeRef type, Set<Decl> open) {
    List<Field> fields = fieldsOf(type);
    if (fields == null) {
      return 0;
    }
    Decl d = ((NamedType) type).decl();
    if (open == null) {
      // By identity: a record's own hashCode would hash the whole declaration.
      open = Collections.newSetFromMap(new IdentityHashMap<>());
    }
    if (!open.add(d)) {
      return 0; // a cycle, which the checker rejects for required fields
    }
    long count = d instanceof MessageDecl ? 1 : 0;
    for (Field f : fields) {
      if (!f.optional()) {
        count += messages(f.type(), open);
      }
    }
    open.remove(d);
    return (int) Math.min(count, Integer.MAX_VALUE);
  }

  /** {@code open}: the declarations being walked, made only once a message or struct is met. */
  private static int of(TypeRef type, Set<Decl> open) {
    if (type instanceof ListType || type instanceof MapType) {
      return 1;
    }
    List<Field> fields = fieldsOf(type);
    if (fields != null) {
      Decl d = ((NamedType) type).decl();
      if (open == null) {
        open = Collections.newSetFromMap(new IdentityHashMap<>());
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
    return 0; // a scalar, an enum or a union: not a default that nests
  }

  /** The fields of a message or struct type, whose default is made of theirs; else null. */
  private static List<Field> fieldsOf(TypeRef type) {
    if (type instanceof NamedType n) {
      Decl d = n.decl();
      return d instanceof MessageDecl m
          ? m.fields()
          : d instanceof StructDecl s ? s.fields() : null;
    }
    return null;
  }
}
