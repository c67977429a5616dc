package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Number text of the JSON mapping (JSON.md §4): shortest round trip, ECMAScript layout. */
class JsonNumbersTest {
  @Test
  void layoutFollowsEcmaScript() {
    assertEquals("0", JsonNumbers.formatDouble(0.0));
    assertEquals("-0.0", JsonNumbers.formatDouble(-0.0));
    assertEquals("1", JsonNumbers.formatDouble(1.0));
    assertEquals("-1.5", JsonNumbers.formatDouble(-1.5));
    assertEquals("640", JsonNumbers.formatDouble(640));
    assertEquals("0.1", JsonNumbers.formatDouble(0.1));
    assertEquals("0.000001", JsonNumbers.formatDouble(1e-6));
    assertEquals("1e-7", JsonNumbers.formatDouble(1e-7));
    assertEquals("1.5e-7", JsonNumbers.formatDouble(1.5e-7));
    assertEquals("100000000000000000000", JsonNumbers.formatDouble(1e20));
    assertEquals("1e+21", JsonNumbers.formatDouble(1e21));
    assertEquals("1.2345e+21", JsonNumbers.formatDouble(1.2345e21));
    assertEquals("123456789012345680000", JsonNumbers.formatDouble(123456789012345678901.0));
    assertEquals("5e-324", JsonNumbers.formatDouble(Double.MIN_VALUE));
    assertEquals("1.7976931348623157e+308", JsonNumbers.formatDouble(Double.MAX_VALUE));
    assertEquals("0.30000000000000004", JsonNumbers.formatDouble(0.1 + 0.2));
    assertEquals("-20000000000", JsonNumbers.formatDouble(-2e10));
  }

  @Test
  void shorterThanJava17WhereItIsNotShortest() {
    // JDK-4511638: Java 17 prints 2.82879384806159008E17 (18 digits) for this double.
    double d = 2.82879384806159E17;
    assertEquals("282879384806159000", JsonNumbers.formatDouble(d));
    assertEquals("1e+23", JsonNumbers.formatDouble(1e23));
    assertEquals("0.002", JsonNumbers.formatDouble(2e-3));
  }

  @Test
  void floatsUseFloatDigits() {
    assertEquals("0.1", JsonNumbers.formatFloat(0.1f));
    assertEquals("1.1", JsonNumbers.formatFloat(1.1f));
    assertEquals("16777216", JsonNumbers.formatFloat(16777216f));
    assertEquals("3.4028235e+38", JsonNumbers.formatFloat(Float.MAX_VALUE));
    assertEquals("1e-45", JsonNumbers.formatFloat(Float.MIN_VALUE)); // Java prints 1.4E-45
    assertEquals("-0.0", JsonNumbers.formatFloat(-0f));
    assertEquals("0", JsonNumbers.formatFloat(0f));
  }

