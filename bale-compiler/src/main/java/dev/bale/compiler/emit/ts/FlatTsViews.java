package dev.bale.compiler.emit.ts;

import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.flat.FlatLayout.MessageLayout;
import dev.bale.schema.flat.FlatLayout.Placement;
import dev.bale.schema.flat.FlatLayout.Slot;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;
import java.util.List;
import java.util.Set;

/**
 * The view class {@code XView} of a message: getters that read in place. A part of {@link
 * FlatTsEmitter}.
 */
final class FlatTsViews extends FlatTsPart {
  FlatTsViews(FlatTsEmitter host) {
    super(host);
  }

  /**
   * The view class of a message: reads fields in place from verified bytes; nested messages and
   * list elements are views reused per field; scalar lists are typed arrays over the input.
   */
  void view(MessageDecl m, MessageLayout l) {
    TsWriter w = out();
    String name = m.name();
    String cls = name + "View";
    // What a view is, its modes and its reuse of nested views: FlatMessageView's comment.
    line("/** Zero-copy view of a flat " + name + " (see FlatMessageView: views are reused). */");
    // wrap, wrapFramed, wrapVerified, wrapUnchecked, at and decode are the runtime base class's.
    w.begin("export class " + cls + " extends " + rt("FlatMessageView") + "<" + name + ">");
    viewType = name + "$flat";
    line("protected readonly $type = " + viewType + ";");
    for (Slot s : l.slots()) {
      TypeRef t = s.field().type();
      if (FlatTsEmitter.isMessage(t)) {
        line(
            "private v$"
                + s.field().name()
                + ": "
                + host.ctx.ref((NamedType) t)
                + "View | undefined;");
      } else if (t instanceof ListType lt && FlatTsEmitter.isMessage(lt.element())) {
        line(
            "private v$"
                + s.field().name()
                + ": "
                + host.ctx.ref((NamedType) lt.element())
                + "View | undefined;");
      }
    }
    for (Slot s : l.slots()) {
      w.blank();
      viewField(s);
    }
    w.end();
    w.blank();
  }

  /** The {@code X$flat} of the message whose view is being written. */
  private String viewType;

  /** The arguments of {@code at} that point a view at the empty message (imported on use). */
  private String emptyAt() {
    return rt("FLAT_EMPTY_MESSAGE") + ", " + rt("FLAT_EMPTY_MESSAGE_VIEW") + ", 8";
  }

  /** Checked access to field {@code id} (0: all) of the view's object. */
  private String check(int id) {
    return rt("flatCheckField") + "(this.$c, " + viewType + ", this.$p, this.$depth, " + id + ")";
  }

  /** Checked access to element {@code i} of a list of messages or strings read per element. */
  private String checkElement(Slot s, String i, boolean message) {
    return rt("flatCheckElement")
        + "(this.$c, "
        + viewType
        + ", this.$p, this.$depth, "
        + s.offset()
        + ", "
        + TsGenerator.quote(s.field().name())
        + ", "
        + i
        + ", "
        + message
        + ")";
  }

  /** The pointer field at slot {@code s} of the view's object, as the local {@code t}. */
  private void pointerField(Slot s) {
    line("const t = " + rt("flatPointerField") + "(this.$d, this.$p, " + s.offset() + ");");
  }

  private void viewField(Slot s) {
    TsWriter w = out();
    Field f = s.field();
    FieldOptions o = FlatTsEmitter.opts(f);
    TypeRef t = f.type();
    String fname = f.name();
    if (s.placement() == Placement.POINTER && FlatTsEmitter.isMessage(t)) {
      NamedType n = (NamedType) t;
      String cls = host.ctx.ref(n) + "View";
      w.begin(
          overrides(fname) + "get " + fname + "(): " + cls + (f.optional() ? " | undefined" : ""));
      line(check(f.id()) + ";");
      pointerField(s);
      String none;
      if (f.optional()) {
        none = "undefined";
      } else if (host.ctx.hasDefault(n.decl())) {
        none = "(this.v$" + fname + " ??= new " + cls + "()).at(" + emptyAt() + ")";
      } else {
        none = rt("flatMissingUnion") + "(this.$p)";
      }
      line("if (t === 0) return " + none + ";");
      line(
          "return (this.v$"
              + fname
              + " ??= new "
              + cls
              + "()).at(this.$b, this.$d, t, this.$c, this.$depth + 1);");
      w.end();
      return;
    }
    if (s.placement() == Placement.POINTER && t instanceof ListType lt) {
      TypeRef e = lt.element();
      String arr = FlatTsEmitter.typedArray(t, o);
      if (arr != null) {
        arr = g(arr);
        line("/** As a typed array: a view over the input when aligned, else a copy. */");
        w.begin(overrides(fname) + "get " + fname + "(): " + arr);
        line(check(f.id()) + ";");
        pointerField(s);
        line("if (t === 0) return new " + arr + "(0);");
        line(
            "return "
                + rt("flatScalarList")
                + "(this.$b, this.$d, t, "
                + FlatLayout.inline(e).width()
                + ", (buf, off, n) => new "
                + arr
                + "(buf, off, n));");
        w.end();
        return;
      }
      boolean message = FlatTsEmitter.isMessage(e);
      boolean string = e instanceof ScalarType st && st.kind() == ScalarKind.STRING;
      if (message || string) {
        elementAccessors(s, e, message);
        return;
      }
    }
    // Everything else: read (scalars in place; strings decoded; other composites decoded) as the
    // message's decode reads the field.
    String type = host.ctx.tsType(t, o) + (f.optional() ? " | undefined" : "");
    w.begin(overrides(fname) + "get " + fname + "(): " + type);
    if (s.placement() == Placement.POINTER || host.needsCheck(t)) {
      line(check(f.id()) + ";");
    }
    if (shortRead(s)) {
      w.end();
      return;
    }
    host.messages.readPrelude(List.of(s), true);
    FlatTsMessages.Read r = host.messages.fieldRead(s);
    if (r.pointer() != null) {
      line("const t = " + r.pointer() + ";");
    }
    line("return " + r.value() + ";");
    w.end();
  }

