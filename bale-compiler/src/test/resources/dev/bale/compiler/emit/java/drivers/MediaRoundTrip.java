package drivers;

import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import media.Image;
import media.Media;
import media.MediaContent;
import media.Player;
import media.Size;

/**
 * jvm-serializers' media.1.json built by hand with the generated builders, round-tripped through
 * the generated codec. Returns the encodings so the test can compare them with the dynamic codec.
 */
public final class MediaRoundTrip implements Supplier<Map<String, byte[]>> {
  static MediaContent media1() {
    Media media =
        Media.builder()
            .uri("http://javaone.com/keynote.mpg")
            .title("Javaone Keynote")
            .width(640)
            .height(480)
            .format("video/mpg4")
            .duration(18000000)
            .size(58982400)
            .bitrate(262144)
            .persons(List.of("Bill Gates", "Steve Jobs\uc2a4"))
            .player(Player.JAVA)
            .copyright(null)
            .build();
    Image large =
        Image.builder()
            .uri("http://javaone.com/keynote_large.jpg")
            .title("Javaone Keynote")
            .width(1024)
            .height(768)
            .size(Size.LARGE)
            .build();
    Image small =
        Image.builder()
            .uri("http://javaone.com/keynote_small.jpg")
            .title("Javaone Keynote")
            .width(320)
            .height(240)
            .size(Size.SMALL)
            .build();
    return MediaContent.builder().media(media).images(List.of(large, small)).build();
  }

  @Override
  public Map<String, byte[]> get() {
    MediaContent value = media1();
    Map<String, byte[]> out = new LinkedHashMap<>();

    byte[] dedup = new CompactWriter().dedupStrings(true).encode(MediaContent.COMPACT, value);
    Check.isTrue(dedup.length < 218, "media.1 with string dedup: " + dedup.length + " bytes");
    MediaContent back = new CompactReader().decode(MediaContent.COMPACT, dedup);
    Check.equal(value, back, "decode(encode(media.1))");
    Check.equal(null, back.unknownFields(), "no unknown fields");
    Check.isTrue(back.images().get(0).size() == Size.LARGE, "known enum decodes to the constant");
    out.put("dedup", dedup);

    byte[] plain = new CompactWriter().dedupStrings(false).encode(MediaContent.COMPACT, value);
    Check.isTrue(plain.length > dedup.length, "dedup saves bytes");
    Check.equal(value, MediaContent.fromCompactBytes(plain), "decode without dedup");
    out.put("plain", plain);

    // The convenience methods use the default writer (dedup on).
    byte[] convenience = value.toCompactBytes();
    Check.isTrue(java.util.Arrays.equals(dedup, convenience), "toCompactBytes = dedup encoding");
    Check.isTrue(
        java.util.Arrays.equals(dedup, Compact.encode(MediaContent.COMPACT, value)),
        "Compact.encode = toCompactBytes");

    // Deterministic: a second encode of an equal value gives the same bytes.
    Check.isTrue(
        java.util.Arrays.equals(dedup, media1().toCompactBytes()), "encoding is deterministic");

    // toBuilder keeps every field; a changed copy differs only there.
    MediaContent copy = value.toBuilder().build();
    Check.equal(value, copy, "toBuilder().build()");
    Media renamed = value.media().toBuilder().title(null).build();
    Check.equal(null, renamed.title(), "optional cleared");
    Check.equal(value.media().uri(), renamed.uri(), "other fields kept");
    return out;
  }
}
