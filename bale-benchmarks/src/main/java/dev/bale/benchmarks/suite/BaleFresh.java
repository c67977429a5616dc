package dev.bale.benchmarks.suite;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Bale compact encoding a value whose strings have no cached hash code (row {@code bale-fresh}), as
 * a value that was just built (from JSON, a database row, a decode) has.
 *
 * <p>With string dedup on (the default) the compact writer finds repeated strings through a hash
 * table keyed by {@code String.hashCode()}. A {@code String} computes its hash once, on the first
 * call, char by char, and keeps it. The {@code bale} row encodes one value again and again, so from
 * its second call on every hash is cached and costs a field load; an application usually encodes a
 * value it has just built, whose strings have never been hashed, and then the writer computes every
 * hash. No peer of the suite hashes the strings it writes (Kryo and Fory run with references off),
 * so only Bale's rows differ here.
 *
 * <p>How, and why not with copies: as {@link ProtoFresh} explains, JMH's per-invocation setup is
 * unsound for calls this short, and a pool of copies would be hashed after one cycle and cold in
 * memory. So this row encodes the same value as the {@code bale} row (one object, hot), and before
 * each call sets the cached hash of every string of the value back to "not computed" (the two
 * fields {@code hash} and {@code hashIsZero} of {@code java.lang.String} since JDK 13, through
 * constant {@link VarHandle}s; the fork opens {@code java.lang} to the benchmark for this with
 * {@code --add-opens}): one {@code int} and one {@code boolean} store per string, the only timed
 * work that is not Bale's. Setup collects the strings by walking the value (records, lists, maps,
 * the union and {@code json} cases, which are records too), checks that after a reset every one of
 * them is in the state of a string never hashed, and that the row writes the {@code bale} row's
 * bytes. Decode is the {@code bale} row's.
 */
final class BaleFresh extends Case {
  /** The JVM option the reset needs, in two parts for JMH's {@code @Fork(jvmArgsAppend)}. */
  static final String OPEN = "--add-opens";

  /** The value of {@link #OPEN}. */
  static final String OPENED = "java.base/java.lang=ALL-UNNAMED";

  private static final VarHandle HASH;
  private static final VarHandle HASH_IS_ZERO;

  static {
    VarHandle hash = null;
    VarHandle isZero = null;
    try {
      MethodHandles.Lookup l = MethodHandles.privateLookupIn(String.class, MethodHandles.lookup());
      hash = l.findVarHandle(String.class, "hash", int.class);
      isZero = l.findVarHandle(String.class, "hashIsZero", boolean.class);
    } catch (ReflectiveOperationException | RuntimeException e) {
      // Left null (no such field, or java.lang not opened): the constructor fails with the reason.
    }
    HASH = hash;
    HASH_IS_ZERO = isZero;
  }

  /** The {@code bale} row's case: its writer encodes, its reader decodes. */
  private final Case bale;

  private final String[] strings;

  BaleFresh(DataSet.Loaded data, Codec codec) {
    super(data, codec);
    bale = Peers.Bale.dedupOn(data, codec);
    if (HASH == null || HASH_IS_ZERO == null) {
      throw mismatch(
          "cannot reset String's cached hash: run the fork with "
              + OPEN
              + " "
              + OPENED
              + " (JDK 13+ String has int hash and boolean hashIsZero)");
    }
    Set<String> found = Collections.newSetFromMap(new IdentityHashMap<>());
    collect(data.value(), found, Collections.newSetFromMap(new IdentityHashMap<>()));
    strings = found.toArray(new String[0]);
  }

  /** Every {@code String} reachable from {@code o} through records, collections and maps. */
  private static void collect(Object o, Set<String> out, Set<Object> seen) {
    if (o == null) {
      return;
    }
    if (o instanceof String s) {
      out.add(s);
      return;
    }
    if (!seen.add(o)) {
      return;
    }
    if (o instanceof Map<?, ?> m) {
      for (Map.Entry<?, ?> e : m.entrySet()) {
        collect(e.getKey(), out, seen);
        collect(e.getValue(), out, seen);
      }
    } else if (o instanceof Collection<?> c) {
      for (Object e : c) {
        collect(e, out, seen);
      }
    } else if (o.getClass().isRecord()) {
      for (RecordComponent rc : o.getClass().getRecordComponents()) {
        try {
          rc.getAccessor().setAccessible(true);
          collect(rc.getAccessor().invoke(o), out, seen);
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException(rc + " of " + o.getClass(), e);
        }
      }
    }
  }

  /** Sets every string of the value back to "hash not computed". */
  private void reset() {
    for (String s : strings) {
      HASH.set(s, 0);
      HASH_IS_ZERO.set(s, false);
    }
  }

  @Override
  public byte[] encode() {
    reset();
    return bale.encode();
  }

  @Override
  public Object decode(byte[] bytes) {
    return bale.decode(bytes);
  }

  @Override
  public void verify() {
    byte[] expected = bale.encode();
    reset();
    for (String s : strings) {
      check((int) HASH.get(s) == 0 && !(boolean) HASH_IS_ZERO.get(s), "a hash left cached");
    }
    check(Arrays.equals(encode(), expected), "bale-fresh bytes differ from bale's");
    check(decode(encode()).equals(data.value()), "decode(encode(value)) != value");
    check(strings.length > 0, "no strings found in the value");
  }
}
