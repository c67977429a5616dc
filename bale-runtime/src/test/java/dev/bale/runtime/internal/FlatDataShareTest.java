package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * {@link FlatData#share}/{@link FlatData#shared}: the first record sits in two fields, the others
 * in the table; a position keeps its first record; lookups are keyed by type; {@code reset} forgets
 * everything.
 */
class FlatDataShareTest {
  @Test
  void theFirstRecordAndTheTableAnswerAlike() {
    FlatData d = new FlatData().reset(new byte[64], 0, 64);
    String first = "first";
    assertSame(first, d.share(8, first));
    assertSame(first, d.shared(8, String.class));
    assertNull(d.shared(16, String.class));
    // Many more, so the table is allocated and grows.
    for (int p = 16; p < 16 + 8 * 40; p += 8) {
      Integer record = p;
      assertSame(record, d.share(p, record));
    }
    assertSame(first, d.shared(8, String.class));
    for (int p = 16; p < 16 + 8 * 40; p += 8) {
      assertEquals(p, d.shared(p, Integer.class));
      assertNull(d.shared(p, String.class), "keyed by type");
    }
    assertNull(d.shared(8, Integer.class), "keyed by type");
  }

  @Test
  void aPositionKeepsItsFirstRecord() {
    FlatData d = new FlatData().reset(new byte[64], 0, 64);
    d.share(8, "a");
    d.share(8, "b");
    d.share(24, "c");
    d.share(24, "d");
    assertEquals("a", d.shared(8, String.class));
    assertEquals("c", d.shared(24, String.class));
  }

  @Test
  void resetForgetsEveryRecord() {
    FlatData d = new FlatData().reset(new byte[64], 0, 64);
    d.share(8, "a");
    d.share(16, "b");
    d.reset(new byte[64], 0, 64);
    assertNull(d.shared(8, String.class));
    assertNull(d.shared(16, String.class));
    d.share(16, "c");
    assertEquals("c", d.shared(16, String.class));
    assertNull(d.shared(8, String.class));
  }
}
