package dev.bale.json;

import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.Limits;
import dev.bale.schema.Canonical;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.Writer;
import java.util.Objects;

/**
 * JSON to compact bytes and back, for any type of a schema, without generated code. The mapping is
 * normative and documented in {@code docs/spec/JSON.md}.
 *
 * <pre>{@code
 * JsonBridge.Type media = JsonBridge.forSchema(schema).type("media.MediaContent");
 * byte[] bytes = media.jsonToCompact(json, EncodeOptions.DEFAULT);
 * String back = media.compactToJson(bytes);
 * }</pre>
 *
 * <p>Thread-safe: a bridge and its types hold only immutable state; every call uses its own writer
 * and reader. JSON errors are {@link BaleJsonException}; malformed compact bytes (and values the
 * compact format cannot hold) are {@link dev.bale.runtime.BaleException}.
 *
 * <p><b>Hostile input.</b> Decoding is linear in the input, but a decoded value can share message
 * instances (the object table, FORMAT.md §2.2) and JSON repeats a shared instance at every
 * reference, so a few hundred bytes can stand for 10<sup>10</sup> JSON objects. JSON output is
 * therefore bounded by a {@link TraversalBudget}, by default {@code max(64 Mi, 8 x input bytes)}
 * values ({@link TraversalBudget#DEFAULT}); a value over budget fails with {@link
 * dev.bale.runtime.BaleException} code {@link dev.bale.runtime.ErrorCode#LIMIT_EXCEEDED} before any
 * text is built. Methods that know the input ({@link Type#compactToJson(byte[])}, {@link
 * Type#toJson(Value, boolean, long)}) scale the budget with it; the others use its floor. {@link
 * #withTraversalBudget} changes it; {@link TraversalBudget#unlimited()} is the explicit opt-out.
 */
public final class JsonBridge {
  private final DynamicCodec codec;
  private final TraversalBudget budget;
  private final boolean strict;

  private JsonBridge(DynamicCodec codec, TraversalBudget budget, boolean strict) {
    this.codec = codec;
    this.budget = budget;
    this.strict = strict;
  }

  /**
   * A bridge for every declaration of a checked schema, with {@link TraversalBudget#DEFAULT}, not
   * strict.
   */
  public static JsonBridge forSchema(Schema schema) {
    return new JsonBridge(DynamicCodec.forSchema(schema), TraversalBudget.DEFAULT, false);
  }

  /** This bridge with another JSON output budget (the codec is shared). */
  public JsonBridge withTraversalBudget(TraversalBudget budget) {
    return new JsonBridge(codec, Objects.requireNonNull(budget, "budget"), strict);
  }

  /**
   * This bridge reading JSON strictly or leniently (JSON.md §2). Lenient (the default): a
   * non-optional field missing from an object takes its default. Strict: it is an error, {@link
   * BaleJsonException.Code#JSON_MISSING_FIELD} with the field's path and the line:column of the
   * object, so data that lost a field is caught instead of silently defaulted. Output is the same
   * either way (every non-optional field is written), so strict mode accepts all canonical JSON.
   */
  public JsonBridge withStrict(boolean strict) {
    return new JsonBridge(codec, budget, strict);
  }

  /** Whether this bridge rejects objects missing a non-optional field ({@link #withStrict}). */
  public boolean isStrict() {
    return strict;
  }

  /** The JSON output budget of this bridge. */
  public TraversalBudget traversalBudget() {
    return budget;
  }

  /** The dynamic codec underneath. */
  public DynamicCodec codec() {
    return codec;
  }

  /**
   * The type named {@code name}: full ({@code media.MediaContent}) or an unambiguous simple name.
   *
   * @throws IllegalArgumentException if there is no such type or the simple name is ambiguous
   */
  public Type type(String name) {
    return new Type(codec.find(name));
  }

  /** The type of a declaration of this bridge's schema. */
  public Type type(Decl decl) {
    codec.type(decl); // validates membership
    return new Type(decl);
  }

  /**
   * The value with structurally equal messages made one instance (VECTORS.md §1.1; structs stay
   * values), so that {@code dedupMessages} shares them. A value parsed from JSON has a fresh
   * instance for every object, which identity dedup cannot share.
   */
  public static Value shareEqualMessages(Value value) {
    return SharedMessages.share(value);
  }

