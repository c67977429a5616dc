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
 * generated code charges to the decoder's budget as constants. Java and TypeScript charge the same
 * numbers, so both reach {@code LIMIT_EXCEEDED} on the same bytes; each number is the larger of the
 * two layouts it stands for:
 *
 * <ul>
 *   <li>a message, struct or union case: a 24-byte header (V8: map, properties, elements; the JVM
 *       needs 12) and 8 bytes per field (a V8 slot without pointer compression; a JVM field is 1 to
 *       8 bytes), plus the object a slot may own: 16 for an {@code f32}, {@code f64} or {@code u32}
 *       (a V8 heap number) and for an optional {@code i16}/{@code i32}/{@code u8}/{@code u16} (a
 *       Java box), 24 for an {@code i64}/{@code u64} (a TS {@code bigint}, a Java {@code Long}) and
 *       for an optional {@code f64}/{@code u32}, 24 for an enum (a Java object for an unknown
 *       value), and an inline struct's own record;
 *   <li>a list element: an 8-byte slot plus what the element owns; a map entry: 80 bytes plus what
 *       the key and value own (boxed). Java allocates under 79 for it beyond those, garbage
 *       included: the LinkedHashMap entry (40) and its share of the table, which is sized for the
 *       count (at most 2.67 slots of 4 bytes), of a flat read's duplicate-key table (at most 4
 *       slots of 4 bytes) and of the key-spread arrays of integer keys (FORMAT.md §7.2, at most 12
 *       bytes); 76 measured at the worst counts (DecodedSizeBudgetTest's map rows). V8 keeps at
 *       most 56 (a JS Map has room for at most twice its entries: 3 slots and half a bucket of 8
 *       bytes each).
 * </ul>
 *
 * <p>Strings, {@code bytes} and the collections' own arrays are charged by the runtime, so a slot
 * holding a string, bytes, list, map, message or union counts only itself.
 */
public final class DecodedSize {
  private static final int HEADER = 24;
  private static final int SLOT = 8;
  private static final int ENUM_OBJECT = 24;
  private static final int MAP_ENTRY = 80;
  // A JS Map object (~190 bytes empty, measured in Node 20) beyond the runtime's collection charge.
  private static final int MAP_OBJECT = 152;
  // What building an absent field's default allocates in TS: an empty array, Map or Uint8Array.
  private static final int EMPTY_LIST = 40;
  private static final int EMPTY_MAP = 192;
  private static final int EMPTY_BYTES = 192;
  // A message object's entry in flat decoding's table of records kept by position (FORMAT.md §F8,
  // §7.1): Java's open-addressing table, at most half full, 8 bytes a slot, with the tables it
  // outgrew, at most 64, and 96 if hostile positions make it place its records again (FlatData);
  // a V8 Map entry (at most 56) and its { type, value } object (40).
  private static final int SHARED_ENTRY = 96;

  private DecodedSize() {}

  /**
   * A message's or struct's record: header, one slot per field (and the unknown-fields slot of a
   * message), plus the objects its slots own.
   */
  public static int record(Decl decl) {
    List<Field> fields = decl instanceof MessageDecl m ? m.fields() : ((StructDecl) decl).fields();
    int size = HEADER + (decl instanceof MessageDecl ? SLOT : 0);
    for (Field f : fields) {
      size += SLOT + owned(f.type(), f.optional());
    }
    return size;
  }

  /**
   * What decoding a flat message object into a record charges besides its strings and bytes: the
   * record, and its entry in the table of records kept by position (so that pointers that share an
   * object share the record, FORMAT.md §F8).
   */
  public static int flatObject(Decl decl) {
    return record(decl) + SHARED_ENTRY;
  }

  /** A union value's case object and what it owns (charged once the case id is read). */
  public static int unionCase(UnionCase c) {
    return HEADER + 2 * SLOT + owned(c.type(), false);
  }

  /** One element's slot in a decoded list and what the element owns. */
  public static int element(TypeRef element) {
    return SLOT + owned(element, false);
  }

  /**
   * What a list element or map value of the named type {@code decl} owns beyond its slot: an enum's
   * object, a struct's record, 0 for messages and unions (they charge themselves). Generated enum
   * and struct codecs state it ({@code ownedSize}), for the runtime's root helpers (RootTypes,
   * rootList) to charge what generated collections of them charge.
   */
  public static int owned(Decl decl) {
    if (decl instanceof EnumDecl) {
      return ENUM_OBJECT;
    }
    return decl instanceof StructDecl ? record(decl) : 0;
  }

  /** One map entry, and what its key and value own (boxed, as in a Java map). */
  public static int mapEntry(MapType m) {
    return MAP_ENTRY + owned(m.key(), true) + owned(m.value(), true);
  }

  /**
   * What building the default of an absent non-optional field of type {@code t} allocates (a field
   * an older writer did not send): a message or struct default, an empty list, map or {@code bytes}
   * (TS builds each anew); 0 for scalars and enums.
   */
  public static int missingDefault(TypeRef t) {
    if (t instanceof ListType) {
      return EMPTY_LIST;
    }
    if (t instanceof MapType) {
      return EMPTY_MAP;
    }
    if (t instanceof ScalarType s) {
      return s.kind() == ScalarKind.BYTES ? EMPTY_BYTES : 0;
    }
    Decl d = ((NamedType) t).decl();
    return d instanceof MessageDecl || d instanceof StructDecl ? defaultInstance(d) : 0;
  }

  /**
   * A message or struct default: the default record, the builder that makes it, and the defaults of
   * its own required message fields.
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

  /** What a slot holding {@code t} owns beyond the slot itself. */
  private static int owned(TypeRef t, boolean optional) {
    if (t instanceof ScalarType s) {
      return scalar(s.kind(), optional);
    }
    if (t instanceof NamedType n) {
      Decl d = n.decl();
      if (d instanceof EnumDecl) {
        return ENUM_OBJECT;
      }
      if (d instanceof StructDecl) {
        return record(d);
      }
    }
    if (t instanceof MapType) {
      return MAP_OBJECT; // the entries are charged by the runtime with the count
    }
    if (t instanceof ListType) {
      return 0; // charged by the runtime with the count
    }
    return 0; // messages and unions charge themselves
  }

  private static int scalar(ScalarKind k, boolean optional) {
    return switch (k) {
      case BOOL, I8, STRING, BYTES -> 0;
      case I16, I32, U8, U16 -> optional ? 16 : 0;
      case F32 -> 16;
      case F64, U32 -> optional ? 24 : 16;
      case I64, U64 -> 24;
      case JSON -> 24; // the value's object; arrays and objects inside are charged by the runtime
    };
  }
}
