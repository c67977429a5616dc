package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.AllTypes;
import alltypes.Color;
import alltypes.Leaf;
import alltypes.Shape;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * A decoded map allocates no more than it is charged (FORMAT.md §7.1), at every size: an {@code
 * AllTypes} holding one map of {@code n} entries, decoded compactly and from flat bytes (verified
 * and through checked access), against the same record with no map; what the map adds to the
 * decode's allocation ({@code ThreadMXBean}, garbage included, least of five) must not exceed what
 * it adds to the charge. The counts include those one past a power of two, where Java's tables are
 * largest per entry, and those around 128, where the key-spread arrays begin (§7.2). The rows of
 * DecodedSizeBudgetTest do the same for whole 256 KiB inputs. Before the entry's charge was 80 (64)
 * and generated code boxed each key once, a compact {@code map<i32, string>} of 129 entries
 * allocated 88 bytes an entry beyond its key for 80 charged, a flat one 220.
 */
class MapEntryAllocationTest {
  private static final int[] COUNTS = {1, 2, 11, 13, 100, 128, 129, 193, 1537, 2049, 3073, 32769};

  interface Fill {
    void fill(AllTypes.Builder b, int n);
  }

  record Kind(String name, Fill fill, int maxCount, boolean flat) {}

  private static <K, V> Map<K, V> entries(int n, IntFunction<K> key, IntFunction<V> value) {
    Map<K, V> m = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      m.put(key.apply(i), value.apply(i));
    }
    return m;
  }

  private static List<Kind> kinds() {
    List<Kind> kinds = new ArrayList<>();
    kinds.add(
        new Kind(
            "map<i32, string>",
            (b, n) -> b.mI32(entries(n, i -> 1000 + i, i -> "")),
            1 << 20,
            true));
    kinds.add(
        new Kind(
            "map<u32, i32>",
            (b, n) -> b.mU32(entries(n, i -> 3_000_000_000L + i, i -> 1000 + i)),
            1 << 20,
            true));
    kinds.add(
        new Kind(
            "map<u16, i32>",
            (b, n) -> b.mU16(entries(n, i -> 1000 + i, i -> 1000 + i)),
            60_000,
            true));
    kinds.add(
        new Kind(
            "map<i64, f64>",
            (b, n) -> b.mI64(entries(n, i -> (1L << 40) + i, i -> i + 0.5)),
            1 << 20,
            true));
    kinds.add(
        new Kind(
            "map<string, i32>",
            (b, n) -> b.mString(entries(n, i -> Integer.toString(i, 36), i -> 1000 + i)),
            1 << 20,
            true));
    kinds.add(
        new Kind(
            "map<Color, string> (unknown values)",
            (b, n) -> b.mEnum(entries(n, i -> Color.of(100 + i), i -> "")),
            1 << 20,
            true));
    // Flat decoding keeps every message record by position (§F8), which a record's charge does
    // not include (docs/safety.md, "Not yet covered"): compact only.
    kinds.add(
        new Kind(
            "map<string, Leaf>",
            (b, n) ->
                b.mMessageValues(
                    entries(n, i -> Integer.toString(i, 36), i -> Leaf.builder().build())),
            1 << 20,
            false));
    return kinds;
  }

  private static AllTypes record(Fill fill, int n) {
    AllTypes.Builder b = AllTypes.builder().shape(new Shape.Flag(false));
    if (n > 0) {
      fill.fill(b, n);
    }
    return b.build();
  }

  /** {allocated, charged} of one decode path, the least allocation of five. */
  interface Path {
    long[] decode(byte[] compact, byte[] flat);
  }

  private static long[] least(Path p, byte[] compact, byte[] flat) {
    long[] best = {Long.MAX_VALUE, 0};
    for (int rep = 0; rep < 5; rep++) {
      long[] r = p.decode(compact, flat);
      best[0] = Math.min(best[0], r[0]);
      best[1] = r[1];
    }
    return best;
  }

  /**
   * {allocated, charged} of a decode of {@code c}/{@code f} beyond one of {@code c0}/{@code f0}
   * (the record with no map), each the least of five, measured one after the other.
   */
  private static long[] added(Path p, byte[] c0, byte[] f0, byte[] c, byte[] f) {
    long[] base = least(p, c0, f0);
    long[] r = least(p, c, f);
    return new long[] {r[0] - base[0], r[1] - base[1]};
  }

  private static final Path COMPACT =
      (c, f) -> {
        CompactReader r = new CompactReader(Limits.unlimited());
        Allocations.Meter m = Allocations.start();
        Object v = r.decode(AllTypes.COMPACT, c);
        long a = m.allocated();
        v.hashCode();
        return new long[] {a, r.decodedSize()};
      };

  /** A flat decode of the bytes through {@code decode}, on a new {@code FlatData}. */
  private static Path flat(Function<FlatData, Object> decode) {
    return (c, f) -> {
      FlatData d = new FlatData().reset(f, 0, f.length);
      Allocations.Meter m = Allocations.start();
      Object v = decode.apply(d);
      long a = m.allocated();
      v.hashCode();
      return new long[] {a, d.decodedSize()};
    };
  }

  private static final Path VERIFIED =
      flat(d -> AllTypes.FLAT.read(d, new FlatVerifier(Limits.unlimited()).root(AllTypes.FLAT, d)));

  private static final Path CHECKED =
      flat(
          d ->
              new AllTypes.View()
                  .flatAt(d, d.check(AllTypes.FLAT.schemaName(), Limits.unlimited()))
                  .decode());

  /** Rounds of measurement a row over its charge gets before it fails. */
  private static final int ROUNDS = 20;

  @Test
  void aDecodedMapAllocatesNoMoreThanItsCharge() {
    byte[] c0 = Compact.encode(AllTypes.COMPACT, record(null, 0));
    byte[] f0 = Flat.encode(AllTypes.FLAT, record(null, 0));
    List<Kind> kinds = kinds();
    // Warm up class loading and the paths (their first runs allocate for both).
    for (Kind k : kinds) {
      AllTypes v = record(k.fill(), 1000);
      byte[] c = Compact.encode(AllTypes.COMPACT, v);
      byte[] f = Flat.encode(AllTypes.FLAT, v);
      for (int i = 0; i < 10; i++) {
        COMPACT.decode(c, f);
        VERIFIED.decode(c, f);
        CHECKED.decode(c, f);
      }
    }
    StringBuilder table = new StringBuilder();
    table.append(
        "| map | entries | compact: allocated / charged per entry | verified | checked |\n"
            + "|---|---:|---:|---:|---:|\n");
    List<String> failures = new ArrayList<>();
    for (Kind k : kinds) {
      for (int n : COUNTS) {
        if (n > k.maxCount()) {
          continue;
        }
        AllTypes v = record(k.fill(), n);
        byte[] c = Compact.encode(AllTypes.COMPACT, v);
        byte[] f = Flat.encode(AllTypes.FLAT, v);
        table.append("| ").append(k.name()).append(" | ").append(n);
        for (Path p : k.flat() ? List.of(COMPACT, VERIFIED, CHECKED) : List.of(COMPACT)) {
          String name = p == COMPACT ? "compact" : p == VERIFIED ? "verified" : "checked";
          long[] added = added(p, c0, f0, c, f);
          // A row over its charge is measured again, after a pause, up to ROUNDS times, keeping
          // the least difference. Each round reads the record with no map again, just before the
          // row: when the least of each side was kept over the rounds, one low reading of that
          // record stood for all of them (CI and fresh clones, JDK 17 and 25, four times: 904
          // bytes for 312 charged where other runs read 192, and 1,576-1,584 for 1,200 where they
          // read 872; each 712 bytes more, the last three in all 20 rounds), though the record
          // allocates the same compiled by C2, by C1 alone and interpreted. A decoder that
          // allocates beyond its charge does so in every round.
          for (int round = 1; round < ROUNDS && added[0] > added[1]; round++) {
            Allocations.pause(50);
            added[0] = Math.min(added[0], added(p, c0, f0, c, f)[0]);
          }
          long allocated = added[0];
          long charged = added[1];
          table.append(
              String.format(" | %.1f / %.1f", allocated / (double) n, charged / (double) n));
          if (allocated > charged) {
            failures.add(
                k.name()
                    + " of "
                    + n
                    + " entries, "
                    + name
                    + ": allocated "
                    + allocated
                    + " bytes for "
                    + charged
                    + " charged; a decode beyond one of the record with no map, by class: "
                    + Allocations.byClass(() -> p.decode(c, f), () -> p.decode(c0, f0), 200));
          }
        }
        table.append(" |\n");
      }
    }
    System.out.println("MapEntryAllocationTest:\n" + table);
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }
}
