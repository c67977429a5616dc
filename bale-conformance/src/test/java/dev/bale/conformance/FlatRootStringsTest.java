package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.RandomValues;
import dev.bale.dynamic.Value;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatType;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Generated flat {@code write} of a root record of scalars and strings dedups its strings among
 * themselves, without the builder's table: the bytes are the dynamic codec's (which always goes
 * through the table) with string dedup on and off, for random values and for values whose string
 * fields are drawn from a pool of three (equal strings in any pair of fields). Every message type
 * of the schemas is checked, so the records that hold such records (written below the root, through
 * the table) are compared too.
 */
class FlatRootStringsTest {
  private static final int VALUES_PER_TYPE = 60;
  private static final String[] POOL = {"AAPL", "", "é€"};

  @TestFactory
  Stream<DynamicTest> rootStringsAsTheTableWrites() {
    List<DynamicTest> out = new ArrayList<>();
    int withStrings = 0;
    for (String file : LeafRootTest.files()) {
      for (Decl d : Schemas.schema(file).decls().values()) {
        if (!(d instanceof MessageDecl m)) {
          continue;
        }
        if (strings(m).size() >= 2) {
          withStrings++;
        }
        out.add(DynamicTest.dynamicTest(file + " " + d.fullName(), () -> check(file, m)));
      }
    }
    // The price messages (two and three strings), media.Image and others: a schema list that lost
    // them would otherwise test only single strings.
    assertTrue(withStrings >= 5, "types with two or more strings: " + withStrings);
    return out.stream();
  }

  /** The names of a message's top-level string fields. */
  private static List<String> strings(MessageDecl m) {
    List<String> names = new ArrayList<>();
    for (Field f : m.fields()) {
      if (f.type() instanceof ScalarType s && s.kind() == ScalarKind.STRING) {
        names.add(f.name());
      }
    }
    return names;
  }

  @SuppressWarnings("unchecked")
  private static void check(String file, MessageDecl d) throws Exception {
    JsonBridge.Type dyn = Schemas.type(file, d.fullName());
    Codec.Dynamic compactDyn = (Codec.Dynamic) Codec.dynamic(file, d.fullName());
    Codec gen = Codec.generated(file, d.fullName());
    Class<?> c = Class.forName(Schemas.javaClassName(file, d));
    FlatType<Object> flat = (FlatType<Object>) c.getField("FLAT").get(null);
    List<String> names = strings(d);
    for (int seed = 0; seed < VALUES_PER_TYPE; seed++) {
      Value.Message v = (Value.Message) new RandomValues(seed, 3).of(d);
      if (seed % 2 == 1) {
        // seed / 2 in base 3 picks each field's string: every combination of three fields
        int k = seed / 2;
        for (String n : names) {
          if (v.get(n) instanceof Value.Str) {
            v = v.with(n, new Value.Str(POOL[k % 3]));
            k = k / 3;
          }
        }
      }
      Object record = gen.decode(new CompactWriter().encode(compactDyn.type(), v));
      for (boolean dedup : new boolean[] {true, false}) {
        byte[] expected = dyn.encodeFlat(v, new EncodeOptions(dedup, false, false));
        byte[] written =
            Flat.encode(new FlatBuilder().dedupStrings(dedup), flat, record).toByteArray();
        assertArrayEquals(expected, written, "seed " + seed + ", dedup " + dedup);
      }
    }
  }
}
