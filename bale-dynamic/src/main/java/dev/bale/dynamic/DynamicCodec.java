package dev.bale.dynamic;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.DoubleList;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.MapKeySpread;
import dev.bale.runtime.UnknownFields;
import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import dev.bale.runtime.internal.FrozenMap;
import dev.bale.schema.DefaultLevels;
import dev.bale.schema.MapKeyHash;
import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.Literal;
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
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.WeakHashMap;
import java.util.function.ToIntFunction;

/**
 * The compact codec driven by the schema model instead of generated code: one {@link CompactType}
 * of {@link Value} per declaration of a checked {@link Schema}. It makes the same calls on {@link
 * CompactWriter} and {@link CompactReader} in the same order as generated code (flag bits in field
 * order, then the fields, strings in wire order), so both produce identical bytes and accept and
 * reject the same inputs with the same codes. Unknown fields are kept on {@link Value.Message} and
 * written back.
 *
 * <p>Built once per schema (every declaration's type up front, so recursive schemas need nothing
 * special); immutable and thread-safe afterwards.
 */
public final class DynamicCodec {
  private final Schema schema;
  private final Map<Decl, DeclType> types = new IdentityHashMap<>();
  private final Map<String, DeclType> typesByName = new HashMap<>();
  private final Map<Decl, JsonNames> fieldIndex = new IdentityHashMap<>();

  /** Message/struct defaults, computed on first use; guarded by {@code this}. */
  private final Map<Decl, Value> messageDefaults = new IdentityHashMap<>();

  private DynamicCodec(Schema schema) {
    // The JDK classes a root may first use deep inside itself, made here where the codec is built
    // (generated codecs' roots do it at their entry): docs/safety.md, "Static initializers at the
    // stack's end".
    dev.bale.runtime.internal.ClassInit.initializeJdk();
    this.schema = schema;
    for (Decl d : schema.decls().values()) {
      DeclType t;
      if (d instanceof MessageDecl m) {
        t = new MessageType(m);
      } else if (d instanceof StructDecl s) {
        t = new StructType(s);
      } else if (d instanceof EnumDecl e) {
        t = new EnumType(e);
      } else {
        t = new UnionType((UnionDecl) d);
      }
      types.put(d, t);
      typesByName.put(d.fullName(), t);
      if (d instanceof MessageDecl || d instanceof StructDecl) {
        List<String> names = new ArrayList<>();
        boolean requiredUnion = false;
        for (Field f : Value.Message.fieldsOf(d)) {
          names.add(f.jsonName());
          requiredUnion |=
              !f.optional() && f.type() instanceof NamedType n && n.decl() instanceof UnionDecl;
        }
        fieldIndex.put(d, new JsonNames(names, requiredUnion));
      }
    }
    // Second pass: every DeclType exists, so field nodes can point at them (cycles are fine).
    for (DeclType t : types.values()) {
      t.link();
    }
  }

  /**
   * Codecs already built, per schema instance. Weak both ways (a codec refers to its schema), so a
   * schema nobody uses any more is collected with its codec.
   */
  private static final Map<Schema, WeakReference<DynamicCodec>> CACHE =
      Collections.synchronizedMap(new WeakHashMap<>());

  /** The codec for every declaration of {@code schema}; built once per schema instance. */
  public static DynamicCodec forSchema(Schema schema) {
    Objects.requireNonNull(schema);
    WeakReference<DynamicCodec> ref = CACHE.get(schema);
    DynamicCodec codec = ref == null ? null : ref.get();
    if (codec == null) {
      codec = new DynamicCodec(schema);
      CACHE.put(schema, new WeakReference<>(codec));
    }
    return codec;
  }

  public Schema schema() {
    return schema;
  }

  /**
   * The compact type of {@code decl} (a declaration of this codec's schema). Its encode errors name
   * the field path of the refused value from {@code decl}'s simple name ({@code
   * MediaContent.images[1].uri}), as generated code's do.
   */
  public CompactType<Value> type(Decl decl) {
    return declType(decl).rooted;
  }

  /**
   * The compact type of the declaration named {@code name}: full ({@code media.Image}) or an
   * unambiguous simple name ({@code Image}).
   */
  public CompactType<Value> type(String name) {
    return type(find(name));
  }

  /**
   * The compact type of a root's wire message ({@link dev.bale.schema.Roots#message}): a message of
   * this schema, or a root wrapper around any type of it (built for the wrapper alone, not
   * registered; its field's type must belong to this schema).
   */
  public CompactType<Value> rootType(MessageDecl message) {
    if (!dev.bale.schema.Roots.isWrapper(message)) {
      return type(message);
    }
    MessageType t = new MessageType(message);
    t.link();
    return t.rooted;
  }

  // ---- encode error paths ----
  //
  // Every error met while writing a value unwinds through the writers of the levels above it,
  // and each level puts its step in front of the path (".field", "[index]", ".case"); the root
  // type (Rooted) puts the root's simple name first. The success path pays nothing. Inside the
  // codec a path is relative (empty, or starting with '.' or '['); a path the runtime's writer
  // set (the innermost message's type name) is replaced by the steps, which say more.

  /** {@code e} with {@code step} in front of its relative path. */
  static BaleException under(BaleException e, String step) {
    return new BaleException(e.code(), e.offset(), step + relative(e.path()), e.detail());
  }

