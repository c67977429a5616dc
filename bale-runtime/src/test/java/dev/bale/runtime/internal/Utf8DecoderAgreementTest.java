package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The flat decode of short strings ({@code FlatData.decodeStrict}) leans on the JDK's UTF-8
 * decoder: it takes a decoded string without U+FFFD as well-formed and checks the bytes only when
 * U+FFFD is there. That is sound only if the JDK replaces every sequence that {@link Utf8#isValid}
 * rejects (FORMAT.md §6: RFC 3629, no overlong forms, no surrogates, nothing past U+10FFFF, no
 * truncated or stray bytes). This holds the JDK in use to it: every sequence of one to three bytes,
 * four-byte sequences over every lead and second byte with the other two from the boundary values,
 * each alone and between ASCII bytes, and random byte strings.
 */
class Utf8DecoderAgreementTest {
  private static final byte[] EDGES = {
    0x00,
    0x3F,
    0x7F,
    (byte) 0x80,
    (byte) 0x8F,
    (byte) 0x90,
    (byte) 0x9F,
    (byte) 0xA0,
    (byte) 0xBF,
    (byte) 0xC0,
    (byte) 0xF4,
    (byte) 0xFF
  };

  @Test
  void everyShortSequence() {
    byte[] b = new byte[3];
    for (int x = 0; x < 1 << 24; x++) {
      b[0] = (byte) (x >>> 16);
      b[1] = (byte) (x >>> 8);
      b[2] = (byte) x;
      check(b, 0, 3);
      if ((x & 0xFFFF) == 0) {
        check(b, 0, 1);
      }
      if ((x & 0xFF) == 0) {
        check(b, 0, 2);
      }
    }
  }

  @Test
  void fourByteSequencesAtTheEdges() {
    byte[] b = new byte[6];
    b[0] = 'a';
    b[5] = 'b';
    for (int lead = 0xF0; lead <= 0xFF; lead++) {
      for (int second = 0; second < 256; second++) {
        for (byte third : EDGES) {
          for (byte fourth : EDGES) {
            b[1] = (byte) lead;
            b[2] = (byte) second;
            b[3] = third;
            b[4] = fourth;
            check(b, 1, 4);
            check(b, 0, 6);
            check(b, 1, 3); // truncated
          }
        }
      }
    }
  }

  @Test
  void randomStrings() {
    Random r = new Random(20261125);
    byte[] b = new byte[40];
    for (int n = 0; n < 300_000; n++) {
      int len = 1 + r.nextInt(b.length);
      for (int i = 0; i < len; i++) {
        // Mostly bytes that make multi-byte sequences, some ASCII.
        b[i] = (byte) (r.nextInt(4) == 0 ? r.nextInt(0x80) : 0x80 + r.nextInt(0x80));
      }
      check(b, 0, len);
    }
  }

  @Test
  void wellFormedTextDecodesWithoutReplacement() {
    String s = "a\u00e9\u0800\uffff\ud83d\ude00\u10ffz";
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    assertTrue(Utf8.isValid(b, 0, b.length));
    assertTrue(new String(b, StandardCharsets.UTF_8).indexOf('\uFFFD') < 0);
  }

  private static void check(byte[] b, int off, int len) {
    if (!Utf8.isValid(b, off, len)
        && new String(b, off, len, StandardCharsets.UTF_8).indexOf('\uFFFD') < 0) {
      StringBuilder hex = new StringBuilder();
      for (int i = off; i < off + len; i++) {
        hex.append(String.format("%02x", b[i] & 0xFF));
      }
      fail("the JDK decodes ill-formed " + hex + " without U+FFFD");
    }
  }
}
