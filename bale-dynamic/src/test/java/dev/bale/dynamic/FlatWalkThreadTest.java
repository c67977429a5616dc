package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/**
 * The dynamic flat codec walks on the caller's thread when the schema bounds nesting, and only
 * recursive (or very deep) schemas take the large-stack thread, where the walk never nests deeper
 * than {@link FlatCodec#MAX_WALK_LEVELS}.
 */
class FlatWalkThreadTest {

  @Test
  void nestingLevelsOfTheTestSchemas() {
    Schema media = TestSchemas.load("media.bale");
    // MediaContent -> list<Image> -> Image (a message): 3 levels; Media is one level below the
    // root.
    assertEquals(3, FlatCodec.levels(media.find("media.MediaContent"), new ArrayList<>()));
    assertEquals(1, FlatCodec.levels(media.find("media.Image"), new ArrayList<>()));
    Schema all = TestSchemas.load("alltypes.bale");
    assertEquals(Integer.MAX_VALUE, FlatCodec.levels(all.find("alltypes.Node"), new ArrayList<>()));
  }

  @Test
  void onlyRecursiveSchemasUnderADeepLimitLeaveTheCallersThread() {
    Schema media = TestSchemas.load("media.bale");
    Schema all = TestSchemas.load("alltypes.bale");
    FlatCodec mediaCodec = FlatCodec.forSchema(media);
    FlatCodec allCodec = FlatCodec.forSchema(all);
    MessageDecl content = (MessageDecl) media.find("media.MediaContent");
    MessageDecl node = (MessageDecl) all.find("alltypes.Node");
    assertTrue(mediaCodec.walksInline(content, Limits.DEFAULT));
    assertFalse(allCodec.walksInline(node, Limits.DEFAULT));
    // A depth limit of at most INLINE_LEVELS bounds even a recursive schema.
    assertTrue(allCodec.walksInline(node, Limits.builder().depth(FlatCodec.INLINE_LEVELS).build()));
  }

  /**
   * Flat bytes of a chain of {@code n} {@code alltypes.Node} objects, each the {@code next} of the
   * one before: 16 bytes each (a header with no data and three pointer slots: name, children,
   * next), the root at 8.
   */
  static byte[] nodeChain(int n) {
    ByteBuffer b = ByteBuffer.allocate(8 + 16 * n).order(ByteOrder.LITTLE_ENDIAN);
    b.putInt(0, 8);
    for (int k = 0; k < n; k++) {
      int obj = 8 + 16 * k;
      b.putShort(obj + 2, (short) 3);
      if (k + 1 < n) {
        b.putInt(obj + 12, 4); // next: the object right after this one (slot at obj + 12)
      }
    }
    return b.array();
  }

  /**
   * 100,000 levels under a depth limit of a million: the recursive walk overflowed its 16 MiB stack
   * (StackOverflowError from verify, decode and {@code bale inspect}'s walk alike, and the inspect
   * dump took 19 s building a path for every line); now each ends in DEPTH_LIMIT within {@link
   * FlatCodec#MAX_WALK_LEVELS} levels, and a chain that fits them walks. (The object at level MAX
   * is the first refused: its absent {@code children} would decode to an empty list one level
   * deeper, FORMAT.md §7's rule for defaults.)
   */
  @Test
  void deepInputEndsInDepthLimitNotAStackOverflow() {
    JsonBridge.Type node = JsonMappingTest.BRIDGE.type("alltypes.Node");
    byte[] deep = nodeChain(100_000);
    Limits huge = Limits.builder().depth(1_000_000).build();
    // The children slot (object + 8) of the object at level MAX.
    int past = 8 + 16 * (FlatCodec.MAX_WALK_LEVELS - 1) + 8;
    for (BaleException e :
        new BaleException[] {
          assertThrows(BaleException.class, () -> node.verifyFlat(deep, false, huge)),
          assertThrows(BaleException.class, () -> node.decodeFlat(deep, false, huge)),
          node.inspectFlat(deep, false, huge).error()
        }) {
      String got = e.code() + " at " + e.offset(); // (the message holds a 20 KB path)
      assertEquals(ErrorCode.DEPTH_LIMIT + " at " + past, got);
      assertTrue(e.path().startsWith("Node.next.next."), e.path().substring(0, 40));
    }
    // One line per object (its header) up to the refused one; past a cap, lines are only counted.
    Inspector.Result r = node.inspectFlat(deep, false, huge, 100);
    assertEquals(100, r.lines().size());
    assertEquals(FlatCodec.MAX_WALK_LEVELS - 100, r.linesNotShown());

    byte[] atCap = nodeChain(FlatCodec.MAX_WALK_LEVELS - 1);
    Limits cap = Limits.builder().depth(FlatCodec.MAX_WALK_LEVELS).build();
    node.verifyFlat(atCap, false, cap);
    node.decodeFlat(atCap, false, huge);
    assertNull(node.inspectFlat(atCap, false, huge).error());
    // One level more than the configured limit, below the cap: the limit's own DEPTH_LIMIT.
    Limits tight = Limits.builder().depth(FlatCodec.MAX_WALK_LEVELS - 1).build();
    BaleException e = assertThrows(BaleException.class, () -> node.verifyFlat(atCap, false, tight));
    assertEquals(ErrorCode.DEPTH_LIMIT + " at " + (past - 16), e.code() + " at " + e.offset());
  }
}
