package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import dev.bale.jackson.BaleModule;
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

/**
 * bale-jackson's {@link BaleModule} on every conformance vector: each vector's bytes are decoded by
 * the generated goldens, written by Jackson with the module, and compared with the JSON bridge's
 * canonical JSON (JSON.md) of the same bytes wherever the module promises the same text: enums
 * (names, unknown numbers), enum map keys, unions ({@code {"case": value}}), bytes (base64),
 * strings, booleans and 32-bit integers; unknown fields must not appear. Then Jackson reads its own
 * output back and the value must re-encode to the same bytes.
 */
class JacksonModuleTest {
  private static final ObjectMapper MAPPER = new ObjectMapper().registerModule(new BaleModule());

  @TestFactory
  Stream<DynamicTest> everyVector() {
    List<DynamicTest> out = new ArrayList<>();
    for (Corpus.Vector v : Corpus.vectors()) {
      out.add(DynamicTest.dynamicTest(v.name(), () -> check(v)));
    }
    assertTrue(out.size() >= VectorConformanceTest.MIN_VECTORS, "vectors: " + out.size());
    return out.stream();
  }

  private static void check(Corpus.Vector v) throws Exception {
    Codec.Generated c = (Codec.Generated) Codec.generated(v.schema(), v.type());
    Object decoded = c.decode(Hex.decode(v.hex()), v.options().frame(), Limits.DEFAULT);
    JsonNode tree = MAPPER.valueToTree(decoded);
    // What the JSON bridge (bale-json, the CLI) writes for the same bytes: canonical JSON.md.
    Codec.Dynamic bridge = (Codec.Dynamic) Codec.dynamic(v.schema(), v.type());
    Object dynamic = bridge.decode(Hex.decode(v.hex()), v.options().frame(), Limits.DEFAULT);
    JsonNode canonical =
        Corpus.JSON.readTree(bridge.bridgeType.toJson((dev.bale.json.Value) dynamic));
    decl(v.name() + ": $", c.decl, canonical, decoded, tree);

    // Read back: the same value (compared as canonical JSON, so instances shared on the wire and
    // copies read from JSON compare equal; unknown fields are not in JSON).
    Object back = MAPPER.treeToValue(tree, decoded.getClass());
    assertEquals(c.toJson(decoded), c.toJson(back), v.name() + ": Jackson text " + tree);
  }

  /** Walks the schema type, the canonical JSON, the decoded value and Jackson's tree together. */
  private static void compare(
      String path, TypeRef t, JsonNode expected, Object value, JsonNode actual)
      throws ReflectiveOperationException {
    assertNotNull(actual, path + ": missing in Jackson's output");
    if (t instanceof ScalarType s) {
      switch (s.kind()) {
        case BOOL, STRING, BYTES -> assertEquals(expected, actual, path);
        case I8, I16, I32, U8, U16, U32 -> {
          assertTrue(actual.isIntegralNumber(), path + ": " + actual);
          assertEquals(expected.asText(), actual.asText(), path);
        }
        default -> {} // 64-bit integers and floats: Jackson's conventions (BaleModule's doc)
      }
    } else if (t instanceof ListType l) {
      assertEquals(expected.size(), actual.size(), path);
      Iterator<?> values = ((List<?>) value).iterator();
      for (int i = 0; i < expected.size(); i++) {
        compare(path + "[" + i + "]", l.element(), expected.get(i), values.next(), actual.get(i));
      }
    } else if (t instanceof MapType m) {
      if (!(m.key() instanceof ScalarType k && k.kind() == ScalarKind.U64)) {
        // (u64 keys above 2^63-1 are negative Java longs to Jackson, as documented.)
        assertEquals(names(expected), names(actual), path + ": map keys");
      }
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
      RecordComponent[] rc = value.getClass().getRecordComponents();
      for (int i = 0; i < fields.size(); i++) {
        JsonNode e = expected.get(fields.get(i).jsonName());
        Object fv = rc[i].getAccessor().invoke(value);
        JsonNode a = actual.get(rc[i].getName());
        if (e == null || fv == null) {
          assertTrue(a == null || a.isNull(), path + "." + rc[i].getName() + ": " + a);
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

  @Test
  void anEnumIsItsNameAndAnUnknownValueItsNumber() throws Exception {
    Image image = Image.builder().uri("u").width(1).height(2).size(Size.LARGE).build();
    JsonNode tree = MAPPER.valueToTree(image);
    assertEquals("LARGE", tree.get("size").asText());
    assertEquals(image, MAPPER.treeToValue(tree, Image.class));

    Image future = image.toBuilder().size(Size.of(7)).build();
    String text = MAPPER.writeValueAsString(future);
    assertTrue(text.contains("\"size\":7"), text);
    Image back = MAPPER.readValue(text, Image.class);
    assertEquals(7, back.size().value());
    assertFalse(back.size().isKnown());

    assertEquals(Player.FLASH, MAPPER.readValue("\"FLASH\"", Player.class));
    assertEquals(Player.FLASH, MAPPER.readValue("1", Player.class));
    assertThrows(MismatchedInputException.class, () -> MAPPER.readValue("\"OGG\"", Player.class));
    assertThrows(MismatchedInputException.class, () -> MAPPER.readValue("-1", Player.class));
  }

  @Test
  void withoutTheModuleJacksonLosesTheEnum() throws Exception {
    // The problem the module solves: a plain ObjectMapper writes the getters, not the value.
    String plain = new ObjectMapper().writeValueAsString(Size.LARGE);
    assertFalse(plain.contains("LARGE"), plain);
    assertEquals("\"LARGE\"", MAPPER.writeValueAsString(Size.LARGE));
  }

  @Test
  void aUnionIsAnObjectWithOneCaseKey() throws Exception {
    alltypes.Shape shape = new alltypes.Shape.Label("hi");
    assertEquals("{\"label\":\"hi\"}", MAPPER.writeValueAsString(shape));
    assertEquals(shape, MAPPER.readValue("{\"label\":\"hi\"}", alltypes.Shape.class));
    assertThrows(
        MismatchedInputException.class, () -> MAPPER.readValue("{}", alltypes.Shape.class));
    assertThrows(
        MismatchedInputException.class,
        () -> MAPPER.readValue("{\"label\":\"a\",\"flag\":true}", alltypes.Shape.class));
    assertThrows(
        MismatchedInputException.class,
        () -> MAPPER.readValue("{\"circle\":1}", alltypes.Shape.class));
  }

  @Test
  void aDecodedMessageRoundTripsThroughJackson() throws Exception {
    MediaContent mc =
        MediaContent.builder()
            .media(
                media.Media.builder().uri("m").player(Player.FLASH).persons(List.of("a")).build())
            .images(List.of(Image.builder().uri("i").size(Size.SMALL).build()))
            .build();
    String text = MAPPER.writeValueAsString(mc);
    assertFalse(text.contains("known"), text);
    assertEquals(mc, MAPPER.readValue(text, MediaContent.class));
  }
}
