package dev.bale.benchmarks.suite;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
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
 * The first use of a codec in a fresh JVM (a process that starts, reads one message, answers one):
 * each fork times one call, from nothing of the codec loaded to the first value decoded ({@link
 * #firstDecode}) or decoded and encoded again ({@link #firstRoundTrip}). The timed call loads and
 * initializes the codec's classes, builds what the codec needs (a Kryo or Fory instance and its
 * registrations, a Jackson mapper, Bale's and protobuf's generated codecs and their static state,
 * or Bale's dynamic codec from the schema's text) and runs the interpreter's first pass; it is what
 * an Android app, a CLI or a serverless function pays once per process, and what the suite's warm
 * rows leave out.
 *
 * <p>The set-up of a fork only reads two files written by {@link ColdStart} in another JVM: the
 * codec's bytes of the data set and the names of the classes Kryo and Fory register (loaded by
 * name, not initialized, inside the timed call, as an application's class literals would be). This
 * class reaches each codec only through its own nested class, so a fork loads no other codec. Kryo,
 * Fory and Jackson read into Bale's generated records (as in {@link CodecBench}), whose classes
 * hold their Bale codecs: those rows pay the records' static set-up too; protobuf reads its own
 * classes. Run by {@code make bench-coldstart}, which checks every round trip first.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1, batchSize = 1)
@Fork(
    value = 20,
    jvmArgsAppend = {Suite.AGRONA_EXPORT, Suite.AGRONA_EXPORTED, BaleFresh.OPEN, BaleFresh.OPENED})
public class ColdStartBench {
  /** The data sets with a cold row. */
  static final List<String> SETS = List.of("media.1", "twitter");

  /** The codecs with a cold row. */
  static final List<String> CODECS =
      List.of("bale", "bale-flat", "bale-dynamic", "protobuf", "jackson-json", "kryo", "fory");

  /** {@code "dataSet/codec"}, one of {@link #SETS} by one of {@link #CODECS}. */
  @Param({"media.1/bale"})
  public String kase;

  /** The directory {@link ColdStart} wrote the inputs to. */
  @Param({""})
  public String dir;

  private byte[] bytes;
  private List<String> classNames;

  @Setup
  public void setup() throws IOException {
    if (dir.isEmpty()) {
      throw new IllegalStateException(
          "no inputs: run ColdStartBench through ColdStart (make bench-coldstart), which writes them");
    }
    Path d = Path.of(dir);
    bytes = Files.readAllBytes(d.resolve(ColdStart.bytesFile(kase)));
    classNames = Files.readAllLines(d.resolve(ColdStart.classesFile(kase)));
  }

  @Benchmark
  public Object firstDecode() {
    return cold(kase, classNames).decode(bytes);
  }

  @Benchmark
  public byte[] firstRoundTrip() {
    Cold c = cold(kase, classNames);
    return c.encode(c.decode(bytes));
  }

  /** One codec's decode and encode of one data set's root. */
  interface Cold {
    Object decode(byte[] bytes);

    byte[] encode(Object value);
  }

  /**
   * The codec of {@code kase}, built now; {@code classNames} are the classes to register (Kryo,
   * Fory, Jackson's enums), the first one the root's.
   */
  static Cold cold(String kase, List<String> classNames) {
    int slash = kase.indexOf('/');
    String set = kase.substring(0, slash);
    boolean media = set.equals("media.1");
    if (!media && !set.equals("twitter")) {
      throw new IllegalArgumentException("no cold row for " + kase);
    }
    return switch (kase.substring(slash + 1)) {
      case "bale" -> media ? BaleCompact.media() : BaleCompact.twitter();
      case "bale-flat" -> media ? BaleFlat.media() : BaleFlat.twitter();
      case "bale-dynamic" -> new BaleDynamic(classNames.get(0), classNames.get(1));
      case "protobuf" -> media ? Protobuf.media() : Protobuf.twitter();
      case "jackson-json" -> new JacksonJson(classes(classNames));
      case "kryo" -> new KryoCold(classes(classNames));
      case "fory" -> new ForyCold(classes(classNames));
      default -> throw new IllegalArgumentException("no cold row for " + kase);
    };
  }

