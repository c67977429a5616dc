package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import alltypes.Node;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import java.time.Duration;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * Shared message instances (the object table, FORMAT.md §2.2) must not let a few bytes stand for an
 * exponentially large value ("alias chain", RELIABILITY.md G6/G7). The reader counts every
 * reference as the messages it stands for against {@code maxObjects}, and the writer caps inline
 * messages per root at the same number, so decoding, hashing, printing and re-encoding a decoded
 * value all stay bounded.
 */
class SharedInstanceExpansionTest {

  /** {@code levels} levels; each level's node lists the previous level's instance fanout times. */
  static Node chain(int levels, int fanout) {
    Node cur = Node.builder().name("x").build();
    for (int i = 0; i < levels; i++) {
      cur = Node.builder().name("").children(Collections.nCopies(fanout, cur)).build();
    }
    return cur;
  }

  /** Messages the value stands for when every reference is expanded. */
  static long expanded(Node n) {
    long c = 1;
    for (Node k : n.children()) {
      c += expanded(k);
    }
    return n.next() == null ? c : c + expanded(n.next());
  }

  static byte[] sharedBytes(Node value) {
    return new CompactWriter().dedupMessages(true).encode(Node.COMPACT, value);
  }

  static Limits maxObjects(long n) {
    return Limits.builder().maxObjects((int) Math.min(n, Integer.MAX_VALUE)).build();
  }

  @Test
  void aliasChain10x10IsRejectedAtDecodeWithDefaultLimits() {
    byte[] bytes = sharedBytes(chain(10, 10));
    BaleException e =
        assertTimeoutPreemptively(
            Duration.ofSeconds(10),
            () ->
                assertThrows(
                    BaleException.class, () -> new CompactReader().decode(Node.COMPACT, bytes)));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
  }

  @Test
  void maxObjectsPassesAtTheExpandedCountAndFailsOneBelow() {
    Node value = chain(3, 10);
    long total = expanded(value); // 1 + 10 * (1 + 10 * (1 + 10)) = 1111
    assertEquals(1111, total);
    byte[] bytes = sharedBytes(value);
    Node decoded = new CompactReader(maxObjects(total)).decode(Node.COMPACT, bytes);
    assertEquals(value, decoded);
    // Sharing survives decoding: one instance per object-table entry.
    assertSame(decoded.children().get(0), decoded.children().get(9));
    BaleException e =
        assertThrows(
            BaleException.class,
            () -> new CompactReader(maxObjects(total - 1)).decode(Node.COMPACT, bytes));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
  }

  @Test
  void writerCapsInlineMessagesSoADecodedGraphCannotExplodeOnReencode() {
    // A chain that a caller decoded with maxObjects lifted (10^7 expanded messages).
    byte[] bytes = sharedBytes(chain(7, 10));
    Node decoded =
        new CompactReader(Limits.builder().maxObjects(Integer.MAX_VALUE).build())
            .decode(Node.COMPACT, bytes);
    BaleException e =
        assertTimeoutPreemptively(
            Duration.ofSeconds(20),
            () ->
                assertThrows(
                    BaleException.class, () -> new CompactWriter().encode(Node.COMPACT, decoded)));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
    // With message dedup the same graph re-encodes to the same small bytes.
    assertArrayEquals(bytes, sharedBytes(decoded));
  }

  @Test
  void writerCapPassesAtItsValueAndFailsOneBelow() {
    Node value = chain(2, 10); // 1 + 10 * (1 + 10) = 111 messages when written inline
    assertEquals(111, expanded(value));
    new CompactWriter().maxMessages(111).encode(Node.COMPACT, value);
    BaleException e =
        assertThrows(
            BaleException.class,
            () -> new CompactWriter().maxMessages(110).encode(Node.COMPACT, value));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
    // References are free: shared, the same value is 1 root + 2 table entries.
    new CompactWriter().dedupMessages(true).maxMessages(3).encode(Node.COMPACT, value);
  }
}
