package dev.bale.runtime;

import static dev.bale.runtime.Probe.fails;
import static dev.bale.runtime.Probe.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.bale.runtime.TestTypes.Image;
import dev.bale.runtime.TestTypes.Media;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Streams, ByteBuffers and frames. */
class IoTest {
  static final Media M1 = HostileInputTest.MEDIA;
  static final Media M2 =
      new Media("second", List.of(new Image("u", "t", 1, 2, false)), null, DoubleList.of(3));

  /** Hands out at most one byte per read call, the worst a stream may do. */
  static final class TrickleInputStream extends InputStream {
    private final ByteArrayInputStream in;

    TrickleInputStream(byte[] b) {
      in = new ByteArrayInputStream(b);
    }

    @Override
    public int read() {
      return in.read();
    }

    @Override
    public int read(byte[] b, int off, int len) {
      return len == 0 ? 0 : in.read(b, off, 1);
    }
  }

  @Test
  void streamReadsExactlyOneRootAtATime() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    CompactWriter w = new CompactWriter();
    w.encode(Media.TYPE, M1, out);
    new CompactWriter().dedupMessages(true).encode(Media.TYPE, M2, out);
    out.write(0x5A); // a byte that is not part of either root
    byte[] all = out.toByteArray();
    for (InputStream in :
        new InputStream[] {new ByteArrayInputStream(all), new TrickleInputStream(all)}) {
      CompactReader r = new CompactReader();
      assertEquals(M1, r.decode(Media.TYPE, in));
      assertEquals(M2, r.decode(Media.TYPE, in));
      assertEquals(0x5A, in.read());
      assertEquals(-1, in.read());
      fails(ErrorCode.TRUNCATED, () -> r.decode(Media.TYPE, in));
    }
  }

  /**
   * Asserts that decoding {@code b} from a stream — {@code decode}, and {@code decodeNext} when it
   * is not empty, each from a plain and a one-byte-a-read stream — fails with the error decoding it
   * in memory gives: code, offset and path.
   */
  static BaleException failsAsInMemory(byte[] b) {
    BaleException want =
        assertThrows(BaleException.class, () -> new CompactReader().decode(Media.TYPE, b));
    for (InputStream in :
        new InputStream[] {new ByteArrayInputStream(b), new TrickleInputStream(b)}) {
      BaleException got =
          assertThrows(BaleException.class, () -> new CompactReader().decode(Media.TYPE, in));
      assertEquals(
          want.code() + "@" + want.offset() + " " + want.path(),
          got.code() + "@" + got.offset() + " " + got.path(),
          "decode of " + java.util.HexFormat.of().formatHex(b));
      if (b.length > 0) {
        got =
            assertThrows(
                BaleException.class,
                () -> new CompactReader().decodeNext(Media.TYPE, new ByteArrayInputStream(b)));
        assertEquals(
            want.code() + "@" + want.offset() + " " + want.path(),
            got.code() + "@" + got.offset() + " " + got.path(),
            "decodeNext of " + java.util.HexFormat.of().formatHex(b));
      }
    }
    return want;
  }

  @Test
  void streamTruncationsAndErrorsMatchArrayDecoding() {
    for (byte[] valid : HostileInputTest.validInputs()) {
      for (int n = 0; n < valid.length; n++) {
        failsAsInMemory(java.util.Arrays.copyOf(valid, n));
      }
    }
    assertEquals(
        ErrorCode.VARINT_OVERFLOW, failsAsInMemory(hex("80 80 80 80 80 80 80 80 80 02")).code());
    assertEquals(ErrorCode.VARINT_NONCANONICAL, failsAsInMemory(hex("80 00")).code());
  }

  @Test
  void streamStopsWhereMemoryStops() {
    // Each was another error through a stream: the stream's scan named the end of the stream or a
    // length it could not read, where memory found a bad byte first.
    byte[] media = Compact.encode(Media.TYPE, M1);
    // A table entry that is not UTF-8, and the stream ends after the table: INVALID_UTF8, not
    // TRUNCATED.
    assertEquals(ErrorCode.INVALID_UTF8, failsAsInMemory(hex("02 01 ff")).code());
    // A root cut inside its body: memory's LENGTH_EXCEEDS_INPUT at the root's header, with its
    // path, not TRUNCATED at the stream's end.
    assertEquals(
        ErrorCode.LENGTH_EXCEEDS_INPUT,
        failsAsInMemory(java.util.Arrays.copyOf(media, media.length - 1)).code());
    // A string count past the input: LENGTH_EXCEEDS_INPUT at the count, as in memory.
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, failsAsInMemory(hex("0a 01 61")).code());
    // An object table whose entry is a reference: INVALID_OBJECT_REFERENCE.
    assertEquals(ErrorCode.INVALID_OBJECT_REFERENCE, failsAsInMemory(hex("01 01 05 00 00")).code());
  }

  /** M1, M1 again (with its messages deduplicated), M2: three roots one after another. */
  private static byte[] threeRoots() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Compact.encodeTo(Media.TYPE, M1, out);
    new CompactWriter().dedupMessages(true).encode(Media.TYPE, M1, out);
    Compact.encodeTo(Media.TYPE, M2, out);
    return out.toByteArray();
  }

  @Test
  void decodeNextReadsToTheEnd() throws IOException {
    InputStream in = new TrickleInputStream(threeRoots());
    CompactReader r = new CompactReader();
    assertEquals(M1, r.decodeNext(Media.TYPE, in));
    assertEquals(M1, r.decodeNext(Media.TYPE, in));
    assertEquals(M2, r.decodeNext(Media.TYPE, in));
    assertEquals(null, r.decodeNext(Media.TYPE, in));
    // A stream ending inside a root is still an error.
    byte[] one = Compact.encode(Media.TYPE, M1);
    failsAsInMemory(java.util.Arrays.copyOf(one, 1));
  }

  /**
   * Serves {@code b} (one byte a read when {@code trickle}) and throws a SocketTimeoutException
   * once, on the first read at position {@code failAt}, consuming nothing: a socket read timing
   * out.
   */
  static final class TimeoutOnceInputStream extends InputStream {
    private final byte[] b;
    private final int failAt;
    private final boolean trickle;
    private int pos;
    private boolean failed;

    TimeoutOnceInputStream(byte[] b, int failAt, boolean trickle) {
      this.b = b;
      this.failAt = failAt;
      this.trickle = trickle;
    }

    private void timeout() throws java.net.SocketTimeoutException {
      if (!failed && pos == failAt) {
        failed = true;
        throw new java.net.SocketTimeoutException("read timed out at " + pos);
      }
    }

    @Override
    public int read() throws IOException {
      timeout();
      return pos < b.length ? b[pos++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] dst, int off, int len) throws IOException {
      if (len == 0) {
        return 0;
      }
      timeout();
      if (pos == b.length) {
        return -1;
      }
      int n = Math.min(trickle ? 1 : len, b.length - pos);
      if (!failed && pos < failAt) {
        n = Math.min(n, failAt - pos); // a read stops where the timeout will strike
      }
      System.arraycopy(b, pos, dst, off, n);
      pos += n;
      return n;
    }
  }

  @Test
  void decodeNextGoesOnAfterAnIOExceptionInsideARoot() throws IOException {
    byte[] all = threeRoots();
    for (boolean trickle : new boolean[] {false, true}) {
      for (int failAt = 0; failAt <= all.length; failAt++) {
        String where = "timeout at " + failAt + (trickle ? ", one byte a read" : "");
        InputStream in = new TimeoutOnceInputStream(all, failAt, trickle);
        CompactReader r = new CompactReader();
        List<Media> got = new java.util.ArrayList<>();
        int timeouts = 0;
        while (true) {
          Media m;
          try {
            m = r.decodeNext(Media.TYPE, in);
          } catch (java.net.SocketTimeoutException e) {
            timeouts++;
            continue; // the same call again, as a caller retrying a timed-out read
          }
          if (m == null) {
            break;
          }
          got.add(m);
        }
        assertEquals(1, timeouts, where);
        assertEquals(List.of(M1, M1, M2), got, where);
      }
    }
  }

  @Test
  void aRootResumedAfterAnIOExceptionFailsAsInMemory() throws IOException {
    // Cut short, and with a string length forged past the input: after a timeout at every
    // position, the retried decodeNext ends with the error the same bytes give in memory.
    byte[] one = Compact.encode(Media.TYPE, M1);
    byte[] forged = one.clone();
    forged[2] = 0x7F; // the first entry's one-byte length, past what remains
    for (byte[] bad : new byte[][] {java.util.Arrays.copyOf(one, one.length - 3), forged}) {
      BaleException want =
          assertThrows(BaleException.class, () -> new CompactReader().decode(Media.TYPE, bad));
      for (int failAt = 1; failAt < bad.length; failAt++) {
        InputStream in = new TimeoutOnceInputStream(bad, failAt, true);
        CompactReader r = new CompactReader();
        assertThrows(java.net.SocketTimeoutException.class, () -> r.decodeNext(Media.TYPE, in));
        BaleException got = assertThrows(BaleException.class, () -> r.decodeNext(Media.TYPE, in));
        assertEquals(
            want.code() + "@" + want.offset() + " " + want.path(),
            got.code() + "@" + got.offset() + " " + got.path(),
            "timeout at " + failAt);
      }
    }
  }

  @Test
  void bytesKeptAfterAnIOExceptionAreDroppedByAnotherStreamOrCall() throws IOException {
    byte[] one = Compact.encode(Media.TYPE, M1);
    byte[] two = Compact.encode(Media.TYPE, M2);
    CompactReader r = new CompactReader();
    InputStream cut = new TimeoutOnceInputStream(one, one.length / 2, false);
    assertThrows(java.net.SocketTimeoutException.class, () -> r.decodeNext(Media.TYPE, cut));
    // Another stream: read from its own start, the first stream's half root dropped.
    assertEquals(M2, r.decodeNext(Media.TYPE, new ByteArrayInputStream(two)));
    assertEquals(null, r.decodeNext(Media.TYPE, new ByteArrayInputStream(new byte[0])));
    // decode (not decodeNext) never resumes: a timed-out root's bytes are dropped by it.
    InputStream cut2 = new TimeoutOnceInputStream(one, one.length / 2, false);
    assertThrows(java.net.SocketTimeoutException.class, () -> r.decodeNext(Media.TYPE, cut2));
    assertEquals(M2, r.decode(Media.TYPE, new ByteArrayInputStream(two)));
    // ... so the first stream, read on from where it timed out, is inside its root: an error.
    assertThrows(BaleException.class, () -> r.decodeNext(Media.TYPE, cut2));
  }

  @Test
  void allOutputsAgree() throws IOException {
    CompactWriter w = new CompactWriter().dedupMessages(true);
    byte[] expected = w.encode(Media.TYPE, M1);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    w.encode(Media.TYPE, M1, out);
    assertArrayEquals(expected, out.toByteArray());
    ByteBuffer direct = ByteBuffer.allocateDirect(expected.length);
    w.encode(Media.TYPE, M1, direct);
    direct.flip();
    byte[] got = new byte[expected.length];
    direct.duplicate().get(got);
    assertArrayEquals(expected, got);
    assertEquals(M1, new CompactReader().decode(Media.TYPE, direct));
    ByteArrayOutputStream viaChannel = new ByteArrayOutputStream();
    w.encode(Media.TYPE, M1, java.nio.channels.Channels.newChannel(viaChannel));
    assertArrayEquals(expected, viaChannel.toByteArray());
    java.nio.file.Path tmp = java.nio.file.Files.createTempFile("bale", ".bin");
    try (java.nio.channels.FileChannel ch =
        java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.WRITE)) {
      Compact.encodeTo(Media.TYPE, M1, ch); // a GatheringByteChannel
    }
    assertArrayEquals(Compact.encode(Media.TYPE, M1), java.nio.file.Files.readAllBytes(tmp));
    java.nio.file.Files.delete(tmp);
    byte[] framed = w.encodeFramed(Media.TYPE, M1, 5);
    assertArrayEquals(expected, java.util.Arrays.copyOfRange(framed, 14, framed.length));
  }

  @Test
  void streamLimit() throws IOException {
    byte[] b = Compact.encode(Media.TYPE, M1);
    CompactReader exact =
        new CompactReader(Limits.builder().maxStreamMessageBytes(b.length).build());
    assertEquals(M1, exact.decode(Media.TYPE, new ByteArrayInputStream(b)));
    CompactReader small =
        new CompactReader(Limits.builder().maxStreamMessageBytes(b.length - 1).build());
    fails(ErrorCode.LIMIT_EXCEEDED, () -> small.decode(Media.TYPE, new ByteArrayInputStream(b)));
  }

  @Test
  void forgedStreamLengthAllocatesInChunks() {
    com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    assumeTrue(mx.isThreadAllocatedMemorySupported(), "thread allocation counting unsupported");
    mx.setThreadAllocatedMemoryEnabled(true);
    // Root body claims 60 MiB (under the 64 MiB limit); only 100 bytes follow: the error memory
    // gives for these bytes (LENGTH_EXCEEDS_INPUT), the buffer grown only as bytes arrive.
    byte[] head = hex("00 80 80 80 78");
    byte[] forged = HostileInputTest.concat(head, new byte[100]);
    CompactReader r = new CompactReader();
    for (int i = 0; i < 20; i++) {
      fails(
          ErrorCode.LENGTH_EXCEEDS_INPUT,
          () -> r.decode(Media.TYPE, new ByteArrayInputStream(forged)));
    }
    long tid = Thread.currentThread().getId();
    long before = mx.getThreadAllocatedBytes(tid);
    fails(
        ErrorCode.LENGTH_EXCEEDS_INPUT,
        () -> r.decode(Media.TYPE, new ByteArrayInputStream(forged)));
    long used = mx.getThreadAllocatedBytes(tid) - before;
    assertTrue(used < 64 * 1024, "allocated " + used);
  }

  @Test
  void byteBuffers() {
    byte[] expected = Compact.encode(Media.TYPE, M1);
    for (ByteBuffer out :
        new ByteBuffer[] {ByteBuffer.allocate(4096), ByteBuffer.allocateDirect(4096)}) {
      out.position(3);
      int n = new CompactWriter().encode(Media.TYPE, M1, out);
      assertEquals(expected.length, n);
      assertEquals(3 + n, out.position());
      out.flip().position(3);
      ByteBuffer copy = out.duplicate();
      byte[] got = new byte[n];
      copy.get(got);
      assertArrayEquals(expected, got);
      assertEquals(M1, new CompactReader().decode(Media.TYPE, out));
      assertEquals(out.limit(), out.position());
    }
    // A heap buffer slice with an array offset, and a read-only one.
    byte[] padded = HostileInputTest.concat(hex("ee ee"), expected, hex("ff"));
    ByteBuffer slice = ByteBuffer.wrap(padded, 2, expected.length).slice();
    assertEquals(M1, Compact.decode(Media.TYPE, slice));
    ByteBuffer ro = ByteBuffer.wrap(expected).asReadOnlyBuffer();
    assertEquals(M1, Compact.decode(Media.TYPE, ro));
    // Errors leave the position alone; offsets count from the position.
    ByteBuffer bad = ByteBuffer.wrap(HostileInputTest.concat(hex("ee"), hex("00 04 80 01")));
    bad.position(1);
    BaleException e = fails(ErrorCode.TRUNCATED, () -> new CompactReader().decode(Media.TYPE, bad));
    assertEquals(1, bad.position());
    assertEquals(2, e.offset());
    // Too small: nothing written.
    ByteBuffer tiny = ByteBuffer.allocate(expected.length - 1);
    assertThrows(BufferOverflowException.class, () -> Compact.encode(Media.TYPE, M1, tiny));
    assertEquals(0, tiny.position());
  }

  @Test
  void frames() {
    long fp = 0x1122334455667788L;
    byte[] f = Compact.encodeFramed(Media.TYPE, M1, fp);
    assertEquals(M1, Compact.decodeFramed(Media.TYPE, f, fp));
    assertEquals(M1, new CompactReader().decodeFramed(Media.TYPE, f));
    fails(ErrorCode.FINGERPRINT_MISMATCH, () -> Compact.decodeFramed(Media.TYPE, f, fp + 1));
    // Fingerprints in 16 digits, as bale inspect writes them.
    byte[] small = Compact.encodeFramed(Media.TYPE, M1, 0x0c04L);
    assertTrue(
        fails(ErrorCode.FINGERPRINT_MISMATCH, () -> Compact.decodeFramed(Media.TYPE, small, -1))
            .getMessage()
            .contains("frame has 0000000000000c04, reader expects ffffffffffffffff"));
    byte[] magic = f.clone();
    magic[0] = 'b';
    fails(ErrorCode.BAD_MAGIC, () -> Compact.decodeFramed(Media.TYPE, magic, fp));
    byte[] version = f.clone();
    version[4] = 1;
    assertEquals(
        4,
        fails(ErrorCode.UNSUPPORTED_VERSION, () -> Compact.decodeFramed(Media.TYPE, version, fp))
            .offset());
    byte[] codec = f.clone();
    codec[5] = 2;
    assertEquals(
        5,
        fails(ErrorCode.UNSUPPORTED_CODEC, () -> Compact.decodeFramed(Media.TYPE, codec, fp))
            .offset());
    fails(ErrorCode.TRUNCATED, () -> Compact.decodeFramed(Media.TYPE, hex("42 41 4c"), fp));
    fails(
        ErrorCode.TRUNCATED,
        () -> Compact.decodeFramed(Media.TYPE, hex("42 41 4c 45 00 01 00"), fp));
    fails(
        ErrorCode.TRAILING_BYTES,
        () -> Compact.decodeFramed(Media.TYPE, HostileInputTest.concat(f, hex("00")), fp));
    // Offsets in a framed payload count the frame.
    byte[] badPayload = HostileInputTest.concat(java.util.Arrays.copyOf(f, 14), hex("00 04 80 01"));
    assertEquals(
        16,
        fails(ErrorCode.TRUNCATED, () -> Compact.decodeFramed(Media.TYPE, badPayload, fp))
            .offset());
  }

  @Test
  void directBuffersReuseTheCopySafely() {
    CompactReader r = new CompactReader();
    byte[] b1 = Compact.encode(Media.TYPE, M1);
    byte[] b2 = Compact.encode(Media.TYPE, M2);
    ByteBuffer d1 = ByteBuffer.allocateDirect(b1.length).put(b1).flip();
    ByteBuffer d2 = ByteBuffer.allocateDirect(b2.length).put(b2).flip();
    Media first = r.decode(Media.TYPE, d1);
    Media second = r.decode(Media.TYPE, d2);
    assertEquals(M1, first); // nothing of the first decode points into the reused array
    assertEquals(M2, second);
    BaleException e =
        fails(
            ErrorCode.TRUNCATED,
            () -> r.decode(Media.TYPE, ByteBuffer.allocateDirect(2).put(hex("00 80")).flip()));
    assertEquals(1, e.offset());
  }

  @Test
  void framedStreams() throws IOException {
    long fp = 42;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(Compact.encodeFramed(Media.TYPE, M1, fp));
    out.write(Compact.encodeFramed(Media.TYPE, M2, fp));
    out.write(0x77);
    InputStream in = new TrickleInputStream(out.toByteArray());
    CompactReader r = new CompactReader();
    assertEquals(M1, r.decodeFramed(Media.TYPE, in, fp));
    assertEquals(M2, r.decodeFramed(Media.TYPE, in));
    assertEquals(0x77, in.read());
    byte[] f = Compact.encodeFramed(Media.TYPE, M1, fp);
    // Every prefix fails cleanly.
    for (int n = 0; n < f.length; n++) {
      byte[] prefix = java.util.Arrays.copyOf(f, n);
      BaleException mem =
          assertThrows(
              BaleException.class, () -> new CompactReader().decodeFramed(Media.TYPE, prefix, fp));
      BaleException stream =
          assertThrows(
              BaleException.class,
              () ->
                  new CompactReader()
                      .decodeFramed(Media.TYPE, new ByteArrayInputStream(prefix), fp));
      // Header and root alike: the in-memory decode's code, offset and path (FORMAT.md §7).
      assertEquals(mem.code(), stream.code(), "prefix " + n);
      assertEquals(mem.offset(), stream.offset(), "prefix " + n);
      assertEquals(mem.path(), stream.path(), "prefix " + n);
    }
    // A bad header is reported before the root is read.
    byte[] bad = f.clone();
    bad[0] = 0;
    ByteArrayInputStream badIn = new ByteArrayInputStream(bad);
    fails(ErrorCode.BAD_MAGIC, () -> r.decodeFramed(Media.TYPE, badIn, fp));
    assertEquals(bad.length - 14, badIn.available());
    fails(
        ErrorCode.FINGERPRINT_MISMATCH,
        () -> r.decodeFramed(Media.TYPE, new ByteArrayInputStream(f), fp + 1));
  }

  @Test
  void listsBehaveLikeLists() {
    assertEquals(List.of(1, 2, 3), IntList.of(1, 2, 3));
    assertEquals(IntList.of(1, 2, 3), List.of(1, 2, 3));
    assertEquals(List.of(1, 2, 3).hashCode(), IntList.of(1, 2, 3).hashCode());
    assertEquals(List.of(1.5, Double.NaN).hashCode(), DoubleList.of(1.5, Double.NaN).hashCode());
    assertEquals(List.of(true, false).hashCode(), BoolList.of(true, false).hashCode());
    assertEquals(DoubleList.of(Double.NaN), DoubleList.of(Double.NaN));
    assertTrue(!DoubleList.of(0.0).equals(DoubleList.of(-0.0)));
    int[] src = {1, 2};
    IntList l = IntList.of(src);
    src[0] = 9;
    assertEquals(1, l.getInt(0));
    l.toIntArray()[1] = 9;
    assertEquals(2, l.getInt(1));
    assertThrows(UnsupportedOperationException.class, () -> l.add(3));
    assertEquals(LongList.of(1, 2), LongList.copyOf(List.of(1L, 2L)));
    assertEquals("[1, 2]", l.toString());
    Bytes b = Bytes.of((byte) 0xAB, (byte) 1);
    assertEquals("ab01", b.toString());
    assertEquals(b, Bytes.fromHex("AB01"));
    assertEquals(Bytes.fromHex("ab01").hashCode(), b.hashCode());
  }
}
