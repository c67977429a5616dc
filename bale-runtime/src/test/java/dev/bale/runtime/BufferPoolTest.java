package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.TestTypes.Image;
import dev.bale.runtime.TestTypes.Media;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * BufferPool invariants, encoders on tiny pools, scatter/gather output, and the pool stress test.
 */
class BufferPoolTest {
  @Test
  void sizeClassesOfOneBytePieces() {
    BufferPool p = BufferPool.create(1, 8, 16);
    assertEquals(1, p.acquire(0).length);
    assertEquals(1, p.acquire(1).length);
    assertEquals(2, p.acquire(2).length);
    assertEquals(4, p.acquire(3).length);
    assertEquals(8, p.acquire(8).length);
    assertEquals(9, p.acquire(9).length); // above maxSize: exact, never pooled
    assertEquals(6, p.misses());
    assertEquals(6, p.allocations());
    assertEquals(0, p.hits());
  }

  @Test
  void releasedArraysComeBackOnceAndTheCapHolds() {
    BufferPool p = BufferPool.create(1, 8, 12);
    byte[] a = p.acquire(8);
    byte[] b = p.acquire(8);
    byte[] c = p.acquire(4);
    p.release(a);
    p.release(b); // 8 + 8 > 12: dropped
    p.release(c);
    p.release(new byte[3]); // not a size class: dropped
    assertEquals(12, p.cachedBytesThisThread());
    assertEquals(2, p.recycled());
    assertEquals(2, p.dropped());
    assertSame(a, p.acquire(5));
    assertNotSame(a, p.acquire(5)); // handed out once only
    assertSame(c, p.acquire(3));
    assertEquals(2, p.hits());
    assertEquals(0, p.cachedBytesThisThread());
  }

  @Test
  void disableTurnsThePoolIntoAllocation() throws Exception {
    BufferPool p = BufferPool.create(1, 8, 64);
    byte[] a = p.acquire(8);
    p.release(a);
    // Another thread's cache is emptied on its next use after disable().
    AtomicReference<byte[]> other = new AtomicReference<>();
    Thread t = new Thread(() -> p.release(p.acquire(4)));
    t.start();
    t.join();
    p.disable();
    assertEquals(0, p.cachedBytesThisThread());
    assertNotSame(a, p.acquire(8));
    p.release(a);
    assertEquals(0, p.cachedBytesThisThread());
    Thread t2 = new Thread(() -> other.set(p.acquire(4)));
    t2.start();
    t2.join();
    assertTrue(other.get() != null);
    p.enable();
    p.release(a);
    assertSame(a, p.acquire(8));
    assertThrows(IllegalArgumentException.class, () -> BufferPool.create(3, 8, 1));
    assertThrows(IllegalArgumentException.class, () -> BufferPool.create(8, 4, 1));
  }

  @Test
  void encodersOnATinyPoolWriteTheSameBytes() throws IOException {
    Media m = IoTest.M1;
    byte[] expected = new CompactWriter().encode(Media.TYPE, m);
    BufferPool tiny = BufferPool.create(1, 64, 128);
    CompactWriter w = new CompactWriter().bufferPool(tiny);
    for (int i = 0; i < 3; i++) {
      assertArrayEquals(expected, w.encode(Media.TYPE, m));
      try (EncodedBuffers b = w.encodeToBuffers(Media.TYPE, m)) {
        assertArrayEquals(expected, b.toByteArray());
        assertEquals(expected.length, b.size());
      }
    }
    assertTrue(tiny.hits() + tiny.misses() > 0, tiny.toString()); // the writer drew from it
    // A stream writer and decoder on 1-byte pieces.
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    BufferPool pieces = BufferPool.create(1, 1, 1);
    MessageStreamWriter<Media> sw =
        MessageStreamWriter.create(Media.TYPE, 7, true, 9, pieces).to(out);
    sw.write(m);
    sw.write(IoTest.M2);
    MessageStreamDecoder<Media> d =
        new MessageStreamDecoder<>(Media.TYPE, true, 7, Limits.DEFAULT, pieces);
    byte[] bytes = out.toByteArray();
    d.feed(bytes, 0, bytes.length);
    assertEquals(m, d.poll());
    assertEquals(IoTest.M2, d.poll());
  }

  @Test
  void scatterOutputIsTheRootWithoutTheFinalCopy() throws IOException {
    List<Image> images = new ArrayList<>();
    for (int i = 0; i < 2000; i++) {
      images.add(new Image("http://example.com/" + i, "t" + (i % 10), i, i, i % 3 == 0));
    }
    Media big = new Media("big", images, null, DoubleList.of(new double[500]));
    CompactWriter w = new CompactWriter();
    byte[] expected = w.encode(Media.TYPE, big);
    EncodedBuffers b = w.encodeToBuffers(Media.TYPE, big);
    ByteBuffer[] pieces = b.buffers();
    assertTrue(pieces.length >= 4, "pieces " + pieces.length);
    for (ByteBuffer piece : pieces) {
      assertTrue(piece.isReadOnly());
    }
    // Gathering write into a pipe, read back on the other end.
    Pipe pipe = Pipe.open();
    ByteArrayOutputStream got = new ByteArrayOutputStream();
    Thread reader =
        new Thread(
            () -> {
              try {
                Channels.newInputStream(pipe.source()).transferTo(got);
              } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
              }
            });
    reader.start();
    b.writeTo(pipe.sink());
    pipe.sink().close();
    try {
      reader.join();
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
    assertArrayEquals(expected, got.toByteArray());
    ByteArrayOutputStream os = new ByteArrayOutputStream();
    b.writeTo(os);
    assertArrayEquals(expected, os.toByteArray());
    b.release();
    b.release(); // idempotent
    assertThrows(IllegalStateException.class, b::buffers);
    // The writer keeps working after handing its arrays away.
    assertArrayEquals(expected, w.encode(Media.TYPE, big));
  }

