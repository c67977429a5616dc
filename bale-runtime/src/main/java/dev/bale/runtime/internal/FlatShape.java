package dev.bale.runtime.internal;

import dev.bale.runtime.flat.FlatType;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * What the flat verifier checks in one message, struct or union (FORMAT.md §F10.2), as a table: its
 * fields (or cases) in check order, each with where it sits, its path segment and a {@link Node}
 * telling what its bytes hold. A type whose {@link FlatType#shape()} returns one is verified by
 * {@link FlatVerifier}'s one table walk ({@link FlatType#verify}'s default). The dynamic codec
 * builds its types' shapes from the schema ({@code FlatVerifyPlan}); generated codecs keep their
 * own generated {@code verify}, which measured 15-20 % faster than this walk on small messages
 * (docs/benchmarks-log.md, "Table-driven flat verifier").
 *
 * <p>Nested messages, structs and unions are named by an index into the types {@code refs} supplies
 * (read once, at the first verify, when every codec exists). A shape is built once and not changed
 * afterwards; it is then immutable and thread-safe.
 */
public final class FlatShape {
  static final int MESSAGE = 0;
  static final int STRUCT = 1;
  static final int UNION = 2;

  static final int K_STRING = 0;
  static final int K_BYTES = 1;
  static final int K_JSON = 2;
  static final int K_NUMBERS = 3;
  static final int K_LIST = 4;
  static final int K_MAP = 5;
  static final int K_MESSAGE = 6;
  static final int K_UNION = 7;
  static final int K_BOOL = 8;
  static final int K_ENUM = 9;
  static final int K_STRUCT = 10;
  static final int K_NONE = 11;

  // How a key's number is read for its spread hash (FORMAT.md §7.2).
  static final int KEY_I8 = 1;
  static final int KEY_U8 = 2;
  static final int KEY_I16 = 3;
  static final int KEY_U16 = 4;
  static final int KEY_I32 = 5;
  static final int KEY_U32 = 6;
  static final int KEY_I64 = 7;

  // Which MapKeySpread hash follows the keys: none (bool, string), numberHash, int64Hash,
  // uint64Hash.
  static final int HASH_NONE = 0;
  static final int HASH_NUMBER = 1;
  static final int HASH_INT64 = 2;
  static final int HASH_UINT64 = 3;

  /** A string (pointer): length and UTF-8. */
  public static final Node STRING = new Node(K_STRING);

  /** A bytes blob (pointer): its length. */
  public static final Node BYTES = new Node(K_BYTES);

  /** A {@code json} blob (pointer, FORMAT.md §F5.1): length and the value in it. */
  public static final Node JSON = new Node(K_JSON);

  /** A bool byte (inline): 0 or 1. */
  public static final Node BOOL = key(K_BOOL, 1, 0, HASH_NONE);

  /** An enum (inline) stored as is; as a map key, its number. */
  public static final Node ENUM = enumValue(0);

  /** An inline number, which needs no check (a map's key or value). */
  public static final Node NONE = new Node(K_NONE);

  final int kind;
  final String name;
  private final Supplier<FlatType<?>[]> refs;
  Field[] fields = new Field[0];
  boolean pointers; // a message: whether any field is a pointer (ptr_count is read)
  boolean inline; // a message: whether any field is in the data section (data_bytes is read)
  private volatile boolean resolved;

  private FlatShape(int kind, String name, Supplier<FlatType<?>[]> refs) {
    this.kind = kind;
    this.name = name;
    this.refs = refs;
  }

  /** The shape of message {@code name} (fully qualified); {@code refs}: the types it nests. */
  public static FlatShape message(String name, Supplier<FlatType<?>[]> refs) {
    return new FlatShape(MESSAGE, name, refs);
  }

  /** The shape of struct {@code name}. */
  public static FlatShape struct(String name, Supplier<FlatType<?>[]> refs) {
    return new FlatShape(STRUCT, name, refs);
  }

  /** The shape of union {@code name}. */
  public static FlatShape union(String name, Supplier<FlatType<?>[]> refs) {
    return new FlatShape(UNION, name, refs);
  }

  /** No nested types. */
  public static FlatType<?>[] none() {
    return NO_TYPES;
  }

  private static final FlatType<?>[] NO_TYPES = new FlatType<?>[0];

  // ---- fields ----

  /**
   * A pointer field: in a message at pointer slot {@code slot} (index), in a struct at byte {@code
   * slot} of the struct. {@code required}: not optional (an unset list or map, or an absent
   * composite, is then its default, which counts in depth and messages).
   */
  public FlatShape pointer(String name, int slot, boolean required, Node node) {
    int at = kind == MESSAGE ? 4 + 4 * slot : slot;
    return add(new Field(name, node, slot, at, 0, 0, 0, required, true));
  }

