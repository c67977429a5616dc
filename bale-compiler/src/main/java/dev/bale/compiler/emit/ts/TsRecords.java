package dev.bale.compiler.emit.ts;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.schema.Canonical;
import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import java.util.ArrayList;
import java.util.List;

/**
 * The compact code of messages and structs: the interface, {@code create}, and the codec object's
 * {@code read} and {@code write}. A part of {@link TsModuleEmitter}.
 */
final class TsRecords extends TsModulePart {
  TsRecords(TsModuleEmitter host) {
    super(host);
  }

  void record(Decl d, List<Field> fields, boolean message) {
    String name = d.name();
    TsWriter w = out();
    w.doc(d.doc());
    w.begin("export interface " + name);
    for (Field f : fields) {
      List<String> doc = new ArrayList<>(f.doc());
      if (f.deprecated()) {
        doc.add("@deprecated");
      }
      w.doc(doc);
      line(
          TsModuleEmitter.prop(f.name())
              + (f.optional()
                  ? "?: " + host.tsType(f.type(), TsModuleEmitter.opts(f)) + " | undefined"
                  : ": ")
              + (f.optional() ? "" : host.tsType(f.type(), TsModuleEmitter.opts(f)))
              + ";");
    }
    if (message) {
      line("/** Fields and flag bits of a newer writer, kept for re-encoding. */");
      line("$unknown?: " + compactType("UnknownFields") + " | undefined;");
    }
    w.end();
    w.blank();
    String iface = compactType(message ? "MessageType" : "CompactType") + "<" + name + ">";
    String typeDecl = message ? iface : iface + " & { create(): " + name + " }";
    w.begin("export const " + name + ": " + typeDecl + " =");
    line("schemaName: " + TsModuleEmitter.str(d.fullName()) + ",");
    if (message) {
      line("fingerprint: 0x" + Long.toUnsignedString(Canonical.fingerprint(d), 16) + "n,");
    }
    line("fieldName: (id) => " + name + "$fields[id],");
    if (!message) {
      line("ownedSize: " + DecodedSize.owned(d) + ",");
    }
    create(name, fields, message);
    if (message) {
      readMessage(name, d, fields);
      writeMessage(name, d);
    } else {
      readStruct(name, fields);
      writeStruct(name, fields);
    }
    w.end(";");
    w.blank();
    StringBuilder names =
        new StringBuilder("const " + name + "$fields: (string | undefined)[] = [undefined");
    for (Field f : fields) {
      names.append(", ").append(TsModuleEmitter.str(f.name()));
    }
    line(names.append("];").toString());
    w.blank();
    host.valueAlias(name);
  }

  private void create(String name, List<Field> fields, boolean message) {
    TsWriter w = out();
    w.begin("create(): " + name);
    w.begin("return");
    for (Field f : fields) {
      String v;
      if (f.optional()) {
        v = "undefined";
      } else {
        String dflt = host.defaultExpr(f);
        // A union field has no default: left unset, writing it fails until the caller sets it.
        v =
            dflt != null
                ? dflt
                : "undefined as unknown as " + host.tsType(f.type(), TsModuleEmitter.opts(f));
      }
      line(TsModuleEmitter.prop(f.name()) + ": " + v + ",");
    }
    if (message) {
      line("$unknown: undefined,");
    }
    w.end(";");
    w.end(",");
  }