  /** One declaration's view of the bridge. */
  public final class Type {
    private final Decl decl;
    private final CompactType<Value> compactType;

    private Type(Decl decl) {
      this.decl = decl;
      this.compactType = codec.type(decl);
    }

    public Decl decl() {
      return decl;
    }

    /** The dynamic compact type of this declaration. */
    public CompactType<Value> compactType() {
      return compactType;
    }

    /** The schema fingerprint written in (and expected from) a frame. */
    public long fingerprint() {
      return Canonical.fingerprint(decl);
    }

    // ---- JSON <-> Value ----

    /** Parses one JSON document (comments allowed) as a value of this type. */
    public Value fromJson(String json) {
      return fromJson(new StringReader(json));
    }

    /**
     * Parses one JSON document (comments allowed) from its encoded bytes (UTF-8, or UTF-16/32 by
     * detection; a byte order mark is skipped). Malformed UTF-8 is a JSON_SYNTAX error.
     */
    public Value fromJson(byte[] json) {
      return JsonIn.read(codec, json, decl, strict);
    }

    /** Parses one JSON document (comments allowed) as a value of this type. */
    public Value fromJson(Reader json) {
      return JsonIn.read(codec, json, decl, strict);
    }

    /**
     * The JSON text of {@code value}, on one line. Unknown fields are not carried by JSON.
     *
     * @throws dev.bale.runtime.BaleException {@code LIMIT_EXCEEDED} if the text would hold more
     *     values than the budget's floor ({@link TraversalBudget})
     */
    public String toJson(Value value) {
      return toJson(value, false);
    }

    /**
     * The JSON text of {@code value}; {@code pretty} indents by two spaces, one member per line.
     *
     * @throws dev.bale.runtime.BaleException {@code LIMIT_EXCEEDED} if the text would hold more
     *     values than the budget's floor ({@link TraversalBudget})
     */
    public String toJson(Value value, boolean pretty) {
      return toJson(value, pretty, 0);
    }

    /**
     * The JSON text of {@code value} decoded from {@code inputBytes} bytes: the budget is {@link
     * TraversalBudget#valuesFor budget.valuesFor(inputBytes)}.
     *
     * @throws dev.bale.runtime.BaleException {@code LIMIT_EXCEEDED} (offset -1, path: the JSON path
     *     where the budget ran out) if the text would hold more values than that; nothing is
     *     written then
     */
    public String toJson(Value value, boolean pretty, long inputBytes) {
      return JsonOut.write(decl, value, pretty, budget.valuesFor(inputBytes));
    }

    /**
     * Writes the JSON text of {@code value} decoded from {@code inputBytes} bytes to {@code out},
     * in pieces of about 8 KiB, so that memory does not grow with the document (the CLI's {@code
     * bale decode} writes this way). The budget is checked first, as {@link #toJson(Value, boolean,
     * long)} does; nothing is written when it fails. Does not flush or close {@code out}.
     *
     * @throws dev.bale.runtime.BaleException {@code LIMIT_EXCEEDED} if the text would hold more
     *     values than the budget allows
     * @throws IOException if {@code out} does
     */
    public void writeJson(Value value, boolean pretty, long inputBytes, Writer out)
        throws IOException {
      JsonOut.write(decl, value, pretty, budget.valuesFor(inputBytes), out);
    }

    // ---- Value <-> compact ----

    /** Encodes a root value (this type must be a message). */
    public byte[] encode(Value value, EncodeOptions options) {
      requireRoot();
      CompactWriter w =
          new CompactWriter()
              .dedupStrings(options.dedupStrings())
              .dedupMessages(options.dedupMessages());
      return options.framed()
          ? w.encodeFramed(compactType, value, fingerprint())
          : w.encode(compactType, value);
    }

    /** Decodes one unframed root with the default limits. */
    public Value decode(byte[] bytes) {
      requireRoot();
      return new CompactReader(Limits.DEFAULT).decode(compactType, bytes);
    }

    /**
     * Decodes one root.
     *
     * @param framed the bytes carry a frame; its fingerprint must equal {@link #fingerprint()}
     */
    public Value decode(byte[] bytes, boolean framed, Limits limits) {
      requireRoot();
      CompactReader r = new CompactReader(limits);
      return framed
          ? r.decodeFramed(compactType, bytes, fingerprint())
          : r.decode(compactType, bytes);
    }

