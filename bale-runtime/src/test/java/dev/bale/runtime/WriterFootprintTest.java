package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.bale.runtime.TestTypes.Image;
import dev.bale.runtime.TestTypes.Media;
import dev.bale.runtime.flat.FlatBuilder;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * What a new writer allocates before its first root: the parts that only some roots use (the JDK
 * encoder of long strings, the string index, the maps of message dedup, the scratch of the string
 * length test) are made when first needed, and the general path's scratch arrays (level stack,
 * table and body buffers) by its first root, so that a writer whose roots all take the one-pass
 * path never makes them. The bounds hold with or without compressed references; with them the
 * writer allocates 496 bytes and the flat builder 544 (the writer 4,992, then 2,128–2,184 with its
 * scratch made up front; the flat builder 2,568, then 856 while its message-dedup map was made with
 * it).
 */
class WriterFootprintTest {
  private static final com.sun.management.ThreadMXBean MX = bean();

  private static com.sun.management.ThreadMXBean bean() {
    java.lang.management.ThreadMXBean std = ManagementFactory.getThreadMXBean();
    return std instanceof com.sun.management.ThreadMXBean
        ? (com.sun.management.ThreadMXBean) std
        : null;
  }

  /** Bytes allocated per call of {@code make}, the median of 21 calls after a warm-up. */
  private static long allocatedPer(Supplier<?> make) {
    assumeTrue(MX != null && MX.isThreadAllocatedMemorySupported(), "no allocation counting");
    MX.setThreadAllocatedMemoryEnabled(true);
    long tid = Thread.currentThread().getId();
    Object keep = null;
    for (int i = 0; i < 2_000; i++) {
      keep = make.get();
    }
    long[] each = new long[21];
    for (int i = 0; i < each.length; i++) {
      long before = MX.getThreadAllocatedBytes(tid);
      keep = make.get();
      each[i] = MX.getThreadAllocatedBytes(tid) - before;
    }
    assertTrue(keep != null);
    java.util.Arrays.sort(each);
    return each[each.length / 2];
  }

  @Test
  void aNewCompactWriterAllocatesLittle() {
    long n = allocatedPer(CompactWriter::new);
    assertTrue(n <= 1_000, "a new CompactWriter allocated " + n + " bytes");
  }

  @Test
  void aNewFlatBuilderAllocatesLittle() {
    long n = allocatedPer(FlatBuilder::new);
    assertTrue(n <= 720, "a new FlatBuilder allocated " + n + " bytes");
  }

  @Test
  void theLazyPartsAreMadeWhenARootNeedsThem() {
    // Long strings (the JDK encoder's chunks), a non-ASCII one (the length test's scratch), many
    // distinct strings (the string index), message dedup turned on after the writer was made: each
    // new writer's bytes equal those of a writer that has written other roots before.
    String longAscii = "a".repeat(1_000);
    String mixed = "é".repeat(300) + "x";
    Media m =
        new Media(
            longAscii,
            List.of(
                new Image(mixed, longAscii, 1, 2, true),
                new Image("u", "t", 3, 4, false),
                new Image(mixed, "t", 5, 6, true)),
            new Image("c", mixed, 7, 8, false),
            DoubleList.of(1, 2));
    CompactWriter used = new CompactWriter();
    used.encode(Media.TYPE, IoTest.M2);
    byte[] expected = used.encode(Media.TYPE, m);
    assertEquals(m, new CompactReader().decode(Media.TYPE, expected));
    assertArrayEquals(expected, new CompactWriter().encode(Media.TYPE, m));
    Image shared = new Image("s", "t", 9, 9, true);
    Media twice = new Media("x", List.of(shared, shared), shared, DoubleList.of());
    byte[] dedup = new CompactWriter().dedupMessages(true).encode(Media.TYPE, twice);
    CompactWriter late = new CompactWriter();
    late.encode(Media.TYPE, m);
    assertArrayEquals(dedup, late.dedupMessages(true).encode(Media.TYPE, twice));
    assertTrue(dedup.length < new CompactWriter().encode(Media.TYPE, twice).length);
    assertEquals(twice, new CompactReader().decode(Media.TYPE, dedup));
  }
}
