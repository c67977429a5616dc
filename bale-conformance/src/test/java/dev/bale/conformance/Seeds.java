package dev.bale.conformance;

import java.util.List;

/** Valid messages (by vector name) that the robustness tests mutate. */
final class Seeds {
  private Seeds() {}

  /** A valid encoding of {@code schema}/{@code type}, taken from a vector. */
  record Seed(String vector, String schema, String type, byte[] bytes) {
    @Override
    public String toString() {
      return vector;
    }
  }

  static final List<String> NAMES =
      List.of(
          "media.media1",
          "media.media2",
          "media.media3",
          "media.media4",
          "media.media1.shared-images",
          "scalars.alltypes.everything",
          "unions.alltypes.l_shape.every-case",
          "dedup.alltypes.shared-leaves",
          "dedup.node.shared-nested",
          "maps.alltypes.m_enum.0",
          "evolution.v2-v1.full");

  static List<Seed> all() {
    List<Corpus.Vector> vs = Corpus.vectors();
    return NAMES.stream()
        .map(
            n -> {
              Corpus.Vector v =
                  vs.stream()
                      .filter(x -> x.name().equals(n))
                      .findFirst()
                      .orElseThrow(() -> new IllegalStateException("no vector " + n));
              return new Seed(n, v.schema(), v.type(), Hex.decode(v.hex()));
            })
        .toList();
  }
}
