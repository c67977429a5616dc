package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.Node;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link GraphEquals} says what {@code equals} says, and stays linear on shared instances. */
class GraphEqualsTest {
  /** A chain of {@code depth} nodes, each holding the one below twice (2^depth paths). */
  private static Node diamonds(int depth, String leafName) {
    Node n = new Node(leafName, List.of(), null, null);
    for (int i = 0; i < depth; i++) {
      n = new Node("n" + i, List.of(n, n), n, null);
    }
    return n;
  }

  @Test
  void agreesWithEqualsOnTrees() {
    Node a = new Node("a", List.of(new Node("b", List.of(), null, null)), null, null);
    Node same = new Node("a", new ArrayList<>(a.children()), null, null);
    Node other = new Node("a", List.of(new Node("c", List.of(), null, null)), null, null);
    Node longer = new Node("a", List.of(a.children().get(0), a.children().get(0)), null, null);
    for (Node[] pair : new Node[][] {{a, same}, {a, other}, {a, longer}, {a, null}, {a, a}}) {
      assertEquals(a.equals(pair[1]), GraphEquals.equal(pair[0], pair[1]));
    }
    assertTrue(
        GraphEquals.equal(List.of(1.0, Double.NaN), new ArrayList<>(List.of(1.0, Double.NaN))));
    assertFalse(GraphEquals.equal(List.of(0.0), List.of(-0.0))); // as Double.equals
  }

  @Test
  void sharedSubtreesAreComparedOnce() {
    // equals() would visit 2^60 paths; two separately built DAGs of the same shape are equal.
    assertTrue(GraphEquals.equal(diamonds(60, "x"), diamonds(60, "x")));
    // A difference at the bottom, under every path, is found.
    assertFalse(GraphEquals.equal(diamonds(60, "x"), diamonds(60, "y")));
  }
}
