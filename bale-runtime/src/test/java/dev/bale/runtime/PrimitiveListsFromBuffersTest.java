package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/**
 * {@code IntList.of(IntBuffer)} and its siblings: a copy of the buffer's remaining elements (from
 * its position, not from 0), the position moved to the limit, later writes to the buffer not seen,
 * floating-point bits kept, and the shared empty list for an empty buffer.
 */
class PrimitiveListsFromBuffersTest {
  private static ByteBuffer bytes(int n) {
    ByteBuffer b = ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < n; i++) {
      b.put(i, (byte) (i * 37 + 11));
    }
    return b;
  }

  @Test
  void copiesTheRemainingElementsAndMovesThePosition() {
    ByteBuffer b = bytes(64);
    java.nio.IntBuffer ints = b.asIntBuffer();
    ints.position(3).limit(10);
    int[] want = new int[7];
    for (int i = 0; i < 7; i++) {
      want[i] = b.getInt(4 * (3 + i));
    }
    IntList list = IntList.of(ints);
    assertArrayEquals(want, list.toIntArray());
    assertEquals(10, ints.position());
    b.putInt(12, 0); // element 0 of the list, in the buffer: the list keeps its copy
    assertEquals(want[0], list.getInt(0));

    assertSame(IntList.EMPTY, IntList.of(ints)); // nothing remains
    assertSame(ShortList.EMPTY, ShortList.of(bytes(0).asShortBuffer()));

    ByteBuffer s = bytes(10);
    ShortList shorts = ShortList.of(s.asShortBuffer());
    for (int i = 0; i < 5; i++) {
      assertEquals(s.getShort(2 * i), shorts.get(i));
    }
    ByteBuffer l = bytes(24);
    LongList longs = LongList.of(l.asLongBuffer());
    for (int i = 0; i < 3; i++) {
      assertEquals(l.getLong(8 * i), longs.getLong(i));
    }
  }

  @Test
  void keepsFloatingPointBits() {
    ByteBuffer b = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
    b.putInt(0, 0x7f80_0001).putInt(4, 0x8000_0000).putInt(8, 0xffc0_1234).putInt(12, 1);
    FloatList f = FloatList.of(b.asFloatBuffer());
    for (int i = 0; i < 4; i++) {
      assertEquals(b.getInt(4 * i), Float.floatToRawIntBits(f.get(i)));
    }
    b.putLong(0, 0x7ff0_0000_0000_0001L).putLong(8, 0x8000_0000_0000_0000L);
    DoubleList d = DoubleList.of(b.asDoubleBuffer());
    for (int i = 0; i < 2; i++) {
      assertEquals(b.getLong(8 * i), Double.doubleToRawLongBits(d.get(i)));
    }
  }
}
