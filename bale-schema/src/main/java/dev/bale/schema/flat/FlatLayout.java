package dev.bale.schema.flat;

import dev.bale.schema.FieldDefaults;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.DeclCache;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The flat codec's layout of every declaration (FORMAT.md §F4): where each field of a message lives
 * (pointer index, data offset or bit), each message's data size and pointer count, the size and
 * alignment of structs, union cells and map entries. Computed from the schema alone,
 * deterministically, so the Java generator, the dynamic codec and the TypeScript generator agree.
 *
 * <p>Stable under evolution: a message's fields are placed in id order and a field's slot depends
 * only on the fields before it, so appending fields never moves existing ones (deprecated fields
 * keep their slots because they stay in the schema).
 *
 * <p>Thread-safe; layouts are cached per declaration instance.
 */
public final class FlatLayout {
  private FlatLayout() {}

  /** Where a field's value lives. */
  public enum Placement {
    /** A 4-byte pointer slot: an index into the pointer section (message) or a byte offset. */
    POINTER,
    /** A single bit of a message's data section ({@code bool} fields of messages). */
    BIT,
    /** {@code width} bytes at a byte offset of the data section (or of the struct). */
    DATA
  }

  /**
   * How a value of a type is stored where it sits inline: in a list element, a map entry, a union
   * cell, a struct field or a message's data section.
   *
   * @param pointer true for string, bytes, list, map, message and union (a 4-byte pointer slot)
   * @param width bytes the value takes inline (4 for pointers; a struct's size)
   * @param align its natural alignment (4 for pointers; a struct's alignment)
   */
  public record Inline(boolean pointer, int width, int align) {}

  /**
   * One field's slot.
   *
   * @param field the schema field
   * @param placement where the value is
   * @param offset pointer index (message pointer fields), byte offset of a pointer slot (struct
   *     pointer fields) or byte offset of the data (DATA); -1 for BIT
   * @param bit bit number in the data section for BIT (byte {@code bit >> 3}, bit {@code bit & 7},
   *     least significant first); -1 otherwise
   * @param presenceBit the presence bit of an optional non-pointer message field; -1 otherwise
   * @param width bytes of the DATA value (4 for a pointer slot, 0 for BIT)
   * @param align alignment of the DATA value (4 for a pointer slot, 0 for BIT)
   */
  public record Slot(
      Field field,
      Placement placement,
      int offset,
      int bit,
      int presenceBit,
      int width,
      int align) {}

  /**
   * A message's layout.
   *
   * @param dataBytes the data section size the writer puts in the header (a multiple of 8)
   * @param ptrCount the number of pointer slots
   * @param slots one per field, in id order
   */
  public record MessageLayout(int dataBytes, int ptrCount, List<Slot> slots) {
    /** Byte offset of the data section from the object's first byte: {@link #dataStart(int)}. */
    public int dataStart() {
      return FlatLayout.dataStart(ptrCount);
    }
  }

  /**
   * A struct's layout (also used for map entries and union cells).
   *
   * @param size bytes, a multiple of {@code align}
   * @param align the largest alignment of its fields
   * @param slots one per field, in id order (placement POINTER or DATA, offsets from the start)
   */
  public record StructLayout(int size, int align, List<Slot> slots) {}

  /**
   * A map entry {@code {K key; V value}} laid out as a struct.
   *
   * @param valueOffset byte offset of the value from the entry's start (the key is at 0)
   * @param size the entry's size and list stride (a multiple of {@code align})
   */
  public record EntryLayout(Inline key, Inline value, int valueOffset, int size, int align) {}

  /**
   * A union cell {@code {u32 case_id; V value}} for one case type.
   *
   * @param valueOffset 4, or 8 when the value needs 8-byte alignment
   * @param size the bytes the cell takes, a multiple of 4 (of 8 for 8-aligned values)
   */
  public record CellLayout(Inline value, int valueOffset, int size) {}

  /** Byte offset of a message's data section: the 4-byte header and the pointers, padded to 8. */
  public static int dataStart(int ptrCount) {
    return (4 + 4 * ptrCount + 7) & ~7;
  }