  @Test
  void heapAndDirectBuffersEncodeAndDecodeAlike() {
    Media m = IoTest.M1;
    byte[] expected = Compact.encode(Media.TYPE, m);
    for (ByteBuffer out :
        new ByteBuffer[] {ByteBuffer.allocate(4096), ByteBuffer.allocateDirect(4096)}) {
      out.position(3);
      int n = Compact.encode(Media.TYPE, m, out);
      assertEquals(expected.length, n);
      out.flip().position(3);
      ByteBuffer copy = out.duplicate();
      byte[] got = new byte[n];
      copy.get(got);
      assertArrayEquals(expected, got);
      assertEquals(m, Compact.decode(Media.TYPE, out));
      assertEquals(out.limit(), out.position());
    }
  }

  /**
   * RELIABILITY.md G11: two threads x 10M cycles of acquire, encode into the array, decode, release
   * (some arrays are released by the other thread). No array is ever held by two owners at once,
   * and a value decoded from an array never changes after the array is released and reused.
   */
  @Test
  void stressTwoThreadsTenMillionCyclesEach() throws Exception {
    final int cycles = Integer.getInteger("bale.poolStressCycles", 10_000_000);
    BufferPool pool = BufferPool.create(16, 1024, 64 * 1024);
    Set<byte[]> inUse = Collections.newSetFromMap(new ConcurrentHashMap<>());
    ConcurrentLinkedQueue<byte[]> handoff = new ConcurrentLinkedQueue<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    AtomicLong cpuNanos = new AtomicLong();
    Image[] values = new Image[64];
    for (int i = 0; i < values.length; i++) {
      values[i] = new Image("uri-" + i, i % 2 == 0 ? "title " + i : null, i, -i * 31, i % 3 == 0);
    }
    Runnable worker =
        () -> {
          try {
            long cpu0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            runCycles(pool, inUse, handoff, values, cycles);
            cpuNanos.addAndGet(
                ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu0);
          } catch (Throwable t) {
            failure.compareAndSet(null, t);
          }
        };
    long t0 = System.nanoTime();
    Thread a = new Thread(worker, "pool-stress-a");
    Thread b = new Thread(worker, "pool-stress-b");
    a.start();
    b.start();
    a.join();
    b.join();
    long ms = (System.nanoTime() - t0) / 1_000_000;
    if (failure.get() != null) {
      throw new AssertionError(failure.get());
    }
    System.out.println(
        "pool stress: 2 threads x "
            + cycles
            + " cycles in "
            + ms
            + " ms wall, "
            + cpuNanos.get() / 1_000_000
            + " ms CPU of the two threads; "
            + pool);
    assertEquals(2L * cycles, pool.hits() + pool.misses());
    assertTrue(pool.hits() > cycles, pool.toString());
  }

  private static void runCycles(
      BufferPool pool,
      Set<byte[]> inUse,
      ConcurrentLinkedQueue<byte[]> handoff,
      Image[] values,
      int cycles) {
    CompactWriter w = new CompactWriter().bufferPool(pool);

    CompactReader r = new CompactReader();
    Image kept = null;
    Image keptExpected = null;
    for (int i = 0; i < cycles; i++) {
      Image v = values[i & 63];
      byte[] a = pool.acquire(64 + (i & 255));
      if (!inUse.add(a)) {
        throw new AssertionError("array handed out twice at cycle " + i);
      }
      ByteBuffer out = ByteBuffer.wrap(a);
      int n = w.encode(Image.TYPE, v, out);
      Image got = r.decode(Image.TYPE, a, 0, n);
      if (!got.equals(v)) {
        throw new AssertionError("cycle " + i + ": decoded " + got + " from " + v);
      }
      if ((i & 1023) == 0) {
        if (kept != null && !kept.equals(keptExpected)) {
          throw new AssertionError("a decoded value changed after its buffer was released");
        }
        kept = got;
        keptExpected = v;
      }
      if (!inUse.remove(a)) {
        throw new AssertionError("array lost its owner at cycle " + i);
      }
      if ((i & 15) == 0) {
        inUse.add(a);
        handoff.add(a); // the other thread releases it
      } else {
        pool.release(a);
      }
      byte[] other = handoff.poll();
      if (other != null) {
        inUse.remove(other);
        pool.release(other);
      }
    }
  }
}
