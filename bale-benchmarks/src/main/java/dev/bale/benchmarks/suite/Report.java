package dev.bale.benchmarks.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns one suite run ({@code bench-results/DIR}: jmh.json, sizes.json, env.json, and goals-ab/ if
 * {@link GoalAb} ran there) into the JVM section of docs/benchmarks.md (between {@code <!-- BEGIN
 * GENERATED: jvm -->} and {@code <!-- END GENERATED: jvm -->}; the rest of the file is left alone)
 * and the charts {@code docs/bench-*.svg}. Nothing here edits a figure: every number comes from the
 * files.
 *
 * <pre>
 * java -cp bale-benchmarks/target/benchmarks.jar dev.bale.benchmarks.suite.Report [bench-results/DIR]
 * </pre>
 *
 * Without an argument it reads the run named in {@code bench-results/LATEST}.
 */
public final class Report {
  static final String BEGIN = "<!-- BEGIN GENERATED: jvm -->";
  static final String END = "<!-- END GENERATED: jvm -->";
  private static final String PKG = "dev.bale.benchmarks.suite.";

  /** One JMH result. */
  record Score(double ops, double error, double allocPerOp) {}

  private final Map<String, Score> scores = new LinkedHashMap<>();
  private final Map<String, int[]> sizes = new LinkedHashMap<>();
  private final java.util.Set<String> missing = new java.util.TreeSet<>();
  private final JsonNode env;
  private final String runDir;
  private final Map<String, List<GoalAb.PeerRatio>> sideBySide;
  private final boolean sideBySideIsolated;
  private final boolean partialSideBySideIsolated;
  private final Map<String, List<GoalAb.PeerRatio>> partialSideBySide;
  private final Map<String, List<GoalAb.PeerRatio>> sbeSideBySide;
  private final boolean sbeSideBySideIsolated;
  private final String sbeSideBySideSpan;

  /**
   * The results of the run in {@code dir} ({@code env.json}, {@code jmh.json}, {@code sizes.json}).
   */
  Report(Path dir) throws IOException {
    ObjectMapper json = new ObjectMapper();
    env = json.readTree(dir.resolve("env.json").toFile());
    runDir = DataSet.root().relativize(dir.toAbsolutePath().normalize()).toString();
    for (JsonNode r : json.readTree(dir.resolve("jmh.json").toFile())) {
      String name = r.get("benchmark").asText().replace(PKG, "");
      JsonNode params = r.get("params");
      String key = name;
      if (params != null) {
        for (JsonNode p : params) {
          key += "|" + p.asText();
        }
      }
      JsonNode alloc = r.path("secondaryMetrics").path("gc.alloc.rate.norm").path("score");
      scores.put(
          key,
          new Score(
              r.get("primaryMetric").get("score").asDouble(),
              r.get("primaryMetric").get("scoreError").asDouble(),
              alloc.isMissingNode() ? Double.NaN : alloc.asDouble()));
    }
    for (JsonNode r : json.readTree(dir.resolve("sizes.json").toFile())) {
      sizes.put(
          r.get("data").asText() + "/" + r.get("codec").asText(),
          new int[] {r.get("bytes").asInt(), r.get("gzip").asInt()});
    }
    sideBySide = GoalAb.load(dir);
    sideBySideIsolated = GoalAb.isolated(sideBySide);
    partialSideBySide = PartialAb.load(dir);
    partialSideBySideIsolated = GoalAb.isolated(partialSideBySide);
    sbeSideBySide = SbeAb.load(dir);
    sbeSideBySideIsolated = GoalAb.isolated(sbeSideBySide);
    sbeSideBySideSpan = GoalAb.span(dir, SbeAb.DIR);
  }

  public static void main(String[] args) throws IOException {
    Path root = DataSet.root();
    Path dir =
        args.length > 0
            ? Path.of(args[0])
            : root.resolve("bench-results")
                .resolve(Files.readString(root.resolve("bench-results/LATEST")).trim());
    Report report = new Report(dir);
    Path doc = root.resolve("docs/benchmarks.md");
    String text = Files.readString(doc);
    String section = BEGIN + "\n" + report.markdown() + END;
    int b = text.indexOf(BEGIN);
    int e = text.indexOf(END);
    if (b >= 0 && e > b) {
      text = text.substring(0, b) + section + text.substring(e + END.length());
    } else {
      text = text.stripTrailing() + "\n\n" + section + "\n";
    }
    Files.writeString(doc, text);
    for (DataSet d : Cases.TIMED) {
      Files.writeString(root.resolve("docs/bench-" + d.id + ".svg"), report.chart(d));
    }
    System.out.println("wrote " + doc + " and docs/bench-*.svg from " + dir);
  }

  private Score score(String bench, String param) {
    String key = param == null ? bench : bench + "|" + param;
    Score s = scores.get(key);
    if (s == null) {
      missing.add(key);
    }
    return s;
  }

  /**
   * The results the report looked for and the run did not have (shown as "–"), after {@link
   * #markdown()}: empty for a complete run of the whole suite.
   */
  java.util.Set<String> missing() {
    return missing;
  }

