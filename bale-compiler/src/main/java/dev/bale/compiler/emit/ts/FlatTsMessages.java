package dev.bale.compiler.emit.ts;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.schema.DefaultLevels;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.flat.FlatLayout.MessageLayout;
import dev.bale.schema.flat.FlatLayout.Placement;
import dev.bale.schema.flat.FlatLayout.Slot;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The {@code X$flat} codec object of a message: verify, read and write. A part of {@link
 * FlatTsEmitter}.
 */
final class FlatTsMessages extends FlatTsPart {
  FlatTsMessages(FlatTsEmitter host) {
    super(host);
  }

  String message(MessageDecl m) {
    host.sb = new StringBuilder();
    String name = m.name();
    MessageLayout l = FlatLayout.message(m);
    rt("FlatBuilder");
    rt("FlatVerifier");
    rt("FlatMessageType");
    line("/** Flat codec of " + name + " (FORMAT.md Part II): verify, read, write. */");
    line("export const " + name + "$flat: FlatMessageType<" + name + "> = {");
    host.indent = 1;
    line("schemaName: " + TsGenerator.quote(m.fullName()) + ",");
    line("fingerprint: " + name + ".fingerprint,");
    line("defaultSize: " + DecodedSize.defaultInstance(m) + ",");
    verifyMessage(l);
    readMessage(m, name, l);
    writeMessage(name, l);
    host.indent = 0;
    line("};");
    line("");
    host.views.view(m, l);
    return host.sb.toString();
  }

  /** Lines declaring what a field read uses, for the given field-read text. */
  void readPrelude(String text, boolean view) {
    if (view && text.contains("(b, ")) {
      line("const b = this.$b;");
    }
    if (view) {
      line("const d = this.$d;");
      line("const obj = this.$p;");
    }
    if (text.contains("ptrs_")) {
      line("const ptrs_ = d.getUint16(obj + 2, true);");
    }
    if (text.contains("dbytes_")) {
      line("const dbytes_ = d.getUint16(obj, true);");
    }
    if (text.contains("data_")) {
      line("const data_ = obj + " + rt("dataStart") + "(d.getUint16(obj + 2, true));");
    }
    if (FlatTsEmitter.usesT(text)) {
      line("let t = 0;");
    }
  }

  /** A composite field read as its default (FORMAT.md §7, §F10.2), checked at the object. */
  private void leftOut(Field f, int levels) {
    line(
        "  v.leftOut("
            + TsGenerator.quote(f.name())
            + ", "
            + levels
            + ", "
            + DefaultLevels.messages(f)
            + ", obj);");
  }

  private void verifyMessage(MessageLayout l) {
    StringBuilder saved = host.sb;
    host.sb = new StringBuilder();
    host.indent = 2;
    for (Slot s : l.slots()) {
      Field f = s.field();
      FieldOptions o = FlatTsEmitter.opts(f);
      // `only`: checked access verifies one field (FORMAT.md §F13), a message field only as far
      // as its object; 0 verifies every field.
      String mine = "(only === 0 || only === " + f.id() + ")";
      if (s.placement() == Placement.POINTER) {
        String slot = "obj + " + (4 + 4 * s.offset());
        line("if (ptrs_ > " + s.offset() + " && " + mine + ") {");
        StringBuilder outer = host.sb;
        host.sb = new StringBuilder();
        host.indent++;
        host.lazyMessage = FlatTsEmitter.isMessage(f.type());
        host.values.verifySlot(f.type(), o, slot, !f.optional());
        host.lazyMessage = false;
        host.indent--;
        String check = host.sb.toString();
        host.sb = outer;
        String string = "  ".repeat(host.indent + 1) + "v.string(" + slot + ");\n";
        if (check.equals(string)) {
          line("  v.stringField(" + TsGenerator.quote(f.name()) + ", " + slot + ");");
        } else {
          line("  v.push(" + TsGenerator.quote(f.name()) + ");");
          host.sb.append(check);
          line("  v.pop();");
        }
        int levels = DefaultLevels.of(f);
        if (!f.optional() && !host.hasDefaultValue(f.type())) {
          line("} else if (" + mine + ") {");
          line("  throw v.missingUnion(obj);");
        } else if (levels > 0) {
          // Absent: its default, written again, takes these levels (FORMAT.md §7).
          line("} else if (" + mine + ") {");
          leftOut(f, levels);
        }
        line("}");
      } else if (s.placement() == Placement.DATA && host.needsCheck(f.type())) {
        String cond = "dbytes_ >= " + (s.offset() + s.width());
        if (f.optional()) {
          cond += " && " + rt("flatBit") + "(v.view, data_, dbytes_, " + s.presenceBit() + ")";
        }
        line("if (" + cond + " && " + mine + ") {");
        line("  v.push(" + TsGenerator.quote(f.name()) + ");");
        host.indent++;
        host.values.verifyInline(
            f.type(), o, "data_ + " + s.offset(), f.optional() ? 0 : FlatTsEmitter.defaultBits(f));
        host.indent--;
        line("  v.pop();");
        int levels = DefaultLevels.of(f);
        if (levels > 0) {
          // A struct beyond this object's data: its default, written again (FORMAT.md §7).
          line("} else if (" + mine + ") {");
          leftOut(f, levels);
        }
        line("}");
      }
    }
    String text = host.sb.toString();
    host.sb = saved;
    host.indent = 1;
    line("verify(v: FlatVerifier, obj: number, only = 0): void {");
    if (text.isEmpty()) {
      line("  void only;");
    }
    if (text.contains("ptrs_")) {
      line("  const ptrs_ = v.ptrCount(obj);");
    }
    if (text.contains("dbytes_")) {
      line("  const dbytes_ = v.dataBytes(obj);");
    }
    if (text.contains("data_")) {
      line("  const data_ = v.data(obj);");
    }
    if (text.isEmpty()) {
      line("  void v, void obj;");
    }
    host.sb.append(text);
    line("},");
  }

