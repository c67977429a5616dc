package dev.bale.benchmarks.suite;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.CollectionSerializer;
import com.esotericsoftware.kryo.serializers.MapSerializer;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import com.google.protobuf.util.JsonFormat;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/** The codecs that work from the generated records (and protobuf over its own classes). */
final class Peers {
  private Peers() {}

  /**
   * Bale compact through the generated code, reused writer and reader. The writer reads strings'
   * bytes in place ({@code stringsInPlace}) only in the {@code bale-inplace} row: the suite's JVMs
   * open {@code java.lang} (for {@link BaleFresh}), which a JVM does not by default, so the other
   * rows turn it off to measure what a default JVM runs.
   */
  static final class Bale extends Case {
    private final CompactWriter writer;
    private final CompactReader reader = new CompactReader();
    private final boolean inPlace;

    private Bale(DataSet.Loaded data, Codec codec, boolean dedup, boolean inPlace) {
      super(data, codec);
      writer = new CompactWriter().dedupStrings(dedup).stringsInPlace(inPlace);
      this.inPlace = inPlace;
    }

    static Case dedupOn(DataSet.Loaded data, Codec codec) {
      return new Bale(data, codec, true, false);
    }

    static Case dedupOff(DataSet.Loaded data, Codec codec) {
      return new Bale(data, codec, false, false);
    }

    static Case inPlace(DataSet.Loaded data, Codec codec) {
      return new Bale(data, codec, true, true);
    }

    @Override
    public byte[] encode() {
      return writer.encode(data.type(), data.value());
    }

    @Override
    public Object decode(byte[] bytes) {
      return reader.decode(data.type(), bytes);
    }

    @Override
    public void verify() {
      check(decode(encode()).equals(data.value()), "decode(encode(value)) != value");
      check(
          writer.stringsInPlace() == inPlace,
          inPlace
              ? "strings in place unavailable: run with --add-opens java.base/java.lang=ALL-UNNAMED"
              : "strings in place on");
      if (inPlace) {
        byte[] plain = new CompactWriter().stringsInPlace(false).encode(data.type(), data.value());
        check(Arrays.equals(encode(), plain), "bale-inplace bytes differ from bale's");
      }
    }
  }

  /** Jackson databind over the records: JSON or MessagePack. */
  static final class Jackson extends Case {
    private final ObjectWriter writer;
    private final ObjectReader reader;

    private Jackson(DataSet.Loaded data, Codec codec, JsonFactory factory) {
      super(data, codec);
      ObjectMapper mapper = mapper(factory, Classes.of(data.rootClass(), data.value()));
      writer = mapper.writerFor(data.rootClass());
      reader = mapper.readerFor(data.rootClass());
    }

    static Case json(DataSet.Loaded data, Codec codec) {
      return new Jackson(data, codec, new JsonFactory());
    }

    static Case msgpack(DataSet.Loaded data, Codec codec) {
      return new Jackson(data, codec, new MessagePackFactory());
    }

