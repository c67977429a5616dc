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

  String struct(StructDecl st) {
    host.sb = new StringBuilder();
    String name = st.name();
    StructLayout l = FlatLayout.struct(st);
    rt("FlatBuilder");
    rt("FlatVerifier");
    line("/** Flat codec of the struct " + name + " (inline, " + l.size() + " bytes). */");
    line("export const " + name + "$flat = {");
    host.indent = 1;
    line("size: " + l.size() + ",");
    line("align: " + l.align() + ",");
    // verify
    StringBuilder saved = host.sb;
    host.sb = new StringBuilder();
    host.indent = 2;
    for (Slot s : l.slots()) {
      Field f = s.field();
      if (!host.needsCheck(f.type())) {
        continue;
      }
      line("v.push(" + TsGenerator.quote(f.name()) + ");");
      host.values.verifyInline(
          f.type(), FlatTsEmitter.opts(f), "pos + " + s.offset(), FlatTsEmitter.defaultBits(f));
      line("v.pop();");
    }
    String text = host.sb.toString();
    host.sb = saved;
    host.indent = 1;
    line("verify(v: FlatVerifier, pos: number): void {");
    if (text.isEmpty()) {
      line("  void v, void pos;");
    }
    host.sb.append(text);
    line("},");
    // read
    saved = host.sb;
    host.sb = new StringBuilder();
    host.indent = 2;
    line("return {");
    host.chargeAt = "pos";
    for (Slot s : l.slots()) {
      Field f = s.field();
      line(
          "  "
              + f.name()
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
    line("};");
    host.chargeAt = null;
    text = host.sb.toString();
    host.sb = saved;
    host.indent = 1;
    line("read(b: Uint8Array, d: DataView, pos: number): " + name + " {");
    if (FlatTsEmitter.usesT(text)) {
      line("  let t = 0;");
    }
    if (!text.contains("(b,") && !text.contains(", b,")) {
      line("  void b;");
    }
    host.sb.append(text);
    line("},");
    // fill
    line("fill(w: FlatBuilder, pos: number, x: " + name + "): void {");
    host.indent = 2;
    line("w.struct(x);");
    line("w.enter();");
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
    host.indent = 1;
    line("},");
    // targets
    line("targets(w: FlatBuilder, pos: number, x: " + name + "): void {");
    host.indent = 2;
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
    host.indent = 1;
    line("},");
    host.indent = 0;
    line("};");
    line("");
    return host.sb.toString();
  }

  String union(UnionDecl u) {
    host.sb = new StringBuilder();
    String name = u.name();
    rt("FlatBuilder");
    rt("FlatVerifier");
    line("/** Flat codec of the union " + name + " (a cell: u32 case id, then the value). */");
    line("export const " + name + "$flat = {");
    host.indent = 1;
    line("verify(v: FlatVerifier, cell: number): void {");
    line("  switch (v.i32(cell)) {");
    host.indent = 3;
    for (UnionCase c : u.cases()) {
      CellLayout cl = FlatLayout.cell(c.type());
      line("case " + c.id() + ":");
      line("  v.cellBody(cell, " + cl.size() + ");");
      if (host.needsCheck(c.type())) {
        line("  v.push(" + TsGenerator.quote(c.name()) + ");");
        host.indent++;
        host.values.verifyInline(c.type(), FieldOptions.DEFAULT, "cell + " + cl.valueOffset(), 0);
        host.indent--;
        line("  v.pop();");
      }
      line("  break;");
    }
    line("default:");
    line("  throw v.unknownCase(cell, " + TsGenerator.quote(u.fullName()) + ");");
    host.indent = 1;
    line("  }");
    line("},");
    StringBuilder saved = host.sb;
    host.sb = new StringBuilder();
    host.indent = 3;
    host.chargeAt = "cell";
    for (UnionCase c : u.cases()) {
      CellLayout cl = FlatLayout.cell(c.type());
      line("case " + c.id() + ":");
      line("  " + rt("flatCharge") + "(cell, " + DecodedSize.unionCase(c) + ");");
      line(
          "  return { case: "
              + TsGenerator.quote(c.name())
              + ", value: "
              + host.values.readInline(
                  c.type(), FieldOptions.DEFAULT, "cell + " + cl.valueOffset(), 0, "b", "d")
              + " };");
    }
    host.chargeAt = null;
    String text = host.sb.toString();
    host.sb = saved;
    host.indent = 1;
    line("read(b: Uint8Array, d: DataView, cell: number): " + name + " {");
    if (FlatTsEmitter.usesT(text)) {
      line("  let t = 0;");
    }
    if (!text.contains("(b,") && !text.contains(", b,")) {
      line("  void b;");
    }
    line("  const id = d.getInt32(cell, true);");
    line("  switch (id) {");
    host.sb.append(text);
    line("    default:");
    line(
        "      return "
            + rt("flatUnknownCase")
            + "(cell, id, "
            + TsGenerator.quote(u.fullName())
            + ");");
    line("  }");
    line("},");
    line("write(w: FlatBuilder, x: " + name + "): number {");
    host.indent = 2;
    line("w.enter();");
    line("let cell: number;");
    line("const u = w.unionValue(x);");
    line("switch (u.case) {");
    host.indent = 3;
    for (UnionCase c : u.cases()) {
      CellLayout cl = FlatLayout.cell(c.type());
      String pos = "cell + " + cl.valueOffset();
      line("case " + TsGenerator.quote(c.name()) + ":");
      host.indent++;
      line("cell = w.cell(" + cl.size() + ");");
      line("w.dv.setInt32(cell, " + c.id() + ", true);");
      host.values.fillInline(c.type(), FieldOptions.DEFAULT, pos, "u.value", 0);
      host.values.targetsInline(c.type(), FieldOptions.DEFAULT, pos, "u.value");
      line("break;");
      host.indent--;
    }
    line("default:");
    line(
        "  throw w.invalid(`not a case of "
            + u.fullName()
            + ": ${String((u as { case: unknown }).case)}`);");
    host.indent = 2;
    line("}");
    line("w.exit();");
    line("return cell;");
    host.indent = 1;
    line("},");
    host.indent = 0;
    line("};");
    line("");
    return host.sb.toString();
  }
}
