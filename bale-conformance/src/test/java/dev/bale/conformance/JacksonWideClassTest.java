package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.compiler.emit.java.JavaGenerator;
import dev.bale.compiler.emit.java.JavaOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.Compact;
import dev.bale.runtime.Limits;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.lang.reflect.Type;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * bale-jackson on a message too wide for a record, which the generator makes a final class
 * (docs/generated-java.md, "What a Java class can hold"): Jackson's text of a decoded value is the
 * JSON bridge's canonical JSON of the same bytes (keys, their order, [json] keys, 64-bit integers
 * as strings, absent optionals left out), Jackson reads it back through the class's builder to the
 * same bytes, a key left out takes its schema default, and the reading budget charges each value.
 */
class JacksonWideClassTest {
  private static final String SCHEMA;

  static {
    StringBuilder sb =
        new StringBuilder(
            "package wj;\nenum Color { RED = 0; GREEN = 1; }\n"
                + "message Inner { string s = 1; i64 n = 2; }\nmessage W {\n"
                + "  string first = 1 [json = \"first-key\"];\n  i64 big = 2;\n  u64 huge = 3;\n"
                + "  list<i64> longs = 4;\n  map<i64, string> byId = 5;\n  Inner inner = 6;\n"
                + "  Inner? maybe = 7;\n  Color color = 8;\n  bytes data = 9;\n  f64 ratio = 10;\n"
                + "  i32? opt = 11;\n  bool flag = 12;\n  i32 count = 13 [default = 7];\n");
    for (int i = 14; i <= 260; i++) {
      sb.append("  i64 f").append(i).append(" = ").append(i).append(";\n");
    }
    SCHEMA = sb.append("}\n").toString();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.bale.conformance.JacksonMapper#both")
  void aClassTooWideForARecordMapsAsARecordWould(JacksonMapper m, @TempDir Path dir)
      throws Exception {
    Schema schema = SchemaLoader.loadString("wide.bale", SCHEMA);
    ClassLoader loader = compile(schema, dir);
    Class<?> w = loader.loadClass("wj.W");
    assertFalse(w.isRecord(), "the generator made W a class");

    JsonBridge.Type bridge = JsonBridge.forSchema(schema).type("wj.W");
    String input =
        "{\"first-key\":\"hello\",\"big\":\"-9007199254740993\",\"huge\":\"18446744073709551615\","
            + "\"longs\":[\"1\",\"-2\"],\"byId\":{\"5\":\"five\"},\"inner\":{\"s\":\"in\",\"n\":\"7\"},"
            + "\"color\":\"GREEN\",\"data\":\"AQI=\",\"ratio\":2.5,\"flag\":true,\"f260\":\"42\"}";
    Value dynamic = bridge.fromJson(input);
    byte[] bytes = Compact.encode(bridge.compactType(), dynamic);
    Object decoded = w.getMethod("fromCompactBytes", byte[].class).invoke(null, bytes);

    JsonNode canonical = Corpus.JSON.readTree(bridge.toJson(dynamic));
    String text = m.write(decoded);
    JsonNode jackson = Corpus.JSON.readTree(text);
    assertEquals(keys(canonical), keys(jackson), "keys and their order");
    assertEquals(canonical, jackson, text);

    Object back = m.read(text, w);
    assertEquals(decoded, back);
    assertArrayEquals(bytes, (byte[]) w.getMethod("toCompactBytes").invoke(back));

    // A key left out takes the schema default, as the builder has it.
    Object empty = m.read("{}", w);
    Object builder = w.getMethod("builder").invoke(null);
    assertEquals(builder.getClass().getMethod("build").invoke(builder), empty);
    assertEquals(7, w.getMethod("count").invoke(empty));

    // Each value read is charged (about 10 KB: 260 fields): 40 go over a 64 KiB budget, 3 do not.
    Limits small = Limits.builder().decodedSizeFloor(64 * 1024).decodedSizeRatio(1).build();
    JacksonMapper budgeted = m.withLimits(small);
    Type listOfW = JacksonMapper.of(List.class, w);
    String forty = "[" + "{},".repeat(39) + "{}]";
    JacksonMapper.Rejected e =
        assertThrows(JacksonMapper.Rejected.class, () -> budgeted.read(forty, listOfW));
    assertEquals("JSON_LIMIT_EXCEEDED", e.limit().code(), e.getMessage());
    assertEquals(3, ((List<?>) budgeted.read("[{},{},{}]", listOfW)).size());
  }

  private static List<String> keys(JsonNode node) {
    List<String> out = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
      out.add(it.next().getKey());
    }
    return out;
  }

  /** The schema's generated Java, compiled into {@code dir} and loaded over this test's classes. */
  private static ClassLoader compile(Schema schema, Path dir) throws Exception {
    Map<String, String> files =
        new JavaGenerator(JavaOptions.defaults())
            .generate(schema, new ArrayList<>(schema.decls().values()));
    Path src = dir.resolve("src");
    List<Path> paths = new ArrayList<>();
    for (Map.Entry<String, String> e : files.entrySet()) {
      Path p = src.resolve(e.getKey());
      Files.createDirectories(p.getParent());
      Files.writeString(p, e.getValue());
      paths.add(p);
    }
    Path out = Files.createDirectories(dir.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    try (StandardJavaFileManager fm = javac.getStandardFileManager(null, null, null)) {
      boolean ok =
          javac
              .getTask(
                  null,
                  fm,
                  null,
                  List.of(
                      "-d",
                      out.toString(),
                      "-classpath",
                      System.getProperty("java.class.path"),
                      "-proc:none"),
                  null,
                  fm.getJavaFileObjectsFromPaths(paths))
              .call();
      if (!ok) {
        throw new AssertionError("javac failed");
      }
    }
    return new URLClassLoader(
        new java.net.URL[] {out.toUri().toURL()}, JacksonWideClassTest.class.getClassLoader());
  }
}
