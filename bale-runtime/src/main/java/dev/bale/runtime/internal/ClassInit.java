package dev.bale.runtime.internal;

/**
 * Initializes the generated classes a root can reach before the root is read or written (the clinit
 * risk of docs/safety.md): a class whose static initializer first ran where a deep decode ran out
 * of stack would fail inside it and stay unusable for good ({@code NoClassDefFoundError}), so the
 * runtime initializes them at the root's entry, where the stack is the caller's, once per root
 * codec ({@code AbstractCompactType}, {@code FlatMessageType}). The JDK classes such a root can
 * first use deep inside itself carry the same risk, for the whole JVM: the first root's entry makes
 * them ({@link #initializeJdk}), and the dynamic codec when it is built.
 */
public final class ClassInit {
  private ClassInit() {}

  /** Whether {@link #initializeJdkClasses} ran to its end (a plain field, as reachableReady). */
  private static boolean jdkReady;

  /**
   * Initializes each of {@code types} (null: none), and the first time some JDK classes ({@link
   * #initializeJdkClasses}); a class initialized already costs a lookup.
   */
  public static void initialize(Class<?>[] types) {
    initializeJdk();
    if (types == null) {
      return;
    }
    for (Class<?> c : types) {
      initialize(c);
    }
  }

  /**
   * The JDK classes of {@link #initializeJdkClasses}, the first time (afterwards one field read):
   * for codecs whose roots initialize no reachable types (the dynamic codec, when it is built).
   */
  public static void initializeJdk() {
    if (!jdkReady) {
      initializeJdkClasses();
    }
  }

  private static void initialize(Class<?> c) {
    try {
      Class.forName(c.getName(), true, c.getClassLoader());
    } catch (ClassNotFoundException e) {
      // Not reachable: the class is loaded (the caller holds it).
      throw new IllegalStateException(e);
    }
  }

  /**
   * JDK classes that a root can first use deep inside itself have static initializers of their own:
   * first run at a stack's end, such an initializer fails and the JDK class stays unusable for the
   * life of the JVM, for Bale and for every other user of it. {@code DeepStackTest} run alone (in
   * the suite earlier tests had made these classes) found two: {@code NoClassDefFoundError: Could
   * not initialize class java.nio.ByteBufferAsCharBufferL} (a string table's UTF-16 entries) and
   * {@code sun.nio.cs.US_ASCII$Encoder} ({@link Utf8Encoder}, a writer's first long string). Made
   * here once, at the first root's entry: one view of each kind, little-endian, of heap and direct
   * buffers, writable and read-only (bulk scalar lists, {@code FlatData}'s list views, the UTF-16
   * entries), and one US-ASCII encoding; and {@link ValuePaths}, through which error paths deep in
   * a root name types (the second class a run without the views left unusable).
   */
  private static void initializeJdkClasses() {
    initialize(ValuePaths.class);
    java.nio.ByteBuffer heap = java.nio.ByteBuffer.allocate(8);
    java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(8);
    for (java.nio.ByteBuffer b :
        new java.nio.ByteBuffer[] {
          heap, heap.asReadOnlyBuffer(), direct, direct.asReadOnlyBuffer()
        }) {
      b.order(java.nio.ByteOrder.LITTLE_ENDIAN);
      b.asCharBuffer();
      b.asShortBuffer();
      b.asIntBuffer();
      b.asLongBuffer();
      b.asFloatBuffer();
      b.asDoubleBuffer();
    }
    java.nio.charset.StandardCharsets.US_ASCII
        .newEncoder()
        .encode(java.nio.CharBuffer.wrap(new char[] {'a'}), java.nio.ByteBuffer.allocate(1), false);
    jdkReady = true;
  }

  /**
   * A runtime codec around another (the root wrappers of {@code RootTypes}): its root entries
   * initialize what the wrapped codec's reach.
   */
  public interface Wrapper {
    /** The wrapped codec. */
    Object wrapped();
  }
}
