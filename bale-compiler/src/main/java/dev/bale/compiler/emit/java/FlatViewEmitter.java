package dev.bale.compiler.emit.java;

import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_DATA;
import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_MESSAGE_VIEW;
import static dev.bale.compiler.emit.java.FlatEmitter.UTF8_VIEW;
import static dev.bale.compiler.emit.java.FlatEmitter.flatKeySpread;
import static dev.bale.compiler.emit.java.JavaTypes.decl;

import dev.bale.compiler.emit.java.FlatEmitter.Place;
import dev.bale.schema.flat.FlatLayout;
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
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code View} flyweight of a message or struct (docs/generated-java.md, "Flat views"): its
 * state, {@code wrap}/{@code flatAt}, and one accessor group per field (written by {@link
 * FlatAccessorEmitter}).
 */
final class FlatViewEmitter extends FlatPart {
  /** Whether the view being written is a message view (it has the base class's utf8View). */
  private boolean messageView;

  /** The index of each string of a message view in its base class's {@code utf8View(i)}. */
  private final Map<String, Integer> utf8Slots = new HashMap<>();

  /** The lines of fields written at the top of the view so far (a blank line follows them). */
  private int ownedLines;

  FlatViewEmitter(FlatEmitter host) {
    super(host);
  }

  void recordView() {
    boolean message = decl instanceof MessageDecl;
    List<Field> fields = JavaTypes.fields(decl);
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Reads flat bytes of {@code "
                + CodeWriter.escapeDoc(decl.fullName())
                + "} in place: the accessors, the {@code wrap} modes and what a returned view"
                + " stays valid for are described in {@link "
                + (message ? "Flat" : "dev.bale.runtime.flat.Flat")
                + "}. Not thread-safe."));
    if (message) {
      // Pointing at bytes and the object's position live in the runtime base class; nothing there
      // calls back into this one.
      cw.begin("public static final class $L extends $T<$L>", view, FLAT_MESSAGE_VIEW, view);
    } else {
      cw.begin("public static final class $L", view);
      cw.line("private $T d = $T.EMPTY_MESSAGE;", FLAT_DATA, FLAT_DATA);
      cw.line("private int p;");
      cw.line("private int depth = 1;");
    }
    utf8Slots.clear();
    messageView = message;
    ownedLines = message ? 0 : 3;
    for (Field f : fields) {
      ownedFields(javaName.apply(f), f.type());
    }
    if (ownedLines > 0) {
      cw.blank();
    }
    cw.rawJavadoc(List.of("A view of the default value; {@code wrap} it over bytes to read them."));
    cw.begin("public $L()", view);
    if (message) {
      cw.line("super(FLAT, $S, FINGERPRINT);", decl.fullName());
    } else {
      cw.line("this.d = $T.zeros($L);", FLAT_DATA, FlatLayout.struct((StructDecl) decl).size());
    }
    cw.end();
    if (!message) {
      structFlatAt();
    }
    for (Field f : fields) {
      fieldAccessors(f, message);
    }
    host.decoders.toRecord(fields, message);
    host.drainHelpers();
    cw.end();
  }

  private void structFlatAt() {
    cw.blank();
    cw.rawJavadoc(List.of("For generated code: points at a verified position."));
    cw.begin("public $L flatAt($T data, int position)", view, FLAT_DATA);
    cw.line("return flatAt(data, position, 1);");
    cw.end();
    cw.blank();
    cw.begin("public $L flatAt($T data, int position, int depth)", view, FLAT_DATA);
    cw.line("this.depth = depth;");
    cw.line("this.d = data;");
    cw.line("this.p = data.level(position, depth);");
    cw.line("return this;");
    cw.end();
  }

  /**
   * The expression of the {@code Utf8View} that {@code nChars()} re-points: in a message view one
   * of the base class's ({@code utf8View(i)}), in struct and union views a field of their own.
   */
  String utf8View(String n) {
    Integer slot = utf8Slots.get(n);
    return slot != null ? "utf8View(" + slot + ")" : null;
  }

  /** Owned child views and char views of one field. */
  void ownedFields(String n, TypeRef t) {
    TypeRef inner = t instanceof ListType l ? l.element() : t;
    if (t instanceof MapType m) {
      ownedField(n + "Key", m.key());
      ownedField(n + "Value", m.value());
      return;
    }
    ownedField(n, inner);
  }

  private void ownedField(String n, TypeRef t) {
    if (t instanceof ScalarType s && s.kind() == ScalarKind.STRING) {
      if (messageView) {
        utf8Slots.put(n, utf8Slots.size());
      } else {
        cw.line("private $T chars$L;", UTF8_VIEW, JavaNames.capitalize(n));
        ownedLines++;
      }
    } else if (t instanceof NamedType && !(decl(t) instanceof EnumDecl)) {
      cw.line("private $T view$L;", host.viewOf(decl(t)), JavaNames.capitalize(n));
      ownedLines++;
    }
  }

  Place messagePlace(Field f) {
    FlatLayout.Slot loc = host.slot(f);
    if (loc.placement() == FlatLayout.Placement.POINTER) {
      int k = loc.offset();
      boolean required = !f.optional() && host.isUnion(f.type());
      String follow = follow(f.type(), "p + " + (4 + 4 * k), 1, required);
      return new Place(
          null, null, "ptrs > " + k + " ? " + follow + " : " + (required ? "d.noCell(p)" : "0"), 1);
    }
    int end = loc.offset() + loc.width();
    return new Place("data + " + loc.offset(), "dataBytes >= " + end, null, 1);
  }

  /** A value inline at {@code at}, at nesting depth {@code depth + level}. */
  Place inlinePlace(TypeRef t, String at, int level) {
    return FlatLayout.isPointer(t)
        ? new Place(null, null, follow(t, at, level, true), level)
        : new Place(at, null, null, level);
  }

  /**
   * The expression following the pointer slot at {@code slot} to a value of {@code t} at depth
   * {@code depth + level}: checked by its kind when the view's data is in checked mode.
   */
  String follow(TypeRef t, String slot, int level, boolean required) {
    String lvl = "depth + " + level;
    if (t instanceof ScalarType s) {
      return (s.kind() == ScalarKind.STRING ? "d.str(" : "d.blob(") + slot + ")";
    }
    if (t instanceof ListType l) {
      FlatLayout.Inline in = FlatLayout.inline(l.element());
      return "d.list(" + slot + ", " + in.width() + ", " + in.align() + ", " + lvl + ")";
    }
    if (t instanceof MapType m) {
      FlatLayout.EntryLayout e = FlatLayout.entry(m);
      int key = e.key().pointer() ? 0 : e.key().width();
      String spread = flatKeySpread(m.key());
      return "d.map("
          + slot
          + ", "
          + e.size()
          + ", "
          + e.align()
          + ", "
          + lvl
          + ", "
          + key
          + (spread == null ? "" : ", FlatData." + spread)
          + ")";
    }
    if (host.isUnion(t)) {
      return "d.cell(" + slot + ", " + lvl + ", " + required + ")";
    }
    return "d.msg(" + slot + ", " + lvl + ")";
  }

  private void fieldAccessors(Field f, boolean message) {
    String n = javaName.apply(f);
    String cap = JavaNames.capitalize(n);
    Place place;
    if (message) {
      place = messagePlace(f);
    } else {
      int off = host.slot(f).offset();
      place = inlinePlace(f.type(), off == 0 ? "p" : "p + " + off, 1);
    }
    FlatLayout.Slot loc = message ? host.slot(f) : null;
    if (f.optional()) {
      cw.blank();
      cw.begin("public boolean has$L()", cap);
      if (loc != null && loc.bit() >= 0) {
        // An optional bool whose value bit the writer did not have is absent (FORMAT.md §F3.3).
        cw.line(
            "return $L && dataBytes > $L;",
            host.accessors.bitExpr(loc.presenceBit()),
            loc.bit() >>> 3);
      } else if (loc != null && loc.presenceBit() >= 0) {
        // Present only when the value lies inside the writer's data section too (FORMAT.md
        // §F3.3): a forged presence bit must not make the accessor read past the object.
        cw.line("return $L && $L;", host.accessors.bitExpr(loc.presenceBit()), place.present());
      } else {
        cw.line("return ($L) != 0;", place.target());
      }
      cw.end();
    }
    if (loc != null && loc.bit() >= 0) {
      cw.blank();
      cw.begin("public boolean $L()", n);
      String value = host.accessors.bitExpr(loc.bit());
      if (f.optional()) {
        cw.line("return has$L() && $L;", cap, value);
      } else {
        int bit = loc.bit();
        if (dev.bale.schema.FieldDefaults.boolValue(f)) {
          // Stored XOR the default (FORMAT.md §12.3).
          cw.line("return dataBytes <= $L || !d.bit(data, $L);", bit >>> 3, bit);
        } else {
          cw.line("return dataBytes > $L && d.bit(data, $L);", bit >>> 3, bit);
        }
      }
      cw.end();
      return;
    }
    host.accessors.valueAccessors(n, "", "", f.type(), f.optional(), place, host.dflt(f), f);
  }
}