  String markdown() {
    StringBuilder md = new StringBuilder();
    md.append(
        "## JVM suite: Bale beside Jackson, protobuf, FlatBuffers, SBE, Kryo, Fory, msgpack\n\n");
    md.append("Generated by `dev.bale.benchmarks.suite.Report` from `")
        .append(runDir)
        .append("` (do not edit by hand; `make bench-report` rewrites this section).\n\n");
    md.append("- Command: `")
        .append(env.path("command").asText())
        .append("`; JMH ")
        .append(env.path("jmh").asText())
        .append('\n');
    md.append("- Date: ").append(env.path("date").asText()).append('\n');
    md.append("- Machine: ")
        .append(env.path("cpus").asInt())
        .append(" CPUs (")
        .append(env.path("cpuModel").asText())
        .append("), ")
        .append(env.path("memoryGb").asLong())
        .append(" GB, ")
        .append(env.path("os").asText())
        .append("; load average at start ")
        .append(fmt(env.path("loadAverage").asDouble(), 2))
        .append('\n');
    md.append("- JDK: ").append(env.path("jdk").asText()).append("\n");
    if (env.path("mode").asText().equals("quick")) {
      md.append(
          "- **Quick run** (`-f 0`: every benchmark in one JVM, 0.4 s measured): figures are"
              + " indicative only; the record is a `make bench` run.\n");
    } else if (env.path("mode").asText().equals("smoke")) {
      md.append("- **Smoke run** (the harness test of `make test`): the figures mean nothing.\n");
    }
    md.append('\n');
    md.append(CONFIG);
    md.append(goals());
    md.append(sideBySide());
    md.append(partialSideBySide());
    md.append(sbeSideBySide());
    for (DataSet d : Cases.TIMED) {
      md.append(table(d));
    }
    md.append(sizeTable());
    md.append(partialTable());
    md.append(bulkTable());
    md.append(bufferTable());
    return md.toString();
  }

  private static final String CONFIG =
      """
      ### Peers and fairness rules

      Every codec runs on the same value of each data set, read from `../shared/data` through
      the JSON bridge into the generated Bale records (`testdata/schemas/*.bale`), and every codec
      round-trips every data set exactly before anything is timed (`Case.verify`; the smoke test
      `CodecSmokeTest` in `make test` does the same for every case). Encode returns a fresh
      `byte[]`; decode starts from one. Columns: ops/s (JMH throughput, ± the 99.9% error), `%`
      of the best in the table (BooPickle style), bytes and gzip bytes of the encoding, and bytes
      allocated per operation (`gc.alloc.rate.norm`).

      | codec | configuration |
      |---|---|
      | bale | Bale compact through generated code; one `CompactWriter`/`CompactReader` reused; string dedup on (the default); strings read char by char (`stringsInPlace(false)`: what a JVM that does not open `java.lang`, the default, runs; see `bale-inplace`) |
      | bale-nodedup | the same with `dedupStrings(false)` |
      | bale-fresh | the `bale` row's encode of a value whose strings have no cached hash code, as a value just built or decoded has: with string dedup on, the writer's dedup index asks every string for `hashCode()`, which a `String` computes char by char on its first call and then keeps, so the `bale` row, which encodes one value again and again, finds every hash cached after its first call. The same value, one object (hot in cache, as there); before each call the cached hash of every string of the value is cleared (`String.hash` and `hashIsZero` through constant `VarHandle`s, the fork run with `--add-opens java.base/java.lang=ALL-UNNAMED`: two plain stores per string, the only timed work that is not Bale's). No peer hashes the strings it writes. Not a peer; decode and bytes are the `bale` row's, measured again |
      | bale-inplace | the `bale` row with `CompactWriter.stringsInPlace(true)`: an ASCII string's UTF-8 bytes are copied from the `String`'s own Latin-1 array, eight at a time, instead of read char by char. The runtime may read that private array only where `java.lang` is opened to it (`--add-opens java.base/java.lang=ALL-UNNAMED`), as every fork of this suite does for `bale-fresh`; a JVM does not open it by default, so the `bale` row (and every goal) runs with the option off and measures the char loop a default JVM runs. Same bytes as `bale` (checked in setup); decode is the `bale` row's, measured again. Not a goal row |
      | jackson-json | Jackson databind 2.17 over the same records, JSON bytes; reused `ObjectWriter`/`ObjectReader` for the root type; nulls left out |
      | msgpack | the same Jackson setup with `jackson-dataformat-msgpack` 0.9.8 |
      | kryo | Kryo 5.6 over the records: every class registered, references off, reused `Output`/`Input`; lists/maps read into `ArrayList`/`LinkedHashMap` |
      | fory | Apache Fory 0.13, Java mode, codegen on, classes registered, reference tracking off, `serializeJavaObject`/`deserializeJavaObject` |
      | fory-compatible | the same in `CompatibleMode.COMPATIBLE` (schema evolution) |
      | protobuf | protobuf-java 3.25 with `optimize_for = SPEED`, classes generated by protoc from `testdata/peers/proto`; encode `toByteArray()` of the message, decode `parser.parseFrom` to the message. Encode re-encodes one message object: its memoized size skips the size pass after the first call |
      | protobuf-fresh | protobuf's encode of a message whose memoized sizes are fresh on every call, as when an application encodes each message once: every `toByteArray()` pays the size pass. The same message as the protobuf row, one object (hot in cache, as there); before each call `memoizedSize` of every message of the tree is set back to -1 (a constant `VarHandle`, one plain int store per message: the only timed work that is not protobuf's). Setup finds what encoding memoizes by comparing the tree's whole state before and after a first encode (besides those sizes, only the payload sizes of packed repeated fields, which the size pass rewrites) and checks that the reset tree is in the state of a message never encoded and encodes to protobuf's bytes. Not a fresh copy per call: JMH's per-invocation setup timestamps every call (sound only for calls of 1 ms or more; these take 30 ns to 1 ms), and a pool of copies would need one per call of an iteration and would be cold in memory. Decode and bytes: protobuf's, measured again |
      | protobuf+records | protobuf with the conversion from/to the Bale records counted (MediaContent only) |
      | bale-flat | Bale flat through generated code, one `FlatBuilder` reused (string dedup on; strings read char by char, `stringsInPlace(false)`, as in a JVM that does not open `java.lang`, the default); decode with one `FlatReader` reused (verify + every field into records: `Flat.decode` with the reader's own verifier instead of a thread-local one); partial read through the generated views (`wrap`: checked access, each accessor checks what it reads; `wrapVerified` verifies the whole buffer first; `wrapUnchecked` checks nothing), string read with `xGetChars` into a reused `char[]` |
      | flatbuffers | FlatBuffers-java 2.0.8 (flatc 2.0.8 classes from `testdata/peers/fbs`); encode builds the buffer from the records with a reused `FlatBufferBuilder` (the Java API has no object API); decode reads every field into records |
      | sbe | SBE (Simple Binary Encoding) 1.38 on the price sets only: codecs generated at build time by sbe-tool from `testdata/peers/sbe/instrument.xml` (the fixed fields in one block at fixed offsets, largest first so every scalar is aligned; the strings as UTF-8 variable-length data after the block; `halted` a uint8 enum), over Agrona 2.4 `UnsafeBuffer` with its bounds checks on (the default). Encode: reused encoder and header encoder over one reused array sized once for the value, SBE's generated setters (`symbol(String)` is its UTF-8 setter, which allocates the string's bytes), then a fresh `byte[]` of the encoded length. Decode: `UnsafeBuffer.wrap(byte[])` and reused decoders (no allocation), every field in SBE's order into a new record (`symbol()` etc. are SBE's string getters). Partial read: `wrapAndApplyHeader`, `bidSize()`, `getSymbol(byte[])` into a reused scratch array widened to the reused `char[]` (SBE hands out bytes; the app decodes them). SBE has no verifier: a decoder trusts lengths within the buffer's bounds and checks no UTF-8 |
      | jdk | `ObjectOutputStream`/`ObjectInputStream` over the value as a `LinkedHashMap`/`ArrayList` tree (the records are not `Serializable`): the floor |

      Fairness: Bale, Jackson, msgpack, Kryo, Fory and FlatBuffers start from and end in the same
      records. protobuf's main row does not count building its messages from the records nor
      reading them out (an application that uses protobuf classes as its model pays neither);
      `protobuf+records` counts both (and builds a new message each encode, so its memoized sizes
      are fresh). The goals read compact against the fastest peer row. On encode both protobuf rows
      are peers and the goal reads the faster: `protobuf`, which skips the size pass, unless the
      two are within noise of each other (where the size pass costs next to nothing, as for
      canada's packed doubles); `protobuf-fresh` only adds work, so being a peer cannot lower the
      bar. Its decode and bytes are protobuf's measured again, so they are not another peer in the
      decode and bytes goals. FlatBuffers' decode row reads every field into records (a
      full decode); reading in place is the partial-read table. Bale enums are classes, not Java
      enums, so the record-based peers get a two-line serializer that writes the number.
      Schemas differ where each format's idiom does: on canada, protobuf and FlatBuffers store a
      ring as one flat array of doubles (`[lon, lat, lon, lat, ...]`) while Bale keeps the JSON's
      shape, one `list<f64>` per point (a `list<list<f64>>` of equal points carries one shape and
      no length per point); on citm, FlatBuffers has no map type, so maps are vectors of key/value
      tables. On google_message1/2 Bale's schemas follow the .proto's presence: the fields protobuf
      leaves out at their default (proto3 scalars and strings, proto2 repeated fields) are
      `[omit_default]` (a presence bit; the value written only when it differs from the default). SBE is the fixed-layout anchor of the flat
      goals (Bale flat encode, decode and checked partial read >= 0.8x SBE on price.*); it is not a
      peer of the compact goals, which are read against the general-purpose peers. Its strings
      are variable-length UTF-8 data (the same contract as Bale's `string`); fixed-length char
      arrays, SBE's idiom for symbols, would be faster still but cannot hold any string.

      """;

