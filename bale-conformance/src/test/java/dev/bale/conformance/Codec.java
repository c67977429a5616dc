package dev.bale.conformance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.Limits;
import dev.bale.schema.Canonical;
import dev.bale.schema.model.Decl;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;

/**
 * One compact implementation under test for one root type: the generated goldens or the dynamic
 * codec. Values are opaque objects (generated records or {@link Value}); both sides go through
 * {@link CompactWriter}/{@link CompactReader}, so options and limits are the runtime's.
 */
abstract class Codec {
  final String schemaFile;
  final Decl decl;
  final long fingerprint;

  Codec(String schemaFile, Decl decl) {
    this.schemaFile = schemaFile;
    this.decl = decl;
    this.fingerprint = Canonical.fingerprint(decl);
  }

  abstract String name();

  abstract CompactType<Object> type();

  /** The canonical JSON of a decoded value (JSON.md), parsed. */
  abstract JsonNode toJson(Object value);

  Object decode(byte[] bytes) {
    return decode(bytes, false, Limits.DEFAULT);
  }

  Object decode(byte[] bytes, boolean framed, Limits limits) {
    CompactReader r = new CompactReader(limits);
    return framed ? r.decodeFramed(type(), bytes, fingerprint) : r.decode(type(), bytes);
  }

  byte[] encode(Object value, Corpus.Options o) {
    return encode(value, o, Limits.DEFAULT_MAX_OBJECTS);
  }

  /** {@link #encode(Object, Corpus.Options)} with the writer's cap on inline messages. */
  byte[] encode(Object value, Corpus.Options o, int maxMessages) {
    CompactWriter w =
        new CompactWriter()
            .dedupStrings(o.dedupStrings())
            .dedupMessages(o.dedupMessages())
            .maxMessages(maxMessages);
    return o.frame() ? w.encodeFramed(type(), value, fingerprint) : w.encode(type(), value);
  }

  @Override
  public String toString() {
    return name() + ":" + decl.fullName();
  }

  static Codec dynamic(String schemaFile, String typeName) {
    return new Dynamic(schemaFile, Schemas.type(schemaFile, typeName));
  }

  static Codec generated(String schemaFile, String typeName) {
    return new Generated(schemaFile, Schemas.decl(schemaFile, typeName));
  }

  /** Both implementations, generated first. */
  static List<Codec> both(String schemaFile, String typeName) {
    return List.of(generated(schemaFile, typeName), dynamic(schemaFile, typeName));
  }

  /** The dynamic codec of bale-dynamic. */
  static final class Dynamic extends Codec {
    final JsonBridge.Type bridgeType;

    Dynamic(String schemaFile, JsonBridge.Type t) {
      super(schemaFile, t.decl());
      this.bridgeType = t;
    }

    @Override
    String name() {
      return "dynamic";
    }

    @Override
    @SuppressWarnings("unchecked")
    CompactType<Object> type() {
      return (CompactType<Object>) (CompactType<?>) bridgeType.compactType();
    }

    /**
     * Builds a value from vector JSON; interns equal messages first when asked (VECTORS.md §1.1).
     */
    Value fromJson(JsonNode json, boolean intern) {
      Value v = bridgeType.fromJson(json.toString());
      return intern ? JsonBridge.shareEqualMessages(v) : v;
    }

    @Override
    JsonNode toJson(Object value) {
      try {
        return Corpus.JSON.readTree(bridgeType.toJson((Value) value));
      } catch (JsonProcessingException e) {
        throw new IllegalStateException("bridge wrote invalid JSON", e);
      }
    }
  }

  /** The generated goldens, reached through their {@code COMPACT} constant. */
  static final class Generated extends Codec {
    private final CompactType<Object> type;

    Generated(String schemaFile, Decl decl) {
      super(schemaFile, decl);
      this.type = compactConstant(Schemas.javaClassName(schemaFile, decl));
    }

    @Override
    String name() {
      return "generated";
    }

    @Override
    CompactType<Object> type() {
      return type;
    }

    /** Generated record -> JSON by reflection, independent of both codecs ({@link RecordJson}). */
    @Override
    JsonNode toJson(Object value) {
      return RecordJson.toJson(decl, value);
    }

    @SuppressWarnings("unchecked")
    static CompactType<Object> compactConstant(String className) {
      try {
        Class<?> c = Class.forName(className);
        for (Field f : c.getFields()) {
          if (Modifier.isStatic(f.getModifiers())
              && CompactType.class.isAssignableFrom(f.getType())) {
            return (CompactType<Object>) f.get(null);
          }
        }
        throw new IllegalStateException(className + " has no public static CompactType constant");
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(
            "generated class " + className + " not found; are the goldens up to date?", e);
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }
  }
}
