package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code read} side of a record's compact codec (FORMAT.md Part I): one line per field, and the
 * one-pass {@code decodeLeaf} of leaf roots. A part of {@link RecordEmitter}.
 */
final class CompactReadEmitter extends RecordPart {
  CompactReadEmitter(RecordEmitter host) {
    super(host);
  }

  /**
   * {@code decodeLeaf} (CompactType): the whole root in one pass, for the types {@link
   * CompactWriteEmitter#encodeLeaf} serves. The reader reads the table, header and flags ({@code
   * leafBegin}); the fields are read with the ordinary read calls, strings with {@code leafString};
   * {@code leafEnd} accepts only a body read exactly.
   */
  void decodeLeaf(CompactLayout layout) {
    NameAllocator names = new NameAllocator();
    Map<Field, String> locals = fieldLocals(names);
    String[] input = decodeLeafHead(names);
    String in = input[0];
    String off = input[1];
    String len = input[2];
    cw.begin(
        "if (!r.leafBegin($L, $L, $L, $L, $L))",
        in,
        off,
        len,
        RecordEmitter.stringFields(layout),
        DecodedSize.record(decl));
    cw.line("return null;");
    cw.end();
    String flags = layout.flagBits() > 0 ? names.newName("flags") : null;
    if (flags != null) {
      cw.line("long $L = r.leafFlags();", flags);
    }
    for (CompactLayout.Slot slot : layout.slots()) {
      Field f = slot.field();
      String n = locals.get(f);
      JType t = types.fieldType(f);
      if (!slot.inBody()) {
        readBoolFromFlags(slot, flags, t, n);
      } else if (slot.presenceBit() >= 0) {
        // Leaf fields are scalars, enums and strings: their defaults take no levels or budget.
        cw.line(
            "$T $L = $L ? $L : $L;",
            t,
            n,
            flagTest(flags, slot.presenceBit(), false),
            leafField(f, names),
            defaults.expression(f));
      } else {
        cw.line("$T $L = $L;", t, n, leafField(f, names));
      }
    }
    cw.begin("if (!r.leafEnd($L))", layout.flagBits());
    cw.line("return null;");
    cw.end();
    List<String> args = new ArrayList<>(locals.values());
    args.add("null");
    host.returnNew(args, names);
    cw.end();
  }

  /** Opens {@code decodeLeaf}'s method; returns the names of its bytes, offset and length. */
  private String[] decodeLeafHead(NameAllocator names) {
    String in = names.newName("bytes");
    String off = names.newName("off");
    String len = names.newName("len");
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin(
        "public $L decodeLeaf($T r, byte[] $L, int $L, int $L)",
        name,
        JavaTypes.COMPACT_READER,
        in,
        off,
        len);
    return new String[] {in, off, len};
  }

  /**
   * {@code decodeLeaf} (CompactType) of a tree root that is not a leaf (a message type whose tree
   * has a bounded shape, at most {@code depth} levels: CompactTreeEmitter#depth): the reader reads
   * the table, header and flags ({@code treeBegin}), the fields are read as {@link #treeRead} reads
   * them, {@code leafEnd} accepts only a body read exactly.
   */
  void decodeTree(CompactLayout layout, int depth) {
    NameAllocator names = new NameAllocator();
    Map<Field, String> locals = fieldLocals(names);
    String[] input = decodeLeafHead(names);
    String in = input[0];
    String off = input[1];
    String len = input[2];
    cw.begin(
        "if (!r.treeBegin($L, $L, $L, $L, $L, $L))",
        in,
        off,
        len,
        TREE_MAX_STRINGS,
        DecodedSize.record(decl),
        depth);
    cw.line("return null;");
    cw.end();
    String flags = layout.flagBits() > 0 ? names.newName("flags") : null;
    if (flags != null) {
      cw.line("long $L = r.leafFlags();", flags);
    }
    treeFields(layout, locals, flags, names);
    cw.begin("if (!r.treeEnd($L))", layout.flagBits());
    cw.line("return null;");
    cw.end();
    List<String> args = new ArrayList<>(locals.values());
    args.add("null");
    host.returnNew(args, names);
    cw.end();
  }

  // The most table entries a tree root's decodeLeaf takes (CompactSink.LEAF_MAX_STRINGS, as the
  // tree's encode).
  private static final int TREE_MAX_STRINGS = 63;