  private String goals() {
    StringBuilder md = new StringBuilder("### Goals, read from this run\n\n");
    md.append("| goal | measured | met |\n|---|---|---|\n");
    for (DataSet d : Cases.TIMED) {
      double need = need(d);
      for (String op : List.of("encode", "decode")) {
        Score bale = score("CodecBench." + op, d.id + "/bale");
        String bestPeer = fastestPeer(d, op);
        if (bale == null || bestPeer == null) {
          continue;
        }
        double best = score("CodecBench." + op, d.id + "/" + bestPeer).ops();
        double ratio = bale.ops() / best;
        md.append(goalCell(d, op))
            .append(fmt(ratio, 2))
            .append("x (fastest peer: ")
            .append(bestPeer)
            .append(") | ")
            .append(ratio >= need ? "yes" : "**no**")
            .append(sideBySideNote(sideBySide.get(d.id + "/" + op), need, 2, true))
            .append(" |\n");
      }
    }
    for (DataSet d : DataSet.values()) {
      int[] bale = sizes.get(d.id + "/bale");
      String smallest = null;
      int min = Integer.MAX_VALUE;
      for (Codec c : Codec.on(d)) {
        int[] s = sizes.get(d.id + "/" + c.id);
        if (goalPeer(c, "bytes") && s != null && s[0] < min) {
          min = s[0];
          smallest = c.id;
        }
      }
      if (bale != null && smallest != null) {
        md.append("| compact bytes on ")
            .append(d.id)
            .append(" below every peer | ")
            .append(bale[0])
            .append(" vs ")
            .append(min)
            .append(" (")
            .append(smallest)
            .append(") | ")
            .append(bale[0] < min ? "yes" : "**no**")
            .append(" |\n");
      }
    }
    for (DataSet d : PartialReadBench.SETS) {
      Score proto = score("PartialReadBench.read", d.id + "/protobuf");
      for (String v :
          List.of(
              PartialReadBench.VIEW,
              PartialReadBench.VIEW_VERIFIED,
              PartialReadBench.VIEW_UNCHECKED)) {
        Score s = score("PartialReadBench.read", d.id + "/" + v);
        if (s == null || proto == null) {
          continue;
        }
        double ratio = s.ops() / proto.ops();
        boolean zero = s.allocPerOp() < 1;
        // The goal is the checked read (untrusted bytes, checks on access); the other two rows
        // are its references: the whole buffer verified first, and no checks (trusted bytes).
        boolean goal = v.equals(PartialReadBench.VIEW);
        md.append("| flat partial read (")
            .append(v)
            .append(") on ")
            .append(d.id)
            .append(" >= 20x protobuf's full decode at 0 B/op | ")
            .append(fmt(ratio, 1))
            .append("x, ")
            .append(alloc(s))
            .append(" B/op | ")
            .append(
                !goal
                    ? (ratio >= 20 && zero ? "yes" : "no")
                        + (v.equals(PartialReadBench.VIEW_VERIFIED)
                            ? " (reference: verify first, not the goal's form)"
                            : " (reference: unchecked, trusted bytes only)")
                    : (ratio >= 20 && zero ? "yes" : "**no**")
                        + sideBySideNote(
                            partialSideBySide.get(d.id + "/" + PartialAb.OP),
                            PartialAb.NEED,
                            1,
                            false))
            .append(" |\n");
      }
    }
    md.append(sbeGoals());
    Score dis = score("BulkIntBench.dataInputStream", null);
    Score copy = score("BulkIntBench.arraycopy", null);
    for (String m : List.of("baleVarint", "baleFixed", "baleFlat", "baleFlatView")) {
      Score s = score("BulkIntBench." + m, null);
      if (s != null && dis != null && copy != null) {
        double r1 = s.ops() / dis.ops();
        double r2 = s.ops() / copy.ops();
        md.append("| 1M int32, Bale ")
            .append(
                switch (m) {
                  case "baleVarint" -> "compact `list<i32>`";
                  case "baleFixed" -> "compact `list<i32> [fixed]`";
                  case "baleFlat" -> "flat `list<i32>`, decoded";
                  default -> "flat `list<i32>`, view copyTo";
                })
            .append(" >= 10x DataInputStream and >= 0.5x arraycopy | ")
            .append(fmt(r1, 2))
            .append("x, ")
            .append(fmt(r2, 2))
            .append("x | ")
            .append(r1 >= 10 && r2 >= 0.5 ? "yes" : "**no**")
            .append(" |\n");
      }
    }
    return md.append('\n').toString();
  }

