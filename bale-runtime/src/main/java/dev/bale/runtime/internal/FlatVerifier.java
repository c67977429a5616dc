package dev.bale.runtime.internal;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Frame;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MapKeySpread;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatType;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The flat verifier (FORMAT.md §F10): the walk of a type's {@link FlatShape} (the dynamic codec's
 * verify; {@link FlatType#verify}), and the checks it makes, one call per item, which generated
 * verifiers and a schema-driven walk of its own (the dynamic codec's decode and inspector) call
 * too: {@link #message}, {@link #string}, {@link #list}, {@link #cell}... for every pointer it
 * meets, in the order §F10.2 prescribes, and this class checks the pointer, the target's bounds and
 * alignment, depth, the message count, the traversal budget and UTF-8, reporting the first failure
 * as a {@link BaleException} with code, offset (from the first byte of the input, frame included)
 * and field path.
 *
 * <p>Work is bounded: every item visited is charged against a budget of {@code max(64 MiB, 8 x body
 * length)} units (§F10.3), so pointers shared many times or in cycles cannot amplify the work;
 * depth is bounded by {@link Limits#depth()} and messages visited by {@link Limits#maxObjects()}.
 *
 * <p>Reusable, not thread-safe. Positions are absolute indexes into the array or buffer.
 */
public sealed class FlatVerifier permits FlatSurvey {
  /** How the shared checks ({@link FlatChecks}) report: {@link #error}. */
  private final FlatChecks.Errors errors = this::error;

  /** The budget floor: 64 Mi units. */
  public static final long MIN_BUDGET = 64L << 20;

  private final Limits limits;
  private long budgetOverride;

  private byte[] arr;
  private int arrOff;
  private ByteBuffer bb;
  private int input; // index of the input's first byte (frame included)
  private int base; // index of the body's first byte
  private int end; // index after the body
  private int depth;
  private long budget;
  private int objects;
  private byte[] scratch = new byte[0];

  private String[] names = new String[16];
  private int[] indexes = new int[16];
  private int pathLen;
  private boolean trackPath = true;
  // Set by Flat's decode for its first pass: strings are then checked for UTF-8 by the decode that
  // follows, which builds them anyway (Flat#decodeVerified), not here.
  private boolean deferUtf8;

  /** A verifier with {@link Limits#DEFAULT}. */
  public FlatVerifier() {
    this(Limits.DEFAULT);
  }

  public FlatVerifier(Limits limits) {
    this.limits = limits;
  }

  /**
   * Overrides the traversal budget (units, FORMAT.md §F10.3); {@code 0} restores the default rule.
   */
  public FlatVerifier traversalBudget(long units) {
    if (units < 0) {
      throw new IllegalArgumentException("budget must be >= 0, got " + units);
    }
    budgetOverride = units;
    return this;
  }

  public Limits limits() {
    return limits;
  }

  /** Whether the traversal budget is the default rule's (no {@link #traversalBudget} override). */
  public boolean defaultBudget() {
    return budgetOverride == 0;
  }

  /**
   * Whether {@link #push}/{@link #pop} record the field path (default {@code true}). With {@code
   * false} they do nothing and errors carry only the root name: a caller that wants the path runs
   * the same verification again with tracking on, which fails at the same place because the walk is
   * deterministic ({@link #root} does this). Saves two stores per field on the success path.
   */
  public FlatVerifier trackPath(boolean on) {
    trackPath = on;
    return this;
  }

  /**
   * Whether {@link #string(int)} leaves the UTF-8 check to the decode that follows (default {@code
   * false}). Only for {@link Flat}'s decode, whose reading of the records checks every string this
   * walk would have checked and, on any failure, verifies again with this off (so the first problem
   * in verifier order is the one reported).
   */
  public FlatVerifier deferUtf8(boolean on) {
    deferUtf8 = on;
    return this;
  }

  /** Whether the field path is being recorded; see {@link #trackPath(boolean)}. */
  public boolean tracksPath() {
    return trackPath;
  }

  /**
   * Starts verifying the body {@code bytes[off..off+len)}: checks the body header and enters the
   * root message (depth 1).
   *
   * @return the root object's position (always {@code off + 8})
   */
  public int begin(byte[] bytes, int off, int len, String rootName) {
    arr = bytes;
    arrOff = 0;
    bb = null;
    return start(off, off, len, rootName);
  }

  /** Like {@link #begin(byte[], int, int, String)} over {@code buf[start..start+len)}. */
  public int begin(ByteBuffer buf, int start, int len, String rootName) {
    useBuffer(buf);
    return start(start, start, len, rootName);
  }

  /**
   * Checks a frame (FORMAT.md §4, codec 2) at {@code bytes[off..off+len)}, then begins the body
   * after it.
   *
   * @param check whether the fingerprint must equal {@code fingerprint}
   */
  public int beginFramed(
      byte[] bytes, int off, int len, String rootName, boolean check, long fingerprint) {
    arr = bytes;
    arrOff = 0;
    bb = null;
    return framed(off, len, rootName, check, fingerprint);
  }

  /** Like {@link #beginFramed(byte[], int, int, String, boolean, long)} over a buffer. */
  public int beginFramed(
      ByteBuffer buf, int start, int len, String rootName, boolean check, long fingerprint) {
    useBuffer(buf);
    return framed(start, len, rootName, check, fingerprint);
  }

  private void useBuffer(ByteBuffer buf) {
    if (buf.hasArray()) {
      arr = buf.array();
      arrOff = buf.arrayOffset();
      bb = null;
    } else {
      arr = null;
      bb = buf;
    }
  }

  private int framed(int at, int len, String rootName, boolean check, long fingerprint) {
    input = at;
    resetPath(rootName);
    int stop = at + len;
    // A class, not a method reference: a framed root's entry may be near the stack's end, and a
    // method reference is an invokedynamic call site whose failed link is kept (FlatData.json).
    FlatChecks.frame(
        errors,
        at,
        len,
        new java.util.function.IntUnaryOperator() {
          @Override
          public int applyAsInt(int p) {
            return u8(p);
          }
        },
        check,
        fingerprint);
    int body = at + Frame.HEADER_SIZE;
    return start(at, body, stop - body, rootName);
  }

  private int start(int inputStart, int body, int len, String rootName) {
    input = inputStart;
    base = body;
    end = body + len;
    depth = 0;
    objects = 0;
    long b = budgetOverride != 0 ? budgetOverride : Math.max(MIN_BUDGET, 8L * len);
    budget = b;
    resetPath(rootName);
    if (len < 8) {
      throw error(ErrorCode.TRUNCATED, body, "body header needs 8 bytes, " + len + " remain");
    }
    if (i32(body) != 8) {
      throw error(
          ErrorCode.OFFSET_OUT_OF_BOUNDS,
          body,
          "root offset " + Integer.toUnsignedString(i32(body)) + " (must be 8)");
    }
    return enterObject(body + 8);
  }

  /** Leaves the root and drops the input; the verifier can be reused. */
  public void finish() {
    depth = 0;
    arr = null;
    bb = null;
  }

  // ---- reads (absolute positions) ----

  public int u8(int pos) {
    return (arr != null ? arr[pos + arrOff] : bb.get(pos)) & 0xFF;
  }

  public int u16(int pos) {
    return arr != null
        ? FlatAccess.i16(arr, pos + arrOff) & 0xFFFF
        : FlatAccess.i16(bb, pos) & 0xFFFF;
  }

  public int i32(int pos) {
    return arr != null ? FlatAccess.i32(arr, pos + arrOff) : FlatAccess.i32(bb, pos);
  }

  public long i64(int pos) {
    return arr != null ? FlatAccess.i64(arr, pos + arrOff) : FlatAccess.i64(bb, pos);
  }

  /** A message object's {@code data_bytes}. */
  public int dataBytes(int obj) {
    return u16(obj);
  }

  /** A message object's {@code ptr_count}. */
  public int ptrCount(int obj) {
    return u16(obj + 2);
  }

  /** Absolute position of a message object's data section. */
  public int data(int obj) {
    return obj + FlatSink.dataStart(ptrCount(obj));
  }

  /** Index of the body's first byte. */
  public int base() {
    return base;
  }

  /** Index after the body's last byte. */
  public int bodyEnd() {
    return end;
  }

  // ---- checks ----

  /**
   * Reads the pointer at {@code slot} and checks its target: inside the body after its header
   * ({@code OFFSET_OUT_OF_BOUNDS}) and aligned ({@code MISALIGNED}: to {@code align}, or to 4 mod 8
   * when {@code align} is {@code -8}); both at the slot's offset.
   *
   * @return the target, or 0 for a null pointer
   */
  public int target(int slot, int align) {
    int rel = i32(slot);
    if (rel == 0) {
      return 0;
    }
    return FlatChecks.target(errors, slot, rel, base, end, align);
  }

  /**
   * Follows a message pointer and enters the object (depth, header, size, message count, budget).
   * Call {@link #leave()} after its fields.
   *
   * @return the object's position, or 0 for null (nothing entered)
   */
  public int message(int slot) {
    int t = target(slot, 8);
    return t == 0 ? 0 : enterObject(t);
  }

  private int enterObject(int t) {
    enter(t);
    FlatChecks.header(errors, t, end, "message header");
    long size = FlatChecks.objectSize(errors, t, end, ptrCount(t), dataBytes(t));
    if (++objects > limits.maxObjects()) {
      throw error(ErrorCode.LIMIT_EXCEEDED, t, "more than " + limits.maxObjects() + " messages");
    }
    charge(t, 1 + size);
    return t;
  }

  /**
   * Follows a string pointer and checks length and UTF-8 ({@code INVALID_UTF8} at the first byte
   * after the length).
   *
   * @return the position of the length, or 0 for null
   */
  public int string(int slot) {
    int t = blob(slot);
    if (t != 0 && !deferUtf8) {
      int len = i32(t);
      if (!validUtf8(t + 4, len)) {
        throw error(ErrorCode.INVALID_UTF8, t + 4, "string of " + len + " bytes");
      }
    }
    return t;
  }

  /**
   * Follows a {@code json} pointer (FORMAT.md §F5.1) and checks the blob and the value in it: its
   * arrays and objects are levels below the current one (depth limit). Returns the length's
   * position or 0 (null: JSON {@code null}, or absent for an optional field).
   */
  public int json(int slot) {
    int t = blob(slot);
    if (t != 0) {
      int len = i32(t);
      byte[] src;
      int from;
      if (arr != null) {
        src = arr;
        from = t + 4 + arrOff;
      } else {
        if (scratch.length < len) {
          scratch = new byte[Math.max(len, 2 * scratch.length)];
        }
        Jdk.get(bb, t + 4, scratch, 0, len);
        src = scratch;
        from = 0;
      }
      int shift = t + 4 - from;
      int outer = depth;
      try {
        FlatJson.walk(
            src,
            from,
            from + len,
            false,
            new FlatJson.Depth() {
              @Override
              public void enter(int pos) {
                FlatVerifier.this.enter(pos + shift);
              }

              @Override
              public void leave() {
                depth--;
              }
            },
            // A class, not a lambda (FlatData.json).
            new FlatJson.Errors() {
              @Override
              public BaleException at(ErrorCode code, int pos, String detail) {
                return error(code, pos + shift, detail);
              }
            });
      } finally {
        depth = outer;
      }
    }
    return t;
  }

  /** Follows a bytes pointer and checks its length; returns the length's position or 0. */
  public int bytes(int slot) {
    return blob(slot);
  }

  private int blob(int slot) {
    int t = target(slot, 4);
    if (t == 0) {
      return 0;
    }
    FlatChecks.header(errors, t, end, "length");
    long len = FlatChecks.blobLength(errors, t, end, i32(t));
    charge(t, 5 + len);
    return t;
  }

  /**
   * Follows a list (or map) pointer and enters it: the count must fit ({@code count x stride <=}
   * the bytes after the count). Element {@code i} is at {@code pos + 4 + i * stride}. Call {@link
   * #leave()} after the elements.
   *
   * @param align the elements' alignment (the count is then at 4 mod 8 when it is 8)
   * @return the position of the count, or 0 for null (nothing entered)
   */
  public int list(int slot, int stride, int align) {
    int t = target(slot, align == 8 ? -8 : 4);
    if (t == 0) {
      return 0;
    }
    enter(t);
    FlatChecks.header(errors, t, end, "count");
    long count = FlatChecks.listCount(errors, t, end, i32(t), stride);
    charge(t, 5 + count * stride + count);
    return t;
  }

  /**
   * Follows a union pointer and enters the cell; its case id (a {@code u32} at the returned
   * position) is readable. The caller checks the id ({@link #unknownCase}), then calls {@link
   * #cellBody} with the case's cell size, verifies the value and calls {@link #leave()}.
   *
   * @return the cell's position, or 0 for null (nothing entered)
   */
  public int cell(int slot) {
    int t = target(slot, 8);
    if (t == 0) {
      return 0;
    }
    enter(t);
    FlatChecks.header(errors, t, end, "case id");
    return t;
  }

  /** Checks that a cell of {@code size} bytes fits ({@code TRUNCATED}) and charges it. */
  public void cellBody(int cell, int size) {
    if (size > end - cell) {
      throw error(
          ErrorCode.TRUNCATED, cell, "cell of " + size + " bytes, " + (end - cell) + " remain");
    }
    charge(cell, 1 + size);
  }

  /** {@code UNKNOWN_UNION_CASE} at the cell. */
  public BaleException unknownCase(int cell, String union) {
    return error(
        ErrorCode.UNKNOWN_UNION_CASE,
        cell,
        "case id " + Integer.toUnsignedString(i32(cell)) + " is not a case of " + union);
  }

  /** {@code MISSING_UNION}: a null or absent pointer where a union value is required. */
  public BaleException missingUnion(int pos) {
    return error(ErrorCode.MISSING_UNION, pos, "a union value is required");
  }

  /**
   * For generated code, where a composite field is absent or its pointer unset, so it reads as its
   * default: written again, that default takes {@code levels} levels below the current one, and
   * {@code DEPTH_LIMIT} (at {@code pos}) is raised if that passes the limit, so that whatever
   * verifies also re-encodes (FORMAT.md §7, §F10).
   */
  public void defaultLevels(int levels, int pos) {
    if (depth + levels > limits.depth()) {
      throw error(
          ErrorCode.DEPTH_LIMIT,
          pos,
          "the default of an absent field would nest deeper than " + limits.depth() + " levels");
    }
  }

  /**
   * For generated code, after {@link #defaultLevels}, where that default holds {@code count}
   * messages (a default message and its own fields' default messages): written again they are
   * message objects a verifier visits, so they count against {@code maxObjects} here ({@code
   * LIMIT_EXCEEDED} at {@code pos}), and whatever verifies re-encodes into bytes that verify
   * (FORMAT.md §F10.2).
   */
  public void defaultMessages(int count, int pos) {
    if ((objects += count) > limits.maxObjects() || objects < 0) {
      throw error(
          ErrorCode.LIMIT_EXCEEDED,
          pos,
          "more than " + limits.maxObjects() + " messages counting the defaults of absent fields");
    }
  }

  /**
   * For generated code, a composite field that is absent or beyond the object's data, so it reads
   * as its default: {@link #defaultLevels} with {@code levels} and, when not 0, {@link
   * #defaultMessages} with {@code messages}, both at {@code pos}, under path segment {@code field}.
   */
  public void leftOut(String field, int levels, int messages, int pos) {
    push(field);
    defaultLevels(levels, pos);
    if (messages > 0) {
      defaultMessages(messages, pos);
    }
    pop();
  }

  /** For generated code: {@link #string(int)} under path segment {@code field}. */
  public void string(String field, int slot) {
    push(field);
    string(slot);
    pop();
  }

  /**
   * For generated code: the pointer at {@code slot} to a list of numbers (elements that need no
   * check of their own): {@link #list} and {@link #leave()}. When {@code required}, a null pointer
   * is an empty list, which a writer writes again as one level ({@link #defaultLevels}).
   */
  public void numbers(int slot, int stride, int align, boolean required) {
    if (required && i32(slot) == 0) {
      defaultLevels(1, slot);
    }
    if (list(slot, stride, align) != 0) {
      leave();
    }
  }

  /**
   * For generated code: {@link #numbers(int, int, int, boolean)} under path segment {@code field}.
   */
  public void numbers(String field, int slot, int stride, int align, boolean required) {
    push(field);
    numbers(slot, stride, align, required);
    pop();
  }

  /** For generated code: {@link #bytes(int)} under path segment {@code field}. */
  public void bytes(String field, int slot) {
    push(field);
    bytes(slot);
    pop();
  }

  /** For generated code: {@link #json(int)} under path segment {@code field}. */
  public void json(String field, int slot) {
    push(field);
    json(slot);
    pop();
  }

  /** For generated code: {@link #bool(int)} under path segment {@code field}. */
  public void bool(String field, int pos) {
    push(field);
    bool(pos);
    pop();
  }

  /** For generated code: {@link #enumValue(int, int)} under path segment {@code field}. */
  public void enumValue(String field, int pos, int dflt) {
    push(field);
    enumValue(pos, dflt);
    pop();
  }

  /** Enters an inline struct at {@code pos} (depth only). Call {@link #leave()} after it. */
  public void struct(int pos) {
    enter(pos);
  }

  /** The nesting depth now ({@link FlatSurvey} puts it back after an item that failed). */
  final int currentDepth() {
    return depth;
  }

  /** The number of path segments now, the root's name included. */
  final int pathLength() {
    return pathLen;
  }

  /** Puts the depth and the path back to what {@link #currentDepth}/{@link #pathLength} read. */
  final void rewind(int depth, int pathLength) {
    this.depth = depth;
    this.pathLen = pathLength;
  }

  /** Leaves what {@link #message}, {@link #list}, {@link #cell} or {@link #struct} entered. */
  public void leave() {
    depth--;
  }

  /** A bool byte (of a struct, list, entry or cell): 0 or 1, else {@code INVALID_BOOL}. */
  public void bool(int pos) {
    int v = u8(pos);
    if (v > 1) {
      throw error(ErrorCode.INVALID_BOOL, pos, "bool byte " + v);
    }
  }

  /**
   * An enum's {@code u32} (XOR {@code dflt}) must be at most 2^31-1, else {@code INT_OUT_OF_RANGE}.
   */
  public void enumValue(int pos, int dflt) {
    int v = i32(pos) ^ dflt;
    if (v < 0) {
      throw error(
          ErrorCode.INT_OUT_OF_RANGE,
          pos,
          "enum value " + Integer.toUnsignedString(v) + " > 2^31-1");
    }
  }

  /** True when the bytes at {@code pos} are valid UTF-8; allocates only to grow a scratch array. */
  public boolean validUtf8(int pos, int len) {
    if (arr != null) {
      return Utf8.isValid(arr, pos + arrOff, len);
    }
    if (scratch.length < len) {
      scratch = new byte[Math.max(len, 2 * scratch.length)];
    }
    Jdk.get(bb, pos, scratch, 0, len);
    return Utf8.isValid(scratch, 0, len);
  }

  private void enter(int pos) {
    if (++depth > limits.depth()) {
      throw error(ErrorCode.DEPTH_LIMIT, pos, "nesting deeper than " + limits.depth() + " levels");
    }
  }

  /** Charges {@code units} against the traversal budget ({@code LIMIT_EXCEEDED} at {@code pos}). */
  public void charge(int pos, long units) {
    budget -= units;
    if (budget < 0) {
      throw error(ErrorCode.LIMIT_EXCEEDED, pos, "traversal budget exhausted");
    }
  }

  // ---- the walk of a shape (FORMAT.md §F10.2) ----

  /**
   * Verifies the item at {@code position} as {@code s} describes it: a message object entered by
   * {@link #message} (or {@code begin}), a struct entered by {@link #struct}, a cell entered by
   * {@link #cell}. {@link FlatType#verify}'s default.
   */
  public void verify(FlatShape s, int position) {
    s.resolve();
    walk(s, position);
  }

  /** {@link #verify(FlatShape, int)} of a shape already resolved (one the walk reached). */
  private void walk(FlatShape s, int position) {
    if (s.kind == FlatShape.MESSAGE) {
      messageWalk(s, position);
    } else if (s.kind == FlatShape.STRUCT) {
      for (FlatShape.Field f : s.fields) {
        if (f.pointer) {
          pointer(f.node, position + f.at, f.name, f.required);
        } else {
          inline(f.node, position + f.at, f.name);
        }
      }
    } else {
      unionWalk(s, position);
    }
  }

  // The hot kinds (strings, bools, enums) are checked here, the rest by pointer() and inline().
  private void messageWalk(FlatShape s, int position) {
    int ptrs = s.pointers ? ptrCount(position) : 0;
    int data = 0;
    int dataBytes = 0;
    if (s.inline) {
      data = data(position);
      dataBytes = dataBytes(position);
    }
    for (FlatShape.Field f : s.fields) {
      if (f.pointer) {
        if (ptrs > f.index) {
          int slot = position + f.at;
          if (f.kind == FlatShape.K_STRING) {
            push(f.name);
            string(slot);
            pop();
          } else {
            pointer(f.node, slot, f.name, f.required);
          }
        } else if (f.missingUnion || f.leftLevels > 0) {
          absent(f, position);
        }
      } else if (dataBytes >= f.end
          && (f.presenceMask == 0 || (u8(data + f.presenceByte) & f.presenceMask) != 0)) {
        dataField(f, data + f.at);
      } else if (f.leftLevels > 0) {
        // A struct beyond the data this object has: its default, written again (FORMAT.md §7).
        absent(f, position);
      }
    }
  }

  /** A message's field at {@code at} of its data section. */
  private void dataField(FlatShape.Field f, int at) {
    if (f.kind == FlatShape.K_ENUM) {
      push(f.name);
      enumValue(at, f.dflt);
      pop();
    } else if (f.kind == FlatShape.K_BOOL) {
      push(f.name);
      bool(at);
      pop();
    } else {
      inline(f.node, at, f.name);
    }
  }

  /** A message's field that is absent (pointer slot or data beyond the object's). */
  private void absent(FlatShape.Field f, int position) {
    if (f.missingUnion) {
      throw missingUnion(position);
    }
    leftOut(f.name, f.leftLevels, f.leftMessages, position);
  }

  private void unionWalk(FlatShape s, int position) {
    int id = i32(position);
    for (FlatShape.Field f : s.fields) {
      if (f.index == id) {
        cellBody(position, f.end);
        if (f.pointer) {
          pointer(f.node, position + f.at, f.name, true);
        } else {
          inline(f.node, position + f.at, f.name);
        }
        return;
      }
    }
    throw unknownCase(position, s.name);
  }

  /** The pointer at {@code slot} to what {@code n} describes, under segment {@code seg}. */
  private void pointer(FlatShape.Node n, int slot, String seg, boolean required) {
    if (seg != null) {
      push(seg);
    }
    switch (n.kind) {
      case FlatShape.K_STRING -> string(slot);
      case FlatShape.K_BYTES -> blob(slot);
      case FlatShape.K_JSON -> json(slot);
      case FlatShape.K_NUMBERS -> numbers(slot, n.width, n.align, required);
      case FlatShape.K_LIST, FlatShape.K_MAP -> {
        if (required && i32(slot) == 0) {
          // Unset: an empty list or map, a level when written again (FORMAT.md §7).
          defaultLevels(1, slot);
        }
        if (n.kind == FlatShape.K_LIST) {
          listOf(n, slot);
        } else {
          mapOf(n, slot);
        }
      }
      default -> {
        int t = n.kind == FlatShape.K_MESSAGE ? message(slot) : cell(slot);
        if (t != 0) {
          nested(n, t);
          leave();
        } else if (required) {
          absent(n, slot);
        }
      }
    }
    if (seg != null) {
      pop();
    }
  }

  /** A required message or union whose pointer at {@code slot} is null. */
  private void absent(FlatShape.Node n, int slot) {
    if (n.needsValue) {
      throw missingUnion(slot);
    }
    if (n.levels > 0) {
      defaultLevels(n.levels, slot);
      if (n.messages > 0) {
        defaultMessages(n.messages, slot);
      }
    }
  }

  /** The inline value at {@code at} that {@code n} describes, under segment {@code seg}. */
  private void inline(FlatShape.Node n, int at, String seg) {
    if (n.kind == FlatShape.K_NONE) {
      return;
    }
    if (seg != null) {
      push(seg);
    }
    if (n.kind == FlatShape.K_BOOL) {
      bool(at);
    } else if (n.kind == FlatShape.K_ENUM) {
      enumValue(at, n.dflt);
    } else {
      enter(at);
      nested(n, at);
      leave();
    }
    if (seg != null) {
      pop();
    }
  }

  private void nested(FlatShape.Node n, int position) {
    if (n.target != null) {
      walk(n.target, position);
    } else {
      n.type.verify(this, position);
    }
  }

  private void listOf(FlatShape.Node n, int slot) {
    int list = list(slot, n.width, n.align);
    if (list == 0) {
      return;
    }
    FlatShape.Node e = n.element;
    int count = i32(list);
    int width = n.width;
    if (e.kind == FlatShape.K_STRING) {
      for (int i = 0; i < count; i++) {
        push(i);
        string(list + 4 + width * i);
        pop();
      }
    } else if (e.kind == FlatShape.K_MESSAGE && e.target != null) {
      for (int i = 0; i < count; i++) {
        push(i);
        int at = list + 4 + width * i;
        int t = message(at);
        if (t != 0) {
          walk(e.target, t);
          leave();
        } else {
          absent(e, at);
        }
        pop();
      }
    } else {
      boolean pointer = FlatShape.pointer(e.kind);
      for (int i = 0; i < count; i++) {
        push(i);
        int at = list + 4 + width * i;
        if (pointer) {
          pointer(e, at, null, true);
        } else {
          inline(e, at, null);
        }
        pop();
      }
    }
    leave();
  }

  private void mapOf(FlatShape.Node n, int slot) {
    int list = list(slot, n.width, n.align);
    if (list == 0) {
      return;
    }
    int count = i32(list);
    int[] keys = keyTable(count);
    FlatShape.Node k = n.key;
    MapKeySpread spread = k.keyHash == FlatShape.HASH_NONE ? null : MapKeySpread.of(count);
    FlatShape.Node value = n.element;
    boolean keyPointer = FlatShape.pointer(k.kind);
    boolean valuePointer = FlatShape.pointer(value.kind);
    for (int i = 0; i < count; i++) {
      int at = list + 4 + n.width * i;
      push(i);
      if (keyPointer) {
        pointer(k, at, "key", true);
      } else {
        inline(k, at, "key");
      }
      if (!addKey(keys, at, keyPointer ? 0 : k.width)) {
        throw error(ErrorCode.DUPLICATE_MAP_KEY, at, "duplicate map key");
      }
      // FORMAT.md §7.2: keys chosen for one of V8's hash buckets (TypeScript's maps).
      if (spread != null && !spread.add(keyHash(k, at))) {
        throw error(ErrorCode.LIMIT_EXCEEDED, at, MapKeySpread.MESSAGE);
      }
      if (valuePointer) {
        pointer(value, at + n.valueOffset, "value", true);
      } else {
        inline(value, at + n.valueOffset, "value");
      }
      pop();
    }
    leave();
  }

  private int keyHash(FlatShape.Node n, int at) {
    long number =
        switch (n.keyNumber) {
          case FlatShape.KEY_I8 -> (byte) u8(at);
          case FlatShape.KEY_U8 -> u8(at);
          case FlatShape.KEY_I16 -> (short) u16(at);
          case FlatShape.KEY_U16 -> u16(at);
          case FlatShape.KEY_I32 -> i32(at);
          case FlatShape.KEY_U32 -> i32(at) & 0xFFFF_FFFFL;
          default -> i64(at);
        };
    return switch (n.keyHash) {
      case FlatShape.HASH_NUMBER -> MapKeySpread.numberHash(number);
      case FlatShape.HASH_INT64 -> MapKeySpread.int64Hash(number);
      default -> MapKeySpread.uint64Hash(number);
    };
  }

  // ---- path ----

  private void resetPath(String rootName) {
    String root = rootName == null ? "" : rootName;
    if (names[0] != root) {
      names[0] = root; // stored only when it changes: a reference store costs a write barrier
    }
    pathLen = 1;
  }

  /** Appends {@code .name} to the path. */
  public void push(String name) {
    if (trackPath) {
      grow();
      names[pathLen++] = name;
    }
  }

  /** Appends {@code [index]} to the path. */
  public void push(int index) {
    if (trackPath) {
      grow();
      names[pathLen] = null;
      indexes[pathLen++] = index;
    }
  }

  /** Removes the last path segment. */
  public void pop() {
    if (trackPath) {
      pathLen--;
    }
  }

  private void grow() {
    if (pathLen == names.length) {
      names = Arrays.copyOf(names, pathLen * 2);
      indexes = Arrays.copyOf(indexes, pathLen * 2);
    }
  }

  /**
   * After a {@link StackOverflowError} in a walk over this verifier ({@link Flat} catches it at its
   * entry points): {@code DEPTH_LIMIT} "stack exhausted at depth N", with the field path when it is
   * being recorded (offset -1: the walk passes positions down the stack, not through a field). The
   * path arrays are made the same length again, in case the overflow struck between their growths.
   */
  public BaleException stackExhausted(String rootName) {
    if (indexes.length != names.length) {
      indexes = Arrays.copyOf(indexes, names.length);
    }
    pathLen = Math.min(pathLen, names.length);
    String path =
        trackPath && pathLen > 0 && names[0] != null ? path() : ValuePaths.simpleName(rootName);
    return new BaleException(
        ErrorCode.DEPTH_LIMIT,
        -1,
        path,
        "stack exhausted at depth "
            + depth
            + " (depth limit "
            + limits.depth()
            + "): verify on a thread with a larger stack to go deeper");
  }

  /** The current field path, e.g. {@code MediaContent.images[1].title}. */
  public String path() {
    StringBuilder sb = new StringBuilder(ValuePaths.simpleName(names[0]));
    for (int i = 1; i < pathLen; i++) {
      if (names[i] == null) {
        sb.append('[').append(indexes[i]).append(']');
      } else {
        sb.append('.').append(names[i]);
      }
    }
    return sb.toString();
  }

  /** An error at {@code pos} (reported from the input's first byte) with the current path. */
  public BaleException error(ErrorCode code, int pos, String detail) {
    return new BaleException(code, (long) pos - input, path(), detail);
  }

  /**
   * Verifies the flat body {@code data} holds as a root of {@code type} (FORMAT.md Part II
   * verifier), then applies this verifier's limits to the decode of {@code data}. A failure
   * verifies again with the field path recorded (the walk is deterministic, so it fails at the same
   * place; if the bytes changed meanwhile and it passes, the first error stands, without a path).
   *
   * @return the root object's absolute position
   * @throws BaleException with the first problem's code, offset and field path
   */
  public int root(FlatType<?> type, FlatData data) {
    boolean track = tracksPath();
    try {
      return trackPath(false).once(type, data);
    } catch (BaleException e) {
      trackPath(true).once(type, data);
      throw e;
    } finally {
      trackPath(track);
    }
  }

  /**
   * The error that verifying the body {@code data} points at as a root of {@code type} raises, with
   * its field path and its offset from the body's first byte; null if the body verifies. {@code
   * data} is not changed. Checked access ({@link FlatData}) runs it on a {@link FlatSurvey}, which
   * goes on past the items that fail, for the paths of the errors it finds.
   */
  public BaleException firstError(FlatType<?> type, FlatData data) {
    trackPath(true);
    try {
      walk(type, data);
      return null;
    } catch (BaleException e) {
      return e;
    }
  }

  /**
   * {@link #root} without the second walk: the error has a path only if {@link #trackPath} is on.
   */
  public int once(FlatType<?> type, FlatData data) {
    int root = walk(type, data);
    data.decodeLimits(limits(), type.schemaName());
    return root;
  }

  /** Verifies the body {@code data} points at as a root of {@code type}; returns the root. */
  private int walk(FlatType<?> type, FlatData data) {
    int len = data.limit() - data.base();
    try {
      int root =
          data.array() != null
              ? begin(data.array(), data.base(), len, type.schemaName())
              : begin(data.buffer(), data.base(), len, type.schemaName());
      type.verify(this, root);
      leave();
      return root;
    } catch (StackOverflowError e) {
      throw stackExhausted(type.schemaName());
    } finally {
      finish();
    }
  }

  /**
   * The duplicate-key table of a map of {@code count} entries, for {@link #addKey}: an int per slot
   * (the position of a key added, 0 for a free slot), at least two slots per entry. A table of
   * positions, not a set of boxed keys: a few bytes per entry, which the decoded-size charge of a
   * map entry covers (FORMAT.md §7.1).
   */
  public int[] keyTable(int count) {
    return new int[(int) Math.min(1 << 30, Math.max(4L, (long) Integer.highestOneBit(count) << 2))];
  }

  /**
   * Adds the key of the map entry at {@code at} to {@code table} ({@link #keyTable}): an inline key
   * of {@code width} bytes (1, 2, 4 or 8: equal bits, equal keys, for bools, integers and enums),
   * or with {@code width} 0 the verified string its pointer at {@code at} names (0: empty; equal
   * UTF-8 bytes, equal strings). False when an equal key was added before. Probed linearly from a
   * hash seeded per JVM, as checked access's table ({@link FlatData}), so that no keys can be
   * prepared to land in one run of slots.
   */
  public boolean addKey(int[] table, int at, int width) {
    int mask = table.length - 1;
    for (int k = FlatKeys.slot(keyHash(at, width), mask); ; k = (k + 1) & mask) {
      int other = table[k];
      if (other == 0) {
        table[k] = at;
        return true;
      }
      if (keysEqual(other, at, width)) {
        return false;
      }
    }
  }

  // The duplicate-key table's hash and equality (FlatKeys, shared with checked access); a string
  // key was verified before it is added.
  private long keyHash(int at, int width) {
    if (width != 0) {
      return FlatKeys.inline(arr, arrOff, bb, at, width);
    }
    int t = stringAt(at);
    return FlatKeys.string(arr, arrOff, bb, t + 4, t == 0 ? 0 : i32(t));
  }

  private boolean keysEqual(int a, int b, int width) {
    if (width != 0) {
      return FlatKeys.inline(arr, arrOff, bb, a, width)
          == FlatKeys.inline(arr, arrOff, bb, b, width);
    }
    int x = stringAt(a);
    int y = stringAt(b);
    int len = x == 0 ? 0 : i32(x);
    return len == (y == 0 ? 0 : i32(y)) && FlatKeys.sameBytes(arr, arrOff, bb, x + 4, y + 4, len);
  }

  /** The length position of the (verified) string the pointer at {@code at} names, 0 if null. */
  private int stringAt(int at) {
    int rel = i32(at);
    return rel == 0 ? 0 : at + rel;
  }
}
