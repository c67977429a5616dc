package dev.bale.runtime;

import java.nio.ByteBuffer;
import java.util.concurrent.atomic.LongAdder;

/**
 * A bounded pool of {@code byte[]} scratch arrays in power-of-two size classes, in the manner of
 * okio's {@code SegmentPool}. Encoders draw their scratch and output arrays from it ({@link
 * CompactWriter#bufferPool(BufferPool)}, {@link CompactWriter#encodeToBuffers}, the stream writers)
 * and give them back when done; callers may use it for their own output buffers too.
 *
 * <p><b>Invariants.</b>
 *
 * <ul>
 *   <li><b>Size classes.</b> Every pooled array has a length {@code minSize << k} for some {@code
 *       k} with the length {@code <= maxSize}. {@link #acquire(int) acquire(n)} returns an array of
 *       at least {@code n} bytes: the smallest class that holds {@code n}, or a new array of
 *       exactly {@code n} bytes when {@code n > maxSize} (never pooled).
 *   <li><b>Ownership.</b> An array is owned either by the pool or by exactly one caller. The pool
 *       holds only arrays that were {@link #release released} and not acquired since; an acquire
 *       removes the array from the pool before returning it, so no array is handed out twice. A
 *       caller must not touch an array after releasing it, and must release it at most once
 *       (releasing is optional: an array never released is garbage collected like any other).
 *   <li><b>Byte cap.</b> Each thread caches at most {@link #maxBytesPerThread()} bytes (the sum of
 *       the lengths of its cached arrays). A release that would exceed the cap drops the array.
 *       Memory held by the pool is therefore at most {@code threads x maxBytesPerThread}.
 *   <li><b>No blocking.</b> The cache is thread-local: acquire and release take no lock and never
 *       wait; an empty class simply allocates (a miss). An array released by another thread than
 *       the one that acquired it joins the releasing thread's cache.
 *   <li><b>Contents.</b> Arrays are not cleared: an acquired array holds stale bytes of an earlier
 *       use. Encoders write every byte before they expose it and expose only what they wrote
 *       (RELIABILITY.md G11); decoders copy everything they return out of their input, so a decoded
 *       value never changes when its input array is released and reused.
 *   <li><b>{@link #disable()}</b> turns the pool into plain allocation (every acquire a new array,
 *       every release a drop) and empties the calling thread's cache; other threads' caches are
 *       emptied on their next use. {@link #enable()} turns pooling back on.
 * </ul>
 *
 * <p>Counters ({@link #hits()}, {@link #misses()}, {@link #allocations()}, {@link #recycled()},
 * {@link #dropped()}) are sums over all threads ({@link LongAdder}: updates do not contend).
 *
 * <p>Thread-safe.
 */
public final class BufferPool {
  /** Smallest size class of {@link #shared()}: 256 bytes. */
  public static final int DEFAULT_MIN_SIZE = 256;

  /** Largest size class of {@link #shared()}: 1 MiB. */
  public static final int DEFAULT_MAX_SIZE = 1 << 20;

  /** Byte cap per thread of {@link #shared()}: 4 MiB. */
  public static final long DEFAULT_MAX_BYTES_PER_THREAD = 4L << 20;

  private static final BufferPool SHARED =
      new BufferPool(DEFAULT_MIN_SIZE, DEFAULT_MAX_SIZE, DEFAULT_MAX_BYTES_PER_THREAD);

  private final int minShift;
  private final int classes;
  private final int minSize;
  private final int maxSize;
  private final long maxBytesPerThread;
  private volatile boolean enabled = true;
  // Bumped by disable(): a thread cache made before the bump is emptied when next used.
  private volatile int generation;

  private final LongAdder hits = new LongAdder();
  private final LongAdder misses = new LongAdder();
  private final LongAdder allocations = new LongAdder();
  private final LongAdder recycled = new LongAdder();
  private final LongAdder dropped = new LongAdder();

  private final ThreadLocal<Cache> cache;

  /** One thread's cached arrays: a stack per size class. Only its own thread touches it. */
  private final class Cache {
    final byte[][][] stacks = new byte[classes][][];
    final int[] counts = new int[classes];
    long bytes;
    int generation = BufferPool.this.generation;

    void clear() {
      for (int c = 0; c < classes; c++) {
        byte[][] s = stacks[c];
        if (s != null) {
          java.util.Arrays.fill(s, 0, counts[c], null);
        }
        counts[c] = 0;
      }
      bytes = 0;
    }
  }

  private BufferPool(int minSize, int maxSize, long maxBytesPerThread) {
    this.minSize = minSize;
    this.maxSize = maxSize;
    this.maxBytesPerThread = maxBytesPerThread;
    this.minShift = Integer.numberOfTrailingZeros(minSize);
    this.classes = Integer.numberOfTrailingZeros(maxSize) - minShift + 1;
    this.cache = ThreadLocal.withInitial(Cache::new);
  }

  /**
   * The process-wide pool: classes {@value #DEFAULT_MIN_SIZE} B to 1 MiB, at most 4 MiB cached per
   * thread. Encoders use it unless given another.
   */
  public static BufferPool shared() {
    return SHARED;
  }

