package dev.bale.runtime;

import static dev.bale.runtime.Probe.fails;
import static dev.bale.runtime.Probe.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.IoTest.TrickleInputStream;
import dev.bale.runtime.TestTypes.Image;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Message streams and session streams (FORMAT.md §4.1, §4.2): round trips, splits, bad input. */
class MessageStreamTest {
  static final long FP = 0x1122334455667788L;
  static final long SESSION = 0xABCDEF0123456789L;

  /** 60 images over 12 "instruments": titles and uris repeat across records. */
  static List<Image> images(int n, long seed) {
    Random r = new Random(seed);
    List<Image> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int k = r.nextInt(12);
      out.add(
          new Image("sym" + k, k % 3 == 0 ? null : "Instrument number " + k, i, -i, i % 2 == 0));
    }
    return out;
  }

  static byte[] write(List<Image> values, boolean session, int maxEntries) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<Image> w =
        session
            ? MessageStreamWriter.session(Image.TYPE, FP, SESSION, out)
                .sessionCaps(maxEntries, 1 << 20)
            : MessageStreamWriter.messages(Image.TYPE, FP, out);
    for (Image v : values) {
      w.write(v);
    }
    w.close();
    return out.toByteArray();
  }

  static List<Image> readAll(InputStream in) throws IOException {
    List<Image> got = new ArrayList<>();
    for (Image v : MessageStreamReader.of(Image.TYPE, FP, in)) {
      got.add(v);
    }
    return got;
  }

  @Test
  void messageStreamRoundTripsOverStreamsTricklesAndChannels() throws IOException {
    List<Image> values = images(60, 1);
    byte[] bytes = write(values, false, 1);
    assertEquals(values, readAll(new ByteArrayInputStream(bytes)));
    assertEquals(values, readAll(new TrickleInputStream(bytes)));
    List<Image> got = new ArrayList<>();
    MessageStreamReader<Image> r =
        new MessageStreamReader<>(
            new MessageStreamDecoder<>(Image.TYPE, FP),
            Channels.newChannel(new ByteArrayInputStream(bytes)));
    for (Image v : r) {
      got.add(v);
    }
    assertEquals(values, got);
    // Each record is uvarint(length) + a plain root, identical to Compact.encode.
    byte[] first = Compact.encode(Image.TYPE, values.get(0));
    assertEquals(17, bytes[5]);
    assertEquals(first.length, bytes[14]);
    assertArrayEquals(first, java.util.Arrays.copyOfRange(bytes, 15, 15 + first.length));
  }

  @Test
  void aWholeStreamInOneCall() throws IOException {
    List<Image> values = images(20, 8);
    byte[] bytes = MessageStreamWriter.encodeAll(Image.TYPE, FP, values);
    assertArrayEquals(write(values, false, 0), bytes);
    assertEquals(values, MessageStreamDecoder.decodeAll(Image.TYPE, FP, bytes, Limits.DEFAULT));
    // A session stream too (the frame's codec byte tells).
    assertEquals(
        values,
        MessageStreamDecoder.decodeAll(Image.TYPE, FP, write(values, true, 100), Limits.DEFAULT));
    // No values: the frame alone, an empty list.
    byte[] none = MessageStreamWriter.encodeAll(Image.TYPE, FP, List.of());
    assertArrayEquals(write(List.of(), false, 0), none);
    assertEquals(List.of(), MessageStreamDecoder.decodeAll(Image.TYPE, FP, none, Limits.DEFAULT));
    // Cut inside the last record, another schema, a record over the limit: typed errors.
    BaleException e =
        fails(
            ErrorCode.TRUNCATED,
            () ->
                MessageStreamDecoder.decodeAll(
                    Image.TYPE, FP, Arrays.copyOf(bytes, bytes.length - 1), Limits.DEFAULT));
    assertEquals(bytes.length - 1, e.offset());
    fails(
        ErrorCode.FINGERPRINT_MISMATCH,
        () -> MessageStreamDecoder.decodeAll(Image.TYPE, FP + 1, bytes, Limits.DEFAULT));
    fails(
        ErrorCode.LIMIT_EXCEEDED,
        () ->
            MessageStreamDecoder.decodeAll(
                Image.TYPE, FP, bytes, Limits.builder().maxStreamMessageBytes(4).build()));
  }

  @Test
  void recordByRecordInMemory() throws IOException {
    List<Image> values = images(7, 9);
    MessageStreamWriter<Image> w =
        MessageStreamWriter.create(Image.TYPE, FP, false, 0, BufferPool.shared());
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    for (Image v : values) {
      byte[] piece = w.encodeNext(v);
      assertTrue(piece.length > 0);
      all.write(piece);
    }
    assertEquals(0, w.encodeEnd().length); // the head went with the first record
    assertArrayEquals(write(values, false, 0), all.toByteArray());
    // No records: the end is the head alone.
    MessageStreamWriter<Image> none =
        MessageStreamWriter.create(Image.TYPE, FP, false, 0, BufferPool.shared());
    assertArrayEquals(write(List.of(), false, 0), none.encodeEnd());
    // Not with a sink.
    MessageStreamWriter<Image> sunk =
        MessageStreamWriter.messages(Image.TYPE, FP, new ByteArrayOutputStream());
    org.junit.jupiter.api.Assertions.assertThrows(
        IllegalStateException.class, () -> sunk.encodeNext(values.get(0)));
  }

  @Test
  void finishEndsTheStreamWithoutClosingTheSink() throws IOException {
    // A sink its owner closes: finish() writes what close() would, and leaves it open.
    class Owned extends ByteArrayOutputStream {
      int flushes;
      boolean closed;

      @Override
      public void flush() {
        flushes++;
      }

      @Override
      public void close() {
        closed = true;
      }
    }
    for (List<Image> values : List.of(images(3, 5), List.<Image>of())) {
      Owned sink = new Owned();
      MessageStreamWriter<Image> w = MessageStreamWriter.messages(Image.TYPE, FP, sink);
      for (Image v : values) {
        w.write(v);
      }
      w.finish();
      assertArrayEquals(write(values, false, 0), sink.toByteArray()); // no values: the head alone
      assertTrue(sink.flushes > 0);
      assertTrue(!sink.closed);
      w.finish(); // again: nothing more
      assertArrayEquals(write(values, false, 0), sink.toByteArray());
    }
  }

  @Test
  void sessionStreamRoundTripsAndIsSmaller() throws IOException {
    List<Image> values = images(60, 2);
    byte[] plain = write(values, false, 1);
    byte[] session = write(values, true, 1 << 16);
    assertEquals(values, readAll(new ByteArrayInputStream(session)));
    assertTrue(
        session.length * 2 < plain.length, "session " + session.length + " plain " + plain.length);
  }

  @Test
  void sessionResetsAtItsCapsAndReadersFollow() throws IOException {
    List<Image> values = images(200, 3);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<Image> w =
        MessageStreamWriter.session(Image.TYPE, FP, SESSION, out).sessionCaps(5, 1 << 20);
    for (Image v : values) {
      w.write(v);
      assertTrue(w.sessionEntries() <= 5);
    }
    assertTrue(w.sessionEpoch() > 3, "epoch " + w.sessionEpoch());
    MessageStreamDecoder<Image> d =
        new MessageStreamDecoder<>(Image.TYPE, FP).expectSession(SESSION).sessionLimits(5, 1 << 20);
    MessageStreamReader<Image> r =
        new MessageStreamReader<>(d, new ByteArrayInputStream(out.toByteArray()));
    List<Image> got = new ArrayList<>();
    r.forEach(got::add);
    assertEquals(values, got);
    assertEquals(w.sessionEpoch(), d.sessionEpoch());
    // A reader with smaller limits than the writer's caps rejects the stream.
    MessageStreamDecoder<Image> small =
        new MessageStreamDecoder<>(Image.TYPE, FP).sessionLimits(4, 1 << 20);
    fails(
        ErrorCode.LIMIT_EXCEEDED,
        () ->
            new MessageStreamReader<>(small, new ByteArrayInputStream(out.toByteArray()))
                .forEach(x -> {}));
  }

  @Test
  void explicitResetAndOneRootOverTheCapsFails() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<Image> w = MessageStreamWriter.session(Image.TYPE, FP, SESSION, out);
    Image a = new Image("a", "b", 1, 2, false);
    w.write(a);
    w.reset();
    w.write(a);
    w.close();
    // header: frame(18) id epoch 0 entries 0 | 2*len | root | reset(1) | 2*len | root
    byte[] root = Compact.encode(Image.TYPE, a);
    String r = hex(root);
    assertEquals(
        "42414c4500128877665544332211"
            + "8967452301efcdab"
            + "0000"
            + String.format("%02x", root.length * 2)
            + r
            + "03"
            + String.format("%02x", root.length * 2)
            + r,
        hex(out.toByteArray()));
    MessageStreamWriter<Image> tiny =
        MessageStreamWriter.session(Image.TYPE, FP, SESSION, new ByteArrayOutputStream())
            .sessionCaps(1, 100);
    fails(ErrorCode.LIMIT_EXCEEDED, () -> tiny.write(a));
    assertEquals(0, tiny.sessionEntries());
  }

  /** Every split of a stream into two chunks decodes to the same values as the whole. */
  @Test
  void everySplitPointDecodesTheSame() throws IOException {
    for (boolean session : new boolean[] {false, true}) {
      List<Image> values = images(25, 4);
      byte[] bytes = write(values, session, 8);
      for (int k = 0; k <= bytes.length; k++) {
        MessageStreamDecoder<Image> d = new MessageStreamDecoder<>(Image.TYPE, FP);
        List<Image> got = new ArrayList<>();
        d.feed(bytes, 0, k);
        got.addAll(d.drain());
        d.feed(ByteBuffer.allocateDirect(bytes.length - k).put(bytes, k, bytes.length - k).flip());
        got.addAll(d.drain());
        d.endOfInput();
        assertEquals(values, got, "split at " + k + (session ? " (session)" : ""));
      }
      // And three-way splits at a stride, through the pull reader's one-byte reads.
      for (int i = 0; i < bytes.length; i += 7) {
        for (int j = i; j < bytes.length; j += 11) {
          MessageStreamDecoder<Image> d = new MessageStreamDecoder<>(Image.TYPE, FP);
          List<Image> got = new ArrayList<>();
          d.feed(bytes, 0, i);
          got.addAll(d.drain());
          d.feed(bytes, i, j - i);
          got.addAll(d.drain());
          d.feed(bytes, j, bytes.length - j);
          got.addAll(d.drain());
          d.endOfInput();
          assertEquals(values, got, "split at " + i + ", " + j);
        }
      }
    }
  }

  /**
   * drain() hands over what the bytes fed so far completed, once, and nothing before a record ends.
   */
  @Test
  void drainTakesEveryCompletedValueOnce() throws IOException {
    List<Image> values = images(4, 9);
    byte[] bytes = write(values, false, 100);
    MessageStreamDecoder<Image> d = new MessageStreamDecoder<>(Image.TYPE, FP);
    d.feed(bytes, 0, Frame.HEADER_SIZE + 1);
    assertEquals(List.of(), d.drain(), "no record is complete yet");
    int end = bytes.length - 1;
    d.feed(bytes, Frame.HEADER_SIZE + 1, end - Frame.HEADER_SIZE - 1);
    assertEquals(values.subList(0, 3), d.drain(), "the three records before the last byte");
    assertEquals(List.of(), d.drain(), "taken once");
    assertNull(d.poll());
    d.feed(bytes, end, 1);
    assertEquals(values.get(3), d.poll(), "poll and drain share one queue");
    assertEquals(List.of(), d.drain());
    d.endOfInput();
  }

  @Test
  void readerNeverReadsPastTheRecordItReturns() throws IOException {
    List<Image> values = images(10, 5);
    for (boolean session : new boolean[] {false, true}) {
      byte[] stream = write(values, session, 100);
      byte[] withTail = java.util.Arrays.copyOf(stream, stream.length + 3);
      withTail[stream.length] = 0x7f;
      ByteArrayInputStream in = new ByteArrayInputStream(withTail);
      MessageStreamReader<Image> r =
          new MessageStreamReader<>(new MessageStreamDecoder<>(Image.TYPE, FP), in);
      for (int i = 0; i < values.size(); i++) {
        assertEquals(values.get(i), r.read());
      }
      assertEquals(3, in.available(), "bytes left after the last record");
    }
  }

  @Test
  void truncatedStreamsFailAtTheirEnd() throws IOException {
    byte[] bytes = write(images(3, 6), true, 100);
    for (int k = 0; k < bytes.length; k++) {
      MessageStreamDecoder<Image> d = new MessageStreamDecoder<>(Image.TYPE, FP);
      d.feed(bytes, 0, k);
      if (d.atRecordBoundary()) {
        continue; // a clean end between records
      }
      BaleException e = fails(ErrorCode.TRUNCATED, d::endOfInput);
      assertEquals(k, e.offset());
    }
    byte[] cut = java.util.Arrays.copyOf(bytes, 32);
    MessageStreamReader<Image> r =
        new MessageStreamReader<>(
            new MessageStreamDecoder<>(Image.TYPE, FP), new ByteArrayInputStream(cut));
    assertEquals(32, fails(ErrorCode.TRUNCATED, r::read).offset());
    assertNull(readAllOrNull(new byte[0]));
  }

  /** An empty input is not a stream (no header): TRUNCATED at 0; returns null otherwise. */
  private static List<Image> readAllOrNull(byte[] b) {
    BaleException e = fails(ErrorCode.TRUNCATED, () -> readAll(new ByteArrayInputStream(b)));
    assertEquals(0, e.offset());
    return null;
  }

  @Test
  void sessionStreamErrorsAreTyped() throws IOException {
    Image a = new Image("a", "b", 1, 2, false);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<Image> w = MessageStreamWriter.session(Image.TYPE, FP, SESSION, out);
    w.write(a);
    w.write(a); // refers to session entries 0 and 1, adds none
    byte[] good = out.toByteArray();
    int len1 = good[24] >> 1; // one-byte record header: 2 * length
    byte[] second = java.util.Arrays.copyOfRange(good, 25 + len1, good.length);
    // A reader from another session.
    BaleException e =
        fails(
            ErrorCode.SESSION_MISMATCH,
            () -> new MessageStreamDecoder<>(Image.TYPE, FP).expectSession(42).feed(good, 0, 30));
    assertEquals(14, e.offset());
    // A reset out of order: epoch 2 after epoch 0.
    byte[] badReset = concat(java.util.Arrays.copyOf(good, 24), hex("05"));
    e =
        fails(
            ErrorCode.SESSION_RESET_OUT_OF_ORDER,
            () -> new MessageStreamDecoder<>(Image.TYPE, FP).feed(badReset, 0, badReset.length));
    assertEquals(24, e.offset());
    // A reference beyond the session table: the second root refers to entries 0 and 1; after a
    // reset in front of it the table is empty.
    byte[] resetThenSecond = concat(java.util.Arrays.copyOf(good, 24), hex("03"), second);
    e =
        fails(
            ErrorCode.STRING_INDEX_OUT_OF_RANGE,
            () ->
                new MessageStreamDecoder<>(Image.TYPE, FP)
                    .feed(resetThenSecond, 0, resetThenSecond.length));
    // A message stream where a session stream is expected, and the other way round.
    byte[] plain = write(List.of(a), false, 1);
    fails(
        ErrorCode.SESSION_MISMATCH,
        () -> new MessageStreamDecoder<>(Image.TYPE, FP).expectSession(SESSION).feed(plain, 0, 20));
    // A single root frame (codec 1) is not a stream.
    byte[] framed = Compact.encodeFramed(Image.TYPE, a, FP);
    fails(
        ErrorCode.UNSUPPORTED_CODEC,
        () -> new MessageStreamDecoder<>(Image.TYPE, FP).feed(framed, 0, framed.length));
    fails(
        ErrorCode.FINGERPRINT_MISMATCH,
        () -> new MessageStreamDecoder<>(Image.TYPE, FP + 1).feed(good, 0, good.length));
  }

  @Test
  void sessionContinuesOnANewStreamOnlyInStep() throws IOException {
    List<Image> values = images(30, 7);
    ByteArrayOutputStream first = new ByteArrayOutputStream();
    MessageStreamWriter<Image> w = MessageStreamWriter.session(Image.TYPE, FP, SESSION, first);
    for (Image v : values.subList(0, 15)) {
      w.write(v);
    }
    w.reset();
    w.write(values.get(15));
    ByteArrayOutputStream second = new ByteArrayOutputStream();
    w.continueOn(second);
    for (Image v : values.subList(16, 30)) {
      w.write(v);
    }
    MessageStreamReader<Image> r =
        new MessageStreamReader<>(
            new MessageStreamDecoder<>(Image.TYPE, FP).expectSession(SESSION),
            new ByteArrayInputStream(first.toByteArray()));
    List<Image> got = new ArrayList<>();
    r.forEach(got::add);
    r.continueOn(new ByteArrayInputStream(second.toByteArray()));
    r.forEach(got::add);
    assertEquals(values, got);

    // A fresh reader given the continuation: its table is empty, the header says otherwise.
    fails(
        ErrorCode.SESSION_MISMATCH, () -> readAll(new ByteArrayInputStream(second.toByteArray())));
    // A reader in step with another session's stream.
    ByteArrayOutputStream other = new ByteArrayOutputStream();
    MessageStreamWriter.session(Image.TYPE, FP, SESSION + 1, other).write(values.get(0));
    MessageStreamReader<Image> r2 =
        new MessageStreamReader<>(
            new MessageStreamDecoder<>(Image.TYPE, FP),
            new ByteArrayInputStream(first.toByteArray()));
    r2.forEach(x -> {});
    r2.continueOn(new ByteArrayInputStream(other.toByteArray()));
    fails(ErrorCode.SESSION_MISMATCH, r2::read);
  }

  @Test
  void unknownFieldsInASessionReseedTheTable() throws IOException {
    // An older reader's PersonV1 keeps v2's tail, whose string indices refer to its origin's table.
    // Written into a session that already has entries, it follows a reset, with the origin's
    // strings first, so a v2 reader of the session stream sees every field again.
    EvolutionTypes.PersonV1 old =
        new CompactReader().decode(EvolutionTypes.PersonV1.TYPE, hex(EvolutionTest.V2_BYTES));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<EvolutionTypes.PersonV1> w =
        MessageStreamWriter.session(EvolutionTypes.PersonV1.TYPE, FP, SESSION, out);
    w.write(new EvolutionTypes.PersonV1("first", null));
    w.write(new EvolutionTypes.PersonV1("k", null)); // "k" is in the session, and in the origin
    w.write(old);
    assertEquals(1, w.sessionEpoch());
    w.write(old); // FORMAT.md §4.2: unknown fields always follow a reset in a non-empty session
    assertEquals(2, w.sessionEpoch());
    List<EvolutionTypes.PersonV2> got = new ArrayList<>();
    MessageStreamReader.of(
            EvolutionTypes.PersonV2.TYPE, FP, new ByteArrayInputStream(out.toByteArray()))
        .forEach(got::add);
    EvolutionTypes.PersonV2 full = new EvolutionTypes.PersonV2("n", "k", true, "e");
    assertEquals(
        List.of(
            new EvolutionTypes.PersonV2("first", null, false, ""),
            new EvolutionTypes.PersonV2("k", null, false, ""),
            full,
            full),
        got);
  }

  /**
   * G2 for streams: seeded bit flips, byte changes and truncations of valid message and session
   * streams end in a decoded value list or one BaleException, never any other exception, whether
   * the bytes arrive at once or one at a time.
   */
  @Test
  void mutatedStreamsFailCleanly() throws IOException {
    Random rnd = new Random(4242);
    for (boolean session : new boolean[] {false, true}) {
      byte[] good = write(images(20, 8), session, 6);
      for (int round = 0; round < 3000; round++) {
        byte[] b = good.clone();
        int kind = rnd.nextInt(3);
        if (kind == 0) {
          int at = rnd.nextInt(b.length);
          b[at] ^= (byte) (1 << rnd.nextInt(8));
        } else if (kind == 1) {
          b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
        } else {
          b = java.util.Arrays.copyOf(b, rnd.nextInt(b.length));
        }
        for (boolean trickle : new boolean[] {false, true}) {
          MessageStreamDecoder<Image> d = new MessageStreamDecoder<>(Image.TYPE, FP);
          try {
            if (trickle) {
              for (int i = 0; i < b.length; i++) {
                d.feed(b, i, 1);
                while (d.poll() != null) {}
              }
            } else {
              d.feed(b, 0, b.length);
            }
            d.endOfInput();
          } catch (BaleException expected) {
            // the one allowed failure
          } catch (RuntimeException e) {
            throw new AssertionError(
                "round " + round + (session ? " (session)" : "") + ": " + e + " for " + hex(b), e);
          }
        }
      }
    }
  }

  static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      b.writeBytes(p);
    }
    return b.toByteArray();
  }
}
