package dev.bale.dynamic;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MapKeySpread;
import dev.bale.runtime.internal.CompactSource;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatSink;
import dev.bale.runtime.internal.FlatVerifier;
import dev.bale.runtime.internal.FrozenMap;
import dev.bale.schema.Canonical;
import dev.bale.schema.DefaultLevels;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.flat.FlatLayout.CellLayout;
import dev.bale.schema.flat.FlatLayout.EntryLayout;
import dev.bale.schema.flat.FlatLayout.Inline;
import dev.bale.schema.flat.FlatLayout.MessageLayout;
import dev.bale.schema.flat.FlatLayout.Slot;
import dev.bale.schema.flat.FlatLayout.StructLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * The flat codec (FORMAT.md Part II) driven by the schema model: encodes {@link Value} trees to
 * flat bytes in the writer order of §F9, verifies flat bytes with every check of §F10 in its order,
 * decodes them to {@link Value} (verifying in the same walk), and dumps them for {@code bale
 * inspect --codec flat}. It is the test oracle for generated flat code: both must produce identical
 * bytes and the same error codes.
 *
 * <p>Immutable and thread-safe; each call uses its own builder or verifier.
 */
public final class FlatCodec {
  /** Messages one encode may write (inline, not counting shared ones): as the compact writer. */
  public static final int MAX_MESSAGES = 1_000_000;

  /**
   * Nesting (messages, structs, lists, maps, unions) up to which a walk runs on the caller's
   * thread; deeper or recursive schemas walk on a thread with a large stack (see {@code
   * Walker.run}). 24 levels of the interpreted walk fit in well under 256 KiB of stack.
   */
  static final int INLINE_LEVELS = 24;

  /**
   * The deepest nesting any walk (verify, decode, inspect) takes, whatever {@link Limits#depth()}
   * says: the walk recurses, several frames per level, and its thread's 16 MiB stack overflowed
   * between 50,000 and 100,000 levels of a {@code Node} chain (a {@code StackOverflowError}, not a
   * typed error). Deeper input ends in {@code DEPTH_LIMIT} at the object that passes this many
   * levels, with its offset and path. 4,096 levels stay far inside the stack even before the walk
   * is compiled, and keep an inspect dump's paths (every line carries its full path) to a few tens
   * of megabytes.
   */
  public static final int MAX_WALK_LEVELS = 4_096;

  private final DynamicCodec codec;

  /** Per root message: whether its walk can run on the caller's thread. */
  private final Map<MessageDecl, Boolean> inline =
      java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

  /** The verify tables of this codec's types. */
  private final FlatShapes shapes = new FlatShapes();

  /** The layout of every message of the schema, by identity ({@link #prepare}). */
  private final Map<MessageDecl, MessageLayout> messageLayouts = new IdentityHashMap<>();

  /** The layout of every struct of the schema, by identity ({@link #prepare}). */
  private final Map<StructDecl, StructLayout> structLayouts = new IdentityHashMap<>();

  /** {@link #structLayout} as a function, made with the codec (for {@link FlatLayout#inline}). */
  private final Function<StructDecl, StructLayout> structs = this::structLayout;

  private FlatCodec(DynamicCodec codec) {
    this.codec = codec;
    prepare();
  }

  /**
   * Computes, where the codec is built, what a walk would otherwise compute or use first inside
   * itself (a first use near the stack's end can fail for good: docs/safety.md, "Classes and call
   * sites first used inside a root"): the layout of every message and struct, kept here by identity
   * so that a walk never looks one up in {@link FlatLayout}'s caches (which compare declarations,
   * records whose {@code equals} and {@code hashCode} are call sites linked where they first run);
   * every type's shape, resolved; whether each message walks inline; each field's default bits; and
   * this class's switch tables.
   */
  private void prepare() {
    for (Decl d : codec.schema().decls().values()) {
      if (d instanceof MessageDecl m) {
        messageLayouts.put(m, FlatLayout.message(m));
        walksInline(m, Limits.DEFAULT);
        m.fields().forEach(FlatCodec::prepareField);
      } else if (d instanceof StructDecl sd) {
        structLayouts.put(sd, FlatLayout.struct(sd));
        sd.fields().forEach(FlatCodec::prepareField);
      }
    }
    for (Decl d : codec.schema().decls().values()) {
      if (d instanceof MessageDecl || d instanceof StructDecl || d instanceof UnionDecl) {
        shapes.prepare(d);
      }
    }
    integer(new Value.Int(0), ScalarKind.I32); // (this class's switch tables)
  }

  private static void prepareField(Field f) {
    defaultBits(f);
    if (!f.optional()) {
      DefaultLevels.of(f.type());
      DefaultLevels.messages(f.type());
    }
  }

  /** A message's layout: from {@link #prepare}, or (a declaration of another schema) computed. */
  private MessageLayout messageLayout(MessageDecl d) {
    MessageLayout l = messageLayouts.get(d);
    return l != null ? l : FlatLayout.message(d);
  }

  /** A struct's layout, as {@link #messageLayout}. */
  private StructLayout structLayout(StructDecl d) {
    StructLayout l = structLayouts.get(d);
    return l != null ? l : FlatLayout.struct(d);
  }

  /** The flat codec for {@code schema}. */
  public static FlatCodec forSchema(Schema schema) {
    return new FlatCodec(DynamicCodec.forSchema(schema));
  }

  public Schema schema() {
    return codec.schema();
  }