  private static String relative(String path) {
    return path.startsWith(".") || path.startsWith("[") ? path : "";
  }

  /** A declaration's type as a root: encode errors get the root's simple name in front. */
  private static final class Rooted implements CompactType<Value> {
    private final DeclType type;

    Rooted(DeclType type) {
      this.type = type;
    }

    @Override
    public String schemaName() {
      return type.schemaName();
    }

    @Override
    public String fieldName(int id) {
      return type.fieldName(id);
    }

    @Override
    public void write(CompactSink w, Value value) {
      try {
        type.write(w, value);
      } catch (BaleException e) {
        throw under(e, type.decl().name());
      }
    }

    @Override
    public Value read(CompactSource r) {
      return type.read(r);
    }
  }

  /** Looks up a declaration by full or unambiguous simple name. */
  public Decl find(String name) {
    return dev.bale.schema.Roots.find(schema, name);
  }

  private DeclType declType(Decl decl) {
    DeclType t = types.get(decl);
    if (t == null) {
      t = typesByName.get(decl.fullName());
    }
    if (t == null) {
      throw new IllegalArgumentException(decl.fullName() + " is not declared in this schema");
    }
    return t;
  }

  JsonNames fieldIndex(Decl decl) {
    JsonNames m = fieldIndex.get(decl);
    return m != null ? m : fieldIndex.get(declType(decl).decl());
  }

  /** The enum constant named {@code name} (the first value of that name), or null. */
  Value.EnumConst enumByName(EnumDecl e, String name) {
    return ((EnumType) declType(e)).byName.get(name);
  }

  /** The enum constant for a wire number: named when known, otherwise carrying just the number. */
  Value.EnumConst enumConst(EnumDecl e, int number) {
    return ((EnumType) declType(e)).of(number);
  }

  // ---- defaults (FORMAT.md §3.4) ----

  /**
   * The value a missing non-optional field reads as: its {@code [default]}, else the type's zero
   * value. Null when the type has no default (a union, or a message that would contain itself).
   */
  public Value defaultValue(Field f) {
    if (f.defaultValue() != null) {
      return literal(f.type(), f.defaultValue());
    }
    return zero(f.type());
  }

  private Value literal(TypeRef type, Literal lit) {
    Object v = lit.value();
    if (v instanceof Boolean b) {
      return Value.Bool.of(b);
    } else if (v instanceof Long n) {
      return new Value.Int(n);
    } else if (v instanceof Double d) {
      return (type instanceof ScalarType s && s.kind() == ScalarKind.F32)
          ? new Value.F32(d.floatValue())
          : new Value.F64(d);
    } else if (v instanceof String s) {
      return new Value.Str(s);
    } else if (v instanceof EnumValue e) {
      return new Value.EnumConst(e.value(), e.name());
    }
    throw new IllegalStateException("unsupported default literal " + lit.text() + " for " + type);
  }

  private Value zero(TypeRef type) {
    if (type instanceof ScalarType s) {
      switch (s.kind()) {
        case BOOL:
          return Value.Bool.FALSE;
        case F32:
          return new Value.F32(0f);
        case F64:
          return new Value.F64(0d);
        case STRING:
          return new Value.Str("");
        case BYTES:
          return new Value.Bin(Bytes.EMPTY);
        case JSON:
          return new Value.Json(JsonValue.NULL);
        default:
          return new Value.Int(0);
      }
    } else if (type instanceof ListType) {
      return EMPTY_LIST;
    } else if (type instanceof MapType) {
      return EMPTY_MAP;
    }
    Decl d = ((NamedType) type).decl();
    if (d instanceof EnumDecl e) {
      EnumValue first = dev.bale.schema.FieldDefaults.first(e);
      return new Value.EnumConst(first.value(), first.name());
    } else if (d instanceof UnionDecl) {
      return null;
    }
    return messageDefault(d);
  }

  /**
   * The empty list and map every default shares: values are immutable, and only messages have an
   * identity that encoding looks at (message dedup), so these need no copy per missing field.
   */
  static final Value.ListOf EMPTY_LIST = new Value.ListOf(List.of());

  private static final Value.MapOf EMPTY_MAP = new Value.MapOf(Map.of());

  /**
   * What messages, structs, unions, lists and maps read while the reader discards (a failing root
   * read again to find its error's path, {@link
   * dev.bale.runtime.internal.CompactSource#discarding()}): never null, since the object table
   * caches it. Scalars, strings and enums are built as always (map keys must be real for the
   * duplicate-key check the pass repeats).
   */
  private static final Value DISCARDED = Value.Bool.FALSE;

  /**
   * What {@link #fresh} allocates for {@code d}: per message an ArrayList and what {@link
   * Value.Message}'s constructor makes (less than a read message, charged as one).
   */
  private static long freshSize(Value d) {
    if (!(d instanceof Value.Message m)) {
      return 0;
    }
    long size = VALUE_MESSAGE_BASE + (long) VALUE_SLOT * m.fields().size();
    for (Value x : m.fields()) {
      size += freshSize(x);
    }
    return size;
  }

  /**
   * {@code d}, or for a message a new copy of it (messages inside copied too): a missing message
   * field decodes to a default of its own, as in generated code and TypeScript, never to the one
   * cached default instance, which message dedup would then write once for all the fields that
   * share it.
   */
  static Value fresh(Value d) {
    if (!(d instanceof Value.Message m)) {
      return d;
    }
    List<Value> fields = new java.util.ArrayList<>(m.fields().size());
    for (Value x : m.fields()) {
      fields.add(x == null ? null : fresh(x));
    }
    return new Value.Message(m.decl(), fields, m.unknown());
  }

