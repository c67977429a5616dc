package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The byte[]/ByteBuffer/stream entry points of the runtime agree with the vectors, through the
 * generated goldens: a root inside a larger array, heap and direct buffers, a stream that holds
 * more than one root (the reader must stop exactly at the root's end), and encoding into buffers
 * and streams. Corrupt cases fail through a stream too.
 */
class IoVariantsTest {
  private static final byte[] GARBAGE = {(byte) 0xff, 0x00, (byte) 0x80};

  @TestFactory
  Stream<DynamicTest> vectorsThroughEveryEntryPoint() {
    List<DynamicTest> out = new ArrayList<>();
    for (Corpus.Vector v : Corpus.vectors()) {
      if (v.options().frame()) {
        continue; // frames have byte[] entry points only
      }
      out.add(DynamicTest.dynamicTest(v.name(), () -> check(v)));
    }
    return out.stream();
  }

  static void check(Corpus.Vector v) throws IOException {
    Codec c = Codec.generated(v.schema(), v.type());
    byte[] hex = Hex.decode(v.hex());

    // Inside a larger array, garbage on both sides.
    byte[] padded = new byte[hex.length + 2 * GARBAGE.length];
    System.arraycopy(GARBAGE, 0, padded, 0, GARBAGE.length);
    System.arraycopy(hex, 0, padded, GARBAGE.length, hex.length);
    System.arraycopy(GARBAGE, 0, padded, GARBAGE.length + hex.length, GARBAGE.length);
    expectValue(
        v,
        c,
        new CompactReader().decode(c.type(), padded, GARBAGE.length, hex.length),
        "byte[] slice");

    // Heap buffer with a non-zero position and array offset; direct buffer.
    ByteBuffer heap = ByteBuffer.wrap(padded, 1, GARBAGE.length - 1 + hex.length).slice();
    heap.position(GARBAGE.length - 1);
    heap.limit(heap.position() + hex.length);
    expectValue(v, c, new CompactReader().decode(c.type(), heap), "heap ByteBuffer");
    assertEquals(heap.limit(), heap.position(), "heap buffer consumed");
    ByteBuffer direct = ByteBuffer.allocateDirect(hex.length).put(hex).flip();
    expectValue(v, c, new CompactReader().decode(c.type(), direct), "direct ByteBuffer");

    // A stream of two roots and trailing garbage: each decode reads exactly one root.
    ByteArrayOutputStream two = new ByteArrayOutputStream();
    two.writeBytes(hex);
    two.writeBytes(hex);
    two.writeBytes(GARBAGE);
    ByteArrayInputStream in = new ByteArrayInputStream(two.toByteArray());
    CompactReader r = new CompactReader();
    expectValue(v, c, r.decode(c.type(), in), "stream, first root");
    assertEquals(hex.length + GARBAGE.length, in.available(), "read past the first root");
    expectValue(v, c, r.decode(c.type(), in), "stream, second root (reader reused)");
    assertEquals(GARBAGE.length, in.available(), "read past the second root");

    if (v.decodeOnly()) {
      return; // the encoder need not produce these bytes
    }
    Object value = c.decode(hex);
    CompactWriter w =
        new CompactWriter()
            .dedupStrings(v.options().dedupStrings())
            .dedupMessages(v.options().dedupMessages());
    ByteBuffer hb = ByteBuffer.allocate(hex.length + 5);
    hb.position(2);
    int n = w.encode(c.type(), value, hb);
    assertEquals(hex.length, n, v.name() + ": bytes written to a heap buffer");
    assertEquals(
        Hex.encode(hex),
        Hex.encode(Arrays.copyOfRange(hb.array(), 2, 2 + n)),
        v.name() + ": heap buffer");
    ByteBuffer db = ByteBuffer.allocateDirect(hex.length);
    w.encode(c.type(), value, db);
    byte[] fromDirect = new byte[hex.length];
    db.flip().get(fromDirect);
    assertEquals(Hex.encode(hex), Hex.encode(fromDirect), v.name() + ": direct buffer");
    ByteArrayOutputStream os = new ByteArrayOutputStream();
    w.encode(c.type(), value, os);
    assertEquals(Hex.encode(hex), Hex.encode(os.toByteArray()), v.name() + ": OutputStream");
    if (hex.length > 1) {
      try {
        w.encode(c.type(), value, ByteBuffer.allocate(hex.length - 1));
        fail(v.name() + ": a buffer one byte too small accepted the root");
      } catch (java.nio.BufferOverflowException expected) {
        // documented contract: nothing written past the limit
      }
    }
  }

  static void expectValue(Corpus.Vector v, Codec c, Object decoded, String what) {
    VectorConformanceTest.assertValue(v, c.decl, v.value(), c.toJson(decoded), what);
  }

  /**
   * A direct buffer is read in place (no copy of the input): every corrupt case fails with the same
   * code and offset as from a {@code byte[]}, the input starting at a non-zero position and
   * followed by a byte that is not part of it.
   */
  @TestFactory
  Stream<DynamicTest> corruptThroughADirectBuffer() {
    List<DynamicTest> out = new ArrayList<>();
    for (Corpus.Corrupt k : Corpus.corrupt()) {
      if (k.frame()) {
        continue;
      }
      out.add(
          DynamicTest.dynamicTest(
              k.name(),
              () -> {
                Codec c = Codec.generated(k.schema(), k.type());
                byte[] bytes = Hex.decode(k.hex());
                ByteBuffer d = ByteBuffer.allocateDirect(bytes.length + 4);
                d.put(new byte[] {0x11, 0x22, 0x33}).put(bytes).put((byte) 0x44);
                d.position(3).limit(3 + bytes.length);
                CompactReader r = new CompactReader(CorruptCorpusTest.limits(k.limits()));
                BaleException e =
                    org.junit.jupiter.api.Assertions.assertThrows(
                        BaleException.class, () -> r.decode(c.type(), d), k.name());
                assertEquals(k.code(), e.code().name(), k.name() + ": " + e.getMessage());
                if (k.offset() != null) {
                  assertEquals(
                      k.offset().longValue(), e.offset(), k.name() + ": " + e.getMessage());
                }
                assertEquals(3, d.position(), k.name() + ": position moved on failure");
              }));
    }
    return out.stream();
  }

  @TestFactory
  Stream<DynamicTest> corruptThroughAStream() {
    List<DynamicTest> out = new ArrayList<>();
    for (Corpus.Corrupt k : Corpus.corrupt()) {
      if (k.frame()) {
        continue;
      }
      out.add(
          DynamicTest.dynamicTest(
              k.name(),
              () -> {
                Codec c = Codec.generated(k.schema(), k.type());
                byte[] bytes = Hex.decode(k.hex());
                ByteArrayInputStream in = new ByteArrayInputStream(bytes);
                CompactReader r = new CompactReader(CorruptCorpusTest.limits(k.limits()));
                Object v;
                try {
                  v = r.decode(c.type(), in);
                } catch (BaleException e) {
                  ErrorCode want = ErrorCode.valueOf(k.code());
                  if (e.code() == ErrorCode.LIMIT_EXCEEDED
                      && (want == ErrorCode.LENGTH_EXCEEDS_INPUT || want == ErrorCode.TRUNCATED)
                      && k.limits() != null
                      && k.limits().has("maxStreamMessageBytes")) {
                    return; // the stream limit, which memory does not have (FORMAT.md §7)
                  }
                  assertEquals(want, e.code(), k.name() + ": " + e.getMessage());
                  return;
                } catch (Throwable t) {
                  throw new AssertionError(k.name() + ": not a BaleException: " + t, t);
                }
                // Only trailing bytes are not an error for a stream: it stops after the root.
                assertEquals("TRAILING_BYTES", k.code(), k.name() + ": stream decoded " + v);
                assertTrue(in.available() > 0, k.name() + ": the trailing bytes were consumed");
              }));
    }
    return out.stream();
  }
}