  /** Encodes a root value of message {@code root}. */
  public byte[] encode(Decl root, Value value, EncodeOptions options) {
    MessageDecl m = requireMessage(root);
    FlatSink b =
        new FlatSink().dedupStrings(options.dedupStrings()).dedupMessages(options.dedupMessages());
    try {
      new Encoder(b).root(m, value);
    } catch (BaleException e) {
      throw DynamicCodec.under(e, m.name());
    }
    return options.framed() ? b.toByteArrayFramed(Canonical.fingerprint(root)) : b.toByteArray();
  }

  /** Verifies {@code bytes} as one root of {@code root}; throws the first error (§F10). */
  public void verify(Decl root, byte[] bytes, boolean framed, Limits limits) {
    Walker w = new Walker(requireMessage(root), limits, false, null);
    w.shaped = true;
    w.run(bytes, framed);
  }

  /**
   * Verifies and decodes one root. Unknown fields of a newer writer are not kept (§F11). The bytes
   * are verified completely before anything is built, so hostile sharing (fan-out) fails within the
   * budget without allocating; a verified root builds at most {@code maxObjects} messages.
   */
  public Value decode(Decl root, byte[] bytes, boolean framed, Limits limits) {
    verify(root, bytes, framed, limits);
    return new Walker(requireMessage(root), limits, true, null).run(bytes, framed);
  }

  /** Verifies and decodes one framed root without checking the frame's fingerprint. */
  public Value decodeAnyFingerprint(Decl root, byte[] bytes, Limits limits) {
    Walker check = new Walker(requireMessage(root), limits, false, null);
    check.shaped = true;
    check.checkFingerprint = false;
    check.run(bytes, true);
    Walker w = new Walker(requireMessage(root), limits, true, null);
    w.checkFingerprint = false;
    return w.run(bytes, true);
  }

  /**
   * An annotated dump of flat bytes, holding at most {@link Inspector#DEFAULT_MAX_LINES} lines; see
   * {@link #inspect(Decl, byte[], boolean, Limits, int)}.
   */
  public Inspector.Result inspect(Decl root, byte[] bytes, boolean framed, Limits limits) {
    return inspect(root, bytes, framed, limits, Inspector.DEFAULT_MAX_LINES);
  }

  /**
   * An annotated dump of flat bytes: one line per object, list, string and scalar visited, in the
   * verifier's order, at most {@code maxLines} of them ({@code <= 0}: all; the rest are counted in
   * {@link Inspector.Result#linesNotShown()}); on bad input the lines up to the error and the
   * error. Builds no values, so its memory is bounded by the line cap.
   */
  public Inspector.Result inspect(
      Decl root, byte[] bytes, boolean framed, Limits limits, int maxLines) {
    InspectLines lines = new InspectLines(maxLines);
    try {
      new Walker(requireMessage(root), limits, false, lines).run(bytes, framed);
      return new Inspector.Result(lines, null, lines.notShown());
    } catch (BaleException e) {
      return new Inspector.Result(lines, e, lines.notShown());
    }
  }

  /** Whether a walk of {@code root} under {@code limits} may run on the caller's thread. */
  boolean walksInline(MessageDecl root, Limits limits) {
    if (limits.depth() <= INLINE_LEVELS) {
      return true;
    }
    return inline.computeIfAbsent(root, r -> levels(r, new ArrayList<>()) <= INLINE_LEVELS);
  }

  /**
   * The deepest nesting a value of {@code t} can have, counting every message, struct, list, map
   * and union level; {@link Integer#MAX_VALUE} for a recursive type.
   */
  static int levels(TypeRef t, List<Decl> onPath) {
    if (t instanceof ListType l) {
      return plusOne(levels(l.element(), onPath));
    }
    if (t instanceof MapType m) {
      return plusOne(Math.max(levels(m.key(), onPath), levels(m.value(), onPath)));
    }
    return t instanceof NamedType n ? levels(n.decl(), onPath) : 0;
  }

  /** {@link #levels(TypeRef, List)} of a declared type. */
  static int levels(Decl d, List<Decl> onPath) {
    if (d instanceof EnumDecl) {
      return 0;
    }
    for (Decl seen : onPath) {
      if (seen == d) {
        return Integer.MAX_VALUE;
      }
    }
    onPath.add(d);
    int deepest = 0;
    List<TypeRef> parts = new ArrayList<>();
    if (d instanceof MessageDecl md) {
      md.fields().forEach(f -> parts.add(f.type()));
    } else if (d instanceof StructDecl sd) {
      sd.fields().forEach(f -> parts.add(f.type()));
    } else if (d instanceof UnionDecl ud) {
      ud.cases().forEach(c -> parts.add(c.type()));
    }
    for (TypeRef part : parts) {
      deepest = Math.max(deepest, levels(part, onPath));
    }
    onPath.remove(onPath.size() - 1);
    return plusOne(deepest);
  }

  private static int plusOne(int levels) {
    return levels == Integer.MAX_VALUE ? levels : levels + 1;
  }

  private static MessageDecl requireMessage(Decl root) {
    if (!(root instanceof MessageDecl m)) {
      throw new IllegalArgumentException("a flat root must be a message: " + root.fullName());
    }
    return m;
  }

  // ---- shared helpers ----

  /** The bits a non-optional field's value is XORed with (§F4.4); 0 for optional fields. */
  static long defaultBits(Field f) {
    return FlatLayout.defaultBits(f);
  }

  /**
   * The levels (arrays and objects) of the deepest path through {@code v}, or more than {@code cap}
   * (the walk stops there, so a hostile in-memory value cannot overflow the stack).
   */
  private static int jsonDepth(JsonValue v, int cap) {
    if (cap < 0) {
      return 1;
    }
    int max = 0;
    if (v instanceof JsonValue.Arr a) {
      for (JsonValue e : a.elements()) {
        max = Math.max(max, jsonDepth(e, cap - 1));
      }
      return 1 + max;
    } else if (v instanceof JsonValue.Obj o) {
      for (JsonValue e : o.members().values()) {
        max = Math.max(max, jsonDepth(e, cap - 1));
      }
      return 1 + max;
    }
    return 0;
  }