  // Per declaration instance, not per equal declaration: a struct's size, and so every offset
  // after it, depends on the struct declaration a field's type names in its own schema.
  private static final DeclCache<MessageDecl, MessageLayout> MESSAGES =
      new DeclCache<>(FlatLayout::computeMessage);
  private static final DeclCache<StructDecl, StructLayout> STRUCTS =
      new DeclCache<>(FlatLayout::computeStruct);

  /** The layout of a message. */
  public static MessageLayout message(MessageDecl decl) {
    return MESSAGES.get(decl);
  }

  /** The layout of a struct. */
  public static StructLayout struct(StructDecl decl) {
    return STRUCTS.get(decl);
  }

  /** How a value of {@code type} is stored inline. Structs must be resolved (linked schema). */
  public static Inline inline(TypeRef type) {
    return inline(type, CACHED_STRUCTS);
  }

  /** {@link #struct}, as a function (made once, with the class). */
  private static final Function<StructDecl, StructLayout> CACHED_STRUCTS = FlatLayout::struct;

  /**
   * {@link #inline(TypeRef)} with the struct layouts {@code structs} gives: a codec's own table,
   * which a walk reads without this class's caches (they compare declarations, records whose
   * methods an application's first walk would link).
   */
  public static Inline inline(TypeRef type, Function<StructDecl, StructLayout> structs) {
    if (type instanceof ScalarType s) {
      ScalarKind k = s.kind();
      if (k == ScalarKind.STRING || k == ScalarKind.BYTES || k == ScalarKind.JSON) {
        return POINTER;
      }
      return new Inline(false, k.width(), k.width());
    } else if (type instanceof ListType || type instanceof MapType) {
      return POINTER;
    }
    Decl d = ((NamedType) type).decl();
    if (d instanceof EnumDecl) {
      return new Inline(false, 4, 4);
    } else if (d instanceof StructDecl s) {
      StructLayout l = structs.apply(s);
      return new Inline(false, l.size(), l.align());
    }
    return POINTER; // message, union
  }

  private static final Inline POINTER = new Inline(true, 4, 4);

  /** The layout of the entries of {@code map<K,V>}. */
  public static EntryLayout entry(MapType type) {
    return entry(type, CACHED_STRUCTS);
  }

  /** {@link #entry(MapType)} with the struct layouts of {@code structs} (see {@link #inline}). */
  public static EntryLayout entry(MapType type, Function<StructDecl, StructLayout> structs) {
    Inline k = inline(type.key(), structs);
    Inline v = inline(type.value(), structs);
    int valueOffset = alignUp(k.width(), v.align());
    int align = Math.max(k.align(), v.align());
    return new EntryLayout(k, v, valueOffset, alignUp(valueOffset + v.width(), align), align);
  }

  /** The layout of a union cell whose case has type {@code caseType}. */
  public static CellLayout cell(TypeRef caseType) {
    return cell(caseType, CACHED_STRUCTS);
  }

  /** {@link #cell(TypeRef)} with the struct layouts of {@code structs} (see {@link #inline}). */
  public static CellLayout cell(TypeRef caseType, Function<StructDecl, StructLayout> structs) {
    Inline v = inline(caseType, structs);
    int valueOffset = alignUp(4, v.align());
    int align = Math.max(4, v.align());
    return new CellLayout(v, valueOffset, alignUp(valueOffset + v.width(), align));
  }

  /**
   * The bit pattern a non-optional inline field is stored XOR with (FORMAT.md §F4.4): its default's
   * bits ({@link FieldDefaults#bits}: an enum's value, a scalar's {@code [default = ...]}, floats
   * by their raw IEEE bits, a bool as 1, else 0). 0 for optional fields (stored as they are, under
   * a presence bit) and for strings, bytes, {@code json}, lists, maps, messages and unions
   * (pointers).
   */
  public static long defaultBits(Field f) {
    return f.optional() ? 0 : FieldDefaults.bits(f);
  }

