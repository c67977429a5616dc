package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import alltypes.Node;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code View.wrap(byte[], Limits)}: checked access under the given limits, as {@code wrap(byte[])}
 * is under {@link Limits#DEFAULT}.
 */
class FlatWrapLimitsTest {
  /** A chain of {@code n} nodes linked by {@code next} (the root is level 1). */
  private static Node chain(int n) {
    Node node = null;
    for (int i = n; i >= 1; i--) {
      node = new Node("n" + i, List.of(), node, null);
    }
    return node;
  }

  /** Follows {@code next} from the root as far as it goes and returns the last node's name. */
  private static String last(Node.View root) {
    Node.View v = root;
    while (v.hasNext()) {
      v = v.next();
    }
    return v.name();
  }

  @Test
  void theDepthLimitIsTheGivenOne() {
    byte[] bytes = Flat.encode(Node.FLAT, chain(10));
    Limits depth5 = Limits.builder().depth(5).build();
    assertEquals("n10", last(new Node.View().wrap(bytes)));
    assertEquals("n10", last(new Node.View().wrap(bytes, Limits.DEFAULT)));
    BaleException e =
        assertThrows(BaleException.class, () -> last(new Node.View().wrap(bytes, depth5)));
    assertEquals(ErrorCode.DEPTH_LIMIT, e.code());
    // The same limit as the verifier's: verifying under it fails with the same code.
    BaleException v =
        assertThrows(BaleException.class, () -> Flat.decode(Node.FLAT, bytes, depth5));
    assertEquals(ErrorCode.DEPTH_LIMIT, v.code());
  }

  @Test
  void aDeepEnoughLimitReadsWhatTheDefaultRejects() {
    int levels = Limits.DEFAULT.depth() + 10; // the writer counts each node's children list too
    byte[] bytes =
        Flat.encode(new FlatBuilder().maxDepth(levels + 1), Node.FLAT, chain(levels)).toByteArray();
    assertEquals(
        ErrorCode.DEPTH_LIMIT,
        assertThrows(BaleException.class, () -> last(new Node.View().wrap(bytes))).code());
    Limits deep = Limits.builder().depth(levels).build();
    assertEquals("n" + levels, last(new Node.View().wrap(bytes, deep)));
  }

  @Test
  void nullLimitsAreRejected() {
    byte[] bytes = Flat.encode(Node.FLAT, chain(1));
    assertThrows(NullPointerException.class, () -> new Node.View().wrap(bytes, null));
  }
}
