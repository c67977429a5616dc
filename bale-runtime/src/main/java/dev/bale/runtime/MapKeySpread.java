package dev.bale.runtime;

/**
 * The key-spread rule of maps with integer and enum keys (FORMAT.md §7.2), for generated code and
 * the dynamic codecs: follows one map's keys in wire order as V8's hash table would place them and
 * refuses the map once one bucket holds more than {@link #CHAIN_LIMIT} keys.
 *
 * <p>Java's own maps do not need it (a {@code HashMap} bin of one hash is a tree, the flat
 * verifier's duplicate-key table has a per-JVM random seed); the rule exists for TypeScript
 * readers, whose {@code Map}/{@code Set} hash number and bigint keys with V8's fixed functions, and
 * Java readers apply it too so that both languages accept the same bytes. Keys that are not chosen
 * for it never come near the limit (random and sequential keys make chains of 5 to 11 up to a
 * million keys).
 *
 * <p>The hashes are V8's ({@code Object::GetSimpleHash}): a key whose value is a 32-bit signed
 * integer by Thomas Wang's 32-bit integer hash ({@code ComputeUnseededHash}); another number key (a
 * {@code u32} from 2^31) by {@code ComputeLongHash} of the IEEE-754 bits of its value as a double;
 * a 64-bit key (a bigint in TypeScript) by {@code ComputeLongHash} of the low 64 bits of its
 * magnitude, 0 for zero; each keeps its low 30 bits. One instance per map; not thread-safe.
 */
public final class MapKeySpread {
  /** Maps of more entries than this are followed. */
  public static final int FROM = 128;

  /** The most keys one bucket may hold. */
  public static final int CHAIN_LIMIT = 64;

  /** The detail of the {@code LIMIT_EXCEEDED} a refused map raises. */
  public static final String MESSAGE =
      "more than " + CHAIN_LIMIT + " of this map's keys share one hash bucket (FORMAT.md §7.2)";

  private final int[] hashes;
  private int[] counts = new int[0];
  private int n;
  private int buckets;

  private MapKeySpread(int count) {
    hashes = new int[count];
  }

  /**
   * A follower for a map of {@code count} entries (a count the reader has checked against its
   * input), or null when a map that small needs none.
   */
  public static MapKeySpread of(int count) {
    return count > FROM ? new MapKeySpread(count) : null;
  }

  /**
   * Enters the next key by its hash ({@link #numberHash}, {@link #int64Hash}, {@link #uint64Hash});
   * false when its bucket then holds more than {@link #CHAIN_LIMIT} keys (the caller raises {@code
   * LIMIT_EXCEEDED} with {@link #MESSAGE}).
   */
  public boolean add(int hash) {
    int i = n++;
    int[] hs = hashes;
    hs[i] = hash;
    if (i < FROM) {
      return true;
    }
    int b = buckets;
    if (i + 1 > 2 * b) {
      // V8's table grows (capacity the next power of two, two entries per bucket): count again.
      if (b == 0) {
        b = 2;
        while (2 * b < i + 1) {
          b *= 2;
        }
      } else {
        b *= 2;
      }
      buckets = b;
      int[] cs = new int[b];
      int max = 0;
      for (int j = 0; j <= i; j++) {
        int c = ++cs[hs[j] & (b - 1)];
        if (c > max) {
          max = c;
        }
      }
      counts = cs;
      return max <= CHAIN_LIMIT;
    }
    return ++counts[hash & (b - 1)] <= CHAIN_LIMIT;
  }

  /**
   * The hash of a key that TypeScript reads as a number: an integer key type up to 32 bits (its
   * value: a {@code u32} as its unsigned value) or an enum (its number).
   */
  public static int numberHash(long value) {
    if (value == (int) value) {
      return int32Hash((int) value);
    }
    return longHash(Double.doubleToRawLongBits((double) value));
  }

  /** The hash of an {@code i64} key (a bigint in TypeScript: its magnitude's bits). */
  public static int int64Hash(long value) {
    return value == 0 ? 0 : longHash(value < 0 ? -value : value);
  }

  /** The hash of a {@code u64} key, given as its 64 bits (a bigint in TypeScript). */
  public static int uint64Hash(long bits) {
    return bits == 0 ? 0 : longHash(bits);
  }

  /** V8's {@code ComputeUnseededHash} (Thomas Wang's 32-bit integer hash), low 30 bits. */
  static int int32Hash(int key) {
    int h = key;
    h = ~h + (h << 15);
    h ^= h >>> 12;
    h += h << 2;
    h ^= h >>> 4;
    h *= 2057;
    h ^= h >>> 16;
    return h & 0x3fffffff;
  }

  /** V8's {@code ComputeLongHash} of 64 bits, low 30 bits. */
  static int longHash(long key) {
    long h = key;
    h = ~h + (h << 18);
    h ^= h >>> 31;
    h *= 21;
    h ^= h >>> 11;
    h += h << 6;
    h ^= h >>> 22;
    return (int) (h & 0x3fffffff);
  }
}
