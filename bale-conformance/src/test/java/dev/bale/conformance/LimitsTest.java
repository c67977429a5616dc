package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import java.io.ByteArrayOutputStream;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every limit passes at its value and fails at value + 1 (RELIABILITY.md), through the generated
 * goldens and the dynamic codec; and a 100,000-level depth bomb ends in {@code DEPTH_LIMIT} on a
 * thread with a 256 KiB stack instead of a {@link StackOverflowError} (G5).
 */
class LimitsTest {
  private static final String AT = "alltypes.bale";
  private static final String NODE = "alltypes.Node";

  /**
   * A root {@code Node} chain of {@code n} nodes linked by {@code next} (names all index 0 of a
   * one-string table). Node k sits at depth k and its empty {@code children} list at k + 1, so the
   * chain needs a depth limit of {@code n + 1}. Built inside out from the sizes, in O(n).
   */
  static byte[] nodeChain(int n) {
    // size[k] = encoded size of the chain's last k nodes.
    long[] size = new long[n + 1];
    size[1] = 3; // 08 00 00
    for (int k = 2; k <= n; k++) {
      long body = 3 + size[k - 1]; // flags 01, name 00, children 00, then next
      size[k] = varintLength((body << 2) | 2) + body;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream((int) size[n] + 2);
    out.write(0x02); // one string
    out.write(0x00); // of length 0
    for (int k = n; k >= 2; k--) {
      writeVarint(out, ((3 + size[k - 1]) << 2) | 2);
      out.write(0x01); // flags: next present
      out.write(0x00); // name: index 0
      out.write(0x00); // children: empty
    }
    out.write(0x08);
    out.write(0x00);
    out.write(0x00);
    return out.toByteArray();
  }

  static int varintLength(long v) {
    int n = 1;
    while ((v >>>= 7) != 0) {
      n++;
    }
    return n;
  }

  static void writeVarint(ByteArrayOutputStream out, long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    out.write((int) v);
  }

  static void assertCode(ErrorCode code, Codec c, byte[] bytes, Limits limits) {
    try {
      Object v = c.decode(bytes, false, limits);
      throw new AssertionError(c.name() + ": expected " + code + ", decoded " + v);
    } catch (BaleException e) {
      assertEquals(code, e.code(), c.name() + ": " + e.getMessage());
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {2, 3, 8, 64, 65, 300})
  void depthPassesAtLimitAndFailsAbove(int limit) throws Exception {
    Limits limits = Limits.builder().depth(limit).build();
    // The tests run with -Xss256k, which is sized for the default depth (depthBombOnSmallStack);
    // a limit far above it is checked on a thread with the JVM's usual 1 MiB stack, so that what
    // is tested is the limit, not how deep the dynamic codec's recursion fits in 256 KiB before
    // the JIT has compiled it.
    Throwable e =
        onStack(
            "depth-limit-" + limit,
            1024 * 1024,
            () -> {
              for (Codec c : Codec.both(AT, NODE)) {
                // limit - 1 nodes: the deepest list is exactly at the limit.
                assertNotNull(c.decode(nodeChain(limit - 1), false, limits), c.name());
                assertCode(ErrorCode.DEPTH_LIMIT, c, nodeChain(limit), limits);
              }
            });
    if (e != null) {
      throw new AssertionError("limit " + limit, e);
    }
  }

  /**
   * Runs {@code body} on a new thread with a stack of {@code stackBytes}; what it threw, or null.
   */
  private static Throwable onStack(String name, long stackBytes, Runnable body)
      throws InterruptedException {
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                body.run();
              } catch (Throwable e) {
                thrown.set(e);
              }
            },
            name,
            stackBytes);
    t.start();
    t.join(60_000);
    return thrown.get();
  }

  @Test
  void defaultDepthIs64() {
    for (Codec c : Codec.both(AT, NODE)) {
      assertNotNull(c.decode(nodeChain(63), false, Limits.DEFAULT));
      assertCode(ErrorCode.DEPTH_LIMIT, c, nodeChain(64), Limits.DEFAULT);
    }
  }

  @Test
  void depthBombOnSmallStack() throws Exception {
    byte[] bomb = nodeChain(100_000);
    for (Codec c : Codec.both(AT, NODE)) {
      for (Limits limits : new Limits[] {Limits.DEFAULT, Limits.builder().depth(128).build()}) {
        Throwable e = onStack("depth-bomb", 256 * 1024, () -> c.decode(bomb, false, limits));
        if (!(e instanceof BaleException b) || b.code() != ErrorCode.DEPTH_LIMIT) {
          throw new AssertionError(
              c.name() + " with " + limits + ": expected DEPTH_LIMIT, got " + e, e);
        }
      }
    }
  }

  /** A Leaf whose table has {@code n} empty strings, only the first referenced. */
  static byte[] leafWithStrings(int n) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    writeVarint(out, (long) n << 1);
    for (int i = 0; i < n; i++) {
      out.write(0);
    }
    out.writeBytes(new byte[] {0x08, 0x00, 0x00});
    return out.toByteArray();
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 10, 1000})
  void stringTableEntries(int limit) {
    Limits limits = Limits.builder().maxStringTableEntries(limit).build();
    for (Codec c : Codec.both(AT, "alltypes.Leaf")) {
      assertNotNull(c.decode(leafWithStrings(limit), false, limits));
      assertCode(ErrorCode.LIMIT_EXCEEDED, c, leafWithStrings(limit + 1), limits);
    }
  }

  /** A root Node with {@code k} empty children: 1 + k messages entered. */
  static byte[] nodeWithChildren(int k) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    body.write(0x00); // name
    writeVarint(body, k);
    for (int i = 0; i < k; i++) {
      body.write(0x00); // an empty-body child: every field missing
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(new byte[] {0x02, 0x00});
    writeVarint(out, (long) body.size() << 2);
    out.writeBytes(body.toByteArray());
    return out.toByteArray();
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 100})
  void messagesPerRoot(int limit) {
    Limits limits = Limits.builder().maxObjects(limit).build();
    for (Codec c : Codec.both(AT, NODE)) {
      assertNotNull(c.decode(nodeWithChildren(limit - 1), false, limits));
      assertCode(ErrorCode.LIMIT_EXCEEDED, c, nodeWithChildren(limit), limits);
    }
  }

  @Test
  void streamMessageBytes() throws Exception {
    Corpus.Vector v =
        Corpus.vectors().stream()
            .filter(x -> x.name().equals("media.media1.hand"))
            .findFirst()
            .orElseThrow();
    byte[] root = Hex.decode(v.hex());
    for (Codec c : Codec.both(v.schema(), v.type())) {
      Limits exact = Limits.builder().maxStreamMessageBytes(root.length).build();
      assertNotNull(
          new dev.bale.runtime.CompactReader(exact)
              .decode(c.type(), new java.io.ByteArrayInputStream(root)));
      Limits less = Limits.builder().maxStreamMessageBytes(root.length - 1).build();
      try {
        new dev.bale.runtime.CompactReader(less)
            .decode(c.type(), new java.io.ByteArrayInputStream(root));
        throw new AssertionError(c.name() + ": a root above maxStreamMessageBytes was read");
      } catch (BaleException e) {
        assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code(), c.name() + ": " + e.getMessage());
      }
    }
  }
}
