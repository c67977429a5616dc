package dev.bale.tools;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded mutations of JSON text for the JSON-bridge error differential ({@link JsonMutantsMain}):
 * characters deleted, inserted or replaced; a value swapped for one of another kind; numbers out of
 * range, with a fraction, exponent or leading zeros, {@code -0}, as strings; strings as bad base64,
 * unknown enum names, escapes and lone surrogates; keys renamed, escaped, duplicated, dropped or
 * reordered; unions with no or two keys; whitespace, {@code \r} and newlines between tokens;
 * non-ASCII text (so that columns in UTF-16 units and in bytes differ); deep nesting; trailing
 * content; comments; truncation. One to three edits per mutant, most often one.
 */
final class JsonTextMutator {
  private JsonTextMutator() {}

  /** A token of (possibly broken) JSON text: {@code [start, end)} and its kind. */
  record Token(int start, int end, char kind) {
    // kinds: '{' '}' '[' ']' ',' ':' 's' string, 'n' number, 'l' literal/other word, '?' other
  }

  static List<Token> lex(String s) {
    List<Token> out = new ArrayList<>();
    int i = 0;
    int n = s.length();
    while (i < n) {
      char c = s.charAt(i);
      if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
        i++;
      } else if ("{}[],:".indexOf(c) >= 0) {
        out.add(new Token(i, i + 1, c));
        i++;
      } else if (c == '"') {
        int j = i + 1;
        while (j < n && s.charAt(j) != '"') {
          j += s.charAt(j) == '\\' ? 2 : 1;
        }
        j = Math.min(j + 1, n);
        out.add(new Token(i, j, 's'));
        i = j;
      } else if (c == '-' || (c >= '0' && c <= '9')) {
        int j = i + 1;
        while (j < n && "0123456789.eE+-".indexOf(s.charAt(j)) >= 0) {
          j++;
        }
        out.add(new Token(i, j, 'n'));
        i = j;
      } else if (Character.isLetter(c)) {
        int j = i + 1;
        while (j < n && Character.isLetterOrDigit(s.charAt(j))) {
          j++;
        }
        out.add(new Token(i, j, 'l'));
        i = j;
      } else {
        out.add(new Token(i, i + 1, '?'));
        i++;
      }
    }
    return out;
  }

  /** Whether token {@code i} is an object key (a string followed by ':'). */
  private static boolean isKey(List<Token> t, int i) {
    return t.get(i).kind() == 's' && i + 1 < t.size() && t.get(i + 1).kind() == ':';
  }

  /** The index of the token that closes the composite opened at {@code i}, or -1. */
  private static int close(List<Token> t, int i) {
    int depth = 0;
    for (int j = i; j < t.size(); j++) {
      char k = t.get(j).kind();
      if (k == '{' || k == '[') {
        depth++;
      } else if (k == '}' || k == ']') {
        depth--;
        if (depth == 0) {
          return j;
        }
      }
    }
    return -1;
  }

  /** The extent {@code [start, end)} in the text of the value whose first token is {@code i}. */
  private static int[] valueExtent(List<Token> t, int i) {
    Token a = t.get(i);
    if (a.kind() == '{' || a.kind() == '[') {
      int j = close(t, i);
      if (j >= 0) {
        return new int[] {a.start(), t.get(j).end()};
      }
    }
    return new int[] {a.start(), a.end()};
  }

  /** Tokens that start a value (not keys, not punctuation that closes). */
  private static List<Integer> values(List<Token> t, boolean scalarsOnly, char kind) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < t.size(); i++) {
      char k = t.get(i).kind();
      boolean scalar = k == 's' || k == 'n' || k == 'l';
      if (isKey(t, i) || (scalarsOnly && !scalar) || !(scalar || k == '{' || k == '[')) {
        continue;
      }
      if (kind == 0 || k == kind) {
        out.add(i);
      }
    }
    return out;
  }

  /**
   * A scalar value of {@code kind} (one in four times, or when there is none, a scalar of any kind)
   * replaced by one of {@code edges}; {@code s} when the document has no scalar value.
   */
  private static String scalarReplaced(
      String s, List<Token> t, Random rnd, char kind, String[] edges) {
    List<Integer> v = values(t, true, kind);
    if (v.isEmpty() || rnd.nextInt(4) == 0) {
      v = values(t, true, (char) 0);
    }
    if (v.isEmpty()) {
      return s;
    }
    Token a = t.get(pick(v, rnd));
    return replace(s, a.start(), a.end(), pick(edges, rnd));
  }

  private static <T> T pick(List<T> list, Random rnd) {
    return list.get(rnd.nextInt(list.size()));
  }

  private static String pick(String[] a, Random rnd) {
    return a[rnd.nextInt(a.length)];
  }

  private static String replace(String s, int start, int end, String with) {
    return s.substring(0, start) + with + s.substring(end);
  }

  private static final String[] CHARS = {
    "{", "}", "[", "]", ",", ":", "\"", "\\", " ", "0", "1", "9", "-", "+", ".", "e", "E", "a", "n",
    "t", "f", "/", "*", "\n", "\r", "\t", "\u0000", "\u0001", "\u007f", "é", "日", "😀", "\ud800",
    "'", "x"
  };

  private static final String[] ANY_VALUES = {
    "\"x\"",
    "\"\"",
    "0",
    "1",
    "-1",
    "1.5",
    "true",
    "false",
    "null",
    "{}",
    "[]",
    "[1]",
    "{\"a\":1}",
    "[null]",
    "\"AA==\"",
    "1e400",
    "\"NaN\""
  };

  private static final String[] NUMBERS = {
    "127",
    "128",
    "-128",
    "-129",
    "255",
    "256",
    "-1",
    "32767",
    "32768",
    "-32769",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "4294967295",
    "4294967296",
    "9007199254740993",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "123456789012345678901234567890",
    "1.0",
    "1.5",
    "1e2",
    "1E2",
    "1e-2",
    "1e+2",
    "0.0",
    "-0",
    "-0.0",
    "01",
    "-01",
    "00",
    "1.",
    ".5",
    "+1",
    "1e",
    "1e+",
    "-",
    "--1",
    "0x10",
    "1e39",
    "-1e39",
    "3.4028236e38",
    "1e400",
    "-1e400",
    "1e-400",
    "4.9e-324",
    "2.5e-324",
    "0.1",
    "340282356779733661637539395458142568448",
    "1" + "0".repeat(30),
    "NaN",
    "Infinity",
    "-Infinity",
    "\"5\"",
    "\"05\"",
    "\"+5\"",
    "\" 5\"",
    "\"5 \"",
    "\"1e2\"",
    "\"1.0\"",
    "\"-0\"",
    "\"\"",
    "\"-\"",
    "\"18446744073709551616\"",
    "\"-9223372036854775809\"",
    "\"99999999999999999999999\"",
    "\"NaN\"",
    "\"Infinity\"",
    "\"-Infinity\"",
    "\"nan\"",
    "\"inf\"",
    "\"0x1\""
  };

  private static final String[] STRINGS = {
    "\"\"",
    "\"A\"",
    "\"AA\"",
    "\"AAA\"",
    "\"AAAA\"",
    "\"AA==\"",
    "\"AA=\"",
    "\"AAA=\"",
    "\"A===\"",
    "\"AB=C\"",
    "\"AB==\"",
    "\"AQ==\"",
    "\"AR==\"",
    "\"A-_B\"",
    "\"A B=\"",
    "\"AAAA====\"",
    "\"AA\\u003d\\u003d\"",
    "\"NOPE\"",
    "\"nope\"",
    "0",
    "1",
    "7",
    "-1",
    "2147483647",
    "2147483648",
    "1.0",
    "\"0\"",
    "\"1\"",
    "\"\\u0041\"",
    "\"\\u00e9\"",
    "\"\\ud800\"",
    "\"\\udc00x\"",
    "\"a\\ud800\\ud800\"",
    "\"\\ud83d\\ude00\"",
    "\"\\uD83D\\uDE00\"",
    "\"\\uD83D\"",
    "\"\\x\"",
    "\"\\u12\"",
    "\"\\u12g4\"",
    "\"\\/\"",
    "\"\\b\\f\\n\\r\\t\"",
    "\"a\u0001b\"",
    "\"a\u007fb\"",
    "\"é日😀\"",
    "\"\ud800\"",
    "\"\udc00\"",
    "\"a\\\"",
    "\"x".repeat(1) + "y".repeat(50) + "\"",
    "\"NaN\"",
    "\"Infinity\"",
    "\"-Infinity\"",
    "\"true\"",
    "\"null\"",
    "\"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA===\""
  };

  private static final String[] KEYS = {
    "\"nope\"",
    "\"\"",
    "\"a b\"",
    "\"\\u0061\"",
    "\"é\"",
    "\"😀\"",
    "\"\\ud800\"",
    "\"1\"",
    "\"-1\"",
    "\"01\"",
    "\"true\"",
    "\"x\"",
    "\"__proto__\"",
    "\"constructor\"",
    "\"toString\"",
    "\"NaN\"",
    "\"18446744073709551616\"",
    "\"-0\""
  };

  private static final String[] BLANKS = {" ", "\n", "\r\n", "\r", "\t", "\n\n  ", " \n\t"};

  private static final String[] TRAILING = {
    " x", " {}", ",", " //c", "/*c*/", "\n", " ", "\n\n", "]", "}", "\"", " 1", "null", "\u0000",
    "\r"
  };

  private static final String[] COMMENTS = {"/*c*/", "//c\n", "/* é */", "/*", "//", "/**/", "#"};

  private static final String[] NON_ASCII = {"é", "日本語", "😀", "\u00e9\u00e9", "𝄞x", "Ω"};

  /** One to three edits of {@code text}, most often one. */
  static String mutate(String text, Random rnd) {
    int edits = rnd.nextInt(4) == 0 ? 2 + rnd.nextInt(2) : 1;
    String s = text;
    for (int e = 0; e < edits; e++) {
      s = edit(s, rnd);
    }
    return s;
  }

  private static String edit(String s, Random rnd) {
    List<Token> t = lex(s);
    if (t.isEmpty()) {
      return s + pick(ANY_VALUES, rnd);
    }
    int op = rnd.nextInt(22);
    switch (op) {
      case 0:
        { // delete a character
          if (s.isEmpty()) {
            return s;
          }
          int at = rnd.nextInt(s.length());
          return s.substring(0, at) + s.substring(at + 1);
        }
      case 1:
        { // insert a character
          int at = rnd.nextInt(s.length() + 1);
          return s.substring(0, at) + pick(CHARS, rnd) + s.substring(at);
        }
      case 2:
        { // replace a character
          if (s.isEmpty()) {
            return s;
          }
          int at = rnd.nextInt(s.length());
          return s.substring(0, at) + pick(CHARS, rnd) + s.substring(at + 1);
        }
      case 3:
      case 4:
        { // a value swapped for one of another kind (or another shape)
          List<Integer> v = values(t, false, (char) 0);
          if (v.isEmpty()) {
            return s;
          }
          int[] x = valueExtent(t, pick(v, rnd));
          return replace(s, x[0], x[1], pick(ANY_VALUES, rnd));
        }
      case 5:
      case 6: // a number (or any scalar) replaced by a number edge case
        return scalarReplaced(s, t, rnd, 'n', NUMBERS);
      case 7:
      case 8: // a string (or any scalar) replaced by a string edge case
        return scalarReplaced(s, t, rnd, 's', STRINGS);
      case 9:
        { // a key renamed (unknown, escaped, another key of the document)
          List<Integer> keys = keys(t);
          if (keys.isEmpty()) {
            return s;
          }
          Token k = t.get(pick(keys, rnd));
          String with;
          int how = rnd.nextInt(3);
          if (how == 0) {
            with = pick(KEYS, rnd);
          } else if (how == 1) {
            Token o = t.get(pick(keys, rnd));
            with = s.substring(o.start(), o.end());
          } else {
            with = escapeFirst(s.substring(k.start(), k.end()));
          }
          return replace(s, k.start(), k.end(), with);
        }
      case 10:
        { // a member duplicated right after itself, or with another value
          List<Integer> keys = keys(t);
          if (keys.isEmpty()) {
            return s;
          }
          int k = pick(keys, rnd);
          int[] v = valueExtent(t, k + 2 < t.size() ? k + 2 : k);
          String member = s.substring(t.get(k).start(), v[1]);
          if (rnd.nextBoolean()) {
            member = s.substring(t.get(k).start(), t.get(k + 1).end()) + pick(ANY_VALUES, rnd);
          }
          return s.substring(0, v[1]) + "," + member + s.substring(v[1]);
        }
      case 11:
        { // a member dropped, or two members swapped
          List<Integer> keys = keys(t);
          if (keys.isEmpty()) {
            return s;
          }
          int k = pick(keys, rnd);
          if (k + 2 >= t.size()) {
            return s;
          }
          int[] v = valueExtent(t, k + 2);
          int start = t.get(k).start();
          int end = v[1];
          if (rnd.nextBoolean()) {
            // with its comma (the one after, else the one before)
            if (end < s.length() && s.charAt(end) == ',') {
              end++;
            } else if (start > 0 && s.charAt(start - 1) == ',') {
              start--;
            }
            return s.substring(0, start) + s.substring(end);
          }
          if (end < s.length() && s.charAt(end) == ',') {
            // swap with the member after
            List<Token> rest = lex(s.substring(end + 1));
            if (rest.size() >= 3 && isKey(rest, 0)) {
              int[] w = valueExtent(rest, 2);
              String a = s.substring(start, end);
              String b = s.substring(end + 1, end + 1 + w[1]);
              return s.substring(0, start) + b + "," + a + s.substring(end + 1 + w[1]);
            }
          }
          return s;
        }
      case 12:
        { // an unknown key added to an object, or an object emptied (unions: 2 or 0 keys)
          List<Integer> objs = values(t, false, '{');
          if (objs.isEmpty()) {
            return s;
          }
          int o = pick(objs, rnd);
          int c = close(t, o);
          if (c < 0) {
            return s;
          }
          if (rnd.nextBoolean()) {
            return replace(s, t.get(o).start(), t.get(c).end(), "{}");
          }
          boolean empty = c == o + 1;
          String added = pick(KEYS, rnd) + ":" + pick(ANY_VALUES, rnd);
          if (rnd.nextBoolean() && !empty) {
            return s.substring(0, t.get(c).start()) + "," + added + s.substring(t.get(c).start());
          }
          return s.substring(0, t.get(o).end())
              + added
              + (empty ? "" : ",")
              + s.substring(t.get(o).end());
        }
      case 13:
      case 14:
        { // blanks and line breaks between tokens (positions move)
          int at = boundary(s, t, rnd);
          return s.substring(0, at) + pick(BLANKS, rnd) + s.substring(at);
        }
      case 15:
        { // non-ASCII text in a string before the rest (columns in UTF-16 units vs bytes)
          List<Integer> v = values(t, true, 's');
          List<Integer> keys = keys(t);
          v.addAll(keys);
          if (v.isEmpty()) {
            return s;
          }
          Token a = t.get(pick(v, rnd));
          int at = a.start() + 1;
          return s.substring(0, at) + pick(NON_ASCII, rnd) + s.substring(at);
        }
      case 16:
        { // deep nesting around a value, or in place of one
          List<Integer> v = values(t, false, (char) 0);
          if (v.isEmpty()) {
            return s;
          }
          int[] x = valueExtent(t, pick(v, rnd));
          int levels = 60 + rnd.nextInt(10);
          boolean arrays = rnd.nextBoolean();
          String open = arrays ? "[" : "{\"a\":";
          String shut = arrays ? "]" : "}";
          String inner = rnd.nextBoolean() ? s.substring(x[0], x[1]) : "1";
          return replace(s, x[0], x[1], open.repeat(levels) + inner + shut.repeat(levels));
        }
      case 17:
        return s + pick(TRAILING, rnd);
      case 18:
        { // a comment between tokens
          int at = boundary(s, t, rnd);
          return s.substring(0, at) + pick(COMMENTS, rnd) + s.substring(at);
        }
      case 19:
        { // truncated
          return s.substring(0, rnd.nextInt(s.length() + 1));
        }
      case 20:
        { // a value wrapped in a list, an object, or a union-like single-key object
          List<Integer> v = values(t, false, (char) 0);
          if (v.isEmpty()) {
            return s;
          }
          int[] x = valueExtent(t, pick(v, rnd));
          String inner = s.substring(x[0], x[1]);
          String with =
              switch (rnd.nextInt(3)) {
                case 0 -> "[" + inner + "]";
                case 1 -> "{\"a\":" + inner + "}";
                default -> "[" + inner + "," + inner + "]";
              };
          return replace(s, x[0], x[1], with);
        }
      default:
        { // a list's element duplicated or dropped
          List<Integer> arrays = values(t, false, '[');
          if (arrays.isEmpty()) {
            return s;
          }
          int a = pick(arrays, rnd);
          if (a + 1 >= t.size() || t.get(a + 1).kind() == ']') {
            return s;
          }
          int[] x = valueExtent(t, a + 1);
          String first = s.substring(x[0], x[1]);
          return rnd.nextBoolean()
              ? s.substring(0, x[1]) + "," + first + s.substring(x[1])
              : s.substring(0, x[0])
                  + s.substring(
                      Math.min(
                          s.length(), x[1] + (s.length() > x[1] && s.charAt(x[1]) == ',' ? 1 : 0)));
        }
    }
  }

  private static List<Integer> keys(List<Token> t) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < t.size(); i++) {
      if (isKey(t, i)) {
        out.add(i);
      }
    }
    return out;
  }

  /** A position between two tokens (or at either end). */
  private static int boundary(String s, List<Token> t, Random rnd) {
    int i = rnd.nextInt(t.size() + 1);
    return i == t.size() ? s.length() : t.get(i).start();
  }

  /** A quoted key with its first character written as a {@code \}{@code u} escape. */
  private static String escapeFirst(String quoted) {
    if (quoted.length() < 3 || quoted.charAt(1) == '\\') {
      return quoted;
    }
    return "\"" + String.format("\\u%04x", (int) quoted.charAt(1)) + quoted.substring(2);
  }
}
