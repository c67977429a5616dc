package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.RandomValues;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.internal.CompactAccess;
import dev.bale.runtime.internal.CompactSink;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The one-pass path for roots of message types whose tree has a bounded shape ({@code
 * CompactTree}: {@code encodeLeaf} of a type that is not a leaf, {@code treeSize}/{@code
 * treeWrite} of every type under it) writes exactly the bytes of the general path, with string
 * dedup on and off, and hands what it does not take to the general path.
 */
class TreeRootTest {
  private static final int VALUES_PER_TYPE = 200;

  @TestFactory
  Stream<DynamicTest> treeRootsEncodeAsTheGeneralPathDoes() {
    List<DynamicTest> out = new ArrayList<>();
    for (String file : LeafRootTest.files()) {
      for (Decl d : Schemas.schema(file).decls().values()) {
        if (!(d instanceof MessageDecl)) {
          continue;
        }
        Codec.Generated gen = (Codec.Generated) Codec.generated(file, d.fullName());
        if (!treeRoot(gen.type())) {
          continue;
        }
        out.add(DynamicTest.dynamicTest(file + " " + d.fullName(), () -> randomValues(file, d)));
      }
    }
    // media.MediaContent, gmsg1.GoogleMessage1, ...: a generator that stopped emitting the path
    // would otherwise pass with nothing to run.
    assertTrue(out.size() >= 5, "tree roots found: " + out.size());
    return out.stream();
  }

  /** A type whose encodeLeaf is the tree path's (it overrides treeSize and is not a leaf). */
  static boolean treeRoot(CompactType<?> type) {
    try {
      return type.getClass()
                  .getMethod("encodeLeaf", CompactSink.class, Object.class)
                  .getDeclaringClass()
              != CompactType.class
          && type.getClass()
                  .getMethod(
                      "decodeLeaf",
                      dev.bale.runtime.internal.CompactSource.class,
                      byte[].class,
                      int.class,
                      int.class)
                  .getDeclaringClass()
              == CompactType.class;
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void randomValues(String file, Decl d) {
    Codec.Dynamic dyn = (Codec.Dynamic) Codec.dynamic(file, d.fullName());
    Codec gen = Codec.generated(file, d.fullName());
    int taken = 0;
    for (int seed = 0; seed < VALUES_PER_TYPE; seed++) {
      byte[] bytes = new CompactWriter().encode(dyn.type(), new RandomValues(seed, 3).of(d));
      Object record = gen.decode(bytes);
      for (boolean dedup : new boolean[] {true, false}) {
        CompactWriter w = new CompactWriter().dedupStrings(dedup);
        byte[] expected = general(gen.type(), record, dedup);
        Object tree = gen.type().encodeLeaf(CompactAccess.sink(w), record);
        if (tree != null) {
          taken++;
          assertArrayEquals(expected, (byte[]) tree, "seed " + seed + ", dedup " + dedup);
        }
        assertArrayEquals(expected, w.encode(gen.type(), record), "seed " + seed);
        assertEquals(record, gen.decode(expected));
      }
    }
    // Many random values are small enough for the path (the rest hold a non-empty list of scalars,
    // a long list or too many strings): a path that declined everything would pass the byte
    // comparison above without testing it.
    assertTrue(taken >= 10, d.fullName() + ": tree path took " + taken);
  }

  /** The general path's bytes: the stream entry point never takes the one-pass paths. */
  private static <T> byte[] general(CompactType<T> type, T value, boolean dedup) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      new CompactWriter().dedupStrings(dedup).encode(type, value, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }
}