  /** Per message or struct: {@link #defaultValue} of each non-optional field; guarded by this. */
  private final Map<Decl, Value[]> fieldDefaults = new IdentityHashMap<>();

  /**
   * The defaults of {@code decl}'s fields in slot order, made once: {@link #defaultValue} for a
   * non-optional field (null when it has none), null for an optional one. Values are immutable, so
   * every reader that fills in a missing field may share them (the JSON reader does).
   */
  synchronized Value[] fieldDefaults(Decl decl) {
    Value[] d = fieldDefaults.get(decl);
    if (d == null) {
      List<Field> fields = Value.Message.fieldsOf(decl);
      d = new Value[fields.size()];
      for (int i = 0; i < d.length; i++) {
        if (!fields.get(i).optional()) {
          d[i] = defaultValue(fields.get(i));
        }
      }
      fieldDefaults.put(decl, d);
    }
    return d;
  }

  /** A message or struct with every field missing; null if that needs a union or itself. */
  private synchronized Value messageDefault(Decl d) {
    Decl key = declType(d).decl();
    if (messageDefaults.containsKey(key)) {
      return messageDefaults.get(key); // null while in progress: a cycle has no default
    }
    messageDefaults.put(key, null);
    List<Field> fields = Value.Message.fieldsOf(key);
    Value[] values = fieldDefaults(key);
    for (int i = 0; i < values.length; i++) {
      if (!fields.get(i).optional() && values[i] == null) {
        return null; // stays null in the cache
      }
    }
    Value v = new Value.Message(key, Arrays.asList(values), null); // the constructor copies
    messageDefaults.put(key, v);
    return v;
  }

  // ---- nodes: one per type position, built once ----

  /** Writes and reads the value at one type position (field, element, key, case). */
  private abstract static class Node {
    abstract void write(CompactSink w, Value v);

    abstract Value read(CompactSource r);

    /** FORMAT.md §5. */
    abstract int minWireSize();

    /**
     * The estimated bytes of the {@link Value} a read returns, not counting what the read charges
     * itself (messages, structs, unions, lists and maps charge their own objects; the runtime
     * charges strings and bytes): the scalar wrapper a message, list, map or union slot holds.
     */
    int valueSize() {
      return 0;
    }
  }

  // Decoded-size estimates of the Value objects (FORMAT.md §7.1; 64-bit JVM, compressed
  // references), measured against DecodedSizeBudgetTest: what they cost, never less. A message or
  // struct: Value.Message, the read's Value[] and its list view, the constructor's copy (and the
  // empty array toArray is given) and its two views, with up to 4 bytes of padding in each array;
  // per field two array slots. A list: the read's array, the array List.copyOf makes of it and the
  // one List.of makes of that. A map entry: the read's LinkedHashMap entry and table slots, and
  // MapOf's copy of both.
  static final int VALUE_MESSAGE_BASE = 152;
  static final int VALUE_SLOT = 4 + 4;
  static final int VALUE_LIST_SLOT = 4 + 4 + 4;
  static final int VALUE_COLLECTION = 48; // Value.ListOf/MapOf and the views they make
  static final int VALUE_UNION = 24;
  static final int VALUE_ENUM = 24;
  static final int VALUE_MAP_ENTRY = 128;

  /** Builds the node for {@code type} in a field with {@code opts} (fixed and dedup propagate). */
  private Node node(TypeRef type, FieldOptions opts) {
    if (opts == null) {
      opts = FieldOptions.DEFAULT;
    }
    if (type instanceof ScalarType s) {
      return scalar(s.kind(), opts);
    } else if (type instanceof ListType l) {
      return new ListNode(node(l.element(), opts), CompactLayout.isShapedElement(l.element()));
    } else if (type instanceof MapType m) {
      return new MapNode(node(m.key(), opts), node(m.value(), opts), keySpread(m.key()));
    }
    return new DeclNode(declType(((NamedType) type).decl()));
  }

