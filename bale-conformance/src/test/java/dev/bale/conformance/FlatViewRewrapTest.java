package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import alltypes.AllTypes;
import alltypes.Shape;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.internal.FlatData;
import java.nio.ByteBuffer;
import java.util.stream.IntStream;
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

  private static AllTypes numbers(int n) {
    return AllTypes.builder()
        .lI16(IntStream.range(0, n).mapToObj(i -> (short) i).toList())
        .lI32(IntStream.range(0, n).boxed().toList())
        .lI64(IntStream.range(0, n).mapToObj(i -> (long) i).toList())
        .lF32(IntStream.range(0, n).mapToObj(i -> (float) i).toList())
        .lF64(IntStream.range(0, n).mapToObj(i -> (double) i).toList())
        .shape(new Shape.Label("s"))
        .build();
  }

  /**
   * A view re-wrapped over the same (pooled) array keeps its bulk buffer views; a bulk list read
   * (which narrows a view to the list it reads) must not limit a bulk copy after the next wrap: a
   * longer list in the next message is copied whole.
   */
  @Test
  void bulkCopiesAfterARewrapOfTheSameArrayReadLongerLists() {
    byte[] pooled = new byte[8192];
    AllTypes.View view = new AllTypes.View();
    int n = Flat.encode(AllTypes.FLAT, numbers(32), ByteBuffer.wrap(pooled));
    assertEquals(numbers(32), view.wrap(pooled, 0, n).decode()); // bulk reads of 32 elements
    n = Flat.encode(AllTypes.FLAT, numbers(100), ByteBuffer.wrap(pooled));
    view.wrap(pooled, 0, n);
    AllTypes want = numbers(100);
    short[] s = new short[100];
    assertEquals(100, view.lI16CopyTo(s, 0));
    int[] i = new int[100];
    assertEquals(100, view.lI32CopyTo(i, 0));
    assertArrayEquals(IntStream.range(0, 100).toArray(), i);
    long[] l = new long[100];
    assertEquals(100, view.lI64CopyTo(l, 0));
    float[] f = new float[100];
    assertEquals(100, view.lF32CopyTo(f, 0));
    double[] d = new double[100];
    assertEquals(100, view.lF64CopyTo(d, 0));
    for (int k = 0; k < 100; k++) {
      assertEquals(want.lI16().get(k), s[k]);
      assertEquals(want.lI64().get(k), l[k]);
      assertEquals(want.lF32().get(k), f[k]);
      assertEquals(want.lF64().get(k), d[k]);
    }
    assertEquals(want, view.decode());
  }
}
