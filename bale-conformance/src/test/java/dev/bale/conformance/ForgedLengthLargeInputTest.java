package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import alltypes.Leaf;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.ErrorCode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The literal check for G3: a forged 2 GiB length allocates no more than the input's size.
 * The input is 1 MiB of real bytes behind a string-table length claiming 2^31 bytes, decoded from a
 * byte array and from a stream (which must not pre-size a buffer from the claim either).
 */
class ForgedLengthLargeInputTest {
  static final int PAYLOAD = 1 << 20;

  static byte[] input() {
    // table head: 1 string (01 << 1 = 02); its length 2^31 as a uvarint (80 80 80 80 08);
    // then 1 MiB of 'a' — far short of the claim.
    byte[] head = Hex.decode("02 80 80 80 80 08");
    byte[] b = Arrays.copyOf(head, head.length + PAYLOAD);
    Arrays.fill(b, head.length, b.length, (byte) 'a');
    return b;
  }

  @Test
  void forged2GiBLengthAllocatesLessThanTheInput() throws IOException {
    java.lang.management.ThreadMXBean std = ManagementFactory.getThreadMXBean();
    assumeTrue(std instanceof com.sun.management.ThreadMXBean);
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) std;
    assumeTrue(mx.isThreadAllocatedMemorySupported());
    mx.setThreadAllocatedMemoryEnabled(true);
    long tid = Thread.currentThread().getId();
    byte[] in = input();
    CompactReader reader = new CompactReader();
    for (int i = 0; i < 50; i++) { // warm up
      assertThrows(BaleException.class, () -> reader.decode(Leaf.COMPACT, in));
    }

    long before = mx.getThreadAllocatedBytes(tid);
    BaleException e = assertThrows(BaleException.class, () -> reader.decode(Leaf.COMPACT, in));
    long fromArray = mx.getThreadAllocatedBytes(tid) - before;
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, e.code());
    assertTrue(fromArray <= in.length, "byte[] decode allocated " + fromArray + " bytes");

    // A stream cannot see the end in advance: it must grow with the bytes that arrive (chunks) or
    // stop, never size a buffer from the claimed 2 GiB. A part that would end past 2^31 - 1 stops
    // the scan at once, with the error memory gives for the same bytes (FORMAT.md §7).
    before = mx.getThreadAllocatedBytes(tid);
    BaleException s =
        assertThrows(
            BaleException.class, () -> reader.decode(Leaf.COMPACT, new ByteArrayInputStream(in)));
    long fromStream = mx.getThreadAllocatedBytes(tid) - before;
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, s.code());
    assertEquals(e.offset(), s.offset());
    assertEquals(e.path(), s.path());
    assertTrue(
        fromStream <= in.length,
        "stream decode allocated " + fromStream + " bytes for a " + in.length + "-byte input");
    System.out.printf(
        "ForgedLengthLargeInputTest: %d-byte input claiming 2^31: byte[] decode allocated %d B,"
            + " stream decode %d B%n",
        in.length, fromArray, fromStream);
  }
}
