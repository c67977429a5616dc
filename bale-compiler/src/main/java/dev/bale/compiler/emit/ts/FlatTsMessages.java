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

  void message(MessageDecl m) {
    TsWriter w = out();
    String name = m.name();
    MessageLayout l = FlatLayout.message(m);
    line("/** Flat codec of " + name + " (FORMAT.md Part II): verify, read, write. */");
    w.begin("export const " + name + "$flat: " + flatType("FlatMessageType") + "<" + name + "> =");
    line("schemaName: " + TsGenerator.quote(m.fullName()) + ",");
    line("fingerprint: " + name + ".fingerprint,");
    line("defaultSize: " + DecodedSize.defaultInstance(m) + ",");
    verifyMessage(l);
    readMessage(m, name, l);
    writeMessage(name, l);
    w.end(";");
    w.blank();
    host.views.view(m, l);
  }

  /**
   * Declares the locals that reading {@code slots} with {@link #fieldRead} uses: the object's
   * pointer count, data size and data start, and {@code let t} for the pointers; in a view getter
   * ({@code view}, one field read, whose pointer is a {@code const t}) the view's bytes, DataView
   * and object instead of {@code t}.
   */
  void readPrelude(List<Slot> slots, boolean view) {
    boolean pointers = false;
    boolean data = false;
    for (Slot s : slots) {
      pointers |= s.placement() == Placement.POINTER;
      data |= s.placement() != Placement.POINTER;
    }
    if (view) {
      // The view's input and position as the locals the reads below use, in one statement.
      line("const { " + (readsBytes(slots) ? "$b: b, " : "") + "$d: d, $p: obj } = this;");
    }
    if (pointers) {
      line("const ptrs_ = d.getUint16(obj + 2, true);");
    }
    if (data) {
      line("const dbytes_ = d.getUint16(obj, true);");
      line("const data_ = obj + " + rt("dataStart") + "(d.getUint16(obj + 2, true));");
    }
    if (pointers && !view) {
      line("let t = 0;");
    }
  }

  /** Whether {@link #fieldRead} of one of {@code slots} reads the input's bytes {@code b}. */
  static boolean readsBytes(List<Slot> slots) {
    for (Slot s : slots) {
      if (s.placement() == Placement.POINTER
          || s.placement() == Placement.DATA && FlatTsEmitter.readsBytes(s.field().type())) {
        return true;
      }
    }
    return false;
  }

  /** A composite field read as its default (FORMAT.md §7, §F10.2), checked at the object. */
  private static String leftOut(Field f, int levels) {
    return "v.leftOut("
        + TsGenerator.quote(f.name())
        + ", "
        + levels
        + ", "
        + DefaultLevels.messages(f)
        + ", obj);";
  }

  private void verifyMessage(MessageLayout l) {
    TsWriter w = out();
    boolean pointers = false;
    boolean checkedData = false;
    for (Slot s : l.slots()) {
      pointers |= s.placement() == Placement.POINTER;
      checkedData |= s.placement() == Placement.DATA && host.needsCheck(s.field().type());
    }
    w.begin("verify(v: " + flatType("FlatVerifier") + ", obj: number, only = 0): void");
    boolean none = !pointers && !checkedData;
    if (none) {
      line("void only;");
    }
    if (pointers) {
      line("const ptrs_ = v.ptrCount(obj);");
    }
    if (checkedData) {
      line("const dbytes_ = v.dataBytes(obj);");
      line("const data_ = v.data(obj);");
    }
    if (none) {
      line("void v, void obj;");
    }
    for (Slot s : l.slots()) {
      Field f = s.field();
      FieldOptions o = FlatTsEmitter.opts(f);
      // `only`: checked access verifies one field (FORMAT.md §F13), a message field only as far
      // as its object; 0 verifies every field.
      String mine = "only === 0 || only === " + f.id();
      String label = TsGenerator.quote(f.name());
      int levels = DefaultLevels.of(f);
      if (s.placement() == Placement.POINTER) {
        String slot = "obj + " + (4 + 4 * s.offset());
        String cond = "if (ptrs_ > " + s.offset() + " && (" + mine + "))";
        // Absent: MISSING_UNION where there is no default, else the default written again takes
        // these levels (FORMAT.md §7).
        String absent =
            !f.optional() && !host.hasDefaultValue(f.type())
                ? "throw v.missingUnion(obj);"
                : levels > 0 ? leftOut(f, levels) : null;
        String stmt = host.values.slotStatement(f.type(), o, slot, !f.optional(), label);
        if (stmt != null) {
          line(cond + " " + stmt);
          if (absent != null) {
            line("else if (" + mine + ") " + absent);
          }
          continue;
        }
        w.begin(cond);
        host.lazyMessage = FlatTsEmitter.isMessage(f.type());
        host.values.verifySlot(f.type(), o, slot, !f.optional(), label, true);
        host.lazyMessage = false;
        if (absent != null) {
          w.next("else if (" + mine + ")");
          line(absent);
        }
        w.end();
      } else if (s.placement() == Placement.DATA && host.needsCheck(f.type())) {
        String cond = "dbytes_ >= " + (s.offset() + s.width());
        if (f.optional()) {
          cond += " && " + rt("flatBit") + "(v.view, data_, dbytes_, " + s.presenceBit() + ")";
        }
        cond = "if (" + cond + " && (" + mine + "))";
        long x = f.optional() ? 0 : FlatTsEmitter.defaultBits(f);
        String pos = "data_ + " + s.offset();
        // A struct beyond this object's data: its default, written again (FORMAT.md §7).
        String absent = levels > 0 ? leftOut(f, levels) : null;
        String stmt = host.values.inlineStatement(f.type(), o, pos, x, label);
        if (stmt != null) {
          line(cond + " " + stmt);
          if (absent != null) {
            line("else if (" + mine + ") " + absent);
          }
          continue;
        }
        w.begin(cond);
        host.values.verifyInline(f.type(), o, pos, x, label, true);
        if (absent != null) {
          w.next("else if (" + mine + ")");
          line(absent);
        }
        w.end();
      }
    }
    w.end(",");
  }

  private void readMessage(MessageDecl m, String name, MessageLayout l) {
    TsWriter w = out();
    w.begin("read(" + bytesParams() + ", obj: number): " + name);
    line("const shared = " + rt("flatShared") + "(d, obj, this);");
    line("if (shared !== undefined) return shared as " + name + ";");
    readPrelude(l.slots(), false);
    if (!readsBytes(l.slots())) {
      line("void b;");
    }
    host.chargeAt = "obj";
    host.sized = new ArrayList<>();
    // Charged once, at the end: the record, its strings and bytes (FORMAT.md §7.1).
    host.sized.add(String.valueOf(DecodedSize.flatObject(m)));
    // The fields read in slot order straight into the value (a literal's properties are
    // evaluated in order), then charged and remembered.
    w.begin("const out: " + name + " =");
    for (Slot s : l.slots()) {
      Read r = fieldRead(s);
      String value = r.value();
      if (r.pointer() != null) {
        if (!value.startsWith("t !== 0 ? ")) {
          throw new IllegalStateException(value);
        }
        value = "(t = " + r.pointer() + ")" + value.substring(1);
      }
      line(TsModuleEmitter.prop(s.field().name()) + ": " + value + ",");
    }
    line("$unknown: undefined,");
    w.end(";");
    List<String> sizes = host.sized;
    host.sized = null;
    host.chargeAt = null;
    line(rt("flatCharge") + "(obj, " + String.join(" + ", sizes) + ");");
    line("return " + rt("flatRemember") + "(obj, this, out);");
    w.end(",");
  }

  /**
   * The read of one field of the object {@code obj}: for a pointer field, {@code pointer} is its
   * target (0 when null or beyond the object), which {@code value} reads as {@code t}; {@code type}
   * is the field's TypeScript type.
   */
  record Read(String pointer, String type, String value) {}

  /** The read of one field of the object {@code obj} (see {@link Read}). */
  Read fieldRead(Slot s) {
    Field f = s.field();
    FieldOptions o = FlatTsEmitter.opts(f);
    String t = host.ctx.tsType(f.type(), o) + (f.optional() ? " | undefined" : "");
    return switch (s.placement()) {
      case POINTER -> {
        String savedCharge = host.chargeAt;
        if (host.sized != null
            && f.type() instanceof ScalarType st
            && (st.kind() == ScalarKind.STRING || st.kind() == ScalarKind.BYTES)) {
          // Charged with the message's other strings and bytes at its end (readMessage).
          host.sized.add(
              rt(st.kind() == ScalarKind.STRING ? "flatStringSize" : "flatBytesSize")
                  + "(out."
                  + f.name()
                  + ")");
          host.chargeAt = null;
        }
        String slot = "obj + " + (4 + 4 * s.offset());
        String absent =
            f.optional()
                ? "undefined"
                : host.values.charged(f.type(), host.values.fieldDefault(f, "obj"));
        // A field without a default fails where it is missing: at the object when absent, at
        // its slot when null; every other field reads the same value in both cases.
        boolean sameWhenNull = f.optional() || host.hasDefaultValue(f.type());
        String isNull =
            sameWhenNull
                ? absent
                : host.values.charged(f.type(), host.values.fieldDefault(f, slot));
        String pointer =
            "ptrs_ > " + s.offset() + " ? " + rt("flatPointer") + "(d, " + slot + ") : 0";
        String value =
            "t !== 0 ? "
                + host.values.readTarget(f.type(), o, "t", "b", "d")
                + (sameWhenNull
                    ? " : " + absent
                    : " : ptrs_ > " + s.offset() + " ? " + isNull + " : " + absent);
        host.chargeAt = savedCharge;
        yield new Read(pointer, t, value);
      }
      case BIT -> {
        String value = rt("flatBit") + "(d, data_, dbytes_, " + s.bit() + ")";
        if (f.optional()) {
          String presence = rt("flatBit") + "(d, data_, dbytes_, " + s.presenceBit() + ")";
          yield new Read(null, t, presence + " ? " + value + " : undefined");
        }
        yield new Read(null, t, (FlatTsEmitter.defaultBits(f) != 0 ? "!" : "") + value);
      }
      case DATA -> {
        String cond = "dbytes_ >= " + (s.offset() + s.width());
        String pos = "data_ + " + s.offset();
        if (f.optional()) {
          String presence = rt("flatBit") + "(d, data_, dbytes_, " + s.presenceBit() + ")";
          yield new Read(
              null,
              t,
              presence
                  + " && "
                  + cond
                  + " ? "
                  + host.values.readInline(f.type(), o, pos, 0, "b", "d")
                  + " : undefined");
        }
        yield new Read(
            null,
            t,
            cond
                + " ? "
                + host.values.readInline(f.type(), o, pos, FlatTsEmitter.defaultBits(f), "b", "d")
                + " : "
                + host.values.fieldDefault(f, "obj"));
      }
    };
  }

  private void writeMessage(String name, MessageLayout l) {
    TsWriter out = out();
    out.begin("write(w: " + flatType("FlatBuilder") + ", x: " + name + "): number");
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
            out.begin("if (" + present(f, get) + ")");
            line("w.setBit(data_, " + s.presenceBit() + ");");
            line("if (w.boolValue(" + get + ")) w.setBit(data_, " + s.bit() + ");");
            out.end();
          } else {
            String cmp = FlatTsEmitter.defaultBits(f) != 0 ? " !== true" : "";
            line("if (w.boolValue(" + get + ")" + cmp + ") w.setBit(data_, " + s.bit() + ");");
          }
        }
        case DATA -> {
          String pos = "data_ + " + s.offset();
          if (f.optional()) {
            out.begin("if (" + present(f, get) + ")");
            line("w.setBit(data_, " + s.presenceBit() + ");");
            host.values.fillInline(f.type(), o, pos, get, 0);
            out.end();
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
      line(f.optional() ? "if (" + present(f, get) + ") " + stmt : stmt);
    }
    structTargets.sort(Comparator.comparingInt(Slot::offset));
    for (Slot s : structTargets) {
      Field f = s.field();
      String get = "x." + f.name();
      String stmt =
          host.values.targetsStmt(f.type(), FlatTsEmitter.opts(f), "data_ + " + s.offset(), get);
      line(f.optional() ? "if (" + present(f, get) + ") " + stmt : stmt);
    }
    line("w.exit();");
    line("return obj;");
    out.end(",");
  }

  /**
   * The test that optional field {@code f}, read as {@code get}, is present: {@code null} is absent
   * as in the compact writer (ts/README.md), except for a {@code json} field, whose null is JSON
   * null.
   */
  private static String present(Field f, String get) {
    boolean json = f.type() instanceof ScalarType s && s.kind() == ScalarKind.JSON;
    return get + (json ? " !== undefined" : " != null");
  }
}
