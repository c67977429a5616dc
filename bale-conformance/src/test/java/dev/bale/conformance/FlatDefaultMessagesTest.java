package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.Node;
import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;
import java.nio.file.Files;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * A null element of a list of messages reads as a default message, which the verifier counts
 * against {@code maxObjects} as a visited message (FORMAT.md §F10.2 step 5), so that whatever
 * verifies re-encodes into bytes that verify at the same limit. The input is the issue-18 finding
 * of {@code FlatVerifyFuzzTest#node}: shared lists of nodes with null elements, which verified with
 * 917,471 messages visited and re-encoded into bytes that visit 1,057,905.
 */
class FlatDefaultMessagesTest {
  private static final String INPUT =
      "bale-conformance/src/test/resources/dev/bale/conformance/FlatVerifyFuzzTestInputs/node/"
          + "shared-default-messages-past-maxobjects";

  private static boolean accepts(Consumer<Limits> verify, int maxObjects) {
    try {
      verify.accept(Limits.builder().maxObjects(maxObjects).build());
      return true;
    } catch (BaleException e) {
      assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code(), e.getMessage());
      assertTrue(e.getMessage().contains("messages"), e.getMessage());
      return false;
    }
  }

  /**
   * The smallest maxObjects at which {@code verify} accepts: {@code expected} when it accepts there
   * and not one below (acceptance only grows with the limit), else found by bisection, so that a
   * failure shows the count. Two verifies instead of the bisection's 22: each visits a million
   * messages.
   */
  private static int threshold(Consumer<Limits> verify, int expected) {
    if (accepts(verify, expected) && !accepts(verify, expected - 1)) {
      return expected;
    }
    int lo = 1;
    int hi = 1 << 22;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (accepts(verify, mid)) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return lo;
  }

  private static int generated(byte[] b, int expected) {
    return threshold(
        l -> new FlatVerifier(l).root(Node.FLAT, new FlatData().reset(b, 0, b.length)), expected);
  }

  private static int dynamic(byte[] b, int expected) {
    JsonBridge.Type node = Schemas.type("alltypes.bale", "alltypes.Node");
    return threshold(l -> node.verifyFlat(b, false, l), expected);
  }

  @Test
  void aDecodeCountsWhatItsReencodingCounts() throws Exception {
    byte[] input = Files.readAllBytes(TestData.root().resolve(INPUT));
    int count = generated(input, 1_057_905);
    assertEquals(1_057_905, count);
    assertEquals(count, dynamic(input, count));
    // Past the default limit now: rejected, where it used to verify.
    BaleException e =
        assertThrows(
            BaleException.class,
            () -> new FlatVerifier().root(Node.FLAT, new FlatData().reset(input, 0, input.length)));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());

    Limits room = Limits.builder().maxObjects(count).build();
    Node value = Node.FLAT.read(new FlatData().reset(input, 0, input.length), 8);
    byte[] again =
        Flat.encode(new FlatBuilder().dedupMessages(true), Node.FLAT, value).toByteArray();
    assertEquals(count, generated(again, count));
    assertEquals(count, dynamic(again, count));
    new FlatVerifier(room).root(Node.FLAT, new FlatData().reset(again, 0, again.length));
  }
}