  private static Node scalar(ScalarKind k, FieldOptions opts) {
    boolean fixed = opts.fixed();
    switch (k) {
      case BOOL:
        return new ScalarNode(k, fixed) {
          @Override
          void write(CompactSink w, Value v) {
            w.writeBool(bool(v));
          }

          @Override
          Value read(CompactSource r) {
            return Value.Bool.of(r.readBool());
          }
        };
      case I8:
        return new ScalarNode(k, fixed) {
          @Override
          void write(CompactSink w, Value v) {
            w.writeI8((byte) integer(v, k));
          }

          @Override
          Value read(CompactSource r) {
            return new Value.Int(r.readI8());
          }
        };
      case U8:
        return new ScalarNode(k, fixed) {
          @Override
          void write(CompactSink w, Value v) {
            w.writeU8((int) integer(v, k));
          }

          @Override
          Value read(CompactSource r) {
            return new Value.Int(r.readU8());
          }
        };
      case I16:
      case I32:
      case I64:
        if (fixed) {
          return new ScalarNode(k, fixed) {
            @Override
            void write(CompactSink w, Value v) {
              long n = integer(v, k);
              if (k == ScalarKind.I16) {
                w.writeFixedI16((int) n);
              } else if (k == ScalarKind.I32) {
                w.writeFixedI32((int) n);
              } else {
                w.writeFixedI64(n);
              }
            }

            @Override
            Value read(CompactSource r) {
              return new Value.Int(
                  k == ScalarKind.I16
                      ? r.readFixedI16()
                      : k == ScalarKind.I32 ? r.readFixedI32() : r.readFixedI64());
            }
          };
        }
        return new ScalarNode(k, fixed) {
          @Override
          void write(CompactSink w, Value v) {
            w.writeI64(integer(v, k));
          }

          @Override
          Value read(CompactSource r) {
            return new Value.Int(
                k == ScalarKind.I16
                    ? r.readI16()
                    : k == ScalarKind.I32 ? r.readI32() : r.readI64());
          }
        };
      case U16:
      case U32:
      case U64:
        if (fixed) {
          return new ScalarNode(k, fixed) {
            @Override
            void write(CompactSink w, Value v) {
              long n = integer(v, k);
              if (k == ScalarKind.U16) {
                w.writeFixedI16((int) n);
              } else if (k == ScalarKind.U32) {
                w.writeFixedI32((int) n);
              } else {
                w.writeFixedI64(n);
              }
            }

            @Override
            Value read(CompactSource r) {
              return new Value.Int(
                  k == ScalarKind.U16
                      ? r.readFixedU16()
                      : k == ScalarKind.U32 ? r.readFixedU32() : r.readFixedU64());
            }
          };
        }
        return new ScalarNode(k, fixed) {
          @Override
          void write(CompactSink w, Value v) {
            w.writeU64(integer(v, k));
          }

          @Override
          Value read(CompactSource r) {
            return new Value.Int(
                k == ScalarKind.U16
                    ? r.readU16()
                    : k == ScalarKind.U32 ? r.readU32() : r.readU64());
          }
        };
      case F32:
        return new ScalarNode(k, fixed) {
          @Override
          void write(CompactSink w, Value v) {
            w.writeF32(cast(Value.F32.class, v, "f32").value());
          }

          @Override
          Value read(CompactSource r) {
            return new Value.F32(r.readF32());
          }
        };
      case F64:
        return new ScalarNode(k, fixed) {
          @Override
          void write(CompactSink w, Value v) {
            w.writeF64(cast(Value.F64.class, v, "f64").value());
          }

          @Override
          Value read(CompactSource r) {
            return new Value.F64(r.readF64());
          }
        };
      case STRING:
        boolean dedup = opts.dedup();
        return new ScalarNode(k, fixed) {
          @Override
          void write(CompactSink w, Value v) {
            String s = cast(Value.Str.class, v, "string").value();
            if (dedup) {
              w.writeString(s);
            } else {
              w.writeString(s, false);
            }
          }

          @Override
          Value read(CompactSource r) {
            return new Value.Str(r.readString());
          }
        };
      case BYTES:
        return new ScalarNode(k, fixed) {
          @Override
          void write(CompactSink w, Value v) {
            w.writeBytes(cast(Value.Bin.class, v, "bytes").value());
          }

          @Override
          Value read(CompactSource r) {
            return new Value.Bin(r.readBytes());
          }
        };
      case JSON:
        boolean jsonDedup = opts.dedup();
        return new ScalarNode(k, fixed) {
          @Override
          void write(CompactSink w, Value v) {
            w.writeJson(cast(Value.Json.class, v, "json").value(), jsonDedup);
          }

          @Override
          Value read(CompactSource r) {
            return new Value.Json(r.readJson());
          }
        };
      default:
        throw new IllegalStateException("unknown scalar kind " + k);
    }
  }

  private abstract static class ScalarNode extends Node {
    final ScalarKind kind;
    final int minWireSize;

    ScalarNode(ScalarKind kind, boolean fixed) {
      this.kind = kind;
      this.minWireSize = CompactLayout.minWireSize(kind, fixed);
    }

    @Override
    int minWireSize() {
      return minWireSize;
    }

    @Override
    int valueSize() {
      // Value.Bool is shared; Value.Str and Value.Bin wrap what the runtime charged; Value.F32
      // holds a float; Value.Int and Value.F64 a long or double.
      return switch (kind) {
        case BOOL -> 0;
        case STRING, BYTES, F32 -> 16;
        default -> 24;
      };
    }
  }

  private static final class ListNode extends Node {
    final Node element;

    /**
     * The element kind of a {@code list<i32>} or {@code list<u32>} without {@code [fixed]}, whose
     * elements have two layouts (FORMAT.md §1.3) and go through the runtime's bulk methods; else
     * null.
     */
    final ScalarKind int32;

    /**
     * Whether this is a {@code list<list<f64>>}, whose elements have a shape (FORMAT.md §1.3) and
     * go through the runtime's {@code writeF64Lists}/{@code readF64Lists}.
     */
    final boolean f64Lists;

    ListNode(Node element, boolean shaped) {
      this.element = element;
      this.int32 =
          element instanceof ScalarNode s
                  && (s.kind == ScalarKind.I32 || s.kind == ScalarKind.U32)
                  && s.minWireSize == 1
              ? s.kind
              : null;
      this.f64Lists = shaped;
    }

