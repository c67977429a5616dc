package dev.bale.dynamic.infer;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MapKeySpread;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code bale infer}'s promise, on seeded random samples: the schema it writes loads, and every
 * sample encodes (compact and flat) and decodes back to the same JSON value, with the documented
 * normalizations only (docs/infer.md: an absent optional for {@code null}, {@code i64} as decimal
 * strings, floats by their binary64 value); or infer refuses with one of the documented reasons,
 * and the samples hold what it names.
 *
 * <p>The samples are hostile but valid JSON: keys that are not identifiers or that clean up to one
 * name ({@code a-b}, {@code a_b}, {@code a b}, {@code A_B}), keywords of Java, TypeScript and the
 * schema language, names of generated members, unicode and very long keys, integer keys (huge,
 * negative, {@code 007}, {@code -0}), objects of 48 keys and more, {@code null} everywhere, kinds
 * mixed under one key and in arrays, nested and empty arrays, numbers at the edges of i64, u64 and
 * binary64, escapes and lone surrogates, nesting near the depth limits (64 JSON levels, 32 type
 * levels), keys nested in themselves, several documents and JSON Lines whose shapes conflict,
 * scalar and empty roots.
 *
 * <p>{@code -Dbale.inferSeeds=N} and {@code -Dbale.inferFirstSeed=S} run more seeds locally.
 */
class SchemaInferenceRandomTest {
  static final int SEEDS = Integer.getInteger("bale.inferSeeds", 3000);
  static final long FIRST_SEED = Long.getLong("bale.inferFirstSeed", 1);

  /** What infer may refuse, and the samples must then hold (docs/infer.md). */
  enum Hazard {
    /** An integer outside i64. */
    BIG("beyond 64 bits"),
    /** A lone surrogate escape in a string or key. */
    SURROGATE("lone surrogate"),
    /** Nesting of 65 levels or more. */
    DEEP("deeper than 64"),
    /** Nesting of 64 levels or more (63 is the limit under a root that is not a message). */
    DEEP_WRAPPED("deeper than 63"),
    /** A number beyond binary64's range. */
    OVERFLOW("beyond f64");

    final String says;

    Hazard(String says) {
      this.says = says;
    }
  }

  /** One sample file: a document, or JSON Lines. */
  record Sample(String text, boolean lines) {
    List<String> values() {
      if (!lines) {
        return List.of(text);
      }
      List<String> out = new ArrayList<>();
      for (String l : text.split("\n")) {
        if (!l.isBlank()) {
          out.add(l);
        }
      }
      return out;
    }
  }

  record Case(long seed, String rootName, List<Sample> samples) {
    String describe() {
      StringBuilder sb = new StringBuilder("root name " + rootName);
      for (Sample s : samples) {
        sb.append(s.lines ? "\n--- lines:\n" : "\n--- document:\n").append(s.text);
      }
      return sb.toString();
    }
  }

  @Test
  void everySampleRoundTripsThroughTheInferredSchema() throws Exception {
    Map<String, Integer> stats = new TreeMap<>();
    for (long seed = FIRST_SEED; seed < FIRST_SEED + SEEDS; seed++) {
      Case c = new Gen(seed).generate();
      String failure = failure(c, stats);
      if (failure != null) {
        fail("seed " + seed + ": " + failure + "\n" + c.describe());
      }
    }
    System.out.println("SchemaInferenceRandomTest: " + SEEDS + " seeds from " + FIRST_SEED);
    stats.forEach((k, v) -> System.out.println("  " + k + ": " + v));
  }

  // ------------------------------------------------------------ what the random samples found

  /** Every document holds the property (infer writes a schema and each round-trips). */
  private static void holds(String... documents) throws Exception {
    List<Sample> samples = new ArrayList<>();
    for (String d : documents) {
      samples.add(new Sample(d, false));
    }
    Map<String, Integer> stats = new TreeMap<>();
    Case c = new Case(0, "t", samples);
    String failure = check(c, stats);
    if (failure != null) {
      fail(failure + "\n" + c.describe());
    }
    if (!stats.containsKey("inferred")) {
      fail("refused: " + stats + "\n" + c.describe());
    }
  }

  /** Infer refuses the documents, saying {@code says}. */
  private static void refuses(String says, String... documents) throws Exception {
    SchemaInference inf = new SchemaInference();
    try {
      for (String d : documents) {
        inf.addDocument("s.json", bytes(d));
      }
      fail("a schema for " + List.of(documents) + ":\n" + inf.checkedSchema("t"));
    } catch (IOException | IllegalArgumentException e) {
      if (!e.getMessage().contains(says)) {
        fail("refused, but not with '" + says + "': " + e.getMessage());
      }
    }
  }

  @Test
  void aRootThatIsSometimesNullIsJson() throws Exception {
    holds("[]", "null"); // was root list<json>, which null does not encode to
  }

  @Test
  void minusZeroIsNoIntegerKey() throws Exception {
    holds("{\"m\": {\"-0\": 1}}"); // was map<i64, i64>: the key came back as "0"
    holds("{\"m\": {\"-0\": 1, \"0\": 2}}");
  }

  @Test
  void integersNegativeAndAboveI64AreRefused() throws Exception {
    // Was f64: 18446744073709551615 came back as 18446744073709552000.
    refuses("beyond 64 bits", "[-1, 18446744073709551615]");
    holds("[1, 18446744073709551615]"); // u64
  }

  @Test
  void integersBeyondI64WhereOnlyJsonFitsAreRefusedEverywhere() throws Exception {
    // Each was a schema with json where the integer is, which the JSON bridge then refused.
    refuses("beyond 64 bits", "[null, 9223372036854775808]"); // list<json>
    refuses("beyond 64 bits", "{\"1\": null, \"2\": 9223372036854775808}"); // map<i64, json>
    refuses("beyond 64 bits", "[1.5, 9223372036854775808]"); // json for floats and integers
  }

