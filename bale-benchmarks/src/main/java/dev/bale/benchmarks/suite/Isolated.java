package dev.bale.benchmarks.suite;

import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Arrays;
import java.util.function.IntConsumer;
import org.openjdk.jmh.infra.Blackhole;

/**
 * One side of a side-by-side pair ({@link GoalAb}, {@link PartialAb}) set up in a class loader of
 * its own, so that the two sides share the JVM's load, heap and JDK classes but no class of the
 * suite, of Bale's runtime, of the generated records or of a peer's library: each side's code is
 * profiled and compiled as in a JMH fork of its own.
 *
 * <p>Why: Fory and Kryo encode and decode the very record classes Bale generates, and FlatBuffers'
 * decode builds them. In one JVM, a peer's decode calls the records' constructors from code that
 * does not inline them; they turn hot on their own, C2 compiles them stand-alone, and a constructor
 * of many fields compiles to more than {@code InlineSmallCode} (2,500 bytes: G1's barrier for every
 * reference field). From then on C2 refuses to inline it into Bale's decode ("already compiled into
 * a big method" in {@code -XX:+PrintInlining}), and Bale's decode pays a call and the barriers per
 * record: google_message2 decode 47 µs alone, 68 µs once Fory's decode has run in the same JVM
 * (docs/benchmarks-log.md, "Side-by-side pairs in class loaders of their own"). JMH's forks do not
 * share classes; a pair in one loader did.
 *
 * <p>{@code -Dbale.isolate=false} sets both sides up in the application's loader, as before.
 */
final class Isolated {
  private Isolated() {}

  /** Whether pairs are set up in loaders of their own ({@code -Dbale.isolate}, default true). */
  static final boolean ENABLED = Boolean.parseBoolean(System.getProperty("bale.isolate", "true"));

  /**
   * {@code op} ({@code encode} or {@code decode}) of the suite's case {@code kase} (e.g. {@code
   * media.1/fory}), set up in a new class loader over this JVM's class path (parent: the platform
   * loader) when {@link #ENABLED}, with its own {@link Blackhole}.
   */
  static Runnable codec(String kase, String op) {
    return ENABLED ? (Runnable) load("local", kase, op) : local(kase, op);
  }

  /**
   * The {@link PartialReadBench} row {@code id} (e.g. {@code media.1/bale-flat-view}) set up like
   * {@link #codec}: {@code accept(n)} runs {@code n} reads, the loop in the row's own loader.
   */
  static IntConsumer partial(String id) {
    return ENABLED ? (IntConsumer) load("partialLocal", id) : partialLocal(id);
  }

  /** Calls this class's static {@code method} in a new loader over this JVM's class path. */
  private static Object load(String method, String... args) {
    String what = String.join(" ", args);
    URLClassLoader loader =
        new URLClassLoader(
            "isolated " + args[0], classPath(), ClassLoader.getPlatformClassLoader());
    try {
      Class<?>[] types = new Class<?>[args.length];
      Arrays.fill(types, String.class);
      Method m =
          Class.forName(Isolated.class.getName(), true, loader).getDeclaredMethod(method, types);
      m.setAccessible(true);
      return m.invoke(null, (Object[]) args);
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(what + ": set-up failed", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(what + ": cannot load the suite again", e);
    }
  }

  /** {@link #partial} in this class's own loader. */
  static IntConsumer partialLocal(String id) {
    Blackhole bh = Interleaved.blackhole();
    PartialReadBench p = SbeAb.partial(id);
    return n -> {
      for (int i = 0; i < n; i++) {
        p.read(bh);
      }
    };
  }

  /** {@code op} of {@code kase} set up in this class's own loader. */
  static Runnable local(String kase, String op) {
    Blackhole bh = Interleaved.blackhole();
    CodecBench b = SbeAb.codec(kase);
    return switch (op) {
      case "encode" -> () -> bh.consume(b.encode());
      case "decode" -> () -> bh.consume(b.decode());
      default -> throw new IllegalArgumentException("op: encode|decode, not " + op);
    };
  }

  private static URL[] classPath() {
    String cp = System.getProperty("java.class.path");
    return Arrays.stream(cp.split(File.pathSeparator))
        .filter(s -> !s.isEmpty())
        .map(
            s -> {
              try {
                return new File(s).toURI().toURL();
              } catch (MalformedURLException e) {
                throw new IllegalStateException("class path entry " + s, e);
              }
            })
        .toArray(URL[]::new);
  }
}
