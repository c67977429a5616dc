package dev.bale.compiler.emit.ts;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.flat.FlatLayout.CellLayout;
import dev.bale.schema.flat.FlatLayout.Slot;
import dev.bale.schema.flat.FlatLayout.StructLayout;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;

/**
 * The {@code X$flat} codec objects of structs (verify, read, fill, targets) and unions (verify,
 * read and write of a cell). A part of {@link FlatTsEmitter}.
 */
final class FlatTsStructsUnions extends FlatTsPart {
  FlatTsStructsUnions(FlatTsEmitter host) {
    super(host);
  }

  void struct(StructDecl st) {
    TsWriter w = out();
    String name = st.name();
    StructLayout l = FlatLayout.struct(st);
    String builder = flatType("FlatBuilder");
    line("/** Flat codec of the struct " + name + " (inline, " + l.size() + " bytes). */");
    w.begin("export const " + name + "$flat =");
    line("size: " + l.size() + ",");
    line("align: " + l.align() + ",");
    // verify
    boolean checked = false;
    for (Slot s : l.slots()) {
      checked |= host.needsCheck(s.field().type());
    }
    w.begin("verify(v: " + flatType("FlatVerifier") + ", pos: number): void");
    if (!checked) {
      line("void v, void pos;");
    }
    for (Slot s : l.slots()) {
      Field f = s.field();
      if (!host.needsCheck(f.type())) {
        continue;
      }
      host.values.verifyInline(
          f.type(),
          FlatTsEmitter.opts(f),
          "pos + " + s.offset(),
          FlatTsEmitter.defaultBits(f),
          TsGenerator.quote(f.name()),
          false);
    }
    w.end(",");
    // read
    boolean usesT = false;
    boolean usesB = false;
    for (Slot s : l.slots()) {
      usesT |= FlatTsEmitter.readsThroughT(s.field().type());
      usesB |= FlatTsEmitter.readsBytes(s.field().type());
    }
    w.begin("read(" + bytesParams() + ", pos: number): " + name);
    host.collections.readLocals(usesT, usesB);
    w.begin("return");
    host.chargeAt = "pos";
    for (Slot s : l.slots()) {
      Field f = s.field();
      line(
          f.name()
              + ": "
              + host.values.readInline(
                  f.type(),
                  FlatTsEmitter.opts(f),
                  "pos + " + s.offset(),
                  FlatTsEmitter.defaultBits(f),
                  "b",
                  "d")
              + ",");
    }
    host.chargeAt = null;
    w.end(";");
    w.end(",");
    // fill
    w.begin("fill(w: " + builder + ", pos: number, x: " + name + "): void");
    line("w.struct(x);");
    line("w.enter();");
    boolean inline = false;
    for (Slot s : l.slots()) {
      inline |= !FlatLayout.isPointer(s.field().type());
    }
    if (!inline) {
      line("void pos;"); // every field is a pointer, written by targets
    }
    for (Slot s : l.slots()) {
      Field f = s.field();
      host.values.fillInline(
          f.type(),
          FlatTsEmitter.opts(f),
          "pos + " + s.offset(),
          "x." + f.name(),
          FlatTsEmitter.defaultBits(f));
    }
    line("w.exit();");
    w.end(",");
    // targets
    w.begin("targets(w: " + builder + ", pos: number, x: " + name + "): void");
    boolean any = false;
    for (Slot s : l.slots()) {
      Field f = s.field();
      if (FlatTsEmitter.hasPointers(f.type())) {
        host.values.targetsInline(
            f.type(), FlatTsEmitter.opts(f), "pos + " + s.offset(), "x." + f.name());
        any = true;
      }
    }
    if (!any) {
      line("void w, void pos, void x;");
    }
    w.end(",");
    w.end(";");
    w.blank();
  }

  void union(UnionDecl u) {
    TsWriter w = out();
    String name = u.name();
    line("/** Flat codec of the union " + name + " (a cell: u32 case id, then the value). */");
    w.begin("export const " + name + "$flat =");
    w.begin("verify(v: " + flatType("FlatVerifier") + ", cell: number): void");
    w.begin("switch (v.i32(cell))");
    for (UnionCase c : u.cases()) {
      CellLayout cl = FlatLayout.cell(c.type());
      line("case " + c.id() + ":");
      w.indent();
      line("v.cellBody(cell, " + cl.size() + ");");
      if (host.needsCheck(c.type())) {
        host.values.verifyInline(
            c.type(),
            FieldOptions.DEFAULT,
            "cell + " + cl.valueOffset(),
            0,
            TsGenerator.quote(c.name()),
            false);
      }
      line("break;");
      w.outdent();
    }
    line("default:");
    w.indent();
    line("throw v.unknownCase(cell, " + TsGenerator.quote(u.fullName()) + ");");
    w.outdent();
    w.end();
    w.end(",");
    boolean usesT = false;
    boolean usesB = false;
    for (UnionCase c : u.cases()) {
      usesT |= FlatTsEmitter.readsThroughT(c.type());
      usesB |= FlatTsEmitter.readsBytes(c.type());
    }
    w.begin("read(" + bytesParams() + ", cell: number): " + name);
    host.collections.readLocals(usesT, usesB);
    line("const id = d.getInt32(cell, true);");
    w.begin("switch (id)");
    host.chargeAt = "cell";
    for (UnionCase c : u.cases()) {
      CellLayout cl = FlatLayout.cell(c.type());
      line("case " + c.id() + ":");
      w.indent();
      line(rt("flatCharge") + "(cell, " + DecodedSize.unionCase(c) + ");");
      line(
          "return { case: "
              + TsGenerator.quote(c.name())
              + ", value: "
              + host.values.readInline(
                  c.type(), FieldOptions.DEFAULT, "cell + " + cl.valueOffset(), 0, "b", "d")
              + " };");
      w.outdent();
    }
    host.chargeAt = null;
    line("default:");
    w.indent();
    line(
        "return " + rt("flatUnknownCase") + "(cell, id, " + TsGenerator.quote(u.fullName()) + ");");
    w.outdent();
    w.end();
    w.end(",");
    w.begin("write(w: " + flatType("FlatBuilder") + ", x: " + name + "): number");
    line("w.enter();");
    line("let cell: number;");
    line("const u = w.unionValue(x);");
    w.begin("switch (u.case)");
    for (UnionCase c : u.cases()) {
      CellLayout cl = FlatLayout.cell(c.type());
      String pos = "cell + " + cl.valueOffset();
      line("case " + TsGenerator.quote(c.name()) + ":");
      w.indent();
      line("cell = w.cell(" + cl.size() + ");");
      line("w.dv.setInt32(cell, " + c.id() + ", true);");
      host.values.fillInline(c.type(), FieldOptions.DEFAULT, pos, "u.value", 0);
      host.values.targetsInline(c.type(), FieldOptions.DEFAULT, pos, "u.value");
      line("break;");
      w.outdent();
    }
    line("default:");
    w.indent();
    line(
        "throw w.invalid(`not a case of "
            + u.fullName()
            + ": ${"
            + rt("shown")
            + "((u as { case: unknown }).case)}`);");
    w.outdent();
    w.end();
    line("w.exit();");
    line("return cell;");
    w.end(",");
    w.end(";");
    w.blank();
  }
}