  private static Field syntheticField(TypeRef type) {
    return new Field("", 0, type, false, null, false, FieldOptions.DEFAULT, List.of(), null);
  }

  private static boolean isStruct(TypeRef t) {
    return t instanceof NamedType n && n.decl() instanceof StructDecl;
  }

  private static boolean isUnion(TypeRef t) {
    return t instanceof NamedType n && n.decl() instanceof UnionDecl;
  }

  private static int width(ScalarKind k) {
    return k == ScalarKind.BOOL ? 1 : k.width();
  }

  // ---- encoder (§F9) ----

  /**
   * A pointer slot whose target is written after its holder's fixed part; {@code step} is the
   * target's path below the holder (".field", "[3]", ".struct_field.field"), for its errors.
   */
  private record Pending(
      int slot, TypeRef type, Value value, FieldOptions opts, int depth, String step) {}

  /** Pending writes by slot (a constant: a lambda in the encode would be linked inside a root). */
  private static final java.util.Comparator<Pending> BY_SLOT =
      new java.util.Comparator<Pending>() {
        @Override
        public int compare(Pending x, Pending y) {
          return Integer.compare(x.slot(), y.slot());
        }
      };

  private final class Encoder {
    final FlatSink b;
    int depth;
    int messages;

    Encoder(FlatSink b) {
      this.b = b;
    }

    void root(MessageDecl m, Value v) {
      int at = message(m, v);
      if (at != 8) {
        throw new IllegalStateException("root written at " + at);
      }
    }

    private void enter() {
      if (++depth > FlatSink.DEFAULT_MAX_DEPTH) {
        throw new BaleException(
            ErrorCode.DEPTH_LIMIT,
            -1,
            "",
            "nesting deeper than " + FlatSink.DEFAULT_MAX_DEPTH + " levels");
      }
    }

    int message(MessageDecl d, Value v) {
      Value.Message m = message(v, d);
      int shared = b.shared(m);
      if (shared != 0) {
        return shared;
      }
      if (++messages > MAX_MESSAGES) {
        throw new BaleException(
            ErrorCode.LIMIT_EXCEEDED, -1, d.name(), "more than " + MAX_MESSAGES + " messages");
      }
      enter();
      MessageLayout l = messageLayout(d);
      int obj = b.object(l.dataBytes(), l.ptrCount());
      b.share(m, obj);
      int data = obj + l.dataStart();
      List<Pending> pending = new ArrayList<>();
      List<Value> vals = m.fields();
      for (int i = 0; i < l.slots().size(); i++) {
        Slot s = l.slots().get(i);
        Field f = s.field();
        Value fv = vals.get(i);
        if (fv == null) {
          if (!f.optional()) {
            throw new BaleException(
                ErrorCode.INVALID_VALUE, -1, "." + f.name(), "no value for non-optional field");
          }
          continue;
        }
        // The step string is built only for a value that may leave a pointer target for later.
        String step =
            s.placement() == FlatLayout.Placement.POINTER || isStruct(f.type())
                ? "." + f.name()
                : null;
        if (s.presenceBit() >= 0) {
          b.setBit(data, s.presenceBit());
        }
        try {
          switch (s.placement()) {
            case POINTER:
              pending.add(
                  new Pending(obj + 4 + 4 * s.offset(), f.type(), fv, f.options(), depth, step));
              break;
            case BIT:
              if (bool(fv) ^ (defaultBits(f) != 0)) {
                b.setBit(data, s.bit());
              }
              break;
            default:
              inline(data + s.offset(), f.type(), fv, defaultBits(f), f.options(), step, pending);
          }
        } catch (BaleException e) {
          throw DynamicCodec.under(e, "." + f.name());
        }
      }
      flush(pending);
      depth--;
      return obj;
    }

    /**
     * Writes the inline part of a value at {@code pos}; pointer targets go to {@code pending} with
     * {@code step}, the value's path below the holder. Its own errors carry a path relative to the
     * value (a struct's field names it); the caller puts the value's step in front.
     */
    void inline(
        int pos,
        TypeRef t,
        Value v,
        long xor,
        FieldOptions opts,
        String step,
        List<Pending> pending) {
      if (t instanceof ScalarType s) {
        ScalarKind k = s.kind();
        switch (k) {
          case BOOL:
            b.putI8(pos, (bool(v) ? 1 : 0) ^ (int) xor);
            return;
          case F32:
            b.putI32(pos, Float.floatToRawIntBits(cast(Value.F32.class, v).value()) ^ (int) xor);
            return;
          case F64:
            b.putI64(pos, Double.doubleToRawLongBits(cast(Value.F64.class, v).value()) ^ xor);
            return;
          case STRING:
          case BYTES:
          case JSON:
            pending.add(new Pending(pos, t, v, opts, depth, step));
            return;
          default:
            long n = integer(v, k) ^ xor;
            switch (k.width()) {
              case 1 -> b.putI8(pos, (int) n);
              case 2 -> b.putI16(pos, (int) n);
              case 4 -> b.putI32(pos, (int) n);
              default -> b.putI64(pos, n);
            }
            return;
        }
      }
      if (t instanceof NamedType n) {
        Decl d = n.decl();
        if (d instanceof EnumDecl) {
          b.putI32(pos, cast(Value.EnumConst.class, v).number() ^ (int) xor);
          return;
        }
        if (d instanceof StructDecl sd) {
          Value.Message m = message(v, sd);
          enter();
          StructLayout l = structLayout(sd);
          for (int i = 0; i < l.slots().size(); i++) {
            Slot s = l.slots().get(i);
            Value fv = m.fields().get(i);
            String sub = "." + s.field().name();
            if (fv == null) {
              throw new BaleException(
                  ErrorCode.INVALID_VALUE, -1, sub, "no value for struct field");
            }
            try {
              inline(
                  pos + s.offset(),
                  s.field().type(),
                  fv,
                  defaultBits(s.field()),
                  s.field().options(),
                  step + sub,
                  pending);
            } catch (BaleException e) {
              throw DynamicCodec.under(e, sub);
            }
          }
          depth--;
          return;
        }
      }
      pending.add(new Pending(pos, t, v, opts, depth, step));
    }

