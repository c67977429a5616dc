package dev.bale.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.JsonField;
import dev.bale.runtime.Limits;
import dev.bale.runtime.UnknownFields;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The module's reading budget on records of the generated shape (a record with a static {@code
 * COMPACT}; the generated goldens are tested in bale-conformance's {@code JacksonReadBudgetTest}):
 * what each kind is charged, the JSON path of the error, and what is left to Jackson.
 */
class ReadBudgetTest {
  /** 40 {@code i32} fields and the unknown fields, as the generator writes such a message. */
  public record Forty(
      int f0,
      int f1,
      int f2,
      int f3,
      int f4,
      int f5,
      int f6,
      int f7,
      int f8,
      int f9,
      int f10,
      int f11,
      int f12,
      int f13,
      int f14,
      int f15,
      int f16,
      int f17,
      int f18,
      int f19,
      int f20,
      int f21,
      int f22,
      int f23,
      int f24,
      int f25,
      int f26,
      int f27,
      int f28,
      int f29,
      int f30,
      int f31,
      int f32,
      int f33,
      int f34,
      int f35,
      int f36,
      int f37,
      int f38,
      int f39,
      UnknownFields unknownFields) {
    public static final CompactType<Forty> COMPACT = null;
  }

  /** A {@code list<i64>} field, which the module reads itself (decimal strings). */
  public record Ids(
      @JsonField(values = JsonField.Int64.SIGNED) List<Long> ids, UnknownFields unknownFields) {
    public static final CompactType<Ids> COMPACT = null;
  }

  /** A record without {@code COMPACT}: a plain record, Jackson's own. */
  public record Plain(int f0, int f1, UnknownFields unknownFields) {}

  /** 24 + 41 x 8 (§7.1; {@code int}s own nothing) + Jackson's arguments 64 + 41 x 8. */
  static final long FORTY = 24 + 41 * 8 + 64 + 41 * 8;

  static ObjectMapper mapper(Limits limits) {
    return new ObjectMapper().registerModule(new BaleModule().withLimits(limits));
  }

  static Limits floor(long bytes) {
    return Limits.builder().decodedSizeFloor(bytes).decodedSizeRatio(1).build();
  }

  @Test
  void aRecordIsChargedAtItsBraceBeforeItIsBuilt() throws Exception {
    ObjectMapper at = mapper(floor(FORTY));
    assertEquals(0, at.readValue("{}", Forty.class).f39());
    JsonLimitException e =
        assertThrows(
            JsonLimitException.class, () -> mapper(floor(FORTY - 1)).readValue(" {}", Forty.class));
    assertEquals("JSON_LIMIT_EXCEEDED", e.code());
    assertEquals("$", e.path());
    assertEquals(1, e.line());
    assertEquals(2, e.column());
    assertEquals(FORTY, e.charged());
    assertEquals(FORTY - 1, e.budget());
  }

  @Test
  void plainRecordsAreLeftToJackson() throws Exception {
    // A generated record of two ints would be charged 24 + 3 x 8 + 64 + 3 x 8 = 136.
    assertEquals(0, mapper(floor(1)).readValue("{}", Plain.class).f1());
  }

  @Test
  void pathsQuoteKeysThatAreNotIdentifiers() {
    String[][] cases = {
      {"{\"a\":[{}]}", "$.a[0]"},
      {"{\"_x1\":[{},{}]}", "$._x1[0]"},
      {"{\"1a\":[{}]}", "$[\"1a\"][0]"},
      {"{\"a b\\\"c\":[{}]}", "$[\"a b\\\"c\"][0]"},
      {"{\"\":[{}]}", "$[\"\"][0]"},
      {"{\"\\u0001\":[{}]}", "$[\"\\u0001\"][0]"}
    };
    for (String[] c : cases) {
      JsonLimitException e =
          assertThrows(
              JsonLimitException.class,
              () ->
                  mapper(floor(FORTY - 1))
                      .readValue(c[0], new TypeReference<Map<String, List<Forty>>>() {}),
              c[0]);
      assertEquals(c[1], e.path(), c[0]);
    }
  }

  @Test
  void listsAndMapsAreChargedAtTheirEnd() throws Exception {
    // [[1,2,3]]: the inner list 96 + 3 x (16 + 16 for an Integer), then the outer 96 + 16.
    long inner = 96 + 3 * 32;
    TypeReference<List<List<Integer>>> lists = new TypeReference<>() {};
    assertEquals(1, mapper(floor(inner + 112)).readValue("[[1,2,3]]", lists).size());
    JsonLimitException e =
        assertThrows(
            JsonLimitException.class,
            () -> mapper(floor(inner + 111)).readValue("[[1,2,3]]", lists));
    assertEquals("$", e.path());
    assertEquals(9, e.column());
    e =
        assertThrows(
            JsonLimitException.class, () -> mapper(floor(inner - 1)).readValue("[[1,2,3]]", lists));
    assertEquals("$[0]", e.path());
    assertEquals(8, e.column());
    // A map: 48 + 128 per entry (+ 16 for an Integer value; String keys own nothing).
    TypeReference<Map<String, Integer>> map = new TypeReference<>() {};
    assertEquals(2, mapper(floor(48 + 2 * 144)).readValue("{\"a\":1,\"b\":2}", map).size());
    assertThrows(
        JsonLimitException.class,
        () -> mapper(floor(48 + 2 * 144 - 1)).readValue("{\"a\":1,\"b\":2}", map));
  }

  @Test
  void listsOfSixtyFourBitIntegersAreChargedToo() throws Exception {
    // The record 24 + 64 + 2 x 16, then its list at the ']': 96 + 3 x (16 + 24 for a Long).
    String doc = "{\"ids\":[\"1\",\"2\",3]}";
    long charge = 120 + 96 + 3 * 40;
    assertEquals(List.of(1L, 2L, 3L), mapper(floor(charge)).readValue(doc, Ids.class).ids());
    JsonLimitException e =
        assertThrows(
            JsonLimitException.class, () -> mapper(floor(charge - 1)).readValue(doc, Ids.class));
    assertEquals("$.ids", e.path());
    assertEquals(charge, e.charged());
  }

  @Test
  void unlimitedChargesNothing() throws Exception {
    StringBuilder sb = new StringBuilder("[{}");
    sb.append(",{}".repeat(99_999)).append(']');
    String doc = sb.toString(); // 100,000 records: 74.4 MB charged, over the 64 MiB floor
    assertThrows(
        JsonLimitException.class,
        () -> mapper(Limits.DEFAULT).readValue(doc, new TypeReference<List<Forty>>() {}));
    assertEquals(
        100_000,
        mapper(Limits.unlimited()).readValue(doc, new TypeReference<List<Forty>>() {}).size());
  }
}
