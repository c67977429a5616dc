package dev.bale.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.Limits;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Writes the JSON bridge's canonical text (docs/spec/JSON.md) of every conformance vector's bytes,
 * for the TypeScript test that holds {@code toJson}/{@code fromJson} of {@code bale/json} to the
 * Java bridge ({@code ts/test/json-bridge.ts}, run by {@code make ts-test}):
 *
 * <pre>
 * java -cp bale-tools.jar dev.bale.tools.BridgeJsonMain ROOT OUT.json
 * </pre>
 *
 * OUT is an array of {@code {name, schema, type, frame, hex, json}}, one per case of {@code
 * ROOT/testdata/vectors/*.json} and of {@code ROOT/testdata/roots/vectors.json} (roots of any type,
 * {@code type} a type expression). A vector that does not decode is a bug elsewhere (the
 * conformance tests say which) and ends the tool with an exception.
 */
public final class BridgeJsonMain {
  private BridgeJsonMain() {}

  public static void main(String[] args) throws IOException, SchemaException {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: BridgeJsonMain ROOT OUT.json");
    }
    Path root = Path.of(args[0]);
    ObjectMapper json = new ObjectMapper();
    ArrayNode out = json.createArrayNode();
    Map<String, JsonBridge> bridges = new HashMap<>();
    List<Path> files;
    try (Stream<Path> s = Files.list(root.resolve("testdata/vectors"))) {
      files = new ArrayList<>(s.filter(p -> p.toString().endsWith(".json")).sorted().toList());
    }
    // Roots of any type (VECTORS.md 7): their type is a type expression, which bridge.type reads.
    files.add(root.resolve("testdata/roots/vectors.json"));
    for (Path f : files) {
      for (JsonNode c : json.readTree(f.toFile())) {
        String schema = c.get("schema").asText();
        JsonBridge bridge = bridges.get(schema);
        if (bridge == null) {
          bridge =
              JsonBridge.forSchema(
                  SchemaLoader.load(List.of(root.resolve("testdata/schemas").resolve(schema))));
          bridges.put(schema, bridge);
        }
        boolean frame = c.path("options").path("frame").asBoolean(false);
        String hex = c.get("hex").asText().replaceAll("\\s+", "");
        JsonBridge.Type type = bridge.type(c.get("type").asText());
        String text = type.toJson(type.decode(HexFormat.of().parseHex(hex), frame, Limits.DEFAULT));
        ObjectNode o = out.addObject();
        o.put("name", c.get("name").asText());
        o.put("schema", schema);
        o.put("type", c.get("type").asText());
        o.put("frame", frame);
        o.put("hex", hex);
        o.put("json", text);
      }
    }
    Files.createDirectories(Path.of(args[1]).toAbsolutePath().getParent());
    json.writeValue(Path.of(args[1]).toFile(), out);
    System.out.println("bridge JSON of " + out.size() + " vectors written to " + args[1]);
  }
}