    /** Decodes one framed root whatever schema fingerprint the frame carries. */
    public Value decodeFramedAnyFingerprint(byte[] bytes, Limits limits) {
      requireRoot();
      return new CompactReader(limits).decodeFramed(compactType, bytes);
    }

    // ---- JSON <-> compact ----

    /**
     * JSON text to compact bytes. With {@code dedupMessages}, equal messages are shared first
     * ({@link JsonBridge#shareEqualMessages}): JSON has no identity to dedup by.
     */
    public byte[] jsonToCompact(String json, EncodeOptions options) {
      return encode(fromJsonFor(fromJson(json), options), options);
    }

    /** Encoded JSON (see {@link #fromJson(byte[])}) to compact bytes, as {@link #jsonToCompact}. */
    public byte[] jsonToCompact(byte[] json, EncodeOptions options) {
      return encode(fromJsonFor(fromJson(json), options), options);
    }

    /** Encoded JSON to flat bytes; with {@code dedupMessages}, equal messages are shared first. */
    public byte[] jsonToFlat(byte[] json, EncodeOptions options) {
      return encodeFlat(fromJsonFor(fromJson(json), options), options);
    }

    private static Value fromJsonFor(Value parsed, EncodeOptions options) {
      return options.dedupMessages() ? shareEqualMessages(parsed) : parsed;
    }

    /**
     * Unframed compact bytes to one line of JSON (default limits; the traversal budget scaled with
     * {@code bytes.length}).
     */
    public String compactToJson(byte[] bytes) {
      return toJson(decode(bytes), false, bytes.length);
    }

    /** An annotated dump of compact bytes of this (message) type; see {@link Inspector}. */
    public Inspector.Result inspect(byte[] bytes, boolean framed) {
      return inspect(bytes, framed, Limits.DEFAULT);
    }

    /** An annotated dump applying {@code limits} like a decoder would; see {@link Inspector}. */
    public Inspector.Result inspect(byte[] bytes, boolean framed, Limits limits) {
      requireRoot();
      return Inspector.inspect(decl, bytes, framed, limits);
    }

    /**
     * An annotated dump holding at most {@code maxLines} lines ({@code <= 0}: all); see {@link
     * Inspector}.
     */
    public Inspector.Result inspect(byte[] bytes, boolean framed, Limits limits, int maxLines) {
      requireRoot();
      return Inspector.inspect(decl, bytes, framed, limits, maxLines);
    }

    // ---- Value <-> flat (FORMAT.md Part II) ----

    /** Encodes a root value as flat bytes (framed with codec 2 if {@code options.framed()}). */
    public byte[] encodeFlat(Value value, EncodeOptions options) {
      requireRoot();
      return flat().encode(decl, value, options);
    }

    /** Verifies flat bytes (FORMAT.md §F10) and decodes them; unknown fields are dropped. */
    public Value decodeFlat(byte[] bytes, boolean framed, Limits limits) {
      requireRoot();
      return flat().decode(decl, bytes, framed, limits);
    }

    /** Verifies and decodes one framed flat root whatever schema fingerprint the frame carries. */
    public Value decodeFlatAnyFingerprint(byte[] bytes, Limits limits) {
      requireRoot();
      return flat().decodeAnyFingerprint(decl, bytes, limits);
    }

    /** Verifies flat bytes only; throws the first error. */
    public void verifyFlat(byte[] bytes, boolean framed, Limits limits) {
      requireRoot();
      flat().verify(decl, bytes, framed, limits);
    }

    /** An annotated dump of flat bytes of this (message) type. */
    public Inspector.Result inspectFlat(byte[] bytes, boolean framed, Limits limits) {
      requireRoot();
      return flat().inspect(decl, bytes, framed, limits);
    }

    /**
     * An annotated dump of flat bytes holding at most {@code maxLines} lines ({@code <= 0}: all).
     */
    public Inspector.Result inspectFlat(byte[] bytes, boolean framed, Limits limits, int maxLines) {
      requireRoot();
      return flat().inspect(decl, bytes, framed, limits, maxLines);
    }

    private FlatCodec flat() {
      return FlatCodec.forSchema(codec.schema());
    }

    private void requireRoot() {
      if (!(decl instanceof MessageDecl)) {
        throw new IllegalArgumentException(
            "a compact root must be a message; " + decl.fullName() + " is not");
      }
    }
  }
}
