package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.Wide;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.Limits;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Jackson module's reading budget (JSON.md §6, "Reading budget"): Jackson builds a record for
 * every {@code {}}, with a slot for every field the object leaves out, so 3 bytes of input held 168
 * bytes of {@link Wide} and allocated 447 (149 x the input; 583 x for a message of 200 {@code i32}
 * fields, which read 3 MB of {@code {}} in 13 s into 1.1 GB of heap, and ran out of a 512 MB one).
 * Now every read charges what it builds and stops with the module's {@code JsonLimitException}; in
 * both Jackson 2 and 3.
 */
class JacksonReadBudgetTest {
  private static final Type WIDES = JacksonMapper.of(List.class, Wide.class);

  /**
   * What a {@code {}} of {@link Wide} is charged: its FORMAT.md §7.1 record, 24 + 8 x 38 components
   * (its 37 fields and the unknown fields; they own nothing: {@code Boolean}, {@code String},
   * {@code int}) = 328, the constant generated compact decoding charges for it, plus Jackson's
   * constructor arguments: 64 + 8 x 38 under Jackson 2 (696 in all), 128 + 20 x 38 under Jackson 3
   * (1,216), JsonCharges.Creator.
   */
  private static long wide(JacksonMapper m) {
    return 328 + (m.version() == 3 ? 128 + 20 * 38 : 64 + 8 * 38);
  }