  /** The speed a compact goal asks of Bale over the fastest peer on {@code d}. */
  static double need(DataSet d) {
    return d == DataSet.MEDIA_1 ? 1.25 : 1.0;
  }

  /**
   * The first cell of a compact speed goal's row, e.g. {@code "| compact encode on twitter >= 1.00x
   * the fastest peer | "}.
   */
  private static String goalCell(DataSet d, String op) {
    return "| compact " + op + " on " + d.id + " >= " + fmt(need(d), 2) + "x the fastest peer | ";
  }

  /** The goal peer with the most ops/s on {@code d} and {@code op} in this run, or null. */
  String fastestPeer(DataSet d, String op) {
    String bestPeer = null;
    double best = 0;
    for (Codec c : Codec.on(d)) {
      if (!goalPeer(c, op)) {
        continue;
      }
      Score s = score("CodecBench." + op, d.id + "/" + c.id);
      if (s != null && s.ops() > best) {
        best = s.ops();
        bestPeer = c.id;
      }
    }
    return bestPeer;
  }

  /**
   * The compact goals read side by side ({@link GoalAb}, {@code goals-ab/} of the run), or nothing
   * when the run has none (an older run, or {@code make bench GOALS_AB=0}).
   */
  private String sideBySide() {
    if (sideBySide.isEmpty()) {
      return "";
    }
    StringBuilder md =
        new StringBuilder(
            "### Goals read side by side (several JVMs per pair, thread CPU time, interleaved)\n\n");
    md.append(
        "The table above reads each goal from JMH, one fork per benchmark: on a shared machine"
            + " the forks of Bale and of its peer run minutes apart under different loads, so a"
            + " goal near its line can read met or missed by luck. This one (`make"
            + " bench-goals-ab`, `GoalAb`, run after the JMH part) times Bale compact and each"
            + " peer that can be the fastest on the row in one JVM at a time, in alternating ABBA"
            + " batches of thread CPU time, so both sides share whatever load there is. The JIT"
            + " decides differently from one JVM to the next, which moves a ratio more than the"
            + " rounds within one JVM do, so each pair runs in several JVMs, spread in time; its"
            + " reading is the median of the JVMs' medians. A pair whose first JVM read more than"
            + " "
            + fmt(GoalAb.NEAR, 1)
            + "x the row's lowest first reading is not run again. The goal is read against the"
            + " peer Bale is slowest against (the lowest reading). Both tables are kept: JMH gives"
            + " the absolute speeds and allocation, this the ratio. Cell: Bale's speed over the"
            + " peer's, the median across JVMs (the lowest and highest JVM median, the number of"
            + " JVMs; IQR ±x: in every JVM both quartiles of its rounds lie within x of its"
            + " median)."
            + (sideBySideIsolated
                ? " Each side is set up in a class loader of its own (`Isolated`), as each JMH"
                    + " fork has a JVM of its own: Fory and Kryo encode and decode Bale's generated"
                    + " records, and in a shared loader their calls make C2 compile the records'"
                    + " constructors on their own, too big to inline into Bale's decode."
                : "")
            + "\n\n");
    md.append(
        "| goal | Bale ÷ each peer: median across JVMs (JVM medians min–max, JVMs; IQR) | reading:"
            + " lowest | met |\n");
    md.append("|---|---|---|---|\n");
    for (DataSet d : Cases.TIMED) {
      for (String op : List.of("encode", "decode")) {
        List<GoalAb.PeerRatio> pairs = sideBySide.get(d.id + "/" + op);
        if (pairs == null || pairs.isEmpty()) {
          continue;
        }
        double need = need(d);
        GoalAb.Reading r = GoalAb.reading(pairs, need);
        md.append(goalCell(d, op));
        for (int i = 0; i < pairs.size(); i++) {
          GoalAb.PeerRatio p = pairs.get(i);
          md.append(i == 0 ? "" : "; ")
              .append(p.peer())
              .append(' ')
              .append(fmt(p.median(), 2))
              .append(" (");
          if (p.jvms().size() > 1) {
            md.append(fmt(p.min(), 2)).append("–").append(fmt(p.max(), 2)).append(", ");
          }
          md.append(p.jvms().size())
              .append(p.jvms().size() == 1 ? " JVM" : " JVMs")
              .append("; IQR ±")
              .append(fmt(p.iqr(), 2))
              .append(')');
        }
        md.append(" | ")
            .append(fmt(r.lowest().median(), 2))
            .append("x (")
            .append(r.lowest().peer())
            .append(") | ")
            .append(r.met() ? "yes" : "**no**")
            .append(" |\n");
      }
    }
    return md.append('\n').toString();
  }

