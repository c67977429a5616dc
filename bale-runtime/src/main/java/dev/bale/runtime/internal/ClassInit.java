package dev.bale.runtime.internal;

/**
 * Initializes the generated classes a root can reach before the root is read or written (the clinit
 * risk of docs/safety.md): a class whose static initializer first ran where a deep decode ran out
 * of stack would fail inside it and stay unusable for good ({@code NoClassDefFoundError}), so the
 * runtime initializes them at the root's entry, where the stack is the caller's, once per root
 * codec ({@code AbstractCompactType}, {@code FlatMessageType}).
 */
public final class ClassInit {
  private ClassInit() {}

  /** Initializes each of {@code types} (null: none); a class initialized already costs a lookup. */
  public static void initialize(Class<?>[] types) {
    if (types == null) {
      return;
    }
    for (Class<?> c : types) {
      try {
        Class.forName(c.getName(), true, c.getClassLoader());
      } catch (ClassNotFoundException e) {
        // Not reachable: the class is loaded (the caller holds it).
        throw new IllegalStateException(e);
      }
    }
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
