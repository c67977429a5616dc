package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Limits;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Forged lengths and counts (2 GiB and more) allocate nothing in proportion to the claim (G3):
 * decoding each such input through the generated goldens allocates at most a small multiple of the
 * input size plus a fixed allowance for the reader and the exception.
 */
class AllocationTest {
  /** Reader state, error path string, stack trace: generous, but far below any forged length. */
  private static final long FIXED_ALLOWANCE = 64 * 1024;

  private static final int INPUT_MULTIPLE = 16;

  record Forged(String name, String schema, String type, byte[] bytes) {}

  static List<Forged> inputs() {
    return List.of(
        new Forged(
            "string length 2^31",
            "alltypes.bale",
            "alltypes.Leaf",
            Hex.decode("02 80 80 80 80 08 61 08 00 00")),
        new Forged(
            "string count 2^31",
            "alltypes.bale",
            "alltypes.Leaf",
            Hex.decode("80 80 80 80 10 00 08 00 00")),
        new Forged(
            "object count 2^31",
            "alltypes.bale",
            "alltypes.Node",
            Hex.decode("01 80 80 80 80 08 08 00 00")),
        new Forged(
            "list<Node> count 2^31",
            "alltypes.bale",
            "alltypes.Node",
            Hex.decode("02 00 1c 00 80 80 80 80 08 08 00 00")),
        corrupt("length.bytes-length-7fffffff"),
        corrupt("length.bytes-length-ffffffff"),
        corrupt("length.list-count-ffffffff"),
        corrupt("length.map-count-7fffffff"),
        corrupt("length.bool-list-2pow29"),
        corrupt("length.images-count-ffffffff"));
  }

  static Forged corrupt(String name) {
    Corpus.Corrupt c =
        Corpus.corrupt().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
    return new Forged(name, c.schema(), c.type(), Hex.decode(c.hex()));
  }

  @Test
  void forgedLengthsAllocateLittle() {
    java.lang.management.ThreadMXBean std = ManagementFactory.getThreadMXBean();
    assumeTrue(
        std instanceof com.sun.management.ThreadMXBean, "needs com.sun.management.ThreadMXBean");
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) std;
    assumeTrue(mx.isThreadAllocatedMemorySupported(), "thread allocation counting unsupported");
    mx.setThreadAllocatedMemoryEnabled(true);
    long tid = Thread.currentThread().getId();

    StringBuilder report = new StringBuilder();
    for (Forged f : inputs()) {
      Codec c = Codec.generated(f.schema(), f.type());
      for (int i = 0; i < 200; i++) { // warm up: class loading, JIT, lazy statics
        decodeExpectingError(c, f);
      }
      int runs = 20;
      long before = mx.getThreadAllocatedBytes(tid);
      for (int i = 0; i < runs; i++) {
        decodeExpectingError(c, f);
      }
      long perDecode = (mx.getThreadAllocatedBytes(tid) - before) / runs;
      long bound = FIXED_ALLOWANCE + (long) INPUT_MULTIPLE * f.bytes().length;
      report.append(
          String.format(
              "%n  %-32s %6d input bytes, %8d bytes allocated per decode",
              f.name(), f.bytes().length, perDecode));
      assertTrue(
          perDecode <= bound,
          f.name() + ": allocated " + perDecode + " bytes per decode, bound " + bound);
    }
    System.out.println("AllocationTest:" + report);
  }

  private static void decodeExpectingError(Codec c, Forged f) {
    try {
      c.decode(f.bytes(), false, Limits.DEFAULT);
    } catch (BaleException expected) {
      return;
    }
    throw new AssertionError(f.name() + " decoded");
  }
}
