package dev.bale.dynamic;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import dev.bale.dynamic.BaleJsonException.Code;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.Limits;
import dev.bale.runtime.internal.CompactSource;
import dev.bale.runtime.internal.FrozenList;
import dev.bale.runtime.internal.LittleEndian;
import dev.bale.runtime.internal.Utf8;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.io.IOException;
import java.io.Reader;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Schema-driven JSON reader: a single pass over Jackson's token stream (no intermediate tree), so
 * every error knows the exact line, column and JSON path. Not thread-safe; one instance per
 * document.
 */
final class JsonIn {
  /** Same default as the compact codec's depth limit, so whatever is read can also be decoded. */
  static final int MAX_DEPTH = 64;

  private static final JsonFactory FACTORY = factory(false);

  /** The same with {@code //} and {@code /* *}{@code /} comments read as whitespace. */
  private static final JsonFactory FACTORY_COMMENTS = factory(true);

  private static JsonFactory factory(boolean comments) {
    // Jackson's copy of FastDoubleParser: correctly rounded like Double.parseDouble and
    // Float.parseFloat (f32 rounded once, from the decimal), several times faster on long digits.
    var b = JsonFactory.builder().enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER);
    if (comments) {
      b.enable(JsonReadFeature.ALLOW_JAVA_COMMENTS);
    }
    // Our own depth limit (64) is far below Jackson's; strings (e.g. base64 bytes) may be as long
    // as the input, which is already in memory.
    return b.streamReadConstraints(
            StreamReadConstraints.builder()
                .maxNestingDepth(1000)
                .maxStringLength(Integer.MAX_VALUE)
                .build())
        .build();
  }

  private static final Pattern DECIMAL_INTEGER = Pattern.compile("-?(0|[1-9][0-9]*)");
  private static final Value[] NO_VALUES = {};

  private static final BigInteger U64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

  private final DynamicCodec codec;
  private final JsonParser p;

  /** Whether a missing non-optional field is an error instead of its default (JSON.md §2). */
  private final boolean strict;

  /**
   * The path of the value being read, made text (".name", "[3]", "[\"key\"]") only for an error.
   */
  private final JsonPath path = new JsonPath();

  private int depth;

  /** A syntax error found while showing a token in an error's detail ({@link #shown}). */
  private IOException unreadable;

  /**
   * The UTF-8 input and its offset when reading bytes (else null): Jackson counts columns of byte
   * input in bytes, JSON.md §7 in UTF-16 units, which {@link #column} converts to.
   */
  private byte[] utf8;

  private int utf8Offset;

  // The decoded-size budget (JSON.md §6, "Reading"): the estimated bytes of the Value tree built
  // so far, charged per value as it is read, against max(floor, ratio x the document's length).
  // When the length is not known in advance (a Reader), the budget is of what has been read when
  // a charge crosses it.
  private final Limits limits;
  private final boolean lengthKnown;
  private long budget;
  private long charged;

  private JsonIn(DynamicCodec codec, JsonParser p, boolean strict, Limits limits, long length) {
    this.codec = codec;
    this.p = p;
    this.strict = strict;
    this.limits = limits;
    this.lengthKnown = length >= 0;
    this.budget = limits.decodedSizeBudget(Math.max(0, length));
  }

  /** Reads one JSON document holding one value of {@code decl}. */
  static Value read(DynamicCodec codec, Reader in, Decl decl, boolean strict) {
    return read(codec, in, -1, named(decl), strict, false, Limits.DEFAULT);
  }

  /**
   * Reads one JSON document holding one value of {@code type} from {@code in}, of {@code length}
   * chars if known (else -1: the decoded-size budget is then of the chars read so far).
   */
  static Value read(
      DynamicCodec codec,
      Reader in,
      long length,
      TypeRef type,
      boolean strict,
      boolean comments,
      Limits limits) {
    return read(codec, in, null, length, type, strict, comments, limits);
  }

  /** Reads one JSON document holding one value of {@code type} from {@code text}. */
  static Value read(
      DynamicCodec codec,
      String text,
      TypeRef type,
      boolean strict,
      boolean comments,
      Limits limits) {
    return read(
        codec, new java.io.StringReader(text), text, text.length(), type, strict, comments, limits);
  }

  private static Value read(
      DynamicCodec codec,
      Reader in,
      String text,
      long length,
      TypeRef type,
      boolean strict,
      boolean comments,
      Limits limits) {
    JsonParser parser;
    try {
      parser = (comments ? FACTORY_COMMENTS : FACTORY).createParser(in);
    } catch (IOException e) {
      throw new BaleJsonException(Code.JSON_SYNTAX, "$", -1, -1, String.valueOf(e.getMessage()));
    }
    return read(codec, parser, type, strict, limits, length, null, 0, text, comments);
  }

  /**
   * Overlong UTF-8 forms (a character written with more bytes than it needs, e.g. {@code C0 AF} for
   * {@code /}) are malformed (RFC 3629) and JSON.md §1 makes them {@code JSON_SYNTAX}; Jackson
   * decodes some of them to the character they spell, so they are caught here first. Input that
   * Jackson detects as UTF-16 or UTF-32 (a zero byte among the first two) is left to it.
   */
  private static void rejectOverlongUtf8(byte[] in, int off, int len) {
    int end = off + len;
    if (len >= 2 && (in[off] == 0 || in[off + 1] == 0)) {
      return;
    }
    int i = off;
    while (true) {
      // Sixteen bytes at a time while none of them can start an overlong form (C0, C1, E0, F0):
      // ASCII by one test, text of other scripts by two more; then those sixteen (or the rest)
      // byte by byte.
      while (i + 16 <= end) {
        long a = LittleEndian.getLong(in, i);
        long b = LittleEndian.getLong(in, i + 8);
        if (((a | b) & 0x8080_8080_8080_8080L) != 0
            && (mayStartOverlong(a) || mayStartOverlong(b))) {
          break;
        }
        i += 16;
      }
      if (i >= end) {
        return;
      }
      for (int stop = Math.min(i + 16, end); i < stop; i++) {
        rejectOverlongAt(in, off, end, i);
      }
    }
  }

  /** Whether a byte of {@code w} is C0, C1, E0 or F0 (exact, for the word as a whole). */
  static boolean mayStartOverlong(long w) {
    long c0 = (w & 0xFEFE_FEFE_FEFE_FEFEL) ^ 0xC0C0_C0C0_C0C0_C0C0L; // zero where C0 or C1
    long e0 = (w & 0xEFEF_EFEF_EFEF_EFEFL) ^ 0xE0E0_E0E0_E0E0_E0E0L; // zero where E0 or F0
    // A word has a zero byte iff this is non-zero (it may also mark bytes above a zero byte).
    long zeros = ((c0 - 0x0101_0101_0101_0101L) & ~c0) | ((e0 - 0x0101_0101_0101_0101L) & ~e0);
    return (zeros & 0x8080_8080_8080_8080L) != 0;
  }

  private static void rejectOverlongAt(byte[] in, int off, int end, int i) {
    int b = in[i] & 0xFF;
    if (b < 0xC0) {
      return;
    }
    int c = i + 1 < end ? in[i + 1] & 0xFF : 0;
    if (b == 0xC0 || b == 0xC1 || (b == 0xE0 && c < 0xA0) || (b == 0xF0 && c < 0x90)) {
      throw overlong(in, off, i, b);
    }
  }

  private static BaleJsonException overlong(byte[] in, int off, int i, int b) {
    int line = 1;
    int lineStart = off;
    for (int k = off; k < i; k++) {
      if (JsonSyntax.endsLine(in[k], in[k + 1])) { // (k + 1 <= i, inside the input)
        line++;
        lineStart = k + 1;
      }
    }
    return new BaleJsonException(
        Code.JSON_SYNTAX,
        "$",
        line,
        utf16Units(in, lineStart, i) + 1,
        String.format("overlong UTF-8 sequence (lead byte 0x%02X) at byte %d", b, i - off));
  }

  private static TypeRef named(Decl decl) {
    NamedType n = new NamedType(decl.fullName());
    n.resolve(decl);
    return n;
  }

  /**
   * Reads one JSON document from encoded bytes (UTF-8, or UTF-16/32 detected as RFC 4627 allows; a
   * byte order mark is skipped). Malformed UTF-8 is a JSON_SYNTAX error, never replaced.
   */
  static Value read(DynamicCodec codec, byte[] in, Decl decl, boolean strict) {
    return read(codec, in, 0, in.length, named(decl), strict, false, Limits.DEFAULT);
  }

  /** Reads one JSON document from {@code len} encoded bytes of {@code in} at {@code off}. */
  static Value read(DynamicCodec codec, byte[] in, int off, int len, Decl decl, boolean strict) {
    return read(codec, in, off, len, named(decl), strict, false, Limits.DEFAULT);
  }

  /** Reads one JSON document holding a value of {@code type} from encoded bytes. */
  static Value read(
      DynamicCodec codec,
      byte[] in,
      int off,
      int len,
      TypeRef type,
      boolean strict,
      boolean comments,
      Limits limits) {
    rejectOverlongUtf8(in, off, len);
    JsonParser parser;
    try {
      parser = (comments ? FACTORY_COMMENTS : FACTORY).createParser(in, off, len);
    } catch (IOException e) {
      throw new BaleJsonException(Code.JSON_SYNTAX, "$", -1, -1, String.valueOf(e.getMessage()));
    }
    return read(codec, parser, type, strict, limits, len, in, off, null, comments);
  }

  private static Value read(
      DynamicCodec codec,
      JsonParser parser,
      TypeRef type,
      boolean strict,
      Limits limits,
      long length,
      byte[] utf8,
      int utf8Offset,
      String text,
      boolean comments) {
    try (parser) {
      JsonIn r = new JsonIn(codec, parser, strict, limits, length);
      r.utf8 = utf8;
      r.utf8Offset = utf8Offset;
      try {
        r.next();
        if (parser.currentToken() == null) {
          throw r.error(Code.JSON_SYNTAX, "empty input: expected a JSON value");
        }
        Value v = r.read(type);
        if (parser.nextToken() != null) {
          throw r.trailing();
        }
        return v;
      } catch (BaleJsonException e) {
        if (e.code() != Code.JSON_SYNTAX && e.code() != Code.JSON_DEPTH_LIMIT) {
          // JSON.md §7: a document that is not JSON, or nests too deep, is that error whatever
          // else is wrong in it.
          try {
            r.rejectMalformedRest();
          } catch (BaleJsonException later) {
            throw syntaxAt(later, text, utf8, utf8Offset, length, comments);
          }
        }
        throw syntaxAt(e, text, utf8, utf8Offset, length, comments);
      }
    } catch (JsonProcessingException e) {
      String whole = comments ? textOf(text, utf8, utf8Offset, length) : null;
      if (whole != null && JsonSyntax.firstError(whole, true) < 0) {
        // Well-formed with comments, which Jackson refuses in one place: right after a number at
        // the root ("1//c"). Read again with the comments blanked out (same lines and columns).
        String blanked = JsonSyntax.blankComments(whole);
        return read(codec, blanked, type, strict, false, limits);
      }
      JsonLocation loc = e.getLocation();
      String detail = e.getOriginalMessage();
      if (detail != null && detail.contains("'/'") && detail.contains("comment")) {
        detail =
            "a comment: JSON (RFC 8259) has none; to accept // and /* */ comments use"
                + " JsonBridge.withComments(true) (CLI: --comments)";
      }
      throw syntaxAt(
          new BaleJsonException(
              Code.JSON_SYNTAX,
              "$",
              loc == null ? -1 : loc.getLineNr(),
              loc == null ? -1 : column(loc, utf8, utf8Offset),
              detail),
          text,
          utf8,
          utf8Offset,
          length,
          comments);
    } catch (IOException e) {
      throw new BaleJsonException(Code.JSON_SYNTAX, "$", -1, -1, String.valueOf(e.getMessage()));
    }
  }

  /**
   * {@code e}, a JSON_SYNTAX error at its position by JSON.md §7's rule when the text is at hand
   * (read from a String, or from UTF-8 bytes): {@link JsonSyntax} finds where the text stops being
   * JSON, which Jackson reports a character or a word later in some cases. Other errors, and syntax
   * errors of a {@code Reader}'s text, which is not kept, are returned as they are.
   */
  private static BaleJsonException syntaxAt(
      BaleJsonException e,
      String text,
      byte[] utf8,
      int utf8Offset,
      long length,
      boolean comments) {
    if (e.code() != Code.JSON_SYNTAX) {
      return e;
    }
    text = textOf(text, utf8, utf8Offset, length);
    if (text == null) {
      return e;
    }
    int at = JsonSyntax.firstError(text, comments);
    if (at < 0) {
      return e; // malformed UTF-8, say: Jackson's position
    }
    int[] pos = JsonSyntax.position(text, at);
    return new BaleJsonException(Code.JSON_SYNTAX, "$", pos[0], pos[1], e.detail());
  }

  /**
   * The document's text: {@code text} if read from a String, else its UTF-8 bytes decoded, else
   * null (a Reader's text is not kept; input Jackson reads as UTF-16 or UTF-32, with a zero byte
   * among the first two, is left to it).
   */
  private static String textOf(String text, byte[] utf8, int utf8Offset, long length) {
    if (text != null || utf8 == null) {
      return text;
    }
    if (length >= 2 && (utf8[utf8Offset] == 0 || utf8[utf8Offset + 1] == 0)) {
      return null;
    }
    return new String(utf8, utf8Offset, (int) length, java.nio.charset.StandardCharsets.UTF_8);
  }

  /** Trailing content after the root value (JSON_SYNTAX, path {@code $}). */
  private BaleJsonException trailing() {
    return new BaleJsonException(
        Code.JSON_SYNTAX,
        "$",
        p.currentTokenLocation().getLineNr(),
        column(p.currentTokenLocation(), utf8, utf8Offset),
        "unexpected content after the value: " + shown(p.currentToken()));
  }

  /**
   * After an error of the schema: reads the rest of the document as JSON only, and throws the first
   * syntax error or nesting too deep (JSON.md §6) in it, which the document is rejected for instead
   * (JSON.md §7: a reader that parses the whole text first, as the TypeScript one, finds those
   * first). Returns if the rest is well-formed.
   */
  private void rejectMalformedRest() throws IOException {
    if (unreadable != null) {
      throw unreadable;
    }
    // The token the error is at first (an array or object one level too deep, say, given where a
    // scalar was expected), then the rest. Jackson reads a string's text when asked for it, and
    // skips one it was not asked for without looking at its escapes and control characters: each
    // is read here.
    boolean done = false;
    for (JsonToken t = p.currentToken(); t != null; t = p.nextToken()) {
      if (done) {
        throw trailing();
      }
      if (t == JsonToken.VALUE_STRING) {
        p.getTextLength();
      }
      if ((t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY)
          && p.getParsingContext().getNestingDepth() > MAX_DEPTH) {
        JsonLocation loc = p.currentTokenLocation();
        throw new BaleJsonException(
            Code.JSON_DEPTH_LIMIT,
            contextPath(),
            loc.getLineNr(),
            column(loc, utf8, utf8Offset),
            "nesting deeper than " + MAX_DEPTH);
      }
      done = p.getParsingContext().inRoot();
    }
  }

  /** The path of the array or object just opened, from the parser's contexts. */
  private String contextPath() {
    ArrayList<String> segs = new ArrayList<>();
    for (JsonStreamContext c = p.getParsingContext().getParent();
        c != null && !c.inRoot();
        c = c.getParent()) {
      segs.add(c.inArray() ? "[" + c.getCurrentIndex() + "]" : member(c.getCurrentName()));
    }
    StringBuilder sb = new StringBuilder("$");
    for (int i = segs.size() - 1; i >= 0; i--) {
      sb.append(segs.get(i));
    }
    return sb.toString();
  }

  /**
   * The 1-based column of {@code loc} in UTF-16 units (JSON.md §7): Jackson's own for text; for
   * UTF-8 bytes ({@code utf8} not null), whose columns Jackson counts in bytes, the UTF-16 units of
   * the line's bytes before it (a character outside the BMP is two).
   */
  private static int column(JsonLocation loc, byte[] utf8, int utf8Offset) {
    int col = loc.getColumnNr();
    long at = loc.getByteOffset();
    if (utf8 == null || at < 0 || col < 1) {
      return col;
    }
    int end = (int) Math.min(utf8.length, utf8Offset + at);
    int start = Math.max(utf8Offset, end - (col - 1));
    return utf16Units(utf8, start, end) + 1;
  }

  /** The UTF-16 units of the UTF-8 bytes {@code [from, to)} (malformed bytes count as one). */
  private static int utf16Units(byte[] b, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      int c = b[i] & 0xFF;
      if ((c & 0xC0) != 0x80) {
        n += c >= 0xF0 ? 2 : 1;
      }
    }
    return n;
  }

  // ---- dispatch ----

  private Value read(TypeRef type) throws IOException {
    if (type instanceof ScalarType s) {
      return readScalar(s.kind());
    } else if (type instanceof ListType l) {
      return readList(l);
    } else if (type instanceof MapType m) {
      return readMap(m);
    } else {
      return readNamed(((NamedType) type).decl());
    }
  }

  private Value readNamed(Decl decl) throws IOException {
    if (decl instanceof MessageDecl m) {
      return readFields(decl, m.fields());
    } else if (decl instanceof StructDecl s) {
      return readFields(decl, s.fields());
    } else if (decl instanceof EnumDecl e) {
      return readEnum(e);
    } else {
      return readUnion((UnionDecl) decl);
    }
  }

  // ---- composites ----

  private Value readFields(Decl decl, List<Field> fields) throws IOException {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      throw typeError(decl.fullName() + " (a JSON object)");
    }
    // Where the object starts, for strict mode's missing-field error and a missing union field (a
    // location is an object made per call: not made when nothing can use it).
    JsonNames index = codec.fieldIndex(decl);
    JsonLocation start = strict || index.requiredUnion() ? p.currentTokenLocation() : null;
    enter();
    charge(DynamicCodec.VALUE_MESSAGE_BASE + (long) DynamicCodec.VALUE_SLOT * fields.size());
    int count = fields.size();
    Value[] values = new Value[count];
    // The fields seen so far: bits of a long up to 64 fields, an array past that.
    long seenBits = 0;
    boolean[] seenMany = count > 64 ? new boolean[count] : null;
    int slot = -1;
    while (true) {
      // The field after the previous one, as most writers of a type order them, is matched by its
      // bytes where the input has it (the parser neither hashes nor looks up the name); any other
      // name is read and looked up.
      int guess = slot + 1;
      SerializedString expected = index.expected(guess);
      String name;
      if (expected != null && p.nextFieldName(expected)) {
        name = expected.getValue();
        slot = guess;
      } else if ((expected != null ? p.currentToken() : next()) == JsonToken.FIELD_NAME) {
        name = p.currentName();
        slot = index.slot(name, guess);
      } else {
        break;
      }
      if (slot < 0) {
        throw error(
            Code.JSON_UNKNOWN_KEY, decl.fullName() + " has no field " + quotedClip(name), name);
      }
      if (seenMany == null ? (seenBits & (1L << slot)) != 0 : seenMany[slot]) {
        throw error(Code.JSON_DUPLICATE_KEY, "field " + quotedClip(name) + " given twice", name);
      }
      if (seenMany == null) {
        seenBits |= 1L << slot;
      } else {
        seenMany[slot] = true;
      }
      Field f = fields.get(slot);
      path.enter(name);
      next();
      if (p.currentToken() == JsonToken.VALUE_NULL && !isJson(f.type())) {
        if (!f.optional()) {
          throw error(
              Code.JSON_TYPE,
              "null for non-optional field '" + name + "' (omit the key to get its default)");
        }
        values[slot] = null;
      } else {
        values[slot] = read(f.type());
      }
      path.leave();
    }
    Value[] defaults = null;
    boolean all = seenMany == null && seenBits == (count == 64 ? -1L : (1L << count) - 1);
    for (int i = all ? count : 0; i < count; i++) {
      if (seenMany == null ? (seenBits & (1L << i)) != 0 : seenMany[i]) {
        continue;
      }
      Field f = fields.get(i);
      if (!f.optional()) {
        if (strict) {
          path.enter(f.jsonName());
          BaleJsonException e =
              error(
                  Code.JSON_MISSING_FIELD,
                  "missing non-optional field '"
                      + f.jsonName()
                      + "' ("
                      + f.type().canonical()
                      + ") of "
                      + decl.fullName()
                      + " in the object starting here (strict: no defaults)",
                  null,
                  start);
          path.leave();
          throw e;
        }
        if (defaults == null) {
          defaults = codec.fieldDefaults(decl); // shared: values are immutable
        }
        Value d = defaults[i];
        if (d == null) {
          // At the object's start, with the field's path, as strict reading's missing field.
          path.enter(f.jsonName());
          BaleJsonException e =
              error(
                  Code.JSON_INVALID_VALUE,
                  "missing field '" + f.jsonName() + "' has no default (its type is a union)",
                  null,
                  start);
          path.leave();
          throw e;
        }
        values[i] = d;
      }
    }
    leave();
    return Value.Message.owning(decl, values);
  }

  private Value readUnion(UnionDecl decl) throws IOException {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      throw typeError(decl.fullName() + " (an object with exactly one case)");
    }
    JsonLocation start = p.currentTokenLocation();
    enter();
    if (next() != JsonToken.FIELD_NAME) {
      throw error(
          Code.JSON_INVALID_VALUE,
          "a union is an object with exactly one key (the case name); got an empty object",
          null,
          start);
    }
    String name = p.currentName();
    UnionCase found = null;
    for (UnionCase c : decl.cases()) {
      if (c.name().equals(name)) {
        found = c;
        break;
      }
    }
    if (found == null) {
      throw error(
          Code.JSON_UNKNOWN_KEY, decl.fullName() + " has no case " + quotedClip(name), name);
    }
    path.enter(name);
    next();
    if (p.currentToken() == JsonToken.VALUE_NULL && !isJson(found.type())) {
      throw error(Code.JSON_TYPE, "null is not a value of case '" + name + "'");
    }
    charge(DynamicCodec.VALUE_UNION);
    Value v = read(found.type());
    path.leave();
    if (next() != JsonToken.END_OBJECT) {
      throw error(
          Code.JSON_INVALID_VALUE,
          "a union is an object with exactly one key; second key " + quotedClip(p.currentName()));
    }
    leave();
    return new Value.Union(decl, found, v);
  }

  private Value readList(ListType type) throws IOException {
    if (p.currentToken() != JsonToken.START_ARRAY) {
      throw typeError(type.canonical() + " (a JSON array)");
    }
    enter();
    charge(DynamicCodec.VALUE_COLLECTION);
    TypeRef element = type.element();
    boolean json = isJson(element);
    // The elements go into an array the list then takes over (one copy, to its exact size).
    Value[] items = NO_VALUES;
    int i = 0;
    while (next() != JsonToken.END_ARRAY) {
      path.enter(i);
      if (!json && p.currentToken() == JsonToken.VALUE_NULL) {
        throw error(Code.JSON_TYPE, "null is not a list element");
      }
      charge(DynamicCodec.VALUE_LIST_SLOT);
      Value v = read(element);
      if (i == items.length) {
        items = Arrays.copyOf(items, Math.max(8, i + (i >> 1)));
      }
      items[i++] = v;
      path.leave();
    }
    leave();
    return i == 0
        ? DynamicCodec.EMPTY_LIST
        : new Value.ListOf(FrozenList.wrap(i == items.length ? items : Arrays.copyOf(items, i)));
  }

  private Value readMap(MapType type) throws IOException {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      throw typeError(type.canonical() + " (a JSON object)");
    }
    enter();
    charge(DynamicCodec.VALUE_COLLECTION);
    LinkedHashMap<Value, Value> entries = new LinkedHashMap<>();
    while (next() == JsonToken.FIELD_NAME) {
      String keyText = p.currentName();
      path.enter(keyText);
      charge(
          DynamicCodec.VALUE_MAP_ENTRY
              + (isString(type.key()) ? stringSize(keyText) : VALUE_SCALAR));
      Value key = mapKey(type.key(), keyText);
      if (strict && entries.containsKey(key)) {
        // Lenient: the later value replaces the earlier at its place, as JSON.parse does (§1).
        throw error(
            Code.JSON_DUPLICATE_KEY, "map key " + quotedClip(keyText) + " given twice (strict)");
      }
      next();
      if (p.currentToken() == JsonToken.VALUE_NULL && !isJson(type.value())) {
        throw error(Code.JSON_TYPE, "null is not a map value");
      }
      entries.put(key, read(type.value()));
      path.leave();
    }
    leave();
    return new Value.MapOf(entries);
  }

  /**
   * {@code text} if it is a sequence of Unicode scalar values; a lone surrogate ({@code "\ud800"}
   * is valid JSON) cannot be encoded as UTF-8 (FORMAT.md §6), so it is rejected here, where the
   * error can name its path and line, rather than by the encoder.
   */
  private String scalarValues(String text) {
    int i = Utf8.loneSurrogate(text);
    if (i >= 0) {
      throw error(
          Code.JSON_INVALID_VALUE,
          String.format(
              "a string must not hold a lone surrogate (U+%04X at char %d): it has no UTF-8"
                  + " form; got %s",
              (int) text.charAt(i), i, quotedClip(text)));
    }
    return text;
  }

  /** Map keys are JSON strings: integers in canonical decimal, "true"/"false", enum names. */
  private Value mapKey(TypeRef keyType, String text) {
    if (keyType instanceof ScalarType s) {
      ScalarKind k = s.kind();
      if (k == ScalarKind.STRING) {
        return new Value.Str(scalarValues(text));
      } else if (k == ScalarKind.BOOL) {
        if (text.equals("true")) {
          return Value.Bool.TRUE;
        } else if (text.equals("false")) {
          return Value.Bool.FALSE;
        }
        throw error(
            Code.JSON_INVALID_VALUE,
            "bool map key must be \"true\" or \"false\", got " + quotedClip(text));
      } else if (k.isInteger()) {
        if (!DECIMAL_INTEGER.matcher(text).matches()) {
          throw error(
              Code.JSON_INVALID_VALUE,
              k.keyword() + " map key must be a decimal integer, got " + quotedClip(text));
        }
        return new Value.Int(checkedInteger(k, text));
      }
    } else if (keyType instanceof NamedType n && n.decl() instanceof EnumDecl e) {
      return enumByNameOrNumber(e, text);
    }
    throw error(Code.JSON_INVALID_VALUE, "unsupported map key type " + keyType.canonical());
  }

  // ---- scalars ----

  private Value readEnum(EnumDecl e) throws IOException {
    JsonToken t = p.currentToken();
    charge(DynamicCodec.VALUE_ENUM);
    if (t == JsonToken.VALUE_STRING) {
      String name = p.getText();
      Value.EnumConst known = codec.enumByName(e, name);
      if (known != null) {
        return known;
      }
      throw error(Code.JSON_INVALID_VALUE, e.fullName() + " has no value " + quotedClip(name));
    } else if (t == JsonToken.VALUE_NUMBER_INT) {
      return codec.enumConst(e, enumNumber(p.getText()));
    }
    throw typeError(e.fullName() + " (a value name or a number)");
  }

  private Value enumByNameOrNumber(EnumDecl e, String text) {
    Value.EnumConst known = codec.enumByName(e, text);
    if (known != null) {
      return known;
    }
    if (DECIMAL_INTEGER.matcher(text).matches()) {
      return codec.enumConst(e, enumNumber(text));
    }
    throw error(Code.JSON_INVALID_VALUE, e.fullName() + " has no value " + quotedClip(text));
  }

  /** The enum number of decimal integer text {@code text}, which must be in 0..2^31-1. */
  private int enumNumber(String text) {
    BigInteger n = decimal(text);
    if (n == null || n.signum() < 0 || n.bitLength() > 31) {
      throw error(Code.JSON_OUT_OF_RANGE, "enum number " + clip(text) + " outside 0..2147483647");
    }
    return n.intValue();
  }

  /**
   * The value of decimal integer text {@code text} (JSON's grammar: no leading zeros), or null when
   * it has more characters than any 64-bit integer's text ({@code -} and 20 digits), so that it is
   * out of range of every integer kind. A long text is never handed to {@code BigInteger}, whose
   * decimal parse takes time quadratic in the digits (a 1 MB key: 12 s).
   */
  private static BigInteger decimal(String text) {
    return text.length() > 21 ? null : new BigInteger(text);
  }

  private Value readScalar(ScalarKind k) throws IOException {
    JsonToken t = p.currentToken();
    switch (k) {
      case BOOL:
        if (t == JsonToken.VALUE_TRUE) {
          return Value.Bool.TRUE;
        } else if (t == JsonToken.VALUE_FALSE) {
          return Value.Bool.FALSE;
        }
        throw typeError("bool (true or false)");
      case STRING:
        if (t == JsonToken.VALUE_STRING) {
          String text = p.getText();
          charge(stringSize(text));
          return new Value.Str(scalarValues(text));
        }
        throw typeError("string");
      case BYTES:
        if (t == JsonToken.VALUE_STRING) {
          // Charged by the text's length, before decoding: at least the bytes it decodes to.
          charge(CompactSource.BYTES_BASE + p.getTextLength());
          try {
            String text = p.getText();
            byte[] decoded = Base64.getDecoder().decode(text);
            if (!zeroPaddingBits(text)) {
              throw new IllegalArgumentException(
                  "the bits after the last byte must be zero (canonical base64)");
            }
            return new Value.Bin(Bytes.of(decoded));
          } catch (IllegalArgumentException e) {
            throw error(
                Code.JSON_INVALID_VALUE,
                "bytes must be standard base64: "
                    + e.getMessage()
                    + "; got "
                    + shown(JsonToken.VALUE_STRING));
          }
        }
        throw typeError("bytes (a base64 string)");
      case F32:
      case F64:
        charge(VALUE_SCALAR);
        return readFloat(k, t);
      case JSON:
        charge(VALUE_SCALAR);
        return new Value.Json(readJson());
      default:
        charge(VALUE_SCALAR);
        return readInteger(k, t);
    }
  }

  /**
   * Whether the base64 text {@code s} (decoded without error, so well-formed) has zero in the bits
   * of its last character that are past its last byte (RFC 4648 §3.5: "AR==" is not "AQ=="): one
   * text per value, as JSON.md §3 asks and the TypeScript reader checks.
   */
  static boolean zeroPaddingBits(String s) {
    int n = s.length();
    while (n > 0 && s.charAt(n - 1) == '=') {
      n--;
    }
    if (n % 4 == 0) {
      return true;
    }
    char c = s.charAt(n - 1);
    int v =
        c >= 'A' && c <= 'Z'
            ? c - 'A'
            : c >= 'a' && c <= 'z'
                ? c - 'a' + 26
                : c >= '0' && c <= '9' ? c - '0' + 52 : c == '+' ? 62 : 63;
    return (v & (n % 4 == 2 ? 0x0F : 0x03)) == 0;
  }

  private static boolean isString(TypeRef t) {
    return t instanceof ScalarType s && s.kind() == ScalarKind.STRING;
  }

  private static boolean isJson(TypeRef t) {
    return t instanceof ScalarType s && s.kind() == ScalarKind.JSON;
  }

  /** Any JSON value, for the type {@code json} (JSON.md §5.1). */
  private JsonValue readJson() throws IOException {
    JsonToken t = p.currentToken();
    switch (t) {
      case VALUE_NULL:
        return JsonValue.NULL;
      case VALUE_TRUE:
        return JsonValue.TRUE;
      case VALUE_FALSE:
        return JsonValue.FALSE;
      case VALUE_STRING:
        {
          String text = p.getText();
          charge(stringSize(text));
          return new JsonValue.Str(scalarValues(text));
        }
      case VALUE_NUMBER_INT:
        {
          charge(VALUE_SCALAR);
          if (p.getTextLength() <= 18) {
            return new JsonValue.Int(p.getLongValue()); // from the parser's buffer, as above
          }
          String text = p.getText();
          // At most 20 characters can hold a long; longer texts are out of range (no BigInteger).
          if (text.length() <= 20) {
            try {
              return new JsonValue.Int(Long.parseLong(text));
            } catch (NumberFormatException e) {
              // out of range: below
            }
          }
          throw error(
              Code.JSON_OUT_OF_RANGE,
              clip(text)
                  + " is outside the range of a json integer (i64); write it as a float or a"
                  + " string");
        }
      case VALUE_NUMBER_FLOAT:
        {
          charge(VALUE_SCALAR);
          double d = p.getDoubleValue();
          if (Double.isInfinite(d)) {
            throw error(Code.JSON_OUT_OF_RANGE, clip(p.getText()) + " is outside the range of f64");
          }
          return new JsonValue.Real(d);
        }
      case START_ARRAY:
        {
          enter();
          charge(DynamicCodec.VALUE_COLLECTION);
          List<JsonValue> items = new ArrayList<>();
          int i = 0;
          while (next() != JsonToken.END_ARRAY) {
            path.enter(i);
            charge(DynamicCodec.VALUE_LIST_SLOT);
            items.add(readJson());
            path.leave();
            i++;
          }
          leave();
          return new JsonValue.Arr(items);
        }
      case START_OBJECT:
        {
          enter();
          charge(DynamicCodec.VALUE_COLLECTION);
          LinkedHashMap<String, JsonValue> members = new LinkedHashMap<>();
          while (next() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            charge(DynamicCodec.VALUE_MAP_ENTRY + stringSize(key));
            if (strict && members.containsKey(key)) {
              // Lenient: the later value replaces the earlier at its place, as JSON.parse does.
              throw error(
                  Code.JSON_DUPLICATE_KEY, "key " + quotedClip(key) + " given twice (strict)", key);
            }
            path.enter(key);
            scalarValues(key);
            next();
            members.put(key, readJson());
            path.leave();
          }
          leave();
          return new JsonValue.Obj(members);
        }
      default:
        throw typeError("a JSON value");
    }
  }

  private Value readInteger(ScalarKind k, JsonToken t) throws IOException {
    String text;
    if (t == JsonToken.VALUE_NUMBER_INT) {
      if (p.getTextLength() <= 18) {
        // Read by the parser from its buffer (no text made): up to 18 characters, a sign and 17
        // digits or 18 digits, it reads a long without BigInteger. Out of range: the text path.
        long n = p.getLongValue();
        if (n >= minOf(k) && n <= maxOf(k)) {
          return new Value.Int(n);
        }
      }
      text = p.getText();
    } else if (t == JsonToken.VALUE_STRING) {
      text = p.getText();
      if (!DECIMAL_INTEGER.matcher(text).matches()) {
        throw error(
            Code.JSON_INVALID_VALUE,
            k.keyword() + " string must be a decimal integer, got " + shown(t));
      }
    } else if (t == JsonToken.VALUE_NUMBER_FLOAT) {
      // JSON.md §3: a number with a fraction or an exponent whose value is an integer (1.0, 1e3).
      String number = p.getText();
      text = integralText(number);
      if (text == null) {
        throw typeError(k.keyword() + " (an integer number or decimal string)");
      }
      return new Value.Int(checkedInteger(k, text, number));
    } else {
      throw typeError(k.keyword() + " (an integer number or decimal string)");
    }
    return new Value.Int(checkedInteger(k, text));
  }

  /**
   * The decimal integer text (JSON's integer grammar) of the value of a JSON number token with a
   * fraction or an exponent, when that value is an integer ({@code 1.0} is {@code 1}, {@code 1e3}
   * {@code 1000}, {@code 12.5e1} {@code 125}, {@code -0.0} {@code 0}); null when it is not ({@code
   * 1.5}, {@code 1e-3}). A value of more than 21 digits is not written out: its text is then 22
   * nines, outside every integer kind, so that {@code 1e999999999} costs no more than its own
   * characters (JSON.md §3).
   */
  static String integralText(String number) {
    int n = number.length();
    boolean negative = number.charAt(0) == '-';
    int i = negative ? 1 : 0;
    char[] digits = new char[n];
    int count = 0;
    long fraction = 0;
    boolean afterPoint = false;
    for (; i < n; i++) {
      char c = number.charAt(i);
      if (c == '.') {
        afterPoint = true;
      } else if (c == 'e' || c == 'E') {
        break;
      } else {
        digits[count++] = c;
        fraction += afterPoint ? 1 : 0;
      }
    }
    long exponent = 0;
    if (i < n) {
      i++; // the e
      boolean down = number.charAt(i) == '-';
      if (down || number.charAt(i) == '+') {
        i++;
      }
      for (; i < n; i++) {
        // Saturates: past 10^9 the value is out of range (or not an integer) whatever follows.
        exponent = Math.min(exponent * 10 + (number.charAt(i) - '0'), 1_000_000_000L);
      }
      exponent = down ? -exponent : exponent;
    }
    int first = 0;
    while (first < count && digits[first] == '0') {
      first++;
    }
    if (first == count) {
      return "0";
    }
    int last = count - 1;
    while (digits[last] == '0') {
      last--;
    }
    // The value is digits[first..last] x 10^zeros.
    long zeros = exponent - fraction + (count - 1 - last);
    if (zeros < 0) {
      return null;
    }
    if (last - first + 1 + zeros > 21) {
      return "9999999999999999999999"; // 22 nines: more digits than any integer kind holds
    }
    StringBuilder sb = new StringBuilder(negative ? "-" : "");
    sb.append(digits, first, last - first + 1);
    for (long z = 0; z < zeros; z++) { // at most 21 (above); String.repeat is not on Android 8
      sb.append('0');
    }
    return sb.toString();
  }

  /** The wire long for an integer of kind {@code k}; u64 as its two's complement bit pattern. */
  private long checkedInteger(ScalarKind k, String text) {
    return checkedInteger(k, text, text);
  }

  /**
   * The wire long for the decimal integer {@code text} of kind {@code k}, written {@code shown} in
   * the input (the text of a number such as {@code 1e3}, named by the error).
   */
  private long checkedInteger(ScalarKind k, String text, String shown) {
    if (!k.isInteger()) {
      throw new IllegalStateException("not an integer kind: " + k);
    }
    // Up to 18 characters (JSON's integer grammar, checked before) the value fits a long: no
    // BigInteger unless it is out of range, where the message below names the range.
    if (text.length() <= 18) {
      long n = Long.parseLong(text);
      if (n >= minOf(k) && n <= maxOf(k)) {
        return n;
      }
    }
    BigInteger n = decimal(text);
    BigInteger min = BigInteger.valueOf(minOf(k));
    BigInteger max = k == ScalarKind.U64 ? U64_MAX : BigInteger.valueOf(maxOf(k));
    if (n == null || n.compareTo(min) < 0 || n.compareTo(max) > 0) {
      throw error(
          Code.JSON_OUT_OF_RANGE,
          clip(shown) + " is outside the range of " + k.keyword() + " [" + min + ", " + max + "]");
    }
    return n.longValue(); // for u64 above 2^63-1 this is the two's complement bit pattern
  }

  /** The least value of integer kind {@code k}. */
  private static long minOf(ScalarKind k) {
    switch (k) {
      case I8:
        return Byte.MIN_VALUE;
      case I16:
        return Short.MIN_VALUE;
      case I32:
        return Integer.MIN_VALUE;
      case I64:
        return Long.MIN_VALUE;
      default:
        return 0;
    }
  }

  /** The greatest value of integer kind {@code k} that a long holds (u64: all of them). */
  private static long maxOf(ScalarKind k) {
    switch (k) {
      case I8:
        return Byte.MAX_VALUE;
      case I16:
        return Short.MAX_VALUE;
      case I32:
        return Integer.MAX_VALUE;
      case U8:
        return 0xFF;
      case U16:
        return 0xFFFF;
      case U32:
        return 0xFFFF_FFFFL;
      default:
        return Long.MAX_VALUE; // i64, u64
    }
  }

  private Value readFloat(ScalarKind k, JsonToken t) throws IOException {
    boolean f32 = k == ScalarKind.F32;
    if (t == JsonToken.VALUE_STRING) {
      double special;
      switch (p.getText()) {
        case "NaN":
          special = Double.NaN;
          break;
        case "Infinity":
          special = Double.POSITIVE_INFINITY;
          break;
        case "-Infinity":
          special = Double.NEGATIVE_INFINITY;
          break;
        default:
          throw error(
              Code.JSON_INVALID_VALUE,
              k.keyword()
                  + " string must be \"NaN\", \"Infinity\" or \"-Infinity\", got "
                  + shown(t));
      }
      return f32 ? new Value.F32((float) special) : new Value.F64(special);
    }
    if (t != JsonToken.VALUE_NUMBER_INT && t != JsonToken.VALUE_NUMBER_FLOAT) {
      throw typeError(k.keyword() + " (a number, or \"NaN\", \"Infinity\", \"-Infinity\")");
    }
    // The parser rounds the exact decimal correctly (f32: once, not through a double). An
    // integer token is read from its text: the parser reads "-0" as the integer 0.
    boolean integer = t == JsonToken.VALUE_NUMBER_INT;
    if (integer && p.getTextLength() <= 15) {
      // An integer token of up to 15 characters is below 2^53 in magnitude: its long converts
      // exactly, and rounds once to f32. Not 0, which may be written -0 (the parser reads 0).
      long n = p.getLongValue();
      if (n != 0) {
        return f32 ? new Value.F32((float) n) : new Value.F64((double) n);
      }
    }
    if (f32) {
      float f = integer ? Float.parseFloat(p.getText()) : p.getFloatValue();
      if (Float.isInfinite(f)) {
        throw error(Code.JSON_OUT_OF_RANGE, clip(p.getText()) + " is outside the range of f32");
      }
      return new Value.F32(f);
    }
    double d = integer ? Double.parseDouble(p.getText()) : p.getDoubleValue();
    if (Double.isInfinite(d)) {
      throw error(Code.JSON_OUT_OF_RANGE, clip(p.getText()) + " is outside the range of f64");
    }
    return new Value.F64(d);
  }

  // ---- decoded-size budget ----

  /** A scalar's Value (Value.Int, F64, Json, ...): header and payload, as the dynamic codec's. */
  private static final int VALUE_SCALAR = 24;

  /** A string: its Value.Str, String and array, 2 bytes per char (FORMAT.md §7.1's measure). */
  private static long stringSize(String s) {
    return CompactSource.STRING_BASE + 2L * s.length();
  }

  private void charge(long n) {
    charged += n;
    if (charged > budget) {
      overBudget();
    }
  }

  private void overBudget() {
    if (!lengthKnown) {
      JsonLocation at = p.currentLocation();
      budget = limits.decodedSizeBudget(Math.max(at.getCharOffset(), at.getByteOffset()));
      if (charged <= budget) {
        return;
      }
    }
    throw error(
        Code.JSON_LIMIT_EXCEEDED,
        "the values read so far are estimated at "
            + charged
            + " bytes in memory, over the decoded-size budget of "
            + budget
            + " bytes (max(decodedSizeFloor, decodedSizeRatio x the document's length), JSON.md §6;"
            + " JsonBridge.withLimits changes it)");
  }

  // ---- helpers ----

  private JsonToken next() throws IOException {
    return p.nextToken();
  }

  private void enter() {
    if (++depth > MAX_DEPTH) {
      throw error(Code.JSON_DEPTH_LIMIT, "nesting deeper than " + MAX_DEPTH);
    }
  }

  private void leave() {
    depth--;
  }

  private BaleJsonException typeError(String expected) {
    return error(Code.JSON_TYPE, "expected " + expected + ", got " + shown(p.currentToken()));
  }

  /** Values quoted in messages are cut to this many chars (JSON.md §7). */
  static final int SHOWN_CHARS = 40;

  /** {@code s}, cut to {@link #SHOWN_CHARS} chars (never inside a surrogate pair) plus "...". */
  static String clip(String s) {
    if (s.length() <= SHOWN_CHARS) {
      return s;
    }
    int end = SHOWN_CHARS;
    if (Character.isHighSurrogate(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(0, end) + "... (" + s.length() + " chars)";
  }

  /** A key or name in a message: {@code 'name'}, clipped. */
  static String quotedClip(String s) {
    return "'" + clip(s) + "'";
  }

  /**
   * The current token as a message shows it: its kind and, for a scalar, its value, clipped: {@code
   * the number 1.5}, {@code the string "abc"}, {@code true}, {@code null}, {@code an object}.
   */
  private String shown(JsonToken t) {
    try {
      return shownOrThrow(t);
    } catch (IOException e) {
      // The token's text could not be read (a malformed string): its kind is still known, and
      // the syntax error is the document's error (rejectMalformedRest).
      unreadable = e;
      return describe(t);
    }
  }

  private String shownOrThrow(JsonToken t) throws IOException {
    if (t == null) {
      return "end of input";
    }
    switch (t) {
      case VALUE_STRING:
        {
          StringBuilder sb = new StringBuilder("the string ");
          String text = p.getText();
          String cut = clip(text);
          if (cut.length() == text.length()) {
            JsonOut.quote(sb, text);
          } else {
            int end = cut.indexOf("... (");
            JsonOut.quote(sb, text.substring(0, end));
            sb.append(cut.substring(end));
          }
          return sb.toString();
        }
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return "the number " + clip(p.getText());
      case VALUE_TRUE:
        return "true";
      case VALUE_FALSE:
        return "false";
      default:
        return describe(t);
    }
  }

  private static String describe(JsonToken t) {
    if (t == null) {
      return "end of input";
    }
    switch (t) {
      case START_OBJECT:
        return "an object";
      case START_ARRAY:
        return "an array";
      case VALUE_STRING:
        return "a string";
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return "a number";
      case VALUE_TRUE:
      case VALUE_FALSE:
        return "a boolean";
      case VALUE_NULL:
        return "null";
      default:
        return t.toString();
    }
  }

  private BaleJsonException error(Code code, String detail) {
    return error(code, detail, null);
  }

  private BaleJsonException error(Code code, String detail, String extraSegment) {
    return error(code, detail, extraSegment, p.currentTokenLocation());
  }

  private BaleJsonException error(Code code, String detail, String extraSegment, JsonLocation loc) {
    StringBuilder sb = new StringBuilder(path.text());
    if (extraSegment != null) {
      sb.append(member(extraSegment));
    }
    return new BaleJsonException(
        code,
        sb.toString(),
        loc == null ? -1 : loc.getLineNr(),
        loc == null ? -1 : column(loc, utf8, utf8Offset),
        detail);
  }

  /** ".name" for identifier-like keys, otherwise ["key"] with JSON escapes. */
  static String member(String name) {
    boolean simple = !name.isEmpty() && !Character.isDigit(name.charAt(0));
    for (int i = 0; simple && i < name.length(); i++) {
      char c = name.charAt(i);
      simple = c == '_' || (c < 128 && Character.isLetterOrDigit(c));
    }
    if (simple) {
      return "." + name;
    }
    StringBuilder sb = new StringBuilder("[");
    JsonOut.quote(sb, name);
    return escapeLoneSurrogates(sb.append(']')).toString();
  }

  /**
   * {@code sb} with each lone surrogate written as a lower-case {@code \}{@code uXXXX} escape, as
   * {@code JSON.stringify} writes it (JSON.md §7: a path is text, a key with a lone surrogate is
   * named by its escape).
   */
  private static StringBuilder escapeLoneSurrogates(StringBuilder sb) {
    for (int i = Utf8.loneSurrogate(sb); i >= 0; i = Utf8.loneSurrogate(sb, i)) {
      String esc = String.format("\\u%04x", (int) sb.charAt(i));
      sb.replace(i, i + 1, esc);
      i += esc.length();
    }
    return sb;
  }
}
