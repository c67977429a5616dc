package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.fail;

import dev.bale.tools.GoldensMain;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The committed goldens ({@code goldens/java}) are exactly what the generator produces now. The
 * conformance tests compile and run the committed files, so a stale golden would test code users
 * can no longer get.
 */
class GoldensUpToDateTest {
  private static final String UPDATE =
      "regenerate with `make goldens` (java dev.bale.tools.GoldensMain <repo-root>),"
          + " review the diff and commit it";

  @Test
  void committedGoldensMatchTheGenerator() throws IOException {
    Path root = TestData.root();
    check(GoldensMain.generateAll(root), committed(root.resolve("goldens/java")), "java");
  }

  /** goldens/grpc/java: the gRPC classes of services (compiled by bale-grpc's tests). */
  @Test
  void committedGrpcGoldensMatchTheGenerator() throws IOException {
    Path root = TestData.root();
    check(
        GoldensMain.generateAllGrpc(root),
        committed(root.resolve("goldens/grpc/java")),
        "grpc/java");
  }

  /** goldens/ts: the TypeScript generator's output (type-checked and run by ts/'s npm test). */
  @Test
  void committedTypeScriptGoldensMatchTheGenerator() throws IOException {
    Path root = TestData.root();
    check(GoldensMain.generateAllTs(root), committed(root.resolve("goldens/ts")), "ts");
  }

  private static void check(
      Map<String, String> expected, Map<String, String> committed, String lang) {
    String dir = "goldens/" + lang + "/";

    List<String> problems = new ArrayList<>();
    for (String file : new TreeSet<>(expected.keySet())) {
      String c = committed.get(file);
      if (c == null) {
        problems.add("missing: " + dir + file);
      } else if (!c.equals(expected.get(file))) {
        problems.add("differs: " + dir + file + "\n" + firstDifference(c, expected.get(file)));
      }
    }
    for (String file : committed.keySet()) {
      if (!expected.containsKey(file)) {
        problems.add("not generated any more (delete it): " + dir + file);
      }
    }
    if (!problems.isEmpty()) {
      fail(
          problems.size()
              + " golden file(s) out of date; "
              + UPDATE
              + ":\n  "
              + String.join("\n  ", problems));
    }
  }

  private static Map<String, String> committed(Path dir) throws IOException {
    Map<String, String> out = new TreeMap<>();
    if (!Files.isDirectory(dir)) {
      return out;
    }
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.filter(Files::isRegularFile).toList()) {
        String rel = dir.relativize(p).toString().replace('\\', '/');
        out.put(rel, Files.readString(p, StandardCharsets.UTF_8));
      }
    }
    return out;
  }

  /** The first differing line, as a diff hint. */
  static String firstDifference(String committed, String generated) {
    String[] a = committed.split("\n", -1);
    String[] b = generated.split("\n", -1);
    int n = Math.max(a.length, b.length);
    for (int i = 0; i < n; i++) {
      String x = i < a.length ? a[i] : "<end of file>";
      String y = i < b.length ? b[i] : "<end of file>";
      if (!x.equals(y)) {
        return "    line " + (i + 1) + ":\n    - committed: " + x + "\n    + generated: " + y;
      }
    }
    return "    (line endings differ)";
  }
}