  /**
   * A new pool.
   *
   * @param minSize the smallest class, a power of two {@code >= 1}
   * @param maxSize the largest class, a power of two {@code >= minSize} and {@code <= 2^30}
   * @param maxBytesPerThread the byte cap of each thread's cache, {@code >= 0} (0 caches nothing)
   */
  public static BufferPool create(int minSize, int maxSize, long maxBytesPerThread) {
    if (minSize < 1 || Integer.bitCount(minSize) != 1) {
      throw new IllegalArgumentException("minSize must be a power of two >= 1, got " + minSize);
    }
    if (maxSize < minSize || Integer.bitCount(maxSize) != 1 || maxSize > 1 << 30) {
      throw new IllegalArgumentException(
          "maxSize must be a power of two in [minSize, 2^30], got " + maxSize);
    }
    if (maxBytesPerThread < 0) {
      throw new IllegalArgumentException(
          "maxBytesPerThread must be >= 0, got " + maxBytesPerThread);
    }
    return new BufferPool(minSize, maxSize, maxBytesPerThread);
  }

  /** The smallest size class. */
  public int minSize() {
    return minSize;
  }

  /** The largest size class; larger requests are allocated exactly and never pooled. */
  public int maxSize() {
    return maxSize;
  }

  /** The byte cap of each thread's cache. */
  public long maxBytesPerThread() {
    return maxBytesPerThread;
  }

  /**
   * An array of at least {@code minLength} bytes, owned by the caller until {@link #release}d. Its
   * contents are unspecified (stale bytes of an earlier use).
   */
  public byte[] acquire(int minLength) {
    if (minLength < 0) {
      throw new IllegalArgumentException("minLength must be >= 0, got " + minLength);
    }
    if (minLength > maxSize) {
      misses.increment();
      allocations.increment();
      return new byte[minLength];
    }
    int c = classOf(minLength);
    if (enabled) {
      Cache k = cache();
      int n = k.counts[c];
      if (n > 0) {
        byte[][] s = k.stacks[c];
        byte[] a = s[--n];
        s[n] = null;
        k.counts[c] = n;
        k.bytes -= a.length;
        hits.increment();
        return a;
      }
    }
    misses.increment();
    allocations.increment();
    return new byte[minSize << c];
  }

  /** A heap {@link ByteBuffer} over {@link #acquire(int)}: position 0, limit {@code length}. */
  public ByteBuffer acquireBuffer(int length) {
    return ByteBuffer.wrap(acquire(length), 0, length);
  }

  /**
   * Gives {@code array} back. Arrays whose length is not a size class, releases over the byte cap
   * and releases while disabled are dropped (left to the garbage collector). The caller must not
   * use the array afterwards.
   */
  public void release(byte[] array) {
    if (array == null) {
      return;
    }
    int len = array.length;
    if (!enabled
        || len < minSize
        || len > maxSize
        || Integer.bitCount(len) != 1
        || len > maxBytesPerThread) {
      dropped.increment();
      return;
    }
    Cache k = cache();
    if (k.bytes + len > maxBytesPerThread) {
      dropped.increment();
      return;
    }
    int c = Integer.numberOfTrailingZeros(len) - minShift;
    byte[][] s = k.stacks[c];
    int n = k.counts[c];
    if (s == null || n == s.length) {
      s = java.util.Arrays.copyOf(s == null ? new byte[0][] : s, Math.max(4, n * 2));
      k.stacks[c] = s;
    }
    s[n] = array;
    k.counts[c] = n + 1;
    k.bytes += len;
    recycled.increment();
  }

  /**
   * Releases the array behind {@code buffer} if it is a heap buffer over a whole pooled array (as
   * from {@link #acquireBuffer}); other buffers are ignored.
   */
  public void release(ByteBuffer buffer) {
    if (buffer != null && buffer.hasArray() && buffer.arrayOffset() == 0) {
      release(buffer.array());
    }
  }

  /** Turns pooling off: acquire allocates, release drops; caches are emptied. */
  public void disable() {
    enabled = false;
    generation++;
    cache().clear();
  }

  /** Turns pooling back on after {@link #disable()}. */
  public void enable() {
    enabled = true;
  }

  /** Whether pooling is on. */
  public boolean isEnabled() {
    return enabled;
  }

  /** Empties the calling thread's cache (e.g. before a thread goes idle for long). */
  public void clearThreadCache() {
    cache().clear();
  }

  /** Bytes cached by the calling thread. */
  public long cachedBytesThisThread() {
    return cache().bytes;
  }

  /** Acquires served from a cache. */
  public long hits() {
    return hits.sum();
  }

  /** Acquires that found no cached array (pooling disabled, empty class, or over maxSize). */
  public long misses() {
    return misses.sum();
  }

  /** Arrays this pool allocated (every miss allocates one). */
  public long allocations() {
    return allocations.sum();
  }

  /** Releases that were cached. */
  public long recycled() {
    return recycled.sum();
  }

  /** Releases that were dropped (disabled, byte cap, or not a size-class array). */
  public long dropped() {
    return dropped.sum();
  }

  @Override
  public String toString() {
    return "BufferPool[classes "
        + minSize
        + ".."
        + maxSize
        + ", cap "
        + maxBytesPerThread
        + " B/thread, "
        + (enabled ? "enabled" : "disabled")
        + ", hits "
        + hits()
        + ", misses "
        + misses()
        + ", recycled "
        + recycled()
        + ", dropped "
        + dropped()
        + "]";
  }

  private Cache cache() {
    Cache k = cache.get();
    if (k.generation != generation) {
      k.clear();
      k.generation = generation;
    }
    return k;
  }

  private int classOf(int n) {
    if (n <= minSize) {
      return 0;
    }
    int bits = 32 - Integer.numberOfLeadingZeros(n - 1); // ceil(log2 n)
    return bits - minShift;
  }
}