  /** An inline field of a struct at byte {@code offset}. */
  public FlatShape inline(String name, int offset, Node node) {
    return add(new Field(name, node, offset, offset, 0, 0, 0, true, false));
  }

  /**
   * A required inline field of a message at byte {@code offset} of the data section, present when
   * the data section has {@code end} bytes.
   */
  public FlatShape inline(String name, int offset, int end, Node node) {
    return add(new Field(name, node, offset, offset, end, 0, 0, true, false));
  }

  /**
   * An optional inline field of a message: like {@link #inline(String, int, int, Node)}, present
   * when presence bit {@code presenceBit} (of the data section) is set too.
   */
  public FlatShape optional(String name, int offset, int end, int presenceBit, Node node) {
    return add(
        new Field(
            name,
            node,
            offset,
            offset,
            end,
            presenceBit >>> 3,
            1 << (presenceBit & 7),
            false,
            false));
  }

  /**
   * A case of a union: id {@code id}, a cell of {@code cellSize} bytes whose value (named {@code
   * name}) is at byte {@code valueOffset}.
   */
  public FlatShape when(int id, int cellSize, int valueOffset, String name, Node node) {
    Field f =
        new Field(name, node, id, valueOffset, cellSize, 0, 0, true, FlatShape.pointer(node.kind));
    return add(f);
  }

  private FlatShape add(Field f) {
    fields = Arrays.copyOf(fields, fields.length + 1);
    fields[fields.length - 1] = f;
    pointers |= f.pointer;
    inline |= !f.pointer;
    return this;
  }

  // ---- nodes ----

  /** An enum (inline) stored XOR {@code dflt}, its field's default (FORMAT.md §7). */
  public static Node enumValue(int dflt) {
    Node n = key(K_ENUM, 4, KEY_I32, HASH_NUMBER);
    n.dflt = dflt;
    return n;
  }

  /** A list (pointer) of numbers, elements that need no check: {@code width}, {@code align}. */
  public static Node numbers(int width, int align) {
    Node n = new Node(K_NUMBERS);
    n.width = width;
    n.align = align;
    n.levels = 1;
    return n;
  }

  /** A list (pointer) of {@code element}s of {@code width} bytes aligned to {@code align}. */
  public static Node list(int width, int align, Node element) {
    Node n = numbers(width, align);
    n.kind = K_LIST;
    n.element = element;
    return n;
  }

  /**
   * A map (pointer): entries of {@code size} bytes aligned to {@code align}, the key at byte 0
   * ({@link #STRING}, {@link #BOOL}, {@link #ENUM} or a number: {@link #I8} ... {@link #U64}), the
   * value at byte {@code valueOffset}.
   */
  public static Node map(int size, int align, Node key, int valueOffset, Node value) {
    Node n = numbers(size, align);
    n.kind = K_MAP;
    n.key = key;
    n.valueOffset = valueOffset;
    n.element = value;
    return n;
  }

  /** A map key (inline) of type {@code i8}. */
  public static final Node I8 = key(K_NONE, 1, KEY_I8, HASH_NUMBER);

  /** A map key of type {@code u8}. */
  public static final Node U8 = key(K_NONE, 1, KEY_U8, HASH_NUMBER);

  /** A map key of type {@code i16}. */
  public static final Node I16 = key(K_NONE, 2, KEY_I16, HASH_NUMBER);

  /** A map key of type {@code u16}. */
  public static final Node U16 = key(K_NONE, 2, KEY_U16, HASH_NUMBER);

  /** A map key of type {@code i32}. */
  public static final Node I32 = key(K_NONE, 4, KEY_I32, HASH_NUMBER);

  /** A map key of type {@code u32}. */
  public static final Node U32 = key(K_NONE, 4, KEY_U32, HASH_NUMBER);

  /** A map key of type {@code i64}. */
  public static final Node I64 = key(K_NONE, 8, KEY_I64, HASH_INT64);

  /** A map key of type {@code u64}. */
  public static final Node U64 = key(K_NONE, 8, KEY_I64, HASH_UINT64);

  private static Node key(int kind, int width, int number, int hash) {
    Node n = new Node(kind);
    n.width = width;
    n.keyNumber = number;
    n.keyHash = hash;
    return n;
  }

