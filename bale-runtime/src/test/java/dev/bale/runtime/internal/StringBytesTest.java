package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;

/**
 * {@link StringBytes}: an ASCII string's bytes copied from the string itself give what the char
 * loops give, through {@link StringBytes#asciiPrefix} and through both string paths of {@link
 * CompactTree} (a bounded root's entries encoded at once, a counted root's in its table). This
 * module's tests run with {@code java.lang} opened to them (pom.xml), so the in-place path is the
 * one under test; the JVM's default, closed, is the char loop, which every test without the option
 * runs.
 */
// Not under -Dbale.compat=android: Android's String has no such fields (AndroidFormsTest).
@DisabledIfSystemProperty(named = "bale.compat", matches = "android")
class StringBytesTest {
  /** Chars that are not ASCII: Latin-1, one above U+00FF whose low byte is ASCII, a surrogate. */
  private static final String[] ODD = {
    "\u00e9", "\u00ff", "\u0080", "\u0141", "\u4e2d", "\ud83d\ude00"
  };

  private static final String ASCII =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789-/.:?~\u007f\u0000 ";

  @Test
  void availableWhereJavaLangIsOpened() {
    assertTrue(
        StringBytes.available(), "surefire opens java.base/java.lang (bale-runtime/pom.xml)");
  }

