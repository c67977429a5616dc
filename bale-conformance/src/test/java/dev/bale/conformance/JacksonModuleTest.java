package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.Limits;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import media.Image;
import media.MediaContent;
import media.Player;
import media.Size;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Jackson modules (bale-jackson's and bale-jackson3's {@code BaleModule}) on every conformance
 * vector: each vector's bytes are decoded by the generated goldens, written by Jackson with the
 * module, and compared with the JSON bridge's canonical JSON (JSON.md) of the same bytes: the same
 * keys in the same order (schema names and {@code [json]} keys, absent optionals left out, no
 * unknown fields), the same text for every value but floats, which must be the same number. Then
 * Jackson reads its own output back and the value must re-encode to the same bytes.
 */
class JacksonModuleTest {
  @TestFactory
  Stream<DynamicTest> everyVector() {
    List<DynamicTest> out = new ArrayList<>();
    for (JacksonMapper m : JacksonMapper.both()) {
      // One mapper of each kind for every vector, as an application keeps one: a new mapper per
      // case would rebuild Jackson's serializers every time.
      JacksonMapper numbers = m.withInt64AsNumbers();
      for (Corpus.Vector v : Corpus.vectors()) {
        out.add(DynamicTest.dynamicTest(m + ": " + v.name(), () -> check(v, m, false)));
        out.add(
            DynamicTest.dynamicTest(
                m + ": " + v.name() + " (int64 as numbers)", () -> check(v, numbers, true)));
      }
    }
    assertTrue(out.size() >= 4 * VectorConformanceTest.MIN_VECTORS, "vectors: " + out.size());
    return out.stream();
  }

  /**
   * Jackson's text of the vector's value against the bridge's: canonical JSON.md, or with both
   * writing 64-bit integers as numbers ({@code numbers}).
   */
  private static void check(Corpus.Vector v, JacksonMapper mapper, boolean numbers)
      throws Exception {
    Codec.Generated c = (Codec.Generated) Codec.generated(v.schema(), v.type());
    Object decoded = c.decode(Hex.decode(v.hex()), v.options().frame(), Limits.DEFAULT);
    // Jackson's text (not valueToTree: a tree keeps NaN as a number, the text has "NaN").
    JsonNode tree = Corpus.JSON.readTree(mapper.write(decoded));
    // What the JSON bridge (bale-dynamic, the CLI) writes for the same bytes: canonical JSON.md.
    Codec.Dynamic bridge = (Codec.Dynamic) Codec.dynamic(v.schema(), v.type());
    Object dynamic = bridge.decode(Hex.decode(v.hex()), v.options().frame(), Limits.DEFAULT);
    JsonBridge.Type bridgeType =
        numbers
            ? Schemas.bridge(v.schema()).withInt64AsNumbers(true).type(v.type())
            : bridge.bridgeType;
    JsonNode canonical = Corpus.JSON.readTree(bridgeType.toJson((dev.bale.dynamic.Value) dynamic));
    decl(v.name() + ": $", c.decl, canonical, decoded, tree);

    // Read back: the same value (compared as canonical JSON, so instances shared on the wire and
    // copies read from JSON compare equal; unknown fields are not in JSON).
    Object back = mapper.read(tree.toString(), decoded.getClass());
    assertEquals(c.toJson(decoded), c.toJson(back), v.name() + ": Jackson text " + tree);
  }

