package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Utf8View;
import java.nio.ByteBuffer;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The builder, the verifier's checks and the readers on a hand-built body. The message is {@code
 * {string name (ptr 0); i32 value (data 0)}} with one name shared by a second pointer.
 */
class FlatPrimitivesTest {
  /** Root {data 8, ptr 2}: ptr 0 -> "hi", ptr 1 -> the same string, data i32 = 7 XOR 0. */
  private static byte[] sample(FlatSink b) {
    b.reset();
    int obj = b.object(8, 2);
    b.putI32(obj + FlatSink.dataStart(2), 7);
    b.pointer(obj + 4, b.string("hi"));
    b.pointer(obj + 8, b.string("hi"));
    return b.toByteArray();
  }

  @Test
  void builderWritesTheSpecifiedBytes() {
    byte[] bytes = sample(new FlatSink());
    // body header: root offset 8; object at 8: data_bytes 8, ptr_count 2, ptr 0 at 12 = +20 and
    // ptr 1 at 16 = +16 (both to the string at 32), 4 bytes padding, data at 24 (7); the string
    // at 32: length 2, "hi", padded to 40.
    assertEquals(
        "08000000 00000000 08000200 14000000 10000000 00000000 07000000 00000000"
            + " 02000000 68690000",
        hex(bytes));
    FlatSink b = new FlatSink().dedupStrings(false);
    byte[] noDedup = sample(b);
    assertEquals(48, noDedup.length);
    assertArrayEquals(bytes, sample(new FlatSink()), "reset clears the string table");
  }

  /** Root {data 8, ptr 3}: three strings (dedup on), then an i32. */
  private static byte[] strings(FlatSink b, String x, String y, String z, int v) {
    b.reset();
    int obj = b.object(8, 3);
    b.pointer(obj + 4, b.string(x));
    b.pointer(obj + 8, b.string(y));
    b.pointer(obj + 12, b.string(z));
    b.putI32(obj + FlatSink.dataStart(3), v);
    return b.toByteArray();
  }

  @Test
  void aReusedBuilderWritesWhatAFreshOneWrites() {
    // A string reserves 3 bytes a char and keeps what UTF-8 needs: the rest of the reservation,
    // and everything the previous root wrote, must read as zero in the next root's padding.
    String[][] roots = {
      {"\u00e9t\u00e9 \u4e2d\u6587 caf\u00e9", "XNAS", "x".repeat(300)},
      {"AAPL", "AAPL", ""},
      {"\ud83d\ude00 emoji", "USD", "\u00e9t\u00e9"},
      {"a", "bb", "ccc"},
    };
    FlatSink reused = new FlatSink();
    for (int round = 0; round < 2; round++) {
      for (String[] r : roots) {
        assertArrayEquals(
            strings(new FlatSink(), r[0], r[1], r[2], round),
            strings(reused, r[0], r[1], r[2], round),
            String.join("|", r));
      }
    }
  }

  @Test
  void aStringThatFailsIsNotDeduplicatedLater() {
    FlatSink b = new FlatSink();
    b.reset();
    int ok = b.string("ok");
    for (int i = 0; i < 2; i++) {
      BaleException e = assertThrows(BaleException.class, () -> b.string("lone \ud800"));
      assertEquals(ErrorCode.INVALID_STRING, e.code(), "again, not a position of the first try");
    }
    // The failure emptied the table (no entry may point at an unwritten string): "ok" anew.
    assertTrue(b.string("ok") > ok);
  }

  @Test
  void aFirstStringThatFailsIsNotDeduplicatedLater() {
    // The body's first strings are kept outside the table (FlatSink.smallKeys): a failure must
    // forget them too.
    FlatSink b = new FlatSink();
    b.reset();
    for (int i = 0; i < 2; i++) {
      BaleException e = assertThrows(BaleException.class, () -> b.string("lone \ud800"));
      assertEquals(ErrorCode.INVALID_STRING, e.code(), "again, not a position of the first try");
    }
    int first = b.string("ok");
    assertEquals(first, b.string("ok"), "the first string written is deduplicated");
    assertTrue(b.string("other") > first);
    assertEquals(first, b.string("ok"), "and still, once the table holds it");
  }

