package dev.bale.schema.compact;

import dev.bale.schema.FieldDefaults;
import dev.bale.schema.model.DeclCache;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import java.util.ArrayList;
import java.util.List;

/**
 * The compact codec's facts about a schema (FORMAT.md Part I), in one place: which flag bits a
 * message's fields take (§3.2), which fields occupy body bytes (§3.3), the fewest bytes a value can
 * take (§5); the defaults a bool's value bit is stored relative to are {@link FieldDefaults}'. The
 * Java and TypeScript generators, the dynamic codec and the inspector read them from here, so that
 * a change to one of these rules is made once.
 *
 * <p>Thread-safe; message layouts are cached per declaration instance.
 */
public final class CompactLayout {
  /** Per declaration instance, not per equal declaration ({@link DeclCache}). */
  private static final DeclCache<MessageDecl, CompactLayout> CACHE =
      new DeclCache<>(CompactLayout::compute);

  private final List<Slot> slots;
  private final int flagBits;

  private CompactLayout(List<Slot> slots, int flagBits) {
    this.slots = slots;
    this.flagBits = flagBits;
  }

  /**
   * One field of a message, in field-id order.
   *
   * @param field the schema field
   * @param presenceBit the flag bit that says an optional field is present, or that an {@code
   *     [omit_default]} field's value follows (it differs from the default); -1 if neither
   * @param valueBit the flag bit holding a bool field's value XOR {@link #boolDefault}; -1 if the
   *     field is not a bool
   * @param boolDefault a bool field's default ({@code [default = true]}); false otherwise
   */
  public record Slot(Field field, int presenceBit, int valueBit, boolean boolDefault) {
    /** Whether the field's value is written in the body (every field but a bool). */
    public boolean inBody() {
      return valueBit < 0;
    }

    /** Whether the field is optional ({@code T?}: absent reads as null/undefined). */
    public boolean optional() {
      return field.optional();
    }

    /**
     * Whether the field is {@code [omit_default]}: its presence bit is set when its value differs
     * from its default and the value follows in the body; a clear bit reads as the default, exactly
     * as a field the body left out (§3.4).
     */
    public boolean omitsDefault() {
      return presenceBit >= 0 && !field.optional();
    }
  }

  /**
   * The layout of {@code message}: bits are assigned in field-id order, deprecated fields included;
   * an optional or {@code [omit_default]} field takes a presence bit, a bool field a value bit (an
   * optional bool both, the presence bit first).
   */
  public static CompactLayout of(MessageDecl message) {
    return CACHE.get(message);
  }

  private static CompactLayout compute(MessageDecl message) {
    List<Slot> slots = new ArrayList<>(message.fields().size());
    int bit = 0;
    for (Field f : message.fields()) {
      int presence = f.optional() || f.options().omitDefault() ? bit++ : -1;
      int value = isBool(f.type()) ? bit++ : -1;
      slots.add(new Slot(f, presence, value, value >= 0 && FieldDefaults.boolValue(f)));
    }
    return new CompactLayout(List.copyOf(slots), bit);
  }

  /** The message's fields with their bits, in field-id order. */
  public List<Slot> slots() {
    return slots;
  }

  /** The number of flag bits the message's fields take (the bits a reader of it knows). */
  public int flagBits() {
    return flagBits;
  }

  /** Whether values of {@code type} are bools (kept in flag bits when they are message fields). */
  public static boolean isBool(TypeRef type) {
    return type instanceof ScalarType s && s.kind() == ScalarKind.BOOL;
  }

  /**
   * FORMAT.md §1.3: whether {@code element} is {@code list<f64>}, so that a {@code list} of it
   * carries a shape after its count (two or more elements) and its elements go through the
   * runtimes' {@code readF64Lists}/{@code writeF64Lists}.
   */
  public static boolean isShapedElement(TypeRef element) {
    return element instanceof ListType inner
        && inner.element() instanceof ScalarType s
        && s.kind() == ScalarKind.F64;
  }

  /**
   * FORMAT.md §5: the fewest bytes one value of {@code type} can take, for count checks. 1 for
   * every type but {@code f32}/{@code f64} (4/8), {@code [fixed]} integers wider than a byte (their
   * width) and structs (the sum of their fields' minimums, at least 1).
   *
   * @param fixed whether the value is a {@code [fixed]} integer (the field's option)
   */
  public static int minWireSize(TypeRef type, boolean fixed) {
    if (type instanceof ScalarType s) {
      return minWireSize(s.kind(), fixed);
    }
    if (type instanceof NamedType n && n.decl() instanceof StructDecl st) {
      return minWireSize(st);
    }
    return 1;
  }

  /** {@link #minWireSize(TypeRef, boolean)} of a scalar. */
  public static int minWireSize(ScalarKind k, boolean fixed) {
    return k.isFloat() || (fixed && k.isInteger() && k.width() > 1) ? k.width() : 1;
  }

  /** {@link #minWireSize(TypeRef, boolean)} of a struct: its fields' minimums, at least 1. */
  public static int minWireSize(StructDecl struct) {
    int sum = 0;
    for (Field f : struct.fields()) {
      sum += minWireSize(f.type(), f.options());
    }
    return Math.max(1, sum);
  }

  /** {@link #minWireSize(TypeRef, boolean)} with the {@code [fixed]} option of {@code options}. */
  public static int minWireSize(TypeRef type, FieldOptions options) {
    return minWireSize(type, options != null && options.fixed());
  }
}
