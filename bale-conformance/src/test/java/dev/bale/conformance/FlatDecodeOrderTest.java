package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatReader;
import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;
import dev.bale.tools.MutantsMain;
import dev.bale.tools.MutantsMain.Mutant;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * {@code Flat.decode} and {@link FlatReader#decode} check each string's UTF-8 once, while building
 * it, instead of in the verifier's walk and again in the decode (the walk leaves it out and a
 * failure verifies again in full). Their outcome must stay exactly that of verifying first and
 * reading after ({@link FlatVerifier#root} then {@link FlatType#readRoot}): the same value, or the
 * same error code, offset and field path, the first problem in verifier order winning over one the
 * decode meets later.
 */
class FlatDecodeOrderTest {
  private static final int PER_VECTOR = Integer.getInteger("bale.mutantsPerVector", 12);
  private static final long SEED = Long.getLong("bale.mutantsSeed", 20261123L) + 1;

  @Test
  void everyFlatMutantDecodesAsVerifyThenRead() throws Exception {
    List<Mutant> mutants = MutantsMain.mutants(TestData.root(), SEED, PER_VECTOR);
    FlatReader reader = new FlatReader();
    int compared = 0;
    int utf8 = 0;
    for (Mutant m : mutants) {
      if (!m.codec().equals("flat") || m.frame() || m.vector().startsWith("roots.")) {
        continue;
      }
      Codec c = Codec.generated(m.schema(), m.type());
      FlatType<Object> type =
          FlatGeneratedTest.flatType(Class.forName(Schemas.javaClassName(m.schema(), c.decl)));
      byte[] bytes = m.bytes();
      String expected = outcome(() -> verifyThenRead(type, bytes));
      String what = m.vector() + " mutant " + HexFormat.of().formatHex(bytes);
      assertEquals(expected, outcome(() -> Flat.decode(type, bytes)), "Flat.decode of " + what);
      assertEquals(expected, outcome(() -> reader.decode(type, bytes)), "FlatReader of " + what);
      ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
      assertEquals(
          expected, outcome(() -> Flat.decode(type, direct)), "direct Flat.decode of " + what);
      compared++;
      if (expected.startsWith("error INVALID_UTF8")) {
        utf8++;
      }
    }
    assertTrue(compared > 1000, "only " + compared + " flat mutants compared");
    // The deferred check is exercised: mutants whose only problem is a string's bytes.
    assertTrue(utf8 > 10, "only " + utf8 + " mutants with bad UTF-8");
  }

  /**
   * Bad UTF-8 in the first string and a broken length in a later one: the verifier alone reports
   * the UTF-8 (it comes first in its walk); the decode, whose first walk skips UTF-8 and so meets
   * the length first, must report the same.
   */
  @Test
  void badUtf8BeforeAnotherProblemIsReportedFirst() throws Exception {
    media.Media value =
        media.Media.builder()
            .uri("http://example.com/a")
            .title("a title")
            .format("video/mp4")
            .build();
    byte[] bytes = Flat.encode(media.Media.FLAT, value);
    int uri = indexOf(bytes, "http://example.com/a");
    int format = indexOf(bytes, "video/mp4");
    assertTrue(uri > 0 && format > 0);
    bytes[uri + 2] = (byte) 0xFF;
    // format's length prefix (the 4 bytes before it) claims more than the body holds.
    bytes[format - 1] = 0x7F;
    String verified = outcome(() -> verifyThenRead(media.Media.FLAT, bytes));
    assertTrue(verified.startsWith("error INVALID_UTF8 @" + uri + " "), verified);
    assertEquals(verified, outcome(() -> Flat.decode(media.Media.FLAT, bytes)));
    assertEquals(verified, outcome(() -> new FlatReader().decode(media.Media.FLAT, bytes)));
    // With the length repaired, only the UTF-8 is left, and the decode finds it while building.
    byte[] onlyUtf8 = Flat.encode(media.Media.FLAT, value);
    onlyUtf8[uri + 2] = (byte) 0xFF;
    String expected = outcome(() -> verifyThenRead(media.Media.FLAT, onlyUtf8));
    assertTrue(expected.startsWith("error INVALID_UTF8 @" + uri + " "), expected);
    assertTrue(expected.endsWith("uri"), "path: " + expected);
    assertEquals(expected, outcome(() -> Flat.decode(media.Media.FLAT, onlyUtf8)));
    assertEquals(expected, outcome(() -> new FlatReader().decode(media.Media.FLAT, onlyUtf8)));
  }

  /** Checked access reads a string in one pass; a bad one is still INVALID_UTF8 at its offset. */
  @Test
  void checkedAccessStringIsCheckedWhileDecoded() {
    media.Media value = media.Media.builder().uri("héllo wörld").format("f").build();
    byte[] bytes = Flat.encode(media.Media.FLAT, value);
    media.Media.View ok = new media.Media.View().wrap(bytes);
    assertEquals("héllo wörld", ok.uri());
    int uri = indexOf(bytes, "héllo");
    bytes[uri + 2] = (byte) 0xC3; // é is C3 A9: C3 C3 is a lead byte without its continuation
    media.Media.View bad = new media.Media.View().wrap(bytes);
    BaleException e = error(bad::uri);
    assertEquals(ErrorCode.INVALID_UTF8, e.code());
    assertEquals(uri, e.offset());
    assertNotNull(bad.format());
  }

  private static <T> T verifyThenRead(FlatType<T> type, byte[] bytes) {
    FlatData d = new FlatData().reset(bytes, 0, bytes.length);
    int root = new FlatVerifier().root(type, d);
    return type.readRoot(d, root);
  }

  private static String outcome(Supplier<Object> decode) {
    try {
      Object v = decode.get();
      return "ok " + v;
    } catch (BaleException e) {
      return "error " + e.code().name() + " @" + e.offset() + " " + e.path();
    }
  }

  private static BaleException error(Supplier<Object> read) {
    try {
      read.get();
    } catch (BaleException e) {
      return e;
    }
    throw new AssertionError("no error");
  }

  private static int indexOf(byte[] bytes, String s) {
    return FlatJsonKeysTest.indexOf(bytes, s.getBytes(StandardCharsets.UTF_8));
  }
}
