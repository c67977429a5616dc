package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The two layouts of {@code list<i32>}/{@code list<u32>} (FORMAT.md §1.3): the writer's choice and
 * bytes against a plain implementation of the spec written here, and the reader (its branch-free
 * block loop included) against a plain reader of the spec on intact and damaged bytes: the same
 * values, or the same error code, offset and element.
 */
class ListLayoutTest {
  private static final CompactType<int[]> I32S =
      Probe.message(
          "test.L",
          (w, v) -> {
            w.beginComposite();
            w.writeCount(v.length);
            w.writeI32s(IntList.of(v));
            w.endComposite();
          },
          r -> {
            r.beginComposite(null);
            int[] a = r.readI32s(r.readCount(1)).toIntArray();
            r.endComposite();
            return a;
          });

  private static final CompactType<int[]> U32S =
      Probe.message(
          "test.L",
          (w, v) -> {
            w.beginComposite();
            w.writeCount(v.length);
            long[] l = new long[v.length];
            for (int i = 0; i < v.length; i++) {
              l[i] = v[i] & 0xFFFF_FFFFL;
            }
            w.writeU32s(new ArrayList<>(LongList.of(l))); // boxed: the generic path
            w.endComposite();
          },
          r -> {
            r.beginComposite(null);
            LongList l = r.readU32s(r.readCount(1));
            r.endComposite();
            int[] a = new int[l.size()];
            for (int i = 0; i < a.length; i++) {
              a[i] = (int) (long) l.get(i);
            }
            return a;
          });

  /**
   * Values of one of several magnitude profiles (small lists favour varints, spread ones blocks).
   */
  private static int[] values(Random rnd, int n) {
    int profile = rnd.nextInt(5);
    int[] a = new int[n];
    for (int i = 0; i < n; i++) {
      a[i] =
          switch (profile) {
            case 0 -> rnd.nextInt() >> rnd.nextInt(32); // spread (BulkIntBench)
            case 1 -> rnd.nextInt(64) - 32; // one byte either way
            case 2 -> rnd.nextInt(1 << 20); // 3 varint bytes, 3 block bytes (zigzag)
            case 3 -> rnd.nextInt(); // full width
            default -> rnd.nextBoolean() ? 0 : rnd.nextInt() >> 8;
          };
    }
    return a;
  }

  @Test
  void writerPicksTheSmallerLayoutAndReaderRoundTrips() {
    Random rnd = new Random(13);
    CompactEncoder w = new CompactEncoder();
    CompactDecoder r = new CompactDecoder();
    int blocks = 0;
    int varints = 0;
    for (int round = 0; round < 3_000; round++) {
      int n = rnd.nextInt(10) == 0 ? rnd.nextInt(3000) : rnd.nextInt(200);
      int[] v = values(rnd, n);
      for (boolean zigzag : new boolean[] {true, false}) {
        byte[] got = w.encode(zigzag ? I32S : U32S, v);
        byte[] body = referenceElements(v, zigzag);
        byte[] want = root(concat(uvarint(n), body));
        assertArrayEquals(want, got, () -> "n=" + n);
        if (n >= 64) {
          if (body[0] == 1) {
            blocks++;
          } else {
            varints++;
          }
        }
        assertArrayEquals(v, r.decode(zigzag ? I32S : U32S, got));
        ByteBuffer direct = ByteBuffer.allocateDirect(got.length).put(got).flip();
        assertArrayEquals(v, r.decode(zigzag ? I32S : U32S, direct));
      }
    }
    assertTrue(blocks > 500 && varints > 500, blocks + " block, " + varints + " varint lists");
  }

  @Test
  void shortListsHaveNoLayoutByte() {
    int[] v = new int[63];
    Arrays.fill(v, 1 << 20); // the block layout would be smaller
    byte[] got = new CompactEncoder().encode(I32S, v);
    // 63 elements of 4 varint bytes: no layout byte, no block.
    assertEquals(1 + 2 + 1 + 63 * 4, got.length);
    assertEquals(63, got[3]);
    assertEquals((byte) 0x80, got[4]);
  }

