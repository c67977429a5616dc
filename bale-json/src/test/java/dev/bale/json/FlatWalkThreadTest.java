package dev.bale.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.Limits;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/**
 * The dynamic flat codec walks on the caller's thread when the schema bounds nesting, and only
 * recursive (or very deep) schemas take the large-stack thread.
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
}
