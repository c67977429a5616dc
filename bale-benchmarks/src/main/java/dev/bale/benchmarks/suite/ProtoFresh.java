package dev.bale.benchmarks.suite;

import com.google.protobuf.AbstractMessage;
import com.google.protobuf.MapEntry;
import com.google.protobuf.MapField;
import com.google.protobuf.Message;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * protobuf-java encoding a message whose memoized sizes are fresh (row {@code protobuf-fresh}), as
 * when an application encodes each message it builds once.
 *
 * <p>protobuf-java's {@code getSerializedSize()} keeps its result in the message ({@code
 * memoizedSize}, in every message of the tree) and returns it at once when it is not -1. {@code
 * toByteArray()} is a size pass (which fills the memos in) and then a write pass (which reads
 * them). The {@code protobuf} row encodes one message object again and again, so from its second
 * call on it skips the size pass. This row pays it on every call, as the first {@code
 * toByteArray()} of a newly built or parsed message does.
 *
 * <p>How, and why not with copies: JMH times the whole benchmark method, and its only untimed hooks
 * run per trial, per iteration or per invocation. Per-invocation setup (a fresh deep copy before
 * each call) makes JMH timestamp every call, which its documentation holds sound only for calls of
 * a millisecond or more; these calls take from about 30 ns (price.small) to a millisecond, so the
 * timer would be a large and uneven part of the figure. A pool of deep copies made in setup stays
 * fresh only until it has been cycled once, so it would need a copy per call of an iteration (a 1 s
 * iteration of price.small is tens of millions of calls), and it would encode an object cold in
 * memory each call where the {@code protobuf} row encodes a hot one; copies made by {@code
 * parser.parseFrom} would also hold a proto2 message's strings (google_message2) as {@code
 * ByteString}, which protobuf writes without encoding them, unlike the {@code String} that a built
 * message holds. So this row encodes the same message as the {@code protobuf} row (built the same
 * way; one object, hot), and before each {@code toByteArray()} sets {@code memoizedSize} of every
 * message of the tree back to -1: one plain {@code int} store per message (through a constant
 * {@link VarHandle}), the only timed work that is not protobuf's, beside a size pass and a write
 * pass over the same objects.
 *
 * <p>What encoding memoizes is found in setup, not named by hand: the whole state of every message
 * of the tree (every field, through reflection) is recorded before the first encode and compared
 * after it. Besides {@code memoizedSize} it finds only the payload size of each packed repeated
 * field ({@code xMemoizedSerializedSize}), which the size pass writes before the write pass reads
 * it. {@link #verify()} checks that with those put back too the tree is in the recorded state of a
 * message never encoded and encodes to protobuf's bytes, and that with those set wrong the timed
 * encode (which resets only {@code memoizedSize}) still writes protobuf's bytes, so the size pass
 * rewrites them on every call. A memo of another type would fail setup. Decode is the {@code
 * protobuf} row's {@code parser.parseFrom}.
 */
final class ProtoFresh extends Case {
  /** The message encoded (package-private for the tests). */
  final Message message;

  /** The {@code protobuf} row's case over another message built the same way: decodes. */
  private final Peers.Proto proto;

  /** Every message of the tree (identity), in walk order. */
  private final List<Object> messages;

  /** The state of {@link #messages} before the first encode: every instance field's value. */
  private final Object[] pristine;

  /** The messages whose {@code memoizedSize} encoding sets (every one), put back to -1. */
  private final AbstractMessage[] sized;

  /**
   * The other memos encoding writes (the payload size of each packed repeated field): {@code
   * fields[i]} of {@code holders[i]}, which {@link #verify()} puts back to {@code values[i]}.
   */
  private final Object[] holders;

  private final Field[] fields;
  private final int[] values;

  /** {@code AbstractMessage.memoizedSize}: a constant handle, so that a store is a plain store. */
  private static final VarHandle MEMOIZED_SIZE;

  static {
    try {
      MEMOIZED_SIZE =
          MethodHandles.privateLookupIn(AbstractMessage.class, MethodHandles.lookup())
              .findVarHandle(AbstractMessage.class, "memoizedSize", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  ProtoFresh(DataSet.Loaded data, Codec codec) {
    super(data, codec);
    message = ProtoShapes.fromJson(data);
    proto = new Peers.Proto(data, codec);
    Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    messages = new ArrayList<>();
    walk(message, seen, messages);
    pristine = state(messages);
    message.toByteArray(); // the first encode, untimed: fills in the memos
    List<AbstractMessage> s = new ArrayList<>();
    List<Object> h = new ArrayList<>();
    List<Field> f = new ArrayList<>();
    List<Integer> v = new ArrayList<>();
    for (int[] c : changed(messages, pristine, state(messages))) {
      Object m = messages.get(c[0]);
      Field field = instanceFields(m.getClass()).get(c[1]);
      if (field.getType() != int.class) {
        throw mismatch(
            "toByteArray() wrote "
                + field
                + ", which is not an int memo: this row does not know how to put it back");
      }
      if (field.getDeclaringClass() == AbstractMessage.class
          && field.getName().equals("memoizedSize")) {
        check(pristine[c[2]].equals(-1), "a message's memoizedSize was not -1 before encoding");
        s.add((AbstractMessage) m);
      } else {
        h.add(m);
        f.add(field);
        v.add((Integer) pristine[c[2]]);
      }
    }
    sized = s.toArray(new AbstractMessage[0]);
    holders = h.toArray();
    fields = f.toArray(new Field[0]);
    values = v.stream().mapToInt(Integer::intValue).toArray();
    check(
        sized.length == messages.size(),
        "encoding memoized the size of "
            + sized.length
            + " of the tree's "
            + messages.size()
            + " messages");
  }

  /** Sets every message's memoized size back to -1: the next encode starts with the size pass. */
  private void freshen() {
    for (AbstractMessage m : sized) {
      MEMOIZED_SIZE.set(m, -1);
    }
  }

  /**
   * Puts back the other memos (untimed, for {@link #verify()}), or with {@code wrong} sets each one
   * off by one.
   */
  private void setOthers(boolean wrong) {
    try {
      for (int i = 0; i < holders.length; i++) {
        fields[i].setInt(holders[i], wrong ? fields[i].getInt(holders[i]) + 1 : values[i]);
      }
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public byte[] encode() {
    freshen();
    return message.toByteArray();
  }

  @Override
  public Object decode(byte[] bytes) {
    return proto.decode(bytes);
  }

  /**
   * How many memos encoding writes: the messages of the tree (each encode resets these), the packed
   * repeated fields (which the size pass rewrites).
   */
  int[] memoCounts() {
    return new int[] {sized.length, holders.length};
  }

  @Override
  public void verify() {
    freshen();
    setOthers(false);
    check(
        changed(messages, pristine, state(messages)).isEmpty(),
        "after the put-back the message is not in the state of one never encoded");
    Message built = proto.message;
    check(
        countMessages(built, Collections.newSetFromMap(new IdentityHashMap<>())) == messages.size(),
        "the walk over fields missed messages that protobuf's own reflection finds");
    byte[] bytes = encode(); // with every packed payload size at -1: right only if recomputed
    check(Arrays.equals(bytes, built.toByteArray()), "bytes != the protobuf row's bytes");
    setOthers(true);
    check(
        Arrays.equals(encode(), bytes),
        "with the packed payload sizes set wrong, the size pass did not rewrite them");
    Message back = (Message) decode(encode());
    check(
        back.equals(message) && ProtoShapes.toRecord(data, back).equals(data.value()),
        "decode(encode(message)) != message, or != the record");
  }

  /**
   * The messages of the tree through the generated classes' own fields: a field holding a message,
   * a list of messages, or a map (its {@link MapField}) with message values. Reads the map without
   * converting it to its list form, which protobuf's reflection ({@code getAllFields}) would do.
   */
  private static void walk(Object m, Set<Object> seen, List<Object> out) {
    if (!seen.add(m)) {
      return;
    }
    out.add(m);
    for (Field f : instanceFields(m.getClass())) {
      Object v = get(f, m);
      Iterable<?> children =
          v instanceof Message
              ? List.of(v)
              : v instanceof List<?> l
                  ? l
                  : v instanceof MapField<?, ?> map ? map.getMap().values() : List.of();
      for (Object c : children) {
        if (c instanceof Message) {
          walk(c, seen, out);
        }
      }
    }
  }

  /**
   * The messages of a tree through protobuf's reflection (map entries are not messages of the tree:
   * encoding builds its own); on a separate copy, since it converts maps to their list form.
   */
  private static int countMessages(Message m, Set<Object> seen) {
    int n = m instanceof MapEntry<?, ?> || !seen.add(m) ? 0 : 1;
    for (Map.Entry<com.google.protobuf.Descriptors.FieldDescriptor, Object> e :
        m.getAllFields().entrySet()) {
      if (e.getKey().getJavaType()
          != com.google.protobuf.Descriptors.FieldDescriptor.JavaType.MESSAGE) {
        continue;
      }
      for (Object c : e.getKey().isRepeated() ? (List<?>) e.getValue() : List.of(e.getValue())) {
        n += countMessages((Message) c, seen);
      }
    }
    return n;
  }

  /** The value of every instance field of every message, in order. */
  private static Object[] state(List<Object> messages) {
    List<Object> out = new ArrayList<>();
    for (Object m : messages) {
      for (Field f : instanceFields(m.getClass())) {
        out.add(get(f, m));
      }
    }
    return out.toArray();
  }

  /**
   * Where two states of {@code messages} differ (primitives by value, references by identity): for
   * each, the index of the message, of the field in {@link #instanceFields}, and in the state.
   */
  private static List<int[]> changed(List<Object> messages, Object[] before, Object[] after) {
    List<int[]> out = new ArrayList<>();
    int i = 0;
    for (int m = 0; m < messages.size(); m++) {
      List<Field> fields = instanceFields(messages.get(m).getClass());
      for (int f = 0; f < fields.size(); f++, i++) {
        boolean same =
            fields.get(f).getType().isPrimitive()
                ? before[i].equals(after[i])
                : before[i] == after[i];
        if (!same) {
          out.add(new int[] {m, f, i});
        }
      }
    }
    return out;
  }

  private static final Map<Class<?>, List<Field>> FIELDS = new IdentityHashMap<>();

  /** The instance fields of {@code c} and its superclasses, accessible. */
  private static synchronized List<Field> instanceFields(Class<?> c) {
    return FIELDS.computeIfAbsent(
        c,
        k -> {
          List<Field> out = new ArrayList<>();
          for (Class<?> x = k; x != Object.class; x = x.getSuperclass()) {
            for (Field f : x.getDeclaredFields()) {
              if (!Modifier.isStatic(f.getModifiers())) {
                f.setAccessible(true);
                out.add(f);
              }
            }
          }
          return out;
        });
  }

  private static Object get(Field f, Object o) {
    try {
      return f.get(o);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }
}