  /**
   * A message (pointer) of type {@code refs[ref]}; its default takes {@code levels} levels and
   * holds {@code messages} messages when written again (FORMAT.md §7).
   */
  public static Node message(int ref, int levels, int messages) {
    Node n = new Node(K_MESSAGE);
    n.ref = ref;
    n.levels = levels;
    n.messages = messages;
    return n;
  }

  /**
   * A message (pointer) of type {@code refs[ref]} that has no default (it holds a required union):
   * a null pointer where one is required is {@code MISSING_UNION}.
   */
  public static Node messageWithoutDefault(int ref) {
    Node n = new Node(K_MESSAGE);
    n.ref = ref;
    n.needsValue = true;
    return n;
  }

  /** A union (pointer to a cell) of type {@code refs[ref]}. */
  public static Node union(int ref) {
    Node n = new Node(K_UNION);
    n.ref = ref;
    n.needsValue = true;
    return n;
  }

  /** A struct (inline) of type {@code refs[ref]}, whose default nests {@code levels} levels. */
  public static Node struct(int ref, int levels, int messages) {
    Node n = message(ref, levels, messages);
    n.kind = K_STRUCT;
    return n;
  }

  static boolean pointer(int kind) {
    return kind <= K_UNION;
  }

  /**
   * Looks up the nested types of this shape and of every shape it reaches, once: the walk then
   * follows {@link Node#target} without checking. All of them are marked resolved together, after
   * the last lookup, under one lock, so that a walk that sees a shape resolved sees its closure.
   */
  void resolve() {
    if (resolved) {
      return;
    }
    synchronized (FlatShape.class) {
      if (!resolved) {
        java.util.List<FlatShape> closure = new java.util.ArrayList<>();
        link(this, closure);
        for (FlatShape s : closure) {
          s.resolved = true;
        }
      }
    }
  }

  /**
   * {@link #resolve} now: for a codec that prepares its shapes where it is built rather than at a
   * verify's first walk (bale-dynamic's flat codec).
   */
  public void resolveNow() {
    resolve();
  }

  private static void link(FlatShape s, java.util.List<FlatShape> closure) {
    if (s.resolved || closure.contains(s)) {
      return;
    }
    closure.add(s);
    FlatType<?>[] types = s.refs.get();
    for (Field f : s.fields) {
      link(f.node, types, closure);
    }
  }

  private static void link(Node n, FlatType<?>[] types, java.util.List<FlatShape> closure) {
    if (n == null) {
      return;
    }
    if (n.ref >= 0) {
      n.type = types[n.ref];
      n.target = n.type.shape();
      if (n.target != null) {
        link(n.target, closure);
      }
    }
    link(n.element, types, closure);
    link(n.key, types, closure);
  }

  boolean resolved() {
    return resolved;
  }

  /** One field of a message or struct, or one case of a union. */
  static final class Field {
    final String name;
    final Node node;
    final int index; // a message pointer: the slot's index; a union case: its id
    final int at; // the byte offset (from the object, data section, struct or cell)
    final int end; // a message inline field: data_bytes needed; a union case: the cell size
    final int presenceByte;
    final int presenceMask; // 0: no presence bit
    final boolean required;
    final boolean pointer;
    final int kind; // the node's
    final int dflt; // the node's
    final boolean missingUnion; // absent and required: MISSING_UNION
    final int leftLevels; // absent: the levels its default takes (0: nothing to check)
    final int leftMessages;

    Field(
        String name,
        Node node,
        int index,
        int at,
        int end,
        int presenceByte,
        int presenceMask,
        boolean required,
        boolean pointer) {
      this.name = name;
      this.node = node;
      this.index = index;
      this.at = at;
      this.end = end;
      this.presenceByte = presenceByte;
      this.presenceMask = presenceMask;
      this.required = required;
      this.pointer = pointer;
      this.kind = node.kind;
      this.dflt = node.dflt;
      this.missingUnion = required && node.needsValue;
      this.leftLevels = required ? node.levels : 0;
      this.leftMessages = required ? node.messages : 0;
    }
  }

  /**
   * What a field, element, key or value holds: made by the factories of {@link FlatShape} ({@link
   * #STRING}, {@link #list}, {@link #message} ...), read by {@link FlatVerifier}.
   */
  public static final class Node {
    int kind;
    int width;
    int align;
    int dflt;
    int levels;
    int messages;
    boolean needsValue;
    int ref = -1;
    Node element; // a list's element, a map's value
    Node key;
    int keyNumber;
    int keyHash;
    int valueOffset;
    FlatType<?> type; // set by resolve
    FlatShape target; // set by resolve; null: type verifies itself

    private Node(int kind) {
      this.kind = kind;
    }
  }
}