  @Test
  void tiesGoToVarints() {
    // 48 zeros (1 byte either way) and 16 values of zigzag 2^31 (5 varint bytes, 4 block bytes):
    // varints 48 + 80 = 128 bytes, blocks 16 tag bytes + 48 + 64 = 128: a tie, so varints.
    int[] v = new int[64];
    for (int i = 0; i < 16; i++) {
      v[i] = 0x4000_0000; // zigzag 2^31: 5 varint bytes, 4 block bytes
    }
    byte[] got = new CompactEncoder().encode(I32S, v);
    int layoutAt = 1 + 2 + 1; // string table, header (2 bytes), count
    assertEquals(0, got[layoutAt], Probe.hex(got));
    v[16] = 0x4000_0000; // one more saving: the block layout is smaller (131 < 132)
    got = new CompactEncoder().encode(I32S, v);
    assertEquals(1, got[layoutAt], Probe.hex(got));
  }

  @Test
  void readerAgreesWithPlainReaderOnDamagedBytes() {
    Random rnd = new Random(17);
    CompactDecoder r = new CompactDecoder();
    int failures = 0;
    int blocks = 0;
    for (int round = 0; round < 20_000; round++) {
      boolean zigzag = rnd.nextBoolean();
      // Some lists span several of the fast loop's blocks (1024 groups).
      int n =
          rnd.nextInt(40) == 0
              ? 64 + rnd.nextInt(12_000)
              : rnd.nextInt(4) == 0 ? 64 + rnd.nextInt(600) : 64 + rnd.nextInt(40);
      int[] v = values(rnd, n);
      byte[] elements = referenceElements(v, zigzag);
      if (elements[0] == 1) {
        blocks++;
      }
      byte[] body = damage(rnd, concat(uvarint(n), elements), uvarint(n).length);
      byte[] bytes = root(body);
      String want = referenceRead(bytes, zigzag);
      for (boolean direct : new boolean[] {false, true}) {
        String got;
        try {
          int[] a =
              direct
                  ? r.decode(
                      zigzag ? I32S : U32S,
                      ByteBuffer.allocateDirect(bytes.length).put(bytes).flip())
                  : r.decode(zigzag ? I32S : U32S, bytes);
          got = Arrays.toString(a);
        } catch (BaleException e) {
          got = errorText(e);
        }
        assertEquals(want, got, () -> Probe.hex(bytes));
      }
      if (!want.startsWith("[")) {
        failures++;
      }
    }
    assertTrue(failures > 3_000 && failures < 17_000, "failures " + failures);
    assertTrue(blocks > 5_000, "block lists " + blocks);
  }