    /**
     * Whether a value of {@code t} may leave a pointer target for later (and so needs its path step
     * written down): a value stored through a pointer ({@link FlatLayout#inline}), or a struct,
     * whose fields may be. Lists and maps of numbers, bools and enums build no step strings per
     * element.
     */
    private boolean defers(TypeRef t) {
      return isStruct(t) || FlatLayout.inline(t, structs).pointer();
    }

    /** Writes the pending targets in slot order (§F9). */
    void flush(List<Pending> pending) {
      pending.sort(BY_SLOT);
      int saved = depth;
      for (Pending p : pending) {
        depth = p.depth();
        try {
          b.pointer(p.slot(), target(p.type(), p.value(), p.opts()));
        } catch (BaleException e) {
          throw DynamicCodec.under(e, p.step());
        }
      }
      depth = saved;
    }

    int target(TypeRef t, Value v, FieldOptions opts) {
      if (t instanceof ScalarType s) {
        if (s.kind() == ScalarKind.STRING) {
          return b.string(cast(Value.Str.class, v).value(), opts.dedup());
        }
        if (s.kind() == ScalarKind.JSON) {
          JsonValue j = cast(Value.Json.class, v).value();
          if (depth + jsonDepth(j, FlatSink.DEFAULT_MAX_DEPTH) > FlatSink.DEFAULT_MAX_DEPTH) {
            throw new BaleException(
                ErrorCode.DEPTH_LIMIT,
                -1,
                "",
                "nesting deeper than " + FlatSink.DEFAULT_MAX_DEPTH + " levels");
          }
          return b.json(j);
        }
        byte[] bytes = cast(Value.Bin.class, v).value().toByteArray();
        return b.bytes(bytes, 0, bytes.length);
      } else if (t instanceof ListType lt) {
        List<Value> items = cast(Value.ListOf.class, v).items();
        enter();
        Inline in = FlatLayout.inline(lt.element(), structs);
        int at = b.list(items.size(), in.width(), in.align());
        b.putI32(at, items.size());
        List<Pending> pending = new ArrayList<>();
        boolean steps = defers(lt.element());
        for (int i = 0; i < items.size(); i++) {
          try {
            inline(
                at + 4 + i * in.width(),
                lt.element(),
                items.get(i),
                0,
                opts,
                steps ? "[" + i + "]" : null,
                pending);
          } catch (BaleException e) {
            throw DynamicCodec.under(e, "[" + i + "]");
          }
        }
        flush(pending);
        depth--;
        return at;
      } else if (t instanceof MapType mt) {
        Map<Value, Value> entries = cast(Value.MapOf.class, v).entries();
        enter();
        EntryLayout e = FlatLayout.entry(mt, structs);
        int at = b.list(entries.size(), e.size(), e.align());
        b.putI32(at, entries.size());
        List<Pending> pending = new ArrayList<>();
        int pos = at + 4;
        int i = 0;
        boolean steps = defers(mt.key()) || defers(mt.value());
        for (Map.Entry<Value, Value> en : entries.entrySet()) {
          // An entry is named by its index, as the compact codecs name it.
          String step = steps ? "[" + i + "]" : null;
          try {
            inline(pos, mt.key(), en.getKey(), 0, opts, step, pending);
            inline(pos + e.valueOffset(), mt.value(), en.getValue(), 0, opts, step, pending);
          } catch (BaleException x) {
            throw DynamicCodec.under(x, "[" + i + "]");
          }
          i++;
          pos += e.size();
        }
        flush(pending);
        depth--;
        return at;
      }
      Decl d = ((NamedType) t).decl();
      if (d instanceof MessageDecl md) {
        return message(md, v);
      }
      UnionDecl ud = (UnionDecl) d;
      Value.Union u = cast(Value.Union.class, v);
      if (!u.decl().fullName().equals(ud.fullName()) || !ud.cases().contains(u.unionCase())) {
        throw new BaleException(
            ErrorCode.INVALID_VALUE, -1, ud.name(), "not a case of " + ud.fullName() + ": " + v);
      }
      enter();
      CellLayout c = FlatLayout.cell(u.unionCase().type(), structs);
      int at = b.cell(c.size());
      b.putI32(at, u.unionCase().id());
      List<Pending> pending = new ArrayList<>();
      String step = "." + u.unionCase().name();
      try {
        inline(
            at + c.valueOffset(),
            u.unionCase().type(),
            u.value(),
            0,
            FieldOptions.DEFAULT,
            step,
            pending);
      } catch (BaleException e) {
        throw DynamicCodec.under(e, step);
      }
      flush(pending);
      depth--;
      return at;
    }

    private Value.Message message(Value v, Decl d) {
      Value.Message m = cast(Value.Message.class, v);
      if (!m.decl().fullName().equals(d.fullName())
          || m.fields().size() != Value.Message.fieldsOf(d).size()) {
        throw new BaleException(
            ErrorCode.INVALID_VALUE, -1, d.name(), "expected a " + d.fullName() + ", got " + v);
      }
      return m;
    }
  }