  /**
   * After the JMH verdict of a goal: its side-by-side reading (against the peer Bale is slowest
   * against there, named when {@code namePeer}) when the run has one — the one to go by, as the JMH
   * ratio divides rows timed minutes apart. Compact goals read {@code sideBySide}, the partial read
   * {@code partialSideBySide}.
   */
  private static String sideBySideNote(
      List<GoalAb.PeerRatio> pairs, double need, int digits, boolean namePeer) {
    if (pairs == null || pairs.isEmpty()) {
      return "";
    }
    GoalAb.Reading r = GoalAb.reading(pairs, need);
    return " (side by side "
        + fmt(r.lowest().median(), digits)
        + "x"
        + (namePeer ? " " + r.lowest().peer() : "")
        + ": "
        + (r.met() ? "yes" : "**no**")
        + ", see below)";
  }

  /**
   * The partial-read goal read side by side ({@link PartialAb}, {@code partial-ab/} of the run), or
   * nothing when the run has none.
   */
  private String partialSideBySide() {
    if (partialSideBySide.isEmpty()) {
      return "";
    }
    StringBuilder md =
        new StringBuilder(
            "### Partial-read goal read side by side (several JVMs, thread CPU time,"
                + " interleaved)\n\n");
    md.append(
        "`make bench-partial-ab` (`PartialAb`) times the checked partial read (`"
            + PartialReadBench.VIEW
            + "`: `wrap` and the two fields of untrusted bytes) and protobuf's full decode (the"
            + " partial-read table's `protobuf` row, the goal's unit) in one JVM at a time, in"
            + " alternating ABBA batches of thread CPU time, each set in several JVMs; a set reads"
            + " the median of its JVMs' medians. Allocation (0 B/op) is the JMH row's. Cell: Bale's"
            + " speed over protobuf's (the lowest and highest JVM median, the number of JVMs; IQR"
            + " ±x: in every JVM both quartiles of its rounds lie within x of its median)."
            + (partialSideBySideIsolated
                ? " Each side is set up in a class loader of its own (`Isolated`), as each JMH"
                    + " row has a fork of its own."
                : "")
            + "\n\n");
    md.append(
        "| goal | Bale ÷ protobuf: median across JVMs (JVM medians min–max, JVMs; IQR) | met |\n");
    md.append("|---|---|---|\n");
    for (DataSet d : PartialReadBench.SETS) {
      List<GoalAb.PeerRatio> row = partialSideBySide.get(d.id + "/" + PartialAb.OP);
      if (row == null || row.isEmpty()) {
        continue;
      }
      GoalAb.PeerRatio p = row.get(0);
      md.append("| flat partial read (")
          .append(PartialReadBench.VIEW)
          .append(") on ")
          .append(d.id)
          .append(" >= ")
          .append(fmt(PartialAb.NEED, 0))
          .append("x protobuf's full decode | ")
          .append(ratioCell(p, 1))
          .append(" | ")
          .append(p.median() >= PartialAb.NEED ? "yes" : "**no**")
          .append(" |\n");
    }
    return md.append('\n').toString();
  }

