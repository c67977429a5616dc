package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.RandomValues;
import dev.bale.dynamic.Value;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The compact writer answers a root's string calls from the last root's while they pass the same
 * {@code String} objects (CompactEncoder's memo): one long-lived writer must write the bytes of a
 * new writer for any sequence of roots — the same value again, a copy whose k-th string is an equal
 * but different object, one whose k-th string differs, another value, and dedup switched off and on
 * between roots — through the dynamic codec (every string position of random values) and the
 * generated codecs (values decoded anew, so their strings are new objects, and encoded again).
 */
class StringMemoTest {
  private static final int VALUES_PER_TYPE = 12;

  @TestFactory
  Stream<DynamicTest> longLivedWriterWritesWhatANewOneWrites() {
    List<DynamicTest> out = new ArrayList<>();
    for (String file : LeafRootTest.files()) {
      for (Decl d : Schemas.schema(file).decls().values()) {
        if (d instanceof MessageDecl m) {
          out.add(DynamicTest.dynamicTest(file + " " + d.fullName(), () -> check(file, m)));
        }
      }
    }
    return out.stream();
  }

  private static void check(String file, MessageDecl d) throws Exception {
    Codec.Dynamic dyn = (Codec.Dynamic) Codec.dynamic(file, d.fullName());
    Codec gen = Codec.generated(file, d.fullName());
    CompactType<Object> dt = dyn.type();
    CompactType<Object> gt = gen.type();
    for (boolean dedup : new boolean[] {true, false}) {
      CompactWriter w = new CompactWriter().dedupStrings(dedup);
      CompactWriter g = new CompactWriter().dedupStrings(dedup);
      for (int seed = 0; seed < VALUES_PER_TYPE; seed++) {
        Value v = new RandomValues(seed, 3).of(d);
        same(w, dt, v, dedup);
        same(w, dt, v, dedup);
        int n = count(v);
        for (int k = 0; k < n; k++) {
          same(w, dt, replace(v, k, false), dedup);
          same(w, dt, v, dedup);
          same(w, dt, replace(v, k, true), dedup);
          same(w, dt, v, dedup);
          same(w, dt, v, dedup);
        }
        // dedup switched for one root, then back
        w.dedupStrings(!dedup);
        same(w, dt, v, !dedup);
        w.dedupStrings(dedup);
        same(w, dt, v, dedup);
        // generated: a decoded value twice, a new decode of it (new strings), the first again
        byte[] bytes = fresh(dt, v, dedup);
        Object a = new CompactReader().decode(gt, bytes);
        Object b = new CompactReader().decode(gt, bytes);
        same(g, gt, a, dedup);
        same(g, gt, a, dedup);
        same(g, gt, b, dedup);
        same(g, gt, a, dedup);
        same(g, gt, a, dedup);
      }
    }
  }

  private static void same(CompactWriter w, CompactType<Object> t, Object v, boolean dedup) {
    byte[] want = fresh(t, v, dedup);
    assertArrayEquals(want, w.encode(t, v));
    assertTrue(want.length >= 0);
  }

  private static byte[] fresh(CompactType<Object> t, Object v, boolean dedup) {
    return new CompactWriter().dedupStrings(dedup).encode(t, v);
  }

  private static int count(Value v) {
    int[] n = {0};
    walk(v, -1, false, n);
    return n[0];
  }

  /** {@code v} with its k-th string (depth-first) a new equal object, or a different string. */
  private static Value replace(Value v, int k, boolean differ) {
    return walk(v, k, differ, new int[] {0});
  }

  private static Value walk(Value v, int k, boolean differ, int[] seen) {
    if (v == null) {
      return null;
    }
    if (v instanceof Value.Str s) {
      int i = seen[0]++;
      if (i != k) {
        return v;
      }
      return new Value.Str(differ ? s.value() + "\u0001memo" + k : new String(s.value()));
    }
    if (v instanceof Value.ListOf l) {
      List<Value> items = new ArrayList<>();
      for (Value e : l.items()) {
        items.add(walk(e, k, differ, seen));
      }
      return new Value.ListOf(items);
    }
    if (v instanceof Value.MapOf m) {
      Map<Value, Value> entries = new LinkedHashMap<>();
      for (Map.Entry<Value, Value> e : m.entries().entrySet()) {
        // keys keep their content (a changed key could collide with another)
        Value key = walk(e.getKey(), differ ? -1 : k, false, seen);
        entries.put(key, walk(e.getValue(), k, differ, seen));
      }
      return new Value.MapOf(entries);
    }
    if (v instanceof Value.Message m) {
      List<Value> fields = new ArrayList<>();
      for (Value f : m.fields()) {
        fields.add(walk(f, k, differ, seen));
      }
      return new Value.Message(m.decl(), fields, m.unknown());
    }
    if (v instanceof Value.Union u) {
      return new Value.Union(u.decl(), u.unionCase(), walk(u.value(), k, differ, seen));
    }
    return v;
  }
}
