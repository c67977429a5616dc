package dev.bale.benchmarks.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The compact speed goals read side by side: Bale compact ({@code bale}) against one peer on one
 * data set and operation, interleaved in one JVM and timed in thread CPU time ({@link Interleaved}:
 * ABBA batches), as {@link SbeAb} does for the flat goals. JMH's separate forks see different loads
 * on a busy machine, so a goal near its line reads met or missed by luck there; here both sides
 * share whatever load there is. Each side is the suite's own {@link CodecBench} case (same setup,
 * same round-trip check, results consumed by a JMH {@link Blackhole}). The ratio is Bale's speed
 * over the peer's (above 1: Bale faster).
 *
 * <pre>
 * java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-opens java.base/java.lang=ALL-UNNAMED \
 *   -cp bale-benchmarks/target/benchmarks.jar dev.bale.benchmarks.suite.GoalAb \
 *   SET encode|decode PEER [ROUNDS [BATCH_MS [WARMUP_MS [OUT.json [FORK]]]]]
 * ... GoalAb all DIR [ROUNDS [BATCH_MS [WARMUP_MS [FORKS [PEERS [SET...]]]]]]
 * </pre>
 *
 * The first form runs one pair (one pair per JVM, so each call site sees two receivers at most, as
 * in a JMH fork) and writes its JSON, marked with the JVM's index FORK, to OUT ({@code -}: nothing,
 * as in {@link PartialAb}). {@code all} runs, each in its own JVMs, every goal row (each data set
 * of {@link Cases#TIMED}, or the SETs given, times encode and decode) against every {@link
 * #candidates candidate peer} (PEERS: {@link #DEFAULT_PEERS}' form), writes {@code
 * DIR/goals-ab/SET--OP--PEER--jvmN.json} (first removing the results a former run left for the rows
 * it runs) and prints the reading of each row; {@link Report} puts them beside the JMH goals when
 * DIR is a suite run.
 *
 * <p>Each side is set up in a class loader of its own ({@link Isolated}): the peers that encode and
 * decode Bale's generated records (Fory, Kryo; FlatBuffers' decode builds them) would otherwise
 * change how C2 compiles Bale's code, which JMH's separate forks do not.
 *
 * <p>One JVM is not enough for a row near its line: the JIT's decisions move a pair's ratio by up
 * to ~0.2 from one JVM to the next while the quartiles within each stay within ±0.03
 * (docs/benchmarks.md, "A repeat shows ..."). So {@code all} runs each pair in FORKS JVMs, spread
 * in time (every pair once, then every pair again, so that a change of load does not hit one pair's
 * JVMs together), each writing {@code DIR/goals-ab/SET--OP--PEER--jvmN.json}, and a pair is read as
 * the median of its JVMs' medians. After the first pass a pair is run again only if its first JVM
 * read within {@link #NEAR} times the row's lowest first reading: a peer Bale is that much faster
 * against cannot become the row's lowest by the spread between JVMs, and its one JVM is shown as
 * such.
 */
public final class GoalAb {
  private GoalAb() {}

  /** The subdirectory of a run's results that holds one JSON per JVM of each pair. */
  static final String DIR = "goals-ab";

  /**
   * One JVM's run of one pair: its index ({@code 0} in a result of before forks, which had one JVM
   * per pair and no index), the median and quartiles of its rounds' ratios, the ratio of totals.
   */
  record Jvm(int fork, double median, double q1, double q3, double total, boolean isolated) {
    /** A JVM whose sides shared one class loader (results of before {@link Isolated}). */
    Jvm(int fork, double median, double q1, double q3, double total) {
      this(fork, median, q1, q3, total, false);
    }
  }

  /**
   * Bale over one peer on one goal row, read from the JVMs that ran the pair ({@code jvms}, at
   * least one): {@link #median} the median of the JVMs' medians (the reading), {@link #min} and
   * {@link #max} the spread between JVMs, {@link #iqr} the spread within them.
   */
  record PeerRatio(String peer, List<Jvm> jvms) {
    PeerRatio {
      if (jvms.isEmpty()) {
        throw new IllegalArgumentException("a pair needs at least one JVM: " + peer);
      }
      jvms = List.copyOf(jvms);
    }

    /** One JVM (tests, and results of before forks). */
    PeerRatio(String peer, double median, double q1, double q3, double total) {
      this(peer, List.of(new Jvm(0, median, q1, q3, total)));
    }

    /** The median across the JVMs of each JVM's median ratio: the pair's reading. */
    double median() {
      return Interleaved.median(jvms.stream().mapToDouble(Jvm::median).sorted().toArray());
    }

    /** The lowest JVM median. */
    double min() {
      return jvms.stream().mapToDouble(Jvm::median).min().orElseThrow();
    }

    /** The highest JVM median. */
    double max() {
      return jvms.stream().mapToDouble(Jvm::median).max().orElseThrow();
    }

    /**
     * The spread within the JVMs: the farthest a quartile lies from its own JVM's median, over
     * every JVM ("IQR ±x": in each JVM both quartiles are within x of its median).
     */
    double iqr() {
      return jvms.stream()
          .mapToDouble(j -> Math.max(j.median() - j.q1(), j.q3() - j.median()))
          .max()
          .orElseThrow();
    }
  }

  /**
   * The reading of one goal row: the peer Bale is slowest against (lowest {@link PeerRatio#median},
   * the median across its JVMs), that ratio, and whether it meets {@code need}.
   */
  record Reading(PeerRatio lowest, boolean met) {}

  /** The reading of a goal row from its pairs; null if there are none. */
  static Reading reading(List<PeerRatio> pairs, double need) {
    PeerRatio low = null;
    for (PeerRatio p : pairs) {
      if (low == null || p.median() < low.median()) {
        low = p;
      }
    }
    return low == null ? null : new Reading(low, low.median() >= need);
  }

  /**
   * The peers every goal row is read against by default ({@code PEER} or {@code PEER:OP}, the
   * latter on that operation only): those that have been the fastest peer of a goal row in the JMH
   * records (Fory, protobuf; Fory's compatible mode and FlatBuffers on decode: their encode has not
   * been near the fastest, and FlatBuffers' builds from the records). {@code protobuf-fresh} is not
   * in it: it does all the {@code protobuf} row's work and the size pass besides, so it can only be
   * the fastest by noise, and a minimum over more noisy ratios reads lower. Whatever the JMH run
   * found the fastest on a row is read there as well ({@link #candidates}).
   */
  static final String DEFAULT_PEERS = "fory,protobuf,fory-compatible:decode,flatbuffers:decode";

  /**
   * The defaults of ROUNDS, BATCH_MS and WARMUP_MS in both forms, as arguments (the Makefile's
   * GOALS_AB_* defaults are the same).
   */
  private static final String ROUNDS = "16";

  private static final String BATCH_MS = "20";
  private static final String WARMUP_MS = "3000";

  /** The default of FORKS, JVMs per pair (the Makefile's GOALS_AB_FORKS is the same). */
  private static final String FORKS = "3";

  /**
   * A pair whose first JVM read more than this times the lowest first reading of its row gets no
   * more JVMs. The single JVMs seen so far lie up to ~20 % below and ~14 % above their pair's
   * median across JVMs (google_message2 decode 0.80, 1.13, 0.98), so a pair skipped by this rule is
   * at worst ~9 % below the row's reading (1.3 x 0.8 / 1.14) and in practice far above it: the
   * pairs it skipped in the runs so far read 1.3 to 3.7 times their row's lowest. A full run with
   * it is ~125 JVMs instead of ~183 (1.5: ~145).
   */
  static final double NEAR = 1.3;

  /**
   * The peers the goal row on {@code d} and {@code op} is read against side by side: each of {@code
   * peers} ({@link #DEFAULT_PEERS}' form) that runs on {@code d} and that {@link Report#goalPeer}
   * counts on {@code op}, and {@code jmhFastest} (the JMH run's fastest peer of the row, or null)
   * whatever it is.
   */
  static List<Codec> candidates(DataSet d, String op, String peers, String jmhFastest) {
    List<Codec> out = new ArrayList<>();
    for (String p : peers.split(",")) {
      p = p.strip();
      if (p.isEmpty()) {
        continue;
      }
      int colon = p.indexOf(':');
      if (colon >= 0 && !p.substring(colon + 1).equals(op)) {
        continue;
      }
      Codec c = Codec.byId(colon >= 0 ? p.substring(0, colon) : p);
      if (c.supports(d) && Report.goalPeer(c, op) && !out.contains(c)) {
        out.add(c);
      }
    }
    if (jmhFastest != null) {
      Codec f = Codec.byId(jmhFastest);
      if (!out.contains(f) && f.supports(d) && Report.goalPeer(f, op)) {
        out.add(f);
      }
    }
    return out;
  }

  /** Times {@code set}'s {@code bale} case against {@code peer}'s on {@code op}, in this JVM. */
  static ObjectNode measure(
      String set, String op, String peer, int rounds, long batchMs, long warmupMs) {
    double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    if (!op.equals("encode") && !op.equals("decode")) {
      throw new IllegalArgumentException("op: encode|decode");
    }
    // Each side in a class loader of its own (Isolated): a peer that builds Bale's records must not
    // change how Bale's code is compiled.
    // The Bale row is bale's; -Dgoalab.bale=ROW times another Bale row (bale-inplace) by hand.
    String baleId = System.getProperty("goalab.bale", Codec.BALE.id);
    Runnable bale = Isolated.codec(set + "/" + baleId, op);
    Runnable other = Isolated.codec(set + "/" + peer, op);
    Interleaved.Result r =
        Interleaved.run(bale, other, rounds, warmupMs * 1_000_000L, batchMs * 1_000_000L);
    return json(set, op, baleId, peer, r, batchMs, warmupMs, load);
  }

  /**
   * The JSON of one pair's run {@code r} ({@code bale} against {@code peer} on {@code set} and
   * {@code op}), as {@link #load} reads it back; {@code load} is the load average at its start.
   */
  static ObjectNode json(
      String set,
      String op,
      String bale,
      String peer,
      Interleaved.Result r,
      long batchMs,
      long warmupMs,
      double load) {
    ObjectNode o = new ObjectMapper().createObjectNode();
    o.put("set", set);
    o.put("op", op);
    o.put("bale", bale);
    o.put("peer", peer);
    o.put("total", r.total());
    o.put("median", r.median());
    o.put("q1", r.q1());
    o.put("q3", r.q3());
    o.put("process", r.process());
    o.put("rounds", r.rounds());
    o.put("batchOps", r.batch());
    o.put("batchMs", batchMs);
    o.put("warmupMs", warmupMs);
    o.put("warmedCpuMs", r.warmedNs() / 1_000_000);
    o.put("isolated", Isolated.ENABLED);
    o.put("baleNsPerOp", r.aNsPerOp());
    o.put("peerNsPerOp", r.bNsPerOp());
    ArrayNode ratios = o.putArray("ratios");
    for (double v : r.ratios()) {
      ratios.add(v);
    }
    o.put("loadAverage", load);
    o.put("date", ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
    return o;
  }

  /** One line for a pair's result. */
  static String line(JsonNode o) {
    return String.format(
        Locale.ROOT,
        "%-16s %-6s %s/%-16s JVM %d: median %.2fx (IQR %.2f-%.2f; totals %.2fx; process CPU %.2fx;"
            + " %d rounds of %,d ops; %,d ms warm-up); %s %.1f ns/op, %s %.1f ns/op",
        o.path("set").asText(),
        o.path("op").asText(),
        o.path("bale").asText(Codec.BALE.id),
        o.path("peer").asText(),
        o.path("fork").asInt(),
        o.path("median").asDouble(),
        o.path("q1").asDouble(),
        o.path("q3").asDouble(),
        o.path("total").asDouble(),
        o.path("process").asDouble(),
        o.path("rounds").asInt(),
        o.path("batchOps").asLong(),
        o.path("warmedCpuMs").asLong(),
        o.path("bale").asText(Codec.BALE.id),
        o.path("baleNsPerOp").asDouble(),
        o.path("peer").asText(),
        o.path("peerNsPerOp").asDouble());
  }

  /**
   * The pairs of {@code dir/goals-ab/} by goal row ({@code "set/op"}), peers in codec order, each
   * with its JVMs in fork order. A JSON without a fork index (a run of before forks: one JVM per
   * pair) is one JVM of index 0.
   */
  static Map<String, List<PeerRatio>> load(Path dir) throws IOException {
    return load(dir, DIR);
  }

  /**
   * {@link #load(Path)} from {@code dir/subdir/} ({@link PartialAb}'s results: {@code partial-ab}).
   */
  static Map<String, List<PeerRatio>> load(Path dir, String subdir) throws IOException {
    Map<String, Map<String, List<Jvm>>> rows = new LinkedHashMap<>();
    Path sub = dir.resolve(subdir);
    if (!Files.isDirectory(sub)) {
      return new LinkedHashMap<>();
    }
    ObjectMapper json = new ObjectMapper();
    List<Path> files;
    try (var s = Files.list(sub)) {
      files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    for (Path f : files) {
      JsonNode o = json.readTree(f.toFile());
      rows.computeIfAbsent(
              o.path("set").asText() + "/" + o.path("op").asText(), k -> new LinkedHashMap<>())
          .computeIfAbsent(o.path("peer").asText(), k -> new ArrayList<>())
          .add(
              new Jvm(
                  o.path("fork").asInt(0),
                  o.path("median").asDouble(),
                  o.path("q1").asDouble(),
                  o.path("q3").asDouble(),
                  o.path("total").asDouble(),
                  o.path("isolated").asBoolean(false)));
    }
    Map<String, List<PeerRatio>> out = new LinkedHashMap<>();
    for (Map.Entry<String, Map<String, List<Jvm>>> row : rows.entrySet()) {
      List<PeerRatio> l = new ArrayList<>();
      for (Map.Entry<String, List<Jvm>> p : row.getValue().entrySet()) {
        List<Jvm> jvms = new ArrayList<>(p.getValue());
        jvms.sort(Comparator.comparingInt(Jvm::fork));
        l.add(new PeerRatio(p.getKey(), jvms));
      }
      l.sort(Comparator.comparingInt(p -> Codec.byId(p.peer()).ordinal()));
      out.put(row.getKey(), l);
    }
    return out;
  }

  /**
   * The first and last start time (UTC, to the minute) of the results in {@code dir/subdir/}, as
   * {@code "2026-12-02 08:52–08:55 UTC"}, or an empty string when none carries one: a side-by-side
   * reading may be added to a run's directory after its JMH part.
   */
  static String span(Path dir, String subdir) throws IOException {
    Path sub = dir.resolve(subdir);
    if (!Files.isDirectory(sub)) {
      return "";
    }
    ObjectMapper json = new ObjectMapper();
    List<String> dates = new ArrayList<>();
    try (var s = Files.list(sub)) {
      for (Path f : s.filter(p -> p.toString().endsWith(".json")).toList()) {
        String d = json.readTree(f.toFile()).path("date").asText("");
        if (d.length() >= 16) {
          dates.add(d.substring(0, 16).replace('T', ' '));
        }
      }
    }
    if (dates.isEmpty()) {
      return "";
    }
    dates.sort(null);
    String first = dates.get(0);
    String last = dates.get(dates.size() - 1);
    return first
        + (last.equals(first)
            ? ""
            : "–" + (last.startsWith(first.substring(0, 11)) ? last.substring(11) : last))
        + " UTC";
  }

  /**
   * Whether {@code rows} ({@link #load}'s) hold results and every JVM of them set each side up in a
   * class loader of its own ({@link Isolated}; results of before 2026-11-30 05:00 UTC did not).
   */
  static boolean isolated(Map<String, List<PeerRatio>> rows) {
    List<Jvm> jvms =
        rows.values().stream().flatMap(List::stream).flatMap(p -> p.jvms().stream()).toList();
    return !jvms.isEmpty() && jvms.stream().allMatch(Jvm::isolated);
  }

  /** The command that runs {@code main} in a new JVM like this one (its options and class path). */
  static List<String> jvm(Class<?> main) {
    List<String> jvm = new ArrayList<>();
    jvm.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    jvm.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
    jvm.add("-cp");
    jvm.add(System.getProperty("java.class.path"));
    jvm.add(main.getName());
    return jvm;
  }

  /** The JSON of one JVM ({@code fork}, from 1) of one pair. */
  static Path file(Path dir, String set, String op, String peer, int fork) {
    return file(dir, DIR, set, op, peer, fork);
  }

  /** {@link #file(Path, String, String, String, int)} in {@code dir/subdir/}. */
  static Path file(Path dir, String subdir, String set, String op, String peer, int fork) {
    return dir.resolve(subdir).resolve(set + "--" + op + "--" + peer + "--jvm" + fork + ".json");
  }

  /**
   * Whether a pair whose first JVM read {@code first} gets more JVMs on a row whose first readings
   * are {@code row} (its own included): within {@link #NEAR} times the row's lowest.
   */
  static boolean near(double first, List<Double> row) {
    double low = row.stream().mapToDouble(Double::doubleValue).min().orElse(first);
    return first <= NEAR * low;
  }

  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length > 0 && args[0].equals("all")) {
      all(args);
      return;
    }
    OneArgs a = OneArgs.of(args, 3, ROUNDS, BATCH_MS, WARMUP_MS);
    a.finish(measure(args[0], args[1], args[2], a.rounds(), a.batchMs(), a.warmupMs()));
  }

  /** One line for a row's reading from its JVMs, as a one-pair tool prints it. */
  interface ReadingLine {
    String line(String set, String op, PeerRatio p);
  }

  /**
   * The JVMs of the {@code all} form of {@link PartialAb} and {@link SbeAb}: first removes what a
   * former run left in {@code dir/subdir/} for each set and op; then, pass after pass ({@code
   * a.forks()}), one JVM of {@code main}'s one-pair form per set and op ({@code lead(set, op)},
   * ROUNDS, BATCH_MS, WARMUP_MS, its result file, the fork), so that a pair's JVMs spread in time;
   * then prints each row's {@code reading} and a summary line ({@code what} side by side).
   *
   * @throws IllegalStateException after the readings, when a JVM failed
   */
  static void passes(
      Class<?> main,
      AllArgs a,
      String subdir,
      String peer,
      List<String> sets,
      List<String> ops,
      BiFunction<String, String, List<String>> lead,
      ReadingLine reading,
      String what,
      String pairs)
      throws IOException, InterruptedException {
    Path dir = a.dir();
    for (String set : sets) {
      for (String op : ops) {
        clear(dir, subdir, set, op);
      }
    }
    List<String> jvm = jvm(main);
    long t0 = System.nanoTime();
    int failed = 0;
    for (int fork = 1; fork <= a.forks(); fork++) {
      for (String set : sets) {
        for (String op : ops) {
          List<String> cmd = new ArrayList<>(jvm);
          cmd.addAll(lead.apply(set, op));
          cmd.addAll(
              List.of(
                  a.rounds(),
                  a.batchMs(),
                  a.warmupMs(),
                  file(dir, subdir, set, op, peer, fork).toString(),
                  Integer.toString(fork)));
          if (new ProcessBuilder(cmd).inheritIO().start().waitFor() != 0) {
            System.out.println("FAILED: " + String.join(" ", lead.apply(set, op)) + " JVM " + fork);
            failed++;
          }
        }
      }
    }
    Map<String, List<PeerRatio>> rows = load(dir, subdir);
    for (String set : sets) {
      for (String op : ops) {
        List<PeerRatio> row = rows.get(set + "/" + op);
        if (row != null && !row.isEmpty()) {
          System.out.println(reading.line(set, op, row.get(0)));
        }
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%s side by side: %d JVMs in %.0f s; load %s%n",
        what,
        a.forks() * sets.size() * ops.size(),
        (System.nanoTime() - t0) / 1e9,
        Files.readString(Path.of("/proc/loadavg")).trim());
    if (failed > 0) {
      throw new IllegalStateException(
          failed + " " + pairs + " pair(s) failed; see the lines above");
    }
  }

  /**
   * The trailing arguments of a one-pair form, {@code [ROUNDS [BATCH_MS [WARMUP_MS [OUT.json
   * [FORK]]]]]} from {@code args[from]} on, each absent one its default (OUT {@code -} or absent:
   * nothing written), shared by this class, {@link PartialAb} and {@link SbeAb}.
   */
  record OneArgs(int rounds, long batchMs, long warmupMs, String out, int fork) {
    static OneArgs of(String[] args, int from, String rounds, String batchMs, String warmupMs) {
      return new OneArgs(
          Integer.parseInt(args.length > from ? args[from] : rounds),
          Long.parseLong(args.length > from + 1 ? args[from + 1] : batchMs),
          Long.parseLong(args.length > from + 2 ? args[from + 2] : warmupMs),
          args.length > from + 3 && !args[from + 3].equals("-") ? args[from + 3] : null,
          Integer.parseInt(args.length > from + 4 ? args[from + 4] : "1"));
    }

    /** Marks {@code o} with the fork, prints its line and writes it to OUT when one is given. */
    void finish(ObjectNode o) throws IOException {
      o.put("fork", fork);
      System.out.println(line(o));
      if (out != null) {
        write(Path.of(out), o);
      }
    }
  }

  /** Writes one pair's result to {@code out} (creating its directory). */
  static void write(Path out, JsonNode o) throws IOException {
    Files.createDirectories(out.toAbsolutePath().getParent());
    new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(out.toFile(), o);
  }

  /**
   * The leading arguments of an {@code all} form, {@code all DIR [ROUNDS [BATCH_MS [WARMUP_MS
   * [FORKS]]]]}, each absent one its default (also for {@link PartialAb}).
   */
  record AllArgs(Path dir, String rounds, String batchMs, String warmupMs, int forks) {
    static AllArgs of(String[] args, String rounds, String batchMs, String warmupMs, String forks) {
      int n = Integer.parseInt(args.length > 5 ? args[5] : forks);
      if (n < 1) {
        throw new IllegalArgumentException("FORKS must be at least 1: " + n);
      }
      return new AllArgs(
          Path.of(args[1]),
          args.length > 2 ? args[2] : rounds,
          args.length > 3 ? args[3] : batchMs,
          args.length > 4 ? args[4] : warmupMs,
          n);
    }
  }

  /**
   * The data sets named by {@code args[from...]} (each a set id or a list of them separated by
   * spaces or commas), or {@code all} when none is.
   */
  static List<DataSet> sets(String[] args, int from, List<DataSet> all) {
    List<DataSet> sets = new ArrayList<>();
    for (int i = from; i < args.length; i++) {
      for (String s : args[i].split("[ ,]+")) {
        if (!s.isEmpty()) {
          sets.add(DataSet.byId(s));
        }
      }
    }
    return sets.isEmpty() ? all : sets;
  }

  /**
   * {@code all DIR [ROUNDS [BATCH_MS [WARMUP_MS [FORKS [PEERS [SET...]]]]]]}: every pair, FORKS
   * JVMs each (fewer for a pair far from its row's lowest, {@link #near}), pass after pass.
   */
  private static void all(String[] args) throws IOException, InterruptedException {
    AllArgs a = AllArgs.of(args, ROUNDS, BATCH_MS, WARMUP_MS, FORKS);
    Path dir = a.dir();
    String rounds = a.rounds();
    String batchMs = a.batchMs();
    String warmupMs = a.warmupMs();
    int forks = a.forks();
    String peers = args.length > 6 ? args[6] : DEFAULT_PEERS;
    List<DataSet> sets = sets(args, 7, Cases.TIMED);
    Report jmh = Files.exists(dir.resolve("jmh.json")) ? new Report(dir) : null;
    // Every pair of every row, in the order each pass runs them.
    Map<String, List<Codec>> rows = new LinkedHashMap<>();
    for (DataSet d : sets) {
      for (String op : List.of("encode", "decode")) {
        String fastest = jmh == null ? null : jmh.fastestPeer(d, op);
        rows.put(d.id + "/" + op, candidates(d, op, peers, fastest));
        clear(dir, d.id, op);
      }
    }
    List<String> jvm = jvm(GoalAb.class);
    long t0 = System.nanoTime();
    int failed = 0;
    int runs = 0;
    System.out.printf(
        Locale.ROOT,
        "goals side by side: %s rounds of ~%s ms, %s ms warm-up, up to %d JVMs per pair; load %s%n",
        rounds,
        batchMs,
        warmupMs,
        forks,
        Files.readString(Path.of("/proc/loadavg")).trim());
    for (int fork = 1; fork <= forks; fork++) {
      // After the first pass, only the pairs near their row's lowest first reading run again.
      Map<String, List<PeerRatio>> first = fork == 1 ? Map.of() : load(dir);
      for (Map.Entry<String, List<Codec>> row : rows.entrySet()) {
        String set = row.getKey().substring(0, row.getKey().lastIndexOf('/'));
        String op = row.getKey().substring(row.getKey().lastIndexOf('/') + 1);
        List<PeerRatio> done = first.getOrDefault(row.getKey(), List.of());
        List<Double> firsts = done.stream().map(p -> p.jvms().get(0).median()).toList();
        for (Codec c : row.getValue()) {
          if (fork > 1) {
            PeerRatio p = done.stream().filter(x -> x.peer().equals(c.id)).findFirst().orElse(null);
            if (p == null || !near(p.jvms().get(0).median(), firsts)) {
              continue;
            }
          }
          List<String> cmd = new ArrayList<>(jvm);
          cmd.addAll(
              List.of(
                  set,
                  op,
                  c.id,
                  rounds,
                  batchMs,
                  warmupMs,
                  file(dir, set, op, c.id, fork).toString(),
                  Integer.toString(fork)));
          runs++;
          int rc = new ProcessBuilder(cmd).inheritIO().start().waitFor();
          if (rc != 0) {
            System.out.println(
                "FAILED (exit " + rc + "): " + set + " " + op + " " + c.id + " JVM " + fork);
            failed++;
          }
        }
      }
    }
    Map<String, List<PeerRatio>> pairs = load(dir);
    for (String key : rows.keySet()) {
      List<PeerRatio> row = pairs.get(key);
      if (row == null) {
        continue;
      }
      String set = key.substring(0, key.lastIndexOf('/'));
      double need = Report.need(DataSet.byId(set));
      Reading r = reading(row, need);
      System.out.printf(
          Locale.ROOT,
          "%-24s %.2fx against %s (JVMs %.2f-%.2f, %d; IQR ±%.2f) (need %.2f): %s%n",
          key,
          r.lowest().median(),
          r.lowest().peer(),
          r.lowest().min(),
          r.lowest().max(),
          r.lowest().jvms().size(),
          r.lowest().iqr(),
          need,
          r.met() ? "met" : "NOT met");
    }
    System.out.printf(
        Locale.ROOT,
        "goals side by side: %d JVMs in %.0f s; load %s%n",
        runs,
        (System.nanoTime() - t0) / 1e9,
        Files.readString(Path.of("/proc/loadavg")).trim());
    if (failed > 0) {
      // An uncaught exception ends the JVM with status 1 (no System.exit outside the CLI launcher:
      // NoSystemExitTest); the results of the pairs that ran are written and printed above.
      throw new IllegalStateException(failed + " goal pair(s) failed; see the lines above");
    }
  }

  /**
   * Removes the results a former run left in {@code dir} for the row {@code set} {@code op} (one
   * JSON per pair, or one per JVM), so that a rerun of a row replaces it rather than mixing with
   * it.
   */
  static void clear(Path dir, String set, String op) throws IOException {
    clear(dir, DIR, set, op);
  }

  /** {@link #clear(Path, String, String)} in {@code dir/subdir/}. */
  static void clear(Path dir, String subdir, String set, String op) throws IOException {
    Path sub = dir.resolve(subdir);
    if (!Files.isDirectory(sub)) {
      return;
    }
    String prefix = set + "--" + op + "--";
    try (var s = Files.list(sub)) {
      for (Path f : s.toList()) {
        String name = f.getFileName().toString();
        if (name.startsWith(prefix) && name.endsWith(".json")) {
          Files.delete(f);
        }
      }
    }
  }
}