  /**
   * Every raw value next to a length boundary (2^8, 2^16, 2^24, 2^31, 2^32), written in each block
   * length it fits, minimal or padded, at an element the fast loop reads (its start, its middle, a
   * block's last group, the careful tail): the reader gives the plain reader's values or error.
   */
  @Test
  void blockLengthsAtTheBoundariesAgreeWithPlainReader() {
    long[] raws = {
      0,
      1,
      0x7F,
      0x80,
      0xFE,
      0xFF,
      0x100,
      0x101,
      0x7FFF,
      0x8000,
      0xFFFE,
      0xFFFF,
      0x1_0000,
      0x1_0001,
      0x7F_FFFF,
      0x80_0000,
      0xFF_FFFE,
      0xFF_FFFF,
      0x100_0000,
      0x100_0001,
      0x7FFF_FFFFL,
      0x8000_0000L,
      0x8000_0001L,
      0xFFFF_FFFEL,
      0xFFFF_FFFFL
    };
    Random rnd = new Random(19);
    CompactDecoder r = new CompactDecoder();
    int count = 4 * 1024 + 4 * 1024 + 37; // two full blocks of the fast loop and a tail
    // The first groups, each quarter of the first block (the check pass of a whole list<i32> block
    // reads its four quarters in one loop), the block's last group, the next block, the tail.
    int[] positions = {
      0, 1, 2, 3, 1000, 1024 + 5, 2048 + 6, 3072 + 7, 4 * 1023 + 3, 4 * 1024, count - 20, count - 1
    };
    int bad = 0;
    for (long raw : raws) {
      for (int len = 1; len <= 4; len++) {
        if (raw >= 1L << (8 * len)) {
          continue;
        }
        for (int at : positions) {
          int[] lens = new int[count];
          long[] u = new long[count];
          for (int i = 0; i < count; i++) {
            u[i] = (rnd.nextInt() >> rnd.nextInt(32)) & 0xFFFF_FFFFL;
            lens[i] = u[i] < 1 << 8 ? 1 : u[i] < 1 << 16 ? 2 : u[i] < 1 << 24 ? 3 : 4;
          }
          u[at] = raw;
          lens[at] = len;
          ByteArrayOutputStream data = new ByteArrayOutputStream();
          byte[] tags = new byte[(count + 3) / 4];
          for (int i = 0; i < count; i++) {
            tags[i / 4] |= (byte) ((lens[i] - 1) << (2 * (i % 4)));
            for (int k = 0; k < lens[i]; k++) {
              data.write((int) (u[i] >>> (8 * k)) & 0xFF);
            }
          }
          byte[] body =
              concat(uvarint(count), concat(new byte[] {1}, concat(tags, data.toByteArray())));
          byte[] bytes = root(body);
          String where = "raw " + raw + " in " + len + " bytes at element " + at;
          for (boolean zigzag : new boolean[] {true, false}) {
            String want = referenceRead(bytes, zigzag);
            String got;
            try {
              got = Arrays.toString(r.decode(zigzag ? I32S : U32S, bytes));
            } catch (BaleException e) {
              got = errorText(e);
            }
            assertEquals(want, got, where);
            if (!want.startsWith("[")) {
              bad++;
            }
          }
        }
      }
    }
    assertTrue(bad > 100, "non-minimal cases " + bad);
  }

  /** An error as the plain reader names it: {@code CODE @offset}, then {@code [i]} if any. */
  private static String errorText(BaleException e) {
    String p = e.path();
    return e.code() + " @" + e.offset() + (p.endsWith("]") ? p.substring(p.lastIndexOf('[')) : "");
  }

  /** Damage: a flipped bit, a changed layout byte, a cut, or nothing. */
  private static byte[] damage(Random rnd, byte[] b, int layoutAt) {
    switch (rnd.nextInt(6)) {
      case 0 -> b[rnd.nextInt(b.length)] ^= (byte) (1 << rnd.nextInt(8));
      case 1 -> b[layoutAt] = (byte) rnd.nextInt(4);
      case 2 -> b = Arrays.copyOf(b, rnd.nextInt(b.length));
      case 3 -> {
        // A byte in the second half zeroed (often a value's top byte: a non-minimal length), and
        // sometimes a tag byte changed.
        int at = b.length / 2 + rnd.nextInt(b.length - b.length / 2);
        b[at] = 0;
        if (rnd.nextBoolean()) {
          b[layoutAt + 1 + rnd.nextInt(4)] = (byte) rnd.nextInt(256);
        }
      }
      default -> {}
    }
    return b;
  }

  // ------------------------------------------------------------------- the spec, written plainly

  /** The elements as FORMAT.md §1.3 says a writer lays them out (after the count). */
  static byte[] referenceElements(int[] v, boolean zigzag) {
    ByteArrayOutputStream varint = new ByteArrayOutputStream();
    ByteArrayOutputStream tags = new ByteArrayOutputStream();
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    int tag = 0;
    for (int i = 0; i < v.length; i++) {
      long z = (zigzag ? (v[i] << 1) ^ (v[i] >> 31) : v[i]) & 0xFFFF_FFFFL;
      varint.writeBytes(uvarint(z));
      int len = z < 1 << 8 ? 1 : z < 1 << 16 ? 2 : z < 1 << 24 ? 3 : 4;
      for (int k = 0; k < len; k++) {
        data.write((int) (z >>> (8 * k)) & 0xFF);
      }
      tag |= (len - 1) << (2 * (i % 4));
      if (i % 4 == 3 || i == v.length - 1) {
        tags.write(tag);
        tag = 0;
      }
    }
    if (v.length < 64) {
      return varint.toByteArray();
    }
    if (tags.size() + data.size() < varint.size()) {
      return concat(new byte[] {1}, concat(tags.toByteArray(), data.toByteArray()));
    }
    return concat(new byte[] {0}, varint.toByteArray());
  }

