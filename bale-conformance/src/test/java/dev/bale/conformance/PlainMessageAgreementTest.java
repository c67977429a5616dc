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
 * message read without a level of its own), those of types with fewer than 63 flag bits {@code
 * CompactSource#beginPlainFlags} (the same with one flag byte of known bits), and fall back to
 * {@code beginMessage}; the dynamic codec always takes {@code beginMessage}. On bad input both must
 * report the same error — code, offset and field path — whichever path the generated reader took:
 * every truncation, every byte replaced by header-like values (flag, reference and continuation
 * bits, lengths one off), a byte inserted anywhere (turning one-byte headers into two-byte ones),
 * and the depth and message-count limits at and around what the value needs.
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

  private static final String MEDIA = "media.bale";
  private static final String CONTENT = "media.MediaContent";

  /**
   * A MediaContent whose Media (three flag bits, all set) and Images (one flag bit: set in the
   * first, clear in the second, so that its header has no flags) take beginPlainFlags.
   */
  private static final String MEDIA_JSON =
      "{\"media\":{\"uri\":\"u:/a\",\"title\":\"T\",\"width\":300,\"height\":2,"
          + "\"format\":\"f\",\"duration\":\"70000\",\"size\":\"5\",\"bitrate\":9,"
          + "\"persons\":[\"p\",\"T\"],\"player\":\"FLASH\",\"copyright\":\"c\"},"
          + "\"images\":[{\"uri\":\"u:/a\",\"title\":\"i\",\"width\":1,\"height\":200,"
          + "\"size\":\"LARGE\"},"
          + "{\"uri\":\"u:/b\",\"width\":-1,\"height\":0,\"size\":\"SMALL\"}]}";

  private static byte[] bytes(String schema, String type, String json) throws Exception {
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(schema, type);
    return new CompactWriter().encode(d.type(), d.fromJson(Corpus.JSON.readTree(json), false));
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

  private static void agree(String schema, String type, byte[] b, Limits limits, String what) {
    String generated = outcome(Codec.generated(schema, type), b, limits);
    String dynamic = outcome(Codec.dynamic(schema, type), b, limits);
    assertEquals(dynamic, generated, what + ": " + HexFormat.of().formatHex(b));
    compared++;
  }

  @Test
  void generatedAndDynamicAgreeOnMutantsOfPlainMessages() throws Exception {
    byte[] b = bytes(AT, SPARSE, JSON);
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(AT, SPARSE);
    assertEquals(
        Corpus.JSON.readTree(JSON).get("leaves"),
        d.toJson(d.decode(b)).get("leaves"),
        "the leaves round-trip");
    mutants(AT, SPARSE, b);
  }

  @Test
  void generatedAndDynamicAgreeOnMutantsOfPlainMessagesWithFlags() throws Exception {
    byte[] b = bytes(MEDIA, CONTENT, MEDIA_JSON);
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(MEDIA, CONTENT);
    assertEquals(Corpus.JSON.readTree(MEDIA_JSON), d.toJson(d.decode(b)), "the value round-trips");
    mutants(MEDIA, CONTENT, b);
  }

  /**
   * Every truncation, header-like byte replacement (flag, reference and continuation bits, flag
   * bytes with bits a reader does not know, lengths one off) and byte insertion of {@code b}, and
   * the depth and message-count limits around its need.
   */
  private static void mutants(String schema, String type, byte[] b) {
    compared = 0;
    int[] values = {0x00, 0x01, 0x02, 0x03, 0x04, 0x06, 0x08, 0x40, 0x7F, 0x80, 0x81, 0xFF};
    for (int i = 0; i < b.length; i++) {
      agree(schema, type, java.util.Arrays.copyOf(b, i), Limits.DEFAULT, "truncated to " + i);
      for (int v : values) {
        byte[] m = b.clone();
        m[i] = (byte) v;
        agree(schema, type, m, Limits.DEFAULT, "byte " + i + " = " + v);
      }
      for (int delta : new int[] {-4, 4}) {
        byte[] m = b.clone();
        m[i] = (byte) (m[i] + delta);
        agree(schema, type, m, Limits.DEFAULT, "byte " + i + " + " + delta);
      }
      for (int v : new int[] {0x80, 0x81, 0x00}) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(b, 0, i);
        out.write(v);
        out.write(b, i, b.length - i);
        agree(schema, type, out.toByteArray(), Limits.DEFAULT, "inserted " + v + " at " + i);
      }
    }
    for (int depth = 1; depth <= 4; depth++) {
      agree(schema, type, b, Limits.builder().depth(depth).build(), "depth " + depth);
    }
    for (int objects = 1; objects <= 6; objects++) {
      agree(schema, type, b, Limits.builder().maxObjects(objects).build(), "maxObjects " + objects);
    }
    assertTrue(compared > 10 * b.length, "compared " + compared);
  }
}
