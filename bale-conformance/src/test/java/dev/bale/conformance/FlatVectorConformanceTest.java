package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.bale.json.Inspector;
import dev.bale.json.Value;
import dev.bale.runtime.Limits;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The flat side of VECTORS.md §4 for every vector: the dynamic flat codec encodes {@code value} to
 * exactly {@code flatHex}, verifies and decodes {@code flatHex} to {@code value}, re-encodes the
 * decoded value to {@code flatHex}, and for evolution cases the reader's schema decodes it to
 * {@code readValue} and writes {@code flatReencodeHex}; {@code bale inspect --codec flat} accepts
 * it. Hand-computed flat cases ({@code flatHand}) check the codec against FORMAT.md Part II.
 */
class FlatVectorConformanceTest {
  @Test
  void everyVectorHasFlatBytesAndTenAreHandComputed() {
    long hand = 0;
    for (Corpus.Vector v : Corpus.vectors()) {
      assertTrue(!v.flatHex().isBlank(), v.name() + " has no flatHex (run the generator)");
      hand += v.flatHand() ? 1 : 0;
    }
    assertTrue(hand >= 10, "expected >= 10 hand-computed flat vectors, found " + hand);
  }

  @TestFactory
  Stream<DynamicNode> vectors() {
    List<DynamicNode> out = new ArrayList<>();
    for (Corpus.Vector v : Corpus.vectors()) {
      out.add(
          DynamicContainer.dynamicContainer(
              v.name(),
              Stream.of(
                  DynamicTest.dynamicTest("dynamic", () -> check(v)),
                  DynamicTest.dynamicTest("inspector", () -> checkInspector(v)))));
    }
    return out.stream();
  }

  static void check(Corpus.Vector v) {
    FlatCodecs.Flat c = FlatCodecs.of(v.schema(), v.type());
    VectorConformanceTest.assertHex(
        v, v.flatHex(), c.encode(v.value(), v.options()), "flat encode");
    byte[] bytes = Hex.decode(v.flatHex());
    Value decoded = c.decode(bytes, v.options());
    VectorConformanceTest.assertValue(
        v, c.decl, v.value(), c.toJson(decoded), "flat verify+decode(flatHex)");
    VectorConformanceTest.assertHex(
        v, v.flatHex(), c.reencode(decoded, v.options()), "flat re-encode");
    if (v.isEvolution()) {
      FlatCodecs.Flat reader = FlatCodecs.of(v.readerSchema(), v.readerType());
      Value old = reader.decode(bytes, v.options());
      VectorConformanceTest.assertValue(
          v, reader.decl, v.readValue(), reader.toJson(old), "flat reader decode");
      byte[] again = reader.reencode(old, v.options());
      VectorConformanceTest.assertHex(v, v.flatReencodeHex(), again, "flat reader re-encode");
      // The reader's bytes read back to readValue with its own schema, and verify with the
      // writer's (fields only the writer knew are not carried by flat, FORMAT.md §F11).
      VectorConformanceTest.assertValue(
          v,
          reader.decl,
          v.readValue(),
          reader.toJson(reader.decode(again, v.options())),
          "flat reader decode(flatReencodeHex)");
      c.decode(again, v.options());
    }
  }

  static void checkInspector(Corpus.Vector v) {
    FlatCodecs.Flat c = FlatCodecs.of(v.schema(), v.type());
    Inspector.Result r =
        c.type.inspectFlat(Hex.decode(v.flatHex()), v.options().frame(), Limits.DEFAULT);
    if (r.error() != null) {
      fail(v.name() + ": flat inspector reports " + r.error() + "\n" + r.render());
    }
  }
}
