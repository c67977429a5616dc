package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A {@link Utf8Encoder} whose first long string fails while it makes its scratch (as a root begun
 * near the stack's end can, with a {@code StackOverflowError} in the JDK's {@code newEncoder()}) is
 * left as it was: its next string is encoded. Before the fix of 2026-12-05 the failure left the
 * chunk buffer set and the JDK encoder null, and every later long string of the writer failed with
 * a {@code NullPointerException}. {@code DeepStackTest} met that only under some frame sizes; the
 * failing maker here meets it on every run.
 */
class Utf8EncoderFailureTest {
  @Test
  void aFailureWhileMakingTheScratchLeavesTheEncoderUsable() {
    int[] made = {0};
    Utf8Encoder bulk =
        new Utf8Encoder(
            () -> {
              if (made[0]++ == 0) {
                throw new StackOverflowError("raised by the test");
              }
              return StandardCharsets.US_ASCII.newEncoder();
            });
    // Longer than Utf8's one-pass limit, so the bulk path; a char that is not ASCII after a chunk.
    String s = "x".repeat(300) + "é€" + "y".repeat(Utf8.SHORT);
    byte[] dst = new byte[1024];
    assertThrows(StackOverflowError.class, () -> Utf8.encode(s, dst, 0, bulk));

    byte[] expected = s.getBytes(StandardCharsets.UTF_8);
    for (int round = 0; round < 2; round++) {
      Arrays.fill(dst, (byte) 0);
      int end = Utf8.encode(s, dst, 3, bulk);
      assertEquals(3 + expected.length, end);
      assertArrayEquals(expected, Arrays.copyOfRange(dst, 3, end));
    }
    assertEquals(2, made[0], "the JDK encoder is made once more, then kept");
  }
}