  private static <T extends Value> T cast(Class<T> cls, Value v) {
    if (!cls.isInstance(v)) {
      throw new BaleException(
          ErrorCode.INVALID_VALUE,
          -1,
          "",
          "expected a " + cls.getSimpleName() + " value, got " + v);
    }
    return cls.cast(v);
  }

  private static boolean bool(Value v) {
    return cast(Value.Bool.class, v).value();
  }

  private static long integer(Value v, ScalarKind k) {
    long n = cast(Value.Int.class, v).value();
    boolean ok =
        switch (k) {
          case I8 -> n == (byte) n;
          case I16 -> n == (short) n;
          case I32 -> n == (int) n;
          case U8 -> n >= 0 && n <= 0xFF;
          case U16 -> n >= 0 && n <= 0xFFFF;
          case U32 -> n >= 0 && n <= 0xFFFF_FFFFL;
          default -> true;
        };
    if (!ok) {
      throw new BaleException(
          ErrorCode.INVALID_VALUE, -1, "", n + " is outside the range of " + k.keyword());
    }
    return n;
  }

  // ---- verifier and decoder (§F10) ----

  // Decoded-size estimates of the Values the build pass makes (as DynamicCodec's): a message or
  // struct with, per field, its slots and a scalar Value; a list's arrays and, per element, a slot
  // and a scalar Value; per map entry (208) two LinkedHashMap entries and tables (the read's and
  // Value.MapOf's copy, each sized for the count: at most 51 bytes), the key and value Values (24
  // each), the verify pass's duplicate-key table (at most 16) and the key-spread arrays of both
  // passes (at most 12 each, FORMAT.md §7.2).
  private static final int FLAT_RECORD_BASE = 136;
  private static final int FLAT_RECORD_SLOT = 9 + 24;
  private static final int FLAT_COLLECTION_BASE = 96 + 48;
  private static final int FLAT_LIST_SLOT = 8 + 24;
  private static final int FLAT_MAP_ENTRY = 208;

  private final class Walker {
    final MessageDecl root;
    final FlatVerifier v;
    final boolean build;
    final InspectLines lines;
    byte[] in;
    boolean checkFingerprint = true;

    /**
     * Verify only, by the runtime's one verify walk over the root's {@link FlatShapes shape} (the
     * generated codecs' walk) instead of this walker's own.
     */
    boolean shaped;

    /** Reading a map key: its value is needed for the duplicate check even when not building. */
    boolean keyMode;

    /**
     * The decoded-size budget of the build pass (FORMAT.md §7.1, `Limits.decodedSizeBudget` of the
     * body) and what it has charged: a pointer shared by many slots is built once per slot, so an
     * input the verifier accepts can still stand for far more objects than bytes.
     */
    long budget;

    long decoded;

    /**
     * The message built for each object position (FORMAT.md §F8): pointers that share a target
     * decode to one value, as in the generated code and TypeScript. Each visit is still walked (and
     * verified); only the value is shared.
     */
    final java.util.HashMap<Integer, Value.Message> shared = new java.util.HashMap<>();

    /** {@link DefaultLevels} per type (by identity: the schema's own TypeRef objects). */
    final Map<TypeRef, Integer> defaultLevels = new java.util.IdentityHashMap<>();

    /** {@link DefaultLevels#messages} per type (by identity, as {@link #defaultLevels}). */
    final Map<TypeRef, Integer> defaultMessages = new java.util.IdentityHashMap<>();

    /** The field standing for a list element, map value or union value of a type (by identity). */
    final Map<TypeRef, Field> synthetic = new java.util.IdentityHashMap<>();

    /** {@link #defaultOf} per field (by identity; null: no default, a union). */
    final Map<Field, Value> defaults = new java.util.IdentityHashMap<>();

    /** {@link #builtSize} of the zero default per type (by identity, as {@link #defaultLevels}). */
    final Map<TypeRef, Long> defaultSizes = new java.util.IdentityHashMap<>();

    Walker(MessageDecl root, Limits limits, boolean build, InspectLines lines) {
      this.root = root;
      this.v =
          new FlatVerifier(
              limits.depth() <= MAX_WALK_LEVELS
                  ? limits
                  : limits.toBuilder().depth(MAX_WALK_LEVELS).build());
      this.build = build;
      this.lines = lines;
    }

    /**
     * Walks on the caller's thread when the schema (or the depth limit) bounds nesting to {@link
     * #INLINE_LEVELS}, else on a thread of its own with a 16 MiB stack: the schema-driven walk
     * takes several frames per nesting level, and before the JIT compiles it 64 levels can exceed a
     * small thread stack (the conformance tests run with {@code -Xss256k}). Depth stays bounded by
     * the limits either way.
     */
    Value run(byte[] bytes, boolean framed) {
      if (walksInline(root, v.limits())) {
        return walk(bytes, framed);
      }
      Value[] out = new Value[1];
      RuntimeException[] failure = new RuntimeException[1];
      Error[] error = new Error[1];
      Thread t =
          new Thread(
              null,
              () -> {
                try {
                  out[0] = walk(bytes, framed);
                } catch (RuntimeException e) {
                  failure[0] = e;
                } catch (Error e) {
                  error[0] = e;
                }
              },
              "bale-flat-walk",
              16L << 20);
      t.start();
      try {
        t.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while walking flat bytes", e);
      }
      if (failure[0] != null) {
        throw failure[0];
      }
      if (error[0] != null) {
        throw error[0];
      }
      return out[0];
    }

