package dev.bale.compiler.emit.java;

import dev.bale.runtime.internal.CompactSink;
import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code write} side of a record's compact codec (FORMAT.md Part I): flag bits from the values,
 * the body, and the one-pass {@code encodeLeaf} of leaf roots. A part of {@link RecordEmitter}.
 */
final class CompactWriteEmitter extends RecordPart {
  // The local holding the flag bits in the write method being emitted, or null (see
  // writeMessageBody).
  private String bitsLocal;

  CompactWriteEmitter(RecordEmitter host) {
    super(host);
  }

  void writeMessageBody() {
    // Flag bits in field-id order: presence bit of optionals, value bit (XOR default) of bools;
    // computed from the values, one expression per 64-bit word (FORMAT.md §3.2).
    CompactLayout layout = CompactLayout.of((MessageDecl) decl);
    String[] bits = flagBits(layout);
    // Up to 64 bits: one expression handed to endAt, the header's position kept in a local. More:
    // beginMessage/endMessage, with the flags set word by word up front.
    List<String> endBits = bits.length <= 64 ? new ArrayList<>() : null;
    NameAllocator names = new NameAllocator();
    names.reserve("w");
    names.reserve("value");
    String at = null;
    bitsLocal = null;
    int small = endBits != null ? smallMax(layout) : -1;
    boolean nest = small < 0 && endBits != null && nestable((MessageDecl) decl);
    if (small >= 0 || nest) {
      if (bits.length > 0) {
        bitsLocal = names.newName("bits");
        emitBits(bitsLocal, bits);
        endBits.add(bitsLocal);
      }
      if (nest) {
        writeNest(layout, names);
      } else {
        writeSmall(layout, names, small);
      }
      small = Math.max(small, 0);
    }
    if (endBits != null) {
      at = names.newName("at");
      cw.line("int $L = w.beginAt(value, this);", at);
      cw.begin("if ($L == $T.SHARED)", at, JavaTypes.COMPACT_WRITER);
    } else {
      cw.begin("if (!w.beginMessage(value, this))");
    }
    cw.line("return;");
    cw.end();
    // Up to 64 bits, and fields written only when present: the bits are computed once, up front,
    // and each such field tests its bit (one test on a local, not its value read and compared
    // again).
    if (small < 0 && endBits != null && bodyHasPresence(layout)) {
      bitsLocal = names.newName("bits");
      emitBits(bitsLocal, bits);
      endBits.add(bitsLocal);
    }
    for (int word = 0; small < 0 && bitsLocal == null && word * 64 < bits.length; word++) {
      List<String> terms = bitTerms(bits, word * 64);
      if (endBits != null) {
        endBits.addAll(terms);
        break;
      }
      String prefix = word == 0 ? "w.flags(" : "w.flags(" + word + ",";
      if (terms.size() == 1) {
        cw.line("$L$L$L);", prefix, word == 0 ? "" : " ", terms.get(0));
      } else {
        cw.line("$L", prefix);
        for (int i = 0; i < terms.size(); i++) {
          cw.line(
              "    $L$L$L", i == 0 ? "" : "| ", terms.get(i), i == terms.size() - 1 ? ");" : "");
        }
      }
    }
    List<CompactLayout.Slot> run = new ArrayList<>();
    for (CompactLayout.Slot slot : layout.slots()) {
      if (!slot.inBody()) {
        continue;
      }
      Field f = slot.field();
      String get = "value." + host.javaName(f) + "()";
      if (direct(f)) {
        run.add(slot);
        continue;
      }
      directRun(run, names);
      if (slot.presenceBit() >= 0) {
        cw.begin("if ($L)", bodyPresent(slot, get));
        writeField(f, get, names);
        cw.end();
      } else {
        writeField(f, get, names);
      }
    }
    directRun(run, names);
    if (endBits == null) {
      cw.line("w.endMessage(value.unknownFields());");
    } else if (endBits.size() <= 1) {
      cw.line(
          "w.endAt($L, $L, value.unknownFields());", at, endBits.isEmpty() ? "0L" : endBits.get(0));
    } else {
      cw.line("w.endAt(");
      cw.line("    $L,", at);
      for (int i = 0; i < endBits.size(); i++) {
        cw.line(
            "    $L$L$L", i == 0 ? "" : "| ", endBits.get(i), i == endBits.size() - 1 ? "," : "");
      }
      cw.line("    value.unknownFields());");
    }
  }

  /**
   * {@code long local = ...;}: the (at most 64) flag bits in one expression (also the tree path's,
   * CompactTreeEmitter).
   */
  void emitBits(String local, String[] bits) {
    List<String> terms = bitTerms(bits, 0);
    if (terms.size() == 1) {
      cw.line("long $L = $L;", local, terms.get(0));
    } else {
      cw.line("long $L =", local);
      for (int i = 0; i < terms.size(); i++) {
        cw.line("    $L$L$L", i == 0 ? "" : "| ", terms.get(i), i == terms.size() - 1 ? ";" : "");
      }
    }
  }

  /** The most bytes a small message's slot, flags and fields take (see smallMax). */
  private static final int SMALL_MAX = 256;