  /** {@code [{},{},...]} with {@code n} empty objects: 3n bytes. */
  static String empties(int n) {
    StringBuilder sb = new StringBuilder(2 + 3 * n).append('[');
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "{}" : ",{}");
    }
    return sb.append(']').toString();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void emptyObjectsOfAWideMessageAreRejectedWithinTheBudget(JacksonMapper m) throws Exception {
    long WIDE = wide(m);
    byte[] doc = empties(1_000_000).getBytes(StandardCharsets.US_ASCII); // 3,000,002 bytes
    // The first element whose charge passes 64 MiB: the budget of what has been read there
    // (under 300 KB, 64 x that is below the floor).
    long at = Limits.DEFAULT.decodedSizeFloor() / WIDE;
    // A first read pays one-off costs (Jackson 3's deserializers and caches: about 8 MB) that are
    // not what the bound below is about, the allocation per value read.
    m.read(empties(1_000), WIDES);
    JacksonMapper.Limit e =
        allocationBounded(
            Limits.DEFAULT.decodedSizeFloor() + (16 << 20), () -> fails(() -> m.read(doc, WIDES)));
    assertEquals("JSON_LIMIT_EXCEEDED", e.code());
    assertEquals("$[" + at + "]", e.path(), e.toString());
    assertEquals(1, e.line());
    assertEquals(2 + 3 * at, e.column()); // its '{'
    assertEquals(Limits.DEFAULT.decodedSizeFloor(), e.budget());
    assertEquals((at + 1) * WIDE, e.charged());
    // The same from a String (Jackson reads one over 32K chars through a Reader).
    String text = new String(doc, StandardCharsets.US_ASCII);
    assertEquals("$[" + at + "]", fails(() -> m.read(text, WIDES)).path());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void pathsNameTheValueInsideItsContainers(JacksonMapper m) {
    long WIDE = wide(m);
    // A list in a map: keys that are not identifiers are quoted.
    String doc = "{\"a b\":[{}," + empties(100_000).substring(1) + "}";
    JacksonMapper.Limit e =
        fails(() -> m.read(doc, JacksonMapper.of(Map.class, String.class, WIDES)));
    assertEquals("$[\"a b\"][" + Limits.DEFAULT.decodedSizeFloor() / WIDE + "]", e.path());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void passesAtItsValueAndFailsOneByteBelow(JacksonMapper m) throws Exception {
    long WIDE = wide(m);
    // One Wide (696 under Jackson 2) and the list that holds it, charged at its ']': 96 + (8 + 8)
    // for the element.
    String doc = "[{}]";
    long charge = WIDE + 96 + 16;
    assertEquals(1, size(read(m, floor(charge), doc)));
    JacksonMapper.Limit list = fails(() -> read(m, floor(charge - 1), doc));
    assertEquals("$", list.path());
    assertEquals(4, list.column()); // the ']'
    assertEquals(charge, list.charged());
    // Below the record's own charge it stops at the record, before Jackson builds it.
    JacksonMapper.Limit record = fails(() -> read(m, floor(WIDE - 1), doc));
    assertEquals("$[0]", record.path());
    assertEquals(2, record.column());
    assertEquals(WIDE, record.charged());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void theBudgetIsOfTheInputReadSoFar(JacksonMapper m) throws Exception {
    long WIDE = wide(m);
    // 10,000 elements, 30 KB: each '{' is charged WIDE (696 under Jackson 2) when 3 x its index
    // + 2 bytes have been read, and the list 96 + 16 per element at its end. Under Jackson 2, a
    // ratio of 240 keeps the charges under the budget of what has been read from the 10th element
    // on (the floor, 8 KiB, covers the first 11). At 230 they overtake it at once: the read stops
    // at the 12th element, where the whole document's budget (230 x 30,002 = 6.9 MB) would still
    // be far away. Under Jackson 3 the floor and ratios scale with its WIDE.
    String doc = empties(10_000);
    long floor = (1 << 13) * WIDE / 696;
    Limits.Builder b = Limits.builder().decodedSizeFloor(floor);
    int pass = (int) (12 * WIDE / 35 + 2);
    int fail = (int) (WIDE / 3 - 2);
    assertEquals(10_000, size(m.withLimits(b.decodedSizeRatio(pass).build()).read(doc, WIDES)));
    JacksonMapper.Limit e =
        fails(() -> m.withLimits(b.decodedSizeRatio(fail).build()).read(doc, WIDES));
    assertEquals("$[11]", e.path(), e.toString());
    assertEquals(floor, e.budget());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void eachReadHasItsOwnBudget(JacksonMapper m) throws Exception {
    long WIDE = wide(m);
    // 90,000 empty Wides are charged 64.1 MB under Jackson 2 (fewer under Jackson 3, whose Wide
    // is charged more), just under the 64 MiB floor: one mapper reads them twice (and from two
    // threads) because each read starts from nothing.
    int n = (int) (90_000 * 696 / wide(m));
    String doc = empties(n);
    assertEquals(n, size(m.read(doc, WIDES)));
    assertEquals(n, size(m.read(doc, WIDES)));
    Thread other = new Thread(() -> assertReads(m, doc, n));
    other.start();
    assertReads(m, doc, n);
    other.join();
  }

  private static void assertReads(JacksonMapper m, String doc, int n) {
    assertEquals(n, size(m.read(doc, WIDES)));
  }

  private static int size(Object list) {
    return ((List<?>) list).size();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void unlimitedReadsWhatTheDefaultRejects(JacksonMapper m) throws Exception {
    long WIDE = wide(m);
    String doc = empties(100_000); // 71.2 MB charged
    assertEquals(
        "$[" + Limits.DEFAULT.decodedSizeFloor() / WIDE + "]",
        fails(() -> m.read(doc, WIDES)).path());
    assertEquals(100_000, size(m.withLimits(Limits.unlimited()).read(doc, WIDES)));
    // A larger floor is the other way to let it through.
    assertEquals(
        100_000,
        size(m.withLimits(Limits.builder().decodedSizeFloor(128L << 20).build()).read(doc, WIDES)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void jsonValuesBytesAndMapsAreCharged(JacksonMapper m) {
    // json objects: 192 each; bytes: 192 + the text; maps: 48 (JSON.md §6). The lists that hold
    // them are charged at their end. At a floor of 1 MiB, each stops at the first value past it.
    Limits tight = Limits.builder().decodedSizeFloor(1 << 20).decodedSizeRatio(1).build();
    JacksonMapper.Limit json =
        fails(
            () ->
                m.withLimits(tight)
                    .read(empties(10_000), JacksonMapper.of(List.class, JsonValue.class)));
    assertEquals("$[" + (1 << 20) / 192 + "]", json.path(), json.toString());
    String strings = empties(10_000).replace("{}", "\"\"");
    JacksonMapper.Limit bytes =
        fails(
            () ->
                m.withLimits(tight)
                    .read(strings, JacksonMapper.of(List.class, dev.bale.runtime.Bytes.class)));
    assertEquals("$[" + (1 << 20) / 192 + "]", bytes.path(), bytes.toString());
    String maps = "[" + "[{}],".repeat(10_000) + "[]]";
    JacksonMapper.Limit map =
        fails(
            () ->
                m.withLimits(tight)
                    .read(
                        maps,
                        JacksonMapper.of(
                            List.class,
                            JacksonMapper.of(
                                List.class,
                                JacksonMapper.of(Map.class, String.class, Integer.class)))));
    // Each [{}] is charged at its ']': the map 48, then the list 96 + 16.
    assertEquals("$[" + (1 << 20) / (48 + 96 + 16) + "]", map.path(), map.toString());
  }

  /** twitter, citm, canada and repos read as before: charged 0.3 to 4.8 x their length. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void realDocumentsRead(JacksonMapper m) throws Exception {
    Path data = TestData.root().resolve("../shared/data").normalize();
    Object[][] sets = {
      {"nativejson-benchmark/twitter.json", twitter.SearchResponse.class},
      {"nativejson-benchmark/citm_catalog.json", citm.Catalog.class},
      {"nativejson-benchmark/canada.json", canada.FeatureCollection.class},
      {ReposData.FILE, repos.ReposList.class}
    };
    // Under the default budget, and under 8 x their length (floor 1): none is near it.
    JacksonMapper tight =
        m.withLimits(Limits.builder().decodedSizeFloor(1 << 16).decodedSizeRatio(8).build());
    for (Object[] set : sets) {
      byte[] doc = Files.readAllBytes(data.resolve((String) set[0]));
      Class<?> type = (Class<?>) set[1];
      Object a = m.read(doc, type);
      Object b = tight.read(doc, type);
      Object c = m.withLimits(Limits.unlimited()).read(doc, type);
      assertEquals(c, a, (String) set[0]);
      assertEquals(c, b, (String) set[0]);
    }
  }

  private static Object read(JacksonMapper m, Limits limits, String doc) {
    return m.withLimits(limits).read(doc, WIDES);
  }

  private static Limits floor(long bytes) {
    return Limits.builder().decodedSizeFloor(bytes).decodedSizeRatio(1).build();
  }

  private static JacksonMapper.Limit fails(Executable read) {
    JacksonMapper.Rejected e = assertThrows(JacksonMapper.Rejected.class, read);
    assertNotNull(e.limit(), e.getMessage());
    return e.limit();
  }

  /** Runs {@code body} and fails unless the thread allocated at most {@code limit} bytes. */
  private static <T> T allocationBounded(long limit, Callable<T> body) throws Exception {
    com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    long before = mx.getThreadAllocatedBytes(id);
    T out = body.call();
    long allocated = mx.getThreadAllocatedBytes(id) - before;
    assertTrue(allocated <= limit, allocated + " bytes allocated, over " + limit);
    return out;
  }
}
