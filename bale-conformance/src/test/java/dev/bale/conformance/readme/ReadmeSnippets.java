package dev.bale.conformance.readme;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Reads README.md and cuts out the fenced code blocks that tests check. */
final class ReadmeSnippets {
  private ReadmeSnippets() {}

  /** The checkout root: {@code bale.root} from Surefire, else the nearest ancestor with README. */
  static Path root() {
    String prop = System.getProperty("bale.root");
    if (prop != null && !prop.isBlank()) {
      return Paths.get(prop).toAbsolutePath().normalize();
    }
    for (Path p = Paths.get("").toAbsolutePath(); p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve("README.md"))
          && Files.isDirectory(p.resolve("bale-runtime"))) {
        return p;
      }
    }
    throw new IllegalStateException("cannot find the repository root; set -Dbale.root=<checkout>");
  }

  static String readme() throws IOException {
    return Files.readString(root().resolve("README.md"), StandardCharsets.UTF_8);
  }

  /**
   * The body of the {@code ```lang} fence that directly follows {@code marker} (only blank lines
   * may separate them, so a marker cannot silently drift onto another block).
   */
  static String block(String readme, String marker, String lang) {
    int at = readme.indexOf(marker);
    if (at < 0) {
      fail("README.md has no " + marker + " marker");
    }
    int afterMarker = at + marker.length();
    String open = "```" + lang + "\n";
    int fence = readme.indexOf(open, afterMarker);
    assertTrue(
        fence >= 0 && readme.substring(afterMarker, fence).isBlank(),
        marker + " must be directly followed by a ```" + lang + " block");
    int start = fence + open.length();
    int end = readme.indexOf("\n```", start);
    assertTrue(end >= 0, "unterminated ```" + lang + " block after " + marker);
    return readme.substring(start, end + 1);
  }
}
