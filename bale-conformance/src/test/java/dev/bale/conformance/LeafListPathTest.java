package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.ErrorCode;
import instrument.IntBlock;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A list of scalars is read at its message's level (no level of its own), so the index of its last
 * element must not stay in the path of an error in a later field: {@code IntBlock.fixed}, not
 * {@code IntBlock.fixed[2]}. Through an array (whose varint loop marks only the elements near the
 * end of the input) and a direct buffer (which marks every element), generated and dynamic.
 */
class LeafListPathTest {

  @Test
  void anErrorAfterAListOfScalarsNamesTheLaterFieldWithoutAnIndex() {
    for (int n : new int[] {3, 63}) {
      List<Integer> varints = IntStream.range(0, n).boxed().toList();
      byte[] bad = Compact.encode(IntBlock.COMPACT, new IntBlock(varints, List.of(7), null));
      bad[bad.length - 5] = 5; // the fixed list's count: 5 elements of 4 bytes in 4 bytes
      int countAt = bad.length - 5;
      for (Codec c : Codec.both("instrument.bale", "IntBlock")) {
        for (boolean direct : new boolean[] {false, true}) {
          String what = c.name() + (direct ? ", direct buffer" : ", array") + ", " + n + " varints";
          CompactReader r = new CompactReader();
          BaleException e =
              assertThrows(
                  BaleException.class,
                  direct
                      ? () ->
                          r.decode(c.type(), ByteBuffer.allocateDirect(bad.length).put(bad).flip())
                      : () -> r.decode(c.type(), bad),
                  what);
          assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, e.code(), what);
          assertEquals(countAt, e.offset(), what);
          assertEquals("IntBlock.fixed", e.path(), what);
        }
      }
      // An error inside the list still names its element.
      byte[] inList = Compact.encode(IntBlock.COMPACT, new IntBlock(varints, List.of(), null));
      inList[inList.length - 2] = (byte) 0x80; // the last varint runs into the empty list's count
      inList[inList.length - 1] = (byte) 0x80;
      BaleException e =
          assertThrows(
              BaleException.class, () -> new CompactReader().decode(IntBlock.COMPACT, inList));
      assertEquals("IntBlock.varint[" + (n - 1) + "]", e.path(), e.getMessage());
    }
  }
}
