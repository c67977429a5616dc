package dev.bale.dynamic;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Frame;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MapKeySpread;
import dev.bale.runtime.internal.CompactSource;
import dev.bale.schema.Canonical;
import dev.bale.schema.DefaultLevels;
import dev.bale.schema.MapKeyHash;
import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An annotated dump of compact bytes, driven by the schema: one {@link Line} per item (frame,
 * string table, object table, message headers and flags, every field, unknown tails), each with its
 * offset, field path, raw bytes and meaning.
 *
 * <p>The walker is independent of {@code CompactReader} (it must show what is on the wire, not what
 * a decoder makes of it) but applies the same checks in the same order, so it rejects exactly what
 * the decoder rejects, with the same error code at the same offset (tested against the decoder on
 * the corrupt corpus and on random corruptions). Error paths name table items ({@code strings[3]},
 * {@code objects[0]}) where the decoder names the root type.
 *
 * <p>It never reads outside the input: every read is checked against the current limit (the end of
 * the input or of the enclosing message body) first. Work is O(input): each object-table entry is
 * expanded once, at its first reference; later references only name it. Where a decoder would stop
 * at a length that claims more bytes than there are, or at a frame fingerprint of another schema,
 * the dump goes on with what is there and reports that first error at the end. Nothing but {@link
 * BaleException} is raised internally, and it is caught and recorded in {@link Result#error()}.
 */
public final class Inspector {
  /** One annotated item. {@code bytes} are the wire bytes of the item (possibly truncated). */
  public record Line(int offset, String path, byte[] bytes, String text) {}

  /**
   * The dump: the lines shown, and the error that stopped the walk (null if the input is valid).
   */
  public record Result(List<Line> lines, BaleException error, long linesNotShown) {
    /** A dump that shows every line walked. */
    public Result(List<Line> lines, BaleException error) {
      this(lines, error, 0);
    }

    /**
     * Renders the dump, one line per item; then, if lines were left out (the line limit), a line
     * saying how many; then {@code error: ...} if there was one.
     */
    public String render() {
      StringBuilder sb = new StringBuilder();
      for (Line l : lines) {
        String hex = hex(l.bytes());
        sb.append(String.format("%6d  %-32s  %-26s  %s%n", l.offset(), l.path(), hex, l.text()));
      }
      if (linesNotShown > 0) {
        sb.append("... output truncated after ")
            .append(lines.size())
            .append(" lines: ")
            .append(linesNotShown)
            .append(" more not shown (raise the line limit, --limit, to see them)")
            .append(System.lineSeparator());
      }
      if (error != null) {
        sb.append("error: ").append(error.getMessage()).append(System.lineSeparator());
      }
      return sb.toString();
    }
  }

  private static final int HEX_BYTES_SHOWN = 8;
  private static final int TEXT_CHARS_SHOWN = 60;

  private final byte[] in;
  private final InspectLines lines;
  private final Limits limits;
  private final int maxDepth;
  private final long expectedFingerprint;

  /** Inline messages seen so far, and the defaults' (the decoder's maxObjects count). */
  private long messages;

  private int pos;

  /** Reads must stay below this: the input end, or the end of the current message body. */
  private int limit;

  private int depth;
  private String[] strings = new String[0];
  private int[] objectStart = new int[0];
  private int[] objectEnd = new int[0];

  /** The declaration each object entry was expanded as (null: not yet). */
  private Decl[] objectDecl = new Decl[0];

  /**
   * A length that claims more bytes than there are: a decoder stops there, but the dump goes on
   * with what is there (clamped to the input) to show as much as it can, then reports this error.
   */
  private BaleException pending;

  /** The entry being expanded (refs must point below it), or Integer.MAX_VALUE at the root. */
  private int expandingBelow = Integer.MAX_VALUE;

  private Inspector(byte[] in, Limits limits, long expectedFingerprint, int maxLines) {
    this.lines = new InspectLines(maxLines);
    this.in = in;
    this.limit = in.length;
    this.limits = limits;
    this.maxDepth = limits.depth();
    this.expectedFingerprint = expectedFingerprint;
  }

  /** Lines a dump holds unless told otherwise; the walk (and its checks) goes on past them. */
  public static final int DEFAULT_MAX_LINES = 10_000;

  /** Dumps {@code bytes} as one root of message {@code root}, with the default limits. */
  public static Result inspect(Decl root, byte[] bytes, boolean framed) {
    return inspect(root, bytes, framed, Limits.DEFAULT);
  }

  /**
   * Dumps {@code bytes} as one root of message {@code root}, holding at most {@link
   * #DEFAULT_MAX_LINES} lines.
   */
  public static Result inspect(Decl root, byte[] bytes, boolean framed, Limits limits) {
    return inspect(root, bytes, framed, limits, DEFAULT_MAX_LINES);
  }

  /**
   * Dumps {@code bytes} as one root of message {@code root}.
   *
   * @param framed the bytes start with the frame header (FORMAT.md §4); a fingerprint other than
   *     the root's ({@link Canonical#fingerprint}) is reported as FINGERPRINT_MISMATCH after the
   *     dump, which goes on regardless
   * @param limits the decoder limits to apply (depth, string-table entries, objects)
   * @param maxLines the lines the dump holds at most ({@code <= 0}: all); the rest are counted in
   *     {@link Result#linesNotShown()}
   */
  public static Result inspect(
      Decl root, byte[] bytes, boolean framed, Limits limits, int maxLines) {
    if (!(root instanceof MessageDecl)) {
      throw new IllegalArgumentException("a root must be a message: " + root.fullName());
    }
    Inspector ins =
        new Inspector(bytes, limits, framed ? Canonical.fingerprint(root) : 0, maxLines);
    BaleException error = null;
    try {
      ins.walkRoot(root, framed);
    } catch (BaleException e) {
      error = e;
    }
    if (ins.pending != null) {
      error = ins.pending; // the first problem is the one a decoder reports
    }
    return new Result(Collections.unmodifiableList(ins.lines), error, ins.lines.notShown());
  }

  // ---- structure ----

  private void walkRoot(Decl root, boolean framed) {
    if (framed) {
      frame();
    }
    int start = pos;
    long head = uvarint("");
    long count = head >>> 1;
    boolean hasObjects = (head & 1) != 0;
    line(start, "", "string table: " + count + " strings, object table: " + yesNo(hasObjects));
    if (count > limit - pos) {
      throw errorAt(
          start,
          ErrorCode.LENGTH_EXCEEDS_INPUT,
          "",
          count + " strings in " + (limit - pos) + " bytes");
    }
    if (count > limits.maxStringTableEntries()) {
      throw errorAt(start, ErrorCode.LIMIT_EXCEEDED, "", count + " string table entries");
    }
    int n = (int) count;
    long[] lengths = new long[n];
    boolean[] utf16 = new boolean[n]; // FORMAT.md §2.1: a length one byte longer than minimal
    long total = 0;
    long total8 = 0;
    for (int i = 0; i < n; i++) {
      int at = pos;
      lengths[i] = uvarint("strings[" + i + "]", true);
      utf16[i] = lengthMarked;
      if (lengths[i] < 0 || lengths[i] > limit - pos) {
        throw errorAt(
            at,
            ErrorCode.LENGTH_EXCEEDS_INPUT,
            "strings[" + i + "]",
            "length " + Long.toUnsignedString(lengths[i]));
      }
      if (utf16[i] && (lengths[i] == 0 || (lengths[i] & 1) != 0)) {
        throw errorAt(
            at,
            ErrorCode.INVALID_UTF16,
            "strings[" + i + "]",
            "UTF-16 entry of " + lengths[i] + " bytes");
      }
      total += lengths[i];
      total8 += utf16[i] ? 0 : lengths[i];
      line(at, "strings[" + i + "]", "length " + lengths[i] + (utf16[i] ? " (UTF-16)" : ""));
    }
    if (total > limit - pos) {
      throw error(
          ErrorCode.LENGTH_EXCEEDS_INPUT, "", "string bytes " + total + " > " + (limit - pos));
    }
    // The UTF-8 entries' bytes first, then the UTF-16 entries' (each kind in table order); the
    // entries are checked in table order, the lines shown in wire order.
    strings = new String[n];
    int[] offsets = new int[n];
    int p8 = pos;
    int p16 = pos + (int) total8;
    BaleException bad = null;
    for (int i = 0; i < n; i++) {
      int len = (int) lengths[i];
      int at = utf16[i] ? p16 : p8;
      offsets[i] = at;
      if (utf16[i]) {
        p16 += len;
      } else {
        p8 += len;
      }
      if (bad == null) {
        try {
          strings[i] =
              utf16[i] ? utf16(at, len, "strings[" + i + "]") : utf8(at, len, "strings[" + i + "]");
        } catch (BaleException e) {
          bad = e;
        }
      }
    }
    for (int kind = 0; kind < 2; kind++) {
      for (int i = 0; i < n; i++) {
        if (utf16[i] == (kind == 1) && strings[i] != null) {
          int at = offsets[i];
          lines.add(
              new Line(
                  at,
                  "strings[" + i + "]",
                  slice(at, at + (int) lengths[i]),
                  quoted(strings[i]) + (utf16[i] ? " (UTF-16)" : "")));
        }
      }
    }
    if (bad != null) {
      throw bad;
    }
    pos += (int) total;
    if (hasObjects) {
      objectTable();
    }
    message((MessageDecl) root, root.name());
    drain();
    if (pos != in.length) {
      line(pos, "", (in.length - pos) + " bytes after the root");
      throw error(ErrorCode.TRAILING_BYTES, "", (in.length - pos) + " bytes after the root");
    }
  }

  /**
   * The frame header: the checks of {@code CompactReader.decodeFramed} ({@link Frame#check}), then
   * a line for each part the checks reached, the part that failed included unless its bytes are
   * missing. A fingerprint other than the schema's is pending: the dump goes on (the bytes may be
   * from another schema version).
   */
  private void frame() {
    Frame.Errors errors =
        (code, at, detail) -> errorAt(at, code, code == ErrorCode.TRUNCATED ? "frame" : "", detail);
    BaleException failed = null;
    long fp = 0;
    try {
      fp = Frame.check(errors, i -> in[i] & 0xFF, 0, limit, Frame.CODEC_COMPACT);
    } catch (BaleException e) {
      failed = e;
    }
    // Parts from the offset of the failure on are not shown; a failing part whose bytes are all
    // there (not TRUNCATED) is.
    long shown =
        failed == null
            ? Frame.HEADER_SIZE
            : failed.offset() + (failed.code() == ErrorCode.TRUNCATED ? 0 : 1);
    if (shown > 0) {
      line(0, "frame", Frame.VERSION_OFFSET, "magic");
    }
    if (shown > Frame.VERSION_OFFSET) {
      line(Frame.VERSION_OFFSET, "frame", 1, "version " + Frame.version(in, 0));
    }
    if (shown > Frame.CODEC_OFFSET) {
      int codec = Frame.codec(in, 0);
      line(
          Frame.CODEC_OFFSET,
          "frame",
          1,
          "codec " + codec + (codec == Frame.CODEC_COMPACT ? " (compact)" : ""));
    }
    if (failed != null) {
      pos = (int) failed.offset();
      throw failed;
    }
    boolean match = fp == expectedFingerprint;
    line(
        Frame.FINGERPRINT_OFFSET,
        "frame",
        8,
        String.format("fingerprint %016x", fp)
            + (match ? "" : String.format(" (the schema's is %016x)", expectedFingerprint)));
    try {
      Frame.checkFingerprint(errors, 0, fp, expectedFingerprint);
    } catch (BaleException e) {
      pending = e; // a decoder stops here; the dump goes on
    }
    pos = Frame.HEADER_SIZE;
  }

  private void objectTable() {
    int at = pos;
    long count = uvarint("objects");
    line(at, "objects", "object table: " + count + " entries");
    if (count < 1 || count > limit - pos) {
      throw errorAt(at, ErrorCode.LENGTH_EXCEEDS_INPUT, "objects", "object count " + count);
    }
    if (count > limits.maxObjects()) {
      throw errorAt(at, ErrorCode.LIMIT_EXCEEDED, "objects", count + " objects");
    }
    int n = (int) count;
    objectStart = new int[n];
    objectEnd = new int[n];
    objectDecl = new Decl[n];
    for (int i = 0; i < n; i++) {
      String p = "objects[" + i + "]";
      int start = pos;
      long h = uvarint(p);
      if ((h & 1) != 0) {
        throw errorAt(
            start, ErrorCode.INVALID_OBJECT_REFERENCE, p, "an object-table entry is a reference");
      }
      long body = h >>> 2;
      if (body > limit - pos) {
        throw errorAt(start, ErrorCode.LENGTH_EXCEEDS_INPUT, p, "body length " + body);
      }
      objectStart[i] = start;
      objectEnd[i] = pos + (int) body;
      line(start, p, pos - start, "entry: body " + body + " bytes (shown at first reference)");
      pos = objectEnd[i];
    }
  }

  // ---- the walk: an explicit stack of open composites, so nesting costs heap, not call stack ----

  /**
   * One open composite (message body, list, map, struct, union, object-table expansion). The walk
   * keeps them on {@link #stack} rather than the call stack, so deep input needs no deep Java stack
   * (the depth limit bounds the stack's size; {@code bale inspect} runs on any thread).
   */
  private abstract static class WalkFrame {
    /** Shows the next item, pushing a frame for a composite one; false when nothing is left. */
    abstract boolean next();

    /** After the last item: closes the level. */
    abstract void done();
  }

  private final ArrayDeque<WalkFrame> stack = new ArrayDeque<>();

  /** Runs the walk until every open composite is closed. */
  private void drain() {
    while (!stack.isEmpty()) {
      WalkFrame f = stack.peekLast();
      if (!f.next()) {
        stack.removeLast();
        f.done();
      }
    }
  }

  /**
   * A message at {@code pos}: header, then (for an inline message) flags; its fields are shown by
   * the {@link MessageFrame} it pushes. Checks in the order of {@code CompactReader.beginMessage}.
   */
  private void message(MessageDecl decl, String path) {
    int start = pos;
    long h = uvarint(path);
    if ((h & 1) != 0) {
      long index = h >>> 1;
      if (depth == 0) {
        line(start, path, "reference to object #" + index);
        throw errorAt(start, ErrorCode.INVALID_OBJECT_REFERENCE, path, "reference at the root");
      }
      reference(decl, path, start, index);
      return;
    }
    long body = h >>> 2;
    boolean hasFlags = (h & 2) != 0;
    line(start, path, decl.fullName() + " body " + body + " bytes" + (hasFlags ? ", flags" : ""));
    if (body > limit - pos) {
      overrun(start, path, "body length " + body + " > " + (limit - pos));
      body = limit - pos;
    }
    if (++messages > limits.maxObjects()) {
      throw errorAt(
          start, ErrorCode.LIMIT_EXCEEDED, path, "more than " + limits.maxObjects() + " messages");
    }
    enter(start, path);
    int outerLimit = limit;
    limit = pos + (int) body;
    stack.addLast(new MessageFrame(decl, path, flags(decl, path, hasFlags), outerLimit));
  }

  /** The flags of a message body at {@code pos} (shown); returns which fields are present. */
  private boolean[] flags(MessageDecl decl, String path, boolean hasFlags) {
    // Flags: 7 bits per byte, 0x80 on every byte but the last.
    List<Boolean> bits = new ArrayList<>();
    int flagsAt = pos;
    if (hasFlags) {
      while (true) {
        if (pos >= limit) {
          throw errorAt(flagsAt, ErrorCode.TRUNCATED, path, "flags run past the body");
        }
        int b = in[pos++] & 0xFF;
        for (int i = 0; i < 7; i++) {
          bits.add(((b >>> i) & 1) != 0);
        }
        if ((b & 0x80) == 0) {
          // The last flag byte is never 0x00 (has_flags = 0 when every bit is zero).
          if (b == 0) {
            throw errorAt(flagsAt, ErrorCode.VARINT_NONCANONICAL, path, "flags end in a zero byte");
          }
          break;
        }
      }
    }
    List<Field> fields = decl.fields();
    boolean[] present = new boolean[fields.size()];
    StringBuilder flagText = new StringBuilder("flags:");
    // Bool fields live in the flags; each also gets its own line, so every field has one.
    List<Line> boolLines = new ArrayList<>();
    CompactLayout layout = CompactLayout.of(decl);
    for (int i = 0; i < fields.size(); i++) {
      CompactLayout.Slot slot = layout.slots().get(i);
      Field f = slot.field();
      present[i] = true;
      if (slot.presenceBit() >= 0) {
        int bit = slot.presenceBit();
        present[i] = bit < bits.size() && bits.get(bit);
        flagText.append(' ').append(f.name()).append("?=").append(present[i] ? 1 : 0);
      }
      if (!slot.inBody()) {
        int bit = slot.valueBit();
        boolean raw = bit < bits.size() && bits.get(bit);
        flagText.append(' ').append(f.name()).append('=').append(raw ? 1 : 0);
        if (present[i]) {
          boolLines.add(
              new Line(
                  flagsAt,
                  path + "." + f.name(),
                  new byte[0],
                  (raw ^ slot.boolDefault()) + " (flag)"));
        }
      }
    }
    int extra = 0;
    for (int b = layout.flagBits(); b < bits.size(); b++) {
      extra += bits.get(b) ? 1 : 0;
    }
    if (hasFlags) {
      line(
          flagsAt,
          path,
          pos - flagsAt,
          flagText + (extra > 0 ? " +" + extra + " unknown set" : ""));
    }
    lines.addAll(boolLines);
    return present;
  }

  /** The fields of an inline message body after its flags, then its unknown tail. */
  private final class MessageFrame extends WalkFrame {
    private final String path;
    private final List<CompactLayout.Slot> slots;
    private final boolean[] present;
    private final int bodyEnd;
    private final int outerLimit;
    private int next;

    MessageFrame(MessageDecl decl, String path, boolean[] present, int outerLimit) {
      this.path = path;
      this.slots = CompactLayout.of(decl).slots();
      this.present = present;
      this.bodyEnd = limit;
      this.outerLimit = outerLimit;
    }

    @Override
    boolean next() {
      while (next < slots.size()) {
        int i = next++;
        CompactLayout.Slot slot = slots.get(i);
        Field f = slot.field();
        if (!slot.inBody() || (!present[i] && f.optional())) {
          continue;
        }
        String fp = path + "." + f.name();
        // An [omit_default] field with its bit clear holds its default, like a field left out;
        // with the bit set its value follows (TRUNCATED if the body has ended, as for optionals).
        boolean omitted = slot.omitsDefault() ? !present[i] : pos >= bodyEnd;
        if (!f.optional() && omitted) {
          if (isUnion(f.type())) {
            throw error(ErrorCode.TRUNCATED, fp, "missing union field has no default");
          }
          // Written again, the default would take these levels below this message (§7).
          if (depth + DefaultLevels.of(f) > maxDepth) {
            throw errorAt(
                pos,
                ErrorCode.DEPTH_LIMIT,
                fp,
                "the default of a field left out would nest deeper than " + maxDepth);
          }
          // ...and the messages it holds count as messages read (§7).
          messages += DefaultLevels.messages(f);
          if (messages > limits.maxObjects() && limits.maxObjects() != Integer.MAX_VALUE) {
            throw errorAt(
                pos,
                ErrorCode.LIMIT_EXCEEDED,
                fp,
                "more than "
                    + limits.maxObjects()
                    + " messages counting the defaults of fields left out");
          }
          lines.add(
              new Line(
                  pos,
                  fp,
                  new byte[0],
                  present[i] ? "(not written: default)" : "(omitted: default)"));
          continue;
        }
        value(f.type(), fp, fixed(f));
        return true;
      }
      return false;
    }

    @Override
    void done() {
      if (pos < bodyEnd) {
        line(pos, path, bodyEnd - pos, "unknown tail " + (bodyEnd - pos) + " bytes");
        pos = bodyEnd;
      }
      limit = outerLimit;
      leave();
    }
  }

  private void reference(MessageDecl decl, String path, int start, long index) {
    if (index >= objectStart.length || index >= expandingBelow) {
      line(start, path, "reference to object #" + index);
      throw errorAt(
          start,
          ErrorCode.INVALID_OBJECT_REFERENCE,
          path,
          "object #"
              + index
              + " of "
              + objectStart.length
              + (index >= expandingBelow ? " (not before the entry being read)" : ""));
    }
    int i = (int) index;
    if (objectDecl[i] != null) {
      line(start, path, "reference to object #" + i + " (shown above)");
      if (objectDecl[i] != decl && !objectDecl[i].fullName().equals(decl.fullName())) {
        throw errorAt(
            start,
            ErrorCode.OBJECT_TYPE_MISMATCH,
            path,
            "object #" + i + " is a " + objectDecl[i].fullName() + ", not a " + decl.fullName());
      }
      return;
    }
    line(start, path, "reference to object #" + i + ":");
    objectDecl[i] = decl;
    stack.addLast(new ExpandFrame(decl, path + "<#" + i + ">", pos, limit, expandingBelow));
    pos = objectStart[i];
    limit = objectEnd[i];
    expandingBelow = i;
  }

  /** The first reference to an object-table entry: shows the entry, then resumes after the ref. */
  private final class ExpandFrame extends WalkFrame {
    private final MessageDecl decl;
    private final String path;
    private final int savedPos;
    private final int savedLimit;
    private final int savedBelow;
    private boolean shown;

    ExpandFrame(MessageDecl decl, String path, int savedPos, int savedLimit, int savedBelow) {
      this.decl = decl;
      this.path = path;
      this.savedPos = savedPos;
      this.savedLimit = savedLimit;
      this.savedBelow = savedBelow;
    }

    @Override
    boolean next() {
      if (shown) {
        return false;
      }
      shown = true;
      message(decl, path);
      return true;
    }

    @Override
    void done() {
      pos = savedPos;
      limit = savedLimit;
      expandingBelow = savedBelow;
    }
  }

  /**
   * Shows one value: scalars and enums at once (returned as a map-key object: Boolean, Long,
   * String; null for other scalars), composites by pushing a frame (returns null).
   */
  private Object value(TypeRef type, String path, boolean fixed) {
    int at = pos;
    if (type instanceof ScalarType s) {
      return scalar(s.kind(), path, fixed);
    } else if (type instanceof ListType l) {
      enter(path);
      long count = uvarint(path);
      int min = CompactLayout.minWireSize(l.element(), fixed);
      line(at, path, "list, " + count + " elements");
      if (count < 0 || count > (limit - pos) / min) {
        // Walking on is bounded: every element takes at least one byte or ends the walk.
        overrun(at, path, Long.toUnsignedString(count) + " elements of at least " + min + " bytes");
      }
      if (!fixed
          && l.element() instanceof ScalarType e
          && (e.kind() == ScalarKind.I32 || e.kind() == ScalarKind.U32)
          && count >= CompactSource.LIST_LAYOUT_MIN) {
        // FORMAT.md §1.3: the layout byte, then varints or the block layout.
        int layoutAt = pos;
        need(1, path);
        int layout = in[pos++] & 0xFF;
        if (layout == CompactSource.LAYOUT_BLOCK) {
          line(layoutAt, path, "layout 1: block (length codes, then 1-4 bytes a value)");
          stack.addLast(new BlockListFrame(e.kind(), path, (int) count));
          return null;
        } else if (layout != CompactSource.LAYOUT_VARINT) {
          line(layoutAt, path, "layout " + layout + "?");
          throw errorAt(layoutAt, ErrorCode.INVALID_LIST_LAYOUT, path, "layout byte " + layout);
        }
        line(layoutAt, path, "layout 0: varints");
      }
      if (CompactLayout.isShapedElement(l.element()) && count >= 2) {
        // FORMAT.md §1.3: the shape, then elements with or without their counts.
        int shapeAt = pos;
        long k = uvarint(path);
        if (k != 0) {
          line(
              shapeAt,
              path,
              "shape " + Long.toUnsignedString(k) + ": every element that many values, no counts");
          if (depth + 1 > maxDepth) {
            throw errorAt(
                pos, ErrorCode.DEPTH_LIMIT, path + "[0]", "nesting deeper than " + maxDepth);
          }
          if (k < 0 || k > (limit - pos) / 8 / count) {
            overrun(
                shapeAt, path, count + " elements of " + Long.toUnsignedString(k) + " f64 values");
          }
          stack.addLast(new UniformListsFrame(l.element(), path, count, k));
          return null;
        }
        line(shapeAt, path, "shape 0: each element has its own count");
      }
      stack.addLast(new ListFrame(l.element(), path, fixed, count));
    } else if (type instanceof MapType m) {
      enter(path);
      long count = uvarint(path);
      int min =
          CompactLayout.minWireSize(m.key(), fixed) + CompactLayout.minWireSize(m.value(), fixed);
      line(at, path, "map, " + count + " entries");
      if (count < 0 || count > (limit - pos) / min) {
        overrun(at, path, Long.toUnsignedString(count) + " entries of at least " + min + " bytes");
      }
      stack.addLast(new MapFrame(m, path, fixed, count));
    } else {
      Decl d = ((NamedType) type).decl();
      if (d instanceof MessageDecl md) {
        message(md, path);
      } else if (d instanceof StructDecl sd) {
        enter(path);
        line(at, path, 0, sd.fullName() + " (struct)");
        stack.addLast(new StructFrame(sd.fields(), path));
      } else if (d instanceof EnumDecl e) {
        long v = uvarint(path);
        if (v < 0 || v > Integer.MAX_VALUE) {
          throw errorAt(
              at, ErrorCode.INT_OUT_OF_RANGE, path, "enum value " + Long.toUnsignedString(v));
        }
        String name = null;
        for (EnumValue ev : e.values()) {
          if (ev.value() == v) {
            name = ev.name();
          }
        }
        line(at, path, name != null ? name + " (" + v + ")" : v + " (unknown " + e.name() + ")");
        return v;
      } else {
        UnionDecl u = (UnionDecl) d;
        enter(path);
        long id = uvarint(path);
        UnionCase found = null;
        for (UnionCase c : u.cases()) {
          if (c.id() == id) {
            found = c;
          }
        }
        if (found == null) {
          line(at, path, "case " + Long.toUnsignedString(id) + " (unknown)");
          // After the id, like CompactReader.readUnionCase and the union readers.
          throw error(ErrorCode.UNKNOWN_UNION_CASE, path, "case id " + Long.toUnsignedString(id));
        }
        line(at, path, u.name() + " case " + found.name() + " (" + id + ")");
        stack.addLast(new UnionFrame(found.type(), path + "." + found.name()));
      }
    }
    return null;
  }

  private final class ListFrame extends WalkFrame {
    private final TypeRef element;
    private final String path;
    private final boolean fixed;
    private final long count;
    private long i;

    ListFrame(TypeRef element, String path, boolean fixed, long count) {
      this.element = element;
      this.path = path;
      this.fixed = fixed;
      this.count = count;
    }

    @Override
    boolean next() {
      if (Long.compareUnsigned(i, count) >= 0) {
        return false;
      }
      value(element, path + "[" + i + "]", fixed);
      i++;
      return true;
    }

    @Override
    void done() {
      leave();
    }
  }

  /** The elements of a {@code list<list<f64>>} of shape {@code k >= 1}: no counts (§1.3). */
  private final class UniformListsFrame extends WalkFrame {
    private final ListType element;
    private final String path;
    private final long count;
    private final long k;
    private long i;

    UniformListsFrame(TypeRef element, String path, long count, long k) {
      this.element = (ListType) element;
      this.path = path;
      this.count = count;
      this.k = k;
    }

    @Override
    boolean next() {
      if (i >= count) {
        return false;
      }
      String p = path + "[" + i + "]";
      enter(p);
      line(pos, p, 0, "list, " + Long.toUnsignedString(k) + " elements (the shape's)");
      stack.addLast(new ListFrame(element.element(), p, false, k));
      i++;
      return true;
    }

    @Override
    void done() {
      leave();
    }
  }

  /**
   * A {@code list<i32>}/{@code list<u32>} in the block layout (FORMAT.md §1.3): the tag bytes on
   * one line, then one line a value; the same checks, codes and offsets as {@code CompactReader}.
   */
  private final class BlockListFrame extends WalkFrame {
    private final ScalarKind kind;
    private final String path;
    private final int count;
    private int tags = -1;
    private int i;

    BlockListFrame(ScalarKind kind, String path, int count) {
      this.kind = kind;
      this.path = path;
      this.count = count;
    }

    @Override
    boolean next() {
      if (tags < 0) {
        tags = pos;
        int ntags = (count + 3) >>> 2;
        need(ntags, path);
        pos += ntags;
        line(tags, path, ntags, ntags + " tag bytes (2-bit length codes)");
        int tail = count & 3;
        if (tail != 0 && (in[pos - 1] & 0xFF) >>> (2 * tail) != 0) {
          throw errorAt(
              pos - 1,
              ErrorCode.VARINT_NONCANONICAL,
              path,
              "unused length codes of the last tag byte are not 0");
        }
        return true;
      }
      if (i >= count) {
        return false;
      }
      String ep = path + "[" + i + "]";
      int code = ((in[tags + (i >>> 2)] & 0xFF) >>> ((i & 3) << 1)) & 3;
      need(code + 1, ep);
      int at = pos;
      long u = 0;
      for (int k = 0; k <= code; k++) {
        u |= (long) (in[pos++] & 0xFF) << (8 * k);
      }
      long v = kind == ScalarKind.I32 ? (u >>> 1) ^ -(u & 1) : u;
      line(at, ep, String.valueOf(v));
      if (code > 0 && u >>> (8 * code) == 0) {
        throw errorAt(
            at, ErrorCode.VARINT_NONCANONICAL, ep, "value " + u + " in " + (code + 1) + " bytes");
      }
      i++;
      return true;
    }

    @Override
    void done() {
      leave();
    }
  }

  private final class MapFrame extends WalkFrame {
    private final MapType type;
    private final String path;
    private final boolean fixed;
    private final long count;
    private final Set<Object> keys = new HashSet<>();
    private long i;

    // FORMAT.md §7.2: integer and enum keys chosen for one of V8's hash buckets are refused.
    private final MapKeySpread spread;
    private final MapKeyHash keyHash;

    MapFrame(MapType type, String path, boolean fixed, long count) {
      this.type = type;
      this.path = path;
      this.fixed = fixed;
      this.count = count;
      this.keyHash = MapKeyHash.of(type.key());
      this.spread =
          keyHash == MapKeyHash.NONE || count > Integer.MAX_VALUE
              ? null
              : MapKeySpread.of((int) count);
    }

    private int spreadHash(long key) {
      return switch (keyHash) {
        case INT64 -> MapKeySpread.int64Hash(key);
        case UINT64 -> MapKeySpread.uint64Hash(key);
        default -> MapKeySpread.numberHash(key);
      };
    }

    @Override
    boolean next() {
      if (Long.compareUnsigned(i, count) >= 0) {
        return false;
      }
      // Keys are scalars or enums (SCHEMA.md), shown at once; the value may push a frame.
      Object key = value(type.key(), path + "{" + i + "}.key", fixed);
      if (!keys.add(key)) {
        throw error(ErrorCode.DUPLICATE_MAP_KEY, path, "duplicate map key " + key);
      }
      if (spread != null && !spread.add(spreadHash((Long) key))) {
        throw error(ErrorCode.LIMIT_EXCEEDED, path, MapKeySpread.MESSAGE);
      }
      value(type.value(), path + "{" + i + "}.value", fixed);
      i++;
      return true;
    }

    @Override
    void done() {
      leave();
    }
  }

  private final class StructFrame extends WalkFrame {
    private final List<Field> fields;
    private final String path;
    private int next;

    StructFrame(List<Field> fields, String path) {
      this.fields = fields;
      this.path = path;
    }

    @Override
    boolean next() {
      if (next >= fields.size()) {
        return false;
      }
      Field f = fields.get(next++);
      value(f.type(), path + "." + f.name(), fixed(f));
      return true;
    }

    @Override
    void done() {
      leave();
    }
  }

  /** The value of a union case, then the union's level closes. */
  private final class UnionFrame extends WalkFrame {
    private final TypeRef type;
    private final String path;
    private boolean shown;

    UnionFrame(TypeRef type, String path) {
      this.type = type;
      this.path = path;
    }

    @Override
    boolean next() {
      if (shown) {
        return false;
      }
      shown = true;
      value(type, path, false);
      return true;
    }

    @Override
    void done() {
      leave();
    }
  }

  private Object scalar(ScalarKind k, String path, boolean fixed) {
    int at = pos;
    switch (k) {
      case BOOL:
        {
          need(1, path);
          int b = in[pos++] & 0xFF;
          if (b > 1) {
            line(at, path, "bool?");
            throw errorAt(at, ErrorCode.INVALID_BOOL, path, "byte " + b);
          }
          line(at, path, String.valueOf(b == 1));
          return b == 1;
        }
      case I8:
        need(1, path);
        line(at, path, 1, String.valueOf(in[pos]));
        return (long) in[pos++];
      case U8:
        need(1, path);
        line(at, path, 1, String.valueOf(in[pos] & 0xFF));
        return (long) (in[pos++] & 0xFF);
      case F32:
        {
          need(4, path);
          float f = ByteBuffer.wrap(in, pos, 4).order(ByteOrder.LITTLE_ENDIAN).getFloat();
          pos += 4;
          line(at, path, Float.toString(f));
          return null;
        }
      case F64:
        {
          need(8, path);
          double d = ByteBuffer.wrap(in, pos, 8).order(ByteOrder.LITTLE_ENDIAN).getDouble();
          pos += 8;
          line(at, path, Double.toString(d));
          return null;
        }
      case STRING:
        {
          long index = uvarint(path);
          if (index < 0 || index >= strings.length) {
            line(at, path, "string #" + Long.toUnsignedString(index));
            throw errorAt(
                at,
                ErrorCode.STRING_INDEX_OUT_OF_RANGE,
                path,
                "index " + Long.toUnsignedString(index) + " of " + strings.length);
          }
          line(at, path, "#" + index + " " + quoted(strings[(int) index]));
          return strings[(int) index];
        }
      case JSON:
        json(path);
        return null;
      case BYTES:
        {
          long len = uvarint(path);
          if (len < 0 || len > limit - pos) {
            throw errorAt(
                at,
                ErrorCode.LENGTH_EXCEEDS_INPUT,
                path,
                "bytes length " + Long.toUnsignedString(len));
          }
          pos += (int) len;
          line(at, path, len + " bytes");
          return null;
        }
      default:
        break;
    }
    long v;
    if (fixed) {
      int w = k.width();
      need(w, path);
      ByteBuffer b = ByteBuffer.wrap(in, pos, w).order(ByteOrder.LITTLE_ENDIAN);
      v = w == 2 ? b.getShort() : w == 4 ? b.getInt() : b.getLong();
      pos += w;
      if (!k.isSigned()) {
        v = w == 2 ? v & 0xFFFF : w == 4 ? v & 0xFFFF_FFFFL : v;
      }
    } else {
      long raw = uvarint(path);
      v = k.isSigned() ? (raw >>> 1) ^ -(raw & 1) : raw;
      boolean ok;
      switch (k) {
        case I16:
          ok = v == (short) v;
          break;
        case I32:
          ok = v == (int) v;
          break;
        case U16:
          ok = Long.compareUnsigned(raw, 0xFFFF) <= 0;
          break;
        case U32:
          ok = Long.compareUnsigned(raw, 0xFFFF_FFFFL) <= 0;
          break;
        default:
          ok = true;
      }
      if (!ok) {
        line(
            at,
            path,
            k.keyword() + " " + (k.isSigned() ? Long.toString(v) : Long.toUnsignedString(v)));
        throw errorAt(at, ErrorCode.INT_OUT_OF_RANGE, path, "out of range for " + k.keyword());
      }
    }
    line(at, path, k == ScalarKind.U64 ? Long.toUnsignedString(v) : Long.toString(v));
    return v;
  }

  /** A json value (FORMAT.md §1.4), one line per value; recursion bounded by the depth limit. */
  private void json(String path) {
    int at = pos;
    long h = uvarint(path);
    long n = h >>> 3;
    switch ((int) h & 7) {
      case 0:
        if (n <= 2) {
          line(at, path, n == 0 ? "json null" : n == 1 ? "json false" : "json true");
          return;
        } else if (n == 3) {
          int zat = pos;
          long z = uvarint(path);
          if (z >>> 61 == 0) {
            throw errorAt(zat, ErrorCode.INVALID_JSON_VALUE, path, "long form of a short integer");
          }
          line(at, path, "json integer " + ((z >>> 1) ^ -(z & 1)));
          return;
        }
        break;
      case 1:
        line(at, path, "json integer " + ((n >>> 1) ^ -(n & 1)));
        return;
      case 2:
        if (n == 0) {
          int fat = pos;
          need(8, path);
          double d = ByteBuffer.wrap(in, pos, 8).order(ByteOrder.LITTLE_ENDIAN).getDouble();
          pos += 8;
          if (!Double.isFinite(d)) {
            throw errorAt(fat, ErrorCode.INVALID_JSON_VALUE, path, "json float " + d);
          }
          line(at, path, "json float " + d);
          return;
        }
        break;
      case 3:
        line(at, path, "json string #" + n + " " + quoted(jsonString(at, n, path)));
        return;
      case 4:
      case 5:
        {
          boolean list = (h & 7) == 4;
          enter(at, path);
          int min = list ? 1 : 2;
          line(
              at,
              path,
              "json " + (list ? "list, " + n + " elements" : "object, " + n + " members"));
          if (n > (limit - pos) / min) {
            overrun(
                at, path, n + (list ? " elements" : " members") + " of at least " + min + " bytes");
          }
          Set<String> keys = list ? null : new HashSet<>();
          for (long i = 0; i < n; i++) {
            String p = path + "[" + i + "]";
            if (!list) {
              int kat = pos;
              long index = uvarint(p);
              String key = jsonString(kat, index, p);
              line(kat, p, "key #" + index + " " + quoted(key));
              if (!keys.add(key)) {
                throw error(ErrorCode.DUPLICATE_MAP_KEY, p, "duplicate json object key");
              }
            }
            json(p);
          }
          leave();
          return;
        }
      default:
        break;
    }
    line(at, path, "json ?");
    throw errorAt(
        at, ErrorCode.INVALID_JSON_VALUE, path, "json header " + Long.toUnsignedString(h));
  }

  private String jsonString(int at, long index, String path) {
    if (index < 0 || index >= strings.length) {
      throw errorAt(
          at,
          ErrorCode.STRING_INDEX_OUT_OF_RANGE,
          path,
          "index " + Long.toUnsignedString(index) + " of " + strings.length);
    }
    return strings[(int) index];
  }

  // ---- primitives (every read is bounds-checked first) ----

  private void need(int n, String path) {
    if (n < 0 || n > limit - pos) {
      throw error(ErrorCode.TRUNCATED, path, "need " + n + " bytes, " + (limit - pos) + " left");
    }
  }

  /**
   * FORMAT.md §1.1: at most 10 bytes, canonical, fits in 64 bits. The result is unsigned: callers
   * using it as a length, count or index check {@code < 0} (values of 2^63 and more) first.
   */
  private long uvarint(String path) {
    return uvarint(path, false);
  }

  // Set by uvarint(path, true): the length was in the form one byte longer than minimal.
  private boolean lengthMarked;

  /**
   * {@link #uvarint(String)}; with {@code tableLength}, a string-table length in the form exactly
   * one byte longer than minimal is taken too and sets {@link #lengthMarked} (a UTF-16 entry,
   * FORMAT.md §2.1).
   */
  private long uvarint(String path, boolean tableLength) {
    lengthMarked = false;
    long result = 0;
    int start = pos;
    for (int i = 0; ; i++) {
      if (pos >= limit) {
        throw errorAt(start, ErrorCode.TRUNCATED, path, "input ends inside a varint");
      }
      int b = in[pos++] & 0xFF;
      if (i == 9 && b > 1) {
        throw errorAt(start, ErrorCode.VARINT_OVERFLOW, path, "varint does not fit in 64 bits");
      }
      result |= (long) (b & 0x7F) << (7 * i);
      if ((b & 0x80) == 0) {
        if (b == 0 && i > 0) {
          if (tableLength && (i == 1 || (in[pos - 2] & 0x7F) != 0)) {
            lengthMarked = true;
            return result;
          }
          throw errorAt(start, ErrorCode.VARINT_NONCANONICAL, path, "overlong varint");
        }
        return result;
      }
    }
  }

  /** The UTF-16 entry of {@code len} bytes (even) at {@code off}: well-formed or INVALID_UTF16. */
  private String utf16(int off, int len, String path) {
    char[] c = new char[len / 2];
    for (int k = 0; k < c.length; k++) {
      c[k] = (char) ((in[off + 2 * k] & 0xFF) | (in[off + 2 * k + 1] & 0xFF) << 8);
    }
    for (int k = 0; k < c.length; k++) {
      if (Character.isHighSurrogate(c[k])
          && k + 1 < c.length
          && Character.isLowSurrogate(c[k + 1])) {
        k++;
      } else if (Character.isSurrogate(c[k])) {
        throw errorAt(off, ErrorCode.INVALID_UTF16, path, "lone surrogate at unit " + k);
      }
    }
    return new String(c);
  }

  private String utf8(int off, int len, String path) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(in, off, len))
          .toString();
    } catch (CharacterCodingException e) {
      throw errorAt(off, ErrorCode.INVALID_UTF8, path, "invalid UTF-8");
    }
  }

  private void enter(String path) {
    enter(pos, path);
  }

  /** One level deeper; {@code at} is where the level starts (the decoder reports it there). */
  private void enter(int at, String path) {
    if (++depth > maxDepth) {
      throw errorAt(at, ErrorCode.DEPTH_LIMIT, path, "nesting deeper than " + maxDepth);
    }
  }

  private void leave() {
    depth--;
  }

  private static boolean fixed(Field f) {
    return f.options().fixed();
  }

  private static boolean isUnion(TypeRef t) {
    return t instanceof NamedType n && n.decl() instanceof UnionDecl;
  }

  /** Records a length overrun (LENGTH_EXCEEDS_INPUT) at {@code at} and lets the walk go on. */
  private void overrun(int at, String path, String detail) {
    BaleException e = errorAt(at, ErrorCode.LENGTH_EXCEEDS_INPUT, path, detail);
    if (pending == null) {
      pending = e;
    }
    lines.add(new Line(pos, path, new byte[0], "(" + detail + "; showing what is there)"));
  }

  /** An error at the current position. */
  private BaleException error(ErrorCode code, String path, String detail) {
    return errorAt(pos, code, path, detail);
  }

  /**
   * An error at {@code at}. Offsets follow {@code CompactReader}: the start of the item (varint,
   * header, count, index) for problems with the item itself, the current position otherwise.
   */
  private BaleException errorAt(int at, ErrorCode code, String path, String detail) {
    return new BaleException(code, at, path, detail);
  }

  private void line(int at, String path, String text) {
    lines.add(new Line(at, path, slice(at, pos), text));
  }

  private void line(int at, String path, int len, String text) {
    lines.add(new Line(at, path, slice(at, at + len), text));
  }

  private byte[] slice(int from, int to) {
    int end = Math.min(Math.min(to, in.length), from + HEX_BYTES_SHOWN + 1);
    if (from >= end) {
      return new byte[0];
    }
    byte[] b = new byte[end - from];
    System.arraycopy(in, from, b, 0, b.length);
    return b;
  }

  private static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    int shown = Math.min(b.length, HEX_BYTES_SHOWN);
    for (int i = 0; i < shown; i++) {
      if (i > 0) {
        sb.append(' ');
      }
      sb.append(Character.forDigit((b[i] >> 4) & 0xF, 16))
          .append(Character.forDigit(b[i] & 0xF, 16));
    }
    if (b.length > HEX_BYTES_SHOWN) {
      sb.append(" ..");
    }
    return sb.toString();
  }

  private static String quoted(String s) {
    StringBuilder sb = new StringBuilder();
    String shown = s.length() > TEXT_CHARS_SHOWN ? s.substring(0, TEXT_CHARS_SHOWN) : s;
    JsonOut.quote(sb, shown);
    if (shown.length() < s.length()) {
      sb.append("... (").append(s.length()).append(" chars)");
    }
    return sb.toString();
  }

  private static String yesNo(boolean b) {
    return b ? "yes" : "no";
  }
}