    private Value walk(byte[] bytes, boolean framed) {
      in = bytes;
      budget = v.limits().decodedSizeBudget(bytes.length);
      decoded = 0;
      int obj =
          framed
              ? v.beginFramed(
                  bytes,
                  0,
                  bytes.length,
                  root.name(),
                  checkFingerprint,
                  Canonical.fingerprint(root))
              : v.begin(bytes, 0, bytes.length, root.name());
      Value out;
      if (shaped) {
        shapes.of(root).verify(v, obj);
        out = null;
      } else {
        out = message(root, obj);
      }
      v.leave();
      v.finish();
      return out;
    }

    /** Charges the build pass's decoded-size budget; over it → LIMIT_EXCEEDED at {@code pos}. */
    private void charge(int pos, long bytes) {
      if (build && (decoded += bytes) > budget) {
        throw v.error(
            ErrorCode.LIMIT_EXCEEDED,
            pos,
            "decoded size "
                + decoded
                + " estimated bytes, over the budget of "
                + budget
                + " (FORMAT.md §7.1; a shared pointer is decoded once per slot)");
      }
    }

    private void line(int pos, int len, String text) {
      if (lines != null && !lines.countIfFull()) {
        int n = Math.max(0, Math.min(len, Math.min(8, in.length - pos)));
        lines.add(new Inspector.Line(pos, v.path(), Arrays.copyOfRange(in, pos, pos + n), text));
      }
    }

    Value message(MessageDecl d, int obj) {
      MessageLayout l = messageLayout(d);
      int pc = v.ptrCount(obj);
      int db = v.dataBytes(obj);
      int data = v.data(obj);
      if (lines != null) {
        line(obj, 4, "message " + d.name() + " data_bytes=" + db + " ptr_count=" + pc);
      }
      charge(obj, FLAT_RECORD_BASE + FLAT_RECORD_SLOT * (long) l.slots().size());
      // Verifying builds nothing: the values it reads go to one scratch array (many pointers to
      // one object are each walked, so an array per visit would allocate with the visits).
      int slots = l.slots().size();
      Value[] vals = build ? new Value[slots] : scratch(slots);
      for (int i = 0; i < slots; i++) {
        Slot s = l.slots().get(i);
        Field f = s.field();
        v.push(f.name());
        boolean present =
            s.presenceBit() < 0 || ((s.presenceBit() >>> 3) < db && bit(data, s.presenceBit()));
        switch (s.placement()) {
          case POINTER -> {
            int slot = s.offset() < pc ? obj + 4 + 4 * s.offset() : -1;
            if (slot < 0 || v.i32(slot) == 0) {
              vals[i] = f.optional() ? null : missing(f, slot < 0 ? obj : slot);
            } else {
              vals[i] = target(f.type(), slot, f);
            }
          }
          case BIT -> {
            // The value bit not present: the default, or absent when optional (§F3.3).
            boolean inData = (s.bit() >>> 3) < db;
            if (present && (inData || !f.optional())) {
              boolean b = (inData && bit(data, s.bit())) ^ (defaultBits(f) != 0);
              vals[i] = Value.Bool.of(b);
              if (lines != null) {
                line(data + (s.bit() >>> 3), 1, "bit " + s.bit() + " = " + b);
              }
            }
          }
          default -> {
            if (present && s.offset() + s.width() <= db) {
              vals[i] = inline(data + s.offset(), f.type(), defaultBits(f), f);
            } else if (!f.optional()) {
              checkDefault(f, obj);
              vals[i] = build ? defaultOf(f) : null;
            }
          }
        }
        v.pop();
      }
      if (!build) {
        return null;
      }
      Value.Message first = shared.get(obj);
      if (first != null && first.decl() == d) {
        return first;
      }
      Value.Message m = new Value.Message(d, Arrays.asList(vals), null);
      shared.putIfAbsent(obj, m);
      return m;
    }

    private Value[] scratch = new Value[0];

    private Value[] scratch(int n) {
      if (scratch.length < n) {
        scratch = new Value[n];
      }
      return scratch;
    }

    private boolean bit(int data, int bit) {
      return (v.u8(data + (bit >>> 3)) & (1 << (bit & 7))) != 0;
    }

    /** A null or absent non-optional pointer: the default, or MISSING_UNION (§F3.3). */
    private Value missing(Field f, int pos) {
      Value d = defaultOf(f);
      if (d == null) {
        throw v.missingUnion(pos);
      }
      checkDefault(f, pos);
      // Charged before it is copied (FORMAT.md §7.1): a null element of a list of a big message
      // is 4 bytes that build a whole default record.
      Long size = f.defaultValue() != null ? null : defaultSizes.get(f.type());
      if (size == null) {
        size = builtSize(d);
        if (f.defaultValue() == null) {
          defaultSizes.put(f.type(), size);
        }
      }
      charge(pos, size);
      // A default of its own per missing field; verifying only needs the checks above.
      return build ? DynamicCodec.fresh(d) : d;
    }

    /**
     * {@code codec.defaultValue(f)}, made once per field and walk: a scalar default (a new {@code
     * Value.Str("")} or {@code Value.Int(0)} per call) is immutable and can be shared, and the
     * verify pass, which only needs to know whether there is one, then allocates nothing per
     * missing field (before, 8-byte empty {@code Repo} objects made the verify pass allocate 63 x
     * its input, pointers to one empty {@code Repo} 188 x, none of it charged). A message default
     * is still copied per missing field by {@link #missing}.
     */
    private Value defaultOf(Field f) {
      Value d = defaults.get(f);
      if (d == null && !defaults.containsKey(f)) {
        d = codec.defaultValue(f);
        defaults.put(f, d);
      }
      return d;
    }

