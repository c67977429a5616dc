package dev.bale.tools.demo;

/** Small helpers for the commented JSON files of the jvm-serializers suite. */
final class JsonText {
  private JsonText() {}

  /**
   * Removes {@code //} line comments and {@code /* *}{@code /} block comments that lie outside
   * string literals, so that {@code "http://..."} survives. Newlines are kept, so line numbers in
   * later JSON errors still point at the original file. An unterminated block comment or string is
   * left for the JSON parser to report.
   */
  static String stripComments(String text) {
    StringBuilder out = new StringBuilder(text.length());
    int n = text.length();
    int i = 0;
    while (i < n) {
      char c = text.charAt(i);
      if (c == '"') {
        // Copy the string literal verbatim, honouring backslash escapes (\" does not end it).
        int start = i++;
        while (i < n && text.charAt(i) != '"') {
          i += text.charAt(i) == '\\' ? 2 : 1;
        }
        i = Math.min(i + 1, n);
        out.append(text, start, i);
      } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
        while (i < n && text.charAt(i) != '\n') {
          i++;
        }
      } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
        int end = text.indexOf("*/", i + 2);
        if (end < 0) {
          out.append(text, i, n);
          break;
        }
        for (int j = i; j < end + 2; j++) {
          if (text.charAt(j) == '\n') {
            out.append('\n');
          }
        }
        i = end + 2;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }
}