  /** Walks the schema type, the canonical JSON, the decoded value and Jackson's tree together. */
  private static void compare(
      String path, TypeRef t, JsonNode expected, Object value, JsonNode actual)
      throws ReflectiveOperationException {
    assertNotNull(actual, path + ": missing in Jackson's output");
    if (t instanceof ScalarType s) {
      switch (s.kind()) {
        // 64-bit integers are strings in both (JSON.md §3), u64 unsigned; or numbers in both.
        case BOOL, STRING, BYTES, I64, U64 -> assertEquals(expected, actual, path);
        case I8, I16, I32, U8, U16, U32 -> {
          assertTrue(actual.isIntegralNumber(), path + ": " + actual);
          assertEquals(expected.asText(), actual.asText(), path);
        }
        case F32, F64 -> {
          // The same value; NaN and the infinities as the same strings. The digits may differ
          // (Java 17's Double.toString is not always the shortest form), as BaleModule documents.
          if (expected.isTextual()) {
            assertEquals(expected, actual, path);
          } else {
            assertTrue(actual.isNumber(), path + ": " + actual);
            if (s.kind() == ScalarKind.F32) {
              assertEquals(expected.floatValue(), (float) actual.doubleValue(), path);
            } else {
              assertEquals(expected.doubleValue(), actual.doubleValue(), path);
            }
          }
        }
      }
    } else if (t instanceof ListType l) {
      assertEquals(expected.size(), actual.size(), path);
      Iterator<?> values = ((List<?>) value).iterator();
      for (int i = 0; i < expected.size(); i++) {
        compare(path + "[" + i + "]", l.element(), expected.get(i), values.next(), actual.get(i));
      }
    } else if (t instanceof MapType m) {
      assertEquals(names(expected), names(actual), path + ": map keys");
      List<String> actualKeys = names(actual);
      Iterator<? extends Map.Entry<?, ?>> entries = ((Map<?, ?>) value).entrySet().iterator();
      List<String> expectedKeys = names(expected);
      for (int i = 0; i < expectedKeys.size(); i++) {
        compare(
            path + "." + expectedKeys.get(i),
            m.value(),
            expected.get(expectedKeys.get(i)),
            entries.next().getValue(),
            actual.get(actualKeys.get(i)));
      }
    } else {
      decl(path, ((NamedType) t).decl(), expected, value, actual);
    }
  }

  private static void decl(String path, Decl d, JsonNode expected, Object value, JsonNode actual)
      throws ReflectiveOperationException {
    if (d instanceof EnumDecl) {
      assertEquals(expected, actual, path + ": enum");
    } else if (d instanceof UnionDecl u) {
      assertEquals(names(expected), names(actual), path + ": union case");
      String name = expected.fieldNames().next();
      UnionCase k = u.cases().stream().filter(x -> x.name().equals(name)).findFirst().get();
      Object inner = value.getClass().getRecordComponents()[0].getAccessor().invoke(value);
      compare(path + "." + name, k.type(), expected.get(name), inner, actual.get(name));
    } else {
      List<Field> fields = d instanceof MessageDecl msg ? msg.fields() : ((StructDecl) d).fields();
      assertFalse(actual.has("unknownFields"), path + ": unknown fields written");
      // Nothing but the schema's keys (absent optionals left out, as the bridge does).
      assertEquals(names(expected), names(actual), path + ": keys");
      RecordComponent[] rc = value.getClass().getRecordComponents();
      for (int i = 0; i < fields.size(); i++) {
        JsonNode e = expected.get(fields.get(i).jsonName());
        Object fv = rc[i].getAccessor().invoke(value);
        // The same key as the bridge: the schema name or [json] key, not the Java name.
        JsonNode a = actual.get(fields.get(i).jsonName());
        if (e == null || fv == null) {
          assertTrue(a == null, path + "." + fields.get(i).jsonName() + ": " + a);
        } else {
          compare(path + "." + fields.get(i).name(), fields.get(i).type(), e, fv, a);
        }
      }
    }
  }

