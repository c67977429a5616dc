package dev.bale.dynamic;

/**
 * Where a text stops being JSON (RFC 8259), by JSON.md §7's rule for the position of a {@code
 * JSON_SYNTAX} error, the same as the TypeScript reader's: the first character that cannot continue
 * the document (a missing {@code ,} {@code :} or closing bracket: the character found instead; a
 * bad escape: its first wrong character after the backslash; a control character in a string: that
 * character; a value that does not start a JSON value, such as {@code tru}, {@code NaN}, {@code +1}
 * or {@code 01}'s {@code 1} after the value {@code 0}: its first character), or the end of the text
 * when it ends early (an unterminated string, array or object). Jackson, which the bridge reads
 * with, reports some of these a character or a word later, and its byte and text parsers differ;
 * the bridge asks this class only once Jackson has found the text malformed (an error path), so
 * reading well-formed input costs nothing more.
 */
final class JsonSyntax {
  private final String s;
  private final boolean comments;
  private int p;

  /** Where comments were found ({@link #blankComments}), or null when not asked. */
  private StringBuilder blanked;

  private JsonSyntax(String s, boolean comments) {
    this.s = s;
    this.comments = comments;
  }

  /** The offset in {@code s} of its first syntax error, or -1 if it is well-formed JSON. */
  static int firstError(String s, boolean comments) {
    JsonSyntax j = new JsonSyntax(s, comments);
    if (!s.isEmpty() && s.charAt(0) == '\uFEFF') {
      j.p = 1;
    }
    try {
      j.value();
      j.ws();
      return j.p == s.length() ? -1 : j.p;
    } catch (Bad e) {
      return e.at;
    }
  }

  /**
   * {@code s}, well-formed JSON with comments, with each comment's characters but line breaks
   * replaced by spaces: the same document without comments, at the same lines and columns.
   */
  static String blankComments(String s) {
    JsonSyntax j = new JsonSyntax(s, true);
    j.blanked = new StringBuilder(s);
    if (!s.isEmpty() && s.charAt(0) == '\uFEFF') {
      j.p = 1;
    }
    j.value();
    j.ws();
    return j.blanked.toString();
  }

  private void blank(int from, int to) {
    if (blanked != null) {
      for (int i = from; i < to; i++) {
        char c = blanked.charAt(i);
        if (c != '\n' && c != '\r') {
          blanked.setCharAt(i, ' ');
        }
      }
    }
  }

  /** The 1-based line and column (UTF-16 units) of offset {@code at}: lines end at LF, CRLF, CR. */
  static int[] position(String s, int at) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < at && i < s.length(); i++) {
      if (endsLine(s.charAt(i), i + 1 < s.length() ? s.charAt(i + 1) : -1)) {
        line++;
        lineStart = i + 1;
      }
    }
    return new int[] {line, at - lineStart + 1};
  }

  /**
   * Whether character (or ASCII byte) {@code c}, followed by {@code next} (-1 at the end), ends a
   * line (JSON.md §7: LF, the LF of CRLF, or a CR alone).
   */
  static boolean endsLine(int c, int next) {
    return c == '\n' || (c == '\r' && next != '\n');
  }

  /** A syntax error at {@link #at} (no stack trace: a control-flow exception). */
  private static final class Bad extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int at;

    Bad(int at) {
      super(null, null, false, false);
      this.at = at;
    }
  }

  private char at(int i) {
    return i < s.length() ? s.charAt(i) : '\uFFFF';
  }

  private void ws() {
    while (p < s.length()) {
      char c = s.charAt(p);
      if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
        p++;
      } else if (comments && c == '/' && at(p + 1) == '/') {
        // To the end of the line: LF, CRLF or CR, as lines are counted.
        int start = p;
        p += 2;
        while (p < s.length() && s.charAt(p) != '\n' && s.charAt(p) != '\r') {
          commentChar(p++);
        }
        blank(start, p);
      } else if (comments && c == '/' && at(p + 1) == '*') {
        int start = p;
        p += 2;
        while (p < s.length() && !(s.charAt(p) == '*' && at(p + 1) == '/')) {
          commentChar(p++);
        }
        if (p >= s.length()) {
          throw new Bad(start); // an unterminated comment: where it opens
        }
        p += 2;
        blank(start, p);
      } else {
        return;
      }
    }
  }

  /** A control character other than tab, LF and CR is not allowed in a comment either. */
  private void commentChar(int i) {
    char c = s.charAt(i);
    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
      throw new Bad(i);
    }
  }

  private void value() {
    ws();
    char c = at(p);
    if (c == '[') {
      p++;
      ws();
      if (at(p) == ']') {
        p++;
        return;
      }
      while (true) {
        value();
        ws();
        char d = at(p);
        if (d != ',' && d != ']') {
          throw new Bad(p);
        }
        p++;
        if (d == ']') {
          return;
        }
      }
    } else if (c == '{') {
      p++;
      ws();
      if (at(p) == '}') {
        p++;
        return;
      }
      while (true) {
        ws();
        if (at(p) != '"') {
          throw new Bad(p);
        }
        string();
        ws();
        if (at(p) != ':') {
          throw new Bad(p);
        }
        p++;
        value();
        ws();
        char d = at(p);
        if (d != ',' && d != '}') {
          throw new Bad(p);
        }
        p++;
        if (d == '}') {
          return;
        }
      }
    } else if (c == '"') {
      string();
    } else if (s.startsWith("true", p) || s.startsWith("null", p)) {
      p += 4;
    } else if (s.startsWith("false", p)) {
      p += 5;
    } else {
      int end = numberEnd();
      if (end == p) {
        throw new Bad(p);
      }
      p = end;
    }
  }

  private void string() {
    int q = p + 1;
    while (true) {
      if (q >= s.length()) {
        throw new Bad(s.length());
      }
      char c = s.charAt(q);
      if (c == '"') {
        p = q + 1;
        return;
      }
      if (c == '\\') {
        q = escape(q + 1);
      } else if (c < 0x20) {
        throw new Bad(q);
      } else {
        q++;
      }
    }
  }

  private int escape(int q) {
    if (q >= s.length()) {
      throw new Bad(s.length());
    }
    char e = s.charAt(q);
    if (e != 'u') {
      if ("\"\\/bfnrt".indexOf(e) >= 0) {
        return q + 1;
      }
      throw new Bad(q);
    }
    for (int i = q + 1; i < q + 5; i++) {
      if (i >= s.length()) {
        throw new Bad(s.length());
      }
      char h = s.charAt(i);
      if (!((h >= '0' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F'))) {
        throw new Bad(i);
      }
    }
    return q + 5;
  }

  /** The end of the JSON number at {@code p} (RFC 8259's grammar), {@code p} if there is none. */
  private int numberEnd() {
    int i = p;
    if (at(i) == '-') {
      i++;
    }
    char c = at(i);
    if (c == '0') {
      i++;
    } else if (c >= '1' && c <= '9') {
      do {
        i++;
      } while (isDigit(at(i)));
    } else {
      return p;
    }
    if (at(i) == '.' && isDigit(at(i + 1))) {
      i += 2;
      while (isDigit(at(i))) {
        i++;
      }
    }
    if ((at(i) | 0x20) == 'e') {
      int j = i + 1;
      if (at(j) == '+' || at(j) == '-') {
        j++;
      }
      if (isDigit(at(j))) {
        do {
          j++;
        } while (isDigit(at(j)));
        i = j;
      }
    }
    return i;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
