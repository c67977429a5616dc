package dev.bale.dynamic;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Number text for the JSON mapping (docs/spec/JSON.md, "Floating point"): the digits are chosen
 * here, not by {@link Double#toString}, which on Java 17 and 18 does not always give the shortest
 * decimal that round-trips (JDK-4511638, fixed in JDK 19) and from JDK 19 on looks at two digits
 * where one would do ({@code 4.9E-324}); {@link Float#toString} alike. The rule:
 *
 * <ol>
 *   <li>the fewest significant digits {@code p} such that some {@code p}-digit decimal parses back
 *       (round to nearest even) to exactly the same {@code double} (or, for {@code f32}, the same
 *       {@code float});
 *   <li>among the {@code p}-digit decimals that do, the one nearest to the exact binary value; on a
 *       tie, the one whose last digit is even.
 * </ol>
 *
 * {@link ShortestDecimal} computes them with integer arithmetic for every normal value; subnormal
 * values (and, should one ever occur, a value its approximation cannot decide) take {@link
 * #shortestExact}, a search with exact decimal arithmetic that the tests compare it against.
 *
 * <p>The digits are then laid out exactly like ECMAScript's {@code Number.prototype.toString} (so a
 * JavaScript implementation prints {@code f64} with {@code String(x)}), except that negative zero
 * is written {@code -0.0}. NaN and the infinities are not JSON numbers; the caller writes them as
 * strings.
 */
final class JsonNumbers {
  private JsonNumbers() {}

  /** The JSON number text of a finite double. */
  static String formatDouble(double d) {
    return appendDouble(new StringBuilder(24), d).toString();
  }

  /** The JSON number text of a finite float (shortest digits that round-trip as a float). */
  static String formatFloat(float f) {
    return appendFloat(new StringBuilder(16), f).toString();
  }

  /** Appends {@link #formatDouble}'s text of {@code d} to {@code sb}. */
  static StringBuilder appendDouble(StringBuilder sb, double d) {
    if (!Double.isFinite(d)) {
      throw new IllegalArgumentException("not finite: " + d);
    }
    if (d == 0) {
      return sb.append((Double.doubleToRawLongBits(d) < 0) ? "-0.0" : "0");
    }
    return ShortestDecimal.appendDouble(sb, d) ? sb : appendLayout(sb, shortestExact(d, false));
  }

  /** Appends {@link #formatFloat}'s text of {@code f} to {@code sb}. */
  static StringBuilder appendFloat(StringBuilder sb, float f) {
    if (!Float.isFinite(f)) {
      throw new IllegalArgumentException("not finite: " + f);
    }
    if (f == 0) {
      return sb.append((Float.floatToRawIntBits(f) < 0) ? "-0.0" : "0");
    }
    return ShortestDecimal.appendFloat(sb, f) ? sb : appendLayout(sb, shortestExact(f, true));
  }

  /** The slow reference: the same text as {@link #formatDouble} / {@link #formatFloat}. */
  static String formatExact(double x, boolean asFloat) {
    if (x == 0) {
      return (Double.doubleToRawLongBits(x) < 0) ? "-0.0" : "0";
    }
    return appendLayout(new StringBuilder(24), shortestExact(x, asFloat)).toString();
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

  /** 10^0 .. 10^18. */
  private static final long[] POW10 = new long[19];

  static {
    POW10[0] = 1;
    for (int i = 1; i < POW10.length; i++) {
      POW10[i] = POW10[i - 1] * 10;
    }
  }

  /**
   * Appends the ECMAScript {@code Number::toString} layout of {@code digits x 10^exp} ({@code 0 <
   * digits < 10^18}, no trailing zeros), negated if {@code negative}: with {@code k} digits and the
   * value {@code 0.digits x 10^n}, plain digits and zeros for {@code k <= n <= 21}, a point inside
   * them for {@code 0 < n <= 21}, {@code 0.} and zeros for {@code -6 < n <= 0}, else exponent form
   * ({@code 1.5e-7}, {@code 1e+21}).
   */
  static void appendLayout(StringBuilder sb, boolean negative, long digits, int exp) {
    int k = 1;
    while (k < 18 && digits >= POW10[k]) {
      k++;
    }
    int n = k + exp; // the value is 0.digits x 10^n
    if (negative) {
      sb.append('-');
    }
    if (k <= n && n <= 21) {
      sb.append(digits);
      for (int i = k; i < n; i++) {
        sb.append('0');
      }
    } else if (0 < n && n <= 21) {
      appendSplit(sb, digits, k - n);
    } else if (-6 < n && n <= 0) {
      sb.append("0.");
      for (int i = n; i < 0; i++) {
        sb.append('0');
      }
      sb.append(digits);
    } else {
      if (k > 1) {
        appendSplit(sb, digits, k - 1);
      } else {
        sb.append(digits);
      }
      int e = n - 1;
      sb.append('e').append(e < 0 ? '-' : '+').append(Math.abs(e));
    }
  }

  /** Appends {@code digits} with a point before its last {@code f} digits (not all zero). */
  private static void appendSplit(StringBuilder sb, long digits, int f) {
    long p = POW10[f];
    long low = digits % p;
    sb.append(digits / p).append('.');
    for (long z = p / 10; low < z; z /= 10) {
      sb.append('0');
    }
    sb.append(low);
  }

  /**
   * {@link #appendLayout(StringBuilder, boolean, long, int)} of the (non-zero) decimal {@code v}.
   */
  private static StringBuilder appendLayout(StringBuilder sb, BigDecimal v) {
    // v has no trailing zeros and at most 17 significant digits (the shortest that read back).
    BigInteger digits = v.unscaledValue().abs();
    if (digits.bitLength() > 63) { // as longValueExact, which Android has from API level 31 only
      throw new ArithmeticException("more digits than a long holds: " + v);
    }
    appendLayout(sb, v.signum() < 0, digits.longValue(), -v.scale());
    return sb;
  }
}
