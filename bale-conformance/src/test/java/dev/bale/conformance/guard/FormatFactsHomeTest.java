package dev.bale.conformance.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Format facts have one home (issue 17): the compact codec's flag-bit assignment and minimum wire
 * sizes are {@code dev.bale.schema.compact.CompactLayout}; field defaults (an enum's first value, a
 * bool's {@code [default = true]}, a default's bits, which declarations have a default instance)
 * are {@code dev.bale.schema.FieldDefaults}; the hash a map key type is followed by under the
 * key-spread rule (FORMAT.md §7.2) is {@code dev.bale.schema.MapKeyHash}; the frame header and its
 * checks are {@code dev.bale.runtime.Frame} and {@code ts/src/frame.ts}. The generators, the
 * dynamic codecs, the inspector, the CLI and the runtimes' readers and writers read them from
 * there. This test fails when one of those rules is written again in the main code of any module or
 * of the TypeScript runtime outside the rule's home.
 *
 * <p>The patterns are the shapes these rules were written in before they had a home; each is
 * checked against such a line below, so that a pattern that no longer matches anything fails
 * instead of passing silently.
 */
class FormatFactsHomeTest {
  /**
   * A rule, the pattern of a line that writes it out, a line it must match, and the path prefixes
   * (from the checkout root) where it may be written.
   */
  private record Rule(String name, Pattern pattern, String sample, List<String> homes) {}

  /** bale-schema's layouts and the two runtimes: the home of every fact about the codecs. */
  private static final List<String> SCHEMA_AND_RUNTIMES =
      List.of("bale-schema/src/main/", "bale-runtime/src/main/", "ts/src/");

  /** The frame header's one definition per language. */
  private static final List<String> FRAME =
      List.of("bale-runtime/src/main/java/dev/bale/runtime/Frame.java", "ts/src/frame.ts");

  /** The error codes of the header's checks (FORMAT.md §4, §8). */
  private static final String HEADER_CODES =
      "BAD_MAGIC|UNSUPPORTED_VERSION|UNSUPPORTED_CODEC|FINGERPRINT_MISMATCH";

  private static final List<Rule> RULES =
      List.of(
          new Rule(
              "compact flag bits (CompactLayout)",
              Pattern.compile(
                  "optional\\(\\)\\s*\\?\\s*1\\s*:\\s*0\\)\\s*\\+"
                      + "|optional\\(\\)\\s*\\?\\s*bit\\s*\\+\\s*1"
                      + "|flag\\(\\s*bit\\+\\+\\s*\\)"),
              "present[i] = !fields[i].optional() || r.flag(bit++);",
              SCHEMA_AND_RUNTIMES),
          new Rule(
              "minimum wire size (CompactLayout.minWireSize)",
              Pattern.compile("static\\s+int\\s+minWireSize\\s*\\("),
              "  static int minWireSize(TypeRef type, FieldOptions opts) {",
              SCHEMA_AND_RUNTIMES),
          new Rule(
              "a bool's default (FieldDefaults.boolValue)",
              Pattern.compile("Boolean\\.TRUE\\.equals\\([^)]*\\.value\\(\\)\\)"),
              "return l != null && Boolean.TRUE.equals(l.value());",
              SCHEMA_AND_RUNTIMES),
          new Rule(
              "an enum's default is its first value (FieldDefaults)",
              Pattern.compile("\\.values\\(\\)\\.get\\(0\\)"),
              "EnumValue v = lit != null ? (EnumValue) lit.value() : e.values().get(0);",
              SCHEMA_AND_RUNTIMES),
          new Rule(
              "a float default's bits (FieldDefaults.bits)",
              Pattern.compile(
                  "\\(Double\\)\\s*lit\\.value\\(\\)"
                      + "|floatToRawIntBits\\(\\(\\(Double\\)"
                      + "|doubleToRawLongBits\\(\\(Double\\)"),
              "long bits = lit == null ? 0 : Double.doubleToRawLongBits((Double) lit.value());",
              SCHEMA_AND_RUNTIMES),
          new Rule(
              "which declarations have a default instance (FieldDefaults.hasDefault)",
              Pattern.compile("boolean\\s+hasDefaultInstance\\s*\\("),
              "  static boolean hasDefaultInstance(Decl decl, Set<String> visiting) {",
              SCHEMA_AND_RUNTIMES),
          new Rule(
              "the key-spread hash of a map key type (MapKeyHash)",
              Pattern.compile("case\\s+I64\\b[^>]*->\\s*(\"bigint\"|.*int64Hash|.*SPREAD_I64)"),
              "        case I64 -> k -> MapKeySpread.int64Hash(((Value.Int) k).value());",
              SCHEMA_AND_RUNTIMES),
          new Rule(
              "the frame magic (Frame)",
              Pattern.compile(
                  "(?i)0x42\\s*,\\s*0x41|[!=]==?\\s*0x42\\b|0x454C4142|'B'.*'A'.*'L'.*'E'"),
              "        && b[0] == 0x42",
              FRAME),
          new Rule(
              "the frame header's checks (Frame.check, checkFrameHeader)",
              Pattern.compile(
                  "(^|[(,])\\s*ErrorCode\\.("
                      + HEADER_CODES
                      + ")\\s*,"
                      + "|\\(\\s*\"("
                      + HEADER_CODES
                      + ")\"\\s*,"),
              "    if (!hasFrameMagic(h, 0)) throw this.fail(\"BAD_MAGIC\", 0, BAD_MAGIC_DETAIL);",
              FRAME));