  private void readMessage(MessageDecl m, String name, MessageLayout l) {
    StringBuilder saved = host.sb;
    host.sb = new StringBuilder();
    host.indent = 2;
    host.chargeAt = "obj";
    host.sized = new ArrayList<>();
    // Charged once, at the end: the record, its strings and bytes (FORMAT.md §7.1).
    host.sized.add(String.valueOf(DecodedSize.record(m)));
    for (Slot s : l.slots()) {
      fieldRead(s);
    }
    List<String> sizes = host.sized;
    host.sized = null;
    host.chargeAt = null;
    String text = host.sb.toString();
    host.sb = saved;
    host.indent = 1;
    line("read(b: Uint8Array, d: DataView, obj: number): " + name + " {");
    line("  const shared = " + rt("flatShared") + "(d, obj, this);");
    line("  if (shared !== undefined) return shared as " + name + ";");
    host.indent = 2;
    readPrelude(text, false);
    if (!text.contains("(b, ")) {
      line("void b;");
    }
    host.indent = 1;
    host.sb.append(text);
    if (!sizes.isEmpty()) {
      line("  " + rt("flatCharge") + "(obj, " + String.join(" + ", sizes) + ");");
    }
    line("  return " + rt("flatRemember") + "(obj, this, {");
    for (Slot s : l.slots()) {
      line("    " + s.field().name() + ": _" + s.field().name() + ",");
    }
    line("    $unknown: undefined,");
    line("  });");
    line("},");
  }

  /** Emits {@code const _name = ...} reading one field of the object {@code obj}. */
  void fieldRead(Slot s) {
    Field f = s.field();
    FieldOptions o = FlatTsEmitter.opts(f);
    String local = "_" + f.name();
    String t = host.ctx.tsType(f.type(), o) + (f.optional() ? " | undefined" : "");
    switch (s.placement()) {
      case POINTER -> {
        String savedCharge = host.chargeAt;
        if (host.sized != null
            && f.type() instanceof ScalarType st
            && (st.kind() == ScalarKind.STRING || st.kind() == ScalarKind.BYTES)) {
          // Charged with the message's other strings and bytes at its end (readMessage).
          host.sized.add(
              rt(st.kind() == ScalarKind.STRING ? "flatStringSize" : "flatBytesSize")
                  + "("
                  + local
                  + ")");
          host.chargeAt = null;
        }
        String slot = "obj + " + (4 + 4 * s.offset());
        String absent =
            f.optional()
                ? "undefined"
                : host.values.charged(f.type(), host.values.fieldDefault(f, "obj"));
        String isNull =
            f.optional()
                ? "undefined"
                : host.values.charged(f.type(), host.values.fieldDefault(f, slot));
        line("t = ptrs_ > " + s.offset() + " ? " + rt("flatPointer") + "(d, " + slot + ") : 0;");
        line(
            "const "
                + local
                + ": "
                + t
                + " = t !== 0 ? "
                + host.values.readTarget(f.type(), o, "t")
                + (absent.equals(isNull)
                    ? " : " + absent
                    : " : ptrs_ > " + s.offset() + " ? " + isNull + " : " + absent)
                + ";");
        host.chargeAt = savedCharge;
      }
      case BIT -> {
        String value = rt("flatBit") + "(d, data_, dbytes_, " + s.bit() + ")";
        if (f.optional()) {
          String presence = rt("flatBit") + "(d, data_, dbytes_, " + s.presenceBit() + ")";
          line("const " + local + ": " + t + " = " + presence + " ? " + value + " : undefined;");
        } else {
          line(
              "const "
                  + local
                  + ": "
                  + t
                  + " = "
                  + (FlatTsEmitter.defaultBits(f) != 0 ? "!" : "")
                  + value
                  + ";");
        }
      }
      case DATA -> {
        String cond = "dbytes_ >= " + (s.offset() + s.width());
        String pos = "data_ + " + s.offset();
        if (f.optional()) {
          String presence = rt("flatBit") + "(d, data_, dbytes_, " + s.presenceBit() + ")";
          line(
              "const "
                  + local
                  + ": "
                  + t
                  + " = "
                  + presence
                  + " && "
                  + cond
                  + " ? "
                  + host.values.readInline(f.type(), o, pos, 0, "b", "d")
                  + " : undefined;");
        } else {
          line(
              "const "
                  + local
                  + ": "
                  + t
                  + " = "
                  + cond
                  + " ? "
                  + host.values.readInline(f.type(), o, pos, FlatTsEmitter.defaultBits(f), "b", "d")
                  + " : "
                  + host.values.fieldDefault(f, "obj")
                  + ";");
        }
      }
    }
  }

