package dev.bale.conformance.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * sizes are {@code dev.bale.schema.compact.CompactLayout}, field defaults (an enum's first value, a
 * bool's {@code [default = true]}) are {@code dev.bale.schema.FieldDefaults}, the hash a map key
 * type is followed by under the key-spread rule (FORMAT.md §7.2) is {@code
 * dev.bale.schema.MapKeyHash}, the frame header is {@code dev.bale.runtime.Frame}. The generators,
 * the dynamic codecs and the inspector read them from there. This test fails when one of those
 * rules is written again in the main code of any other module (bale-schema and bale-runtime are the
 * homes; the TypeScript runtime is the other language's home and is not scanned).
 *
 * <p>The patterns are the shapes these rules were written in before they had a home; each is
 * checked against such a line below, so that a pattern that no longer matches anything fails
 * instead of passing silently.
 */
class FormatFactsHomeTest {
  /** A rule, the pattern of a line that writes it out, and a line it must match. */
  private record Rule(String name, Pattern pattern, String sample) {}

  private static final List<Rule> RULES =
      List.of(
          new Rule(
              "compact flag bits (CompactLayout)",
              Pattern.compile(
                  "optional\\(\\)\\s*\\?\\s*1\\s*:\\s*0\\)\\s*\\+"
                      + "|optional\\(\\)\\s*\\?\\s*bit\\s*\\+\\s*1"
                      + "|flag\\(\\s*bit\\+\\+\\s*\\)"),
              "present[i] = !fields[i].optional() || r.flag(bit++);"),
          new Rule(
              "minimum wire size (CompactLayout.minWireSize)",
              Pattern.compile("static\\s+int\\s+minWireSize\\s*\\("),
              "  static int minWireSize(TypeRef type, FieldOptions opts) {"),
          new Rule(
              "a bool's default (FieldDefaults.boolValue)",
              Pattern.compile("Boolean\\.TRUE\\.equals\\([^)]*\\.value\\(\\)\\)"),
              "return l != null && Boolean.TRUE.equals(l.value());"),
          new Rule(
              "an enum's default is its first value (FieldDefaults)",
              Pattern.compile("\\.values\\(\\)\\.get\\(0\\)"),
              "EnumValue v = lit != null ? (EnumValue) lit.value() : e.values().get(0);"),
          new Rule(
              "the key-spread hash of a map key type (MapKeyHash)",
              Pattern.compile("case\\s+I64\\b[^>]*->\\s*(\"bigint\"|.*int64Hash|.*SPREAD_I64)"),
              "        case I64 -> k -> MapKeySpread.int64Hash(((Value.Int) k).value());"),
          new Rule(
              "the frame magic (Frame)",
              Pattern.compile(
                  "0x42,\\s*0x41,\\s*0x4C,\\s*0x45|0x454C4142|!=\\s*0x42\\s*\\|\\||'B'.*'A'.*'L'.*'E'"),
              "if (in[0] != 'B' || in[1] != 'A' || in[2] != 'L' || in[3] != 'E') {"));

  /** Modules where the rules live (their own main code may state them). */
  private static final List<String> HOMES = List.of("bale-schema", "bale-runtime");

  @Test
  void everyPatternMatchesTheShapeItGuardsAgainst() {
    for (Rule r : RULES) {
      assertTrue(
          r.pattern().matcher(r.sample()).find(), r.name() + " no longer matches its sample");
    }
  }

  @Test
  void formatFactsAreWrittenOnlyInTheirHome() throws IOException {
    Path root = RepoRoot.get();
    List<String> found = new ArrayList<>();
    int scanned = 0;
    try (Stream<Path> top = Files.list(root)) {
      for (Path dir : (Iterable<Path>) top.filter(Files::isDirectory)::iterator) {
        String module = dir.getFileName().toString();
        Path src = dir.resolve("src/main/java");
        if (HOMES.contains(module) || !Files.isDirectory(src)) {
          continue;
        }
        try (Stream<Path> files = Files.walk(src)) {
          for (Path f :
              (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
            scanned++;
            String[] lines = Files.readString(f, StandardCharsets.UTF_8).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
              for (Rule r : RULES) {
                if (r.pattern().matcher(lines[i]).find()) {
                  found.add(
                      root.relativize(f).toString().replace('\\', '/')
                          + ":"
                          + (i + 1)
                          + " writes "
                          + r.name()
                          + ": "
                          + lines[i].strip());
                }
              }
            }
          }
        }
      }
    }
    assertTrue(scanned > 50, "too few Java files found under " + root + ": " + scanned);
    assertEquals(List.of(), found, "format facts written outside their home");
  }
}