    @Override
    void write(CompactSink w, Value v) {
      List<Value> items = cast(Value.ListOf.class, v, "list").items();
      w.beginComposite();
      w.writeCount(items.size());
      if (f64Lists) {
        List<DoubleList> lists = new ArrayList<>(items.size());
        for (int k = 0; k < items.size(); k++) {
          try {
            List<Value> values = cast(Value.ListOf.class, items.get(k), "list").items();
            double[] a = new double[values.size()];
            for (int i = 0; i < a.length; i++) {
              try {
                a[i] = cast(Value.F64.class, values.get(i), "f64").value();
              } catch (BaleException e) {
                throw under(e, "[" + i + "]");
              }
            }
            lists.add(DoubleList.of(a));
          } catch (BaleException e) {
            throw under(e, "[" + k + "]");
          }
        }
        w.writeF64Lists(lists);
      } else if (int32 != null) {
        int[] values = new int[items.size()];
        for (int i = 0; i < values.length; i++) {
          try {
            values[i] = (int) integer(items.get(i), int32);
          } catch (BaleException e) {
            throw under(e, "[" + i + "]");
          }
        }
        w.writeInt32Elements(values, values.length, int32 == ScalarKind.I32);
      } else {
        for (int i = 0; i < items.size(); i++) {
          try {
            element.write(w, items.get(i));
          } catch (BaleException e) {
            throw under(e, "[" + i + "]");
          }
        }
      }
      w.endComposite();
    }

    @Override
    Value read(CompactSource r) {
      r.beginComposite(null);
      int n = r.readCount(element.minWireSize(), VALUE_LIST_SLOT + element.valueSize());
      r.charge(VALUE_COLLECTION);
      Value[] items = r.discarding() ? null : new Value[n];
      if (f64Lists) {
        Object[] lists = r.readF64Lists(n);
        // The runtime charged each element as a double[] (FORMAT.md §7.1): the ListOf and a slot
        // per value are more.
        long values = 0;
        for (Object list : lists) {
          values += ((DoubleList) list).size();
        }
        r.charge((long) VALUE_COLLECTION * n + (long) VALUE_LIST_SLOT * values);
        for (int i = 0; items != null && i < n; i++) {
          DoubleList list = (DoubleList) lists[i];
          Value[] inner = new Value[list.size()];
          for (int j = 0; j < inner.length; j++) {
            inner[j] = new Value.F64(list.getDouble(j));
          }
          items[i] = new Value.ListOf(Arrays.asList(inner));
        }
      } else if (int32 != null) {
        boolean zigzag = int32 == ScalarKind.I32;
        int[] values = r.readInt32Elements(n, zigzag);
        for (int i = 0; items != null && i < n; i++) {
          items[i] = new Value.Int(zigzag ? values[i] : values[i] & 0xFFFF_FFFFL);
        }
      } else {
        for (int i = 0; i < n; i++) {
          r.element(i);
          Value v = element.read(r);
          if (items != null) {
            items[i] = v;
          }
        }
      }
      r.endComposite();
      return items == null ? DISCARDED : new Value.ListOf(Arrays.asList(items));
    }

    @Override
    int minWireSize() {
      return 1;
    }
  }

  /**
   * The hash by which {@link MapKeySpread} follows a map's key values (FORMAT.md §7.2), or null for
   * {@code bool} and {@code string} keys, which need none. Also for {@link FlatCodec}.
   */
  static ToIntFunction<Value> keySpread(TypeRef key) {
    return switch (MapKeyHash.of(key)) {
      case NONE -> null;
      case NUMBER -> k -> MapKeySpread.numberHash(keyNumber(k));
      case INT64 -> k -> MapKeySpread.int64Hash(((Value.Int) k).value());
      case UINT64 -> k -> MapKeySpread.uint64Hash(((Value.Int) k).value());
    };
  }

  /** The number of an integer or enum map key. */
  private static long keyNumber(Value k) {
    return k instanceof Value.EnumConst e ? e.number() : ((Value.Int) k).value();
  }

  private static final class MapNode extends Node {
    final Node key;
    final Node value;
    final ToIntFunction<Value> keyHash;

    MapNode(Node key, Node value, ToIntFunction<Value> keyHash) {
      this.key = key;
      this.value = value;
      this.keyHash = keyHash;
    }

    @Override
    void write(CompactSink w, Value v) {
      Map<Value, Value> entries = cast(Value.MapOf.class, v, "map").entries();
      w.beginComposite();
      w.writeCount(entries.size());
      int i = 0;
      for (Map.Entry<Value, Value> e : entries.entrySet()) {
        try {
          key.write(w, e.getKey());
          value.write(w, e.getValue());
        } catch (BaleException x) {
          throw under(x, "[" + i + "]");
        }
        i++;
      }
      w.endComposite();
    }

    @Override
    Value read(CompactSource r) {
      r.beginComposite(null);
      int n =
          r.readCount(
              key.minWireSize() + value.minWireSize(),
              VALUE_MAP_ENTRY + key.valueSize() + value.valueSize());
      r.charge(VALUE_COLLECTION);
      LinkedHashMap<Value, Value> entries = FrozenMap.newOwned(n);
      MapKeySpread spread = keyHash == null ? null : MapKeySpread.of(n);
      for (int i = 0; i < n; i++) {
        r.element(i);
        Value k = key.read(r);
        if (entries.containsKey(k)) {
          throw r.error(ErrorCode.DUPLICATE_MAP_KEY, "duplicate map key " + k);
        }
        if (spread != null && !spread.add(keyHash.applyAsInt(k))) {
          throw r.error(ErrorCode.LIMIT_EXCEEDED, MapKeySpread.MESSAGE);
        }
        entries.put(k, value.read(r));
      }
      r.endComposite();
      return r.discarding() ? DISCARDED : new Value.MapOf(entries);
    }

