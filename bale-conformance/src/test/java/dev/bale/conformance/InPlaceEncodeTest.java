package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BufferPool;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.MessageStreamReader;
import dev.bale.runtime.MessageStreamWriter;
import instrument.PriceLarge;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import media.Image;
import media.MediaContent;
import media.Size;
import org.junit.jupiter.api.Test;
import quotes.Quote;

/**
 * The one-pass roots (leaf and tree) written straight into a caller's heap buffer or a message
 * stream's record array: the same bytes as {@code encode} to a new array, nothing written outside
 * the root (the leaf table's eight-byte stores included), nothing at all when the root does not fit
 * (BufferOverflowException, the position kept), direct buffers through the writer's kept array, and
 * records of every size through the stream writer's kept array (grown, and not kept past 1 MiB).
 */
class InPlaceEncodeTest {
  private static final byte GUARD = (byte) 0xA5;

  /** media.1 with its images' title {@code title} (one entry, deduplicated). */
  private static MediaContent media(String title) {
    Image i = TreeRootTest.image("http://javaone.com/keynote_large.jpg", title, Size.LARGE);
    return TreeRootTest.media(List.of(i, i));
  }

  private static Quote quote(String symbol, String name) {
    return new Quote(
        symbol, name, "NYSE", "USD", 101.25, 101.5, 300, 200, 1_700_000_000_123L, null);
  }