  /**
   * {@code treeRead} (CompactType): a message of this type inside a tree root ({@code treeOpen},
   * the fields, {@code treeClose}); strings through {@code leafString}, nested messages and lists
   * of them through their own tree reads, lists of scalars and every default as in {@code read}.
   */
  void treeRead(CompactLayout layout) {
    NameAllocator names = new NameAllocator();
    Map<Field, String> locals = fieldLocals(names);
    String outer = names.newName("outer");
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $L treeRead($T r)", name, JavaTypes.COMPACT_READER);
    cw.line("int $L = r.treeOpen($L, $L);", outer, DecodedSize.record(decl), layout.flagBits());
    String flags = layout.flagBits() > 0 ? names.newName("flags") : null;
    if (flags != null) {
      cw.line("long $L = r.treeFlags();", flags);
    }
    treeFields(layout, locals, flags, names);
    cw.line("r.treeClose($L);", outer);
    List<String> args = new ArrayList<>(locals.values());
    args.add("null");
    host.returnNew(args, names);
    cw.end();
  }

  /**
   * The fields of a tree read: as in {@code read}, but for strings ({@code leafString}), nested
   * messages ({@code treeRead}) and the leaf root's load-based scalar reads; a field without a
   * presence bit and without a default is read at once (a body that ends before it throws, and the
   * general path reports it). Field marks are left out: the path records none.
   */
  private void treeFields(
      CompactLayout layout, Map<Field, String> locals, String flags, NameAllocator names) {
    codec.tree = true;
    try {
      for (CompactLayout.Slot slot : layout.slots()) {
        Field f = slot.field();
        String n = locals.get(f);
        JType t = types.fieldType(f);
        if (!slot.inBody()) {
          readBoolFromFlags(slot, flags, t, n);
          continue;
        }
        if (slot.optional()) {
          String test = flagTest(flags, slot.presenceBit(), false);
          if (ValueCodec.isComposite(f.type())) {
            cw.line("$T $L = null;", t, n);
            cw.begin("if ($L)", test);
            cw.line("$L = $L;", n, readField(f, names));
            cw.end();
          } else {
            cw.line("$T $L = $L ? $L : null;", t, n, test, readField(f, names));
          }
          continue;
        }
        String dflt = defaults.expression(f);
        if (slot.omitsDefault()) {
          String test = flagTest(flags, slot.presenceBit(), false);
          readOrDefault(f, t, n, test, test, false, dflt, names);
        } else if (dflt == null) {
          cw.line("$T $L = $L;", t, n, readField(f, names));
        } else {
          readOrDefault(f, t, n, "r.hasMore()", "r.hasMore()", true, dflt, names);
        }
      }
    } finally {
      codec.tree = false;
    }
  }

  /**
   * Whether a tree read reads list field {@code f} through its own helper ({@code treeRead...}).
   */
  static boolean treeHelper(Field f) {
    return f.type() instanceof dev.bale.schema.model.ListType l
        && (l.element() instanceof dev.bale.schema.model.NamedType
            || l.element() instanceof ScalarType s && s.kind() == ScalarKind.STRING);
  }

  /**
   * The local of each field in a read method whose reader parameter is {@code r}: the field's Java
   * name, unless the parameter has it (a field named {@code r} reads into {@code r2}); the other
   * locals the method needs come from {@code names} afterwards, so none takes a field's name.
   */
  private Map<Field, String> fieldLocals(NameAllocator names) {
    names.reserve("r");
    Map<Field, String> locals = new LinkedHashMap<>();
    for (Field f : fields) {
      locals.put(f, names.newName(host.javaName(f)));
    }
    return locals;
  }

