package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.dynamic.Inspector;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatReader;
import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The corrupt-input contract (VECTORS.md §2 and §2.1), once for every implementation: each case of
 * {@code testdata/corrupt} (compact) and {@code testdata/corrupt/flat} ends in a {@link
 * BaleException} with exactly its code, at an offset inside the input (exactly the case's offset
 * when it gives one) — never a value, never another throwable. The implementations of each codec
 * are listed once ({@link #COMPACT}, {@link #FLAT}) and every case runs through all of its codec's:
 *
 * <ul>
 *   <li>compact: the generated goldens, the dynamic codec, and {@code bale inspect}'s walker (which
 *       reports the error in its result and must never throw);
 *   <li>flat: the generated verifier, the generated decode ({@code FlatReader}: verify, then read),
 *       generated checked access ({@code View.wrap}, then every accessor through {@link
 *       ViewWalker#walkAll}), the dynamic verifier, the dynamic decode, and {@code bale inspect
 *       --codec flat}.
 * </ul>
 *
 * The TypeScript runtime is held to the same two corpora by {@code ts/test/conformance.test.ts} and
 * {@code ts/test/harness/flat.ts}.
 */
class CorruptCorpusTest {
  static final int MIN_CASES = 40;
  static final int MIN_FLAT_CASES = 30;

  /**
   * Cases the inspector deliberately accepts although the decoder rejects them: it expands each
   * object-table entry once, so the expanded-size rule (FORMAT.md §2.2 rule 5) does not protect it
   * and it does not apply it (bale-dynamic's alias-chain case file says {@code "inspect": true}).
   * Reported, since the Inspector's class comment says it rejects exactly what the decoder rejects.
   * Pinned: once the inspector rejects such a case, its test fails until the case leaves this set.
   */
  static final Set<String> INSPECTOR_ACCEPTS = Set.of("reference.alias-chain-10x10");

  /** One implementation of a codec under the contract. */
  private interface Impl {
    /**
     * Runs the case; returns the error that rejected it, or null if the bytes were accepted. Any
     * other throwable escapes and fails the test.
     */
    BaleException reject(Corpus.Corrupt c) throws Throwable;
  }

  private record Named(String name, Impl impl) {}

  /** The implementations that the checks below single out by name. */
  private static final String INSPECTOR = "inspector";

  private static final String CHECKED_ACCESS = "generated checked access";

  private interface Run {
    void run() throws Throwable;
  }

  /** The BaleException {@code r} throws, or null if it returns. */
  private static BaleException rejects(Run r) throws Throwable {
    try {
      r.run();
      return null;
    } catch (BaleException e) {
      return e;
    }
  }

  /** The compact implementations. */
  private static final List<Named> COMPACT =
      List.of(
          new Named("generated", c -> decode(c, Codec.generated(c.schema(), c.type()))),
          new Named("dynamic", c -> decode(c, Codec.dynamic(c.schema(), c.type()))),
          new Named(INSPECTOR, CorruptCorpusTest::compactInspector));

  /** The flat implementations (checked access only for cases that do not opt out of it). */
  private static final List<Named> FLAT =
      List.of(
          new Named("generated verify", CorruptCorpusTest::generatedFlatVerify),
          new Named("generated decode", CorruptCorpusTest::generatedFlatDecode),
          new Named(CHECKED_ACCESS, CorruptCorpusTest::generatedCheckedAccess),
          new Named(
              "dynamic verify",
              c ->
                  rejects(
                      () ->
                          FlatCodecs.of(c.schema(), c.type())
                              .type
                              .verifyFlat(Hex.decode(c.hex()), c.frame(), limits(c.limits())))),
          new Named(
              "dynamic decode",
              c ->
                  rejects(
                      () ->
                          FlatCodecs.of(c.schema(), c.type())
                              .decode(Hex.decode(c.hex()), c.frame(), limits(c.limits())))),
          new Named(
              INSPECTOR,
              c ->
                  onSmallStack(
                      () ->
                          FlatCodecs.of(c.schema(), c.type())
                              .type
                              .inspectFlat(Hex.decode(c.hex()), c.frame(), limits(c.limits())))));

  @Test
  void corpusHasAtLeast40Cases() {
    int n = Corpus.corrupt().size();
    assertTrue(n >= MIN_CASES, "expected >= " + MIN_CASES + " corrupt cases, found " + n);
  }

  @Test
  void corpusHasAtLeast30FlatCases() {
    int n = Corpus.flatCorrupt().size();
    assertTrue(n >= MIN_FLAT_CASES, "expected >= " + MIN_FLAT_CASES + " flat cases, found " + n);
  }

  @TestFactory
  Stream<DynamicNode> compact() {
    return cases(Corpus.corrupt(), COMPACT);
  }

  @TestFactory
  Stream<DynamicNode> flat() {
    return cases(Corpus.flatCorrupt(), FLAT);
  }

  private static Stream<DynamicNode> cases(List<Corpus.Corrupt> corpus, List<Named> impls) {
    List<DynamicNode> out = new ArrayList<>();
    for (Corpus.Corrupt c : corpus) {
      List<DynamicTest> tests = new ArrayList<>();
      for (Named n : impls) {
        if (n.name().equals(CHECKED_ACCESS) && !c.checkedAccess()) {
          tests.add(DynamicTest.dynamicTest("checked access opt-out", () -> checkOptOut(c)));
        } else {
          tests.add(DynamicTest.dynamicTest(n.name(), () -> check(c, n)));
        }
      }
      out.add(DynamicContainer.dynamicContainer(c.name(), tests.stream()));
    }
    return out.stream();
  }

  /** The contract for one case and one implementation. */
  static void check(Corpus.Corrupt c, Named n) throws Throwable {
    String who = c.name() + " (" + n.name() + ")";
    BaleException e;
    try {
      e = n.impl().reject(c);
    } catch (Throwable t) {
      throw new AssertionError(who + ": expected BaleException " + c.code() + ", got " + t, t);
    }
    if (n.name().equals(INSPECTOR) && INSPECTOR_ACCEPTS.contains(c.name())) {
      assertNull(e, () -> who + ": the inspector now rejects it; remove the exemption");
      return;
    }
    if (e == null) {
      fail(who + ": accepted, expected " + c.code());
    }
    int length = Hex.decode(c.hex()).length;
    assertEquals(c.code(), e.code().name(), who + ": wrong error code; " + e.getMessage());
    assertTrue(e.offset() >= 0 && e.offset() <= length, who + ": offset within the input: " + e);
    if (c.offset() != null) {
      assertEquals(
          (long) c.offset(), e.offset(), who + ": wrong offset (FORMAT.md §0); " + e.getMessage());
    }
    // Every decoder's path starts with the root type's simple name (FORMAT.md §8), not its full
    // name; a frame header's errors come before the root and name none. (The inspector names the
    // string table and items by position, not by field.)
    String simple = c.type().substring(c.type().lastIndexOf('.') + 1);
    if (!n.name().equals(INSPECTOR) && !(c.name().startsWith("frame.") && e.path().isEmpty())) {
      assertTrue(
          e.path().equals(simple)
              || e.path().startsWith(simple + ".")
              || e.path().startsWith(simple + "["),
          who + ": path " + e.path() + " starts with " + simple + "; " + e.getMessage());
    }
    if (n.name().equals(CHECKED_ACCESS)) {
      // Checked access finds the path only on failure, from the verifier: the same path as a
      // verification up front, not just the root type's name. Its traversal budget is spent by
      // the reads, in their order, not by one item: that error names the root type.
      BaleException verified = generatedFlatVerify(c);
      String path =
          e.detail().equals("traversal budget exhausted")
              ? c.type().substring(c.type().lastIndexOf('.') + 1)
              : verified.path();
      assertEquals(path, e.path(), who + ": field path; " + e.getMessage());
    }
  }

  /**
   * Reading in place never writes, so the rules about writing defaults again (depth and message
   * count, FORMAT.md §7, §F10.2, §F13) are the verifier's and the decoder's alone: only such cases
   * may opt out of checked access.
   */
  static void checkOptOut(Corpus.Corrupt c) {
    assertTrue(
        c.code().equals("DEPTH_LIMIT") || c.code().equals("LIMIT_EXCEEDED"),
        c.name() + ": checkedAccess=false with " + c.code());
    assertTrue(c.name().contains("default"), c.name() + ": checkedAccess=false is for defaults");
  }

  // ---------------------------------------------------------------- compact

  private static BaleException decode(Corpus.Corrupt c, Codec codec) throws Throwable {
    return rejects(() -> codec.decode(Hex.decode(c.hex()), c.frame(), limits(c.limits())));
  }

  /**
   * The annotated dump of {@code bale inspect} (bale-dynamic {@code Inspector}) walks the bytes
   * without the decoder and must report the same code (and offset) as its error, never throw. On a
   * 256 KiB stack, as small as the decoders get (LimitsTest): the walker keeps open composites on a
   * heap stack, so the depth cases (depth.node-chain-64) pass here too.
   */
  private static BaleException compactInspector(Corpus.Corrupt c) throws Throwable {
    return onSmallStack(
        () ->
            Inspector.inspect(
                Schemas.decl(c.schema(), c.type()),
                Hex.decode(c.hex()),
                c.frame(),
                limits(c.limits())));
  }

  private interface InspectCall {
    Inspector.Result run();
  }

  /** Runs an inspector on a fresh thread with a 256 KiB stack; its error, or null if it accepts. */
  private static BaleException onSmallStack(InspectCall call) throws Throwable {
    Object[] out = new Object[1];
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                out[0] = call.run();
              } catch (Throwable e) {
                out[0] = e;
              }
            },
            "inspect",
            256 * 1024);
    t.start();
    t.join(60_000);
    if (t.isAlive()) {
      throw new AssertionError("the inspector did not finish within 60 s");
    }
    if (out[0] instanceof Throwable e) {
      throw e;
    }
    return ((Inspector.Result) out[0]).error();
  }

  // ---------------------------------------------------------------- flat, generated

  private static Class<?> generatedClass(Corpus.Corrupt c) throws ClassNotFoundException {
    return Class.forName(Schemas.javaClassName(c.schema(), Schemas.decl(c.schema(), c.type())));
  }

  private static long fingerprint(Corpus.Corrupt c) {
    return dev.bale.schema.Canonical.fingerprint(Schemas.decl(c.schema(), c.type()));
  }

  private static BaleException generatedFlatVerify(Corpus.Corrupt c) throws Throwable {
    FlatType<Object> type = FlatGeneratedTest.flatType(generatedClass(c));
    byte[] bytes = Hex.decode(c.hex());
    FlatVerifier v = new FlatVerifier(limits(c.limits()));
    try {
      int root =
          c.frame()
              ? v.beginFramed(bytes, 0, bytes.length, type.schemaName(), true, fingerprint(c))
              : v.begin(bytes, 0, bytes.length, type.schemaName());
      type.verify(v, root);
      v.leave();
      return null;
    } catch (BaleException e) {
      return e;
    } finally {
      v.finish();
    }
  }

  private static BaleException generatedFlatDecode(Corpus.Corrupt c) throws Throwable {
    FlatType<Object> type = FlatGeneratedTest.flatType(generatedClass(c));
    byte[] bytes = Hex.decode(c.hex());
    try {
      if (c.frame()) {
        if (c.limits() != null && !c.limits().isNull()) {
          throw new IllegalStateException(
              c.name() + ": a framed flat case with limits (Flat.decodeFramed takes none)");
        }
        Flat.decodeFramed(type, bytes, fingerprint(c));
      } else {
        new FlatReader(limits(c.limits())).decode(type, bytes);
      }
      return null;
    } catch (BaleException e) {
      return e;
    }
  }

  /**
   * Checked access (FORMAT.md §F13): wraps the bytes as {@code View.wrap} does (with the case's
   * limits), then walks every accessor of every view reached, every list element and map entry
   * ({@link ViewWalker#walkAll}); some accessor must throw the case's code at the case's offset. A
   * framed case is wrapped as {@code View.wrapFramed} does, checking the frame first.
   */
  private static BaleException generatedCheckedAccess(Corpus.Corrupt c) throws Throwable {
    Class<?> cls = generatedClass(c);
    FlatType<Object> type = FlatGeneratedTest.flatType(cls);
    byte[] bytes = Hex.decode(c.hex());
    Object view = FlatGeneratedTest.viewClass(cls).getConstructor().newInstance();
    FlatData data = new FlatData(type).reset(bytes, 0, bytes.length);
    try {
      Limits limits = limits(c.limits());
      int root =
          c.frame()
              ? data.checkFramed(type.schemaName(), limits, true, fingerprint(c))
              : data.check(type.schemaName(), limits);
      Object wrapped =
          view.getClass().getMethod("flatAt", FlatData.class, int.class).invoke(view, data, root);
      ViewWalker.walkAll(wrapped);
      return null;
    } catch (BaleException e) {
      return e;
    }
  }

  // ---------------------------------------------------------------- limits

  /** Reader limits of a case: the defaults with the case's overrides (VECTORS.md §2). */
  static Limits limits(JsonNode overrides) {
    if (overrides == null || overrides.isNull()) {
      return Limits.DEFAULT;
    }
    Limits.Builder b = Limits.builder();
    for (Map.Entry<String, JsonNode> e :
        (Iterable<Map.Entry<String, JsonNode>>) overrides::fields) {
      int v = e.getValue().intValue();
      switch (e.getKey()) {
        case "depth" -> b.depth(v);
        case "maxStreamMessageBytes" -> b.maxStreamMessageBytes(v);
        case "maxStringTableEntries" -> b.maxStringTableEntries(v);
        case "maxObjects" -> b.maxObjects(v);
        default -> throw new IllegalArgumentException("unknown limit " + e.getKey());
      }
    }
    return b.build();
  }
}
