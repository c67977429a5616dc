package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alltypes.AllTypes;
import alltypes.Shape;
import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.Compact;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.internal.FlatData;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * G6 (work linear in the input) for map keys prepared to collide in a hash table — in the
 * duplicate-key check of a checked flat map read, and in the dynamic codecs' maps (below) — they
 * cost about what ordinary keys cost. Before the seeded hash, 65,535 i64 keys {@code t << 45} (a 1
 * MB map) took 1.2 s of linear probing in one {@code decode()} against 3 ms for the keys 1..65,535.
 * Timed in thread CPU time (best of three), so that other load on the machine does not count.
 */
class MapKeyFloodTest {

  private static byte[] mapOf(boolean prepared) {
    return flat(keys(prepared ? 45 : 0));
  }

  /** 65,535 keys {@code t << shift}, or with shift -1 keys {@code t << 32 | t}. */
  private static Map<Long, Double> keys(int shift) {
    Map<Long, Double> m = new LinkedHashMap<>();
    for (long t = 1; t <= 65_535; t++) {
      m.put(shift < 0 ? t << 32 | t : t << shift, 0.0);
    }
    return m;
  }

  private static byte[] flat(Map<Long, Double> m) {
    return Flat.encode(
        AllTypes.FLAT, AllTypes.builder().shape(new Shape.Flag(false)).mI64(m).build());
  }

  private static byte[] compact(Map<Long, Double> m) {
    return Compact.encode(
        AllTypes.COMPACT, AllTypes.builder().shape(new Shape.Flag(false)).mI64(m).build());
  }

  private static long bestCpuNanos(Runnable r) {
    return ThreadCpu.bestOfThree(r);
  }

  /**
   * The dynamic codecs (bale-dynamic, what {@code bale decode} runs) keep map keys in a {@code
   * HashMap} of {@code Value}s; {@code Value.Int}'s hash is {@code Long.hashCode}, the same for
   * every key {@code t << 32 | t}, and a bin of equal hashes is only searched in O(log n) when the
   * keys are {@code Comparable}. Now they are (Int, Str).
   */
  @Test
  void dynamicCodecsTakeKeysOfOneHashInLinearTime() {
    JsonBridge.Type t = Schemas.type("alltypes.bale", "alltypes.AllTypes");
    Map<Long, Double> plainKeys = keys(0);
    Map<Long, Double> sameHash = keys(-1);
    for (boolean isFlat : new boolean[] {true, false}) {
      byte[] plain = isFlat ? flat(plainKeys) : compact(plainKeys);
      byte[] bad = isFlat ? flat(sameHash) : compact(sameHash);
      Runnable p = () -> decode(t, plain, isFlat);
      Runnable c = () -> decode(t, bad, isFlat);
      // Both warmed first: the keys of one hash run code (HashMap's tree bins) that the plain
      // keys do not, and left to compile during the timed rounds it read 41-148 ms on this
      // 2-core machine against a bound near 100 ms.
      bestCpuNanos(p);
      bestCpuNanos(c);
      ThreadCpu.Times times =
          ThreadCpu.hostileWithin(
              "dynamic " + (isFlat ? "flat" : "compact") + " decode, keys of one hash",
              p,
              c,
              plainNs -> 10 * plainNs + 50_000_000L);
      System.out.printf(
          "MapKeyFloodTest: dynamic %s decode, 65,535 i64 keys: 1..n %.1f ms, t << 32 | t"
              + " %.1f ms%n",
          isFlat ? "flat" : "compact", times.plain() / 1e6, times.hostile() / 1e6);
    }
  }

  private static void decode(JsonBridge.Type t, byte[] bytes, boolean isFlat) {
    if (isFlat) {
      // Depth 24: the walk stays on this thread (FlatCodec.INLINE_LEVELS), whose CPU time counts.
      t.decodeFlat(bytes, false, Limits.builder().depth(24).build());
    } else {
      t.decode(bytes);
    }
  }

  /** Checked access's {@code decode()}, or with {@code verified} {@code Flat.decode}. */
  private static void read(byte[] bytes, boolean verified) {
    AllTypes r;
    if (verified) {
      r = Flat.decode(AllTypes.FLAT, bytes);
    } else {
      FlatData d = new FlatData().reset(bytes, 0, bytes.length);
      r =
          new AllTypes.View()
              .flatAt(d, d.check(AllTypes.FLAT.schemaName(), Limits.DEFAULT))
              .decode();
    }
    assertEquals(65_535, r.mI64().size());
  }

  private static long bestCpuNanos(byte[] bytes, boolean verified) {
    return ThreadCpu.bestOfThree(() -> read(bytes, verified));
  }

  /**
   * Checked access's duplicate-key table, and since 2026-11-30 the verifier's (an int table of
   * entry positions with the same seeded hash, where it kept a {@code HashSet} of boxed keys).
   */
  @Test
  void preparedCollidingKeysCostWhatOtherKeysCost() {
    byte[] plain = mapOf(false);
    for (byte[] prepared : new byte[][] {mapOf(true), flat(keys(-1))}) {
      for (boolean verified : new boolean[] {false, true}) {
        bestCpuNanos(plain, verified); // warm up, the prepared keys' code (tree bins) too
        bestCpuNanos(prepared, verified);
        ThreadCpu.Times t =
            ThreadCpu.hostileWithin(
                (verified ? "Flat.decode" : "checked decode()") + ", prepared keys",
                () -> read(plain, verified),
                () -> read(prepared, verified),
                plainNs -> 10 * plainNs + 50_000_000L);
        System.out.printf(
            "MapKeyFloodTest: 65,535 i64 keys, %s: 1..n %.1f ms, prepared %.1f ms%n",
            verified ? "Flat.decode" : "checked decode()", t.plain() / 1e6, t.hostile() / 1e6);
      }
    }
  }
}
