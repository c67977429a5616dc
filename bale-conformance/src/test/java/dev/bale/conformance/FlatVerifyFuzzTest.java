package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.AllTypes;
import alltypes.Node;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;
import java.util.function.Supplier;
import media.MediaContent;

/**
 * Jazzer fuzz targets for the generated flat verifier and views (RELIABILITY.md G9: "verified"
 * implies every generated accessor is in bounds).
 *
 * <p>For any input: verification ({@code View.wrap}) ends in success or a {@link BaleException}
 * (anything else fails); when it succeeds, every accessor of the root view and of every view
 * reached from it returns normally ({@link ViewWalker}), {@code decode()} succeeds, and the record
 * re-encodes and decodes to an equal record.
 *
 * <p>Without {@code JAZZER_FUZZ=1} (every {@code make test}) each target replays its corpus in
 * {@code src/test/resources/dev/bale/conformance/FlatVerifyFuzzTestInputs/<method>/}: the flat
 * bytes of the valid vectors of its type, corrupted variants, and every finding so far. {@code make
 * fuzz FUZZ_TEST=FlatVerifyFuzzTest#allTypes} fuzzes for real.
 */
class FlatVerifyFuzzTest {

  @FuzzTest(maxDuration = "5m")
  void allTypes(byte[] data) throws Throwable {
    check(data, AllTypes.View::new, AllTypes.FLAT);
  }

  @FuzzTest(maxDuration = "5m")
  void node(byte[] data) throws Throwable {
    check(data, Node.View::new, Node.FLAT);
  }

  @FuzzTest(maxDuration = "5m")
  void mediaContent(byte[] data) throws Throwable {
    check(data, MediaContent.View::new, MediaContent.FLAT);
  }

  /** Fuzz targets by root type, for {@link #writeSeed}. */
  private static final java.util.Map<String, String> TARGETS =
      java.util.Map.of(
          "alltypes.AllTypes",
          "allTypes",
          "alltypes.Node",
          "node",
          "media.MediaContent",
          "mediaContent");

  /**
   * With {@code -Dbale.writeFlatFuzzSeeds=true}, {@link FlatGeneratedTest} stores the flat bytes of
   * every vector of a fuzzed type as a seed of its target (the committed seed corpus).
   */
  static void writeSeed(Corpus.Vector v, byte[] flat) throws java.io.IOException {
    String target = TARGETS.get(v.type());
    if (target == null) {
      return;
    }
    java.nio.file.Path dir =
        TestData.root()
            .resolve("bale-conformance/src/test/resources/dev/bale/conformance")
            .resolve("FlatVerifyFuzzTestInputs")
            .resolve(target);
    java.nio.file.Files.createDirectories(dir);
    java.nio.file.Files.write(
        dir.resolve("vector-" + v.name().replaceAll("[^A-Za-z0-9._-]", "_")), flat);
  }

  /**
   * The traversal budget of the harness's first walk: {@code 64 x input + 64 Ki} units. The default
   * budget's floor (64 Mi units, FORMAT.md §F10.3) lets a 2 KB buffer of aliased pointers cost up
   * to about 15 ms to verify, by design; a campaign whose corpus fills with such inputs ran at ~450
   * executions a second. Inputs within this budget go on to the checks below under the default
   * limits; those past it end there (their walk is the one already covered, longer).
   */
  static long harnessBudget(byte[] data) {
    return 64L * data.length + 65536;
  }

  static <V, T> void check(byte[] data, Supplier<V> views, FlatType<T> type) throws Throwable {
    FlatVerifier first = new FlatVerifier(Limits.DEFAULT).traversalBudget(harnessBudget(data));
    try {
      type.verify(first, first.begin(data, 0, data.length, type.schemaName()));
      first.leave();
    } catch (BaleException | StackOverflowError e) {
      // Past the harness budget: done (see harnessBudget). Any other outcome is checked below,
      // through the API under test.
      if (e instanceof BaleException b && b.code() == ErrorCode.LIMIT_EXCEEDED) {
        return;
      }
    } finally {
      first.finish();
    }
    FlatData d = new FlatData().reset(data, 0, data.length);
    int root;
    try {
      root = new FlatVerifier().root(type, d);
    } catch (BaleException expected) {
      return;
    }
    V view = views.get();
    Object wrapped = view.getClass().getMethod("wrap", byte[].class).invoke(view, (Object) data);
    ViewWalker.walk(wrapped);
    @SuppressWarnings("unchecked")
    T record = (T) wrapped.getClass().getMethod("decode").invoke(wrapped);
    // GraphEquals, not equals(): a record decoded from shared pointers is a DAG, whose equals()
    // compares a shared subtree once per path to it.
    assertTrue(GraphEquals.equal(record, type.read(d, root)), "decode() and FLAT.read agree");
    // Whatever verifies re-encodes, at the same depth limit: the verifier counts the levels an
    // absent field's default takes (FORMAT.md §7; once a known issue, see the corpus input
    // flat-default-depth-node-chain).
    //
    // Shared targets written out once per path (the plain encoder does not deduplicate messages)
    // can expand a few hundred bytes of aliases to millions of objects, which rightly fail to
    // decode past maxObjects: such a value re-encodes with its sharing kept, as the compact harness
    // does (PrefixAndBitFlipTest). Whether it expands is counted on the record graph first
    // (SharingExpansion: one visit per instance), so the expansion is never written out.
    int cap = PrefixAndBitFlipTest.Outcome.expansionCap(data);
    byte[] again = SharingExpansion.records(record, cap) >= cap ? null : Flat.encode(type, record);
    if (again == null || PrefixAndBitFlipTest.Outcome.expandsSharing(again, data)) {
      again = Flat.encode(new FlatBuilder().dedupMessages(true), type, record).toByteArray();
    }
    assertTrue(
        GraphEquals.equal(record, Flat.decode(type, again)), "re-encoded record decodes to itself");
  }
}
