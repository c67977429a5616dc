package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
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
 * and the depth and message-count limits at and around what the value needs. Three values: a Sparse
 * whose Leaf list is followed by another field, a MediaContent whose messages have flag bits, and a
 * root list of Leaf messages whose last Leaf ends the enclosing body (so that a header one byte too
 * long reaches past it: a body-length check one too loose in {@code beginPlain} fails this test).
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

  /**
   * A root {@code list<alltypes.Leaf>}: the wrapper {@code message root { list<Leaf> value = 1; }}
   * has no field after the list, so the last Leaf's body ends where the enclosing body ends (in the
   * Sparse above, {@code plain} always follows the leaves). Generated: {@code roots.leaves.Root}.
   */
  private static final String LEAVES = "list<alltypes.Leaf>";

  private static final String LEAVES_JSON =
      "[{\"name\":\"a\",\"value\":1},{\"name\":\"tail\",\"value\":300}]";

  private static byte[] bytes(String schema, String type, String json) throws Exception {
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(schema, type);
    return new CompactWriter().encode(d.type(), d.fromJson(Corpus.JSON.readTree(json), false));
  }

  /** What decoding gives: the value re-encoded, or the error's code, offset and path. */
  private static String outcome(CompactType<Object> t, byte[] b, Limits limits) {
    try {
      Object v = new CompactReader(limits).decode(t, b);
      return "ok " + HexFormat.of().formatHex(new CompactWriter().encode(t, v));
    } catch (BaleException e) {
      return "error " + e.code() + " at " + e.offset() + " path " + e.path();
    }
  }

  private static int compared;

  private static void agree(
      CompactType<Object> generatedType,
      CompactType<Object> dynamicType,
      byte[] b,
      Limits limits,
      String what) {
    String generated = outcome(generatedType, b, limits);
    String dynamic = outcome(dynamicType, b, limits);
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
    mutants(Codec.generated(AT, SPARSE).type(), d.type(), b);
  }

  @Test
  void generatedAndDynamicAgreeOnMutantsOfPlainMessagesWithFlags() throws Exception {
    byte[] b = bytes(MEDIA, CONTENT, MEDIA_JSON);
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(MEDIA, CONTENT);
    assertEquals(Corpus.JSON.readTree(MEDIA_JSON), d.toJson(d.decode(b)), "the value round-trips");
    mutants(Codec.generated(MEDIA, CONTENT).type(), d.type(), b);
  }

  private static final String TWITTER = "twitter.bale";
  private static final String STATUS = "twitter.Status";

  /**
   * A Status whose User has flags of two bytes (bits 2, 5, 11, 12: utc_offset present, verified,
   * profile_use_background_image, default_profile) and whose retweeted Status's User has three (bit
   * 16, notifications, as well), so that flags longer than a byte reach beginPlainFlags.
   */
  private static final String TWITTER_JSON =
      "{\"text\":\"t\",\"user\":{\"id\":7,\"name\":\"n\",\"utc_offset\":32400,"
          + "\"verified\":true,\"profile_use_background_image\":true,\"default_profile\":true},"
          + "\"retweeted_status\":{\"text\":\"r\",\"user\":{\"id\":8,\"name\":\"m\","
          + "\"notifications\":true,\"profile_use_background_image\":true}}}";

  @Test
  void generatedAndDynamicAgreeOnMutantsOfPlainMessagesWithLongFlags() throws Exception {
    byte[] b = bytes(TWITTER, STATUS, TWITTER_JSON);
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(TWITTER, STATUS);
    assertEquals(
        Corpus.JSON.readTree(TWITTER_JSON).get("user").get("utc_offset"),
        d.toJson(d.decode(b)).get("user").get("utc_offset"),
        "the value round-trips");
    mutants(Codec.generated(TWITTER, STATUS).type(), d.type(), b);
  }

  @SuppressWarnings("unchecked")
  @Test
  void aPlainMessageThatEndsItsEnclosingBody() throws Exception {
    byte[] b = bytes(AT, LEAVES, LEAVES_JSON);
    Codec.Dynamic d = (Codec.Dynamic) Codec.dynamic(AT, LEAVES);
    assertEquals(Corpus.JSON.readTree(LEAVES_JSON), d.toJson(d.decode(b)), "the leaves round-trip");
    CompactType<Object> generated =
        (CompactType<Object>) (CompactType<?>) roots.leaves.Root.VALUE_COMPACT;
    mutants(generated, d.type(), b);
  }

  /**
   * Every truncation, header-like byte replacement (flag, reference and continuation bits, flag
   * bytes with bits a reader does not know, lengths one off) and byte insertion of {@code b}, and
   * the depth and message-count limits around its need.
   */
  private static void mutants(CompactType<Object> g, CompactType<Object> dyn, byte[] b) {
    compared = 0;
    int[] values = {0x00, 0x01, 0x02, 0x03, 0x04, 0x06, 0x08, 0x40, 0x7F, 0x80, 0x81, 0xFF};
    for (int i = 0; i < b.length; i++) {
      agree(g, dyn, java.util.Arrays.copyOf(b, i), Limits.DEFAULT, "truncated to " + i);
      for (int v : values) {
        byte[] m = b.clone();
        m[i] = (byte) v;
        agree(g, dyn, m, Limits.DEFAULT, "byte " + i + " = " + v);
      }
      for (int delta : new int[] {-4, -1, 1, 4}) {
        byte[] m = b.clone();
        m[i] = (byte) (m[i] + delta);
        agree(g, dyn, m, Limits.DEFAULT, "byte " + i + " + " + delta);
      }
      for (int v : new int[] {0x80, 0x81, 0x00}) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(b, 0, i);
        out.write(v);
        out.write(b, i, b.length - i);
        agree(g, dyn, out.toByteArray(), Limits.DEFAULT, "inserted " + v + " at " + i);
      }
    }
    for (int depth = 1; depth <= 4; depth++) {
      agree(g, dyn, b, Limits.builder().depth(depth).build(), "depth " + depth);
    }
    for (int objects = 1; objects <= 6; objects++) {
      agree(g, dyn, b, Limits.builder().maxObjects(objects).build(), "maxObjects " + objects);
    }
    assertTrue(compared > 10 * b.length, "compared " + compared);
  }
}
