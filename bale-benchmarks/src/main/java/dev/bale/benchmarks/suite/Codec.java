package dev.bale.benchmarks.suite;

import java.util.EnumSet;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The codecs of the suite, each configured as its own documentation recommends for speed (the
 * settings are listed in docs/benchmarks.md). "records" means the generated Bale records of the
 * data set's schema: the codec encodes from them and decodes to them, so Bale and these peers do
 * the same work. protobuf and FlatBuffers use their own generated classes (conversion from and to
 * the records is not counted) except in the {@code +records} rows, which count it.
 */
public enum Codec {
  /** Bale compact, reused {@code CompactWriter}/{@code CompactReader}, string dedup on. */
  BALE("bale", Peers.Bale::dedupOn),
  /** Bale compact with string dedup off. */
  BALE_NODEDUP("bale-nodedup", Peers.Bale::dedupOff),
  /**
   * Bale compact (as {@link #BALE}) encoding a value whose strings' hash codes are not cached yet,
   * as for a value just built or decoded ({@link BaleFresh} says how); decode is {@link #BALE}'s.
   */
  BALE_FRESH("bale-fresh", BaleFresh::new),
  /**
   * Bale compact (as {@link #BALE}) with {@code stringsInPlace} on: an ASCII string's bytes copied
   * from the string itself, which needs {@code java.lang} opened to Bale (the suite's JVMs open
   * it).
   */
  BALE_INPLACE("bale-inplace", Peers.Bale::inPlace),
  /**
   * Bale flat (read-in-place format): reused {@code FlatBuilder}; decode verifies and reads every
   * field into records. Its views are measured in the partial-read table.
   */
  BALE_FLAT("bale-flat", BaleFlat::new),
  /** Jackson databind over the records, JSON bytes, reused ObjectWriter/ObjectReader. */
  JACKSON("jackson-json", Peers.Jackson::json),
  /** Jackson databind over the records, MessagePack (jackson-dataformat-msgpack). */
  MSGPACK("msgpack", Peers.Jackson::msgpack),
  /** Kryo 5, every class registered, references off. */
  KRYO("kryo", Peers.KryoPeer::new),
  /** Apache Fory, Java mode, codegen on, classes registered, reference tracking off. */
  FORY("fory", Peers.ForyPeer::schemaConsistent),
  /** Apache Fory in compatible (schema evolution) mode. */
  FORY_COMPAT("fory-compatible", Peers.ForyPeer::compatible),
  /**
   * protobuf-java over its own generated classes (no conversion counted). Encode re-encodes one
   * message object, so protobuf's memoized sizes spare it the size pass after the first call.
   */
  PROTOBUF("protobuf", Peers.Proto::new),
  /**
   * protobuf-java encoding a message whose memoized sizes are fresh on every call, as when each
   * message is encoded once ({@link ProtoFresh} says how); decode is {@link #PROTOBUF}'s.
   */
  PROTOBUF_FRESH("protobuf-fresh", ProtoFresh::new),
  /** protobuf-java with conversion from/to the records counted (MediaContent only). */
  PROTOBUF_RECORDS("protobuf+records", ProtoRecords::new),
  /**
   * FlatBuffers-java: encode builds the buffer from the records (FlatBuffers-java has no object
   * API, so this is how an application builds one); decode reads every field into records.
   */
  FLATBUFFERS("flatbuffers", FlatPeers::create),
  /**
   * SBE (Simple Binary Encoding, sbe-tool codecs generated from {@code testdata/peers/sbe}) on the
   * InstrumentPrice messages only: the fixed-layout anchor of the flat goals ({@link SbePeer}).
   */
  SBE("sbe", SbePeer::create),
  /** JDK serialization (the floor), over the value as a LinkedHashMap/ArrayList tree. */
  JDK("jdk", Peers.Jdk::new);

  /** The name used in benchmark parameters and reports. */
  public final String id;

  private final BiFunction<DataSet.Loaded, Codec, Case> factory;

  Codec(String id, BiFunction<DataSet.Loaded, Codec, Case> factory) {
    this.id = id;
    this.factory = factory;
  }

  /** The codec with this {@link #id}. */
  public static Codec byId(String id) {
    for (Codec c : values()) {
      if (c.id.equals(id)) {
        return c;
      }
    }
    throw new IllegalArgumentException("no codec " + id);
  }

  /** Whether the suite runs this codec on {@code set}. */
  public boolean supports(DataSet set) {
    return switch (this) {
      case PROTOBUF_RECORDS -> set.isMedia();
      case FLATBUFFERS -> FlatPeers.SUPPORTED.contains(set);
      case SBE -> SbePeer.SUPPORTED.contains(set);
      default -> true;
    };
  }

  /** A ready case of this codec on {@code data} (not yet verified). */
  public Case create(DataSet.Loaded data) {
    return factory.apply(data, this);
  }

  /** The codecs with a row on {@code set}. */
  public static Set<Codec> on(DataSet set) {
    Set<Codec> out = EnumSet.noneOf(Codec.class);
    for (Codec c : values()) {
      if (c.supports(set)) {
        out.add(c);
      }
    }
    return out;
  }
}
