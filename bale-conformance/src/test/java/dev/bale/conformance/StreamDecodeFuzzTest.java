package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Jazzer fuzz target for message and session streams (FORMAT.md §4.1, §4.2) of {@code
 * alltypes.Node}: for any input, the generated goldens and the dynamic codec, fed all at once and
 * one byte at a time, end alike — the same values, or the same error code and offset — and nothing
 * but a {@link BaleException} escapes. The values decoded are then written again as a session
 * stream by both (the generated code's one-pass tree path against the session table, the dynamic
 * codec's general path), under the default caps and under caps small enough to reset and to refuse
 * roots, and as a message stream: the bytes, and the error if one stops the writer, must agree.
 *
 * <p>Without {@code JAZZER_FUZZ=1} (every {@code make test}) it replays {@code
 * src/test/resources/dev/bale/conformance/StreamDecodeFuzzTestInputs/nodeStream/} (valid message
 * and session streams with resets, and findings); {@code make fuzz
 * FUZZ_TEST=StreamDecodeFuzzTest#nodeStream} fuzzes for real.
 */
class StreamDecodeFuzzTest {
  private static final List<Codec> CODECS = Codec.both("alltypes.bale", "alltypes.Node");

  /**
   * What decoding a stream came to: the values' JSON, then the error (or "end"); the values
   * themselves go to {@code values} when it is not null.
   */
  static List<String> outcome(Codec c, byte[] data, boolean trickle, List<Object> values) {
    List<String> out = new ArrayList<>();
    MessageStreamDecoder<Object> d = new MessageStreamDecoder<>(c.type(), c.fingerprint);
    try {
      if (trickle) {
        for (int i = 0; i < data.length; i++) {
          d.feed(data, i, 1);
          drain(c, d, out, values);
        }
      } else {
        d.feed(data, 0, data.length);
        drain(c, d, out, values);
      }
      d.endOfInput();
      out.add("end");
    } catch (BaleException e) {
      drain(c, d, out, values);
      out.add(e.code() + "@" + e.offset());
    }
    return out;
  }

  private static void drain(
      Codec c, MessageStreamDecoder<Object> d, List<String> out, List<Object> values) {
    for (Object v = d.poll(); v != null; v = d.poll()) {
      out.add(c.toJson(v).toString());
      if (values != null) {
        values.add(v);
      }
    }
  }

  /** {@code values} written as a session stream (or a message stream, caps null): hex, error. */
  static String written(Codec c, List<Object> values, int[] caps) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<Object> w =
        MessageStreamWriter.create(c.type(), c.fingerprint, caps != null, 42, BufferPool.shared())
            .to(out);
    if (caps != null) {
      w.sessionCaps(caps[0], caps[1]);
    }
    String end = "end";
    try {
      for (Object v : values) {
        w.write(v);
      }
    } catch (BaleException e) {
      end = e.code().name();
    }
    return Hex.encode(out.toByteArray()) + " " + end;
  }

  private static final int[][] CAPS = {null, {65_536, 4 << 20}, {3, 1 << 20}, {16, 40}};

  @FuzzTest(maxDuration = "5m")
  void nodeStream(byte[] data) throws IOException {
    // The values each codec decodes from the whole input, written again below.
    List<Object> gen = new ArrayList<>();
    List<Object> dyn = new ArrayList<>();
    List<String> first = outcome(CODECS.get(0), data, false, gen);
    for (Codec c : CODECS) {
      for (boolean trickle : new boolean[] {false, true}) {
        List<Object> values = c == CODECS.get(1) && !trickle ? dyn : null;
        assertEquals(
            first, outcome(c, data, trickle, values), c.name() + (trickle ? " trickle" : ""));
      }
    }
    for (int[] caps : CAPS) {
      assertEquals(
          written(CODECS.get(1), dyn, caps),
          written(CODECS.get(0), gen, caps),
          caps == null ? "message stream" : "session stream, caps " + caps[0] + "/" + caps[1]);
    }
  }
}