  /**
   * The body of a getter that reads one field through the runtime's {@code flatPointerField},
   * {@code flatDataField} or {@code flatBitField} (each reads the object header itself, as the
   * general form's locals do), or false for the general form (a field that fails where it is
   * missing, an inline value holding pointers).
   */
  private boolean shortRead(Slot s) {
    Field f = s.field();
    FieldOptions o = FlatTsEmitter.opts(f);
    TypeRef t = f.type();
    switch (s.placement()) {
      case POINTER -> {
        if (!f.optional() && !host.hasDefaultValue(t)) {
          return false;
        }
        pointerField(s);
        String absent = f.optional() ? "undefined" : host.values.fieldDefault(f, "this.$p");
        line(
            "return t !== 0 ? "
                + host.values.readTarget(t, o, "t", "this.$b", "this.$d")
                + " : "
                + absent
                + ";");
        return true;
      }
      case BIT -> {
        String bit = rt("flatBitField") + "(this.$d, this.$p, ";
        String value = bit + s.bit() + ")";
        if (f.optional()) {
          line("return " + bit + s.presenceBit() + ") ? " + value + " : undefined;");
        } else {
          line("return " + (FlatTsEmitter.defaultBits(f) != 0 ? "!" : "") + value + ";");
        }
        return true;
      }
      case DATA -> {
        if (FlatLayout.isPointer(t) || FlatTsEmitter.readsBytes(t)) {
          return false;
        }
        line(
            "const d = this.$d, a = "
                + rt("flatDataField")
                + "(d, this.$p, "
                + s.offset()
                + ", "
                + s.width()
                + ");");
        if (f.optional()) {
          line(
              "return a >= 0 && "
                  + rt("flatBitField")
                  + "(d, this.$p, "
                  + s.presenceBit()
                  + ") ? "
                  + host.values.readInline(t, o, "a", 0, "this.$b", "d")
                  + " : undefined;");
        } else {
          line(
              "return a >= 0 ? "
                  + host.values.readInline(t, o, "a", FlatTsEmitter.defaultBits(f), "this.$b", "d")
                  + " : "
                  + host.values.fieldDefault(f, "this.$p")
                  + ";");
        }
        return true;
      }
    }
    return false;
  }

  /**
   * The members of TypeScript's {@code Object} interface that a field may be named (SCHEMA.md N5
   * forbids {@code constructor}, and {@code toString} for fields): TypeScript takes them for
   * members of every class's base, so with {@code noImplicitOverride} a view's accessor of that
   * name needs {@code override} (and only then: TypeScript does not hold it to {@code Object}'s
   * signature).
   */
  private static final Set<String> OBJECT_MEMBERS =
      Set.of(
          "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "valueOf");

  /** {@code "override "} for an accessor named like a member of {@code Object}, else nothing. */
  private static String overrides(String accessor) {
    return OBJECT_MEMBERS.contains(accessor) ? "override " : "";
  }

  /** {@code xLength()} and {@code x(i)} of a list of messages or strings, read per element. */
  private void elementAccessors(Slot s, TypeRef e, boolean message) {
    TsWriter w = out();
    String fname = s.field().name();
    line("/** Number of elements of " + fname + ". */");
    w.begin(fname + "Length(): number");
    line(checkElement(s, "-1", message) + ";");
    pointerField(s);
    line("return t === 0 ? 0 : this.$d.getUint32(t, true);");
    w.end();
    w.blank();
    String type = message ? host.ctx.ref((NamedType) e) + "View" : "string";
    line(
        "/** Element `i` of "
            + fname
            + (message ? " (the same view object for every index)." : ".")
            + " */");
    w.begin(overrides(fname) + fname + "(i: number): " + type);
    line(checkElement(s, "i", message) + ";");
    pointerField(s);
    line("const n = t === 0 ? 0 : this.$d.getUint32(t, true);");
    line(
        // An index that is no integer (0.5, true) is out of range too: it would read between slots.
        "if (!((i | 0) === i && i >= 0 && i < n)) throw new "
            + g("RangeError")
            + "(`index ${i} outside 0..${n - 1} of "
            + fname
            + "`);");
    line("const slot = t + 4 + 4 * i;");
    if (message) {
      String cls = host.ctx.ref((NamedType) e) + "View";
      line("const e = " + rt("flatPointer") + "(this.$d, slot);");
      String none =
          host.ctx.hasDefault(((NamedType) e).decl())
              ? "(this.v$" + fname + " ??= new " + cls + "()).at(" + emptyAt() + ")"
              : rt("flatMissingUnion") + "(slot)";
      line("if (e === 0) return " + none + ";");
      line(
          "return (this.v$"
              + fname
              + " ??= new "
              + cls
              + "()).at(this.$b, this.$d, e, this.$c, this.$depth + 2);");
    } else {
      line("return " + rt("flatStringOr") + "(this.$b, this.$d, slot, \"\");");
    }
    w.end();
  }
}
