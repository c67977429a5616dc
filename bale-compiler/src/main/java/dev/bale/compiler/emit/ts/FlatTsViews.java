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
    String name = m.name();
    String cls = name + "View";
    rt("Limits");
    line("/**");
    line(
        " * Zero-copy view of a flat "
            + name
            + " (FORMAT.md Part II); the nested and element views");
    line(" * it returns are reused (one per field), so copy what you keep before the next access.");
    line(" */");
    line("export class " + cls + " {");
    host.indent = 1;
    viewType = name + "$flat";
    line("private $b: Uint8Array = " + rt("FLAT_EMPTY_MESSAGE") + ";");
    line("private $d: DataView = " + rt("FLAT_EMPTY_MESSAGE_VIEW") + ";");
    line("private $p = 8;");
    line("private $c: FlatVerifier | undefined = undefined;");
    line("private $depth = 1;");
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
    line("");
    String dv = "new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)";
    line("/** Checked access (§F13) to unframed `bytes`: each getter checks what it reads. */");
    line("wrap(bytes: Uint8Array, limits?: Limits): this {");
    line("  const c = " + rt("flatCheck") + "(" + name + "$flat, bytes, limits);");
    line("  return this.at(bytes, " + dv + ", 8, c);");
    line("}");
    line("");
    line(
        "/** Like `wrap` for a framed root (codec 2; the fingerprint must match unless told not to). */");
    line("wrapFramed(bytes: Uint8Array, limits?: Limits, checkFingerprint = true): this {");
    line(
        "  const c = "
            + rt("flatCheckFramed")
            + "("
            + name
            + "$flat, bytes, limits, checkFingerprint);");
    line("  return this.at(bytes, " + dv + ", c.bodyStart() + 8, c);");
    line("}");
    line("");
    line("/** Verifies all of `bytes` (unframed, §F10) first; the getters then read unchecked. */");
    line("wrapVerified(bytes: Uint8Array, limits?: Limits): this {");
    line("  const root = " + rt("verifyFlat") + "(" + name + "$flat, bytes, limits);");
    line("  return this.at(bytes, " + dv + ", root);");
    line("}");
    line("");
    line(
        "/** Points at the root WITHOUT verifying: only for bytes produced or verified before (§F13). */");
    line("wrapUnchecked(bytes: Uint8Array): this {");
    line(
        "  return this.at(bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), 8);");
    line("}");
    line("");
    line(
        "/** Points at the object at `obj` (depth `depth`), checked by `c` or verified before. */");
    line("at(b: Uint8Array, d: DataView, obj: number, c?: FlatVerifier, depth = 1): this {");
    line("  this.$b = b;");
    line("  this.$d = d;");
    line("  this.$p = obj;");
    line("  this.$c = c;");
    line("  this.$depth = depth;");
    line("  return this;");
    line("}");
    line("");
    line("/** Decodes the whole message into a value. */");
    line("decode(): " + name + " {");
    line("  " + check(0) + ";");
    line("  " + rt("flatDecodeBegin") + "(" + name + "$flat, this.$b.length, this.$c?.limits);");
    line("  try {");
    line("    return " + name + "$flat.read(this.$b, this.$d, this.$p);");
    line("  } finally {");
    line("    " + rt("flatForget") + "();");
    line("  }");
    line("}");
    for (Slot s : l.slots()) {
      line("");
      viewField(s);
    }
    host.indent = 0;
    line("}");
    line("");
  }

  /** The indent of a getter's body, at which a field's read is emitted. */
  private static final int READ_INDENT = 2;

  /** The {@code X$flat} of the message whose view is being written. */
  private String viewType;

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

  private void viewField(Slot s) {
    Field f = s.field();
    FieldOptions o = FlatTsEmitter.opts(f);
    TypeRef t = f.type();
    String fname = f.name();
    if (s.placement() == Placement.POINTER && FlatTsEmitter.isMessage(t)) {
      NamedType n = (NamedType) t;
      String cls = host.ctx.ref(n) + "View";
      line("get " + fname + "(): " + cls + (f.optional() ? " | undefined" : "") + " {");
      line("  " + check(f.id()) + ";");
      line("  const t = " + rt("flatPointerField") + "(this.$d, this.$p, " + s.offset() + ");");
      String none;
      if (f.optional()) {
        none = "undefined";
      } else if (host.ctx.hasDefault(n.decl())) {
        none =
            "(this.v$"
                + fname
                + " ??= new "
                + cls
                + "()).at(FLAT_EMPTY_MESSAGE, FLAT_EMPTY_MESSAGE_VIEW, 8)";
      } else {
        none = rt("flatMissingUnion") + "(this.$p)";
      }
      line("  if (t === 0) return " + none + ";");
      line(
          "  return (this.v$"
              + fname
              + " ??= new "
              + cls
              + "()).at(this.$b, this.$d, t, this.$c, this.$depth + 1);");
      line("}");
      return;
    }
    if (s.placement() == Placement.POINTER && t instanceof ListType lt) {
      TypeRef e = lt.element();
      String arr = FlatTsEmitter.typedArray(t, o);
      if (arr != null) {
        line("/** As a typed array: a view over the input when aligned, else a copy. */");
        line("get " + fname + "(): " + arr + " {");
        line("  " + check(f.id()) + ";");
        line("  const t = " + rt("flatPointerField") + "(this.$d, this.$p, " + s.offset() + ");");
        line("  if (t === 0) return new " + arr + "(0);");
        line(
            "  return "
                + rt("flatScalarList")
                + "(this.$b, this.$d, t, "
                + FlatLayout.inline(e).width()
                + ", (buf, off, n) => new "
                + arr
                + "(buf, off, n));");
        line("}");
        return;
      }
      boolean message = FlatTsEmitter.isMessage(e);
      boolean string = e instanceof ScalarType st && st.kind() == ScalarKind.STRING;
      if (message || string) {
        line("/** Number of elements of " + fname + ". */");
        line(fname + "Length(): number {");
        line("  " + checkElement(s, "-1", message) + ";");
        line("  const t = " + rt("flatPointerField") + "(this.$d, this.$p, " + s.offset() + ");");
        line("  return t === 0 ? 0 : this.$d.getUint32(t, true);");
        line("}");
        line("");
        String type = message ? host.ctx.ref((NamedType) e) + "View" : "string";
        line(
            "/** Element `i` of "
                + fname
                + (message ? " (the same view object for every index)." : ".")
                + " */");
        line(fname + "(i: number): " + type + " {");
        line("  " + checkElement(s, "i", message) + ";");
        line("  const t = " + rt("flatPointerField") + "(this.$d, this.$p, " + s.offset() + ");");
        line("  const n = t === 0 ? 0 : this.$d.getUint32(t, true);");
        line(
            "  if (!(i >= 0 && i < n)) throw new RangeError(`index ${i} outside 0..${n - 1} of "
                + fname
                + "`);");
        line("  const slot = t + 4 + 4 * i;");
        if (message) {
          String cls = host.ctx.ref((NamedType) e) + "View";
          line("  const e = " + rt("flatPointer") + "(this.$d, slot);");
          String none =
              host.ctx.hasDefault(((NamedType) e).decl())
                  ? "(this.v$"
                      + fname
                      + " ??= new "
                      + cls
                      + "()).at(FLAT_EMPTY_MESSAGE, FLAT_EMPTY_MESSAGE_VIEW, 8)"
                  : rt("flatMissingUnion") + "(slot)";
          line("  if (e === 0) return " + none + ";");
          line(
              "  return (this.v$"
                  + fname
                  + " ??= new "
                  + cls
                  + "()).at(this.$b, this.$d, e, this.$c, this.$depth + 2);");
        } else {
          line("  return " + rt("flatStringOr") + "(this.$b, this.$d, slot, \"\");");
        }
        line("}");
        return;
      }
    }
    // Everything else: read (scalars in place; strings decoded; other composites decoded).
    String type = host.ctx.tsType(t, o) + (f.optional() ? " | undefined" : "");
    StringBuilder saved = host.sb;
    int savedIndent = host.indent;
    host.sb = new StringBuilder();
    host.indent = READ_INDENT;
    host.messages.fieldRead(s);
    String text = host.sb.toString();
    host.sb = saved;
    host.indent = savedIndent;
    // The decode's read of the field, as a getter: its one `t = ...` becomes a const and its
    // `const _name: T = value;` the return.
    String pad = "  ".repeat(READ_INDENT);
    String assignT = pad + "t = ";
    boolean oneT = text.startsWith(assignT) && !text.substring(assignT.length()).contains("(t = ");
    if (oneT) {
      text = pad + "const t = " + text.substring(assignT.length());
    }
    String local = pad + "const _" + fname + ": " + type + " = ";
    int last = text.lastIndexOf(local);
    boolean returns = last >= 0 && text.indexOf('\n', last) == text.length() - 1;
    if (returns) {
      text = text.substring(0, last) + pad + "return " + text.substring(last + local.length());
    }
    line("get " + fname + "(): " + type + " {");
    host.indent++;
    if (s.placement() == Placement.POINTER || host.needsCheck(t)) {
      line(check(f.id()) + ";");
    }
    host.messages.readPrelude(oneT ? text.replace("const t = ", "") : text, true);
    host.indent--;
    host.sb.append(text);
    if (!returns) {
      line("  return _" + fname + ";");
    }
    line("}");
  }
}