  /**
   * For a message that {@code write} may write whole through {@code beginSmall} (at most 64 flag
   * bits, every body field a scalar or enum with a direct write (a string as its table index,
   * through {@code smallRef}; an enum through {@code smallEnum}), or a list of scalars written as a
   * leaf level, which takes this path only when empty), the most bytes it takes there: a two-byte
   * header, its flag bytes and its fields (an empty list's count one byte, or none when a presence
   * bit leaves it out); else -1 (also above {@link #SMALL_MAX}).
   */
  private static int smallMax(CompactLayout layout) {
    if (layout.flagBits() > 64) {
      return -1;
    }
    int max = 2 + (layout.flagBits() + 6) / 7;
    int strings = 0;
    for (CompactLayout.Slot slot : layout.slots()) {
      if (!slot.inBody()) {
        continue;
      }
      Field f = slot.field();
      if (smallInts(f)) {
        max += 1 + 5 * CompactSink.SMALL_INTS;
        continue;
      }
      if (smallList(f)) {
        max += slot.presenceBit() >= 0 ? 0 : 1;
        continue;
      }
      if (!direct(f) || RecordEmitter.isString(f) && ++strings > SMALL_STRINGS) {
        return -1;
      }
      max +=
          f.type() instanceof ScalarType s
              ? ValueCodec.directMax(s.kind(), ValueCodec.options(f))
              : 5; // an enum value below 2^31
    }
    return max <= SMALL_MAX ? max : -1;
  }

  /**
   * The most string fields of a small message: one with more (repos' {@code User}, 16; citm's
   * {@code Event}, 5) spends its time in the string table, and a second copy of its body in {@code
   * write} cost more than the level it saves (measured, docs/benchmarks-log.md).
   */
  private static final int SMALL_STRINGS = 4;

  /**
   * A {@code list<i32>} of zigzag varints, which a small message writes itself when it holds at
   * most {@code CompactSink.SMALL_INTS} ({@code CompactSink.smallInts}, {@code putSmallI32s}).
   */
  static boolean smallInts(Field f) {
    return f.type() instanceof ListType l
        && "I32s".equals(ValueCodec.bulkVarints(l.element(), ValueCodec.options(f)));
  }

  /** A list field written as a leaf level (count and elements, ValueCodec.writeList). */
  static boolean smallList(Field f) {
    return f.type() instanceof ListType l
        && (ValueCodec.bulk(l.element(), ValueCodec.options(f)) != null
            || ValueCodec.bulkVarints(l.element(), ValueCodec.options(f)) != null);
  }

  /**
   * A small message (smallMax) without unknown fields, written whole in the buffer when the writer
   * takes it ({@code beginSmall}): header slot, flag bytes, fields, then the header ({@code
   * endSmall}). The same bytes as beginAt/endAt, which the code after this takes otherwise.
   */
  private void writeSmall(CompactLayout layout, NameAllocator names, int max) {
    String writer = cw.type(JavaTypes.COMPACT_WRITER);
    String b = names.newName("b");
    String p = names.newName("p");
    String start = names.newName("start");
    // Lists take this path when empty: left out by their presence bit, or their count alone.
    StringBuilder cond = new StringBuilder("value.unknownFields() == null");
    for (CompactLayout.Slot slot : layout.slots()) {
      if (slot.inBody() && smallInts(slot.field())) {
        String get = "value." + host.javaName(slot.field()) + "()";
        String ints = writer + ".smallInts(" + get + ")";
        cond.append(" && ")
            .append(
                slot.presenceBit() >= 0
                    ? "(!(" + bodyPresent(slot, get) + ") || " + ints + ")"
                    : ints);
      } else if (slot.inBody() && smallList(slot.field())) {
        String get = "value." + host.javaName(slot.field()) + "()";
        cond.append(" && ")
            .append(
                slot.presenceBit() >= 0 ? "!(" + bodyPresent(slot, get) + ")" : get + ".isEmpty()");
      }
    }
    cw.begin("if ($L)", cond);
    cw.line("byte[] $L = w.room($L);", b, max);
    cw.line("int $L = w.beginSmall(value, this);", start);
    cw.begin("if ($L >= 0)", start);
    cw.line("int $L = $L + 1;", p, start);
    if (bitsLocal != null) {
      cw.begin("if ($L != 0)", bitsLocal);
      cw.line("$L = $L.putVarint($L, $L, $L);", p, writer, b, p, bitsLocal);
      cw.end();
    }
    for (CompactLayout.Slot slot : layout.slots()) {
      if (!slot.inBody()) {
        continue;
      }
      smallField(slot, b, p);
    }
    cw.line(
        "w.position($L.endSmall($L, $L, $L, $L));",
        writer,
        b,
        start,
        p,
        bitsLocal != null ? bitsLocal + " != 0" : "false");
    cw.line("return;");
    cw.end();
    cw.end();
  }

  /**
   * The most string fields of a message {@link #writeNest} writes (google_message2's {@code
   * Group1}, 6, besides its two {@code list<string>}s). With 8, twitter's {@code MediaEntity} (7)
   * took the path too and twitter encode read 0.93-0.95 against main (docs/benchmarks-log.md).
   */
  private static final int NEST_STRINGS = 6;