  /**
   * Dedup before, at and after the point where the builder moves its first strings from the small
   * linear table into the hash index: every repeat of a string (including strings of equal hash,
   * "Aa" and "BB") gets the first one's position, distinct strings get their own, and a reset or a
   * failure forgets them all. Checked against a map kept here, with bodies of 1 to 12 distinct
   * strings repeated in a shuffled order, on one reused builder.
   */
  @Test
  void stringDedupAcrossTheSmallTable() {
    FlatSink b = new FlatSink();
    java.util.Random r = new java.util.Random(3);
    String[] pool = {
      "Aa", "BB", "x", "y", "AaAa", "BBBB", "AaBB", "z", "long".repeat(20), "é", "w", "q"
    };
    for (int round = 0; round < 300; round++) {
      b.reset();
      int distinct = 1 + round % pool.length;
      java.util.Map<String, Integer> first = new java.util.HashMap<>();
      java.util.Set<Integer> positions = new java.util.HashSet<>();
      for (int i = 0; i < 3 * distinct; i++) {
        // A new copy each time, so that identity never decides.
        String s = new String(pool[r.nextInt(distinct)].toCharArray());
        if (round % 7 == 0 && i == distinct) {
          assertThrows(BaleException.class, () -> b.string("lone \ud800"));
          first.clear(); // the failure empties the table
        }
        int at = b.string(s);
        Integer want = first.putIfAbsent(s, at);
        if (want != null) {
          assertEquals(want, at, "round " + round + ": repeat of " + s);
        } else {
          assertTrue(positions.add(at), "round " + round + ": new position for " + s);
        }
      }
    }
  }

  @Test
  void resetZeroesWhatWasWrittenAtEverySize() {
    // reset zeroes bodies of up to 256 bytes in 32-byte blocks, up to 512 in 8-byte stores and a
    // byte tail, larger ones with Arrays.fill: a body of any size, padded or not, must leave no
    // byte behind for the next one.
    FlatSink b = new FlatSink();
    byte[] ones = new byte[700];
    java.util.Arrays.fill(ones, (byte) -1);
    for (int len = 0; len <= 640; len++) {
      b.reset();
      b.bytes(ones, 0, len);
      if (len % 3 == 0) {
        b.toByteArray(); // pads the size to a multiple of 8
      }
      b.reset();
      int obj = b.object(680, 0);
      byte[] out = b.toByteArray();
      for (int i = obj + 4; i < out.length; i++) {
        assertEquals(0, out[i], "after a body of " + len + " bytes, byte " + i);
      }
    }
  }

  @Test
  void readersFollowPointersAndDefaults() {
    byte[] bytes = sample(new FlatSink());
    for (int i = 0; i < 2; i++) {
      ByteBuffer bb =
          i == 0 ? ByteBuffer.wrap(bytes) : ByteBuffer.allocateDirect(bytes.length).put(bytes);
      int obj = 8;
      assertEquals(2, FlatAccess.ptrCount(bb, obj));
      assertEquals(7, FlatAccess.i32Field(bb, obj, 0, 0));
      assertEquals(7 ^ 3, FlatAccess.i32Field(bb, obj, 0, 3));
      assertEquals(3, FlatAccess.i32Field(bb, obj, 8, 3), "beyond data_bytes: the default");
      assertEquals(0, FlatAccess.pointerField(bb, obj, 2), "beyond ptr_count: null");
      int s = FlatAccess.pointerField(bb, obj, 0);
      assertEquals(s, FlatAccess.pointerField(bb, obj, 1));
      assertEquals("hi", new Utf8View().wrapString(bb, s).toString());
    }
    assertEquals(7, FlatAccess.i32Field(bytes, 8, 0, 0));
    assertEquals(FlatAccess.pointerField(bytes, 8, 0), FlatAccess.pointerField(bytes, 8, 1));
  }

