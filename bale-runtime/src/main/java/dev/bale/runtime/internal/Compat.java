package dev.bale.runtime.internal;

/**
 * Whether the runtime runs as it does on Android API level 26, on a JVM that has more: the system
 * property {@code bale.compat} set to {@code android} makes every probe of a newer API ({@link
 * LittleEndian}'s byte views, {@link Jdk}'s methods, {@code ClassValue}, record reflection, {@link
 * StringBytes}) report it missing, so that the tests can run the forms Android runs (`make test`
 * runs the runtime's and the conformance suite's tests so). Read once; not for production use. Not
 * API.
 */
public final class Compat {
  private Compat() {}

  /** {@code -Dbale.compat=android}: the forms of Android API level 26. */
  public static final boolean ANDROID = "android".equals(System.getProperty("bale.compat"));

  /** A look for an API: true when it is there and works. */
  @FunctionalInterface
  interface Probe {
    boolean found() throws ReflectiveOperationException;
  }

  /**
   * Whether {@code probe} finds its API: false under {@code -Dbale.compat=android}, and when the
   * look fails to link or throws (on Android: {@code NoClassDefFoundError}, {@code
   * NoSuchMethodError}, {@code VerifyError}, {@code ExceptionInInitializerError}, or a reflective
   * lookup's exception). Every probe of the runtime goes through here, so all agree on what "not
   * there" means.
   */
  static boolean has(Probe probe) {
    if (ANDROID) {
      return false;
    }
    try {
      return probe.found();
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      return false;
    }
  }
}