  /** Roots of the three one-pass forms: a tree, a leaf with strings in locals, short strings. */
  private static List<Object[]> roots() {
    List<Object[]> out = new ArrayList<>();
    out.add(new Object[] {MediaContent.COMPACT, media("Javaone Keynote")});
    out.add(new Object[] {MediaContent.COMPACT, media("t".repeat(300))});
    out.add(new Object[] {Quote.COMPACT, quote("AB", "x")}); // 8-byte stores near the root's end
    out.add(new Object[] {Quote.COMPACT, quote("IBM", "International Business Machines")});
    out.add(new Object[] {Quote.COMPACT, quote("IBM", "IBM")}); // dedup
    // A short string two bytes before the root's end: its eight-byte store must not pass it.
    for (String s : new String[] {"", "a", "abc", "abcdefg", "abcdefgh", "\u00e9t\u00e9"}) {
      out.add(new Object[] {roots.text.Root.COMPACT, new roots.text.Root(s, null)});
    }
    return out;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static byte[] encode(CompactWriter w, CompactType type, Object value) {
    return w.encode(type, value);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static int encode(CompactWriter w, CompactType type, Object value, ByteBuffer b) {
    return w.encode(type, value, b);
  }

  @Test
  void heapBufferGetsTheSameBytesAndNothingElse() {
    CompactWriter w = new CompactWriter();
    for (Object[] r : roots()) {
      byte[] expected = encode(w, (CompactType) r[0], r[1]);
      for (int slack : new int[] {0, 1, 7, 8, 20}) {
        // A slice with an array offset, a position inside it and guard bytes past its limit.
        byte[] backing = new byte[5 + 3 + expected.length + slack + 16];
        Arrays.fill(backing, GUARD);
        ByteBuffer b = ByteBuffer.wrap(backing, 5, backing.length - 5 - 16).slice();
        b.position(3);
        b.limit(3 + expected.length + slack);
        int n = encode(w, (CompactType) r[0], r[1], b);
        assertEquals(expected.length, n, r[0] + " slack " + slack);
        assertEquals(3 + n, b.position());
        assertArrayEquals(expected, Arrays.copyOfRange(backing, 8, 8 + n));
        for (int i = 0; i < backing.length; i++) {
          if (i < 8 || i >= 8 + n) {
            assertEquals(GUARD, backing[i], "byte " + i + " outside the root, slack " + slack);
          }
        }
      }
      // One byte short: nothing written, the position kept.
      byte[] backing = new byte[expected.length + 4];
      Arrays.fill(backing, GUARD);
      ByteBuffer b = ByteBuffer.wrap(backing);
      b.position(2).limit(2 + expected.length - 1);
      assertThrows(BufferOverflowException.class, () -> encode(w, (CompactType) r[0], r[1], b));
      assertEquals(2, b.position());
      for (byte x : backing) {
        assertEquals(GUARD, x);
      }
      // A direct buffer: the same bytes at its position; one byte short, nothing written.
      ByteBuffer d = ByteBuffer.allocateDirect(expected.length + 6);
      while (d.hasRemaining()) {
        d.put(GUARD);
      }
      d.position(3).limit(3 + expected.length);
      assertEquals(expected.length, encode(w, (CompactType) r[0], r[1], d));
      byte[] got = new byte[expected.length + 6];
      d.clear();
      d.get(got);
      assertArrayEquals(expected, Arrays.copyOfRange(got, 3, 3 + expected.length));
      assertEquals(GUARD, got[2]);
      assertEquals(GUARD, got[3 + expected.length]);
      ByteBuffer shortD = ByteBuffer.allocateDirect(expected.length + 6);
      shortD.position(1).limit(expected.length);
      assertThrows(
          BufferOverflowException.class, () -> encode(w, (CompactType) r[0], r[1], shortD));
      assertEquals(1, shortD.position());
      ByteBuffer readOnly = ByteBuffer.allocate(expected.length).asReadOnlyBuffer();
      assertThrows(
          java.nio.ReadOnlyBufferException.class,
          () -> encode(w, (CompactType) r[0], r[1], readOnly));
      // The writer is left as before: the next root is right.
      assertArrayEquals(expected, encode(w, (CompactType) r[0], r[1]));
    }
  }

  @Test
  @SuppressWarnings("rawtypes")
  void streamsChannelsAndFramesGetTheSameBytes() throws IOException {
    CompactWriter w = new CompactWriter();
    List<Object[]> all = new ArrayList<>(roots());
    all.add(new Object[] {MediaContent.COMPACT, media("w".repeat(400_000))}); // past 1 MiB
    all.add(new Object[] {MediaContent.COMPACT, media("Javaone Keynote")}); // the spare again
    for (Object[] r : all) {
      CompactType type = (CompactType) r[0];
      byte[] expected = encode(w, type, r[1]);
      ByteArrayOutputStream os = new ByteArrayOutputStream();
      os.write(7);
      encodeTo(w, type, r[1], os);
      assertArrayEquals(expected, Arrays.copyOfRange(os.toByteArray(), 1, os.size()));
      ByteArrayOutputStream cs = new ByteArrayOutputStream();
      encodeTo(w, type, r[1], java.nio.channels.Channels.newChannel(cs));
      assertArrayEquals(expected, cs.toByteArray());
      byte[] framed = encodeFramed(w, type, r[1], 0x0102_0304_0506_0708L);
      byte[] general = new byte[framed.length];
      dev.bale.runtime.Frame.write(
          general, 0, dev.bale.runtime.Frame.CODEC_COMPACT, 0x0102_0304_0506_0708L);
      System.arraycopy(expected, 0, general, dev.bale.runtime.Frame.HEADER_SIZE, expected.length);
      assertArrayEquals(general, framed);
    }
    // A sink that encodes with the same writer while it is handed a root: both roots whole.
    byte[] inner = encode(w, Quote.COMPACT, quote("IBM", "inner"));
    byte[] outer = encode(w, Quote.COMPACT, quote("IBM", "outer"));
    ByteArrayOutputStream seen = new ByteArrayOutputStream();
    java.io.OutputStream nested =
        new java.io.OutputStream() {
          @Override
          public void write(int b) {
            seen.write(b);
          }

          @Override
          public void write(byte[] b, int off, int len) throws IOException {
            ByteArrayOutputStream mine = new ByteArrayOutputStream();
            w.encode(Quote.COMPACT, quote("IBM", "inner"), mine);
            seen.writeBytes(mine.toByteArray());
            seen.write(b, off, len);
          }
        };
    w.encode(Quote.COMPACT, quote("IBM", "outer"), nested);
    ByteArrayOutputStream both = new ByteArrayOutputStream();
    both.writeBytes(inner);
    both.writeBytes(outer);
    assertArrayEquals(both.toByteArray(), seen.toByteArray());
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void encodeTo(CompactWriter w, CompactType type, Object value, Object sink)
      throws IOException {
    if (sink instanceof java.io.OutputStream) {
      w.encode(type, value, (java.io.OutputStream) sink);
    } else {
      w.encode(type, value, (java.nio.channels.WritableByteChannel) sink);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static byte[] encodeFramed(CompactWriter w, CompactType type, Object value, long fp) {
    return w.encodeFramed(type, value, fp);
  }

  @Test
  void leafRootsWithFlagsAndSplitFields() {
    // price.large: a leaf root whose fields are written by a method of their own, with a flag.
    PriceLarge p =
        PriceLarge.builder()
            .symbol("AAPL")
            .exchange("NASDAQ")
            .currency("USD")
            .halted(true)
            .bid(1.5)
            .sequence(123_456_789L)
            .build();
    CompactWriter w = new CompactWriter();
    byte[] expected = w.encode(PriceLarge.COMPACT, p);
    byte[] backing = new byte[expected.length + 10];
    Arrays.fill(backing, GUARD);
    ByteBuffer b = ByteBuffer.wrap(backing, 3, expected.length);
    assertEquals(expected.length, w.encode(PriceLarge.COMPACT, p, b));
    assertArrayEquals(expected, Arrays.copyOfRange(backing, 3, 3 + expected.length));
    assertEquals(GUARD, backing[2]);
    assertEquals(GUARD, backing[3 + expected.length]);
  }

  @Test
  void messageStreamRecordsOfEverySize() throws IOException {
    List<MediaContent> values = new ArrayList<>();
    values.add(media("small"));
    values.add(media("t".repeat(1_000))); // past the kept array's first size
    values.add(media("u".repeat(700_000))); // records of over 1 MiB are not kept
    values.add(media("small again"));
    values.add(media("v".repeat(5_000)));
    long fp = 0x1234_5678_9ABC_DEF0L;
    BufferPool pool = BufferPool.create(256, 4 << 20, 16L << 20);
    ByteArrayOutputStream os = new ByteArrayOutputStream();
    try (MessageStreamWriter<MediaContent> sw =
        MessageStreamWriter.create(MediaContent.COMPACT, fp, false, 0, pool).to(os)) {
      for (MediaContent v : values) {
        sw.write(v);
      }
    }
    // The same bytes as the frame and each root after its length.
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    MessageStreamWriter.messages(MediaContent.COMPACT, fp, expected).close();
    for (MediaContent v : values) {
      byte[] root = Compact.encode(MediaContent.COMPACT, v);
      for (long n = root.length; ; n >>>= 7) {
        if (n < 0x80) {
          expected.write((int) n);
          break;
        }
        expected.write((int) (n & 0x7F) | 0x80);
      }
      expected.writeBytes(root);
    }
    assertArrayEquals(expected.toByteArray(), os.toByteArray());
    MessageStreamReader<MediaContent> r =
        MessageStreamReader.of(
            MediaContent.COMPACT, fp, new ByteArrayInputStream(os.toByteArray()));
    for (MediaContent v : values) {
      assertEquals(v, r.read());
    }
  }
}
