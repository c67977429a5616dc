package dev.bale.compiler.emit.java;

import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_VERIFIER;
import static dev.bale.compiler.emit.java.FlatEmitter.flatKeyValue;
import static dev.bale.compiler.emit.java.JavaTypes.decl;

import dev.bale.compiler.emit.java.FlatEmitter.Dflt;
import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.DefaultLevels;
import dev.bale.schema.FieldDefaults;
import dev.bale.schema.MapKeyHash;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.model.Decl;
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
import dev.bale.schema.model.UnionDecl;
import java.util.List;

/**
 * The generated flat verifier of a message or struct (FORMAT.md §F10.2): every pointer, size, union
 * case, bool, enum, UTF-8 string and map key checked in the order the dynamic {@code FlatCodec} and
 * the TypeScript verifier check them.
 */
final class FlatVerifyEmitter extends FlatPart {

  FlatVerifyEmitter(FlatEmitter host) {
    super(host);
  }

  void verifyRecord(List<Field> fields, boolean message) {
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void verify($T v, int position)", FLAT_VERIFIER);
    if (message) {
      // Only what the checks below read (each is a bounds-checked load).
      boolean pointers = false;
      boolean inline = false;
      for (Field f : fields) {
        FlatLayout.Placement placement = host.slot(f).placement();
        pointers |= placement == FlatLayout.Placement.POINTER;
        inline |=
            placement != FlatLayout.Placement.POINTER
                && placement != FlatLayout.Placement.BIT
                && needsInlineCheck(f.type());
      }
      if (pointers) {
        cw.line("int ptrs = v.ptrCount(position);");
      }
      if (inline) {
        cw.line("int data = v.data(position);");
        cw.line("int dataBytes = v.dataBytes(position);");
      }
    }
    for (Field f : fields) {
      FlatLayout.Slot slot = host.slot(f);
      boolean required = !f.optional();
      if (slot.placement() == FlatLayout.Placement.BIT) {
        continue;
      }
      if (slot.placement() == FlatLayout.Placement.POINTER) {
        String slotPos =
            message ? "position + " + (4 + 4 * slot.offset()) : "position + " + slot.offset();
        if (message) {
          boolean requiredUnion = required && needsValue(f.type());
          int levels = DefaultLevels.of(f);
          cw.begin("if (ptrs > $L)", slot.offset());
          verifyPointer(f.type(), slotPos, f.name(), required);
          if (requiredUnion) {
            cw.next("else");
            cw.line("throw v.missingUnion(position);");
          } else if (levels > 0) {
            cw.next("else");
            leftOut(f.name(), levels, DefaultLevels.messages(f));
          }
          cw.end();
        } else {
          verifyPointer(f.type(), slotPos, f.name(), required);
        }
        continue;
      }
      String at = message ? "data + " + slot.offset() : "position + " + slot.offset();
      if (!needsInlineCheck(f.type())) {
        continue;
      }
      if (message) {
        if (f.optional()) {
          int pb = slot.presenceBit();
          cw.begin(
              "if (dataBytes >= $L && (v.u8(data + $L) & $L) != 0)",
              slot.offset() + slot.width(),
              pb >>> 3,
              1 << (pb & 7));
        } else {
          cw.begin("if (dataBytes >= $L)", slot.offset() + slot.width());
        }
      }
      Dflt dflt = host.dflt(f);
      verifyInline(f.type(), at, f.name(), dflt == null ? "0" : dflt.bits());
      if (message) {
        int levels = DefaultLevels.of(f);
        if (levels > 0) {
          // A struct beyond the data this object has: its default, written again (FORMAT.md §7).
          cw.next("else");
          leftOut(f.name(), levels, DefaultLevels.messages(f));
        }
        cw.end();
      }
    }
    cw.end();
  }

  /**
   * Whether a null pointer to {@code t} is {@code MISSING_UNION} (FORMAT.md §F3.3): a union, or a
   * message whose default would need one.
   */
  private static boolean needsValue(TypeRef t) {
    return t instanceof NamedType n
        && (n.decl() instanceof UnionDecl
            || (n.decl() instanceof MessageDecl && !FieldDefaults.hasDefault(n.decl())));
  }

