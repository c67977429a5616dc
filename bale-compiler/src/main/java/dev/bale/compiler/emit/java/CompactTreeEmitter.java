package dev.bale.compiler.emit.java;

import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The one-pass tree root (runtime {@code CompactTree}): {@code treeSize} and {@code treeWrite} of
 * every message type whose tree has a bounded shape, and {@code encodeLeaf} of such a type that is
 * not a leaf. A part of {@link RecordEmitter}.
 */
final class CompactTreeEmitter extends RecordPart {
  CompactTreeEmitter(RecordEmitter host) {
    super(host);
  }

  /**
   * The deepest level a value of {@code message} reaches when it is written at level 1 (a list
   * takes a level of its own), or -1 when the tree path does not take the type: at most 63 flag
   * bits, every body field a direct write (scalar, enum, string), a nested message of such a type, a
   * {@code list<string>}, a list of messages of such a type, or a list of scalars written as a leaf
   * level (taken when empty); no recursive type.
   */
  static int depth(MessageDecl message) {
    return depth(message, new HashSet<>());
  }

  private static int depth(MessageDecl message, Set<MessageDecl> seen) {
    if (!seen.add(message)) {
      return -1;
    }
    try {
      CompactLayout layout = CompactLayout.of(message);
      if (layout.flagBits() > 63) {
        return -1;
      }
      int depth = 1;
      for (CompactLayout.Slot slot : layout.slots()) {
        if (!slot.inBody()) {
          continue;
        }
        Field f = slot.field();
        if (CompactWriteEmitter.direct(f)) {
          continue;
        }
        if (CompactWriteEmitter.nestedMessage(f)) {
          int d = depth((MessageDecl) JavaTypes.decl(f.type()), seen);
          if (d < 0) {
            return -1;
          }
          depth = Math.max(depth, 1 + d);
        } else if (messageList(f)) {
          int d = depth((MessageDecl) JavaTypes.decl(((ListType) f.type()).element()), seen);
          if (d < 0) {
            return -1;
          }
          depth = Math.max(depth, 2 + d);
        } else if (CompactWriteEmitter.stringList(f)
            || CompactWriteEmitter.smallList(f)
            || CompactWriteEmitter.smallInts(f)) {
          depth = Math.max(depth, 2);
        } else {
          return -1;
        }
      }
      return depth;
    } finally {
      seen.remove(message);
    }
  }

  /** A list of messages. */
  private static boolean messageList(Field f) {
    return f.type() instanceof ListType l
        && l.element() instanceof NamedType
        && JavaTypes.decl(l.element()) instanceof MessageDecl;
  }

  /** {@code encodeLeaf} of a tree root: both walks between the writer's tree and its table. */
  void encodeTree(int depth) {
    String writer = cw.type(JavaTypes.COMPACT_WRITER);
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public byte[] encodeLeaf($T w, $L value)", JavaTypes.COMPACT_WRITER, name);
    cw.line("$T t = w.treeOpen($L);", JavaTypes.COMPACT_TREE, depth);
    cw.begin("if (t == null)");
    cw.line("return null;");
    cw.end();
    cw.line("byte[] b = t.table(treeSize(t, value));");
    cw.begin("if (b == null)");
    cw.line("return null;");
    cw.end();
    cw.line("return $L.leafDone(b, treeWrite(t, b, t.body(), value));", writer);
    cw.end();
  }

