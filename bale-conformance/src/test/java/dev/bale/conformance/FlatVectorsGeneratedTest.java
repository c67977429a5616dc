package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatType;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The generated flat code against the corpus (VECTORS.md): byte for byte against every vector's
 * {@code flatHex} (the record the compact codec decodes, written by the generated {@code FLAT} with
 * the case's options, must give exactly those bytes, and decoding them gives the case's value). The
 * flat corrupt cases run through the generated verifier, decode and checked access in {@link
 * CorruptCorpusTest}.
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
}