  @Test
  void utf8ViewDecodesOnceAndCompares() {
    Utf8View v = new Utf8View();
    byte[] b = "héllo 😀".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    v.wrap(b, 0, b.length);
    assertFalse(v.isAscii());
    assertEquals("héllo 😀", v.toString());
    assertTrue(v.contentEquals("héllo 😀"));
    assertEquals(8, v.length());
    v.wrap(new byte[] {'a', 'b'}, 0, 2);
    assertTrue(v.isAscii());
    assertEquals('b', v.charAt(1));
    assertEquals("b", v.subSequence(1, 2).toString());
  }

  private static BaleException verify(byte[] bytes, Consumer<FlatVerifier> walk) {
    FlatVerifier v = new FlatVerifier();
    return assertThrows(
        BaleException.class,
        () -> {
          v.begin(bytes, 0, bytes.length, "T");
          walk.accept(v);
        });
  }

  @Test
  void verifierChecksPointers() {
    byte[] good = sample(new FlatSink());
    FlatVerifier v = new FlatVerifier();
    assertEquals(8, v.begin(good, 0, good.length, "T"));
    assertEquals(32, v.string(12));
    assertEquals(32, v.string(16));
    byte[] bad = good.clone();
    bad[12] = (byte) 0x7c; // ptr 0 -> 12 + 124, past the end
    BaleException e = verify(bad, x -> x.string(12));
    assertEquals(ErrorCode.OFFSET_OUT_OF_BOUNDS, e.code());
    assertEquals(12, e.offset());
    bad[12] = (byte) 0xf8; // -8: into the body header
    assertEquals(ErrorCode.OFFSET_OUT_OF_BOUNDS, verify(bad, x -> x.string(12)).code());
    bad[12] = 0x15; // 33: not 4-aligned
    assertEquals(ErrorCode.MISALIGNED, verify(bad, x -> x.string(12)).code());
    bad = good.clone();
    bad[32] = 5; // length 5 > 4 remaining
    e = verify(bad, x -> x.string(12));
    assertEquals(ErrorCode.LENGTH_EXCEEDS_INPUT, e.code());
    assertEquals(32, e.offset());
    bad = good.clone();
    bad[37] = (byte) 0xff;
    e = verify(bad, x -> x.string(12));
    assertEquals(ErrorCode.INVALID_UTF8, e.code());
    assertEquals(36, e.offset());
    bad = good.clone();
    bad[0] = 16;
    assertEquals(ErrorCode.OFFSET_OUT_OF_BOUNDS, verify(bad, x -> {}).code());
    assertEquals(
        ErrorCode.TRUNCATED, verify(Bytes.fromHex("0800000000").toByteArray(), x -> {}).code());
  }

  @Test
  void verifierBoundsDepthAndBudget() {
    // A message whose pointer 0 points to itself: a cycle, stopped by the depth limit.
    byte[] cyclic = Bytes.fromHex("08000000" + "00000000" + "00000100" + "fcffffff").toByteArray();
    BaleException e =
        verify(
            cyclic,
            x -> {
              while (true) {
                x.message(12);
              }
            });
    assertEquals(ErrorCode.DEPTH_LIMIT, e.code());
    assertEquals(8, e.offset());
    FlatVerifier small = new FlatVerifier(Limits.builder().depth(100).build()).traversalBudget(50);
    small.begin(cyclic, 0, cyclic.length, "T");
    e =
        assertThrows(
            BaleException.class,
            () -> {
              while (true) {
                small.message(12);
              }
            });
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
  }

  static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < b.length; i++) {
      if (i > 0 && i % 4 == 0) {
        sb.append(' ');
      }
      sb.append(String.format("%02x", b[i]));
    }
    return sb.toString();
  }
}
