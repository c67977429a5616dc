package dev.bale.conformance;

/** Hex helpers for vectors: lowercase, whitespace between bytes ignored on input. */
final class Hex {
  private Hex() {}

  static byte[] decode(String hex) {
    String h = hex.replaceAll("\\s+", "");
    if (h.length() % 2 != 0) {
      throw new IllegalArgumentException("odd number of hex digits: " + hex);
    }
    byte[] out = new byte[h.length() / 2];
    for (int i = 0; i < out.length; i++) {
      int hi = Character.digit(h.charAt(2 * i), 16);
      int lo = Character.digit(h.charAt(2 * i + 1), 16);
      if (hi < 0 || lo < 0) {
        throw new IllegalArgumentException("not hex: " + hex);
      }
      out[i] = (byte) (hi << 4 | lo);
    }
    return out;
  }

  /** Lowercase hex, bytes separated by one space (the format vectors are written in). */
  static String encode(byte[] bytes) {
    return SPACED.formatHex(bytes);
  }

  private static final java.util.HexFormat SPACED = java.util.HexFormat.ofDelimiter(" ");

  /** Normalizes a hex string for comparison (no whitespace, lowercase). */
  static String normalize(String hex) {
    return hex.replaceAll("\\s+", "").toLowerCase(java.util.Locale.ROOT);
  }
}