  private void readMessage(String name, Decl decl, List<Field> fields) {
    TsWriter w = out();
    w.begin("read(r: " + sourceType() + "): " + name);
    // The decoded-size budget (FORMAT.md §7.1): the same estimate as the Java record's.
    line(
        "const shared = r.beginMessage("
            + host.value(name)
            + ", "
            + DecodedSize.record(decl)
            + ");");
    line("if (shared !== undefined) return shared;");
    CompactLayout layout = CompactLayout.of((MessageDecl) decl);
    if (layout.flagBits() > 0) {
      // The first 28 flag bits as one int, read before any field (a nested message replaces it).
      line("const $flags = r.flagBits();");
    }
    for (CompactLayout.Slot slot : layout.slots()) {
      Field f = slot.field();
      String local = TsModuleEmitter.local(f);
      String t = host.tsType(f.type(), TsModuleEmitter.opts(f));
      if (!slot.inBody()) {
        String valueBit = flagTest(slot.valueBit(), slot.boolDefault());
        if (slot.optional()) {
          line(
              "const "
                  + local
                  + " = "
                  + flagTest(slot.presenceBit(), false)
                  + " ? "
                  + valueBit
                  + " : undefined;");
        } else {
          line("const " + local + " = " + valueBit + ";");
        }
        continue;
      }
      if (slot.optional()) {
        line(
            "const "
                + local
                + ": "
                + t
                + " | undefined = "
                + flagTest(slot.presenceBit(), false)
                + " && r.mark("
                + f.id()
                + ") ? "
                + host.values.readExpr(f.type(), TsModuleEmitter.opts(f))
                + " : undefined;");
        continue;
      }
      String dflt = host.defaultExpr(f);
      if (slot.omitsDefault()) {
        // FORMAT.md §3.2: a set bit means the value follows; a clear one, the default, read
        // exactly as a field the body left out (§3.4: its levels and its budget charge).
        String test = flagTest(slot.presenceBit(), false);
        readOrDefault(f, local, t, test, test + " && r.mark(" + f.id() + ")", false, dflt);
        continue;
      }
      if (dflt == null) {
        line("r.field(" + f.id() + ");");
        w.begin("if (!r.hasMore())");
        line(
            "throw r.error(\"TRUNCATED\", "
                + TsModuleEmitter.str(
                    "message ends before field '" + f.name() + "', which has no default")
                + ");");
        w.end();
        line(
            "const "
                + local
                + ": "
                + t
                + " = "
                + host.values.readExpr(f.type(), TsModuleEmitter.opts(f))
                + ";");
        continue;
      }
      readOrDefault(f, local, t, "r.hasMore()", "r.next(" + f.id() + ")", true, dflt);
    }
    line(
        "const $unknown = r.endMessage("
            + layout.flagBits()
            + ", "
            + TsModuleEmitter.str(decl.fullName())
            + ");");
    w.begin("return");
    for (Field f : fields) {
      line(TsModuleEmitter.prop(f.name()) + ": " + TsModuleEmitter.local(f) + ",");
    }
    line("$unknown,");
    w.end(";");
    w.end(",");
  }

  /**
   * Reads field {@code f} into {@code local} when {@code present} holds, else gives it its default
   * {@code dflt} as a field the body left out takes it (FORMAT.md §3.4): the levels that default
   * would take checked against the depth limit, its decoded size charged. {@code presentMarked} is
   * the same test that also marks the field for error paths, for the one-line form of defaults that
   * take neither; {@code marksAbsent} says that it marks the field when the field is absent too
   * ({@code r.next(id)}), so that a default taking levels can also be read in one line ({@code
   * r.leftOut}) with the long form's error path.
   */
  private void readOrDefault(
      Field f,
      String local,
      String t,
      String present,
      String presentMarked,
      boolean marksAbsent,
      String dflt) {
    int levels = dev.bale.schema.DefaultLevels.of(f);
    int missing = DecodedSize.missingDefault(f.type());
    String read = host.values.readExpr(f.type(), TsModuleEmitter.opts(f));
    if (levels == 0 && missing == 0) {
      line("const " + local + ": " + t + " = " + presentMarked + " ? " + read + " : " + dflt + ";");
      return;
    }
    int messages = dev.bale.schema.DefaultLevels.messages(f);
    if (levels > 0 && marksAbsent) {
      // Marked in both branches, as the long form below does when the default takes levels.
      String leftOut = "r.leftOut(" + dflt + ", " + levels + ", " + messages + ", " + missing + ")";
      line(
          "const "
              + local
              + ": "
              + t
              + " = "
              + presentMarked
              + " ? "
              + read
              + " : "
              + leftOut
              + ";");
      return;
    }
    TsWriter w = out();
    line("let " + local + ": " + t + ";");
    w.begin("if (" + present + ")");
    line("r.field(" + f.id() + ");");
    line(local + " = " + read + ";");
    w.next("else");
    if (levels > 0) {
      line("r.field(" + f.id() + ");");
      line("r.defaultLevels(" + levels + ");");
    }
    if (messages > 0) {
      line("r.defaultMessages(" + messages + ");");
    }
    if (missing > 0) {
      line("r.charge(" + missing + ");");
    }
    line(local + " = " + dflt + ";");
    w.end();
  }

