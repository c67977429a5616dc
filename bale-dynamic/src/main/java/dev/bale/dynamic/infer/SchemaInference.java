package dev.bale.dynamic.infer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import dev.bale.runtime.MapKeySpread;
import dev.bale.runtime.internal.Utf8;
import dev.bale.schema.JavaMemberNames;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackReader;
import java.io.Reader;
import java.math.BigInteger;
import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code bale infer}: a schema that encodes every sample it was given, unchanged (issue 15).
 *
 * <p>Feed it JSON documents ({@link #addDocument}) or JSON Lines ({@link #addLines}); every
 * document or line is one value of the root type. {@link #schema} then writes schema text:
 *
 * <ul>
 *   <li>objects become messages, named after the key they were found under ({@code user} → {@code
 *       User}, list elements singular: {@code statuses} → {@code Status}); objects under the same
 *       key share one message; messages with the same keys (two or more), or whose keys mostly
 *       agree (4 or more keys each, 80% in common), are merged, so a recursive shape ({@code
 *       retweeted_status}) becomes one type;
 *   <li>objects whose keys are data become maps: every key a decimal integer ({@code map<i64, V>}),
 *       or many distinct keys ({@code map<string, V>});
 *   <li>a field absent or {@code null} in some objects is optional ({@code T?}); one that is only
 *       ever {@code null}, or holds values of different kinds, is {@code json};
 *   <li>integers are {@code i64} ({@code u64} above 2^63-1); any fraction or exponent makes a
 *       number {@code f64}; lists whose elements differ in kind (tuples) are {@code list<json>};
 *   <li>keys that are not identifiers keep their key with {@code [json = "..."]};
 *   <li>fields take ids in the order they were first seen; doc comments give the counts; the schema
 *       declares its {@code root}.
 * </ul>
 *
 * Not thread-safe; one instance per inference.
 */
public final class SchemaInference {
  /** A map when an object has at least this many distinct keys and its values agree. */
  public static final int MAP_MIN_KEYS = 48;

  /** Objects with this many keys or more take part in merging by similar keys. */
  static final int MERGE_MIN_KEYS = 4;

  /** The share of keys two objects must have in common to be merged. */
  static final double MERGE_SIMILARITY = 0.8;

  private static final Pattern IDENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
  // Canonical decimal integers only: "-0" and "007" read back as "0" and "7" (JSON.md §5).
  private static final Pattern INTEGER_KEY = Pattern.compile("0|-?[1-9][0-9]{0,18}");
  private static final BigInteger U64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
  private static final long SAFE = 1L << 53;

  /** The depth limit of JSON reading and of the codecs (JSON.md §6, FORMAT.md §7). */
  static final int MAX_DEPTH = 64;

  /** The most fields a message may have: ids are 1..65535 (SCHEMA.md M3). */
  static final int MAX_FIELDS = 65_535;

  /** The deepest a type may nest (SCHEMA.md S11, counting the innermost type). */
  static final int MAX_TYPE_LEVELS = 32;

  private static final char BOM = '\uFEFF';

  /** Prefix of the root's shape name, which no key-derived name (letters and digits) can have. */
  private static final String ROOT = "/";

  /** What was seen at one place of the data (a field, list elements, map values, the root). */
  static final class Slot {
    long nulls;
    long bools;
    long ints;
    long floats;
    long strings;
    long arrays;
    long objects;
    long intMin = Long.MAX_VALUE;
    long intMax = Long.MIN_VALUE;
    boolean unsignedBig; // an integer in 2^63 .. 2^64-1
    boolean tooBig; // an integer outside i64 and u64
    String bigBelow; // the first integer outside i64 in the values seen here, at any depth
    Slot element; // of arrays
    Shape shape; // of objects

    int kinds() {
      int k = 0;
      for (long n : new long[] {bools, ints + floats, strings, arrays, objects}) {
        if (n > 0) {
          k++;
        }
      }
      return k;
    }

    long values() {
      return bools + ints + floats + strings + arrays + objects;
    }
  }

  /** Every object seen under one name (and those merged into it). */
  static final class Shape {
    final String name;
    Shape parent;
    long count;
    boolean keyTwice; // an object gave one of the keys twice
    int open; // objects of this shape being read (nested in each other)
    boolean crowded; // an object's integer keys crowd one bucket as i64 map keys (FORMAT.md §7.2)
    final LinkedHashMap<String, Field> fields = new LinkedHashMap<>();

    Shape(String name) {
      this.name = name;
    }

    Shape find() {
      Shape s = this;
      while (s.parent != null) {
        s = s.parent;
      }
      return s;
    }
  }

  static final class Field {
    long present; // not absent (null counts as present here)
    long lastObject = -1; // the number of the last object that had this key
    final Slot slot = new Slot();
  }

  private final Map<String, Shape> byName = new LinkedHashMap<>();
  private final List<String> sources = new ArrayList<>();
  private final Slot root = new Slot();
  private long documents;
  private long objects; // objects read, numbering them
  private int maxDepth; // the deepest nesting of arrays and objects seen
  private String maxDepthAt; // where it was first seen
  private String source; // the sample being read
  private final List<List<String>> keyBuffers = new ArrayList<>(); // per depth: see keysAt
  // Comments, as `bale encode --comments` reads them; not NaN or Infinity as bare tokens, which no
  // JSON reader of the bridge accepts (JSON.md §4 writes them as the strings "NaN", "Infinity").
  private final JsonFactory json =
      JsonFactory.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build();
  private String rootName = "Root";
  private boolean tsNumbers;

  /** The name of the root message (when the root is an object); default {@code Root}. */
  public SchemaInference rootName(String name) {
    this.rootName = typeName(name);
    return this;
  }

  /**
   * Whether a message's {@code i64}/{@code u64} field, or {@code list} of them, whose values in the
   * samples are all safe integers ({@code |v| <= 2^53-1}) gets {@code [ts_number]} (SCHEMA.md §4):
   * TypeScript then types it {@code number}, not {@code bigint}. Default off: a TypeScript reader
   * refuses a later value beyond 2^53 in such a field ({@code INT_OUT_OF_RANGE}), which the samples
   * cannot rule out; Java reads it either way.
   */
  public SchemaInference tsNumbers(boolean on) {
    this.tsNumbers = on;
    return this;
  }

  /** Adds one JSON document (comments allowed) read from {@code in}; {@code source} names it. */
  public void addDocument(String source, Reader in) throws IOException {
    // A byte order mark is skipped, as JSON input does (JSON.md §1).
    PushbackReader r = new PushbackReader(in, 1);
    int first = r.read();
    if (first >= 0 && first != BOM) {
      r.unread(first);
    }
    document(source, json.createParser(r));
  }

  /**
   * Adds one JSON document (comments allowed) read from the bytes of {@code in}, in the encoding
   * the JSON bridge reads too: UTF-8 (a byte order mark skipped), or UTF-16 or UTF-32 told by its
   * first bytes.
   */
  public void addDocument(String source, InputStream in) throws IOException {
    document(source, json.createParser(in));
  }

  private void document(String source, JsonParser parser) throws IOException {
    this.source = source;
    try (JsonParser p = parser) {
      if (p.nextToken() == null) {
        throw new IOException(source + ": no JSON value");
      }
      value(p, root, ROOT + rootName, 0);
      if (p.nextToken() != null) {
        throw new IOException(
            source + ": more than one JSON value (use JSON Lines input for a stream of values)");
      }
    }
    sources.add(source);
    documents++;
  }

  /** Adds every line of JSON Lines input (blank lines skipped); each line is one root value. */
  public void addLines(String source, Reader in) throws IOException {
    BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
    String line;
    int n = 0;
    while ((line = r.readLine()) != null) {
      n++;
      if (n == 1 && !line.isEmpty() && line.charAt(0) == BOM) {
        line = line.substring(1);
      }
      if (blank(line)) {
        continue;
      }
      this.source = source + ":" + n;
      try (JsonParser p = json.createParser(line)) {
        p.nextToken();
        value(p, root, ROOT + rootName, 0);
        if (p.nextToken() != null) {
          throw new IOException(source + ":" + n + ": more than one JSON value on the line");
        }
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        throw new IOException(source + ":" + n + ": " + e.getOriginalMessage(), e);
      }
      documents++;
    }
    sources.add(source);
  }

  /**
   * Reads one value into {@code slot}; {@code depth} is the number of arrays and objects around it.
   *
   * @return the first integer outside i64 in the value, or null
   */
  private String value(JsonParser p, Slot slot, String name, int depth) throws IOException {
    String big = null;
    JsonToken t = p.currentToken();
    if ((t == JsonToken.START_ARRAY || t == JsonToken.START_OBJECT) && depth + 1 > maxDepth) {
      maxDepth = depth + 1;
      maxDepthAt = where(p);
    }
    switch (t) {
      case VALUE_NULL -> slot.nulls++;
      case VALUE_TRUE, VALUE_FALSE -> slot.bools++;
      case VALUE_NUMBER_INT -> {
        slot.ints++;
        if (p.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
          BigInteger v = p.getBigIntegerValue();
          big = v.toString();
          if (v.signum() > 0 && v.compareTo(U64_MAX) <= 0) {
            slot.unsignedBig = true;
          } else {
            slot.tooBig = true;
          }
        } else {
          long v = p.getLongValue();
          slot.intMin = Math.min(slot.intMin, v);
          slot.intMax = Math.max(slot.intMax, v);
        }
      }
      case VALUE_NUMBER_FLOAT -> {
        slot.floats++;
        if (mayOverflow(p) && Double.isInfinite(p.getDoubleValue())) {
          throw new IOException(
              where(p)
                  + ": the number "
                  + p.getText()
                  + " is beyond f64's range, and no Bale type holds it (JSON.md §4): no schema"
                  + " holds these samples unchanged");
        }
      }
      case VALUE_STRING -> {
        slot.strings++;
        loneSurrogate(
            p, CharBuffer.wrap(p.getTextCharacters(), p.getTextOffset(), p.getTextLength()));
      }
      case START_ARRAY -> {
        slot.arrays++;
        if (slot.element == null) {
          slot.element = new Slot();
        }
        String item = singular(name);
        while (p.nextToken() != JsonToken.END_ARRAY) {
          String b = value(p, slot.element, item, depth + 1);
          big = big != null ? big : b;
        }
      }
      case START_OBJECT -> {
        slot.objects++;
        // Objects under one name share one shape (a recursive field meets its own type).
        Shape s = byName.computeIfAbsent(name, Shape::new);
        if (slot.shape == null) {
          slot.shape = s;
        }
        s.count++;
        long object = objects++;
        // Inside an object of the same shape (recursion), the marks this object sets on fields are
        // undone when it ends, so that the outer object still finds its own.
        boolean inner = s.open++ > 0;
        List<Field> marked = null;
        List<Long> before = null;
        List<String> keys = keysAt(depth);
        while (p.nextToken() == JsonToken.FIELD_NAME) {
          String key = p.currentName();
          loneSurrogate(p, key);
          keys.add(key);
          p.nextToken();
          Field f = s.fields.computeIfAbsent(key, k -> new Field());
          if (f.lastObject == object) {
            s.keyTwice = true; // a map, not a message: see isMap
          } else {
            f.present++;
            if (inner) {
              if (marked == null) {
                marked = new ArrayList<>();
                before = new ArrayList<>();
              }
              marked.add(f);
              before.add(f.lastObject);
            }
            f.lastObject = object;
          }
          String b = value(p, f.slot, typeName(key), depth + 1);
          big = big != null ? big : b;
        }
        s.open--;
        for (int i = marked == null ? -1 : marked.size() - 1; i >= 0; i--) {
          marked.get(i).lastObject = before.get(i);
        }
        if (crowded(keys)) {
          s.crowded = true;
        }
      }
      default -> throw new IOException("unexpected " + t + " at " + p.currentLocation());
    }
    if (slot.bigBelow == null) {
      slot.bigBelow = big;
    }
    return big;
  }

  /** The keys of the object being read at {@code depth}, emptied for it. */
  private List<String> keysAt(int depth) {
    while (keyBuffers.size() <= depth) {
      keyBuffers.add(new ArrayList<>());
    }
    List<String> keys = keyBuffers.get(depth);
    keys.clear();
    return keys;
  }

  /**
   * Whether the keys of one object, read as {@code i64} map keys in this order, crowd one bucket of
   * V8's table, so that readers refuse the map (FORMAT.md §7.2): only objects of more than 128
   * integer keys, and only those built for it.
   */
  private static boolean crowded(List<String> keys) {
    MapKeySpread spread = MapKeySpread.of(keys.size());
    if (spread == null) {
      return false;
    }
    for (String k : keys) {
      if (!INTEGER_KEY.matcher(k).matches()) {
        return false;
      }
    }
    try {
      for (String k : keys) {
        if (!spread.add(MapKeySpread.int64Hash(Long.parseLong(k)))) {
          return true;
        }
      }
    } catch (NumberFormatException e) {
      return false; // beyond i64: not an integer map
    }
    return false;
  }

  /**
   * Whether the number token may be beyond f64's range: it has an exponent or 300 characters, which
   * few have (parsing every float to tell took canada.json's inference from 10 to 40 ms).
   */
  private static boolean mayOverflow(JsonParser p) throws IOException {
    int len = p.getTextLength();
    if (len >= 300) {
      return true;
    }
    char[] c = p.getTextCharacters();
    for (int i = p.getTextOffset(), end = i + len; i < end; i++) {
      if (c[i] == 'e' || c[i] == 'E') {
        return true;
      }
    }
    return false;
  }

  private String where(JsonParser p) {
    com.fasterxml.jackson.core.JsonLocation l = p.currentTokenLocation();
    return source + ": line " + l.getLineNr() + ", column " + l.getColumnNr();
  }

  /**
   * Refuses a string or key holding a lone surrogate ({@code "\\ud800"}): Bale strings are UTF-8,
   * which has no form for it, and the JSON bridge rejects it (JSON.md §1).
   */
  private void loneSurrogate(JsonParser p, CharSequence c) throws IOException {
    int i = Utf8.loneSurrogate(c);
    if (i >= 0) {
      throw new IOException(
          String.format(
              Locale.ROOT,
              "%s: a string or key holds a lone surrogate (U+%04X), which UTF-8 cannot hold"
                  + " (JSON.md §1): no schema holds these samples unchanged",
              where(p),
              (int) c.charAt(i)));
    }
  }

  // ------------------------------------------------------------------------- merging

  private static void union(Shape a, Shape b) {
    a = a.find();
    b = b.find();
    if (a == b) {
      return;
    }
    b.parent = a;
    a.count += b.count;
    a.keyTwice |= b.keyTwice;
    a.crowded |= b.crowded;
    for (Map.Entry<String, Field> e : b.fields.entrySet()) {
      Field into = a.fields.get(e.getKey());
      if (into == null) {
        a.fields.put(e.getKey(), e.getValue());
      } else {
        into.present += e.getValue().present;
        merge(into.slot, e.getValue().slot);
      }
    }
  }

  private static void merge(Slot a, Slot b) {
    a.nulls += b.nulls;
    a.bools += b.bools;
    a.ints += b.ints;
    a.floats += b.floats;
    a.strings += b.strings;
    a.arrays += b.arrays;
    a.objects += b.objects;
    a.intMin = Math.min(a.intMin, b.intMin);
    a.intMax = Math.max(a.intMax, b.intMax);
    a.unsignedBig |= b.unsignedBig;
    a.tooBig |= b.tooBig;
    if (a.bigBelow == null) {
      a.bigBelow = b.bigBelow;
    }
    if (b.element != null) {
      if (a.element == null) {
        a.element = b.element;
      } else {
        merge(a.element, b.element);
      }
    }
    if (b.shape != null) {
      if (a.shape == null) {
        a.shape = b.shape;
      } else {
        union(a.shape, b.shape);
      }
    }
  }

  /**
   * Merges message shapes whose keys mostly agree, until none are left to merge: each pass takes
   * the first mergeable pair in the order of {@link #shapes()} (the lowest {@code i}, then the
   * lowest {@code j > i}), merges it and starts again. Two shapes can only be the same or similar
   * if they share a key, so each shape is tested against the later shapes that share one of its
   * keys (an index of keys per pass), not against every later shape: the same pairs merge in the
   * same order as a test of every pair, which took 11.6 s on 8,000 unrelated shapes of 5 keys.
   */
  private void mergeSimilar() {
    boolean changed = true;
    while (changed) {
      changed = false;
      List<Shape> roots = shapes();
      int n = roots.size();
      Map<String, List<Integer>> byKey = new HashMap<>();
      boolean[] eligible = new boolean[n];
      for (int i = 0; i < n; i++) {
        Shape s = roots.get(i);
        if (isMap(s)) {
          // The shapes of a map's values become one now, not while the schema is written, when
          // the message of one of them may be written already (without the others' fields).
          mapValues(s);
        } else if (s.fields.size() >= 2) {
          eligible[i] = true;
          for (String k : s.fields.keySet()) {
            byKey.computeIfAbsent(k, x -> new ArrayList<>()).add(i); // ascending
          }
        }
      }
      if (stale(roots)) {
        // Merging a map's values (isMap for 48 keys or more, mapValues) merged shapes: some
        // shapes of this pass are no longer roots (their merged root holds their keys). Start
        // again from the roots.
        changed = true;
        continue;
      }
      int[] collected = new int[n]; // i + 1 once j is a candidate of i
      List<Integer> candidates = new ArrayList<>();
      outer:
      for (int i = 0; i < n; i++) {
        if (!eligible[i]) {
          continue;
        }
        Shape a = roots.get(i);
        candidates.clear();
        for (String k : a.fields.keySet()) {
          List<Integer> with = byKey.get(k);
          int from = Collections.binarySearch(with, i + 1);
          for (int x = from >= 0 ? from : -from - 1; x < with.size(); x++) {
            int j = with.get(x);
            if (collected[j] != i + 1) {
              collected[j] = i + 1;
              candidates.add(j);
            }
          }
        }
        candidates.sort(null);
        for (int j : candidates) {
          Shape b = roots.get(j);
          if (mergeable(a, b)) {
            union(a, b);
            changed = true;
            break outer;
          }
        }
      }
    }
  }

  private static boolean stale(List<Shape> roots) {
    for (Shape s : roots) {
      if (s.parent != null) {
        return true;
      }
    }
    return false;
  }

  /** Whether two shapes (two keys or more each, not maps) have the same keys or similar ones. */
  private static boolean mergeable(Shape a, Shape b) {
    int sa = a.fields.size();
    int sb = b.fields.size();
    Shape small = sa <= sb ? a : b;
    Shape large = sa <= sb ? b : a;
    int common = 0;
    for (String k : small.fields.keySet()) {
      if (large.fields.containsKey(k)) {
        common++;
      }
    }
    int all = sa + sb - common;
    boolean same = common == all && all >= 2; // the same keys: one shape
    boolean similar =
        sa >= MERGE_MIN_KEYS && sb >= MERGE_MIN_KEYS && common >= MERGE_SIMILARITY * all;
    return same || similar;
  }

  private List<Shape> shapes() {
    Set<Shape> out = new LinkedHashSet<>();
    for (Shape s : byName.values()) {
      out.add(s.find());
    }
    return new ArrayList<>(out);
  }

  // ------------------------------------------------------------------------- typing

  /**
   * Whether a shape's keys are data: all decimal integers, or many distinct keys; or whether a
   * message cannot have them: no field takes the empty key (SCHEMA.md O7), a message field given
   * twice is an error where a map keeps the later value (JSON.md §1), and field ids end at 65,535
   * (M3).
   */
  private static boolean isMap(Shape s) {
    if (s.fields.isEmpty()) {
      return false;
    }
    if (integerKeys(s) || s.fields.containsKey("") || s.keyTwice || s.fields.size() > MAX_FIELDS) {
      return true;
    }
    return s.fields.size() >= MAP_MIN_KEYS && valuesAgree(s);
  }

  private static boolean integerKeys(Shape s) {
    for (String k : s.fields.keySet()) {
      if (!INTEGER_KEY.matcher(k).matches()) {
        return false;
      }
      try {
        Long.parseLong(k);
      } catch (NumberFormatException e) {
        return false;
      }
    }
    return true;
  }

  private static boolean valuesAgree(Shape s) {
    Slot v = mapValues(s);
    return v.kinds() == 1;
  }

  private static Slot mapValues(Shape s) {
    Slot v = new Slot();
    // A copy: a value may hold the map's own shape, which merging then changes.
    for (Field f : new ArrayList<>(s.fields.values())) {
      merge(v, copyOf(f.slot));
    }
    return v;
  }

  /** A copy of {@code s} with its own element slots (shapes are shared). */
  private static Slot copyOf(Slot s) {
    Slot c = new Slot();
    Slot e = s.element;
    s.element = null;
    merge(c, s);
    s.element = e;
    c.element = e == null ? null : copyOf(e);
    return c;
  }

  /** The schema text of the samples added so far. */
  public String schema(String packageName) {
    if (documents == 0) {
      throw new IllegalStateException("no samples");
    }
    mergeSimilar();
    Naming naming = new Naming();
    // A root that is sometimes null is json: no other root type holds null.
    String rootType = root.nulls > 0 ? json(root) : type(root, naming, null, 1);
    // A root that is not a message is written inside the root wrapper message (FORMAT.md §2.3),
    // one level more than the JSON shows.
    int limit = Character.isUpperCase(rootType.charAt(0)) ? MAX_DEPTH : MAX_DEPTH - 1;
    if (maxDepth > limit) {
      throw new IllegalArgumentException(
          "the samples nest "
              + maxDepth
              + " arrays and objects deep ("
              + maxDepthAt
              + "): deeper than "
              + limit
              + ", the depth limit of JSON reading and of the codecs (64, JSON.md §6 and FORMAT.md"
              + " §7; under a root that is not a message 63, since the root wrapper message is"
              + " one more level): no schema holds these samples unchanged");
    }
    StringBuilder sb = new StringBuilder();
    sb.append("/// Inferred by `bale infer` from ")
        // A file name may hold a line break, which would end the comment.
        .append(String.join(", ", sources).replaceAll("\\p{Cntrl}", "?"))
        .append(" (")
        .append(documents)
        .append(documents == 1 ? " value" : " values")
        .append(").\n");
    sb.append("package ").append(packageName).append(";\n\n");
    sb.append("root ").append(rootType).append(";\n");
    // Declarations in the order they were named (the root's first); typing one may name more.
    for (int i = 0; i < naming.order.size(); i++) {
      Shape s = naming.order.get(i);
      sb.append('\n');
      message(sb, s, naming);
    }
    return sb.toString();
  }

  /**
   * The schema text, checked by loading it; a rejection is a bug in the inference and is thrown
   * with the diagnostics.
   *
   * @throws IllegalArgumentException if no schema can hold the samples unchanged (an integer beyond
   *     64 bits where only {@code json} fits)
   */
  public String checkedSchema(String packageName) {
    String text = schema(packageName);
    try {
      SchemaLoader.loadString("inferred.bale", text);
    } catch (SchemaException e) {
      throw new IllegalStateException("inferred schema does not load:\n" + e + "\n" + text, e);
    }
    return text;
  }

  /** Type names handed out: one per merged shape, unique. */
  private final class Naming {
    final Map<Shape, String> names = new HashMap<>();
    final Set<String> used = new HashSet<>();
    final List<Shape> order = new ArrayList<>();
    // Per shape: its merged values if it is typed as a map, else null. Shapes are final while the
    // schema is written, and a map shape's values were merged again for every field of its type
    // (8,000 fields of one 4,000-key map shape: 6.9 s and 1.7 GB).
    private final Map<Shape, Slot> maps = new IdentityHashMap<>();

    /** Map shapes whose type is being written: met again inside, they are json. */
    final Set<Shape> typingMaps = Collections.newSetFromMap(new IdentityHashMap<>());

    Slot mapValues(Shape s) {
      if (!maps.containsKey(s)) {
        maps.put(s, isMap(s) ? SchemaInference.mapValues(s) : null);
      }
      return maps.get(s);
    }

    /**
     * Whether a message may be named {@code n}: no other has that name in any case ({@code AB} and
     * {@code Ab}: one Java file on case-insensitive file systems), and none is named like the
     * other's TypeScript view ({@code Foo} and {@code FooView}) (SCHEMA.md N6). {@link #used} holds
     * the names in lower case.
     */
    private boolean available(String n) {
      String lower = n.toLowerCase(Locale.ROOT);
      return !used.contains(lower)
          && !used.contains(lower + "view")
          && !(lower.endsWith("view") && used.contains(lower.substring(0, lower.length() - 4)));
    }

    String of(Shape s, String hint) {
      String n = names.get(s);
      if (n == null) {
        String base = typeName(hint != null ? hint : s.name);
        n = base;
        for (int i = 2; !available(n); i++) {
          n = base + i;
        }
        used.add(n.toLowerCase(Locale.ROOT));
        names.put(s, n);
        order.add(s);
      }
      return n;
    }
  }

  /**
   * The schema type of what was seen in {@code s}.
   *
   * @param hint the type name for a message found here, or null for its shape's own name (the
   *     values of a map are named after the map, not after their keys)
   * @param level how deep this type nests in the field's or the root's type (1: it is that type)
   */
  private String type(Slot s, Naming naming, String hint, int level) {
    if (s.values() == 0 || s.kinds() > 1 || s.tooBig) {
      return json(s); // only nulls, or values of several kinds
    }
    if (s.bools > 0) {
      return "bool";
    }
    if (s.ints + s.floats > 0) {
      if (s.floats == 0) {
        if (!s.unsignedBig) {
          return "i64";
        }
        // Above 2^63-1: u64, unless a negative integer needs i64 (then no type holds both).
        return s.intMin < 0 ? json(s) : "u64";
      }
      // Integers mixed with floats: f64 holds them exactly only up to 2^53.
      boolean exact = !s.unsignedBig && (s.ints == 0 || (s.intMin > -SAFE && s.intMax < SAFE));
      return exact ? "f64" : json(s);
    }
    if (s.strings > 0) {
      return "string";
    }
    if (s.arrays > 0) {
      Slot e = s.element;
      if (e == null || e.nulls > 0 || level >= MAX_TYPE_LEVELS) {
        // Empty lists only, null elements (a list<T> cannot hold null), or no level left for the
        // element's type (SCHEMA.md S11).
        return level >= MAX_TYPE_LEVELS ? json(s) : "list<" + json(e == null ? s : e) + ">";
      }
      return "list<" + type(e, naming, hint == null ? null : singular(hint), level + 1) + ">";
    }
    Shape shape = s.shape.find();
    Slot v = naming.mapValues(shape);
    if (v != null) {
      if (level >= MAX_TYPE_LEVELS || !naming.typingMaps.add(shape)) {
        // No level left for the values' type, or a map that holds itself (only a message could
        // name the type it nests in): json.
        return json(s);
      }
      // Keys built to crowd one bucket of an i64 map's table are strings, which no reader follows.
      String key = integerKeys(shape) && !shape.crowded ? "i64" : "string";
      String valueHint = singular(hint != null ? hint : typeName(shape.name));
      String value = v.nulls > 0 ? json(v) : type(v, naming, valueHint, level + 1);
      naming.typingMaps.remove(shape);
      return "map<" + key + ", " + value + ">";
    }
    return naming.of(shape, hint);
  }

  /**
   * {@code json}, for the values {@code s} saw; json integers are 64-bit signed (JSON.md §5.1).
   *
   * @throws IllegalArgumentException if they hold an integer beyond that
   */
  private static String json(Slot s) {
    String big = s.bigBelow;
    if (big != null) {
      throw new IllegalArgumentException(
          "the samples hold an integer beyond 64 bits ("
              + big
              + ") where only a json value fits (values of several kinds, or integers both"
              + " negative and above 2^63-1), and json integers are 64-bit signed: no schema"
              + " holds these samples unchanged");
    }
    return "json";
  }

  private void message(StringBuilder sb, Shape s, Naming naming) {
    String name = naming.names.get(s);
    sb.append("/// ").append(count(s.count, "object")).append(".\n");
    sb.append("message ").append(name).append(" {\n");
    Set<String> taken = new HashSet<>(VIEW_MEMBERS);
    int id = 0;
    for (Map.Entry<String, Field> e : s.fields.entrySet()) {
      String key = e.getKey();
      Field f = e.getValue();
      String type = type(f.slot, naming, null, 1);
      long absent = s.count - f.present;
      boolean optional = type.equals("json") ? absent > 0 : absent > 0 || f.slot.nulls > 0;
      String fieldName = fieldName(key, taken);
      List<String> doc = new ArrayList<>();
      if (absent > 0 || f.slot.nulls > 0) {
        long set = f.present - f.slot.nulls;
        doc.add(
            (set == 0 ? "Never set" : "Set in " + set + " of " + s.count)
                + (f.slot.nulls > 0 ? "; null in " + f.slot.nulls : "")
                + (absent > 0 ? "; absent in " + absent : "")
                + ".");
      }
      for (String d : doc) {
        sb.append("  /// ").append(d).append('\n');
      }
      sb.append("  ").append(type).append(optional ? "? " : " ").append(fieldName);
      sb.append(" = ").append(++id);
      List<String> options = new ArrayList<>();
      if (!fieldName.equals(key)) {
        options.add("json = " + quote(key));
      }
      if (tsNumbers && safeIntegers(type, f.slot)) {
        options.add("ts_number");
      }
      if (!options.isEmpty()) {
        sb.append(" [").append(String.join(", ", options)).append(']');
      }
      sb.append(";\n");
    }
    sb.append("}\n");
  }

  /**
   * Whether a field of {@code type} seen as {@code s} is {@code i64}/{@code u64} or a list of them
   * whose every value was a safe integer, so that {@code [ts_number]} holds the samples.
   */
  private static boolean safeIntegers(String type, Slot s) {
    Slot values = s;
    if (type.equals("list<i64>") || type.equals("list<u64>")) {
      values = s.element;
    } else if (!type.equals("i64") && !type.equals("u64")) {
      return false;
    }
    return values != null
        && !values.unsignedBig
        && !values.tooBig
        && (values.ints == 0 || (values.intMin > -SAFE && values.intMax < SAFE));
  }

  private static String count(long n, String what) {
    return String.format(Locale.ROOT, "%,d %s%s", n, what, n == 1 ? "" : "s");
  }

  // ------------------------------------------------------------------------- names

  /** Names a field may not have (SCHEMA.md N5, M6) beyond the identifier rule. */
  private static final Set<String> FIELD_RESERVED =
      Set.of(
          "constructor",
          "__proto__",
          "clone",
          "finalize",
          "getClass",
          "hashCode",
          "notify",
          "notifyAll",
          "toString",
          "wait",
          "unknownFields",
          "unknown_fields");

  /**
   * Members of every generated message view that a field's accessor would collide with (SCHEMA.md
   * M6): Java's {@code decode()}, {@code owned()}, {@code cacheStrings(int)}, TypeScript's {@code
   * wrap}, {@code wrapFramed}, {@code wrapUnchecked}, {@code wrapVerified}, {@code at}, {@code
   * decode}. As Java names, which these names are too.
   */
  private static final Set<String> VIEW_MEMBERS =
      Set.of(
          "decode",
          "owned",
          "cacheStrings",
          "wrap",
          "wrapFramed",
          "wrapUnchecked",
          "wrapVerified",
          "at");

  /** Accessor suffixes of flat views (SCHEMA.md M6): a field may not end up named like one. */
  private static final List<String> VIEW_SUFFIXES =
      List.of(
          "Chars",
          "Equals",
          "GetChars",
          "AppendTo",
          "Length",
          "Buffer",
          "Value",
          "Size",
          "CopyTo",
          "Key");

  /**
   * The schema name of the field with JSON key {@code key}: the key itself when it is an identifier
   * that no other field's generated names clash with, else a cleaned-up one.
   */
  private static String fieldName(String key, Set<String> taken) {
    String base = key;
    if (!IDENT.matcher(base).matches() || FIELD_RESERVED.contains(base)) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < key.length(); i++) {
        char c = key.charAt(i);
        boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        sb.append(ok ? c : '_');
      }
      String t = sb.toString().replaceAll("_+", "_").replaceAll("^_|_$", "");
      if (t.isEmpty() || Character.isDigit(t.charAt(0))) {
        t = "f_" + t;
      }
      base = FIELD_RESERVED.contains(t) ? t + "_" : t;
    }
    String name = base;
    for (int i = 2; clashes(name, taken); i++) {
      name = base + "_" + i;
    }
    String java = JavaMemberNames.fieldName(name);
    taken.add(java);
    taken.add("has" + JavaMemberNames.capitalize(java));
    for (String suffix : VIEW_SUFFIXES) {
      taken.add(java + suffix);
    }
    return name;
  }

  private static boolean clashes(String name, Set<String> taken) {
    String java = JavaMemberNames.fieldName(name);
    if (taken.contains(java) || taken.contains("has" + JavaMemberNames.capitalize(java))) {
      return true;
    }
    for (String suffix : VIEW_SUFFIXES) {
      if (taken.contains(java + suffix)) {
        return true;
      }
    }
    return false;
  }

  /** {@code created_at} → {@code CreatedAt}; {@code @type} → {@code Type}; digits get a prefix. */
  static String typeName(String key) {
    StringBuilder sb = new StringBuilder();
    boolean up = true;
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
        sb.append(up ? Character.toUpperCase(c) : c);
        up = false;
      } else {
        up = true;
      }
    }
    if (sb.length() == 0 || Character.isDigit(sb.charAt(0))) {
      sb.insert(0, "T");
    }
    return sb.toString();
  }

  /** {@code statuses} → {@code Status}, {@code entries} → {@code Entry}, else {@code XItem}. */
  static String singular(String typeName) {
    if (typeName.endsWith("ies") && typeName.length() > 3) {
      return typeName.substring(0, typeName.length() - 3) + "y";
    }
    if (typeName.endsWith("sses") || typeName.endsWith("uses") || typeName.endsWith("xes")) {
      return typeName.substring(0, typeName.length() - 2);
    }
    if (typeName.endsWith("s") && !typeName.endsWith("ss") && typeName.length() > 1) {
      return typeName.substring(0, typeName.length() - 1);
    }
    return typeName + "Item";
  }

  /** A schema string literal (SCHEMA.md §1): escapes for quote, backslash, newline, tab. */
  private static String quote(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20 || Character.isSurrogate(c)) {
            int cp = s.codePointAt(i);
            if (Character.isSupplementaryCodePoint(cp)) {
              i++;
            }
            sb.append("\\u{").append(Integer.toHexString(cp)).append('}');
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  /** A package name from a file name: lower case, letters, digits and underscores. */
  public static String packageName(String fileName) {
    String stem = fileName.replaceAll(".*[/\\\\]", "").replaceAll("\\.[^.]*$", "");
    String p = stem.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]+", "_");
    p = p.replaceAll("_+", "_").replaceAll("^_|_$", "");
    if (p.isEmpty() || Character.isDigit(p.charAt(0))) {
      p = "data_" + p;
    }
    // package.json, class.json, string.json: a reserved word is no package name (SCHEMA.md S9, N5).
    try {
      SchemaLoader.loadString("package.bale", "package " + p + ";\n");
    } catch (SchemaException e) {
      p = p + "_";
    }
    return p;
  }

  /** Whether {@code s} is only white space, as Java 11's {@code isBlank} (not on Android 8). */
  private static boolean blank(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (!Character.isWhitespace(s.charAt(i))) { // every white-space character is in the BMP
        return false;
      }
    }
    return true;
  }
}
