package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Limits;
import dev.bale.schema.SchemaLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * JSONTestSuite's parsing inputs ({@code ../shared/data/JSONTestSuite/test_parsing}, Seriot, MIT)
 * through the JSON bridge with the dynamic type {@code json} as the root (issue 15): every {@code
 * n_} file is rejected with a typed error and every {@code y_} file is accepted and round-trips by
 * value through compact and flat bytes (a key given twice keeps its later value, as Jackson's tree
 * and {@code JSON.parse} do); nothing fails untyped. The outcome of every {@code i_} file is
 * printed and checked against the table of docs/spec/JSON.md, "JSONTestSuite".
 */
class JsonTestSuiteTest {
  private static final Path DIR =
      Path.of(System.getProperty("bale.root", ".."))
          .toAbsolutePath()
          .resolveSibling("shared/data/JSONTestSuite/test_parsing");

  private static final ObjectMapper MAPPER = new ObjectMapper();

  @Test
  void everyParsingInput() throws Exception {
    Assumptions.assumeTrue(Files.isDirectory(DIR), "no " + DIR);
    JsonBridge.Type type =
        JsonBridge.forSchema(SchemaLoader.loadString("t.bale", "package t;\nroot json;\n"))
            .declaredRoot();
    List<Path> files;
    try (Stream<Path> s = Files.list(DIR)) {
      files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    assertEquals(318, files.size());
    Map<String, String> implementationDefined = new TreeMap<>();
    int y = 0;
    int n = 0;
    List<String> nAccepted = new ArrayList<>();
    for (Path f : files) {
      String name = f.getFileName().toString();
      byte[] text = Files.readAllBytes(f);
      String outcome;
      byte[] compact = null;
      try {
        compact = type.jsonToCompact(text, EncodeOptions.DEFAULT);
        outcome = "accepted";
      } catch (BaleJsonException e) {
        outcome = e.code().name();
      } catch (BaleException e) {
        outcome = e.code().name();
      } catch (RuntimeException | StackOverflowError e) {
        throw new AssertionError(name + ": untyped failure " + e, e);
      }
      if (name.startsWith("n_")) {
        if (outcome.equals("accepted")) {
          nAccepted.add(name);
        }
        n++;
      } else if (name.startsWith("y_")) {
        assertEquals("accepted", outcome, name);
        roundTrip(type, name, text, compact);
        y++;
      } else {
        if (outcome.equals("accepted")) {
          roundTrip(type, name, text, compact);
        }
        implementationDefined.put(name, outcome);
      }
    }
    assertEquals(188, n);
    assertEquals(List.of(), nAccepted, "n_ files accepted");
    assertEquals(95, y);
    StringBuilder sb =
        new StringBuilder("JSONTestSuite i_ files through the bridge (json root):\n");
    implementationDefined.forEach(
        (k, v) -> sb.append("| ").append(k).append(" | ").append(v).append(" |\n"));
    System.out.println(sb);
    assertEquals(35, implementationDefined.size());
  }

  /** Compact and flat bytes decode to the document's value (numbers by value, keys in order). */
  private static void roundTrip(JsonBridge.Type type, String name, byte[] text, byte[] compact)
      throws IOException {
    JsonNode expected = MAPPER.readTree(text);
    JsonNode viaCompact = MAPPER.readTree(type.compactToJson(compact));
    assertSame(name + " (compact)", expected, viaCompact);
    byte[] flat = type.jsonToFlat(text, EncodeOptions.DEFAULT);
    JsonNode viaFlat = MAPPER.readTree(type.toJson(type.decodeFlat(flat, false, Limits.DEFAULT)));
    assertSame(name + " (flat)", expected, viaFlat);
  }

  private static void assertSame(String what, JsonNode expected, JsonNode actual) {
    String d = diff("$", expected, actual);
    if (d != null) {
      fail(what + ": differs at " + d);
    }
  }

  private static String diff(String path, JsonNode e, JsonNode a) {
    if (e.isNumber() && a.isNumber()) {
      if (e.isIntegralNumber() != a.isIntegralNumber()) {
        return path + " (integer vs float: " + e + " vs " + a + ")";
      }
      return e.isIntegralNumber()
          ? (e.bigIntegerValue().equals(a.bigIntegerValue()) ? null : path)
          : (Double.compare(e.doubleValue(), a.doubleValue()) == 0
              ? null
              : path + " " + e + " vs " + a);
    }
    if (e.getNodeType() != a.getNodeType()) {
      return path + " (" + e.getNodeType() + " vs " + a.getNodeType() + ")";
    }
    if (e.isArray()) {
      if (e.size() != a.size()) {
        return path + " (size)";
      }
      for (int i = 0; i < e.size(); i++) {
        String d = diff(path + "[" + i + "]", e.get(i), a.get(i));
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (e.isObject()) {
      List<String> ek = new ArrayList<>();
      e.fieldNames().forEachRemaining(ek::add);
      List<String> ak = new ArrayList<>();
      a.fieldNames().forEachRemaining(ak::add);
      if (!ek.equals(ak)) {
        return path + " (keys " + ek + " vs " + ak + ")";
      }
      for (String k : ek) {
        String d = diff(path + "." + k, e.get(k), a.get(k));
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    return e.equals(a) ? null : path + " (" + e + " vs " + a + ")";
  }
}
