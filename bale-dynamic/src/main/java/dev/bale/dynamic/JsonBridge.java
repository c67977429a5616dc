package dev.bale.dynamic;

import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.Limits;
import dev.bale.runtime.RootTypes;
import dev.bale.schema.Canonical;
import dev.bale.schema.Roots;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.TypeRef;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.List;
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
  private final boolean comments;
  private final Limits limits;
  private final boolean int64Numbers;

  private JsonBridge(
      DynamicCodec codec,
      TraversalBudget budget,
      boolean strict,
      boolean comments,
      Limits limits,
      boolean int64Numbers) {
    this.codec = codec;
    this.budget = budget;
    this.strict = strict;
    this.comments = comments;
    this.limits = limits;
    this.int64Numbers = int64Numbers;
  }

  /**
   * A bridge for every declaration of a checked schema, with {@link TraversalBudget#DEFAULT}, not
   * strict, comments not allowed.
   */
  public static JsonBridge forSchema(Schema schema) {
    return new JsonBridge(
        DynamicCodec.forSchema(schema),
        TraversalBudget.DEFAULT,
        false,
        false,
        Limits.DEFAULT,
        false);
  }

  /** This bridge with another JSON output budget (the codec is shared). */
  public JsonBridge withTraversalBudget(TraversalBudget budget) {
    return new JsonBridge(
        codec, Objects.requireNonNull(budget, "budget"), strict, comments, limits, int64Numbers);
  }

  /**
   * This bridge reading JSON strictly or leniently (JSON.md §1, §2). Lenient (the default): a
   * non-optional field missing from an object takes its default, and a key given twice in a map or
   * a {@code json} object keeps the later value (as {@code JSON.parse} does). Strict: both are
   * errors, {@link BaleJsonException.Code#JSON_MISSING_FIELD} with the field's path and the
   * line:column of the object, and {@link BaleJsonException.Code#JSON_DUPLICATE_KEY}, so data that
   * lost a field or says two things is caught instead of silently defaulted or overwritten. A
   * message field given twice is an error either way. Output is the same either way (every
   * non-optional field is written, no key twice), so strict mode accepts all canonical JSON.
   */
  public JsonBridge withStrict(boolean strict) {
    return new JsonBridge(codec, budget, strict, comments, limits, int64Numbers);
  }

  /**
   * This bridge accepting {@code //} and {@code /* *}{@code /} comments in JSON input, or not (the
   * default: RFC 8259 has no comments, and a comment is then {@code JSON_SYNTAX}). For hand-written
   * files such as configuration and fixtures (JSON.md §1). Output never has comments.
   */
  public JsonBridge withComments(boolean comments) {
    return new JsonBridge(codec, budget, strict, comments, limits, int64Numbers);
  }

  /**
   * This bridge reading JSON under {@code limits}' decoded-size budget (JSON.md §6, "Reading"):
   * reading charges the estimated size of every value it builds (missing fields' shared defaults
   * cost nothing) and fails with {@link BaleJsonException.Code#JSON_LIMIT_EXCEEDED}, at the token
   * whose charge crossed it, once the total exceeds {@code max(decodedSizeFloor, decodedSizeRatio x
   * the document's length)} ({@link Limits#decodedSizeBudget}; the length in bytes for a byte
   * array, in chars for a String, and what has been read so far for a Reader). The default is
   * {@link Limits#DEFAULT}: {@code max(64 MiB, 64 x length)}; {@link Limits#unlimited()} turns it
   * off (trusted input only). Only the decoded-size limits apply here; JSON's depth limit is 64.
   */
  public JsonBridge withLimits(Limits limits) {
    return new JsonBridge(
        codec, budget, strict, comments, Objects.requireNonNull(limits, "limits"), int64Numbers);
  }

  /**
   * This bridge writing {@code i64} and {@code u64} values as JSON numbers ({@code 27149168}), or
   * as decimal strings ({@code "27149168"}, the default: JSON.md §3, canonical output). Numbers are
   * the form a document that had numbers had (what {@code bale infer}'s samples hold, since infer
   * types every integer {@code i64}); strings are the form JavaScript's {@code JSON.parse} reads
   * without losing digits above 2<sup>53</sup>. Every reader of this project accepts both, exactly.
   * Only output changes; map keys are strings either way.
   */
  public JsonBridge withInt64AsNumbers(boolean numbers) {
    return new JsonBridge(codec, budget, strict, comments, limits, numbers);
  }

  /** Whether this bridge writes 64-bit integers as JSON numbers ({@link #withInt64AsNumbers}). */
  public boolean writesInt64AsNumbers() {
    return int64Numbers;
  }

  /** The limits reading JSON charges against ({@link #withLimits}). */
  public Limits limits() {
    return limits;
  }

  /** Whether this bridge accepts comments in JSON input ({@link #withComments}). */
  public boolean allowsComments() {
    return comments;
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
   * The type named {@code name}: a declaration's full ({@code media.MediaContent}) or unambiguous
   * simple name, or any type written as in a schema ({@code list<github.Event>}, {@code map<string,
   * Repo>}, {@code i64}). A type that is not a message is a root through the root wrapper
   * (FORMAT.md §2.3).
   *
   * @throws IllegalArgumentException if there is no such type, a simple name is ambiguous, or the
   *     text is not a type
   */
  public Type type(String name) {
    return type(Roots.resolve(codec.schema(), strip(name)));
  }

  /** The type of a declaration of this bridge's schema. */
  public Type type(Decl decl) {
    codec.type(decl); // validates membership
    NamedType n = new NamedType(decl.fullName());
    n.resolve(decl);
    return new Type(n);
  }

  /** The root type of values of {@code type} (of this bridge's schema). */
  public Type type(TypeRef type) {
    return new Type(type);
  }

  /**
   * The root type the schema declares ({@code root T;}, SCHEMA.md "Root type"), or null when it
   * declares none.
   */
  public Type declaredRoot() {
    TypeRef root = codec.schema().root();
    return root == null ? null : new Type(root);
  }

  /**
   * The value with structurally equal messages made one instance (VECTORS.md §1.1; structs stay
   * values), so that {@code dedupMessages} shares them. A value parsed from JSON has a fresh
   * instance for every object, which identity dedup cannot share.
   */
  public static Value shareEqualMessages(Value value) {
    return SharedMessages.share(value);
  }

  /**
   * One root type's view of the bridge. Its values are values of {@link #rootType()}; on the wire a
   * root is the message {@link #decl()}: the type itself when it is a message, else the root
   * wrapper around it (FORMAT.md §2.3), which this view adds on encode and takes off on decode.
   */
  public final class Type {
    private final TypeRef rootType;
    private final MessageDecl decl;
    private final boolean wrapped;
    private final CompactType<Value> wire;
    private final CompactType<Value> compactType;

    private Type(TypeRef rootType) {
      this.rootType = Objects.requireNonNull(rootType, "rootType");
      this.decl = Roots.message(rootType);
      this.wrapped = !Roots.isMessage(rootType);
      this.wire = codec.rootType(decl);
      // A root wrapper's codec seen through its one field (FORMAT.md §2.3), as generated code's
      // VALUE_COMPACT is. (A root read again only for its error path reads as no message.)
      this.compactType =
          wrapped
              ? RootTypes.unwrap(
                  wire,
                  m -> m instanceof Value.Message msg ? msg.fields().get(0) : m,
                  v -> new Value.Message(decl, List.of(v), null))
              : wire;
    }

    /** The type of this view's values ({@code list<github.Event>}, {@code media.MediaContent}). */
    public TypeRef rootType() {
      return rootType;
    }

    /** The type as written in a schema: {@code list<github.Event>}, {@code media.MediaContent}. */
    public String name() {
      return rootType.canonical();
    }

    /**
     * The message a root of this type is on the wire: the type's own message, or the root wrapper
     * {@code message root { T value = 1; }} (FORMAT.md §2.3).
     */
    public MessageDecl decl() {
      return decl;
    }

    /** Whether roots of this type are wrapped (the type is not a message). */
    public boolean wrapped() {
      return wrapped;
    }

    /**
     * The compact type of this view's values, as a root: for a wrapped type it writes and reads the
     * wrapper around the value (so it suits {@code CompactWriter}, {@code CompactReader} and
     * message streams, not a field inside another message).
     */
    public CompactType<Value> compactType() {
      return compactType;
    }

    /** The schema fingerprint written in (and expected from) a frame: that of {@link #decl()}. */
    public long fingerprint() {
      return Canonical.fingerprint(decl);
    }

    /** The root value as its wire message (the wrapper around a wrapped type's value). */
    private Value wrap(Value value) {
      return wrapped ? new Value.Message(decl, java.util.List.of(value), null) : value;
    }

    private Value unwrap(Value message) {
      return wrapped ? ((Value.Message) message).fields().get(0) : message;
    }

    // ---- JSON <-> Value ----

    /**
     * Parses one JSON document (comments only if {@link #withComments}) as a value of this type.
     */
    public Value fromJson(String json) {
      return JsonIn.read(codec, json, rootType, strict, comments, limits);
    }

    /**
     * Parses one JSON document (comments only if {@link #withComments}) from its encoded bytes
     * (UTF-8, or UTF-16/32 by detection; a byte order mark is skipped). Malformed UTF-8 is a
     * JSON_SYNTAX error.
     */
    public Value fromJson(byte[] json) {
      return JsonIn.read(codec, json, 0, json.length, rootType, strict, comments, limits);
    }

    /**
     * Parses one JSON document from {@code length} encoded bytes of {@code json} starting at {@code
     * offset}, as {@link #fromJson(byte[])}; line and column of errors count from {@code offset}.
     */
    public Value fromJson(byte[] json, int offset, int length) {
      Objects.checkFromIndexSize(offset, length, json.length);
      return JsonIn.read(codec, json, offset, length, rootType, strict, comments, limits);
    }

    /**
     * A reader of JSON Lines / NDJSON from {@code in}: one value of this type per line ({@link
     * JsonLines}).
     */
    public JsonLines jsonLines(java.io.InputStream in) {
      return new JsonLines(this, in);
    }

    /**
     * Parses one JSON document (comments only if {@link #withComments}) as a value of this type.
     */
    public Value fromJson(Reader json) {
      return JsonIn.read(codec, json, -1, rootType, strict, comments, limits);
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
      return JsonOut.write(rootType, value, pretty, int64Numbers, budget.valuesFor(inputBytes));
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
      JsonOut.write(rootType, value, pretty, int64Numbers, budget.valuesFor(inputBytes), out);
    }

    // ---- Value <-> compact ----

    /** Encodes a root value. */
    public byte[] encode(Value value, EncodeOptions options) {
      CompactWriter w =
          new CompactWriter()
              .dedupStrings(options.dedupStrings())
              .dedupMessages(options.dedupMessages());
      // The dynamic codec's root types name the path of whatever they refuse.
      return options.framed()
          ? w.encodeFramed(compactType, value, fingerprint())
          : w.encode(compactType, value);
    }

    /** Decodes one unframed root with the default limits. */
    public Value decode(byte[] bytes) {
      return new CompactReader(Limits.DEFAULT).decode(compactType, bytes);
    }

    /**
     * Decodes one root.
     *
     * @param framed the bytes carry a frame; its fingerprint must equal {@link #fingerprint()}
     */
    public Value decode(byte[] bytes, boolean framed, Limits limits) {
      CompactReader r = new CompactReader(limits);
      return framed
          ? r.decodeFramed(compactType, bytes, fingerprint())
          : r.decode(compactType, bytes);
    }

    /** Decodes one framed root whatever schema fingerprint the frame carries. */
    public Value decodeFramedAnyFingerprint(byte[] bytes, Limits limits) {
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

    /**
     * An annotated dump of compact bytes of this type (its wire message); see {@link Inspector}.
     */
    public Inspector.Result inspect(byte[] bytes, boolean framed) {
      return inspect(bytes, framed, Limits.DEFAULT);
    }

    /** An annotated dump applying {@code limits} like a decoder would; see {@link Inspector}. */
    public Inspector.Result inspect(byte[] bytes, boolean framed, Limits limits) {
      return Inspector.inspect(decl, bytes, framed, limits);
    }

    /**
     * An annotated dump holding at most {@code maxLines} lines ({@code <= 0}: all); see {@link
     * Inspector}.
     */
    public Inspector.Result inspect(byte[] bytes, boolean framed, Limits limits, int maxLines) {
      return Inspector.inspect(decl, bytes, framed, limits, maxLines);
    }

    // ---- Value <-> flat (FORMAT.md Part II) ----

    /** Encodes a root value as flat bytes (framed with codec 2 if {@code options.framed()}). */
    public byte[] encodeFlat(Value value, EncodeOptions options) {
      return flat().encode(decl, wrap(value), options);
    }

    /** Verifies flat bytes (FORMAT.md §F10) and decodes them; unknown fields are dropped. */
    public Value decodeFlat(byte[] bytes, boolean framed, Limits limits) {
      return unwrap(flat().decode(decl, bytes, framed, limits));
    }

    /** Verifies and decodes one framed flat root whatever schema fingerprint the frame carries. */
    public Value decodeFlatAnyFingerprint(byte[] bytes, Limits limits) {
      return unwrap(flat().decodeAnyFingerprint(decl, bytes, limits));
    }

    /** Verifies flat bytes only; throws the first error. */
    public void verifyFlat(byte[] bytes, boolean framed, Limits limits) {
      flat().verify(decl, bytes, framed, limits);
    }

    /** An annotated dump of flat bytes of this (message) type. */
    public Inspector.Result inspectFlat(byte[] bytes, boolean framed, Limits limits) {
      return flat().inspect(decl, bytes, framed, limits);
    }

    /**
     * An annotated dump of flat bytes holding at most {@code maxLines} lines ({@code <= 0}: all).
     */
    public Inspector.Result inspectFlat(byte[] bytes, boolean framed, Limits limits, int maxLines) {
      return flat().inspect(decl, bytes, framed, limits, maxLines);
    }

    private FlatCodec flat() {
      return FlatCodec.forSchema(codec.schema());
    }
  }

  /**
   * {@code s} without white space ({@link Character#isWhitespace}) at either end, as Java 11's
   * {@code String.strip}, which Android 8 lacks; every white-space character is in the BMP.
   */
  private static String strip(String s) {
    int from = 0;
    int to = s.length();
    while (from < to && Character.isWhitespace(s.charAt(from))) {
      from++;
    }
    while (to > from && Character.isWhitespace(s.charAt(to - 1))) {
      to--;
    }
    return s.substring(from, to);
  }
}
