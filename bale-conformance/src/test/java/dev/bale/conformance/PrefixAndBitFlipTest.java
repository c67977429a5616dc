package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded robustness properties over valid messages (RELIABILITY.md "Property tests"), run through
 * the generated goldens and the dynamic codec:
 *
 * <ul>
 *   <li>every strict prefix fails with a {@link BaleException} (never another throwable);
 *   <li>every single-bit flip, and a seeded set of random multi-byte mutations, either fails with a
 *       {@link BaleException} or decodes to a value that re-encodes to a fixed point ({@code
 *       encode(decode(encode(v))) == encode(v)} and the decoded values are equal);
 *   <li>both implementations reach the same outcome for the same bytes: the same error code, or the
 *       same re-encoded bytes (G12).
 * </ul>
 */
class PrefixAndBitFlipTest {
  /** Random mutations per seed; the seed of {@link Random} is printed with any failure. */
  private static final int RANDOM_MUTATIONS = 1000;

  private static final long SEED = Long.getLong("bale.propertySeed", 20261122L);

  @TestFactory
  Stream<DynamicTest> everyStrictPrefixFails() {
    return Seeds.all().stream()
        .map(
            s ->
                DynamicTest.dynamicTest(
                    s.vector(),
                    () -> {
                      List<Codec> codecs = Codec.both(s.schema(), s.type());
                      for (int len = 0; len < s.bytes().length; len++) {
                        byte[] prefix = Arrays.copyOf(s.bytes(), len);
                        for (Codec c : codecs) {
                          Outcome o = Outcome.of(c, prefix);
                          if (o.code == null) {
                            fail(s + ": prefix of " + len + " bytes decoded by " + c.name());
                          }
                        }
                      }
                    }));
  }

  @TestFactory
  Stream<DynamicTest> everyBitFlipIsCleanAndBothAgree() {
    return Seeds.all().stream()
        .map(
            s ->
                DynamicTest.dynamicTest(
                    s.vector(),
                    () -> {
                      List<Codec> codecs = Codec.both(s.schema(), s.type());
                      byte[] b = s.bytes();
                      int accepted = 0;
                      for (int bit = 0; bit < b.length * 8; bit++) {
                        byte[] m = b.clone();
                        m[bit >>> 3] ^= (byte) (1 << (bit & 7));
                        if (agree(s, codecs, m, "bit " + bit).code == null) {
                          accepted++;
                        }
                      }
                      // Sanity: flips inside string bytes and scalar values are accepted, so a
                      // decoder that rejected everything would show up here.
                      assertTrue(accepted > 0, s + ": no bit flip was accepted at all");
                    }));
  }

  @TestFactory
  Stream<DynamicTest> seededRandomMutations() {
    return Seeds.all().stream()
        .map(
            s ->
                DynamicTest.dynamicTest(
                    s.vector(),
                    () -> {
                      List<Codec> codecs = Codec.both(s.schema(), s.type());
                      long seed = SEED ^ s.vector().hashCode();
                      Random rnd = new Random(seed);
                      for (int i = 0; i < RANDOM_MUTATIONS; i++) {
                        byte[] m = mutate(s.bytes(), rnd);
                        agree(s, codecs, m, "seed " + seed + " mutation " + i);
                      }
                    }));
  }

  /** A few random edits: byte overwrites, inserts, deletes, duplicated slices. */
  static byte[] mutate(byte[] in, Random rnd) {
    byte[] b = in.clone();
    int edits = 1 + rnd.nextInt(4);
    for (int e = 0; e < edits && b.length > 0; e++) {
      int at = rnd.nextInt(b.length);
      switch (rnd.nextInt(4)) {
        case 0 -> b[at] = (byte) rnd.nextInt(256);
        case 1 -> {
          byte[] c = new byte[b.length + 1];
          System.arraycopy(b, 0, c, 0, at);
          c[at] = (byte) (rnd.nextBoolean() ? 0xff : rnd.nextInt(256));
          System.arraycopy(b, at, c, at + 1, b.length - at);
          b = c;
        }
        case 2 -> {
          byte[] c = new byte[b.length - 1];
          System.arraycopy(b, 0, c, 0, at);
          System.arraycopy(b, at + 1, c, at, b.length - at - 1);
          b = c;
        }
        default -> {
          int len = Math.min(1 + rnd.nextInt(8), b.length - at);
          byte[] c = new byte[b.length + len];
          System.arraycopy(b, 0, c, 0, at + len);
          System.arraycopy(b, at, c, at + len, b.length - at);
          b = c;
        }
      }
    }
    return b;
  }

  /** Runs both codecs on {@code m}, checks each is clean, and that they agree. */
  static Outcome agree(Seeds.Seed s, List<Codec> codecs, byte[] m, String what) {
    Outcome first = null;
    for (Codec c : codecs) {
      Outcome o;
      try {
        o = Outcome.of(c, m);
      } catch (AssertionError e) {
        throw new AssertionError(s + " " + what + " (" + c.name() + "): " + e.getMessage(), e);
      }
      if (first == null) {
        first = o;
      } else if (!first.sameAs(o)) {
        // Compared as code and bytes, hex only for the message: an accepted alias chain
        // re-encodes (without message dedup) to megabytes, whose hex took most of a fuzz run.
        assertEquals(
            first.toString(),
            o.toString(),
            s + " " + what + ": generated and dynamic disagree on " + Hex.encode(m));
      }
    }
    return first;
  }

