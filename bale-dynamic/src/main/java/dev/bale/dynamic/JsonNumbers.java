package dev.bale.dynamic;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Number text for the JSON mapping (docs/spec/JSON.md, "Floating point"). Java 17's {@link
 * Double#toString} does not always give the shortest decimal that round-trips (JDK-4511638, fixed
 * in JDK 19), and {@link Float#toString} has the same problem, so the digits are chosen here:
 *
 * <ol>
 *   <li>the fewest significant digits {@code p} such that some {@code p}-digit decimal parses back
 *       (round to nearest even) to exactly the same {@code double} (or, for {@code f32}, the same
 *       {@code float});
 *   <li>among the {@code p}-digit decimals that do, the one nearest to the exact binary value; on a
 *       tie, the one whose last digit is even.
 * </ol>
 *
 * On JDK 19 and later the fast path takes the digits from {@link Double#toString} / {@link
 * Float#toString} (Raffaello Giulietti's Schubfach algorithm since JDK 19), which chooses these
 * digits except in one case handled in {@link #fast}. On JDK 17 and 18 a value whose Java digits
 * are few (at most 15 for a double, 6 for a float) takes them and checks shorter ones ({@link
 * #fewDigits}), a full-precision double in [2^-10, 2^52) gets the same digits by exact integer
 * comparisons ({@link #manyDigits}); the others come from {@link #shortestExact}, a search with
 * exact decimal arithmetic that usually needs one or two roundings (the tests compare the paths,
 * and it is the fast paths' fallback should their digits ever fail to round-trip). No dependency is
 * needed for either: Jackson's copy of Schubfach lives in a package that jackson-core does not
 * export.
 *
 * <p>The digits are then laid out exactly like ECMAScript's {@code Number.prototype.toString} (so a
 * JavaScript implementation prints {@code f64} with {@code String(x)}), except that negative zero
 * is written {@code -0.0}. NaN and the infinities are not JSON numbers; the caller writes them as
 * strings.
 */
final class JsonNumbers {
  private JsonNumbers() {}

  /** Whether this JDK's {@link Double#toString} gives the shortest digits (JDK-4511638, JDK 19). */
  private static final boolean SHORTEST_TO_STRING = Runtime.version().feature() >= 19;

  /** The JSON number text of a finite double. */
  static String formatDouble(double d) {
    if (!Double.isFinite(d)) {
      throw new IllegalArgumentException("not finite: " + d);
    }
    if (d == 0) {
      return (Double.doubleToRawLongBits(d) < 0) ? "-0.0" : "0";
    }
    if (SHORTEST_TO_STRING) {
      return layout(fast(Double.toString(d), d, false));
    }
    String text = shortFast(d, false);
    return text != null ? text : layout(shortestExact(d, false));
  }

  /** The JSON number text of a finite float (shortest digits that round-trip as a float). */
  static String formatFloat(float f) {
    if (!Float.isFinite(f)) {
      throw new IllegalArgumentException("not finite: " + f);
    }
    if (f == 0) {
      return (Float.floatToRawIntBits(f) < 0) ? "-0.0" : "0";
    }
    if (SHORTEST_TO_STRING) {
      return layout(fast(Float.toString(f), f, true));
    }
    String text = shortFast(f, true);
    return text != null ? text : layout(shortestExact(f, true));
  }

  /** Powers of ten that a double holds exactly. */
  private static final double[] POW10 = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22
  };

  /**
   * JDK 17 and 18: the exact search's text of {@code x} (a double, or a float's value) by {@link
   * #fewDigits} or else {@link #manyDigits}, from one parse of Java's text; null when neither
   * decides.
   */
  private static String shortFast(double x, boolean asFloat) {
    long[] parsed = javaDigits(x, asFloat);
    if (parsed == null) {
      return null;
    }
    String text = fewDigits(x, asFloat, parsed); // unchanged when it returns null
    return text != null ? text : manyDigits(x, asFloat, parsed);
  }

  /** {@link #fewDigits(double, boolean, long[])} of Java's text of {@code x}. */
  static String fewDigits(double x, boolean asFloat) {
    long[] parsed = javaDigits(x, asFloat);
    return parsed == null ? null : fewDigits(x, asFloat, parsed);
  }

  /**
   * JDK 17 and 18, without exact arithmetic: the text of {@code x} when Java's digits for it
   * ({@code parsed}, {@link #javaDigits}; updated) are few (at most 15 for a double, 6 for a float,
   * in the normal range), else null (the exact search decides). Distinct decimals of at most that
   * many significant digits never round to the same double (float): DBL_DIG and FLT_DIG. So Java's
   * digits, which round-trip, are the only decimal of their length that does, hence the nearest;
   * and a shorter one, if any, is one of them rounded down or up by a digit ({@link #shorten}). The
   * result is the exact search's.
   */
  private static String fewDigits(double x, boolean asFloat, long[] parsed) {
    double a = Math.abs(x);
    if (a < (asFloat ? Float.MIN_NORMAL : Double.MIN_NORMAL) || parsed[2] > (asFloat ? 6 : 15)) {
      return null;
    }
    // Two shorter decimals that read back cannot happen (see above): the exact search decides.
    if (!shorten(parsed, (d, k) -> roundTrips(d, k, a, asFloat), true)) {
      return null;
    }
    String s = Long.toString(parsed[0]);
    return layout(x < 0, s, s.length() + (int) parsed[1]);
  }

  /** What a shortening step asks: whether {@code digits x 10^exp10} reads back as the value. */
  private interface ReadsBack {
    boolean test(long digits, int exp10);
  }

  /**
   * Shortens Java's digits {@code parsed} ({digits, exp10, count}, in place) to the fewest that
   * read back: while Java's digits rounded down or up by one digit read back, takes that one (down
   * if both; the decimals that read back form an interval around the value and Java's digits, so
   * one of those two reads back iff any decimal of that length does). False, leaving the search to
   * the caller, if both do and {@code unique} says that cannot be.
   */
  private static boolean shorten(long[] parsed, ReadsBack reads, boolean unique) {
    long d = parsed[0];
    int k = (int) parsed[1];
    int count = (int) parsed[2];
    while (count > 1) {
      long down = d / 10;
      boolean downOk = reads.test(down, k + 1);
      boolean upOk = reads.test(down + 1, k + 1);
      if (!downOk && !upOk) {
        break;
      }
      if (downOk && upOk && unique) {
        return false;
      }
      d = downOk ? down : down + 1;
      k++;
      count--;
      while (d % 10 == 0) { // up may carry: 99 + 1 = 100
        d /= 10;
        k++;
        count--;
      }
    }
    parsed[0] = d;
    parsed[1] = k;
    parsed[2] = count;
    return true;
  }

  /** {@link #javaDigits(String)} of Java's text of |x| (a double, or a float's value). */
  private static long[] javaDigits(double x, boolean asFloat) {
    double a = Math.abs(x);
    return javaDigits(asFloat ? Float.toString((float) a) : Double.toString(a));
  }

  /**
   * The digits of Java's text for a positive value ({@code 123.45}, {@code 1.0E-5}): {digits,
   * exp10, count} with value {@code digits x 10^exp10}, {@code count} significant digits and no
   * trailing zeros; null if there are more than 18.
   */
  private static long[] javaDigits(String text) {
    long digits = 0;
    int count = 0;
    int exp10 = 0;
    boolean dot = false;
    int i = 0;
    for (; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '.') {
        dot = true;
      } else if (c == 'E') {
        break;
      } else {
        if (count == 0 && c == '0') {
          if (dot) {
            exp10--;
          }
          continue;
        }
        if (++count > 18) {
          return null;
        }
        digits = digits * 10 + (c - '0');
        if (dot) {
          exp10--;
        }
      }
    }
    if (i < text.length()) {
      exp10 += Integer.parseInt(text, i + 1, text.length(), 10);
    }
    while (digits % 10 == 0) {
      digits /= 10;
      exp10++;
      count--;
    }
    return new long[] {digits, exp10, count};
  }

  /** 10^0 .. 10^18. */
  private static final long[] LONG_POW10 = new long[19];

  static {
    LONG_POW10[0] = 1;
    for (int i = 1; i < LONG_POW10.length; i++) {
      LONG_POW10[i] = LONG_POW10[i - 1] * 10;
    }
  }

  /** {@link #manyDigits(double, boolean, long[])} of Java's text of the double {@code x}. */
  static String manyDigits(double x) {
    long[] parsed = javaDigits(x, false);
    return parsed == null ? null : manyDigits(x, false, parsed);
  }

  /** {@link #manyDigits(double, boolean, long[])} of Java's text of the float {@code x}. */
  static String manyDigits(float x) {
    long[] parsed = javaDigits(x, true);
    return parsed == null ? null : manyDigits(x, true, parsed);
  }

  /**
   * JDK 17 and 18, for a double in [2^-10, 2^52) or a float in [2^-39, 2^23) whose Java digits
   * ({@code parsed}, {@link #javaDigits}; updated) are many (where every comparison below fits 128
   * bits): the exact search's text by exact integer comparisons instead of {@code BigDecimal}, else
   * null. The shortest length is found by {@link #shorten}, testing a decimal against the rounding
   * interval of the value exactly; then of the two decimals of that length around the exact value,
   * the one that round-trips, or the nearer if both do (the even last digit on a tie) — the exact
   * search's rule.
   */
  private static String manyDigits(double x, boolean asFloat, long[] parsed) {
    // The value as m x 2^e2, m with its hidden bit 2^hidden.
    long m;
    int e2;
    int hidden;
    if (asFloat) {
      int bits = Float.floatToRawIntBits(Math.abs((float) x));
      if (bits >>> 23 == 0) {
        return null; // subnormal
      }
      m = (bits & ((1 << 23) - 1)) | (1 << 23);
      e2 = (bits >>> 23) - 150;
      hidden = 23;
    } else {
      long bits = Double.doubleToRawLongBits(Math.abs(x));
      if (bits >>> 52 == 0) {
        return null; // subnormal
      }
      m = (bits & ((1L << 52) - 1)) | (1L << 52);
      e2 = (int) (bits >>> 52) - 1075;
      hidden = 52;
    }
    if (e2 < -62 || e2 > -1 || parsed[1] < -18) {
      return null;
    }
    shorten(parsed, (dd, kk) -> inInterval(dd, kk, m, e2, hidden), false);
    long d = parsed[0];
    int k = (int) parsed[1];
    int count = (int) parsed[2];
    int c = compare(d, k, m, e2); // sign(d x 10^k - a)
    if (c != 0) {
      long lo = c > 0 ? d - 1 : d;
      long hi = lo + 1;
      if (lo == 0 || Long.toString(lo).length() < count) {
        return null; // below a power of ten the decimals of this length are finer: exact search
      }
      long other = c > 0 ? lo : hi;
      if (inInterval(other, k, m, e2, hidden)) {
        int mid = compare(2 * lo + 1, k, m, e2 + 1); // sign((lo + 1/2) x 10^k - a), doubled
        d = mid > 0 ? lo : mid < 0 ? hi : (lo % 2 == 0 ? lo : hi);
      }
      while (d % 10 == 0) {
        d /= 10;
        k++;
      }
    }
    String s = Long.toString(d);
    return layout(x < 0, s, s.length() + k);
  }

  /**
   * Whether {@code d x 10^k} reads back as the double or float {@code m x 2^e2} (normal, {@code m}
   * with its hidden bit {@code 2^hidden}): inside the interval between the midpoints to its
   * neighbours, ends included when {@code m} is even (round half to even). Below a power of two the
   * lower neighbour is nearer.
   */
  private static boolean inInterval(long d, int k, long m, int e2, int hidden) {
    boolean even = (m & 1) == 0;
    int upper = compare(d, k, 2 * m + 1, e2 - 1);
    if (upper > 0 || (upper == 0 && !even)) {
      return false;
    }
    int lower =
        m == 1L << hidden ? compare(d, k, 4 * m - 1, e2 - 2) : compare(d, k, 2 * m - 1, e2 - 1);
    return lower > 0 || (lower == 0 && even);
  }

  /**
   * The sign of {@code d x 10^k - q x 2^e}, for {@code 0 < d x 10^k < 2^62}, {@code 0 < q < 2^55},
   * {@code k >= -18}, {@code -64 <= e <= 0}: both sides times {@code 10^-k x 2^-e} (for {@code k >
   * 0}: {@code 2^-e}), that is {@code d x 2^-e} against {@code q x 10^-k}, compared as 128-bit
   * integers. (Every decimal compared is within a factor 10 of the value, below 2^52.)
   */
  private static int compare(long d, int k, long q, int e) {
    if (k > 0) {
      d *= LONG_POW10[k];
      k = 0;
    }
    int s = -e;
    long leftHi = s == 0 ? 0 : s == 64 ? d : d >>> (64 - s);
    long leftLo = s == 64 ? 0 : d << s;
    long p = LONG_POW10[-k];
    long rightHi = Math.multiplyHigh(q, p);
    long rightLo = q * p;
    if (leftHi != rightHi) {
      return Long.compare(leftHi, rightHi);
    }
    return Long.compareUnsigned(leftLo, rightLo);
  }

  /** Whether {@code digits x 10^exp10} reads back as {@code a} (a double, or a float's value). */
  private static boolean roundTrips(long digits, int exp10, double a, boolean asFloat) {
    if (!asFloat && digits < (1L << 53) && exp10 >= -22 && exp10 <= 22) {
      // Both operands exact: one IEEE operation rounds the exact value correctly (Clinger).
      double v = exp10 >= 0 ? digits * POW10[exp10] : digits / POW10[-exp10];
      return v == a;
    }
    String t = digits + "E" + exp10;
    return asFloat ? Float.parseFloat(t) == (float) a : Double.parseDouble(t) == a;
  }

  /**
   * The digits of Schubfach's text {@code text} (JDK 19+ {@code toString}) for {@code x}, or of the
   * exact search where they differ from our rule. Schubfach (like JDK 19+) looks at two-digit
   * decimals even when one digit would do, and takes the closer one ({@code 4.9E-324}, where
   * JavaScript and this mapping print {@code 5e-324}). So when the text has two digits and some
   * one-digit decimal round-trips, the exact search decides. (Whether a one-digit decimal
   * round-trips can be read off the text's own one-digit neighbours: any one-digit decimal between
   * the text and {@code x} round-trips too.)
   */
  private static BigDecimal fast(String text, double x, boolean asFloat) {
    BigDecimal v = new BigDecimal(text).stripTrailingZeros();
    if (!roundTrips(v, x, asFloat)) {
      return shortestExact(x, asFloat); // never expected; keeps the output correct regardless
    }
    if (v.precision() == 2
        && (roundTrips(v.round(new MathContext(1, RoundingMode.DOWN)), x, asFloat)
            || roundTrips(v.round(new MathContext(1, RoundingMode.UP)), x, asFloat))) {
      return shortestExact(x, asFloat);
    }
    return v;
  }

  /** The slow reference: the same text as {@link #formatDouble} / {@link #formatFloat}. */
  static String formatExact(double x, boolean asFloat) {
    if (x == 0) {
      return (Double.doubleToRawLongBits(x) < 0) ? "-0.0" : "0";
    }
    return layout(shortestExact(x, asFloat));
  }

  /**
   * Shortest round-tripping decimal of {@code x} (a float widened exactly to double when {@code
   * asFloat}), with trailing zeros stripped, by search over exact decimal arithmetic: the reference
   * the fast path is tested against, and its fallback.
   */
  static BigDecimal shortestExact(double x, boolean asFloat) {
    BigDecimal exact = new BigDecimal(x);
    // Java's own text always round-trips (it is just not always shortest), so its digit count is
    // an upper bound; and if p digits round-trip so do p + 1, so search down from there. For most
    // values that is one or two roundings instead of up to 17.
    int p = significantDigits(asFloat ? Float.toString((float) x) : Double.toString(x));
    BigDecimal best = candidate(exact, p, x, asFloat);
    if (best == null) {
      // Cannot happen (see above); fall back to the full search to stay correct regardless.
      for (p = 1; best == null; p++) {
        best = candidate(exact, p, x, asFloat);
      }
      return best.stripTrailingZeros();
    }
    while (p > 1) {
      BigDecimal shorter = candidate(exact, p - 1, x, asFloat);
      if (shorter == null) {
        break;
      }
      best = shorter;
      p--;
    }
    return best.stripTrailingZeros();
  }

  /**
   * The {@code p}-digit decimal that round-trips and is nearest to {@code exact} (even last digit
   * on a tie), or null if none does. Both neighbours are tried, not just the correctly rounded one,
   * because near a power of two the round-trip interval is lopsided and the nearest {@code p}-digit
   * decimal may fall outside it while the other one does not.
   */
  private static BigDecimal candidate(BigDecimal exact, int p, double x, boolean asFloat) {
    BigDecimal down = exact.round(new MathContext(p, RoundingMode.DOWN));
    BigDecimal up = exact.round(new MathContext(p, RoundingMode.UP));
    boolean downOk = roundTrips(down, x, asFloat);
    boolean upOk = down.compareTo(up) != 0 && roundTrips(up, x, asFloat);
    if (downOk && upOk) {
      int cmp = exact.subtract(down).abs().compareTo(up.subtract(exact).abs());
      if (cmp < 0) {
        return down;
      } else if (cmp > 0) {
        return up;
      }
      return lastDigitEven(down) ? down : up;
    }
    return downOk ? down : upOk ? up : null;
  }

  /** Significant digits of Java's decimal text ({@code 1.0E-5}, {@code 123.45}). */
  private static int significantDigits(String javaText) {
    int n = 0;
    int trailingZeros = 0;
    boolean leading = true;
    for (int i = 0; i < javaText.length(); i++) {
      char c = javaText.charAt(i);
      if (c == 'E') {
        break;
      }
      if (c < '0' || c > '9') {
        continue;
      }
      if (leading && c == '0') {
        continue;
      }
      leading = false;
      n++;
      trailingZeros = c == '0' ? trailingZeros + 1 : 0;
    }
    return Math.max(1, n - trailingZeros);
  }

  private static boolean roundTrips(BigDecimal candidate, double x, boolean asFloat) {
    String s = candidate.toString();
    if (asFloat) {
      return Float.floatToRawIntBits(Float.parseFloat(s)) == Float.floatToRawIntBits((float) x);
    }
    return Double.doubleToRawLongBits(Double.parseDouble(s)) == Double.doubleToRawLongBits(x);
  }

  private static boolean lastDigitEven(BigDecimal d) {
    return !d.unscaledValue().testBit(0);
  }

  /** ECMAScript Number::toString layout of the (non-zero) decimal {@code v}. */
  private static String layout(BigDecimal v) {
    String s = v.unscaledValue().abs().toString(); // k digits, no trailing zeros
    return layout(v.signum() < 0, s, s.length() - v.scale());
  }

  /**
   * ECMAScript Number::toString layout of the decimal {@code s x 10^(n - k)}, negated if {@code
   * negative}, where {@code s} is {@code k} digits without leading or trailing zeros.
   */
  private static String layout(boolean negative, String s, int n) {
    StringBuilder sb = new StringBuilder(24);
    if (negative) {
      sb.append('-');
    }
    int k = s.length();
    if (k <= n && n <= 21) {
      sb.append(s);
      for (int i = 0; i < n - k; i++) {
        sb.append('0');
      }
    } else if (0 < n && n <= 21) {
      sb.append(s, 0, n).append('.').append(s, n, k);
    } else if (-6 < n && n <= 0) {
      sb.append("0.");
      for (int i = 0; i < -n; i++) {
        sb.append('0');
      }
      sb.append(s);
    } else {
      int e = n - 1;
      sb.append(s.charAt(0));
      if (k > 1) {
        sb.append('.').append(s, 1, k);
      }
      sb.append('e').append(e < 0 ? '-' : '+').append(Math.abs(e));
    }
    return sb.toString();
  }
}
