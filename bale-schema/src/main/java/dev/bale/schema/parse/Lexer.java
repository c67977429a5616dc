package dev.bale.schema.parse;

import dev.bale.schema.model.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;

/**
 * Splits a schema file into tokens. Lexical errors (unterminated string or comment, malformed
 * number, invalid escape, stray character) are reported to the sink and lexing continues, so every
 * lexical error of a file is found in one pass.
 *
 * <p>Columns are 1-based and count UTF-16 code units; a tab counts as one column.
 */
public final class Lexer {
  private final String file;
  private final String text;
  private final BiConsumer<Location, String> errors;
  private int pos;
  private int line = 1;
  private int lineStart;
  private List<String> pendingDoc = new ArrayList<>();

  private Lexer(String file, String text, BiConsumer<Location, String> errors) {
    this.file = file;
    this.text = text;
    this.errors = errors;
  }

  /** Tokenizes {@code text}; the returned list always ends with an {@link Token.Kind#EOF} token. */
  public static List<Token> tokenize(
      String file, String text, BiConsumer<Location, String> errors) {
    return new Lexer(file, text, errors).run();
  }

  private List<Token> run() {
    List<Token> out = new ArrayList<>();
    while (true) {
      skipTrivia();
      if (pos >= text.length()) {
        out.add(new Token(Token.Kind.EOF, "", here(), pos, takeDoc()));
        return out;
      }
      Token t = next();
      if (t != null) {
        out.add(t);
      }
    }
  }

  private Location here() {
    return new Location(file, line, pos - lineStart + 1);
  }

  private List<String> takeDoc() {
    List<String> d = List.copyOf(pendingDoc);
    pendingDoc = new ArrayList<>();
    return d;
  }

  private void newline() {
    line++;
    lineStart = pos;
  }

