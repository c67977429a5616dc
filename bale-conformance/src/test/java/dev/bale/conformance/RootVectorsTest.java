package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.dynamic.Inspector;
import dev.bale.dynamic.Value;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.Limits;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatType;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The vectors of roots that are not messages ({@code testdata/roots/vectors.json}, FORMAT.md §2.3,
 * same case format as {@code testdata/vectors/}), run through the dynamic compact and flat codecs,
 * the inspector, the JSON text, and the generated goldens through {@link RootTypes} (lists and
 * string maps of declared types); the corrupt root wrappers ({@code testdata/roots/corrupt.json})
 * through the dynamic codecs. {@link GeneratedRootsTest} runs both through the generated {@code
 * Root} classes. They live apart from {@code testdata/vectors/} because their type is a type
 * expression that only a schema's {@code root} statement gives generated code for (VECTORS.md §7).
 */
class RootVectorsTest {
  static final Path FILE = TestData.root().resolve("testdata/roots/vectors.json");

  @BeforeAll
  static void regenerate() throws Exception {
    if (Boolean.getBoolean("bale.regenerateVectors")) {
      VectorGenerator.regenerate(FILE);
    }
  }

  static List<Corpus.Vector> vectors() {
    List<Corpus.Vector> out = new ArrayList<>();
    for (JsonNode n : Corpus.readArray(FILE)) {
      out.add(Corpus.vector(FILE, (com.fasterxml.jackson.databind.node.ObjectNode) n));
    }
    return out;
  }

  @Test
  void theFileHasHandCasesOfEveryKind() {
    List<Corpus.Vector> vs = vectors();
    assertTrue(vs.size() >= 15, "vectors: " + vs.size());
    assertTrue(vs.stream().filter(Corpus.Vector::hand).count() >= 7);
    for (Corpus.Vector v : vs) {
      assertTrue(v.name().startsWith("roots."), v.name());
      assertTrue(!v.hex().isBlank() && !v.flatHex().isBlank(), v.name() + ": run the generator");
    }
  }

