package dev.bale.compiler.emit.java;

import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The one-walk tree root (runtime {@code CompactTree}): {@code treeWrite} of every message type
 * whose tree has a bounded shape ({@link #depth}), and {@code encodeLeaf} of such a type that is
 * not a leaf (a leaf has its own, CompactWriteEmitter#encodeLeaf). The whole root is written
 * without the general path's levels, string index and reset: each message with a one-byte header
 * slot, its flags and fields in place, children by their own {@code treeWrite}; then the writer's
 * tree copies the table and the root message into an array of the root's size. Recursive types (and
 * those that reach one, {@link #writeDepth} 0) count their levels at run time ({@code
 * CompactTree.enter}). A value the path does not take (unknown fields anywhere, a non-empty list of
 * scalars other than a small {@code list<i32>}, a {@code list<string>} of more than {@code
 * CompactSink.LEAF_MAX_STRINGS}, a limit reached, a string that holds a lone surrogate, a negative
 * enum value, a null element, a stack overflow) makes it return null: the general path then writes
 * the same bytes or reports the error with its path. A part of {@link RecordEmitter}.
 */
final class CompactTreeEmitter extends RecordPart {
  CompactTreeEmitter(RecordEmitter host) {
    super(host);
  }

  /**
   * The deepest level a value of {@code message} reaches when it is written at level 1 (a list
   * takes a level of its own), or -1 when the tree path does not take the type: at most 63 flag
   * bits, every body field a direct write (scalar, enum, string; {@code bytes} on the encode side),
   * a nested message of such a type, a {@code list<string>}, a list of messages of such a type, or
   * a list of scalars written as a leaf level (taken when empty); no recursive type.
   */
  static int depth(MessageDecl message) {
    return depth(message, false);
  }

  /**
   * {@link #depth}, with {@code bytes} fields taken when {@code bytes} (the encode side's: a tree
   * write copies them in place; the decode side reads them only in counted roots, {@link
   * #readDepth}).
   */
  private static int depth(MessageDecl message, boolean bytes) {
    return depth(message, new HashSet<>(), new HashMap<>(), bytes);
  }

  /**
   * {@link #depth}: {@code seen} holds the types on the walk's path (one met again is recursive),
   * {@code known} the answers found so far (each type walked once: a type whose subtree reaches a
   * recursive one is not taken whichever way it is reached).
   */
  private static int depth(
      MessageDecl message, Set<MessageDecl> seen, Map<MessageDecl, Integer> known, boolean bytes) {
    Integer done = known.get(message);
    if (done != null) {
      return done;
    }
    if (!seen.add(message)) {
      return -1;
    }
    int depth = walk(message, seen, known, bytes);
    seen.remove(message);
    known.put(message, depth);
    return depth;
  }

  private static int walk(
      MessageDecl message, Set<MessageDecl> seen, Map<MessageDecl, Integer> known, boolean bytes) {
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
      if (CompactWriteEmitter.direct(f) || bytes && bytesField(f)) {
        continue;
      }
      if (CompactWriteEmitter.nestedMessage(f)) {
        int d = depth((MessageDecl) JavaTypes.decl(f.type()), seen, known, bytes);
        if (d < 0) {
          return -1;
        }
        depth = Math.max(depth, 1 + d);
      } else if (messageList(f)) {
        int d =
            depth(
                (MessageDecl) JavaTypes.decl(((ListType) f.type()).element()), seen, known, bytes);
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
  }

  /**
   * The encode side's {@link #depth}: {@code depth} when it takes the type, else 0 when a tree
   * write takes it with its levels counted at run time (a recursive type, or one that reaches one:
   * {@code CompactTree.enter}), else -1.
   */
  static int writeDepth(MessageDecl message) {
    int depth = depth(message, true);
    return depth > 0 ? depth : taken(message, new HashSet<>(), true) ? 0 : -1;
  }

  /** A {@code bytes} field. */
  private static boolean bytesField(Field f) {
    return f.type() instanceof ScalarType s && s.kind() == ScalarKind.BYTES;
  }

  /** The message type of a nested message or of a list of messages, else null. */
  private static MessageDecl child(Field f) {
    if (CompactWriteEmitter.nestedMessage(f)) {
      return (MessageDecl) JavaTypes.decl(f.type());
    }
    if (messageList(f)) {
      return (MessageDecl) JavaTypes.decl(((ListType) f.type()).element());
    }
    return null;
  }

  /**
   * The levels a message of a type {@link #writeDepth} counts at run time reaches below its own
   * (its own counted: at least 1): a child of a bounded type by that type's depth, a list a level
   * of its own, a child of a counted type by one level (it tests its own).
   */
  private static int reach(CompactLayout layout) {
    int reach = 1;
    for (CompactLayout.Slot slot : layout.slots()) {
      Field f = slot.field();
      if (!slot.inBody() || CompactWriteEmitter.direct(f)) {
        continue;
      }
      MessageDecl child = child(f);
      int list = messageList(f) ? 1 : 0;
      if (child == null) {
        reach = Math.max(reach, 2);
      } else {
        reach = Math.max(reach, 1 + list + Math.max(1, depth(child, true)));
      }
    }
    return reach;
  }

  /**
   * The decode side's {@link #depth}: {@code depth} when it takes the type, else 1 when a tree read
   * takes it (types that are recursive, or that hold {@code bytes}: the reader counts the levels at
   * run time in {@code treeOpen}, and reads bytes with its ordinary call), else -1.
   */
  static int readDepth(MessageDecl message) {
    int depth = depth(message);
    return depth > 0 ? depth : taken(message, new HashSet<>(), true) ? 1 : -1;
  }

  /**
   * {@link #readDepth}'s and {@link #writeDepth}'s walk: {@code seen} holds the types walked (one
   * met again is taken); {@code bytes} fields are taken on both sides.
   */
  private static boolean taken(MessageDecl message, Set<MessageDecl> seen, boolean bytes) {
    if (!seen.add(message)) {
      return true;
    }
    CompactLayout layout = CompactLayout.of(message);
    if (layout.flagBits() > 63) {
      return false;
    }
    for (CompactLayout.Slot slot : layout.slots()) {
      Field f = slot.field();
      if (!slot.inBody()
          || CompactWriteEmitter.direct(f)
          || bytes && bytesField(f)
          || CompactWriteEmitter.stringList(f)
          || CompactWriteEmitter.smallList(f)
          || CompactWriteEmitter.smallInts(f)) {
        continue;
      }
      MessageDecl child = child(f);
      if (child == null || !taken(child, seen, bytes)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The messages a value of {@code message} writes at most apart from its lists (itself and its
   * nested message fields', each counted as present): what a list element of the type counts
   * against the tree path's message limit before the list is written ({@code CompactTree.roomFor}),
   * so that a root too large for the path is handed to the general path before its elements are
   * written (a cap met halfway through the list wasted that half: docs/benchmarks-log.md, "Compact
   * encode: bytes fields on the tree path"); at most 1,024. A type met again on the way (a
   * recursive one) counts 1; {@code known} holds the counts found (each type walked once).
   */
  private static int messagesPer(
      MessageDecl message, Set<MessageDecl> seen, Map<MessageDecl, Integer> known) {
    Integer done = known.get(message);
    if (done != null) {
      return done;
    }
    if (!seen.add(message)) {
      return 1;
    }
    int n = 1;
    for (CompactLayout.Slot slot : CompactLayout.of(message).slots()) {
      Field f = slot.field();
      if (slot.inBody() && CompactWriteEmitter.nestedMessage(f)) {
        int child = messagesPer((MessageDecl) JavaTypes.decl(f.type()), seen, known);
        n = Math.min(n + child, 1 << 10);
      }
    }
    seen.remove(message);
    known.put(message, n);
    return n;
  }

  /** A list of messages. */
  private static boolean messageList(Field f) {
    return f.type() instanceof ListType l
        && l.element() instanceof NamedType
        && JavaTypes.decl(l.element()) instanceof MessageDecl;
  }

  /** {@code encodeLeaf} of a tree root: its message written in the writer's tree, then copied. */
  void encodeTree(int depth) {
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public byte[] encodeLeaf($T w, $L value)", JavaTypes.COMPACT_WRITER, name);
    cw.line("$T t = w.treeOpen($L);", JavaTypes.COMPACT_TREE, depth);
    if (depth > 0) {
      cw.line(
          "return t == null ? null : t.root(treeWrite(t, $T.ROOT, value));",
          JavaTypes.COMPACT_TREE);
    } else {
      // Levels counted at run time: a value deeper than the thread's stack goes to the general
      // path (its stackExhausted error), the tree's state dropped.
      cw.begin("if (t == null)");
      cw.line("return null;");
      cw.end();
      cw.begin("try");
      cw.line("return t.root(treeWrite(t, $T.ROOT, value));", JavaTypes.COMPACT_TREE);
      cw.next("catch (StackOverflowError e)");
      cw.line("t.drop();");
      cw.line("return null;");
      cw.end();
    }
    cw.end();
  }

  /**
   * The most bytes a field of a tree message writes in place (not a child message or a list): a
   * string's index, a scalar, an enum value, an empty list's count.
   */
  private static int fieldMax(CompactLayout.Slot slot) {
    Field f = slot.field();
    if (RecordEmitter.isString(f)) {
      return 3; // an index below 2^21
    }
    if (f.type() instanceof ScalarType s) {
      return ValueCodec.directMax(s.kind(), ValueCodec.options(f));
    }
    if (CompactWriteEmitter.direct(f)) {
      return 5; // an enum value below 2^31
    }
    if (CompactWriteEmitter.smallInts(f)) {
      return 1 + 5 * 8; // CompactSink.putSmallI32s of at most SMALL_INTS
    }
    return slot.presenceBit() >= 0 ? 0 : 1; // an empty leaf list: its count, or nothing
  }

  /**
   * Whether a field ends a stretch of in-place writes (a child message, a list of them or strings,
   * a {@code bytes} value: writes of a size known only from the value).
   */
  private static boolean breaks(Field f) {
    return CompactWriteEmitter.nestedMessage(f)
        || messageList(f)
        || CompactWriteEmitter.stringList(f)
        || bytesField(f);
  }

  /**
   * The estimated bytecode size over which a tree write is split in two ({@code treeWrite} and
   * {@code treeFields1}), each under C2's FreqInlineSize (325 bytes; a hot method above it is a
   * call). Only a write of at most twice this size is split: wider ones (google_message1, twitter's
   * {@code Status} and {@code User}) in chunks lost (a bigger compilation that runs into
   * NodeCountInliningCutoff and DesiredMethodLimit; docs/benchmarks-log.md, "Wide generated writes
   * in chunks"). The estimates are upper bounds; InlineSizeTest checks the split ones.
   */
  private static final int CHUNK_BYTES = 300;

  /** The estimated bytecode size of a flag bit's term ({@code (cond ? 1L << k : 0L) |}). */
  private static int termCost(String term) {
    int calls = term.split("\\(\\)", -1).length - 1;
    return 12 + 3 * calls + (term.contains("&&") ? 6 : 0);
  }

  /** The estimated bytecode size of a field's write in a tree write method (an upper bound). */
  private static int fieldCost(CompactLayout.Slot slot) {
    Field f = slot.field();
    int cost = slot.presenceBit() >= 0 ? 12 : 0; // the bit test
    if (bytesField(f)) {
      return cost + 34; // the call, its test, the room after
    }
    if (RecordEmitter.isString(f)) {
      return cost + 18;
    }
    if (f.type() instanceof ScalarType) {
      return cost + 16;
    }
    if (CompactWriteEmitter.direct(f)) {
      return cost + 22; // an enum
    }
    if (CompactWriteEmitter.smallInts(f)) {
      return cost + 32;
    }
    if (CompactWriteEmitter.smallList(f)) {
      return cost + 24;
    }
    if (CompactWriteEmitter.nestedMessage(f)) {
      return cost + 34; // the call, its test, the room after
    }
    return cost + (CompactWriteEmitter.stringList(f) ? 80 : 110);
  }

  /**
   * {@code treeWrite} of this message type (CompactType): the header slot, the flags, then the
   * fields in wire order, in stretches of in-place writes with one room check each (a string as its
   * table index from {@code CompactTree.string}, one byte: at most 63 entries), each child message
   * or list between two stretches; {@code CompactTree.end} stores the header. A write estimated
   * just over {@link #CHUNK_BYTES} writes its last fields in {@code treeFields1}: the same
   * statements, the chunk taking the position and returning it (-1 when the path does not take the
   * value), its stretch's room asked again for what remains of it (the array already holds it).
   */
  void treeMethods(CompactLayout layout, boolean counted) {
    String writer = cw.type(JavaTypes.COMPACT_WRITER);
    String[] bits = host.writes.flagBits(layout);
    boolean flags = bits.length > 0;
    List<CompactLayout.Slot> body = new ArrayList<>();
    for (CompactLayout.Slot slot : layout.slots()) {
      if (slot.inBody()) {
        body.add(slot);
      }
    }
    int n = body.size();
    // From the end: each break's room after it (its next stretch's), each other field's room of
    // what remains of its stretch from it on.
    int[] roomAfter = new int[n];
    int[] remaining = new int[n];
    int run = 0;
    for (int j = n - 1; j >= 0; j--) {
      if (breaks(body.get(j).field())) {
        roomAfter[j] = run;
        run = 0;
      } else {
        run += fieldMax(body.get(j));
        remaining[j] = run;
      }
    }
    int firstRoom = 1 + (layout.flagBits() + 6) / 7 + run;

    // The chunks: the flag bits' terms, and the fields, by estimated size.
    List<String> terms = CompactWriteEmitter.bitTerms(bits, 0);
    int head = 40 + (counted ? 24 : 0) + (flags ? 24 : 0);
    int bitsCost = 0;
    for (String term : terms) {
      bitsCost += termCost(term);
    }
    int total = head + bitsCost;
    for (CompactLayout.Slot slot : body) {
      total += fieldCost(slot);
    }
    boolean split = total > CHUNK_BYTES && total <= 2 * CHUNK_BYTES;
    head += bitsCost;
    // Each chunk's first field; the first chunk is treeWrite's own, after the calls of the others
    // (the call and its test, 16 bytes each).
    List<Integer> starts = new ArrayList<>();
    starts.add(0);
    if (split) {
      int fieldsCost = total - bitsCost;
      head += 16 * ((fieldsCost + CHUNK_BYTES - 25) / (CHUNK_BYTES - 24));
      int size = head;
      for (int j = 0; j < n; j++) {
        int cost = fieldCost(body.get(j));
        if (size + cost > CHUNK_BYTES && (j > starts.get(starts.size() - 1) || size > 24)) {
          starts.add(j);
          size = 24; // its room and return
        }
        size += cost;
      }
    }
    starts.add(n);

    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int treeWrite($T t, int p, $L value)", JavaTypes.COMPACT_TREE, name);
    cw.begin("if (value.unknownFields() != null || !t.message())");
    cw.line("return -1;");
    cw.end();
    if (counted) {
      cw.line("int lv = t.enter($L);", reach(layout));
      cw.begin("if (lv < 0)");
      cw.line("return -1;");
      cw.end();
    }
    if (flags) {
      host.writes.emitBits("bits", bits);
    }
    cw.line("byte[] b = t.room(p, $L);", firstRoom);
    cw.line("int at = p++;");
    if (flags) {
      cw.begin("if (bits != 0)");
      cw.line("p = $L.putVarint(b, p, bits);", writer);
      cw.end();
    }
    treeFields(body, starts.get(0), starts.get(1), roomAfter, counted);
    String args = "t, p, value" + (flags ? ", bits" : "") + (counted ? ", lv" : "");
    for (int c = 1; c + 1 < starts.size(); c++) {
      cw.line("p = treeFields$L($L);", c, args);
      if (mayFail(body, starts.get(c), starts.get(c + 1))) {
        cw.begin("if (p < 0)");
        cw.line("return -1;");
        cw.end();
      }
    }
    if (counted) {
      cw.line("t.level(lv - 1);");
    }
    cw.line("return t.end(at, p, $L);", flags ? "bits != 0" : "false");
    cw.end();

    for (int c = 1; c + 1 < starts.size(); c++) {
      int from = starts.get(c);
      int to = starts.get(c + 1);
      cw.blank();
      cw.begin(
          "private static int treeFields$L($T t, int p, $L value$L$L)",
          c,
          JavaTypes.COMPACT_TREE,
          name,
          flags ? ", long bits" : "",
          counted ? ", int lv" : "");
      if (remaining[from] > 0) {
        cw.line("byte[] b = t.room(p, $L);", remaining[from]);
      } else if (usesArray(body, from, to, roomAfter)) {
        cw.line("byte[] b;");
      }
      treeFields(body, from, to, roomAfter, counted);
      cw.line("return p;");
      cw.end();
    }
  }

  /** Whether a field's write may return -1 (the path does not take the value). */
  private static boolean mayFail(List<CompactLayout.Slot> body, int from, int to) {
    for (int j = from; j < to; j++) {
      Field f = body.get(j).field();
      if (!RecordEmitter.isString(f) && !CompactWriteEmitter.direct(f)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the fields {@code from} (a break) to {@code to} of a chunk use or set the array local
   * (every field but a child message does, and a break's room after it inside the chunk).
   */
  private static boolean usesArray(
      List<CompactLayout.Slot> body, int from, int to, int[] roomAfter) {
    for (int j = from; j < to; j++) {
      if (!CompactWriteEmitter.nestedMessage(body.get(j).field())
          || j < to - 1 && roomAfter[j] > 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The writes of fields {@code from} to {@code to} (exclusive) of a tree write method: a break's
   * room after it is left to the next chunk when the break ends this one.
   */
  private void treeFields(
      List<CompactLayout.Slot> body, int from, int to, int[] roomAfter, boolean counted) {
    String writer = cw.type(JavaTypes.COMPACT_WRITER);
    for (int j = from; j < to; j++) {
      CompactLayout.Slot slot = body.get(j);
      Field f = slot.field();
      String get = "value." + host.javaName(f) + "()";
      boolean present = slot.presenceBit() >= 0;
      boolean leafList = CompactWriteEmitter.smallList(f) || CompactWriteEmitter.smallInts(f);
      if (CompactWriteEmitter.smallInts(f)) {
        // At most SMALL_INTS elements in place, as the general path's small messages write them.
        if (present) {
          cw.begin("if ($L)", bitTest(slot));
        }
        cw.begin("if (!$L.smallInts($L))", writer, get);
        cw.line("return -1;");
        cw.end();
        cw.line("p = $L.putSmallI32s(b, p, $L);", writer, get);
        if (present) {
          cw.end();
        }
        continue;
      }
      if (leafList && !present) {
        // Taken when empty: its count.
        cw.begin("if (!$L.isEmpty())", get);
        cw.line("return -1;");
        cw.end();
        cw.line("b[p++] = 0; // $L: empty", host.javaName(f));
        continue;
      }
      if (present) {
        cw.begin("if ($L)", bitTest(slot));
      }
      if (bytesField(f)) {
        cw.line("p = t.bytes(p, $L);", get);
        cw.begin("if (p < 0)");
        cw.line("return -1;");
        cw.end();
      } else if (RecordEmitter.isString(f)) {
        cw.line(
            "p = $L.putVarint(b, p, t.string($L, $L));",
            writer,
            get,
            ValueCodec.options(f).dedup());
      } else if (f.type() instanceof ScalarType s) {
        cw.line("$L", CompactWriteEmitter.straightPut(cw, s, f, get, "b", "p"));
      } else if (CompactWriteEmitter.direct(f)) {
        cw.line("p = $L.putVarint(b, p, t.enumValue($L.value()));", writer, get);
      } else if (leafList) {
        cw.line("return -1; // $L: a list this path does not write", host.javaName(f));
      } else if (CompactWriteEmitter.nestedMessage(f)) {
        String type = cw.type(types.className(JavaTypes.decl(f.type())));
        cw.line("p = $L.COMPACT.treeWrite(t, p, $L);", type, get);
        cw.begin("if (p < 0)");
        cw.line("return -1;");
        cw.end();
      } else if (CompactWriteEmitter.stringList(f)) {
        cw.line("var l$L = $L;", f.id(), get);
        cw.line("int m$L = l$L.size();", f.id(), f.id());
        cw.begin("if (m$L > $L.LEAF_MAX_STRINGS)", f.id(), writer);
        cw.line("return -1;");
        cw.end();
        cw.line("b = t.room(p, 1 + 3 * m$L);", f.id());
        cw.line("b[p++] = (byte) m$L;", f.id());
        cw.begin("for (int i = 0; i < m$L; i++)", f.id());
        cw.line(
            "p = $L.putVarint(b, p, t.string(l$L.get(i), $L));",
            writer,
            f.id(),
            ValueCodec.options(f).dedup());
        cw.end();
      } else if (messageList(f)) {
        String type = cw.type(types.className(JavaTypes.decl(((ListType) f.type()).element())));
        cw.line("var l$L = $L;", f.id(), get);
        cw.line("int m$L = l$L.size();", f.id(), f.id());
        int per = messagesPer(child(f), new HashSet<>(), new HashMap<>());
        if (per > 1) {
          cw.begin("if (!t.roomFor(m$L, $L))", f.id(), per);
        } else {
          cw.begin("if (!t.roomFor(m$L))", f.id());
        }
        cw.line("return -1;");
        cw.end();
        boolean down = counted && depth(child(f), true) <= 0;
        cw.line("b = t.room(p, 5);");
        cw.line("p = $L.putVarint(b, p, m$L);", writer, f.id());
        if (down) {
          cw.line("t.level(lv + 1); // the list's level");
        }
        cw.begin("for (int i = 0; i < m$L; i++)", f.id());
        cw.line("$L e = l$L.get(i);", type, f.id());
        cw.line("p = e == null ? -1 : $L.COMPACT.treeWrite(t, p, e);", type);
        cw.begin("if (p < 0)");
        cw.line("return -1;");
        cw.end();
        cw.end();
        if (down) {
          cw.line("t.level(lv);");
        }
      } else {
        throw new IllegalStateException("tree field " + f.name());
      }
      if (present) {
        cw.end();
      }
      if (breaks(f) && roomAfter[j] > 0 && j < to - 1) {
        cw.line("b = t.room(p, $L);", roomAfter[j]);
      }
    }
  }

  private static String bitTest(CompactLayout.Slot slot) {
    return CodecSupport.bitTest("bits", slot.presenceBit(), false);
  }
}
