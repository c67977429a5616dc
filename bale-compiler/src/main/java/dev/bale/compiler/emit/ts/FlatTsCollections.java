package dev.bale.compiler.emit.ts;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.compiler.emit.ts.FlatTsEmitter.Body;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.flat.FlatLayout.EntryLayout;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;

/**
 * The verify, read and write helpers of list and map types, one of each per type and module. A part
 * of {@link FlatTsEmitter}.
 */
final class FlatTsCollections extends FlatTsPart {
  FlatTsCollections(FlatTsEmitter host) {
    super(host);
  }

  private String helper(String name, Body body) {
    if (host.helpers.containsKey(name)) {
      return name;
    }
    host.helpers.put(name, "");
    StringBuilder saved = host.sb;
    int savedIndent = host.indent;
    host.sb = new StringBuilder();
    host.indent = 0;
    body.emit();
    line("");
    host.helpers.put(name, host.sb.toString());
    host.sb = saved;
    host.indent = savedIndent;
    return name;
  }

  private static int stride(TypeRef t) {
    if (t instanceof MapType m) {
      return FlatLayout.entry(m).size();
    }
    return FlatLayout.inline(((ListType) t).element()).width();
  }

  private static int align(TypeRef t) {
    if (t instanceof MapType m) {
      return FlatLayout.entry(m).align();
    }
    return FlatLayout.inline(((ListType) t).element()).align();
  }

  String verifyHelper(TypeRef t, FieldOptions o) {
    String name = "fv$" + host.key(t, o);
    return helper(
        name,
        () -> {
          int stride = stride(t);
          line("function " + name + "(v: FlatVerifier, slot: number): void {");
          host.indent = 1;
          line("const list = v.list(slot, " + stride + ", " + align(t) + ");");
          line("if (list === 0) return;");
          if (t instanceof ListType l) {
            if (host.needsCheck(l.element())) {
              line("const n = v.i32(list) >>> 0;");
              line("for (let i = 0; i < n; i++) {");
              line("  v.push(i);");
              host.indent++;
              host.values.verifyInline(l.element(), o, "list + 4 + " + stride + " * i", 0);
              host.indent--;
              line("  v.pop();");
              line("}");
            }
          } else {
            MapType m = (MapType) t;
            EntryLayout e = FlatLayout.entry(m);
            line("const n = v.i32(list) >>> 0;");
            line("const keys = new Set<" + host.ctx.tsType(m.key(), o) + ">();");
            String spread = FlatTsEmitter.keySpreadMethod(m.key());
            if (spread != null) {
              line("const spread = " + rt("mapKeySpread") + "(n);");
            }
            line("let t = 0;");
            line("for (let i = 0; i < n; i++) {");
            host.indent++;
            line("const at = list + 4 + " + stride + " * i;");
            line("v.push(i);");
            if (host.needsCheck(m.key())) {
              line("v.push(\"key\");");
              host.values.verifyInline(m.key(), o, "at", 0);
              line("v.pop();");
            }
            line(
                "const key = "
                    + host.values.readInline(m.key(), o, "at", 0, "v.bytes", "v.view")
                    + ";");
            line(
                "if (keys.has(key)) throw v.error(\"DUPLICATE_MAP_KEY\", at, \"duplicate map key\");");
            if (spread != null) {
              line(
                  "if (spread !== null && !spread."
                      + spread
                      + "(key)) throw v.error(\"LIMIT_EXCEEDED\", at, "
                      + rt("mapKeySpreadMessage")
                      + "());");
            }
            line("keys.add(key);");
            if (host.needsCheck(m.value())) {
              line("v.push(\"value\");");
              host.values.verifyInline(m.value(), o, "at + " + e.valueOffset(), 0);
              line("v.pop();");
            }
            line("v.pop();");
            host.indent--;
            line("}");
            line("void t;");
          }
          line("v.leave();");
          host.indent = 0;
          line("}");
        });
  }

