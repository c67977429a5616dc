package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BufferPool;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.internal.FlatData;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import repos.ReposList;

/**
 * Pooled flat output ({@link FlatBuilder#bufferPool}, {@link Flat#encodePooled}) and the optional
 * per-view string cache ({@code View.cacheStrings}, {@link FlatData#cacheStrings}) on the
 * 90-repository list.
 */
class FlatPoolAndStringCacheTest {

  @Test
  void builderGrowingFromATinyPoolOfStaleArraysWritesTheSameBytes() throws Exception {
    ReposList list = ReposData.load();
    byte[] expected = Flat.encode(ReposList.FLAT, list);
    BufferPool pool = BufferPool.create(1, 1 << 20, 64L << 20);
    // Fill the pool with arrays full of garbage: the builder must zero what it takes (G11).
    for (int size = 1; size <= 1 << 20; size <<= 1) {
      byte[] junk = new byte[size];
      Arrays.fill(junk, (byte) 0xA5);
      pool.release(junk);
    }
    FlatBuilder b = new FlatBuilder().bufferPool(pool);
    for (int round = 0; round < 3; round++) {
      assertArrayEquals(
          expected, Flat.encode(b, ReposList.FLAT, list).toByteArray(), "round " + round);
    }
    assertSame(pool, b.bufferPool());
    assertEquals(0, pool.misses(), "every growth step was served by the pre-filled pool");
  }

  @Test
  void encodePooledReturnsPooledArraysThatComeBack() throws Exception {
    ReposList list = ReposData.load();
    byte[] expected = Flat.encode(ReposList.FLAT, list);
    BufferPool pool = BufferPool.create(256, 1 << 20, 8L << 20);
    ByteBuffer first = Flat.encodePooled(ReposList.FLAT, list, pool);
    assertEquals(0, first.position());
    assertEquals(expected.length, first.limit());
    assertArrayEquals(expected, Arrays.copyOf(first.array(), first.limit()));
    byte[] array = first.array();
    Arrays.fill(array, (byte) 0x5A); // a caller may scribble; the next encode must not care
    pool.release(first);
    ByteBuffer second = Flat.encodePooled(ReposList.FLAT, list, pool);
    assertSame(array, second.array(), "the released array is handed out again");
    assertArrayEquals(expected, Arrays.copyOf(second.array(), second.limit()));
    assertEquals(1, pool.hits());
    // A view over the pooled output reads the same list.
    ReposList.View view = new ReposList.View().wrap(second);
    assertEquals(list.repos().get(45).fullName(), view.repos(45).fullName());
  }

  @Test
  void stringCacheReturnsTheSameStringUntilTheNextWrap() throws Exception {
    ReposList list = ReposData.load();
    byte[] bytes = Flat.encode(ReposList.FLAT, list);
    ReposList.View plain = new ReposList.View().wrap(bytes);
    String a = plain.repos(3).name();
    assertNotSame(a, plain.repos(3).name(), "no cache by default: every call decodes");

    ReposList.View view = new ReposList.View().cacheStrings(1024).wrap(bytes);
    for (int i = 0; i < list.repos().size(); i++) {
      String first = view.repos(i).fullName();
      assertEquals(list.repos().get(i).fullName(), first);
      assertSame(first, view.repos(i).fullName(), "second read of element " + i);
    }
    // Re-wrapping other bytes must not return strings of the old bytes.
    ReposList other = ReposList.builder().repos(list.repos().subList(10, 20)).build();
    view.wrap(Flat.encode(ReposList.FLAT, other));
    for (int i = 0; i < 10; i++) {
      assertEquals(other.repos().get(i).fullName(), view.repos(i).fullName());
    }
    view.cacheStrings(0);
    String x = view.repos(0).name();
    assertNotSame(x, view.repos(0).name(), "cache turned off");
    assertThrows(IllegalArgumentException.class, () -> new FlatData().cacheStrings(-1));
  }
}
