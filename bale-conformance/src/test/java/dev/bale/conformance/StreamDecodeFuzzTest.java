package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Jazzer fuzz targets for streams: {@link #rootFromStream} for one root read from an {@code
 * InputStream}, and {@link #nodeStream}, for message and session streams (FORMAT.md §4.1, §4.2) of
 * {@code alltypes.Node}: for any input, the generated goldens and the dynamic codec, fed all at
 * once and one byte at a time, end alike — the same values, or the same error code and offset — and
 * nothing but a {@link BaleException} escapes. The values decoded are then written again as a
 * session stream by both (the generated code's one-pass tree path against the session table, the
 * dynamic codec's general path), under the default caps and under caps small enough to reset and to
 * refuse roots, and as a message stream: the bytes, and the error if one stops the writer, must
 * agree.
 *
 * <p>Without {@code JAZZER_FUZZ=1} (every {@code make test}) each target replays {@code
 * src/test/resources/dev/bale/conformance/StreamDecodeFuzzTestInputs/<method>/} ({@code
 * nodeStream}: valid message and session streams with resets, and findings; {@code rootFromStream}:
 * vectors and corrupt cases of its four root types behind a selector byte); {@code make fuzz
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

  /** The root types {@link #rootFromStream} decodes, picked by the input's first byte. */
  private static final List<Codec> ROOTS =
      List.of(
          Codec.generated("media.bale", "media.MediaContent"),
          Codec.generated("alltypes.bale", "alltypes.AllTypes"),
          Codec.generated("alltypes.bale", "alltypes.Node"),
          Codec.generated("alltypes.bale", "alltypes.Leaf"));

  /** Most bytes one {@code read} returns, picked by the input's first byte (0: all it asks for). */
  private static final int[] READ_SIZES = {0, 1, 3, 61};

  /**
   * A stream limit small enough to be met by many inputs (the vectors' roots are 3 to ~300 bytes).
   */
  private static final Limits SMALL_STREAM =
      Limits.builder().maxStreamMessageBytes(48).maxObjects(50).build();

  /**
   * Bytes served at most {@code max} a read (0: all asked for), with {@code available()} 0 while
   * bytes remain when reads are short: a decoder must take neither a short read nor {@code
   * available()} for the end of the stream.
   */
  static final class ShortReads extends InputStream {
    private final byte[] b;
    private final int max;
    private int pos;

    ShortReads(byte[] b, int max) {
      this.b = b;
      this.max = max;
    }

    @Override
    public int read() {
      return pos < b.length ? b[pos++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] dst, int off, int len) {
      java.util.Objects.checkFromIndexSize(off, len, dst.length);
      if (len == 0) {
        return 0;
      }
      if (pos == b.length) {
        return -1;
      }
      int n = Math.min(len, b.length - pos);
      if (max > 0) {
        n = Math.min(n, max);
      }
      System.arraycopy(b, pos, dst, off, n);
      pos += n;
      return n;
    }

    @Override
    public int available() {
      return max == 0 ? b.length - pos : 0;
    }

    int left() {
      return b.length - pos;
    }
  }

  /**
   * A root read from an {@code InputStream} ends as the same bytes decoded in memory end (FORMAT.md
   * §7, "Streams"; {@link StreamDecodeAgreementTest} checks the same over the vectors and the
   * corrupt corpus): the same value, with no byte read past the root, or the same error code,
   * offset and path, through {@code decode}, {@code decodeNext} and {@code decodeFramed}, whatever
   * sizes the stream's reads come in. The first byte picks the root type (bits 0-1), the most bytes
   * a read returns (bits 2-3), framed input (bit 4) and a small stream limit (bit 5); the rest is
   * the input.
   */
  @FuzzTest(maxDuration = "5m")
  void rootFromStream(byte[] data) throws IOException {
    if (data.length == 0) {
      return;
    }
    int sel = data[0] & 0xFF;
    Codec codec = ROOTS.get(sel & 3);
    int readSize = READ_SIZES[(sel >>> 2) & 3];
    boolean frame = (sel & 0x10) != 0;
    Limits limits = (sel & 0x20) != 0 ? SMALL_STREAM : Limits.DEFAULT;
    byte[] x = java.util.Arrays.copyOfRange(data, 1, data.length);
    StreamDecodeAgreementTest.Comparison r =
        StreamDecodeAgreementTest.compare(
            codec,
            new CompactReader(limits),
            new CompactReader(limits),
            x,
            frame,
            limits,
            b -> new ShortReads(b, readSize),
            in -> ((ShortReads) in).left());
    assertEquals(List.of(), r.mismatches(), codec.toString());
  }
}
