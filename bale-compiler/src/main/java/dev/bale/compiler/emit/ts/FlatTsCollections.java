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

  /** Writes the helper {@code name} with {@code body} into a fork on first use; returns name. */
  private String helper(String name, Body body) {
    if (host.helpers.containsKey(name)) {
      return name;
    }
    // Reserved before the body is written: recursion emits the element helpers after it.
    TsWriter fork = host.module.fork();
    host.helpers.put(name, fork);
    TsWriter saved = host.out;
    host.out = fork;
    body.emit();
    fork.blank();
    host.out = saved;
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
          TsWriter w = out();
          int stride = stride(t);
          // Under path segment `field`; `required`: an unset pointer is an empty list or map whose
          // default written again takes a level (FORMAT.md §7).
          w.begin(
              "function "
                  + name
                  + "(v: "
                  + flatType("FlatVerifier")
                  + ", slot: number, field: string | number, required = true): void");
          line("const list = v.pushList(field, slot, " + stride + ", " + align(t) + ", required);");
          boolean elements = !(t instanceof ListType l0) || host.needsCheck(l0.element());
          if (elements) {
            w.begin("if (list !== 0)");
          }
          if (t instanceof ListType l) {
            if (elements) {
              line("const n = v.i32(list) >>> 0;");
              String pos = "list + 4 + " + stride + " * i";
              String stmt = host.values.inlineStatement(l.element(), o, pos, 0, "i");
              if (stmt != null) {
                line("for (let i = 0; i < n; i++) " + stmt);
              } else {
                w.begin("for (let i = 0; i < n; i++)");
                host.values.verifyInline(l.element(), o, pos, 0, "i", true);
                w.end();
              }
            }
          } else {
            verifyEntries((MapType) t, o, stride);
          }
          if (elements) {
            w.end();
          }
          line("v.popAt(list);");
          w.end();
        });
  }

  /** The loop of a map's verify helper: each entry's key and value, the keys distinct. */
  private void verifyEntries(MapType m, FieldOptions o, int stride) {
    TsWriter w = out();
    EntryLayout e = FlatLayout.entry(m);
    line("const n = v.i32(list) >>> 0;");
    line("const keys = new " + g("Set") + "<" + host.ctx.tsType(m.key(), o) + ">();");
    String spread = FlatTsEmitter.keySpreadMethod(m.key());
    if (spread != null) {
      line("const spread = " + rt("mapKeySpread") + "(n);");
    }
    line("let t = 0;");
    w.begin("for (let i = 0; i < n; i++)");
    line("const at = list + 4 + " + stride + " * i;");
    line("v.push(i);");
    if (host.needsCheck(m.key())) {
      host.values.verifyInline(m.key(), o, "at", 0, "\"key\"", true);
    }
    line("const key = " + host.values.readInline(m.key(), o, "at", 0, "v.bytes", "v.view") + ";");
    line("if (keys.has(key)) throw v.error(\"DUPLICATE_MAP_KEY\", at, \"duplicate map key\");");
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
      host.values.verifyInline(m.value(), o, "at + " + e.valueOffset(), 0, "\"value\"", true);
    }
    line("v.pop();");
    w.end();
    line("void t;");
  }

  String readHelper(TypeRef t, FieldOptions o) {
    String name = "fr$" + host.key(t, o);
    return helper(
        name,
        () -> {
          TsWriter w = out();
          int stride = stride(t);
          String type = host.ctx.tsType(t, o);
          w.begin("function " + name + "(" + bytesParams() + ", list: number): " + type);
          line("const n = d.getUint32(list, true);");
          line(
              rt("flatChargeCollection")
                  + "(list, n, "
                  + (t instanceof ListType l0
                      ? DecodedSize.element(l0.element())
                      : DecodedSize.mapEntry((MapType) t))
                  + ");");
          String savedCharge = host.chargeAt;
          host.chargeAt = "list";
          if (t instanceof ListType l
              && l.element() instanceof ScalarType st
              && (st.kind() == ScalarKind.F32 || st.kind() == ScalarKind.F64)) {
            // Through the runtime, which keeps NaN bits (an array of unboxed doubles loses them).
            line("void b;");
            String read = st.kind() == ScalarKind.F32 ? "flatF32s" : "flatF64s";
            line("const out: " + type + " = " + rt(read) + "(d, list + 4, n);");
          } else if (t instanceof ListType l) {
            TypeRef e = l.element();
            readLocals(FlatTsEmitter.readsThroughT(e), FlatTsEmitter.readsBytes(e));
            line("const out: " + type + " = new " + g("Array") + "(n);");
            w.begin("for (let i = 0; i < n; i++)");
            line(
                "out[i] = "
                    + host.values.readInline(e, o, "list + 4 + " + stride + " * i", 0, "b", "d")
                    + ";");
            w.end();
          } else {
            MapType m = (MapType) t;
            EntryLayout e = FlatLayout.entry(m);
            readLocals(
                FlatTsEmitter.readsThroughT(m.key()) || FlatTsEmitter.readsThroughT(m.value()),
                FlatTsEmitter.readsBytes(m.key()) || FlatTsEmitter.readsBytes(m.value()));
            line("const out: " + type + " = new " + g("Map") + "();");
            w.begin("for (let i = 0; i < n; i++)");
            line("const at = list + 4 + " + stride + " * i;");
            line("const key = " + host.values.readInline(m.key(), o, "at", 0, "b", "d") + ";");
            line(
                "out.set(key, "
                    + host.values.readInline(m.value(), o, "at + " + e.valueOffset(), 0, "b", "d")
                    + ");");
            w.end();
          }
          host.chargeAt = savedCharge;
          line("return out;");
          w.end();
        });
  }

  /**
   * Declares {@code t} when the reads that follow go through a pointer, and marks {@code b} used
   * when they do not read it.
   */
  void readLocals(boolean usesT, boolean usesB) {
    if (usesT) {
      line("let t = 0;");
    }
    if (!usesB) {
      line("void b;");
    }
  }

  String writeHelper(TypeRef t, FieldOptions o) {
    String name = "fw$" + host.key(t, o);
    return helper(
        name,
        () -> {
          TsWriter w = out();
          int stride = stride(t);
          String type = host.ctx.tsType(t, o);
          w.begin(
              "function " + name + "(w: " + flatType("FlatBuilder") + ", v: " + type + "): number");
          if (t instanceof ListType l) {
            TypeRef e = l.element();
            line("const a = w.array(v);");
            line("w.enter();");
            line("const n = a.length;");
            line("const list = w.list(n, " + stride + ", " + align(t) + ");");
            if (!FlatLayout.isPointer(e)) {
              w.begin("for (let i = 0; i < n; i++)");
              host.values.fillInline(e, o, "list + 4 + " + stride + " * i", "a[i]!", 0);
              w.end();
            }
            if (FlatTsEmitter.hasPointers(e)) {
              w.begin("for (let i = 0; i < n; i++)");
              host.values.targetsInline(e, o, "list + 4 + " + stride + " * i", "a[i]!");
              w.end();
            }
          } else {
            writeEntries((MapType) t, o, stride);
          }
          line("w.exit();");
          line("return list;");
          w.end();
        });
  }

  /** The loops of a map's write helper: the entries' inline parts, then their targets. */
  private void writeEntries(MapType m, FieldOptions o, int stride) {
    TsWriter w = out();
    EntryLayout e = FlatLayout.entry(m);
    line("const map = w.mapValue(v);");
    line("w.enter();");
    line("const list = w.list(map.size, " + stride + ", " + align(m) + ");");
    boolean fill = !FlatLayout.isPointer(m.key()) || !FlatLayout.isPointer(m.value());
    if (fill) {
      line("let at = list + 4;");
      w.begin(
          "for (const "
              + FlatTsEmitter.entryVars(
                  !FlatLayout.isPointer(m.key()), !FlatLayout.isPointer(m.value()))
              + " of map)");
      host.values.fillInline(m.key(), o, "at", "key", 0);
      host.values.fillInline(m.value(), o, "at + " + e.valueOffset(), "value", 0);
      line("at += " + stride + ";");
      w.end();
    }
    if (FlatTsEmitter.hasPointers(m.key()) || FlatTsEmitter.hasPointers(m.value())) {
      line((fill ? "at" : "let at") + " = list + 4;");
      w.begin(
          "for (const "
              + FlatTsEmitter.entryVars(
                  FlatTsEmitter.hasPointers(m.key()), FlatTsEmitter.hasPointers(m.value()))
              + " of map)");
      host.values.targetsInline(m.key(), o, "at", "key");
      host.values.targetsInline(m.value(), o, "at + " + e.valueOffset(), "value");
      line("at += " + stride + ";");
      w.end();
    }
  }
}
