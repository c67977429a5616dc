package dev.bale.runtime;

import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatSink;
import dev.bale.runtime.internal.FlatVerifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Roots that are not messages (FORMAT.md §2.3): a list or a string-keyed map of generated types as
 * the whole encoded value, e.g. a JSON API's top-level array.
 *
 * <pre>{@code
 * CompactType<List<Event>> events = RootTypes.list(Event.COMPACT);
 * byte[] bytes = Compact.encode(events, List.of(e1, e2));
 * List<Event> back = Compact.decode(events, bytes);
 * }</pre>
 *
 * <p>On the wire such a root is the <i>root wrapper</i>, a message with one non-optional field
 * {@code value = 1} holding the list or map, so the bytes are those of {@code bale encode --type
 * 'list<Event>'} and of the dynamic codec. The returned types are for roots only (use them with
 * {@link Compact}, {@link CompactWriter}, {@link CompactReader} or message streams), not as fields
 * of other types. A wrapper written by an older writer without the field reads as an empty list or
 * map; bytes after the field (a newer writer's) are skipped.
 *
 * <p>Decoded lists and maps are immutable; map entries keep the wire order; a key given twice is
 * {@link ErrorCode#DUPLICATE_MAP_KEY}.
 */
public final class RootTypes {
  private RootTypes() {}

  /**
   * The decoded-size charge of a root wrapper's record ({@code message root { list<E> value = 1;
   * }}: 24 + 8 + one slot of 8), FORMAT.md §7.1; also what an absent list field's default charges.
   */
  private static final int WRAPPER_RECORD = 40;

  /**
   * The record of a {@code map<string, V>} root's wrapper: {@link #WRAPPER_RECORD} and the 152 a
   * map slot owns (FORMAT.md §7.1); an absent map field's default charges as much (192).
   */
  private static final int MAP_WRAPPER_RECORD = 192;

  /**
   * The charge of a root wrapper's object decoded from flat bytes: its record and its entry in the
   * table of records kept by position (96), as generated code charges a message object (FORMAT.md
   * §7.1).
   */
  private static final int FLAT_WRAPPER_OBJECT = WRAPPER_RECORD + 96;

  /** A list element's slot (FORMAT.md §7.1: {@code 8 + owned(element)}). */
  private static final int SLOT = 8;

  /** A map entry beyond its key and value (FORMAT.md §7.1: {@code 80 + owned(k) + owned(v)}). */
  private static final int MAP_ENTRY = 80;

  /**
   * A root {@code list<E>} of a message, enum or union type (minimum wire size 1). For a struct
   * element use {@link #list(CompactType, int)} with the struct's minimum wire size.
   *
   * <p>Decoding charges the decoded-size budget (FORMAT.md §7.1) what the generated root wrapper of
   * {@code list<E>} charges for the same bytes: the wrapper's record (40), the list at its count
   * ({@code 96 + n × (8 + element.ownedSize())}, 40 if empty or absent), then each element's own
   * charges.
   */
  public static <E> CompactType<List<E>> list(CompactType<E> element) {
    return list(element, 1);
  }

  /**
   * A root {@code list<E>} whose elements take at least {@code minWireSize} bytes each (FORMAT.md
   * §5; the count check is {@code count <= remaining / minWireSize}).
   */
  public static <E> CompactType<List<E>> list(CompactType<E> element, int minWireSize) {
    Objects.requireNonNull(element, "element");
    if (minWireSize < 1) {
      throw new IllegalArgumentException("minWireSize must be >= 1, not " + minWireSize);
    }
    int slot = SLOT + element.ownedSize();
    return new Wrapper<>(WRAPPER_RECORD, element) {
      @Override
      void writeValue(CompactSink w, List<E> value) {
        w.beginComposite();
        w.writeCount(value.size());
        for (int i = 0, n = value.size(); i < n; i++) {
          element.write(w, Objects.requireNonNull(value.get(i), "list element"));
        }
        w.endComposite();
      }

      @Override
      List<E> readValue(CompactSource r) {
        r.beginComposite(null);
        int count = r.readCount(minWireSize, slot);
        Object[] elements = new Object[count];
        for (int i = 0; i < count; i++) {
          r.element(i);
          elements[i] = element.read(r);
        }
        r.endComposite();
        return CompactSource.listOf(elements);
      }

      @Override
      List<E> missing(CompactSource r) {
        return r.leftOut(List.of(), 1, 0, CompactSource.EMPTY_COLLECTION);
      }
    };
  }

  /**
   * A root {@code map<string, V>} of a message, enum or union type {@code V} (entries in the map's
   * iteration order).
   *
   * <p>Decoding charges the decoded-size budget (FORMAT.md §7.1) what the generated root wrapper of
   * {@code map<string, V>} charges for the same bytes: the wrapper's record (192), the map at its
   * count ({@code 96 + n × (80 + value.ownedSize())}, 40 if empty; 192 if absent), then the keys
   * (with the string table) and each value's own charges.
   */
  public static <V> CompactType<Map<String, V>> stringMap(CompactType<V> value) {
    Objects.requireNonNull(value, "value");
    int entry = MAP_ENTRY + value.ownedSize();
    return new Wrapper<>(MAP_WRAPPER_RECORD, value) {
      @Override
      void writeValue(CompactSink w, Map<String, V> map) {
        w.beginComposite();
        w.writeCount(map.size());
        for (Map.Entry<String, V> e : map.entrySet()) {
          w.writeString(Objects.requireNonNull(e.getKey(), "map key"));
          value.write(w, Objects.requireNonNull(e.getValue(), "map value"));
        }
        w.endComposite();
      }

      @Override
      Map<String, V> readValue(CompactSource r) {
        r.beginComposite(null);
        int count = r.readCount(2, entry);
        LinkedHashMap<String, V> map = CompactSource.newMap(count);
        for (int i = 0; i < count; i++) {
          r.element(i);
          String key = r.readString();
          if (map.containsKey(key)) {
            throw r.error(ErrorCode.DUPLICATE_MAP_KEY, "duplicate map key " + key);
          }
          map.put(key, value.read(r));
        }
        r.endComposite();
        return CompactSource.mapOf(map);
      }

      @Override
      Map<String, V> missing(CompactSource r) {
        return r.leftOut(Map.of(), 1, 0, MAP_WRAPPER_RECORD);
      }
    };
  }

  /**
   * The flat codec (FORMAT.md Part II) of a root {@code list<E>} of a <b>message</b> type: the
   * wrapper's object (no data, one pointer) pointing to the list of message pointers, the bytes of
   * {@code bale encode --codec flat --type 'list<E>'}. Use with {@link dev.bale.runtime.flat.Flat}.
   * A null element pointer reads as the default message; a wrapper without the pointer as an empty
   * list.
   */
  public static <E> FlatType<List<E>> flatList(FlatType<E> message) {
    Objects.requireNonNull(message, "message");
    return new FlatWrapper<>(message) {
      @Override
      public String schemaName() {
        return "root";
      }

      @Override
      public int write(FlatSink b, List<E> value) {
        Objects.requireNonNull(value, "value");
        b.enter();
        int obj = b.object(0, 1);
        b.enter();
        int count = value.size();
        int list = b.list(count, 4, 4);
        b.putI32(list, count);
        for (int i = 0; i < count; i++) {
          b.pointer(
              list + 4 + 4 * i,
              message.write(b, Objects.requireNonNull(value.get(i), "list element")));
        }
        b.exit();
        b.pointer(obj + 4, list);
        b.exit();
        return obj;
      }

      @Override
      public void verify(FlatVerifier v, int position) {
        if (v.ptrCount(position) == 0) {
          return;
        }
        v.push("value");
        int list = v.list(position + 4, 4, 4);
        if (list != 0) {
          int count = v.i32(list);
          for (int i = 0; i < count; i++) {
            v.push(i);
            int m = v.message(list + 4 + 4 * i);
            if (m != 0) {
              message.verify(v, m);
              v.leave();
            }
            v.pop();
          }
          v.leave();
        }
        v.pop();
      }

      @Override
      public List<E> read(FlatData data, int position) {
        // Charged as the generated root wrapper of list<E> charges the same bytes (FORMAT.md
        // §7.1): the list at its count (a missing one as an empty list at the wrapper), a null
        // element as E's default at its slot, each element's own charges, the wrapper's object.
        data.beginDecode();
        int ptrs = position == 0 ? 0 : data.i16(position + 2) & 0xFFFF;
        int list = ptrs == 0 ? 0 : data.pointer(position + 4);
        int count = data.length(list);
        if (list == 0) {
          data.chargeDecoded(position, CompactSource.EMPTY_COLLECTION);
        } else {
          data.chargeCollection(list, count, SLOT);
        }
        List<E> out = new ArrayList<>(count);
        long dflt = message.defaultSize();
        for (int i = 0; i < count; i++) {
          int slot = list + 4 + 4 * i;
          int t = data.pointer(slot);
          if (t == 0) {
            data.chargeDecoded(slot, dflt);
          }
          out.add(message.read(data, t, 3));
        }
        data.chargeDecoded(position, FLAT_WRAPPER_OBJECT);
        return Collections.unmodifiableList(out);
      }
    };
  }

  /**
   * The compact codec of a root's value, given the codec of its wrapper message: what generated
   * code exposes as {@code Root.VALUE_COMPACT} for a schema's {@code root} statement. Writing wraps
   * the value ({@code wrap}), reading unwraps it ({@code value}); the bytes, limits and errors are
   * the wrapper's. Unknown fields of a decoded wrapper are dropped (the wrapper has no fields to
   * add, FORMAT.md §2.3).
   *
   * @param wrapper the wrapper message's codec ({@code message root { T value = 1; }})
   * @param value the wrapper's {@code value} accessor
   * @param wrap makes a wrapper holding a value (a caller's null value fails here)
   */
  public static <W, T> CompactType<T> unwrap(
      CompactType<W> wrapper,
      Function<? super W, ? extends T> value,
      Function<? super T, ? extends W> wrap) {
    Objects.requireNonNull(wrapper, "wrapper");
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(wrap, "wrap");
    return new AbstractCompactType<>(wrapper.schemaName()) {
      @Override
      public String fieldName(int id) {
        return wrapper.fieldName(id);
      }

      @Override
      protected Class<?>[] reachableTypes() {
        return reachableTypesOf(wrapper);
      }

      @Override
      public void write(CompactSink w, T v) {
        wrapper.write(w, wrap.apply(Objects.requireNonNull(v, "value")));
      }

      @Override
      public T read(CompactSource r) {
        return value.apply(wrapper.read(r));
      }
    };
  }

  /**
   * The flat codec of a root's value, given the flat codec of its wrapper message: what generated
   * code exposes as {@code Root.VALUE_FLAT}. See {@link #unwrap(CompactType, Function, Function)}.
   */
  public static <W, T> FlatType<T> unwrapFlat(
      FlatType<W> wrapper,
      Function<? super W, ? extends T> value,
      Function<? super T, ? extends W> wrap) {
    Objects.requireNonNull(wrapper, "wrapper");
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(wrap, "wrap");
    return new FlatWrapper<>(wrapper) {
      @Override
      public String schemaName() {
        return wrapper.schemaName();
      }

      @Override
      public int write(FlatSink b, T v) {
        return wrapper.write(b, wrap.apply(Objects.requireNonNull(v, "value")));
      }

      @Override
      public void verify(FlatVerifier v, int position) {
        wrapper.verify(v, position);
      }

      @Override
      public T read(FlatData data, int position) {
        return value.apply(wrapper.read(data, position));
      }
    };
  }

  /** The root wrapper {@code message root { T value = 1; }} around one value. */
  private abstract static class Wrapper<T> extends AbstractCompactType<T> {
    /** The wrapper's record, charged at its header (FORMAT.md §7.1). */
    private final int record;

    /** The codec of the elements or values, whose reachable types are the root's. */
    private final CompactType<?> inner;

    Wrapper(int record, CompactType<?> inner) {
      super("root", "value");
      this.record = record;
      this.inner = inner;
    }

    @Override
    protected Class<?>[] reachableTypes() {
      return reachableTypesOf(inner);
    }

    abstract void writeValue(CompactSink w, T value);

    abstract T readValue(CompactSource r);

    /** The value of a wrapper without the field, charged as generated code charges that default. */
    abstract T missing(CompactSource r);

    @Override
    public void write(CompactSink w, T value) {
      Objects.requireNonNull(value, "value");
      if (!w.beginMessage(value, this)) {
        return; // the root is never a reference; kept for the writer's contract
      }
      writeValue(w, value);
      w.endMessage(null);
    }

    @Override
    public T read(CompactSource r) {
      T shared = r.beginMessage(this, record);
      if (shared != null) {
        return shared;
      }
      T value;
      if (r.hasMore()) {
        r.field(1);
        value = readValue(r);
      } else {
        value = missing(r);
      }
      r.endMessage(0); // an unknown tail is skipped: a wrapper has no fields to add
      return value;
    }
  }

  /** A flat root codec around another, whose reachable types are the root's. */
  private abstract static class FlatWrapper<T>
      implements FlatType<T>, dev.bale.runtime.internal.ClassInit.Wrapper {
    private final FlatType<?> inner;

    FlatWrapper(FlatType<?> inner) {
      this.inner = inner;
    }

    @Override
    public Object wrapped() {
      return inner;
    }
  }
}
