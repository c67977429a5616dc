package dev.bale.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.dynamic.Value;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatType;
import dev.bale.schema.model.Decl;

/**
 * One flat implementation under the vector contract ({@link VectorConformanceTest#checkFlat}): the
 * dynamic flat codec (bale-dynamic {@code FlatCodec}, through {@link FlatCodecs}) or the generated
 * code ({@code FLAT} of the goldens). Values are opaque ({@link Value} or generated records).
 */
abstract class FlatSide {
  abstract String name();

  abstract Decl decl();

  /**
   * The first encode of §4 step 5, from what this implementation can build the vector's value from;
   * null when it has no such source for this vector.
   */
  abstract byte[] encodeFirst(Corpus.Vector v);

  /** Verifies and decodes (framed when the options say so). */
  abstract Object decode(byte[] bytes, Corpus.Options o);

  /** Encodes a value this implementation decoded. */
  abstract byte[] encode(Object decoded, Corpus.Options o);

  /** The canonical JSON of a decoded value (JSON.md), parsed. */
  abstract JsonNode toJson(Object value);

  /** The same implementation for another schema and type (an evolution case's reader). */
  abstract FlatSide reader(String schemaFile, String typeName);

  static FlatSide dynamic(String schemaFile, String typeName) {
    FlatCodecs.Flat f = FlatCodecs.of(schemaFile, typeName);
    return new FlatSide() {
      @Override
      String name() {
        return "dynamic";
      }

      @Override
      Decl decl() {
        return f.decl;
      }

      @Override
      byte[] encodeFirst(Corpus.Vector v) {
        return f.encode(v.value(), v.options());
      }

      @Override
      Object decode(byte[] bytes, Corpus.Options o) {
        return f.decode(bytes, o);
      }

      @Override
      byte[] encode(Object decoded, Corpus.Options o) {
        return f.reencode((Value) decoded, o);
      }

      @Override
      JsonNode toJson(Object value) {
        return f.toJson((Value) value);
      }

      @Override
      FlatSide reader(String schema, String type) {
        return dynamic(schema, type);
      }
    };
  }

  static FlatSide generated(String schemaFile, String typeName) {
    Codec compact = Codec.generated(schemaFile, typeName);
    FlatType<Object> type;
    try {
      type =
          FlatGeneratedTest.flatType(
              Class.forName(Schemas.javaClassName(schemaFile, compact.decl)));
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("no generated class for " + typeName, e);
    }
    return new FlatSide() {
      @Override
      String name() {
        return "generated";
      }

      @Override
      Decl decl() {
        return compact.decl;
      }

      /**
       * From the record the compact codec decodes from the vector's {@code hex}; not for
       * decode-only or evolution cases, whose records carry what the JSON value does not (unknown
       * fields).
       */
      @Override
      byte[] encodeFirst(Corpus.Vector v) {
        if (v.decodeOnly() || v.isEvolution()) {
          return null;
        }
        Object record = compact.decode(Hex.decode(v.hex()), v.options().frame(), Limits.DEFAULT);
        return encode(record, v.options());
      }

      @Override
      Object decode(byte[] bytes, Corpus.Options o) {
        return o.frame()
            ? Flat.decodeFramed(type, bytes, compact.fingerprint)
            : Flat.decode(type, bytes);
      }

      @Override
      byte[] encode(Object decoded, Corpus.Options o) {
        FlatBuilder b =
            new FlatBuilder().dedupStrings(o.dedupStrings()).dedupMessages(o.dedupMessages());
        Flat.encode(b, type, decoded);
        return o.frame() ? b.toByteArrayFramed(compact.fingerprint) : b.toByteArray();
      }

      @Override
      JsonNode toJson(Object value) {
        return compact.toJson(value);
      }

      @Override
      FlatSide reader(String schema, String typeName2) {
        return generated(schema, typeName2);
      }
    };
  }
}