  /**
   * Tests flag bit {@code bit} of the message being read: bits 0-27 in the {@code $flags} int that
   * {@code r.flagBits()} gave at the start of the body, later ones by {@code r.flag(bit)}; {@code
   * clear} tests that the bit is 0.
   */
  private static String flagTest(int bit, boolean clear) {
    if (bit < 28) {
      return "($flags & 0x" + Integer.toHexString(1 << bit) + (clear ? ") === 0" : ") !== 0");
    }
    return (clear ? "!" : "") + "r.flag(" + bit + ")";
  }

  private static boolean isJson(Field f) {
    return f.type() instanceof ScalarType s && s.kind() == ScalarKind.JSON;
  }

  private void writeMessage(String name, Decl decl) {
    TsWriter out = out();
    out.begin("write(w: " + sinkType() + ", v: " + name + "): void");
    line("if (!w.beginMessage(v, " + host.value(name) + ")) return;");
    // w.flag() takes the bits in order: a slot's presence bit, then its value bit.
    CompactLayout layout = CompactLayout.of((MessageDecl) decl);
    for (CompactLayout.Slot slot : layout.slots()) {
      Field f = slot.field();
      String get = "v" + TsModuleEmitter.access(f.name());
      if (slot.optional()) {
        // A json field's null is a value (JSON null): only undefined is absent.
        line("w.flag(" + get + (isJson(f) ? " !== undefined);" : " != null);"));
      } else if (slot.omitsDefault()) {
        line("w.flag(" + host.differs(f, get) + ");");
      }
      if (!slot.inBody()) {
        String not = slot.boolDefault() ? "!" : "";
        if (slot.optional()) {
          line("w.flag(" + get + " != null && " + not + "w.bool(" + get + "));");
        } else {
          line("w.flag(" + not + "w.bool(" + get + "));");
        }
      }
    }
    for (CompactLayout.Slot slot : layout.slots()) {
      if (!slot.inBody()) {
        continue;
      }
      Field f = slot.field();
      String get = "v" + TsModuleEmitter.access(f.name());
      if (slot.optional()) {
        String present = isJson(f) ? " !== undefined) " : " != null) ";
        line(
            "if (" + get + present + host.values.writeStmt(f.type(), TsModuleEmitter.opts(f), get));
      } else if (slot.omitsDefault()) {
        line(
            "if ("
                + host.differs(f, get)
                + ") "
                + host.values.writeStmt(f.type(), TsModuleEmitter.opts(f), get));
      } else {
        line(host.values.writeStmt(f.type(), TsModuleEmitter.opts(f), get));
      }
    }
    line("w.endMessage(v.$unknown);");
    out.end(",");
  }

  private void readStruct(String name, List<Field> fields) {
    TsWriter w = out();
    w.begin("read(r: " + sourceType() + "): " + name);
    line("r.beginComposite(" + host.value(name) + ");");
    for (Field f : fields) {
      line("r.field(" + f.id() + ");");
      line(
          "const "
              + TsModuleEmitter.local(f)
              + " = "
              + host.values.readExpr(f.type(), TsModuleEmitter.opts(f))
              + ";");
    }
    line("r.endComposite();");
    w.begin("return");
    for (Field f : fields) {
      line(TsModuleEmitter.prop(f.name()) + ": " + TsModuleEmitter.local(f) + ",");
    }
    w.end(";");
    w.end(",");
  }

  private void writeStruct(String name, List<Field> fields) {
    TsWriter out = out();
    out.begin("write(w: " + sinkType() + ", v: " + name + "): void");
    line("w.beginComposite();");
    line("w.struct(v, " + host.value(name) + ");");
    for (Field f : fields) {
      line(
          host.values.writeStmt(
              f.type(), TsModuleEmitter.opts(f), "v" + TsModuleEmitter.access(f.name())));
    }
    line("w.endComposite();");
    out.end(",");
  }
}
