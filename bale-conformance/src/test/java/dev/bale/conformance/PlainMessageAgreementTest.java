package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.Limits;
import java.io.ByteArrayOutputStream;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Generated readers of types without flag bits first try {@code CompactSource#beginPlain} (a nested
 * message read without a level of its own) and fall back to {@code beginMessage}; the dynamic codec
 * always takes {@code beginMessage}. On bad input both must report the same error — code, offset
 * and field path — whichever path the generated reader took: every truncation, every byte replaced
 * by header-like values (flag, reference and continuation bits, lengths one off), a byte inserted
 * anywhere (turning one-byte headers into two-byte ones), and the depth and message-count limits at
 * and around what the value needs.
 */
class PlainMessageAgreementTest {
  private static final String AT = "alltypes.bale";
  private static final String SPARSE = "alltypes.Sparse";

  /** A Sparse whose {@code leaves} (Leaf: no flag bits) are plain nested messages. */
  private static final String JSON =
      "{\"flag\":true,\"plain\":3,\"leaves\":["
          + "{\"name\":\"a\",\"value\":1},"
          + "{\"name\":\"bb\",\"value\":-300000},"
          + "{\"name\":\"a\",\"value\":0}]}";

  private static byte[] bytes() throws Exception {
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(AT, SPARSE);
    return new CompactWriter().encode(d.type(), d.fromJson(Corpus.JSON.readTree(JSON), false));
  }

  /** What decoding gives: the value re-encoded, or the error's code, offset and path. */
  private static String outcome(Codec c, byte[] b, Limits limits) {
    try {
      Object v = c.decode(b, false, limits);
      return "ok " + HexFormat.of().formatHex(new CompactWriter().encode(c.type(), v));
    } catch (BaleException e) {
      return "error " + e.code() + " at " + e.offset() + " path " + e.path();
    }
  }

  private static int compared;

  private static void agree(byte[] b, Limits limits, String what) {
    String generated = outcome(Codec.generated(AT, SPARSE), b, limits);
    String dynamic = outcome(Codec.dynamic(AT, SPARSE), b, limits);
    assertEquals(dynamic, generated, what + ": " + HexFormat.of().formatHex(b));
    compared++;
  }

  @Test
  void generatedAndDynamicAgreeOnMutantsOfPlainMessages() throws Exception {
    byte[] b = bytes();
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(AT, SPARSE);
    assertEquals(
        Corpus.JSON.readTree(JSON).get("leaves"),
        d.toJson(d.decode(b)).get("leaves"),
        "the leaves round-trip");
    compared = 0;
    int[] values = {0x00, 0x01, 0x02, 0x03, 0x7F, 0x80, 0x81, 0xFF};
    for (int i = 0; i < b.length; i++) {
      agree(java.util.Arrays.copyOf(b, i), Limits.DEFAULT, "truncated to " + i);
      for (int v : values) {
        byte[] m = b.clone();
        m[i] = (byte) v;
        agree(m, Limits.DEFAULT, "byte " + i + " = " + v);
      }
      for (int delta : new int[] {-4, 4}) {
        byte[] m = b.clone();
        m[i] = (byte) (m[i] + delta);
        agree(m, Limits.DEFAULT, "byte " + i + " + " + delta);
      }
      for (int v : new int[] {0x80, 0x81, 0x00}) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(b, 0, i);
        out.write(v);
        out.write(b, i, b.length - i);
        agree(out.toByteArray(), Limits.DEFAULT, "inserted " + v + " at " + i);
      }
    }
    for (int depth = 1; depth <= 4; depth++) {
      agree(b, Limits.builder().depth(depth).build(), "depth " + depth);
    }
    for (int objects = 1; objects <= 6; objects++) {
      agree(b, Limits.builder().maxObjects(objects).build(), "maxObjects " + objects);
    }
    assertTrue(compared > 10 * b.length, "compared " + compared);
  }
}
