package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.Wide;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.jackson.BaleModule;
import dev.bale.jackson.JsonLimitException;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.Limits;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The Jackson module's reading budget (JSON.md §6, "Reading budget"): Jackson builds a record for
 * every {@code {}}, with a slot for every field the object leaves out, so 3 bytes of input held 168
 * bytes of {@link Wide} and allocated 447 (149 x the input; 583 x for a message of 200 {@code i32}
 * fields, which read 3 MB of {@code {}} in 13 s into 1.1 GB of heap, and ran out of a 512 MB one).
 * Now every read charges what it builds and stops with {@link JsonLimitException}.
 */
class JacksonReadBudgetTest {
  private static final ObjectMapper MAPPER = new ObjectMapper().registerModule(new BaleModule());
  private static final TypeReference<List<Wide>> WIDES = new TypeReference<>() {};

  /**
   * What a {@code {}} of {@link Wide} is charged: its FORMAT.md §7.1 record, 24 + 8 x 38 components
   * (its 37 fields and the unknown fields; they own nothing: {@code Boolean}, {@code String},
   * {@code int}) = 328, the constant generated compact decoding charges for it, plus Jackson's
   * constructor arguments, 64 + 8 x 38.
   */
  private static final long WIDE = 328 + 64 + 8 * 38;