  @Test
  void anIntegerBeyondI64ElsewhereDoesNotRefuseJson() throws Exception {
    // "user" is json in p (an object, then a string) and a message in q: the u64 is only in q.
    // Was refused: the json slot was checked through the shared shape User.
    holds(
        "[{\"p\": {\"user\": {\"x\": 1}}}, {\"p\": {\"user\": \"s\"}},"
            + " {\"q\": {\"user\": {\"x\": 9223372036854775808}}}]");
  }

  @Test
  void loneSurrogatesAreRefused() throws Exception {
    refuses("lone surrogate", "[\"\\ud800\"]"); // was list<string>: encode refused the string
    refuses("lone surrogate", "{\"\\udc00\": 1}"); // was a [json] key the checker rejects (S7)
    holds("[\"\\ud83d\\ude00\", \"\ud83d\ude00\"]"); // a pair, escaped and not
  }

  @Test
  void numbersBeyondF64AreRefused() throws Exception {
    refuses("beyond f64", "[1e400]"); // was list<f64>: encode refused the number
    refuses("beyond f64", "[1" + "0".repeat(309) + ".5]"); // no exponent
    holds("[1e308, 5e-324, 1e-400, -0.0, 1" + "0".repeat(300) + ".5]");
  }

  private static String nested(int levels, String open, String close, String inner) {
    return open.repeat(levels) + inner + close.repeat(levels);
  }

  @Test
  void nestingBeyondTheDepthLimitIsRefused() throws Exception {
    // 65 objects: was a schema, then JSON_DEPTH_LIMIT.
    refuses("deeper than 64", nested(65, "{\"a\": ", "}", "1"));
    holds(nested(64, "{\"a\": ", "}", "1"));
    // 64 levels under a root that is not a message: the root wrapper is the 65th (DEPTH_LIMIT).
    refuses("deeper than 63", "[" + nested(63, "{\"a\": ", "}", "1") + "]");
    holds("[" + nested(62, "{\"a\": ", "}", "1") + "]");
  }

  @Test
  void listsNestedBeyondTheTypeLimitAreJson() throws Exception {
    // 33 arrays: was list<...> 34 types deep, which the checker rejects (S11).
    holds(nested(33, "[", "]", "1"));
    holds(nested(32, "[", "]", "1"));
    holds("{\"m\": " + nested(32, "{\"1\": ", "}", "true") + "}"); // maps too
    holds(nested(40, "[", "]", "{\"1\": 2}"));
  }

  @Test
  void anObjectWithTheEmptyKeyIsAMap() throws Exception {
    holds("{\"\": 1, \"a\": 2}"); // was a field [json = ""], which the checker rejects (O7)
    holds("[{\"\": 1, \"a\": \"x\"}, {\"\": null}]");
  }

  @Test
  void keysNamedLikeViewMembersAreRenamed() throws Exception {
    // Were fields that generate the view's own members (M6).
    holds(
        "{\"at\": 1, \"decode\": 2, \"owned\": 3, \"wrap\": 4, \"cacheStrings\": [1],"
            + " \"wrapFramed\": 5, \"wrapUnchecked\": 6, \"wrapVerified\": 7, \"_decode\": 8}");
  }

  @Test
  void noMessageIsNamedLikeAnothersView() throws Exception {
    holds("{\"foo\": {\"x\": 1}, \"fooView\": {\"y\": 2}}"); // was Foo and FooView (N6)
    holds("{\"fooView\": {\"y\": 2}, \"foo\": {\"x\": 1}}");
  }

  @Test
  void noMessagesDifferOnlyInCase() throws Exception {
    // Were Ab and AB, one Java file on case-insensitive file systems (N6 since 2026-12-01).
    holds("{\"ab\": {\"x\": 1}, \"AB\": {\"y\": 2}, \"a_b\": {\"z\": 3}}");
    holds("{\"foo\": {\"x\": 1}, \"FOOVIEW\": {\"y\": 2}}");
  }

  /** {@code {"x": {"x": {}, "k1": first, "k2": {}, ...}}}: 48 keys whose values are objects. */
  private static String mapUnderItsOwnKey(String first) {
    StringBuilder sb = new StringBuilder("{\"x\": {\"x\": {}, \"k1\": " + first);
    for (int i = 2; i < SchemaInference.MAP_MIN_KEYS; i++) {
      sb.append(", \"k").append(i).append("\": {}");
    }
    return sb.append("}}").toString();
  }

  @Test
  void aMapThatHoldsItsOwnShape() throws Exception {
    // Merging the values changed the shape being read (ConcurrentModificationException).
    holds(mapUnderItsOwnKey("{\"z\": 1}"));
    // A map<string, V> whose values are the map itself: V is json, where typing V recursed until
    // StackOverflowError.
    holds(mapUnderItsOwnKey("{}"));
  }

  @Test
  void theValuesOfAMapAreOneMessageBeforeAnyIsWritten() throws Exception {
    // The shapes of an integer-keyed map's values (T1, T2) were merged while the schema was
    // written, after AItem (T1) was: AItem lacked z. Found reading the code; the generator made
    // it once in 10,000 seeds of an earlier version of it, on the old code.
    holds("{\"a\": {\"1\": {\"y\": 1}}, \"p\": {\"q\": {\"1\": {\"x\": 1}, \"2\": {\"z\": 1}}}}");
  }

  @Test
  void anObjectThatGivesAKeyTwiceIsAMap() throws Exception {
    // Was a message, whose field given twice the JSON bridge refuses (JSON_DUPLICATE_KEY); a map
    // keeps the later value at the earlier key's place, as JSON.parse does (JSON.md §1).
    holds("{\"a\": 1, \"b\": 2, \"a\": 3}");
    // The same key in an object of the same shape inside the first value is no duplicate, and one
    // inside another key's value does not hide the outer duplicate.
    holds("{\"x\": {\"a\": {\"x\": {\"a\": 1}}, \"b\": {\"x\": {\"a\": 2}}, \"a\": 3}}");
  }

