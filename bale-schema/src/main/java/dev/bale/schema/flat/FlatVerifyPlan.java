package dev.bale.schema.flat;

import dev.bale.schema.DefaultLevels;
import dev.bale.schema.FieldDefaults;
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
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.List;

/**
 * What the flat verifier checks in one message, struct or union, in check order (FORMAT.md §F10.2):
 * the items (fields or cases) that need a check, where each sits and what it holds. The dynamic
 * codec builds a {@code FlatShape} table from it, which the runtime's table walk reads; the
 * generated Java verifiers (FlatVerifyEmitter) and TypeScript's state the same order in code of
 * their own, and the conformance corpus holds them to it.
 */
public final class FlatVerifyPlan {
  private FlatVerifyPlan() {}

  /** What a value holds, as far as the verifier is concerned. */
  public enum Kind {
    /** A string (pointer): length and UTF-8. */
    STRING,
    /** A bytes blob (pointer). */
    BYTES,
    /** A {@code json} blob (pointer). */
    JSON,
    /** A list (pointer) of inline elements that need no check. */
    NUMBERS,
    /** A list (pointer) of elements that need a check. */
    LIST,
    /** A map (pointer). */
    MAP,
    /** A message (pointer) with a default. */
    MESSAGE,
    /** A message (pointer) that has no default (it holds a required union). */
    MESSAGE_WITHOUT_DEFAULT,
    /** A union (pointer to a cell). */
    UNION,
    /** A bool byte (inline). */
    BOOL,
    /** An enum (inline). */
    ENUM,
    /** A struct (inline). */
    STRUCT,
    /** An inline number: no check (a map key's number is {@link Node#keyKind}). */
    NONE
  }

  /**
   * A value: {@code width}/{@code align} of a list's elements or a map's entries ({@code element}:
   * a list's element or a map's value, {@code key} and {@code valueOffset}: a map's), {@code decl}
   * of a message, union or struct, with the {@code levels} and {@code messages} of its default
   * (FORMAT.md §7), {@code dflt} an enum field's default bits, {@code keyKind} the integer type of
   * a map key that is a number (else null).
   */
  public record Node(
      Kind kind,
      int width,
      int align,
      Node element,
      Node key,
      int valueOffset,
      Decl decl,
      int levels,
      int messages,
      int dflt,
      ScalarKind keyKind) {
    static Node of(Kind kind) {
      return new Node(kind, 0, 0, null, null, 0, null, 0, 0, 0, null);
    }

    /** Whether the value is behind a pointer. */
    public boolean pointer() {
      return kind.ordinal() <= Kind.UNION.ordinal();
    }
  }

  /**
   * A field or a union case to check. {@code offset}: a message pointer field's slot index, else a
   * byte offset (of the struct, the message's data section or the cell); {@code end}: the data
   * bytes a message's inline field needs to be present, or a case's cell size; {@code presenceBit}:
   * an optional inline field's (else -1); {@code caseId}: a union case's id.
   */
  public record Item(
      String name,
      boolean pointer,
      int offset,
      int end,
      int presenceBit,
      boolean required,
      int caseId,
      Node node) {}

  /** The items of {@code d} (a message, struct or union), in check order. */
  public static List<Item> of(Decl d) {
    List<Item> items = new ArrayList<>();
    if (d instanceof UnionDecl u) {
      for (UnionCase c : u.cases()) {
        FlatLayout.CellLayout cell = FlatLayout.cell(c.type());
        Node node =
            cell.value().pointer() || needsInlineCheck(c.type())
                ? node(c.type(), 0)
                : Node.of(Kind.NONE);
        items.add(
            new Item(
                c.name(),
                cell.value().pointer(),
                cell.valueOffset(),
                cell.size(),
                -1,
                true,
                c.id(),
                node));
      }
      return items;
    }
    boolean message = d instanceof MessageDecl;
    List<Field> fields = message ? ((MessageDecl) d).fields() : ((StructDecl) d).fields();
    List<FlatLayout.Slot> slots =
        message
            ? FlatLayout.message((MessageDecl) d).slots()
            : FlatLayout.struct((StructDecl) d).slots();
    for (Field f : fields) {
      FlatLayout.Slot slot = slotOf(slots, f);
      if (slot.placement() == FlatLayout.Placement.BIT) {
        continue;
      }
      if (slot.placement() == FlatLayout.Placement.POINTER) {
        items.add(
            new Item(f.name(), true, slot.offset(), 0, -1, !f.optional(), 0, node(f.type(), 0)));
        continue;
      }
      if (!needsInlineCheck(f.type())) {
        continue;
      }
      int dflt = f.optional() ? 0 : (int) FlatLayout.defaultBits(f);
      items.add(
          new Item(
              f.name(),
              false,
              slot.offset(),
              message ? slot.offset() + slot.width() : 0,
              message && f.optional() ? slot.presenceBit() : -1,
              !f.optional(),
              0,
              node(f.type(), dflt)));
    }
    return items;
  }

  private static FlatLayout.Slot slotOf(List<FlatLayout.Slot> slots, Field f) {
    for (FlatLayout.Slot s : slots) {
      if (s.field().id() == f.id()) {
        return s;
      }
    }
    throw new IllegalStateException("no slot for " + f.name());
  }

  /** Whether an inline value of {@code t} needs a check (bools, enums, structs). */
  static boolean needsInlineCheck(TypeRef t) {
    if (t instanceof ScalarType s) {
      return s.kind() == ScalarKind.BOOL;
    }
    return t instanceof NamedType n
        && (n.decl() instanceof EnumDecl || n.decl() instanceof StructDecl);
  }

  private static Node node(TypeRef t, int dflt) {
    if (t instanceof ScalarType s) {
      return Node.of(
          switch (s.kind()) {
            case STRING -> Kind.STRING;
            case BYTES -> Kind.BYTES;
            case JSON -> Kind.JSON;
            case BOOL -> Kind.BOOL;
            default -> Kind.NONE;
          });
    }
    if (t instanceof ListType l) {
      FlatLayout.Inline in = FlatLayout.inline(l.element());
      boolean numbers = !in.pointer() && !needsInlineCheck(l.element());
      return new Node(
          numbers ? Kind.NUMBERS : Kind.LIST,
          in.width(),
          in.align(),
          numbers ? null : node(l.element(), 0),
          null,
          0,
          null,
          1,
          0,
          0,
          null);
    }
    if (t instanceof MapType m) {
      FlatLayout.EntryLayout entry = FlatLayout.entry(m);
      Node key =
          m.key() instanceof ScalarType s && s.kind().isInteger()
              ? new Node(Kind.NONE, 0, 0, null, null, 0, null, 0, 0, 0, s.kind())
              : node(m.key(), 0);
      return new Node(
          Kind.MAP,
          entry.size(),
          entry.align(),
          node(m.value(), 0),
          key,
          entry.valueOffset(),
          null,
          1,
          0,
          0,
          null);
    }
    Decl d = ((NamedType) t).decl();
    if (d instanceof EnumDecl) {
      return new Node(Kind.ENUM, 0, 0, null, null, 0, null, 0, 0, dflt, null);
    }
    Kind kind =
        d instanceof UnionDecl
            ? Kind.UNION
            : d instanceof StructDecl
                ? Kind.STRUCT
                : FieldDefaults.hasDefault(d) ? Kind.MESSAGE : Kind.MESSAGE_WITHOUT_DEFAULT;
    return new Node(
        kind, 0, 0, null, null, 0, d, DefaultLevels.of(t), DefaultLevels.messages(t), 0, null);
  }
}
