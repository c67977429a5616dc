package dev.bale.compiler.emit;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
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
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The decoded-size model of FORMAT.md §7.1: the estimated bytes each decoded object costs, which
 * generated code (Java and TypeScript alike, so both reach {@code LIMIT_EXCEEDED} on the same
 * bytes) charges to the decoder's budget as constants. The model is the layout of the generated
 * Java records on a 64-bit JVM with compressed references (a 12-byte header, 4-byte references,
 * objects rounded up to 8 bytes); a boxed optional scalar and an enum value (which may be an
 * unknown value's own object) count their object too. What the runtime materialises itself
 * (strings, {@code bytes}, collection arrays) is charged by the runtime, so a slot for a string,
 * bytes, list, map, message or union counts only its reference.
 */
public final class DecodedSize {
  private static final int HEADER = 12;
  private static final int REF = 4;
  private static final int ENUM_OBJECT = 24;
  private static final int MAP_ENTRY = 52; // LinkedHashMap entry (40) + its share of the table

  private DecodedSize() {}

  /**
   * A message's or struct's record: header, one slot per field (and the unknown-fields reference of
   * a message), plus the objects its slots own (boxes, enum values, inline structs).
   */
  public static int record(Decl decl) {
    List<Field> fields = decl instanceof MessageDecl m ? m.fields() : ((StructDecl) decl).fields();
    int shallow = HEADER + (decl instanceof MessageDecl ? REF : 0);
    int owned = 0;
    for (Field f : fields) {
      if (f.optional() && f.type() instanceof ScalarType s) {
        shallow += REF;
        owned += box(s.kind());
      } else {
        shallow += width(f.type());
        owned += owned(f.type());
      }
    }
    return align(shallow) + owned;
  }

  /** A union value's case object and what it owns (charged once the case id is read). */
  public static int unionCase(UnionCase c) {
    return align(HEADER + width(c.type())) + owned(c.type());
  }

  /**
   * One element's slot in a decoded list: a reference (and what it owns) for lists of objects, the
   * primitive width for lists decoded into primitive arrays.
   */
  public static int element(TypeRef element) {
    if (element instanceof ScalarType s
        && s.kind() != ScalarKind.STRING
        && s.kind() != ScalarKind.BYTES) {
      return width(element);
    }
    return REF + owned(element);
  }

  /** One map entry: the entry object and table slot, boxed keys and values, what values own. */
  public static int mapEntry(MapType m) {
    return MAP_ENTRY + boxedElement(m.key()) + boxedElement(m.value());
  }

  /**
   * A message or struct default built for a field an older writer did not send: the default record,
   * the builder that makes it, and the defaults of its own required message fields.
   */
  public static int defaultInstance(Decl decl) {
    return defaultInstance(decl, new HashSet<>());
  }

  private static int defaultInstance(Decl decl, Set<String> visiting) {
    if (!(decl instanceof MessageDecl || decl instanceof StructDecl)
        || !visiting.add(decl.fullName())) {
      return 0;
    }
    int size = 2 * record(decl);
    List<Field> fields = decl instanceof MessageDecl m ? m.fields() : ((StructDecl) decl).fields();
    for (Field f : fields) {
      if (!f.optional() && f.type() instanceof NamedType n && n.decl() instanceof MessageDecl) {
        size += defaultInstance(n.decl(), visiting);
      }
    }
    visiting.remove(decl.fullName());
    return size;
  }

  private static int boxedElement(TypeRef t) {
    if (t instanceof ScalarType s) {
      return box(s.kind());
    }
    return owned(t);
  }

  /** The bytes of a slot holding {@code t} inside its record. */
  private static int width(TypeRef t) {
    if (t instanceof ScalarType s) {
      return switch (s.kind()) {
        case BOOL, I8 -> 1;
        case I16 -> 2;
        case I32, U8, U16, F32 -> 4;
        case I64, U32, U64, F64 -> 8;
        case STRING, BYTES -> REF;
      };
    }
    return REF;
  }

  /** What a slot of {@code t} owns beyond its width: enum objects, inline structs. */
  private static int owned(TypeRef t) {
    if (t instanceof NamedType n) {
      Decl d = n.decl();
      if (d instanceof EnumDecl) {
        return ENUM_OBJECT;
      }
      if (d instanceof StructDecl) {
        return record(d);
      }
    }
    if (t instanceof ListType || t instanceof MapType) {
      return 0;
    }
    return 0;
  }

  /** A boxed scalar's object (Boolean and Byte values are all cached). */
  private static int box(ScalarKind k) {
    return switch (k) {
      case BOOL, I8, STRING, BYTES -> 0;
      case I16, I32, U8, U16, F32 -> 16;
      case I64, U32, U64, F64 -> 24;
    };
  }

  private static int align(int n) {
    return (n + 7) & ~7;
  }
}
