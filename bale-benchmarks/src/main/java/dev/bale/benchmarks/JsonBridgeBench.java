package dev.bale.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JSON bridge (bale-dynamic; what {@code bale encode}/{@code bale decode} and servers that
 * speak JSON use) beside Jackson's tree model on the same documents: {@code baleRead} is {@code
 * JsonBridge.Type.fromJson(byte[])} (schema-checked, into {@link Value}s), {@code baleWrite} is
 * {@code toJson} of that value (canonical text, JSON.md), {@code jacksonRead} and {@code
 * jacksonWrite} are {@code ObjectMapper.readTree} and {@code writeValueAsString} of the same
 * document (no schema). Not part of {@code make bench}: {@code java -cp
 * bale-benchmarks/target/benchmarks.jar org.openjdk.jmh.Main JsonBridgeBench -prof gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class JsonBridgeBench {
  @Param({"twitter", "citm", "canada", "repos"})
  public String set;

  private JsonBridge.Type type;
  private byte[] json;
  private Value value;
  private final ObjectMapper mapper = new ObjectMapper();
  private JsonNode tree;

  @Setup
  public void setup() throws IOException, SchemaException {
    String schema;
    String root;
    String file;
    switch (set) {
      case "twitter":
        schema = "twitter.bale";
        root = "twitter.SearchResponse";
        file = "nativejson-benchmark/twitter.json";
        break;
      case "citm":
        schema = "citm.bale";
        root = "citm.Catalog";
        file = "nativejson-benchmark/citm_catalog.json";
        break;
      case "canada":
        schema = "canada.bale";
        root = "canada.FeatureCollection";
        file = "nativejson-benchmark/canada.json";
        break;
      case "repos":
        schema = "repos.bale";
        root = "repos.ReposList";
        file = "flatbuffs-github-repos/repos_json.json";
        break;
      default:
        throw new IllegalArgumentException(set);
    }
    type =
        JsonBridge.forSchema(
                SchemaLoader.load(
                    List.of(Datasets.root().resolve("testdata/schemas").resolve(schema))))
            .type(root);
    json = Files.readAllBytes(Datasets.sharedData().resolve(file));
    value = type.fromJson(json);
    tree = mapper.readTree(json);
  }

  @Benchmark
  public Value baleRead() {
    return type.fromJson(json);
  }

  @Benchmark
  public String baleWrite() {
    return type.toJson(value);
  }

  @Benchmark
  public JsonNode jacksonRead() throws IOException {
    return mapper.readTree(json);
  }

  @Benchmark
  public String jacksonWrite() throws IOException {
    return mapper.writeValueAsString(tree);
  }
}