  /** {@code [{},{},...]} with {@code n} empty objects: 3n bytes. */
  static String empties(int n) {
    StringBuilder sb = new StringBuilder(2 + 3 * n).append('[');
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "{}" : ",{}");
    }
    return sb.append(']').toString();
  }

  static ObjectMapper mapper(Limits limits) {
    return new ObjectMapper().registerModule(new BaleModule().withLimits(limits));
  }

  @Test
  void emptyObjectsOfAWideMessageAreRejectedWithinTheBudget() throws Exception {
    byte[] doc = empties(1_000_000).getBytes(StandardCharsets.US_ASCII); // 3,000,002 bytes
    // The first element whose charge passes 64 MiB: the budget of what has been read there
    // (under 300 KB, 64 x that is below the floor).
    long at = Limits.DEFAULT.decodedSizeFloor() / WIDE;
    JsonLimitException e =
        allocationBounded(
            Limits.DEFAULT.decodedSizeFloor() + (16 << 20),
            () -> fails(() -> MAPPER.readValue(doc, WIDES)));
    assertEquals("JSON_LIMIT_EXCEEDED", e.code());
    assertEquals("$[" + at + "]", e.path(), e.getMessage());
    assertEquals(1, e.line());
    assertEquals(2 + 3 * at, e.column()); // its '{'
    assertEquals(Limits.DEFAULT.decodedSizeFloor(), e.budget());
    assertEquals((at + 1) * WIDE, e.charged());
    // The same from a String (Jackson reads one over 32K chars through a Reader).
    String text = new String(doc, StandardCharsets.US_ASCII);
    assertEquals("$[" + at + "]", fails(() -> MAPPER.readValue(text, WIDES)).path());
  }

  @Test
  void pathsNameTheValueInsideItsContainers() {
    // A list in a map: keys that are not identifiers are quoted.
    String doc = "{\"a b\":[{}," + empties(100_000).substring(1) + "}";
    JsonLimitException e =
        fails(() -> MAPPER.readValue(doc, new TypeReference<Map<String, List<Wide>>>() {}));
    assertEquals("$[\"a b\"][" + Limits.DEFAULT.decodedSizeFloor() / WIDE + "]", e.path());
  }

  @Test
  void passesAtItsValueAndFailsOneByteBelow() throws Exception {
    // One Wide (696) and the list that holds it, charged at its ']': 96 + (8 + 8) for the element.
    String doc = "[{}]";
    long charge = WIDE + 96 + 16;
    assertEquals(1, read(floor(charge), doc).size());
    JsonLimitException list = fails(() -> read(floor(charge - 1), doc));
    assertEquals("$", list.path());
    assertEquals(4, list.column()); // the ']'
    assertEquals(charge, list.charged());
    // Below the record's own charge it stops at the record, before Jackson builds it.
    JsonLimitException record = fails(() -> read(floor(WIDE - 1), doc));
    assertEquals("$[0]", record.path());
    assertEquals(2, record.column());
    assertEquals(WIDE, record.charged());
  }

  @Test
  void theBudgetIsOfTheInputReadSoFar() throws Exception {
    // 10,000 elements, 30 KB: each '{' is charged 696 when 3 x its index + 2 bytes have been
    // read, and the list 96 + 16 per element at its end. A ratio of 240 keeps the charges under
    // the budget of what has been read from the 10th element on (the floor, 8 KiB, covers the
    // first 11). At 230 they overtake it at once: the read stops at the 12th element, where the
    // whole document's budget (230 x 30,002 = 6.9 MB) would still be far away.
    String doc = empties(10_000);
    Limits.Builder b = Limits.builder().decodedSizeFloor(1 << 13);
    assertEquals(10_000, mapper(b.decodedSizeRatio(240).build()).readValue(doc, WIDES).size());
    JsonLimitException e =
        fails(() -> mapper(b.decodedSizeRatio(230).build()).readValue(doc, WIDES));
    assertEquals("$[11]", e.path(), e.getMessage());
    assertEquals(1 << 13, e.budget());
  }

  @Test
  void eachReadHasItsOwnBudget() throws Exception {
    // 90,000 empty Wides are charged 64.1 MB, just under the 64 MiB floor: one mapper reads them
    // twice (and from two threads) because each read starts from nothing.
    String doc = empties(90_000);
    assertEquals(90_000, MAPPER.readValue(doc, WIDES).size());
    assertEquals(90_000, MAPPER.readValue(doc, WIDES).size());
    Thread other = new Thread(() -> assertReads(doc));
    other.start();
    assertReads(doc);
    other.join();
  }

  private static void assertReads(String doc) {
    try {
      assertEquals(90_000, MAPPER.readValue(doc, WIDES).size());
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void unlimitedReadsWhatTheDefaultRejects() throws Exception {
    String doc = empties(100_000); // 71.2 MB charged
    assertEquals(
        "$[" + Limits.DEFAULT.decodedSizeFloor() / WIDE + "]",
        fails(() -> MAPPER.readValue(doc, WIDES)).path());
    assertEquals(100_000, mapper(Limits.unlimited()).readValue(doc, WIDES).size());
    // A larger floor is the other way to let it through.
    assertEquals(
        100_000,
        mapper(Limits.builder().decodedSizeFloor(128L << 20).build()).readValue(doc, WIDES).size());
  }

  @Test
  void jsonValuesBytesAndMapsAreCharged() {
    // json objects: 192 each; bytes: 192 + the text; maps: 48 (JSON.md §6). The lists that hold
    // them are charged at their end. At a floor of 1 MiB, each stops at the first value past it.
    Limits tight = Limits.builder().decodedSizeFloor(1 << 20).decodedSizeRatio(1).build();
    JsonLimitException json =
        fails(
            () ->
                mapper(tight).readValue(empties(10_000), new TypeReference<List<JsonValue>>() {}));
    assertEquals("$[" + (1 << 20) / 192 + "]", json.path(), json.getMessage());
    String strings = empties(10_000).replace("{}", "\"\"");
    JsonLimitException bytes =
        fails(
            () ->
                mapper(tight)
                    .readValue(strings, new TypeReference<List<dev.bale.runtime.Bytes>>() {}));
    assertEquals("$[" + (1 << 20) / 192 + "]", bytes.path(), bytes.getMessage());
    String maps = "[" + "[{}],".repeat(10_000) + "[]]";
    JsonLimitException map =
        fails(
            () ->
                mapper(tight)
                    .readValue(maps, new TypeReference<List<List<Map<String, Integer>>>>() {}));
    // Each [{}] is charged at its ']': the map 48, then the list 96 + 16.
    assertEquals("$[" + (1 << 20) / (48 + 96 + 16) + "]", map.path(), map.getMessage());
  }

  /** twitter, citm, canada and repos read as before: charged 0.3 to 4.8 x their length. */
  @Test
  void realDocumentsRead() throws Exception {
    Path data = TestData.root().resolve("../shared/data").normalize();
    Object[][] sets = {
      {"nativejson-benchmark/twitter.json", twitter.SearchResponse.class},
      {"nativejson-benchmark/citm_catalog.json", citm.Catalog.class},
      {"nativejson-benchmark/canada.json", canada.FeatureCollection.class},
      {ReposData.FILE, repos.ReposList.class}
    };
    // Under the default budget, and under 8 x their length (floor 1): none is near it.
    ObjectMapper tight =
        mapper(Limits.builder().decodedSizeFloor(1 << 16).decodedSizeRatio(8).build());
    for (Object[] set : sets) {
      byte[] doc = Files.readAllBytes(data.resolve((String) set[0]));
      Class<?> type = (Class<?>) set[1];
      Object a = MAPPER.readValue(doc, type);
      Object b = tight.readValue(doc, type);
      Object c = mapper(Limits.unlimited()).readValue(doc, type);
      assertEquals(c, a, (String) set[0]);
      assertEquals(c, b, (String) set[0]);
    }
  }

  private static List<Wide> read(Limits limits, String doc) throws Exception {
    return mapper(limits).readValue(doc, WIDES);
  }

  private static Limits floor(long bytes) {
    return Limits.builder().decodedSizeFloor(bytes).decodedSizeRatio(1).build();
  }

  private static JsonLimitException fails(Executable read) {
    return assertThrows(JsonLimitException.class, read);
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
