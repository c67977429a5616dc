package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import canada.Geometry;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.Limits;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Lists of {@code list<f64>} ({@code CompactWriter.writeF64Lists}, {@code
 * CompactReader.readF64Lists}, which generated code and the dynamic codec call for them; canada's
 * coordinates): the bytes against an encoder written here from FORMAT.md §1.3 (count, shape, then
 * the points with or without their counts); the values back; generated decode from a byte array and
 * from a direct buffer, and the dynamic codec, against each other on corrupt or over-limit input
 * (the same error code, offset and path).
 */
class F64ListsTest {
  private static final Codec GEN = Codec.generated("canada.bale", "canada.Geometry");
  private static final Codec DYN = Codec.dynamic("canada.bale", "canada.Geometry");

  /** Rings of points of 0..n values: counts of one and two bytes, NaN payloads, -0.0. */
  private static Geometry random(Random rnd, int maxPoint) {
    List<List<List<Double>>> rings = new ArrayList<>();
    for (int r = rnd.nextInt(4); r > 0; r--) {
      List<List<Double>> ring = new ArrayList<>();
      for (int p = rnd.nextInt(6); p > 0; p--) {
        int n = rnd.nextInt(8) == 0 ? rnd.nextInt(maxPoint + 1) : 2;
        List<Double> point = new ArrayList<>();
        for (int k = 0; k < n; k++) {
          point.add(
              switch (rnd.nextInt(6)) {
                case 0 -> Double.longBitsToDouble(0x7ff0_0000_0000_0001L + rnd.nextInt(1000));
                case 1 -> -0.0;
                default -> rnd.nextGaussian() * 180;
              });
        }
        ring.add(point);
      }
      rings.add(ring);
    }
    return Geometry.builder().type("Polygon").coordinates(rings).build();
  }

  /** A root of {@code canada.Geometry} as FORMAT.md §2, §3 and §1.3 spell it out. */
  private static byte[] reference(Geometry g) {
    return reference(g, false);
  }

