package dev.bale.benchmarks.suite;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.benchmarks.BenchmarkMessage1Proto3.GoogleMessage1;
import com.google.protobuf.benchmarks.BenchmarkMessage2.GoogleMessage2;
import com.google.protobuf.benchmarks.Benchmarks.BenchmarkDataset;
import com.google.protobuf.util.JsonFormat;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactType;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The data sets of the benchmark suite. Each has a {@code .bale} schema in {@code
 * testdata/schemas/} and is loaded from {@code ../shared/data} (never copied into the project)
 * through the JSON bridge into the generated record; the synthetic InstrumentPrice messages are
 * generated from a fixed seed. {@link #load()} caches, so every codec of a run starts from the same
 * value.
 */
public enum DataSet {
  MEDIA_1("media.1", "media.bale", "media.MediaContent", media.MediaContent.COMPACT),
  MEDIA_2("media.2", "media.bale", "media.MediaContent", media.MediaContent.COMPACT),
  MEDIA_3("media.3", "media.bale", "media.MediaContent", media.MediaContent.COMPACT),
  MEDIA_4("media.4", "media.bale", "media.MediaContent", media.MediaContent.COMPACT),
  TWITTER("twitter", "twitter.bale", "twitter.SearchResponse", twitter.SearchResponse.COMPACT),
  CITM("citm", "citm.bale", "citm.Catalog", citm.Catalog.COMPACT),
  CANADA("canada", "canada.bale", "canada.FeatureCollection", canada.FeatureCollection.COMPACT),
  REPOS("repos", "repos.bale", "repos.ReposList", repos.ReposList.COMPACT),
  GMSG1(
      "google_message1",
      "google_message1.bale",
      "gmsg1.GoogleMessage1",
      gmsg1.GoogleMessage1.COMPACT),
  GMSG2(
      "google_message2",
      "google_message2.bale",
      "gmsg2.GoogleMessage2",
      gmsg2.GoogleMessage2.COMPACT),
  SMALL("price.small", "instrument.bale", "instrument.PriceSmall", instrument.PriceSmall.COMPACT),
  MEDIUM(
      "price.medium", "instrument.bale", "instrument.PriceMedium", instrument.PriceMedium.COMPACT),
  LARGE("price.large", "instrument.bale", "instrument.PriceLarge", instrument.PriceLarge.COMPACT);

  /** The name used in benchmark parameters and reports. */
  public final String id;

  final String schemaFile;
  final String typeName;
  final CompactType<?> compactType;

  DataSet(String id, String schemaFile, String typeName, CompactType<?> compactType) {
    this.id = id;
    this.schemaFile = schemaFile;
    this.typeName = typeName;
    this.compactType = compactType;
  }

  /** The data set with this {@link #id}. */
  public static DataSet byId(String id) {
    for (DataSet d : values()) {
      if (d.id.equals(id)) {
        return d;
      }
    }
    throw new IllegalArgumentException("no data set " + id);
  }

  /** Whether this is one of the MediaContent variants. */
  public boolean isMedia() {
    return this == MEDIA_1 || this == MEDIA_2 || this == MEDIA_3 || this == MEDIA_4;
  }

  /** A loaded data set: the generated-record value, its Bale type and its canonical JSON. */
  public record Loaded(DataSet set, Object value, CompactType<Object> type, String json) {
    /** The record class of the value. */
    public Class<?> rootClass() {
      return value.getClass();
    }
  }

  private static final Map<DataSet, Loaded> CACHE = new EnumMap<>(DataSet.class);

  /** Loads (once) and returns this data set. */
  public Loaded load() {
    synchronized (CACHE) {
      return CACHE.computeIfAbsent(this, DataSet::loadUncached);
    }
  }

  /** The JSON bridge for this data set's schema. */
  public JsonBridge.Type bridge() {
    try {
      return JsonBridge.forSchema(SchemaLoader.load(List.of(schemas().resolve(schemaFile))))
          .withComments(true) // jvm-serializers' media.N.json open with // comments
          .type(typeName);
    } catch (SchemaException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  @SuppressWarnings("unchecked")
  private Loaded loadUncached() {
    JsonBridge.Type bridge = bridge();
    byte[] bytes = bridge.jsonToCompact(sourceJson(), EncodeOptions.DEFAULT);
    CompactType<Object> type = (CompactType<Object>) compactType;
    Object value = Compact.decode(type, bytes);
    return new Loaded(this, value, type, bridge.compactToJson(bytes));
  }

  /** The data set as JSON of its Bale schema (the input of the bridge). */
  private String sourceJson() {
    try {
      switch (this) {
        case MEDIA_1, MEDIA_2, MEDIA_3, MEDIA_4:
          return read("jvm-serializers/" + id + ".json");
        case TWITTER:
          return read("nativejson-benchmark/twitter.json");
        case CITM:
          return read("nativejson-benchmark/citm_catalog.json");
        case CANADA:
          return read("nativejson-benchmark/canada.json");
        case REPOS:
          return read("flatbuffs-github-repos/repos_json.json");
        case GMSG1:
          return protoJson(
              "protobuf-benchmarks/google_message1/proto3/dataset.google_message1_proto3.pb",
              GoogleMessage1.parser());
        case GMSG2:
          return protoJson(
              "protobuf-benchmarks/google_message2/dataset.google_message2.pb",
              GoogleMessage2.parser());
        case SMALL, MEDIUM, LARGE:
          return synthetic();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    throw new AssertionError(this);
  }

  /**
   * The first payload of a protobuf benchmark data set, as protobuf's JSON with the .proto field
   * names, which the Bale schema mirrors (64-bit integers are strings there, which the bridge
   * accepts).
   */
  private static String protoJson(String file, com.google.protobuf.Parser<? extends Message> parser)
      throws IOException {
    BenchmarkDataset dataset =
        BenchmarkDataset.parseFrom(Files.readAllBytes(sharedData().resolve(file)));
    try {
      Message message = parser.parseFrom(dataset.getPayload(0));
      return JsonFormat.printer().preservingProtoFieldNames().print(message);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A price tick of the size of this data set, from a fixed seed: a plausible symbol, prices with
   * cents, sizes in lots, a millisecond timestamp.
   */
  private String synthetic() {
    Random r = new Random(20261122L + ordinal());
    double bid = 100 + r.nextInt(90000) / 100.0;
    StringBuilder sb = new StringBuilder("{");
    sb.append("\"symbol\":\"").append(new String[] {"AAPL", "MSFT", "GOOG"}[r.nextInt(3)]);
    sb.append("\",\"bid\":").append(bid);
    sb.append(",\"ask\":").append(bid + 0.01 * (1 + r.nextInt(5)));
    sb.append(",\"timestamp\":").append(1_763_772_000_000L + r.nextInt(86_400_000));
    sb.append(",\"bid_size\":").append(100 * (1 + r.nextInt(50)));
    sb.append(",\"ask_size\":").append(100 * (1 + r.nextInt(50)));
    if (this != SMALL) {
      sb.append(",\"last\":").append(bid - 0.02);
      sb.append(",\"volume\":").append(1_000_000L + r.nextInt(90_000_000));
      sb.append(",\"open\":").append(bid - 1.25);
      sb.append(",\"high\":").append(bid + 2.5);
      sb.append(",\"low\":").append(bid - 3.75);
      sb.append(",\"exchange\":\"XNAS\"");
    }
    if (this == LARGE) {
      sb.append(",\"close\":").append(bid - 0.5);
      sb.append(",\"change\":").append(0.5);
      sb.append(",\"change_percent\":").append(Math.round(50000 / bid) / 100.0);
      sb.append(",\"currency\":\"USD\"");
      sb.append(",\"halted\":false");
      sb.append(",\"sequence\":").append(r.nextInt(1 << 30));
    }
    return sb.append('}').toString();
  }

  private static String read(String file) throws IOException {
    return Files.readString(sharedData().resolve(file), StandardCharsets.UTF_8);
  }

  /** The repository root: {@code -Dbale.root}, else the nearest parent holding testdata/. */
  public static Path root() {
    String prop = System.getProperty("bale.root");
    if (prop != null) {
      return Path.of(prop).toAbsolutePath().normalize();
    }
    Path p = Path.of("").toAbsolutePath();
    while (p != null && !Files.isDirectory(p.resolve("testdata/schemas"))) {
      p = p.getParent();
    }
    if (p == null) {
      throw new IllegalStateException("cannot find the repository root; pass -Dbale.root=DIR");
    }
    return p;
  }

  static Path schemas() {
    return root().resolve("testdata/schemas");
  }

  static Path sharedData() {
    return root().resolve("../shared/data").normalize();
  }
}
