package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alltypes.Node;
import java.util.List;
import org.junit.jupiter.api.Test;

class SharingExpansionTest {
  private static Node node(String name, List<Node> children, Node next) {
    return Node.builder().name(name).children(children).next(next).build();
  }

  @Test
  void countsATreeExactly() {
    Node leaf1 = node("a", List.of(), null);
    Node leaf2 = node("b", List.of(), null);
    Node tail = node("t", List.of(), null);
    Node root = node("r", List.of(leaf1, leaf2), tail);
    assertEquals(4, SharingExpansion.records(root, 1_000));
  }

  /** 60 levels that each point at the level below twice: 2^61 - 1 records, visited 60 times. */
  @Test
  void countsSharedInstancesOncePerPathUpToTheCap() {
    Node n = node("0", List.of(), null);
    for (int i = 1; i <= 60; i++) {
      n = node(Integer.toString(i), List.of(n), n);
    }
    assertEquals(1_000_000, SharingExpansion.records(n, 1_000_000));
    Node m = node("0", List.of(), null);
    for (int i = 1; i <= 10; i++) {
      m = node(Integer.toString(i), List.of(m), m);
    }
    assertEquals((1 << 11) - 1, SharingExpansion.records(m, Long.MAX_VALUE));
  }
}