  /** With {@code ragged}, shape 0 and a count per point even where the points are equal. */
  private static byte[] reference(Geometry g, boolean ragged) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    body.write(0); // type: string-table entry 0
    List<List<List<Double>>> rings = g.coordinates();
    uvarint(body, rings.size());
    for (List<List<Double>> ring : rings) {
      uvarint(body, ring.size());
      int shape = 0;
      if (ring.size() >= 2) {
        shape = ring.get(0).size();
        for (List<Double> point : ring) {
          shape = point.size() == shape && !ragged ? shape : 0;
        }
        uvarint(body, shape);
      }
      for (List<Double> point : ring) {
        if (shape == 0) {
          uvarint(body, point.size());
        }
        for (double d : point) {
          long bits = Double.doubleToRawLongBits(d);
          for (int b = 0; b < 8; b++) {
            body.write((int) (bits >>> (8 * b)));
          }
        }
      }
    }
    byte[] type = g.type().getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream root = new ByteArrayOutputStream();
    uvarint(root, 1 << 1); // one string, no object table
    uvarint(root, type.length);
    root.writeBytes(type);
    uvarint(root, (long) body.size() << 2); // an inline message without flags
    root.writeBytes(body.toByteArray());
    return root.toByteArray();
  }

  private static void uvarint(ByteArrayOutputStream out, long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
  }

  @Test
  void bytesAsTheFormatSpellsThemOut() {
    Random rnd = new Random(5);
    int uniform = 0;
    int ragged = 0;
    for (int i = 0; i < 300; i++) {
      Geometry g = random(rnd, 140);
      byte[] expected = reference(g);
      assertEquals(Hex.encode(expected), Hex.encode(g.toCompactBytes()), "value " + i);
      assertEquals(
          Hex.encode(expected),
          Hex.encode(new CompactWriter().encode(DYN.type(), DYN.decode(expected))),
          "dynamic, value " + i);
      for (List<List<Double>> ring : g.coordinates()) {
        if (ring.size() >= 2) {
          boolean same = ring.stream().allMatch(p -> p.size() == ring.get(0).size());
          if (same && !ring.get(0).isEmpty()) {
            uniform++;
          } else {
            ragged++;
          }
        }
      }
    }
    assertTrue(uniform > 50 && ragged > 50, "uniform " + uniform + ", ragged " + ragged);
  }

  @Test
  void ringsLargerThanTheWritersFirstRoom() {
    // A shaped ring of 1.1 MiB: the writer makes room for at most 1 MiB (or its buffer's size) at
    // once and writes the rest point by point; then a ring whose first point is long and the rest
    // short (rewritten with shape 0), and one whose last point differs.
    List<List<Double>> big = new ArrayList<>();
    for (int p = 0; p < 70_000; p++) {
      big.add(List.of(p * 0.5, -p * 0.25));
    }
    List<List<Double>> longFirst = new ArrayList<>();
    List<Double> first = new ArrayList<>();
    for (int k = 0; k < 200; k++) {
      first.add(k * 1.0);
    }
    longFirst.add(first);
    for (int p = 0; p < 5_000; p++) {
      longFirst.add(List.of((double) p));
    }
    List<List<Double>> lastDiffers = new ArrayList<>(big.subList(0, 1_000));
    lastDiffers.add(List.of(1.0, 2.0, 3.0));
    Geometry g =
        Geometry.builder()
            .type("Polygon")
            .coordinates(List.of(big, longFirst, lastDiffers))
            .build();
    byte[] bytes = g.toCompactBytes();
    assertEquals(Hex.encode(reference(g)), Hex.encode(bytes));
    assertEquals(g, Geometry.fromCompactBytes(bytes));
    assertArrayEquals(bytes, new CompactWriter().encode(DYN.type(), DYN.decode(bytes)));
    // Decoded points are DoubleLists, which the writer's uniform loop takes (pairs without the
    // inner loop): across its first room, then a ring whose last point differs.
    assertArrayEquals(bytes, Geometry.fromCompactBytes(bytes).toCompactBytes());
  }

  @Test
  void raggedFormOfEqualLengthsIsReadAndReencodedWithItsShape() {
    // FORMAT.md §10 rule 6: points of equal length written with shape 0 and their counts.
    Random rnd = new Random(9);
    int checked = 0;
    for (int i = 0; i < 100; i++) {
      Geometry g = random(rnd, 3);
      byte[] ragged = reference(g, true);
      byte[] canonical = reference(g, false);
      assertEquals(g, Geometry.fromCompactBytes(ragged));
      assertEquals(
          Hex.encode(canonical), Hex.encode(Geometry.fromCompactBytes(ragged).toCompactBytes()));
      assertEquals(
          Hex.encode(canonical),
          Hex.encode(new CompactWriter().encode(DYN.type(), DYN.decode(ragged))));
      checked += Arrays.equals(ragged, canonical) ? 0 : 1;
    }
    assertTrue(checked > 30, "ragged forms checked: " + checked);
  }

  @Test
  void sameValuesFromArraysDirectBuffersAndTheDynamicCodec() {
    Random rnd = new Random(7);
    for (int i = 0; i < 300; i++) {
      Geometry g = random(rnd, 140);
      byte[] gen = new CompactWriter().encode(GEN.type(), g);
      Object dynValue = DYN.decode(gen);
      assertArrayEquals(gen, new CompactWriter().encode(DYN.type(), dynValue), "value " + i);
      Geometry back = Geometry.fromCompactBytes(gen);
      assertEquals(g, back);
      assertArrayEquals(gen, back.toCompactBytes(), "re-encoded from DoubleLists, value " + i);
      ByteBuffer direct = ByteBuffer.allocateDirect(gen.length).put(gen).flip();
      assertEquals(g, new CompactReader().decode(Geometry.COMPACT, direct));
    }
  }

  @Test
  void everyTruncationAndBitFlipFailsAsElementByElement() {
    Random rnd = new Random(11);
    int checked = 0;
    for (int v = 0; v < 12; v++) {
      Geometry g = random(rnd, 20);
      byte[] good = g.toCompactBytes();
      for (int cut = 0; cut < good.length; cut++) {
        same(Arrays.copyOf(good, cut), Limits.DEFAULT, true);
        checked++;
      }
      for (int i = 0; i < good.length; i++) {
        for (int bit = 0; bit < 8; bit++) {
          byte[] bad = good.clone();
          bad[i] ^= (byte) (1 << bit);
          same(bad, Limits.DEFAULT, true);
          checked++;
        }
      }
    }
    assertTrue(checked > 1000, "inputs checked: " + checked);
  }

  @Test
  void budgetAndDepthLimitsFailAsElementByElement() {
    Geometry g = random(new Random(3), 2);
    List<List<List<Double>>> rings = new ArrayList<>();
    for (int r = 0; r < 3; r++) {
      List<List<Double>> ring = new ArrayList<>();
      for (int p = 0; p < 40; p++) {
        ring.add(List.of(p * 1.5, -p * 0.5));
      }
      rings.add(ring);
    }
    byte[] bytes = Geometry.builder().type("Polygon").coordinates(rings).build().toCompactBytes();
    int failures = 0;
    for (long floor = 1_000; floor < 20_000; floor += 250) {
      Limits budget =
          Limits.DEFAULT.toBuilder().decodedSizeFloor(floor).decodedSizeRatio(1).build();
      failures += same(bytes, budget, false) ? 1 : 0;
    }
    assertTrue(failures > 10, "budget failures: " + failures);
    for (int depth = 1; depth <= 5; depth++) {
      Limits limits = Limits.DEFAULT.toBuilder().depth(depth).build();
      same(bytes, limits, true);
      same(g.toCompactBytes(), limits, true);
    }
    // The writer's depth limit: the errors of the element-by-element writer (the generated code
    // before writeF64Lists, run on these values). The dynamic codec names only the type here.
    Geometry value = Geometry.fromCompactBytes(bytes);
    String[] expected = {
      "DEPTH_LIMIT Geometry.coordinates",
      "DEPTH_LIMIT Geometry.coordinates[0]",
      "DEPTH_LIMIT Geometry.coordinates[0][0]",
      Arrays.toString(bytes),
    };
    for (int depth = 1; depth <= 4; depth++) {
      assertEquals(
          expected[depth - 1],
          encodeOutcome(GEN, value, Limits.DEFAULT.toBuilder().depth(depth).build()));
    }
  }

  private static String encodeOutcome(Codec c, Object value, Limits limits) {
    try {
      return Arrays.toString(new CompactWriter().maxDepth(limits.depth()).encode(c.type(), value));
    } catch (BaleException e) {
      return e.code() + " " + e.path();
    }
  }

  /**
   * Generated decode from a byte[] (which takes the bulk loop) and from a direct buffer (which
   * reads element by element) agree: the same value, or the same code, offset and path; with {@code
   * dynamic}, the dynamic codec too (its budget charges are its own, so not under a budget).
   * Returns whether they failed.
   */
  private static boolean same(byte[] bytes, Limits limits, boolean dynamic) {
    String direct = outcome(GEN, bytes, limits, true);
    assertEquals(direct, outcome(GEN, bytes, limits, false), () -> Hex.encode(bytes));
    if (dynamic) {
      assertEquals(
          direct, outcome(DYN, bytes, limits, false), () -> "dynamic " + Hex.encode(bytes));
    }
    return direct.startsWith("!");
  }

  /** The value re-encoded by the same codec, or the error's code, offset and path. */
  private static String outcome(Codec c, byte[] bytes, Limits limits, boolean direct) {
    try {
      CompactReader r = new CompactReader(limits);
      Object v =
          direct
              ? r.decode(c.type(), ByteBuffer.allocateDirect(bytes.length).put(bytes).flip())
              : r.decode(c.type(), bytes);
      return Hex.encode(new CompactWriter().encode(c.type(), v));
    } catch (BaleException e) {
      return "!" + e.code() + "@" + e.offset() + " " + e.path();
    }
  }
}
