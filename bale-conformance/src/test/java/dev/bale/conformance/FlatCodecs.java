package dev.bale.conformance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.Limits;
import dev.bale.schema.model.Decl;

/**
 * The dynamic flat codec (bale-dynamic {@code FlatCodec}) for one root type, as the flat
 * conformance tests use it. Generated flat code (flat-gen) plugs in beside it.
 */
final class FlatCodecs {
  private FlatCodecs() {}

  static Flat of(String schemaFile, String typeName) {
    return new Flat(Schemas.type(schemaFile, typeName));
  }

  static final class Flat {
    final JsonBridge.Type type;
    final Decl decl;

    Flat(JsonBridge.Type type) {
      this.type = type;
      this.decl = type.decl();
    }

    static EncodeOptions options(Corpus.Options o) {
      return new EncodeOptions(o.dedupStrings(), o.dedupMessages(), o.frame());
    }

    /** Encodes vector JSON, interned first when the options share messages (VECTORS.md §1.1). */
    byte[] encode(JsonNode json, Corpus.Options o) {
      Value v = type.fromJson(json.toString());
      return reencode(v, o);
    }

    /**
     * Encodes a value (interned when the options share messages: a value built from JSON has no
     * shared instances).
     */
    byte[] reencode(Value v, Corpus.Options o) {
      if (o.dedupMessages()) {
        v = JsonBridge.shareEqualMessages(v);
      }
      return type.encodeFlat(v, options(o));
    }

    Value decode(byte[] bytes, Corpus.Options o) {
      return decode(bytes, o.frame(), Limits.DEFAULT);
    }

    Value decode(byte[] bytes, boolean framed, Limits limits) {
      return type.decodeFlat(bytes, framed, limits);
    }

    JsonNode toJson(Value v) {
      try {
        return Corpus.JSON.readTree(type.toJson(v));
      } catch (JsonProcessingException e) {
        throw new IllegalStateException("bridge wrote invalid JSON", e);
      }
    }
  }
}
