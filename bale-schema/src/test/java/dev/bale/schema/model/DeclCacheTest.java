package dev.bale.schema.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link DeclCache}: a value per declaration instance, and no leak when a value refers back to its
 * declaration (a recursive message's layout does, through its fields' types).
 */
class DeclCacheTest {
  /** A stand-in for a declaration: a record, equal by name like MessageDecl. */
  record Key(String name) {}

  @Test
  void equalKeysHaveAValueEach() {
    DeclCache<Key, Object[]> cache = new DeclCache<>(k -> new Object[] {k});
    Key a = new Key("m");
    Key b = new Key("m");
    Object[] va = cache.get(a);
    Object[] vb = cache.get(b);
    assertNotSame(va, vb);
    assertSame(a, va[0]);
    assertSame(b, vb[0]);
    assertSame(va, cache.get(a));
    assertSame(vb, cache.get(b));
    assertEquals(2, cache.instances());
  }

  /** Keys whose equals and hashCode must not be called: the cache goes by identity. */
  @Test
  void keysAreNeverComparedByValue() {
    record Opaque(String name) {
      @Override
      public boolean equals(Object o) {
        throw new AssertionError("equals called");
      }

      @Override
      public int hashCode() {
        throw new AssertionError("hashCode called");
      }
    }
    DeclCache<Opaque, String> cache = new DeclCache<>(Opaque::name);
    Opaque a = new Opaque("a");
    assertEquals("a", cache.get(a));
    assertEquals("a", cache.get(a));
    assertEquals("b", cache.get(new Opaque("b")));
  }

  /**
   * Values that refer to their own key, their keys dropped at once: in a JVM that clears soft
   * references at every collection, every entry goes (with strongly held values none ever would: a
   * weak key reachable from its own map value is never collected).
   */
  @Test
  void aValueReferringToItsKeyDoesNotKeepItAlive() throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:SoftRefLRUPolicyMSPerMB=0",
                "-Xmx64m",
                "-cp",
                System.getProperty("java.class.path"),
                Child.class.getName())
            .redirectErrorStream(true)
            .start();
    // The child prints one line, far less than a pipe holds: waiting first cannot block it.
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      fail("the child JVM did not end within 60 s");
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
    assertEquals(0, p.exitValue(), out);
    assertEquals("live entries before 1000, after 0, kept 0", out);
  }

  /** The child JVM's part of the test above. */
  static final class Child {
    public static void main(String[] args) throws InterruptedException {
      DeclCache<Key, Object[]> cache = new DeclCache<>(k -> new Object[] {k});
      Key[] keys = new Key[1000];
      for (int i = 0; i < keys.length; i++) {
        keys[i] = new Key("k" + i);
        cache.get(keys[i]);
      }
      int before = cache.instances();
      keys = null;
      // Cleared keys are queued by the JDK's reference handler a little after the collection.
      for (int t = 0; t < 50 && (cache.instances() > 0 || cache.entries() > 0); t++) {
        System.gc();
        Thread.sleep(20);
      }
      System.out.println(
          "live entries before "
              + before
              + ", after "
              + cache.instances()
              + ", kept "
              + cache.entries());
    }
  }
}
