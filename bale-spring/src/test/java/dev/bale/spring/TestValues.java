package dev.bale.spring;

import dev.bale.runtime.MessageStreamWriter;
import java.util.List;
import media.Image;
import media.Media;
import media.MediaContent;
import media.Player;
import media.Size;

/** Values the tests of this module send (the golden media schema's classes). */
public final class TestValues {
  private TestValues() {}

  /**
   * {@code images} as a message stream (FORMAT.md §4.1), as {@link MessageStreamWriter} writes it.
   */
  public static byte[] streamOf(List<Image> images) {
    return MessageStreamWriter.encodeAll(Image.COMPACT, Image.FINGERPRINT, images);
  }

  /** media.1's value: two images, a non-ASCII person. */
  public static final MediaContent MEDIA =
      MediaContent.builder()
          .media(
              Media.builder()
                  .uri("http://javaone.com/keynote.mpg")
                  .title("Javaone Keynote")
                  .width(640)
                  .height(480)
                  .format("video/mpg4")
                  .duration(18000000)
                  .size(58982400)
                  .bitrate(262144)
                  .persons(List.of("Bill Gates", "Steve Jobs스"))
                  .player(Player.JAVA)
                  .build())
          .images(
              List.of(
                  Image.builder()
                      .uri("http://javaone.com/keynote_large.jpg")
                      .title("Javaone Keynote")
                      .width(1024)
                      .height(768)
                      .size(Size.LARGE)
                      .build(),
                  Image.builder()
                      .uri("http://javaone.com/keynote_small.jpg")
                      .width(320)
                      .height(240)
                      .size(Size.SMALL)
                      .build()))
          .build();
}
