package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.Limits;
import dev.bale.tools.MutantsMain;
import dev.bale.tools.MutantsMain.Mutant;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * A root that passes half its decoded-size budget records its field path from there on, and the
 * levels it had entered before are found by a second pass that stops at that half (CompactReader's
 * {@code overBudget} and {@code withEarlierLevels}; FORMAT.md §7.1): an error found that way must
 * carry the code, offset and path of the same error found without passing the half. Checked on the
 * failing compact mutants of every vector and on forged roots that fail at the end of a long list
 * (the path then joins levels of both passes), through the generated goldens and the dynamic codec,
 * decoded with the default limits and again with a budget whose half is below what the root charges
 * before its error.
 */
class BudgetHalfPathTest {
  private static final long SEED = 20261125L;

  @Test
  void anErrorPastHalfTheBudgetHasTheCodeOffsetAndPathOfOnePass() throws Exception {
    int compared = 0;
    for (Mutant m : MutantsMain.mutants(TestData.root(), SEED, 12)) {
      if (m.codec().equals("compact") && !m.vector().startsWith("roots.")) {
        for (Codec c : Codec.both(m.schema(), m.type())) {
          compared += compare(c, m.bytes(), m.frame());
        }
      }
    }
    assertTrue(compared > 1000, "only " + compared + " mutants failed past half a budget");
  }

  @Test
  void anErrorAtTheEndOfALongListHasItsWholePath() {
    byte[] nodes = DecodedSizeBudgetTest.nodesOfEmptyBodies(2000);
    nodes[nodes.length - 1] = 1; // the last child a reference, and there is no object table
    byte[] names = DecodedSizeBudgetTest.nodesOfNameOnlyBodies(2000);
    names[names.length - 1] = 4; // the last child's name: string 4 of a table of one
    byte[] repos = DecodedSizeBudgetTest.reposOfEmptyBodies(500);
    repos[repos.length - 1] = 1;
    String[][] expected = {
      {"INVALID_OBJECT_REFERENCE", "Node.children[1999]"},
      {"STRING_INDEX_OUT_OF_RANGE", "Node.children[1999].name"},
      {"INVALID_OBJECT_REFERENCE", "ReposList.repos[499]"},
    };
    byte[][] inputs = {nodes, names, repos};
    String[] types = {"alltypes.Node", "alltypes.Node", "repos.ReposList"};
    for (int i = 0; i < inputs.length; i++) {
      String schema = types[i].startsWith("repos") ? "repos.bale" : "alltypes.bale";
      for (Codec c : Codec.both(schema, types[i])) {
        BaleException e = decode(c, inputs[i], false, Limits.DEFAULT, null);
        assertNotNull(e, c + " decoded");
        assertEquals(expected[i][0], e.code().name(), e.getMessage());
        assertEquals(expected[i][1], e.path(), e.getMessage());
        assertEquals(1, compare(c, inputs[i], false), c + ": the half was not passed");
      }
    }
  }

  /**
   * Decodes {@code bytes} with the default limits and, if that fails, again with a budget whose
   * half is passed before the error but not the budget itself; returns 1 if it compared the two
   * errors.
   */
  private static int compare(Codec c, byte[] bytes, boolean framed) {
    long[] charged = new long[1];
    BaleException first = decode(c, bytes, framed, Limits.DEFAULT, charged);
    long d = charged[0];
    if (first == null || d < 2) {
      return 0;
    }
    Limits half = Limits.builder().decodedSizeRatio(1).decodedSizeFloor(d + d / 2).build();
    if (half.decodedSizeBudget(bytes.length) / 2 >= d) {
      return 0; // the input's length sets a budget whose half the root does not reach
    }
    BaleException second = decode(c, bytes, framed, half, null);
    String what = c + ": " + HexFormat.of().formatHex(bytes);
    assertNotNull(second, what);
    assertEquals(first.getMessage(), second.getMessage(), what);
    return 1;
  }

  private static BaleException decode(
      Codec c, byte[] bytes, boolean framed, Limits limits, long[] charged) {
    CompactReader r = new CompactReader(limits);
    try {
      if (framed) {
        r.decodeFramed(c.type(), bytes, c.fingerprint);
      } else {
        r.decode(c.type(), bytes);
      }
      return null;
    } catch (BaleException e) {
      return e;
    } finally {
      if (charged != null) {
        charged[0] = r.decodedSize();
      }
    }
  }
}
