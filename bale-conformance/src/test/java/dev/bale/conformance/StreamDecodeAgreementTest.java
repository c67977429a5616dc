package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/**
 * Decoding from an InputStream ends as decoding the same bytes in memory does: the same value, or
 * the same error code, offset and path (FORMAT.md §7, "Streams"), for every vector and compact
 * corrupt case and for variants of each (every truncation, and bytes changed at each position),
 * through {@code decode(InputStream)}, {@code decodeNext} and, for framed cases, {@code
 * decodeFramed(InputStream)}. The exceptions §7 names are the only ones allowed: a stream never
 * says TRAILING_BYTES (it stops at the root's end, leaving the rest in the stream), and a root past
 * {@code maxStreamMessageBytes} is LIMIT_EXCEEDED where memory, which has no such limit, says
 * LENGTH_EXCEEDS_INPUT or TRUNCATED at the same offset and path. A valid root is read exactly: the
 * bytes after it stay in the stream.
 *
 * <p>Before the stream scan decoded the bytes it read in memory, 109,484 of these 351,753
 * comparisons (177,801 inputs) disagreed: above all the stream's TRUNCATED where memory says
 * LENGTH_EXCEEDS_INPUT (106,767), then INVALID_UTF8 and INVALID_UTF16 against the stream's
 * TRUNCATED or varint errors, LENGTH_EXCEEDS_INPUT against LIMIT_EXCEEDED, a framed TRUNCATED at
 * another offset or path.
 */
class StreamDecodeAgreementTest {
  /** Byte values written over each position of an input. */
  private static final int[] MUTATIONS = {0x00, 0x7F, 0xFF};

  /** Inputs longer than this are varied at every k-th position only (k = length / this). */
  private static final int MAX_POSITIONS = 200;

  private record Case(
      String name, String schema, String type, byte[] bytes, boolean frame, Limits limits) {}

  private static List<Case> cases() {
    List<Case> out = new ArrayList<>();
    for (Corpus.Vector v : Corpus.vectors()) {
      out.add(
          new Case(
              v.name(),
              v.schema(),
              v.type(),
              Hex.decode(v.hex()),
              v.options().frame(),
              Limits.DEFAULT));
    }
    for (Corpus.Corrupt c : Corpus.corrupt()) {
      out.add(
          new Case(
              c.name(),
              c.schema(),
              c.type(),
              Hex.decode(c.hex()),
              c.frame(),
              CorruptCorpusTest.limits(c.limits())));
    }
    return out;
  }

  /**
   * The case's bytes, every truncation of them, and each position changed to each mutation (built
   * one at a time: the large cases' variants would not fit in the test's heap together).
   */
  private static List<byte[]> variants(byte[] b) {
    int step = Math.max(1, b.length / MAX_POSITIONS);
    int truncations = (b.length + step - 1) / step;
    int positions = truncations;
    return new java.util.AbstractList<>() {
      @Override
      public int size() {
        return 1 + truncations + positions * MUTATIONS.length;
      }

      @Override
      public byte[] get(int k) {
        if (k == 0) {
          return b;
        }
        if (k <= truncations) {
          return java.util.Arrays.copyOf(b, (k - 1) * step);
        }
        int m = k - 1 - truncations;
        byte[] x = b.clone();
        x[m / MUTATIONS.length * step] = (byte) MUTATIONS[m % MUTATIONS.length];
        return x;
      }
    };
  }

  /**
   * A decoded value's outcome; values are compared by equality (the JSON only when they differ).
   */
  private static final String VALUE = "value";

  private static String outcome(BaleException e) {
    return e.code() + "@" + e.offset() + " " + e.path();
  }

  /**
   * The exception §7 allows for the stream limit, which memory does not have: any LIMIT_EXCEEDED
   * for an input longer than the limit; for a shorter one, LIMIT_EXCEEDED where memory says
   * LENGTH_EXCEEDS_INPUT or TRUNCATED (a length that would take the root past the limit), at the
   * same offset and path.
   */
  private static boolean limitException(String want, String got, byte[] x, Limits limits) {
    if (x.length > limits.maxStreamMessageBytes()) {
      return true;
    }
    return want.matches("(LENGTH_EXCEEDS_INPUT|TRUNCATED)@.*")
        && want.substring(want.indexOf('@')).equals(got.substring(got.indexOf('@')));
  }

  /** One read mode's outcome where the stream did not end as memory did. */
  record Mismatch(String mode, String want, String got) {}

  /** How many read modes {@link #compare} ran, and those that did not end as memory did. */
  record Comparison(int modes, List<Mismatch> mismatches) {}