  /**
   * Reads a root made by {@link #root} the plain way: the values as {@code Arrays.toString}, or
   * {@code CODE @offset} with {@code [i]} for an element's error.
   */
  static String referenceRead(byte[] b, boolean zigzag) {
    int[] p = {1};
    long header = uv(b, p, b.length);
    int end = p[0] + (int) (header >>> 2);
    int countAt = p[0];
    Object c = uvOrError(b, p, end);
    if (c instanceof String s) {
      return s;
    }
    long n = (Long) c;
    if (n > end - p[0]) {
      return "LENGTH_EXCEEDS_INPUT @" + countAt;
    }
    int count = (int) n;
    int[] out = new int[count];
    boolean block = false;
    if (count >= 64) {
      if (p[0] >= end) {
        return "TRUNCATED @" + p[0];
      }
      int layout = b[p[0]] & 0xFF;
      if (layout > 1) {
        return "INVALID_LIST_LAYOUT @" + p[0];
      }
      block = layout == 1;
      p[0]++;
    }
    if (!block) {
      for (int i = 0; i < count; i++) {
        int at = p[0];
        Object x = uvOrError(b, p, end);
        if (x instanceof String s) {
          return s + "[" + i + "]";
        }
        long u = (Long) x;
        if (u > 0xFFFF_FFFFL) {
          return "INT_OUT_OF_RANGE @" + at + "[" + i + "]";
        }
        int z = (int) u;
        out[i] = zigzag ? (z >>> 1) ^ -(z & 1) : z;
      }
      return Arrays.toString(out);
    }
    int tags = p[0];
    int ntags = (count + 3) / 4;
    if (tags + ntags > end) {
      return "TRUNCATED @" + tags;
    }
    if (count % 4 != 0 && (b[tags + ntags - 1] & 0xFF) >> (2 * (count % 4)) != 0) {
      return "VARINT_NONCANONICAL @" + (tags + ntags - 1);
    }
    int d = tags + ntags;
    for (int i = 0; i < count; i++) {
      int len = ((b[tags + i / 4] >> (2 * (i % 4))) & 3) + 1;
      if (d + len > end) {
        return "TRUNCATED @" + d + "[" + i + "]";
      }
      long u = 0;
      for (int k = 0; k < len; k++) {
        u |= (long) (b[d + k] & 0xFF) << (8 * k);
      }
      if (len > 1 && u < 1L << (8 * (len - 1))) {
        return "VARINT_NONCANONICAL @" + d + "[" + i + "]";
      }
      int z = (int) u;
      out[i] = zigzag ? (z >>> 1) ^ -(z & 1) : z;
      d += len;
    }
    return Arrays.toString(out);
  }

  /** A uvarint of at most 5 bytes here (the generator writes no longer ones), or its error. */
  private static Object uvOrError(byte[] b, int[] p, int end) {
    int at = p[0];
    long v = 0;
    for (int k = 0; ; k++) {
      if (p[0] >= end) {
        return "TRUNCATED @" + at;
      }
      int x = b[p[0]++] & 0xFF;
      if (k == 9 && x > 1) {
        return "VARINT_OVERFLOW @" + at;
      }
      v |= (long) (x & 0x7F) << (7 * k);
      if (x < 0x80) {
        if (x == 0 && k > 0) {
          return "VARINT_NONCANONICAL @" + at;
        }
        return v;
      }
    }
  }

  private static long uv(byte[] b, int[] p, int end) {
    return (Long) uvOrError(b, p, end);
  }

  static byte[] uvarint(long v) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    while ((v & ~0x7FL) != 0) {
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
    return out.toByteArray();
  }

  /** A root: an empty string table, then a message of {@code body} (no flags). */
  static byte[] root(byte[] body) {
    return concat(new byte[] {0}, concat(uvarint((long) body.length << 2), body));
  }

  static byte[] concat(byte[] a, byte[] b) {
    byte[] c = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }
}