  @Test
  void randomDoublesRoundTripWithNoMoreDigitsThanNeeded() {
    SplittableRandom rnd = new SplittableRandom(42);
    for (int i = 0; i < 3_000; i++) {
      double d = Double.longBitsToDouble(rnd.nextLong());
      if (!Double.isFinite(d)) {
        continue;
      }
      String s = JsonNumbers.formatDouble(d);
      assertEquals(
          Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Double.parseDouble(s)), s);
      int digits = significantDigits(s);
      // Never longer than Java's (which always round-trips), and no shorter string exists:
      // one digit less, rounded either way, must not round-trip.
      assertTrue(digits <= significantDigits(Double.toString(d)), s + " vs " + d);
      if (digits > 1) {
        BigDecimal exact = new BigDecimal(d);
        for (java.math.RoundingMode m :
            new java.math.RoundingMode[] {java.math.RoundingMode.DOWN, java.math.RoundingMode.UP}) {
          String shorter = exact.round(new java.math.MathContext(digits - 1, m)).toString();
          assertTrue(Double.parseDouble(shorter) != d, s + " but " + shorter + " also works");
        }
      }
    }
  }

  /**
   * {@link ShortestDecimal} (its fast path: Schubfach digits) against the exact search on values
   * with short decimal forms (prices, coordinates, integers, powers of ten), full-precision ones,
   * their neighbours, powers of two (lopsided intervals) over the whole exponent range, and random
   * bit patterns: it answers for every normal value, and answers the same.
   */
  @Test
  void integerDigitsAgreeWithTheExactSearch() {
    SplittableRandom rnd = new SplittableRandom(17);
    for (int i = 0; i < 120_000; i++) {
      double d;
      switch (i % 8) {
        case 0:
          d = Math.round(rnd.nextDouble() * 1e6) / 100.0;
          break;
        case 1:
          d = Math.round((rnd.nextDouble() - 0.5) * 360e6) / 1e6;
          break;
        case 2:
          {
            long m = rnd.nextLong(1, 1_000_000_000_000_000L) / (long) Math.pow(10, rnd.nextInt(17));
            d = Double.parseDouble(Math.max(1, m) + "E" + rnd.nextInt(-320, 300));
            break;
          }
        case 3:
          d = (rnd.nextDouble() - 0.5) * Math.pow(10, rnd.nextInt(-300, 300));
          break;
        case 4:
          d = Math.nextUp(Math.nextUp((rnd.nextDouble() - 0.5) * 360));
          break;
        case 5:
          d = Math.scalb(1.0, rnd.nextInt(-1022, 1024));
          break;
        case 6:
          d = Math.nextDown(Math.scalb(1.0, rnd.nextInt(-1021, 1024)));
          break;
        default:
          d = Double.longBitsToDouble(rnd.nextLong());
      }
      if (!Double.isFinite(d) || d == 0) {
        continue;
      }
      StringBuilder sb = new StringBuilder();
      boolean answered = ShortestDecimal.appendDouble(sb, d);
      assertEquals(Math.abs(d) >= Double.MIN_NORMAL, answered, "" + d);
      assertEquals(
          JsonNumbers.formatExact(d, false),
          answered ? sb.toString() : JsonNumbers.formatDouble(d),
          "" + d);
      float f =
          i % 3 == 0
              ? (float) d
              : i % 3 == 1
                  ? Float.intBitsToFloat(rnd.nextInt())
                  : Math.scalb(1f, rnd.nextInt(-126, 128));
      if (!Float.isFinite(f) || f == 0) {
        continue;
      }
      sb.setLength(0);
      answered = ShortestDecimal.appendFloat(sb, f);
      assertEquals(Math.abs(f) >= Float.MIN_NORMAL, answered, "" + f);
      assertEquals(
          JsonNumbers.formatExact(f, true),
          answered ? sb.toString() : JsonNumbers.formatFloat(f),
          "" + f);
    }
  }

  /**
   * Every binary exponent of a normal double: {@code k} is the floor of {@code log10} of the
   * rounding interval's width (2^q, or 3/4 2^q below a power of two), checked exactly, and the
   * scaled significands stay below 2^63.
   */
  @Test
  void everyExponentHasItsDecimalScale() {
    for (int q = -1074; q <= 971; q++) {
      for (boolean irregular : new boolean[] {false, true}) {
        if (irregular && q == -1074) {
          continue;
        }
        int k = ShortestDecimal.kFor(q, irregular);
        // 10^k <= width < 10^(k+1), width = 2^q or 3 x 2^(q-2), compared as integers.
        BigInteger width = BigInteger.valueOf(irregular ? 3 : 1);
        int twos = irregular ? q - 2 : q;
        BigInteger lhs = twos >= 0 ? width.shiftLeft(twos) : width;
        BigInteger scale = twos >= 0 ? BigInteger.ONE : BigInteger.ONE.shiftLeft(-twos);
        // width = lhs / scale; compare lhs with 10^j x scale.
        assertTrue(compareTen(lhs, scale, k) >= 0, "q " + q + " k " + k);
        assertTrue(compareTen(lhs, scale, k + 1) < 0, "q " + q + " k " + k);
        int h = ShortestDecimal.shiftFor(q, irregular);
        // the largest scaled significand: 4 (2^53 - 1) + 2 < 2^55
        assertTrue(h >= 0 && h <= 8, "q " + q + " h " + h);
      }
    }
  }

  /** {@link ShortestDecimal}'s table: {@code ceil(10^-k x 2^E)} with 127 bits, for every k. */
  @Test
  void powersOfTenTableIsExact() {
    int[] range = ShortestDecimal.tableRange();
    for (int k = range[0]; k <= range[1]; k++) {
      long[] entry = ShortestDecimal.tableEntry(k);
      int e = (int) entry[2];
      BigInteger p = BigInteger.TEN.pow(Math.abs(k));
      BigInteger num = k <= 0 ? p : BigInteger.ONE;
      BigInteger den = k <= 0 ? BigInteger.ONE : p;
      if (e >= 0) {
        num = num.shiftLeft(e);
      } else {
        den = den.shiftLeft(-e);
      }
      BigInteger[] qr = num.divideAndRemainder(den);
      BigInteger g = qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
      assertEquals(127, g.bitLength(), "k " + k);
      BigInteger got =
          BigInteger.valueOf(entry[0])
              .shiftLeft(64)
              .or(
                  BigInteger.valueOf(entry[1])
                      .and(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE)));
      assertEquals(g, got, "k " + k);
    }
  }

  private static int compareTen(BigInteger num, BigInteger den, int j) {
    BigInteger p = BigInteger.TEN.pow(Math.abs(j));
    return j >= 0 ? num.compareTo(p.multiply(den)) : num.multiply(p).compareTo(den);
  }

  @Test
  void fastPathAgreesWithTheExactSearch() {
    SplittableRandom rnd = new SplittableRandom(3);
    for (int i = 0; i < 4_000; i++) {
      double d;
      switch (i % 4) {
        case 0:
          d = Double.longBitsToDouble(rnd.nextLong());
          break;
        case 1:
          d = Math.scalb(1.0, rnd.nextInt(-1074, 1024)); // powers of two: lopsided intervals
          break;
        case 2:
          d = Math.scalb((double) rnd.nextLong(1L << 53), rnd.nextInt(-60, 60));
          break;
        default:
          d = (rnd.nextDouble() - 0.5) * Math.pow(10, rnd.nextInt(-30, 30));
      }
      if (Double.isFinite(d)) {
        assertEquals(JsonNumbers.formatExact(d, false), JsonNumbers.formatDouble(d), "" + d);
      }
      float f =
          i % 2 == 0 ? Float.intBitsToFloat(rnd.nextInt()) : Math.scalb(1f, rnd.nextInt(-149, 128));
      if (Float.isFinite(f)) {
        assertEquals(JsonNumbers.formatExact(f, true), JsonNumbers.formatFloat(f), "" + f);
      }
    }
    for (double d :
        new double[] {
          Double.MIN_VALUE,
          Double.MIN_NORMAL,
          Double.MAX_VALUE,
          1e23,
          2e-3,
          2.82879384806159E17,
          9007199254740993.0,
          0.1 + 0.2,
          5e-324,
          4.35e-322
        }) {
      assertEquals(JsonNumbers.formatExact(d, false), JsonNumbers.formatDouble(d), "" + d);
    }
  }

  @Test
  void randomFloatsRoundTripAsFloats() {
    SplittableRandom rnd = new SplittableRandom(7);
    for (int i = 0; i < 3_000; i++) {
      float f = Float.intBitsToFloat(rnd.nextInt());
      if (!Float.isFinite(f)) {
        continue;
      }
      String s = JsonNumbers.formatFloat(f);
      assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(Float.parseFloat(s)), s);
      assertTrue(significantDigits(s) <= 9, s);
      assertTrue(significantDigits(s) <= significantDigits(Float.toString(f)), s + " vs " + f);
    }
  }

  private static int significantDigits(String s) {
    String mantissa = s.replaceFirst("[eE].*$", "").replace("-", "").replace(".", "");
    mantissa = mantissa.replaceFirst("^0+", "");
    mantissa = mantissa.replaceFirst("0+$", "");
    return Math.max(1, mantissa.length());
  }
}
