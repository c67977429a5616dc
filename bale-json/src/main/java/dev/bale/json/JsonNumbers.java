package dev.bale.json;

import java.math.BigDecimal;
import java.math.BigInteger;
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
 * The digits are then laid out exactly like ECMAScript's {@code Number.prototype.toString} (so a
 * JavaScript implementation prints {@code f64} with {@code String(x)}), except that negative zero
 * is written {@code -0.0}. NaN and the infinities are not JSON numbers; the caller writes them as
 * strings.
 */
final class JsonNumbers {
  private JsonNumbers() {}

  /** The JSON number text of a finite double. */
  static String formatDouble(double d) {
    if (!Double.isFinite(d)) {
      throw new IllegalArgumentException("not finite: " + d);
    }
    if (d == 0) {
      return (Double.doubleToRawLongBits(d) < 0) ? "-0.0" : "0";
    }
    BigDecimal digits = shortest(d, false);
    return layout(digits);
  }

  /** The JSON number text of a finite float (shortest digits that round-trip as a float). */
  static String formatFloat(float f) {
    if (!Float.isFinite(f)) {
      throw new IllegalArgumentException("not finite: " + f);
    }
    if (f == 0) {
      return (Float.floatToRawIntBits(f) < 0) ? "-0.0" : "0";
    }
    BigDecimal digits = shortest(f, true);
    return layout(digits);
  }

  /**
   * Shortest round-tripping decimal of {@code x} (a float widened exactly to double when {@code
   * asFloat}), with trailing zeros stripped. Both neighbours at each precision are tried (not just
   * the correctly rounded one) because near a power of two the round-trip interval is lopsided and
   * the nearest {@code p}-digit decimal may fall outside it while the other one does not.
   */
  private static BigDecimal shortest(double x, boolean asFloat) {
    BigDecimal exact = new BigDecimal(x);
    int maxDigits = asFloat ? 9 : 17;
    for (int p = 1; p <= maxDigits; p++) {
      BigDecimal down = exact.round(new MathContext(p, RoundingMode.DOWN));
      BigDecimal up = exact.round(new MathContext(p, RoundingMode.UP));
      boolean downOk = roundTrips(down, x, asFloat);
      boolean upOk = roundTrips(up, x, asFloat);
      if (downOk && upOk) {
        int cmp = exact.subtract(down).abs().compareTo(up.subtract(exact).abs());
        if (cmp < 0) {
          return down.stripTrailingZeros();
        } else if (cmp > 0) {
          return up.stripTrailingZeros();
        }
        return (lastDigitEven(down) ? down : up).stripTrailingZeros();
      } else if (downOk) {
        return down.stripTrailingZeros();
      } else if (upOk) {
        return up.stripTrailingZeros();
      }
    }
    // Unreachable: 17 (9) significant digits always round-trip a double (float).
    return exact.round(new MathContext(maxDigits, RoundingMode.HALF_EVEN)).stripTrailingZeros();
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
    StringBuilder sb = new StringBuilder(24);
    if (v.signum() < 0) {
      sb.append('-');
      v = v.negate();
    }
    BigInteger unscaled = v.unscaledValue();
    String s = unscaled.toString(); // k digits, no trailing zeros
    int k = s.length();
    // v = s * 10^(n - k)
    int n = k - v.scale();
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
