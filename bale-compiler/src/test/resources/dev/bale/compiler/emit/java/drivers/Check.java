package drivers;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import java.util.Objects;

/** Assertions for driver code (drivers run inside the JUnit test that compiled them). */
final class Check {
  private Check() {}

  static void equal(Object expected, Object actual, String what) {
    if (!Objects.equals(expected, actual)) {
      throw new AssertionError(what + ": expected <" + expected + "> but was <" + actual + ">");
    }
  }

  static void isTrue(boolean condition, String what) {
    if (!condition) {
      throw new AssertionError(what);
    }
  }

  static BaleException fails(ErrorCode code, Runnable action, String what) {
    try {
      action.run();
    } catch (BaleException e) {
      if (e.code() != code) {
        throw new AssertionError(what + ": expected " + code + " but got " + e, e);
      }
      return e;
    }
    throw new AssertionError(what + ": expected " + code + " but nothing was thrown");
  }

  static <T extends Throwable> T throwsType(Class<T> type, Runnable action, String what) {
    try {
      action.run();
    } catch (Throwable t) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
      throw new AssertionError(what + ": expected " + type.getSimpleName() + " but got " + t, t);
    }
    throw new AssertionError(what + ": expected " + type.getSimpleName() + ", nothing thrown");
  }
}
