package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.MessageStreamDecoder;
import java.util.ArrayList;
import java.util.List;

/**
 * Jazzer fuzz target for message and session streams (FORMAT.md §4.1, §4.2) of {@code
 * alltypes.Node}: for any input, the generated goldens and the dynamic codec, fed all at once and
 * one byte at a time, end alike — the same values, or the same error code and offset — and nothing
 * but a {@link BaleException} escapes.
 *
 * <p>Without {@code JAZZER_FUZZ=1} (every {@code make test}) it replays {@code
 * src/test/resources/dev/bale/conformance/StreamDecodeFuzzTestInputs/nodeStream/} (valid message
 * and session streams with resets, and findings); {@code make fuzz
 * FUZZ_TEST=StreamDecodeFuzzTest#nodeStream} fuzzes for real.
 */
class StreamDecodeFuzzTest {
  private static final List<Codec> CODECS = Codec.both("alltypes.bale", "alltypes.Node");

  /** What decoding a stream came to: the values' JSON, then the error (or "end"). */
  static List<String> outcome(Codec c, byte[] data, boolean trickle) {
    List<String> out = new ArrayList<>();
    MessageStreamDecoder<Object> d = new MessageStreamDecoder<>(c.type(), c.fingerprint);
    try {
      if (trickle) {
        for (int i = 0; i < data.length; i++) {
          d.feed(data, i, 1);
          drain(c, d, out);
        }
      } else {
        d.feed(data, 0, data.length);
        drain(c, d, out);
      }
      d.endOfInput();
      out.add("end");
    } catch (BaleException e) {
      drain(c, d, out);
      out.add(e.code() + "@" + e.offset());
    }
    return out;
  }

  private static void drain(Codec c, MessageStreamDecoder<Object> d, List<String> out) {
    for (Object v = d.poll(); v != null; v = d.poll()) {
      out.add(c.toJson(v).toString());
    }
  }

  @FuzzTest(maxDuration = "5m")
  void nodeStream(byte[] data) {
    List<String> first = outcome(CODECS.get(0), data, false);
    for (Codec c : CODECS) {
      for (boolean trickle : new boolean[] {false, true}) {
        assertEquals(first, outcome(c, data, trickle), c.name() + (trickle ? " trickle" : ""));
      }
    }
  }
}