  /** One line that writes a rule outside its home. */
  private record Hit(String file, int line, Rule rule, String text) {
    @Override
    public String toString() {
      return file + ":" + line + " writes " + rule.name() + ": " + text;
    }
  }

  @Test
  void everyPatternMatchesTheShapeItGuardsAgainst() {
    for (Rule r : RULES) {
      assertTrue(
          r.pattern().matcher(r.sample()).find(), r.name() + " no longer matches its sample");
    }
    // The header-check pattern also catches the Java form, a code on a line of its own.
    Rule checks = RULES.get(RULES.size() - 1);
    assertTrue(checks.pattern().matcher("              ErrorCode.UNSUPPORTED_VERSION,").find());
    assertFalse(checks.pattern().matcher("  BAD_MAGIC,").find(), "ErrorCode's own constants");
    assertFalse(checks.pattern().matcher("  \"BAD_MAGIC\",").find(), "errors.ts's list of codes");
  }

  @Test
  void formatFactsAreWrittenOnlyInTheirHome() throws IOException {
    List<String> found = new ArrayList<>();
    for (Hit h : scan()) {
      found.add(h.toString());
    }
    assertEquals(List.of(), found, "format facts written outside their home");
  }

  /** Every line of main code (every module's src/main/java, and ts/src) that breaks a rule. */
  private static List<Hit> scan() throws IOException {
    Path root = RepoRoot.get();
    List<Path> files = new ArrayList<>();
    try (Stream<Path> top = Files.list(root)) {
      for (Path dir : (Iterable<Path>) top.filter(Files::isDirectory)::iterator) {
        collect(dir.resolve("src/main/java"), ".java", files);
      }
    }
    collect(root.resolve("ts/src"), ".ts", files);
    assertTrue(files.size() > 50, "too few source files found under " + root + ": " + files.size());
    List<Hit> hits = new ArrayList<>();
    for (Path f : files) {
      String rel = root.relativize(f).toString().replace('\\', '/');
      String[] lines = Files.readString(f, StandardCharsets.UTF_8).split("\n", -1);
      for (Rule r : RULES) {
        if (r.homes().stream().anyMatch(rel::startsWith)) {
          continue;
        }
        for (int i = 0; i < lines.length; i++) {
          if (r.pattern().matcher(lines[i]).find()) {
            hits.add(new Hit(rel, i + 1, r, lines[i].strip()));
          }
        }
      }
    }
    return hits;
  }

  private static void collect(Path dir, String suffix, List<Path> into) throws IOException {
    if (!Files.isDirectory(dir)) {
      return;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      files.filter(p -> p.toString().endsWith(suffix)).sorted().forEach(into::add);
    }
  }
}