  void readMessageBody() {
    NameAllocator names = new NameAllocator();
    Map<Field, String> locals = fieldLocals(names);
    String shared = names.newName("shared");
    CompactLayout layout = CompactLayout.of((MessageDecl) decl);
    // A type without flag bits first tries a plain body (CompactSource#beginPlain: no level of its
    // own, the enclosing end kept in a local); anything else takes beginMessage as before.
    // A type with flag bits (fewer than 63: all in r.flags()) tries it too when its flags are one
    // byte without unknown bits (CompactSource#beginPlainFlags: the flags in the result's high
    // bits).
    int flagBits = layout.flagBits();
    boolean plainFlags = flagBits > 0 && flagBits < 63;
    String plain = flagBits == 0 || plainFlags ? names.newName("plain") : null;
    String flags = flagBits > 0 ? names.newName("flags") : null;
    if (plainFlags) {
      cw.line(
          "long $L = r.beginPlainFlags(this, $L, $L);", plain, DecodedSize.record(decl), flagBits);
      cw.line("long $L;", flags);
      cw.begin("if ($L < 0)", plain);
    } else if (plain != null) {
      cw.line("int $L = r.beginPlain(this, $L);", plain, DecodedSize.record(decl));
      cw.begin("if ($L < 0)", plain);
    }
    // The decoded-size budget (FORMAT.md §7.1): the record's estimated size, one add per message.
    cw.line("$L $L = r.beginMessage(this, $L);", name, shared, DecodedSize.record(decl));
    cw.begin("if ($L != null)", shared);
    cw.line("return $L;", shared);
    cw.end();
    if (plainFlags) {
      cw.line("$L = r.flags();", flags);
      cw.next("else");
      cw.line("$L = $L >>> 33;", flags, plain);
      cw.end();
    } else {
      if (plain != null) {
        cw.end();
      }
      if (flags != null) {
        cw.line("long $L = r.flags();", flags);
      }
    }
    for (CompactLayout.Slot slot : layout.slots()) {
      Field f = slot.field();
      String n = locals.get(f);
      JType t = types.fieldType(f);
      if (!slot.inBody()) {
        readBoolFromFlags(slot, flags, t, n);
        continue;
      }
      if (slot.optional()) {
        String test = flagTest(flags, slot.presenceBit(), false);
        if (ValueCodec.isComposite(f.type())) {
          cw.line("$T $L = null;", t, n);
          cw.begin("if ($L)", test);
          cw.line("r.field($L);", f.id());
          cw.line("$L = $L;", n, readField(f, names));
          cw.end();
        } else {
          cw.line("$T $L = $L && r.mark($L) ? $L : null;", t, n, test, f.id(), readField(f, names));
        }
        continue;
      }
      String dflt = defaults.expression(f);
      if (slot.omitsDefault()) {
        // FORMAT.md §3.2: a set bit means the value follows; a clear one, the default, read
        // exactly as a field the body left out (§3.4: its levels and its budget charge).
        String test = flagTest(flags, slot.presenceBit(), false);
        readOrDefault(f, t, n, test, test + " && r.mark(" + f.id() + ")", false, dflt, names);
        continue;
      }
      if (dflt == null) {
        // No default value exists: a writer must have sent this field.
        cw.line("r.field($L);", f.id());
        cw.begin("if (!r.hasMore())");
        cw.line(
            "throw r.error($T.TRUNCATED, $S);",
            JavaTypes.ERROR_CODE,
            "message ends before field '" + f.name() + "', which has no default");
        cw.end();
        cw.line("$T $L = $L;", t, n, readField(f, names));
        continue;
      }
      // The default only when the field is absent (a message default is built, not shared).
      readOrDefault(f, t, n, "r.hasMore()", "r.next(" + f.id() + ")", true, dflt, names);
    }
    String unknown = names.newName("unknownFields");
    if (plainFlags) {
      cw.line(
          "$T $L = $L >= 0 ? r.endPlainFlags(this, $L) : r.endMessage(this, $L);",
          JavaTypes.UNKNOWN_FIELDS,
          unknown,
          plain,
          plain,
          flagBits);
    } else if (plain != null) {
      cw.line(
          "$T $L = $L >= 0 ? r.endPlain(this, $L) : r.endMessage(this, 0);",
          JavaTypes.UNKNOWN_FIELDS,
          unknown,
          plain,
          plain);
    } else {
      cw.line(
          "$T $L = r.endMessage(this, $L);", JavaTypes.UNKNOWN_FIELDS, unknown, layout.flagBits());
    }
    List<String> args = new ArrayList<>(locals.values());
    args.add(unknown);
    host.returnNew(args, names);
  }

