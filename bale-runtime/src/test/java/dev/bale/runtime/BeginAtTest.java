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

  /**
   * A chain whose last node is written as generated code writes a small message (beginSmall, its
   * flag bits and {@code reps} copies of its value in place, endSmall; beginAt/endAt when the
   * writer declines), or through beginAt alone: the same bytes and errors are expected.
   */
  private static CompactType<Node> tail(boolean small, long bits, int reps) {
    return new CompactType<>() {
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
        if (v.next() == null && small) {
          byte[] b = w.room(2 + 10 + 10 * reps);
          int start = w.beginSmall(v, this);
          if (start >= 0) {
            int p = start + 1;
            if (bits != 0) {
              p = CompactSink.putVarint(b, p, bits);
            }
            for (int i = 0; i < reps; i++) {
              p = CompactSink.putZigzag(b, p, v.value() * 1_000_003L * i);
            }
            w.position(CompactSink.endSmall(b, start, p, bits != 0));
            return;
          }
        }
        int at = w.beginAt(v, this);
        if (at == CompactSink.SHARED) {
          return;
        }
        long fl = 1L;
        if (v.next() != null) {
          w.writeI64(v.value());
          write(w, v.next());
        } else {
          for (int i = 0; i < reps; i++) {
            w.writeI64(v.value() * 1_000_003L * i);
          }
          fl = bits;
        }
        w.endAt(at, fl, null);
      }

      @Override
      public Node read(CompactSource r) {
        throw new UnsupportedOperationException();
      }
    };
  }

  @Test
  void smallMessagesWriteTheSameBytes() {
    // One- and two-byte headers (up to 60 bytes of varints after the slot), 0 to 10 flag bytes,
    // the small message as root (declined), nested at depths 2 to 6; one writer for all (its
    // reserves guessed from earlier values).
    CompactWriter a = new CompactWriter();
    CompactWriter b = new CompactWriter();
    for (long bits : new long[] {0, 1, 0x7F, 0x80, 0x3FFF, 0x4000, 0xFFFF, 1L << 62, -1L}) {
      for (int reps = 0; reps <= 6; reps++) {
        for (int n = 1; n <= 6; n++) {
          Node chain = chain(n, -987_654_321L);
          assertArrayEquals(
              a.encode(tail(false, bits, reps), chain),
              b.encode(tail(true, bits, reps), chain),
              "bits " + bits + ", " + reps + " values, chain of " + n);
        }
      }
    }
    // Message dedup on: beginSmall declines, the same references are written.
    Node shared = chain(2, 77);
    Node value = new Node(1, new Node(2, shared));
    assertArrayEquals(
        new CompactWriter().dedupMessages(true).encode(tail(false, 5, 2), value),
        new CompactWriter().dedupMessages(true).encode(tail(true, 5, 2), value));
  }

  @Test
  void smallMessagesKeepTheLimits() {
    // The small message at the depth limit and one below it (a level to spare for a list's count),
    // and at the message limit: the same error (code, path, detail) as through beginAt.
    for (int depth = 3; depth <= 6; depth++) {
      for (int maxMessages = 2; maxMessages <= 6; maxMessages++) {
        Node chain = chain(5, 3);
        int md = depth;
        int mm = maxMessages;
        BaleException viaAt = null;
        BaleException viaSmall = null;
        byte[] atBytes = null;
        byte[] smallBytes = null;
        try {
          atBytes =
              new CompactWriter().maxDepth(md).maxMessages(mm).encode(tail(false, 3, 2), chain);
        } catch (BaleException e) {
          viaAt = e;
        }
        try {
          smallBytes =
              new CompactWriter().maxDepth(md).maxMessages(mm).encode(tail(true, 3, 2), chain);
        } catch (BaleException e) {
          viaSmall = e;
        }
        String what = "maxDepth " + md + ", maxMessages " + mm;
        if (viaAt == null) {
          assertEquals(null, viaSmall, what);
          assertArrayEquals(atBytes, smallBytes, what);
        } else {
          assertEquals(viaAt.code(), viaSmall.code(), what);
          assertEquals(viaAt.getMessage(), viaSmall.getMessage(), what);
        }
      }
    }
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