  /** {@code n} rounded up to a multiple of {@code align} (a power of two). */
  public static int alignUp(int n, int align) {
    return (n + align - 1) & -align;
  }

  /** True for types stored behind a pointer. */
  public static boolean isPointer(TypeRef type) {
    return inline(type).pointer();
  }

  /** True for {@code bool}. */
  public static boolean isBool(TypeRef type) {
    return type instanceof ScalarType s && s.kind() == ScalarKind.BOOL;
  }

  private static MessageLayout computeMessage(MessageDecl decl) {
    DataAllocator data = new DataAllocator();
    List<Slot> slots = new ArrayList<>();
    int ptr = 0;
    for (Field f : decl.fields()) {
      Inline in = inline(f.type());
      if (in.pointer()) {
        slots.add(new Slot(f, Placement.POINTER, ptr++, -1, -1, 4, 4));
        continue;
      }
      int presence = f.optional() ? data.bit() : -1;
      if (isBool(f.type())) {
        slots.add(new Slot(f, Placement.BIT, -1, data.bit(), presence, 0, 0));
      } else {
        int off = data.bytes(in.width(), in.align());
        slots.add(new Slot(f, Placement.DATA, off, -1, presence, in.width(), in.align()));
      }
    }
    int dataBytes = alignUp(data.extent(), 8);
    if (dataBytes > 0xFFFF || ptr > 0xFFFF) {
      throw new IllegalArgumentException(
          decl.fullName()
              + " is too large for the flat codec: "
              + dataBytes
              + " data bytes, "
              + ptr
              + " pointers (at most 65535 each)");
    }
    return new MessageLayout(dataBytes, ptr, List.copyOf(slots));
  }

  private static StructLayout computeStruct(StructDecl decl) {
    List<Slot> slots = new ArrayList<>();
    int cursor = 0;
    int align = 1;
    for (Field f : decl.fields()) {
      Inline in = inline(f.type());
      int off = alignUp(cursor, in.align());
      slots.add(
          new Slot(
              f,
              in.pointer() ? Placement.POINTER : Placement.DATA,
              off,
              -1,
              -1,
              in.width(),
              in.align()));
      cursor = off + in.width();
      align = Math.max(align, in.align());
    }
    return new StructLayout(alignUp(cursor, align), align, List.copyOf(slots));
  }

  /**
   * Hands out space in a message's data section. Every byte is free, full (a non-bit value) or a
   * bit byte (holds bits only). A bit takes the lowest free bit whose byte is free or a bit byte; a
   * value of {@code width} bytes takes the lowest offset, a multiple of its alignment, whose bytes
   * are all free. So holes left by alignment padding are filled by later fields.
   */
  static final class DataAllocator {
    private static final byte FREE = 0;
    private static final byte FULL = 1;
    private static final byte BITS = 2;

    private byte[] state = new byte[16];
    private byte[] bitsUsed = new byte[16];
    private int extent;

    int bit() {
      for (int i = 0; ; i++) {
        grow(i + 1);
        if (state[i] == FREE || (state[i] == BITS && bitsUsed[i] != (byte) 0xFF)) {
          int b = Integer.numberOfTrailingZeros(~bitsUsed[i] & 0xFF);
          state[i] = BITS;
          bitsUsed[i] |= (byte) (1 << b);
          extent = Math.max(extent, i + 1);
          return i * 8 + b;
        }
      }
    }

    int bytes(int width, int align) {
      for (int off = 0; ; off += align) {
        grow(off + width);
        boolean free = true;
        for (int j = off; j < off + width && free; j++) {
          free = state[j] == FREE;
        }
        if (free) {
          Arrays.fill(state, off, off + width, FULL);
          extent = Math.max(extent, off + width);
          return off;
        }
      }
    }

    int extent() {
      return extent;
    }

    private void grow(int n) {
      if (n > state.length) {
        int len = Math.max(n, state.length * 2);
        state = Arrays.copyOf(state, len);
        bitsUsed = Arrays.copyOf(bitsUsed, len);
      }
    }
  }
}
