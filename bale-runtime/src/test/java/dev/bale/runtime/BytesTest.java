package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link Bytes}: copies in and out, never its own array. */
class BytesTest {
  @Test
  void copyToWritesTheContentAtTheOffsetAndNothingElse() {
    Bytes b = Bytes.of((byte) 1, (byte) 2, (byte) 3);
    byte[] dst = {9, 9, 9, 9, 9, 9};
    b.copyTo(dst, 2);
    assertArrayEquals(new byte[] {9, 9, 1, 2, 3, 9}, dst);
    Bytes.EMPTY.copyTo(dst, 6); // an empty copy at the end is allowed
    assertArrayEquals(new byte[] {9, 9, 1, 2, 3, 9}, dst);
  }

  @Test
  void copyToOutOfRangeThrowsAndWritesNothing() {
    Bytes b = Bytes.of((byte) 1, (byte) 2, (byte) 3);
    byte[] dst = new byte[4];
    assertThrows(IndexOutOfBoundsException.class, () -> b.copyTo(dst, 2));
    assertThrows(IndexOutOfBoundsException.class, () -> b.copyTo(dst, -1));
    assertArrayEquals(new byte[4], dst);
  }

  @Test
  void theCopyIsNotTheValue() {
    byte[] src = {1, 2};
    Bytes b = Bytes.of(src);
    src[0] = 7;
    byte[] out = b.toByteArray();
    out[1] = 7;
    assertEquals("0102", b.hex());
  }
}
