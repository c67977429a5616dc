package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.TestTypes.Image;
import dev.bale.runtime.TestTypes.Media;
import java.util.List;
import org.junit.jupiter.api.Test;

class SmokeTest {
  @Test
  void testsRunOnASmallHeap() {
    // Set in bale-runtime/pom.xml (-Xmx64m): the hostile-input tests prove their point there.
    org.junit.jupiter.api.Assertions.assertTrue(
        Runtime.getRuntime().maxMemory() <= 80L << 20,
        "max heap " + Runtime.getRuntime().maxMemory());
  }

  @Test
  void mediaRoundTrips() {
    Image a = new Image("http://a", "A", 640, 480, true);
    Image b = new Image("http://b", null, 1, -2, false);
    Media m = new Media("t", List.of(a, b, a), b, DoubleList.of(1.5, Double.NaN));
    byte[] bytes = Compact.encode(Media.TYPE, m);
    Media back = Compact.decode(Media.TYPE, bytes);
    assertEquals(m, back);
    CompactWriter w = new CompactWriter().dedupMessages(true);
    byte[] dedup = w.encode(Media.TYPE, m);
    assertEquals(m, Compact.decode(Media.TYPE, dedup));
  }

  @Test
  void aNullTypeLeavesTheReaderAndWriterUsable() {
    Media m = new Media("t", List.of(), null, DoubleList.of(1.5));
    CompactWriter w = new CompactWriter();
    CompactReader r = new CompactReader();
    byte[] bytes = w.encode(Media.TYPE, m);
    for (int round = 0; round < 2; round++) {
      assertThrows(NullPointerException.class, () -> r.decode(null, bytes));
      assertThrows(NullPointerException.class, () -> w.encode(null, m));
      // Not "not reentrant": a refused root does not leave either marked busy.
      assertEquals(m, r.decode(Media.TYPE, bytes));
      assertArrayEquals(bytes, w.encode(Media.TYPE, m));
    }
  }
}