    /** The decoded-size charges of the build pass for a value as built (a default). */
    private static long builtSize(Value val) {
      if (val instanceof Value.Message m) {
        long size = FLAT_RECORD_BASE + FLAT_RECORD_SLOT * (long) m.fields().size();
        for (Value f : m.fields()) {
          size += f == null ? 0 : builtSize(f);
        }
        return size;
      } else if (val instanceof Value.ListOf l) {
        long size = FLAT_COLLECTION_BASE + FLAT_LIST_SLOT * (long) l.items().size();
        for (Value e : l.items()) {
          size += builtSize(e);
        }
        return size;
      } else if (val instanceof Value.MapOf m) {
        long size = FLAT_COLLECTION_BASE + FLAT_MAP_ENTRY * (long) m.entries().size();
        for (Map.Entry<Value, Value> e : m.entries().entrySet()) {
          size += builtSize(e.getKey()) + builtSize(e.getValue());
        }
        return size;
      } else if (val instanceof Value.Str s) {
        return CompactSource.STRING_BASE + 2L * s.value().length() + 16;
      } else if (val instanceof Value.Bin b) {
        return CompactSource.BYTES_BASE + (long) b.value().size() + 16;
      } else if (val instanceof Value.Union u) {
        return 24 + FLAT_LIST_SLOT + (u.value() == null ? 0 : builtSize(u.value()));
      }
      return 0;
    }

    /**
     * The levels {@code f}'s default takes when written again must fit, and the messages it holds
     * count against {@code maxObjects} (FORMAT.md §7, §F10.2).
     */
    private void checkDefault(Field f, int pos) {
      // (get and put, not computeIfAbsent with a method reference: a call site linked where it
      // first runs, inside the walk)
      int levels = 0;
      if (!f.optional()) {
        Integer known = defaultLevels.get(f.type());
        if (known == null) {
          known = DefaultLevels.of(f.type());
          defaultLevels.put(f.type(), known);
        }
        levels = known;
      }
      if (levels > 0) {
        v.defaultLevels(levels, pos);
        Integer messages = defaultMessages.get(f.type());
        if (messages == null) {
          messages = DefaultLevels.messages(f.type());
          defaultMessages.put(f.type(), messages);
        }
        if (messages > 0) {
          v.defaultMessages(messages, pos);
        }
      }
    }

    /** The value of a pointer slot; {@code field} is the struct/message field or null. */
    Value target(TypeRef t, int slot, Field field) {
      if (v.i32(slot) == 0) {
        Field f = field;
        if (f == null) {
          f = synthetic.get(t);
          if (f == null) {
            f = syntheticField(t);
            synthetic.put(t, f);
          }
        }
        return missing(f, slot);
      }
      if (t instanceof ScalarType s) {
        if (s.kind() == ScalarKind.STRING) {
          int p = v.string(slot);
          int len = v.i32(p);
          if (!build && lines == null && !keyMode) {
            return null; // verifying only: nothing to build
          }
          charge(p, CompactSource.STRING_BASE + 2L * len + 16);
          String str = new String(in, p + 4, len, StandardCharsets.UTF_8);
          if (lines != null) {
            line(p, 4 + len, "string " + quote(str));
          }
          return new Value.Str(str);
        }
        if (s.kind() == ScalarKind.JSON) {
          int p = v.json(slot);
          int len = v.i32(p);
          if (!build && lines == null) {
            return null; // verifying only: nothing to build
          }
          // Built with what remains of the budget (its arrays, objects and strings are charged
          // as generated code charges them, FORMAT.md §7.1), then charged here with its wrapper.
          FlatData fd = new FlatData().reset(in, 0, in.length);
          if (build) {
            fd.decodeBudget(budget - decoded, root.name());
          }
          JsonValue j = fd.json(p);
          charge(p, 16 + fd.decodedSize());
          if (lines != null) {
            line(p, 4 + len, "json " + JsonOut.jsonPreview(j, 60));
          }
          return new Value.Json(j);
        }
        int p = v.bytes(slot);
        int len = v.i32(p);
        if (lines != null) {
          line(p, 4 + len, "bytes[" + len + "]");
        }
        charge(p, CompactSource.BYTES_BASE + (long) len + 16);
        return new Value.Bin(Bytes.of(in, p + 4, len));
      } else if (t instanceof ListType lt) {
        Inline e = FlatLayout.inline(lt.element(), structs);
        int p = v.list(slot, e.width(), e.align());
        int n = v.i32(p);
        if (lines != null) {
          line(p, 4, "list count=" + n);
        }
        charge(p, FLAT_COLLECTION_BASE + FLAT_LIST_SLOT * (long) n);
        Value[] items = build ? new Value[n] : null;
        for (int i = 0; i < n; i++) {
          v.push(i);
          Value item = inline(p + 4 + i * e.width(), lt.element(), 0, null);
          if (build) {
            items[i] = item;
          }
          v.pop();
        }
        v.leave();
        return build ? new Value.ListOf(Arrays.asList(items)) : null;
      } else if (t instanceof MapType mt) {
        EntryLayout e = FlatLayout.entry(mt, structs);
        int p = v.list(slot, e.size(), e.align());
        int n = v.i32(p);
        if (lines != null) {
          line(p, 4, "map count=" + n);
        }
        charge(p, FLAT_COLLECTION_BASE + FLAT_MAP_ENTRY * (long) n);
        // One table, sized for the count, for the duplicate check and the entries (a verify-only
        // pass keeps the keys with null values).
        Map<Value, Value> entries = FrozenMap.newOwned(n);
        ToIntFunction<Value> keyHash = DynamicCodec.keySpread(mt.key());
        MapKeySpread spread = keyHash == null ? null : MapKeySpread.of(n);
        for (int i = 0; i < n; i++) {
          int at = p + 4 + i * e.size();
          v.push(i);
          keyMode = true;
          Value k = inline(at, mt.key(), 0, null, true);
          keyMode = false;
          if (entries.containsKey(k)) {
            throw v.error(ErrorCode.DUPLICATE_MAP_KEY, at, "duplicate map key " + k);
          }
          if (spread != null && !spread.add(keyHash.applyAsInt(k))) {
            throw v.error(ErrorCode.LIMIT_EXCEEDED, at, MapKeySpread.MESSAGE);
          }
          entries.put(k, inline(at + e.valueOffset(), mt.value(), 0, null));
          v.pop();
        }
        v.leave();
        return build ? new Value.MapOf(entries) : null;
      }
      Decl d = ((NamedType) t).decl();
      if (d instanceof MessageDecl md) {
        int obj = v.message(slot);
        Value m = message(md, obj);
        v.leave();
        return m;
      }
      UnionDecl ud = (UnionDecl) d;
      int cell = v.cell(slot);
      int id = v.i32(cell);
      UnionCase c = null;
      for (UnionCase uc : ud.cases()) {
        if (uc.id() == id) {
          c = uc;
        }
      }
      if (c == null) {
        throw v.unknownCase(cell, ud.fullName());
      }
      CellLayout cl = FlatLayout.cell(c.type(), structs);
      v.cellBody(cell, cl.size());
      if (lines != null) {
        line(cell, 4, "union " + ud.name() + " case " + c.name() + " (" + id + ")");
      }
      charge(cell, 24 + FLAT_LIST_SLOT);
      v.push(c.name());
      Value val = inline(cell + cl.valueOffset(), c.type(), 0, null);
      v.pop();
      v.leave();
      return build ? new Value.Union(ud, c, val) : null;
    }