  /** A single nested message field (not a list): its own {@code write} writes it. */
  static boolean nestedMessage(Field f) {
    return f.type() instanceof NamedType && JavaTypes.decl(f.type()) instanceof MessageDecl;
  }

  /**
   * A {@code list<string>}, which a nest message writes itself when it holds at most SMALL_REFS.
   */
  static boolean stringList(Field f) {
    return f.type() instanceof ListType l
        && l.element() instanceof ScalarType s
        && s.kind() == ScalarKind.STRING;
  }

  /**
   * Whether {@code write} may write the message in one pass through {@code beginNest} ({@link
   * #writeNest}): at most 64 flag bits, at least one nested message or {@code list<string>} (else
   * smallMax decides), every body field one smallMax takes, a nested message or a {@code
   * list<string>}, at most {@link #NEST_STRINGS} string fields, and each stretch of fields between
   * two nested messages within {@link #SMALL_MAX} bytes.
   */
  private static boolean nestable(MessageDecl message) {
    return nestable(message, new HashSet<>());
  }

  /**
   * {@link #nestable}, each nested message's type itself small or nestable (a bounded child: a
   * large one, canada's {@code Geometry} in a {@code Feature}, would be moved by the parent's
   * header where beginAt's guess leaves it in place); {@code seen} stops a recursive type.
   */
  private static boolean nestable(MessageDecl message, Set<MessageDecl> seen) {
    if (!seen.add(message)) {
      return false;
    }
    boolean ok = nestableFields(CompactLayout.of(message), seen);
    seen.remove(message);
    return ok;
  }

  private static boolean nestableFields(CompactLayout layout, Set<MessageDecl> seen) {
    if (layout.flagBits() > 64) {
      return false;
    }
    boolean any = false;
    int strings = 0;
    int max = 2 + (layout.flagBits() + 6) / 7;
    for (CompactLayout.Slot slot : layout.slots()) {
      if (!slot.inBody()) {
        continue;
      }
      Field f = slot.field();
      if (nestedMessage(f)) {
        MessageDecl child = (MessageDecl) JavaTypes.decl(f.type());
        if (smallMax(CompactLayout.of(child)) < 0 && !nestable(child, seen)) {
          return false;
        }
        any = true;
        max = 0;
        continue;
      }
      any |= stringList(f);
      if (!stringList(f)
          && !smallList(f)
          && (!direct(f) || RecordEmitter.isString(f) && ++strings > NEST_STRINGS)) {
        return false;
      }
      max += nestFieldMax(slot);
      if (max > SMALL_MAX) {
        return false;
      }
    }
    return any;
  }

  /**
   * A message {@link #nestable} takes, without unknown fields, written in one pass when the writer
   * takes it ({@code beginNest}): a two-byte header slot, flag bytes, its fields in place (a {@code
   * list<string>} as its count and indices), each nested message by its own {@code write} with the
   * position handed over and read back, then the header ({@code endNest}). The same bytes as
   * beginAt/endAt, which the code after this takes otherwise.
   */
  private void writeNest(CompactLayout layout, NameAllocator names) {
    String writer = cw.type(JavaTypes.COMPACT_WRITER);
    String b = names.newName("b");
    String p = names.newName("p");
    String start = names.newName("start");
    StringBuilder cond = new StringBuilder("value.unknownFields() == null");
    List<CompactLayout.Slot> body = new ArrayList<>();
    for (CompactLayout.Slot slot : layout.slots()) {
      if (!slot.inBody()) {
        continue;
      }
      body.add(slot);
      String get = "value." + host.javaName(slot.field()) + "()";
      String ok = null;
      if (stringList(slot.field())) {
        ok = get + ".size() <= " + writer + ".SMALL_REFS";
      } else if (smallInts(slot.field())) {
        ok = writer + ".smallInts(" + get + ")";
      } else if (smallList(slot.field())) {
        cond.append(" && ")
            .append(
                slot.presenceBit() >= 0 ? "!(" + bodyPresent(slot, get) + ")" : get + ".isEmpty()");
      }
      if (ok != null) {
        cond.append(" && ")
            .append(
                slot.presenceBit() >= 0 ? "(!(" + bodyPresent(slot, get) + ") || " + ok + ")" : ok);
      }
    }
    cw.begin("if ($L)", cond);
    cw.line("int $L = w.beginNest(value, this);", start);
    cw.begin("if ($L >= 0)", start);
    // The stretches of fields between nested messages, each with its room.
    int max = 2 + (layout.flagBits() + 6) / 7;
    List<Integer> stretches = new ArrayList<>();
    for (CompactLayout.Slot slot : body) {
      Field f = slot.field();
      if (nestedMessage(f)) {
        stretches.add(max);
        max = 0;
      } else {
        max += nestFieldMax(slot);
      }
    }
    stretches.add(max);
    int stretch = 0;
    cw.line("byte[] $L = w.room($L);", b, stretches.get(stretch++));
    cw.line("int $L = $L + 2;", p, start);
    if (bitsLocal != null) {
      cw.begin("if ($L != 0)", bitsLocal);
      cw.line("$L = $L.putVarint($L, $L, $L);", p, writer, b, p, bitsLocal);
      cw.end();
    }
    // Whether the writer's position is p already (after a child, until a field is written).
    boolean synced = false;
    for (int k = 0; k < body.size(); k++) {
      CompactLayout.Slot slot = body.get(k);
      Field f = slot.field();
      String get = "value." + host.javaName(f) + "()";
      if (nestedMessage(f)) {
        boolean last = k == body.size() - 1;
        int room = stretches.get(stretch++);
        // The position handed over (room below counts from it, child or not), read back after.
        if (!synced) {
          cw.line("w.position($L);", p);
        }
        synced = true;
        if (slot.presenceBit() >= 0) {
          cw.begin("if ($L)", bodyPresent(slot, get));
        }
        cw.line("$T.COMPACT.write(w, $L);", types.className(JavaTypes.decl(f.type())), get);
        cw.line("$L = w.position();", p);
        if (slot.presenceBit() >= 0) {
          cw.end();
        }
        if (!last && room > 0) {
          cw.line("$L = w.room($L);", b, room);
        }
        continue;
      }
      synced = false;
      if (stringList(f)) {
        String list = names.newName("list");
        String i = names.newName("i");
        if (slot.presenceBit() >= 0) {
          cw.begin("if ($L)", bodyPresent(slot, get));
        }
        cw.line("var $L = $L;", list, get);
        cw.line("$L[$L++] = (byte) $L.size();", b, p, list);
        cw.begin("for (int $L = 0; $L < $L.size(); $L++)", i, i, list, i);
        cw.line(
            "$L",
            putVarint(
                b,
                p,
                "w.smallRef("
                    + list
                    + ".get("
                    + i
                    + "), "
                    + ValueCodec.options(f).dedup()
                    + ", this)"));
        cw.end();
        if (slot.presenceBit() >= 0) {
          cw.end();
        }
        continue;
      }
      smallField(slot, b, p);
    }
    cw.line("w.endNest($L, $L, $L);", start, p, bitsLocal != null ? bitsLocal + " != 0" : "false");
    cw.line("return;");
    cw.end();
    cw.end();
  }

