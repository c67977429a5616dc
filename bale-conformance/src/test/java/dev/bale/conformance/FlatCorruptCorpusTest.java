package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.json.Inspector;
import dev.bale.runtime.BaleException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every flat corrupt case ({@code testdata/corrupt/flat/}, VECTORS.md §2.1) is rejected by the
 * dynamic flat verifier with exactly its code (and offset when given): by verification alone, by
 * verify+decode, and by {@code bale inspect --codec flat}.
 */
class FlatCorruptCorpusTest {
  @Test
  void corpusHasAtLeast30FlatCases() {
    int n = Corpus.flatCorrupt().size();
    assertTrue(n >= 30, "expected >= 30 flat corrupt cases, found " + n);
  }

  @TestFactory
  Stream<DynamicNode> corrupt() {
    List<DynamicNode> out = new ArrayList<>();
    for (Corpus.Corrupt c : Corpus.flatCorrupt()) {
      out.add(
          DynamicContainer.dynamicContainer(
              c.name(),
              Stream.of(
                  DynamicTest.dynamicTest("verify", () -> check(c, false)),
                  DynamicTest.dynamicTest("decode", () -> check(c, true)),
                  DynamicTest.dynamicTest("inspector", () -> checkInspector(c)))));
    }
    return out.stream();
  }

  static void check(Corpus.Corrupt c, boolean decode) {
    FlatCodecs.Flat f = FlatCodecs.of(c.schema(), c.type());
    byte[] bytes = Hex.decode(c.hex());
    try {
      if (decode) {
        f.decode(bytes, c.frame(), CorruptCorpusTest.limits(c.limits()));
      } else {
        f.type.verifyFlat(bytes, c.frame(), CorruptCorpusTest.limits(c.limits()));
      }
    } catch (BaleException e) {
      assertCode(c, e);
      return;
    } catch (Throwable t) {
      throw new AssertionError(c.name() + ": expected " + c.code() + ", got " + t, t);
    }
    throw new AssertionError(c.name() + ": expected " + c.code() + ", but the bytes verified");
  }

  static void checkInspector(Corpus.Corrupt c) {
    FlatCodecs.Flat f = FlatCodecs.of(c.schema(), c.type());
    Inspector.Result r =
        f.type.inspectFlat(Hex.decode(c.hex()), c.frame(), CorruptCorpusTest.limits(c.limits()));
    if (r.error() == null) {
      throw new AssertionError(c.name() + ": the flat inspector accepts it\n" + r.render());
    }
    assertCode(c, r.error());
  }

  private static void assertCode(Corpus.Corrupt c, BaleException e) {
    assertEquals(c.code(), e.code().name(), c.name() + ": wrong error code; " + e.getMessage());
    assertTrue(e.offset() >= 0 && e.offset() <= Hex.decode(c.hex()).length, "offset: " + e);
    if (c.offset() != null) {
      assertEquals((long) c.offset(), e.offset(), c.name() + ": wrong offset; " + e.getMessage());
    }
  }
}