    Value inline(int pos, TypeRef t, long xor, Field field) {
      return inline(pos, t, xor, field, build);
    }

    /**
     * An inline value at {@code pos}. {@code field} (a message or struct field, else null) gives
     * the default of a null pointer; {@code make} forces building the value (map keys).
     */
    Value inline(int pos, TypeRef t, long xor, Field field, boolean make) {
      if (t instanceof ScalarType s
          && s.kind() != ScalarKind.STRING
          && s.kind() != ScalarKind.BYTES
          && s.kind() != ScalarKind.JSON) {
        Value val = scalar(pos, s.kind(), xor);
        if (lines != null) { // (the text costs a string per item: inspect only)
          line(pos, width(s.kind()), s.kind().keyword() + " " + plain(s.kind(), val));
        }
        return val;
      }
      if (t instanceof NamedType n && n.decl() instanceof EnumDecl e) {
        v.enumValue(pos, (int) xor);
        Value.EnumConst c = codec.enumConst(e, v.i32(pos) ^ (int) xor);
        if (lines != null) {
          line(pos, 4, e.name() + " " + (c.isKnown() ? c.name() : String.valueOf(c.number())));
        }
        return c;
      }
      if (t instanceof NamedType n && n.decl() instanceof StructDecl sd) {
        v.struct(pos);
        StructLayout l = structLayout(sd);
        charge(pos, FLAT_RECORD_BASE + FLAT_RECORD_SLOT * (long) l.slots().size());
        Value[] vals = new Value[l.slots().size()];
        for (int i = 0; i < vals.length; i++) {
          Slot s = l.slots().get(i);
          v.push(s.field().name());
          vals[i] =
              s.placement() == FlatLayout.Placement.POINTER
                  ? target(s.field().type(), pos + s.offset(), s.field())
                  : inline(pos + s.offset(), s.field().type(), defaultBits(s.field()), s.field());
          v.pop();
        }
        v.leave();
        return build || make ? new Value.Message(sd, Arrays.asList(vals), null) : null;
      }
      Value val = target(t, pos, field);
      return val;
    }

    private Value scalar(int pos, ScalarKind k, long xor) {
      switch (k) {
        case BOOL:
          v.bool(pos);
          return Value.Bool.of(((v.u8(pos) ^ (int) xor) & 1) != 0);
        case I8:
          return new Value.Int((byte) (v.u8(pos) ^ xor));
        case U8:
          return new Value.Int((v.u8(pos) ^ xor) & 0xFF);
        case I16:
          return new Value.Int((short) (v.u16(pos) ^ xor));
        case U16:
          return new Value.Int((v.u16(pos) ^ xor) & 0xFFFF);
        case I32:
          return new Value.Int(v.i32(pos) ^ (int) xor);
        case U32:
          return new Value.Int((v.i32(pos) ^ xor) & 0xFFFF_FFFFL);
        case F32:
          return new Value.F32(Float.intBitsToFloat(v.i32(pos) ^ (int) xor));
        case F64:
          return new Value.F64(Double.longBitsToDouble(v.i64(pos) ^ xor));
        default: // I64, U64
          return new Value.Int(v.i64(pos) ^ xor);
      }
    }
  }

  /** A scalar as the compact inspector shows it: {@code 640}, {@code true}, {@code 1.5}. */
  private static String plain(ScalarKind k, Value v) {
    if (v instanceof Value.Bool b) {
      return String.valueOf(b.value());
    } else if (v instanceof Value.Int i) {
      return k == ScalarKind.U64 ? Long.toUnsignedString(i.value()) : Long.toString(i.value());
    } else if (v instanceof Value.F32 f) {
      return Float.toString(f.value());
    } else if (v instanceof Value.F64 d) {
      return Double.toString(d.value());
    }
    return String.valueOf(v);
  }

  private static String quote(String s) {
    String q = s.length() > 60 ? s.substring(0, 60) + "..." : s;
    return '"' + q.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
  }
}
