package dev.bale.schema;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the repository's {@code testdata/} directory. */
final class TestData {
  private TestData() {}

  /**
   * {@code testdata/} under the system property {@code bale.root} (set by the parent pom's surefire
   * configuration), else the first ancestor of the working directory that has one.
   */
  static Path root() {
    String prop = System.getProperty("bale.root");
    if (prop != null && !prop.isEmpty() && Files.isDirectory(Path.of(prop, "testdata"))) {
      return Path.of(prop, "testdata");
    }
    for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
      if (Files.isDirectory(p.resolve("testdata/schemas"))) {
        return p.resolve("testdata");
      }
    }
    throw new IllegalStateException("testdata/ not found: set -Dbale.root=<checkout>");
  }
}