  /** {@code treeSize} and {@code treeWrite} of this message type. */
  void treeMethods(CompactLayout layout) {
    CompactWriteEmitter writes = host.writes;
    String writer = cw.type(JavaTypes.COMPACT_WRITER);
    String[] bits = writes.flagBits(layout);
    boolean flags = bits.length > 0;
    int slots = flags ? 2 : 1;
    List<CompactLayout.Slot> body = new ArrayList<>();
    for (CompactLayout.Slot slot : layout.slots()) {
      if (slot.inBody()) {
        body.add(slot);
      }
    }

    // The first walk: strings entered, sizes summed, header and bits kept.
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int treeSize($T t, $L value)", JavaTypes.COMPACT_TREE, name);
    cw.line("int at = t.message($L);", slots);
    cw.begin("if (value.unknownFields() != null || at < 0)");
    cw.line("return -1;");
    cw.end();
    if (flags) {
      List<String> terms = CompactWriteEmitter.bitTerms(bits, 0);
      if (terms.size() == 1) {
        cw.line("long bits = $L;", terms.get(0));
      } else {
        cw.line("long bits =");
        for (int i = 0; i < terms.size(); i++) {
          cw.line("    $L$L$L", i == 0 ? "" : "| ", terms.get(i), i == terms.size() - 1 ? ";" : "");
        }
      }
    }
    int fixed = 0;
    List<String> sizes = new ArrayList<>();
    // Fixed sizes and sums of unconditional scalars first, into one expression.
    for (CompactLayout.Slot slot : body) {
      Field f = slot.field();
      if (slot.presenceBit() >= 0) {
        continue;
      }
      String get = "value." + host.javaName(f) + "()";
      if (RecordEmitter.isString(f)) {
        fixed += 1;
      } else if (f.type() instanceof ScalarType s) {
        String size = ValueCodec.directSize(s.kind(), ValueCodec.options(f), get);
        if (size.chars().allMatch(Character::isDigit)) {
          fixed += Integer.parseInt(size);
        } else {
          sizes.add(size.replace("CompactSink.", writer + "."));
        }
      } else if (CompactWriteEmitter.direct(f)) {
        sizes.add("t.enumSize(" + get + ".value())");
      } else if (CompactWriteEmitter.smallList(f) || CompactWriteEmitter.smallInts(f)) {
        fixed += 1;
      }
    }
    List<String> sum = new ArrayList<>();
    sum.add(Integer.toString(fixed));
    sum.addAll(sizes);
    if (sum.size() == 1) {
      cw.line("int n = $L;", sum.get(0));
    } else {
      cw.line("int n =");
      for (int i = 0; i < sum.size(); i++) {
        cw.line("    $L$L$L", i == 0 ? "" : "+ ", sum.get(i), i == sum.size() - 1 ? ";" : "");
      }
    }
    // Then, in wire order, what enters strings or messages and every field with a presence bit.
    for (CompactLayout.Slot slot : body) {
      Field f = slot.field();
      String get = "value." + host.javaName(f) + "()";
      boolean present = slot.presenceBit() >= 0;
      boolean scalar = CompactWriteEmitter.direct(f) && !RecordEmitter.isString(f);
      boolean leafList = CompactWriteEmitter.smallList(f) || CompactWriteEmitter.smallInts(f);
      if (!present && scalar) {
        continue;
      }
      if (present) {
        cw.begin("if ($L)", bitTest(slot));
      }
      if (RecordEmitter.isString(f)) {
        if (present) {
          cw.line("n++;");
        }
        cw.line("t.string($L, $L);", get, ValueCodec.options(f).dedup());
      } else if (f.type() instanceof ScalarType s) {
        cw.line(
            "n += $L;",
            ValueCodec.directSize(s.kind(), ValueCodec.options(f), get)
                .replace("CompactSink.", writer + "."));
      } else if (CompactWriteEmitter.direct(f)) {
        cw.line("n += t.enumSize($L.value());", get);
      } else if (CompactWriteEmitter.nestedMessage(f)) {
        String type = cw.type(types.className(JavaTypes.decl(f.type())));
        cw.line("int c$L = $L.COMPACT.treeSize(t, $L);", f.id(), type, get);
        cw.begin("if (c$L < 0)", f.id());
        cw.line("return -1;");
        cw.end();
        cw.line("n += c$L;", f.id());
      } else if (CompactWriteEmitter.stringList(f)) {
        cw.line("var l$L = $L;", f.id(), get);
        cw.line("int m$L = l$L.size();", f.id(), f.id());
        cw.begin("if (m$L > $L.LEAF_MAX_STRINGS)", f.id(), writer);
        cw.line("return -1;");
        cw.end();
        cw.line("n += 1 + m$L;", f.id());
        cw.begin("for (int i = 0; i < m$L; i++)", f.id());
        cw.line("t.string(l$L.get(i), $L);", f.id(), ValueCodec.options(f).dedup());
        cw.end();
      } else if (messageList(f)) {
        String type =
            cw.type(types.className(JavaTypes.decl(((ListType) f.type()).element())));
        cw.line("var l$L = $L;", f.id(), get);
        cw.line("int m$L = l$L.size();", f.id(), f.id());
        cw.begin("if (!t.roomFor(m$L))", f.id());
        cw.line("return -1;");
        cw.end();
        cw.line("n += $L.varintSize(m$L);", writer, f.id());
        cw.begin("for (int i = 0; i < m$L; i++)", f.id());
        cw.line("$L e = l$L.get(i);", type, f.id());
        cw.line("int c = e == null ? -1 : $L.COMPACT.treeSize(t, e);", type);
        cw.begin("if (c < 0)");
        cw.line("return -1;");
        cw.end();
        cw.line("n += c;");
        cw.end();
      } else if (leafList) {
        // Taken when empty: its count alone, or nothing under a presence bit.
        if (present) {
          cw.line("return -1;");
        } else {
          cw.begin("if (!$L.isEmpty())", get);
          cw.line("return -1;");
          cw.end();
        }
      } else {
        throw new IllegalStateException("tree field " + f.name());
      }
      if (present) {
        cw.end();
      }
    }
    String head = flags ? "(long) n << 2 | (bits != 0 ? 2 : 0)" : "(long) n << 2";
    if (flags) {
      cw.begin("if (bits != 0)");
      cw.line("n += $L.varintSize(bits);", writer);
      cw.end();
    }
    cw.line("long header = $L;", head);
    cw.line("long[] seq = t.seq;");
    cw.line("seq[at] = header;");
    if (flags) {
      cw.line("seq[at + 1] = bits;");
    }
    cw.line("return n + $L.varintSize(header);", writer);
    cw.end();

    // The second walk: the same order, from what the first kept.
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin(
        "public int treeWrite($T t, byte[] b, int p, $L value)", JavaTypes.COMPACT_TREE, name);
    cw.line("long[] seq = t.seq;");
    cw.line("int k = t.k;");
    cw.line("p = $L.putVarint(b, p, seq[k]);", writer);
    if (flags) {
      cw.line("long bits = seq[k + 1];");
      cw.line("k += 2;");
      cw.begin("if (bits != 0)");
      cw.line("p = $L.putVarint(b, p, bits);", writer);
      cw.end();
    } else {
      cw.line("k++;");
    }
    for (CompactLayout.Slot slot : body) {
      Field f = slot.field();
      String get = "value." + host.javaName(f) + "()";
      boolean present = slot.presenceBit() >= 0;
      boolean leafList = CompactWriteEmitter.smallList(f) || CompactWriteEmitter.smallInts(f);
      if (leafList && present) {
        continue; // never present on this path
      }
      if (present) {
        cw.begin("if ($L)", bitTest(slot));
      }
      if (RecordEmitter.isString(f)) {
        cw.line("b[p++] = (byte) seq[k++];");
      } else if (f.type() instanceof ScalarType s) {
        cw.line(
            "$L",
            CompactWriteEmitter.straightPut(s, f, get, "b", "p")
                .replace("CompactSink.", writer + "."));
      } else if (CompactWriteEmitter.direct(f)) {
        cw.line("p = $L.putVarint(b, p, $L.value());", writer, get);
      } else if (CompactWriteEmitter.nestedMessage(f)) {
        String type = cw.type(types.className(JavaTypes.decl(f.type())));
        cw.line("t.k = k;");
        cw.line("p = $L.COMPACT.treeWrite(t, b, p, $L);", type, get);
        cw.line("k = t.k;");
      } else if (CompactWriteEmitter.stringList(f)) {
        cw.line("var l$L = $L;", f.id(), get);
        cw.line("int m$L = l$L.size();", f.id(), f.id());
        cw.line("b[p++] = (byte) m$L;", f.id());
        cw.begin("for (int i = 0; i < m$L; i++)", f.id());
        cw.line("b[p++] = (byte) seq[k++];");
        cw.end();
      } else if (messageList(f)) {
        String type =
            cw.type(types.className(JavaTypes.decl(((ListType) f.type()).element())));
        cw.line("var l$L = $L;", f.id(), get);
        cw.line("int m$L = l$L.size();", f.id(), f.id());
        cw.line("p = $L.putVarint(b, p, m$L);", writer, f.id());
        cw.begin("for (int i = 0; i < m$L; i++)", f.id());
        cw.line("t.k = k;");
        cw.line("p = $L.COMPACT.treeWrite(t, b, p, l$L.get(i));", type, f.id());
        cw.line("k = t.k;");
        cw.end();
      } else if (leafList) {
        cw.line("b[p++] = 0; // $L: empty", host.javaName(f));
      }
      if (present) {
        cw.end();
      }
    }
    cw.line("t.k = k;");
    cw.line("return p;");
    cw.end();
  }

  private static String bitTest(CompactLayout.Slot slot) {
    int k = slot.presenceBit();
    return "(bits & " + (k == 0 ? "1L" : "1L << " + k) + ") != 0";
  }
}