  /** Whether a list of {@code e} is numbers: inline elements that need no check of their own. */
  private static boolean numbers(TypeRef e) {
    return !FlatLayout.inline(e).pointer() && !needsInlineCheck(e);
  }

  /** Whether an inline value of {@code t} needs a check (bools, enums, structs). */
  static boolean needsInlineCheck(TypeRef t) {
    if (t instanceof ScalarType s) {
      return s.kind() == ScalarKind.BOOL;
    }
    if (t instanceof NamedType n) {
      return n.decl() instanceof EnumDecl || n.decl() instanceof StructDecl;
    }
    return false;
  }

  /** Statements verifying the inline value of {@code t} at {@code at}; path segment {@code seg}. */
  void verifyInline(TypeRef t, String at, String seg, String dfltBits) {
    if (t instanceof ScalarType) {
      named("bool", seg, at);
      return;
    }
    Decl d = decl(t);
    if (d instanceof EnumDecl) {
      named("enumValue", seg, at + ", " + dfltBits);
      return;
    }
    pushed(
        seg,
        () -> {
          cw.line("v.struct($L);", at);
          cw.line("$T.FLAT.verify(v, $L);", types.className(d), at);
          cw.line("v.leave();");
        });
  }

  /**
   * Statements for a default read where a value is absent (FORMAT.md §7, §F10.2): the levels it
   * takes when written again, then the messages it holds, both checked at {@code pos}.
   */
  private void defaults(int levels, int messages, String pos) {
    cw.line("v.defaultLevels($L, $L);", levels, pos);
    if (messages > 0) {
      cw.line("v.defaultMessages($L, $L);", messages, pos);
    }
  }

  /** A composite field read as its default (FORMAT.md §7, §F10.2), checked at the object. */
  private void leftOut(String field, int levels, int messages) {
    cw.line("v.leftOut($S, $L, $L, position);", field, levels, messages);
  }

  /** {@code v.check(args)}, under path segment {@code seg} when it is not null. */
  private void named(String check, String seg, String args) {
    if (seg == null) {
      cw.line("v.$L($L);", check, args);
    } else {
      cw.line("v.$L($S, $L);", check, seg, args);
    }
  }

  private void pushed(String seg, Runnable body) {
    if (seg == null) {
      body.run();
      return;
    }
    cw.line("v.push($S);", seg);
    body.run();
    cw.line("v.pop();");
  }

  /** Statements verifying the pointer at {@code slot} to a value of {@code t}. */
  void verifyPointer(TypeRef t, String slot, String seg, boolean required) {
    if (t instanceof ScalarType s) {
      String call =
          s.kind() == ScalarKind.STRING ? "string" : s.kind() == ScalarKind.JSON ? "json" : "bytes";
      named(call, seg, slot);
      return;
    }
    if (t instanceof ListType l && numbers(l.element())) {
      FlatLayout.Inline in = FlatLayout.inline(l.element());
      named("numbers", seg, slot + ", " + in.width() + ", " + in.align() + ", " + required);
      return;
    }
    if (t instanceof ListType || t instanceof MapType) {
      String helper = verifyHelper(t);
      pushed(
          seg,
          () -> {
            if (required) {
              // Unset: an empty list or map, a level when written again (FORMAT.md §7).
              cw.begin("if (v.i32($L) == 0)", slot);
              cw.line("v.defaultLevels(1, $L);", slot);
              cw.end();
            }
            cw.line("$L(v, $L);", helper, slot);
          });
      return;
    }
    Decl d = decl(t);
    ClassName c = types.className(d);
    String target = "t" + host.nextHelper();
    pushed(
        seg,
        () -> {
          if (d instanceof MessageDecl) {
            cw.line("int $L = v.message($L);", target, slot);
          } else {
            cw.line("int $L = v.cell($L);", target, slot);
          }
          cw.begin("if ($L != 0)", target);
          cw.line("$T.FLAT.verify(v, $L);", c, target);
          cw.line("v.leave();");
          int levels = DefaultLevels.of(t);
          if (required && needsValue(t)) {
            cw.next("else");
            cw.line("throw v.missingUnion($L);", slot);
          } else if (required && levels > 0) {
            cw.next("else");
            defaults(levels, DefaultLevels.messages(t), slot);
          }
          cw.end();
        });
  }