  /**
   * Strings of every length to 130: ASCII, and with one other char (or a lone surrogate) anywhere.
   */
  private static List<String> strings(Random rnd) {
    List<String> out = new ArrayList<>();
    for (int len = 0; len <= 130; len++) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < len; i++) {
        sb.append(ASCII.charAt(rnd.nextInt(ASCII.length())));
      }
      String a = sb.toString();
      out.add(a);
      if (len > 0) {
        int at = rnd.nextInt(len);
        for (String odd : ODD) {
          out.add(a.substring(0, at) + odd + a.substring(at + 1));
        }
        out.add(a.substring(0, at) + "\ud800" + a.substring(at + 1)); // lone surrogate
      }
    }
    return out;
  }

  @Test
  void asciiPrefixCopiesOnlyAsciiAndStopsBeforeTheFirstOtherChar() {
    Random rnd = new Random(55);
    for (String s : strings(rnd)) {
      int len = s.length();
      byte[] dst = new byte[len + 20];
      int pos = rnd.nextInt(10);
      int k = StringBytes.asciiPrefix(s, dst, pos, len);
      int first = 0;
      while (first < len && s.charAt(first) < 0x80) {
        first++;
      }
      boolean latin1 = s.chars().allMatch(c -> c <= 0xFF);
      if (first == len) {
        assertEquals(len, k, s);
      } else {
        assertTrue(k <= first && (latin1 ? k % 8 == 0 || k == first : k == 0), s + ": " + k);
      }
      for (int i = 0; i < k; i++) {
        assertEquals((byte) s.charAt(i), dst[pos + i], s + " at " + i);
      }
    }
  }

  @Test
  void treeRootsHaveTheCharLoopsBytes() {
    Random rnd = new Random(7);
    List<String> all = new ArrayList<>(strings(rnd));
    all.removeIf(s -> s.indexOf('\ud800') >= 0); // a lone surrogate fails its root (below)
    CompactTree inPlace = new CompactTree();
    CompactTree chars = new CompactTree();
    for (int depth : new int[] {0, 1}) { // 0: a counted root (table), 1: bounded (eager)
      for (int from = 0; from < all.size(); from += 9) {
        List<String> root = all.subList(from, Math.min(all.size(), from + 9));
        byte[] a = root(inPlace, true, depth, root);
        byte[] b = root(chars, false, depth, root);
        assertArrayEquals(b, a, "depth " + depth + ", strings " + from);
        assertTrue(a != null, "strings " + from);
      }
      List<String> lone = List.of("abcdefghij", "abcdefgh\ud800ij", "xyz");
      assertEquals(null, root(inPlace, true, depth, lone));
      assertEquals(null, root(chars, false, depth, lone));
    }
  }

  /**
   * {@link StringBytes#jsonPlainPrefix}: the whole length for a Latin-1 string with no control
   * char, {@code "} or {@code \\}; else a position at or before the first of them, and from the
   * eight-byte step before it on (so that the fast path is taken); 0 for a string held as UTF-16.
   */
  @Test
  void jsonPlainPrefixStopsAtOrBeforeTheFirstCharToEscape() {
    Random rnd = new Random(57);
    String[] special = {
      "\"", "\\", "\u0000", "\n", "\u001f", "\u007f", "\u0080", "\u00ff", "\u0141"
    };
    List<String> all = new ArrayList<>(strings(rnd));
    for (int len = 1; len <= 70; len++) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < len; i++) {
        sb.append(ASCII.charAt(rnd.nextInt(ASCII.length() - 2))); // no \u0000, no space
      }
      String a = sb.toString();
      for (String sp : special) {
        int at = rnd.nextInt(len);
        all.add(a.substring(0, at) + sp + a.substring(at + 1));
        all.add(sp + a);
        all.add(a + sp);
      }
    }
    for (String s : all) {
      int n = s.length();
      int first = 0;
      boolean latin1 = true;
      while (first < n
          && !(s.charAt(first) < 0x20 || s.charAt(first) == '"' || s.charAt(first) == '\\')) {
        first++;
      }
      for (int i = 0; i < n; i++) {
        latin1 &= s.charAt(i) <= 0xFF;
      }
      int r = StringBytes.jsonPlainPrefix(s, n);
      String what = "\"" + s + "\" (first char to escape at " + first + ")";
      if (!latin1) {
        assertEquals(0, r, what);
      } else if (first == n) {
        assertEquals(n, r, what);
      } else {
        assertTrue(r <= first && r >= (first & ~7) - 8, what + ": " + r);
      }
    }
  }

  /**
   * The flat builder's strings ({@link FlatSink#string}): the same body with the option on and off,
   * each string written twice (the second a dedup hit, or a copy with dedup off); a lone surrogate
   * fails with {@code INVALID_STRING} either way.
   */
  @Test
  void flatStringsHaveTheCharLoopsBytes() {
    List<String> all = strings(new Random(56));
    FlatSink inPlace = new FlatSink();
    FlatSink chars = new FlatSink().stringsInPlace(false);
    assertTrue(inPlace.stringsInPlace(), "the default where available");
    assertFalse(chars.stringsInPlace());
    for (boolean dedup : new boolean[] {true, false}) {
      for (int from = 0; from < all.size(); from += 9) {
        List<String> some = all.subList(from, Math.min(all.size(), from + 9));
        String a = flatBody(inPlace, dedup, some);
        String b = flatBody(chars, dedup, some);
        assertEquals(b, a, "dedup " + dedup + ", strings " + from);
      }
    }
  }

  /** The body's bytes in hex after writing each string twice, or the error code. */
  private static String flatBody(FlatSink sink, boolean dedup, List<String> strings) {
    sink.reset();
    sink.dedupStrings(dedup);
    try {
      for (String s : strings) {
        sink.string(s);
        sink.string(new String(s.toCharArray()));
      }
    } catch (dev.bale.runtime.BaleException e) {
      return "error " + e.code();
    }
    return java.util.HexFormat.of().formatHex(sink.toByteArray());
  }

  /** The root of {@code strings} (each written twice: the second a dedup hit) or null. */
  private static byte[] root(CompactTree t, boolean inPlace, int depth, List<String> strings) {
    t.open(true, inPlace, 1 << 20, 64, depth);
    assertTrue(t.message());
    int[] idx = new int[strings.size() * 2];
    int n = 0;
    for (String s : strings) {
      idx[n++] = t.string(s, false);
      idx[n++] = t.string(new String(s.toCharArray()), true);
    }
    byte[] b = t.room(CompactTree.ROOT, 1 + 3 * n);
    int p = CompactTree.ROOT + 1;
    for (int i = 0; i < n; i++) {
      p = CompactSink.putVarint(b, p, idx[i]);
    }
    return t.root(t.end(CompactTree.ROOT, p, false));
  }
}