    @Override
    int minWireSize() {
      return 1;
    }
  }

  private static final class DeclNode extends Node {
    final DeclType type;

    DeclNode(DeclType type) {
      this.type = type;
    }

    @Override
    void write(CompactSink w, Value v) {
      type.write(w, v);
    }

    @Override
    Value read(CompactSource r) {
      return type.read(r);
    }

    @Override
    int minWireSize() {
      return type.minWireSize();
    }
  }

  /** A message's or struct's Value: base, one slot per field, the scalar values it holds. */
  private static int recordSize(Node[] nodes) {
    int size = VALUE_MESSAGE_BASE + VALUE_SLOT * nodes.length;
    for (Node n : nodes) {
      size += n.valueSize();
    }
    return size;
  }

  // ---- one CompactType per declaration ----

  private abstract class DeclType implements CompactType<Value> {
    /** This type as a root (one instance, so that {@link #type(Decl)} returns the same object). */
    final Rooted rooted = new Rooted(this);

    abstract Decl decl();

    /** Builds the field/case nodes once every DeclType exists. */
    void link() {}

    int minWireSize() {
      return 1;
    }

    @Override
    public String schemaName() {
      return decl().fullName();
    }

    @Override
    public String fieldName(int id) {
      return null;
    }
  }

  private final class MessageType extends DeclType {
    final MessageDecl decl;
    final Field[] fields;
    Node[] nodes;

    /** Lazily computed (idempotent); volatile so a reader never sees a half-filled array. */
    volatile Value[] defaults;

    /** What {@link #fresh} allocates for each field's default ({@link #freshSize}); lazily. */
    private volatile long[] freshSizes;

    /** Each field's flag bits (FORMAT.md §3.2), in field order. */
    final CompactLayout.Slot[] slots;

    /** Levels each field's default takes when written ({@link DefaultLevels}). */
    final int[] defaultLevels;

    /** Messages each field's default holds ({@link DefaultLevels#messages}). */
    final int[] defaultMessages;

    /** Flag bits this reader knows. */
    final int knownFlagBits;

    MessageType(MessageDecl decl) {
      this.decl = decl;
      this.fields = decl.fields().toArray(new Field[0]);
      CompactLayout layout = CompactLayout.of(decl);
      this.slots = layout.slots().toArray(new CompactLayout.Slot[0]);
      this.defaultLevels = new int[fields.length];
      this.defaultMessages = new int[fields.length];
      for (int i = 0; i < fields.length; i++) {
        defaultLevels[i] = DefaultLevels.of(fields[i]);
        defaultMessages[i] = DefaultLevels.messages(fields[i]);
      }
      this.knownFlagBits = layout.flagBits();
    }

    @Override
    Decl decl() {
      return decl;
    }

    /** The decoded-size estimate charged per message (FORMAT.md §7.1). */
    int decodedSize;

    @Override
    void link() {
      nodes = new Node[fields.length];
      for (int i = 0; i < fields.length; i++) {
        nodes[i] = node(fields[i].type(), fields[i].options());
      }
      decodedSize = recordSize(nodes);
    }

    /** Defaults are resolved lazily: they may refer to other messages' defaults. */
    private Value defaultOf(int i) {
      Value[] d = defaults;
      if (d == null) {
        d = new Value[fields.length];
        for (int j = 0; j < fields.length; j++) {
          if (!fields[j].optional()) {
            d[j] = defaultValue(fields[j]);
          }
        }
        defaults = d;
      }
      return d[i];
    }

    /** {@link #freshSize} of field {@code i}'s default, computed once per type. */
    private long freshSizeOf(int i) {
      long[] s = freshSizes;
      if (s == null) {
        s = new long[fields.length];
        for (int j = 0; j < fields.length; j++) {
          s[j] = fields[j].optional() ? 0 : freshSize(defaultOf(j));
        }
        freshSizes = s;
      }
      return s[i];
    }

    /**
     * Whether {@code fv}, the value of {@code [omit_default]} field {@code i}, equals the field's
     * default: floats by their bits (so -0.0 and every NaN but the default's own are written),
     * enums by number, lists and maps when empty, the rest by value.
     */
    private boolean isDefault(int i, Value fv) {
      if (fv instanceof Value.ListOf l) {
        return l.items().isEmpty();
      }
      if (fv instanceof Value.MapOf mo) {
        return mo.entries().isEmpty();
      }
      Value d = defaultOf(i);
      if (fv instanceof Value.F32 f) {
        return d instanceof Value.F32 g
            && Float.floatToRawIntBits(f.value()) == Float.floatToRawIntBits(g.value());
      }
      if (fv instanceof Value.F64 f) {
        return d instanceof Value.F64 g
            && Double.doubleToRawLongBits(f.value()) == Double.doubleToRawLongBits(g.value());
      }
      if (fv instanceof Value.EnumConst e) {
        return d instanceof Value.EnumConst g && e.number() == g.number();
      }
      return fv.equals(d);
    }

