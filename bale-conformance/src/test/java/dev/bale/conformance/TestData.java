package dev.bale.conformance;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the checkout's {@code testdata/} and {@code goldens/} directories. */
final class TestData {
  private TestData() {}

  /** The repository root: {@code -Dbale.root} (set by the parent pom) or found upwards. */
  static Path root() {
    String prop = System.getProperty("bale.root");
    if (prop != null && Files.isDirectory(Path.of(prop, "testdata"))) {
      return Path.of(prop).toAbsolutePath().normalize();
    }
    Path p = Path.of("").toAbsolutePath();
    while (p != null) {
      if (Files.isDirectory(p.resolve("testdata")) && Files.isDirectory(p.resolve("goldens"))) {
        return p;
      }
      p = p.getParent();
    }
    throw new IllegalStateException("cannot find the repository root (testdata/ and goldens/)");
  }

  static Path schemas() {
    return root().resolve("testdata/schemas");
  }

  static Path vectors() {
    return root().resolve("testdata/vectors");
  }

  static Path corrupt() {
    return root().resolve("testdata/corrupt");
  }

  static Path goldens() {
    return root().resolve("goldens");
  }
}