  /**
   * Decodes {@code x} in memory with {@code memory} and from a stream with {@code stream}, each
   * stream opened by {@code open} (through {@code decodeFramed} when {@code frame}; else {@code
   * decode}, and {@code decodeNext} for a non-empty input), and returns the modes run and those
   * that did not end alike; none are run when memory's error is TRAILING_BYTES (a stream stops at
   * the root's end: the rest is the next root's). {@code left} tells how many bytes a stream still
   * holds after a value: a valid root is read exactly.
   */
  static Comparison compare(
      Codec codec,
      CompactReader memory,
      CompactReader stream,
      byte[] x,
      boolean frame,
      Limits limits,
      Function<byte[], InputStream> open,
      ToIntFunction<InputStream> left)
      throws IOException {
    CompactType<Object> type = codec.type();
    String want;
    Object wantValue = null;
    try {
      Object v = frame ? memory.decodeFramed(type, x, codec.fingerprint) : memory.decode(type, x);
      want = VALUE;
      wantValue = v;
    } catch (BaleException e) {
      if (e.code() == ErrorCode.TRAILING_BYTES) {
        return new Comparison(0, List.of());
      }
      want = outcome(e);
    }
    List<String> modes = new ArrayList<>();
    modes.add(frame ? "decodeFramed" : "decode");
    if (!frame && x.length > 0) {
      modes.add("decodeNext"); // an empty stream is null there: no root
    }
    List<Mismatch> out = new ArrayList<>();
    for (String mode : modes) {
      InputStream in = open.apply(x);
      String got;
      try {
        Object v =
            switch (mode) {
              case "decodeFramed" -> stream.decodeFramed(type, in, codec.fingerprint);
              case "decodeNext" -> stream.decodeNext(type, in);
              default -> stream.decode(type, in);
            };
        got =
            want.equals(VALUE) && java.util.Objects.equals(v, wantValue)
                ? VALUE
                : "value " + codec.toJson(v);
        int rest = left.applyAsInt(in);
        if (rest != 0) {
          got += " with " + rest + " bytes left in the stream";
        }
      } catch (BaleException e) {
        got = outcome(e);
        if (e.code() == ErrorCode.LIMIT_EXCEEDED && limitException(want, got, x, limits)) {
          got = want;
        }
      }
      if (!got.equals(want)) {
        out.add(new Mismatch(mode, want, got));
      }
    }
    return new Comparison(modes.size(), out);
  }

  @Test
  void streamDecodeEndsAsMemoryDecodeOfTheSameBytes() throws IOException {
    Map<String, Codec> codecs = new HashMap<>();
    int inputs = 0;
    int comparisons = 0;
    Map<String, Integer> disagreements = new TreeMap<>();
    List<String> examples = new ArrayList<>();
    for (Case c : cases()) {
      Codec codec =
          codecs.computeIfAbsent(
              c.schema() + " " + c.type(), k -> Codec.generated(c.schema(), c.type()));
      CompactReader memory = new CompactReader(c.limits());
      CompactReader stream = new CompactReader(c.limits());
      Set<String> seen = new java.util.HashSet<>();
      for (byte[] x : variants(c.bytes())) {
        // Each distinct input once (a digest: the large cases' inputs are not kept).
        if (!seen.add(x.length + ":" + java.util.Arrays.hashCode(x))) {
          continue;
        }
        inputs++;
        Comparison r =
            compare(
                codec,
                memory,
                stream,
                x,
                c.frame(),
                c.limits(),
                ByteArrayInputStream::new,
                in -> ((ByteArrayInputStream) in).available());
        comparisons += r.modes();
        for (Mismatch m : r.mismatches()) {
          String key =
              m.mode()
                  + ": memory "
                  + m.want().split("[@ ]")[0]
                  + ", stream "
                  + m.got().split("[@ ]")[0];
          disagreements.merge(key, 1, Integer::sum);
          if (examples.size() < 12) {
            examples.add(
                c.name()
                    + " "
                    + m.mode()
                    + " "
                    + (x.length > 64 ? x.length + " bytes" : Hex.encode(x))
                    + "\n    memory "
                    + m.want()
                    + "\n    stream "
                    + m.got());
          }
        }
      }
    }
    assertTrue(inputs > 50_000, "only " + inputs + " inputs");
    int total = disagreements.values().stream().mapToInt(Integer::intValue).sum();
    assertTrue(
        total == 0,
        total
            + " of "
            + comparisons
            + " comparisons ("
            + inputs
            + " inputs) disagree: "
            + disagreements
            + "\n  "
            + String.join("\n  ", examples));
  }
}