    @Override
    public String fieldName(int id) {
      return id >= 1 && id <= fields.length ? fields[id - 1].name() : null;
    }

    @Override
    public void write(CompactSink w, Value v) {
      Value.Message m = message(v, decl);
      if (!w.beginMessage(m, this)) {
        return; // a reference to an instance already in the object table
      }
      List<Value> vals = m.fields();
      boolean[] omitted = null;
      for (int i = 0; i < fields.length; i++) {
        Value fv = vals.get(i);
        if (fields[i].optional()) {
          w.flag(fv != null);
        } else if (fv == null) {
          throw new BaleException(
              ErrorCode.INVALID_VALUE,
              -1,
              "." + fields[i].name(),
              "no value for non-optional field");
        } else if (slots[i].omitsDefault()) {
          boolean isDefault = isDefault(i, fv);
          if (isDefault) {
            if (omitted == null) {
              omitted = new boolean[fields.length];
            }
            omitted[i] = true;
          }
          w.flag(!isDefault);
        }
        if (!slots[i].inBody()) {
          w.flag(fv != null && (bool(fv) ^ slots[i].boolDefault()));
        }
      }
      for (int i = 0; i < fields.length; i++) {
        Value fv = vals.get(i);
        if (slots[i].inBody() && fv != null && (omitted == null || !omitted[i])) {
          try {
            nodes[i].write(w, fv);
          } catch (BaleException e) {
            throw under(e, "." + fields[i].name());
          }
        }
      }
      w.endMessage(m.unknown());
    }

    @Override
    public Value read(CompactSource r) {
      Value shared = r.beginMessage(this, decodedSize);
      if (shared != null) {
        return shared;
      }
      // Flag reads change nothing in the reader, so each field's bits are read where it is.
      Value[] vals = r.discarding() ? null : new Value[fields.length];
      for (int i = 0; i < fields.length; i++) {
        CompactLayout.Slot slot = slots[i];
        boolean present = slot.presenceBit() < 0 || r.flag(slot.presenceBit());
        if (!slot.inBody()) {
          if (present && vals != null) {
            vals[i] = Value.Bool.of(r.flag(slot.valueBit()) ^ slot.boolDefault());
          }
          continue;
        }
        if (!present && fields[i].optional()) {
          continue;
        }
        r.field(fields[i].id());
        Value v;
        boolean omitted = slot.omitsDefault() ? !present : !r.hasMore();
        if (!fields[i].optional() && omitted) {
          // Written by an older schema that did not have this field, or an [omit_default] field
          // whose bit says it holds its default (FORMAT.md §3.2): the same default either way. (A
          // set bit with no bytes left is TRUNCATED, as for an optional field.)
          Value d = defaultOf(i);
          if (d == null) {
            throw r.error(
                ErrorCode.TRUNCATED, "missing field '" + fields[i].name() + "' has no default");
          }
          if (defaultLevels[i] > 0) {
            r.defaultLevels(defaultLevels[i]);
          }
          if (defaultMessages[i] > 0) {
            r.defaultMessages(defaultMessages[i]);
          }
          if (d instanceof Value.Message) {
            r.charge(freshSizeOf(i));
          }
          v = vals == null ? null : fresh(d);
        } else {
          v = nodes[i].read(r);
        }
        if (vals != null) {
          vals[i] = v;
        }
      }
      UnknownFields unknown = r.endMessage(this, knownFlagBits);
      return vals == null ? DISCARDED : new Value.Message(decl, Arrays.asList(vals), unknown);
    }
  }

  private final class StructType extends DeclType {
    final StructDecl decl;
    final Field[] fields;
    Node[] nodes;
    int minWireSize = -1;

    StructType(StructDecl decl) {
      this.decl = decl;
      this.fields = decl.fields().toArray(new Field[0]);
    }

    @Override
    Decl decl() {
      return decl;
    }

    int decodedSize;

    @Override
    void link() {
      nodes = new Node[fields.length];
      for (int i = 0; i < fields.length; i++) {
        nodes[i] = node(fields[i].type(), fields[i].options());
      }
      decodedSize = recordSize(nodes);
    }

    @Override
    int minWireSize() {
      if (minWireSize < 0) {
        minWireSize = CompactLayout.minWireSize(decl);
      }
      return minWireSize;
    }

    @Override
    public String fieldName(int id) {
      return id >= 1 && id <= fields.length ? fields[id - 1].name() : null;
    }

    @Override
    public void write(CompactSink w, Value v) {
      Value.Message m = message(v, decl);
      w.beginComposite();
      List<Value> vals = m.fields();
      for (int i = 0; i < fields.length; i++) {
        Value fv = vals.get(i);
        if (fv == null) {
          throw new BaleException(
              ErrorCode.INVALID_VALUE, -1, "." + fields[i].name(), "no value for struct field");
        }
        try {
          nodes[i].write(w, fv);
        } catch (BaleException e) {
          throw under(e, "." + fields[i].name());
        }
      }
      w.endComposite();
    }

    @Override
    public Value read(CompactSource r) {
      r.beginComposite(this);
      r.charge(decodedSize);
      Value[] vals = r.discarding() ? null : new Value[fields.length];
      for (int i = 0; i < fields.length; i++) {
        r.field(fields[i].id());
        Value v = nodes[i].read(r);
        if (vals != null) {
          vals[i] = v;
        }
      }
      r.endComposite();
      return vals == null ? DISCARDED : new Value.Message(decl, Arrays.asList(vals), null);
    }
  }