  /**
   * Reads field {@code f} into local {@code n} when {@code present} holds, else gives it its
   * default {@code dflt} as a field the body left out takes it (FORMAT.md §3.4): the levels that
   * default would take checked against the depth limit, its decoded size charged. {@code
   * presentMarked} is the same test that also marks the field for error paths, for the one-line
   * form of defaults that take neither; {@code marksAbsent} says that it marks the field when the
   * field is absent too ({@code r.next(id)}), so that a default taking levels can also be read in
   * one line ({@code r.leftOut}) with the long form's error path.
   */
  private void readOrDefault(
      Field f,
      JType t,
      String n,
      String present,
      String presentMarked,
      boolean marksAbsent,
      String dflt,
      NameAllocator names) {
    int levels = dev.bale.schema.DefaultLevels.of(f);
    int missing = DecodedSize.missingDefault(f.type());
    if (levels == 0 && missing == 0 && !ValueCodec.isComposite(f.type())) {
      cw.line("$T $L = $L ? $L : $L;", t, n, presentMarked, readField(f, names), dflt);
      return;
    }
    int messages = dev.bale.schema.DefaultLevels.messages(f);
    if (levels > 0 && marksAbsent) {
      // Marked in both branches, as the long form below does when the default takes levels.
      cw.line(
          "$T $L = $L ? $L : r.leftOut($L, $L, $L, $L);",
          t,
          n,
          presentMarked,
          readField(f, names),
          dflt,
          levels,
          messages,
          missing);
      return;
    }
    cw.line("$T $L;", t, n);
    cw.begin("if ($L)", present);
    cw.line("r.field($L);", f.id());
    cw.line("$L = $L;", n, readField(f, names));
    cw.next("else");
    if (levels > 0) {
      cw.line("r.field($L);", f.id());
      cw.line("r.defaultLevels($L);", levels);
    }
    if (messages > 0) {
      cw.line("r.defaultMessages($L);", messages);
    }
    if (missing > 0) {
      cw.line("r.charge($L);", missing);
    }
    cw.line("$L = $L;", n, dflt);
    cw.end();
  }

  /** A bool field's local from its value bit (and presence bit, if optional). */
  private void readBoolFromFlags(CompactLayout.Slot slot, String flags, JType t, String n) {
    String valueBit = flagTest(flags, slot.valueBit(), slot.boolDefault());
    if (slot.optional()) {
      cw.line(
          "$T $L = $L ? $L : null;", t, n, flagTest(flags, slot.presenceBit(), false), valueBit);
    } else {
      cw.line("$T $L = $L;", t, n, valueBit);
    }
  }

  /**
   * A test of flag bit {@code bit} (or of its negation): on the word read once ({@code r.flags()})
   * below bit 63.
   */
  private static String flagTest(String flags, int bit, boolean negate) {
    if (bit >= 63) {
      return (negate ? "!" : "") + "r.flag(" + bit + ")";
    }
    return CodecSupport.bitTest(flags, bit, negate);
  }

  void readStructBody() {
    NameAllocator names = new NameAllocator();
    Map<Field, String> locals = fieldLocals(names);
    cw.line("r.beginComposite(this);");
    for (Field f : fields) {
      cw.line("r.field($L);", f.id());
      cw.line("$T $L = $L;", types.fieldType(f), locals.get(f), readField(f, names));
    }
    cw.line("r.endComposite();");
    host.returnNew(new ArrayList<>(locals.values()), names);
  }

  /**
   * A leaf field's read: a string through {@code leafString} ({@code treeString} in a tree read),
   * the rest as in {@code read}.
   */
  private String leafField(Field f, NameAllocator names) {
    if (RecordEmitter.isString(f)) {
      return codec.tree ? "r.treeString()" : "r.leafString()";
    }
    // f64 and zigzag (not fixed) i32/i64 through the leaf root's load-based reads (same values and
    // errors as readF64/readI32/readI64); every other field as in a message body.
    if (f.type() instanceof ScalarType s) {
      boolean varint = !ValueCodec.options(f).fixed();
      if (s.kind() == ScalarKind.F64) {
        return "r.leafF64()";
      }
      if (s.kind() == ScalarKind.I64 && varint) {
        return codec.tree ? "r.treeI64()" : "r.leafI64()";
      }
      if (s.kind() == ScalarKind.I32 && varint) {
        return "r.leafI32()";
      }
    }
    return codec.read(f.type(), ValueCodec.options(f), names, true);
  }

  private String readField(Field f, NameAllocator names) {
    if (ValueCodec.isComposite(f.type())) {
      return (codec.tree && treeHelper(f) ? "treeRead" : "read") + host.compactHelper(f) + "(r)";
    }
    if (codec.tree && f.type() instanceof ScalarType) {
      return leafField(f, names);
    }
    return codec.read(f.type(), ValueCodec.options(f), names, true);
  }
}