  /** The result of decoding: an error code, or the canonical re-encoding of what was decoded. */
  record Outcome(String code, byte[] reencoded) {
    static final Corpus.Options OPTIONS = new Corpus.Options(true, false, false);
    static final Corpus.Options DEDUP_MESSAGES = new Corpus.Options(true, true, false);

    static Outcome of(Codec c, byte[] bytes) {
      Object v;
      try {
        v = c.decode(bytes, false, Limits.DEFAULT);
      } catch (BaleException e) {
        return new Outcome(e.code().name(), null);
      } catch (Throwable t) {
        throw new AssertionError("not a BaleException: " + t + " for " + Hex.encode(bytes), t);
      }
      byte[] b1;
      try {
        // Capped at the message count past which the re-encoding certainly expands sharing (every
        // inline message takes a byte or more): an alias chain would otherwise write up to a
        // million messages here, most of a fuzz campaign's time, before the check below gives
        // way to the re-encoding that keeps the sharing anyway.
        b1 = c.encode(v, OPTIONS, expansionCap(bytes));
      } catch (BaleException e) {
        if (e.code() == ErrorCode.LIMIT_EXCEEDED) {
          return expanded(c, v, bytes);
        }
        // Whatever decodes re-encodes, DEPTH_LIMIT included: a reader counts the levels a
        // default takes (FORMAT.md §7).
        throw new AssertionError(
            "decoded " + Hex.encode(bytes) + " but cannot re-encode the value: " + e, e);
      } catch (Throwable t) {
        throw new AssertionError(
            "decoded " + Hex.encode(bytes) + " but cannot re-encode the value: " + t, t);
      }
      // A value whose messages are shared through the object table re-encodes without message
      // dedup to every instance written out: up to maxObjects messages from a few hundred bytes
      // (testdata/corrupt reference.alias-*). Such bytes may legitimately exceed the decoded-size
      // budget of their own length (FORMAT.md §7.1: the dynamic codec charges ~76 estimated bytes
      // per 3-byte Node), so the fixed point is checked on the re-encoding that keeps the sharing.
      if (expandsSharing(b1, bytes)) {
        checkFixedPoint(c, v, c.encode(v, DEDUP_MESSAGES), DEDUP_MESSAGES, bytes);
      } else {
        checkFixedPoint(c, v, b1, OPTIONS, bytes);
      }
      return new Outcome(null, b1);
    }

    /**
     * More inline messages than this in a re-encoding of {@code input} expand its sharing (also
     * used by the flat harness, {@link FlatVerifyFuzzTest}).
     */
    static int expansionCap(byte[] input) {
      return (int) Math.min(Limits.DEFAULT_MAX_OBJECTS, 64L * input.length + 65536 + 1);
    }

    /**
     * The outcome of a value whose re-encoding without message dedup passed {@link #expansionCap}:
     * the fixed point checked, and the outcome given, on the re-encoding that keeps the sharing.
     */
    private static Outcome expanded(Codec c, Object v, byte[] input) {
      byte[] fixed = c.encode(v, DEDUP_MESSAGES);
      checkFixedPoint(c, v, fixed, DEDUP_MESSAGES, input);
      return new Outcome(null, fixed);
    }

    /** {@code encoded} (v written with {@code o}) decodes to v and re-encodes to itself. */
    private static void checkFixedPoint(
        Codec c, Object v, byte[] encoded, Corpus.Options o, byte[] input) {
      Object v2 = c.decode(encoded, false, Limits.DEFAULT);
      // Values are compared through their JSON, not equals(): a value carrying unknown fields
      // also carries its origin string table (FORMAT.md §3.4), and re-encoding may append
      // entries to that table, which UnknownFields.equals counts as a difference even though
      // every kept index still means the same string. The bytes below are compared exactly.
      // GraphEquals first: with message dedup a decoded value shares instances, and equals()
      // compares a shared subtree once per path to it.
      String d =
          GraphEquals.equal(v, v2) ? null : JsonCompare.diff(c.decl, c.toJson(v), c.toJson(v2));
      if (d != null) {
        fail("decode(encode(v)) != v for " + Hex.encode(input) + ": " + d);
      }
      assertArrayEquals(
          encoded,
          c.encode(v2, o),
          () -> "re-encoding is not a fixed point for " + Hex.encode(input));
    }

    /**
     * Whether {@code reencoded}, written without message dedup from a value decoded from {@code
     * input}, wrote shared instances out once per path (more than 64 x the input plus 64 KiB): its
     * fixed point is then checked on the re-encoding that keeps the sharing. Also used by the flat
     * harness ({@link FlatVerifyFuzzTest}).
     */
    static boolean expandsSharing(byte[] reencoded, byte[] input) {
      return reencoded.length > 64L * input.length + 65536;
    }

    /** The same error code, or the same re-encoded bytes. */
    boolean sameAs(Outcome o) {
      return java.util.Objects.equals(code, o.code)
          && java.util.Arrays.equals(reencoded, o.reencoded);
    }

    @Override
    public String toString() {
      return code != null ? "error " + code : "ok " + Hex.encode(reencoded);
    }
  }
}