  @Test
  void anObjectWithMoreKeysThanFieldIdsIsAMap() throws Exception {
    // 65,536 keys of values of two kinds: was a message with field ids up to 65,536 (M3).
    StringBuilder sb = new StringBuilder("{\"m\": {");
    for (int i = 0; i <= SchemaInference.MAX_FIELDS; i++) {
      sb.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":");
      sb.append(i % 2 == 0 ? "\"s\"" : String.valueOf(i));
    }
    holds(sb.append("}}").toString());
  }

  /** Integer keys whose i64 hashes share their low 8 bits: one bucket of V8's table. */
  static final List<String> CROWDED_KEYS = new ArrayList<>();

  static {
    for (long k = 1; CROWDED_KEYS.size() < 200; k++) {
      if ((MapKeySpread.int64Hash(k) & 255) == 0) {
        CROWDED_KEYS.add(Long.toString(k));
      }
    }
  }

  @Test
  void integerKeysThatCrowdOneBucketAreStringKeys() throws Exception {
    // Was map<i64, i64>: encode wrote it, and every reader refused it (LIMIT_EXCEEDED, FORMAT.md
    // §7.2), as it refuses any map of more than 128 integer keys with more than 64 in one bucket.
    StringBuilder sb = new StringBuilder("{\"m\": {");
    for (String k : CROWDED_KEYS) {
      sb.append(sb.length() > 7 ? "," : "").append('"').append(k).append("\":1");
    }
    holds(sb.append("}}").toString());
  }

  @Test
  void aFileNameWithALineBreakStaysInTheComment() throws Exception {
    // Was "/// Inferred by `bale infer` from a", then "b.json (1 value)." as schema text.
    SchemaInference inf = new SchemaInference();
    inf.addDocument("a\nb.json", bytes("{\"a\": 1}"));
    inf.checkedSchema("t");
  }

  @Test
  void aByteOrderMarkIsSkipped() throws Exception {
    holds("\uFEFF{\"a\": 1}"); // was "not JSON", where encode skips it (JSON.md §1)
    SchemaInference inf = new SchemaInference();
    inf.addDocument("s.json", new java.io.StringReader("\uFEFF{\"a\": 1}")); // from characters
    inf.addLines("s.ndjson", new java.io.StringReader("\uFEFF{\"a\": 2}\n"));
    inf.checkedSchema("t");
  }

  /**
   * Local runs that go on past failures: {@code main(first, count)} prints each kind of failure
   * (its first line) with how often it was seen and the shortest case that shows it.
   */
  public static void main(String[] args) {
    long first = Long.parseLong(args[0]);
    long n = Long.parseLong(args[1]);
    Map<String, Integer> stats = new TreeMap<>();
    Map<String, Integer> kinds = new TreeMap<>();
    Map<String, String> shortest = new TreeMap<>();
    for (long seed = first; seed < first + n; seed++) {
      Case c = new Gen(seed).generate();
      String failure = failure(c, stats);
      if (failure != null) {
        String kind = coarse(failure);
        kinds.merge(kind, 1, Integer::sum);
        if (!shortest.containsKey(kind) && args.length > 2) {
          Case m = minimize(c, coarse(failure));
          String mf = failure(m, new TreeMap<>());
          System.out.println("\n### minimized, seed " + seed + ": " + mf + "\n" + m.describe());
        }
        String shown = "seed " + seed + ": " + failure + "\n" + c.describe();
        if (!shortest.containsKey(kind) || shown.length() < shortest.get(kind).length()) {
          shortest.put(kind, shown);
        }
      }
    }
    stats.forEach((k, v) -> System.out.println("  " + k + ": " + v));
    kinds.forEach((k, v) -> System.out.println("\n=== " + v + "x " + k + "\n" + shortest.get(k)));
  }

  /** {@link #check}, with an exception as the failure. */
  static String failure(Case c, Map<String, Integer> stats) {
    try {
      return check(c, stats);
    } catch (Exception e) {
      return threw(e);
    }
  }

  private static String threw(Exception e) {
    StringBuilder sb = new StringBuilder("threw " + e);
    StackTraceElement[] st = e.getStackTrace();
    for (int i = 0; i < Math.min(6, st.length); i++) {
      sb.append("\n    at ").append(st[i]);
    }
    return sb.toString();
  }

  /** The kind of a failure, for minimizing: the exception and its code, or "differs". */
  static String coarse(String failure) {
    if (failure == null) {
      return null;
    }
    if (failure.contains("differs at")) {
      return "differs";
    }
    String first =
        failure
            .lines()
            .filter(l -> l.contains("error:"))
            .findFirst()
            .orElse(failure.lines().findFirst().orElse(""));
    first = first.replaceAll("^.*error: ", "error: ");
    first = first.replaceAll("'[^']*'", "Q").replaceAll("\"[^\"]*\"", "S");
    first = first.replaceAll("[0-9]+", "N");
    int at = first.indexOf(" at ");
    first = at > 0 ? first.substring(0, at) : first;
    return first.length() > 70 ? first.substring(0, 70) : first;
  }

  /** A smaller case that fails the same way (samples, lines, members and elements dropped). */
  static Case minimize(Case c, String kind) {
    boolean progress = true;
    while (progress) {
      progress = false;
      List<Case> smaller = new ArrayList<>();
      for (int i = 0; i < c.samples.size() && c.samples.size() > 1; i++) {
        List<Sample> l = new ArrayList<>(c.samples);
        l.remove(i);
        smaller.add(new Case(c.seed, c.rootName, l));
      }
      for (int i = 0; i < c.samples.size(); i++) {
        Sample s = c.samples.get(i);
        List<String> values = s.values();
        for (int j = 0; j < values.size(); j++) {
          try {
            Object v = parse(values.get(j));
            for (Object w : shrink(v)) {
              List<String> nv = new ArrayList<>(values);
              nv.set(j, write(w));
              if (values.size() > 1) {
                List<String> dropped = new ArrayList<>(values);
                dropped.remove(j);
                smaller.add(with(c, i, new Sample(String.join("\n", dropped), true)));
              }
              smaller.add(with(c, i, new Sample(String.join("\n", nv), s.lines)));
            }
          } catch (IOException e) {
            // not one value: keep it
          }
        }
      }
      for (Case d : smaller) {
        String f = failure(d, new TreeMap<>());
        if (kind.equals(coarse(f))) {
          c = d;
          progress = true;
          break;
        }
      }
    }
    return c;
  }

  private static Case with(Case c, int i, Sample s) {
    List<Sample> l = new ArrayList<>(c.samples);
    l.set(i, s);
    return new Case(c.seed, c.rootName, l);
  }

  /** Values one step smaller than {@code v}: a member or element dropped or made simpler. */
  private static List<Object> shrink(Object v) {
    List<Object> out = new ArrayList<>();
    if (v instanceof Map<?, ?> m) {
      List<Map.Entry<?, ?>> es = new ArrayList<>(m.entrySet());
      for (int i = 0; i < es.size(); i++) {
        Map<String, Object> d = new LinkedHashMap<>();
        for (int j = 0; j < es.size(); j++) {
          if (j != i) {
            d.put((String) es.get(j).getKey(), es.get(j).getValue());
          }
        }
        out.add(d);
      }
      for (int i = 0; i < es.size(); i++) {
        for (Object w : shrink(es.get(i).getValue())) {
          Map<String, Object> d = new LinkedHashMap<>();
          for (int j = 0; j < es.size(); j++) {
            d.put((String) es.get(j).getKey(), j == i ? w : es.get(j).getValue());
          }
          out.add(d);
        }
      }
    } else if (v instanceof List<?> l) {
      for (int i = 0; i < l.size(); i++) {
        List<Object> d = new ArrayList<>(l);
        d.remove(i);
        out.add(d);
      }
      for (int i = 0; i < l.size(); i++) {
        for (Object w : shrink(l.get(i))) {
          List<Object> d = new ArrayList<>(l);
          d.set(i, w);
          out.add(d);
        }
      }
    } else if (v != NULL && !(v instanceof Num n && n.text.equals("0"))) {
      out.add(v instanceof Num ? new Num("0", true) : NULL);
    }
    return out;
  }

  static String write(Object v) {
    if (v == NULL) {
      return "null";
    }
    if (v instanceof Num n) {
      return n.text;
    }
    if (v instanceof String s) {
      return quote(s);
    }
    StringBuilder sb = new StringBuilder();
    if (v instanceof List<?> l) {
      sb.append('[');
      for (int i = 0; i < l.size(); i++) {
        sb.append(i == 0 ? "" : ",").append(write(l.get(i)));
      }
      return sb.append(']').toString();
    }
    if (v instanceof Map<?, ?> m) {
      sb.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : m.entrySet()) {
        sb.append(first ? "" : ",").append(quote((String) e.getKey())).append(':');
        sb.append(write(e.getValue()));
        first = false;
      }
      return sb.append('}').toString();
    }
    return String.valueOf(v);
  }

  private static void count(Map<String, Integer> stats, String what) {
    stats.merge(what, 1, Integer::sum);
  }

  /** Null when {@code c} holds the property, else what went wrong. */
  static String check(Case c, Map<String, Integer> stats) throws Exception {
    count(stats, "samples", c.samples.size());
    SchemaInference inf = new SchemaInference();
    // Odd seeds with [ts_number] on safe integer fields: the schema must still load (SCHEMA.md O5).
    inf.rootName(c.rootName).tsNumbers((c.seed & 1) == 1);
    String schemaText;
    try {
      for (int i = 0; i < c.samples.size(); i++) {
        Sample s = c.samples.get(i);
        if (s.lines) {
          inf.addLines("s" + i + ".ndjson", utf8(s.text));
        } else {
          inf.addDocument("s" + i + ".json", bytes(s.text));
        }
      }
      schemaText = inf.checkedSchema("t");
    } catch (IOException | IllegalArgumentException e) {
      String msg = String.valueOf(e.getMessage());
      Set<Hazard> hazards = EnumSet.noneOf(Hazard.class);
      for (Sample s : c.samples) {
        for (String v : s.values()) {
          hazards(v, hazards);
        }
      }
      for (Hazard h : hazards) {
        if (msg.contains(h.says)) {
          count(stats, "refused: " + h);
          return null;
        }
      }
      return "refused: " + e;
    }
    count(stats, "inferred");
    Schema schema = SchemaLoader.loadString("inferred.bale", schemaText);
    // i64/u64 written as numbers, as the samples had them (JSON.md §3): the decoded text must then
    // have every integer of the sample as a number of exactly its value.
    JsonBridge.Type type = JsonBridge.forSchema(schema).withInt64AsNumbers(true).declaredRoot();
    for (String feature :
        List.of(
            "map<i64",
            "map<string",
            "list<list",
            "u64",
            "f64",
            "[json =",
            "? ",
            "message",
            "ts_number")) {
      if (schemaText.contains(feature)) {
        count(stats, "schemas with " + feature);
      }
    }
    if (JSON_TYPE.matcher(schemaText).find()) {
      count(stats, "schemas with json");
    }
    for (Sample s : c.samples) {
      for (String v : s.values()) {
        count(stats, "values");
        Object expected = parse(v);
        for (boolean flat : new boolean[] {false, true}) {
          byte[] json = v.getBytes(StandardCharsets.UTF_8);
          Value back;
          try {
            if (flat) {
              back = type.decodeFlat(type.jsonToFlat(json, EncodeOptions.DEFAULT), false, LIMITS);
            } else {
              back = type.decode(type.jsonToCompact(json, EncodeOptions.DEFAULT), false, LIMITS);
            }
          } catch (RuntimeException e) {
            return (flat ? "flat: " : "compact: ") + e + "\nschema:\n" + schemaText;
          }
          String out = type.toJson(back);
          String d = diff("$", expected, parse(out));
          if (d != null) {
            return (flat ? "flat" : "compact")
                + ": decoded JSON differs at "
                + d
                + "\ndecoded: "
                + out
                + "\nschema:\n"
                + schemaText;
          }
        }
      }
    }
    return null;
  }

  /** {@code text} as the CLI reads a JSON document: its UTF-8 bytes. */
  private static InputStream bytes(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
  }

  /** {@code text} as the CLI reads JSON Lines: its UTF-8 bytes, decoded. */
  private static Reader utf8(String text) {
    return new InputStreamReader(bytes(text), StandardCharsets.UTF_8.newDecoder());
  }

  /**
   * What the JSON {@code text} holds that infer may refuse: read token by token, since a key given
   * twice drops its earlier value from the parsed value but not from what infer reads.
   */
  static void hazards(String text, Set<Hazard> out) throws IOException {
    try (JsonParser p = JSON.createParser(text.startsWith("\uFEFF") ? text.substring(1) : text)) {
      int depth = 0;
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        switch (t) {
          case START_ARRAY, START_OBJECT -> deep(++depth, out);
          case END_ARRAY, END_OBJECT -> depth--;
          case VALUE_NUMBER_INT -> {
            if (p.getBigIntegerValue().bitLength() > 63) {
              out.add(Hazard.BIG);
            }
          }
          case VALUE_NUMBER_FLOAT -> {
            if (Double.isInfinite(Double.parseDouble(p.getText()))) {
              out.add(Hazard.OVERFLOW);
            }
          }
          case VALUE_STRING, FIELD_NAME -> {
            if (lone(p.getText())) {
              out.add(Hazard.SURROGATE);
            }
          }
          default -> {}
        }
      }
    }
  }

  private static void deep(int depth, Set<Hazard> out) {
    if (depth > 64) {
      out.add(Hazard.DEEP);
    }
    if (depth > 63) {
      out.add(Hazard.DEEP_WRAPPED);
    }
  }

  private static boolean lone(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return true;
      }
    }
    return false;
  }

  private static void count(Map<String, Integer> stats, String what, int n) {
    stats.merge(what, n, Integer::sum);
  }

  private static final Limits LIMITS = Limits.DEFAULT;
  private static final Pattern JSON_TYPE = Pattern.compile("[ <,]json[ >?;]");

  // ----------------------------------------------------------------------- JSON values, compared

  /** A JSON number as written: integers and floats apart. */
  record Num(String text, boolean integer) {}

  private static final Object NULL = new Object();
  private static final JsonFactory JSON = new JsonFactory();

  static Object parse(String text) throws IOException {
    try (JsonParser p = JSON.createParser(text.startsWith("\uFEFF") ? text.substring(1) : text)) {
      p.nextToken();
      return read(p);
    }
  }

  private static Object read(JsonParser p) throws IOException {
    JsonToken t = p.currentToken();
    switch (t) {
      case VALUE_NULL:
        return NULL;
      case VALUE_TRUE:
        return Boolean.TRUE;
      case VALUE_FALSE:
        return Boolean.FALSE;
      case VALUE_NUMBER_INT:
        return new Num(p.getText(), true);
      case VALUE_NUMBER_FLOAT:
        return new Num(p.getText(), false);
      case VALUE_STRING:
        return p.getText();
      case START_ARRAY:
        {
          List<Object> l = new ArrayList<>();
          while (p.nextToken() != JsonToken.END_ARRAY) {
            l.add(read(p));
          }
          return l;
        }
      case START_OBJECT:
        {
          Map<String, Object> m = new LinkedHashMap<>();
          while (p.nextToken() == JsonToken.FIELD_NAME) {
            String k = p.currentName();
            p.nextToken();
            m.put(k, read(p)); // a key given twice: the later value at the earlier place
          }
          return m;
        }
      default:
        throw new IOException("unexpected " + t);
    }
  }

  /**
   * Where {@code actual} (decoded) differs from {@code expected} (the sample), or null. Integers
   * compare by exact value and come back as numbers (i64/u64 written as numbers, or a float of
   * exactly that value for f64), never as strings; floats compare by their binary64 value, sign of
   * zero included; a {@code null} member may come back absent.
   */
  static String diff(String path, Object expected, Object actual) {
    if (expected instanceof Num e) {
      if (e.integer) {
        BigInteger x = new BigInteger(e.text);
        if (actual instanceof Num a && new BigDecimal(a.text).compareTo(new BigDecimal(x)) == 0) {
          return null;
        }
        return path + " (" + e.text + " vs " + show(actual) + ")";
      }
      if (actual instanceof Num a
          && Double.compare(Double.parseDouble(e.text), Double.parseDouble(a.text)) == 0) {
        return null;
      }
      return path + " (" + e.text + " vs " + show(actual) + ")";
    }
    if (expected instanceof Map<?, ?> e) {
      if (!(actual instanceof Map<?, ?> a)) {
        return path + " (object vs " + show(actual) + ")";
      }
      for (Map.Entry<?, ?> m : e.entrySet()) {
        String p = path + "[" + quote((String) m.getKey()) + "]";
        Object av = a.get(m.getKey());
        if (av == null) {
          if (m.getValue() == NULL) {
            continue;
          }
          return p + " (missing; decoded keys " + quoteAll(a.keySet()) + ")";
        }
        String d = diff(p, m.getValue(), av);
        if (d != null) {
          return d;
        }
      }
      for (Object k : a.keySet()) {
        if (!e.containsKey(k)) {
          return path + "[" + quote((String) k) + "] (added)";
        }
      }
      return null;
    }
    if (expected instanceof List<?> e) {
      if (!(actual instanceof List<?> a) || a.size() != e.size()) {
        return path + " (array of " + e.size() + " vs " + show(actual) + ")";
      }
      for (int i = 0; i < e.size(); i++) {
        String d = diff(path + "[" + i + "]", e.get(i), a.get(i));
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    return expected.equals(actual)
        ? null
        : path + " (" + show(expected) + " vs " + show(actual) + ")";
  }

  /** A value in a failure: scalars as JSON, arrays and objects by their size. */
  private static String show(Object v) {
    if (v instanceof List<?> l) {
      return "array of " + l.size();
    }
    return v instanceof Map<?, ?> m ? "object of " + m.size() : write(v);
  }

  private static String quoteAll(Set<?> keys) {
    List<String> q = new ArrayList<>();
    for (Object k : keys) {
      q.add(quote((String) k));
    }
    return q.toString();
  }

  static String quote(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c < 0x20 || c > 0x7e) {
        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }

  // ----------------------------------------------------------------------- the generator

  /** Keys real data and generated code make hard: each one a JSON key as written (unescaped). */
  static final String[] HOSTILE_KEYS = {
    "a",
    "b",
    "id",
    "name",
    "x",
    "value",
    "values",
    "items",
    "user",
    "users",
    "status",
    "statuses",
    "entries",
    "boxes",
    "child",
    "children",
    "next",
    "data",
    "a-b",
    "a_b",
    "a b",
    "A_B",
    "aB",
    "AB",
    "Ab",
    "a__b",
    "_a",
    "a_",
    "_",
    "__",
    "$ref",
    "$",
    "@type",
    "content-type",
    "",
    " ",
    "0",
    "1",
    "123",
    "007",
    "-0",
    "-1",
    "1e3",
    "1.5",
    "class",
    "package",
    "message",
    "struct",
    "enum",
    "union",
    "import",
    "string",
    "json",
    "list",
    "map",
    "bool",
    "i64",
    "u64",
    "f64",
    "bytes",
    "root",
    "Root",
    "T",
    "TItem",
    "Item",
    "Items",
    "type",
    "default",
    "private",
    "new",
    "null",
    "true",
    "false",
    "var",
    "record",
    "object",
    "Object",
    "String",
    "Map",
    "constructor",
    "__proto__",
    "toString",
    "hashCode",
    "wait",
    "getClass",
    "clone",
    "builder",
    "toBuilder",
    "COMPACT",
    "FLAT",
    "FINGERPRINT",
    "unknownFields",
    "unknown_fields",
    "wrap",
    "wrapFramed",
    "wrapUnchecked",
    "wrapVerified",
    "at",
    "decode",
    "owned",
    "flatAt",
    "flat_at",
    "cacheStrings",
    "cache_strings",
    "view",
    "View",
    "foo",
    "fooView",
    "foo_view",
    "has",
    "hasA",
    "has_a",
    "aChars",
    "a_chars",
    "aLength",
    "a_length",
    "aValue",
    "aKey",
    "aSize",
    "aCopyTo",
    "aBuffer",
    "aTarget",
    "Infinity",
    "NaN",
    "globalThis",
    "arguments",
    "eval",
    "ключ",
    "キー",
    "é",
    "e\u0301",
    "\ud83d\ude00",
    "\u0000",
    "\n",
    "\"",
    "\\",
    "/",
    "a\u2028b",
    "x_2",
    "a_b_2",
    "f_",
    "f_1",
    "T2",
    "Id",
    "ID",
    "iD",
    "Name",
    "NAME",
  };

  static final String[] INTEGER_KEYS = {
    "0",
    "1",
    "2",
    "10",
    "42",
    "-1",
    "-42",
    "-0",
    "007",
    "00",
    "9007199254740993",
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "1000000",
  };

  /** Integer tokens at the edges; those outside i64 are marked BIG when written. */
  static final String[] INTEGERS = {
    "0",
    "-0",
    "1",
    "-1",
    "7",
    "42",
    "-42",
    "255",
    "65536",
    "2147483647",
    "-2147483648",
    "9007199254740991",
    "9007199254740992",
    "9007199254740993",
    "-9007199254740991",
    "-9007199254740992",
    "-9007199254740993",
    "9223372036854775807",
    "-9223372036854775808",
  };

  static final String[] U64_INTEGERS = {
    "9223372036854775808", "18446744073709551615", "12345678901234567890",
  };

  static final String[] TOO_BIG_INTEGERS = {
    "18446744073709551616", "-9223372036854775809", "123456789012345678901234567890",
  };

  static final String[] FLOATS = {
    "0.0",
    "-0.0",
    "1.0",
    "1.5",
    "-2.5",
    "0.1",
    "1e3",
    "1E3",
    "1e+3",
    "1e-3",
    "2.5E-3",
    "1.7976931348623157e308",
    "1e308",
    "-1e308",
    "5e-324",
    "4.9e-324",
    "2.2250738585072014E-308",
    "9007199254740993.0",
    "1e-400",
    "-1e-400",
    "0.30000000000000004",
    "123456789012345678901.5",
    "1.00000000000000000000000001",
    "3.141592653589793",
    "1e22",
    "1e21",
    "-0e0",
    "0E-5",
  };

  static final String[] OVERFLOW_FLOATS = {
    "1e309", "-1e400", "1.8e308", "1" + "0".repeat(309) + ".5", "-" + "9".repeat(400) + ".0"
  };

  static final String[] STRINGS = {
    "",
    "a",
    "x",
    "hello world",
    "héllo",
    "キー",
    "\ud83d\ude00",
    "\u0000",
    "\u001f",
    "\u007f",
    "\u2028",
    "\ufeff",
    "\uffff",
    "line\nbreak",
    "tab\there",
    "quote\"",
    "back\\slash",
    "/",
    "</script>",
    "null",
    "true",
    "0",
    "-0",
    "1e3",
    "18446744073709551616",
    "NaN",
    "Infinity",
  };

  static final class Gen {
    final SplittableRandom r;
    final long seed;
    final boolean mayHazard;
    final List<String> keys = new ArrayList<>();
    final int maxDepth;

    /** Per seed: a bias for the kind of every value at one key, so that kinds mostly agree. */
    final int scalarBias;

    Gen(long seed) {
      this.seed = seed;
      this.r = new SplittableRandom(seed); // (seed * its gamma would make one stream, shifted)
      this.mayHazard = r.nextInt(8) == 0;
      int n = 2 + r.nextInt(10);
      for (int i = 0; i < n; i++) {
        keys.add(key());
      }
      this.maxDepth = 1 + r.nextInt(5);
      this.scalarBias = r.nextInt(6);
    }

    Case generate() {
      String[] rootNames = {"t", "Root", "root", "class", "string", "x-y", "", "Data", "foo"};
      String rootName = rootNames[r.nextInt(rootNames.length)];
      List<Sample> samples = new ArrayList<>();
      int files = 1 + (r.nextInt(3) == 0 ? 1 + r.nextInt(3) : 0);
      int rootKind = r.nextInt(10); // mostly one kind of root for all samples
      for (int f = 0; f < files; f++) {
        boolean lines = r.nextInt(3) == 0;
        int n = lines ? 1 + r.nextInt(5) : 1;
        StringBuilder text = new StringBuilder(r.nextInt(20) == 0 ? "\uFEFF" : "");
        for (int i = 0; i < n; i++) {
          root(text, r.nextInt(6) == 0 ? r.nextInt(10) : rootKind);
          if (lines) {
            text.append(r.nextInt(4) == 0 ? "\n\n" : "\n");
          }
        }
        samples.add(new Sample(text.toString(), lines));
      }
      return new Case(seed, rootName, samples);
    }

    private void root(StringBuilder sb, int kind) {
      switch (kind) {
        case 0 -> scalar(sb);
        case 1 -> sb.append(r.nextBoolean() ? "{}" : "[]");
        case 2 -> array(sb, "items", 0);
        case 3 -> deep(sb, 0);
        case 4 -> {
          // A root object of integer keys built to crowd one bucket (FORMAT.md §7.2), or not.
          List<String> keys = r.nextBoolean() ? CROWDED_KEYS : List.of(INTEGER_KEYS);
          sb.append('{');
          for (int i = 0, n = 100 + r.nextInt(100); i < Math.min(n, keys.size()); i++) {
            sb.append(i == 0 ? "" : ",").append('"').append(keys.get(i)).append("\":");
            sb.append(r.nextInt(1000));
          }
          sb.append('}');
        }
        default -> object(sb, 0);
      }
    }

    /** A key: hostile, from the seed's pool, an integer, random characters or very long. */
    String key() {
      int k = r.nextInt(20);
      if (k < 11) {
        return HOSTILE_KEYS[r.nextInt(HOSTILE_KEYS.length)];
      }
      if (k < 13) {
        return INTEGER_KEYS[r.nextInt(INTEGER_KEYS.length)];
      }
      if (k < 14) {
        return "k".repeat(1 + r.nextInt(3)) + "_".repeat(r.nextInt(2)) + r.nextInt(300);
      }
      if (k < 15) {
        StringBuilder sb = new StringBuilder();
        int len = 200 + r.nextInt(400);
        for (int i = 0; i < len; i++) {
          sb.append((char) ('a' + r.nextInt(3)));
        }
        return sb.toString();
      }
      StringBuilder sb = new StringBuilder();
      String alphabet = "aAbB_-. 0189$@éλ中\u00a0\t";
      int len = r.nextInt(6);
      for (int i = 0; i < len; i++) {
        sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
      }
      return sb.toString();
    }

    /** A key of an object: mostly the seed's pool, so that objects share keys. */
    String poolKey() {
      return r.nextInt(4) == 0 ? key() : keys.get(r.nextInt(keys.size()));
    }

    void value(StringBuilder sb, String key, int depth) {
      int k = r.nextInt(depth >= maxDepth ? 5 : 10);
      if (k < 5) {
        // Scalars: mostly the seed's kind, so that fields are typed, sometimes another kind.
        if (r.nextInt(3) == 0) {
          scalar(sb);
        } else {
          scalarOf(sb, (scalarBias + key.length()) % 6);
        }
      } else if (k < 7) {
        array(sb, key, depth + 1);
      } else if (k < 9) {
        object(sb, depth + 1);
      } else if (mayHazard && r.nextInt(4) == 0) {
        deep(sb, depth + 1);
      } else {
        sb.append("null");
      }
    }

    void scalar(StringBuilder sb) {
      scalarOf(sb, r.nextInt(6));
    }

    void scalarOf(StringBuilder sb, int kind) {
      switch (kind) {
        case 0 -> sb.append("null");
        case 1 -> sb.append(r.nextBoolean() ? "true" : "false");
        case 2 -> integer(sb);
        case 3 -> number(sb);
        default -> string(sb);
      }
    }

    void integer(StringBuilder sb) {
      int k = r.nextInt(40);
      if (k < 16) {
        sb.append(r.nextInt(2000) - 1000);
      } else if (k < 30) {
        sb.append(INTEGERS[r.nextInt(INTEGERS.length)]);
      } else if (k < 37) {
        sb.append(r.nextLong());
      } else if (k < 39 || !mayHazard) {
        // u64 above 2^63-1: only u64 holds it (and not beside a negative integer).
        sb.append(U64_INTEGERS[r.nextInt(U64_INTEGERS.length)]);
      } else {
        sb.append(TOO_BIG_INTEGERS[r.nextInt(TOO_BIG_INTEGERS.length)]);
      }
    }

    void number(StringBuilder sb) {
      int k = r.nextInt(10);
      if (k < 3) {
        integer(sb);
      } else if (k < 9 || !mayHazard) {
        sb.append(FLOATS[r.nextInt(FLOATS.length)]);
      } else {
        sb.append(OVERFLOW_FLOATS[r.nextInt(OVERFLOW_FLOATS.length)]);
      }
    }

    void string(StringBuilder sb) {
      String s = STRINGS[r.nextInt(STRINGS.length)];
      if (r.nextInt(4) == 0) {
        s = s + r.nextInt(100);
      }
      if (mayHazard && r.nextInt(10) == 0) {
        String[] lone = {"\\ud800", "\\udc00x", "a\\udbff", "\\udc00\\ud800"};
        sb.append('"').append(lone[r.nextInt(lone.length)]).append('"');
        return;
      }
      jsonString(sb, s);
    }

    /** {@code s} as a JSON string, with escapes chosen at random where there is a choice. */
    void jsonString(StringBuilder sb, String s) {
      sb.append('"');
      for (int i = 0; i < s.length(); i++) {
        char c = s.charAt(i);
        if (c == '"' || c == '\\') {
          sb.append('\\').append(c);
        } else if (Character.isSurrogate(c)) {
          // A pair: both halves as they are, or both escaped (one escaped half and one raw would
          // be a lone surrogate in UTF-8).
          boolean escape = r.nextInt(3) == 0;
          for (int j = i; j < Math.min(i + 2, s.length()); j++) {
            if (escape) {
              sb.append(String.format(Locale.ROOT, "\\u%04x", (int) s.charAt(j)));
            } else {
              sb.append(s.charAt(j));
            }
          }
          i++;
        } else if (c < 0x20 || r.nextInt(8) == 0) {
          String named =
              switch (c) {
                case '\n' -> "\\n";
                case '\t' -> "\\t";
                case '\r' -> "\\r";
                case '\b' -> "\\b";
                case '\f' -> "\\f";
                case '/' -> "\\/";
                default -> null;
              };
          if (named != null && r.nextBoolean()) {
            sb.append(named);
          } else {
            sb.append(String.format(Locale.ROOT, r.nextBoolean() ? "\\u%04x" : "\\u%04X", (int) c));
          }
        } else {
          sb.append(c);
        }
      }
      sb.append('"');
    }

    void array(StringBuilder sb, String key, int depth) {
      int k = r.nextInt(10);
      sb.append('[');
      int n = r.nextInt(k == 0 ? 1 : 5);
      int kind = r.nextInt(6);
      for (int i = 0; i < n; i++) {
        if (i > 0) {
          sb.append(',');
        }
        if (depth >= maxDepth + 1) {
          scalarOf(sb, kind);
        } else if (k < 3) {
          scalarOf(sb, kind); // one kind
        } else if (k < 4) {
          sb.append("null");
        } else if (k < 5) {
          array(sb, key, depth + 1); // nested arrays
        } else if (k < 7) {
          object(sb, depth + 1); // objects
        } else {
          value(sb, key, depth); // mixed
        }
      }
      sb.append(']');
    }

    void object(StringBuilder sb, int depth) {
      int k = r.nextInt(12);
      Set<String> ks = new LinkedHashSet<>();
      if (k == 0 && r.nextInt(40) == 0) {
        // Integer keys built to crowd one bucket of an integer map's table (FORMAT.md §7.2).
        ks.addAll(CROWDED_KEYS.subList(0, 100 + r.nextInt(100)));
      } else if (k == 0) {
        int n = r.nextInt(4);
        while (ks.size() < n) {
          ks.add(INTEGER_KEYS[r.nextInt(INTEGER_KEYS.length)]);
        }
      } else if (k == 1 && depth < 3) {
        // Many keys: data as keys (a map when the values agree).
        int n = SchemaInference.MAP_MIN_KEYS - 2 + r.nextInt(14);
        while (ks.size() < n) {
          ks.add(r.nextInt(5) == 0 ? key() : "k" + r.nextInt(1000));
        }
      } else if (k == 2) {
        // Keys that clean up to one name.
        String[] clash = {"a-b", "a_b", "a b", "A_B", "aB", "a__b", "AB", "a.b", "a_b_2", "ab"};
        int n = 1 + r.nextInt(5);
        for (int i = 0; i < n; i++) {
          ks.add(clash[r.nextInt(clash.length)]);
        }
      } else {
        int n = r.nextInt(8);
        for (int i = 0; i < n; i++) {
          ks.add(poolKey());
        }
      }
      int kind = r.nextInt(6);
      boolean uniform = k == 1 && r.nextInt(3) > 0;
      boolean objectValues = r.nextBoolean();
      sb.append('{');
      boolean first = true;
      for (String key : ks) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        if (mayHazard && r.nextInt(40) == 0) {
          StringBuilder lone = new StringBuilder();
          jsonString(lone, key);
          sb.append(lone.insert(1, "\\udfff")); // a lone low surrogate before the key
        } else {
          jsonString(sb, key);
        }
        sb.append(':');
        if (uniform) {
          scalarOf(sb, kind == 0 ? 2 : kind);
        } else if (k == 0 && objectValues && depth < maxDepth + 2) {
          object(sb, depth + 1); // maps of messages, whose shapes other maps share by key
        } else {
          value(sb, key, depth);
        }
      }
      if (!ks.isEmpty() && r.nextInt(30) == 0) {
        // A key given twice (RFC 8259: names SHOULD be unique): the later value counts.
        sb.append(first ? "" : ",");
        jsonString(sb, ks.iterator().next());
        sb.append(':');
        value(sb, "twice", depth);
      }
      sb.append('}');
    }

    /**
     * Deep nesting: a chain of one key in itself ({@code {"a": {"a": ...}}}), of arrays, or both,
     * near the JSON depth limit (64) or the type nesting limit (32).
     */
    void deep(StringBuilder sb, int enclosing) {
      int levels = r.nextBoolean() ? 28 + r.nextInt(8) - enclosing : 60 + r.nextInt(8) - enclosing;
      levels = Math.max(levels, 1);
      int style = r.nextInt(3);
      String key = keys.get(r.nextInt(keys.size()));
      StringBuilder close = new StringBuilder();
      for (int i = 0; i < levels; i++) {
        boolean array = style == 0 || (style == 2 && r.nextBoolean());
        if (array) {
          sb.append('[');
          close.append(']');
        } else {
          sb.append('{');
          jsonString(sb, key);
          sb.append(':');
          close.append('}');
        }
      }
      scalar(sb);
      sb.append(close.reverse());
      if (enclosing + levels > 64) {}
    }
  }
}