  String readHelper(TypeRef t, FieldOptions o) {
    String name = "fr$" + host.key(t, o);
    return helper(
        name,
        () -> {
          int stride = stride(t);
          String type = host.ctx.tsType(t, o);
          line("function " + name + "(b: Uint8Array, d: DataView, list: number): " + type + " {");
          host.indent = 1;
          line("const n = d.getUint32(list, true);");
          line(
              rt("flatChargeCollection")
                  + "(list, n, "
                  + (t instanceof ListType l0
                      ? DecodedSize.element(l0.element())
                      : DecodedSize.mapEntry((MapType) t))
                  + ");");
          StringBuilder saved = host.sb;
          String savedCharge = host.chargeAt;
          host.chargeAt = "list";
          host.sb = new StringBuilder();
          if (t instanceof ListType l
              && l.element() instanceof ScalarType st
              && (st.kind() == ScalarKind.F32 || st.kind() == ScalarKind.F64)) {
            // Through the runtime, which keeps NaN bits (an array of unboxed doubles loses them).
            String read = st.kind() == ScalarKind.F32 ? "flatF32s" : "flatF64s";
            line("const out: " + type + " = " + rt(read) + "(d, list + 4, n);");
          } else if (t instanceof ListType l) {
            line("const out: " + type + " = new Array(n);");
            line("for (let i = 0; i < n; i++) {");
            line(
                "  out[i] = "
                    + host.values.readInline(
                        l.element(), o, "list + 4 + " + stride + " * i", 0, "b", "d")
                    + ";");
            line("}");
          } else {
            MapType m = (MapType) t;
            EntryLayout e = FlatLayout.entry(m);
            line("const out: " + type + " = new Map();");
            line("for (let i = 0; i < n; i++) {");
            line("  const at = list + 4 + " + stride + " * i;");
            line("  const key = " + host.values.readInline(m.key(), o, "at", 0, "b", "d") + ";");
            line(
                "  out.set(key, "
                    + host.values.readInline(m.value(), o, "at + " + e.valueOffset(), 0, "b", "d")
                    + ");");
            line("}");
          }
          String text = host.sb.toString();
          host.sb = saved;
          host.chargeAt = savedCharge;
          if (FlatTsEmitter.usesT(text)) {
            line("let t = 0;");
          }
          if (!text.contains("(b,") && !text.contains(", b,")) {
            line("void b;");
          }
          host.sb.append(text);
          line("return out;");
          host.indent = 0;
          line("}");
        });
  }

  String writeHelper(TypeRef t, FieldOptions o) {
    String name = "fw$" + host.key(t, o);
    return helper(
        name,
        () -> {
          int stride = stride(t);
          String type = host.ctx.tsType(t, o);
          line("function " + name + "(w: FlatBuilder, v: " + type + "): number {");
          host.indent = 1;
          if (t instanceof ListType l) {
            TypeRef e = l.element();
            line("const a = w.array(v);");
            line("w.enter();");
            line("const n = a.length;");
            line("const list = w.list(n, " + stride + ", " + align(t) + ");");
            if (!FlatLayout.isPointer(e)) {
              line("for (let i = 0; i < n; i++) {");
              host.indent++;
              host.values.fillInline(e, o, "list + 4 + " + stride + " * i", "a[i]!", 0);
              host.indent--;
              line("}");
            }
            if (FlatTsEmitter.hasPointers(e)) {
              line("for (let i = 0; i < n; i++) {");
              host.indent++;
              host.values.targetsInline(e, o, "list + 4 + " + stride + " * i", "a[i]!");
              host.indent--;
              line("}");
            }
          } else {
            MapType m = (MapType) t;
            EntryLayout e = FlatLayout.entry(m);
            line("const map = w.mapValue(v);");
            line("w.enter();");
            line("const list = w.list(map.size, " + stride + ", " + align(t) + ");");
            boolean fill = !FlatLayout.isPointer(m.key()) || !FlatLayout.isPointer(m.value());
            if (fill) {
              line("let at = list + 4;");
              line(
                  "for (const "
                      + FlatTsEmitter.entryVars(
                          !FlatLayout.isPointer(m.key()), !FlatLayout.isPointer(m.value()))
                      + " of map) {");
              host.indent++;
              host.values.fillInline(m.key(), o, "at", "key", 0);
              host.values.fillInline(m.value(), o, "at + " + e.valueOffset(), "value", 0);
              line("at += " + stride + ";");
              host.indent--;
              line("}");
            }
            if (FlatTsEmitter.hasPointers(m.key()) || FlatTsEmitter.hasPointers(m.value())) {
              line((fill ? "at" : "let at") + " = list + 4;");
              line(
                  "for (const "
                      + FlatTsEmitter.entryVars(
                          FlatTsEmitter.hasPointers(m.key()), FlatTsEmitter.hasPointers(m.value()))
                      + " of map) {");
              host.indent++;
              host.values.targetsInline(m.key(), o, "at", "key");
              host.values.targetsInline(m.value(), o, "at + " + e.valueOffset(), "value");
              line("at += " + stride + ";");
              host.indent--;
              line("}");
            }
          }
          line("w.exit();");
          line("return list;");
          host.indent = 0;
          line("}");
        });
  }
}