  private final class EnumType extends DeclType {
    final EnumDecl decl;
    final Map<Integer, Value.EnumConst> known = new HashMap<>();

    /** The constant of each value name (the first value of a name), for reading names. */
    final Map<String, Value.EnumConst> byName = new HashMap<>();

    EnumType(EnumDecl decl) {
      this.decl = decl;
      for (EnumValue v : decl.values()) {
        known.put(v.value(), new Value.EnumConst(v.value(), v.name()));
        byName.putIfAbsent(v.name(), new Value.EnumConst(v.value(), v.name()));
      }
    }

    @Override
    Decl decl() {
      return decl;
    }

    Value.EnumConst of(int number) {
      Value.EnumConst c = known.get(number);
      return c != null ? c : new Value.EnumConst(number, null);
    }

    @Override
    public void write(CompactSink w, Value v) {
      w.writeEnum(cast(Value.EnumConst.class, v, decl.fullName()).number());
    }

    @Override
    public Value read(CompactSource r) {
      int number = r.readEnum();
      Value.EnumConst c = known.get(number);
      if (c != null) {
        return c;
      }
      r.charge(VALUE_ENUM);
      return new Value.EnumConst(number, null);
    }
  }

  private final class UnionType extends DeclType {
    final UnionDecl decl;
    final Map<Integer, UnionCase> cases = new HashMap<>();
    final Map<Integer, Node> nodes = new HashMap<>();

    UnionType(UnionDecl decl) {
      this.decl = decl;
      for (UnionCase c : decl.cases()) {
        cases.put(c.id(), c);
      }
    }

    @Override
    Decl decl() {
      return decl;
    }

    @Override
    void link() {
      for (UnionCase c : decl.cases()) {
        nodes.put(c.id(), node(c.type(), FieldOptions.DEFAULT));
      }
    }

    @Override
    public String fieldName(int id) {
      UnionCase c = cases.get(id);
      return c == null ? null : c.name();
    }

    @Override
    public void write(CompactSink w, Value v) {
      Value.Union u = cast(Value.Union.class, v, decl.fullName());
      Node n = nodes.get(u.unionCase().id());
      if (n == null || !u.decl().fullName().equals(decl.fullName())) {
        throw new BaleException(
            ErrorCode.INVALID_VALUE, -1, "", "not a case of " + decl.fullName() + ": " + v);
      }
      w.beginComposite();
      w.writeU64(u.unionCase().id());
      try {
        n.write(w, u.value());
      } catch (BaleException e) {
        throw under(e, "." + u.unionCase().name());
      }
      w.endComposite();
    }

    @Override
    public Value read(CompactSource r) {
      r.beginComposite(this);
      int id = r.readUnionCase(); // ids above 2^31-1 fail there, as in generated code
      UnionCase c = cases.get(id);
      if (c == null) {
        throw r.error(
            ErrorCode.UNKNOWN_UNION_CASE, "case id " + id + " is not a case of " + decl.fullName());
      }
      r.field(c.id());
      Node n = nodes.get(c.id());
      r.charge(VALUE_UNION + n.valueSize()); // once the case is known, as generated code
      Value v = n.read(r);
      r.endComposite();
      return r.discarding() ? DISCARDED : new Value.Union(decl, c, v);
    }
  }

  // ---- value checks on write (caller errors in a Value tree) ----

  private static Value.Message message(Value v, Decl decl) {
    Value.Message m = cast(Value.Message.class, v, decl.fullName());
    if (!m.decl().fullName().equals(decl.fullName())
        || m.fields().size() != Value.Message.fieldsOf(decl).size()) {
      throw new BaleException(
          ErrorCode.INVALID_VALUE,
          -1,
          "",
          "expected a "
              + decl.fullName()
              + " of this schema, got a "
              + m.decl().fullName()
              + " with "
              + m.fields().size()
              + " fields");
    }
    return m;
  }

  private static <T extends Value> T cast(Class<T> cls, Value v, String expected) {
    if (!cls.isInstance(v)) {
      throw new BaleException(
          ErrorCode.INVALID_VALUE, -1, "", "expected a value of " + expected + ", got " + v);
    }
    return cls.cast(v);
  }

  private static boolean bool(Value v) {
    return cast(Value.Bool.class, v, "bool").value();
  }

  /** The integer of {@code v}, checked against the range of {@code k}. */
  private static long integer(Value v, ScalarKind k) {
    long n = cast(Value.Int.class, v, k.keyword()).value();
    boolean ok;
    switch (k) {
      case I8:
        ok = n == (byte) n;
        break;
      case I16:
        ok = n == (short) n;
        break;
      case I32:
        ok = n == (int) n;
        break;
      case U8:
        ok = n >= 0 && n <= 0xFF;
        break;
      case U16:
        ok = n >= 0 && n <= 0xFFFF;
        break;
      case U32:
        ok = n >= 0 && n <= 0xFFFF_FFFFL;
        break;
      default: // i64, u64: every long is valid
        ok = true;
    }
    if (!ok) {
      throw new BaleException(
          ErrorCode.INVALID_VALUE, -1, "", n + " is outside the range of " + k.keyword());
    }
    return n;
  }
}
