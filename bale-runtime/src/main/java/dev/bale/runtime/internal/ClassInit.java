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
   * The runtime's classes with a static initializer that a root can first reach deep inside itself
   * (a fixed-width read, unknown fields, an empty list, a JSON value, an error code, an error
   * path's names, ...): each first run at a stack's end leaves its class unusable for good, as the
   * JDK classes below. Found by {@code DeepStackTest.corpusRootsNearTheStacksEnd} (every corpus
   * case decoded first near the stack's end: {@code LittleEndian} then {@code UnknownFields}); the
   * list is every runtime class with a static initializer but those a root's entry has made already
   * (the reader and writer, their codecs, {@code FlatData}, the pools, the limits, this class),
   * those a probe makes when the API they need is there ({@code ByteViews} by {@code
   * LittleEndian}'s, {@code StringBytes.Fields} by {@code StringBytes}'s: made here they would fail
   * where it is not, as on Android below API level 33) and those only the Jackson modules use
   * ({@code JsonShapes}, {@code UnionShape}, {@code JsonCharges}), checked by {@code
   * ClassInitTest}.
   */
  static final String[] RUNTIME_CLASSES = {
    "dev.bale.runtime.BoolList",
    "dev.bale.runtime.ByteList",
    "dev.bale.runtime.Bytes",
    "dev.bale.runtime.DoubleList",
    "dev.bale.runtime.ErrorCode",
    "dev.bale.runtime.FloatList",
    "dev.bale.runtime.IntList",
    "dev.bale.runtime.JsonField$Int64",
    "dev.bale.runtime.JsonValue",
    "dev.bale.runtime.JsonValue$Null",
    "dev.bale.runtime.LongList",
    "dev.bale.runtime.ShortList",
    "dev.bale.runtime.UnknownFields",
    "dev.bale.runtime.flat.Utf8View",
    "dev.bale.runtime.internal.ClassCache",
    "dev.bale.runtime.internal.Compat",
    "dev.bale.runtime.internal.FlatShape",
    "dev.bale.runtime.internal.Jdk",
    "dev.bale.runtime.internal.LittleEndian",
    "dev.bale.runtime.internal.OpenEnumShape",
    "dev.bale.runtime.internal.StringBytes",
    "dev.bale.runtime.internal.Utf8Encoder",
    "dev.bale.runtime.internal.ValuePaths",
  };

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
    ClassLoader runtime = ClassInit.class.getClassLoader();
    for (String name : RUNTIME_CLASSES) {
      try {
        Class.forName(name, true, runtime);
      } catch (ClassNotFoundException e) {
        // Not reachable: the names are the runtime's own (ClassInitTest checks them).
        throw new IllegalStateException(e);
      }
    }
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
    // The boxes' caches (a map key or optional field of that width, boxed deep in a root) and
    // the shortest-digits classes of Double.toString and Float.toString (JDK 19+: a JSON value's
    // float), found by DeepStackTest.corpusRootsNearTheStacksEnd.
    if (Byte.valueOf((byte) 1).hashCode()
            + Short.valueOf((short) 1).hashCode()
            + Character.valueOf('a').hashCode()
            + Integer.valueOf(1).hashCode()
            + Long.valueOf(1L).hashCode()
            + Double.toString(0.5).length()
            + Float.toString(0.5f).length()
        == 0) {
      throw new AssertionError();
    }
    // A map whose keys' hashes collide keeps a bin of 8 or more as a tree (HashMap's TreeNode,
    // whose static initializer first ran inside a root otherwise): a decoded map of such keys (an
    // i64 key's Long.hashCode is 0 for every t << 32 | t) does it deep in a root. Found by
    // DeepStackTest.classesFirstMadeInsideARoot once the dynamic flat codec was among its cases.
    java.util.HashMap<Long, Boolean> tree = new java.util.HashMap<>(128);
    for (long t = 0; t < 12; t++) {
      tree.put(t << 32 | t, Boolean.TRUE);
    }
    // A view's first checked read that fails surveys the body for the error's path (FlatSurvey),
    // keeping what it walked in BitSets: found by DeepStackTest.classesFirstMadeInsideARoot once
    // views were among its cases.
    new java.util.BitSet(1).set(0);
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
