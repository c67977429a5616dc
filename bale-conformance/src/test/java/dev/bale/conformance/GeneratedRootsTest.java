package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of {@code testdata/roots/vectors.json} through the <b>generated</b> root API: the
 * class {@code Root} that the Java generator emits for a schema file's {@code root} statement
 * ({@code goldens/java/roots/*}, from {@code testdata/schemas/roots.bale} and the files it imports,
 * one per root type). Each case is decoded with {@code Root.VALUE_COMPACT} (framed cases with
 * {@code Root.FINGERPRINT}) and {@code Root.VALUE_FLAT}, compared with the vector's value, and
 * encoded back to the same bytes in both codecs. No case is skipped: a vector whose type has no
 * generated root fails {@link #everyVectorHasAGeneratedRoot}.
 */
class GeneratedRootsTest {
  static final Path ROOT_SCHEMAS = TestData.root().resolve("testdata/schemas/roots");

  /** Every generated {@code roots.<file>.Root} class by its {@code TYPE} (the root type's text). */
  static Map<String, Class<?>> rootClasses() throws IOException {
    Map<String, Class<?>> out = new TreeMap<>();
    List<Path> files;
    try (Stream<Path> s = Files.list(ROOT_SCHEMAS)) {
      files = s.filter(p -> p.toString().endsWith(".bale")).sorted().toList();
    }
    for (Path p : files) {
      String name = p.getFileName().toString();
      Class<?> c = load("roots." + name.substring(0, name.length() - ".bale".length()) + ".Root");
      Object previous = out.put((String) field(c, "TYPE"), c);
      assertTrue(previous == null, "two roots of type " + field(c, "TYPE"));
    }
    return out;
  }

  static Class<?> load(String name) {
    try {
      return Class.forName(name);
    } catch (ClassNotFoundException e) {
      throw new AssertionError("no generated class " + name + ": run make goldens", e);
    }
  }

  static Object field(Class<?> c, String name) {
    try {
      return c.getField(name).get(null);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(c.getName() + " has no public static " + name, e);
    }
  }

  static Class<?> rootOf(Corpus.Vector v) throws IOException {
    String type = RootVectorsTest.rootType(v).canonical();
    Class<?> c = rootClasses().get(type);
    assertNotNull(c, v.name() + ": no generated Root of type " + type + " in " + ROOT_SCHEMAS);
    return c;
  }

  @Test
  void everyVectorHasAGeneratedRoot() throws IOException {
    Map<String, Class<?>> roots = rootClasses();
    List<String> unused = new ArrayList<>(roots.keySet());
    for (Corpus.Vector v : RootVectorsTest.vectors()) {
      String type = RootVectorsTest.rootType(v).canonical();
      assertTrue(roots.containsKey(type), v.name() + ": no generated Root of type " + type);
      unused.remove(type);
    }
    assertEquals(List.of(), unused, "generated roots that no vector runs");
  }

  @TestFactory
  Stream<DynamicTest> compact() {
    return RootVectorsTest.vectors().stream()
        .map(v -> DynamicTest.dynamicTest(v.name(), () -> checkCompact(v)));
  }

  @TestFactory
  Stream<DynamicTest> flat() {
    return RootVectorsTest.vectors().stream()
        .map(v -> DynamicTest.dynamicTest(v.name(), () -> checkFlat(v)));
  }

  @SuppressWarnings("unchecked")
  static void checkCompact(Corpus.Vector v) throws IOException {
    Class<?> root = rootOf(v);
    CompactType<Object> type = (CompactType<Object>) field(root, "VALUE_COMPACT");
    long fp = (long) field(root, "FINGERPRINT");
    assertEquals(Schemas.type(v.schema(), v.type()).fingerprint(), fp, "Root.FINGERPRINT");
    Corpus.Options o = v.options();
    byte[] bytes = Hex.decode(v.hex());
    CompactReader r = new CompactReader();
    Object decoded = o.frame() ? r.decodeFramed(type, bytes, fp) : r.decode(type, bytes);
    RootVectorsTest.assertValue(
        v, RecordJson.toJson(RootVectorsTest.rootType(v), decoded), "Root.VALUE_COMPACT decode");
    CompactWriter w =
        new CompactWriter().dedupStrings(o.dedupStrings()).dedupMessages(o.dedupMessages());
    byte[] again = o.frame() ? w.encodeFramed(type, decoded, fp) : w.encode(type, decoded);
    VectorConformanceTest.assertHex(v, v.hex(), again, "Root.VALUE_COMPACT encode");
    if (!o.frame() && o.dedupStrings() && !o.dedupMessages()) {
      // The static shortcuts use the default writer (string dedup on, message dedup off).
      Object viaDecode = invoke(root, "decode", bytes);
      VectorConformanceTest.assertHex(
          v, v.hex(), (byte[]) invoke(root, "encode", viaDecode), "Root.encode(Root.decode)");
    }
  }

  @SuppressWarnings("unchecked")
  static void checkFlat(Corpus.Vector v) throws IOException {
    Class<?> root = rootOf(v);
    FlatType<Object> type = (FlatType<Object>) field(root, "VALUE_FLAT");
    CompactType<Object> compact = (CompactType<Object>) field(root, "VALUE_COMPACT");
    long fp = (long) field(root, "FINGERPRINT");
    Corpus.Options o = v.options();
    byte[] flat = Hex.decode(v.flatHex());
    Object decoded = o.frame() ? Flat.decodeFramed(type, flat, fp) : Flat.decode(type, flat);
    RootVectorsTest.assertValue(
        v, RecordJson.toJson(RootVectorsTest.rootType(v), decoded), "Root.VALUE_FLAT decode");
    // Encode what the compact decoder gives (it shares instances as the object table says).
    byte[] bytes = Hex.decode(v.hex());
    CompactReader r = new CompactReader();
    Object value = o.frame() ? r.decodeFramed(compact, bytes, fp) : r.decode(compact, bytes);
    FlatBuilder b =
        new FlatBuilder().dedupStrings(o.dedupStrings()).dedupMessages(o.dedupMessages());
    Flat.encode(b, type, value);
    byte[] actual = o.frame() ? b.toByteArrayFramed(fp) : b.toByteArray();
    VectorConformanceTest.assertHex(v, v.flatHex(), actual, "Root.VALUE_FLAT encode");
  }

  @TestFactory
  Stream<DynamicTest> corrupt() {
    return RootVectorsTest.corrupt().stream()
        .map(rc -> DynamicTest.dynamicTest(rc.c().name(), () -> checkCorrupt(rc)));
  }

  @SuppressWarnings("unchecked")
  static void checkCorrupt(RootVectorsTest.RootCorrupt rc) throws IOException {
    Corpus.Corrupt c = rc.c();
    String type = Schemas.type(c.schema(), c.type()).rootType().canonical();
    Class<?> root = rootClasses().get(type);
    assertNotNull(root, c.name() + ": no generated Root of type " + type);
    long fp = (long) field(root, "FINGERPRINT");
    byte[] bytes = Hex.decode(c.hex());
    if (rc.flat()) {
      FlatType<Object> t = (FlatType<Object>) field(root, "VALUE_FLAT");
      RootVectorsTest.expectError(
          c,
          "Root.VALUE_FLAT",
          () -> {
            if (c.frame()) {
              Flat.decodeFramed(t, bytes, fp);
            } else {
              Flat.decode(t, bytes);
            }
          });
    } else {
      CompactType<Object> t = (CompactType<Object>) field(root, "VALUE_COMPACT");
      RootVectorsTest.expectError(
          c,
          "Root.VALUE_COMPACT",
          () -> {
            CompactReader r = new CompactReader();
            if (c.frame()) {
              r.decodeFramed(t, bytes, fp);
            } else {
              r.decode(t, bytes);
            }
          });
    }
  }

  static Object invoke(Class<?> c, String method, Object arg) {
    for (java.lang.reflect.Method m : c.getMethods()) {
      if (m.getName().equals(method) && m.getParameterCount() == 1) {
        try {
          return m.invoke(null, arg);
        } catch (ReflectiveOperationException e) {
          throw new AssertionError(c.getName() + "." + method, e);
        }
      }
    }
    throw new AssertionError(c.getName() + " has no static " + method);
  }

  @Test
  void theApiAsAUserWritesIt() {
    List<alltypes.Leaf> leaves =
        List.of(new alltypes.Leaf("a", 1, null), new alltypes.Leaf("b", -1, null));
    byte[] bytes = roots.leaves.Root.encode(leaves);
    assertEquals(leaves, roots.leaves.Root.decode(bytes));
    assertEquals(leaves, Compact.decode(roots.leaves.Root.VALUE_COMPACT, bytes));
    assertEquals(
        leaves, roots.leaves.Root.decodeFlat(Flat.encode(roots.leaves.Root.VALUE_FLAT, leaves)));
    byte[] framed =
        Compact.encodeFramed(
            roots.leaves.Root.VALUE_COMPACT, leaves, roots.leaves.Root.FINGERPRINT);
    assertEquals(
        leaves,
        Compact.decodeFramed(
            roots.leaves.Root.VALUE_COMPACT, framed, roots.leaves.Root.FINGERPRINT));
    // Another root's fingerprint is a mismatch.
    BaleException e =
        assertThrows(
            BaleException.class,
            () ->
                Compact.decodeFramed(
                    roots.by_name.Root.VALUE_COMPACT, framed, roots.by_name.Root.FINGERPRINT));
    assertEquals(ErrorCode.FINGERPRINT_MISMATCH, e.code());

    assertEquals(42L, roots.number.Root.decode(roots.number.Root.encode(42L)));
    assertEquals(true, roots.flag.Root.decode(roots.flag.Root.encode(true)));
    assertEquals(
        alltypes.Color.BLUE, roots.color.Root.decode(roots.color.Root.encode(alltypes.Color.BLUE)));
    List<List<Integer>> nested = List.of(List.of(1, 2), List.of(), List.of(-3));
    assertEquals(nested, roots.nested.Root.decodeFlat(roots.nested.Root.encodeFlat(nested)));
    Map<Long, String> byNumber = Map.of(7L, "a");
    assertEquals(byNumber, roots.by_number.Root.decode(roots.by_number.Root.encode(byNumber)));

    // A message root is its own root: the message's codecs, no wrapper.
    assertSame(alltypes.Leaf.COMPACT, roots.Root.VALUE_COMPACT);
    assertSame(alltypes.Leaf.FLAT, roots.Root.VALUE_FLAT);
    alltypes.Leaf leaf = new alltypes.Leaf("x", 2, null);
    assertEquals(leaf, alltypes.Leaf.fromCompactBytes(roots.Root.encode(leaf)));

    // The wrapper record is the message on the wire; its flat View reads the value in place.
    roots.leaves.Root.View view =
        new roots.leaves.Root.View().wrap(roots.leaves.Root.encodeFlat(leaves));
    assertEquals(2, view.valueLength());
    assertEquals("b", view.value(1).name());
  }

  @Test
  void errorsNameTheWrapper() {
    // A list root whose count claims more elements than there are bytes.
    byte[] bad = Hex.decode("00 04 05");
    BaleException e = assertThrows(BaleException.class, () -> roots.leaves.Root.decode(bad));
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, e.code());
    assertTrue(e.getMessage().contains("root.value"), e.getMessage());
    BaleException nul = assertThrows(BaleException.class, () -> roots.leaves.Root.encode(null));
    assertEquals(ErrorCode.INVALID_VALUE, nul.code());
  }

  @Test
  void nestedScalarListsBuiltByTheCallerEncodeFlat() {
    // Found by this test: the generated flat writer cast a list nested in a list to IntList,
    // which only decoded lists are (the record constructor copies the outer list only).
    List<List<Integer>> nested = List.of(List.of(1, 2), List.of(-3));
    alltypes.AllTypes v =
        alltypes.AllTypes.builder().shape(new alltypes.Shape.Label("x")).lNested(nested).build();
    assertEquals(nested, alltypes.AllTypes.fromFlatBytes(v.toFlatBytes()).lNested());
  }
}
