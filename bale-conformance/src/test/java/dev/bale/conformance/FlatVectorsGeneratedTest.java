package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatData;
import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.flat.FlatVerifier;
import dev.bale.schema.Canonical;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The generated flat code against the corpus (VECTORS.md): byte for byte against every vector's
 * {@code flatHex} (the record the compact codec decodes, written by the generated {@code FLAT} with
 * the case's options, must give exactly those bytes, and decoding them gives the case's value), and
 * the generated verifier against every flat corrupt case in {@code testdata/corrupt/flat/} (exactly
 * the expected code, and offset where the case has one) — through the verifier and through checked
 * access ({@code View.wrap}, then every accessor).
 */
class FlatVectorsGeneratedTest {

  @TestFactory
  Stream<DynamicTest> vectorsByteForByte() {
    List<DynamicTest> out = new ArrayList<>();
    for (Corpus.Vector v : Corpus.vectors()) {
      String flatHex = text(v.node(), "flatHex");
      if (flatHex != null) {
        out.add(DynamicTest.dynamicTest(v.name(), () -> vector(v, flatHex)));
      }
    }
    assertTrue(out.size() >= 150, "vectors with flatHex: " + out.size());
    return out.stream();
  }

  private static String text(JsonNode n, String key) {
    JsonNode x = n.get(key);
    return x == null || x.isNull() ? null : x.asText();
  }

  static void vector(Corpus.Vector v, String flatHex) throws Exception {
    Codec compact = Codec.generated(v.schema(), v.type());
    FlatType<Object> type =
        FlatGeneratedTest.flatType(Class.forName(Schemas.javaClassName(v.schema(), compact.decl)));
    byte[] expected = Hex.decode(flatHex);
    Object decoded = decode(type, expected, v.options().frame(), compact);
    VectorConformanceTest.assertValue(
        v,
        compact.decl,
        v.isEvolution() ? v.value() : v.value(),
        compact.toJson(decoded),
        "generated Flat.decode(flatHex)");
    if (v.decodeOnly() || v.isEvolution()) {
      return;
    }
    Object record = compact.decode(Hex.decode(v.hex()), v.options().frame(), Limits.DEFAULT);
    FlatBuilder b =
        new FlatBuilder()
            .dedupStrings(v.options().dedupStrings())
            .dedupMessages(v.options().dedupMessages());
    Flat.encode(b, type, record);
    byte[] actual =
        v.options().frame() ? b.toByteArrayFramed(compact.fingerprint) : b.toByteArray();
    VectorConformanceTest.assertHex(v, flatHex, actual, "generated flat encode");
  }

  private static Object decode(FlatType<Object> type, byte[] bytes, boolean frame, Codec c) {
    return frame ? Flat.decodeFramed(type, bytes, c.fingerprint) : Flat.decode(type, bytes);
  }

  @TestFactory
  Stream<DynamicTest> corruptCasesRejected() {
    List<DynamicTest> out = new ArrayList<>();
    for (Path f : Corpus.jsonFiles(TestData.corrupt().resolve("flat"))) {
      for (JsonNode n : Corpus.readArray(f)) {
        out.add(DynamicTest.dynamicTest(n.get("name").asText(), () -> corrupt(n)));
      }
    }
    assertTrue(out.size() >= 30, "flat corrupt cases: " + out.size());
    return out.stream();
  }

  static void corrupt(JsonNode n) throws Throwable {
    String schema = n.get("schema").asText();
    String typeName = n.get("type").asText();
    Codec compact = Codec.generated(schema, typeName);
    Class<?> c = Class.forName(Schemas.javaClassName(schema, compact.decl));
    FlatType<Object> type = FlatGeneratedTest.flatType(c);
    byte[] bytes = Hex.decode(n.get("hex").asText());
    boolean frame = n.path("frame").asBoolean(false);
    FlatVerifier v = verifier(n.get("limits"));
    String name = n.get("name").asText();
    try {
      int root =
          frame
              ? v.beginFramed(
                  bytes,
                  0,
                  bytes.length,
                  type.schemaName(),
                  true,
                  Canonical.fingerprint(compact.decl))
              : v.begin(bytes, 0, bytes.length, type.schemaName());
      type.verify(v, root);
      v.leave();
      fail(name + ": verified, expected " + n.get("code").asText());
    } catch (BaleException e) {
      assertEquals(n.get("code").asText(), e.code().name(), name + ": " + e.getMessage());
      if (n.has("offset")) {
        assertEquals(n.get("offset").asLong(), e.offset(), name + ": offset of " + e.getMessage());
      }
    } finally {
      v.finish();
    }
    if (n.path("checkedAccess").asBoolean(true)) {
      checkedAccess(n, c, type, bytes, frame ? Canonical.fingerprint(compact.decl) : null);
    } else {
      // Reading in place never writes: the defaults rules (depth and message count, FORMAT.md
      // §7, §F10.2, §F13) are the verifier's and the decoder's. Only such cases may opt out of
      // checked access.
      String code = n.get("code").asText();
      assertTrue(
          code.equals("DEPTH_LIMIT") || code.equals("LIMIT_EXCEEDED"),
          name + ": checkedAccess=false with " + code);
      assertTrue(name.contains("default"), name + ": checkedAccess=false is for defaults");
    }
  }

  /**
   * Checked access (FORMAT.md §F13): wraps the bytes as {@code View.wrap} does (with the case's
   * depth limit), then walks every accessor of every view reached, every list element and map entry
   * ({@link ViewWalker#walkAll}); some accessor must throw the case's code at the case's offset. A
   * framed case is wrapped as {@code View.wrapFramed} does, checking the frame first.
   *
   * @param fingerprint the schema fingerprint of a framed case, null for an unframed one
   */
  static void checkedAccess(
      JsonNode n, Class<?> c, FlatType<Object> type, byte[] bytes, Long fingerprint)
      throws Throwable {
    String name = n.get("name").asText();
    Object view = FlatGeneratedTest.viewClass(c).getConstructor().newInstance();
    FlatData data = new FlatData().reset(bytes, 0, bytes.length);
    int calls;
    try {
      Limits limits = verifier(n.get("limits")).limits();
      int root =
          fingerprint == null
              ? Flat.check(type, data, limits)
              : data.checkFramed(type.schemaName(), limits, true, fingerprint);
      Object wrapped =
          view.getClass().getMethod("flatAt", FlatData.class, int.class).invoke(view, data, root);
      calls = ViewWalker.walkAll(wrapped);
    } catch (BaleException e) {
      assertEquals(n.get("code").asText(), e.code().name(), name + " (checked): " + e.getMessage());
      if (n.has("offset")) {
        assertEquals(
            n.get("offset").asLong(), e.offset(), name + " (checked): offset of " + e.getMessage());
      }
      return;
    }
    fail(name + ": checked access made " + calls + " accessor calls without an error");
  }

  private static FlatVerifier verifier(JsonNode limits) {
    if (limits == null || limits.isNull()) {
      return new FlatVerifier();
    }
    Limits.Builder b = Limits.builder();
    long budget = 0;
    for (Map.Entry<String, JsonNode> e : (Iterable<Map.Entry<String, JsonNode>>) limits::fields) {
      switch (e.getKey()) {
        case "depth" -> b.depth(e.getValue().intValue());
        case "maxObjects" -> b.maxObjects(e.getValue().intValue());
        case "traversalBudget", "budget" -> budget = e.getValue().asLong();
        default -> throw new IllegalArgumentException("unknown limit " + e.getKey());
      }
    }
    FlatVerifier v = new FlatVerifier(b.build());
    return budget == 0 ? v : v.traversalBudget(budget);
  }
}
