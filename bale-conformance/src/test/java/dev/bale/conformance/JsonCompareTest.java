package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.schema.model.Decl;
import org.junit.jupiter.api.Test;

/**
 * The vector comparison must be strict where it matters (VECTORS.md §3), or vectors prove nothing.
 */
class JsonCompareTest {
  private static final Decl ALL = Schemas.decl("alltypes.bale", "alltypes.AllTypes");
  private static final Decl LEAF = Schemas.decl("alltypes.bale", "alltypes.Leaf");

  private static JsonNode j(String s) throws Exception {
    return Corpus.JSON.readTree(s);
  }

  private static String at(String fields) {
    return "{\"shape\":{\"flag\":false}" + (fields.isEmpty() ? "" : "," + fields) + "}";
  }

  @Test
  void defaultsMayBeOmitted() throws Exception {
    assertNull(JsonCompare.diff(LEAF, j("{}"), j("{\"name\":\"\",\"value\":0}")));
    assertNull(JsonCompare.diff(ALL, j(at("")), j(at("\"d_i32\":2147483647,\"d_nan\":\"NaN\""))));
    assertNull(JsonCompare.diff(ALL, j(at("")), j(at("\"d_u64\":\"18446744073709551615\""))));
    assertNotNull(JsonCompare.diff(ALL, j(at("")), j(at("\"d_i32\":0"))));
    assertNotNull(JsonCompare.diff(LEAF, j("{}"), j("{\"name\":\"x\"}")));
  }

  @Test
  void optionalPresenceMatters() throws Exception {
    assertNotNull(JsonCompare.diff(ALL, j(at("")), j(at("\"o_i32\":0"))));
    assertNull(JsonCompare.diff(ALL, j(at("\"o_i32\":null")), j(at(""))));
  }

  @Test
  void floatsCompareByBits() throws Exception {
    assertNotNull(JsonCompare.diff(ALL, j(at("\"f_f64\":-0.0")), j(at("\"f_f64\":0"))));
    assertNull(JsonCompare.diff(ALL, j(at("\"f_f64\":\"NaN\"")), j(at("\"f_f64\":\"NaN\""))));
    assertNotNull(JsonCompare.diff(ALL, j(at("\"f_f64\":\"NaN\"")), j(at("\"f_f64\":0"))));
    assertNotNull(JsonCompare.diff(ALL, j(at("\"f_f64\":0.1")), j(at("\"f_f64\":0.10000001"))));
    // f32: both texts round to the same float32.
    assertNull(JsonCompare.diff(ALL, j(at("\"f_f32\":0.1")), j(at("\"f_f32\":0.10000000149"))));
    assertNotNull(JsonCompare.diff(ALL, j(at("\"f_f32\":0.1")), j(at("\"f_f32\":0.1000001"))));
  }

  @Test
  void integersAcceptStringsAndNumbers() throws Exception {
    assertNull(JsonCompare.diff(ALL, j(at("\"f_i64\":\"7\"")), j(at("\"f_i64\":7"))));
    assertNotNull(
        JsonCompare.diff(
            ALL,
            j(at("\"f_u64\":\"18446744073709551615\"")),
            j(at("\"f_u64\":\"18446744073709551614\""))));
  }

  @Test
  void mapOrderAndListsMatter() throws Exception {
    assertNotNull(
        JsonCompare.diff(
            ALL, j(at("\"m_string\":{\"a\":1,\"b\":2}")), j(at("\"m_string\":{\"b\":2,\"a\":1}"))));
    assertNotNull(JsonCompare.diff(ALL, j(at("\"l_i32\":[1,2]")), j(at("\"l_i32\":[1]"))));
    assertNotNull(JsonCompare.diff(ALL, j(at("\"color\":\"RED\"")), j(at("\"color\":\"GREEN\""))));
    assertNull(JsonCompare.diff(ALL, j(at("\"color\":\"RED\"")), j(at("\"color\":1"))));
    assertNotNull(
        JsonCompare.diff(
            ALL, j("{\"shape\":{\"flag\":true}}"), j("{\"shape\":{\"label\":\"true\"}}")));
    assertNotNull(JsonCompare.diff(ALL, j(at("\"nope\":1")), j(at(""))));
  }
}
