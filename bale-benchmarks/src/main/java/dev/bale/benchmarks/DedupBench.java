package dev.bale.benchmarks;

import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import java.util.concurrent.TimeUnit;
import media.MediaContent;
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
 * Should string deduplication be on by default? Compact encode and decode of the same value with
 * dedup on and off, side by side in one run, through generated code with reused writer/reader (the
 * recommended way to use them). Bytes per data set are printed by {@link DedupSizes}.
 *
 * <p>Run: {@code make bench-dedup} (JMH with {@code -prof gc}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DedupBench {
  /** MediaContent variants media.1..4 of jvm-serializers, and the 90-repository list. */
  @Param({"media.1", "media.2", "media.3", "media.4", "repos"})
  public String data;

  @Param({"true", "false"})
  public boolean dedup;

  private Object value;
  private CompactType<Object> type;
  private CompactWriter writer;
  private CompactReader reader;
  private byte[] bytes;

  @Setup
  @SuppressWarnings("unchecked")
  public void setup() {
    if (data.equals("repos")) {
      type = (CompactType<Object>) (CompactType<?>) repos.ReposList.COMPACT;
      value =
          Datasets.load(
              "repos.bale",
              "repos.ReposList",
              "flatbuffs-github-repos/repos_json.json",
              repos.ReposList.COMPACT);
    } else {
      type = (CompactType<Object>) (CompactType<?>) MediaContent.COMPACT;
      value =
          Datasets.load(
              "media.bale",
              "media.MediaContent",
              "jvm-serializers/" + data + ".json",
              MediaContent.COMPACT);
    }
    writer = new CompactWriter().dedupStrings(dedup);
    reader = new CompactReader();
    bytes = writer.encode(type, value);
    if (!reader.decode(type, bytes).equals(value)) {
      throw new IllegalStateException("round trip failed for " + data);
    }
  }

  @Benchmark
  public byte[] encode() {
    return writer.encode(type, value);
  }

  @Benchmark
  public Object decode() {
    return reader.decode(type, bytes);
  }
}