  /** A static helper {@code verifyN(FlatVerifier v, int slot)} for a list or map pointer. */
  private String verifyHelper(TypeRef t) {
    return host.helper(
        "verify",
        t,
        "",
        helper -> {
          cw.blank();
          cw.begin("private static void $L($T v, int slot)", helper, FLAT_VERIFIER);
          if (t instanceof ListType l) {
            TypeRef e = l.element();
            FlatLayout.Inline in = FlatLayout.inline(e);
            cw.line("int list = v.list(slot, $L, $L);", in.width(), in.align());
            cw.begin("if (list == 0)");
            cw.line("return;");
            cw.end();
            if (in.pointer() || needsInlineCheck(e)) {
              cw.line("int count = v.i32(list);");
              cw.begin("for (int i = 0; i < count; i++)");
              cw.line("v.push(i);");
              String at = "list + 4 + " + in.width() + " * i";
              if (in.pointer()) {
                verifyPointer(e, at, null, true);
              } else {
                verifyInline(e, at, null, "0");
              }
              cw.line("v.pop();");
              cw.end();
            }
          } else {
            MapType m = (MapType) t;
            FlatLayout.EntryLayout entry = FlatLayout.entry(m);
            cw.line("int list = v.list(slot, $L, $L);", entry.size(), entry.align());
            cw.begin("if (list == 0)");
            cw.line("return;");
            cw.end();
            cw.line("int count = v.i32(list);");
            cw.line("int[] keys = v.keyTable(count);");
            String keyValue =
                MapKeyHash.of(m.key()) == MapKeyHash.NONE ? null : flatKeyValue(m.key());
            if (keyValue != null) {
              cw.line(
                  "$T spread = $T.of(count);", JavaTypes.MAP_KEY_SPREAD, JavaTypes.MAP_KEY_SPREAD);
            }
            cw.begin("for (int i = 0; i < count; i++)");
            cw.line("int at = list + 4 + $L * i;", entry.size());
            cw.line("v.push(i);");
            if (entry.key().pointer()) {
              verifyPointer(m.key(), "at", "key", true);
            } else if (needsInlineCheck(m.key())) {
              verifyInline(m.key(), "at", "key", "0");
            }
            cw.begin(
                "if (!v.addKey(keys, at, $L))", entry.key().pointer() ? 0 : entry.key().width());
            cw.line(
                "throw v.error($T.DUPLICATE_MAP_KEY, at, \"duplicate map key\");",
                JavaTypes.ERROR_CODE);
            cw.end();
            if (keyValue != null) {
              // FORMAT.md §7.2: keys chosen for one of V8's hash buckets (TypeScript's maps).
              cw.begin(
                  "if (spread != null && !spread.add($T.$L))",
                  JavaTypes.MAP_KEY_SPREAD,
                  ValueCodec.keySpreadHash(MapKeyHash.of(m.key()), keyValue));
              cw.line(
                  "throw v.error($T.LIMIT_EXCEEDED, at, $T.MESSAGE);",
                  JavaTypes.ERROR_CODE,
                  JavaTypes.MAP_KEY_SPREAD);
              cw.end();
            }
            String vat = "at + " + entry.valueOffset();
            if (entry.value().pointer()) {
              verifyPointer(m.value(), vat, "value", true);
            } else if (needsInlineCheck(m.value())) {
              verifyInline(m.value(), vat, "value", "0");
            }
            cw.line("v.pop();");
            cw.end();
          }
          cw.line("v.leave();");
          cw.end();
        });
  }
}
