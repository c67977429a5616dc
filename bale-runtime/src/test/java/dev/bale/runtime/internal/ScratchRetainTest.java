package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A writer that once wrote a very large root does not keep its working array for good (the compact
 * writer drops its scratch past 1 MiB after every root): the flat builder's array on {@code reset},
 * and the tree path's message array after a root that failed (its general path then wrote it) as
 * after one that did not. Both kept arrays of the largest root a thread ever wrote (a 2.3 MB root
 * left ~8 MB held per thread).
 */
class ScratchRetainTest {

  private static final String BIG = "x".repeat(1_500_000);

  @Test
  void flatBuilderDropsAnArrayGrownPastOneMib() {
    FlatSink sink = new FlatSink();
    sink.reset();
    int root = sink.object(0, 1);
    sink.string(BIG);
    assertTrue(sink.capacity() > 1 << 20);
    sink.reset();
    assertTrue(sink.capacity() <= 1 << 20, "kept " + sink.capacity());
    // A small root after it writes as on a new builder.
    FlatSink fresh = new FlatSink();
    fresh.reset();
    for (FlatSink s : new FlatSink[] {sink, fresh}) {
      s.object(0, 1);
      s.string("small");
    }
    assertEquals(fresh.size(), sink.size());
    assertTrue(root > 0);
  }

  @Test
  void treePathDropsItsMessageArrayAfterAFailedRoot() {
    CompactTree t = new CompactTree();
    t.open(true, false, 1 << 20, 64, 0);
    assertTrue(t.message());
    byte[] b = t.room(CompactTree.ROOT, 1_500_000);
    b[CompactTree.ROOT] = 0;
    assertTrue(t.capacity() > 1 << 20);
    t.string(null, true); // the root fails: the general path's error
    assertNull(t.root(t.end(CompactTree.ROOT, CompactTree.ROOT + 1_000_000, false)));
    assertTrue(t.capacity() <= 1 << 20, "kept " + t.capacity());
  }
}
