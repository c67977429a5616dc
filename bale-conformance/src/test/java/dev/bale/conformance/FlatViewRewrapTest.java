package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.internal.FlatData;
import org.junit.jupiter.api.Test;

/**
 * A view's {@code wrap} points its own data, whatever the view was pointed at before: a view that
 * {@code flatAt} pointed into another instance's data (as a parent view points a child) and is then
 * wrapped reads the new bytes, checked, and leaves the other instance as it was. ({@code wrap}
 * reuses the field {@code d} when it holds the view's own data, docs/benchmarks-log.md, "The
 * media.1 checked partial read in C2's code".)
 */
class FlatViewRewrapTest {

  private static byte[] media(String uri, int height) {
    return Flat.encode(
        media.Media.FLAT, media.Media.builder().uri(uri).format("f").height(height).build());
  }

  @Test
  void wrapAfterFlatAtIntoOtherDataReadsItsOwnBytesAndLeavesTheOtherAlone() {
    byte[] first = media("first", 1);
    byte[] other = media("other", 2);
    byte[] second = media("second", 3);
    media.Media.View view = new media.Media.View().wrap(first);
    assertEquals("first", view.uri());

    FlatData foreign = new FlatData().reset(other, 0, other.length);
    view.flatAt(foreign, foreign.root());
    assertEquals("other", view.uri());
    assertEquals(2, view.height());

    view.wrap(second);
    assertEquals("second", view.uri());
    assertEquals(3, view.height());
    assertSame(other, foreign.array(), "the other instance still reads its own bytes");
    assertFalse(foreign.checked(), "and was not turned to checked access by the wrap");

    // The wrap checked: a broken root offset in the next wrap is an error at once.
    byte[] broken = second.clone();
    broken[0] = 16;
    BaleException e = assertThrows(BaleException.class, () -> view.wrap(broken));
    assertEquals(ErrorCode.OFFSET_OUT_OF_BOUNDS, e.code());
    view.wrap(first);
    assertEquals("first", view.uri());
  }

  @Test
  void everyWrapVariantAfterFlatAtReadsTheNewBytes() {
    byte[] other = media("other", 2);
    byte[] next = media("next", 4);
    FlatData foreign = new FlatData().reset(other, 0, other.length);
    media.Media.View view = new media.Media.View();
    for (int variant = 0; variant < 5; variant++) {
      view.flatAt(foreign, foreign.root());
      switch (variant) {
        case 0 -> view.wrap(next);
        case 1 -> view.wrap(next, 0, next.length);
        case 2 -> view.wrap(java.nio.ByteBuffer.wrap(next));
        case 3 -> view.wrapVerified(next);
        default -> view.wrapUnchecked(next);
      }
      assertEquals("next", view.uri(), "variant " + variant);
      assertEquals(4, view.height(), "variant " + variant);
      assertSame(other, foreign.array(), "variant " + variant);
    }
  }
}