  private static List<String> names(JsonNode object) {
    List<String> out = new ArrayList<>();
    object.fieldNames().forEachRemaining(out::add);
    return out;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void anEnumIsItsNameAndAnUnknownValueItsNumber(JacksonMapper m) throws Exception {
    Image image = Image.builder().uri("u").width(1).height(2).size(Size.LARGE).build();
    JsonNode tree = Corpus.JSON.readTree(m.write(image));
    assertEquals("LARGE", tree.get("size").asText());
    assertEquals(image, m.read(tree.toString(), Image.class));

    Image future = image.toBuilder().size(Size.of(7)).build();
    String text = m.write(future);
    assertTrue(text.contains("\"size\":7"), text);
    Image back = m.read(text, Image.class);
    assertEquals(7, back.size().value());
    assertFalse(back.size().isKnown());

    assertEquals(Player.FLASH, m.read("\"FLASH\"", Player.class));
    assertEquals(Player.FLASH, m.read("1", Player.class));
    mismatch(() -> m.read("\"OGG\"", Player.class));
    mismatch(() -> m.read("-1", Player.class));
  }

  @Test
  void withoutTheModuleJacksonLosesTheEnum() throws Exception {
    JacksonMapper m = JacksonMapper.v2(Limits.DEFAULT, false);
    // The problem the module solves: a plain ObjectMapper writes the getters, not the value.
    String plain = new ObjectMapper().writeValueAsString(Size.LARGE);
    assertFalse(plain.contains("LARGE"), plain);
    assertEquals("\"LARGE\"", m.write(Size.LARGE));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void aUnionIsAnObjectWithOneCaseKey(JacksonMapper m) throws Exception {
    alltypes.Shape shape = new alltypes.Shape.Label("hi");
    assertEquals("{\"label\":\"hi\"}", m.write(shape));
    assertEquals(shape, m.read("{\"label\":\"hi\"}", alltypes.Shape.class));
    mismatch(() -> m.read("{}", alltypes.Shape.class));
    mismatch(() -> m.read("{\"label\":\"a\",\"flag\":true}", alltypes.Shape.class));
    mismatch(() -> m.read("{\"circle\":1}", alltypes.Shape.class));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void aDecodedMessageRoundTripsThroughJackson(JacksonMapper m) throws Exception {
    MediaContent mc =
        MediaContent.builder()
            .media(
                media.Media.builder().uri("m").player(Player.FLASH).persons(List.of("a")).build())
            .images(List.of(Image.builder().uri("i").size(Size.SMALL).build()))
            .build();
    String text = m.write(mc);
    assertFalse(text.contains("known"), text);
    assertEquals(mc, m.read(text, MediaContent.class));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void sixtyFourBitIntegersAsNumbersWhenAsked(JacksonMapper m) throws Exception {
    alltypes.AllTypes v =
        alltypes.AllTypes.builder()
            .fI64(Long.MIN_VALUE)
            .fU64(-1L) // 2^64-1
            .lU64(List.of(-2L, 5L))
            .mU64(Map.of(-1L, dev.bale.runtime.Bytes.of(new byte[] {1})))
            .mI64(Map.of(-7L, 1.5))
            .shape(new alltypes.Shape.Label("x"))
            .build();
    String text = m.withInt64AsNumbers().write(v);
    assertTrue(text.contains("\"f_i64\":-9223372036854775808,"), text);
    assertTrue(text.contains("\"f_u64\":18446744073709551615,"), text);
    assertTrue(text.contains("\"l_u64\":[18446744073709551614,5]"), text);
    assertTrue(text.contains("\"m_u64\":{\"18446744073709551615\":\"AQ==\"}"), text);
    assertTrue(text.contains("\"m_i64\":{\"-7\":1.5}"), text);
    assertEquals(v, m.withInt64AsNumbers().read(text, alltypes.AllTypes.class));
    assertEquals(v, m.read(text, alltypes.AllTypes.class));
    assertTrue(m.writesInt64AsNumbers(true));
    assertFalse(m.writesInt64AsNumbers(false));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void sixtyFourBitIntegersAreDecimalStringsAndU64IsUnsigned(JacksonMapper m) throws Exception {
    alltypes.AllTypes v =
        alltypes.AllTypes.builder()
            .fI64(Long.MIN_VALUE)
            .fU64(-1L) // 2^64-1
            .oU32(4_000_000_000L)
            .lU64(List.of(-2L, 5L))
            .mU64(Map.of(-1L, dev.bale.runtime.Bytes.of(new byte[] {1})))
            .shape(new alltypes.Shape.Label("x"))
            .build();
    JsonNode tree = Corpus.JSON.readTree(m.write(v));
    assertEquals("-9223372036854775808", tree.get("f_i64").textValue());
    assertEquals("18446744073709551615", tree.get("f_u64").textValue());
    assertTrue(tree.get("o_u32").isIntegralNumber(), "u32 stays a number: " + tree.get("o_u32"));
    assertEquals("18446744073709551614", tree.get("l_u64").get(0).textValue());
    assertEquals("AQ==", tree.get("m_u64").get("18446744073709551615").textValue());
    assertFalse(tree.has("o_i64"), "an absent optional is left out");
    assertEquals(v, m.read(tree.toString(), alltypes.AllTypes.class));

    // Numbers are read too; out-of-range values and non-decimal strings are rejected.
    com.fasterxml.jackson.databind.node.ObjectNode doc =
        (com.fasterxml.jackson.databind.node.ObjectNode) tree;
    doc.put("f_i64", 42).set("f_u64", Corpus.JSON.readTree("18446744073709551615"));
    alltypes.AllTypes n = m.read(doc.toString(), alltypes.AllTypes.class);
    assertEquals(42L, n.fI64());
    assertEquals(-1L, n.fU64());
    for (String[] bad :
        new String[][] {
          {"f_u64", "\"-1\"", "u64"},
          {"f_u64", "18446744073709551616", "u64"},
          {"f_i64", "\"9223372036854775808\"", "i64"},
          {"f_i64", "\"0x10\"", "i64"},
          {"f_i64", "\"01\"", "i64"}
        }) {
      doc.set(bad[0], Corpus.JSON.readTree(bad[1]));
      String text = doc.toString();
      JacksonMapper.Rejected e =
          assertThrows(
              JacksonMapper.Rejected.class, () -> m.read(text, alltypes.AllTypes.class), bad[1]);
      assertTrue(e.getMessage().contains(bad[2]), e.getMessage());
      doc.put(bad[0], "1");
    }
  }

  /**
   * An {@code i8} is a Java {@code byte}, which Jackson alone reads from 128..255 as if unsigned
   * (200 became -56): the module keeps it to -128..127 as a value, an optional, a list element and
   * a map key.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void i8ValuesOutsideTheirRangeAreRejected(JacksonMapper m) throws Exception {
    com.fasterxml.jackson.databind.node.ObjectNode doc =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            Corpus.JSON.readTree(
                m.write(alltypes.AllTypes.builder().shape(new alltypes.Shape.Label("x")).build()));
    String[][] good = {
      {"f_i8", "-128"},
      {"f_i8", "127"},
      {"f_i8", "\"-7\""},
      {"o_i8", "127"},
      {"l_i8", "[-128, 0, 127]"},
      {"m_i8", "{\"-128\": 1, \"127\": 2}"}
    };
    for (String[] g : good) {
      com.fasterxml.jackson.databind.node.ObjectNode d = doc.deepCopy();
      d.set(g[0], Corpus.JSON.readTree(g[1]));
      JsonNode back = Corpus.JSON.readTree(m.write(m.read(d.toString(), alltypes.AllTypes.class)));
      assertEquals(Corpus.JSON.readTree(g[1].replace("\"-7\"", "-7")), back.get(g[0]), g[1]);
    }
    String[][] bad = {
      {"f_i8", "200"},
      {"f_i8", "128"},
      {"f_i8", "-129"},
      {"f_i8", "\"255\""},
      {"o_i8", "255"},
      {"l_i8", "[1, 200]"},
      {"m_i8", "{\"200\": 1}"},
      {"m_i8", "{\"-129\": 1}"}
    };
    for (String[] b : bad) {
      com.fasterxml.jackson.databind.node.ObjectNode d = doc.deepCopy();
      d.set(b[0], Corpus.JSON.readTree(b[1]));
      JacksonMapper.Rejected e =
          assertThrows(
              JacksonMapper.Rejected.class,
              () -> m.read(d.toString(), alltypes.AllTypes.class),
              b[0] + " = " + b[1]);
      assertTrue(e.getMessage().contains("i8 (-128..127)"), e.getMessage());
    }
  }

  /**
   * A quoted 64-bit integer is a JSON string, bounded by Jackson's string limit (20 MB), not by its
   * 1,000-digit number limit: a long one is rejected without {@code BigInteger}'s decimal parse,
   * which is quadratic (1,000,000 digits: 12 s). Timed against the same document with the digits in
   * a string field.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void longQuotedIntegersAreRejectedInLinearTime(JacksonMapper m) throws Exception {
    String digits = "1".repeat(1_000_000);
    com.fasterxml.jackson.databind.node.ObjectNode doc =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            Corpus.JSON.readTree(
                m.write(alltypes.AllTypes.builder().shape(new alltypes.Shape.Label("x")).build()));
    String plain = doc.deepCopy().put("f_string", digits).toString();
    String bad = doc.deepCopy().put("f_i64", digits).toString();
    for (int i = 0; i < 3; i++) { // warm both
      m.read(plain, alltypes.AllTypes.class);
      assertThrows(JacksonMapper.Rejected.class, () -> m.read(bad, alltypes.AllTypes.class));
    }
    long plainNanos = Long.MAX_VALUE;
    long badNanos = Long.MAX_VALUE;
    for (int i = 0; i < 3; i++) {
      long t = System.nanoTime();
      m.read(plain, alltypes.AllTypes.class);
      plainNanos = Math.min(plainNanos, System.nanoTime() - t);
      t = System.nanoTime();
      JacksonMapper.Rejected e =
          assertThrows(JacksonMapper.Rejected.class, () -> m.read(bad, alltypes.AllTypes.class));
      badNanos = Math.min(badNanos, System.nanoTime() - t);
      assertTrue(e.getMessage().contains("i64"), e.getMessage());
    }
    assertTrue(
        badNanos < 10 * plainNanos + 50_000_000L,
        badNanos / 1e6 + " ms against " + plainNanos / 1e6 + " ms");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void keysAreSchemaNamesAndJsonOptions(JacksonMapper m) throws Exception {
    twitter.UserMention mention =
        twitter.UserMention.builder().screenName("s").name("n").id(7).idStr("7").build();
    String text = m.write(mention);
    assertTrue(
        text.startsWith("{\"screen_name\":\"s\",\"name\":\"n\",\"id\":\"7\",\"id_str\""), text);
    assertEquals(mention, m.read(text, twitter.UserMention.class));
  }

  /**
   * A primitive field the JSON leaves out is zero under both versions (JSON.md §4, lenient
   * reading), though Jackson 3 alone refuses a missing primitive; an explicit {@code null} is
   * Jackson's to judge: zero under Jackson 2's defaults, refused under Jackson 3's.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void aMissingPrimitiveFieldIsZero(JacksonMapper m) throws Exception {
    com.fasterxml.jackson.databind.node.ObjectNode doc =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            Corpus.JSON.readTree(
                m.write(
                    alltypes.AllTypes.builder()
                        .fI32(5)
                        .fI64(6)
                        .fI8((byte) 7)
                        .fBool(true)
                        .fF64(8.5)
                        .shape(new alltypes.Shape.Label("x"))
                        .build()));
    doc.remove(List.of("f_i32", "f_i64", "f_i8", "f_bool", "f_f64"));
    alltypes.AllTypes v = m.read(doc.toString(), alltypes.AllTypes.class);
    assertEquals(0, v.fI32());
    assertEquals(0L, v.fI64());
    assertEquals((byte) 0, v.fI8());
    assertFalse(v.fBool());
    assertEquals(0.0, v.fF64());
    // Jackson's own int, and the module's i64 and i8.
    for (String key : List.of("f_i32", "f_i64", "f_i8")) {
      String text = doc.deepCopy().putNull(key).toString();
      if (m.version() == 3) {
        mismatch(() -> m.read(text, alltypes.AllTypes.class));
      } else {
        assertEquals(
            m.write(m.read(doc.toString(), alltypes.AllTypes.class)),
            m.write(m.read(text, alltypes.AllTypes.class)),
            key);
      }
    }
  }

  /**
   * Both modules are listed for the service loader, so a mapper that looks for modules (Jackson 2's
   * {@code findAndRegisterModules()}, Jackson 3's {@code findAndAddModules()}; Jersey's Jackson
   * provider, bale-jaxrs's {@code JacksonJsonTest}) gets Bale's JSON with no code.
   */
  @Test
  void theModulesAreFoundByTheServiceLoader() throws Exception {
    assertEquals(
        "\"LARGE\"", new ObjectMapper().findAndRegisterModules().writeValueAsString(Size.LARGE));
    assertEquals(
        "\"LARGE\"",
        tools.jackson.databind.json.JsonMapper.builder()
            .findAndAddModules()
            .build()
            .writeValueAsString(Size.LARGE));
  }

  /** Fails unless {@code read} is refused with the version's {@code MismatchedInputException}. */
  private static void mismatch(Executable read) {
    JacksonMapper.Rejected e = assertThrows(JacksonMapper.Rejected.class, read);
    assertTrue(e.mismatch(), e.getCause().toString());
  }
}
