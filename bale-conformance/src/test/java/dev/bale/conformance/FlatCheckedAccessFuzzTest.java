package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.AllTypes;
import alltypes.Node;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;
import java.lang.reflect.InvocationTargetException;
import java.util.function.Supplier;
import media.MediaContent;

/**
 * Jazzer fuzz targets for checked access (FORMAT.md §F13; RELIABILITY.md G1, G2, G6): any input is
 * wrapped with {@code View.wrap} and every accessor of every view reached is called ({@link
 * ViewWalker#walkAll}, up to {@link #MAX_CALLS} calls); the only exception allowed to escape is
 * {@link BaleException}. Against the verifier: when {@link FlatVerifier#root} accepts the bytes,
 * the walk ends without error (except {@code LIMIT_EXCEEDED}: the walk calls several accessors per
 * item and each is charged) and the view's {@code decode()} equals {@code FLAT.read} — checked
 * access never returns other data than verified decoding; when the walk fails with any other code,
 * the verifier rejects the bytes too.
 *
 * <p>Without {@code JAZZER_FUZZ=1} (every {@code make test}) each target replays the seed corpus of
 * {@link FlatVerifyFuzzTest} ({@code FlatCheckedAccessFuzzTestInputs} links to its inputs: the
 * valid vectors of the type, corrupted variants and the findings so far). {@code make fuzz
 * FUZZ_TEST=FlatCheckedAccessFuzzTest#allTypes} fuzzes for real.
 */
class FlatCheckedAccessFuzzTest {
  /** Accessor calls per input at most (keeps executions fast; the budget bounds the rest). */
  static final int MAX_CALLS = 200_000;

  /**
   * The cap for {@code node}: a recursive type whose shared default messages fan out, so a walk of
   * 200,000 reflective calls took 1-3.6 s an input and stalled the campaign at ~12 executions a
   * second (2026-11-26). 20,000 is the cap of the suite's other walks (ViewWalker's default).
   */
  static final int NODE_MAX_CALLS = 20_000;

  @FuzzTest(maxDuration = "5m")
  void allTypes(byte[] data) throws Throwable {
    check(data, AllTypes.View::new, AllTypes.FLAT, MAX_CALLS);
  }

  @FuzzTest(maxDuration = "5m")
  void node(byte[] data) throws Throwable {
    check(data, Node.View::new, Node.FLAT, NODE_MAX_CALLS);
  }

  @FuzzTest(maxDuration = "5m")
  void mediaContent(byte[] data) throws Throwable {
    check(data, MediaContent.View::new, MediaContent.FLAT, MAX_CALLS);
  }

  static <V, T> void check(byte[] data, Supplier<V> views, FlatType<T> type, int maxCalls)
      throws Throwable {
    boolean verified;
    int root = 0;
    BaleException rejected = null;
    FlatData d = new FlatData().reset(data, 0, data.length);
    try {
      root = new FlatVerifier().root(type, d);
      verified = true;
    } catch (BaleException e) {
      verified = false;
      rejected = e;
    }
    V view = views.get();
    Object wrapped;
    try {
      wrapped = view.getClass().getMethod("wrap", byte[].class).invoke(view, (Object) data);
      ViewWalker.walkAll(wrapped, maxCalls);
    } catch (InvocationTargetException e) {
      checkedFailure(e.getCause(), rejected, verified);
      return;
    } catch (BaleException e) {
      checkedFailure(e, rejected, verified);
      return;
    }
    if (verified) {
      // Never other data: the checked view decodes to what verified decoding gives.
      Object again = view.getClass().getMethod("wrap", byte[].class).invoke(view, (Object) data);
      assertTrue(
          GraphEquals.equal(type.read(d, root), again.getClass().getMethod("decode").invoke(again)),
          "checked decode() equals verified FLAT.read");
    }
  }

  private static void checkedFailure(Throwable t, BaleException rejected, boolean verified)
      throws Throwable {
    if (!(t instanceof BaleException e)) {
      throw t;
    }
    if (verified && e.code() != ErrorCode.LIMIT_EXCEEDED) {
      throw new AssertionError("the verifier accepted bytes checked access rejects: " + e, e);
    }
    // The same item as the verifier's first error (code and offset; the traversal budget aside):
    // the same field path, found when the read failed.
    if (rejected != null
        && rejected.code() == e.code()
        && rejected.offset() == e.offset()
        && !e.detail().equals("traversal budget exhausted")
        && !rejected.path().equals(e.path())) {
      throw new AssertionError("path " + e.path() + ", the verifier's " + rejected.path(), e);
    }
  }
}