    @Override
    public byte[] encode() {
      try {
        return writer.writeValueAsBytes(data.value());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public Object decode(byte[] bytes) {
      try {
        return reader.readValue(bytes);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public void verify() {
      check(decode(encode()).equals(data.value()), "decode(encode(value)) != value");
    }
  }

  /**
   * A Jackson mapper for the generated records: absent optionals (null) are left out, {@link Bytes}
   * is binary.
   */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static ObjectMapper mapper(JsonFactory factory, List<Class<?>> classes) {
    SimpleModule bytes = new SimpleModule("bale-bytes");
    for (Class<?> c : classes) {
      if (OpenEnums.is(c)) {
        ToIntFunction<Object> number = OpenEnums.number(c);
        IntFunction<Object> of = OpenEnums.of(c);
        bytes.addSerializer(
            (Class) c,
            new StdSerializer<Object>(Object.class) {
              private static final long serialVersionUID = 1L;

              @Override
              public void serialize(Object value, JsonGenerator gen, SerializerProvider provider)
                  throws IOException {
                gen.writeNumber(number.applyAsInt(value));
              }
            });
        bytes.addDeserializer(
            (Class) c,
            new StdDeserializer<Object>(c) {
              private static final long serialVersionUID = 1L;

              @Override
              public Object deserialize(JsonParser p, DeserializationContext ctxt)
                  throws IOException {
                return of.apply(p.getIntValue());
              }
            });
      }
    }
    bytes.addSerializer(
        Bytes.class,
        new StdSerializer<Bytes>(Bytes.class) {
          private static final long serialVersionUID = 1L;

          @Override
          public void serialize(Bytes value, JsonGenerator gen, SerializerProvider provider)
              throws IOException {
            gen.writeBinary(value.toByteArray());
          }
        });
    bytes.addDeserializer(
        Bytes.class,
        new StdDeserializer<Bytes>(Bytes.class) {
          private static final long serialVersionUID = 1L;

          @Override
          public Bytes deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            return Bytes.of(p.getBinaryValue());
          }
        });
    ObjectMapper mapper = new ObjectMapper(factory);
    mapper.setSerializationInclusion(JsonInclude.Include.NON_NULL);
    mapper.registerModule(bytes);
    return mapper;
  }

  /** Kryo 5 over the records: classes registered, references off, reused Output/Input. */
  static final class KryoPeer extends Case {
    private final Kryo kryo;
    private final Output output = new Output(4096, -1);
    private final Input input = new Input();
    private final Class<?> root;

    KryoPeer(DataSet.Loaded data, Codec codec) {
      super(data, codec);
      root = data.rootClass();
      kryo = kryo(Classes.of(root, data.value()));
    }

    /**
     * A Kryo as the suite configures it: {@code classes} registered in order, references off (also
     * {@link ColdStartBench}'s).
     */
    @SuppressWarnings({"rawtypes", "unchecked"})
    static Kryo kryo(List<Class<?>> classes) {
      Kryo kryo = new Kryo();
      kryo.setRegistrationRequired(true);
      kryo.setReferences(false);
      for (Class<?> c : classes) {
        if (List.class.isAssignableFrom(c)) {
          // JDK immutable lists and IntList have no no-arg constructor: read into an ArrayList
          // (the record's constructor copies it, as it does for any list).
          kryo.register(
              c,
              new CollectionSerializer<Collection>() {
                @Override
                protected Collection create(
                    Kryo k, Input in, Class<? extends Collection> t, int n) {
                  return new ArrayList<>(n);
                }
              });
        } else if (Map.class.isAssignableFrom(c)) {
          kryo.register(
              c,
              new MapSerializer<Map>() {
                @Override
                protected Map create(Kryo k, Input in, Class<? extends Map> t, int n) {
                  return new LinkedHashMap<>(n);
                }
              });
        } else if (OpenEnums.is(c)) {
          ToIntFunction<Object> number = OpenEnums.number(c);
          IntFunction<Object> of = OpenEnums.of(c);
          kryo.register(
              c,
              new com.esotericsoftware.kryo.Serializer<Object>() {
                @Override
                public void write(Kryo k, Output out, Object e) {
                  out.writeVarInt(number.applyAsInt(e), true);
                }

                @Override
                public Object read(Kryo k, Input in, Class<?> t) {
                  return of.apply(in.readVarInt(true));
                }
              });
        } else if (c == Bytes.class) {
          kryo.register(
              c,
              new com.esotericsoftware.kryo.Serializer<Bytes>() {
                @Override
                public void write(Kryo k, Output out, Bytes b) {
                  out.writeVarInt(b.size(), true);
                  out.writeBytes(b.toByteArray());
                }

                @Override
                public Bytes read(Kryo k, Input in, Class<? extends Bytes> t) {
                  return Bytes.of(in.readBytes(in.readVarInt(true)));
                }
              });
        } else {
          kryo.register(c);
        }
      }
      return kryo;
    }

    @Override
    public byte[] encode() {
      output.reset();
      kryo.writeObject(output, data.value());
      return output.toBytes();
    }

    @Override
    public Object decode(byte[] bytes) {
      input.setBuffer(bytes);
      return kryo.readObject(input, root);
    }

    @Override
    public void verify() {
      check(decode(encode()).equals(data.value()), "decode(encode(value)) != value");
    }
  }

  /** Apache Fory over the records, Java mode, codegen on, classes registered. */
  static final class ForyPeer extends Case {
    static {
      org.apache.fory.logging.LoggerFactory
          .disableLogging(); // codegen logs every class it compiles
    }

    private final Fory fory;
    private final Class<?> root;

    private ForyPeer(DataSet.Loaded data, Codec codec, CompatibleMode mode) {
      super(data, codec);
      root = data.rootClass();
      fory = fory(Classes.of(root, data.value()), mode);
    }

    /**
     * A Fory as the suite configures it: Java mode, codegen on, {@code classes} registered in
     * order, reference tracking off (also {@link ColdStartBench}'s).
     */
    static Fory fory(List<Class<?>> classes, CompatibleMode mode) {
      Fory fory =
          Fory.builder()
              .withLanguage(Language.JAVA)
              .withCodegen(true)
              .requireClassRegistration(true)
              .withRefTracking(false)
              .withCompatibleMode(mode)
              .build();
      for (Class<?> c : classes) {
        if (c.getName().startsWith("java.")) {
          continue;
        }
        fory.register(c);
        if (OpenEnums.is(c)) {
          fory.registerSerializer(c, f -> new ForyEnum(f, c));
        }
      }
      return fory;
    }

    /** Writes a Bale enum as its number (a varint). */
    @SuppressWarnings({"rawtypes", "unchecked"})
    private static final class ForyEnum extends org.apache.fory.serializer.Serializer {
      private final ToIntFunction<Object> number;
      private final IntFunction<Object> of;

      ForyEnum(Fory fory, Class<?> c) {
        super(fory, c);
        number = OpenEnums.number(c);
        of = OpenEnums.of(c);
      }

      @Override
      public void write(MemoryBuffer buffer, Object value) {
        buffer.writeVarUint32(number.applyAsInt(value));
      }

      @Override
      public Object read(MemoryBuffer buffer) {
        return of.apply(buffer.readVarUint32());
      }
    }

    static Case schemaConsistent(DataSet.Loaded data, Codec codec) {
      return new ForyPeer(data, codec, CompatibleMode.SCHEMA_CONSISTENT);
    }

    static Case compatible(DataSet.Loaded data, Codec codec) {
      return new ForyPeer(data, codec, CompatibleMode.COMPATIBLE);
    }

    @Override
    public byte[] encode() {
      return fory.serializeJavaObject(data.value());
    }

    @Override
    public Object decode(byte[] bytes) {
      return fory.deserializeJavaObject(bytes, root);
    }

    @Override
    public void verify() {
      check(decode(encode()).equals(data.value()), "decode(encode(value)) != value");
    }
  }

  /**
   * protobuf-java over its generated classes, built from the data set's canonical JSON by
   * protobuf's own JSON parser (after {@link ProtoShapes#toProto}).
   */
  static final class Proto extends Case {
    /** The message encoded (package-private for the tests). */
    final Message message;

    private final Parser<? extends Message> parser;

    Proto(DataSet.Loaded data, Codec codec) {
      super(data, codec);
      message = ProtoShapes.fromJson(data);
      parser = message.getParserForType();
    }

    @Override
    public byte[] encode() {
      return message.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) {
      try {
        return parser.parseFrom(bytes);
      } catch (InvalidProtocolBufferException e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    public void verify() {
      Message back = (Message) decode(encode());
      check(back.equals(message), "decode(encode(message)) != message");
      check(ProtoShapes.toRecord(data, back).equals(data.value()), "protobuf value != record");
    }
  }

  /**
   * JDK serialization of the value as a LinkedHashMap/ArrayList tree (records are not
   * Serializable).
   */
  static final class Jdk extends Case {
    private final ObjectMapper treeMapper;
    private final Object tree;

    Jdk(DataSet.Loaded data, Codec codec) {
      super(data, codec);
      treeMapper = mapper(new JsonFactory(), Classes.of(data.rootClass(), data.value()));
      tree = treeMapper.convertValue(data.value(), Object.class);
    }

    @Override
    public byte[] encode() {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(1024);
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        out.writeObject(tree);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return bytes.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) {
      try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
        return in.readObject();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    public void verify() {
      Object back = treeMapper.convertValue(decode(encode()), data.rootClass());
      check(back.equals(data.value()), "decode(encode(tree)) as a record != value");
    }
  }

  /** Re-reads JSON of a data set's Bale schema into the record (for the protobuf check). */
  static Object recordFromJson(DataSet.Loaded data, String json) {
    return Compact.decode(
        data.type(), data.set().bridge().jsonToCompact(json, EncodeOptions.DEFAULT));
  }

  static JsonFormat.Printer protoPrinter() {
    return JsonFormat.printer().preservingProtoFieldNames();
  }
}