  private void writeMessage(String name, MessageLayout l) {
    host.indent = 1;
    line("write(w: FlatBuilder, x: " + name + "): number {");
    host.indent = 2;
    line("const shared = w.sharedAt(w.struct(x));");
    line("if (shared !== 0) return shared;");
    line("w.enter();");
    line("const obj = w.object(" + l.dataBytes() + ", " + l.ptrCount() + ");");
    line("w.share(x, obj);");
    if (l.dataBytes() > 0) {
      line("const data_ = obj + " + l.dataStart() + ";");
    }
    List<Slot> structTargets = new ArrayList<>();
    for (Slot s : l.slots()) {
      Field f = s.field();
      FieldOptions o = FlatTsEmitter.opts(f);
      String get = "x." + f.name();
      switch (s.placement()) {
        case POINTER -> {}
        case BIT -> {
          if (f.optional()) {
            line("if (" + get + " !== undefined) {");
            line("  w.setBit(data_, " + s.presenceBit() + ");");
            line("  if (w.boolValue(" + get + ")) w.setBit(data_, " + s.bit() + ");");
            line("}");
          } else {
            String cmp = FlatTsEmitter.defaultBits(f) != 0 ? " !== true" : "";
            line("if (w.boolValue(" + get + ")" + cmp + ") w.setBit(data_, " + s.bit() + ");");
          }
        }
        case DATA -> {
          String pos = "data_ + " + s.offset();
          if (f.optional()) {
            line("if (" + get + " !== undefined) {");
            line("  w.setBit(data_, " + s.presenceBit() + ");");
            host.indent++;
            host.values.fillInline(f.type(), o, pos, get, 0);
            host.indent--;
            line("}");
          } else {
            host.values.fillInline(f.type(), o, pos, get, FlatTsEmitter.defaultBits(f));
          }
          if (FlatTsEmitter.hasPointers(f.type())) {
            structTargets.add(s);
          }
        }
      }
    }
    for (Slot s : l.slots()) {
      if (s.placement() != Placement.POINTER) {
        continue;
      }
      Field f = s.field();
      String get = "x." + f.name();
      String slot = "obj + " + (4 + 4 * s.offset());
      String stmt =
          "w.pointer("
              + slot
              + ", "
              + host.values.writeTarget(f.type(), FlatTsEmitter.opts(f), get)
              + ");";
      line(f.optional() ? "if (" + get + " !== undefined) " + stmt : stmt);
    }
    structTargets.sort(Comparator.comparingInt(Slot::offset));
    for (Slot s : structTargets) {
      Field f = s.field();
      String get = "x." + f.name();
      StringBuilder saved = host.sb;
      host.sb = new StringBuilder();
      host.values.targetsInline(f.type(), FlatTsEmitter.opts(f), "data_ + " + s.offset(), get);
      String stmt = host.sb.toString().trim();
      host.sb = saved;
      line(f.optional() ? "if (" + get + " !== undefined) " + stmt : stmt);
    }
    line("w.exit();");
    line("return obj;");
    host.indent = 1;
    line("},");
  }
}
