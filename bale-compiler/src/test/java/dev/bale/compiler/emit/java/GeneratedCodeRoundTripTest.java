package dev.bale.compiler.emit.java;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.RandomValues;
import dev.bale.dynamic.Value;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Generates Java for the test schemas, compiles it with {@code -Xlint:all -Werror} against
 * bale-runtime, and runs driver programs (test resources under {@code drivers/}) that build values
 * with the generated API and round-trip them. The bytes are then checked against the schema-driven
 * dynamic codec of bale-dynamic, an independent implementation of FORMAT.md.
 */
class GeneratedCodeRoundTripTest {
  static final Path SCHEMAS = TestSchemas.root().resolve("testdata/schemas");

  static ClassLoader loader;

  @BeforeAll
  static void compileEverything(@TempDir Path dir) throws Exception {
    Map<String, String> sources = new TreeMap<>();
    for (Map.Entry<String, JavaOptions> e : TestSchemas.goldenSchemas().entrySet()) {
      Schema schema = SchemaLoader.load(java.util.List.of(SCHEMAS.resolve(e.getKey())));
      // Without the gRPC classes of services: this class path has no grpc-api (bale-grpc's
      // GeneratedServiceTest compiles and runs them).
      sources.putAll(
          new JavaGenerator(e.getValue().withGrpc(false))
              .generate(schema, new ArrayList<>(schema.decls().values())));
    }
    for (String d :
        new String[] {"Check", "MediaRoundTrip", "AllTypesRoundTrip", "EvolveRoundTrip"}) {
      sources.put("drivers/" + d + ".java", GeneratedCompiler.driver(d));
    }
    loader = GeneratedCompiler.compile(sources, dir);
  }

  @SuppressWarnings("unchecked")
  static Map<String, byte[]> run(String driver) throws Exception {
    Object d = loader.loadClass("drivers." + driver).getDeclaredConstructor().newInstance();
    return ((Supplier<Map<String, byte[]>>) d).get();
  }

  static JsonBridge bridge(String schemaFile) throws Exception {
    return JsonBridge.forSchema(SchemaLoader.load(java.util.List.of(SCHEMAS.resolve(schemaFile))))
        .withComments(true); // media.1.json has // comments
  }

  /** jvm-serializers media.1.json, as the dynamic codec reads it. */
  static final String MEDIA_1 =
      """
      {"media": {"uri": "http://javaone.com/keynote.mpg", "title": "Javaone Keynote",
        "width": 640, "height": 480, "format": "video/mpg4", "duration": 18000000,
        "size": 58982400, "bitrate": 262144, "persons": ["Bill Gates", "Steve Jobs\uc2a4"],
        "player": "JAVA", "copyright": null},
       "images": [
        {"uri": "http://javaone.com/keynote_large.jpg", "title": "Javaone Keynote",
         "width": 1024, "height": 768, "size": "LARGE"},
        {"uri": "http://javaone.com/keynote_small.jpg", "title": "Javaone Keynote",
         "width": 320, "height": 240, "size": "SMALL"}]}
      """;

  @Test
  void mediaRoundTripsAndMatchesTheDynamicCodec() throws Exception {
    Map<String, byte[]> bytes = run("MediaRoundTrip");
    JsonBridge.Type type = bridge("media.bale").type("media.MediaContent");
    byte[] dynamicDedup = type.jsonToCompact(MEDIA_1, EncodeOptions.DEFAULT.withDedupStrings(true));
    byte[] dynamicPlain =
        type.jsonToCompact(MEDIA_1, EncodeOptions.DEFAULT.withDedupStrings(false));
    assertArrayEquals(dynamicDedup, bytes.get("dedup"), "generated vs dynamic, dedup on");
    assertArrayEquals(dynamicPlain, bytes.get("plain"), "generated vs dynamic, dedup off");
    assertTrue(bytes.get("dedup").length < 218, bytes.get("dedup").length + " bytes");
  }

  @Test
  void allTypesRoundTripAndDynamicCodecAgrees() throws Exception {
    Map<String, byte[]> bytes = run("AllTypesRoundTrip");
    JsonBridge.Type type = bridge("alltypes.bale").type("alltypes.AllTypes");
    for (Map.Entry<String, byte[]> e : bytes.entrySet()) {
      // The dynamic codec decodes what generated code wrote and re-encodes it to the same bytes.
      boolean dedupStrings = !e.getKey().startsWith("full.false");
      boolean dedupMessages = e.getKey().endsWith(".true");
      EncodeOptions options =
          EncodeOptions.DEFAULT.withDedupStrings(dedupStrings).withDedupMessages(dedupMessages);
      String json = type.compactToJson(e.getValue());
      if (!dedupMessages) {
        assertArrayEquals(e.getValue(), type.jsonToCompact(json, options), e.getKey());
      } else {
        assertEquals(json, type.compactToJson(type.jsonToCompact(json, options)), e.getKey());
      }
    }
  }

  /**
   * Seeded random values of every root message of the goldens: the dynamic codec encodes them, the
   * generated codec must decode them and write the very same bytes (with and without string dedup).
   */
  @Test
  void randomValuesEncodeIdenticallyToTheDynamicCodec() throws Exception {
    long seed = Long.getLong("bale.propertySeed", 20261122L);
    RandomValues random = new RandomValues(seed, 4);
    int checked = 0;
    for (Map.Entry<String, JavaOptions> e : TestSchemas.goldenSchemas().entrySet()) {
      Schema schema = SchemaLoader.load(java.util.List.of(SCHEMAS.resolve(e.getKey())));
      JsonBridge bridge = JsonBridge.forSchema(schema);
      JavaTypes types = new JavaTypes(e.getValue());
      for (Decl d : schema.decls().values()) {
        if (!(d instanceof MessageDecl)) {
          continue;
        }
        @SuppressWarnings("unchecked")
        CompactType<Object> generated =
            (CompactType<Object>)
                loader.loadClass(types.className(d).canonicalName()).getField("COMPACT").get(null);
        CompactType<Value> dynamic = bridge.codec().type(d);
        for (int i = 0; i < 200; i++) {
          Value v = random.of(d);
          for (boolean dedup : new boolean[] {true, false}) {
            CompactWriter w = new CompactWriter().dedupStrings(dedup);
            byte[] expected = w.encode(dynamic, v);
            Object decoded = new CompactReader().decode(generated, expected);
            byte[] actual = w.encode(generated, decoded);
            String what = d.fullName() + " seed " + seed + " #" + i + " dedup=" + dedup;
            assertArrayEquals(expected, actual, what);
            checked++;
          }
        }
      }
    }
    assertTrue(checked >= 2000, "checked " + checked);
  }

  @Test
  void evolutionBetweenGeneratedVersions() throws Exception {
    Map<String, byte[]> bytes = run("EvolveRoundTrip");
    JsonBridge.Type v2 = bridge("evolve_v2.bale").type("evolve.Record");
    JsonBridge.Type v1 = bridge("evolve_v1.bale").type("evolve.Record");
    for (boolean dedup : new boolean[] {true, false}) {
      EncodeOptions options = EncodeOptions.DEFAULT.withDedupStrings(dedup);
      byte[] newer = bytes.get("v2." + dedup);
      assertArrayEquals(newer, v2.jsonToCompact(v2.compactToJson(newer), options));
      byte[] older = bytes.get("v1." + dedup);
      assertArrayEquals(older, v1.jsonToCompact(v1.compactToJson(older), options));
    }
  }
}
