package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The forms the runtime runs where Android API level 26 lacks an API (plain byte arithmetic for the
 * byte views, {@link Jdk}'s plain forms, {@link ClassCache} without {@code ClassValue}), held to
 * the JDK's own in one JVM: the same values, the same bytes written, and an {@link
 * IndexOutOfBoundsException} from both where the index is out of range. The whole runtime runs in
 * those forms under {@code -Dbale.compat=android} ({@code make test} runs this module's and the
 * conformance suite's tests so).
 */
class AndroidFormsTest {
  @Test
  void theFormsInUseAreTheOnesTheCompatPropertyAsks() {
    boolean android = "android".equals(System.getProperty("bale.compat"));
    assertEquals(android, Compat.ANDROID);
    assertEquals(!android, LittleEndian.VIEWS);
    // surefire opens java.lang (StringBytesTest); Android's String has no such fields.
    assertEquals(!android, StringBytes.available());
  }

  /** Arrays of every length to 20, random bytes. */
  private static List<byte[]> arrays(Random rnd) {
    List<byte[]> out = new ArrayList<>();
    for (int n = 0; n <= 20; n++) {
      byte[] b = new byte[n];
      rnd.nextBytes(b);
      out.add(b);
    }
    return out;
  }

  /** The value of {@code f}, or the exception's class when it throws. */
  private static Object outcome(Supplier<Object> f) {
    try {
      return f.get();
    } catch (IndexOutOfBoundsException e) {
      return IndexOutOfBoundsException.class;
    } catch (IllegalArgumentException e) {
      return IllegalArgumentException.class;
    }
  }

  @Test
  void plainReadsOfAnArrayAreTheViewsReads() {
    Random rnd = new Random(1);
    int compared = 0;
    for (byte[] b : arrays(rnd)) {
      for (int i = -2; i <= b.length + 1; i++) {
        int at = i;
        assertEquals(
            outcome(() -> ByteViews.getShort(b, at)),
            outcome(() -> LittleEndian.plainShort(b, at)));
        assertEquals(
            outcome(() -> ByteViews.getInt(b, at)), outcome(() -> LittleEndian.plainInt(b, at)));
        assertEquals(
            outcome(() -> ByteViews.getLong(b, at)), outcome(() -> LittleEndian.plainLong(b, at)));
        compared++;
      }
    }
    assertEquals(21 * 4 + 210, compared);
  }

  @Test
  void plainReadsOfABufferAreTheViewsReadsWhateverItsOrderAndPosition() {
    Random rnd = new Random(2);
    for (byte[] b : arrays(rnd)) {
      ByteBuffer direct = ByteBuffer.allocateDirect(b.length).put(b);
      for (ByteBuffer buf : new ByteBuffer[] {ByteBuffer.wrap(b), direct}) {
        for (ByteOrder order : new ByteOrder[] {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
          buf.order(order).position(b.length / 2); // absolute reads ignore both
          for (int i = -2; i <= b.length + 1; i++) {
            int at = i;
            assertEquals(
                outcome(() -> ByteViews.getShort(buf, at)),
                outcome(() -> LittleEndian.plainShort(buf, at)));
            assertEquals(
                outcome(() -> ByteViews.getInt(buf, at)),
                outcome(() -> LittleEndian.plainInt(buf, at)));
            assertEquals(
                outcome(() -> ByteViews.getLong(buf, at)),
                outcome(() -> LittleEndian.plainLong(buf, at)));
          }
        }
      }
    }
  }

  @Test
  void plainWritesWriteTheViewsBytesAndNothingOutOfRange() {
    Random rnd = new Random(3);
    for (byte[] b : arrays(rnd)) {
      for (int i = -2; i <= b.length + 1; i++) {
        long v = rnd.nextLong();
        for (int width : new int[] {2, 4, 8}) {
          byte[] views = b.clone();
          byte[] plain = b.clone();
          int at = i;
          Object a = outcome(() -> write(views, at, v, width, true));
          Object p = outcome(() -> write(plain, at, v, width, false));
          assertEquals(a, p, "width " + width + " at " + at);
          assertArrayEquals(views, plain, "width " + width + " at " + at);
          if (a == IndexOutOfBoundsException.class) {
            assertArrayEquals(b, plain, "a write out of range changes nothing");
          }
        }
      }
    }
  }

  private static Object write(byte[] b, int at, long v, int width, boolean views) {
    switch (width) {
      case 2 -> {
        if (views) {
          ByteViews.setShort(b, at, (short) v);
        } else {
          LittleEndian.plainSetShort(b, at, (short) v);
        }
      }
      case 4 -> {
        if (views) {
          ByteViews.setInt(b, at, (int) v);
        } else {
          LittleEndian.plainSetInt(b, at, (int) v);
        }
      }
      default -> {
        if (views) {
          ByteViews.setLong(b, at, v);
        } else {
          LittleEndian.plainSetLong(b, at, v);
        }
      }
    }
    return "ok";
  }

  @Test
  void plainBufferGetsAndSlicesAreTheJdks() {
    Random rnd = new Random(4);
    for (byte[] b : arrays(rnd)) {
      ByteBuffer direct = ByteBuffer.allocateDirect(b.length).put(b);
      for (ByteBuffer buf : new ByteBuffer[] {ByteBuffer.wrap(b), direct}) {
        buf.limit(Math.max(0, b.length - 1)).position(buf.limit() / 2);
        for (int at = -1; at <= b.length + 1; at++) {
          for (int len = -1; len <= b.length + 1; len++) {
            int a = at;
            int n = len;
            byte[] jdk = new byte[b.length + 2];
            byte[] plain = new byte[b.length + 2];
            assertEquals(
                outcome(() -> get(jdk, () -> Jdk.absoluteGet(buf, a, jdk, 1, n))),
                outcome(() -> get(plain, () -> Jdk.plainGet(buf, a, plain, 1, n))),
                "get at " + a + " len " + n);
            assertArrayEquals(jdk, plain);
            assertEquals(
                outcome(() -> contents(Jdk.absoluteSlice(buf, a, n))),
                outcome(() -> contents(Jdk.plainSlice(buf, a, n))),
                "slice at " + a + " len " + n);
          }
        }
        assertEquals(buf.limit() / 2, buf.position(), "the buffer's position is left as it was");
      }
    }
  }

  private static Object get(byte[] dst, Runnable r) {
    r.run();
    return "ok";
  }

  /** A slice's bytes, position, limit, capacity and order. */
  private static Object contents(ByteBuffer s) {
    byte[] out = new byte[s.remaining()];
    s.duplicate().get(out);
    return List.of(
        java.util.Arrays.toString(out), s.position(), s.limit(), s.capacity(), s.order());
  }

  @Test
  void plainRangeEqualityIsTheJdks() {
    Random rnd = new Random(5);
    byte[] a = new byte[12];
    byte[] b = new byte[12];
    for (int round = 0; round < 2_000; round++) {
      for (int k = 0; k < a.length; k++) {
        a[k] = (byte) rnd.nextInt(2);
        b[k] = (byte) rnd.nextInt(2);
      }
      int af = rnd.nextInt(14) - 1;
      int at = rnd.nextInt(14) - 1;
      int bf = rnd.nextInt(14) - 1;
      int bt =
          af < 0 || at < af ? rnd.nextInt(14) - 1 : bf + (at - af) + (rnd.nextInt(4) == 0 ? 1 : 0);
      assertEquals(
          outcome(() -> Jdk.rangesEqual(a, af, at, b, bf, bt)),
          outcome(() -> Jdk.plainEquals(a, af, at, b, bf, bt)),
          af + ".." + at + " against " + bf + ".." + bt);
    }
  }

  @Test
  void theMapCacheComputesOncePerClassAndSeesEachClassApart() {
    AtomicInteger calls = new AtomicInteger();
    ClassCache<String> cache =
        ClassCache.weak(
            c -> {
              calls.incrementAndGet();
              return c.getSimpleName();
            });
    assertEquals("String", cache.get(String.class));
    assertEquals("Integer", cache.get(Integer.class));
    assertEquals("String", cache.get(String.class));
    assertEquals(2, calls.get());
  }
}