  /**
   * One field of a small or nest message written in place into {@code b} at {@code p}: a {@code
   * list<i32>} by putSmallI32s, an empty leaf list by its count (or nothing under a presence bit),
   * an enum by smallEnum, a string by smallRef, another scalar by its direct write.
   */
  private void smallField(CompactLayout.Slot slot, String b, String p) {
    String writer = cw.type(JavaTypes.COMPACT_WRITER);
    Field f = slot.field();
    String get = "value." + host.javaName(f) + "()";
    if (smallInts(f)) {
      directPut(
          slot, get, p + " = " + writer + ".putSmallI32s(" + b + ", " + p + ", " + get + ");");
      return;
    }
    if (smallList(f)) {
      if (slot.presenceBit() < 0) {
        cw.line("$L[$L++] = 0; // $L: empty", b, p, host.javaName(f));
      }
      return;
    }
    String put;
    if (!(f.type() instanceof ScalarType s)) {
      // An enum: smallEnum reports a negative value naming this message, as enumValue would.
      put = putVarint(b, p, writer + ".smallEnum(" + get + ".value(), this)");
    } else if (s.kind() == ScalarKind.STRING) {
      // smallRef: stringRef's index, its errors naming this message (no level is pushed).
      put = putVarint(b, p, "w.smallRef(" + get + ", " + ValueCodec.options(f).dedup() + ", this)");
    } else {
      put = straightPut(cw, s, f, get, b, p);
    }
    directPut(slot, get, put);
  }

  /**
   * A scalar written in place by the small and general paths: varints of three bytes or more by
   * straight-line stores ({@code leafZigzag}, {@code leafVarint}), as leaf roots write them, in
   * place of putUVarint's loop.
   */
  static String straightPut(CodeWriter cw, ScalarType s, Field f, String get, String b, String p) {
    return ValueCodec.directWrite(
        cw, s.kind(), ValueCodec.options(f), get, b, p, "leafZigzag", "leafVarint");
  }

  /**
   * The most bytes a field of a nest message takes in place (smallField or a {@code list<string>}'s
   * count and indices).
   */
  private static int nestFieldMax(CompactLayout.Slot slot) {
    Field f = slot.field();
    if (stringList(f)) {
      return 1 + 5 * CompactSink.SMALL_REFS;
    }
    if (smallInts(f)) {
      return 1 + 5 * CompactSink.SMALL_INTS;
    }
    if (smallList(f)) {
      return slot.presenceBit() >= 0 ? 0 : 1;
    }
    return f.type() instanceof ScalarType s
        ? ValueCodec.directMax(s.kind(), ValueCodec.options(f))
        : 5; // an enum value below 2^31
  }

  /** {@code p = CompactSink.putVarint(b, p, value);} in the emitted file's spelling. */
  private String putVarint(String b, String p, String value) {
    return p
        + " = "
        + cw.type(JavaTypes.COMPACT_WRITER)
        + ".putVarint("
        + b
        + ", "
        + p
        + ", "
        + value
        + ");";
  }

