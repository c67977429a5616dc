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
    if (bytes.length == 0) {
      return "";
    }
    // One char array, not a StringBuilder call per char: tests build these for messages of
    // hundreds of thousands of mutants.
    char[] out = new char[bytes.length * 3 - 1];
    for (int i = 0, o = 0; i < bytes.length; i++) {
      if (i > 0) {
        out[o++] = ' ';
      }
      out[o++] = DIGITS[(bytes[i] >> 4) & 0xF];
      out[o++] = DIGITS[bytes[i] & 0xF];
    }
    return new String(out);
  }

  private static final char[] DIGITS = "0123456789abcdef".toCharArray();

  /** Normalizes a hex string for comparison (no whitespace, lowercase). */
  static String normalize(String hex) {
    return hex.replaceAll("\\s+", "").toLowerCase(java.util.Locale.ROOT);
  }
}
