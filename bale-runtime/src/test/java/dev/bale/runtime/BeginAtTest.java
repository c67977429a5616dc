package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.TestTypes.Node;
import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import org.junit.jupiter.api.Test;

/**
 * {@link CompactWriter#beginAt}/{@link CompactWriter#endAt} (the pair generated code uses, the
 * header's position kept by the caller) write the same bytes as {@link CompactWriter#beginMessage}
 * with {@link CompactWriter#flag} and {@link CompactWriter#endMessage}, on every path: nested
 * messages whose headers outgrow the byte reserved for them, message dedup (references), the depth
 * and message-count limits, and a misplaced {@code endAt}.
 */
class BeginAtTest {
  /** {@link Node} written through beginAt/endAt, flag bit 0 = next presence handed to endAt. */
  static final CompactType<Node> AT =
      new CompactType<>() {
        @Override
        public String schemaName() {
          return "test.Node";
        }

        @Override
        public String fieldName(int id) {
          return id == 1 ? "value" : id == 2 ? "next" : null;
        }

        @Override
        public void write(CompactSink w, Node v) {
          int at = w.beginAt(v, this);
          if (at == CompactSink.SHARED) {
            return;
          }
          w.writeI64(v.value());
          if (v.next() != null) {
            write(w, v.next());
          }
          w.endAt(at, v.next() != null ? 1L : 0L, null);
        }

        @Override
        public Node read(CompactSource r) {
          return Node.TYPE.read(r);
        }
      };

  @Test
  void sameBytesAsBeginMessageForNestingOfEveryDepth() {
    CompactWriter a = new CompactWriter();
    CompactWriter b = new CompactWriter();
    // Depth 1..60 with varints of every length: the outer bodies pass 31 bytes (two-byte headers).
    for (int n = 1; n <= 60; n++) {
      Node chain = chain(n, 1_000_000_007L * n);
      byte[] expected = a.encode(Node.TYPE, chain);
      assertArrayEquals(expected, b.encode(AT, chain), "chain of " + n);
      assertEquals(chain, Compact.decode(Node.TYPE, expected));
    }
  }

  @Test
  void headersOfOneTwoAndThreeBytesInOneValue() {
    // A chain whose inner messages are small and outer ones large: the reserve guessed from the
    // previous message at each depth is wrong in both directions within one writer's life.
    // (Bodies past 4,095 bytes: three-byte headers.)
    CompactWriter a = new CompactWriter().maxDepth(2_000);
    CompactWriter b = new CompactWriter().maxDepth(2_000);
    for (int len : new int[] {3, 40, 700, 3, 900, 1, 1_000, 2}) {
      Node chain = chain(len, -123_456_789L);
      assertArrayEquals(a.encode(Node.TYPE, chain), b.encode(AT, chain), "chain of " + len);
    }
  }

  @Test
  void messageDedupWritesReferences() {
    Node shared = chain(3, 77);
    Node value = new Node(1, new Node(2, new Node(3, shared)));
    byte[] expected = new CompactWriter().dedupMessages(true).encode(Node.TYPE, value);
    assertArrayEquals(expected, new CompactWriter().dedupMessages(true).encode(AT, value));
  }

  @Test
  void limitsApplyAsWithBeginMessage() {
    Node deep = chain(10, 5);
    BaleException viaLevels =
        assertThrows(
            BaleException.class, () -> new CompactWriter().maxDepth(5).encode(Node.TYPE, deep));
    BaleException viaAt =
        assertThrows(BaleException.class, () -> new CompactWriter().maxDepth(5).encode(AT, deep));
    assertEquals(ErrorCode.DEPTH_LIMIT, viaLevels.code());
    assertEquals(viaLevels.code(), viaAt.code());
    BaleException count =
        assertThrows(
            BaleException.class, () -> new CompactWriter().maxMessages(4).encode(AT, deep));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, count.code());
    // The writer is usable after each failure.
    CompactWriter w = new CompactWriter().maxDepth(5);
    assertThrows(BaleException.class, () -> w.encode(AT, deep));
    assertArrayEquals(
        new CompactWriter().encode(Node.TYPE, chain(4, 5)), w.encode(AT, chain(4, 5)));
  }

  @Test
  void endAtWithAnotherMessagesPositionIsRefused() {
    CompactType<Node> wrong =
        new CompactType<>() {
          @Override
          public String schemaName() {
            return "test.Node";
          }

          @Override
          public String fieldName(int id) {
            return null;
          }

          @Override
          public void write(CompactSink w, Node v) {
            int at = w.beginAt(v, this);
            if (v.next() != null) {
              write(w, v.next());
            }
            w.endAt(at + 1, 0L, null);
          }

          @Override
          public Node read(CompactSource r) {
            throw new UnsupportedOperationException();
          }
        };
    assertThrows(IllegalStateException.class, () -> new CompactWriter().encode(wrong, chain(3, 1)));
  }

  /** n nodes whose values are {@code seed * i}, so that their varints have many lengths. */
  private static Node chain(int n, long seed) {
    Node node = null;
    for (int i = n; i >= 1; i--) {
      node = new Node((int) (seed * i), node);
    }
    return node;
  }
}