  /** The classes of {@code names}, loaded and not initialized (as class literals are). */
  private static List<Class<?>> classes(List<String> names) {
    List<Class<?>> out = new ArrayList<>(names.size());
    ClassLoader loader = ColdStartBench.class.getClassLoader();
    try {
      for (String n : names) {
        out.add(Class.forName(n, false, loader));
      }
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
    return out;
  }

  /** Bale compact through the generated code and the static {@link Compact} calls. */
  private static final class BaleCompact<T> implements Cold {
    private final CompactType<T> type;

    private BaleCompact(CompactType<T> type) {
      this.type = type;
    }

    static Cold media() {
      return new BaleCompact<>(media.MediaContent.COMPACT);
    }

    static Cold twitter() {
      return new BaleCompact<>(twitter.SearchResponse.COMPACT);
    }

    @Override
    public Object decode(byte[] bytes) {
      return Compact.decode(type, bytes);
    }

    @Override
    @SuppressWarnings("unchecked")
    public byte[] encode(Object value) {
      return Compact.encode(type, (T) value);
    }
  }

  /** Bale flat through the generated code: verified decode into records, {@link Flat#encode}. */
  private static final class BaleFlat<T> implements Cold {
    private final FlatType<T> type;

    private BaleFlat(FlatType<T> type) {
      this.type = type;
    }

    static Cold media() {
      return new BaleFlat<>(media.MediaContent.FLAT);
    }

    static Cold twitter() {
      return new BaleFlat<>(twitter.SearchResponse.FLAT);
    }

    @Override
    public Object decode(byte[] bytes) {
      return Flat.decode(type, bytes);
    }

    @Override
    @SuppressWarnings("unchecked")
    public byte[] encode(Object value) {
      return Flat.encode(type, (T) value);
    }
  }

  /**
   * Bale's dynamic codec, as {@code bale decode} uses it: the schema file read and parsed, a {@code
   * DynamicCodec} built, the root type looked up, all in the timed call (its "classes" input holds
   * the schema file's path and the root type's name); values are {@code Value} trees.
   */
  private static final class BaleDynamic implements Cold {
    private final CompactType<dev.bale.dynamic.Value> type;

    BaleDynamic(String schemaFile, String typeName) {
      try {
        Path file = Path.of(schemaFile);
        type =
            dev.bale.dynamic.DynamicCodec.forSchema(
                    dev.bale.schema.SchemaLoader.loadString(
                        file.getFileName().toString(), Files.readString(file)))
                .type(typeName);
      } catch (IOException | dev.bale.schema.SchemaException e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    public Object decode(byte[] bytes) {
      return Compact.decode(type, bytes);
    }

    @Override
    public byte[] encode(Object value) {
      return Compact.encode(type, (dev.bale.dynamic.Value) value);
    }
  }

  /** protobuf-java over its own generated classes. */
  private static final class Protobuf implements Cold {
    private final boolean media;

    private Protobuf(boolean media) {
      this.media = media;
    }

    static Cold media() {
      return new Protobuf(true);
    }

    static Cold twitter() {
      return new Protobuf(false);
    }

    @Override
    public Object decode(byte[] bytes) {
      try {
        return media
            ? dev.bale.benchmarks.peers.proto.media.MediaContent.parseFrom(bytes)
            : dev.bale.benchmarks.peers.proto.twitter.SearchResponse.parseFrom(bytes);
      } catch (com.google.protobuf.InvalidProtocolBufferException e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    public byte[] encode(Object value) {
      return ((com.google.protobuf.MessageLite) value).toByteArray();
    }
  }

  /** Jackson databind, JSON, the suite's mapper ({@link Peers#mapper}). */
  private static final class JacksonJson implements Cold {
    private final ObjectMapper mapper;
    private final Class<?> root;

    JacksonJson(List<Class<?>> classes) {
      mapper = Peers.mapper(new JsonFactory(), classes);
      root = classes.get(0);
    }

    @Override
    public Object decode(byte[] bytes) {
      try {
        return mapper.readerFor(root).readValue(bytes);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public byte[] encode(Object value) {
      try {
        return mapper.writerFor(root).writeValueAsBytes(value);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Kryo 5 as the suite configures it ({@link Peers.KryoPeer#kryo}). */
  private static final class KryoCold implements Cold {
    private final Kryo kryo;
    private final Class<?> root;

    KryoCold(List<Class<?>> classes) {
      kryo = Peers.KryoPeer.kryo(classes);
      root = classes.get(0);
    }

    @Override
    public Object decode(byte[] bytes) {
      return kryo.readObject(new Input(bytes), root);
    }

    @Override
    public byte[] encode(Object value) {
      Output out = new Output(4096, -1);
      kryo.writeObject(out, value);
      return out.toBytes();
    }
  }

  /** Apache Fory as the suite configures it ({@link Peers.ForyPeer#fory}), schema-consistent. */
  private static final class ForyCold implements Cold {
    private final Fory fory;
    private final Class<?> root;

    ForyCold(List<Class<?>> classes) {
      fory = Peers.ForyPeer.fory(classes, CompatibleMode.SCHEMA_CONSISTENT);
      root = classes.get(0);
    }

    @Override
    public Object decode(byte[] bytes) {
      return fory.deserializeJavaObject(bytes, root);
    }

    @Override
    public byte[] encode(Object value) {
      return fory.serializeJavaObject(value);
    }
  }
}
