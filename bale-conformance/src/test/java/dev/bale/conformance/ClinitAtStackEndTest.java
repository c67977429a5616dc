package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.Leaf;
import alltypes.Shape;
import dev.bale.runtime.Compact;
import java.io.ByteArrayOutputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * G2 at the stack's end, for the one failure that outlived the root (docs/safety.md, "Static
 * initializers at the stack's end"): a generated class whose static initializer first runs where
 * the stack runs out fails inside {@code <clinit>}, and the JVM then marks it unusable for good
 * ({@code NoClassDefFoundError} on every later use, not a {@code BaleException}). Reproduced with a
 * {@code list<Shape>} root whose one element nests {@code Shape.nested} {@code n} levels around a
 * {@code Leaf}, so that {@code alltypes.Leaf} is first reached {@code n} levels down: each {@code
 * n} is decoded in a class loader of its own (the runtime and the goldens loaded afresh, nothing
 * initialized) on a thread with a 256 KiB stack, under a depth limit of 1,000,000, then a shallow
 * root is decoded in the same loader. Some {@code n} just below where the decode starts to end in
 * {@code DEPTH_LIMIT} leave {@code Leaf} unusable, the shallow root decoded next ending in {@code
 * NoClassDefFoundError}: n = 550-555, 598, 599, 614 of 448-704 in this test's run of 2026-12-01
 * 00:39 UTC, 590-621 (11 of them) in one of 00:50 (which n varies with the JIT; 593-598 of 560-700
 * standalone, default JIT and {@code -Xint} alike); the deep decode itself ends in {@code
 * DEPTH_LIMIT} or in the same error. It failed so on the code of 2026-12-01 (and again with {@code
 * ClassInit.initialize} made a no-op: n = 544, 552, 555, 558, ...); it passes since every root's
 * entry initializes the classes its codec's {@code reachableTypes()} lists, where the stack is the
 * caller's (docs/safety.md, "Static initializers at the stack's end").
 */
class ClinitAtStackEndTest {

  /**
   * The compact bytes of a {@code roots.shapes} root holding {@code Nested^n(Leaf("x", 1))},
   * written out (the writer's depth limit stops at 64): string table, the list's header (its byte
   * length, {@code << 2}), the count, {@code n} case ids 10, then case 4 and the {@code Leaf}.
   */
  static byte[] chain(int n) {
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    o.write(2);
    o.write(1);
    o.write('x');
    long v = (long) (5 + n) << 2;
    while (v >= 0x80) {
      o.write((int) (v & 0x7f) | 0x80);
      v >>>= 7;
    }
    o.write((int) v);
    o.write(1);
    for (int i = 0; i < n; i++) {
      o.write(10);
    }
    o.write(4);
    o.write(8);
    o.write(0);
    o.write(2);
    return o.toByteArray();
  }

  private static Object cause(Object outcome) {
    return outcome instanceof InvocationTargetException e ? e.getCause() : outcome;
  }

  /** Decodes {@code chain(n)} then {@code chain(0)} in a fresh loader: the two outcomes. */
  private static Object[] fresh(URL[] urls, int n) throws Exception {
    try (URLClassLoader l = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
      Class<?> compact = l.loadClass("dev.bale.runtime.Compact");
      Class<?> limitsType = l.loadClass("dev.bale.runtime.Limits");
      Object builder = limitsType.getMethod("builder").invoke(null);
      builder = builder.getClass().getMethod("depth", int.class).invoke(builder, 1_000_000);
      Object limits = builder.getClass().getMethod("build").invoke(builder);
      Object root = l.loadClass("roots.shapes.Root").getField("COMPACT").get(null);
      Method decode =
          compact.getMethod(
              "decode", l.loadClass("dev.bale.runtime.CompactType"), byte[].class, limitsType);
      byte[] deep = chain(n);
      byte[] shallow = chain(0);
      Object first =
          DeepStackTest.onStack(256 * 1024, () -> decode.invoke(null, root, deep, limits));
      Object then =
          DeepStackTest.onStack(256 * 1024, () -> decode.invoke(null, root, shallow, limits));
      return new Object[] {cause(first), cause(then)};
    }
  }

  @Test
  void aTypeFirstReachedAtTheStacksEndStaysUsable() throws Exception {
    Shape leaf = new Shape.Leaf(new Leaf("x", 1, null));
    assertArrayEquals(
        Compact.encode(
            roots.shapes.Root.COMPACT,
            new roots.shapes.Root(List.of(new Shape.Nested(new Shape.Nested(leaf))), null)),
        chain(2));
    URL[] urls = {
      Leaf.class.getProtectionDomain().getCodeSource().getLocation(),
      Compact.class.getProtectionDomain().getCodeSource().getLocation()
    };
    // Where decodes start to end in DEPTH_LIMIT (the stack's end), then every n up to it.
    int end = 64;
    while (!(fresh(urls, end)[0] instanceof Exception) && end < 1 << 16) {
      end += 64;
    }
    List<String> unusable = new ArrayList<>();
    for (int n = Math.max(0, end - 192); n <= end + 64; n++) {
      Object[] outcome = fresh(urls, n);
      if (outcome[1] instanceof Throwable t) {
        unusable.add(n + ": " + outcome[0] + ", then " + t);
      }
    }
    assertTrue(unusable.isEmpty(), "stack's end near " + end + ": " + unusable);
  }
}
