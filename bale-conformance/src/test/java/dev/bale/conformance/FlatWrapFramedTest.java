package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Frame;
import dev.bale.runtime.flat.Flat;
import dev.bale.schema.Canonical;
import java.util.Arrays;
import java.util.List;
import media.Media;
import media.MediaContent;
import org.junit.jupiter.api.Test;

/**
 * {@code View.wrapFramed} (Java): a framed flat body read with checked access, the frame checked
 * first with the verifier's codes and offsets counted from the frame's first byte. The corrupt
 * corpus's framed flat cases are walked through it by {@code CorruptCorpusTest}.
 */
class FlatWrapFramedTest {
  private static final long FP = MediaContent.FINGERPRINT;

  private static final MediaContent VALUE =
      MediaContent.builder()
          .media(
              Media.builder()
                  .uri("m")
                  .format("video/mpg4")
                  .height(480)
                  .persons(List.of("x"))
                  .build())
          .build();

  @Test
  void theFingerprintConstantIsTheSchemaFingerprint() {
    assertEquals(
        Canonical.fingerprint(Schemas.decl("media.bale", "media.MediaContent")),
        MediaContent.FINGERPRINT);
  }

  @Test
  void readsAFramedBody() {
    byte[] framed = Flat.encodeFramed(MediaContent.FLAT, VALUE, FP);
    Media.View m = new MediaContent.View().wrapFramed(framed).media();
    assertEquals("video/mpg4", m.format());
    assertEquals(480, m.height());
    assertEquals(Frame.CODEC_FLAT, Frame.codec(framed, 0));
  }

  @Test
  void checksTheFrameFirst() {
    byte[] framed = Flat.encodeFramed(MediaContent.FLAT, VALUE, FP);
    MediaContent.View v = new MediaContent.View();
    byte[] other = Flat.encodeFramed(MediaContent.FLAT, VALUE, FP + 1);
    assertError(ErrorCode.FINGERPRINT_MISMATCH, 6, () -> v.wrapFramed(other));
    byte[] unframed = Flat.encode(MediaContent.FLAT, VALUE);
    assertError(ErrorCode.BAD_MAGIC, 0, () -> v.wrapFramed(unframed));
    byte[] compact = framed.clone();
    compact[Frame.CODEC_OFFSET] = Frame.CODEC_COMPACT;
    assertError(ErrorCode.UNSUPPORTED_CODEC, 5, () -> v.wrapFramed(compact));
    byte[] version = framed.clone();
    version[Frame.VERSION_OFFSET] = 1;
    assertError(ErrorCode.UNSUPPORTED_VERSION, 4, () -> v.wrapFramed(version));
    assertError(ErrorCode.TRUNCATED, 6, () -> v.wrapFramed(Arrays.copyOf(framed, 10)));
    // The body's own errors count from the frame's first byte: a bad root offset at byte 14.
    byte[] root = framed.clone();
    root[Frame.HEADER_SIZE] = 16;
    assertError(ErrorCode.OFFSET_OUT_OF_BOUNDS, 14, () -> v.wrapFramed(root));
    // And the view is usable again afterwards.
    assertEquals("m", v.wrapFramed(framed).media().uri());
  }

  private static void assertError(ErrorCode code, long offset, Runnable r) {
    BaleException e = assertThrows(BaleException.class, r::run);
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(offset, e.offset(), e.getMessage());
  }
}
