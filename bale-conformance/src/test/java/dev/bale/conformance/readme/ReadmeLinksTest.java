package dev.bale.conformance.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every relative link in the front-door documents (README, CONTRIBUTING, CHANGELOG, docs/safety.md,
 * docs/performance.md) points at a file that exists.
 */
class ReadmeLinksTest {
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)#\\s]+)(?:#[^)]*)?\\)");

  @Test
  void relativeLinksResolve() throws Exception {
    Path root = ReadmeSnippets.root();
    List<String> broken = new ArrayList<>();
    for (String doc :
        List.of(
            "README.md",
            "CONTRIBUTING.md",
            "CHANGELOG.md",
            "docs/safety.md",
            "docs/performance.md")) {
      Path file = root.resolve(doc);
      if (!Files.exists(file)) {
        broken.add(doc + " (missing)");
        continue;
      }
      Matcher m = LINK.matcher(Files.readString(file));
      while (m.find()) {
        String target = m.group(1);
        if (target.contains("://") || target.startsWith("mailto:")) {
          continue;
        }
        if (!Files.exists(file.getParent().resolve(target))) {
          broken.add(doc + " -> " + target);
        }
      }
    }
    assertEquals(List.of(), broken, "broken relative links");
  }
}