  /**
   * The fixed-layout goals (issue 14): Bale flat encode, full decode and checked partial read
   * ({@code wrap}) on each price set at least 0.8x SBE's.
   */
  private String sbeGoals() {
    StringBuilder md = new StringBuilder();
    for (DataSet d : PartialReadBench.PRICE_SETS) {
      for (String op : List.of("encode", "decode", "partial read (checked)")) {
        Score bale;
        Score sbe;
        if (op.startsWith("partial")) {
          bale = score("PartialReadBench.read", d.id + "/" + PartialReadBench.VIEW);
          sbe = score("PartialReadBench.read", d.id + "/" + Codec.SBE.id);
        } else {
          bale = score("CodecBench." + op, d.id + "/" + Codec.BALE_FLAT.id);
          sbe = score("CodecBench." + op, d.id + "/" + Codec.SBE.id);
        }
        if (bale == null || sbe == null) {
          continue;
        }
        double ratio = bale.ops() / sbe.ops();
        md.append("| flat ")
            .append(op)
            .append(" on ")
            .append(d.id)
            .append(" >= 0.8x SBE | ")
            .append(fmt(ratio, 2))
            .append("x (")
            .append(kilo(bale.ops()))
            .append(" vs ")
            .append(kilo(sbe.ops()))
            .append(" ops/s) | ")
            .append(ratio >= SbeAb.NEED ? "yes" : "**no**")
            .append(sideBySideNote(sbeSideBySide.get(d.id + "/" + sbeOp(op)), SbeAb.NEED, 2, false))
            .append(" |\n");
      }
    }
    return md.toString();
  }

  /**
   * A side-by-side reading {@code p} as a table cell: the median across JVMs, then the lowest and
   * highest JVM median, the number of JVMs and the IQR, to {@code digits} decimals.
   */
  private static String ratioCell(GoalAb.PeerRatio p, int digits) {
    return fmt(p.median(), digits)
        + "x ("
        + fmt(p.min(), digits)
        + "–"
        + fmt(p.max(), digits)
        + ", "
        + p.jvms().size()
        + (p.jvms().size() == 1 ? " JVM" : " JVMs")
        + "; IQR ±"
        + fmt(p.iqr(), digits)
        + ")";
  }

  /** The {@link SbeAb} operation of a goal row of {@link #sbeGoals}. */
  private static String sbeOp(String goalOp) {
    return goalOp.startsWith("partial") ? "partial" : goalOp;
  }

  /**
   * The fixed-layout goals read side by side ({@link SbeAb}, {@code sbe-ab/} of the run), or
   * nothing when the run has none.
   */
  private String sbeSideBySide() {
    if (sbeSideBySide.isEmpty()) {
      return "";
    }
    StringBuilder md =
        new StringBuilder(
            "### Flat-against-SBE goals read side by side (several JVMs, thread CPU time,"
                + " interleaved)\n\n");
    md.append(
        "`make bench-sbe-ab` (`SbeAb`) times Bale flat and SBE on each price set (encode; decode;"
            + " the checked partial read, `"
            + PartialReadBench.VIEW
            + "`, against SBE's partial read) in one JVM at a time, in alternating ABBA batches of"
            + " thread CPU time, each pair in several JVMs; a pair reads the median of its JVMs'"
            + " medians. Cell: Bale flat's speed over SBE's (the lowest and highest JVM median, the"
            + " number of JVMs; IQR ±x: in every JVM both quartiles of its rounds lie within x of its"
            + " median)."
            + (sbeSideBySideIsolated
                ? " Each side is set up in a class loader of its own (`Isolated`), as each JMH"
                    + " row has a fork of its own."
                : "")
            + (sbeSideBySideSpan.isEmpty() ? "" : " Results written " + sbeSideBySideSpan + ".")
            + "\n\n");
    md.append(
        "| goal | Bale flat ÷ SBE: median across JVMs (JVM medians min–max, JVMs; IQR) | met |\n");
    md.append("|---|---|---|\n");
    for (DataSet d : PartialReadBench.PRICE_SETS) {
      for (String op : SbeAb.OPS) {
        List<GoalAb.PeerRatio> row = sbeSideBySide.get(d.id + "/" + op);
        if (row == null || row.isEmpty()) {
          continue;
        }
        GoalAb.PeerRatio p = row.get(0);
        md.append("| flat ")
            .append(op.equals("partial") ? "partial read (checked)" : op)
            .append(" on ")
            .append(d.id)
            .append(" >= ")
            .append(fmt(SbeAb.NEED, 1))
            .append("x SBE | ")
            .append(ratioCell(p, 2))
            .append(" | ")
            .append(p.median() >= SbeAb.NEED ? "yes" : "**no**")
            .append(" |\n");
      }
    }
    return md.append('\n').toString();
  }

  /**
   * Whether {@code c} is a peer that a goal on {@code op} ({@code encode}, {@code decode} or {@code
   * bytes}) reads compact against: not Bale itself, not SBE (the anchor of the flat goals, {@link
   * #sbeGoals}), and {@code protobuf-fresh} on encode only (its decode and bytes are the {@code
   * protobuf} row's). On encode it is a peer, but it does all the {@code protobuf} row's work and
   * the size pass besides, so the faster protobuf row is the one read, but for noise where the size
   * pass costs next to nothing.
   */
  static boolean goalPeer(Codec c, String op) {
    return switch (c) {
      case BALE, BALE_NODEDUP, BALE_FRESH, BALE_INPLACE, BALE_FLAT, SBE -> false;
      case PROTOBUF_FRESH -> op.equals("encode");
      default -> true;
    };
  }