  /** Skips whitespace and comments, collecting {@code ///} doc lines. */
  private void skipTrivia() {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c == '\n') {
        pos++;
        newline();
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
        pos++;
      } else if (c == '/' && peek(1) == '/') {
        int start = pos;
        while (pos < text.length() && text.charAt(pos) != '\n') {
          pos++;
        }
        String comment = text.substring(start, pos);
        // Exactly three slashes make a doc line; "////..." is an ordinary comment (a ruler).
        if (comment.startsWith("///") && !comment.startsWith("////")) {
          String body = comment.substring(3);
          if (body.startsWith(" ")) {
            body = body.substring(1);
          }
          pendingDoc.add(stripTrailing(body));
        }
      } else if (c == '/' && peek(1) == '*') {
        Location start = here();
        pos += 2;
        boolean closed = false;
        while (pos < text.length()) {
          char d = text.charAt(pos);
          if (d == '*' && peek(1) == '/') {
            pos += 2;
            closed = true;
            break;
          }
          pos++;
          if (d == '\n') {
            newline();
          }
        }
        if (!closed) {
          errors.accept(start, "unterminated block comment");
        }
      } else {
        return;
      }
    }
  }

  private char peek(int ahead) {
    int p = pos + ahead;
    return p < text.length() ? text.charAt(p) : '\0';
  }

  private static boolean isIdentStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
  }

  private static boolean isIdentPart(char c) {
    return isIdentStart(c) || (c >= '0' && c <= '9');
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** Lexes one token at {@code pos}; returns null after reporting a stray character. */
  private Token next() {
    Location loc = here();
    int start = pos;
    char c = text.charAt(pos);
    if (isIdentStart(c)) {
      while (pos < text.length() && isIdentPart(text.charAt(pos))) {
        pos++;
      }
      return new Token(Token.Kind.IDENT, text.substring(start, pos), loc, start, takeDoc());
    }
    if (isDigit(c)) {
      return number(loc, start);
    }
    if (c == '"') {
      return string(loc, start);
    }
    if (";{}[]<>(),=?.-".indexOf(c) >= 0) {
      pos++;
      return new Token(Token.Kind.PUNCT, String.valueOf(c), loc, start, takeDoc());
    }
    int cp = text.codePointAt(pos);
    pos += Character.charCount(cp);
    errors.accept(loc, "unexpected character " + describeChar(cp));
    return null;
  }

  private static String describeChar(int cp) {
    if (cp >= 0x21 && cp < 0x7f) {
      return "'" + (char) cp + "'";
    }
    return String.format("U+%04X", cp);
  }

  // Compiled once (String.matches compiles its pattern at every call: a schema's every field id).
  private static final Pattern INT = Pattern.compile("0[xX][0-9a-fA-F]+|0|[1-9][0-9]*");
  private static final Pattern FLOAT =
      Pattern.compile("(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
  private static final Pattern LEADING_ZEROS = Pattern.compile("0[0-9]+");

  /**
   * A number is the maximal run of letters, digits, '_' and '.', plus a sign right after a decimal
   * exponent; it is then validated as a whole, so {@code 12ab} is one malformed number rather than
   * a number followed by a name.
   */
  private Token number(Location loc, int start) {
    boolean hex = text.startsWith("0x", pos) || text.startsWith("0X", pos);
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (isIdentPart(c) || c == '.') {
        pos++;
      } else if ((c == '+' || c == '-')
          && !hex
          && (text.charAt(pos - 1) == 'e' || text.charAt(pos - 1) == 'E')) {
        pos++;
      } else {
        break;
      }
    }
    String s = text.substring(start, pos);
    List<String> doc = takeDoc();
    if (INT.matcher(s).matches()) {
      return new Token(Token.Kind.INT, s, loc, start, doc);
    }
    if (FLOAT.matcher(s).matches()) {
      return new Token(Token.Kind.FLOAT, s, loc, start, doc);
    }
    if (LEADING_ZEROS.matcher(s).matches()) {
      errors.accept(loc, "malformed number '" + s + "': leading zeros are not allowed");
    } else {
      errors.accept(loc, "malformed number '" + s + "'");
    }
    return new Token(Token.Kind.INT, "0", loc, start, doc);
  }

  private Token string(Location loc, int start) {
    pos++; // opening quote
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (pos >= text.length() || text.charAt(pos) == '\n') {
        errors.accept(loc, "unterminated string literal");
        break;
      }
      char c = text.charAt(pos);
      if (c == '"') {
        pos++;
        break;
      }
      if (c != '\\') {
        sb.append(c);
        pos++;
        continue;
      }
      Location escLoc = here();
      char e = peek(1);
      switch (e) {
        case '"' -> {
          sb.append('"');
          pos += 2;
        }
        case '\\' -> {
          sb.append('\\');
          pos += 2;
        }
        case 'n' -> {
          sb.append('\n');
          pos += 2;
        }
        case 't' -> {
          sb.append('\t');
          pos += 2;
        }
        case 'u' -> unicodeEscape(sb, escLoc);
        default -> {
          errors.accept(
              escLoc,
              "invalid escape '\\"
                  + (e == '\n' || e == '\0' ? "" : String.valueOf(e))
                  + "' in string literal (allowed: \\\" \\\\ \\n \\t \\u{XXXX})");
          pos += (e == '\n' || e == '\0') ? 1 : 2;
        }
      }
    }
    return new Token(Token.Kind.STRING, sb.toString(), loc, start, takeDoc());
  }

  /** {@code \\u{X...}}: 1 to 6 hex digits naming a Unicode scalar value (no surrogates). */
  private void unicodeEscape(StringBuilder sb, Location escLoc) {
    pos += 2; // backslash and 'u'
    int digitsStart = pos + 1;
    if (peek(0) != '{') {
      errors.accept(escLoc, "invalid escape: expected '{' after '\\u' (write \\u{XXXX})");
      return;
    }
    int p = digitsStart;
    while (p < text.length() && Character.digit(text.charAt(p), 16) >= 0) {
      p++;
    }
    String digits = text.substring(digitsStart, p);
    if (p >= text.length() || text.charAt(p) != '}' || digits.isEmpty() || digits.length() > 6) {
      errors.accept(escLoc, "invalid escape: \\u{...} needs 1 to 6 hex digits and a closing '}'");
      pos = digitsStart;
      return;
    }
    pos = p + 1;
    int cp = Integer.parseInt(digits, 16);
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      errors.accept(
          escLoc, "invalid escape: U+" + digits.toUpperCase() + " is not a Unicode scalar value");
      return;
    }
    sb.appendCodePoint(cp);
  }

  /**
   * {@code s} without its trailing white space ({@link Character#isWhitespace}), as Java 11's
   * {@code String.stripTrailing}, which Android (API level 26) lacks; every white-space character
   * is in the BMP, so testing chars is testing code points.
   */
  static String stripTrailing(String s) {
    int end = s.length();
    while (end > 0 && Character.isWhitespace(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(0, end);
  }
}