  @TestFactory
  Stream<DynamicTest> dynamicCompactAndFlat() {
    return vectors().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> checkDynamic(v)));
  }

  @TestFactory
  Stream<DynamicTest> generatedThroughRootTypes() {
    return vectors().stream()
        .filter(v -> generated(v) != null)
        .map(v -> DynamicTest.dynamicTest(v.name(), () -> checkGenerated(v)));
  }

  static TypeRef rootType(Corpus.Vector v) {
    return Schemas.type(v.schema(), v.type()).rootType();
  }

  static void assertValue(Corpus.Vector v, JsonNode actual, String what) {
    String d = JsonCompare.diff(rootType(v), v.value(), actual);
    if (d != null) {
      fail(
          v.name()
              + ": "
              + what
              + ": "
              + d
              + "\n  expected "
              + v.value()
              + "\n  actual   "
              + actual);
    }
  }

  static void checkDynamic(Corpus.Vector v) throws Exception {
    Codec.Dynamic c = (Codec.Dynamic) Codec.dynamic(v.schema(), v.type());
    Corpus.Options o = v.options();
    VectorConformanceTest.assertHex(
        v, v.hex(), c.encode(c.fromJson(v.value(), o.dedupMessages()), o), "encode(value)");
    Object decoded = c.decode(Hex.decode(v.hex()), o.frame(), Limits.DEFAULT);
    assertValue(v, c.toJson(decoded), "decode(hex)");
    VectorConformanceTest.assertHex(v, v.hex(), c.encode(decoded, o), "re-encode");
    // JSON text back to the same bytes.
    String text = c.bridgeType.toJson((Value) decoded);
    VectorConformanceTest.assertHex(
        v,
        v.hex(),
        c.encode(c.fromJson(Corpus.JSON.readTree(text), o.dedupMessages()), o),
        "JSON " + text);
    Inspector.Result r = c.bridgeType.inspect(Hex.decode(v.hex()), o.frame());
    assertNull(r.error(), () -> v.name() + ": inspect: " + r.error() + "\n" + r.render());

    FlatCodecs.Flat f = FlatCodecs.of(v.schema(), v.type());
    VectorConformanceTest.assertHex(v, v.flatHex(), f.encode(v.value(), o), "flat encode(value)");
    Value flatDecoded = f.decode(Hex.decode(v.flatHex()), o);
    assertValue(v, f.toJson(flatDecoded), "flat decode(flatHex)");
    VectorConformanceTest.assertHex(v, v.flatHex(), f.reencode(flatDecoded, o), "flat re-encode");
  }

  /** The generated goldens' root type of the vector, or null when RootTypes has none for it. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static CompactType<Object> generated(Corpus.Vector v) {
    TypeRef t = rootType(v);
    if (t instanceof ListType l && l.element() instanceof NamedType n) {
      CompactType<Object> element = constant(v, n);
      int min = n.decl() instanceof StructDecl ? 16 : 1; // alltypes.Point: two f64
      if (n.decl() instanceof StructDecl && !n.fullName().equals("alltypes.Point")) {
        return null;
      }
      return (CompactType) RootTypes.list(element, min);
    }
    if (t instanceof MapType m
        && m.key() instanceof ScalarType k
        && k.kind() == ScalarKind.STRING
        && m.value() instanceof NamedType n) {
      return (CompactType) RootTypes.stringMap(constant(v, n));
    }
    return null;
  }

  private static CompactType<Object> constant(Corpus.Vector v, NamedType n) {
    return Codec.Generated.compactConstant(Schemas.javaClassName(v.schema(), n.decl()));
  }

  static void checkGenerated(Corpus.Vector v) {
    CompactType<Object> type = generated(v);
    Corpus.Options o = v.options();
    long fp = Schemas.type(v.schema(), v.type()).fingerprint();
    byte[] bytes = Hex.decode(v.hex());
    CompactReader r = new CompactReader();
    Object decoded = o.frame() ? r.decodeFramed(type, bytes, fp) : r.decode(type, bytes);
    assertValue(v, RecordJson.toJson(rootType(v), decoded), "generated decode(hex)");
    CompactWriter w =
        new CompactWriter().dedupStrings(o.dedupStrings()).dedupMessages(o.dedupMessages());
    byte[] again = o.frame() ? w.encodeFramed(type, decoded, fp) : w.encode(type, decoded);
    VectorConformanceTest.assertHex(v, v.hex(), again, "generated re-encode");
  }

  @TestFactory
  Stream<DynamicTest> generatedFlatThroughRootTypes() {
    return vectors().stream()
        .filter(v -> flatGenerated(v) != null)
        .map(v -> DynamicTest.dynamicTest(v.name(), () -> checkGeneratedFlat(v)));
  }

  /** {@link RootTypes#flatList} of the vector's message element, or null. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static FlatType<Object> flatGenerated(Corpus.Vector v) {
    if (rootType(v) instanceof ListType l
        && l.element() instanceof NamedType n
        && n.decl() instanceof MessageDecl) {
      try {
        Class<?> c = Class.forName(Schemas.javaClassName(v.schema(), n.decl()));
        return (FlatType) RootTypes.flatList(FlatGeneratedTest.flatType(c));
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
    }
    return null;
  }

  static void checkGeneratedFlat(Corpus.Vector v) {
    FlatType<Object> type = flatGenerated(v);
    Corpus.Options o = v.options();
    long fp = Schemas.type(v.schema(), v.type()).fingerprint();
    byte[] flat = Hex.decode(v.flatHex());
    Object decoded = o.frame() ? Flat.decodeFramed(type, flat, fp) : Flat.decode(type, flat);
    assertValue(v, RecordJson.toJson(rootType(v), decoded), "generated Flat.decode(flatHex)");
    // Encode what the compact decoder gives (it shares instances as the object table says).
    byte[] compact = Hex.decode(v.hex());
    CompactReader r = new CompactReader();
    CompactType<Object> ct = generated(v);
    Object record = o.frame() ? r.decodeFramed(ct, compact, fp) : r.decode(ct, compact);
    FlatBuilder b =
        new FlatBuilder().dedupStrings(o.dedupStrings()).dedupMessages(o.dedupMessages());
    Flat.encode(b, type, record);
    byte[] actual = o.frame() ? b.toByteArrayFramed(fp) : b.toByteArray();
    VectorConformanceTest.assertHex(v, v.flatHex(), actual, "generated flat encode");
  }

  static final Path CORRUPT = TestData.root().resolve("testdata/roots/corrupt.json");

  /**
   * A corrupt case of a root wrapper ({@code testdata/roots/corrupt.json}); flat when {@code codec:
   * "flat"}.
   */
  record RootCorrupt(Corpus.Corrupt c, boolean flat) {
    @Override
    public String toString() {
      return c.name();
    }
  }

  static List<RootCorrupt> corrupt() {
    List<RootCorrupt> out = new ArrayList<>();
    for (JsonNode n : Corpus.readArray(CORRUPT)) {
      Corpus.Corrupt c =
          new Corpus.Corrupt(
              CORRUPT,
              n.path("name").asText(),
              n.path("schema").asText(),
              n.path("type").asText(),
              n.path("hex").asText(),
              n.path("code").asText(),
              n.path("frame").asBoolean(false),
              null,
              n.has("offset") ? n.get("offset").asLong() : null,
              n.path("checkedAccess").asBoolean(true),
              n.path("note").asText(null));
      out.add(new RootCorrupt(c, "flat".equals(n.path("codec").asText())));
    }
    return out;
  }

  /** Runs {@code decode}, which must fail with exactly the case's code (and offset, if given). */
  static void expectError(Corpus.Corrupt c, String what, Runnable decode) {
    try {
      decode.run();
    } catch (BaleException e) {
      assertEquals(c.code(), e.code().name(), c.name() + ": " + what + ": " + e.getMessage());
      if (c.offset() != null) {
        assertEquals((long) c.offset(), e.offset(), c.name() + ": " + what + " offset: " + e);
      }
      return;
    }
    fail(c.name() + ": " + what + " decoded without error, expected " + c.code());
  }

  @Test
  void theCorruptFileHasCasesOfEveryKind() {
    List<RootCorrupt> cs = corrupt();
    assertTrue(cs.size() >= 12, "corrupt root cases: " + cs.size());
    assertTrue(cs.stream().anyMatch(RootCorrupt::flat));
    for (RootCorrupt rc : cs) {
      assertTrue(rc.c().name().startsWith("roots.corrupt."), rc.c().name());
      assertTrue(!rc.c().note().isBlank(), rc.c().name() + ": a note says how the bytes were made");
    }
  }

  @TestFactory
  Stream<DynamicTest> dynamicCorrupt() {
    return corrupt().stream()
        .map(
            rc ->
                DynamicTest.dynamicTest(
                    rc.c().name(),
                    () -> {
                      Corpus.Corrupt c = rc.c();
                      byte[] bytes = Hex.decode(c.hex());
                      if (rc.flat()) {
                        FlatCodecs.Flat f = FlatCodecs.of(c.schema(), c.type());
                        expectError(
                            c, "dynamic flat", () -> f.decode(bytes, c.frame(), Limits.DEFAULT));
                      } else {
                        Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(c.schema(), c.type());
                        expectError(
                            c, "dynamic compact", () -> d.decode(bytes, c.frame(), Limits.DEFAULT));
                      }
                    }));
  }

  @Test
  void generatedCoversListsAndMaps() {
    long n = vectors().stream().filter(v -> generated(v) != null).count();
    assertEquals(8, n, "vectors the generated goldens run through RootTypes");
    long flat = vectors().stream().filter(v -> flatGenerated(v) != null).count();
    assertEquals(4, flat, "vectors the generated goldens run through RootTypes.flatList");
  }
}