  private String table(DataSet d) {
    StringBuilder md = new StringBuilder("### ").append(d.id).append("\n\n");
    md.append("![").append(d.id).append("](bench-").append(d.id).append(".svg)\n\n");
    md.append(
        "| codec | encode ops/s | % | decode ops/s | % | bytes | % | gzip | encode B/op | decode"
            + " B/op |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    double bestEnc = 0;
    double bestDec = 0;
    int minBytes = Integer.MAX_VALUE;
    for (Codec c : Codec.on(d)) {
      Score e = score("CodecBench.encode", d.id + "/" + c.id);
      Score x = score("CodecBench.decode", d.id + "/" + c.id);
      int[] s = sizes.get(d.id + "/" + c.id);
      bestEnc = Math.max(bestEnc, e == null ? 0 : e.ops());
      bestDec = Math.max(bestDec, x == null ? 0 : x.ops());
      minBytes = Math.min(minBytes, s == null ? Integer.MAX_VALUE : s[0]);
    }
    for (Codec c : Codec.on(d)) {
      Score e = score("CodecBench.encode", d.id + "/" + c.id);
      Score x = score("CodecBench.decode", d.id + "/" + c.id);
      int[] s = sizes.get(d.id + "/" + c.id);
      md.append("| ").append(c.id);
      md.append(" | ").append(ops(e)).append(" | ").append(pct(e, bestEnc));
      md.append(" | ").append(ops(x)).append(" | ").append(pct(x, bestDec));
      md.append(" | ").append(s == null ? "–" : String.format(Locale.ROOT, "%,d", s[0]));
      md.append(" | ").append(s == null ? "–" : fmt(100.0 * s[0] / minBytes, 0) + "%");
      md.append(" | ").append(s == null ? "–" : String.format(Locale.ROOT, "%,d", s[1]));
      md.append(" | ").append(alloc(e)).append(" | ").append(alloc(x)).append(" |\n");
    }
    return md.append('\n').toString();
  }

  private String sizeTable() {
    StringBuilder md = new StringBuilder("### Bytes (gzip bytes) of every data set\n\n");
    md.append("media.2–4 are measured for size only. Deterministic: the same in every run.\n\n");
    md.append("| data |");
    for (Codec c : Codec.values()) {
      md.append(' ').append(c.id).append(" |");
    }
    md.append("\n|---|");
    md.append("---:|".repeat(Codec.values().length)).append('\n');
    for (DataSet d : DataSet.values()) {
      md.append("| ").append(d.id).append(" |");
      for (Codec c : Codec.values()) {
        int[] s = sizes.get(d.id + "/" + c.id);
        md.append(' ')
            .append(s == null ? "–" : String.format(Locale.ROOT, "%,d (%,d)", s[0], s[1]))
            .append(" |");
      }
      md.append('\n');
    }
    return md.append('\n').toString();
  }

  private String partialTable() {
    StringBuilder md =
        new StringBuilder(
            "### Partial read: one string and one int from the middle\n\n"
                + "MediaContent `media.format` + `media.height`; repos `repos[45].name` +"
                + " `stargazers_count`; twitter `statuses[50].user.screen_name` +"
                + " `retweet_count`; price.* `symbol` + `bid_size` (Bale flat's views beside"
                + " SBE, FlatBuffers and protobuf only). FlatBuffers, SBE and Bale flat's views"
                + " read in place; the others decode the whole value first.\n\n");
    md.append("| data | codec | ops/s | B/op | x protobuf |\n|---|---|---:|---:|---:|\n");
    List<DataSet> sets = new ArrayList<>(PartialReadBench.SETS);
    sets.addAll(PartialReadBench.PRICE_SETS);
    for (DataSet d : sets) {
      Score proto = score("PartialReadBench.read", d.id + "/protobuf");
      for (String id : PartialReadBench.ids()) {
        if (!id.startsWith(d.id + "/")) {
          continue;
        }
        Score s = score("PartialReadBench.read", id);
        if (s == null) {
          continue;
        }
        md.append("| ").append(d.id).append(" | ").append(id.substring(d.id.length() + 1));
        md.append(" | ").append(ops(s)).append(" | ").append(alloc(s)).append(" | ");
        md.append(proto == null ? "–" : fmt(s.ops() / proto.ops(), 2) + "x").append(" |\n");
      }
    }
    return md.append('\n').toString();
  }

  private String bulkTable() {
    StringBuilder md =
        new StringBuilder(
            "### Bulk scalars: 1M int32 into an int[]\n\n"
                + "Seeded random values with spread magnitudes (`nextInt() >> nextInt(32)`)."
                + " Bale compact `list<i32>` (`baleVarint`) is written by the default writer,"
                + " which picks the smaller of zigzag varints and the block layout (2-bit"
                + " length codes, then 1-4 bytes a value; FORMAT.md §1.3): on these values the"
                + " block layout, 2,784,459 bytes against 2,819,013 as varints; `baleLeb128`"
                + " decodes the same list written in the varint layout."
                + " `list<i32> [fixed]` is one little-endian block.\n\n");
    md.append("| method | ops/s | B/op | x DataInputStream | x arraycopy |\n");
    md.append("|---|---:|---:|---:|---:|\n");
    Score dis = score("BulkIntBench.dataInputStream", null);
    Score copy = score("BulkIntBench.arraycopy", null);
    for (String m :
        List.of(
            "dataInputStream",
            "byteBuffer",
            "arraycopy",
            "baleVarint",
            "baleLeb128",
            "baleFixed",
            "baleFlat",
            "baleFlatView")) {
      Score s = score("BulkIntBench." + m, null);
      if (s == null) {
        continue;
      }
      md.append("| ").append(m).append(" | ").append(ops(s)).append(" | ").append(alloc(s));
      md.append(" | ").append(dis == null ? "–" : fmt(s.ops() / dis.ops(), 2) + "x");
      md.append(" | ").append(copy == null ? "–" : fmt(s.ops() / copy.ops(), 2) + "x");
      md.append(" |\n");
    }
    return md.append('\n').toString();
  }

  private String bufferTable() {
    StringBuilder md =
        new StringBuilder(
            "### Buffers: Bale compact encode, new vs reused vs pooled\n\n"
                + "`newWriter`: a new `CompactWriter` per message with its scratch arrays all"
                + " new (pool disabled) and a new `byte[]`; `newWriterPooled`: the same with the"
                + " scratch arrays drawn from the shared `BufferPool` (the default);"
                + " `reusedWriter`: one writer, a new `byte[]` per message; `reusedBuffer`: one"
                + " writer writing into one cleared `ByteBuffer`; `pooledBuffer`: one writer"
                + " writing into a `ByteBuffer` acquired from the shared pool and released;"
                + " `encodeToBuffers`: one writer, the root as pooled pieces (no copy into one"
                + " array), released; `reusedDirect`: one writer writing into one cleared direct"
                + " `ByteBuffer`; `reusedStream`: one writer writing into one reset"
                + " `ByteArrayOutputStream`.\n\n");
    md.append("| data | method | ops/s | B/op |\n|---|---|---:|---:|\n");
    for (String data : List.of("media.1", "twitter")) {
      for (String m :
          List.of(
              "newWriter",
              "newWriterPooled",
              "reusedWriter",
              "reusedBuffer",
              "pooledBuffer",
              "encodeToBuffers",
              "reusedDirect",
              "reusedStream")) {
        Score s = score("BufferBench." + m, data);
        if (s != null) {
          md.append("| ").append(data).append(" | ").append(m);
          md.append(" | ").append(ops(s)).append(" | ").append(alloc(s)).append(" |\n");
        }
      }
    }
    return md.append('\n').toString();
  }

  /** A bar chart of encode and decode ops/s and of bytes per codec. */
  String chart(DataSet d) {
    List<String> names = new ArrayList<>();
    List<double[]> rows = new ArrayList<>();
    for (Codec c : Codec.on(d)) {
      Score e = score("CodecBench.encode", d.id + "/" + c.id);
      Score x = score("CodecBench.decode", d.id + "/" + c.id);
      int[] s = sizes.get(d.id + "/" + c.id);
      names.add(c.id);
      rows.add(
          new double[] {e == null ? 0 : e.ops(), x == null ? 0 : x.ops(), s == null ? 0 : s[0]});
    }
    int rowH = 30;
    int left = 130;
    int panelW = 260;
    int top = 40;
    int h = top + rowH * names.size() + 20;
    int gap = 110;
    int w = left + 2 * panelW + gap + 70;
    StringBuilder svg = new StringBuilder();
    svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        .append(w)
        .append("\" height=\"")
        .append(h)
        .append("\" font-family=\"sans-serif\" font-size=\"11\">\n");
    svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    svg.append(text(8, 16, d.id + ": ops/s (encode dark, decode light; longer is faster)", 12));
    svg.append(text(left + panelW + gap, 30, "bytes (shorter is smaller)", 11));
    double maxOps = 1;
    double maxBytes = 1;
    for (double[] r : rows) {
      maxOps = Math.max(maxOps, Math.max(r[0], r[1]));
      maxBytes = Math.max(maxBytes, r[2]);
    }
    for (int i = 0; i < names.size(); i++) {
      double[] r = rows.get(i);
      int y = top + i * rowH;
      String fill = names.get(i).startsWith("bale") ? "#1f6feb" : "#6e7781";
      String light = names.get(i).startsWith("bale") ? "#8cb8ff" : "#c5cad1";
      svg.append(text(8, y + 14, names.get(i), 11));
      svg.append(bar(left, y + 2, panelW * r[0] / maxOps, 11, fill));
      svg.append(bar(left, y + 14, panelW * r[1] / maxOps, 11, light));
      svg.append(
          text(
              left + 4 + panelW * Math.max(r[0], r[1]) / maxOps,
              y + 14,
              kilo(r[0]) + " / " + kilo(r[1]),
              9));
      int bx = left + panelW + gap;
      svg.append(bar(bx, y + 6, panelW * r[2] / maxBytes, 14, fill));
      svg.append(
          text(
              bx + 4 + panelW * r[2] / maxBytes,
              y + 17,
              String.format(Locale.ROOT, "%,d", (long) r[2]),
              9));
    }
    return svg.append("</svg>\n").toString();
  }

  private static String bar(double x, double y, double w, double h, String fill) {
    return String.format(
        Locale.ROOT,
        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>\n",
        x,
        y,
        Math.max(w, 0.5),
        h,
        fill);
  }

  private static String text(double x, double y, String s, int size) {
    return String.format(
        Locale.ROOT,
        "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%d\">%s</text>\n",
        x,
        y,
        size,
        s.replace("&", "&amp;").replace("<", "&lt;"));
  }

  private static String kilo(double v) {
    if (v >= 1e6) {
      return fmt(v / 1e6, 2) + "M";
    }
    if (v >= 1e3) {
      return fmt(v / 1e3, 1) + "k";
    }
    return fmt(v, 0);
  }

  private static String ops(Score s) {
    if (s == null) {
      return "–";
    }
    if (Double.isNaN(s.error())) {
      return String.format(Locale.ROOT, "%,.0f", s.ops());
    }
    return String.format(Locale.ROOT, "%,.0f ± %,.0f", s.ops(), s.error());
  }

  private static String pct(Score s, double best) {
    return s == null || best == 0 ? "–" : fmt(100 * s.ops() / best, 0) + "%";
  }

  private static String alloc(Score s) {
    return s == null || Double.isNaN(s.allocPerOp())
        ? "–"
        : String.format(Locale.ROOT, "%,.0f", s.allocPerOp());
  }

  private static String fmt(double v, int decimals) {
    if (Double.isNaN(v) || Double.isInfinite(v)) {
      return "–";
    }
    return String.format(Locale.ROOT, "%." + decimals + "f", v);
  }
}