  /**
   * The terms {@code (condition ? 1L << k : 0L)} of the 64-bit word of flag bits starting at bit
   * {@code from} (at most 64 terms).
   */
  static List<String> bitTerms(String[] bits, int from) {
    List<String> terms = new ArrayList<>();
    for (int k = from; k < Math.min(bits.length, from + 64); k++) {
      int shift = k - from;
      terms.add("(" + bits[k] + " ? " + CodecSupport.bit(shift) + " : 0L)");
    }
    return terms;
  }

  /** Whether some field of the body is written only when present (has a presence bit). */
  private static boolean bodyHasPresence(CompactLayout layout) {
    for (CompactLayout.Slot slot : layout.slots()) {
      if (slot.inBody() && slot.presenceBit() >= 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The condition under which {@code write} writes a field with a presence bit: its bit in the
   * local computed up front when there is one, else {@link #present}.
   */
  private String bodyPresent(CompactLayout.Slot slot, String get) {
    if (bitsLocal == null) {
      return present(slot, get);
    }
    return CodecSupport.bitTest(bitsLocal, slot.presenceBit(), false);
  }

  /**
   * The condition under which a field with a presence bit is written: an optional field when it is
   * not null, an {@code [omit_default]} field when it differs from its default (FORMAT.md §3.2).
   */
  String present(CompactLayout.Slot slot, String get) {
    return slot.optional() ? get + " != null" : defaults.differs(slot.field(), get);
  }

  /**
   * The flag bits' expressions (FORMAT.md §3.2), by bit: presence of optional and {@code
   * [omit_default]} fields, bool values.
   */
  String[] flagBits(CompactLayout layout) {
    String[] bits = new String[layout.flagBits()];
    for (CompactLayout.Slot slot : layout.slots()) {
      String get = "value." + host.javaName(slot.field()) + "()";
      if (slot.presenceBit() >= 0) {
        bits[slot.presenceBit()] = present(slot, get);
      }
      if (!slot.inBody()) {
        String value = (slot.boolDefault() ? "!" : "") + get;
        bits[slot.valueBit()] = slot.optional() ? get + " != null && " + value : value;
      }
    }
    return bits;
  }

  /**
   * {@code encodeLeaf} (CompactType): the whole root in one pass. The strings enter the table in
   * wire order first, the field bytes are summed, then the fields are written into the array the
   * writer sized, with the same writes as {@code write}.
   */
  void encodeLeaf(CompactLayout layout) {
    int strings = 0;
    for (CompactLayout.Slot slot : layout.slots()) {
      if (slot.inBody() && RecordEmitter.isString(slot.field())) {
        strings++;
      }
    }
    if (strings <= LEAF_LOCAL_STRINGS) {
      encodeLeafLocal(layout);
      return;
    }
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public byte[] encodeLeaf($T w, $L value)", JavaTypes.COMPACT_WRITER, name);
    cw.begin("if (value.unknownFields() != null || !w.leafBegin())");
    cw.line("return null;");
    cw.end();
    NameAllocator names = new NameAllocator();
    names.reserve("w");
    names.reserve("value");
    String b = names.newName("b");
    String p = names.newName("p");
    List<String[]> writes = leafSizes(layout, names, b, p);
    cw.begin("if ($L == null)", b);
    cw.line("return null;");
    cw.end();
    cw.line("int $L = w.leafBody();", p);
    leafWrites(writes);
    cw.line("return w.leafEnd($L, $L);", b, p);
    cw.end();
  }

  /**
   * CompactSink.LEAF_LOCAL_STRINGS: leaf roots of at most this many strings keep them in locals.
   */
  private static final int LEAF_LOCAL_STRINGS = 4;

  /**
   * A local-strings leaf root of more fields than this writes its array and fields in a method of
   * its own: price.large's encodeLeaf (18 fields) was 496 bytes of bytecode, over C2's
   * FreqInlineSize (325), and so a call on every root; price.medium's (12) is inlined.
   */
  private static final int LEAF_SPLIT_FIELDS = 12;

  /**
   * The parameter slots (JVMS §4.3.3) of the split-off {@code leafFields} of a local-strings leaf
   * root: the writer and the value, then per string its {@code String}, its {@code long} length
   * (two slots) and its {@code int} index, then an {@code int} per enum field.
   */
  static int splitSlots(int strings, int enums) {
    return 2 + 4 * strings + enums;
  }

  /**
   * How a form of {@code encodeLeaf} enters a string or enum field ({@code get}, present when
   * {@code cond} holds, or always when null): emits its locals and returns the local whose value
   * (table index, enum value) the field's write puts.
   */
  private interface LeafEntry {
    String enter(CompactLayout.Slot slot, String get, String cond);
  }

  /**
   * A leaf root's fields: the terms of its field bytes' sum, and its writes ({condition or null,
   * statement}) in wire order.
   */
  private record LeafFields(List<String> sum, List<String[]> writes) {}

  private LeafFields leafFields(
      CompactLayout layout, String b, String p, LeafEntry string, LeafEntry enumValue) {
    String writer = cw.type(JavaTypes.COMPACT_WRITER);
    int fixed = 0;
    List<String> sizes = new ArrayList<>();
    List<String[]> writes = new ArrayList<>();
    for (CompactLayout.Slot slot : layout.slots()) {
      if (!slot.inBody()) {
        continue;
      }
      Field f = slot.field();
      String get = "value." + host.javaName(f) + "()";
      String cond = slot.presenceBit() >= 0 ? present(slot, get) : null;
      String size;
      String put;
      if (RecordEmitter.isString(f)) {
        String local = string.enter(slot, get, cond);
        size = "1"; // at most LEAF_MAX_STRINGS entries: every index takes one byte
        put = p + " = " + writer + ".putVarint(" + b + ", " + p + ", " + local + ");";
      } else if (f.type() instanceof ScalarType s) {
        size = ValueCodec.directSize(s.kind(), ValueCodec.options(f), get);
        put =
            ValueCodec.directWrite(
                cw, s.kind(), ValueCodec.options(f), get, b, p, "leafZigzag", "putVarint");
      } else {
        String local = enumValue.enter(slot, get, cond);
        size = writer + ".varintSize(" + local + ")";
        put = p + " = " + writer + ".putVarint(" + b + ", " + p + ", " + local + ");";
      }
      size = size.replace("CompactSink.", writer + ".");
      if (cond == null && size.chars().allMatch(Character::isDigit)) {
        fixed += Integer.parseInt(size);
      } else if (cond == null) {
        sizes.add(size);
      } else {
        sizes.add("(" + cond + " ? " + size + " : 0)");
      }
      writes.add(new String[] {cond, put});
    }
    List<String> sum = new ArrayList<>();
    if (fixed > 0 || sizes.isEmpty()) {
      sum.add(Integer.toString(fixed));
    }
    sum.addAll(sizes);
    return new LeafFields(sum, writes);
  }

  /** Emits the flag bits of a leaf root as the last argument of a call: {@code bits);}. */
  private void leafBitsArgument(CompactLayout layout) {
    List<String> terms = bitTerms(flagBits(layout), 0);
    if (terms.isEmpty()) {
      cw.line("        0L);");
    }
    for (int i = 0; i < terms.size(); i++) {
      cw.line(
          "        $L$L$L", i == 0 ? "" : "| ", terms.get(i), i == terms.size() - 1 ? ");" : "");
    }
  }

  /**
   * {@code encodeLeaf} of a leaf root of at most {@link #LEAF_LOCAL_STRINGS} strings, with the
   * root's state in locals: each string's UTF-8 length ({@code leafLength}), its table index (the
   * first equal earlier string's when deduplicating, compared in the generated code), the table's
   * entry count and bytes; then {@code w.leafRoot} takes the array (one of the root's exact size,
   * or the place the writer's caller set; head, table, root header and flags written), and the
   * fields fill the rest from {@code w.leafBody()}. Same bytes as {@code leafString}/{@code
   * leafArray}; a value this path does not take (a null or lone surrogate string, a negative enum
   * value) returns null for the general path.
   */
  private void encodeLeafLocal(CompactLayout layout) {
    String writer = cw.type(JavaTypes.COMPACT_WRITER);
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public byte[] encodeLeaf($T w, $L value)", JavaTypes.COMPACT_WRITER, name);
    NameAllocator names = new NameAllocator();
    names.reserve("w");
    names.reserve("value");
    String b = names.newName("b");
    String p = names.newName("p");
    String d = names.newName("d");
    String n = names.newName("n");
    cw.line("int $L = w.leafOpen();", d);
    cw.begin("if (value.unknownFields() != null || $L < 0)", d);
    cw.line("return null;");
    cw.end();
    List<String> declines = new ArrayList<>();
    // Per string, in wire order: {string local, length local, index local, -, dedup, optional}.
    List<String[]> strs = new ArrayList<>();
    LeafEntry string =
        (slot, get, cond) -> {
          Field f = slot.field();
          String sl = names.newName("s" + f.id());
          String ll = names.newName("l" + f.id());
          String il = names.newName("i" + f.id());
          String src = cond == null || slot.optional() ? get : cond + " ? " + get + " : null";
          cw.line("$T $L = $L;", JavaTypes.STRING, sl, src);
          if (cond == null) {
            cw.line("long $L = w.leafLength($L);", ll, sl);
          } else {
            cw.line("long $L = $L != null ? w.leafLength($L) : 0;", ll, sl, sl);
          }
          declines.add(ll);
          boolean dedup = ValueCodec.options(f).dedup();
          strs.add(new String[] {sl, ll, il, null, dedup ? "d" : "", cond == null ? "" : "o"});
          return il;
        };
    List<String> enums = new ArrayList<>();
    LeafEntry enumValue =
        (slot, get, cond) -> {
          String local = names.newName("e" + slot.field().id());
          String enter = get + ".value()";
          cw.line("int $L = $L;", local, cond == null ? enter : cond + " ? " + enter + " : 0");
          declines.add(local);
          enums.add(local);
          return local;
        };
    LeafFields fields = leafFields(layout, b, p, string, enumValue);
    if (!declines.isEmpty()) {
      // A negative length or enum value: a value the general path takes (or reports).
      String any = String.join(" | ", declines);
      cw.begin("if ($L < 0)", declines.size() == 1 ? any : "(" + any + ")");
      cw.line("return null;");
      cw.end();
    }
    // Each string's table index: the count of entries before it (n, a constant while every
    // earlier string has its own entry), or an equal earlier string's when deduplicating (the
    // string local then set to null: no entry of its own).
    int known = 0; // entries before the string when n is not in use yet
    boolean counting = false;
    for (int j = 0; j < strs.size(); j++) {
      String[] sj = strs.get(j);
      boolean opt = !sj[5].isEmpty();
      boolean scan = !sj[4].isEmpty() && j > 0;
      boolean last = j == strs.size() - 1;
      String count = counting ? n : Integer.toString(known);
      if (!opt && !scan) {
        cw.line("int $L = $L;", sj[2], count);
        if (counting && !last) {
          cw.line("$L++;", n);
        }
        known++;
        continue;
      }
      if (!counting && !last) {
        cw.line("int $L = $L;", n, known);
        counting = true;
        count = n;
      }
      cw.line("int $L = $L;", sj[2], count);
      String cond = opt ? sj[0] + " != null" : null;
      if (scan) {
        // Which earlier string matched decides the index: one test per earlier string, each
        // behind the string's presence and the writer's dedup setting.
        boolean first = true;
        String pre = (cond == null ? "" : cond + " && ") + d + " != 0 && ";
        for (int k = 0; k < j; k++) {
          String[] sk = strs.get(k);
          String test =
              String.format(
                  "%s%s.leafSame(%s, %s, %s, %s)", pre, writer, sj[0], sj[1], sk[0], sk[1]);
          if (first) {
            cw.begin("if ($L)", test);
            first = false;
          } else {
            cw.next("else if ($L)", test);
          }
          cw.line("$L = $L;", sj[2], sk[2]);
          cw.line("$L = null;", sj[0]);
        }
        if (!last) {
          cw.next(cond == null ? "else" : "else if (" + cond + ")");
          cw.line("$L++;", n);
        }
        cw.end();
      } else if (!last) {
        cw.begin("if ($L)", cond);
        cw.line("$L++;", n);
        cw.end();
      }
    }
    if (fields.writes().size() > LEAF_SPLIT_FIELDS
        && splitSlots(strs.size(), enums.size()) <= JavaLimits.MAX_CONSTRUCTOR_SLOTS) {
      // The root's array and fields in a method of their own, so that each half stays under C2's
      // FreqInlineSize and both are inlined where encodeLeaf is called (docs/benchmarks-log.md,
      // "C2 inlining failures on the compact hot paths"). Not when its parameters would pass the
      // JVM's 255 slots (a message of hundreds of enum fields): one method then, as for few fields.
      // The value, then the strings' and enums' locals (none for a message of scalars alone).
      List<String> args = new ArrayList<>(List.of("w", "value"));
      List<String> params = new ArrayList<>(List.of(writer + " w", name + " value"));
      for (String[] sj : strs) {
        args.add(sj[0] + ", " + sj[1]);
        params.add(cw.type(JavaTypes.STRING) + " " + sj[0] + ", long " + sj[1]);
      }
      for (String[] sj : strs) {
        args.add(sj[2]);
        params.add("int " + sj[2]);
      }
      for (String e : enums) {
        args.add(e);
        params.add("int " + e);
      }
      cw.line("return leafFields($L);", String.join(", ", args));
      cw.end();
      cw.blank();
      cw.begin("private static byte[] leafFields($L)", String.join(", ", params));
    }
    String fb = names.newName("fieldBytes");
    List<String> sum = fields.sum();
    cw.line("int $L =", fb);
    for (int i = 0; i < sum.size(); i++) {
      cw.line("    $L$L$L", i == 0 ? "" : "+ ", sum.get(i), i == sum.size() - 1 ? ";" : "");
    }
    StringBuilder strArgs = new StringBuilder();
    for (int j = 0; j < LEAF_LOCAL_STRINGS; j++) {
      String[] sj = j < strs.size() ? strs.get(j) : null;
      strArgs.append(sj == null ? "null, 0" : sj[0] + ", " + sj[1]);
      strArgs.append(j < LEAF_LOCAL_STRINGS - 1 ? ", " : ",");
    }
    cw.line("byte[] $L =", b);
    cw.line("    $T.leafRoot(", JavaTypes.COMPACT_WRITER);
    cw.line("        w, $L, $L", fb, strArgs);
    leafBitsArgument(layout);
    List<String[]> writes = fields.writes();
    String body = String.format("%s.leafBody(w, %s, %s)", writer, b, fb);
    String[] first = writes.isEmpty() ? null : writes.get(0);
    String firstArgs = "(" + b + ", " + p + ", ";
    String assign = p + " = ";
    if (first != null
        && first[0] == null
        && first[1].startsWith(assign)
        && first[1].indexOf(firstArgs) > 0) {
      // The first field written from the body's start, with no local between: two bytes of
      // bytecode fewer, which keeps price.medium's encodeLeaf under FreqInlineSize.
      int at = first[1].indexOf(firstArgs);
      String call = first[1].substring(0, at) + "(" + b + ", " + body + ", ";
      cw.line("int $L$L", call, first[1].substring(at + firstArgs.length()));
      writes = writes.subList(1, writes.size());
    } else {
      cw.line("int $L = $L;", p, body);
    }
    leafWrites(writes);
    cw.line("return $T.leafDone(w, $L, $L);", JavaTypes.COMPACT_WRITER, b, p);
    cw.end();
  }

  /**
   * Emits the string entries and {@code byte[] b = w.leafArray(field bytes, flag bits);} of a leaf
   * root, and returns its field writes: {condition or null, statement} in wire order.
   */
  private List<String[]> leafSizes(CompactLayout layout, NameAllocator names, String b, String p) {
    LeafEntry string =
        (slot, get, cond) -> {
          String local = names.newName("s" + slot.field().id());
          boolean dedup = ValueCodec.options(slot.field()).dedup();
          String enter = "w.leafString(" + get + ", " + dedup + ")";
          cw.line("int $L = $L;", local, cond == null ? enter : cond + " ? " + enter + " : 0");
          return local;
        };
    LeafEntry enumValue =
        (slot, get, cond) -> {
          String local = names.newName("e" + slot.field().id());
          String enter = "w.leafEnum(" + get + ".value())";
          cw.line("int $L = $L;", local, cond == null ? enter : cond + " ? " + enter + " : 0");
          return local;
        };
    LeafFields fields = leafFields(layout, b, p, string, enumValue);
    List<String> sum = fields.sum();
    cw.line("byte[] $L =", b);
    cw.line("    w.leafArray(");
    for (int i = 0; i < sum.size(); i++) {
      cw.line("        $L$L$L", i == 0 ? "" : "+ ", sum.get(i), i == sum.size() - 1 ? "," : "");
    }
    leafBitsArgument(layout);
    return fields.writes();
  }

  private void leafWrites(List<String[]> writes) {
    for (String[] wr : writes) {
      if (wr[0] == null) {
        cw.line("$L", wr[1]);
      } else {
        cw.begin("if ($L)", wr[0]);
        cw.line("$L", wr[1]);
        cw.end();
      }
    }
  }

  /** Whether a field has a direct write (a scalar of bounded size without a range check). */
  static boolean direct(Field f) {
    if (f.type() instanceof ScalarType s) {
      return ValueCodec.hasDirectWrite(s.kind());
    }
    return f.type() instanceof NamedType && JavaTypes.decl(f.type()) instanceof EnumDecl;
  }

  /**
   * Writes a run of scalar and enum fields straight into the writer's buffer: one room check for
   * the run and a local position (a run of one field takes the writer call). Empties {@code run}.
   */
  private void directRun(List<CompactLayout.Slot> run, NameAllocator names) {
    if (run.size() == 1 && run.get(0).presenceBit() < 0) {
      Field f = run.get(0).field();
      writeField(f, "value." + host.javaName(f) + "()", names);
    } else if (!run.isEmpty()) {
      int max = 0;
      for (CompactLayout.Slot slot : run) {
        Field f = slot.field();
        max +=
            f.type() instanceof ScalarType s
                ? ValueCodec.directMax(s.kind(), ValueCodec.options(f))
                : 5; // an enum value below 2^31
      }
      String b = names.newName("b");
      String p = names.newName("p");
      String writer = cw.type(JavaTypes.COMPACT_WRITER);
      cw.line("byte[] $L = w.room($L);", b, max);
      cw.line("int $L = w.position();", p);
      for (CompactLayout.Slot slot : run) {
        Field f = slot.field();
        String get = "value." + host.javaName(f) + "()";
        String put =
            f.type() instanceof ScalarType s
                ? straightPut(cw, s, f, get, b, p)
                : p
                    + " = "
                    + writer
                    + ".putVarint("
                    + b
                    + ", "
                    + p
                    + ", w.enumValue("
                    + get
                    + ".value()));";
        directPut(slot, get, put);
      }
      cw.line("w.position($L);", p);
    }
    run.clear();
  }

  /** A direct write {@code put} of a field, behind its presence bit when it has one. */
  private void directPut(CompactLayout.Slot slot, String get, String put) {
    if (slot.presenceBit() >= 0) {
      cw.begin("if ($L)", bodyPresent(slot, get));
      cw.line("$L", put);
      cw.end();
    } else {
      cw.line("$L", put);
    }
  }

  void writeStructBody() {
    cw.line("w.beginComposite();");
    NameAllocator names = new NameAllocator();
    names.reserve("w");
    names.reserve("value");
    for (Field f : fields) {
      writeField(f, "value." + host.javaName(f) + "()", names);
    }
    cw.line("w.endComposite();");
  }

  private void writeField(Field f, String get, NameAllocator names) {
    if (ValueCodec.isComposite(f.type())) {
      cw.line("write$L(w, $L);", host.compactHelper(f), get);
    } else {
      codec.write(f.type(), ValueCodec.options(f), get, names);
    }
  }
}
